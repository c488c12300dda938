//! The LLVM types of values inside a DXIL cbuffer, in upstream clang's padded
//! form of HLSL's legacy packing (offsets from `texel_passes::buffer_layout`'s
//! `CBufferLegacy` rule, never computed here):
//! - a struct is `%__cblayout_struct.Name = type <{ … }>`, its fields at their
//!   legacy offsets with `target("dx.Padding", N)` between them;
//! - an array whose element does not fill whole rows is
//!   `<{ [N-1 x <{ T, target("dx.Padding", P) }>], T }>` (every element starts
//!   a row, the last one is not padded), else `[N x T]`;
//! - a matrix is the array of its rows or columns (`Type::matrix_memory_array`);
//! - scalars and vectors are their memory form.
//!
//! Also the two things code needs to use them: the pointer to element `i`
//! (a GEP on the padded element, which texel-dxil turns into `i` rows) and the
//! conversion of a loaded cbuffer value to the ordinary memory form. On SPIR-V
//! cbuffers hold ordinary types (the finalizer decorates their offsets), so
//! nothing here is used there.

use texel_passes::llvm::{LLVMTypeRef, LLVMValueRef};

use texel_passes::buffer_layout::LayoutRule;

use crate::types::{StructId, Type};

use super::Emitter;

const PADDING: &str = "dx.Padding";

impl Emitter<'_, '_> {
    /// The type of `ty` inside a DXIL cbuffer.
    pub fn cbuffer_layout_type(&mut self, ty: &Type) -> LLVMTypeRef {
        match ty {
            Type::Array(element, count) => {
                let element_type = self.cbuffer_layout_type(element);
                match self.cbuffer_padded_element(element) {
                    Some(padded) if *count > 1 => {
                        let head = self.ir.array_type(padded, u64::from(count - 1));
                        self.ir.literal_packed_struct(&[head, element_type])
                    }
                    _ => self.ir.array_type(element_type, u64::from(*count)),
                }
            }
            Type::Struct(id) => self.cbuffer_struct_type(*id),
            Type::Matrix(..) => match ty.matrix_memory_array() {
                Some(array) => self.cbuffer_layout_type(&array),
                None => self.memory_type(ty),
            },
            other => self.memory_type(other),
        }
    }

    /// `<{ T, target("dx.Padding", P) }>` for an array element that does not
    /// fill its rows; none when it does.
    fn cbuffer_padded_element(&mut self, element: &Type) -> Option<LLVMTypeRef> {
        let layout_type = element.layout_type(&self.program.structs)?;
        let size = LayoutRule::CBufferLegacy.layout(&layout_type).size;
        let stride = LayoutRule::CBufferLegacy.array_stride(&layout_type);
        if stride == size {
            return None;
        }
        let element_type = self.cbuffer_layout_type(element);
        let padding = self
            .ir
            .target_extension_type(PADDING, &[], &[stride - size]);
        Some(self.ir.literal_packed_struct(&[element_type, padding]))
    }

    fn cbuffer_struct_type(&mut self, id: StructId) -> LLVMTypeRef {
        if let Some((ty, _)) = self.cbuffer_structs.get(&id.0) {
            return *ty;
        }
        let program = self.program;
        let def = program.structs.get(id);
        let members: Vec<_> = def
            .fields
            .iter()
            .filter_map(|field| field.ty.layout_type(&program.structs))
            .collect();
        let offsets = LayoutRule::CBufferLegacy.struct_layout(&members).offsets;
        let mut elements: Vec<LLVMTypeRef> = Vec::new();
        let mut indices: Vec<u32> = Vec::new();
        let mut end = 0u32;
        for (field, offset) in def.fields.iter().zip(offsets) {
            if offset > end {
                elements.push(self.ir.target_extension_type(PADDING, &[], &[offset - end]));
            }
            let field_type = self.cbuffer_layout_type(&field.ty);
            indices.push(elements.len() as u32);
            elements.push(field_type);
            end = offset + self.ir.data_layout().alloc_size(field_type) as u32;
        }
        let ty = self
            .ir
            .named_packed_struct(&format!("__cblayout_struct.{}", def.name), &elements);
        self.cbuffer_structs.insert(id.0, (ty, indices));
        ty
    }

    /// The element index of field `field` in the cbuffer form of struct `id`.
    pub fn cbuffer_field_index(&mut self, id: StructId, field: usize) -> u32 {
        self.cbuffer_struct_type(id);
        self.cbuffer_structs[&id.0].1[field]
    }

    /// A pointer to element `index` of the cbuffer array of `element`s at
    /// `array`: a GEP over the padded element (whole rows per element).
    pub fn cbuffer_element_pointer(
        &mut self,
        array: LLVMValueRef,
        element: &Type,
        count: u32,
        index: LLVMValueRef,
    ) -> LLVMValueRef {
        match self.cbuffer_padded_element(element) {
            Some(padded) if count > 1 => self.ir.in_bounds_element_pointer(padded, array, &[index]),
            _ => {
                let element_type = self.cbuffer_layout_type(element);
                self.ir
                    .in_bounds_element_pointer(element_type, array, &[index])
            }
        }
    }

    /// Converts `value`, of the cbuffer form of `ty`, to the memory form.
    pub fn plain_from_cbuffer_form(&mut self, value: LLVMValueRef, ty: &Type) -> LLVMValueRef {
        match ty {
            Type::Matrix(..) => match ty.matrix_memory_array() {
                Some(array) => self.plain_from_cbuffer_form(value, &array),
                None => value,
            },
            Type::Struct(id) => {
                let memory = self.memory_type(ty);
                let mut result = self.ir.poison(memory);
                let fields = self.program.structs.get(*id).fields.clone();
                for (index, field) in fields.iter().enumerate() {
                    let from = self.cbuffer_field_index(*id, index);
                    let to = self.field_index(*id, index);
                    let item = self.ir.extract_value(value, from);
                    let item = self.plain_from_cbuffer_form(item, &field.ty);
                    result = self.ir.insert_value(result, item, to);
                }
                result
            }
            Type::Array(element, count) => {
                let memory = self.memory_type(ty);
                let mut result = self.ir.poison(memory);
                let padded = self.cbuffer_padded_element(element).is_some() && *count > 1;
                for index in 0..*count {
                    let item = if !padded {
                        self.ir.extract_value(value, index)
                    } else if index + 1 < *count {
                        let row = self.ir.extract_value(value, 0);
                        let padded_item = self.ir.extract_value(row, index);
                        self.ir.extract_value(padded_item, 0)
                    } else {
                        self.ir.extract_value(value, 1)
                    };
                    let item = self.plain_from_cbuffer_form(item, element);
                    result = self.ir.insert_value(result, item, index);
                }
                result
            }
            _ => value,
        }
    }
}
