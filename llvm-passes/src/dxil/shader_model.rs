//! The shader model and stage of a DXIL module, read from its target triple
//! (`dxil-pc-shadermodel6.6-compute`), and the stage facts the rules need.

use std::fmt;

/// A shader stage as the DXIL triple's environment names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Stage {
    Pixel,
    Vertex,
    Geometry,
    Hull,
    Domain,
    Compute,
    Library,
    Mesh,
    Amplification,
}

/// (triple environment, `!dx.shaderModel` abbreviation) per stage.
const STAGE_NAMES: &[(Stage, &str, &str)] = &[
    (Stage::Pixel, "pixel", "ps"),
    (Stage::Vertex, "vertex", "vs"),
    (Stage::Geometry, "geometry", "gs"),
    (Stage::Hull, "hull", "hs"),
    (Stage::Domain, "domain", "ds"),
    (Stage::Compute, "compute", "cs"),
    (Stage::Library, "library", "lib"),
    (Stage::Mesh, "mesh", "ms"),
    (Stage::Amplification, "amplification", "as"),
];

impl Stage {
    pub fn triple_name(self) -> &'static str {
        STAGE_NAMES.iter().find(|row| row.0 == self).unwrap().1
    }

    /// `cs`, `ps`, … as `!dx.shaderModel` spells it.
    pub fn abbreviation(self) -> &'static str {
        STAGE_NAMES.iter().find(|row| row.0 == self).unwrap().2
    }

    pub fn from_triple_name(name: &str) -> Option<Stage> {
        STAGE_NAMES
            .iter()
            .find(|row| row.1 == name)
            .map(|row| row.0)
    }

    /// Stages whose ops may compute implicit derivatives.
    pub fn allows_derivatives(self) -> bool {
        matches!(
            self,
            Stage::Pixel | Stage::Compute | Stage::Library | Stage::Mesh | Stage::Amplification
        )
    }

    /// Stages that need SM 6.6 and a quad-friendly thread group for derivatives.
    pub fn is_thread_group_stage(self) -> bool {
        matches!(self, Stage::Compute | Stage::Mesh | Stage::Amplification)
    }
}

impl fmt::Display for Stage {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.triple_name())
    }
}

/// Shader model 6.`minor` and the stage.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ShaderModel {
    pub minor: u32,
    pub stage: Stage,
}

/// The highest shader model texel knows.
pub const HIGHEST_MINOR: u32 = 8;

impl ShaderModel {
    /// Parses `dxil-<vendor>-shadermodel6.<minor>-<stage>`.
    pub fn from_triple(triple: &str) -> Result<ShaderModel, String> {
        let parts: Vec<&str> = triple.split('-').collect();
        let explain = || {
            format!(
                "target triple '{triple}' is not a DXIL triple: texel-dxil needs \
                 'dxil-pc-shadermodel6.<minor>-<stage>'"
            )
        };
        let [arch, _vendor, os, environment] = parts[..] else {
            return Err(explain());
        };
        // clang spells the architecture with the DXIL version: `dxilv1.6`.
        if arch != "dxil" && !arch.starts_with("dxilv1.") {
            return Err(explain());
        }
        let version = os.strip_prefix("shadermodel").ok_or_else(explain)?;
        let minor = match version.split_once('.') {
            Some(("6", minor)) => minor.parse::<u32>().map_err(|_| explain())?,
            _ => return Err(explain()),
        };
        if minor > HIGHEST_MINOR {
            return Err(format!(
                "shader model 6.{minor} of triple '{triple}' is not supported (texel knows 6.0 to 6.{HIGHEST_MINOR})"
            ));
        }
        let stage = Stage::from_triple_name(environment).ok_or_else(|| {
            format!("unknown shader stage '{environment}' in target triple '{triple}'")
        })?;
        Ok(ShaderModel { minor, stage })
    }

    pub fn at_least(&self, minor: u32) -> bool {
        self.minor >= minor
    }
}

impl fmt::Display for ShaderModel {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "6.{}", self.minor)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_dxil_triples() {
        assert_eq!(
            ShaderModel::from_triple("dxil-pc-shadermodel6.6-compute"),
            Ok(ShaderModel {
                minor: 6,
                stage: Stage::Compute
            })
        );
        assert_eq!(
            ShaderModel::from_triple("dxil-unknown-shadermodel6.0-pixel")
                .unwrap()
                .stage,
            Stage::Pixel
        );
        assert_eq!(
            ShaderModel::from_triple("dxilv1.6-pc-shadermodel6.6-compute")
                .unwrap()
                .minor,
            6
        );
        assert_eq!(Stage::Library.abbreviation(), "lib");
    }

    #[test]
    fn rejects_other_triples() {
        for triple in [
            "",
            "spirv-unknown-vulkan1.3-compute",
            "dxil-pc-shadermodel5.1-compute",
            "dxil-pc-shadermodel6.x-compute",
            "dxil-pc-shadermodel6.6-raygeneration",
            "dxil-pc-shadermodel6.9-compute",
        ] {
            assert!(ShaderModel::from_triple(triple).is_err(), "{triple}");
        }
    }
}
