//! The messages of `-verify`, typed: [`MalformedReason`] (why an
//! `expected-…` comment cannot be read) and [`Mismatch`] (one line of the
//! report: a malformed comment, an expectation not seen, a diagnostic not
//! expected). Each variant carries its data (file name, line, severity,
//! texts) and its `#[error]` attribute is the one place the line is worded;
//! `verify` builds these values and returns them rendered.

use crate::diagnostics::Severity;

/// Why an `expected-…` comment is malformed.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum MalformedReason {
    #[error("expected a line number after '@'")]
    MissingLineNumber,
    #[error("line number too large")]
    LineNumberTooLarge,
    #[error("line {line} is outside the file")]
    LineOutsideFile { line: i64 },
    #[error("count too large")]
    CountTooLarge,
    #[error("expected '{{{{' to start the expected text")]
    MissingOpen,
    #[error("expected '}}}}' to end the expected text")]
    MissingClose,
}

/// One difference between the expected and the produced diagnostics.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Mismatch {
    #[error("{file}:{line}: malformed expectation: {reason}")]
    Malformed {
        file: String,
        line: u32,
        reason: MalformedReason,
    },
    /// `line` is `None` for an `@*:*` expectation.
    #[error(
        "{file}:{}: expected {} not seen: {text} (written on line {written_on})",
        line_or_star(.line),
        .severity.label()
    )]
    NotSeen {
        file: String,
        line: Option<u32>,
        severity: Severity,
        text: String,
        written_on: u32,
    },
    /// `at` is the file name and line, `None` for a diagnostic about the run.
    #[error(
        "{}: {} seen but not expected: {message}",
        location(.at),
        .severity.label()
    )]
    Unexpected {
        at: Option<(String, u32)>,
        severity: Severity,
        message: String,
    },
}

fn line_or_star(line: &Option<u32>) -> String {
    line.map_or_else(|| "*".to_string(), |line| line.to_string())
}

fn location(at: &Option<(String, u32)>) -> String {
    match at {
        Some((file, line)) => format!("{file}:{line}"),
        None => "texel".to_string(),
    }
}
