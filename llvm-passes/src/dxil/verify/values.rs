//! Rules 7 to 10 of `texel-dxil-verify`, on every instruction and global:
//! DXIL's values (DXC's validator "Types.NoVector" before SM 6.9, and DXIL's
//! LLVM 3.7 IR, which has `undef` but neither `poison` nor `freeze`) and
//! calls (only `dx.op.*` functions, functions defined in the module and the
//! LLVM intrinsics DXIL permits, the `Kept` rows of
//! `crate::dxil::intrinsic_ops`).
//!
//! Each check reads one instruction or global and returns its violations;
//! the walk lives in `verify`. Messages are worded here, once.

use thiserror::Error;

use crate::dxil::intrinsic_ops::{intrinsic_lowering, IntrinsicLowering};
use crate::dxil::ops::OP_FUNCTION_PREFIX;
use crate::llvm::{
    contained_types, element_pointer_source_type, global_value_type, instruction_operands,
    is_declared_only, is_poison, opcode_of, printed_type, type_kind, type_of, value_name, CallSite,
    InstructionView, LLVMOpcode, LLVMTypeRef, LLVMValueRef,
};
use llvm_sys::LLVMTypeKind;

/// One violation of DXIL's value and call rules.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum ValueViolation {
    #[error("the value has type {ty}: DXIL values are scalars (no vectors before SM 6.9; texel-dxil-scalarize splits them)")]
    VectorValue { ty: String },
    #[error("operand {operand} has type {ty}: DXIL values are scalars (no vectors before SM 6.9)")]
    VectorOperand { operand: usize, ty: String },
    #[error("{what} type {ty} holds vectors: DXIL memory holds scalars and arrays of them (texel-dxil-scalarize makes them arrays)")]
    VectorMemory { what: &'static str, ty: String },
    #[error(
        "freeze is not DXIL: DXIL knows undef only (texel-dxil-scalarize replaces freeze x with x)"
    )]
    Freeze,
    #[error("operand {operand} is poison, which DXIL does not know: it must be undef")]
    Poison { operand: usize },
    #[error("call to '{callee}': DXIL calls dx.op.* functions, functions defined in the module and the LLVM intrinsics it permits (llvm.lifetime.*, llvm.dbg.*) only")]
    Call { callee: String },
    #[error("intrinsic '{callee}' was not lowered (texel-dxil lowers it to DXIL ops)")]
    UnloweredIntrinsic { callee: String },
    #[error("indirect calls are not DXIL")]
    IndirectCall,
    #[error("global @{name} has type {ty}, which holds vectors: DXIL memory holds scalars and arrays of them")]
    VectorGlobal { name: String, ty: String },
}

/// Whether `ty` is or contains a vector.
fn holds_vector(ty: LLVMTypeRef) -> bool {
    match type_kind(ty) {
        LLVMTypeKind::LLVMVectorTypeKind => true,
        LLVMTypeKind::LLVMArrayTypeKind | LLVMTypeKind::LLVMStructTypeKind => {
            contained_types(ty).into_iter().any(holds_vector)
        }
        _ => false,
    }
}

fn is_vector(ty: LLVMTypeRef) -> bool {
    type_kind(ty) == LLVMTypeKind::LLVMVectorTypeKind
}

/// The violations of one instruction. `dx.op.*` calls are checked by the op
/// rules (signature and slots), and unlowered `llvm.dx.*` calls by rule 6,
/// not here.
pub fn check_instruction(instruction: InstructionView<'_>) -> Vec<ValueViolation> {
    let raw = instruction.as_raw();
    let mut out = Vec::new();
    if instruction.as_call().is_some_and(|call| {
        call.callee_name_starts_with(OP_FUNCTION_PREFIX) || is_unlowered_dx_intrinsic(&call)
    }) {
        return out;
    }
    let opcode = opcode_of(raw);
    if is_vector(type_of(raw)) {
        out.push(ValueViolation::VectorValue {
            ty: printed_type(type_of(raw)),
        });
    }
    let operands = instruction_operands(raw);
    let is_call = opcode == Some(LLVMOpcode::LLVMCall);
    // A call's last operand is its callee.
    let values = if is_call {
        &operands[..operands.len().saturating_sub(1)]
    } else {
        &operands[..]
    };
    for (index, operand) in values.iter().enumerate() {
        let ty = type_of(*operand);
        if is_vector(ty) {
            out.push(ValueViolation::VectorOperand {
                operand: index,
                ty: printed_type(ty),
            });
        }
        if is_poison(*operand) {
            out.push(ValueViolation::Poison { operand: index });
        }
    }
    match opcode {
        Some(LLVMOpcode::LLVMFreeze) => out.push(ValueViolation::Freeze),
        Some(LLVMOpcode::LLVMAlloca) => {
            if let Some(ty) = crate::llvm::allocated_type(raw).filter(|ty| holds_vector(*ty)) {
                out.push(ValueViolation::VectorMemory {
                    what: "the allocated",
                    ty: printed_type(ty),
                });
            }
        }
        Some(LLVMOpcode::LLVMGetElementPtr) => {
            let ty = element_pointer_source_type(raw);
            if holds_vector(ty) {
                out.push(ValueViolation::VectorMemory {
                    what: "the element pointer's source",
                    ty: printed_type(ty),
                });
            }
        }
        Some(LLVMOpcode::LLVMCall) => check_callee(instruction, &mut out),
        _ => {}
    }
    out
}

/// A DirectX resource or thread-id intrinsic, which rule 6 reports.
fn is_unlowered_dx_intrinsic(call: &CallSite<'_>) -> bool {
    call.callee_name_starts_with(crate::catalogue::api_prefix(crate::target::Api::Dx))
        && super::unlowered::unlowered_intrinsic(&call.callee_name()).is_some()
}

fn check_callee(instruction: InstructionView<'_>, out: &mut Vec<ValueViolation>) {
    let Some(call) = instruction.as_call() else {
        out.push(ValueViolation::IndirectCall);
        return;
    };
    let callee = call.callee_name();
    if !is_declared_only(call.callee()) {
        return;
    }
    match intrinsic_lowering(&callee) {
        Some(IntrinsicLowering::Kept) => {}
        Some(_) => out.push(ValueViolation::UnloweredIntrinsic { callee }),
        None => out.push(ValueViolation::Call { callee }),
    }
}

/// The violation of one global variable with an initializer (groupshared
/// and static memory), if any. Resource globals are declarations whose
/// types DXIL's resource records name as the front end wrote them (DXC's
/// `%"class.RWBuffer<vector<float, 4> >"` holds a vector too).
pub fn check_global(global: LLVMValueRef) -> Option<ValueViolation> {
    crate::llvm::global_initializer(global)?;
    let ty = global_value_type(global);
    holds_vector(ty).then(|| ValueViolation::VectorGlobal {
        name: value_name(global),
        ty: printed_type(ty),
    })
}
