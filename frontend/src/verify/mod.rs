//! The `-verify` mode of TESTING.md, as clang's: the source carries
//! `// expected-error {{text}}`, `// expected-warning@+1 {{text}}`,
//! `// expected-note@-2 {{text}}`, `// expected-error@7 {{text}}`,
//! `// expected-error@*:* {{text}}` (anywhere, or no location at all) and
//! `// expected-error 2 {{text}}` comments; the run succeeds when the produced
//! diagnostics and the expected ones match exactly — same severity, same line,
//! the expected text contained in the message — and otherwise lists both
//! differences.
//!
//! This module reads comments from the source text and compares; it must not
//! produce diagnostics of its own kind (it returns the differences as text,
//! worded by `messages`: [`Mismatch`], [`MalformedReason`]).

pub mod messages;

use crate::diagnostics::{Diagnostics, Severity};
use crate::span::{FileId, SourceMap};

pub use messages::{MalformedReason, Mismatch};

/// One expectation read from a comment.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Expectation {
    pub severity: Severity,
    pub file: FileId,
    /// 1-based line the diagnostic must be on; `None` for `@*:*` (any file,
    /// any line, or no location).
    pub line: Option<u32>,
    pub text: String,
    /// Line of the comment itself (for messages).
    pub written_on: u32,
}

/// A malformed `expected-…` comment.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MalformedExpectation {
    pub line: u32,
    pub reason: MalformedReason,
}

const DIRECTIVES: [(&str, Severity); 3] = [
    ("expected-error", Severity::Error),
    ("expected-warning", Severity::Warning),
    ("expected-note", Severity::Note),
];

/// Reads every expectation of a file.
pub fn read_expectations(
    sources: &SourceMap,
    file: FileId,
) -> Result<Vec<Expectation>, Vec<MalformedExpectation>> {
    let text = &sources.file(file).text;
    let mut expectations = Vec::new();
    let mut malformed = Vec::new();
    for (index, line) in text.lines().enumerate() {
        let line_number = index as u32 + 1;
        let Some(comment_start) = line.find("//") else {
            continue;
        };
        let mut rest = &line[comment_start + 2..];
        loop {
            let found = DIRECTIVES
                .iter()
                .filter_map(|(name, severity)| rest.find(name).map(|at| (at, *name, *severity)))
                .min_by_key(|(at, ..)| *at);
            let Some((at, name, severity)) = found else {
                break;
            };
            rest = &rest[at + name.len()..];
            match parse_one(rest, line_number) {
                Ok((target_line, count, text, consumed)) => {
                    for _ in 0..count {
                        expectations.push(Expectation {
                            severity,
                            file,
                            line: target_line,
                            text: text.clone(),
                            written_on: line_number,
                        });
                    }
                    rest = &rest[consumed..];
                }
                Err(reason) => {
                    malformed.push(MalformedExpectation {
                        line: line_number,
                        reason,
                    });
                    break;
                }
            }
        }
    }
    if malformed.is_empty() {
        Ok(expectations)
    } else {
        Err(malformed)
    }
}

/// Parses `[@+N|@-N|@N|@*:*] [count] {{text}}` after a directive name;
/// returns the target line (`None`: anywhere), the count, the text and how
/// many bytes were consumed.
fn parse_one(input: &str, line: u32) -> Result<(Option<u32>, u32, String, usize), MalformedReason> {
    let mut position = 0;
    let bytes = input.as_bytes();
    let mut target = Some(line);
    if input.starts_with("@*:*") {
        position = 4;
        target = None;
    } else if bytes.first() == Some(&b'@') {
        position += 1;
        let sign = match bytes.get(position) {
            Some(b'+') => {
                position += 1;
                Some(1i64)
            }
            Some(b'-') => {
                position += 1;
                Some(-1)
            }
            _ => None,
        };
        let digits: String = input[position..]
            .chars()
            .take_while(char::is_ascii_digit)
            .collect();
        if digits.is_empty() {
            return Err(MalformedReason::MissingLineNumber);
        }
        position += digits.len();
        let number: i64 = digits
            .parse()
            .map_err(|_| MalformedReason::LineNumberTooLarge)?;
        let resolved = match sign {
            Some(sign) => i64::from(line) + sign * number,
            None => number,
        };
        if resolved < 1 || resolved > i64::from(u32::MAX) {
            return Err(MalformedReason::LineOutsideFile { line: resolved });
        }
        target = Some(resolved as u32);
    }
    let after_space = input[position..].trim_start();
    position = input.len() - after_space.len();
    let count_digits: String = after_space
        .chars()
        .take_while(char::is_ascii_digit)
        .collect();
    let mut count = 1;
    if !count_digits.is_empty() {
        count = count_digits
            .parse()
            .map_err(|_| MalformedReason::CountTooLarge)?;
        position += count_digits.len();
        let trimmed = input[position..].trim_start();
        position = input.len() - trimmed.len();
    }
    if !input[position..].starts_with("{{") {
        return Err(MalformedReason::MissingOpen);
    }
    position += 2;
    let Some(end) = input[position..].find("}}") else {
        return Err(MalformedReason::MissingClose);
    };
    let text = input[position..position + end].to_string();
    Ok((target, count, text, position + end + 2))
}

/// Compares produced diagnostics with the expectations of `file`. Returns the
/// report of differences, empty when they match exactly.
pub fn verify(sources: &SourceMap, file: FileId, diagnostics: &Diagnostics) -> Vec<String> {
    let expectations = match read_expectations(sources, file) {
        Ok(expectations) => expectations,
        Err(malformed) => {
            return malformed
                .into_iter()
                .map(|problem| {
                    Mismatch::Malformed {
                        file: sources.file(file).name.clone(),
                        line: problem.line,
                        reason: problem.reason,
                    }
                    .to_string()
                })
                .collect()
        }
    };
    let mut unmatched: Vec<Option<&Expectation>> = expectations.iter().map(Some).collect();
    let mut unexpected = Vec::new();
    for diagnostic in diagnostics.flattened() {
        let position = diagnostic.span.map(|span| {
            let location = sources.file(span.file).line_column(span.start);
            (span.file, location.line)
        });
        let matched = unmatched.iter_mut().find(|slot| {
            slot.is_some_and(|expectation| {
                let place_matches = match expectation.line {
                    None => true,
                    Some(line) => position == Some((expectation.file, line)),
                };
                expectation.severity == diagnostic.severity
                    && place_matches
                    && diagnostic.message.contains(&expectation.text)
            })
        });
        match matched {
            Some(slot) => *slot = None,
            None => unexpected.push(diagnostic),
        }
    }
    let name = &sources.file(file).name;
    let mut report = Vec::new();
    for expectation in unmatched.into_iter().flatten() {
        let mismatch = Mismatch::NotSeen {
            file: name.clone(),
            line: expectation.line,
            severity: expectation.severity,
            text: expectation.text.clone(),
            written_on: expectation.written_on,
        };
        report.push(mismatch.to_string());
    }
    for diagnostic in unexpected {
        let at = diagnostic.span.map(|span| {
            let file = sources.file(span.file);
            (file.name.clone(), file.line_column(span.start).line)
        });
        let mismatch = Mismatch::Unexpected {
            at,
            severity: diagnostic.severity,
            message: diagnostic.message.clone(),
        };
        report.push(mismatch.to_string());
    }
    report
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::diagnostics::Diagnostic;
    use crate::span::{SourceFile, Span};
    use pretty_assertions::assert_eq;

    fn source(text: &str) -> (SourceMap, FileId) {
        let mut sources = SourceMap::new();
        let file = sources.add(SourceFile::new("test.hlsl", None, text));
        (sources, file)
    }

    #[test]
    fn reads_every_form() {
        let (sources, file) = source(
            "int a; // expected-error {{first}}\n\
             // expected-warning@+1 {{second}} expected-note@-1 {{third}}\n\
             int b;\n\
             // expected-error@1 2 {{fourth}}\n",
        );
        let expectations = read_expectations(&sources, file).unwrap();
        let summary: Vec<(Severity, Option<u32>, &str)> = expectations
            .iter()
            .map(|expectation| {
                (
                    expectation.severity,
                    expectation.line,
                    expectation.text.as_str(),
                )
            })
            .collect();
        assert_eq!(
            summary,
            vec![
                (Severity::Error, Some(1), "first"),
                (Severity::Warning, Some(3), "second"),
                (Severity::Note, Some(1), "third"),
                (Severity::Error, Some(1), "fourth"),
                (Severity::Error, Some(1), "fourth"),
            ]
        );
    }

    #[test]
    fn anywhere_expectations_match_diagnostics_without_a_location() {
        let (sources, file) = source("// expected-error@*:* {{missing entry point}}\n");
        let mut diagnostics = Diagnostics::new();
        diagnostics.report(Diagnostic::new(
            Severity::Error,
            None,
            "missing entry point definition 'main'",
        ));
        assert_eq!(verify(&sources, file, &diagnostics), Vec::<String>::new());
        assert_eq!(
            verify(&sources, file, &Diagnostics::new()),
            vec![
                "test.hlsl:*: expected error not seen: missing entry point (written on line 1)"
                    .to_string()
            ]
        );
    }

    #[test]
    fn malformed_expectations_are_reported() {
        let (sources, file) = source("// expected-error@ {{x}}\n// expected-error {{open\n");
        let problems = read_expectations(&sources, file).unwrap_err();
        assert_eq!(problems.len(), 2);
        assert_eq!(
            problems[0].reason.to_string(),
            "expected a line number after '@'"
        );
        assert_eq!(
            problems[1].reason.to_string(),
            "expected '}}' to end the expected text"
        );
    }

    #[test]
    fn matching_is_exact_both_ways() {
        let (sources, file) = source(
            "float x = y; // expected-error {{undeclared identifier 'y'}}\n\
             float z = w; // expected-error {{never produced}}\n",
        );
        let mut diagnostics = Diagnostics::new();
        diagnostics.report(Diagnostic::error(
            Span::new(file, 10, 11),
            "use of undeclared identifier 'y'",
        ));
        diagnostics.report(Diagnostic::warning(Span::new(file, 67, 68), "surprise"));
        let report = verify(&sources, file, &diagnostics);
        assert_eq!(
            report,
            vec![
                "test.hlsl:2: expected error not seen: never produced (written on line 2)"
                    .to_string(),
                "test.hlsl:2: warning seen but not expected: surprise".to_string(),
            ]
        );
        let mut exact = Diagnostics::new();
        exact.report(Diagnostic::error(
            Span::new(file, 10, 11),
            "use of undeclared identifier 'y'",
        ));
        exact.report(Diagnostic::error(
            Span::new(file, 67, 68),
            "it was never produced, sorry",
        ));
        assert_eq!(verify(&sources, file, &exact), Vec::<String>::new());
    }
}
