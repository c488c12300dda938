//! Why the SPIR-V writer could not write a module. Every error names the
//! function and, where there is one, the instruction (as LLVM prints it).

use thiserror::Error;

#[derive(Debug, Error, Clone, PartialEq, Eq)]
pub enum WriterError {
    #[error("texel's SPIR-V writer: in function '{function}': '{instruction}': {reason}")]
    Instruction {
        function: String,
        instruction: String,
        reason: String,
    },

    #[error("texel's SPIR-V writer: in function '{function}': {reason}")]
    Function { function: String, reason: String },

    /// The function's control flow has no structured form the planner finds
    /// (before LLVM's `structurizecfg` has run, it may after).
    #[error("texel's SPIR-V writer: in function '{function}': control flow: {reason}")]
    ControlFlow { function: String, reason: String },

    #[error("texel's SPIR-V writer: {reason}")]
    Module { reason: String },
}

impl WriterError {
    /// Whether the module's control flow could not be structured.
    pub fn is_control_flow(&self) -> bool {
        matches!(self, WriterError::ControlFlow { .. })
    }

    pub fn module(reason: impl Into<String>) -> WriterError {
        WriterError::Module {
            reason: reason.into(),
        }
    }
}

/// A failure inside one function, before it is given the function's name.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct Failure {
    /// The instruction at fault, as LLVM prints it (empty for the function
    /// as a whole).
    pub instruction: String,
    pub reason: String,
    /// The control flow could not be structured.
    pub control_flow: bool,
}

impl Failure {
    pub fn new(reason: impl Into<String>) -> Failure {
        Failure {
            instruction: String::new(),
            reason: reason.into(),
            control_flow: false,
        }
    }

    pub fn control_flow(reason: impl Into<String>) -> Failure {
        Failure {
            control_flow: true,
            ..Failure::new(reason)
        }
    }

    pub fn in_function(self, function: &str) -> WriterError {
        if self.control_flow {
            WriterError::ControlFlow {
                function: function.to_string(),
                reason: self.reason,
            }
        } else if self.instruction.is_empty() {
            WriterError::Function {
                function: function.to_string(),
                reason: self.reason,
            }
        } else {
            WriterError::Instruction {
                function: function.to_string(),
                instruction: self.instruction.trim().to_string(),
                reason: self.reason,
            }
        }
    }
}

pub(super) type Result<T> = std::result::Result<T, Failure>;

/// `Err(Failure)` with `reason`.
pub(super) fn fail<T>(reason: impl Into<String>) -> Result<T> {
    Err(Failure::new(reason))
}
