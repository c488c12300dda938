//! The diagnostic of a call that no candidate accepts, worded as clang's
//! overload resolution words it: one error — "no matching function for call
//! to 'f'", or "no matching member function for call to 'Sample'" for a
//! method — and one note per candidate saying why it is not viable (wrong
//! argument count, an argument that does not convert).
//!
//! Callers decide viability (user functions in `calls`, intrinsics in
//! `intrinsics`, resource methods in `resources`) and describe each rejected
//! candidate with a [`Rejection`]; this module only builds the diagnostic.
//! It must not look at types or signatures itself.

use crate::diagnostics::Diagnostic;
use crate::span::Span;

/// What is being called: a free function or a member function.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CallKind {
    Function,
    Member,
}

/// Why one candidate cannot take the call's arguments.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Rejection {
    /// The argument count is outside `required..=parameters` (parameters
    /// with default arguments make the two differ). `single_parameter` is
    /// the name of the only parameter of a one-parameter candidate, which
    /// clang names in the note.
    Arity {
        required: usize,
        parameters: usize,
        provided: usize,
        single_parameter: Option<String>,
    },
    /// The argument at `index` (0-based) has no conversion to its parameter.
    Conversion {
        index: usize,
        from: String,
        to: String,
    },
}

/// One rejected candidate and where its note points (`None` for built-in
/// candidates such as intrinsics, which have no declaration in the source).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Candidate {
    pub declared_at: Option<Span>,
    pub rejection: Rejection,
}

/// A call no candidate accepts, built up candidate by candidate.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NoMatchingCall {
    kind: CallKind,
    name: String,
    /// The callee's name as written in the call.
    span: Span,
    candidates: Vec<Candidate>,
}

impl NoMatchingCall {
    pub fn new(kind: CallKind, name: impl Into<String>, span: Span) -> NoMatchingCall {
        NoMatchingCall {
            kind,
            name: name.into(),
            span,
            candidates: Vec::new(),
        }
    }

    /// Adds a rejected candidate (notes come out in the order added).
    pub fn candidate(mut self, declared_at: Option<Span>, rejection: Rejection) -> NoMatchingCall {
        self.candidates.push(Candidate {
            declared_at,
            rejection,
        });
        self
    }

    /// The error with one note per candidate.
    pub fn diagnostic(&self) -> Diagnostic {
        let what = match self.kind {
            CallKind::Function => "function",
            CallKind::Member => "member function",
        };
        let mut diagnostic = Diagnostic::error(
            self.span,
            format!("no matching {what} for call to '{}'", self.name),
        );
        for candidate in &self.candidates {
            diagnostic = diagnostic.with_note(
                candidate.declared_at,
                format!(
                    "candidate function not viable: {}",
                    reason(&candidate.rejection)
                ),
            );
        }
        diagnostic
    }
}

/// `1st`, `2nd`, `3rd`, `4th` …
pub fn ordinal(n: usize) -> String {
    let suffix = match (n % 10, n % 100) {
        (1, 11) | (2, 12) | (3, 13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    };
    format!("{n}{suffix}")
}

/// The part of the note after "candidate function not viable: ".
fn reason(rejection: &Rejection) -> String {
    match rejection {
        Rejection::Conversion { index, from, to } => format!(
            "no known conversion from '{from}' to '{to}' for {} argument",
            ordinal(index + 1)
        ),
        Rejection::Arity {
            required,
            parameters,
            provided,
            single_parameter,
        } => arity_reason(
            *required,
            *parameters,
            *provided,
            single_parameter.as_deref(),
        ),
    }
}

/// clang's two arity notes: the general one ("requires at least 2
/// arguments, but 1 was provided") and the one naming the only parameter
/// ("requires single argument 'a', but no arguments were provided").
fn arity_reason(
    required: usize,
    parameters: usize,
    provided: usize,
    single_parameter: Option<&str>,
) -> String {
    enum Bound {
        AtLeast,
        AtMost,
        Exactly,
    }
    let (bound, count) = if provided < required {
        let bound = if required != parameters {
            Bound::AtLeast
        } else {
            Bound::Exactly
        };
        (bound, required)
    } else {
        let bound = if required != parameters {
            Bound::AtMost
        } else {
            Bound::Exactly
        };
        (bound, parameters)
    };
    if let (1, Some(name)) = (count, single_parameter) {
        let requirement = match bound {
            Bound::AtLeast => "requires at least argument",
            Bound::AtMost => "allows at most single argument",
            Bound::Exactly => "requires single argument",
        };
        let provided = match provided {
            0 => "no".to_string(),
            n => n.to_string(),
        };
        return format!("{requirement} '{name}', but {provided} arguments were provided");
    }
    let bound = match bound {
        Bound::AtLeast => " at least",
        Bound::AtMost => " at most",
        Bound::Exactly => "",
    };
    let plural = if count == 1 { "" } else { "s" };
    let verb = if provided == 1 { "was" } else { "were" };
    format!("requires{bound} {count} argument{plural}, but {provided} {verb} provided")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::span::FileId;
    use pretty_assertions::assert_eq;

    fn arity(required: usize, parameters: usize, provided: usize, single: Option<&str>) -> String {
        reason(&Rejection::Arity {
            required,
            parameters,
            provided,
            single_parameter: single.map(str::to_string),
        })
    }

    #[test]
    fn arity_notes_are_worded_as_clang_words_them() {
        assert_eq!(
            arity(2, 2, 1, None),
            "requires 2 arguments, but 1 was provided"
        );
        assert_eq!(
            arity(2, 2, 3, None),
            "requires 2 arguments, but 3 were provided"
        );
        assert_eq!(
            arity(1, 1, 0, None),
            "requires 1 argument, but 0 were provided"
        );
        assert_eq!(
            arity(0, 0, 1, None),
            "requires 0 arguments, but 1 was provided"
        );
        assert_eq!(
            arity(2, 3, 1, None),
            "requires at least 2 arguments, but 1 was provided"
        );
        assert_eq!(
            arity(2, 3, 4, None),
            "requires at most 3 arguments, but 4 were provided"
        );
        assert_eq!(
            arity(1, 1, 2, Some("a")),
            "requires single argument 'a', but 2 arguments were provided"
        );
        assert_eq!(
            arity(1, 1, 0, Some("a")),
            "requires single argument 'a', but no arguments were provided"
        );
        assert_eq!(
            arity(0, 1, 2, Some("a")),
            "allows at most single argument 'a', but 2 arguments were provided"
        );
        assert_eq!(
            arity(1, 2, 0, Some("a")),
            "requires at least argument 'a', but no arguments were provided"
        );
    }

    #[test]
    fn one_error_and_a_note_per_candidate() {
        let at = |start| Span::new(FileId(0), start, start + 1);
        let diagnostic = NoMatchingCall::new(CallKind::Member, "Sample", at(10))
            .candidate(
                None,
                Rejection::Arity {
                    required: 2,
                    parameters: 2,
                    provided: 1,
                    single_parameter: None,
                },
            )
            .candidate(
                Some(at(3)),
                Rejection::Conversion {
                    index: 0,
                    from: "SamplerState".into(),
                    to: "SamplerComparisonState".into(),
                },
            )
            .diagnostic();
        assert_eq!(
            diagnostic.message,
            "no matching member function for call to 'Sample'"
        );
        assert_eq!(diagnostic.span, Some(at(10)));
        let notes: Vec<(Option<Span>, &str)> = diagnostic
            .notes
            .iter()
            .map(|note| (note.span, note.message.as_str()))
            .collect();
        assert_eq!(
            notes,
            [
                (
                    None,
                    "candidate function not viable: requires 2 arguments, but 1 was provided"
                ),
                (
                    Some(at(3)),
                    "candidate function not viable: no known conversion from 'SamplerState' to 'SamplerComparisonState' for 1st argument"
                ),
            ]
        );
        assert_eq!(
            NoMatchingCall::new(CallKind::Function, "f", at(0))
                .diagnostic()
                .message,
            "no matching function for call to 'f'"
        );
    }
}
