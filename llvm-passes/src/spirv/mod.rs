//! Everything SPIR-V, in the order a module goes through it:
//! - `lowering`: the `texel-spirv` pass (`llvm.spv.*` texture intrinsics to
//!   marker calls, bindings, the sample-position emulation), and
//!   [`lowering::renormalise_typed_buffers`], which undoes what LLVM's
//!   pipeline after the pass folds into typed-buffer accesses;
//! - `marker`: the marker ABI shared by that pass and the finalizer;
//! - `signed_images`: the signed texel-buffer bindings read from the IR for
//!   the finalizer;
//! - `writer`: texel's SPIR-V writer (LLVM IR to SPIR-V with marker imports,
//!   the default);
//! - `llvm_target` and `local_arrays`: emission through LLVM 22's SPIR-V
//!   target and the IR rewrite it needs (`--spirv-backend=llvm`);
//! - `finalizer`: SPIR-V with marker imports to Vulkan SPIR-V;
//! - `pipeline`: all of the above in order, IR in and a binary out
//!   ([`pipeline::emit_spirv`], which `texel::spirv` offers embedders);
//! - [`disassemble`]: a binary as text, for `--emit=spirv-asm` and messages.

pub mod finalizer;
pub mod llvm_target;
pub mod local_arrays;
pub mod lowering;
pub mod marker;
pub mod pipeline;
pub mod signed_images;
pub mod writer;

/// A SPIR-V binary as text (rspirv's disassembly), or the reason it cannot be read.
pub fn disassemble(binary: &[u8]) -> String {
    use rspirv::binary::Disassemble;
    match std::panic::catch_unwind(|| rspirv::dr::load_bytes(binary)) {
        Ok(Ok(module)) => module.disassemble(),
        Ok(Err(error)) => format!("; not a SPIR-V module: {error}\n"),
        Err(_) => "; not a SPIR-V module\n".to_string(),
    }
}
