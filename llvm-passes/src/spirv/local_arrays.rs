//! Element accesses of local arrays in the shape LLVM 22's SPIR-V target can
//! take, run on the module right before SPIR-V emission.
//!
//! After `default<O1>`, a local array that SROA could not split (one indexed
//! at run time) is reached through canonical byte or element GEPs on the
//! alloca itself: `gep i8, ptr %array, i64 4` and `gep float, ptr %array,
//! i64 %i`. The SPIR-V target crashes on those (a segmentation fault in its
//! "legalize bitcast" pass), while it lowers the typed form
//! `gep [N x T], ptr %array, i64 0, i64 %i` to an `OpAccessChain`. This step
//! rewrites every element access of an array alloca into that form:
//! - `gep T, %array, %i` (one index, T the element type) → `gep [N x T], %array, 0, %i`;
//! - `gep i8, %array, C` with C a whole element → `gep [N x T], %array, 0, C / size(T)`;
//! - a load or store of one T straight through `%array` → through `gep [N x T], %array, 0, 0`.
//!
//! Every other use of the alloca (whole-array copies, typed GEPs, calls) is
//! left as it is. It never fails and knows nothing of resources or markers;
//! it must only change how an address is spelled, never which address.

use llvm_sys::core::{
    LLVMBuildInBoundsGEP2, LLVMConstInt, LLVMCreateBuilderInContext, LLVMDisposeBuilder,
    LLVMGetAllocatedType, LLVMGetArrayLength2, LLVMGetElementType, LLVMGetInstructionOpcode,
    LLVMGetModuleContext, LLVMGetTypeKind, LLVMInstructionEraseFromParent, LLVMInt64TypeInContext,
    LLVMPositionBuilderBefore, LLVMReplaceAllUsesWith, LLVMSetOperand, LLVMTypeOf,
};
use llvm_sys::prelude::{LLVMBuilderRef, LLVMTypeRef, LLVMValueRef};
use llvm_sys::target::{LLVMABISizeOfType, LLVMGetModuleDataLayout};
use llvm_sys::{LLVMOpcode, LLVMTypeKind};

use crate::ir_type::{IrType, ScalarType};
use crate::llvm::{
    classify_pointer_user, constant_int, ir_type_of, users_of, ModuleView, PointerUser,
};

/// How one use of an array alloca is rewritten.
enum Rewrite {
    /// Replace the GEP by a typed GEP with this element index.
    ElementPointer { gep: LLVMValueRef, index: Index },
    /// Point the load or store (operand `operand`) at element 0.
    FirstElement {
        instruction: LLVMValueRef,
        operand: u32,
    },
}

enum Index {
    Value(LLVMValueRef),
    Constant(u64),
}

/// Rewrites the element accesses of every array alloca of the module's
/// functions; returns how many accesses changed.
pub fn canonicalise_local_array_accesses(module: ModuleView<'_>) -> usize {
    let mut rewrites = Vec::new();
    let layout = unsafe { LLVMGetModuleDataLayout(module.as_raw()) };
    for function in module.functions().filter(|f| !f.is_declaration()) {
        for instruction in function.instructions() {
            let alloca = instruction.as_raw();
            if unsafe { LLVMGetInstructionOpcode(alloca) } != LLVMOpcode::LLVMAlloca {
                continue;
            }
            let array_type = unsafe { LLVMGetAllocatedType(alloca) };
            if unsafe { LLVMGetTypeKind(array_type) } != LLVMTypeKind::LLVMArrayTypeKind {
                continue;
            }
            let element_type = unsafe { LLVMGetElementType(array_type) };
            let length = unsafe { LLVMGetArrayLength2(array_type) };
            let element_size = unsafe { LLVMABISizeOfType(layout, element_type) };
            for user in users_of(alloca) {
                if let Some(rewrite) = rewrite_of(user, alloca, element_type, element_size, length)
                {
                    rewrites.push((alloca, array_type, rewrite));
                }
            }
        }
    }
    let count = rewrites.len();
    for (alloca, array_type, rewrite) in rewrites {
        apply(module, alloca, array_type, rewrite);
    }
    count
}

fn rewrite_of(
    user: LLVMValueRef,
    alloca: LLVMValueRef,
    element_type: LLVMTypeRef,
    element_size: u64,
    length: u64,
) -> Option<Rewrite> {
    let element = unsafe { ir_type_of(element_type) };
    match classify_pointer_user(user, alloca) {
        PointerUser::ElementPointer {
            instruction,
            source_type,
            indices,
        } => match (&source_type, indices.as_slice()) {
            (source, [index]) if *source == element => Some(Rewrite::ElementPointer {
                gep: instruction,
                index: Index::Value(*index),
            }),
            (IrType::Scalar(ScalarType::I8), [offset]) => {
                let offset = constant_int(*offset)?;
                let whole = element_size > 0 && offset % element_size == 0;
                (whole && offset / element_size < length).then(|| Rewrite::ElementPointer {
                    gep: instruction,
                    index: Index::Constant(offset / element_size),
                })
            }
            _ => None,
        },
        PointerUser::Load { instruction, ty } if ty == element => Some(Rewrite::FirstElement {
            instruction,
            operand: 0,
        }),
        PointerUser::Store { instruction, value } => {
            let stored = unsafe { ir_type_of(LLVMTypeOf(value)) };
            (stored == element).then_some(Rewrite::FirstElement {
                instruction,
                operand: 1,
            })
        }
        _ => None,
    }
}

/// A builder positioned by the caller, disposed when dropped.
struct Builder(LLVMBuilderRef);

impl Drop for Builder {
    fn drop(&mut self) {
        unsafe { LLVMDisposeBuilder(self.0) }
    }
}

fn apply(module: ModuleView<'_>, alloca: LLVMValueRef, array_type: LLVMTypeRef, rewrite: Rewrite) {
    unsafe {
        let context = LLVMGetModuleContext(module.as_raw());
        let builder = Builder(LLVMCreateBuilderInContext(context));
        let i64_type = LLVMInt64TypeInContext(context);
        let typed_gep = |before: LLVMValueRef, index: LLVMValueRef| {
            LLVMPositionBuilderBefore(builder.0, before);
            let mut indices = [LLVMConstInt(i64_type, 0, 0), index];
            LLVMBuildInBoundsGEP2(
                builder.0,
                array_type,
                alloca,
                indices.as_mut_ptr(),
                2,
                c"".as_ptr(),
            )
        };
        match rewrite {
            Rewrite::ElementPointer { gep, index } => {
                let index = match index {
                    Index::Value(value) => value,
                    Index::Constant(value) => LLVMConstInt(i64_type, value, 0),
                };
                let typed = typed_gep(gep, index);
                LLVMReplaceAllUsesWith(gep, typed);
                LLVMInstructionEraseFromParent(gep);
            }
            Rewrite::FirstElement {
                instruction,
                operand,
            } => {
                let first = typed_gep(instruction, LLVMConstInt(i64_type, 0, 0));
                LLVMSetOperand(instruction, operand, first);
            }
        }
    }
}
