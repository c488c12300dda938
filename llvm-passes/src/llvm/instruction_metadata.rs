//! Metadata attached to instructions by the IR builder: `!llvm.loop` loop
//! ids (distinct nodes whose first operand is the node itself, as LLVM's
//! loop passes require) and other named attachments such as
//! `!hlsl.controlflow.hint`. It knows LLVM's C API, not what the
//! properties mean.

use llvm_sys::core::{
    LLVMGetBasicBlockTerminator, LLVMGetInsertBlock, LLVMGetMDKindIDInContext,
    LLVMMDNodeInContext2, LLVMMetadataAsValue, LLVMSetMetadata,
};
use llvm_sys::debuginfo::{LLVMMetadataReplaceAllUsesWith, LLVMTemporaryMDNode};
use llvm_sys::prelude::{LLVMMetadataRef, LLVMValueRef};

use super::build::IrBuilder;

impl IrBuilder<'_> {
    /// The terminator of the block the builder is positioned in, if any.
    pub fn current_terminator(&self) -> Option<LLVMValueRef> {
        let terminator = unsafe { LLVMGetBasicBlockTerminator(LLVMGetInsertBlock(self.builder)) };
        (!terminator.is_null()).then_some(terminator)
    }

    /// A loop id: `distinct !{!self, properties…}`. A uniqued node that
    /// refers to itself becomes distinct when its temporary operand is
    /// replaced (LLVM drops uniquing for self-reference cycles).
    pub fn loop_id(&self, properties: &[LLVMMetadataRef]) -> LLVMMetadataRef {
        unsafe {
            let temporary = LLVMTemporaryMDNode(self.context(), std::ptr::null_mut(), 0);
            let mut operands = Vec::with_capacity(properties.len() + 1);
            operands.push(temporary);
            operands.extend_from_slice(properties);
            let node = LLVMMDNodeInContext2(self.context(), operands.as_mut_ptr(), operands.len());
            LLVMMetadataReplaceAllUsesWith(temporary, node);
            node
        }
    }

    /// Removes the `!kind` attachment of `instruction` (if any).
    pub fn remove_instruction_metadata(&self, instruction: LLVMValueRef, kind: &str) {
        unsafe {
            let kind_id =
                LLVMGetMDKindIDInContext(self.context(), kind.as_ptr().cast(), kind.len() as u32);
            LLVMSetMetadata(instruction, kind_id, std::ptr::null_mut());
        }
    }

    /// Attaches `!kind node` to `instruction`.
    pub fn set_instruction_metadata(
        &self,
        instruction: LLVMValueRef,
        kind: &str,
        node: LLVMMetadataRef,
    ) {
        unsafe {
            let kind_id =
                LLVMGetMDKindIDInContext(self.context(), kind.as_ptr().cast(), kind.len() as u32);
            LLVMSetMetadata(
                instruction,
                kind_id,
                LLVMMetadataAsValue(self.context(), node),
            );
        }
    }
}
