//! Everything DXIL: the op table, and (arriving) the `texel-dxil` lowering and
//! the `texel-dxil-verify` checker.

pub mod lowering;
pub mod ops;
pub mod rules;
pub mod verify;
