//! texel: an HLSL texture toolchain on stock LLVM 22.
//!
//! This crate is three things at once:
//! - the opt plugin `libtexel.so` (module [`plugin`], plus the C++ registration
//!   shim compiled by `build.rs`);
//! - the library that embedders call: [`compile()`] compiles HLSL to DXIL-op IR
//!   or Vulkan SPIR-V; [`passes::run`] runs a texel pass on an inkwell module
//!   in-process; [`spirv::emit_spirv`] turns `llvm.spv.*` IR into SPIR-V;
//! - the `texel` command-line tool (`src/main.rs`, a thin layer over this library).
//!
//! The pass logic lives in the `texel-passes` crate, the HLSL front end in
//! `texel-frontend`; this crate only wires them together.

pub mod compile;
pub mod ir;
pub mod passes;
pub mod plugin;
pub mod spirv;

pub use compile::{
    compile, Diagnostics, Emit, Optimization, Options, Output, VulkanBindingOptions,
};
pub use spirv::{emit_spirv, SpirvError};
pub use texel_passes::target::Api;

/// The README's Rust examples, compiled as doctests so that they stay true.
#[doc = include_str!("../README.md")]
#[cfg(doctest)]
pub struct ReadmeDoctests;
