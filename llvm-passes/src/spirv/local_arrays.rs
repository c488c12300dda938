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

use crate::llvm::{LLVMTypeRef, LLVMValueRef};

use crate::ir_type::{IrType, ScalarType};
use crate::llvm::{
    allocated_type, array_length, classify_pointer_user, constant_int, element_type, ir_type_of,
    is_array_type, type_of, users_of, DataLayout, IrBuilder, ModuleView, PointerUser,
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
    let layout = DataLayout::of(module);
    for function in module.functions().filter(|f| !f.is_declaration()) {
        for instruction in function.instructions() {
            let alloca = instruction.as_raw();
            let Some(array_type) = allocated_type(alloca) else {
                continue;
            };
            if !is_array_type(array_type) {
                continue;
            }
            let element_type = element_type(array_type);
            let length = array_length(array_type);
            let element_size = layout.alloc_size(element_type);
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
    let element = ir_type_of(element_type);
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
            let stored = ir_type_of(type_of(value));
            (stored == element).then_some(Rewrite::FirstElement {
                instruction,
                operand: 1,
            })
        }
        _ => None,
    }
}

fn apply(module: ModuleView<'_>, alloca: LLVMValueRef, array_type: LLVMTypeRef, rewrite: Rewrite) {
    let builder = IrBuilder::new(module);
    let i64_type = builder.int_type(64);
    let typed_gep = |before: LLVMValueRef, index: LLVMValueRef| {
        builder.position_before(before);
        builder.in_bounds_element_pointer(
            array_type,
            alloca,
            &[builder.const_int(i64_type, 0), index],
        )
    };
    match rewrite {
        Rewrite::ElementPointer { gep, index } => {
            let index = match index {
                Index::Value(value) => value,
                Index::Constant(value) => builder.const_int(i64_type, value as i64),
            };
            let typed = typed_gep(gep, index);
            builder.replace_all_uses(gep, typed);
            builder.erase(gep);
        }
        Rewrite::FirstElement {
            instruction,
            operand,
        } => {
            let first = typed_gep(instruction, builder.const_int(i64_type, 0));
            builder.set_operand(instruction, operand, first);
        }
    }
}
