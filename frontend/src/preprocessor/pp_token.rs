//! Preprocessing tokens: a lexeme plus its hide set — the names of the macros
//! whose expansion produced it, which must not expand it again (Prosser's
//! algorithm; this is what stops `#define X X + 1` from recursing).
//!
//! It knows nothing of directives, files or macro definitions.

use std::collections::BTreeSet;
use std::rc::Rc;

use crate::lexer::{Lexeme, LexemeKind};
use crate::span::Span;
use crate::token::{Punctuator, TokenKind};

/// A set of macro names, shared between the tokens of one expansion.
#[derive(Clone, Debug, Default, PartialEq)]
pub(super) struct HideSet(Option<Rc<BTreeSet<String>>>);

impl HideSet {
    pub(super) fn contains(&self, name: &str) -> bool {
        self.0.as_ref().is_some_and(|names| names.contains(name))
    }

    pub(super) fn with(&self, name: &str) -> HideSet {
        if self.contains(name) {
            return self.clone();
        }
        let mut names = self.0.as_deref().cloned().unwrap_or_default();
        names.insert(name.to_string());
        HideSet(Some(Rc::new(names)))
    }

    pub(super) fn union(&self, other: &HideSet) -> HideSet {
        match (&self.0, &other.0) {
            (None, _) => other.clone(),
            (_, None) => self.clone(),
            (Some(left), Some(right)) if Rc::ptr_eq(left, right) || right.is_subset(left) => {
                self.clone()
            }
            (Some(left), Some(right)) if left.is_subset(right) => other.clone(),
            (Some(left), Some(right)) => {
                HideSet(Some(Rc::new(left.union(right).cloned().collect())))
            }
        }
    }

    pub(super) fn intersection(&self, other: &HideSet) -> HideSet {
        match (&self.0, &other.0) {
            (Some(left), Some(right)) if Rc::ptr_eq(left, right) => self.clone(),
            (Some(left), Some(right)) => {
                let names: BTreeSet<String> = left.intersection(right).cloned().collect();
                if names.is_empty() {
                    HideSet(None)
                } else {
                    HideSet(Some(Rc::new(names)))
                }
            }
            _ => HideSet(None),
        }
    }
}

/// A lexeme on its way through the preprocessor.
#[derive(Clone, Debug, PartialEq)]
pub(super) struct PpToken {
    pub(super) lexeme: Lexeme,
    pub(super) hide_set: HideSet,
}

impl PpToken {
    pub(super) fn new(lexeme: Lexeme) -> PpToken {
        PpToken {
            lexeme,
            hide_set: HideSet::default(),
        }
    }

    /// A token made by the preprocessor itself (`defined`, `__LINE__`, `#x`).
    pub(super) fn synthesized(kind: TokenKind, text: String, span: Span) -> PpToken {
        PpToken::new(Lexeme {
            kind: LexemeKind::Token(kind),
            text,
            span,
            starts_line: false,
            space_before: false,
        })
    }

    pub(super) fn span(&self) -> Span {
        self.lexeme.span
    }

    pub(super) fn name(&self) -> Option<&str> {
        self.lexeme.name()
    }

    pub(super) fn is_punctuator(&self, punctuator: Punctuator) -> bool {
        self.lexeme.is_punctuator(punctuator)
    }

    pub(super) fn is_end_of_file(&self) -> bool {
        self.lexeme.is_end_of_file()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hide_sets_combine() {
        let empty = HideSet::default();
        let a = empty.with("A");
        let ab = a.with("B");
        let b = empty.with("B");
        assert!(a.contains("A") && !a.contains("B"));
        assert!(ab.contains("A") && ab.contains("B"));
        assert_eq!(a.union(&b), ab);
        assert_eq!(ab.intersection(&b), b);
        assert_eq!(a.intersection(&b), empty);
        assert_eq!(empty.union(&a), a);
    }
}
