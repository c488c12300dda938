//! The parser: a recursive-descent reader of HLSL 2021 tokens (from the
//! preprocessor) into the [`ast`](crate::ast).
//!
//! It follows naga and clang in collecting every error: a syntax error is
//! reported once, clang style ("expected ';' after expression"), the parser
//! skips to a synchronisation point (`;`, the `}` of the enclosing block, the
//! closing bracket of a parenthesised list, the next declaration) and leaves an
//! [`ExpressionKind::Error`](crate::ast::ExpressionKind::Error) or
//! [`StatementKind::Error`](crate::ast::StatementKind::Error) node behind, so
//! later errors of the same file are reported too and nothing cascades.
//!
//! HLSL needs to know which identifiers name types (`(T)x` is a cast, `T x;` a
//! declaration, `T<…>` a template): the parser knows every built-in type name
//! ([`is_builtin_type_name`]) and records each struct and typedef it reads.
//! An identifier the parser had to read as a type but does not know is
//! reported as "unknown type name 'X'" here, so semantic analysis may treat
//! such a [`TypeSpec`](crate::ast::TypeSpec) as an already-reported error.
//!
//! Modules: `cursor` (token access, reporting), `type_names` (the built-in
//! type names), `types` (types, qualifiers, template arguments, the
//! type-or-expression lookahead), `attributes` (attributes, semantics,
//! registers), `declarations`, `statements`, `expressions`, `recovery`;
//! `messages` words every diagnostic (typed [`messages::ParseError`],
//! `ParseWarning`, `ParseNote`).

mod attributes;
mod cursor;
mod declarations;
mod expressions;
pub mod messages;
mod recovery;
mod scoped;
mod statements;
mod type_names;
mod types;

#[cfg(test)]
mod tests;

use std::collections::HashSet;

use crate::ast::TranslationUnit;
use crate::diagnostics::{Diagnostics, Severity};
use crate::span::{FileId, Span};
use crate::token::{Token, TokenKind};

pub use type_names::{is_builtin_type_name, RESOURCE_TYPE_NAMES};

/// How deeply brackets, blocks and unary operators may nest before the
/// parser gives up on the file (clang's default bracket depth).
pub const MAX_NESTING_DEPTH: usize = 256;

/// Parses a whole file. Every syntax error goes into `diagnostics`; the
/// returned unit holds everything that could be read.
pub fn parse(tokens: &[Token], diagnostics: &mut Diagnostics) -> TranslationUnit {
    Parser::new(tokens, diagnostics).parse_translation_unit()
}

/// A diagnostic has been reported; the caller recovers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Reported;

type ParseResult<T> = Result<T, Reported>;

/// The recursive-descent parser over one preprocessed token stream.
pub struct Parser<'d> {
    /// The tokens, always ending with exactly one `EndOfFile`. Owned, so that
    /// a `>>` closing two template argument lists can be split in place.
    tokens: Vec<Token>,
    position: usize,
    diagnostics: &'d mut Diagnostics,
    /// Structs and typedefs declared so far.
    declared_type_names: HashSet<String>,
    /// Function templates declared so far (bare and qualified names): only
    /// these names start a template argument list in an expression.
    template_function_names: HashSet<String>,
    /// The namespaces and structs around the current declaration, outermost
    /// first (names declared here are also known qualified).
    scope_path: Vec<String>,
    /// Whether the last function read had `const` after its parameters.
    last_function_const: bool,
    depth: usize,
    /// Set when the nesting limit was hit: the rest of the file is skipped and
    /// nothing more is reported.
    fatal: bool,
    /// Index of the token the last error was reported at: a second error at
    /// the same token is a cascade and is dropped.
    last_error_position: Option<usize>,
    /// Where the lexer reported errors before parsing (stray characters it
    /// dropped), sorted: a parse error right after one is its cascade.
    lexer_errors: Vec<(FileId, u32)>,
    /// `#pragma pack_matrix` as (index of the next token, row_major), in
    /// token order: the default orientation from that token on.
    pack_matrix: Vec<(usize, bool)>,
}

impl<'d> Parser<'d> {
    pub fn new(tokens_in: &[Token], diagnostics: &'d mut Diagnostics) -> Parser<'d> {
        let tokens = tokens_in;
        // Everything up to the first end of file; the end of file keeps its
        // span (where the file really ends) or is placed after the last token.
        let end = tokens
            .iter()
            .position(|token| token.kind == TokenKind::EndOfFile);
        let end_span = match (end, tokens.last()) {
            (Some(index), _) => tokens[index].span,
            (None, Some(last)) => Span::new(last.span.file, last.span.end, last.span.end),
            (None, None) => Span::default(),
        };
        let mut pack_matrix = Vec::new();
        let mut tokens: Vec<Token> = Vec::with_capacity(tokens.len());
        for token in &tokens_in[..end.unwrap_or(tokens_in.len())] {
            match token.kind {
                TokenKind::PragmaPackMatrix(row_major) => {
                    pack_matrix.push((tokens.len(), row_major))
                }
                _ => tokens.push(token.clone()),
            }
        }
        tokens.push(Token {
            kind: TokenKind::EndOfFile,
            span: end_span,
        });
        let mut lexer_errors: Vec<(FileId, u32)> = diagnostics
            .iter()
            .filter(|diagnostic| diagnostic.severity == Severity::Error)
            .filter_map(|diagnostic| diagnostic.span)
            .map(|span| (span.file, span.start))
            .collect();
        lexer_errors.sort_unstable();
        Parser {
            lexer_errors,
            tokens,
            position: 0,
            diagnostics,
            declared_type_names: HashSet::new(),
            template_function_names: HashSet::new(),
            scope_path: Vec::new(),
            last_function_const: false,
            depth: 0,
            fatal: false,
            last_error_position: None,
            pack_matrix,
        }
    }

    /// Reads declarations until the end of the file.
    pub fn parse_translation_unit(mut self) -> TranslationUnit {
        let mut declarations = Vec::new();
        while !self.at_end_of_file() && !self.fatal {
            let start = self.position;
            if self.parse_external_declaration(&mut declarations).is_err() {
                self.recover_declaration(start);
            }
            if self.position == start {
                self.advance();
            }
        }
        TranslationUnit { declarations }
    }
}
