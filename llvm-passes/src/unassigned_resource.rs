//! Resource values that were never assigned a resource: the one contract
//! between texel's front end and the lowering passes about them.
//!
//! The front end gives every resource slot of a local without initialiser
//! (and of an `out` argument's temporary) the id [`UNASSIGNED_RESOURCE_ID`],
//! which names no global. When it selects the binding operands of a handle by
//! id among the globals of a type, the arm where no global matches is a call
//! to [`UNASSIGNED_MARKER`]: an opaque `i32` that the optimiser cannot fold to
//! a register, and that disappears as dead code when the id folds to a
//! global. A handle creation whose binding operands still depend on the
//! marker after optimisation used a resource value before a resource was
//! assigned to it; [`unassigned_use`] says so, for both lowerings.
//!
//! This module must not create handles or report diagnostics itself.
//! ([`remove_unused_marker`] is the only change it makes to a module.)

use std::collections::HashSet;

use crate::llvm::{call_site_of, instruction_operands, IrBuilder, LLVMValueRef};

/// The global-resource id of a resource value that holds no resource.
pub const UNASSIGNED_RESOURCE_ID: u32 = u32::MAX;

/// `declare i32 @texel.unassigned_resource() memory(none) nounwind willreturn`:
/// the binding operand of "no global resource matches the id".
pub const UNASSIGNED_MARKER: &str = "texel.unassigned_resource";

/// How far [`unassigned_use`] follows operands back (selects, phis, the
/// arithmetic the optimiser builds from a select chain).
const SEARCH_LIMIT: usize = 256;

/// Whether a binding operand never, or only on some paths, received a resource.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum UnassignedUse {
    /// The operand is the marker itself: no path assigned a resource.
    Always,
    /// The operand depends on the marker: some path assigned none.
    OnSomePaths,
}

impl UnassignedUse {
    /// The diagnostic text (after the handle creation it names).
    pub fn message(self) -> &'static str {
        match self {
            UnassignedUse::Always => "resource used before a resource was assigned to it (a local resource, struct member or out parameter that was never assigned does not map to a global resource)",
            UnassignedUse::OnSomePaths => "resource may be used before a resource was assigned to it (on some paths no resource was assigned to this local resource, struct member or out parameter)",
        }
    }
}

/// Whether `operand` (a binding operand of a handle creation) is, or depends
/// on, the unassigned-resource marker.
pub fn unassigned_use(operand: LLVMValueRef) -> Option<UnassignedUse> {
    if is_marker(operand) {
        return Some(UnassignedUse::Always);
    }
    let mut seen = HashSet::new();
    let mut pending = instruction_operands(operand);
    while let Some(value) = pending.pop() {
        if seen.len() >= SEARCH_LIMIT {
            break;
        }
        if !seen.insert(value) {
            continue;
        }
        if is_marker(value) {
            return Some(UnassignedUse::OnSomePaths);
        }
        pending.extend(instruction_operands(value));
    }
    None
}

/// Deletes the marker's declaration once nothing calls it (a lowered module
/// keeps no trace of it; at `-O0` the declaration outlives its dead calls).
pub fn remove_unused_marker(builder: &IrBuilder<'_>) {
    if let Some(marker) = builder.named_function(UNASSIGNED_MARKER) {
        builder.delete_function_if_unused(marker);
    }
}

fn is_marker(value: LLVMValueRef) -> bool {
    call_site_of(value).is_some_and(|call| call.callee_name() == UNASSIGNED_MARKER)
}
