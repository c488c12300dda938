//! The DXIL rules of DXIL.md ("Rules to enforce") for one texture operation:
//! shader-model gates, overloads, offsets, derivative ops by stage and thread
//! group, gather channels, comparison samplers with CalculateLOD.
//!
//! Catalogue and type-model rules (operand shapes, kinds, compare on non-float,
//! 3D compares, stores to MS or Cube textures) are texel-verify-intrinsics' and
//! run before these. The rules shared with sema and the verifier are decided
//! and worded by `crate::dxil::rules`; each message here names the intrinsic,
//! the op and the resource kind, then the rule. Nothing here edits IR.

use super::analysis::ThreadGroup;
use super::messages::{DxilLoweringError as E, Subject};
use crate::catalogue::{IntrinsicInfo, OperandRole};
use crate::dxil::ops::{DxilOp, OpCode, Overload};
use crate::dxil::rules::{
    self as rules, OffsetComponents, OffsetViolation, RuleViolation, ThreadGroupFact,
};
use crate::llvm::{constant_signed_int, is_constant, is_zero_constant, CallSite, LLVMValueRef};
use crate::resource_types::{HandleType, SamplerKind};
use crate::target::{DxilTarget, ShaderModel};

/// What the rules look at.
pub struct OperationContext<'a, 'm> {
    pub target: DxilTarget,
    pub thread_group: Option<ThreadGroup>,
    pub call: CallSite<'m>,
    pub info: &'static IntrinsicInfo,
    pub op: &'static DxilOp,
    pub texture: &'a HandleType,
    pub sampler: Option<&'a HandleType>,
}

impl OperationContext<'_, '_> {
    /// `'sample' on a Texture2D<float4>`: how messages name the operation.
    fn subject(&self) -> Subject {
        Subject {
            stem: self.info.stem(),
            op: self.op.name,
            texture: self.texture.hlsl_name(),
        }
    }

    fn operand(&self, role: OperandRole) -> Option<LLVMValueRef> {
        self.info
            .operand_index(role)
            .map(|index| self.call.argument(index))
    }

    /// The error of a rule the operation breaks.
    fn broken(&self, violation: impl Into<RuleViolation>) -> E {
        E::Rule {
            subject: self.subject(),
            violation: violation.into(),
        }
    }
}

/// The op's overload, from the call's result (or stored value) type; `None` for
/// ops without overloads.
pub fn overload_of(context: &OperationContext<'_, '_>) -> Result<Option<Overload>, E> {
    if context.op.overloads.is_empty() {
        return Ok(None);
    }
    let typed = match context.op.opcode {
        OpCode::TextureStore => context
            .info
            .operand_index(OperandRole::Data)
            .map(|index| crate::llvm::value_type(context.call.argument(index))),
        _ => Some(context.call.return_type()),
    };
    let scalar = typed.as_ref().and_then(|ty| ty.scalar());
    let overload = scalar
        .and_then(Overload::of_typed_element)
        .ok_or_else(|| E::NoOverload {
            subject: context.subject(),
            scalar,
            op: context.op.name,
        })?;
    let shader_model = context.target.shader_model;
    if !context.op.allows_overload(overload, shader_model.minor) {
        // The overloads from SM 6.7 are the integer-sampling rule's.
        let integer_elements = context.op.overloads_from_sm_6_7.contains(overload);
        if let Some(violation) = rules::integer_sampling(integer_elements, shader_model) {
            return Err(context.broken(violation));
        }
        return Err(E::OverloadNotSupported {
            subject: context.subject(),
            op: context.op.name,
            overload,
        });
    }
    Ok(Some(overload))
}

/// Every DXIL rule the operation breaks.
pub fn check_operation(context: &OperationContext<'_, '_>) -> Vec<E> {
    let shader_model = context.target.shader_model;
    let mut violations: Vec<RuleViolation> = Vec::new();
    violations.extend(
        rules::shader_model_gate(
            ShaderModel::six(context.op.min_shader_model_minor),
            shader_model,
        )
        .map(RuleViolation::from),
    );
    violations.extend(offset_violation(context).map(RuleViolation::from));
    if context.op.computes_derivatives() {
        let thread_group = match context.thread_group {
            None => ThreadGroupFact::Missing,
            Some(group) => ThreadGroupFact::Known(group),
        };
        violations.extend(
            rules::derivatives(context.target.stage, shader_model, thread_group)
                .map(RuleViolation::from),
        );
    }
    let comparison_sampler =
        context.sampler.and_then(|sampler| sampler.sampler) == Some(SamplerKind::Comparison);
    violations.extend(
        rules::comparison_sampler_lod(
            context.op.opcode == OpCode::CalculateLod && comparison_sampler,
            shader_model,
        )
        .map(RuleViolation::from),
    );
    let mut problems: Vec<E> = violations
        .into_iter()
        .map(|violation| context.broken(violation))
        .collect();
    if let Some(component) = context.operand(OperandRole::Component) {
        if constant_signed_int(component).is_none_or(|channel| !(0..=3).contains(&channel)) {
            problems.push(E::GatherComponent {
                subject: context.subject(),
            });
        }
    }
    problems
}

/// Offsets: none on Cube kinds; below SM 6.7 only constants in [-8, 7].
fn offset_violation(context: &OperationContext<'_, '_>) -> Option<OffsetViolation> {
    let offset = context.operand(OperandRole::Offset)?;
    if is_zero_constant(offset) {
        return None;
    }
    rules::offsets(
        context.texture.kind.is_cube(),
        &offset_components(offset),
        context.target.shader_model,
    )
}

/// The components of an offset operand, as constants where they are.
fn offset_components(offset: LLVMValueRef) -> OffsetComponents {
    let components = crate::llvm::value_type(offset).components().unwrap_or(1);
    OffsetComponents(
        (0..components)
            .map(|index| {
                let element = if components == 1 {
                    offset
                } else {
                    crate::llvm::constant_vector_element(offset, index)?
                };
                is_constant(element)
                    .then(|| constant_signed_int(element))
                    .flatten()
            })
            .collect(),
    )
}
