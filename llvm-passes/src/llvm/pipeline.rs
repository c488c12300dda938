//! Running an LLVM new-pass-manager pipeline (`default<O3>`, `function(sroa)`)
//! on a borrowed module, with LLVM's error turned into a message.

use std::ffi::{CStr, CString};

use llvm_sys::error::{LLVMDisposeErrorMessage, LLVMGetErrorMessage};
use llvm_sys::target_machine::LLVMTargetMachineRef;
use llvm_sys::transforms::pass_builder::{
    LLVMCreatePassBuilderOptions, LLVMDisposePassBuilderOptions, LLVMRunPasses,
};

use super::walk::ModuleView;

/// Runs `pipeline` on `module`, with `target_machine` when given (null: none).
/// Returns LLVM's message when the pipeline text is invalid or a pass fails.
pub fn run_llvm_pipeline(
    module: ModuleView<'_>,
    pipeline: &str,
    target_machine: LLVMTargetMachineRef,
) -> Result<(), String> {
    let text =
        CString::new(pipeline).map_err(|_| "the pipeline contains a NUL byte".to_string())?;
    unsafe {
        let options = LLVMCreatePassBuilderOptions();
        let error = LLVMRunPasses(module.as_raw(), text.as_ptr(), target_machine, options);
        LLVMDisposePassBuilderOptions(options);
        if error.is_null() {
            return Ok(());
        }
        let raw = LLVMGetErrorMessage(error);
        let message = CStr::from_ptr(raw).to_string_lossy().trim().to_string();
        LLVMDisposeErrorMessage(raw);
        Err(message)
    }
}
