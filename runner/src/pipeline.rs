//! The pipeline YAML of an execution test, in the schema of LLVM's
//! offload-test-suite (TESTING.md, "Execution tests"): serde's model of the
//! document, then [`Pipeline::parse`], which checks it and resolves it into the
//! bytes and references the runner needs.
//!
//! This module knows the schema and its rules (defaults, sizes, references);
//! it must not talk to Vulkan — mapping formats to Vulkan is `formats.rs`.
//!
//! Layout: `vocabulary` (the schema's enums), `document` (serde's model),
//! this file (the checked pipeline and [`Pipeline::parse`]), `checks` (the
//! checks of buffers, resources and samplers, and value encoding).

use texel_target::Stage;
use thiserror::Error;

use checks::{check_buffer, check_resource_shape, check_sampler};
use document::PipelineDoc;

pub use vocabulary::{
    AddressMode, CompareOp, DataFormat, DenormMode, Filter, ImageShape, ResourceKind, Rule,
    SamplerKind,
};

mod checks;
mod document;
mod vocabulary;

/// A pipeline file that cannot be run; the text names the offending field.
#[derive(Debug, Error)]
pub enum PipelineError {
    #[error("{0}")]
    Yaml(#[from] serde_yaml::Error),
    #[error("{field}: {message}")]
    Invalid { field: String, message: String },
}

/// The highest `VulkanBinding.Binding` accepted (bindings are dense arrays in drivers).
pub const MAX_BINDING: u32 = 65535;
/// The most descriptor sets accepted before the device is asked (its
/// `maxBoundDescriptorSets` is checked too; no device reports more than 32).
pub const MAX_DESCRIPTOR_SETS: usize = 32;
/// The default budget for the bytes of every buffer and texture (1 GiB; `--memory-limit`).
pub const DEFAULT_MEMORY_LIMIT: u64 = 1 << 30;

fn invalid(field: impl Into<String>, message: impl Into<String>) -> PipelineError {
    PipelineError::Invalid {
        field: field.into(),
        message: message.into(),
    }
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

    /// Texels of one slice's whole mip chain; `None` when that overflows a u64.
    pub fn texels_per_slice(&self) -> Option<u64> {
        (0..self.mip_levels).try_fold(0u64, |sum, level| {
            let (w, h, d) = self.mip_extent(level);
            u64::from(w)
                .checked_mul(u64::from(h))?
                .checked_mul(u64::from(d))
                .and_then(|texels| sum.checked_add(texels))
        })
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
    /// Parses and checks a pipeline document within [`DEFAULT_MEMORY_LIMIT`].
    #[cfg(test)]
    pub fn parse(text: &str) -> Result<Pipeline, PipelineError> {
        Pipeline::parse_with_limit(text, DEFAULT_MEMORY_LIMIT)
    }

    /// Parses and checks a pipeline document whose buffers and textures
    /// together take at most `memory_limit` bytes.
    pub fn parse_with_limit(text: &str, memory_limit: u64) -> Result<Pipeline, PipelineError> {
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

        let mut budget = Budget {
            limit: memory_limit,
            used: 0,
        };
        let buffers = doc
            .buffers
            .iter()
            .enumerate()
            .map(|(i, b)| check_buffer(i, b, &mut budget))
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

        if doc.descriptor_sets.len() > MAX_DESCRIPTOR_SETS {
            return Err(invalid(
                "DescriptorSets",
                format!(
                    "{} sets; texel-runner takes at most {MAX_DESCRIPTOR_SETS} (and the device's maxBoundDescriptorSets)",
                    doc.descriptor_sets.len()
                ),
            ));
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
                if binding.binding > MAX_BINDING {
                    return Err(invalid(
                        field("VulkanBinding.Binding"),
                        format!("{} is above the limit {MAX_BINDING}", binding.binding),
                    ));
                }
                if binding.counter_binding.is_some() {
                    return Err(invalid(
                        field("VulkanBinding.CounterBinding"),
                        "counters are not supported by texel-runner",
                    ));
                }
                let sharing: Vec<&Resource> = resources
                    .iter()
                    .filter(|o| o.binding == binding.binding)
                    .collect();
                if let Some(other) = sharing.first() {
                    if sharing.len() > 1 || !r.kind.pairs_with(other.kind) {
                        return Err(invalid(
                            field("VulkanBinding.Binding"),
                            format!(
                                "binding {} is already used by '{}' (only a texture and a sampler may share a binding: a combined image sampler)",
                                binding.binding, other.name
                            ),
                        ));
                    }
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

/// The bytes the buffers and textures of a pipeline may take, and those taken so far.
pub(crate) struct Budget {
    limit: u64,
    used: u64,
}

impl Budget {
    /// Takes `bytes` for `field`, or says how far over the limit they go.
    fn take(&mut self, field: &str, bytes: u64) -> Result<(), PipelineError> {
        match self.used.checked_add(bytes) {
            Some(total) if total <= self.limit => {
                self.used = total;
                Ok(())
            }
            _ => Err(invalid(
                field,
                format!(
                    "{bytes} bytes (after {} bytes of earlier buffers) exceed the memory limit of {} bytes (--memory-limit MIB)",
                    self.used, self.limit
                ),
            )),
        }
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

#[cfg(test)]
mod tests;
