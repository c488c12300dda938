//! The worker process: runs inputs in a child process (the same test binary
//! in worker mode) so that a crash ends only the worker, records progress and
//! failures in files, and minimises failing inputs by line and token deletion.

use std::fs::{self, OpenOptions};
use std::io::Write as _;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Instant;

use crate::checking::{check, install_quiet_panic_hook, with_big_stack};
use crate::inputs::{case, Case};
use crate::mutations::tokens;
use crate::SLOW;

pub(crate) const WORKER_ENV: &str = "TEXEL_FUZZ_WORKER";

/// The worker: `fuzz_compile` in a child process with `TEXEL_FUZZ_WORKER`
/// set (`range`: inputs `start..end`; `single`: the case in a file, for
/// minimising; `dump`: writes one input to a file). Records progress and
/// failures in files of the scratch directory.
pub(crate) fn worker(mode: &str) {
    install_quiet_panic_hook();
    let scratch = PathBuf::from(std::env::var("TEXEL_FUZZ_SCRATCH").expect("scratch directory"));
    if mode == "single" {
        // Minimisation: one case, its failure (if any) written to a file.
        let case = Case::decode(&fs::read_to_string(scratch.join("case.txt")).expect("case file"));
        let scratch_for_thread = scratch.clone();
        let failure = with_big_stack(move || check(&case, &scratch_for_thread));
        let text = failure.map_or(String::new(), |failure| failure.signature());
        fs::write(scratch.join("verdict.txt"), text).expect("verdict file");
        return;
    }
    let seed: u64 = std::env::var("TEXEL_FUZZ_SEED_VALUE")
        .unwrap()
        .parse()
        .unwrap();
    let start: usize = std::env::var("TEXEL_FUZZ_START").unwrap().parse().unwrap();
    if mode == "dump" {
        // By hand: TEXEL_FUZZ_WORKER=dump TEXEL_FUZZ_SCRATCH=dir
        // TEXEL_FUZZ_SEED_VALUE=seed TEXEL_FUZZ_START=index <test binary>
        // --exact fuzz_compile --nocapture writes input `index` to
        // dir/input.hlsl and prints its command line.
        let case = case(seed, start);
        fs::write(scratch.join("input.hlsl"), &case.source).expect("input file");
        println!("{}", case.command_line());
        return;
    }
    let end: usize = std::env::var("TEXEL_FUZZ_END").unwrap().parse().unwrap();
    with_big_stack(move || {
        let mut progress = OpenOptions::new()
            .create(true)
            .append(true)
            .open(scratch.join("progress.txt"))
            .expect("progress file");
        let mut results = OpenOptions::new()
            .create(true)
            .append(true)
            .open(scratch.join("results.txt"))
            .expect("results file");
        for index in start..end {
            // Written (not buffered) before compiling: if the process dies,
            // the parent knows on which input.
            writeln!(progress, "{index}").expect("write progress");
            let case = case(seed, index);
            let began = Instant::now();
            let failure = check(&case, &scratch);
            let took = began.elapsed();
            if took > SLOW {
                writeln!(results, "{index}\tslow\t{} ms", took.as_millis()).expect("write results");
            }
            if let Some(failure) = failure {
                writeln!(
                    results,
                    "{index}\t{}\t{}",
                    failure.kind,
                    failure.message.replace('\\', "\\\\").replace('\n', "\\n")
                )
                .expect("write results");
            }
        }
        writeln!(progress, "done").expect("write progress");
    });
}

/// Starts a worker process; returns its exit description when it died.
pub(crate) fn run_worker(scratch: &Path, envs: &[(&str, String)]) -> Result<(), String> {
    let executable = std::env::current_exe().expect("test executable");
    let mut command = Command::new(executable);
    command
        .args([
            "--exact",
            "fuzz_compile",
            "--nocapture",
            "--test-threads=1",
            "-q",
        ])
        .env(
            WORKER_ENV,
            envs.iter()
                .find(|(k, _)| *k == "mode")
                .map_or("range".to_string(), |(_, v)| v.clone()),
        )
        .env("TEXEL_FUZZ_SCRATCH", scratch)
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::piped());
    for (key, value) in envs {
        if *key != "mode" {
            command.env(key, value);
        }
    }
    let output = command.output().expect("start the worker");
    if output.status.success() {
        Ok(())
    } else {
        let stderr = String::from_utf8_lossy(&output.stderr);
        let tail: Vec<&str> = stderr.lines().rev().take(3).collect();
        Err(format!(
            "process died ({}){}",
            describe_status(&output.status),
            tail.iter()
                .rev()
                .map(|line| format!("; {line}"))
                .collect::<String>()
        ))
    }
}

fn describe_status(status: &std::process::ExitStatus) -> String {
    #[cfg(unix)]
    {
        use std::os::unix::process::ExitStatusExt;
        if let Some(signal) = status.signal() {
            let name = match signal {
                4 => "SIGILL",
                6 => "SIGABRT",
                7 => "SIGBUS",
                8 => "SIGFPE",
                11 => "SIGSEGV",
                _ => "signal",
            };
            return format!("{name} {signal}");
        }
    }
    format!("{status}")
}

/// Checks a case in a fresh worker: its failure signature, a crash included.
pub(crate) fn check_isolated(case: &Case, scratch: &Path) -> Option<String> {
    fs::write(scratch.join("case.txt"), case.encode()).expect("case file");
    let _ = fs::remove_file(scratch.join("verdict.txt"));
    match run_worker(scratch, &[("mode", "single".to_string())]) {
        Ok(()) => {
            let verdict = fs::read_to_string(scratch.join("verdict.txt")).unwrap_or_default();
            (!verdict.is_empty()).then_some(verdict)
        }
        Err(death) => Some(crash_signature(&death)),
    }
}

pub(crate) fn crash_signature(death: &str) -> String {
    // "process died (SIGSEGV 11); …": the kind of death, and for stack
    // overflows the message, is the signature.
    let kind = death.split(')').next().unwrap_or(death);
    let overflow = if death.contains("overflowed its stack") {
        " stack overflow"
    } else {
        ""
    };
    format!("crash: {kind}){overflow}")
}

/// Shrinks `case` while `check_isolated` keeps giving `signature`: removes
/// runs of lines, then runs of tokens (halving the run length down to one),
/// until nothing more can go or the deadline passes.
pub(crate) fn minimise(case: &Case, signature: &str, scratch: &Path, deadline: Instant) -> Case {
    let mut best = case.clone();
    let still_fails =
        |candidate: &Case| check_isolated(candidate, scratch).as_deref() == Some(signature);
    loop {
        let before = best.source.len();
        // Runs of lines, halving the run length.
        let mut chunk = best.source.lines().count().max(1);
        while Instant::now() < deadline {
            let lines: Vec<&str> = best.source.split_inclusive('\n').collect();
            let mut removed = false;
            let mut start = 0;
            while start < lines.len() && Instant::now() < deadline {
                let end = (start + chunk).min(lines.len());
                let candidate = Case {
                    source: lines[..start]
                        .iter()
                        .chain(&lines[end..])
                        .copied()
                        .collect(),
                    ..best.clone()
                };
                if still_fails(&candidate) {
                    best = candidate;
                    removed = true;
                    break;
                }
                start = end;
            }
            if !removed {
                if chunk == 1 {
                    break;
                }
                chunk = chunk.div_ceil(2);
            }
        }
        // Runs of tokens: half of them, a quarter, … one.
        let count = tokens(&best.source).len();
        let runs = std::iter::successors(Some(count.next_power_of_two() / 2), |run| {
            (*run > 1).then_some(run / 2)
        });
        for run in runs.filter(|run| *run >= 1) {
            let mut first = 0;
            while Instant::now() < deadline {
                let toks = tokens(&best.source);
                if first >= toks.len() {
                    break;
                }
                let last = (first + run).min(toks.len()) - 1;
                let (start, end) = (toks[first].0, toks[last].1);
                let candidate = Case {
                    source: format!("{}{}", &best.source[..start], &best.source[end..]),
                    ..best.clone()
                };
                if still_fails(&candidate) {
                    best = candidate;
                } else {
                    first += run;
                }
            }
        }
        if best.source.len() == before || Instant::now() >= deadline {
            return best;
        }
    }
}
