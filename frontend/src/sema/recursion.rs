//! HLSL has no recursion: every cycle in the call graph that the entry point
//! can reach is reported once, at the call that closes it.
//!
//! The rule is DXC's: for a shader (non-library) profile every function has
//! internal linkage and only what the entry point calls is checked; a
//! recursive function that nothing reachable calls is not an error (DXC's
//! tests say so even for `export` functions of such profiles). Library
//! profiles, when texel supports them, add every exported function as a root.
//! This module only finds and reports cycles; it must not decide which
//! functions are roots (the caller passes them).

use crate::diagnostics::Diagnostic;

use super::messages::{SemaError, SemaNote};
use super::Analyzer;

#[derive(Clone, Copy, PartialEq, Eq)]
enum Mark {
    New,
    Active,
    Done,
}

impl Analyzer<'_> {
    /// Reports every call cycle reachable from `roots` (function ids).
    pub fn check_recursion(&mut self, roots: &[usize]) {
        let count = self.signatures.len();
        let mut marks = vec![Mark::New; count];
        let mut reports = Vec::new();
        for &root in roots {
            if root >= count || marks[root] != Mark::New {
                continue;
            }
            // Iterative DFS: (function, next callee index).
            let mut stack = vec![(root, 0usize)];
            marks[root] = Mark::Active;
            while let Some((function, next)) = stack.pop() {
                let callees = &self.signatures[function].callees;
                if next >= callees.len() {
                    marks[function] = Mark::Done;
                    continue;
                }
                stack.push((function, next + 1));
                let (callee, span) = callees[next];
                match marks[callee] {
                    Mark::Active => reports.push((function, callee, span)),
                    Mark::New => {
                        marks[callee] = Mark::Active;
                        stack.push((callee, 0));
                    }
                    Mark::Done => {}
                }
            }
        }
        for (caller, callee, span) in reports {
            let callee_name = self.signatures[callee].name.clone();
            let error = if caller == callee {
                SemaError::RecursiveCall {
                    callee: callee_name.clone(),
                }
            } else {
                SemaError::RecursiveCycle {
                    caller: self.signatures[caller].name.clone(),
                    callee: callee_name.clone(),
                }
            };
            let declared = self.signatures[callee].span;
            self.report(
                Diagnostic::error(span, error)
                    .with_note(Some(declared), SemaNote::DeclaredHere { name: callee_name }),
            );
        }
    }
}
