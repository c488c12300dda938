//! `texel-verify-intrinsics` (placeholder while the catalogue lands).
use crate::llvm::ModuleView;
use crate::pass::{ModulePass, PassError, PassOutcome};

pub struct VerifyIntrinsics;

impl ModulePass for VerifyIntrinsics {
    fn name(&self) -> &'static str {
        "texel-verify-intrinsics"
    }
    fn description(&self) -> &'static str {
        "checks every texture intrinsic call against the catalogue and the type model"
    }
    fn run(&self, _module: ModuleView<'_>) -> Result<PassOutcome, PassError> {
        Ok(PassOutcome::Unchanged)
    }
}
