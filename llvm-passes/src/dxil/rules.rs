//! DXIL's shader-model, stage, derivative, offset and sampler rules as data:
//! each rule is one function over target facts that returns the typed
//! violation it finds. The front end's sema (with the HLSL location),
//! texel-dxil (naming the intrinsic) and texel-dxil-verify (naming the op
//! operand) apply the same functions and render the violation in their own
//! established wording; none of them decides a rule itself.
//!
//! Pure: no IR, no messages. Callers read operand values out of their own
//! representation (HLSL constants, LLVM constants, verifier facts) first.

use crate::target::{ShaderModel, Stage};

/// Thread-group stages compute derivatives from SM 6.6.
pub const THREAD_GROUP_DERIVATIVES: ShaderModel = ShaderModel::six(6);
/// Non-constant and out-of-range texel offsets, integer sampling and
/// SampleCmpLevel need SM 6.7.
pub const PROGRAMMABLE_OFFSETS: ShaderModel = ShaderModel::six(7);
/// Integer-element Sample/SampleBias/SampleGrad/SampleLevel need SM 6.7.
pub const INTEGER_SAMPLING: ShaderModel = ShaderModel::six(7);
/// CalculateLOD with a comparison sampler needs SM 6.8.
pub const COMPARISON_SAMPLER_LOD: ShaderModel = ShaderModel::six(8);
/// From SM 6.6 handles are `createHandleFromBinding` + `annotateHandle`;
/// below it `createHandle`, which SM 6.6 retires.
pub const BINDING_HANDLES: ShaderModel = ShaderModel::six(6);
/// Immediate texel offsets below SM 6.7.
pub const IMMEDIATE_OFFSET_RANGE: std::ops::RangeInclusive<i64> = -8..=7;

/// What is known of the entry's thread group where a derivative rule applies.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ThreadGroupFact {
    /// The caller does not check thread-group shapes (sema, the verifier).
    NotChecked,
    /// The entry has no `numthreads`.
    Missing,
    Known([u32; 3]),
}

/// How an op that computes implicit derivatives breaks the stage rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DerivativeViolation {
    /// The stage has no derivatives (vertex, geometry, hull, domain, ray tracing).
    UnavailableInStage,
    /// A thread-group stage below SM 6.6.
    NeedsShaderModel(ShaderModel),
    /// A thread-group stage whose entry has no thread-group shape.
    NeedsThreadGroup,
    /// A thread group without quads: X a multiple of 4 for a one-dimensional
    /// group, else X and Y even.
    NeedsQuadThreadGroup([u32; 3]),
}

/// The derivative rules for an op that computes implicit derivatives.
pub fn derivatives(
    stage: Stage,
    shader_model: ShaderModel,
    thread_group: ThreadGroupFact,
) -> Option<DerivativeViolation> {
    if !stage.allows_derivatives() {
        return Some(DerivativeViolation::UnavailableInStage);
    }
    if !stage.has_thread_groups() {
        return None;
    }
    if shader_model < THREAD_GROUP_DERIVATIVES {
        return Some(DerivativeViolation::NeedsShaderModel(
            THREAD_GROUP_DERIVATIVES,
        ));
    }
    match thread_group {
        ThreadGroupFact::NotChecked => None,
        ThreadGroupFact::Missing => Some(DerivativeViolation::NeedsThreadGroup),
        ThreadGroupFact::Known(group) if !thread_group_has_quads(group) => {
            Some(DerivativeViolation::NeedsQuadThreadGroup(group))
        }
        ThreadGroupFact::Known(_) => None,
    }
}

/// X a multiple of 4 for a one-dimensional group, else X and Y even.
pub fn thread_group_has_quads(group: [u32; 3]) -> bool {
    let [x, y, z] = group;
    if y == 1 && z == 1 {
        x % 4 == 0
    } else {
        x % 2 == 0 && y % 2 == 0
    }
}

/// The components of a texel offset that is not zero, as constants where they
/// are constants (`None` for a component that is not).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OffsetComponents(pub Vec<Option<i64>>);

/// How a non-zero texel offset breaks the offset rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OffsetViolation {
    /// Cube textures take no offsets.
    OnCube,
    /// Below SM 6.7 offsets are immediates.
    NotConstant(ShaderModel),
    /// Below SM 6.7 offsets are in [-8, 7].
    OutOfRange(ShaderModel),
}

/// The offset rules for a non-zero offset on a texture (`cube`: a Cube kind).
pub fn offsets(
    cube: bool,
    components: &OffsetComponents,
    shader_model: ShaderModel,
) -> Option<OffsetViolation> {
    if cube {
        return Some(OffsetViolation::OnCube);
    }
    immediate_offsets(components, shader_model)
}

/// The immediate-offset rule alone (below SM 6.7: constants in [-8, 7]).
pub fn immediate_offsets(
    components: &OffsetComponents,
    shader_model: ShaderModel,
) -> Option<OffsetViolation> {
    if shader_model >= PROGRAMMABLE_OFFSETS {
        return None;
    }
    if components.0.iter().any(Option::is_none) {
        return Some(OffsetViolation::NotConstant(PROGRAMMABLE_OFFSETS));
    }
    if components
        .0
        .iter()
        .flatten()
        .any(|value| !IMMEDIATE_OFFSET_RANGE.contains(value))
    {
        return Some(OffsetViolation::OutOfRange(PROGRAMMABLE_OFFSETS));
    }
    None
}

/// Whether resources are bound through `createHandleFromBinding` +
/// `annotateHandle` (SM 6.6 and newer) rather than `createHandle`.
pub fn uses_binding_handles(shader_model: ShaderModel) -> bool {
    shader_model >= BINDING_HANDLES
}

/// A shader-model gate: `Some(needed)` when the module is older.
pub fn shader_model_gate(needed: ShaderModel, shader_model: ShaderModel) -> Option<ShaderModel> {
    (shader_model < needed).then_some(needed)
}

/// Integer-element sampling below SM 6.7.
pub fn integer_sampling(integer_elements: bool, shader_model: ShaderModel) -> Option<ShaderModel> {
    if integer_elements {
        shader_model_gate(INTEGER_SAMPLING, shader_model)
    } else {
        None
    }
}

/// CalculateLOD with a comparison sampler below SM 6.8.
pub fn comparison_sampler_lod(
    comparison_sampler: bool,
    shader_model: ShaderModel,
) -> Option<ShaderModel> {
    if comparison_sampler {
        shader_model_gate(COMPARISON_SAMPLER_LOD, shader_model)
    } else {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn quads_need_x_by_4_or_even_x_and_y() {
        assert!(thread_group_has_quads([8, 1, 1]));
        assert!(!thread_group_has_quads([6, 1, 1]));
        assert!(thread_group_has_quads([2, 2, 1]));
        assert!(thread_group_has_quads([8, 8, 1]));
        assert!(!thread_group_has_quads([3, 2, 1]));
        assert!(!thread_group_has_quads([1, 1, 1]));
        assert!(thread_group_has_quads([4, 2, 3]));
    }

    #[test]
    fn derivative_rules_by_stage_model_and_group() {
        use DerivativeViolation as V;
        let sm = ShaderModel::six;
        let known = ThreadGroupFact::Known;
        assert_eq!(
            derivatives(Stage::Pixel, sm(0), ThreadGroupFact::Missing),
            None
        );
        assert_eq!(
            derivatives(Stage::Library, sm(3), ThreadGroupFact::Missing),
            None
        );
        assert_eq!(
            derivatives(Stage::Vertex, sm(8), ThreadGroupFact::NotChecked),
            Some(V::UnavailableInStage)
        );
        assert_eq!(
            derivatives(Stage::Miss, sm(8), ThreadGroupFact::NotChecked),
            Some(V::UnavailableInStage)
        );
        assert_eq!(
            derivatives(Stage::Compute, sm(5), known([8, 1, 1])),
            Some(V::NeedsShaderModel(sm(6)))
        );
        assert_eq!(
            derivatives(Stage::Compute, sm(6), ThreadGroupFact::NotChecked),
            None
        );
        assert_eq!(
            derivatives(Stage::Mesh, sm(6), ThreadGroupFact::Missing),
            Some(V::NeedsThreadGroup)
        );
        assert_eq!(
            derivatives(Stage::Amplification, sm(6), known([3, 1, 1])),
            Some(V::NeedsQuadThreadGroup([3, 1, 1]))
        );
        assert_eq!(derivatives(Stage::Compute, sm(6), known([4, 1, 1])), None);
    }

    #[test]
    fn offset_rules() {
        let sm = ShaderModel::six;
        let constant = |values: &[i64]| OffsetComponents(values.iter().map(|v| Some(*v)).collect());
        assert_eq!(
            offsets(true, &constant(&[1, 0]), sm(8)),
            Some(OffsetViolation::OnCube)
        );
        assert_eq!(offsets(false, &constant(&[-8, 7]), sm(0)), None);
        assert_eq!(
            offsets(false, &constant(&[8, 0]), sm(6)),
            Some(OffsetViolation::OutOfRange(sm(7)))
        );
        assert_eq!(
            offsets(false, &OffsetComponents(vec![Some(1), None]), sm(6)),
            Some(OffsetViolation::NotConstant(sm(7)))
        );
        assert_eq!(offsets(false, &OffsetComponents(vec![None]), sm(7)), None);
    }

    #[test]
    fn shader_model_gates() {
        let sm = ShaderModel::six;
        assert_eq!(integer_sampling(true, sm(6)), Some(sm(7)));
        assert_eq!(integer_sampling(false, sm(0)), None);
        assert_eq!(integer_sampling(true, sm(7)), None);
        assert_eq!(comparison_sampler_lod(true, sm(7)), Some(sm(8)));
        assert_eq!(comparison_sampler_lod(true, sm(8)), None);
        assert_eq!(shader_model_gate(sm(6), sm(5)), Some(sm(6)));
    }
}
