//! How each LLVM intrinsic that is not a resource or thread-id intrinsic
//! becomes DXIL: one row per intrinsic (its name without type suffixes), the
//! way LLVM's DXIL.td `IntrinSelect`s and DXILIntrinsicExpansion pick them —
//! a DXIL op (one per vector lane), an op with fixed immediates (wave ops,
//! barriers), an expansion into other ops and instructions, an intrinsic
//! DXIL permits as it is, or one that carries no meaning in DXIL and is
//! dropped.
//!
//! `texel-dxil` lowers by these rows and `texel-dxil-verify` accepts only the
//! `Kept` ones; nobody else names these intrinsics. Data only.

use std::collections::HashMap;
use std::sync::OnceLock;

use super::ops::OpCode;

/// What DXIL makes of one LLVM intrinsic.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IntrinsicLowering {
    /// One op per lane, the intrinsic's operands in order.
    Op(OpCode),
    /// One op per lane: the intrinsic's operands, then these immediates
    /// (`i8` operation kind and signedness of wave and quad ops).
    OpWithImmediates(OpCode, &'static [i64]),
    /// Barrier with these mode flags.
    Barrier(u32),
    /// Lowered through other ops and instructions.
    Expand(Expansion),
    /// DXIL permits the call as it is.
    Kept,
    /// No meaning in DXIL: the call is erased.
    Dropped,
}

/// The expansions, after LLVM's DXILIntrinsicExpansion.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Expansion {
    /// `exp(x)` = Exp(x * log2(e)).
    Exp,
    /// `exp10(x)` = Exp(x * log2(10)).
    Exp10,
    /// `log(x)` = Log(x) * ln(2).
    Log,
    /// `log10(x)` = Log(x) * log10(2).
    Log10,
    /// `pow(x, y)` = Exp(y * Log(x)).
    Pow,
    /// `atan2(y, x)`: Atan(y / x) corrected by the quadrant.
    Atan2,
    /// Integer `abs(x)` = IMax(x, 0 - x).
    IntegerAbs,
    /// `ctpop`: Countbits, its `i32` result converted to the operand type.
    Countbits,
    /// `ctlz` / `cttz`: FirstbitHi (which counts from the high bit, as DXC's
    /// firstbithigh lowering reads it) / FirstbitLo, with the bit width for
    /// zero (where the ops give -1), converted to the operand type.
    BitScan(OpCode),
    /// Float dot product of two vectors: Dot2 / Dot3 / Dot4 by width.
    FloatDot,
    /// Integer dot product: a multiply, then IMad / UMad per further lane.
    IntegerDot { signed: bool },
    /// Clamp: Max then Min with these ops.
    Clamp { max: OpCode, min: OpCode },
    /// `all` / `any` of a vector: the lanes compared with zero, and-ed / or-ed.
    AllAny { all: bool },
    /// `llvm.vector.reduce.*`: the lanes combined one after another.
    Reduce(Reduction),
    /// WaveActiveBallot's `%dx.types.fouri32` as the intrinsic's `<4 x i32>`.
    Ballot,
}

/// How `llvm.vector.reduce.*` combines lanes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reduction {
    Add,
    Mul,
    And,
    Or,
    Xor,
    /// With a start value (operand 0) and the vector (operand 1).
    FAdd,
    FMul,
    /// Through this binary op.
    Op(OpCode),
}

use Expansion as E;
use IntrinsicLowering as L;

/// DXC's barrier mode flags (DXIL::BarrierMode).
pub const SYNC_THREAD_GROUP: u32 = 1;
pub const UAV_FENCE_GLOBAL: u32 = 2;
pub const TGSM_FENCE: u32 = 8;

/// Wave op kinds (DXIL::WaveOpKind, WaveBitOpKind, QuadOpKind) and signs.
const SUM: i64 = 0;
const PRODUCT: i64 = 1;
const MIN: i64 = 2;
const MAX: i64 = 3;
const SIGNED: i64 = 0;
const UNSIGNED: i64 = 1;

/// Every intrinsic, by its name without type suffixes.
pub static INTRINSIC_LOWERINGS: &[(&str, IntrinsicLowering)] = &[
    // Unary float (DXIL.td: Abs … Trunc).
    ("llvm.fabs", L::Op(OpCode::FAbs)),
    ("llvm.dx.saturate", L::Op(OpCode::Saturate)),
    ("llvm.dx.isnan", L::Op(OpCode::IsNaN)),
    ("llvm.dx.isinf", L::Op(OpCode::IsInf)),
    ("llvm.cos", L::Op(OpCode::Cos)),
    ("llvm.sin", L::Op(OpCode::Sin)),
    ("llvm.tan", L::Op(OpCode::Tan)),
    ("llvm.acos", L::Op(OpCode::Acos)),
    ("llvm.asin", L::Op(OpCode::Asin)),
    ("llvm.atan", L::Op(OpCode::Atan)),
    ("llvm.cosh", L::Op(OpCode::Hcos)),
    ("llvm.sinh", L::Op(OpCode::Hsin)),
    ("llvm.tanh", L::Op(OpCode::Htan)),
    ("llvm.exp2", L::Op(OpCode::Exp)),
    ("llvm.dx.frac", L::Op(OpCode::Frc)),
    ("llvm.log2", L::Op(OpCode::Log)),
    ("llvm.sqrt", L::Op(OpCode::Sqrt)),
    ("llvm.dx.rsqrt", L::Op(OpCode::Rsqrt)),
    ("llvm.roundeven", L::Op(OpCode::RoundNe)),
    ("llvm.rint", L::Op(OpCode::RoundNe)),
    ("llvm.nearbyint", L::Op(OpCode::RoundNe)),
    ("llvm.floor", L::Op(OpCode::RoundNi)),
    ("llvm.ceil", L::Op(OpCode::RoundPi)),
    ("llvm.trunc", L::Op(OpCode::RoundZ)),
    // Bits.
    ("llvm.bitreverse", L::Op(OpCode::Bfrev)),
    ("llvm.ctpop", L::Expand(E::Countbits)),
    ("llvm.ctlz", L::Expand(E::BitScan(OpCode::FirstbitHi))),
    ("llvm.cttz", L::Expand(E::BitScan(OpCode::FirstbitLo))),
    ("llvm.dx.firstbitlow", L::Op(OpCode::FirstbitLo)),
    ("llvm.dx.firstbituhigh", L::Op(OpCode::FirstbitHi)),
    ("llvm.dx.firstbitshigh", L::Op(OpCode::FirstbitSHi)),
    // Binary.
    ("llvm.maxnum", L::Op(OpCode::FMax)),
    ("llvm.maximumnum", L::Op(OpCode::FMax)),
    ("llvm.minnum", L::Op(OpCode::FMin)),
    ("llvm.minimumnum", L::Op(OpCode::FMin)),
    ("llvm.smax", L::Op(OpCode::IMax)),
    ("llvm.smin", L::Op(OpCode::IMin)),
    ("llvm.umax", L::Op(OpCode::UMax)),
    ("llvm.umin", L::Op(OpCode::UMin)),
    // Tertiary.
    ("llvm.fmuladd", L::Op(OpCode::FMad)),
    ("llvm.fma", L::Op(OpCode::Fma)),
    ("llvm.dx.imad", L::Op(OpCode::IMad)),
    ("llvm.dx.umad", L::Op(OpCode::UMad)),
    // Dot products.
    ("llvm.dx.dot2", L::Op(OpCode::Dot2)),
    ("llvm.dx.dot3", L::Op(OpCode::Dot3)),
    ("llvm.dx.dot4", L::Op(OpCode::Dot4)),
    ("llvm.dx.fdot", L::Expand(E::FloatDot)),
    ("llvm.dx.sdot", L::Expand(E::IntegerDot { signed: true })),
    ("llvm.dx.udot", L::Expand(E::IntegerDot { signed: false })),
    ("llvm.dx.dot4add.i8packed", L::Op(OpCode::Dot4AddI8Packed)),
    ("llvm.dx.dot4add.u8packed", L::Op(OpCode::Dot4AddU8Packed)),
    // Conversions.
    ("llvm.dx.legacyf32tof16", L::Op(OpCode::LegacyF32ToF16)),
    ("llvm.dx.legacyf16tof32", L::Op(OpCode::LegacyF16ToF32)),
    // Expansions.
    ("llvm.exp", L::Expand(E::Exp)),
    ("llvm.exp10", L::Expand(E::Exp10)),
    ("llvm.log", L::Expand(E::Log)),
    ("llvm.log10", L::Expand(E::Log10)),
    ("llvm.pow", L::Expand(E::Pow)),
    ("llvm.atan2", L::Expand(E::Atan2)),
    ("llvm.abs", L::Expand(E::IntegerAbs)),
    (
        "llvm.dx.nclamp",
        L::Expand(E::Clamp {
            max: OpCode::FMax,
            min: OpCode::FMin,
        }),
    ),
    (
        "llvm.dx.sclamp",
        L::Expand(E::Clamp {
            max: OpCode::IMax,
            min: OpCode::IMin,
        }),
    ),
    (
        "llvm.dx.uclamp",
        L::Expand(E::Clamp {
            max: OpCode::UMax,
            min: OpCode::UMin,
        }),
    ),
    ("llvm.dx.all", L::Expand(E::AllAny { all: true })),
    ("llvm.dx.any", L::Expand(E::AllAny { all: false })),
    (
        "llvm.vector.reduce.add",
        L::Expand(E::Reduce(Reduction::Add)),
    ),
    (
        "llvm.vector.reduce.mul",
        L::Expand(E::Reduce(Reduction::Mul)),
    ),
    (
        "llvm.vector.reduce.and",
        L::Expand(E::Reduce(Reduction::And)),
    ),
    ("llvm.vector.reduce.or", L::Expand(E::Reduce(Reduction::Or))),
    (
        "llvm.vector.reduce.xor",
        L::Expand(E::Reduce(Reduction::Xor)),
    ),
    (
        "llvm.vector.reduce.fadd",
        L::Expand(E::Reduce(Reduction::FAdd)),
    ),
    (
        "llvm.vector.reduce.fmul",
        L::Expand(E::Reduce(Reduction::FMul)),
    ),
    (
        "llvm.vector.reduce.smax",
        L::Expand(E::Reduce(Reduction::Op(OpCode::IMax))),
    ),
    (
        "llvm.vector.reduce.smin",
        L::Expand(E::Reduce(Reduction::Op(OpCode::IMin))),
    ),
    (
        "llvm.vector.reduce.umax",
        L::Expand(E::Reduce(Reduction::Op(OpCode::UMax))),
    ),
    (
        "llvm.vector.reduce.umin",
        L::Expand(E::Reduce(Reduction::Op(OpCode::UMin))),
    ),
    (
        "llvm.vector.reduce.fmax",
        L::Expand(E::Reduce(Reduction::Op(OpCode::FMax))),
    ),
    (
        "llvm.vector.reduce.fmin",
        L::Expand(E::Reduce(Reduction::Op(OpCode::FMin))),
    ),
    // Wave and quad ops.
    ("llvm.dx.wave.is.first.lane", L::Op(OpCode::WaveIsFirstLane)),
    ("llvm.dx.wave.getlaneindex", L::Op(OpCode::WaveGetLaneIndex)),
    (
        "llvm.dx.wave.get.lane.count",
        L::Op(OpCode::WaveGetLaneCount),
    ),
    ("llvm.dx.wave.any", L::Op(OpCode::WaveAnyTrue)),
    ("llvm.dx.wave.all", L::Op(OpCode::WaveAllTrue)),
    ("llvm.dx.wave.all.equal", L::Op(OpCode::WaveActiveAllEqual)),
    ("llvm.dx.wave.readlane", L::Op(OpCode::WaveReadLaneAt)),
    (
        "llvm.dx.wave.readlanefirst",
        L::Op(OpCode::WaveReadLaneFirst),
    ),
    ("llvm.dx.quad.read.lane.at", L::Op(OpCode::QuadReadLaneAt)),
    (
        "llvm.dx.wave.active.countbits",
        L::Op(OpCode::WaveAllBitCount),
    ),
    ("llvm.dx.wave.ballot", L::Expand(E::Ballot)),
    (
        "llvm.dx.wave.prefix.bit.count",
        L::Op(OpCode::WavePrefixBitCount),
    ),
    (
        "llvm.dx.wave.reduce.sum",
        L::OpWithImmediates(OpCode::WaveActiveOp, &[SUM, SIGNED]),
    ),
    (
        "llvm.dx.wave.reduce.usum",
        L::OpWithImmediates(OpCode::WaveActiveOp, &[SUM, UNSIGNED]),
    ),
    (
        "llvm.dx.wave.product",
        L::OpWithImmediates(OpCode::WaveActiveOp, &[PRODUCT, SIGNED]),
    ),
    (
        "llvm.dx.wave.uproduct",
        L::OpWithImmediates(OpCode::WaveActiveOp, &[PRODUCT, UNSIGNED]),
    ),
    (
        "llvm.dx.wave.reduce.min",
        L::OpWithImmediates(OpCode::WaveActiveOp, &[MIN, SIGNED]),
    ),
    (
        "llvm.dx.wave.reduce.umin",
        L::OpWithImmediates(OpCode::WaveActiveOp, &[MIN, UNSIGNED]),
    ),
    (
        "llvm.dx.wave.reduce.max",
        L::OpWithImmediates(OpCode::WaveActiveOp, &[MAX, SIGNED]),
    ),
    (
        "llvm.dx.wave.reduce.umax",
        L::OpWithImmediates(OpCode::WaveActiveOp, &[MAX, UNSIGNED]),
    ),
    (
        "llvm.dx.wave.reduce.and",
        L::OpWithImmediates(OpCode::WaveActiveBit, &[0]),
    ),
    (
        "llvm.dx.wave.reduce.or",
        L::OpWithImmediates(OpCode::WaveActiveBit, &[1]),
    ),
    (
        "llvm.dx.wave.reduce.xor",
        L::OpWithImmediates(OpCode::WaveActiveBit, &[2]),
    ),
    (
        "llvm.dx.wave.prefix.sum",
        L::OpWithImmediates(OpCode::WavePrefixOp, &[SUM, SIGNED]),
    ),
    (
        "llvm.dx.wave.prefix.usum",
        L::OpWithImmediates(OpCode::WavePrefixOp, &[SUM, UNSIGNED]),
    ),
    (
        "llvm.dx.wave.prefix.product",
        L::OpWithImmediates(OpCode::WavePrefixOp, &[PRODUCT, SIGNED]),
    ),
    (
        "llvm.dx.wave.prefix.uproduct",
        L::OpWithImmediates(OpCode::WavePrefixOp, &[PRODUCT, UNSIGNED]),
    ),
    (
        "llvm.dx.quad.read.across.x",
        L::OpWithImmediates(OpCode::QuadOp, &[0]),
    ),
    (
        "llvm.dx.quad.read.across.y",
        L::OpWithImmediates(OpCode::QuadOp, &[1]),
    ),
    (
        "llvm.dx.quad.read.across.diagonal",
        L::OpWithImmediates(OpCode::QuadOp, &[2]),
    ),
    // Barriers (DXC's modes for the HLSL barrier functions).
    ("llvm.dx.group.memory.barrier", L::Barrier(TGSM_FENCE)),
    (
        "llvm.dx.group.memory.barrier.with.group.sync",
        L::Barrier(TGSM_FENCE | SYNC_THREAD_GROUP),
    ),
    (
        "llvm.dx.device.memory.barrier",
        L::Barrier(UAV_FENCE_GLOBAL),
    ),
    (
        "llvm.dx.device.memory.barrier.with.group.sync",
        L::Barrier(UAV_FENCE_GLOBAL | SYNC_THREAD_GROUP),
    ),
    // AllMemoryBarrier: `full`, since LLVM 22's verifier reads
    // `llvm.dx.all.memory.barrier*` as an overload of `llvm.dx.all` (the
    // name the front end's compute catalogue gives it).
    (
        "llvm.dx.full.memory.barrier",
        L::Barrier(UAV_FENCE_GLOBAL | TGSM_FENCE),
    ),
    (
        "llvm.dx.full.memory.barrier.with.group.sync",
        L::Barrier(UAV_FENCE_GLOBAL | TGSM_FENCE | SYNC_THREAD_GROUP),
    ),
    // What DXIL permits as it is (the validator's allowed LLVM intrinsics).
    ("llvm.lifetime.start", L::Kept),
    ("llvm.lifetime.end", L::Kept),
    ("llvm.dbg.declare", L::Kept),
    ("llvm.dbg.value", L::Kept),
    ("llvm.dbg.label", L::Kept),
    // Optimisation hints without meaning in DXIL.
    ("llvm.assume", L::Dropped),
    ("llvm.experimental.noalias.scope.decl", L::Dropped),
    ("llvm.donothing", L::Dropped),
    ("llvm.sideeffect", L::Dropped),
];

/// `name` without its trailing type suffixes (`llvm.sin.v4f32` → `llvm.sin`,
/// `llvm.lifetime.start.p0` → `llvm.lifetime.start`).
pub fn base_name(name: &str) -> &str {
    let mut base = name;
    while let Some((head, last)) = base.rsplit_once('.') {
        if !is_type_suffix(last) || !head.contains('.') {
            break;
        }
        base = head;
    }
    base
}

/// `f32`, `i1`, `v4f32`, `p0`, `v2i64`: the mangled type of an overloaded
/// intrinsic.
fn is_type_suffix(part: &str) -> bool {
    let scalar = |text: &str| {
        let mut chars = text.chars();
        matches!(chars.next(), Some('f' | 'i' | 'p'))
            && !chars.as_str().is_empty()
            && chars.as_str().chars().all(|c| c.is_ascii_digit())
    };
    if let Some(rest) = part.strip_prefix('v') {
        let digits = rest.chars().take_while(|c| c.is_ascii_digit()).count();
        return digits > 0 && scalar(&rest[digits..]);
    }
    scalar(part)
}

/// How DXIL handles the intrinsic `name` (with or without type suffixes);
/// `None` for intrinsics DXIL has no lowering for.
pub fn intrinsic_lowering(name: &str) -> Option<IntrinsicLowering> {
    static TABLE: OnceLock<HashMap<&'static str, IntrinsicLowering>> = OnceLock::new();
    let table = TABLE.get_or_init(|| INTRINSIC_LOWERINGS.iter().copied().collect());
    table
        .get(name)
        .or_else(|| table.get(base_name(name)))
        .copied()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_unique() {
        let mut names: Vec<&str> = INTRINSIC_LOWERINGS.iter().map(|(name, _)| *name).collect();
        names.sort_unstable();
        let count = names.len();
        names.dedup();
        assert_eq!(names.len(), count);
    }

    #[test]
    fn type_suffixes_are_stripped() {
        assert_eq!(base_name("llvm.sin.v4f32"), "llvm.sin");
        assert_eq!(base_name("llvm.lifetime.start.p0"), "llvm.lifetime.start");
        assert_eq!(
            base_name("llvm.vector.reduce.add.v2i32"),
            "llvm.vector.reduce.add"
        );
        assert_eq!(
            base_name("llvm.dx.wave.readlane.f16"),
            "llvm.dx.wave.readlane"
        );
        assert_eq!(
            base_name("llvm.dx.wave.getlaneindex"),
            "llvm.dx.wave.getlaneindex"
        );
        assert_eq!(base_name("llvm.dx.dot2.f32"), "llvm.dx.dot2");
    }

    #[test]
    fn rows_follow_dxil_td() {
        assert_eq!(
            intrinsic_lowering("llvm.sqrt.f32"),
            Some(L::Op(OpCode::Sqrt))
        );
        assert_eq!(
            intrinsic_lowering("llvm.maxnum.v3f16"),
            Some(L::Op(OpCode::FMax))
        );
        assert_eq!(
            intrinsic_lowering("llvm.dx.dot4add.i8packed"),
            Some(L::Op(OpCode::Dot4AddI8Packed))
        );
        assert_eq!(
            intrinsic_lowering("llvm.dx.group.memory.barrier.with.group.sync"),
            Some(L::Barrier(9))
        );
        assert_eq!(
            intrinsic_lowering("llvm.dx.device.memory.barrier.with.group.sync"),
            Some(L::Barrier(3))
        );
        assert_eq!(intrinsic_lowering("llvm.lifetime.end.p0"), Some(L::Kept));
        assert_eq!(intrinsic_lowering("llvm.memcpy.p0.p0.i32"), None);
        assert_eq!(intrinsic_lowering("llvm.frexp.f32.i32"), None);
    }
}
