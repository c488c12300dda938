//! Compilation options: the profile (`-T cs_6_6`), the target (DXIL or
//! Vulkan SPIR-V with its environment), the entry point (`-E`); the triple and
//! data layout of each target (copied from clang 22).

use std::fmt;

use texel_passes::api::Api;

/// The shader stage of a profile.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stage {
    Compute,
    Pixel,
    Vertex,
    Library,
}

/// A target profile such as `cs_6_6`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Profile {
    pub stage: Stage,
    pub major: u32,
    pub minor: u32,
}

impl Profile {
    /// Parses `cs_6_0` … `cs_6_8`, `ps_6_x`, `vs_6_x`, `lib_6_x`.
    pub fn parse(text: &str) -> Result<Profile, String> {
        let invalid = || format!("invalid profile '{text}' (expected e.g. cs_6_6)");
        let mut parts = text.split('_');
        let stage = match parts.next() {
            Some("cs") => Stage::Compute,
            Some("ps") => Stage::Pixel,
            Some("vs") => Stage::Vertex,
            Some("lib") => Stage::Library,
            _ => return Err(invalid()),
        };
        let major = parts
            .next()
            .and_then(|p| p.parse::<u32>().ok())
            .ok_or_else(invalid)?;
        let minor = parts
            .next()
            .and_then(|p| p.parse::<u32>().ok())
            .ok_or_else(invalid)?;
        if parts.next().is_some() || major != 6 || minor > 8 {
            return Err(format!(
                "unsupported profile '{text}' (shader model 6.0 to 6.8)"
            ));
        }
        Ok(Profile {
            stage,
            major,
            minor,
        })
    }

    /// The stage name in triples and `hlsl.shader`.
    pub fn stage_name(&self) -> &'static str {
        match self.stage {
            Stage::Compute => "compute",
            Stage::Pixel => "pixel",
            Stage::Vertex => "vertex",
            Stage::Library => "library",
        }
    }
}

impl fmt::Display for Profile {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let prefix = match self.stage {
            Stage::Compute => "cs",
            Stage::Pixel => "ps",
            Stage::Vertex => "vs",
            Stage::Library => "lib",
        };
        write!(f, "{prefix}_{}_{}", self.major, self.minor)
    }
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
            env: "vulkan1.3".to_string(),
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
        match &self.target {
            Target::Dxil => format!(
                "dxil-pc-shadermodel{}.{}-{}",
                self.profile.major,
                self.profile.minor,
                self.profile.stage_name()
            ),
            Target::Spirv { env } => format!("spirv-unknown-{env}-{}", self.profile.stage_name()),
        }
    }

    pub fn data_layout(&self) -> &'static str {
        match self.target {
            Target::Dxil => DXIL_DATA_LAYOUT,
            Target::Spirv { .. } => SPIRV_DATA_LAYOUT,
        }
    }

    /// Checks what this version supports: compute profiles, Vulkan
    /// environments `vulkan1.0` … `vulkan1.4`.
    pub fn validate(&self) -> Result<(), String> {
        match self.profile.stage {
            Stage::Compute => {}
            Stage::Pixel | Stage::Vertex => {
                return Err(format!(
                    "pixel and vertex shaders are not supported yet (profile '{}')",
                    self.profile
                ))
            }
            Stage::Library => {
                return Err(format!(
                    "library profiles are not supported yet (profile '{}')",
                    self.profile
                ))
            }
        }
        if let Target::Spirv { env } = &self.target {
            let known = [
                "vulkan1.0",
                "vulkan1.1",
                "vulkan1.2",
                "vulkan1.3",
                "vulkan1.4",
            ];
            if !known.contains(&env.as_str()) {
                return Err(format!(
                    "unknown SPIR-V target environment '{env}' (expected vulkan1.0 … vulkan1.4)"
                ));
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
        assert_eq!(profile.minor, 6);
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
        };
        assert_eq!(options.triple(), "dxil-pc-shadermodel6.6-compute");
        let vk = CompileOptions {
            target: Target::vulkan(),
            ..options
        };
        assert_eq!(vk.triple(), "spirv-unknown-vulkan1.3-compute");
    }
}
