//! The diagnostics of attributes (root signatures, wave sizes, loop and
//! branch hints, unknown attributes), worded as clang and DXC word them.
//! Rendered by [`crate::diagnostics`] like every other diagnostic.

use crate::root_signature::RootSignatureError;

#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum AttributeError {
    #[error("root signature error - {0}")]
    RootSignature(RootSignatureError),
    #[error("attribute 'RootSignature' must have a string literal argument")]
    RootSignatureArgument,
    #[error("'{name}' attribute takes one argument")]
    OneArgument { name: String },
    #[error("'WaveSize' attribute takes at least 1 argument")]
    WaveSizeTooFewArguments,
    #[error("'WaveSize' attribute takes no more than 3 arguments")]
    WaveSizeTooManyArguments,
    #[error("wavesize arguments must be between 4 and 128 and a power of 2")]
    WaveSizeValue,
    #[error("minimum wavesize value {min} must be less than maximum wavesize value {max}")]
    WaveSizeMinAboveMax { min: i64, max: i64 },
    #[error("wave size range minimum and maximum are equal")]
    WaveSizeRangeEqual,
    #[error("preferred wavesize value {preferred} must be between {min} and {max}")]
    WaveSizePreferred { preferred: i64, min: i64, max: i64 },
    #[error("attribute 'WaveSize' requires shader model 6.6 or greater")]
    WaveSizeShaderModel,
    #[error("attribute 'WaveSize' with {count} arguments requires shader model 6.8 or greater")]
    WaveSizeRangeShaderModel { count: usize },
    #[error("'unroll' attribute requires an integer constant")]
    UnrollNotInteger,
    #[error("attribute 'vk::{name}' is not supported yet on the Vulkan target")]
    UnsupportedVulkanAttribute { name: String },
}

#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum AttributeWarning {
    #[error("unknown attribute '{name}' ignored")]
    Unknown { name: String },
    #[error("attribute '{name}' can only be applied to 'for', 'while' and 'do' loop statements")]
    NotOnLoop { name: String },
    #[error("attribute '{name}' can only be applied to 'if' and 'switch' statements")]
    NotOnBranch { name: String },
    #[error("attribute '{name}' can only be applied to 'switch' statements")]
    NotOnSwitch { name: String },
    #[error("attribute 'unroll' must have a uint literal argument")]
    UnrollNotUnsigned,
    #[error(
        "Wave size is not supported by Vulkan SPIR-V. Consider using VK_EXT_subgroup_size_control."
    )]
    WaveSizeVulkan,
}
