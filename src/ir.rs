//! Reading LLVM IR files into inkwell modules, with errors that name the file.

use std::path::{Path, PathBuf};

use inkwell::context::Context;
use inkwell::memory_buffer::MemoryBuffer;
use inkwell::module::Module;
use thiserror::Error;

#[derive(Debug, Error)]
pub enum IrReadError {
    #[error("cannot read '{path}': {message}")]
    Unreadable { path: PathBuf, message: String },
    #[error("{path}: invalid LLVM IR: {message}")]
    Invalid { path: PathBuf, message: String },
}

/// Parses a `.ll` or `.bc` file (`-` for standard input) into `context`.
pub fn read_module<'c>(context: &'c Context, path: &Path) -> Result<Module<'c>, IrReadError> {
    let buffer = if path.as_os_str() == "-" {
        MemoryBuffer::create_from_stdin()
    } else {
        MemoryBuffer::create_from_file(path)
    }
    .map_err(|message| IrReadError::Unreadable {
        path: path.to_path_buf(),
        message: message.to_string(),
    })?;
    context
        .create_module_from_ir(buffer)
        .map_err(|message| IrReadError::Invalid {
            path: path.to_path_buf(),
            message: message.to_string().trim().to_string(),
        })
}
