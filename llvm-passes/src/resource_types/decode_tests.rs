//! Tests of `decode_handle_type`: the documented handle types, what each API
//! leaves out, and every rejection with its message.

use pretty_assertions::assert_eq;

use crate::ir_type::{IrType, ScalarType, TargetExtType};
use crate::target::Api;

use super::*;

fn target(name: &str, type_params: Vec<IrType>, int_params: Vec<u32>) -> IrType {
    IrType::Target(TargetExtType {
        name: name.to_string(),
        type_params,
        int_params,
    })
}

fn vector(scalar: ScalarType, components: u32) -> IrType {
    IrType::Vector(scalar, components)
}

fn scalar(scalar: ScalarType) -> IrType {
    IrType::Scalar(scalar)
}

fn unsized_array(element: IrType) -> IrType {
    IrType::Array(Box::new(element), 0)
}

fn float4() -> IrType {
    vector(ScalarType::F32, 4)
}

fn decoded(ty: IrType) -> HandleType {
    decode_handle_type(&ty).unwrap_or_else(|error| panic!("{ty}: {error}"))
}

fn dx_handle(kind: ResourceKind) -> HandleType {
    HandleType {
        api: Api::Dx,
        kind,
        writable: false,
        rasterizer_ordered: false,
        element_memory_type: None,
        element_scalar: None,
        sample_count: None,
        sampler: None,
        spirv_format: None,
    }
}

fn spv_handle(kind: ResourceKind) -> HandleType {
    HandleType {
        api: Api::Spv,
        ..dx_handle(kind)
    }
}

#[test]
fn intrinsics_md_dx_examples() {
    let texture2d = HandleType {
        element_memory_type: Some(float4()),
        element_scalar: Some(ElementScalar::F32),
        ..dx_handle(ResourceKind::Texture2D)
    };
    assert_eq!(
        decoded(target("dx.Texture", vec![float4()], vec![0, 0, 0, 2])),
        texture2d
    );
    assert_eq!(
        decoded(target(
            "dx.Texture",
            vec![vector(ScalarType::I32, 4)],
            vec![0, 0, 1, 2]
        )),
        HandleType {
            element_memory_type: Some(vector(ScalarType::I32, 4)),
            element_scalar: Some(ElementScalar::I32),
            ..dx_handle(ResourceKind::Texture2D)
        }
    );
    assert_eq!(
        decoded(target("dx.Texture", vec![float4()], vec![1, 0, 0, 2])),
        HandleType {
            writable: true,
            ..texture2d.clone()
        }
    );
    assert_eq!(
        decoded(target("dx.MSTexture", vec![float4()], vec![0, 4, 0, 3])),
        HandleType {
            kind: ResourceKind::Texture2DMS,
            sample_count: Some(4),
            ..texture2d.clone()
        }
    );
    assert_eq!(
        decoded(target("dx.MSTexture", vec![float4()], vec![0, 0, 0, 8])),
        HandleType {
            kind: ResourceKind::Texture2DMSArray,
            ..texture2d
        }
    );
    for (number, sampler) in [
        (0, SamplerKind::Default),
        (1, SamplerKind::Comparison),
        (2, SamplerKind::Mono),
    ] {
        assert_eq!(
            decoded(target("dx.Sampler", vec![], vec![number])),
            HandleType {
                sampler: Some(sampler),
                ..dx_handle(ResourceKind::Sampler)
            }
        );
    }
}

#[test]
fn dx_buffers() {
    assert_eq!(
        decoded(target(
            "dx.TypedBuffer",
            vec![vector(ScalarType::I32, 2)],
            vec![1, 1, 1]
        )),
        HandleType {
            writable: true,
            rasterizer_ordered: true,
            element_memory_type: Some(vector(ScalarType::I32, 2)),
            element_scalar: Some(ElementScalar::I32),
            ..dx_handle(ResourceKind::TypedBuffer)
        }
    );
    assert_eq!(
        decoded(target(
            "dx.RawBuffer",
            vec![scalar(ScalarType::I8)],
            vec![1, 0]
        )),
        HandleType {
            writable: true,
            ..dx_handle(ResourceKind::RawBuffer)
        }
    );
    // No signedness in raw buffers: integers decode as unsigned.
    assert_eq!(
        decoded(target("dx.RawBuffer", vec![IrType::I32], vec![0, 0])),
        HandleType {
            element_memory_type: Some(IrType::I32),
            element_scalar: Some(ElementScalar::U32),
            ..dx_handle(ResourceKind::StructuredBuffer)
        }
    );
    let structure = IrType::Other("%struct.S".into());
    let handle = decoded(target("dx.RawBuffer", vec![structure.clone()], vec![0, 0]));
    assert_eq!(
        handle,
        HandleType {
            element_memory_type: Some(structure),
            ..dx_handle(ResourceKind::StructuredBuffer)
        }
    );
    assert_eq!(handle.hlsl_name(), "StructuredBuffer<%struct.S>");
    assert_eq!(
        ResourceType::from_handle_type(&handle, None)
            .unwrap_err()
            .to_string(),
        "dx handle StructuredBuffer does not determine an HLSL resource type: \
         element type %struct.S is not a scalar or vector"
    );
    let array = IrType::Array(Box::new(float4()), 4);
    assert_eq!(
        decoded(target("dx.RawBuffer", vec![array.clone()], vec![1, 1])).element_memory_type,
        Some(array)
    );
    // Structured buffers have no 16-byte limit.
    assert_eq!(
        decoded(target(
            "dx.RawBuffer",
            vec![vector(ScalarType::F64, 4)],
            vec![0, 0]
        ))
        .element_scalar,
        Some(ElementScalar::F64)
    );
}

#[test]
fn spirv_images() {
    let image = |name, sampled: ScalarType, params: Vec<u32>| {
        decoded(target(name, vec![scalar(sampled)], params))
    };
    assert_eq!(
        image("spirv.Image", ScalarType::F32, vec![1, 2, 0, 0, 1, 0]),
        HandleType {
            element_scalar: Some(ElementScalar::F32),
            spirv_format: Some(0),
            ..spv_handle(ResourceKind::Texture2D)
        }
    );
    assert_eq!(
        image("spirv.Image", ScalarType::I32, vec![5, 2, 0, 0, 2, 33]),
        HandleType {
            writable: true,
            element_scalar: Some(ElementScalar::U32),
            spirv_format: Some(33),
            ..spv_handle(ResourceKind::TypedBuffer)
        }
    );
    assert_eq!(
        image("spirv.SignedImage", ScalarType::I32, vec![3, 0, 1, 0, 1, 0]),
        HandleType {
            element_scalar: Some(ElementScalar::I32),
            spirv_format: Some(0),
            ..spv_handle(ResourceKind::TextureCubeArray)
        }
    );
    assert_eq!(
        image("spirv.SignedImage", ScalarType::I16, vec![1, 1, 1, 1, 1, 0]),
        HandleType {
            element_scalar: Some(ElementScalar::I16),
            spirv_format: Some(0),
            ..spv_handle(ResourceKind::Texture2DMSArray)
        }
    );
    // Depth 0 and 1 are accepted, and so is a format on a sampled image.
    let depth = image("spirv.Image", ScalarType::F16, vec![0, 1, 1, 0, 1, 3]);
    assert_eq!(depth.kind, ResourceKind::Texture1DArray);
    assert_eq!(depth.element_scalar, Some(ElementScalar::F16));
    assert_eq!(depth.spirv_format, Some(3));
    assert_eq!(
        image("spirv.Image", ScalarType::F32, vec![2, 0, 0, 0, 2, 1]).kind,
        ResourceKind::Texture3D
    );
}

#[test]
fn spirv_samplers_and_buffers() {
    let sampler = decoded(target("spirv.Sampler", vec![], vec![]));
    assert_eq!(sampler, spv_handle(ResourceKind::Sampler));
    assert!(sampler.is_sampler());
    assert!(!sampler.is_texture());
    assert_eq!(sampler.hlsl_name(), "SamplerState");
    assert_eq!(
        decoded(target(
            "spirv.VulkanBuffer",
            vec![unsized_array(scalar(ScalarType::I8))],
            vec![12, 1]
        )),
        HandleType {
            writable: true,
            ..spv_handle(ResourceKind::RawBuffer)
        }
    );
    assert_eq!(
        decoded(target(
            "spirv.VulkanBuffer",
            vec![unsized_array(vector(ScalarType::F32, 3))],
            vec![12, 0]
        )),
        HandleType {
            element_memory_type: Some(vector(ScalarType::F32, 3)),
            element_scalar: Some(ElementScalar::F32),
            ..spv_handle(ResourceKind::StructuredBuffer)
        }
    );
}

#[test]
fn diagnostic_names() {
    let name = |ty: IrType| decoded(ty).hlsl_name();
    assert_eq!(
        name(target("dx.Texture", vec![float4()], vec![1, 0, 0, 2])),
        "RWTexture2D<float4>"
    );
    assert_eq!(
        name(target("dx.Texture", vec![float4()], vec![1, 1, 0, 7])),
        "RasterizerOrderedTexture2DArray<float4>"
    );
    assert_eq!(
        name(target("dx.MSTexture", vec![IrType::I32], vec![0, 8, 1, 3])),
        "Texture2DMS<int, 8>"
    );
    assert_eq!(
        name(target("dx.Sampler", vec![], vec![1])),
        "SamplerComparisonState"
    );
    assert_eq!(
        name(target(
            "spirv.Image",
            vec![IrType::F32],
            vec![1, 2, 0, 0, 2, 0]
        )),
        "RWTexture2D<floatN>"
    );
    assert_eq!(
        name(target(
            "spirv.SignedImage",
            vec![IrType::I32],
            vec![1, 2, 0, 1, 1, 0]
        )),
        "Texture2DMS<intN>"
    );
    assert_eq!(
        name(target(
            "spirv.Image",
            vec![IrType::I32],
            vec![5, 2, 0, 0, 1, 0]
        )),
        "Buffer<uintN>"
    );
    assert_eq!(
        name(target(
            "spirv.VulkanBuffer",
            vec![unsized_array(IrType::I32)],
            vec![12, 1]
        )),
        "RWStructuredBuffer<uint>"
    );
    assert_eq!(
        name(target(
            "spirv.VulkanBuffer",
            vec![unsized_array(scalar(ScalarType::I8))],
            vec![12, 0]
        )),
        "ByteAddressBuffer"
    );
}

#[test]
fn spirv_images_need_the_component_count() {
    let handle = decoded(target(
        "spirv.Image",
        vec![IrType::F32],
        vec![1, 2, 0, 0, 1, 0],
    ));
    assert_eq!(
        ResourceType::from_handle_type(&handle, None)
            .unwrap_err()
            .to_string(),
        "spv handle Texture2D does not determine an HLSL resource type: \
         SPIR-V image handles do not record the element's component count"
    );
    assert_eq!(
        ResourceType::from_handle_type(&handle, Some(4)),
        Ok(ResourceType::texture(
            ResourceKind::Texture2D,
            ElementType::FLOAT4
        ))
    );
    // Components given where the handle records them must agree.
    let dx = decoded(target("dx.Texture", vec![float4()], vec![0, 0, 0, 2]));
    assert_eq!(
        ResourceType::from_handle_type(&dx, Some(4)),
        Ok(ResourceType::texture(
            ResourceKind::Texture2D,
            ElementType::FLOAT4
        ))
    );
    assert_eq!(
        ResourceType::from_handle_type(&dx, Some(2))
            .unwrap_err()
            .to_string(),
        "dx handle Texture2D does not determine an HLSL resource type: \
         the handle's element has 4 components, not 2"
    );
    // The given count is still checked against HLSL's rules.
    assert_eq!(
        ResourceType::from_handle_type(&handle, Some(5))
            .unwrap_err()
            .to_string(),
        "invalid element type float5: a vector has 1 to 4 components"
    );
}

/// Every rejection, with its message.
#[test]
fn rejections() {
    use ScalarType::*;
    let f32_image = |params: Vec<u32>| target("spirv.Image", vec![IrType::F32], params);
    let texture = |element: IrType| target("dx.Texture", vec![element], vec![0, 0, 0, 2]);
    let structure = IrType::Other("%struct.S".into());
    let cases: Vec<(IrType, &str)> = vec![
        // Not handle types at all, or not modelled ones.
        (IrType::F32, "float is not a resource handle type"),
        (IrType::Pointer(0), "ptr is not a resource handle type"),
        (
            target("foo.Texture", vec![], vec![]),
            "target(\"foo.Texture\") is not a resource handle type",
        ),
        (
            target("dx.CBuffer", vec![structure.clone()], vec![]),
            "unsupported handle type target(\"dx.CBuffer\", %struct.S): \
             dx.CBuffer is not a texture, sampler or buffer handle texel models",
        ),
        (
            target("spirv.Type", vec![], vec![1, 2]),
            "unsupported handle type target(\"spirv.Type\", 1, 2): \
             spirv.Type is not a texture, sampler or buffer handle texel models",
        ),
        // Parameter counts.
        (
            target("dx.Texture", vec![float4()], vec![0, 0, 2]),
            "invalid handle type target(\"dx.Texture\", <4 x float>, 0, 0, 2): dx.Texture takes \
             1 type parameter and 4 integer parameters, found 1 type parameter and 3 integer parameters",
        ),
        (
            target("dx.Texture", vec![], vec![0, 0, 0, 2]),
            "invalid handle type target(\"dx.Texture\", 0, 0, 0, 2): dx.Texture takes \
             1 type parameter and 4 integer parameters, found 0 type parameters and 4 integer parameters",
        ),
        (
            target("dx.MSTexture", vec![float4()], vec![0, 4, 0]),
            "invalid handle type target(\"dx.MSTexture\", <4 x float>, 0, 4, 0): dx.MSTexture takes \
             1 type parameter and 4 integer parameters, found 1 type parameter and 3 integer parameters",
        ),
        (
            target("dx.Sampler", vec![], vec![]),
            "invalid handle type target(\"dx.Sampler\"): dx.Sampler takes \
             0 type parameters and 1 integer parameter, found 0 type parameters and 0 integer parameters",
        ),
        (
            target("dx.TypedBuffer", vec![float4()], vec![0, 0, 0, 0]),
            "invalid handle type target(\"dx.TypedBuffer\", <4 x float>, 0, 0, 0, 0): dx.TypedBuffer takes \
             1 type parameter and 3 integer parameters, found 1 type parameter and 4 integer parameters",
        ),
        (
            target("dx.RawBuffer", vec![IrType::I32, IrType::I32], vec![0, 0]),
            "invalid handle type target(\"dx.RawBuffer\", i32, i32, 0, 0): dx.RawBuffer takes \
             1 type parameter and 2 integer parameters, found 2 type parameters and 2 integer parameters",
        ),
        (
            f32_image(vec![1, 2, 0, 0, 1]),
            "invalid handle type target(\"spirv.Image\", float, 1, 2, 0, 0, 1): spirv.Image takes \
             1 type parameter and 6 integer parameters, found 1 type parameter and 5 integer parameters",
        ),
        (
            target("spirv.SignedImage", vec![], vec![1, 2, 0, 0, 1, 0]),
            "invalid handle type target(\"spirv.SignedImage\", 1, 2, 0, 0, 1, 0): spirv.SignedImage takes \
             1 type parameter and 6 integer parameters, found 0 type parameters and 6 integer parameters",
        ),
        (
            target("spirv.Sampler", vec![], vec![0]),
            "invalid handle type target(\"spirv.Sampler\", 0): spirv.Sampler takes \
             0 type parameters and 0 integer parameters, found 0 type parameters and 1 integer parameter",
        ),
        (
            target("spirv.VulkanBuffer", vec![unsized_array(IrType::I32)], vec![12]),
            "invalid handle type target(\"spirv.VulkanBuffer\", [0 x i32], 12): spirv.VulkanBuffer takes \
             1 type parameter and 2 integer parameters, found 1 type parameter and 1 integer parameter",
        ),
        // dx.Texture parameters.
        (
            target("dx.Texture", vec![float4()], vec![2, 0, 0, 2]),
            "invalid handle type target(\"dx.Texture\", <4 x float>, 2, 0, 0, 2): IsWriteable 2 is not 0 or 1",
        ),
        (
            target("dx.Texture", vec![float4()], vec![1, 7, 0, 2]),
            "invalid handle type target(\"dx.Texture\", <4 x float>, 1, 7, 0, 2): IsROV 7 is not 0 or 1",
        ),
        (
            target("dx.Texture", vec![float4()], vec![0, 1, 0, 2]),
            "invalid handle type target(\"dx.Texture\", <4 x float>, 0, 1, 0, 2): \
             IsROV 1 needs IsWriteable 1 (only UAVs are rasterizer ordered)",
        ),
        (
            target("dx.Texture", vec![float4()], vec![0, 0, 2, 2]),
            "invalid handle type target(\"dx.Texture\", <4 x float>, 0, 0, 2, 2): IsSigned 2 is not 0 or 1",
        ),
        (
            target("dx.Texture", vec![float4()], vec![0, 0, 0, 3]),
            "invalid handle type target(\"dx.Texture\", <4 x float>, 0, 0, 0, 3): \
             Kind 3 (Texture2DMS) is not a dx.Texture kind",
        ),
        (
            target("dx.Texture", vec![float4()], vec![0, 0, 0, 10]),
            "invalid handle type target(\"dx.Texture\", <4 x float>, 0, 0, 0, 10): \
             Kind 10 (TypedBuffer) is not a dx.Texture kind",
        ),
        (
            target("dx.Texture", vec![float4()], vec![0, 0, 0, 0]),
            "invalid handle type target(\"dx.Texture\", <4 x float>, 0, 0, 0, 0): Kind 0 is not a dx.Texture kind",
        ),
        (
            target("dx.Texture", vec![float4()], vec![0, 0, 0, 15]),
            "invalid handle type target(\"dx.Texture\", <4 x float>, 0, 0, 0, 15): Kind 15 is not a dx.Texture kind",
        ),
        (
            target("dx.Texture", vec![float4()], vec![1, 0, 0, 5]),
            "invalid handle type target(\"dx.Texture\", <4 x float>, 1, 0, 0, 5): \
             Kind 5 (TextureCube) has no writable form",
        ),
        (
            target("dx.Texture", vec![float4()], vec![1, 0, 0, 9]),
            "invalid handle type target(\"dx.Texture\", <4 x float>, 1, 0, 0, 9): \
             Kind 9 (TextureCubeArray) has no writable form",
        ),
        // Element types of typed resources.
        (
            texture(vector(F64, 4)),
            "invalid handle type target(\"dx.Texture\", <4 x double>, 0, 0, 0, 2): ElemTy <4 x double> \
             32 bytes do not fit in a typed resource element (16 bytes at most)",
        ),
        (
            texture(vector(F32, 5)),
            "invalid handle type target(\"dx.Texture\", <5 x float>, 0, 0, 0, 2): ElemTy <5 x float> \
             a vector has 1 to 4 components",
        ),
        (
            texture(vector(F32, 0)),
            "invalid handle type target(\"dx.Texture\", <0 x float>, 0, 0, 0, 2): ElemTy <0 x float> \
             a vector has 1 to 4 components",
        ),
        (
            texture(scalar(I8)),
            "invalid handle type target(\"dx.Texture\", i8, 0, 0, 0, 2): ElemTy i8 does not have a numeric \
             HLSL scalar (half, float, double or 16/32/64-bit integers)",
        ),
        (
            texture(vector(I1, 4)),
            "invalid handle type target(\"dx.Texture\", <4 x i1>, 0, 0, 0, 2): ElemTy <4 x i1> does not have a \
             numeric HLSL scalar (half, float, double or 16/32/64-bit integers)",
        ),
        (
            texture(IrType::Pointer(0)),
            "invalid handle type target(\"dx.Texture\", ptr, 0, 0, 0, 2): ElemTy ptr is not a scalar or \
             vector of a numeric type",
        ),
        (
            texture(structure.clone()),
            "invalid handle type target(\"dx.Texture\", %struct.S, 0, 0, 0, 2): ElemTy %struct.S is not a \
             scalar or vector of a numeric type",
        ),
        // dx.MSTexture parameters.
        (
            target("dx.MSTexture", vec![float4()], vec![1, 4, 0, 3]),
            "invalid handle type target(\"dx.MSTexture\", <4 x float>, 1, 4, 0, 3): \
             IsWriteable 1 is not supported: multisampled textures cannot be writable",
        ),
        (
            target("dx.MSTexture", vec![float4()], vec![0, 256, 0, 3]),
            "invalid handle type target(\"dx.MSTexture\", <4 x float>, 0, 256, 0, 3): \
             SampleCount 256 is larger than 255",
        ),
        (
            target("dx.MSTexture", vec![float4()], vec![0, 4, 3, 3]),
            "invalid handle type target(\"dx.MSTexture\", <4 x float>, 0, 4, 3, 3): IsSigned 3 is not 0 or 1",
        ),
        (
            target("dx.MSTexture", vec![float4()], vec![0, 4, 0, 2]),
            "invalid handle type target(\"dx.MSTexture\", <4 x float>, 0, 4, 0, 2): \
             Kind 2 (Texture2D) is not a dx.MSTexture kind",
        ),
        (
            target("dx.MSTexture", vec![vector(F64, 3)], vec![0, 4, 0, 8]),
            "invalid handle type target(\"dx.MSTexture\", <3 x double>, 0, 4, 0, 8): ElemTy <3 x double> \
             24 bytes do not fit in a typed resource element (16 bytes at most)",
        ),
        // dx.Sampler.
        (
            target("dx.Sampler", vec![], vec![3]),
            "invalid handle type target(\"dx.Sampler\", 3): \
             SamplerType 3 is not 0 (default), 1 (comparison) or 2 (mono)",
        ),
        // dx.TypedBuffer.
        (
            target("dx.TypedBuffer", vec![float4()], vec![0, 1, 0]),
            "invalid handle type target(\"dx.TypedBuffer\", <4 x float>, 0, 1, 0): \
             IsROV 1 needs IsWriteable 1 (only UAVs are rasterizer ordered)",
        ),
        (
            target("dx.TypedBuffer", vec![float4()], vec![0, 0, 2]),
            "invalid handle type target(\"dx.TypedBuffer\", <4 x float>, 0, 0, 2): IsSigned 2 is not 0 or 1",
        ),
        (
            target("dx.TypedBuffer", vec![structure.clone()], vec![0, 0, 0]),
            "invalid handle type target(\"dx.TypedBuffer\", %struct.S, 0, 0, 0): ElemTy %struct.S is not a \
             scalar or vector of a numeric type",
        ),
        // dx.RawBuffer.
        (
            target("dx.RawBuffer", vec![IrType::I32], vec![5, 0]),
            "invalid handle type target(\"dx.RawBuffer\", i32, 5, 0): IsWriteable 5 is not 0 or 1",
        ),
        (
            target("dx.RawBuffer", vec![IrType::I32], vec![0, 1]),
            "invalid handle type target(\"dx.RawBuffer\", i32, 0, 1): \
             IsROV 1 needs IsWriteable 1 (only UAVs are rasterizer ordered)",
        ),
        (
            target("dx.RawBuffer", vec![IrType::Pointer(0)], vec![0, 0]),
            "invalid handle type target(\"dx.RawBuffer\", ptr, 0, 0): ElemTy ptr is not a structured buffer \
             element (a numeric scalar or vector, array or struct)",
        ),
        (
            target("dx.RawBuffer", vec![scalar(I1)], vec![0, 0]),
            "invalid handle type target(\"dx.RawBuffer\", i1, 0, 0): ElemTy i1 is not a structured buffer \
             element (a numeric scalar or vector, array or struct)",
        ),
        (
            target("dx.RawBuffer", vec![vector(I8, 4)], vec![0, 0]),
            "invalid handle type target(\"dx.RawBuffer\", <4 x i8>, 0, 0): ElemTy <4 x i8> is not a structured \
             buffer element (a numeric scalar or vector, array or struct)",
        ),
        (
            target("dx.RawBuffer", vec![IrType::Void], vec![0, 0]),
            "invalid handle type target(\"dx.RawBuffer\", void, 0, 0): ElemTy void is not a structured buffer \
             element (a numeric scalar or vector, array or struct)",
        ),
        // spirv.Image / spirv.SignedImage.
        (
            target("spirv.Image", vec![float4()], vec![1, 2, 0, 0, 1, 0]),
            "invalid handle type target(\"spirv.Image\", <4 x float>, 1, 2, 0, 0, 1, 0): \
             SampledTy <4 x float> is not a scalar",
        ),
        (
            target("spirv.Image", vec![scalar(I8)], vec![1, 2, 0, 0, 1, 0]),
            "invalid handle type target(\"spirv.Image\", i8, 1, 2, 0, 0, 1, 0): SampledTy i8 does not have \
             a numeric HLSL scalar (half, float, double or 16/32/64-bit integers)",
        ),
        (
            target("spirv.Image", vec![IrType::Pointer(0)], vec![1, 2, 0, 0, 1, 0]),
            "invalid handle type target(\"spirv.Image\", ptr, 1, 2, 0, 0, 1, 0): \
             SampledTy ptr is not a scalar or vector of a numeric type",
        ),
        (
            target("spirv.SignedImage", vec![IrType::F32], vec![1, 2, 0, 0, 1, 0]),
            "invalid handle type target(\"spirv.SignedImage\", float, 1, 2, 0, 0, 1, 0): \
             SampledTy float is not an integer (spirv.SignedImage holds signed integers)",
        ),
        (
            f32_image(vec![4, 2, 0, 0, 1, 0]),
            "invalid handle type target(\"spirv.Image\", float, 4, 2, 0, 0, 1, 0): \
             Dim 4 is not one of 0 (1D), 1 (2D), 2 (3D), 3 (Cube), 5 (Buffer)",
        ),
        (
            f32_image(vec![6, 2, 0, 0, 1, 0]),
            "invalid handle type target(\"spirv.Image\", float, 6, 2, 0, 0, 1, 0): \
             Dim 6 is not one of 0 (1D), 1 (2D), 2 (3D), 3 (Cube), 5 (Buffer)",
        ),
        (
            f32_image(vec![1, 3, 0, 0, 1, 0]),
            "invalid handle type target(\"spirv.Image\", float, 1, 3, 0, 0, 1, 0): Depth 3 is not 0, 1 or 2",
        ),
        (
            f32_image(vec![1, 2, 2, 0, 1, 0]),
            "invalid handle type target(\"spirv.Image\", float, 1, 2, 2, 0, 1, 0): Arrayed 2 is not 0 or 1",
        ),
        (
            f32_image(vec![2, 2, 1, 0, 1, 0]),
            "invalid handle type target(\"spirv.Image\", float, 2, 2, 1, 0, 1, 0): \
             Arrayed 1 is not possible with a 3D or Buffer Dim",
        ),
        (
            f32_image(vec![5, 2, 1, 0, 1, 0]),
            "invalid handle type target(\"spirv.Image\", float, 5, 2, 1, 0, 1, 0): \
             Arrayed 1 is not possible with a 3D or Buffer Dim",
        ),
        (
            f32_image(vec![1, 2, 0, 2, 1, 0]),
            "invalid handle type target(\"spirv.Image\", float, 1, 2, 0, 2, 1, 0): MS 2 is not 0 or 1",
        ),
        (
            f32_image(vec![0, 2, 0, 1, 1, 0]),
            "invalid handle type target(\"spirv.Image\", float, 0, 2, 0, 1, 1, 0): MS 1 needs Dim 1 (2D)",
        ),
        (
            f32_image(vec![3, 2, 0, 1, 1, 0]),
            "invalid handle type target(\"spirv.Image\", float, 3, 2, 0, 1, 1, 0): MS 1 needs Dim 1 (2D)",
        ),
        (
            f32_image(vec![1, 2, 0, 0, 0, 0]),
            "invalid handle type target(\"spirv.Image\", float, 1, 2, 0, 0, 0, 0): \
             Sampled 0 is not 1 (sampled) or 2 (storage)",
        ),
        (
            f32_image(vec![1, 2, 0, 0, 3, 0]),
            "invalid handle type target(\"spirv.Image\", float, 1, 2, 0, 0, 3, 0): \
             Sampled 3 is not 1 (sampled) or 2 (storage)",
        ),
        (
            f32_image(vec![1, 2, 0, 0, 2, 42]),
            "invalid handle type target(\"spirv.Image\", float, 1, 2, 0, 0, 2, 42): Format 42 is larger than 41",
        ),
        (
            f32_image(vec![3, 2, 0, 0, 2, 0]),
            "invalid handle type target(\"spirv.Image\", float, 3, 2, 0, 0, 2, 0): \
             Sampled 2 is not possible for TextureCube: it has no writable form",
        ),
        (
            f32_image(vec![3, 2, 1, 0, 2, 0]),
            "invalid handle type target(\"spirv.Image\", float, 3, 2, 1, 0, 2, 0): \
             Sampled 2 is not possible for TextureCubeArray: it has no writable form",
        ),
        (
            f32_image(vec![1, 2, 1, 1, 2, 0]),
            "invalid handle type target(\"spirv.Image\", float, 1, 2, 1, 1, 2, 0): \
             Sampled 2 is not possible for Texture2DMSArray: it has no writable form",
        ),
        // spirv.VulkanBuffer.
        (
            target("spirv.VulkanBuffer", vec![unsized_array(IrType::I32)], vec![2, 0]),
            "invalid handle type target(\"spirv.VulkanBuffer\", [0 x i32], 2, 0): \
             ElemTy [0 x i32] is not a struct (the cbuffer layout) as a Uniform buffer needs",
        ),
        (
            target("spirv.VulkanBuffer", vec![unsized_array(IrType::I32)], vec![7, 0]),
            "invalid handle type target(\"spirv.VulkanBuffer\", [0 x i32], 7, 0): \
             StorageClass 7 is not 12 (StorageBuffer) or 2 (Uniform, a constant buffer); other \
             buffers are not supported",
        ),
        (
            target(
                "spirv.VulkanBuffer",
                vec![IrType::Other("%__cblayout_B".to_string())],
                vec![2, 1],
            ),
            "invalid handle type target(\"spirv.VulkanBuffer\", %__cblayout_B, 2, 1): \
             IsWriteable 1 is not 0: a Uniform (constant) buffer is read-only",
        ),
        (
            target("spirv.VulkanBuffer", vec![unsized_array(IrType::I32)], vec![12, 2]),
            "invalid handle type target(\"spirv.VulkanBuffer\", [0 x i32], 12, 2): IsWriteable 2 is not 0 or 1",
        ),
        (
            target("spirv.VulkanBuffer", vec![IrType::I32], vec![12, 1]),
            "invalid handle type target(\"spirv.VulkanBuffer\", i32, 12, 1): ElemTy i32 is not an unsized \
             array [0 x T] (structured buffer counters are not supported)",
        ),
        (
            target(
                "spirv.VulkanBuffer",
                vec![IrType::Array(Box::new(IrType::I32), 4)],
                vec![12, 0],
            ),
            "invalid handle type target(\"spirv.VulkanBuffer\", [4 x i32], 12, 0): ElemTy [4 x i32] is not an \
             unsized array [0 x T] (structured buffer counters are not supported)",
        ),
        (
            target("spirv.VulkanBuffer", vec![unsized_array(scalar(I1))], vec![12, 0]),
            "invalid handle type target(\"spirv.VulkanBuffer\", [0 x i1], 12, 0): ElemTy i1 is not a \
             structured buffer element (a numeric scalar or vector, array or struct)",
        ),
    ];
    for (ty, message) in cases {
        match decode_handle_type(&ty) {
            Ok(handle) => panic!("{ty} decoded to {handle:?}"),
            Err(error) => assert_eq!(error.to_string(), message),
        }
    }
}

#[test]
fn uniform_vulkan_buffers_are_constant_buffers() {
    let layout = IrType::Other("%__cblayout_Params".to_string());
    let ty = target("spirv.VulkanBuffer", vec![layout.clone()], vec![2, 0]);
    let handle = decode_handle_type(&ty).expect("a cbuffer handle");
    assert_eq!(handle.api, Api::Spv);
    assert_eq!(handle.kind, ResourceKind::CBuffer);
    assert!(!handle.writable);
    assert_eq!(handle.element_memory_type, Some(layout));
    assert_eq!(handle.class(), ResourceClass::Cbv);
}
