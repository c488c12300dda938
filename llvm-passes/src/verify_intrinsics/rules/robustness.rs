//! `check_call` reads types from arbitrary IR: for any callee name and any
//! operand types it answers, never panics. Deterministic random generation.

use super::super::check_call;
use crate::catalogue::all;
use crate::ir_type::{IrType, ScalarType, TargetExtType};
use crate::test_random::Random;

const SCALARS: [ScalarType; 8] = [
    ScalarType::I1,
    ScalarType::I8,
    ScalarType::I16,
    ScalarType::I32,
    ScalarType::I64,
    ScalarType::F16,
    ScalarType::F32,
    ScalarType::F64,
];

const TARGET_NAMES: [&str; 8] = [
    "dx.Texture",
    "dx.MSTexture",
    "dx.Sampler",
    "dx.TypedBuffer",
    "spirv.Image",
    "spirv.SignedImage",
    "spirv.Sampler",
    "spirv.VulkanBuffer",
];

fn random_type(random: &mut Random, depth: u32) -> IrType {
    let scalar = SCALARS[random.below(SCALARS.len())];
    match random.below(if depth == 0 { 5 } else { 7 }) {
        0 => IrType::Scalar(scalar),
        1 => IrType::Vector(scalar, random.below(6) as u32),
        2 => IrType::Pointer(random.below(12) as u32),
        3 => IrType::Void,
        4 => IrType::Other("%struct.S".to_string()),
        5 => IrType::Array(
            Box::new(random_type(random, depth - 1)),
            random.below(3) as u64,
        ),
        _ => IrType::Target(TargetExtType {
            name: TARGET_NAMES[random.below(TARGET_NAMES.len())].to_string(),
            type_params: (0..random.below(3))
                .map(|_| random_type(random, depth - 1))
                .collect(),
            int_params: (0..random.below(8))
                .map(|_| match random.below(4) {
                    0 => u32::MAX,
                    1 => random.below(50) as u32,
                    _ => random.below(4) as u32,
                })
                .collect(),
        }),
    }
}

#[test]
fn random_signatures_are_answered_without_panics() {
    let mut random = Random::new(0x5eed_0000_0000_0001);
    let rows = all();
    for _ in 0..50_000 {
        let row = &rows[random.below(rows.len())];
        let name = format!("{}.{}", row.base_name(), random.below(100));
        let operands: Vec<IrType> = (0..random.below(row.operands().len() + 2))
            .map(|index| {
                // Keep most operands well formed so the deeper rules run.
                if random.below(3) == 0 {
                    random_type(&mut random, 2)
                } else {
                    row.operands()
                        .get(index)
                        .and_then(|spec| spec.shape.fixed_type())
                        .unwrap_or_else(|| random_type(&mut random, 2))
                }
            })
            .collect();
        let returns = random_type(&mut random, 2);
        let answer = check_call(&name, &returns, &operands);
        assert!(answer.is_some(), "{name} is a catalogue intrinsic");
    }
}
