//! Recognising the memory instructions that use a pointer: loads, stores and
//! element-pointer computations, with their operands.

use llvm_sys::core::*;
use llvm_sys::prelude::{LLVMTypeRef, LLVMValueRef};
use llvm_sys::LLVMOpcode;

use super::types::ir_type_of;
use crate::ir_type::IrType;

/// What a user of a pointer does with it.
#[derive(Clone, Debug)]
pub enum PointerUser {
    /// `%v = load T, ptr %pointer`.
    Load {
        instruction: LLVMValueRef,
        ty: IrType,
    },
    /// `store T %value, ptr %pointer` (the pointer is the address, not the value).
    Store {
        instruction: LLVMValueRef,
        value: LLVMValueRef,
    },
    /// `getelementptr T, ptr %pointer, indices…`.
    ElementPointer {
        instruction: LLVMValueRef,
        source_type: IrType,
        indices: Vec<LLVMValueRef>,
    },
    /// Anything else.
    Other { instruction: LLVMValueRef },
}

/// Classifies `user` as a use of `pointer`.
pub fn classify_pointer_user(user: LLVMValueRef, pointer: LLVMValueRef) -> PointerUser {
    unsafe {
        if LLVMIsAInstruction(user).is_null() {
            return PointerUser::Other { instruction: user };
        }
        match LLVMGetInstructionOpcode(user) {
            LLVMOpcode::LLVMLoad if LLVMGetOperand(user, 0) == pointer => PointerUser::Load {
                instruction: user,
                ty: ir_type_of(LLVMTypeOf(user)),
            },
            LLVMOpcode::LLVMStore
                if LLVMGetOperand(user, 1) == pointer && LLVMGetOperand(user, 0) != pointer =>
            {
                PointerUser::Store {
                    instruction: user,
                    value: LLVMGetOperand(user, 0),
                }
            }
            LLVMOpcode::LLVMGetElementPtr if LLVMGetOperand(user, 0) == pointer => {
                let count = LLVMGetNumOperands(user) as u32;
                PointerUser::ElementPointer {
                    instruction: user,
                    source_type: ir_type_of(LLVMGetGEPSourceElementType(user)),
                    indices: (1..count)
                        .map(|index| LLVMGetOperand(user, index))
                        .collect(),
                }
            }
            _ => PointerUser::Other { instruction: user },
        }
    }
}

/// Whether `value` is a volatile or atomic load/store (which lowerings refuse).
pub fn is_volatile_or_atomic(instruction: LLVMValueRef) -> bool {
    unsafe { LLVMGetVolatile(instruction) != 0 || LLVMIsAtomic(instruction) != 0 }
}

/// A plain load from a pointer or store to it: what buffer lowerings rewrite.
#[derive(Clone, Debug)]
pub struct PlainAccess {
    pub instruction: LLVMValueRef,
    pub is_store: bool,
    /// The loaded type, or the stored value's type.
    pub ty: IrType,
}

/// Why a user of a pointer is not a [`PlainAccess`]; each names the instruction.
#[derive(Clone, Copy, Debug)]
pub enum NotPlainAccess {
    ElementPointer(LLVMValueRef),
    Other(LLVMValueRef),
    VolatileOrAtomic(LLVMValueRef),
}

/// `user` as a plain (neither volatile nor atomic) load or store of `pointer`.
pub fn plain_access(
    user: LLVMValueRef,
    pointer: LLVMValueRef,
) -> Result<PlainAccess, NotPlainAccess> {
    let access = match classify_pointer_user(user, pointer) {
        PointerUser::Load { instruction, ty } => PlainAccess {
            instruction,
            is_store: false,
            ty,
        },
        PointerUser::Store { instruction, value } => PlainAccess {
            instruction,
            is_store: true,
            ty: unsafe { ir_type_of(LLVMTypeOf(value)) },
        },
        PointerUser::ElementPointer { instruction, .. } => {
            return Err(NotPlainAccess::ElementPointer(instruction))
        }
        PointerUser::Other { instruction } => return Err(NotPlainAccess::Other(instruction)),
    };
    if is_volatile_or_atomic(access.instruction) {
        return Err(NotPlainAccess::VolatileOrAtomic(access.instruction));
    }
    Ok(access)
}

/// A load or a store, read without regard to what its pointer is.
#[derive(Clone, Copy, Debug)]
pub struct LoadOrStore {
    pub is_store: bool,
    /// The address operand.
    pub pointer: LLVMValueRef,
    /// The loaded type, or the stored value's type.
    pub ty: LLVMTypeRef,
}

/// `instruction` (an instruction) as a load or store, `None` for any other
/// instruction.
pub fn load_or_store(instruction: LLVMValueRef) -> Option<LoadOrStore> {
    unsafe {
        match LLVMGetInstructionOpcode(instruction) {
            LLVMOpcode::LLVMLoad => Some(LoadOrStore {
                is_store: false,
                pointer: LLVMGetOperand(instruction, 0),
                ty: LLVMTypeOf(instruction),
            }),
            LLVMOpcode::LLVMStore => Some(LoadOrStore {
                is_store: true,
                pointer: LLVMGetOperand(instruction, 1),
                ty: LLVMTypeOf(LLVMGetOperand(instruction, 0)),
            }),
            _ => None,
        }
    }
}

/// The allocated type of an `alloca` instruction, `None` for any other
/// instruction.
pub fn allocated_type(instruction: LLVMValueRef) -> Option<LLVMTypeRef> {
    unsafe {
        (LLVMGetInstructionOpcode(instruction) == LLVMOpcode::LLVMAlloca)
            .then(|| LLVMGetAllocatedType(instruction))
    }
}
