//! Ids and operands: the fresh-id allocator and the small helpers every other
//! finalizer module uses to read ids and literals out of rspirv instructions.
//!
//! This module knows the shape of operands, not what any instruction means; it
//! must not edit a module.

use std::collections::HashMap;

use rspirv::binary::Assemble;
use rspirv::dr::{Instruction, Module, Operand};
use rspirv::spirv::{Op, Word};

/// Hands out fresh ids above the module's bound.
#[derive(Debug)]
pub(super) struct Ids {
    next: Word,
}

impl Ids {
    pub(super) fn new(bound: Word) -> Self {
        Ids { next: bound.max(1) }
    }

    pub(super) fn fresh(&mut self) -> Word {
        let id = self.next;
        self.next += 1;
        id
    }

    /// The bound to write into the header: one past the largest id handed out.
    pub(super) fn bound(&self) -> Word {
        self.next
    }
}

/// The id an operand refers to, if it refers to one.
pub(super) fn operand_id(operand: &Operand) -> Option<Word> {
    match operand {
        Operand::IdRef(id) | Operand::IdScope(id) | Operand::IdMemorySemantics(id) => Some(*id),
        _ => None,
    }
}

/// Every id an instruction uses: its result type and its id operands.
pub(super) fn used_ids(instruction: &Instruction) -> impl Iterator<Item = Word> + '_ {
    instruction
        .result_type
        .into_iter()
        .chain(instruction.operands.iter().filter_map(operand_id))
}

/// The single-word value of a literal or enumerant operand.
pub(super) fn operand_word(operand: &Operand) -> Option<u32> {
    let mut words = Vec::new();
    operand.assemble_into(&mut words);
    match (operand, words.as_slice()) {
        (Operand::LiteralString(_), _) => None,
        (_, [word]) => Some(*word),
        _ => None,
    }
}

/// The operands of an instruction as words, for structural comparison.
pub(super) fn operand_words(operands: &[Operand]) -> Vec<u32> {
    let mut words = Vec::new();
    for operand in operands {
        operand.assemble_into(&mut words);
    }
    words
}

/// `OpName` / `OpMemberName` / decorations: they name or decorate an id
/// without keeping it alive.
pub(super) fn is_annotation_of_target(instruction: &Instruction) -> bool {
    matches!(
        instruction.class.opcode,
        Op::Name
            | Op::MemberName
            | Op::Decorate
            | Op::MemberDecorate
            | Op::DecorateId
            | Op::DecorateString
            | Op::MemberDecorateString
    )
}

/// The id a name or decoration applies to.
pub(super) fn annotation_target(instruction: &Instruction) -> Option<Word> {
    if is_annotation_of_target(instruction) {
        instruction.operands.first().and_then(operand_id)
    } else {
        None
    }
}

/// Literal string operand, e.g. of `OpName` or `LinkageAttributes`.
pub(super) fn operand_string(operand: &Operand) -> Option<&str> {
    match operand {
        Operand::LiteralString(text) => Some(text),
        _ => None,
    }
}

/// The defining instruction of every global id (types, constants, variables).
pub(super) fn global_definitions(module: &Module) -> HashMap<Word, &Instruction> {
    module
        .types_global_values
        .iter()
        .filter_map(|instruction| instruction.result_id.map(|id| (id, instruction)))
        .collect()
}

/// The entry-point name of an `OpEntryPoint`.
pub(super) fn entry_point_name(entry: &Instruction) -> String {
    entry
        .operands
        .get(2)
        .and_then(operand_string)
        .unwrap_or("?")
        .to_string()
}

/// The function id of an `OpEntryPoint`.
pub(super) fn entry_point_function(entry: &Instruction) -> Option<Word> {
    entry.operands.get(1).and_then(operand_id)
}
