//! Build script of the root crate: finds LLVM 22, refuses any other major
//! version with a message that says what to install, and compiles the C++
//! pass-registration shim (registration only; all pass logic is Rust).

use std::path::PathBuf;
use std::process::{exit, Command};

const REQUIRED_MAJOR: u32 = 22;

fn main() {
    println!("cargo:rerun-if-changed=shim/plugin_registration.cpp");
    println!("cargo:rerun-if-env-changed=LLVM_CONFIG");

    let llvm_config = find_llvm_config();
    let version = run_llvm_config(&llvm_config, "--version");
    let major = version
        .split('.')
        .next()
        .and_then(|major| major.trim().parse::<u32>().ok());
    if major != Some(REQUIRED_MAJOR) {
        fail(&format!(
            "{} reports LLVM {version}, but texel needs LLVM {REQUIRED_MAJOR}.\n\
             Install it with `apt-get install llvm-{REQUIRED_MAJOR} llvm-{REQUIRED_MAJOR}-dev` \
             (or run scripts/setup.sh), or point $LLVM_CONFIG at an LLVM {REQUIRED_MAJOR} llvm-config.",
            llvm_config.display()
        ));
    }

    let mut shim = cc::Build::new();
    shim.cpp(true).file("shim/plugin_registration.cpp");
    for flag in run_llvm_config(&llvm_config, "--cxxflags").split_whitespace() {
        shim.flag(flag);
    }
    shim.warnings(false)
        .flag("-Wall")
        .flag("-Wno-unused-parameter")
        .compile("texel_plugin_registration");
}

/// `$LLVM_CONFIG`, else `llvm-config-22` on PATH, else Debian's install path.
fn find_llvm_config() -> PathBuf {
    if let Some(path) = std::env::var_os("LLVM_CONFIG") {
        return PathBuf::from(path);
    }
    let candidates = [
        PathBuf::from(format!("llvm-config-{REQUIRED_MAJOR}")),
        PathBuf::from(format!("/usr/lib/llvm-{REQUIRED_MAJOR}/bin/llvm-config")),
    ];
    for candidate in candidates {
        if Command::new(&candidate).arg("--version").output().is_ok() {
            return candidate;
        }
    }
    fail(&format!(
        "llvm-config-{REQUIRED_MAJOR} was not found. texel needs LLVM {REQUIRED_MAJOR}: install \
         `llvm-{REQUIRED_MAJOR} llvm-{REQUIRED_MAJOR}-dev` (scripts/setup.sh does), or set \
         $LLVM_CONFIG to an LLVM {REQUIRED_MAJOR} llvm-config."
    ))
}

fn run_llvm_config(llvm_config: &PathBuf, argument: &str) -> String {
    match Command::new(llvm_config).arg(argument).output() {
        Ok(output) if output.status.success() => {
            String::from_utf8_lossy(&output.stdout).trim().to_string()
        }
        Ok(output) => fail(&format!(
            "`{} {argument}` failed: {}",
            llvm_config.display(),
            String::from_utf8_lossy(&output.stderr).trim()
        )),
        Err(error) => fail(&format!(
            "cannot run `{} {argument}`: {error}",
            llvm_config.display()
        )),
    }
}

fn fail(message: &str) -> ! {
    eprintln!("error: {message}");
    println!("cargo:warning={}", message.replace('\n', " "));
    exit(1);
}
