//! Texture and sampler types as written: `Texture2D`, `Texture2D<>` and
//! `Texture2D<float4>` (one type for the seven non-multisampled SRV kinds),
//! `Texture2DMS<T[, N]>`, `RWTexture2D<T>`, `SamplerState`,
//! `SamplerComparisonState`, with clang's template diagnostics.
//!
//! Kinds and their facts come from the resource type model; this module only
//! maps HLSL names to them and checks template arguments. Methods are in
//! `texture_methods`.

use crate::ast::{TemplateArgument, TypeSpec};
use crate::types::{ResourceKind, ResourceShape, ResourceType, ScalarKind, Type};

use super::messages::SemaError;
use super::Analyzer;

/// The largest sample count a `Texture2DMS<T, N>` may name (DXIL stores it
/// in 8 bits).
const MAX_SAMPLE_COUNT: i64 = texel_passes::resource_types::MAX_SAMPLE_COUNT as i64;

/// The default element of the non-multisampled SRV textures.
const DEFAULT_ELEMENT: Type = Type::Vector(ScalarKind::Float, 4);

/// A texture or sampler type name: its shape and whether it is the RW form.
pub fn texture_or_sampler_shape(name: &str) -> Option<(ResourceShape, bool)> {
    match name {
        "SamplerState" => return Some((ResourceShape::Sampler { comparison: false }, false)),
        "SamplerComparisonState" => {
            return Some((ResourceShape::Sampler { comparison: true }, false))
        }
        _ => {}
    }
    let (base, writable) = match name.strip_prefix("RW") {
        Some(base) => (base, true),
        None => (name, false),
    };
    ResourceKind::TEXTURES
        .into_iter()
        .find(|kind| kind.facts().hlsl_name == base)
        .filter(|kind| !writable || kind.has_writable_texture_form())
        .map(|kind| (ResourceShape::Texture(kind), writable))
}

/// Whether `element` may be the element of a texture or typed buffer: a
/// numeric scalar or vector (not bool) of at most 16 bytes.
pub fn is_typed_element_compatible(element: &Type) -> bool {
    match element {
        Type::Scalar(scalar) | Type::Vector(scalar, _) => {
            let components = element.vector_size().unwrap_or(1);
            *scalar != ScalarKind::Bool && components * scalar.byte_size() <= 16
        }
        _ => false,
    }
}

impl Analyzer<'_> {
    /// Texture and sampler type names; `None` when `spec` names neither.
    pub fn resolve_texture_or_sampler(&mut self, spec: &TypeSpec) -> Option<Type> {
        let name = spec.name.name.as_str();
        let (shape, writable) = texture_or_sampler_shape(name)?;
        let ResourceShape::Texture(kind) = shape else {
            if spec.template_arguments.is_some() {
                self.error(
                    spec.span,
                    SemaError::NotATemplate {
                        name: name.to_string(),
                    },
                );
                return Some(Type::Error);
            }
            return Some(Type::Resource(ResourceType::new(shape, false, None)));
        };
        // The seven non-multisampled SRV kinds default their element to float4.
        let has_default = !writable && !kind.is_multisampled();
        let arguments: &[TemplateArgument] = match &spec.template_arguments {
            None if has_default => &[],
            None => {
                self.error(
                    spec.span,
                    SemaError::TemplateArgumentsRequired {
                        template: name.to_string(),
                    },
                );
                return Some(Type::Error);
            }
            Some(arguments) => arguments,
        };
        let most = if kind.is_multisampled() { 2 } else { 1 };
        if arguments.len() > most {
            self.error(
                spec.span,
                SemaError::TooManyTemplateArguments {
                    template: name.to_string(),
                },
            );
            return Some(Type::Error);
        }
        let element = match arguments.first() {
            None if has_default => DEFAULT_ELEMENT,
            None => {
                self.error(
                    spec.span,
                    SemaError::TooFewTemplateArguments {
                        template: name.to_string(),
                    },
                );
                return Some(Type::Error);
            }
            Some(TemplateArgument::Type(element)) => self.resolve_type(element),
            Some(TemplateArgument::Expression(expression)) => {
                self.error(expression.span, SemaError::TemplateArgumentNotAType);
                return Some(Type::Error);
            }
        };
        if element.is_error() {
            return Some(Type::Error);
        }
        if !is_typed_element_compatible(&element) {
            self.report_unsatisfied_constraint(
                spec.span,
                name,
                &element,
                "__is_typed_resource_element_compatible",
            );
            return Some(Type::Error);
        }
        let sample_count = match arguments.get(1) {
            None => None,
            Some(argument) => match self.sample_count(argument) {
                Some(count) => Some(count),
                None => return Some(Type::Error),
            },
        };
        Some(Type::Resource(ResourceType {
            sample_count,
            ..ResourceType::new(shape, writable, Some(element))
        }))
    }

    /// `Texture2DMS<T, N>`'s N: a constant integer in 1..=255; `None` after
    /// reporting.
    fn sample_count(&mut self, argument: &TemplateArgument) -> Option<u32> {
        let expression = match argument {
            TemplateArgument::Expression(expression) => expression.clone(),
            // A lone name (`N`) may have been read as a type.
            TemplateArgument::Type(spec) if spec.template_arguments.is_none() => {
                crate::ast::Expression {
                    kind: crate::ast::ExpressionKind::Identifier(spec.name.clone()),
                    span: spec.span,
                }
            }
            TemplateArgument::Type(spec) => {
                self.error(spec.span, SemaError::TemplateArgumentNotAnInteger);
                return None;
            }
        };
        let value = self.constant_integer(&expression)?;
        if !(1..=MAX_SAMPLE_COUNT).contains(&value) {
            self.error(
                expression.span,
                SemaError::SampleCountOutOfRange {
                    max: MAX_SAMPLE_COUNT,
                    value,
                },
            );
            return None;
        }
        Some(value as u32)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_map_to_kinds() {
        assert_eq!(
            texture_or_sampler_shape("RWTexture2DArray"),
            Some((ResourceShape::Texture(ResourceKind::Texture2DArray), true))
        );
        assert_eq!(
            texture_or_sampler_shape("TextureCubeArray"),
            Some((
                ResourceShape::Texture(ResourceKind::TextureCubeArray),
                false
            ))
        );
        assert_eq!(texture_or_sampler_shape("RWTextureCube"), None);
        assert_eq!(texture_or_sampler_shape("RWTexture2DMS"), None);
        assert_eq!(
            texture_or_sampler_shape("SamplerComparisonState"),
            Some((ResourceShape::Sampler { comparison: true }, false))
        );
        assert_eq!(texture_or_sampler_shape("Buffer"), None);
    }
}
