//! Struct types and the fields of constant aggregates.
//!
//! Named struct types (`%name = type { … }`) are what `IrType` carries only as
//! printed text; these queries read their name and body, and the elements of
//! constant aggregates (`{ i32 1, i32 2 }`, `zeroinitializer`). Generic LLVM
//! reading only: this module must not know any particular struct.

use llvm_sys::core::*;
use llvm_sys::prelude::{LLVMTypeRef, LLVMValueRef};
use llvm_sys::LLVMTypeKind;

use super::strings::borrowed_text;
use super::types::ir_type_of;
use crate::ir_type::IrType;

/// The name and body of a struct type.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct StructShape {
    /// `None` for literal (unnamed) structs.
    pub name: Option<String>,
    /// The element types (empty for an opaque struct).
    pub fields: Vec<IrType>,
    /// A named struct without a body.
    pub opaque: bool,
}

/// The shape of `ty` when it is a struct type.
///
/// # Safety
/// `ty` must be a valid type of a live context.
pub unsafe fn struct_shape(ty: LLVMTypeRef) -> Option<StructShape> {
    if LLVMGetTypeKind(ty) != LLVMTypeKind::LLVMStructTypeKind {
        return None;
    }
    let name = if LLVMIsLiteralStruct(ty) != 0 {
        None
    } else {
        let raw = LLVMGetStructName(ty);
        (!raw.is_null()).then(|| {
            let text = std::ffi::CStr::from_ptr(raw);
            borrowed_text(raw, text.to_bytes().len())
        })
    };
    let opaque = LLVMIsOpaqueStruct(ty) != 0;
    let fields = if opaque {
        Vec::new()
    } else {
        (0..LLVMCountStructElementTypes(ty))
            .map(|index| ir_type_of(LLVMStructGetTypeAtIndex(ty, index)))
            .collect()
    };
    Some(StructShape {
        name,
        fields,
        opaque,
    })
}

/// The struct shape of a value's type, when it is a struct.
pub fn value_struct_shape(value: LLVMValueRef) -> Option<StructShape> {
    unsafe { struct_shape(LLVMTypeOf(value)) }
}

/// The elements of a constant struct, array or vector (including
/// `zeroinitializer`, `undef` and `poison` aggregates, whose elements are the
/// corresponding scalars), or `None` when `value` is no constant aggregate.
pub fn constant_aggregate_elements(value: LLVMValueRef) -> Option<Vec<LLVMValueRef>> {
    unsafe {
        if LLVMIsConstant(value) == 0 {
            return None;
        }
        let ty = LLVMTypeOf(value);
        let count = match LLVMGetTypeKind(ty) {
            LLVMTypeKind::LLVMStructTypeKind => LLVMCountStructElementTypes(ty),
            LLVMTypeKind::LLVMArrayTypeKind => u32::try_from(LLVMGetArrayLength2(ty)).ok()?,
            LLVMTypeKind::LLVMVectorTypeKind => LLVMGetVectorSize(ty),
            _ => return None,
        };
        (0..count)
            .map(|index| {
                let element = LLVMGetAggregateElement(value, index);
                (!element.is_null()).then_some(element)
            })
            .collect()
    }
}
