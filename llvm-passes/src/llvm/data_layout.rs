//! The module's data layout: type sizes, struct field offsets, the constant
//! byte offset of an element-pointer computation (instruction or constant
//! expression), and the scalar and vector leaves of an aggregate in memory.
//!
//! Generic LLVM reading only (what `DataLayout` and `GEPOperator` answer in
//! C++); this module must not know any particular type or resource.

use std::marker::PhantomData;

use llvm_sys::core::*;
use llvm_sys::prelude::{LLVMTypeRef, LLVMValueRef};
use llvm_sys::target::{
    LLVMABIAlignmentOfType, LLVMABISizeOfType, LLVMGetModuleDataLayout, LLVMOffsetOfElement,
    LLVMTargetDataRef,
};
use llvm_sys::{LLVMOpcode, LLVMTypeKind};

use super::strings::owned_message;
use super::types::ir_type_of;
use super::values::constant_signed_int;
use super::walk::ModuleView;
use crate::ir_type::IrType;

/// The data layout of a borrowed module.
#[derive(Clone, Copy)]
pub struct DataLayout<'m> {
    raw: LLVMTargetDataRef,
    _module: PhantomData<&'m ()>,
}

/// A byte offset: `constant + Σ index × scale` over integer values.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ByteOffset {
    pub constant: i64,
    pub scaled: Vec<ScaledIndex>,
}

/// A variable GEP index times the size of what it steps over. The index is
/// named by its GEP and operand, so that it is read when used (a rewrite may
/// have replaced the value since).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ScaledIndex {
    pub gep: LLVMValueRef,
    pub operand: u32,
    pub scale: i64,
}

impl ScaledIndex {
    /// The index value, now.
    pub fn value(&self) -> LLVMValueRef {
        unsafe { LLVMGetOperand(self.gep, self.operand) }
    }
}

impl ByteOffset {
    /// `self + other`, `None` on overflow.
    pub fn plus(&self, other: &ByteOffset) -> Option<ByteOffset> {
        let mut scaled = self.scaled.clone();
        scaled.extend(other.scaled.iter().copied());
        Some(ByteOffset {
            constant: self.constant.checked_add(other.constant)?,
            scaled,
        })
    }
}

/// A scalar or vector inside a (possibly aggregate) type in memory.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MemoryLeaf {
    /// The `extractvalue` / `insertvalue` indices that reach it (empty when the
    /// type itself is a scalar or vector).
    pub path: Vec<u32>,
    /// Its byte offset from the start of the type.
    pub offset: u64,
    /// A scalar or vector type.
    pub ty: IrType,
}

impl<'m> DataLayout<'m> {
    /// The layout of `module` (owned by the module, not disposed here).
    pub fn of(module: ModuleView<'m>) -> DataLayout<'m> {
        DataLayout {
            raw: unsafe { LLVMGetModuleDataLayout(module.as_raw()) },
            _module: PhantomData,
        }
    }

    /// `DataLayout::getTypeAllocSize`: the bytes between consecutive array
    /// elements of `ty`.
    pub fn alloc_size(&self, ty: LLVMTypeRef) -> u64 {
        unsafe { LLVMABISizeOfType(self.raw, ty) }
    }

    /// Whether `ty` has a size (opaque structs and `void` have none).
    pub fn is_sized(&self, ty: LLVMTypeRef) -> bool {
        unsafe { LLVMTypeIsSized(ty) != 0 }
    }

    /// The ABI alignment of `ty` in bytes.
    pub fn abi_alignment(&self, ty: LLVMTypeRef) -> u32 {
        unsafe { LLVMABIAlignmentOfType(self.raw, ty) }
    }

    /// The byte offset of field `index` of the struct type `ty`.
    pub fn field_offset(&self, ty: LLVMTypeRef, index: u32) -> u64 {
        unsafe { LLVMOffsetOfElement(self.raw, ty, index) }
    }

    /// The constant byte offset an element-pointer computation (a
    /// `getelementptr` instruction or constant expression) adds to its base,
    /// or `None` when an index is not a constant integer.
    pub fn element_pointer_offset(&self, gep: LLVMValueRef) -> Option<i64> {
        self.element_pointer_terms(gep)
            .filter(|offset| offset.scaled.is_empty())
            .map(|offset| offset.constant)
    }

    /// The byte offset an element-pointer computation adds to its base, as a
    /// constant plus variable indices times their element sizes; `None` when
    /// a struct field index is not a constant, or the offset overflows.
    pub fn element_pointer_terms(&self, gep: LLVMValueRef) -> Option<ByteOffset> {
        unsafe {
            let source = LLVMGetGEPSourceElementType(gep);
            let count = u32::try_from(LLVMGetNumOperands(gep)).ok()?;
            let mut offset = ByteOffset::default();
            let mut current = source;
            for operand in 1..count {
                let value = LLVMGetOperand(gep, operand);
                let stride_type = if operand == 1 {
                    source
                } else {
                    match LLVMGetTypeKind(current) {
                        LLVMTypeKind::LLVMStructTypeKind => {
                            let field = u32::try_from(constant_signed_int(value)?).ok()?;
                            if field >= LLVMCountStructElementTypes(current) {
                                return None;
                            }
                            let field_offset =
                                i64::try_from(self.field_offset(current, field)).ok()?;
                            offset.constant = offset.constant.checked_add(field_offset)?;
                            current = LLVMStructGetTypeAtIndex(current, field);
                            continue;
                        }
                        LLVMTypeKind::LLVMArrayTypeKind | LLVMTypeKind::LLVMVectorTypeKind => {
                            current = LLVMGetElementType(current);
                            current
                        }
                        _ => return None,
                    }
                };
                let size = self.size_i64(stride_type)?;
                match constant_signed_int(value) {
                    Some(index) => {
                        offset.constant = offset.constant.checked_add(index.checked_mul(size)?)?
                    }
                    None if LLVMGetTypeKind(LLVMTypeOf(value))
                        == LLVMTypeKind::LLVMIntegerTypeKind =>
                    {
                        offset.scaled.push(ScaledIndex {
                            gep,
                            operand,
                            scale: size,
                        })
                    }
                    None => return None,
                }
            }
            Some(offset)
        }
    }

    fn size_i64(&self, ty: LLVMTypeRef) -> Option<i64> {
        i64::try_from(self.alloc_size(ty)).ok()
    }

    /// The scalars and vectors `ty` is made of, in memory order, with their
    /// byte offsets; `Err` with the printed type of the first part that is
    /// neither a scalar, a vector, an array nor a struct.
    pub fn leaves(&self, ty: LLVMTypeRef) -> Result<Vec<MemoryLeaf>, String> {
        self.leaves_skipping(ty, &|_| false)
    }

    /// [`DataLayout::leaves`], leaving out the parts whose type `skip`
    /// accepts (padding) wherever they are.
    pub fn leaves_skipping(
        &self,
        ty: LLVMTypeRef,
        skip: &dyn Fn(LLVMTypeRef) -> bool,
    ) -> Result<Vec<MemoryLeaf>, String> {
        let mut leaves = Vec::new();
        self.collect_leaves(ty, 0, &mut Vec::new(), &mut leaves, skip)?;
        Ok(leaves)
    }

    fn collect_leaves(
        &self,
        ty: LLVMTypeRef,
        offset: u64,
        path: &mut Vec<u32>,
        out: &mut Vec<MemoryLeaf>,
        skip: &dyn Fn(LLVMTypeRef) -> bool,
    ) -> Result<(), String> {
        if skip(ty) {
            return Ok(());
        }
        unsafe {
            match LLVMGetTypeKind(ty) {
                LLVMTypeKind::LLVMArrayTypeKind => {
                    let element = LLVMGetElementType(ty);
                    let stride = self.alloc_size(element);
                    for index in 0..LLVMGetArrayLength2(ty) {
                        path.push(u32::try_from(index).map_err(|_| printed_type(ty))?);
                        self.collect_leaves(element, offset + index * stride, path, out, skip)?;
                        path.pop();
                    }
                    Ok(())
                }
                LLVMTypeKind::LLVMStructTypeKind => {
                    for index in 0..LLVMCountStructElementTypes(ty) {
                        path.push(index);
                        let field = LLVMStructGetTypeAtIndex(ty, index);
                        let field_offset = offset + self.field_offset(ty, index);
                        self.collect_leaves(field, field_offset, path, out, skip)?;
                        path.pop();
                    }
                    Ok(())
                }
                _ => {
                    let ir = ir_type_of(ty);
                    if ir.scalar().is_none() {
                        return Err(printed_type(ty));
                    }
                    out.push(MemoryLeaf {
                        path: path.clone(),
                        offset,
                        ty: ir,
                    });
                    Ok(())
                }
            }
        }
    }
}

/// The base pointer of an element-pointer computation (a `getelementptr`
/// instruction or constant expression), `None` for any other value.
pub fn element_pointer_base(value: LLVMValueRef) -> Option<LLVMValueRef> {
    unsafe {
        let is_instruction = !LLVMIsAInstruction(value).is_null()
            && LLVMGetInstructionOpcode(value) == LLVMOpcode::LLVMGetElementPtr;
        let is_expression = !LLVMIsAConstantExpr(value).is_null()
            && LLVMGetConstOpcode(value) == LLVMOpcode::LLVMGetElementPtr;
        (is_instruction || is_expression).then(|| LLVMGetOperand(value, 0))
    }
}

/// The value type of a global (`float` for `@g = global float 0.0`).
pub fn global_value_type(global: LLVMValueRef) -> LLVMTypeRef {
    unsafe { LLVMGlobalGetValueType(global) }
}

/// Type parameter `index` of a target extension type, if it has one.
pub fn target_type_parameter(ty: LLVMTypeRef, index: u32) -> Option<LLVMTypeRef> {
    unsafe {
        (LLVMGetTypeKind(ty) == LLVMTypeKind::LLVMTargetExtTypeKind
            && index < LLVMGetTargetExtTypeNumTypeParams(ty))
        .then(|| LLVMGetTargetExtTypeTypeParam(ty, index))
    }
}

/// The field types of a struct type (empty for anything else).
pub fn struct_fields(ty: LLVMTypeRef) -> Vec<LLVMTypeRef> {
    unsafe {
        if LLVMGetTypeKind(ty) != LLVMTypeKind::LLVMStructTypeKind {
            return Vec::new();
        }
        (0..LLVMCountStructElementTypes(ty))
            .map(|index| LLVMStructGetTypeAtIndex(ty, index))
            .collect()
    }
}

/// The member types of an aggregate: a struct's fields, an array's elements
/// (its element type once per element); empty for anything else.
pub fn aggregate_members(ty: LLVMTypeRef) -> Vec<LLVMTypeRef> {
    unsafe {
        match LLVMGetTypeKind(ty) {
            LLVMTypeKind::LLVMArrayTypeKind => {
                let count = usize::try_from(LLVMGetArrayLength2(ty)).unwrap_or(0);
                vec![LLVMGetElementType(ty); count]
            }
            _ => struct_fields(ty),
        }
    }
}

/// The name of a named struct type (`struct.S`), `None` for anything else.
pub fn struct_name(ty: LLVMTypeRef) -> Option<String> {
    unsafe {
        if LLVMGetTypeKind(ty) != LLVMTypeKind::LLVMStructTypeKind || LLVMIsLiteralStruct(ty) != 0 {
            return None;
        }
        let raw = LLVMGetStructName(ty);
        (!raw.is_null()).then(|| std::ffi::CStr::from_ptr(raw).to_string_lossy().into_owned())
    }
}

/// The type as LLVM prints it (`<3 x float>`; a named struct with its body,
/// `%S = type { float }`).
pub fn printed_type(ty: LLVMTypeRef) -> String {
    unsafe { owned_message(LLVMPrintTypeToString(ty)) }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir_type::ScalarType;
    use crate::llvm::{users_of, ModuleView};
    use inkwell::context::Context;
    use inkwell::memory_buffer::MemoryBuffer;

    const IR: &str = r#"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
%S = type { float, <3 x float>, [2 x i32], double }
%L = type <{ float, target("dx.Padding", 12), <2 x half> }>
@g = external global %S
@p = external global %L
define void @f(ptr %q, i32 %i) {
  %a = getelementptr inbounds %S, ptr %q, i32 1, i32 2, i32 1
  %b = getelementptr inbounds i8, ptr %q, i32 -4
  %c = getelementptr inbounds %S, ptr %q, i32 0, i32 2, i32 %i
  %d = getelementptr <4 x float>, ptr %q, i32 0, i32 3
  %x = load float, ptr getelementptr inbounds (%L, ptr @p, i32 0, i32 2), align 4
  store ptr %a, ptr %b
  store ptr %c, ptr %d
  ret void
}
"#;

    fn with_module(test: impl FnOnce(ModuleView<'_>, Vec<LLVMValueRef>)) {
        let context = Context::create();
        let buffer = MemoryBuffer::create_from_memory_range_copy(IR.as_bytes(), "test");
        let module = context.create_module_from_ir(buffer).unwrap();
        let view = unsafe { ModuleView::from_raw(module.as_mut_ptr()) };
        let function = view.functions().find(|f| f.name() == "f").unwrap();
        let instructions = function.instructions().map(|i| i.as_raw()).collect();
        test(view, instructions);
    }

    #[test]
    fn computes_constant_element_pointer_offsets() {
        with_module(|module, instructions| {
            let layout = DataLayout::of(module);
            // %S: float 0, <3 x float> 4 (12 bytes), [2 x i32] 16, double 24; size 32.
            assert_eq!(
                layout.element_pointer_offset(instructions[0]),
                Some(32 + 20)
            );
            assert_eq!(layout.element_pointer_offset(instructions[1]), Some(-4));
            assert_eq!(layout.element_pointer_offset(instructions[2]), None);
            // %c: [2 x i32] at 16, then i32 %i × 4.
            let terms = layout.element_pointer_terms(instructions[2]).unwrap();
            assert_eq!(terms.constant, 16);
            assert_eq!(terms.scaled.len(), 1);
            assert_eq!(terms.scaled[0].scale, 4);
            assert_eq!(terms.scaled[0].operand, 3);
            assert_eq!(terms.scaled[0].value(), unsafe {
                LLVMGetParam(
                    LLVMGetBasicBlockParent(LLVMGetInstructionParent(instructions[2])),
                    1,
                )
            });
            let sum = terms.plus(&terms).unwrap();
            assert_eq!((sum.constant, sum.scaled.len()), (32, 2));
            assert_eq!(layout.element_pointer_offset(instructions[3]), Some(12));
            // The load's address is a constant expression on @p.
            let address = unsafe { LLVMGetOperand(instructions[4], 0) };
            let base = element_pointer_base(address).unwrap();
            assert_eq!(users_of(base).len(), 1);
            assert_eq!(layout.element_pointer_offset(address), Some(16));
            assert_eq!(element_pointer_base(instructions[4]), None);
            assert_eq!(
                element_pointer_base(instructions[0]),
                Some(unsafe {
                    LLVMGetParam(
                        LLVMGetBasicBlockParent(LLVMGetInstructionParent(instructions[0])),
                        0,
                    )
                })
            );
        });
    }

    #[test]
    fn flattens_aggregates_into_leaves() {
        with_module(|module, _| {
            let layout = DataLayout::of(module);
            let global = unsafe { LLVMGetNamedGlobal(module.as_raw(), c"g".as_ptr()) };
            let ty = global_value_type(global);
            assert_eq!(layout.alloc_size(ty), 32);
            assert_eq!(layout.abi_alignment(ty), 8);
            assert_eq!(struct_name(ty).as_deref(), Some("S"));
            assert_eq!(struct_fields(ty).len(), 4);
            let members = aggregate_members(ty);
            assert_eq!(members.len(), 4);
            assert_eq!(aggregate_members(members[2]).len(), 2);
            assert!(aggregate_members(members[1]).is_empty());
            let leaves = layout.leaves(ty).unwrap();
            let summary: Vec<(Vec<u32>, u64, IrType)> = leaves
                .into_iter()
                .map(|leaf| (leaf.path, leaf.offset, leaf.ty))
                .collect();
            assert_eq!(
                summary,
                vec![
                    (vec![0], 0, IrType::F32),
                    (vec![1], 4, IrType::Vector(ScalarType::F32, 3)),
                    (vec![2, 0], 16, IrType::I32),
                    (vec![2, 1], 20, IrType::I32),
                    (vec![3], 24, IrType::Scalar(ScalarType::F64)),
                ]
            );
            let padded = unsafe { LLVMGetNamedGlobal(module.as_raw(), c"p".as_ptr()) };
            let padded = global_value_type(padded);
            assert_eq!(layout.field_offset(padded, 2), 16);
            assert!(layout.leaves(padded).unwrap_err().contains("dx.Padding"));
            let is_target = |ty: LLVMTypeRef| unsafe {
                LLVMGetTypeKind(ty) == LLVMTypeKind::LLVMTargetExtTypeKind
            };
            let kept: Vec<(Vec<u32>, u64)> = layout
                .leaves_skipping(padded, &is_target)
                .unwrap()
                .into_iter()
                .map(|leaf| (leaf.path, leaf.offset))
                .collect();
            assert_eq!(kept, vec![(vec![0], 0), (vec![2], 16)]);
            assert_eq!(target_type_parameter(padded, 0), None);
            // Named structs print with their body.
            assert_eq!(
                printed_type(padded),
                "%L = type <{ float, target(\"dx.Padding\", 12), <2 x half> }>"
            );
        });
    }
}
