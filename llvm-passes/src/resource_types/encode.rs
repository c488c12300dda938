//! HLSL resource type → handle type: `ResourceType::to_ir_type`.
//!
//! DXIL: `dx.Texture`, `dx.MSTexture`, `dx.Sampler`, `dx.TypedBuffer`, `dx.RawBuffer`
//! (INTRINSICS.md "Handle types"). SPIR-V: `spirv.Image` / `spirv.SignedImage`,
//! `spirv.Sampler`, and `spirv.VulkanBuffer` for structured and byte-address buffers,
//! spelled as upstream clang spells them (`[0 x T]`, storage class 12, IsWriteable).
//! Builds `IrType`s only; it must not call into LLVM.

use crate::ir_type::{IrType, ScalarType, TargetExtType};
use crate::target::Api;

use super::element::ElementType;
use super::error::ResourceTypeError;
use super::kind::ResourceKind;
use super::resource::ResourceType;
use super::spirv_facts;
use super::target_names::*;

impl ResourceType {
    /// The handle type of this resource on `api`. Validates first.
    pub fn to_ir_type(&self, api: Api) -> Result<IrType, ResourceTypeError> {
        self.validate()?;
        match api {
            Api::Dx => self.dx_handle_type(),
            Api::Spv => self.spirv_handle_type(),
        }
    }

    fn no_handle_type(&self, api: Api, reason: &str) -> ResourceTypeError {
        ResourceTypeError::NoHandleType {
            resource: self.hlsl_name(),
            api,
            reason: reason.to_string(),
        }
    }

    /// The element; `validate` guarantees it for the kinds that call this.
    fn required_element(&self, api: Api) -> Result<ElementType, ResourceTypeError> {
        self.element
            .ok_or_else(|| self.no_handle_type(api, "the element type is missing"))
    }

    fn dx_handle_type(&self) -> Result<IrType, ResourceTypeError> {
        let writable = u32::from(self.writable);
        let rasterizer_ordered = u32::from(self.rasterizer_ordered);
        match self.kind {
            ResourceKind::Sampler => {
                let sampler = self.sampler.map_or(0, |kind| kind.dxil_number());
                Ok(target(DX_SAMPLER, vec![], vec![sampler]))
            }
            ResourceKind::CBuffer => Err(self.no_handle_type(
                Api::Dx,
                "constant buffer handles (dx.CBuffer) are not modelled",
            )),
            ResourceKind::RawBuffer => Ok(target(
                DX_RAW_BUFFER,
                vec![IrType::Scalar(ScalarType::I8)],
                vec![writable, rasterizer_ordered],
            )),
            ResourceKind::StructuredBuffer => {
                let element = self.required_element(Api::Dx)?;
                Ok(target(
                    DX_RAW_BUFFER,
                    vec![element.memory_type()],
                    vec![writable, rasterizer_ordered],
                ))
            }
            ResourceKind::TypedBuffer => {
                let element = self.required_element(Api::Dx)?;
                Ok(target(
                    DX_TYPED_BUFFER,
                    vec![element.memory_type()],
                    vec![writable, rasterizer_ordered, is_signed(element)],
                ))
            }
            kind if kind.is_multisampled() => {
                let element = self.required_element(Api::Dx)?;
                Ok(target(
                    DX_MS_TEXTURE,
                    vec![element.memory_type()],
                    vec![
                        writable,
                        self.sample_count.unwrap_or(0),
                        is_signed(element),
                        kind.dxil_number(),
                    ],
                ))
            }
            kind => {
                let element = self.required_element(Api::Dx)?;
                Ok(target(
                    DX_TEXTURE,
                    vec![element.memory_type()],
                    vec![
                        writable,
                        rasterizer_ordered,
                        is_signed(element),
                        kind.dxil_number(),
                    ],
                ))
            }
        }
    }

    fn spirv_handle_type(&self) -> Result<IrType, ResourceTypeError> {
        if self.rasterizer_ordered {
            return Err(self.no_handle_type(
                Api::Spv,
                "SPIR-V handle types cannot express rasterizer ordered access",
            ));
        }
        let writable = u32::from(self.writable);
        match self.kind {
            ResourceKind::Sampler => Ok(target(SPIRV_SAMPLER, vec![], vec![])),
            ResourceKind::CBuffer => Err(self.no_handle_type(
                Api::Spv,
                "constant buffer handles (spirv.VulkanBuffer in Uniform storage) are not modelled",
            )),
            ResourceKind::RawBuffer => Ok(vulkan_buffer(IrType::Scalar(ScalarType::I8), writable)),
            ResourceKind::StructuredBuffer => {
                let element = self.required_element(Api::Spv)?;
                Ok(vulkan_buffer(element.memory_type(), writable))
            }
            _ => self.spirv_image(),
        }
    }

    /// Textures and typed buffers.
    fn spirv_image(&self) -> Result<IrType, ResourceTypeError> {
        let element = self.required_element(Api::Spv)?;
        let facts = self.kind.facts();
        let dim = spirv_facts::dim_of(facts.dimensionality)
            .ok_or_else(|| self.no_handle_type(Api::Spv, "the kind has no SPIR-V image Dim"))?;
        let (sampled, format) = if self.writable {
            (
                spirv_facts::SAMPLED_STORAGE,
                spirv_facts::storage_image_format(element),
            )
        } else {
            (
                spirv_facts::SAMPLED_WITH_SAMPLER,
                spirv_facts::FORMAT_UNKNOWN,
            )
        };
        let name = if element.scalar.is_signed_integer() {
            SPIRV_SIGNED_IMAGE
        } else {
            SPIRV_IMAGE
        };
        Ok(target(
            name,
            vec![IrType::Scalar(element.scalar.ir_scalar())],
            vec![
                dim,
                spirv_facts::DEPTH_NOT_KNOWN,
                u32::from(facts.arrayed),
                u32::from(facts.multisampled),
                sampled,
                format,
            ],
        ))
    }
}

fn is_signed(element: ElementType) -> u32 {
    u32::from(element.scalar.is_signed_integer())
}

/// `target("spirv.VulkanBuffer", [0 x T], 12, IsWriteable)`.
fn vulkan_buffer(element_memory_type: IrType, writable: u32) -> IrType {
    target(
        SPIRV_VULKAN_BUFFER,
        vec![IrType::Array(Box::new(element_memory_type), 0)],
        vec![spirv_facts::STORAGE_CLASS_STORAGE_BUFFER, writable],
    )
}

fn target(name: &str, type_params: Vec<IrType>, int_params: Vec<u32>) -> IrType {
    IrType::Target(TargetExtType {
        name: name.to_string(),
        type_params,
        int_params,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::resource_types::element::ElementScalar;
    use crate::resource_types::sampler::SamplerKind;
    use pretty_assertions::assert_eq;

    const FLOAT4: ElementType = ElementType::FLOAT4;
    const INT4: ElementType = ElementType::new(ElementScalar::I32, 4);
    const UINT4: ElementType = ElementType::new(ElementScalar::U32, 4);

    fn dx(resource: ResourceType) -> String {
        resource.to_ir_type(Api::Dx).unwrap().to_string()
    }

    fn spv(resource: ResourceType) -> String {
        resource.to_ir_type(Api::Spv).unwrap().to_string()
    }

    #[test]
    fn intrinsics_md_dx_examples() {
        use ResourceKind::*;
        assert_eq!(
            dx(ResourceType::texture(Texture2D, FLOAT4)),
            "target(\"dx.Texture\", <4 x float>, 0, 0, 0, 2)"
        );
        assert_eq!(
            dx(ResourceType::texture(Texture2D, INT4)),
            "target(\"dx.Texture\", <4 x i32>, 0, 0, 1, 2)"
        );
        assert_eq!(
            dx(ResourceType::rw_texture(Texture2D, FLOAT4)),
            "target(\"dx.Texture\", <4 x float>, 1, 0, 0, 2)"
        );
        assert_eq!(
            dx(ResourceType::multisampled_texture(
                Texture2DMS,
                FLOAT4,
                Some(4)
            )),
            "target(\"dx.MSTexture\", <4 x float>, 0, 4, 0, 3)"
        );
        assert_eq!(
            dx(ResourceType::multisampled_texture(
                Texture2DMSArray,
                FLOAT4,
                None
            )),
            "target(\"dx.MSTexture\", <4 x float>, 0, 0, 0, 8)"
        );
        assert_eq!(
            dx(ResourceType::sampler(SamplerKind::Default)),
            "target(\"dx.Sampler\", 0)"
        );
        assert_eq!(
            dx(ResourceType::sampler(SamplerKind::Comparison)),
            "target(\"dx.Sampler\", 1)"
        );
        assert_eq!(
            dx(ResourceType::sampler(SamplerKind::Mono)),
            "target(\"dx.Sampler\", 2)"
        );
    }

    #[test]
    fn dx_buffers_follow_clang() {
        // Spellings checked against clang-22's output for the same declarations.
        let uint = ElementType::new(ElementScalar::U32, 1);
        let int2 = ElementType::new(ElementScalar::I32, 2);
        let float3 = ElementType::new(ElementScalar::F32, 3);
        let half = ElementType::new(ElementScalar::F16, 1);
        let cases = [
            (
                ResourceType::typed_buffer(UINT4, false),
                "target(\"dx.TypedBuffer\", <4 x i32>, 0, 0, 0)",
            ),
            (
                ResourceType::typed_buffer(FLOAT4, true),
                "target(\"dx.TypedBuffer\", <4 x float>, 1, 0, 0)",
            ),
            (
                ResourceType::typed_buffer(int2, true),
                "target(\"dx.TypedBuffer\", <2 x i32>, 1, 0, 1)",
            ),
            (
                ResourceType::typed_buffer(half, true),
                "target(\"dx.TypedBuffer\", half, 1, 0, 0)",
            ),
            (
                ResourceType::typed_buffer(ElementType::new(ElementScalar::F32, 1), true)
                    .rasterizer_ordered(),
                "target(\"dx.TypedBuffer\", float, 1, 1, 0)",
            ),
            (
                ResourceType::structured_buffer(float3, false),
                "target(\"dx.RawBuffer\", <3 x float>, 0, 0)",
            ),
            (
                ResourceType::structured_buffer(uint, true),
                "target(\"dx.RawBuffer\", i32, 1, 0)",
            ),
            (
                ResourceType::structured_buffer(uint, true).rasterizer_ordered(),
                "target(\"dx.RawBuffer\", i32, 1, 1)",
            ),
            (
                ResourceType::byte_address_buffer(false),
                "target(\"dx.RawBuffer\", i8, 0, 0)",
            ),
            (
                ResourceType::byte_address_buffer(true),
                "target(\"dx.RawBuffer\", i8, 1, 0)",
            ),
            (
                ResourceType::byte_address_buffer(true).rasterizer_ordered(),
                "target(\"dx.RawBuffer\", i8, 1, 1)",
            ),
        ];
        for (resource, expected) in cases {
            assert_eq!(dx(resource), expected, "{}", resource.hlsl_name());
        }
    }

    #[test]
    fn intrinsics_md_spirv_table() {
        use ResourceKind::*;
        // (resource, Dim, Arrayed, MS, Sampled) rows of INTRINSICS.md's SPIR-V table.
        let rows = [
            (ResourceType::texture(Texture1D, FLOAT4), [0, 0, 0, 1]),
            (ResourceType::texture(Texture1DArray, FLOAT4), [0, 1, 0, 1]),
            (ResourceType::texture(Texture2D, FLOAT4), [1, 0, 0, 1]),
            (ResourceType::texture(Texture2DArray, FLOAT4), [1, 1, 0, 1]),
            (ResourceType::texture(Texture3D, FLOAT4), [2, 0, 0, 1]),
            (ResourceType::texture(TextureCube, FLOAT4), [3, 0, 0, 1]),
            (
                ResourceType::texture(TextureCubeArray, FLOAT4),
                [3, 1, 0, 1],
            ),
            (ResourceType::texture(Texture2DMS, FLOAT4), [1, 0, 1, 1]),
            (
                ResourceType::texture(Texture2DMSArray, FLOAT4),
                [1, 1, 1, 1],
            ),
            (ResourceType::rw_texture(Texture1D, FLOAT4), [0, 0, 0, 2]),
            (
                ResourceType::rw_texture(Texture1DArray, FLOAT4),
                [0, 1, 0, 2],
            ),
            (ResourceType::rw_texture(Texture2D, FLOAT4), [1, 0, 0, 2]),
            (
                ResourceType::rw_texture(Texture2DArray, FLOAT4),
                [1, 1, 0, 2],
            ),
            (ResourceType::rw_texture(Texture3D, FLOAT4), [2, 0, 0, 2]),
            (ResourceType::typed_buffer(FLOAT4, false), [5, 0, 0, 1]),
            (ResourceType::typed_buffer(FLOAT4, true), [5, 0, 0, 2]),
        ];
        for (resource, [dim, arrayed, ms, sampled]) in rows {
            let format = if resource.writable { 1 } else { 0 };
            assert_eq!(
                resource.to_ir_type(Api::Spv).unwrap(),
                target(
                    "spirv.Image",
                    vec![IrType::F32],
                    vec![dim, 2, arrayed, ms, sampled, format]
                ),
                "{}",
                resource.hlsl_name()
            );
        }
    }

    #[test]
    fn spirv_signed_integers_use_signed_image() {
        use ResourceKind::*;
        assert_eq!(
            spv(ResourceType::texture(Texture2D, INT4)),
            "target(\"spirv.SignedImage\", i32, 1, 2, 0, 0, 1, 0)"
        );
        assert_eq!(
            spv(ResourceType::rw_texture(Texture2D, INT4)),
            "target(\"spirv.SignedImage\", i32, 1, 2, 0, 0, 2, 21)"
        );
        assert_eq!(
            spv(ResourceType::rw_texture(Texture3D, UINT4)),
            "target(\"spirv.Image\", i32, 2, 2, 0, 0, 2, 30)"
        );
        assert_eq!(
            spv(ResourceType::typed_buffer(
                ElementType::new(ElementScalar::I16, 1),
                false
            )),
            "target(\"spirv.SignedImage\", i16, 5, 2, 0, 0, 1, 0)"
        );
        assert_eq!(
            spv(ResourceType::rw_texture(
                Texture2D,
                ElementType::new(ElementScalar::F16, 4)
            )),
            "target(\"spirv.Image\", half, 1, 2, 0, 0, 2, 0)"
        );
        assert_eq!(
            spv(ResourceType::sampler(SamplerKind::Default)),
            "target(\"spirv.Sampler\")"
        );
        assert_eq!(
            spv(ResourceType::sampler(SamplerKind::Comparison)),
            "target(\"spirv.Sampler\")"
        );
    }

    #[test]
    fn spirv_buffers_follow_clang() {
        // Spellings checked against clang-22's output for the same declarations.
        let float3 = ElementType::new(ElementScalar::F32, 3);
        let int = ElementType::new(ElementScalar::I32, 1);
        assert_eq!(
            spv(ResourceType::structured_buffer(float3, false)),
            "target(\"spirv.VulkanBuffer\", [0 x <3 x float>], 12, 0)"
        );
        assert_eq!(
            spv(ResourceType::structured_buffer(int, true)),
            "target(\"spirv.VulkanBuffer\", [0 x i32], 12, 1)"
        );
        assert_eq!(
            spv(ResourceType::byte_address_buffer(false)),
            "target(\"spirv.VulkanBuffer\", [0 x i8], 12, 0)"
        );
        assert_eq!(
            spv(ResourceType::byte_address_buffer(true)),
            "target(\"spirv.VulkanBuffer\", [0 x i8], 12, 1)"
        );
        assert_eq!(
            spv(ResourceType::typed_buffer(
                ElementType::new(ElementScalar::I32, 2),
                true
            )),
            "target(\"spirv.SignedImage\", i32, 5, 2, 0, 0, 2, 25)"
        );
        assert_eq!(
            spv(ResourceType::typed_buffer(
                ElementType::new(ElementScalar::I64, 1),
                true
            )),
            "target(\"spirv.SignedImage\", i64, 5, 2, 0, 0, 2, 41)"
        );
    }

    #[test]
    fn mangled_suffixes() {
        use ResourceKind::*;
        let mangled =
            |resource: ResourceType, api| resource.to_ir_type(api).unwrap().mangled_suffix();
        let texture = ResourceType::texture(Texture2D, FLOAT4);
        assert_eq!(mangled(texture, Api::Dx), "tdx.Texture_v4f32_0_0_0_2t");
        assert_eq!(mangled(texture, Api::Spv), "tspirv.Image_f32_1_2_0_0_1_0t");
        let rw_buffer = ResourceType::typed_buffer(FLOAT4, true);
        assert_eq!(mangled(rw_buffer, Api::Dx), "tdx.TypedBuffer_v4f32_1_0_0t");
        assert_eq!(
            mangled(rw_buffer, Api::Spv),
            "tspirv.Image_f32_5_2_0_0_2_1t"
        );
        let sampler = ResourceType::sampler(SamplerKind::Default);
        assert_eq!(mangled(sampler, Api::Dx), "tdx.Sampler_0t");
        assert_eq!(mangled(sampler, Api::Spv), "tspirv.Samplert");
        let ms = ResourceType::multisampled_texture(Texture2DMS, FLOAT4, Some(4));
        assert_eq!(mangled(ms, Api::Dx), "tdx.MSTexture_v4f32_0_4_0_3t");
        let rw_bab = ResourceType::byte_address_buffer(true);
        assert_eq!(mangled(rw_bab, Api::Dx), "tdx.RawBuffer_i8_1_0t");
        assert_eq!(mangled(rw_bab, Api::Spv), "tspirv.VulkanBuffer_a0i8_12_1t");
        let int_signed = ResourceType::rw_texture(Texture2DArray, INT4);
        assert_eq!(
            mangled(int_signed, Api::Spv),
            "tspirv.SignedImage_i32_1_2_1_0_2_21t"
        );
    }

    #[test]
    fn errors() {
        use ResourceKind::*;
        let cases = [
            (
                ResourceType::rasterizer_ordered_texture(Texture2D, FLOAT4),
                Api::Spv,
                "RasterizerOrderedTexture2D<float4> has no spv handle type: \
                 SPIR-V handle types cannot express rasterizer ordered access",
            ),
            (
                ResourceType::constant_buffer(),
                Api::Dx,
                "cbuffer has no dx handle type: constant buffer handles (dx.CBuffer) are not modelled",
            ),
            (
                ResourceType::constant_buffer(),
                Api::Spv,
                "cbuffer has no spv handle type: constant buffer handles \
                 (spirv.VulkanBuffer in Uniform storage) are not modelled",
            ),
            (
                ResourceType::rw_texture(TextureCube, FLOAT4),
                Api::Dx,
                "invalid resource type RWTextureCube<float4>: cube textures cannot be writable",
            ),
            (
                ResourceType::rw_texture(Texture2DMSArray, FLOAT4),
                Api::Spv,
                "invalid resource type RWTexture2DMSArray<float4>: multisampled textures cannot be writable",
            ),
            (
                ResourceType::texture(Texture3D, ElementType::new(ElementScalar::F64, 3)),
                Api::Dx,
                "invalid element type double3: 24 bytes do not fit in a typed resource element (16 bytes at most)",
            ),
        ];
        for (resource, api, message) in cases {
            assert_eq!(resource.to_ir_type(api).unwrap_err().to_string(), message);
        }
    }
}
