//! Types as written — a name with optional template arguments
//! (`Texture2D<float4>`, `Texture2D<>`, `vector<float, 4>`,
//! `Texture2D<vector<float, 4>>` with its `>>` split in two) — qualifiers, and
//! the lookahead that tells declarations and casts from expressions.

use super::cursor::identifier_text;
use super::expressions::ADDITIVE_PRECEDENCE;
use super::messages::ParseError;
use super::type_names::{is_builtin_type_name, KEYWORD_TYPE_NAMES};
use super::{ParseResult, Parser};
use crate::ast::{Identifier, Qualifier, TemplateArgument, TypeSpec};
use crate::span::Span;
use crate::token::{Keyword, Punctuator, Token, TokenKind};

/// Keywords that qualify a declaration in every position; `inline` is read
/// and dropped (every HLSL function is inlined).
const QUALIFIER_KEYWORDS: &[Keyword] = &[
    Keyword::Static,
    Keyword::Const,
    Keyword::Uniform,
    Keyword::Groupshared,
    Keyword::Extern,
    Keyword::Volatile,
    Keyword::RowMajor,
    Keyword::ColumnMajor,
    Keyword::Inline,
];

/// Keywords that qualify a declaration only when a type or another qualifier
/// follows (`sample float4 c : COLOR` but `float4 sample = …`).
const CONTEXTUAL_QUALIFIER_KEYWORDS: &[Keyword] = &[
    Keyword::Precise,
    Keyword::Sample,
    Keyword::Linear,
    Keyword::Centroid,
    Keyword::Noperspective,
    Keyword::Nointerpolation,
];

/// Modifiers HLSL has and texel does not support (`RWTexture2D<unorm float4>`,
/// `globallycoherent RWTexture2D<…>`): where a type or a
/// qualifier follows, they are reported and skipped.
const UNSUPPORTED_MODIFIERS: &[&str] = &["unorm", "snorm", "globallycoherent", "reordercoherent"];

fn qualifier_of(keyword: Keyword) -> Option<Qualifier> {
    Some(match keyword {
        Keyword::Static => Qualifier::Static,
        Keyword::Const => Qualifier::Const,
        Keyword::Uniform => Qualifier::Uniform,
        Keyword::Groupshared => Qualifier::Groupshared,
        Keyword::Extern => Qualifier::Extern,
        Keyword::Volatile => Qualifier::Volatile,
        Keyword::Precise => Qualifier::Precise,
        Keyword::RowMajor => Qualifier::RowMajor,
        Keyword::ColumnMajor => Qualifier::ColumnMajor,
        Keyword::Nointerpolation => Qualifier::Nointerpolation,
        Keyword::Linear => Qualifier::Linear,
        Keyword::Centroid => Qualifier::Centroid,
        Keyword::Noperspective => Qualifier::Noperspective,
        Keyword::Sample => Qualifier::Sample,
        _ => return None,
    })
}

impl Parser<'_> {
    /// A built-in type, or a struct or typedef declared so far.
    pub(super) fn is_type_name(&self, name: &str) -> bool {
        is_builtin_type_name(name) || self.declared_type_names.contains(name)
    }

    /// The (possibly qualified: `N::S`) name at `index` names a type.
    pub(super) fn is_type_name_at(&self, index: usize) -> bool {
        self.qualified_name_at(index)
            .is_some_and(|(name, _)| self.is_type_name(&name))
    }

    /// `A::B::c` from `index`: the joined name and the index after it.
    pub(super) fn qualified_name_at(&self, index: usize) -> Option<(String, usize)> {
        let mut name = self.token_at(index).identifier()?.to_string();
        let mut end = index + 1;
        while self.token_at(end).is_punctuator(Punctuator::ColonColon) {
            let Some(next) = self.token_at(end + 1).identifier() else {
                break;
            };
            name.push_str("::");
            name.push_str(next);
            end += 2;
        }
        Some((name, end))
    }

    /// Declares a type name in the current scope: known bare and qualified
    /// by every suffix of the enclosing namespaces and structs.
    pub(super) fn declare_type_name(&mut self, name: &Identifier) {
        for qualified in self.scoped_names(&name.name) {
            self.declared_type_names.insert(qualified);
        }
    }

    /// `name`, and `name` qualified by each suffix of the scope path
    /// (`S`, `B::S`, `A::B::S` inside `A::B`).
    pub(super) fn scoped_names(&self, name: &str) -> Vec<String> {
        let mut names = vec![name.to_string()];
        for first in (0..self.scope_path.len()).rev() {
            let mut qualified = self.scope_path[first..].join("::");
            qualified.push_str("::");
            qualified.push_str(name);
            names.push(qualified);
        }
        names
    }

    /// The token at `index` is a qualifier here (a contextual one only when
    /// a type, a qualifier or a parameter modifier follows).
    pub(super) fn is_qualifier_at(&self, index: usize) -> bool {
        if self.is_unsupported_modifier_at(index) {
            return true;
        }
        let TokenKind::Keyword(keyword) = self.token_at(index).kind else {
            return false;
        };
        if QUALIFIER_KEYWORDS.contains(&keyword) {
            return true;
        }
        if !CONTEXTUAL_QUALIFIER_KEYWORDS.contains(&keyword) {
            return false;
        }
        let next = self.token_at(index + 1);
        match &next.kind {
            TokenKind::Keyword(next_keyword) => {
                QUALIFIER_KEYWORDS.contains(next_keyword)
                    || CONTEXTUAL_QUALIFIER_KEYWORDS.contains(next_keyword)
                    || matches!(next_keyword, Keyword::In | Keyword::Out | Keyword::Inout)
            }
            TokenKind::Identifier(name) => self.is_type_name(name),
            _ => false,
        }
    }

    /// One of [`UNSUPPORTED_MODIFIERS`] at `index`, a type or a qualifier
    /// after it.
    fn is_unsupported_modifier_at(&self, index: usize) -> bool {
        let is_modifier = |index: usize| {
            self.token_at(index)
                .identifier()
                .is_some_and(|name| UNSUPPORTED_MODIFIERS.contains(&name))
        };
        if !is_modifier(index) {
            return false;
        }
        let next = index + 1;
        self.is_type_name_at(next)
            || is_modifier(next)
            || matches!(self.token_at(next).kind, TokenKind::Keyword(keyword)
                if QUALIFIER_KEYWORDS.contains(&keyword)
                    || CONTEXTUAL_QUALIFIER_KEYWORDS.contains(&keyword))
    }

    /// Reports and skips unsupported modifiers at the current token.
    fn skip_unsupported_modifiers(&mut self) {
        while self.is_unsupported_modifier_at(self.position) {
            let name = self.peek().identifier().unwrap_or_default().to_string();
            self.error_here(ParseError::NotSupported { name });
            self.advance();
        }
    }

    /// Reads the qualifiers at the current token (`static const`, …).
    pub(super) fn parse_qualifiers(&mut self) -> Vec<(Qualifier, Span)> {
        let mut qualifiers = Vec::new();
        loop {
            self.skip_unsupported_modifiers();
            if !self.is_qualifier_at(self.position) {
                break;
            }
            let token = self.advance();
            if let TokenKind::Keyword(keyword) = token.kind {
                if let Some(qualifier) = qualifier_of(keyword) {
                    qualifiers.push((qualifier, token.span));
                }
            }
        }
        self.add_pack_matrix_orientation(&mut qualifiers);
        qualifiers
    }

    /// Without `row_major` / `column_major`, the orientation of the last
    /// `#pragma pack_matrix` before this point, as an empty-spanned qualifier.
    fn add_pack_matrix_orientation(&self, qualifiers: &mut Vec<(Qualifier, Span)>) {
        let written = qualifiers
            .iter()
            .any(|(q, _)| matches!(q, Qualifier::RowMajor | Qualifier::ColumnMajor));
        let passed = self
            .pack_matrix
            .partition_point(|(index, _)| *index <= self.position);
        if written || passed == 0 {
            return;
        }
        let qualifier = if self.pack_matrix[passed - 1].1 {
            Qualifier::RowMajor
        } else {
            Qualifier::ColumnMajor
        };
        let start = self.peek().span;
        qualifiers.push((qualifier, Span::new(start.file, start.start, start.start)));
    }

    /// Index just past the template argument list whose `<` is at `index`,
    /// by lookahead only; `None` when it does not close before `;`, `{`, `}`.
    pub(super) fn skip_template_arguments(&self, index: usize) -> Option<usize> {
        let mut angles = 0usize;
        let mut brackets = 0usize;
        let mut current = index;
        loop {
            let TokenKind::Punctuator(punctuator) = self.token_at(current).kind else {
                if current >= self.end_of_file_index() {
                    return None;
                }
                current += 1;
                continue;
            };
            match punctuator {
                Punctuator::Less if brackets == 0 => angles += 1,
                Punctuator::Greater if brackets == 0 => {
                    angles = angles.checked_sub(1)?;
                    if angles == 0 {
                        return Some(current + 1);
                    }
                }
                Punctuator::ShiftRight if brackets == 0 => {
                    if angles == 2 {
                        return Some(current + 1);
                    }
                    angles = angles.checked_sub(2).filter(|left| *left > 0)?;
                }
                Punctuator::LeftParen | Punctuator::LeftBracket => brackets += 1,
                Punctuator::RightParen | Punctuator::RightBracket => {
                    brackets = brackets.checked_sub(1)?;
                }
                Punctuator::Semicolon | Punctuator::LeftBrace | Punctuator::RightBrace => {
                    return None
                }
                _ => {}
            }
            current += 1;
        }
    }

    /// Index just past the type starting at `index`, if a known type name
    /// starts there.
    pub(super) fn skip_type(&self, index: usize) -> Option<usize> {
        let (name, end) = self.qualified_name_at(index)?;
        if !self.is_type_name(&name) {
            return None;
        }
        if self.token_at(end).is_punctuator(Punctuator::Less) {
            self.skip_template_arguments(end)
        } else {
            Some(end)
        }
    }

    /// Whether the statement at the current token declares variables:
    /// qualifiers, or a type not followed by `(` (a functional cast) or `::`,
    /// or an unknown name directly followed by another name (`Foo x`, which
    /// can only be a declaration with an unknown type).
    pub(super) fn declaration_ahead(&self) -> bool {
        let index = self.position;
        if self.is_qualifier_at(index) {
            return true;
        }
        if self.token_at(index).identifier().is_none() {
            return false;
        }
        if self.is_type_name_at(index) {
            return match self.skip_type(index) {
                Some(end) => {
                    let next = self.token_at(end);
                    !next.is_punctuator(Punctuator::LeftParen)
                        && !next.is_punctuator(Punctuator::ColonColon)
                }
                // An unbalanced template argument list: the declaration
                // parser reports it.
                None => true,
            };
        }
        identifier_text(self.token_at(index + 1)).is_some()
    }

    /// Whether `(` at the current token opens a cast: `(T)` with `T` a known
    /// type (`(float4(a))` is a parenthesised construction).
    pub(super) fn cast_ahead(&self) -> bool {
        self.check(Punctuator::LeftParen)
            && self
                .skip_type(self.position + 1)
                .is_some_and(|end| self.token_at(end).is_punctuator(Punctuator::RightParen))
    }

    /// `(Name) operand` where `Name` is no known type but the token after
    /// the `)` begins an operand that nothing could follow a parenthesised
    /// expression with (a literal or a name): a cast to an undeclared type.
    pub(super) fn unknown_type_cast_ahead(&self) -> bool {
        self.check(Punctuator::LeftParen)
            && self
                .peek_at(1)
                .identifier()
                .is_some_and(|name| !self.is_type_name(name))
            && self.check_at(2, Punctuator::RightParen)
            && matches!(
                self.peek_at(3).kind,
                TokenKind::Integer { .. }
                    | TokenKind::Float { .. }
                    | TokenKind::Identifier(_)
                    | TokenKind::Keyword(Keyword::True | Keyword::False)
            )
    }

    /// A type as written. An identifier that is not a known type is reported
    /// as "unknown type name" and read as a type all the same; a token that
    /// is no identifier is reported with `missing`.
    pub(super) fn parse_type_spec(&mut self, missing: ParseError) -> ParseResult<TypeSpec> {
        self.skip_unsupported_modifiers();
        let Some((name, end)) = self.qualified_name_at(self.position) else {
            return Err(self.error_here(missing));
        };
        if !self.is_type_name(&name) {
            self.error_here(ParseError::UnknownTypeName { name: name.clone() });
        }
        let mut name_span = self.advance().span;
        while self.position < end {
            name_span = name_span.to(self.advance().span);
        }
        let mut span = name_span;
        let template_arguments = if self.check(Punctuator::Less) {
            let (arguments, close) = self.nested(Self::parse_template_arguments)?;
            // Not `span_from`: the closing `>` may be half of a split `>>`.
            span = span.to(close);
            Some(arguments)
        } else {
            None
        };
        self.reject_second_keyword_type(&name);
        Ok(TypeSpec {
            name: Identifier {
                name,
                span: name_span,
            },
            template_arguments,
            span,
        })
    }

    /// `int int x`: a second keyword type right after a keyword type is
    /// reported as clang does and dropped, so the declaration goes on with
    /// the first type and its name.
    fn reject_second_keyword_type(&mut self, previous: &str) {
        if !KEYWORD_TYPE_NAMES.contains(&previous) {
            return;
        }
        while self
            .peek()
            .identifier()
            .is_some_and(|next| KEYWORD_TYPE_NAMES.contains(&next))
            && identifier_text(self.peek_at(1)).is_some()
        {
            self.error_here(ParseError::CannotCombineSpecifier {
                previous: previous.to_string(),
            });
            self.advance();
        }
    }

    /// `<…>` after a type name (`<>` gives an empty list), and the span of
    /// the closing `>`.
    pub(super) fn parse_template_arguments(
        &mut self,
    ) -> ParseResult<(Vec<TemplateArgument>, Span)> {
        let open = self.advance();
        let mut arguments = Vec::new();
        if let Some(close) = self.eat_closing_angle() {
            return Ok((arguments, close));
        }
        loop {
            arguments.push(self.parse_template_argument()?);
            if self.eat(Punctuator::Comma).is_some() {
                continue;
            }
            if let Some(close) = self.eat_closing_angle() {
                return Ok((arguments, close));
            }
            // Reports "expected '>'" (a `>` would have been eaten above).
            let close = self.expect_closing(Punctuator::Greater, &open)?;
            return Ok((arguments, close));
        }
    }

    /// A type (when a type name or `unorm` … starts it) or a constant
    /// expression without shifts and comparisons (`4`, `N * 2`, `(A > B)`).
    fn parse_template_argument(&mut self) -> ParseResult<TemplateArgument> {
        // `StructuredBuffer<row_major float4x4>`: one error, then the type.
        if let TokenKind::Keyword(keyword @ (Keyword::RowMajor | Keyword::ColumnMajor)) =
            self.peek().kind
        {
            self.error_here(ParseError::OrientationInTemplateArgument {
                name: keyword.text().to_string(),
            });
            self.advance();
        }
        let starts_type =
            self.is_type_name_at(self.position) || self.is_unsupported_modifier_at(self.position);
        if starts_type {
            Ok(TemplateArgument::Type(
                self.parse_type_spec(ParseError::ExpectedType)?,
            ))
        } else {
            Ok(TemplateArgument::Expression(
                self.parse_binary(ADDITIVE_PRECEDENCE)?,
            ))
        }
    }

    /// Consumes a `>` closing a template argument list. `>>` (and `>=`,
    /// `>>=`) are split: the first `>` is consumed, the rest stays.
    fn eat_closing_angle(&mut self) -> Option<Span> {
        let token = self.peek().clone();
        let TokenKind::Punctuator(punctuator) = token.kind else {
            return None;
        };
        let rest = match punctuator {
            Punctuator::Greater => return Some(self.advance().span),
            Punctuator::ShiftRight => Punctuator::Greater,
            Punctuator::GreaterEqual => Punctuator::Assign,
            Punctuator::ShiftRightAssign => Punctuator::GreaterEqual,
            _ => return None,
        };
        let span = token.span;
        let split = (span.start + 1).min(span.end);
        self.tokens[self.position] = Token {
            kind: TokenKind::Punctuator(rest),
            span: Span::new(span.file, split, span.end),
        };
        Some(Span::new(span.file, span.start, split))
    }
}
