//! What each binding record is, for its handle's ResourceProperties and its
//! `!dx.resources` record: the HLSL resource type where the model has one, and
//! the layout facts the model does not hold — a structured buffer's stride and
//! alignment, a cbuffer's size — read from the module's data layout as
//! upstream LLVM's `DXILResource` does:
//!
//! - structured buffers: stride = alloc size of the element (upstream's
//!   `getStruct`); alignment log2 (word 0 bits 8–11) = log2 of the largest
//!   scalar in the element when it is a struct (DXC's rule: 4-byte scalars
//!   give 2, a double 3; it equals the ABI alignment of an unpacked struct
//!   whose vectors are aligned like their scalars, and holds for packed
//!   layouts too), 0 otherwise; word 1 = stride;
//! - cbuffers: size = alloc size of the layout struct; word 1 = size.
//!
//! Nothing here edits IR.

use crate::llvm::{
    is_struct_type, struct_name, target_type_parameter, type_of, DataLayout, LLVMTypeRef,
    LLVMValueRef,
};

use crate::resource_types::{resource_properties, HandleType, ResourceKind, ResourceType};

use super::cbuffers::cbuffer_layout;

/// Layout facts of a record beyond its [`ResourceType`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RecordLayout {
    Plain,
    Structured {
        stride: u32,
        alignment_log2: u32,
        /// The element type (the symbol's struct body).
        element: LLVMTypeRef,
    },
    CBuffer {
        size: u32,
        /// The layout struct (its non-padding fields make the symbol's body).
        layout: LLVMTypeRef,
    },
}

/// Bits 8–11 of word 0: a structured buffer's alignment log2.
const ALIGNMENT_SHIFT: u32 = 8;
const ALIGNMENT_MASK: u32 = 0xF << ALIGNMENT_SHIFT;

/// The resource type of a record. Structured buffers of structs and arrays,
/// which the model has no type for, get a structured buffer without element.
pub fn record_resource(handle: &HandleType) -> Option<ResourceType> {
    match ResourceType::from_handle_type(handle, None) {
        Ok(resource) => Some(resource),
        Err(_) if handle.kind == ResourceKind::StructuredBuffer => Some(ResourceType {
            kind: ResourceKind::StructuredBuffer,
            writable: handle.writable,
            rasterizer_ordered: handle.rasterizer_ordered,
            element: None,
            sample_count: None,
            sampler: None,
        }),
        Err(_) => None,
    }
}

/// The layout of a record whose handle creation is `call`.
pub fn record_layout(
    kind: ResourceKind,
    call: LLVMValueRef,
    layout: &DataLayout<'_>,
) -> RecordLayout {
    let handle_type = type_of(call);
    match kind {
        ResourceKind::StructuredBuffer => {
            let Some(element) =
                target_type_parameter(handle_type, 0).filter(|element| layout.is_sized(*element))
            else {
                return RecordLayout::Plain;
            };
            let alignment_log2 = if is_struct_type(element) {
                largest_scalar_bytes(element, layout)
                    .unwrap_or_else(|| layout.abi_alignment(element))
                    .max(1)
                    .trailing_zeros()
            } else {
                0
            };
            RecordLayout::Structured {
                stride: u32::try_from(layout.alloc_size(element)).unwrap_or(u32::MAX),
                alignment_log2,
                element,
            }
        }
        ResourceKind::CBuffer => match cbuffer_layout(handle_type, layout) {
            Some((layout, size)) => RecordLayout::CBuffer { size, layout },
            None => RecordLayout::Plain,
        },
        _ => RecordLayout::Plain,
    }
}

/// The size in bytes of the largest scalar in `ty`, `None` when `ty` holds
/// something else than scalars and vectors (in any aggregate).
fn largest_scalar_bytes(ty: LLVMTypeRef, layout: &DataLayout<'_>) -> Option<u32> {
    layout
        .leaves(ty)
        .ok()?
        .iter()
        .filter_map(|leaf| leaf.ty.scalar())
        .map(|scalar| scalar.bits().div_ceil(8))
        .max()
}

/// `(word 0, word 1)` of the record's ResourceProperties.
pub fn record_properties(resource: &ResourceType, layout: &RecordLayout) -> (u32, u32) {
    let (word0, word1) = resource_properties(resource);
    match *layout {
        RecordLayout::Plain => (word0, word1),
        RecordLayout::Structured {
            stride,
            alignment_log2,
            ..
        } => (
            (word0 & !ALIGNMENT_MASK) | ((alignment_log2 << ALIGNMENT_SHIFT) & ALIGNMENT_MASK),
            stride,
        ),
        RecordLayout::CBuffer { size, .. } => (word0, size),
    }
}

/// The HLSL-like name of a structured buffer's element for its symbol type:
/// `S` for `%struct.S`, the printed type otherwise.
pub fn element_name(element: LLVMTypeRef) -> String {
    match struct_name(element) {
        Some(name) => name.strip_prefix("struct.").unwrap_or(&name).to_string(),
        None => crate::llvm::printed_type(element),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::resource_types::{ElementScalar, ElementType};

    #[test]
    fn structured_buffers_take_stride_and_alignment() {
        let element = std::ptr::null_mut();
        let rw = ResourceType {
            kind: ResourceKind::StructuredBuffer,
            writable: true,
            rasterizer_ordered: false,
            element: None,
            sample_count: None,
            sampler: None,
        };
        // RWStructuredBuffer<S> of a 20-byte struct aligned to 4: {4108 | 2 << 8, 20}.
        let layout = RecordLayout::Structured {
            stride: 20,
            alignment_log2: 2,
            element,
        };
        assert_eq!(record_properties(&rw, &layout), (4620, 20));
        // DXC's StructuredBuffer<Vector<float, 2>> with a double: {780, 32}.
        let srv = ResourceType {
            writable: false,
            ..rw
        };
        let layout = RecordLayout::Structured {
            stride: 32,
            alignment_log2: 3,
            element,
        };
        assert_eq!(record_properties(&srv, &layout), (780, 32));
        // RWStructuredBuffer<float2>: no alignment bits, {4108, 8}.
        let float2 = ResourceType::structured_buffer(ElementType::new(ElementScalar::F32, 2), true);
        let layout = RecordLayout::Structured {
            stride: 8,
            alignment_log2: 0,
            element,
        };
        assert_eq!(record_properties(&float2, &layout), (4108, 8));
    }

    #[test]
    fn cbuffers_and_raw_buffers() {
        let cbuffer = ResourceType::constant_buffer();
        let layout = RecordLayout::CBuffer {
            size: 48,
            layout: std::ptr::null_mut(),
        };
        assert_eq!(record_properties(&cbuffer, &layout), (13, 48));
        assert_eq!(
            record_properties(
                &ResourceType::byte_address_buffer(true),
                &RecordLayout::Plain
            ),
            (4107, 0)
        );
        assert_eq!(
            record_properties(
                &ResourceType::byte_address_buffer(false),
                &RecordLayout::Plain
            ),
            (11, 0)
        );
    }
}
