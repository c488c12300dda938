//! Token access for the parser: looking ahead, consuming, expecting, and
//! reporting errors — at most one per token (a second one would be a
//! cascade) and nothing after a fatal error.

use super::messages::{ParseError, ParseNote, ParseWarning};
use super::{ParseResult, Parser, Reported, MAX_NESTING_DEPTH};
use crate::ast::Identifier;
use crate::diagnostics::Diagnostic;
use crate::span::Span;
use crate::token::{Keyword, Punctuator, Token, TokenKind};

/// Keywords that DXC also accepts as names outside a modifier position
/// (`float4 sample = …`, `MS.sample[i][p]`).
pub(super) const CONTEXTUAL_KEYWORDS: &[Keyword] = &[
    Keyword::Sample,
    Keyword::Linear,
    Keyword::Centroid,
    Keyword::Noperspective,
    Keyword::Nointerpolation,
    Keyword::Precise,
];

/// The name a token spells if it can be used as an identifier.
pub(super) fn identifier_text(token: &Token) -> Option<&str> {
    match &token.kind {
        TokenKind::Identifier(name) => Some(name),
        TokenKind::Keyword(keyword) if CONTEXTUAL_KEYWORDS.contains(keyword) => {
            Some(keyword.text())
        }
        _ => None,
    }
}

impl Parser<'_> {
    pub(super) fn peek(&self) -> &Token {
        &self.tokens[self.position]
    }

    /// The token `offset` places ahead (the end of file past the end).
    pub(super) fn peek_at(&self, offset: usize) -> &Token {
        self.token_at(self.position.saturating_add(offset))
    }

    /// The token at an absolute index (the end of file past the end).
    pub(super) fn token_at(&self, index: usize) -> &Token {
        &self.tokens[index.min(self.tokens.len() - 1)]
    }

    pub(super) fn end_of_file_index(&self) -> usize {
        self.tokens.len() - 1
    }

    pub(super) fn at_end_of_file(&self) -> bool {
        self.position >= self.end_of_file_index()
    }

    /// Consumes the current token (never the end of file) and returns it.
    pub(super) fn advance(&mut self) -> Token {
        let token = self.tokens[self.position].clone();
        if !self.at_end_of_file() {
            self.position += 1;
        }
        token
    }

    pub(super) fn check(&self, punctuator: Punctuator) -> bool {
        self.peek().is_punctuator(punctuator)
    }

    pub(super) fn check_at(&self, offset: usize, punctuator: Punctuator) -> bool {
        self.peek_at(offset).is_punctuator(punctuator)
    }

    pub(super) fn check_keyword(&self, keyword: Keyword) -> bool {
        self.peek().is_keyword(keyword)
    }

    /// Consumes the punctuator if it is next.
    pub(super) fn eat(&mut self, punctuator: Punctuator) -> Option<Span> {
        self.check(punctuator).then(|| self.advance().span)
    }

    pub(super) fn eat_keyword(&mut self, keyword: Keyword) -> Option<Span> {
        self.check_keyword(keyword).then(|| self.advance().span)
    }

    pub(super) fn current_span(&self) -> Span {
        self.peek().span
    }

    /// The span of the last consumed token (an empty span at the start of
    /// the file before any).
    pub(super) fn previous_span(&self) -> Span {
        match self.position.checked_sub(1) {
            Some(index) => self.tokens[index].span,
            None => {
                let span = self.current_span();
                Span::new(span.file, span.start, span.start)
            }
        }
    }

    /// An empty span just after the last consumed token: where clang points
    /// "expected ';' after …".
    pub(super) fn after_previous(&self) -> Span {
        let span = self.previous_span();
        Span::new(span.file, span.end, span.end)
    }

    /// From the token at `start` to the last consumed one.
    pub(super) fn span_from(&self, start: usize) -> Span {
        let first = self.token_at(start).span;
        if self.position <= start {
            return Span::new(first.file, first.start, first.start);
        }
        first.to(self.previous_span())
    }

    /// Records a diagnostic unless it is a cascade (a second error at the
    /// same token) or the parse already failed fatally.
    pub(super) fn report(&mut self, diagnostic: Diagnostic) -> Reported {
        if self.fatal {
            return Reported;
        }
        if diagnostic.severity == crate::diagnostics::Severity::Error {
            if self.last_error_position == Some(self.position) || self.lexer_error_before_current()
            {
                return Reported;
            }
            self.last_error_position = Some(self.position);
        }
        self.diagnostics.report(diagnostic);
        Reported
    }

    /// Whether the lexer reported an error (a stray character it dropped)
    /// between the previous token and the current one: the parse error there
    /// is its cascade (`int q = 2 ` 3;` is one mistake).
    fn lexer_error_before_current(&self) -> bool {
        let current = self.current_span();
        let from = match self.position.checked_sub(1) {
            Some(index) if self.tokens[index].span.file == current.file => {
                self.tokens[index].span.end
            }
            _ => 0,
        };
        if from > current.start {
            return false;
        }
        let first = self
            .lexer_errors
            .partition_point(|error| *error < (current.file, from));
        self.lexer_errors
            .get(first)
            .is_some_and(|&(file, start)| file == current.file && start <= current.start)
    }

    /// An error at the current token.
    pub(super) fn error_here(&mut self, error: ParseError) -> Reported {
        let span = self.current_span();
        self.report(Diagnostic::error(span, error))
    }

    /// An error just after the previous token ("expected ';' after …").
    pub(super) fn error_after_previous(&mut self, error: ParseError) -> Reported {
        let span = self.after_previous();
        self.report(Diagnostic::error(span, error))
    }

    pub(super) fn warning(&mut self, span: Span, warning: ParseWarning) {
        self.report(Diagnostic::warning(span, warning));
    }

    /// Consumes `punctuator` or reports `error` at the current token.
    pub(super) fn expect(
        &mut self,
        punctuator: Punctuator,
        error: ParseError,
    ) -> ParseResult<Span> {
        match self.eat(punctuator) {
            Some(span) => Ok(span),
            None => Err(self.error_here(error)),
        }
    }

    /// Items up to the `}` closing `open`: `item` parses one (given its
    /// start position); after an error `recover` skips past it from there,
    /// and an item that consumed nothing skips one token, so the loop ends.
    pub(super) fn parse_braced_items(
        &mut self,
        open: &Token,
        mut item: impl FnMut(&mut Self, usize) -> ParseResult<()>,
        recover: fn(&mut Self, usize),
    ) {
        loop {
            if self.eat(Punctuator::RightBrace).is_some() {
                break;
            }
            if self.at_end_of_file() || self.fatal {
                let _ = self.expect_closing(Punctuator::RightBrace, open);
                break;
            }
            let start = self.position;
            if item(self, start).is_err() {
                recover(self, start);
            }
            if self.position == start && !self.check(Punctuator::RightBrace) {
                self.advance();
            }
        }
    }

    /// Consumes the bracket closing the one at `opener`, or reports
    /// "expected ')'" with clang's note "to match this '('".
    pub(super) fn expect_closing(
        &mut self,
        closer: Punctuator,
        opener: &Token,
    ) -> ParseResult<Span> {
        if let Some(span) = self.eat(closer) {
            return Ok(span);
        }
        let span = self.current_span();
        let opener_text = match &opener.kind {
            TokenKind::Punctuator(punctuator) => punctuator.text(),
            _ => "(",
        };
        Err(self.report(
            Diagnostic::error(span, ParseError::ExpectedCloser { closer }).with_note(
                Some(opener.span),
                ParseNote::ToMatchThis {
                    opener: opener_text,
                },
            ),
        ))
    }

    /// Consumes an identifier (or contextual keyword) if one is next.
    pub(super) fn eat_identifier(&mut self) -> Option<Identifier> {
        let name = identifier_text(self.peek())?.to_string();
        let span = self.advance().span;
        Some(Identifier { name, span })
    }

    /// Consumes an identifier or reports `error` at the current token.
    pub(super) fn expect_identifier(&mut self, error: ParseError) -> ParseResult<Identifier> {
        match self.eat_identifier() {
            Some(identifier) => Ok(identifier),
            None => Err(self.error_here(error)),
        }
    }

    /// Goes one nesting level deeper; pair with [`Parser::leave`]. Past
    /// [`MAX_NESTING_DEPTH`] the parse fails fatally: one error, the rest of
    /// the file skipped.
    pub(super) fn enter(&mut self) -> ParseResult<()> {
        if self.fatal {
            return Err(Reported);
        }
        if self.depth >= MAX_NESTING_DEPTH {
            self.error_here(ParseError::NestingTooDeep {
                max: MAX_NESTING_DEPTH,
            });
            self.fatal = true;
            self.position = self.end_of_file_index();
            return Err(Reported);
        }
        self.depth += 1;
        Ok(())
    }

    pub(super) fn leave(&mut self) {
        self.depth = self.depth.saturating_sub(1);
    }

    /// Runs `parse` one nesting level deeper (see [`Parser::enter`]).
    pub(super) fn nested<T>(
        &mut self,
        parse: impl FnOnce(&mut Self) -> ParseResult<T>,
    ) -> ParseResult<T> {
        self.enter()?;
        let result = parse(self);
        self.leave();
        result
    }
}
