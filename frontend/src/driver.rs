//! The front end as one call: source text → preprocessed tokens → AST →
//! semantic analysis → an LLVM module, every diagnostic collected on the way.
//! Optimisation, the texel passes and emission are the root crate's.

use std::path::PathBuf;

use inkwell::context::Context;
use inkwell::module::Module;

use crate::codegen::generate;
use crate::diagnostics::Diagnostics;
use crate::options::CompileOptions;
use crate::parser::parse;
use crate::preprocessor::{Preprocessor, PreprocessorOptions};
use crate::span::{FileId, SourceFile, SourceMap};

/// Everything the front end needs to know.
#[derive(Clone, Debug)]
pub struct FrontendOptions {
    pub compile: CompileOptions,
    pub preprocessor: PreprocessorOptions,
    /// Errors reported before the run stops reporting (`None`: all).
    pub error_limit: Option<usize>,
}

/// What the front end produced: the sources (for rendering diagnostics), the
/// main file, every diagnostic, and the module when there was no error.
pub struct FrontendResult<'c> {
    pub sources: SourceMap,
    pub main: FileId,
    pub diagnostics: Diagnostics,
    pub module: Option<Module<'c>>,
}

/// Compiles one HLSL source.
pub fn compile_source<'c>(
    name: &str,
    path: Option<PathBuf>,
    text: &str,
    options: &FrontendOptions,
    context: &'c Context,
) -> FrontendResult<'c> {
    let mut sources = SourceMap::new();
    let main = sources.add(SourceFile::new(name, path, text));
    let mut diagnostics = Diagnostics::with_error_limit(options.error_limit);
    let tokens =
        Preprocessor::preprocess(&mut sources, main, &options.preprocessor, &mut diagnostics);
    let unit = parse(&tokens, &mut diagnostics);
    // Semantic analysis runs on the recovered tree too, as clang's does, so
    // one run reports the syntax and the semantic errors of a file; code
    // generation (inside `generate`) only runs without any error.
    let module = generate(&unit, &sources, &options.compile, context, &mut diagnostics);
    let module = module.filter(|_| !diagnostics.has_errors());
    FrontendResult {
        sources,
        main,
        diagnostics,
        module,
    }
}
