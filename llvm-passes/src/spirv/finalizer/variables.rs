//! The descriptor variables: one `UniformConstant` `OpVariable` per
//! (set, binding) named by the markers, with `DescriptorSet` / `Binding`.
//!
//! `plan` collects what each binding must hold and reports two markers that
//! disagree about it, or a binding the module already uses (LLVM's buffers);
//! `declare` creates the variables through [`Types`]. This module does not
//! rewrite calls or touch entry points.

use std::collections::{BTreeMap, HashMap};

use rspirv::dr::{Instruction, Module, Operand};
use rspirv::spirv::{Decoration, Op, StorageClass, Word};

use super::error::FinalizeError;
use super::ids::{operand_id, operand_word};
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

/// (set, binding) → slot, ordered so that ids come out deterministic.
pub(super) type Bindings = BTreeMap<(u32, u32), Slot>;

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
    let key = (binding.set, binding.binding);
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

/// Reports a planned binding that a variable of the module already uses.
pub(super) fn check_taken(module: &Module, bindings: &Bindings) -> Result<(), FinalizeError> {
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
    let mut taken: Vec<(Word, u32)> = numbers.into_iter().collect();
    taken.sort_unstable();
    for (variable, binding) in taken {
        let set = sets.get(&variable).copied().unwrap_or(0);
        if let Some(slot) = bindings.get(&(set, binding)) {
            return Err(FinalizeError::BindingTaken {
                set,
                binding,
                marker: slot.marker.clone(),
                variable,
            });
        }
    }
    Ok(())
}

/// Declares one variable per planned binding, with its decorations.
pub(super) fn declare(
    types: &mut Types<'_>,
    annotations: &mut Vec<Instruction>,
    bindings: &Bindings,
) -> BTreeMap<(u32, u32), Variable> {
    let mut variables = BTreeMap::new();
    for (&(set, binding), slot) in bindings {
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
            (set, binding),
            Variable {
                id,
                element_type,
                element_pointer,
            },
        );
    }
    variables
}
