//! Replacing the memory type of allocas, globals and element pointers (GEPs)
//! with another of the same layout, and the instruction-level questions such
//! rewrites ask (opcode, GEP source type, vector length, the module's
//! globals). Used where vector memory types must become arrays; this module
//! knows the C API only, not why a type is replaced.

use llvm_sys::core::*;
use llvm_sys::prelude::{LLVMTypeRef, LLVMValueRef};
use llvm_sys::{LLVMOpcode, LLVMTypeKind};

use super::build::IrBuilder;
use super::walk::ModuleView;

/// The opcode of an instruction (`None` for values that are not one).
pub fn opcode_of(value: LLVMValueRef) -> Option<LLVMOpcode> {
    unsafe { (!LLVMIsAInstruction(value).is_null()).then(|| LLVMGetInstructionOpcode(value)) }
}

/// The source element type of a GEP instruction.
pub fn element_pointer_source_type(gep: LLVMValueRef) -> LLVMTypeRef {
    unsafe { LLVMGetGEPSourceElementType(gep) }
}

/// The lane count of a vector type.
pub fn vector_length(ty: LLVMTypeRef) -> u32 {
    unsafe { LLVMGetVectorSize(ty) }
}

/// The kind of a type, for lowerings that walk types.
pub fn type_kind(ty: LLVMTypeRef) -> LLVMTypeKind {
    unsafe { LLVMGetTypeKind(ty) }
}

/// The element or member types of an aggregate or vector type.
pub fn contained_types(ty: LLVMTypeRef) -> Vec<LLVMTypeRef> {
    unsafe {
        let count = LLVMGetNumContainedTypes(ty) as usize;
        let mut types = vec![std::ptr::null_mut(); count];
        if count > 0 {
            LLVMGetSubtypes(ty, types.as_mut_ptr());
        }
        types
    }
}

/// Element `index` of a constant aggregate or vector (`None` when LLVM
/// cannot say, e.g. for a constant expression).
pub fn constant_element(constant: LLVMValueRef, index: u32) -> Option<LLVMValueRef> {
    let element = unsafe { LLVMGetAggregateElement(constant, index) };
    (!element.is_null()).then_some(element)
}

/// Every global variable of the module.
pub fn module_globals(module: ModuleView<'_>) -> Vec<LLVMValueRef> {
    let mut globals = Vec::new();
    unsafe {
        let mut global = LLVMGetFirstGlobal(module.as_raw());
        while !global.is_null() {
            globals.push(global);
            global = LLVMGetNextGlobal(global);
        }
    }
    globals
}

/// The initializer of a global variable (`None` for a declaration).
pub fn global_initializer(global: LLVMValueRef) -> Option<LLVMValueRef> {
    let initializer = unsafe { LLVMGetInitializer(global) };
    (!initializer.is_null()).then_some(initializer)
}

impl IrBuilder<'_> {
    /// Replaces `alloca` by an alloca of `ty` (same alignment and name) and
    /// returns it.
    pub fn retype_alloca(&self, alloca: LLVMValueRef, ty: LLVMTypeRef) -> LLVMValueRef {
        self.position_before(alloca);
        let replacement = self.alloca(ty, "");
        unsafe { LLVMSetAlignment(replacement, LLVMGetAlignment(alloca)) };
        self.take_name(alloca, replacement);
        self.replace_all_uses(alloca, replacement);
        self.erase(alloca);
        replacement
    }

    /// Replaces `gep` by a GEP of `source_type` over the same pointer and
    /// indices (keeping `inbounds`) and returns it.
    pub fn retype_element_pointer(
        &self,
        gep: LLVMValueRef,
        source_type: LLVMTypeRef,
    ) -> LLVMValueRef {
        self.position_before(gep);
        let replacement = unsafe {
            let count = LLVMGetNumOperands(gep) as u32;
            let pointer = LLVMGetOperand(gep, 0);
            let mut indices: Vec<LLVMValueRef> =
                (1..count).map(|index| LLVMGetOperand(gep, index)).collect();
            let flags = LLVMGEPGetNoWrapFlags(gep);
            LLVMBuildGEPWithNoWrapFlags(
                self.builder,
                source_type,
                pointer,
                indices.as_mut_ptr(),
                indices.len() as u32,
                c"".as_ptr(),
                flags,
            )
        };
        self.take_name(gep, replacement);
        self.replace_all_uses(gep, replacement);
        self.erase(gep);
        replacement
    }

    /// Replaces the global variable `global` by one of `ty` with
    /// `initializer` (same name, address space, linkage, alignment,
    /// constness and thread-local mode) and returns it.
    pub fn retype_global(
        &self,
        global: LLVMValueRef,
        ty: LLVMTypeRef,
        initializer: Option<LLVMValueRef>,
    ) -> LLVMValueRef {
        unsafe {
            let address_space = LLVMGetPointerAddressSpace(LLVMTypeOf(global));
            let replacement = self.add_global(ty, "", address_space);
            if let Some(initializer) = initializer {
                LLVMSetInitializer(replacement, initializer);
            }
            LLVMSetLinkage(replacement, LLVMGetLinkage(global));
            LLVMSetAlignment(replacement, LLVMGetAlignment(global));
            LLVMSetGlobalConstant(replacement, LLVMIsGlobalConstant(global));
            LLVMSetThreadLocalMode(replacement, LLVMGetThreadLocalMode(global));
            LLVMSetUnnamedAddress(replacement, LLVMGetUnnamedAddress(global));
            LLVMSetVisibility(replacement, LLVMGetVisibility(global));
            self.take_name(global, replacement);
            LLVMReplaceAllUsesWith(global, replacement);
            LLVMDeleteGlobal(global);
            replacement
        }
    }
}

/// Whether `function` is a declaration (no body in this module).
pub fn is_declared_only(function: LLVMValueRef) -> bool {
    unsafe { LLVMIsDeclaration(function) != 0 }
}

/// Whether a struct type is packed (`<{ … }>`).
pub fn is_packed_struct(ty: LLVMTypeRef) -> bool {
    unsafe { LLVMIsPackedStruct(ty) != 0 }
}

/// The predicate of an `icmp` instruction.
pub fn int_predicate(icmp: LLVMValueRef) -> llvm_sys::LLVMIntPredicate {
    unsafe { LLVMGetICmpPredicate(icmp) }
}
