//! The diagnostics engine: errors, warnings and notes with spans, collected for
//! a whole run and rendered in one place, clang style:
//!
//! ```text
//! shader.hlsl:3:12: error: use of undeclared identifier 'foo'
//!     3 |   float x = foo;
//!       |             ^~~
//! ```
//!
//! Every stage reports into a [`Diagnostics`]; nothing prints on its own.
//!
//! The words of a message are not spelled here nor at the place that reports
//! it: each phase has typed messages (`thiserror` enums whose variants carry
//! the names, types and numbers of the message; `preprocessor::messages`,
//! `parser::messages`, `sema::messages`, `codegen::messages`), and the engine
//! takes any of them (anything [`Display`]) and renders its text once, when
//! the diagnostic is made.

use std::fmt::{Display, Write as _};

use crate::span::{SourceMap, Span};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Severity {
    Note,
    Warning,
    Error,
}

impl Severity {
    pub fn label(self) -> &'static str {
        match self {
            Severity::Note => "note",
            Severity::Warning => "warning",
            Severity::Error => "error",
        }
    }
}

/// One message, with the notes that belong to it.
#[derive(Clone, Debug, PartialEq)]
pub struct Diagnostic {
    pub severity: Severity,
    /// `None` for messages about the run itself (missing entry point, bad flag).
    pub span: Option<Span>,
    pub message: String,
    pub notes: Vec<Diagnostic>,
}

impl Diagnostic {
    pub fn error(span: Span, message: impl Display) -> Diagnostic {
        Diagnostic::new(Severity::Error, Some(span), message)
    }

    pub fn warning(span: Span, message: impl Display) -> Diagnostic {
        Diagnostic::new(Severity::Warning, Some(span), message)
    }

    /// A diagnostic whose text is `message` rendered (a phase's typed
    /// message, see the module documentation).
    pub fn new(severity: Severity, span: Option<Span>, message: impl Display) -> Diagnostic {
        Diagnostic {
            severity,
            span,
            message: message.to_string(),
            notes: Vec::new(),
        }
    }

    /// Adds a note (`note: candidate function not viable: …`).
    pub fn with_note(mut self, span: Option<Span>, message: impl Display) -> Diagnostic {
        self.notes
            .push(Diagnostic::new(Severity::Note, span, message));
        self
    }
}

/// The engine's own message.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum LimitError {
    #[error("too many errors emitted, stopping now")]
    TooManyErrors,
}

/// Errors reported before the list stops taking more (clang's default).
pub const ERROR_LIMIT: usize = 20;

/// The widest source excerpt printed under a diagnostic, in characters.
const EXCERPT_WIDTH: usize = 160;

/// The diagnostics of one run, in the order they were reported.
#[derive(Clone, Debug, PartialEq)]
pub struct Diagnostics {
    list: Vec<Diagnostic>,
    /// Errors taken before the list stops (`None`: no limit).
    error_limit: Option<usize>,
}

impl Default for Diagnostics {
    fn default() -> Diagnostics {
        Diagnostics {
            list: Vec::new(),
            error_limit: Some(ERROR_LIMIT),
        }
    }
}

impl Diagnostics {
    pub fn new() -> Diagnostics {
        Diagnostics::default()
    }

    /// A list that stops after `limit` errors ([`ERROR_LIMIT`] by default),
    /// or never (`None`, clang's `-ferror-limit=0`; `-verify` runs so, as
    /// clang's `-cc1 -verify` tests do).
    pub fn with_error_limit(limit: Option<usize>) -> Diagnostics {
        Diagnostics {
            list: Vec::new(),
            error_limit: limit,
        }
    }

    /// Records a diagnostic. After the error limit, later ones are dropped
    /// and one fatal "too many errors" error closes the list, as clang's
    /// `-ferror-limit` does, so that a broken file cannot flood the output.
    pub fn report(&mut self, diagnostic: Diagnostic) {
        let Some(limit) = self.error_limit else {
            self.list.push(diagnostic);
            return;
        };
        let errors = self.error_count();
        if errors > limit {
            return;
        }
        if diagnostic.severity == Severity::Error && errors == limit {
            self.list.push(Diagnostic::new(
                Severity::Error,
                diagnostic.span,
                LimitError::TooManyErrors,
            ));
            return;
        }
        self.list.push(diagnostic);
    }

    pub fn error(&mut self, span: Span, message: impl Display) {
        self.report(Diagnostic::error(span, message));
    }

    pub fn warning(&mut self, span: Span, message: impl Display) {
        self.report(Diagnostic::warning(span, message));
    }

    pub fn extend(&mut self, other: Diagnostics) {
        self.list.extend(other.list);
    }

    pub fn has_errors(&self) -> bool {
        self.list
            .iter()
            .any(|diagnostic| diagnostic.severity == Severity::Error)
    }

    pub fn error_count(&self) -> usize {
        self.list
            .iter()
            .filter(|diagnostic| diagnostic.severity == Severity::Error)
            .count()
    }

    pub fn is_empty(&self) -> bool {
        self.list.is_empty()
    }

    pub fn iter(&self) -> impl Iterator<Item = &Diagnostic> {
        self.list.iter()
    }

    /// Every diagnostic and its notes, flattened, in order.
    pub fn flattened(&self) -> impl Iterator<Item = &Diagnostic> {
        self.list
            .iter()
            .flat_map(|diagnostic| std::iter::once(diagnostic).chain(diagnostic.notes.iter()))
    }

    /// All diagnostics rendered clang style, with source lines and carets.
    pub fn render(&self, sources: &SourceMap) -> String {
        let mut out = String::new();
        for diagnostic in self.flattened() {
            render_one(&mut out, diagnostic, sources);
        }
        out
    }
}

fn render_one(out: &mut String, diagnostic: &Diagnostic, sources: &SourceMap) {
    let Some(span) = diagnostic.span else {
        let _ = writeln!(
            out,
            "texel: {}: {}",
            diagnostic.severity.label(),
            diagnostic.message
        );
        return;
    };
    let file = sources.file(span.file);
    let start = file.line_column(span.start);
    let _ = writeln!(
        out,
        "{}:{}:{}: {}: {}",
        file.name,
        start.line,
        start.column,
        diagnostic.severity.label(),
        diagnostic.message
    );
    let full_line = file.line_text(start.line);
    // Long lines are shown as a window around the caret.
    let skipped = (start.column as usize - 1).saturating_sub(EXCERPT_WIDTH / 2);
    let line: String = full_line
        .chars()
        .skip(skipped)
        .take(EXCERPT_WIDTH)
        .collect();
    let start = crate::span::LineColumn {
        line: start.line,
        column: start.column - skipped as u32,
    };
    let number = start.line.to_string();
    let gutter = " ".repeat(number.len());
    let _ = writeln!(out, "{number} | {line}");
    // Caret under the start, tildes to the end of the span on the same line.
    let end = file.line_column(span.end.max(span.start));
    let end_column = end.column.saturating_sub(skipped as u32);
    let width = if end.line == start.line {
        end_column.saturating_sub(start.column).clamp(
            1,
            (EXCERPT_WIDTH as u32).saturating_sub(start.column).max(1),
        )
    } else {
        (line.chars().count() as u32 + 1)
            .saturating_sub(start.column)
            .max(1)
    };
    let padding: String = line
        .chars()
        .take(start.column as usize - 1)
        .map(|character| if character == '\t' { '\t' } else { ' ' })
        .collect();
    let _ = writeln!(
        out,
        "{gutter} | {padding}^{}",
        "~".repeat(width as usize - 1)
    );
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::span::SourceFile;
    use pretty_assertions::assert_eq;

    #[test]
    fn renders_like_clang() {
        let mut sources = SourceMap::new();
        let file = sources.add(SourceFile::new(
            "shader.hlsl",
            None,
            "void main() {\n  float x = foo;\n}\n",
        ));
        let mut diagnostics = Diagnostics::new();
        diagnostics.report(
            Diagnostic::error(
                Span::new(file, 26, 29),
                "use of undeclared identifier 'foo'",
            )
            .with_note(Some(Span::new(file, 0, 4)), "in this function"),
        );
        assert_eq!(
            diagnostics.render(&sources),
            "shader.hlsl:2:13: error: use of undeclared identifier 'foo'\n\
             2 |   float x = foo;\n  |             ^~~\n\
             shader.hlsl:1:1: note: in this function\n\
             1 | void main() {\n  | ^~~~\n"
        );
        assert!(diagnostics.has_errors());
        assert_eq!(diagnostics.error_count(), 1);
    }

    #[test]
    fn errors_stop_at_the_limit() {
        let mut sources = SourceMap::new();
        let file = sources.add(SourceFile::new("a.hlsl", None, "x"));
        let mut diagnostics = Diagnostics::new();
        for index in 0..100 {
            diagnostics.error(Span::new(file, 0, 1), format!("error {index}"));
        }
        assert_eq!(diagnostics.error_count(), ERROR_LIMIT + 1);
        assert_eq!(
            diagnostics.iter().last().unwrap().message,
            "too many errors emitted, stopping now"
        );
    }

    #[test]
    fn without_a_limit_every_error_is_kept() {
        let mut sources = SourceMap::new();
        let file = sources.add(SourceFile::new("a.hlsl", None, "x"));
        let mut diagnostics = Diagnostics::with_error_limit(None);
        for index in 0..100 {
            diagnostics.error(Span::new(file, 0, 1), format!("error {index}"));
        }
        assert_eq!(diagnostics.error_count(), 100);
        assert_eq!(diagnostics.iter().last().unwrap().message, "error 99");
    }

    #[test]
    fn long_lines_show_a_window_around_the_caret() {
        let mut sources = SourceMap::new();
        let text = format!("{}bad{}", "a".repeat(1000), "b".repeat(1000));
        let file = sources.add(SourceFile::new("long.hlsl", None, text));
        let mut diagnostics = Diagnostics::new();
        diagnostics.error(Span::new(file, 1000, 1003), "here");
        let rendered = diagnostics.render(&sources);
        assert!(
            rendered.starts_with("long.hlsl:1:1001: error: here\n"),
            "{rendered}"
        );
        assert!(
            rendered.len() < 2 * EXCERPT_WIDTH + 100,
            "{}",
            rendered.len()
        );
        let lines: Vec<&str> = rendered.lines().collect();
        let caret = lines[2].find('^').unwrap();
        assert_eq!(&lines[1][caret..caret + 3], "bad");
        assert!(lines[2].ends_with("^~~"));
    }
}
