//! Statements: blocks, local declarations, expression statements, `if`/`else`,
//! `for`, `while`, `do`/`while`, `switch` with `case`/`default`, `break`,
//! `continue`, `return`, `discard`, empty statements, and statement attributes
//! (`[unroll]`, `[loop]`, `[branch]`). A broken statement becomes a
//! [`StatementKind::Error`] and parsing resumes after it.

use super::expressions::error_expression;
use super::messages::{Construct, ParseError, ParseWarning};
use super::recovery::Scope;
use super::{ParseResult, Parser, Reported};
use crate::ast::{Block, Expression, Statement, StatementKind, SwitchCase, VariableDeclaration};
use crate::token::{Keyword, Punctuator, TokenKind};

impl<'d> Parser<'d> {
    /// `{ statements }` (current token `{`). A missing `}` is reported at the
    /// end of the file.
    pub(super) fn parse_block(&mut self) -> Block {
        let start = self.position;
        let open = self.advance();
        let mut statements = Vec::new();
        loop {
            if self.eat(Punctuator::RightBrace).is_some() {
                break;
            }
            if self.at_end_of_file() || self.fatal {
                let _ = self.expect_closing(Punctuator::RightBrace, &open);
                break;
            }
            let before = self.position;
            statements.push(self.parse_statement());
            if self.position == before && !self.check(Punctuator::RightBrace) {
                self.advance();
            }
        }
        Block {
            statements,
            span: self.span_from(start),
        }
    }

    /// One statement; a broken one is reported, skipped and left as
    /// [`StatementKind::Error`].
    pub(super) fn parse_statement(&mut self) -> Statement {
        *self.statement_node()
    }

    /// [`Parser::parse_statement`], boxed. Nested statements recurse through
    /// here, so the frames on that path stay small (see `expressions`).
    fn statement_node(&mut self) -> Box<Statement> {
        let start = self.position;
        let result = match self.enter() {
            Ok(()) => {
                let result = self.statement_here(start);
                self.leave();
                result
            }
            Err(reported) => Err(reported),
        };
        result.unwrap_or_else(|Reported| {
            self.recover_statement(start);
            Box::new(Statement {
                attributes: Vec::new(),
                kind: StatementKind::Error,
                span: self.span_from(start),
            })
        })
    }

    fn statement_here(&mut self, start: usize) -> ParseResult<Box<Statement>> {
        let attributes = self.parse_attributes()?;
        let parse = self.statement_parser();
        let kind = parse(self, start)?;
        Ok(Box::new(Statement {
            attributes,
            kind,
            span: self.span_from(start),
        }))
    }

    /// Which statement starts at the current token.
    fn statement_parser(&self) -> StatementParser<'d> {
        match self.peek().kind {
            TokenKind::Punctuator(Punctuator::LeftBrace) => Self::parse_block_statement,
            TokenKind::Punctuator(Punctuator::Semicolon) => Self::parse_empty,
            TokenKind::Keyword(Keyword::If) => Self::parse_if,
            TokenKind::Keyword(Keyword::For) => Self::parse_for,
            TokenKind::Keyword(Keyword::While) => Self::parse_while,
            TokenKind::Keyword(Keyword::Do) => Self::parse_do_while,
            TokenKind::Keyword(Keyword::Switch) => Self::parse_switch,
            TokenKind::Keyword(Keyword::Break) => Self::parse_break,
            TokenKind::Keyword(Keyword::Continue) => Self::parse_continue,
            TokenKind::Keyword(Keyword::Discard) => Self::parse_discard,
            TokenKind::Keyword(Keyword::Return) => Self::parse_return,
            TokenKind::Keyword(
                Keyword::Case | Keyword::Default | Keyword::Struct | Keyword::Typedef,
            ) => Self::parse_misplaced,
            _ if self.enum_ahead() => Self::parse_local_enum,
            _ if self.declaration_ahead() => Self::parse_declaration_statement,
            _ => Self::parse_expression_statement,
        }
    }

    /// `enum E { … };` inside a function: reported, then skipped whole.
    fn parse_local_enum(&mut self, start: usize) -> ParseResult<StatementKind> {
        self.error_here(ParseError::LocalEnum);
        let mut ignored = Vec::new();
        let _ = self.parse_enum(start, &mut ignored);
        Ok(StatementKind::Error)
    }

    fn parse_block_statement(&mut self, _start: usize) -> ParseResult<StatementKind> {
        Ok(StatementKind::Block(self.parse_block()))
    }

    fn parse_empty(&mut self, _start: usize) -> ParseResult<StatementKind> {
        self.advance();
        Ok(StatementKind::Empty)
    }

    fn parse_break(&mut self, start: usize) -> ParseResult<StatementKind> {
        self.advance();
        self.expect_semicolon(
            ParseError::ExpectedSemicolonAfter {
                construct: Construct::Break,
            },
            start,
            Scope::Block,
        );
        Ok(StatementKind::Break)
    }

    fn parse_continue(&mut self, start: usize) -> ParseResult<StatementKind> {
        self.advance();
        self.expect_semicolon(
            ParseError::ExpectedSemicolonAfter {
                construct: Construct::Continue,
            },
            start,
            Scope::Block,
        );
        Ok(StatementKind::Continue)
    }

    fn parse_discard(&mut self, start: usize) -> ParseResult<StatementKind> {
        self.advance();
        self.expect_semicolon(
            ParseError::ExpectedSemicolonAfter {
                construct: Construct::Discard,
            },
            start,
            Scope::Block,
        );
        Ok(StatementKind::Discard)
    }

    fn parse_return(&mut self, start: usize) -> ParseResult<StatementKind> {
        self.advance();
        let value = if self.check(Punctuator::Semicolon) {
            None
        } else {
            Some(self.parse_expression()?)
        };
        self.expect_semicolon(
            ParseError::ExpectedSemicolonAfter {
                construct: Construct::Return,
            },
            start,
            Scope::Block,
        );
        Ok(StatementKind::Return(value))
    }

    /// `case`/`default` outside a switch; local structs and typedefs.
    fn parse_misplaced(&mut self, _start: usize) -> ParseResult<StatementKind> {
        let error = match self.peek().kind {
            TokenKind::Keyword(Keyword::Case) => ParseError::CaseOutsideSwitch,
            TokenKind::Keyword(Keyword::Default) => ParseError::DefaultOutsideSwitch,
            TokenKind::Keyword(Keyword::Struct) => ParseError::LocalStruct,
            _ => ParseError::LocalTypedef,
        };
        Err(self.error_here(error))
    }

    fn parse_declaration_statement(&mut self, start: usize) -> ParseResult<StatementKind> {
        let (declaration, result) = self.parse_local_declaration()?;
        match result {
            Ok(()) => self.expect_semicolon(
                ParseError::ExpectedSemicolonAtEndOfDeclaration,
                start,
                Scope::Block,
            ),
            Err(Reported) => self.recover_statement(start),
        }
        Ok(StatementKind::Declaration(declaration))
    }

    /// An expression and its `;`. A missing `;` is reported and parsing goes
    /// on with the next token as clang does (the expression ended where it
    /// could not go on, so what follows is the next statement).
    fn parse_expression_statement(&mut self, start: usize) -> ParseResult<StatementKind> {
        let expression = self.parse_expression()?;
        self.expect_semicolon_after_expression(start);
        Ok(StatementKind::Expression(expression))
    }

    /// `const uint w, h = 2` without the `;`. Fails when not even the type
    /// and first name could be read; otherwise gives the declaration with
    /// the declarators read so far and whether the rest was broken.
    fn parse_local_declaration(&mut self) -> ParseResult<(VariableDeclaration, ParseResult<()>)> {
        let start = self.position;
        let qualifiers = self.parse_qualifiers();
        let ty = self.parse_type_spec(ParseError::ExpectedType)?;
        let name = self.expect_identifier(ParseError::ExpectedUnqualifiedId)?;
        let (declarators, result) = self.parse_declarator_list(name);
        let declaration = VariableDeclaration {
            attributes: Vec::new(),
            qualifiers,
            ty,
            declarators,
            span: self.span_from(start),
        };
        Ok((declaration, result))
    }

    /// `(expression)` after `if`, `while`, `switch`. A broken condition is
    /// skipped up to its `)` and left as an error expression, so the body
    /// is still read.
    fn parse_condition(&mut self, keyword: &'static str) -> ParseResult<Expression> {
        if !self.check(Punctuator::LeftParen) {
            return Err(self.error_here(ParseError::ExpectedParenAfter { keyword }));
        }
        let open_index = self.position;
        let open = self.advance();
        let result = self.parse_expression().and_then(|condition| {
            match self.expect_closing(Punctuator::RightParen, &open) {
                // `if (a {`: the body follows, read it as clang does.
                Err(_) if self.check(Punctuator::LeftBrace) => Ok(condition),
                Err(reported) => Err(reported),
                Ok(_) => Ok(condition),
            }
        });
        match result {
            Ok(condition) => Ok(condition),
            Err(reported) => {
                let error_start = self.position;
                if self.skip_to_matching_close(open_index, false) {
                    Ok(error_expression(self.span_from(error_start)))
                } else {
                    Err(reported)
                }
            }
        }
    }

    fn parse_if(&mut self, _start: usize) -> ParseResult<StatementKind> {
        self.advance();
        let condition = self.parse_condition("if")?;
        let then_branch = self.statement_node();
        let else_branch = self
            .eat_keyword(Keyword::Else)
            .map(|_| self.statement_node());
        Ok(StatementKind::If {
            condition,
            then_branch,
            else_branch,
        })
    }

    fn parse_while(&mut self, _start: usize) -> ParseResult<StatementKind> {
        self.advance();
        let condition = self.parse_condition("while")?;
        let body = self.statement_node();
        Ok(StatementKind::While { condition, body })
    }

    fn parse_do_while(&mut self, start: usize) -> ParseResult<StatementKind> {
        self.advance();
        let body = self.statement_node();
        if self.eat_keyword(Keyword::While).is_none() {
            return Err(self.error_here(ParseError::ExpectedWhile));
        }
        let condition = self.parse_condition("while")?;
        self.expect_semicolon(
            ParseError::ExpectedSemicolonAfter {
                construct: Construct::DoWhile,
            },
            start,
            Scope::Block,
        );
        Ok(StatementKind::DoWhile { body, condition })
    }

    /// `for (init; condition; step) body`. A broken header is skipped up to
    /// its `)`, keeping the parts read, and the body is still read.
    fn parse_for(&mut self, _start: usize) -> ParseResult<StatementKind> {
        self.advance();
        if !self.check(Punctuator::LeftParen) {
            return Err(self.error_here(ParseError::ExpectedParenAfter { keyword: "for" }));
        }
        let open_index = self.position;
        self.advance();
        let mut header = ForHeader::default();
        if let Err(reported) = self.parse_for_header(&mut header, open_index) {
            if !self.skip_to_matching_close(open_index, true) {
                return Err(reported);
            }
        }
        let body = self.statement_node();
        Ok(StatementKind::For {
            initializer: header.initializer,
            condition: header.condition,
            step: header.step,
            body,
        })
    }

    fn parse_for_header(&mut self, header: &mut ForHeader, open_index: usize) -> ParseResult<()> {
        let init_start = self.position;
        if self.eat(Punctuator::Semicolon).is_none() {
            let kind = if self.declaration_ahead() {
                let (declaration, result) = self.parse_local_declaration()?;
                header.initializer = Some(Box::new(Statement {
                    attributes: Vec::new(),
                    kind: StatementKind::Declaration(declaration),
                    span: self.span_from(init_start),
                }));
                result?;
                None
            } else {
                Some(StatementKind::Expression(self.parse_expression()?))
            };
            if let Some(kind) = kind {
                header.initializer = Some(Box::new(Statement {
                    attributes: Vec::new(),
                    kind,
                    span: self.span_from(init_start),
                }));
            }
            self.expect(Punctuator::Semicolon, ParseError::ExpectedSemicolonInFor)?;
        }
        if !self.check(Punctuator::Semicolon) {
            header.condition = Some(self.parse_expression()?);
        }
        self.expect(Punctuator::Semicolon, ParseError::ExpectedSemicolonInFor)?;
        if !self.check(Punctuator::RightParen) {
            header.step = Some(self.parse_expression()?);
        }
        let open = self.token_at(open_index).clone();
        self.expect_closing(Punctuator::RightParen, &open)?;
        Ok(())
    }

    /// `switch (x) { case 1: case 2: …; default: … }`.
    fn parse_switch(&mut self, _start: usize) -> ParseResult<StatementKind> {
        self.advance();
        let selector = self.parse_condition("switch")?;
        if !self.check(Punctuator::LeftBrace) {
            return Err(self.error_here(ParseError::ExpectedBraceAfterSwitch));
        }
        let open = self.advance();
        let mut cases: Vec<SwitchCase> = Vec::new();
        loop {
            if self.eat(Punctuator::RightBrace).is_some() {
                break;
            }
            if self.at_end_of_file() || self.fatal {
                let _ = self.expect_closing(Punctuator::RightBrace, &open);
                break;
            }
            let before = self.position;
            if self.check_keyword(Keyword::Case) || self.check_keyword(Keyword::Default) {
                let case = self.parse_switch_case();
                cases.push(case);
            } else {
                // Only before the first label: cases take their statements.
                let statement = self.parse_statement();
                self.warning(statement.span, ParseWarning::StatementBeforeCase);
            }
            if self.position == before && !self.check(Punctuator::RightBrace) {
                self.advance();
            }
        }
        Ok(StatementKind::Switch { selector, cases })
    }

    /// Labels (`case 1: default:`) and the statements up to the next label.
    fn parse_switch_case(&mut self) -> SwitchCase {
        let start = self.position;
        let mut labels = Vec::new();
        loop {
            if self.eat_keyword(Keyword::Default).is_some() {
                labels.push(None);
                if self.eat(Punctuator::Colon).is_none() {
                    self.error_after_previous(ParseError::ExpectedColonAfter {
                        keyword: "default",
                    });
                }
            } else if self.eat_keyword(Keyword::Case).is_some() {
                labels.push(Some(self.parse_case_value()));
            } else {
                break;
            }
        }
        let mut statements = Vec::new();
        while !self.check(Punctuator::RightBrace)
            && !self.check_keyword(Keyword::Case)
            && !self.check_keyword(Keyword::Default)
            && !self.at_end_of_file()
            && !self.fatal
        {
            let before = self.position;
            statements.push(self.parse_statement());
            if self.position == before {
                self.advance();
            }
        }
        SwitchCase {
            labels,
            statements,
            span: self.span_from(start),
        }
    }

    /// The value after `case` and its `:`; a broken one is skipped up to
    /// the `:` and left as an error expression.
    fn parse_case_value(&mut self) -> Expression {
        let start = self.position;
        match self.parse_conditional() {
            Ok(value) => {
                if self.eat(Punctuator::Colon).is_none() {
                    self.error_after_previous(ParseError::ExpectedColonAfter { keyword: "case" });
                }
                value
            }
            Err(Reported) => {
                while !self.at_end_of_file()
                    && !self.check(Punctuator::Semicolon)
                    && !self.check(Punctuator::RightBrace)
                    && !self.check(Punctuator::LeftBrace)
                {
                    if self.eat(Punctuator::Colon).is_some() {
                        break;
                    }
                    self.advance();
                }
                error_expression(self.span_from(start))
            }
        }
    }
}

/// Reads one kind of statement; the argument is the index of its first
/// token (attributes included).
type StatementParser<'d> = fn(&mut Parser<'d>, usize) -> ParseResult<StatementKind>;

/// The three parts of a `for` header, as far as they could be read.
#[derive(Default)]
struct ForHeader {
    initializer: Option<Box<Statement>>,
    condition: Option<Expression>,
    step: Option<Expression>,
}
