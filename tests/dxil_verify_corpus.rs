//! Every HLSL source of the front-end, DXIL and engine lit suites, compiled to final
//! DXIL with the flags of its own `// RUN: %texel …` lines (those that expect
//! success and target DXIL), must pass `texel-dxil-verify` — which the CLI
//! runs after `texel-dxil` and `texel-dxil-scalarize` — with every rule: no
//! LLVM intrinsic but the permitted ones, no vector value, no freeze or
//! poison. A failing compile prints texel's diagnostics.

use std::path::{Path, PathBuf};
use std::process::Command;

/// The folders whose `.hlsl` files are compiled.
const SUITES: &[&str] = &["lit-tests/frontend", "lit-tests/dxil", "lit-tests/engine"];

/// Compiles that must fail, with the message texel gives — known gaps and
/// shaders whose RUN lines target a shader model the shader cannot have in
/// DXIL. A listed compile that succeeds (or fails otherwise) fails the test,
/// so that the list shrinks as texel-dxil grows.
const EXPECTED_FAILURES: &[(&str, &str)] = &[
    // Atomics on buffers are lowered; 64-bit ones need the op table's
    // SM 6.6 i64 overloads.
    (
        "compute-atomics-64bit.hlsl",
        "AtomicBinOp has no i64 overload (its overloads are i32)",
    ),
    // RUN lines at cs_6_0 (for the IR); a RWStructuredBuffer<double> needs
    // SM 6.3 in DXIL.
    (
        "intrinsic-library.hlsl",
        "64-bit raw buffer accesses need shader model 6.3 or newer; the module targets 6.0",
    ),
    (
        "intrinsic-asdouble.hlsl",
        "64-bit raw buffer accesses need shader model 6.3 or newer; the module targets 6.0",
    ),
];

/// One compile: the source and the CLI arguments.
#[derive(Debug, PartialEq, Eq)]
struct Compile {
    source: PathBuf,
    arguments: Vec<String>,
}

/// The DXIL compiles of one lit file: each successful `%texel` RUN line
/// without `-spirv`, with `%s` / `%S` substituted, the pipe cut off, and
/// `--emit=…`, `-Fo FILE` and `-verify` dropped (so that the final DXIL is
/// made and verified).
fn compiles_of(path: &Path, text: &str) -> Vec<Compile> {
    let directory = path.parent().unwrap().to_string_lossy().into_owned();
    let mut compiles = Vec::new();
    for line in text.lines() {
        let Some(run) = line.split("RUN:").nth(1) else {
            continue;
        };
        let command = run.split('|').next().unwrap().trim();
        let Some(rest) = command.strip_prefix("%texel ") else {
            continue;
        };
        let tokens: Vec<String> = rest
            .split_whitespace()
            .map(|token| {
                token
                    .replace("%s", &path.to_string_lossy())
                    .replace("%S", &directory)
            })
            .collect();
        if tokens
            .iter()
            .any(|token| token == "-spirv" || token == "-verify")
        {
            continue;
        }
        let mut arguments = Vec::new();
        let mut skip_next = false;
        for token in tokens {
            if skip_next {
                skip_next = false;
                continue;
            }
            if token == "-Fo" {
                skip_next = true;
                continue;
            }
            if token.starts_with("--emit=") {
                continue;
            }
            arguments.push(token);
        }
        let source = arguments
            .iter()
            .find(|argument| argument.ends_with(".hlsl"))
            .map(PathBuf::from)
            .unwrap_or_else(|| path.to_path_buf());
        let compile = Compile { source, arguments };
        if !compiles.contains(&compile) {
            compiles.push(compile);
        }
    }
    compiles
}

#[test]
fn every_dxil_output_of_the_lit_suites_passes_the_verifier() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut compiles = Vec::new();
    for suite in SUITES {
        let mut paths: Vec<PathBuf> = std::fs::read_dir(root.join(suite))
            .unwrap()
            .map(|entry| entry.unwrap().path())
            .filter(|path| path.extension().is_some_and(|ext| ext == "hlsl"))
            .collect();
        paths.sort();
        for path in paths {
            let text = std::fs::read_to_string(&path).unwrap();
            compiles.extend(compiles_of(&path, &text));
        }
    }
    assert!(
        compiles.len() >= 60,
        "only {} compiles found: the RUN-line reader lost some",
        compiles.len()
    );
    let mut failures = Vec::new();
    for compile in &compiles {
        let output = Command::new(env!("CARGO_BIN_EXE_texel"))
            .args(&compile.arguments)
            .current_dir(root)
            .output()
            .unwrap();
        let expected_failure = EXPECTED_FAILURES
            .iter()
            .find(|(file, _)| compile.source.ends_with(file));
        if let Some((file, message)) = expected_failure {
            let stderr = String::from_utf8_lossy(&output.stderr);
            if output.status.success() || !stderr.contains(message) {
                failures.push(format!(
                    "texel {}: expected to fail with '{message}' (EXPECTED_FAILURES, {file}); \
                     remove it from the list if texel-dxil lowers it now\n{stderr}",
                    compile.arguments.join(" ")
                ));
            }
            continue;
        }
        if !output.status.success() {
            failures.push(format!(
                "texel {}\n{}",
                compile.arguments.join(" "),
                String::from_utf8_lossy(&output.stderr)
            ));
            continue;
        }
        let text = String::from_utf8_lossy(&output.stdout);
        assert!(
            text.contains("dx.op."),
            "texel {}: no DXIL op in the output",
            compile.arguments.join(" ")
        );
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn run_lines_become_final_dxil_compiles() {
    let path = Path::new("/suite/a.hlsl");
    let text = "// RUN: %texel -T cs_6_6 -E main --emit=ir %s | FileCheck %s\n\
                // RUN: %texel -T cs_6_6 -E main -Od %s | FileCheck %s\n\
                // RUN: %texel -T cs_6_6 -E main -spirv -Fo %t.spv %s\n\
                // RUN: not %texel -T cs_6_6 -E main -D BAD %s 2>&1 | FileCheck %s\n\
                // RUN: %texel -T cs_6_6 -E main %s -Fo %t.ll\n";
    let compiles = compiles_of(path, text);
    let arguments: Vec<Vec<&str>> = compiles
        .iter()
        .map(|compile| compile.arguments.iter().map(String::as_str).collect())
        .collect();
    assert_eq!(
        arguments,
        [
            vec!["-T", "cs_6_6", "-E", "main", "/suite/a.hlsl"],
            vec!["-T", "cs_6_6", "-E", "main", "-Od", "/suite/a.hlsl"],
        ]
    );
}
