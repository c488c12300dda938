//! Tests of the binding reader and check: modules built with rspirv's Builder
//! (a storage buffer, a uniform block, a storage image, a sampler, an unused
//! binding), matched against pipeline YAMLs with a binding left out, a set
//! missing, a kind of the wrong descriptor type and a descriptor array.

use super::*;
use crate::pipeline::Pipeline;
use pretty_assertions::assert_eq;
use rspirv::dr::Builder;
use rspirv::spirv::{
    AddressingModel, Capability, ExecutionMode, ExecutionModel, FunctionControl, ImageFormat,
    MemoryModel,
};

/// A compute module with `Out` (storage buffer, 0/0), `Params` (uniform block,
/// 0/1), `Img` (storage image 2D, 1/0), `Samp` (sampler, 1/1), all used, and
/// `Unused` (storage buffer, 5/9) that no function names; `Arr` (4 storage
/// images, 2/0) when `with_array`.
fn module(with_array: bool) -> Vec<u32> {
    let mut b = Builder::new();
    b.set_version(1, 3);
    b.capability(Capability::Shader);
    b.memory_model(AddressingModel::Logical, MemoryModel::GLSL450);
    let void = b.type_void();
    let uint = b.type_int(32, 0);
    let float = b.type_float(32, None);
    let runtime = b.type_runtime_array(uint);
    let block = b.type_struct(vec![runtime]);
    b.decorate(block, Decoration::Block, vec![]);
    let ssbo_ptr = b.type_pointer(None, StorageClass::StorageBuffer, block);
    let ubo = b.type_struct(vec![uint]);
    b.decorate(ubo, Decoration::Block, vec![]);
    let ubo_ptr = b.type_pointer(None, StorageClass::Uniform, ubo);
    let image = b.type_image(float, Dim::Dim2D, 0, 0, 0, 2, ImageFormat::Rgba32f, None);
    let image_ptr = b.type_pointer(None, StorageClass::UniformConstant, image);
    let sampler = b.type_sampler();
    let sampler_ptr = b.type_pointer(None, StorageClass::UniformConstant, sampler);
    let mut globals = Vec::new();
    let mut variable = |b: &mut Builder, name: &str, ptr, class, set, binding| {
        let v = b.variable(ptr, None, class, None);
        b.name(v, name);
        b.decorate(
            v,
            Decoration::DescriptorSet,
            vec![Operand::LiteralBit32(set)],
        );
        b.decorate(v, Decoration::Binding, vec![Operand::LiteralBit32(binding)]);
        globals.push(v);
        v
    };
    let out = variable(&mut b, "Out", ssbo_ptr, StorageClass::StorageBuffer, 0, 0);
    let params = variable(&mut b, "Params", ubo_ptr, StorageClass::Uniform, 0, 1);
    let img = variable(
        &mut b,
        "Img",
        image_ptr,
        StorageClass::UniformConstant,
        1,
        0,
    );
    let samp = variable(
        &mut b,
        "Samp",
        sampler_ptr,
        StorageClass::UniformConstant,
        1,
        1,
    );
    variable(
        &mut b,
        "Unused",
        ssbo_ptr,
        StorageClass::StorageBuffer,
        5,
        9,
    );
    let mut interface = vec![out, params, img, samp];
    if with_array {
        let four = b.constant_bit32(uint, 4);
        let array = b.type_array(image, four);
        let array_ptr = b.type_pointer(None, StorageClass::UniformConstant, array);
        let arr = b.variable(array_ptr, None, StorageClass::UniformConstant, None);
        b.name(arr, "Arr");
        b.decorate(
            arr,
            Decoration::DescriptorSet,
            vec![Operand::LiteralBit32(2)],
        );
        b.decorate(arr, Decoration::Binding, vec![Operand::LiteralBit32(0)]);
        interface.push(arr);
    }
    let fn_type = b.type_function(void, vec![]);
    let f = b
        .begin_function(void, None, FunctionControl::NONE, fn_type)
        .unwrap();
    b.begin_block(None).unwrap();
    b.load(image, None, img, None, vec![]).unwrap();
    b.ret().unwrap();
    b.end_function().unwrap();
    b.entry_point(ExecutionModel::GLCompute, f, "main", interface);
    b.execution_mode(f, ExecutionMode::LocalSize, vec![1, 1, 1]);
    use rspirv::binary::Assemble;
    b.module().assemble()
}

const HEAD: &str = r#"
Shaders: [ { Stage: Compute, Entry: main } ]
Buffers:
  - { Name: Out, Format: UInt32, FillSize: 16 }
  - { Name: Params, Format: UInt32, Data: [ 1 ] }
  - { Name: Img, Format: Float32, Channels: 4, OutputProps: { Width: 1, Height: 1, Depth: 1 }, Data: [ 0, 0, 0, 0 ] }
Samplers:
  - { Name: Samp }
"#;

fn pipeline(sets: &str) -> Pipeline {
    Pipeline::parse(&format!("{HEAD}DescriptorSets:\n{sets}")).unwrap()
}

const ALL: &str = r#"
  - Resources:
    - { Name: Out, Kind: RWStructuredBuffer, VulkanBinding: { Binding: 0 } }
    - { Name: Params, Kind: ConstantBuffer, VulkanBinding: { Binding: 1 } }
  - Resources:
    - { Name: Img, Kind: RWTexture2D, VulkanBinding: { Binding: 0 } }
    - { Name: Samp, Kind: Sampler, VulkanBinding: { Binding: 1 } }
"#;

#[test]
fn reads_the_used_bindings_and_their_descriptors() {
    let found = read(&module(false)).unwrap();
    let summary: Vec<String> = found.iter().map(ToString::to_string).collect();
    assert_eq!(
        summary,
        vec![
            "'Out' (set 0, binding 0, a storage buffer)",
            "'Params' (set 0, binding 1, a uniform buffer)",
            "'Img' (set 1, binding 0, a 2D storage image)",
            "'Samp' (set 1, binding 1, a sampler)",
        ]
    );
    check(&found, &pipeline(ALL)).unwrap();
}

#[test]
fn a_missing_set_or_binding_names_the_shader_variable() {
    let found = read(&module(false)).unwrap();
    let error = |sets: &str| {
        let p = Pipeline::parse(&format!("{HEAD}DescriptorSets: {sets}")).unwrap();
        check(&found, &p).unwrap_err().to_string()
    };
    assert_eq!(
        error("[]"),
        "DescriptorSets: the shader uses 'Out' (set 0, binding 0, a storage buffer), but the YAML has 0 descriptor set(s)"
    );
    assert_eq!(
        error(&ALL.replace(
            "    - { Name: Params, Kind: ConstantBuffer, VulkanBinding: { Binding: 1 } }\n",
            ""
        )),
        "DescriptorSets[0]: the shader uses 'Params' (set 0, binding 1, a uniform buffer), but no resource has VulkanBinding.Binding 1"
    );
}

#[test]
fn a_kind_of_another_descriptor_type_is_rejected() {
    let found = read(&module(false)).unwrap();
    let error = |from: &str, to: &str| {
        check(&found, &pipeline(&ALL.replace(from, to)))
            .unwrap_err()
            .to_string()
    };
    assert_eq!(
        error("Kind: ConstantBuffer", "Kind: StructuredBuffer"),
        "DescriptorSets[0].Resources[1] (Params).Kind: StructuredBuffer is a storage buffer, but the shader's 'Params' (set 0, binding 1, a uniform buffer) needs a uniform buffer"
    );
    assert_eq!(
        error("Kind: RWStructuredBuffer", "Kind: RWBuffer"),
        "DescriptorSets[0].Resources[0] (Out).Kind: RWBuffer is a storage texel buffer, but the shader's 'Out' (set 0, binding 0, a storage buffer) needs a storage buffer"
    );
    assert_eq!(
        error("Kind: RWTexture2D", "Kind: Texture2D"),
        "DescriptorSets[1].Resources[0] (Img).Kind: Texture2D is a 2D sampled image, but the shader's 'Img' (set 1, binding 0, a 2D storage image) needs a 2D storage image"
    );
}

#[test]
fn descriptor_arrays_are_reported() {
    let found = read(&module(true)).unwrap();
    let sets = format!(
        "{ALL}  - Resources:\n    - {{ Name: Img2, Kind: RWTexture2D, VulkanBinding: {{ Binding: 0 }} }}\n"
    );
    let yaml = format!(
        "{HEAD}  - {{ Name: Img2, Format: Float32, Channels: 4, OutputProps: {{ Width: 1, Height: 1, Depth: 1 }}, Data: [ 0, 0, 0, 0 ] }}\n"
    );
    // Img2 belongs to Buffers: put it there, before Samplers.
    let yaml =
        yaml.replace("Samplers:\n  - { Name: Samp }\n", "") + "Samplers:\n  - { Name: Samp }\n";
    let p = Pipeline::parse(&format!("{yaml}DescriptorSets:\n{sets}")).unwrap();
    assert_eq!(
        check(&found, &p).unwrap_err().to_string(),
        "DescriptorSets[2].Resources[0] (Img2).Kind: the shader's 'Arr' (set 2, binding 0, a 2D storage image) is an array of 4 descriptors; texel-runner binds one descriptor per resource"
    );
}
