//! The module's variables: descriptor variables for resource handles
//! (`llvm.spv.resource.handlefrombinding` / `handlefromimplicitbinding`),
//! built-in inputs, and private / workgroup globals.
//!
//! Buffers become a `Block` struct wrapping their contents (a runtime array
//! for `[0 x T]`, the layout struct for a cbuffer) in the `StorageBuffer` or
//! `Uniform` storage class; texel buffers and other images a
//! `UniformConstant` image variable. Each (set, binding) is declared once,
//! with its name, `DescriptorSet` and `Binding`. Layout decorations
//! (`Offset`, `ArrayStride`) are left to the finalizer's `layouts`, which
//! knows the buffer layout rules. This module does not translate
//! instructions.

use std::collections::{HashMap, HashSet};

use rspirv::spirv::{BuiltIn, Decoration, Dim, ImageFormat, StorageClass, Word};

use super::error::{fail, Result};
use super::types::{ImageShape, ScalarKind, SpvType, StructKey};
use super::ModuleWriter;
use crate::llvm::snapshot::{GlobalId, IrTy, TypeId};

/// What a resource variable holds.
#[derive(Clone, Debug, PartialEq)]
pub(super) enum ResourceKind {
    /// A storage or uniform buffer; `contents` is the snapshot type inside
    /// the block.
    Buffer {
        storage: StorageClass,
        contents: TypeId,
    },
    Image(ImageShape),
    Sampler,
}

/// A declared descriptor variable.
#[derive(Clone, Debug, PartialEq)]
pub(super) struct ResourceVariable {
    pub variable: Word,
    pub kind: ResourceKind,
    /// The type of one descriptor (the block struct, the image, the sampler).
    pub element: SpvType,
    /// `Some(n)`: an array of `n` descriptors (`0`: unbounded).
    pub array: Option<u32>,
    pub storage: StorageClass,
    /// For images: the width in bits of the LLVM texel element type
    /// (16, 32 or 64), and whether it is signed (`spirv.SignedImage`).
    pub texel_bits: u32,
    pub texel_signed: bool,
}

#[derive(Default)]
pub(super) struct Resources {
    bindings: HashMap<(u32, u32), ResourceVariable>,
    builtins: HashMap<BuiltIn, Word>,
    globals: HashMap<GlobalId, Word>,
    inputs_and_outputs: HashSet<Word>,
    named_types: HashSet<Word>,
    /// Block types already decorated `Block` (once per type).
    blocks: HashSet<SpvType>,
}

impl Resources {
    pub fn is_input_or_output(&self, variable: Word) -> bool {
        self.inputs_and_outputs.contains(&variable)
    }
}

/// The SPIR-V image a `target("spirv.Image" | "spirv.SignedImage", …)` stands for.
pub(super) fn image_shape(writer: &ModuleWriter<'_>, handle_type: TypeId) -> Result<ImageShape> {
    let IrTy::Target { name, types, ints } = writer.snapshot.ty(handle_type) else {
        return fail("a resource handle must have a target(\"spirv.…\") type");
    };
    if ints.len() < 6 || types.is_empty() {
        return fail(format!(
            "target(\"{name}\") needs a sampled type and six integer parameters"
        ));
    }
    // Vulkan images hold 32-bit floats and 32- or 64-bit integers: 16-bit
    // texels are read and written as 32-bit values (converted), doubles as
    // pairs of 32-bit integers (bit-cast) — see `texel_bits`.
    let sampled_type = match writer.snapshot.ty(types[0]) {
        IrTy::Float | IrTy::Half | IrTy::Void => ScalarKind::Float(32),
        IrTy::Double | IrTy::Int(16 | 32) => ScalarKind::Int(32),
        IrTy::Int(64) => ScalarKind::Int(64),
        other => return fail(format!("{other:?} is not an image's sampled type")),
    };
    let dim = match ints[0] {
        0 => Dim::Dim1D,
        1 => Dim::Dim2D,
        2 => Dim::Dim3D,
        3 => Dim::DimCube,
        4 => Dim::DimRect,
        5 => Dim::DimBuffer,
        6 => Dim::DimSubpassData,
        other => return fail(format!("image dimension {other} is not a SPIR-V Dim")),
    };
    let format = ImageFormat::from_u32(ints[5]).ok_or_else(|| {
        super::error::Failure::new(format!(
            "image format {} is not a SPIR-V ImageFormat",
            ints[5]
        ))
    })?;
    Ok(ImageShape {
        sampled_type,
        dim,
        depth: ints[1],
        arrayed: ints[2],
        multisampled: ints[3],
        sampled: ints[4],
        format,
    })
}

/// The descriptor variable at (`set`, `binding`) for a handle of type
/// `handle_type` with `range` descriptors, declared on first use.
pub(super) fn resource_variable(
    writer: &mut ModuleWriter<'_>,
    handle_type: TypeId,
    set: u32,
    binding: u32,
    range: u32,
    name: &str,
) -> Result<ResourceVariable> {
    let (kind, element, storage) = match writer.snapshot.ty(handle_type).clone() {
        IrTy::Target {
            name: type_name,
            types,
            ints,
        } if type_name == "spirv.VulkanBuffer" => {
            let (Some(contents), Some(storage_class)) = (types.first(), ints.first()) else {
                return fail(
                    "target(\"spirv.VulkanBuffer\") needs a contents type and a storage class",
                );
            };
            let storage = match storage_class {
                12 => StorageClass::StorageBuffer,
                2 => StorageClass::Uniform,
                other => return fail(format!("a buffer in storage class {other} is not supported (12: StorageBuffer, 2: Uniform)")),
            };
            let writable = ints.get(1).copied().unwrap_or(0) != 0;
            let contents_type = writer.spv_type(*contents)?;
            let block = SpvType::Struct {
                key: StructKey::Block {
                    contents: *contents,
                    writable: writable && storage == StorageClass::StorageBuffer,
                },
                members: vec![contents_type],
            };
            (
                ResourceKind::Buffer {
                    storage,
                    contents: *contents,
                },
                block,
                storage,
            )
        }
        IrTy::Target {
            name: type_name, ..
        } if type_name == "spirv.Image" || type_name == "spirv.SignedImage" => {
            let shape = image_shape(writer, handle_type)?;
            (
                ResourceKind::Image(shape),
                SpvType::Image(shape),
                StorageClass::UniformConstant,
            )
        }
        IrTy::Target {
            name: type_name, ..
        } if type_name == "spirv.Sampler" => (
            ResourceKind::Sampler,
            SpvType::Sampler,
            StorageClass::UniformConstant,
        ),
        other => {
            return fail(format!(
                "a resource handle of type {other:?} is not supported"
            ))
        }
    };
    let array = (range != 1).then_some(range);
    if let Some(existing) = writer.resources.bindings.get(&(set, binding)) {
        if existing.kind != kind || existing.array != array {
            return fail(format!(
                "descriptor set {set} binding {binding} is used for two different resources"
            ));
        }
        return Ok(existing.clone());
    }
    let element_id = writer.globals.type_id(&element);
    if let IrTy::Target {
        name: type_name, ..
    } = writer.snapshot.ty(handle_type)
    {
        if matches!(kind, ResourceKind::Image(_) | ResourceKind::Sampler)
            && writer.resources.named_types.insert(element_id)
        {
            // As LLVM names them, so that disassembly reads `%spirv_Image`.
            writer.globals.name(element_id, type_name);
        }
    }
    if let ResourceKind::Buffer { .. } = kind {
        if let SpvType::Struct {
            key: StructKey::Block { writable, .. },
            ..
        } = &element
        {
            // Declared once per block type.
            if writer.resources.blocks.insert(element.clone()) {
                writer.globals.decorate(element_id, Decoration::Block, &[]);
                if !writable {
                    writer
                        .globals
                        .member_decorate(element_id, 0, Decoration::NonWritable, &[]);
                }
            }
        }
    }
    let variable_type = match array {
        None => element.clone(),
        Some(0) => {
            writer.require(rspirv::spirv::Capability::RuntimeDescriptorArray);
            if !writer.version_at_least(1, 5) {
                writer.extension("SPV_EXT_descriptor_indexing");
            }
            SpvType::RuntimeArray(Box::new(element.clone()))
        }
        Some(count) => SpvType::Array(Box::new(element.clone()), u64::from(count)),
    };
    let pointer = SpvType::Pointer(storage, Box::new(variable_type));
    let variable = writer.globals.variable(&pointer, storage, None);
    writer.globals.name(variable, name);
    writer
        .globals
        .decorate(variable, Decoration::DescriptorSet, &[set]);
    writer
        .globals
        .decorate(variable, Decoration::Binding, &[binding]);
    let (texel_bits, texel_signed) = match writer.snapshot.ty(handle_type) {
        IrTy::Target {
            name: type_name,
            types,
            ..
        } => {
            let bits = types
                .first()
                .and_then(|texel| writer.snapshot.layout(*texel))
                .map_or(32, |layout| layout.size as u32 * 8);
            (bits, type_name == "spirv.SignedImage")
        }
        _ => (32, false),
    };
    if let ResourceKind::Image(ImageShape {
        sampled_type: ScalarKind::Int(64),
        ..
    }) = kind
    {
        writer.require(rspirv::spirv::Capability::Int64ImageEXT);
        writer.extension("SPV_EXT_shader_image_int64");
    }
    let declared = ResourceVariable {
        variable,
        kind,
        element,
        array,
        storage,
        texel_bits,
        texel_signed,
    };
    writer
        .resources
        .bindings
        .insert((set, binding), declared.clone());
    Ok(declared)
}

/// The `Input` variable of a built-in of type `ty`.
pub(super) fn builtin_input(writer: &mut ModuleWriter<'_>, builtin: BuiltIn, ty: &SpvType) -> Word {
    if let Some(variable) = writer.resources.builtins.get(&builtin) {
        return *variable;
    }
    let pointer = SpvType::Pointer(StorageClass::Input, Box::new(ty.clone()));
    let variable = writer.globals.variable(&pointer, StorageClass::Input, None);
    writer
        .globals
        .name(variable, &format!("__spirv_BuiltIn{builtin:?}"));
    writer
        .globals
        .decorate(variable, Decoration::BuiltIn, &[builtin as u32]);
    writer.resources.builtins.insert(builtin, variable);
    writer.resources.inputs_and_outputs.insert(variable);
    variable
}

/// The storage class of a global in LLVM address space `address_space`.
pub(super) fn global_storage_class(address_space: u32) -> Result<StorageClass> {
    Ok(match address_space {
        0 | 10 => StorageClass::Private,
        3 => StorageClass::Workgroup,
        other => {
            return fail(format!(
            "a global in address space {other} is not supported (0 or 10: Private, 3: Workgroup)"
        ))
        }
    })
}

/// The variable of a private or workgroup global, declared on first use,
/// with its initializer when it has one (workgroup memory has none).
pub(super) fn global_variable(
    writer: &mut ModuleWriter<'_>,
    global: GlobalId,
) -> Result<(Word, StorageClass)> {
    let snapshot = writer.snapshot;
    let declared = &snapshot.globals[global as usize];
    let storage = global_storage_class(declared.address_space)?;
    if let Some(variable) = writer.resources.globals.get(&global) {
        return Ok((*variable, storage));
    }
    let ty = writer.spv_type(declared.value_type)?;
    let initializer = match (storage, declared.initializer) {
        (StorageClass::Private, Some(super::IrOperand::Constant(constant))) => {
            Some(super::function::module_constant(writer, constant)?)
        }
        _ => None,
    };
    let pointer = SpvType::Pointer(storage, Box::new(ty));
    let variable = writer.globals.variable(&pointer, storage, initializer);
    writer.globals.name(variable, &declared.name);
    writer.resources.globals.insert(global, variable);
    Ok((variable, storage))
}
