//! The DXIL rules of DXIL.md ("Rules to enforce") for one texture operation:
//! shader-model gates, overloads, offsets, derivative ops by stage and thread
//! group, gather channels, comparison samplers with CalculateLOD.
//!
//! Catalogue and type-model rules (operand shapes, kinds, compare on non-float,
//! 3D compares, stores to MS or Cube textures) are texel-verify-intrinsics' and
//! run before these. Each message names the intrinsic, the resource kind and the
//! rule. Nothing here edits IR.

use super::analysis::ThreadGroup;
use crate::catalogue::{IntrinsicInfo, OperandRole};
use crate::dxil::ops::{DxilOp, OpCode, Overload};
use crate::ir_type::ScalarType;
use crate::llvm::{constant_signed_int, is_constant, is_zero_constant, CallSite};
use crate::resource_types::{HandleType, SamplerKind};
use crate::target::DxilTarget;

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
    fn subject(&self) -> String {
        format!(
            "'{}' ({}) on a {}",
            self.info.stem(),
            self.op.name,
            self.texture.hlsl_name()
        )
    }

    fn operand(&self, role: OperandRole) -> Option<llvm_sys::prelude::LLVMValueRef> {
        self.info
            .operand_index(role)
            .map(|index| self.call.argument(index))
    }
}

fn overload_for_scalar(scalar: ScalarType) -> Option<Overload> {
    match scalar {
        ScalarType::F16 => Some(Overload::F16),
        ScalarType::F32 => Some(Overload::F32),
        ScalarType::I16 => Some(Overload::I16),
        ScalarType::I32 => Some(Overload::I32),
        _ => None,
    }
}

/// The op's overload, from the call's result (or stored value) type; `None` for
/// ops without overloads.
pub fn overload_of(context: &OperationContext<'_, '_>) -> Result<Option<Overload>, String> {
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
    let overload = scalar.and_then(overload_for_scalar).ok_or_else(|| {
        format!(
            "{}: DXIL has no {} overload of {} (elements must be half, float, int16_t or int)",
            context.subject(),
            scalar.map_or("such".to_string(), |scalar| scalar
                .llvm_spelling()
                .to_string()),
            context.op.name
        )
    })?;
    if !context
        .op
        .allows_overload(overload, context.target.shader_model.minor)
    {
        if context.op.overloads_from_sm_6_7.contains(overload) {
            return Err(format!(
                "{}: integer elements need shader model 6.7 or newer for {}; the module targets {}",
                context.subject(),
                context.op.name,
                context.target.shader_model
            ));
        }
        return Err(format!(
            "{}: {} does not support {} elements",
            context.subject(),
            context.op.name,
            overload.suffix()
        ));
    }
    Ok(Some(overload))
}

/// Every DXIL rule the operation breaks.
pub fn check_operation(context: &OperationContext<'_, '_>) -> Vec<String> {
    let mut problems = Vec::new();
    let minor = context.target.shader_model.minor;
    if minor < context.op.min_shader_model_minor {
        problems.push(format!(
            "{}: {} needs shader model 6.{} or newer; the module targets {}",
            context.subject(),
            context.op.name,
            context.op.min_shader_model_minor,
            context.target.shader_model
        ));
    }
    check_offsets(context, &mut problems);
    if context.op.derivatives {
        check_derivatives(context, &mut problems);
    }
    if context.op.opcode == OpCode::CalculateLod
        && context.sampler.and_then(|sampler| sampler.sampler) == Some(SamplerKind::Comparison)
        && minor < 8
    {
        problems.push(format!(
            "{}: CalculateLOD with a comparison sampler needs shader model 6.8 or newer; the module targets {}",
            context.subject(),
            context.target.shader_model
        ));
    }
    if let Some(component) = context.operand(OperandRole::Component) {
        if constant_signed_int(component).is_none_or(|channel| !(0..=3).contains(&channel)) {
            problems.push(format!(
                "{}: the gather component must be a constant 0, 1, 2 or 3",
                context.subject()
            ));
        }
    }
    problems
}

/// Offsets: none on Cube kinds; below SM 6.7 only constants in [-8, 7].
fn check_offsets(context: &OperationContext<'_, '_>, problems: &mut Vec<String>) {
    let Some(offset) = context.operand(OperandRole::Offset) else {
        return;
    };
    if is_zero_constant(offset) {
        return;
    }
    if context.texture.kind.is_cube() {
        problems.push(format!(
            "{}: Cube textures take no offsets, but the offset is not zero",
            context.subject()
        ));
        return;
    }
    if context.target.at_least(7) {
        return;
    }
    let components = crate::llvm::value_type(offset).components().unwrap_or(1);
    let values: Vec<Option<i64>> = (0..components)
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
        .collect();
    if values.iter().any(Option::is_none) {
        problems.push(format!(
            "{}: non-constant offsets need shader model 6.7 or newer; the module targets {}",
            context.subject(),
            context.target.shader_model
        ));
    } else if values
        .iter()
        .flatten()
        .any(|value| !(-8..=7).contains(value))
    {
        problems.push(format!(
            "{}: offsets outside [-8, 7] need shader model 6.7 or newer; the module targets {}",
            context.subject(),
            context.target.shader_model
        ));
    }
}

/// Derivative ops: by stage, and in thread-group stages from SM 6.6 with a
/// quad-friendly thread group.
fn check_derivatives(context: &OperationContext<'_, '_>, problems: &mut Vec<String>) {
    let stage = context.target.stage;
    let subject = context.subject();
    let name = context.op.name;
    if !stage.allows_derivatives() {
        problems.push(format!(
            "{subject}: {name} computes implicit derivatives, which {stage} shaders do not have \
             (use SampleLevel or SampleGrad)"
        ));
        return;
    }
    if !stage.has_thread_groups() {
        return;
    }
    if !context.target.at_least(6) {
        problems.push(format!(
            "{subject}: {name} in a {stage} shader needs shader model 6.6 or newer; the module targets {}",
            context.target.shader_model
        ));
        return;
    }
    match context.thread_group {
        None => problems.push(format!(
            "{subject}: {name} in a {stage} shader needs the thread-group shape (\"hlsl.numthreads\") \
             to compute derivatives, and the function has none"
        )),
        Some(group) if !thread_group_has_quads(group) => problems.push(format!(
            "{subject}: {name} in a {stage} shader needs a thread group whose X is a multiple of 4 \
             (one-dimensional) or whose X and Y are even; numthreads is ({}, {}, {})",
            group[0], group[1], group[2]
        )),
        Some(_) => {}
    }
}

/// X a multiple of 4 for a one-dimensional group, else X and Y even.
pub fn thread_group_has_quads(group: ThreadGroup) -> bool {
    let [x, y, z] = group;
    if y == 1 && z == 1 {
        x % 4 == 0
    } else {
        x % 2 == 0 && y % 2 == 0
    }
}

#[cfg(test)]
mod tests {
    use super::thread_group_has_quads;

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
}
