//! `ResourceType`: an HLSL resource type as the front end sees it
//! (`RWTexture2D<float4>`, `Texture2DMS<float4, 4>`, `SamplerComparisonState`),
//! with its constructors, HLSL spelling and HLSL's validity rules.
//!
//! Conversion to handle types lives in `encode`, DXIL properties in `properties`.
//! This module must not know handle type parameters.

use super::element::ElementType;
use super::error::ResourceTypeError;
use super::kind::ResourceKind;
use super::sampler::SamplerKind;

/// DXIL stores the sample count in 8 bits; 0 means "not given".
pub const MAX_SAMPLE_COUNT: u32 = 255;

/// An HLSL resource type.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ResourceType {
    pub kind: ResourceKind,
    /// The RW (UAV) form.
    pub writable: bool,
    /// The RasterizerOrdered form (also writable).
    pub rasterizer_ordered: bool,
    /// `None` for samplers, byte-address buffers and cbuffers.
    pub element: Option<ElementType>,
    /// `Texture2DMS<T, N>`'s N; `None` when not given (multisampled kinds only).
    pub sample_count: Option<u32>,
    /// Samplers only.
    pub sampler: Option<SamplerKind>,
}

impl ResourceType {
    fn plain(kind: ResourceKind, element: Option<ElementType>, writable: bool) -> ResourceType {
        ResourceType {
            kind,
            writable,
            rasterizer_ordered: false,
            element,
            sample_count: None,
            sampler: None,
        }
    }

    /// A read-only texture (`Texture2D<float4>`); multisampled kinds get no
    /// sample count (see [`ResourceType::multisampled_texture`]).
    pub fn texture(kind: ResourceKind, element: ElementType) -> ResourceType {
        ResourceType::plain(kind, Some(element), false)
    }

    /// A writable texture (`RWTexture2D<float4>`).
    pub fn rw_texture(kind: ResourceKind, element: ElementType) -> ResourceType {
        ResourceType::plain(kind, Some(element), true)
    }

    /// `RasterizerOrderedTexture2D<float4>` and friends.
    pub fn rasterizer_ordered_texture(kind: ResourceKind, element: ElementType) -> ResourceType {
        ResourceType::rw_texture(kind, element).rasterizer_ordered()
    }

    /// `Texture2DMS<T[, N]>` / `Texture2DMSArray<T[, N]>`.
    pub fn multisampled_texture(
        kind: ResourceKind,
        element: ElementType,
        sample_count: Option<u32>,
    ) -> ResourceType {
        ResourceType {
            sample_count,
            ..ResourceType::texture(kind, element)
        }
    }

    /// `SamplerState`, `SamplerComparisonState` (or DXIL's mono sampler).
    pub fn sampler(kind: SamplerKind) -> ResourceType {
        ResourceType {
            sampler: Some(kind),
            ..ResourceType::plain(ResourceKind::Sampler, None, false)
        }
    }

    /// `Buffer<T>` / `RWBuffer<T>`.
    pub fn typed_buffer(element: ElementType, writable: bool) -> ResourceType {
        ResourceType::plain(ResourceKind::TypedBuffer, Some(element), writable)
    }

    /// `StructuredBuffer<T>` / `RWStructuredBuffer<T>` of a scalar or vector T.
    pub fn structured_buffer(element: ElementType, writable: bool) -> ResourceType {
        ResourceType::plain(ResourceKind::StructuredBuffer, Some(element), writable)
    }

    /// `ByteAddressBuffer` / `RWByteAddressBuffer`.
    pub fn byte_address_buffer(writable: bool) -> ResourceType {
        ResourceType::plain(ResourceKind::RawBuffer, None, writable)
    }

    /// `cbuffer` / `ConstantBuffer<T>` (the layout is not modelled here).
    pub fn constant_buffer() -> ResourceType {
        ResourceType::plain(ResourceKind::CBuffer, None, false)
    }

    /// The RasterizerOrdered form of this type (which is writable).
    pub fn rasterizer_ordered(self) -> ResourceType {
        ResourceType {
            writable: true,
            rasterizer_ordered: true,
            ..self
        }
    }

    /// The HLSL spelling: `RWTexture2D<float4>`, `Texture2DMS<float4, 4>`,
    /// `SamplerComparisonState`, `RWByteAddressBuffer`.
    pub fn hlsl_name(&self) -> String {
        compose_hlsl_name(&HlslNameParts {
            kind: self.kind,
            writable: self.writable,
            rasterizer_ordered: self.rasterizer_ordered,
            element: self.element.map(ElementType::hlsl_name),
            sample_count: self.sample_count,
            sampler: self.sampler,
        })
    }

    /// Checks HLSL's rules (HLSL.md "Resource types"); every conversion calls it.
    pub fn validate(&self) -> Result<(), ResourceTypeError> {
        self.validate_sampler()?;
        self.validate_access()?;
        self.validate_sample_count()?;
        self.validate_element()
    }

    fn invalid(&self, reason: impl Into<String>) -> ResourceTypeError {
        ResourceTypeError::InvalidResource {
            resource: self.hlsl_name(),
            reason: reason.into(),
        }
    }

    fn validate_sampler(&self) -> Result<(), ResourceTypeError> {
        match (self.kind == ResourceKind::Sampler, self.sampler) {
            (true, None) => Err(self.invalid("a sampler needs a sampler kind")),
            (false, Some(_)) => Err(self.invalid("only samplers have a sampler kind")),
            _ => Ok(()),
        }
    }

    fn validate_access(&self) -> Result<(), ResourceTypeError> {
        if self.rasterizer_ordered && !self.writable {
            return Err(self.invalid("rasterizer ordered resources are writable (UAVs)"));
        }
        if !self.writable {
            return Ok(());
        }
        let kind = self.kind;
        if kind.is_multisampled() {
            Err(self.invalid("multisampled textures cannot be writable"))
        } else if kind.is_cube() {
            Err(self.invalid("cube textures cannot be writable"))
        } else if matches!(kind, ResourceKind::Sampler | ResourceKind::CBuffer) {
            Err(self.invalid(format!("{kind:?} has no writable form")))
        } else {
            Ok(())
        }
    }

    fn validate_sample_count(&self) -> Result<(), ResourceTypeError> {
        match self.sample_count {
            None => Ok(()),
            Some(_) if !self.kind.is_multisampled() => {
                Err(self.invalid("only multisampled textures have a sample count"))
            }
            Some(count) if count == 0 || count > MAX_SAMPLE_COUNT => Err(self.invalid(format!(
                "sample count {count} is outside 1..={MAX_SAMPLE_COUNT}"
            ))),
            Some(_) => Ok(()),
        }
    }

    fn validate_element(&self) -> Result<(), ResourceTypeError> {
        let kind = self.kind;
        let takes_element = kind.is_texture()
            || matches!(
                kind,
                ResourceKind::TypedBuffer | ResourceKind::StructuredBuffer
            );
        match (takes_element, self.element) {
            (true, None) => Err(self.invalid(format!("{kind:?} needs an element type"))),
            (false, Some(_)) => Err(self.invalid(format!("{kind:?} has no element type"))),
            (true, Some(element)) if kind == ResourceKind::StructuredBuffer => {
                element.validate_for_structured_buffer()
            }
            (true, Some(element)) => element.validate_for_typed_resource(),
            (false, None) => Ok(()),
        }
    }
}

/// What an HLSL resource type name is made of; shared with `HandleType`, whose
/// element may be known only partly.
pub(crate) struct HlslNameParts {
    pub kind: ResourceKind,
    pub writable: bool,
    pub rasterizer_ordered: bool,
    pub element: Option<String>,
    pub sample_count: Option<u32>,
    pub sampler: Option<SamplerKind>,
}

pub(crate) fn compose_hlsl_name(parts: &HlslNameParts) -> String {
    let access = if parts.rasterizer_ordered {
        "RasterizerOrdered"
    } else if parts.writable {
        "RW"
    } else {
        ""
    };
    let base = match parts.kind {
        ResourceKind::Sampler => {
            return parts
                .sampler
                .unwrap_or(SamplerKind::Default)
                .hlsl_name()
                .to_string()
        }
        ResourceKind::CBuffer => return "cbuffer".to_string(),
        ResourceKind::TypedBuffer => "Buffer",
        kind => kind.facts().hlsl_name,
    };
    let arguments = match (&parts.element, parts.sample_count) {
        (Some(element), Some(count)) => format!("<{element}, {count}>"),
        (Some(element), None) => format!("<{element}>"),
        (None, _) => String::new(),
    };
    format!("{access}{base}{arguments}")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::resource_types::element::ElementScalar;
    use pretty_assertions::assert_eq;

    const UINT: ElementType = ElementType::new(ElementScalar::U32, 1);

    #[test]
    fn names_follow_hlsl() {
        use ResourceKind::*;
        let float4 = ElementType::FLOAT4;
        let cases = [
            (
                ResourceType::texture(Texture2D, float4),
                "Texture2D<float4>",
            ),
            (
                ResourceType::rw_texture(Texture2D, float4),
                "RWTexture2D<float4>",
            ),
            (
                ResourceType::rasterizer_ordered_texture(Texture2DArray, float4),
                "RasterizerOrderedTexture2DArray<float4>",
            ),
            (
                ResourceType::multisampled_texture(Texture2DMS, float4, Some(4)),
                "Texture2DMS<float4, 4>",
            ),
            (
                ResourceType::multisampled_texture(Texture2DMSArray, float4, None),
                "Texture2DMSArray<float4>",
            ),
            (
                ResourceType::texture(TextureCubeArray, UINT),
                "TextureCubeArray<uint>",
            ),
            (ResourceType::sampler(SamplerKind::Default), "SamplerState"),
            (
                ResourceType::sampler(SamplerKind::Comparison),
                "SamplerComparisonState",
            ),
            (ResourceType::typed_buffer(float4, true), "RWBuffer<float4>"),
            (ResourceType::typed_buffer(UINT, false), "Buffer<uint>"),
            (
                ResourceType::typed_buffer(float4, true).rasterizer_ordered(),
                "RasterizerOrderedBuffer<float4>",
            ),
            (
                ResourceType::structured_buffer(UINT, false),
                "StructuredBuffer<uint>",
            ),
            (
                ResourceType::structured_buffer(UINT, true),
                "RWStructuredBuffer<uint>",
            ),
            (
                ResourceType::byte_address_buffer(false),
                "ByteAddressBuffer",
            ),
            (
                ResourceType::byte_address_buffer(true),
                "RWByteAddressBuffer",
            ),
            (ResourceType::constant_buffer(), "cbuffer"),
        ];
        for (resource, name) in cases {
            assert_eq!(resource.hlsl_name(), name);
            assert_eq!(resource.validate(), Ok(()), "{name}");
        }
    }

    #[test]
    fn rasterizer_ordered_implies_writable() {
        let rov = ResourceType::texture(ResourceKind::Texture2D, UINT).rasterizer_ordered();
        assert!(rov.writable);
        assert!(rov.rasterizer_ordered);
    }

    #[test]
    fn every_rule_has_a_message() {
        use ResourceKind::*;
        let float4 = ElementType::FLOAT4;
        let double4 = ElementType::new(ElementScalar::F64, 4);
        let cases = [
            (
                ResourceType::rw_texture(Texture2DMS, float4),
                "invalid resource type RWTexture2DMS<float4>: multisampled textures cannot be writable",
            ),
            (
                ResourceType::rw_texture(TextureCube, float4),
                "invalid resource type RWTextureCube<float4>: cube textures cannot be writable",
            ),
            (
                ResourceType::rw_texture(TextureCubeArray, float4),
                "invalid resource type RWTextureCubeArray<float4>: cube textures cannot be writable",
            ),
            (
                ResourceType {
                    writable: true,
                    ..ResourceType::sampler(SamplerKind::Default)
                },
                "invalid resource type SamplerState: Sampler has no writable form",
            ),
            (
                ResourceType {
                    writable: true,
                    ..ResourceType::constant_buffer()
                },
                "invalid resource type cbuffer: CBuffer has no writable form",
            ),
            (
                ResourceType {
                    rasterizer_ordered: true,
                    ..ResourceType::texture(Texture2D, float4)
                },
                "invalid resource type RasterizerOrderedTexture2D<float4>: rasterizer ordered resources are writable (UAVs)",
            ),
            (
                ResourceType {
                    sample_count: Some(4),
                    ..ResourceType::texture(Texture2D, float4)
                },
                "invalid resource type Texture2D<float4, 4>: only multisampled textures have a sample count",
            ),
            (
                ResourceType::multisampled_texture(Texture2DMS, float4, Some(0)),
                "invalid resource type Texture2DMS<float4, 0>: sample count 0 is outside 1..=255",
            ),
            (
                ResourceType::multisampled_texture(Texture2DMS, float4, Some(256)),
                "invalid resource type Texture2DMS<float4, 256>: sample count 256 is outside 1..=255",
            ),
            (
                ResourceType {
                    element: None,
                    ..ResourceType::texture(Texture2D, float4)
                },
                "invalid resource type Texture2D: Texture2D needs an element type",
            ),
            (
                ResourceType {
                    element: None,
                    ..ResourceType::typed_buffer(float4, false)
                },
                "invalid resource type Buffer: TypedBuffer needs an element type",
            ),
            (
                ResourceType {
                    element: Some(float4),
                    ..ResourceType::byte_address_buffer(false)
                },
                "invalid resource type ByteAddressBuffer<float4>: RawBuffer has no element type",
            ),
            (
                ResourceType {
                    element: Some(float4),
                    ..ResourceType::sampler(SamplerKind::Default)
                },
                "invalid resource type SamplerState: Sampler has no element type",
            ),
            (
                ResourceType {
                    sampler: None,
                    ..ResourceType::sampler(SamplerKind::Default)
                },
                "invalid resource type SamplerState: a sampler needs a sampler kind",
            ),
            (
                ResourceType {
                    sampler: Some(SamplerKind::Comparison),
                    ..ResourceType::texture(Texture2D, float4)
                },
                "invalid resource type Texture2D<float4>: only samplers have a sampler kind",
            ),
            (
                ResourceType::texture(Texture2D, double4),
                "invalid element type double4: 32 bytes do not fit in a typed resource element (16 bytes at most)",
            ),
            (
                ResourceType::typed_buffer(ElementType::new(ElementScalar::F32, 5), false),
                "invalid element type float5: a vector has 1 to 4 components",
            ),
            (
                ResourceType::structured_buffer(ElementType::new(ElementScalar::U32, 0), true),
                "invalid element type uint0: a vector has 1 to 4 components",
            ),
        ];
        for (resource, message) in cases {
            assert_eq!(resource.validate().unwrap_err().to_string(), message);
        }
        // Structured buffers have no 16-byte limit.
        assert_eq!(
            ResourceType::structured_buffer(double4, true).validate(),
            Ok(())
        );
    }
}
