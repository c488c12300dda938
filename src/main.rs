//! The `texel` command-line tool: a thin layer over the texel library.
//!
//! `texel passes` lists the passes; `texel opt -p PIPELINE in.ll -o out.ll` runs
//! texel passes in-process, as opt would with the plugin; `texel emit-spirv in.ll
//! -o out.spv` compiles LLVM IR with `llvm.spv.*` intrinsics to a SPIR-V binary.
//! Anything else is the dxc-style compiler (`texel -T cs_6_6 -E main shader.hlsl`,
//! see `cli::dxc`).

use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, Subcommand};
use inkwell::context::Context;

mod cli;

/// The tool subcommands; any other first argument starts the compiler.
const SUBCOMMANDS: [&str; 4] = ["passes", "opt", "emit-spirv", "help"];

#[derive(Parser)]
#[command(name = "texel", version, about = "HLSL texture toolchain on LLVM 22")]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// List the registered texel passes.
    Passes,
    /// Run texel passes on an LLVM IR file, in-process.
    Opt {
        /// Comma-separated pass names, e.g. `texel-verify-intrinsics`.
        #[arg(short = 'p', long = "passes")]
        pipeline: String,
        /// Input LLVM IR (.ll or .bc); `-` reads standard input.
        input: PathBuf,
        /// Output file for the resulting IR (text); `-` or absent writes standard output.
        #[arg(short = 'o')]
        output: Option<PathBuf>,
        /// Do not write the resulting IR.
        #[arg(long)]
        disable_output: bool,
    },
    /// Compile an LLVM IR file (`spirv-*` triple) to a SPIR-V binary, in-process.
    EmitSpirv {
        /// Input LLVM IR (.ll or .bc); `-` reads standard input.
        input: PathBuf,
        /// Output file for the SPIR-V binary; `-` or absent writes standard output.
        #[arg(short = 'o')]
        output: Option<PathBuf>,
        /// Extension for compute-shader derivatives: `nv` (default; validates with
        /// Debian's SPIRV-Tools) or `khr`.
        #[arg(long = "compute-derivatives", value_enum, default_value_t = DerivativeChoice::Nv)]
        compute_derivatives: DerivativeChoice,
        /// Code generator: texel's SPIR-V writer (default) or LLVM 22's SPIR-V
        /// target (kept for differential testing).
        #[arg(long = "spirv-backend", value_enum, default_value_t = BackendChoice::Writer)]
        spirv_backend: BackendChoice,
    },
}

#[derive(Clone, Copy, clap::ValueEnum)]
enum BackendChoice {
    Writer,
    Llvm,
}

impl BackendChoice {
    fn backend(self) -> texel::spirv::SpirvBackend {
        match self {
            BackendChoice::Writer => texel::spirv::SpirvBackend::Writer,
            BackendChoice::Llvm => texel::spirv::SpirvBackend::Llvm,
        }
    }
}

#[derive(Clone, Copy, clap::ValueEnum)]
enum DerivativeChoice {
    Nv,
    Khr,
}

fn main() -> ExitCode {
    let first = std::env::args().nth(1);
    if !first.is_some_and(|first| SUBCOMMANDS.contains(&first.as_str())) {
        return cli::dxc::run(std::env::args());
    }
    let cli = Cli::parse();
    let result = match cli.command {
        Command::Passes => {
            for pass in texel::passes::registered_passes() {
                println!("{:<28} {}", pass.name(), pass.description());
            }
            Ok(())
        }
        Command::Opt {
            pipeline,
            input,
            output,
            disable_output,
        } => run_opt(&pipeline, &input, output.as_deref(), disable_output),
        Command::EmitSpirv {
            input,
            output,
            compute_derivatives,
            spirv_backend,
        } => run_emit_spirv(
            &input,
            output.as_deref(),
            compute_derivatives,
            spirv_backend,
        ),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            for line in message.lines() {
                eprintln!("texel: error: {line}");
            }
            ExitCode::FAILURE
        }
    }
}

fn run_opt(
    pipeline: &str,
    input: &std::path::Path,
    output: Option<&std::path::Path>,
    disable_output: bool,
) -> Result<(), String> {
    let context = Context::create();
    let module = texel::ir::read_module(&context, input).map_err(|error| error.to_string())?;
    texel::passes::run_pipeline(&module, pipeline).map_err(|error| error.to_string())?;
    if disable_output {
        return Ok(());
    }
    let text = module.print_to_string().to_string();
    match output {
        Some(path) if path.as_os_str() != "-" => std::fs::write(path, text)
            .map_err(|error| format!("cannot write '{}': {error}", path.display())),
        _ => {
            print!("{text}");
            Ok(())
        }
    }
}

fn run_emit_spirv(
    input: &std::path::Path,
    output: Option<&std::path::Path>,
    derivatives: DerivativeChoice,
    backend: BackendChoice,
) -> Result<(), String> {
    let context = Context::create();
    let module = texel::ir::read_module(&context, input).map_err(|error| error.to_string())?;
    let options = texel::spirv::SpirvOptions {
        derivative_extension: match derivatives {
            DerivativeChoice::Nv => texel::spirv::DerivativeExtension::Nv,
            DerivativeChoice::Khr => texel::spirv::DerivativeExtension::Khr,
        },
        backend: backend.backend(),
    };
    let binary =
        texel::spirv::emit_spirv_with(&module, &options).map_err(|error| error.to_string())?;
    match output {
        Some(path) if path.as_os_str() != "-" => std::fs::write(path, binary)
            .map_err(|error| format!("cannot write '{}': {error}", path.display())),
        _ => {
            let mut stdout = std::io::stdout().lock();
            stdout
                .write_all(&binary)
                .and_then(|()| stdout.flush())
                .map_err(|error| format!("cannot write standard output: {error}"))
        }
    }
}
