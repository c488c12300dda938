//! Replaces each marker call by the real instruction sequence, in place.
//!
//! For one call: load the image (an `OpAccessChain` first when the binding is
//! an array; argument 0 is the index), for sampler operations load the sampler
//! the same way (argument 1) and build an `OpSampledImage`, then the image
//! instruction of the operation table (`MarkerOperation::instruction`) with the operation's operands in marker
//! order, the image-operand mask and the remaining arguments. The final
//! instruction takes over the call's result id and type. For a non-uniform
//! marker it decorates `NonUniform` the resource operand of the instruction
//! (the sampled image, or the loaded image), the access chains and loads
//! behind it and the instruction's result, as DXC does. This module does not
//! declare variables, capabilities or execution modes.

use std::collections::{BTreeMap, HashMap};

use rspirv::dr::{Function, Instruction, Operand};
use rspirv::spirv::{Decoration, ImageOperands, Op, Word};

use super::ids::operand_id;
use super::markers::{takes_image_operands, MarkerImport};
use super::types::Types;
use super::variables::{slot_key, SlotKey, SlotKind, Variable};
use crate::spirv::marker::{ArraySize, DescriptorBinding, Marker, MarkerOperation};

/// Rewrites every marker call of `functions`, adding the `NonUniform`
/// decorations of non-uniform markers to `annotations`; returns the ids the
/// calls used that the replacements may no longer use (candidates for
/// clean-up).
pub(super) fn rewrite_functions(
    functions: &mut [Function],
    imports: &HashMap<Word, MarkerImport>,
    variables: &BTreeMap<SlotKey, Variable>,
    types: &mut Types<'_>,
    annotations: &mut Vec<Instruction>,
) -> Vec<Word> {
    let mut released = Vec::new();
    for function in functions {
        for block in &mut function.blocks {
            let old = std::mem::take(&mut block.instructions);
            let mut new = Vec::with_capacity(old.len());
            for instruction in old {
                let import = (instruction.class.opcode == Op::FunctionCall)
                    .then(|| instruction.operands.first().and_then(operand_id))
                    .flatten()
                    .and_then(|callee| imports.get(&callee));
                match import {
                    Some(import) => {
                        released.extend(instruction.operands.iter().filter_map(operand_id));
                        let non_uniform =
                            expand(&instruction, &import.marker, variables, types, &mut new);
                        annotations.extend(non_uniform.into_iter().map(|id| {
                            Instruction::new(
                                Op::Decorate,
                                None,
                                None,
                                vec![
                                    Operand::IdRef(id),
                                    Operand::Decoration(Decoration::NonUniform),
                                ],
                            )
                        }));
                    }
                    None => new.push(instruction),
                }
            }
            block.instructions = new;
        }
    }
    released
}

/// The replacement of one checked call (see `markers::find_calls`); returns
/// the ids to decorate `NonUniform` (none for a uniform marker), the
/// instruction's resource operand first.
fn expand(
    call: &Instruction,
    marker: &Marker,
    variables: &BTreeMap<SlotKey, Variable>,
    types: &mut Types<'_>,
    out: &mut Vec<Instruction>,
) -> Vec<Word> {
    let arguments: Vec<Word> = call.operands[1..].iter().filter_map(operand_id).collect();
    let image_variable = &variables[&slot_key(marker.image_binding, SlotKind::Image)];
    let mut accesses = Vec::new();
    let image = load(
        image_variable,
        marker.image_binding,
        arguments[0],
        types,
        out,
        &mut accesses,
    );
    let target = match marker.sampler_binding {
        Some(binding) => {
            let sampler = load(
                &variables[&slot_key(binding, SlotKind::Sampler)],
                binding,
                arguments[1],
                types,
                out,
                &mut accesses,
            );
            let sampled_image_type = types.sampled_image(image_variable.element_type);
            let id = types.fresh_id();
            out.push(Instruction::new(
                Op::SampledImage,
                Some(sampled_image_type),
                Some(id),
                vec![Operand::IdRef(image), Operand::IdRef(sampler)],
            ));
            id
        }
        None => image,
    };
    let first_operand = 1 + usize::from(marker.sampler_binding.is_some());
    let first_image_operand = marker.first_image_operand();
    let mut operands = vec![Operand::IdRef(target)];
    operands.extend(
        arguments[first_operand..first_image_operand]
            .iter()
            .map(|&id| Operand::IdRef(id)),
    );
    if takes_image_operands(marker.operation) && marker.image_operands != 0 {
        operands.push(Operand::ImageOperands(ImageOperands::from_bits_retain(
            marker.image_operands,
        )));
        operands.extend(
            arguments[first_image_operand..]
                .iter()
                .map(|&id| Operand::IdRef(id)),
        );
    }
    let opcode = marker.operation.instruction();
    let write = marker.operation == MarkerOperation::Write;
    out.push(if write {
        Instruction::new(opcode, None, None, operands)
    } else {
        Instruction::new(opcode, call.result_type, call.result_id, operands)
    });
    if !marker.non_uniform {
        return Vec::new();
    }
    // Vulkan requires the resource operand; DXC decorates the indexed
    // descriptor accesses and the result too.
    let mut non_uniform = vec![target];
    non_uniform.extend(accesses.into_iter().filter(|&id| id != target));
    if !write {
        non_uniform.extend(call.result_id);
    }
    non_uniform
}

/// `OpLoad` of a descriptor, through `OpAccessChain %var %index` for arrays;
/// for arrays, the ids of the access chain and the load are appended to
/// `accesses` (only an array index can be non-uniform).
fn load(
    variable: &Variable,
    binding: DescriptorBinding,
    index: Word,
    types: &mut Types<'_>,
    out: &mut Vec<Instruction>,
    accesses: &mut Vec<Word>,
) -> Word {
    let pointer = match (binding.array, variable.element_pointer) {
        (ArraySize::Fixed(_) | ArraySize::Runtime, Some(element_pointer)) => {
            let id = types.fresh_id();
            out.push(Instruction::new(
                Op::AccessChain,
                Some(element_pointer),
                Some(id),
                vec![Operand::IdRef(variable.id), Operand::IdRef(index)],
            ));
            accesses.push(id);
            id
        }
        _ => variable.id,
    };
    let indexed = pointer != variable.id;
    let id = types.fresh_id();
    out.push(Instruction::new(
        Op::Load,
        Some(variable.element_type),
        Some(id),
        vec![Operand::IdRef(pointer)],
    ));
    if indexed {
        accesses.push(id);
    }
    id
}
