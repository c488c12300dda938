//! Typed buffers (`Buffer`, `RWBuffer`: `spirv.Image` with Dim Buffer) on
//! LLVM's own path: every access through a `getpointer` element pointer is
//! normalised to whole-texel (`<4 x T>`) loads and stores, the shape LLVM 22's
//! SPIR-V target selects as `OpImageFetch` / `OpImageRead` / `OpImageWrite`.
//!
//! LLVM 22 crashes ("SPIRV legalize bitcast pass") on component GEPs into the
//! element pointer and emits undefined ids when one element pointer is loaded
//! with two different types, so:
//! - a component load (`gep i8 %p, 4` + `load float`) becomes `load <4 x T>` +
//!   `extractelement` (or a `shufflevector` for several lanes);
//! - a load narrower than four lanes through the element pointer itself reads
//!   lanes from 0 the same way;
//! - a component store loads the texel, inserts the lanes and stores `<4 x T>`.
//!
//! Element pointers whose accesses all have one type and no GEPs are left
//! alone (LLVM handles them), and so are atomics on the whole element (a
//! scalar of the texel's type). Anything else (a non-constant component, a use
//! that is not a load or store, a volatile access) is an error naming the
//! instruction, reported before the module is edited.
//!
//! The component rules are those of texel-dxil's typed-buffer analysis
//! (`dxil::lowering::buffers`); a SPIR-V image texel always has four lanes.

use crate::llvm::{LLVMTypeRef, LLVMValueRef};

use super::messages::{SpirvLoweringError as E, TypedBufferUse as Why};
use crate::ir_type::{IrType, ScalarType};
use crate::llvm::{
    atomic_access_type, classify_pointer_user, constant_int, instruction_view, is_vector_type,
    operand, plain_access, printed_value, type_of, users_of, IrBuilder, NotPlainAccess,
    PlainAccess, PointerUser,
};
use crate::resource_types::HandleType;

/// Lanes of a Vulkan image texel.
pub const TEXEL_LANES: u32 = 4;

/// A load or a store of `lanes` lanes starting at `first`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TexelUseKind {
    Load,
    Store,
}

#[derive(Clone, Debug)]
pub struct TexelUse {
    pub instruction: LLVMValueRef,
    pub kind: TexelUseKind,
    pub first: u32,
    pub lanes: u32,
    /// The access reinterprets the texel's lanes as another scalar of the
    /// same width (`asuint(Buf[i])`): a bitcast after the load, before the store.
    pub bitcast: bool,
}

/// The scalar of a typed buffer's texels: the element's scalar, or that of its
/// memory type.
pub fn typed_buffer_scalar(handle: &HandleType) -> Option<ScalarType> {
    handle
        .element_scalar
        .map(|scalar| scalar.ir_scalar())
        .or_else(|| handle.element_memory_type.as_ref()?.scalar())
}

/// A `getpointer` call on a typed buffer whose accesses must be normalised.
#[derive(Clone, Debug)]
pub struct TypedBufferAccess {
    pub get_pointer: LLVMValueRef,
    pub scalar: ScalarType,
    pub uses: Vec<TexelUse>,
    /// Component GEPs, erased after their loads and stores.
    pub component_pointers: Vec<LLVMValueRef>,
}

fn unsupported(instruction: LLVMValueRef, what: Why) -> E {
    E::TypedBufferUse {
        instruction: printed_value(instruction),
        what: Box::new(what),
    }
}

/// The first lane a constant GEP on the element pointer addresses, for a
/// texel of `scalar` lanes: byte offsets (`i8`), scalar indices, or `0, k` on
/// a vector type of `scalar`.
pub fn component_of(source: &IrType, indices: &[Option<u64>], scalar: ScalarType) -> Option<u32> {
    let constants: Vec<u64> = indices.iter().copied().collect::<Option<_>>()?;
    let component = match (source, &constants[..]) {
        (IrType::Scalar(ScalarType::I8), [bytes]) => {
            let size = u64::from(scalar.bits() / 8);
            (size > 0 && bytes % size == 0).then(|| bytes / size)?
        }
        (IrType::Scalar(source), [index]) if *source == scalar => *index,
        (IrType::Vector(source, _), [0, index]) if *source == scalar => *index,
        (IrType::Vector(source, _), [0]) if *source == scalar => 0,
        _ => return None,
    };
    (component < u64::from(TEXEL_LANES)).then_some(component as u32)
}

/// The lanes of an access of type `ty` (scalar or vector of `scalar`, or of a
/// scalar of the same width, reinterpreted) starting at `first`, if they fit
/// in a texel, and whether the access reinterprets.
pub fn lanes_of(ty: &IrType, scalar: ScalarType, first: u32) -> Option<(u32, bool)> {
    let access_scalar = ty.scalar()?;
    if access_scalar.bits() != scalar.bits() {
        return None;
    }
    let lanes = ty.components()?;
    (first + lanes <= TEXEL_LANES).then_some((lanes, access_scalar != scalar))
}

fn read_use(
    user: LLVMValueRef,
    pointer: LLVMValueRef,
    scalar: ScalarType,
    first: u32,
) -> Result<TexelUse, E> {
    let PlainAccess {
        instruction,
        is_store,
        ty,
    } = plain_access(user, pointer).map_err(|refused| match refused {
        NotPlainAccess::ElementPointer(instruction) => {
            unsupported(instruction, Why::GepOfComponent)
        }
        NotPlainAccess::Other(instruction) => unsupported(instruction, Why::NotLoadOrStore),
        NotPlainAccess::VolatileOrAtomic(instruction) => {
            unsupported(instruction, Why::VolatileOrAtomic)
        }
    })?;
    let kind = if is_store {
        TexelUseKind::Store
    } else {
        TexelUseKind::Load
    };
    let (lanes, bitcast) = lanes_of(&ty, scalar, first).ok_or_else(|| {
        unsupported(
            instruction,
            Why::Lanes {
                accessed: ty,
                first,
                scalar,
            },
        )
    })?;
    Ok(TexelUse {
        instruction,
        kind,
        first,
        lanes,
        bitcast,
    })
}

/// Whether the accesses need rewriting: any GEP, an access at a lane other
/// than 0, loads and stores of different widths on one pointer, or an access
/// that reinterprets the texel scalar.
pub fn needs_normalising(uses: &[TexelUse], has_component_pointers: bool) -> bool {
    if has_component_pointers {
        return true;
    }
    let Some(first) = uses.first() else {
        return false;
    };
    // LLVM reads and writes the texel with the access's scalar type, which
    // must be the image's sampled type: reinterpreting accesses are rewritten.
    uses.iter().any(|texel_use| {
        texel_use.first != 0 || texel_use.lanes != first.lanes || texel_use.bitcast
    })
}

/// Reads the uses of a typed-buffer `getpointer` call; `Ok(None)` when LLVM
/// can take them as they are.
pub fn analyse_typed_buffer_access(
    get_pointer: LLVMValueRef,
    scalar: ScalarType,
) -> Result<Option<TypedBufferAccess>, E> {
    let mut access = TypedBufferAccess {
        get_pointer,
        scalar,
        uses: Vec::new(),
        component_pointers: Vec::new(),
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
                let first = component_of(&source_type, &constants, scalar)
                    .ok_or_else(|| unsupported(instruction, Why::ComponentAddress))?;
                access.component_pointers.push(instruction);
                for component_user in users_of(instruction) {
                    access
                        .uses
                        .push(read_use(component_user, instruction, scalar, first)?);
                }
            }
            // `Interlocked*` on the element: the writer takes the texel's
            // pointer (`OpImageTexelPointer`) as it is.
            _ if atomic_access_type(user, get_pointer)
                .is_some_and(|ty| ty == IrType::Scalar(scalar)) => {}
            _ => access.uses.push(read_use(user, get_pointer, scalar, 0)?),
        }
    }
    Ok(needs_normalising(&access.uses, !access.component_pointers.is_empty()).then_some(access))
}

fn load_texel(builder: &IrBuilder<'_>, texel: LLVMTypeRef, pointer: LLVMValueRef) -> LLVMValueRef {
    let load = builder.load(texel, pointer);
    builder.set_alignment(load, 16);
    load
}

/// `texel` with lanes `first..` replaced by the scalar or vector `value`.
fn insert_lanes(
    builder: &IrBuilder<'_>,
    texel: LLVMValueRef,
    value: LLVMValueRef,
    first: u32,
    lanes: u32,
) -> LLVMValueRef {
    let mut result = texel;
    for lane in 0..lanes {
        let element = if lanes == 1 {
            value
        } else {
            builder.extract_element(value, lane)
        };
        result = builder.insert_element(result, element, first + lane);
    }
    result
}

/// Rewrites every access of `access` to whole-texel loads and stores through
/// the `getpointer` result, then erases the component GEPs.
pub fn normalise_typed_buffer_access(access: &TypedBufferAccess, scalar_type: LLVMTypeRef) {
    let pointer = access.get_pointer;
    let builder =
        IrBuilder::before(instruction_view(pointer).expect("a getpointer call is an instruction"));
    let texel_type = builder.vector_type(scalar_type, TEXEL_LANES);
    for texel_use in &access.uses {
        let instruction = texel_use.instruction;
        builder.position_before(instruction);
        match texel_use.kind {
            TexelUseKind::Load => {
                let texel = load_texel(&builder, texel_type, pointer);
                let mut value = if texel_use.lanes == TEXEL_LANES {
                    texel
                } else {
                    builder.lanes(texel, texel_use.first, texel_use.lanes)
                };
                if texel_use.bitcast {
                    value = builder.bitcast(value, type_of(instruction));
                } else if texel_use.lanes == 1 && is_vector_type(type_of(instruction)) {
                    // A `<1 x T>` load (SROA's shape for a one-element
                    // texel) takes its lane back into a one-lane vector.
                    value = builder.insert_element(builder.poison(type_of(instruction)), value, 0);
                }
                builder.replace_all_uses(instruction, value);
            }
            TexelUseKind::Store => {
                let mut value = operand(instruction, 0);
                if texel_use.lanes == 1 && is_vector_type(type_of(value)) && !texel_use.bitcast {
                    value = builder.extract_element(value, 0);
                }
                if texel_use.bitcast {
                    let as_texel_scalars = if texel_use.lanes == 1 {
                        scalar_type
                    } else {
                        builder.vector_type(scalar_type, texel_use.lanes)
                    };
                    value = builder.bitcast(value, as_texel_scalars);
                }
                let texel = if texel_use.lanes == TEXEL_LANES {
                    value
                } else {
                    let old = load_texel(&builder, texel_type, pointer);
                    insert_lanes(&builder, old, value, texel_use.first, texel_use.lanes)
                };
                let store = builder.store(texel, pointer);
                builder.set_alignment(store, 16);
            }
        }
        builder.erase(instruction);
    }
    for gep in &access.component_pointers {
        if users_of(*gep).is_empty() {
            builder.erase(*gep);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const F32: ScalarType = ScalarType::F32;

    #[test]
    fn byte_offsets_address_whole_components() {
        let i8 = IrType::Scalar(ScalarType::I8);
        assert_eq!(component_of(&i8, &[Some(4)], F32), Some(1));
        assert_eq!(component_of(&i8, &[Some(12)], F32), Some(3));
        assert_eq!(component_of(&i8, &[Some(0)], F32), Some(0));
        assert_eq!(component_of(&i8, &[Some(2)], F32), None);
        assert_eq!(component_of(&i8, &[Some(16)], F32), None);
        assert_eq!(component_of(&i8, &[None], F32), None);
    }

    #[test]
    fn scalar_and_vector_indices_address_components() {
        assert_eq!(component_of(&IrType::F32, &[Some(2)], F32), Some(2));
        assert_eq!(component_of(&IrType::I32, &[Some(2)], F32), None);
        let v4 = IrType::Vector(F32, 4);
        assert_eq!(component_of(&v4, &[Some(0), Some(3)], F32), Some(3));
        assert_eq!(component_of(&v4, &[Some(1), Some(0)], F32), None);
    }

    #[test]
    fn accesses_must_fit_in_a_texel() {
        assert_eq!(lanes_of(&IrType::F32, F32, 3), Some((1, false)));
        assert_eq!(lanes_of(&IrType::Vector(F32, 2), F32, 2), Some((2, false)));
        assert_eq!(lanes_of(&IrType::Vector(F32, 2), F32, 3), None);
        assert_eq!(lanes_of(&IrType::I32, F32, 0), Some((1, true)));
        assert_eq!(lanes_of(&IrType::Scalar(ScalarType::I16), F32, 0), None);
    }

    fn texel_use(first: u32, lanes: u32) -> TexelUse {
        TexelUse {
            instruction: std::ptr::null_mut(),
            kind: TexelUseKind::Load,
            first,
            lanes,
            bitcast: false,
        }
    }

    #[test]
    fn uniform_whole_accesses_stay_on_llvms_path() {
        assert!(!needs_normalising(
            &[texel_use(0, 1), texel_use(0, 1)],
            false
        ));
        assert!(!needs_normalising(&[texel_use(0, 4)], false));
        assert!(!needs_normalising(&[], false));
        assert!(needs_normalising(
            &[texel_use(0, 4), texel_use(0, 1)],
            false
        ));
        assert!(needs_normalising(&[texel_use(0, 1)], true));
        let reinterpreting = TexelUse {
            bitcast: true,
            ..texel_use(0, 4)
        };
        assert!(needs_normalising(&[reinterpreting], false));
    }
}
