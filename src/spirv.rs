//! From LLVM IR with `llvm.spv.*` intrinsics to a Vulkan SPIR-V binary, in-process.
//!
//! ```no_run
//! use inkwell::context::Context;
//!
//! let context = Context::create();
//! let module = texel::ir::read_module(&context, "shader.ll".as_ref()).unwrap();
//! match texel::spirv::emit_spirv(&module) {
//!     Ok(bytes) => std::fs::write("shader.spv", bytes).unwrap(),
//!     Err(error) => eprintln!("{error}"),
//! }
//! ```
//!
//! The steps live in texel-passes (`texel_passes::spirv::pipeline`); this
//! module is their public face.

pub use texel_passes::spirv::disassemble;
pub use texel_passes::spirv::finalizer::DerivativeExtension;
pub use texel_passes::spirv::pipeline::{
    emit_spirv, emit_spirv_with, SpirvBackend, SpirvError, SpirvOptions, SPIRV_MAGIC, SPIRV_PASS,
};
