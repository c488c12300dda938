//! Logical pointers: what an LLVM pointer stands for in Vulkan SPIR-V, where
//! pointers cannot be computed with, only followed down a type.
//!
//! A [`LogicalPointer`] is a root — a variable (or a descriptor, a buffer
//! block member) holding an object of a known LLVM type, or one texel of a
//! texel buffer — plus a byte offset into that object made of a constant and
//! run-time terms (`index × scale`). Every GEP, typed or byte-offset (as
//! InstCombine leaves them), only adds to the offset. A load or store then
//! walks the object's type with the module's data layout to turn the offset
//! back into an `OpAccessChain` path: an array level takes the terms whose
//! scale is a multiple of its stride (and the constant's quotient), a struct
//! level the member whose bytes hold the constant. An access whose type is
//! not the type found there is split into its members (a vector loaded from
//! the first lanes of an array) or bit-cast (a float read as an integer); an
//! offset that lands inside no member is an error naming the instruction,
//! never a reinterpreted pointer. This module emits only the index arithmetic,
//! access chains, loads and stores (and texel reads and writes).

use rspirv::dr::Operand;
use rspirv::spirv::{Op, StorageClass, Word};

use super::error::{fail, Failure, Result};
use super::function::{FunctionWriter, Handle};
use super::resources::{global_variable, ResourceKind};
use super::types::SpvType;
use crate::llvm::snapshot::{
    BinaryOp, CastOp, Constant, InstKind, IrTy, Operand as IrOperand, TypeId,
};

/// A GEP index: a constant, or `id × factor + offset` for an integer id.
enum IndexOperand {
    Constant(i64),
    Dynamic {
        id: Word,
        ty: SpvType,
        factor: i64,
        offset: i64,
    },
}

/// Where a pointer points.
#[derive(Clone, Debug)]
pub(super) enum Root {
    /// `base` (a variable, or the result of `prefix` indices into it) holds
    /// an object of LLVM type `object`.
    Variable {
        base: Word,
        storage: StorageClass,
        prefix: Vec<Word>,
        object: TypeId,
    },
    /// The texel at `coordinate` of a texel buffer.
    Texel { handle: Handle, coordinate: Word },
}

#[derive(Clone, Debug)]
pub(super) struct LogicalPointer {
    pub root: Root,
    /// Constant byte offset from the start of the root object.
    pub offset: i64,
    /// Run-time terms of the offset.
    pub terms: Vec<Term>,
}

/// A run-time part of an offset: integer `id` (of type `ty`) × `scale` bytes.
#[derive(Clone, Debug)]
pub(super) struct Term {
    pub id: Word,
    pub ty: SpvType,
    pub scale: u64,
}

impl LogicalPointer {
    pub fn variable(
        base: Word,
        storage: StorageClass,
        object: TypeId,
        prefix: Vec<Word>,
    ) -> LogicalPointer {
        LogicalPointer {
            root: Root::Variable {
                base,
                storage,
                prefix,
                object,
            },
            offset: 0,
            terms: Vec::new(),
        }
    }

    fn plus(&self, bytes: i64) -> LogicalPointer {
        let mut moved = self.clone();
        moved.offset += bytes;
        moved
    }
}

impl FunctionWriter<'_, '_> {
    fn type_size(&self, ty: TypeId) -> Result<u64> {
        self.module
            .snapshot
            .layout(ty)
            .map(|layout| layout.size)
            .ok_or_else(|| {
                Failure::new("a type without a size in memory is accessed through a pointer")
            })
    }

    /// The value of a `bits`-wide integer constant operand, sign-extended (GEP
    /// indices are signed); `None` for anything else.
    fn signed_constant(&self, operand: IrOperand, bits: u32) -> Option<i64> {
        let IrOperand::Constant(constant) = operand else {
            return None;
        };
        match self.module.snapshot.constant(constant) {
            Constant::Int { value, .. } => {
                let shift = 64 - bits.min(64);
                Some(((*value << shift) as i64) >> shift)
            }
            Constant::Zero { .. } => Some(0),
            _ => None,
        }
    }

    /// An index operand as a constant, or as `id × factor + offset` of an
    /// integer id (its width kept; see [`Term`]).
    fn index_operand(&mut self, operand: IrOperand) -> Result<IndexOperand> {
        let ty = self.value_type_of(operand)?;
        let bits = match self.module.snapshot.ty(ty) {
            IrTy::Int(bits) => *bits,
            _ => return fail("a vector of element indices (a vector GEP) is not supported"),
        };
        if let Some(value) = self.signed_constant(operand, bits) {
            return Ok(IndexOperand::Constant(value));
        }
        // `x << k`, `x * c` and `x + c` (InstCombine's spelling of scaled
        // and offset indices) keep their factor and constant visible, so
        // that the index still finds the array level it belongs to.
        if let IrOperand::Instruction(instruction) = operand {
            if let InstKind::Binary { op, left, right } =
                &self.snapshot.instructions[instruction as usize].kind
            {
                let constant = self.signed_constant(*right, bits);
                // (x × f + o) × k = x × (f k) + o k
                let scaled = |inner: IndexOperand, multiplier: i64| match inner {
                    IndexOperand::Constant(value) => {
                        value.checked_mul(multiplier).map(IndexOperand::Constant)
                    }
                    IndexOperand::Dynamic {
                        id,
                        ty,
                        factor,
                        offset,
                    } => Some(IndexOperand::Dynamic {
                        id,
                        ty,
                        factor: factor.checked_mul(multiplier)?,
                        offset: offset.checked_mul(multiplier)?,
                    }),
                };
                let decomposed = match (op, constant) {
                    (BinaryOp::Shl, Some(amount)) if (0..32).contains(&amount) => {
                        let inner = self.index_operand(*left)?;
                        scaled(inner, 1i64 << amount)
                    }
                    (BinaryOp::Mul, Some(factor)) if factor > 0 => {
                        let inner = self.index_operand(*left)?;
                        scaled(inner, factor)
                    }
                    (BinaryOp::Add, Some(addend)) => match self.index_operand(*left)? {
                        IndexOperand::Constant(value) => {
                            value.checked_add(addend).map(IndexOperand::Constant)
                        }
                        IndexOperand::Dynamic {
                            id,
                            ty,
                            factor,
                            offset,
                        } => offset
                            .checked_add(addend)
                            .map(|offset| IndexOperand::Dynamic {
                                id,
                                ty,
                                factor,
                                offset,
                            }),
                    },
                    _ => None,
                };
                if let Some(decomposed) = decomposed {
                    return Ok(decomposed);
                }
            }
        }
        let (id, value_type) = self.plain_value(operand)?;
        Ok(IndexOperand::Dynamic {
            id,
            ty: value_type,
            factor: 1,
            offset: 0,
        })
    }

    /// `id` as a 32-bit integer (sign-extended or truncated).
    pub fn as_index_width(&mut self, id: Word, ty: &SpvType) -> Word {
        if ty.bits() == 32 {
            id
        } else {
            self.emit(Op::SConvert, &SpvType::Int(32), vec![Operand::IdRef(id)])
        }
    }

    /// `base` moved by a GEP over `source` with `indices`.
    pub fn element_pointer(
        &mut self,
        base: LogicalPointer,
        source: TypeId,
        indices: &[IrOperand],
    ) -> Result<LogicalPointer> {
        let mut pointer = base;
        let Some((first, rest)) = indices.split_first() else {
            return Ok(pointer);
        };
        let mut current = source;
        let size = self.type_size(current)?;
        self.add_index(&mut pointer, *first, size)?;
        for index in rest {
            match self.module.snapshot.ty(current).clone() {
                IrTy::Struct { fields, .. } => {
                    let Ok(IndexOperand::Constant(field)) = self.index_operand(*index) else {
                        return fail("a struct member must be chosen by a constant index");
                    };
                    let offsets = &self
                        .module
                        .snapshot
                        .layout(current)
                        .ok_or_else(|| Failure::new("a struct without a layout"))?
                        .field_offsets;
                    let (Some(offset), Some(field_type)) =
                        (offsets.get(field as usize), fields.get(field as usize))
                    else {
                        return fail(format!("member {field} does not exist"));
                    };
                    pointer.offset += *offset as i64;
                    current = *field_type;
                }
                IrTy::Array { element, .. } | IrTy::Vector { element, .. } => {
                    let size = self.type_size(element)?;
                    self.add_index(&mut pointer, *index, size)?;
                    current = element;
                }
                _ => return fail("a GEP index steps into a type that has no members"),
            }
        }
        Ok(pointer)
    }

    fn add_index(
        &mut self,
        pointer: &mut LogicalPointer,
        index: IrOperand,
        scale: u64,
    ) -> Result<()> {
        match self.index_operand(index)? {
            IndexOperand::Constant(constant) => {
                pointer.offset = constant
                    .checked_mul(scale as i64)
                    .and_then(|bytes| pointer.offset.checked_add(bytes))
                    .ok_or_else(|| Failure::new("a constant offset overflows"))?;
            }
            IndexOperand::Dynamic {
                id,
                ty,
                factor,
                offset,
            } => {
                let bytes = (factor as u64)
                    .checked_mul(scale)
                    .ok_or_else(|| Failure::new("a scaled index overflows"))?;
                pointer.offset = offset
                    .checked_mul(scale as i64)
                    .and_then(|extra| pointer.offset.checked_add(extra))
                    .ok_or_else(|| Failure::new("a constant offset overflows"))?;
                pointer.terms.push(Term {
                    id,
                    ty,
                    scale: bytes,
                });
            }
        }
        Ok(())
    }

    /// The pointer a global stands for: a cbuffer member, or a private or
    /// workgroup variable.
    pub fn global_pointer(
        &mut self,
        global: crate::llvm::snapshot::GlobalId,
    ) -> Result<LogicalPointer> {
        let snapshot = self.module.snapshot;
        for cbuffer in &snapshot.cbuffers {
            let Some(position) = cbuffer
                .members
                .iter()
                .position(|member| *member == Some(global))
            else {
                continue;
            };
            let handle = self.static_handle(cbuffer.handle_global)?;
            let ResourceKind::Buffer { contents, storage } = handle.resource.kind.clone() else {
                return fail("a cbuffer's handle is not a buffer");
            };
            let layout = snapshot
                .layout(contents)
                .ok_or_else(|| Failure::new("a cbuffer layout struct without a layout"))?;
            let IrTy::Struct { fields, .. } = snapshot.ty(contents) else {
                return fail("a cbuffer's contents are not a struct");
            };
            // Members are the fields that are not padding, in order.
            let members: Vec<usize> = fields
                .iter()
                .enumerate()
                .filter(|(_, field)| !is_padding(snapshot.ty(**field)))
                .map(|(index, _)| index)
                .collect();
            let Some(field) = members.get(position) else {
                return fail("a cbuffer member has no field in the cbuffer's layout struct");
            };
            let zero = self.module.globals.uint_constant(0);
            let mut prefix: Vec<Word> = handle.index.into_iter().collect();
            prefix.push(zero);
            self.module
                .note_use(self.function, handle.resource.variable);
            let mut pointer =
                LogicalPointer::variable(handle.resource.variable, storage, contents, prefix);
            pointer.offset = layout.field_offsets[*field] as i64;
            return Ok(pointer);
        }
        let declared = &snapshot.globals[global as usize];
        if let IrTy::Target { .. } = snapshot.ty(declared.value_type) {
            return fail(format!(
                "the global '@{}' holds a resource handle and is not memory",
                declared.name
            ));
        }
        let (variable, storage) = global_variable(self.module, global)?;
        self.module.note_use(self.function, variable);
        Ok(LogicalPointer::variable(
            variable,
            storage,
            declared.value_type,
            Vec::new(),
        ))
    }

    /// The access-chain path from the root object to `access` at the
    /// pointer's offset: the indices, and the LLVM type found there; `None`
    /// when no member of the access's type (or size, for scalars) lies there.
    fn path(
        &mut self,
        pointer: &LogicalPointer,
        object: TypeId,
        access: TypeId,
    ) -> Result<Option<(Vec<Word>, TypeId)>> {
        let snapshot = self.module.snapshot;
        let mut current = object;
        let mut offset = pointer.offset;
        let mut terms = pointer.terms.clone();
        let mut path = Vec::new();
        loop {
            if terms.is_empty() && offset == 0 {
                if current == access {
                    return Ok(Some((path, current)));
                }
                let scalar = |ty: &IrTy| {
                    matches!(ty, IrTy::Int(_) | IrTy::Half | IrTy::Float | IrTy::Double)
                };
                if scalar(snapshot.ty(current)) && scalar(snapshot.ty(access)) {
                    return Ok((self.type_size(current)? == self.type_size(access)?)
                        .then_some((path, current)));
                }
                // A scalar read or written as a vector of the same size, the
                // other way round, or vectors of other element sizes (LLVM
                // folds `asdouble` / `asuint` of doubles into the access):
                // one OpBitcast.
                let vector_of_scalars = |ty: &IrTy| matches!(ty, IrTy::Vector { element, .. } if scalar(snapshot.ty(*element)));
                let (found_ty, access_ty) = (snapshot.ty(current), snapshot.ty(access));
                let element_size = |ty: &IrTy| match ty {
                    IrTy::Vector { element, .. } => self.type_size(*element).ok(),
                    _ => None,
                };
                let punned = (scalar(found_ty) && vector_of_scalars(access_ty))
                    || (vector_of_scalars(found_ty) && scalar(access_ty))
                    || (vector_of_scalars(found_ty)
                        && vector_of_scalars(access_ty)
                        && element_size(found_ty) != element_size(access_ty));
                if punned && self.type_size(current)? == self.type_size(access)? {
                    return Ok(Some((path, current)));
                }
            }
            match snapshot.ty(current) {
                IrTy::Array { element, .. } | IrTy::Vector { element, .. } => {
                    let count = match snapshot.ty(current) {
                        IrTy::Array { count, .. } => *count,
                        IrTy::Vector { count, .. } => u64::from(*count),
                        _ => 0,
                    };
                    let element = *element;
                    let stride = self.type_size(element)?;
                    if stride == 0 {
                        return Ok(None);
                    }
                    let mut index_terms = Vec::new();
                    terms.retain(|term| {
                        if term.scale >= stride && term.scale % stride == 0 {
                            index_terms.push((term.clone(), term.scale / stride));
                            false
                        } else {
                            true
                        }
                    });
                    let constant = offset.div_euclid(stride as i64);
                    offset = offset.rem_euclid(stride as i64);
                    if index_terms.is_empty()
                        && (constant < 0 || (count > 0 && constant as u64 >= count))
                    {
                        return Ok(None);
                    }
                    let index = self.index_sum(constant, &index_terms)?;
                    path.push(index);
                    current = element;
                }
                IrTy::Struct { fields, .. } => {
                    let layout = snapshot
                        .layout(current)
                        .ok_or_else(|| Failure::new("a struct without a layout"))?;
                    let mut chosen = None;
                    for (index, field) in fields.iter().enumerate() {
                        let start = layout.field_offsets[index] as i64;
                        let size = self.type_size(*field)? as i64;
                        if size > 0
                            && start <= offset
                            && offset < start + size
                            && !is_padding(snapshot.ty(*field))
                        {
                            chosen = Some((index, start, *field));
                        }
                    }
                    let Some((index, start, field)) = chosen else {
                        return Ok(None);
                    };
                    path.push(self.module.globals.uint_constant(index as u32));
                    offset -= start;
                    current = field;
                }
                _ => return Ok(None),
            }
        }
    }

    /// `constant + Σ id × factor` as an integer id (the term itself when it
    /// is the whole index, else 32-bit arithmetic).
    fn index_sum(&mut self, constant: i64, terms: &[(Term, u64)]) -> Result<Word> {
        if let [(term, 1)] = terms {
            if constant == 0 {
                return Ok(term.id);
            }
        }
        let int = SpvType::Int(32);
        let mut sum: Option<Word> = None;
        for (term, factor) in terms {
            let id = &self.as_index_width(term.id, &term.ty);
            let scaled = if *factor == 1 {
                *id
            } else {
                let factor = self.module.globals.scalar_constant(&int, *factor);
                self.emit(
                    Op::IMul,
                    &int,
                    vec![Operand::IdRef(*id), Operand::IdRef(factor)],
                )
            };
            sum = Some(match sum {
                None => scaled,
                Some(previous) => self.emit(
                    Op::IAdd,
                    &int,
                    vec![Operand::IdRef(previous), Operand::IdRef(scaled)],
                ),
            });
        }
        let constant_id = self.module.globals.scalar_constant(
            &int,
            i32::try_from(constant).map_err(|_| Failure::new("an index does not fit 32 bits"))?
                as u32 as u64,
        );
        Ok(match sum {
            None => constant_id,
            Some(sum) if constant == 0 => sum,
            Some(sum) => self.emit(
                Op::IAdd,
                &int,
                vec![Operand::IdRef(sum), Operand::IdRef(constant_id)],
            ),
        })
    }

    /// An `OpAccessChain` (or the base itself) to `access` at `pointer`:
    /// the pointer id and the LLVM type it points to.
    fn chain(
        &mut self,
        pointer: &LogicalPointer,
        access: TypeId,
    ) -> Result<Option<(Word, TypeId)>> {
        let Root::Variable {
            base,
            storage,
            prefix,
            object,
        } = &pointer.root
        else {
            return fail("internal error: a texel pointer has no access chain");
        };
        let (base, storage, prefix, object) = (*base, *storage, prefix.clone(), *object);
        let Some((path, found)) = self.path(pointer, object, access)? else {
            return Ok(None);
        };
        let indices: Vec<Word> = prefix.into_iter().chain(path).collect();
        if indices.is_empty() {
            return Ok(Some((base, found)));
        }
        let pointee = self.module.spv_type(found)?;
        let pointer_type = SpvType::Pointer(storage, Box::new(pointee));
        let mut operands = vec![Operand::IdRef(base)];
        operands.extend(indices.into_iter().map(Operand::IdRef));
        let id = self.emit(Op::AccessChain, &pointer_type, operands);
        Ok(Some((id, found)))
    }

    fn describe_miss(&self, pointer: &LogicalPointer, access: TypeId) -> Failure {
        let snapshot = self.module.snapshot;
        let object = match &pointer.root {
            Root::Variable { object, .. } => {
                crate::llvm::snapshot::describe_type(snapshot, *object)
            }
            Root::Texel { .. } => "a texel".to_string(),
        };
        let terms = if pointer.terms.is_empty() {
            ""
        } else {
            " plus a run-time offset"
        };
        Failure::new(format!(
            "an access of {} at byte offset {}{terms} of {object} lands inside no member of that type",
            crate::llvm::snapshot::describe_type(snapshot, access),
            pointer.offset,
        ))
    }

    /// A SPIR-V pointer to the `access`-typed object at `pointer`, for
    /// atomics: an access chain, or `OpImageTexelPointer` for a texel
    /// buffer's texel (component 0). Also the scope of the memory: Workgroup
    /// for workgroup variables, Device otherwise.
    fn atomic_pointer(
        &mut self,
        pointer: &LogicalPointer,
        access: &SpvType,
    ) -> Result<(Word, u32)> {
        const DEVICE: u32 = 1;
        const WORKGROUP: u32 = 2;
        match &pointer.root {
            Root::Texel { handle, coordinate } => {
                if pointer.offset != 0 || !pointer.terms.is_empty() {
                    return fail("an atomic operation on a texel component other than the first is not supported");
                }
                let mut image = handle.resource.variable;
                self.module.note_use(self.function, image);
                if let Some(index) = handle.index {
                    let pointer_type = SpvType::Pointer(
                        StorageClass::UniformConstant,
                        Box::new(handle.resource.element.clone()),
                    );
                    image = self.emit(
                        Op::AccessChain,
                        &pointer_type,
                        vec![Operand::IdRef(image), Operand::IdRef(index)],
                    );
                }
                let sample = self.module.globals.uint_constant(0);
                let texel_pointer = SpvType::Pointer(StorageClass::Image, Box::new(access.clone()));
                let id = self.emit(
                    Op::ImageTexelPointer,
                    &texel_pointer,
                    vec![
                        Operand::IdRef(image),
                        Operand::IdRef(*coordinate),
                        Operand::IdRef(sample),
                    ],
                );
                Ok((id, DEVICE))
            }
            Root::Variable { storage, .. } => {
                let scope = if *storage == StorageClass::Workgroup {
                    WORKGROUP
                } else {
                    DEVICE
                };
                let access_type = self.llvm_type_of_spv(access)?;
                let (chain, found) = self
                    .chain(pointer, access_type)?
                    .ok_or_else(|| self.describe_miss(pointer, access_type))?;
                if self.module.spv_type(found)? != *access {
                    return fail("an atomic operation on memory of another type");
                }
                Ok((chain, scope))
            }
        }
    }

    /// An LLVM integer or float type of the same shape as `ty` (for atomics,
    /// whose operand types are plain scalars).
    fn llvm_type_of_spv(&self, ty: &SpvType) -> Result<TypeId> {
        let wanted = match ty {
            SpvType::Int(bits) => IrTy::Int(*bits),
            SpvType::Float(32) => IrTy::Float,
            SpvType::Float(64) => IrTy::Double,
            SpvType::Float(16) => IrTy::Half,
            _ => return fail("atomic operations take integers or floats"),
        };
        self.module
            .snapshot
            .types
            .iter()
            .position(|known| *known == wanted)
            .map(|index| index as TypeId)
            .ok_or_else(|| Failure::new("internal error: the atomic's type is not in the module"))
    }

    /// `atomicrmw`: `OpAtomic*` with relaxed semantics (HLSL's Interlocked*).
    pub fn atomic_read_modify_write(
        &mut self,
        op: crate::llvm::snapshot::AtomicOp,
        pointer: &LogicalPointer,
        value: Word,
        ty: &SpvType,
    ) -> Result<Word> {
        use crate::llvm::snapshot::AtomicOp as A;
        let opcode = match op {
            A::Xchg => Op::AtomicExchange,
            A::Add => Op::AtomicIAdd,
            A::Sub => Op::AtomicISub,
            A::And => Op::AtomicAnd,
            A::Or => Op::AtomicOr,
            A::Xor => Op::AtomicXor,
            A::Max => Op::AtomicSMax,
            A::Min => Op::AtomicSMin,
            A::UMax => Op::AtomicUMax,
            A::UMin => Op::AtomicUMin,
            other => {
                return fail(format!(
                    "the atomic operation {other:?} is not supported in Vulkan SPIR-V"
                ))
            }
        };
        if ty.is_float() && opcode != Op::AtomicExchange {
            return fail("atomic arithmetic on floats is not supported");
        }
        if ty.bits() == 64 {
            self.module.require(rspirv::spirv::Capability::Int64Atomics);
        }
        let (target, scope) = self.atomic_pointer(pointer, ty)?;
        let scope = self.module.globals.uint_constant(scope);
        let relaxed = self.module.globals.uint_constant(0);
        Ok(self.emit(
            opcode,
            ty,
            vec![
                Operand::IdRef(target),
                Operand::IdRef(scope),
                Operand::IdRef(relaxed),
                Operand::IdRef(value),
            ],
        ))
    }

    /// `cmpxchg`: `OpAtomicCompareExchange`, and the `{ old, old == expected }`
    /// pair LLVM returns.
    pub fn atomic_compare_exchange(
        &mut self,
        pointer: &LogicalPointer,
        expected: Word,
        replacement: Word,
        ty: &SpvType,
        result: &SpvType,
    ) -> Result<Word> {
        if ty.bits() == 64 {
            self.module.require(rspirv::spirv::Capability::Int64Atomics);
        }
        let (target, scope) = self.atomic_pointer(pointer, ty)?;
        let scope = self.module.globals.uint_constant(scope);
        let relaxed = self.module.globals.uint_constant(0);
        let old = self.emit(
            Op::AtomicCompareExchange,
            ty,
            vec![
                Operand::IdRef(target),
                Operand::IdRef(scope),
                Operand::IdRef(relaxed),
                Operand::IdRef(relaxed),
                Operand::IdRef(replacement),
                Operand::IdRef(expected),
            ],
        );
        let swapped = self.emit(
            Op::IEqual,
            &SpvType::Bool,
            vec![Operand::IdRef(old), Operand::IdRef(expected)],
        );
        Ok(self.emit(
            Op::CompositeConstruct,
            result,
            vec![Operand::IdRef(old), Operand::IdRef(swapped)],
        ))
    }

    /// The LLVM type of `size` bytes that starts at `pointer`, the outermost
    /// one when several do (for copies, which LLVM writes as byte counts).
    pub fn type_at(&self, pointer: &LogicalPointer, size: u64) -> Option<TypeId> {
        let Root::Variable { object, .. } = &pointer.root else {
            return None;
        };
        let snapshot = self.module.snapshot;
        let mut current = *object;
        let mut offset = pointer.offset;
        for _ in 0..64 {
            let current_size = snapshot.layout(current)?.size;
            if offset == 0 && current_size == size {
                return Some(current);
            }
            match snapshot.ty(current) {
                IrTy::Array { element, .. } | IrTy::Vector { element, .. } => {
                    let stride = snapshot.layout(*element)?.size;
                    if stride == 0 {
                        return None;
                    }
                    offset = offset.rem_euclid(stride as i64);
                    current = *element;
                }
                IrTy::Struct { fields, .. } => {
                    let layout = snapshot.layout(current)?;
                    let (index, field) =
                        fields.iter().enumerate().rev().find(|(index, field)| {
                            let start = layout.field_offsets[*index] as i64;
                            let field_size =
                                snapshot.layout(**field).map_or(0, |layout| layout.size) as i64;
                            start <= offset && offset < start + field_size
                        })?;
                    offset -= layout.field_offsets[index] as i64;
                    current = *field;
                }
                _ => return None,
            }
        }
        None
    }

    /// Whether `pointer` lands past the last lane of a vector inside its
    /// allocation (the padding of a 3-lane vector).
    fn in_vector_padding(&self, pointer: &LogicalPointer) -> bool {
        let Root::Variable { object, .. } = &pointer.root else {
            return false;
        };
        let snapshot = self.module.snapshot;
        let mut current = *object;
        let mut offset = pointer.offset;
        for _ in 0..64 {
            match snapshot.ty(current) {
                IrTy::Vector { element, count } => {
                    let Some(stride) = snapshot.layout(*element).map(|layout| layout.size as i64)
                    else {
                        return false;
                    };
                    return stride > 0 && offset >= stride * i64::from(*count);
                }
                IrTy::Array { element, .. } => {
                    let Some(stride) = snapshot.layout(*element).map(|layout| layout.size as i64)
                    else {
                        return false;
                    };
                    if stride == 0 {
                        return false;
                    }
                    offset = offset.rem_euclid(stride);
                    current = *element;
                }
                IrTy::Struct { fields, .. } => {
                    let Some(layout) = snapshot.layout(current) else {
                        return false;
                    };
                    let Some(index) = (0..fields.len())
                        .rev()
                        .find(|index| layout.field_offsets[*index] as i64 <= offset)
                    else {
                        return false;
                    };
                    offset -= layout.field_offsets[index] as i64;
                    current = fields[index];
                }
                _ => return false,
            }
        }
        false
    }

    /// Loads a value of LLVM type `access` from `pointer`.
    pub fn load(&mut self, pointer: &LogicalPointer, access: TypeId) -> Result<Word> {
        if let Some(lane) = self.single_lane(access) {
            return self.load(pointer, lane);
        }
        if let Root::Texel { handle, coordinate } = &pointer.root {
            return self.load_texel(pointer, handle.clone(), *coordinate, access);
        }
        let ty = self.module.spv_type(access)?;
        if let Some((chain, found)) = self.chain(pointer, access)? {
            let found_type = self.module.spv_type(found)?;
            let loaded = self.emit(Op::Load, &found_type, vec![Operand::IdRef(chain)]);
            if found_type == ty {
                return Ok(loaded);
            }
            return self.convert(CastOp::BitCast, loaded, &found_type, &ty);
        }
        // Member by member.
        let members = self
            .members_of(access)?
            .ok_or_else(|| self.describe_miss(pointer, access))?;
        let is_vector = matches!(self.module.snapshot.ty(access), IrTy::Vector { .. });
        let mut parts = Vec::with_capacity(members.len());
        for (lane, (offset, member)) in members.into_iter().enumerate() {
            let part_pointer = pointer.plus(offset as i64);
            if is_vector && lane > 0 && self.in_vector_padding(&part_pointer) {
                // The trailing lanes of a vector load that LLVM widened into
                // the padding after a 3-lane vector (`<3 x float>` occupies
                // 16 bytes in the data layout): nothing is stored there, and
                // the widened lanes are never used.
                let lane_type = self.module.spv_type(member)?;
                parts.push(self.module.globals.undef(&lane_type));
                continue;
            }
            parts.push(self.load(&part_pointer, member)?);
        }
        let operands = parts.into_iter().map(Operand::IdRef).collect();
        Ok(self.emit(Op::CompositeConstruct, &ty, operands))
    }

    /// Stores `value` of LLVM type `access` to `pointer`.
    pub fn store(&mut self, pointer: &LogicalPointer, access: TypeId, value: Word) -> Result<()> {
        if let Some(lane) = self.single_lane(access) {
            return self.store(pointer, lane, value);
        }
        if let Root::Texel { handle, coordinate } = &pointer.root {
            return self.store_texel(pointer, handle.clone(), *coordinate, access, value);
        }
        let ty = self.module.spv_type(access)?;
        if let Some((chain, found)) = self.chain(pointer, access)? {
            let found_type = self.module.spv_type(found)?;
            let stored = if found_type == ty {
                value
            } else {
                self.convert(CastOp::BitCast, value, &ty, &found_type)?
            };
            self.emit_void(
                Op::Store,
                vec![Operand::IdRef(chain), Operand::IdRef(stored)],
            );
            return Ok(());
        }
        let members = self
            .members_of(access)?
            .ok_or_else(|| self.describe_miss(pointer, access))?;
        for (index, (offset, member)) in members.into_iter().enumerate() {
            let member_type = self.module.spv_type(member)?;
            let part = self.emit(
                Op::CompositeExtract,
                &member_type,
                vec![Operand::IdRef(value), Operand::LiteralBit32(index as u32)],
            );
            self.store(&pointer.plus(offset as i64), member, part)?;
        }
        Ok(())
    }

    /// The lane type of a one-lane vector type (which the writer writes as
    /// its lane).
    pub fn single_lane(&self, ty: TypeId) -> Option<TypeId> {
        match self.module.snapshot.ty(ty) {
            IrTy::Vector { element, count: 1 } => Some(*element),
            _ => None,
        }
    }

    /// The members of an aggregate or vector type with their byte offsets.
    fn members_of(&self, ty: TypeId) -> Result<Option<Vec<(u64, TypeId)>>> {
        let snapshot = self.module.snapshot;
        Ok(match snapshot.ty(ty) {
            IrTy::Vector { element, count } => {
                let stride = self.type_size(*element)?;
                Some(
                    (0..u64::from(*count))
                        .map(|lane| (lane * stride, *element))
                        .collect(),
                )
            }
            IrTy::Array { element, count } if *count > 0 && *count <= 4096 => {
                let stride = self.type_size(*element)?;
                Some(
                    (0..*count)
                        .map(|index| (index * stride, *element))
                        .collect(),
                )
            }
            IrTy::Struct { fields, .. } => {
                let layout = snapshot
                    .layout(ty)
                    .ok_or_else(|| Failure::new("a struct without a layout"))?;
                Some(
                    fields
                        .iter()
                        .enumerate()
                        .map(|(index, field)| (layout.field_offsets[index], *field))
                        .collect(),
                )
            }
            _ => None,
        })
    }

    /// The image of a handle, loaded (through its descriptor array element).
    pub fn load_image(&mut self, handle: &Handle) -> Result<(Word, SpvType)> {
        let ResourceKind::Image(shape) = handle.resource.kind else {
            return fail("an image was expected");
        };
        let image_type = SpvType::Image(shape);
        let mut pointer = handle.resource.variable;
        self.module.note_use(self.function, pointer);
        if let Some(index) = handle.index {
            let pointer_type =
                SpvType::Pointer(StorageClass::UniformConstant, Box::new(image_type.clone()));
            pointer = self.emit(
                Op::AccessChain,
                &pointer_type,
                vec![Operand::IdRef(pointer), Operand::IdRef(index)],
            );
        }
        let image = self.emit(Op::Load, &image_type, vec![Operand::IdRef(pointer)]);
        Ok((image, image_type))
    }

    /// The whole texel (four components of the image's sampled type).
    fn read_texel(&mut self, handle: &Handle, coordinate: Word) -> Result<(Word, SpvType)> {
        let (image, image_type) = self.load_image(handle)?;
        let SpvType::Image(shape) = image_type else {
            return fail("internal error: not an image");
        };
        let scalar = match shape.sampled_type {
            super::types::ScalarKind::Float(bits) => SpvType::Float(bits),
            super::types::ScalarKind::Int(bits) => SpvType::Int(bits),
        };
        let texel = SpvType::Vector(Box::new(scalar), 4);
        let op = if shape.sampled == 1 {
            Op::ImageFetch
        } else {
            if shape.format == rspirv::spirv::ImageFormat::Unknown {
                self.module
                    .require(rspirv::spirv::Capability::StorageImageReadWithoutFormat);
            }
            Op::ImageRead
        };
        let id = self.emit(
            op,
            &texel,
            vec![Operand::IdRef(image), Operand::IdRef(coordinate)],
        );
        Ok((id, texel))
    }

    /// The first lane and lane count of the image's texel that an access of
    /// `access` at `pointer` covers: one image lane per 16- or 32-bit
    /// element, two 32-bit lanes per 64-bit element of a double image.
    fn texel_lanes(
        &self,
        pointer: &LogicalPointer,
        handle: &Handle,
        texel: &SpvType,
        access: TypeId,
    ) -> Result<(u32, u32)> {
        if !pointer.terms.is_empty() {
            return fail("a texel component chosen at run time is not supported");
        }
        let element_bytes = i64::from(handle.resource.texel_bits / 8).max(1);
        if pointer.offset % element_bytes != 0 || pointer.offset < 0 {
            return fail("an access inside a texel component is not supported");
        }
        let per_element = (handle.resource.texel_bits / texel.bits()).max(1);
        let elements = match self.module.snapshot.ty(access) {
            IrTy::Vector { count, .. } => *count,
            _ => 1,
        };
        let first = (pointer.offset / element_bytes) as u32 * per_element;
        let count = elements * per_element;
        if first + count > 4 {
            return fail("an access beyond the four components of a texel");
        }
        Ok((first, count))
    }

    /// `value` of the image's lane type `from` as the LLVM access type `to`:
    /// the same bits, a pair of 32-bit lanes per double, or a 32-bit lane
    /// narrowed to 16 bits, or the reverse of each.
    fn texel_conversion(
        &mut self,
        value: Word,
        from: &SpvType,
        to: &SpvType,
        signed: bool,
    ) -> Result<Word> {
        if from == to {
            return Ok(value);
        }
        let same_bits = from.bits() * from.lanes() == to.bits() * to.lanes();
        let doubles = from.bits() == 64 || to.bits() == 64;
        if same_bits && (from.bits() == to.bits() || doubles) {
            return self.convert(CastOp::BitCast, value, from, to);
        }
        let op = match (from.is_float(), to.is_float()) {
            (true, true) => Op::FConvert,
            (false, false) if signed => Op::SConvert,
            (false, false) => Op::UConvert,
            _ => {
                return fail(
                    "a texel access whose type neither matches nor converts to the image's",
                )
            }
        };
        Ok(self.emit(op, to, vec![Operand::IdRef(value)]))
    }

    fn load_texel(
        &mut self,
        pointer: &LogicalPointer,
        handle: Handle,
        coordinate: Word,
        access: TypeId,
    ) -> Result<Word> {
        let (texel, texel_type) = self.read_texel(&handle, coordinate)?;
        let ty = self.module.spv_type(access)?;
        let (first, count) = self.texel_lanes(pointer, &handle, &texel_type, access)?;
        let scalar = texel_type.scalar().clone();
        let value = if count == 4 {
            texel
        } else if count == 1 {
            self.emit(
                Op::CompositeExtract,
                &scalar,
                vec![Operand::IdRef(texel), Operand::LiteralBit32(first)],
            )
        } else {
            let narrow = SpvType::Vector(Box::new(scalar.clone()), count);
            let mut operands = vec![Operand::IdRef(texel), Operand::IdRef(texel)];
            operands.extend((first..first + count).map(Operand::LiteralBit32));
            self.emit(Op::VectorShuffle, &narrow, operands)
        };
        let read_type = SpvType::vector_or_scalar(scalar, count);
        self.texel_conversion(value, &read_type, &ty, handle.resource.texel_signed)
    }

    fn store_texel(
        &mut self,
        pointer: &LogicalPointer,
        handle: Handle,
        coordinate: Word,
        access: TypeId,
        value: Word,
    ) -> Result<()> {
        let ResourceKind::Image(shape) = handle.resource.kind else {
            return fail("internal error: not an image");
        };
        if shape.sampled != 2 {
            return fail("a store to a read-only texel buffer");
        }
        let scalar = match shape.sampled_type {
            super::types::ScalarKind::Float(bits) => SpvType::Float(bits),
            super::types::ScalarKind::Int(bits) => SpvType::Int(bits),
        };
        let texel_type = SpvType::Vector(Box::new(scalar.clone()), 4);
        let ty = self.module.spv_type(access)?;
        let (first, count) = self.texel_lanes(pointer, &handle, &texel_type, access)?;
        let written_type = SpvType::vector_or_scalar(scalar.clone(), count);
        let value =
            self.texel_conversion(value, &ty, &written_type, handle.resource.texel_signed)?;
        let texel = if first == 0 {
            value
        } else {
            // A component write: read, replace the lanes, write back.
            let (old, _) = self.read_texel(&handle, coordinate)?;
            let mut merged = old;
            for lane in 0..count {
                let part = if count == 1 {
                    value
                } else {
                    self.emit(
                        Op::CompositeExtract,
                        &scalar,
                        vec![Operand::IdRef(value), Operand::LiteralBit32(lane)],
                    )
                };
                merged = self.emit(
                    Op::CompositeInsert,
                    &texel_type,
                    vec![
                        Operand::IdRef(part),
                        Operand::IdRef(merged),
                        Operand::LiteralBit32(first + lane),
                    ],
                );
            }
            merged
        };
        if shape.format == rspirv::spirv::ImageFormat::Unknown {
            self.module
                .require(rspirv::spirv::Capability::StorageImageWriteWithoutFormat);
        }
        let (image, _) = self.load_image(&handle)?;
        self.emit_void(
            Op::ImageWrite,
            vec![
                Operand::IdRef(image),
                Operand::IdRef(coordinate),
                Operand::IdRef(texel),
            ],
        );
        Ok(())
    }
}

/// Upstream clang's explicit padding members (`target("spirv.Padding", N)`).
fn is_padding(ty: &IrTy) -> bool {
    matches!(ty, IrTy::Target { name, .. } if name == "spirv.Padding")
}
