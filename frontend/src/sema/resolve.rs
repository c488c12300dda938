//! Written types ([`TypeSpec`]) to [`Type`]s: scalar and vector keywords
//! (`float4`, `min16uint2`, `int16_t3`), `vector<T, N>`, `matrix<T, R, C>`,
//! structs, typedefs, resources; array dimensions.

use crate::ast::{Expression, ExpressionKind, TemplateArgument, TypeSpec};
use crate::span::Span;
use crate::types::{MatrixOrientation, ScalarKind, Type};

use super::messages::SemaError;
use super::scope::GlobalSymbol;
use super::Analyzer;

/// `float4` → (Float, 4, None); `float4x4` → (Float, 4, Some(4)).
fn split_vector_name(name: &str) -> Option<(ScalarKind, u32, Option<u32>)> {
    let bytes = name.as_bytes();
    let digit = |b: u8| (b'1'..=b'4').contains(&b);
    let len = bytes.len();
    if len >= 4 && bytes[len - 2] == b'x' && digit(bytes[len - 1]) && digit(bytes[len - 3]) {
        let scalar = ScalarKind::from_name(&name[..len - 3])?;
        return Some((
            scalar,
            u32::from(bytes[len - 3] - b'0'),
            Some(u32::from(bytes[len - 1] - b'0')),
        ));
    }
    if len >= 2 && digit(bytes[len - 1]) {
        let scalar = ScalarKind::from_name(&name[..len - 1])?;
        return Some((scalar, u32::from(bytes[len - 1] - b'0'), None));
    }
    None
}

/// Resource type names recognised to say they come later.
const LATER_RESOURCES: &[&str] = &[
    "ConstantBuffer",
    "AppendStructuredBuffer",
    "ConsumeStructuredBuffer",
];

impl Analyzer<'_> {
    /// Reports an expression where a template takes a type: a name declared
    /// nowhere is clang's "use of undeclared identifier" (`RWBuffer<Missing>`),
    /// anything else "must be a type".
    pub fn template_argument_not_a_type(&mut self, expression: &Expression) {
        if let ExpressionKind::Identifier(identifier) = &expression.kind {
            let name = identifier.name.as_str();
            let local = self
                .function
                .as_ref()
                .is_some_and(|function| function.lookup(name).is_some());
            if !local
                && self.lookup_global(name).is_none()
                && super::intrinsics::lookup(name).is_none()
            {
                self.error(
                    identifier.span,
                    SemaError::UndeclaredIdentifier {
                        name: name.to_string(),
                    },
                );
                return;
            }
        }
        self.error(expression.span, SemaError::TemplateArgumentNotAType);
    }

    /// Resolves a written type; reports and returns `Type::Error` on failure.
    pub fn resolve_type(&mut self, spec: &TypeSpec) -> Type {
        let name = spec.name.name.as_str();
        if let Some(ty) = self.resolve_builtin(spec) {
            return ty;
        }
        if let Some(ty) = self.resolve_resource(spec) {
            return ty;
        }
        if LATER_RESOURCES.contains(&name) {
            self.error(
                spec.span,
                SemaError::TypeNotSupportedYet {
                    name: name.to_string(),
                },
            );
            return Type::Error;
        }
        if let Some(ty) = self.template_type(spec) {
            return ty;
        }
        match self.lookup_global(name) {
            Some(GlobalSymbol::Struct(id)) => {
                self.no_template_arguments(spec);
                Type::Struct(id)
            }
            Some(GlobalSymbol::Typedef(ty)) => {
                self.no_template_arguments(spec);
                ty
            }
            _ => {
                // The parser reports names it had to read as types; say it once.
                let error = SemaError::UnknownTypeName {
                    name: name.to_string(),
                };
                let text = error.to_string();
                let span = spec.name.span;
                let reported = self
                    .diagnostics
                    .iter()
                    .any(|d| d.span == Some(span) && d.message == text);
                if reported {
                    self.errors += 1;
                } else {
                    self.error(span, error);
                }
                Type::Error
            }
        }
    }

    fn no_template_arguments(&mut self, spec: &TypeSpec) {
        if spec.template_arguments.is_some() {
            self.error(
                spec.span,
                SemaError::NotATemplate {
                    name: spec.name.name.clone(),
                },
            );
        }
    }

    /// Scalars, vectors, matrices, `vector<…>`, `matrix<…>`.
    fn resolve_builtin(&mut self, spec: &TypeSpec) -> Option<Type> {
        let name = spec.name.name.as_str();
        if name == "void" {
            return Some(Type::Void);
        }
        if name == "vector" || name == "matrix" {
            return Some(self.resolve_vector_template(spec, name == "matrix"));
        }
        let mut ty = if let Some(scalar) = ScalarKind::from_name(name) {
            Type::Scalar(scalar)
        } else {
            let (scalar, n, columns) = split_vector_name(name)?;
            match columns {
                Some(c) => Type::Matrix(scalar, n, c, MatrixOrientation::default()),
                None => Type::Vector(scalar, n),
            }
        };
        // Without `-enable-16bit-types`, `half` (like `min16float`) is a
        // 32-bit float, as in DXC and clang without native half.
        if !self.enable_16bit_types && name.starts_with("half") {
            ty = match ty {
                Type::Scalar(ScalarKind::Half) => Type::Scalar(ScalarKind::Float),
                Type::Vector(ScalarKind::Half, n) => Type::Vector(ScalarKind::Float, n),
                Type::Matrix(ScalarKind::Half, r, c, o) => Type::Matrix(ScalarKind::Float, r, c, o),
                other => other,
            };
        }
        if spec.template_arguments.is_some() {
            self.no_template_arguments(spec);
        }
        Some(ty)
    }

    fn resolve_vector_template(&mut self, spec: &TypeSpec, matrix: bool) -> Type {
        let Some(arguments) = &spec.template_arguments else {
            // `vector` alone is float4, `matrix` alone float4x4.
            return if matrix {
                Type::Matrix(ScalarKind::Float, 4, 4, MatrixOrientation::default())
            } else {
                Type::Vector(ScalarKind::Float, 4)
            };
        };
        let expected = if matrix { 3 } else { 2 };
        let template = spec.name.name.as_str();
        if arguments.len() > expected {
            self.error(
                spec.span,
                SemaError::TooManyTemplateArguments {
                    template: template.to_string(),
                },
            );
            return Type::Error;
        }
        if arguments.len() < expected {
            self.error(
                spec.span,
                SemaError::TooFewTemplateArguments {
                    template: template.to_string(),
                },
            );
            return Type::Error;
        }
        let element = match &arguments[0] {
            TemplateArgument::Type(element) => self.resolve_type(element),
            TemplateArgument::Expression(expression) => {
                self.template_argument_not_a_type(expression);
                return Type::Error;
            }
        };
        let Type::Scalar(scalar) = element else {
            if !element.is_error() {
                let element = self.type_name(&element);
                self.error(
                    spec.span,
                    SemaError::InvalidElementType {
                        element,
                        template: template.to_string(),
                    },
                );
            }
            return Type::Error;
        };
        let mut sizes = Vec::new();
        for argument in &arguments[1..] {
            match self.template_integer(argument, 1, 4) {
                Some(size) => sizes.push(size),
                None => return Type::Error,
            }
        }
        if matrix {
            Type::Matrix(scalar, sizes[0], sizes[1], MatrixOrientation::default())
        } else {
            Type::Vector(scalar, sizes[0])
        }
    }

    /// A constant integer template argument in `min..=max`.
    fn template_integer(&mut self, argument: &TemplateArgument, min: i64, max: i64) -> Option<u32> {
        match argument {
            TemplateArgument::Expression(expression) => {
                let value = self.constant_integer(expression)?;
                if value < min || value > max {
                    self.error(
                        expression.span,
                        SemaError::DimensionOutOfRange { min, max, value },
                    );
                    return None;
                }
                Some(value as u32)
            }
            TemplateArgument::Type(spec) => {
                // The parser may read a lone name (`N`) as a type.
                if spec.template_arguments.is_none() {
                    let expression = Expression {
                        kind: crate::ast::ExpressionKind::Identifier(spec.name.clone()),
                        span: spec.span,
                    };
                    return self.template_integer(
                        &TemplateArgument::Expression(expression),
                        min,
                        max,
                    );
                }
                self.error(spec.span, SemaError::TemplateArgumentNotAnInteger);
                None
            }
        }
    }

    /// Wraps `ty` in array dimensions (`[N]`, outermost first). `[]` is only
    /// allowed where `allow_unsized` (it becomes size 0).
    pub fn apply_array_dimensions(
        &mut self,
        mut ty: Type,
        dimensions: &[Option<Expression>],
        span: Span,
    ) -> Type {
        for dimension in dimensions.iter().rev() {
            let size = match dimension {
                Some(expression) => match self.constant_integer(expression) {
                    Some(size) if size > 0 => size as u32,
                    Some(size) => {
                        self.error(expression.span, SemaError::ArraySizeNotPositive { size });
                        return Type::Error;
                    }
                    None => return Type::Error,
                },
                None => {
                    self.error(span, SemaError::UnsizedArray);
                    return Type::Error;
                }
            };
            if ty.is_error() {
                return Type::Error;
            }
            ty = Type::Array(Box::new(ty), size);
        }
        ty
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn vector_names_split() {
        assert_eq!(
            split_vector_name("float4"),
            Some((ScalarKind::Float, 4, None))
        );
        assert_eq!(
            split_vector_name("int16_t2"),
            Some((ScalarKind::Int16, 2, None))
        );
        assert_eq!(
            split_vector_name("float3x4"),
            Some((ScalarKind::Float, 3, Some(4)))
        );
        assert_eq!(
            split_vector_name("min16float4"),
            Some((ScalarKind::Float, 4, None))
        );
        assert_eq!(split_vector_name("float5"), None);
        assert_eq!(split_vector_name("Foo2"), None);
    }
}
