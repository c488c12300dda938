//! The dxc-style compiler command line: `texel -T cs_6_6 -E main [-spirv]
//! [-Fo out] [-D NAME[=VALUE]] [-I DIR] [-O0…-O3 | -Od] [--emit=…] [-verify]
//! shader.hlsl`. A thin layer over [`texel::compile`]: it parses flags, reads
//! the file, prints diagnostics and writes the output.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::Parser;
use texel::{Emit, Optimization, Options, VulkanBindingOptions};
use texel_frontend::vulkan_bindings::BindingOptionError;

/// dxc spells long options with one dash (`-Fo`, `-spirv`); clap wants two.
/// These are rewritten before parsing: (dxc spelling, clap spelling).
const SINGLE_DASH_LONG_OPTIONS: [(&str, &str); 16] = [
    ("-Fo", "--Fo"),
    ("-fvk-b-shift", "--fvk-b-shift"),
    ("-fvk-t-shift", "--fvk-t-shift"),
    ("-fvk-s-shift", "--fvk-s-shift"),
    ("-fvk-u-shift", "--fvk-u-shift"),
    ("-fvk-bind-register", "--fvk-bind-register"),
    ("-fvk-bind-globals", "--fvk-bind-globals"),
    ("-fvk-auto-shift-bindings", "--fvk-auto-shift-bindings"),
    ("-spirv", "--spirv"),
    ("-Od", "--Od"),
    ("-verify", "--verify"),
    ("-fspv-target-env", "--fspv-target-env"),
    ("-Wimplicit-binding", "--Wimplicit-binding"),
    ("-enable-16bit-types", "--enable-16bit-types"),
    ("-HV", "--HV"),
    ("-force-rootsig-ver", "--force-rootsig-ver"),
];

#[derive(Parser, Debug)]
#[command(
    name = "texel",
    version,
    about = "HLSL compiler for DXIL and Vulkan SPIR-V (dxc-style flags)",
    after_help = "Other commands: texel passes | texel opt | texel emit-spirv (see `texel passes --help`)."
)]
struct DxcArgs {
    /// Target profile, e.g. cs_6_6.
    #[arg(short = 'T', value_name = "PROFILE")]
    profile: String,
    /// Entry point name.
    #[arg(short = 'E', value_name = "NAME", default_value = "main")]
    entry: String,
    /// Generate Vulkan SPIR-V instead of DXIL.
    #[arg(long = "spirv")]
    spirv: bool,
    /// Vulkan target environment (SPIR-V only).
    #[arg(
        long = "fspv-target-env",
        value_name = "ENV",
        default_value = "vulkan1.3"
    )]
    target_environment: String,
    /// Output file (`-` for standard output).
    #[arg(long = "Fo", value_name = "FILE")]
    output: Option<PathBuf>,
    /// Define a macro: NAME or NAME=VALUE.
    #[arg(short = 'D', value_name = "NAME[=VALUE]")]
    defines: Vec<String>,
    /// Add an include directory.
    #[arg(short = 'I', value_name = "DIR")]
    include_directories: Vec<PathBuf>,
    /// Optimisation level 0–3.
    #[arg(short = 'O', value_name = "LEVEL", value_parser = clap::value_parser!(u8).range(0..=3))]
    level: Option<u8>,
    /// Disable optimisations (only what the passes need).
    #[arg(long = "Od")]
    disable_optimizations: bool,
    /// What to write: ir, lowered, spirv (the final output) or spirv-asm.
    #[arg(long = "emit", value_name = "WHAT", default_value = "spirv", value_parser = ["ir", "lowered", "spirv", "spirv-asm"])]
    emit: String,
    /// Check the diagnostics against `// expected-error {{…}}` comments.
    #[arg(long = "verify")]
    verify: bool,
    /// Warn about resources without an explicit binding.
    #[arg(long = "Wimplicit-binding")]
    warn_implicit_binding: bool,
    /// Make `half` a 16-bit float (and allow 16-bit types); without it
    /// `half` means `float`.
    #[arg(long = "enable-16bit-types")]
    enable_16bit_types: bool,
    /// HLSL language version: 2016, 2017, 2018, 2021 or 202x (templates
    /// and operator overloading need 2021).
    #[arg(long = "HV", value_name = "VERSION", default_value = "2021", value_parser = ["2016", "2017", "2018", "2021", "202x"])]
    hlsl_version: String,
    /// Root signature version: rootsig_1_0 or rootsig_1_1 (default).
    #[arg(long = "force-rootsig-ver", value_name = "VERSION", value_parser = ["rootsig_1_0", "rootsig_1_1"])]
    force_rootsig_ver: Option<String>,
    /// Extension for compute-shader derivatives in SPIR-V.
    #[arg(long = "compute-derivatives", value_parser = ["nv", "khr"], default_value = "nv")]
    compute_derivatives: String,
    /// Code generator for SPIR-V: texel's own writer (default) or LLVM 22's
    /// SPIR-V target (for differential testing).
    #[arg(long = "spirv-backend", value_parser = ["writer", "llvm"], default_value = "writer")]
    spirv_backend: String,
    /// Shift the Vulkan bindings of `register(bN, spaceSPACE)` by SHIFT
    /// (SPACE a number or `all`); repeatable.
    #[arg(long = "fvk-b-shift", num_args = 2, value_names = ["SHIFT", "SPACE"], action = clap::ArgAction::Append, allow_hyphen_values = true, help_heading = "SPIR-V bindings")]
    b_shift: Vec<String>,
    /// Shift the Vulkan bindings of `register(tN, …)` (as -fvk-b-shift).
    #[arg(long = "fvk-t-shift", num_args = 2, value_names = ["SHIFT", "SPACE"], action = clap::ArgAction::Append, allow_hyphen_values = true, help_heading = "SPIR-V bindings")]
    t_shift: Vec<String>,
    /// Shift the Vulkan bindings of `register(sN, …)` (as -fvk-b-shift).
    #[arg(long = "fvk-s-shift", num_args = 2, value_names = ["SHIFT", "SPACE"], action = clap::ArgAction::Append, allow_hyphen_values = true, help_heading = "SPIR-V bindings")]
    s_shift: Vec<String>,
    /// Shift the Vulkan bindings of `register(uN, …)` (as -fvk-b-shift).
    #[arg(long = "fvk-u-shift", num_args = 2, value_names = ["SHIFT", "SPACE"], action = clap::ArgAction::Append, allow_hyphen_values = true, help_heading = "SPIR-V bindings")]
    u_shift: Vec<String>,
    /// Bind register TYPE-NUMBER (`t5`) of SPACE to BINDING in SET; then
    /// every resource needs a register named by one of these flags.
    #[arg(long = "fvk-bind-register", num_args = 4, value_names = ["TYPE-NUMBER", "SPACE", "BINDING", "SET"], action = clap::ArgAction::Append, allow_hyphen_values = true, help_heading = "SPIR-V bindings")]
    bind_register: Vec<String>,
    /// Bind the `$Globals` constant buffer to BINDING in SET.
    #[arg(long = "fvk-bind-globals", num_args = 2, value_names = ["BINDING", "SET"], allow_hyphen_values = true, help_heading = "SPIR-V bindings")]
    bind_globals: Vec<String>,
    /// Apply the -fvk-*-shift flags to resources without a register too.
    #[arg(long = "fvk-auto-shift-bindings", help_heading = "SPIR-V bindings")]
    auto_shift_bindings: bool,
    /// The HLSL source file (`-` for standard input).
    input: PathBuf,
}

/// DXC's Vulkan binding flags as options, checked as DXC checks them.
fn vulkan_binding_options(args: &DxcArgs) -> Result<VulkanBindingOptions, String> {
    let mut options = VulkanBindingOptions::default();
    options.auto_shift = args.auto_shift_bindings;
    let shifts = [
        ('b', &args.b_shift),
        ('t', &args.t_shift),
        ('s', &args.s_shift),
        ('u', &args.u_shift),
    ];
    for (letter, values) in shifts {
        let pairs: Vec<(String, String)> = values
            .chunks(2)
            .map(|pair| (pair[0].clone(), pair.get(1).cloned().unwrap_or_default()))
            .collect();
        options
            .add_shifts(letter, &pairs)
            .map_err(|error| error.to_string())?;
    }
    for values in args.bind_register.chunks(4) {
        let field = |index: usize| values.get(index).map(String::as_str).unwrap_or("");
        options
            .add_bind_register([field(0), field(1), field(2), field(3)])
            .map_err(|error| error.to_string())?;
    }
    if let [binding, set] = args.bind_globals.as_slice() {
        options
            .set_globals(binding, set)
            .map_err(|error| error.to_string())?;
    }
    options
        .check_combination()
        .map_err(|error| error.to_string())?;
    if !args.spirv && !options.is_empty() {
        let flag = [
            (!args.b_shift.is_empty(), "-fvk-b-shift"),
            (!args.t_shift.is_empty(), "-fvk-t-shift"),
            (!args.s_shift.is_empty(), "-fvk-s-shift"),
            (!args.u_shift.is_empty(), "-fvk-u-shift"),
            (!args.bind_register.is_empty(), "-fvk-bind-register"),
            (!args.bind_globals.is_empty(), "-fvk-bind-globals"),
            (args.auto_shift_bindings, "-fvk-auto-shift-bindings"),
        ]
        .into_iter()
        .find_map(|(given, flag)| given.then_some(flag))
        .unwrap_or("-fvk-b-shift");
        return Err(BindingOptionError::RequiresSpirv {
            flag: flag.to_string(),
        }
        .to_string());
    }
    Ok(options)
}

/// Rewrites dxc's single-dash long options for clap.
fn normalize(arguments: impl Iterator<Item = String>) -> Vec<String> {
    arguments
        .map(|argument| {
            for (dxc, clap) in SINGLE_DASH_LONG_OPTIONS {
                if argument == dxc {
                    return clap.to_string();
                }
                if let Some(rest) = argument.strip_prefix(dxc) {
                    // `-Foout.spv` and `-fspv-target-env=vulkan1.2`.
                    let rest = rest.strip_prefix('=').unwrap_or(rest);
                    if !rest.is_empty() && (dxc == "-Fo" || dxc == "-fspv-target-env") {
                        return format!("{clap}={rest}");
                    }
                }
            }
            argument
        })
        .collect()
}

fn parse_define(text: &str) -> (String, Option<String>) {
    match text.split_once('=') {
        Some((name, value)) => (name.to_string(), Some(value.to_string())),
        None => (text.to_string(), None),
    }
}

/// Runs the compiler; `arguments` includes the program name.
pub fn run(arguments: impl Iterator<Item = String>) -> ExitCode {
    let args = match DxcArgs::try_parse_from(normalize(arguments)) {
        Ok(args) => args,
        Err(error) => {
            let _ = error.print();
            return if error.use_stderr() {
                ExitCode::FAILURE
            } else {
                ExitCode::SUCCESS
            };
        }
    };
    match compile_file(&args) {
        Ok(code) => code,
        Err(message) => {
            eprintln!("texel: error: {message}");
            ExitCode::FAILURE
        }
    }
}

fn read_source(path: &Path) -> Result<String, String> {
    if path.as_os_str() == "-" {
        let mut text = String::new();
        std::io::Read::read_to_string(&mut std::io::stdin(), &mut text)
            .map_err(|error| format!("cannot read standard input: {error}"))?;
        return Ok(text);
    }
    std::fs::read_to_string(path)
        .map_err(|error| format!("cannot read '{}': {error}", path.display()))
}

fn compile_file(args: &DxcArgs) -> Result<ExitCode, String> {
    let vulkan_bindings = vulkan_binding_options(args)?;
    let source = read_source(&args.input)?;
    let emit = match args.emit.as_str() {
        "ir" => Emit::Ir,
        "lowered" => Emit::Lowered,
        "spirv-asm" => Emit::SpirvAssembly,
        _ => Emit::Final,
    };
    let options = Options {
        entry: args.entry.clone(),
        profile: args.profile.clone(),
        spirv: args.spirv,
        target_environment: args.target_environment.clone(),
        defines: args
            .defines
            .iter()
            .map(|define| parse_define(define))
            .collect(),
        include_directories: args.include_directories.clone(),
        optimization: match (args.disable_optimizations, args.level) {
            (true, _) => Optimization::Disabled,
            (false, Some(level)) => Optimization::Level(level),
            (false, None) => Optimization::Default,
        },
        emit,
        source_name: args.input.display().to_string(),
        source_path: (args.input.as_os_str() != "-").then(|| args.input.clone()),
        derivative_extension: if args.compute_derivatives == "khr" {
            texel::spirv::DerivativeExtension::Khr
        } else {
            texel::spirv::DerivativeExtension::Nv
        },
        spirv_backend: if args.spirv_backend == "llvm" {
            texel::spirv::SpirvBackend::Llvm
        } else {
            texel::spirv::SpirvBackend::Writer
        },
        enable_16bit_types: args.enable_16bit_types,
        hlsl_version: texel_frontend::options::hlsl_version_number(&args.hlsl_version)
            .unwrap_or(texel_frontend::options::DEFAULT_HLSL_VERSION),
        warn_implicit_binding: args.warn_implicit_binding,
        vulkan_bindings,
        root_signature_version: args
            .force_rootsig_ver
            .as_deref()
            .and_then(texel_frontend::root_signature::RootSignatureVersion::parse)
            .unwrap_or_default(),
        // `-verify` compares every diagnostic: no error limit, as with
        // clang's `-cc1 -verify`.
        error_limit: if args.verify {
            None
        } else {
            Some(texel_frontend::diagnostics::ERROR_LIMIT)
        },
    };
    let result = texel::compile(&source, &options);
    if args.verify {
        let diagnostics = match &result {
            Ok(output) => &output.warnings,
            Err(diagnostics) => diagnostics,
        };
        let report = texel_frontend::verify::verify(
            &diagnostics.sources,
            diagnostics.main,
            &diagnostics.list,
        );
        if report.is_empty() {
            return Ok(ExitCode::SUCCESS);
        }
        for line in report {
            eprintln!("{line}");
        }
        return Ok(ExitCode::FAILURE);
    }
    match result {
        Err(diagnostics) => {
            eprint!("{}", diagnostics.render());
            Ok(ExitCode::FAILURE)
        }
        Ok(output) => {
            eprint!("{}", output.warnings.render());
            write_output(args.output.as_deref(), &output.bytes)?;
            Ok(ExitCode::SUCCESS)
        }
    }
}

fn write_output(path: Option<&Path>, bytes: &[u8]) -> Result<(), String> {
    match path {
        Some(path) if path.as_os_str() != "-" => std::fs::write(path, bytes)
            .map_err(|error| format!("cannot write '{}': {error}", path.display())),
        _ => {
            let mut stdout = std::io::stdout().lock();
            stdout
                .write_all(bytes)
                .and_then(|()| stdout.flush())
                .map_err(|error| format!("cannot write standard output: {error}"))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dxc_spellings_become_clap_spellings() {
        let arguments = [
            "texel",
            "-T",
            "cs_6_6",
            "-spirv",
            "-Foout.spv",
            "-fspv-target-env=vulkan1.2",
            "-Od",
            "-DX=1",
            "a.hlsl",
        ]
        .map(String::from);
        assert_eq!(
            normalize(arguments.into_iter()),
            [
                "texel",
                "-T",
                "cs_6_6",
                "--spirv",
                "--Fo=out.spv",
                "--fspv-target-env=vulkan1.2",
                "--Od",
                "-DX=1",
                "a.hlsl"
            ]
        );
        let args = DxcArgs::try_parse_from(normalize(
            [
                "texel", "-Tcs_6_0", "-Emain2", "-O2", "-I", "inc", "-DA", "-DB=2", "x.hlsl",
            ]
            .map(String::from)
            .into_iter(),
        ))
        .unwrap();
        assert_eq!(args.profile, "cs_6_0");
        assert_eq!(args.entry, "main2");
        assert_eq!(args.level, Some(2));
        assert_eq!(args.defines, ["A", "B=2"]);
        assert_eq!(
            parse_define("B=2"),
            ("B".to_string(), Some("2".to_string()))
        );
    }
}
