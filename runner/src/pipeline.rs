//! The pipeline YAML of an execution test, in the schema of LLVM's
//! offload-test-suite (TESTING.md, "Execution tests"): serde's model of the
//! document, then [`Pipeline::parse`], which checks it and resolves it into the
//! bytes and references the runner needs.
//!
//! This module knows the schema and its rules (defaults, sizes, references);
//! it must not talk to Vulkan — mapping formats to Vulkan is `formats.rs`.

use serde::Deserialize;
use serde_yaml::Value;
use texel_target::Stage;
use thiserror::Error;

/// A pipeline file that cannot be run; the text names the offending field.
#[derive(Debug, Error)]
pub enum PipelineError {
    #[error("{0}")]
    Yaml(#[from] serde_yaml::Error),
    #[error("{field}: {message}")]
    Invalid { field: String, message: String },
}

fn invalid(field: impl Into<String>, message: impl Into<String>) -> PipelineError {
    PipelineError::Invalid {
        field: field.into(),
        message: message.into(),
    }
}

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

fn deserialize_stage<'de, D: serde::Deserializer<'de>>(deserializer: D) -> Result<Stage, D::Error> {
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

// ---- serde model (field names as in the offload-test-suite) ----

#[derive(Debug, Deserialize)]
#[serde(rename_all = "PascalCase", deny_unknown_fields)]
struct PipelineDoc {
    shaders: Vec<ShaderDoc>,
    #[serde(default)]
    dispatch_parameters: Option<DispatchDoc>,
    buffers: Vec<BufferDoc>,
    #[serde(default)]
    samplers: Vec<SamplerDoc>,
    #[serde(default)]
    results: Vec<ResultDoc>,
    descriptor_sets: Vec<DescriptorSetDoc>,
    /// DirectX root signature settings: meaningless on Vulkan, accepted and ignored.
    #[serde(default, rename = "RuntimeSettings")]
    _runtime_settings: Option<Value>,
    #[serde(default)]
    push_constants: Option<Value>,
    #[serde(default)]
    bindings: Option<Value>,
}

#[derive(Debug, Deserialize)]
#[serde(rename_all = "PascalCase", deny_unknown_fields)]
struct ShaderDoc {
    #[serde(deserialize_with = "deserialize_stage")]
    stage: Stage,
    entry: String,
    #[serde(default)]
    specialization_constants: Option<Value>,
}

#[derive(Debug, Deserialize)]
#[serde(rename_all = "PascalCase", deny_unknown_fields)]
struct DispatchDoc {
    #[serde(default)]
    dispatch_group_count: Option<[u32; 3]>,
    /// For graphics pipelines, which the runner does not run: accepted
    /// (an integer) and ignored.
    #[serde(default, rename = "VertexCount")]
    _vertex_count: Option<u32>,
}

#[derive(Debug, Deserialize)]
#[serde(rename_all = "PascalCase", deny_unknown_fields)]
struct BufferDoc {
    name: String,
    format: DataFormat,
    #[serde(default = "one")]
    channels: u32,
    #[serde(default)]
    stride: u32,
    #[serde(default = "one")]
    array_size: u32,
    #[serde(default)]
    data: Option<Value>,
    #[serde(default)]
    fill_size: Option<u64>,
    #[serde(default)]
    fill_value: Option<Value>,
    #[serde(default)]
    output_props: Option<OutputPropsDoc>,
    #[serde(default)]
    counter: Option<Value>,
}

fn one() -> u32 {
    1
}

#[derive(Debug, Clone, Copy, Deserialize)]
#[serde(rename_all = "PascalCase", deny_unknown_fields)]
struct OutputPropsDoc {
    width: u32,
    height: u32,
    depth: u32,
    #[serde(default = "one")]
    mip_levels: u32,
    #[serde(default = "one")]
    array_slices: u32,
    #[serde(default = "one")]
    sample_count: u32,
}

#[derive(Debug, Deserialize)]
#[serde(rename_all = "PascalCase", deny_unknown_fields)]
struct SamplerDoc {
    name: String,
    #[serde(default)]
    kind: SamplerKind,
    #[serde(default)]
    min_filter: Filter,
    #[serde(default)]
    mag_filter: Filter,
    #[serde(default)]
    address: AddressMode,
    #[serde(default, rename = "MinLOD")]
    min_lod: Option<f32>,
    #[serde(default, rename = "MaxLOD")]
    max_lod: Option<f32>,
    #[serde(default, rename = "MipLODBias")]
    mip_lod_bias: Option<f32>,
    #[serde(default)]
    comparison_op: CompareOp,
}

#[derive(Debug, Deserialize)]
#[serde(rename_all = "PascalCase", deny_unknown_fields)]
struct ResultDoc {
    result: String,
    rule: Rule,
    actual: String,
    expected: String,
    #[serde(default, rename = "ULPT")]
    ulpt: Option<u32>,
    #[serde(default)]
    epsilon: Option<f64>,
    #[serde(default)]
    denorm_mode: DenormMode,
    #[serde(default)]
    zero_tolerance: Option<f64>,
}

#[derive(Debug, Deserialize)]
#[serde(rename_all = "PascalCase", deny_unknown_fields)]
struct DescriptorSetDoc {
    resources: Vec<ResourceDoc>,
}

#[derive(Debug, Deserialize)]
#[serde(rename_all = "PascalCase", deny_unknown_fields)]
struct ResourceDoc {
    name: String,
    kind: ResourceKind,
    #[serde(default)]
    has_counter: Option<Value>,
    /// The binding on DirectX: checked for shape, otherwise ignored.
    #[serde(default, rename = "DirectXBinding")]
    _direct_x_binding: Option<DirectXBindingDoc>,
    #[serde(default)]
    vulkan_binding: Option<VulkanBindingDoc>,
}

#[derive(Debug, Deserialize)]
#[serde(rename_all = "PascalCase", deny_unknown_fields)]
struct DirectXBindingDoc {
    #[serde(rename = "Register")]
    _register: u32,
    #[serde(rename = "Space")]
    _space: u32,
}

#[derive(Debug, Deserialize)]
#[serde(rename_all = "PascalCase", deny_unknown_fields)]
struct VulkanBindingDoc {
    binding: u32,
    #[serde(default)]
    counter_binding: Option<u32>,
}

// ---- the checked pipeline the runner uses ----

/// Texture extent and layout of a buffer that backs an image.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct OutputProps {
    pub width: u32,
    pub height: u32,
    pub depth: u32,
    pub mip_levels: u32,
    pub array_slices: u32,
    pub sample_count: u32,
}

impl OutputProps {
    /// `(width, height, depth)` of mip `level`.
    pub fn mip_extent(&self, level: u32) -> (u32, u32, u32) {
        (
            (self.width >> level).max(1),
            (self.height >> level).max(1),
            (self.depth >> level).max(1),
        )
    }

    /// Texels of one slice's whole mip chain.
    pub fn texels_per_slice(&self) -> u64 {
        (0..self.mip_levels)
            .map(|level| {
                let (w, h, d) = self.mip_extent(level);
                u64::from(w) * u64::from(h) * u64::from(d)
            })
            .sum()
    }
}

/// A named block of data (a buffer, or the texels of a texture).
#[derive(Debug, Clone, PartialEq)]
pub struct Buffer {
    pub name: String,
    pub format: DataFormat,
    pub channels: u32,
    /// Structure stride in bytes, 0 when elements are `channels` values.
    pub stride: u32,
    pub data: Vec<u8>,
    pub output_props: Option<OutputProps>,
}

impl Buffer {
    /// Bytes of one element (a texel, a structure, or `channels` values).
    pub fn element_size(&self) -> u32 {
        if self.stride > 0 {
            self.stride
        } else {
            self.format.size() * self.channels
        }
    }
}

#[derive(Debug, Clone, PartialEq)]
pub struct Sampler {
    pub name: String,
    pub kind: SamplerKind,
    pub min_filter: Filter,
    pub mag_filter: Filter,
    pub address: AddressMode,
    pub min_lod: f32,
    pub max_lod: f32,
    pub mip_lod_bias: f32,
    pub comparison_op: CompareOp,
}

#[derive(Debug, Clone, PartialEq)]
pub struct ResultCheck {
    pub name: String,
    pub rule: Rule,
    /// Index into [`Pipeline::buffers`].
    pub actual: usize,
    pub expected: usize,
    pub ulp_tolerance: u32,
    pub epsilon: f64,
    pub denorm_mode: DenormMode,
    pub zero_tolerance: f64,
}

/// What a descriptor refers to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Backing {
    /// Index into [`Pipeline::buffers`].
    Buffer(usize),
    /// Index into [`Pipeline::samplers`].
    Sampler(usize),
}

#[derive(Debug, Clone, PartialEq)]
pub struct Resource {
    pub name: String,
    pub kind: ResourceKind,
    pub binding: u32,
    pub backing: Backing,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Pipeline {
    pub entry: String,
    pub group_count: [u32; 3],
    pub buffers: Vec<Buffer>,
    pub samplers: Vec<Sampler>,
    pub results: Vec<ResultCheck>,
    /// The list index is the Vulkan descriptor set.
    pub descriptor_sets: Vec<Vec<Resource>>,
}

impl Pipeline {
    /// Parses and checks a pipeline document.
    pub fn parse(text: &str) -> Result<Pipeline, PipelineError> {
        let doc: PipelineDoc = serde_yaml::from_str(text)?;
        if doc.push_constants.is_some() {
            return Err(invalid("PushConstants", "not supported by texel-runner"));
        }
        if doc.bindings.is_some() {
            return Err(invalid(
                "Bindings",
                "vertex and render-target bindings are for raster pipelines; texel-runner runs compute shaders",
            ));
        }
        let entry = match doc.shaders.as_slice() {
            [shader] if shader.stage == Stage::Compute => {
                if shader.specialization_constants.is_some() {
                    return Err(invalid(
                        "Shaders[0].SpecializationConstants",
                        "not supported by texel-runner",
                    ));
                }
                shader.entry.clone()
            }
            [shader] => {
                return Err(invalid(
                    "Shaders[0].Stage",
                    format!("{:?}: texel-runner runs compute shaders only", shader.stage),
                ))
            }
            shaders => {
                return Err(invalid(
                    "Shaders",
                    format!("expected one compute shader, found {}", shaders.len()),
                ))
            }
        };
        let group_count = doc
            .dispatch_parameters
            .and_then(|d| d.dispatch_group_count)
            .unwrap_or([1, 1, 1]);
        if group_count.contains(&0) {
            return Err(invalid(
                "DispatchParameters.DispatchGroupCount",
                "every group count must be at least 1",
            ));
        }

        let buffers = doc
            .buffers
            .iter()
            .enumerate()
            .map(|(i, b)| check_buffer(i, b))
            .collect::<Result<Vec<_>, _>>()?;
        unique_names("Buffers", buffers.iter().map(|b| b.name.as_str()))?;
        let samplers = doc
            .samplers
            .iter()
            .enumerate()
            .map(|(i, s)| check_sampler(i, s))
            .collect::<Result<Vec<_>, _>>()?;
        unique_names("Samplers", samplers.iter().map(|s| s.name.as_str()))?;

        let find_buffer = |field: String, name: &str| {
            buffers
                .iter()
                .position(|b| b.name == name)
                .ok_or_else(|| invalid(field, format!("no buffer named '{name}'")))
        };

        let mut results = Vec::new();
        for (i, r) in doc.results.iter().enumerate() {
            let field = |f: &str| format!("Results[{i}] ({}).{f}", r.result);
            let actual = find_buffer(field("Actual"), &r.actual)?;
            let expected = find_buffer(field("Expected"), &r.expected)?;
            let (ulp_tolerance, epsilon) = match r.rule {
                Rule::BufferExact => (0, 0.0),
                Rule::BufferFloatULP => (
                    r.ulpt
                        .ok_or_else(|| invalid(field("ULPT"), "required by BufferFloatULP"))?,
                    0.0,
                ),
                Rule::BufferFloatEpsilon => {
                    let e = r.epsilon.ok_or_else(|| {
                        invalid(field("Epsilon"), "required by BufferFloatEpsilon")
                    })?;
                    if e.is_nan() || e < 0.0 {
                        return Err(invalid(field("Epsilon"), "must be a number >= 0"));
                    }
                    (0, e)
                }
            };
            if r.rule != Rule::BufferExact {
                for (which, index) in [("Actual", actual), ("Expected", expected)] {
                    if !buffers[index].format.is_float() {
                        return Err(invalid(
                            field(which),
                            format!(
                                "{:?} takes float buffers; '{}' is {:?}",
                                r.rule, buffers[index].name, buffers[index].format
                            ),
                        ));
                    }
                }
                if buffers[actual].format != buffers[expected].format {
                    return Err(invalid(
                        field("Expected"),
                        format!(
                            "'{}' is {:?} but '{}' is {:?}; the buffers must have the same format",
                            buffers[actual].name,
                            buffers[actual].format,
                            buffers[expected].name,
                            buffers[expected].format
                        ),
                    ));
                }
            }
            results.push(ResultCheck {
                name: r.result.clone(),
                rule: r.rule,
                actual,
                expected,
                ulp_tolerance,
                epsilon,
                denorm_mode: r.denorm_mode,
                zero_tolerance: r.zero_tolerance.unwrap_or(0.0),
            });
        }

        let mut descriptor_sets = Vec::new();
        let mut used_buffers = vec![false; buffers.len()];
        for (set, set_doc) in doc.descriptor_sets.iter().enumerate() {
            let mut resources: Vec<Resource> = Vec::new();
            for (i, r) in set_doc.resources.iter().enumerate() {
                let field =
                    |f: &str| format!("DescriptorSets[{set}].Resources[{i}] ({}).{f}", r.name);
                if r.has_counter.is_some() {
                    return Err(invalid(
                        field("HasCounter"),
                        "counters are not supported by texel-runner",
                    ));
                }
                let binding = r
                    .vulkan_binding
                    .as_ref()
                    .ok_or_else(|| invalid(field("VulkanBinding"), "required to run on Vulkan"))?;
                if binding.counter_binding.is_some() {
                    return Err(invalid(
                        field("VulkanBinding.CounterBinding"),
                        "counters are not supported by texel-runner",
                    ));
                }
                if let Some(other) = resources.iter().find(|o| o.binding == binding.binding) {
                    return Err(invalid(
                        field("VulkanBinding.Binding"),
                        format!(
                            "binding {} is already used by '{}'",
                            binding.binding, other.name
                        ),
                    ));
                }
                let backing = if r.kind == ResourceKind::Sampler {
                    Backing::Sampler(samplers.iter().position(|s| s.name == r.name).ok_or_else(
                        || invalid(field("Name"), format!("no sampler named '{}'", r.name)),
                    )?)
                } else {
                    let index = find_buffer(field("Name"), &r.name)?;
                    if used_buffers[index] {
                        return Err(invalid(
                            field("Name"),
                            format!("buffer '{}' is bound twice", r.name),
                        ));
                    }
                    used_buffers[index] = true;
                    check_resource_shape(&field("Kind"), r.kind, &buffers[index])?;
                    Backing::Buffer(index)
                };
                resources.push(Resource {
                    name: r.name.clone(),
                    kind: r.kind,
                    binding: binding.binding,
                    backing,
                });
            }
            descriptor_sets.push(resources);
        }

        Ok(Pipeline {
            entry,
            group_count,
            buffers,
            samplers,
            results,
            descriptor_sets,
        })
    }

    /// Every resource with its descriptor set index.
    pub fn resources(&self) -> impl Iterator<Item = (u32, &Resource)> {
        self.descriptor_sets
            .iter()
            .enumerate()
            .flat_map(|(set, resources)| resources.iter().map(move |r| (set as u32, r)))
    }
}

fn unique_names<'a>(list: &str, names: impl Iterator<Item = &'a str>) -> Result<(), PipelineError> {
    let mut seen = std::collections::HashSet::new();
    for (i, name) in names.enumerate() {
        if !seen.insert(name) {
            return Err(invalid(
                format!("{list}[{i}].Name"),
                format!("'{name}' is defined twice"),
            ));
        }
    }
    Ok(())
}

fn check_buffer(i: usize, b: &BufferDoc) -> Result<Buffer, PipelineError> {
    let field = |f: &str| format!("Buffers[{i}] ({}).{f}", b.name);
    if b.array_size != 1 {
        return Err(invalid(
            field("ArraySize"),
            "resource arrays are not supported by texel-runner",
        ));
    }
    if b.counter.is_some() {
        return Err(invalid(
            field("Counter"),
            "counters are not supported by texel-runner",
        ));
    }
    if !(1..=4).contains(&b.channels) {
        return Err(invalid(
            field("Channels"),
            format!("{} is not in 1..=4", b.channels),
        ));
    }
    if b.stride != 0 && b.channels != 1 {
        return Err(invalid(
            field("Stride"),
            "cannot set a structure stride and more than one channel",
        ));
    }
    let data = match (&b.data, b.fill_size) {
        (Some(_), Some(_)) => {
            return Err(invalid(
                field("FillSize"),
                "a buffer has either Data or FillSize, not both",
            ))
        }
        (None, Some(size)) => {
            let value = match &b.fill_value {
                Some(v) => encode_value(b.format, v).map_err(|m| invalid(field("FillValue"), m))?,
                None => vec![0; b.format.size() as usize],
            };
            // FillSize counts bytes.
            if size % u64::from(b.format.size()) != 0 {
                return Err(invalid(
                    field("FillSize"),
                    format!(
                        "{size} bytes is not a whole number of {:?} values",
                        b.format
                    ),
                ));
            }
            value.repeat((size / u64::from(b.format.size())) as usize)
        }
        (Some(data), None) => {
            if b.fill_value.is_some() {
                return Err(invalid(
                    field("FillValue"),
                    "'FillValue' specified without 'FillSize'",
                ));
            }
            let Value::Sequence(values) = data else {
                return Err(invalid(field("Data"), "expected a list of values"));
            };
            let mut bytes = Vec::with_capacity(values.len() * b.format.size() as usize);
            for (j, v) in values.iter().enumerate() {
                let encoded = encode_value(b.format, v)
                    .map_err(|m| invalid(field(&format!("Data[{j}]")), m))?;
                bytes.extend(encoded);
            }
            bytes
        }
        (None, None) => return Err(invalid(field("Data"), "a buffer needs Data or FillSize")),
    };

    let output_props = match b.output_props {
        None => None,
        Some(p) => {
            let props = OutputProps {
                width: p.width,
                height: p.height,
                depth: p.depth,
                mip_levels: p.mip_levels,
                array_slices: p.array_slices,
                sample_count: p.sample_count,
            };
            for (name, value) in [
                ("Width", props.width),
                ("Height", props.height),
                ("Depth", props.depth),
                ("MipLevels", props.mip_levels),
                ("ArraySlices", props.array_slices),
                ("SampleCount", props.sample_count),
            ] {
                if value == 0 {
                    return Err(invalid(
                        field(&format!("OutputProps.{name}")),
                        "must be at least 1",
                    ));
                }
            }
            let max_dimension = props.width.max(props.height).max(props.depth);
            if props.mip_levels > 32 - max_dimension.leading_zeros() {
                return Err(invalid(
                    field("OutputProps.MipLevels"),
                    format!(
                        "{} mip levels for a largest dimension of {max_dimension}",
                        props.mip_levels
                    ),
                ));
            }
            if !props.sample_count.is_power_of_two() || props.sample_count > 64 {
                return Err(invalid(
                    field("OutputProps.SampleCount"),
                    format!("{} is not a Vulkan sample count", props.sample_count),
                ));
            }
            let element = u64::from(b.format.size() * b.channels);
            let expected = props.texels_per_slice() * u64::from(props.array_slices) * element;
            let actual = data.len() as u64;
            // A multisampled texture is filled by a clear: its Data may be the one clear texel.
            let clear_texel = props.sample_count > 1 && actual == element;
            if actual != expected && !clear_texel {
                return Err(invalid(
                    field("Data"),
                    format!("{actual} bytes, but OutputProps describe {expected} bytes"),
                ));
            }
            if props.sample_count > 1 && !clear_texel {
                let texel = &data[..element as usize];
                if data.chunks(element as usize).any(|t| t != texel) {
                    return Err(invalid(
                        field("Data"),
                        "a multisampled texture is filled by a clear, so every texel must be the same",
                    ));
                }
            }
            Some(props)
        }
    };

    Ok(Buffer {
        name: b.name.clone(),
        format: b.format,
        channels: b.channels,
        stride: b.stride,
        data,
        output_props,
    })
}

/// Checks that a resource kind fits the buffer behind it (texture kinds need
/// OutputProps matching their shape; buffer kinds take none).
fn check_resource_shape(
    field: &str,
    kind: ResourceKind,
    buffer: &Buffer,
) -> Result<(), PipelineError> {
    let Some((shape, arrayed, multisampled)) = kind.image() else {
        if buffer.output_props.is_some() {
            return Err(invalid(
                field,
                format!(
                    "{kind:?} is a buffer, but '{}' has OutputProps (a texture)",
                    buffer.name
                ),
            ));
        }
        if matches!(
            kind,
            ResourceKind::ByteAddressBuffer | ResourceKind::RWByteAddressBuffer
        ) && buffer.data.len() % 4 != 0
        {
            return Err(invalid(
                field,
                format!(
                    "a byte-address buffer holds whole 32-bit words; '{}' has {} bytes",
                    buffer.name,
                    buffer.data.len()
                ),
            ));
        }
        return Ok(());
    };
    let Some(props) = buffer.output_props else {
        return Err(invalid(
            field,
            format!("{kind:?} needs OutputProps on buffer '{}'", buffer.name),
        ));
    };
    let complain = |message: String| Err(invalid(field, message));
    if shape == ImageShape::D1 && props.height != 1 {
        return complain(format!(
            "{kind:?} needs OutputProps.Height 1, not {}",
            props.height
        ));
    }
    if shape != ImageShape::D3 && props.depth != 1 {
        return complain(format!(
            "{kind:?} needs OutputProps.Depth 1, not {}",
            props.depth
        ));
    }
    if shape == ImageShape::Cube {
        if props.width != props.height {
            return complain(format!(
                "{kind:?} needs square faces, not {}x{}",
                props.width, props.height
            ));
        }
        if props.array_slices % 6 != 0 || (!arrayed && props.array_slices != 6) {
            return complain(format!(
                "{kind:?} needs OutputProps.ArraySlices {} (6 faces per cube), not {}",
                if arrayed { "a multiple of 6" } else { "6" },
                props.array_slices
            ));
        }
    } else if !arrayed && props.array_slices != 1 {
        return complain(format!(
            "{kind:?} is not an array, so OutputProps.ArraySlices must be 1, not {}",
            props.array_slices
        ));
    }
    if multisampled != (props.sample_count > 1) {
        return complain(if multisampled {
            format!("{kind:?} needs OutputProps.SampleCount > 1")
        } else {
            format!(
                "{kind:?} is not multisampled, so OutputProps.SampleCount must be 1, not {}",
                props.sample_count
            )
        });
    }
    if multisampled && props.mip_levels != 1 {
        return complain(format!(
            "{kind:?} has one mip level, not {}",
            props.mip_levels
        ));
    }
    if buffer.stride != 0 {
        return complain(format!(
            "a texture has texels, not structures; '{}' has a Stride",
            buffer.name
        ));
    }
    if buffer.format == DataFormat::Depth32 && buffer.channels != 1 {
        return complain(format!(
            "Depth32 textures have one channel; '{}' has {}",
            buffer.name, buffer.channels
        ));
    }
    Ok(())
}

fn check_sampler(i: usize, s: &SamplerDoc) -> Result<Sampler, PipelineError> {
    let field = |f: &str| format!("Samplers[{i}] ({}).{f}", s.name);
    match (s.kind, s.comparison_op) {
        (SamplerKind::Sampler, op) if op != CompareOp::Never => {
            return Err(invalid(
                field("ComparisonOp"),
                "sampler kind 'Sampler' requires ComparisonOp: Never",
            ))
        }
        (SamplerKind::SamplerComparison, CompareOp::Never) => {
            return Err(invalid(
                field("ComparisonOp"),
                "sampler kind 'SamplerComparison' requires a ComparisonOp other than Never",
            ))
        }
        _ => {}
    }
    let min_lod = s.min_lod.unwrap_or(0.0);
    let max_lod = s.max_lod.unwrap_or(f32::MAX);
    let mip_lod_bias = s.mip_lod_bias.unwrap_or(0.0);
    for (name, value) in [
        ("MinLOD", min_lod),
        ("MaxLOD", max_lod),
        ("MipLODBias", mip_lod_bias),
    ] {
        if !value.is_finite() {
            return Err(invalid(field(name), "must be finite"));
        }
    }
    if max_lod < min_lod {
        return Err(invalid(
            field("MaxLOD"),
            format!("{max_lod} is below MinLOD {min_lod}"),
        ));
    }
    Ok(Sampler {
        name: s.name.clone(),
        kind: s.kind,
        min_filter: s.min_filter,
        mag_filter: s.mag_filter,
        address: s.address,
        min_lod,
        max_lod,
        mip_lod_bias,
        comparison_op: s.comparison_op,
    })
}

/// Encodes one YAML scalar as the little-endian bytes of `format`.
pub fn encode_value(format: DataFormat, value: &Value) -> Result<Vec<u8>, String> {
    let integer = |min: i128, max: i128| -> Result<i128, String> {
        let n = match value {
            Value::Number(n) => n
                .as_i64()
                .map(i128::from)
                .or_else(|| n.as_u64().map(i128::from))
                .ok_or_else(|| format!("{n} is not an integer"))?,
            Value::Bool(b) if format == DataFormat::Bool => i128::from(*b),
            other => return Err(format!("expected an integer, found {}", describe(other))),
        };
        if n < min || n > max {
            return Err(format!("{n} does not fit {format:?}"));
        }
        Ok(n)
    };
    let float = || -> Result<f64, String> {
        match value {
            Value::Number(n) => n.as_f64().ok_or_else(|| format!("{n} is not a number")),
            Value::String(s) => match s.to_ascii_lowercase().as_str() {
                "inf" | "+inf" | "infinity" => Ok(f64::INFINITY),
                "-inf" | "-infinity" => Ok(f64::NEG_INFINITY),
                "nan" => Ok(f64::NAN),
                _ => Err(format!("expected a number, found the string '{s}'")),
            },
            other => Err(format!("expected a number, found {}", describe(other))),
        }
    };
    Ok(match format {
        DataFormat::Hex8 => (integer(0, 0xff)? as u8).to_le_bytes().to_vec(),
        DataFormat::Hex16 | DataFormat::Float16 | DataFormat::UInt16 => {
            (integer(0, 0xffff)? as u16).to_le_bytes().to_vec()
        }
        DataFormat::Hex32 | DataFormat::UInt32 => {
            (integer(0, 0xffff_ffff)? as u32).to_le_bytes().to_vec()
        }
        DataFormat::Bool => (integer(0, 1)? as u32).to_le_bytes().to_vec(),
        DataFormat::Hex64 | DataFormat::UInt64 => (integer(0, i128::from(u64::MAX))? as u64)
            .to_le_bytes()
            .to_vec(),
        DataFormat::Int16 => (integer(i16::MIN.into(), i16::MAX.into())? as i16)
            .to_le_bytes()
            .to_vec(),
        DataFormat::Int32 => (integer(i32::MIN.into(), i32::MAX.into())? as i32)
            .to_le_bytes()
            .to_vec(),
        DataFormat::Int64 => (integer(i64::MIN.into(), i64::MAX.into())? as i64)
            .to_le_bytes()
            .to_vec(),
        DataFormat::Float32 | DataFormat::Depth32 => (float()? as f32).to_le_bytes().to_vec(),
        DataFormat::Float64 => float()?.to_le_bytes().to_vec(),
    })
}

fn describe(value: &Value) -> String {
    match value {
        Value::Null => "nothing".into(),
        Value::Bool(b) => format!("the boolean {b}"),
        Value::Number(n) => format!("the number {n}"),
        Value::String(s) => format!("the string '{s}'"),
        Value::Sequence(_) => "a list".into(),
        Value::Mapping(_) => "a mapping".into(),
        Value::Tagged(_) => "a tagged value".into(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use pretty_assertions::assert_eq;

    const SAMPLE_LEVEL: &str = r#"
---
Shaders:
  - Stage: Compute
    Entry: main
Buffers:
  - Name: Tex
    Format: Float32
    Channels: 4
    OutputProps: { Width: 2, Height: 2, Depth: 1, MipLevels: 2 }
    Data: [ 1,0,0,1, 0,1,0,1, 0,0,1,1, 1,1,1,1,  1,1,0,1 ]
  - Name: In
    Format: Float32
    Data: [ -0.1 ]
  - Name: Out
    Format: Float32
    Channels: 4
    FillSize: 112
  - Name: Expected
    Format: Float32
    Channels: 4
    Data: [ 1,0,0,1 ]
Samplers:
  - Name: Samp1
    MinFilter: Linear
    MagFilter: Nearest
  - Name: Cmp
    Kind: SamplerComparison
    ComparisonOp: Less
    Address: Border
Results:
  - Result: Test0
    Rule: BufferFloatEpsilon
    Epsilon: 0.008
    Actual: Out
    Expected: Expected
DescriptorSets:
  - Resources:
    - Name: Tex
      Kind: Texture2D
      DirectXBinding: { Register: 0, Space: 0 }
      VulkanBinding: { Binding: 0 }
    - Name: Samp1
      Kind: Sampler
      VulkanBinding: { Binding: 1 }
    - Name: Out
      Kind: RWBuffer
      VulkanBinding: { Binding: 3 }
  - Resources:
    - Name: In
      Kind: Buffer
      VulkanBinding: { Binding: 0 }
...
"#;

    fn error(text: &str) -> String {
        Pipeline::parse(text).unwrap_err().to_string()
    }

    #[test]
    fn parses_textures_samplers_results_and_sets() {
        let p = Pipeline::parse(SAMPLE_LEVEL).unwrap();
        assert_eq!(p.entry, "main");
        assert_eq!(p.group_count, [1, 1, 1]);
        let tex = &p.buffers[0];
        assert_eq!(tex.data.len(), 20 * 4);
        assert_eq!(
            tex.output_props,
            Some(OutputProps {
                width: 2,
                height: 2,
                depth: 1,
                mip_levels: 2,
                array_slices: 1,
                sample_count: 1
            })
        );
        assert_eq!(p.buffers[1].data, (-0.1f32).to_le_bytes().to_vec());
        assert_eq!(p.buffers[2].data, vec![0; 112]);
        let samp = &p.samplers[0];
        assert_eq!(
            (samp.min_filter, samp.mag_filter, samp.address),
            (Filter::Linear, Filter::Nearest, AddressMode::Clamp)
        );
        assert_eq!(
            (samp.min_lod, samp.max_lod, samp.mip_lod_bias),
            (0.0, f32::MAX, 0.0)
        );
        assert_eq!(p.samplers[1].comparison_op, CompareOp::Less);
        assert_eq!(p.results[0].rule, Rule::BufferFloatEpsilon);
        assert_eq!(
            (
                p.results[0].actual,
                p.results[0].expected,
                p.results[0].epsilon
            ),
            (2, 3, 0.008)
        );
        assert_eq!(p.descriptor_sets.len(), 2);
        assert_eq!(
            p.descriptor_sets[0][2],
            Resource {
                name: "Out".into(),
                kind: ResourceKind::RWBuffer,
                binding: 3,
                backing: Backing::Buffer(2)
            }
        );
        assert_eq!(p.descriptor_sets[0][1].backing, Backing::Sampler(0));
        assert_eq!(
            p.resources()
                .map(|(set, r)| (set, r.name.as_str()))
                .collect::<Vec<_>>(),
            vec![(0, "Tex"), (0, "Samp1"), (0, "Out"), (1, "In")]
        );
    }

    #[test]
    fn encodes_every_format() {
        let v = |s: &str| serde_yaml::from_str::<Value>(s).unwrap();
        assert_eq!(
            encode_value(DataFormat::Hex16, &v("0x3C00")).unwrap(),
            vec![0x00, 0x3c]
        );
        assert_eq!(
            encode_value(DataFormat::Int16, &v("-2")).unwrap(),
            vec![0xfe, 0xff]
        );
        assert_eq!(
            encode_value(DataFormat::Bool, &v("true")).unwrap(),
            vec![1, 0, 0, 0]
        );
        assert_eq!(
            encode_value(DataFormat::Float64, &v("0.5")).unwrap(),
            0.5f64.to_le_bytes().to_vec()
        );
        assert!(f32::from_le_bytes(
            encode_value(DataFormat::Float32, &v("nan"))
                .unwrap()
                .try_into()
                .unwrap()
        )
        .is_nan());
        assert_eq!(
            encode_value(DataFormat::Float32, &v(".inf")).unwrap(),
            f32::INFINITY.to_le_bytes().to_vec()
        );
        assert_eq!(
            encode_value(DataFormat::UInt32, &v("-1")).unwrap_err(),
            "-1 does not fit UInt32"
        );
        assert_eq!(
            encode_value(DataFormat::Int32, &v("1.5")).unwrap_err(),
            "1.5 is not an integer"
        );
        assert_eq!(
            encode_value(DataFormat::Float32, &v("[1]")).unwrap_err(),
            "expected a number, found a list"
        );
    }

    #[test]
    fn errors_name_the_field() {
        assert!(error(&SAMPLE_LEVEL.replace(
            "Format: Float32\n    Channels: 4\n    FillSize",
            "Format: Float31\n    Channels: 4\n    FillSize"
        ))
        .starts_with("Buffers[2].Format: unknown variant `Float31`"));
        assert_eq!(
            error(&SAMPLE_LEVEL.replace("1,1,0,1 ]", "1,1,0 ]")),
            "Buffers[0] (Tex).Data: 76 bytes, but OutputProps describe 80 bytes"
        );
        assert_eq!(
            error(&SAMPLE_LEVEL.replace("Actual: Out", "Actual: Nothing")),
            "Results[0] (Test0).Actual: no buffer named 'Nothing'"
        );
        assert_eq!(
            error(&SAMPLE_LEVEL.replace("    Kind: SamplerComparison\n", "")),
            "Samplers[1] (Cmp).ComparisonOp: sampler kind 'Sampler' requires ComparisonOp: Never"
        );
        assert_eq!(
            error(&SAMPLE_LEVEL.replace("VulkanBinding: { Binding: 3 }", "VulkanBinding: { Binding: 1 }")),
            "DescriptorSets[0].Resources[2] (Out).VulkanBinding.Binding: binding 1 is already used by 'Samp1'"
        );
        assert_eq!(
            error(&SAMPLE_LEVEL.replace("Kind: Texture2D", "Kind: TextureCube")),
            "DescriptorSets[0].Resources[0] (Tex).Kind: TextureCube needs OutputProps.ArraySlices 6 (6 faces per cube), not 1"
        );
        assert_eq!(
            error(&SAMPLE_LEVEL.replace("Kind: RWBuffer", "Kind: RWTexture2D")),
            "DescriptorSets[0].Resources[2] (Out).Kind: RWTexture2D needs OutputProps on buffer 'Out'"
        );
        assert_eq!(
            error(&SAMPLE_LEVEL.replace(
                "Rule: BufferFloatEpsilon\n    Epsilon: 0.008",
                "Rule: BufferFloatULP"
            )),
            "Results[0] (Test0).ULPT: required by BufferFloatULP"
        );
        assert_eq!(
            error(&SAMPLE_LEVEL.replace("FillSize: 112", "FillSize: 113")),
            "Buffers[2] (Out).FillSize: 113 bytes is not a whole number of Float32 values"
        );
        assert_eq!(
            error(&SAMPLE_LEVEL.replace("Stage: Compute", "Stage: Pixel")),
            "Shaders[0].Stage: Pixel: texel-runner runs compute shaders only"
        );
        assert!(error("Shaders: 3").starts_with("Shaders: invalid type"));
    }

    /// DirectX-only and graphics-only fields are accepted and ignored, but
    /// still checked for shape.
    #[test]
    fn ignored_fields_are_accepted_and_checked() {
        let with_ignored = SAMPLE_LEVEL.replace(
            "Buffers:\n",
            "RuntimeSettings: { DirectX: [1, 2] }\n\
             DispatchParameters: { DispatchGroupCount: [1, 1, 1], VertexCount: 3 }\n\
             Buffers:\n",
        );
        assert!(Pipeline::parse(&with_ignored).is_ok());
        assert!(
            error(&with_ignored.replace("VertexCount: 3", "VertexCount: three"))
                .contains("VertexCount: invalid type")
        );
        assert!(error(&SAMPLE_LEVEL.replace(
            "DirectXBinding: { Register: 0, Space: 0 }",
            "DirectXBinding: { Register: 0 }"
        ))
        .contains("missing field `Space`"));
    }

    #[test]
    fn multisampled_textures_take_one_clear_texel() {
        let ms = SAMPLE_LEVEL
            .replace("MipLevels: 2 }", "SampleCount: 4 }")
            .replace(
                "Data: [ 1,0,0,1, 0,1,0,1, 0,0,1,1, 1,1,1,1,  1,1,0,1 ]",
                "Data: [ 0.5,0.25,0,1 ]",
            )
            .replace("Kind: Texture2D", "Kind: Texture2DMS");
        let p = Pipeline::parse(&ms).unwrap();
        assert_eq!(p.buffers[0].data.len(), 16);
        let uneven = ms.replace(
            "Data: [ 0.5,0.25,0,1 ]",
            "Data: [ 1,0,0,1, 1,0,0,1, 1,0,0,1, 1,1,1,1 ]",
        );
        assert_eq!(
            error(&uneven),
            "Buffers[0] (Tex).Data: a multisampled texture is filled by a clear, so every texel must be the same"
        );
    }

    #[test]
    fn texture_arrays_are_slice_major_whole_mip_chains() {
        let props = OutputProps {
            width: 4,
            height: 2,
            depth: 1,
            mip_levels: 3,
            array_slices: 2,
            sample_count: 1,
        };
        assert_eq!(props.mip_extent(2), (1, 1, 1));
        assert_eq!(props.texels_per_slice(), 8 + 2 + 1);
    }
}
