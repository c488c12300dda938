//! Everything DXIL: the op table (`ops`, one row per DXIL operation texel
//! emits), the checked op constructor (`checked_op`: a requested op's overload,
//! shader model and stage against its row), the DXIL rules (`rules`:
//! shader-model, stage, derivative, offset and sampler rules as typed
//! violations, shared with sema), the `texel-dxil` lowering (`lowering`:
//! `llvm.dx.*` texture, buffer, handle and thread-id intrinsics to DXIL ops
//! with `!dx.*` metadata) and the `texel-dxil-verify` checker (`verify`:
//! DXIL-op IR against the op table and DXIL.md's rules).

pub mod checked_op;
pub mod intrinsic_ops;
pub mod lowering;
pub mod ops;
pub mod rules;
pub mod scalarize;
pub mod verify;
