//! DXIL's `ResourceProperties` words (the constant operand of `dx.op.annotateHandle`)
//! of an HLSL resource type, as upstream LLVM's DirectX backend computes them.
//!
//! Word 0: bits 0–7 ResourceKind, 8–11 alignment log2 (structured buffers of
//! structs), bit 12 UAV, 13 ROV, 14 globally coherent, 15 comparison sampler / UAV
//! counter. Word 1: typed resources component type | count << 8 | sample count << 16;
//! structured buffers the stride. Bit packing only; it must not validate or know
//! handle type parameters.

use super::kind::ResourceKind;
use super::resource::ResourceType;
use super::sampler::SamplerKind;

const UAV_BIT: u32 = 1 << 12;
const ROV_BIT: u32 = 1 << 13;
const COMPARISON_SAMPLER_BIT: u32 = 1 << 15;
const COMPONENT_COUNT_SHIFT: u32 = 8;
const SAMPLE_COUNT_SHIFT: u32 = 16;

/// `(word 0, word 1)` of `%dx.types.ResourceProperties` for `resource`.
///
/// Call [`ResourceType::validate`] first; an invalid type gives meaningless bits.
/// What `ResourceType` does not carry is 0: globally coherent (bit 14), the UAV
/// counter (bit 15 of UAVs), a cbuffer's size (word 1). Structured buffers of
/// scalars and vectors have alignment log2 0 and a stride equal to the element size
/// (DXIL's data layout packs `<3 x float>` into 12 bytes).
pub fn resource_properties(resource: &ResourceType) -> (u32, u32) {
    let mut word0 = resource.kind.dxil_number();
    if resource.writable {
        word0 |= UAV_BIT;
    }
    if resource.rasterizer_ordered {
        word0 |= ROV_BIT;
    }
    if resource.sampler == Some(SamplerKind::Comparison) {
        word0 |= COMPARISON_SAMPLER_BIT;
    }
    let word1 = match (resource.kind, resource.element) {
        (ResourceKind::StructuredBuffer, Some(element)) => element.byte_size(),
        (kind, Some(element)) if kind.is_texture() || kind == ResourceKind::TypedBuffer => {
            let sample_count = resource.sample_count.unwrap_or(0);
            element.scalar.dxil_component_type()
                | element.components << COMPONENT_COUNT_SHIFT
                | sample_count << SAMPLE_COUNT_SHIFT
        }
        _ => 0,
    };
    (word0, word1)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::resource_types::element::{ElementScalar, ElementType};
    use pretty_assertions::assert_eq;

    const FLOAT4: ElementType = ElementType::FLOAT4;

    #[test]
    fn dxil_md_table() {
        use ResourceKind::*;
        let rows = [
            (ResourceType::texture(Texture2D, FLOAT4), (2, 1033)),
            (
                ResourceType::texture(Texture2D, ElementType::new(ElementScalar::I32, 4)),
                (2, 1028),
            ),
            (ResourceType::rw_texture(Texture2D, FLOAT4), (4098, 1033)),
            (ResourceType::texture(Texture1D, FLOAT4), (1, 1033)),
            (ResourceType::texture(Texture1DArray, FLOAT4), (6, 1033)),
            (ResourceType::texture(Texture2DArray, FLOAT4), (7, 1033)),
            (ResourceType::texture(TextureCube, FLOAT4), (5, 1033)),
            (ResourceType::texture(TextureCubeArray, FLOAT4), (9, 1033)),
            (
                ResourceType::multisampled_texture(Texture2DMS, FLOAT4, Some(8)),
                (3, 525321),
            ),
            (ResourceType::sampler(SamplerKind::Default), (14, 0)),
            (ResourceType::sampler(SamplerKind::Comparison), (32782, 0)),
            (ResourceType::typed_buffer(FLOAT4, true), (4106, 1033)),
            (
                ResourceType::typed_buffer(ElementType::new(ElementScalar::U32, 4), false),
                (10, 1029),
            ),
        ];
        for (resource, properties) in rows {
            assert_eq!(resource.validate(), Ok(()));
            assert_eq!(
                resource_properties(&resource),
                properties,
                "{}",
                resource.hlsl_name()
            );
        }
    }

    #[test]
    fn other_resources() {
        use ResourceKind::*;
        let half2 = ElementType::new(ElementScalar::F16, 2);
        let float3 = ElementType::new(ElementScalar::F32, 3);
        let rows = [
            // Mono samplers are no comparison samplers.
            (ResourceType::sampler(SamplerKind::Mono), (14, 0)),
            // MS without a sample count: 0 in bits 16–23.
            (
                ResourceType::multisampled_texture(Texture2DMSArray, FLOAT4, None),
                (8, 1033),
            ),
            (
                ResourceType::rasterizer_ordered_texture(Texture2D, FLOAT4),
                (12290, 1033),
            ),
            (ResourceType::rw_texture(Texture1D, half2), (4097, 520)),
            (ResourceType::structured_buffer(float3, false), (12, 12)),
            (ResourceType::structured_buffer(half2, true), (4108, 4)),
            (ResourceType::byte_address_buffer(false), (11, 0)),
            (ResourceType::byte_address_buffer(true), (4107, 0)),
            (
                ResourceType::byte_address_buffer(true).rasterizer_ordered(),
                (12299, 0),
            ),
            (ResourceType::constant_buffer(), (13, 0)),
        ];
        for (resource, properties) in rows {
            assert_eq!(
                resource_properties(&resource),
                properties,
                "{}",
                resource.hlsl_name()
            );
        }
    }
}
