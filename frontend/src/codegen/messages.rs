//! The messages of code generation, typed: [`CodegenError`]. Semantic
//! analysis has already reported what is wrong with the program, so these are
//! constructs code generation does not support yet and internal errors (a
//! catalogue or resource type model that cannot serve a request, invalid
//! IR). Each variant carries its data and its `#[error]` attribute is the one
//! place the message is worded; the emitter records the first failure and
//! [`crate::diagnostics`] renders it.

use texel_passes::catalogue::CatalogueError;
use texel_passes::resource_types::ResourceTypeError;
use texel_passes::unassigned_resource::UnassignedUse;

/// The errors of code generation.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum CodegenError {
    // Not supported yet.
    #[error("cbuffer members of type '{ty}' are not supported")]
    CBufferMemberType { ty: String },
    #[error("matrix conversions are not supported yet")]
    MatrixConversion,
    #[error("this assignment target is not supported yet")]
    AssignmentTarget,
    #[error("this increment target is not supported yet")]
    IncrementTarget,
    #[error("this out argument is not supported yet")]
    OutArgument,
    #[error("no global resource of type '{ty}' exists for this resource value")]
    NoGlobalOfType { ty: String },
    /// A resource value that never received a resource (the lowering
    /// passes word it: the same text reaches them as a marker).
    #[error("{}", .0.message())]
    Unassigned(UnassignedUse),

    // Internal errors: what sema accepted, the emitter cannot find.
    #[error("expected a resource")]
    ExpectedResource,
    #[error("expected a texture or sampler")]
    ExpectedTexture,
    #[error("this texture operation needs a sampler")]
    MissingSampler,
    #[error("internal error: a resource value names no global resource")]
    UnknownResourceId,
    #[error("this expression has no value")]
    NoValue,
    #[error("internal error: unexpected binding groups")]
    UnexpectedBindingGroups,
    #[error("internal error: LLVM does not know the intrinsic {name}")]
    UnknownLlvmIntrinsic { name: String },
    #[error("internal error: no {operand} operand")]
    MissingOperand { operand: &'static str },
    #[error("internal error: the generated LLVM IR is invalid: {reason}")]
    InvalidIr { reason: String },

    // The catalogue and the resource type model.
    #[error("the catalogue has no such intrinsic")]
    UnknownCatalogueIntrinsic,
    #[error("the catalogue lacks this texture intrinsic")]
    MissingTextureIntrinsic,
    #[error("the catalogue lacks this query")]
    MissingQuery,
    #[error("the catalogue has no handle creation")]
    MissingHandleCreation,
    #[error("handle creation lacks an operand")]
    HandleCreationOperand,
    #[error("handle creation lacks an index")]
    HandleCreationIndex,
    #[error("handle creation lacks a name")]
    HandleCreationName,
    #[error("no getpointer")]
    MissingGetPointer,
    #[error("getpointer has no resource operand")]
    GetPointerResource,
    #[error("getpointer has no index")]
    GetPointerIndex,
    #[error("typed buffer elements are scalars or vectors")]
    TypedBufferElement,
    #[error("texture elements are scalars or vectors")]
    TextureElement,
    #[error(transparent)]
    Catalogue(#[from] CatalogueError),
    #[error(transparent)]
    ResourceType(#[from] ResourceTypeError),
}
