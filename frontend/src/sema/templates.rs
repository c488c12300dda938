//! Function and struct templates (HLSL 2021): a template is kept as written;
//! each use instantiates it once per argument list — the declaration is
//! analysed again with its parameters bound (`T` → `float`, `N` → 4) under
//! the name `f<float, 4>`. Function template arguments are deduced from the
//! call's argument types (`T`, `T[N]`, `vector<T, N>`, `matrix<T, R, C>`,
//! `S<T>`), explicit ones (`f<float>(x)`) come first, defaults fill the rest;
//! the instances then take part in ordinary overload resolution.
//!
//! It does not support member templates, partial specialisation or nested
//! templates; what it cannot deduce is clang's "couldn't infer template
//! argument" error.

use std::collections::HashMap;

use crate::ast::{self, Expression, ExpressionKind, Identifier, TemplateArgument, TypeSpec};
use crate::span::Span;
use crate::types::{StructId, Type};

use super::consteval;
use super::expressions::error_expr;
use super::hir::{ConstValue, Expr, ExprKind, FunctionId};
use super::messages::SemaError;
use super::scope::GlobalSymbol;
use super::Analyzer;

/// How deeply instantiations may nest (clang's default is 1024; shaders
/// never come near).
const MAX_INSTANTIATION_DEPTH: usize = 64;

/// One template argument after resolution.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum TemplateValue {
    Type(Type),
    Int(i64),
}

#[derive(Clone, Debug)]
struct Template {
    declaration: ast::TemplateDeclaration,
    /// The namespaces and structs it was declared in.
    scope_path: Vec<String>,
}

impl Template {
    fn name(&self) -> &Identifier {
        match self.declaration.declaration.as_ref() {
            ast::Declaration::Struct(structure) => &structure.name,
            ast::Declaration::Function(function) => &function.name,
            _ => &self.declaration.parameters[0].name,
        }
    }

    fn is_struct(&self) -> bool {
        matches!(
            self.declaration.declaration.as_ref(),
            ast::Declaration::Struct(_)
        )
    }

    fn parameter_index(&self, name: &str) -> Option<usize> {
        self.declaration
            .parameters
            .iter()
            .position(|parameter| parameter.name.name == name)
    }
}

/// A bound template parameter while an instance is analysed.
#[derive(Clone, Debug)]
struct Binding {
    value: TemplateValue,
    /// The type of a value parameter (`uint` for `uint N`).
    value_type: Type,
}

#[derive(Clone, Debug, Default)]
pub struct TemplateTable {
    templates: Vec<Template>,
    /// Qualified name → templates of that name.
    by_name: HashMap<String, Vec<usize>>,
    /// The parameters of the instance being analysed, innermost last (only
    /// the last is visible).
    bindings: Vec<HashMap<String, Binding>>,
    functions: HashMap<(usize, Vec<TemplateValue>), FunctionId>,
    structs: HashMap<(usize, Vec<TemplateValue>), StructId>,
    /// Each struct instance's template and arguments (for deduction).
    struct_arguments: HashMap<StructId, (usize, Vec<TemplateValue>)>,
}

/// Why a template was not a candidate.
enum Deduction {
    CannotInfer(String),
    TooManyArguments,
    Failed,
}

impl Analyzer<'_> {
    /// HLSL 2021 features (templates, overloaded operators) are allowed.
    pub(super) fn language_version_allows_templates(&self) -> bool {
        self.language_version >= 2021
    }

    /// `template <…> declaration`: remembered until used (also below HLSL
    /// 2021, after the error, so that its uses do not cascade).
    pub fn template_declaration(&mut self, declaration: &ast::TemplateDeclaration) {
        if !self.language_version_allows_templates() {
            self.error(
                declaration.span,
                SemaError::LanguageVersion {
                    feature: "templates",
                },
            );
        }
        let template = Template {
            declaration: declaration.clone(),
            scope_path: self.scope_path.clone(),
        };
        let qualified = self.qualified(&template.name().name);
        let id = self.templates.templates.len();
        self.templates.templates.push(template);
        self.templates
            .by_name
            .entry(qualified)
            .or_default()
            .push(id);
    }

    /// The templates `name` refers to from the current scope.
    fn find_templates(&self, name: &str) -> Option<Vec<usize>> {
        for depth in (0..=self.scope_path.len()).rev() {
            let candidate = if depth == 0 {
                name.to_string()
            } else {
                format!("{}::{name}", self.scope_path[..depth].join("::"))
            };
            if let Some(ids) = self.templates.by_name.get(&candidate) {
                return Some(ids.clone());
            }
        }
        self.using_namespaces.iter().find_map(|namespace| {
            self.templates
                .by_name
                .get(&format!("{namespace}::{name}"))
                .cloned()
        })
    }

    pub(super) fn is_template_function_name(&self, name: &str) -> bool {
        self.find_templates(name).is_some_and(|ids| {
            ids.iter()
                .any(|id| !self.templates.templates[*id].is_struct())
        })
    }

    fn template_binding(&self, name: &str) -> Option<&Binding> {
        self.templates.bindings.last()?.get(name)
    }

    /// A value template parameter (`N`) inside an instance.
    pub(super) fn template_value(&mut self, name: &str, span: Span) -> Option<Expr> {
        let binding = self.template_binding(name)?;
        match &binding.value {
            TemplateValue::Int(value) => Some(Expr::new(
                ExprKind::Const(ConstValue::Int(*value)),
                binding.value_type.clone(),
                span,
            )),
            TemplateValue::Type(_) => {
                self.error(
                    span,
                    SemaError::NotAValue {
                        name: name.to_string(),
                    },
                );
                Some(error_expr(span))
            }
        }
    }

    /// A type parameter (`T`) inside an instance, or a struct template's
    /// instance (`Pair<float>`).
    pub(super) fn template_type(&mut self, spec: &TypeSpec) -> Option<Type> {
        let name = spec.name.name.as_str();
        if spec.template_arguments.is_none() {
            if let Some(binding) = self.template_binding(name) {
                if let TemplateValue::Type(ty) = &binding.value {
                    return Some(ty.clone());
                }
            }
        }
        let ids = self.find_templates(name)?;
        let id = *ids
            .iter()
            .find(|id| self.templates.templates[**id].is_struct())?;
        let Some(arguments) = &spec.template_arguments else {
            self.error(
                spec.span,
                SemaError::TemplateArgumentsRequired {
                    template: name.to_string(),
                },
            );
            return Some(Type::Error);
        };
        let mut values = Vec::new();
        let parameters = self.templates.templates[id].declaration.parameters.clone();
        if arguments.len() > parameters.len() {
            self.error(
                spec.span,
                SemaError::TooManyTemplateArguments {
                    template: name.to_string(),
                },
            );
            return Some(Type::Error);
        }
        for (index, parameter) in parameters.iter().enumerate() {
            let argument = arguments.get(index).or(parameter.default.as_ref());
            let Some(argument) = argument else {
                self.error(
                    spec.span,
                    SemaError::TooFewTemplateArguments {
                        template: name.to_string(),
                    },
                );
                return Some(Type::Error);
            };
            match self.template_argument_value(parameter, argument) {
                Some(value) => values.push(value),
                None => return Some(Type::Error),
            }
        }
        Some(
            self.instantiate_struct(id, values, spec.span)
                .map_or(Type::Error, Type::Struct),
        )
    }

    /// One written argument for `parameter`; reports a mismatch.
    fn template_argument_value(
        &mut self,
        parameter: &ast::TemplateParameter,
        argument: &TemplateArgument,
    ) -> Option<TemplateValue> {
        match (&parameter.value_type, argument) {
            (None, TemplateArgument::Type(spec)) => {
                let ty = self.resolve_type(spec);
                (!ty.is_error()).then_some(TemplateValue::Type(ty))
            }
            (None, TemplateArgument::Expression(expression)) => {
                self.template_argument_not_a_type(expression);
                None
            }
            (Some(value_type), TemplateArgument::Expression(expression)) => {
                let ty = self.resolve_type(value_type);
                let value = self.check_expr(expression);
                if value.ty.is_error() || ty.is_error() {
                    return None;
                }
                let value = self.convert_implicit(
                    value,
                    &ty,
                    super::conversions::ConversionContext::Initialize,
                );
                match consteval::fold(&value).and_then(|value| value.as_i64()) {
                    Some(value) => Some(TemplateValue::Int(value)),
                    None => {
                        self.error(expression.span, SemaError::TemplateArgumentNotAnInteger);
                        None
                    }
                }
            }
            (Some(_), TemplateArgument::Type(spec)) => {
                self.error(spec.span, SemaError::TemplateArgumentNotAnInteger);
                None
            }
        }
    }

    /// Binds the parameters of template `id` to `values` for an analysis.
    fn push_bindings(&mut self, id: usize, values: &[TemplateValue]) {
        let parameters = self.templates.templates[id].declaration.parameters.clone();
        let mut bindings = HashMap::new();
        for (parameter, value) in parameters.iter().zip(values) {
            let value_type = match &parameter.value_type {
                Some(spec) => self.resolve_type(spec),
                None => Type::Void,
            };
            bindings.insert(
                parameter.name.name.clone(),
                Binding {
                    value: value.clone(),
                    value_type,
                },
            );
        }
        self.templates.bindings.push(bindings);
    }

    fn instance_name(&self, id: usize, values: &[TemplateValue]) -> String {
        let arguments: Vec<String> = values
            .iter()
            .map(|value| match value {
                TemplateValue::Type(ty) => self.type_name(ty),
                TemplateValue::Int(value) => value.to_string(),
            })
            .collect();
        format!(
            "{}<{}>",
            self.templates.templates[id].name().name,
            arguments.join(", ")
        )
    }

    /// Runs `analyse` in the template's scope with its parameters bound.
    fn in_instance<T>(
        &mut self,
        id: usize,
        values: &[TemplateValue],
        span: Span,
        analyse: impl FnOnce(&mut Self) -> Option<T>,
    ) -> Option<T> {
        if self.templates.bindings.len() >= MAX_INSTANTIATION_DEPTH {
            self.error(
                span,
                SemaError::TemplateInstantiationDepth {
                    max: MAX_INSTANTIATION_DEPTH,
                },
            );
            return None;
        }
        let scope_path = std::mem::replace(
            &mut self.scope_path,
            self.templates.templates[id].scope_path.clone(),
        );
        self.push_bindings(id, values);
        let result = analyse(self);
        self.templates.bindings.pop();
        self.scope_path = scope_path;
        result
    }

    fn instantiate_struct(
        &mut self,
        id: usize,
        values: Vec<TemplateValue>,
        span: Span,
    ) -> Option<StructId> {
        let key = (id, values);
        if let Some(structure) = self.templates.structs.get(&key) {
            return Some(*structure);
        }
        let name = self.instance_name(id, &key.1);
        let ast::Declaration::Struct(mut declaration) = self.templates.templates[id]
            .declaration
            .declaration
            .as_ref()
            .clone()
        else {
            return None;
        };
        // Being instantiated (a member naming its own instance)?
        let mut qualified = self.templates.templates[id].scope_path.clone();
        qualified.push(name.clone());
        if let Some(GlobalSymbol::Struct(structure)) = self.globals.get(&qualified.join("::")) {
            return Some(*structure);
        }
        declaration.name.name = name;
        let structure = self.in_instance(id, &key.1, span, |this| {
            Some(this.struct_declaration(&declaration))
        })?;
        self.templates
            .struct_arguments
            .insert(structure, key.clone());
        self.templates.structs.insert(key, structure);
        Some(structure)
    }

    fn instantiate_function(
        &mut self,
        id: usize,
        values: Vec<TemplateValue>,
        span: Span,
    ) -> Option<FunctionId> {
        let key = (id, values);
        if let Some(function) = self.templates.functions.get(&key) {
            return Some(*function);
        }
        let name = self.instance_name(id, &key.1);
        let ast::Declaration::Function(mut declaration) = self.templates.templates[id]
            .declaration
            .declaration
            .as_ref()
            .clone()
        else {
            return None;
        };
        let mut qualified = self.templates.templates[id].scope_path.clone();
        qualified.push(name.clone());
        if let Some(GlobalSymbol::Functions(ids)) = self.globals.get(&qualified.join("::")) {
            return ids.first().copied();
        }
        declaration.name.name = name;
        let function = self.in_instance(id, &key.1, span, |this| {
            this.function_declaration(&declaration)
        })?;
        self.templates.functions.insert(key, function);
        Some(function)
    }

    /// `f(args)` / `f<explicit>(args)` where `f` names function templates
    /// (and maybe ordinary overloads too).
    pub(super) fn template_call(
        &mut self,
        name: &Identifier,
        explicit: Option<&[TemplateArgument]>,
        arguments: &[Expression],
        span: Span,
    ) -> Expr {
        let args: Vec<Expr> = arguments.iter().map(|a| self.check_expr(a)).collect();
        if args.iter().any(|arg| arg.ty.is_error()) {
            return error_expr(span);
        }
        let mut candidates: Vec<FunctionId> = Vec::new();
        if explicit.is_none() {
            if let Some(GlobalSymbol::Functions(ids)) = self.lookup_global(&name.name) {
                candidates.extend(ids);
            }
        }
        let templates: Vec<usize> = self
            .find_templates(&name.name)
            .unwrap_or_default()
            .into_iter()
            .filter(|id| !self.templates.templates[*id].is_struct())
            .collect();
        let mut failure = None;
        for id in templates {
            match self.deduce(id, explicit, &args) {
                Ok(values) => {
                    let Some(function) = self.instantiate_function(id, values, span) else {
                        return error_expr(span);
                    };
                    // A non-template function with the same parameters wins
                    // (C++'s tie-breaker).
                    let parameters = |analyzer: &Analyzer<'_>, id: FunctionId| -> Vec<Type> {
                        analyzer.signatures[id]
                            .params
                            .iter()
                            .map(|param| param.1.clone())
                            .collect()
                    };
                    let instance = parameters(self, function);
                    if !candidates
                        .iter()
                        .any(|other| parameters(self, *other) == instance)
                    {
                        candidates.push(function);
                    }
                }
                Err(reason) => failure = Some(reason),
            }
        }
        if candidates.is_empty() {
            let error = match failure {
                Some(Deduction::CannotInfer(parameter)) => SemaError::CannotInferTemplateArgument {
                    name: name.name.clone(),
                    parameter,
                },
                Some(Deduction::TooManyArguments) => SemaError::TooManyFunctionTemplateArguments {
                    name: name.name.clone(),
                },
                Some(Deduction::Failed) | None => SemaError::NoMatchingTemplate {
                    name: name.name.clone(),
                },
            };
            self.error(name.span, error);
            return error_expr(span);
        }
        self.resolve_user_call(name, &candidates, args, span)
    }

    /// The arguments of template `id` for a call: explicit ones, deduced
    /// from the argument types, defaults.
    fn deduce(
        &mut self,
        id: usize,
        explicit: Option<&[TemplateArgument]>,
        args: &[Expr],
    ) -> Result<Vec<TemplateValue>, Deduction> {
        let template = self.templates.templates[id].clone();
        let parameters = &template.declaration.parameters;
        let mut bound: Vec<Option<TemplateValue>> = vec![None; parameters.len()];
        if let Some(explicit) = explicit {
            if explicit.len() > parameters.len() {
                return Err(Deduction::TooManyArguments);
            }
            for (index, argument) in explicit.iter().enumerate() {
                let value = self
                    .template_argument_value(&parameters[index], argument)
                    .ok_or(Deduction::Failed)?;
                bound[index] = Some(value);
            }
        }
        let ast::Declaration::Function(function) = template.declaration.declaration.as_ref() else {
            return Err(Deduction::Failed);
        };
        for (parameter, arg) in function.parameters.iter().zip(args) {
            self.deduce_from(
                &template,
                &parameter.ty,
                &parameter.array_dimensions,
                &arg.ty,
                &mut bound,
            )?;
        }
        let mut values = Vec::with_capacity(parameters.len());
        for (index, parameter) in parameters.iter().enumerate() {
            let value = match bound[index].take() {
                Some(value) => value,
                None => match &parameter.default {
                    Some(default) => self
                        .template_argument_value(parameter, default)
                        .ok_or(Deduction::Failed)?,
                    None => return Err(Deduction::CannotInfer(parameter.name.name.clone())),
                },
            };
            values.push(value);
        }
        Ok(values)
    }

    /// Matches a parameter's written type against an argument type, binding
    /// the template parameters it mentions.
    fn deduce_from(
        &self,
        template: &Template,
        spec: &TypeSpec,
        dimensions: &[Option<Expression>],
        ty: &Type,
        bound: &mut [Option<TemplateValue>],
    ) -> Result<(), Deduction> {
        let mut ty = ty;
        for dimension in dimensions {
            let Type::Array(element, size) = ty else {
                return Ok(());
            };
            if let Some(expression) = dimension {
                bind_value(template, expression, i64::from(*size), bound)?;
            }
            ty = element;
        }
        let name = spec.name.name.as_str();
        match (&spec.template_arguments, ty) {
            (None, _) => {
                if let Some(index) = template.parameter_index(name) {
                    if template.declaration.parameters[index].value_type.is_none() {
                        bind(bound, index, TemplateValue::Type(ty.clone()))?;
                    }
                }
                Ok(())
            }
            (Some(arguments), Type::Vector(scalar, size)) if name == "vector" => self
                .deduce_arguments(
                    template,
                    arguments,
                    &[
                        TemplateValue::Type(Type::Scalar(*scalar)),
                        TemplateValue::Int(i64::from(*size)),
                    ],
                    bound,
                ),
            (Some(arguments), Type::Matrix(scalar, rows, columns, _)) if name == "matrix" => self
                .deduce_arguments(
                    template,
                    arguments,
                    &[
                        TemplateValue::Type(Type::Scalar(*scalar)),
                        TemplateValue::Int(i64::from(*rows)),
                        TemplateValue::Int(i64::from(*columns)),
                    ],
                    bound,
                ),
            (Some(arguments), Type::Struct(structure)) => {
                let Some((instance_of, values)) = self.templates.struct_arguments.get(structure)
                else {
                    return Ok(());
                };
                if self.templates.templates[*instance_of].name().name != name {
                    return Ok(());
                }
                let values = values.clone();
                self.deduce_arguments(template, arguments, &values, bound)
            }
            _ => Ok(()),
        }
    }

    fn deduce_arguments(
        &self,
        template: &Template,
        arguments: &[TemplateArgument],
        values: &[TemplateValue],
        bound: &mut [Option<TemplateValue>],
    ) -> Result<(), Deduction> {
        for (argument, value) in arguments.iter().zip(values) {
            match (argument, value) {
                (TemplateArgument::Type(spec), TemplateValue::Type(ty)) => {
                    self.deduce_from(template, spec, &[], ty, bound)?;
                }
                (TemplateArgument::Expression(expression), TemplateValue::Int(value)) => {
                    bind_value(template, expression, *value, bound)?;
                }
                _ => {}
            }
        }
        Ok(())
    }
}

/// `N` (a value parameter) as written in a dimension or argument.
fn bind_value(
    template: &Template,
    expression: &Expression,
    value: i64,
    bound: &mut [Option<TemplateValue>],
) -> Result<(), Deduction> {
    if let ExpressionKind::Identifier(identifier) = &expression.kind {
        if let Some(index) = template.parameter_index(&identifier.name) {
            if template.declaration.parameters[index].value_type.is_some() {
                return bind(bound, index, TemplateValue::Int(value));
            }
        }
    }
    Ok(())
}

/// Binds parameter `index`; a different earlier binding is a conflict.
fn bind(
    bound: &mut [Option<TemplateValue>],
    index: usize,
    value: TemplateValue,
) -> Result<(), Deduction> {
    match &bound[index] {
        Some(previous) if *previous != value => Err(Deduction::Failed),
        Some(_) => Ok(()),
        None => {
            bound[index] = Some(value);
            Ok(())
        }
    }
}
