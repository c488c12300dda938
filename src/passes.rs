//! Running texel passes in-process on an inkwell module (the embedding API).
//!
//! ```no_run
//! use inkwell::context::Context;
//! use inkwell::memory_buffer::MemoryBuffer;
//!
//! let context = Context::create();
//! let buffer = MemoryBuffer::create_from_file("shader.ll".as_ref()).unwrap();
//! let module = context.create_module_from_ir(buffer).unwrap();
//! match texel::passes::run(&module, "texel-verify-intrinsics") {
//!     Ok(outcome) => println!("{outcome:?}"),
//!     Err(error) => eprintln!("{error}"),
//! }
//! ```

use inkwell::module::Module;
use texel_passes::llvm::ModuleView;

pub use texel_passes::pass::{
    registered_passes, ModulePass, PassDiagnostic, PassError, PassOutcome,
};

/// Runs the texel pass `name` on `module`. On error the module is unchanged and
/// the error carries every diagnostic the pass found.
pub fn run(module: &Module<'_>, name: &str) -> Result<PassOutcome, PassError> {
    // SAFETY: the module is alive for the duration of the borrow, and inkwell's
    // `Module` is not used by anyone else while the pass runs.
    let view = unsafe { ModuleView::from_raw(module.as_mut_ptr()) };
    texel_passes::pass::run_pass(view, name)
}

/// Runs a comma-separated list of texel passes in order, stopping at the first
/// failure. Returns `Changed` if any pass changed the module.
pub fn run_pipeline(module: &Module<'_>, pipeline: &str) -> Result<PassOutcome, PassError> {
    let mut outcome = PassOutcome::Unchanged;
    for name in pipeline
        .split(',')
        .map(str::trim)
        .filter(|name| !name.is_empty())
    {
        if run(module, name)? == PassOutcome::Changed {
            outcome = PassOutcome::Changed;
        }
    }
    Ok(outcome)
}
