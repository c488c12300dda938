//! The generated program corpus: proof of texel's SPIR-V output on random
//! structured HLSL compute shaders, written against the command line only.
//!
//! `generate` writes deterministic, terminating compute shaders with nested
//! `if` / `else if` / `switch` (fall-through, default, empty and
//! multi-label cases) / `for` / `while` / `do` with `break`, `continue` and
//! early returns at any depth, local arrays indexed at run time, structs,
//! ternaries (also over buffer elements), helper functions, conversions and
//! arithmetic over every buffer kind texel supports; every value a program
//! writes depends on the path it took (see `generate` for the rules).
//!
//! Two tests:
//! - `compile_corpus`: `COUNT` programs, each compiled with the built `texel`
//!   to SPIR-V (`-T cs_6_6 -E main -spirv -Fo x.spv`) and checked with
//!   `spirv-val --target-env vulkan1.3`, and compiled to DXIL. Every crash,
//!   hang and invalid binary is a failure; a program texel rejects with a
//!   clear error (its known limits, listed in the report) is tolerated up to
//!   `TOLERATED_REJECTIONS_PERCENT` of the corpus.
//! - `exec_sample`: `EXEC_COUNT` programs over structured buffers and
//!   `RWBuffer`s of 32-bit types, compiled by texel and by glslang
//!   (`glslangValidator -D -V -S comp -e main --target-env vulkan1.1`),
//!   both run by `texel-runner` on the same inputs; every output value must
//!   agree (integers exactly, floats within `exec::FLOAT_ULPS`). Programs
//!   glslang rejects are skipped and counted, those texel rejects with a
//!   diagnostic are counted (at most a fifth); without a Vulkan device (the
//!   runner's exit 77) the test says so and passes.
//!
//! Failures name the program file (kept in the run's directory, printed in
//! the message) and say what happened, grouped by cause.
//!
//! By hand (both run in `cargo test`; LLVM 22's SPIR-V target, still
//! reachable with `--spirv-backend=llvm`, failed on most of these shapes):
//!
//! ```sh
//! cargo build --release --workspace   # texel and texel-runner
//! cargo test --release --test spirv_corpus -- --nocapture
//! TEXEL_CORPUS_SEED=7 TEXEL_CORPUS_COUNT=2000 cargo test --release --test spirv_corpus compile_corpus
//! ```
//!
//! Environment: `TEXEL_CORPUS_SEED` (decimal or 0x-hex), `TEXEL_CORPUS_COUNT`
//! (compile test), `TEXEL_CORPUS_EXEC_COUNT` (execution test),
//! `TEXEL_CORPUS_OUT=dir` (write and keep every program, binary and
//! pipeline there instead of a temporary directory).
//!
//! Layout: `types` and `program` the model, `generate` the generator,
//! `tools` the processes, `compile` the compile check, `exec` the
//! execution comparison.

mod compile;
mod exec;
mod generate;
mod program;
mod tools;
mod types;

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::path::PathBuf;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::Instant;

use compile::{check, Failure, Kind};
use generate::{generate, Mode};
use program::Program;

/// The seed of the default run (`TEXEL_CORPUS_SEED` overrides).
const SEED: u64 = 0x5e1e_c7ed_c0de_0012;
/// Programs of the compile test: about 25 s in release mode on two cores
/// (`TEXEL_CORPUS_COUNT` overrides).
const COUNT: usize = 300;
/// Programs of the execution test (`TEXEL_CORPUS_EXEC_COUNT` overrides).
const EXEC_COUNT: usize = 15;
/// Failures listed one by one in a failure message (all are counted).
const LISTED: usize = 40;

fn env_number(name: &str) -> Option<u64> {
    let text = std::env::var(name).ok()?;
    let text = text.trim().replace('_', "");
    let parsed = match text.strip_prefix("0x").or_else(|| text.strip_prefix("0X")) {
        Some(hex) => u64::from_str_radix(hex, 16),
        None => text.parse(),
    };
    Some(parsed.unwrap_or_else(|_| panic!("{name}={text} is not a number")))
}

fn seed() -> u64 {
    env_number("TEXEL_CORPUS_SEED").unwrap_or(SEED)
}

/// Where a run writes its programs: `TEXEL_CORPUS_OUT`, or a temporary
/// directory removed unless the run fails (`keep`).
struct Scratch {
    path: PathBuf,
    temporary: Option<tempfile::TempDir>,
}

impl Scratch {
    fn new(label: &str) -> Scratch {
        match std::env::var_os("TEXEL_CORPUS_OUT") {
            Some(dir) => {
                let path = PathBuf::from(dir).join(label);
                std::fs::create_dir_all(&path).expect("create TEXEL_CORPUS_OUT");
                Scratch {
                    path,
                    temporary: None,
                }
            }
            None => {
                let dir = tempfile::Builder::new()
                    .prefix(&format!("texel-spirv-corpus-{label}-"))
                    .tempdir()
                    .expect("a temporary directory");
                Scratch {
                    path: dir.path().to_path_buf(),
                    temporary: Some(dir),
                }
            }
        }
    }

    /// Keeps the directory (for a failure message that names its files).
    fn keep(&mut self) {
        if let Some(dir) = self.temporary.take() {
            let _ = dir.keep();
        }
    }
}

/// Runs `work` on every item, on as many threads as there are cores.
fn parallel<T: Sync, R: Send>(items: &[T], work: impl Fn(&T) -> R + Sync) -> Vec<R> {
    let threads = std::thread::available_parallelism()
        .map(|n| n.get())
        .unwrap_or(2)
        .min(items.len().max(1));
    let next = AtomicUsize::new(0);
    let results: Mutex<Vec<(usize, R)>> = Mutex::new(Vec::new());
    std::thread::scope(|scope| {
        for _ in 0..threads {
            scope.spawn(|| loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                if i >= items.len() {
                    break;
                }
                let result = work(&items[i]);
                results.lock().unwrap().push((i, result));
            });
        }
    });
    let mut results = results.into_inner().unwrap();
    results.sort_by_key(|(i, _)| *i);
    results.into_iter().map(|(_, r)| r).collect()
}

/// A summary of failures: counts by kind, then one entry per distinct cause
/// (kind and blurred message) with the first program that shows it, then
/// the first `LISTED` failures one by one.
fn report(failures: &[Failure], programs: &[Program], total: usize) -> String {
    let mut by_kind: BTreeMap<Kind, usize> = BTreeMap::new();
    for f in failures {
        *by_kind.entry(f.kind).or_default() += 1;
    }
    let failing: std::collections::BTreeSet<usize> = failures.iter().map(|f| f.index).collect();
    let mut text = format!(
        "{} of {total} programs fail ({} failures):",
        failing.len(),
        failures.len()
    );
    for (kind, count) in &by_kind {
        let _ = write!(text, " {kind}: {count};");
    }
    text.push('\n');
    let mut causes: BTreeMap<(Kind, String), (usize, &Failure)> = BTreeMap::new();
    for f in failures {
        causes
            .entry((f.kind, tools::signature(&f.message)))
            .or_insert((0, f))
            .0 += 1;
    }
    let _ = writeln!(text, "\n{} distinct causes:", causes.len());
    for ((kind, _), (count, first)) in &causes {
        let features = programs
            .iter()
            .find(|p| p.index == first.index)
            .map(|p| p.features.join(", "))
            .unwrap_or_default();
        let _ = writeln!(
            text,
            "- {kind}, {count} program(s), first {}: {}\n    features: {features}",
            first.path.display(),
            first.message
        );
    }
    let _ = writeln!(text, "\nfailures:");
    for f in failures.iter().take(LISTED) {
        let _ = writeln!(text, "  {}: {}: {}", f.path.display(), f.kind, f.message);
    }
    if failures.len() > LISTED {
        let _ = writeln!(text, "  … and {} more", failures.len() - LISTED);
    }
    text
}

/// The share of corpus programs texel may reject with a diagnostic (its known
/// limits: choices between resource handles, i8 members in DXIL buffers, …)
/// before the compile test fails.
const TOLERATED_REJECTIONS_PERCENT: usize = 8;

#[test]
fn compile_corpus() {
    assert!(
        tools::available("spirv-val"),
        "spirv-val is not on PATH (scripts/setup.sh installs spirv-tools)"
    );
    let seed = seed();
    let count = env_number("TEXEL_CORPUS_COUNT").map_or(COUNT, |n| n as usize);
    let started = Instant::now();
    let programs: Vec<Program> = (0..count)
        .map(|i| generate(seed, i, Mode::Compile))
        .collect();
    let mut scratch = Scratch::new("compile");
    let dir = scratch.path.clone();
    let failures: Vec<Failure> = parallel(&programs, |p| check(p, &dir))
        .into_iter()
        .flatten()
        .collect();
    let lines: usize = programs.iter().map(Program::lines).sum();
    eprintln!(
        "spirv_corpus: {count} programs ({lines} lines, seed {seed:#x}) compiled for SPIR-V and DXIL in {:.1} s; {} failures",
        started.elapsed().as_secs_f64(),
        failures.len()
    );
    // Crashes, hangs and invalid SPIR-V are never acceptable. A clear
    // compile error is a limit of texel's (listed in the report); a few are
    // tolerated, so that the corpus can stay ahead of the compiler.
    let hard = failures
        .iter()
        .filter(|failure| failure.kind.is_hard())
        .count();
    let rejected: std::collections::BTreeSet<usize> = failures
        .iter()
        .filter(|failure| !failure.kind.is_hard())
        .map(|failure| failure.index)
        .collect();
    let tolerated = count * TOLERATED_REJECTIONS_PERCENT / 100;
    if hard == 0 && rejected.len() <= tolerated {
        if !failures.is_empty() {
            eprintln!(
                "spirv_corpus: {} programs rejected with a diagnostic (at most {tolerated} tolerated):\n{}",
                rejected.len(),
                report(&failures, &programs, count)
            );
        }
        return;
    }
    scratch.keep();
    panic!(
        "{}\nprograms in {}; reproduce one with `texel -T cs_6_6 -E main [-enable-16bit-types if its header says so] -spirv FILE -Fo x.spv && spirv-val --target-env vulkan1.3 x.spv`",
        report(&failures, &programs, count),
        dir.display()
    );
}

#[test]
fn exec_sample() {
    let seed = seed();
    let count = env_number("TEXEL_CORPUS_EXEC_COUNT").map_or(EXEC_COUNT, |n| n as usize);
    let mut scratch = Scratch::new("exec");
    let outcome = exec::run_sample(seed, count, &scratch.path);
    eprintln!("spirv_corpus exec: {}", outcome.summary);
    if !outcome.failures.is_empty() {
        scratch.keep();
        panic!(
            "{} of {count} execution programs fail:\n{}\nprograms, binaries and pipelines in {}",
            outcome.failures.len(),
            outcome.failures.join("\n"),
            scratch.path.display()
        );
    }
}

/// The generator's own rules, checked on many programs without compiling
/// them (fast; not ignored).
#[test]
fn generated_programs_keep_the_rules() {
    let mut lengths = Vec::new();
    for mode in [Mode::Compile, Mode::Exec] {
        for i in 0..400 {
            let p = generate(SEED, i, mode);
            let again = generate(SEED, i, mode);
            assert_eq!(p.source, again.source, "program {i} is not deterministic");
            let lines = p.lines();
            lengths.push(lines);
            assert!(
                (20..=120).contains(&lines),
                "{mode:?} program {i} has {lines} lines:\n{}",
                p.source
            );
            let opens = p.source.matches('{').count();
            let closes = p.source.matches('}').count();
            assert_eq!(opens, closes, "{mode:?} program {i}:\n{}", p.source);
            if mode == Mode::Exec {
                for r in &p.resources {
                    assert!(
                        matches!(
                            r.kind,
                            program::ResKind::StructuredBuffer
                                | program::ResKind::RWStructuredBuffer
                                | program::ResKind::RWBuffer
                        ),
                        "exec program {i} uses a {:?}",
                        r.kind
                    );
                }
                assert!(p.flags.is_empty());
            }
        }
    }
    lengths.sort_unstable();
    eprintln!(
        "program lengths: min {}, median {}, max {}",
        lengths[0],
        lengths[lengths.len() / 2],
        lengths[lengths.len() - 1]
    );
}
