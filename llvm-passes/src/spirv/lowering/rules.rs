//! The Vulkan rules of SPIRV.md for one texture operation: constant offsets on
//! sample instructions, no offsets on Cube images, and implicit-LOD operations
//! only where derivatives exist (fragment, or compute / mesh / task with a
//! derivative-group thread shape).
//!
//! Catalogue and type-model rules (shapes, kinds, Dref on 3D, gather kinds) are
//! texel-verify-intrinsics' and run first. Nothing here edits IR.

use super::analysis::ThreadGroup;
use super::messages::{SpirvLoweringError as E, Subject};
use crate::catalogue::{IntrinsicId, IntrinsicInfo, OperandRole};
use crate::llvm::{constant_vector_element, is_constant, is_zero_constant, value_type, CallSite};
use crate::resource_types::{ElementScalar, HandleType};
use crate::target::Stage;

/// Operations that compute implicit derivatives.
pub fn uses_implicit_lod(id: IntrinsicId) -> bool {
    matches!(
        id,
        IntrinsicId::Sample
            | IntrinsicId::SampleClamp
            | IntrinsicId::SampleBias
            | IntrinsicId::SampleBiasClamp
            | IntrinsicId::SampleCmp
            | IntrinsicId::SampleCmpClamp
            | IntrinsicId::CalculateLod
            | IntrinsicId::CalculateLodUnclamped
    )
}

/// The derivative group a thread shape allows: `Some(true)` linear (X a
/// multiple of 4, Y = Z = 1), `Some(false)` quads (X and Y even), else `None`.
pub fn derivative_group(group: ThreadGroup) -> Option<bool> {
    let [x, y, z] = group;
    if x % 4 == 0 && y == 1 && z == 1 {
        Some(true)
    } else if x % 2 == 0 && y % 2 == 0 {
        Some(false)
    } else {
        None
    }
}

/// Every Vulkan rule the operation breaks.
pub fn check_image_operation(
    stage: Stage,
    thread_group: Option<ThreadGroup>,
    call: CallSite<'_>,
    info: &'static IntrinsicInfo,
    texture: &HandleType,
) -> Vec<E> {
    let mut problems = Vec::new();
    let subject = Subject {
        stem: info.stem(),
        texture: texture.hlsl_name(),
    };
    if texture.element_scalar == Some(ElementScalar::F64) {
        problems.push(E::Float64Texels {
            subject: subject.clone(),
        });
    }
    if let Some(index) = info.operand_index(OperandRole::Offset) {
        let offset = call.argument(index);
        if !is_zero_constant(offset) {
            if texture.kind.is_cube() {
                problems.push(E::OffsetOnCube {
                    subject: subject.clone(),
                });
            } else if !is_constant_vector(offset) && is_sample_instruction(info.id()) {
                problems.push(E::OffsetNotConstant {
                    subject: subject.clone(),
                });
            }
        }
    }
    if uses_implicit_lod(info.id()) {
        if stage.has_thread_groups() {
            match thread_group {
                None => problems.push(E::ImplicitLodNeedsThreadGroup { subject, stage }),
                Some(group) if derivative_group(group).is_none() => {
                    problems.push(E::ImplicitLodNeedsDerivativeGroup {
                        subject,
                        stage,
                        thread_group: group,
                    })
                }
                Some(_) => {}
            }
        } else if !matches!(stage, Stage::Pixel | Stage::Library) {
            problems.push(E::ImplicitLodUnavailable { subject, stage });
        }
    }
    problems
}

/// Sample instructions (not gathers, not fetches) need constant offsets.
fn is_sample_instruction(id: IntrinsicId) -> bool {
    !matches!(
        id,
        IntrinsicId::Gather | IntrinsicId::GatherCmp | IntrinsicId::LoadLevel | IntrinsicId::LoadMs
    )
}

/// A constant scalar or a vector of constants.
pub fn is_constant_vector(value: crate::llvm::LLVMValueRef) -> bool {
    let components = value_type(value).components().unwrap_or(1);
    if components == 1 {
        return is_constant(value) && crate::llvm::constant_int(value).is_some();
    }
    (0..components).all(|index| {
        constant_vector_element(value, index)
            .is_some_and(|element| crate::llvm::constant_int(element).is_some())
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn derivative_groups() {
        assert_eq!(derivative_group([8, 1, 1]), Some(true));
        assert_eq!(derivative_group([8, 8, 1]), Some(false));
        assert_eq!(derivative_group([2, 2, 3]), Some(false));
        assert_eq!(derivative_group([6, 1, 1]), None);
        assert_eq!(derivative_group([3, 2, 1]), None);
    }
}
