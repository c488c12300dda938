//! The execution comparison: a generated program compiled by texel and by
//! glslang's HLSL front end, both binaries run by `texel-runner` on the same
//! inputs (an offload-test-suite pipeline YAML written here), and every
//! value of every written buffer compared.
//!
//! The runner only prints values through a Results rule, so each written
//! buffer is paired with an all-zero "expected" buffer under `BufferExact`
//! and the run uses `--show`: the listing gives the actual values (a
//! mismatch against zero is expected and ignored; only a run error counts).
//! Structured buffers are read as raw 32-bit words (`Hex32`) and typed
//! with the program's std430 layout; `RWBuffer`s use their own format.

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::path::Path;

use crate::compile::{file_name, texel_args};
use crate::generate::{generate, Mode};
use crate::program::{Program, ResKind, Resource};
use crate::tools::{available, crash_context, first_error, run, runner, texel, Ended};
use crate::types::{Base, Elem, Word};

/// Floats may differ by this many units in the last place (the same
/// operations, but a driver may contract a multiply and an add differently
/// in two binaries).
pub const FLOAT_ULPS: u32 = 4;

/// The glslang command line for HLSL compute shaders (vulkan1.1: glslang 12
/// decorates HLSL structured buffers `BufferBlock`, invalid after SPIR-V 1.3).
const GLSLANG_ARGS: [&str; 7] = ["-D", "-V", "-S", "comp", "-e", "main", "--target-env"];
const GLSLANG_ENV: &str = "vulkan1.1";

pub struct Outcome {
    pub summary: String,
    pub failures: Vec<String>,
}

enum Verdict {
    /// texel rejected the program with a diagnostic (a known limit; the
    /// compile test bounds how many).
    Rejected(String),
    /// Same results: values compared, of which floats within tolerance but not bit-equal.
    Same {
        values: usize,
        approximate: usize,
    },
    /// glslang could not compile or run it: not texel's problem.
    Skipped(String),
    /// No Vulkan device, or one without what the program needs.
    Unsupported(String),
    Failed(String),
}

/// Runs `count` execution programs of `seed` in `dir`.
pub fn run_sample(seed: u64, count: usize, dir: &Path) -> Outcome {
    let unsupported = |why: String| Outcome {
        summary: format!("UNSUPPORTED: {why}; nothing was run"),
        failures: Vec::new(),
    };
    if !available("glslangValidator") {
        return unsupported("glslangValidator is not installed (glslang-tools)".into());
    }
    let runner = runner();
    assert!(
        runner.exists(),
        "{} is missing: build it with `cargo build --release -p texel-runner`",
        runner.display()
    );
    match run(&runner, &["--features"], dir) {
        Ended::Success { .. } => {}
        Ended::Failed { stderr, .. } => {
            return unsupported(format!("no Vulkan device: {}", first_error(&stderr)))
        }
        other => return unsupported(format!("texel-runner --features: {other:?}")),
    }

    let mut failures = Vec::new();
    let mut skipped = Vec::new();
    let mut rejected = Vec::new();
    let mut compared = 0;
    let mut values = 0;
    let mut approximate = 0;
    for index in 0..count {
        let program = generate(seed, index, Mode::Exec);
        let name = file_name(index);
        match one(&program, dir) {
            Verdict::Same {
                values: v,
                approximate: a,
            } => {
                compared += 1;
                values += v;
                approximate += a;
            }
            Verdict::Skipped(why) => skipped.push(format!("{name}: {why}")),
            Verdict::Rejected(why) => rejected.push(format!("{name}: {why}")),
            Verdict::Unsupported(why) => {
                return unsupported(format!("{name}: {why}"));
            }
            Verdict::Failed(why) => failures.push(format!(
                "- {} ({} thread(s) x {} group(s)): {why}\n    features: {}",
                dir.join(&name).display(),
                program.threads,
                program.groups,
                program.features.join(", ")
            )),
        }
    }
    let mut summary = format!(
        "{count} programs (seed {seed:#x}): {compared} agree with glslang ({values} values, {approximate} floats within {FLOAT_ULPS} ULPs but not bit-equal), {} fail, {} skipped (glslang)",
        failures.len(),
        skipped.len()
    );
    if rejected.len() * 5 > count {
        failures.push(format!(
            "texel rejected {} of {count} programs with a diagnostic (at most a fifth may be)",
            rejected.len()
        ));
    }
    let _ = write!(summary, ", {} rejected by texel", rejected.len());
    for r in &rejected {
        let _ = write!(summary, "\n  rejected {r}");
    }
    for s in &skipped {
        let _ = write!(summary, "\n  skipped {s}");
    }
    Outcome { summary, failures }
}

fn one(program: &Program, dir: &Path) -> Verdict {
    let name = file_name(program.index);
    let stem = name.trim_end_matches(".hlsl").to_string();
    std::fs::write(dir.join(&name), &program.source).expect("write the program");
    let yaml = format!("{stem}.yaml");
    std::fs::write(dir.join(&yaml), pipeline(program)).expect("write the pipeline");

    // glslang: the reference.
    let reference = format!("{stem}.glslang.spv");
    let mut args: Vec<&str> = GLSLANG_ARGS.to_vec();
    args.extend([GLSLANG_ENV, name.as_str(), "-o", reference.as_str()]);
    match run(Path::new("glslangValidator"), &args, dir) {
        Ended::Success { .. } => {}
        Ended::Failed { stdout, stderr, .. } => {
            return Verdict::Skipped(format!(
                "glslang rejects it: {}",
                first_error(&format!("{stdout}{stderr}"))
            ))
        }
        other => return Verdict::Skipped(format!("glslang: {other:?}")),
    }

    // texel.
    let binary = format!("{stem}.spv");
    let base = texel_args(program);
    let mut args: Vec<&str> = base.iter().map(String::as_str).collect();
    args.extend(["-spirv", name.as_str(), "-Fo", binary.as_str()]);
    match run(&texel(), &args, dir) {
        Ended::Success { .. } => {}
        Ended::Failed { stderr, .. } => {
            return Verdict::Rejected(format!("texel -spirv: {}", first_error(&stderr)))
        }
        Ended::Crashed { signal, stderr } => {
            return Verdict::Failed(format!(
                "texel -spirv crashed: {signal}: {}",
                crash_context(&stderr)
            ))
        }
        Ended::Hung => return Verdict::Failed("texel -spirv hung".into()),
    }
    match run(
        Path::new("spirv-val"),
        &["--target-env", "vulkan1.3", &binary],
        dir,
    ) {
        Ended::Success { .. } => {}
        Ended::Failed { stdout, stderr, .. } => {
            return Verdict::Failed(format!(
                "spirv-val: {}",
                first_error(&format!("{stderr}{stdout}"))
            ))
        }
        other => return Verdict::Failed(format!("spirv-val: {other:?}")),
    }

    let expected = match execute(&yaml, &reference, dir) {
        Ok(values) => values,
        Err(Run::Unsupported(why)) => return Verdict::Unsupported(why),
        Err(Run::Failed(why)) => {
            return Verdict::Skipped(format!("glslang's binary does not run: {why}"))
        }
    };
    let actual = match execute(&yaml, &binary, dir) {
        Ok(values) => values,
        Err(Run::Unsupported(why)) => return Verdict::Unsupported(why),
        Err(Run::Failed(why)) => return Verdict::Failed(format!("texel's binary: {why}")),
    };
    compare(program, &expected, &actual)
}

enum Run {
    Unsupported(String),
    Failed(String),
}

/// Runs a binary and returns every written buffer's values as the runner
/// prints them.
fn execute(yaml: &str, binary: &str, dir: &Path) -> Result<BTreeMap<String, Vec<String>>, Run> {
    let (stdout, stderr) = match run(&runner(), &[yaml, binary, "--show"], dir) {
        // 1: a value differs from the zeros (expected), or the run failed.
        Ended::Success { stdout, stderr }
        | Ended::Failed {
            code: 1,
            stdout,
            stderr,
        } => (stdout, stderr),
        Ended::Failed {
            code: 77, stdout, ..
        } => return Err(Run::Unsupported(stdout.trim().to_string())),
        Ended::Failed { code, stderr, .. } => {
            return Err(Run::Failed(format!(
                "texel-runner exit {code}: {}",
                first_error(&stderr)
            )))
        }
        Ended::Crashed { signal, stderr } => {
            return Err(Run::Failed(format!(
                "texel-runner crashed: {signal}: {}",
                crash_context(&stderr)
            )))
        }
        Ended::Hung => return Err(Run::Failed("texel-runner hung".into())),
    };
    if let Some(line) = stderr.lines().find(|l| l.contains("error")) {
        return Err(Run::Failed(line.trim().to_string()));
    }
    let mut buffers: BTreeMap<String, Vec<String>> = BTreeMap::new();
    for line in stdout.lines() {
        // `  Out0[3] = (0x1, 0x2)        expected (0x0, 0x0)`
        let Some((place, rest)) = line.trim_start().split_once(" = (") else {
            continue;
        };
        let Some((buffer, _)) = place.split_once('[') else {
            continue;
        };
        let Some((values, _)) = rest.split_once(')') else {
            continue;
        };
        let entry = buffers.entry(buffer.to_string()).or_default();
        entry.extend(values.split(", ").map(|v| v.trim().to_string()));
    }
    Ok(buffers)
}

/// The word kinds of a written resource, one per value the runner prints.
fn kinds(program: &Program, r: &Resource) -> Vec<Word> {
    match (r.kind, r.elem) {
        (ResKind::RWBuffer, Some(Elem::Value(v))) => {
            vec![Word::of(v.base()); (r.count * v.width as u32) as usize]
        }
        _ => {
            let words = r.words(&program.structs);
            let mut out = Vec::new();
            for _ in 0..r.count {
                out.extend(&words);
            }
            out
        }
    }
}

/// A printed value (hex words, or a decimal of the buffer's format) as its
/// 32-bit pattern.
fn bits(text: &str, kind: Word) -> Option<u32> {
    if let Some(hex) = text.strip_prefix("0x") {
        return u32::from_str_radix(hex, 16).ok();
    }
    if kind == Word::Float {
        return text.parse::<f32>().ok().map(f32::to_bits);
    }
    text.parse::<i64>().ok().map(|v| v as u32)
}

/// Distance in units in the last place (+0 and -0 are the same point).
fn ulps(a: u32, b: u32) -> u64 {
    let ordered = |x: u32| -> i64 {
        let magnitude = i64::from(x & 0x7fff_ffff);
        if x & 0x8000_0000 != 0 {
            -magnitude
        } else {
            magnitude
        }
    };
    (ordered(a) - ordered(b)).unsigned_abs()
}

fn show(bits: u32, kind: Word) -> String {
    match kind {
        Word::Float => format!("{} ({bits:#010x})", f32::from_bits(bits)),
        Word::Int => format!("{}", bits as i32),
        Word::Uint | Word::Pad => format!("{bits} ({bits:#x})"),
    }
}

fn compare(
    program: &Program,
    expected: &BTreeMap<String, Vec<String>>,
    actual: &BTreeMap<String, Vec<String>>,
) -> Verdict {
    let mut mismatches = Vec::new();
    let mut values = 0;
    let mut approximate = 0;
    for r in program.resources.iter().filter(|r| r.kind.writable()) {
        let kinds = kinds(program, r);
        let (Some(e), Some(a)) = (expected.get(&r.name), actual.get(&r.name)) else {
            return Verdict::Failed(format!("the runner printed no values of {}", r.name));
        };
        if e.len() != kinds.len() || a.len() != kinds.len() {
            return Verdict::Failed(format!(
                "{}: {} values from glslang's run, {} from texel's, {} expected",
                r.name,
                e.len(),
                a.len(),
                kinds.len()
            ));
        }
        let per_element = kinds.len() / r.count.max(1) as usize;
        for (i, ((e, a), kind)) in e.iter().zip(a).zip(&kinds).enumerate() {
            values += 1;
            let (Some(eb), Some(ab)) = (bits(e, *kind), bits(a, *kind)) else {
                return Verdict::Failed(format!("unreadable values {e} / {a} in {}", r.name));
            };
            let same = match kind {
                Word::Float => {
                    let (ef, af) = (f32::from_bits(eb), f32::from_bits(ab));
                    if eb == ab || (ef.is_nan() && af.is_nan()) {
                        true
                    } else if ef.is_finite()
                        && af.is_finite()
                        && ulps(eb, ab) <= u64::from(FLOAT_ULPS)
                    {
                        approximate += 1;
                        true
                    } else {
                        false
                    }
                }
                _ => eb == ab,
            };
            if !same {
                let element = i / per_element.max(1);
                let thread = element as u32 / program.slots.max(1);
                mismatches.push(format!(
                    "{}[{element}] word {} (thread {thread}): texel {}, glslang {}",
                    r.name,
                    i % per_element.max(1),
                    show(ab, *kind),
                    show(eb, *kind)
                ));
            }
        }
    }
    if mismatches.is_empty() {
        Verdict::Same {
            values,
            approximate,
        }
    } else {
        let count = mismatches.len();
        mismatches.truncate(8);
        Verdict::Failed(format!(
            "{count} of {values} values differ from glslang's:\n      {}",
            mismatches.join("\n      ")
        ))
    }
}

/// The runner's data format and channels of a written RWBuffer.
fn typed_format(base: Base) -> &'static str {
    match base {
        Base::Float => "Float32",
        Base::Int => "Int32",
        Base::Uint => "UInt32",
    }
}

/// The pipeline YAML of a program: inputs with their data, written buffers
/// zero-filled, each beside an all-zero twin for a `BufferExact` rule.
pub fn pipeline(program: &Program) -> String {
    let mut y = String::from("---\nShaders:\n  - Stage: Compute\n    Entry: main\n");
    let _ = writeln!(
        y,
        "DispatchParameters: {{ DispatchGroupCount: [{}, 1, 1] }}",
        program.groups
    );
    y.push_str("Buffers:\n");
    let mut results = String::new();
    for r in &program.resources {
        let (format, channels, bytes) = match (r.kind, r.elem) {
            (ResKind::RWBuffer, Some(Elem::Value(v))) => (
                typed_format(v.base()),
                u32::from(v.width),
                r.count * u32::from(v.width) * 4,
            ),
            _ => (
                "Hex32",
                1,
                r.count * r.words(&program.structs).len() as u32 * 4,
            ),
        };
        let _ = writeln!(y, "  - Name: {}\n    Format: {format}", r.name);
        if channels > 1 {
            let _ = writeln!(y, "    Channels: {channels}");
        }
        if r.kind.writable() {
            let _ = writeln!(y, "    FillSize: {bytes}");
            let _ = writeln!(y, "  - Name: {}Zero\n    Format: {format}", r.name);
            if channels > 1 {
                let _ = writeln!(y, "    Channels: {channels}");
            }
            let _ = writeln!(y, "    FillSize: {bytes}");
            let _ = writeln!(
                results,
                "  - Result: {0}\n    Rule: BufferExact\n    Actual: {0}\n    Expected: {0}Zero",
                r.name
            );
        } else {
            let words: Vec<String> = r.data.iter().map(|w| format!("{w:#x}")).collect();
            y.push_str("    Data: [");
            for (i, chunk) in words.chunks(8).enumerate() {
                if i > 0 {
                    y.push_str(",\n            ");
                } else {
                    y.push(' ');
                }
                y.push_str(&chunk.join(", "));
            }
            y.push_str(" ]\n");
        }
    }
    y.push_str("Results:\n");
    y.push_str(&results);
    y.push_str("DescriptorSets:\n  - Resources:\n");
    for r in &program.resources {
        let _ = writeln!(
            y,
            "    - Name: {name}\n      Kind: {kind}\n      DirectXBinding: {{ Register: {binding}, Space: 0 }}\n      VulkanBinding: {{ Binding: {binding} }}",
            name = r.name,
            kind = r.kind.name(),
            binding = r.binding
        );
    }
    y.push_str("...\n");
    y
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::types::{Scalar, Vector};

    fn program(elem: Vector) -> Program {
        Program {
            index: 0,
            source: String::new(),
            flags: Vec::new(),
            threads: 2,
            groups: 1,
            slots: 1,
            resources: vec![Resource {
                name: "Out0".into(),
                kind: ResKind::RWStructuredBuffer,
                elem: Some(Elem::Value(elem)),
                members: Vec::new(),
                binding: 0,
                count: 2,
                data: Vec::new(),
            }],
            structs: Vec::new(),
            features: Vec::new(),
        }
    }

    fn values(list: &[&str]) -> BTreeMap<String, Vec<String>> {
        BTreeMap::from([(
            "Out0".to_string(),
            list.iter().map(|s| s.to_string()).collect(),
        )])
    }

    /// Integers compare exactly, floats within `FLOAT_ULPS`, NaNs match.
    #[test]
    fn comparison_rules() {
        let ints = program(Vector::new(Scalar::Uint, 1));
        let floats = program(Vector::new(Scalar::Float, 1));
        let one = 1.0f32.to_bits();
        let same = compare(&ints, &values(&["0x5", "0x6"]), &values(&["0x5", "0x6"]));
        assert!(matches!(
            same,
            Verdict::Same {
                values: 2,
                approximate: 0
            }
        ));
        // An integer one off is a difference even though it is one "ULP".
        let off = compare(&ints, &values(&["0x5", "0x6"]), &values(&["0x5", "0x7"]));
        assert!(matches!(off, Verdict::Failed(ref m) if m.contains("Out0[1]")));
        let near = format!("{:#x}", one + 2);
        let far = format!("{:#x}", one + 100);
        let within = compare(
            &floats,
            &values(&[&format!("{one:#x}"), "0x7fc00000"]),
            &values(&[&near, "0x7fc00001"]),
        );
        assert!(matches!(
            within,
            Verdict::Same {
                values: 2,
                approximate: 1
            }
        ));
        let beyond = compare(
            &floats,
            &values(&[&format!("{one:#x}"), "0x0"]),
            &values(&[&far, "0x0"]),
        );
        assert!(matches!(beyond, Verdict::Failed(_)));
    }

    /// Values as the runner prints them (Hex32, Float32, Int32).
    #[test]
    fn printed_values() {
        assert_eq!(bits("0x3f800000", Word::Float), Some(0x3f80_0000));
        assert_eq!(bits("1", Word::Uint), Some(1));
        assert_eq!(bits("-1", Word::Int), Some(u32::MAX));
        assert_eq!(bits("0.25", Word::Float), Some(0.25f32.to_bits()));
        assert_eq!(bits("-0", Word::Float), Some(0x8000_0000));
        assert!(bits("NaN", Word::Float).is_some_and(|b| f32::from_bits(b).is_nan()));
        assert_eq!(ulps(0x8000_0000, 0), 0);
    }
}
