//! The errors of the root-signature parser, worded as DXC words them (the
//! front end prefixes `root signature error - `). Token texts are quoted as
//! written.

#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RootSignatureError {
    #[error("Unexpected token '{0}'")]
    UnexpectedToken(String),
    #[error("Unexpected token '{0}' when parsing root signature")]
    UnexpectedElement(String),
    #[error("Expected ',', found: '{0}'")]
    ExpectedComma(String),
    #[error("RootFlags cannot be specified more than once")]
    RootFlagsMoreThanOnce,
    #[error("Root signature flag values can only be 0 or flag enum values, found: '{0}'")]
    RootFlagNumber(String),
    #[error("Expected a root signature flag value, found: '{0}'")]
    ExpectedRootFlag(String),
    #[error("num32BitConstants must be defined for each RootConstants")]
    MissingNum32BitConstants,
    #[error("Constant buffer register b# must be defined for each RootConstants")]
    MissingConstantsRegister,
    #[error("shader register must be defined for each CBV/SRV/UAV")]
    MissingRegister,
    #[error("Sampler register s# must be defined for each static sampler")]
    MissingSamplerRegister,
    #[error("Expected a register token (CBV, SRV, UAV, Sampler), found: '{0}'")]
    ExpectedRegister(String),
    #[error("Incorrect register type '{register}' in {class} (expected {letter}#)")]
    IncorrectRegister {
        register: String,
        class: &'static str,
        letter: char,
    },
    #[error("Root descriptor flags cannot be specified for root_sig_1_0")]
    RootDescriptorFlagsVersion,
    #[error("Descriptor range flags cannot be specified for root_sig_1_0")]
    RangeFlagsVersion,
    #[error("Root descriptor flag values can only be 0 or flag enum values, found: '{0}'")]
    RootDescriptorFlagNumber(String),
    #[error("Expected a root descriptor flag value, found: '{0}'")]
    ExpectedRootDescriptorFlag(String),
    #[error("Descriptor range flag values can only be 0 or flag enum values, found: '{0}'")]
    RangeFlagNumber(String),
    #[error("Expected a descriptor range flag value, found: '{0}'")]
    ExpectedRangeFlag(String),
    #[error("Unexpected visibility value: '{0}'.")]
    UnexpectedVisibility(String),
    #[error("Unexpected filter value: '{0}'.")]
    UnexpectedFilter(String),
    /// DXC uses this text for address modes, comparison functions and
    /// border colours alike.
    #[error("Unexpected texture address mode value: '{0}'.")]
    UnexpectedSamplerValue(String),
    #[error("Expected float, found token '{0}'")]
    ExpectedFloat(String),
    #[error("Parameter '{0}' can be specified only once")]
    DuplicateParameter(&'static str),
}
