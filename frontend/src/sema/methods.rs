//! Structs with more than fields: member functions (`this` is an implicit
//! parameter 0 — `inout` as DXC passes it, `in` for a `const` method),
//! static member functions and data (`S::f`, `S::N`), nested types, single
//! inheritance (the base's fields come first and its methods are analysed
//! again as the derived struct's, which is what DXC's layout and lookup
//! amount to without virtual functions), and overloaded operators (HLSL
//! 2021: member `operator+` etc.).
//!
//! Names inside a struct are qualified by it (`S::Get`); calls go through
//! the ordinary overload resolution (`calls`) with the object as argument 0.
//! It does not lower anything: a method call is an ordinary
//! [`ExprKind::Call`].

use std::collections::HashMap;

use crate::ast::{self, BinaryOperator, Identifier};
use crate::span::Span;
use crate::types::{Field, StructDef, StructId, Type};

use super::expressions::error_expr;
use super::hir::{Expr, ExprKind, FunctionId, ParamMode};
use super::messages::SemaError;
use super::scope::GlobalSymbol;
use super::Analyzer;

/// The member functions of each struct as written (a derived struct
/// analyses its base's again).
#[derive(Clone, Debug, Default)]
pub struct MethodTable {
    written: HashMap<StructId, Vec<ast::MethodDeclaration>>,
    /// Qualified struct name → its base's qualified name.
    pub bases: HashMap<String, String>,
    /// Structs whose fields are being analysed (incomplete types).
    incomplete: Vec<StructId>,
}

impl Analyzer<'_> {
    /// `struct S : B { fields; methods; nested declarations }`.
    pub(super) fn struct_declaration(&mut self, declaration: &ast::StructDeclaration) -> StructId {
        let id = self.structs.add(StructDef {
            name: self.qualified(&declaration.name.name),
            fields: Vec::new(),
            span: declaration.span,
        });
        // Known before its members, so methods may name the struct.
        self.define(&declaration.name, GlobalSymbol::Struct(id));
        self.scope_path.push(declaration.name.name.clone());
        // Incomplete until its fields are known: no field (also of a nested
        // struct) may hold it.
        self.methods.incomplete.push(id);
        for member in &declaration.members {
            self.declaration(member);
        }
        let mut fields: Vec<Field> = Vec::new();
        let mut methods: Vec<ast::MethodDeclaration> = Vec::new();
        if let Some(base) = &declaration.base {
            match self.resolve_type(base) {
                Type::Struct(base_id) => {
                    let base_name = self.structs.get(base_id).name.clone();
                    let own_name = self.structs.get(id).name.clone();
                    self.methods.bases.insert(own_name, base_name);
                    fields.extend(self.structs.get(base_id).fields.iter().cloned());
                    let own: Vec<&str> = declaration
                        .methods
                        .iter()
                        .map(|method| method.function.name.name.as_str())
                        .collect();
                    if let Some(inherited) = self.methods.written.get(&base_id) {
                        methods.extend(
                            inherited
                                .iter()
                                .filter(|method| !own.contains(&method.function.name.name.as_str()))
                                .cloned(),
                        );
                    }
                }
                Type::Error => {}
                _ => self.error(base.span, SemaError::BaseNotStruct),
            }
        }
        self.struct_fields(declaration, &mut fields);
        self.methods.incomplete.pop();
        self.structs.get_mut(id).fields = fields;
        methods.extend(declaration.methods.iter().cloned());
        self.methods.written.insert(id, methods.clone());
        // Every prototype first: a method may call one written after it.
        for method in &methods {
            let mut prototype = method.function.clone();
            prototype.body = None;
            self.method_declaration(id, method, &prototype);
        }
        for method in &methods {
            if method.function.body.is_some() {
                self.method_declaration(id, method, &method.function);
            }
        }
        self.scope_path.pop();
        id
    }

    fn method_declaration(
        &mut self,
        id: StructId,
        method: &ast::MethodDeclaration,
        function: &ast::FunctionDeclaration,
    ) {
        if method.is_static {
            self.function_declaration(function);
        } else {
            self.function_declaration_in(function, Some((id, method.is_const)));
        }
    }

    /// The fields as written, after `fields` (the base's).
    fn struct_fields(&mut self, declaration: &ast::StructDeclaration, fields: &mut Vec<Field>) {
        for field in &declaration.fields {
            let base = self.resolve_type(&field.ty);
            let base = super::matrices::oriented(base, &field.qualifiers);
            for declarator in &field.declarators {
                let ty = self.apply_array_dimensions(
                    base.clone(),
                    &declarator.array_dimensions,
                    declarator.span,
                );
                if let Some(incomplete) = self.incomplete_struct_in(&ty) {
                    let ty = self.type_name(&Type::Struct(incomplete));
                    self.error(declarator.name.span, SemaError::IncompleteField { ty });
                    continue;
                }
                if fields.iter().any(|f| f.name == declarator.name.name) {
                    self.error(
                        declarator.name.span,
                        SemaError::DuplicateMember {
                            name: declarator.name.name.clone(),
                        },
                    );
                    continue;
                }
                let semantic =
                    declarator
                        .annotations
                        .iter()
                        .find_map(|annotation| match annotation {
                            ast::Annotation::Semantic(semantic) => Some(semantic.name.name.clone()),
                            _ => None,
                        });
                fields.push(Field {
                    name: declarator.name.name.clone(),
                    ty,
                    semantic,
                    span: declarator.span,
                });
            }
        }
    }

    /// `float S::f(…) { … }`: the body of a member function declared in
    /// `S` (matched by name and parameter count, as written).
    pub(super) fn out_of_line_method(&mut self, declaration: &ast::FunctionDeclaration) {
        let written = &declaration.name;
        let Some((owner, member)) = written.name.rsplit_once("::") else {
            return;
        };
        let structure = match self.lookup_global(owner) {
            Some(GlobalSymbol::Struct(structure)) => structure,
            _ => {
                self.error(
                    written.span,
                    SemaError::UndeclaredIdentifier {
                        name: owner.to_string(),
                    },
                );
                return;
            }
        };
        let parameters = declaration.parameters.len();
        let position = self.methods.written.get(&structure).and_then(|methods| {
            methods.iter().position(|method| {
                method.function.name.name == member
                    && method.function.parameters.len() == parameters
            })
        });
        let Some(position) = position else {
            let ty = self.structs.get(structure).name.clone();
            self.error(
                written.span,
                SemaError::OutOfLineDefinitionMismatch {
                    name: member.to_string(),
                    ty,
                },
            );
            return;
        };
        let mut function = declaration.clone();
        function.name = Identifier {
            name: member.to_string(),
            span: written.span,
        };
        let Some(methods) = self.methods.written.get_mut(&structure) else {
            return;
        };
        // Derived structs declared later inherit the body too.
        methods[position].function = function.clone();
        let method = methods[position].clone();
        let struct_path: Vec<String> = self
            .structs
            .get(structure)
            .name
            .split("::")
            .map(str::to_string)
            .collect();
        let scope_path = std::mem::replace(&mut self.scope_path, struct_path);
        self.method_declaration(structure, &method, &function);
        self.scope_path = scope_path;
    }

    /// A struct still being defined that `ty` (or its array element) is.
    fn incomplete_struct_in(&self, ty: &Type) -> Option<StructId> {
        match ty {
            Type::Struct(id) if self.methods.incomplete.contains(id) => Some(*id),
            Type::Array(element, _) => self.incomplete_struct_in(element),
            _ => None,
        }
    }

    /// Inside a member function: `this`, or a field of `this` by its bare
    /// name.
    pub(super) fn implicit_member(&mut self, name: &str, span: Span) -> Option<Expr> {
        let (structure, local) = self.function.as_ref()?.this?;
        let this = Expr::new(ExprKind::Local(local), Type::Struct(structure), span);
        if name == "this" {
            return Some(this);
        }
        let index = self.structs.get(structure).field_index(name)?;
        let ty = self.structs.get(structure).fields[index].ty.clone();
        Some(Expr::new(ExprKind::Field(Box::new(this), index), ty, span))
    }

    /// `object.N` naming a static data member (`S::N`) through an object.
    pub(super) fn static_data_member(&mut self, qualified: &str, span: Span) -> Option<Expr> {
        match self.globals.get(qualified)? {
            GlobalSymbol::Constant(..) | GlobalSymbol::Static(_) => {}
            _ => return None,
        }
        Some(self.identifier(&Identifier {
            name: qualified.to_string(),
            span,
        }))
    }

    /// The member functions named `member` of a struct.
    fn methods_named(&self, structure: StructId, member: &str) -> Option<Vec<FunctionId>> {
        let qualified = format!("{}::{member}", self.structs.get(structure).name);
        match self.globals.get(&qualified) {
            Some(GlobalSymbol::Functions(ids)) => Some(ids.clone()),
            _ => None,
        }
    }

    /// `object.member(arguments)` on a struct with such a member function.
    pub(super) fn struct_method_call(
        &mut self,
        object: Expr,
        member: &Identifier,
        arguments: &[ast::Expression],
        span: Span,
    ) -> Option<Expr> {
        let Type::Struct(structure) = object.ty else {
            return None;
        };
        let candidates = self.methods_named(structure, &member.name)?;
        let args: Vec<Expr> = arguments.iter().map(|a| self.check_expr(a)).collect();
        Some(self.call_with_object(member, object, &candidates, args, span))
    }

    /// A call of `candidates` (member functions of one struct): non-static
    /// ones get `object` as `this`; static ones ignore it.
    pub(super) fn call_with_object(
        &mut self,
        name: &Identifier,
        object: Expr,
        candidates: &[FunctionId],
        args: Vec<Expr>,
        span: Span,
    ) -> Expr {
        let (with_this, without): (Vec<FunctionId>, Vec<FunctionId>) = candidates
            .iter()
            .partition(|id| self.signatures[**id].implicit_this);
        if with_this.is_empty() {
            return self.resolve_user_call(name, &without, args, span);
        }
        if object.ty.is_error() || args.iter().any(|arg| arg.ty.is_error()) {
            return error_expr(span);
        }
        let writes_this = with_this
            .iter()
            .any(|id| self.signatures[*id].params[0].2 == ParamMode::InOut);
        // A const object (or `this` in a const method) only calls const
        // methods: clang's error, not the write error the inout `this`
        // would give.
        let only_writing = with_this
            .iter()
            .all(|id| self.signatures[*id].params[0].2 == ParamMode::InOut);
        if only_writing && self.const_variable_write(&object, None).is_some() {
            let ty = self.type_name(&object.ty);
            self.error(
                span,
                SemaError::NonConstMethodOnConstObject {
                    method: name.name.clone(),
                    ty,
                },
            );
            return error_expr(span);
        }
        // `this` of a non-const method is a place: an rvalue object is
        // copied into a temporary first.
        let (object, setup) = if writes_this && !Analyzer::is_lvalue(&object) {
            match self.temporary(object) {
                Some(pair) => pair,
                None => {
                    self.error(span, SemaError::TemporaryOutsideFunction);
                    return error_expr(span);
                }
            }
        } else {
            (object, None)
        };
        let mut full = Vec::with_capacity(args.len() + 1);
        full.push(object);
        full.extend(args);
        let call = self.resolve_user_call(name, &with_this, full, span);
        match setup {
            Some(setup) if !call.ty.is_error() => {
                let ty = call.ty.clone();
                Expr::new(ExprKind::Comma(vec![setup, call]), ty, span)
            }
            _ => call,
        }
    }

    /// A new local holding `value`: the place and the assignment.
    fn temporary(&mut self, value: Expr) -> Option<(Expr, Option<Expr>)> {
        let span = value.span;
        let ty = value.ty.clone();
        let function = self.function.as_mut()?;
        let local = function.declare_local("this.temporary", ty.clone());
        let place = Expr::new(ExprKind::Local(local), ty.clone(), span);
        let assign = Expr::new(
            ExprKind::Assign(Box::new(place.clone()), Box::new(value)),
            ty,
            span,
        );
        Some((place, Some(assign)))
    }

    /// `f(…)` naming member functions inside a struct's scope (or
    /// `S::f(…)`): `this` is passed when the call is inside a member
    /// function of that struct.
    pub(super) fn unqualified_method_call(
        &mut self,
        name: &Identifier,
        candidates: &[FunctionId],
        arguments: &[ast::Expression],
        span: Span,
    ) -> Expr {
        let args: Vec<Expr> = arguments.iter().map(|a| self.check_expr(a)).collect();
        let this = self.implicit_member("this", name.span);
        let owner_matches = |analyzer: &Analyzer<'_>, this: &Expr| {
            let Type::Struct(structure) = this.ty else {
                return false;
            };
            candidates.iter().all(|id| {
                let signature = &analyzer.signatures[*id];
                !signature.implicit_this || signature.params[0].1 == Type::Struct(structure)
            })
        };
        match this {
            Some(this) if owner_matches(self, &this) => {
                self.call_with_object(name, this, candidates, args, span)
            }
            _ => {
                let statics: Vec<FunctionId> = candidates
                    .iter()
                    .copied()
                    .filter(|id| !self.signatures[*id].implicit_this)
                    .collect();
                if statics.is_empty() {
                    self.error(name.span, SemaError::MethodWithoutObject);
                    return error_expr(span);
                }
                self.resolve_user_call(name, &statics, args, span)
            }
        }
    }

    /// `left op right` with a struct on the left: its `operator op`.
    pub(super) fn overloaded_binary(
        &mut self,
        operator: BinaryOperator,
        left: Expr,
        right: Expr,
        span: Span,
    ) -> Option<Expr> {
        let name = format!("operator{}", operator.spelling());
        self.overloaded_operator(name, left, vec![right], span)
    }

    /// `object[index]` on a struct with `operator[]`.
    pub(super) fn overloaded_subscript(
        &mut self,
        object: Expr,
        index: Expr,
        span: Span,
    ) -> Option<Expr> {
        self.overloaded_operator("operator[]".to_string(), object, vec![index], span)
    }

    /// A call of the member operator `name` of `object`'s struct, if it has
    /// one.
    fn overloaded_operator(
        &mut self,
        name: String,
        object: Expr,
        args: Vec<Expr>,
        span: Span,
    ) -> Option<Expr> {
        let Type::Struct(structure) = object.ty else {
            return None;
        };
        let candidates = self.methods_named(structure, &name)?;
        if !self.language_version_allows_templates() {
            self.error(
                span,
                SemaError::LanguageVersion {
                    feature: "overloaded operators",
                },
            );
            return Some(error_expr(span));
        }
        let identifier = Identifier { name, span };
        Some(self.call_with_object(&identifier, object, &candidates, args, span))
    }
}
