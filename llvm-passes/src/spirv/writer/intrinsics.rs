//! Calls: to the module's own functions (`OpFunctionCall`), to the
//! `texel.spv.*` markers (calls to imported functions, which the finalizer
//! replaces), and to intrinsics, through one table ([`INTRINSICS`]) from the
//! intrinsic's base name to what it becomes: a `GLSL.std.450` instruction, a
//! core instruction, a built-in input, a resource handle or pointer, or
//! nothing (lifetime markers, assumptions). Names are matched as LLVM mangles
//! them: the longest base name followed by `.` or the end. This module does
//! not know image instructions (the markers carry them).

use rspirv::dr::Operand;
use rspirv::spirv::{BuiltIn, GlslStd450Op as GLOp, GroupOperation, Op, Word};

use super::error::{fail, Failure, Result};
use super::function::{FunctionWriter, Handle, Value};
use super::pointers::{LogicalPointer, Root, Term};
use super::resources::{builtin_input, resource_variable, ResourceKind};
use super::types::SpvType;
use crate::llvm::snapshot::{Constant, GlobalId, InstKind, IrTy, Operand as IrOperand, TypeId};

/// What an intrinsic becomes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Intrinsic {
    /// A `GLSL.std.450` instruction on the call's arguments (all of them).
    Glsl(GLOp),
    /// A `GLSL.std.450` instruction on the first argument only (`llvm.abs`
    /// and the bit counts carry a flag after it).
    GlslFirst(GLOp),
    /// A core instruction on the first argument.
    Unary(Op),
    /// `OpAny` / `OpAll` on a boolean vector (the identity on a scalar).
    Reduction(Op),
    /// `llvm.ctlz`: leading zeros through `FindUMsb`.
    CountLeadingZeros,
    /// `llvm.cttz`: trailing zeros through `FindILsb`.
    CountTrailingZeros,
    /// `llvm.vector.reduce.*`: folds the lanes with a binary instruction.
    VectorReduce(Op, Option<GLOp>),
    /// A component of a built-in `uvec3` input, or the built-in itself.
    BuiltIn(BuiltIn, bool),
    /// `llvm.memcpy` / `llvm.memmove`: a load and a store of the type the
    /// bytes hold.
    MemoryCopy,
    /// `llvm.memset` of zero: a store of the null constant.
    MemorySet,
    HandleFromBinding,
    HandleFromImplicitBinding,
    GetPointer,
    /// `getdimensions.x` on a buffer (texel-spirv leaves buffers' to the
    /// writer): the element count of the runtime array, `OpArrayLength`.
    BufferLength,
    /// `llvm.is.fpclass(x, mask)`: the classes NaN, infinity, normal,
    /// subnormal and zero through `OpIsNan`, `OpIsInf` and comparisons.
    FloatClass,
    /// `llvm.usub.sat` / `llvm.uadd.sat`: unsigned arithmetic clamped to the
    /// type's range.
    Saturating(Op),
    /// `llvm.scmp` / `llvm.ucmp`: -1, 0 or 1.
    ThreeWayCompare {
        signed: bool,
    },
    /// `llvm.spv.saturate`: `FClamp(x, 0, 1)`.
    Saturate,
    /// `llvm.spv.fdot`: `OpDot` (a multiply for scalars).
    Dot,
    /// `llvm.spv.sign`: `FSign` / `SSign`, converted to the i32 result.
    Sign,
    /// `llvm.spv.isfinite`: neither NaN nor infinite.
    IsFinite,
    /// A barrier: `OpControlBarrier` (with group sync) or `OpMemoryBarrier`,
    /// memory scope and semantics as DXC writes them.
    Barrier {
        sync: bool,
        memory_scope: u32,
        semantics: u32,
    },
    /// A subgroup (wave) operation: the instruction, its capability, and its
    /// group operation (`Reduce`, `ExclusiveScan`) when it has one.
    Wave(WaveOperation),
    /// `llvm.spv.discard`: `OpDemoteToHelperInvocation`.
    Discard,
    /// A derivative (`OpDPdx` …) of the argument.
    Derivative(Op),
    /// Nothing to write.
    Ignored,
}

/// What a wave intrinsic becomes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum WaveOperation {
    /// One instruction on the argument with a group operation: integer,
    /// float and boolean forms (`None`: not for that kind).
    Arithmetic {
        integer: Option<Op>,
        float: Option<Op>,
        boolean: Option<Op>,
        scan: GroupOperation,
    },
    /// `OpGroupNonUniformAll` / `Any` / `AllEqual` (vote).
    Vote(Op),
    /// `OpGroupNonUniformBallot` (a uvec4 of lanes).
    Ballot,
    /// `OpGroupNonUniformBallotBitCount` of the ballot of the argument.
    BallotCount(GroupOperation),
    /// `OpGroupNonUniformElect`.
    IsFirstLane,
    /// `OpGroupNonUniformShuffle` of the argument from a lane.
    ReadLane,
    /// `OpGroupNonUniformQuadSwap` with a direction.
    QuadSwap(u32),
    /// `OpGroupNonUniformBroadcastFirst` (`WaveReadLaneFirst`).
    ReadFirst,
    /// `OpGroupNonUniformQuadBroadcast` of the argument from a quad lane.
    QuadBroadcast,
}

/// Base name → what the intrinsic becomes.
const INTRINSICS: &[(&str, Intrinsic)] = &[
    ("llvm.fabs", Intrinsic::Glsl(GLOp::FAbs)),
    ("llvm.abs", Intrinsic::GlslFirst(GLOp::SAbs)),
    ("llvm.sqrt", Intrinsic::Glsl(GLOp::Sqrt)),
    ("llvm.floor", Intrinsic::Glsl(GLOp::Floor)),
    ("llvm.ceil", Intrinsic::Glsl(GLOp::Ceil)),
    ("llvm.trunc", Intrinsic::Glsl(GLOp::Trunc)),
    ("llvm.round", Intrinsic::Glsl(GLOp::Round)),
    ("llvm.roundeven", Intrinsic::Glsl(GLOp::RoundEven)),
    ("llvm.rint", Intrinsic::Glsl(GLOp::RoundEven)),
    ("llvm.nearbyint", Intrinsic::Glsl(GLOp::RoundEven)),
    ("llvm.sin", Intrinsic::Glsl(GLOp::Sin)),
    ("llvm.cos", Intrinsic::Glsl(GLOp::Cos)),
    ("llvm.tan", Intrinsic::Glsl(GLOp::Tan)),
    ("llvm.asin", Intrinsic::Glsl(GLOp::Asin)),
    ("llvm.acos", Intrinsic::Glsl(GLOp::Acos)),
    ("llvm.atan", Intrinsic::Glsl(GLOp::Atan)),
    ("llvm.atan2", Intrinsic::Glsl(GLOp::Atan2)),
    ("llvm.sinh", Intrinsic::Glsl(GLOp::Sinh)),
    ("llvm.cosh", Intrinsic::Glsl(GLOp::Cosh)),
    ("llvm.tanh", Intrinsic::Glsl(GLOp::Tanh)),
    ("llvm.exp", Intrinsic::Glsl(GLOp::Exp)),
    ("llvm.exp2", Intrinsic::Glsl(GLOp::Exp2)),
    ("llvm.log", Intrinsic::Glsl(GLOp::Log)),
    ("llvm.log2", Intrinsic::Glsl(GLOp::Log2)),
    ("llvm.pow", Intrinsic::Glsl(GLOp::Pow)),
    ("llvm.fma", Intrinsic::Glsl(GLOp::Fma)),
    ("llvm.fmuladd", Intrinsic::Glsl(GLOp::Fma)),
    ("llvm.minnum", Intrinsic::Glsl(GLOp::NMin)),
    ("llvm.maxnum", Intrinsic::Glsl(GLOp::NMax)),
    ("llvm.minimum", Intrinsic::Glsl(GLOp::FMin)),
    ("llvm.maximum", Intrinsic::Glsl(GLOp::FMax)),
    ("llvm.umin", Intrinsic::Glsl(GLOp::UMin)),
    ("llvm.umax", Intrinsic::Glsl(GLOp::UMax)),
    ("llvm.smin", Intrinsic::Glsl(GLOp::SMin)),
    ("llvm.smax", Intrinsic::Glsl(GLOp::SMax)),
    ("llvm.ldexp", Intrinsic::Glsl(GLOp::Ldexp)),
    ("llvm.ctpop", Intrinsic::Unary(Op::BitCount)),
    ("llvm.bitreverse", Intrinsic::Unary(Op::BitReverse)),
    ("llvm.ctlz", Intrinsic::CountLeadingZeros),
    ("llvm.cttz", Intrinsic::CountTrailingZeros),
    (
        "llvm.vector.reduce.add",
        Intrinsic::VectorReduce(Op::IAdd, None),
    ),
    (
        "llvm.vector.reduce.mul",
        Intrinsic::VectorReduce(Op::IMul, None),
    ),
    (
        "llvm.vector.reduce.and",
        Intrinsic::VectorReduce(Op::BitwiseAnd, None),
    ),
    (
        "llvm.vector.reduce.or",
        Intrinsic::VectorReduce(Op::BitwiseOr, None),
    ),
    (
        "llvm.vector.reduce.xor",
        Intrinsic::VectorReduce(Op::BitwiseXor, None),
    ),
    (
        "llvm.vector.reduce.umax",
        Intrinsic::VectorReduce(Op::ExtInst, Some(GLOp::UMax)),
    ),
    (
        "llvm.vector.reduce.umin",
        Intrinsic::VectorReduce(Op::ExtInst, Some(GLOp::UMin)),
    ),
    (
        "llvm.vector.reduce.smax",
        Intrinsic::VectorReduce(Op::ExtInst, Some(GLOp::SMax)),
    ),
    (
        "llvm.vector.reduce.smin",
        Intrinsic::VectorReduce(Op::ExtInst, Some(GLOp::SMin)),
    ),
    (
        "llvm.vector.reduce.fmax",
        Intrinsic::VectorReduce(Op::ExtInst, Some(GLOp::NMax)),
    ),
    (
        "llvm.vector.reduce.fmin",
        Intrinsic::VectorReduce(Op::ExtInst, Some(GLOp::NMin)),
    ),
    ("llvm.spv.isnan", Intrinsic::Unary(Op::IsNan)),
    ("llvm.spv.isinf", Intrinsic::Unary(Op::IsInf)),
    ("llvm.spv.any", Intrinsic::Reduction(Op::Any)),
    ("llvm.spv.all", Intrinsic::Reduction(Op::All)),
    ("llvm.spv.firstbituhigh", Intrinsic::Glsl(GLOp::FindUMsb)),
    ("llvm.spv.firstbitshigh", Intrinsic::Glsl(GLOp::FindSMsb)),
    ("llvm.spv.firstbitlow", Intrinsic::Glsl(GLOp::FindILsb)),
    (
        "llvm.spv.thread.id",
        Intrinsic::BuiltIn(BuiltIn::GlobalInvocationId, true),
    ),
    (
        "llvm.spv.thread.id.in.group",
        Intrinsic::BuiltIn(BuiltIn::LocalInvocationId, true),
    ),
    (
        "llvm.spv.group.id",
        Intrinsic::BuiltIn(BuiltIn::WorkgroupId, true),
    ),
    (
        "llvm.spv.flattened.thread.id.in.group",
        Intrinsic::BuiltIn(BuiltIn::LocalInvocationIndex, false),
    ),
    (
        "llvm.spv.resource.handlefrombinding",
        Intrinsic::HandleFromBinding,
    ),
    (
        "llvm.spv.resource.handlefromimplicitbinding",
        Intrinsic::HandleFromImplicitBinding,
    ),
    ("llvm.spv.resource.getpointer", Intrinsic::GetPointer),
    ("llvm.spv.resource.getdimensions.x", Intrinsic::BufferLength),
    ("llvm.is.fpclass", Intrinsic::FloatClass),
    ("llvm.scmp", Intrinsic::ThreeWayCompare { signed: true }),
    ("llvm.ucmp", Intrinsic::ThreeWayCompare { signed: false }),
    ("llvm.usub.sat", Intrinsic::Saturating(Op::ISub)),
    ("llvm.uadd.sat", Intrinsic::Saturating(Op::IAdd)),
    ("llvm.memcpy", Intrinsic::MemoryCopy),
    ("llvm.memmove", Intrinsic::MemoryCopy),
    ("llvm.memset", Intrinsic::MemorySet),
    ("llvm.spv.degrees", Intrinsic::Glsl(GLOp::Degrees)),
    ("llvm.spv.radians", Intrinsic::Glsl(GLOp::Radians)),
    ("llvm.spv.distance", Intrinsic::Glsl(GLOp::Distance)),
    ("llvm.spv.faceforward", Intrinsic::Glsl(GLOp::FaceForward)),
    ("llvm.spv.frac", Intrinsic::Glsl(GLOp::Fract)),
    ("llvm.spv.lerp", Intrinsic::Glsl(GLOp::FMix)),
    ("llvm.spv.length", Intrinsic::Glsl(GLOp::Length)),
    ("llvm.spv.normalize", Intrinsic::Glsl(GLOp::Normalize)),
    ("llvm.spv.reflect", Intrinsic::Glsl(GLOp::Reflect)),
    ("llvm.spv.refract", Intrinsic::Glsl(GLOp::Refract)),
    (
        "llvm.spv.unpackhalf2x16",
        Intrinsic::Glsl(GLOp::UnpackHalf2x16),
    ),
    ("llvm.spv.packhalf2x16", Intrinsic::Glsl(GLOp::PackHalf2x16)),
    ("llvm.spv.rsqrt", Intrinsic::Glsl(GLOp::InverseSqrt)),
    ("llvm.spv.smoothstep", Intrinsic::Glsl(GLOp::SmoothStep)),
    ("llvm.spv.uclamp", Intrinsic::Glsl(GLOp::UClamp)),
    ("llvm.spv.sclamp", Intrinsic::Glsl(GLOp::SClamp)),
    ("llvm.spv.nclamp", Intrinsic::Glsl(GLOp::NClamp)),
    ("llvm.spv.saturate", Intrinsic::Saturate),
    ("llvm.spv.fdot", Intrinsic::Dot),
    ("llvm.spv.sign", Intrinsic::Sign),
    ("llvm.spv.isfinite", Intrinsic::IsFinite),
    (
        "llvm.spv.group.memory.barrier",
        Intrinsic::Barrier {
            sync: false,
            memory_scope: WORKGROUP,
            semantics: GROUP_SHARED,
        },
    ),
    (
        "llvm.spv.group.memory.barrier.with.group.sync",
        Intrinsic::Barrier {
            sync: true,
            memory_scope: WORKGROUP,
            semantics: GROUP_SHARED,
        },
    ),
    (
        "llvm.spv.device.memory.barrier",
        Intrinsic::Barrier {
            sync: false,
            memory_scope: DEVICE,
            semantics: DEVICE_MEMORY,
        },
    ),
    (
        "llvm.spv.device.memory.barrier.with.group.sync",
        Intrinsic::Barrier {
            sync: true,
            memory_scope: DEVICE,
            semantics: DEVICE_MEMORY,
        },
    ),
    (
        "llvm.spv.full.memory.barrier",
        Intrinsic::Barrier {
            sync: false,
            memory_scope: DEVICE,
            semantics: ALL_MEMORY,
        },
    ),
    (
        "llvm.spv.full.memory.barrier.with.group.sync",
        Intrinsic::Barrier {
            sync: true,
            memory_scope: DEVICE,
            semantics: ALL_MEMORY,
        },
    ),
    (
        "llvm.spv.wave.reduce.sum",
        Intrinsic::Wave(WaveOperation::Arithmetic {
            integer: Some(Op::GroupNonUniformIAdd),
            float: Some(Op::GroupNonUniformFAdd),
            boolean: None,
            scan: GroupOperation::Reduce,
        }),
    ),
    (
        "llvm.spv.wave.product",
        Intrinsic::Wave(WaveOperation::Arithmetic {
            integer: Some(Op::GroupNonUniformIMul),
            float: Some(Op::GroupNonUniformFMul),
            boolean: None,
            scan: GroupOperation::Reduce,
        }),
    ),
    (
        "llvm.spv.wave.reduce.max",
        Intrinsic::Wave(WaveOperation::Arithmetic {
            integer: Some(Op::GroupNonUniformSMax),
            float: Some(Op::GroupNonUniformFMax),
            boolean: None,
            scan: GroupOperation::Reduce,
        }),
    ),
    (
        "llvm.spv.wave.reduce.umax",
        Intrinsic::Wave(WaveOperation::Arithmetic {
            integer: Some(Op::GroupNonUniformUMax),
            float: Some(Op::GroupNonUniformFMax),
            boolean: None,
            scan: GroupOperation::Reduce,
        }),
    ),
    (
        "llvm.spv.wave.reduce.min",
        Intrinsic::Wave(WaveOperation::Arithmetic {
            integer: Some(Op::GroupNonUniformSMin),
            float: Some(Op::GroupNonUniformFMin),
            boolean: None,
            scan: GroupOperation::Reduce,
        }),
    ),
    (
        "llvm.spv.wave.reduce.umin",
        Intrinsic::Wave(WaveOperation::Arithmetic {
            integer: Some(Op::GroupNonUniformUMin),
            float: Some(Op::GroupNonUniformFMin),
            boolean: None,
            scan: GroupOperation::Reduce,
        }),
    ),
    (
        "llvm.spv.wave.reduce.and",
        Intrinsic::Wave(WaveOperation::Arithmetic {
            integer: Some(Op::GroupNonUniformBitwiseAnd),
            float: None,
            boolean: Some(Op::GroupNonUniformLogicalAnd),
            scan: GroupOperation::Reduce,
        }),
    ),
    (
        "llvm.spv.wave.reduce.or",
        Intrinsic::Wave(WaveOperation::Arithmetic {
            integer: Some(Op::GroupNonUniformBitwiseOr),
            float: None,
            boolean: Some(Op::GroupNonUniformLogicalOr),
            scan: GroupOperation::Reduce,
        }),
    ),
    (
        "llvm.spv.wave.reduce.xor",
        Intrinsic::Wave(WaveOperation::Arithmetic {
            integer: Some(Op::GroupNonUniformBitwiseXor),
            float: None,
            boolean: Some(Op::GroupNonUniformLogicalXor),
            scan: GroupOperation::Reduce,
        }),
    ),
    (
        "llvm.spv.wave.prefix.sum",
        Intrinsic::Wave(WaveOperation::Arithmetic {
            integer: Some(Op::GroupNonUniformIAdd),
            float: Some(Op::GroupNonUniformFAdd),
            boolean: None,
            scan: GroupOperation::ExclusiveScan,
        }),
    ),
    (
        "llvm.spv.wave.prefix.product",
        Intrinsic::Wave(WaveOperation::Arithmetic {
            integer: Some(Op::GroupNonUniformIMul),
            float: Some(Op::GroupNonUniformFMul),
            boolean: None,
            scan: GroupOperation::ExclusiveScan,
        }),
    ),
    (
        "llvm.spv.wave.all",
        Intrinsic::Wave(WaveOperation::Vote(Op::GroupNonUniformAll)),
    ),
    (
        "llvm.spv.wave.any",
        Intrinsic::Wave(WaveOperation::Vote(Op::GroupNonUniformAny)),
    ),
    (
        "llvm.spv.wave.all.equal",
        Intrinsic::Wave(WaveOperation::Vote(Op::GroupNonUniformAllEqual)),
    ),
    (
        "llvm.spv.subgroup.ballot",
        Intrinsic::Wave(WaveOperation::Ballot),
    ),
    (
        "llvm.spv.wave.active.countbits",
        Intrinsic::Wave(WaveOperation::BallotCount(GroupOperation::Reduce)),
    ),
    (
        "llvm.spv.subgroup.prefix.bit.count",
        Intrinsic::Wave(WaveOperation::BallotCount(GroupOperation::ExclusiveScan)),
    ),
    (
        "llvm.spv.wave.ballot",
        Intrinsic::Wave(WaveOperation::Ballot),
    ),
    (
        "llvm.spv.wave.readlanefirst",
        Intrinsic::Wave(WaveOperation::ReadFirst),
    ),
    (
        "llvm.spv.quad.read.lane.at",
        Intrinsic::Wave(WaveOperation::QuadBroadcast),
    ),
    (
        "llvm.spv.wave.is.first.lane",
        Intrinsic::Wave(WaveOperation::IsFirstLane),
    ),
    (
        "llvm.spv.wave.readlane",
        Intrinsic::Wave(WaveOperation::ReadLane),
    ),
    (
        "llvm.spv.quad.read.across.x",
        Intrinsic::Wave(WaveOperation::QuadSwap(0)),
    ),
    (
        "llvm.spv.quad.read.across.y",
        Intrinsic::Wave(WaveOperation::QuadSwap(1)),
    ),
    (
        "llvm.spv.quad.read.across.diagonal",
        Intrinsic::Wave(WaveOperation::QuadSwap(2)),
    ),
    (
        "llvm.spv.wave.get.lane.count",
        Intrinsic::BuiltIn(BuiltIn::SubgroupSize, false),
    ),
    (
        "llvm.spv.subgroup.size",
        Intrinsic::BuiltIn(BuiltIn::SubgroupSize, false),
    ),
    (
        "llvm.spv.subgroup.local.invocation.id",
        Intrinsic::BuiltIn(BuiltIn::SubgroupLocalInvocationId, false),
    ),
    ("llvm.spv.discard", Intrinsic::Discard),
    ("llvm.spv.ddx", Intrinsic::Derivative(Op::DPdx)),
    ("llvm.spv.ddy", Intrinsic::Derivative(Op::DPdy)),
    ("llvm.spv.ddx.coarse", Intrinsic::Derivative(Op::DPdxCoarse)),
    ("llvm.spv.ddy.coarse", Intrinsic::Derivative(Op::DPdyCoarse)),
    ("llvm.spv.ddx.fine", Intrinsic::Derivative(Op::DPdxFine)),
    ("llvm.spv.ddy.fine", Intrinsic::Derivative(Op::DPdyFine)),
    ("llvm.spv.fwidth", Intrinsic::Derivative(Op::Fwidth)),
    ("llvm.lifetime.start", Intrinsic::Ignored),
    ("llvm.lifetime.end", Intrinsic::Ignored),
    ("llvm.assume", Intrinsic::Ignored),
    ("llvm.experimental.noalias.scope.decl", Intrinsic::Ignored),
    ("llvm.dbg.declare", Intrinsic::Ignored),
    ("llvm.dbg.value", Intrinsic::Ignored),
    ("llvm.dbg.assign", Intrinsic::Ignored),
];

/// Argument `index` of a call.
fn argument(arguments: &[IrOperand], index: usize) -> Result<IrOperand> {
    arguments
        .get(index)
        .copied()
        .ok_or_else(|| Failure::new("the intrinsic takes more arguments"))
}

/// Scopes and memory semantics of barriers, as DXC writes them for HLSL's
/// barrier functions: Device = 1, Workgroup = 2, Subgroup = 3; semantics
/// AcquireRelease (0x8) with WorkgroupMemory (0x100), and UniformMemory (0x40)
/// and ImageMemory (0x800) for device memory.
const DEVICE: u32 = 1;
const WORKGROUP: u32 = 2;
const SUBGROUP: u32 = 3;
const GROUP_SHARED: u32 = 0x8 | 0x100;
const DEVICE_MEMORY: u32 = 0x8 | 0x40 | 0x800;
const ALL_MEMORY: u32 = 0x8 | 0x40 | 0x100 | 0x800;

/// The table row for a (mangled) intrinsic name: the longest base name that
/// is the whole name or is followed by `.`.
fn lookup(name: &str) -> Option<Intrinsic> {
    INTRINSICS
        .iter()
        .filter(|(base, _)| {
            name.strip_prefix(base)
                .is_some_and(|rest| rest.is_empty() || rest.starts_with('.'))
        })
        .max_by_key(|(base, _)| base.len())
        .map(|(_, intrinsic)| *intrinsic)
}

impl FunctionWriter<'_, '_> {
    pub fn call(
        &mut self,
        result: TypeId,
        callee: IrOperand,
        arguments: &[IrOperand],
    ) -> Result<Value> {
        let IrOperand::Function(function) = callee else {
            return fail("an indirect call is not supported in SPIR-V");
        };
        let snapshot = self.module.snapshot;
        let callee = &snapshot.functions[function as usize];
        // Handles and pointers are no SPIR-V values (their intrinsics below
        // say what they are).
        let result_type = match snapshot.ty(result) {
            IrTy::Target { .. } | IrTy::Pointer { .. } => SpvType::Void,
            _ => self.module.spv_type(result)?,
        };
        if !callee.is_declaration() || self.module.is_marker(function) {
            let mut ids = Vec::with_capacity(arguments.len());
            let mut types = Vec::with_capacity(arguments.len());
            for argument in arguments {
                let (id, ty) = self.plain_value(*argument)?;
                ids.push(id);
                types.push(ty);
            }
            let target = if callee.is_declaration() {
                self.module.marker_import(function, &result_type, &types)
            } else {
                self.module.function_ids[&function]
            };
            let mut operands = vec![Operand::IdRef(target)];
            operands.extend(ids.into_iter().map(Operand::IdRef));
            let id = self.emit(Op::FunctionCall, &result_type, operands);
            return Ok(if result_type == SpvType::Void {
                Value::Void
            } else {
                Value::Id(id, result_type)
            });
        }
        let Some(intrinsic) = lookup(&callee.name) else {
            return fail(format!(
                "a call to '{}' is not supported by texel's SPIR-V writer (declared functions must be intrinsics it knows)",
                callee.name
            ));
        };
        let plain = |writer: &mut Self| -> Result<Vec<Word>> {
            arguments
                .iter()
                .map(|argument| writer.plain_value(*argument).map(|(id, _)| id))
                .collect()
        };
        match intrinsic {
            Intrinsic::Glsl(op) => {
                let arguments = plain(self)?;
                Ok(Value::Id(self.emit_glsl(op, &result_type, &arguments), result_type))
            }
            Intrinsic::GlslFirst(op) => {
                let Some(first) = arguments.first() else {
                    return fail("the intrinsic takes an argument");
                };
                let (first, _) = self.plain_value(*first)?;
                Ok(Value::Id(self.emit_glsl(op, &result_type, &[first]), result_type))
            }
            Intrinsic::Unary(op) => {
                let Some(first) = arguments.first() else {
                    return fail("the intrinsic takes an argument");
                };
                let (first, ty) = self.plain_value(*first)?;
                if matches!(op, Op::BitCount | Op::BitReverse) && ty.bits() != 32 {
                    return Ok(Value::Id(self.bits_not_32(op, first, &ty)?, result_type));
                }
                Ok(Value::Id(self.emit(op, &result_type, vec![Operand::IdRef(first)]), result_type))
            }
            Intrinsic::Reduction(op) => {
                let Some(first) = arguments.first() else {
                    return fail("the intrinsic takes an argument");
                };
                let (first, ty) = self.plain_value(*first)?;
                let mut boolean = first;
                if !ty.is_bool() {
                    let bool_type = SpvType::vector_or_scalar(SpvType::Bool, ty.lanes());
                    let zero = self.module.globals.null_constant(&ty);
                    let compare = if ty.is_float() { Op::FUnordNotEqual } else { Op::INotEqual };
                    boolean = self.emit(compare, &bool_type, vec![Operand::IdRef(first), Operand::IdRef(zero)]);
                }
                if ty.lanes() == 1 {
                    return Ok(Value::Id(boolean, result_type));
                }
                Ok(Value::Id(self.emit(op, &result_type, vec![Operand::IdRef(boolean)]), result_type))
            }
            Intrinsic::CountLeadingZeros | Intrinsic::CountTrailingZeros => {
                let Some(first) = arguments.first() else {
                    return fail("the intrinsic takes an argument");
                };
                let (value, ty) = self.plain_value(*first)?;
                if ty.bits() != 32 {
                    return fail("leading and trailing zero counts are supported on 32-bit integers only");
                }
                let width = self.module.globals.scalar_constant(ty.scalar(), 32);
                let width = self.module.globals.splat(&ty, width);
                let zero = self.module.globals.null_constant(&ty);
                let bool_type = SpvType::vector_or_scalar(SpvType::Bool, ty.lanes());
                let is_zero = self.emit(Op::IEqual, &bool_type, vec![Operand::IdRef(value), Operand::IdRef(zero)]);
                let counted = if intrinsic == Intrinsic::CountTrailingZeros {
                    self.emit_glsl(GLOp::FindILsb, &ty, &[value])
                } else {
                    let msb = self.emit_glsl(GLOp::FindUMsb, &ty, &[value]);
                    let thirty_one = self.module.globals.scalar_constant(ty.scalar(), 31);
                    let thirty_one = self.module.globals.splat(&ty, thirty_one);
                    self.emit(Op::ISub, &ty, vec![Operand::IdRef(thirty_one), Operand::IdRef(msb)])
                };
                let id = self.emit(
                    Op::Select,
                    &ty,
                    vec![Operand::IdRef(is_zero), Operand::IdRef(width), Operand::IdRef(counted)],
                );
                Ok(Value::Id(id, ty))
            }
            Intrinsic::VectorReduce(op, glsl) => {
                let Some(vector) = arguments.last() else {
                    return fail("the reduction takes a vector");
                };
                let (vector, ty) = self.plain_value(*vector)?;
                let scalar = ty.scalar().clone();
                let op = if glsl.is_none() && scalar.is_float() {
                    match op {
                        Op::IAdd => Op::FAdd,
                        Op::IMul => Op::FMul,
                        other => other,
                    }
                } else if scalar.is_bool() {
                    match op {
                        Op::BitwiseAnd | Op::IMul => Op::LogicalAnd,
                        Op::BitwiseOr => Op::LogicalOr,
                        _ => Op::LogicalNotEqual,
                    }
                } else {
                    op
                };
                let mut accumulated = None;
                for lane in 0..ty.lanes() {
                    let element = self.emit(
                        Op::CompositeExtract,
                        &scalar,
                        vec![Operand::IdRef(vector), Operand::LiteralBit32(lane)],
                    );
                    accumulated = Some(match accumulated {
                        None => element,
                        Some(previous) => match glsl {
                            Some(glsl) => self.emit_glsl(glsl, &scalar, &[previous, element]),
                            None => self.emit(op, &scalar, vec![Operand::IdRef(previous), Operand::IdRef(element)]),
                        },
                    });
                }
                let mut value = accumulated.ok_or_else(|| Failure::new("a reduction of an empty vector"))?;
                if arguments.len() == 2 {
                    // fadd / fmul reductions start from a value.
                    let (start, _) = self.plain_value(arguments[0])?;
                    value = self.emit(op, &scalar, vec![Operand::IdRef(start), Operand::IdRef(value)]);
                }
                Ok(Value::Id(value, scalar))
            }
            Intrinsic::BuiltIn(builtin, vector) => {
                let uint = SpvType::Int(32);
                let input_type = if vector { SpvType::Vector(Box::new(uint.clone()), 3) } else { uint.clone() };
                if matches!(builtin, BuiltIn::SubgroupSize | BuiltIn::SubgroupLocalInvocationId) {
                    self.module.require(rspirv::spirv::Capability::GroupNonUniform);
                }
                let variable = builtin_input(self.module, builtin, &input_type);
                self.module.note_use(self.function, variable);
                let loaded = self.emit(Op::Load, &input_type, vec![Operand::IdRef(variable)]);
                let mut value = loaded;
                if vector {
                    let Some(dimension) = arguments.first() else {
                        return fail("the built-in takes a dimension");
                    };
                    value = match self.constant_index(*dimension) {
                        Some(lane) if lane < 3 => self.emit(
                            Op::CompositeExtract,
                            &uint,
                            vec![Operand::IdRef(loaded), Operand::LiteralBit32(lane)],
                        ),
                        Some(_) => return fail("a built-in dimension must be 0, 1 or 2"),
                        None => {
                            let (dimension, _) = self.plain_value(*dimension)?;
                            self.emit(
                                Op::VectorExtractDynamic,
                                &uint,
                                vec![Operand::IdRef(loaded), Operand::IdRef(dimension)],
                            )
                        }
                    };
                }
                if result_type != uint {
                    value = self.emit(Op::UConvert, &result_type, vec![Operand::IdRef(value)]);
                }
                Ok(Value::Id(value, result_type))
            }
            Intrinsic::HandleFromBinding => {
                let handle = self.handle_from_binding(result, arguments)?;
                Ok(Value::Handle(handle))
            }
            Intrinsic::HandleFromImplicitBinding => fail(
                "a resource without a binding reached the SPIR-V writer (texel-spirv gives every resource one)",
            ),
            Intrinsic::GetPointer => {
                let (Some(handle), Some(index)) = (arguments.first(), arguments.get(1)) else {
                    return fail("getpointer takes a handle and an index");
                };
                let Value::Handle(handle) = self.value(*handle)? else {
                    return fail("getpointer's first argument is not a resource handle");
                };
                let (index, index_type) = self.plain_value(*index)?;
                Ok(Value::Pointer(self.resource_pointer(handle, index, index_type)?))
            }
            Intrinsic::BufferLength => {
                let Some(handle) = arguments.first() else {
                    return fail("getdimensions takes a handle");
                };
                let Value::Handle(handle) = self.value(*handle)? else {
                    return fail("getdimensions' argument is not a resource handle");
                };
                self.buffer_length(&handle, result)
            }
            Intrinsic::MemoryCopy | Intrinsic::MemorySet => {
                let [destination, source, length, ..] = arguments else {
                    return fail("a memory intrinsic takes a destination, a value or source and a length");
                };
                let Some(length) = self.constant_index(*length) else {
                    return fail("a copy or fill of a run-time number of bytes is not supported in Vulkan SPIR-V");
                };
                let destination = self.value(*destination)?;
                let Value::Pointer(target) = &destination else {
                    return fail("a copy or fill through a pointer chosen at run time is not supported");
                };
                let ty = self
                    .type_at(target, u64::from(length))
                    .or_else(|| {
                        if intrinsic != Intrinsic::MemoryCopy {
                            return None;
                        }
                        match self.value(*source) {
                            Ok(Value::Pointer(from)) => self.type_at(&from, u64::from(length)),
                            _ => None,
                        }
                    })
                    .ok_or_else(|| Failure::new(format!("no object of {length} bytes lies where the copy or fill begins")))?;
                let value = if intrinsic == Intrinsic::MemoryCopy {
                    let source = self.value(*source)?;
                    self.load_through(&source, ty)?
                } else {
                    if self.constant_index(*source) != Some(0) {
                        return fail("only fills with zero are supported");
                    }
                    let spv = self.module.spv_type(ty)?;
                    self.module.globals.null_constant(&spv)
                };
                self.store_through(&destination, ty, value)?;
                Ok(Value::Void)
            }
            Intrinsic::FloatClass => {
                let (Some(value), Some(mask)) = (arguments.first(), arguments.get(1)) else {
                    return fail("llvm.is.fpclass takes a value and a class mask");
                };
                let Some(mask) = self.constant_index(*mask) else {
                    return fail("llvm.is.fpclass needs a constant class mask");
                };
                let (value, ty) = self.plain_value(*value)?;
                Ok(Value::Id(self.float_class(value, &ty, &result_type, mask)?, result_type))
            }
            Intrinsic::Saturating(op) => {
                let (Some(left), Some(right)) = (arguments.first(), arguments.get(1)) else {
                    return fail("saturating arithmetic takes two values");
                };
                let (left, ty) = self.plain_value(*left)?;
                let (right, _) = self.plain_value(*right)?;
                let bools = SpvType::vector_or_scalar(SpvType::Bool, ty.lanes());
                let raw = self.emit(op, &ty, vec![Operand::IdRef(left), Operand::IdRef(right)]);
                // Subtraction: 0 when right > left; addition: all ones when
                // the sum wrapped below left.
                let (overflowed, limit) = if op == Op::ISub {
                    let below = self.emit(Op::UGreaterThan, &bools, vec![Operand::IdRef(right), Operand::IdRef(left)]);
                    (below, self.module.globals.null_constant(&ty))
                } else {
                    let wrapped = self.emit(Op::ULessThan, &bools, vec![Operand::IdRef(raw), Operand::IdRef(left)]);
                    let ones = self.module.globals.scalar_constant(ty.scalar(), u64::MAX);
                    (wrapped, self.module.globals.splat(&ty, ones))
                };
                let id = self.emit(
                    Op::Select,
                    &ty,
                    vec![Operand::IdRef(overflowed), Operand::IdRef(limit), Operand::IdRef(raw)],
                );
                Ok(Value::Id(id, ty))
            }
            Intrinsic::ThreeWayCompare { signed } => {
                let (Some(left), Some(right)) = (arguments.first(), arguments.get(1)) else {
                    return fail("a three-way comparison takes two values");
                };
                let (left, operand_type) = self.plain_value(*left)?;
                let (right, _) = self.plain_value(*right)?;
                let bools = SpvType::vector_or_scalar(SpvType::Bool, operand_type.lanes());
                let (less, greater) = if signed {
                    (Op::SLessThan, Op::SGreaterThan)
                } else {
                    (Op::ULessThan, Op::UGreaterThan)
                };
                let is_less = self.emit(less, &bools, vec![Operand::IdRef(left), Operand::IdRef(right)]);
                let is_greater = self.emit(greater, &bools, vec![Operand::IdRef(left), Operand::IdRef(right)]);
                let minus_one = self.module.globals.scalar_constant(result_type.scalar(), u64::MAX);
                let minus_one = self.module.globals.splat(&result_type, minus_one);
                let one = self.module.globals.scalar_constant(result_type.scalar(), 1);
                let one = self.module.globals.splat(&result_type, one);
                let zero = self.module.globals.null_constant(&result_type);
                let above = self.emit(
                    Op::Select,
                    &result_type,
                    vec![Operand::IdRef(is_greater), Operand::IdRef(one), Operand::IdRef(zero)],
                );
                let id = self.emit(
                    Op::Select,
                    &result_type,
                    vec![Operand::IdRef(is_less), Operand::IdRef(minus_one), Operand::IdRef(above)],
                );
                Ok(Value::Id(id, result_type))
            }
            Intrinsic::Saturate => {
                let (value, ty) = self.first_argument(arguments)?;
                let zero = self.module.globals.float_constant(ty.scalar(), 0.0);
                let zero = self.module.globals.splat(&ty, zero);
                let one = self.module.globals.float_constant(ty.scalar(), 1.0);
                let one = self.module.globals.splat(&ty, one);
                Ok(Value::Id(self.emit_glsl(GLOp::FClamp, &ty, &[value, zero, one]), ty))
            }
            Intrinsic::Dot => {
                let (left, ty) = self.first_argument(arguments)?;
                let (right, _) = self.plain_value(argument(arguments, 1)?)?;
                let op = if ty.lanes() == 1 { Op::FMul } else { Op::Dot };
                Ok(Value::Id(self.emit(op, &result_type, vec![Operand::IdRef(left), Operand::IdRef(right)]), result_type))
            }
            Intrinsic::Sign => {
                let (value, ty) = self.first_argument(arguments)?;
                let sign = if ty.is_float() {
                    let sign = self.emit_glsl(GLOp::FSign, &ty, &[value]);
                    self.emit(Op::ConvertFToS, &result_type, vec![Operand::IdRef(sign)])
                } else {
                    let sign = self.emit_glsl(GLOp::SSign, &ty, &[value]);
                    if ty.bits() == result_type.bits() {
                        sign
                    } else {
                        self.emit(Op::SConvert, &result_type, vec![Operand::IdRef(sign)])
                    }
                };
                Ok(Value::Id(sign, result_type))
            }
            Intrinsic::IsFinite => {
                let (value, ty) = self.first_argument(arguments)?;
                Ok(Value::Id(self.float_class(value, &ty, &result_type, 0x1f8)?, result_type))
            }
            Intrinsic::Barrier { sync, memory_scope, semantics } => {
                let memory_scope = self.module.globals.uint_constant(memory_scope);
                let semantics = self.module.globals.uint_constant(semantics);
                if sync {
                    let execution = self.module.globals.uint_constant(WORKGROUP);
                    self.emit_void(
                        Op::ControlBarrier,
                        vec![Operand::IdRef(execution), Operand::IdRef(memory_scope), Operand::IdRef(semantics)],
                    );
                } else {
                    self.emit_void(Op::MemoryBarrier, vec![Operand::IdRef(memory_scope), Operand::IdRef(semantics)]);
                }
                Ok(Value::Void)
            }
            Intrinsic::Wave(operation) => self.wave(operation, arguments, &result_type),
            Intrinsic::Discard => {
                if !self.module.version_at_least(1, 6) {
                    self.module.extension("SPV_EXT_demote_to_helper_invocation");
                }
                self.module.require(rspirv::spirv::Capability::DemoteToHelperInvocation);
                self.emit_void(Op::DemoteToHelperInvocation, Vec::new());
                Ok(Value::Void)
            }
            Intrinsic::Derivative(op) => {
                let (value, _) = self.first_argument(arguments)?;
                if op != Op::DPdx && op != Op::DPdy && op != Op::Fwidth {
                    self.module.require(rspirv::spirv::Capability::DerivativeControl);
                }
                Ok(Value::Id(self.emit(op, &result_type, vec![Operand::IdRef(value)]), result_type))
            }
            Intrinsic::Ignored => Ok(Value::Void),
        }
    }

    /// The first argument's id and type.
    fn first_argument(&mut self, arguments: &[IrOperand]) -> Result<(Word, SpvType)> {
        let Some(first) = arguments.first() else {
            return fail("the intrinsic takes an argument");
        };
        self.plain_value(*first)
    }

    /// A subgroup operation (HLSL's wave intrinsics) on the subgroup scope.
    fn wave(
        &mut self,
        operation: WaveOperation,
        arguments: &[IrOperand],
        result: &SpvType,
    ) -> Result<Value> {
        use rspirv::spirv::Capability as C;
        self.module.require(C::GroupNonUniform);
        let scope = self.module.globals.uint_constant(SUBGROUP);
        let ballot_type = SpvType::Vector(Box::new(SpvType::Int(32)), 4);
        let id = match operation {
            WaveOperation::Arithmetic {
                integer,
                float,
                boolean,
                scan,
            } => {
                let (value, ty) = self.first_argument(arguments)?;
                let op = if ty.is_bool() {
                    boolean
                } else if ty.is_float() {
                    float
                } else {
                    integer
                };
                let op = op.ok_or_else(|| {
                    Failure::new("this wave operation does not take this element type")
                })?;
                self.module.require(C::GroupNonUniformArithmetic);
                self.emit(
                    op,
                    result,
                    vec![
                        Operand::IdRef(scope),
                        Operand::GroupOperation(scan),
                        Operand::IdRef(value),
                    ],
                )
            }
            WaveOperation::Vote(op) => {
                let (value, _) = self.first_argument(arguments)?;
                self.module.require(C::GroupNonUniformVote);
                self.emit(
                    op,
                    result,
                    vec![Operand::IdRef(scope), Operand::IdRef(value)],
                )
            }
            WaveOperation::Ballot => {
                let (value, _) = self.first_argument(arguments)?;
                self.module.require(C::GroupNonUniformBallot);
                self.emit(
                    Op::GroupNonUniformBallot,
                    &ballot_type,
                    vec![Operand::IdRef(scope), Operand::IdRef(value)],
                )
            }
            WaveOperation::BallotCount(scan) => {
                let (value, _) = self.first_argument(arguments)?;
                self.module.require(C::GroupNonUniformBallot);
                let ballot = self.emit(
                    Op::GroupNonUniformBallot,
                    &ballot_type,
                    vec![Operand::IdRef(scope), Operand::IdRef(value)],
                );
                self.emit(
                    Op::GroupNonUniformBallotBitCount,
                    result,
                    vec![
                        Operand::IdRef(scope),
                        Operand::GroupOperation(scan),
                        Operand::IdRef(ballot),
                    ],
                )
            }
            WaveOperation::IsFirstLane => self.emit(
                Op::GroupNonUniformElect,
                result,
                vec![Operand::IdRef(scope)],
            ),
            WaveOperation::ReadLane => {
                let (value, _) = self.first_argument(arguments)?;
                let (lane, _) = self.plain_value(argument(arguments, 1)?)?;
                self.module.require(C::GroupNonUniformShuffle);
                self.emit(
                    Op::GroupNonUniformShuffle,
                    result,
                    vec![
                        Operand::IdRef(scope),
                        Operand::IdRef(value),
                        Operand::IdRef(lane),
                    ],
                )
            }
            WaveOperation::ReadFirst => {
                let (value, _) = self.first_argument(arguments)?;
                self.module.require(C::GroupNonUniformBallot);
                self.emit(
                    Op::GroupNonUniformBroadcastFirst,
                    result,
                    vec![Operand::IdRef(scope), Operand::IdRef(value)],
                )
            }
            WaveOperation::QuadBroadcast => {
                let (value, _) = self.first_argument(arguments)?;
                let (lane, _) = self.plain_value(argument(arguments, 1)?)?;
                self.module.require(C::GroupNonUniformQuad);
                self.emit(
                    Op::GroupNonUniformQuadBroadcast,
                    result,
                    vec![
                        Operand::IdRef(scope),
                        Operand::IdRef(value),
                        Operand::IdRef(lane),
                    ],
                )
            }
            WaveOperation::QuadSwap(direction) => {
                let (value, _) = self.first_argument(arguments)?;
                self.module.require(C::GroupNonUniformQuad);
                let direction = self.module.globals.uint_constant(direction);
                self.emit(
                    Op::GroupNonUniformQuadSwap,
                    result,
                    vec![
                        Operand::IdRef(scope),
                        Operand::IdRef(value),
                        Operand::IdRef(direction),
                    ],
                )
            }
        };
        Ok(Value::Id(id, result.clone()))
    }

    /// `OpBitCount` / `OpBitReverse` of 8-, 16- or 64-bit integers, which
    /// Vulkan allows on 32-bit integers only: narrow values widened to 32
    /// bits (a reversal shifted back down), 64-bit values as two 32-bit
    /// halves (counts added, reversed halves swapped).
    fn bits_not_32(&mut self, op: Op, value: Word, ty: &SpvType) -> Result<Word> {
        let lanes = ty.lanes();
        let wide = SpvType::vector_or_scalar(SpvType::Int(32), lanes);
        if ty.bits() < 32 {
            let widened = self.emit(Op::UConvert, &wide, vec![Operand::IdRef(value)]);
            let mut result = self.emit(op, &wide, vec![Operand::IdRef(widened)]);
            if op == Op::BitReverse {
                let shift = self
                    .module
                    .globals
                    .scalar_constant(&SpvType::Int(32), u64::from(32 - ty.bits()));
                let shift = self.module.globals.splat(&wide, shift);
                result = self.emit(
                    Op::ShiftRightLogical,
                    &wide,
                    vec![Operand::IdRef(result), Operand::IdRef(shift)],
                );
            }
            return Ok(self.emit(Op::UConvert, ty, vec![Operand::IdRef(result)]));
        }
        if ty.bits() != 64 {
            return fail("bit counts and reversals take 8-, 16-, 32- or 64-bit integers");
        }
        let thirty_two = self.module.globals.scalar_constant(ty.scalar(), 32);
        let thirty_two = self.module.globals.splat(ty, thirty_two);
        let high = self.emit(
            Op::ShiftRightLogical,
            ty,
            vec![Operand::IdRef(value), Operand::IdRef(thirty_two)],
        );
        let low = self.emit(Op::UConvert, &wide, vec![Operand::IdRef(value)]);
        let high = self.emit(Op::UConvert, &wide, vec![Operand::IdRef(high)]);
        let low_result = self.emit(op, &wide, vec![Operand::IdRef(low)]);
        let high_result = self.emit(op, &wide, vec![Operand::IdRef(high)]);
        let low_result = self.emit(Op::UConvert, ty, vec![Operand::IdRef(low_result)]);
        let high_result = self.emit(Op::UConvert, ty, vec![Operand::IdRef(high_result)]);
        Ok(if op == Op::BitCount {
            self.emit(
                Op::IAdd,
                ty,
                vec![Operand::IdRef(low_result), Operand::IdRef(high_result)],
            )
        } else {
            // The reversed low half becomes the high half.
            let moved = self.emit(
                Op::ShiftLeftLogical,
                ty,
                vec![Operand::IdRef(low_result), Operand::IdRef(thirty_two)],
            );
            self.emit(
                Op::BitwiseOr,
                ty,
                vec![Operand::IdRef(moved), Operand::IdRef(high_result)],
            )
        })
    }

    /// Whether `value` is in any class of `mask` (LLVM's `FPClassTest` bits:
    /// 0x3 NaN, 0x4/0x200 -/+infinity, 0x8/0x100 -/+normal, 0x10/0x80
    /// -/+subnormal, 0x20/0x40 -/+zero).
    fn float_class(
        &mut self,
        value: Word,
        ty: &SpvType,
        result: &SpvType,
        mask: u32,
    ) -> Result<Word> {
        const NAN: u32 = 0x3;
        const NEGATIVE_INFINITY: u32 = 0x4;
        const POSITIVE_INFINITY: u32 = 0x200;
        const FINITE: u32 = 0x3fc & !(NEGATIVE_INFINITY | POSITIVE_INFINITY);
        let everything = NAN | NEGATIVE_INFINITY | POSITIVE_INFINITY | FINITE;
        let mut terms = Vec::new();
        let mut covered = 0;
        if mask & NAN == NAN {
            terms.push(self.emit(Op::IsNan, result, vec![Operand::IdRef(value)]));
            covered |= NAN;
        }
        let infinities = mask & (NEGATIVE_INFINITY | POSITIVE_INFINITY);
        if infinities == NEGATIVE_INFINITY | POSITIVE_INFINITY {
            terms.push(self.emit(Op::IsInf, result, vec![Operand::IdRef(value)]));
            covered |= infinities;
        } else if infinities != 0 {
            let infinite = self.emit(Op::IsInf, result, vec![Operand::IdRef(value)]);
            let zero = self.module.globals.null_constant(ty);
            let compare = if infinities == POSITIVE_INFINITY {
                Op::FOrdGreaterThan
            } else {
                Op::FOrdLessThan
            };
            let signed = self.emit(
                compare,
                result,
                vec![Operand::IdRef(value), Operand::IdRef(zero)],
            );
            terms.push(self.emit(
                Op::LogicalAnd,
                result,
                vec![Operand::IdRef(infinite), Operand::IdRef(signed)],
            ));
            covered |= infinities;
        }
        if mask & FINITE == FINITE {
            // Neither NaN nor infinite.
            let nan = self.emit(Op::IsNan, result, vec![Operand::IdRef(value)]);
            let infinite = self.emit(Op::IsInf, result, vec![Operand::IdRef(value)]);
            let either = self.emit(
                Op::LogicalOr,
                result,
                vec![Operand::IdRef(nan), Operand::IdRef(infinite)],
            );
            terms.push(self.emit(Op::LogicalNot, result, vec![Operand::IdRef(either)]));
            covered |= FINITE;
        }
        if mask & everything != covered {
            return fail(format!(
                "llvm.is.fpclass with class mask {mask:#x} is not supported (NaN, infinities and finite values are)"
            ));
        }
        let Some((first, rest)) = terms.split_first() else {
            let lane = self.module.globals.scalar_constant(&SpvType::Bool, 0);
            return Ok(self.module.globals.splat(result, lane));
        };
        let mut any = *first;
        for term in rest {
            any = self.emit(
                Op::LogicalOr,
                result,
                vec![Operand::IdRef(any), Operand::IdRef(*term)],
            );
        }
        Ok(any)
    }

    /// The handle a `handlefrombinding(set, binding, range, index, name)`
    /// call creates.
    fn handle_from_binding(&mut self, result: TypeId, arguments: &[IrOperand]) -> Result<Handle> {
        let [set, binding, range, index, name] = arguments else {
            return fail(
                "handlefrombinding takes five arguments (set, binding, range, index, name)",
            );
        };
        let constant = |writer: &Self, operand: &IrOperand, what: &str| {
            writer.constant_index(*operand).ok_or_else(|| {
                Failure::new(format!(
                    "the {what} of a resource binding must be a constant"
                ))
            })
        };
        let set = constant(self, set, "descriptor set")?;
        let binding = constant(self, binding, "binding")?;
        let range = constant(self, range, "array size")?;
        let name = match name {
            IrOperand::Global(global) => self.global_string(*global),
            _ => String::new(),
        };
        let resource = resource_variable(self.module, result, set, binding, range, &name)?;
        self.module.note_use(self.function, resource.variable);
        let index = match self.constant_index(*index) {
            Some(0) if resource.array.is_none() => None,
            Some(_) if resource.array.is_none() => {
                return fail("a single resource is indexed with a non-zero index")
            }
            _ => {
                let (id, ty) = self.plain_value(*index)?;
                Some(self.as_index_width(id, &ty))
            }
        };
        Ok(Handle { resource, index })
    }

    /// The handle stored in global `global` by a `handlefrombinding` call
    /// whose arguments are constants (a cbuffer's handle global).
    pub fn static_handle(&mut self, global: GlobalId) -> Result<Handle> {
        let snapshot = self.module.snapshot;
        for function in &snapshot.functions {
            for instruction in &function.instructions {
                let InstKind::Store {
                    value: IrOperand::Instruction(stored),
                    pointer: IrOperand::Global(target),
                    ..
                } = &instruction.kind
                else {
                    continue;
                };
                if *target != global {
                    continue;
                }
                let created = &function.instructions[*stored as usize];
                let InstKind::Call {
                    callee: IrOperand::Function(callee),
                    arguments,
                } = &created.kind
                else {
                    continue;
                };
                if lookup(&snapshot.functions[*callee as usize].name)
                    != Some(Intrinsic::HandleFromBinding)
                {
                    continue;
                }
                if arguments.iter().any(|argument| {
                    matches!(argument, IrOperand::Instruction(_) | IrOperand::Argument(_))
                }) {
                    return fail("a cbuffer's binding must be constant");
                }
                return self.handle_from_binding(created.ty, arguments);
            }
        }
        fail(format!(
            "no handle is created for the cbuffer held in '@{}'",
            snapshot.globals[global as usize].name
        ))
    }

    /// The text of a global holding a C string.
    fn global_string(&self, global: GlobalId) -> String {
        let snapshot = self.module.snapshot;
        let Some(IrOperand::Constant(constant)) = snapshot.globals[global as usize].initializer
        else {
            return String::new();
        };
        let Constant::Aggregate { elements, .. } = snapshot.constant(constant) else {
            return String::new();
        };
        let bytes: Vec<u8> = elements
            .iter()
            .map_while(|element| match element {
                IrOperand::Constant(byte) => match snapshot.constant(*byte) {
                    Constant::Int { value, .. } if *value != 0 => Some(*value as u8),
                    _ => None,
                },
                _ => None,
            })
            .collect();
        String::from_utf8_lossy(&bytes).into_owned()
    }

    /// The number of elements of a storage buffer's runtime array:
    /// `OpArrayLength` of the block (through its descriptor array element),
    /// converted to the call's integer type.
    fn buffer_length(&mut self, handle: &Handle, result: TypeId) -> Result<Value> {
        let ResourceKind::Buffer { storage, contents } = handle.resource.kind.clone() else {
            return fail("getdimensions on an image or sampler reached the SPIR-V writer (texel-spirv lowers those)");
        };
        if !matches!(
            self.module.snapshot.ty(contents),
            IrTy::Array { count: 0, .. }
        ) {
            return fail("getdimensions on a buffer without a runtime array");
        }
        let mut block = handle.resource.variable;
        self.module.note_use(self.function, block);
        if let Some(index) = handle.index {
            let pointer_type = SpvType::Pointer(storage, Box::new(handle.resource.element.clone()));
            block = self.emit(
                Op::AccessChain,
                &pointer_type,
                vec![Operand::IdRef(block), Operand::IdRef(index)],
            );
        }
        let uint = SpvType::Int(32);
        let length = self.emit(
            Op::ArrayLength,
            &uint,
            vec![Operand::IdRef(block), Operand::LiteralBit32(0)],
        );
        let result_type = self.module.spv_type(result)?;
        let value = match &result_type {
            SpvType::Int(32) => length,
            SpvType::Int(_) => self.emit(Op::UConvert, &result_type, vec![Operand::IdRef(length)]),
            _ => return fail("getdimensions returns an integer"),
        };
        Ok(Value::Id(value, result_type))
    }

    /// The pointer `getpointer(handle, index)` returns.
    fn resource_pointer(
        &mut self,
        handle: Handle,
        index: Word,
        index_type: SpvType,
    ) -> Result<LogicalPointer> {
        match handle.resource.kind.clone() {
            ResourceKind::Buffer { storage, contents } => {
                let zero = self.module.globals.uint_constant(0);
                let mut prefix: Vec<Word> = handle.index.into_iter().collect();
                prefix.push(zero);
                let scale = match self.module.snapshot.ty(contents) {
                    IrTy::Array { element, .. } => self
                        .module
                        .snapshot
                        .layout(*element)
                        .map(|layout| layout.size)
                        .ok_or_else(|| Failure::new("a buffer element without a size"))?,
                    _ => self
                        .module
                        .snapshot
                        .layout(contents)
                        .map(|layout| layout.size)
                        .unwrap_or(0),
                };
                let mut pointer =
                    LogicalPointer::variable(handle.resource.variable, storage, contents, prefix);
                pointer.terms.push(Term {
                    id: index,
                    ty: index_type,
                    scale,
                });
                Ok(pointer)
            }
            ResourceKind::Image(_) => Ok(LogicalPointer {
                root: Root::Texel {
                    handle,
                    coordinate: index,
                },
                offset: 0,
                terms: Vec::new(),
            }),
            ResourceKind::Sampler => fail("getpointer on a sampler"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_longest_base_name_wins() {
        assert_eq!(
            lookup("llvm.spv.thread.id.in.group.i32"),
            Some(Intrinsic::BuiltIn(BuiltIn::LocalInvocationId, true))
        );
        assert_eq!(
            lookup("llvm.spv.thread.id.i32"),
            Some(Intrinsic::BuiltIn(BuiltIn::GlobalInvocationId, true))
        );
        assert_eq!(lookup("llvm.exp2.f32"), Some(Intrinsic::Glsl(GLOp::Exp2)));
        assert_eq!(lookup("llvm.exp.v4f32"), Some(Intrinsic::Glsl(GLOp::Exp)));
        assert_eq!(lookup("llvm.sinx"), None);
    }
}
