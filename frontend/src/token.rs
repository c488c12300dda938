//! Tokens: what the preprocessor hands the parser. Macros are already expanded
//! and directives consumed; every token keeps the span of the text it came
//! from (for a macro expansion: the span of the macro use).

use crate::span::Span;

#[derive(Clone, Debug, PartialEq)]
pub enum TokenKind {
    Identifier(String),
    Keyword(Keyword),
    /// An integer literal: value and suffix (`u`, `l`, `ul`, …, lower-cased).
    Integer {
        value: u64,
        suffix: String,
    },
    /// A floating-point literal: value and suffix (`f`, `h`, `l`, `lf`, or empty).
    Float {
        value: f64,
        suffix: String,
    },
    /// A string literal (only `#include` and attributes such as
    /// `[shader("compute")]` use them), without quotes, escapes resolved.
    String(String),
    Punctuator(Punctuator),
    /// `#pragma pack_matrix(row_major)` (true) / `(column_major)` (false):
    /// the default matrix orientation of the declarations that follow. The
    /// parser takes these out of the stream (see `Parser::new`).
    PragmaPackMatrix(bool),
    EndOfFile,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Token {
    pub kind: TokenKind,
    pub span: Span,
}

macro_rules! spelled_enum {
    ($(#[$meta:meta])* $name:ident { $($variant:ident = $text:literal),* $(,)? }) => {
        $(#[$meta])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum $name { $($variant),* }

        impl $name {
            pub const ALL: &'static [$name] = &[$($name::$variant),*];

            /// The source spelling.
            pub fn text(self) -> &'static str {
                match self { $($name::$variant => $text),* }
            }

            pub fn from_text(text: &str) -> Option<$name> {
                match text { $($text => Some($name::$variant),)* _ => None }
            }
        }
    };
}

spelled_enum! {
    /// Reserved words. Type names (`float4`, `Texture2D`, …) are identifiers:
    /// the parser and semantic analysis recognise them.
    Keyword {
        If = "if", Else = "else", For = "for", While = "while", Do = "do",
        Switch = "switch", Case = "case", Default = "default", Break = "break",
        Continue = "continue", Return = "return", Discard = "discard",
        Struct = "struct", Typedef = "typedef", Cbuffer = "cbuffer", Tbuffer = "tbuffer",
        Static = "static", Const = "const", Uniform = "uniform", Groupshared = "groupshared",
        Volatile = "volatile", Extern = "extern", Inline = "inline",
        In = "in", Out = "out", Inout = "inout",
        Register = "register", Packoffset = "packoffset",
        True = "true", False = "false",
        Template = "template", Typename = "typename", Namespace = "namespace",
        RowMajor = "row_major", ColumnMajor = "column_major",
        Nointerpolation = "nointerpolation", Linear = "linear", Centroid = "centroid",
        Noperspective = "noperspective", Sample = "sample", Precise = "precise",
    }
}

spelled_enum! {
    /// Operators and separators.
    Punctuator {
        LeftParen = "(", RightParen = ")", LeftBracket = "[", RightBracket = "]",
        LeftBrace = "{", RightBrace = "}", Semicolon = ";", Comma = ",", Colon = ":",
        ColonColon = "::", Dot = ".", Question = "?",
        Plus = "+", Minus = "-", Star = "*", Slash = "/", Percent = "%",
        PlusPlus = "++", MinusMinus = "--",
        Ampersand = "&", Pipe = "|", Caret = "^", Tilde = "~", Exclamation = "!",
        AmpersandAmpersand = "&&", PipePipe = "||",
        ShiftLeft = "<<", ShiftRight = ">>",
        Less = "<", Greater = ">", LessEqual = "<=", GreaterEqual = ">=",
        EqualEqual = "==", NotEqual = "!=",
        Assign = "=", PlusAssign = "+=", MinusAssign = "-=", StarAssign = "*=",
        SlashAssign = "/=", PercentAssign = "%=", AmpersandAssign = "&=",
        PipeAssign = "|=", CaretAssign = "^=", ShiftLeftAssign = "<<=",
        ShiftRightAssign = ">>=",
    }
}

impl Token {
    pub fn is_punctuator(&self, punctuator: Punctuator) -> bool {
        self.kind == TokenKind::Punctuator(punctuator)
    }

    pub fn is_keyword(&self, keyword: Keyword) -> bool {
        self.kind == TokenKind::Keyword(keyword)
    }

    pub fn identifier(&self) -> Option<&str> {
        match &self.kind {
            TokenKind::Identifier(name) => Some(name),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spellings_round_trip() {
        for keyword in Keyword::ALL {
            assert_eq!(Keyword::from_text(keyword.text()), Some(*keyword));
        }
        for punctuator in Punctuator::ALL {
            assert_eq!(Punctuator::from_text(punctuator.text()), Some(*punctuator));
        }
        assert_eq!(Keyword::from_text("float4"), None);
    }
}
