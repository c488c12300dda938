//! `ResourceClass`: SRV, UAV, CBV or sampler — the binding class of a resource,
//! its DXIL number and its HLSL register letter.

use std::fmt;

use super::handle::HandleType;
use super::kind::ResourceKind;
use super::resource::ResourceType;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum ResourceClass {
    Srv = 0,
    Uav = 1,
    Cbv = 2,
    Sampler = 3,
}

impl ResourceClass {
    pub const ALL: [ResourceClass; 4] = [
        ResourceClass::Srv,
        ResourceClass::Uav,
        ResourceClass::Cbv,
        ResourceClass::Sampler,
    ];

    /// DXIL's ResourceClass number (the `i8 class` of handle creation).
    pub fn dxil_number(self) -> u32 {
        self as u32
    }

    /// The register letter of `register(t0)` and friends.
    pub fn register_letter(self) -> char {
        match self {
            ResourceClass::Srv => 't',
            ResourceClass::Uav => 'u',
            ResourceClass::Cbv => 'b',
            ResourceClass::Sampler => 's',
        }
    }

    fn of(kind: ResourceKind, writable: bool) -> ResourceClass {
        match kind {
            ResourceKind::Sampler => ResourceClass::Sampler,
            ResourceKind::CBuffer => ResourceClass::Cbv,
            _ if writable => ResourceClass::Uav,
            _ => ResourceClass::Srv,
        }
    }
}

impl fmt::Display for ResourceClass {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            ResourceClass::Srv => "SRV",
            ResourceClass::Uav => "UAV",
            ResourceClass::Cbv => "CBV",
            ResourceClass::Sampler => "sampler",
        })
    }
}

impl HandleType {
    pub fn class(&self) -> ResourceClass {
        ResourceClass::of(self.kind, self.writable)
    }
}

impl ResourceType {
    pub fn class(&self) -> ResourceClass {
        ResourceClass::of(self.kind, self.writable)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::resource_types::{ElementScalar, ElementType, SamplerKind};

    #[test]
    fn classes_follow_kind_and_access() {
        let float4 = ElementType::new(ElementScalar::F32, 4);
        assert_eq!(
            ResourceType::texture(ResourceKind::Texture2D, float4).class(),
            ResourceClass::Srv
        );
        assert_eq!(
            ResourceType::rw_texture(ResourceKind::Texture2D, float4).class(),
            ResourceClass::Uav
        );
        assert_eq!(
            ResourceType::sampler(SamplerKind::Comparison).class(),
            ResourceClass::Sampler
        );
        assert_eq!(ResourceClass::Uav.register_letter(), 'u');
        assert_eq!(ResourceClass::Sampler.dxil_number(), 3);
    }
}
