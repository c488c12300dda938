//! The DXIL operation table: one row per op texel emits — opcode, function
//! class, overloads, parameters after the opcode, result, shader-model gate —
//! the way LLVM's DXIL.td drives its op builder.
//!
//! Both the lowering (which builds calls from rows) and `texel-dxil-verify`
//! (which checks calls against rows) read this table; nobody else spells a DXIL
//! opcode or `dx.op.*` function name. It holds data only.

use crate::ir_type::ScalarType;

/// How every DXIL op function's name starts (`dx.op.sample.f32`).
pub const OP_FUNCTION_PREFIX: &str = "dx.op.";

/// The element types an op may be overloaded on (the `.f32` suffix).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Overload {
    F16,
    F32,
    I16,
    I32,
    F64,
    I64,
}

impl Overload {
    pub const ALL: [Overload; 6] = [
        Overload::F16,
        Overload::F32,
        Overload::I16,
        Overload::I32,
        Overload::F64,
        Overload::I64,
    ];

    /// The function-name suffix and the ResRet type suffix.
    pub fn suffix(self) -> &'static str {
        match self {
            Overload::F16 => "f16",
            Overload::F32 => "f32",
            Overload::I16 => "i16",
            Overload::I32 => "i32",
            Overload::F64 => "f64",
            Overload::I64 => "i64",
        }
    }

    pub fn is_integer(self) -> bool {
        matches!(self, Overload::I16 | Overload::I32 | Overload::I64)
    }

    /// The scalar type of the overload.
    pub fn scalar(self) -> ScalarType {
        match self {
            Overload::F16 => ScalarType::F16,
            Overload::F32 => ScalarType::F32,
            Overload::I16 => ScalarType::I16,
            Overload::I32 => ScalarType::I32,
            Overload::F64 => ScalarType::F64,
            Overload::I64 => ScalarType::I64,
        }
    }

    /// The overload of a scalar type (`None` for i1 and i8, which have none).
    pub fn of_scalar(scalar: ScalarType) -> Option<Overload> {
        Overload::ALL
            .into_iter()
            .find(|overload| overload.scalar() == scalar)
    }

    /// The overload of a typed resource's element (textures and typed
    /// buffers): 16- and 32-bit scalars only, since their ops have no
    /// 64-bit overloads.
    pub fn of_typed_element(scalar: ScalarType) -> Option<Overload> {
        Overload::of_scalar(scalar).filter(|overload| overload.byte_size() <= 4)
    }

    /// The overload whose suffix is `suffix` (`f32`).
    pub fn of_suffix(suffix: &str) -> Option<Overload> {
        Overload::ALL
            .into_iter()
            .find(|overload| overload.suffix() == suffix)
    }

    /// The size of one value in bytes (2, 4 or 8).
    pub fn byte_size(self) -> u32 {
        match self {
            Overload::F16 | Overload::I16 => 2,
            Overload::F32 | Overload::I32 => 4,
            Overload::F64 | Overload::I64 => 8,
        }
    }
}

/// A set of overloads, as a small bit set.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Overloads(u8);

impl Overloads {
    pub const NONE: Overloads = Overloads(0);
    pub const F32: Overloads = Overloads(1 << 1);
    pub const I32: Overloads = Overloads(1 << 3);
    pub const FLOAT: Overloads = Overloads(1 | 1 << 1);
    pub const INTEGER: Overloads = Overloads(1 << 2 | 1 << 3);
    pub const NUMERIC: Overloads = Overloads(0b1111);
    /// `f64` and `i64`.
    pub const SIXTY_FOUR_BIT: Overloads = Overloads(1 << 4 | 1 << 5);
    pub const F64: Overloads = Overloads(1 << 4);
    pub const I64: Overloads = Overloads(1 << 5);

    pub const fn union(self, other: Overloads) -> Overloads {
        Overloads(self.0 | other.0)
    }

    pub fn contains(self, overload: Overload) -> bool {
        self.0 & (1 << overload as u8) != 0
    }

    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    pub fn iter(self) -> impl Iterator<Item = Overload> {
        Overload::ALL.into_iter().filter(move |o| self.contains(*o))
    }
}

/// The type of one parameter after the opcode.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ParameterType {
    /// `%dx.types.Handle`.
    Handle,
    F32,
    I32,
    I8,
    I1,
    /// The overload type T (values of TextureStore / BufferStore / RawBufferStore).
    Overload,
    /// `%dx.types.ResBind`.
    ResBind,
    /// `%dx.types.ResourceProperties`.
    ResourceProperties,
}

/// What a parameter is, for diagnostics and for the verifier's undef rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ParameterRole {
    ResourceClass,
    RangeId,
    Index,
    NonUniform,
    Texture,
    Sampler,
    Coordinate(u8),
    Offset(u8),
    Clamp,
    Bias,
    Lod,
    GradientX(u8),
    GradientY(u8),
    CompareValue,
    MipOrSample,
    Value(u8),
    WriteMask,
    Channel,
    SampleIndex,
    Clamped,
    Component,
    Properties,
    Binding,
    Mip,
    BufferIndex,
    ElementOffset,
    /// RawBufferLoad's mask of the components to read.
    ReadMask,
    /// RawBufferLoad / RawBufferStore's alignment in bytes.
    Alignment,
    /// CBufferLoadLegacy's 16-byte row.
    Row,
    /// An operand of an arithmetic, bit or dot op (`a`, `b`, `c`, …).
    Argument(u8),
    /// A wave or quad op's operation kind (sum, product, min, max; and, or,
    /// xor; read across x, y, diagonal).
    OperationKind,
    /// A wave op's signedness (0 signed, 1 unsigned).
    Signedness,
    /// WaveReadLaneAt / QuadReadLaneAt's lane.
    Lane,
    /// Barrier's mode flags.
    BarrierMode,
    /// A wave op's condition (`i1`).
    Condition,
    /// An atomic op's kind (add, and, or, xor, min, max, umin, umax, exchange).
    AtomicOperation,
    /// AtomicCompareExchange's value to compare against.
    CompareWith,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Parameter {
    pub role: ParameterRole,
    pub ty: ParameterType,
    /// Must be a constant (immediate) operand.
    pub immediate: bool,
}

/// What an op returns.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ResultType {
    Void,
    Handle,
    /// `%dx.types.ResRet.<overload>`.
    ResRet,
    /// `%dx.types.Dimensions`.
    Dimensions,
    /// `%dx.types.SamplePos`.
    SamplePos,
    /// The overload scalar itself (`float` for CalculateLOD, `i32` for ThreadId).
    Overload,
    /// `%dx.types.CBufRet.<overload>`: one 16-byte row, `{T, T, T, T}` for
    /// 32-bit, `{T, T}` for 64-bit and `.8` `{T x 8}` for 16-bit overloads.
    CBufRet,
    /// `i32` whatever the overload (Countbits, FirstbitHi, WaveAllBitCount).
    I32,
    /// `i1` (IsNaN, WaveAnyTrue, WaveIsFirstLane).
    I1,
    /// `float` whatever the overload (LegacyF16ToF32).
    F32,
    /// `%dx.types.fouri32 = type { i32, i32, i32, i32 }` (WaveActiveBallot).
    FourI32,
}

/// One row of the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DxilOp {
    pub opcode: OpCode,
    /// DXIL's op name, e.g. `SampleLevel`.
    pub name: &'static str,
    /// The function class: calls go to `dx.op.<class>[.<overload>]`.
    pub class: &'static str,
    pub overloads: Overloads,
    /// Overloads that need shader model 6.3 (64-bit raw buffer accesses).
    pub overloads_from_sm_6_3: Overloads,
    /// Overloads that need shader model 6.7 (integer sampling).
    pub overloads_from_sm_6_7: Overloads,
    pub parameters: &'static [Parameter],
    pub result: ResultType,
    /// Minimum shader model minor version (major is always 6).
    pub min_shader_model_minor: u32,
    /// The stages the op is allowed in.
    pub stages: OpStages,
    /// The function attributes of the op's declaration, as DXIL.td gives them.
    pub attributes: OpAttributes,
}

/// Where an op may be used (DXIL.td's `stages`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum OpStages {
    /// Every stage.
    All,
    /// Ops that compute implicit derivatives: pixel shaders and libraries, and
    /// from SM 6.6 the thread-group stages (compute, mesh, amplification) with a
    /// quad-friendly thread group.
    Derivatives,
    /// The thread-group stages only (compute, mesh, amplification): thread ids.
    ThreadGroup,
}

/// The memory effect of an op's declaration (DXIL.td's `attributes`; every
/// op is also `nounwind`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum OpAttributes {
    /// `memory(none)`: reads nothing (handles, thread ids).
    ReadNone,
    /// `memory(read)`: reads resources (loads, samples, queries).
    ReadOnly,
    /// No memory attribute: writes resources (stores, atomics, barriers).
    Writes,
    /// No memory attribute: a wave or quad op, whose result depends on the
    /// other lanes (it must not be moved across control flow).
    Convergent,
}

impl DxilOp {
    pub fn number(&self) -> u32 {
        self.opcode as u32
    }

    /// Computes implicit derivatives (stage and thread-group rules apply).
    pub fn computes_derivatives(&self) -> bool {
        self.stages == OpStages::Derivatives
    }

    /// The callee name for an overload (`dx.op.sample.f32`), or without one
    /// for ops that have none (`dx.op.getDimensions`).
    pub fn function_name(&self, overload: Option<Overload>) -> String {
        match overload {
            Some(overload) if !self.overloads.is_empty() => {
                format!("{}.{}", self.class_name(), overload.suffix())
            }
            _ => self.class_name(),
        }
    }

    /// `dx.op.<class>`: the callee name without an overload suffix.
    pub fn class_name(&self) -> String {
        format!("{OP_FUNCTION_PREFIX}{}", self.class)
    }

    /// Every overload of the op, at any shader model.
    pub fn all_overloads(&self) -> Overloads {
        self.overloads
            .union(self.overloads_from_sm_6_3)
            .union(self.overloads_from_sm_6_7)
    }

    /// The shader model minor version from which `overload` is legal, `None`
    /// when the op never has it.
    pub fn overload_minimum_minor(&self, overload: Overload) -> Option<u32> {
        if self.overloads.contains(overload) {
            Some(0)
        } else if self.overloads_from_sm_6_3.contains(overload) {
            Some(3)
        } else if self.overloads_from_sm_6_7.contains(overload) {
            Some(7)
        } else {
            None
        }
    }

    /// Whether `overload` is legal at shader model 6.`minor`.
    pub fn allows_overload(&self, overload: Overload, shader_model_minor: u32) -> bool {
        self.overload_minimum_minor(overload)
            .is_some_and(|minimum| shader_model_minor >= minimum)
    }

    /// Index (after the opcode) of the first parameter with `role`.
    pub fn parameter_index(&self, role: ParameterRole) -> Option<usize> {
        self.parameters.iter().position(|p| p.role == role)
    }
}

// ---- parameter building blocks ---------------------------------------------

const fn p(role: ParameterRole, ty: ParameterType) -> Parameter {
    Parameter {
        role,
        ty,
        immediate: false,
    }
}

const fn immediate(role: ParameterRole, ty: ParameterType) -> Parameter {
    Parameter {
        role,
        ty,
        immediate: true,
    }
}

use ParameterRole as R;
use ParameterType as T;

const TEXTURE: Parameter = p(R::Texture, T::Handle);
const SAMPLER: Parameter = p(R::Sampler, T::Handle);
const C0: Parameter = p(R::Coordinate(0), T::F32);
const C1: Parameter = p(R::Coordinate(1), T::F32);
const C2: Parameter = p(R::Coordinate(2), T::F32);
const C3: Parameter = p(R::Coordinate(3), T::F32);
const O0: Parameter = p(R::Offset(0), T::I32);
const O1: Parameter = p(R::Offset(1), T::I32);
const O2: Parameter = p(R::Offset(2), T::I32);
const CLAMP: Parameter = p(R::Clamp, T::F32);
const CMP: Parameter = p(R::CompareValue, T::F32);

const SAMPLE: &[Parameter] = &[TEXTURE, SAMPLER, C0, C1, C2, C3, O0, O1, O2, CLAMP];
const SAMPLE_BIAS: &[Parameter] = &[
    TEXTURE,
    SAMPLER,
    C0,
    C1,
    C2,
    C3,
    O0,
    O1,
    O2,
    p(R::Bias, T::F32),
    CLAMP,
];
const SAMPLE_LEVEL: &[Parameter] = &[
    TEXTURE,
    SAMPLER,
    C0,
    C1,
    C2,
    C3,
    O0,
    O1,
    O2,
    p(R::Lod, T::F32),
];
const SAMPLE_GRAD: &[Parameter] = &[
    TEXTURE,
    SAMPLER,
    C0,
    C1,
    C2,
    C3,
    O0,
    O1,
    O2,
    p(R::GradientX(0), T::F32),
    p(R::GradientX(1), T::F32),
    p(R::GradientX(2), T::F32),
    p(R::GradientY(0), T::F32),
    p(R::GradientY(1), T::F32),
    p(R::GradientY(2), T::F32),
    CLAMP,
];
const SAMPLE_CMP: &[Parameter] = &[TEXTURE, SAMPLER, C0, C1, C2, C3, O0, O1, O2, CMP, CLAMP];
const SAMPLE_CMP_LEVEL_ZERO: &[Parameter] = &[TEXTURE, SAMPLER, C0, C1, C2, C3, O0, O1, O2, CMP];
const SAMPLE_CMP_LEVEL: &[Parameter] = &[
    TEXTURE,
    SAMPLER,
    C0,
    C1,
    C2,
    C3,
    O0,
    O1,
    O2,
    CMP,
    p(R::Lod, T::F32),
];
const TEXTURE_LOAD: &[Parameter] = &[
    TEXTURE,
    p(R::MipOrSample, T::I32),
    p(R::Coordinate(0), T::I32),
    p(R::Coordinate(1), T::I32),
    p(R::Coordinate(2), T::I32),
    O0,
    O1,
    O2,
];
const TEXTURE_STORE: &[Parameter] = &[
    TEXTURE,
    p(R::Coordinate(0), T::I32),
    p(R::Coordinate(1), T::I32),
    p(R::Coordinate(2), T::I32),
    p(R::Value(0), T::Overload),
    p(R::Value(1), T::Overload),
    p(R::Value(2), T::Overload),
    p(R::Value(3), T::Overload),
    immediate(R::WriteMask, T::I8),
];
const BUFFER_LOAD: &[Parameter] = &[
    TEXTURE,
    p(R::BufferIndex, T::I32),
    p(R::ElementOffset, T::I32),
];
const BUFFER_STORE: &[Parameter] = &[
    TEXTURE,
    p(R::BufferIndex, T::I32),
    p(R::ElementOffset, T::I32),
    p(R::Value(0), T::Overload),
    p(R::Value(1), T::Overload),
    p(R::Value(2), T::Overload),
    p(R::Value(3), T::Overload),
    immediate(R::WriteMask, T::I8),
];
const GET_DIMENSIONS: &[Parameter] = &[TEXTURE, p(R::Mip, T::I32)];
const TEXTURE_GATHER: &[Parameter] = &[
    TEXTURE,
    SAMPLER,
    C0,
    C1,
    C2,
    C3,
    O0,
    O1,
    immediate(R::Channel, T::I32),
];
const TEXTURE_GATHER_CMP: &[Parameter] = &[
    TEXTURE,
    SAMPLER,
    C0,
    C1,
    C2,
    C3,
    O0,
    O1,
    immediate(R::Channel, T::I32),
    CMP,
];
const SAMPLE_POSITION: &[Parameter] = &[TEXTURE, p(R::SampleIndex, T::I32)];
const CALCULATE_LOD: &[Parameter] = &[TEXTURE, SAMPLER, C0, C1, C2, immediate(R::Clamped, T::I1)];
const THREAD_COMPONENT: &[Parameter] = &[immediate(R::Component, T::I32)];
const CREATE_HANDLE: &[Parameter] = &[
    immediate(R::ResourceClass, T::I8),
    immediate(R::RangeId, T::I32),
    p(R::Index, T::I32),
    immediate(R::NonUniform, T::I1),
];
const ANNOTATE_HANDLE: &[Parameter] = &[TEXTURE, immediate(R::Properties, T::ResourceProperties)];
const RAW_BUFFER_LOAD: &[Parameter] = &[
    TEXTURE,
    p(R::BufferIndex, T::I32),
    p(R::ElementOffset, T::I32),
    immediate(R::ReadMask, T::I8),
    immediate(R::Alignment, T::I32),
];
const RAW_BUFFER_STORE: &[Parameter] = &[
    TEXTURE,
    p(R::BufferIndex, T::I32),
    p(R::ElementOffset, T::I32),
    p(R::Value(0), T::Overload),
    p(R::Value(1), T::Overload),
    p(R::Value(2), T::Overload),
    p(R::Value(3), T::Overload),
    immediate(R::WriteMask, T::I8),
    immediate(R::Alignment, T::I32),
];
const CBUFFER_LOAD_LEGACY: &[Parameter] = &[TEXTURE, p(R::Row, T::I32)];
const CREATE_HANDLE_FROM_BINDING: &[Parameter] = &[
    immediate(R::Binding, T::ResBind),
    p(R::Index, T::I32),
    immediate(R::NonUniform, T::I1),
];

const fn argument(index: u8) -> Parameter {
    p(R::Argument(index), T::Overload)
}
const UNARY: &[Parameter] = &[argument(0)];
const BINARY: &[Parameter] = &[argument(0), argument(1)];
const TERTIARY: &[Parameter] = &[argument(0), argument(1), argument(2)];
const DOT2: &[Parameter] = &[argument(0), argument(1), argument(2), argument(3)];
const DOT3: &[Parameter] = &[
    argument(0),
    argument(1),
    argument(2),
    argument(3),
    argument(4),
    argument(5),
];
const DOT4: &[Parameter] = &[
    argument(0),
    argument(1),
    argument(2),
    argument(3),
    argument(4),
    argument(5),
    argument(6),
    argument(7),
];
/// Dot4AddI8Packed / Dot4AddU8Packed: accumulator, packed a, packed b.
const DOT4_ADD_PACKED: &[Parameter] = &[argument(0), argument(1), argument(2)];
const BARRIER: &[Parameter] = &[immediate(R::BarrierMode, T::I32)];
const WAVE_CONDITION: &[Parameter] = &[p(R::Condition, T::I1)];
const WAVE_VALUE: &[Parameter] = &[argument(0)];
const WAVE_READ_LANE_AT: &[Parameter] = &[argument(0), p(R::Lane, T::I32)];
const WAVE_ACTIVE_OP: &[Parameter] = &[
    argument(0),
    immediate(R::OperationKind, T::I8),
    immediate(R::Signedness, T::I8),
];
const WAVE_ACTIVE_BIT: &[Parameter] = &[argument(0), immediate(R::OperationKind, T::I8)];
const LEGACY_F32_TO_F16: &[Parameter] = &[p(R::Argument(0), T::F32)];
const LEGACY_F16_TO_F32: &[Parameter] = &[p(R::Argument(0), T::I32)];
const QUAD_OP: &[Parameter] = &[argument(0), immediate(R::OperationKind, T::I8)];
/// AtomicBinOp's operation immediate (DXIL's AtomicBinOpCode).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AtomicOperation {
    Add = 0,
    And = 1,
    Or = 2,
    Xor = 3,
    SignedMin = 4,
    SignedMax = 5,
    UnsignedMin = 6,
    UnsignedMax = 7,
    Exchange = 8,
}

/// AtomicBinOp: handle, operation, coordinates 0-2, new value.
const ATOMIC_BIN_OP: &[Parameter] = &[
    TEXTURE,
    immediate(R::AtomicOperation, T::I32),
    p(R::Coordinate(0), T::I32),
    p(R::Coordinate(1), T::I32),
    p(R::Coordinate(2), T::I32),
    p(R::Value(0), T::Overload),
];
/// AtomicCompareExchange: handle, coordinates 0-2, compare value, new value.
const ATOMIC_COMPARE_EXCHANGE: &[Parameter] = &[
    TEXTURE,
    p(R::Coordinate(0), T::I32),
    p(R::Coordinate(1), T::I32),
    p(R::Coordinate(2), T::I32),
    p(R::CompareWith, T::Overload),
    p(R::Value(0), T::Overload),
];

const NO: Overloads = Overloads::NONE;
const F32: Overloads = Overloads::F32;
const I32: Overloads = Overloads::I32;
const FLOAT: Overloads = Overloads::FLOAT;
const INTEGER: Overloads = Overloads::INTEGER;
const NUMERIC: Overloads = Overloads::NUMERIC;
const SIXTY_FOUR_BIT: Overloads = Overloads::SIXTY_FOUR_BIT;
/// CBufferLoadLegacy: every 16-, 32- and 64-bit scalar (DXIL 1.0).
const CBUFFER: Overloads = NUMERIC.union(SIXTY_FOUR_BIT);
const NO_PARAMETERS: &[Parameter] = &[];
/// half and float (most float math).
const HALF_FLOAT: Overloads = FLOAT;
/// half, float and double (FAbs, Saturate, FMax, FMin, FMad).
const ANY_FLOAT: Overloads = FLOAT.union(Overloads::F64);
/// i16, i32 and i64 (integer min/max, bit ops, IMad).
const ANY_INT: Overloads = INTEGER.union(Overloads::I64);
const DOUBLE: Overloads = Overloads::F64;
/// Wave values: every float and integer overload texel knows.
const WAVE: Overloads = ANY_FLOAT.union(ANY_INT);
/// Atomics: i32 (i64 from SM 6.6, which texel does not emit).
const ATOMIC: Overloads = I32;

/// The op table, one row per op texel emits, in opcode order, handed to `$m`.
/// Columns: variant = opcode, DXIL name, function class, overloads, overloads
/// from SM 6.3, overloads from SM 6.7, parameters after the opcode, result,
/// minimum SM 6.x, stages, attributes. Every consumer is an exhaustive `match`
/// generated from the rows, so a new `OpCode` cannot lack a row.
macro_rules! for_each_dxil_op {
    ($m:ident) => {
        $m! {
            FAbs = 6, "FAbs", "unary", ANY_FLOAT, NO, NO, UNARY, Overload, 0, All, ReadNone;
            Saturate = 7, "Saturate", "unary", ANY_FLOAT, NO, NO, UNARY, Overload, 0, All, ReadNone;
            IsNaN = 8, "IsNaN", "isSpecialFloat", HALF_FLOAT, NO, NO, UNARY, I1, 0, All, ReadNone;
            IsInf = 9, "IsInf", "isSpecialFloat", HALF_FLOAT, NO, NO, UNARY, I1, 0, All, ReadNone;
            IsFinite = 10, "IsFinite", "isSpecialFloat", HALF_FLOAT, NO, NO, UNARY, I1, 0, All, ReadNone;
            Cos = 12, "Cos", "unary", HALF_FLOAT, NO, NO, UNARY, Overload, 0, All, ReadNone;
            Sin = 13, "Sin", "unary", HALF_FLOAT, NO, NO, UNARY, Overload, 0, All, ReadNone;
            Tan = 14, "Tan", "unary", HALF_FLOAT, NO, NO, UNARY, Overload, 0, All, ReadNone;
            Acos = 15, "Acos", "unary", HALF_FLOAT, NO, NO, UNARY, Overload, 0, All, ReadNone;
            Asin = 16, "Asin", "unary", HALF_FLOAT, NO, NO, UNARY, Overload, 0, All, ReadNone;
            Atan = 17, "Atan", "unary", HALF_FLOAT, NO, NO, UNARY, Overload, 0, All, ReadNone;
            Hcos = 18, "Hcos", "unary", HALF_FLOAT, NO, NO, UNARY, Overload, 0, All, ReadNone;
            Hsin = 19, "Hsin", "unary", HALF_FLOAT, NO, NO, UNARY, Overload, 0, All, ReadNone;
            Htan = 20, "Htan", "unary", HALF_FLOAT, NO, NO, UNARY, Overload, 0, All, ReadNone;
            Exp = 21, "Exp", "unary", HALF_FLOAT, NO, NO, UNARY, Overload, 0, All, ReadNone;
            Frc = 22, "Frc", "unary", HALF_FLOAT, NO, NO, UNARY, Overload, 0, All, ReadNone;
            Log = 23, "Log", "unary", HALF_FLOAT, NO, NO, UNARY, Overload, 0, All, ReadNone;
            Sqrt = 24, "Sqrt", "unary", HALF_FLOAT, NO, NO, UNARY, Overload, 0, All, ReadNone;
            Rsqrt = 25, "Rsqrt", "unary", HALF_FLOAT, NO, NO, UNARY, Overload, 0, All, ReadNone;
            RoundNe = 26, "Round_ne", "unary", HALF_FLOAT, NO, NO, UNARY, Overload, 0, All, ReadNone;
            RoundNi = 27, "Round_ni", "unary", HALF_FLOAT, NO, NO, UNARY, Overload, 0, All, ReadNone;
            RoundPi = 28, "Round_pi", "unary", HALF_FLOAT, NO, NO, UNARY, Overload, 0, All, ReadNone;
            RoundZ = 29, "Round_z", "unary", HALF_FLOAT, NO, NO, UNARY, Overload, 0, All, ReadNone;
            Bfrev = 30, "Bfrev", "unary", ANY_INT, NO, NO, UNARY, Overload, 0, All, ReadNone;
            Countbits = 31, "Countbits", "unaryBits", ANY_INT, NO, NO, UNARY, I32, 0, All, ReadNone;
            FirstbitLo = 32, "FirstbitLo", "unaryBits", ANY_INT, NO, NO, UNARY, I32, 0, All, ReadNone;
            FirstbitHi = 33, "FirstbitHi", "unaryBits", ANY_INT, NO, NO, UNARY, I32, 0, All, ReadNone;
            FirstbitSHi = 34, "FirstbitSHi", "unaryBits", ANY_INT, NO, NO, UNARY, I32, 0, All, ReadNone;
            FMax = 35, "FMax", "binary", ANY_FLOAT, NO, NO, BINARY, Overload, 0, All, ReadNone;
            FMin = 36, "FMin", "binary", ANY_FLOAT, NO, NO, BINARY, Overload, 0, All, ReadNone;
            IMax = 37, "IMax", "binary", ANY_INT, NO, NO, BINARY, Overload, 0, All, ReadNone;
            IMin = 38, "IMin", "binary", ANY_INT, NO, NO, BINARY, Overload, 0, All, ReadNone;
            UMax = 39, "UMax", "binary", ANY_INT, NO, NO, BINARY, Overload, 0, All, ReadNone;
            UMin = 40, "UMin", "binary", ANY_INT, NO, NO, BINARY, Overload, 0, All, ReadNone;
            FMad = 46, "FMad", "tertiary", ANY_FLOAT, NO, NO, TERTIARY, Overload, 0, All, ReadNone;
            Fma = 47, "Fma", "tertiary", DOUBLE, NO, NO, TERTIARY, Overload, 0, All, ReadNone;
            IMad = 48, "IMad", "tertiary", ANY_INT, NO, NO, TERTIARY, Overload, 0, All, ReadNone;
            UMad = 49, "UMad", "tertiary", ANY_INT, NO, NO, TERTIARY, Overload, 0, All, ReadNone;
            Dot2 = 54, "Dot2", "dot2", HALF_FLOAT, NO, NO, DOT2, Overload, 0, All, ReadNone;
            Dot3 = 55, "Dot3", "dot3", HALF_FLOAT, NO, NO, DOT3, Overload, 0, All, ReadNone;
            Dot4 = 56, "Dot4", "dot4", HALF_FLOAT, NO, NO, DOT4, Overload, 0, All, ReadNone;
            CreateHandle = 57, "CreateHandle", "createHandle", NO, NO, NO, CREATE_HANDLE, Handle, 0, All, ReadOnly;
            CBufferLoadLegacy = 59, "CBufferLoadLegacy", "cbufferLoadLegacy", CBUFFER, NO, NO, CBUFFER_LOAD_LEGACY, CBufRet, 0, All, ReadOnly;
            Sample = 60, "Sample", "sample", FLOAT, NO, INTEGER, SAMPLE, ResRet, 0, Derivatives, ReadOnly;
            SampleBias = 61, "SampleBias", "sampleBias", FLOAT, NO, INTEGER, SAMPLE_BIAS, ResRet, 0, Derivatives, ReadOnly;
            SampleLevel = 62, "SampleLevel", "sampleLevel", FLOAT, NO, INTEGER, SAMPLE_LEVEL, ResRet, 0, All, ReadOnly;
            SampleGrad = 63, "SampleGrad", "sampleGrad", FLOAT, NO, INTEGER, SAMPLE_GRAD, ResRet, 0, All, ReadOnly;
            SampleCmp = 64, "SampleCmp", "sampleCmp", FLOAT, NO, NO, SAMPLE_CMP, ResRet, 0, Derivatives, ReadOnly;
            SampleCmpLevelZero = 65, "SampleCmpLevelZero", "sampleCmpLevelZero", FLOAT, NO, NO, SAMPLE_CMP_LEVEL_ZERO, ResRet, 0, All, ReadOnly;
            TextureLoad = 66, "TextureLoad", "textureLoad", NUMERIC, NO, NO, TEXTURE_LOAD, ResRet, 0, All, ReadOnly;
            TextureStore = 67, "TextureStore", "textureStore", NUMERIC, NO, NO, TEXTURE_STORE, Void, 0, All, Writes;
            BufferLoad = 68, "BufferLoad", "bufferLoad", NUMERIC, NO, NO, BUFFER_LOAD, ResRet, 0, All, ReadOnly;
            BufferStore = 69, "BufferStore", "bufferStore", NUMERIC, NO, NO, BUFFER_STORE, Void, 0, All, Writes;
            GetDimensions = 72, "GetDimensions", "getDimensions", NO, NO, NO, GET_DIMENSIONS, Dimensions, 0, All, ReadOnly;
            TextureGather = 73, "TextureGather", "textureGather", NUMERIC, NO, NO, TEXTURE_GATHER, ResRet, 0, All, ReadOnly;
            TextureGatherCmp = 74, "TextureGatherCmp", "textureGatherCmp", NUMERIC, NO, NO, TEXTURE_GATHER_CMP, ResRet, 0, All, ReadOnly;
            Texture2DMSGetSamplePosition = 75, "Texture2DMSGetSamplePosition", "texture2DMSGetSamplePosition", NO, NO, NO, SAMPLE_POSITION, SamplePos, 0, All, ReadOnly;
            AtomicBinOp = 78, "AtomicBinOp", "atomicBinOp", ATOMIC, NO, NO, ATOMIC_BIN_OP, Overload, 0, All, Writes;
            AtomicCompareExchange = 79, "AtomicCompareExchange", "atomicCompareExchange", ATOMIC, NO, NO, ATOMIC_COMPARE_EXCHANGE, Overload, 0, All, Writes;
            Barrier = 80, "Barrier", "barrier", NO, NO, NO, BARRIER, Void, 0, ThreadGroup, Writes;
            CalculateLod = 81, "CalculateLOD", "calculateLOD", F32, NO, NO, CALCULATE_LOD, Overload, 0, Derivatives, ReadOnly;
            ThreadId = 93, "ThreadId", "threadId", I32, NO, NO, THREAD_COMPONENT, Overload, 0, ThreadGroup, ReadNone;
            GroupId = 94, "GroupId", "groupId", I32, NO, NO, THREAD_COMPONENT, Overload, 0, ThreadGroup, ReadNone;
            ThreadIdInGroup = 95, "ThreadIdInGroup", "threadIdInGroup", I32, NO, NO, THREAD_COMPONENT, Overload, 0, ThreadGroup, ReadNone;
            FlattenedThreadIdInGroup = 96, "FlattenedThreadIdInGroup", "flattenedThreadIdInGroup", I32, NO, NO, NO_PARAMETERS, Overload, 0, ThreadGroup, ReadNone;
            WaveIsFirstLane = 110, "WaveIsFirstLane", "waveIsFirstLane", NO, NO, NO, NO_PARAMETERS, I1, 0, All, Convergent;
            WaveGetLaneIndex = 111, "WaveGetLaneIndex", "waveGetLaneIndex", NO, NO, NO, NO_PARAMETERS, I32, 0, All, Convergent;
            WaveGetLaneCount = 112, "WaveGetLaneCount", "waveGetLaneCount", NO, NO, NO, NO_PARAMETERS, I32, 0, All, Convergent;
            WaveAnyTrue = 113, "WaveAnyTrue", "waveAnyTrue", NO, NO, NO, WAVE_CONDITION, I1, 0, All, Convergent;
            WaveAllTrue = 114, "WaveAllTrue", "waveAllTrue", NO, NO, NO, WAVE_CONDITION, I1, 0, All, Convergent;
            WaveActiveAllEqual = 115, "WaveActiveAllEqual", "waveActiveAllEqual", WAVE, NO, NO, WAVE_VALUE, I1, 0, All, Convergent;
            WaveActiveBallot = 116, "WaveActiveBallot", "waveActiveBallot", NO, NO, NO, WAVE_CONDITION, FourI32, 0, All, Convergent;
            WaveReadLaneAt = 117, "WaveReadLaneAt", "waveReadLaneAt", WAVE, NO, NO, WAVE_READ_LANE_AT, Overload, 0, All, Convergent;
            WaveReadLaneFirst = 118, "WaveReadLaneFirst", "waveReadLaneFirst", WAVE, NO, NO, WAVE_VALUE, Overload, 0, All, Convergent;
            WaveActiveOp = 119, "WaveActiveOp", "waveActiveOp", WAVE, NO, NO, WAVE_ACTIVE_OP, Overload, 0, All, Convergent;
            WaveActiveBit = 120, "WaveActiveBit", "waveActiveBit", ANY_INT, NO, NO, WAVE_ACTIVE_BIT, Overload, 0, All, Convergent;
            WavePrefixOp = 121, "WavePrefixOp", "wavePrefixOp", WAVE, NO, NO, WAVE_ACTIVE_OP, Overload, 0, All, Convergent;
            QuadReadLaneAt = 122, "QuadReadLaneAt", "quadReadLaneAt", WAVE, NO, NO, WAVE_READ_LANE_AT, Overload, 0, All, Convergent;
            QuadOp = 123, "QuadOp", "quadOp", WAVE, NO, NO, QUAD_OP, Overload, 0, All, Convergent;
            LegacyF32ToF16 = 130, "LegacyF32ToF16", "legacyF32ToF16", NO, NO, NO, LEGACY_F32_TO_F16, I32, 0, All, ReadNone;
            LegacyF16ToF32 = 131, "LegacyF16ToF32", "legacyF16ToF32", NO, NO, NO, LEGACY_F16_TO_F32, F32, 0, All, ReadNone;
            WaveAllBitCount = 135, "WaveAllBitCount", "waveAllOp", NO, NO, NO, WAVE_CONDITION, I32, 0, All, Convergent;
            WavePrefixBitCount = 136, "WavePrefixBitCount", "wavePrefixOp", NO, NO, NO, WAVE_CONDITION, I32, 0, All, Convergent;
            RawBufferLoad = 139, "RawBufferLoad", "rawBufferLoad", NUMERIC, SIXTY_FOUR_BIT, NO, RAW_BUFFER_LOAD, ResRet, 2, All, ReadOnly;
            RawBufferStore = 140, "RawBufferStore", "rawBufferStore", NUMERIC, SIXTY_FOUR_BIT, NO, RAW_BUFFER_STORE, Void, 2, All, Writes;
            Dot4AddI8Packed = 163, "Dot4AddI8Packed", "dot4AddPacked", I32, NO, NO, DOT4_ADD_PACKED, Overload, 4, All, ReadNone;
            Dot4AddU8Packed = 164, "Dot4AddU8Packed", "dot4AddPacked", I32, NO, NO, DOT4_ADD_PACKED, Overload, 4, All, ReadNone;
            AnnotateHandle = 216, "AnnotateHandle", "annotateHandle", NO, NO, NO, ANNOTATE_HANDLE, Handle, 6, All, ReadNone;
            CreateHandleFromBinding = 217, "CreateHandleFromBinding", "createHandleFromBinding", NO, NO, NO, CREATE_HANDLE_FROM_BINDING, Handle, 6, All, ReadNone;
            SampleCmpLevel = 224, "SampleCmpLevel", "sampleCmpLevel", FLOAT, NO, NO, SAMPLE_CMP_LEVEL, ResRet, 7, All, ReadOnly;
        }
    };
}

macro_rules! dxil_row {
    ($code:ident, $name:literal, $class:literal, $overloads:expr, $sm63:expr, $sm67:expr,
     $parameters:expr, $result:ident, $minor:literal, $stages:ident, $attributes:ident) => {
        DxilOp {
            opcode: OpCode::$code,
            name: $name,
            class: $class,
            overloads: $overloads,
            overloads_from_sm_6_3: $sm63,
            overloads_from_sm_6_7: $sm67,
            parameters: $parameters,
            result: ResultType::$result,
            min_shader_model_minor: $minor,
            stages: OpStages::$stages,
            attributes: OpAttributes::$attributes,
        }
    };
}

macro_rules! declare_dxil_ops {
    ($($code:ident = $number:literal, $name:literal, $class:literal, $overloads:expr, $sm63:expr,
       $sm67:expr, $parameters:expr, $result:ident, $minor:literal, $stages:ident,
       $attributes:ident;)*) => {
        /// Which of the texel-known ops a row is; the value is the DXIL opcode.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum OpCode {
            $($code = $number,)*
        }

        /// Every op texel emits, in opcode order.
        pub static DXIL_OPS: &[DxilOp] = &[$(dxil_row!($code, $name, $class, $overloads, $sm63,
            $sm67, $parameters, $result, $minor, $stages, $attributes),)*];

        impl OpCode {
            /// The op's row.
            pub fn row(self) -> &'static DxilOp {
                match self {
                    $(OpCode::$code => {
                        const ROW: DxilOp = dxil_row!($code, $name, $class, $overloads, $sm63,
                            $sm67, $parameters, $result, $minor, $stages, $attributes);
                        &ROW
                    })*
                }
            }

            /// The opcode of a DXIL op number texel knows.
            pub fn from_number(number: u32) -> Option<OpCode> {
                match number {
                    $($number => Some(OpCode::$code),)*
                    _ => None,
                }
            }
        }
    };
}

for_each_dxil_op!(declare_dxil_ops);

/// The row of an opcode.
pub fn dxil_op(opcode: OpCode) -> &'static DxilOp {
    opcode.row()
}

/// The row of an opcode number, for the verifier.
pub fn dxil_op_by_number(number: u32) -> Option<&'static DxilOp> {
    OpCode::from_number(number).map(dxil_op)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rows_are_in_opcode_order_and_unique() {
        for pair in DXIL_OPS.windows(2) {
            assert!(pair[0].number() < pair[1].number(), "{}", pair[1].name);
        }
        for op in DXIL_OPS {
            assert_eq!(dxil_op(op.opcode), op);
            assert_eq!(OpCode::from_number(op.number()), Some(op.opcode));
        }
        assert_eq!(OpCode::from_number(58), None);
    }

    #[test]
    fn stages_and_attributes_follow_dxil_td() {
        let derivatives: Vec<&str> = DXIL_OPS
            .iter()
            .filter(|op| op.computes_derivatives())
            .map(|op| op.name)
            .collect();
        assert_eq!(
            derivatives,
            ["Sample", "SampleBias", "SampleCmp", "CalculateLOD"]
        );
        for op in DXIL_OPS {
            let writes = matches!(op.result, ResultType::Void)
                || matches!(
                    op.opcode,
                    OpCode::AtomicBinOp | OpCode::AtomicCompareExchange
                );
            assert_eq!(op.attributes == OpAttributes::Writes, writes, "{}", op.name);
        }
        assert_eq!(dxil_op(OpCode::ThreadId).stages, OpStages::ThreadGroup);
        assert_eq!(
            dxil_op(OpCode::AnnotateHandle).attributes,
            OpAttributes::ReadNone
        );
        assert_eq!(
            dxil_op(OpCode::CreateHandle).attributes,
            OpAttributes::ReadOnly
        );
    }

    #[test]
    fn numbers_match_the_dxil_specification() {
        let expected = [
            ("FAbs", 6),
            ("Saturate", 7),
            ("IsNaN", 8),
            ("IsInf", 9),
            ("IsFinite", 10),
            ("Cos", 12),
            ("Sin", 13),
            ("Tan", 14),
            ("Acos", 15),
            ("Asin", 16),
            ("Atan", 17),
            ("Hcos", 18),
            ("Hsin", 19),
            ("Htan", 20),
            ("Exp", 21),
            ("Frc", 22),
            ("Log", 23),
            ("Sqrt", 24),
            ("Rsqrt", 25),
            ("Round_ne", 26),
            ("Round_ni", 27),
            ("Round_pi", 28),
            ("Round_z", 29),
            ("Bfrev", 30),
            ("Countbits", 31),
            ("FirstbitLo", 32),
            ("FirstbitHi", 33),
            ("FirstbitSHi", 34),
            ("FMax", 35),
            ("FMin", 36),
            ("IMax", 37),
            ("IMin", 38),
            ("UMax", 39),
            ("UMin", 40),
            ("FMad", 46),
            ("Fma", 47),
            ("IMad", 48),
            ("UMad", 49),
            ("Dot2", 54),
            ("Dot3", 55),
            ("Dot4", 56),
            ("CreateHandle", 57),
            ("CBufferLoadLegacy", 59),
            ("Sample", 60),
            ("SampleBias", 61),
            ("SampleLevel", 62),
            ("SampleGrad", 63),
            ("SampleCmp", 64),
            ("SampleCmpLevelZero", 65),
            ("TextureLoad", 66),
            ("TextureStore", 67),
            ("BufferLoad", 68),
            ("BufferStore", 69),
            ("GetDimensions", 72),
            ("TextureGather", 73),
            ("TextureGatherCmp", 74),
            ("Texture2DMSGetSamplePosition", 75),
            ("AtomicBinOp", 78),
            ("AtomicCompareExchange", 79),
            ("Barrier", 80),
            ("CalculateLOD", 81),
            ("ThreadId", 93),
            ("GroupId", 94),
            ("ThreadIdInGroup", 95),
            ("FlattenedThreadIdInGroup", 96),
            ("WaveIsFirstLane", 110),
            ("WaveGetLaneIndex", 111),
            ("WaveGetLaneCount", 112),
            ("WaveAnyTrue", 113),
            ("WaveAllTrue", 114),
            ("WaveActiveAllEqual", 115),
            ("WaveActiveBallot", 116),
            ("WaveReadLaneAt", 117),
            ("WaveReadLaneFirst", 118),
            ("WaveActiveOp", 119),
            ("WaveActiveBit", 120),
            ("WavePrefixOp", 121),
            ("QuadReadLaneAt", 122),
            ("QuadOp", 123),
            ("LegacyF32ToF16", 130),
            ("LegacyF16ToF32", 131),
            ("WaveAllBitCount", 135),
            ("WavePrefixBitCount", 136),
            ("RawBufferLoad", 139),
            ("RawBufferStore", 140),
            ("Dot4AddI8Packed", 163),
            ("Dot4AddU8Packed", 164),
            ("AnnotateHandle", 216),
            ("CreateHandleFromBinding", 217),
            ("SampleCmpLevel", 224),
        ];
        assert_eq!(DXIL_OPS.len(), expected.len());
        for (name, number) in expected {
            let op = dxil_op_by_number(number).unwrap();
            assert_eq!(op.name, name);
            assert_eq!(dxil_op(op.opcode).number(), number);
        }
    }

    #[test]
    fn parameter_counts_follow_the_layouts() {
        assert_eq!(dxil_op(OpCode::Sample).parameters.len(), 10);
        assert_eq!(dxil_op(OpCode::SampleGrad).parameters.len(), 16);
        assert_eq!(dxil_op(OpCode::TextureLoad).parameters.len(), 8);
        assert_eq!(dxil_op(OpCode::TextureStore).parameters.len(), 9);
        assert_eq!(dxil_op(OpCode::TextureGatherCmp).parameters.len(), 10);
        assert_eq!(dxil_op(OpCode::CalculateLod).parameters.len(), 6);
        // RawBufferLoad: handle, index, element offset, mask, alignment.
        assert_eq!(dxil_op(OpCode::RawBufferLoad).parameters.len(), 5);
        // RawBufferStore: handle, index, element offset, v0..v3, mask, alignment.
        assert_eq!(dxil_op(OpCode::RawBufferStore).parameters.len(), 9);
        // CBufferLoadLegacy: handle, row.
        assert_eq!(dxil_op(OpCode::CBufferLoadLegacy).parameters.len(), 2);
    }

    #[test]
    fn raw_buffer_rows_follow_dxil_td() {
        let load = dxil_op(OpCode::RawBufferLoad);
        let store = dxil_op(OpCode::RawBufferStore);
        for op in [load, store] {
            assert_eq!(op.min_shader_model_minor, 2, "{}", op.name);
            assert_eq!(op.parameter_index(ParameterRole::BufferIndex), Some(1));
            assert_eq!(op.parameter_index(ParameterRole::ElementOffset), Some(2));
            let alignment = op.parameter_index(ParameterRole::Alignment).unwrap();
            assert_eq!(alignment, op.parameters.len() - 1);
            assert!(op.parameters[alignment].immediate);
            assert_eq!(op.parameters[alignment].ty, ParameterType::I32);
            // 16- and 32-bit overloads from DXIL 1.2, 64-bit ones from 1.3.
            for overload in [Overload::F16, Overload::F32, Overload::I16, Overload::I32] {
                assert_eq!(op.overload_minimum_minor(overload), Some(0));
                assert!(op.allows_overload(overload, 2));
            }
            for overload in [Overload::F64, Overload::I64] {
                assert_eq!(op.overload_minimum_minor(overload), Some(3));
                assert!(!op.allows_overload(overload, 2));
                assert!(op.allows_overload(overload, 3));
            }
        }
        assert!(load.parameters[3].immediate);
        assert_eq!(load.parameters[3].role, ParameterRole::ReadMask);
        assert_eq!(load.result, ResultType::ResRet);
        assert_eq!(store.parameters[7].role, ParameterRole::WriteMask);
        assert_eq!(store.result, ResultType::Void);
        assert_eq!(
            load.function_name(Some(Overload::F64)),
            "dx.op.rawBufferLoad.f64"
        );
        assert_eq!(
            store.function_name(Some(Overload::I16)),
            "dx.op.rawBufferStore.i16"
        );
    }

    #[test]
    fn cbuffer_load_legacy_has_every_scalar_overload() {
        let op = dxil_op(OpCode::CBufferLoadLegacy);
        assert_eq!(op.result, ResultType::CBufRet);
        assert_eq!(op.min_shader_model_minor, 0);
        assert_eq!(op.parameters[1].role, ParameterRole::Row);
        assert!(!op.parameters[1].immediate);
        for overload in Overload::ALL {
            assert!(op.allows_overload(overload, 0), "{overload:?}");
        }
        assert_eq!(
            op.function_name(Some(Overload::F32)),
            "dx.op.cbufferLoadLegacy.f32"
        );
        // BufferLoad (below SM 6.2 also raw buffers) has no 64-bit overloads.
        assert_eq!(
            dxil_op(OpCode::BufferLoad).overload_minimum_minor(Overload::F64),
            None
        );
        assert_eq!(Overload::I64.byte_size(), 8);
        assert_eq!(Overload::F16.byte_size(), 2);
    }

    #[test]
    fn names_and_overloads() {
        let sample = dxil_op(OpCode::Sample);
        assert_eq!(
            sample.function_name(Some(Overload::F32)),
            "dx.op.sample.f32"
        );
        assert!(sample.allows_overload(Overload::F16, 0));
        assert!(!sample.allows_overload(Overload::I32, 6));
        assert!(sample.allows_overload(Overload::I32, 7));
        assert!(!dxil_op(OpCode::SampleCmp).allows_overload(Overload::I32, 8));
        assert_eq!(
            dxil_op(OpCode::GetDimensions).function_name(Some(Overload::F32)),
            "dx.op.getDimensions"
        );
        assert_eq!(
            dxil_op(OpCode::CalculateLod).function_name(Some(Overload::F32)),
            "dx.op.calculateLOD.f32"
        );
    }
}
