//! The wording of texel-spirv's errors, in one place.
//!
//! Each variant carries what its message names (the operation, the stage, the
//! thread group, the offending value as LLVM prints it); its `#[error]` text
//! is the message. The rules themselves are decided in `rules` and by the
//! analysis: this module decides nothing, it only words. A message is
//! rendered once, where its `PassDiagnostic` is made.

use std::fmt;

use thiserror::Error;

use crate::ir_type::{IrType, ScalarType};
use crate::target::Stage;

/// How messages name a texture operation: `'sample' on a Texture2D<float4>`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Subject {
    /// The intrinsic's stem (`sample`).
    pub stem: &'static str,
    /// The texture's HLSL name (`Texture2D<float4>`).
    pub texture: String,
}

impl fmt::Display for Subject {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "'{}' on a {}", self.stem, self.texture)
    }
}

/// One texel-spirv error.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum SpirvLoweringError {
    // The Vulkan rules of one texture operation (`rules`).
    #[error("{subject}: Vulkan images cannot hold 64-bit floating-point texels")]
    Float64Texels { subject: Subject },
    #[error("{subject}: Cube images take no offsets, but the offset is not zero")]
    OffsetOnCube { subject: Subject },
    #[error("{subject}: non-constant offsets are not supported in sample instructions")]
    OffsetNotConstant { subject: Subject },
    #[error(
        "{subject}: implicit-LOD sampling in a {stage} shader needs a thread-group \
         shape (\"hlsl.numthreads\") for compute-shader derivatives, and there is none"
    )]
    ImplicitLodNeedsThreadGroup { subject: Subject, stage: Stage },
    #[error(
        "{subject}: implicit-LOD sampling in a {stage} shader needs derivative groups: \
         numthreads X a multiple of 4 with Y = Z = 1, or X and Y even; it is ({}, {}, {})",
        .thread_group[0], .thread_group[1], .thread_group[2]
    )]
    ImplicitLodNeedsDerivativeGroup {
        subject: Subject,
        stage: Stage,
        thread_group: [u32; 3],
    },
    #[error(
        "{subject}: implicit-LOD sampling is not available in {stage} shaders \
         (use SampleLevel or SampleGrad)"
    )]
    ImplicitLodUnavailable { subject: Subject, stage: Stage },

    // The module and its calls (`analysis`).
    #[error("'{name}' is a DirectX intrinsic; texel-spirv lowers llvm.spv.* intrinsics only")]
    DirectXIntrinsic { name: String },
    /// `resource`: the typed buffer's HLSL name.
    #[error("{resource} has no scalar texel type")]
    NoScalarTexelType { resource: String },
    /// `user`: the user, as LLVM prints it.
    #[error(
        "the byte-address buffer is used by '{user}', which texel-spirv cannot lower \
         for Vulkan: only Load/Store of 32-bit values (through \
         llvm.spv.resource.getpointer) are supported"
    )]
    RawBufferUser { user: String },
    #[error(
        "the byte-address buffer handle is not a plain handle creation; texel-spirv \
         needs handles as SSA values straight from handlefrombinding"
    )]
    RawBufferHandle,
    /// `operand`: numbered from 1.
    #[error(
        "operand {operand} is not a handle created by llvm.spv.resource.handlefrombinding or \
         handlefromimplicitbinding; texel-spirv needs handles as plain SSA values \
         (run SROA, mem2reg and instcombine first)"
    )]
    NotABindingHandle { operand: usize },
    /// `user`: the user, as LLVM prints it.
    #[error(
        "the handle is used by '{user}', which texel-spirv cannot lower: image and \
         sampler handles must flow straight into texture intrinsics (run SROA, \
         mem2reg and instcombine first)"
    )]
    HandleUser { user: String },

    // Buffer accesses (`raw_buffers`, `typed_buffers`, `aggregates`);
    // `instruction` is the access as LLVM prints it.
    #[error(
        "'{instruction}' uses a byte-address buffer in a way texel-spirv cannot lower for Vulkan ({what}); \
         supported are Load/Store of 32-bit scalars and vectors (Load, Load2..4, Store, Store2..4)"
    )]
    RawBufferUse {
        instruction: String,
        what: Box<RawBufferUse>,
    },
    #[error(
        "'{instruction}' uses a typed-buffer element pointer in a way texel-spirv cannot lower ({what}); \
         Buffer/RWBuffer elements may only be loaded or stored, whole or by constant component"
    )]
    TypedBufferUse {
        instruction: String,
        what: Box<TypedBufferUse>,
    },
    #[error(
        "'{instruction}' copies a whole aggregate through a buffer pointer, which LLVM's SPIR-V \
         target cannot lower and texel-spirv cannot split: {what}"
    )]
    AggregateCopy {
        instruction: String,
        what: AggregateCopy,
    },

    /// A message worded elsewhere (texel-verify-intrinsics, the handle model,
    /// the buffer readers), passed on verbatim.
    #[error("{0}")]
    Reported(String),
}

impl From<String> for SpirvLoweringError {
    fn from(message: String) -> Self {
        SpirvLoweringError::Reported(message)
    }
}

/// Why a use of a byte-address buffer pointer cannot be lowered.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum RawBufferUse {
    #[error("a GEP of a GEP")]
    GepOfGep,
    #[error("not a load or store")]
    NotLoadOrStore,
    #[error("volatile or atomic")]
    VolatileOrAtomic,
    #[error("a {accessed} access, not 32-bit words")]
    NotWords { accessed: IrType },
    #[error("an offset that is not a constant multiple of 4 bytes")]
    Offset,
}

/// Why a use of a typed-buffer element pointer cannot be lowered.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum TypedBufferUse {
    #[error("a GEP of a component address")]
    GepOfComponent,
    #[error("not a load or store")]
    NotLoadOrStore,
    #[error("volatile or atomic")]
    VolatileOrAtomic,
    #[error("a {accessed} access at lane {first} of a texel of four {}", .scalar.llvm_spelling())]
    Lanes {
        accessed: IrType,
        first: u32,
        scalar: ScalarType,
    },
    #[error("a component address that is not constant or not a whole component")]
    ComponentAddress,
}

/// Why a whole-aggregate copy through a buffer pointer cannot be split.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Error)]
pub enum AggregateCopy {
    #[error("it is volatile or atomic")]
    VolatileOrAtomic,
}
