//! The typed program that semantic analysis produces and code generation
//! consumes: names resolved, overloads chosen, every implicit conversion an
//! explicit [`ExprKind::Convert`], resources referred to by their global.
//!
//! Code generation only sees programs without errors, so nothing here carries
//! error placeholders past analysis.

use texel_passes::catalogue::{IntrinsicId, OperandRole};

use crate::span::Span;
use crate::types::{ResourceType, StructTable, Type};

pub type LocalId = usize;
pub type FunctionId = usize;
pub type ResourceId = usize;
pub type StaticId = usize;
pub type CBufferId = usize;

/// A resource binding as written.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct BindingInfo {
    /// `register(t0, space1)`: (register number, space).
    pub register: Option<(u32, u32)>,
    /// `[[vk::binding(B, S)]]`: (binding, set).
    pub vk_binding: Option<(u32, u32)>,
    /// Position among the implicitly bound resources, in declaration order.
    pub order_id: u32,
    /// `register(space1)`: implicitly bound in this space (descriptor set).
    pub implicit_space: Option<u32>,
    /// The register letter of the resource's class (`t`, `u`, `b`, `s`).
    pub letter: char,
    /// The Vulkan (binding, set) after `[[vk::binding]]` and DXC's binding
    /// options; `None` leaves the binding implicit. Set for the Vulkan
    /// target by `sema::vulkan_bindings` once every declaration is known.
    pub vulkan: Option<(u32, u32)>,
}

/// A global resource (or array of them).
#[derive(Clone, Debug, PartialEq)]
pub struct ResourceGlobal {
    pub name: String,
    pub ty: ResourceType,
    /// `Some(n)` for an array of `n` resources.
    pub array_size: Option<u32>,
    pub binding: BindingInfo,
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq)]
pub struct CBufferMember {
    pub name: String,
    pub ty: Type,
    pub span: Span,
}

/// `cbuffer Name : register(b0) { … }`.
#[derive(Clone, Debug, PartialEq)]
pub struct ConstantBuffer {
    pub name: String,
    pub members: Vec<CBufferMember>,
    pub binding: BindingInfo,
    pub span: Span,
}

/// A constant value (from `static const` evaluation and literals).
#[derive(Clone, Debug, PartialEq)]
pub enum ConstValue {
    Bool(bool),
    /// Integers of any width, two's complement in 64 bits.
    Int(i64),
    Float(f64),
    /// Vectors, arrays and structs: one entry per element.
    Aggregate(Vec<ConstValue>),
}

impl ConstValue {
    pub fn as_i64(&self) -> Option<i64> {
        match self {
            ConstValue::Int(value) => Some(*value),
            ConstValue::Bool(value) => Some(i64::from(*value)),
            ConstValue::Float(value) => Some(*value as i64),
            ConstValue::Aggregate(_) => None,
        }
    }
}

/// A `static` global (mutable, or a constant aggregate).
#[derive(Clone, Debug, PartialEq)]
pub struct StaticGlobal {
    pub name: String,
    pub ty: Type,
    pub initializer: Option<ConstValue>,
    pub constant: bool,
    /// `groupshared`: workgroup memory (address space 3), no initializer.
    pub groupshared: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ParamMode {
    In,
    Out,
    InOut,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Param {
    pub name: String,
    pub ty: Type,
    pub mode: ParamMode,
    /// The local that holds the parameter inside the body.
    pub local: LocalId,
}

#[derive(Clone, Debug, PartialEq)]
pub struct LocalVar {
    pub name: String,
    pub ty: Type,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Function {
    pub name: String,
    pub return_type: Type,
    pub params: Vec<Param>,
    pub locals: Vec<LocalVar>,
    pub body: Block,
    pub span: Span,
}

/// Which compute system value an entry input reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SystemValueKind {
    DispatchThreadId,
    GroupId,
    GroupThreadId,
    GroupIndex,
}

/// One entry parameter (or struct field of one) filled from a system value.
#[derive(Clone, Debug, PartialEq)]
pub struct EntryInput {
    /// The parameter index.
    pub param: usize,
    /// Field path inside a struct parameter (empty for the parameter itself).
    pub fields: Vec<usize>,
    pub value: SystemValueKind,
    /// The type of the receiving parameter or field (`uint`, `uint3`, `int2` …).
    pub ty: Type,
}

#[derive(Clone, Debug, PartialEq)]
pub struct EntryPoint {
    pub function: FunctionId,
    /// The name of the function (the LLVM entry's name).
    pub name: String,
    pub numthreads: [u32; 3],
    pub inputs: Vec<EntryInput>,
    /// `[RootSignature("…")]`, parsed.
    pub root_signature: Option<crate::root_signature::RootSignature>,
    /// `[WaveSize(…)]` as (min, max, preferred), zeros where not written.
    pub wave_size: Option<[u32; 3]>,
}

/// A whole analysed translation unit.
#[derive(Clone, Debug, PartialEq)]
pub struct Program {
    pub structs: StructTable,
    pub resources: Vec<ResourceGlobal>,
    pub cbuffers: Vec<ConstantBuffer>,
    pub statics: Vec<StaticGlobal>,
    pub functions: Vec<Function>,
    /// The entry points: the `-E` function, or every `[shader]` function of a
    /// library (`-T lib_6_x`), in declaration order.
    pub entries: Vec<EntryPoint>,
    /// A library's `export` functions that are not entry points.
    pub exports: Vec<FunctionId>,
}

#[derive(Clone, Debug, PartialEq, Default)]
pub struct Block {
    pub statements: Vec<Stmt>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct SwitchCase {
    /// Case values; `default` is `is_default`.
    pub values: Vec<i64>,
    pub is_default: bool,
    pub body: Vec<Stmt>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LoopKind {
    /// `for` and `while`: the condition is tested first.
    TestFirst,
    /// `do … while`.
    TestLast,
}

#[derive(Clone, Debug, PartialEq)]
pub enum Stmt {
    Expr(Expr),
    /// A local declaration with its (converted) initializer.
    Local {
        local: LocalId,
        init: Option<Expr>,
    },
    Block(Block),
    If {
        condition: Expr,
        then_branch: Box<Stmt>,
        else_branch: Option<Box<Stmt>>,
    },
    Loop {
        kind: LoopKind,
        init: Option<Box<Stmt>>,
        condition: Option<Expr>,
        step: Option<Expr>,
        body: Box<Stmt>,
    },
    Switch {
        selector: Expr,
        cases: Vec<SwitchCase>,
    },
    Break,
    Continue,
    Return(Option<Expr>),
    /// A statement with a control-flow attribute (`[unroll(4)] for …`).
    Hinted {
        hint: ControlHint,
        statement: Box<Stmt>,
    },
}

/// What a statement attribute asks of code generation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ControlHint {
    /// `[unroll]`: `llvm.loop.unroll.full`.
    UnrollFull,
    /// `[unroll(N)]`: `llvm.loop.unroll.count N`.
    UnrollCount(u32),
    /// `[loop]`: `llvm.loop.unroll.disable`.
    DontUnroll,
    /// `[branch]`: `hlsl.controlflow.hint` 1.
    Branch,
    /// `[flatten]`: `hlsl.controlflow.hint` 2.
    Flatten,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum UnaryOp {
    Negate,
    /// `!`: bool operand, bool result.
    LogicalNot,
    BitwiseNot,
}

/// Arithmetic, bitwise and comparison operators; both operands have the
/// operation type. Comparisons produce bool of the same shape.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BinaryOp {
    Add,
    Subtract,
    Multiply,
    Divide,
    Remainder,
    ShiftLeft,
    ShiftRight,
    BitwiseAnd,
    BitwiseOr,
    BitwiseXor,
    Less,
    Greater,
    LessEqual,
    GreaterEqual,
    Equal,
    NotEqual,
}

impl BinaryOp {
    pub fn is_comparison(self) -> bool {
        matches!(
            self,
            BinaryOp::Less
                | BinaryOp::Greater
                | BinaryOp::LessEqual
                | BinaryOp::GreaterEqual
                | BinaryOp::Equal
                | BinaryOp::NotEqual
        )
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LogicalOp {
    And,
    Or,
}

/// The math intrinsics of HLSL.md, after overload resolution.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Intrinsic {
    All,
    Any,
    Abs,
    Min,
    Max,
    Clamp,
    Saturate,
    Lerp,
    Dot,
    Cross,
    Length,
    Normalize,
    Floor,
    Ceil,
    Frac,
    Round,
    Trunc,
    Sqrt,
    Rsqrt,
    Exp,
    Exp2,
    Log,
    Log2,
    Pow,
    Sin,
    Cos,
    Tan,
    Asin,
    Acos,
    Atan,
    Atan2,
    Fmod,
    Step,
    Smoothstep,
    Sign,
    IsNan,
    IsInf,
    AsUint,
    AsInt,
    AsFloat,
    CountBits,
    ReverseBits,
    FirstBitHigh,
    FirstBitLow,
    Ddx,
    Ddy,
    Mad,
    /// `select(cond, a, b)`.
    Select,
    /// `and(a, b)` / `or(a, b)` (HLSL 2021): component-wise logic on bool
    /// scalars or vectors, both operands evaluated.
    And,
    Or,
    /// `mul(a, b)`: the nine overloads of scalars, vectors and matrices
    /// (typed by `sema::matrices`; vector·vector is a dot product).
    Mul,
    /// `transpose(m)`.
    Transpose,
    /// `determinant(m)` of a square float matrix.
    Determinant,
    // The rest of HLSL's intrinsic library (`codegen::math_library`).
    Degrees,
    Radians,
    Sinh,
    Cosh,
    Tanh,
    Log10,
    Rcp,
    Distance,
    Reflect,
    Refract,
    FaceForward,
    IsFinite,
    Fma,
    Ldexp,
    F32ToF16,
    F16ToF32,
    D3dColorToUbyte4,
    Dst,
    Lit,
    /// `sincos(x, out s, out c)`: the last two arguments are places.
    SinCos,
    /// `modf(x, out whole)`: the last argument is a place.
    Modf,
    /// `frexp(x, out exponent)`: the last argument is a place.
    Frexp,
    /// `asdouble(lo, hi)`.
    AsDouble,
    /// `asuint(double d, out uint lo, out uint hi)`: the last two
    /// arguments are places.
    SplitDouble,
}

/// Methods of buffer resources.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ResourceMethod {
    /// `Buffer.Load(i)`, `StructuredBuffer.Load(i)`.
    Load,
    /// `ByteAddressBuffer.Load{,2,3,4}(address)` and `Load<T>(address)`:
    /// the number of components; the loaded type is the call's (`uintN`, or
    /// `T`).
    LoadRaw(u32),
    /// `RWByteAddressBuffer.Store{,2,3,4}(address, value)` and
    /// `Store<T>(address, value)`: the number of components; the stored type
    /// is the value argument's.
    StoreRaw(u32),
    /// `GetDimensions(out …)`: the arguments are output places.
    GetDimensions,
}

/// A texture or sampler operation, named by the intrinsic catalogue: the
/// operands are given by catalogue role, converted to their HLSL parameter
/// types; code generation places them in the catalogue's operand order.
#[derive(Clone, Debug, PartialEq)]
pub struct TextureCall {
    pub intrinsic: IntrinsicId,
    /// The texture (an expression of texture type).
    pub texture: Box<Expr>,
    /// The sampler, for the sampling and gather operations.
    pub sampler: Option<Box<Expr>>,
    /// Operands by role. Absent roles take their defaults: a zero offset, a
    /// `poison` mip for RW textures, sample index 0.
    pub operands: Vec<(OperandRole, Expr)>,
    /// `Load(int3 location)`: the last lane of the coordinate is the mip.
    pub coordinate_holds_mip: bool,
}

/// `Tex.GetDimensions(…)`: one `getdimensions.*` query whose lanes (sizes,
/// then the level or sample count) are stored to the output places.
#[derive(Clone, Debug, PartialEq)]
pub struct TextureDimensions {
    pub intrinsic: IntrinsicId,
    pub texture: Box<Expr>,
    /// The mip level of the `levels` forms (`uint`).
    pub mip: Option<Box<Expr>>,
    /// One output per lane, in lane order (each an [`Arg::Place`] whose
    /// parameter type is `uint` or `float`).
    pub outputs: Vec<Arg>,
}

/// A call argument.
#[derive(Clone, Debug, PartialEq)]
pub enum Arg {
    /// An `in` argument, converted to the parameter type.
    Value(Expr),
    /// An `out`/`inout` argument: the place, copied in (inout) converted to
    /// `param_ty` and copied back converted to the place's type.
    Place {
        place: Expr,
        param_ty: Type,
        copy_in: bool,
    },
}

#[derive(Clone, Debug, PartialEq)]
pub struct Expr {
    pub kind: ExprKind,
    pub ty: Type,
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq)]
pub enum ExprKind {
    Const(ConstValue),
    Local(LocalId),
    Static(StaticId),
    CBufferMember(CBufferId, usize),
    /// A global resource; `index` selects an element of a resource array.
    Resource {
        resource: ResourceId,
        index: Option<Box<Expr>>,
    },
    Unary(UnaryOp, Box<Expr>),
    Binary(BinaryOp, Box<Expr>, Box<Expr>),
    /// Short-circuit `&&` / `||` on bool scalars.
    Logical(LogicalOp, Box<Expr>, Box<Expr>),
    /// `c ? a : b` with a bool scalar condition (short-circuit).
    Conditional(Box<Expr>, Box<Expr>, Box<Expr>),
    /// Any legal conversion of the operand to `ty`: element conversion, splat,
    /// truncation, `vector<T, 1>` ↔ scalar.
    Convert(Box<Expr>),
    /// A vector from scalars and vectors of its element type, in order.
    Construct(Vec<Expr>),
    /// A struct or array from its elements (already converted).
    Aggregate(Vec<Expr>),
    Swizzle(Box<Expr>, Vec<u32>),
    Field(Box<Expr>, usize),
    /// Array or vector subscript (`uint` index).
    Index(Box<Expr>, Box<Expr>),
    /// `Buffer[i]`: the element place of a buffer resource.
    ResourceElement(Box<Expr>, Box<Expr>),
    /// `Tex[p]`, `Tex.mips[level][p]`, `MS.sample[index][p]`: a texel of a
    /// texture (read through `load.level` / `load.ms`, written through
    /// `store.texture`). `coordinate` is `uint` or `uintN`.
    Texel {
        texture: Box<Expr>,
        coordinate: Box<Expr>,
        /// `mips[level]` (`uint`); mip 0 when absent.
        level: Option<Box<Expr>>,
        /// `sample[index]` (`uint`); sample 0 when absent (multisampled only).
        sample: Option<Box<Expr>>,
    },
    Assign(Box<Expr>, Box<Expr>),
    /// `target op= value`: the value has type `op_ty`; the target is read,
    /// converted to `op_ty`, combined, converted back and written.
    CompoundAssign {
        target: Box<Expr>,
        op: BinaryOp,
        value: Box<Expr>,
        op_ty: Type,
    },
    IncDec {
        target: Box<Expr>,
        increment: bool,
        prefix: bool,
    },
    Call {
        function: FunctionId,
        args: Vec<Arg>,
    },
    Intrinsic(Intrinsic, Vec<Expr>),
    Method {
        method: ResourceMethod,
        resource: Box<Expr>,
        args: Vec<Arg>,
    },
    /// A texture method: sampling, gather, LOD, `Load`, sample positions.
    TextureCall(TextureCall),
    /// `GetDimensions` of a texture.
    TextureDimensions(TextureDimensions),
    Comma(Vec<Expr>),
    /// `m._m00_m11`, `m._11`, `m[1][2]` with constant indices: elements
    /// (row, column) of a matrix, a scalar or vector.
    MatrixElements(Box<Expr>, Vec<(u32, u32)>),
    /// `m[i]`: row `i` (`uint`) of a matrix, a vector.
    MatrixRow(Box<Expr>, Box<Expr>),
    /// A barrier, `Interlocked*` or wave/quad operation.
    Compute(super::compute_ops::ComputeCall),
}

impl Expr {
    pub fn new(kind: ExprKind, ty: Type, span: Span) -> Expr {
        Expr { kind, ty, span }
    }
}
