//! Parser tests: declarations, statements and expressions form by form (the
//! AST printed back fully parenthesised), a whole compute shader, error
//! recovery with exact diagnostics, and random-input robustness. Sources are
//! tokenised by the real [`crate::lexer`].

mod declarations;
mod expressions;
mod printer;
mod recovery;
mod robustness;
mod shader;
mod statements;

use super::parse;
use crate::ast::{Declaration, Statement, StatementKind, TranslationUnit};
use crate::diagnostics::Diagnostics;
use crate::lexer::{LexemeKind, Lexer};
use crate::span::{FileId, SourceFile};
use crate::token::Token;

/// The parser's input for `source`: the lexer's tokens (no preprocessing).
pub fn tokenize(source: &str) -> Vec<Token> {
    let mut diagnostics = Diagnostics::new();
    let tokens = tokenize_into(source, &mut diagnostics);
    assert!(diagnostics.is_empty(), "lexer: {diagnostics:?}");
    tokens
}

/// The lexer's tokens for `source`, its diagnostics into `diagnostics`.
fn tokenize_into(source: &str, diagnostics: &mut Diagnostics) -> Vec<Token> {
    Lexer::tokenize(FileId(0), source, diagnostics)
        .into_iter()
        .filter_map(|lexeme| match lexeme.kind {
            LexemeKind::Token(kind) => Some(Token {
                kind,
                span: lexeme.span,
            }),
            _ => None,
        })
        .collect()
}

pub struct Parsed {
    pub unit: TranslationUnit,
    pub diagnostics: Diagnostics,
    file: SourceFile,
}

impl Parsed {
    /// Each diagnostic and note as `line:column-line:column: severity: message`.
    pub fn diagnostic_lines(&self) -> Vec<String> {
        self.diagnostics
            .flattened()
            .map(|diagnostic| {
                let location = match diagnostic.span {
                    Some(span) => {
                        let start = self.file.line_column(span.start);
                        let end = self.file.line_column(span.end);
                        format!(
                            "{}:{}-{}:{}",
                            start.line, start.column, end.line, end.column
                        )
                    }
                    None => "-".to_string(),
                };
                format!(
                    "{location}: {}: {}",
                    diagnostic.severity.label(),
                    diagnostic.message
                )
            })
            .collect()
    }

    pub fn printed(&self) -> Vec<String> {
        printer::declarations(&self.unit)
    }
}

pub fn parse_source(source: &str) -> Parsed {
    let tokens = tokenize(source);
    let mut diagnostics = Diagnostics::new();
    let unit = parse(&tokens, &mut diagnostics);
    Parsed {
        unit,
        diagnostics,
        file: SourceFile::new("test.hlsl", None, source),
    }
}

/// Lexes and parses `source` into one list of diagnostics, as the driver
/// does (lexer errors first).
pub fn parse_source_with_lexer_errors(source: &str) -> Parsed {
    let mut diagnostics = Diagnostics::new();
    let tokens = tokenize_into(source, &mut diagnostics);
    let unit = parse(&tokens, &mut diagnostics);
    Parsed {
        unit,
        diagnostics,
        file: SourceFile::new("test.hlsl", None, source),
    }
}

/// Parses a file that must have no diagnostics.
pub fn parse_clean(source: &str) -> TranslationUnit {
    let parsed = parse_source(source);
    assert_eq!(parsed.diagnostic_lines(), Vec::<String>::new(), "{source}");
    parsed.unit
}

/// The statements of the only function of `unit`.
pub fn function_body(unit: &TranslationUnit) -> &[Statement] {
    let functions: Vec<_> = unit
        .declarations
        .iter()
        .filter_map(|declaration| match declaration {
            Declaration::Function(function) => function.body.as_ref(),
            _ => None,
        })
        .collect();
    assert_eq!(functions.len(), 1, "{unit:?}");
    &functions[0].statements
}

/// Parses `body` inside a function (after the `prelude` declarations) and
/// prints its statements.
pub fn statements_with(prelude: &str, body: &str) -> Vec<String> {
    let unit = parse_clean(&format!("{prelude}\nvoid f() {{\n{body}\n}}"));
    function_body(&unit)
        .iter()
        .map(printer::statement)
        .collect()
}

pub fn statements(body: &str) -> Vec<String> {
    statements_with("", body)
}

/// Parses `text;` as a statement and prints the expression.
pub fn expression_with(prelude: &str, text: &str) -> String {
    let unit = parse_clean(&format!("{prelude}\nvoid f() {{ {text}; }}"));
    match function_body(&unit) {
        [Statement {
            kind: StatementKind::Expression(value),
            ..
        }] => printer::expression(value),
        other => panic!("not one expression statement: {other:?}"),
    }
}

pub fn expression(text: &str) -> String {
    expression_with("", text)
}
