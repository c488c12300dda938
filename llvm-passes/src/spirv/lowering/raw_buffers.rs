//! Byte-address buffers (`ByteAddressBuffer`, `RWByteAddressBuffer`) on Vulkan.
//!
//! The front end gives them the handle `spirv.VulkanBuffer([0 x i8], 12, W)`
//! and reads 32-bit values through `getpointer(handle, byteOffset)`; LLVM 22's
//! SPIR-V target crashes on that (an `i32` load from an `i8` element). texel
//! rewrites them the way DXC lays them out: a runtime array of `uint`
//! (`spirv.VulkanBuffer([0 x i32], 12, W)`) indexed by `byteOffset / 4`, one
//! `getpointer` + 32-bit load or store per lane (floats are bitcast).
//!
//! Accepted uses: `getpointer`, whose users are loads and stores of 32-bit
//! scalars or vectors of up to four lanes, and `atomicrmw` / `cmpxchg` on
//! 32-bit integers (`RWByteAddressBuffer.Interlocked*`), directly or through
//! constant byte GEPs that are multiples of 4; and `getdimensions.x` (the
//! size in bytes: four times the word count the writer's `OpArrayLength`
//! gives). Anything else is an error naming the instruction, reported before
//! the module is edited.

use crate::llvm::{LLVMTypeRef, LLVMValueRef};

use super::messages::{RawBufferUse as Why, SpirvLoweringError as E};
use crate::ir_type::{IrType, ScalarType};
use crate::llvm::{
    atomic_access_type, called_value, classify_pointer_user, constant_int, instruction_view,
    ir_type_of, is_vector_type, operand, plain_access, printed_value, type_of, users_of, IrBuilder,
    NotPlainAccess, PlainAccess, PointerUser,
};

/// How a raw-buffer access is spelled in 32-bit words.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RawUseKind {
    Load,
    Store,
    /// An `atomicrmw` / `cmpxchg` on one 32-bit word: its address becomes
    /// the word's pointer.
    Atomic,
}

#[derive(Clone, Debug)]
pub struct RawUse {
    pub instruction: LLVMValueRef,
    pub kind: RawUseKind,
    /// Constant word offset added to `byteOffset / 4`.
    pub word_offset: u32,
    pub lanes: u32,
    pub is_float: bool,
}

/// A `getpointer` on a byte-address buffer.
#[derive(Clone, Debug)]
pub struct RawAccess {
    pub get_pointer: LLVMValueRef,
    pub uses: Vec<RawUse>,
    pub byte_pointers: Vec<LLVMValueRef>,
}

/// A byte-address-buffer handle creation and its accesses.
#[derive(Clone, Debug)]
pub struct RawBuffer {
    /// Index into `Plan::creations`.
    pub creation: usize,
    pub accesses: Vec<RawAccess>,
    /// `getdimensions.x` calls (the size in bytes).
    pub dimension_queries: Vec<LLVMValueRef>,
}

fn unsupported(instruction: LLVMValueRef, what: Why) -> E {
    E::RawBufferUse {
        instruction: printed_value(instruction),
        what: Box::new(what),
    }
}

/// The lanes and float-ness of a 32-bit scalar or vector of up to 4 lanes.
pub fn word_shape(ty: &IrType) -> Option<(u32, bool)> {
    let scalar = ty.scalar()?;
    let lanes = ty.components()?;
    let is_float = match scalar {
        ScalarType::I32 => false,
        ScalarType::F32 => true,
        _ => return None,
    };
    (1..=4).contains(&lanes).then_some((lanes, is_float))
}

/// The word offset of a constant byte GEP (`gep i8, ptr, C` with C % 4 == 0).
pub fn word_offset_of(source: &IrType, indices: &[Option<u64>]) -> Option<u32> {
    match (source, indices) {
        (IrType::Scalar(ScalarType::I8), [Some(bytes)]) if bytes % 4 == 0 => {
            u32::try_from(bytes / 4).ok()
        }
        (IrType::Scalar(ScalarType::I32 | ScalarType::F32), [Some(words)]) => {
            u32::try_from(*words).ok()
        }
        _ => None,
    }
}

fn read_use(user: LLVMValueRef, pointer: LLVMValueRef, word_offset: u32) -> Result<RawUse, E> {
    if let Some(ty) = atomic_access_type(user, pointer) {
        if ty != IrType::Scalar(ScalarType::I32) {
            return Err(unsupported(user, Why::NotWords { accessed: ty }));
        }
        return Ok(RawUse {
            instruction: user,
            kind: RawUseKind::Atomic,
            word_offset,
            lanes: 1,
            is_float: false,
        });
    }
    let PlainAccess {
        instruction,
        is_store,
        ty,
    } = plain_access(user, pointer).map_err(|refused| match refused {
        NotPlainAccess::ElementPointer(instruction) => unsupported(instruction, Why::GepOfGep),
        NotPlainAccess::Other(instruction) => unsupported(instruction, Why::NotLoadOrStore),
        NotPlainAccess::VolatileOrAtomic(instruction) => {
            unsupported(instruction, Why::VolatileOrAtomic)
        }
    })?;
    let kind = if is_store {
        RawUseKind::Store
    } else {
        RawUseKind::Load
    };
    let (lanes, is_float) =
        word_shape(&ty).ok_or_else(|| unsupported(instruction, Why::NotWords { accessed: ty }))?;
    Ok(RawUse {
        instruction,
        kind,
        word_offset,
        lanes,
        is_float,
    })
}

/// Reads the users of a byte-address-buffer `getpointer` call.
pub fn analyse_raw_access(get_pointer: LLVMValueRef) -> Result<RawAccess, E> {
    let mut access = RawAccess {
        get_pointer,
        uses: Vec::new(),
        byte_pointers: Vec::new(),
    };
    for user in users_of(get_pointer) {
        match classify_pointer_user(user, get_pointer) {
            PointerUser::ElementPointer {
                instruction,
                source_type,
                indices,
            } => {
                let constants: Vec<Option<u64>> =
                    indices.iter().map(|index| constant_int(*index)).collect();
                let offset = word_offset_of(&source_type, &constants)
                    .ok_or_else(|| unsupported(instruction, Why::Offset))?;
                access.byte_pointers.push(instruction);
                for pointer_user in users_of(instruction) {
                    access
                        .uses
                        .push(read_use(pointer_user, instruction, offset)?);
                }
            }
            _ => access.uses.push(read_use(user, get_pointer, 0)?),
        }
    }
    Ok(access)
}

/// The `[0 x i32]` form of a `spirv.VulkanBuffer([0 x i8], 12, W)` type.
pub fn word_buffer_type(builder: &IrBuilder<'_>, old: LLVMTypeRef) -> LLVMTypeRef {
    let words = builder.array_type(builder.int_type(32), 0);
    let ints = ir_type_of(old)
        .as_target()
        .map(|target| target.int_params.clone())
        .unwrap_or_default();
    builder.target_extension_type("spirv.VulkanBuffer", &[words], &ints)
}

/// Rewrites the accesses of one byte-address buffer onto `handle`, a
/// `[0 x i32]` buffer handle; `get_pointer_name` names the `getpointer`
/// declaration for it. The old `getpointer` calls and GEPs are erased.
pub fn rewrite_raw_accesses(
    raw: &RawBuffer,
    handle: LLVMValueRef,
    get_pointer_name: &str,
    dimensions_name: &str,
) {
    for &query in &raw.dimension_queries {
        let builder = IrBuilder::before(
            instruction_view(query).expect("a getdimensions call is an instruction"),
        );
        let result_type = type_of(query);
        let function_type = builder.function_type(result_type, &[type_of(handle)]);
        let function = builder.function_or_declaration(dimensions_name, function_type);
        let words = builder.call_as(function_type, function, &[handle]);
        let bytes = builder.shift_left(words, builder.const_int(result_type, 2));
        builder.replace_all_uses(query, bytes);
        let old_declaration = called_value(query);
        builder.erase(query);
        builder.delete_function_if_unused(old_declaration);
    }
    for access in &raw.accesses {
        let get_pointer = access.get_pointer;
        let builder = IrBuilder::before(
            instruction_view(get_pointer).expect("a getpointer call is an instruction"),
        );
        let word = |value: u64| builder.const_i32(value as i64);
        let i32_type = builder.int_type(32);
        let f32_type = builder.scalar_type(ScalarType::F32);
        let pointer_type = type_of(get_pointer);
        let byte_offset = operand(get_pointer, 1);
        let function_type =
            builder.function_type(pointer_type, &[type_of(handle), type_of(byte_offset)]);
        let function = builder.function_or_declaration(get_pointer_name, function_type);
        let base = builder.shift_right_logical(byte_offset, word(2));
        for raw_use in &access.uses {
            builder.position_before(raw_use.instruction);
            let lane_pointer = |lane: u32| {
                let offset = u64::from(raw_use.word_offset + lane);
                let index = if offset == 0 {
                    base
                } else {
                    builder.add(base, word(offset))
                };
                builder.call_as(function_type, function, &[handle, index])
            };
            let scalar = if raw_use.is_float { f32_type } else { i32_type };
            if raw_use.kind == RawUseKind::Atomic {
                builder.set_operand(raw_use.instruction, 0, lane_pointer(0));
                continue;
            }
            match raw_use.kind {
                RawUseKind::Load => {
                    // `<1 x T>` (a one-element vector) loads as a vector too.
                    let one_lane_vector =
                        raw_use.lanes == 1 && is_vector_type(type_of(raw_use.instruction));
                    let mut value = if raw_use.lanes == 1 && !one_lane_vector {
                        std::ptr::null_mut()
                    } else {
                        builder.poison(builder.vector_type(scalar, raw_use.lanes))
                    };
                    for lane in 0..raw_use.lanes {
                        let load = builder.load(i32_type, lane_pointer(lane));
                        builder.set_alignment(load, 4);
                        let word = if raw_use.is_float {
                            builder.bitcast(load, scalar)
                        } else {
                            load
                        };
                        value = if raw_use.lanes == 1 && !one_lane_vector {
                            word
                        } else {
                            builder.insert_element(value, word, lane)
                        };
                    }
                    builder.replace_all_uses(raw_use.instruction, value);
                }
                RawUseKind::Store => {
                    let value = operand(raw_use.instruction, 0);
                    let one_lane_vector = raw_use.lanes == 1 && is_vector_type(type_of(value));
                    for lane in 0..raw_use.lanes {
                        let element = if raw_use.lanes == 1 && !one_lane_vector {
                            value
                        } else {
                            builder.extract_element(value, lane)
                        };
                        let word = if raw_use.is_float {
                            builder.bitcast(element, i32_type)
                        } else {
                            element
                        };
                        let store = builder.store(word, lane_pointer(lane));
                        builder.set_alignment(store, 4);
                    }
                }
                RawUseKind::Atomic => {}
            }
            builder.erase(raw_use.instruction);
        }
        for gep in &access.byte_pointers {
            builder.erase(*gep);
        }
        let old_declaration = called_value(get_pointer);
        builder.erase(get_pointer);
        builder.delete_function_if_unused(old_declaration);
    }
}

/// The IR types of a new handle type and its `getpointer` pointer type, for
/// catalogue name mangling.
pub fn ir_types(handle: LLVMTypeRef, pointer: LLVMTypeRef) -> (IrType, IrType) {
    (ir_type_of(handle), ir_type_of(pointer))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_are_32_bit_scalars_and_vectors() {
        assert_eq!(word_shape(&IrType::I32), Some((1, false)));
        assert_eq!(
            word_shape(&IrType::Vector(ScalarType::I32, 4)),
            Some((4, false))
        );
        assert_eq!(
            word_shape(&IrType::Vector(ScalarType::F32, 3)),
            Some((3, true))
        );
        assert_eq!(word_shape(&IrType::Scalar(ScalarType::I64)), None);
        assert_eq!(word_shape(&IrType::Scalar(ScalarType::I16)), None);
        assert_eq!(word_shape(&IrType::Vector(ScalarType::I32, 8)), None);
    }

    #[test]
    fn byte_offsets_must_be_whole_words() {
        let i8 = IrType::Scalar(ScalarType::I8);
        assert_eq!(word_offset_of(&i8, &[Some(8)]), Some(2));
        assert_eq!(word_offset_of(&i8, &[Some(6)]), None);
        assert_eq!(word_offset_of(&i8, &[None]), None);
        assert_eq!(word_offset_of(&IrType::I32, &[Some(3)]), Some(3));
    }
}
