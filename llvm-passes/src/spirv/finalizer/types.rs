//! Find-or-create for the types and constants the finalizer needs.
//!
//! SPIR-V forbids two declarations of the same non-aggregate type, and LLVM
//! has usually declared `OpTypeFloat 32` / `OpTypeInt 32 0` already, so every
//! type and constant goes through here: an existing declaration with the same
//! opcode and operands is reused, a new one is appended to the end of the
//! types/globals section (after everything it refers to). This module must not
//! touch functions, decorations or anything but `types_global_values`.
//!
//! Lookups go through an [`Index`] of the section (by result id, by opcode
//! and operands, and the arrays of each element type), built once and kept up
//! to date by every edit made here, so that a module with many constants is
//! not scanned once per image instruction. Each lookup answers what a scan
//! of the section in order would: the first matching global.

use std::collections::HashMap;

use rspirv::dr::{Instruction, Operand};
use rspirv::spirv::{Dim, ImageFormat, Op, StorageClass, Word};

use super::ids::{operand_word, operand_words, Ids};
use crate::spirv::marker::{ImageDescriptor, SampledType};

pub(super) struct Types<'m> {
    globals: &'m mut Vec<Instruction>,
    ids: &'m mut Ids,
    index: Index,
}

/// What a global declares, for reuse: opcode, result type and operands (as
/// words, so that equal operands of different spellings compare equal).
type Shape = (Op, Option<Word>, Vec<u32>);

/// Where the globals of the section are, kept in step with the section.
#[derive(Debug, Default)]
struct Index {
    /// Result id → position of the first global with that result id.
    positions: HashMap<Word, usize>,
    /// Shape → result id of the first global of that shape (`None` when that
    /// global has no result id: a scan would have stopped there too).
    shapes: HashMap<Shape, Option<Word>>,
    /// Element type → (result id, length id) of every `OpTypeArray` of it
    /// with an id length, in section order.
    arrays: HashMap<Word, Vec<(Option<Word>, Word)>>,
}

impl Index {
    fn build(globals: &[Instruction]) -> Self {
        let mut index = Index::default();
        for (position, instruction) in globals.iter().enumerate() {
            index.note(position, instruction);
        }
        index
    }

    /// Records `instruction`, which stands at `position`, after every global
    /// recorded so far.
    fn note(&mut self, position: usize, instruction: &Instruction) {
        if let Some(id) = instruction.result_id {
            self.positions.entry(id).or_insert(position);
        }
        self.shapes
            .entry(shape_of(instruction))
            .or_insert(instruction.result_id);
        if instruction.class.opcode == Op::TypeArray {
            if let (Some(Operand::IdRef(element)), Some(Operand::IdRef(length))) =
                (instruction.operands.first(), instruction.operands.get(1))
            {
                self.arrays
                    .entry(*element)
                    .or_default()
                    .push((instruction.result_id, *length));
            }
        }
    }
}

fn shape_of(instruction: &Instruction) -> Shape {
    (
        instruction.class.opcode,
        instruction.result_type,
        operand_words(&instruction.operands),
    )
}

impl<'m> Types<'m> {
    pub(super) fn new(globals: &'m mut Vec<Instruction>, ids: &'m mut Ids) -> Self {
        let index = Index::build(globals);
        Types {
            globals,
            ids,
            index,
        }
    }

    pub(super) fn fresh_id(&mut self) -> Word {
        self.ids.fresh()
    }

    /// The instruction defining global `id`.
    pub(super) fn definition(&self, id: Word) -> Option<&Instruction> {
        let position = *self.index.positions.get(&id)?;
        self.globals.get(position)
    }

    fn push(&mut self, instruction: Instruction) {
        self.index.note(self.globals.len(), &instruction);
        self.globals.push(instruction);
    }

    pub(super) fn find_or_add(
        &mut self,
        opcode: Op,
        result_type: Option<Word>,
        operands: Vec<Operand>,
    ) -> Word {
        let shape = (opcode, result_type, operand_words(&operands));
        if let Some(&Some(id)) = self.index.shapes.get(&shape) {
            return id;
        }
        let id = self.ids.fresh();
        self.push(Instruction::new(opcode, result_type, Some(id), operands));
        id
    }

    /// Appends a global (a variable) that must not be shared.
    pub(super) fn add(&mut self, instruction: Instruction) {
        self.push(instruction);
    }

    /// Gives global `id` (a variable) the type `new_type` and moves it to the
    /// end of the section, after its type (which may be newer than it). Does
    /// nothing when `id` is not a global.
    pub(super) fn retype_global(&mut self, id: Word, new_type: Word) {
        if let Some(&position) = self.index.positions.get(&id) {
            let mut instruction = self.globals.remove(position);
            instruction.result_type = Some(new_type);
            self.globals.push(instruction);
            // Every later global moved; rare enough (one per retyped
            // variable) to re-index the section.
            self.index = Index::build(self.globals);
        }
    }

    pub(super) fn int(&mut self, bits: u32, signed: bool) -> Word {
        self.find_or_add(
            Op::TypeInt,
            None,
            vec![
                Operand::LiteralBit32(bits),
                Operand::LiteralBit32(u32::from(signed)),
            ],
        )
    }

    pub(super) fn float(&mut self, bits: u32) -> Word {
        self.find_or_add(Op::TypeFloat, None, vec![Operand::LiteralBit32(bits)])
    }

    /// `OpTypeVector %component count`.
    pub(super) fn vector(&mut self, component: Word, count: u32) -> Word {
        self.find_or_add(
            Op::TypeVector,
            None,
            vec![Operand::IdRef(component), Operand::LiteralBit32(count)],
        )
    }

    /// The `Sampled Type` of an image: a float, or an integer of the image's
    /// signedness (`OpTypeInt 32 1` for `spirv.SignedImage`, as glslang and
    /// DXC declare it; Vulkan matches it against the view's format). The
    /// instructions on signed images get their signed texel types in
    /// `signedness`.
    pub(super) fn sampled_type(&mut self, sampled: SampledType) -> Word {
        if sampled.is_float() {
            self.float(sampled.bits())
        } else {
            self.int(sampled.bits(), sampled.is_signed_integer())
        }
    }

    pub(super) fn image(&mut self, image: &ImageType) -> Word {
        let descriptor = &image.descriptor;
        let sampled_type = self.sampled_type(descriptor.sampled_type);
        self.find_or_add(
            Op::TypeImage,
            None,
            vec![
                Operand::IdRef(sampled_type),
                Operand::Dim(image.dim),
                Operand::LiteralBit32(descriptor.depth),
                Operand::LiteralBit32(u32::from(descriptor.arrayed)),
                Operand::LiteralBit32(u32::from(descriptor.multisampled)),
                Operand::LiteralBit32(descriptor.sampled),
                Operand::ImageFormat(image.format),
            ],
        )
    }

    pub(super) fn sampler(&mut self) -> Word {
        self.find_or_add(Op::TypeSampler, None, vec![])
    }

    pub(super) fn sampled_image(&mut self, image_type: Word) -> Word {
        self.find_or_add(Op::TypeSampledImage, None, vec![Operand::IdRef(image_type)])
    }

    /// `OpConstant %uint value`.
    pub(super) fn constant_u32(&mut self, value: u32) -> Word {
        let uint = self.int(32, false);
        self.find_or_add(Op::Constant, Some(uint), vec![Operand::LiteralBit32(value)])
    }

    /// The value of a 32-bit integer `OpConstant`.
    fn constant_value(&self, id: Word) -> Option<u32> {
        let constant = self.definition(id)?;
        if constant.class.opcode != Op::Constant {
            return None;
        }
        let ty = self.definition(constant.result_type?)?;
        let is_int32 = ty.class.opcode == Op::TypeInt
            && ty.operands.first().and_then(operand_word) == Some(32);
        if !is_int32 {
            return None;
        }
        constant.operands.first().and_then(operand_word)
    }

    /// `OpTypeArray %element N`, reusing an array whose length constant has
    /// the same value.
    pub(super) fn array(&mut self, element: Word, length: u32) -> Word {
        let existing = self.index.arrays.get(&element).and_then(|arrays| {
            arrays
                .iter()
                .find(|(_, len)| self.constant_value(*len) == Some(length))
        });
        if let Some(&(Some(id), _)) = existing {
            return id;
        }
        let length = self.constant_u32(length);
        self.find_or_add(
            Op::TypeArray,
            None,
            vec![Operand::IdRef(element), Operand::IdRef(length)],
        )
    }

    pub(super) fn runtime_array(&mut self, element: Word) -> Word {
        self.find_or_add(Op::TypeRuntimeArray, None, vec![Operand::IdRef(element)])
    }

    pub(super) fn pointer(&mut self, storage: StorageClass, pointee: Word) -> Word {
        self.find_or_add(
            Op::TypePointer,
            None,
            vec![Operand::StorageClass(storage), Operand::IdRef(pointee)],
        )
    }
}

/// An image descriptor whose parameters are valid `OpTypeImage` operands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct ImageType {
    pub descriptor: ImageDescriptor,
    pub dim: Dim,
    pub format: ImageFormat,
}

impl ImageType {
    /// Checks a marker's image descriptor, or says why it cannot be declared.
    pub(super) fn new(descriptor: ImageDescriptor) -> Result<Self, String> {
        let dim = Dim::from_u32(descriptor.dim)
            .ok_or_else(|| format!("unknown Dim {}", descriptor.dim))?;
        let format = ImageFormat::from_u32(descriptor.format)
            .ok_or_else(|| format!("unknown image format {}", descriptor.format))?;
        if descriptor.depth > 2 || !(1..=2).contains(&descriptor.sampled) {
            return Err(format!(
                "bad image parameters depth {} sampled {}",
                descriptor.depth, descriptor.sampled
            ));
        }
        Ok(ImageType {
            descriptor,
            dim,
            format,
        })
    }
}

/// Helper for errors: a readable form of an image descriptor.
pub(super) fn describe_image(image: &ImageDescriptor) -> String {
    let dim = Dim::from_u32(image.dim)
        .map(|dim| format!("{dim:?}").trim_start_matches("Dim").to_string())
        .unwrap_or_else(|| image.dim.to_string());
    let format = ImageFormat::from_u32(image.format)
        .map(|format| format!("{format:?}"))
        .unwrap_or_else(|| image.format.to_string());
    format!(
        "image {} {dim} depth {} arrayed {} ms {} sampled {} {format}",
        image.sampled_type.name(),
        image.depth,
        u32::from(image.arrayed),
        u32::from(image.multisampled),
        image.sampled
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn type_int(id: Word, bits: u32, signed: u32) -> Instruction {
        Instruction::new(
            Op::TypeInt,
            None,
            Some(id),
            vec![Operand::LiteralBit32(bits), Operand::LiteralBit32(signed)],
        )
    }

    fn constant(id: Word, ty: Word, value: u32) -> Instruction {
        Instruction::new(
            Op::Constant,
            Some(ty),
            Some(id),
            vec![Operand::LiteralBit32(value)],
        )
    }

    /// The index answers what a scan in section order answered: the first
    /// global of a shape, also after additions and a retyped variable.
    #[test]
    fn lookups_find_the_first_matching_global() {
        let mut globals = vec![
            type_int(1, 32, 0),
            type_int(2, 32, 0),
            constant(3, 1, 4),
            constant(4, 2, 4),
            Instruction::new(
                Op::TypeArray,
                None,
                Some(5),
                vec![Operand::IdRef(1), Operand::IdRef(4)],
            ),
        ];
        let mut ids = Ids::new(10);
        let mut types = Types::new(&mut globals, &mut ids);
        assert_eq!(types.int(32, false), 1);
        assert_eq!(types.constant_u32(4), 3);
        // Found by the value of its length, though that constant is not the
        // one `constant_u32` reuses.
        assert_eq!(types.array(1, 4), 5);
        assert_eq!(types.definition(4).map(|c| c.result_type), Some(Some(2)));
        let signed = types.int(32, true);
        assert_eq!(signed, 10);
        assert_eq!(types.int(32, true), signed);
        assert_eq!(types.array(signed, 4), 11);
        let pointer = types.pointer(StorageClass::Private, 1);
        types.add(Instruction::new(
            Op::Variable,
            Some(pointer),
            Some(20),
            vec![Operand::StorageClass(StorageClass::Private)],
        ));
        let other = types.pointer(StorageClass::Private, signed);
        types.retype_global(20, other);
        assert_eq!(
            types.definition(20).and_then(|v| v.result_type),
            Some(other)
        );
        assert_eq!(types.pointer(StorageClass::Private, 1), pointer);
        assert_eq!(
            types.definition(signed).map(|t| t.class.opcode),
            Some(Op::TypeInt)
        );
        let order: Vec<_> = globals.iter().filter_map(|g| g.result_id).collect();
        assert_eq!(order, [1, 2, 3, 4, 5, 10, 11, 12, 13, 20]);
    }
}
