//! Short printed forms of values for diagnostics.
//!
//! `LLVMPrintValueToString` prints a whole instruction or global definition;
//! a diagnostic about an operand wants it the way it appears inside another
//! instruction: `i32 %x`, `i32 7`, `ptr @name`. Printing only, no rules.

use llvm_sys::core::*;
use llvm_sys::prelude::LLVMValueRef;

use super::strings::owned_message;
use super::values::printed_value;

/// The value as an operand: its type and its name or constant text.
pub fn operand_text(value: LLVMValueRef) -> String {
    unsafe {
        let ty = owned_message(LLVMPrintTypeToString(LLVMTypeOf(value)));
        if !LLVMIsAInstruction(value).is_null() {
            let printed = printed_value(value);
            return match printed.split_once(" = ") {
                Some((name, _)) => format!("{ty} {}", name.trim()),
                None => format!("{ty} <{printed}>"),
            };
        }
        if !LLVMIsAGlobalValue(value).is_null() {
            let mut length = 0usize;
            let data = LLVMGetValueName2(value, &mut length);
            let name = super::strings::borrowed_text(data, length);
            return format!("{ty} @{name}");
        }
        printed_value(value)
    }
}
