//! Constant texel offsets as constants of the signed integer type.
//!
//! LLVM's SPIR-V target has one, unsigned, `OpTypeInt` per width, so the
//! `ConstOffset` of `Load(…, int2(-1, 1))` arrives as
//! `OpConstantComposite %v2uint %uint_4294967295 %uint_1`. SPIR-V accepts an
//! integer offset of either signedness, but Vulkan consumers read the
//! signedness from the type: the validation layer range-checks constant
//! offsets against `minTexelOffset` / `maxTexelOffset` (and the gather limits)
//! as signed values only when the component type is signed, and rejects
//! 4294967295 as "greater than maxTexelOffset" (VUID-RuntimeSpirv-
//! OpImageSample-06436, OpImage-06377). glslang and DXC declare offsets with
//! `OpTypeInt 32 1`. [`sign_constant_offsets`] therefore gives every
//! `ConstOffset` and `ConstOffsets` operand of an image instruction a constant
//! of the signed twin type (from `signedness`) with the same bits.
//!
//! A dynamic `Offset` is left as it is: spirv-val accepts any integer vector
//! and the layer checks only constants, so there is nothing a bitcast would
//! fix. The same holds for the `Lod` and `Sample` integers of fetches and
//! reads and for integer coordinates. This module edits only image-operand
//! ids of function instructions and adds constants and types; it never
//! changes an existing constant (LLVM shares them with other uses).

use rspirv::dr::{Function, Instruction, Operand};
use rspirv::spirv::{Op, Word};

use super::ids::operand_id;
use super::signedness::{signed_twin, unsigned_integer_width};
use super::types::Types;
use crate::spirv::marker::{CONST_OFFSET, CONST_OFFSETS, IMAGE_OPERAND_BITS};

/// Composite nesting of the deepest constant offset: `ConstOffsets` is an
/// array of vectors of scalars. Bounds the recursion on malformed input
/// (a composite listing itself).
const MAX_COMPOSITE_DEPTH: usize = 2;

/// Replaces the `ConstOffset` / `ConstOffsets` operand of every image
/// instruction in `functions` that is an unsigned integer constant by the
/// signed constant with the same bits.
pub(super) fn sign_constant_offsets(functions: &mut [Function], types: &mut Types<'_>) {
    let instructions = functions
        .iter_mut()
        .flat_map(|function| &mut function.blocks)
        .flat_map(|block| &mut block.instructions);
    for instruction in instructions {
        for position in constant_offset_positions(instruction) {
            let Some(offset) = instruction.operands.get(position).and_then(operand_id) else {
                continue;
            };
            if let Some(signed) = signed_constant(types, offset, 0) {
                instruction.operands[position] = Operand::IdRef(signed);
            }
        }
    }
}

/// Positions (in `operands`) of the `ConstOffset` and `ConstOffsets` ids of
/// an instruction with image operands; none when the mask has a bit whose
/// operands the marker table does not describe.
fn constant_offset_positions(instruction: &Instruction) -> Vec<usize> {
    let Some(mask_position) = instruction
        .operands
        .iter()
        .position(|operand| matches!(operand, Operand::ImageOperands(_)))
    else {
        return Vec::new();
    };
    let Operand::ImageOperands(mask) = instruction.operands[mask_position] else {
        return Vec::new();
    };
    let mask = mask.bits();
    let described = IMAGE_OPERAND_BITS
        .iter()
        .fold(0, |described, (bit, ..)| described | bit);
    if mask & !described != 0 {
        return Vec::new();
    }
    let mut positions = Vec::new();
    let mut next = mask_position + 1;
    for &(bit, _, count) in IMAGE_OPERAND_BITS {
        if mask & bit == 0 {
            continue;
        }
        if bit == CONST_OFFSET || bit == CONST_OFFSETS {
            positions.push(next);
        }
        next += count;
    }
    positions
}

/// The constant of the signed twin type with the same value bits as
/// `constant` (an `OpConstant`, `OpConstantNull` or `OpConstantComposite` of
/// an unsigned integer scalar, vector or array of vectors); `None` for
/// anything else, including constants that are signed already.
fn signed_constant(types: &mut Types<'_>, constant: Word, depth: usize) -> Option<Word> {
    let definition = types.definition(constant)?.clone();
    let ty = definition.result_type?;
    let width = unsigned_integer_width(types, ty)?;
    match definition.class.opcode {
        Op::Constant | Op::ConstantNull => {
            let signed_type = signed_twin(types, ty, width)?;
            Some(types.find_or_add(
                definition.class.opcode,
                Some(signed_type),
                definition.operands,
            ))
        }
        Op::ConstantComposite if depth < MAX_COMPOSITE_DEPTH => {
            let components = definition
                .operands
                .iter()
                .map(|component| {
                    let signed = signed_constant(types, operand_id(component)?, depth + 1)?;
                    Some(Operand::IdRef(signed))
                })
                .collect::<Option<Vec<_>>>()?;
            let signed_type = signed_twin(types, ty, width)?;
            Some(types.find_or_add(Op::ConstantComposite, Some(signed_type), components))
        }
        _ => None,
    }
}
