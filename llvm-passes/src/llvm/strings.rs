//! Conversions of C strings handed out by LLVM's C API.

use std::ffi::{c_char, CStr};

/// Takes a message allocated by LLVM (`LLVMPrint*ToString`), copies it and frees it.
///
/// # Safety
/// `message` must be null or a string that LLVM allocated for the caller to
/// dispose with `LLVMDisposeMessage`.
pub unsafe fn owned_message(message: *mut c_char) -> String {
    if message.is_null() {
        return String::new();
    }
    let text = CStr::from_ptr(message).to_string_lossy().into_owned();
    llvm_sys::core::LLVMDisposeMessage(message);
    text
}

/// Copies a borrowed (pointer, length) string from LLVM.
///
/// # Safety
/// `data` must be null or point to `length` readable bytes.
pub(crate) unsafe fn borrowed_text(data: *const c_char, length: usize) -> String {
    if data.is_null() {
        return String::new();
    }
    let bytes = std::slice::from_raw_parts(data.cast::<u8>(), length);
    String::from_utf8_lossy(bytes).into_owned()
}
