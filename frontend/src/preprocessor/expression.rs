//! `#if` / `#elif` expressions: evaluates the macro-expanded tokens of the
//! line with C's rules — 64-bit integers, signed unless a literal (suffix `u`
//! or too big for signed) or an operand is unsigned, `&&` `||` `?:`
//! short-circuit (so `0 && 1 / 0` is fine), identifiers left after expansion
//! are 0 (`true` is 1, as in C++).
//!
//! It does not expand macros and does not see `defined`: the expander has
//! already replaced `defined X` by `0` or `1`. The first error ends the
//! evaluation (the directive then counts as false).

use crate::diagnostics::Diagnostic;
use crate::lexer::LexemeKind;
use crate::span::Span;
use crate::token::{Keyword, Punctuator, TokenKind};

use super::messages::PreprocessError;
use super::pp_token::PpToken;

/// Deeper nesting (parentheses, unary operators, `?:`) is an error rather
/// than a stack overflow.
const MAX_NESTING: usize = 256;

/// Evaluates the tokens of an `#if` line; `end` is the (empty) span just
/// after the line, where "expected value" errors point.
pub(super) fn evaluate(tokens: &[PpToken], end: Span) -> Result<bool, Diagnostic> {
    let mut parser = ExpressionParser {
        tokens,
        position: 0,
        end,
        nesting: 0,
    };
    let value = parser.parse_comma(true)?;
    if let Some(extra) = parser.tokens.get(parser.position) {
        let error = if extra.is_punctuator(Punctuator::Colon) {
            PreprocessError::ColonWithoutQuestion
        } else {
            PreprocessError::InvalidBinaryOperator
        };
        return Err(Diagnostic::error(extra.span(), error));
    }
    Ok(value.bits != 0)
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Value {
    bits: u64,
    unsigned: bool,
}

impl Value {
    fn signed(bits: i64) -> Value {
        Value {
            bits: bits as u64,
            unsigned: false,
        }
    }

    fn truth(condition: bool) -> Value {
        Value::signed(i64::from(condition))
    }
}

struct ExpressionParser<'t> {
    tokens: &'t [PpToken],
    position: usize,
    end: Span,
    nesting: usize,
}

/// Binary operators from loosest (1) to tightest (10).
fn binary_precedence(punctuator: Punctuator) -> Option<u8> {
    use Punctuator::*;
    Some(match punctuator {
        PipePipe => 1,
        AmpersandAmpersand => 2,
        Pipe => 3,
        Caret => 4,
        Ampersand => 5,
        EqualEqual | NotEqual => 6,
        Less | Greater | LessEqual | GreaterEqual => 7,
        ShiftLeft | ShiftRight => 8,
        Plus | Minus => 9,
        Star | Slash | Percent => 10,
        _ => return None,
    })
}

impl ExpressionParser<'_> {
    fn peek_punctuator(&self) -> Option<Punctuator> {
        match &self.tokens.get(self.position)?.lexeme.kind {
            LexemeKind::Token(TokenKind::Punctuator(punctuator)) => Some(*punctuator),
            _ => None,
        }
    }

    fn eat(&mut self, punctuator: Punctuator) -> bool {
        let found = self.peek_punctuator() == Some(punctuator);
        if found {
            self.position += 1;
        }
        found
    }

    /// Where an error about the next token points: the token, or the end.
    fn here(&self) -> Span {
        self.tokens
            .get(self.position)
            .map_or(self.end, PpToken::span)
    }

    fn enter(&mut self) -> Result<(), Diagnostic> {
        self.nesting += 1;
        if self.nesting > MAX_NESTING {
            return Err(Diagnostic::error(
                self.here(),
                PreprocessError::NestingTooDeep { max: MAX_NESTING },
            ));
        }
        Ok(())
    }

    /// `a, b` (a C++ extension clang accepts): the value of `b`.
    fn parse_comma(&mut self, evaluated: bool) -> Result<Value, Diagnostic> {
        let mut value = self.parse_conditional(evaluated)?;
        while self.eat(Punctuator::Comma) {
            value = self.parse_conditional(evaluated)?;
        }
        Ok(value)
    }

    fn parse_conditional(&mut self, evaluated: bool) -> Result<Value, Diagnostic> {
        self.enter()?;
        let condition = self.parse_binary(1, evaluated)?;
        let result = if self.eat(Punctuator::Question) {
            let truthy = condition.bits != 0;
            let then_value = self.parse_comma(evaluated && truthy)?;
            if !self.eat(Punctuator::Colon) {
                return Err(Diagnostic::error(
                    self.here(),
                    PreprocessError::ExpectedColon,
                ));
            }
            let else_value = self.parse_conditional(evaluated && !truthy)?;
            Value {
                bits: if truthy {
                    then_value.bits
                } else {
                    else_value.bits
                },
                unsigned: then_value.unsigned || else_value.unsigned,
            }
        } else {
            condition
        };
        self.nesting -= 1;
        Ok(result)
    }

    /// Precedence climbing over the binary operators.
    fn parse_binary(&mut self, minimum: u8, evaluated: bool) -> Result<Value, Diagnostic> {
        let mut left = self.parse_unary(evaluated)?;
        while let Some(operator) = self.peek_punctuator() {
            let Some(precedence) = binary_precedence(operator).filter(|p| *p >= minimum) else {
                break;
            };
            let operator_span = self.here();
            self.position += 1;
            let right_evaluated = match operator {
                Punctuator::AmpersandAmpersand => evaluated && left.bits != 0,
                Punctuator::PipePipe => evaluated && left.bits == 0,
                _ => evaluated,
            };
            let right = self.parse_binary(precedence + 1, right_evaluated)?;
            left = apply_binary(operator, left, right, evaluated, operator_span)?;
        }
        Ok(left)
    }

    fn parse_unary(&mut self, evaluated: bool) -> Result<Value, Diagnostic> {
        self.enter()?;
        let Some(token) = self.tokens.get(self.position) else {
            return Err(Diagnostic::error(self.end, PreprocessError::ExpectedValue));
        };
        self.position += 1;
        let value = match &token.lexeme.kind {
            LexemeKind::Token(TokenKind::Punctuator(punctuator)) => match punctuator {
                Punctuator::Plus => self.parse_unary(evaluated)?,
                Punctuator::Minus => {
                    let operand = self.parse_unary(evaluated)?;
                    Value {
                        bits: operand.bits.wrapping_neg(),
                        ..operand
                    }
                }
                Punctuator::Tilde => {
                    let operand = self.parse_unary(evaluated)?;
                    Value {
                        bits: !operand.bits,
                        ..operand
                    }
                }
                Punctuator::Exclamation => Value::truth(self.parse_unary(evaluated)?.bits == 0),
                Punctuator::LeftParen => {
                    let inner = self.parse_comma(evaluated)?;
                    if !self.eat(Punctuator::RightParen) {
                        return Err(Diagnostic::error(
                            self.here(),
                            PreprocessError::ExpectedRightParen,
                        ));
                    }
                    inner
                }
                Punctuator::RightParen => {
                    return Err(Diagnostic::error(
                        token.span(),
                        PreprocessError::ExpectedValue,
                    ));
                }
                _ => return Err(invalid_start(token)),
            },
            LexemeKind::Token(TokenKind::Integer { value, suffix }) => Value {
                bits: *value,
                unsigned: suffix.contains('u') || *value > i64::MAX as u64,
            },
            LexemeKind::Token(TokenKind::Float { .. }) => {
                return Err(Diagnostic::error(
                    token.span(),
                    PreprocessError::FloatLiteral,
                ));
            }
            LexemeKind::Token(TokenKind::Keyword(Keyword::True)) => Value::signed(1),
            LexemeKind::Token(TokenKind::Keyword(Keyword::False)) => Value::signed(0),
            LexemeKind::Token(TokenKind::Identifier(_) | TokenKind::Keyword(_)) => {
                if self.peek_punctuator() == Some(Punctuator::LeftParen) {
                    let name = token.name().unwrap_or_default().to_string();
                    return Err(Diagnostic::error(
                        token.span(),
                        PreprocessError::UndefinedFunctionMacro { name },
                    ));
                }
                Value::signed(0)
            }
            _ => return Err(invalid_start(token)),
        };
        self.nesting -= 1;
        Ok(value)
    }
}

fn invalid_start(token: &PpToken) -> Diagnostic {
    Diagnostic::error(token.span(), PreprocessError::InvalidExpressionStart)
}

/// Shift amount of `right`, `None` when negative or at least 64 bits.
fn shift_amount(right: Value) -> Option<u32> {
    if !right.unsigned && (right.bits as i64) < 0 {
        return None;
    }
    u32::try_from(right.bits).ok().filter(|amount| *amount < 64)
}

fn apply_binary(
    operator: Punctuator,
    left: Value,
    right: Value,
    evaluated: bool,
    operator_span: Span,
) -> Result<Value, Diagnostic> {
    use Punctuator::*;
    let unsigned = left.unsigned || right.unsigned;
    let arithmetic = |bits: u64| Value { bits, unsigned };
    let (l, r) = (left.bits, right.bits);
    let (signed_l, signed_r) = (l as i64, r as i64);
    Ok(match operator {
        Star => arithmetic(l.wrapping_mul(r)),
        Slash | Percent if r == 0 => {
            if evaluated {
                let error = if operator == Slash {
                    PreprocessError::DivisionByZero
                } else {
                    PreprocessError::RemainderByZero
                };
                return Err(Diagnostic::error(operator_span, error));
            }
            arithmetic(0)
        }
        Slash if unsigned => arithmetic(l / r),
        Slash => arithmetic(signed_l.wrapping_div(signed_r) as u64),
        Percent if unsigned => arithmetic(l % r),
        Percent => arithmetic(signed_l.wrapping_rem(signed_r) as u64),
        Plus => arithmetic(l.wrapping_add(r)),
        Minus => arithmetic(l.wrapping_sub(r)),
        // Shifts keep the type of the left operand.
        ShiftLeft => Value {
            bits: shift_amount(right).map_or(0, |amount| l << amount),
            unsigned: left.unsigned,
        },
        ShiftRight => Value {
            bits: match (shift_amount(right), left.unsigned) {
                (Some(amount), true) => l >> amount,
                (Some(amount), false) => (signed_l >> amount) as u64,
                (None, true) => 0,
                (None, false) => (signed_l >> 63) as u64,
            },
            unsigned: left.unsigned,
        },
        Less | Greater | LessEqual | GreaterEqual => {
            let ordering = if unsigned {
                l.cmp(&r)
            } else {
                signed_l.cmp(&signed_r)
            };
            Value::truth(match operator {
                Less => ordering.is_lt(),
                Greater => ordering.is_gt(),
                LessEqual => ordering.is_le(),
                _ => ordering.is_ge(),
            })
        }
        EqualEqual => Value::truth(l == r),
        NotEqual => Value::truth(l != r),
        Ampersand => arithmetic(l & r),
        Caret => arithmetic(l ^ r),
        Pipe => arithmetic(l | r),
        AmpersandAmpersand => Value::truth(l != 0 && r != 0),
        PipePipe => Value::truth(l != 0 || r != 0),
        _ => {
            return Err(Diagnostic::error(
                operator_span,
                PreprocessError::InvalidBinaryOperator,
            ))
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::diagnostics::Diagnostics;
    use crate::lexer::Lexer;
    use crate::span::FileId;
    use pretty_assertions::assert_eq;

    fn eval(text: &str) -> Result<bool, (String, u32, u32)> {
        let mut diagnostics = Diagnostics::new();
        let tokens: Vec<PpToken> = Lexer::tokenize(FileId(0), text, &mut diagnostics)
            .into_iter()
            .filter(|lexeme| !lexeme.is_end_of_file())
            .map(PpToken::new)
            .collect();
        let end = Span::new(FileId(0), text.len() as u32, text.len() as u32);
        evaluate(&tokens, end).map_err(|diagnostic| {
            let span = diagnostic.span.unwrap_or_default();
            (diagnostic.message, span.start, span.end)
        })
    }

    #[test]
    fn arithmetic_and_comparisons() {
        for (text, expected) in [
            ("1", true),
            ("0", false),
            ("1 + 2 * 3 == 7", true),
            ("(1 + 2) * 3 == 9", true),
            ("10 / 3 == 3 && 10 % 3 == 1", true),
            ("-7 / 2 == -3", true),
            ("1 << 4 == 16 && 256 >> 4 == 16", true),
            ("-1 >> 1 == -1", true),
            ("~0 == -1", true),
            ("!0 && !!5", true),
            ("(6 & 3) == 2 && (6 | 3) == 7 && (6 ^ 3) == 5", true),
            ("3 > 2 && 2 >= 2 && 1 < 2 && 2 <= 2 && 1 != 2", true),
            ("1 ? 2 : 0", true),
            ("0 ? 2 : 0", false),
            ("0 ? 1 : 0 ? 1 : 3", true),
            ("1, 0", false),
            ("-1 < 0", true),
            ("-1 < 0u", false),
            ("0xFFFFFFFFFFFFFFFF > 0", true),
            ("18446744073709551615 == -1", true),
            ("true && !false", true),
            ("UNDEFINED == 0", true),
            ("'a' == 97", true),
            ("+1", true),
            ("1 << 64 == 0", true),
            ("0 && 1 / 0", false),
            ("1 || 1 % 0", true),
            ("0 ? 1 / 0 : 2", true),
        ] {
            assert_eq!(eval(text), Ok(expected), "{text}");
        }
    }

    #[test]
    fn errors_name_the_offending_token() {
        let error = |message: &str, start, end| Err((message.to_string(), start, end));
        assert_eq!(eval("1 +"), error("expected value in expression", 3, 3));
        assert_eq!(eval(""), error("expected value in expression", 0, 0));
        assert_eq!(eval("()"), error("expected value in expression", 1, 2));
        assert_eq!(
            eval("]"),
            error("invalid token at start of a preprocessor expression", 0, 1)
        );
        assert_eq!(
            eval("(1"),
            error("expected ')' in preprocessor expression", 2, 2)
        );
        assert_eq!(
            eval("1 / 0"),
            error("division by zero in preprocessor expression", 2, 3)
        );
        assert_eq!(
            eval("1 % 0"),
            error("remainder by zero in preprocessor expression", 2, 3)
        );
        assert_eq!(
            eval("1.5"),
            error("floating point literal in preprocessor expression", 0, 3)
        );
        assert_eq!(
            eval("F(1)"),
            error("function-like macro 'F' is not defined", 0, 1)
        );
        assert_eq!(
            eval("\"s\""),
            error("invalid token at start of a preprocessor expression", 0, 3)
        );
        assert_eq!(
            eval("1 2"),
            error(
                "token is not a valid binary operator in a preprocessor subexpression",
                2,
                3
            )
        );
        assert_eq!(eval("1 : 2"), error("':' without preceding '?'", 2, 3));
        assert_eq!(eval("1 ? 2"), error("expected ':'", 5, 5));
        assert_eq!(
            eval("1 = 2"),
            error(
                "token is not a valid binary operator in a preprocessor subexpression",
                2,
                3
            )
        );
        let deep = "(".repeat(1000) + "1" + &")".repeat(1000);
        assert_eq!(
            eval(&deep).map_err(|error| error.0),
            Err("bracket nesting level exceeded maximum of 256".to_string())
        );
    }
}
