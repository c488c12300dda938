//! The compute operations of HLSL after analysis: barriers, `Interlocked*`
//! atomics and wave/quad operations ([`ComputeOp`]), and the table from each
//! HLSL function name to its operation ([`lookup`]). Sema types the calls
//! (`compute`), code generation emits them (`codegen::compute`).
//!
//! This module holds names and kinds only; it must not type arguments or
//! emit IR.

/// The six HLSL barrier functions.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Barrier {
    GroupMemory,
    GroupMemoryWithGroupSync,
    DeviceMemory,
    DeviceMemoryWithGroupSync,
    AllMemory,
    AllMemoryWithGroupSync,
}

/// The read-modify-write `Interlocked*` operations.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AtomicOp {
    Add,
    And,
    Or,
    Xor,
    Min,
    Max,
    Exchange,
}

/// Wave (subgroup) and quad operations, SM 6.0.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum WaveOp {
    GetLaneCount,
    GetLaneIndex,
    IsFirstLane,
    AnyTrue,
    AllTrue,
    Ballot,
    AllEqual,
    CountBits,
    Sum,
    Product,
    Min,
    Max,
    BitAnd,
    BitOr,
    BitXor,
    ReadLaneAt,
    ReadLaneFirst,
    PrefixSum,
    PrefixProduct,
    PrefixCountBits,
    QuadReadAcrossX,
    QuadReadAcrossY,
    QuadReadAcrossDiagonal,
    QuadReadLaneAt,
}

/// A compute operation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ComputeOp {
    Barrier(Barrier),
    /// `Interlocked<Op>(dest, value[, out original])`; on a
    /// `RWByteAddressBuffer` the destination is a byte offset.
    Atomic(AtomicOp),
    /// `InterlockedCompareExchange(dest, compare, value, out original)`.
    CompareExchange,
    /// `InterlockedCompareStore(dest, compare, value)`.
    CompareStore,
    Wave(WaveOp),
}

/// HLSL function name → operation.
const NAMES: &[(&str, ComputeOp)] = &[
    (
        "GroupMemoryBarrier",
        ComputeOp::Barrier(Barrier::GroupMemory),
    ),
    (
        "GroupMemoryBarrierWithGroupSync",
        ComputeOp::Barrier(Barrier::GroupMemoryWithGroupSync),
    ),
    (
        "DeviceMemoryBarrier",
        ComputeOp::Barrier(Barrier::DeviceMemory),
    ),
    (
        "DeviceMemoryBarrierWithGroupSync",
        ComputeOp::Barrier(Barrier::DeviceMemoryWithGroupSync),
    ),
    ("AllMemoryBarrier", ComputeOp::Barrier(Barrier::AllMemory)),
    (
        "AllMemoryBarrierWithGroupSync",
        ComputeOp::Barrier(Barrier::AllMemoryWithGroupSync),
    ),
    ("InterlockedAdd", ComputeOp::Atomic(AtomicOp::Add)),
    ("InterlockedAnd", ComputeOp::Atomic(AtomicOp::And)),
    ("InterlockedOr", ComputeOp::Atomic(AtomicOp::Or)),
    ("InterlockedXor", ComputeOp::Atomic(AtomicOp::Xor)),
    ("InterlockedMin", ComputeOp::Atomic(AtomicOp::Min)),
    ("InterlockedMax", ComputeOp::Atomic(AtomicOp::Max)),
    ("InterlockedExchange", ComputeOp::Atomic(AtomicOp::Exchange)),
    ("InterlockedCompareExchange", ComputeOp::CompareExchange),
    ("InterlockedCompareStore", ComputeOp::CompareStore),
    ("WaveGetLaneCount", ComputeOp::Wave(WaveOp::GetLaneCount)),
    ("WaveGetLaneIndex", ComputeOp::Wave(WaveOp::GetLaneIndex)),
    ("WaveIsFirstLane", ComputeOp::Wave(WaveOp::IsFirstLane)),
    ("WaveActiveAnyTrue", ComputeOp::Wave(WaveOp::AnyTrue)),
    ("WaveActiveAllTrue", ComputeOp::Wave(WaveOp::AllTrue)),
    ("WaveActiveBallot", ComputeOp::Wave(WaveOp::Ballot)),
    ("WaveActiveAllEqual", ComputeOp::Wave(WaveOp::AllEqual)),
    ("WaveActiveCountBits", ComputeOp::Wave(WaveOp::CountBits)),
    ("WaveActiveSum", ComputeOp::Wave(WaveOp::Sum)),
    ("WaveActiveProduct", ComputeOp::Wave(WaveOp::Product)),
    ("WaveActiveMin", ComputeOp::Wave(WaveOp::Min)),
    ("WaveActiveMax", ComputeOp::Wave(WaveOp::Max)),
    ("WaveActiveBitAnd", ComputeOp::Wave(WaveOp::BitAnd)),
    ("WaveActiveBitOr", ComputeOp::Wave(WaveOp::BitOr)),
    ("WaveActiveBitXor", ComputeOp::Wave(WaveOp::BitXor)),
    ("WaveReadLaneAt", ComputeOp::Wave(WaveOp::ReadLaneAt)),
    ("WaveReadLaneFirst", ComputeOp::Wave(WaveOp::ReadLaneFirst)),
    ("WavePrefixSum", ComputeOp::Wave(WaveOp::PrefixSum)),
    ("WavePrefixProduct", ComputeOp::Wave(WaveOp::PrefixProduct)),
    (
        "WavePrefixCountBits",
        ComputeOp::Wave(WaveOp::PrefixCountBits),
    ),
    ("QuadReadAcrossX", ComputeOp::Wave(WaveOp::QuadReadAcrossX)),
    ("QuadReadAcrossY", ComputeOp::Wave(WaveOp::QuadReadAcrossY)),
    (
        "QuadReadAcrossDiagonal",
        ComputeOp::Wave(WaveOp::QuadReadAcrossDiagonal),
    ),
    ("QuadReadLaneAt", ComputeOp::Wave(WaveOp::QuadReadLaneAt)),
];

/// HLSL compute functions texel knows by name but cannot compile yet: one
/// clear error instead of "undeclared identifier".
pub const UNSUPPORTED: &[&str] = &[
    "WaveMatch",
    "WaveMultiPrefixSum",
    "WaveMultiPrefixProduct",
    "WaveMultiPrefixCountBits",
    "WaveMultiPrefixBitAnd",
    "WaveMultiPrefixBitOr",
    "WaveMultiPrefixBitXor",
    "InterlockedCompareStoreFloatBitwise",
    "InterlockedCompareExchangeFloatBitwise",
];

/// The operation of an HLSL function name.
pub fn lookup(name: &str) -> Option<ComputeOp> {
    NAMES
        .iter()
        .find(|(text, _)| *text == name)
        .map(|(_, op)| *op)
}

/// The HLSL name of an operation (for diagnostics).
pub fn name_of(op: ComputeOp) -> &'static str {
    NAMES
        .iter()
        .find(|(_, known)| *known == op)
        .map_or("?", |(text, _)| *text)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_name_round_trips() {
        for (text, op) in NAMES {
            assert_eq!(lookup(text), Some(*op));
            assert_eq!(name_of(*op), *text);
        }
        assert_eq!(lookup("WaveMatch"), None);
    }
}

/// Where an `Interlocked*` operation reads and writes.
#[derive(Clone, Debug, PartialEq)]
pub enum AtomicTarget {
    /// A groupshared variable or an element of a RW buffer resource (an
    /// lvalue of integer scalar type).
    Place(Box<super::hir::Expr>),
    /// `RWByteAddressBuffer.Interlocked*(offset, …)`: the 32-bit (or
    /// 64-bit) word at a byte offset.
    RawBuffer {
        buffer: Box<super::hir::Expr>,
        offset: Box<super::hir::Expr>,
    },
}

/// An analysed compute call. For atomics `operands` are the value operands
/// (compare first for the compare forms), converted to the target's type,
/// and `original` the place that receives the previous value; for wave ops
/// they are the converted arguments.
#[derive(Clone, Debug, PartialEq)]
pub struct ComputeCall {
    pub op: ComputeOp,
    pub target: Option<AtomicTarget>,
    pub operands: Vec<super::hir::Expr>,
    pub original: Option<Box<super::hir::Expr>>,
}
