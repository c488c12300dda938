//! Each marker operation becomes its SPIR-V instruction with the right
//! operands, image-operand mask, result type and result id.

use pretty_assertions::assert_eq;

use super::harness::*;
use crate::spirv::marker::{
    MarkerOperation as Op, SampledType, BIAS, CONST_OFFSET, GRAD, LOD, MIN_LOD, OFFSET, SAMPLE,
};

const INDEX: (&str, &str) = ("i32", "0");
const TEXEL2: (&str, &str) = ("<2 x i32>", "<i32 3, i32 4>");
const OFFSET2: (&str, &str) = ("<2 x i32>", "<i32 1, i32 -1>");

fn depth_2d() -> crate::spirv::marker::ImageDescriptor {
    image(SampledType::F32, 1, 1, false, false, 1, 0)
}

fn storage_2d(sampled_type: SampledType, format: u32) -> crate::spirv::marker::ImageDescriptor {
    image(sampled_type, 1, 2, false, false, 2, format)
}

/// The call's result id now belongs to the instruction, and its user still
/// reads it.
fn assert_result_reused(dis: &Dis, opcode: &str) {
    let line = dis.one(opcode);
    assert!(
        dis.is_used(line.result()),
        "{opcode} result unused:\n{}",
        dis.text
    );
    assert_eq!(dis.count("OpFunctionCall"), 0);
    assert!(!dis.text.contains("texel.spv"), "{}", dis.text);
}

#[test]
fn sample_explicit_lod_loads_image_and_sampler() {
    let name = marker(
        Op::SampleExplicitLod,
        texture_2d(),
        at(0, 0),
        Some(at(0, 1)),
        LOD,
    );
    let mut ir = Ir::compute(8, 1, 1);
    ir.call(
        &name,
        "<4 x float>",
        &[INDEX, INDEX, COORD2, ("float", "0.0")],
    );
    let dis = finalize_valid(&ir.compile());

    let sample = dis.one("OpImageSampleExplicitLod");
    assert_eq!(
        dis.show(sample),
        "OpImageSampleExplicitLod %v4float sampled(0.0, 0.1) [%float_0_5 %float_0_25] Lod %float_0"
    );
    assert_result_reused(&dis, "OpImageSampleExplicitLod");

    // OpSampledImage %type (OpLoad %image %var) (OpLoad %sampler %var)
    let sampled = dis.operand_def(sample, 1);
    assert_eq!(sampled.opcode, "OpSampledImage");
    let sampled_type = dis.def(sampled.operand(0));
    assert_eq!(sampled_type.opcode, "OpTypeSampledImage");
    let image_load = dis.operand_def(sampled, 1);
    let sampler_load = dis.operand_def(sampled, 2);
    assert_eq!(image_load.operand(0), sampled_type.operand(0));
    assert_eq!(
        image_parameters(&dis, image_load.operand(0)),
        (
            "OpTypeFloat 32".to_string(),
            ["2D", "2", "0", "0", "1", "Unknown"]
                .map(String::from)
                .to_vec()
        )
    );
    assert_eq!(dis.def(sampler_load.operand(0)).opcode, "OpTypeSampler");
    let (image_variable, index) = dis.loaded_variable(image_load);
    assert_eq!(index, None);
    assert_eq!(dis.binding(image_variable.result()), (0, 0));
    assert_eq!(image_variable.operand(1), "UniformConstant");
    let (sampler_variable, _) = dis.loaded_variable(sampler_load);
    assert_eq!(dis.binding(sampler_variable.result()), (0, 1));

    // The new variables are in the interface next to LLVM's buffer.
    let interface = dis.interface();
    assert!(interface.contains(&image_variable.result().to_string()));
    assert!(interface.contains(&sampler_variable.result().to_string()));
    assert!(interface.contains(&"%Out".to_string()));
    // Nothing extra: no queries, no derivatives.
    assert_eq!(
        dis.capabilities(),
        ["ImageBuffer", "Shader"].map(String::from).into()
    );
    assert_eq!(dis.count("OpExecutionMode"), 1);
}

#[test]
fn sample_implicit_lod_with_bias_in_a_fragment_shader() {
    let name = marker(
        Op::SampleImplicitLod,
        texture_2d(),
        at(1, 2),
        Some(at(1, 3)),
        BIAS,
    );
    let mut ir = Ir::fragment();
    ir.call(
        &name,
        "<4 x float>",
        &[INDEX, INDEX, COORD2, ("float", "1.5")],
    );
    let dis = finalize_valid(&ir.compile());
    assert_eq!(
        dis.show_one("OpImageSampleImplicitLod"),
        "OpImageSampleImplicitLod %v4float sampled(1.2, 1.3) [%float_0_5 %float_0_25] Bias %float_1_5"
    );
    assert_result_reused(&dis, "OpImageSampleImplicitLod");
    // Fragment shaders need no derivative group.
    let modes: Vec<String> = dis
        .all("OpExecutionMode")
        .iter()
        .map(|mode| mode.operand(1).to_string())
        .collect();
    assert_eq!(modes, ["OriginUpperLeft"]);
    assert!(dis.extensions().is_empty());
}

#[test]
fn sample_dref_implicit_lod_with_const_offset_and_min_lod() {
    let name = marker(
        Op::SampleDrefImplicitLod,
        depth_2d(),
        at(0, 0),
        Some(at(0, 1)),
        CONST_OFFSET | MIN_LOD,
    );
    let mut ir = Ir::fragment();
    ir.call(
        &name,
        "float",
        &[
            INDEX,
            INDEX,
            COORD2,
            ("float", "0.75"),
            OFFSET2,
            ("float", "2.0"),
        ],
    );
    let dis = finalize_valid(&ir.compile());
    assert_eq!(
        dis.show_one("OpImageSampleDrefImplicitLod"),
        "OpImageSampleDrefImplicitLod %float sampled(0.0, 0.1) [%float_0_5 %float_0_25] %float_0_75 \
         ConstOffset|MinLod [%int_1 %int_n1] %float_2"
    );
    assert_result_reused(&dis, "OpImageSampleDrefImplicitLod");
    assert!(dis.has_capability("MinLod"));
    // ConstOffset on a sample needs no ImageGatherExtended.
    assert!(!dis.has_capability("ImageGatherExtended"));
    let image = dis.def(dis.variable(0, 0).operand(0));
    assert_eq!(
        image_parameters(&dis, image.operand(1)).1,
        ["2D", "1", "0", "0", "1", "Unknown"]
    );
}

#[test]
fn sample_dref_explicit_lod() {
    let name = marker(
        Op::SampleDrefExplicitLod,
        depth_2d(),
        at(0, 0),
        Some(at(0, 1)),
        LOD,
    );
    let mut ir = Ir::compute(8, 1, 1);
    ir.call(
        &name,
        "float",
        &[INDEX, INDEX, COORD2, ("float", "0.75"), ("float", "0.0")],
    );
    let dis = finalize_valid(&ir.compile());
    assert_eq!(
        dis.show_one("OpImageSampleDrefExplicitLod"),
        "OpImageSampleDrefExplicitLod %float sampled(0.0, 0.1) [%float_0_5 %float_0_25] %float_0_75 Lod %float_0"
    );
    assert_result_reused(&dis, "OpImageSampleDrefExplicitLod");
}

#[test]
fn sample_grad_with_min_lod() {
    let name = marker(
        Op::SampleExplicitLod,
        texture_2d(),
        at(0, 0),
        Some(at(0, 1)),
        GRAD | MIN_LOD,
    );
    let mut ir = Ir::compute(8, 1, 1);
    ir.call(
        &name,
        "<4 x float>",
        &[
            INDEX,
            INDEX,
            COORD2,
            ("<2 x float>", "<float 1.0, float 0.0>"),
            ("<2 x float>", "<float 0.0, float 1.0>"),
            ("float", "0.5"),
        ],
    );
    let dis = finalize_valid(&ir.compile());
    assert_eq!(
        dis.show_one("OpImageSampleExplicitLod"),
        "OpImageSampleExplicitLod %v4float sampled(0.0, 0.1) [%float_0_5 %float_0_25] Grad|MinLod \
         [%float_1 %float_0] [%float_0 %float_1] %float_0_5"
    );
    assert!(dis.has_capability("MinLod"));
}

#[test]
fn gather_with_component_and_const_offset() {
    let name = marker(
        Op::Gather,
        texture_2d(),
        at(0, 0),
        Some(at(0, 1)),
        CONST_OFFSET,
    );
    let mut ir = Ir::compute(8, 1, 1);
    ir.call(
        &name,
        "<4 x float>",
        &[INDEX, INDEX, COORD2, ("i32", "2"), OFFSET2],
    );
    let dis = finalize_valid(&ir.compile());
    assert_eq!(
        dis.show_one("OpImageGather"),
        "OpImageGather %v4float sampled(0.0, 0.1) [%float_0_5 %float_0_25] %uint_2 ConstOffset [%int_1 %int_n1]"
    );
    assert_result_reused(&dis, "OpImageGather");
    assert!(dis.has_capability("ImageGatherExtended"));
}

#[test]
fn gather_with_a_dynamic_offset() {
    let name = marker(Op::Gather, texture_2d(), at(0, 0), Some(at(0, 1)), OFFSET);
    let mut ir = Ir::compute(8, 1, 1);
    let x = ir.dynamic_index();
    ir.line(&format!(
        "%offset = insertelement <2 x i32> zeroinitializer, i32 {x}, i32 0"
    ));
    ir.call(
        &name,
        "<4 x float>",
        &[INDEX, INDEX, COORD2, ("i32", "0"), ("<2 x i32>", "%offset")],
    );
    let dis = finalize_valid(&ir.compile());
    let gather = dis.one("OpImageGather");
    assert_eq!(gather.operand(4), "Offset");
    assert_eq!(dis.def(gather.operand(5)).opcode, "OpCompositeInsert");
    assert!(dis.has_capability("ImageGatherExtended"));
}

#[test]
fn dref_gather() {
    let name = marker(Op::DrefGather, depth_2d(), at(0, 0), Some(at(0, 1)), 0);
    let mut ir = Ir::compute(8, 1, 1);
    ir.call(
        &name,
        "<4 x float>",
        &[INDEX, INDEX, COORD2, ("float", "0.75")],
    );
    let dis = finalize_valid(&ir.compile());
    assert_eq!(
        dis.show_one("OpImageDrefGather"),
        "OpImageDrefGather %v4float sampled(0.0, 0.1) [%float_0_5 %float_0_25] %float_0_75"
    );
    assert_result_reused(&dis, "OpImageDrefGather");
    assert!(!dis.has_capability("ImageGatherExtended"));
}

#[test]
fn query_lod_in_a_fragment_shader() {
    let name = marker(Op::QueryLod, texture_2d(), at(0, 0), Some(at(0, 1)), 0);
    let mut ir = Ir::fragment();
    ir.call(&name, "<2 x float>", &[INDEX, INDEX, COORD2]);
    let dis = finalize_valid(&ir.compile());
    assert_eq!(
        dis.show_one("OpImageQueryLod"),
        "OpImageQueryLod %v2float sampled(0.0, 0.1) [%float_0_5 %float_0_25]"
    );
    assert_result_reused(&dis, "OpImageQueryLod");
    assert!(dis.has_capability("ImageQuery"));
}

#[test]
fn fetch_with_lod_and_const_offset() {
    let name = marker(Op::Fetch, texture_2d(), at(0, 0), None, LOD | CONST_OFFSET);
    let mut ir = Ir::compute(8, 1, 1);
    ir.call(
        &name,
        "<4 x float>",
        &[INDEX, TEXEL2, ("i32", "1"), OFFSET2],
    );
    let dis = finalize_valid(&ir.compile());
    assert_eq!(
        dis.show_one("OpImageFetch"),
        "OpImageFetch %v4float image(0.0) [%uint_3 %uint_4] Lod|ConstOffset %uint_1 [%int_1 %int_n1]"
    );
    assert_result_reused(&dis, "OpImageFetch");
    assert_eq!(dis.count("OpSampledImage"), 0);
    assert_eq!(dis.count("OpTypeSampler"), 0);
}

#[test]
fn fetch_from_a_multisampled_image() {
    let ms = image(SampledType::F32, 1, 2, false, true, 1, 0);
    let name = marker(Op::Fetch, ms, at(0, 0), None, SAMPLE);
    let mut ir = Ir::compute(8, 1, 1);
    ir.call(&name, "<4 x float>", &[INDEX, TEXEL2, ("i32", "3")]);
    let dis = finalize_valid(&ir.compile());
    assert_eq!(
        dis.show_one("OpImageFetch"),
        "OpImageFetch %v4float image(0.0) [%uint_3 %uint_4] Sample %uint_3"
    );
    // Sampled MS images need no capability.
    assert!(!dis.has_capability("StorageImageMultisample"));
}

#[test]
fn read_and_write_a_storage_image_with_format() {
    let rgba32f = storage_2d(SampledType::F32, 1);
    let read = marker(Op::Read, rgba32f, at(0, 0), None, 0);
    let write = marker(Op::Write, rgba32f, at(0, 0), None, 0);
    let mut ir = Ir::compute(8, 1, 1);
    let value = ir.call(&read, "<4 x float>", &[INDEX, TEXEL2]);
    ir.call(
        &write,
        "void",
        &[
            INDEX,
            ("<2 x i32>", "<i32 5, i32 6>"),
            ("<4 x float>", &value),
        ],
    );
    let dis = finalize_valid(&ir.compile());
    assert_eq!(
        dis.show_one("OpImageRead"),
        "OpImageRead %v4float image(0.0) [%uint_3 %uint_4]"
    );
    assert_result_reused(&dis, "OpImageRead");
    let read_id = dis.one("OpImageRead").result().to_string();
    let writes: Vec<String> = dis
        .all("OpImageWrite")
        .into_iter()
        .map(|write| dis.show(write))
        .filter(|write| write.contains("image(0.0)"))
        .collect();
    assert_eq!(
        writes,
        [format!(
            "OpImageWrite image(0.0) [%uint_5 %uint_6] {read_id}"
        )]
    );
    assert!(!dis.has_capability("StorageImageReadWithoutFormat"));
    assert!(!dis.has_capability("StorageImageWriteWithoutFormat"));
    let image_type = dis
        .def(dis.variable(0, 0).operand(0))
        .operand(1)
        .to_string();
    assert_eq!(
        image_parameters(&dis, &image_type).1,
        ["2D", "2", "0", "0", "2", "Rgba32f"]
    );
}

#[test]
fn read_and_write_a_storage_image_without_format() {
    let unknown = storage_2d(SampledType::U32, 0);
    let read = marker(Op::Read, unknown, at(0, 0), None, 0);
    let write = marker(Op::Write, unknown, at(0, 0), None, 0);
    let mut ir = Ir::compute(8, 1, 1);
    let value = ir.call(&read, "<4 x i32>", &[INDEX, TEXEL2]);
    ir.call(&write, "void", &[INDEX, TEXEL2, ("<4 x i32>", &value)]);
    let dis = finalize_valid(&ir.compile());
    assert_eq!(
        dis.show_one("OpImageRead"),
        "OpImageRead %v4uint image(0.0) [%uint_3 %uint_4]"
    );
    assert!(dis.has_capability("StorageImageReadWithoutFormat"));
    assert!(dis.has_capability("StorageImageWriteWithoutFormat"));
    let read_id = dis.one("OpImageRead").result().to_string();
    assert!(dis
        .all("OpImageWrite")
        .iter()
        .any(|write| dis.show(write)
            == format!("OpImageWrite image(0.0) [%uint_3 %uint_4] {read_id}")));
}

#[test]
fn size_and_level_queries() {
    let size_lod = marker(Op::QuerySizeLod, texture_2d(), at(0, 0), None, 0);
    let levels = marker(Op::QueryLevels, texture_2d(), at(0, 0), None, 0);
    let storage = storage_2d(SampledType::F32, 1);
    let size = marker(Op::QuerySize, storage, at(0, 1), None, 0);
    let ms = image(SampledType::F32, 1, 2, false, true, 1, 0);
    let samples = marker(Op::QuerySamples, ms, at(0, 2), None, 0);
    let mut ir = Ir::compute(8, 1, 1);
    ir.call(&size_lod, "<2 x i32>", &[INDEX, ("i32", "1")]);
    ir.call(&levels, "i32", &[INDEX]);
    ir.call(&size, "<2 x i32>", &[INDEX]);
    ir.call(&samples, "i32", &[INDEX]);
    let dis = finalize_valid(&ir.compile());
    assert_eq!(
        dis.show_one("OpImageQuerySizeLod"),
        "OpImageQuerySizeLod %v2uint image(0.0) %uint_1"
    );
    assert_eq!(
        dis.show_one("OpImageQueryLevels"),
        "OpImageQueryLevels %uint image(0.0)"
    );
    assert_eq!(
        dis.show_one("OpImageQuerySize"),
        "OpImageQuerySize %v2uint image(0.1)"
    );
    assert_eq!(
        dis.show_one("OpImageQuerySamples"),
        "OpImageQuerySamples %uint image(0.2)"
    );
    for opcode in [
        "OpImageQuerySizeLod",
        "OpImageQueryLevels",
        "OpImageQuerySize",
        "OpImageQuerySamples",
    ] {
        assert_result_reused(&dis, opcode);
    }
    assert!(dis.has_capability("ImageQuery"));
    // One OpTypeImage per distinct image type; the two loads of binding 0.0
    // share the variable.
    assert_eq!(dis.count("OpTypeImage"), 4);
    assert_eq!(dis.count("OpVariable"), 4);
}
