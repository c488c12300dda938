//! Reading handle-creation calls (`handlefrombinding` / `handlefromimplicitbinding`
//! of either API) into plain facts, for both lowerings: the binding operands as
//! constants, the array index with any `nonuniformindex` wrapper removed, and
//! the resource's name. What a lowering does with them is its own business.

use crate::llvm::{call_site_of, constant_int, global_c_string, CallSite, LLVMValueRef};

use crate::catalogue::{recognise, IntrinsicId, IntrinsicInfo, OperandRole};
use crate::unassigned_resource::{unassigned_use, UnassignedUse};

/// Why binding operands are not constants in IR from texel's front end: the
/// resource is a value chosen at run time (DXC's wording).
const RUN_TIME_CHOICE: &str = " (the resource is chosen at run time: local resource not guaranteed to map to unique global resource)";

/// A handle's array size: `None` for an unbounded array (written 0 or -1).
pub type ArrayRange = Option<u32>;

/// The operands of one handle creation.
#[derive(Clone, Debug, PartialEq)]
pub struct HandleCreationOperands {
    /// DXIL space / Vulkan descriptor set.
    pub space: u32,
    pub range: ArrayRange,
    /// The register or binding of an explicit binding.
    pub lower_bound: Option<u32>,
    /// The order id of an implicit binding.
    pub order_id: Option<u32>,
    /// The index within the array, without a `nonuniformindex` wrapper.
    pub index: LLVMValueRef,
    /// The index was wrapped in `nonuniformindex`.
    pub non_uniform_index: bool,
    /// The resource's name, from its C-string global (empty when absent).
    pub name: String,
}

/// Reads a handle-creation call; the error says which operands must be constants.
pub fn read_handle_creation(
    call: CallSite<'_>,
    info: &'static IntrinsicInfo,
) -> Result<HandleCreationOperands, String> {
    let api = info.api();
    let operand = |role: OperandRole| info.operand_index(role).map(|index| call.argument(index));
    // A resource value that was never assigned: said first, as the operands
    // are then non-constant for that reason and not a run-time choice.
    let unassigned = [
        OperandRole::Space,
        OperandRole::LowerBound,
        OperandRole::OrderId,
        OperandRole::RangeSize,
    ]
    .into_iter()
    .filter_map(|role| operand(role).and_then(unassigned_use))
    .min_by_key(|found| *found != UnassignedUse::Always);
    if let Some(found) = unassigned {
        return Err(found.message().to_string());
    }
    let constant = |role: OperandRole| {
        operand(role)
            .and_then(constant_int)
            .map(|value| value as u32)
    };
    let (Some(space), Some(range)) = (
        constant(OperandRole::Space),
        constant(OperandRole::RangeSize),
    ) else {
        return Err(format!(
            "the {} and {} of a handle must be constants{RUN_TIME_CHOICE}",
            OperandRole::Space.name(api),
            OperandRole::RangeSize.name(api)
        ));
    };
    let explicit = info.id() == IntrinsicId::HandleFromBinding;
    let (lower_bound, order_id) = if explicit {
        (constant(OperandRole::LowerBound), None)
    } else {
        (None, constant(OperandRole::OrderId))
    };
    if lower_bound.is_none() && order_id.is_none() {
        let role = if explicit {
            OperandRole::LowerBound
        } else {
            OperandRole::OrderId
        };
        return Err(format!(
            "the {} of a handle must be a constant{RUN_TIME_CHOICE}",
            role.name(api)
        ));
    }
    let written_index = operand(OperandRole::Index).expect("handle creation has an index");
    let unwrapped = non_uniform_operand(written_index);
    Ok(HandleCreationOperands {
        space,
        range: (range != 0 && range != u32::MAX).then_some(range),
        lower_bound,
        order_id,
        index: unwrapped.unwrap_or(written_index),
        non_uniform_index: unwrapped.is_some(),
        name: operand(OperandRole::Name)
            .and_then(global_c_string)
            .unwrap_or_default(),
    })
}

/// The operand of `nonuniformindex(%i)` (either API) if `value` is such a call.
pub fn non_uniform_operand(value: LLVMValueRef) -> Option<LLVMValueRef> {
    let call = call_site_of(value)?;
    let info = recognise(&call.callee_name())?;
    (info.id() == IntrinsicId::NonUniformIndex).then(|| call.argument(0))
}
