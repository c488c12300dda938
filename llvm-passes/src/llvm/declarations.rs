//! [`IrBuilder`]'s module-level edits: functions and their declarations,
//! parameters and attributes, LLVM's own intrinsic declarations, and global
//! variables with their initializers, linkage and visibility.
//!
//! LLVM's C API only; no intrinsic names, DXIL or SPIR-V.

use llvm_sys::core::*;
use llvm_sys::prelude::*;
use llvm_sys::{LLVMLinkage, LLVMUnnamedAddr, LLVMVisibility};

use super::build::{c_string, IrBuilder};

/// The linkages texel gives globals and functions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Linkage {
    /// `private`: not in the symbol table.
    Private,
    /// `internal`: local to the module.
    Internal,
    /// The default: visible outside the module.
    External,
}

impl Linkage {
    fn raw(self) -> LLVMLinkage {
        match self {
            Linkage::Private => LLVMLinkage::LLVMPrivateLinkage,
            Linkage::Internal => LLVMLinkage::LLVMInternalLinkage,
            Linkage::External => LLVMLinkage::LLVMExternalLinkage,
        }
    }
}

impl IrBuilder<'_> {
    // ---- functions ------------------------------------------------------------

    /// The function `name`, declared with `function_type` if the module lacks it.
    pub fn declare_function(&self, name: &str, function_type: LLVMTypeRef) -> LLVMValueRef {
        if let Some(existing) = self.named_function(name) {
            return existing;
        }
        let function = self.add_function(name, function_type);
        self.add_function_attribute(function, "nounwind");
        function
    }

    /// The function `name`, added with `function_type` and no attributes if
    /// the module lacks it (unlike [`IrBuilder::declare_function`], which
    /// marks a new declaration `nounwind`).
    pub fn function_or_declaration(&self, name: &str, function_type: LLVMTypeRef) -> LLVMValueRef {
        self.named_function(name)
            .unwrap_or_else(|| self.add_function(name, function_type))
    }

    /// Adds a function `name` of `function_type` (LLVM renames it when the
    /// module already has that name).
    pub fn add_function(&self, name: &str, function_type: LLVMTypeRef) -> LLVMValueRef {
        let c_name = c_string(name);
        unsafe { LLVMAddFunction(self.module, c_name.as_ptr(), function_type) }
    }

    /// The function `name`, if the module has one.
    pub fn named_function(&self, name: &str) -> Option<LLVMValueRef> {
        let c_name = c_string(name);
        let function = unsafe { LLVMGetNamedFunction(self.module, c_name.as_ptr()) };
        (!function.is_null()).then_some(function)
    }

    /// LLVM's declaration of its intrinsic `name` overloaded on
    /// `overload_types` (added to the module if needed); `None` when LLVM
    /// does not know the name.
    pub fn intrinsic_declaration(
        &self,
        name: &str,
        overload_types: &[LLVMTypeRef],
    ) -> Option<LLVMValueRef> {
        let id = unsafe { LLVMLookupIntrinsicID(name.as_ptr().cast(), name.len()) };
        if id == 0 {
            return None;
        }
        let mut overload_types = overload_types.to_vec();
        let function = unsafe {
            LLVMGetIntrinsicDeclaration(
                self.module,
                id,
                overload_types.as_mut_ptr(),
                overload_types.len(),
            )
        };
        (!function.is_null()).then_some(function)
    }

    /// Parameter `index` of a function.
    pub fn parameter(&self, function: LLVMValueRef, index: u32) -> LLVMValueRef {
        unsafe { LLVMGetParam(function, index) }
    }

    // ---- attributes -------------------------------------------------------------

    /// Adds the enum attribute `attribute` (e.g. `convergent`) to a function.
    pub fn add_function_attribute(&self, function: LLVMValueRef, attribute: &str) {
        self.add_function_attribute_value(function, attribute, 0);
    }

    /// Adds the enum attribute `attribute` with an integer value (`memory`'s
    /// effect bits) to a function; nothing happens for a name LLVM does not know.
    pub fn add_function_attribute_value(
        &self,
        function: LLVMValueRef,
        attribute: &str,
        value: u64,
    ) {
        unsafe {
            let kind = LLVMGetEnumAttributeKindForName(attribute.as_ptr().cast(), attribute.len());
            if kind == 0 {
                return;
            }
            LLVMAddAttributeAtIndex(
                function,
                llvm_sys::LLVMAttributeFunctionIndex,
                LLVMCreateEnumAttribute(self.context, kind, value),
            );
        }
    }

    /// Adds the string attribute `"key"="value"` to a function.
    pub fn add_string_function_attribute(&self, function: LLVMValueRef, key: &str, value: &str) {
        unsafe {
            let attribute = LLVMCreateStringAttribute(
                self.context,
                key.as_ptr().cast(),
                key.len() as u32,
                value.as_ptr().cast(),
                value.len() as u32,
            );
            LLVMAddAttributeAtIndex(function, llvm_sys::LLVMAttributeFunctionIndex, attribute);
        }
    }

    /// Removes the enum attribute `attribute` (e.g. `optnone`) from a
    /// function, when it has it.
    pub fn remove_function_attribute(&self, function: LLVMValueRef, attribute: &str) {
        unsafe {
            let kind = LLVMGetEnumAttributeKindForName(attribute.as_ptr().cast(), attribute.len());
            if kind == 0 {
                return;
            }
            let index = llvm_sys::LLVMAttributeFunctionIndex;
            if !LLVMGetEnumAttributeAtIndex(function, index, kind).is_null() {
                LLVMRemoveEnumAttributeAtIndex(function, index, kind);
            }
        }
    }

    // ---- global variables -------------------------------------------------------

    /// The global variable `name`, if the module has one.
    pub fn named_global(&self, name: &str) -> Option<LLVMValueRef> {
        let c_name = c_string(name);
        let global = unsafe { LLVMGetNamedGlobal(self.module, c_name.as_ptr()) };
        (!global.is_null()).then_some(global)
    }

    /// Adds a global variable of `ty` in `address_space` (a declaration
    /// until it gets an initializer).
    pub fn add_global(&self, ty: LLVMTypeRef, name: &str, address_space: u32) -> LLVMValueRef {
        let c_name = c_string(name);
        unsafe { LLVMAddGlobalInAddressSpace(self.module, ty, c_name.as_ptr(), address_space) }
    }

    /// Adds an external (declaration-only) global constant of `ty`.
    pub fn add_external_constant(&self, name: &str, ty: LLVMTypeRef) -> LLVMValueRef {
        let global = self.add_global(ty, name, 0);
        self.set_global_constant(global, true);
        self.set_linkage(global, Linkage::External);
        global
    }

    /// Adds a private `unnamed_addr` constant global with `initializer` in
    /// `address_space`.
    pub fn add_private_constant(
        &self,
        name: &str,
        initializer: LLVMValueRef,
        address_space: u32,
    ) -> LLVMValueRef {
        let global = self.add_global(self.type_of(initializer), name, address_space);
        self.set_initializer(global, initializer);
        self.set_global_constant(global, true);
        self.set_linkage(global, Linkage::Private);
        unsafe { LLVMSetUnnamedAddress(global, LLVMUnnamedAddr::LLVMGlobalUnnamedAddr) };
        global
    }

    /// `@name = private unnamed_addr constant [N x i8] c"text\00", align 1`.
    pub fn add_private_c_string(&self, name: &str, text: &str) -> LLVMValueRef {
        let global = self.add_private_constant(name, self.const_c_string(text), 0);
        self.set_alignment(global, 1);
        global
    }

    pub fn set_initializer(&self, global: LLVMValueRef, initializer: LLVMValueRef) {
        unsafe { LLVMSetInitializer(global, initializer) }
    }

    pub fn set_global_constant(&self, global: LLVMValueRef, constant: bool) {
        unsafe { LLVMSetGlobalConstant(global, i32::from(constant)) }
    }

    /// Sets the linkage of a global variable or function.
    pub fn set_linkage(&self, global: LLVMValueRef, linkage: Linkage) {
        unsafe { LLVMSetLinkage(global, linkage.raw()) }
    }

    /// Gives a global variable or function `hidden` visibility.
    pub fn set_hidden_visibility(&self, global: LLVMValueRef) {
        unsafe { LLVMSetVisibility(global, LLVMVisibility::LLVMHiddenVisibility) }
    }
}
