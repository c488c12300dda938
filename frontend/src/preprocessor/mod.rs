//! The preprocessor: the first stage of the front end. It pulls lexemes from
//! the [`Lexer`] of the main file and of every `#include`d file, handles the
//! directives, expands macros, and hands the parser one flat list of
//! [`Token`]s ending with [`TokenKind::EndOfFile`].
//!
//! Every error is a diagnostic and processing goes on; limits (include depth,
//! argument nesting, expansion size) turn pathological input into errors, so
//! it always terminates and never panics. It must not parse HLSL: keywords and
//! literals pass through untouched.
//!
//! The parts: `directives` (the `#` lines), `conditionals` (the `#if` group
//! stack), `expression` (`#if` arithmetic), `macros` (definitions),
//! `expansion` (substitution and rescanning), `includes` (finding files),
//! `pp_token` (tokens with hide sets); `messages` words every diagnostic
//! (typed [`messages::PreprocessError`], `PreprocessWarning`,
//! `PreprocessNote`).

mod conditionals;
mod directives;
mod expansion;
mod expression;
mod includes;
mod macros;
pub mod messages;
mod pp_token;

#[cfg(test)]
mod robustness_tests;
#[cfg(test)]
mod tests;

use std::collections::{HashMap, HashSet};
use std::fmt::Write as _;
use std::path::PathBuf;
use std::rc::Rc;

use crate::diagnostics::Diagnostics;
use crate::lexer::{LexemeKind, Lexer};
use crate::span::{FileId, SourceFile, SourceMap, Span};
use crate::token::{Token, TokenKind};

use conditionals::ConditionalStack;
use expansion::Input;
use macros::{Macro, MacroKind};
use messages::PreprocessError;
use pp_token::PpToken;

/// Command-line settings of the preprocessor.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PreprocessorOptions {
    /// `-D NAME[=VALUE]`, in order; no value means `1`. `NAME` may carry a
    /// parameter list (`-D 'SQ(x)=((x)*(x))'`).
    pub defines: Vec<(String, Option<String>)>,
    /// `-I` directories, searched in order.
    pub include_directories: Vec<PathBuf>,
    /// `-HV`: the value of `__HLSL_VERSION` (default [`HLSL_VERSION`]).
    pub hlsl_version: Option<u32>,
}

/// The value of `__HLSL_VERSION`.
pub const HLSL_VERSION: u32 = 2021;

/// The name diagnostics give the predefined macros' pseudo-file.
pub const BUILTIN_FILE_NAME: &str = "<built-in>";
/// The name diagnostics give the `-D` definitions' pseudo-file.
pub const COMMAND_LINE_FILE_NAME: &str = "<command line>";

/// Limits that turn pathological input (include cycles, exponential or
/// deeply nested macros) into errors instead of hangs or stack overflows.
#[derive(Clone, Copy, Debug)]
struct Limits {
    /// `#include` may nest this deep (clang's limit).
    include_depth: usize,
    /// At most this many files are entered in one run.
    included_files: usize,
    /// Macro expansion stops after producing this many tokens
    /// (`#define A B B` chains grow exponentially).
    expanded_tokens: usize,
    /// Nesting of macro calls inside macro arguments (each level recurses).
    argument_nesting: usize,
}

impl Limits {
    const DEFAULT: Limits = Limits {
        include_depth: 200,
        included_files: 10_000,
        expanded_tokens: 1 << 21,
        argument_nesting: 64,
    };
}

/// One file being read.
struct OpenFile {
    id: FileId,
    lexer: Lexer,
    conditionals: ConditionalStack,
    /// 0 for the main file and the pseudo-files, 1 for what they include, …
    include_depth: usize,
}

/// What `#pragma once` remembers a file by.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
enum FileIdentity {
    Path(PathBuf),
    /// A file without a path (read from memory).
    Unnamed(FileId),
}

/// The preprocessor of one compilation; see [`Preprocessor::preprocess`].
pub struct Preprocessor<'a> {
    limits: Limits,
    sources: &'a mut SourceMap,
    diagnostics: &'a mut Diagnostics,
    include_directories: &'a [PathBuf],
    macros: HashMap<String, Rc<Macro>>,
    /// The include stack; the innermost file last.
    files: Vec<OpenFile>,
    main: FileId,
    /// Where the final end-of-file token points.
    end_of_main: Span,
    once_files: HashSet<FileIdentity>,
    included_files: usize,
    /// Set once an include limit is hit: no more files are entered.
    includes_stopped: bool,
    expanded_tokens: usize,
    /// Set once an expansion limit is hit: no more macros are expanded.
    expansion_stopped: bool,
    argument_nesting: usize,
    /// Inside the argument list of a function-like macro (no `#include` there).
    collecting_arguments: usize,
    /// Expanding an `#if` line: `defined` is an operator.
    in_if_expression: bool,
    /// A malformed `defined` was reported; the `#if` counts as false.
    if_expression_failed: bool,
    /// Tokens a directive produced (`#pragma pack_matrix`), returned next.
    pending_tokens: Vec<PpToken>,
}

impl<'a> Preprocessor<'a> {
    /// Preprocesses `main` (already in `sources`): every included file is
    /// added to `sources` so that diagnostics can name it. The result ends
    /// with exactly one [`TokenKind::EndOfFile`], at the end of `main`.
    pub fn preprocess(
        sources: &mut SourceMap,
        main: FileId,
        options: &PreprocessorOptions,
        diagnostics: &mut Diagnostics,
    ) -> Vec<Token> {
        Preprocessor::preprocess_with_limits(sources, main, options, diagnostics, Limits::DEFAULT)
    }

    fn preprocess_with_limits(
        sources: &mut SourceMap,
        main: FileId,
        options: &PreprocessorOptions,
        diagnostics: &mut Diagnostics,
        limits: Limits,
    ) -> Vec<Token> {
        let main_length = sources.file(main).text.len() as u32;
        let mut preprocessor = Preprocessor {
            limits,
            sources,
            diagnostics,
            include_directories: &options.include_directories,
            macros: HashMap::new(),
            files: Vec::new(),
            main,
            end_of_main: Span::new(main, main_length, main_length),
            once_files: HashSet::new(),
            included_files: 0,
            includes_stopped: false,
            expanded_tokens: 0,
            expansion_stopped: false,
            argument_nesting: 0,
            collecting_arguments: 0,
            in_if_expression: false,
            if_expression_failed: false,
            pending_tokens: Vec::new(),
        };
        for (name, kind) in [("__LINE__", MacroKind::Line), ("__FILE__", MacroKind::File)] {
            preprocessor
                .macros
                .insert(name.to_string(), Rc::new(Macro::builtin(name, kind)));
        }
        // Read first (the stack's top): built-ins, then -D, then the main file.
        preprocessor.enter_file(main, 0);
        if !options.defines.is_empty() {
            let text = command_line_definitions(&options.defines);
            let file =
                preprocessor
                    .sources
                    .add(SourceFile::new(COMMAND_LINE_FILE_NAME, None, text));
            preprocessor.enter_file(file, 0);
        }
        let version = options.hlsl_version.unwrap_or(HLSL_VERSION);
        let builtins = format!("#define __HLSL_VERSION {version}\n");
        let file = preprocessor
            .sources
            .add(SourceFile::new(BUILTIN_FILE_NAME, None, builtins));
        preprocessor.enter_file(file, 0);
        preprocessor.run()
    }

    fn run(&mut self) -> Vec<Token> {
        let mut input = Input::from_files();
        let mut tokens = Vec::new();
        while let Some(token) = self.next_expanded(&mut input) {
            if token.is_end_of_file() {
                break;
            }
            let span = token.span();
            match token.lexeme.kind {
                LexemeKind::Token(kind) => tokens.push(Token { kind, span }),
                _ => self.diagnostics.error(
                    span,
                    PreprocessError::Stray {
                        text: token.lexeme.text,
                    },
                ),
            }
        }
        tokens.push(Token {
            kind: TokenKind::EndOfFile,
            span: self.end_of_main,
        });
        tokens
    }

    fn enter_file(&mut self, id: FileId, include_depth: usize) {
        let lexer = Lexer::new(id, &self.sources.file(id).text);
        self.files.push(OpenFile {
            id,
            lexer,
            conditionals: ConditionalStack::default(),
            include_depth,
        });
    }

    /// Leaves the innermost file, reporting its unterminated `#if`s.
    fn leave_file(&mut self) {
        if let Some(file) = self.files.pop() {
            for opened_at in file.conditionals.unterminated() {
                self.diagnostics
                    .error(opened_at, PreprocessError::UnterminatedConditional);
            }
        }
    }

    /// The next token of active code from the files, directives handled and
    /// skipped groups dropped; the end of the main file once all are done.
    fn next_source_token(&mut self) -> PpToken {
        loop {
            let Some(file) = self.files.last_mut() else {
                return PpToken::synthesized(TokenKind::EndOfFile, String::new(), self.end_of_main);
            };
            let skipping = file.conditionals.is_skipping();
            file.lexer.set_skipping(skipping);
            let lexeme = file.lexer.next_lexeme(self.diagnostics);
            if lexeme.is_end_of_file() {
                self.leave_file();
            } else if lexeme.kind == LexemeKind::Hash && lexeme.starts_line {
                self.handle_directive();
                if let Some(token) = self.pending_tokens.pop() {
                    return token;
                }
            } else if !skipping {
                return PpToken::new(lexeme);
            }
        }
    }

    fn identity(&self, id: FileId) -> FileIdentity {
        match &self.sources.file(id).path {
            Some(path) => FileIdentity::Path(includes::file_identity(path)),
            None => FileIdentity::Unnamed(id),
        }
    }
}

/// `-D` definitions as `#define` lines. Line breaks in names or values become
/// spaces and a trailing space stops a final `\` from joining lines.
fn command_line_definitions(defines: &[(String, Option<String>)]) -> String {
    let one_line = |text: &str| text.replace(['\r', '\n'], " ");
    let mut text = String::new();
    for (name, value) in defines {
        let value = value.as_deref().unwrap_or("1");
        let _ = writeln!(text, "#define {} {} ", one_line(name), one_line(value));
    }
    text
}
