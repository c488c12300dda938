//! `static` local variables: each is a private global (`function.name`),
//! initialised once. A constant initialiser goes into the global's
//! initializer; any other one is run the first time control reaches the
//! declaration, behind a private `bool` guard (C++'s rule, which DXC keeps:
//! "initialised once" per invocation, since statics are per invocation).
//!
//! A `static` global with a non-constant initialiser is assigned at the start
//! of the entry point (DXC's rule: its global constructor is inlined there).
//!
//! It does not check how the static is used afterwards: that is ordinary
//! expression analysis of an [`ExprKind::Static`].

use crate::ast::{self, Qualifier};
use crate::types::Type;

use super::consteval;
use super::hir::{Block, ConstValue, Expr, ExprKind, StaticGlobal, Stmt, UnaryOp};
use super::messages::SemaError;
use super::Analyzer;

impl Analyzer<'_> {
    /// `static T x = init, y;` inside a function body.
    pub fn static_local_declaration(
        &mut self,
        declaration: &ast::VariableDeclaration,
    ) -> Vec<Stmt> {
        let constant = declaration
            .qualifiers
            .iter()
            .any(|(qualifier, _)| *qualifier == Qualifier::Const);
        let base = self.resolve_type(&declaration.ty);
        let mut statements = Vec::new();
        for declarator in &declaration.declarators {
            let ty = self.apply_array_dimensions(
                base.clone(),
                &declarator.array_dimensions,
                declarator.span,
            );
            if ty == Type::Void {
                self.error(declarator.name.span, SemaError::VoidVariable);
                continue;
            }
            let Some(function) = &self.function else {
                self.error(declarator.name.span, SemaError::StaticLocalOutsideFunction);
                continue;
            };
            if function.declared_in_current_scope(&declarator.name.name) {
                let name = declarator.name.name.clone();
                self.error(declarator.name.span, SemaError::Redefinition { name });
                continue;
            }
            if ty.holds_resources(&self.structs) && !ty.is_error() {
                let ty = self.type_name(&ty);
                self.error(declarator.name.span, SemaError::GlobalHoldsResources { ty });
                continue;
            }
            let function_name = self.signatures[function.id].name.clone();
            let init = declarator
                .initializer
                .as_ref()
                .map(|initializer| self.initializer(initializer, &ty));
            if constant && init.is_none() {
                let ty = self.type_name(&ty);
                self.error(
                    declarator.name.span,
                    SemaError::ConstWithoutInitializer { ty },
                );
                continue;
            }
            let folded = init.as_ref().and_then(consteval::fold);
            let id = self.statics.len();
            self.statics.push(StaticGlobal {
                name: format!("{function_name}.{}", declarator.name.name),
                ty: ty.clone(),
                initializer: folded.clone(),
                constant: constant && folded.is_some(),
                groupshared: false,
            });
            if let Some(function) = &mut self.function {
                function.declare_static(&declarator.name.name, id);
            }
            match (init, folded) {
                (Some(init), None) if !init.ty.is_error() => {
                    statements.push(self.initialise_once(id, ty, init));
                }
                _ => {}
            }
        }
        statements
    }

    /// Static global `id` gets `init` when the entry point starts.
    pub(super) fn initialise_at_entry(&mut self, id: usize, init: Expr) {
        let span = init.span;
        let ty = self.statics[id].ty.clone();
        let store = Expr::new(
            ExprKind::Assign(
                Box::new(Expr::new(ExprKind::Static(id), ty.clone(), span)),
                Box::new(init),
            ),
            ty,
            span,
        );
        self.entry_prologue.push(Stmt::Expr(store));
    }

    /// Puts the static initialisers at the start of the entry's body.
    pub(super) fn prepend_entry_prologue(&mut self, entry: usize) {
        if self.entry_prologue.is_empty() {
            return;
        }
        if let Some(Some(function)) = self.bodies.get_mut(entry) {
            // Every entry of a library runs the initialisers.
            let mut statements = self.entry_prologue.clone();
            statements.append(&mut function.body.statements);
            function.body.statements = statements;
        }
    }

    /// `if (!guard) { guard = true; static = init; }` with a new private
    /// `bool` guard (false until the first run).
    fn initialise_once(&mut self, id: usize, ty: Type, init: Expr) -> Stmt {
        let span = init.span;
        let guard = self.statics.len();
        let name = format!("{}.guard", self.statics[id].name);
        self.statics.push(StaticGlobal {
            name,
            ty: Type::BOOL,
            initializer: Some(ConstValue::Bool(false)),
            constant: false,
            groupshared: false,
        });
        let guard_place = || Expr::new(ExprKind::Static(guard), Type::BOOL, span);
        let condition = Expr::new(
            ExprKind::Unary(UnaryOp::LogicalNot, Box::new(guard_place())),
            Type::BOOL,
            span,
        );
        let set_guard = Expr::new(
            ExprKind::Assign(
                Box::new(guard_place()),
                Box::new(Expr::new(
                    ExprKind::Const(ConstValue::Bool(true)),
                    Type::BOOL,
                    span,
                )),
            ),
            Type::BOOL,
            span,
        );
        let store = Expr::new(
            ExprKind::Assign(
                Box::new(Expr::new(ExprKind::Static(id), ty.clone(), span)),
                Box::new(init),
            ),
            ty,
            span,
        );
        Stmt::If {
            condition,
            then_branch: Box::new(Stmt::Block(Block {
                statements: vec![Stmt::Expr(set_guard), Stmt::Expr(store)],
            })),
            else_branch: None,
        }
    }
}
