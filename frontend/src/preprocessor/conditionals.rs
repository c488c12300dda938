//! The `#if` / `#elif` / `#else` / `#endif` group stack of one file: which
//! group is active, whether a branch was already taken, and the misuse errors
//! (`#else after #else`, `#endif without #if`, unterminated groups).
//!
//! It does not read tokens or evaluate conditions; the directive handlers
//! pass in the already evaluated condition.

use crate::span::Span;

use super::messages::PreprocessError;

#[derive(Clone, Debug)]
struct ConditionalGroup {
    /// The `if`/`ifdef`/`ifndef` name, for "unterminated conditional directive".
    opened_at: Span,
    /// Whether the code around this group is active.
    enclosing_active: bool,
    /// Some branch of this group was selected (or none may be: enclosing skipped).
    branch_taken: bool,
    /// The current branch is being compiled.
    active: bool,
    else_seen: bool,
}

/// The open groups of one file, innermost last.
#[derive(Clone, Debug, Default)]
pub(super) struct ConditionalStack {
    groups: Vec<ConditionalGroup>,
}

/// What an `#elif` must do.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum ElifAction {
    /// Evaluate the condition: no branch was taken yet.
    Evaluate,
    /// Skip the branch without evaluating it.
    Skip,
}

impl ConditionalStack {
    /// Inside a group branch that is not compiled.
    pub(super) fn is_skipping(&self) -> bool {
        self.groups.last().is_some_and(|group| !group.active)
    }

    /// `#if`: `condition` is `None` when the enclosing code is skipped (then
    /// the condition is not evaluated and no branch will be taken).
    pub(super) fn open(&mut self, opened_at: Span, condition: Option<bool>) {
        let enclosing_active = !self.is_skipping() && condition.is_some();
        let active = enclosing_active && condition == Some(true);
        self.groups.push(ConditionalGroup {
            opened_at,
            enclosing_active,
            branch_taken: active || !enclosing_active,
            active,
            else_seen: false,
        });
    }

    /// Whether the `#elif` named `directive` is to be evaluated, or the error
    /// (`#elif without #if`, `#elif after #else`).
    pub(super) fn elif_action(&self, directive: &str) -> Result<ElifAction, PreprocessError> {
        let directive = || directive.to_string();
        match self.groups.last() {
            None => Err(PreprocessError::WithoutIf {
                directive: directive(),
            }),
            Some(group) if group.else_seen => Err(PreprocessError::AfterElse {
                directive: directive(),
            }),
            Some(group) if group.branch_taken => Ok(ElifAction::Skip),
            Some(_) => Ok(ElifAction::Evaluate),
        }
    }

    /// Enters an `#elif` branch: `condition` is `None` when it is skipped.
    /// A misplaced `#elif` (after `#else`) skips its branch.
    pub(super) fn elif(&mut self, condition: Option<bool>) {
        if let Some(group) = self.groups.last_mut() {
            let active = group.enclosing_active
                && !group.branch_taken
                && !group.else_seen
                && condition == Some(true);
            group.active = active;
            group.branch_taken |= active;
        }
    }

    /// `#else`; the error if misplaced.
    pub(super) fn else_branch(&mut self) -> Result<(), PreprocessError> {
        let directive = || "else".to_string();
        let Some(group) = self.groups.last_mut() else {
            return Err(PreprocessError::WithoutIf {
                directive: directive(),
            });
        };
        if group.else_seen {
            group.active = false;
            return Err(PreprocessError::AfterElse {
                directive: directive(),
            });
        }
        group.else_seen = true;
        group.active = group.enclosing_active && !group.branch_taken;
        group.branch_taken = true;
        Ok(())
    }

    /// `#endif`; the error if there is no open group.
    pub(super) fn close(&mut self) -> Result<(), PreprocessError> {
        self.groups
            .pop()
            .map(|_| ())
            .ok_or_else(|| PreprocessError::WithoutIf {
                directive: "endif".to_string(),
            })
    }

    /// Where each group still open at the end of the file was opened.
    pub(super) fn unterminated(&self) -> Vec<Span> {
        self.groups.iter().map(|group| group.opened_at).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn exactly_one_branch_is_active() {
        let mut stack = ConditionalStack::default();
        stack.open(Span::default(), Some(false));
        assert!(stack.is_skipping());
        assert_eq!(stack.elif_action("elif"), Ok(ElifAction::Evaluate));
        stack.elif(Some(true));
        assert!(!stack.is_skipping());
        assert_eq!(stack.elif_action("elif"), Ok(ElifAction::Skip));
        stack.elif(None);
        assert!(stack.is_skipping());
        assert_eq!(stack.else_branch(), Ok(()));
        assert!(stack.is_skipping());
        fn text<T>(result: Result<T, PreprocessError>) -> Option<String> {
            result.err().map(|error| error.to_string())
        }
        assert_eq!(
            text(stack.else_branch()).as_deref(),
            Some("#else after #else")
        );
        assert_eq!(
            text(stack.elif_action("elifdef")).as_deref(),
            Some("#elifdef after #else")
        );
        assert_eq!(stack.close(), Ok(()));
        assert_eq!(text(stack.close()).as_deref(), Some("#endif without #if"));
        assert_eq!(
            text(stack.else_branch()).as_deref(),
            Some("#else without #if")
        );
    }

    #[test]
    fn groups_inside_skipped_code_stay_skipped() {
        let mut stack = ConditionalStack::default();
        stack.open(Span::default(), Some(false));
        stack.open(Span::default(), None);
        assert_eq!(stack.elif_action("elif"), Ok(ElifAction::Skip));
        assert_eq!(stack.else_branch(), Ok(()));
        assert!(stack.is_skipping());
        assert_eq!(stack.close(), Ok(()));
        assert_eq!(stack.else_branch(), Ok(()));
        assert!(!stack.is_skipping());
        assert_eq!(stack.unterminated().len(), 1);
    }
}
