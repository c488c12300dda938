//! Clean-up after the rewrite: the marker imports, and the dead junk LLVM's
//! SPIR-V target leaves behind.
//!
//! Removes the imported marker functions; then runs a use-count based dead
//! global elimination seeded only with what the finalizer made dead (the
//! imports' types, the calls' arguments, the unsigned declarations of retyped
//! signed images) and with LLVM's resource-name strings
//! (unused `OpVariable`s of pointer-to-array-of-`i8` type, global or
//! function-local) and unused `OpTypeInt 8`; finally drops names, decorations,
//! interface entries and execution modes of removed ids, and the capabilities
//! `Linkage` / `Int8` when nothing needs them any more. Names and decorations
//! never keep an id alive; every other reference does. This module never
//! removes anything that is still referenced.

use std::collections::{HashMap, HashSet};

use rspirv::dr::{Instruction, Module, Operand};
use rspirv::spirv::{Capability, Decoration, Op, Word};

use super::capabilities::remove_capability;
use super::ids::{annotation_target, is_annotation_of_target, operand_id, operand_word, used_ids};

/// Removes the functions `imports` and returns the ids their declarations used.
pub(super) fn remove_functions(module: &mut Module, imports: &HashSet<Word>) -> Vec<Word> {
    let mut released = Vec::new();
    module.functions.retain(|function| {
        let id = function.def.as_ref().and_then(|def| def.result_id);
        if id.is_some_and(|id| imports.contains(&id)) {
            for instruction in function.def.iter().chain(&function.parameters) {
                released.extend(used_ids(instruction));
            }
            false
        } else {
            true
        }
    });
    released
}

/// How often each id is used, not counting names and decoration targets.
fn use_counts(module: &Module) -> HashMap<Word, usize> {
    let mut counts = HashMap::new();
    for instruction in module.all_inst_iter() {
        let skip = usize::from(is_annotation_of_target(instruction));
        let ids = instruction.result_type.into_iter().chain(
            instruction
                .operands
                .iter()
                .skip(skip)
                .filter_map(operand_id),
        );
        for id in ids {
            *counts.entry(id).or_insert(0) += 1;
        }
    }
    counts
}

/// Types and constants that may go once unused.
fn removable(opcode: Op) -> bool {
    matches!(
        opcode,
        Op::TypeBool
            | Op::TypeInt
            | Op::TypeFloat
            | Op::TypeVector
            | Op::TypeArray
            | Op::TypeRuntimeArray
            | Op::TypePointer
            | Op::TypeImage
            | Op::TypeSampledImage
            | Op::TypeFunction
            | Op::Constant
            | Op::ConstantComposite
            | Op::ConstantNull
            | Op::ConstantTrue
            | Op::ConstantFalse
            | Op::Undef
    )
}

/// Dead-global elimination from `roots`, the resource-name strings and `i8`.
pub(super) fn remove_dead_junk(module: &mut Module, roots: Vec<Word>) {
    let mut counts = use_counts(module);
    let interface: HashMap<Word, usize> = module
        .entry_points
        .iter()
        .flat_map(|entry| entry.operands.iter().skip(3).filter_map(operand_id))
        .fold(HashMap::new(), |mut interface, id| {
            *interface.entry(id).or_insert(0) += 1;
            interface
        });
    let globals: HashMap<Word, Instruction> = module
        .types_global_values
        .iter()
        .filter_map(|instruction| Some((instruction.result_id?, instruction.clone())))
        .collect();
    let is_name_string = |variable: &Instruction| -> bool {
        let element = variable
            .result_type
            .and_then(|pointer| globals.get(&pointer))
            .filter(|pointer| pointer.class.opcode == Op::TypePointer)
            .and_then(|pointer| pointer.operands.get(1).and_then(operand_id))
            .and_then(|array| globals.get(&array))
            .filter(|array| array.class.opcode == Op::TypeArray)
            .and_then(|array| array.operands.first().and_then(operand_id))
            .and_then(|element| globals.get(&element));
        element.is_some_and(|element| {
            element.class.opcode == Op::TypeInt
                && element.operands.first().and_then(operand_word) == Some(8)
        })
    };

    let mut removed = HashSet::new();
    let mut worklist = roots;
    let locals = module
        .functions
        .iter()
        .flat_map(|function| &function.blocks)
        .flat_map(|block| &block.instructions);
    for variable in module.types_global_values.iter().chain(locals) {
        let Some(id) = variable.result_id else {
            continue;
        };
        let uses = counts.get(&id).copied().unwrap_or(0);
        let listed = interface.get(&id).copied().unwrap_or(0);
        if variable.class.opcode == Op::Variable && uses == listed && is_name_string(variable) {
            removed.insert(id);
            for used in used_ids(variable) {
                if let Some(count) = counts.get_mut(&used) {
                    *count = count.saturating_sub(1);
                }
                worklist.push(used);
            }
        }
    }
    worklist.extend(
        globals
            .values()
            .filter(|ty| {
                ty.class.opcode == Op::TypeInt
                    && ty.operands.first().and_then(operand_word) == Some(8)
            })
            .filter_map(|ty| ty.result_id),
    );
    while let Some(id) = worklist.pop() {
        if removed.contains(&id) || counts.get(&id).copied().unwrap_or(0) > 0 {
            continue;
        }
        let Some(instruction) = globals.get(&id) else {
            continue;
        };
        if !removable(instruction.class.opcode) {
            continue;
        }
        removed.insert(id);
        for used in used_ids(instruction) {
            if let Some(count) = counts.get_mut(&used) {
                *count = count.saturating_sub(1);
            }
            worklist.push(used);
        }
    }

    let keep = |instruction: &Instruction| {
        instruction
            .result_id
            .is_none_or(|id| !removed.contains(&id))
    };
    module.types_global_values.retain(keep);
    for block in module
        .functions
        .iter_mut()
        .flat_map(|function| &mut function.blocks)
    {
        block.instructions.retain(keep);
    }
}

/// Drops names, decorations, interface entries and execution modes whose
/// target no longer exists.
pub(super) fn remove_dangling_references(module: &mut Module) {
    let defined: HashSet<Word> = module
        .all_inst_iter()
        .filter_map(|instruction| instruction.result_id)
        .collect();
    let target_exists = |instruction: &Instruction| {
        annotation_target(instruction).is_none_or(|id| defined.contains(&id))
    };
    module.debug_names.retain(target_exists);
    module.annotations.retain(target_exists);
    module.execution_modes.retain(|mode| {
        mode.operands
            .first()
            .and_then(operand_id)
            .is_none_or(|id| defined.contains(&id))
    });
    for entry in &mut module.entry_points {
        let mut position = 0;
        entry.operands.retain(|operand| {
            position += 1;
            position <= 3 || operand_id(operand).is_none_or(|id| defined.contains(&id))
        });
    }
}

/// Removes `Linkage` when no linkage remains and `Int8` when no `i8` type does.
pub(super) fn remove_unneeded_capabilities(module: &mut Module) {
    let has_linkage = module.annotations.iter().any(|annotation| {
        annotation.class.opcode == Op::Decorate
            && annotation.operands.get(1)
                == Some(&Operand::Decoration(Decoration::LinkageAttributes))
    });
    if !has_linkage {
        remove_capability(module, Capability::Linkage);
    }
    let has_int8 = module.types_global_values.iter().any(|ty| {
        ty.class.opcode == Op::TypeInt && ty.operands.first().and_then(operand_word) == Some(8)
    });
    if !has_int8 {
        remove_capability(module, Capability::Int8);
    }
}
