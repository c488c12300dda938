//! Error recovery: after a reported syntax error, skip to where parsing can
//! resume without reporting the same mistake again — the end of the statement
//! (its `;`, or before the `}` of the enclosing block or the next statement
//! keyword), the end of a file-level declaration, or the bracket closing a
//! parenthesised list. Brackets are matched on the way, so a `;` or `}`
//! inside a skipped group does not end the skip early.

use super::cursor::identifier_text;
use super::messages::{Construct, ParseError};
use super::Parser;
use crate::token::{Keyword, Punctuator, TokenKind};

/// Keywords that begin a statement and never occur inside an expression or
/// a declaration: statement recovery stops before them.
pub(super) const STATEMENT_KEYWORDS: &[Keyword] = &[
    Keyword::If,
    Keyword::Else,
    Keyword::For,
    Keyword::While,
    Keyword::Do,
    Keyword::Switch,
    Keyword::Case,
    Keyword::Default,
    Keyword::Break,
    Keyword::Continue,
    Keyword::Return,
    Keyword::Discard,
];

/// Keywords that begin a file-level declaration: declaration recovery stops
/// before them.
pub(super) const DECLARATION_KEYWORDS: &[Keyword] = &[
    Keyword::Struct,
    Keyword::Typedef,
    Keyword::Cbuffer,
    Keyword::Tbuffer,
    Keyword::Namespace,
    Keyword::Template,
];

fn opener_of(closer: Punctuator) -> Option<Punctuator> {
    match closer {
        Punctuator::RightParen => Some(Punctuator::LeftParen),
        Punctuator::RightBracket => Some(Punctuator::LeftBracket),
        Punctuator::RightBrace => Some(Punctuator::LeftBrace),
        _ => None,
    }
}

fn closer_of(opener: Punctuator) -> Option<Punctuator> {
    match opener {
        Punctuator::LeftParen => Some(Punctuator::RightParen),
        Punctuator::LeftBracket => Some(Punctuator::RightBracket),
        Punctuator::LeftBrace => Some(Punctuator::RightBrace),
        _ => None,
    }
}

/// Pops `stack` down to (and including) the last `opener`; false if absent.
fn close_in(stack: &mut Vec<Punctuator>, opener: Punctuator) -> bool {
    match stack.iter().rposition(|open| *open == opener) {
        Some(index) => {
            stack.truncate(index);
            true
        }
        None => false,
    }
}

impl Parser<'_> {
    /// The brackets opened and not closed from the token at `start` up to
    /// the current one, innermost last.
    fn open_brackets_since(&self, start: usize) -> Vec<Punctuator> {
        let mut stack = Vec::new();
        let start = start.min(self.position);
        for token in &self.tokens[start..self.position] {
            let TokenKind::Punctuator(punctuator) = token.kind else {
                continue;
            };
            if closer_of(punctuator).is_some() {
                stack.push(punctuator);
            } else if let Some(opener) = opener_of(punctuator) {
                close_in(&mut stack, opener);
            }
        }
        stack
    }

    /// Skips the rest of a broken statement that began at token `start`.
    pub(super) fn recover_statement(&mut self, start: usize) {
        self.skip_to_boundary(start, STATEMENT_KEYWORDS);
    }

    /// Skips the rest of a broken file-level declaration that began at `start`.
    pub(super) fn recover_declaration(&mut self, start: usize) {
        self.skip_to_boundary(start, DECLARATION_KEYWORDS);
    }

    /// Skips to just after a `;`, to just after a `{…}` group skipped here
    /// (a function body, a stray block), or to just before a `}` closing the
    /// enclosing block or one of `boundary_keywords`.
    fn skip_to_boundary(&mut self, start: usize, boundary_keywords: &[Keyword]) {
        if self.fatal {
            return;
        }
        // Brackets the broken construct opened before the error…
        let mut enclosing = self.open_brackets_since(start);
        // …and the ones opened while skipping.
        let mut skipped: Vec<Punctuator> = Vec::new();
        loop {
            let made_progress = self.position > start;
            match self.peek().kind {
                TokenKind::EndOfFile => return,
                TokenKind::Keyword(keyword)
                    if skipped.is_empty()
                        && made_progress
                        && boundary_keywords.contains(&keyword) =>
                {
                    return
                }
                TokenKind::Punctuator(Punctuator::Semicolon)
                    if !skipped.contains(&Punctuator::LeftBrace) =>
                {
                    self.advance();
                    return;
                }
                TokenKind::Punctuator(punctuator) => {
                    if closer_of(punctuator).is_some() {
                        skipped.push(punctuator);
                    } else if let Some(opener) = opener_of(punctuator) {
                        if close_in(&mut skipped, opener) {
                            if punctuator == Punctuator::RightBrace && skipped.is_empty() {
                                self.advance();
                                self.eat(Punctuator::Semicolon);
                                return;
                            }
                        } else if !close_in(&mut enclosing, opener)
                            && punctuator == Punctuator::RightBrace
                        {
                            // The `}` of the enclosing block.
                            return;
                        }
                        // Otherwise a stray `)` or `]`: skipped.
                    }
                }
                _ => {}
            }
            self.advance();
        }
    }

    /// After an error inside the bracketed list opened at `open_index`, skips
    /// to its closing bracket and consumes it. Gives up (false, nothing more
    /// consumed than what was skipped) at the end of file, a `{` or `}` that
    /// cannot belong to the list, a statement keyword, or a `;` unless
    /// `allow_semicolons` (a `for` header).
    pub(super) fn skip_to_matching_close(
        &mut self,
        open_index: usize,
        allow_semicolons: bool,
    ) -> bool {
        if self.fatal {
            return false;
        }
        let TokenKind::Punctuator(opener) = self.token_at(open_index).kind else {
            return false;
        };
        let Some(closer) = closer_of(opener) else {
            return false;
        };
        let mut inner = self.open_brackets_since(open_index + 1);
        loop {
            match self.peek().kind {
                TokenKind::EndOfFile => return false,
                TokenKind::Keyword(keyword) if STATEMENT_KEYWORDS.contains(&keyword) => {
                    return false
                }
                TokenKind::Punctuator(Punctuator::Semicolon)
                    if !allow_semicolons && !inner.contains(&Punctuator::LeftBrace) =>
                {
                    return false
                }
                TokenKind::Punctuator(Punctuator::LeftBrace) if opener != Punctuator::LeftBrace => {
                    return false
                }
                TokenKind::Punctuator(punctuator) => {
                    if closer_of(punctuator).is_some() {
                        inner.push(punctuator);
                    } else if let Some(matching) = opener_of(punctuator) {
                        if !close_in(&mut inner, matching) {
                            if punctuator == closer {
                                self.advance();
                                return true;
                            }
                            if punctuator == Punctuator::RightBrace {
                                return false;
                            }
                        }
                    }
                }
                _ => {}
            }
            self.advance();
        }
    }
}

/// Where a construct stands, for the rules of recovery.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Scope {
    /// In a function body, a struct or a `cbuffer`.
    Block,
    /// At file level.
    File,
}

impl Parser<'_> {
    /// Consumes the `;` ending a construct that began at `start`. When it is
    /// missing, reports `error` just after the previous token; then, as
    /// clang does, goes on as if it were there when the next token clearly
    /// begins something new (a declaration, a statement keyword, `}`), and
    /// otherwise skips the rest of the construct.
    pub(super) fn expect_semicolon(&mut self, error: ParseError, start: usize, scope: Scope) {
        if self.eat(Punctuator::Semicolon).is_some() {
            return;
        }
        // `f(x));` — clang's "extraneous ')' before ';'".
        if let TokenKind::Punctuator(closer @ (Punctuator::RightParen | Punctuator::RightBracket)) =
            self.peek().kind
        {
            if self.check_at(1, Punctuator::Semicolon) {
                self.error_here(ParseError::ExtraneousBeforeSemicolon { closer });
                self.advance();
                self.advance();
                return;
            }
        }
        self.error_after_previous(error);
        if self.resumes_after_missing_semicolon(scope) {
            return;
        }
        match scope {
            Scope::Block => self.recover_statement(start),
            Scope::File => self.recover_declaration(start),
        }
    }

    /// Consumes the `;` of an expression statement. When it is missing,
    /// reports "expected ';' after expression" and goes on as if it were
    /// there (clang's `ExpectAndConsumeSemi`): the expression ended at a
    /// token that cannot continue it, which begins the next statement.
    pub(super) fn expect_semicolon_after_expression(&mut self, start: usize) {
        if self.eat(Punctuator::Semicolon).is_some() {
            return;
        }
        if let TokenKind::Punctuator(closer @ (Punctuator::RightParen | Punctuator::RightBracket)) =
            self.peek().kind
        {
            if self.check_at(1, Punctuator::Semicolon) {
                self.error_here(ParseError::ExtraneousBeforeSemicolon { closer });
                self.advance();
                self.advance();
                return;
            }
            // A stray closer cannot begin a statement: skip the rest.
            self.error_after_previous(ParseError::ExpectedSemicolonAfter {
                construct: Construct::Expression,
            });
            self.recover_statement(start);
            return;
        }
        self.error_after_previous(ParseError::ExpectedSemicolonAfter {
            construct: Construct::Expression,
        });
    }

    fn resumes_after_missing_semicolon(&self, scope: Scope) -> bool {
        let boundary_keywords = match scope {
            Scope::Block => STATEMENT_KEYWORDS,
            Scope::File => DECLARATION_KEYWORDS,
        };
        match &self.peek().kind {
            TokenKind::EndOfFile
            | TokenKind::Punctuator(Punctuator::RightBrace | Punctuator::LeftBracket) => true,
            TokenKind::Keyword(keyword) => {
                boundary_keywords.contains(keyword) || self.is_qualifier_at(self.position)
            }
            // A type followed by a name: `float4 x`, `Texture2D<float4> t`.
            TokenKind::Identifier(_) => self
                .skip_type(self.position)
                .is_some_and(|end| identifier_text(self.token_at(end)).is_some()),
            _ => false,
        }
    }
}
