//! One `dx.op.*` call through every rule of `texel-dxil-verify`, in order:
//! opcode, shader-model gates, signature (callee, overload, count, types),
//! and — only when the signature fits — immediates, handles and undef slots.
//! Pure: call facts in, the op row (for naming) and violations out.

use crate::dxil::ops::DxilOp;

use super::facts::{CallFacts, ModuleFacts};
use super::gates::check_gates;
use super::handles::check_handles;
use super::immediates::check_immediates;
use super::signature::{check_signature, opcode_row};
use super::slots::check_slots;
use super::violation::Violation;

/// The call's op row (when the opcode is known) and every violation.
pub fn check_call(
    call: &CallFacts,
    module: &ModuleFacts,
) -> (Option<&'static DxilOp>, Vec<Violation>) {
    let op = match opcode_row(call) {
        Ok(op) => op,
        Err(violation) => return (None, vec![violation]),
    };
    let mut out = Vec::new();
    check_gates(op, module, &mut out);
    if check_signature(call, op, module, &mut out).is_some() {
        check_immediates(call, op, &mut out);
        check_handles(call, op, module, &mut out);
        check_slots(call, op, module, &mut out);
    }
    (Some(op), out)
}
