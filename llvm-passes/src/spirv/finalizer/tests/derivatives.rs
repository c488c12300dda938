//! Implicit-LOD operations in compute shaders get a derivative group:
//! linear for X % 4 == 0 and Y == Z == 1, quads for even X and Y, else an
//! error. The installed spirv-val (SPIRV-Tools 2023.1) predates
//! SPV_KHR_compute_shader_derivatives, so validation runs with the NV spelling
//! (same capability and mode numbers; spirv-dis prints the NV names).

use pretty_assertions::assert_eq;

use super::harness::*;
use crate::spirv::finalizer::{DerivativeExtension, FinalizeError, FinalizeOptions};
use crate::spirv::marker::{MarkerOperation as Op, LOD};

const NV: FinalizeOptions = FinalizeOptions {
    derivative_extension: DerivativeExtension::Nv,
    signed_image_bindings: Vec::new(),
};

fn sample_in(ir: &mut Ir) {
    let name = marker(
        Op::SampleImplicitLod,
        texture_2d(),
        at(0, 0),
        Some(at(0, 1)),
        0,
    );
    ir.call(&name, "<4 x float>", &[("i32", "0"), ("i32", "0"), COORD2]);
}

fn modes(dis: &Dis) -> Vec<String> {
    dis.all("OpExecutionMode")
        .into_iter()
        .map(|mode| mode.operands[1..].join(" "))
        .collect()
}

#[test]
fn linear_when_x_is_a_multiple_of_four() {
    let mut ir = Ir::compute(8, 1, 1);
    sample_in(&mut ir);
    let dis = finalize_valid_with(&ir.compile(), &NV);
    assert_eq!(modes(&dis), ["LocalSize 8 1 1", "DerivativeGroupLinearNV"]);
    assert!(dis.has_capability("ComputeDerivativeGroupLinearNV"));
    assert!(!dis.has_capability("ComputeDerivativeGroupQuadsNV"));
    assert_eq!(dis.extensions(), ["SPV_NV_compute_shader_derivatives"]);
}

#[test]
fn quads_when_x_and_y_are_even() {
    for (x, y) in [(2, 2), (4, 2), (8, 8)] {
        let mut ir = Ir::compute(x, y, 1);
        sample_in(&mut ir);
        let dis = finalize_valid_with(&ir.compile(), &NV);
        assert_eq!(
            modes(&dis),
            [
                format!("LocalSize {x} {y} 1"),
                "DerivativeGroupQuadsNV".to_string()
            ]
        );
        assert!(dis.has_capability("ComputeDerivativeGroupQuadsNV"));
    }
}

#[test]
fn query_lod_and_implicit_dref_also_need_derivatives() {
    let mut ir = Ir::compute(4, 1, 1);
    let query = marker(Op::QueryLod, texture_2d(), at(0, 0), Some(at(0, 1)), 0);
    ir.call(&query, "<2 x float>", &[("i32", "0"), ("i32", "0"), COORD2]);
    let depth = image(
        crate::spirv::marker::SampledType::F32,
        1,
        1,
        false,
        false,
        1,
        0,
    );
    let dref = marker(
        Op::SampleDrefImplicitLod,
        depth,
        at(0, 2),
        Some(at(0, 1)),
        0,
    );
    ir.call(
        &dref,
        "float",
        &[("i32", "0"), ("i32", "0"), COORD2, ("float", "0.5")],
    );
    let dis = finalize_valid_with(&ir.compile(), &NV);
    assert_eq!(modes(&dis), ["LocalSize 4 1 1", "DerivativeGroupLinearNV"]);
}

#[test]
fn explicit_lod_needs_no_derivatives() {
    let mut ir = Ir::compute(3, 1, 1);
    let name = marker(
        Op::SampleExplicitLod,
        texture_2d(),
        at(0, 0),
        Some(at(0, 1)),
        LOD,
    );
    ir.call(
        &name,
        "<4 x float>",
        &[("i32", "0"), ("i32", "0"), COORD2, ("float", "0.0")],
    );
    let dis = finalize_valid(&ir.compile());
    assert_eq!(modes(&dis), ["LocalSize 3 1 1"]);
    assert!(dis.extensions().is_empty());
}

#[test]
fn calls_in_helper_functions_are_found_through_the_call_graph() {
    let name = marker(
        Op::SampleImplicitLod,
        texture_2d(),
        at(0, 0),
        Some(at(0, 1)),
        0,
    );
    let mut ir = Ir::compute(2, 2, 1);
    ir.top_level(&format!(
        "declare <4 x float> @{name}(i32, i32, <2 x float>)\n\
         define internal float @helper(<2 x float> %uv) #1 {{\n  \
           %s = call <4 x float> @{name}(i32 0, i32 0, <2 x float> %uv)\n  \
           %x = extractelement <4 x float> %s, i32 0\n  \
           ret float %x\n}}\n\
         attributes #1 = {{ noinline }}"
    ));
    ir.line("%h = call float @helper(<2 x float> <float 0.5, float 0.5>)");
    ir.keep("%h", "float");
    let dis = finalize_valid_with(&ir.compile(), &NV);
    assert_eq!(dis.count("OpFunction"), 2, "{}", dis.text);
    assert_eq!(modes(&dis), ["LocalSize 2 2 1", "DerivativeGroupQuadsNV"]);
}

#[test]
fn nv_spelling_by_default_validates_here() {
    let mut ir = Ir::compute(8, 1, 1);
    sample_in(&mut ir);
    let output = crate::spirv::finalizer::finalize_spirv(&ir.compile()).unwrap();
    let dis = Dis::parse(&disassemble(&output));
    assert_eq!(dis.extensions(), ["SPV_NV_compute_shader_derivatives"]);
    assert!(dis.has_capability("ComputeDerivativeGroupLinearNV"));
    assert_eq!(modes(&dis), ["LocalSize 8 1 1", "DerivativeGroupLinearNV"]);
    validate(&output).unwrap();
}

#[test]
fn khr_spelling_on_request() {
    let mut ir = Ir::compute(8, 1, 1);
    sample_in(&mut ir);
    let options = crate::spirv::finalizer::FinalizeOptions {
        derivative_extension: crate::spirv::finalizer::DerivativeExtension::Khr,
        ..Default::default()
    };
    let output = crate::spirv::finalizer::finalize_spirv_with(&ir.compile(), &options).unwrap();
    let dis = Dis::parse(&disassemble(&output));
    assert_eq!(dis.extensions(), ["SPV_KHR_compute_shader_derivatives"]);
    // Capability 5350 / mode 5290 (spirv-dis 2023.1 prints the NV aliases).
    assert!(dis.has_capability("ComputeDerivativeGroupLinearNV"));
    assert_eq!(modes(&dis), ["LocalSize 8 1 1", "DerivativeGroupLinearNV"]);
    // A validator that knows the KHR extension accepts it; 2023.1 does not.
    if let Err(error) = validate(&output) {
        assert!(
            error.contains("requires one of these extensions: SPV_NV_compute_shader_derivatives"),
            "{error}"
        );
    }
}

#[test]
fn odd_workgroups_are_an_error() {
    for (x, y) in [(3, 1), (6, 1), (2, 3)] {
        let mut ir = Ir::compute(x, y, 1);
        sample_in(&mut ir);
        let error = finalize_error(&ir.compile());
        let FinalizeError::ImplicitLod { entry, marker, .. } = &error else {
            panic!("{error}");
        };
        assert_eq!(entry, "main");
        assert!(marker.starts_with("texel.spv.sample_implicit_lod."));
        let message = error.to_string();
        assert!(
            message.contains(&format!("local size {x}x{y}x1")),
            "{message}"
        );
        assert!(message.starts_with("entry point 'main' (%"), "{message}");
    }
}
