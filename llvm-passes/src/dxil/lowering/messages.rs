//! The wording of texel-dxil's errors, in one place.
//!
//! Each variant carries what its message names (the operation, the shader
//! model, the stage, the thread group, the offending value as LLVM prints it);
//! its `#[error]` text is the message. The rules themselves are decided in
//! `crate::dxil::rules` and by the analysis: this module decides nothing, it
//! only words. A message is rendered once, where its `PassDiagnostic` is made.

use std::fmt;

use thiserror::Error;

use crate::dxil::ops::Overload;
use crate::ir_type::ScalarType;
use crate::target::{ShaderModel, Stage};

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
    #[error(
        "{subject}: integer elements need shader model 6.7 or newer for {op}; the module targets {shader_model}"
    )]
    IntegerElementsNeedShaderModel {
        subject: Subject,
        op: &'static str,
        shader_model: ShaderModel,
    },
    #[error("{subject}: {op} does not support {} elements", .overload.suffix())]
    OverloadNotSupported {
        subject: Subject,
        op: &'static str,
        overload: Overload,
    },
    #[error(
        "{subject}: {op} needs shader model {needed} or newer; the module targets {shader_model}"
    )]
    OpNeedsShaderModel {
        subject: Subject,
        op: &'static str,
        needed: ShaderModel,
        shader_model: ShaderModel,
    },
    #[error(
        "{subject}: CalculateLOD with a comparison sampler needs shader model {needed} or newer; the module targets {shader_model}"
    )]
    ComparisonLodNeedsShaderModel {
        subject: Subject,
        needed: ShaderModel,
        shader_model: ShaderModel,
    },
    #[error("{subject}: the gather component must be a constant 0, 1, 2 or 3")]
    GatherComponent { subject: Subject },
    #[error("{subject}: Cube textures take no offsets, but the offset is not zero")]
    OffsetOnCube { subject: Subject },
    #[error(
        "{subject}: non-constant offsets need shader model {needed} or newer; the module targets {shader_model}"
    )]
    OffsetNotConstant {
        subject: Subject,
        needed: ShaderModel,
        shader_model: ShaderModel,
    },
    #[error(
        "{subject}: offsets outside [-8, 7] need shader model {needed} or newer; the module targets {shader_model}"
    )]
    OffsetOutOfRange {
        subject: Subject,
        needed: ShaderModel,
        shader_model: ShaderModel,
    },
    #[error(
        "{subject}: {op} computes implicit derivatives, which {stage} shaders do not have \
         (use SampleLevel or SampleGrad)"
    )]
    DerivativesUnavailable {
        subject: Subject,
        op: &'static str,
        stage: Stage,
    },
    #[error(
        "{subject}: {op} in a {stage} shader needs shader model {needed} or newer; the module targets {shader_model}"
    )]
    DerivativesNeedShaderModel {
        subject: Subject,
        op: &'static str,
        stage: Stage,
        needed: ShaderModel,
        shader_model: ShaderModel,
    },
    #[error(
        "{subject}: {op} in a {stage} shader needs the thread-group shape (\"hlsl.numthreads\") \
         to compute derivatives, and the function has none"
    )]
    DerivativesNeedThreadGroup {
        subject: Subject,
        op: &'static str,
        stage: Stage,
    },
    #[error(
        "{subject}: {op} in a {stage} shader needs a thread group whose X is a multiple of 4 \
         (one-dimensional) or whose X and Y are even; numthreads is ({}, {}, {})",
        .thread_group[0], .thread_group[1], .thread_group[2]
    )]
    DerivativesNeedQuadThreadGroup {
        subject: Subject,
        op: &'static str,
        stage: Stage,
        thread_group: [u32; 3],
    },

    // The module and its calls (`analysis`).
    #[error("the module already has !{name}: texel-dxil lowers un-lowered IR once")]
    AlreadyLowered { name: &'static str },
    #[error("\"hlsl.numthreads\"=\"{text}\" is not three integers")]
    NumThreadsNotIntegers { text: String },
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
        "sampler '{name}' is used for comparisons ('{comparison}') and for plain sampling                          here; a DXIL sampler has one mode (declare a SamplerState and a                          SamplerComparisonState)"
    )]
    SamplerModes { name: String, comparison: String },
    #[error(
        "'{stem}' (CalculateLOD) uses a sampler that comparisons use, so it is a                          comparison sampler; CalculateLOD with a comparison sampler needs shader                          model {needed} or newer; the module targets {shader_model}"
    )]
    ComparisonSamplerLod {
        stem: &'static str,
        needed: ShaderModel,
        shader_model: ShaderModel,
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
