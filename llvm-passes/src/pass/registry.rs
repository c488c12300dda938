//! The list of texel passes and the one entry point that runs them.

use std::panic::{catch_unwind, AssertUnwindSafe};

use super::{ModulePass, PassError, PassOutcome};
use crate::llvm::ModuleView;
use crate::verify_intrinsics::VerifyIntrinsics;

static PASSES: &[&dyn ModulePass] = &[&VerifyIntrinsics];

/// Every registered pass, in registration order.
pub fn registered_passes() -> &'static [&'static dyn ModulePass] {
    PASSES
}

/// The pass with this pipeline name.
pub fn find_pass(name: &str) -> Option<&'static dyn ModulePass> {
    PASSES.iter().copied().find(|pass| pass.name() == name)
}

/// Runs the named pass on `module`. A panic inside the pass is caught and
/// reported as [`PassError::Internal`].
pub fn run_pass(module: ModuleView<'_>, name: &str) -> Result<PassOutcome, PassError> {
    let pass = find_pass(name).ok_or_else(|| PassError::UnknownPass {
        name: name.to_string(),
        known: PASSES
            .iter()
            .map(|pass| pass.name())
            .collect::<Vec<_>>()
            .join(", "),
    })?;
    catch_unwind(AssertUnwindSafe(|| pass.run(module))).unwrap_or_else(|payload| {
        Err(PassError::Internal {
            pass: name.to_string(),
            message: panic_message(payload.as_ref()),
        })
    })
}

/// The text of a panic payload.
pub fn panic_message(payload: &(dyn std::any::Any + Send)) -> String {
    if let Some(text) = payload.downcast_ref::<&str>() {
        format!("panic: {text}")
    } else if let Some(text) = payload.downcast_ref::<String>() {
        format!("panic: {text}")
    } else {
        "panic with a non-text payload".to_string()
    }
}
