//! Vulkan bindings of the declared resources and constant buffers, once every
//! declaration is known: `[[vk::binding]]` first, then `-fvk-bind-globals`
//! for `$Globals`, then the register through `-fvk-bind-register` or the
//! `-fvk-*-shift` flags (crate::vulkan_bindings); with
//! `-fvk-auto-shift-bindings` the implicitly bound ones take the first free
//! binding from their class's shift. Then DXC's collision rule: two
//! resources of one category (image, sampler, other) may not share a binding;
//! a texture and a sampler may (Vulkan reads a combined image sampler
//! descriptor through such a pair of variables). Other mixes DXC accepts are
//! errors here: no descriptor type could hold them.
//!
//! Sorting, not pairwise comparison: linear after the sort. Nothing here
//! decides implicit bindings left implicit — the binding assignment of the
//! passes does, avoiding every binding used here.

use std::collections::{BTreeSet, HashMap};

use crate::diagnostics::Diagnostic;
use crate::span::Span;
use crate::types::ResourceShape;
use crate::vulkan_bindings::VulkanBindingOptions;

use super::hir::BindingInfo;
use super::messages::{SemaError, SemaNote};
use super::Analyzer;

/// DXC's binding categories (image, sampler, other), with images split by
/// whether a sampler may pair with them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Category {
    /// `Texture2D` and the other read-only textures.
    SampledImage,
    /// `RWTexture2D` and the other RW textures.
    StorageImage,
    Sampler,
    /// Buffers and constant buffers.
    Other,
}

/// A declaration with a binding: a resource (array) or a constant buffer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Holder {
    Resource(usize),
    ConstantBuffer(usize),
}

impl Analyzer<'_> {
    fn holders(&self) -> Vec<(Holder, Category)> {
        let resources = self.resources.iter().enumerate().map(|(index, resource)| {
            let category = match resource.ty.shape {
                ResourceShape::Texture(_) if resource.ty.writable => Category::StorageImage,
                ResourceShape::Texture(_) => Category::SampledImage,
                ResourceShape::Sampler { .. } => Category::Sampler,
                _ => Category::Other,
            };
            (Holder::Resource(index), category)
        });
        let buffers =
            (0..self.cbuffers.len()).map(|index| (Holder::ConstantBuffer(index), Category::Other));
        resources.chain(buffers).collect()
    }

    fn holder(&self, holder: Holder) -> (&str, &BindingInfo, Span) {
        match holder {
            Holder::Resource(index) => {
                let resource = &self.resources[index];
                (&resource.name, &resource.binding, resource.span)
            }
            Holder::ConstantBuffer(index) => {
                let buffer = &self.cbuffers[index];
                (&buffer.name, &buffer.binding, buffer.span)
            }
        }
    }

    fn binding_mut(&mut self, holder: Holder) -> &mut BindingInfo {
        match holder {
            Holder::Resource(index) => &mut self.resources[index].binding,
            Holder::ConstantBuffer(index) => &mut self.cbuffers[index].binding,
        }
    }

    /// Decides the Vulkan binding of every declaration and reports
    /// collisions.
    pub fn resolve_vulkan_bindings(&mut self, options: &VulkanBindingOptions) {
        let holders = self.holders();
        let mut implicit = Vec::new();
        for &(holder, _) in &holders {
            let (name, binding, span) = self.holder(holder);
            let name = name.to_string();
            let resolved = if let Some(vk_binding) = binding.vk_binding {
                Ok(Some(vk_binding))
            } else if let (Some(globals), "$Globals", None) =
                (options.globals, name.as_str(), binding.register)
            {
                Ok(Some(globals))
            } else if let Some((register, space)) = binding.register {
                match options.map_register(binding.letter, register, space) {
                    Some(vulkan) => Ok(Some(vulkan)),
                    None if options.remaps_registers() => Err(SemaError::MissingBindRegister {
                        name: name.clone(),
                        letter: binding.letter,
                        register,
                        space,
                    }),
                    None => Err(SemaError::VulkanBindingTooLarge { name: name.clone() }),
                }
            } else if options.remaps_registers() {
                Err(SemaError::BindRegisterNeedsRegister { name: name.clone() })
            } else {
                if options.auto_shift {
                    implicit.push(holder);
                }
                Ok(None)
            };
            match resolved {
                Ok(vulkan) => self.binding_mut(holder).vulkan = vulkan,
                Err(error) => self.error(span, error),
            }
        }
        if !implicit.is_empty() {
            self.auto_shift(options, &holders, &implicit);
        }
        self.check_vulkan_collisions(&holders);
    }

    /// `-fvk-auto-shift-bindings`: in declaration order, the first binding
    /// of the set at or above the class's shift that nothing uses.
    fn auto_shift(
        &mut self,
        options: &VulkanBindingOptions,
        holders: &[(Holder, Category)],
        implicit: &[Holder],
    ) {
        let mut used: HashMap<u32, BTreeSet<u32>> = HashMap::new();
        for &(holder, _) in holders {
            if let Some((binding, set)) = self.holder(holder).1.vulkan {
                used.entry(set).or_default().insert(binding);
            }
        }
        // Where the search from a start point got to: bindings are only
        // ever added, so it never has to look below it again.
        let mut cursors: HashMap<(u32, u32), u32> = HashMap::new();
        for &holder in implicit {
            let (_, binding, span) = self.holder(holder);
            let set = binding.implicit_space.unwrap_or(0);
            let start = options.shift(binding.letter, set);
            let taken = used.entry(set).or_default();
            let cursor = cursors.entry((set, start)).or_insert(start);
            while taken.contains(cursor) {
                match cursor.checked_add(1) {
                    Some(next) => *cursor = next,
                    None => break,
                }
            }
            if taken.contains(cursor) {
                let name = self.holder(holder).0.to_string();
                self.error(span, SemaError::VulkanBindingTooLarge { name });
                continue;
            }
            taken.insert(*cursor);
            let chosen = (*cursor, set);
            self.binding_mut(holder).vulkan = Some(chosen);
        }
    }

    /// Two declarations of one category at one binding: DXC's error on the
    /// later one, with a note at the category's first. Declarations of
    /// different categories at one binding: only a texture and a sampler
    /// (a combined image sampler); any other mix is an error here (DXC
    /// accepts it and the pipeline layout cannot be made).
    fn check_vulkan_collisions(&mut self, holders: &[(Holder, Category)]) {
        let mut bound: Vec<(u32, u32, Category, usize)> = holders
            .iter()
            .enumerate()
            .filter_map(|(position, &(holder, category))| {
                let (binding, set) = self.holder(holder).1.vulkan?;
                Some((set, binding, category, position))
            })
            .collect();
        bound.sort_unstable();
        let mut reports = Vec::new();
        let mut group_start = 0;
        // Where the current (set, binding, category) run starts.
        let mut category_start = 0;
        for index in 0..bound.len() {
            let (set, binding, category, position) = bound[index];
            if (bound[group_start].0, bound[group_start].1) != (set, binding) {
                group_start = index;
            }
            if index == group_start || bound[category_start].2 != category {
                category_start = index;
            }
            if index == group_start {
                continue;
            }
            let span = self.holder(holders[position].0).2;
            let previous = bound[index - 1];
            let (error, note_position) = if previous.2 == category {
                // Sorted by position within the category: the first of them.
                (
                    SemaError::VulkanBindingAssigned { binding, set },
                    bound[category_start].3,
                )
            } else {
                // The first of a later category: it may only pair a sampler
                // with the binding's texture (the first, lowest category).
                let first = bound[group_start];
                if (first.2, category) == (Category::SampledImage, Category::Sampler) {
                    continue;
                }
                let other = first.3;
                (
                    SemaError::VulkanBindingKindsMixed {
                        name: self.holder(holders[position].0).0.to_string(),
                        other: self.holder(holders[other].0).0.to_string(),
                        binding,
                        set,
                    },
                    other,
                )
            };
            let note_span = self.holder(holders[note_position].0).2;
            reports.push((
                position,
                Diagnostic::error(span, error).with_note(
                    Some(note_span),
                    SemaNote::FirstAssignedHere { binding, set },
                ),
            ));
        }
        // In declaration order, as the declarations are read.
        reports.sort_by_key(|(position, _)| *position);
        for (_, report) in reports {
            self.report(report);
        }
    }
}
