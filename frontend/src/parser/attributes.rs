//! Attributes (`[numthreads(8, 8, 1)]`, `[shader("compute")]`, `[unroll]`,
//! `[[vk::binding(0, 1)]]`) and what follows a declarator after `:` —
//! semantics (`SV_DispatchThreadID`, `TEXCOORD0`), `register(t0, space1)`
//! and `packoffset(c0.x)`.

use super::messages::ParseError;
use super::{ParseResult, Parser};
use crate::ast::{Annotation, Attribute, Identifier, RegisterBinding, Semantic};
use crate::token::{Keyword, Punctuator, TokenKind};

impl Parser<'_> {
    /// Every attribute list at the current token (none unless `[` is next).
    pub(super) fn parse_attributes(&mut self) -> ParseResult<Vec<Attribute>> {
        let mut attributes = Vec::new();
        while self.check(Punctuator::LeftBracket) {
            let open = self.advance();
            let inner_open = self.check(Punctuator::LeftBracket).then(|| self.advance());
            loop {
                attributes.push(self.parse_attribute()?);
                if self.eat(Punctuator::Comma).is_none() {
                    break;
                }
            }
            if let Some(inner_open) = &inner_open {
                self.expect_closing(Punctuator::RightBracket, inner_open)?;
            }
            self.expect_closing(Punctuator::RightBracket, &open)?;
        }
        Ok(attributes)
    }

    /// `name`, `vk::name`, each optionally with `(arguments)`.
    fn parse_attribute(&mut self) -> ParseResult<Attribute> {
        let start = self.position;
        let mut name = vec![self.parse_attribute_name()?];
        while self.eat(Punctuator::ColonColon).is_some() {
            name.push(self.parse_attribute_name()?);
        }
        let mut arguments = Vec::new();
        if self.check(Punctuator::LeftParen) {
            let open_index = self.position;
            let open = self.advance();
            arguments = self.parse_arguments(&open, open_index)?.0;
        }
        Ok(Attribute {
            name,
            arguments,
            span: self.span_from(start),
        })
    }

    /// An identifier, or a keyword used as an attribute name.
    fn parse_attribute_name(&mut self) -> ParseResult<Identifier> {
        let name = match &self.peek().kind {
            TokenKind::Identifier(name) => name.clone(),
            TokenKind::Keyword(keyword) => keyword.text().to_string(),
            _ => return Err(self.error_here(ParseError::ExpectedAttributeName)),
        };
        let span = self.advance().span;
        Ok(Identifier { name, span })
    }

    /// Every `: …` after a declarator, parameter list or parameter.
    pub(super) fn parse_annotations_into(
        &mut self,
        annotations: &mut Vec<Annotation>,
    ) -> ParseResult<()> {
        while self.eat(Punctuator::Colon).is_some() {
            annotations.push(self.parse_annotation()?);
        }
        Ok(())
    }

    fn parse_annotation(&mut self) -> ParseResult<Annotation> {
        if self.check_keyword(Keyword::Register) {
            return Ok(Annotation::Register(self.parse_register_binding()?));
        }
        if self.check_keyword(Keyword::Packoffset) {
            let start = self.position;
            self.advance();
            let open = self.peek().clone();
            self.expect(
                Punctuator::LeftParen,
                ParseError::ExpectedParenAfter {
                    keyword: "packoffset",
                },
            )?;
            // `c0`, `c1.x`: kept as written, read by semantic analysis.
            while matches!(
                self.peek().kind,
                TokenKind::Identifier(_) | TokenKind::Punctuator(Punctuator::Dot)
            ) {
                self.advance();
            }
            self.expect_closing(Punctuator::RightParen, &open)?;
            return Ok(Annotation::Packoffset(self.span_from(start)));
        }
        match self.peek().identifier() {
            Some(name) => {
                let name = name.to_string();
                let span = self.advance().span;
                Ok(Annotation::Semantic(Semantic {
                    name: Identifier { name, span },
                }))
            }
            None => Err(self.error_here(ParseError::ExpectedSemantic)),
        }
    }

    /// `register(t0)`, `register(u1, space2)` (current token `register`).
    pub(super) fn parse_register_binding(&mut self) -> ParseResult<RegisterBinding> {
        let start = self.position;
        self.advance();
        let open = self.peek().clone();
        self.expect(
            Punctuator::LeftParen,
            ParseError::ExpectedParenAfter {
                keyword: "register",
            },
        )?;
        let register = self.expect_identifier(ParseError::ExpectedIdentifier)?;
        let space = match self.eat(Punctuator::Comma) {
            Some(_) => Some(self.expect_identifier(ParseError::ExpectedIdentifier)?),
            None => None,
        };
        self.expect_closing(Punctuator::RightParen, &open)?;
        Ok(RegisterBinding {
            register,
            space,
            span: self.span_from(start),
        })
    }
}
