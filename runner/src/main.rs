//! `texel-runner PIPELINE.yaml SHADER.spv [--device NAME]`: runs a compute
//! shader on Vulkan (lavapipe by default) as the pipeline YAML describes,
//! applies its Results rules and prints a report; `--features` lists the
//! device features the runner can enable (lit's `REQUIRES:` uses them).
//!
//! Exit status: 0 every result passed; 1 a result failed or the run failed
//! (validation errors included); 2 bad input (YAML, SPIR-V, arguments);
//! 77 (`UNSUPPORTED:` on stdout) the device lacks something the test needs.
//!
//! Bad input never reaches the driver: input files are read up to
//! [`MAX_INPUT_BYTES`], the YAML's buffers and textures must fit
//! `--memory-limit`, every descriptor binding the shader uses must be in the
//! YAML with a matching kind (`bindings.rs`), and a dispatch that does not
//! finish within `--timeout` seconds is reported as a failed run.
//!
//! This module is the CLI; the work is in the other modules.

mod bindings;
mod descriptors;
mod device;
mod dispatch;
mod formats;
mod pipeline;
mod resources;
mod results;
mod shader;

use clap::Parser;
use std::io::Read;
use std::process::ExitCode;
use std::time::Duration;

/// The exit status of a run the device cannot do.
const EXIT_UNSUPPORTED: u8 = 77;

/// The largest pipeline YAML or SPIR-V file read (64 MiB).
const MAX_INPUT_BYTES: u64 = 64 << 20;

#[derive(Parser)]
#[command(
    name = "texel-runner",
    version,
    about = "Run a compute shader on Vulkan from an offload-test-suite pipeline YAML"
)]
struct Cli {
    /// The pipeline description (offload-test-suite YAML).
    #[arg(required_unless_present = "features")]
    pipeline: Option<String>,
    /// The SPIR-V binary.
    #[arg(required_unless_present = "features")]
    shader: Option<String>,
    /// Use the Vulkan device whose name contains NAME (default: llvmpipe, i.e. lavapipe).
    #[arg(long, value_name = "NAME")]
    device: Option<String>,
    /// Print the device name and the features it supports, one per line.
    #[arg(long)]
    features: bool,
    /// Print every value of each result's buffers, actual beside expected.
    #[arg(long)]
    show: bool,
    /// Fail the run when the dispatch has not finished after SECONDS.
    #[arg(long, value_name = "SECONDS", default_value_t = 10, value_parser = clap::value_parser!(u64).range(1..=86400))]
    timeout: u64,
    /// The most memory, in MiB, the YAML's buffers and textures may take together.
    #[arg(long, value_name = "MIB", default_value_t = pipeline::DEFAULT_MEMORY_LIMIT >> 20, value_parser = clap::value_parser!(u64).range(1..=1 << 20))]
    memory_limit: u64,
}

/// Reads `path`, or fails once it holds more than `limit` bytes (so
/// `/dev/zero` is an error, not an OOM).
fn read_bounded(path: &str, limit: u64) -> Result<Vec<u8>, String> {
    let file = std::fs::File::open(path).map_err(|e| format!("{path}: {e}"))?;
    let mut bytes = Vec::new();
    file.take(limit + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| format!("{path}: {e}"))?;
    if bytes.len() as u64 > limit {
        return Err(format!(
            "{path}: larger than the input limit of {limit} bytes"
        ));
    }
    Ok(bytes)
}

enum Failure {
    Input(String),
    Run(String),
    Unsupported(String),
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    if cli.features {
        return match device::describe(cli.device.as_deref()) {
            Ok((name, features)) => {
                println!("device {name}");
                for f in features {
                    println!("{f}");
                }
                ExitCode::SUCCESS
            }
            Err(e) => {
                eprintln!("texel-runner: error: {e}");
                ExitCode::from(1)
            }
        };
    }
    match run(&cli) {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::from(1),
        Err(Failure::Input(message)) => {
            eprintln!("texel-runner: error: {message}");
            ExitCode::from(2)
        }
        Err(Failure::Run(message)) => {
            eprintln!("texel-runner: error: {message}");
            ExitCode::from(1)
        }
        Err(Failure::Unsupported(message)) => {
            println!("{message}");
            ExitCode::from(EXIT_UNSUPPORTED)
        }
    }
}

fn run(cli: &Cli) -> Result<bool, Failure> {
    let pipeline_path = cli.pipeline.as_deref().unwrap_or_default();
    let shader_path = cli.shader.as_deref().unwrap_or_default();
    let text =
        String::from_utf8(read_bounded(pipeline_path, MAX_INPUT_BYTES).map_err(Failure::Input)?)
            .map_err(|e| Failure::Input(format!("{pipeline_path}: not UTF-8 text: {e}")))?;
    let mut pipeline = pipeline::Pipeline::parse_with_limit(&text, cli.memory_limit << 20)
        .map_err(|e| Failure::Input(format!("{pipeline_path}: {e}")))?;
    let bytes = read_bounded(shader_path, MAX_INPUT_BYTES).map_err(Failure::Input)?;
    let shader =
        shader::Shader::parse(shader_path, &bytes).map_err(|e| Failure::Input(e.to_string()))?;
    shader
        .check_entry(shader_path, &pipeline.entry)
        .map_err(|e| Failure::Input(e.to_string()))?;
    let used =
        bindings::read(&shader.words).map_err(|e| Failure::Input(format!("{shader_path}: {e}")))?;
    bindings::check(&used, &pipeline)
        .map_err(|e| Failure::Input(format!("{pipeline_path}: {e}")))?;

    let mut required = shader.required_features();
    for f in resources::pipeline_features(&pipeline) {
        if !required.contains(&f) {
            required.push(f);
        }
    }
    let classify = |e: Box<dyn std::error::Error>| match e.downcast::<device::Unsupported>() {
        Ok(unsupported) => Failure::Unsupported(unsupported.to_string()),
        Err(other) => Failure::Run(other.to_string()),
    };
    let gpu = device::Gpu::new(cli.device.as_deref(), &required).map_err(classify)?;
    if !gpu.validation {
        eprintln!(
            "texel-runner: note: the Vulkan validation layer is not installed; running without it"
        );
    }
    let max_sets = gpu.properties.limits.max_bound_descriptor_sets;
    if pipeline.descriptor_sets.len() as u64 > u64::from(max_sets) {
        return Err(Failure::Input(format!(
            "{pipeline_path}: DescriptorSets: {} sets, but device '{}' binds at most {max_sets} (maxBoundDescriptorSets)",
            pipeline.descriptor_sets.len(),
            gpu.name
        )));
    }
    let max_groups = gpu.properties.limits.max_compute_work_group_count;
    if let Some(axis) = (0..3).find(|&a| pipeline.group_count[a] > max_groups[a]) {
        return Err(Failure::Input(format!(
            "{pipeline_path}: DispatchParameters.DispatchGroupCount: {} groups along {}, but device '{}' takes at most {} (maxComputeWorkGroupCount)",
            pipeline.group_count[axis],
            ["x", "y", "z"][axis],
            gpu.name,
            max_groups[axis]
        )));
    }
    let validation_failure = |gpu: &device::Gpu| {
        let errors = gpu.take_validation_errors();
        (!errors.is_empty())
            .then(|| Failure::Run(format!("Vulkan validation errors:\n{}", errors.join("\n"))))
    };
    {
        let resources = resources::Resources::create(&gpu, &pipeline).map_err(classify)?;
        let descriptors = descriptors::Descriptors::create(&gpu.device, &pipeline, &resources)
            .map_err(|e| Failure::Run(e.to_string()))?;
        dispatch::run(
            &gpu,
            &shader.words,
            &pipeline.entry,
            pipeline.group_count,
            &resources,
            &descriptors,
            Duration::from_secs(cli.timeout),
        )
        .map_err(|e| {
            if let device::DeviceError::Timeout { .. } = e {
                // The device is still running the shader: destroying what it
                // uses (or the device) would wait for it, so leave at once.
                eprintln!("texel-runner: error: {e}");
                std::process::exit(1);
            }
            validation_failure(&gpu).unwrap_or(Failure::Run(e.to_string()))
        })?;
        resources
            .read_back(&mut pipeline)
            .map_err(|e| Failure::Run(e.to_string()))?;
    }
    if let Some(failure) = validation_failure(&gpu) {
        return Err(failure);
    }

    let mut all_passed = true;
    for check in &pipeline.results {
        let actual = &pipeline.buffers[check.actual];
        let expected = &pipeline.buffers[check.expected];
        let outcome = results::apply(check, actual, expected);
        println!("{}", outcome.report);
        if cli.show {
            print!("{}", results::side_by_side(actual, expected));
        }
        all_passed &= outcome.passed;
    }
    if pipeline.results.is_empty() {
        println!(
            "ran '{}' on {} (no Results to check)",
            pipeline.entry, gpu.name
        );
    }
    Ok(all_passed)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn inputs_are_read_up_to_the_limit() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("a.yaml");
        std::fs::write(&path, [b'x'; 100]).unwrap();
        let path = path.to_str().unwrap();
        assert_eq!(read_bounded(path, 100).unwrap().len(), 100);
        assert_eq!(
            read_bounded(path, 99).unwrap_err(),
            format!("{path}: larger than the input limit of 99 bytes")
        );
        // An endless file stops at the limit instead of exhausting memory.
        assert_eq!(
            read_bounded("/dev/zero", 1 << 20).unwrap_err(),
            "/dev/zero: larger than the input limit of 1048576 bytes"
        );
    }
}
