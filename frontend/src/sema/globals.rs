//! Global declarations: structs, typedefs, global variables (resources,
//! `static` and `static const` values, `$Globals` constants), cbuffers and
//! `ConstantBuffer<T>`s, and functions (prototypes, overloads, bodies).

use crate::ast::{self, Annotation, Declaration, ParameterModifier, Qualifier};
use crate::diagnostics::Diagnostic;
use crate::types::{StructId, Type};

use super::consteval;
use super::conversions::ConversionContext;
use super::hir::{
    BindingInfo, CBufferMember, ConstValue, ConstantBuffer, Function, FunctionId, Param, ParamMode,
    ResourceGlobal, StaticGlobal,
};
use super::messages::{SemaError, SemaNote, SemaWarning};
use super::resources::BindingClass;
use super::scope::{FunctionContext, GlobalSymbol};
use super::{Analyzer, FunctionSignature};

impl Analyzer<'_> {
    pub fn declaration(&mut self, declaration: &Declaration) {
        self.check_declaration_attributes(declaration);
        match declaration {
            Declaration::Struct(declaration) => {
                self.struct_declaration(declaration);
            }
            Declaration::Typedef(declaration) => {
                let ty = self.resolve_type(&declaration.ty);
                let ty = self.apply_array_dimensions(
                    ty,
                    &declaration.array_dimensions,
                    declaration.span,
                );
                self.define(&declaration.name, GlobalSymbol::Typedef(ty));
            }
            Declaration::Variable(declaration) => self.global_variable(declaration),
            Declaration::ConstantBuffer(declaration) => self.constant_buffer(declaration),
            Declaration::Function(declaration) if declaration.name.name.contains("::") => {
                self.check_function_attributes(&declaration.attributes);
                self.out_of_line_method(declaration);
            }
            Declaration::Function(declaration) => {
                self.check_function_attributes(&declaration.attributes);
                self.function_declaration(declaration);
            }
            Declaration::Namespace(declaration) => self.namespace_declaration(declaration),
            Declaration::Enum(declaration) => self.enum_declaration(declaration),
            Declaration::Template(declaration) => self.template_declaration(declaration),
            Declaration::UsingNamespace(name) => self.using_namespace(name),
        }
    }

    /// Declares `name` in the current scope (qualified by it).
    pub(super) fn define(&mut self, name: &ast::Identifier, symbol: GlobalSymbol) {
        let qualified = self.qualified(&name.name);
        if let Err(previous) = self.globals.insert(&qualified, symbol, name.span) {
            self.report(
                Diagnostic::error(
                    name.span,
                    SemaError::Redefinition {
                        name: name.name.clone(),
                    },
                )
                .with_note(Some(previous), SemaNote::PreviousDefinition),
            );
        }
    }

    fn global_variable(&mut self, declaration: &ast::VariableDeclaration) {
        let has = |q: Qualifier| {
            declaration
                .qualifiers
                .iter()
                .any(|(qualifier, _)| *qualifier == q)
        };
        if has(Qualifier::Groupshared) {
            self.groupshared_declaration(declaration);
            return;
        }
        if declaration.ty.name.name == "ConstantBuffer" {
            self.constant_buffer_template(declaration);
            return;
        }
        let base = self.resolve_type(&declaration.ty);
        let base = super::matrices::oriented(base, &declaration.qualifiers);
        for declarator in &declaration.declarators {
            let ty = self.apply_array_dimensions(
                base.clone(),
                &declarator.array_dimensions,
                declarator.span,
            );
            if ty.is_error() {
                // Keep the name known so later uses do not cascade.
                let _ = self.globals.insert(
                    &self.qualified(&declarator.name.name),
                    GlobalSymbol::Constant(ConstValue::Int(0), Type::Error),
                    declarator.name.span,
                );
                continue;
            }
            if ty.is_resource() {
                self.resource_global(declaration, declarator, ty);
            } else if ty.holds_resources(&self.structs) {
                // DXC flattens such globals into one resource per member
                // (`S.tex`); texel does not (yet): resources are globals of
                // their own.
                self.error(
                    declarator.name.span,
                    SemaError::GlobalHoldsResources {
                        ty: self.type_name(&ty),
                    },
                );
                let _ = self.globals.insert(
                    &self.qualified(&declarator.name.name),
                    GlobalSymbol::Constant(ConstValue::Int(0), Type::Error),
                    declarator.name.span,
                );
            } else if has(Qualifier::Static) {
                self.static_global(declarator, ty, has(Qualifier::Const));
            } else {
                self.globals_member(declarator, ty);
            }
        }
    }

    fn resource_global(
        &mut self,
        declaration: &ast::VariableDeclaration,
        declarator: &ast::Declarator,
        ty: Type,
    ) {
        let (resource, array_size) = match ty {
            Type::Resource(resource) => (resource, None),
            Type::Array(element, size) => match *element {
                Type::Resource(resource) => (resource, Some(size)),
                _ => {
                    self.error(declarator.span, SemaError::MultiDimensionalResourceArray);
                    return;
                }
            },
            _ => return,
        };
        let class = BindingClass::of(&resource);
        let registers = Analyzer::registers(&declarator.annotations);
        let binding = self.binding(class, &registers, &declaration.attributes);
        if self.warn_implicit_binding && binding.register.is_none() && binding.vk_binding.is_none()
        {
            self.warning(declarator.name.span, SemaWarning::ImplicitBinding);
        }
        if let Some(initializer) = &declarator.initializer {
            let span = match initializer {
                ast::Initializer::Expression(expression) => expression.span,
                ast::Initializer::List(_, span) => *span,
            };
            self.error(span, SemaError::ResourceInitializer);
        }
        let id = self.resources.len();
        self.resources.push(ResourceGlobal {
            name: declarator.name.name.clone(),
            ty: resource,
            array_size,
            binding,
            span: declarator.name.span,
        });
        self.define(&declarator.name, GlobalSymbol::Resource(id));
    }

    fn static_global(&mut self, declarator: &ast::Declarator, ty: Type, constant: bool) {
        let value = declarator.initializer.as_ref().map(|initializer| {
            let expr = self.initializer(initializer, &ty);
            (consteval::fold(&expr), expr)
        });
        if constant && value.is_none() {
            self.error(
                declarator.name.span,
                SemaError::ConstWithoutInitializer {
                    ty: self.type_name(&ty),
                },
            );
            return;
        }
        let mut run_at_entry = None;
        let initializer = match value {
            Some((Some(value), _)) => Some(value),
            Some((None, expr)) => {
                if expr.ty.is_error() {
                    return;
                }
                // DXC's rule: computed at the start of the entry point.
                run_at_entry = Some(expr);
                None
            }
            None => None,
        };
        if let Some(expr) = run_at_entry {
            let id = self.statics.len();
            self.statics.push(StaticGlobal {
                name: self.qualified(&declarator.name.name),
                ty: ty.clone(),
                initializer: None,
                constant,
                groupshared: false,
            });
            self.initialise_at_entry(id, expr);
            self.define(&declarator.name, GlobalSymbol::Static(id));
            return;
        }
        if constant && ty.is_numeric() {
            if let Some(value) = initializer {
                self.define(&declarator.name, GlobalSymbol::Constant(value, ty));
                return;
            }
        }
        let id = self.statics.len();
        self.statics.push(StaticGlobal {
            name: self.qualified(&declarator.name.name),
            ty,
            initializer,
            constant,
            groupshared: false,
        });
        self.define(&declarator.name, GlobalSymbol::Static(id));
    }

    /// A non-static global constant: a member of the implicit `$Globals`
    /// constant buffer.
    fn globals_member(&mut self, declarator: &ast::Declarator, ty: Type) {
        for annotation in &declarator.annotations {
            if let Annotation::Register(register) = annotation {
                let letter = register.register.name.chars().next().unwrap_or('?');
                if letter != 'c' {
                    let registers = [register];
                    // Reports the letter diagnostics (nothing binds here).
                    let _ = self.binding(BindingClass::Cbv, &registers, &[]);
                    self.implicit_bindings -= 1;
                }
            }
        }
        if declarator.initializer.is_some() {
            self.warning(declarator.name.span, SemaWarning::GlobalConstantInitializer);
        }
        let index = match self.cbuffers.iter().position(|cb| cb.name == "$Globals") {
            Some(index) => index,
            None => {
                let order_id = self.implicit_bindings;
                self.implicit_bindings += 1;
                self.cbuffers.push(ConstantBuffer {
                    name: "$Globals".to_string(),
                    members: Vec::new(),
                    binding: BindingInfo {
                        order_id,
                        letter: 'b',
                        ..BindingInfo::default()
                    },
                    span: declarator.span,
                });
                self.cbuffers.len() - 1
            }
        };
        let member = self.cbuffers[index].members.len();
        self.cbuffers[index].members.push(CBufferMember {
            name: declarator.name.name.clone(),
            ty,
            span: declarator.name.span,
        });
        self.define(&declarator.name, GlobalSymbol::CBufferMember(index, member));
    }

    fn constant_buffer(&mut self, declaration: &ast::ConstantBufferDeclaration) {
        let registers: Vec<&ast::RegisterBinding> = declaration.register.iter().collect();
        let binding = self.binding(BindingClass::Cbv, &registers, &declaration.attributes);
        let index = self.cbuffers.len();
        self.cbuffers.push(ConstantBuffer {
            name: declaration.name.name.clone(),
            members: Vec::new(),
            binding,
            span: declaration.name.span,
        });
        for member in &declaration.members {
            let base = self.resolve_type(&member.ty);
            let base = super::matrices::oriented(base, &member.qualifiers);
            for declarator in &member.declarators {
                let ty = self.apply_array_dimensions(
                    base.clone(),
                    &declarator.array_dimensions,
                    declarator.span,
                );
                for annotation in &declarator.annotations {
                    if let Annotation::Register(register) = annotation {
                        let letter = register.register.name.chars().next().unwrap_or('?');
                        let error = if letter == 'c' {
                            SemaError::PackoffsetRegister
                        } else {
                            SemaError::BindingTypeMismatch {
                                letter,
                                applies_to: BindingClass::Cbv.letter(),
                            }
                        };
                        self.error(register.register.span, error);
                    }
                }
                if ty.is_resource() {
                    self.error(declarator.span, SemaError::ResourceInCBuffer);
                    continue;
                }
                if ty.holds_resources(&self.structs) {
                    self.error(
                        declarator.span,
                        SemaError::CBufferMemberHoldsResources {
                            ty: self.type_name(&ty),
                        },
                    );
                    continue;
                }
                let position = self.cbuffers[index].members.len();
                self.cbuffers[index].members.push(CBufferMember {
                    name: declarator.name.name.clone(),
                    ty,
                    span: declarator.name.span,
                });
                self.define(
                    &declarator.name,
                    GlobalSymbol::CBufferMember(index, position),
                );
            }
        }
    }

    /// `ConstantBuffer<T> Name : register(bN);`: a cbuffer named `Name` whose
    /// one member, also `Name`, is the struct `T`, so `Name.field` reads a
    /// member of the buffer (T's fields laid out as a struct in a cbuffer).
    fn constant_buffer_template(&mut self, declaration: &ast::VariableDeclaration) {
        let spec = &declaration.ty;
        let template = "ConstantBuffer";
        let element = match spec.template_arguments.as_deref() {
            Some([ast::TemplateArgument::Type(element)]) => self.resolve_type(element),
            Some([ast::TemplateArgument::Expression(expression)]) => {
                self.template_argument_not_a_type(expression);
                return;
            }
            None => {
                self.error(
                    spec.span,
                    SemaError::TemplateArgumentsRequired {
                        template: template.to_string(),
                    },
                );
                return;
            }
            Some([]) => {
                self.error(
                    spec.span,
                    SemaError::TooFewTemplateArguments {
                        template: template.to_string(),
                    },
                );
                return;
            }
            Some(_) => {
                self.error(
                    spec.span,
                    SemaError::TooManyTemplateArguments {
                        template: template.to_string(),
                    },
                );
                return;
            }
        };
        if element.is_error() {
            return;
        }
        if !matches!(element, Type::Struct(_)) {
            let ty = self.type_name(&element);
            self.error(spec.span, SemaError::StructRequired { ty });
            return;
        }
        for declarator in &declaration.declarators {
            if !declarator.array_dimensions.is_empty() {
                self.error(declarator.span, SemaError::ConstantBufferArray);
                continue;
            }
            if let Some(initializer) = &declarator.initializer {
                let span = match initializer {
                    ast::Initializer::Expression(expression) => expression.span,
                    ast::Initializer::List(_, span) => *span,
                };
                self.error(span, SemaError::ResourceInitializer);
            }
            let registers = Analyzer::registers(&declarator.annotations);
            let binding = self.binding(BindingClass::Cbv, &registers, &declaration.attributes);
            let index = self.cbuffers.len();
            self.cbuffers.push(ConstantBuffer {
                name: declarator.name.name.clone(),
                members: vec![CBufferMember {
                    name: declarator.name.name.clone(),
                    ty: element.clone(),
                    span: declarator.name.span,
                }],
                binding,
                span: declarator.name.span,
            });
            self.define(&declarator.name, GlobalSymbol::CBufferMember(index, 0));
        }
    }

    pub(super) fn function_declaration(
        &mut self,
        declaration: &ast::FunctionDeclaration,
    ) -> Option<FunctionId> {
        self.function_declaration_in(declaration, None)
    }

    /// A function, or with `this` a non-static member function of that
    /// struct (`this` read-only when `const`): its implicit parameter 0.
    pub(super) fn function_declaration_in(
        &mut self,
        declaration: &ast::FunctionDeclaration,
        this: Option<(StructId, bool)>,
    ) -> Option<FunctionId> {
        let return_type = self.resolve_type(&declaration.return_type);
        let mut params = Vec::new();
        let mut defaults = Vec::new();
        if let Some((structure, is_const)) = this {
            let mode = if is_const {
                ParamMode::In
            } else {
                ParamMode::InOut
            };
            params.push((
                "this".to_string(),
                Type::Struct(structure),
                mode,
                declaration.name.span,
            ));
            defaults.push(None);
        }
        for parameter in &declaration.parameters {
            let ty = self.resolve_type(&parameter.ty);
            let ty = super::matrices::oriented(ty, &parameter.qualifiers);
            let ty = self.apply_array_dimensions(ty, &parameter.array_dimensions, parameter.span);
            let mode = match parameter.modifier {
                ParameterModifier::None | ParameterModifier::In => ParamMode::In,
                ParameterModifier::Out => ParamMode::Out,
                ParameterModifier::Inout => ParamMode::InOut,
            };
            let default = parameter.default.as_ref().map(|default| {
                let value = self.check_expr(default);
                self.convert_implicit(value, &ty, ConversionContext::Initialize)
            });
            if default.is_none() && defaults.iter().any(Option::is_some) {
                self.error(parameter.span, SemaError::MissingDefaultArgument);
            }
            defaults.push(default);
            params.push((parameter.name.name.clone(), ty, mode, parameter.span));
        }
        let written_name = &declaration.name;
        let name = &ast::Identifier {
            name: self.qualified(&written_name.name),
            span: written_name.span,
        };
        // An earlier declaration with the same parameter types?
        let existing = match self.globals.get(&name.name) {
            Some(GlobalSymbol::Functions(ids)) => ids.iter().copied().find(|id| {
                let other = &self.signatures[*id];
                other.params.len() == params.len()
                    && other.params.iter().zip(&params).all(|(a, b)| a.1 == b.1)
            }),
            _ => None,
        };
        let id = match existing {
            Some(id) => {
                if self.signatures[id].defined && declaration.body.is_some() {
                    let previous = self.signatures[id].span;
                    self.report(
                        Diagnostic::error(
                            name.span,
                            SemaError::Redefinition {
                                name: name.name.clone(),
                            },
                        )
                        .with_note(Some(previous), SemaNote::PreviousDefinition),
                    );
                    return None;
                }
                if self.signatures[id].return_type != return_type {
                    self.error(name.span, SemaError::OverloadByReturnType);
                    return None;
                }
                id
            }
            None => {
                let id = self.signatures.len();
                self.signatures.push(FunctionSignature {
                    name: name.name.clone(),
                    return_type: return_type.clone(),
                    params: params.clone(),
                    defaults,
                    span: name.span,
                    defined: false,
                    callees: Vec::new(),
                    declaration: declaration.clone(),
                    implicit_this: this.is_some(),
                });
                self.bodies.push(None);
                if let Err(previous) = self.globals.add_function(&name.name, id, name.span) {
                    self.report(
                        Diagnostic::error(
                            name.span,
                            SemaError::RedefinitionAsDifferentKind {
                                name: name.name.clone(),
                            },
                        )
                        .with_note(Some(previous), SemaNote::PreviousDefinition),
                    );
                    return None;
                }
                id
            }
        };
        let Some(body) = &declaration.body else {
            return Some(id);
        };
        self.signatures[id].defined = true;
        self.signatures[id].span = name.span;
        self.signatures[id].declaration = declaration.clone();
        let mut context = FunctionContext::new(id, return_type.clone());
        let mut hir_params = Vec::new();
        for (index, (param_name, ty, mode, span)) in params.iter().enumerate() {
            if context.declared_in_current_scope(param_name) {
                self.error(
                    *span,
                    SemaError::ParameterRedefinition {
                        name: param_name.clone(),
                    },
                );
            }
            let local = context.declare_local(param_name, ty.clone());
            if let (Some((structure, is_const)), 0) = (this, index) {
                context.this = Some((structure, local));
                if is_const {
                    context.const_locals.insert(local, name.span);
                }
            }
            // A `const` parameter: noted at its name, as clang does.
            let parameter_index = index.wrapping_sub(usize::from(this.is_some()));
            let const_name = declaration
                .parameters
                .get(parameter_index)
                .filter(|parameter| {
                    parameter
                        .qualifiers
                        .iter()
                        .any(|(qualifier, _)| *qualifier == Qualifier::Const)
                });
            if let Some(parameter) = const_name {
                context.const_locals.insert(local, parameter.name.span);
            }
            hir_params.push(Param {
                name: param_name.clone(),
                ty: ty.clone(),
                mode: *mode,
                local,
            });
        }
        let caller = self.function.replace(context);
        let body = self.check_block(body);
        let context = std::mem::replace(&mut self.function, caller);
        let locals = context.map(|context| context.locals).unwrap_or_default();
        self.bodies[id] = Some(Function {
            name: name.name.clone(),
            return_type,
            params: hir_params,
            locals,
            body,
            span: name.span,
        });
        Some(id)
    }

    /// A placeholder body for a function that was declared but not defined.
    pub fn undefined_function(&self, id: usize) -> Function {
        let signature = &self.signatures[id];
        Function {
            name: signature.name.clone(),
            return_type: signature.return_type.clone(),
            params: Vec::new(),
            locals: Vec::new(),
            body: Default::default(),
            span: signature.span,
        }
    }
}
