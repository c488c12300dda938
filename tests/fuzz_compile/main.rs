//! Bounded fuzzing of the whole pipeline: `texel::compile` on thousands of
//! inputs derived from realistic compute shaders by token- and character-level
//! mutations, truncations, splices, preprocessor directives and deep nesting,
//! for DXIL and SPIR-V, mostly up to the front end's IR (`Emit::Ir`) and one
//! in six through the full pipeline (`Emit::Final` for DXIL; for mutated
//! SPIR-V inputs up to texel-spirv, `Emit::Lowered`: see `case`).
//!
//! Every input must satisfy three rules:
//! - no panic (and no crash: see below);
//! - a failed compilation reports at least one error diagnostic (and the
//!   diagnostics render without panicking);
//! - a successful compilation produces output that verifies: LLVM IR that
//!   parses and passes the LLVM verifier, or a SPIR-V binary with the magic
//!   number that `spirv-val --target-env vulkan1.3` accepts (when spirv-val
//!   is on PATH).
//!
//! The first inputs are the unmutated corpus on both targets, to IR (they must
//! compile) and through the full pipeline (the rules above).
//!
//! The inputs are deterministic: input `i` comes from a xorshift generator
//! seeded with (`SEED`, `i`), so a failure is reproduced by its index alone.
//!
//! Crashes: a segmentation fault in LLVM or a stack overflow cannot be caught
//! by `catch_unwind` and would end the test binary without a word. So the
//! test (`fuzz_compile`) runs the inputs in a worker process (the same test
//! binary and test, in worker mode), which writes the index of each input
//! before compiling it; when the worker dies, the input it was on is
//! recorded as a crash and a new worker continues with the next one. Panics
//! and rule violations are caught in the worker itself (`catch_unwind`).
//!
//! At the end, every distinct failure (by kind and first line of its message)
//! is minimised by line and token deletion, written to
//! `target/fuzz-failures/` with the `texel` command line that reproduces it,
//! and listed in the test's failure message.
//!
//! By hand: `TEXEL_FUZZ_ITERATIONS=100000 cargo test --release --test
//! fuzz_compile` runs longer; `TEXEL_FUZZ_SEED=N` explores other inputs;
//! `TEXEL_FUZZ_OUT=dir` names the reproducer directory; the worker's `dump`
//! mode (see `worker`) writes one input to a file.
//!
//! Layout: this file holds the settings and the test itself; `corpus` the
//! shaders, `inputs` the cases, `mutations` the edits, `checking` the rules
//! and `worker` the child process and minimisation.

use std::fmt::Write as _;
use std::fs;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use checking::Failure;
use corpus::CORPUS;
use inputs::case;
use worker::{check_isolated, crash_signature, minimise, run_worker, worker, WORKER_ENV};

mod checking;
mod corpus;
mod inputs;
mod mutations;
mod worker;

/// Inputs per run: about 17 s in release mode (`cargo test --release`) on
/// the development machine, so that the default run stays under a minute
/// even with up to `MINIMISE_BUDGET` spent minimising failures.
/// `TEXEL_FUZZ_ITERATIONS=N` runs more by hand.
const ITERATIONS: usize = 15000;

/// The generator's seed (override with `TEXEL_FUZZ_SEED`).
const SEED: u64 = 0x7e8e_1f22_c0ff_ee01;

/// Stack of the thread that compiles: the size of a main thread, so that the
/// depth limits found here are the ones of the `texel` command.
const STACK_SIZE: usize = 8 << 20;

/// Distinct failures minimised and reported in detail (the rest are counted).
const REPORTED_FAILURES: usize = 8;

/// Inputs slower than this are listed (not failed: timings are not asserted).
const SLOW: Duration = Duration::from_millis(1000);

/// Time allowed for minimising all failures together.
const MINIMISE_BUDGET: Duration = Duration::from_secs(30);

#[test]
fn fuzz_compile() {
    if let Ok(mode) = std::env::var(WORKER_ENV) {
        worker(&mode);
        return;
    }
    let iterations = std::env::var("TEXEL_FUZZ_ITERATIONS")
        .ok()
        .and_then(|text| text.parse().ok())
        .unwrap_or(ITERATIONS)
        .max(CORPUS.len() * 4);
    let seed = std::env::var("TEXEL_FUZZ_SEED")
        .ok()
        .and_then(|text| text.parse().ok())
        .unwrap_or(SEED);
    let scratch = tempfile::tempdir().expect("scratch directory");
    let scratch = scratch.path();
    let started = Instant::now();

    // Run the inputs, restarting the worker after each crash.
    let mut failures: Vec<(usize, Failure)> = Vec::new();
    let mut start = 0;
    let mut crashes = 0;
    while start < iterations {
        let _ = fs::remove_file(scratch.join("progress.txt"));
        let death = run_worker(
            scratch,
            &[
                ("TEXEL_FUZZ_SEED_VALUE", seed.to_string()),
                ("TEXEL_FUZZ_START", start.to_string()),
                ("TEXEL_FUZZ_END", iterations.to_string()),
            ],
        );
        let progress = fs::read_to_string(scratch.join("progress.txt")).unwrap_or_default();
        let last = progress.lines().last().unwrap_or("");
        if last == "done" {
            if let Err(death) = death {
                panic!("the fuzz worker finished but exited badly: {death}");
            }
            break;
        }
        let Ok(index) = last.parse::<usize>() else {
            panic!(
                "the fuzz worker died before its first input: {}",
                death.err().unwrap_or_default()
            );
        };
        let death = death
            .err()
            .unwrap_or_else(|| "process ended early".to_string());
        failures.push((
            index,
            Failure {
                kind: "crash",
                message: death,
            },
        ));
        crashes += 1;
        start = index + 1;
        assert!(
            crashes <= 200,
            "more than 200 crashes; the first: input {}: {}",
            failures[0].0,
            failures[0].1.message
        );
    }
    let fuzz_time = started.elapsed();
    let results = fs::read_to_string(scratch.join("results.txt")).unwrap_or_default();
    let mut slow = Vec::new();
    for line in results.lines() {
        let mut fields = line.splitn(3, '\t');
        let index: usize = fields.next().unwrap().parse().unwrap();
        let kind = fields.next().unwrap_or("?");
        let message = fields
            .next()
            .unwrap_or("")
            .replace("\\n", "\n")
            .replace("\\\\", "\\");
        if kind == "slow" {
            // Information, not a failure (timings are not asserted).
            slow.push(format!("input {index}: {message}"));
            continue;
        }
        let kind: &'static str = Box::leak(kind.to_string().into_boxed_str());
        failures.push((index, Failure { kind, message }));
    }
    failures.sort_by_key(|(index, _)| *index);
    eprintln!(
        "fuzz_compile: {iterations} inputs (seed {seed:#x}) in {:.1} s, {} failing",
        fuzz_time.as_secs_f64(),
        failures.len()
    );
    if !slow.is_empty() {
        eprintln!(
            "fuzz_compile: {} input(s) took more than {} ms: {}",
            slow.len(),
            SLOW.as_millis(),
            slow.join(", ")
        );
    }
    if failures.is_empty() {
        return;
    }

    // One report per distinct failure, minimised.
    let mut distinct: Vec<(String, usize, Failure, usize)> = Vec::new();
    for (index, failure) in &failures {
        let signature = if failure.kind == "crash" {
            crash_signature(&failure.message)
        } else {
            failure.signature()
        };
        match distinct.iter_mut().find(|(s, ..)| *s == signature) {
            Some(entry) => entry.3 += 1,
            None => distinct.push((signature, *index, failure.clone(), 1)),
        }
    }
    // TEXEL_FUZZ_OUT=dir puts them elsewhere (for a long run beside others).
    let out_dir = std::env::var_os("TEXEL_FUZZ_OUT")
        .map(PathBuf::from)
        .or_else(|| {
            Path::new(env!("CARGO_TARGET_TMPDIR"))
                .parent()
                .map(|target| target.join("fuzz-failures"))
        })
        .unwrap_or_else(|| PathBuf::from("target/fuzz-failures"));
    let _ = fs::remove_dir_all(&out_dir);
    fs::create_dir_all(&out_dir).expect("create target/fuzz-failures");
    let deadline = Instant::now() + MINIMISE_BUDGET;
    let mut report = format!(
        "{} of {iterations} fuzz inputs fail ({} distinct causes; seed {seed:#x}); reproducers in {}\n",
        failures.len(),
        distinct.len(),
        out_dir.display()
    );
    for (number, (signature, index, failure, count)) in distinct.iter().enumerate() {
        let original = case(seed, *index);
        let minimal = if number < REPORTED_FAILURES {
            let share = deadline.saturating_duration_since(Instant::now())
                / (REPORTED_FAILURES.min(distinct.len()) - number) as u32;
            let reproduced = check_isolated(&original, scratch);
            if reproduced.as_deref() == Some(signature.as_str()) {
                minimise(&original, signature, scratch, Instant::now() + share)
            } else {
                original.clone()
            }
        } else {
            original.clone()
        };
        let file = out_dir.join(format!("{number:02}-input{index}.hlsl"));
        let header = format!(
            "// fuzz_compile input {index} (seed {seed:#x}), minimised\n// {}\n// {signature}\n",
            minimal.command_line()
        );
        let _ = fs::write(&file, format!("{header}{}", minimal.source));
        let _ = writeln!(
            report,
            "\n[{number}] {signature}  ({count} input(s), first: {index})\n    {}\n    {}",
            minimal.command_line(),
            failure
                .message
                .lines()
                .take(4)
                .collect::<Vec<_>>()
                .join("\n    ")
        );
        if number < REPORTED_FAILURES {
            let _ = writeln!(report, "    minimal input ({}):", file.display());
            for line in minimal.source.lines().take(30) {
                let _ = writeln!(report, "    | {}", line.escape_debug());
            }
        }
    }
    panic!("{report}");
}
