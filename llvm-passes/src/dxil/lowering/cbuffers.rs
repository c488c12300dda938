//! Constant buffers in upstream clang's shape: a handle global `@Name.cb` of
//! type `target("dx.CBuffer", %__cblayout_Name)` into which the entry stores
//! the created handle, one `addrspace(2)` global per member that code loads
//! directly (or through constant GEPs), and `!hlsl.cbs = !{!{ptr @Name.cb,
//! ptr addrspace(2) @member, …}}` tying them together (a member may be `null`
//! when it was optimised away).
//!
//! Member `i` lives at the offset of the `i`th non-padding field of the layout
//! struct (`target("dx.Padding", N)` fields are padding), as upstream's
//! `CBufferMetadata` reads it. Every load becomes CBufferLoadLegacy rows: the
//! byte offset `o` of each component is in row `o / 16`, field
//! `(o % 16) / size`. Loads of aggregates (struct and array members, with
//! their padding) read each scalar and vector leaf; a variable array index
//! whose element takes whole rows (as legacy packing lays arrays out) adds
//! `index × rows` to the row. Reading needs the handle created in the loading
//! function's entry block before the load. Nothing here edits IR.

use std::collections::HashMap;

use crate::llvm::{
    array_length, classify_pointer_user, element_pointer_base, element_type, global_value_type,
    instruction_view, ir_type_of, is_array_type, is_struct_type, is_volatile_or_atomic, operand,
    printed_type, printed_value, struct_fields, target_type_parameter, type_of, users_of,
    value_name, ByteOffset, DataLayout, FunctionView, InstructionView, IrBuilder, LLVMTypeRef,
    LLVMValueRef, ModuleView, PointerUser, ScaledIndex,
};

use super::messages::{CBufferAccess, DxilLoweringError as E};
use crate::dxil::checked_op::CheckedOp;
use crate::dxil::ops::{OpCode, Overload};
use crate::ir_type::IrType;
use crate::target::DxilTarget;

/// The named metadata upstream clang writes for cbuffers.
pub const CBUFFER_METADATA: &str = "hlsl.cbs";
/// The target type of cbuffer handles and of their layout padding.
pub const CBUFFER_TYPE: &str = "dx.CBuffer";
const PADDING_TYPE: &str = "dx.Padding";
/// Bytes per cbuffer row.
pub const ROW_BYTES: u64 = 16;

/// A scalar or vector read by a cbuffer load.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CBufferLeaf {
    /// `extractvalue` / `insertvalue` indices from the loaded value.
    pub path: Vec<u32>,
    /// Constant byte offset of its first component in the cbuffer.
    pub offset: u64,
    pub overload: Overload,
    /// Components (1 for a scalar).
    pub lanes: u32,
    /// CBufferLoadLegacy on the overload, checked for the module.
    pub op: CheckedOp,
}

impl CBufferLeaf {
    /// `(row, field)` of each component (rows before any variable ones).
    pub fn components(&self) -> Vec<(u32, u32)> {
        let size = u64::from(self.overload.byte_size());
        (0..u64::from(self.lanes))
            .map(|lane| {
                let byte = self.offset + lane * size;
                (
                    (byte / ROW_BYTES) as u32,
                    ((byte % ROW_BYTES) / size) as u32,
                )
            })
            .collect()
    }
}

/// One load of a cbuffer member (or part of one).
#[derive(Clone, Debug)]
pub struct CBufferLoad {
    pub instruction: LLVMValueRef,
    /// The handle creation (in the same function) whose handle it reads.
    pub creation: usize,
    /// The loaded type.
    pub ty: LLVMTypeRef,
    pub leaves: Vec<CBufferLeaf>,
    /// Variable indices, each scaled to whole rows, that add to every row.
    pub variable_rows: Vec<ScaledIndex>,
}

/// Everything the rewrite of the module's cbuffers needs.
#[derive(Clone, Debug, Default)]
pub struct CBufferPlan {
    pub loads: Vec<CBufferLoad>,
    /// GEP instructions on member globals, parents before children.
    pub element_pointers: Vec<LLVMValueRef>,
    /// Stores of created handles into the handle globals.
    pub handle_stores: Vec<LLVMValueRef>,
    /// Member and handle globals, deleted at the end.
    pub globals: Vec<LLVMValueRef>,
    /// Whether `!hlsl.cbs` exists (and is removed).
    pub has_metadata: bool,
}

/// Whether `ty` is `target("dx.CBuffer", …)`.
pub fn is_cbuffer_handle_type(ty: &IrType) -> bool {
    ty.as_target()
        .is_some_and(|target| target.name == CBUFFER_TYPE)
}

/// The layout struct of a cbuffer handle type and its size in bytes (the
/// alloc size of the layout, as upstream's `getCBufferSize`), `None` when the
/// type is no cbuffer handle of a sized struct.
pub fn cbuffer_layout(
    handle_type: LLVMTypeRef,
    layout: &DataLayout<'_>,
) -> Option<(LLVMTypeRef, u32)> {
    if !is_cbuffer_handle_type(&ir_type_of(handle_type)) {
        return None;
    }
    let struct_type = target_type_parameter(handle_type, 0)?;
    if !is_struct_type(struct_type) || !layout.is_sized(struct_type) {
        return None;
    }
    let size = u32::try_from(layout.alloc_size(struct_type)).ok()?;
    Some((struct_type, size))
}

/// The non-padding fields of a layout struct: their types and offsets.
pub fn member_fields(struct_type: LLVMTypeRef, layout: &DataLayout<'_>) -> Vec<(LLVMTypeRef, u64)> {
    struct_fields(struct_type)
        .into_iter()
        .enumerate()
        .filter(|(_, field)| !is_padding(*field))
        .map(|(index, field)| (field, layout.field_offset(struct_type, index as u32)))
        .collect()
}

/// `ty` without its padding fields, at any depth (structs that had some
/// become literal structs of the rest), for the cbuffer's symbol type.
pub fn without_padding(builder: &IrBuilder<'_>, ty: LLVMTypeRef) -> LLVMTypeRef {
    if is_struct_type(ty) {
        let fields = struct_fields(ty);
        let kept: Vec<LLVMTypeRef> = fields
            .iter()
            .filter(|field| !is_padding(**field))
            .map(|field| without_padding(builder, *field))
            .collect();
        if kept == fields {
            ty
        } else {
            builder.literal_struct(&kept)
        }
    } else if is_array_type(ty) {
        let element = element_type(ty);
        let kept = without_padding(builder, element);
        if kept == element {
            ty
        } else {
            builder.array_type(kept, array_length(ty))
        }
    } else {
        ty
    }
}

fn is_padding(ty: LLVMTypeRef) -> bool {
    ir_type_of(ty)
        .as_target()
        .is_some_and(|target| target.name == PADDING_TYPE)
}

/// A problem found while reading the cbuffers: at an instruction, or about
/// the module.
pub enum CBufferProblem<'m> {
    At(FunctionView<'m>, InstructionView<'m>, E),
    Module(E),
}

/// Reads `!hlsl.cbs` and every member load. `creation_of_value` maps handle
/// creation calls to their index. The plan is complete only when there are
/// no problems; its handle stores are known either way.
pub fn analyse_cbuffers<'m>(
    module: ModuleView<'m>,
    layout: &DataLayout<'m>,
    creation_of_value: &HashMap<LLVMValueRef, usize>,
    target: DxilTarget,
) -> (CBufferPlan, Vec<CBufferProblem<'m>>) {
    let mut plan = CBufferPlan::default();
    let mut problems = Vec::new();
    let Some(nodes) = module.named_metadata_values(CBUFFER_METADATA) else {
        return (plan, problems);
    };
    plan.has_metadata = true;
    for node in nodes {
        let Some(Some(handle_global)) = node.first().copied() else {
            problems.push(CBufferProblem::Module(E::CBufferNodeWithoutHandle));
            continue;
        };
        let handle_type = global_value_type(handle_global);
        let name = value_name(handle_global);
        let Some((struct_type, _)) = cbuffer_layout(handle_type, layout) else {
            problems.push(CBufferProblem::Module(E::CBufferHandleNotLayout {
                name,
                found: printed_type(handle_type),
            }));
            continue;
        };
        let fields = member_fields(struct_type, layout);
        let members = &node[1..];
        if members.len() > fields.len() {
            problems.push(CBufferProblem::Module(E::CBufferMemberCount {
                name,
                members: members.len(),
                layout: printed_type(struct_type),
                fields: fields.len(),
            }));
            continue;
        }
        if plan.globals.contains(&handle_global) {
            problems.push(CBufferProblem::Module(E::CBufferListedTwice { name }));
            continue;
        }
        let creations =
            handle_creations(handle_global, creation_of_value, &mut plan, &mut problems);
        plan.globals.push(handle_global);
        for (member, (_, offset)) in members.iter().zip(&fields) {
            let Some(member) = *member else {
                continue;
            };
            if plan.globals.contains(&member) {
                problems.push(CBufferProblem::Module(E::CBufferMemberListedTwice {
                    member: printed_value(member),
                }));
                continue;
            }
            plan.globals.push(member);
            let mut reader = MemberReader {
                layout,
                target,
                cbuffer: &name,
                creations: &creations,
                plan: &mut plan,
                problems: &mut problems,
            };
            reader.read(member, *offset);
        }
    }
    (plan, problems)
}

/// Per function: the handle creation stored into a handle global there (its
/// index and its call).
type Creations = HashMap<LLVMValueRef, (usize, LLVMValueRef)>;

/// The stores of created handles into `handle_global`, by function.
fn handle_creations<'m>(
    handle_global: LLVMValueRef,
    creation_of_value: &HashMap<LLVMValueRef, usize>,
    plan: &mut CBufferPlan,
    problems: &mut Vec<CBufferProblem<'m>>,
) -> Creations {
    let mut creations = Creations::new();
    for user in users_of(handle_global) {
        let Some(instruction) = as_instruction::<'m>(user) else {
            if !users_of(user).is_empty() {
                problems.push(CBufferProblem::Module(E::CBufferHandleUser {
                    name: value_name(handle_global),
                    user: printed_value(user),
                }));
            }
            continue;
        };
        let function = instruction.function();
        let stored = match classify_pointer_user(user, handle_global) {
            PointerUser::Store { value, .. } => creation_of_value.get(&value).copied(),
            _ => None,
        };
        match stored {
            Some(creation) => {
                plan.handle_stores.push(user);
                let call = operand(user, 0);
                creations
                    .entry(function.as_raw())
                    .or_insert((creation, call));
            }
            None => problems.push(CBufferProblem::At(
                function,
                instruction,
                E::CBufferHandleNotStored {
                    name: value_name(handle_global),
                },
            )),
        }
    }
    creations
}

fn as_instruction<'m>(value: LLVMValueRef) -> Option<InstructionView<'m>> {
    instruction_view(value)
}

/// Walks the users of one member global.
struct MemberReader<'a, 'm> {
    layout: &'a DataLayout<'m>,
    target: DxilTarget,
    cbuffer: &'a str,
    creations: &'a Creations,
    plan: &'a mut CBufferPlan,
    problems: &'a mut Vec<CBufferProblem<'m>>,
}

impl<'m> MemberReader<'_, 'm> {
    fn read(&mut self, member: LLVMValueRef, member_offset: u64) {
        let start = ByteOffset {
            constant: member_offset as i64,
            scaled: Vec::new(),
        };
        let mut work = vec![(member, start)];
        while let Some((pointer, offset)) = work.pop() {
            for user in users_of(pointer) {
                if let Some(next) = self.read_user(user, pointer, &offset) {
                    work.push(next);
                }
            }
        }
    }

    /// Records a load, or returns the pointer a GEP makes and its offset.
    fn read_user(
        &mut self,
        user: LLVMValueRef,
        pointer: LLVMValueRef,
        offset: &ByteOffset,
    ) -> Option<(LLVMValueRef, ByteOffset)> {
        let instruction = as_instruction::<'m>(user);
        if element_pointer_base(user) == Some(pointer) {
            let target = self
                .layout
                .element_pointer_terms(user)
                .and_then(|delta| offset.plus(&delta))
                .filter(|target| {
                    target.constant >= 0
                        && target
                            .scaled
                            .iter()
                            .all(|term| term.scale % ROW_BYTES as i64 == 0)
                });
            let Some(target) = target else {
                self.problem(user, CBufferAccess::Address);
                return None;
            };
            if instruction.is_some() {
                self.plan.element_pointers.push(user);
            }
            return Some((user, target));
        }
        let Some(instruction) = instruction else {
            if !users_of(user).is_empty() {
                self.problem(user, CBufferAccess::OtherUse);
            }
            return None;
        };
        match classify_pointer_user(user, pointer) {
            PointerUser::Load { .. } => self.read_load(instruction, offset),
            PointerUser::Store { .. } => self.problem(user, CBufferAccess::Store),
            _ => self.problem(user, CBufferAccess::NotALoad),
        }
        None
    }

    fn read_load(&mut self, instruction: InstructionView<'m>, offset: &ByteOffset) {
        let raw = instruction.as_raw();
        if is_volatile_or_atomic(raw) {
            return self.problem(raw, CBufferAccess::VolatileOrAtomic);
        }
        let ty = type_of(raw);
        let memory_leaves = match self.layout.leaves_skipping(ty, &is_padding) {
            Ok(leaves) if !leaves.is_empty() => leaves,
            Ok(_) => return self.problem(raw, CBufferAccess::Empty),
            Err(part) => return self.problem(raw, CBufferAccess::UnsupportedPart { part }),
        };
        let mut leaves = Vec::new();
        for leaf in memory_leaves {
            let (scalar, lanes) = match leaf.ty {
                IrType::Scalar(scalar) => (scalar, 1),
                IrType::Vector(scalar, lanes) => (scalar, lanes),
                _ => unreachable!("leaves are scalars or vectors"),
            };
            let Some(overload) = Overload::of_scalar(scalar) else {
                return self.problem(raw, CBufferAccess::ScalarSize { scalar });
            };
            let start = offset.constant as u64 + leaf.offset;
            if start % u64::from(overload.byte_size()) != 0 {
                return self.problem(
                    raw,
                    CBufferAccess::Misaligned {
                        start,
                        component_size: overload.byte_size(),
                    },
                );
            }
            let op = match CheckedOp::new(OpCode::CBufferLoadLegacy, Some(overload), self.target) {
                Ok(op) => op,
                Err(error) => {
                    let function = instruction.function();
                    self.problems
                        .push(CBufferProblem::At(function, instruction, error.into()));
                    return;
                }
            };
            leaves.push(CBufferLeaf {
                path: leaf.path,
                offset: start,
                overload,
                lanes,
                op,
            });
        }
        let function = instruction.function();
        let Some((creation, call)) = self.creations.get(&function.as_raw()).copied() else {
            return self.problem(
                raw,
                CBufferAccess::NoHandleCreation {
                    function: function.name(),
                    cbuffer: self.cbuffer.to_string(),
                },
            );
        };
        if !dominates_in_entry(call, raw) {
            return self.problem(
                raw,
                CBufferAccess::HandleNotInEntry {
                    function: function.name(),
                },
            );
        }
        let variable_rows = offset
            .scaled
            .iter()
            .map(|term| ScaledIndex {
                scale: term.scale / ROW_BYTES as i64,
                ..*term
            })
            .collect();
        self.plan.loads.push(CBufferLoad {
            instruction: raw,
            creation,
            ty,
            leaves,
            variable_rows,
        });
    }

    fn problem(&mut self, user: LLVMValueRef, why: CBufferAccess) {
        let cbuffer = self.cbuffer.trim_end_matches(".cb").to_string();
        match as_instruction::<'m>(user) {
            Some(instruction) => self.problems.push(CBufferProblem::At(
                instruction.function(),
                instruction,
                E::CBufferAccess { cbuffer, why },
            )),
            None => self.problems.push(CBufferProblem::Module(E::CBufferUse {
                user: printed_value(user),
                cbuffer,
                why,
            })),
        }
    }
}

/// Whether `call` is in its function's entry block and, when `load` is in
/// that block too, comes before it.
fn dominates_in_entry(call: LLVMValueRef, load: LLVMValueRef) -> bool {
    instruction_view(call).is_some_and(|call| call.is_in_entry_block_before(load))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn load(offset: u64, overload: Overload, lanes: u32) -> CBufferLeaf {
        let target = DxilTarget {
            shader_model: crate::target::ShaderModel::six(0),
            stage: crate::target::Stage::Pixel,
        };
        CBufferLeaf {
            path: Vec::new(),
            offset,
            overload,
            lanes,
            op: CheckedOp::new(OpCode::CBufferLoadLegacy, Some(overload), target).unwrap(),
        }
    }

    #[test]
    fn components_take_rows_of_16_bytes() {
        // float at 4: row 0, field 1.
        assert_eq!(load(4, Overload::F32, 1).components(), [(0, 1)]);
        // float3 at 4: row 0, fields 1..3.
        assert_eq!(
            load(4, Overload::F32, 3).components(),
            [(0, 1), (0, 2), (0, 3)]
        );
        // float4 at 32: row 2.
        assert_eq!(
            load(32, Overload::F32, 4).components(),
            [(2, 0), (2, 1), (2, 2), (2, 3)]
        );
        // double2 at 16: row 1, fields 0 and 1 of the two-field row.
        assert_eq!(load(16, Overload::F64, 2).components(), [(1, 0), (1, 1)]);
        // half at 22: row 1, field 3 of the eight-field row.
        assert_eq!(load(22, Overload::F16, 1).components(), [(1, 3)]);
        // A vector crossing a row (upstream wraps to the next row).
        assert_eq!(
            load(8, Overload::I32, 4).components(),
            [(0, 2), (0, 3), (1, 0), (1, 1)]
        );
    }
}
