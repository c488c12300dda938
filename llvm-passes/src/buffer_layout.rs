//! Memory layouts of buffer contents: the size, alignment, member offsets and
//! array stride of a type under a layout rule ([`LayoutRule`]).
//!
//! This is the one source of truth for where a member or element lives in a
//! buffer. The front end builds its DXIL struct types from it (explicit
//! padding where the rule leaves gaps) and its cbuffer layout structs; the
//! SPIR-V finalizer sets the `Offset` / `ArrayStride` decorations of Vulkan
//! blocks from it. It is pure arithmetic on [`LayoutType`]: no LLVM, no
//! SPIR-V, no HLSL syntax, and it must not grow any.
//!
//! The rules, as DXC applies them:
//! - [`LayoutRule::D3DStructured`]: structured buffers on DXIL. C-like: every
//!   scalar aligned to its size, vectors and arrays to their scalar's
//!   alignment, structs to their largest member's; no 16-byte rule.
//! - [`LayoutRule::Std430`]: storage buffers on Vulkan, DXC's default
//!   (`-fvk-use-dx-layout` off): std430 with relaxed vector placement (a
//!   vector may sit at its scalar's alignment when it does not straddle a
//!   16-byte boundary; VK_KHR_relaxed_block_layout, core in Vulkan 1.1).
//! - [`LayoutRule::Std140`]: uniform buffers (cbuffers) on Vulkan, DXC's
//!   default: std140 (arrays and structs aligned to 16, array strides a
//!   multiple of 16) with the same relaxed vector placement.
//! - [`LayoutRule::CBufferLegacy`]: cbuffers on DXIL, HLSL's legacy packing:
//!   16-byte rows, no scalar or vector straddles a row, every array element
//!   and every struct starts a row, an array's last element is not padded.

/// A type as the layout rules see it: scalars by width, vectors, arrays and
/// structs (members in declaration order).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum LayoutType {
    /// A scalar of `bytes` bytes (2, 4 or 8; bool is 4 in buffers).
    Scalar {
        bytes: u32,
    },
    /// `count` (2..=4) scalars of `scalar_bytes` bytes.
    Vector {
        scalar_bytes: u32,
        count: u32,
    },
    Array {
        element: Box<LayoutType>,
        count: u32,
    },
    Struct(Vec<LayoutType>),
}

/// How a buffer lays out its contents.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LayoutRule {
    D3DStructured,
    Std430,
    Std140,
    CBufferLegacy,
}

/// Size and alignment of a type under a rule.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Layout {
    /// Bytes the type occupies; for arrays, `stride * (count - 1)` plus the
    /// last element under [`LayoutRule::CBufferLegacy`], else `stride * count`.
    pub size: u32,
    pub alignment: u32,
}

/// Where the members of a struct live.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StructLayout {
    pub offsets: Vec<u32>,
    pub size: u32,
    pub alignment: u32,
}

const ROW: u32 = 16;

fn round_up(value: u32, alignment: u32) -> u32 {
    value.div_ceil(alignment.max(1)) * alignment.max(1)
}

impl LayoutRule {
    /// The size and alignment of `ty`.
    pub fn layout(self, ty: &LayoutType) -> Layout {
        match ty {
            LayoutType::Scalar { bytes } => Layout {
                size: *bytes,
                alignment: *bytes,
            },
            LayoutType::Vector {
                scalar_bytes,
                count,
            } => Layout {
                size: scalar_bytes * count,
                alignment: self.vector_alignment(*scalar_bytes, *count),
            },
            LayoutType::Array { element, count } => {
                let element_layout = self.layout(element);
                let stride = self.array_stride(element);
                let size = match self {
                    LayoutRule::CBufferLegacy if *count > 0 => {
                        stride * (count - 1) + element_layout.size
                    }
                    _ => stride * count,
                };
                Layout {
                    size,
                    alignment: self.aggregate_alignment(element_layout.alignment),
                }
            }
            LayoutType::Struct(members) => {
                let layout = self.struct_layout(members);
                Layout {
                    size: layout.size,
                    alignment: layout.alignment,
                }
            }
        }
    }

    /// The distance between consecutive elements of an array of `element`.
    pub fn array_stride(self, element: &LayoutType) -> u32 {
        let layout = self.layout(element);
        let alignment = self.aggregate_alignment(layout.alignment);
        round_up(layout.size, alignment)
    }

    /// The offsets, size and alignment of a struct of `members`.
    pub fn struct_layout(self, members: &[LayoutType]) -> StructLayout {
        let mut offsets = Vec::with_capacity(members.len());
        let mut end = 0u32;
        let mut alignment = 1u32;
        for member in members {
            let layout = self.layout(member);
            let offset = self.place(member, layout, end);
            offsets.push(offset);
            end = offset + layout.size;
            alignment = alignment.max(layout.alignment);
        }
        let alignment = self.aggregate_alignment(alignment);
        let size = match self {
            // A cbuffer struct is not padded at its end: the next member may
            // use the rest of its last row.
            LayoutRule::CBufferLegacy => end,
            _ => round_up(end, alignment),
        };
        StructLayout {
            offsets,
            size,
            alignment,
        }
    }

    /// The offset of a member of `layout` placed at or after `end`.
    fn place(self, member: &LayoutType, layout: Layout, end: u32) -> u32 {
        match (self, member) {
            (LayoutRule::CBufferLegacy, LayoutType::Array { .. } | LayoutType::Struct(_)) => {
                round_up(end, ROW)
            }
            (LayoutRule::CBufferLegacy, _) => {
                let offset = round_up(end, layout.alignment);
                if straddles_row(offset, layout.size) {
                    round_up(offset, ROW)
                } else {
                    offset
                }
            }
            (LayoutRule::Std430 | LayoutRule::Std140, LayoutType::Vector { scalar_bytes, .. }) => {
                // Relaxed block layout: the scalar's alignment is enough
                // unless the vector would straddle a 16-byte boundary.
                let offset = round_up(end, *scalar_bytes);
                if straddles_row(offset, layout.size) {
                    round_up(offset, layout.alignment)
                } else {
                    offset
                }
            }
            _ => round_up(end, layout.alignment),
        }
    }

    fn vector_alignment(self, scalar_bytes: u32, count: u32) -> u32 {
        match self {
            LayoutRule::D3DStructured | LayoutRule::CBufferLegacy => scalar_bytes,
            // GLSL's base alignment: 2N for 2 components, 4N for 3 and 4.
            LayoutRule::Std430 | LayoutRule::Std140 => {
                scalar_bytes * if count == 2 { 2 } else { 4 }
            }
        }
    }

    /// The alignment of an array or struct whose members align to `inner`.
    fn aggregate_alignment(self, inner: u32) -> u32 {
        match self {
            LayoutRule::Std140 | LayoutRule::CBufferLegacy => round_up(inner, ROW),
            LayoutRule::D3DStructured | LayoutRule::Std430 => inner,
        }
    }
}

/// A value of `size` bytes at `offset` crosses a 16-byte boundary it need not
/// (values larger than a row must start one).
fn straddles_row(offset: u32, size: u32) -> bool {
    if size <= ROW {
        offset / ROW != (offset + size - 1) / ROW
    } else {
        offset % ROW != 0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scalar(bytes: u32) -> LayoutType {
        LayoutType::Scalar { bytes }
    }
    fn vector(scalar_bytes: u32, count: u32) -> LayoutType {
        LayoutType::Vector {
            scalar_bytes,
            count,
        }
    }
    fn array(element: LayoutType, count: u32) -> LayoutType {
        LayoutType::Array {
            element: Box::new(element),
            count,
        }
    }

    #[test]
    fn float_then_float4() {
        let members = [scalar(4), vector(4, 4)];
        let d3d = LayoutRule::D3DStructured.struct_layout(&members);
        assert_eq!((d3d.offsets, d3d.size), (vec![0, 4], 20));
        let std430 = LayoutRule::Std430.struct_layout(&members);
        assert_eq!((std430.offsets, std430.size), (vec![0, 16], 32));
    }

    #[test]
    fn float3_then_uint() {
        let members = [vector(4, 3), scalar(4)];
        for rule in [LayoutRule::D3DStructured, LayoutRule::Std430] {
            let layout = rule.struct_layout(&members);
            assert_eq!((layout.offsets, layout.size), (vec![0, 12], 16), "{rule:?}");
        }
        assert_eq!(
            LayoutRule::Std430.array_stride(&LayoutType::Struct(members.to_vec())),
            16
        );
    }

    #[test]
    fn vec3_arrays() {
        assert_eq!(LayoutRule::Std430.array_stride(&vector(4, 3)), 16);
        assert_eq!(LayoutRule::D3DStructured.array_stride(&vector(4, 3)), 12);
        assert_eq!(LayoutRule::Std430.array_stride(&scalar(4)), 4);
        assert_eq!(LayoutRule::Std140.array_stride(&scalar(4)), 16);
    }

    #[test]
    fn relaxed_vectors_may_follow_a_scalar() {
        // float a; float3 b;  b at 4 (relaxed), fits in the first row.
        let layout = LayoutRule::Std430.struct_layout(&[scalar(4), vector(4, 3)]);
        assert_eq!((layout.offsets, layout.size), (vec![0, 4], 16));
        // float2 a; float3 b;  b would straddle: 16.
        let layout = LayoutRule::Std430.struct_layout(&[vector(4, 2), vector(4, 3)]);
        assert_eq!(layout.offsets, vec![0, 16]);
    }

    #[test]
    fn mixed_widths_in_structured_buffers() {
        // half h; float f; double d; half e;  C-like.
        let layout =
            LayoutRule::D3DStructured.struct_layout(&[scalar(2), scalar(4), scalar(8), scalar(2)]);
        assert_eq!(
            (layout.offsets, layout.size, layout.alignment),
            (vec![0, 4, 8, 16], 24, 8)
        );
    }

    #[test]
    fn legacy_cbuffer_packing() {
        // float w[3]; float2 uv; struct { float3 dir; float k; } light; float tail;
        let light = LayoutType::Struct(vec![vector(4, 3), scalar(4)]);
        let members = [array(scalar(4), 3), vector(4, 2), light.clone(), scalar(4)];
        let layout = LayoutRule::CBufferLegacy.struct_layout(&members);
        assert_eq!(layout.offsets, vec![0, 36, 48, 64]);
        assert_eq!(layout.size, 68);
        assert_eq!(
            LayoutRule::CBufferLegacy
                .struct_layout(&[vector(4, 3), scalar(4)])
                .offsets,
            vec![0, 12]
        );
        // Scalars and vectors never straddle a row.
        let layout = LayoutRule::CBufferLegacy.struct_layout(&[
            scalar(4),
            vector(4, 2),
            scalar(4),
            vector(4, 3),
        ]);
        assert_eq!(layout.offsets, vec![0, 4, 12, 16]);
    }

    #[test]
    fn std140_rounds_arrays_and_structs() {
        let light = LayoutType::Struct(vec![vector(4, 3), scalar(4)]);
        let members = [array(scalar(4), 3), vector(4, 2), light, scalar(4)];
        let layout = LayoutRule::Std140.struct_layout(&members);
        assert_eq!(layout.offsets, vec![0, 48, 64, 80]);
        assert_eq!(layout.size, 96);
    }
}
