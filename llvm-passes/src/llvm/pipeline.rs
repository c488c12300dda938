//! Running an LLVM new-pass-manager pipeline (`default<O3>`, `function(sroa)`)
//! on a borrowed module, with LLVM's error turned into a message; and the
//! process-wide LLVM options texel's pipelines need ([`TEXEL_LLVM_OPTIONS`],
//! set once by [`configure_llvm_options`]).

use std::ffi::{c_char, CStr, CString};
use std::sync::Once;

use llvm_sys::error::{LLVMDisposeErrorMessage, LLVMGetErrorMessage};
use llvm_sys::target_machine::LLVMTargetMachineRef;
use llvm_sys::transforms::pass_builder::{
    LLVMCreatePassBuilderOptions, LLVMDisposePassBuilderOptions,
    LLVMPassBuilderOptionsSetLoopVectorization, LLVMPassBuilderOptionsSetSLPVectorization,
    LLVMRunPasses,
};

use super::walk::ModuleView;

/// LLVM's process-wide options that texel's own pipelines need, as `opt`
/// flags:
/// - `-unroll-peel-max-count=0` turns loop peeling off. LLVM 22's SPIR-V
///   structurizer emits invalid control flow for a peeled loop with a
///   `continue` ("block … branches to the selection construct, but not to the
///   selection header"); the peeled iteration is rarely worth it on a GPU.
/// - `-disable-vector-combine`: VectorCombine narrows a load of a `float3`
///   buffer member whose first lanes alone are used to a `load <2 x float>`
///   through the member's address, which LLVM 22's SPIR-V target turns into an
///   `OpAccessChain` that names a float where the member is a vector.
pub const TEXEL_LLVM_OPTIONS: &[&CStr] = &[c"-unroll-peel-max-count=0", c"-disable-vector-combine"];

/// Sets [`TEXEL_LLVM_OPTIONS`] once per process, before texel's first
/// pipeline (the front end's optimisation and the SPIR-V preparation call
/// it). They are LLVM's global options: an embedder's own LLVM pipelines in
/// the same process see them too, which the README says.
pub fn configure_llvm_options() {
    static CONFIGURE: Once = Once::new();
    CONFIGURE.call_once(|| {
        let mut arguments: Vec<*const c_char> = vec![c"texel".as_ptr()];
        arguments.extend(TEXEL_LLVM_OPTIONS.iter().map(|option| option.as_ptr()));
        // SAFETY: the strings are static and NUL-terminated; LLVM copies what
        // it keeps.
        unsafe {
            llvm_sys::support::LLVMParseCommandLineOptions(
                arguments.len() as i32,
                arguments.as_ptr(),
                std::ptr::null(),
            );
        }
    });
}

/// Runs `pipeline` on `module`, with `target_machine` when given (null: none).
/// Returns LLVM's message when the pipeline text is invalid or a pass fails.
///
/// The loop and SLP vectorizers are off (an option of this pipeline, not of
/// the process): shaders run one lane per invocation, DXIL has no vectors
/// wider than 4 and SPIR-V none wider than 4 without `Vector16`, and what
/// the vectorizers make of scalar code (`<8 x i1>` compares) has no shader
/// type.
pub fn run_llvm_pipeline(
    module: ModuleView<'_>,
    pipeline: &str,
    target_machine: LLVMTargetMachineRef,
) -> Result<(), String> {
    let text =
        CString::new(pipeline).map_err(|_| "the pipeline contains a NUL byte".to_string())?;
    unsafe {
        let options = LLVMCreatePassBuilderOptions();
        LLVMPassBuilderOptionsSetLoopVectorization(options, 0);
        LLVMPassBuilderOptionsSetSLPVectorization(options, 0);
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
