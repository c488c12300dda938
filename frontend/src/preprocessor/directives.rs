//! Directive handling: reads the rest of a `#` line from the current file
//! and acts on it — conditionals (always, even in skipped groups, to keep
//! nesting right), and in active code `#define`, `#undef`, `#include`,
//! `#pragma` (only `once` means anything), `#error`, `#warning`, `#line`
//! (ignored). Unknown directives are errors.
//!
//! It does not expand macros itself (`#if` and computed `#include` lines go
//! through `expansion`) and does not evaluate expressions (`expression` does).

use std::rc::Rc;

use crate::diagnostics::{Diagnostic, Severity};
use crate::lexer::{Lexeme, LexemeKind};
use crate::span::{SourceFile, Span};
use crate::token::{Punctuator, TokenKind};

use super::conditionals::ElifAction;
use super::messages::{PreprocessError, PreprocessNote, PreprocessWarning};
use super::pp_token::PpToken;
use super::{expression, includes, macros, FileIdentity, Preprocessor};

/// An `#include` target: the path as written, whether `<angled>`, and where.
struct IncludeTarget {
    path: String,
    angled: bool,
    span: Span,
}

impl Preprocessor<'_> {
    /// Handles the directive whose `#` (at the start of a line) was just read.
    pub(super) fn handle_directive(&mut self) {
        // A lone `#` is the null directive.
        let Some(name) = self.next_in_line() else {
            return;
        };
        let directive = name.name().unwrap_or_default().to_string();
        match directive.as_str() {
            "if" => self.directive_if(&name),
            "ifdef" => self.directive_ifdef(&name, true),
            "ifndef" => self.directive_ifdef(&name, false),
            "elif" | "elifdef" | "elifndef" => self.directive_elif(&name, &directive),
            "else" => self.directive_else(&name),
            "endif" => self.directive_endif(&name),
            _ if self.is_skipping() => self.discard_line(),
            "define" => self.directive_define(&name),
            "undef" => self.directive_undef(&name),
            "include" => self.directive_include(&name),
            "pragma" => self.directive_pragma(),
            "error" => self.directive_message(&name, Severity::Error),
            "warning" => self.directive_message(&name, Severity::Warning),
            "line" => self.discard_line(),
            // GNU line markers (`# 12 "file.hlsl"`) are ignored like `#line`.
            _ if matches!(name.kind, LexemeKind::Token(TokenKind::Integer { .. })) => {
                self.discard_line()
            }
            _ => {
                self.diagnostics
                    .error(name.span, PreprocessError::InvalidDirective);
                self.discard_line();
            }
        }
    }

    fn is_skipping(&self) -> bool {
        self.files
            .last()
            .is_some_and(|file| file.conditionals.is_skipping())
    }

    fn set_lexer_skipping(&mut self, skipping: bool) {
        if let Some(file) = self.files.last_mut() {
            file.lexer.set_skipping(skipping);
        }
    }

    fn next_in_line(&mut self) -> Option<Lexeme> {
        let file = self.files.last_mut()?;
        file.lexer.next_lexeme_in_line(self.diagnostics)
    }

    /// The rest of the directive line.
    fn read_line(&mut self) -> Vec<Lexeme> {
        let mut line = Vec::new();
        while let Some(lexeme) = self.next_in_line() {
            line.push(lexeme);
        }
        line
    }

    /// The rest of the line without literal errors (ignored or skipped text).
    fn read_line_quietly(&mut self) -> Vec<Lexeme> {
        self.set_lexer_skipping(true);
        self.read_line()
    }

    fn discard_line(&mut self) {
        self.read_line_quietly();
    }

    /// Warns about tokens after a complete directive (`#endif FOO`).
    fn warn_extra_tokens(&mut self, extra: Option<Span>, directive: &str) {
        if let Some(span) = extra {
            self.diagnostics.warning(
                span,
                PreprocessWarning::ExtraTokens {
                    directive: directive.to_string(),
                },
            );
        }
    }

    fn open_group(&mut self, directive: Span, condition: Option<bool>) {
        if let Some(file) = self.files.last_mut() {
            file.conditionals.open(directive, condition);
        }
    }

    fn directive_if(&mut self, name: &Lexeme) {
        if self.is_skipping() {
            self.discard_line();
            self.open_group(name.span, None);
            return;
        }
        let condition = self.evaluate_condition(name);
        self.open_group(name.span, Some(condition));
    }

    fn directive_ifdef(&mut self, name: &Lexeme, defined: bool) {
        if self.is_skipping() {
            self.discard_line();
            self.open_group(name.span, None);
            return;
        }
        let directive = if defined { "ifdef" } else { "ifndef" };
        let condition = self.test_defined(name, directive, defined);
        self.open_group(name.span, Some(condition));
    }

    /// Reads `NAME` of `#ifdef`-like lines: whether it is defined == `defined`.
    fn test_defined(&mut self, name: &Lexeme, directive: &str, defined: bool) -> bool {
        self.set_lexer_skipping(false);
        let line = self.read_line();
        let condition = macros::macro_name(line.first(), name.span, self.diagnostics)
            .is_some_and(|macro_name| self.macros.contains_key(macro_name) == defined);
        self.warn_extra_tokens(line.get(1).map(|lexeme| lexeme.span), directive);
        condition
    }

    /// Expands and evaluates the rest of an `#if` / `#elif` line; an
    /// erroneous condition is reported and counts as false.
    fn evaluate_condition(&mut self, name: &Lexeme) -> bool {
        self.set_lexer_skipping(false);
        let line = self.read_line();
        // "expected value" errors point just after the line.
        let last = line.last().map_or(name.span, |lexeme| lexeme.span);
        let end = Span::new(last.file, last.end, last.end);
        self.in_if_expression = true;
        self.if_expression_failed = false;
        let errors_before = self.diagnostics.error_count();
        let tokens = self.expand_tokens(line.into_iter().map(PpToken::new).collect());
        self.in_if_expression = false;
        // An error while expanding (a bad `defined`, a macro call with the
        // wrong arguments) makes the condition false without a follow-on
        // "expected value in expression".
        if self.if_expression_failed || self.diagnostics.error_count() > errors_before {
            return false;
        }
        match expression::evaluate(&tokens, end) {
            Ok(value) => value,
            Err(diagnostic) => {
                self.diagnostics.report(diagnostic);
                false
            }
        }
    }

    fn directive_elif(&mut self, name: &Lexeme, directive: &str) {
        let action = match self.files.last() {
            Some(file) => file.conditionals.elif_action(directive),
            None => Err(PreprocessError::WithoutIf {
                directive: directive.to_string(),
            }),
        };
        let condition = match action {
            Ok(ElifAction::Evaluate) if directive == "elif" => Some(self.evaluate_condition(name)),
            Ok(ElifAction::Evaluate) => {
                Some(self.test_defined(name, directive, directive == "elifdef"))
            }
            Ok(ElifAction::Skip) => {
                self.discard_line();
                None
            }
            Err(error) => {
                self.diagnostics.error(name.span, error);
                self.discard_line();
                None
            }
        };
        if let Some(file) = self.files.last_mut() {
            file.conditionals.elif(condition);
        }
    }

    fn directive_else(&mut self, name: &Lexeme) {
        let extra = self.read_line_quietly();
        self.warn_extra_tokens(extra.first().map(|lexeme| lexeme.span), "else");
        let result = match self.files.last_mut() {
            Some(file) => file.conditionals.else_branch(),
            None => Err(PreprocessError::WithoutIf {
                directive: "else".to_string(),
            }),
        };
        if let Err(error) = result {
            self.diagnostics.error(name.span, error);
        }
    }

    fn directive_endif(&mut self, name: &Lexeme) {
        let extra = self.read_line_quietly();
        self.warn_extra_tokens(extra.first().map(|lexeme| lexeme.span), "endif");
        let result = match self.files.last_mut() {
            Some(file) => file.conditionals.close(),
            None => Err(PreprocessError::WithoutIf {
                directive: "endif".to_string(),
            }),
        };
        if let Err(error) = result {
            self.diagnostics.error(name.span, error);
        }
    }

    fn directive_define(&mut self, name: &Lexeme) {
        // The macro name is read without literal errors: `#define 3X` is one
        // mistake ("macro name must be an identifier"), not also a bad
        // number; a bad name discards the line, as clang does.
        self.set_lexer_skipping(true);
        let first = self.next_in_line();
        self.set_lexer_skipping(false);
        if first.as_ref().is_some_and(|lexeme| lexeme.name().is_none()) {
            macros::macro_name(first.as_ref(), name.span, self.diagnostics);
            self.discard_line();
            return;
        }
        let line: Vec<Lexeme> = first.into_iter().chain(self.read_line()).collect();
        let Some(definition) = macros::parse_definition(line, name.span, self.diagnostics) else {
            return;
        };
        let defined_at = definition.defined_at.unwrap_or(name.span);
        if let Some(previous) = self.macros.get(&definition.name) {
            if previous.is_builtin() {
                self.diagnostics
                    .warning(defined_at, PreprocessWarning::RedefiningBuiltin);
            } else if !previous.same_definition(&definition) {
                self.diagnostics.report(
                    Diagnostic::warning(
                        defined_at,
                        PreprocessWarning::MacroRedefined {
                            name: definition.name.clone(),
                        },
                    )
                    .with_note(previous.defined_at, PreprocessNote::PreviousDefinition),
                );
            }
        }
        self.macros
            .insert(definition.name.clone(), Rc::new(definition));
    }

    fn directive_undef(&mut self, name: &Lexeme) {
        let line = self.read_line();
        if let Some(macro_name) = macros::macro_name(line.first(), name.span, self.diagnostics) {
            let removed = self.macros.remove(macro_name);
            if removed.is_some_and(|definition| definition.is_builtin()) {
                self.diagnostics
                    .warning(line[0].span, PreprocessWarning::UndefiningBuiltin);
            }
        }
        self.warn_extra_tokens(line.get(1).map(|lexeme| lexeme.span), "undef");
    }

    fn directive_include(&mut self, name: &Lexeme) {
        if self.collecting_arguments > 0 {
            self.diagnostics
                .error(name.span, PreprocessError::IncludeInMacroArguments);
            self.discard_line();
            return;
        }
        let Some(file) = self.files.last_mut() else {
            return;
        };
        let target = match file.lexer.next_header_name_in_line(self.diagnostics) {
            Some(Lexeme {
                kind: LexemeKind::HeaderName(path),
                span,
                ..
            }) => {
                let extra = self.read_line_quietly();
                self.warn_extra_tokens(extra.first().map(|lexeme| lexeme.span), "include");
                Some(IncludeTarget {
                    path,
                    angled: true,
                    span,
                })
            }
            _ => {
                let line = self.read_line();
                self.include_target(line, name.span)
            }
        };
        if let Some(target) = target {
            self.include(target);
        }
    }

    /// `"file"`, or a macro-expanded line that becomes `"file"` or `<file>`.
    fn include_target(&mut self, line: Vec<Lexeme>, directive: Span) -> Option<IncludeTarget> {
        let is_string =
            |token: &PpToken| matches!(token.lexeme.kind, LexemeKind::Token(TokenKind::String(_)));
        let mut tokens: Vec<PpToken> = line.into_iter().map(PpToken::new).collect();
        if !tokens.first().is_some_and(is_string) {
            tokens = self.expand_tokens(tokens);
        }
        let Some(first) = tokens.first() else {
            self.diagnostics
                .error(directive, PreprocessError::ExpectedFilename);
            return None;
        };
        if is_string(first) {
            let text = &first.lexeme.text;
            let inner = text.strip_prefix('"').unwrap_or(text);
            let inner = inner.strip_suffix('"').unwrap_or(inner);
            self.warn_extra_tokens(tokens.get(1).map(PpToken::span), "include");
            return Some(IncludeTarget {
                path: inner.to_string(),
                angled: false,
                span: first.span(),
            });
        }
        if first.is_punctuator(Punctuator::Less) {
            let closing = tokens
                .iter()
                .position(|token| token.is_punctuator(Punctuator::Greater));
            if let Some(closing) = closing {
                let mut path = String::new();
                for (index, token) in tokens[1..closing].iter().enumerate() {
                    if index > 0 && token.lexeme.space_before {
                        path.push(' ');
                    }
                    path.push_str(&token.lexeme.text);
                }
                let span = first.span().to(tokens[closing].span());
                self.warn_extra_tokens(tokens.get(closing + 1).map(PpToken::span), "include");
                return Some(IncludeTarget {
                    path,
                    angled: true,
                    span,
                });
            }
        }
        self.diagnostics
            .error(first.span(), PreprocessError::ExpectedFilename);
        None
    }

    /// Finds, loads and enters an included file.
    fn include(&mut self, target: IncludeTarget) {
        let IncludeTarget { path, angled, span } = target;
        if path.is_empty() {
            self.diagnostics.error(span, PreprocessError::EmptyFilename);
            return;
        }
        if self.includes_stopped {
            return;
        }
        let Some(current) = self.files.last() else {
            return;
        };
        let depth = current.include_depth;
        if depth >= self.limits.include_depth {
            self.diagnostics
                .error(span, PreprocessError::IncludeTooDeep);
            self.includes_stopped = true;
            return;
        }
        let including = self.sources.file(current.id).path.clone();
        let Some(found) = includes::find_include(
            &path,
            angled,
            including.as_deref(),
            self.include_directories,
        ) else {
            self.diagnostics
                .error(span, PreprocessError::FileNotFound { path });
            return;
        };
        let identity = FileIdentity::Path(includes::file_identity(&found));
        if self.once_files.contains(&identity) {
            return;
        }
        self.included_files += 1;
        if self.included_files > self.limits.included_files {
            self.diagnostics.error(
                span,
                PreprocessError::TooManyIncludes {
                    limit: self.limits.included_files,
                },
            );
            self.includes_stopped = true;
            return;
        }
        let id = match self.sources.find_path(&found) {
            Some(id) => id,
            None => match includes::read_source(&found) {
                Ok(text) => self.sources.add(SourceFile::new(
                    found.display().to_string(),
                    Some(found.clone()),
                    text,
                )),
                Err(error) => {
                    self.diagnostics.error(
                        span,
                        PreprocessError::CannotOpen {
                            path: found.display().to_string(),
                            reason: error.to_string(),
                        },
                    );
                    return;
                }
            },
        };
        self.enter_file(id, depth + 1);
    }

    fn directive_pragma(&mut self) {
        let line = self.read_line_quietly();
        if line.first().and_then(Lexeme::name) == Some("pack_matrix") {
            self.pragma_pack_matrix(&line);
            return;
        }
        let Some(first) = line.first().filter(|lexeme| lexeme.name() == Some("once")) else {
            return;
        };
        let Some(file) = self.files.last() else {
            return;
        };
        let id = file.id;
        if id == self.main {
            self.diagnostics
                .warning(first.span, PreprocessWarning::PragmaOnceInMainFile);
        }
        let identity = self.identity(id);
        self.once_files.insert(identity);
    }

    /// `#pragma pack_matrix(row_major|column_major)`: a token for the parser.
    /// Any other argument is warned about and ignored, as in DXC.
    fn pragma_pack_matrix(&mut self, line: &[Lexeme]) {
        let names: Vec<Option<&str>> = line.iter().map(Lexeme::name).collect();
        let punctuation: Vec<&str> = line.iter().map(|lexeme| lexeme.text.as_str()).collect();
        let row_major = match (names.get(2).copied().flatten(), punctuation.as_slice()) {
            (Some("row_major"), [_, "(", _, ")"]) => true,
            (Some("column_major"), [_, "(", _, ")"]) => false,
            _ => {
                self.diagnostics
                    .warning(line[0].span, PreprocessWarning::PackMatrixArgument);
                return;
            }
        };
        self.pending_tokens.push(PpToken::synthesized(
            TokenKind::PragmaPackMatrix(row_major),
            String::new(),
            line[0].span,
        ));
    }

    /// `#error` and `#warning`: the rest of the line, untokenized, is the message.
    fn directive_message(&mut self, name: &Lexeme, severity: Severity) {
        let Some(file) = self.files.last_mut() else {
            return;
        };
        let text = match file.lexer.rest_of_line() {
            Some((text, _)) => text,
            None => format!("#{}", name.text),
        };
        let diagnostic = match severity {
            Severity::Error => {
                Diagnostic::error(name.span, PreprocessError::ErrorDirective { text })
            }
            _ => Diagnostic::warning(name.span, PreprocessWarning::WarningDirective { text }),
        };
        self.diagnostics.report(diagnostic);
    }
}
