//! DXC's untyped literals: an unsuffixed integer or floating literal
//! (`literal int`, `literal float`) takes the element type of the other
//! operand of an arithmetic operator when that type can hold it, so
//! `half h; h * 0.5` stays `half` and `int16_t s; s + 1` stays `int16_t`
//! (a literal float meeting an integer stays float). Everything else follows
//! the usual arithmetic conversions (`conversions::common_scalar`).
//!
//! Literals are recognised by the spans `check_expr` records for them; this
//! module only decides the element types an operator sees.

use crate::types::ScalarKind;

use super::hir::{Expr, ExprKind, UnaryOp};
use super::Analyzer;

/// What kind of untyped literal an expression is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Literal {
    Integer,
    Float,
}

impl Analyzer<'_> {
    /// The literal kind of `expr` (a literal, maybe negated), if untyped.
    fn untyped_literal(&self, expr: &Expr) -> Option<Literal> {
        match &expr.kind {
            ExprKind::Const(_) if self.untyped_literals.contains(&expr.span) => {
                match expr.ty.scalar()? {
                    kind if kind.is_float() => Some(Literal::Float),
                    _ => Some(Literal::Integer),
                }
            }
            ExprKind::Unary(UnaryOp::Negate, operand) => self.untyped_literal(operand),
            _ => None,
        }
    }

    /// The element scalars an arithmetic operator combines: those of the
    /// operands, except that an untyped literal meeting a typed operand
    /// takes that operand's scalar when it can (see the module header).
    pub(super) fn literal_adjusted_scalars(
        &self,
        left: &Expr,
        right: &Expr,
    ) -> Option<(ScalarKind, ScalarKind)> {
        let (a, b) = (left.ty.scalar()?, right.ty.scalar()?);
        let adopt = |literal: Literal, own: ScalarKind, other: ScalarKind| match literal {
            _ if other == ScalarKind::Bool => own,
            Literal::Integer => other,
            Literal::Float if other.is_float() => other,
            Literal::Float => own,
        };
        Some(
            match (self.untyped_literal(left), self.untyped_literal(right)) {
                (Some(literal), None) => (adopt(literal, a, b), b),
                (None, Some(literal)) => (a, adopt(literal, b, a)),
                _ => (a, b),
            },
        )
    }
}
