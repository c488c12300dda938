//! The intrinsic catalogue: every texture and resource intrinsic of INTRINSICS.md,
//! for `llvm.dx.*` and `llvm.spv.*`.
//!
//! This is the only place in texel that spells intrinsic names, knows operand
//! orders and builds mangled names. The front end asks it for names and
//! declarations ([`IntrinsicInfo::mangled_name`], [`IntrinsicInfo::signature`]);
//! the passes recognise and decode calls with it ([`recognise`],
//! [`IntrinsicInfo::decode`], [`decode_call`]) and then find operands by
//! [`OperandRole`].
//!
//! It is pure Rust over [`IrType`](crate::ir_type::IrType) and must not call
//! LLVM, know DXIL opcodes or SPIR-V encodings, or interpret handle parameters:
//! facts that need the resource type model (kinds, access, size lanes) are
//! stated as data ([`KindRequirement`], [`DimensionsQuery`]) for the verifier.
//!
//! Layout: `id` (the enums), `shape` (slot types), `requirement` (kind facts),
//! `attributes` (declaration attributes), `info` (the row type), `table` (the
//! rows), `lookup` (finding rows), `decode` / `mangle` (checking and naming
//! calls), `system_values` (the compute system-value intrinsics), `error`.

mod attributes;
mod compute;
mod decode;
mod error;
mod id;
mod info;
mod lookup;
mod mangle;
mod requirement;
mod shape;
mod system_values;
mod table;

#[cfg(test)]
mod tests;

pub use attributes::{DeclarationAttributes, MemoryEffect};
pub use compute::{compute_intrinsic, ComputeIntrinsic, ComputeIntrinsicRow};
pub use decode::{decode_call, DecodedCall};
pub use error::CatalogueError;
pub use id::{IntrinsicId, OperandRole};
pub use info::{api_prefix, family_prefix, IntrinsicInfo};
pub use lookup::{all, info, recognise};
pub use mangle::IntrinsicSignature;
pub use requirement::{Access, DimensionsQuery, KindRequirement, KindSet, TrailingLane};
pub use shape::{OperandSpec, ReturnSpec, Shape};
pub use system_values::{
    recognise_system_value, system_value_intrinsic, SystemValue, SystemValueIntrinsic,
};
