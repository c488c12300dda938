//! Errors of name building and call decoding.
//!
//! Every message names the call (or, when mangling, the base name), and operand
//! errors give the 1-based operand position, its role, the expected shape in
//! words and the found type in LLVM syntax. No other module formats these.

use crate::ir_type::IrType;

#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum CatalogueError {
    /// The call has the wrong number of operands.
    #[error("call to '{callee}' has {found} operands, expected {expected} ({roles})")]
    OperandCount {
        callee: String,
        found: usize,
        expected: usize,
        /// The expected roles, comma-separated.
        roles: String,
    },
    /// An operand's type does not fit its slot.
    #[error("operand {position} ({role}) of '{callee}' must be {expected}, found {found}")]
    OperandType {
        callee: String,
        /// 1-based.
        position: usize,
        role: &'static str,
        expected: String,
        /// Boxed to keep the error small.
        found: Box<IrType>,
    },
    /// The result type does not fit the return slot.
    #[error("result of '{callee}' must be {expected}, found {found}")]
    ReturnType {
        callee: String,
        expected: String,
        found: Box<IrType>,
    },
}

impl CatalogueError {
    /// The call (or base name) the error is about.
    pub fn callee(&self) -> &str {
        match self {
            CatalogueError::OperandCount { callee, .. }
            | CatalogueError::OperandType { callee, .. }
            | CatalogueError::ReturnType { callee, .. } => callee,
        }
    }
}
