//! HLSL's conversion rules: implicit conversions (with their rank for overload
//! resolution, and the truncation warnings), the usual arithmetic conversions
//! of binary operators, explicit casts and conditions.

use crate::span::Span;
use crate::types::{ScalarKind, Type};

use super::hir::{Expr, ExprKind};
use super::messages::{SemaError, SemaWarning, ValueCategory};
use super::Analyzer;

/// How good an implicit conversion is; lower is better.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Rank {
    Exact,
    Promotion,
    Conversion,
    Splat,
    Truncation,
}

/// Where an implicit conversion happens (for the error text).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ConversionContext {
    Initialize,
    Assign,
    Return,
    /// Arguments of intrinsics and constructors; the caller reports.
    Quiet,
}

fn scalar_rank(from: ScalarKind, to: ScalarKind) -> Rank {
    if from == to {
        Rank::Exact
    } else if (from.is_float() && to.is_float() && to.bits() > from.bits())
        || (from.is_integer()
            && to.is_integer()
            && to.bits() > from.bits()
            && from.is_signed_integer() == to.is_signed_integer())
    {
        Rank::Promotion
    } else {
        Rank::Conversion
    }
}

/// The rank of the implicit conversion `from` → `to`, `None` when there is none.
pub fn implicit_rank(from: &Type, to: &Type) -> Option<Rank> {
    if from == to {
        return Some(Rank::Exact);
    }
    match (from, to) {
        (Type::Error, _) | (_, Type::Error) => Some(Rank::Exact),
        (Type::Scalar(a) | Type::Vector(a, 1), Type::Scalar(b) | Type::Vector(b, 1)) => {
            Some(scalar_rank(*a, *b).max(
                if from == &Type::Scalar(*a) && matches!(to, Type::Scalar(_)) {
                    Rank::Exact
                } else {
                    Rank::Promotion
                },
            ))
        }
        (Type::Scalar(a) | Type::Vector(a, 1), Type::Vector(b, _)) => {
            Some(scalar_rank(*a, *b).max(Rank::Splat))
        }
        (Type::Vector(a, n), Type::Scalar(b)) if *n > 1 => {
            Some(scalar_rank(*a, *b).max(Rank::Truncation))
        }
        (Type::Vector(a, n), Type::Vector(b, m)) if n == m => Some(scalar_rank(*a, *b)),
        (Type::Vector(a, n), Type::Vector(b, m)) if m < n => {
            Some(scalar_rank(*a, *b).max(Rank::Truncation))
        }
        (Type::Matrix(..), _) | (_, Type::Matrix(..)) => super::matrices::implicit_rank(from, to),
        (Type::Array(a, n), Type::Array(b, m))
            if n == m && implicit_rank(a, b) == Some(Rank::Exact) =>
        {
            Some(Rank::Exact)
        }
        _ => None,
    }
}

/// The operation type of scalars `a` and `b` under the usual arithmetic
/// conversions (bool takes part as int).
pub fn common_scalar(a: ScalarKind, b: ScalarKind) -> ScalarKind {
    let promote = |kind: ScalarKind| {
        if kind == ScalarKind::Bool {
            ScalarKind::Int
        } else {
            kind
        }
    };
    if a == b && a != ScalarKind::Bool {
        return a;
    }
    let (a, b) = (promote(a), promote(b));
    match (a.is_float(), b.is_float()) {
        (true, true) => {
            if a.bits() >= b.bits() {
                a
            } else {
                b
            }
        }
        (true, false) => a,
        (false, true) => b,
        (false, false) => {
            if a.bits() != b.bits() {
                if a.bits() > b.bits() {
                    a
                } else {
                    b
                }
            } else if !a.is_signed_integer() {
                a
            } else {
                b
            }
        }
    }
}

/// Whether an expression designates an object (clang's lvalue/rvalue wording).
pub fn is_lvalue(expr: &Expr) -> bool {
    match &expr.kind {
        ExprKind::Local(_)
        | ExprKind::Static(_)
        | ExprKind::CBufferMember(..)
        | ExprKind::ResourceElement(..)
        | ExprKind::Texel { .. }
        | ExprKind::Resource { .. } => true,
        ExprKind::Field(base, _)
        | ExprKind::Index(base, _)
        | ExprKind::Swizzle(base, _)
        | ExprKind::MatrixElements(base, _)
        | ExprKind::MatrixRow(base, _) => is_lvalue(base),
        _ => false,
    }
}

impl Analyzer<'_> {
    /// Wraps `expr` in a conversion to `to` (no checks).
    pub fn convert_node(expr: Expr, to: &Type) -> Expr {
        if &expr.ty == to || expr.ty.is_error() || to.is_error() {
            return expr;
        }
        let span = expr.span;
        Expr::new(ExprKind::Convert(Box::new(expr)), to.clone(), span)
    }

    /// Warns about vector truncation from `from` to `to`.
    pub fn warn_truncation(&mut self, from: &Type, to: &Type, span: Span) {
        let (from_name, to_name) = (self.type_name(from), self.type_name(to));
        match (from, to) {
            (Type::Vector(_, n), Type::Scalar(_)) if *n > 1 => self.warning(
                span,
                SemaWarning::VectorToScalar {
                    from: from_name,
                    to: to_name,
                },
            ),
            (Type::Vector(_, n), Type::Vector(_, m)) if m < n => self.warning(
                span,
                SemaWarning::VectorTruncation {
                    from: from_name,
                    to: to_name,
                },
            ),
            (Type::Matrix(..), _) | (_, Type::Matrix(..))
                if super::matrices::truncates(from, to) =>
            {
                self.warning(
                    span,
                    SemaWarning::MatrixTruncation {
                        from: from_name,
                        to: to_name,
                    },
                )
            }
            _ => {}
        }
    }

    /// Converts `expr` implicitly to `to`, reporting an error in `context`'s
    /// words when impossible and the truncation warnings.
    pub fn convert_implicit(&mut self, expr: Expr, to: &Type, context: ConversionContext) -> Expr {
        if expr.ty.is_error() || to.is_error() {
            return Expr::new(expr.kind, Type::Error, expr.span);
        }
        match implicit_rank(&expr.ty, to) {
            Some(rank) => {
                if rank == Rank::Truncation {
                    self.warn_truncation(&expr.ty, to, expr.span);
                }
                Analyzer::convert_node(expr, to)
            }
            None => {
                let (to, from) = (self.type_name(to), self.type_name(&expr.ty));
                let category = if is_lvalue(&expr) {
                    ValueCategory::Lvalue
                } else {
                    ValueCategory::Rvalue
                };
                let error = match context {
                    ConversionContext::Initialize => {
                        SemaError::InitializeConversion { to, category, from }
                    }
                    ConversionContext::Assign => SemaError::AssignConversion { to, from },
                    ConversionContext::Return => SemaError::ReturnConversion { to, category, from },
                    ConversionContext::Quiet => SemaError::NoViableConversion { from, to },
                };
                self.error(expr.span, error);
                Expr::new(expr.kind, Type::Error, expr.span)
            }
        }
    }

    /// An explicit cast `(T)x` / `T(x)` of one operand.
    pub fn convert_explicit(&mut self, expr: Expr, to: &Type, span: Span) -> Expr {
        if expr.ty.is_error() || to.is_error() {
            return Expr::new(expr.kind, Type::Error, span);
        }
        let legal = match (&expr.ty, to) {
            (from, to) if from == to => true,
            (Type::Scalar(_) | Type::Vector(..), Type::Scalar(_)) => true,
            (Type::Scalar(_), Type::Vector(..)) => true,
            (Type::Vector(_, n), Type::Vector(_, m)) => m <= n || *n == 1,
            (Type::Matrix(..), _) | (_, Type::Matrix(..)) => {
                super::matrices::explicit_cast_legal(&expr.ty, to)
            }
            _ => false,
        };
        if !legal {
            let (from, to) = (self.type_name(&expr.ty), self.type_name(to));
            self.error(span, SemaError::InvalidCast { from, to });
            return Expr::new(expr.kind, Type::Error, span);
        }
        let mut converted = Analyzer::convert_node(expr, to);
        converted.span = span;
        converted
    }

    /// A condition of `if`, loops and `?:`: a bool scalar.
    pub fn condition(&mut self, expr: Expr) -> Expr {
        match &expr.ty {
            Type::Error => expr,
            Type::Scalar(_) => Analyzer::convert_node(expr, &Type::BOOL),
            Type::Vector(..) => {
                self.warn_truncation(
                    &expr.ty,
                    &Type::Scalar(expr.ty.scalar().unwrap_or(ScalarKind::Bool)),
                    expr.span,
                );
                Analyzer::convert_node(expr, &Type::BOOL)
            }
            other => {
                let ty = self.type_name(other);
                self.error(expr.span, SemaError::ScalarConditionRequired { ty });
                Expr::new(expr.kind, Type::Error, expr.span)
            }
        }
    }

    /// The operation type of a binary operator on `left` and `right` (scalars
    /// and vectors), with truncation warnings; `None` when not numeric.
    pub fn arithmetic_type(&mut self, left: &Expr, right: &Expr) -> Option<Type> {
        let (a, b) = self.literal_adjusted_scalars(left, right)?;
        let (n, m) = (left.ty.vector_size()?, right.ty.vector_size()?);
        let scalar = common_scalar(a, b);
        let size = match (n, m) {
            (1, 1) => {
                let vector1 =
                    matches!(left.ty, Type::Vector(..)) && matches!(right.ty, Type::Vector(..));
                return Some(if vector1 {
                    Type::Vector(scalar, 1)
                } else {
                    Type::Scalar(scalar)
                });
            }
            (1, m) => m,
            (n, 1) => n,
            (n, m) if n == m => n,
            (n, m) => {
                let size = n.min(m);
                let (larger, span) = if n > m {
                    (&left.ty, left.span)
                } else {
                    (&right.ty, right.span)
                };
                let target = Type::Vector(larger.scalar()?, size);
                let larger = larger.clone();
                self.warn_truncation(&larger, &target, span);
                size
            }
        };
        Some(Type::Vector(scalar, size))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn usual_arithmetic_conversions() {
        use ScalarKind::*;
        assert_eq!(common_scalar(Int, Float), Float);
        assert_eq!(common_scalar(Int, Uint), Uint);
        assert_eq!(common_scalar(Bool, Bool), Int);
        assert_eq!(common_scalar(Half, Float), Float);
        assert_eq!(common_scalar(Int64, Uint), Int64);
    }

    #[test]
    fn ranks() {
        let float2 = Type::Vector(ScalarKind::Float, 2);
        assert_eq!(implicit_rank(&Type::FLOAT, &float2), Some(Rank::Splat));
        assert_eq!(implicit_rank(&float2, &Type::FLOAT), Some(Rank::Truncation));
        assert_eq!(
            implicit_rank(&Type::INT, &Type::FLOAT),
            Some(Rank::Conversion)
        );
        assert_eq!(
            implicit_rank(&float2, &Type::Vector(ScalarKind::Float, 3)),
            None
        );
    }
}
