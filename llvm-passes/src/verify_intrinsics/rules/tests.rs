//! Tests of `check_call` on hand-built types: what the rules accept, and each
//! rejection (kinds, samplers, widths, element types, stores, size queries,
//! handle parameters, operand counts) with its message.

use super::check_call;
use crate::ir_type::{IrType, ScalarType, TargetExtType};
use pretty_assertions::assert_eq;

const F32: ScalarType = ScalarType::F32;
const I32: ScalarType = ScalarType::I32;

fn target(name: &str, type_params: Vec<IrType>, int_params: &[u32]) -> IrType {
    IrType::Target(TargetExtType {
        name: name.to_string(),
        type_params,
        int_params: int_params.to_vec(),
    })
}

fn vector(scalar: ScalarType, components: u32) -> IrType {
    IrType::scalar_or_vector(scalar, components)
}

/// `target("dx.Texture", <4 x float>, writable, 0, 0, kind)`.
fn dx_float4_texture(writable: u32, kind: u32) -> IrType {
    target("dx.Texture", vec![vector(F32, 4)], &[writable, 0, 0, kind])
}

fn dx_sampler(kind: u32) -> IrType {
    target("dx.Sampler", vec![], &[kind])
}

fn spv_float_image(dim: u32, arrayed: u32, sampled: u32) -> IrType {
    target(
        "spirv.Image",
        vec![IrType::F32],
        &[dim, 2, arrayed, 0, sampled, 0],
    )
}

fn spv_sampler() -> IrType {
    target("spirv.Sampler", vec![], &[])
}

fn problems(callee: &str, returns: IrType, operands: Vec<IrType>) -> Vec<String> {
    check_call(callee, &returns, &operands).expect("a catalogue intrinsic")
}

#[test]
fn calls_outside_the_catalogue_are_not_checked() {
    assert_eq!(
        check_call("llvm.dx.thread.id", &IrType::I32, &[IrType::I32]),
        None
    );
    assert_eq!(
        check_call("llvm.dx.resource.load.typedbuffer", &IrType::Void, &[]),
        None
    );
    assert_eq!(check_call("main", &IrType::Void, &[]), None);
}

#[test]
fn a_well_formed_sample_passes() {
    let found = problems(
        "llvm.dx.resource.sample.v4f32.tdx.Texture_v4f32_0_0_0_2t.tdx.Sampler_0t.v2f32.v2i32",
        vector(F32, 4),
        vec![
            dx_float4_texture(0, 2),
            dx_sampler(0),
            vector(F32, 2),
            vector(I32, 2),
        ],
    );
    assert_eq!(found, Vec::<String>::new());
}

#[test]
fn gather_on_a_volume_texture_is_rejected() {
    let found = problems(
        "llvm.dx.resource.gather",
        vector(F32, 4),
        vec![
            dx_float4_texture(0, 4),
            dx_sampler(0),
            vector(F32, 3),
            IrType::I32,
            vector(I32, 3),
        ],
    );
    assert_eq!(
        found,
        vec!["'gather' is not supported on a Texture3D<float4> handle: it needs a read-only (SRV / sampled) 2D, 2DArray, Cube or CubeArray texture".to_string()]
    );
}

#[test]
fn plain_sampling_rejects_a_comparison_sampler() {
    let found = problems(
        "llvm.dx.resource.samplelevel",
        vector(F32, 4),
        vec![
            dx_float4_texture(0, 2),
            dx_sampler(1),
            vector(F32, 2),
            IrType::F32,
            vector(I32, 2),
        ],
    );
    assert_eq!(
        found,
        vec!["'samplelevel' needs a SamplerState, but operand 2 (sampler) is a SamplerComparisonState (target(\"dx.Sampler\", 1))".to_string()]
    );
}

#[test]
fn comparisons_accept_both_sampler_types_and_lod_queries_any() {
    for sampler_kind in [0, 1] {
        let found = problems(
            "llvm.dx.resource.samplecmplevelzero",
            IrType::F32,
            vec![
                dx_float4_texture(0, 2),
                dx_sampler(sampler_kind),
                vector(F32, 2),
                IrType::F32,
                vector(I32, 2),
            ],
        );
        assert_eq!(found, Vec::<String>::new());
        let found = problems(
            "llvm.dx.resource.calculate.lod",
            IrType::F32,
            vec![
                dx_float4_texture(0, 7),
                dx_sampler(sampler_kind),
                vector(F32, 2),
            ],
        );
        assert_eq!(found, Vec::<String>::new());
    }
}

#[test]
fn a_comparison_rejects_a_mono_sampler() {
    let found = problems(
        "llvm.dx.resource.samplecmp",
        IrType::F32,
        vec![
            dx_float4_texture(0, 2),
            dx_sampler(2),
            vector(F32, 2),
            IrType::F32,
            vector(I32, 2),
        ],
    );
    assert_eq!(found.len(), 1);
    assert!(found[0]
        .starts_with("'samplecmp' needs a SamplerComparisonState, but operand 2 (sampler) is a"));
}

#[test]
fn widths_follow_the_kind() {
    let found = problems(
        "llvm.spv.resource.samplegrad",
        vector(F32, 4),
        vec![
            spv_float_image(1, 1, 1), // Texture2DArray
            spv_sampler(),
            vector(F32, 2),
            vector(F32, 3),
            vector(F32, 2),
            vector(I32, 3),
        ],
    );
    assert_eq!(
        found,
        vec![
            "operand 3 (coordinate) of 'samplegrad' on a Texture2DArray must have 3 components, found <2 x float>".to_string(),
            "operand 4 (ddx) of 'samplegrad' on a Texture2DArray must have 2 components, found <3 x float>".to_string(),
            "operand 6 (offset) of 'samplegrad' on a Texture2DArray must have 2 components, found <3 x i32>".to_string(),
        ]
    );
}

#[test]
fn one_dimensional_offsets_are_scalars() {
    let found = problems(
        "llvm.spv.resource.sample",
        vector(F32, 4),
        vec![
            spv_float_image(0, 0, 1),
            spv_sampler(),
            IrType::F32,
            vector(I32, 2),
        ],
    );
    assert_eq!(
        found,
        vec![
            "operand 4 (offset) of 'sample' on a Texture1D must have 1 component, found <2 x i32>"
                .to_string()
        ]
    );
}

#[test]
fn lod_queries_take_the_gradient_width() {
    let found = problems(
        "llvm.spv.resource.calculate.lod.unclamped",
        IrType::F32,
        vec![spv_float_image(3, 1, 1), spv_sampler(), vector(F32, 4)],
    );
    assert_eq!(
        found,
        vec!["operand 3 (coordinate) of 'calculate.lod.unclamped' on a TextureCubeArray must have 3 components, found <4 x float>".to_string()]
    );
}

#[test]
fn comparisons_need_float_elements() {
    let int_texture = target("dx.Texture", vec![vector(I32, 4)], &[0, 0, 1, 2]);
    let found = problems(
        "llvm.dx.resource.gather.cmp",
        vector(I32, 4),
        vec![
            int_texture,
            dx_sampler(1),
            vector(F32, 2),
            IrType::F32,
            IrType::I32,
            vector(I32, 2),
        ],
    );
    assert_eq!(
        found,
        vec!["'gather.cmp' compares texels, so it needs a texture of floating-point elements, but Texture2D<int4> holds 'int'".to_string()]
    );
}

#[test]
fn results_carry_the_element_type() {
    // DXIL: exactly the memory type.
    let found = problems(
        "llvm.dx.resource.load.level",
        vector(F32, 2),
        vec![
            dx_float4_texture(0, 2),
            vector(I32, 2),
            IrType::I32,
            vector(I32, 2),
        ],
    );
    assert_eq!(
        found,
        vec!["result of 'load.level' must be the element type of Texture2D<float4> (<4 x float>), found <2 x float>".to_string()]
    );
    // SPIR-V: any width of the scalar, but the scalar must match.
    let spv_ok = problems(
        "llvm.spv.resource.load.level",
        vector(F32, 2),
        vec![
            spv_float_image(1, 0, 1),
            vector(I32, 2),
            IrType::I32,
            vector(I32, 2),
        ],
    );
    assert_eq!(spv_ok, Vec::<String>::new());
    let spv_wrong = problems(
        "llvm.spv.resource.gather",
        vector(I32, 4),
        vec![
            spv_float_image(1, 0, 1),
            spv_sampler(),
            vector(F32, 2),
            IrType::I32,
            vector(I32, 2),
        ],
    );
    assert_eq!(spv_wrong.len(), 1);
    assert!(spv_wrong[0]
        .starts_with("result of 'gather' must be a 4-element vector of the element scalar"));
}

#[test]
fn stores_need_a_writable_texture_and_its_element_type() {
    let read_only = problems(
        "llvm.dx.resource.store.texture",
        IrType::Void,
        vec![dx_float4_texture(0, 2), vector(I32, 2), vector(F32, 4)],
    );
    assert_eq!(
        read_only,
        vec!["'store.texture' is not supported on a Texture2D<float4> handle: it needs a writable (UAV / storage) 1D, 1DArray, 2D, 2DArray or 3D texture".to_string()]
    );
    let wrong_data = problems(
        "llvm.dx.resource.store.texture",
        IrType::Void,
        vec![dx_float4_texture(1, 2), vector(I32, 2), vector(I32, 4)],
    );
    assert_eq!(
        wrong_data,
        vec!["operand 3 (data) of 'store.texture' must be the element type of RWTexture2D<float4> (<4 x float>), found <4 x i32>".to_string()]
    );
}

#[test]
fn size_queries_match_the_kind() {
    let found = problems(
        "llvm.dx.resource.getdimensions.xy",
        vector(I32, 2),
        vec![dx_float4_texture(0, 4)],
    );
    assert_eq!(
        found,
        vec!["'getdimensions.xy' is not supported on a Texture3D<float4> handle: it needs a resource with 2 size components, and Texture3D has 3".to_string()]
    );
}

#[test]
fn invalid_handle_parameters_are_reported() {
    let found = problems(
        "llvm.dx.resource.load.level",
        vector(F32, 4),
        vec![
            dx_float4_texture(0, 3),
            vector(I32, 2),
            IrType::I32,
            vector(I32, 2),
        ],
    );
    assert_eq!(found.len(), 1);
    assert!(
        found[0].starts_with("operand 1 (texture): invalid handle type target(\"dx.Texture\", <4 x float>, 0, 0, 0, 3)"),
        "{}",
        found[0]
    );
    let bad_binding = problems(
        "llvm.dx.resource.handlefrombinding",
        target("dx.Texture", vec![vector(F32, 4)], &[0, 0, 0, 77]),
        vec![
            IrType::I32,
            IrType::I32,
            IrType::I32,
            IrType::I32,
            IrType::Pointer(0),
        ],
    );
    assert_eq!(bad_binding.len(), 1);
    assert!(bad_binding[0].starts_with("result: "), "{}", bad_binding[0]);
}

#[test]
fn operand_count_errors_come_from_the_catalogue() {
    let found = problems(
        "llvm.spv.resource.sample",
        vector(F32, 4),
        vec![spv_float_image(1, 0, 1), spv_sampler(), vector(F32, 2)],
    );
    assert_eq!(found.len(), 1);
    assert!(
        found[0].contains("has 3 operands, expected 4"),
        "{}",
        found[0]
    );
}
