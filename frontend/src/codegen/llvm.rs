//! A thin instruction builder over llvm-sys for code generation.
//!
//! inkwell 0.11 panics when it wraps values or types of target extension types
//! (`target("dx.TypedBuffer", …)`), and handles flow through ordinary
//! expressions (locals, selects), so the whole emitter works on raw
//! `LLVMValueRef`s through this one wrapper; the module itself stays an
//! inkwell `Module` owned by the caller's context. Every function here takes
//! values of the one module the [`Ir`] was made for.

#![allow(clippy::not_unsafe_ptr_arg_deref)]

use std::ffi::CString;

use llvm_sys::core::*;
use llvm_sys::prelude::*;
use llvm_sys::{LLVMIntPredicate, LLVMOpcode, LLVMRealPredicate};

/// A C string for names (interior NULs removed).
pub fn c_string(text: &str) -> CString {
    CString::new(text.replace('\0', "")).unwrap_or_default()
}

const EMPTY: *const std::ffi::c_char = c"".as_ptr();

/// The module, its context and one instruction builder.
pub struct Ir {
    pub context: LLVMContextRef,
    pub module: LLVMModuleRef,
    builder: LLVMBuilderRef,
}

impl Drop for Ir {
    fn drop(&mut self) {
        unsafe { LLVMDisposeBuilder(self.builder) };
    }
}

impl Ir {
    /// # Safety
    /// `context` and `module` must be live and belong together.
    pub unsafe fn new(context: LLVMContextRef, module: LLVMModuleRef) -> Ir {
        Ir {
            context,
            module,
            builder: LLVMCreateBuilderInContext(context),
        }
    }

    // ---- types -------------------------------------------------------------

    pub fn int_type(&self, bits: u32) -> LLVMTypeRef {
        unsafe { LLVMIntTypeInContext(self.context, bits) }
    }
    pub fn i1(&self) -> LLVMTypeRef {
        self.int_type(1)
    }
    pub fn i8(&self) -> LLVMTypeRef {
        self.int_type(8)
    }
    pub fn i32(&self) -> LLVMTypeRef {
        self.int_type(32)
    }
    pub fn half(&self) -> LLVMTypeRef {
        unsafe { LLVMHalfTypeInContext(self.context) }
    }
    pub fn float(&self) -> LLVMTypeRef {
        unsafe { LLVMFloatTypeInContext(self.context) }
    }
    pub fn double(&self) -> LLVMTypeRef {
        unsafe { LLVMDoubleTypeInContext(self.context) }
    }
    pub fn void(&self) -> LLVMTypeRef {
        unsafe { LLVMVoidTypeInContext(self.context) }
    }
    pub fn ptr(&self, address_space: u32) -> LLVMTypeRef {
        unsafe { LLVMPointerTypeInContext(self.context, address_space) }
    }
    pub fn vector(&self, element: LLVMTypeRef, count: u32) -> LLVMTypeRef {
        unsafe { LLVMVectorType(element, count) }
    }
    pub fn array(&self, element: LLVMTypeRef, count: u64) -> LLVMTypeRef {
        unsafe { LLVMArrayType2(element, count) }
    }
    pub fn function_type(&self, result: LLVMTypeRef, params: &[LLVMTypeRef]) -> LLVMTypeRef {
        let mut params = params.to_vec();
        unsafe { LLVMFunctionType(result, params.as_mut_ptr(), params.len() as u32, 0) }
    }
    /// A named struct (created once per name).
    pub fn named_struct(&self, name: &str, fields: &[LLVMTypeRef], packed: bool) -> LLVMTypeRef {
        let c_name = c_string(name);
        unsafe {
            let existing = LLVMGetTypeByName2(self.context, c_name.as_ptr());
            if !existing.is_null() {
                return existing;
            }
            let ty = LLVMStructCreateNamed(self.context, c_name.as_ptr());
            let mut fields = fields.to_vec();
            LLVMStructSetBody(
                ty,
                fields.as_mut_ptr(),
                fields.len() as u32,
                i32::from(packed),
            );
            ty
        }
    }
    /// An unnamed struct type.
    pub fn literal_struct(&self, fields: &[LLVMTypeRef], packed: bool) -> LLVMTypeRef {
        let mut fields = fields.to_vec();
        unsafe {
            LLVMStructTypeInContext(
                self.context,
                fields.as_mut_ptr(),
                fields.len() as u32,
                i32::from(packed),
            )
        }
    }
    /// The element types of a struct type.
    pub fn struct_element_types(&self, ty: LLVMTypeRef) -> Vec<LLVMTypeRef> {
        unsafe {
            let count = LLVMCountStructElementTypes(ty);
            let mut elements = vec![std::ptr::null_mut(); count as usize];
            LLVMGetStructElementTypes(ty, elements.as_mut_ptr());
            elements
        }
    }
    /// `target("name", types…, ints…)`.
    pub fn target_type(&self, name: &str, types: &[LLVMTypeRef], ints: &[u32]) -> LLVMTypeRef {
        let c_name = c_string(name);
        let mut types = types.to_vec();
        let mut ints = ints.to_vec();
        unsafe {
            LLVMTargetExtTypeInContext(
                self.context,
                c_name.as_ptr(),
                types.as_mut_ptr(),
                types.len() as u32,
                ints.as_mut_ptr(),
                ints.len() as u32,
            )
        }
    }
    pub fn type_of(&self, value: LLVMValueRef) -> LLVMTypeRef {
        unsafe { LLVMTypeOf(value) }
    }
    /// The ABI size of a type in bytes under the module's data layout.
    pub fn size_of(&self, ty: LLVMTypeRef) -> u64 {
        unsafe {
            let layout = llvm_sys::target::LLVMGetModuleDataLayout(self.module);
            llvm_sys::target::LLVMABISizeOfType(layout, ty)
        }
    }

    /// The byte offset of element `index` of a struct under the module's data layout.
    pub fn offset_of_element(&self, ty: LLVMTypeRef, index: u32) -> u64 {
        unsafe {
            let layout = llvm_sys::target::LLVMGetModuleDataLayout(self.module);
            llvm_sys::target::LLVMOffsetOfElement(layout, ty, index)
        }
    }

    // ---- constants ---------------------------------------------------------

    pub fn const_int(&self, ty: LLVMTypeRef, value: i64) -> LLVMValueRef {
        unsafe { LLVMConstInt(ty, value as u64, 1) }
    }
    pub fn const_i32(&self, value: i64) -> LLVMValueRef {
        self.const_int(self.i32(), value)
    }
    pub fn const_float(&self, ty: LLVMTypeRef, value: f64) -> LLVMValueRef {
        unsafe { LLVMConstReal(ty, value) }
    }
    pub fn const_vector(&self, values: &[LLVMValueRef]) -> LLVMValueRef {
        let mut values = values.to_vec();
        unsafe { LLVMConstVector(values.as_mut_ptr(), values.len() as u32) }
    }
    pub fn const_array(&self, element: LLVMTypeRef, values: &[LLVMValueRef]) -> LLVMValueRef {
        let mut values = values.to_vec();
        unsafe { LLVMConstArray2(element, values.as_mut_ptr(), values.len() as u64) }
    }
    pub fn const_struct(&self, ty: LLVMTypeRef, values: &[LLVMValueRef]) -> LLVMValueRef {
        let mut values = values.to_vec();
        unsafe { LLVMConstNamedStruct(ty, values.as_mut_ptr(), values.len() as u32) }
    }
    pub fn poison(&self, ty: LLVMTypeRef) -> LLVMValueRef {
        unsafe { LLVMGetPoison(ty) }
    }
    pub fn zero(&self, ty: LLVMTypeRef) -> LLVMValueRef {
        unsafe { LLVMConstNull(ty) }
    }
    pub fn const_int_value(&self, value: LLVMValueRef) -> Option<i64> {
        unsafe {
            if LLVMIsAConstantInt(value).is_null() {
                None
            } else {
                Some(LLVMConstIntGetSExtValue(value))
            }
        }
    }

    // ---- globals and functions --------------------------------------------

    pub fn add_global(&self, ty: LLVMTypeRef, name: &str, address_space: u32) -> LLVMValueRef {
        let c_name = c_string(name);
        unsafe { LLVMAddGlobalInAddressSpace(self.module, ty, c_name.as_ptr(), address_space) }
    }

    /// `@name = private unnamed_addr constant [N x i8] c"text\00"`.
    pub fn private_c_string(&self, name: &str, text: &str) -> LLVMValueRef {
        let bytes = text.replace('\0', "");
        unsafe {
            let value =
                LLVMConstStringInContext2(self.context, bytes.as_ptr().cast(), bytes.len(), 0);
            let global = self.add_global(LLVMTypeOf(value), name, 0);
            LLVMSetInitializer(global, value);
            LLVMSetGlobalConstant(global, 1);
            LLVMSetLinkage(global, llvm_sys::LLVMLinkage::LLVMPrivateLinkage);
            LLVMSetUnnamedAddress(global, llvm_sys::LLVMUnnamedAddr::LLVMGlobalUnnamedAddr);
            LLVMSetAlignment(global, 1);
            global
        }
    }

    pub fn named_function(&self, name: &str) -> Option<LLVMValueRef> {
        let c_name = c_string(name);
        let function = unsafe { LLVMGetNamedFunction(self.module, c_name.as_ptr()) };
        (!function.is_null()).then_some(function)
    }

    pub fn add_function(&self, name: &str, ty: LLVMTypeRef) -> LLVMValueRef {
        let c_name = c_string(name);
        unsafe { LLVMAddFunction(self.module, c_name.as_ptr(), ty) }
    }

    pub fn function_type_of(&self, function: LLVMValueRef) -> LLVMTypeRef {
        unsafe { LLVMGlobalGetValueType(function) }
    }

    pub fn value_name(&self, value: LLVMValueRef) -> String {
        unsafe {
            let mut length = 0usize;
            let text = LLVMGetValueName2(value, &mut length);
            if text.is_null() {
                return String::new();
            }
            String::from_utf8_lossy(std::slice::from_raw_parts(text.cast(), length)).into_owned()
        }
    }

    pub fn add_enum_attribute(&self, function: LLVMValueRef, name: &str, value: u64) {
        unsafe {
            let kind = LLVMGetEnumAttributeKindForName(name.as_ptr().cast(), name.len());
            if kind == 0 {
                return;
            }
            let attribute = LLVMCreateEnumAttribute(self.context, kind, value);
            LLVMAddAttributeAtIndex(function, llvm_sys::LLVMAttributeFunctionIndex, attribute);
        }
    }

    pub fn add_string_attribute(&self, function: LLVMValueRef, key: &str, value: &str) {
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

    pub fn param(&self, function: LLVMValueRef, index: u32) -> LLVMValueRef {
        unsafe { LLVMGetParam(function, index) }
    }

    // ---- blocks --------------------------------------------------------------

    pub fn append_block(&self, function: LLVMValueRef, name: &str) -> LLVMBasicBlockRef {
        let c_name = c_string(name);
        unsafe { LLVMAppendBasicBlockInContext(self.context, function, c_name.as_ptr()) }
    }
    pub fn position_at_end(&self, block: LLVMBasicBlockRef) {
        unsafe { LLVMPositionBuilderAtEnd(self.builder, block) }
    }
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

    // ---- instructions --------------------------------------------------------

    pub fn alloca(&self, ty: LLVMTypeRef, name: &str) -> LLVMValueRef {
        let c_name = c_string(name);
        unsafe { LLVMBuildAlloca(self.builder, ty, c_name.as_ptr()) }
    }
    pub fn load(&self, ty: LLVMTypeRef, pointer: LLVMValueRef) -> LLVMValueRef {
        unsafe { LLVMBuildLoad2(self.builder, ty, pointer, EMPTY) }
    }
    pub fn store(&self, value: LLVMValueRef, pointer: LLVMValueRef) -> LLVMValueRef {
        unsafe { LLVMBuildStore(self.builder, value, pointer) }
    }
    pub fn set_alignment(&self, instruction: LLVMValueRef, alignment: u32) {
        unsafe { LLVMSetAlignment(instruction, alignment) }
    }
    pub fn gep(
        &self,
        ty: LLVMTypeRef,
        pointer: LLVMValueRef,
        indices: &[LLVMValueRef],
    ) -> LLVMValueRef {
        let mut indices = indices.to_vec();
        unsafe {
            LLVMBuildInBoundsGEP2(
                self.builder,
                ty,
                pointer,
                indices.as_mut_ptr(),
                indices.len() as u32,
                EMPTY,
            )
        }
    }
    pub fn call(
        &self,
        function_type: LLVMTypeRef,
        function: LLVMValueRef,
        args: &[LLVMValueRef],
    ) -> LLVMValueRef {
        let mut args = args.to_vec();
        unsafe {
            LLVMBuildCall2(
                self.builder,
                function_type,
                function,
                args.as_mut_ptr(),
                args.len() as u32,
                EMPTY,
            )
        }
    }
    pub fn br(&self, block: LLVMBasicBlockRef) {
        unsafe {
            LLVMBuildBr(self.builder, block);
        }
    }
    pub fn cond_br(
        &self,
        condition: LLVMValueRef,
        then_block: LLVMBasicBlockRef,
        else_block: LLVMBasicBlockRef,
    ) {
        unsafe {
            LLVMBuildCondBr(self.builder, condition, then_block, else_block);
        }
    }
    pub fn ret(&self, value: Option<LLVMValueRef>) {
        unsafe {
            match value {
                Some(value) => LLVMBuildRet(self.builder, value),
                None => LLVMBuildRetVoid(self.builder),
            };
        }
    }
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
    pub fn phi(
        &self,
        ty: LLVMTypeRef,
        incoming: &[(LLVMValueRef, LLVMBasicBlockRef)],
    ) -> LLVMValueRef {
        unsafe {
            let phi = LLVMBuildPhi(self.builder, ty, EMPTY);
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
    pub fn binop(
        &self,
        opcode: LLVMOpcode,
        left: LLVMValueRef,
        right: LLVMValueRef,
    ) -> LLVMValueRef {
        unsafe { LLVMBuildBinOp(self.builder, opcode, left, right, EMPTY) }
    }
    /// `sub nsw`.
    pub fn nsw_sub(&self, left: LLVMValueRef, right: LLVMValueRef) -> LLVMValueRef {
        unsafe { LLVMBuildNSWSub(self.builder, left, right, EMPTY) }
    }
    pub fn fneg(&self, value: LLVMValueRef) -> LLVMValueRef {
        unsafe { LLVMBuildFNeg(self.builder, value, EMPTY) }
    }
    pub fn icmp(
        &self,
        predicate: LLVMIntPredicate,
        left: LLVMValueRef,
        right: LLVMValueRef,
    ) -> LLVMValueRef {
        unsafe { LLVMBuildICmp(self.builder, predicate, left, right, EMPTY) }
    }
    pub fn fcmp(
        &self,
        predicate: LLVMRealPredicate,
        left: LLVMValueRef,
        right: LLVMValueRef,
    ) -> LLVMValueRef {
        unsafe { LLVMBuildFCmp(self.builder, predicate, left, right, EMPTY) }
    }
    pub fn cast(&self, opcode: LLVMOpcode, value: LLVMValueRef, ty: LLVMTypeRef) -> LLVMValueRef {
        unsafe { LLVMBuildCast(self.builder, opcode, value, ty, EMPTY) }
    }
    pub fn select(
        &self,
        condition: LLVMValueRef,
        then_value: LLVMValueRef,
        else_value: LLVMValueRef,
    ) -> LLVMValueRef {
        unsafe { LLVMBuildSelect(self.builder, condition, then_value, else_value, EMPTY) }
    }
    pub fn extract_element(&self, vector: LLVMValueRef, index: LLVMValueRef) -> LLVMValueRef {
        unsafe { LLVMBuildExtractElement(self.builder, vector, index, EMPTY) }
    }
    pub fn insert_element(
        &self,
        vector: LLVMValueRef,
        value: LLVMValueRef,
        index: LLVMValueRef,
    ) -> LLVMValueRef {
        unsafe { LLVMBuildInsertElement(self.builder, vector, value, index, EMPTY) }
    }
    pub fn shuffle(&self, a: LLVMValueRef, b: LLVMValueRef, mask: &[u32]) -> LLVMValueRef {
        let mask: Vec<LLVMValueRef> = mask.iter().map(|m| self.const_i32(i64::from(*m))).collect();
        unsafe { LLVMBuildShuffleVector(self.builder, a, b, self.const_vector(&mask), EMPTY) }
    }
    pub fn extract_value(&self, aggregate: LLVMValueRef, index: u32) -> LLVMValueRef {
        unsafe { LLVMBuildExtractValue(self.builder, aggregate, index, EMPTY) }
    }
    pub fn insert_value(
        &self,
        aggregate: LLVMValueRef,
        value: LLVMValueRef,
        index: u32,
    ) -> LLVMValueRef {
        unsafe { LLVMBuildInsertValue(self.builder, aggregate, value, index, EMPTY) }
    }

    /// Adds named metadata `!name = !{!{operands…}}` with value operands.
    pub fn add_named_metadata_node(&self, name: &str, operands: &[LLVMValueRef]) {
        unsafe {
            let mut metadata: Vec<LLVMMetadataRef> = operands
                .iter()
                .map(|value| {
                    if value.is_null() {
                        std::ptr::null_mut()
                    } else {
                        LLVMValueAsMetadata(*value)
                    }
                })
                .collect();
            let node = LLVMMDNodeInContext2(self.context, metadata.as_mut_ptr(), metadata.len());
            let c_name = c_string(name);
            LLVMAddNamedMetadataOperand(
                self.module,
                c_name.as_ptr(),
                LLVMMetadataAsValue(self.context, node),
            );
        }
    }
}
