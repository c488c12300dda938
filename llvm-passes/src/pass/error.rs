//! Pass errors and their rendering, in one place.
//!
//! A diagnostic names the function, the instruction and the rule broken; the
//! rendered form is one line per diagnostic, prefixed by the pass name, so that
//! opt prints `error: texel-…: …` and FileCheck can match each line.

use std::fmt;
use thiserror::Error;

use crate::llvm::{InstructionView, SourceLocation};

/// One rule violation at one instruction.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PassDiagnostic {
    pub function: String,
    /// The instruction as LLVM prints it (empty for module-level problems).
    pub instruction: String,
    pub location: Option<SourceLocation>,
    pub message: String,
}

impl PassDiagnostic {
    /// A diagnostic at `instruction` in `function`.
    pub fn at(function: &str, instruction: InstructionView<'_>, message: String) -> Self {
        PassDiagnostic {
            function: function.to_string(),
            instruction: instruction.printed(),
            location: instruction.location(),
            message,
        }
    }

    /// A diagnostic about the module as a whole or a global.
    pub fn module_level(message: String) -> Self {
        PassDiagnostic {
            function: String::new(),
            instruction: String::new(),
            location: None,
            message,
        }
    }
}

impl fmt::Display for PassDiagnostic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(location) = &self.location {
            write!(f, "{location}: ")?;
        }
        if !self.function.is_empty() {
            write!(f, "in function '{}': ", self.function)?;
        }
        if !self.instruction.is_empty() {
            write!(f, "'{}': ", self.instruction)?;
        }
        f.write_str(&self.message)
    }
}

/// Why a pass did not run to completion.
#[derive(Debug, Error)]
pub enum PassError {
    #[error("unknown texel pass '{name}' (known passes: {known})")]
    UnknownPass { name: String, known: String },

    #[error("{}", render_rejection(pass, diagnostics))]
    Rejected {
        pass: &'static str,
        diagnostics: Vec<PassDiagnostic>,
    },

    #[error("{pass}: internal error: {message}")]
    Internal { pass: String, message: String },
}

impl PassError {
    /// The diagnostics of a rejection (empty for the other variants).
    pub fn diagnostics(&self) -> &[PassDiagnostic] {
        match self {
            PassError::Rejected { diagnostics, .. } => diagnostics,
            _ => &[],
        }
    }
}

fn render_rejection(pass: &str, diagnostics: &[PassDiagnostic]) -> String {
    diagnostics
        .iter()
        .map(|diagnostic| format!("{pass}: {diagnostic}"))
        .collect::<Vec<_>>()
        .join("\n")
}
