//! Values: constants, operators, short-circuit logic, conditionals,
//! constructors, calls and resource methods — the value form of an
//! expression. Places (what can be loaded and stored) are in `places`.

use texel_passes::llvm::{
    global_value_type, LLVMIntPredicate, LLVMOpcode, LLVMRealPredicate, LLVMValueRef,
};

use crate::sema::hir::{
    Arg, BinaryOp, ConstValue, Expr, ExprKind, LogicalOp, ResourceMethod, UnaryOp,
};
use crate::types::{ResourceShape, ScalarKind, Type};

use super::messages::CodegenError;
use super::places::Place;
use super::Emitter;

impl Emitter<'_, '_> {
    /// The value of an expression (value form; aggregates in memory form).
    pub fn expr(&mut self, expr: &Expr) -> LLVMValueRef {
        match &expr.kind {
            ExprKind::Const(value) => self.constant(value, &expr.ty),
            ExprKind::Local(_)
            | ExprKind::Static(_)
            | ExprKind::CBufferMember(..)
            | ExprKind::ResourceElement(..)
            | ExprKind::Texel { .. }
            | ExprKind::Field(..)
            | ExprKind::Index(..)
            | ExprKind::MatrixElements(..)
            | ExprKind::MatrixRow(..)
            | ExprKind::Swizzle(..) => {
                if let Some(place) = self.place(expr) {
                    return self.load_place(&place);
                }
                self.rvalue_access(expr)
            }
            ExprKind::Resource { resource, index } => {
                self.global_resource_value(*resource, index.as_deref(), &expr.ty)
            }
            ExprKind::Unary(op, operand) if matches!(operand.ty, Type::Matrix(..)) => {
                let value = self.expr(operand);
                let op = *op;
                self.map_rows(&[value], &operand.ty, &expr.ty, |this, rows, row_type| {
                    this.unary_value(op, row_type, rows[0])
                })
            }
            ExprKind::Unary(op, operand) => {
                let value = self.expr(operand);
                self.unary_value(*op, &operand.ty, value)
            }
            ExprKind::Binary(op, left, right)
                if matches!(op, BinaryOp::Equal | BinaryOp::NotEqual)
                    && left.ty.scalar().is_some_and(ScalarKind::is_float)
                    && self.api == texel_passes::target::Api::Spv
                    && same_pure_value(left, right) =>
            {
                // `x != x` is the NaN test; LLVM folds `fcmp une x, x` to
                // `fcmp uno x, 0.0`, which SPIR-V only has as the Kernel
                // instruction OpUnordered. Emit the target's isnan instead.
                let value = self.expr(left);
                let nan = self.is_nan(value);
                if *op == BinaryOp::NotEqual {
                    nan
                } else {
                    let yes = self.all_ones(&expr.ty);
                    self.ir.binary(LLVMOpcode::LLVMXor, nan, yes)
                }
            }
            ExprKind::Binary(op, left, right) => {
                let a = self.expr(left);
                let b = self.expr(right);
                self.binary(*op, &left.ty, a, b)
            }
            ExprKind::Logical(op, left, right) => self.logical(*op, left, right),
            ExprKind::Conditional(condition, then_value, else_value) => {
                self.conditional(condition, then_value, else_value, &expr.ty)
            }
            ExprKind::Convert(operand) => {
                let value = self.expr(operand);
                self.convert(value, &operand.ty, &expr.ty)
            }
            ExprKind::Construct(parts) if matches!(expr.ty, Type::Matrix(..)) => {
                self.construct_matrix(parts, &expr.ty)
            }
            ExprKind::Construct(parts) => {
                let vector_type = self.value_type(&expr.ty);
                let mut vector = self.ir.poison(vector_type);
                let mut lane = 0;
                for part in parts {
                    let value = self.expr(part);
                    for item in self.part_elements(value, &part.ty) {
                        let index = self.ir.const_i32(lane);
                        vector = self.ir.insert_element_at(vector, item, index);
                        lane += 1;
                    }
                }
                vector
            }
            ExprKind::Aggregate(parts) => {
                let aggregate_type = self.memory_type(&expr.ty);
                let mut aggregate = self.ir.poison(aggregate_type);
                for (index, part) in parts.iter().enumerate() {
                    let value = self.expr(part);
                    let value = self.memory_form(value, &part.ty);
                    let element = match &expr.ty {
                        Type::Struct(id) => self.field_index(*id, index),
                        _ => index as u32,
                    };
                    aggregate = self.ir.insert_value(aggregate, value, element);
                }
                aggregate
            }
            ExprKind::Assign(target, value) => {
                let value = self.expr(value);
                if let Some(place) = self.place(target) {
                    self.store_place(&place, value);
                } else {
                    self.fail(Some(target.span), CodegenError::AssignmentTarget);
                }
                value
            }
            ExprKind::CompoundAssign {
                target,
                op,
                value,
                op_ty,
            } => {
                let Some(place) = self.place(target) else {
                    self.fail(Some(target.span), CodegenError::AssignmentTarget);
                    return self.ir.poison(self.ir.int_type(32));
                };
                let old = self.load_place(&place);
                let old = self.convert(old, &target.ty, op_ty);
                let value = self.expr(value);
                let result = self.binary(*op, op_ty, old, value);
                let result = self.convert(result, op_ty, &target.ty);
                self.store_place(&place, result);
                result
            }
            ExprKind::IncDec {
                target,
                increment,
                prefix,
            } => {
                let Some(place) = self.place(target) else {
                    self.fail(Some(target.span), CodegenError::IncrementTarget);
                    return self.ir.poison(self.ir.int_type(32));
                };
                let old = self.load_place(&place);
                let one = self.constant(&ConstValue::Int(1), &target.ty);
                let op = if *increment {
                    BinaryOp::Add
                } else {
                    BinaryOp::Subtract
                };
                let new = self.binary(op, &target.ty, old, one);
                self.store_place(&place, new);
                if *prefix {
                    new
                } else {
                    old
                }
            }
            ExprKind::Call { function, args } => self.call(*function, args, &expr.ty, expr.span),
            ExprKind::Intrinsic(intrinsic, args) => self.intrinsic(*intrinsic, args, &expr.ty),
            ExprKind::Method {
                method,
                resource,
                args,
            } => self.method(*method, resource, args, expr),
            ExprKind::TextureCall(call) => self.texture_call(call, expr),
            ExprKind::TextureDimensions(query) => self.texture_dimensions(query, expr),
            ExprKind::Compute(call) => self.compute(call, expr),
            ExprKind::Comma(items) => {
                let mut last = self.ir.poison(self.ir.int_type(32));
                for item in items {
                    last = self.expr(item);
                }
                last
            }
        }
    }

    /// Field, subscript or swizzle of a value that is not in memory.
    fn rvalue_access(&mut self, expr: &Expr) -> LLVMValueRef {
        match &expr.kind {
            ExprKind::Field(base, index) => {
                let aggregate = self.expr(base);
                let element = match &base.ty {
                    Type::Struct(id) => self.field_index(*id, *index),
                    _ => *index as u32,
                };
                let value = self.ir.extract_value(aggregate, element);
                self.value_form(value, &expr.ty)
            }
            ExprKind::Index(base, index) if base.ty.vector_size().is_some() => {
                let vector = self.expr(base);
                let index = self.expr(index);
                if base.ty.vector_size() == Some(1) {
                    return vector;
                }
                self.ir.extract_element_at(vector, index)
            }
            ExprKind::Index(base, index) => {
                // Arrays by value: spill to a temporary to subscript.
                let aggregate = self.expr(base);
                let temporary = self.temporary(&base.ty, "subscript");
                self.ir.store(aggregate, temporary);
                let index = self.expr(index);
                let array_type = self.memory_type(&base.ty);
                let zero = self.ir.const_i32(0);
                let pointer =
                    self.ir
                        .in_bounds_element_pointer(array_type, temporary, &[zero, index]);
                self.load_place(&Place::Memory {
                    pointer,
                    ty: expr.ty.clone(),
                    cbuffer: false,
                })
            }
            ExprKind::Swizzle(base, indices) => {
                let value = self.expr(base);
                self.pick(value, &base.ty, indices, &expr.ty)
            }
            ExprKind::MatrixElements(base, elements) => {
                let value = self.expr(base);
                self.pick_matrix_elements(value, &base.ty, elements)
            }
            ExprKind::MatrixRow(base, index) => {
                let value = self.expr(base);
                let index = self.expr(index);
                self.matrix_row(value, &base.ty, index)
            }
            _ => {
                self.fail(Some(expr.span), CodegenError::NoValue);
                self.ir.poison(self.ir.int_type(32))
            }
        }
    }

    /// A unary operator on a scalar or vector of `ty`.
    fn unary_value(&mut self, op: UnaryOp, ty: &Type, value: LLVMValueRef) -> LLVMValueRef {
        let scalar = ty.scalar().unwrap_or(ScalarKind::Int);
        match op {
            UnaryOp::Negate if scalar.is_float() => self.ir.fneg(value),
            UnaryOp::Negate => {
                let zero = self.ir.const_null(self.ir.type_of(value));
                self.ir.binary(LLVMOpcode::LLVMSub, zero, value)
            }
            UnaryOp::LogicalNot | UnaryOp::BitwiseNot => {
                let ones = self.all_ones(ty);
                self.ir.binary(LLVMOpcode::LLVMXor, value, ones)
            }
        }
    }

    fn all_ones(&mut self, ty: &Type) -> LLVMValueRef {
        let value = match ty.scalar() {
            Some(ScalarKind::Bool) => ConstValue::Bool(true),
            _ => ConstValue::Int(-1),
        };
        self.constant(&value, ty)
    }

    /// An arithmetic, bitwise or comparison operator on two values of `ty`.
    pub fn binary(
        &mut self,
        op: BinaryOp,
        ty: &Type,
        a: LLVMValueRef,
        b: LLVMValueRef,
    ) -> LLVMValueRef {
        use LLVMOpcode::*;
        if let Type::Matrix(..) = ty {
            return self.matrix_binary(op, ty, a, b);
        }
        let scalar = ty.scalar().unwrap_or(ScalarKind::Int);
        let float = scalar.is_float();
        let signed = scalar.is_signed_integer();
        if op.is_comparison() {
            if float {
                use LLVMRealPredicate::*;
                let predicate = match op {
                    BinaryOp::Less => LLVMRealOLT,
                    BinaryOp::Greater => LLVMRealOGT,
                    BinaryOp::LessEqual => LLVMRealOLE,
                    BinaryOp::GreaterEqual => LLVMRealOGE,
                    BinaryOp::Equal => LLVMRealOEQ,
                    _ => LLVMRealUNE,
                };
                return self.ir.float_compare(predicate, a, b);
            }
            use LLVMIntPredicate::*;
            let predicate = match (op, signed) {
                (BinaryOp::Less, true) => LLVMIntSLT,
                (BinaryOp::Less, false) => LLVMIntULT,
                (BinaryOp::Greater, true) => LLVMIntSGT,
                (BinaryOp::Greater, false) => LLVMIntUGT,
                (BinaryOp::LessEqual, true) => LLVMIntSLE,
                (BinaryOp::LessEqual, false) => LLVMIntULE,
                (BinaryOp::GreaterEqual, true) => LLVMIntSGE,
                (BinaryOp::GreaterEqual, false) => LLVMIntUGE,
                (BinaryOp::Equal, _) => LLVMIntEQ,
                _ => LLVMIntNE,
            };
            return self.ir.compare(predicate, a, b);
        }
        let opcode = match op {
            BinaryOp::Add if float => LLVMFAdd,
            BinaryOp::Add => LLVMAdd,
            BinaryOp::Subtract if float => LLVMFSub,
            BinaryOp::Subtract => LLVMSub,
            BinaryOp::Multiply if float => LLVMFMul,
            BinaryOp::Multiply => LLVMMul,
            BinaryOp::Divide if float => LLVMFDiv,
            BinaryOp::Divide if signed => LLVMSDiv,
            BinaryOp::Divide => LLVMUDiv,
            BinaryOp::Remainder if float => LLVMFRem,
            BinaryOp::Remainder if signed => LLVMSRem,
            BinaryOp::Remainder => LLVMURem,
            BinaryOp::ShiftLeft | BinaryOp::ShiftRight => {
                // HLSL masks the shift amount to the bit width.
                let mask = self.constant(&ConstValue::Int(i64::from(scalar.bits()) - 1), ty);
                let amount = self.ir.binary(LLVMAnd, b, mask);
                let opcode = match (op, signed) {
                    (BinaryOp::ShiftLeft, _) => LLVMShl,
                    (_, true) => LLVMAShr,
                    _ => LLVMLShr,
                };
                return self.ir.binary(opcode, a, amount);
            }
            BinaryOp::BitwiseAnd => LLVMAnd,
            BinaryOp::BitwiseOr => LLVMOr,
            _ => LLVMXor,
        };
        self.ir.binary(opcode, a, b)
    }

    fn logical(&mut self, op: LogicalOp, left: &Expr, right: &Expr) -> LLVMValueRef {
        let a = self.expr(left);
        let from = self.ir.current_block();
        let right_block = self.ir.append_block(self.fx.function, "logical.rhs");
        let end = self.ir.append_block(self.fx.function, "logical.end");
        match op {
            LogicalOp::And => self.ir.conditional_branch(a, right_block, end),
            LogicalOp::Or => self.ir.conditional_branch(a, end, right_block),
        }
        self.ir.position_at_end(right_block);
        let b = self.expr(right);
        let right_end = self.ir.current_block();
        self.ir.branch(end);
        self.ir.position_at_end(end);
        let short = self
            .ir
            .const_int(self.ir.int_type(1), i64::from(op == LogicalOp::Or));
        self.ir
            .phi(self.ir.int_type(1), &[(short, from), (b, right_end)])
    }

    fn conditional(
        &mut self,
        condition: &Expr,
        then_value: &Expr,
        else_value: &Expr,
        ty: &Type,
    ) -> LLVMValueRef {
        let condition = self.expr(condition);
        let then_block = self.ir.append_block(self.fx.function, "cond.true");
        let else_block = self.ir.append_block(self.fx.function, "cond.false");
        let end = self.ir.append_block(self.fx.function, "cond.end");
        self.ir
            .conditional_branch(condition, then_block, else_block);
        self.ir.position_at_end(then_block);
        let a = self.expr(then_value);
        let a_end = self.ir.current_block();
        self.ir.branch(end);
        self.ir.position_at_end(else_block);
        let b = self.expr(else_value);
        let b_end = self.ir.current_block();
        self.ir.branch(end);
        self.ir.position_at_end(end);
        let value_type = if ty.is_numeric() || matches!(ty, Type::Matrix(..)) {
            self.value_type(ty)
        } else {
            self.memory_type(ty)
        };
        self.ir.phi(value_type, &[(a, a_end), (b, b_end)])
    }

    /// A user function call with copy-in/copy-out arguments.
    fn call(
        &mut self,
        function: usize,
        args: &[Arg],
        return_type: &Type,
        span: crate::span::Span,
    ) -> LLVMValueRef {
        let params = self.program.functions[function].params.clone();
        let key = super::InstanceKey { function };
        let mut values = Vec::new();
        let mut copy_back = Vec::new();
        for (arg, _param) in args.iter().zip(&params) {
            match arg {
                Arg::Value(value) => values.push(self.expr(value)),
                Arg::Place {
                    place,
                    param_ty,
                    copy_in,
                } => {
                    let Some(target) = self.place(place) else {
                        self.fail(Some(place.span), CodegenError::OutArgument);
                        return self.ir.poison(self.ir.int_type(32));
                    };
                    let temporary = self.temporary(param_ty, "arg");
                    if *copy_in {
                        let value = self.load_place(&target);
                        let value = self.convert(value, &place.ty, param_ty);
                        let value = self.memory_form(value, param_ty);
                        self.ir.store(value, temporary);
                    } else {
                        self.mark_resources_unassigned(temporary, param_ty);
                    }
                    values.push(temporary);
                    copy_back.push((target, temporary, param_ty.clone(), place.ty.clone()));
                }
            }
        }
        let callee = self.instance(key);
        let function_type = global_value_type(callee);
        let result = self.ir.call_as(function_type, callee, &values);
        for (target, temporary, param_ty, place_ty) in copy_back {
            let value = self.load_place(&Place::Memory {
                pointer: temporary,
                ty: param_ty.clone(),
                cbuffer: false,
            });
            let value = self.convert(value, &param_ty, &place_ty);
            self.store_place(&target, value);
        }
        let _ = (return_type, span);
        result
    }

    /// Buffer methods.
    fn method(
        &mut self,
        method: ResourceMethod,
        resource: &Expr,
        args: &[Arg],
        expr: &Expr,
    ) -> LLVMValueRef {
        let poison = self.ir.poison(self.ir.int_type(32));
        let Some((handle, handle_ir)) = self.handle_of(resource) else {
            return poison;
        };
        let value_of = |this: &mut Self, arg: &Arg| match arg {
            Arg::Value(value) => this.expr(value),
            Arg::Place { place, .. } => this.expr(place),
        };
        match method {
            ResourceMethod::Load => {
                let index = args
                    .first()
                    .map(|arg| value_of(self, arg))
                    .unwrap_or(poison);
                match self.get_pointer(handle, &handle_ir, index) {
                    Ok(pointer) => self.load_place(&Place::Memory {
                        pointer,
                        ty: expr.ty.clone(),
                        cbuffer: false,
                    }),
                    Err(message) => {
                        self.fail(Some(expr.span), message);
                        poison
                    }
                }
            }
            ResourceMethod::LoadRaw(_) | ResourceMethod::StoreRaw(_) => {
                let address = args
                    .first()
                    .map(|arg| value_of(self, arg))
                    .unwrap_or(poison);
                let pointer = match self.get_pointer(handle, &handle_ir, address) {
                    Ok(pointer) => pointer,
                    Err(message) => {
                        self.fail(Some(expr.span), message);
                        return poison;
                    }
                };
                if let ResourceMethod::StoreRaw(n) = method {
                    let value = args.get(1).map(|arg| value_of(self, arg)).unwrap_or(poison);
                    let ty = Type::scalar_or_vector(ScalarKind::Uint, n);
                    let store = self.ir.store(value, pointer);
                    self.ir.set_alignment(store, 4);
                    let _ = ty;
                    return poison;
                }
                let memory = self.memory_type(&expr.ty);
                let load = self.ir.load(memory, pointer);
                self.ir.set_alignment(load, 4);
                load
            }
            ResourceMethod::GetDimensions => {
                let size = match self.get_dimensions_x(handle, &handle_ir) {
                    Ok(size) => size,
                    Err(message) => {
                        self.fail(Some(expr.span), message);
                        return poison;
                    }
                };
                let Type::Resource(resource_type) = &resource.ty else {
                    return poison;
                };
                let stride = match (&resource_type.shape, &resource_type.element) {
                    (ResourceShape::StructuredBuffer, Some(element)) => {
                        let memory = self.memory_type(element);
                        let bytes = self.ir.data_layout().alloc_size(memory);
                        Some(self.ir.const_i32(bytes as i64))
                    }
                    _ => None,
                };
                let outputs = [Some(size), stride];
                for (arg, value) in args.iter().zip(outputs) {
                    if let (
                        Arg::Place {
                            place, param_ty, ..
                        },
                        Some(value),
                    ) = (arg, value)
                    {
                        if let Some(target) = self.place(place) {
                            let value = self.convert(value, param_ty, &place.ty);
                            self.store_place(&target, value);
                        }
                    }
                }
                poison
            }
        }
    }
}

/// Whether `a` and `b` are the same side-effect-free value (spans aside):
/// locals, constants, statics, cbuffer members and pure operations on them.
fn same_pure_value(a: &Expr, b: &Expr) -> bool {
    if a.ty != b.ty {
        return false;
    }
    match (&a.kind, &b.kind) {
        (ExprKind::Const(x), ExprKind::Const(y)) => x == y,
        (ExprKind::Local(x), ExprKind::Local(y)) => x == y,
        (ExprKind::Static(x), ExprKind::Static(y)) => x == y,
        (ExprKind::CBufferMember(x, i), ExprKind::CBufferMember(y, j)) => x == y && i == j,
        (ExprKind::Swizzle(x, i), ExprKind::Swizzle(y, j)) => i == j && same_pure_value(x, y),
        (ExprKind::Field(x, i), ExprKind::Field(y, j)) => i == j && same_pure_value(x, y),
        (ExprKind::Convert(x), ExprKind::Convert(y)) => same_pure_value(x, y),
        (ExprKind::Index(x, i), ExprKind::Index(y, j)) => {
            same_pure_value(x, y) && same_pure_value(i, j)
        }
        (ExprKind::Unary(o, x), ExprKind::Unary(p, y)) => o == p && same_pure_value(x, y),
        (ExprKind::Binary(o, x, i), ExprKind::Binary(p, y, j)) => {
            o == p && same_pure_value(x, y) && same_pure_value(i, j)
        }
        _ => false,
    }
}
