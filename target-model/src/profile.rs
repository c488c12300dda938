//! Shader models (6.0 … 6.8) and profiles (`cs_6_6`): parsing, printing, and
//! comparison. Which profiles texel compiles is the front end's decision.

use std::fmt;

use thiserror::Error;

use crate::Stage;

/// A shader model, `major.minor`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ShaderModel {
    pub major: u32,
    pub minor: u32,
}

/// The highest shader model texel knows.
pub const HIGHEST_SHADER_MODEL: ShaderModel = ShaderModel::new(6, 8);

impl ShaderModel {
    pub const fn new(major: u32, minor: u32) -> ShaderModel {
        ShaderModel { major, minor }
    }

    /// Shader model 6.`minor`, the only major version DXIL has.
    pub const fn six(minor: u32) -> ShaderModel {
        ShaderModel::new(6, minor)
    }

    /// Whether this is shader model 6.`minor` or newer.
    pub fn at_least(self, minor: u32) -> bool {
        self >= ShaderModel::six(minor)
    }

    /// Whether texel knows this shader model (6.0 … 6.8).
    pub fn is_known(self) -> bool {
        self.major == 6 && self <= HIGHEST_SHADER_MODEL
    }
}

impl fmt::Display for ShaderModel {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}.{}", self.major, self.minor)
    }
}

/// A target profile such as `cs_6_6`: a stage and a shader model.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Profile {
    pub stage: Stage,
    pub shader_model: ShaderModel,
}

/// Why a profile does not parse.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum ProfileError {
    #[error("invalid profile '{text}' (expected e.g. cs_6_6)")]
    Invalid { text: String },
    #[error("unsupported profile '{text}' (shader model 6.0 to {HIGHEST_SHADER_MODEL})")]
    UnknownShaderModel { text: String },
}

impl Profile {
    /// Parses `<prefix>_<major>_<minor>` for every stage with a profile prefix
    /// (`cs`, `ps`, `vs`, `gs`, `hs`, `ds`, `ms`, `as`, `lib`) and shader models
    /// 6.0 … 6.8.
    pub fn parse(text: &str) -> Result<Profile, ProfileError> {
        let invalid = || ProfileError::Invalid {
            text: text.to_string(),
        };
        let mut parts = text.split('_');
        let stage = parts
            .next()
            .and_then(Stage::from_profile_prefix)
            .ok_or_else(invalid)?;
        let mut number = || {
            parts
                .next()
                .and_then(|part| part.parse::<u32>().ok())
                .ok_or_else(invalid)
        };
        let shader_model = ShaderModel::new(number()?, number()?);
        if parts.next().is_some() || !shader_model.is_known() {
            return Err(ProfileError::UnknownShaderModel {
                text: text.to_string(),
            });
        }
        Ok(Profile {
            stage,
            shader_model,
        })
    }
}

impl fmt::Display for Profile {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let prefix = self
            .stage
            .profile_prefix()
            .unwrap_or_else(|| self.stage.triple_name());
        write!(
            f,
            "{prefix}_{}_{}",
            self.shader_model.major, self.shader_model.minor
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn profiles_parse_and_print() {
        let profile = Profile::parse("cs_6_6").unwrap();
        assert_eq!(profile.stage, Stage::Compute);
        assert_eq!(profile.shader_model, ShaderModel::six(6));
        assert_eq!(profile.to_string(), "cs_6_6");
        assert_eq!(Profile::parse("lib_6_3").unwrap().stage, Stage::Library);
        assert_eq!(
            Profile::parse("as_6_5").unwrap().stage,
            Stage::Amplification
        );
        assert_eq!(
            Profile::parse("cs_6_9").unwrap_err().to_string(),
            "unsupported profile 'cs_6_9' (shader model 6.0 to 6.8)"
        );
        assert_eq!(
            Profile::parse("cs_6_6_1").unwrap_err().to_string(),
            "unsupported profile 'cs_6_6_1' (shader model 6.0 to 6.8)"
        );
        for invalid in ["xs_6_0", "cs_6", "cs", "", "cs_x_0", "raygeneration_6_3"] {
            assert_eq!(
                Profile::parse(invalid).unwrap_err(),
                ProfileError::Invalid {
                    text: invalid.to_string()
                },
                "{invalid}"
            );
        }
    }

    #[test]
    fn shader_models_compare() {
        assert!(ShaderModel::six(6).at_least(6));
        assert!(!ShaderModel::six(5).at_least(6));
        assert!(!ShaderModel::new(5, 1).is_known());
        assert!(!ShaderModel::six(9).is_known());
        assert_eq!(ShaderModel::six(7).to_string(), "6.7");
    }
}
