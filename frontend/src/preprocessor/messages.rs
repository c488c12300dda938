//! The messages of the preprocessor, typed: [`PreprocessError`],
//! [`PreprocessWarning`] and [`PreprocessNote`]. Each variant carries the
//! message's data (macro and directive names, counts, paths) and its
//! `#[error]` attribute is the one place the message is worded — clang's
//! words. The preprocessor builds these values; [`crate::diagnostics`]
//! renders them. (Lexical errors are the lexer's own.)

/// The errors of the preprocessor.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PreprocessError {
    // Directives.
    #[error("invalid preprocessing directive")]
    InvalidDirective,
    #[error("#{directive} without #if")]
    WithoutIf { directive: String },
    #[error("#{directive} after #else")]
    AfterElse { directive: String },
    #[error("unterminated conditional directive")]
    UnterminatedConditional,
    #[error("stray '{text}' in program")]
    Stray { text: String },
    /// `#error text`: the text as written.
    #[error("{text}")]
    ErrorDirective { text: String },

    // Macro definitions.
    #[error("macro name missing")]
    MacroNameMissing,
    #[error("'defined' cannot be used as a macro name")]
    DefinedAsMacroName,
    #[error("macro name must be an identifier")]
    MacroNameNotIdentifier,
    #[error("missing ')' in macro parameter list")]
    MissingParenInParameters,
    #[error("invalid token in macro parameter list")]
    InvalidParameterToken,
    #[error("duplicate macro parameter name '{name}'")]
    DuplicateParameter { name: String },
    #[error("expected comma in macro parameter list")]
    ExpectedCommaInParameters,
    #[error("'##' cannot appear at start of macro expansion")]
    PasteAtStart,
    #[error("'##' cannot appear at end of macro expansion")]
    PasteAtEnd,
    #[error("'#' is not followed by a macro parameter")]
    StringizeWithoutParameter,

    // Macro expansion.
    #[error("operator 'defined' requires an identifier")]
    DefinedWithoutIdentifier,
    #[error("missing ')' after 'defined'")]
    DefinedMissingParen,
    #[error(
        "macro '{name}' requires at least {required} argument{}, but only {given} given",
        plural(.required)
    )]
    TooFewVariadicArguments {
        name: String,
        required: usize,
        given: usize,
    },
    #[error(
        "macro '{name}' requires {parameters} argument{}, but only {given} given",
        plural(.parameters)
    )]
    TooFewArguments {
        name: String,
        parameters: usize,
        given: usize,
    },
    #[error("macro '{name}' passed {given} arguments, but takes just {parameters}")]
    TooManyArguments {
        name: String,
        parameters: usize,
        given: usize,
    },
    #[error("unterminated function-like macro invocation")]
    UnterminatedInvocation,
    #[error("pasting formed '{spelling}', an invalid preprocessing token")]
    InvalidPaste { spelling: String },
    #[error(
        "macro arguments nested more than {limit} levels deep; no further macros are expanded"
    )]
    ArgumentsTooDeep { limit: usize },
    #[error("macro expansion produced more than {limit} tokens; no further macros are expanded")]
    ExpansionTooLarge { limit: usize },

    // `#include`.
    #[error("embedding a #include directive within macro arguments is not supported")]
    IncludeInMacroArguments,
    #[error("expected \"FILENAME\" or <FILENAME>")]
    ExpectedFilename,
    #[error("empty filename")]
    EmptyFilename,
    #[error("#include nested too deeply")]
    IncludeTooDeep,
    #[error("'{path}' file not found")]
    FileNotFound { path: String },
    #[error("more than {limit} files included; no further files are included")]
    TooManyIncludes { limit: usize },
    /// `reason` is the operating system's (`std::io::Error` as displayed).
    #[error("error opening file '{path}': {reason}")]
    CannotOpen { path: String, reason: String },

    // `#if` expressions.
    #[error("':' without preceding '?'")]
    ColonWithoutQuestion,
    #[error("token is not a valid binary operator in a preprocessor subexpression")]
    InvalidBinaryOperator,
    #[error("bracket nesting level exceeded maximum of {max}")]
    NestingTooDeep { max: usize },
    #[error("expected ':'")]
    ExpectedColon,
    #[error("expected value in expression")]
    ExpectedValue,
    #[error("expected ')' in preprocessor expression")]
    ExpectedRightParen,
    #[error("floating point literal in preprocessor expression")]
    FloatLiteral,
    #[error("function-like macro '{name}' is not defined")]
    UndefinedFunctionMacro { name: String },
    #[error("invalid token at start of a preprocessor expression")]
    InvalidExpressionStart,
    #[error("division by zero in preprocessor expression")]
    DivisionByZero,
    #[error("remainder by zero in preprocessor expression")]
    RemainderByZero,
}

/// The warnings of the preprocessor.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PreprocessWarning {
    #[error("extra tokens at end of #{directive} directive")]
    ExtraTokens { directive: String },
    #[error("redefining builtin macro")]
    RedefiningBuiltin,
    #[error("'{name}' macro redefined")]
    MacroRedefined { name: String },
    #[error("undefining builtin macro")]
    UndefiningBuiltin,
    #[error("#pragma once in main file")]
    PragmaOnceInMainFile,
    #[error("expected '(row_major)' or '(column_major)' after '#pragma pack_matrix' - ignoring")]
    PackMatrixArgument,
    /// `#warning text`: the text as written.
    #[error("{text}")]
    WarningDirective { text: String },
}

/// The notes of the preprocessor.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PreprocessNote {
    #[error("previous definition is here")]
    PreviousDefinition,
}

/// The `s` of "argument(s)".
fn plural(count: &usize) -> &'static str {
    if *count == 1 {
        ""
    } else {
        "s"
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn argument_counts_are_spelled_out() {
        assert_eq!(
            PreprocessError::TooFewArguments {
                name: "F".into(),
                parameters: 1,
                given: 0
            }
            .to_string(),
            "macro 'F' requires 1 argument, but only 0 given"
        );
        assert_eq!(
            PreprocessError::TooFewVariadicArguments {
                name: "V".into(),
                required: 2,
                given: 1
            }
            .to_string(),
            "macro 'V' requires at least 2 arguments, but only 1 given"
        );
        assert_eq!(
            PreprocessError::ExpectedFilename.to_string(),
            "expected \"FILENAME\" or <FILENAME>"
        );
    }
}
