//! Buffer resources: their written types (`RWBuffer<float4>`), element rules,
//! register bindings with HLSL's register-letter diagnostics, and methods
//! (`Load`, `Load2…4`, `Store…`, `GetDimensions`).

use crate::ast::{
    Annotation, Attribute, Expression, Identifier, RegisterBinding, TemplateArgument, TypeSpec,
};
use crate::diagnostics::Diagnostic;
use crate::span::Span;
use crate::types::{ResourceShape, ResourceType, ScalarKind, Type};

use super::candidates::{CallKind, NoMatchingCall, Rejection};
use super::conversions::ConversionContext;
use super::expressions::error_expr;
use super::hir::{Arg, BindingInfo, Expr, ExprKind, ParamMode, ResourceMethod};
use super::messages::{SemaError, SemaNote};
use super::Analyzer;

/// The resource class of a binding: its register letter and the words of the
/// mismatch diagnostic.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BindingClass {
    Srv,
    Uav,
    Cbv,
    Sampler,
}

impl BindingClass {
    /// The class of a resource type: samplers `s`, RW resources `u`, the
    /// others `t`.
    pub fn of(resource: &ResourceType) -> BindingClass {
        if resource.is_sampler() {
            BindingClass::Sampler
        } else if resource.writable {
            BindingClass::Uav
        } else {
            BindingClass::Srv
        }
    }

    pub fn letter(self) -> char {
        match self {
            BindingClass::Srv => 't',
            BindingClass::Uav => 'u',
            BindingClass::Cbv => 'b',
            BindingClass::Sampler => 's',
        }
    }
}

fn resource_shape(name: &str) -> Option<(ResourceShape, bool)> {
    Some(match name {
        "Buffer" => (ResourceShape::Buffer, false),
        "RWBuffer" => (ResourceShape::Buffer, true),
        "StructuredBuffer" => (ResourceShape::StructuredBuffer, false),
        "RWStructuredBuffer" => (ResourceShape::StructuredBuffer, true),
        "ByteAddressBuffer" => (ResourceShape::ByteAddressBuffer, false),
        "RWByteAddressBuffer" => (ResourceShape::ByteAddressBuffer, true),
        _ => return None,
    })
}

impl Analyzer<'_> {
    /// Resource type names; `None` when `spec` names no buffer resource.
    pub fn resolve_resource(&mut self, spec: &TypeSpec) -> Option<Type> {
        if let Some(ty) = self.resolve_texture_or_sampler(spec) {
            return Some(ty);
        }
        let name = spec.name.name.as_str();
        let (shape, writable) = resource_shape(name)?;
        if shape == ResourceShape::ByteAddressBuffer {
            if spec.template_arguments.is_some() {
                self.error(
                    spec.span,
                    SemaError::NotATemplate {
                        name: name.to_string(),
                    },
                );
                return Some(Type::Error);
            }
            return Some(Type::Resource(ResourceType::new(shape, writable, None)));
        }
        let Some(arguments) = &spec.template_arguments else {
            self.error(
                spec.span,
                SemaError::TemplateArgumentsRequired {
                    template: name.to_string(),
                },
            );
            return Some(Type::Error);
        };
        match arguments.len() {
            0 => {
                self.error(
                    spec.span,
                    SemaError::TooFewTemplateArguments {
                        template: name.to_string(),
                    },
                );
                return Some(Type::Error);
            }
            1 => {}
            _ => {
                self.error(
                    spec.span,
                    SemaError::TooManyTemplateArguments {
                        template: name.to_string(),
                    },
                );
                return Some(Type::Error);
            }
        }
        let element = match &arguments[0] {
            TemplateArgument::Type(element) => self.resolve_type(element),
            TemplateArgument::Expression(expression) => {
                self.template_argument_not_a_type(expression);
                return Some(Type::Error);
            }
        };
        if element.is_error() {
            return Some(Type::Error);
        }
        let valid = match (&element, shape) {
            (Type::Scalar(s) | Type::Vector(s, _), ResourceShape::Buffer) => {
                *s != ScalarKind::Bool
                    && element.component_count(&self.structs) * s.byte_size() <= 16
            }
            (Type::Resource(_), _) => false,
            (ty, ResourceShape::StructuredBuffer) => {
                !ty.holds_resources(&self.structs) && !matches!(ty, Type::Void)
            }
            _ => false,
        };
        if !valid {
            let concept = if shape == ResourceShape::Buffer {
                "__is_typed_resource_element_compatible"
            } else {
                "__is_structured_resource_element_compatible"
            };
            self.report_unsatisfied_constraint(spec.span, name, &element, concept);
            return Some(Type::Error);
        }
        Some(Type::Resource(ResourceType::new(
            shape,
            writable,
            Some(element),
        )))
    }

    /// Parses `t3` / `space2` parts; reports malformed ones.
    /// clang's "constraints not satisfied for class template" with the note
    /// naming the element type and the concept it fails.
    pub(super) fn report_unsatisfied_constraint(
        &mut self,
        span: Span,
        template: &str,
        element: &Type,
        concept: &'static str,
    ) {
        let element = self.type_name(element);
        self.report(
            Diagnostic::error(
                span,
                SemaError::ConstraintsNotSatisfied {
                    template: template.to_string(),
                },
            )
            .with_note(
                Some(span),
                SemaNote::ConstraintNotSatisfied { element, concept },
            ),
        );
    }

    fn register_number(&mut self, identifier: &Identifier, prefix_len: usize) -> Option<u32> {
        let digits = identifier.name.get(prefix_len..).unwrap_or("");
        match digits.parse::<u32>() {
            Ok(number) if !digits.is_empty() => Some(number),
            _ => {
                self.error(identifier.span, SemaError::RegisterNumberNotAnInteger);
                None
            }
        }
    }

    /// The binding of a resource or cbuffer declaration from its register
    /// annotations and `[[vk::binding]]` attribute.
    pub fn binding(
        &mut self,
        class: BindingClass,
        registers: &[&RegisterBinding],
        attributes: &[Attribute],
    ) -> BindingInfo {
        let mut info = BindingInfo {
            letter: class.letter(),
            ..BindingInfo::default()
        };
        let mut seen_letters: Vec<char> = Vec::new();
        for register in registers {
            let text = register.register.name.as_str();
            // `register(space1)`: no register, an implicit binding in space 1.
            if register.space.is_none()
                && text.starts_with("space")
                && text.len() > 5
                && text[5..].bytes().all(|b| b.is_ascii_digit())
            {
                if info.implicit_space.is_some() {
                    self.error(register.span, SemaError::SpaceRepeated);
                    continue;
                }
                if let Some(space) = self.register_number(&register.register, 5) {
                    info.implicit_space = Some(space);
                }
                continue;
            }
            let Some(letter) = text.chars().next().map(|c| c.to_ascii_lowercase()) else {
                self.error(register.span, SemaError::ExpectedIdentifier);
                continue;
            };
            match letter {
                'i' => {
                    self.error(register.register.span, SemaError::IntegerConstantBinding);
                    continue;
                }
                't' | 'u' | 'b' | 's' | 'c' => {}
                other => {
                    self.error(
                        register.register.span,
                        SemaError::InvalidBindingType { letter: other },
                    );
                    continue;
                }
            }
            if seen_letters.contains(&letter) {
                self.error(register.span, SemaError::BindingTypeRepeated { letter });
                continue;
            }
            seen_letters.push(letter);
            if letter != class.letter() {
                self.error(
                    register.register.span,
                    SemaError::BindingTypeMismatch {
                        letter,
                        applies_to: letter,
                    },
                );
                continue;
            }
            let Some(number) = self.register_number(&register.register, 1) else {
                continue;
            };
            let space = match &register.space {
                None => 0,
                Some(space) => {
                    let digits = space.name.strip_prefix("space").unwrap_or("");
                    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
                        self.error(
                            space.span,
                            SemaError::InvalidSpace {
                                space: space.name.clone(),
                            },
                        );
                        continue;
                    }
                    match self.register_number(space, 5) {
                        Some(space) => space,
                        None => continue,
                    }
                }
            };
            info.register = Some((number, space));
        }
        for attribute in attributes {
            let names: Vec<&str> = attribute.name.iter().map(|n| n.name.as_str()).collect();
            if names != ["vk", "binding"] {
                continue;
            }
            if attribute.arguments.is_empty() || attribute.arguments.len() > 2 {
                self.error(attribute.span, SemaError::VkBindingArguments);
                continue;
            }
            let mut values = Vec::new();
            for argument in &attribute.arguments {
                match self.constant_integer(argument) {
                    Some(value) if value >= 0 => values.push(value as u32),
                    Some(_) => self.error(argument.span, SemaError::NegativeBinding),
                    None => {}
                }
            }
            if values.len() == attribute.arguments.len() {
                info.vk_binding = Some((values[0], values.get(1).copied().unwrap_or(0)));
            }
        }
        if info.register.is_none() || info.vk_binding.is_none() {
            info.order_id = self.implicit_bindings;
            self.implicit_bindings += 1;
        }
        info
    }

    /// The register annotations of a declarator.
    pub fn registers(annotations: &[Annotation]) -> Vec<&RegisterBinding> {
        annotations
            .iter()
            .filter_map(|annotation| match annotation {
                Annotation::Register(register) => Some(register),
                _ => None,
            })
            .collect()
    }

    /// `Res.Method(args)`, `Res.Method<T>(args)`.
    pub fn method_call(
        &mut self,
        object: Expr,
        method: &Identifier,
        template_arguments: Option<&[TemplateArgument]>,
        arguments: &[Expression],
        span: Span,
    ) -> Expr {
        let args: Vec<Expr> = arguments.iter().map(|a| self.check_expr(a)).collect();
        if object.ty.is_error() || args.iter().any(|arg| arg.ty.is_error()) {
            return error_expr(span);
        }
        let Type::Resource(resource) = object.ty.clone() else {
            let ty = self.type_name(&object.ty);
            let error = if object.ty.is_numeric() || matches!(object.ty, Type::Struct(_)) {
                SemaError::NoMember {
                    member: method.name.clone(),
                    ty,
                }
            } else {
                SemaError::NotAStructure { ty }
            };
            self.error(method.span, error);
            return error_expr(span);
        };
        if matches!(
            resource.shape,
            ResourceShape::Texture(_) | ResourceShape::Sampler { .. }
        ) {
            return self.texture_method_call(object, &resource, method, args, span);
        }
        let raw = resource.shape == ResourceShape::ByteAddressBuffer;
        if raw && super::compute::is_raw_buffer_atomic(&method.name) {
            return self.raw_buffer_atomic(object, &resource, method, args, span);
        }
        let resource_name = self.type_name(&object.ty);
        if let Some(template_arguments) = template_arguments {
            let templated =
                raw && (method.name == "Load" || (method.name == "Store" && resource.writable));
            if !templated {
                self.error(
                    method.span,
                    SemaError::NoTemplateArguments {
                        method: method.name.clone(),
                        resource: resource_name,
                    },
                );
                return error_expr(span);
            }
            let Some(value_type) = self.raw_access_type(template_arguments, method) else {
                return error_expr(span);
            };
            let components = value_type.vector_size().unwrap_or(1);
            let (method_kind, params, result) = if method.name == "Load" {
                (
                    ResourceMethod::LoadRaw(components),
                    vec![(Type::UINT, false)],
                    value_type,
                )
            } else {
                (
                    ResourceMethod::StoreRaw(components),
                    vec![(Type::UINT, false), (value_type, false)],
                    Type::Void,
                )
            };
            return self.bind_method(object, method, method_kind, params, result, args, span);
        }
        let (method_kind, params, result): (ResourceMethod, Vec<(Type, bool)>, Type) =
            match method.name.as_str() {
                "Load" if !raw => (
                    ResourceMethod::Load,
                    vec![(Type::UINT, false)],
                    resource.element.as_deref().cloned().unwrap_or(Type::Error),
                ),
                "Load" | "Load2" | "Load3" | "Load4" if raw => {
                    let n = method.name[4..].parse::<u32>().unwrap_or(1);
                    (
                        ResourceMethod::LoadRaw(n),
                        vec![(Type::UINT, false)],
                        Type::scalar_or_vector(ScalarKind::Uint, n),
                    )
                }
                "Store" | "Store2" | "Store3" | "Store4" if raw && resource.writable => {
                    let n = method.name[5..].parse::<u32>().unwrap_or(1);
                    (
                        ResourceMethod::StoreRaw(n),
                        vec![
                            (Type::UINT, false),
                            (Type::scalar_or_vector(ScalarKind::Uint, n), false),
                        ],
                        Type::Void,
                    )
                }
                "GetDimensions" => {
                    let count = if resource.shape == ResourceShape::StructuredBuffer {
                        2
                    } else {
                        1
                    };
                    (
                        ResourceMethod::GetDimensions,
                        vec![(Type::UINT, true); count],
                        Type::Void,
                    )
                }
                _ => {
                    self.error(
                        method.span,
                        SemaError::NoMember {
                            member: method.name.clone(),
                            ty: resource_name,
                        },
                    );
                    return error_expr(span);
                }
            };
        self.bind_method(object, method, method_kind, params, result, args, span)
    }

    /// The `T` of `Load<T>` / `Store<T>` on a byte-address buffer: one
    /// numeric scalar or vector type (not bool: its memory form differs).
    fn raw_access_type(
        &mut self,
        template_arguments: &[TemplateArgument],
        method: &Identifier,
    ) -> Option<Type> {
        let [argument] = template_arguments else {
            self.error(
                method.span,
                SemaError::TemplateArgumentCount {
                    method: method.name.clone(),
                    given: template_arguments.len(),
                },
            );
            return None;
        };
        let ty = match argument {
            TemplateArgument::Type(spec) => self.resolve_type(spec),
            TemplateArgument::Expression(expression) => {
                self.template_argument_not_a_type(expression);
                return None;
            }
        };
        if ty.is_error() {
            return None;
        }
        let supported = ty.is_numeric() && ty.scalar() != Some(ScalarKind::Bool);
        if !supported {
            let ty = self.type_name(&ty);
            self.error(
                method.span,
                SemaError::RawAccessType {
                    method: method.name.clone(),
                    ty,
                },
            );
            return None;
        }
        Some(ty)
    }

    /// Checks and converts the arguments of a resolved method.
    #[allow(clippy::too_many_arguments)]
    fn bind_method(
        &mut self,
        object: Expr,
        method: &Identifier,
        method_kind: ResourceMethod,
        params: Vec<(Type, bool)>,
        result: Type,
        args: Vec<Expr>,
        span: Span,
    ) -> Expr {
        if args.len() != params.len() {
            let diagnostic = NoMatchingCall::new(CallKind::Member, &method.name, method.span)
                .candidate(
                    Some(method.span),
                    Rejection::Arity {
                        required: params.len(),
                        parameters: params.len(),
                        provided: args.len(),
                        single_parameter: None,
                    },
                )
                .diagnostic();
            self.report(diagnostic);
            return error_expr(span);
        }
        let mut bound = Vec::new();
        for (arg, (ty, out)) in args.into_iter().zip(params) {
            if out {
                if !Analyzer::is_lvalue(&arg) || !arg.ty.is_numeric() {
                    self.error(
                        arg.span,
                        SemaError::NonLvalueArgument {
                            mode: ParamMode::Out,
                        },
                    );
                    return error_expr(span);
                }
                if !self.check_assignable(&arg) {
                    return error_expr(span);
                }
                bound.push(Arg::Place {
                    place: arg,
                    param_ty: ty,
                    copy_in: false,
                });
            } else {
                let value = self.convert_implicit(arg, &ty, ConversionContext::Quiet);
                if value.ty.is_error() {
                    return error_expr(span);
                }
                bound.push(Arg::Value(value));
            }
        }
        Expr::new(
            ExprKind::Method {
                method: method_kind,
                resource: Box::new(object),
                args: bound,
            },
            result,
            span,
        )
    }
}

/// One explicitly bound register range, for the overlap check.
struct BoundRange {
    name: String,
    class: char,
    space: u32,
    first: u32,
    count: u32,
    span: Span,
}

impl BoundRange {
    fn last(&self) -> u32 {
        self.first.saturating_add(self.count.max(1) - 1)
    }
}

impl Analyzer<'_> {
    /// Reports explicit registers that overlap, per class and space (DXIL;
    /// Vulkan bindings are `vulkan_bindings`' business). An array of N takes
    /// N registers. Sorted by start, each range is compared with the one
    /// reaching furthest before it: linear after the sort.
    pub fn check_register_overlaps(&mut self) {
        let resources = self.resources.iter().filter_map(|resource| {
            let (first, space) = resource.binding.register?;
            Some(BoundRange {
                name: resource.name.clone(),
                class: BindingClass::of(&resource.ty).letter(),
                space,
                first,
                count: resource.array_size.unwrap_or(1).max(1),
                span: resource.span,
            })
        });
        let buffers = self.cbuffers.iter().filter_map(|buffer| {
            let (first, space) = buffer.binding.register?;
            Some(BoundRange {
                name: buffer.name.clone(),
                class: 'b',
                space,
                first,
                count: 1,
                span: buffer.span,
            })
        });
        let mut ranges: Vec<(usize, BoundRange)> = resources.chain(buffers).enumerate().collect();
        ranges.sort_by_key(|(position, range)| (range.class, range.space, range.first, *position));
        let mut messages = Vec::new();
        let mut furthest: Option<usize> = None;
        for index in 0..ranges.len() {
            let later = &ranges[index].1;
            if let Some(previous) = furthest {
                let earlier = &ranges[previous].1;
                if (earlier.class, earlier.space) != (later.class, later.space) {
                    furthest = None;
                } else if later.first <= earlier.last() {
                    messages.push((
                        ranges[index].0,
                        later.span,
                        SemaError::RegisterOverlap {
                            name: later.name.clone(),
                            class: later.class,
                            first: later.first,
                            other: earlier.name.clone(),
                            other_class: earlier.class,
                            other_first: earlier.first,
                            space: later.space,
                        },
                        earlier.span,
                    ));
                }
            }
            if furthest.is_none_or(|previous| later.last() > ranges[previous].1.last()) {
                furthest = Some(index);
            }
        }
        // Reported in source order, as the declarations are.
        messages.sort_by_key(|(position, _, _, _)| *position);
        for (_, span, error, previous) in messages {
            self.report(
                Diagnostic::error(span, error).with_note(Some(previous), SemaNote::OtherResource),
            );
        }
    }
}
