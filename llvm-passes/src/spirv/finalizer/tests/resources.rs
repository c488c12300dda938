//! Descriptor variables: arrays and access chains, sharing, type reuse, and
//! the capabilities image types need.

use pretty_assertions::assert_eq;

use super::harness::*;
use crate::spirv::marker::{
    ArraySize, ImageDescriptor, MarkerOperation as Op, SampledType, LOD, SAMPLE,
};

#[test]
fn arrays_are_indexed_through_access_chains() {
    let name = marker(
        Op::SampleExplicitLod,
        texture_2d(),
        array_at(0, 0, ArraySize::Fixed(4)),
        Some(array_at(0, 1, ArraySize::Fixed(2))),
        LOD,
    );
    let mut ir = Ir::compute(8, 1, 1);
    let x = ir.dynamic_index();
    ir.line(&format!("%sampler.index = and i32 {x}, 1"));
    ir.call(
        &name,
        "<4 x float>",
        &[
            ("i32", &x),
            ("i32", "%sampler.index"),
            COORD2,
            ("float", "0.0"),
        ],
    );
    let dis = finalize_valid(&ir.compile());

    let sampled = dis.operand_def(dis.one("OpImageSampleExplicitLod"), 1);
    let image_load = dis.operand_def(sampled, 1);
    let sampler_load = dis.operand_def(sampled, 2);
    for (load, binding, length, element) in [
        (image_load, (0, 0), "%uint_4", "OpTypeImage"),
        (sampler_load, (0, 1), "%uint_2", "OpTypeSampler"),
    ] {
        let chain = dis.operand_def(load, 1);
        assert_eq!(chain.opcode, "OpAccessChain");
        // %chain = OpAccessChain %_ptr_UniformConstant_element %variable %index
        let pointer = dis.def(chain.operand(0));
        assert_eq!(pointer.operands, ["UniformConstant", load.operand(0)]);
        assert_eq!(dis.def(load.operand(0)).opcode, element);
        let variable = dis.def(chain.operand(1));
        assert_eq!(dis.binding(variable.result()), binding);
        let array = dis.pointee(variable.operand(0));
        assert_eq!(array.opcode, "OpTypeArray");
        assert_eq!(array.operands, [load.operand(0), length]);
        // The index is the call's argument, computed from the thread id.
        let index = dis.def(chain.operand(2));
        assert!(
            matches!(index.opcode.as_str(), "OpCompositeExtract" | "OpBitwiseAnd"),
            "{index:?}"
        );
    }
    assert!(!dis.has_capability("RuntimeDescriptorArray"));
}

#[test]
fn runtime_arrays_need_descriptor_indexing() {
    let name = marker(
        Op::Fetch,
        texture_2d(),
        array_at(2, 0, ArraySize::Runtime),
        None,
        LOD,
    );
    let mut ir = Ir::compute(8, 1, 1);
    let x = ir.dynamic_index();
    ir.call(
        &name,
        "<4 x float>",
        &[("i32", &x), ("<2 x i32>", "<i32 0, i32 0>"), ("i32", "0")],
    );
    let dis = finalize_valid(&ir.compile());
    let variable = dis.variable(2, 0);
    let array = dis.pointee(variable.operand(0));
    assert_eq!(array.opcode, "OpTypeRuntimeArray");
    assert_eq!(dis.def(array.operand(0)).opcode, "OpTypeImage");
    assert_eq!(dis.count("OpAccessChain"), 1);
    assert!(dis.has_capability("RuntimeDescriptorArray"));
    assert_eq!(dis.extensions(), ["SPV_EXT_descriptor_indexing"]);
}

#[test]
fn images_samplers_and_types_are_shared() {
    let first = marker(
        Op::SampleExplicitLod,
        texture_2d(),
        at(0, 0),
        Some(at(0, 1)),
        LOD,
    );
    let second = marker(
        Op::SampleExplicitLod,
        texture_2d(),
        at(0, 2),
        Some(at(0, 1)),
        LOD,
    );
    let fetch = marker(Op::Fetch, texture_2d(), at(0, 0), None, LOD);
    let mut ir = Ir::compute(8, 1, 1);
    let arguments = [("i32", "0"), ("i32", "0"), COORD2, ("float", "0.0")];
    ir.call(&first, "<4 x float>", &arguments);
    ir.call(&second, "<4 x float>", &arguments);
    ir.call(
        &first,
        "<4 x float>",
        &[("i32", "0"), ("i32", "0"), COORD2, ("float", "1.0")],
    );
    ir.call(
        &fetch,
        "<4 x float>",
        &[("i32", "0"), ("<2 x i32>", "<i32 1, i32 1>"), ("i32", "0")],
    );
    let dis = finalize_valid(&ir.compile());

    let shown: Vec<String> = dis
        .all("OpImageSampleExplicitLod")
        .into_iter()
        .map(|sample| dis.show(sample))
        .collect();
    assert_eq!(
        shown,
        [
            "OpImageSampleExplicitLod %v4float sampled(0.0, 0.1) [%float_0_5 %float_0_25] Lod %float_0",
            "OpImageSampleExplicitLod %v4float sampled(0.2, 0.1) [%float_0_5 %float_0_25] Lod %float_0",
            "OpImageSampleExplicitLod %v4float sampled(0.0, 0.1) [%float_0_5 %float_0_25] Lod %float_1",
        ]
    );
    assert_eq!(
        dis.show_one("OpImageFetch"),
        "OpImageFetch %v4float image(0.0) [%uint_1 %uint_1] Lod %uint_0"
    );
    // One variable per binding (+ LLVM's Out), one declaration per type.
    assert_eq!(dis.count("OpVariable"), 4);
    assert_eq!(dis.count("OpTypeSampler"), 1);
    assert_eq!(dis.count("OpTypeImage"), 2); // the texture and LLVM's RWBuffer
    assert_eq!(dis.count("OpTypeSampledImage"), 1);
    assert_eq!(dis.count("OpTypeFloat"), 1);
    assert_eq!(dis.count("OpTypeInt"), 1);
    // A fresh OpSampledImage next to each use.
    assert_eq!(dis.count("OpSampledImage"), 3);
    let interface = dis.interface();
    assert_eq!(interface.len(), 4, "{interface:?}");
}

/// (image, operation, mask, result type, arguments after the index, capabilities)
fn capability_case(
    image: ImageDescriptor,
    operation: Op,
    mask: u32,
    result: &str,
    arguments: &[(&str, &str)],
    expected: &[&str],
) {
    let sampler = operation.uses_sampler().then(|| at(0, 1));
    let name = marker(operation, image, at(0, 0), sampler, mask);
    let mut ir = Ir::compute(8, 1, 1);
    let mut all = vec![("i32", "0")];
    if sampler.is_some() {
        all.push(("i32", "0"));
    }
    all.extend_from_slice(arguments);
    ir.call(&name, result, &all);
    let dis = finalize_valid(&ir.compile());
    for capability in expected {
        let count = dis
            .all("OpCapability")
            .iter()
            .filter(|line| line.operand(0) == *capability)
            .count();
        assert_eq!(count, 1, "{capability} for {name}:\n{}", dis.text);
    }
}

#[test]
fn one_dimensional_images() {
    let sampled = image(SampledType::F32, 0, 2, false, false, 1, 0);
    capability_case(
        sampled,
        Op::Fetch,
        LOD,
        "<4 x float>",
        &[("i32", "1"), ("i32", "0")],
        &["Sampled1D"],
    );
    let storage = image(SampledType::F32, 0, 2, false, false, 2, 1);
    capability_case(
        storage,
        Op::Read,
        0,
        "<4 x float>",
        &[("i32", "1")],
        &["Image1D"],
    );
}

#[test]
fn cube_arrays() {
    let sampled = image(SampledType::F32, 3, 2, true, false, 1, 0);
    capability_case(
        sampled,
        Op::SampleExplicitLod,
        LOD,
        "<4 x float>",
        &[
            (
                "<4 x float>",
                "<float 1.0, float 0.0, float 0.0, float 2.0>",
            ),
            ("float", "0.0"),
        ],
        &["SampledCubeArray"],
    );
    let storage = image(SampledType::F32, 3, 2, true, false, 2, 1);
    capability_case(
        storage,
        Op::Read,
        0,
        "<4 x float>",
        &[("<3 x i32>", "<i32 1, i32 1, i32 7>")],
        &["ImageCubeArray"],
    );
}

#[test]
fn multisampled_storage_images() {
    let ms = image(SampledType::F32, 1, 2, false, true, 2, 1);
    capability_case(
        ms,
        Op::Read,
        SAMPLE,
        "<4 x float>",
        &[("<2 x i32>", "<i32 1, i32 1>"), ("i32", "2")],
        &["StorageImageMultisample"],
    );
    let ms_array = image(SampledType::F32, 1, 2, true, true, 2, 1);
    capability_case(
        ms_array,
        Op::Read,
        SAMPLE,
        "<4 x float>",
        &[("<3 x i32>", "<i32 1, i32 1, i32 0>"), ("i32", "2")],
        &["StorageImageMultisample", "ImageMSArray"],
    );
}

#[test]
fn buffer_images() {
    let sampled = image(SampledType::F32, 5, 2, false, false, 1, 0);
    capability_case(
        sampled,
        Op::Fetch,
        0,
        "<4 x float>",
        &[("i32", "3")],
        &["SampledBuffer"],
    );
    // LLVM already declared ImageBuffer for Out: not declared twice.
    let storage = image(SampledType::U32, 5, 2, false, false, 2, 33);
    capability_case(
        storage,
        Op::Read,
        0,
        "<4 x i32>",
        &[("i32", "3")],
        &["ImageBuffer"],
    );
}

#[test]
fn a_variable_of_llvm_with_the_planned_type_is_reused() {
    // Out, LLVM's RWBuffer<float> (R32f) at set 0 binding 9, also queried
    // through a marker: one variable, one image type.
    let out = image(SampledType::F32, 5, 2, false, false, 2, 3);
    let name = marker(Op::QuerySize, out, at(0, 9), None, 0);
    let mut ir = Ir::compute(8, 1, 1);
    ir.call(&name, "i32", &[("i32", "0")]);
    let dis = finalize_valid(&ir.compile());
    let variable = dis.variable(0, 9);
    assert_eq!(variable.result(), "%Out");
    assert_eq!(dis.count("OpVariable"), 1, "{}", dis.text);
    assert_eq!(dis.count("OpTypeImage"), 1);
    let query = dis.one("OpImageQuerySize");
    let (loaded, index) = dis.loaded_variable(dis.operand_def(query, 1));
    assert_eq!((loaded.result(), index), ("%Out", None));
    // Its decorations are not repeated; it stays once in the interface.
    assert_eq!(dis.decorations("%Out").len(), 2);
    let interface = dis.interface();
    assert_eq!(
        interface.iter().filter(|id| *id == "%Out").count(),
        1,
        "{interface:?}"
    );
    assert!(dis.has_capability("ImageQuery"));
}

#[test]
fn a_variable_of_llvm_with_another_format_is_not_reused() {
    // The same binding as Out with format Rgba32f instead of R32f.
    let other = image(SampledType::F32, 5, 2, false, false, 2, 1);
    let name = marker(Op::QuerySize, other, at(0, 9), None, 0);
    let mut ir = Ir::compute(8, 1, 1);
    ir.call(&name, "i32", &[("i32", "0")]);
    let error = finalize_error(&ir.compile());
    assert!(
        matches!(
            error,
            crate::spirv::finalizer::FinalizeError::BindingTaken {
                set: 0,
                binding: 9,
                ..
            }
        ),
        "{error:?}"
    );
}
