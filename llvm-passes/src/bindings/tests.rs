//! Tests of binding assignment: implicit bindings in orderId order, array
//! ranges, one record per resource, overlap errors naming both resources,
//! unbounded arrays, Vulkan's texture-and-sampler sharing, first-fit gaps.

use super::*;
use crate::resource_types::{
    decode_handle_type, ElementScalar, ElementType, ResourceKind, ResourceType, SamplerKind,
};
use crate::target::Api;
use pretty_assertions::assert_eq;

fn request(
    resource: ResourceType,
    name: &str,
    lower_bound: Option<u32>,
    order_id: Option<u32>,
    range: Option<u32>,
) -> BindingRequest {
    let handle_type = decode_handle_type(&resource.to_ir_type(Api::Dx).unwrap()).unwrap();
    BindingRequest {
        namespace: BindingNamespace::Dxil,
        handle_type,
        name: name.to_string(),
        space: 0,
        lower_bound,
        order_id,
        range,
    }
}

fn texture() -> ResourceType {
    ResourceType::texture(
        ResourceKind::Texture2D,
        ElementType::new(ElementScalar::F32, 4),
    )
}

fn summary(bindings: &Bindings) -> Vec<(String, char, u32, u32)> {
    bindings
        .records
        .iter()
        .map(|record| {
            (
                record.name.clone(),
                record.class.register_letter(),
                record.lower_bound,
                record.record_id,
            )
        })
        .collect()
}

#[test]
fn implicit_bindings_take_the_first_free_register_in_order_id_order() {
    let requests = vec![
        request(texture(), "Late", None, Some(1), Some(2)),
        request(texture(), "A", Some(0), None, Some(1)),
        request(texture(), "B", Some(2), None, Some(1)),
        request(texture(), "Early", None, Some(0), Some(1)),
        request(
            ResourceType::sampler(SamplerKind::Default),
            "Samp",
            None,
            Some(2),
            Some(1),
        ),
    ];
    let bindings = assign_bindings(&requests).unwrap();
    assert_eq!(
        summary(&bindings),
        vec![
            ("Late".to_string(), 't', 3, 3),
            ("A".to_string(), 't', 0, 0),
            ("B".to_string(), 't', 2, 2),
            ("Early".to_string(), 't', 1, 1),
            ("Samp".to_string(), 's', 0, 0),
        ]
    );
    assert_eq!(bindings.record_of_request, vec![0, 1, 2, 3, 4]);
}

#[test]
fn arrays_reserve_their_whole_range() {
    let requests = vec![
        request(texture(), "Array", Some(0), None, Some(3)),
        request(texture(), "Next", None, Some(0), Some(1)),
    ];
    let bindings = assign_bindings(&requests).unwrap();
    assert_eq!(bindings.records[1].lower_bound, 3);
    assert_eq!(bindings.records[0].upper_bound(), 2);
}

#[test]
fn the_same_resource_twice_is_one_record() {
    let requests = vec![
        request(texture(), "Tex", Some(4), None, Some(1)),
        request(texture(), "Tex", Some(4), None, Some(1)),
        request(texture(), "Other", None, Some(7), Some(1)),
        request(texture(), "Other", None, Some(7), Some(1)),
    ];
    let bindings = assign_bindings(&requests).unwrap();
    assert_eq!(bindings.records.len(), 2);
    assert_eq!(bindings.record_of_request, vec![0, 0, 1, 1]);
    assert_eq!(bindings.records[1].lower_bound, 0);
}

#[test]
fn overlapping_explicit_bindings_name_both_resources() {
    let requests = vec![
        request(texture(), "Wide", Some(0), None, Some(4)),
        request(texture(), "Inside", Some(3), None, Some(1)),
        request(
            ResourceType::sampler(SamplerKind::Default),
            "Samp",
            Some(3),
            None,
            Some(1),
        ),
    ];
    assert_eq!(
        assign_bindings(&requests).unwrap_err(),
        vec!["resources 'Wide' and 'Inside' overlap: 'Wide' (Texture2D<float4>) binds t0..t3 in space 0, 'Inside' (Texture2D<float4>) binds t3 in space 0".to_string()]
    );
}

#[test]
fn unbounded_arrays_overlap_everything_above() {
    let requests = vec![
        request(texture(), "All", Some(1), None, None),
        request(texture(), "Far", Some(100), None, Some(1)),
    ];
    let errors = assign_bindings(&requests).unwrap_err();
    assert_eq!(errors.len(), 1);
    assert!(
        errors[0].contains("t1 and every register above (unbounded)"),
        "{}",
        errors[0]
    );
}

#[test]
fn on_vulkan_only_a_texture_and_a_sampler_share_a_binding() {
    let vulkan = |mut request: BindingRequest| {
        request.namespace = BindingNamespace::Vulkan;
        request
    };
    let sampler = vulkan(request(
        ResourceType::sampler(SamplerKind::Default),
        "Samp",
        Some(0),
        None,
        Some(1),
    ));
    let tex = vulkan(request(texture(), "Tex", Some(0), None, Some(1)));
    let other_tex = vulkan(request(texture(), "Other", Some(0), None, Some(1)));
    let implicit = vulkan(request(texture(), "Next", None, Some(0), Some(1)));
    let buffer = vulkan(request(
        ResourceType::typed_buffer(ElementType::new(ElementScalar::F32, 1), true),
        "Out",
        Some(0),
        None,
        Some(1),
    ));
    // A texture and a sampler may share binding 0 (a combined image sampler) ...
    let bindings = assign_bindings(&[tex.clone(), sampler.clone(), implicit]).unwrap();
    // ... and an implicit binding takes a number nothing uses.
    assert_eq!(bindings.records[2].lower_bound, 1);
    // Two textures may not, nor a buffer and a texture or sampler.
    let errors = assign_bindings(&[tex, sampler, other_tex, buffer]).unwrap_err();
    assert_eq!(
        errors,
        vec![
            "resources 'Tex' and 'Other' overlap: 'Tex' (Texture2D<float4>) uses binding 0 in set 0, 'Other' (Texture2D<float4>) uses binding 0 in set 0".to_string(),
            "resources 'Tex' and 'Out' overlap: 'Tex' (Texture2D<float4>) uses binding 0 in set 0, 'Out' (RWBuffer<float>) uses binding 0 in set 0".to_string(),
            "resources 'Samp' and 'Out' overlap: 'Samp' (SamplerState) uses binding 0 in set 0, 'Out' (RWBuffer<float>) uses binding 0 in set 0".to_string(),
        ]
    );
}

#[test]
fn implicit_bindings_fill_gaps_first_fit() {
    let requests = vec![
        request(texture(), "A", Some(0), None, Some(1)),
        request(texture(), "B", Some(2), None, Some(1)),
        request(texture(), "C", Some(5), None, Some(1)),
        request(texture(), "Pair", None, Some(0), Some(2)),
        request(texture(), "One", None, Some(1), Some(1)),
        request(texture(), "Two", None, Some(2), Some(1)),
        request(texture(), "Rest", None, Some(3), None),
    ];
    let bindings = assign_bindings(&requests).unwrap();
    let lower: Vec<u32> = bindings.records.iter().map(|r| r.lower_bound).collect();
    // Pair needs two free slots: 3..4; One and Two fill the gaps 1 and 6
    // (the first fit), and the unbounded Rest starts above everything.
    assert_eq!(lower, vec![0, 2, 5, 3, 1, 6, 7]);
}
