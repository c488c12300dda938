//! [`IrBuilder`]'s function bodies: basic blocks, the builder's position at
//! their ends, terminators (branches, switches, returns), phis and allocas —
//! what a code generator needs beyond the instructions the lowerings insert.
//!
//! LLVM's C API only; no intrinsic names, DXIL or SPIR-V.

use llvm_sys::core::*;
use llvm_sys::prelude::*;

use super::build::{c_string, IrBuilder};

impl IrBuilder<'_> {
    /// Appends a basic block `name` to `function`.
    pub fn append_block(&self, function: LLVMValueRef, name: &str) -> LLVMBasicBlockRef {
        let c_name = c_string(name);
        unsafe { LLVMAppendBasicBlockInContext(self.context, function, c_name.as_ptr()) }
    }

    /// New instructions go at the end of `block`.
    pub fn position_at_end(&self, block: LLVMBasicBlockRef) {
        unsafe { LLVMPositionBuilderAtEnd(self.builder, block) }
    }

    /// The block new instructions go into.
    pub fn current_block(&self) -> LLVMBasicBlockRef {
        unsafe { LLVMGetInsertBlock(self.builder) }
    }

    /// Whether the current block already ends in a terminator.
    pub fn terminated(&self) -> bool {
        unsafe {
            let block = LLVMGetInsertBlock(self.builder);
            !block.is_null() && !LLVMGetBasicBlockTerminator(block).is_null()
        }
    }

    /// `br label %block`.
    pub fn branch(&self, block: LLVMBasicBlockRef) {
        unsafe {
            LLVMBuildBr(self.builder, block);
        }
    }

    /// `br i1 %condition, label %then_block, label %else_block`.
    pub fn conditional_branch(
        &self,
        condition: LLVMValueRef,
        then_block: LLVMBasicBlockRef,
        else_block: LLVMBasicBlockRef,
    ) {
        unsafe {
            LLVMBuildCondBr(self.builder, condition, then_block, else_block);
        }
    }

    /// `ret <value>`, or `ret void` for `None`.
    pub fn ret(&self, value: Option<LLVMValueRef>) {
        unsafe {
            match value {
                Some(value) => LLVMBuildRet(self.builder, value),
                None => LLVMBuildRetVoid(self.builder),
            };
        }
    }

    /// `switch %value, label %default [cases…]`.
    pub fn switch(
        &self,
        value: LLVMValueRef,
        default: LLVMBasicBlockRef,
        cases: &[(LLVMValueRef, LLVMBasicBlockRef)],
    ) {
        unsafe {
            let switch = LLVMBuildSwitch(self.builder, value, default, cases.len() as u32);
            for (value, block) in cases {
                LLVMAddCase(switch, *value, *block);
            }
        }
    }

    /// `phi T [value, block]…`.
    pub fn phi(
        &self,
        ty: LLVMTypeRef,
        incoming: &[(LLVMValueRef, LLVMBasicBlockRef)],
    ) -> LLVMValueRef {
        unsafe {
            let phi = LLVMBuildPhi(self.builder, ty, c"".as_ptr());
            let mut values: Vec<LLVMValueRef> = incoming.iter().map(|(v, _)| *v).collect();
            let mut blocks: Vec<LLVMBasicBlockRef> = incoming.iter().map(|(_, b)| *b).collect();
            LLVMAddIncoming(
                phi,
                values.as_mut_ptr(),
                blocks.as_mut_ptr(),
                values.len() as u32,
            );
            phi
        }
    }

    /// `%name = alloca T`.
    pub fn alloca(&self, ty: LLVMTypeRef, name: &str) -> LLVMValueRef {
        let c_name = c_string(name);
        unsafe { LLVMBuildAlloca(self.builder, ty, c_name.as_ptr()) }
    }
}
