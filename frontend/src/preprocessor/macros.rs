//! Macro definitions: what `#define` records, how a `#define` line is parsed
//! and checked (parameter lists, `#` and `##` placement), and when two
//! definitions are the same (a differing redefinition is warned about).
//!
//! It does not expand anything; `expansion` does.

use crate::diagnostics::Diagnostics;
use crate::lexer::{Lexeme, LexemeKind};
use crate::span::Span;
use crate::token::Punctuator;

use super::messages::PreprocessError;

#[derive(Clone, Debug, PartialEq)]
pub(super) enum MacroKind {
    Object,
    /// `parameters` ends with `__VA_ARGS__` (or the named variadic parameter)
    /// when `variadic`.
    Function {
        parameters: Vec<String>,
        variadic: bool,
    },
    /// `__LINE__`: the line of the use.
    Line,
    /// `__FILE__`: the name of the file of the use.
    File,
}

#[derive(Clone, Debug, PartialEq)]
pub(super) struct Macro {
    pub(super) name: String,
    pub(super) kind: MacroKind,
    /// The replacement list.
    pub(super) body: Vec<Lexeme>,
    /// Where the name was defined; `None` for built-in macros.
    pub(super) defined_at: Option<Span>,
}

impl Macro {
    pub(super) fn builtin(name: &str, kind: MacroKind) -> Macro {
        Macro {
            name: name.to_string(),
            kind,
            body: Vec::new(),
            defined_at: None,
        }
    }

    pub(super) fn is_builtin(&self) -> bool {
        matches!(self.kind, MacroKind::Line | MacroKind::File)
    }

    pub(super) fn parameters(&self) -> &[String] {
        match &self.kind {
            MacroKind::Function { parameters, .. } => parameters,
            _ => &[],
        }
    }

    pub(super) fn is_variadic(&self) -> bool {
        matches!(self.kind, MacroKind::Function { variadic: true, .. })
    }

    /// The index of the parameter a body lexeme names, if any.
    pub(super) fn parameter_index(&self, lexeme: &Lexeme) -> Option<usize> {
        let name = lexeme.name()?;
        self.parameters()
            .iter()
            .position(|parameter| parameter == name)
    }

    /// Same kind, parameters and replacement list (spelling and spacing):
    /// redefining a macro this way is allowed silently.
    pub(super) fn same_definition(&self, other: &Macro) -> bool {
        self.kind == other.kind
            && self.body.len() == other.body.len()
            && self
                .body
                .iter()
                .zip(&other.body)
                .enumerate()
                .all(|(index, (mine, theirs))| {
                    mine.text == theirs.text
                        && (index == 0 || mine.space_before == theirs.space_before)
                })
    }
}

/// The macro name of `#define`, `#undef`, `#ifdef` and `#ifndef`, reporting
/// a missing or unusable one at `directive`.
pub(super) fn macro_name<'l>(
    lexeme: Option<&'l Lexeme>,
    directive: Span,
    diagnostics: &mut Diagnostics,
) -> Option<&'l str> {
    let Some(lexeme) = lexeme else {
        diagnostics.error(directive, PreprocessError::MacroNameMissing);
        return None;
    };
    match lexeme.name() {
        Some("defined") => {
            diagnostics.error(lexeme.span, PreprocessError::DefinedAsMacroName);
            None
        }
        Some(name) => Some(name),
        None => {
            diagnostics.error(lexeme.span, PreprocessError::MacroNameNotIdentifier);
            None
        }
    }
}

/// Parses the rest of a `#define` line (`line` starts with the name).
pub(super) fn parse_definition(
    line: Vec<Lexeme>,
    directive: Span,
    diagnostics: &mut Diagnostics,
) -> Option<Macro> {
    let name = macro_name(line.first(), directive, diagnostics)?.to_string();
    let defined_at = line.first().map(|lexeme| lexeme.span);
    let mut rest = line.into_iter().skip(1).peekable();
    // Function-like only when `(` follows the name without space.
    let function_like = rest
        .peek()
        .is_some_and(|lexeme| lexeme.is_punctuator(Punctuator::LeftParen) && !lexeme.space_before);
    let kind = if function_like {
        let left_paren = rest.next().map(|lexeme| lexeme.span).unwrap_or(directive);
        let (parameters, variadic) = parse_parameters(&mut rest, left_paren, diagnostics)?;
        MacroKind::Function {
            parameters,
            variadic,
        }
    } else {
        MacroKind::Object
    };
    let definition = Macro {
        name,
        kind,
        body: rest.collect(),
        defined_at,
    };
    check_body(&definition, diagnostics).then_some(definition)
}

/// Parses `a, b, ...)` after the `(`; returns the names and whether the
/// last one is variadic (`...` becomes `__VA_ARGS__`).
fn parse_parameters(
    lexemes: &mut impl Iterator<Item = Lexeme>,
    left_paren: Span,
    diagnostics: &mut Diagnostics,
) -> Option<(Vec<String>, bool)> {
    let mut parameters: Vec<String> = Vec::new();
    let mut last_span = left_paren;
    let missing_paren = |diagnostics: &mut Diagnostics, span: Span| {
        diagnostics.error(span, PreprocessError::MissingParenInParameters);
    };
    // First: `)` for none, or a parameter.
    loop {
        let Some(lexeme) = lexemes.next() else {
            missing_paren(diagnostics, last_span);
            return None;
        };
        last_span = lexeme.span;
        if parameters.is_empty() && lexeme.is_punctuator(Punctuator::RightParen) {
            return Some((parameters, false));
        }
        if lexeme.kind == LexemeKind::Ellipsis {
            parameters.push("__VA_ARGS__".to_string());
            return expect_closing_paren(lexemes, last_span, diagnostics)
                .then_some((parameters, true));
        }
        let Some(name) = lexeme.name() else {
            diagnostics.error(lexeme.span, PreprocessError::InvalidParameterToken);
            return None;
        };
        if parameters.iter().any(|parameter| parameter == name) {
            diagnostics.error(
                lexeme.span,
                PreprocessError::DuplicateParameter {
                    name: name.to_string(),
                },
            );
            return None;
        }
        parameters.push(name.to_string());
        // After a parameter: `,`, `)` or `...` (a named variadic parameter).
        let Some(separator) = lexemes.next() else {
            missing_paren(diagnostics, last_span);
            return None;
        };
        last_span = separator.span;
        if separator.is_punctuator(Punctuator::RightParen) {
            return Some((parameters, false));
        }
        if separator.kind == LexemeKind::Ellipsis {
            return expect_closing_paren(lexemes, last_span, diagnostics)
                .then_some((parameters, true));
        }
        if !separator.is_punctuator(Punctuator::Comma) {
            diagnostics.error(separator.span, PreprocessError::ExpectedCommaInParameters);
            return None;
        }
    }
}

fn expect_closing_paren(
    lexemes: &mut impl Iterator<Item = Lexeme>,
    previous: Span,
    diagnostics: &mut Diagnostics,
) -> bool {
    match lexemes.next() {
        Some(lexeme) if lexeme.is_punctuator(Punctuator::RightParen) => true,
        Some(lexeme) => {
            diagnostics.error(lexeme.span, PreprocessError::MissingParenInParameters);
            false
        }
        None => {
            diagnostics.error(previous, PreprocessError::MissingParenInParameters);
            false
        }
    }
}

/// `#` must name a parameter (function-like macros) and `##` must not start
/// or end the replacement list.
fn check_body(definition: &Macro, diagnostics: &mut Diagnostics) -> bool {
    let body = &definition.body;
    if let Some(first) = body
        .first()
        .filter(|lexeme| lexeme.kind == LexemeKind::HashHash)
    {
        diagnostics.error(first.span, PreprocessError::PasteAtStart);
        return false;
    }
    if let Some(last) = body
        .last()
        .filter(|lexeme| lexeme.kind == LexemeKind::HashHash)
    {
        diagnostics.error(last.span, PreprocessError::PasteAtEnd);
        return false;
    }
    if let MacroKind::Function { .. } = definition.kind {
        for (index, lexeme) in body.iter().enumerate() {
            let names_parameter = body
                .get(index + 1)
                .is_some_and(|next| definition.parameter_index(next).is_some());
            if lexeme.kind == LexemeKind::Hash && !names_parameter {
                diagnostics.error(lexeme.span, PreprocessError::StringizeWithoutParameter);
                return false;
            }
        }
    }
    true
}
