//! Reading LLVM types: into the plain-Rust [`IrType`] model, and the few
//! structural questions (kind, element, length, width) lowerings ask of a
//! type handle they keep.

use llvm_sys::core::*;
use llvm_sys::prelude::{LLVMTypeRef, LLVMValueRef};
use llvm_sys::LLVMTypeKind;
use std::ffi::CStr;

use super::strings::owned_message;
use crate::ir_type::{IrType, ScalarType, TargetExtType};

/// The [`IrType`] of an LLVM type (a valid type of a live context).
pub fn ir_type_of(ty: LLVMTypeRef) -> IrType {
    unsafe { read_ir_type(ty) }
}

unsafe fn read_ir_type(ty: LLVMTypeRef) -> IrType {
    match LLVMGetTypeKind(ty) {
        LLVMTypeKind::LLVMVoidTypeKind => IrType::Void,
        LLVMTypeKind::LLVMHalfTypeKind => IrType::Scalar(ScalarType::F16),
        LLVMTypeKind::LLVMFloatTypeKind => IrType::Scalar(ScalarType::F32),
        LLVMTypeKind::LLVMDoubleTypeKind => IrType::Scalar(ScalarType::F64),
        LLVMTypeKind::LLVMIntegerTypeKind => match integer_scalar(LLVMGetIntTypeWidth(ty)) {
            Some(scalar) => IrType::Scalar(scalar),
            None => IrType::Other(printed(ty)),
        },
        LLVMTypeKind::LLVMPointerTypeKind => IrType::Pointer(LLVMGetPointerAddressSpace(ty)),
        LLVMTypeKind::LLVMVectorTypeKind => match ir_type_of(LLVMGetElementType(ty)).scalar() {
            Some(scalar) => IrType::Vector(scalar, LLVMGetVectorSize(ty)),
            None => IrType::Other(printed(ty)),
        },
        LLVMTypeKind::LLVMArrayTypeKind => IrType::Array(
            Box::new(ir_type_of(LLVMGetElementType(ty))),
            LLVMGetArrayLength2(ty),
        ),
        LLVMTypeKind::LLVMTargetExtTypeKind => {
            let name = CStr::from_ptr(LLVMGetTargetExtTypeName(ty))
                .to_string_lossy()
                .into_owned();
            let type_params = (0..LLVMGetTargetExtTypeNumTypeParams(ty))
                .map(|index| ir_type_of(LLVMGetTargetExtTypeTypeParam(ty, index)))
                .collect();
            let int_params = (0..LLVMGetTargetExtTypeNumIntParams(ty))
                .map(|index| LLVMGetTargetExtTypeIntParam(ty, index))
                .collect();
            IrType::Target(TargetExtType {
                name,
                type_params,
                int_params,
            })
        }
        _ => IrType::Other(printed(ty)),
    }
}

fn integer_scalar(width: u32) -> Option<ScalarType> {
    Some(match width {
        1 => ScalarType::I1,
        8 => ScalarType::I8,
        16 => ScalarType::I16,
        32 => ScalarType::I32,
        64 => ScalarType::I64,
        _ => return None,
    })
}

unsafe fn printed(ty: LLVMTypeRef) -> String {
    owned_message(LLVMPrintTypeToString(ty))
}

/// The type of a value.
pub fn type_of(value: LLVMValueRef) -> LLVMTypeRef {
    unsafe { LLVMTypeOf(value) }
}

fn kind(ty: LLVMTypeRef) -> LLVMTypeKind {
    unsafe { LLVMGetTypeKind(ty) }
}

/// Whether `ty` is a struct type (literal, named or opaque).
pub fn is_struct_type(ty: LLVMTypeRef) -> bool {
    kind(ty) == LLVMTypeKind::LLVMStructTypeKind
}

/// Whether `ty` is an array type.
pub fn is_array_type(ty: LLVMTypeRef) -> bool {
    kind(ty) == LLVMTypeKind::LLVMArrayTypeKind
}

/// Whether `ty` is a (fixed) vector type.
pub fn is_vector_type(ty: LLVMTypeRef) -> bool {
    kind(ty) == LLVMTypeKind::LLVMVectorTypeKind
}

/// The element type of an array or vector type.
pub fn element_type(ty: LLVMTypeRef) -> LLVMTypeRef {
    unsafe { LLVMGetElementType(ty) }
}

/// The element count of an array type.
pub fn array_length(ty: LLVMTypeRef) -> u64 {
    unsafe { LLVMGetArrayLength2(ty) }
}

/// The bit width of an integer type, `None` for any other type.
pub fn integer_width(ty: LLVMTypeRef) -> Option<u32> {
    (kind(ty) == LLVMTypeKind::LLVMIntegerTypeKind).then(|| unsafe { LLVMGetIntTypeWidth(ty) })
}

/// The address space of a pointer type, `None` for any other type.
pub fn pointer_address_space(ty: LLVMTypeRef) -> Option<u32> {
    (kind(ty) == LLVMTypeKind::LLVMPointerTypeKind)
        .then(|| unsafe { LLVMGetPointerAddressSpace(ty) })
}

/// The return type and parameter types of the function a call calls.
pub fn call_signature(call: LLVMValueRef) -> (LLVMTypeRef, Vec<LLVMTypeRef>) {
    unsafe {
        let function_type = LLVMGetCalledFunctionType(call);
        let count = LLVMCountParamTypes(function_type);
        let mut parameters = vec![std::ptr::null_mut(); count as usize];
        LLVMGetParamTypes(function_type, parameters.as_mut_ptr());
        (LLVMGetReturnType(function_type), parameters)
    }
}

/// Whether any instruction of `module` produces or uses a vector of more than
/// `max_lanes` lanes (SROA and the vectorizers make them; shaders have none
/// wider than 4).
pub fn has_vectors_wider_than(module: super::walk::ModuleView<'_>, max_lanes: u32) -> bool {
    let wide = |ty: LLVMTypeRef| unsafe {
        LLVMGetTypeKind(ty) == LLVMTypeKind::LLVMVectorTypeKind && LLVMGetVectorSize(ty) > max_lanes
    };
    module.functions().any(|function| {
        function.instructions().any(|instruction| {
            let raw = instruction.as_raw();
            unsafe {
                wide(LLVMTypeOf(raw))
                    || (0..LLVMGetNumOperands(raw) as u32)
                        .any(|index| wide(LLVMTypeOf(LLVMGetOperand(raw, index))))
            }
        })
    })
}

/// The parameter types of a function (declaration or definition).
pub fn function_parameter_types(function: LLVMValueRef) -> Vec<LLVMTypeRef> {
    unsafe {
        let function_type = LLVMGlobalGetValueType(function);
        let count = LLVMCountParamTypes(function_type);
        let mut types = vec![std::ptr::null_mut(); count as usize];
        LLVMGetParamTypes(function_type, types.as_mut_ptr());
        types
    }
}
