//! Whole-aggregate loads and stores through buffer pointers (`S s = In[i];
//! Out[i] = s;` on structured buffers, cbuffer structs) are split into one
//! load or store per scalar/vector leaf, through typed GEPs.
//!
//! LLVM 22's SPIR-V target lowers a struct load or store in the StorageBuffer
//! or Uniform storage class to invalid SPIR-V ("not a logical pointer") or
//! crashes; per-member accesses become `OpAccessChain` + `OpLoad`/`OpStore`
//! with the members' own `Offset` decorations. Padding members (`[N x i8]`)
//! are not copied. Volatile or atomic aggregate accesses are rejected.

use llvm_sys::core::{
    LLVMBuildExtractValue, LLVMBuildGEP2, LLVMBuildInsertValue, LLVMBuildLoad2, LLVMBuildStore,
    LLVMConstInt, LLVMCountStructElementTypes, LLVMCreateBuilderInContext, LLVMDisposeBuilder,
    LLVMGetArrayLength2, LLVMGetElementType, LLVMGetInstructionOpcode, LLVMGetIntTypeWidth,
    LLVMGetOperand, LLVMGetPointerAddressSpace, LLVMGetPoison, LLVMGetStructElementTypes,
    LLVMGetTypeContext, LLVMGetTypeKind, LLVMInstructionEraseFromParent, LLVMInt32TypeInContext,
    LLVMPositionBuilderBefore, LLVMReplaceAllUsesWith, LLVMTypeOf,
};
use llvm_sys::prelude::{LLVMBuilderRef, LLVMTypeRef, LLVMValueRef};
use llvm_sys::{LLVMOpcode, LLVMTypeKind};

use crate::llvm::{is_volatile_or_atomic, printed_value};

/// Address spaces of buffer memory: StorageBuffer (11) and Uniform (2).
pub const BUFFER_ADDRESS_SPACES: [u32; 2] = [11, 2];

/// Leaves above this count are not split (the copy is rejected instead).
pub const MAX_LEAVES: usize = 1024;

/// Whether `ty` is a struct or an array (an aggregate load/store target).
fn is_aggregate(ty: LLVMTypeRef) -> bool {
    matches!(
        unsafe { LLVMGetTypeKind(ty) },
        LLVMTypeKind::LLVMStructTypeKind | LLVMTypeKind::LLVMArrayTypeKind
    )
}

/// `[N x i8]`: layout padding, never HLSL data.
fn is_padding(ty: LLVMTypeRef) -> bool {
    unsafe {
        LLVMGetTypeKind(ty) == LLVMTypeKind::LLVMArrayTypeKind && {
            let element = LLVMGetElementType(ty);
            LLVMGetTypeKind(element) == LLVMTypeKind::LLVMIntegerTypeKind
                && LLVMGetIntTypeWidth(element) == 8
        }
    }
}

/// The member types of a struct or array type.
fn members(ty: LLVMTypeRef) -> Vec<LLVMTypeRef> {
    unsafe {
        match LLVMGetTypeKind(ty) {
            LLVMTypeKind::LLVMStructTypeKind => {
                let count = LLVMCountStructElementTypes(ty);
                let mut types = vec![std::ptr::null_mut(); count as usize];
                LLVMGetStructElementTypes(ty, types.as_mut_ptr());
                types
            }
            LLVMTypeKind::LLVMArrayTypeKind => {
                vec![LLVMGetElementType(ty); LLVMGetArrayLength2(ty) as usize]
            }
            _ => Vec::new(),
        }
    }
}

/// The number of leaf accesses a copy of `ty` takes.
fn leaf_count(ty: LLVMTypeRef) -> usize {
    if is_padding(ty) {
        0
    } else if is_aggregate(ty) {
        members(ty).into_iter().map(leaf_count).sum()
    } else {
        1
    }
}

/// An aggregate load or store through a buffer pointer.
#[derive(Clone, Copy, Debug)]
pub struct AggregateAccess {
    pub instruction: LLVMValueRef,
    pub is_store: bool,
}

/// Reads `instruction`: `Ok(Some)` for an aggregate load or store through a
/// buffer pointer that must be split, `Err` when it cannot be.
pub fn read_aggregate_access(instruction: LLVMValueRef) -> Result<Option<AggregateAccess>, String> {
    unsafe {
        let (is_store, pointer, ty) = match LLVMGetInstructionOpcode(instruction) {
            LLVMOpcode::LLVMLoad => (
                false,
                LLVMGetOperand(instruction, 0),
                LLVMTypeOf(instruction),
            ),
            LLVMOpcode::LLVMStore => (
                true,
                LLVMGetOperand(instruction, 1),
                LLVMTypeOf(LLVMGetOperand(instruction, 0)),
            ),
            _ => return Ok(None),
        };
        let pointer_type = LLVMTypeOf(pointer);
        if LLVMGetTypeKind(pointer_type) != LLVMTypeKind::LLVMPointerTypeKind
            || !BUFFER_ADDRESS_SPACES.contains(&LLVMGetPointerAddressSpace(pointer_type))
            || !is_aggregate(ty)
        {
            return Ok(None);
        }
        let what = if is_volatile_or_atomic(instruction) {
            Some("it is volatile or atomic")
        } else if leaf_count(ty) > MAX_LEAVES {
            Some("the aggregate has too many members")
        } else {
            None
        };
        if let Some(what) = what {
            return Err(format!(
                "'{}' copies a whole aggregate through a buffer pointer, which LLVM's SPIR-V \
                 target cannot lower and texel-spirv cannot split: {what}",
                printed_value(instruction)
            ));
        }
        Ok(Some(AggregateAccess {
            instruction,
            is_store,
        }))
    }
}

struct Splitter {
    builder: LLVMBuilderRef,
    i32_type: LLVMTypeRef,
}

impl Drop for Splitter {
    fn drop(&mut self) {
        unsafe { LLVMDisposeBuilder(self.builder) }
    }
}

impl Splitter {
    fn member_pointer(&self, ty: LLVMTypeRef, pointer: LLVMValueRef, index: u32) -> LLVMValueRef {
        unsafe {
            let mut indices = [
                LLVMConstInt(self.i32_type, 0, 0),
                LLVMConstInt(self.i32_type, u64::from(index), 0),
            ];
            LLVMBuildGEP2(
                self.builder,
                ty,
                pointer,
                indices.as_mut_ptr(),
                2,
                c"".as_ptr(),
            )
        }
    }

    fn load(&self, ty: LLVMTypeRef, pointer: LLVMValueRef) -> LLVMValueRef {
        unsafe {
            if !is_aggregate(ty) {
                return LLVMBuildLoad2(self.builder, ty, pointer, c"".as_ptr());
            }
            let mut value = LLVMGetPoison(ty);
            for (index, member) in members(ty).into_iter().enumerate() {
                if is_padding(member) {
                    continue;
                }
                let member_pointer = self.member_pointer(ty, pointer, index as u32);
                let member_value = self.load(member, member_pointer);
                value = LLVMBuildInsertValue(
                    self.builder,
                    value,
                    member_value,
                    index as u32,
                    c"".as_ptr(),
                );
            }
            value
        }
    }

    fn store(&self, ty: LLVMTypeRef, value: LLVMValueRef, pointer: LLVMValueRef) {
        unsafe {
            if !is_aggregate(ty) {
                LLVMBuildStore(self.builder, value, pointer);
                return;
            }
            for (index, member) in members(ty).into_iter().enumerate() {
                if is_padding(member) {
                    continue;
                }
                let member_value =
                    LLVMBuildExtractValue(self.builder, value, index as u32, c"".as_ptr());
                let member_pointer = self.member_pointer(ty, pointer, index as u32);
                self.store(member, member_value, member_pointer);
            }
        }
    }
}

/// Replaces an aggregate load or store by per-leaf loads or stores.
pub fn split_aggregate_access(access: AggregateAccess) {
    let instruction = access.instruction;
    unsafe {
        let ty = if access.is_store {
            LLVMTypeOf(LLVMGetOperand(instruction, 0))
        } else {
            LLVMTypeOf(instruction)
        };
        let context = LLVMGetTypeContext(ty);
        let splitter = Splitter {
            builder: LLVMCreateBuilderInContext(context),
            i32_type: LLVMInt32TypeInContext(context),
        };
        LLVMPositionBuilderBefore(splitter.builder, instruction);
        if access.is_store {
            splitter.store(
                ty,
                LLVMGetOperand(instruction, 0),
                LLVMGetOperand(instruction, 1),
            );
        } else {
            let value = splitter.load(ty, LLVMGetOperand(instruction, 0));
            LLVMReplaceAllUsesWith(instruction, value);
        }
        LLVMInstructionEraseFromParent(instruction);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use llvm_sys::core::{
        LLVMArrayType2, LLVMContextCreate, LLVMContextDispose, LLVMFloatTypeInContext,
        LLVMInt8TypeInContext, LLVMStructTypeInContext, LLVMVectorType,
    };

    #[test]
    fn leaves_skip_padding_and_recurse() {
        unsafe {
            let context = LLVMContextCreate();
            let float = LLVMFloatTypeInContext(context);
            let float2 = LLVMVectorType(float, 2);
            let padding = LLVMArrayType2(LLVMInt8TypeInContext(context), 4);
            let mut inner_fields = [float, padding, float2];
            let inner = LLVMStructTypeInContext(context, inner_fields.as_mut_ptr(), 3, 1);
            let array = LLVMArrayType2(inner, 3);
            let mut outer_fields = [array, float];
            let outer = LLVMStructTypeInContext(context, outer_fields.as_mut_ptr(), 2, 0);
            assert!(is_padding(padding));
            assert!(!is_padding(float2));
            assert!(is_aggregate(outer) && !is_aggregate(float2));
            assert_eq!(leaf_count(inner), 2);
            assert_eq!(leaf_count(outer), 7);
            assert_eq!(members(array).len(), 3);
            LLVMContextDispose(context);
        }
    }
}
