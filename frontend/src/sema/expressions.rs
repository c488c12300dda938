//! Expression typing: names, literals, operators with HLSL's per-component
//! semantics, assignments, swizzles, members, subscripts. Calls are in
//! `calls`, intrinsics in `intrinsics`, resource methods in `resources`.

use crate::ast::{self, BinaryOperator, Expression, ExpressionKind, UnaryOperator};
use crate::span::Span;
use crate::types::{ScalarKind, Type};

use super::consteval;
use super::conversions::{is_lvalue, ConversionContext};
use super::hir::{BinaryOp, ConstValue, Expr, ExprKind, LogicalOp, UnaryOp};
use super::messages::SemaError;
use super::scope::GlobalSymbol;
use super::Analyzer;

/// An expression that already failed.
pub fn error_expr(span: Span) -> Expr {
    Expr::new(ExprKind::Const(ConstValue::Int(0)), Type::Error, span)
}

fn binary_op(operator: BinaryOperator) -> Option<BinaryOp> {
    Some(match operator {
        BinaryOperator::Add => BinaryOp::Add,
        BinaryOperator::Subtract => BinaryOp::Subtract,
        BinaryOperator::Multiply => BinaryOp::Multiply,
        BinaryOperator::Divide => BinaryOp::Divide,
        BinaryOperator::Remainder => BinaryOp::Remainder,
        BinaryOperator::ShiftLeft => BinaryOp::ShiftLeft,
        BinaryOperator::ShiftRight => BinaryOp::ShiftRight,
        BinaryOperator::BitwiseAnd => BinaryOp::BitwiseAnd,
        BinaryOperator::BitwiseOr => BinaryOp::BitwiseOr,
        BinaryOperator::BitwiseXor => BinaryOp::BitwiseXor,
        BinaryOperator::Less => BinaryOp::Less,
        BinaryOperator::Greater => BinaryOp::Greater,
        BinaryOperator::LessEqual => BinaryOp::LessEqual,
        BinaryOperator::GreaterEqual => BinaryOp::GreaterEqual,
        BinaryOperator::Equal => BinaryOp::Equal,
        BinaryOperator::NotEqual => BinaryOp::NotEqual,
        BinaryOperator::LogicalAnd | BinaryOperator::LogicalOr => return None,
    })
}

/// Swizzle letters to component indices; `None` when not a swizzle.
pub fn parse_swizzle(text: &str) -> Option<Vec<u32>> {
    let sets = ["xyzw", "rgba"];
    for set in sets {
        let indices: Option<Vec<u32>> = text
            .chars()
            .map(|c| set.find(c).map(|index| index as u32))
            .collect();
        if let Some(indices) = indices {
            if !indices.is_empty() && indices.len() <= 4 {
                return Some(indices);
            }
        }
    }
    None
}

impl Analyzer<'_> {
    /// Types an expression; reports errors and returns `Type::Error` typed
    /// expressions on failure.
    pub fn check_expr(&mut self, expression: &Expression) -> Expr {
        let span = expression.span;
        match &expression.kind {
            ExpressionKind::Identifier(identifier) => self.identifier(identifier),
            ExpressionKind::QualifiedName(names) => {
                self.identifier(&Analyzer::joined_identifier(names, span))
            }
            ExpressionKind::TemplateName { name, .. } => {
                self.error(
                    span,
                    SemaError::FunctionMustBeCalled {
                        name: name.name.clone(),
                    },
                );
                error_expr(span)
            }
            ExpressionKind::Integer { value, suffix } => {
                if suffix.is_empty() {
                    self.untyped_literals.insert(span);
                }
                self.integer_literal(*value, suffix, span)
            }
            ExpressionKind::Float { value, suffix } => {
                if suffix.is_empty() {
                    self.untyped_literals.insert(span);
                }
                let kind = match suffix.to_ascii_lowercase().as_str() {
                    "h" if self.enable_16bit_types => ScalarKind::Half,
                    "l" | "lf" => ScalarKind::Double,
                    _ => ScalarKind::Float,
                };
                let value = consteval::convert_scalar(&ConstValue::Float(*value), kind);
                Expr::new(ExprKind::Const(value), Type::Scalar(kind), span)
            }
            ExpressionKind::Bool(value) => {
                Expr::new(ExprKind::Const(ConstValue::Bool(*value)), Type::BOOL, span)
            }
            ExpressionKind::String(_) => {
                self.error(span, SemaError::StringLiteral);
                error_expr(span)
            }
            ExpressionKind::Unary { operator, operand } => self.unary(*operator, operand, span),
            ExpressionKind::Binary {
                operator,
                left,
                right,
            } => self.binary(*operator, left, right, span),
            ExpressionKind::Assign {
                operator,
                target,
                value,
            } => self.assignment(*operator, target, value, span),
            ExpressionKind::Conditional {
                condition,
                then_value,
                else_value,
            } => self.conditional(condition, then_value, else_value, span),
            ExpressionKind::Call { callee, arguments } => self.call(callee, arguments, span),
            ExpressionKind::Construct { ty, arguments } => {
                let ty = self.resolve_type(ty);
                self.construct(ty, arguments, span)
            }
            ExpressionKind::Cast { ty, operand } => {
                let ty = self.resolve_type(ty);
                let operand = self.check_expr(operand);
                self.convert_explicit(operand, &ty, span)
            }
            ExpressionKind::Member {
                object,
                member,
                template_arguments,
            } => {
                let object = self.check_expr(object);
                if template_arguments.is_some() {
                    if !object.ty.is_error() {
                        self.error(span, SemaError::MemberFunctionMustBeCalled);
                    }
                    return error_expr(span);
                }
                self.member(object, member, span)
            }
            ExpressionKind::Index { object, index } => {
                if let Some(texel) = self.texel_accessor_subscript(object, index, span) {
                    return texel;
                }
                let object = self.check_expr(object);
                let index = self.check_expr(index);
                if matches!(object.ty, Type::Struct(_)) && !index.ty.is_error() {
                    if let Some(call) =
                        self.overloaded_subscript(object.clone(), index.clone(), span)
                    {
                        return call;
                    }
                }
                self.subscript(object, index, span)
            }
            ExpressionKind::Comma(items) => {
                let items: Vec<Expr> = items.iter().map(|item| self.check_expr(item)).collect();
                let ty = items.last().map_or(Type::Void, |last| last.ty.clone());
                if items.iter().any(|item| item.ty.is_error()) {
                    return error_expr(span);
                }
                Expr::new(ExprKind::Comma(items), ty, span)
            }
            ExpressionKind::InitializerList(_) => {
                self.error(span, SemaError::InitializerListHere);
                error_expr(span)
            }
            ExpressionKind::Error => error_expr(span),
        }
    }

    fn integer_literal(&mut self, value: u64, suffix: &str, span: Span) -> Expr {
        let suffix = suffix.to_ascii_lowercase();
        let unsigned = suffix.contains('u');
        let long = suffix.contains('l');
        let kind = match (unsigned, long) {
            (true, true) => ScalarKind::Uint64,
            (false, true) => ScalarKind::Int64,
            (true, false) if value <= u64::from(u32::MAX) => ScalarKind::Uint,
            (true, false) => ScalarKind::Uint64,
            (false, false) if value <= i32::MAX as u64 => ScalarKind::Int,
            (false, false) if value <= i64::MAX as u64 => ScalarKind::Int64,
            (false, false) => ScalarKind::Uint64,
        };
        Expr::new(
            ExprKind::Const(ConstValue::Int(value as i64)),
            Type::Scalar(kind),
            span,
        )
    }

    pub(super) fn identifier(&mut self, identifier: &ast::Identifier) -> Expr {
        let span = identifier.span;
        let name = identifier.name.as_str();
        if let Some(function) = &self.function {
            if let Some(id) = function.lookup(name) {
                let ty = function.locals[id].ty.clone();
                return Expr::new(ExprKind::Local(id), ty, span);
            }
            if let Some(id) = function.lookup_static(name) {
                let ty = self.statics[id].ty.clone();
                return Expr::new(ExprKind::Static(id), ty, span);
            }
        }
        if let Some(value) = self.template_value(name, span) {
            return value;
        }
        if let Some(member) = self.implicit_member(name, span) {
            return member;
        }
        match self.lookup_global(name) {
            Some(GlobalSymbol::Resource(id)) => {
                let resource = &self.resources[id];
                let mut ty = Type::Resource(resource.ty.clone());
                if let Some(size) = resource.array_size {
                    ty = Type::Array(Box::new(ty), size);
                }
                Expr::new(
                    ExprKind::Resource {
                        resource: id,
                        index: None,
                    },
                    ty,
                    span,
                )
            }
            Some(GlobalSymbol::CBufferMember(buffer, member)) => {
                let ty = self.cbuffers[buffer].members[member].ty.clone();
                Expr::new(ExprKind::CBufferMember(buffer, member), ty, span)
            }
            Some(GlobalSymbol::Static(id)) => {
                let ty = self.statics[id].ty.clone();
                Expr::new(ExprKind::Static(id), ty, span)
            }
            Some(GlobalSymbol::Constant(value, ty)) => Expr::new(ExprKind::Const(value), ty, span),
            Some(GlobalSymbol::Functions(_)) => {
                self.error(
                    span,
                    SemaError::FunctionMustBeCalled {
                        name: name.to_string(),
                    },
                );
                error_expr(span)
            }
            Some(GlobalSymbol::Struct(_) | GlobalSymbol::Typedef(_)) => {
                self.error(
                    span,
                    SemaError::NotAValue {
                        name: name.to_string(),
                    },
                );
                error_expr(span)
            }
            None => {
                self.error(
                    span,
                    SemaError::UndeclaredIdentifier {
                        name: name.to_string(),
                    },
                );
                error_expr(span)
            }
        }
    }

    fn invalid_operands(&mut self, left: &Type, right: &Type, span: Span) -> Expr {
        let (left, right) = (self.type_name(left), self.type_name(right));
        self.error(span, SemaError::InvalidOperands { left, right });
        error_expr(span)
    }

    fn unary(&mut self, operator: UnaryOperator, operand: &Expression, span: Span) -> Expr {
        let written = operand;
        let operand = self.check_expr(operand);
        if operand.ty.is_error() {
            return error_expr(span);
        }
        if !operand.ty.is_numeric() && !matches!(operand.ty, Type::Matrix(..)) {
            let ty = self.type_name(&operand.ty);
            self.error(span, SemaError::InvalidUnaryOperand { ty });
            return error_expr(span);
        }
        let scalar = operand.ty.scalar().unwrap_or(ScalarKind::Int);
        let promoted = if scalar == ScalarKind::Bool {
            operand.ty.with_scalar(ScalarKind::Int)
        } else {
            operand.ty.clone()
        };
        match operator {
            UnaryOperator::Plus => Analyzer::convert_node(operand, &promoted),
            UnaryOperator::Negate => {
                let operand = Analyzer::convert_node(operand, &promoted);
                Expr::new(
                    ExprKind::Unary(UnaryOp::Negate, Box::new(operand)),
                    promoted,
                    span,
                )
            }
            UnaryOperator::LogicalNot => {
                let ty = operand.ty.with_scalar(ScalarKind::Bool);
                let operand = Analyzer::convert_node(operand, &ty);
                Expr::new(
                    ExprKind::Unary(UnaryOp::LogicalNot, Box::new(operand)),
                    ty,
                    span,
                )
            }
            UnaryOperator::BitwiseNot => {
                if scalar.is_float() {
                    let ty = self.type_name(&operand.ty);
                    self.error(span, SemaError::InvalidUnaryOperand { ty });
                    return error_expr(span);
                }
                let operand = Analyzer::convert_node(operand, &promoted);
                Expr::new(
                    ExprKind::Unary(UnaryOp::BitwiseNot, Box::new(operand)),
                    promoted,
                    span,
                )
            }
            UnaryOperator::PreIncrement
            | UnaryOperator::PreDecrement
            | UnaryOperator::PostIncrement
            | UnaryOperator::PostDecrement => {
                if !self.check_assignable_as_written(&operand, Some(written)) {
                    return error_expr(span);
                }
                if scalar == ScalarKind::Bool {
                    self.error(span, SemaError::BoolIncrement);
                    return error_expr(span);
                }
                let ty = operand.ty.clone();
                Expr::new(
                    ExprKind::IncDec {
                        target: Box::new(operand),
                        increment: matches!(
                            operator,
                            UnaryOperator::PreIncrement | UnaryOperator::PostIncrement
                        ),
                        prefix: matches!(
                            operator,
                            UnaryOperator::PreIncrement | UnaryOperator::PreDecrement
                        ),
                    },
                    ty,
                    span,
                )
            }
        }
    }

    /// The operation type of `op` on two typed operands, or an error.
    fn operation_type(
        &mut self,
        operator: BinaryOperator,
        left: &Expr,
        right: &Expr,
        span: Span,
    ) -> Option<Type> {
        let matrix = |ty: &Type| matches!(ty, Type::Matrix(..));
        if matrix(&left.ty) || matrix(&right.ty) {
            let ty = self.matrix_operation_type(left, right, span)?;
            let integer_only = matches!(
                operator,
                BinaryOperator::ShiftLeft
                    | BinaryOperator::ShiftRight
                    | BinaryOperator::BitwiseAnd
                    | BinaryOperator::BitwiseOr
                    | BinaryOperator::BitwiseXor
            );
            if integer_only && ty.scalar().is_some_and(ScalarKind::is_float) {
                self.invalid_operands(&left.ty, &right.ty, span);
                return None;
            }
            return Some(ty);
        }
        if !left.ty.is_numeric() || !right.ty.is_numeric() {
            self.invalid_operands(&left.ty, &right.ty, span);
            return None;
        }
        let ty = self.arithmetic_type(left, right)?;
        let scalar = ty.scalar()?;
        let integer_only = matches!(
            operator,
            BinaryOperator::ShiftLeft
                | BinaryOperator::ShiftRight
                | BinaryOperator::BitwiseAnd
                | BinaryOperator::BitwiseOr
                | BinaryOperator::BitwiseXor
        );
        if integer_only && scalar.is_float() {
            self.invalid_operands(&left.ty, &right.ty, span);
            return None;
        }
        if matches!(
            operator,
            BinaryOperator::ShiftLeft | BinaryOperator::ShiftRight
        ) {
            // The result has the (promoted) type of the left operand.
            let left_scalar = match left.ty.scalar()? {
                ScalarKind::Bool => ScalarKind::Int,
                other => other,
            };
            return Some(ty.with_scalar(left_scalar));
        }
        Some(ty)
    }

    fn binary(
        &mut self,
        operator: BinaryOperator,
        left: &Expression,
        right: &Expression,
        span: Span,
    ) -> Expr {
        let left = self.check_expr(left);
        let right = self.check_expr(right);
        if left.ty.is_error() || right.ty.is_error() {
            return error_expr(span);
        }
        if matches!(left.ty, Type::Struct(_)) {
            if let Some(call) = self.overloaded_binary(operator, left.clone(), right.clone(), span)
            {
                return call;
            }
        }
        if matches!(
            operator,
            BinaryOperator::LogicalAnd | BinaryOperator::LogicalOr
        ) {
            let vector = |ty: &Type| matches!(ty, Type::Vector(_, n) if *n > 1);
            if vector(&left.ty) || vector(&right.ty) {
                let operator = if operator == BinaryOperator::LogicalAnd {
                    LogicalOp::And
                } else {
                    LogicalOp::Or
                };
                self.error(span, SemaError::LogicalOperatorOnVector { operator });
                return error_expr(span);
            }
            if !left.ty.is_numeric() || !right.ty.is_numeric() {
                return self.invalid_operands(&left.ty, &right.ty, span);
            }
            let left = Analyzer::convert_node(left, &Type::BOOL);
            let right = Analyzer::convert_node(right, &Type::BOOL);
            let op = if operator == BinaryOperator::LogicalAnd {
                LogicalOp::And
            } else {
                LogicalOp::Or
            };
            return Expr::new(
                ExprKind::Logical(op, Box::new(left), Box::new(right)),
                Type::BOOL,
                span,
            );
        }
        let Some(op) = binary_op(operator) else {
            return error_expr(span);
        };
        let Some(op_ty) = self.operation_type(operator, &left, &right, span) else {
            return error_expr(span);
        };
        let left = Analyzer::convert_node(left, &op_ty);
        let right = Analyzer::convert_node(right, &op_ty);
        let ty = if op.is_comparison() {
            op_ty.with_scalar(ScalarKind::Bool)
        } else {
            op_ty
        };
        Expr::new(
            ExprKind::Binary(op, Box::new(left), Box::new(right)),
            ty,
            span,
        )
    }

    /// Checks that `target` may be assigned; reports and returns false if not.
    pub fn check_assignable(&mut self, target: &Expr) -> bool {
        self.check_assignable_as_written(target, None)
    }

    /// [`Analyzer::check_assignable`] knowing the target as written (which
    /// names a folded `static const`).
    pub fn check_assignable_as_written(
        &mut self,
        target: &Expr,
        written: Option<&Expression>,
    ) -> bool {
        if target.ty.is_error() {
            return false;
        }
        if let Some(error) = self.const_variable_write(target, written) {
            self.report(error);
            return false;
        }
        match self.assignability(target) {
            Ok(()) => true,
            Err(error) => {
                self.error(target.span, error);
                false
            }
        }
    }

    fn assignability(&self, target: &Expr) -> Result<(), SemaError> {
        match &target.kind {
            ExprKind::Local(_) => Ok(()),
            ExprKind::Static(id) => {
                let global = &self.statics[*id];
                if global.constant {
                    Err(SemaError::ConstAssignment {
                        name: global.name.clone(),
                        ty: self.type_name(&global.ty),
                    })
                } else {
                    Ok(())
                }
            }
            ExprKind::CBufferMember(buffer, member) => {
                let member = &self.cbuffers[*buffer].members[*member];
                Err(SemaError::ConstAssignment {
                    name: member.name.clone(),
                    ty: self.type_name(&member.ty),
                })
            }
            ExprKind::ResourceElement(resource, _)
            | ExprKind::Texel {
                texture: resource, ..
            } => match &resource.ty {
                Type::Resource(resource) if resource.writable => Ok(()),
                _ => Err(SemaError::ReadOnlyElement),
            },
            ExprKind::Field(base, _) | ExprKind::Index(base, _) | ExprKind::MatrixRow(base, _) => {
                self.assignability(base)
            }
            ExprKind::MatrixElements(base, elements) => {
                if elements
                    .iter()
                    .enumerate()
                    .any(|(i, element)| elements[..i].contains(element))
                {
                    return Err(SemaError::DuplicateMatrixComponents);
                }
                self.assignability(base)
            }
            ExprKind::Swizzle(base, indices) => {
                let mut seen = [false; 4];
                for index in indices {
                    let slot = &mut seen[(*index as usize).min(3)];
                    if *slot {
                        return Err(SemaError::DuplicateComponents);
                    }
                    *slot = true;
                }
                self.assignability(base)
            }
            ExprKind::Resource { .. } => Err(SemaError::ResourceAssignment),
            _ => Err(SemaError::NotAssignable),
        }
    }

    fn assignment(
        &mut self,
        operator: Option<BinaryOperator>,
        target: &Expression,
        value: &Expression,
        span: Span,
    ) -> Expr {
        let written = target;
        let target = self.check_expr(target);
        let value = self.check_expr(value);
        if target.ty.is_error() || value.ty.is_error() {
            return error_expr(span);
        }
        if !self.check_assignable_as_written(&target, Some(written)) {
            return error_expr(span);
        }
        let ty = target.ty.clone();
        match operator {
            None => {
                let value = self.convert_implicit(value, &ty, ConversionContext::Assign);
                if value.ty.is_error() {
                    return error_expr(span);
                }
                Expr::new(
                    ExprKind::Assign(Box::new(target), Box::new(value)),
                    ty,
                    span,
                )
            }
            Some(operator) => {
                let Some(op) = binary_op(operator) else {
                    return error_expr(span);
                };
                let Some(op_ty) = self.operation_type(operator, &target, &value, span) else {
                    return error_expr(span);
                };
                if op_ty.vector_size() > ty.vector_size() {
                    self.warn_truncation(&op_ty, &ty, span);
                }
                let value = Analyzer::convert_node(value, &op_ty);
                Expr::new(
                    ExprKind::CompoundAssign {
                        target: Box::new(target),
                        op,
                        value: Box::new(value),
                        op_ty,
                    },
                    ty,
                    span,
                )
            }
        }
    }

    fn conditional(
        &mut self,
        condition: &Expression,
        then_value: &Expression,
        else_value: &Expression,
        span: Span,
    ) -> Expr {
        let condition = self.check_expr(condition);
        let then_value = self.check_expr(then_value);
        let else_value = self.check_expr(else_value);
        if condition.ty.is_error() || then_value.ty.is_error() || else_value.ty.is_error() {
            return error_expr(span);
        }
        if matches!(condition.ty, Type::Vector(_, n) if n > 1) {
            self.error(condition.span, SemaError::VectorConditional);
            return error_expr(span);
        }
        let condition = self.condition(condition);
        let ty = if then_value.ty == else_value.ty {
            then_value.ty.clone()
        } else if then_value.ty.is_numeric() && else_value.ty.is_numeric() {
            match self.arithmetic_type(&then_value, &else_value) {
                Some(ty) => ty,
                None => return error_expr(span),
            }
        } else {
            let (left, right) = (
                self.type_name(&then_value.ty),
                self.type_name(&else_value.ty),
            );
            self.error(span, SemaError::IncompatibleOperands { left, right });
            return error_expr(span);
        };
        let then_value = Analyzer::convert_node(then_value, &ty);
        let else_value = Analyzer::convert_node(else_value, &ty);
        Expr::new(
            ExprKind::Conditional(
                Box::new(condition),
                Box::new(then_value),
                Box::new(else_value),
            ),
            ty,
            span,
        )
    }

    pub(super) fn member(&mut self, object: Expr, member: &ast::Identifier, span: Span) -> Expr {
        if object.ty.is_error() {
            return error_expr(span);
        }
        match object.ty.clone() {
            Type::Struct(id) => {
                let def = self.structs.get(id);
                match def.field_index(&member.name) {
                    Some(index) => {
                        let ty = def.fields[index].ty.clone();
                        Expr::new(ExprKind::Field(Box::new(object), index), ty, span)
                    }
                    None => {
                        let ty = def.name.clone();
                        let qualified = format!("{ty}::{}", member.name);
                        if let Some(value) = self.static_data_member(&qualified, span) {
                            return value;
                        }
                        self.error(
                            member.span,
                            SemaError::NoMember {
                                member: member.name.clone(),
                                ty,
                            },
                        );
                        error_expr(span)
                    }
                }
            }
            Type::Matrix(..) => self.matrix_member(object, member, span),
            Type::Scalar(scalar) | Type::Vector(scalar, _) => {
                let size = object.ty.vector_size().unwrap_or(1);
                let Some(indices) = parse_swizzle(&member.name) else {
                    let bad = member
                        .name
                        .chars()
                        .find(|c| !"xyzwrgba".contains(*c))
                        .map_or(member.name.clone(), |c| c.to_string());
                    self.error(member.span, SemaError::IllegalVectorComponent { name: bad });
                    return error_expr(span);
                };
                if indices.iter().any(|index| *index >= size) {
                    let ty = self.type_name(&object.ty);
                    self.error(member.span, SemaError::VectorComponentOutOfRange { ty });
                    return error_expr(span);
                }
                let ty = Type::scalar_or_vector(scalar, indices.len() as u32);
                Expr::new(ExprKind::Swizzle(Box::new(object), indices), ty, span)
            }
            other => {
                let ty = self.type_name(&other);
                self.error(member.span, SemaError::NotAStructure { ty });
                error_expr(span)
            }
        }
    }

    /// Converts a subscript to `uint`.
    fn index_operand(&mut self, index: Expr) -> Option<Expr> {
        match &index.ty {
            Type::Scalar(kind) if kind.is_integer() || *kind == ScalarKind::Bool => {
                Some(Analyzer::convert_node(index, &Type::UINT))
            }
            Type::Error => None,
            other => {
                let ty = self.type_name(other);
                self.error(index.span, SemaError::SubscriptNotAnInteger { ty });
                None
            }
        }
    }

    pub(super) fn subscript(&mut self, object: Expr, index: Expr, span: Span) -> Expr {
        if object.ty.is_error() || index.ty.is_error() {
            return error_expr(span);
        }
        match object.ty.clone() {
            Type::Array(element, size) => {
                let Some(index) = self.index_operand(index) else {
                    return error_expr(span);
                };
                if let Some(ConstValue::Int(position)) = consteval::fold(&index) {
                    if position < 0 || position >= i64::from(size) {
                        self.error(
                            index.span,
                            SemaError::ArrayIndexPastEnd {
                                index: position,
                                ty: self.type_name(&object.ty),
                            },
                        );
                        return error_expr(span);
                    }
                }
                if let (
                    ExprKind::Resource {
                        resource,
                        index: None,
                    },
                    Type::Resource(_),
                ) = (&object.kind, element.as_ref())
                {
                    return Expr::new(
                        ExprKind::Resource {
                            resource: *resource,
                            index: Some(Box::new(index)),
                        },
                        *element,
                        span,
                    );
                }
                Expr::new(
                    ExprKind::Index(Box::new(object), Box::new(index)),
                    *element,
                    span,
                )
            }
            Type::Vector(scalar, size) => {
                let Some(index) = self.index_operand(index) else {
                    return error_expr(span);
                };
                if let Some(ConstValue::Int(position)) = consteval::fold(&index) {
                    if position < 0 || position >= i64::from(size) {
                        self.error(
                            index.span,
                            SemaError::VectorIndexOutOfBounds {
                                index: position,
                                ty: self.type_name(&object.ty),
                            },
                        );
                        return error_expr(span);
                    }
                }
                Expr::new(
                    ExprKind::Index(Box::new(object), Box::new(index)),
                    Type::Scalar(scalar),
                    span,
                )
            }
            Type::Resource(resource) if resource.texture_kind().is_some() => {
                let ty = self.type_name(&object.ty);
                self.texture_subscript(object, index, span)
                    .unwrap_or_else(|| {
                        self.error(span, SemaError::NoSubscriptOperator { ty });
                        error_expr(span)
                    })
            }
            Type::Resource(resource) => {
                let Some(element) = resource.element.clone().filter(|_| !resource.is_sampler())
                else {
                    let ty = self.type_name(&object.ty);
                    self.error(span, SemaError::NoSubscriptOperator { ty });
                    return error_expr(span);
                };
                let Some(index) = self.index_operand(index) else {
                    return error_expr(span);
                };
                Expr::new(
                    ExprKind::ResourceElement(Box::new(object), Box::new(index)),
                    *element,
                    span,
                )
            }
            Type::Matrix(..) => self.matrix_subscript(object, index, span),
            other => {
                let ty = self.type_name(&other);
                self.error(span, SemaError::NotSubscriptable { ty });
                error_expr(span)
            }
        }
    }

    /// Whether an expression is an lvalue (for out arguments).
    pub fn is_lvalue(expr: &Expr) -> bool {
        is_lvalue(expr)
    }
}
