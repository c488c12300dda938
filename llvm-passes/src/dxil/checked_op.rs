//! The checked DXIL op constructor, after LLVM's `DXILOpBuilder::tryCreateOp`:
//! [`CheckedOp::new`] checks a requested op — its overload (by shader model),
//! the op's minimum shader model and the stages DXIL allows it in — against
//! the op's row of the table (`ops`, `for_each_dxil_op!`) for one module, and
//! returns a typed [`OpCheckError`] where they disagree. A [`CheckedOp`] can be
//! made no other way, and texel-dxil builds `dx.op.*` calls only from one
//! (`OpEmitter::call_op`), so every op call it creates has been checked.
//!
//! texel-dxil makes its `CheckedOp`s in its analysis, where a failure is a
//! diagnostic at the intrinsic call, before the first edit.

use std::fmt;

use thiserror::Error;

use super::ops::{DxilOp, OpCode, OpStages, Overload, Overloads};
use super::rules::{self, RuleViolation, ThreadGroupFact};
use crate::target::{DxilTarget, ShaderModel, Stage};

/// An op and overload checked against the op's row for one module.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CheckedOp {
    op: &'static DxilOp,
    overload: Option<Overload>,
}

impl CheckedOp {
    /// `opcode` with `overload` (`None` for ops without overloads) in a
    /// module of `target`, or why the row does not allow it there.
    pub fn new(
        opcode: OpCode,
        overload: Option<Overload>,
        target: DxilTarget,
    ) -> Result<CheckedOp, OpCheckError> {
        let op = opcode.row();
        let overloads = op.all_overloads();
        match overload {
            None if !overloads.is_empty() => {
                return Err(OpCheckError::MissingOverload {
                    op: op.name,
                    overloads,
                })
            }
            Some(overload) if overloads.is_empty() => {
                return Err(OpCheckError::UnexpectedOverload {
                    op: op.name,
                    overload,
                })
            }
            Some(overload) => match op.overload_minimum_minor(overload) {
                None => {
                    return Err(OpCheckError::NoSuchOverload {
                        op: op.name,
                        overload,
                        overloads,
                    })
                }
                Some(minor) if !target.at_least(minor) => {
                    // The overloads from SM 6.7 are the integer-sampling rule's.
                    let integer_elements = op.overloads_from_sm_6_7.contains(overload);
                    return Err(
                        match rules::integer_sampling(integer_elements, target.shader_model) {
                            Some(violation) => OpCheckError::Rule {
                                op: op.name,
                                violation: violation.into(),
                            },
                            None => OpCheckError::OverloadNeedsShaderModel {
                                op: op.name,
                                overload,
                                needed: ShaderModel::six(minor),
                                target: target.shader_model,
                            },
                        },
                    );
                }
                Some(_) => {}
            },
            None => {}
        }
        let needed = ShaderModel::six(op.min_shader_model_minor);
        if let Some(violation) = rules::shader_model_gate(needed, target.shader_model) {
            return Err(OpCheckError::Rule {
                op: op.name,
                violation: violation.into(),
            });
        }
        check_stages(op, target)?;
        Ok(CheckedOp { op, overload })
    }

    /// The op's row.
    pub fn row(self) -> &'static DxilOp {
        self.op
    }

    /// The checked overload (`None` for ops without overloads).
    pub fn overload(self) -> Option<Overload> {
        self.overload
    }
}

/// Whether a module of `target` may use `op` by the stages of its row: the
/// derivative rules for the ops that compute derivatives; the thread-group
/// stages for thread ids. A library may hold entry points of any stage, so it
/// takes every op (DXIL checks a library's ops per entry point).
fn check_stages(op: &'static DxilOp, target: DxilTarget) -> Result<(), OpCheckError> {
    let allowed = match op.stages {
        OpStages::All => true,
        OpStages::Derivatives => {
            let thread_group = ThreadGroupFact::NotChecked;
            return match rules::derivatives(target.stage, target.shader_model, thread_group) {
                Some(violation) => Err(OpCheckError::Rule {
                    op: op.name,
                    violation: violation.into(),
                }),
                None => Ok(()),
            };
        }
        OpStages::ThreadGroup => target.stage.has_thread_groups() || target.stage == Stage::Library,
    };
    if allowed {
        Ok(())
    } else {
        Err(OpCheckError::Stage {
            op: op.name,
            stage: target.stage,
            stages: op.stages,
        })
    }
}

/// How a requested op disagrees with its row.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum OpCheckError {
    #[error("{op} needs an overload ({})", OverloadList(*.overloads))]
    MissingOverload {
        op: &'static str,
        overloads: Overloads,
    },
    #[error("{op} has no overloads, but {} was requested", .overload.suffix())]
    UnexpectedOverload {
        op: &'static str,
        overload: Overload,
    },
    #[error("{op} has no {} overload ({})", .overload.suffix(), OverloadList(*.overloads))]
    NoSuchOverload {
        op: &'static str,
        overload: Overload,
        overloads: Overloads,
    },
    #[error(
        "the {} overload of {op} requires shader model {needed} or newer; the target shader model is {target}",
        .overload.suffix()
    )]
    OverloadNeedsShaderModel {
        op: &'static str,
        overload: Overload,
        needed: ShaderModel,
        target: ShaderModel,
    },
    /// A rule of `dxil::rules` (the op's minimum shader model, integer
    /// sampling, the derivative rules), in its one wording.
    #[error("{op} {violation}")]
    Rule {
        op: &'static str,
        violation: RuleViolation,
    },
    #[error("{op} is not allowed in {stage} shaders: DXIL allows it in {} only", StageList(*.stages))]
    Stage {
        op: &'static str,
        stage: Stage,
        stages: OpStages,
    },
}

/// `its overloads are f16, f32`.
struct OverloadList(Overloads);

impl fmt::Display for OverloadList {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let names: Vec<&str> = self.0.iter().map(Overload::suffix).collect();
        write!(f, "its overloads are {}", names.join(", "))
    }
}

/// Where DXIL allows the ops of an [`OpStages`] row.
struct StageList(OpStages);

impl fmt::Display for StageList {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self.0 {
            OpStages::All => "every stage",
            OpStages::Derivatives => {
                "pixel shaders, libraries and, from shader model 6.6, compute, mesh and amplification shaders"
            }
            OpStages::ThreadGroup => "compute, mesh and amplification shaders and libraries",
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn target(minor: u32, stage: Stage) -> DxilTarget {
        DxilTarget {
            shader_model: ShaderModel::six(minor),
            stage,
        }
    }

    #[test]
    fn thread_ids_only_in_thread_group_stages_and_libraries() {
        let id = Some(Overload::I32);
        for stage in [
            Stage::Compute,
            Stage::Mesh,
            Stage::Amplification,
            Stage::Library,
        ] {
            assert!(CheckedOp::new(OpCode::ThreadId, id, target(6, stage)).is_ok());
        }
        let error = CheckedOp::new(OpCode::ThreadId, id, target(6, Stage::Pixel)).unwrap_err();
        assert_eq!(
            error.to_string(),
            "ThreadId is not allowed in pixel shaders: DXIL allows it in compute, mesh and \
             amplification shaders and libraries only"
        );
    }

    #[test]
    fn derivative_ops_follow_the_derivative_rules() {
        let f32 = Some(Overload::F32);
        assert!(CheckedOp::new(OpCode::Sample, f32, target(0, Stage::Pixel)).is_ok());
        assert!(CheckedOp::new(OpCode::Sample, f32, target(6, Stage::Compute)).is_ok());
        assert!(matches!(
            CheckedOp::new(OpCode::Sample, f32, target(5, Stage::Compute)),
            Err(OpCheckError::Rule {
                violation: RuleViolation::Derivatives(_),
                ..
            })
        ));
        assert_eq!(
            CheckedOp::new(OpCode::Sample, f32, target(6, Stage::Vertex))
                .unwrap_err()
                .to_string(),
            "Sample is unavailable in vertex shaders, which have no implicit derivatives"
        );
        assert!(CheckedOp::new(OpCode::SampleLevel, f32, target(0, Stage::Vertex)).is_ok());
    }

    #[test]
    fn overloads_and_shader_models_follow_the_row() {
        let compute = |minor| target(minor, Stage::Compute);
        assert_eq!(
            CheckedOp::new(OpCode::SampleLevel, Some(Overload::I32), compute(6))
                .unwrap_err()
                .to_string(),
            "SampleLevel requires shader model 6.7 or newer for integer elements; the target \
             shader model is 6.6"
        );
        assert_eq!(
            CheckedOp::new(OpCode::BufferLoad, Some(Overload::F64), compute(6))
                .unwrap_err()
                .to_string(),
            "BufferLoad has no f64 overload (its overloads are f16, f32, i16, i32)"
        );
        assert_eq!(
            CheckedOp::new(OpCode::GetDimensions, Some(Overload::F32), compute(6))
                .unwrap_err()
                .to_string(),
            "GetDimensions has no overloads, but f32 was requested"
        );
        assert_eq!(
            CheckedOp::new(OpCode::TextureLoad, None, compute(6))
                .unwrap_err()
                .to_string(),
            "TextureLoad needs an overload (its overloads are f16, f32, i16, i32)"
        );
        assert_eq!(
            CheckedOp::new(OpCode::AnnotateHandle, None, compute(5))
                .unwrap_err()
                .to_string(),
            "AnnotateHandle requires shader model 6.6 or newer; the target shader model is 6.5"
        );
        assert_eq!(
            CheckedOp::new(OpCode::RawBufferLoad, Some(Overload::F64), compute(2))
                .unwrap_err()
                .to_string(),
            "the f64 overload of RawBufferLoad requires shader model 6.3 or newer; the target \
             shader model is 6.2"
        );
        let checked =
            CheckedOp::new(OpCode::RawBufferLoad, Some(Overload::F64), compute(3)).unwrap();
        assert_eq!(checked.row().opcode, OpCode::RawBufferLoad);
        assert_eq!(checked.overload(), Some(Overload::F64));
    }
}
