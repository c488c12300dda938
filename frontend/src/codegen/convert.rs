//! Conversions between HLSL scalar and vector types (element conversion,
//! splat, truncation) and constants.

use texel_passes::llvm::{
    struct_fields, LLVMIntPredicate, LLVMOpcode, LLVMRealPredicate, LLVMValueRef,
};

use crate::sema::hir::ConstValue;
use crate::types::{ScalarKind, Type};

use super::messages::CodegenError;
use super::Emitter;

impl Emitter<'_, '_> {
    /// `value` (of `ty`'s shape) with every element of `from` converted to `to`.
    fn convert_elements(
        &mut self,
        value: LLVMValueRef,
        ty: &Type,
        from: ScalarKind,
        to: ScalarKind,
    ) -> LLVMValueRef {
        if from == to {
            return value;
        }
        let target = self.value_type(&ty.with_scalar(to));
        let zero = self.ir.const_null(self.ir.type_of(value));
        use LLVMOpcode::*;
        match (from, to) {
            (_, ScalarKind::Bool) if from.is_float() => {
                self.ir
                    .float_compare(LLVMRealPredicate::LLVMRealUNE, value, zero)
            }
            (_, ScalarKind::Bool) => self.ir.compare(LLVMIntPredicate::LLVMIntNE, value, zero),
            (ScalarKind::Bool, _) if to.is_float() => self.ir.cast(LLVMUIToFP, value, target),
            (ScalarKind::Bool, _) => self.ir.cast(LLVMZExt, value, target),
            _ if from.is_float() && to.is_float() => {
                let opcode = if to.bits() > from.bits() {
                    LLVMFPExt
                } else {
                    LLVMFPTrunc
                };
                self.ir.cast(opcode, value, target)
            }
            _ if from.is_float() => {
                let opcode = if to.is_signed_integer() {
                    LLVMFPToSI
                } else {
                    LLVMFPToUI
                };
                self.ir.cast(opcode, value, target)
            }
            _ if to.is_float() => {
                let opcode = if from.is_signed_integer() {
                    LLVMSIToFP
                } else {
                    LLVMUIToFP
                };
                self.ir.cast(opcode, value, target)
            }
            _ if to.bits() == from.bits() => value,
            _ if to.bits() < from.bits() => self.ir.cast(LLVMTrunc, value, target),
            _ => {
                let opcode = if from.is_signed_integer() {
                    LLVMSExt
                } else {
                    LLVMZExt
                };
                self.ir.cast(opcode, value, target)
            }
        }
    }

    /// A vector of `n` copies of a scalar value.
    pub fn splat(&mut self, value: LLVMValueRef, n: u32) -> LLVMValueRef {
        let ty = self.ir.vector_type(self.ir.type_of(value), n);
        let poison = self.ir.poison(ty);
        let zero = self.ir.const_i32(0);
        let single = self.ir.insert_element_at(poison, value, zero);
        self.ir.shuffle(single, poison, &vec![0; n as usize])
    }

    /// Converts a value of `from` to `to` (both scalar or vector; any legal
    /// HLSL conversion). Other types must already be equal.
    pub fn convert(&mut self, value: LLVMValueRef, from: &Type, to: &Type) -> LLVMValueRef {
        if from == to {
            return value;
        }
        if matches!(from, Type::Matrix(..)) || matches!(to, Type::Matrix(..)) {
            return self.matrix_convert(value, from, to);
        }
        let (Some(from_scalar), Some(to_scalar)) = (from.scalar(), to.scalar()) else {
            return value;
        };
        let (Some(n), Some(m)) = (from.vector_size(), to.vector_size()) else {
            self.fail(None, CodegenError::MatrixConversion);
            return value;
        };
        // Shape first (on the source elements), then the elements.
        let (shaped, shape) = if n == m {
            (value, to.with_scalar(from_scalar))
        } else if n == 1 {
            let converted =
                self.convert_elements(value, &Type::Scalar(from_scalar), from_scalar, to_scalar);
            return self.splat(converted, m);
        } else if m == 1 {
            let zero = self.ir.const_i32(0);
            (
                self.ir.extract_element_at(value, zero),
                Type::Scalar(from_scalar),
            )
        } else {
            let indices: Vec<u32> = (0..m).collect();
            let poison = self.ir.poison(self.ir.type_of(value));
            (
                self.ir.shuffle(value, poison, &indices),
                Type::Vector(from_scalar, m),
            )
        };
        self.convert_elements(shaped, &shape, from_scalar, to_scalar)
    }

    /// A constant of `ty` in value form.
    pub fn constant(&mut self, value: &ConstValue, ty: &Type) -> LLVMValueRef {
        match ty {
            Type::Scalar(kind) | Type::Vector(kind, 1) => {
                let scalar = match value {
                    ConstValue::Aggregate(items) => {
                        items.first().cloned().unwrap_or(ConstValue::Int(0))
                    }
                    other => other.clone(),
                };
                self.scalar_constant(&scalar, *kind, false)
            }
            Type::Vector(kind, n) => {
                let items: Vec<LLVMValueRef> = (0..*n as usize)
                    .map(|index| match value {
                        ConstValue::Aggregate(items) => {
                            items.get(index).cloned().unwrap_or(ConstValue::Int(0))
                        }
                        scalar => scalar.clone(),
                    })
                    .map(|item| self.scalar_constant(&item, *kind, false))
                    .collect();
                self.ir.const_vector(&items)
            }
            Type::Matrix(..) => self.matrix_constant(value, ty, false),
            _ => self.memory_constant(value, ty),
        }
    }

    fn scalar_constant(
        &mut self,
        value: &ConstValue,
        kind: ScalarKind,
        memory: bool,
    ) -> LLVMValueRef {
        let ty = self.scalar_type(kind, memory);
        let value = crate::sema::convert_constant(value, kind);
        match value {
            ConstValue::Float(f) => self.ir.const_float(ty, f),
            ConstValue::Bool(b) => self.ir.const_int(ty, i64::from(b)),
            ConstValue::Int(i) => self.ir.const_int(ty, i),
            ConstValue::Aggregate(_) => self.ir.const_null(ty),
        }
    }

    /// A constant of `ty` in memory form (global initializers).
    pub fn memory_constant(&mut self, value: &ConstValue, ty: &Type) -> LLVMValueRef {
        match ty {
            Type::Scalar(kind) | Type::Vector(kind, 1) => self.scalar_constant(value, *kind, true),
            Type::Vector(kind, n) => {
                let items: Vec<LLVMValueRef> = (0..*n as usize)
                    .map(|index| match value {
                        ConstValue::Aggregate(items) => {
                            items.get(index).cloned().unwrap_or(ConstValue::Int(0))
                        }
                        scalar => scalar.clone(),
                    })
                    .map(|item| self.scalar_constant(&item, *kind, true))
                    .collect();
                self.ir.const_vector(&items)
            }
            Type::Array(element, n) => {
                let element_type = self.memory_type(element);
                let items: Vec<LLVMValueRef> = (0..*n as usize)
                    .map(|index| match value {
                        ConstValue::Aggregate(items) => {
                            items.get(index).cloned().unwrap_or(ConstValue::Int(0))
                        }
                        scalar => scalar.clone(),
                    })
                    .map(|item| self.memory_constant(&item, element))
                    .collect();
                self.ir.const_array(element_type, &items)
            }
            Type::Struct(id) => {
                let fields: Vec<Type> = self
                    .program
                    .structs
                    .get(*id)
                    .fields
                    .iter()
                    .map(|f| f.ty.clone())
                    .collect();
                let struct_type = self.struct_type(id.0);
                // Padding elements (DXIL layouts) are zero.
                let mut items: Vec<LLVMValueRef> = struct_fields(struct_type)
                    .into_iter()
                    .map(|element| self.ir.const_null(element))
                    .collect();
                for (index, field) in fields.iter().enumerate() {
                    let item = match value {
                        ConstValue::Aggregate(items) => {
                            items.get(index).cloned().unwrap_or(ConstValue::Int(0))
                        }
                        scalar => scalar.clone(),
                    };
                    let element = self.field_index(*id, index) as usize;
                    items[element] = self.memory_constant(&item, field);
                }
                self.ir.const_named_struct(struct_type, &items)
            }
            Type::Matrix(..) => self.matrix_constant(value, ty, true),
            other => {
                let ty = self.memory_type(other);
                self.ir.const_null(ty)
            }
        }
    }
}
