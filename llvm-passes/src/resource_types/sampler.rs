//! `SamplerKind`: DXIL's sampler type (the `dx.Sampler` parameter and the sampler
//! metadata field).
//!
//! Only names and numbers; it must not know how samplers are used.

/// The kind of a sampler, numbered as DXIL numbers it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum SamplerKind {
    /// `SamplerState`.
    Default = 0,
    /// `SamplerComparisonState`.
    Comparison = 1,
    /// DXIL's mono sampler: no HLSL type of its own.
    Mono = 2,
}

impl SamplerKind {
    pub const ALL: [SamplerKind; 3] = [
        SamplerKind::Default,
        SamplerKind::Comparison,
        SamplerKind::Mono,
    ];

    pub fn dxil_number(self) -> u32 {
        self as u32
    }

    pub fn from_dxil_number(number: u32) -> Option<SamplerKind> {
        SamplerKind::ALL
            .into_iter()
            .find(|kind| kind.dxil_number() == number)
    }

    /// The HLSL type name (the mono sampler has none; it prints as a note).
    pub fn hlsl_name(self) -> &'static str {
        match self {
            SamplerKind::Default => "SamplerState",
            SamplerKind::Comparison => "SamplerComparisonState",
            SamplerKind::Mono => "SamplerState (mono)",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use pretty_assertions::assert_eq;

    #[test]
    fn numbers_round_trip() {
        for kind in SamplerKind::ALL {
            assert_eq!(
                SamplerKind::from_dxil_number(kind.dxil_number()),
                Some(kind)
            );
        }
        assert_eq!(SamplerKind::Comparison.dxil_number(), 1);
        assert_eq!(SamplerKind::from_dxil_number(3), None);
        assert_eq!(
            SamplerKind::Comparison.hlsl_name(),
            "SamplerComparisonState"
        );
    }
}
