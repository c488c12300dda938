//! The diagnostic of a call that no candidate accepts, worded as clang's
//! overload resolution words it: one error — "no matching function for call
//! to 'f'", or "no matching member function for call to 'Sample'" for a
//! method — and one note per candidate saying why it is not viable (wrong
//! argument count, an argument that does not convert).
//!
//! Callers decide viability (user functions in `calls`, intrinsics in
//! `intrinsics`, resource methods in `resources`) and describe each rejected
//! candidate with a [`Rejection`]; this module only builds the diagnostic.
//! It must not look at types or signatures itself; the words are
//! `messages`' ([`SemaError::NoMatchingCall`], [`SemaNote::NotViable`]).

use crate::diagnostics::Diagnostic;
use crate::span::Span;

use super::messages::{SemaError, SemaNote};

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
        let mut diagnostic = Diagnostic::error(
            self.span,
            SemaError::NoMatchingCall {
                kind: self.kind,
                name: self.name.clone(),
            },
        );
        for candidate in &self.candidates {
            diagnostic = diagnostic.with_note(
                candidate.declared_at,
                SemaNote::NotViable(candidate.rejection.clone()),
            );
        }
        diagnostic
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::span::FileId;
    use pretty_assertions::assert_eq;

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
