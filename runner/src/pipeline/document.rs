//! serde's model of the pipeline document, field names as in the
//! offload-test-suite: every key the schema allows (`deny_unknown_fields`),
//! with its default. Only shape is checked here; [`super::Pipeline::parse`]
//! checks the rules.

use serde::Deserialize;
use serde_yaml::Value;

use super::vocabulary::{
    deserialize_stage, AddressMode, CompareOp, DataFormat, DenormMode, Filter, ResourceKind, Rule,
    SamplerKind,
};
use texel_target::Stage;

#[derive(Debug, Deserialize)]
#[serde(rename_all = "PascalCase", deny_unknown_fields)]
pub(super) struct PipelineDoc {
    pub(super) shaders: Vec<ShaderDoc>,
    #[serde(default)]
    pub(super) dispatch_parameters: Option<DispatchDoc>,
    pub(super) buffers: Vec<BufferDoc>,
    #[serde(default)]
    pub(super) samplers: Vec<SamplerDoc>,
    #[serde(default)]
    pub(super) results: Vec<ResultDoc>,
    pub(super) descriptor_sets: Vec<DescriptorSetDoc>,
    /// DirectX root signature settings: meaningless on Vulkan, accepted and ignored.
    #[serde(default, rename = "RuntimeSettings")]
    pub(super) _runtime_settings: Option<Value>,
    #[serde(default)]
    pub(super) push_constants: Option<Value>,
    #[serde(default)]
    pub(super) bindings: Option<Value>,
}

#[derive(Debug, Deserialize)]
#[serde(rename_all = "PascalCase", deny_unknown_fields)]
pub(super) struct ShaderDoc {
    #[serde(deserialize_with = "deserialize_stage")]
    pub(super) stage: Stage,
    pub(super) entry: String,
    #[serde(default)]
    pub(super) specialization_constants: Option<Value>,
}

#[derive(Debug, Deserialize)]
#[serde(rename_all = "PascalCase", deny_unknown_fields)]
pub(super) struct DispatchDoc {
    #[serde(default)]
    pub(super) dispatch_group_count: Option<[u32; 3]>,
    /// For graphics pipelines, which the runner does not run: accepted
    /// (an integer) and ignored.
    #[serde(default, rename = "VertexCount")]
    pub(super) _vertex_count: Option<u32>,
}

#[derive(Debug, Deserialize)]
#[serde(rename_all = "PascalCase", deny_unknown_fields)]
pub(super) struct BufferDoc {
    pub(super) name: String,
    pub(super) format: DataFormat,
    #[serde(default = "one")]
    pub(super) channels: u32,
    #[serde(default)]
    pub(super) stride: u32,
    #[serde(default = "one")]
    pub(super) array_size: u32,
    #[serde(default)]
    pub(super) data: Option<Value>,
    #[serde(default)]
    pub(super) fill_size: Option<u64>,
    #[serde(default)]
    pub(super) fill_value: Option<Value>,
    #[serde(default)]
    pub(super) output_props: Option<OutputPropsDoc>,
    #[serde(default)]
    pub(super) counter: Option<Value>,
}

pub(super) fn one() -> u32 {
    1
}

#[derive(Debug, Clone, Copy, Deserialize)]
#[serde(rename_all = "PascalCase", deny_unknown_fields)]
pub(super) struct OutputPropsDoc {
    pub(super) width: u32,
    pub(super) height: u32,
    pub(super) depth: u32,
    #[serde(default = "one")]
    pub(super) mip_levels: u32,
    #[serde(default = "one")]
    pub(super) array_slices: u32,
    #[serde(default = "one")]
    pub(super) sample_count: u32,
}

#[derive(Debug, Deserialize)]
#[serde(rename_all = "PascalCase", deny_unknown_fields)]
pub(super) struct SamplerDoc {
    pub(super) name: String,
    #[serde(default)]
    pub(super) kind: SamplerKind,
    #[serde(default)]
    pub(super) min_filter: Filter,
    #[serde(default)]
    pub(super) mag_filter: Filter,
    #[serde(default)]
    pub(super) address: AddressMode,
    #[serde(default, rename = "MinLOD")]
    pub(super) min_lod: Option<f32>,
    #[serde(default, rename = "MaxLOD")]
    pub(super) max_lod: Option<f32>,
    #[serde(default, rename = "MipLODBias")]
    pub(super) mip_lod_bias: Option<f32>,
    #[serde(default)]
    pub(super) comparison_op: CompareOp,
}

#[derive(Debug, Deserialize)]
#[serde(rename_all = "PascalCase", deny_unknown_fields)]
pub(super) struct ResultDoc {
    pub(super) result: String,
    pub(super) rule: Rule,
    pub(super) actual: String,
    pub(super) expected: String,
    #[serde(default, rename = "ULPT")]
    pub(super) ulpt: Option<u32>,
    #[serde(default)]
    pub(super) epsilon: Option<f64>,
    #[serde(default)]
    pub(super) denorm_mode: DenormMode,
    #[serde(default)]
    pub(super) zero_tolerance: Option<f64>,
}

#[derive(Debug, Deserialize)]
#[serde(rename_all = "PascalCase", deny_unknown_fields)]
pub(super) struct DescriptorSetDoc {
    pub(super) resources: Vec<ResourceDoc>,
}

#[derive(Debug, Deserialize)]
#[serde(rename_all = "PascalCase", deny_unknown_fields)]
pub(super) struct ResourceDoc {
    pub(super) name: String,
    pub(super) kind: ResourceKind,
    #[serde(default)]
    pub(super) has_counter: Option<Value>,
    /// The binding on DirectX: checked for shape, otherwise ignored.
    #[serde(default, rename = "DirectXBinding")]
    pub(super) _direct_x_binding: Option<DirectXBindingDoc>,
    #[serde(default)]
    pub(super) vulkan_binding: Option<VulkanBindingDoc>,
}

#[derive(Debug, Deserialize)]
#[serde(rename_all = "PascalCase", deny_unknown_fields)]
pub(super) struct DirectXBindingDoc {
    #[serde(rename = "Register")]
    pub(super) _register: u32,
    #[serde(rename = "Space")]
    pub(super) _space: u32,
}

#[derive(Debug, Deserialize)]
#[serde(rename_all = "PascalCase", deny_unknown_fields)]
pub(super) struct VulkanBindingDoc {
    pub(super) binding: u32,
    #[serde(default)]
    pub(super) counter_binding: Option<u32>,
}
