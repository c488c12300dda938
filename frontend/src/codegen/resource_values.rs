//! Resources as values: what a resource-typed expression evaluates to, so
//! that resources can be copied into locals, assigned, passed (`in`, `out`,
//! `inout`), returned and kept in structs and arrays like any other value.
//!
//! A resource value is `<2 x i32>`: the id of the global resource it refers
//! to (its index in the program's resource list) and the element index within
//! that global (0 for a single resource). No handle ever sits in memory or
//! crosses a call: LLVM 22 treats `dx.*` handles as token-like (no phis, no
//! function parameters) and its SROA would otherwise build handle phis. A
//! handle is created where a method uses the value: with the binding of the
//! global when the id is a constant at that point; otherwise the binding
//! operands are selected by id among the globals of the same type, which the
//! optimisation pipeline folds to constants once inlining has made the id
//! constant. When the id stays dynamic (`c ? TexA : TexB` with a run-time
//! `c`), the operands stay non-constant and the lowering passes report that
//! the resource does not map to a unique global resource. An id that names
//! no global (a slot never assigned, see `unassigned`) selects the
//! unassigned-resource marker as binding operands, never a global.
//!
//! This module must not spell intrinsic names or create handles itself: it
//! goes through [`Emitter::resource_handle`] and [`Emitter::create_handle_from`].

use texel_passes::llvm::{
    constant_signed_int, LLVMIntPredicate, LLVMOpcode, LLVMTypeRef, LLVMValueRef,
};

use texel_passes::catalogue::OperandRole;
use texel_passes::ir_type::IrType;
use texel_passes::unassigned_resource::{UnassignedUse, UNASSIGNED_RESOURCE_ID};

use crate::sema::hir::{Expr, ExprKind, ResourceId};
use crate::types::{ResourceType, Type};

use super::handles::{BindingOperands, ResourceRef};
use super::messages::CodegenError;
use super::Emitter;

impl Emitter<'_, '_> {
    /// `<2 x i32>`: (global resource id, element index).
    pub fn resource_value_type(&self) -> LLVMTypeRef {
        self.ir.vector_type(self.ir.int_type(32), 2)
    }

    /// The value of global resource `resource`, element `index` (an `i32`).
    fn resource_value(&mut self, resource: ResourceId, index: LLVMValueRef) -> LLVMValueRef {
        let id = self.ir.const_i32(resource as i64);
        if constant_signed_int(index).is_some() {
            return self.ir.const_vector(&[id, index]);
        }
        let zero = self.ir.const_i32(0);
        let value = self.ir.const_vector(&[id, zero]);
        let lane = self.ir.const_i32(1);
        self.ir.insert_element_at(value, index, lane)
    }

    /// The value of a global resource expression: one resource (or array
    /// element) is a pair; a whole global array is an array of pairs.
    pub fn global_resource_value(
        &mut self,
        resource: ResourceId,
        index: Option<&Expr>,
        ty: &Type,
    ) -> LLVMValueRef {
        match (index, ty) {
            (Some(index), _) => {
                let index = self.expr(index);
                self.resource_value(resource, index)
            }
            (None, Type::Array(_, size)) => {
                let pairs: Vec<LLVMValueRef> = (0..*size)
                    .map(|element| {
                        let element = self.ir.const_i32(i64::from(element));
                        self.resource_value(resource, element)
                    })
                    .collect();
                let pair_type = self.resource_value_type();
                self.ir.const_array(pair_type, &pairs)
            }
            (None, _) => {
                let zero = self.ir.const_i32(0);
                self.resource_value(resource, zero)
            }
        }
    }

    /// The handle a resource expression designates, with its IR type.
    /// Reports failures (and returns `None`).
    pub fn handle_of(&mut self, expr: &Expr) -> Option<(LLVMValueRef, IrType)> {
        let Type::Resource(resource_type) = &expr.ty else {
            self.fail(Some(expr.span), CodegenError::ExpectedResource);
            return None;
        };
        let result = match &expr.kind {
            // A global used directly: its handle, created once per function
            // for constant indices.
            ExprKind::Resource { resource, index } => {
                let index = index.as_ref().map(|index| self.expr(index));
                self.resource_handle(ResourceRef {
                    resource: *resource,
                    index,
                })
            }
            _ => {
                let value = self.expr(expr);
                self.handle_of_value(value, resource_type)
            }
        };
        match result {
            Ok(handle) => Some(handle),
            Err(error) => {
                self.fail(Some(expr.span), error);
                None
            }
        }
    }

    /// The handle of a resource value of type `resource_type`.
    fn handle_of_value(
        &mut self,
        value: LLVMValueRef,
        resource_type: &ResourceType,
    ) -> Result<(LLVMValueRef, IrType), CodegenError> {
        let id_lane = self.ir.const_i32(0);
        let index_lane = self.ir.const_i32(1);
        let id = self.ir.extract_element_at(value, id_lane);
        let index = self.ir.extract_element_at(value, index_lane);
        if let Some(resource) = constant_signed_int(id) {
            if resource as u32 == UNASSIGNED_RESOURCE_ID {
                return Err(CodegenError::Unassigned(UnassignedUse::Always));
            }
            let resource = resource as ResourceId;
            let global = self
                .program
                .resources
                .get(resource)
                .ok_or(CodegenError::UnknownResourceId)?;
            let index = global.array_size.map(|_| index);
            return self.resource_handle(ResourceRef { resource, index });
        }
        self.selected_handle(id, index, resource_type)
    }

    /// The handle of a resource chosen at run time among the globals of
    /// `resource_type`: binding operands selected by id (one creation per
    /// binding kind; a `select` between the two when both kinds occur).
    fn selected_handle(
        &mut self,
        id: LLVMValueRef,
        index: LLVMValueRef,
        resource_type: &ResourceType,
    ) -> Result<(LLVMValueRef, IrType), CodegenError> {
        let program = self.program;
        let (handle_type, handle_ir) = self.handle_type(resource_type)?;
        let mut explicit = Vec::new();
        let mut implicit = Vec::new();
        for (resource, global) in program.resources.iter().enumerate() {
            if global.ty != *resource_type {
                continue;
            }
            let order_id = self.order_ids.get(&resource).copied().unwrap_or(0);
            let operands = self.binding_operands(&global.binding, order_id);
            let range = global.array_size.unwrap_or(1);
            let name = self.resource_name(resource, &global.name);
            let candidate = Candidate {
                resource,
                range,
                name,
            };
            match operands {
                BindingOperands::Explicit { space, register } => {
                    explicit.push((candidate, [space, register]))
                }
                BindingOperands::Implicit { order_id, space } => {
                    implicit.push((candidate, [order_id, space]))
                }
            }
        }
        let unassigned = self.unassigned_binding_operand();
        let no_name = self.ir.const_null(self.ir.pointer_type(0));
        let mut handles = Vec::new();
        for (group, roles) in [
            (&explicit, [OperandRole::Space, OperandRole::LowerBound]),
            (&implicit, [OperandRole::OrderId, OperandRole::Space]),
        ] {
            if group.is_empty() {
                continue;
            }
            let resources: Vec<ResourceId> = group.iter().map(|(c, _)| c.resource).collect();
            let pick = |this: &mut Self, values: Vec<LLVMValueRef>, fallback: LLVMValueRef| {
                this.select_by_id(id, &resources, &values, fallback)
            };
            let firsts = group
                .iter()
                .map(|(_, b)| self.ir.const_i32(i64::from(b[0])))
                .collect();
            let first = pick(self, firsts, unassigned);
            let seconds = group
                .iter()
                .map(|(_, b)| self.ir.const_i32(i64::from(b[1])))
                .collect();
            let second = pick(self, seconds, unassigned);
            let ranges = group
                .iter()
                .map(|(c, _)| self.ir.const_i32(i64::from(c.range)))
                .collect();
            let range = pick(self, ranges, unassigned);
            let name = pick(self, group.iter().map(|(c, _)| c.name).collect(), no_name);
            let membership = resources
                .iter()
                .map(|resource| {
                    let wanted = self.ir.const_i32(*resource as i64);
                    self.ir.compare(LLVMIntPredicate::LLVMIntEQ, id, wanted)
                })
                .reduce(|a, b| self.ir.binary(LLVMOpcode::LLVMOr, a, b));
            let handle = self.create_handle_from(
                (handle_type, &handle_ir),
                &[
                    (roles[0], first),
                    (roles[1], second),
                    (OperandRole::RangeSize, range),
                ],
                index,
                name,
            )?;
            handles.push((handle, membership));
        }
        let handle = match handles.as_slice() {
            [] => {
                return Err(CodegenError::NoGlobalOfType {
                    ty: resource_type.name(&self.program.structs),
                })
            }
            [(only, _)] => *only,
            [(explicit, Some(is_explicit)), (implicit, _)] => {
                self.ir.select(*is_explicit, *explicit, *implicit)
            }
            _ => return Err(CodegenError::UnexpectedBindingGroups),
        };
        Ok((handle, handle_ir))
    }
}

impl Emitter<'_, '_> {
    /// `values[k]` where `id == resources[k]`; `fallback` when no resource
    /// matches.
    fn select_by_id(
        &mut self,
        id: LLVMValueRef,
        resources: &[ResourceId],
        values: &[LLVMValueRef],
        fallback: LLVMValueRef,
    ) -> LLVMValueRef {
        let mut chosen = fallback;
        for (resource, value) in resources.iter().zip(values).rev() {
            let wanted = self.ir.const_i32(*resource as i64);
            let matches = self.ir.compare(LLVMIntPredicate::LLVMIntEQ, id, wanted);
            chosen = self.ir.select(matches, *value, chosen);
        }
        chosen
    }
}

/// A global resource that a run-time resource value may name.
struct Candidate {
    resource: ResourceId,
    range: u32,
    name: LLVMValueRef,
}
