//! Matrices in semantic analysis: the orientation a declaration gives its
//! matrices (`row_major`, `column_major`, `#pragma pack_matrix`), element
//! access (`._m00_m11`, `._11_22`, `m[r]`, `m[r][c]`), conversions (element
//! conversion, truncation, scalar splat, 1xN/Nx1 ↔ vector), the operation
//! type of component-wise operators, constructors and initializer leaves,
//! and the intrinsics `mul`, `transpose` and `determinant` with DXC's typing.
//!
//! It types and checks only; code generation (`codegen::matrices`) emits.

use crate::ast::{Expression, Identifier, Qualifier};
use crate::span::Span;
use crate::types::{MatrixOrientation, ResourceType, ScalarKind, Type};

use super::candidates::{CallKind, NoMatchingCall, Rejection};
use super::consteval;
use super::conversions::{common_scalar, Rank};
use super::expressions::error_expr;
use super::hir::{ConstValue, Expr, ExprKind, Intrinsic};
use super::messages::SemaError;
use super::Analyzer;

/// `ty` with every matrix in it (array elements, resource elements) given
/// the orientation of `qualifiers` (`row_major` / `column_major`, written or
/// from `#pragma pack_matrix`); unchanged without one.
pub fn oriented(ty: Type, qualifiers: &[(Qualifier, Span)]) -> Type {
    let orientation = qualifiers.iter().rev().find_map(|(q, _)| match q {
        Qualifier::RowMajor => Some(MatrixOrientation::RowMajor),
        Qualifier::ColumnMajor => Some(MatrixOrientation::ColumnMajor),
        _ => None,
    });
    match orientation {
        Some(orientation) => with_orientation(ty, orientation),
        None => ty,
    }
}

fn with_orientation(ty: Type, orientation: MatrixOrientation) -> Type {
    match ty {
        Type::Matrix(kind, rows, columns, _) => Type::Matrix(kind, rows, columns, orientation),
        Type::Array(element, n) => {
            Type::Array(Box::new(with_orientation(*element, orientation)), n)
        }
        Type::Resource(ResourceType {
            shape,
            writable,
            element: Some(element),
            sample_count,
        }) => Type::Resource(ResourceType {
            shape,
            writable,
            element: Some(Box::new(with_orientation(*element, orientation))),
            sample_count,
        }),
        other => other,
    }
}

/// The rows and columns a scalar, vector or matrix has as a matrix operand
/// (a vector is one row).
fn dims(ty: &Type) -> Option<(u32, u32)> {
    match ty {
        Type::Scalar(_) => Some((1, 1)),
        Type::Vector(_, n) => Some((1, *n)),
        Type::Matrix(_, r, c, _) => Some((*r, *c)),
        _ => None,
    }
}

/// The implicit conversion rank between a matrix and another type (one of
/// them a matrix): same shape (orientation aside) is an element conversion,
/// a scalar splats, a larger matrix truncates, a 1xN or Nx1 matrix and an
/// N-vector convert both ways, a 1x1 matrix and a scalar too.
pub fn implicit_rank(from: &Type, to: &Type) -> Option<Rank> {
    let (a, b) = (from.scalar()?, to.scalar()?);
    let elements = scalar_rank(a, b);
    match (from, to) {
        (Type::Matrix(_, r, c, _), Type::Matrix(_, s, d, _)) if r == s && c == d => Some(elements),
        (Type::Matrix(_, r, c, _), Type::Matrix(_, s, d, _)) if s <= r && d <= c => {
            Some(elements.max(Rank::Truncation))
        }
        (Type::Scalar(_), Type::Matrix(..)) => Some(elements.max(Rank::Splat)),
        (Type::Matrix(_, 1, 1, _), Type::Scalar(_)) => Some(elements.max(Rank::Promotion)),
        (Type::Matrix(..), Type::Scalar(_)) => Some(elements.max(Rank::Truncation)),
        (Type::Matrix(_, r, c, _), Type::Vector(_, n))
        | (Type::Vector(_, n), Type::Matrix(_, r, c, _))
            if (*r == 1 || *c == 1) && r * c == *n =>
        {
            Some(elements.max(Rank::Promotion))
        }
        _ => None,
    }
}

fn scalar_rank(from: ScalarKind, to: ScalarKind) -> Rank {
    if from == to {
        Rank::Exact
    } else {
        Rank::Conversion
    }
}

/// Whether `(to)from` is a legal cast with a matrix on one side: any implicit
/// conversion, and vector ↔ matrix of the same component count.
pub fn explicit_cast_legal(from: &Type, to: &Type) -> bool {
    if implicit_rank(from, to).is_some() {
        return true;
    }
    match (from, to) {
        (Type::Vector(_, n), Type::Matrix(_, r, c, _))
        | (Type::Matrix(_, r, c, _), Type::Vector(_, n)) => r * c == *n,
        _ => false,
    }
}

/// Whether converting `from` to `to` drops components (warned about).
pub fn truncates(from: &Type, to: &Type) -> bool {
    match (dims(from), dims(to)) {
        (Some((r, c)), Some((s, d))) if matches!(from, Type::Matrix(..)) => {
            (s < r || d < c) && !(r * c == s * d && (s == 1 || d == 1))
        }
        _ => false,
    }
}

/// One element name of a matrix swizzle: zero-based `_mRC` or one-based `_RC`.
struct ElementName {
    zero_based: bool,
    row: char,
    column: char,
}

/// Splits `_m00_m11` / `_11_22` into its element names; none when the text
/// is not a sequence of `_mRC` / `_RC`.
fn element_names(text: &str) -> Option<Vec<ElementName>> {
    let mut names = Vec::new();
    let mut rest = text;
    while !rest.is_empty() {
        let after = rest.strip_prefix('_')?;
        let (zero_based, digits) = match after.strip_prefix('m') {
            Some(digits) => (true, digits),
            None => (false, after),
        };
        let mut chars = digits.chars();
        let (row, column) = (chars.next()?, chars.next()?);
        rest = chars.as_str();
        names.push(ElementName {
            zero_based,
            row,
            column,
        });
    }
    (!names.is_empty()).then_some(names)
}

impl Analyzer<'_> {
    /// `m._m01_m10`, `m._12`: elements of a matrix, a scalar or vector.
    pub(super) fn matrix_member(&mut self, object: Expr, member: &Identifier, span: Span) -> Expr {
        let Type::Matrix(scalar, rows, columns, _) = object.ty else {
            return error_expr(span);
        };
        let Some(names) = element_names(&member.name).filter(|names| names.len() <= 4) else {
            self.error(
                member.span,
                SemaError::InvalidMatrixSwizzle {
                    name: member.name.clone(),
                },
            );
            return error_expr(span);
        };
        if names
            .iter()
            .any(|name| name.zero_based != names[0].zero_based)
        {
            self.error(
                member.span,
                SemaError::InvalidMatrixSwizzle {
                    name: member.name.clone(),
                },
            );
            return error_expr(span);
        }
        let mut elements = Vec::new();
        let mut failed = false;
        for name in &names {
            let position = |digit: char, size: u32, row: bool, this: &mut Analyzer| {
                let Some(value) = digit.to_digit(10) else {
                    this.error(member.span, SemaError::MatrixSubscriptNotInteger);
                    return None;
                };
                let index = if name.zero_based {
                    (value <= 3).then_some(value)
                } else {
                    (1..=4).contains(&value).then(|| value - 1)
                };
                let Some(index) = index else {
                    this.error(
                        member.span,
                        SemaError::MatrixSubscriptOutOfFormat {
                            row,
                            zero_based: name.zero_based,
                        },
                    );
                    return None;
                };
                if index >= size {
                    this.error(member.span, SemaError::MatrixSubscriptOutOfBounds { row });
                    return None;
                }
                Some(index)
            };
            let row = position(name.row, rows, true, self);
            let column = position(name.column, columns, false, self);
            match (row, column) {
                (Some(row), Some(column)) => elements.push((row, column)),
                _ => failed = true,
            }
        }
        if failed {
            return error_expr(span);
        }
        let ty = Type::scalar_or_vector(scalar, elements.len() as u32);
        Expr::new(
            ExprKind::MatrixElements(Box::new(object), elements),
            ty,
            span,
        )
    }

    /// `m[i]`: a row (constant rows are checked against the row count).
    pub(super) fn matrix_subscript(&mut self, object: Expr, index: Expr, span: Span) -> Expr {
        let Type::Matrix(scalar, rows, columns, _) = object.ty else {
            return error_expr(span);
        };
        let index = match &index.ty {
            Type::Scalar(kind) if kind.is_integer() || *kind == ScalarKind::Bool => {
                Analyzer::convert_node(index, &Type::UINT)
            }
            other => {
                let ty = self.type_name(other);
                self.error(index.span, SemaError::SubscriptNotAnInteger { ty });
                return error_expr(span);
            }
        };
        let ty = Type::scalar_or_vector(scalar, columns);
        if let Some(ConstValue::Int(row)) = consteval::fold(&index) {
            if row < 0 || row >= i64::from(rows) {
                let ty = self.type_name(&object.ty);
                self.error(
                    index.span,
                    SemaError::MatrixRowOutOfBounds { index: row, ty },
                );
                return error_expr(span);
            }
            let elements = (0..columns).map(|column| (row as u32, column)).collect();
            return Expr::new(
                ExprKind::MatrixElements(Box::new(object), elements),
                ty,
                span,
            );
        }
        Expr::new(
            ExprKind::MatrixRow(Box::new(object), Box::new(index)),
            ty,
            span,
        )
    }

    /// The operation type of a component-wise operator with a matrix
    /// operand: both matrices of one shape (a larger one is truncated, with
    /// a warning), or a scalar (or 1x1 matrix) with a matrix.
    pub(super) fn matrix_operation_type(
        &mut self,
        left: &Expr,
        right: &Expr,
        span: Span,
    ) -> Option<Type> {
        let (a, b) = (left.ty.scalar()?, right.ty.scalar()?);
        let scalar = common_scalar(a, b);
        let shape = match (&left.ty, &right.ty) {
            (Type::Matrix(_, r, c, _), Type::Matrix(_, s, d, _)) => {
                let (rows, columns) = ((*r).min(*s), (*c).min(*d));
                if (rows, columns) == (1, 1) && (r * c > 1 && s * d > 1) {
                    None
                } else if (*r == 1 && *c == 1) || (*s == 1 && *d == 1) {
                    Some(if r * c >= s * d { (*r, *c) } else { (*s, *d) })
                } else {
                    for (ty, span) in [(&left.ty, left.span), (&right.ty, right.span)] {
                        let target =
                            Type::Matrix(scalar, rows, columns, MatrixOrientation::default());
                        if truncates(ty, &target) {
                            let ty = ty.clone();
                            self.warn_truncation(&ty, &target, span);
                        }
                    }
                    Some((rows, columns))
                }
            }
            (Type::Matrix(_, r, c, _), Type::Scalar(_))
            | (Type::Scalar(_), Type::Matrix(_, r, c, _)) => Some((*r, *c)),
            (Type::Matrix(_, r, c, _), Type::Vector(_, n))
            | (Type::Vector(_, n), Type::Matrix(_, r, c, _))
                if (*r == 1 || *c == 1) && r * c == *n =>
            {
                Some((*r, *c))
            }
            _ => None,
        };
        let Some((rows, columns)) = shape else {
            let (left, right) = (self.type_name(&left.ty), self.type_name(&right.ty));
            self.error(span, SemaError::InvalidOperands { left, right });
            return None;
        };
        Some(Type::Matrix(
            scalar,
            rows,
            columns,
            MatrixOrientation::default(),
        ))
    }

    /// `float2x2(a, b, c, d)`, `float2x2(row0, row1)`, `float2x2(m)`: the
    /// components of the arguments fill the matrix row by row.
    pub(super) fn matrix_construct(&mut self, ty: Type, args: Vec<Expr>, span: Span) -> Expr {
        let Type::Matrix(scalar, rows, columns, _) = ty else {
            return error_expr(span);
        };
        if args.len() == 1 && matches!(args[0].ty, Type::Scalar(_) | Type::Matrix(..)) {
            let arg = args.into_iter().next().unwrap_or_else(|| error_expr(span));
            return self.convert_explicit(arg, &ty, span);
        }
        let mut parts = Vec::new();
        let mut count = 0;
        for arg in args {
            let part_ty = match &arg.ty {
                Type::Scalar(_) | Type::Vector(_, 1) => Type::Scalar(scalar),
                Type::Vector(_, n) => Type::Vector(scalar, *n),
                Type::Matrix(_, r, c, o) => Type::Matrix(scalar, *r, *c, *o),
                other => {
                    let ty = self.type_name(other);
                    self.error(arg.span, SemaError::VectorConstructorArgument { ty });
                    return error_expr(span);
                }
            };
            count += part_ty.component_count(&self.structs);
            parts.push(Analyzer::convert_node(arg, &part_ty));
        }
        if count != rows * columns {
            self.error(
                span,
                SemaError::VectorConstructorCount {
                    expected: rows * columns,
                    found: count,
                },
            );
            return error_expr(span);
        }
        Expr::new(ExprKind::Construct(parts), ty, span)
    }

    /// `mul`, `transpose`, `determinant`.
    pub(super) fn matrix_intrinsic(
        &mut self,
        intrinsic: Intrinsic,
        name: &Identifier,
        arguments: &[Expression],
        span: Span,
    ) -> Expr {
        let args: Vec<Expr> = arguments.iter().map(|a| self.check_expr(a)).collect();
        if args.iter().any(|arg| arg.ty.is_error()) {
            return error_expr(span);
        }
        let (text, arity) = super::intrinsics::name_and_arity(intrinsic);
        if !self.check_intrinsic_arity(text, name.span, args.len(), arity, arity) {
            return error_expr(span);
        }
        let written: Vec<(Span, Type)> = args.iter().map(|a| (a.span, a.ty.clone())).collect();
        let not_viable = |this: &mut Analyzer, index: usize, expected: String| {
            let diagnostic = NoMatchingCall::new(CallKind::Function, text, name.span)
                .candidate(
                    Some(written[index].0),
                    Rejection::Conversion {
                        index,
                        from: this.type_name(&written[index].1),
                        to: expected,
                    },
                )
                .diagnostic();
            this.report(diagnostic);
            error_expr(span)
        };
        if let Some(index) = args.iter().position(|arg| dims(&arg.ty).is_none()) {
            return not_viable(self, index, "matrix".to_string());
        }
        match intrinsic {
            Intrinsic::Transpose => {
                let arg = args.into_iter().next().unwrap_or_else(|| error_expr(span));
                let (rows, columns) = dims(&arg.ty).unwrap_or((1, 1));
                let scalar = arg.ty.scalar().unwrap_or(ScalarKind::Float);
                let (arg, ty) = match arg.ty {
                    Type::Matrix(..) => (
                        arg,
                        Type::Matrix(scalar, columns, rows, MatrixOrientation::default()),
                    ),
                    // A scalar or vector is its own transpose in DXC.
                    _ => {
                        let ty = arg.ty.clone();
                        (arg, ty)
                    }
                };
                Expr::new(ExprKind::Intrinsic(intrinsic, vec![arg]), ty, span)
            }
            Intrinsic::Determinant => {
                let arg = args.into_iter().next().unwrap_or_else(|| error_expr(span));
                let scalar = arg.ty.scalar().unwrap_or(ScalarKind::Float);
                let square = match arg.ty {
                    Type::Matrix(_, r, c, _) if r == c => Some(r),
                    Type::Scalar(_) => Some(1),
                    _ => None,
                };
                let Some(size) = square.filter(|_| scalar.is_float()) else {
                    let expected = match square {
                        Some(n) => format!("float{n}x{n}"),
                        None => "float4x4".to_string(),
                    };
                    return not_viable(self, 0, expected);
                };
                let operand = Type::Matrix(scalar, size, size, MatrixOrientation::default());
                let arg = if size == 1 {
                    Analyzer::convert_node(arg, &Type::Scalar(scalar))
                } else {
                    Analyzer::convert_node(arg, &operand)
                };
                Expr::new(
                    ExprKind::Intrinsic(intrinsic, vec![arg]),
                    Type::Scalar(scalar),
                    span,
                )
            }
            _ => self.mul_call(args, not_viable, span),
        }
    }

    /// `mul(a, b)` with DXC's nine overloads. Vector lengths must match the
    /// matrix dimension they meet; a longer vector is truncated (warning).
    fn mul_call(
        &mut self,
        args: Vec<Expr>,
        not_viable: impl Fn(&mut Analyzer, usize, String) -> Expr,
        span: Span,
    ) -> Expr {
        let mut args = args.into_iter();
        let (Some(a), Some(b)) = (args.next(), args.next()) else {
            return error_expr(span);
        };
        let scalar = match common_scalar(
            a.ty.scalar().unwrap_or(ScalarKind::Float),
            b.ty.scalar().unwrap_or(ScalarKind::Float),
        ) {
            ScalarKind::Bool => ScalarKind::Int,
            other => other,
        };
        let vector = |n: u32| Type::scalar_or_vector(scalar, n);
        let matrix = |r: u32, c: u32| Type::Matrix(scalar, r, c, MatrixOrientation::default());
        // Operand types and the result type.
        let (a_ty, b_ty, result) = match (&a.ty, &b.ty) {
            (Type::Scalar(_), other) | (other, Type::Scalar(_)) => {
                let shaped = other.with_scalar(scalar);
                let shaped = match shaped {
                    Type::Matrix(_, r, c, _) => matrix(r, c),
                    other => other,
                };
                let a_ty = if matches!(a.ty, Type::Scalar(_)) {
                    Type::Scalar(scalar)
                } else {
                    shaped.clone()
                };
                let b_ty = if matches!(b.ty, Type::Scalar(_)) {
                    Type::Scalar(scalar)
                } else {
                    shaped.clone()
                };
                (a_ty, b_ty, shaped)
            }
            (Type::Vector(_, n), Type::Vector(_, m)) => {
                let size = (*n).min(*m);
                (vector(size), vector(size), Type::Scalar(scalar))
            }
            (Type::Vector(_, n), Type::Matrix(_, r, c, _)) => {
                if n < r {
                    return not_viable(self, 0, self.type_name(&vector(*r)));
                }
                (vector(*r), matrix(*r, *c), vector(*c))
            }
            (Type::Matrix(_, r, c, _), Type::Vector(_, n)) => {
                if n < c {
                    return not_viable(self, 1, self.type_name(&vector(*c)));
                }
                (matrix(*r, *c), vector(*c), vector(*r))
            }
            (Type::Matrix(_, r, k, _), Type::Matrix(_, l, c, _)) => {
                if k != l {
                    return not_viable(self, 1, self.type_name(&matrix(*k, *c)));
                }
                (matrix(*r, *k), matrix(*l, *c), matrix(*r, *c))
            }
            _ => return not_viable(self, 0, "float".to_string()),
        };
        let a = self.mul_operand(a, &a_ty);
        let b = self.mul_operand(b, &b_ty);
        let result = match result {
            Type::Vector(kind, 1) => Type::Scalar(kind),
            other => other,
        };
        Expr::new(
            ExprKind::Intrinsic(Intrinsic::Mul, vec![a, b]),
            result,
            span,
        )
    }

    /// A `mul` operand converted to its parameter type, warning when a
    /// vector is truncated.
    fn mul_operand(&mut self, arg: Expr, to: &Type) -> Expr {
        if let (Type::Vector(_, n), Some(m)) = (&arg.ty, to.vector_size()) {
            if m < *n {
                let from = arg.ty.clone();
                self.warn_truncation(&from, to, arg.span);
            }
        }
        Analyzer::convert_node(arg, to)
    }
}
