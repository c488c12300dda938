//! Carrying out the memory-like accesses of a plan: structured and
//! byte-address buffer loads and stores (RawBufferLoad / RawBufferStore from
//! SM 6.2, BufferLoad / BufferStore below), cbuffer member reads
//! (CBufferLoadLegacy), and the removal of what they replace (element
//! pointers, cbuffer globals, `!hlsl.cbs`). Runs only after the analysis
//! succeeded.

use std::collections::HashMap;

use crate::llvm::{
    aggregate_members, extracted_value_indices, is_vector_type, operand, users_of,
    LLVMIntPredicate, LLVMTypeRef, LLVMValueRef, ScaledIndex,
};

use super::cbuffers::{CBufferLoad, CBufferPlan, CBUFFER_METADATA};
use super::op_calls::OpEmitter;
use super::raw_buffers::{RawBufferAccess, RawPiece, RawUse, RawUseKind, RAW_BUFFER_OPS_MINOR};
use crate::dxil::checked_op::CheckedOp;
use crate::dxil::ops::{AtomicOperation, Overload};
use crate::target::DxilTarget;

/// Lowers every load and store through a structured or byte-address buffer
/// element pointer, then removes the pointer and its GEPs.
pub fn lower_raw_buffer_access(
    emitter: &OpEmitter<'_, '_>,
    access: &RawBufferAccess,
    handle: LLVMValueRef,
    target: DxilTarget,
) {
    let builder = emitter.builder;
    let raw_ops = target.at_least(RAW_BUFFER_OPS_MINOR);
    // Read at apply time: an earlier lowering may have replaced the index.
    let index = operand(access.get_pointer, 1);
    for raw_use in &access.uses {
        builder.position_before(raw_use.instruction);
        let variable = variable_offset(emitter, &raw_use.variable_offset);
        let base = Base { index, variable };
        match raw_use.kind {
            RawUseKind::Load => lower_load(emitter, access, &base, raw_use, handle, raw_ops),
            RawUseKind::Atomic(operation) => {
                lower_atomic(emitter, access, &base, raw_use, operation, handle)
            }
            RawUseKind::Store => {
                // The stored value, too, may have been replaced since the analysis.
                let value = operand(raw_use.instruction, 0);
                let mut leaf_values =
                    lower_store(emitter, access, &base, raw_use, value, handle, raw_ops);
                builder.erase(raw_use.instruction);
                // The members and lanes were forwarded: values built only for
                // the store go (as upstream's eraseDeadInsertElementChain).
                builder.erase_dead_insert_chain(value);
                leaf_values.sort();
                leaf_values.dedup();
                for leaf_value in leaf_values.into_iter().filter(|leaf| *leaf != value) {
                    builder.erase_dead_insert_chain(leaf_value);
                }
                continue;
            }
        }
        builder.erase(raw_use.instruction);
    }
    for element_pointer in access.element_pointers.iter().rev() {
        builder.erase(*element_pointer);
    }
    builder.erase(access.get_pointer);
}

/// The `getpointer` index and a use's variable offset (if any).
struct Base {
    index: LLVMValueRef,
    variable: Option<LLVMValueRef>,
}

/// `Σ index × scale` as i32 (indices converted to i32), `None` when empty.
fn variable_offset(emitter: &OpEmitter<'_, '_>, terms: &[ScaledIndex]) -> Option<LLVMValueRef> {
    let builder = emitter.builder;
    terms
        .iter()
        .map(|term| {
            let index = builder.convert(term.value(), emitter.types.i32, true);
            match term.scale {
                1 => index,
                scale => builder.mul(index, builder.const_i32(scale)),
            }
        })
        .reduce(|sum, term| builder.add(sum, term))
}

/// The index and element-offset operands of a piece: a structured buffer's
/// element index and byte offset inside the element, or a byte-address
/// buffer's byte address (plus the piece's offset) and undef.
fn address(
    emitter: &OpEmitter<'_, '_>,
    access: &RawBufferAccess,
    base: &Base,
    piece: &RawPiece,
) -> (LLVMValueRef, LLVMValueRef) {
    let builder = emitter.builder;
    let constant = builder.const_i32(piece.offset);
    let offset = match (base.variable, piece.offset) {
        (None, _) => constant,
        (Some(variable), 0) => variable,
        (Some(variable), _) => builder.add(variable, constant),
    };
    if access.structured {
        (base.index, offset)
    } else if base.variable.is_none() && piece.offset == 0 {
        (base.index, builder.undef(emitter.types.i32))
    } else {
        (
            builder.add(base.index, offset),
            builder.undef(emitter.types.i32),
        )
    }
}

fn lower_load(
    emitter: &OpEmitter<'_, '_>,
    access: &RawBufferAccess,
    base: &Base,
    raw_use: &RawUse,
    handle: LLVMValueRef,
    raw_ops: bool,
) {
    let builder = emitter.builder;
    let mut lanes: Vec<Vec<(LLVMValueRef, u32)>> = raw_use
        .leaves
        .iter()
        .map(|leaf| Vec::with_capacity(leaf.lanes as usize))
        .collect();
    let mut last: LLVMValueRef = std::ptr::null_mut();
    for piece in &raw_use.pieces {
        let (index, offset) = address(emitter, access, base, piece);
        let mut arguments = vec![handle, index, offset];
        if raw_ops {
            arguments.push(builder.const_i8(piece.mask()));
            arguments.push(builder.const_i32(piece.alignment()));
        }
        let result = emitter.call_op(piece.op, &arguments);
        if last.is_null() {
            builder.take_name(raw_use.instruction, result);
        }
        last = result;
        lanes[piece.leaf].extend((0..piece.lanes).map(|field| (result, field)));
    }
    let paths: Vec<&[u32]> = raw_use
        .leaves
        .iter()
        .map(|leaf| leaf.path.as_slice())
        .collect();
    replace_loaded_value(
        emitter,
        raw_use.instruction,
        raw_use.ty,
        &paths,
        &lanes,
        last,
    );
}

/// An `atomicrmw` as AtomicBinOp (`operation`) or a `cmpxchg` as
/// AtomicCompareExchange, on coordinates (element index, byte offset, undef)
/// of a structured buffer or (byte address, undef, undef) of a byte-address
/// buffer.
fn lower_atomic(
    emitter: &OpEmitter<'_, '_>,
    access: &RawBufferAccess,
    base: &Base,
    raw_use: &RawUse,
    operation: Option<AtomicOperation>,
    handle: LLVMValueRef,
) {
    let piece = &raw_use.pieces[0];
    let (index, offset) = address(emitter, access, base, piece);
    let undef = emitter.builder.undef(emitter.types.i32);
    emit_atomic(
        emitter,
        raw_use.instruction,
        piece.op,
        operation,
        handle,
        [index, offset, undef],
    );
}

/// Replaces an `atomicrmw` (`operation`: AtomicBinOp) or a `cmpxchg`
/// (`None`: AtomicCompareExchange) with `op` on `handle` at `coordinates`.
/// The op returns the old value: an `atomicrmw`'s result; a `cmpxchg`'s
/// `{ old, old == compared }`, its extracted members replaced directly.
pub fn emit_atomic(
    emitter: &OpEmitter<'_, '_>,
    instruction: LLVMValueRef,
    op: CheckedOp,
    operation: Option<AtomicOperation>,
    handle: LLVMValueRef,
    [first, second, third]: [LLVMValueRef; 3],
) {
    let builder = emitter.builder;
    builder.position_before(instruction);
    let result = match operation {
        Some(operation) => emitter.call_op(
            op,
            &[
                handle,
                builder.const_i32(operation as i64),
                first,
                second,
                third,
                operand(instruction, 1),
            ],
        ),
        None => {
            let compared = operand(instruction, 1);
            let old = emitter.call_op(
                op,
                &[
                    handle,
                    first,
                    second,
                    third,
                    compared,
                    operand(instruction, 2),
                ],
            );
            let success = builder.compare(LLVMIntPredicate::LLVMIntEQ, old, compared);
            for user in users_of(instruction) {
                match extracted_value_indices(user, instruction).as_deref() {
                    Some([0]) => builder.replace_all_uses(user, old),
                    Some([1]) => builder.replace_all_uses(user, success),
                    _ => continue,
                }
                builder.erase(user);
            }
            let pair = builder.insert_value(builder.undef(builder.type_of(instruction)), old, 0);
            builder.insert_value(pair, success, 1)
        }
    };
    builder.take_name(instruction, result);
    builder.replace_all_uses(instruction, result);
}

/// Rebuilds a loaded value of type `ty` (at `path` in the loaded value) from
/// the lanes of its leaves: scalars are fields, vectors insertelement chains,
/// aggregates insertvalue chains.
fn build_value(
    emitter: &OpEmitter<'_, '_>,
    ty: LLVMTypeRef,
    path: &mut Vec<u32>,
    by_path: &HashMap<&[u32], &[(LLVMValueRef, u32)]>,
) -> LLVMValueRef {
    let builder = emitter.builder;
    if let Some(lanes) = by_path.get(path.as_slice()) {
        if !is_vector_type(ty) {
            return builder.extract_value(lanes[0].0, lanes[0].1);
        }
        let mut vector = builder.poison(ty);
        for (lane, (result, field)) in lanes.iter().enumerate() {
            let value = builder.extract_value(*result, *field);
            vector = builder.insert_element(vector, value, lane as u32);
        }
        return vector;
    }
    let mut aggregate = builder.poison(ty);
    for (index, member) in aggregate_members(ty).into_iter().enumerate() {
        path.push(index as u32);
        let value = build_value(emitter, member, path, by_path);
        path.pop();
        aggregate = builder.insert_value(aggregate, value, index as u32);
    }
    aggregate
}

/// Stores every piece; returns the leaf values it read (for the clean-up of
/// vectors built only for the store).
fn lower_store(
    emitter: &OpEmitter<'_, '_>,
    access: &RawBufferAccess,
    base: &Base,
    raw_use: &RawUse,
    value: LLVMValueRef,
    handle: LLVMValueRef,
    raw_ops: bool,
) -> Vec<LLVMValueRef> {
    let builder = emitter.builder;
    let mut leaf_values: HashMap<usize, LLVMValueRef> = HashMap::new();
    for piece in &raw_use.pieces {
        let leaf_value = *leaf_values.entry(piece.leaf).or_insert_with(|| {
            raw_use.leaves[piece.leaf]
                .path
                .iter()
                .fold(value, |aggregate, index| {
                    builder.aggregate_member(aggregate, *index)
                })
        });
        let (index, offset) = address(emitter, access, base, piece);
        let mut arguments = vec![handle, index, offset];
        let undef = builder.undef(overload_type(emitter, piece.overload));
        arguments.extend((0..4).map(|lane| {
            if lane < piece.lanes {
                builder.vector_lane(leaf_value, piece.first_lane + lane)
            } else {
                undef
            }
        }));
        arguments.push(builder.const_i8(piece.mask()));
        if raw_ops {
            arguments.push(builder.const_i32(piece.alignment()));
        }
        emitter.call_op(piece.op, &arguments);
    }
    leaf_values.into_values().collect()
}

fn overload_type(emitter: &OpEmitter<'_, '_>, overload: Overload) -> LLVMTypeRef {
    emitter.builder.scalar_type(overload.scalar())
}

/// Lowers one cbuffer member load to CBufferLoadLegacy rows (one call per
/// row and overload it touches) and the fields of its components; an
/// aggregate is rebuilt from its leaves (or its `extractvalue` users take
/// them directly).
pub fn lower_cbuffer_load(emitter: &OpEmitter<'_, '_>, load: &CBufferLoad, handle: LLVMValueRef) {
    let builder = emitter.builder;
    builder.position_before(load.instruction);
    let variable_rows = variable_offset(emitter, &load.variable_rows);
    let mut rows: Vec<((u32, Overload), LLVMValueRef)> = Vec::new();
    let mut lanes: Vec<Vec<(LLVMValueRef, u32)>> = Vec::new();
    for leaf in &load.leaves {
        let mut leaf_lanes = Vec::new();
        for (row, field) in leaf.components() {
            let key = (row, leaf.overload);
            let result = match rows.iter().find(|(known, _)| *known == key) {
                Some((_, result)) => *result,
                None => {
                    let constant = builder.const_i32(i64::from(row));
                    let row_operand = match (variable_rows, row) {
                        (None, _) => constant,
                        (Some(variable), 0) => variable,
                        (Some(variable), _) => builder.add(variable, constant),
                    };
                    let result = emitter.call_op(leaf.op, &[handle, row_operand]);
                    if rows.is_empty() {
                        builder.take_name(load.instruction, result);
                    }
                    rows.push((key, result));
                    result
                }
            };
            leaf_lanes.push((result, field));
        }
        lanes.push(leaf_lanes);
    }
    let last = rows.last().expect("a load has a component").1;
    replace_loaded_value(
        emitter,
        load.instruction,
        load.ty,
        &load
            .leaves
            .iter()
            .map(|leaf| leaf.path.as_slice())
            .collect::<Vec<_>>(),
        &lanes,
        last,
    );
    builder.erase(load.instruction);
}

/// Replaces a loaded value by op result fields: `lanes[i]` are the fields of
/// the leaf at `paths[i]`; `last` is the last op call. A scalar or vector
/// takes its lanes directly; an aggregate's `extractvalue` users take their
/// member, and other users a rebuilt value.
fn replace_loaded_value(
    emitter: &OpEmitter<'_, '_>,
    instruction: LLVMValueRef,
    ty: LLVMTypeRef,
    paths: &[&[u32]],
    lanes: &[Vec<(LLVMValueRef, u32)>],
    last: LLVMValueRef,
) {
    let builder = emitter.builder;
    if let ([path], [leaf_lanes]) = (paths, lanes) {
        if path.is_empty() {
            emitter.replace_with_lanes(instruction, leaf_lanes, last);
            return;
        }
    }
    let by_path: HashMap<&[u32], &[(LLVMValueRef, u32)]> = paths
        .iter()
        .zip(lanes)
        .map(|(path, lanes)| (*path, lanes.as_slice()))
        .collect();
    // `extractvalue` users take their member straight from the ops.
    for user in users_of(instruction) {
        let Some(mut path) = extracted_value_indices(user, instruction) else {
            continue;
        };
        match by_path.get(path.as_slice()) {
            Some(lanes) => emitter.replace_with_lanes(user, lanes, last),
            None => {
                builder.position_after(last);
                let member_type = builder.type_of(user);
                let value = build_value(emitter, member_type, &mut path, &by_path);
                builder.replace_all_uses(user, value);
            }
        }
        builder.erase(user);
    }
    if !users_of(instruction).is_empty() {
        builder.position_after(last);
        let value = build_value(emitter, ty, &mut Vec::new(), &by_path);
        builder.replace_all_uses(instruction, value);
    }
}

/// Removes what the cbuffer reads replaced: member GEPs, the stores of the
/// handles into the handle globals, the member and handle globals, and
/// `!hlsl.cbs`. Runs after every load is lowered and before the handle
/// creation calls are erased.
pub fn remove_cbuffer_globals(emitter: &OpEmitter<'_, '_>, plan: &CBufferPlan) {
    let builder = emitter.builder;
    for element_pointer in plan.element_pointers.iter().rev() {
        builder.erase(*element_pointer);
    }
    for store in &plan.handle_stores {
        builder.erase(*store);
    }
    if plan.has_metadata {
        builder.erase_named_metadata(CBUFFER_METADATA);
    }
    for global in &plan.globals {
        builder.delete_global(*global);
    }
}
