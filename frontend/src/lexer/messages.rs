//! The messages of the lexer, typed: [`LexError`] (errors) and [`LexWarning`].
//! Each variant carries the message's data and its `#[error]` attribute is the
//! one place the message is worded — clang's words, so that the lit tests'
//! `-verify` expectations match. The lexer builds these values and hands them
//! to [`crate::diagnostics`], which renders them.

/// The errors of the lexer.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum LexError {
    // Comments and characters.
    #[error("unterminated /* comment")]
    UnterminatedComment,
    #[error("unexpected character '{character}'")]
    UnexpectedCharacter { character: char },
    /// A character that is not printable ASCII, named by its code point.
    #[error("unexpected character <U+{code_point:04X}>")]
    UnexpectedCodePoint { code_point: u32 },

    // String and character literals.
    #[error("missing terminating '\"' character")]
    UnterminatedString,
    #[error("missing terminating ' character")]
    UnterminatedCharacter,
    #[error("empty character constant")]
    EmptyCharacterConstant,
    #[error("\\x used with no following hex digits")]
    HexEscapeWithoutDigits,

    // Numeric literals.
    #[error("exponent has no digits")]
    ExponentWithoutDigits,
    #[error("hexadecimal floating constant requires an exponent")]
    HexFloatWithoutExponent,
    #[error("invalid suffix '{suffix}' on floating constant")]
    InvalidFloatSuffix { suffix: String },
    #[error("invalid digit '{digit}' in octal constant")]
    InvalidOctalDigit { digit: char },
    #[error("invalid suffix '{suffix}' on integer constant")]
    InvalidIntegerSuffix { suffix: String },
    #[error("integer literal is too large to be represented in any integer type")]
    IntegerTooLarge,
}

/// The warnings of the lexer.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum LexWarning {
    #[error("multi-character character constant")]
    MultiCharacterConstant,
    #[error("unknown escape sequence '\\{escape}'")]
    UnknownEscape { escape: char },
}
