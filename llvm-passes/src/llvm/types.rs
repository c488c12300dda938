//! Reading LLVM types into the plain-Rust [`IrType`] model.

use llvm_sys::core::*;
use llvm_sys::prelude::LLVMTypeRef;
use llvm_sys::LLVMTypeKind;
use std::ffi::CStr;

use super::strings::owned_message;
use crate::ir_type::{IrType, ScalarType, TargetExtType};

/// The [`IrType`] of an LLVM type.
///
/// # Safety
/// `ty` must be a valid type of a live context.
pub unsafe fn ir_type_of(ty: LLVMTypeRef) -> IrType {
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
