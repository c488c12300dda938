//! HLSL types as LLVM types. Scalars and vectors have a value form (bool is
//! `i1`) and a memory form (bool is `i32`, as in buffers); aggregates always
//! use the memory form. `vector<T, 1>` is a scalar. Also the element
//! [`IrType`]s that the resource type model and the catalogue expect. Struct
//! layouts come from `texel_passes::buffer_layout`, never from arithmetic here.

use texel_passes::llvm::{IrBuilder, LLVMIntPredicate, LLVMOpcode, LLVMTypeRef, LLVMValueRef};

use texel_passes::buffer_layout::{LayoutRule, LayoutType, StructLayout};
use texel_passes::ir_type::{IrType, ScalarType};
use texel_passes::target::Api;

use crate::types::{ScalarKind, StructId, Type};

use super::Emitter;

impl Emitter<'_, '_> {
    pub fn scalar_type(&self, kind: ScalarKind, memory: bool) -> LLVMTypeRef {
        match kind {
            ScalarKind::Bool if memory => self.ir.int_type(32),
            ScalarKind::Bool => self.ir.int_type(1),
            ScalarKind::Half => self.ir.scalar_type(ScalarType::F16),
            ScalarKind::Float => self.ir.scalar_type(ScalarType::F32),
            ScalarKind::Double => self.ir.scalar_type(ScalarType::F64),
            other => self.ir.int_type(other.bits()),
        }
    }

    fn shaped(&mut self, ty: &Type, memory: bool) -> LLVMTypeRef {
        match ty {
            Type::Scalar(kind) | Type::Vector(kind, 1) => self.scalar_type(*kind, memory),
            Type::Vector(kind, n) => {
                let element = self.scalar_type(*kind, memory);
                self.ir.vector_type(element, *n)
            }
            Type::Matrix(..) if memory => match ty.matrix_memory_array() {
                Some(array) => self.memory_type(&array),
                None => self.ir.int_type(32),
            },
            Type::Matrix(..) => self.matrix_value_type(ty),
            Type::Array(element, n) => {
                let element = self.memory_type(element);
                self.ir.array_type(element, u64::from(*n))
            }
            Type::Struct(id) => self.struct_type(id.0),
            // (resource id, element index): see `resource_values`.
            Type::Resource(_) => self.resource_value_type(),
            Type::Void | Type::Error => self.ir.int_type(32),
        }
    }

    /// The type of a value of `ty` in registers.
    pub fn value_type(&mut self, ty: &Type) -> LLVMTypeRef {
        if *ty == Type::Void {
            return self.ir.void_type();
        }
        self.shaped(ty, false)
    }

    /// The type of `ty` in memory (allocas, globals, buffers).
    pub fn memory_type(&mut self, ty: &Type) -> LLVMTypeRef {
        self.shaped(ty, true)
    }

    /// `%struct.Name`, created on first use. On DXIL the struct is laid out
    /// by [`LayoutRule::D3DStructured`] (what a structured buffer of it
    /// holds): `[N x i8]` fields fill the gaps the rule leaves, and the struct
    /// is packed when LLVM's own alignment would move a field. On SPIR-V it
    /// is the plain struct of its fields: Vulkan offsets are decorations,
    /// which the finalizer sets from the layout rules.
    pub fn struct_type(&mut self, id: usize) -> LLVMTypeRef {
        if let Some(ty) = self.struct_types.get(&id) {
            return *ty;
        }
        let program = self.program;
        let def = program.structs.get(crate::types::StructId(id));
        let field_types: Vec<LLVMTypeRef> = def
            .fields
            .iter()
            .map(|field| self.memory_type(&field.ty))
            .collect();
        let layout = match (
            self.api,
            Type::Struct(crate::types::StructId(id)).layout_type(&program.structs),
        ) {
            (Api::Dx, Some(LayoutType::Struct(members))) => {
                Some(LayoutRule::D3DStructured.struct_layout(&members))
            }
            _ => None,
        };
        let (elements, indices, packed) = match layout {
            Some(layout) => self.padded_elements(&field_types, &layout),
            None => (
                field_types.clone(),
                (0..field_types.len() as u32).collect(),
                false,
            ),
        };
        let name = format!("struct.{}", def.name);
        let ty = if packed {
            self.ir.named_packed_struct(&name, &elements)
        } else {
            self.ir.named_struct(&name, &elements)
        };
        self.struct_types.insert(id, ty);
        self.struct_fields.insert(id, indices);
        ty
    }

    /// The LLVM element index of field `field` of struct `id`.
    pub fn field_index(&mut self, id: StructId, field: usize) -> u32 {
        self.struct_type(id.0);
        self.struct_fields[&id.0][field]
    }

    /// The elements of a struct whose fields sit at `layout.offsets`: the
    /// fields with `[N x i8]` padding before any gap and at the end, the
    /// element index of each field, and whether the struct must be packed
    /// (LLVM's natural alignment would place some element elsewhere).
    fn padded_elements(
        &mut self,
        fields: &[LLVMTypeRef],
        layout: &StructLayout,
    ) -> (Vec<LLVMTypeRef>, Vec<u32>, bool) {
        let mut elements = Vec::new();
        let mut offsets = Vec::new();
        let mut indices = Vec::new();
        let mut end = 0u64;
        let pad = |ir: &IrBuilder<'_>, bytes: u64| ir.array_type(ir.int_type(8), bytes);
        for (field, offset) in fields.iter().zip(&layout.offsets) {
            let offset = u64::from(*offset);
            if offset > end {
                elements.push(pad(&self.ir, offset - end));
                offsets.push(end);
            }
            indices.push(elements.len() as u32);
            elements.push(*field);
            offsets.push(offset);
            end = offset + self.ir.data_layout().alloc_size(*field);
        }
        if u64::from(layout.size) > end {
            elements.push(pad(&self.ir, u64::from(layout.size) - end));
            offsets.push(end);
        }
        let natural = self.ir.literal_struct(&elements);
        let packed = self.ir.data_layout().alloc_size(natural) != u64::from(layout.size)
            || offsets.iter().enumerate().any(|(index, offset)| {
                self.ir.data_layout().field_offset(natural, index as u32) != *offset
            });
        (elements, indices, packed)
    }

    fn is_bool(ty: &Type) -> bool {
        ty.scalar() == Some(ScalarKind::Bool) && ty.is_numeric()
    }

    /// Value form → memory form (bool: zext to i32; a matrix: its majors).
    pub fn memory_form(&mut self, value: LLVMValueRef, ty: &Type) -> LLVMValueRef {
        if let Type::Matrix(..) = ty {
            return self.matrix_to_memory(value, ty);
        }
        if Emitter::is_bool(ty) {
            let memory = self.memory_type(ty);
            return self.ir.cast(LLVMOpcode::LLVMZExt, value, memory);
        }
        value
    }

    /// Memory form → value form (bool: `!= 0`; a matrix: its rows).
    pub fn value_form(&mut self, value: LLVMValueRef, ty: &Type) -> LLVMValueRef {
        if let Type::Matrix(..) = ty {
            return self.matrix_from_memory(value, ty);
        }
        if Emitter::is_bool(ty) {
            let zero = self.ir.const_null(self.ir.type_of(value));
            return self.ir.compare(LLVMIntPredicate::LLVMIntNE, value, zero);
        }
        value
    }

    /// The [`IrType`] of a buffer element's memory form, with LLVM's mangling
    /// for structs (`s_struct.Foos`) so catalogue names match LLVM's.
    pub fn element_ir_type(&mut self, ty: &Type) -> IrType {
        let scalar = |kind: ScalarKind| match kind {
            ScalarKind::Bool | ScalarKind::Int | ScalarKind::Uint => ScalarType::I32,
            ScalarKind::Int16 | ScalarKind::Uint16 => ScalarType::I16,
            ScalarKind::Int64 | ScalarKind::Uint64 => ScalarType::I64,
            ScalarKind::Half => ScalarType::F16,
            ScalarKind::Float => ScalarType::F32,
            ScalarKind::Double => ScalarType::F64,
        };
        match ty {
            Type::Scalar(kind) | Type::Vector(kind, 1) => IrType::Scalar(scalar(*kind)),
            Type::Vector(kind, n) => IrType::Vector(scalar(*kind), *n),
            Type::Array(element, n) => {
                IrType::Array(Box::new(self.element_ir_type(element)), u64::from(*n))
            }
            Type::Matrix(..) => match ty.matrix_memory_array() {
                Some(array) => self.element_ir_type(&array),
                None => IrType::Other("i32".to_string()),
            },
            Type::Struct(id) => {
                let llvm = self.struct_type(id.0);
                let name = format!("struct.{}", self.program.structs.get(*id).name);
                let mangled = format!("s_{name}s");
                self.other_types.insert(mangled.clone(), llvm);
                IrType::Other(mangled)
            }
            _ => IrType::Other("i32".to_string()),
        }
    }

    /// The LLVM type of an [`IrType`] (handle types included).
    pub fn llvm_type(&mut self, ty: &IrType) -> LLVMTypeRef {
        match ty {
            IrType::Void => self.ir.void_type(),
            IrType::Scalar(scalar) => self.ir_scalar(*scalar),
            IrType::Vector(scalar, n) => {
                let element = self.ir_scalar(*scalar);
                self.ir.vector_type(element, *n)
            }
            IrType::Pointer(space) => self.ir.pointer_type(*space),
            IrType::Array(element, n) => {
                let element = self.llvm_type(element);
                self.ir.array_type(element, *n)
            }
            IrType::Target(target) => {
                let types: Vec<LLVMTypeRef> = target
                    .type_params
                    .iter()
                    .map(|t| self.llvm_type(t))
                    .collect();
                self.ir
                    .target_extension_type(&target.name, &types, &target.int_params)
            }
            IrType::Other(name) => self
                .other_types
                .get(name)
                .copied()
                .unwrap_or_else(|| self.ir.int_type(32)),
        }
    }

    fn ir_scalar(&self, scalar: ScalarType) -> LLVMTypeRef {
        match scalar {
            ScalarType::I1 => self.ir.int_type(1),
            ScalarType::I8 => self.ir.int_type(8),
            ScalarType::I16 => self.ir.int_type(16),
            ScalarType::I32 => self.ir.int_type(32),
            ScalarType::I64 => self.ir.int_type(64),
            ScalarType::F16 => self.ir.scalar_type(ScalarType::F16),
            ScalarType::F32 => self.ir.scalar_type(ScalarType::F32),
            ScalarType::F64 => self.ir.scalar_type(ScalarType::F64),
        }
    }
}
