//! Writes to variables declared `const` — `const` locals and parameters,
//! `static const` globals — reported as clang does: "cannot assign to
//! variable 'c' with const-qualified type 'const int'" with the note
//! "variable 'c' declared const here" at the declaration. A write through a
//! member, element or swizzle of such a variable is a write to it.
//!
//! This module only recognises const variables; every other rule of what may
//! be assigned (rvalues, duplicate swizzle components, read-only resources)
//! stays in `expressions`.

use crate::ast::{Expression, ExpressionKind};
use crate::diagnostics::Diagnostic;
use crate::span::Span;
use crate::types::Type;

use super::hir::{Expr, ExprKind};
use super::messages::{SemaError, SemaNote};
use super::scope::GlobalSymbol;
use super::Analyzer;

impl Analyzer<'_> {
    /// The error for assigning to `target` when its variable is const:
    /// found from the typed target (locals, parameters, `static const`
    /// aggregates) or, for a `static const` scalar or vector that is folded
    /// at every use, from the target as written.
    pub fn const_variable_write(
        &self,
        target: &Expr,
        written: Option<&Expression>,
    ) -> Option<Diagnostic> {
        let (name, ty, declared) = match &root_of(target).kind {
            ExprKind::Local(id) => {
                let function = self.function.as_ref()?;
                let declared = *function.const_locals.get(id)?;
                if function.this.is_some_and(|(_, this)| this == *id) {
                    // `this` of a `const` member function.
                    let method = self.signatures[function.id].declaration.name.name.clone();
                    return Some(Diagnostic::error(
                        target.span,
                        SemaError::AssignInConstMethod { method },
                    ));
                }
                let local = &function.locals[*id];
                (local.name.clone(), local.ty.clone(), Some(declared))
            }
            ExprKind::Static(id) => {
                let global = &self.statics[*id];
                if !global.constant {
                    return None;
                }
                let declared = self.globals.span_of(&global.name);
                (global.name.clone(), global.ty.clone(), declared)
            }
            ExprKind::Const(_) => {
                let identifier = written_root(written?)?;
                let name = identifier.0;
                let local = self
                    .function
                    .as_ref()
                    .is_some_and(|function| function.lookup(name).is_some());
                if local {
                    return None;
                }
                let Some(GlobalSymbol::Constant(_, ty)) = self.lookup_global(name) else {
                    return None;
                };
                let declared = self
                    .lookup_qualified_name(name)
                    .and_then(|qualified| self.globals.span_of(&qualified));
                (name.to_string(), ty.clone(), declared)
            }
            _ => return None,
        };
        Some(self.const_write_error(target.span, &name, &ty, declared))
    }

    fn const_write_error(
        &self,
        span: Span,
        name: &str,
        ty: &Type,
        declared: Option<Span>,
    ) -> Diagnostic {
        let type_name = self.type_name(ty);
        let error = Diagnostic::error(
            span,
            SemaError::ConstAssignment {
                name: name.to_string(),
                ty: type_name,
            },
        );
        match declared {
            Some(declared) => error.with_note(
                Some(declared),
                SemaNote::DeclaredConst {
                    name: name.to_string(),
                },
            ),
            None => error,
        }
    }
}

/// The variable a typed place is part of (`s.a[2].x` → `s`).
fn root_of(target: &Expr) -> &Expr {
    match &target.kind {
        ExprKind::Field(base, _) | ExprKind::Index(base, _) | ExprKind::Swizzle(base, _) => {
            root_of(base)
        }
        _ => target,
    }
}

/// The name a written place starts from (`G.x` → `G`), with its span.
fn written_root(written: &Expression) -> Option<(&str, Span)> {
    match &written.kind {
        ExpressionKind::Identifier(identifier) => Some((&identifier.name, identifier.span)),
        ExpressionKind::Member { object, .. } | ExpressionKind::Index { object, .. } => {
            written_root(object)
        }
        _ => None,
    }
}
