//! Run-time choices between pointers turned into choices between indices.
//!
//! LLVM's optimisations merge `c ? Out[1] : Out[2]` into a `phi` or `select`
//! of two element pointers, and load-PRE leaves phis of pointers where a
//! load was moved into predecessors. Shaders address memory logically: a
//! SPIR-V pointer cannot be chosen at run time (without `VariablePointers`)
//! and DXIL addresses buffers by handle and index. When every pointer of the
//! choice is the same computation — the same pointer-returning intrinsic call
//! (`getpointer`) or the same GEP — differing only in plain operands, the
//! choice moves onto those operands: `phi [gep(p, i), a], [gep(p, j), b]`
//! becomes `gep(p, phi [i, a], [j, b])`. Differing base pointers become a new
//! choice, handled in turn. Struct member indices (constants by rule) and
//! resource handles are never chosen: such choices are left for the
//! consumer to report. A phi between unrelated pointers (two buffers) whose
//! only uses are loads right after it, with nothing written in between,
//! becomes loads in the predecessors and a phi of the values instead. The
//! rewrite keeps the program's meaning and touches nothing else; it knows no
//! intrinsic names beyond the `llvm.` prefix.

use llvm_sys::core::*;
use llvm_sys::prelude::{LLVMBasicBlockRef, LLVMTypeRef, LLVMValueRef};
use llvm_sys::{LLVMOpcode, LLVMTypeKind};

use super::walk::ModuleView;

/// Rewrites every pointer phi and select of `module` that can be; returns
/// how many were rewritten.
pub fn sink_pointer_choices(module: ModuleView<'_>) -> usize {
    let mut rewritten = 0;
    for function in module.functions() {
        if function.is_declaration() {
            continue;
        }
        let mut worklist: Vec<LLVMValueRef> = function
            .instructions()
            .map(|instruction| instruction.as_raw())
            .filter(|instruction| is_pointer_choice(*instruction))
            .collect();
        // Bounded: each rewrite removes one choice and adds at most one per operand.
        let mut budget = worklist.len() * 8 + 64;
        while let Some(choice) = worklist.pop() {
            if budget == 0 {
                break;
            }
            budget -= 1;
            if let Some(added) = unsafe { rewrite(choice) } {
                rewritten += 1;
                worklist.extend(added.into_iter().filter(|value| is_pointer_choice(*value)));
            } else if unsafe { sink_loads(choice) } {
                rewritten += 1;
            }
        }
    }
    rewritten
}

fn is_pointer_choice(value: LLVMValueRef) -> bool {
    unsafe {
        if LLVMIsAInstruction(value).is_null() {
            return false;
        }
        let opcode = LLVMGetInstructionOpcode(value);
        (opcode == LLVMOpcode::LLVMPHI || opcode == LLVMOpcode::LLVMSelect)
            && LLVMGetTypeKind(LLVMTypeOf(value)) == LLVMTypeKind::LLVMPointerTypeKind
    }
}

/// The alternatives of a choice: (value, incoming block) for a phi; the two
/// values (no block) for a select.
unsafe fn alternatives(choice: LLVMValueRef) -> Vec<(LLVMValueRef, Option<LLVMBasicBlockRef>)> {
    if LLVMGetInstructionOpcode(choice) == LLVMOpcode::LLVMPHI {
        (0..LLVMCountIncoming(choice))
            .map(|index| {
                (
                    LLVMGetIncomingValue(choice, index),
                    Some(LLVMGetIncomingBlock(choice, index)),
                )
            })
            .collect()
    } else {
        vec![
            (LLVMGetOperand(choice, 1), None),
            (LLVMGetOperand(choice, 2), None),
        ]
    }
}

/// Whether operand `index` of GEP `gep` may differ between alternatives: the
/// base, the first index, and indices into arrays and vectors (not struct
/// members).
unsafe fn gep_operand_may_differ(gep: LLVMValueRef, index: u32) -> bool {
    if index <= 1 {
        return true;
    }
    let mut ty: LLVMTypeRef = LLVMGetGEPSourceElementType(gep);
    for level in 2..index {
        ty = match LLVMGetTypeKind(ty) {
            LLVMTypeKind::LLVMArrayTypeKind | LLVMTypeKind::LLVMVectorTypeKind => {
                LLVMGetElementType(ty)
            }
            LLVMTypeKind::LLVMStructTypeKind => {
                let member = LLVMGetOperand(gep, level);
                if LLVMIsAConstantInt(member).is_null() {
                    return false;
                }
                LLVMStructGetTypeAtIndex(ty, LLVMConstIntGetZExtValue(member) as u32)
            }
            _ => return false,
        };
    }
    matches!(
        LLVMGetTypeKind(ty),
        LLVMTypeKind::LLVMArrayTypeKind | LLVMTypeKind::LLVMVectorTypeKind
    )
}

/// Whether every alternative is the same computation as `first` (same
/// opcode, callee or source type, operand count) and which operands differ;
/// `None` when they are not, or when a differing operand may not differ.
unsafe fn differing_operands(first: LLVMValueRef, others: &[LLVMValueRef]) -> Option<Vec<u32>> {
    if LLVMIsAInstruction(first).is_null() {
        return None;
    }
    let opcode = LLVMGetInstructionOpcode(first);
    let count = LLVMGetNumOperands(first) as u32;
    match opcode {
        LLVMOpcode::LLVMGetElementPtr => {}
        LLVMOpcode::LLVMCall => {
            let callee = LLVMGetCalledValue(first);
            if LLVMIsAFunction(callee).is_null() || LLVMIsDeclaration(callee) == 0 {
                return None;
            }
            let mut length = 0;
            let name = LLVMGetValueName2(callee, &mut length);
            let name = std::slice::from_raw_parts(name as *const u8, length);
            if !name.starts_with(b"llvm.") {
                return None;
            }
        }
        _ => return None,
    }
    let mut differing = Vec::new();
    for other in others {
        if LLVMIsAInstruction(*other).is_null()
            || LLVMGetInstructionOpcode(*other) != opcode
            || LLVMGetNumOperands(*other) as u32 != count
        {
            return None;
        }
        if opcode == LLVMOpcode::LLVMGetElementPtr
            && LLVMGetGEPSourceElementType(*other) != LLVMGetGEPSourceElementType(first)
        {
            return None;
        }
        for index in 0..count {
            if LLVMGetOperand(*other, index) != LLVMGetOperand(first, index)
                && !differing.contains(&index)
            {
                differing.push(index);
            }
        }
    }
    for index in &differing {
        let operand = LLVMGetOperand(first, *index);
        let kind = LLVMGetTypeKind(LLVMTypeOf(operand));
        let allowed = match opcode {
            LLVMOpcode::LLVMGetElementPtr => gep_operand_may_differ(first, *index),
            // A call's callee (its last operand) and its handles never differ.
            _ => *index + 1 < count && kind != LLVMTypeKind::LLVMTargetExtTypeKind,
        };
        if !allowed
            || matches!(
                kind,
                LLVMTypeKind::LLVMTokenTypeKind | LLVMTypeKind::LLVMMetadataTypeKind
            )
        {
            return None;
        }
    }
    Some(differing)
}

/// Rewrites one choice; returns the new choices it made (between the
/// differing operands), or `None` when it cannot be rewritten.
unsafe fn rewrite(choice: LLVMValueRef) -> Option<Vec<LLVMValueRef>> {
    let alternatives = alternatives(choice);
    let (first, _) = *alternatives.first()?;
    let distinct: Vec<LLVMValueRef> = {
        let mut values: Vec<LLVMValueRef> = Vec::new();
        for (value, _) in &alternatives {
            if !values.contains(value) {
                values.push(*value);
            }
        }
        values
    };
    let is_phi = LLVMGetInstructionOpcode(choice) == LLVMOpcode::LLVMPHI;
    if distinct.len() == 1 && is_phi {
        // Every way in brings the same pointer.
        LLVMReplaceAllUsesWith(choice, first);
        LLVMInstructionEraseFromParent(choice);
        return Some(Vec::new());
    }
    let differing = differing_operands(first, &distinct[1..])?;
    let context = LLVMGetTypeContext(LLVMTypeOf(choice));
    let builder = LLVMCreateBuilderInContext(context);
    let block = LLVMGetInstructionParent(choice);
    // Where the merged computation goes: after the block's phis for a phi,
    // right before the select otherwise.
    let position = if is_phi {
        let mut instruction = LLVMGetFirstInstruction(block);
        while !instruction.is_null() && LLVMGetInstructionOpcode(instruction) == LLVMOpcode::LLVMPHI
        {
            instruction = LLVMGetNextInstruction(instruction);
        }
        instruction
    } else {
        choice
    };
    if position.is_null() {
        LLVMDisposeBuilder(builder);
        return None;
    }
    let mut added = Vec::new();
    let mut replacements = Vec::new();
    for index in &differing {
        let operand_type = LLVMTypeOf(LLVMGetOperand(first, *index));
        let merged = if is_phi {
            LLVMPositionBuilderBefore(builder, LLVMGetFirstInstruction(block));
            let phi = LLVMBuildPhi(builder, operand_type, c"".as_ptr());
            for (value, incoming) in &alternatives {
                let mut operand = LLVMGetOperand(*value, *index);
                let mut from = incoming.unwrap_or(block);
                LLVMAddIncoming(phi, &mut operand, &mut from, 1);
            }
            phi
        } else {
            LLVMPositionBuilderBefore(builder, choice);
            LLVMBuildSelect(
                builder,
                LLVMGetOperand(choice, 0),
                LLVMGetOperand(alternatives[0].0, *index),
                LLVMGetOperand(alternatives[1].0, *index),
                c"".as_ptr(),
            )
        };
        added.push(merged);
        replacements.push((*index, merged));
    }
    let merged = LLVMInstructionClone(first);
    LLVMPositionBuilderBefore(builder, position);
    LLVMInsertIntoBuilder(builder, merged);
    for (index, value) in replacements {
        LLVMSetOperand(merged, index, value);
    }
    LLVMDisposeBuilder(builder);
    LLVMReplaceAllUsesWith(choice, merged);
    LLVMInstructionEraseFromParent(choice);
    Some(added)
}

/// Whether `instruction` may write memory (or has other effects a load must
/// not move across).
unsafe fn may_write(instruction: LLVMValueRef) -> bool {
    match LLVMGetInstructionOpcode(instruction) {
        LLVMOpcode::LLVMStore
        | LLVMOpcode::LLVMAtomicRMW
        | LLVMOpcode::LLVMAtomicCmpXchg
        | LLVMOpcode::LLVMFence => true,
        LLVMOpcode::LLVMCall => {
            let callee = LLVMGetCalledValue(instruction);
            // Calls that only compute (no memory) are the intrinsics LLVM
            // marks `memory(none)`; anything else may write.
            LLVMIsAFunction(callee).is_null() || !only_computes(callee)
        }
        _ => false,
    }
}

/// `memory(none)`: the function reads and writes no memory.
unsafe fn only_computes(function: LLVMValueRef) -> bool {
    let kind = LLVMGetEnumAttributeKindForName(c"memory".as_ptr(), 6);
    let attribute =
        LLVMGetEnumAttributeAtIndex(function, llvm_sys::LLVMAttributeFunctionIndex, kind);
    // The memory attribute's value 0 is `memory(none)`.
    !attribute.is_null() && LLVMGetEnumAttributeValue(attribute) == 0
}

/// Moves the loads through phi `choice` into its predecessors (see the
/// module header); false when it cannot.
unsafe fn sink_loads(choice: LLVMValueRef) -> bool {
    if LLVMGetInstructionOpcode(choice) != LLVMOpcode::LLVMPHI {
        return false;
    }
    let block = LLVMGetInstructionParent(choice);
    let mut loads = Vec::new();
    let mut use_ = LLVMGetFirstUse(choice);
    while !use_.is_null() {
        let user = LLVMGetUser(use_);
        if LLVMIsAInstruction(user).is_null()
            || LLVMGetInstructionOpcode(user) != LLVMOpcode::LLVMLoad
            || LLVMGetInstructionParent(user) != block
            || LLVMGetVolatile(user) != 0
            || LLVMGetOperand(user, 0) != choice
        {
            return false;
        }
        loads.push(user);
        use_ = LLVMGetNextUse(use_);
    }
    if loads.is_empty() {
        return false;
    }
    // Nothing may write memory between the block's start and the last load.
    let mut instruction = LLVMGetFirstInstruction(block);
    let mut remaining = loads.len();
    while !instruction.is_null() && remaining > 0 {
        if loads.contains(&instruction) {
            remaining -= 1;
        } else if may_write(instruction) {
            return false;
        }
        instruction = LLVMGetNextInstruction(instruction);
    }
    // Each predecessor must go only here, so that a load there runs on no
    // other path: a predecessor that also goes elsewhere gets a block of its
    // own on the edge.
    for (_, incoming) in alternatives(LLVMGetOperand(loads[0], 0)) {
        let Some(predecessor) = incoming else {
            return false;
        };
        let terminator = LLVMGetBasicBlockTerminator(predecessor);
        if terminator.is_null() {
            return false;
        }
        if LLVMGetNumSuccessors(terminator) != 1 && !split_edge(predecessor, block) {
            return false;
        }
    }
    // Splitting rebuilt the block's phis: the loads name the choice now.
    let choice = LLVMGetOperand(loads[0], 0);
    let alternatives = alternatives(choice);
    let context = LLVMGetTypeContext(LLVMTypeOf(choice));
    let builder = LLVMCreateBuilderInContext(context);
    for load in loads {
        let ty = LLVMTypeOf(load);
        let alignment = LLVMGetAlignment(load);
        LLVMPositionBuilderBefore(builder, LLVMGetFirstInstruction(block));
        let phi = LLVMBuildPhi(builder, ty, c"".as_ptr());
        for (pointer, incoming) in &alternatives {
            let Some(predecessor) = incoming else {
                continue;
            };
            LLVMPositionBuilderBefore(builder, LLVMGetBasicBlockTerminator(*predecessor));
            let mut value = LLVMBuildLoad2(builder, ty, *pointer, c"".as_ptr());
            LLVMSetAlignment(value, alignment);
            let mut from = *predecessor;
            LLVMAddIncoming(phi, &mut value, &mut from, 1);
        }
        LLVMReplaceAllUsesWith(load, phi);
        LLVMInstructionEraseFromParent(load);
    }
    LLVMDisposeBuilder(builder);
    LLVMInstructionEraseFromParent(choice);
    true
}

/// Puts a new block on the edge(s) from `from` to `to` (an unconditional
/// branch to `to`), and renames `from` to the new block in `to`'s phis.
/// False (nothing changed) when `from`'s terminator is not a branch.
unsafe fn split_edge(from: LLVMBasicBlockRef, to: LLVMBasicBlockRef) -> bool {
    let terminator = LLVMGetBasicBlockTerminator(from);
    if LLVMGetInstructionOpcode(terminator) != LLVMOpcode::LLVMBr {
        return false;
    }
    let function = LLVMGetBasicBlockParent(to);
    let context = LLVMGetTypeContext(LLVMTypeOf(function));
    let edge = LLVMInsertBasicBlockInContext(context, to, c"".as_ptr());
    let builder = LLVMCreateBuilderInContext(context);
    LLVMPositionBuilderAtEnd(builder, edge);
    LLVMBuildBr(builder, to);
    for index in 0..LLVMGetNumSuccessors(terminator) {
        if LLVMGetSuccessor(terminator, index) == to {
            LLVMSetSuccessor(terminator, index, edge);
        }
    }
    // The phis of `to`: the entries for `from` become one entry for `edge`.
    let mut instruction = LLVMGetFirstInstruction(to);
    while !instruction.is_null() && LLVMGetInstructionOpcode(instruction) == LLVMOpcode::LLVMPHI {
        let next = LLVMGetNextInstruction(instruction);
        LLVMPositionBuilderBefore(builder, instruction);
        let rebuilt = LLVMBuildPhi(builder, LLVMTypeOf(instruction), c"".as_ptr());
        let mut moved = false;
        for index in 0..LLVMCountIncoming(instruction) {
            let mut value = LLVMGetIncomingValue(instruction, index);
            let mut block = LLVMGetIncomingBlock(instruction, index);
            if block == from {
                if moved {
                    continue;
                }
                moved = true;
                block = edge;
            }
            LLVMAddIncoming(rebuilt, &mut value, &mut block, 1);
        }
        LLVMReplaceAllUsesWith(instruction, rebuilt);
        let mut length = 0;
        let name = LLVMGetValueName2(instruction, &mut length);
        let name = std::slice::from_raw_parts(name as *const u8, length).to_vec();
        LLVMInstructionEraseFromParent(instruction);
        LLVMSetValueName2(rebuilt, name.as_ptr().cast(), name.len());
        instruction = next;
    }
    LLVMDisposeBuilder(builder);
    true
}
