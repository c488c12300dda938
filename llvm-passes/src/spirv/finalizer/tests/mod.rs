//! Finalizer tests: IR → `llc` → finalizer → `spirv-val` + `spirv-dis`, then
//! instruction-by-instruction checks of the disassembly.

mod harness;

mod cleanup;
mod derivatives;
mod errors;
mod formats;
mod layouts;
mod non_uniform;
mod offsets;
mod operations;
mod resources;
mod robustness;
mod signed;
mod stale_labels;
