//! Questions about single values: constants, undef and poison, types.

use llvm_sys::core::*;
use llvm_sys::prelude::LLVMValueRef;
use llvm_sys::LLVMValueKind;

use super::strings::owned_message;
use super::types::ir_type_of;
use crate::ir_type::IrType;

/// The type of a value.
pub fn value_type(value: LLVMValueRef) -> IrType {
    unsafe { ir_type_of(LLVMTypeOf(value)) }
}

/// `undef` (not poison).
pub fn is_undef(value: LLVMValueRef) -> bool {
    unsafe { LLVMGetValueKind(value) == LLVMValueKind::LLVMUndefValueValueKind }
}

/// `poison`.
pub fn is_poison(value: LLVMValueRef) -> bool {
    unsafe { LLVMGetValueKind(value) == LLVMValueKind::LLVMPoisonValueKind }
}

/// Any constant (including undef, poison and constant expressions).
pub fn is_constant(value: LLVMValueRef) -> bool {
    unsafe { LLVMIsConstant(value) != 0 }
}

/// The zero-extended value of a constant integer, or `None`.
pub fn constant_int(value: LLVMValueRef) -> Option<u64> {
    unsafe {
        if LLVMGetValueKind(value) == LLVMValueKind::LLVMConstantIntValueKind {
            Some(LLVMConstIntGetZExtValue(value))
        } else {
            None
        }
    }
}

/// The sign-extended value of a constant integer, or `None`.
pub fn constant_signed_int(value: LLVMValueRef) -> Option<i64> {
    unsafe {
        if LLVMGetValueKind(value) == LLVMValueKind::LLVMConstantIntValueKind {
            Some(LLVMConstIntGetSExtValue(value))
        } else {
            None
        }
    }
}

/// Whether the value is a constant whose every bit is zero
/// (`zeroinitializer`, `i32 0`, `<2 x i32> <i32 0, i32 0>`).
pub fn is_zero_constant(value: LLVMValueRef) -> bool {
    unsafe {
        match LLVMGetValueKind(value) {
            LLVMValueKind::LLVMConstantAggregateZeroValueKind => true,
            LLVMValueKind::LLVMConstantIntValueKind => LLVMConstIntGetZExtValue(value) == 0,
            LLVMValueKind::LLVMConstantDataVectorValueKind
            | LLVMValueKind::LLVMConstantVectorValueKind => {
                let count = LLVMGetVectorSize(LLVMTypeOf(value));
                (0..count).all(|index| {
                    let element = LLVMGetAggregateElement(value, index);
                    !element.is_null() && is_zero_constant(element)
                })
            }
            _ => false,
        }
    }
}

/// The value as LLVM prints it.
pub fn printed_value(value: LLVMValueRef) -> String {
    unsafe { owned_message(LLVMPrintValueToString(value)) }
        .trim()
        .to_string()
}

/// The C string held by a constant global (`@name = private constant [4 x i8]
/// c"Tex\00"`), without its terminating NUL.
pub fn global_c_string(value: LLVMValueRef) -> Option<String> {
    unsafe {
        if LLVMIsAGlobalVariable(value).is_null() {
            return None;
        }
        let initializer = LLVMGetInitializer(value);
        if initializer.is_null() || LLVMIsAConstantDataSequential(initializer).is_null() {
            return None;
        }
        let mut length = 0usize;
        let data = LLVMGetAsString(initializer, &mut length);
        if data.is_null() {
            return None;
        }
        let bytes = std::slice::from_raw_parts(data.cast::<u8>(), length);
        let bytes = bytes.split(|byte| *byte == 0).next().unwrap_or_default();
        Some(String::from_utf8_lossy(bytes).into_owned())
    }
}

/// The indices of `user` when it is `extractvalue <aggregate>, i, j, …`.
pub fn extracted_value_indices(user: LLVMValueRef, aggregate: LLVMValueRef) -> Option<Vec<u32>> {
    unsafe {
        if LLVMIsAExtractValueInst(user).is_null() || LLVMGetOperand(user, 0) != aggregate {
            return None;
        }
        let count = LLVMGetNumIndices(user) as usize;
        let indices = LLVMGetIndices(user);
        Some((0..count).map(|index| *indices.add(index)).collect())
    }
}

/// Element `index` of a constant vector (`zeroinitializer`, `<i32 1, i32 2>`,
/// `splat (…)`), or `None` when `value` is not a constant vector.
pub fn constant_vector_element(value: LLVMValueRef, index: u32) -> Option<LLVMValueRef> {
    unsafe {
        if LLVMIsConstant(value) == 0
            || LLVMGetTypeKind(LLVMTypeOf(value)) != llvm_sys::LLVMTypeKind::LLVMVectorTypeKind
        {
            return None;
        }
        let element = LLVMGetAggregateElement(value, index);
        (!element.is_null()).then_some(element)
    }
}

/// The operands of an instruction (empty for anything else: constants,
/// arguments, globals).
pub fn instruction_operands(value: LLVMValueRef) -> Vec<LLVMValueRef> {
    unsafe {
        if LLVMIsAInstruction(value).is_null() {
            return Vec::new();
        }
        let count = LLVMGetNumOperands(value).max(0) as u32;
        (0..count)
            .map(|index| LLVMGetOperand(value, index))
            .collect()
    }
}

/// Operand `index` of an instruction, constant expression or other user.
pub fn operand(user: LLVMValueRef, index: u32) -> LLVMValueRef {
    unsafe { LLVMGetOperand(user, index) }
}

/// The name of a value (`Params.cb` for `@Params.cb`), empty when it has none.
pub fn value_name(value: LLVMValueRef) -> String {
    let mut length = 0usize;
    unsafe {
        let data = LLVMGetValueName2(value, &mut length);
        if data.is_null() {
            return String::new();
        }
        String::from_utf8_lossy(std::slice::from_raw_parts(data.cast::<u8>(), length)).into_owned()
    }
}

/// `Some(i)` when `user` is `extractelement <vector>, <constant i>` of `vector`.
pub fn extracted_lane(user: LLVMValueRef, vector: LLVMValueRef) -> Option<u32> {
    unsafe {
        if LLVMIsAInstruction(user).is_null()
            || LLVMGetInstructionOpcode(user) != llvm_sys::LLVMOpcode::LLVMExtractElement
            || LLVMGetOperand(user, 0) != vector
        {
            return None;
        }
        constant_int(LLVMGetOperand(user, 1)).and_then(|lane| u32::try_from(lane).ok())
    }
}

/// The value a call calls, as it is now.
pub fn called_value(call: LLVMValueRef) -> LLVMValueRef {
    unsafe { LLVMGetCalledValue(call) }
}
