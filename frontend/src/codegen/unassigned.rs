//! Resource values that were never assigned a resource get a defined value.
//!
//! Every resource slot of a local without initialiser (struct members, array
//! elements, nested) and of an `out` argument's temporary starts as the pair
//! (`UNASSIGNED_RESOURCE_ID`, 0), an id that names no global resource, rather
//! than as undef (from which the handle selection would fold to an arbitrary
//! global). Where the handle selection finds no global for an id, its binding
//! operands are the unassigned-resource marker, which the lowering passes
//! report (see `texel_passes::unassigned_resource`).
//!
//! This module must not create handles or choose among globals: that is
//! `resource_values`.

use texel_passes::llvm::LLVMValueRef;

use texel_passes::unassigned_resource::{UNASSIGNED_MARKER, UNASSIGNED_RESOURCE_ID};

use crate::types::Type;

use super::Emitter;

impl Emitter<'_, '_> {
    /// The value of a resource slot that holds no resource.
    fn unassigned_resource_value(&mut self) -> LLVMValueRef {
        let id = self.ir.const_i32(i64::from(UNASSIGNED_RESOURCE_ID));
        let index = self.ir.const_i32(0);
        self.ir.const_vector(&[id, index])
    }

    /// Stores the unassigned value into every resource slot of the `ty`
    /// object at `pointer`; other members are left as they are.
    pub fn mark_resources_unassigned(&mut self, pointer: LLVMValueRef, ty: &Type) {
        let program = self.program;
        if !ty.holds_resources(&program.structs) {
            return;
        }
        match ty {
            Type::Resource(_) => {
                let value = self.unassigned_resource_value();
                self.ir.store(value, pointer);
            }
            Type::Array(element, size) => {
                let memory = self.memory_type(ty);
                let zero = self.ir.const_i32(0);
                for position in 0..*size {
                    let position = self.ir.const_i32(i64::from(position));
                    let slot =
                        self.ir
                            .in_bounds_element_pointer(memory, pointer, &[zero, position]);
                    self.mark_resources_unassigned(slot, element);
                }
            }
            Type::Struct(id) => {
                let memory = self.memory_type(ty);
                let zero = self.ir.const_i32(0);
                for (field, def) in program.structs.get(*id).fields.iter().enumerate() {
                    if !def.ty.holds_resources(&program.structs) {
                        continue;
                    }
                    let index = self.field_index(*id, field);
                    let index = self.ir.const_i32(i64::from(index));
                    let slot = self
                        .ir
                        .in_bounds_element_pointer(memory, pointer, &[zero, index]);
                    self.mark_resources_unassigned(slot, &def.ty);
                }
            }
            _ => {}
        }
    }

    /// `call i32 @texel.unassigned_resource()`: the binding operand of a
    /// handle whose resource value names no global.
    pub fn unassigned_binding_operand(&mut self) -> LLVMValueRef {
        let i32_type = self.ir.int_type(32);
        let function_type = self.ir.function_type(i32_type, &[]);
        let function = match self.ir.named_function(UNASSIGNED_MARKER) {
            Some(function) => function,
            None => {
                let function = self.ir.add_function(UNASSIGNED_MARKER, function_type);
                // memory(none) nounwind willreturn: dead, and removed, once
                // the selection folds to a global.
                self.ir.add_function_attribute_value(function, "memory", 0);
                self.ir
                    .add_function_attribute_value(function, "nounwind", 0);
                self.ir
                    .add_function_attribute_value(function, "willreturn", 0);
                function
            }
        };
        self.ir.call_as(function_type, function, &[])
    }
}
