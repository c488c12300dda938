//! Running the tools the tests drive — the built `texel` binary, `spirv-val`,
//! `glslangValidator`, the built `texel-runner` — one process per call, with
//! a time limit, and classifying what happened: a crash (killed by a
//! signal), a hang, an error exit, or success.

use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// A compilation or validation that takes longer than this is a hang.
const TIME_LIMIT: Duration = Duration::from_secs(60);

/// The `texel` binary of this build.
pub fn texel() -> PathBuf {
    PathBuf::from(env!("CARGO_BIN_EXE_texel"))
}

/// `texel-runner` of the same build (`cargo build --release` builds it; a
/// test of this package alone does not).
pub fn runner() -> PathBuf {
    texel().with_file_name("texel-runner")
}

/// Whether `tool` runs (`tool --version`).
pub fn available(tool: &str) -> bool {
    Command::new(tool)
        .arg("--version")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok()
}

/// How a process ended.
#[derive(Debug)]
pub enum Ended {
    Success {
        stdout: String,
        stderr: String,
    },
    /// Non-zero exit status.
    Failed {
        code: i32,
        stdout: String,
        stderr: String,
    },
    /// Killed by a signal.
    Crashed {
        signal: String,
        stderr: String,
    },
    /// Past the time limit (then killed).
    Hung,
}

fn signal_name(signal: i32) -> String {
    let name = match signal {
        4 => "SIGILL",
        5 => "SIGTRAP",
        6 => "SIGABRT",
        7 => "SIGBUS",
        8 => "SIGFPE",
        9 => "SIGKILL",
        11 => "SIGSEGV",
        _ => "signal",
    };
    format!("{name} ({signal})")
}

/// Runs `program args…` in `dir`.
pub fn run(program: &Path, args: &[&str], dir: &Path) -> Ended {
    let mut child = match Command::new(program)
        .args(args)
        .current_dir(dir)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
    {
        Ok(child) => child,
        Err(error) => {
            return Ended::Failed {
                code: -1,
                stdout: String::new(),
                stderr: format!("cannot run {}: {error}", program.display()),
            }
        }
    };
    // Drain the pipes on threads so a chatty child cannot block.
    let mut out = child.stdout.take().expect("piped");
    let mut err = child.stderr.take().expect("piped");
    let out_thread = std::thread::spawn(move || {
        let mut text = String::new();
        let _ = out.read_to_string(&mut text);
        text
    });
    let err_thread = std::thread::spawn(move || {
        let mut text = String::new();
        let _ = err.read_to_string(&mut text);
        text
    });
    let deadline = Instant::now() + TIME_LIMIT;
    let status = loop {
        match child.try_wait() {
            Ok(Some(status)) => break Some(status),
            Ok(None) if Instant::now() >= deadline => {
                let _ = child.kill();
                let _ = child.wait();
                break None;
            }
            Ok(None) => std::thread::sleep(Duration::from_millis(2)),
            Err(_) => break None,
        }
    };
    let stdout = out_thread.join().unwrap_or_default();
    let stderr = err_thread.join().unwrap_or_default();
    let Some(status) = status else {
        return Ended::Hung;
    };
    use std::os::unix::process::ExitStatusExt;
    if let Some(signal) = status.signal() {
        return Ended::Crashed {
            signal: signal_name(signal),
            stderr,
        };
    }
    match status.code() {
        Some(0) => Ended::Success { stdout, stderr },
        code => Ended::Failed {
            code: code.unwrap_or(-1),
            stdout,
            stderr,
        },
    }
}

/// The line of a tool's output that says what went wrong: the first error
/// line, without the file name (else the first non-empty line).
pub fn first_error(text: &str) -> String {
    let line = text
        .lines()
        .find(|l| l.to_ascii_lowercase().contains("error"))
        .or_else(|| text.lines().find(|l| !l.trim().is_empty()))
        .unwrap_or("(no output)");
    let line = match line.find(": error: ") {
        Some(at) => &line[at + 2..],
        None => line,
    };
    line.trim().to_string()
}

/// What a crashed LLVM was doing: the stack-dump lines that name a pass or
/// an assertion, or the first lines of the output.
pub fn crash_context(stderr: &str) -> String {
    let interesting: Vec<&str> = stderr
        .lines()
        .filter(|l| {
            l.contains("Assertion")
                || l.contains("Running pass")
                || l.contains("LLVM ERROR")
                || l.contains("panicked")
                || l.contains("error:")
        })
        .take(3)
        .map(str::trim)
        .collect();
    if stderr.trim().is_empty() {
        "no message".to_string()
    } else if interesting.is_empty() {
        stderr
            .lines()
            .filter(|l| !l.trim().is_empty())
            .take(2)
            .collect::<Vec<_>>()
            .join(" | ")
    } else {
        interesting.join(" | ")
    }
}

/// A message with what varies between programs blurred, to group failures
/// of one cause: quoted text (names, instructions), template arguments
/// (`RWStructuredBuffer<…>`) and numbers.
pub fn signature(message: &str) -> String {
    let mut out = String::new();
    let mut quoted = false;
    let mut angle = 0usize;
    let mut last_digit = false;
    for c in message.chars() {
        if c == '\'' && angle == 0 {
            if !quoted {
                out.push_str("'…");
            } else {
                out.push('\'');
            }
            quoted = !quoted;
            continue;
        }
        if quoted {
            continue;
        }
        if c == '<' {
            if angle == 0 {
                out.push_str("<…");
            }
            angle += 1;
            continue;
        }
        if c == '>' && angle > 0 {
            angle -= 1;
            if angle == 0 {
                out.push('>');
            }
            continue;
        }
        if angle > 0 {
            continue;
        }
        if c.is_ascii_digit() {
            if !last_digit {
                out.push('N');
            }
            last_digit = true;
            continue;
        }
        last_digit = false;
        out.push(c);
    }
    out.chars().take(160).collect()
}
