//! The words of the pipeline schema: buffer data formats, the stage names,
//! result rules and denormal modes, sampler filters, address modes, compare
//! ops and kinds, and the resource kinds with their image shapes — the values
//! the YAML names, as enums the runner matches on.

use serde::Deserialize;
use texel_target::Stage;

/// The element type of a buffer's `Data` (offload-test-suite `DataFormat`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
pub enum DataFormat {
    Hex8,
    Hex16,
    Hex32,
    Hex64,
    UInt16,
    UInt32,
    UInt64,
    Int16,
    Int32,
    Int64,
    Float16,
    Float32,
    Float64,
    Depth32,
    Bool,
}

impl DataFormat {
    /// Bytes of one channel.
    pub fn size(self) -> u32 {
        match self {
            DataFormat::Hex8 => 1,
            DataFormat::Hex16 | DataFormat::UInt16 | DataFormat::Int16 | DataFormat::Float16 => 2,
            DataFormat::Hex32
            | DataFormat::UInt32
            | DataFormat::Int32
            | DataFormat::Float32
            | DataFormat::Depth32
            | DataFormat::Bool => 4,
            DataFormat::Hex64 | DataFormat::UInt64 | DataFormat::Int64 | DataFormat::Float64 => 8,
        }
    }

    /// Float formats, the ones the ULP and epsilon rules accept. Depth32 is
    /// read as float data but is not a float *buffer* format upstream.
    pub fn is_float(self) -> bool {
        matches!(
            self,
            DataFormat::Float16 | DataFormat::Float32 | DataFormat::Float64
        )
    }
}

/// The stages a pipeline's `Shaders[].Stage` names (the offload-test-suite's
/// spellings: the target model's variant names).
const PIPELINE_STAGES: &[Stage] = &[
    Stage::Compute,
    Stage::Vertex,
    Stage::Hull,
    Stage::Domain,
    Stage::Geometry,
    Stage::Pixel,
    Stage::Amplification,
    Stage::Mesh,
];
const PIPELINE_STAGE_NAMES: &[&str] = &[
    "Compute",
    "Vertex",
    "Hull",
    "Domain",
    "Geometry",
    "Pixel",
    "Amplification",
    "Mesh",
];

#[test]
fn pipeline_stage_names_are_the_variant_names() {
    let names: Vec<String> = PIPELINE_STAGES
        .iter()
        .map(|stage| format!("{stage:?}"))
        .collect();
    assert_eq!(names, PIPELINE_STAGE_NAMES);
}

pub(super) fn deserialize_stage<'de, D: serde::Deserializer<'de>>(
    deserializer: D,
) -> Result<Stage, D::Error> {
    let name = String::deserialize(deserializer)?;
    PIPELINE_STAGE_NAMES
        .iter()
        .position(|known| *known == name)
        .map(|index| PIPELINE_STAGES[index])
        .ok_or_else(|| serde::de::Error::unknown_variant(&name, PIPELINE_STAGE_NAMES))
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
pub enum Rule {
    BufferExact,
    BufferFloatULP,
    BufferFloatEpsilon,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize)]
pub enum DenormMode {
    #[default]
    Any,
    #[serde(rename = "FTZ")]
    Ftz,
    Preserve,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize)]
pub enum Filter {
    Nearest,
    #[default]
    Linear,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize)]
pub enum AddressMode {
    #[default]
    Clamp,
    Repeat,
    Mirror,
    Border,
    MirrorOnce,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize)]
pub enum CompareOp {
    #[default]
    Never,
    Less,
    Equal,
    LessEqual,
    Greater,
    NotEqual,
    GreaterEqual,
    Always,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize)]
pub enum SamplerKind {
    #[default]
    Sampler,
    SamplerComparison,
}

/// The HLSL resource kind of a descriptor-set entry.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
pub enum ResourceKind {
    Buffer,
    RWBuffer,
    StructuredBuffer,
    RWStructuredBuffer,
    ByteAddressBuffer,
    RWByteAddressBuffer,
    ConstantBuffer,
    Texture1D,
    Texture1DArray,
    Texture2D,
    Texture2DArray,
    Texture3D,
    TextureCube,
    TextureCubeArray,
    Texture2DMS,
    Texture2DMSArray,
    RWTexture1D,
    RWTexture1DArray,
    RWTexture2D,
    RWTexture2DArray,
    RWTexture3D,
    Sampler,
}

/// The shape of an image resource kind.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ImageShape {
    D1,
    D2,
    D3,
    Cube,
}

impl ResourceKind {
    /// Written by the shader, so read back after the dispatch.
    pub fn is_read_write(self) -> bool {
        matches!(
            self,
            ResourceKind::RWBuffer
                | ResourceKind::RWStructuredBuffer
                | ResourceKind::RWByteAddressBuffer
                | ResourceKind::RWTexture1D
                | ResourceKind::RWTexture1DArray
                | ResourceKind::RWTexture2D
                | ResourceKind::RWTexture2DArray
                | ResourceKind::RWTexture3D
        )
    }

    /// Whether a resource of this kind and one of `other` may share a
    /// Vulkan binding: a read-only texture and a sampler, which Vulkan reads
    /// as one combined image sampler descriptor.
    pub fn pairs_with(self, other: ResourceKind) -> bool {
        let texture = |kind: ResourceKind| kind.image().is_some() && !kind.is_read_write();
        (texture(self) && other == ResourceKind::Sampler)
            || (self == ResourceKind::Sampler && texture(other))
    }

    /// `(shape, arrayed, multisampled)` of an image kind; `None` for buffers and samplers.
    pub fn image(self) -> Option<(ImageShape, bool, bool)> {
        use ImageShape::*;
        use ResourceKind as K;
        Some(match self {
            K::Texture1D | K::RWTexture1D => (D1, false, false),
            K::Texture1DArray | K::RWTexture1DArray => (D1, true, false),
            K::Texture2D | K::RWTexture2D => (D2, false, false),
            K::Texture2DArray | K::RWTexture2DArray => (D2, true, false),
            K::Texture3D | K::RWTexture3D => (D3, false, false),
            K::TextureCube => (Cube, false, false),
            K::TextureCubeArray => (Cube, true, false),
            K::Texture2DMS => (D2, false, true),
            K::Texture2DMSArray => (D2, true, true),
            _ => return None,
        })
    }
}
