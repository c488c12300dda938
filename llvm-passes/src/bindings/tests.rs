//! Tests of binding assignment: implicit bindings in orderId order, array
//! ranges, one record per resource, overlap errors naming both resources,
//! unbounded arrays, and Vulkan's one slot space per set.

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
fn vulkan_bindings_share_one_slot_space_per_set() {
    let mut sampler = request(
        ResourceType::sampler(SamplerKind::Default),
        "Samp",
        Some(0),
        None,
        Some(1),
    );
    let mut tex = request(texture(), "Tex", Some(0), None, Some(1));
    let mut implicit = request(texture(), "Next", None, Some(0), Some(1));
    for request in [&mut sampler, &mut tex, &mut implicit] {
        request.namespace = BindingNamespace::Vulkan;
    }
    let errors = assign_bindings(&[tex.clone(), sampler]).unwrap_err();
    assert_eq!(
        errors,
        vec!["resources 'Tex' and 'Samp' overlap: 'Tex' (Texture2D<float4>) uses binding 0 in set 0, 'Samp' (SamplerState) uses binding 0 in set 0".to_string()]
    );
    let bindings = assign_bindings(&[tex, implicit]).unwrap();
    assert_eq!(bindings.records[1].lower_bound, 1);
}
