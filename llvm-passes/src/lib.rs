//! texel-passes: the LLVM side of texel.
//!
//! - [`target`]: the target model (stages, shader models, profiles, triples);
//! - [`catalogue`]: every texture intrinsic, its operands and its mangled names;
//! - [`ir_type`]: the plain-Rust model of the IR types intrinsics use;
//! - [`resource_types`]: HLSL resource types ↔ `target("dx.*" | "spirv.*")`;
//! - [`buffer_layout`]: buffer layouts (offsets, strides) under D3D / Vulkan rules;
//! - [`llvm`]: borrowed views of LLVM IR, an IR builder and LLVM pipelines;
//! - [`pass`]: the pass trait and the registry shared by the opt plugin, the CLI
//!   and embedders;
//! - facts both lowerings read: [`bindings`] (resource records and binding
//!   assignment), [`handle_creation`] (handle-creation calls), [`entry_points`]
//!   (`hlsl.shader` / `hlsl.numthreads`), [`unassigned_resource`] (the front
//!   end's marker for resource values never assigned);
//! - the passes: [`verify_intrinsics`] (`texel-verify-intrinsics`), [`dxil`]
//!   (`texel-dxil`, `texel-dxil-verify`) and [`spirv`] (`texel-spirv`, then
//!   emission and the finalizer);
//! - `test_random` (hidden): the deterministic generator of the robustness and
//!   fuzz tests of every texel crate.

pub mod bindings;
pub mod buffer_layout;
pub mod catalogue;
pub mod dxil;
pub mod entry_points;
pub mod handle_creation;
pub mod ir_type;
pub mod llvm;
pub mod pass;
pub mod resource_types;
pub mod spirv;
pub mod target;
#[doc(hidden)]
pub mod test_random;
pub mod unassigned_resource;
pub mod verify_intrinsics;
