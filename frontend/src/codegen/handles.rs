//! Resource handles and the intrinsics that take them, all named by the
//! intrinsic catalogue: handle types (from the resource type model), handle
//! creation with the per-target operand order, `getpointer`,
//! `getdimensions.x`, and the system-value (thread id) intrinsics.
//!
//! Handle values are target extension types, which inkwell cannot wrap: this
//! module builds them through texel-passes' IR builder only.

use texel_passes::llvm::{
    constant_signed_int, global_value_type, value_name, LLVMTypeRef, LLVMValueRef,
};

use texel_passes::catalogue::{self, IntrinsicId, OperandRole, SystemValue};
use texel_passes::ir_type::{IrType, TargetExtType};
use texel_passes::resource_types::{
    ElementScalar, ElementType, ResourceType as ModelType, SamplerKind,
};

use crate::sema::hir::{BindingInfo, ResourceId, SystemValueKind};
use crate::types::{ResourceShape, ResourceType, ScalarKind, Type};

use super::messages::CodegenError;
use super::Emitter;

/// A resource as code generation refers to it: a global and, for arrays, the
/// element index.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ResourceRef {
    pub resource: ResourceId,
    pub index: Option<LLVMValueRef>,
}

fn element_scalar(kind: ScalarKind) -> ElementScalar {
    match kind {
        ScalarKind::Half => ElementScalar::F16,
        ScalarKind::Float => ElementScalar::F32,
        ScalarKind::Double => ElementScalar::F64,
        ScalarKind::Int16 => ElementScalar::I16,
        ScalarKind::Uint16 => ElementScalar::U16,
        ScalarKind::Int => ElementScalar::I32,
        ScalarKind::Bool | ScalarKind::Uint => ElementScalar::U32,
        ScalarKind::Int64 => ElementScalar::I64,
        ScalarKind::Uint64 => ElementScalar::U64,
    }
}

/// How a binding is created on the current target.
pub enum BindingOperands {
    Explicit { space: u32, register: u32 },
    Implicit { order_id: u32, space: u32 },
}

impl Emitter<'_, '_> {
    /// The handle type of a resource on the current API (from the resource
    /// type model).
    pub fn handle_type(
        &mut self,
        resource: &ResourceType,
    ) -> Result<(LLVMTypeRef, IrType), CodegenError> {
        let element = resource.element.as_deref().cloned();
        let simple = element.as_ref().and_then(|ty| match ty {
            Type::Scalar(kind) => Some(ElementType::new(element_scalar(*kind), 1)),
            Type::Vector(kind, n) => Some(ElementType::new(element_scalar(*kind), *n)),
            _ => None,
        });
        let model = match resource.shape {
            ResourceShape::Buffer => ModelType::typed_buffer(
                simple.ok_or(CodegenError::TypedBufferElement)?,
                resource.writable,
            ),
            ResourceShape::StructuredBuffer => ModelType::structured_buffer(
                simple.unwrap_or(ElementType::new(ElementScalar::U32, 1)),
                resource.writable,
            ),
            ResourceShape::ByteAddressBuffer => ModelType::byte_address_buffer(resource.writable),
            ResourceShape::Texture(kind) => {
                let element = simple.ok_or(CodegenError::TextureElement)?;
                if resource.writable {
                    ModelType::rw_texture(kind, element)
                } else if kind.is_multisampled() {
                    ModelType::multisampled_texture(kind, element, resource.sample_count)
                } else {
                    ModelType::texture(kind, element)
                }
            }
            ResourceShape::Sampler { comparison } => ModelType::sampler(if comparison {
                SamplerKind::Comparison
            } else {
                SamplerKind::Default
            }),
        };
        let mut ir = model.to_ir_type(self.api)?;
        // Structured buffers of structs and arrays: the model knows the handle
        // shape; the element is substituted here (the model holds scalars and
        // vectors only).
        if resource.shape == ResourceShape::StructuredBuffer && simple.is_none() {
            if let Some(element) = &element {
                let element_ir = self.element_ir_type(element);
                if let IrType::Target(target) = &mut ir {
                    match target.type_params.first_mut() {
                        Some(IrType::Array(inner, 0)) => **inner = element_ir,
                        Some(slot) => *slot = element_ir,
                        None => {}
                    }
                }
            }
        }
        // Booleans are stored as i32 (the model's U32 placeholder).
        let llvm = self.llvm_type(&ir);
        Ok((llvm, ir))
    }

    /// Declares a catalogue intrinsic for these types. Intrinsics LLVM 22
    /// knows come from LLVM itself (with its attributes); the others are
    /// declared with the catalogue's attributes.
    pub fn declare_catalogue(
        &mut self,
        id: IntrinsicId,
        return_type: &IrType,
        operand_types: &[IrType],
    ) -> Result<(LLVMValueRef, LLVMTypeRef), CodegenError> {
        let info = catalogue::info(self.api, id).ok_or(CodegenError::UnknownCatalogueIntrinsic)?;
        let signature = info.signature(return_type, operand_types)?;
        if let Some(function) = self.ir.named_function(&signature.name) {
            return Ok((function, global_value_type(function)));
        }
        let result = self.llvm_type(return_type);
        let params: Vec<LLVMTypeRef> = operand_types.iter().map(|t| self.llvm_type(t)).collect();
        let function_type = self.ir.function_type(result, &params);
        if info.known_to_llvm22() {
            let mut overloads = Vec::new();
            if info.returns().overloaded {
                overloads.push(result);
            }
            for (spec, ty) in info.operands().iter().zip(&params) {
                if spec.overloaded {
                    overloads.push(*ty);
                }
            }
            if let Some(function) = self.llvm_intrinsic(&signature.name, &overloads) {
                return Ok((function, global_value_type(function)));
            }
        }
        let function = self.ir.add_function(&signature.name, function_type);
        for name in signature.attributes.enum_attribute_names() {
            self.ir.add_function_attribute_value(function, name, 0);
        }
        self.ir.add_function_attribute_value(
            function,
            "memory",
            memory_effect_bits(signature.attributes.memory),
        );
        Ok((function, function_type))
    }

    /// LLVM's own declaration of the intrinsic `name` when LLVM knows it and
    /// names it exactly so.
    fn llvm_intrinsic(&mut self, name: &str, overloads: &[LLVMTypeRef]) -> Option<LLVMValueRef> {
        self.ir
            .intrinsic_declaration(name, overloads)
            .filter(|function| value_name(*function) == name)
    }

    /// The binding operands of a resource on the current target.
    pub fn binding_operands(&self, binding: &BindingInfo, order_id: u32) -> BindingOperands {
        let explicit = match self.api {
            texel_passes::target::Api::Dx => binding.register,
            texel_passes::target::Api::Spv => binding.vulkan,
        };
        match explicit {
            Some((register, space)) => BindingOperands::Explicit { space, register },
            None => BindingOperands::Implicit {
                order_id,
                space: binding.implicit_space.unwrap_or(0),
            },
        }
    }

    /// Calls handle creation: `handlefrombinding(space, register, range,
    /// index, name)` or `handlefromimplicitbinding(orderId, space, range,
    /// index, name)`, operands placed by role.
    pub fn create_handle(
        &mut self,
        handle: (LLVMTypeRef, &IrType),
        operands: BindingOperands,
        range: u32,
        index: LLVMValueRef,
        name: LLVMValueRef,
    ) -> Result<LLVMValueRef, CodegenError> {
        let roles = match operands {
            BindingOperands::Explicit { space, register } => [
                (OperandRole::Space, space),
                (OperandRole::LowerBound, register),
                (OperandRole::RangeSize, range),
            ],
            BindingOperands::Implicit { order_id, space } => [
                (OperandRole::OrderId, order_id),
                (OperandRole::Space, space),
                (OperandRole::RangeSize, range),
            ],
        };
        let values = roles.map(|(role, value)| (role, self.ir.const_i32(i64::from(value))));
        self.create_handle_from(handle, &values, index, name)
    }

    /// Calls handle creation with binding operands given as values (by
    /// role): explicit when they include the lower bound (register), else
    /// implicit (order id).
    pub fn create_handle_from(
        &mut self,
        handle: (LLVMTypeRef, &IrType),
        binding: &[(OperandRole, LLVMValueRef)],
        index: LLVMValueRef,
        name: LLVMValueRef,
    ) -> Result<LLVMValueRef, CodegenError> {
        let id = if binding
            .iter()
            .any(|(role, _)| *role == OperandRole::LowerBound)
        {
            IntrinsicId::HandleFromBinding
        } else {
            IntrinsicId::HandleFromImplicitBinding
        };
        let info = catalogue::info(self.api, id).ok_or(CodegenError::MissingHandleCreation)?;
        let mut args = vec![self.ir.const_i32(0); info.operands().len()];
        let mut types = vec![IrType::I32; info.operands().len()];
        for (role, value) in binding.iter().copied() {
            let position = info
                .operand_index(role)
                .ok_or(CodegenError::HandleCreationOperand)?;
            args[position] = value;
        }
        let index_position = info
            .operand_index(OperandRole::Index)
            .ok_or(CodegenError::HandleCreationIndex)?;
        args[index_position] = index;
        let name_position = info
            .operand_index(OperandRole::Name)
            .ok_or(CodegenError::HandleCreationName)?;
        args[name_position] = name;
        types[name_position] = IrType::Pointer(0);
        let (function, function_type) = self.declare_catalogue(id, handle.1, &types)?;
        Ok(self.ir.call_as(function_type, function, &args))
    }

    /// `getpointer(handle, i32 index)` → element pointer (dx: `ptr`,
    /// spv: `ptr addrspace(11)`).
    pub fn get_pointer(
        &mut self,
        handle: LLVMValueRef,
        handle_ir: &IrType,
        index: LLVMValueRef,
    ) -> Result<LLVMValueRef, CodegenError> {
        let info = catalogue::info(self.api, IntrinsicId::GetPointer)
            .ok_or(CodegenError::MissingGetPointer)?;
        let pointer = match info.returns().shape {
            catalogue::Shape::Pointer(space) => IrType::Pointer(space),
            _ => IrType::Pointer(0),
        };
        let mut types = vec![IrType::I32; info.operands().len()];
        let mut args = vec![index; info.operands().len()];
        let resource = info
            .resource_operand_index()
            .ok_or(CodegenError::GetPointerResource)?;
        types[resource] = handle_ir.clone();
        args[resource] = handle;
        let position = info
            .operand_index(OperandRole::Index)
            .ok_or(CodegenError::GetPointerIndex)?;
        args[position] = index;
        let (function, function_type) =
            self.declare_catalogue(IntrinsicId::GetPointer, &pointer, &types)?;
        Ok(self.ir.call_as(function_type, function, &args))
    }

    /// `getdimensions.x(handle)` → i32.
    pub fn get_dimensions_x(
        &mut self,
        handle: LLVMValueRef,
        handle_ir: &IrType,
    ) -> Result<LLVMValueRef, CodegenError> {
        let (function, function_type) = self.declare_catalogue(
            IntrinsicId::GetDimensionsX,
            &IrType::I32,
            std::slice::from_ref(handle_ir),
        )?;
        Ok(self.ir.call_as(function_type, function, &[handle]))
    }

    /// One component (or the flattened index) of a compute system value.
    pub fn system_value(&mut self, kind: SystemValueKind, component: u32) -> LLVMValueRef {
        let value = match kind {
            SystemValueKind::DispatchThreadId => SystemValue::DispatchThreadId,
            SystemValueKind::GroupId => SystemValue::GroupId,
            SystemValueKind::GroupThreadId => SystemValue::GroupThreadId,
            SystemValueKind::GroupIndex => SystemValue::FlattenedGroupThreadIndex,
        };
        let row = catalogue::system_value_intrinsic(self.api, value);
        let name = row.mangled_name();
        let i32_type = self.ir.int_type(32);
        let function = match self.ir.named_function(&name) {
            Some(function) => function,
            None => {
                let overloads: Vec<LLVMTypeRef> = if row.overloaded_result {
                    vec![i32_type]
                } else {
                    vec![]
                };
                match self.llvm_intrinsic(&name, &overloads) {
                    Some(function) => function,
                    None => {
                        let params: Vec<LLVMTypeRef> = if row.takes_component {
                            vec![i32_type]
                        } else {
                            vec![]
                        };
                        let function_type = self.ir.function_type(i32_type, &params);
                        self.ir.add_function(&name, function_type)
                    }
                }
            }
        };
        let function_type = global_value_type(function);
        let args = if row.takes_component {
            vec![self.ir.const_i32(i64::from(component))]
        } else {
            vec![]
        };
        self.ir.call_as(function_type, function, &args)
    }

    /// The handle of a resource in the current function: created once in the
    /// prologue for constant indices, at the use for dynamic ones.
    pub fn resource_handle(
        &mut self,
        reference: ResourceRef,
    ) -> Result<(LLVMValueRef, IrType), CodegenError> {
        let resource = self.program.resources[reference.resource].clone();
        let (handle_type, handle_ir) = match self.handle_types.get(&reference.resource) {
            Some(known) => known.clone(),
            None => {
                let known = self.handle_type(&resource.ty)?;
                self.handle_types.insert(reference.resource, known.clone());
                known
            }
        };
        let constant_index = match reference.index {
            None => Some(0),
            Some(index) => constant_signed_int(index),
        };
        if let Some(constant) = constant_index {
            if let Some(handle) = self.fx.handles.get(&(reference.resource, constant)) {
                return Ok((*handle, handle_ir));
            }
        }
        let name = self.resource_name(reference.resource, &resource.name);
        let order_id = self
            .order_ids
            .get(&reference.resource)
            .copied()
            .unwrap_or(0);
        let operands = self.binding_operands(&resource.binding, order_id);
        let range = resource.array_size.unwrap_or(1);
        let handle = if let Some(constant) = constant_index {
            let current = self.ir.current_block();
            self.ir.position_at_end(self.fx.prologue);
            let index = self.ir.const_i32(constant);
            let handle =
                self.create_handle((handle_type, &handle_ir), operands, range, index, name);
            self.ir.position_at_end(current);
            let handle = handle?;
            self.fx
                .handles
                .insert((reference.resource, constant), handle);
            handle
        } else {
            let index = reference.index.unwrap_or_else(|| self.ir.const_i32(0));
            self.create_handle((handle_type, &handle_ir), operands, range, index, name)?
        };
        Ok((handle, handle_ir))
    }

    /// The private C string holding a resource's name.
    pub fn resource_name(&mut self, resource: ResourceId, name: &str) -> LLVMValueRef {
        if let Some(global) = self.resource_names.get(&resource) {
            return *global;
        }
        let global = self.ir.add_private_c_string(".str", name);
        self.resource_names.insert(resource, global);
        global
    }
}

/// LLVM's `MemoryEffects` encoding of `memory(…)` for every location: two bits
/// (ref 1, mod 2) per location.
pub fn memory_effect_bits(effect: catalogue::MemoryEffect) -> u64 {
    let per_location = match effect {
        catalogue::MemoryEffect::None => 0,
        catalogue::MemoryEffect::Read => 1,
        catalogue::MemoryEffect::Write => 2,
        catalogue::MemoryEffect::ReadWrite => 3,
    };
    // LLVM 22 has six locations (argmem, inaccessiblemem, errnomem, other,
    // target_mem0, target_mem1).
    (0..6).fold(0, |bits, location| bits | (per_location << (2 * location)))
}

/// A target type as an [`IrType`] (for the cbuffer handles the model does
/// not cover).
pub fn target_ir(name: &str, type_params: Vec<IrType>, int_params: Vec<u32>) -> IrType {
    IrType::Target(TargetExtType {
        name: name.to_string(),
        type_params,
        int_params,
    })
}
