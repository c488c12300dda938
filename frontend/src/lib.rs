//! texel-frontend: the HLSL front end — preprocessor, lexer, parser, AST,
//! semantic analysis and code generation (into an inkwell module, through
//! texel-passes' IR builder) — for both targets
//! (`llvm.dx.*` and `llvm.spv.*` intrinsics, named by the intrinsic catalogue).
//!
//! Stages are nouns and each reports into one [`diagnostics::Diagnostics`]:
//! `Preprocessor` (tokens, macros expanded) → `Parser` (the [`ast`]) → semantic
//! analysis → code generation.

pub mod ast;
pub mod codegen;
pub mod diagnostics;
pub mod driver;
pub mod lexer;
pub mod options;
pub mod parser;
pub mod preprocessor;
pub mod root_signature;
pub mod sema;
pub mod span;
pub mod token;
pub mod types;
pub mod verify;
pub mod vulkan_bindings;
