//! The capabilities and extensions the new instructions and variables need
//! (SPIRV.md "Capabilities to declare"), added only when missing.
//!
//! `required` is a pure function of the declared bindings and the markers
//! called; `declare` appends what the module lacks. Execution modes for
//! implicit derivatives live in `derivatives`; removal of capabilities that
//! are no longer needed lives in `cleanup`.

use std::collections::{BTreeSet, HashMap};

use rspirv::dr::{Instruction, Module, Operand};
use rspirv::spirv::{Capability, ImageFormat, Op, Word};

use super::ids::operand_string;
use super::markers::{MarkerCall, MarkerImport};
use super::variables::{Bindings, Resource};
use crate::spirv::marker::{
    ArraySize, ImageDescriptor, Marker, SampledType, CONST_OFFSET, CONST_OFFSETS, MIN_LOD, OFFSET,
};

const DIM_1D: u32 = 0;
const DIM_CUBE: u32 = 3;
const DIM_RECT: u32 = 4;
const DIM_BUFFER: u32 = 5;
const DIM_SUBPASS_DATA: u32 = 6;
const FORMAT_UNKNOWN: u32 = 0;

/// Capabilities and extensions, deduplicated and ordered.
#[derive(Debug, Default)]
pub(super) struct Requirements {
    pub capabilities: BTreeSet<Capability>,
    pub extensions: BTreeSet<&'static str>,
}

/// What the variables of `bindings` and the instructions of `calls` need.
pub(super) fn required(
    bindings: &Bindings,
    calls: &[MarkerCall],
    imports: &HashMap<Word, MarkerImport>,
    version: (u8, u8),
) -> Requirements {
    let mut needs = Requirements::default();
    for slot in bindings.values() {
        if let Resource::Image(image) = &slot.resource {
            let image = &image.descriptor;
            image_type(image, &mut needs.capabilities);
            if matches!(image.sampled_type, SampledType::I64 | SampledType::U64) {
                needs.capabilities.insert(Capability::Int64ImageEXT);
                needs.extensions.insert("SPV_EXT_shader_image_int64");
            }
        }
        if slot.array == ArraySize::Runtime {
            needs
                .capabilities
                .insert(Capability::RuntimeDescriptorArray);
            if version < (1, 5) {
                needs.extensions.insert("SPV_EXT_descriptor_indexing");
            }
        }
    }
    for call in calls {
        let marker = &imports[&call.import].marker;
        let operation = marker.operation;
        let mask = marker.image_operands;
        if let Some(capability) = operation.capability() {
            needs.capabilities.insert(capability);
        }
        if mask & (OFFSET | CONST_OFFSETS) != 0
            || (operation.is_gather() && mask & CONST_OFFSET != 0)
        {
            needs.capabilities.insert(Capability::ImageGatherExtended);
        }
        if mask & MIN_LOD != 0 {
            needs.capabilities.insert(Capability::MinLod);
        }
        if marker.non_uniform {
            non_uniform(marker, version, &mut needs);
        }
        if marker.image.is_storage() && marker.image.format == FORMAT_UNKNOWN {
            if let Some(capability) = operation.unknown_format_capability() {
                needs.capabilities.insert(capability);
            }
        }
    }
    needs
}

/// `NonUniform` needs ShaderNonUniform; indexing an array of descriptors with
/// a non-uniform index needs the capability of the descriptor kind (the SPIR-V
/// spec's descriptor-indexing capabilities, one per Vulkan descriptor type).
fn non_uniform(marker: &Marker, version: (u8, u8), needs: &mut Requirements) {
    needs.capabilities.insert(Capability::ShaderNonUniform);
    if version < (1, 5) {
        needs.extensions.insert("SPV_EXT_descriptor_indexing");
    }
    if marker.image_binding.array != ArraySize::Single {
        let image = &marker.image;
        needs
            .capabilities
            .insert(match (image.dim, image.is_storage()) {
                (DIM_BUFFER, false) => Capability::UniformTexelBufferArrayNonUniformIndexing,
                (DIM_BUFFER, true) => Capability::StorageTexelBufferArrayNonUniformIndexing,
                (DIM_SUBPASS_DATA, _) => Capability::InputAttachmentArrayNonUniformIndexing,
                (_, false) => Capability::SampledImageArrayNonUniformIndexing,
                (_, true) => Capability::StorageImageArrayNonUniformIndexing,
            });
    }
    // Vulkan's shaderSampledImageArrayNonUniformIndexing covers samplers too.
    if marker
        .sampler_binding
        .is_some_and(|sampler| sampler.array != ArraySize::Single)
    {
        needs
            .capabilities
            .insert(Capability::SampledImageArrayNonUniformIndexing);
    }
}

/// Capabilities that declaring an `OpTypeImage` requires.
fn image_type(image: &ImageDescriptor, capabilities: &mut BTreeSet<Capability>) {
    let storage = image.is_storage();
    let pick = |sampled: Capability, storage_capability: Capability| {
        if storage {
            storage_capability
        } else {
            sampled
        }
    };
    match image.dim {
        DIM_1D => {
            capabilities.insert(pick(Capability::Sampled1D, Capability::Image1D));
        }
        DIM_CUBE if image.arrayed => {
            capabilities.insert(pick(
                Capability::SampledCubeArray,
                Capability::ImageCubeArray,
            ));
        }
        DIM_RECT => {
            capabilities.insert(pick(Capability::SampledRect, Capability::ImageRect));
        }
        DIM_BUFFER => {
            capabilities.insert(pick(Capability::SampledBuffer, Capability::ImageBuffer));
        }
        DIM_SUBPASS_DATA => {
            capabilities.insert(Capability::InputAttachment);
        }
        _ => {}
    }
    if image.multisampled && storage {
        capabilities.insert(Capability::StorageImageMultisample);
        if image.arrayed {
            capabilities.insert(Capability::ImageMSArray);
        }
    }
}

/// The image formats the SPIR-V spec puts behind `StorageImageExtendedFormats`
/// (Image Format table). The rest need only `Shader` (Rgba32f, Rgba16f, R32f,
/// Rgba8, Rgba8Snorm and the 32/16/8-bit four-component and R32 integer
/// formats), `Int64ImageEXT` (R64i, R64ui) or nothing (Unknown).
const EXTENDED_FORMATS: &[ImageFormat] = &[
    ImageFormat::Rg32f,
    ImageFormat::Rg16f,
    ImageFormat::R11fG11fB10f,
    ImageFormat::R16f,
    ImageFormat::Rgba16,
    ImageFormat::Rgb10A2,
    ImageFormat::Rg16,
    ImageFormat::Rg8,
    ImageFormat::R16,
    ImageFormat::R8,
    ImageFormat::Rgba16Snorm,
    ImageFormat::Rg16Snorm,
    ImageFormat::Rg8Snorm,
    ImageFormat::R16Snorm,
    ImageFormat::R8Snorm,
    ImageFormat::Rg32i,
    ImageFormat::Rg16i,
    ImageFormat::Rg8i,
    ImageFormat::R16i,
    ImageFormat::R8i,
    ImageFormat::Rgb10a2ui,
    ImageFormat::Rg32ui,
    ImageFormat::Rg16ui,
    ImageFormat::Rg8ui,
    ImageFormat::R16ui,
    ImageFormat::R8ui,
];

/// Declares `StorageImageExtendedFormats` when any `OpTypeImage` of the module
/// — the finalizer's or LLVM's own (e.g. `RWBuffer<float2>` is Rg32f) — has an
/// extended format.
pub(super) fn declare_image_formats(module: &mut Module) {
    let extended = module.types_global_values.iter().any(|ty| {
        ty.class.opcode == Op::TypeImage
            && matches!(
                ty.operands.get(6),
                Some(Operand::ImageFormat(format)) if EXTENDED_FORMATS.contains(format)
            )
    });
    if extended {
        add_capability(module, Capability::StorageImageExtendedFormats);
    }
}

/// Adds every capability and extension of `needs` the module does not declare.
pub(super) fn declare(module: &mut Module, needs: &Requirements) {
    for &capability in &needs.capabilities {
        add_capability(module, capability);
    }
    for extension in &needs.extensions {
        add_extension(module, extension);
    }
}

pub(super) fn has_capability(module: &Module, capability: Capability) -> bool {
    module
        .capabilities
        .iter()
        .any(|instruction| instruction.operands.first() == Some(&Operand::Capability(capability)))
}

pub(super) fn add_capability(module: &mut Module, capability: Capability) {
    if !has_capability(module, capability) {
        module.capabilities.push(Instruction::new(
            Op::Capability,
            None,
            None,
            vec![Operand::Capability(capability)],
        ));
    }
}

pub(super) fn add_extension(module: &mut Module, extension: &str) {
    let present = module.extensions.iter().any(|instruction| {
        instruction.operands.first().and_then(operand_string) == Some(extension)
    });
    if !present {
        module.extensions.push(Instruction::new(
            Op::Extension,
            None,
            None,
            vec![Operand::LiteralString(extension.to_string())],
        ));
    }
}

pub(super) fn remove_capability(module: &mut Module, capability: Capability) {
    module.capabilities.retain(|instruction| {
        instruction.operands.first() != Some(&Operand::Capability(capability))
    });
}
