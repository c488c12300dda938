//! Non-uniform markers (`.nu`, HLSL `NonUniformResourceIndex`): `NonUniform`
//! on the instruction's resource operand (first), the indexed access chains
//! and loads, and the result; ShaderNonUniform plus the descriptor-indexing
//! capability of the indexed array's kind; SPV_EXT_descriptor_indexing below
//! SPIR-V 1.5.

use pretty_assertions::assert_eq;

use super::harness::*;
use crate::spirv::marker::{ArraySize, ImageDescriptor, MarkerOperation as Op, SampledType, LOD};

const INDEXING: [&str; 5] = [
    "SampledImageArrayNonUniformIndexing",
    "StorageImageArrayNonUniformIndexing",
    "UniformTexelBufferArrayNonUniformIndexing",
    "StorageTexelBufferArrayNonUniformIndexing",
    "InputAttachmentArrayNonUniformIndexing",
];

/// The descriptor-indexing capabilities of `dis`.
fn indexing(dis: &Dis) -> Vec<&'static str> {
    INDEXING
        .into_iter()
        .filter(|capability| dis.has_capability(capability))
        .collect()
}

fn storage_2d() -> ImageDescriptor {
    image(SampledType::F32, 1, 2, false, false, 2, 1)
}

#[test]
fn a_non_uniform_texture_index_decorates_the_sampled_image_chain() {
    let name = non_uniform_marker(
        Op::SampleExplicitLod,
        texture_2d(),
        array_at(0, 1, ArraySize::Fixed(8)),
        Some(at(0, 3)),
        LOD,
    );
    let mut ir = Ir::compute(8, 1, 1);
    let x = ir.dynamic_index();
    ir.call(
        &name,
        "<4 x float>",
        &[("i32", &x), ("i32", "0"), COORD2, ("float", "0.0")],
    );
    let dis = finalize_valid(&ir.compile());

    let sample = dis.one("OpImageSampleExplicitLod");
    let sampled = dis.operand_def(sample, 1);
    let image_load = dis.operand_def(sampled, 1);
    let chain = dis.operand_def(image_load, 1);
    assert_eq!(chain.opcode, "OpAccessChain");
    // The sampled image (the operand Vulkan requires) first, then the access
    // chain and the load of the image, then the result. The sampler is not
    // an array: its load stays undecorated.
    assert_eq!(
        non_uniform_ids(&dis),
        [
            sampled.result(),
            chain.result(),
            image_load.result(),
            sample.result()
        ]
    );
    assert!(dis.has_capability("ShaderNonUniform"));
    assert_eq!(indexing(&dis), ["SampledImageArrayNonUniformIndexing"]);
    assert_eq!(dis.extensions(), ["SPV_EXT_descriptor_indexing"]);
    assert!(!dis.text.contains("texel.spv"));
}

#[test]
fn implicit_lod_in_a_fragment_shader() {
    let name = non_uniform_marker(
        Op::SampleImplicitLod,
        texture_2d(),
        array_at(0, 1, ArraySize::Fixed(8)),
        Some(at(0, 3)),
        0,
    );
    let mut ir = Ir::fragment();
    ir.call(&name, "<4 x float>", &[("i32", "5"), ("i32", "0"), COORD2]);
    let dis = finalize_valid(&ir.compile());
    let sample = dis.one("OpImageSampleImplicitLod");
    let sampled = dis.operand_def(sample, 1);
    let ids = non_uniform_ids(&dis);
    assert_eq!(ids.len(), 4, "{}", dis.text);
    assert_eq!(ids[0], sampled.result());
    assert_eq!(ids[3], sample.result());
}

#[test]
fn a_non_uniform_sampler_index() {
    let name = non_uniform_marker(
        Op::SampleExplicitLod,
        texture_2d(),
        at(0, 0),
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
            ("i32", "0"),
            ("i32", "%sampler.index"),
            COORD2,
            ("float", "0.0"),
        ],
    );
    let dis = finalize_valid(&ir.compile());
    let sample = dis.one("OpImageSampleExplicitLod");
    let sampled = dis.operand_def(sample, 1);
    let sampler_load = dis.operand_def(sampled, 2);
    let chain = dis.operand_def(sampler_load, 1);
    assert_eq!(chain.opcode, "OpAccessChain");
    assert_eq!(
        non_uniform_ids(&dis),
        [
            sampled.result(),
            chain.result(),
            sampler_load.result(),
            sample.result()
        ]
    );
    assert!(dis.has_capability("ShaderNonUniform"));
    assert_eq!(indexing(&dis), ["SampledImageArrayNonUniformIndexing"]);
}

#[test]
fn storage_images_reads_writes_and_queries() {
    let binding = array_at(1, 0, ArraySize::Runtime);
    let read = non_uniform_marker(Op::Read, storage_2d(), binding, None, 0);
    let write = non_uniform_marker(Op::Write, storage_2d(), binding, None, 0);
    let query = non_uniform_marker(Op::QuerySize, storage_2d(), binding, None, 0);
    let mut ir = Ir::compute(8, 1, 1);
    let x = ir.dynamic_index();
    let texel = ("<2 x i32>", "<i32 1, i32 2>");
    let value = ir.call(&read, "<4 x float>", &[("i32", &x), texel]);
    ir.call(
        &write,
        "void",
        &[("i32", &x), texel, ("<4 x float>", &value)],
    );
    ir.call(&query, "<2 x i32>", &[("i32", &x)]);
    let dis = finalize_valid(&ir.compile());

    // The harness keeps values with OpImageWrite to LLVM's Out: not ours.
    let writes: Vec<&Line> = dis
        .all("OpImageWrite")
        .into_iter()
        .filter(|write| dis.operand_def(write, 0).operand(1) != "%Out")
        .collect();
    assert_eq!(writes.len(), 1, "{}", dis.text);
    let mut expected = Vec::new();
    for instruction in [
        dis.one("OpImageRead"),
        writes[0],
        dis.one("OpImageQuerySize"),
    ] {
        let target = usize::from(instruction.result.is_some());
        let load = dis.operand_def(instruction, target);
        let chain = dis.operand_def(load, 1);
        assert_eq!(chain.opcode, "OpAccessChain");
        // The loaded image is the resource operand; a write has no result.
        expected.push(load.result().to_string());
        expected.push(chain.result().to_string());
        expected.extend(instruction.result.clone());
    }
    assert_eq!(non_uniform_ids(&dis), expected);
    assert!(dis.has_capability("ShaderNonUniform"));
    assert!(dis.has_capability("RuntimeDescriptorArray"));
    assert_eq!(indexing(&dis), ["StorageImageArrayNonUniformIndexing"]);
    // One extension for both runtime arrays and non-uniform indexing.
    assert_eq!(dis.extensions(), ["SPV_EXT_descriptor_indexing"]);
}

#[test]
fn texel_buffers() {
    let cases = [
        (
            image(SampledType::F32, 5, 2, false, false, 1, 0),
            Op::Fetch,
            "<4 x float>",
            "UniformTexelBufferArrayNonUniformIndexing",
        ),
        (
            image(SampledType::U32, 5, 2, false, false, 2, 33),
            Op::Read,
            "<4 x i32>",
            "StorageTexelBufferArrayNonUniformIndexing",
        ),
    ];
    for (buffer, operation, result, capability) in cases {
        let name = non_uniform_marker(
            operation,
            buffer,
            array_at(0, 0, ArraySize::Fixed(3)),
            None,
            0,
        );
        let mut ir = Ir::compute(8, 1, 1);
        let x = ir.dynamic_index();
        ir.line(&format!("%buffer.index = and i32 {x}, 1"));
        ir.call(&name, result, &[("i32", "%buffer.index"), ("i32", &x)]);
        let dis = finalize_valid(&ir.compile());
        assert_eq!(non_uniform_ids(&dis).len(), 3, "{}", dis.text);
        assert!(dis.has_capability("ShaderNonUniform"));
        assert_eq!(indexing(&dis), [capability]);
    }
}

#[test]
fn only_non_uniform_markers_are_decorated() {
    let binding = array_at(0, 0, ArraySize::Fixed(4));
    let uniform = marker(Op::Fetch, texture_2d(), binding, None, LOD);
    let non_uniform = non_uniform_marker(Op::Fetch, texture_2d(), binding, None, LOD);
    let mut ir = Ir::compute(8, 1, 1);
    let x = ir.dynamic_index();
    let arguments = [
        ("i32", x.as_str()),
        ("<2 x i32>", "<i32 0, i32 0>"),
        ("i32", "0"),
    ];
    ir.call(&uniform, "<4 x float>", &arguments);
    let uniform_only = finalize_valid(&ir.compile());
    assert_eq!(non_uniform_ids(&uniform_only), Vec::<String>::new());
    assert!(!uniform_only.has_capability("ShaderNonUniform"));
    assert_eq!(indexing(&uniform_only), Vec::<&str>::new());
    assert!(uniform_only.extensions().is_empty());

    ir.call(&non_uniform, "<4 x float>", &arguments);
    let dis = finalize_valid(&ir.compile());
    let fetches = dis.all("OpImageFetch");
    assert_eq!(fetches.len(), 2);
    let decorated = non_uniform_ids(&dis);
    assert_eq!(decorated.len(), 3, "{}", dis.text);
    assert!(!decorated.contains(&fetches[0].result().to_string()));
    assert!(decorated.contains(&fetches[1].result().to_string()));
    // Both use the one variable.
    assert_eq!(dis.count("OpTypeArray"), 1);
}

#[test]
fn spirv_1_5_needs_no_extension() {
    let name = non_uniform_marker(
        Op::Fetch,
        texture_2d(),
        array_at(0, 0, ArraySize::Fixed(4)),
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
    let dis = finalize_valid(&with_version(ir.compile(), 1, 5));
    assert!(dis.text.contains("; Version: 1.5"), "{}", dis.text);
    assert!(dis.has_capability("ShaderNonUniform"));
    assert_eq!(indexing(&dis), ["SampledImageArrayNonUniformIndexing"]);
    assert!(dis.extensions().is_empty(), "{:?}", dis.extensions());
}
