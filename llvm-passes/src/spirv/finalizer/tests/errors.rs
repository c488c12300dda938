//! Errors name the SPIR-V id and the marker at fault, are found before any
//! edit, and leave the module unchanged.

use pretty_assertions::assert_eq;
use rspirv::binary::Assemble;

use super::harness::*;
use crate::spirv::finalizer::{
    finalize_module, finalize_spirv_bytes, FinalizeError, FinalizeOptions,
};
use crate::spirv::marker::{MarkerOperation as Op, SampledType, LOD};

/// The `%N` of the only `OpFunctionCall` of the input.
fn call_id(input: &[u32]) -> u32 {
    let module = rspirv::dr::load_words(input).unwrap();
    let calls: Vec<u32> = module
        .functions
        .iter()
        .flat_map(|function| &function.blocks)
        .flat_map(|block| &block.instructions)
        .filter(|instruction| instruction.class.opcode == rspirv::spirv::Op::FunctionCall)
        .filter_map(|instruction| instruction.result_id)
        .collect();
    assert_eq!(calls.len(), 1);
    calls[0]
}

#[test]
fn wrong_argument_count() {
    let name = marker(
        Op::SampleExplicitLod,
        texture_2d(),
        at(0, 0),
        Some(at(0, 1)),
        LOD,
    );
    let mut ir = Ir::compute(8, 1, 1);
    ir.call(&name, "<4 x float>", &[("i32", "0"), ("i32", "0"), COORD2]);
    let input = ir.compile();
    let call = call_id(&input);
    let error = finalize_error(&input);
    assert_eq!(
        error,
        FinalizeError::ArgumentCount {
            call,
            marker: name.clone(),
            expected: 4,
            found: 3
        }
    );
    assert_eq!(
        error.to_string(),
        format!("call %{call} to '{name}' passes 3 arguments, the marker takes 4")
    );
}

#[test]
fn two_image_types_at_one_binding() {
    let float = marker(Op::Fetch, texture_2d(), at(0, 3), None, LOD);
    let uint = image(SampledType::U32, 1, 2, false, false, 1, 0);
    let int = marker(Op::Fetch, uint, at(0, 3), None, LOD);
    let mut ir = Ir::compute(8, 1, 1);
    let arguments = [("i32", "0"), ("<2 x i32>", "<i32 0, i32 0>"), ("i32", "0")];
    ir.call(&float, "<4 x float>", &arguments);
    ir.call(&int, "<4 x i32>", &arguments);
    let error = finalize_error(&ir.compile());
    assert!(
        matches!(&error, FinalizeError::BindingConflict { set: 0, binding: 3, marker, previous_marker, .. }
            if *marker == int && *previous_marker == float),
        "{error:?}"
    );
    let message = error.to_string();
    assert!(
        message.starts_with("descriptor set 0 binding 3: "),
        "{message}"
    );
    assert!(message.contains("image u32 2D"), "{message}");
    assert!(message.contains("image f32 2D"), "{message}");
}

#[test]
fn an_image_and_a_sampler_share_a_binding() {
    // register(t0) and register(s0) at binding 0, as DXC's categories allow:
    // two variables, an image and a sampler (Vulkan reads a combined image
    // sampler descriptor through them).
    let name = marker(
        Op::SampleExplicitLod,
        texture_2d(),
        at(0, 0),
        Some(at(0, 0)),
        LOD,
    );
    let mut ir = Ir::compute(8, 1, 1);
    ir.call(
        &name,
        "<4 x float>",
        &[("i32", "0"), ("i32", "0"), COORD2, ("float", "0.0")],
    );
    let dis = finalize_valid(&ir.compile());
    let sample = dis.one("OpImageSampleExplicitLod");
    assert_eq!(dis.image_and_sampler(sample), ((0, 0), Some((0, 0))));
    let (image, _) = dis.loaded_variable(dis.def(dis.def(sample.operand(1)).operand(1)));
    let (sampler, _) = dis.loaded_variable(dis.def(dis.def(sample.operand(1)).operand(2)));
    assert_ne!(image.result(), sampler.result());
}

#[test]
fn array_sizes_must_agree() {
    let single = marker(Op::Fetch, texture_2d(), at(0, 0), None, LOD);
    let array = marker(
        Op::Fetch,
        texture_2d(),
        array_at(0, 0, crate::spirv::marker::ArraySize::Fixed(3)),
        None,
        LOD,
    );
    let mut ir = Ir::compute(8, 1, 1);
    let arguments = [("i32", "0"), ("<2 x i32>", "<i32 0, i32 0>"), ("i32", "0")];
    ir.call(&single, "<4 x float>", &arguments);
    ir.call(&array, "<4 x float>", &arguments);
    let error = finalize_error(&ir.compile());
    assert!(
        error.to_string().contains("an array of 3 of image"),
        "{error}"
    );
}

#[test]
fn a_binding_taken_by_an_llvm_buffer() {
    // Out, LLVM's RWBuffer, is at set 0 binding 9.
    let name = marker(Op::Fetch, texture_2d(), at(0, 9), None, LOD);
    let mut ir = Ir::compute(8, 1, 1);
    ir.call(
        &name,
        "<4 x float>",
        &[("i32", "0"), ("<2 x i32>", "<i32 0, i32 0>"), ("i32", "0")],
    );
    let input = ir.compile();
    let error = finalize_error(&input);
    let FinalizeError::BindingTaken {
        set: 0,
        binding: 9,
        variable,
        marker,
    } = &error
    else {
        panic!("{error:?}");
    };
    assert_eq!(marker, &name);
    // The error gives the number of the variable spirv-dis calls %Out.
    let raw = disassemble_raw(&input);
    assert!(
        raw.contains(&format!("OpName %{variable} \"Out\"")),
        "{raw}"
    );
    assert!(error.to_string().contains(&format!("variable %{variable}")));
}

fn disassemble_raw(words: &[u32]) -> String {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("m.spv");
    std::fs::write(
        &path,
        words
            .iter()
            .flat_map(|w| w.to_le_bytes())
            .collect::<Vec<u8>>(),
    )
    .unwrap();
    let output = std::process::Command::new("spirv-dis")
        .arg("--raw-id")
        .arg(&path)
        .output()
        .unwrap();
    String::from_utf8(output.stdout).unwrap()
}

#[test]
fn a_malformed_marker_name() {
    let mut ir = Ir::compute(8, 1, 1);
    ir.call(
        "texel.spv.nope.f32_1_2_0_0_1_0.i0_0_0.m0",
        "float",
        &[("i32", "0")],
    );
    let error = finalize_error(&ir.compile());
    let FinalizeError::Marker { id, .. } = &error else {
        panic!("{error:?}");
    };
    assert_eq!(
        error.to_string(),
        format!(
            "import %{id}: 'texel.spv.nope.f32_1_2_0_0_1_0.i0_0_0.m0' is not a texel marker: \
             unknown operation"
        )
    );
}

#[test]
fn image_operands_on_a_query() {
    let name = marker(Op::QueryLevels, texture_2d(), at(0, 0), None, LOD);
    let mut ir = Ir::compute(8, 1, 1);
    ir.call(&name, "i32", &[("i32", "0"), ("i32", "0")]);
    let input = ir.compile();
    let call = call_id(&input);
    let error = finalize_error(&input);
    assert_eq!(
        error.to_string(),
        format!("call %{call} to '{name}': this instruction takes no image operands")
    );
}

#[test]
fn an_unknown_image_format() {
    let bad = image(SampledType::F32, 1, 2, false, false, 2, 999);
    let name = marker(Op::Read, bad, at(0, 0), None, 0);
    let mut ir = Ir::compute(8, 1, 1);
    ir.call(
        &name,
        "<4 x float>",
        &[("i32", "0"), ("<2 x i32>", "<i32 0, i32 0>")],
    );
    let error = finalize_error(&ir.compile());
    assert_eq!(
        error.to_string(),
        format!(
            "descriptor set 0 binding 0: '{name}' names an invalid image: unknown image format 999"
        )
    );
}

#[test]
fn the_module_is_unchanged_on_error() {
    let name = marker(Op::Fetch, texture_2d(), at(0, 9), None, LOD);
    let mut ir = Ir::compute(8, 1, 1);
    ir.call(
        &name,
        "<4 x float>",
        &[("i32", "0"), ("<2 x i32>", "<i32 0, i32 0>"), ("i32", "0")],
    );
    let input = ir.compile();
    let mut module = rspirv::dr::load_words(&input).unwrap();
    let before = module.assemble();
    assert!(finalize_module(&mut module, &FinalizeOptions::default()).is_err());
    assert_eq!(module.assemble(), before);
}

#[test]
fn bytes_in_and_out() {
    let name = marker(Op::Fetch, texture_2d(), at(0, 0), None, LOD);
    let mut ir = Ir::compute(8, 1, 1);
    ir.call(
        &name,
        "<4 x float>",
        &[("i32", "0"), ("<2 x i32>", "<i32 0, i32 0>"), ("i32", "0")],
    );
    let words = ir.compile();
    let little: Vec<u8> = words.iter().flat_map(|word| word.to_le_bytes()).collect();
    let big: Vec<u8> = words.iter().flat_map(|word| word.to_be_bytes()).collect();
    let from_little = finalize_spirv_bytes(&little).unwrap();
    assert_eq!(finalize_spirv_bytes(&big).unwrap(), from_little);
    let expected: Vec<u8> = crate::spirv::finalizer::finalize_spirv(&words)
        .unwrap()
        .iter()
        .flat_map(|word| word.to_le_bytes())
        .collect();
    assert_eq!(from_little, expected);
    assert_eq!(
        finalize_spirv_bytes(&little[..little.len() - 1]),
        Err(FinalizeError::ByteLength(little.len() - 1))
    );
    assert!(matches!(
        finalize_spirv_bytes(&[0; 8]),
        Err(FinalizeError::Parse(_))
    ));
}
