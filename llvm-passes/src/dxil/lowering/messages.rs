//! The wording of texel-dxil's errors, in one place.
//!
//! Each variant carries what its message names (the operation, the shader
//! model, the offending value as LLVM prints it); its `#[error]` text is the
//! message. The rules shared with sema and the verifier are decided and
//! worded in `crate::dxil::rules` (a [`RuleViolation`], which `Rule` only
//! prefixes with the operation); the others are decided by the analysis. This
//! module decides nothing. A message is rendered once, where its
//! `PassDiagnostic` is made.

use std::fmt;

use thiserror::Error;

use super::cbuffers::{CBUFFER_METADATA, CBUFFER_TYPE};
use crate::dxil::checked_op::OpCheckError;
use crate::dxil::ops::Overload;
use crate::dxil::rules::RuleViolation;
use crate::ir_type::{IrType, ScalarType};
use crate::target::ShaderModel;

/// How messages name a texture operation: `'sample' (Sample) on a Texture2D<float4>`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Subject {
    /// The intrinsic's stem (`sample`).
    pub stem: &'static str,
    /// The DXIL op's name (`Sample`).
    pub op: &'static str,
    /// The texture's HLSL name (`Texture2D<float4>`).
    pub texture: String,
}

impl fmt::Display for Subject {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "'{}' ({}) on a {}", self.stem, self.op, self.texture)
    }
}

/// `half`, `float`…, or `such` where the element has no scalar type.
fn scalar_spelling(scalar: &Option<ScalarType>) -> &'static str {
    scalar.map_or("such", |scalar| scalar.llvm_spelling())
}

/// One texel-dxil error.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum DxilLoweringError {
    // The DXIL rules of one texture operation (`rules`).
    #[error(
        "{subject}: DXIL has no {} overload of {op} (elements must be half, float, int16_t or int)",
        scalar_spelling(.scalar)
    )]
    NoOverload {
        subject: Subject,
        scalar: Option<ScalarType>,
        op: &'static str,
    },
    #[error("{subject}: {op} does not support {} elements", .overload.suffix())]
    OverloadNotSupported {
        subject: Subject,
        op: &'static str,
        overload: Overload,
    },
    #[error("{subject}: the gather component must be a constant 0, 1, 2 or 3")]
    GatherComponent { subject: Subject },
    /// A rule of `crate::dxil::rules`, in its one wording.
    #[error("{subject}: {violation}")]
    Rule {
        subject: Subject,
        violation: RuleViolation,
    },

    // The module and its calls (`analysis`).
    #[error("the module already has !{name}: texel-dxil lowers un-lowered IR once")]
    AlreadyLowered { name: &'static str },
    #[error("\"hlsl.numthreads\"=\"{text}\" is not three integers")]
    NumThreadsNotIntegers { text: String },
    // Math, bit, dot, wave and barrier intrinsics (`intrinsic_calls`).
    #[error("'{name}' has no DXIL lowering: DXIL has no operation for it and texel-dxil does not expand it")]
    NoDxilLowering { name: String },
    #[error("'{name}' lowers to {op}, which has no {ty} overload")]
    IntrinsicOverload {
        name: String,
        op: &'static str,
        ty: String,
    },
    #[error("'{name}': {error}")]
    IntrinsicOp { name: String, error: OpCheckError },
    #[error(
        "'{name}' takes vectors of 2, 3 or 4 lanes (DXIL has Dot2, Dot3 and Dot4), not {width}"
    )]
    DotWidth { name: String, width: u32 },

    #[error("\"hlsl.wavesize\"=\"{text}\" is not three integers")]
    WaveSizeNotIntegers { text: String },
    #[error("'{name}' is a SPIR-V intrinsic; texel-dxil lowers llvm.dx.* intrinsics only")]
    SpirvIntrinsic { name: String },
    #[error("the component operand of '{name}' must be a constant 0, 1 or 2")]
    SystemValueComponent { name: String },
    #[error("texel-dxil does not know the resource intrinsic '{name}'")]
    UnknownResourceIntrinsic { name: String },
    #[error(
        "a cbuffer handle must be target(\"dx.CBuffer\", <layout struct>) with a sized layout struct"
    )]
    CBufferHandleType,
    /// `comparison`: the comparison use, as LLVM prints it.
    #[error(
        "sampler '{name}' is used for comparisons ('{comparison}') and for plain sampling \
         here; a DXIL sampler has one mode (declare a SamplerState and a \
         SamplerComparisonState)"
    )]
    SamplerModes { name: String, comparison: String },
    /// CalculateLOD with a sampler that is a comparison sampler because
    /// comparisons use it (`violation`: the comparison-sampler gate).
    #[error(
        "'{stem}' (CalculateLOD) uses a sampler that comparisons use, so the sampler is a \
         comparison sampler; CalculateLOD {violation}"
    )]
    ComparisonSamplerLod {
        stem: &'static str,
        violation: RuleViolation,
    },
    /// `operand`: numbered from 1.
    #[error(
        "operand {operand} is not a handle created by llvm.dx.resource.handlefrombinding or \
         handlefromimplicitbinding; texel-dxil needs handles as plain SSA values \
         (run SROA, mem2reg and instcombine first)"
    )]
    NotABindingHandle { operand: usize },
    /// `user`: the user, as LLVM prints it.
    #[error(
        "the handle is used by '{user}', which texel-dxil cannot lower: handles must \
         flow straight into texture intrinsics (run SROA, mem2reg and \
         instcombine first)"
    )]
    HandleUser { user: String },

    // Typed buffers (`buffers`).
    #[error(
        "texel-dxil lowers getpointer on typed buffers (Buffer, RWBuffer) only; {resource} is not one"
    )]
    GetPointerNotTyped { resource: String },
    #[error("{resource} has no element type")]
    NoElementType { resource: String },
    #[error("the element type {element} of a typed buffer must be a scalar or vector")]
    ElementNotScalarOrVector { element: IrType },
    #[error(
        "DXIL has no {} overload of BufferLoad / BufferStore ({resource})",
        .scalar.llvm_spelling()
    )]
    NoBufferOverload {
        scalar: ScalarType,
        resource: String,
    },
    /// `instruction`: the user, as LLVM prints it.
    #[error(
        "'{instruction}' uses a typed-buffer element pointer in a way texel-dxil cannot lower ({what})"
    )]
    ElementPointerUse {
        instruction: String,
        what: Box<ElementPointerUse>,
    },

    // Structured and byte-address buffers (`raw_buffers`).
    /// `buffer`: the buffer's HLSL name.
    #[error("cannot lower this access to the {buffer}: {why}")]
    RawBufferAccess { buffer: String, why: RawAccess },

    // Constant buffers (`cbuffers`). Globals are named without their `@`;
    // types and values are as LLVM prints them.
    #[error(
        "!{metadata}: every node must start with the cbuffer's handle global",
        metadata = CBUFFER_METADATA
    )]
    CBufferNodeWithoutHandle,
    #[error(
        "!{metadata}: @{name} is not a global of type target(\"{ty}\", <layout struct>), found {found}",
        metadata = CBUFFER_METADATA,
        ty = CBUFFER_TYPE
    )]
    CBufferHandleNotLayout { name: String, found: String },
    #[error(
        "!{metadata}: cbuffer @{name} lists {members} members, but its layout {layout} has {fields} fields",
        metadata = CBUFFER_METADATA
    )]
    CBufferMemberCount {
        name: String,
        members: usize,
        layout: String,
        fields: usize,
    },
    #[error("!{metadata}: cbuffer @{name} is listed twice", metadata = CBUFFER_METADATA)]
    CBufferListedTwice { name: String },
    #[error(
        "!{metadata}: the member global {member} is listed twice",
        metadata = CBUFFER_METADATA
    )]
    CBufferMemberListedTwice { member: String },
    #[error(
        "the cbuffer handle global @{name} is used by '{user}', which texel-dxil cannot lower"
    )]
    CBufferHandleUser { name: String, user: String },
    #[error(
        "the cbuffer handle global @{name} may only be stored to, with a handle from llvm.dx.resource.handlefrombinding; texel-dxil reads cbuffer members through their own globals"
    )]
    CBufferHandleNotStored { name: String },
    /// `cbuffer`: the cbuffer's name without its `.cb` suffix.
    #[error("cannot lower this access to cbuffer '{cbuffer}': {why}")]
    CBufferAccess { cbuffer: String, why: CBufferAccess },
    /// A use that is not an instruction (`user`, as LLVM prints it).
    #[error("cannot lower '{user}', a use of cbuffer '{cbuffer}': {why}")]
    CBufferUse {
        user: String,
        cbuffer: String,
        why: CBufferAccess,
    },

    /// An op the plan needs that its row does not allow in this module (the
    /// checked op constructor's error).
    #[error(transparent)]
    Op(#[from] OpCheckError),

    /// A reserved `%dx.types.*` or `@dx.op.*` name the module already uses
    /// with another shape (`reserved`).
    #[error(
        "the module already declares '{name}' as {found}; texel-dxil declares it as {expected} and cannot use it as it is"
    )]
    ReservedName {
        name: String,
        found: String,
        expected: String,
    },

    /// A message worded elsewhere (texel-verify-intrinsics, the handle and
    /// resource models, the buffer and cbuffer readers), passed on verbatim.
    #[error("{0}")]
    Reported(String),
}

impl From<String> for DxilLoweringError {
    fn from(message: String) -> Self {
        DxilLoweringError::Reported(message)
    }
}

/// Why a use of a typed-buffer element pointer cannot be lowered.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum ElementPointerUse {
    #[error("a component address that is not constant or not a whole component")]
    ComponentAddress,
    #[error("not a load or store")]
    NotLoadOrStore,
    #[error("volatile or atomic")]
    VolatileOrAtomic,
    #[error("an access of {accessed}, which is not a run of the {element} element's components")]
    NotAComponentRun { accessed: IrType, element: IrType },
    #[error("an atomic operation on {accessed}: DXIL's atomics on typed buffers take a 32- or 64-bit integer element (add, and, or, xor, min, max, exchange, compare-exchange)")]
    Atomic { accessed: IrType },
}

/// Why an access to a structured or byte-address buffer cannot be lowered.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum RawAccess {
    #[error(
        "texel-dxil cannot compute its byte offset (a GEP with a variable struct field or an overflowing offset)"
    )]
    ByteOffset,
    #[error("it addresses bytes before the element")]
    BeforeElement,
    #[error("it stores to a read-only (SRV) buffer; only RW buffers are writable")]
    StoreToReadOnly,
    #[error("texel-dxil lowers loads, stores and GEPs of buffer element pointers only")]
    NotLoadStoreOrGep,
    #[error("volatile and atomic accesses are not supported")]
    VolatileOrAtomic,
    #[error("an atomic operation DXIL's AtomicBinOp does not have (HLSL's Interlocked* are add, and, or, xor, min, max, exchange and compare-exchange)")]
    AtomicOperation,
    #[error("an atomic operation on {} values; DXIL's atomics take 32- and 64-bit integers", .scalar.llvm_spelling())]
    AtomicValue { scalar: ScalarType },
    #[error("an atomic operation on a read-only (SRV) buffer")]
    AtomicOnReadOnly,
    /// `part`: the unsupported part of the type, as the data layout names it.
    #[error("its value contains {part}, which DXIL buffers cannot hold")]
    UnsupportedPart { part: String },
    #[error("it accesses bytes {start} to {end} of an element of {stride} bytes")]
    OutsideElement { start: i64, end: i64, stride: u64 },
    #[error("it accesses {} values; DXIL buffers hold 16-, 32- and 64-bit values", .scalar.llvm_spelling())]
    ScalarSize { scalar: ScalarType },
    #[error(
        "it accesses {} values, and 64-bit raw buffer accesses need shader model 6.{needs_minor} or newer; the module targets {shader_model}",
        .scalar.llvm_spelling()
    )]
    SixtyFourBitNeedsShaderModel {
        scalar: ScalarType,
        needs_minor: u32,
        shader_model: ShaderModel,
    },
    #[error("its value is empty")]
    Empty,
}

/// Why an access to a cbuffer member cannot be lowered.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum CBufferAccess {
    #[error(
        "its address is not a constant offset into the cbuffer member, nor an index of array elements of whole 16-byte rows"
    )]
    Address,
    #[error("texel-dxil cannot lower this use of a cbuffer member")]
    OtherUse,
    #[error("cbuffers are read-only")]
    Store,
    #[error("texel-dxil lowers loads of cbuffer members (directly or through constant GEPs) only")]
    NotALoad,
    #[error("a volatile or atomic cbuffer load")]
    VolatileOrAtomic,
    #[error("the loaded value is empty")]
    Empty,
    /// `part`: the unsupported part of the type, as the data layout names it.
    #[error("the loaded value contains {part}, which cbuffers cannot hold")]
    UnsupportedPart { part: String },
    #[error("cbuffers hold 16-, 32- and 64-bit values, not {}", .scalar.llvm_spelling())]
    ScalarSize { scalar: ScalarType },
    #[error("byte offset {start} is not a multiple of the {component_size}-byte component size")]
    Misaligned { start: u64, component_size: u32 },
    /// `cbuffer`: the handle global's name, without its `@`.
    #[error(
        "'{function}' does not create the cbuffer's handle (llvm.dx.resource.handlefrombinding stored to @{cbuffer}); inline it into the entry point"
    )]
    NoHandleCreation { function: String, cbuffer: String },
    #[error(
        "the cbuffer's handle must be created in the entry block of '{function}', before every read of its members"
    )]
    HandleNotInEntry { function: String },
}
