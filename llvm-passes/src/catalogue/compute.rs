//! The compute intrinsics of both APIs: barriers and wave/quad operations,
//! named as upstream LLVM names them (`llvm.dx.wave.reduce.sum`,
//! `llvm.spv.group.memory.barrier.with.group.sync`, …). Rows marked
//! `texel` are not in LLVM 22: texel names them after upstream's pattern
//! (and after the names upstream added later, where it did).
//!
//! `AllMemoryBarrier` is `full.memory.barrier`: LLVM 22 reads any name
//! `llvm.dx.all.*` / `llvm.spv.all.*` as the overloaded `llvm.*.all`
//! (`any`/`all` reductions) and rejects the declaration.
//!
//! Atomics are no intrinsics: they are `atomicrmw` / `cmpxchg` on the
//! pointer of `getpointer` or on an `addrspace(3)` global.
//!
//! This module holds names and overload facts only; it must not call LLVM.

use crate::ir_type::IrType;
use crate::target::Api;

/// A compute intrinsic.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ComputeIntrinsic {
    GroupMemoryBarrier,
    GroupMemoryBarrierWithGroupSync,
    DeviceMemoryBarrier,
    DeviceMemoryBarrierWithGroupSync,
    AllMemoryBarrier,
    AllMemoryBarrierWithGroupSync,
    WaveGetLaneCount,
    WaveGetLaneIndex,
    WaveIsFirstLane,
    WaveAnyTrue,
    WaveAllTrue,
    WaveBallot,
    WaveAllEqual,
    WaveCountBits,
    WaveSum,
    WaveUSum,
    WaveProduct,
    WaveUProduct,
    WaveMin,
    WaveUMin,
    WaveMax,
    WaveUMax,
    WaveBitAnd,
    WaveBitOr,
    WaveBitXor,
    WaveReadLaneAt,
    WaveReadLaneFirst,
    WavePrefixSum,
    WavePrefixUSum,
    WavePrefixProduct,
    WavePrefixUProduct,
    WavePrefixCountBits,
    QuadReadAcrossX,
    QuadReadAcrossY,
    QuadReadAcrossDiagonal,
    QuadReadLaneAt,
}

/// One row: the DXIL and SPIR-V base names, and whether the intrinsic is
/// overloaded on its value type (the name then carries the type suffix).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ComputeIntrinsicRow {
    pub id: ComputeIntrinsic,
    pub dx: &'static str,
    pub spv: &'static str,
    pub overloaded: bool,
}

macro_rules! row {
    ($id:ident, $dx:literal, $spv:literal, $overloaded:literal) => {
        ComputeIntrinsicRow {
            id: ComputeIntrinsic::$id,
            dx: $dx,
            spv: $spv,
            overloaded: $overloaded,
        }
    };
}

#[rustfmt::skip]
static ROWS: &[ComputeIntrinsicRow] = &[
    row!(GroupMemoryBarrier, "llvm.dx.group.memory.barrier", "llvm.spv.group.memory.barrier", false), // texel
    row!(GroupMemoryBarrierWithGroupSync, "llvm.dx.group.memory.barrier.with.group.sync", "llvm.spv.group.memory.barrier.with.group.sync", false),
    row!(DeviceMemoryBarrier, "llvm.dx.device.memory.barrier", "llvm.spv.device.memory.barrier", false), // texel
    row!(DeviceMemoryBarrierWithGroupSync, "llvm.dx.device.memory.barrier.with.group.sync", "llvm.spv.device.memory.barrier.with.group.sync", false), // texel
    row!(AllMemoryBarrier, "llvm.dx.full.memory.barrier", "llvm.spv.full.memory.barrier", false), // texel
    row!(AllMemoryBarrierWithGroupSync, "llvm.dx.full.memory.barrier.with.group.sync", "llvm.spv.full.memory.barrier.with.group.sync", false), // texel
    row!(WaveGetLaneCount, "llvm.dx.wave.get.lane.count", "llvm.spv.wave.get.lane.count", false),
    row!(WaveGetLaneIndex, "llvm.dx.wave.getlaneindex", "llvm.spv.subgroup.local.invocation.id", false),
    row!(WaveIsFirstLane, "llvm.dx.wave.is.first.lane", "llvm.spv.wave.is.first.lane", false),
    row!(WaveAnyTrue, "llvm.dx.wave.any", "llvm.spv.wave.any", false),
    row!(WaveAllTrue, "llvm.dx.wave.all", "llvm.spv.wave.all", false),
    row!(WaveBallot, "llvm.dx.wave.ballot", "llvm.spv.wave.ballot", false),
    row!(WaveAllEqual, "llvm.dx.wave.all.equal", "llvm.spv.wave.all.equal", true), // texel
    row!(WaveCountBits, "llvm.dx.wave.active.countbits", "llvm.spv.wave.active.countbits", false),
    row!(WaveSum, "llvm.dx.wave.reduce.sum", "llvm.spv.wave.reduce.sum", true),
    row!(WaveUSum, "llvm.dx.wave.reduce.usum", "llvm.spv.wave.reduce.sum", true),
    row!(WaveProduct, "llvm.dx.wave.product", "llvm.spv.wave.product", true), // texel
    row!(WaveUProduct, "llvm.dx.wave.uproduct", "llvm.spv.wave.product", true), // texel
    row!(WaveMin, "llvm.dx.wave.reduce.min", "llvm.spv.wave.reduce.min", true),
    row!(WaveUMin, "llvm.dx.wave.reduce.umin", "llvm.spv.wave.reduce.umin", true),
    row!(WaveMax, "llvm.dx.wave.reduce.max", "llvm.spv.wave.reduce.max", true),
    row!(WaveUMax, "llvm.dx.wave.reduce.umax", "llvm.spv.wave.reduce.umax", true),
    row!(WaveBitAnd, "llvm.dx.wave.reduce.and", "llvm.spv.wave.reduce.and", true), // texel
    row!(WaveBitOr, "llvm.dx.wave.reduce.or", "llvm.spv.wave.reduce.or", true), // texel
    row!(WaveBitXor, "llvm.dx.wave.reduce.xor", "llvm.spv.wave.reduce.xor", true), // texel
    row!(WaveReadLaneAt, "llvm.dx.wave.readlane", "llvm.spv.wave.readlane", true),
    row!(WaveReadLaneFirst, "llvm.dx.wave.readlanefirst", "llvm.spv.wave.readlanefirst", true), // texel
    row!(WavePrefixSum, "llvm.dx.wave.prefix.sum", "llvm.spv.wave.prefix.sum", true), // texel
    row!(WavePrefixUSum, "llvm.dx.wave.prefix.usum", "llvm.spv.wave.prefix.sum", true), // texel
    row!(WavePrefixProduct, "llvm.dx.wave.prefix.product", "llvm.spv.wave.prefix.product", true), // texel
    row!(WavePrefixUProduct, "llvm.dx.wave.prefix.uproduct", "llvm.spv.wave.prefix.product", true), // texel
    row!(WavePrefixCountBits, "llvm.dx.wave.prefix.bit.count", "llvm.spv.subgroup.prefix.bit.count", false), // texel
    row!(QuadReadAcrossX, "llvm.dx.quad.read.across.x", "llvm.spv.quad.read.across.x", true), // texel
    row!(QuadReadAcrossY, "llvm.dx.quad.read.across.y", "llvm.spv.quad.read.across.y", true), // texel
    row!(QuadReadAcrossDiagonal, "llvm.dx.quad.read.across.diagonal", "llvm.spv.quad.read.across.diagonal", true), // texel
    row!(QuadReadLaneAt, "llvm.dx.quad.read.lane.at", "llvm.spv.quad.read.lane.at", true), // texel
];

/// The row of an intrinsic.
pub fn compute_intrinsic(id: ComputeIntrinsic) -> &'static ComputeIntrinsicRow {
    ROWS.iter()
        .find(|row| row.id == id)
        .expect("every compute intrinsic has a row")
}

impl ComputeIntrinsicRow {
    /// The base name on an API.
    pub fn base_name(&self, api: Api) -> &'static str {
        match api {
            Api::Dx => self.dx,
            Api::Spv => self.spv,
        }
    }

    /// The declared name: the base name, plus the value type's suffix when
    /// overloaded.
    pub fn mangled_name(&self, api: Api, value: &IrType) -> String {
        let base = self.base_name(api);
        if self.overloaded {
            format!("{base}.{}", value.mangled_suffix())
        } else {
            base.to_string()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir_type::ScalarType;

    #[test]
    fn names_follow_upstream_mangling() {
        let sum = compute_intrinsic(ComputeIntrinsic::WaveSum);
        assert_eq!(
            sum.mangled_name(Api::Dx, &IrType::Scalar(ScalarType::F32)),
            "llvm.dx.wave.reduce.sum.f32"
        );
        let count = compute_intrinsic(ComputeIntrinsic::WaveCountBits);
        assert_eq!(
            count.mangled_name(Api::Spv, &IrType::Scalar(ScalarType::I32)),
            "llvm.spv.wave.active.countbits"
        );
    }

    #[test]
    fn every_intrinsic_has_one_row() {
        for row in ROWS {
            assert_eq!(compute_intrinsic(row.id), row);
            assert!(row.dx.starts_with("llvm.dx.") && row.spv.starts_with("llvm.spv."));
        }
    }
}
