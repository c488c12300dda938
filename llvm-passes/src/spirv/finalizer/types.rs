//! Find-or-create for the types and constants the finalizer needs.
//!
//! SPIR-V forbids two declarations of the same non-aggregate type, and LLVM
//! has usually declared `OpTypeFloat 32` / `OpTypeInt 32 0` already, so every
//! type and constant goes through here: an existing declaration with the same
//! opcode and operands is reused, a new one is appended to the end of the
//! types/globals section (after everything it refers to). This module must not
//! touch functions, decorations or anything but `types_global_values`.

use rspirv::dr::{Instruction, Operand};
use rspirv::spirv::{Dim, ImageFormat, Op, StorageClass, Word};

use super::ids::{operand_word, operand_words, Ids};
use crate::spirv::marker::{ImageDescriptor, SampledType};

pub(super) struct Types<'m> {
    globals: &'m mut Vec<Instruction>,
    ids: &'m mut Ids,
}

impl<'m> Types<'m> {
    pub(super) fn new(globals: &'m mut Vec<Instruction>, ids: &'m mut Ids) -> Self {
        Types { globals, ids }
    }

    pub(super) fn fresh_id(&mut self) -> Word {
        self.ids.fresh()
    }

    /// The instruction defining global `id`.
    pub(super) fn definition(&self, id: Word) -> Option<&Instruction> {
        self.globals
            .iter()
            .find(|instruction| instruction.result_id == Some(id))
    }

    fn find(&self, opcode: Op, result_type: Option<Word>, operands: &[Operand]) -> Option<Word> {
        let wanted = operand_words(operands);
        self.globals
            .iter()
            .find(|instruction| {
                instruction.class.opcode == opcode
                    && instruction.result_type == result_type
                    && operand_words(&instruction.operands) == wanted
            })
            .and_then(|instruction| instruction.result_id)
    }

    pub(super) fn find_or_add(
        &mut self,
        opcode: Op,
        result_type: Option<Word>,
        operands: Vec<Operand>,
    ) -> Word {
        if let Some(id) = self.find(opcode, result_type, &operands) {
            return id;
        }
        let id = self.ids.fresh();
        self.globals
            .push(Instruction::new(opcode, result_type, Some(id), operands));
        id
    }

    /// Appends a global (a variable) that must not be shared.
    pub(super) fn add(&mut self, instruction: Instruction) {
        self.globals.push(instruction);
    }

    /// Gives global `id` (a variable) the type `new_type` and moves it to the
    /// end of the section, after its type (which may be newer than it). Does
    /// nothing when `id` is not a global.
    pub(super) fn retype_global(&mut self, id: Word, new_type: Word) {
        if let Some(position) = self
            .globals
            .iter()
            .position(|instruction| instruction.result_id == Some(id))
        {
            let mut instruction = self.globals.remove(position);
            instruction.result_type = Some(new_type);
            self.globals.push(instruction);
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
        let existing = self.globals.iter().find(|instruction| {
            instruction.class.opcode == Op::TypeArray
                && instruction.operands.first() == Some(&Operand::IdRef(element))
                && matches!(
                    instruction.operands.get(1),
                    Some(Operand::IdRef(len)) if self.constant_value(*len) == Some(length)
                )
        });
        if let Some(id) = existing.and_then(|instruction| instruction.result_id) {
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
