//! Target triples: `dxil-pc-shadermodel6.6-compute` (or clang's
//! `dxilv1.6-pc-shadermodel6.6-compute`) and
//! `spirv[1.N]-unknown-vulkan1.3-compute`, parsed into the target model and
//! printed back. The messages name what texel-dxil and texel-spirv expect.

use std::fmt;

use thiserror::Error;

use crate::{ShaderModel, SpirvVersion, Stage, VulkanEnvironment, HIGHEST_SHADER_MODEL};

/// A DXIL module's target: shader model and stage.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct DxilTarget {
    pub shader_model: ShaderModel,
    pub stage: Stage,
}

/// A Vulkan SPIR-V module's target.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct VulkanTarget {
    /// The version an architecture such as `spirv1.5` names; `None` for `spirv`.
    pub spirv_version: Option<SpirvVersion>,
    /// `vulkan1.N` from the OS component; `None` when it is a plain `vulkan`
    /// or a version texel does not know.
    pub environment: Option<VulkanEnvironment>,
    /// The stage; a triple without an environment component is a library.
    pub stage: Stage,
}

/// A target triple texel understands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Triple {
    Dxil(DxilTarget),
    Vulkan(VulkanTarget),
}

/// Why a triple is not the one a pass needs.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum TripleError {
    #[error(
        "target triple '{triple}' is not a DXIL triple: texel-dxil needs \
         'dxil-pc-shadermodel6.<minor>-<stage>'"
    )]
    NotDxil { triple: String },
    #[error(
        "target triple '{triple}' is not a Vulkan SPIR-V triple: texel-spirv needs \
         'spirv-unknown-vulkan1.3-<stage>'"
    )]
    NotVulkan { triple: String },
    #[error(
        "shader model {shader_model} of triple '{triple}' is not supported \
         (texel knows 6.0 to {HIGHEST_SHADER_MODEL})"
    )]
    UnknownShaderModel {
        shader_model: ShaderModel,
        triple: String,
    },
    #[error("unknown shader stage '{environment}' in target triple '{triple}'")]
    UnknownStage { environment: String, triple: String },
}

impl DxilTarget {
    /// Parses `dxil[v1.N]-<vendor>-shadermodel6.<minor>-<stage>`.
    pub fn parse(triple: &str) -> Result<DxilTarget, TripleError> {
        let not_dxil = || TripleError::NotDxil {
            triple: triple.to_string(),
        };
        let parts: Vec<&str> = triple.split('-').collect();
        let [architecture, _vendor, os, environment] = parts[..] else {
            return Err(not_dxil());
        };
        // clang spells the architecture with the DXIL version: `dxilv1.6`.
        if architecture != "dxil" && !architecture.starts_with("dxilv1.") {
            return Err(not_dxil());
        }
        let version = os.strip_prefix("shadermodel").ok_or_else(not_dxil)?;
        let minor = match version.split_once('.') {
            Some(("6", minor)) => minor.parse::<u32>().map_err(|_| not_dxil())?,
            _ => return Err(not_dxil()),
        };
        let shader_model = ShaderModel::six(minor);
        if !shader_model.is_known() {
            return Err(TripleError::UnknownShaderModel {
                shader_model,
                triple: triple.to_string(),
            });
        }
        let stage = Stage::from_triple_name(environment)
            .ok_or_else(|| unknown_stage(environment, triple))?;
        Ok(DxilTarget {
            shader_model,
            stage,
        })
    }

    /// Whether the shader model is 6.`minor` or newer.
    pub fn at_least(&self, minor: u32) -> bool {
        self.shader_model.at_least(minor)
    }

    /// `dxil-pc-shadermodel6.6-compute`, the triple clang gives DXIL modules.
    /// (No `Display`: messages name the shader model, `target.shader_model`.)
    pub fn triple(&self) -> String {
        format!("dxil-pc-shadermodel{}-{}", self.shader_model, self.stage)
    }
}

impl VulkanTarget {
    /// Parses `spirv[64|1.N]-<vendor>-vulkan[<version>][-<stage>]`.
    pub fn parse(triple: &str) -> Result<VulkanTarget, TripleError> {
        let not_vulkan = || TripleError::NotVulkan {
            triple: triple.to_string(),
        };
        let parts: Vec<&str> = triple.split('-').collect();
        let [architecture, _vendor, os, rest @ ..] = &parts[..] else {
            return Err(not_vulkan());
        };
        if !architecture.starts_with("spirv") || !os.starts_with("vulkan") {
            return Err(not_vulkan());
        }
        let stage = match rest {
            [] => Stage::Library,
            [environment] => Stage::from_triple_name(environment)
                .ok_or_else(|| unknown_stage(environment, triple))?,
            _ => return Err(not_vulkan()),
        };
        Ok(VulkanTarget {
            spirv_version: SpirvVersion::from_architecture(architecture),
            environment: VulkanEnvironment::parse(os),
            stage,
        })
    }
}

impl VulkanTarget {
    /// `spirv-unknown-vulkan1.3-compute`, or `spirv1.5-…` with a version.
    pub fn triple(&self) -> String {
        let version = self
            .spirv_version
            .map_or(String::new(), |version| version.to_string());
        let environment = self
            .environment
            .map_or("vulkan".to_string(), |environment| environment.to_string());
        format!("spirv{version}-unknown-{environment}-{}", self.stage)
    }
}

impl Triple {
    /// Parses either kind of triple; the error of a triple that is neither
    /// says what a DXIL triple looks like when it starts with `dxil`, else what
    /// a Vulkan triple looks like.
    pub fn parse(triple: &str) -> Result<Triple, TripleError> {
        if triple.starts_with("dxil") {
            DxilTarget::parse(triple).map(Triple::Dxil)
        } else {
            VulkanTarget::parse(triple).map(Triple::Vulkan)
        }
    }

    pub fn stage(&self) -> Stage {
        match self {
            Triple::Dxil(target) => target.stage,
            Triple::Vulkan(target) => target.stage,
        }
    }

    pub fn api(&self) -> crate::Api {
        match self {
            Triple::Dxil(_) => crate::Api::Dx,
            Triple::Vulkan(_) => crate::Api::Spv,
        }
    }
}

impl fmt::Display for Triple {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Triple::Dxil(target) => f.write_str(&target.triple()),
            Triple::Vulkan(target) => f.write_str(&target.triple()),
        }
    }
}

fn unknown_stage(environment: &str, triple: &str) -> TripleError {
    TripleError::UnknownStage {
        environment: environment.to_string(),
        triple: triple.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dxil_triples_parse_and_print() {
        let target = DxilTarget::parse("dxil-pc-shadermodel6.6-compute").unwrap();
        assert_eq!(
            target,
            DxilTarget {
                shader_model: ShaderModel::six(6),
                stage: Stage::Compute
            }
        );
        assert_eq!(target.triple(), "dxil-pc-shadermodel6.6-compute");
        assert_eq!(
            DxilTarget::parse("dxil-unknown-shadermodel6.0-pixel")
                .unwrap()
                .stage,
            Stage::Pixel
        );
        assert_eq!(
            DxilTarget::parse("dxilv1.6-pc-shadermodel6.6-compute")
                .unwrap()
                .shader_model,
            ShaderModel::six(6)
        );
        assert_eq!(
            DxilTarget::parse("dxil-pc-shadermodel6.3-library")
                .unwrap()
                .stage,
            Stage::Library
        );
    }

    #[test]
    fn dxil_triple_errors_say_what_is_expected() {
        for triple in [
            "",
            "spirv-unknown-vulkan1.3-compute",
            "dxil-pc-shadermodel5.1-compute",
            "dxil-pc-shadermodel6.x-compute",
            "dxil-pc-shadermodel6.6",
        ] {
            assert_eq!(
                DxilTarget::parse(triple),
                Err(TripleError::NotDxil {
                    triple: triple.to_string()
                })
            );
        }
        assert_eq!(
            DxilTarget::parse("dxil-pc-shadermodel6.9-compute")
                .unwrap_err()
                .to_string(),
            "shader model 6.9 of triple 'dxil-pc-shadermodel6.9-compute' is not supported \
             (texel knows 6.0 to 6.8)"
        );
        assert_eq!(
            DxilTarget::parse("dxil-pc-shadermodel6.6-node")
                .unwrap_err()
                .to_string(),
            "unknown shader stage 'node' in target triple 'dxil-pc-shadermodel6.6-node'"
        );
    }

    #[test]
    fn vulkan_triples_parse_and_print() {
        let target = VulkanTarget::parse("spirv-unknown-vulkan1.3-compute").unwrap();
        assert_eq!(
            target,
            VulkanTarget {
                spirv_version: None,
                environment: Some(VulkanEnvironment::DEFAULT),
                stage: Stage::Compute
            }
        );
        assert_eq!(target.triple(), "spirv-unknown-vulkan1.3-compute");
        let versioned = VulkanTarget::parse("spirv1.5-unknown-vulkan1.2-pixel").unwrap();
        assert_eq!(versioned.spirv_version, Some(SpirvVersion::new(1, 5)));
        assert_eq!(versioned.triple(), "spirv1.5-unknown-vulkan1.2-pixel");
        assert_eq!(
            VulkanTarget::parse("spirv-unknown-vulkan1.3")
                .unwrap()
                .stage,
            Stage::Library
        );
        assert_eq!(
            VulkanTarget::parse("spirv64-unknown-vulkan-compute")
                .unwrap()
                .environment,
            None
        );
        for triple in [
            "dxil-pc-shadermodel6.6-compute",
            "spirv64-unknown-unknown",
            "spirv-unknown-vulkan1.3-compute-extra",
        ] {
            assert_eq!(
                VulkanTarget::parse(triple),
                Err(TripleError::NotVulkan {
                    triple: triple.to_string()
                })
            );
        }
        assert!(matches!(
            Triple::parse("spirv-unknown-vulkan1.3-compute"),
            Ok(Triple::Vulkan(_))
        ));
        assert_eq!(
            Triple::parse("dxil-pc-shadermodel6.0-vertex")
                .unwrap()
                .to_string(),
            "dxil-pc-shadermodel6.0-vertex"
        );
    }
}
