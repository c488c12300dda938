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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::llvm::{operand_text, MetadataTree, ModuleView};
    use inkwell::context::Context;
    use inkwell::memory_buffer::MemoryBuffer;

    const IR: &str = r#"
%pair = type { i32, i8 }
@g = external constant %pair
define void @f(i32 %x) {
  %sum = add i32 %x, 1
  %1 = add i32 %sum, 2
  call void @use(%pair { i32 7, i8 -1 }, { float } zeroinitializer, i32 %sum, i32 %1, ptr @g)
  ret void
}
declare void @use(%pair, { float }, i32, i32, ptr)
!named = !{!0, !2}
!0 = !{i32 3, !"text", ptr @g, !1}
!1 = !{i1 true}
!2 = !{null}
"#;

    /// Runs `test` on the call to `@use` of [`IR`] and the module.
    fn with_call(test: impl FnOnce(ModuleView<'_>, crate::llvm::CallSite<'_>)) {
        let context = Context::create();
        let buffer = MemoryBuffer::create_from_memory_range_copy(IR.as_bytes(), "test");
        let module = context.create_module_from_ir(buffer).unwrap();
        let view = unsafe { ModuleView::from_raw(module.as_mut_ptr()) };
        let function = view.functions().find(|f| f.name() == "f").unwrap();
        let call = function
            .instructions()
            .find_map(|instruction| instruction.as_call())
            .unwrap();
        test(view, call);
    }

    #[test]
    fn reads_struct_shapes_and_constant_fields() {
        with_call(|_, call| {
            let named = value_struct_shape(call.argument(0)).unwrap();
            assert_eq!(named.name.as_deref(), Some("pair"));
            assert_eq!(
                named.fields,
                vec![IrType::I32, IrType::Scalar(crate::ir_type::ScalarType::I8)]
            );
            let literal = value_struct_shape(call.argument(1)).unwrap();
            assert_eq!((literal.name, literal.fields), (None, vec![IrType::F32]));
            assert_eq!(value_struct_shape(call.argument(2)), None);

            let fields = constant_aggregate_elements(call.argument(0)).unwrap();
            let values: Vec<_> = fields
                .into_iter()
                .map(crate::llvm::constant_signed_int)
                .collect();
            assert_eq!(values, [Some(7), Some(-1)]);
            assert_eq!(
                constant_aggregate_elements(call.argument(1)).map(|f| f.len()),
                Some(1)
            );
            assert_eq!(constant_aggregate_elements(call.argument(2)), None);
        });
    }

    #[test]
    fn prints_operands_as_operands() {
        with_call(|_, call| {
            assert_eq!(operand_text(call.argument(2)), "i32 %sum");
            assert_eq!(operand_text(call.argument(3)), "i32 %1");
            assert_eq!(operand_text(call.argument(4)), "ptr @g");
            assert_eq!(operand_text(call.argument(0)), "%pair { i32 7, i8 -1 }");
        });
    }

    #[test]
    fn reads_named_metadata() {
        with_call(|module, _| {
            let named = module.named_metadata("named", 4).unwrap();
            assert_eq!(
                named,
                vec![
                    MetadataTree::Node(vec![
                        MetadataTree::Int(3),
                        MetadataTree::String("text".into()),
                        MetadataTree::Other,
                        MetadataTree::Node(vec![MetadataTree::Int(-1)]),
                    ]),
                    // LLVM's C API canonicalises `!{null}` to `!{}`.
                    MetadataTree::Node(vec![]),
                ]
            );
            let shallow = module.named_metadata("named", 1).unwrap();
            assert_eq!(shallow[0].operand(3), Some(&MetadataTree::Truncated));
            assert_eq!(module.named_metadata("absent", 4), None);
        });
    }
}
