//! The list of texel passes and the one entry point that runs them.

use std::panic::{catch_unwind, AssertUnwindSafe};

use super::{ModulePass, PassError, PassOutcome};
use crate::llvm::ModuleView;
use crate::verify_intrinsics::VerifyIntrinsics;

static PASSES: &[&dyn ModulePass] = &[
    &VerifyIntrinsics,
    &crate::dxil::lowering::DxilLowering,
    &crate::dxil::scalarize::DxilScalarize,
    &crate::dxil::verify::DxilVerify,
    &crate::dxil::verify::DxilVerifyOps,
    &crate::spirv::lowering::SpirvLowering,
];

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
    run_module_pass(pass, module)
}

/// Runs `pass` on `module`, turning a panic into [`PassError::Internal`].
pub fn run_module_pass(
    pass: &dyn ModulePass,
    module: ModuleView<'_>,
) -> Result<PassOutcome, PassError> {
    catch_unwind(AssertUnwindSafe(|| pass.run(module))).unwrap_or_else(|payload| {
        Err(PassError::Internal {
            pass: pass.name().to_string(),
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

#[cfg(test)]
mod tests {
    use super::*;
    use inkwell::context::Context;

    struct PanickingPass;

    impl ModulePass for PanickingPass {
        fn name(&self) -> &'static str {
            "texel-test-panic"
        }
        fn description(&self) -> &'static str {
            "panics"
        }
        fn run(&self, _module: ModuleView<'_>) -> Result<PassOutcome, PassError> {
            panic!("index out of range")
        }
    }

    fn with_empty_module(test: impl FnOnce(ModuleView<'_>)) {
        let context = Context::create();
        let module = context.create_module("test");
        test(unsafe { ModuleView::from_raw(module.as_mut_ptr()) });
    }

    #[test]
    fn a_panic_becomes_an_internal_error() {
        with_empty_module(|module| {
            let error = run_module_pass(&PanickingPass, module).unwrap_err();
            assert_eq!(
                error.to_string(),
                "texel-test-panic: internal error: panic: index out of range"
            );
        });
    }

    #[test]
    fn unknown_names_list_the_known_passes() {
        with_empty_module(|module| {
            let error = run_pass(module, "texel-nope").unwrap_err();
            assert!(matches!(error, PassError::UnknownPass { .. }));
            assert!(error.to_string().contains("texel-verify-intrinsics"));
        });
    }

    #[test]
    fn every_registered_name_is_found() {
        for pass in registered_passes() {
            assert!(pass.name().starts_with("texel-"));
            assert_eq!(find_pass(pass.name()).unwrap().name(), pass.name());
        }
    }
}
