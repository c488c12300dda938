//! Compilation options: the profile (`-T cs_6_6`), the target (DXIL or
//! Vulkan SPIR-V with its environment), the entry point (`-E`), and which of
//! them this version compiles; the triple and data layout of each target
//! (copied from clang 22). Profiles, stages and triples themselves are the
//! target model's (`texel_passes::target`); sema and codegen both read these
//! options, neither owns them.

use texel_passes::target::{Api, DxilTarget, VulkanEnvironment, VulkanTarget};
pub use texel_passes::target::{Profile, ShaderModel, Stage};

/// Why this version cannot compile for the options (the one message type of
/// this module, reported by code generation before anything is analysed).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum OptionsError {
    #[error("pixel and vertex shaders are not supported yet (profile '{profile}')")]
    PixelAndVertexProfile { profile: Profile },
    #[error("{stage} shaders are not supported yet (profile '{profile}')")]
    StageProfile { stage: Stage, profile: Profile },
    #[error("unknown SPIR-V target environment '{env}' (expected vulkan1.0 … vulkan1.4)")]
    UnknownVulkanEnvironment { env: String },
}

/// The code generation target.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Target {
    Dxil,
    /// Vulkan SPIR-V; `env` is the target environment (`vulkan1.3`).
    Spirv {
        env: String,
    },
}

impl Target {
    pub fn api(&self) -> Api {
        match self {
            Target::Dxil => Api::Dx,
            Target::Spirv { .. } => Api::Spv,
        }
    }

    /// The default Vulkan target.
    pub fn vulkan() -> Target {
        Target::Spirv {
            env: VulkanEnvironment::DEFAULT.to_string(),
        }
    }
}

/// What to compile.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CompileOptions {
    pub entry: String,
    pub profile: Profile,
    pub target: Target,
    /// `-enable-16bit-types`: `half` is a 16-bit float (otherwise, as in DXC
    /// and clang without native half, `half` means `float`).
    pub enable_16bit_types: bool,
    /// `-Wimplicit-binding`.
    pub warn_implicit_binding: bool,
    /// DXC's Vulkan binding options (`-fvk-*-shift`, `-fvk-bind-register`, …).
    pub vulkan_bindings: crate::vulkan_bindings::VulkanBindingOptions,
    /// `-HV`: the HLSL language version (`__HLSL_VERSION`: 2021; 202x is
    /// 2029). Templates and overloaded operators need 2021 or newer.
    pub hlsl_version: u32,
    /// `-force-rootsig-ver`: the version root signatures are compiled for.
    pub root_signature_version: crate::root_signature::RootSignatureVersion,
}

/// The language version without `-HV` (DXC's default).
pub const DEFAULT_HLSL_VERSION: u32 = 2021;

/// `-HV`'s argument as `__HLSL_VERSION` spells it: `2018` → 2018, `202x`
/// → 2029 (DXC's value); `None` for a version DXC does not know.
pub fn hlsl_version_number(text: &str) -> Option<u32> {
    match text {
        "2016" => Some(2016),
        "2017" => Some(2017),
        "2018" => Some(2018),
        "2021" => Some(2021),
        "202x" => Some(2029),
        _ => None,
    }
}

/// clang 22's data layout for `dxil-pc-shadermodel6.X-*`.
pub const DXIL_DATA_LAYOUT: &str =
    "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64";
/// clang 22's data layout for `spirv-unknown-vulkan*-*`.
pub const SPIRV_DATA_LAYOUT: &str =
    "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G10";

impl CompileOptions {
    /// The module triple: `dxil-pc-shadermodel6.6-compute`,
    /// `spirv-unknown-vulkan1.3-compute`.
    pub fn triple(&self) -> String {
        let stage = self.profile.stage;
        match &self.target {
            Target::Dxil => DxilTarget {
                shader_model: self.profile.shader_model,
                stage,
            }
            .triple(),
            Target::Spirv { env } => VulkanTarget {
                spirv_version: None,
                environment: VulkanEnvironment::parse(env),
                stage,
            }
            .triple(),
        }
    }

    pub fn data_layout(&self) -> &'static str {
        match self.target {
            Target::Dxil => DXIL_DATA_LAYOUT,
            Target::Spirv { .. } => SPIRV_DATA_LAYOUT,
        }
    }

    /// Checks what this version supports: compute and library profiles, Vulkan
    /// environments `vulkan1.0` … `vulkan1.4`.
    pub fn validate(&self) -> Result<(), OptionsError> {
        let profile = self.profile;
        match profile.stage {
            Stage::Compute | Stage::Library => {}
            Stage::Pixel | Stage::Vertex => {
                return Err(OptionsError::PixelAndVertexProfile { profile })
            }
            stage => return Err(OptionsError::StageProfile { stage, profile }),
        }
        if let Target::Spirv { env } = &self.target {
            if VulkanEnvironment::parse(env).is_none() {
                return Err(OptionsError::UnknownVulkanEnvironment { env: env.clone() });
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn profiles_parse() {
        let profile = Profile::parse("cs_6_6").unwrap();
        assert_eq!(profile.stage, Stage::Compute);
        assert_eq!(profile.shader_model, ShaderModel::six(6));
        assert_eq!(profile.to_string(), "cs_6_6");
        assert!(Profile::parse("cs_6_9").is_err());
        assert!(Profile::parse("xs_6_0").is_err());
        assert_eq!(Profile::parse("lib_6_3").unwrap().stage, Stage::Library);
        let options = CompileOptions {
            entry: "main".into(),
            profile,
            target: Target::Dxil,
            enable_16bit_types: false,
            warn_implicit_binding: false,
            vulkan_bindings: Default::default(),
            hlsl_version: DEFAULT_HLSL_VERSION,
            root_signature_version: Default::default(),
        };
        assert_eq!(options.triple(), "dxil-pc-shadermodel6.6-compute");
        let vk = CompileOptions {
            target: Target::vulkan(),
            ..options
        };
        assert_eq!(vk.triple(), "spirv-unknown-vulkan1.3-compute");
    }
}
