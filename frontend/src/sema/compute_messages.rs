//! The wording of the diagnostics of compute operations: groupshared
//! declarations and their size limit, barriers, `Interlocked*` and wave ops
//! (DXC's texts where DXC has one).

use thiserror::Error;

#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum ComputeError {
    /// DXC's validator: the total size of the groupshared variables.
    #[error("Total Thread Group Shared Memory storage is {size}, exceeded {limit}.")]
    GroupsharedTooLarge { size: u64, limit: u64 },
    #[error("'groupshared' variables cannot hold resources ('{ty}')")]
    GroupsharedResource { ty: String },
    #[error("'groupshared' variables cannot have an initializer")]
    GroupsharedInitializer,
    /// DXC's validator and FXC (X3549).
    #[error("Atomic operation targets must be groupshared or UAV.")]
    AtomicTarget,
    #[error("opcode '64-bit atomic operations' should only be used in 'Shader Model 6.6+'")]
    Atomic64BitShaderModel,
    /// DXC: the output of an `Interlocked*` must be an lvalue.
    #[error("{function} requires a reference as output parameter")]
    OutputNotReference { function: &'static str },
    #[error("'{function}' is not supported yet")]
    Unsupported { function: String },
}
