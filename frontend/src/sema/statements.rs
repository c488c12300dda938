//! Statements and local declarations (several declarators, initializers and
//! initializer lists), control flow and its placement rules.

use crate::ast::{
    self, Expression, ExpressionKind, Initializer, Qualifier, Statement, StatementKind,
};
use crate::span::Span;
use crate::types::Type;

use super::consteval;
use super::conversions::ConversionContext;
use super::expressions::error_expr;
use super::hir::{Block, ConstValue, Expr, ExprKind, LoopKind, Stmt, SwitchCase};
use super::messages::SemaError;
use super::Analyzer;

/// One scalar (or resource) leaf of an initializer list.
enum Leaf {
    Expr(Expr),
}

impl Analyzer<'_> {
    pub fn check_block(&mut self, block: &ast::Block) -> Block {
        if let Some(function) = &mut self.function {
            function.push_scope();
        }
        let statements = block
            .statements
            .iter()
            .filter_map(|statement| self.check_statement(statement))
            .collect();
        if let Some(function) = &mut self.function {
            function.pop_scope();
        }
        Block { statements }
    }

    fn scoped_statement(&mut self, statement: &Statement) -> Stmt {
        if let Some(function) = &mut self.function {
            function.push_scope();
        }
        let result = self
            .check_statement(statement)
            .unwrap_or(Stmt::Block(Block::default()));
        if let Some(function) = &mut self.function {
            function.pop_scope();
        }
        result
    }

    fn with_depth<T>(&mut self, is_loop: bool, body: impl FnOnce(&mut Self) -> T) -> T {
        if let Some(function) = &mut self.function {
            if is_loop {
                function.loop_depth += 1;
            } else {
                function.switch_depth += 1;
            }
        }
        let result = body(self);
        if let Some(function) = &mut self.function {
            if is_loop {
                function.loop_depth -= 1;
            } else {
                function.switch_depth -= 1;
            }
        }
        result
    }

    pub fn check_statement(&mut self, statement: &Statement) -> Option<Stmt> {
        let hint = if statement.attributes.is_empty() {
            None
        } else {
            self.statement_attributes(statement)
        };
        let checked = self.check_unattributed_statement(statement)?;
        Some(match hint {
            Some(hint) => Stmt::Hinted {
                hint,
                statement: Box::new(checked),
            },
            None => checked,
        })
    }

    fn check_unattributed_statement(&mut self, statement: &Statement) -> Option<Stmt> {
        let span = statement.span;
        Some(match &statement.kind {
            StatementKind::Declaration(declaration) => {
                let mut statements = self.local_declaration(declaration);
                if statements.len() == 1 {
                    statements.remove(0)
                } else {
                    // Several declarators stay in the enclosing scope: a block
                    // would end their scope, so they go inline.
                    Stmt::Block(Block { statements })
                }
            }
            StatementKind::Expression(expression) => Stmt::Expr(self.check_expr(expression)),
            StatementKind::Block(block) => Stmt::Block(self.check_block(block)),
            StatementKind::If {
                condition,
                then_branch,
                else_branch,
            } => {
                let condition = self.check_expr(condition);
                let condition = self.condition(condition);
                let then_branch = Box::new(self.scoped_statement(then_branch));
                let else_branch = else_branch
                    .as_ref()
                    .map(|branch| Box::new(self.scoped_statement(branch)));
                Stmt::If {
                    condition,
                    then_branch,
                    else_branch,
                }
            }
            StatementKind::For {
                initializer,
                condition,
                step,
                body,
            } => {
                if let Some(function) = &mut self.function {
                    function.push_scope();
                }
                let init = initializer
                    .as_ref()
                    .and_then(|init| self.check_statement(init))
                    .map(Box::new);
                let condition = condition.as_ref().map(|condition| {
                    let condition = self.check_expr(condition);
                    self.condition(condition)
                });
                let step = step.as_ref().map(|step| self.check_expr(step));
                let body = Box::new(self.with_depth(true, |this| this.scoped_statement(body)));
                if let Some(function) = &mut self.function {
                    function.pop_scope();
                }
                Stmt::Loop {
                    kind: LoopKind::TestFirst,
                    init,
                    condition,
                    step,
                    body,
                }
            }
            StatementKind::While { condition, body } => {
                let condition = self.check_expr(condition);
                let condition = Some(self.condition(condition));
                let body = Box::new(self.with_depth(true, |this| this.scoped_statement(body)));
                Stmt::Loop {
                    kind: LoopKind::TestFirst,
                    init: None,
                    condition,
                    step: None,
                    body,
                }
            }
            StatementKind::DoWhile { body, condition } => {
                let body = Box::new(self.with_depth(true, |this| this.scoped_statement(body)));
                let condition = self.check_expr(condition);
                let condition = Some(self.condition(condition));
                Stmt::Loop {
                    kind: LoopKind::TestLast,
                    init: None,
                    condition,
                    step: None,
                    body,
                }
            }
            StatementKind::Switch { selector, cases } => self.switch(selector, cases),
            StatementKind::Break => {
                let allowed = self
                    .function
                    .as_ref()
                    .is_some_and(|f| f.loop_depth + f.switch_depth > 0);
                if !allowed {
                    self.error(span, SemaError::BreakOutsideLoop);
                }
                Stmt::Break
            }
            StatementKind::Continue => {
                let allowed = self.function.as_ref().is_some_and(|f| f.loop_depth > 0);
                if !allowed {
                    self.error(span, SemaError::ContinueOutsideLoop);
                }
                Stmt::Continue
            }
            StatementKind::Return(value) => self.return_statement(value.as_ref(), span),
            StatementKind::Discard => {
                self.error(span, SemaError::Discard);
                return None;
            }
            StatementKind::Empty | StatementKind::Error => return None,
        })
    }

    fn return_statement(&mut self, value: Option<&Expression>, span: Span) -> Stmt {
        let Some(function) = &self.function else {
            return Stmt::Return(None);
        };
        let return_type = function.return_type.clone();
        let name = self.signatures[function.id].name.clone();
        match (value, &return_type) {
            (None, Type::Void) => Stmt::Return(None),
            (None, _) => {
                self.error(span, SemaError::MissingReturnValue { function: name });
                Stmt::Return(None)
            }
            (Some(value), Type::Void) => {
                let value = self.check_expr(value);
                if !value.ty.is_error() && value.ty != Type::Void {
                    self.error(span, SemaError::UnexpectedReturnValue { function: name });
                }
                Stmt::Expr(value)
            }
            (Some(value), ty) => {
                let value = self.check_expr(value);
                let value = self.convert_implicit(value, ty, ConversionContext::Return);
                Stmt::Return(Some(value))
            }
        }
    }

    fn switch(&mut self, selector: &Expression, cases: &[ast::SwitchCase]) -> Stmt {
        let selector = self.check_expr(selector);
        let selector = match &selector.ty {
            Type::Scalar(kind) if kind.is_integer() || *kind == crate::types::ScalarKind::Bool => {
                let ty = if kind.is_signed_integer() || *kind == crate::types::ScalarKind::Bool {
                    Type::INT
                } else {
                    Type::UINT
                };
                Analyzer::convert_node(selector, &ty)
            }
            Type::Error => selector,
            other => {
                let ty = self.type_name(other);
                self.error(selector.span, SemaError::IntegerSelectorRequired { ty });
                error_expr(selector.span)
            }
        };
        let mut seen: Vec<i64> = Vec::new();
        let mut has_default = false;
        let mut checked = Vec::new();
        self.with_depth(false, |this| {
            if let Some(function) = &mut this.function {
                function.push_scope();
            }
            for case in cases {
                let mut values = Vec::new();
                let mut is_default = false;
                for label in &case.labels {
                    match label {
                        None => {
                            if has_default {
                                this.error(case.span, SemaError::MultipleDefaultLabels);
                            }
                            has_default = true;
                            is_default = true;
                        }
                        Some(label) => {
                            if let Some(value) = this.constant_integer(label) {
                                let value = consteval::wrap(
                                    value,
                                    selector
                                        .ty
                                        .scalar()
                                        .unwrap_or(crate::types::ScalarKind::Int),
                                );
                                if seen.contains(&value) {
                                    this.error(label.span, SemaError::DuplicateCaseValue { value });
                                }
                                seen.push(value);
                                values.push(value);
                            }
                        }
                    }
                }
                let body = case
                    .statements
                    .iter()
                    .filter_map(|statement| this.check_statement(statement))
                    .collect();
                checked.push(SwitchCase {
                    values,
                    is_default,
                    body,
                });
            }
            if let Some(function) = &mut this.function {
                function.pop_scope();
            }
        });
        Stmt::Switch {
            selector,
            cases: checked,
        }
    }

    /// A local declaration: one statement per declarator.
    fn local_declaration(&mut self, declaration: &ast::VariableDeclaration) -> Vec<Stmt> {
        for (qualifier, span) in &declaration.qualifiers {
            match qualifier {
                Qualifier::Static => return self.static_local_declaration(declaration),
                Qualifier::Groupshared => {
                    self.error(*span, SemaError::LocalGroupshared);
                    return Vec::new();
                }
                _ => {}
            }
        }
        let base = self.resolve_type(&declaration.ty);
        let base = super::matrices::oriented(base, &declaration.qualifiers);
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
            let init = declarator
                .initializer
                .as_ref()
                .map(|initializer| self.initializer(initializer, &ty));
            if ty.is_resource() && init.is_none() && !ty.is_error() {
                self.error(declarator.name.span, SemaError::UninitializedLocalResource);
            }
            let Some(function) = &mut self.function else {
                continue;
            };
            if function.declared_in_current_scope(&declarator.name.name) {
                let name = declarator.name.name.clone();
                self.error(declarator.name.span, SemaError::Redefinition { name });
                continue;
            }
            let local = function.declare_local(&declarator.name.name, ty);
            if declaration
                .qualifiers
                .iter()
                .any(|(qualifier, _)| *qualifier == Qualifier::Const)
            {
                function.const_locals.insert(local, declarator.name.span);
            }
            statements.push(Stmt::Local { local, init });
        }
        statements
    }

    /// An initializer converted to `ty` (expressions and `{ … }` lists).
    pub fn initializer(&mut self, initializer: &Initializer, ty: &Type) -> Expr {
        match initializer {
            Initializer::Expression(Expression {
                kind: ExpressionKind::InitializerList(items),
                span,
            }) => {
                let items: Vec<Initializer> =
                    items.iter().cloned().map(Initializer::Expression).collect();
                self.initializer_list(&items, ty, *span)
            }
            Initializer::Expression(expression) => {
                let value = self.check_expr(expression);
                self.convert_implicit(value, ty, ConversionContext::Initialize)
            }
            Initializer::List(items, span) => self.initializer_list(items, ty, *span),
        }
    }

    /// Flattens the list's expressions to scalar leaves.
    fn flatten(&mut self, items: &[Initializer], leaves: &mut Vec<Leaf>) -> bool {
        for item in items {
            match item {
                Initializer::List(inner, _) => {
                    if !self.flatten(inner, leaves) {
                        return false;
                    }
                }
                Initializer::Expression(Expression {
                    kind: ExpressionKind::InitializerList(inner),
                    ..
                }) => {
                    let inner: Vec<Initializer> =
                        inner.iter().cloned().map(Initializer::Expression).collect();
                    if !self.flatten(&inner, leaves) {
                        return false;
                    }
                }
                Initializer::Expression(expression) => {
                    let value = self.check_expr(expression);
                    if value.ty.is_error() {
                        return false;
                    }
                    self.split_leaves(value, leaves);
                }
            }
        }
        true
    }

    fn split_leaves(&self, value: Expr, leaves: &mut Vec<Leaf>) {
        let span = value.span;
        match value.ty.clone() {
            Type::Vector(scalar, n) => {
                for index in 0..n {
                    leaves.push(Leaf::Expr(Expr::new(
                        ExprKind::Swizzle(Box::new(value.clone()), vec![index]),
                        Type::Scalar(scalar),
                        span,
                    )));
                }
            }
            Type::Matrix(scalar, rows, columns, _) => {
                for row in 0..rows {
                    for column in 0..columns {
                        leaves.push(Leaf::Expr(Expr::new(
                            ExprKind::MatrixElements(Box::new(value.clone()), vec![(row, column)]),
                            Type::Scalar(scalar),
                            span,
                        )));
                    }
                }
            }
            Type::Array(element, n) => {
                for index in 0..n {
                    let element_expr = Expr::new(
                        ExprKind::Index(
                            Box::new(value.clone()),
                            Box::new(Expr::new(
                                ExprKind::Const(ConstValue::Int(i64::from(index))),
                                Type::UINT,
                                span,
                            )),
                        ),
                        (*element).clone(),
                        span,
                    );
                    self.split_leaves(element_expr, leaves);
                }
            }
            Type::Struct(id) => {
                let fields: Vec<Type> = self
                    .structs
                    .get(id)
                    .fields
                    .iter()
                    .map(|f| f.ty.clone())
                    .collect();
                for (index, field) in fields.into_iter().enumerate() {
                    let field_expr =
                        Expr::new(ExprKind::Field(Box::new(value.clone()), index), field, span);
                    self.split_leaves(field_expr, leaves);
                }
            }
            _ => leaves.push(Leaf::Expr(value)),
        }
    }

    /// Rebuilds `ty` from leaves (already counted).
    fn build_from_leaves(
        &mut self,
        ty: &Type,
        leaves: &mut std::vec::IntoIter<Leaf>,
        span: Span,
    ) -> Expr {
        match ty {
            Type::Vector(scalar, n) => {
                let parts = (0..*n)
                    .map(|_| self.build_from_leaves(&Type::Scalar(*scalar), leaves, span))
                    .collect();
                Expr::new(ExprKind::Construct(parts), ty.clone(), span)
            }
            Type::Matrix(scalar, rows, columns, _) => {
                let parts = (0..rows * columns)
                    .map(|_| self.build_from_leaves(&Type::Scalar(*scalar), leaves, span))
                    .collect();
                Expr::new(ExprKind::Construct(parts), ty.clone(), span)
            }
            Type::Array(element, n) => {
                let parts = (0..*n)
                    .map(|_| self.build_from_leaves(element, leaves, span))
                    .collect();
                Expr::new(ExprKind::Aggregate(parts), ty.clone(), span)
            }
            Type::Struct(id) => {
                let fields: Vec<Type> = self
                    .structs
                    .get(*id)
                    .fields
                    .iter()
                    .map(|f| f.ty.clone())
                    .collect();
                let parts = fields
                    .iter()
                    .map(|field| self.build_from_leaves(field, leaves, span))
                    .collect();
                Expr::new(ExprKind::Aggregate(parts), ty.clone(), span)
            }
            _ => match leaves.next() {
                Some(Leaf::Expr(value)) => {
                    self.convert_implicit(value, ty, ConversionContext::Initialize)
                }
                None => error_expr(span),
            },
        }
    }

    fn initializer_list(&mut self, items: &[Initializer], ty: &Type, span: Span) -> Expr {
        if ty.is_error() {
            return error_expr(span);
        }
        let mut leaves = Vec::new();
        if !self.flatten(items, &mut leaves) {
            return error_expr(span);
        }
        let expected = ty.component_count(&self.structs) as usize;
        if leaves.len() != expected {
            let ty = self.type_name(ty);
            self.error(
                span,
                SemaError::InitializerCount {
                    ty,
                    expected,
                    found: leaves.len(),
                },
            );
            return error_expr(span);
        }
        if let Type::Scalar(_) = ty {
            let mut leaves = leaves.into_iter();
            return self.build_from_leaves(ty, &mut leaves, span);
        }
        let mut leaves = leaves.into_iter();
        self.build_from_leaves(ty, &mut leaves, span)
    }
}
