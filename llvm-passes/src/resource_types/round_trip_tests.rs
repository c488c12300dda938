//! Round trips HLSL `ResourceType` → handle `IrType` → `HandleType` →
//! `ResourceType` over every legal combination of kind, access, element scalar and
//! component count, on both APIs.

use pretty_assertions::assert_eq;

use crate::ir_type::IrType;
use crate::target::Api;

use super::*;

/// The element scalars the round trips cover.
const SCALARS: [ElementScalar; 7] = [
    ElementScalar::F32,
    ElementScalar::F16,
    ElementScalar::I32,
    ElementScalar::U32,
    ElementScalar::I16,
    ElementScalar::U16,
    ElementScalar::F64,
];

/// Every element of `SCALARS` with 1–4 components that `accepts` allows.
fn elements(accepts: impl Fn(ElementType) -> bool) -> Vec<ElementType> {
    SCALARS
        .into_iter()
        .flat_map(|scalar| (1..=4).map(move |components| ElementType::new(scalar, components)))
        .filter(|element| accepts(*element))
        .collect()
}

fn typed_elements() -> Vec<ElementType> {
    elements(|element| element.validate_for_typed_resource().is_ok())
}

/// Every texture type: kinds × {SRV, RW where legal} × typed elements, MS kinds
/// with and without a sample count, and the ROV forms.
fn texture_types() -> Vec<ResourceType> {
    let mut types = Vec::new();
    for kind in ResourceKind::TEXTURES {
        for element in typed_elements() {
            if kind.is_multisampled() {
                types.push(ResourceType::multisampled_texture(kind, element, None));
                types.push(ResourceType::multisampled_texture(kind, element, Some(4)));
                continue;
            }
            types.push(ResourceType::texture(kind, element));
            if kind.has_writable_texture_form() {
                types.push(ResourceType::rw_texture(kind, element));
                types.push(ResourceType::rasterizer_ordered_texture(kind, element));
            }
        }
    }
    types
}

fn buffer_types() -> Vec<ResourceType> {
    let mut types = Vec::new();
    for writable in [false, true] {
        for element in typed_elements() {
            types.push(ResourceType::typed_buffer(element, writable));
        }
        for element in elements(|element| element.validate_for_structured_buffer().is_ok()) {
            types.push(ResourceType::structured_buffer(element, writable));
        }
        types.push(ResourceType::byte_address_buffer(writable));
    }
    types.push(ResourceType::typed_buffer(ElementType::FLOAT4, true).rasterizer_ordered());
    types.push(ResourceType::structured_buffer(ElementType::FLOAT4, true).rasterizer_ordered());
    types.push(ResourceType::byte_address_buffer(true).rasterizer_ordered());
    types
}

fn sampler_types() -> Vec<ResourceType> {
    SamplerKind::ALL
        .into_iter()
        .map(ResourceType::sampler)
        .collect()
}

fn all_types() -> Vec<ResourceType> {
    let mut types = texture_types();
    types.extend(buffer_types());
    types.extend(sampler_types());
    types
}

/// What survives the trip through `api`'s handle type.
fn expected_after_round_trip(resource: ResourceType, api: Api) -> ResourceType {
    let mut expected = resource;
    let raw = matches!(
        resource.kind,
        ResourceKind::StructuredBuffer | ResourceKind::RawBuffer
    );
    if raw {
        // Raw buffers have no signedness: integers come back unsigned.
        expected.element = resource.element.map(|element| ElementType {
            scalar: ElementScalar::from_ir_scalar(element.scalar.ir_scalar(), false)
                .unwrap_or(element.scalar),
            ..element
        });
    }
    if api == Api::Spv {
        // spirv.Sampler has no kind; spirv.Image no sample count.
        if resource.sampler.is_some() {
            expected.sampler = Some(SamplerKind::Default);
        }
        expected.sample_count = None;
    }
    expected
}

/// The `HandleType` facts a resource must decode to.
fn check_handle(resource: &ResourceType, api: Api, handle: &HandleType) {
    let name = resource.hlsl_name();
    assert_eq!(handle.api, api, "{name}");
    assert_eq!(handle.kind, resource.kind, "{name}");
    assert_eq!(handle.writable, resource.writable, "{name}");
    assert_eq!(
        handle.rasterizer_ordered, resource.rasterizer_ordered,
        "{name}"
    );
    assert_eq!(
        handle.is_sampler(),
        resource.kind == ResourceKind::Sampler,
        "{name}"
    );
    assert_eq!(handle.is_texture(), resource.kind.is_texture(), "{name}");
    let spirv_image = api == Api::Spv
        && (resource.kind.is_texture() || resource.kind == ResourceKind::TypedBuffer);
    let expected_memory_type = if spirv_image {
        None
    } else {
        resource.element.map(ElementType::memory_type)
    };
    assert_eq!(handle.element_memory_type, expected_memory_type, "{name}");
    let expected = expected_after_round_trip(*resource, api);
    assert_eq!(
        handle.element_scalar,
        expected.element.map(|element| element.scalar),
        "{name}"
    );
    let expected_sampler = if api == Api::Dx {
        resource.sampler
    } else {
        None
    };
    assert_eq!(handle.sampler, expected_sampler, "{name}");
    assert_eq!(handle.sample_count, expected.sample_count, "{name}");
    let expected_format = match (spirv_image, resource.writable, resource.element) {
        (false, _, _) => None,
        (true, false, _) => Some(0),
        (true, true, Some(element)) => Some(storage_image_format(element)),
        (true, true, None) => unreachable!("typed resources have elements"),
    };
    assert_eq!(handle.spirv_format, expected_format, "{name}");
}

/// Resource → IR → handle → resource, and the IR type is stable on the way back.
fn round_trip(resource: ResourceType, api: Api) -> Result<(), ResourceTypeError> {
    let ty = resource.to_ir_type(api)?;
    let handle = decode_handle_type(&ty)?;
    check_handle(&resource, api, &handle);
    let image_components = resource
        .element
        .filter(|_| handle.element_memory_type.is_none())
        .map(|element| element.components);
    let back = ResourceType::from_handle_type(&handle, image_components)?;
    assert_eq!(back, expected_after_round_trip(resource, api), "{ty}");
    assert_eq!(back.to_ir_type(api)?, ty);
    if handle.element_memory_type.is_some() || handle.element_scalar.is_none() {
        assert_eq!(handle.hlsl_name(), back.hlsl_name(), "{ty}");
    }
    Ok(())
}

#[test]
fn every_resource_type_round_trips_on_dx() {
    let types = all_types();
    for resource in &types {
        round_trip(*resource, Api::Dx)
            .unwrap_or_else(|error| panic!("{}: {error}", resource.hlsl_name()));
    }
    // 9 texture kinds: 6 non-MS SRVs (+ 5 RW + 5 ROV), 2 MS × 2 sample counts,
    // over 26 typed elements (7 scalars × 4 components, minus double3/4).
    let typed = 26;
    let textures = typed * (7 + 5 + 5 + 2 * 2);
    // Typed buffers (26) + structured (28) + byte address, × {SRV, RW}, 3 ROV.
    let buffers = 2 * (typed + 28 + 1) + 3;
    assert_eq!(types.len(), textures + buffers + 3);
}

#[test]
fn every_resource_type_round_trips_on_spirv_except_rov() {
    let mut round_trips = 0;
    for resource in all_types() {
        let result = round_trip(resource, Api::Spv);
        if resource.rasterizer_ordered {
            assert!(
                matches!(result, Err(ResourceTypeError::NoHandleType { .. })),
                "{}",
                resource.hlsl_name()
            );
        } else {
            result.unwrap_or_else(|error| panic!("{}: {error}", resource.hlsl_name()));
            round_trips += 1;
        }
    }
    assert_eq!(round_trips, all_types().len() - 5 * 26 - 3);
}

#[test]
fn spirv_loses_sampler_kind_sample_count_and_raw_signedness() {
    let comparison = ResourceType::sampler(SamplerKind::Comparison);
    let handle = decode_handle_type(&comparison.to_ir_type(Api::Spv).unwrap()).unwrap();
    assert_eq!(
        ResourceType::from_handle_type(&handle, None),
        Ok(ResourceType::sampler(SamplerKind::Default))
    );
    let ms =
        ResourceType::multisampled_texture(ResourceKind::Texture2DMS, ElementType::FLOAT4, Some(8));
    let handle = decode_handle_type(&ms.to_ir_type(Api::Spv).unwrap()).unwrap();
    assert_eq!(
        ResourceType::from_handle_type(&handle, Some(4)),
        Ok(ResourceType::multisampled_texture(
            ResourceKind::Texture2DMS,
            ElementType::FLOAT4,
            None
        ))
    );
    let int = ElementType::new(ElementScalar::I32, 1);
    let uint = ElementType::new(ElementScalar::U32, 1);
    for api in Api::ALL {
        let signed = ResourceType::structured_buffer(int, true)
            .to_ir_type(api)
            .unwrap();
        let unsigned = ResourceType::structured_buffer(uint, true)
            .to_ir_type(api)
            .unwrap();
        assert_eq!(signed, unsigned);
    }
}

#[test]
fn handle_types_are_printed_and_mangled_like_llvm() {
    let texture = ResourceType::texture(ResourceKind::Texture2D, ElementType::FLOAT4);
    let cases: [(IrType, &str, &str); 3] = [
        (
            texture.to_ir_type(Api::Dx).unwrap(),
            "target(\"dx.Texture\", <4 x float>, 0, 0, 0, 2)",
            "tdx.Texture_v4f32_0_0_0_2t",
        ),
        (
            texture.to_ir_type(Api::Spv).unwrap(),
            "target(\"spirv.Image\", float, 1, 2, 0, 0, 1, 0)",
            "tspirv.Image_f32_1_2_0_0_1_0t",
        ),
        (
            ResourceType::typed_buffer(ElementType::FLOAT4, true)
                .to_ir_type(Api::Spv)
                .unwrap(),
            "target(\"spirv.Image\", float, 5, 2, 0, 0, 2, 1)",
            "tspirv.Image_f32_5_2_0_0_2_1t",
        ),
    ];
    for (ty, printed, mangled) in cases {
        assert_eq!(ty.to_string(), printed);
        assert_eq!(ty.mangled_suffix(), mangled);
    }
}
