//! Building and editing IR through llvm-sys: [`IrBuilder`] with its types,
//! constants, positioning, instructions, edits and metadata; its functions and
//! globals are in `declarations`, its blocks, terminators, phis and allocas in
//! `control_flow`. The front end's code generator and the lowerings both build
//! through it instead of inkwell, because their operands include values of
//! target extension types.
//!
//! This module knows LLVM's C API only; it must not know intrinsic names, DXIL
//! or SPIR-V.

use llvm_sys::core::*;
use llvm_sys::prelude::*;
use std::ffi::CString;
use std::marker::PhantomData;

use super::data_layout::DataLayout;
use super::walk::{InstructionView, ModuleView};
use crate::ir_type::ScalarType;

/// An instruction builder for one module. Disposes its LLVM builder on drop.
pub struct IrBuilder<'m> {
    pub(super) module: LLVMModuleRef,
    pub(super) context: LLVMContextRef,
    pub(super) builder: LLVMBuilderRef,
    _module: PhantomData<&'m ()>,
}

impl Drop for IrBuilder<'_> {
    fn drop(&mut self) {
        unsafe { LLVMDisposeBuilder(self.builder) }
    }
}

pub(super) fn c_string(text: &str) -> CString {
    CString::new(text.replace('\0', " ")).expect("NUL bytes were replaced")
}

impl<'m> IrBuilder<'m> {
    pub fn new(module: ModuleView<'m>) -> IrBuilder<'m> {
        let raw = module.as_raw();
        unsafe {
            let context = LLVMGetModuleContext(raw);
            IrBuilder {
                module: raw,
                context,
                builder: LLVMCreateBuilderInContext(context),
                _module: PhantomData,
            }
        }
    }

    /// A builder for the module of `instruction`, positioned right before it.
    pub fn before(instruction: InstructionView<'m>) -> IrBuilder<'m> {
        let builder = IrBuilder::new(instruction.module());
        builder.position_before(instruction.as_raw());
        builder
    }

    pub fn context(&self) -> LLVMContextRef {
        self.context
    }

    // ---- types ---------------------------------------------------------------

    pub fn void_type(&self) -> LLVMTypeRef {
        unsafe { LLVMVoidTypeInContext(self.context) }
    }

    pub fn int_type(&self, bits: u32) -> LLVMTypeRef {
        unsafe { LLVMIntTypeInContext(self.context, bits) }
    }

    pub fn pointer_type(&self, address_space: u32) -> LLVMTypeRef {
        unsafe { LLVMPointerTypeInContext(self.context, address_space) }
    }

    pub fn scalar_type(&self, scalar: ScalarType) -> LLVMTypeRef {
        unsafe {
            match scalar {
                ScalarType::F16 => LLVMHalfTypeInContext(self.context),
                ScalarType::F32 => LLVMFloatTypeInContext(self.context),
                ScalarType::F64 => LLVMDoubleTypeInContext(self.context),
                other => LLVMIntTypeInContext(self.context, other.bits()),
            }
        }
    }

    pub fn vector_type(&self, element: LLVMTypeRef, count: u32) -> LLVMTypeRef {
        unsafe { LLVMVectorType(element, count) }
    }

    /// The named struct `%name`, created with `fields` if the context lacks it.
    pub fn named_struct(&self, name: &str, fields: &[LLVMTypeRef]) -> LLVMTypeRef {
        self.named_struct_with(name, fields, false)
    }

    /// The packed named struct `%name = type <{ fields }>`, created if the
    /// context lacks `%name`.
    pub fn named_packed_struct(&self, name: &str, fields: &[LLVMTypeRef]) -> LLVMTypeRef {
        self.named_struct_with(name, fields, true)
    }

    /// The context's struct type `%name`, if there is one: `Some(None)` when
    /// it is opaque, else its field types.
    pub fn existing_struct(&self, name: &str) -> Option<Option<Vec<LLVMTypeRef>>> {
        let c_name = c_string(name);
        unsafe {
            let existing = LLVMGetTypeByName2(self.context, c_name.as_ptr());
            if existing.is_null() {
                return None;
            }
            if LLVMIsOpaqueStruct(existing) != 0 {
                return Some(None);
            }
            Some(Some(
                (0..LLVMCountStructElementTypes(existing))
                    .map(|index| LLVMStructGetTypeAtIndex(existing, index))
                    .collect(),
            ))
        }
    }

    fn named_struct_with(&self, name: &str, fields: &[LLVMTypeRef], packed: bool) -> LLVMTypeRef {
        let c_name = c_string(name);
        unsafe {
            let existing = LLVMGetTypeByName2(self.context, c_name.as_ptr());
            if !existing.is_null() {
                return existing;
            }
            let created = LLVMStructCreateNamed(self.context, c_name.as_ptr());
            let mut fields = fields.to_vec();
            LLVMStructSetBody(
                created,
                fields.as_mut_ptr(),
                fields.len() as u32,
                i32::from(packed),
            );
            created
        }
    }

    /// The literal struct `{ fields }`.
    pub fn literal_struct(&self, fields: &[LLVMTypeRef]) -> LLVMTypeRef {
        self.literal_struct_with(fields, false)
    }

    /// The packed literal struct `<{ fields }>`.
    pub fn literal_packed_struct(&self, fields: &[LLVMTypeRef]) -> LLVMTypeRef {
        self.literal_struct_with(fields, true)
    }

    fn literal_struct_with(&self, fields: &[LLVMTypeRef], packed: bool) -> LLVMTypeRef {
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

    /// `[count x element]`.
    pub fn array_type(&self, element: LLVMTypeRef, count: u64) -> LLVMTypeRef {
        unsafe { LLVMArrayType2(element, count) }
    }

    /// `target("name", type_parameters…, int_parameters…)`.
    pub fn target_extension_type(
        &self,
        name: &str,
        type_parameters: &[LLVMTypeRef],
        int_parameters: &[u32],
    ) -> LLVMTypeRef {
        let c_name = c_string(name);
        let mut types = type_parameters.to_vec();
        let mut ints = int_parameters.to_vec();
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

    pub fn function_type(&self, result: LLVMTypeRef, parameters: &[LLVMTypeRef]) -> LLVMTypeRef {
        let mut parameters = parameters.to_vec();
        unsafe { LLVMFunctionType(result, parameters.as_mut_ptr(), parameters.len() as u32, 0) }
    }

    pub fn type_of(&self, value: LLVMValueRef) -> LLVMTypeRef {
        super::types::type_of(value)
    }

    /// The module's data layout (sizes and offsets of types).
    pub fn data_layout(&self) -> DataLayout<'m> {
        // SAFETY: `self.module` is the module this builder borrows for `'m`.
        DataLayout::of(unsafe { ModuleView::from_raw(self.module) })
    }

    // ---- constants -------------------------------------------------------------

    pub fn const_int(&self, ty: LLVMTypeRef, value: i64) -> LLVMValueRef {
        unsafe { LLVMConstInt(ty, value as u64, 1) }
    }

    pub fn const_i32(&self, value: i64) -> LLVMValueRef {
        self.const_int(self.int_type(32), value)
    }

    pub fn const_i8(&self, value: i64) -> LLVMValueRef {
        self.const_int(self.int_type(8), value)
    }

    pub fn const_i1(&self, value: bool) -> LLVMValueRef {
        self.const_int(self.int_type(1), i64::from(value))
    }

    pub fn const_i64(&self, value: i64) -> LLVMValueRef {
        self.const_int(self.int_type(64), value)
    }

    pub fn const_float(&self, ty: LLVMTypeRef, value: f64) -> LLVMValueRef {
        unsafe { LLVMConstReal(ty, value) }
    }

    pub fn undef(&self, ty: LLVMTypeRef) -> LLVMValueRef {
        unsafe { LLVMGetUndef(ty) }
    }

    pub fn poison(&self, ty: LLVMTypeRef) -> LLVMValueRef {
        unsafe { LLVMGetPoison(ty) }
    }

    /// The all-zero constant of `ty` (`zeroinitializer`, `0`, `null`).
    pub fn const_null(&self, ty: LLVMTypeRef) -> LLVMValueRef {
        unsafe { LLVMConstNull(ty) }
    }

    /// `c"text\00"`, an `[N x i8]` constant (interior NULs are dropped).
    pub fn const_c_string(&self, text: &str) -> LLVMValueRef {
        let bytes = text.replace('\0', "");
        unsafe { LLVMConstStringInContext2(self.context, bytes.as_ptr().cast(), bytes.len(), 0) }
    }

    pub fn const_named_struct(&self, ty: LLVMTypeRef, fields: &[LLVMValueRef]) -> LLVMValueRef {
        let mut fields = fields.to_vec();
        unsafe { LLVMConstNamedStruct(ty, fields.as_mut_ptr(), fields.len() as u32) }
    }

    pub fn const_vector(&self, values: &[LLVMValueRef]) -> LLVMValueRef {
        let mut values = values.to_vec();
        unsafe { LLVMConstVector(values.as_mut_ptr(), values.len() as u32) }
    }

    pub fn const_array(&self, element: LLVMTypeRef, values: &[LLVMValueRef]) -> LLVMValueRef {
        let mut values = values.to_vec();
        unsafe { LLVMConstArray2(element, values.as_mut_ptr(), values.len() as u64) }
    }

    // ---- positioning ------------------------------------------------------------

    /// New instructions go right before `instruction`.
    pub fn position_before(&self, instruction: LLVMValueRef) {
        unsafe { LLVMPositionBuilderBefore(self.builder, instruction) }
    }

    /// New instructions go right after `instruction` (which must not be a terminator).
    pub fn position_after(&self, instruction: LLVMValueRef) {
        unsafe {
            let next = LLVMGetNextInstruction(instruction);
            if next.is_null() {
                LLVMPositionBuilderAtEnd(self.builder, LLVMGetInstructionParent(instruction));
            } else {
                LLVMPositionBuilderBefore(self.builder, next);
            }
        }
    }

    // ---- instructions ---------------------------------------------------------------

    pub fn call(&self, function: LLVMValueRef, arguments: &[LLVMValueRef]) -> LLVMValueRef {
        let mut arguments = arguments.to_vec();
        unsafe {
            LLVMBuildCall2(
                self.builder,
                LLVMGlobalGetValueType(function),
                function,
                arguments.as_mut_ptr(),
                arguments.len() as u32,
                c"".as_ptr(),
            )
        }
    }

    /// A call of `function` as a function of `function_type` (which may
    /// differ from the type it was declared with).
    pub fn call_as(
        &self,
        function_type: LLVMTypeRef,
        function: LLVMValueRef,
        arguments: &[LLVMValueRef],
    ) -> LLVMValueRef {
        let mut arguments = arguments.to_vec();
        unsafe {
            LLVMBuildCall2(
                self.builder,
                function_type,
                function,
                arguments.as_mut_ptr(),
                arguments.len() as u32,
                c"".as_ptr(),
            )
        }
    }

    pub fn extract_value(&self, aggregate: LLVMValueRef, index: u32) -> LLVMValueRef {
        unsafe { LLVMBuildExtractValue(self.builder, aggregate, index, c"".as_ptr()) }
    }

    pub fn insert_value(
        &self,
        aggregate: LLVMValueRef,
        element: LLVMValueRef,
        index: u32,
    ) -> LLVMValueRef {
        unsafe { LLVMBuildInsertValue(self.builder, aggregate, element, index, c"".as_ptr()) }
    }

    /// Component `index` of a vector; the value itself for a scalar and index 0.
    pub fn extract_element(&self, vector: LLVMValueRef, index: u32) -> LLVMValueRef {
        if !super::types::is_vector_type(self.type_of(vector)) {
            return vector;
        }
        self.extract_element_at(vector, self.const_i32(i64::from(index)))
    }

    /// `extractelement %vector, %index` (any index value).
    pub fn extract_element_at(&self, vector: LLVMValueRef, index: LLVMValueRef) -> LLVMValueRef {
        unsafe { LLVMBuildExtractElement(self.builder, vector, index, c"".as_ptr()) }
    }

    /// Lane `lane` of a vector, read through `insertelement` chains with
    /// constant indices (the inserted scalar itself, as upstream LLVM's
    /// store lowering forwards it), else an `extractelement`; the value
    /// itself for a scalar and lane 0.
    pub fn vector_lane(&self, vector: LLVMValueRef, lane: u32) -> LLVMValueRef {
        let mut current = vector;
        unsafe {
            while !LLVMIsAInsertElementInst(current).is_null() {
                match super::values::constant_int(LLVMGetOperand(current, 2)) {
                    Some(index) if index == u64::from(lane) => return LLVMGetOperand(current, 1),
                    Some(_) => current = LLVMGetOperand(current, 0),
                    None => break,
                }
            }
        }
        self.extract_element(vector, lane)
    }

    /// Member `index` of a struct or array value, read through `insertvalue`
    /// chains (the inserted value itself), else an `extractvalue`.
    pub fn aggregate_member(&self, aggregate: LLVMValueRef, index: u32) -> LLVMValueRef {
        let mut current = aggregate;
        unsafe {
            while !LLVMIsAInsertValueInst(current).is_null() && LLVMGetNumIndices(current) == 1 {
                if *LLVMGetIndices(current) == index {
                    return LLVMGetOperand(current, 1);
                }
                current = LLVMGetOperand(current, 0);
            }
        }
        self.extract_value(aggregate, index)
    }

    /// Erases `value` if it is an `insertelement` or `insertvalue` without
    /// uses, then the value it inserted into, and so on down the chain.
    pub fn erase_dead_insert_chain(&self, value: LLVMValueRef) {
        let mut current = value;
        unsafe {
            while !current.is_null()
                && (!LLVMIsAInsertElementInst(current).is_null()
                    || !LLVMIsAInsertValueInst(current).is_null())
                && LLVMGetFirstUse(current).is_null()
            {
                let next = LLVMGetOperand(current, 0);
                LLVMInstructionEraseFromParent(current);
                current = next;
            }
        }
    }

    pub fn insert_element(
        &self,
        vector: LLVMValueRef,
        element: LLVMValueRef,
        index: u32,
    ) -> LLVMValueRef {
        self.insert_element_at(vector, element, self.const_i32(i64::from(index)))
    }

    /// `insertelement %vector, %element, %index` (any index value).
    pub fn insert_element_at(
        &self,
        vector: LLVMValueRef,
        element: LLVMValueRef,
        index: LLVMValueRef,
    ) -> LLVMValueRef {
        unsafe { LLVMBuildInsertElement(self.builder, vector, element, index, c"".as_ptr()) }
    }

    /// `shufflevector %first, %second, <mask>`.
    pub fn shuffle(&self, first: LLVMValueRef, second: LLVMValueRef, mask: &[u32]) -> LLVMValueRef {
        let mask: Vec<LLVMValueRef> = mask
            .iter()
            .map(|lane| self.const_i32(i64::from(*lane)))
            .collect();
        unsafe {
            LLVMBuildShuffleVector(
                self.builder,
                first,
                second,
                self.const_vector(&mask),
                c"".as_ptr(),
            )
        }
    }

    /// A binary operator by its opcode (`add`, `fmul`, `sdiv`, `xor`, …).
    pub fn binary(
        &self,
        opcode: llvm_sys::LLVMOpcode,
        left: LLVMValueRef,
        right: LLVMValueRef,
    ) -> LLVMValueRef {
        unsafe { LLVMBuildBinOp(self.builder, opcode, left, right, c"".as_ptr()) }
    }

    /// `sub nsw`.
    pub fn nsw_sub(&self, left: LLVMValueRef, right: LLVMValueRef) -> LLVMValueRef {
        unsafe { LLVMBuildNSWSub(self.builder, left, right, c"".as_ptr()) }
    }

    /// `fneg`.
    pub fn fneg(&self, value: LLVMValueRef) -> LLVMValueRef {
        unsafe { LLVMBuildFNeg(self.builder, value, c"".as_ptr()) }
    }

    /// `fcmp <predicate>`.
    pub fn float_compare(
        &self,
        predicate: llvm_sys::LLVMRealPredicate,
        left: LLVMValueRef,
        right: LLVMValueRef,
    ) -> LLVMValueRef {
        unsafe { LLVMBuildFCmp(self.builder, predicate, left, right, c"".as_ptr()) }
    }

    /// A cast by its opcode (`sitofp`, `zext`, `bitcast`, …) of `value` to `ty`.
    pub fn cast(
        &self,
        opcode: llvm_sys::LLVMOpcode,
        value: LLVMValueRef,
        ty: LLVMTypeRef,
    ) -> LLVMValueRef {
        unsafe { LLVMBuildCast(self.builder, opcode, value, ty, c"".as_ptr()) }
    }

    pub fn add(&self, left: LLVMValueRef, right: LLVMValueRef) -> LLVMValueRef {
        unsafe { LLVMBuildAdd(self.builder, left, right, c"".as_ptr()) }
    }

    pub fn mul(&self, left: LLVMValueRef, right: LLVMValueRef) -> LLVMValueRef {
        unsafe { LLVMBuildMul(self.builder, left, right, c"".as_ptr()) }
    }

    pub fn sub(&self, left: LLVMValueRef, right: LLVMValueRef) -> LLVMValueRef {
        unsafe { LLVMBuildSub(self.builder, left, right, c"".as_ptr()) }
    }

    pub fn and(&self, left: LLVMValueRef, right: LLVMValueRef) -> LLVMValueRef {
        unsafe { LLVMBuildAnd(self.builder, left, right, c"".as_ptr()) }
    }

    pub fn compare(
        &self,
        predicate: llvm_sys::LLVMIntPredicate,
        left: LLVMValueRef,
        right: LLVMValueRef,
    ) -> LLVMValueRef {
        unsafe { LLVMBuildICmp(self.builder, predicate, left, right, c"".as_ptr()) }
    }

    /// The first `count` lanes of a vector (`shufflevector` with `0..count`).
    pub fn first_lanes(&self, vector: LLVMValueRef, count: u32) -> LLVMValueRef {
        self.lanes(vector, 0, count)
    }

    /// Lanes `first..first + count` of a vector: one `extractelement` for a
    /// single lane, else a `shufflevector` with that mask.
    pub fn lanes(&self, vector: LLVMValueRef, first: u32, count: u32) -> LLVMValueRef {
        if count == 1 {
            return self.extract_element(vector, first);
        }
        let mask: Vec<u32> = (first..first + count).collect();
        self.shuffle(vector, self.poison(self.type_of(vector)), &mask)
    }

    /// `value` widened to `count` lanes, the new lanes filled with `fill`.
    pub fn widen(&self, value: LLVMValueRef, count: u32, fill: LLVMValueRef) -> LLVMValueRef {
        let element_type = unsafe {
            let ty = LLVMTypeOf(value);
            if LLVMGetTypeKind(ty) == llvm_sys::LLVMTypeKind::LLVMVectorTypeKind {
                LLVMGetElementType(ty)
            } else {
                ty
            }
        };
        let existing = crate::llvm::value_type(value).components().unwrap_or(1);
        let mut vector = self.poison(self.vector_type(element_type, count));
        for lane in 0..count {
            let element = if lane < existing {
                self.extract_element(value, lane)
            } else {
                fill
            };
            vector = self.insert_element(vector, element, lane);
        }
        vector
    }

    /// Converts a scalar or vector between float widths or integer widths
    /// (`fpext`/`fptrunc`, `sext`/`trunc`); `signed` picks sext over zext.
    pub fn convert(&self, value: LLVMValueRef, to: LLVMTypeRef, signed: bool) -> LLVMValueRef {
        unsafe {
            let from = LLVMTypeOf(value);
            if from == to {
                return value;
            }
            let scalar = |ty: LLVMTypeRef| {
                if LLVMGetTypeKind(ty) == llvm_sys::LLVMTypeKind::LLVMVectorTypeKind {
                    LLVMGetElementType(ty)
                } else {
                    ty
                }
            };
            let (from_scalar, to_scalar) = (scalar(from), scalar(to));
            let float_bits = |ty: LLVMTypeRef| match LLVMGetTypeKind(ty) {
                llvm_sys::LLVMTypeKind::LLVMHalfTypeKind => Some(16),
                llvm_sys::LLVMTypeKind::LLVMFloatTypeKind => Some(32),
                llvm_sys::LLVMTypeKind::LLVMDoubleTypeKind => Some(64),
                _ => None,
            };
            let name = c"".as_ptr();
            match (float_bits(from_scalar), float_bits(to_scalar)) {
                (Some(from_bits), Some(to_bits)) if from_bits < to_bits => {
                    LLVMBuildFPExt(self.builder, value, to, name)
                }
                (Some(_), Some(_)) => LLVMBuildFPTrunc(self.builder, value, to, name),
                _ => {
                    let (from_bits, to_bits) = (
                        LLVMGetIntTypeWidth(from_scalar),
                        LLVMGetIntTypeWidth(to_scalar),
                    );
                    if from_bits > to_bits {
                        LLVMBuildTrunc(self.builder, value, to, name)
                    } else if signed {
                        LLVMBuildSExt(self.builder, value, to, name)
                    } else {
                        LLVMBuildZExt(self.builder, value, to, name)
                    }
                }
            }
        }
    }

    /// Reinterprets `value` as `ty` (same size).
    pub fn bitcast(&self, value: LLVMValueRef, ty: LLVMTypeRef) -> LLVMValueRef {
        unsafe { LLVMBuildBitCast(self.builder, value, ty, c"".as_ptr()) }
    }

    pub fn load(&self, ty: LLVMTypeRef, pointer: LLVMValueRef) -> LLVMValueRef {
        unsafe { LLVMBuildLoad2(self.builder, ty, pointer, c"".as_ptr()) }
    }

    /// `store value, pointer`; returns the store instruction.
    pub fn store(&self, value: LLVMValueRef, pointer: LLVMValueRef) -> LLVMValueRef {
        unsafe { LLVMBuildStore(self.builder, value, pointer) }
    }

    /// Sets the alignment (in bytes) of a load, store or alloca.
    pub fn set_alignment(&self, instruction: LLVMValueRef, bytes: u32) {
        unsafe { LLVMSetAlignment(instruction, bytes) }
    }

    /// `shl value, amount`.
    pub fn shift_left(&self, value: LLVMValueRef, amount: LLVMValueRef) -> LLVMValueRef {
        unsafe { LLVMBuildShl(self.builder, value, amount, c"".as_ptr()) }
    }

    /// `lshr value, amount`.
    pub fn shift_right_logical(&self, value: LLVMValueRef, amount: LLVMValueRef) -> LLVMValueRef {
        unsafe { LLVMBuildLShr(self.builder, value, amount, c"".as_ptr()) }
    }

    /// `getelementptr T, ptr %pointer, i32 0, i32 index` (not `inbounds`):
    /// member `index` of the struct or array `T` at `pointer`.
    pub fn member_pointer(
        &self,
        aggregate_type: LLVMTypeRef,
        pointer: LLVMValueRef,
        index: u32,
    ) -> LLVMValueRef {
        let mut indices = [self.const_i32(0), self.const_i32(i64::from(index))];
        unsafe {
            LLVMBuildGEP2(
                self.builder,
                aggregate_type,
                pointer,
                indices.as_mut_ptr(),
                2,
                c"".as_ptr(),
            )
        }
    }

    /// `getelementptr inbounds T, ptr %pointer, indices…`.
    pub fn in_bounds_element_pointer(
        &self,
        source_type: LLVMTypeRef,
        pointer: LLVMValueRef,
        indices: &[LLVMValueRef],
    ) -> LLVMValueRef {
        let mut indices = indices.to_vec();
        unsafe {
            LLVMBuildInBoundsGEP2(
                self.builder,
                source_type,
                pointer,
                indices.as_mut_ptr(),
                indices.len() as u32,
                c"".as_ptr(),
            )
        }
    }

    /// `getelementptr inbounds [N x T], ptr %array, i32 0, i32 %index`.
    pub fn array_element_pointer(
        &self,
        array_type: LLVMTypeRef,
        array: LLVMValueRef,
        index: LLVMValueRef,
    ) -> LLVMValueRef {
        let mut indices = [self.const_i32(0), index];
        unsafe {
            LLVMBuildInBoundsGEP2(
                self.builder,
                array_type,
                array,
                indices.as_mut_ptr(),
                2,
                c"".as_ptr(),
            )
        }
    }

    pub fn select(
        &self,
        condition: LLVMValueRef,
        then_value: LLVMValueRef,
        else_value: LLVMValueRef,
    ) -> LLVMValueRef {
        unsafe {
            LLVMBuildSelect(
                self.builder,
                condition,
                then_value,
                else_value,
                c"".as_ptr(),
            )
        }
    }

    pub fn unsigned_less_than(&self, left: LLVMValueRef, right: LLVMValueRef) -> LLVMValueRef {
        unsafe {
            LLVMBuildICmp(
                self.builder,
                llvm_sys::LLVMIntPredicate::LLVMIntULT,
                left,
                right,
                c"".as_ptr(),
            )
        }
    }

    /// Takes the name of `from` for `to` (so the output keeps readable names).
    pub fn take_name(&self, from: LLVMValueRef, to: LLVMValueRef) {
        unsafe {
            let mut length = 0usize;
            let data = LLVMGetValueName2(from, &mut length);
            if data.is_null() || length == 0 {
                return;
            }
            let name = std::slice::from_raw_parts(data.cast::<u8>(), length).to_vec();
            LLVMSetValueName2(from, c"".as_ptr(), 0);
            LLVMSetValueName2(to, name.as_ptr().cast(), name.len());
        }
    }

    // ---- editing ------------------------------------------------------------------

    pub fn replace_all_uses(&self, old: LLVMValueRef, new: LLVMValueRef) {
        unsafe { LLVMReplaceAllUsesWith(old, new) }
    }

    /// Makes operand `index` of `user` be `value`.
    pub fn set_operand(&self, user: LLVMValueRef, index: u32, value: LLVMValueRef) {
        unsafe { LLVMSetOperand(user, index, value) }
    }

    pub fn erase(&self, instruction: LLVMValueRef) {
        unsafe { LLVMInstructionEraseFromParent(instruction) }
    }

    /// Deletes a global variable: its remaining uses (constant expressions
    /// included, which LLVM rebuilds or drops) first become `poison`.
    pub fn delete_global(&self, global: LLVMValueRef) {
        unsafe {
            if !LLVMGetFirstUse(global).is_null() {
                LLVMReplaceAllUsesWith(global, LLVMGetPoison(LLVMTypeOf(global)));
            }
            LLVMDeleteGlobal(global);
        }
    }

    /// Removes the named metadata `!name` (and its operand list) from the
    /// module; nothing happens when the module has none.
    ///
    /// LLVM's C API can add named metadata but not remove it, so this calls
    /// `llvm::NamedMDNode::eraseFromParent()` of the libLLVM texel links
    /// (exported by LLVM 22's shared library; `this` is the only argument).
    pub fn erase_named_metadata(&self, name: &str) {
        extern "C" {
            #[link_name = "_ZN4llvm11NamedMDNode15eraseFromParentEv"]
            fn named_md_node_erase_from_parent(node: LLVMNamedMDNodeRef);
        }
        unsafe {
            let node = LLVMGetNamedMetadata(self.module, name.as_ptr().cast(), name.len());
            if !node.is_null() {
                named_md_node_erase_from_parent(node);
            }
        }
    }

    /// Deletes a function (declaration) that has no uses left.
    pub fn delete_function_if_unused(&self, function: LLVMValueRef) {
        unsafe {
            if LLVMGetFirstUse(function).is_null() {
                LLVMDeleteFunction(function);
            }
        }
    }

    // ---- metadata -----------------------------------------------------------------

    pub fn md_string(&self, text: &str) -> LLVMMetadataRef {
        unsafe { LLVMMDStringInContext2(self.context, text.as_ptr().cast(), text.len()) }
    }

    pub fn md_value(&self, value: LLVMValueRef) -> LLVMMetadataRef {
        unsafe { LLVMValueAsMetadata(value) }
    }

    pub fn md_node(&self, operands: &[Option<LLVMMetadataRef>]) -> LLVMMetadataRef {
        let mut operands: Vec<LLVMMetadataRef> = operands
            .iter()
            .map(|operand| operand.unwrap_or(std::ptr::null_mut()))
            .collect();
        unsafe { LLVMMDNodeInContext2(self.context, operands.as_mut_ptr(), operands.len()) }
    }

    pub fn add_named_metadata(&self, name: &str, node: LLVMMetadataRef) {
        let c_name = c_string(name);
        unsafe {
            let value = LLVMMetadataAsValue(self.context, node);
            LLVMAddNamedMetadataOperand(self.module, c_name.as_ptr(), value);
        }
    }
}

/// Every user of `value` (instructions and constants), in use-list order.
pub fn users_of(value: LLVMValueRef) -> Vec<LLVMValueRef> {
    let mut users = Vec::new();
    unsafe {
        let mut current = LLVMGetFirstUse(value);
        while !current.is_null() {
            users.push(LLVMGetUser(current));
            current = LLVMGetNextUse(current);
        }
    }
    users
}
