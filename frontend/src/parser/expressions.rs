//! Expressions with C's precedence and associativity, loosest first: comma,
//! assignment and compound assignment (right), conditional (right), `||`,
//! `&&`, `|`, `^`, `&`, equality, relational, shifts, additive,
//! multiplicative, then unary operators and casts `(float4)x`, postfix forms
//! (calls, indexing, member access and swizzles, `++`/`--`) and primaries
//! (names, `a::b`, literals, parentheses, `vector<float, 4>(…)`).

use super::cursor::identifier_text;
use super::messages::ParseError;
use super::{ParseResult, Parser};
use crate::ast::{BinaryOperator, Expression, ExpressionKind, Identifier, UnaryOperator};
use crate::diagnostics::Diagnostic;
use crate::span::Span;
use crate::token::{Keyword, Punctuator, Token, TokenKind};

/// Built-in methods that take template arguments (`Buf.Load<float2>(o)`,
/// `Buf.Store<T>(o, v)`).
const TEMPLATED_METHODS: &[&str] = &["Load", "Store"];

/// The precedence of `+` and `-`: template arguments are read from here up,
/// so that `>` and `>>` close the list.
pub(super) const ADDITIVE_PRECEDENCE: u8 = 9;

/// The loosest binary precedence (`||`).
const LOGICAL_OR_PRECEDENCE: u8 = 1;

/// A binary operator and its precedence (higher binds tighter).
fn binary_operator(kind: &TokenKind) -> Option<(BinaryOperator, u8)> {
    let TokenKind::Punctuator(punctuator) = kind else {
        return None;
    };
    Some(match punctuator {
        Punctuator::PipePipe => (BinaryOperator::LogicalOr, LOGICAL_OR_PRECEDENCE),
        Punctuator::AmpersandAmpersand => (BinaryOperator::LogicalAnd, 2),
        Punctuator::Pipe => (BinaryOperator::BitwiseOr, 3),
        Punctuator::Caret => (BinaryOperator::BitwiseXor, 4),
        Punctuator::Ampersand => (BinaryOperator::BitwiseAnd, 5),
        Punctuator::EqualEqual => (BinaryOperator::Equal, 6),
        Punctuator::NotEqual => (BinaryOperator::NotEqual, 6),
        Punctuator::Less => (BinaryOperator::Less, 7),
        Punctuator::Greater => (BinaryOperator::Greater, 7),
        Punctuator::LessEqual => (BinaryOperator::LessEqual, 7),
        Punctuator::GreaterEqual => (BinaryOperator::GreaterEqual, 7),
        Punctuator::ShiftLeft => (BinaryOperator::ShiftLeft, 8),
        Punctuator::ShiftRight => (BinaryOperator::ShiftRight, 8),
        Punctuator::Plus => (BinaryOperator::Add, ADDITIVE_PRECEDENCE),
        Punctuator::Minus => (BinaryOperator::Subtract, ADDITIVE_PRECEDENCE),
        Punctuator::Star => (BinaryOperator::Multiply, 10),
        Punctuator::Slash => (BinaryOperator::Divide, 10),
        Punctuator::Percent => (BinaryOperator::Remainder, 10),
        _ => return None,
    })
}

/// `=` (no operator) and the compound assignments.
fn assignment_operator(kind: &TokenKind) -> Option<Option<BinaryOperator>> {
    let TokenKind::Punctuator(punctuator) = kind else {
        return None;
    };
    Some(Some(match punctuator {
        Punctuator::Assign => return Some(None),
        Punctuator::PlusAssign => BinaryOperator::Add,
        Punctuator::MinusAssign => BinaryOperator::Subtract,
        Punctuator::StarAssign => BinaryOperator::Multiply,
        Punctuator::SlashAssign => BinaryOperator::Divide,
        Punctuator::PercentAssign => BinaryOperator::Remainder,
        Punctuator::AmpersandAssign => BinaryOperator::BitwiseAnd,
        Punctuator::PipeAssign => BinaryOperator::BitwiseOr,
        Punctuator::CaretAssign => BinaryOperator::BitwiseXor,
        Punctuator::ShiftLeftAssign => BinaryOperator::ShiftLeft,
        Punctuator::ShiftRightAssign => BinaryOperator::ShiftRight,
        _ => return None,
    }))
}

fn prefix_operator(kind: &TokenKind) -> Option<UnaryOperator> {
    let TokenKind::Punctuator(punctuator) = kind else {
        return None;
    };
    Some(match punctuator {
        Punctuator::Plus => UnaryOperator::Plus,
        Punctuator::Minus => UnaryOperator::Negate,
        Punctuator::Exclamation => UnaryOperator::LogicalNot,
        Punctuator::Tilde => UnaryOperator::BitwiseNot,
        Punctuator::PlusPlus => UnaryOperator::PreIncrement,
        Punctuator::MinusMinus => UnaryOperator::PreDecrement,
        _ => return None,
    })
}

/// What is left where the parser could not read an expression.
pub(super) fn error_expression(span: Span) -> Expression {
    Expression {
        kind: ExpressionKind::Error,
        span,
    }
}

/// Expressions are built boxed: a bracket nests about ten of the functions
/// below, and passing 8-byte boxes instead of whole expressions keeps their
/// frames small enough for 256 levels on a 2 MiB (test) thread in debug builds.
type Node = ParseResult<Box<Expression>>;

fn node(kind: ExpressionKind, span: Span) -> Node {
    Ok(Box::new(Expression { kind, span }))
}

impl Parser<'_> {
    /// A full expression, commas included.
    pub(super) fn parse_expression(&mut self) -> ParseResult<Expression> {
        Ok(*self.expression_node()?)
    }

    /// An assignment expression: no top-level comma (arguments, initializers).
    pub(super) fn parse_assignment(&mut self) -> ParseResult<Expression> {
        Ok(*self.assignment_node()?)
    }

    /// `c ? a : b` and tighter (case labels, array sizes).
    pub(super) fn parse_conditional(&mut self) -> ParseResult<Expression> {
        Ok(*self.conditional_node()?)
    }

    /// Binary operators binding at least as tightly as `min_precedence`.
    pub(super) fn parse_binary(&mut self, min_precedence: u8) -> ParseResult<Expression> {
        Ok(*self.binary_node(min_precedence)?)
    }

    fn expression_node(&mut self) -> Node {
        let first = self.assignment_node()?;
        if self.check(Punctuator::Comma) {
            self.comma_rest(*first)
        } else {
            Ok(first)
        }
    }

    fn comma_rest(&mut self, first: Expression) -> Node {
        let mut items = vec![first];
        while self.eat(Punctuator::Comma).is_some() {
            items.push(*self.assignment_node()?);
        }
        let span = items[0].span.to(items[items.len() - 1].span);
        node(ExpressionKind::Comma(items), span)
    }

    fn assignment_node(&mut self) -> Node {
        let target = self.conditional_node()?;
        match assignment_operator(&self.peek().kind) {
            Some(operator) => self.assignment_rest(target, operator),
            None => Ok(target),
        }
    }

    /// The right operand of `=` / `+=` …: right-associative, so it recurses
    /// and counts towards the nesting limit.
    fn assignment_rest(
        &mut self,
        target: Box<Expression>,
        operator: Option<BinaryOperator>,
    ) -> Node {
        self.advance();
        self.enter()?;
        let value = self.assignment_node();
        self.leave();
        let value = value?;
        let span = target.span.to(value.span);
        node(
            ExpressionKind::Assign {
                operator,
                target,
                value,
            },
            span,
        )
    }

    /// As in C++, the middle operand may hold commas and the last one an
    /// assignment.
    fn conditional_node(&mut self) -> Node {
        let condition = self.binary_node(LOGICAL_OR_PRECEDENCE)?;
        if !self.check(Punctuator::Question) {
            return Ok(condition);
        }
        self.enter()?;
        let result = self.conditional_rest(condition);
        self.leave();
        result
    }

    fn conditional_rest(&mut self, condition: Box<Expression>) -> Node {
        let question = self.advance();
        let then_value = self.expression_node()?;
        self.expect_closing(Punctuator::Colon, &question)?;
        let else_value = self.assignment_node()?;
        let span = condition.span.to(else_value.span);
        node(
            ExpressionKind::Conditional {
                condition,
                then_value,
                else_value,
            },
            span,
        )
    }

    /// Left-associative precedence climbing.
    fn binary_node(&mut self, min_precedence: u8) -> Node {
        let mut left = self.unary_node()?;
        while let Some((operator, precedence)) = binary_operator(&self.peek().kind) {
            if precedence < min_precedence {
                break;
            }
            self.advance();
            let right = self.binary_node(precedence + 1)?;
            let span = left.span.to(right.span);
            left = node(
                ExpressionKind::Binary {
                    operator,
                    left,
                    right,
                },
                span,
            )?;
        }
        Ok(left)
    }

    /// Prefix operators and casts, then postfix forms. Each level counts
    /// towards the nesting limit (every bracket passes through here).
    fn unary_node(&mut self) -> Node {
        self.enter()?;
        let result = if let Some(operator) = prefix_operator(&self.peek().kind) {
            self.prefix_node(operator)
        } else if self.cast_ahead() {
            self.cast_node()
        } else if self.unknown_type_cast_ahead() {
            self.unknown_type_cast_node()
        } else {
            self.postfix_node()
        };
        self.leave();
        result
    }

    fn prefix_node(&mut self, operator: UnaryOperator) -> Node {
        let start = self.advance().span;
        let operand = self.unary_node()?;
        let span = start.to(operand.span);
        node(ExpressionKind::Unary { operator, operand }, span)
    }

    /// `(T)operand`, the current token being the `(`.
    fn cast_node(&mut self) -> Node {
        let open = self.advance();
        let ty = self.parse_type_spec(ParseError::ExpectedType)?;
        self.expect_closing(Punctuator::RightParen, &open)?;
        let operand = self.unary_node()?;
        let span = open.span.to(operand.span);
        node(ExpressionKind::Cast { ty, operand }, span)
    }

    /// `(Gadget)1` with `Gadget` declared nowhere: clang's "use of
    /// undeclared identifier" at the name (not a syntax error further on);
    /// the operand is still read and the whole is an error expression.
    fn unknown_type_cast_node(&mut self) -> Node {
        let open = self.advance();
        let name = self.advance();
        let text = name.identifier().unwrap_or_default().to_string();
        self.report(Diagnostic::error(
            name.span,
            ParseError::UndeclaredIdentifier { name: text },
        ));
        self.advance();
        let operand = self.unary_node()?;
        Ok(Box::new(error_expression(open.span.to(operand.span))))
    }

    fn postfix_node(&mut self) -> Node {
        let mut expression = self.primary_node()?;
        while let TokenKind::Punctuator(punctuator) = self.peek().kind {
            expression = match punctuator {
                Punctuator::LeftParen => self.call_node(expression)?,
                Punctuator::LeftBracket => self.index_node(expression)?,
                Punctuator::Dot => self.member_node(expression)?,
                Punctuator::PlusPlus => {
                    self.postfix_operator_node(expression, UnaryOperator::PostIncrement)?
                }
                Punctuator::MinusMinus => {
                    self.postfix_operator_node(expression, UnaryOperator::PostDecrement)?
                }
                _ => break,
            };
        }
        Ok(expression)
    }

    fn call_node(&mut self, callee: Box<Expression>) -> Node {
        let open_index = self.position;
        let open = self.advance();
        let (arguments, close) = self.parse_arguments(&open, open_index)?;
        let span = callee.span.to(close);
        node(ExpressionKind::Call { callee, arguments }, span)
    }

    fn index_node(&mut self, object: Box<Expression>) -> Node {
        let open_index = self.position;
        let open = self.advance();
        let index = self.bracketed_node(&open, open_index, Punctuator::RightBracket)?;
        let span = object.span.to(self.previous_span());
        node(ExpressionKind::Index { object, index }, span)
    }

    /// `.member` and swizzles (`.xyz`, `.sample`).
    fn member_node(&mut self, object: Box<Expression>) -> Node {
        self.advance();
        let Some(member) = self.eat_identifier() else {
            return Err(self.error_here(ParseError::ExpectedUnqualifiedId));
        };
        let mut span = object.span.to(member.span);
        // `Buf.Load<float2>(o)`: a `<` after a member followed by a type
        // cannot be a comparison (a type is no value); nor, in practice, is
        // `Buf.Load<Name>(o)` (`Name` then is an undeclared type).
        let name_then_call = identifier_text(self.peek_at(1)).is_some()
            && self.check_at(2, Punctuator::Greater)
            && self.check_at(3, Punctuator::LeftParen);
        // Only the templated methods start a template argument list
        // (`v.x < int(3)` is a comparison): C++'s rule, names that are
        // templates.
        let templated = TEMPLATED_METHODS.contains(&member.name.as_str());
        let template_arguments = if self.check(Punctuator::Less)
            && templated
            && (self.is_type_name_at(self.position + 1) || name_then_call)
        {
            let (arguments, close) = self.nested(Self::parse_template_arguments)?;
            span = span.to(close);
            Some(arguments)
        } else {
            None
        };
        node(
            ExpressionKind::Member {
                object,
                member,
                template_arguments,
            },
            span,
        )
    }

    fn postfix_operator_node(&mut self, operand: Box<Expression>, operator: UnaryOperator) -> Node {
        let end = self.advance().span;
        let span = operand.span.to(end);
        node(ExpressionKind::Unary { operator, operand }, span)
    }

    /// A full expression up to the bracket closing `open` (at `open_index`).
    /// When it is broken, skips to that bracket and gives an error
    /// expression, so the enclosing statement goes on.
    fn bracketed_node(&mut self, open: &Token, open_index: usize, closer: Punctuator) -> Node {
        let reported = match self.expression_node() {
            Ok(expression) => match self.expect_closing(closer, open) {
                Ok(_) => return Ok(expression),
                Err(reported) => reported,
            },
            Err(reported) => reported,
        };
        let error_start = self.position;
        if self.skip_to_matching_close(open_index, false) {
            Ok(Box::new(error_expression(self.span_from(error_start))))
        } else {
            Err(reported)
        }
    }

    /// `a, b)` after the `(` at `open_index`, and the span of the `)`. When
    /// an argument is broken, keeps the ones before it, skips to the `)` and
    /// adds an error expression.
    pub(super) fn parse_arguments(
        &mut self,
        open: &Token,
        open_index: usize,
    ) -> ParseResult<(Vec<Expression>, Span)> {
        let mut arguments = Vec::new();
        match self.parse_arguments_into(&mut arguments, open) {
            Ok(close) => Ok((arguments, close)),
            Err(reported) => {
                let error_start = self.position;
                if self.skip_to_matching_close(open_index, false) {
                    arguments.push(error_expression(self.span_from(error_start)));
                    Ok((arguments, self.previous_span()))
                } else {
                    Err(reported)
                }
            }
        }
    }

    fn parse_arguments_into(
        &mut self,
        arguments: &mut Vec<Expression>,
        open: &Token,
    ) -> ParseResult<Span> {
        if let Some(close) = self.eat(Punctuator::RightParen) {
            return Ok(close);
        }
        loop {
            arguments.push(*self.assignment_node()?);
            if self.eat(Punctuator::Comma).is_none() {
                return self.expect_closing(Punctuator::RightParen, open);
            }
        }
    }

    fn primary_node(&mut self) -> Node {
        let kind = match &self.peek().kind {
            TokenKind::Integer { value, suffix } => ExpressionKind::Integer {
                value: *value,
                suffix: suffix.clone(),
            },
            TokenKind::Float { value, suffix } => ExpressionKind::Float {
                value: *value,
                suffix: suffix.clone(),
            },
            TokenKind::String(_) => return self.string_node(),
            TokenKind::Keyword(Keyword::True) => ExpressionKind::Bool(true),
            TokenKind::Keyword(Keyword::False) => ExpressionKind::Bool(false),
            TokenKind::Punctuator(Punctuator::LeftParen) => return self.parenthesized_node(),
            _ if identifier_text(self.peek()).is_some() => return self.name_node(),
            _ => return Err(self.error_here(ParseError::ExpectedExpression)),
        };
        let span = self.advance().span;
        node(kind, span)
    }

    /// A string literal; adjacent literals are one string (`"a" "b"` is
    /// `"ab"`, as in C), so macros can build a root signature piecewise.
    fn string_node(&mut self) -> Node {
        let start = self.position;
        let mut value = String::new();
        while let TokenKind::String(text) = &self.peek().kind {
            value.push_str(text);
            self.advance();
        }
        node(ExpressionKind::String(value), self.span_from(start))
    }

    /// `(expression)`; the span covers the parentheses.
    fn parenthesized_node(&mut self) -> Node {
        let open_index = self.position;
        let open = self.advance();
        let mut inner = self.bracketed_node(&open, open_index, Punctuator::RightParen)?;
        inner.span = open.span.to(self.previous_span());
        Ok(inner)
    }

    /// A name, `a::b`, or a construction `vector<float, 4>(…)`.
    fn name_node(&mut self) -> Node {
        let start = self.position;
        if self.is_type_name_at(start) && self.check_at(1, Punctuator::Less) {
            return self.construction_node();
        }
        let Some(identifier) = self.eat_identifier() else {
            return Err(self.error_here(ParseError::ExpectedExpression));
        };
        let mut components = vec![identifier];
        while self.eat(Punctuator::ColonColon).is_some() {
            components.push(self.expect_identifier(ParseError::ExpectedUnqualifiedId)?);
        }
        let joined = components
            .iter()
            .map(|component| component.name.as_str())
            .collect::<Vec<_>>()
            .join("::");
        if self.check(Punctuator::Less) && self.template_function_names.contains(&joined) {
            let (arguments, _close) = self.nested(Self::parse_template_arguments)?;
            let name = Identifier {
                name: joined,
                span: self
                    .token_at(start)
                    .span
                    .to(components[components.len() - 1].span),
            };
            return node(
                ExpressionKind::TemplateName { name, arguments },
                self.span_from(start),
            );
        }
        if components.len() == 1 {
            let identifier = components.remove(0);
            let span = identifier.span;
            return node(ExpressionKind::Identifier(identifier), span);
        }
        node(
            ExpressionKind::QualifiedName(components),
            self.span_from(start),
        )
    }

    /// `vector<float, 4>(…)`, `Texture2D<float4>(…)`.
    fn construction_node(&mut self) -> Node {
        let start = self.position;
        let ty = self.parse_type_spec(ParseError::ExpectedType)?;
        if !self.check(Punctuator::LeftParen) {
            return Err(self.error_here(ParseError::ExpectedConstructionParen));
        }
        let open_index = self.position;
        let open = self.advance();
        let (arguments, close) = self.parse_arguments(&open, open_index)?;
        let span = self.token_at(start).span.to(close);
        node(ExpressionKind::Construct { ty, arguments }, span)
    }
}
