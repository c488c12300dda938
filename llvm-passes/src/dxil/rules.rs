//! DXIL's shader-model, stage, derivative, offset and sampler rules as data:
//! each rule is one function over target facts that returns the typed
//! violation it finds, and each violation has one message (its `Display`).
//! The front end's sema, texel-dxil and texel-dxil-verify apply the same
//! functions and print the same message; each adds only its own context —
//! sema the HLSL location and the method (`'Sample' …`), texel-dxil the
//! function, instruction and operation, the verifier the function,
//! instruction, op and operand. None of them decides or words a rule itself.
//!
//! Every message is a predicate of the operation (`requires shader model 6.7
//! or newer; the target shader model is 6.6`), worded after DXC's (clang's)
//! where DXC has one. Pure: no IR. Callers read operand values out of their
//! own representation (HLSL constants, LLVM constants, verifier facts) first.

use thiserror::Error;

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

/// Any rule's violation, for consumers that carry them together.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Error)]
pub enum RuleViolation {
    #[error(transparent)]
    ShaderModel(#[from] ShaderModelViolation),
    #[error(transparent)]
    Derivatives(#[from] DerivativeViolation),
    #[error(transparent)]
    Offset(#[from] OffsetViolation),
}

/// A shader-model gate broken: what needs the newer shader model.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Error)]
pub enum ShaderModelViolation {
    /// The operation itself (the op table's minimum shader model).
    #[error("requires shader model {needed} or newer; the target shader model is {target}")]
    Operation {
        needed: ShaderModel,
        target: ShaderModel,
    },
    /// Sampling integer elements.
    #[error(
        "requires shader model {needed} or newer for integer elements; the target shader model is {target}"
    )]
    IntegerElements {
        needed: ShaderModel,
        target: ShaderModel,
    },
    /// CalculateLOD with a comparison sampler.
    #[error(
        "requires shader model {needed} or newer with a comparison sampler (SamplerComparisonState); the target shader model is {target}"
    )]
    ComparisonSampler {
        needed: ShaderModel,
        target: ShaderModel,
    },
}

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
#[derive(Clone, Copy, Debug, PartialEq, Eq, Error)]
pub enum DerivativeViolation {
    /// The stage has no derivatives (vertex, geometry, hull, domain, ray tracing).
    #[error("is unavailable in {stage} shaders, which have no implicit derivatives")]
    UnavailableInStage { stage: Stage },
    /// A thread-group stage below SM 6.6.
    #[error(
        "is only available in {stage} shaders on shader model {needed} or newer (it computes implicit derivatives); the target shader model is {target}"
    )]
    NeedsShaderModel {
        stage: Stage,
        needed: ShaderModel,
        target: ShaderModel,
    },
    /// A thread-group stage whose entry has no thread-group shape.
    #[error(
        "computes implicit derivatives, which in {stage} shaders need the thread-group shape (\"hlsl.numthreads\"), and the function has none"
    )]
    NeedsThreadGroup { stage: Stage },
    /// A thread group without quads: X a multiple of 4 for a one-dimensional
    /// group, else X and Y even.
    #[error(
        "computes implicit derivatives, which in {stage} shaders need a thread group whose X is a multiple of 4 (one-dimensional) or whose X and Y are even; numthreads is ({}, {}, {})",
        .thread_group[0], .thread_group[1], .thread_group[2]
    )]
    NeedsQuadThreadGroup {
        stage: Stage,
        thread_group: [u32; 3],
    },
}

/// The derivative rules for an op that computes implicit derivatives.
pub fn derivatives(
    stage: Stage,
    shader_model: ShaderModel,
    thread_group: ThreadGroupFact,
) -> Option<DerivativeViolation> {
    if !stage.allows_derivatives() {
        return Some(DerivativeViolation::UnavailableInStage { stage });
    }
    if !stage.has_thread_groups() {
        return None;
    }
    if shader_model < THREAD_GROUP_DERIVATIVES {
        return Some(DerivativeViolation::NeedsShaderModel {
            stage,
            needed: THREAD_GROUP_DERIVATIVES,
            target: shader_model,
        });
    }
    match thread_group {
        ThreadGroupFact::NotChecked => None,
        ThreadGroupFact::Missing => Some(DerivativeViolation::NeedsThreadGroup { stage }),
        ThreadGroupFact::Known(group) if !thread_group_has_quads(group) => {
            Some(DerivativeViolation::NeedsQuadThreadGroup {
                stage,
                thread_group: group,
            })
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
#[derive(Clone, Copy, Debug, PartialEq, Eq, Error)]
pub enum OffsetViolation {
    /// Cube textures take no offsets.
    #[error("takes no offsets on Cube textures, but the offset is not zero")]
    OnCube,
    /// Below SM 6.7 offsets are immediates.
    #[error(
        "requires shader model {needed} or newer for non-constant offsets; the target shader model is {target}"
    )]
    NotConstant {
        needed: ShaderModel,
        target: ShaderModel,
    },
    /// Below SM 6.7 offsets are in [-8, 7].
    #[error(
        "requires shader model {needed} or newer for offsets outside [{}, {}]; the target shader model is {target}",
        IMMEDIATE_OFFSET_RANGE.start(), IMMEDIATE_OFFSET_RANGE.end()
    )]
    OutOfRange {
        needed: ShaderModel,
        target: ShaderModel,
    },
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
    let (needed, target) = (PROGRAMMABLE_OFFSETS, shader_model);
    if components.0.iter().any(Option::is_none) {
        return Some(OffsetViolation::NotConstant { needed, target });
    }
    if components
        .0
        .iter()
        .flatten()
        .any(|value| !IMMEDIATE_OFFSET_RANGE.contains(value))
    {
        return Some(OffsetViolation::OutOfRange { needed, target });
    }
    None
}

/// Whether resources are bound through `createHandleFromBinding` +
/// `annotateHandle` (SM 6.6 and newer) rather than `createHandle`.
pub fn uses_binding_handles(shader_model: ShaderModel) -> bool {
    shader_model >= BINDING_HANDLES
}

/// An operation's shader-model gate (the op table's minimum shader model).
pub fn shader_model_gate(
    needed: ShaderModel,
    shader_model: ShaderModel,
) -> Option<ShaderModelViolation> {
    (shader_model < needed).then_some(ShaderModelViolation::Operation {
        needed,
        target: shader_model,
    })
}

/// Integer-element sampling below SM 6.7.
pub fn integer_sampling(
    integer_elements: bool,
    shader_model: ShaderModel,
) -> Option<ShaderModelViolation> {
    (integer_elements && shader_model < INTEGER_SAMPLING).then_some(
        ShaderModelViolation::IntegerElements {
            needed: INTEGER_SAMPLING,
            target: shader_model,
        },
    )
}

/// CalculateLOD with a comparison sampler below SM 6.8.
pub fn comparison_sampler_lod(
    comparison_sampler: bool,
    shader_model: ShaderModel,
) -> Option<ShaderModelViolation> {
    (comparison_sampler && shader_model < COMPARISON_SAMPLER_LOD).then_some(
        ShaderModelViolation::ComparisonSampler {
            needed: COMPARISON_SAMPLER_LOD,
            target: shader_model,
        },
    )
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
            Some(V::UnavailableInStage {
                stage: Stage::Vertex
            })
        );
        assert_eq!(
            derivatives(Stage::Miss, sm(8), ThreadGroupFact::NotChecked),
            Some(V::UnavailableInStage { stage: Stage::Miss })
        );
        assert_eq!(
            derivatives(Stage::Compute, sm(5), known([8, 1, 1])),
            Some(V::NeedsShaderModel {
                stage: Stage::Compute,
                needed: sm(6),
                target: sm(5)
            })
        );
        assert_eq!(
            derivatives(Stage::Compute, sm(6), ThreadGroupFact::NotChecked),
            None
        );
        assert_eq!(
            derivatives(Stage::Mesh, sm(6), ThreadGroupFact::Missing),
            Some(V::NeedsThreadGroup { stage: Stage::Mesh })
        );
        assert_eq!(
            derivatives(Stage::Amplification, sm(6), known([3, 1, 1])),
            Some(V::NeedsQuadThreadGroup {
                stage: Stage::Amplification,
                thread_group: [3, 1, 1]
            })
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
            Some(OffsetViolation::OutOfRange {
                needed: sm(7),
                target: sm(6)
            })
        );
        assert_eq!(
            offsets(false, &OffsetComponents(vec![Some(1), None]), sm(6)),
            Some(OffsetViolation::NotConstant {
                needed: sm(7),
                target: sm(6)
            })
        );
        assert_eq!(offsets(false, &OffsetComponents(vec![None]), sm(7)), None);
    }

    #[test]
    fn shader_model_gates() {
        use ShaderModelViolation as V;
        let sm = ShaderModel::six;
        assert_eq!(
            integer_sampling(true, sm(6)),
            Some(V::IntegerElements {
                needed: sm(7),
                target: sm(6)
            })
        );
        assert_eq!(integer_sampling(false, sm(0)), None);
        assert_eq!(integer_sampling(true, sm(7)), None);
        assert_eq!(
            comparison_sampler_lod(true, sm(7)),
            Some(V::ComparisonSampler {
                needed: sm(8),
                target: sm(7)
            })
        );
        assert_eq!(comparison_sampler_lod(true, sm(8)), None);
        assert_eq!(
            shader_model_gate(sm(6), sm(5)),
            Some(V::Operation {
                needed: sm(6),
                target: sm(5)
            })
        );
    }

    #[test]
    fn each_violation_has_one_message() {
        let sm = ShaderModel::six;
        let message = |violation: RuleViolation| violation.to_string();
        assert_eq!(
            message(shader_model_gate(sm(7), sm(6)).unwrap().into()),
            "requires shader model 6.7 or newer; the target shader model is 6.6"
        );
        assert_eq!(
            message(
                derivatives(Stage::Compute, sm(5), ThreadGroupFact::NotChecked)
                    .unwrap()
                    .into()
            ),
            "is only available in compute shaders on shader model 6.6 or newer (it computes \
             implicit derivatives); the target shader model is 6.5"
        );
        assert_eq!(
            message(
                immediate_offsets(&OffsetComponents(vec![Some(9)]), sm(6))
                    .unwrap()
                    .into()
            ),
            "requires shader model 6.7 or newer for offsets outside [-8, 7]; the target shader \
             model is 6.6"
        );
    }
}
