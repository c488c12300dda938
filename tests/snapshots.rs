//! Snapshot tests beside lit: every HLSL input in `tests/snapshots/` is
//! compiled by the `texel` binary for both targets and compared with the
//! committed expectations next to it:
//!
//! - `NAME.dxil.ll`: texel's final DXIL-op IR (`texel -T cs_6_6 -E main NAME.hlsl`);
//! - `NAME.spvasm`: the SPIR-V disassembly (`… -spirv --emit=spirv-asm NAME.hlsl`).
//!
//! Every SPIR-V binary (`… -spirv -Fo NAME.spv`, compiled separately, not
//! assembled from the text) must pass `spirv-val --target-env vulkan1.3`.
//! A compilation must succeed without warnings.
//!
//! Flags: the first line of an input may be `// snapshot-flags: FLAGS`;
//! the whitespace-separated FLAGS are added to both targets' commands. The
//! defaults `-T cs_6_6` and `-E main` apply unless FLAGS give `-T` / `-E`.
//!
//! Regenerate every expectation (and remove those whose input is gone) with
//! `TEXEL_UPDATE_SNAPSHOTS=1 cargo test --release --test snapshots`; without
//! it a difference, a missing expectation or a stray one is a failure.
//!
//! The binary runs once per compilation (no in-process `texel::compile`):
//! LLVM 22's SPIR-V target keeps a process-wide table that goes stale after
//! many compilations in one process (README, "Embedding").

use std::collections::BTreeSet;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

const REGENERATE: &str = "TEXEL_UPDATE_SNAPSHOTS=1 cargo test --release --test snapshots";
const FLAGS_PREFIX: &str = "// snapshot-flags:";
/// The directory of inputs, relative to the crate root (the tests' working
/// directory is set to it, so diagnostics name `tests/snapshots/NAME.hlsl`).
const SNAPSHOT_DIR: &str = "tests/snapshots";
const EXPECTATION_SUFFIXES: [&str; 2] = [".dxil.ll", ".spvasm"];

fn updating() -> bool {
    std::env::var_os("TEXEL_UPDATE_SNAPSHOTS")
        .is_some_and(|value| !value.is_empty() && value != "0")
}

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// The inputs' file stems, sorted.
fn inputs() -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(root().join(SNAPSHOT_DIR))
        .expect("tests/snapshots/ exists")
        .map(|entry| entry.expect("readable directory").file_name())
        .filter_map(|name| name.to_str()?.strip_suffix(".hlsl").map(str::to_string))
        .collect();
    names.sort();
    names
}

/// The command-line flags of an input: the defaults plus its
/// `// snapshot-flags:` line.
fn flags(source: &str) -> Vec<String> {
    let extra: Vec<String> = source
        .lines()
        .next()
        .and_then(|line| line.strip_prefix(FLAGS_PREFIX))
        .map(|rest| rest.split_whitespace().map(str::to_string).collect())
        .unwrap_or_default();
    let mut flags = Vec::new();
    if !extra.iter().any(|flag| flag.starts_with("-T")) {
        flags.extend(["-T".to_string(), "cs_6_6".to_string()]);
    }
    if !extra.iter().any(|flag| flag.starts_with("-E")) {
        flags.extend(["-E".to_string(), "main".to_string()]);
    }
    flags.extend(extra);
    flags
}

/// Runs `texel FLAGS… INPUT EXTRA…` in the crate root; its standard output,
/// or why it failed (non-zero status or any diagnostic on standard error).
fn texel(flags: &[String], input: &str, extra: &[&str]) -> Result<Vec<u8>, String> {
    let mut command = Command::new(env!("CARGO_BIN_EXE_texel"));
    command
        .current_dir(root())
        .args(flags)
        .arg(input)
        .args(extra);
    let shown = format!("texel {} {input} {}", flags.join(" "), extra.join(" "));
    let shown = shown.trim_end();
    let output = command
        .output()
        .map_err(|error| format!("{shown}: cannot run: {error}"))?;
    let stderr = String::from_utf8_lossy(&output.stderr);
    if !output.status.success() {
        return Err(format!("{shown} failed ({}):\n{stderr}", output.status));
    }
    if !stderr.trim().is_empty() {
        return Err(format!(
            "{shown} printed diagnostics (snapshots must compile cleanly):\n{stderr}"
        ));
    }
    Ok(output.stdout)
}

/// A line diff of `expected` and `actual` with three lines of context, in
/// the style of `diff -u` (`-` expected, `+` actual).
fn unified_diff(expected: &str, actual: &str) -> String {
    const CONTEXT: usize = 3;
    const MAX_LINES: usize = 400;
    let old: Vec<&str> = expected.lines().collect();
    let new: Vec<&str> = actual.lines().collect();
    // Longest common subsequence table, from the ends.
    let mut lcs = vec![vec![0u32; new.len() + 1]; old.len() + 1];
    for i in (0..old.len()).rev() {
        for j in (0..new.len()).rev() {
            lcs[i][j] = if old[i] == new[j] {
                lcs[i + 1][j + 1] + 1
            } else {
                lcs[i + 1][j].max(lcs[i][j + 1])
            };
        }
    }
    // The edit script: (tag, old line number, new line number, text).
    let mut script = Vec::new();
    let (mut i, mut j) = (0, 0);
    while i < old.len() || j < new.len() {
        if i < old.len() && j < new.len() && old[i] == new[j] {
            script.push((' ', i, j, old[i]));
            i += 1;
            j += 1;
        } else if i < old.len() && (j == new.len() || lcs[i + 1][j] >= lcs[i][j + 1]) {
            script.push(('-', i, j, old[i]));
            i += 1;
        } else {
            script.push(('+', i, j, new[j]));
            j += 1;
        }
    }
    let changed: Vec<usize> = (0..script.len()).filter(|&k| script[k].0 != ' ').collect();
    let mut out = String::new();
    let mut lines = 0;
    let mut k = 0;
    while k < changed.len() {
        // A hunk: changes closer than 2 * CONTEXT lines apart, with context.
        let start = changed[k].saturating_sub(CONTEXT);
        let mut end = changed[k];
        while k + 1 < changed.len() && changed[k + 1] <= end + 2 * CONTEXT + 1 {
            k += 1;
            end = changed[k];
        }
        let end = (end + CONTEXT + 1).min(script.len());
        let hunk = &script[start..end];
        let old_count = hunk.iter().filter(|entry| entry.0 != '+').count();
        let new_count = hunk.iter().filter(|entry| entry.0 != '-').count();
        let _ = writeln!(
            out,
            "@@ -{},{old_count} +{},{new_count} @@",
            hunk[0].1 + 1,
            hunk[0].2 + 1
        );
        for (tag, _, _, text) in hunk {
            if lines == MAX_LINES {
                out.push_str("… (diff cut short)\n");
                return out;
            }
            let _ = writeln!(out, "{tag}{text}");
            lines += 1;
        }
        k += 1;
    }
    if out.is_empty() && expected != actual {
        out.push_str("(the files differ only in line endings or a final newline)\n");
    }
    out
}

/// Compares (or, when updating, writes) one expectation file.
fn check_expectation(path: &Path, actual: &[u8], failures: &mut Vec<String>) {
    let shown = path
        .strip_prefix(root())
        .unwrap_or(path)
        .display()
        .to_string();
    let expected = std::fs::read(path).ok();
    if updating() {
        if expected.as_deref() != Some(actual) {
            std::fs::write(path, actual).unwrap_or_else(|error| panic!("writing {shown}: {error}"));
            eprintln!("updated {shown}");
        }
        return;
    }
    match expected {
        None => failures.push(format!(
            "{shown} is missing; create it with\n  {REGENERATE}"
        )),
        Some(expected) if expected != actual => failures.push(format!(
            "{shown} differs from texel's output (- expected, + actual):\n{}\
             if the change is intended, regenerate with\n  {REGENERATE}",
            unified_diff(
                &String::from_utf8_lossy(&expected),
                &String::from_utf8_lossy(actual)
            )
        )),
        Some(_) => {}
    }
}

/// Compiles one input for both targets and checks its expectations and its
/// SPIR-V binary.
fn check_input(name: &str, scratch: &Path, failures: &mut Vec<String>) {
    let dir = root().join(SNAPSHOT_DIR);
    let input = format!("{SNAPSHOT_DIR}/{name}.hlsl");
    let source = std::fs::read_to_string(root().join(&input)).expect("readable input");
    let flags = flags(&source);

    match texel(&flags, &input, &[]) {
        Ok(dxil) => check_expectation(&dir.join(format!("{name}.dxil.ll")), &dxil, failures),
        Err(error) => failures.push(error),
    }
    match texel(&flags, &input, &["-spirv", "--emit=spirv-asm"]) {
        Ok(assembly) => check_expectation(&dir.join(format!("{name}.spvasm")), &assembly, failures),
        Err(error) => failures.push(error),
    }

    let binary = scratch.join(format!("{name}.spv"));
    let binary_arg = binary.to_str().expect("UTF-8 temporary path");
    if let Err(error) = texel(&flags, &input, &["-spirv", "-Fo", binary_arg]) {
        failures.push(error);
        return;
    }
    match Command::new("spirv-val")
        .args(["--target-env", "vulkan1.3"])
        .arg(&binary)
        .output()
    {
        Ok(output) if output.status.success() => {}
        Ok(output) => failures.push(format!(
            "spirv-val --target-env vulkan1.3 rejects the SPIR-V of {input}:\n{}{}",
            String::from_utf8_lossy(&output.stdout),
            String::from_utf8_lossy(&output.stderr)
        )),
        Err(error) => failures.push(format!(
            "cannot run spirv-val (package spirv-tools, scripts/setup.sh): {error}"
        )),
    }
}

/// Expectation files whose input is gone: a failure, or removed when updating.
fn check_strays(names: &[String], failures: &mut Vec<String>) {
    let names: BTreeSet<&str> = names.iter().map(String::as_str).collect();
    let dir = root().join(SNAPSHOT_DIR);
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("tests/snapshots/ exists")
        .map(|entry| entry.expect("readable directory").path())
        .collect();
    files.sort();
    for path in files {
        let file = path
            .file_name()
            .and_then(|name| name.to_str())
            .unwrap_or_default();
        let stem = EXPECTATION_SUFFIXES
            .iter()
            .find_map(|suffix| file.strip_suffix(suffix));
        let Some(stem) = stem else {
            if !file.ends_with(".hlsl") {
                failures.push(format!(
                    "{SNAPSHOT_DIR}/{file}: not an input (.hlsl) or an expectation ({})",
                    EXPECTATION_SUFFIXES.join(", ")
                ));
            }
            continue;
        };
        if names.contains(stem) {
            continue;
        }
        if updating() {
            std::fs::remove_file(&path).unwrap_or_else(|error| panic!("removing {file}: {error}"));
            eprintln!("removed {SNAPSHOT_DIR}/{file} (no {stem}.hlsl)");
        } else {
            failures.push(format!(
                "{SNAPSHOT_DIR}/{file} has no input {stem}.hlsl; remove it, or run\n  {REGENERATE}"
            ));
        }
    }
}

#[test]
fn snapshots_match_and_spirv_validates() {
    let names = inputs();
    assert!(!names.is_empty(), "no inputs in {SNAPSHOT_DIR}/");
    let scratch = tempfile::tempdir().expect("temporary directory");

    // One process per compilation; a few inputs at a time.
    let next = AtomicUsize::new(0);
    let results: Mutex<Vec<(usize, Vec<String>)>> = Mutex::new(Vec::new());
    let workers = std::thread::available_parallelism()
        .map_or(2, |n| n.get())
        .min(names.len());
    std::thread::scope(|scope| {
        for _ in 0..workers {
            scope.spawn(|| loop {
                let index = next.fetch_add(1, Ordering::Relaxed);
                let Some(name) = names.get(index) else { break };
                let mut failures = Vec::new();
                check_input(name, scratch.path(), &mut failures);
                results.lock().unwrap().push((index, failures));
            });
        }
    });
    let mut results = results.into_inner().unwrap();
    results.sort_by_key(|(index, _)| *index);
    let mut failures: Vec<String> = results
        .into_iter()
        .flat_map(|(_, failures)| failures)
        .collect();
    check_strays(&names, &mut failures);

    assert!(
        failures.is_empty(),
        "{} snapshot failure(s) in {} inputs:\n\n{}",
        failures.len(),
        names.len(),
        failures.join("\n\n")
    );
}

#[test]
fn flags_line_adds_to_the_defaults_and_overrides_profile_and_entry() {
    assert_eq!(
        flags("RWBuffer<float> B;\n"),
        ["-T", "cs_6_6", "-E", "main"]
    );
    assert_eq!(
        flags("// snapshot-flags: -enable-16bit-types\n"),
        ["-T", "cs_6_6", "-E", "main", "-enable-16bit-types"]
    );
    assert_eq!(
        flags("// snapshot-flags: -T cs_6_7 -E entry\n"),
        ["-T", "cs_6_7", "-E", "entry"]
    );
    // Only the first line counts.
    assert_eq!(
        flags("// x\n// snapshot-flags: -Od\n"),
        ["-T", "cs_6_6", "-E", "main"]
    );
}

#[test]
fn the_diff_shows_changed_lines_with_context() {
    let expected = "a\nb\nc\nd\ne\nf\ng\nh\n";
    let actual = "a\nb\nc\nd\nE\nf\ng\nh\n";
    assert_eq!(
        unified_diff(expected, actual),
        "@@ -2,7 +2,7 @@\n b\n c\n d\n-e\n+E\n f\n g\n h\n"
    );
    assert_eq!(unified_diff("x\n", "x\ny\n"), "@@ -1,1 +1,2 @@\n x\n+y\n");
}
