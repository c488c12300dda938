//! Typed buffers: `getpointer` (i32 index) and the loads and stores through it,
//! read into element and component accesses for BufferLoad / BufferStore.
//!
//! A component is addressed by a constant GEP on the element pointer (byte
//! offsets, scalar indices or `0, k` on the vector type). A load or store may
//! cover consecutive components from there (`load <3 x float>` of a float4's
//! xyz, as the optimiser narrows element loads) and may read them as another
//! scalar type of the same width (`load <4 x i32>` of a float4, as it folds
//! asuint / asfloat into the access): the op keeps the element's overload and
//! the values are bitcast. `atomicrmw` / `cmpxchg` on a one-component
//! integer element become AtomicBinOp / AtomicCompareExchange. Anything else
//! is an error naming the instruction; nothing here edits IR.

use crate::llvm::{
    atomic_access, classify_pointer_user, constant_int, plain_access, printed_value, users_of,
    value_type, CallSite, LLVMValueRef, NotPlainAccess, PlainAccess, PointerUser,
};

use super::messages::{DxilLoweringError as E, ElementPointerUse};
use super::raw_buffers::atomic_op;
use crate::catalogue::{recognise, OperandRole};
use crate::dxil::checked_op::CheckedOp;
use crate::dxil::ops::{AtomicOperation, OpCode, Overload};
use crate::ir_type::{IrType, ScalarType};
use crate::resource_types::{decode_handle_type, ResourceKind};
use crate::target::DxilTarget;

/// Load or store (whose value is read when the store is rewritten: earlier
/// rewrites may replace it), or an atomic operation on a one-component
/// integer element: AtomicBinOp with its operation, or AtomicCompareExchange
/// (`operation` `None`).
#[derive(Clone, Debug)]
pub enum BufferUseKind {
    Load,
    Store,
    Atomic {
        op: CheckedOp,
        operation: Option<AtomicOperation>,
    },
}

/// One load or store through the element pointer.
#[derive(Clone, Debug)]
pub struct BufferUse {
    pub instruction: LLVMValueRef,
    /// `None` for the whole element, else the first component accessed.
    pub component: Option<u32>,
    /// Components accessed.
    pub lanes: u32,
    /// The accessed scalar type when it is not the element's (same width:
    /// the values are bitcast).
    pub cast: Option<ScalarType>,
    pub kind: BufferUseKind,
}

/// A `getpointer` call on a typed buffer and everything done through it.
#[derive(Clone, Debug)]
pub struct BufferAccess {
    pub get_pointer: LLVMValueRef,
    pub creation: usize,
    /// The operand of `get_pointer` that holds the element index.
    pub index_operand: u32,
    pub element_components: u32,
    pub overload: Overload,
    /// BufferLoad and BufferStore on the overload, checked for the module.
    pub load: CheckedOp,
    pub store: CheckedOp,
    pub uses: Vec<BufferUse>,
    /// Component GEPs, erased after their loads and stores.
    pub element_pointers: Vec<LLVMValueRef>,
}

/// Reads a `getpointer` call whose handle comes from handle creation `creation`.
pub fn analyse_buffer_access(
    call: CallSite<'_>,
    creation: usize,
    target: DxilTarget,
) -> Result<BufferAccess, E> {
    let info = recognise(&call.callee_name()).expect("a catalogue call");
    let resource_index = info.resource_operand_index().unwrap_or(0);
    let handle = decode_handle_type(&value_type(call.argument(resource_index)))
        .map_err(|error| E::Reported(error.to_string()))?;
    if handle.kind != ResourceKind::TypedBuffer {
        return Err(E::GetPointerNotTyped {
            resource: handle.hlsl_name(),
        });
    }
    let element_type = handle
        .element_memory_type
        .clone()
        .ok_or_else(|| E::NoElementType {
            resource: handle.hlsl_name(),
        })?;
    let (Some(element_scalar), Some(element_components)) =
        (element_type.scalar(), element_type.components())
    else {
        return Err(E::ElementNotScalarOrVector {
            element: element_type,
        });
    };
    let overload =
        Overload::of_typed_element(element_scalar).ok_or_else(|| E::NoBufferOverload {
            scalar: element_scalar,
            resource: handle.hlsl_name(),
        })?;
    let mut access = BufferAccess {
        get_pointer: call.instruction().as_raw(),
        creation,
        index_operand: info.operand_index(OperandRole::Index).unwrap_or(1) as u32,
        element_components,
        overload,
        load: CheckedOp::new(OpCode::BufferLoad, Some(overload), target)?,
        store: CheckedOp::new(OpCode::BufferStore, Some(overload), target)?,
        uses: Vec::new(),
        element_pointers: Vec::new(),
    };
    let element_pointer = access.get_pointer;
    let element = (element_scalar, element_components);
    for user in users_of(element_pointer) {
        match classify_pointer_user(user, element_pointer) {
            PointerUser::ElementPointer {
                instruction,
                source_type,
                indices,
            } => {
                let component = component_of(&source_type, &indices, &element_type)
                    .ok_or_else(|| unsupported(instruction, ElementPointerUse::ComponentAddress))?;
                access.element_pointers.push(instruction);
                for component_user in users_of(instruction) {
                    let (kind, lanes, cast) =
                        read_use(component_user, instruction, component, element)?;
                    access.uses.push(BufferUse {
                        instruction: component_user,
                        component: Some(component),
                        lanes,
                        cast,
                        kind,
                    });
                }
            }
            _ => {
                if let Some((atomic, accessed)) = atomic_access(user, element_pointer) {
                    let lowering = atomic_op(atomic).filter(|_| {
                        element_components == 1
                            && element_scalar.is_integer()
                            && accessed == IrType::Scalar(element_scalar)
                    });
                    let Some((opcode, operation)) = lowering else {
                        return Err(unsupported(user, ElementPointerUse::Atomic { accessed }));
                    };
                    access.uses.push(BufferUse {
                        instruction: user,
                        component: None,
                        lanes: 1,
                        cast: None,
                        kind: BufferUseKind::Atomic {
                            op: CheckedOp::new(opcode, Some(overload), target)?,
                            operation,
                        },
                    });
                    continue;
                }
                let (kind, lanes, cast) = read_use(user, element_pointer, 0, element)?;
                access.uses.push(BufferUse {
                    instruction: user,
                    component: (lanes < element_components).then_some(0),
                    lanes,
                    cast,
                    kind,
                });
            }
        }
    }
    Ok(access)
}

fn unsupported(instruction: LLVMValueRef, what: ElementPointerUse) -> E {
    E::ElementPointerUse {
        instruction: printed_value(instruction),
        what: Box::new(what),
    }
}

/// A load from `pointer` or a store to it of components `first..` of an
/// element of `components` × `scalar`: the kind, the components accessed and
/// the accessed scalar type when it differs from the element's.
fn read_use(
    user: LLVMValueRef,
    pointer: LLVMValueRef,
    first: u32,
    (scalar, components): (ScalarType, u32),
) -> Result<(BufferUseKind, u32, Option<ScalarType>), E> {
    let PlainAccess {
        instruction,
        is_store,
        ty,
    } = plain_access(user, pointer).map_err(|refused| match refused {
        NotPlainAccess::ElementPointer(instruction) | NotPlainAccess::Other(instruction) => {
            unsupported(instruction, ElementPointerUse::NotLoadOrStore)
        }
        NotPlainAccess::VolatileOrAtomic(instruction) => {
            unsupported(instruction, ElementPointerUse::VolatileOrAtomic)
        }
    })?;
    let kind = if is_store {
        BufferUseKind::Store
    } else {
        BufferUseKind::Load
    };
    let accessed = ty.scalar().zip(ty.components());
    let Some((accessed_scalar, lanes)) = accessed.filter(|(accessed_scalar, lanes)| {
        accessed_scalar.bits() == scalar.bits() && *lanes >= 1 && first + lanes <= components
    }) else {
        let element = IrType::scalar_or_vector(scalar, components);
        return Err(unsupported(
            instruction,
            ElementPointerUse::NotAComponentRun {
                accessed: ty,
                element,
            },
        ));
    };
    let cast = (accessed_scalar != scalar).then_some(accessed_scalar);
    Ok((kind, lanes, cast))
}

/// The component a constant GEP on the element pointer addresses.
fn component_of(
    source_type: &IrType,
    indices: &[LLVMValueRef],
    element_type: &IrType,
) -> Option<u32> {
    let scalar = element_type.scalar()?;
    let components = element_type.components()?;
    let constants: Vec<u64> = indices
        .iter()
        .map(|index| constant_int(*index))
        .collect::<Option<_>>()?;
    let component = match (source_type, &constants[..]) {
        (IrType::Scalar(ScalarType::I8), [bytes]) => {
            let size = u64::from(scalar.bits() / 8);
            (bytes % size == 0).then(|| bytes / size)?
        }
        (IrType::Scalar(source), [index]) if *source == scalar => *index,
        (source, [0, index]) if source == element_type => *index,
        _ => return None,
    };
    (component < u64::from(components)).then_some(component as u32)
}
