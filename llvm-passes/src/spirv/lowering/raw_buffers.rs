//! Byte-address buffers (`ByteAddressBuffer`, `RWByteAddressBuffer`) on Vulkan.
//!
//! The front end gives them the handle `spirv.VulkanBuffer([0 x i8], 12, W)`
//! and reads 32-bit values through `getpointer(handle, byteOffset)`; LLVM 22's
//! SPIR-V target crashes on that (an `i32` load from an `i8` element). texel
//! rewrites them the way DXC lays them out: a runtime array of `uint`
//! (`spirv.VulkanBuffer([0 x i32], 12, W)`) indexed by `byteOffset / 4`, one
//! `getpointer` + 32-bit load or store per lane (floats are bitcast).
//!
//! Accepted uses: `getpointer` only, whose users are loads and stores of 32-bit
//! scalars or vectors of up to four lanes, directly or through constant byte
//! GEPs that are multiples of 4. Anything else is an error naming the
//! instruction, reported before the module is edited.

use llvm_sys::core::{
    LLVMArrayType2, LLVMBuildAdd, LLVMBuildBitCast, LLVMBuildCall2, LLVMBuildExtractElement,
    LLVMBuildInsertElement, LLVMBuildLShr, LLVMBuildLoad2, LLVMBuildStore, LLVMConstInt,
    LLVMCountParamTypes, LLVMCreateBuilderInContext, LLVMDisposeBuilder, LLVMFunctionType,
    LLVMGetBasicBlockParent, LLVMGetCalledFunctionType, LLVMGetGlobalParent,
    LLVMGetInstructionParent, LLVMGetModuleContext, LLVMGetOperand, LLVMGetParamTypes,
    LLVMGetPoison, LLVMGetReturnType, LLVMInstructionEraseFromParent, LLVMInt32TypeInContext,
    LLVMPositionBuilderBefore, LLVMReplaceAllUsesWith, LLVMSetAlignment,
    LLVMTargetExtTypeInContext, LLVMTypeOf, LLVMVectorType,
};
use llvm_sys::prelude::{LLVMBuilderRef, LLVMTypeRef, LLVMValueRef};

use crate::ir_type::{IrType, ScalarType};
use crate::llvm::{
    classify_pointer_user, constant_int, ir_type_of, plain_access, printed_value, users_of,
    NotPlainAccess, PlainAccess, PointerUser,
};

/// How a raw-buffer access is spelled in 32-bit words.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RawUseKind {
    Load,
    Store,
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
}

fn unsupported(instruction: LLVMValueRef, what: &str) -> String {
    format!(
        "'{}' uses a byte-address buffer in a way texel-spirv cannot lower for Vulkan ({what}); \
         supported are Load/Store of 32-bit scalars and vectors (Load, Load2..4, Store, Store2..4)",
        printed_value(instruction)
    )
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

fn read_use(user: LLVMValueRef, pointer: LLVMValueRef, word_offset: u32) -> Result<RawUse, String> {
    let PlainAccess {
        instruction,
        is_store,
        ty,
    } = plain_access(user, pointer).map_err(|refused| match refused {
        NotPlainAccess::ElementPointer(instruction) => unsupported(instruction, "a GEP of a GEP"),
        NotPlainAccess::Other(instruction) => unsupported(instruction, "not a load or store"),
        NotPlainAccess::VolatileOrAtomic(instruction) => {
            unsupported(instruction, "volatile or atomic")
        }
    })?;
    let kind = if is_store {
        RawUseKind::Store
    } else {
        RawUseKind::Load
    };
    let (lanes, is_float) = word_shape(&ty)
        .ok_or_else(|| unsupported(instruction, &format!("a {ty} access, not 32-bit words")))?;
    Ok(RawUse {
        instruction,
        kind,
        word_offset,
        lanes,
        is_float,
    })
}

/// Reads the users of a byte-address-buffer `getpointer` call.
pub fn analyse_raw_access(get_pointer: LLVMValueRef) -> Result<RawAccess, String> {
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
                let offset = word_offset_of(&source_type, &constants).ok_or_else(|| {
                    unsupported(
                        instruction,
                        "an offset that is not a constant multiple of 4 bytes",
                    )
                })?;
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

struct RawBuilder {
    builder: LLVMBuilderRef,
    i32_type: LLVMTypeRef,
    f32_type: LLVMTypeRef,
}

impl Drop for RawBuilder {
    fn drop(&mut self) {
        unsafe { LLVMDisposeBuilder(self.builder) }
    }
}

impl RawBuilder {
    fn before(instruction: LLVMValueRef) -> RawBuilder {
        unsafe {
            let module = LLVMGetGlobalParent(LLVMGetBasicBlockParent(LLVMGetInstructionParent(
                instruction,
            )));
            let context = LLVMGetModuleContext(module);
            let builder = LLVMCreateBuilderInContext(context);
            LLVMPositionBuilderBefore(builder, instruction);
            RawBuilder {
                builder,
                i32_type: LLVMInt32TypeInContext(context),
                f32_type: llvm_sys::core::LLVMFloatTypeInContext(context),
            }
        }
    }

    fn word(&self, value: u64) -> LLVMValueRef {
        unsafe { LLVMConstInt(self.i32_type, value, 0) }
    }
}

/// The `[0 x i32]` form of a `spirv.VulkanBuffer([0 x i8], 12, W)` type.
pub fn word_buffer_type(old: LLVMTypeRef) -> LLVMTypeRef {
    unsafe {
        let context = llvm_sys::core::LLVMGetTypeContext(old);
        let words = LLVMArrayType2(LLVMInt32TypeInContext(context), 0);
        let mut types = [words];
        let count = llvm_sys::core::LLVMGetTargetExtTypeNumIntParams(old);
        let mut ints: Vec<u32> = (0..count)
            .map(|index| llvm_sys::core::LLVMGetTargetExtTypeIntParam(old, index))
            .collect();
        LLVMTargetExtTypeInContext(
            context,
            c"spirv.VulkanBuffer".as_ptr(),
            types.as_mut_ptr(),
            1,
            ints.as_mut_ptr(),
            count,
        )
    }
}

/// A declared function `name` of type `return(parameters…)`.
fn declare(
    module: llvm_sys::prelude::LLVMModuleRef,
    name: &str,
    result: LLVMTypeRef,
    parameters: &mut [LLVMTypeRef],
) -> (LLVMValueRef, LLVMTypeRef) {
    unsafe {
        let function_type =
            LLVMFunctionType(result, parameters.as_mut_ptr(), parameters.len() as u32, 0);
        let c_name = std::ffi::CString::new(name).expect("no NUL in intrinsic names");
        let mut function = llvm_sys::core::LLVMGetNamedFunction(module, c_name.as_ptr());
        if function.is_null() {
            function = llvm_sys::core::LLVMAddFunction(module, c_name.as_ptr(), function_type);
        }
        (function, function_type)
    }
}

/// Rewrites the accesses of one byte-address buffer onto `handle`, a
/// `[0 x i32]` buffer handle; `get_pointer_name` names the `getpointer`
/// declaration for it. The old `getpointer` calls and GEPs are erased.
pub fn rewrite_raw_accesses(raw: &RawBuffer, handle: LLVMValueRef, get_pointer_name: &str) {
    for access in &raw.accesses {
        let get_pointer = access.get_pointer;
        unsafe {
            let module = LLVMGetGlobalParent(LLVMGetBasicBlockParent(LLVMGetInstructionParent(
                get_pointer,
            )));
            let pointer_type = LLVMTypeOf(get_pointer);
            let index_type = LLVMTypeOf(LLVMGetOperand(get_pointer, 1));
            let mut parameters = [LLVMTypeOf(handle), index_type];
            let (function, function_type) =
                declare(module, get_pointer_name, pointer_type, &mut parameters);
            let byte_offset = LLVMGetOperand(get_pointer, 1);
            let start = RawBuilder::before(get_pointer);
            let base = LLVMBuildLShr(start.builder, byte_offset, start.word(2), c"".as_ptr());
            drop(start);
            for raw_use in &access.uses {
                let builder = RawBuilder::before(raw_use.instruction);
                let b = builder.builder;
                let lane_pointer = |lane: u32| {
                    let offset = u64::from(raw_use.word_offset + lane);
                    let index = if offset == 0 {
                        base
                    } else {
                        LLVMBuildAdd(b, base, builder.word(offset), c"".as_ptr())
                    };
                    let mut arguments = [handle, index];
                    LLVMBuildCall2(
                        b,
                        function_type,
                        function,
                        arguments.as_mut_ptr(),
                        2,
                        c"".as_ptr(),
                    )
                };
                let scalar = if raw_use.is_float {
                    builder.f32_type
                } else {
                    builder.i32_type
                };
                match raw_use.kind {
                    RawUseKind::Load => {
                        let mut value = if raw_use.lanes == 1 {
                            std::ptr::null_mut()
                        } else {
                            LLVMGetPoison(LLVMVectorType(scalar, raw_use.lanes))
                        };
                        for lane in 0..raw_use.lanes {
                            let load = LLVMBuildLoad2(
                                b,
                                builder.i32_type,
                                lane_pointer(lane),
                                c"".as_ptr(),
                            );
                            LLVMSetAlignment(load, 4);
                            let word = if raw_use.is_float {
                                LLVMBuildBitCast(b, load, scalar, c"".as_ptr())
                            } else {
                                load
                            };
                            value = if raw_use.lanes == 1 {
                                word
                            } else {
                                LLVMBuildInsertElement(
                                    b,
                                    value,
                                    word,
                                    builder.word(u64::from(lane)),
                                    c"".as_ptr(),
                                )
                            };
                        }
                        LLVMReplaceAllUsesWith(raw_use.instruction, value);
                    }
                    RawUseKind::Store => {
                        let value = LLVMGetOperand(raw_use.instruction, 0);
                        for lane in 0..raw_use.lanes {
                            let element = if raw_use.lanes == 1 {
                                value
                            } else {
                                LLVMBuildExtractElement(
                                    b,
                                    value,
                                    builder.word(u64::from(lane)),
                                    c"".as_ptr(),
                                )
                            };
                            let word = if raw_use.is_float {
                                LLVMBuildBitCast(b, element, builder.i32_type, c"".as_ptr())
                            } else {
                                element
                            };
                            let store = LLVMBuildStore(b, word, lane_pointer(lane));
                            LLVMSetAlignment(store, 4);
                        }
                    }
                }
                LLVMInstructionEraseFromParent(raw_use.instruction);
            }
            for gep in &access.byte_pointers {
                LLVMInstructionEraseFromParent(*gep);
            }
            let old_declaration = llvm_sys::core::LLVMGetCalledValue(get_pointer);
            LLVMInstructionEraseFromParent(get_pointer);
            if llvm_sys::core::LLVMGetFirstUse(old_declaration).is_null() {
                llvm_sys::core::LLVMDeleteFunction(old_declaration);
            }
        }
    }
}

/// The return type and parameter types of the called function of `call`.
pub fn call_signature(call: LLVMValueRef) -> (LLVMTypeRef, Vec<LLVMTypeRef>) {
    unsafe {
        let function_type = LLVMGetCalledFunctionType(call);
        let count = LLVMCountParamTypes(function_type);
        let mut parameters = vec![std::ptr::null_mut(); count as usize];
        LLVMGetParamTypes(function_type, parameters.as_mut_ptr());
        (LLVMGetReturnType(function_type), parameters)
    }
}

/// The IR types of a new handle type and its `getpointer` pointer type, for
/// catalogue name mangling.
pub fn ir_types(handle: LLVMTypeRef, pointer: LLVMTypeRef) -> (IrType, IrType) {
    unsafe { (ir_type_of(handle), ir_type_of(pointer)) }
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
