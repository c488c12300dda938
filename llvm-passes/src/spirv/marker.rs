//! The marker ABI between `texel-spirv` and the SPIR-V finalizer.
//!
//! texel-spirv replaces every image operation by a call to a declared function
//! in the reserved `texel.spv.` namespace. The static facts — the operation, the
//! image type, the descriptor bindings of the image and sampler, the image
//! operand mask — are encoded in the function name; the dynamic ones are plain
//! arguments in a fixed order. LLVM's SPIR-V target emits each call as an
//! `OpFunctionCall` to an imported function, and the finalizer parses the name
//! back ([`Marker::parse`]) to put the real instruction sequence in its place.
//! This module is the only definition of that contract, and its operation
//! table is the one place that maps an image operation to its SPIR-V
//! instruction and capabilities; it names SPIR-V's grammar enums
//! (`rspirv::spirv`) but must not know LLVM IR or rspirv's module types.
//!
//! Name: `texel.spv.<operation>.<image>.i<set>_<binding>_<array>[.s<set>_<binding>_<array>][.nu].m<mask>`
//! where `<image>` is `<sampled type>_<dim>_<depth>_<arrayed>_<ms>_<sampled>_<format>`
//! and `<array>` is `0` (no array), `N` (an array of N) or `r` (runtime array).
//! `nu` marks an operation whose image or sampler array index is non-uniform
//! (HLSL `NonUniformResourceIndex`, `llvm.spv.resource.nonuniformindex`): the
//! finalizer decorates the descriptor accesses and the result `NonUniform`.
//!
//! Arguments: `i32 image index`, [`i32 sampler index`], then the operation's
//! operands ([`MarkerOperation::operands`]), then the image operands in mask-bit
//! order ([`IMAGE_OPERAND_BITS`]). The call returns the SPIR-V instruction's own
//! result type (`void` for writes).

use std::fmt;

use rspirv::spirv::{Capability, Op};
use thiserror::Error;

pub const MARKER_PREFIX: &str = "texel.spv.";

/// Image-operand mask bits, in the order their operands follow.
pub const IMAGE_OPERAND_BITS: &[(u32, &str, usize)] = &[
    (BIAS, "Bias", 1),
    (LOD, "Lod", 1),
    (GRAD, "Grad", 2),
    (CONST_OFFSET, "ConstOffset", 1),
    (OFFSET, "Offset", 1),
    (CONST_OFFSETS, "ConstOffsets", 1),
    (SAMPLE, "Sample", 1),
    (MIN_LOD, "MinLod", 1),
    (SIGN_EXTEND, "SignExtend", 0),
    (ZERO_EXTEND, "ZeroExtend", 0),
];
pub const BIAS: u32 = 0x1;
pub const LOD: u32 = 0x2;
pub const GRAD: u32 = 0x4;
pub const CONST_OFFSET: u32 = 0x8;
pub const OFFSET: u32 = 0x10;
pub const CONST_OFFSETS: u32 = 0x20;
pub const SAMPLE: u32 = 0x40;
pub const MIN_LOD: u32 = 0x80;
pub const SIGN_EXTEND: u32 = 0x1000;
pub const ZERO_EXTEND: u32 = 0x2000;

/// Number of argument values the operands of `mask` take.
pub fn image_operand_count(mask: u32) -> usize {
    IMAGE_OPERAND_BITS
        .iter()
        .filter(|(bit, ..)| mask & bit != 0)
        .map(|(_, _, count)| count)
        .sum()
}

/// One operand of an operation (before the image operands).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MarkerOperand {
    Coordinate,
    DepthReference,
    Component,
    Texel,
    Lod,
}

/// The SPIR-V operation table: one row per image operation a marker stands
/// for, handed to `$m`. Columns: variant, marker name, needs a sampler (goes
/// through `OpSampledImage`), operands before the image operands, the SPIR-V
/// instruction, computes implicit derivatives, the capability the instruction
/// itself needs, the capability it needs on a storage image of unknown
/// format, and whether it reads or writes texels of the image's Sampled Type
/// (`Read`: its result; `Write`: its texel operand). Consumers are exhaustive `match`es generated from the rows.
macro_rules! for_each_marker_operation {
    ($m:ident) => {
        $m! {
            SampleImplicitLod, "sample_implicit_lod", true, [Coordinate], ImageSampleImplicitLod, true, None, None, Read;
            SampleExplicitLod, "sample_explicit_lod", true, [Coordinate], ImageSampleExplicitLod, false, None, None, Read;
            SampleDrefImplicitLod, "sample_dref_implicit_lod", true, [Coordinate, DepthReference], ImageSampleDrefImplicitLod, true, None, None, Read;
            SampleDrefExplicitLod, "sample_dref_explicit_lod", true, [Coordinate, DepthReference], ImageSampleDrefExplicitLod, false, None, None, Read;
            Gather, "gather", true, [Coordinate, Component], ImageGather, false, None, None, Read;
            DrefGather, "dref_gather", true, [Coordinate, DepthReference], ImageDrefGather, false, None, None, Read;
            QueryLod, "query_lod", true, [Coordinate], ImageQueryLod, true, Some(ImageQuery), None, None;
            Fetch, "fetch", false, [Coordinate], ImageFetch, false, None, None, Read;
            Read, "read", false, [Coordinate], ImageRead, false, None, Some(StorageImageReadWithoutFormat), Read;
            Write, "write", false, [Coordinate, Texel], ImageWrite, false, None, Some(StorageImageWriteWithoutFormat), Write;
            QuerySizeLod, "query_size_lod", false, [Lod], ImageQuerySizeLod, false, Some(ImageQuery), None, None;
            QuerySize, "query_size", false, [], ImageQuerySize, false, Some(ImageQuery), None, None;
            QueryLevels, "query_levels", false, [], ImageQueryLevels, false, Some(ImageQuery), None, None;
            QuerySamples, "query_samples", false, [], ImageQuerySamples, false, Some(ImageQuery), None, None;
        }
    };
}

/// How an image instruction's values relate to the image's Sampled Type.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TexelAccess {
    /// The result holds texels (or depth comparisons) of the image.
    Read,
    /// The texel operand is written to the image.
    Write,
    /// Neither: sizes, levels, sample counts, LODs.
    None,
}

macro_rules! declare_marker_operations {
    ($($variant:ident, $name:literal, $sampler:literal, [$($operand:ident),*], $op:ident,
       $implicit_lod:literal, $capability:expr, $unknown_format:expr, $texels:ident;)*) => {
        /// The image operation a marker stands for.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum MarkerOperation {
            $($variant,)*
        }

        impl MarkerOperation {
            /// Every operation, in table order.
            pub const ALL: &'static [MarkerOperation] = &[$(MarkerOperation::$variant,)*];

            /// The operation's name in a marker function name.
            pub fn name(self) -> &'static str {
                match self {
                    $(MarkerOperation::$variant => $name,)*
                }
            }

            /// Sampling, gathers and LOD queries go through a sampled image.
            pub fn uses_sampler(self) -> bool {
                match self {
                    $(MarkerOperation::$variant => $sampler,)*
                }
            }

            pub fn operands(self) -> &'static [MarkerOperand] {
                match self {
                    $(MarkerOperation::$variant => &[$(MarkerOperand::$operand),*],)*
                }
            }

            /// The SPIR-V instruction of the operation (SPIRV.md's mapping).
            pub fn instruction(self) -> Op {
                match self {
                    $(MarkerOperation::$variant => Op::$op,)*
                }
            }

            /// Operations that compute implicit derivatives.
            pub fn uses_implicit_lod(self) -> bool {
                match self {
                    $(MarkerOperation::$variant => $implicit_lod,)*
                }
            }

            /// The capability the instruction needs whatever its operands.
            pub fn capability(self) -> Option<Capability> {
                use Capability::*;
                match self {
                    $(MarkerOperation::$variant => $capability,)*
                }
            }

            /// The capability the instruction needs on a storage image whose
            /// format is `Unknown`.
            pub fn unknown_format_capability(self) -> Option<Capability> {
                use Capability::*;
                match self {
                    $(MarkerOperation::$variant => $unknown_format,)*
                }
            }

            /// How the instruction's texel values relate to the image's Sampled Type.
            pub fn texels(self) -> TexelAccess {
                match self {
                    $(MarkerOperation::$variant => TexelAccess::$texels,)*
                }
            }

            /// The operation whose instruction `opcode` is.
            pub fn of_instruction(opcode: Op) -> Option<MarkerOperation> {
                match opcode {
                    $(Op::$op => Some(MarkerOperation::$variant),)*
                    _ => None,
                }
            }

            fn from_name(name: &str) -> Option<MarkerOperation> {
                match name {
                    $($name => Some(MarkerOperation::$variant),)*
                    _ => None,
                }
            }
        }
    };
}

for_each_marker_operation!(declare_marker_operations);

impl MarkerOperation {
    /// Gathers, whose constant offset needs `ImageGatherExtended`.
    pub fn is_gather(self) -> bool {
        matches!(self, MarkerOperation::Gather | MarkerOperation::DrefGather)
    }
}

/// The sampled type of an image, with signedness.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SampledType {
    F16,
    F32,
    I32,
    U32,
    I64,
    U64,
}

const SAMPLED_TYPES: &[(SampledType, &str)] = &[
    (SampledType::F16, "f16"),
    (SampledType::F32, "f32"),
    (SampledType::I32, "i32"),
    (SampledType::U32, "u32"),
    (SampledType::I64, "i64"),
    (SampledType::U64, "u64"),
];

impl SampledType {
    pub fn name(self) -> &'static str {
        SAMPLED_TYPES.iter().find(|row| row.0 == self).unwrap().1
    }

    pub fn is_float(self) -> bool {
        matches!(self, SampledType::F16 | SampledType::F32)
    }

    pub fn is_signed_integer(self) -> bool {
        matches!(self, SampledType::I32 | SampledType::I64)
    }

    pub fn bits(self) -> u32 {
        match self {
            SampledType::F16 => 16,
            SampledType::F32 | SampledType::I32 | SampledType::U32 => 32,
            SampledType::I64 | SampledType::U64 => 64,
        }
    }

    fn from_name(name: &str) -> Option<SampledType> {
        SAMPLED_TYPES
            .iter()
            .find(|row| row.1 == name)
            .map(|row| row.0)
    }
}

/// The parameters of `OpTypeImage`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ImageDescriptor {
    pub sampled_type: SampledType,
    /// SPIR-V `Dim`: 1D 0, 2D 1, 3D 2, Cube 3, Buffer 5.
    pub dim: u32,
    pub depth: u32,
    pub arrayed: bool,
    pub multisampled: bool,
    /// 1 sampled image, 2 storage image.
    pub sampled: u32,
    /// SPIR-V `ImageFormat`.
    pub format: u32,
}

impl ImageDescriptor {
    pub fn is_storage(&self) -> bool {
        self.sampled == 2
    }
}

/// An array size of a descriptor binding.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ArraySize {
    Single,
    Fixed(u32),
    Runtime,
}

/// A descriptor binding (set, binding) and its array size.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct DescriptorBinding {
    pub set: u32,
    pub binding: u32,
    pub array: ArraySize,
}

impl fmt::Display for DescriptorBinding {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let array = match self.array {
            ArraySize::Single => "0".to_string(),
            ArraySize::Fixed(count) => count.to_string(),
            ArraySize::Runtime => "r".to_string(),
        };
        write!(f, "{}_{}_{array}", self.set, self.binding)
    }
}

/// Everything static about one image operation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Marker {
    pub operation: MarkerOperation,
    pub image: ImageDescriptor,
    pub image_binding: DescriptorBinding,
    pub sampler_binding: Option<DescriptorBinding>,
    pub image_operands: u32,
    /// The image or sampler array index is not dynamically uniform.
    pub non_uniform: bool,
}

#[derive(Debug, Error, PartialEq, Eq)]
pub enum MarkerError {
    #[error("'{name}' is not a texel marker: {reason}")]
    Malformed { name: String, reason: String },
}

impl Marker {
    /// The function name that encodes this marker.
    pub fn name(&self) -> String {
        let image = &self.image;
        let mut name = format!(
            "{MARKER_PREFIX}{}.{}_{}_{}_{}_{}_{}_{}.i{}",
            self.operation.name(),
            image.sampled_type.name(),
            image.dim,
            image.depth,
            u32::from(image.arrayed),
            u32::from(image.multisampled),
            image.sampled,
            image.format,
            self.image_binding
        );
        if let Some(sampler) = &self.sampler_binding {
            name.push_str(&format!(".s{sampler}"));
        }
        if self.non_uniform {
            name.push_str(".nu");
        }
        name.push_str(&format!(".m{}", self.image_operands));
        name
    }

    /// Number of call arguments: indices, operands, image operands.
    pub fn argument_count(&self) -> usize {
        1 + usize::from(self.sampler_binding.is_some())
            + self.operation.operands().len()
            + image_operand_count(self.image_operands)
    }

    /// Position of the first image operand among the arguments.
    pub fn first_image_operand(&self) -> usize {
        1 + usize::from(self.sampler_binding.is_some()) + self.operation.operands().len()
    }

    /// Parses a marker function name.
    pub fn parse(name: &str) -> Result<Marker, MarkerError> {
        let malformed = |reason: &str| MarkerError::Malformed {
            name: name.to_string(),
            reason: reason.to_string(),
        };
        let rest = name
            .strip_prefix(MARKER_PREFIX)
            .ok_or_else(|| malformed("no texel.spv. prefix"))?;
        let mut parts: Vec<&str> = rest.split('.').collect();
        let non_uniform = parts.len() >= 2 && parts[parts.len() - 2] == "nu";
        if non_uniform {
            parts.remove(parts.len() - 2);
        }
        let (operation, image, image_binding, sampler, mask) = match parts[..] {
            [operation, image, image_binding, mask] => {
                (operation, image, image_binding, None, mask)
            }
            [operation, image, image_binding, sampler, mask] => {
                (operation, image, image_binding, Some(sampler), mask)
            }
            _ => return Err(malformed("wrong number of name components")),
        };
        let operation =
            MarkerOperation::from_name(operation).ok_or_else(|| malformed("unknown operation"))?;
        let image = parse_image(image).ok_or_else(|| malformed("bad image descriptor"))?;
        let image_binding = image_binding
            .strip_prefix('i')
            .and_then(parse_binding)
            .ok_or_else(|| malformed("bad image binding"))?;
        let sampler_binding = match sampler {
            Some(sampler) => Some(
                sampler
                    .strip_prefix('s')
                    .and_then(parse_binding)
                    .ok_or_else(|| malformed("bad sampler binding"))?,
            ),
            None => None,
        };
        if sampler_binding.is_some() != operation.uses_sampler() {
            return Err(malformed("sampler binding does not match the operation"));
        }
        let image_operands = mask
            .strip_prefix('m')
            .and_then(|mask| mask.parse::<u32>().ok())
            .ok_or_else(|| malformed("bad image-operand mask"))?;
        let known: u32 = IMAGE_OPERAND_BITS.iter().map(|(bit, ..)| bit).sum();
        if image_operands & !known != 0 {
            return Err(malformed("unknown image-operand bits"));
        }
        Ok(Marker {
            operation,
            image,
            image_binding,
            sampler_binding,
            image_operands,
            non_uniform,
        })
    }
}

fn parse_image(text: &str) -> Option<ImageDescriptor> {
    let parts: Vec<&str> = text.split('_').collect();
    let [sampled_type, dim, depth, arrayed, ms, sampled, format] = parts[..] else {
        return None;
    };
    let number = |text: &str| text.parse::<u32>().ok();
    let flag = |text: &str| match text {
        "0" => Some(false),
        "1" => Some(true),
        _ => None,
    };
    Some(ImageDescriptor {
        sampled_type: SampledType::from_name(sampled_type)?,
        dim: number(dim)?,
        depth: number(depth)?,
        arrayed: flag(arrayed)?,
        multisampled: flag(ms)?,
        sampled: number(sampled)?,
        format: number(format)?,
    })
}

fn parse_binding(text: &str) -> Option<DescriptorBinding> {
    let parts: Vec<&str> = text.split('_').collect();
    let [set, binding, array] = parts[..] else {
        return None;
    };
    let array = match array {
        "0" => ArraySize::Single,
        "r" => ArraySize::Runtime,
        count => ArraySize::Fixed(count.parse().ok().filter(|count| *count > 0)?),
    };
    Some(DescriptorBinding {
        set: set.parse().ok()?,
        binding: binding.parse().ok()?,
        array,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use pretty_assertions::assert_eq;

    fn texture_2d() -> ImageDescriptor {
        ImageDescriptor {
            sampled_type: SampledType::F32,
            dim: 1,
            depth: 2,
            arrayed: false,
            multisampled: false,
            sampled: 1,
            format: 0,
        }
    }

    #[test]
    fn names_round_trip() {
        let sample = Marker {
            operation: MarkerOperation::SampleExplicitLod,
            image: texture_2d(),
            image_binding: DescriptorBinding {
                set: 0,
                binding: 3,
                array: ArraySize::Fixed(4),
            },
            sampler_binding: Some(DescriptorBinding {
                set: 1,
                binding: 0,
                array: ArraySize::Single,
            }),
            image_operands: LOD | CONST_OFFSET,
            non_uniform: false,
        };
        assert_eq!(
            sample.name(),
            "texel.spv.sample_explicit_lod.f32_1_2_0_0_1_0.i0_3_4.s1_0_0.m10"
        );
        assert_eq!(Marker::parse(&sample.name()), Ok(sample));
        assert_eq!(sample.argument_count(), 5);
        assert_eq!(sample.first_image_operand(), 3);

        let write = Marker {
            operation: MarkerOperation::Write,
            image: ImageDescriptor {
                sampled_type: SampledType::I32,
                sampled: 2,
                format: 21,
                ..texture_2d()
            },
            image_binding: DescriptorBinding {
                set: 0,
                binding: 1,
                array: ArraySize::Runtime,
            },
            sampler_binding: None,
            image_operands: SIGN_EXTEND,
            non_uniform: false,
        };
        assert_eq!(
            write.name(),
            "texel.spv.write.i32_1_2_0_0_2_21.i0_1_r.m4096"
        );
        assert_eq!(Marker::parse(&write.name()), Ok(write));
        assert_eq!(write.argument_count(), 3);
    }

    #[test]
    fn every_operation_round_trips() {
        for operation in MarkerOperation::ALL {
            let marker = Marker {
                operation: *operation,
                image: texture_2d(),
                image_binding: DescriptorBinding {
                    set: 2,
                    binding: 7,
                    array: ArraySize::Single,
                },
                sampler_binding: operation.uses_sampler().then_some(DescriptorBinding {
                    set: 2,
                    binding: 8,
                    array: ArraySize::Single,
                }),
                image_operands: 0,
                non_uniform: false,
            };
            assert_eq!(Marker::parse(&marker.name()), Ok(marker));
            let non_uniform = Marker {
                non_uniform: true,
                ..marker
            };
            assert!(
                non_uniform.name().ends_with(".nu.m0"),
                "{}",
                non_uniform.name()
            );
            assert_eq!(Marker::parse(&non_uniform.name()), Ok(non_uniform));
        }
    }

    #[test]
    fn non_uniform_markers_round_trip() {
        let sample = Marker {
            operation: MarkerOperation::SampleImplicitLod,
            image: texture_2d(),
            image_binding: DescriptorBinding {
                set: 0,
                binding: 1,
                array: ArraySize::Fixed(8),
            },
            sampler_binding: Some(DescriptorBinding {
                set: 0,
                binding: 3,
                array: ArraySize::Single,
            }),
            image_operands: 0,
            non_uniform: true,
        };
        assert_eq!(
            sample.name(),
            "texel.spv.sample_implicit_lod.f32_1_2_0_0_1_0.i0_1_8.s0_3_0.nu.m0"
        );
        assert_eq!(Marker::parse(&sample.name()), Ok(sample));
        // `nu` takes no argument.
        assert_eq!(sample.argument_count(), 3);
        let uniform = Marker {
            non_uniform: false,
            ..sample
        };
        assert_eq!(
            uniform.name(),
            "texel.spv.sample_implicit_lod.f32_1_2_0_0_1_0.i0_1_8.s0_3_0.m0"
        );
        assert_eq!(Marker::parse(&uniform.name()), Ok(uniform));

        let read = Marker {
            operation: MarkerOperation::Read,
            image: ImageDescriptor {
                sampled: 2,
                format: 1,
                ..texture_2d()
            },
            image_binding: DescriptorBinding {
                set: 1,
                binding: 0,
                array: ArraySize::Runtime,
            },
            sampler_binding: None,
            image_operands: 0,
            non_uniform: true,
        };
        assert_eq!(read.name(), "texel.spv.read.f32_1_2_0_0_2_1.i1_0_r.nu.m0");
        assert_eq!(Marker::parse(&read.name()), Ok(read));
    }

    #[test]
    fn malformed_names_are_errors() {
        for name in [
            "texel.spv.sample_explicit_lod",
            "texel.spv.nope.f32_1_2_0_0_1_0.i0_0_0.s0_1_0.m0",
            "texel.spv.fetch.f32_1_2_0_0_1_0.i0_0_0.s0_1_0.m0",
            "texel.spv.fetch.f99_1_2_0_0_1_0.i0_0_0.m0",
            "texel.spv.fetch.f32_1_2_0_0_1_0.i0_0_x.m0",
            "texel.spv.fetch.f32_1_2_0_0_1_0.i0_0_0.m256",
            // `nu` only right before the mask, at most once.
            "texel.spv.fetch.f32_1_2_0_0_1_0.nu.i0_0_0.m0",
            "texel.spv.fetch.f32_1_2_0_0_1_0.i0_0_0.nu.nu.m0",
            "texel.spv.fetch.f32_1_2_0_0_1_0.i0_0_0.m0.nu",
            "texel.spv.sample_implicit_lod.f32_1_2_0_0_1_0.i0_0_0.nu.s0_1_0.m0",
            "texel.spv.fetch.f32_1_2_0_0_1_0.i0_0_0.nuu.m0",
            "other.name",
        ] {
            assert!(Marker::parse(name).is_err(), "{name}");
        }
    }

    #[test]
    fn operand_counts_follow_the_mask() {
        assert_eq!(image_operand_count(GRAD | CONST_OFFSET | MIN_LOD), 4);
        assert_eq!(image_operand_count(SIGN_EXTEND | LOD), 1);
    }
}
