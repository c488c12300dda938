//! Whole-aggregate loads and stores through buffer pointers (`S s = In[i];
//! Out[i] = s;` on structured buffers, cbuffer structs) are split into one
//! load or store per scalar/vector leaf, through typed GEPs.
//!
//! LLVM 22's SPIR-V target lowers a struct load or store in the StorageBuffer
//! or Uniform storage class to invalid SPIR-V ("not a logical pointer") or
//! crashes; per-member accesses become `OpAccessChain` + `OpLoad`/`OpStore`
//! with the members' own `Offset` decorations. Padding members (`[N x i8]`)
//! are not copied. Volatile or atomic aggregate accesses are rejected.

use crate::llvm::{LLVMTypeRef, LLVMValueRef};

use super::messages::{AggregateCopy, SpirvLoweringError as E};
use crate::llvm::{
    aggregate_members, element_type, instruction_view, integer_width, is_array_type,
    is_struct_type, is_volatile_or_atomic, load_or_store, operand, pointer_address_space,
    printed_value, type_of, IrBuilder,
};

/// Address spaces of buffer memory: StorageBuffer (11) and Uniform (2).
pub const BUFFER_ADDRESS_SPACES: [u32; 2] = [11, 2];

/// Leaves above this count are not split: texel's SPIR-V writer copies such
/// an aggregate whole (`OpLoad` / `OpStore` of the aggregate); only LLVM's
/// target (`--spirv-backend=llvm`) cannot.
pub const MAX_LEAVES: usize = 1024;

/// Whether `ty` is a struct or an array (an aggregate load/store target).
fn is_aggregate(ty: LLVMTypeRef) -> bool {
    is_struct_type(ty) || is_array_type(ty)
}

/// `[N x i8]`: layout padding, never HLSL data.
fn is_padding(ty: LLVMTypeRef) -> bool {
    is_array_type(ty) && integer_width(element_type(ty)) == Some(8)
}

/// The member types of a struct or array type.
fn members(ty: LLVMTypeRef) -> Vec<LLVMTypeRef> {
    aggregate_members(ty)
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
pub fn read_aggregate_access(instruction: LLVMValueRef) -> Result<Option<AggregateAccess>, E> {
    let Some(access) = load_or_store(instruction) else {
        return Ok(None);
    };
    let (is_store, ty) = (access.is_store, access.ty);
    let in_buffer = pointer_address_space(type_of(access.pointer))
        .is_some_and(|space| BUFFER_ADDRESS_SPACES.contains(&space));
    if !in_buffer || !is_aggregate(ty) {
        return Ok(None);
    }
    if is_volatile_or_atomic(instruction) {
        return Err(E::AggregateCopy {
            instruction: printed_value(instruction),
            what: AggregateCopy::VolatileOrAtomic,
        });
    }
    if leaf_count(ty) > MAX_LEAVES {
        return Ok(None);
    }
    Ok(Some(AggregateAccess {
        instruction,
        is_store,
    }))
}

struct Splitter<'m> {
    builder: IrBuilder<'m>,
}

impl Splitter<'_> {
    fn load(&self, ty: LLVMTypeRef, pointer: LLVMValueRef) -> LLVMValueRef {
        let builder = &self.builder;
        if !is_aggregate(ty) {
            return builder.load(ty, pointer);
        }
        let mut value = builder.poison(ty);
        for (index, member) in members(ty).into_iter().enumerate() {
            if is_padding(member) {
                continue;
            }
            let member_pointer = builder.member_pointer(ty, pointer, index as u32);
            let member_value = self.load(member, member_pointer);
            value = builder.insert_value(value, member_value, index as u32);
        }
        value
    }

    fn store(&self, ty: LLVMTypeRef, value: LLVMValueRef, pointer: LLVMValueRef) {
        let builder = &self.builder;
        if !is_aggregate(ty) {
            builder.store(value, pointer);
            return;
        }
        for (index, member) in members(ty).into_iter().enumerate() {
            if is_padding(member) {
                continue;
            }
            let member_value = builder.extract_value(value, index as u32);
            let member_pointer = builder.member_pointer(ty, pointer, index as u32);
            self.store(member, member_value, member_pointer);
        }
    }
}

/// Replaces an aggregate load or store by per-leaf loads or stores.
pub fn split_aggregate_access(access: AggregateAccess) {
    let instruction = access.instruction;
    let ty = if access.is_store {
        type_of(operand(instruction, 0))
    } else {
        type_of(instruction)
    };
    let splitter = Splitter {
        builder: IrBuilder::before(
            instruction_view(instruction).expect("an aggregate access is an instruction"),
        ),
    };
    if access.is_store {
        splitter.store(ty, operand(instruction, 0), operand(instruction, 1));
    } else {
        let value = splitter.load(ty, operand(instruction, 0));
        splitter.builder.replace_all_uses(instruction, value);
    }
    splitter.builder.erase(instruction);
}

#[cfg(test)]
mod tests {
    use super::*;
    use inkwell::context::Context;
    use inkwell::types::{AsTypeRef, BasicTypeEnum};

    #[test]
    fn leaves_skip_padding_and_recurse() {
        let context = Context::create();
        let float_type = context.f32_type();
        let float2_type = float_type.vec_type(2);
        let float2 = float2_type.as_type_ref();
        let padding_type = context.i8_type().array_type(4);
        let padding = padding_type.as_type_ref();
        let inner_type = context.struct_type(
            &[
                BasicTypeEnum::from(float_type),
                padding_type.into(),
                float2_type.into(),
            ],
            true,
        );
        let inner = inner_type.as_type_ref();
        let array_type = inner_type.array_type(3);
        let array = array_type.as_type_ref();
        let outer = context
            .struct_type(&[array_type.into(), float_type.into()], false)
            .as_type_ref();
        assert!(is_padding(padding));
        assert!(!is_padding(float2));
        assert!(is_aggregate(outer) && !is_aggregate(float2));
        assert_eq!(leaf_count(inner), 2);
        assert_eq!(leaf_count(outer), 7);
        assert_eq!(members(array).len(), 3);
    }
}
