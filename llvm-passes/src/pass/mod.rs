//! The pass trait and the registry of texel's passes.
//!
//! One registry serves the opt plugin (through the C++ registration shim), the
//! `texel` CLI and embedders (`texel::passes::run`). A pass either succeeds or
//! returns every diagnostic it found; when it fails it must leave the module as
//! it found it. This module knows no pass logic itself.

mod error;
mod registry;

pub use error::{PassDiagnostic, PassError};
pub use registry::{find_pass, panic_message, registered_passes, run_module_pass, run_pass};

use crate::llvm::ModuleView;

/// Whether a pass changed the module.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PassOutcome {
    Unchanged,
    Changed,
}

/// A module pass written in Rust.
pub trait ModulePass: Sync {
    /// The pipeline name, e.g. `texel-verify-intrinsics`.
    fn name(&self) -> &'static str;

    /// One line for `texel passes` and the README.
    fn description(&self) -> &'static str;

    /// Runs the pass. On error the module must be unchanged.
    fn run(&self, module: ModuleView<'_>) -> Result<PassOutcome, PassError>;
}
