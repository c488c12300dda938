//! `texel::compile`: HLSL source to DXIL-op IR or Vulkan SPIR-V, in-process —
//! the library call the `texel` command line and embedders share.
//!
//! The stages: the front end (texel-frontend) builds an LLVM module; the LLVM
//! optimisation pipeline of the chosen level runs on it (`-Od`: always-inline,
//! SROA, mem2reg, instcombine); then, depending on what is asked for, texel-dxil
//! and texel-dxil-verify, or texel-spirv, LLVM's SPIR-V target and the finalizer.

use std::fmt;
use std::path::PathBuf;

use inkwell::context::Context;
use inkwell::module::Module;
use texel_frontend::diagnostics::{Diagnostic, Diagnostics as DiagnosticList, Severity};
use texel_frontend::driver::{compile_source, FrontendOptions};
use texel_frontend::options::{CompileOptions, Profile, Target};
use texel_frontend::preprocessor::PreprocessorOptions;
pub use texel_frontend::root_signature::RootSignatureVersion;
use texel_frontend::span::{FileId, SourceMap};
pub use texel_frontend::vulkan_bindings::VulkanBindingOptions;
use texel_passes::llvm::ModuleView;
use texel_passes::pass::PassError;
use texel_passes::target::ProfileError;

use crate::spirv::{emit_spirv_with, DerivativeExtension, SpirvBackend, SpirvError, SpirvOptions};

/// The LLVM pipeline after code generation.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Optimization {
    /// `-Od`: always-inline, SROA, mem2reg, instcombine — just enough for
    /// resource handles to be plain SSA values.
    Disabled,
    /// `-O0` … `-O3`: `default<On>` (with `-O0` also inlining and promoting,
    /// since the passes need SSA handles).
    Level(u8),
    #[default]
    Default,
}

/// What `compile` returns.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Emit {
    /// The front end's LLVM IR, after optimisation.
    Ir,
    /// After texel-dxil / texel-spirv.
    Lowered,
    /// The final output: DXIL-op IR text, or a SPIR-V binary.
    #[default]
    Final,
    /// The SPIR-V binary disassembled.
    SpirvAssembly,
}

/// How to compile.
#[derive(Clone, Debug)]
pub struct Options {
    /// The entry point (`-E`).
    pub entry: String,
    /// The profile (`-T`), e.g. `cs_6_6`.
    pub profile: String,
    /// Vulkan SPIR-V (`-spirv`) instead of DXIL.
    pub spirv: bool,
    /// `-fspv-target-env=`, default `vulkan1.3`.
    pub target_environment: String,
    /// `-D NAME[=VALUE]`.
    pub defines: Vec<(String, Option<String>)>,
    /// `-I DIR`.
    pub include_directories: Vec<PathBuf>,
    pub optimization: Optimization,
    pub emit: Emit,
    /// The name diagnostics give the source.
    pub source_name: String,
    /// The source's path, for `#include "…"` relative to it.
    pub source_path: Option<PathBuf>,
    /// Extension for compute-shader derivatives in SPIR-V.
    pub derivative_extension: DerivativeExtension,
    /// `--spirv-backend=`: which code generator writes SPIR-V.
    pub spirv_backend: SpirvBackend,
    /// `-enable-16bit-types`: `half` is a 16-bit float (default: `float`).
    pub enable_16bit_types: bool,
    /// `-HV`: the HLSL language version as `__HLSL_VERSION` spells it
    /// (2021; 202x is 2029).
    pub hlsl_version: u32,
    /// `-Wimplicit-binding`: warn about resources without an explicit binding.
    pub warn_implicit_binding: bool,
    /// DXC's Vulkan binding options (`-fvk-{b,t,s,u}-shift`,
    /// `-fvk-bind-register`, `-fvk-bind-globals`, `-fvk-auto-shift-bindings`).
    pub vulkan_bindings: VulkanBindingOptions,
    /// Errors reported before the front end stops reporting (clang's
    /// `-ferror-limit`, default 20); `None` reports all (`-verify`).
    pub error_limit: Option<usize>,
    /// `-force-rootsig-ver rootsig_1_0|rootsig_1_1` (default 1.1).
    pub root_signature_version: RootSignatureVersion,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            entry: "main".to_string(),
            profile: "cs_6_6".to_string(),
            spirv: false,
            target_environment: "vulkan1.3".to_string(),
            defines: Vec::new(),
            include_directories: Vec::new(),
            optimization: Optimization::Default,
            emit: Emit::Final,
            source_name: "shader.hlsl".to_string(),
            source_path: None,
            derivative_extension: DerivativeExtension::default(),
            spirv_backend: SpirvBackend::default(),
            enable_16bit_types: false,
            hlsl_version: texel_frontend::options::DEFAULT_HLSL_VERSION,
            warn_implicit_binding: false,
            vulkan_bindings: VulkanBindingOptions::default(),
            error_limit: Some(texel_frontend::diagnostics::ERROR_LIMIT),
            root_signature_version: RootSignatureVersion::default(),
        }
    }
}

/// A successful compilation.
#[derive(Clone, Debug)]
pub struct Output {
    /// IR or SPIR-V assembly text, or a SPIR-V binary.
    pub bytes: Vec<u8>,
    pub is_binary: bool,
    /// Warnings, with the sources to render them.
    pub warnings: Diagnostics,
}

impl Output {
    /// The output as text (IR and assembly outputs).
    pub fn text(&self) -> Option<&str> {
        (!self.is_binary)
            .then(|| std::str::from_utf8(&self.bytes).ok())
            .flatten()
    }
}

/// The diagnostics of a compilation and the sources they point into.
#[derive(Clone, Debug, Default)]
pub struct Diagnostics {
    pub sources: SourceMap,
    pub main: FileId,
    pub list: DiagnosticList,
}

impl Diagnostics {
    fn from_message(message: impl fmt::Display) -> Diagnostics {
        let mut list = DiagnosticList::new();
        list.report(Diagnostic::new(Severity::Error, None, message));
        Diagnostics {
            sources: SourceMap::new(),
            main: FileId::default(),
            list,
        }
    }

    pub fn has_errors(&self) -> bool {
        self.list.has_errors()
    }

    /// clang-style text: `file:line:col: error: …`, source line and caret.
    pub fn render(&self) -> String {
        self.list.render(&self.sources)
    }
}

impl fmt::Display for Diagnostics {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.render())
    }
}

impl std::error::Error for Diagnostics {}

/// What can fail after the front end, worded in one place.
#[derive(Debug, thiserror::Error)]
enum CompileError {
    #[error("{0}")]
    Profile(#[from] ProfileError),
    /// LLVM's pipeline parser or runner refused the optimisation pipeline.
    #[error("{0}")]
    Optimization(String),
    #[error("{0}")]
    Pass(#[from] PassError),
    #[error("{0}")]
    Spirv(#[from] SpirvError),
    #[error("--emit=spirv-asm needs -spirv (DXIL output is IR text)")]
    AssemblyNeedsSpirv,
}

fn frontend_options(options: &Options) -> Result<FrontendOptions, CompileError> {
    let profile = Profile::parse(&options.profile)?;
    let target = if options.spirv {
        Target::Spirv {
            env: options.target_environment.clone(),
        }
    } else {
        Target::Dxil
    };
    Ok(FrontendOptions {
        compile: CompileOptions {
            entry: options.entry.clone(),
            profile,
            target,
            enable_16bit_types: options.enable_16bit_types,
            warn_implicit_binding: options.warn_implicit_binding,
            vulkan_bindings: options.vulkan_bindings.clone(),
            hlsl_version: options.hlsl_version,
            root_signature_version: options.root_signature_version,
        },
        preprocessor: PreprocessorOptions {
            hlsl_version: Some(options.hlsl_version),
            defines: options.defines.clone(),
            include_directories: options.include_directories.clone(),
        },
        error_limit: options.error_limit,
    })
}

/// Compiles HLSL `source`. On failure every diagnostic of the run comes back.
///
/// ```
/// let source = r#"
/// RWBuffer<float> Out : register(u0);
/// [numthreads(8, 1, 1)]
/// void main(uint3 id : SV_DispatchThreadID) { Out[id.x] = id.x * 2.0; }
/// "#;
/// let options = texel::Options { spirv: true, ..texel::Options::default() };
/// let output = texel::compile(source, &options).expect("compiles");
/// assert!(output.is_binary);
/// assert_eq!(&output.bytes[..4], &0x0723_0203u32.to_le_bytes());
/// ```
pub fn compile(source: &str, options: &Options) -> Result<Output, Diagnostics> {
    // The parser and semantic analysis recurse over the syntax tree; a thread
    // with a large stack lets deep (but valid) expressions compile instead of
    // overflowing the caller's stack.
    std::thread::scope(|scope| {
        let worker = std::thread::Builder::new()
            .name("texel-compile".to_string())
            .stack_size(COMPILER_STACK_BYTES)
            .spawn_scoped(scope, || compile_on_this_thread(source, options));
        match worker {
            Ok(handle) => handle
                .join()
                .unwrap_or_else(|payload| std::panic::resume_unwind(payload)),
            Err(_) => compile_on_this_thread(source, options),
        }
    })
}

/// Stack of the compiler thread: 512 MiB of address space, touched only as deep
/// as the input needs.
const COMPILER_STACK_BYTES: usize = 512 << 20;

fn compile_on_this_thread(source: &str, options: &Options) -> Result<Output, Diagnostics> {
    let frontend = frontend_options(options).map_err(Diagnostics::from_message)?;
    let context = Context::create();
    let result = compile_source(
        &options.source_name,
        options.source_path.clone(),
        source,
        &frontend,
        &context,
    );
    let diagnostics = Diagnostics {
        sources: result.sources,
        main: result.main,
        list: result.diagnostics,
    };
    let Some(module) = result.module else {
        return Err(diagnostics);
    };
    let fail = |error: CompileError| {
        let mut failed = diagnostics.clone();
        failed
            .list
            .report(Diagnostic::new(Severity::Error, None, error));
        failed
    };
    optimize(&module, options.optimization)
        .map_err(|message| fail(CompileError::Optimization(message)))?;
    let (bytes, is_binary) = match (options.emit, options.spirv) {
        (Emit::Ir, _) => (module.print_to_string().to_bytes().to_vec(), false),
        (Emit::Lowered, true) => {
            crate::passes::run(&module, "texel-spirv").map_err(|error| fail(error.into()))?;
            (module.print_to_string().to_bytes().to_vec(), false)
        }
        (Emit::Lowered | Emit::Final, false) => {
            // DXIL addresses buffers by index: choices between element
            // pointers become choices between indices first.
            // SAFETY: the module is alive and nobody else uses it meanwhile.
            let view = unsafe { ModuleView::from_raw(module.as_mut_ptr()) };
            texel_passes::llvm::sink_pointer_choices(view);
            crate::passes::run_pipeline(&module, DXIL_PIPELINE)
                .map_err(|error| fail(error.into()))?;
            (module.print_to_string().to_bytes().to_vec(), false)
        }
        (Emit::Final | Emit::SpirvAssembly, true) => {
            let spirv_options = SpirvOptions {
                derivative_extension: options.derivative_extension,
                backend: options.spirv_backend,
            };
            let binary =
                emit_spirv_with(&module, &spirv_options).map_err(|error| fail(error.into()))?;
            if options.emit == Emit::SpirvAssembly {
                (crate::spirv::disassemble(&binary).into_bytes(), false)
            } else {
                (binary, true)
            }
        }
        (Emit::SpirvAssembly, false) => return Err(fail(CompileError::AssemblyNeedsSpirv)),
    };
    Ok(Output {
        bytes,
        is_binary,
        warnings: diagnostics,
    })
}

/// The texel passes that make DXIL of the optimised module: the op lowering,
/// the scalarisation DXIL's value rules need, and the checker.
pub const DXIL_PIPELINE: &str = "texel-dxil,texel-dxil-scalarize,texel-dxil-verify";

/// Runs the pipeline of `level` on the module.
fn optimize(module: &Module<'_>, level: Optimization) -> Result<(), String> {
    let pipeline = match level {
        Optimization::Disabled | Optimization::Level(0) => {
            "always-inline,function(sroa,mem2reg,instcombine<no-verify-fixpoint>)".to_string()
        }
        Optimization::Level(level) => format!("default<O{}>", level.min(3)),
        Optimization::Default => "default<O3>".to_string(),
    };
    // SAFETY: the module is alive and nobody else uses it meanwhile.
    let view = unsafe { ModuleView::from_raw(module.as_mut_ptr()) };
    texel_passes::llvm::run_llvm_pipeline(view, &pipeline, std::ptr::null_mut())
}
