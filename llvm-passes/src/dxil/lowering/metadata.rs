//! The module metadata of DXIL.md: `!dx.resources` (with a symbol global per
//! resource), `!dx.entryPoints`, `!dx.shaderModel`, `!dx.version`,
//! `!dx.valver`.

use crate::llvm::{DataLayout, IrBuilder, LLVMMetadataRef, LLVMTypeRef};

use super::analysis::Plan;
use super::cbuffers::{member_fields, without_padding};
use super::resources::{element_name, RecordLayout};
use crate::bindings::ResourceRecord;
use crate::ir_type::IrType;
use crate::resource_types::{ResourceClass, ResourceKind, ResourceType};
use crate::target::Stage;

/// Tag of the element-type entry of a typed resource's tag list.
const ELEMENT_TYPE_TAG: i64 = 0;
/// Tag of the structure stride of a structured buffer.
const STRIDE_TAG: i64 = 1;
/// Entry-point property tag of a library entry's shader kind.
const SHADER_KIND_TAG: i64 = 8;
/// Entry-point property tag of the thread-group shape.
const NUM_THREADS_TAG: i64 = 4;
/// Entry-point property tags of the wave size: one size (SM 6.6, 6.7) and
/// (min, max, preferred) (SM 6.8 and later), as LLVM's DXILTranslateMetadata.
const WAVE_SIZE_TAG: i64 = 11;
const RANGED_WAVE_SIZE_TAG: i64 = 23;
/// The validator version texel claims.
const VALIDATOR_VERSION: (i64, i64) = (1, 8);

pub fn emit_metadata(builder: &IrBuilder<'_>, layout: &DataLayout<'_>, plan: &Plan) {
    let resources = resources_node(builder, layout, plan);
    let target = plan.target;
    // A library lists its resources on a null entry, then every entry
    // point with its shader kind and no resources of its own (LLVM's
    // DXILTranslateMetadata); a shader profile has its one entry.
    let library = target.stage == Stage::Library;
    let mut entries: Vec<LLVMMetadataRef> = Vec::new();
    if library {
        entries.push(builder.md_node(&[None, Some(builder.md_string("")), None, resources, None]));
    }
    for entry in &plan.entries {
        let stage = if library { entry.stage } else { target.stage };
        let mut tags = Vec::new();
        if library {
            tags.extend([
                Some(i32_md(builder, SHADER_KIND_TAG)),
                Some(i32_md(builder, i64::from(stage.dxil_shader_kind()))),
            ]);
        }
        if let Some([x, y, z]) = entry.thread_group.filter(|_| stage.has_thread_groups()) {
            let shape = builder.md_node(&[
                Some(i32_md(builder, i64::from(x))),
                Some(i32_md(builder, i64::from(y))),
                Some(i32_md(builder, i64::from(z))),
            ]);
            tags.extend([Some(i32_md(builder, NUM_THREADS_TAG)), Some(shape)]);
        }
        if let Some(sizes) = entry.wave_size {
            let ranged = target.shader_model.minor >= 8;
            let values: &[u32] = if ranged { &sizes } else { &sizes[..1] };
            let node: Vec<Option<LLVMMetadataRef>> = values
                .iter()
                .map(|value| Some(i32_md(builder, i64::from(*value))))
                .collect();
            let tag = if ranged {
                RANGED_WAVE_SIZE_TAG
            } else {
                WAVE_SIZE_TAG
            };
            tags.extend([Some(i32_md(builder, tag)), Some(builder.md_node(&node))]);
        }
        let properties = (!tags.is_empty()).then(|| builder.md_node(&tags));
        entries.push(builder.md_node(&[
            Some(builder.md_value(entry.function)),
            Some(builder.md_string(&entry.name)),
            None,
            if library { None } else { resources },
            properties,
        ]));
    }
    if let Some(resources) = resources {
        builder.add_named_metadata("dx.resources", resources);
    }
    for entry in entries {
        builder.add_named_metadata("dx.entryPoints", entry);
    }
    let minor = i64::from(target.shader_model.minor);
    let keep = |name: &str| plan.existing_metadata.contains(&name);
    builder.add_named_metadata(
        "dx.shaderModel",
        builder.md_node(&[
            // Ray-tracing stages, which have no prefix, are refused by the analysis
            // (`target::dxil_target_of`).
            Some(builder.md_string(target.stage.profile_prefix().unwrap_or("lib"))),
            Some(i32_md(builder, 6)),
            Some(i32_md(builder, minor)),
        ]),
    );
    if !keep("dx.version") {
        builder.add_named_metadata(
            "dx.version",
            builder.md_node(&[Some(i32_md(builder, 1)), Some(i32_md(builder, minor))]),
        );
    }
    if !keep("dx.valver") {
        builder.add_named_metadata(
            "dx.valver",
            builder.md_node(&[
                Some(i32_md(builder, VALIDATOR_VERSION.0)),
                Some(i32_md(builder, VALIDATOR_VERSION.1)),
            ]),
        );
    }
}

fn i32_md(builder: &IrBuilder<'_>, value: i64) -> LLVMMetadataRef {
    builder.md_value(builder.const_i32(value))
}

fn i1_md(builder: &IrBuilder<'_>, value: bool) -> LLVMMetadataRef {
    builder.md_value(builder.const_i1(value))
}

/// `!{SRVs, UAVs, CBVs, Samplers}`, or `None` when the module has no resources.
fn resources_node(
    builder: &IrBuilder<'_>,
    layout: &DataLayout<'_>,
    plan: &Plan,
) -> Option<LLVMMetadataRef> {
    let records = &plan.bindings.records;
    if records.is_empty() {
        return None;
    }
    let lists: Vec<Option<LLVMMetadataRef>> = ResourceClass::ALL
        .iter()
        .map(|class| {
            let mut members: Vec<usize> = (0..records.len())
                .filter(|index| records[*index].class == *class)
                .collect();
            members.sort_by_key(|index| records[*index].record_id);
            (!members.is_empty()).then(|| {
                let nodes: Vec<Option<LLVMMetadataRef>> = members
                    .iter()
                    .map(|index| {
                        Some(record_node(
                            builder,
                            layout,
                            &records[*index],
                            &plan.resources[*index],
                            &plan.layouts[*index],
                        ))
                    })
                    .collect();
                builder.md_node(&nodes)
            })
        })
        .collect();
    Some(builder.md_node(&lists))
}

/// The LLVM type of a scalar or vector element, for the symbol's struct.
fn element_llvm_type(builder: &IrBuilder<'_>, element: &IrType) -> Option<LLVMTypeRef> {
    let scalar = builder.scalar_type(element.scalar()?);
    Some(match element.components()? {
        1 => scalar,
        count => builder.vector_type(scalar, count),
    })
}

/// The named struct type of a record's symbol: `%"RWBuffer<float4>" = type
/// { <4 x float> }`, `%"StructuredBuffer<S>" = type { %struct.S }`,
/// `%ByteAddressBuffer = type { i32 }`, and for a cbuffer `%Name` with the
/// members of its layout (padding left out).
fn symbol_type(
    builder: &IrBuilder<'_>,
    layout: &DataLayout<'_>,
    record: &ResourceRecord,
    resource: &ResourceType,
    record_layout: &RecordLayout,
) -> LLVMTypeRef {
    match *record_layout {
        RecordLayout::Structured { element, .. } => {
            let name = match resource.element {
                Some(_) => resource.hlsl_name(),
                None => format!("{}<{}>", resource.hlsl_name(), element_name(element)),
            };
            builder.named_struct(&name, &[element])
        }
        RecordLayout::CBuffer {
            layout: layout_struct,
            ..
        } => {
            let fields: Vec<LLVMTypeRef> = member_fields(layout_struct, layout)
                .into_iter()
                .map(|(field, _)| without_padding(builder, field))
                .collect();
            let name = if record.name.is_empty() {
                "cbuffer"
            } else {
                &record.name
            };
            builder.named_struct(name, &fields)
        }
        RecordLayout::Plain => {
            let body = record
                .handle_type
                .element_memory_type
                .as_ref()
                .and_then(|element| element_llvm_type(builder, element))
                .unwrap_or_else(|| builder.int_type(32));
            builder.named_struct(&resource.hlsl_name(), &[body])
        }
    }
}

fn record_node(
    builder: &IrBuilder<'_>,
    layout: &DataLayout<'_>,
    record: &ResourceRecord,
    resource: &ResourceType,
    record_layout: &RecordLayout,
) -> LLVMMetadataRef {
    let symbol_type = symbol_type(builder, layout, record, resource, record_layout);
    let symbol_name = if record.name.is_empty() {
        "resource"
    } else {
        &record.name
    };
    let symbol = builder.add_external_constant(symbol_name, symbol_type);
    let range = record.range.map_or(-1, i64::from);
    let mut fields = vec![
        Some(i32_md(builder, i64::from(record.record_id))),
        Some(builder.md_value(symbol)),
        Some(builder.md_string(&record.name)),
        Some(i32_md(builder, i64::from(record.space))),
        Some(i32_md(builder, i64::from(record.lower_bound))),
        Some(i32_md(builder, range)),
    ];
    let kind = i64::from(resource.kind.dxil_number());
    match record.class {
        ResourceClass::Srv => {
            fields.push(Some(i32_md(builder, kind)));
            fields.push(Some(i32_md(
                builder,
                i64::from(resource.sample_count.unwrap_or(0)),
            )));
            fields.push(tags(builder, resource, record_layout));
        }
        ResourceClass::Uav => {
            fields.push(Some(i32_md(builder, kind)));
            fields.push(Some(i1_md(builder, false)));
            fields.push(Some(i1_md(builder, false)));
            fields.push(Some(i1_md(builder, resource.rasterizer_ordered)));
            fields.push(tags(builder, resource, record_layout));
        }
        ResourceClass::Sampler => {
            let sampler_type = resource.sampler.map_or(0, |kind| kind.dxil_number());
            fields.push(Some(i32_md(builder, i64::from(sampler_type))));
            fields.push(None);
        }
        ResourceClass::Cbv => {
            let size = match record_layout {
                RecordLayout::CBuffer { size, .. } => i64::from(*size),
                _ => 0,
            };
            fields.push(Some(i32_md(builder, size)));
            fields.push(None);
        }
    }
    builder.md_node(&fields)
}

/// `!{i32 0, i32 <component type>}` for typed resources, `!{i32 1, i32
/// <stride>}` for structured buffers, nothing for raw buffers.
fn tags(
    builder: &IrBuilder<'_>,
    resource: &ResourceType,
    record_layout: &RecordLayout,
) -> Option<LLVMMetadataRef> {
    if let RecordLayout::Structured { stride, .. } = record_layout {
        return Some(builder.md_node(&[
            Some(i32_md(builder, STRIDE_TAG)),
            Some(i32_md(builder, i64::from(*stride))),
        ]));
    }
    let element = resource.element?;
    match resource.kind {
        ResourceKind::RawBuffer => None,
        ResourceKind::StructuredBuffer => Some(builder.md_node(&[
            Some(i32_md(builder, STRIDE_TAG)),
            Some(i32_md(builder, i64::from(element.byte_size()))),
        ])),
        _ => Some(builder.md_node(&[
            Some(i32_md(builder, ELEMENT_TYPE_TAG)),
            Some(i32_md(
                builder,
                i64::from(element.scalar.dxil_component_type()),
            )),
        ])),
    }
}
