//! The resource type model: HLSL resource types ↔ `target("dx.*")` and
//! `target("spirv.*")` handle types, with every parameter, in both directions.
//!
//! - [`ResourceType`] (`resource`): an HLSL resource type, its rules and spelling;
//!   `encode` turns it into a handle type ([`ResourceType::to_ir_type`]);
//! - [`decode_handle_type`] (`decode`) reads a handle type back into a
//!   [`HandleType`] (`handle`), which converts to a `ResourceType` where it can;
//! - [`resource_properties`] (`properties`): DXIL's ResourceProperties words;
//! - `element`, `sampler`, `kind`, `class` (SRV / UAV / CBV / sampler): the
//!   parts; `spirv_facts`, `target_names`: the numbers and names of the target
//!   types; `error`: what can be wrong with either kind of type.
//!
//! This is the only place that knows the integer parameters of handle types.
//! It must not know intrinsic names or DXIL/SPIR-V instruction encodings.

mod class;
mod decode;
mod element;
mod encode;
mod error;
mod handle;
mod kind;
mod properties;
mod resource;
mod sampler;
mod spirv_facts;
mod target_names;

#[cfg(test)]
mod decode_tests;
#[cfg(test)]
mod round_trip_tests;

pub use class::ResourceClass;
pub use decode::decode_handle_type;
pub use element::{ElementScalar, ElementType, MAX_COMPONENTS, TYPED_ELEMENT_MAX_BYTES};
pub use error::ResourceTypeError;
pub use handle::{HandleType, SpirvImageParameters};
pub use kind::{Dimensionality, KindFacts, ResourceKind};
pub use properties::resource_properties;
pub use resource::{ResourceType, MAX_SAMPLE_COUNT};
pub use sampler::SamplerKind;
pub use spirv_facts::{storage_image_format, StorageImageFormat, STORAGE_IMAGE_FORMATS};
