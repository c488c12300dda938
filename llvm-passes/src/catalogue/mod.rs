//! The intrinsic catalogue: every texture and resource intrinsic of INTRINSICS.md,
//! for `llvm.dx.*` and `llvm.spv.*`.
