//! Constant evaluation of typed expressions: `static const` values, array
//! sizes, template arguments, case labels. Integer arithmetic wraps at the
//! type's width, as the generated code would.

use crate::ast::Expression;
use crate::types::{ScalarKind, Type};

use super::hir::{BinaryOp, ConstValue, Expr, ExprKind, LogicalOp, UnaryOp};
use super::messages::SemaError;
use super::Analyzer;

/// A scalar constant converted to `kind`.
pub fn convert_scalar(value: &ConstValue, kind: ScalarKind) -> ConstValue {
    let as_f64 = match value {
        ConstValue::Bool(b) => f64::from(u8::from(*b)),
        ConstValue::Int(i) => *i as f64,
        ConstValue::Float(f) => *f,
        ConstValue::Aggregate(_) => 0.0,
    };
    match kind {
        ScalarKind::Bool => ConstValue::Bool(match value {
            ConstValue::Bool(b) => *b,
            ConstValue::Int(i) => *i != 0,
            ConstValue::Float(f) => *f != 0.0,
            ConstValue::Aggregate(_) => false,
        }),
        ScalarKind::Half | ScalarKind::Float => ConstValue::Float(as_f64 as f32 as f64),
        ScalarKind::Double => ConstValue::Float(as_f64),
        integer => {
            let raw = match value {
                ConstValue::Bool(b) => i64::from(*b),
                ConstValue::Int(i) => *i,
                ConstValue::Float(f) => {
                    if integer.is_signed_integer() {
                        *f as i64
                    } else {
                        *f as u64 as i64
                    }
                }
                ConstValue::Aggregate(_) => 0,
            };
            ConstValue::Int(wrap(raw, integer))
        }
    }
}

/// Wraps an integer to the width and signedness of `kind`.
pub fn wrap(value: i64, kind: ScalarKind) -> i64 {
    match kind {
        ScalarKind::Int16 => value as i16 as i64,
        ScalarKind::Uint16 => value as u16 as i64,
        ScalarKind::Int => value as i32 as i64,
        ScalarKind::Uint => value as u32 as i64,
        _ => value,
    }
}

/// The components of a scalar or vector constant.
fn components(value: &ConstValue) -> Vec<ConstValue> {
    match value {
        ConstValue::Aggregate(items) => items.clone(),
        scalar => vec![scalar.clone()],
    }
}

fn from_components(mut items: Vec<ConstValue>, ty: &Type) -> ConstValue {
    if matches!(ty, Type::Scalar(_)) && items.len() == 1 {
        items.remove(0)
    } else {
        ConstValue::Aggregate(items)
    }
}

/// Converts a scalar or vector constant from `from` to `to` (splat,
/// truncation, element conversion).
pub fn convert_value(value: &ConstValue, from: &Type, to: &Type) -> Option<ConstValue> {
    let to_scalar = to.scalar()?;
    let mut items = components(value);
    let to_size = to.vector_size()?;
    let from_size = from.vector_size()?;
    if from_size == 1 && to_size > 1 {
        items = vec![items.first()?.clone(); to_size as usize];
    } else {
        items.truncate(to_size as usize);
    }
    let items = items
        .iter()
        .map(|item| convert_scalar(item, to_scalar))
        .collect();
    Some(from_components(items, to))
}

fn scalar_binary(
    op: BinaryOp,
    left: &ConstValue,
    right: &ConstValue,
    kind: ScalarKind,
) -> Option<ConstValue> {
    use BinaryOp::*;
    if op.is_comparison() {
        let ordering = match (left, right) {
            (ConstValue::Float(a), ConstValue::Float(b)) => a.partial_cmp(b),
            (ConstValue::Int(a), ConstValue::Int(b)) if kind.is_signed_integer() => Some(a.cmp(b)),
            (ConstValue::Int(a), ConstValue::Int(b)) => Some((*a as u64).cmp(&(*b as u64))),
            (ConstValue::Bool(a), ConstValue::Bool(b)) => Some(a.cmp(b)),
            _ => None,
        };
        let result = match (op, ordering) {
            (Less, Some(o)) => o.is_lt(),
            (Greater, Some(o)) => o.is_gt(),
            (LessEqual, Some(o)) => o.is_le(),
            (GreaterEqual, Some(o)) => o.is_ge(),
            (Equal, Some(o)) => o.is_eq(),
            (NotEqual, Some(o)) => o.is_ne(),
            (NotEqual, None) => true,
            _ => false,
        };
        return Some(ConstValue::Bool(result));
    }
    match (left, right) {
        (ConstValue::Float(a), ConstValue::Float(b)) => {
            let value = match op {
                Add => a + b,
                Subtract => a - b,
                Multiply => a * b,
                Divide => a / b,
                Remainder => a % b,
                _ => return None,
            };
            Some(convert_scalar(&ConstValue::Float(value), kind))
        }
        (ConstValue::Int(a), ConstValue::Int(b)) => {
            let (a, b) = (*a, *b);
            let signed = kind.is_signed_integer();
            let value = match op {
                Add => a.wrapping_add(b),
                Subtract => a.wrapping_sub(b),
                Multiply => a.wrapping_mul(b),
                Divide | Remainder if b == 0 => return None,
                Divide if signed => a.wrapping_div(b),
                Divide => ((a as u64) / (b as u64)) as i64,
                Remainder if signed => a.wrapping_rem(b),
                Remainder => ((a as u64) % (b as u64)) as i64,
                ShiftLeft => a.wrapping_shl((b & 63) as u32),
                ShiftRight if signed => a.wrapping_shr((b & 63) as u32),
                ShiftRight => ((a as u64).wrapping_shr((b & 63) as u32)) as i64,
                BitwiseAnd => a & b,
                BitwiseOr => a | b,
                BitwiseXor => a ^ b,
                _ => return None,
            };
            Some(ConstValue::Int(wrap(value, kind)))
        }
        (ConstValue::Bool(a), ConstValue::Bool(b)) => match op {
            BitwiseAnd => Some(ConstValue::Bool(*a & *b)),
            BitwiseOr => Some(ConstValue::Bool(*a | *b)),
            BitwiseXor => Some(ConstValue::Bool(*a ^ *b)),
            _ => None,
        },
        _ => None,
    }
}

/// Folds a typed expression; `None` when it is not constant.
pub fn fold(expr: &Expr) -> Option<ConstValue> {
    match &expr.kind {
        ExprKind::Const(value) => Some(value.clone()),
        ExprKind::Convert(operand) => convert_value(&fold(operand)?, &operand.ty, &expr.ty),
        ExprKind::Unary(op, operand) => {
            let value = fold(operand)?;
            let kind = operand.ty.scalar()?;
            let items = components(&value)
                .iter()
                .map(|item| match (op, item) {
                    (UnaryOp::Negate, ConstValue::Float(f)) => Some(ConstValue::Float(-f)),
                    (UnaryOp::Negate, ConstValue::Int(i)) => {
                        Some(ConstValue::Int(wrap(i.wrapping_neg(), kind)))
                    }
                    (UnaryOp::LogicalNot, ConstValue::Bool(b)) => Some(ConstValue::Bool(!b)),
                    (UnaryOp::BitwiseNot, ConstValue::Int(i)) => {
                        Some(ConstValue::Int(wrap(!i, kind)))
                    }
                    _ => None,
                })
                .collect::<Option<Vec<_>>>()?;
            Some(from_components(items, &expr.ty))
        }
        ExprKind::Binary(op, left, right) => {
            let kind = left.ty.scalar()?;
            let (a, b) = (components(&fold(left)?), components(&fold(right)?));
            let items = a
                .iter()
                .zip(&b)
                .map(|(x, y)| scalar_binary(*op, x, y, kind))
                .collect::<Option<Vec<_>>>()?;
            Some(from_components(items, &expr.ty))
        }
        ExprKind::Logical(op, left, right) => {
            let (ConstValue::Bool(a), ConstValue::Bool(b)) = (fold(left)?, fold(right)?) else {
                return None;
            };
            Some(ConstValue::Bool(match op {
                LogicalOp::And => a && b,
                LogicalOp::Or => a || b,
            }))
        }
        ExprKind::Conditional(condition, then_value, else_value) => match fold(condition)? {
            ConstValue::Bool(true) => fold(then_value),
            ConstValue::Bool(false) => fold(else_value),
            _ => None,
        },
        ExprKind::Construct(parts) => {
            let mut items = Vec::new();
            for part in parts {
                items.extend(components(&fold(part)?));
            }
            Some(from_components(items, &expr.ty))
        }
        ExprKind::Aggregate(parts) => Some(ConstValue::Aggregate(
            parts.iter().map(fold).collect::<Option<Vec<_>>>()?,
        )),
        ExprKind::Swizzle(base, indices) => {
            let items = components(&fold(base)?);
            let picked = indices
                .iter()
                .map(|index| items.get(*index as usize).cloned())
                .collect::<Option<Vec<_>>>()?;
            Some(from_components(picked, &expr.ty))
        }
        ExprKind::Field(base, index) => match fold(base)? {
            ConstValue::Aggregate(items) => items.get(*index).cloned(),
            _ => None,
        },
        ExprKind::Index(base, index) => {
            let position = fold(index)?.as_i64()?;
            match fold(base)? {
                ConstValue::Aggregate(items) => items.get(usize::try_from(position).ok()?).cloned(),
                scalar if position == 0 => Some(scalar),
                _ => None,
            }
        }
        ExprKind::Comma(items) => items.last().and_then(fold),
        _ => None,
    }
}

impl Analyzer<'_> {
    /// Checks and folds an integer constant expression (array sizes, template
    /// arguments); reports when it is not one.
    pub fn constant_integer(&mut self, expression: &Expression) -> Option<i64> {
        let expr = self.check_expr(expression);
        if expr.ty.is_error() {
            return None;
        }
        let integral =
            matches!(expr.ty, Type::Scalar(kind) if kind.is_integer() || kind == ScalarKind::Bool);
        match (integral, fold(&expr)) {
            (true, Some(value)) => value.as_i64(),
            (false, _) => {
                let ty = self.type_name(&expr.ty);
                self.error(expression.span, SemaError::ConstantNotIntegral { ty });
                None
            }
            (true, None) => {
                self.error(expression.span, SemaError::NotAConstantExpression);
                None
            }
        }
    }
}
