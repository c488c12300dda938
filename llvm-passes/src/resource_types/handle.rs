//! `HandleType`: what a `target("dx.*")` / `target("spirv.*")` handle type tells
//! about its resource, and the way back to an HLSL [`ResourceType`].
//!
//! Decoding lives in `decode`; this module only holds and interprets the decoded
//! facts. It must not look at IR type parameters.

use crate::ir_type::IrType;
use crate::target::Api;

use super::element::{ElementScalar, ElementType};
use super::error::ResourceTypeError;
use super::kind::ResourceKind;
use super::resource::{compose_hlsl_name, HlslNameParts, ResourceType};
use super::sampler::SamplerKind;

/// The facts a handle type carries.
///
/// What each API leaves out:
/// - `spirv.Image` has the scalar only: `element_memory_type` is `None`, and the
///   component count is unknown; it has no sample count and no ROV flag.
/// - `spirv.Sampler` does not say which sampler kind it is: `sampler` is `None`.
/// - `dx.RawBuffer` and `spirv.VulkanBuffer` have no signedness: integer elements
///   decode as unsigned (`StructuredBuffer<int>` and `<uint>` share a handle type).
/// - Byte-address buffers (`i8` / `[0 x i8]`) have no element at all.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct HandleType {
    pub api: Api,
    pub kind: ResourceKind,
    pub writable: bool,
    pub rasterizer_ordered: bool,
    /// The element's memory type: `dx.*` element types and the `T` of
    /// `spirv.VulkanBuffer`'s `[0 x T]` (which may be a struct or an array).
    pub element_memory_type: Option<IrType>,
    /// The element scalar with its signedness, when the element is a scalar or
    /// vector.
    pub element_scalar: Option<ElementScalar>,
    /// `dx.MSTexture`'s SampleCount; `None` when 0 (not given) or not recorded.
    pub sample_count: Option<u32>,
    /// `dx.Sampler`'s SamplerType; `None` elsewhere (`spirv.Sampler` included).
    pub sampler: Option<SamplerKind>,
    /// `spirv.Image`'s Format.
    pub spirv_format: Option<u32>,
}

impl HandleType {
    pub fn is_sampler(&self) -> bool {
        self.kind == ResourceKind::Sampler
    }

    pub fn is_texture(&self) -> bool {
        self.kind.is_texture()
    }

    /// A name a diagnostic can print: the HLSL type when the handle determines it
    /// (`RWTexture2D<float4>`), otherwise the same with what is known of the
    /// element: `Texture2D<floatN>` for a SPIR-V image (N unknown),
    /// `StructuredBuffer<%struct.S>` for a struct element.
    pub fn hlsl_name(&self) -> String {
        if let Ok(resource) = ResourceType::from_handle_type(self, None) {
            return resource.hlsl_name();
        }
        let element = match (&self.element_memory_type, self.element_scalar) {
            (Some(memory_type), Some(scalar)) => {
                let components = memory_type.components().unwrap_or(1);
                Some(ElementType::new(scalar, components).hlsl_name())
            }
            (Some(memory_type), None) => Some(memory_type.to_string()),
            (None, Some(scalar)) => Some(format!("{}N", scalar.hlsl_name())),
            (None, None) => None,
        };
        compose_hlsl_name(&HlslNameParts {
            kind: self.kind,
            writable: self.writable,
            rasterizer_ordered: self.rasterizer_ordered,
            element,
            sample_count: self.sample_count,
            sampler: self.sampler,
        })
    }

    fn no_resource_type(&self, reason: impl Into<String>) -> ResourceTypeError {
        ResourceTypeError::NoResourceType {
            handle: format!("{} handle {}", self.api, self.hlsl_name_of_kind()),
            reason: reason.into(),
        }
    }

    /// The kind's HLSL name with the access prefix, never failing (used inside
    /// errors, where `hlsl_name` would recurse).
    fn hlsl_name_of_kind(&self) -> String {
        compose_hlsl_name(&HlslNameParts {
            kind: self.kind,
            writable: self.writable,
            rasterizer_ordered: self.rasterizer_ordered,
            element: None,
            sample_count: None,
            sampler: self.sampler,
        })
    }
}

impl ResourceType {
    /// The HLSL resource type a handle stands for.
    ///
    /// `image_components` supplies what SPIR-V images do not record: the
    /// component count of the element (`spirv.Image` holds only the scalar). It is
    /// required for SPIR-V images and typed buffers; elsewhere it may be given and
    /// must then agree with the handle.
    ///
    /// Facts a handle type cannot hold come back at their defaults: a
    /// `spirv.Sampler` is a `SamplerState`, a SPIR-V multisampled texture has no
    /// sample count, raw-buffer integers are unsigned (see [`HandleType`]).
    /// Structured buffers of structs and arrays have no `ResourceType` (its
    /// element is a scalar or vector).
    pub fn from_handle_type(
        handle: &HandleType,
        image_components: Option<u32>,
    ) -> Result<ResourceType, ResourceTypeError> {
        let resource = ResourceType {
            kind: handle.kind,
            writable: handle.writable,
            rasterizer_ordered: handle.rasterizer_ordered,
            element: element_of(handle, image_components)?,
            sample_count: handle.sample_count,
            sampler: handle
                .is_sampler()
                .then(|| handle.sampler.unwrap_or(SamplerKind::Default)),
        };
        resource.validate()?;
        Ok(resource)
    }
}

fn element_of(
    handle: &HandleType,
    image_components: Option<u32>,
) -> Result<Option<ElementType>, ResourceTypeError> {
    let Some(scalar) = handle.element_scalar else {
        return match &handle.element_memory_type {
            Some(memory_type) => Err(handle.no_resource_type(format!(
                "element type {memory_type} is not a scalar or vector"
            ))),
            None => Ok(None),
        };
    };
    let recorded = handle
        .element_memory_type
        .as_ref()
        .and_then(IrType::components);
    let components = match (recorded, image_components) {
        (Some(recorded), Some(given)) if recorded != given => {
            return Err(handle.no_resource_type(format!(
                "the handle's element has {recorded} components, not {given}"
            )))
        }
        (Some(recorded), _) => recorded,
        (None, Some(given)) => given,
        (None, None) => {
            return Err(handle.no_resource_type(
                "SPIR-V image handles do not record the element's component count",
            ))
        }
    };
    Ok(Some(ElementType::new(scalar, components)))
}

/// The `OpTypeImage` parameters of a SPIR-V image handle.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SpirvImageParameters {
    pub dim: u32,
    pub depth: u32,
    pub arrayed: bool,
    pub multisampled: bool,
    /// 1 sampled image, 2 storage image.
    pub sampled: u32,
    pub format: u32,
}

impl HandleType {
    /// The image parameters of a texture or typed-buffer handle (`None` for
    /// samplers and other buffers).
    pub fn spirv_image_parameters(&self) -> Option<SpirvImageParameters> {
        use super::spirv_facts::{
            dim_of, DEPTH_NOT_KNOWN, FORMAT_UNKNOWN, SAMPLED_STORAGE, SAMPLED_WITH_SAMPLER,
        };
        if !self.kind.is_texture() && self.kind != ResourceKind::TypedBuffer {
            return None;
        }
        Some(SpirvImageParameters {
            dim: dim_of(self.kind.facts().dimensionality)?,
            depth: DEPTH_NOT_KNOWN,
            arrayed: self.kind.is_arrayed(),
            multisampled: self.kind.is_multisampled(),
            sampled: if self.writable {
                SAMPLED_STORAGE
            } else {
                SAMPLED_WITH_SAMPLER
            },
            format: self.spirv_format.unwrap_or(FORMAT_UNKNOWN),
        })
    }
}
