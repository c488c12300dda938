//! Checking one case against the three rules (no panic; a failed
//! compilation reports an error; output that verifies: LLVM IR through the
//! LLVM verifier, SPIR-V through `spirv-val`), and the [`Failure`] it finds.

use std::fs;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::Mutex;

use inkwell::context::Context;
use inkwell::memory_buffer::MemoryBuffer;

use crate::inputs::Case;
use crate::STACK_SIZE;

/// Why a case failed. `signature` groups failures of one cause.
#[derive(Clone, Debug)]
pub(crate) struct Failure {
    pub(crate) kind: &'static str,
    pub(crate) message: String,
}

impl Failure {
    pub(crate) fn signature(&self) -> String {
        let first = self.message.lines().next().unwrap_or("");
        // Panics: the message without the location's line and column, so
        // that one assertion is one failure.
        format!("{}: {}", self.kind, normalise(first))
    }
}

/// Drops digits and quoted names, so that one cause has one signature.
fn normalise(text: &str) -> String {
    let mut out = String::new();
    let mut in_quote = false;
    for c in text.chars().take(160) {
        if c == '\'' {
            in_quote = !in_quote;
            out.push(c);
        } else if !in_quote {
            out.push(if c.is_ascii_digit() { '#' } else { c });
        }
    }
    out
}

static PANIC_MESSAGE: Mutex<Option<String>> = Mutex::new(None);

pub(crate) fn install_quiet_panic_hook() {
    std::panic::set_hook(Box::new(|info| {
        let payload = info
            .payload()
            .downcast_ref::<&str>()
            .map(|text| text.to_string())
            .or_else(|| info.payload().downcast_ref::<String>().cloned())
            .unwrap_or_else(|| "(non-string panic payload)".to_string());
        let location = info
            .location()
            .map(|location| format!("{}:{}", location.file(), location.line()))
            .unwrap_or_default();
        *PANIC_MESSAGE.lock().unwrap_or_else(|e| e.into_inner()) =
            Some(format!("{payload} (at {location})"));
    }));
}

fn take_panic_message() -> String {
    PANIC_MESSAGE
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .take()
        .unwrap_or_else(|| "(no message)".to_string())
}

fn spirv_val() -> Option<&'static Path> {
    static FOUND: std::sync::OnceLock<Option<PathBuf>> = std::sync::OnceLock::new();
    FOUND
        .get_or_init(|| {
            std::env::var_os("PATH").and_then(|paths| {
                std::env::split_paths(&paths)
                    .map(|dir| dir.join("spirv-val"))
                    .find(|candidate| candidate.is_file())
            })
        })
        .as_deref()
}

/// Parses and verifies LLVM IR text.
fn verify_ir(text: &str) -> Result<(), String> {
    let context = Context::create();
    let buffer = MemoryBuffer::create_from_memory_range_copy(text.as_bytes(), "fuzz.ll");
    let module = context
        .create_module_from_ir(buffer)
        .map_err(|error| format!("the IR does not parse: {}", error.to_string()))?;
    module
        .verify()
        .map_err(|error| format!("the IR does not verify: {}", error.to_string()))
}

fn verify_spirv(bytes: &[u8], scratch: &Path) -> Result<(), String> {
    if bytes.len() < 20 || bytes.len() % 4 != 0 {
        return Err(format!("a SPIR-V binary of {} bytes", bytes.len()));
    }
    if bytes[..4] != texel::spirv::SPIRV_MAGIC.to_le_bytes() {
        return Err("the SPIR-V binary does not start with the magic number".to_string());
    }
    let Some(validator) = spirv_val() else {
        return Ok(());
    };
    let path = scratch.join("fuzz.spv");
    fs::write(&path, bytes).map_err(|error| format!("cannot write {}: {error}", path.display()))?;
    let output = Command::new(validator)
        .args(["--target-env", "vulkan1.3"])
        .arg(&path)
        .output()
        .map_err(|error| format!("cannot run spirv-val: {error}"))?;
    if output.status.success() {
        Ok(())
    } else {
        Err(format!(
            "spirv-val rejects the binary: {}{}",
            String::from_utf8_lossy(&output.stdout),
            String::from_utf8_lossy(&output.stderr)
        ))
    }
}

/// Compiles one case and checks the rules; `None` when it passes.
pub(crate) fn check(case: &Case, scratch: &Path) -> Option<Failure> {
    let options = case.options();
    let result = match catch_unwind(AssertUnwindSafe(|| texel::compile(&case.source, &options))) {
        Ok(result) => result,
        Err(_) => {
            return Some(Failure {
                kind: "panic",
                message: take_panic_message(),
            })
        }
    };
    match result {
        Err(diagnostics) => {
            if catch_unwind(AssertUnwindSafe(|| diagnostics.render())).is_err() {
                return Some(Failure {
                    kind: "panic while rendering diagnostics",
                    message: take_panic_message(),
                });
            }
            if !diagnostics.has_errors() {
                return Some(Failure {
                    kind: "failure without an error diagnostic",
                    message: format!("diagnostics: {:?}", diagnostics.list),
                });
            }
            if case.must_compile {
                return Some(Failure {
                    kind: "corpus shader does not compile",
                    message: diagnostics.render(),
                });
            }
            None
        }
        Ok(output) => {
            if catch_unwind(AssertUnwindSafe(|| output.warnings.render())).is_err() {
                return Some(Failure {
                    kind: "panic while rendering diagnostics",
                    message: take_panic_message(),
                });
            }
            if output.warnings.has_errors() {
                return Some(Failure {
                    kind: "success with an error diagnostic",
                    message: output.warnings.render(),
                });
            }
            let verdict = if output.is_binary {
                verify_spirv(&output.bytes, scratch)
            } else {
                match output.text() {
                    Some(text) => verify_ir(text),
                    None => Err("the textual output is not UTF-8".to_string()),
                }
            };
            verdict.err().map(|message| Failure {
                kind: "invalid output",
                message,
            })
        }
    }
}

/// Runs `body` on a thread with [`STACK_SIZE`] of stack.
pub(crate) fn with_big_stack<T: Send + 'static>(body: impl FnOnce() -> T + Send + 'static) -> T {
    std::thread::Builder::new()
        .stack_size(STACK_SIZE)
        .spawn(body)
        .expect("spawn the compiling thread")
        .join()
        .expect("the compiling thread ends")
}
