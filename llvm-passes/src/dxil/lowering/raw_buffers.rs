//! Structured and byte-address buffers: `getpointer` on a
//! `target("dx.RawBuffer", T, IsWriteable, IsROV)` handle and the loads and
//! stores through it, read into RawBufferLoad / RawBufferStore pieces (SM 6.2+)
//! or BufferLoad / BufferStore pieces (below 6.2).
//!
//! A structured buffer's `getpointer(h, i)` addresses element `i`; GEPs on it
//! (byte, struct-field, array or vector-component indices; array and vector
//! indices may be variables) give the byte offset inside the element, which
//! becomes the op's element offset. A byte-address buffer (`T` = `i8`) takes
//! the byte address as its index; a GEP adds to it and the element offset is
//! undef. A loaded or stored
//! value is flattened into scalar and vector leaves (struct fields, array
//! elements), and every leaf into ops of at most four components of one
//! overload. `atomicrmw` and `cmpxchg` on an element's 32- or 64-bit integer
//! become one AtomicBinOp / AtomicCompareExchange. Anything else is an error
//! naming the instruction; nothing here edits IR.

use super::messages::{DxilLoweringError as E, RawAccess};
use crate::llvm::{
    atomic_access, classify_pointer_user, is_volatile_or_atomic, target_type_parameter, type_of,
    users_of, AtomicAccess, AtomicRmwOp, ByteOffset, CallSite, DataLayout, LLVMTypeRef,
    LLVMValueRef, PointerUser, ScaledIndex,
};

use super::resources::element_name;
use crate::dxil::checked_op::CheckedOp;
use crate::dxil::ops::{AtomicOperation, OpCode, Overload};
use crate::ir_type::IrType;
use crate::resource_types::{HandleType, ResourceKind};
use crate::target::DxilTarget;

/// RawBufferLoad / RawBufferStore exist from shader model 6.2.
pub const RAW_BUFFER_OPS_MINOR: u32 = 2;
/// 64-bit overloads of the raw buffer ops exist from shader model 6.3.
pub const SIXTY_FOUR_BIT_MINOR: u32 = 3;
/// Components one op reads or writes.
const MAX_LANES: u32 = 4;

/// A scalar or vector part of an accessed value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RawLeaf {
    /// `extractvalue` / `insertvalue` indices from the accessed value.
    pub path: Vec<u32>,
    /// Components (1 for a scalar).
    pub lanes: u32,
}

/// One op: up to four consecutive components of one leaf.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RawPiece {
    /// Index into [`RawUse::leaves`].
    pub leaf: usize,
    pub first_lane: u32,
    pub lanes: u32,
    /// Constant bytes from the `getpointer` address (plus the use's
    /// variable offset).
    pub offset: i64,
    pub overload: Overload,
    /// The op on the overload (RawBufferLoad / RawBufferStore from SM 6.2,
    /// BufferLoad / BufferStore below), checked for the module.
    pub op: CheckedOp,
}

impl RawPiece {
    /// The op's mask: one bit per component.
    pub fn mask(&self) -> i64 {
        (1 << self.lanes) - 1
    }

    /// The op's alignment: the size of one component (upstream LLVM passes
    /// the preferred alignment of the scalar type).
    pub fn alignment(&self) -> i64 {
        i64::from(self.overload.byte_size())
    }
}

/// Load or store (whose value is read when the store is rewritten: earlier
/// rewrites may replace it), or an atomic operation (one piece: AtomicBinOp
/// or AtomicCompareExchange on one 32- or 64-bit integer).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RawUseKind {
    Load,
    Store,
    Atomic(Option<AtomicOperation>),
}

/// One load or store through the element pointer.
#[derive(Clone, Debug)]
pub struct RawUse {
    pub instruction: LLVMValueRef,
    pub kind: RawUseKind,
    /// The loaded or stored type.
    pub ty: LLVMTypeRef,
    /// Variable GEP indices, scaled, that add to every piece's offset.
    pub variable_offset: Vec<ScaledIndex>,
    pub leaves: Vec<RawLeaf>,
    pub pieces: Vec<RawPiece>,
}

/// A `getpointer` on a structured or byte-address buffer and its accesses.
#[derive(Clone, Debug)]
pub struct RawBufferAccess {
    pub get_pointer: LLVMValueRef,
    pub creation: usize,
    /// A structured buffer: the offsets are element offsets; otherwise they
    /// add to the byte address.
    pub structured: bool,
    pub uses: Vec<RawUse>,
    /// GEP instructions on the element pointer, parents before children.
    pub element_pointers: Vec<LLVMValueRef>,
}

/// What the access analysis needs to know besides the call.
pub struct RawContext<'a, 'm> {
    pub layout: DataLayout<'m>,
    pub target: DxilTarget,
    pub handle: &'a HandleType,
}

/// A problem with one access: the instruction at fault and what is wrong.
pub type RawBufferError = (LLVMValueRef, E);

/// Reads a `getpointer` call on a structured or byte-address buffer whose
/// handle comes from handle creation `creation`; an error names the
/// instruction at fault.
pub fn analyse_raw_buffer_access(
    call: CallSite<'_>,
    creation: usize,
    context: &RawContext<'_, '_>,
) -> Result<RawBufferAccess, RawBufferError> {
    let handle = context.handle;
    let structured = handle.kind == ResourceKind::StructuredBuffer;
    let handle_type = type_of(call.argument(0));
    let element = target_type_parameter(handle_type, 0)
        .filter(|element| structured && context.layout.is_sized(*element));
    let stride = element.map(|element| context.layout.alloc_size(element));
    let name = match (element, handle.element_scalar) {
        (Some(element), None) => {
            let access = if handle.rasterizer_ordered {
                "RasterizerOrdered"
            } else if handle.writable {
                "RW"
            } else {
                ""
            };
            format!("{access}StructuredBuffer<{}>", element_name(element))
        }
        _ => handle.hlsl_name(),
    };
    let reader = UseReader {
        context,
        name: &name,
        stride,
    };
    let mut access = RawBufferAccess {
        get_pointer: call.instruction().as_raw(),
        creation,
        structured,
        uses: Vec::new(),
        element_pointers: Vec::new(),
    };
    let mut work: Vec<(LLVMValueRef, ByteOffset)> =
        vec![(access.get_pointer, ByteOffset::default())];
    while let Some((pointer, offset)) = work.pop() {
        for user in users_of(pointer) {
            let (instruction, kind, stored) = match classify_pointer_user(user, pointer) {
                PointerUser::ElementPointer { instruction, .. } => {
                    let target = context
                        .layout
                        .element_pointer_terms(instruction)
                        .and_then(|delta| offset.plus(&delta))
                        .ok_or_else(|| reader.fail(instruction, RawAccess::ByteOffset))?;
                    if target.scaled.is_empty() && target.constant < 0 {
                        return Err(reader.fail(instruction, RawAccess::BeforeElement));
                    }
                    access.element_pointers.push(instruction);
                    work.push((instruction, target));
                    continue;
                }
                PointerUser::Load { instruction, .. } => (instruction, RawUseKind::Load, None),
                PointerUser::Store { instruction, value } => {
                    if !handle.writable {
                        return Err(reader.fail(instruction, RawAccess::StoreToReadOnly));
                    }
                    (instruction, RawUseKind::Store, Some(value))
                }
                PointerUser::Other { instruction } => {
                    let Some((atomic, ty)) = atomic_access(instruction, pointer) else {
                        return Err(reader.fail(instruction, RawAccess::NotLoadStoreOrGep));
                    };
                    if !handle.writable {
                        return Err(reader.fail(instruction, RawAccess::AtomicOnReadOnly));
                    }
                    access
                        .uses
                        .push(reader.read_atomic(instruction, atomic, &ty, &offset)?);
                    continue;
                }
            };
            if is_volatile_or_atomic(instruction) {
                return Err(reader.fail(instruction, RawAccess::VolatileOrAtomic));
            }
            let accessed = stored.unwrap_or(instruction);
            access
                .uses
                .push(reader.read_use(instruction, accessed, kind, &offset)?);
        }
    }
    Ok(access)
}

/// The DXIL op of an atomic instruction: AtomicBinOp with its operation, or
/// AtomicCompareExchange (`None` operation); `None` for an operation DXIL
/// does not have.
pub fn atomic_op(atomic: AtomicAccess) -> Option<(OpCode, Option<AtomicOperation>)> {
    let operation = match atomic {
        AtomicAccess::CompareExchange => return Some((OpCode::AtomicCompareExchange, None)),
        AtomicAccess::ReadModifyWrite(operation) => match operation? {
            AtomicRmwOp::Add => AtomicOperation::Add,
            AtomicRmwOp::And => AtomicOperation::And,
            AtomicRmwOp::Or => AtomicOperation::Or,
            AtomicRmwOp::Xor => AtomicOperation::Xor,
            AtomicRmwOp::SignedMin => AtomicOperation::SignedMin,
            AtomicRmwOp::SignedMax => AtomicOperation::SignedMax,
            AtomicRmwOp::UnsignedMin => AtomicOperation::UnsignedMin,
            AtomicRmwOp::UnsignedMax => AtomicOperation::UnsignedMax,
            AtomicRmwOp::Exchange => AtomicOperation::Exchange,
        },
    };
    Some((OpCode::AtomicBinOp, Some(operation)))
}

/// Reads single loads and stores of one buffer.
struct UseReader<'a, 'c, 'm> {
    context: &'a RawContext<'c, 'm>,
    /// The buffer's HLSL name, for messages.
    name: &'a str,
    /// A structured buffer's element size.
    stride: Option<u64>,
}

impl UseReader<'_, '_, '_> {
    fn fail(&self, instruction: LLVMValueRef, why: RawAccess) -> RawBufferError {
        (
            instruction,
            E::RawBufferAccess {
                buffer: self.name.to_string(),
                why,
            },
        )
    }

    /// One atomic operation at `offset`: a single piece on its integer.
    fn read_atomic(
        &self,
        instruction: LLVMValueRef,
        atomic: AtomicAccess,
        ty: &IrType,
        offset: &ByteOffset,
    ) -> Result<RawUse, RawBufferError> {
        let target = self.context.target;
        let Some((opcode, operation)) = atomic_op(atomic) else {
            return Err(self.fail(instruction, RawAccess::AtomicOperation));
        };
        let IrType::Scalar(scalar) = ty else {
            return Err(self.fail(instruction, RawAccess::AtomicOperation));
        };
        let overload = match Overload::of_scalar(*scalar) {
            Some(overload @ (Overload::I32 | Overload::I64)) => overload,
            _ => {
                return Err(self.fail(instruction, RawAccess::AtomicValue { scalar: *scalar }));
            }
        };
        let op = CheckedOp::new(opcode, Some(overload), target)
            .map_err(|error| (instruction, E::from(error)))?;
        Ok(RawUse {
            instruction,
            kind: RawUseKind::Atomic(operation),
            ty: type_of(instruction),
            variable_offset: offset.scaled.clone(),
            leaves: vec![RawLeaf {
                path: Vec::new(),
                lanes: 1,
            }],
            pieces: vec![RawPiece {
                leaf: 0,
                first_lane: 0,
                lanes: 1,
                offset: offset.constant,
                overload,
                op,
            }],
        })
    }

    /// The leaves and pieces of one load or store at `offset`; `accessed` is
    /// the load itself or the stored value.
    fn read_use(
        &self,
        instruction: LLVMValueRef,
        accessed: LLVMValueRef,
        kind: RawUseKind,
        offset: &ByteOffset,
    ) -> Result<RawUse, RawBufferError> {
        let layout = &self.context.layout;
        let target = self.context.target;
        let ty = type_of(accessed);
        let memory_leaves = layout
            .leaves(ty)
            .map_err(|part| self.fail(instruction, RawAccess::UnsupportedPart { part }))?;
        let size = layout.alloc_size(ty) as i64;
        // Constant offsets are checked against the element; variable ones
        // cannot be (as for any array index).
        if let (Some(stride), true) = (self.stride, offset.scaled.is_empty()) {
            let start = offset.constant;
            if start + size > stride as i64 {
                return Err(self.fail(
                    instruction,
                    RawAccess::OutsideElement {
                        start,
                        end: start + size,
                        stride,
                    },
                ));
            }
        }
        let mut leaves = Vec::new();
        let mut pieces = Vec::new();
        for memory_leaf in memory_leaves {
            let (scalar, lanes) = match memory_leaf.ty {
                IrType::Scalar(scalar) => (scalar, 1),
                IrType::Vector(scalar, lanes) => (scalar, lanes),
                _ => unreachable!("leaves are scalars or vectors"),
            };
            let overload = Overload::of_scalar(scalar)
                .ok_or_else(|| self.fail(instruction, RawAccess::ScalarSize { scalar }))?;
            if overload.byte_size() == 8 && !target.at_least(SIXTY_FOUR_BIT_MINOR) {
                return Err(self.fail(
                    instruction,
                    RawAccess::SixtyFourBitNeedsShaderModel {
                        scalar,
                        needs_minor: SIXTY_FOUR_BIT_MINOR,
                        shader_model: target.shader_model,
                    },
                ));
            }
            let opcode = match (kind, target.at_least(RAW_BUFFER_OPS_MINOR)) {
                (RawUseKind::Load, true) => OpCode::RawBufferLoad,
                (RawUseKind::Load, false) => OpCode::BufferLoad,
                (RawUseKind::Store, true) => OpCode::RawBufferStore,
                (RawUseKind::Store, false) => OpCode::BufferStore,
                // Atomics are read by `read_atomic`.
                (RawUseKind::Atomic(_), _) => {
                    return Err(self.fail(instruction, RawAccess::NotLoadStoreOrGep))
                }
            };
            let op = CheckedOp::new(opcode, Some(overload), target)
                .map_err(|error| (instruction, E::from(error)))?;
            let leaf = leaves.len();
            let mut first_lane = 0;
            while first_lane < lanes {
                let count = (lanes - first_lane).min(MAX_LANES);
                pieces.push(RawPiece {
                    leaf,
                    first_lane,
                    lanes: count,
                    offset: offset.constant
                        + memory_leaf.offset as i64
                        + i64::from(first_lane) * i64::from(overload.byte_size()),
                    overload,
                    op,
                });
                first_lane += count;
            }
            leaves.push(RawLeaf {
                path: memory_leaf.path,
                lanes,
            });
        }
        if pieces.is_empty() {
            return Err(self.fail(instruction, RawAccess::Empty));
        }
        Ok(RawUse {
            instruction,
            kind,
            ty,
            variable_offset: offset.scaled.clone(),
            leaves,
            pieces,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn masks_and_alignments_follow_the_pieces() {
        let target = DxilTarget {
            shader_model: crate::target::ShaderModel::six(6),
            stage: crate::target::Stage::Compute,
        };
        let piece = |lanes: u32, overload: Overload| RawPiece {
            leaf: 0,
            first_lane: 0,
            lanes,
            offset: 0,
            overload,
            op: CheckedOp::new(OpCode::RawBufferLoad, Some(overload), target).unwrap(),
        };
        assert_eq!(piece(1, Overload::F32).mask(), 1);
        assert_eq!(piece(3, Overload::F32).mask(), 7);
        assert_eq!(piece(4, Overload::I16).mask(), 15);
        assert_eq!(piece(2, Overload::F64).alignment(), 8);
        assert_eq!(piece(2, Overload::F16).alignment(), 2);
        assert_eq!(piece(2, Overload::I32).alignment(), 4);
    }
}
