//! Separate struct types for uniform buffers: when one aggregate type is
//! reached both from a `Uniform` block (std140) and from a `StorageBuffer`
//! block (std430), the uniform side gets its own copy of that type and of
//! every aggregate holding it there (arrays, the `Block` wrapper), with the
//! names and decorations of the original, so that `layouts` can decorate each
//! copy with its own offsets. SPIR-V allows distinct `OpTypeStruct`s with the
//! same members (glslang and DXC emit them); LLVM 22 merges structurally
//! equal structs into one, whatever their names.
//!
//! `Uniform` pointer types to a copied type are retargeted in place (only the
//! std140 side uses them), and values loaded through them, or extracted or
//! copied from such values, take the copied type. Where a whole such value
//! leaves the uniform side (stored, passed, built into something) it is
//! converted back with `OpCopyLogical` (SPIR-V 1.4+), and an `OpCopyMemory`
//! out of a uniform block becomes load, `OpCopyLogical` and store; before
//! SPIR-V 1.4, or into an `OpPhi`, that is an error. Originals left unused
//! are removed. A module with `BufferBlock` blocks (SPIR-V 1.0 storage
//! buffers, whose pointers are `Uniform` too) is left alone: `layouts` reports
//! the conflict. This module sets no `Offset` / `ArrayStride` (`layouts`
//! does).

use std::collections::{HashMap, HashSet};

use rspirv::dr::{Instruction, Module, Operand};
use rspirv::spirv::{Decoration, Op, StorageClass, Word};

use super::error::FinalizeError;
use super::ids::{annotation_target, is_annotation_of_target, operand_id, Ids};
use super::layouts::decorated;

/// A copy of `module` in which the std140 side of every type shared with a
/// std430 block has its own copy of the type; `None` when nothing is shared.
pub(super) fn separate(module: &Module, ids: &mut Ids) -> Result<Option<Module>, FinalizeError> {
    let definitions: HashMap<Word, Instruction> = module
        .types_global_values
        .iter()
        .filter_map(|instruction| Some((instruction.result_id?, instruction.clone())))
        .collect();
    let buffer_blocks = decorated(module, Decoration::BufferBlock);
    let mut uniform_roots = Vec::new();
    let mut storage_roots = Vec::new();
    for variable in &module.types_global_values {
        if variable.class.opcode != Op::Variable {
            continue;
        }
        let Some(block) = pointee(&definitions, variable.result_type) else {
            continue;
        };
        match variable.operands.first() {
            Some(Operand::StorageClass(StorageClass::StorageBuffer)) => storage_roots.push(block),
            Some(Operand::StorageClass(StorageClass::Uniform))
                if buffer_blocks.contains(&block) =>
            {
                storage_roots.push(block)
            }
            Some(Operand::StorageClass(StorageClass::Uniform)) => uniform_roots.push(block),
            _ => {}
        }
    }
    let uniform_side = reachable_aggregates(&definitions, &uniform_roots);
    let storage_side = reachable_aggregates(&definitions, &storage_roots);
    let shared: HashSet<Word> = uniform_side.intersection(&storage_side).copied().collect();
    if shared.is_empty() {
        return Ok(None);
    }
    if storage_roots
        .iter()
        .any(|root| buffer_blocks.contains(root))
    {
        // Its pointers share the Uniform storage class: `layouts` reports the
        // conflict.
        return Ok(None);
    }
    // Every uniform-side aggregate that is or holds a shared type, in
    // declaration order so that members are copied before their holders.
    let mut copies: HashMap<Word, Word> = HashMap::new();
    let mut order = Vec::new();
    for instruction in &module.types_global_values {
        let Some(id) = instruction.result_id else {
            continue;
        };
        if uniform_side.contains(&id) && holds_any(&definitions, id, &shared) {
            copies.insert(id, ids.fresh());
            order.push(id);
        }
    }
    let version = module
        .header
        .as_ref()
        .map_or((1, 0), |header| header.version());
    let value_types = value_types(module);
    let retyped_values = retyped_values(module, &definitions, &value_types, &copies);

    // Edits, on a copy of the module.
    let mut module = module.clone();
    let mut types = Vec::with_capacity(module.types_global_values.len() + order.len());
    for mut instruction in std::mem::take(&mut module.types_global_values) {
        let copy = instruction
            .result_id
            .and_then(|id| copies.get(&id))
            .map(|copy| {
                let mut copied = instruction.clone();
                copied.result_id = Some(*copy);
                remap_operands(&mut copied, &copies);
                copied
            });
        if is_uniform_pointer(&instruction) {
            remap_operands(&mut instruction, &copies);
        }
        types.push(instruction);
        types.extend(copy);
    }
    module.types_global_values = types;
    let annotations = copied_for(&module.annotations, &copies);
    module.annotations.extend(annotations);
    let names = copied_for(&module.debug_names, &copies);
    module.debug_names.extend(names);
    let crossing = Crossing {
        definitions: &definitions,
        value_types: &value_types,
        copies: &copies,
        retyped: &retyped_values,
        version,
    };
    for function in &mut module.functions {
        for block in &mut function.blocks {
            let mut instructions = Vec::with_capacity(block.instructions.len());
            for mut instruction in std::mem::take(&mut block.instructions) {
                if let (Some(result), Some(ty)) = (instruction.result_id, instruction.result_type) {
                    if retyped_values.contains(&result) {
                        instruction.result_type = copies.get(&ty).copied().or(Some(ty));
                    }
                }
                crossing.convert(instruction, &mut instructions, ids)?;
            }
            block.instructions = instructions;
        }
    }
    let uniform_only: Vec<Word> = order
        .iter()
        .rev()
        .copied()
        .filter(|id| !storage_side.contains(id))
        .collect();
    remove_unused(&mut module, &uniform_only);
    Ok(Some(module))
}

/// Removes the types `candidates` (holders before their members) that
/// nothing but names and decorations refers to any more, with those names and
/// decorations.
fn remove_unused(module: &mut Module, candidates: &[Word]) {
    let mut uses: HashMap<Word, usize> = HashMap::new();
    for instruction in module.all_inst_iter() {
        let skip = usize::from(is_annotation_of_target(instruction));
        let used = instruction.result_type.into_iter().chain(
            instruction
                .operands
                .iter()
                .skip(skip)
                .filter_map(operand_id),
        );
        for id in used {
            *uses.entry(id).or_insert(0) += 1;
        }
    }
    let mut removed = HashSet::new();
    for id in candidates {
        if uses.get(id).copied().unwrap_or(0) > 0 {
            continue;
        }
        let Some(position) = module
            .types_global_values
            .iter()
            .position(|instruction| instruction.result_id == Some(*id))
        else {
            continue;
        };
        let definition = module.types_global_values.remove(position);
        for part in definition.operands.iter().filter_map(operand_id) {
            if let Some(count) = uses.get_mut(&part) {
                *count = count.saturating_sub(1);
            }
        }
        removed.insert(*id);
    }
    let targets_removed = |instruction: &Instruction| {
        annotation_target(instruction).is_some_and(|target| removed.contains(&target))
    };
    module
        .annotations
        .retain(|annotation| !targets_removed(annotation));
    module.debug_names.retain(|name| !targets_removed(name));
}

/// Copies of the annotations or names of copied types, for the copies.
fn copied_for(instructions: &[Instruction], copies: &HashMap<Word, Word>) -> Vec<Instruction> {
    instructions
        .iter()
        .filter_map(|instruction| match instruction.operands.first() {
            Some(Operand::IdRef(target)) => {
                let copy = copies.get(target)?;
                let mut copied = instruction.clone();
                copied.operands[0] = Operand::IdRef(*copy);
                Some(copied)
            }
            _ => None,
        })
        .collect()
}

fn is_uniform_pointer(definition: &Instruction) -> bool {
    definition.class.opcode == Op::TypePointer
        && definition.operands.first() == Some(&Operand::StorageClass(StorageClass::Uniform))
}

/// The values of functions that take a copied type: loads through `Uniform`
/// pointers to a copied type, and extracts or copies of such values.
fn retyped_values(
    module: &Module,
    definitions: &HashMap<Word, Instruction>,
    value_types: &HashMap<Word, Word>,
    copies: &HashMap<Word, Word>,
) -> HashSet<Word> {
    let mut retyped = HashSet::new();
    for function in &module.functions {
        for instruction in function.blocks.iter().flat_map(|block| &block.instructions) {
            let (Some(result), Some(ty)) = (instruction.result_id, instruction.result_type) else {
                continue;
            };
            if !copies.contains_key(&ty) {
                continue;
            }
            let source = instruction.operands.first().and_then(operand_id);
            let takes_copy = match instruction.class.opcode {
                Op::Load => source
                    .and_then(|pointer| value_types.get(&pointer))
                    .and_then(|pointer_type| definitions.get(pointer_type))
                    .is_some_and(is_uniform_pointer),
                Op::CompositeExtract | Op::CopyObject => {
                    source.is_some_and(|value| retyped.contains(&value))
                }
                _ => false,
            };
            if takes_copy {
                retyped.insert(result);
            }
        }
    }
    retyped
}

/// The type of every global and function value.
fn value_types(module: &Module) -> HashMap<Word, Word> {
    let globals = module.types_global_values.iter();
    let locals = module.functions.iter().flat_map(|function| {
        function
            .parameters
            .iter()
            .chain(function.blocks.iter().flat_map(|block| &block.instructions))
    });
    globals
        .chain(locals)
        .filter_map(|instruction| Some((instruction.result_id?, instruction.result_type?)))
        .collect()
}

/// Where a whole value of a copied type leaves the uniform side.
struct Crossing<'a> {
    definitions: &'a HashMap<Word, Instruction>,
    /// The type of every value in the original module.
    value_types: &'a HashMap<Word, Word>,
    copies: &'a HashMap<Word, Word>,
    retyped: &'a HashSet<Word>,
    version: (u8, u8),
}

impl Crossing<'_> {
    /// Pushes `instruction` onto `out`, converting every whole uniform-side
    /// value it takes to the original type with `OpCopyLogical`, and splitting
    /// an `OpCopyMemory` from a uniform block into load, copy and store.
    fn convert(
        &self,
        mut instruction: Instruction,
        out: &mut Vec<Instruction>,
        ids: &mut Ids,
    ) -> Result<(), FinalizeError> {
        if let Some(original) = self.copy_memory_source(&instruction) {
            let [target, source] = [0, 1].map(|index| operand_id(&instruction.operands[index]));
            let (Some(target), Some(source)) = (target, source) else {
                return Ok(());
            };
            let memory_access = first_memory_access(&instruction.operands[2..]);
            self.require_copy_logical(source, "OpCopyMemory", instruction.result_id)?;
            let loaded = ids.fresh();
            let mut load_operands = vec![Operand::IdRef(source)];
            load_operands.extend(memory_access.iter().cloned());
            out.push(Instruction::new(
                Op::Load,
                Some(self.copies[&original]),
                Some(loaded),
                load_operands,
            ));
            let converted = ids.fresh();
            out.push(Instruction::new(
                Op::CopyLogical,
                Some(original),
                Some(converted),
                vec![Operand::IdRef(loaded)],
            ));
            let mut store_operands = vec![Operand::IdRef(target), Operand::IdRef(converted)];
            store_operands.extend(memory_access);
            out.push(Instruction::new(Op::Store, None, None, store_operands));
            return Ok(());
        }
        let passes_through = matches!(
            instruction.class.opcode,
            Op::CompositeExtract | Op::CopyObject
        );
        let opcode = instruction.class.opcode;
        let result = instruction.result_id;
        for index in 0..instruction.operands.len() {
            let Some(value) = operand_id(&instruction.operands[index]) else {
                continue;
            };
            if !self.retyped.contains(&value) || (passes_through && index == 0) {
                continue;
            }
            if opcode == Op::Phi {
                return Err(phi_error(value, result));
            }
            self.require_copy_logical(value, &format!("Op{opcode:?}"), result)?;
            // Retyped values have a result type, their original one.
            let original = self.value_types[&value];
            let converted = ids.fresh();
            out.push(Instruction::new(
                Op::CopyLogical,
                Some(original),
                Some(converted),
                vec![Operand::IdRef(value)],
            ));
            instruction.operands[index] = Operand::IdRef(converted);
        }
        out.push(instruction);
        Ok(())
    }

    /// For an `OpCopyMemory` whose source points into a uniform block at a
    /// copied type: that (original) type.
    fn copy_memory_source(&self, instruction: &Instruction) -> Option<Word> {
        if instruction.class.opcode != Op::CopyMemory {
            return None;
        }
        let source = operand_id(instruction.operands.get(1)?)?;
        let pointer_type = *self.value_types.get(&source)?;
        let pointer = self.definitions.get(&pointer_type)?;
        if !is_uniform_pointer(pointer) {
            return None;
        }
        let pointee = operand_id(pointer.operands.get(1)?)?;
        self.copies.contains_key(&pointee).then_some(pointee)
    }

    fn require_copy_logical(
        &self,
        value: Word,
        user: &str,
        result: Option<Word>,
    ) -> Result<(), FinalizeError> {
        if self.version >= (1, 4) {
            return Ok(());
        }
        Err(FinalizeError::Malformed {
            id: value,
            reason: format!(
                "a whole struct from a uniform buffer is used by {user}{}, where it takes the \
                 storage-buffer layout of the same type; converting between the two needs \
                 OpCopyLogical (SPIR-V 1.4), and the module is SPIR-V {}.{}",
                result.map(|id| format!(" %{id}")).unwrap_or_default(),
                self.version.0,
                self.version.1
            ),
        })
    }
}

fn phi_error(value: Word, phi: Option<Word>) -> FinalizeError {
    FinalizeError::Malformed {
        id: value,
        reason: format!(
            "a whole struct from a uniform buffer is used by OpPhi{}, where it takes the \
             storage-buffer layout of the same type; texel cannot convert it there",
            phi.map(|id| format!(" %{id}")).unwrap_or_default()
        ),
    }
}

/// The first memory-access operand set of an `OpCopyMemory` (the target's,
/// and the source's when there is only one): the mask and, for `Aligned`,
/// its literal.
fn first_memory_access(operands: &[Operand]) -> Vec<Operand> {
    match operands {
        [mask @ Operand::MemoryAccess(bits), rest @ ..] => {
            let literals = usize::from(bits.contains(rspirv::spirv::MemoryAccess::ALIGNED))
                + usize::from(bits.contains(rspirv::spirv::MemoryAccess::MAKE_POINTER_AVAILABLE))
                + usize::from(bits.contains(rspirv::spirv::MemoryAccess::MAKE_POINTER_VISIBLE));
            std::iter::once(mask.clone())
                .chain(rest.iter().take(literals).cloned())
                .collect()
        }
        _ => Vec::new(),
    }
}

fn remap_operands(instruction: &mut Instruction, copies: &HashMap<Word, Word>) {
    for operand in &mut instruction.operands {
        if let Operand::IdRef(id) = operand {
            if let Some(copy) = copies.get(id) {
                *id = *copy;
            }
        }
    }
}

fn pointee(definitions: &HashMap<Word, Instruction>, pointer_type: Option<Word>) -> Option<Word> {
    let pointer = definitions.get(&pointer_type?)?;
    if pointer.class.opcode != Op::TypePointer {
        return None;
    }
    pointer.operands.get(1).and_then(operand_id)
}

fn is_aggregate(definitions: &HashMap<Word, Instruction>, id: Word) -> bool {
    definitions.get(&id).is_some_and(|definition| {
        matches!(
            definition.class.opcode,
            Op::TypeStruct | Op::TypeArray | Op::TypeRuntimeArray
        )
    })
}

/// The member and element types of aggregate `id` (not an array's length).
fn parts(definitions: &HashMap<Word, Instruction>, id: Word) -> Vec<Word> {
    match definitions.get(&id) {
        Some(definition) if definition.class.opcode == Op::TypeStruct => {
            definition.operands.iter().filter_map(operand_id).collect()
        }
        Some(definition) if is_aggregate(definitions, id) => definition
            .operands
            .first()
            .and_then(operand_id)
            .into_iter()
            .collect(),
        _ => Vec::new(),
    }
}

fn reachable_aggregates(definitions: &HashMap<Word, Instruction>, roots: &[Word]) -> HashSet<Word> {
    let mut seen = HashSet::new();
    let mut pending: Vec<Word> = roots.to_vec();
    while let Some(id) = pending.pop() {
        if is_aggregate(definitions, id) && seen.insert(id) {
            pending.extend(parts(definitions, id));
        }
    }
    seen
}

fn holds_any(definitions: &HashMap<Word, Instruction>, id: Word, targets: &HashSet<Word>) -> bool {
    targets.contains(&id)
        || parts(definitions, id)
            .into_iter()
            .any(|part| holds_any(definitions, part, targets))
}
