//! The descriptor bindings a SPIR-V module uses, read with rspirv: every
//! `OpVariable` decorated `DescriptorSet`/`Binding` that an entry point's
//! interface or a function body names, with the descriptor its type needs —
//! and [`check`], which matches them against the YAML `DescriptorSets` before
//! any Vulkan object exists (a binding the YAML leaves out, or one of another
//! descriptor type, crashes drivers instead of failing cleanly).
//!
//! This module reads the module and the checked pipeline; it must not talk to Vulkan.

use std::collections::{HashMap, HashSet};
use std::fmt;

use rspirv::binary::ParseAction;
use rspirv::dr::{Instruction, Operand};
use rspirv::spirv::{Decoration, Dim, Op, StorageClass};
use thiserror::Error;

use crate::pipeline::{ImageShape, Pipeline, ResourceKind};

/// The descriptor a shader variable needs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Descriptor {
    StorageBuffer,
    UniformBuffer,
    UniformTexelBuffer,
    StorageTexelBuffer,
    /// An image; `sampled` is SPIR-V's Sampled operand (1 sampled, 2 storage, 0 either).
    Image {
        dim: Dim,
        arrayed: bool,
        multisampled: bool,
        sampled: u32,
    },
    Sampler,
    CombinedImageSampler,
    /// A type texel-runner has no YAML resource for (named).
    Other(&'static str),
}

impl fmt::Display for Descriptor {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Descriptor::StorageBuffer => write!(f, "a storage buffer"),
            Descriptor::UniformBuffer => write!(f, "a uniform buffer"),
            Descriptor::UniformTexelBuffer => write!(f, "a uniform texel buffer"),
            Descriptor::StorageTexelBuffer => write!(f, "a storage texel buffer"),
            Descriptor::Image {
                dim,
                arrayed,
                multisampled,
                sampled,
            } => {
                let dim = match dim {
                    Dim::Dim1D => "1D",
                    Dim::Dim2D => "2D",
                    Dim::Dim3D => "3D",
                    Dim::DimCube => "cube",
                    _ => "other-dimension",
                };
                let kind = match sampled {
                    1 => "sampled image",
                    2 => "storage image",
                    _ => "image",
                };
                write!(
                    f,
                    "a {dim}{}{} {kind}",
                    if *multisampled { " multisampled" } else { "" },
                    if *arrayed { " array" } else { "" }
                )
            }
            Descriptor::Sampler => write!(f, "a sampler"),
            Descriptor::CombinedImageSampler => write!(f, "a combined image sampler"),
            Descriptor::Other(what) => write!(f, "{what}"),
        }
    }
}

/// One descriptor binding the module uses.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Binding {
    /// The variable's `OpName`, or `%id`.
    pub name: String,
    pub set: u32,
    pub binding: u32,
    /// Elements of a descriptor array (1 for a single descriptor, 0 runtime-sized).
    pub count: u32,
    pub descriptor: Descriptor,
}

impl fmt::Display for Binding {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "'{}' (set {}, binding {}, {})",
            self.name, self.set, self.binding, self.descriptor
        )
    }
}

/// A binding of the shader the YAML cannot satisfy.
#[derive(Debug, Error)]
pub enum BindingError {
    #[error(
        "DescriptorSets: the shader uses {binding}, but the YAML has {sets} descriptor set(s)"
    )]
    MissingSet { binding: Binding, sets: usize },
    #[error("DescriptorSets[{set}]: the shader uses {binding}, but no resource has VulkanBinding.Binding {number}", set = .binding.set, number = .binding.binding)]
    MissingBinding { binding: Binding },
    #[error("{field}: {kind:?} is {yaml}, but the shader's {binding} needs {needed}", needed = .binding.descriptor)]
    Mismatch {
        field: String,
        kind: ResourceKind,
        yaml: String,
        binding: Binding,
    },
    #[error(
        "{field}: the shader's {binding} is {what}; texel-runner binds one descriptor per resource"
    )]
    Unsupported {
        field: String,
        binding: Binding,
        what: String,
    },
}

#[derive(Debug, Clone, Copy)]
enum Type {
    Pointer(StorageClass, u32),
    Struct,
    Image(Descriptor),
    Sampler,
    SampledImage,
    Array(u32, u32),
    RuntimeArray(u32),
    AccelerationStructure,
    Other,
}

/// What the module declares about its global variables.
#[derive(Default)]
struct Reader {
    names: HashMap<u32, String>,
    sets: HashMap<u32, u32>,
    bindings: HashMap<u32, u32>,
    blocks: HashSet<u32>,
    buffer_blocks: HashSet<u32>,
    types: HashMap<u32, Type>,
    constants: HashMap<u32, u64>,
    /// `(id, pointer type)` of each global variable, in order.
    variables: Vec<(u32, u32)>,
    /// Every id an entry point's interface or a function names.
    used: HashSet<u32>,
    in_function: bool,
}

fn literal(operand: Option<&Operand>) -> u32 {
    match operand {
        Some(Operand::LiteralBit32(v)) => *v,
        _ => 0,
    }
}

fn id(operand: Option<&Operand>) -> u32 {
    match operand {
        Some(Operand::IdRef(v)) => *v,
        _ => 0,
    }
}

impl Reader {
    fn declare(&mut self, inst: &Instruction) {
        let ops = inst.operands.as_slice();
        let result = inst.result_id.unwrap_or(0);
        let ty = match inst.class.opcode {
            Op::Name => {
                if let [Operand::IdRef(target), Operand::LiteralString(name), ..] = ops {
                    self.names.insert(*target, name.clone());
                }
                return;
            }
            Op::Decorate => {
                if let [Operand::IdRef(target), Operand::Decoration(d), rest @ ..] = ops {
                    match d {
                        Decoration::DescriptorSet => {
                            self.sets.insert(*target, literal(rest.first()));
                        }
                        Decoration::Binding => {
                            self.bindings.insert(*target, literal(rest.first()));
                        }
                        Decoration::Block => {
                            self.blocks.insert(*target);
                        }
                        Decoration::BufferBlock => {
                            self.buffer_blocks.insert(*target);
                        }
                        _ => {}
                    }
                }
                return;
            }
            Op::EntryPoint => {
                self.used.extend(ops.iter().skip(3).filter_map(|o| match o {
                    Operand::IdRef(v) => Some(*v),
                    _ => None,
                }));
                return;
            }
            Op::Constant => {
                let value = match ops.first() {
                    Some(Operand::LiteralBit32(v)) => u64::from(*v),
                    Some(Operand::LiteralBit64(v)) => *v,
                    _ => return,
                };
                self.constants.insert(result, value);
                return;
            }
            Op::Variable => {
                if let (Some(pointer), Some(Operand::StorageClass(_))) =
                    (inst.result_type, ops.first())
                {
                    self.variables.push((result, pointer));
                }
                return;
            }
            Op::TypePointer => match ops {
                [Operand::StorageClass(class), Operand::IdRef(pointee), ..] => {
                    Type::Pointer(*class, *pointee)
                }
                _ => Type::Other,
            },
            Op::TypeStruct => Type::Struct,
            Op::TypeImage => match ops {
                [_, Operand::Dim(dim), _, arrayed, multisampled, sampled, ..] => {
                    let arrayed = literal(Some(arrayed)) == 1;
                    let multisampled = literal(Some(multisampled)) == 1;
                    let sampled = literal(Some(sampled));
                    Type::Image(match (dim, sampled) {
                        (Dim::DimBuffer, 1) => Descriptor::UniformTexelBuffer,
                        (Dim::DimBuffer, 2) => Descriptor::StorageTexelBuffer,
                        (Dim::DimBuffer, _) => Descriptor::Other("a texel buffer of unknown use"),
                        (Dim::DimSubpassData, _) => Descriptor::Other("an input attachment"),
                        _ => Descriptor::Image {
                            dim: *dim,
                            arrayed,
                            multisampled,
                            sampled,
                        },
                    })
                }
                _ => Type::Other,
            },
            Op::TypeSampler => Type::Sampler,
            Op::TypeSampledImage => Type::SampledImage,
            Op::TypeArray => Type::Array(id(ops.first()), id(ops.get(1))),
            Op::TypeRuntimeArray => Type::RuntimeArray(id(ops.first())),
            Op::TypeAccelerationStructureKHR => Type::AccelerationStructure,
            _ => return,
        };
        self.types.insert(result, ty);
    }

    /// The descriptor behind a variable's pointer type, and its array count.
    fn descriptor(&self, pointer: u32) -> Option<(Descriptor, u32)> {
        let Some(Type::Pointer(class, mut pointee)) = self.types.get(&pointer).copied() else {
            return None;
        };
        let mut count = 1u32;
        loop {
            match self.types.get(&pointee).copied() {
                Some(Type::Array(element, length)) => {
                    let n = self.constants.get(&length).copied().unwrap_or(0);
                    count = count.saturating_mul(u32::try_from(n).unwrap_or(u32::MAX));
                    pointee = element;
                }
                Some(Type::RuntimeArray(element)) => {
                    count = 0;
                    pointee = element;
                }
                _ => break,
            }
        }
        let descriptor = match (class, self.types.get(&pointee).copied()) {
            (StorageClass::StorageBuffer, _) => Descriptor::StorageBuffer,
            (StorageClass::Uniform, _) if self.buffer_blocks.contains(&pointee) => {
                Descriptor::StorageBuffer
            }
            (StorageClass::Uniform, _) if self.blocks.contains(&pointee) => {
                Descriptor::UniformBuffer
            }
            (StorageClass::Uniform, Some(Type::Struct)) => Descriptor::UniformBuffer,
            (_, Some(Type::Image(d))) => d,
            (_, Some(Type::Sampler)) => Descriptor::Sampler,
            (_, Some(Type::SampledImage)) => Descriptor::CombinedImageSampler,
            (_, Some(Type::AccelerationStructure)) => {
                Descriptor::Other("an acceleration structure")
            }
            _ => Descriptor::Other("a resource of a type texel-runner does not bind"),
        };
        Some((descriptor, count))
    }
}

impl rspirv::binary::Consumer for Reader {
    fn initialize(&mut self) -> ParseAction {
        ParseAction::Continue
    }
    fn finalize(&mut self) -> ParseAction {
        ParseAction::Continue
    }
    fn consume_header(&mut self, _: rspirv::dr::ModuleHeader) -> ParseAction {
        ParseAction::Continue
    }
    fn consume_instruction(&mut self, inst: Instruction) -> ParseAction {
        match inst.class.opcode {
            Op::Function => self.in_function = true,
            Op::FunctionEnd => self.in_function = false,
            _ if self.in_function => {
                self.used
                    .extend(inst.operands.iter().filter_map(|o| match o {
                        Operand::IdRef(v) => Some(*v),
                        _ => None,
                    }))
            }
            _ => self.declare(&inst),
        }
        ParseAction::Continue
    }
}

/// The descriptor bindings `words` uses, by set and binding.
pub fn read(words: &[u32]) -> Result<Vec<Binding>, String> {
    let mut reader = Reader::default();
    rspirv::binary::parse_words(words, &mut reader).map_err(|e| e.to_string())?;
    let mut found = Vec::new();
    for &(variable, pointer) in &reader.variables {
        let (Some(&set), Some(&binding)) =
            (reader.sets.get(&variable), reader.bindings.get(&variable))
        else {
            continue;
        };
        if !reader.used.contains(&variable) {
            continue;
        }
        let Some((descriptor, count)) = reader.descriptor(pointer) else {
            continue;
        };
        found.push(Binding {
            name: reader
                .names
                .get(&variable)
                .filter(|n| !n.is_empty())
                .cloned()
                .unwrap_or_else(|| format!("%{variable}")),
            set,
            binding,
            count,
            descriptor,
        });
    }
    found.sort_by_key(|b| (b.set, b.binding));
    Ok(found)
}

/// The descriptor a YAML resource kind provides, as [`Descriptor`] (an image
/// as its shape; `sampled` 1 or 2).
fn provided(kind: ResourceKind) -> Descriptor {
    use ResourceKind as K;
    match kind {
        K::Buffer => Descriptor::UniformTexelBuffer,
        K::RWBuffer => Descriptor::StorageTexelBuffer,
        K::StructuredBuffer
        | K::RWStructuredBuffer
        | K::ByteAddressBuffer
        | K::RWByteAddressBuffer => Descriptor::StorageBuffer,
        K::ConstantBuffer => Descriptor::UniformBuffer,
        K::Sampler => Descriptor::Sampler,
        _ => {
            let (shape, arrayed, multisampled) = kind.image().expect("an image kind");
            Descriptor::Image {
                dim: match shape {
                    ImageShape::D1 => Dim::Dim1D,
                    ImageShape::D2 => Dim::Dim2D,
                    ImageShape::D3 => Dim::Dim3D,
                    ImageShape::Cube => Dim::DimCube,
                },
                arrayed,
                multisampled,
                sampled: if kind.is_read_write() { 2 } else { 1 },
            }
        }
    }
}

fn fits(yaml: Descriptor, shader: Descriptor) -> bool {
    match (yaml, shader) {
        (
            Descriptor::Image {
                dim,
                arrayed,
                multisampled,
                sampled,
            },
            Descriptor::Image {
                dim: d,
                arrayed: a,
                multisampled: m,
                sampled: s,
            },
        ) => dim == d && arrayed == a && multisampled == m && (s == 0 || s == sampled),
        (yaml, shader) => yaml == shader,
    }
}

/// Checks that every binding the shader uses is in `pipeline`'s DescriptorSets
/// with a resource kind of the descriptor type (and image shape) it needs.
pub fn check(bindings: &[Binding], pipeline: &Pipeline) -> Result<(), BindingError> {
    for b in bindings {
        let Some(set) = pipeline.descriptor_sets.get(b.set as usize) else {
            return Err(BindingError::MissingSet {
                binding: b.clone(),
                sets: pipeline.descriptor_sets.len(),
            });
        };
        // A texture and a sampler may share the binding: the one of the
        // shader's descriptor, else the first (for the mismatch error).
        let mut at_binding = set
            .iter()
            .enumerate()
            .filter(|(_, r)| r.binding == b.binding)
            .peekable();
        let Some(&first) = at_binding.peek() else {
            return Err(BindingError::MissingBinding { binding: b.clone() });
        };
        let (index, resource) = at_binding
            .find(|(_, r)| fits(provided(r.kind), b.descriptor))
            .unwrap_or(first);
        let field = |f: &str| {
            format!(
                "DescriptorSets[{}].Resources[{index}] ({}).{f}",
                b.set, resource.name
            )
        };
        if b.count != 1 {
            return Err(BindingError::Unsupported {
                field: field("Kind"),
                binding: b.clone(),
                what: if b.count == 0 {
                    "a runtime-sized descriptor array".into()
                } else {
                    format!("an array of {} descriptors", b.count)
                },
            });
        }
        let yaml = provided(resource.kind);
        if !fits(yaml, b.descriptor) {
            return Err(BindingError::Mismatch {
                field: field("Kind"),
                kind: resource.kind,
                yaml: yaml.to_string(),
                binding: b.clone(),
            });
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests;
