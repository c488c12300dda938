//! The resource type model: HLSL resource types ↔ `target("dx.*")` and
//! `target("spirv.*")` handle types, with every parameter, in both directions.
//!
//! This is the only place that knows the integer parameters of handle types.
//! It must not know intrinsic names or DXIL/SPIR-V instruction encodings.

mod kind;

pub use kind::{Dimensionality, KindFacts, ResourceKind};
