//! `ResourceKind`: the shape facts of every HLSL resource kind, as one table.
//!
//! Numbers follow DXIL's ResourceKind enumeration. Widths (coordinates, offsets,
//! gradients, size queries) are the facts of HLSL.md's Methods section and
//! DXIL.md's "Active coordinates and offsets per kind". Nothing here knows about
//! intrinsics or target types.

use std::fmt;

/// The spatial dimensionality of a kind, as SPIR-V's `Dim` sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Dimensionality {
    One,
    Two,
    Three,
    Cube,
    Buffer,
    /// Raw, structured and constant buffers, samplers: no texel addressing.
    None,
}

/// DXIL's ResourceKind (the kind alone: readable/writable is separate).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum ResourceKind {
    Texture1D,
    Texture2D,
    Texture2DMS,
    Texture3D,
    TextureCube,
    Texture1DArray,
    Texture2DArray,
    Texture2DMSArray,
    TextureCubeArray,
    TypedBuffer,
    RawBuffer,
    StructuredBuffer,
    CBuffer,
    Sampler,
}

/// One row of the kind table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct KindFacts {
    pub kind: ResourceKind,
    /// DXIL ResourceKind number.
    pub dxil_number: u32,
    /// HLSL type name of the read-only (SRV) form.
    pub hlsl_name: &'static str,
    pub dimensionality: Dimensionality,
    pub arrayed: bool,
    pub multisampled: bool,
    /// Float coordinate components of sample / gather (array layer included).
    pub sample_coordinate_components: u32,
    /// Integer coordinate components of Load / operator[] (array layer included,
    /// mip excluded).
    pub load_coordinate_components: u32,
    /// Components of the offset operand as the intrinsics type it (i32 for 1, else
    /// a vector); Cube kinds carry a 3-component zero.
    pub offset_operand_components: u32,
    /// Offset components that are meaningful (0 for Cube kinds).
    pub active_offset_components: u32,
    /// Components of gradients and of the CalculateLOD coordinate.
    pub gradient_components: u32,
    /// Components of a GetDimensions size query without the level or sample count
    /// (width, height, depth or array elements).
    pub size_components: u32,
}

macro_rules! kind_table {
    ($( $kind:ident = $number:literal, $name:literal, $dim:ident, arrayed $arrayed:literal,
        ms $ms:literal, sample $sample:literal, load $load:literal, offset $offset:literal,
        active $active:literal, grad $grad:literal, size $size:literal; )*) => {
        const KIND_TABLE: &[KindFacts] = &[
            $( KindFacts {
                kind: ResourceKind::$kind,
                dxil_number: $number,
                hlsl_name: $name,
                dimensionality: Dimensionality::$dim,
                arrayed: $arrayed,
                multisampled: $ms,
                sample_coordinate_components: $sample,
                load_coordinate_components: $load,
                offset_operand_components: $offset,
                active_offset_components: $active,
                gradient_components: $grad,
                size_components: $size,
            }, )*
        ];
    };
}

kind_table! {
    Texture1D        = 1,  "Texture1D",        One,    arrayed false, ms false, sample 1, load 1, offset 1, active 1, grad 1, size 1;
    Texture2D        = 2,  "Texture2D",        Two,    arrayed false, ms false, sample 2, load 2, offset 2, active 2, grad 2, size 2;
    Texture2DMS      = 3,  "Texture2DMS",      Two,    arrayed false, ms true,  sample 0, load 2, offset 2, active 2, grad 0, size 2;
    Texture3D        = 4,  "Texture3D",        Three,  arrayed false, ms false, sample 3, load 3, offset 3, active 3, grad 3, size 3;
    TextureCube      = 5,  "TextureCube",      Cube,   arrayed false, ms false, sample 3, load 0, offset 3, active 0, grad 3, size 2;
    Texture1DArray   = 6,  "Texture1DArray",   One,    arrayed true,  ms false, sample 2, load 2, offset 1, active 1, grad 1, size 2;
    Texture2DArray   = 7,  "Texture2DArray",   Two,    arrayed true,  ms false, sample 3, load 3, offset 2, active 2, grad 2, size 3;
    Texture2DMSArray = 8,  "Texture2DMSArray", Two,    arrayed true,  ms true,  sample 0, load 3, offset 2, active 2, grad 0, size 3;
    TextureCubeArray = 9,  "TextureCubeArray", Cube,   arrayed true,  ms false, sample 4, load 0, offset 3, active 0, grad 3, size 3;
    TypedBuffer      = 10, "Buffer",           Buffer, arrayed false, ms false, sample 0, load 1, offset 0, active 0, grad 0, size 1;
    RawBuffer        = 11, "ByteAddressBuffer", None,  arrayed false, ms false, sample 0, load 1, offset 0, active 0, grad 0, size 1;
    StructuredBuffer = 12, "StructuredBuffer", None,   arrayed false, ms false, sample 0, load 1, offset 0, active 0, grad 0, size 1;
    CBuffer          = 13, "cbuffer",          None,   arrayed false, ms false, sample 0, load 0, offset 0, active 0, grad 0, size 0;
    Sampler          = 14, "SamplerState",     None,   arrayed false, ms false, sample 0, load 0, offset 0, active 0, grad 0, size 0;
}

impl ResourceKind {
    /// Every kind, in DXIL number order.
    pub const ALL: [ResourceKind; 14] = [
        ResourceKind::Texture1D,
        ResourceKind::Texture2D,
        ResourceKind::Texture2DMS,
        ResourceKind::Texture3D,
        ResourceKind::TextureCube,
        ResourceKind::Texture1DArray,
        ResourceKind::Texture2DArray,
        ResourceKind::Texture2DMSArray,
        ResourceKind::TextureCubeArray,
        ResourceKind::TypedBuffer,
        ResourceKind::RawBuffer,
        ResourceKind::StructuredBuffer,
        ResourceKind::CBuffer,
        ResourceKind::Sampler,
    ];

    /// The texture kinds (the first nine).
    pub const TEXTURES: [ResourceKind; 9] = [
        ResourceKind::Texture1D,
        ResourceKind::Texture2D,
        ResourceKind::Texture2DMS,
        ResourceKind::Texture3D,
        ResourceKind::TextureCube,
        ResourceKind::Texture1DArray,
        ResourceKind::Texture2DArray,
        ResourceKind::Texture2DMSArray,
        ResourceKind::TextureCubeArray,
    ];

    pub fn facts(self) -> &'static KindFacts {
        // The table is in enum order; the assertion in the tests keeps it so.
        &KIND_TABLE[self as usize]
    }

    pub fn dxil_number(self) -> u32 {
        self.facts().dxil_number
    }

    pub fn from_dxil_number(number: u32) -> Option<ResourceKind> {
        KIND_TABLE
            .iter()
            .find(|row| row.dxil_number == number)
            .map(|row| row.kind)
    }

    pub fn is_texture(self) -> bool {
        self.facts().dxil_number <= 9
    }

    pub fn is_multisampled(self) -> bool {
        self.facts().multisampled
    }

    pub fn is_arrayed(self) -> bool {
        self.facts().arrayed
    }

    pub fn is_cube(self) -> bool {
        self.facts().dimensionality == Dimensionality::Cube
    }

    /// Kinds that support Sample*, CalculateLOD (non-MS textures).
    pub fn is_sampleable(self) -> bool {
        self.is_texture() && !self.is_multisampled()
    }

    /// Kinds that support Gather: 2D, 2DArray, Cube, CubeArray.
    pub fn supports_gather(self) -> bool {
        matches!(
            self,
            ResourceKind::Texture2D
                | ResourceKind::Texture2DArray
                | ResourceKind::TextureCube
                | ResourceKind::TextureCubeArray
        )
    }

    /// Kinds that may have a writable (UAV / storage) texture form.
    pub fn has_writable_texture_form(self) -> bool {
        matches!(
            self,
            ResourceKind::Texture1D
                | ResourceKind::Texture1DArray
                | ResourceKind::Texture2D
                | ResourceKind::Texture2DArray
                | ResourceKind::Texture3D
        )
    }
}

impl fmt::Display for ResourceKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.facts().hlsl_name)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn table_is_in_enum_order() {
        for (index, kind) in ResourceKind::ALL.iter().enumerate() {
            assert_eq!(KIND_TABLE[index].kind, *kind);
            assert_eq!(*kind as usize, index);
            assert_eq!(
                ResourceKind::from_dxil_number(kind.dxil_number()),
                Some(*kind)
            );
        }
        assert_eq!(ResourceKind::from_dxil_number(0), None);
        assert_eq!(ResourceKind::from_dxil_number(15), None);
    }

    #[test]
    fn numbers_match_dxil() {
        assert_eq!(ResourceKind::Texture2D.dxil_number(), 2);
        assert_eq!(ResourceKind::Texture2DMSArray.dxil_number(), 8);
        assert_eq!(ResourceKind::TextureCubeArray.dxil_number(), 9);
        assert_eq!(ResourceKind::Sampler.dxil_number(), 14);
    }

    #[test]
    fn widths_follow_the_methods_table() {
        let cube_array = ResourceKind::TextureCubeArray.facts();
        assert_eq!(cube_array.sample_coordinate_components, 4);
        assert_eq!(cube_array.offset_operand_components, 3);
        assert_eq!(cube_array.active_offset_components, 0);
        assert_eq!(cube_array.gradient_components, 3);
        let array_1d = ResourceKind::Texture1DArray.facts();
        assert_eq!(array_1d.sample_coordinate_components, 2);
        assert_eq!(array_1d.offset_operand_components, 1);
        assert_eq!(array_1d.load_coordinate_components, 2);
    }
}
