//! Per-intrinsic facts about the handle an operation works on: which resource
//! kinds it accepts ([`KindRequirement`]) and, for `getdimensions.*`, what the
//! result lanes mean ([`DimensionsQuery`]).
//!
//! These are data for the verifier: the catalogue states them but never looks
//! at a handle's parameters itself (that needs the resource type model).

use crate::resource_types::ResourceKind;

/// A family of resource kinds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum KindSet {
    /// Every kind, samplers included (handle creation).
    AnyKind,
    /// Textures that are not multisampled (`sample*`, `calculate.lod*`, mip
    /// queries).
    NonMultisampledTexture,
    /// Non-multisampled textures except `Texture3D`: the comparison operations
    /// (HLSL has no comparison sampling of volume textures).
    CompareTexture,
    /// The kinds of [`ResourceKind::supports_gather`] (2D, 2DArray, Cube,
    /// CubeArray).
    GatherTexture,
    /// Non-multisampled textures except the Cube kinds, which have no `Load`.
    LoadableTexture,
    /// `Texture2DMS`, `Texture2DMSArray`.
    MultisampledTexture,
    /// The kinds of [`ResourceKind::has_writable_texture_form`].
    WritableTexture,
    /// Typed, raw and structured buffers.
    Buffer,
    /// Non-multisampled textures and typed, raw and structured buffers: the
    /// plain size queries.
    SizedResource,
}

impl KindSet {
    /// The set in words, without an article, for "needs a …" diagnostics.
    pub fn describe(self) -> &'static str {
        match self {
            KindSet::AnyKind => "resource of any kind",
            KindSet::NonMultisampledTexture => "non-multisampled texture",
            KindSet::CompareTexture => {
                "1D, 1DArray, 2D, 2DArray, Cube or CubeArray texture (no Texture3D, no multisampling)"
            }
            KindSet::GatherTexture => "2D, 2DArray, Cube or CubeArray texture",
            KindSet::LoadableTexture => {
                "1D, 1DArray, 2D, 2DArray or 3D texture (Cube and multisampled textures have no mip-level Load)"
            }
            KindSet::MultisampledTexture => "Texture2DMS or Texture2DMSArray",
            KindSet::WritableTexture => "1D, 1DArray, 2D, 2DArray or 3D texture",
            KindSet::Buffer => "typed, raw or structured buffer",
            KindSet::SizedResource => "non-multisampled texture or buffer",
        }
    }

    pub fn contains(self, kind: ResourceKind) -> bool {
        let is_buffer = matches!(
            kind,
            ResourceKind::TypedBuffer | ResourceKind::RawBuffer | ResourceKind::StructuredBuffer
        );
        match self {
            KindSet::AnyKind => true,
            KindSet::NonMultisampledTexture => kind.is_sampleable(),
            KindSet::CompareTexture => kind.is_sampleable() && kind != ResourceKind::Texture3D,
            KindSet::GatherTexture => kind.supports_gather(),
            KindSet::LoadableTexture => kind.is_sampleable() && !kind.is_cube(),
            KindSet::MultisampledTexture => kind.is_texture() && kind.is_multisampled(),
            KindSet::WritableTexture => kind.has_writable_texture_form(),
            KindSet::Buffer => is_buffer,
            KindSet::SizedResource => kind.is_sampleable() || is_buffer,
        }
    }
}

/// Whether the handle must be read-only (SRV / sampled image) or writable
/// (UAV / storage image).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Access {
    Any,
    ReadOnly,
    Writable,
}

impl Access {
    /// The access in words: "", "read-only ", "writable ".
    pub fn describe(self) -> &'static str {
        match self {
            Access::Any => "",
            Access::ReadOnly => "read-only (SRV / sampled) ",
            Access::Writable => "writable (UAV / storage) ",
        }
    }

    pub fn allows(self, writable: bool) -> bool {
        match self {
            Access::Any => true,
            Access::ReadOnly => !writable,
            Access::Writable => writable,
        }
    }
}

/// Which handles an intrinsic's texture / resource operand (or, for handle
/// creation, its result) may be.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct KindRequirement {
    pub kinds: KindSet,
    pub access: Access,
    /// For size queries: the kind's `size_components` must equal this.
    pub size_components: Option<u32>,
}

impl KindRequirement {
    pub const fn new(kinds: KindSet, access: Access) -> KindRequirement {
        KindRequirement {
            kinds,
            access,
            size_components: None,
        }
    }

    pub const fn sized(kinds: KindSet, access: Access, size_components: u32) -> KindRequirement {
        KindRequirement {
            kinds,
            access,
            size_components: Some(size_components),
        }
    }

    /// Whether a handle of `kind` (writable or not) satisfies the requirement.
    pub fn accepts(&self, kind: ResourceKind, writable: bool) -> bool {
        self.kinds.contains(kind)
            && self.access.allows(writable)
            && self
                .size_components
                .is_none_or(|components| kind.facts().size_components == components)
    }

    /// Whether only multisampled textures qualify.
    pub fn requires_multisampled(&self) -> bool {
        self.kinds == KindSet::MultisampledTexture
    }
}

/// What follows the size lanes of a `getdimensions.*` result.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TrailingLane {
    /// Nothing: the result is the size lanes only.
    None,
    /// The number of mip levels (`getdimensions.levels.*`).
    LevelCount,
    /// The number of samples (`getdimensions.ms.*`).
    SampleCount,
}

/// The result layout of a `getdimensions.*` form. Array counts are size lanes
/// (2DArray `.xyz` = width, height, elements).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct DimensionsQuery {
    /// Width, height, depth / array elements, as many as the form names.
    pub size_components: u32,
    pub trailing: TrailingLane,
}

impl DimensionsQuery {
    pub const fn new(size_components: u32, trailing: TrailingLane) -> DimensionsQuery {
        DimensionsQuery {
            size_components,
            trailing,
        }
    }

    /// Lanes of the result: the size lanes plus the trailing lane, if any.
    pub fn result_lanes(&self) -> u32 {
        match self.trailing {
            TrailingLane::None => self.size_components,
            TrailingLane::LevelCount | TrailingLane::SampleCount => self.size_components + 1,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn compare_textures_exclude_volume_and_multisampled() {
        let compare = KindRequirement::new(KindSet::CompareTexture, Access::ReadOnly);
        assert!(compare.accepts(ResourceKind::TextureCubeArray, false));
        assert!(!compare.accepts(ResourceKind::Texture3D, false));
        assert!(!compare.accepts(ResourceKind::Texture2DMS, false));
        assert!(!compare.accepts(ResourceKind::Texture2D, true));
    }

    #[test]
    fn size_requirement_checks_components() {
        let xy = KindRequirement::sized(KindSet::SizedResource, Access::Any, 2);
        assert!(xy.accepts(ResourceKind::Texture2D, true));
        assert!(xy.accepts(ResourceKind::Texture1DArray, false));
        assert!(xy.accepts(ResourceKind::TextureCube, false));
        assert!(!xy.accepts(ResourceKind::Texture3D, false));
        assert!(!xy.accepts(ResourceKind::Texture2DMS, false));
        assert!(!xy.accepts(ResourceKind::TypedBuffer, false));
    }

    #[test]
    fn loadable_textures_exclude_cubes() {
        assert!(KindSet::LoadableTexture.contains(ResourceKind::Texture2DArray));
        assert!(!KindSet::LoadableTexture.contains(ResourceKind::TextureCube));
        assert!(!KindSet::LoadableTexture.contains(ResourceKind::Texture2DMS));
        assert!(!KindSet::LoadableTexture.contains(ResourceKind::TypedBuffer));
    }
}
