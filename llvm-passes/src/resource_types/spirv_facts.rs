//! SPIR-V facts that `spirv.Image` and `spirv.VulkanBuffer` handle types use: `Dim`
//! numbers, the storage image `Format` chosen per element (one table) and the fixed
//! parameter values texel emits.
//!
//! Numbers come from the SPIR-V specification; the choices (which format for which
//! element) from INTRINSICS.md and upstream clang. Facts only: no type building.

use super::element::{ElementScalar, ElementType};
use super::kind::Dimensionality;
use ElementScalar::{F32, I32, I64, U32, U64};

/// `Depth` 2: "not known whether this is a depth image" (texel always emits it).
pub const DEPTH_NOT_KNOWN: u32 = 2;
/// Depth is 0 (not depth), 1 (depth) or 2 (not known).
pub const MAX_DEPTH: u32 = 2;
/// `Sampled` 1: used with a sampler (SRV textures, `Buffer`).
pub const SAMPLED_WITH_SAMPLER: u32 = 1;
/// `Sampled` 2: a storage image (RW textures, `RWBuffer`).
pub const SAMPLED_STORAGE: u32 = 2;
/// `Format` 0: Unknown.
pub const FORMAT_UNKNOWN: u32 = 0;
/// The largest core image format number (41, R64i).
pub const MAX_IMAGE_FORMAT: u32 = 41;
/// The `StorageBuffer` storage class of `spirv.VulkanBuffer` (structured and
/// byte-address buffers).
pub const STORAGE_CLASS_STORAGE_BUFFER: u32 = 12;
/// SPIR-V StorageClass Uniform: constant buffers (`cbuffer`) on Vulkan.
pub const STORAGE_CLASS_UNIFORM: u32 = 2;

/// One row of the `Dim` table.
pub struct DimFacts {
    pub dimensionality: Dimensionality,
    pub dim: u32,
    pub name: &'static str,
}

const fn dim_row(dimensionality: Dimensionality, dim: u32, name: &'static str) -> DimFacts {
    DimFacts {
        dimensionality,
        dim,
        name,
    }
}

/// The `Dim` values resource kinds use (SPIR-V also has Rect 4 and SubpassData 6,
/// which no HLSL resource maps to).
pub static DIM_TABLE: &[DimFacts] = &[
    dim_row(Dimensionality::One, 0, "1D"),
    dim_row(Dimensionality::Two, 1, "2D"),
    dim_row(Dimensionality::Three, 2, "3D"),
    dim_row(Dimensionality::Cube, 3, "Cube"),
    dim_row(Dimensionality::Buffer, 5, "Buffer"),
];

pub fn dim_of(dimensionality: Dimensionality) -> Option<u32> {
    DIM_TABLE
        .iter()
        .find(|row| row.dimensionality == dimensionality)
        .map(|row| row.dim)
}

pub fn dimensionality_of_dim(dim: u32) -> Option<Dimensionality> {
    DIM_TABLE
        .iter()
        .find(|row| row.dim == dim)
        .map(|row| row.dimensionality)
}

/// "0 (1D), 1 (2D), …" for diagnostics.
pub fn dim_list() -> String {
    DIM_TABLE
        .iter()
        .map(|row| format!("{} ({})", row.dim, row.name))
        .collect::<Vec<_>>()
        .join(", ")
}

/// One row of the storage image format table.
pub struct StorageImageFormat {
    pub scalar: ElementScalar,
    pub components: u32,
    pub format: u32,
    pub name: &'static str,
}

const fn format_row(
    scalar: ElementScalar,
    components: u32,
    format: u32,
    name: &'static str,
) -> StorageImageFormat {
    StorageImageFormat {
        scalar,
        components,
        format,
        name,
    }
}

/// Storage image (UAV) formats by element type, as DXC and clang choose them.
/// Elements not listed (3 components, 16-bit, double, 64-bit vectors) get Unknown.
/// The two 64-bit rows are clang-22's choice (verified with `clang-22 -cc1 -triple
/// spirv-unknown-vulkan1.3-compute` on `RWBuffer<int64_t>` / `RWBuffer<uint64_t>`).
pub static STORAGE_IMAGE_FORMATS: &[StorageImageFormat] = &[
    format_row(F32, 1, 3, "R32f"),
    format_row(F32, 2, 6, "Rg32f"),
    format_row(F32, 4, 1, "Rgba32f"),
    format_row(I32, 1, 24, "R32i"),
    format_row(I32, 2, 25, "Rg32i"),
    format_row(I32, 4, 21, "Rgba32i"),
    format_row(U32, 1, 33, "R32ui"),
    format_row(U32, 2, 35, "Rg32ui"),
    format_row(U32, 4, 30, "Rgba32ui"),
    format_row(U64, 1, 40, "R64ui"),
    format_row(I64, 1, 41, "R64i"),
];

/// The `Format` of a storage image holding `element`.
pub fn storage_image_format(element: ElementType) -> u32 {
    STORAGE_IMAGE_FORMATS
        .iter()
        .find(|row| row.scalar == element.scalar && row.components == element.components)
        .map_or(FORMAT_UNKNOWN, |row| row.format)
}

#[cfg(test)]
mod tests {
    use super::*;
    use pretty_assertions::assert_eq;

    #[test]
    fn dims_round_trip() {
        for row in DIM_TABLE {
            assert_eq!(dim_of(row.dimensionality), Some(row.dim));
            assert_eq!(dimensionality_of_dim(row.dim), Some(row.dimensionality));
        }
        assert_eq!(dim_of(Dimensionality::None), None);
        assert_eq!(dimensionality_of_dim(4), None);
        assert_eq!(dim_list(), "0 (1D), 1 (2D), 2 (3D), 3 (Cube), 5 (Buffer)");
    }

    #[test]
    fn formats_follow_intrinsics_md() {
        use ElementScalar::*;
        let format =
            |scalar, components| storage_image_format(ElementType::new(scalar, components));
        assert_eq!(
            [
                format(F32, 1),
                format(F32, 2),
                format(F32, 3),
                format(F32, 4)
            ],
            [3, 6, 0, 1]
        );
        assert_eq!(
            [
                format(I32, 1),
                format(I32, 2),
                format(I32, 3),
                format(I32, 4)
            ],
            [24, 25, 0, 21]
        );
        assert_eq!(
            [
                format(U32, 1),
                format(U32, 2),
                format(U32, 3),
                format(U32, 4)
            ],
            [33, 35, 0, 30]
        );
        assert_eq!(
            [
                format(F16, 1),
                format(F16, 4),
                format(F64, 1),
                format(F64, 2)
            ],
            [0, 0, 0, 0]
        );
        assert_eq!([format(I16, 1), format(U16, 2)], [0, 0]);
        assert_eq!(
            [
                format(U64, 1),
                format(I64, 1),
                format(U64, 2),
                format(I64, 2)
            ],
            [40, 41, 0, 0]
        );
        assert!(STORAGE_IMAGE_FORMATS
            .iter()
            .all(|row| row.format <= MAX_IMAGE_FORMAT));
    }
}
