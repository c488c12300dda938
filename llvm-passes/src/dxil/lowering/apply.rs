//! Carrying out a plan: DXIL handles in place of handle creation, ops in place
//! of texture, buffer and system-value intrinsics, then the clean-up of the old
//! calls and declarations. Runs only when the analysis found no error.

use crate::llvm::{
    is_vector_type, operand, users_of, value_type, IrBuilder, LLVMTypeRef, LLVMValueRef,
};

use super::analysis::{HandleCreation, HandleOps, Plan};
use super::buffers::{BufferAccess, BufferUse, BufferUseKind};
use super::memory_apply::{
    emit_atomic, lower_cbuffer_load, lower_raw_buffer_access, remove_cbuffer_globals,
};
use super::op_calls::OpEmitter;
use super::resources::record_properties;
use crate::bindings::ResourceRecord;

/// Rewrites the module as planned.
pub fn apply_plan(builder: &IrBuilder<'_>, plan: &Plan) {
    let emitter = OpEmitter::new(builder);
    let handles: Vec<LLVMValueRef> = plan
        .handle_creations
        .iter()
        .map(|creation| emit_handle(&emitter, plan, creation))
        .collect();
    for operation in &plan.texture_operations {
        emitter.lower_texture_operation(operation, &handles);
    }
    for access in &plan.buffer_accesses {
        lower_buffer_access(&emitter, access, handles[access.creation]);
    }
    for access in &plan.raw_buffer_accesses {
        lower_raw_buffer_access(&emitter, access, handles[access.creation], plan.target);
    }
    for load in &plan.cbuffers.loads {
        lower_cbuffer_load(&emitter, load, handles[load.creation]);
    }
    remove_cbuffer_globals(&emitter, &plan.cbuffers);
    for system_value in &plan.system_values {
        builder.position_before(system_value.call);
        let arguments: Vec<LLVMValueRef> = (0..system_value.op.row().parameters.len())
            .map(|index| operand(system_value.call, index as u32))
            .collect();
        let result = emitter.call_op(system_value.op, &arguments);
        builder.take_name(system_value.call, result);
        builder.replace_all_uses(system_value.call, result);
        builder.erase(system_value.call);
    }
    for creation in &plan.handle_creations {
        builder.erase(creation.call);
    }
    for marker in &plan.non_uniform_markers {
        let index = operand(*marker, 0);
        builder.replace_all_uses(*marker, index);
        builder.erase(*marker);
    }
    for declaration in &plan.lowered_declarations {
        builder.delete_function_if_unused(*declaration);
    }
    crate::unassigned_resource::remove_unused_marker(builder);
}

/// The DXIL handle for one handle creation, placed where the creation was.
fn emit_handle(
    emitter: &OpEmitter<'_, '_>,
    plan: &Plan,
    creation: &HandleCreation,
) -> LLVMValueRef {
    let builder = emitter.builder;
    let Some(record_index) = creation.record else {
        return std::ptr::null_mut();
    };
    let record: &ResourceRecord = &plan.bindings.records[record_index];
    builder.position_before(creation.call);
    let index = if record.lower_bound == 0 {
        creation.index
    } else {
        builder.add(
            builder.const_i32(i64::from(record.lower_bound)),
            creation.index,
        )
    };
    let class = i64::from(record.class.dxil_number());
    let handle = match plan.handle_ops {
        HandleOps::FromBinding { create, annotate } => {
            let upper_bound = match record.range {
                Some(_) => i64::from(record.upper_bound()),
                None => -1,
            };
            let binding = builder.const_named_struct(
                emitter.types.resource_binding,
                &[
                    builder.const_i32(i64::from(record.lower_bound)),
                    builder.const_i32(upper_bound),
                    builder.const_i32(i64::from(record.space)),
                    builder.const_i8(class),
                ],
            );
            let created = emitter.call_op(
                create,
                &[binding, index, builder.const_i1(creation.non_uniform)],
            );
            let (word0, word1) =
                record_properties(&plan.resources[record_index], &plan.layouts[record_index]);
            let properties = builder.const_named_struct(
                emitter.types.resource_properties,
                &[
                    builder.const_i32(i64::from(word0)),
                    builder.const_i32(i64::from(word1)),
                ],
            );
            emitter.call_op(annotate, &[created, properties])
        }
        HandleOps::Legacy(create) => emitter.call_op(
            create,
            &[
                builder.const_i8(class),
                builder.const_i32(i64::from(record.record_id)),
                index,
                builder.const_i1(creation.non_uniform),
            ],
        ),
    };
    builder.take_name(creation.call, handle);
    handle
}

/// A load or store of several components from a first one, or of components
/// read as another scalar type of the same width (bitcast lane by lane): one
/// BufferLoad, or a BufferStore of the whole element (the other components
/// loaded first when the run does not cover it).
fn lower_buffer_run(
    emitter: &OpEmitter<'_, '_>,
    buffer_use: &BufferUse,
    load: &dyn Fn() -> LLVMValueRef,
    store: &dyn Fn(Vec<LLVMValueRef>),
    element_type: LLVMTypeRef,
    components: u32,
) {
    let builder = emitter.builder;
    let first = buffer_use.component.unwrap_or(0);
    let lanes = first..first + buffer_use.lanes;
    let accessed_type = buffer_use.cast.map(|scalar| builder.scalar_type(scalar));
    match buffer_use.kind {
        BufferUseKind::Load => {
            let result = load();
            builder.take_name(buffer_use.instruction, result);
            let Some(accessed_type) = accessed_type else {
                let fields: Vec<u32> = lanes.collect();
                emitter.replace_with_fields(buffer_use.instruction, result, &fields);
                return;
            };
            builder.position_after(result);
            let values: Vec<LLVMValueRef> = lanes
                .map(|lane| builder.bitcast(builder.extract_value(result, lane), accessed_type))
                .collect();
            let loaded_type = builder.type_of(buffer_use.instruction);
            let value = if is_vector_type(loaded_type) {
                values
                    .iter()
                    .enumerate()
                    .fold(builder.poison(loaded_type), |vector, (lane, value)| {
                        builder.insert_element(vector, *value, lane as u32)
                    })
            } else {
                values[0]
            };
            builder.replace_all_uses(buffer_use.instruction, value);
        }
        BufferUseKind::Store => {
            let value = operand(buffer_use.instruction, 0);
            let stored = |lane: u32| {
                let lane_value = builder.vector_lane(value, lane - first);
                match accessed_type {
                    Some(_) => builder.bitcast(lane_value, element_type),
                    None => lane_value,
                }
            };
            let values = if buffer_use.lanes == components {
                (0..components).map(stored).collect()
            } else {
                let current = load();
                builder.position_after(current);
                let values = (0..components)
                    .map(|lane| {
                        if lanes.contains(&lane) {
                            stored(lane)
                        } else {
                            builder.extract_value(current, lane)
                        }
                    })
                    .collect();
                builder.position_before(buffer_use.instruction);
                values
            };
            store(values);
        }
        // Lowered by `lower_buffer_access` before any run.
        BufferUseKind::Atomic { .. } => {}
    }
}

/// BufferLoad / BufferStore for every load and store through a typed-buffer
/// element pointer; component stores load, insert and store the whole element.
fn lower_buffer_access(emitter: &OpEmitter<'_, '_>, access: &BufferAccess, handle: LLVMValueRef) {
    let builder = emitter.builder;
    let undef_i32 = builder.undef(emitter.types.i32);
    let components = access.element_components;
    // Operands are read now, not at the analysis: an earlier rewrite (a load
    // feeding this index or stored value) may have replaced them.
    let index = operand(access.get_pointer, access.index_operand);
    let load = || emitter.call_op(access.load, &[handle, index, undef_i32]);
    let store = |values: Vec<LLVMValueRef>| {
        let mut arguments = vec![handle, index, undef_i32];
        arguments.extend((0..4).map(|lane| values[if lane < values.len() { lane } else { 0 }]));
        arguments.push(builder.const_i8(15));
        emitter.call_op(access.store, &arguments);
    };
    let element_type = emitter.builder.scalar_type(access.overload.scalar());
    for buffer_use in &access.uses {
        builder.position_before(buffer_use.instruction);
        if let BufferUseKind::Atomic { op, operation } = buffer_use.kind {
            // Coordinates: the element index, two undef slots.
            emit_atomic(
                emitter,
                buffer_use.instruction,
                op,
                operation,
                handle,
                [index, undef_i32, undef_i32],
            );
            builder.erase(buffer_use.instruction);
            continue;
        }
        let whole = buffer_use.component.is_none();
        match (&buffer_use.kind, buffer_use.component) {
            _ if buffer_use.cast.is_some() || (!whole && buffer_use.lanes > 1) => {
                lower_buffer_run(emitter, buffer_use, &load, &store, element_type, components)
            }
            (BufferUseKind::Load, None) => {
                let result = load();
                builder.take_name(buffer_use.instruction, result);
                let fields: Vec<u32> = (0..components).collect();
                emitter.replace_with_fields(buffer_use.instruction, result, &fields);
            }
            (BufferUseKind::Load, Some(component)) => {
                let result = load();
                builder.position_after(result);
                let value = builder.extract_value(result, component);
                builder.take_name(buffer_use.instruction, value);
                builder.replace_all_uses(buffer_use.instruction, value);
            }
            (BufferUseKind::Store, None) => {
                let value = operand(buffer_use.instruction, 0);
                let values = (0..components)
                    .map(|lane| builder.extract_element(value, lane))
                    .collect();
                store(values);
            }
            // Lowered above.
            (BufferUseKind::Atomic { .. }, _) => {}
            (BufferUseKind::Store, Some(component)) => {
                let value = operand(buffer_use.instruction, 0);
                let current = load();
                builder.position_after(current);
                let values = (0..components)
                    .map(|lane| {
                        if lane == component {
                            value
                        } else {
                            builder.extract_value(current, lane)
                        }
                    })
                    .collect();
                builder.position_before(buffer_use.instruction);
                store(values);
            }
        }
        builder.erase(buffer_use.instruction);
    }
    for element_pointer in &access.element_pointers {
        builder.erase(*element_pointer);
    }
    debug_assert!(
        users_of(access.get_pointer).is_empty(),
        "{:?}",
        value_type(access.get_pointer)
    );
    builder.erase(access.get_pointer);
}
