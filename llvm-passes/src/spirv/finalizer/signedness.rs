//! Signed-integer images (`spirv.SignedImage`) get a signed `Sampled Type`,
//! and every texel read and write of them the matching signed texel type.
//!
//! Vulkan takes the signedness of an image's texels from its Sampled Type and
//! matches it against the bound view's format (an `R32_SINT` view needs
//! `OpTypeInt 32 1`); SPIR-V requires the result type of a read (and the texel
//! of a write) to have exactly the Sampled Type as component. LLVM's SPIR-V
//! target has one, unsigned, `OpTypeInt` per width, declares every integer
//! image with it and shares one declaration between a signed and an unsigned
//! texel buffer of the same shape, so after the rewrite of the marker calls:
//! - [`find_variables`] (analysis) finds the variables LLVM declared at the
//!   bindings that hold signed images: those the markers name with a signed
//!   sampled type and those the caller lists (texel buffers stay on LLVM's
//!   path, so only the LLVM IR says which are signed);
//! - [`retype_variables`] gives each its own signed image type (the old,
//!   possibly shared, declaration stays for the others) and [`retype_uses`]
//!   the access chains and loads of it;
//! - [`match_texel_types`] gives each texel read of a signed image the signed
//!   result type followed by an `OpBitcast` to the unsigned type the rest of
//!   the module uses, bitcasts each written texel to the signed type first,
//!   and drops `SignExtend` / `ZeroExtend` from the texel reads and writes of
//!   every integer image: texels and Sampled Type have the same width, so
//!   they only restate the signedness the Sampled Type now carries (glslang
//!   and DXC emit neither). LLVM puts `SignExtend` on every access through a
//!   declaration it created for a signed image, also on the unsigned buffer it
//!   shares that declaration with, and Vulkan reads `SignExtend` as a signed
//!   access; SPIR-V allows `ZeroExtend` only on unsigned texel types.
//!
//! This module does not declare descriptor variables, rewrite marker calls or
//! touch anything but the types/globals section and function bodies.

use std::collections::{BTreeSet, HashMap};

use rspirv::dr::{Function, Instruction, Module, Operand};
use rspirv::spirv::{ImageOperands, Op, StorageClass, Word};

use super::ids::{global_definitions, operand_id, operand_word};
use super::types::Types;
use super::variables::{decorated_bindings, Bindings, Resource};
use crate::spirv::marker::{MarkerOperation, TexelAccess};

/// The planned bindings that hold signed-integer images, with `extra`.
pub(super) fn signed_bindings(bindings: &Bindings, extra: &[(u32, u32)]) -> BTreeSet<(u32, u32)> {
    bindings
        .iter()
        .filter(|(_, slot)| {
            matches!(&slot.resource, Resource::Image(image)
                if image.descriptor.sampled_type.is_signed_integer())
        })
        .map(|(&(set, binding, _), _)| (set, binding))
        .chain(extra.iter().copied())
        .collect()
}

/// A variable of the module, at a signed binding, whose image type has an
/// unsigned integer Sampled Type.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct UnsignedDeclaration {
    pub variable: Word,
}

/// The module's variables at `signed` bindings declared with an unsigned
/// integer Sampled Type (single images and arrays of them).
pub(super) fn find_variables(
    module: &Module,
    signed: &BTreeSet<(u32, u32)>,
) -> Vec<UnsignedDeclaration> {
    let globals = global_definitions(module);
    decorated_bindings(module)
        .into_iter()
        .filter(|(_, set, binding)| signed.contains(&(*set, *binding)))
        .filter(|(variable, ..)| {
            declared_sampled_type(&globals, *variable)
                .is_some_and(|sampled_type| unsigned_width(&globals, sampled_type).is_some())
        })
        .map(|(variable, ..)| UnsignedDeclaration { variable })
        .collect()
}

/// The Sampled Type of the image a `UniformConstant` variable holds (alone
/// or in an array).
fn declared_sampled_type(globals: &HashMap<Word, &Instruction>, variable: Word) -> Option<Word> {
    let variable = globals
        .get(&variable)
        .filter(|instruction| instruction.class.opcode == Op::Variable)?;
    let uniform_constant = Operand::StorageClass(StorageClass::UniformConstant);
    if variable.operands.first() != Some(&uniform_constant) {
        return None;
    }
    let pointer = globals
        .get(&variable.result_type?)
        .filter(|pointer| pointer.class.opcode == Op::TypePointer)?;
    let pointee = pointer.operands.get(1).and_then(operand_id)?;
    let pointee_definition = globals.get(&pointee)?;
    let image = match pointee_definition.class.opcode {
        Op::TypeArray | Op::TypeRuntimeArray => {
            pointee_definition.operands.first().and_then(operand_id)?
        }
        _ => pointee,
    };
    let image_definition = globals
        .get(&image)
        .filter(|image| image.class.opcode == Op::TypeImage)?;
    image_definition.operands.first().and_then(operand_id)
}

/// The width of `OpTypeInt width 0`.
fn unsigned_width(globals: &HashMap<Word, &Instruction>, ty: Word) -> Option<u32> {
    integer_type(globals.get(&ty).copied()?, 0)
}

/// The width of an `OpTypeInt width signedness` definition.
fn integer_type(definition: &Instruction, signedness: u32) -> Option<u32> {
    let words: Vec<u32> = definition
        .operands
        .iter()
        .filter_map(operand_word)
        .collect();
    match (definition.class.opcode, words.as_slice()) {
        (Op::TypeInt, [width, sign]) if *sign == signedness => Some(*width),
        _ => None,
    }
}

/// A retyped variable: the pointee and image types its uses now have.
#[derive(Clone, Copy, Debug)]
pub(super) struct Retyped {
    /// The new pointee: the signed image, or an array of it.
    pub pointee: Word,
    /// The new signed image type.
    pub image: Word,
}

/// What [`retype_variables`] did.
#[derive(Debug, Default)]
pub(super) struct Retyping {
    pub variables: HashMap<Word, Retyped>,
    /// The old types, for clean-up when nothing uses them any more.
    pub released: Vec<Word>,
}

/// Gives each of `declarations` the signed twin of its image type (and of the
/// array and pointer around it).
pub(super) fn retype_variables(
    types: &mut Types<'_>,
    declarations: &[UnsignedDeclaration],
) -> Retyping {
    let mut retyping = Retyping::default();
    for declaration in declarations {
        let Some((old_pointer, pointee, image_definition, array)) =
            read_declaration(types, declaration.variable)
        else {
            continue;
        };
        let Some(width) = image_definition
            .operands
            .first()
            .and_then(operand_id)
            .and_then(|sampled| types.definition(sampled))
            .and_then(|sampled| integer_type(sampled, 0))
        else {
            continue;
        };
        let signed = types.int(width, true);
        let mut operands = image_definition.operands.clone();
        operands[0] = Operand::IdRef(signed);
        let image = types.find_or_add(Op::TypeImage, None, operands);
        let new_pointee = match array {
            Some(mut array) => {
                array.operands[0] = Operand::IdRef(image);
                types.find_or_add(array.class.opcode, None, array.operands)
            }
            None => image,
        };
        let pointer = types.pointer(StorageClass::UniformConstant, new_pointee);
        types.retype_global(declaration.variable, pointer);
        retyping.variables.insert(
            declaration.variable,
            Retyped {
                pointee: new_pointee,
                image,
            },
        );
        let old_image = image_definition.result_id;
        retyping.released.extend(
            [Some(old_pointer), Some(pointee), old_image]
                .into_iter()
                .flatten(),
        );
    }
    retyping
}

/// (pointer type, pointee, image type definition, array type definition) of
/// a variable, cloned so that the types can be extended.
fn read_declaration(
    types: &Types<'_>,
    variable: Word,
) -> Option<(Word, Word, Instruction, Option<Instruction>)> {
    let pointer = types.definition(variable)?.result_type?;
    let pointee = types
        .definition(pointer)?
        .operands
        .get(1)
        .and_then(operand_id)?;
    let pointee_definition = types.definition(pointee)?.clone();
    let (image, array) = match pointee_definition.class.opcode {
        Op::TypeArray | Op::TypeRuntimeArray => (
            pointee_definition.operands.first().and_then(operand_id)?,
            Some(pointee_definition),
        ),
        _ => (pointee, None),
    };
    let image_definition = types
        .definition(image)
        .filter(|image| image.class.opcode == Op::TypeImage && !image.operands.is_empty())?
        .clone();
    Some((pointer, pointee, image_definition, array))
}

/// Gives the access chains into and the loads of the retyped variables their
/// new types.
pub(super) fn retype_uses(functions: &mut [Function], types: &mut Types<'_>, retyping: &Retyping) {
    if retyping.variables.is_empty() {
        return;
    }
    // Pointer value → what it points to now.
    let mut pointers: HashMap<Word, Retyped> = retyping.variables.clone();
    let instructions = functions
        .iter_mut()
        .flat_map(|function| &mut function.blocks)
        .flat_map(|block| &mut block.instructions);
    for instruction in instructions {
        let Some(base) = instruction.operands.first().and_then(operand_id) else {
            continue;
        };
        let Some(&retyped) = pointers.get(&base) else {
            continue;
        };
        match instruction.class.opcode {
            Op::AccessChain | Op::InBoundsAccessChain
                if retyped.pointee != retyped.image && instruction.operands.len() == 2 =>
            {
                instruction.result_type =
                    Some(types.pointer(StorageClass::UniformConstant, retyped.image));
                if let Some(id) = instruction.result_id {
                    pointers.insert(
                        id,
                        Retyped {
                            pointee: retyped.image,
                            image: retyped.image,
                        },
                    );
                }
            }
            Op::Load if retyped.pointee == retyped.image => {
                instruction.result_type = Some(retyped.image);
            }
            _ => {}
        }
    }
}

/// Position of the texel operand of `OpImageWrite`.
const WRITE_TEXEL: usize = 2;

/// Makes every texel read and write of a signed-integer image use the signed
/// texel type, with `OpBitcast`s to and from the unsigned one, and drops the
/// extension operands of every integer image's texel reads and writes.
pub(super) fn match_texel_types(functions: &mut [Function], types: &mut Types<'_>) {
    let mut value_types: HashMap<Word, Word> = functions
        .iter()
        .flat_map(|function| function.parameters.iter().chain(function.all_inst_iter()))
        .filter_map(|instruction| Some((instruction.result_id?, instruction.result_type?)))
        .collect();
    for block in functions
        .iter_mut()
        .flat_map(|function| &mut function.blocks)
    {
        let old = std::mem::take(&mut block.instructions);
        let mut new = Vec::with_capacity(old.len());
        for instruction in old {
            let opcode = instruction.class.opcode;
            if opcode == Op::ImageTexelPointer {
                signed_texel_pointer(instruction, types, &mut value_types, &mut new);
                continue;
            }
            if let Some(values) = atomic_value_operands(opcode) {
                let pointer = instruction.operands.first().and_then(operand_id);
                let width =
                    pointer.and_then(|pointer| signed_pointee_width(types, &value_types, pointer));
                if let Some(width) = width {
                    atomic_signed(instruction, values, width, types, &mut new);
                    continue;
                }
            }
            let access = MarkerOperation::of_instruction(opcode).map(MarkerOperation::texels);
            let sampled = if matches!(access, Some(TexelAccess::Read | TexelAccess::Write)) {
                integer_sampled_type(types, &value_types, &instruction)
            } else {
                None
            };
            match sampled {
                Some(IntegerSampledType {
                    width,
                    signed: true,
                }) if access == Some(TexelAccess::Write) => {
                    write_signed(instruction, width, types, &value_types, &mut new);
                }
                Some(IntegerSampledType {
                    width,
                    signed: true,
                }) => {
                    read_signed(instruction, width, types, &mut value_types, &mut new);
                }
                Some(IntegerSampledType { signed: false, .. }) => {
                    let mut instruction = instruction;
                    drop_extend_operands(&mut instruction);
                    new.push(instruction);
                }
                None => new.push(instruction),
            }
        }
        block.instructions = new;
    }
}

/// The positions of the value operands of an atomic instruction (after the
/// pointer, scope and semantics), `None` for other instructions.
fn atomic_value_operands(opcode: Op) -> Option<&'static [usize]> {
    match opcode {
        Op::AtomicExchange
        | Op::AtomicIAdd
        | Op::AtomicISub
        | Op::AtomicSMin
        | Op::AtomicUMin
        | Op::AtomicSMax
        | Op::AtomicUMax
        | Op::AtomicAnd
        | Op::AtomicOr
        | Op::AtomicXor => Some(&[3]),
        Op::AtomicCompareExchange => Some(&[4, 5]),
        _ => None,
    }
}

/// `OpImageTexelPointer` of a signed-integer image points to the signed
/// integer (its Sampled Type): the result type becomes that pointer.
fn signed_texel_pointer(
    mut instruction: Instruction,
    types: &mut Types<'_>,
    value_types: &mut HashMap<Word, Word>,
    out: &mut Vec<Instruction>,
) {
    let image_pointer = instruction.operands.first().and_then(operand_id);
    let sampled = image_pointer
        .and_then(|pointer| {
            value_types
                .get(&pointer)
                .copied()
                .or_else(|| types.definition(pointer)?.result_type)
        })
        .and_then(|pointer_type| pointee(types, pointer_type))
        .and_then(|image_type| image_sampled_type(types, image_type));
    if let Some(IntegerSampledType {
        width,
        signed: true,
    }) = sampled
    {
        let signed = types.int(width, true);
        let pointer = types.pointer(StorageClass::Image, signed);
        instruction.result_type = Some(pointer);
        if let Some(id) = instruction.result_id {
            value_types.insert(id, pointer);
        }
    }
    out.push(instruction);
}

/// The pointee of a pointer type.
fn pointee(types: &Types<'_>, pointer_type: Word) -> Option<Word> {
    let definition = types.definition(pointer_type)?;
    (definition.class.opcode == Op::TypePointer)
        .then(|| definition.operands.get(1).and_then(operand_id))
        .flatten()
}

/// The integer Sampled Type of an image type.
fn image_sampled_type(types: &Types<'_>, image_type: Word) -> Option<IntegerSampledType> {
    let image = types.definition(image_type)?;
    if image.class.opcode != Op::TypeImage {
        return None;
    }
    let sampled = types.definition(image.operands.first().and_then(operand_id)?)?;
    [true, false].into_iter().find_map(|signed| {
        let width = integer_type(sampled, u32::from(signed))?;
        Some(IntegerSampledType { width, signed })
    })
}

/// The width of the signed integer an `Image` pointer points to.
fn signed_pointee_width(
    types: &Types<'_>,
    value_types: &HashMap<Word, Word>,
    pointer: Word,
) -> Option<u32> {
    let pointer_type = types.definition(*value_types.get(&pointer)?)?;
    let storage = pointer_type.operands.first()?;
    if pointer_type.class.opcode != Op::TypePointer
        || *storage != Operand::StorageClass(StorageClass::Image)
    {
        return None;
    }
    let pointee = types.definition(pointer_type.operands.get(1).and_then(operand_id)?)?;
    integer_type(pointee, 1)
}

/// An atomic on a signed texel: the value operands bitcast to the signed
/// type, the signed result bitcast back to the unsigned type the module uses.
fn atomic_signed(
    mut instruction: Instruction,
    values: &[usize],
    width: u32,
    types: &mut Types<'_>,
    out: &mut Vec<Instruction>,
) {
    let (Some(unsigned), Some(result)) = (instruction.result_type, instruction.result_id) else {
        out.push(instruction);
        return;
    };
    let signed = types.int(width, true);
    if unsigned == signed {
        out.push(instruction);
        return;
    }
    for &position in values {
        let Some(value) = instruction.operands.get(position).and_then(operand_id) else {
            continue;
        };
        let cast = types.fresh_id();
        out.push(Instruction::new(
            Op::Bitcast,
            Some(signed),
            Some(cast),
            vec![Operand::IdRef(value)],
        ));
        instruction.operands[position] = Operand::IdRef(cast);
    }
    let old = types.fresh_id();
    instruction.result_type = Some(signed);
    instruction.result_id = Some(old);
    out.push(instruction);
    out.push(Instruction::new(
        Op::Bitcast,
        Some(unsigned),
        Some(result),
        vec![Operand::IdRef(old)],
    ));
}

/// An integer `Sampled Type`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct IntegerSampledType {
    width: u32,
    signed: bool,
}

/// The Sampled Type of the image operand's type when it is an integer.
fn integer_sampled_type(
    types: &Types<'_>,
    value_types: &HashMap<Word, Word>,
    instruction: &Instruction,
) -> Option<IntegerSampledType> {
    let image = instruction.operands.first().and_then(operand_id)?;
    let mut image_type = types.definition(*value_types.get(&image)?)?;
    if image_type.class.opcode == Op::TypeSampledImage {
        image_type = types.definition(image_type.operands.first().and_then(operand_id)?)?;
    }
    if image_type.class.opcode != Op::TypeImage {
        return None;
    }
    let sampled = types.definition(image_type.operands.first().and_then(operand_id)?)?;
    [true, false].into_iter().find_map(|signed| {
        let width = integer_type(sampled, u32::from(signed))?;
        Some(IntegerSampledType { width, signed })
    })
}

/// The signed twin of `ty` when it is `OpTypeInt width 0`, a vector of it, or
/// an array of either (the array keeps its length).
pub(super) fn signed_twin(types: &mut Types<'_>, ty: Word, width: u32) -> Option<Word> {
    let definition = types.definition(ty)?;
    if definition.class.opcode != Op::TypeArray {
        return signed_scalar_or_vector(types, ty, width);
    }
    let element = definition.operands.first().and_then(operand_id)?;
    let length = definition.operands.get(1).and_then(operand_id)?;
    let signed = signed_scalar_or_vector(types, element, width)?;
    Some(types.find_or_add(
        Op::TypeArray,
        None,
        vec![Operand::IdRef(signed), Operand::IdRef(length)],
    ))
}

/// The signed twin of `OpTypeInt width 0` or of a vector of it.
fn signed_scalar_or_vector(types: &mut Types<'_>, ty: Word, width: u32) -> Option<Word> {
    let definition = types.definition(ty)?;
    match definition.class.opcode {
        Op::TypeInt => (integer_type(definition, 0) == Some(width)).then(|| types.int(width, true)),
        Op::TypeVector => {
            let component = definition.operands.first().and_then(operand_id)?;
            let count = definition.operands.get(1).and_then(operand_word)?;
            let unsigned = types
                .definition(component)
                .and_then(|component| integer_type(component, 0));
            if unsigned != Some(width) {
                return None;
            }
            let signed = types.int(width, true);
            Some(types.vector(signed, count))
        }
        _ => None,
    }
}

/// The width of `ty` when it is an unsigned integer type, a vector of one, or
/// an array of either: the types [`signed_twin`] has a twin for.
pub(super) fn unsigned_integer_width(types: &Types<'_>, ty: Word) -> Option<u32> {
    let mut definition = types.definition(ty)?;
    if definition.class.opcode == Op::TypeArray {
        definition = types.definition(definition.operands.first().and_then(operand_id)?)?;
    }
    if definition.class.opcode == Op::TypeVector {
        definition = types.definition(definition.operands.first().and_then(operand_id)?)?;
    }
    integer_type(definition, 0)
}

/// Removes `SignExtend` and `ZeroExtend` (which take no operand words) from
/// the image-operand mask, and the mask when nothing is left of it.
fn drop_extend_operands(instruction: &mut Instruction) {
    let extend = ImageOperands::SIGN_EXTEND | ImageOperands::ZERO_EXTEND;
    let Some(position) = instruction
        .operands
        .iter()
        .position(|operand| matches!(operand, Operand::ImageOperands(_)))
    else {
        return;
    };
    let Operand::ImageOperands(mask) = instruction.operands[position] else {
        return;
    };
    let remaining = mask - extend;
    if remaining.is_empty() && position + 1 == instruction.operands.len() {
        instruction.operands.remove(position);
    } else {
        instruction.operands[position] = Operand::ImageOperands(remaining);
    }
}

/// `%new = <read> %signed_type …` then `%result = OpBitcast %unsigned %new`.
fn read_signed(
    mut instruction: Instruction,
    width: u32,
    types: &mut Types<'_>,
    value_types: &mut HashMap<Word, Word>,
    out: &mut Vec<Instruction>,
) {
    let (Some(unsigned), Some(result)) = (instruction.result_type, instruction.result_id) else {
        drop_extend_operands(&mut instruction);
        out.push(instruction);
        return;
    };
    drop_extend_operands(&mut instruction);
    let Some(signed) = signed_twin(types, unsigned, width) else {
        out.push(instruction);
        return;
    };
    let texels = types.fresh_id();
    instruction.result_type = Some(signed);
    instruction.result_id = Some(texels);
    value_types.insert(texels, signed);
    out.push(instruction);
    out.push(Instruction::new(
        Op::Bitcast,
        Some(unsigned),
        Some(result),
        vec![Operand::IdRef(texels)],
    ));
}

/// `%signed = OpBitcast %signed_type %texel` then the write of `%signed`.
fn write_signed(
    mut instruction: Instruction,
    width: u32,
    types: &mut Types<'_>,
    value_types: &HashMap<Word, Word>,
    out: &mut Vec<Instruction>,
) {
    drop_extend_operands(&mut instruction);
    let texel = instruction.operands.get(WRITE_TEXEL).and_then(operand_id);
    let texel_type = texel.and_then(|texel| {
        value_types
            .get(&texel)
            .copied()
            .or_else(|| types.definition(texel).and_then(|value| value.result_type))
    });
    let signed = texel_type.and_then(|ty| signed_twin(types, ty, width));
    let (Some(texel), Some(signed)) = (texel, signed) else {
        out.push(instruction);
        return;
    };
    let cast = types.fresh_id();
    out.push(Instruction::new(
        Op::Bitcast,
        Some(signed),
        Some(cast),
        vec![Operand::IdRef(texel)],
    ));
    instruction.operands[WRITE_TEXEL] = Operand::IdRef(cast);
    out.push(instruction);
}
