//! texel-passes: the LLVM side of texel.
//!
//! - [`catalogue`]: every texture intrinsic, its operands and its mangled names;
//! - [`resource_types`]: HLSL resource types ↔ `target("dx.*" | "spirv.*")`;
//! - [`pass`]: the pass trait and the registry shared by the opt plugin, the CLI
//!   and embedders;
//! - the passes themselves ([`verify_intrinsics`], …).

pub mod api;
pub mod catalogue;
pub mod ir_type;
pub mod resource_types;
