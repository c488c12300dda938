//! Explicit layouts of Vulkan buffer blocks: the `Offset` of every member and
//! the `ArrayStride` of every array inside a `StorageBuffer` or `Uniform`
//! block, set from [`crate::buffer_layout`] (std430 for storage buffers, std140 for
//! uniform buffers, both with DXC's relaxed vector placement).
//!
//! Why the finalizer does this: LLVM 22's SPIR-V target derives these
//! decorations from a default `DataLayout`, in which a 3-component vector
//! occupies 16 bytes and an array's stride is its element's size in bits / 8.
//! So an array of `float3` gets stride 12 (std430 needs 16), and no LLVM type
//! can put a scalar in the 4 bytes after a `float3` (std430, std140 and HLSL
//! all do). Code addresses members by index (`OpAccessChain`), so only the
//! decorations change. A block holding explicit padding members (types named
//! `spirv.Padding`, as upstream clang lays out cbuffers) carries its producer's
//! layout in that padding and keeps LLVM's decorations. This module plans
//! every change before making any; it touches decorations only, never types
//! or functions.

use std::collections::HashMap;

use rspirv::dr::{Instruction, Module, Operand};
use rspirv::spirv::{Decoration, Op, StorageClass, Word};

use super::error::FinalizeError;
use super::ids::{operand_id, operand_word};
use crate::buffer_layout::{LayoutRule, LayoutType};

/// The decorations a module's blocks need.
#[derive(Debug, Default, PartialEq, Eq)]
pub(super) struct BlockLayouts {
    /// Struct id → the offset of each member.
    offsets: HashMap<Word, Vec<u32>>,
    /// Array id → its stride.
    strides: HashMap<Word, u32>,
}

/// Computes the layout of every buffer block of `module`.
pub(super) fn plan(module: &Module) -> Result<BlockLayouts, FinalizeError> {
    let definitions: HashMap<Word, &Instruction> = module
        .types_global_values
        .iter()
        .filter_map(|instruction| Some((instruction.result_id?, instruction)))
        .collect();
    let names: HashMap<Word, &str> = module
        .debug_names
        .iter()
        .filter(|name| name.class.opcode == Op::Name)
        .filter_map(|name| match (name.operands.first(), name.operands.get(1)) {
            (Some(Operand::IdRef(id)), Some(Operand::LiteralString(text))) => {
                Some((*id, text.as_str()))
            }
            _ => None,
        })
        .collect();
    let padding: Vec<Word> = names
        .iter()
        .filter(|(_, name)| **name == PADDING_NAME)
        .map(|(id, _)| *id)
        .collect();
    let planner = Planner {
        definitions,
        buffer_blocks: decorated(module, Decoration::BufferBlock),
        padding,
        names,
    };
    let mut layouts = BlockLayouts::default();
    let mut rules: HashMap<Word, LayoutRule> = HashMap::new();
    for variable in &module.types_global_values {
        if variable.class.opcode != Op::Variable {
            continue;
        }
        let Some(block) = planner.pointee(variable.result_type) else {
            continue;
        };
        let rule = match variable.operands.first() {
            Some(Operand::StorageClass(StorageClass::StorageBuffer)) => LayoutRule::Std430,
            Some(Operand::StorageClass(StorageClass::Uniform))
                if planner.buffer_blocks.contains(&block) =>
            {
                LayoutRule::Std430
            }
            Some(Operand::StorageClass(StorageClass::Uniform)) => LayoutRule::Std140,
            _ => continue,
        };
        if planner.holds_padding(block) {
            continue;
        }
        planner.visit(block, rule, &mut layouts, &mut rules)?;
    }
    Ok(layouts)
}

/// Sets the planned decorations: existing `Offset` / `ArrayStride` operands
/// are replaced, missing ones added.
pub(super) fn apply(module: &mut Module, layouts: &BlockLayouts) {
    let mut placed_offsets: HashMap<(Word, u32), ()> = HashMap::new();
    let mut placed_strides: HashMap<Word, ()> = HashMap::new();
    for annotation in &mut module.annotations {
        match (annotation.class.opcode, annotation.operands.as_slice()) {
            (
                Op::MemberDecorate,
                [Operand::IdRef(target), Operand::LiteralBit32(member), Operand::Decoration(Decoration::Offset), ..],
            ) => {
                let (target, member) = (*target, *member);
                if let Some(offset) = layouts
                    .offsets
                    .get(&target)
                    .and_then(|offsets| offsets.get(member as usize))
                {
                    annotation.operands[3] = Operand::LiteralBit32(*offset);
                    placed_offsets.insert((target, member), ());
                }
            }
            (
                Op::Decorate,
                [Operand::IdRef(target), Operand::Decoration(Decoration::ArrayStride), ..],
            ) => {
                let target = *target;
                if let Some(stride) = layouts.strides.get(&target) {
                    annotation.operands[2] = Operand::LiteralBit32(*stride);
                    placed_strides.insert(target, ());
                }
            }
            _ => {}
        }
    }
    let mut missing: Vec<Instruction> = Vec::new();
    let mut structs: Vec<_> = layouts.offsets.iter().collect();
    structs.sort();
    for (target, offsets) in structs {
        for (member, offset) in offsets.iter().enumerate() {
            if !placed_offsets.contains_key(&(*target, member as u32)) {
                missing.push(Instruction::new(
                    Op::MemberDecorate,
                    None,
                    None,
                    vec![
                        Operand::IdRef(*target),
                        Operand::LiteralBit32(member as u32),
                        Operand::Decoration(Decoration::Offset),
                        Operand::LiteralBit32(*offset),
                    ],
                ));
            }
        }
    }
    let mut arrays: Vec<_> = layouts.strides.iter().collect();
    arrays.sort();
    for (target, stride) in arrays {
        if !placed_strides.contains_key(target) {
            missing.push(Instruction::new(
                Op::Decorate,
                None,
                None,
                vec![
                    Operand::IdRef(*target),
                    Operand::Decoration(Decoration::ArrayStride),
                    Operand::LiteralBit32(*stride),
                ],
            ));
        }
    }
    module.annotations.extend(missing);
}

fn rule_name(rule: LayoutRule) -> &'static str {
    match rule {
        LayoutRule::Std430 => "std430 (storage buffers)",
        LayoutRule::Std140 => "std140 (uniform buffers)",
        LayoutRule::D3DStructured => "D3D structured-buffer packing",
        LayoutRule::CBufferLegacy => "legacy cbuffer packing",
    }
}

/// The ids that carry `decoration` (`OpDecorate %id Decoration`).
pub(super) fn decorated(module: &Module, decoration: Decoration) -> Vec<Word> {
    module
        .annotations
        .iter()
        .filter(|annotation| annotation.class.opcode == Op::Decorate)
        .filter(|annotation| annotation.operands.get(1) == Some(&Operand::Decoration(decoration)))
        .filter_map(|annotation| annotation.operands.first().and_then(operand_id))
        .collect()
}

/// The name LLVM gives the type of upstream clang's padding members.
const PADDING_NAME: &str = "spirv.Padding";

struct Planner<'m> {
    definitions: HashMap<Word, &'m Instruction>,
    buffer_blocks: Vec<Word>,
    /// Types named [`PADDING_NAME`].
    padding: Vec<Word>,
    names: HashMap<Word, &'m str>,
}

impl Planner<'_> {
    /// Whether type `id` is or contains an explicit padding member.
    fn holds_padding(&self, id: Word) -> bool {
        if self.padding.contains(&id) {
            return true;
        }
        match self.definitions.get(&id) {
            Some(definition)
                if matches!(
                    definition.class.opcode,
                    Op::TypeStruct | Op::TypeArray | Op::TypeRuntimeArray
                ) =>
            {
                self.member_ids(definition)
                    .into_iter()
                    .filter(|member| {
                        // An array's length is a constant, not a member.
                        self.definitions
                            .get(member)
                            .is_some_and(|m| m.class.opcode != Op::Constant)
                    })
                    .any(|member| self.holds_padding(member))
            }
            _ => false,
        }
    }

    fn definition(&self, id: Word) -> Result<&Instruction, FinalizeError> {
        self.definitions
            .get(&id)
            .copied()
            .ok_or_else(|| FinalizeError::Malformed {
                id,
                reason: "a buffer block refers to a type the module does not declare".to_string(),
            })
    }

    /// The type a pointer type points to.
    fn pointee(&self, pointer_type: Option<Word>) -> Option<Word> {
        let pointer = self.definitions.get(&pointer_type?)?;
        if pointer.class.opcode != Op::TypePointer {
            return None;
        }
        pointer.operands.get(1).and_then(operand_id)
    }

    /// Plans the decorations of `id` and everything inside it under `rule`.
    fn visit(
        &self,
        id: Word,
        rule: LayoutRule,
        layouts: &mut BlockLayouts,
        rules: &mut HashMap<Word, LayoutRule>,
    ) -> Result<(), FinalizeError> {
        let definition = self.definition(id)?;
        let aggregate = matches!(
            definition.class.opcode,
            Op::TypeStruct | Op::TypeArray | Op::TypeRuntimeArray
        );
        if !aggregate {
            return Ok(());
        }
        match rules.get(&id) {
            Some(previous) if *previous == rule => return Ok(()),
            Some(previous) => {
                let name = self
                    .names
                    .get(&id)
                    .map(|name| format!(" '{name}'"))
                    .unwrap_or_default();
                return Err(FinalizeError::Malformed {
                    id,
                    reason: format!(
                        "type{name} is used in two kinds of buffer, laid out by {} and by {}; \
                         texel cannot give one SPIR-V type two layouts yet",
                        rule_name(*previous),
                        rule_name(rule)
                    ),
                });
            }
            None => {
                rules.insert(id, rule);
            }
        }
        match definition.class.opcode {
            Op::TypeStruct => {
                let members = self.member_ids(definition);
                let types = members
                    .iter()
                    .map(|member| self.layout_type(*member))
                    .collect::<Result<Vec<_>, _>>()?;
                layouts
                    .offsets
                    .insert(id, rule.struct_layout(&types).offsets);
                for member in members {
                    self.visit(member, rule, layouts, rules)?;
                }
            }
            _ => {
                let element = self.member_ids(definition)[0];
                let stride = rule.array_stride(&self.layout_type(element)?);
                layouts.strides.insert(id, stride);
                self.visit(element, rule, layouts, rules)?;
            }
        }
        Ok(())
    }

    fn member_ids(&self, definition: &Instruction) -> Vec<Word> {
        definition.operands.iter().filter_map(operand_id).collect()
    }

    /// The SPIR-V type `id` as the layout rules see it.
    fn layout_type(&self, id: Word) -> Result<LayoutType, FinalizeError> {
        let definition = self.definition(id)?;
        let unsupported = || FinalizeError::Malformed {
            id,
            reason: format!(
                "{:?} inside a buffer block has no layout texel knows",
                definition.class.opcode
            ),
        };
        let word = |index: usize| definition.operands.get(index).and_then(operand_word);
        Ok(match definition.class.opcode {
            Op::TypeInt | Op::TypeFloat => LayoutType::Scalar {
                bytes: word(0).ok_or_else(unsupported)? / 8,
            },
            Op::TypeVector => {
                let component = self.layout_type(self.member_ids(definition)[0])?;
                let LayoutType::Scalar { bytes } = component else {
                    return Err(unsupported());
                };
                LayoutType::Vector {
                    scalar_bytes: bytes,
                    count: word(1).ok_or_else(unsupported)?,
                }
            }
            Op::TypeArray => {
                let ids = self.member_ids(definition);
                let length = self.definition(ids[1])?;
                let count = match (length.class.opcode, length.operands.first()) {
                    (Op::Constant, Some(operand)) => operand_word(operand),
                    _ => None,
                }
                .ok_or_else(unsupported)?;
                LayoutType::Array {
                    element: Box::new(self.layout_type(ids[0])?),
                    count,
                }
            }
            Op::TypeRuntimeArray => LayoutType::Array {
                element: Box::new(self.layout_type(self.member_ids(definition)[0])?),
                count: 0,
            },
            Op::TypeStruct => LayoutType::Struct(
                self.member_ids(definition)
                    .into_iter()
                    .map(|member| self.layout_type(member))
                    .collect::<Result<Vec<_>, _>>()?,
            ),
            _ => return Err(unsupported()),
        })
    }
}
