//! `enum` and `enum class`: the enum type is its underlying integer type
//! (`int` unless written; DXC's rule), each enumerator a constant of it —
//! the previous value plus one unless given. Enumerators are named
//! `E::A` (both kinds) and, for an unscoped enum, also `A` in the enclosing
//! scope.
//!
//! It does not keep the enum a distinct type: an `enum class` value converts
//! implicitly like its underlying type (DXC requires a cast).

use crate::ast::{self, Identifier};
use crate::types::{ScalarKind, Type};

use super::conversions::ConversionContext;
use super::hir::ConstValue;
use super::messages::SemaError;
use super::scope::GlobalSymbol;
use super::Analyzer;

impl Analyzer<'_> {
    pub fn enum_declaration(&mut self, declaration: &ast::EnumDeclaration) {
        let underlying = match &declaration.underlying {
            Some(spec) => {
                let ty = self.resolve_type(spec);
                match ty {
                    Type::Scalar(kind) if kind.is_integer() => ty,
                    Type::Error => Type::INT,
                    other => {
                        let ty = self.type_name(&other);
                        self.error(spec.span, SemaError::InvalidEnumUnderlyingType { ty });
                        Type::INT
                    }
                }
            }
            None => Type::INT,
        };
        let kind = underlying.scalar().unwrap_or(ScalarKind::Int);
        self.define(&declaration.name, GlobalSymbol::Typedef(underlying.clone()));
        let mut next: i64 = 0;
        for enumerator in &declaration.enumerators {
            // Earlier enumerators are visible by their bare name inside the
            // enum (also a scoped one's).
            self.scope_path.push(declaration.name.name.clone());
            let value = enumerator
                .value
                .as_ref()
                .map(|value| self.enumerator_value(value, &underlying));
            self.scope_path.pop();
            let value = match value {
                Some(Some(value)) => value,
                Some(None) => next,
                None => next,
            };
            let value = wrap_to(value, kind);
            next = value.wrapping_add(1);
            let constant = GlobalSymbol::Constant(ConstValue::Int(value), underlying.clone());
            let qualified = Identifier {
                name: format!("{}::{}", declaration.name.name, enumerator.name.name),
                span: enumerator.name.span,
            };
            self.define(&qualified, constant.clone());
            if !declaration.scoped {
                self.define(&enumerator.name, constant);
            }
        }
    }

    /// The value of `= expr`, converted to the underlying type; `None` when
    /// it is not constant (reported).
    fn enumerator_value(&mut self, value: &ast::Expression, underlying: &Type) -> Option<i64> {
        let expr = self.check_expr(value);
        if expr.ty.is_error() {
            return None;
        }
        if !expr.ty.scalar().is_some_and(ScalarKind::is_integer)
            && expr.ty.scalar() != Some(ScalarKind::Bool)
        {
            self.error(value.span, SemaError::EnumeratorNotConstant);
            return None;
        }
        let expr = self.convert_implicit(expr, underlying, ConversionContext::Initialize);
        match super::consteval::fold(&expr).and_then(|value| value.as_i64()) {
            Some(value) => Some(value),
            None => {
                self.error(value.span, SemaError::EnumeratorNotConstant);
                None
            }
        }
    }
}

/// `value` as the integer type `kind` holds it (two's complement).
fn wrap_to(value: i64, kind: ScalarKind) -> i64 {
    match kind {
        ScalarKind::Int16 => i64::from(value as i16),
        ScalarKind::Uint16 => i64::from(value as u16),
        ScalarKind::Int => i64::from(value as i32),
        ScalarKind::Uint => i64::from(value as u32),
        _ => value,
    }
}
