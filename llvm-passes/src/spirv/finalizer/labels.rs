//! Block labels that LLVM 22's SPIR-V target numbered with a stale id.
//!
//! The target keeps the ids of basic-block labels in a process-wide table
//! (`SPIRVModuleAnalysis::MAI.BBNumToRegMap`, a static keyed by the
//! `MachineFunction` address and the block number) that nothing clears
//! between modules. When a later compilation in the same process gets a
//! `MachineFunction` at an address an earlier one had, its blocks are given
//! the earlier module's label ids: every use of such a block (its `OpLabel`,
//! its `OpName`, branches, merges, `OpPhi` parents) carries an id that this
//! module also gives to something else ("Id N is defined more than once").
//!
//! Because a block's uses all carry the same stale id, and label ids are only
//! used in label positions inside their function, a label whose id is
//! defined twice can be given a fresh id: its `OpLabel` and the label
//! operands of its function are renumbered; the names of that id are dropped
//! (which definition each name belonged to cannot be told). When two blocks
//! of one function share an id, their branches cannot be told apart and the
//! module is rejected. Any other id defined twice is rejected too: no invalid
//! binary leaves the finalizer.
//!
//! This module only renumbers labels; it must not touch other ids.

use std::collections::{HashMap, HashSet};

use rspirv::dr::{Function, Instruction, Module, Operand};
use rspirv::spirv::{Op, Word};

use super::error::FinalizeError;
use super::ids::{annotation_target, Ids};

/// Gives fresh ids to block labels whose id is also defined elsewhere in the
/// module. Analysis first: on error the module is unchanged.
pub(super) fn renumber_stale_labels(
    module: &mut Module,
    ids: &mut Ids,
) -> Result<(), FinalizeError> {
    let duplicated = ids_defined_more_than_once(module);
    if duplicated.is_empty() {
        return Ok(());
    }
    // Per function, the stale labels to renumber (by block index).
    let mut plan: Vec<Vec<usize>> = Vec::with_capacity(module.functions.len());
    let mut relabelled: HashMap<Word, usize> = HashMap::new();
    for function in &module.functions {
        let mut seen = HashSet::new();
        let mut stale = Vec::new();
        for (index, block) in function.blocks.iter().enumerate() {
            let Some(label) = block.label.as_ref().and_then(|label| label.result_id) else {
                continue;
            };
            if !seen.insert(label) {
                return Err(FinalizeError::DuplicateId {
                    id: label,
                    reason: "two blocks of one function have this label, so its branches \
                             cannot be told apart"
                        .to_string(),
                });
            }
            if duplicated.contains(&label) {
                stale.push(index);
                *relabelled.entry(label).or_default() += 1;
            }
        }
        plan.push(stale);
    }
    // Every duplicate must be explained by stale labels: what remains after
    // renumbering them is one definition at most.
    let definitions = definition_counts(module);
    for &id in &duplicated {
        let remaining = definitions[&id] - relabelled.get(&id).copied().unwrap_or(0);
        if remaining > 1 {
            return Err(FinalizeError::DuplicateId {
                id,
                reason: "LLVM's SPIR-V target defined this id more than once".to_string(),
            });
        }
    }

    for (function, stale) in module.functions.iter_mut().zip(plan) {
        for index in stale {
            let label = function.blocks[index]
                .label
                .as_mut()
                .expect("planned label");
            let old = label.result_id.expect("planned label id");
            let new = ids.fresh();
            label.result_id = Some(new);
            rename_label_uses(function, old, new);
        }
    }
    module
        .debug_names
        .retain(|name| annotation_target(name).is_none_or(|id| !relabelled.contains_key(&id)));
    Ok(())
}

/// Ids with more than one defining instruction.
fn ids_defined_more_than_once(module: &Module) -> HashSet<Word> {
    definition_counts(module)
        .into_iter()
        .filter(|&(_, count)| count > 1)
        .map(|(id, _)| id)
        .collect()
}

/// How many instructions define each id.
fn definition_counts(module: &Module) -> HashMap<Word, usize> {
    let mut counts = HashMap::new();
    let globals = module
        .ext_inst_imports
        .iter()
        .chain(&module.types_global_values);
    let local = module.functions.iter().flat_map(function_definitions);
    for id in globals
        .filter_map(|instruction| instruction.result_id)
        .chain(local)
    {
        *counts.entry(id).or_insert(0) += 1;
    }
    counts
}

fn function_definitions(function: &Function) -> impl Iterator<Item = Word> + '_ {
    let header = function.def.iter().chain(&function.parameters);
    let blocks = function.blocks.iter().flat_map(|block| {
        block
            .label
            .iter()
            .chain(&block.instructions)
            .collect::<Vec<_>>()
    });
    header
        .chain(blocks)
        .filter_map(|instruction| instruction.result_id)
}

/// Replaces `old` by `new` in the label operands of `function`'s instructions.
fn rename_label_uses(function: &mut Function, old: Word, new: Word) {
    for block in &mut function.blocks {
        for instruction in &mut block.instructions {
            for position in label_operand_positions(instruction) {
                if let Some(operand @ Operand::IdRef(_)) = instruction.operands.get_mut(position) {
                    if *operand == Operand::IdRef(old) {
                        *operand = Operand::IdRef(new);
                    }
                }
            }
        }
    }
}

/// Which operands of an instruction are block labels.
fn label_operand_positions(instruction: &Instruction) -> Vec<usize> {
    let count = instruction.operands.len();
    match instruction.class.opcode {
        Op::Branch | Op::SelectionMerge => vec![0],
        Op::LoopMerge => vec![0, 1],
        Op::BranchConditional => vec![1, 2],
        // Selector, default, then (literal, label) pairs.
        Op::Switch => std::iter::once(1).chain((3..count).step_by(2)).collect(),
        // (value, parent) pairs.
        Op::Phi => (1..count).step_by(2).collect(),
        _ => Vec::new(),
    }
}
