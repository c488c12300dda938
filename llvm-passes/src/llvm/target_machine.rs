//! LLVM target machines and the module verifier: registering LLVM's SPIR-V
//! target, creating a target machine for a triple, writing a module's object
//! file into memory, and running LLVM's verifier on a module.
//!
//! This module knows LLVM's C API for targets only; it knows no intrinsic
//! names and no SPIR-V encodings (which triples to use is the caller's).

use std::ffi::{c_char, CString};
use std::ptr;
use std::sync::Once;

use llvm_sys::analysis::{LLVMVerifierFailureAction, LLVMVerifyModule};
use llvm_sys::core::{LLVMDisposeMemoryBuffer, LLVMGetBufferSize, LLVMGetBufferStart};
use llvm_sys::prelude::LLVMMemoryBufferRef;
use llvm_sys::target_machine::{
    LLVMCodeGenFileType, LLVMCodeGenOptLevel, LLVMCodeModel, LLVMCreateTargetMachine,
    LLVMDisposeTargetMachine, LLVMGetTargetFromTriple, LLVMRelocMode,
    LLVMTargetMachineEmitToMemoryBuffer, LLVMTargetMachineRef, LLVMTargetRef,
};

use super::strings::owned_message;
use super::walk::ModuleView;

// libLLVM exports these, but neither llvm-sys's safe surface nor inkwell wraps
// the SPIR-V ones.
extern "C" {
    fn LLVMInitializeSPIRVTargetInfo();
    fn LLVMInitializeSPIRVTarget();
    fn LLVMInitializeSPIRVTargetMC();
    fn LLVMInitializeSPIRVAsmPrinter();
}

static INITIALIZE_SPIRV: Once = Once::new();

/// Registers LLVM's SPIR-V target, once per process.
pub fn initialize_spirv_target() {
    INITIALIZE_SPIRV.call_once(|| unsafe {
        LLVMInitializeSPIRVTargetInfo();
        LLVMInitializeSPIRVTarget();
        LLVMInitializeSPIRVTargetMC();
        LLVMInitializeSPIRVAsmPrinter();
    });
}

/// Why no target machine could be made for a triple.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TargetMachineError {
    /// The triple contains a NUL byte.
    InvalidTriple,
    /// LLVM has no registered target for the triple; LLVM's message.
    NoTarget(String),
    /// LLVM returned no target machine.
    Creation,
}

/// An owned LLVM TargetMachine, disposed on drop.
pub struct TargetMachine {
    raw: LLVMTargetMachineRef,
}

impl TargetMachine {
    /// A machine for `triple` with the default CPU, features, relocation
    /// model and code model, generating code at `-O0` (`llc -O0`). The
    /// triple's target must be registered (see [`initialize_spirv_target`]).
    pub fn at_o0(triple: &str) -> Result<TargetMachine, TargetMachineError> {
        let c_triple = CString::new(triple).map_err(|_| TargetMachineError::InvalidTriple)?;
        let mut target: LLVMTargetRef = ptr::null_mut();
        let mut message: *mut c_char = ptr::null_mut();
        let failed =
            unsafe { LLVMGetTargetFromTriple(c_triple.as_ptr(), &mut target, &mut message) };
        let message = unsafe { owned_message(message) };
        if failed != 0 || target.is_null() {
            return Err(TargetMachineError::NoTarget(message));
        }
        let empty = c"";
        let raw = unsafe {
            LLVMCreateTargetMachine(
                target,
                c_triple.as_ptr(),
                empty.as_ptr(),
                empty.as_ptr(),
                LLVMCodeGenOptLevel::LLVMCodeGenLevelNone,
                LLVMRelocMode::LLVMRelocDefault,
                LLVMCodeModel::LLVMCodeModelDefault,
            )
        };
        if raw.is_null() {
            return Err(TargetMachineError::Creation);
        }
        Ok(TargetMachine { raw })
    }

    pub fn as_raw(&self) -> LLVMTargetMachineRef {
        self.raw
    }

    /// The object file of `module` (which code generation changes in
    /// place), or LLVM's message when code generation fails.
    pub fn emit_object(&self, module: ModuleView<'_>) -> Result<Vec<u8>, String> {
        let mut message: *mut c_char = ptr::null_mut();
        let mut buffer: LLVMMemoryBufferRef = ptr::null_mut();
        let failed = unsafe {
            LLVMTargetMachineEmitToMemoryBuffer(
                self.raw,
                module.as_raw(),
                LLVMCodeGenFileType::LLVMObjectFile,
                &mut message,
                &mut buffer,
            )
        };
        let message = unsafe { owned_message(message) };
        if failed != 0 || buffer.is_null() {
            return Err(message);
        }
        let bytes = unsafe {
            let start = LLVMGetBufferStart(buffer).cast::<u8>();
            let size = LLVMGetBufferSize(buffer);
            let bytes = if start.is_null() {
                Vec::new()
            } else {
                std::slice::from_raw_parts(start, size).to_vec()
            };
            LLVMDisposeMemoryBuffer(buffer);
            bytes
        };
        Ok(bytes)
    }
}

impl Drop for TargetMachine {
    fn drop(&mut self) {
        unsafe { LLVMDisposeTargetMachine(self.raw) };
    }
}

/// Runs LLVM's verifier on `module`; `Err` carries its message when the
/// module is broken.
pub fn verify_module(module: ModuleView<'_>) -> Result<(), String> {
    let mut message: *mut c_char = ptr::null_mut();
    let broken = unsafe {
        LLVMVerifyModule(
            module.as_raw(),
            LLVMVerifierFailureAction::LLVMReturnStatusAction,
            &mut message,
        )
    };
    let message = unsafe { owned_message(message) };
    if broken != 0 {
        return Err(message);
    }
    Ok(())
}
