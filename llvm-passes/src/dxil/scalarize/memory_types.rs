//! Memory types without vectors, for `texel-dxil-scalarize`: a vector
//! becomes an array of its element with the vector's allocation size
//! (`<3 x float>` is `[3 x float]`, or `[4 x float]` where the data layout
//! pads it); arrays and structs are rebuilt around their converted members
//! (a named struct `%S` as `%S.dxil`), but only when every member keeps its
//! offset and the size stays — a layout change would move the bytes that
//! GEPs and loads already address. Allocas, globals (with their
//! initializers) and GEP source types are replaced; the layout is never
//! changed. Each type is converted once (memoised).

use std::cell::RefCell;
use std::collections::HashMap;

use crate::llvm::{
    allocated_type, array_length, constant_element, contained_types, element_pointer_source_type,
    global_initializer, global_value_type, is_packed_struct, is_poison, is_undef, is_zero_constant,
    module_globals, opcode_of, struct_name, type_kind, vector_length, DataLayout, IrBuilder,
    LLVMOpcode, LLVMTypeRef, LLVMValueRef, ModuleView,
};
use llvm_sys::LLVMTypeKind;

/// The suffix of a named struct rebuilt without vectors.
const STRUCT_SUFFIX: &str = ".dxil";

pub struct MemoryTypes<'b, 'm> {
    builder: &'b IrBuilder<'m>,
    layout: DataLayout<'m>,
    /// Converted types (`None`: the type keeps its form).
    converted: RefCell<HashMap<LLVMTypeRef, Option<LLVMTypeRef>>>,
}

impl<'b, 'm> MemoryTypes<'b, 'm> {
    pub fn new(builder: &'b IrBuilder<'m>, module: ModuleView<'m>) -> MemoryTypes<'b, 'm> {
        MemoryTypes {
            builder,
            layout: DataLayout::of(module),
            converted: RefCell::new(HashMap::new()),
        }
    }

    /// `ty` without vectors, or `None` when it has none or cannot lose them
    /// without a layout change.
    pub fn without_vectors(&self, ty: LLVMTypeRef) -> Option<LLVMTypeRef> {
        if let Some(known) = self.converted.borrow().get(&ty) {
            return *known;
        }
        let converted = self.convert(ty);
        self.converted.borrow_mut().insert(ty, converted);
        converted
    }

    fn convert(&self, ty: LLVMTypeRef) -> Option<LLVMTypeRef> {
        match type_kind(ty) {
            LLVMTypeKind::LLVMVectorTypeKind => {
                let element = contained_types(ty)[0];
                let count = self.layout.alloc_size(ty) / self.layout.alloc_size(element).max(1);
                Some(self.builder.array_type(element, count))
            }
            LLVMTypeKind::LLVMArrayTypeKind => {
                let converted = self.without_vectors(contained_types(ty)[0])?;
                let array = self.builder.array_type(converted, array_length(ty));
                self.same_layout(ty, array).then_some(array)
            }
            LLVMTypeKind::LLVMStructTypeKind => {
                let fields = contained_types(ty);
                let converted: Vec<Option<LLVMTypeRef>> = fields
                    .iter()
                    .map(|field| self.without_vectors(*field))
                    .collect();
                if converted.iter().all(Option::is_none) {
                    return None;
                }
                let new_fields: Vec<LLVMTypeRef> = fields
                    .iter()
                    .zip(&converted)
                    .map(|(field, converted)| converted.unwrap_or(*field))
                    .collect();
                let packed = is_packed_struct(ty);
                let rebuilt = match struct_name(ty) {
                    Some(name) => {
                        let name = format!("{name}{STRUCT_SUFFIX}");
                        if packed {
                            self.builder.named_packed_struct(&name, &new_fields)
                        } else {
                            self.builder.named_struct(&name, &new_fields)
                        }
                    }
                    None if packed => self.builder.literal_packed_struct(&new_fields),
                    None => self.builder.literal_struct(&new_fields),
                };
                let offsets_kept = (0..fields.len() as u32).all(|index| {
                    self.layout.field_offset(ty, index) == self.layout.field_offset(rebuilt, index)
                });
                (offsets_kept && self.same_layout(ty, rebuilt)).then_some(rebuilt)
            }
            _ => None,
        }
    }

    fn same_layout(&self, old: LLVMTypeRef, new: LLVMTypeRef) -> bool {
        self.layout.alloc_size(old) == self.layout.alloc_size(new)
    }

    /// `constant` (of type `from`) as a constant of `to` =
    /// `without_vectors(from)`; `None` when LLVM cannot list its elements.
    fn convert_constant(
        &self,
        constant: LLVMValueRef,
        from: LLVMTypeRef,
        to: LLVMTypeRef,
    ) -> Option<LLVMValueRef> {
        if is_zero_constant(constant) {
            return Some(self.builder.const_null(to));
        }
        if is_undef(constant) || is_poison(constant) {
            return Some(self.builder.undef(to));
        }
        let from_members = contained_types(from);
        let to_members = contained_types(to);
        let element = |index: u32, from: LLVMTypeRef, to: LLVMTypeRef| {
            let element = constant_element(constant, index)?;
            if from == to {
                Some(element)
            } else {
                self.convert_constant(element, from, to)
            }
        };
        match type_kind(from) {
            LLVMTypeKind::LLVMVectorTypeKind => {
                let lanes = vector_length(from);
                let elements = (0..array_length(to) as u32)
                    .map(|index| {
                        if index < lanes {
                            constant_element(constant, index)
                        } else {
                            Some(self.builder.undef(to_members[0]))
                        }
                    })
                    .collect::<Option<Vec<_>>>()?;
                Some(self.builder.const_array(to_members[0], &elements))
            }
            LLVMTypeKind::LLVMArrayTypeKind => {
                let elements = (0..array_length(to) as u32)
                    .map(|index| element(index, from_members[0], to_members[0]))
                    .collect::<Option<Vec<_>>>()?;
                Some(self.builder.const_array(to_members[0], &elements))
            }
            LLVMTypeKind::LLVMStructTypeKind if struct_name(to).is_some() => {
                let fields = (0..to_members.len() as u32)
                    .map(|index| {
                        element(
                            index,
                            from_members[index as usize],
                            to_members[index as usize],
                        )
                    })
                    .collect::<Option<Vec<_>>>()?;
                Some(self.builder.const_named_struct(to, &fields))
            }
            _ => None,
        }
    }

    /// Globals with an initializer (groupshared and static memory) lose
    /// their vectors; resource globals (declarations) keep their types.
    pub fn retype_globals(&self, module: ModuleView<'_>) {
        for global in module_globals(module) {
            let Some(initializer) = global_initializer(global) else {
                continue;
            };
            let ty = global_value_type(global);
            let Some(converted) = self.without_vectors(ty) else {
                continue;
            };
            if let Some(initializer) = self.convert_constant(initializer, ty, converted) {
                self.builder
                    .retype_global(global, converted, Some(initializer));
            }
        }
    }

    /// An alloca or GEP whose type holds vectors is rebuilt without them.
    pub fn retype_instruction(&self, instruction: LLVMValueRef) {
        match opcode_of(instruction) {
            Some(LLVMOpcode::LLVMAlloca) => {
                let converted = allocated_type(instruction).and_then(|ty| self.without_vectors(ty));
                if let Some(converted) = converted {
                    self.builder.retype_alloca(instruction, converted);
                }
            }
            Some(LLVMOpcode::LLVMGetElementPtr) => {
                let ty = element_pointer_source_type(instruction);
                if let Some(converted) = self.without_vectors(ty) {
                    self.builder.retype_element_pointer(instruction, converted);
                }
            }
            _ => {}
        }
    }
}
