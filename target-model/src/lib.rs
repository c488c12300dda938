//! texel's target model: what a shader is compiled for.
//!
//! - [`Stage`]: every HLSL shader stage, with its triple environment, profile
//!   prefix, SPIR-V execution model and the stage facts the rules need;
//! - [`ShaderModel`] and [`Profile`] (`cs_6_6`);
//! - [`Api`]: the two intrinsic families, `llvm.dx.*` and `llvm.spv.*`;
//! - [`VulkanEnvironment`] (`vulkan1.0` … `vulkan1.4`) and its SPIR-V version;
//! - [`Triple`]: parsing and printing of DXIL and Vulkan SPIR-V target triples;
//! - [`semantics`]: semantic names and indices, the system values and DXC's
//!   signature-point table, with each row's DXIL semantic kind and SPIR-V built-in.
//!
//! The front end, both lowerings, the DXIL verifier, the CLI and the runner read
//! these facts here and nowhere else. This crate is plain data: it knows no
//! LLVM, no DXIL opcode and no SPIR-V instruction encoding (the enumerant
//! numbers a row records — execution model, built-in, DXIL semantic kind and
//! interpolation mode — are facts of the row, not encodings), and decides
//! nothing about what texel compiles (each consumer says what it supports).

mod api;
mod profile;
pub mod semantics;
mod stage;
mod triple;
mod vulkan;

pub use api::Api;
pub use profile::{Profile, ProfileError, ShaderModel, HIGHEST_SHADER_MODEL};
pub use stage::Stage;
pub use triple::{DxilTarget, Triple, TripleError, VulkanTarget};
pub use vulkan::{SpirvVersion, VulkanEnvironment};
