//! Constant texel offsets: every `ConstOffset` / `ConstOffsets` operand is a
//! constant of the signed integer type with the offset's value (LLVM declares
//! it unsigned, and the validation layer reads -1 as 4294967295); the
//! unsigned constants LLVM shares with other operands stay; dynamic `Offset`
//! operands and the integer `Lod` / `Sample` operands keep their type.

use pretty_assertions::assert_eq;

use super::harness::*;
use crate::spirv::marker::{
    MarkerOperation as Op, SampledType, CONST_OFFSET, CONST_OFFSETS, LOD, OFFSET, SAMPLE,
};

const INDEX: (&str, &str) = ("i32", "0");
const COORD2: (&str, &str) = ("<2 x float>", "<float 0.5, float 0.25>");

/// The definition of `id` as `opcode type operands…`, with the type shown
/// through its own definition (e.g. `OpConstant [OpTypeInt 32 1] -1`).
fn typed(dis: &Dis, id: &str) -> String {
    let line = dis.def(id);
    let ty = dis.def(line.operand(0));
    format!(
        "{} [{} {}] {}",
        line.opcode,
        ty.opcode,
        ty.operands.join(" "),
        line.operands[1..].join(" ")
    )
}

/// The operand after the image-operand mask word `mask` of `line`.
fn operand_after<'l>(line: &'l Line, mask: &str, skip: usize) -> &'l str {
    let position = line
        .operands
        .iter()
        .position(|operand| operand == mask)
        .unwrap_or_else(|| panic!("no {mask} in {line:?}"));
    line.operand(position + 1 + skip)
}

#[test]
fn negative_const_offsets_of_fetches_are_signed_composites() {
    let name = marker(Op::Fetch, texture_2d(), at(0, 0), None, LOD | CONST_OFFSET);
    let mut ir = Ir::compute(8, 1, 1);
    // The coordinate and the LOD share LLVM's unsigned 1 with the offset.
    let coordinate = ("<2 x i32>", "<i32 1, i32 1>");
    ir.call(
        &name,
        "<4 x float>",
        &[
            INDEX,
            coordinate,
            ("i32", "1"),
            ("<2 x i32>", "<i32 -1, i32 1>"),
        ],
    );
    ir.call(
        &name,
        "<4 x float>",
        &[
            INDEX,
            coordinate,
            ("i32", "0"),
            ("<2 x i32>", "<i32 -1, i32 1>"),
        ],
    );
    let dis = finalize_valid(&ir.compile());

    let fetches = dis.all("OpImageFetch");
    assert_eq!(
        fetches
            .iter()
            .map(|fetch| dis.show(fetch))
            .collect::<Vec<_>>(),
        [
            "OpImageFetch %v4float image(0.0) [%uint_1 %uint_1] Lod|ConstOffset %uint_1 [%int_n1 %int_1]",
            "OpImageFetch %v4float image(0.0) [%uint_1 %uint_1] Lod|ConstOffset %uint_0 [%int_n1 %int_1]",
        ]
    );
    // One signed composite for both, of `OpTypeVector %int 2`, `%int` signed.
    let offset = operand_after(fetches[0], "Lod|ConstOffset", 1);
    assert_eq!(operand_after(fetches[1], "Lod|ConstOffset", 1), offset);
    let composite = dis.def(offset);
    assert_eq!(composite.opcode, "OpConstantComposite");
    let vector = dis.def(composite.operand(0));
    assert_eq!(vector.opcode, "OpTypeVector");
    assert_eq!(vector.operand(1), "2");
    assert_eq!(
        format!(
            "{} {}",
            dis.def(vector.operand(0)).opcode,
            dis.def(vector.operand(0)).operands.join(" ")
        ),
        "OpTypeInt 32 1"
    );
    assert_eq!(
        typed(&dis, composite.operand(1)),
        "OpConstant [OpTypeInt 32 1] -1"
    );
    assert_eq!(
        typed(&dis, composite.operand(2)),
        "OpConstant [OpTypeInt 32 1] 1"
    );
    // LLVM's unsigned 1 stays for the coordinate and the LOD; its unsigned
    // -1 and the unsigned offset composite are gone with their last use.
    assert_eq!(typed(&dis, "%uint_1"), "OpConstant [OpTypeInt 32 0] 1");
    assert!(!dis.text.contains("4294967295"), "{}", dis.text);
    assert_eq!(dis.count("OpConstantComposite"), 2, "{}", dis.text);
}

#[test]
fn scalar_const_offset_is_a_signed_constant() {
    let texture_1d = image(SampledType::F32, 0, 2, false, false, 1, 0);
    let name = marker(
        Op::SampleExplicitLod,
        texture_1d,
        at(0, 0),
        Some(at(0, 1)),
        LOD | CONST_OFFSET,
    );
    let mut ir = Ir::compute(8, 1, 1);
    ir.call(
        &name,
        "<4 x float>",
        &[
            INDEX,
            INDEX,
            ("float", "0.25"),
            ("float", "0.0"),
            ("i32", "-3"),
        ],
    );
    let dis = finalize_valid(&ir.compile());
    assert_eq!(
        dis.show_one("OpImageSampleExplicitLod"),
        "OpImageSampleExplicitLod %v4float sampled(0.0, 0.1) %float_0_25 Lod|ConstOffset %float_0 %int_n3"
    );
    assert_eq!(typed(&dis, "%int_n3"), "OpConstant [OpTypeInt 32 1] -3");
    assert!(!dis.text.contains("4294967293"), "{}", dis.text);
}

#[test]
fn const_offsets_of_a_gather_are_a_signed_array() {
    let name = marker(
        Op::Gather,
        texture_2d(),
        at(0, 0),
        Some(at(0, 1)),
        CONST_OFFSETS,
    );
    let mut ir = Ir::compute(8, 1, 1);
    ir.call(
        &name,
        "<4 x float>",
        &[
            INDEX,
            INDEX,
            COORD2,
            ("i32", "0"),
            (
                "[4 x <2 x i32>]",
                "[<2 x i32> <i32 -1, i32 0>, <2 x i32> <i32 0, i32 -8>, \
                 <2 x i32> <i32 7, i32 1>, <2 x i32> <i32 -2, i32 -2>]",
            ),
        ],
    );
    let dis = finalize_valid(&ir.compile());
    assert_eq!(
        dis.show_one("OpImageGather"),
        "OpImageGather %v4float sampled(0.0, 0.1) [%float_0_5 %float_0_25] %uint_0 ConstOffsets \
         [[%int_n1 %int_0] [%int_0 %int_n8] [%int_7 %int_1] [%int_n2 %int_n2]]"
    );
    let gather = dis.one("OpImageGather");
    let offsets = dis.def(operand_after(gather, "ConstOffsets", 0));
    let array = dis.def(offsets.operand(0));
    assert_eq!(array.opcode, "OpTypeArray");
    assert_eq!(
        typed(&dis, array.operand(1)),
        "OpConstant [OpTypeInt 32 0] 4"
    );
    let vector = dis.def(array.operand(0));
    assert_eq!(
        (
            vector.opcode.as_str(),
            dis.def(vector.operand(0)).operands.join(" ")
        ),
        ("OpTypeVector", "32 1".to_string())
    );
    assert!(dis.has_capability("ImageGatherExtended"));
}

#[test]
fn dynamic_offsets_and_integer_lod_and_sample_keep_their_type() {
    // spirv-val accepts integer Offset / Lod / Sample operands of either
    // signedness and the validation layer range-checks only constant offsets:
    // no bitcast, no new type.
    let gather = marker(Op::Gather, texture_2d(), at(0, 0), Some(at(0, 1)), OFFSET);
    let multisampled = image(SampledType::F32, 1, 2, false, true, 1, 0);
    let fetch_ms = marker(Op::Fetch, multisampled, at(0, 2), None, SAMPLE);
    let fetch = marker(Op::Fetch, texture_2d(), at(0, 3), None, LOD);
    let mut ir = Ir::compute(8, 1, 1);
    let x = ir.dynamic_index();
    ir.line(&format!(
        "%offset = insertelement <2 x i32> <i32 0, i32 -1>, i32 {x}, i32 0"
    ));
    ir.call(
        &gather,
        "<4 x float>",
        &[INDEX, INDEX, COORD2, ("i32", "0"), ("<2 x i32>", "%offset")],
    );
    ir.call(
        &fetch_ms,
        "<4 x float>",
        &[INDEX, ("<2 x i32>", "<i32 1, i32 2>"), ("i32", &x)],
    );
    ir.call(
        &fetch,
        "<4 x float>",
        &[INDEX, ("<2 x i32>", "<i32 1, i32 2>"), ("i32", &x)],
    );
    let dis = finalize_valid(&ir.compile());

    let gather = dis.one("OpImageGather");
    let offset = dis.def(operand_after(gather, "Offset", 0));
    assert_eq!(offset.opcode, "OpCompositeInsert");
    assert_eq!(offset.operand(0), "%v2uint");
    let fetches = dis.all("OpImageFetch");
    assert_eq!(fetches.len(), 2);
    for (fetch, mask) in fetches.iter().zip(["Sample", "Lod"]) {
        let value = operand_after(fetch, mask, 0);
        assert_eq!(dis.def(value).operand(0), "%uint", "{}", dis.text);
    }
    assert_eq!(dis.count("OpBitcast"), 0, "{}", dis.text);
    assert!(!dis.text.contains("OpTypeInt 32 1"), "{}", dis.text);
}
