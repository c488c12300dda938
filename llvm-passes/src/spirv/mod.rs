//! Everything SPIR-V: the marker ABI shared by the `texel-spirv` pass and the
//! finalizer, and (arriving) the pass, the in-process emission and the finalizer.

pub mod emit;
pub mod finalizer;
pub mod lowering;
pub mod marker;
