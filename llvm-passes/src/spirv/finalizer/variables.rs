//! The descriptor variables: one `UniformConstant` `OpVariable` per
//! (set, binding) and kind named by the markers, with `DescriptorSet` /
//! `Binding`. An image and a sampler may share a binding (Vulkan's combined
//! image sampler descriptor, read through separate variables; DXC's binding
//! categories allow it); two images or two samplers may not.
//!
//! `plan` collects what each binding must hold and reports two markers that
//! disagree about it; `find_existing` finds the variables of the module (LLVM's
//! buffers) at those bindings, reusing one of exactly the planned type and
//! reporting any other; `declare` creates the missing variables through
//! [`Types`]. This module does not
//! rewrite calls or touch entry points.

use std::collections::{BTreeMap, HashMap};

use rspirv::dr::{Instruction, Module, Operand};
use rspirv::spirv::{Decoration, Op, StorageClass, Word};

use super::error::FinalizeError;
use super::ids::{global_definitions, operand_id, operand_word, operand_words};
use super::markers::{MarkerCall, MarkerImport};
use super::types::{describe_image, ImageType, Types};
use crate::spirv::marker::{ArraySize, DescriptorBinding};

/// What a descriptor binding holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Resource {
    Image(ImageType),
    Sampler,
}

/// One binding the markers need.
#[derive(Clone, Debug)]
pub(super) struct Slot {
    pub resource: Resource,
    pub array: ArraySize,
    /// The first marker that named the binding (for errors).
    pub marker: String,
}

/// Which variable of a binding: an image's or a sampler's.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub(super) enum SlotKind {
    Image,
    Sampler,
}

impl Resource {
    fn kind(&self) -> SlotKind {
        match self {
            Resource::Image(_) => SlotKind::Image,
            Resource::Sampler => SlotKind::Sampler,
        }
    }
}

/// A variable's place: set, binding and kind.
pub(super) type SlotKey = (u32, u32, SlotKind);

/// The key of a marker's binding holding `kind`.
pub(super) fn slot_key(binding: DescriptorBinding, kind: SlotKind) -> SlotKey {
    (binding.set, binding.binding, kind)
}

/// (set, binding, kind) → slot, ordered so that ids come out deterministic.
pub(super) type Bindings = BTreeMap<SlotKey, Slot>;

/// A declared descriptor variable.
#[derive(Clone, Copy, Debug)]
pub(super) struct Variable {
    pub id: Word,
    /// The image or sampler type that `OpLoad` produces.
    pub element_type: Word,
    /// `OpTypePointer UniformConstant %element_type`, for arrays' access chains.
    pub element_pointer: Option<Word>,
}

fn describe(resource: &Resource, array: ArraySize) -> String {
    let what = match resource {
        Resource::Image(image) => describe_image(&image.descriptor),
        Resource::Sampler => "a sampler".to_string(),
    };
    match array {
        ArraySize::Single => what,
        ArraySize::Fixed(count) => format!("an array of {count} of {what}"),
        ArraySize::Runtime => format!("a runtime array of {what}"),
    }
}

/// What every binding named by a call must hold.
pub(super) fn plan(
    calls: &[MarkerCall],
    imports: &HashMap<Word, MarkerImport>,
) -> Result<Bindings, FinalizeError> {
    let mut bindings = Bindings::new();
    for call in calls {
        let import = &imports[&call.import];
        let marker = &import.marker;
        let binding = marker.image_binding;
        let image = ImageType::new(marker.image).map_err(|reason| FinalizeError::InvalidImage {
            set: binding.set,
            binding: binding.binding,
            marker: import.name.clone(),
            reason,
        })?;
        add(
            &mut bindings,
            marker.image_binding,
            Resource::Image(image),
            &import.name,
        )?;
        if let Some(sampler) = marker.sampler_binding {
            add(&mut bindings, sampler, Resource::Sampler, &import.name)?;
        }
    }
    Ok(bindings)
}

fn add(
    bindings: &mut Bindings,
    binding: DescriptorBinding,
    resource: Resource,
    marker: &str,
) -> Result<(), FinalizeError> {
    let key = slot_key(binding, resource.kind());
    match bindings.get(&key) {
        Some(slot) if slot.resource != resource || slot.array != binding.array => {
            Err(FinalizeError::BindingConflict {
                set: binding.set,
                binding: binding.binding,
                marker: marker.to_string(),
                declared: describe(&resource, binding.array),
                previous_marker: slot.marker.clone(),
                previous: describe(&slot.resource, slot.array),
            })
        }
        Some(_) => Ok(()),
        None => {
            bindings.insert(
                key,
                Slot {
                    resource,
                    array: binding.array,
                    marker: marker.to_string(),
                },
            );
            Ok(())
        }
    }
}

/// A variable of the module (LLVM's, e.g. for a buffer the shader also reads
/// through `getpointer`) that already holds a planned binding with exactly the
/// planned type; the markers use it instead of a second variable.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Existing {
    pub id: Word,
    /// The image or sampler type that `OpLoad` produces.
    pub element_type: Word,
}

/// Planned bindings that variables of the module already hold.
pub(super) type Reused = BTreeMap<SlotKey, Existing>;

/// Finds the variables of the module at planned bindings: one whose type is the
/// planned one is reused; any other is reported (the binding is taken).
pub(super) fn find_existing(module: &Module, bindings: &Bindings) -> Result<Reused, FinalizeError> {
    let globals = global_definitions(module);
    let mut reused = Reused::new();
    let mut conflict = None;
    for (variable, set, binding) in decorated_bindings(module) {
        let planned = [SlotKind::Image, SlotKind::Sampler]
            .map(|kind| (set, binding, kind))
            .into_iter()
            .filter_map(|key| bindings.get(&key).map(|slot| (key, slot)));
        let mut first_planned = None;
        let mut held = false;
        for (key, slot) in planned {
            first_planned.get_or_insert((key, slot));
            if let Some(element_type) = holds(&globals, variable, slot) {
                reused.entry(key).or_insert(Existing {
                    id: variable,
                    element_type,
                });
                held = true;
            }
        }
        if let (false, Some((key, slot))) = (held, first_planned) {
            conflict.get_or_insert((key, variable, slot));
        }
    }
    match conflict {
        Some(((set, binding, kind), variable, slot))
            if !reused.contains_key(&(set, binding, kind)) =>
        {
            Err(FinalizeError::BindingTaken {
                set,
                binding,
                marker: slot.marker.clone(),
                variable,
            })
        }
        _ => Ok(reused),
    }
}

/// Every id decorated `Binding`, with its set (0 when undecorated) and
/// binding, ordered by id.
pub(super) fn decorated_bindings(module: &Module) -> Vec<(Word, u32, u32)> {
    let mut sets = HashMap::new();
    let mut numbers = HashMap::new();
    for annotation in &module.annotations {
        if annotation.class.opcode != Op::Decorate {
            continue;
        }
        let (Some(target), Some(Operand::Decoration(decoration)), Some(value)) = (
            annotation.operands.first().and_then(operand_id),
            annotation.operands.get(1),
            annotation.operands.get(2).and_then(operand_word),
        ) else {
            continue;
        };
        match decoration {
            Decoration::DescriptorSet => {
                sets.insert(target, value);
            }
            Decoration::Binding => {
                numbers.insert(target, value);
            }
            _ => {}
        }
    }
    let mut taken: Vec<(Word, u32, u32)> = numbers
        .into_iter()
        .map(|(id, binding)| (id, sets.get(&id).copied().unwrap_or(0), binding))
        .collect();
    taken.sort_unstable();
    taken
}

/// The element type of `variable` if it is a `UniformConstant` variable of
/// exactly the type `slot` plans (the same image parameters or a sampler, the
/// same array size; for a signed-integer image also LLVM's unsigned
/// declaration of it).
fn holds(globals: &HashMap<Word, &Instruction>, variable: Word, slot: &Slot) -> Option<Word> {
    let definition = |id: Word, opcode: Op| {
        globals
            .get(&id)
            .copied()
            .filter(|instruction| instruction.class.opcode == opcode)
    };
    let uniform_constant = Operand::StorageClass(StorageClass::UniformConstant);
    let variable = definition(variable, Op::Variable)?;
    if variable.operands.first() != Some(&uniform_constant) {
        return None;
    }
    let pointer = definition(variable.result_type?, Op::TypePointer)?;
    if pointer.operands.first() != Some(&uniform_constant) {
        return None;
    }
    let pointee = pointer.operands.get(1).and_then(operand_id)?;
    let element = match slot.array {
        ArraySize::Single => pointee,
        ArraySize::Fixed(count) => {
            let array = definition(pointee, Op::TypeArray)?;
            let length = array.operands.get(1).and_then(operand_id)?;
            let length = definition(length, Op::Constant)?;
            let length_type = definition(length.result_type?, Op::TypeInt)?;
            if length_type.operands.first().and_then(operand_word) != Some(32)
                || length.operands.first().and_then(operand_word) != Some(count)
            {
                return None;
            }
            array.operands.first().and_then(operand_id)?
        }
        ArraySize::Runtime => definition(pointee, Op::TypeRuntimeArray)?
            .operands
            .first()
            .and_then(operand_id)?,
    };
    let matches = match &slot.resource {
        Resource::Sampler => definition(element, Op::TypeSampler).is_some(),
        Resource::Image(image) => definition(element, Op::TypeImage).is_some_and(|ty| {
            let descriptor = &image.descriptor;
            let sampled_type = ty.operands.first().and_then(operand_id).and_then(|id| {
                let opcode = if descriptor.sampled_type.is_float() {
                    Op::TypeFloat
                } else {
                    Op::TypeInt
                };
                definition(id, opcode)
            });
            let sampled_words = sampled_type.map(|ty| operand_words(&ty.operands));
            let bits = descriptor.sampled_type.bits();
            // LLVM declares every integer image with the unsigned type; a
            // signed one is retyped (`signedness`) before the markers use it.
            let sampled_matches = match sampled_words.as_deref() {
                Some([width]) => descriptor.sampled_type.is_float() && *width == bits,
                Some([width, signedness]) => {
                    !descriptor.sampled_type.is_float()
                        && *width == bits
                        && (*signedness == 0
                            || *signedness
                                == u32::from(descriptor.sampled_type.is_signed_integer()))
                }
                _ => false,
            };
            let parameters = [
                Operand::Dim(image.dim),
                Operand::LiteralBit32(descriptor.depth),
                Operand::LiteralBit32(u32::from(descriptor.arrayed)),
                Operand::LiteralBit32(u32::from(descriptor.multisampled)),
                Operand::LiteralBit32(descriptor.sampled),
                Operand::ImageFormat(image.format),
            ];
            sampled_matches
                && ty.operands.len() == 7
                && operand_words(&ty.operands[1..]) == operand_words(&parameters)
        }),
    };
    matches.then_some(element)
}

/// Declares one variable per planned binding, with its decorations.
/// Variables in `reused` are kept as they are (with their decorations).
pub(super) fn declare(
    types: &mut Types<'_>,
    annotations: &mut Vec<Instruction>,
    bindings: &Bindings,
    reused: &Reused,
) -> BTreeMap<SlotKey, Variable> {
    let mut variables = BTreeMap::new();
    for (&key, slot) in bindings {
        let (set, binding, _) = key;
        if let Some(existing) = reused.get(&key) {
            let element_pointer = (slot.array != ArraySize::Single)
                .then(|| types.pointer(StorageClass::UniformConstant, existing.element_type));
            variables.insert(
                key,
                Variable {
                    id: existing.id,
                    element_type: existing.element_type,
                    element_pointer,
                },
            );
            continue;
        }
        let element_type = match &slot.resource {
            Resource::Image(image) => types.image(image),
            Resource::Sampler => types.sampler(),
        };
        let (variable_type, element_pointer) = match slot.array {
            ArraySize::Single => (element_type, None),
            ArraySize::Fixed(count) => (
                types.array(element_type, count),
                Some(types.pointer(StorageClass::UniformConstant, element_type)),
            ),
            ArraySize::Runtime => (
                types.runtime_array(element_type),
                Some(types.pointer(StorageClass::UniformConstant, element_type)),
            ),
        };
        let pointer = types.pointer(StorageClass::UniformConstant, variable_type);
        let id = types.fresh_id();
        types.add(Instruction::new(
            Op::Variable,
            Some(pointer),
            Some(id),
            vec![Operand::StorageClass(StorageClass::UniformConstant)],
        ));
        for (decoration, value) in [
            (Decoration::DescriptorSet, set),
            (Decoration::Binding, binding),
        ] {
            annotations.push(Instruction::new(
                Op::Decorate,
                None,
                None,
                vec![
                    Operand::IdRef(id),
                    Operand::Decoration(decoration),
                    Operand::LiteralBit32(value),
                ],
            ));
        }
        variables.insert(
            key,
            Variable {
                id,
                element_type,
                element_pointer,
            },
        );
    }
    variables
}
