//! Texel subscripts: `Tex[p]` (non-cube SRVs, multisampled textures at sample
//! 0, RW textures for reading and writing), `Tex.mips[level][p]`
//! (non-multisampled, non-cube SRVs) and `MS.sample[index][p]`
//! (multisampled), typed as [`ExprKind::Texel`] places.
//!
//! Coordinate widths come from the resource type model's kind facts. Reading
//! and writing texels is code generation's business.

use crate::ast::{Expression, ExpressionKind};
use crate::span::Span;
use crate::types::{ResourceType, ScalarKind, Type};

use super::conversions::ConversionContext;
use super::expressions::error_expr;
use super::hir::{Expr, ExprKind};
use super::messages::SemaError;
use super::Analyzer;

/// Which texel accessor a member names.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Accessor {
    Mips,
    Sample,
}

impl Analyzer<'_> {
    /// `T.mips[l][p]` / `T.sample[s][p]` written as `index` applied to
    /// `object`; `None` when `object` is no such accessor subscript (the
    /// caller types the expression as usual).
    pub fn texel_accessor_subscript(
        &mut self,
        object: &Expression,
        index: &Expression,
        span: Span,
    ) -> Option<Expr> {
        let ExpressionKind::Index {
            object: accessor,
            index: selector,
        } = &object.kind
        else {
            return None;
        };
        let ExpressionKind::Member {
            object: texture,
            member,
            template_arguments: None,
        } = &accessor.kind
        else {
            return None;
        };
        let which = match member.name.as_str() {
            "mips" => Accessor::Mips,
            "sample" => Accessor::Sample,
            _ => return None,
        };
        let texture = self.check_expr(texture);
        let texture_kind = match &texture.ty {
            Type::Resource(resource) => resource.texture_kind().map(|kind| (kind, resource)),
            _ => None,
        };
        let Some((kind, resource)) = texture_kind else {
            // Not a texture: `s.mips[i][j]` of a struct and friends.
            let member_expr = self.member(texture, member, accessor.span);
            let selector = self.check_expr(selector);
            let inner = self.subscript(member_expr, selector, object.span);
            let index = self.check_expr(index);
            return Some(self.subscript(inner, index, span));
        };
        let has_accessor = match which {
            Accessor::Mips => !resource.writable && !kind.is_multisampled() && !kind.is_cube(),
            Accessor::Sample => kind.is_multisampled(),
        };
        if !has_accessor {
            let ty = self.type_name(&texture.ty);
            self.error(
                member.span,
                SemaError::NoMember {
                    member: member.name.clone(),
                    ty,
                },
            );
            return Some(error_expr(span));
        }
        let selector = self.check_expr(selector);
        let selector = self.convert_implicit(selector, &Type::UINT, ConversionContext::Quiet);
        let coordinate = self.check_expr(index);
        if selector.ty.is_error() || coordinate.ty.is_error() {
            return Some(error_expr(span));
        }
        let (level, sample) = match which {
            Accessor::Mips => (Some(selector), None),
            Accessor::Sample => (None, Some(selector)),
        };
        Some(self.texel(texture, coordinate, level, sample, span))
    }

    /// `Tex[p]`: a texel of a texture (`None` for kinds without `operator[]`).
    pub fn texture_subscript(&mut self, object: Expr, index: Expr, span: Span) -> Option<Expr> {
        let Type::Resource(resource) = &object.ty else {
            return None;
        };
        let kind = resource.texture_kind()?;
        if kind.is_cube() {
            return None;
        }
        Some(self.texel(object, index, None, None, span))
    }

    fn texel(
        &mut self,
        texture: Expr,
        coordinate: Expr,
        level: Option<Expr>,
        sample: Option<Expr>,
        span: Span,
    ) -> Expr {
        let Type::Resource(ResourceType {
            shape: crate::types::ResourceShape::Texture(kind),
            element: Some(element),
            ..
        }) = texture.ty.clone()
        else {
            return error_expr(span);
        };
        let width = kind.facts().load_coordinate_components;
        let coordinate_type = Type::scalar_or_vector(ScalarKind::Uint, width);
        let coordinate =
            self.convert_implicit(coordinate, &coordinate_type, ConversionContext::Quiet);
        if coordinate.ty.is_error() {
            return error_expr(span);
        }
        Expr::new(
            ExprKind::Texel {
                texture: Box::new(texture),
                coordinate: Box::new(coordinate),
                level: level.map(Box::new),
                sample: sample.map(Box::new),
            },
            *element,
            span,
        )
    }
}
