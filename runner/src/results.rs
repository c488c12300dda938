//! The Results rules of the pipeline YAML — BufferExact, BufferFloatULP,
//! BufferFloatEpsilon — applied to the read-back bytes, with a readable report
//! of every mismatch: where (`Out[1].y`), the actual and expected values, and
//! the difference (or the distance in ULPs).
//!
//! This module compares bytes; it must not know about Vulkan.

use crate::pipeline::{Buffer, DataFormat, DenormMode, ResultCheck, Rule};
use std::fmt::Write;

/// The outcome of one Results entry.
#[derive(Debug, Clone, PartialEq)]
pub struct Outcome {
    pub passed: bool,
    /// A report: one summary line, then one line per mismatch.
    pub report: String,
}

/// One decoded value of a buffer.
#[derive(Debug, Clone, Copy, PartialEq)]
enum Scalar {
    Float(f64, u64, FloatKind),
    Signed(i64),
    Unsigned(u64, bool),
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum FloatKind {
    Half,
    Single,
    Double,
}

fn f16_to_f64(bits: u16) -> f64 {
    let sign = if bits & 0x8000 != 0 { -1.0 } else { 1.0 };
    let exponent = i32::from((bits >> 10) & 0x1f);
    let mantissa = f64::from(bits & 0x3ff);
    match exponent {
        0 => sign * mantissa * 2f64.powi(-24),
        0x1f if mantissa == 0.0 => sign * f64::INFINITY,
        0x1f => f64::NAN,
        _ => sign * (1.0 + mantissa / 1024.0) * 2f64.powi(exponent - 15),
    }
}

fn decode(format: DataFormat, bytes: &[u8]) -> Vec<Scalar> {
    let size = format.size() as usize;
    bytes
        .chunks_exact(size)
        .map(|b| {
            let mut raw = [0u8; 8];
            raw[..size].copy_from_slice(b);
            let bits = u64::from_le_bytes(raw);
            match format {
                DataFormat::Float16 => {
                    Scalar::Float(f16_to_f64(bits as u16), bits, FloatKind::Half)
                }
                DataFormat::Float32 | DataFormat::Depth32 => Scalar::Float(
                    f64::from(f32::from_bits(bits as u32)),
                    bits,
                    FloatKind::Single,
                ),
                DataFormat::Float64 => Scalar::Float(f64::from_bits(bits), bits, FloatKind::Double),
                DataFormat::Int16 => Scalar::Signed(i64::from(bits as u16 as i16)),
                DataFormat::Int32 => Scalar::Signed(i64::from(bits as u32 as i32)),
                DataFormat::Int64 => Scalar::Signed(bits as i64),
                DataFormat::Hex8 | DataFormat::Hex16 | DataFormat::Hex32 | DataFormat::Hex64 => {
                    Scalar::Unsigned(bits, true)
                }
                DataFormat::UInt16 | DataFormat::UInt32 | DataFormat::UInt64 | DataFormat::Bool => {
                    Scalar::Unsigned(bits, false)
                }
            }
        })
        .collect()
}

impl std::fmt::Display for Scalar {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Scalar::Float(value, _, FloatKind::Single) => write!(f, "{}", *value as f32),
            Scalar::Float(value, _, _) => write!(f, "{value}"),
            Scalar::Signed(value) => write!(f, "{value}"),
            Scalar::Unsigned(value, true) => write!(f, "{value:#x}"),
            Scalar::Unsigned(value, false) => write!(f, "{value}"),
        }
    }
}

/// Bit pattern → a position on a line where adjacent floats are adjacent
/// integers (and +0 and -0 are the same point).
fn ordered(bits: u64, kind: FloatKind) -> i128 {
    let (sign_bit, magnitude_mask) = match kind {
        FloatKind::Half => (1u64 << 15, (1u64 << 15) - 1),
        FloatKind::Single => (1u64 << 31, (1u64 << 31) - 1),
        FloatKind::Double => (1u64 << 63, (1u64 << 63) - 1),
    };
    let magnitude = i128::from(bits & magnitude_mask);
    if bits & sign_bit != 0 {
        -magnitude
    } else {
        magnitude
    }
}

fn is_denormal(value: f64, kind: FloatKind) -> bool {
    let smallest_normal = match kind {
        FloatKind::Half => 2f64.powi(-14),
        FloatKind::Single => f64::from(f32::MIN_POSITIVE),
        FloatKind::Double => f64::MIN_POSITIVE,
    };
    value != 0.0 && value.abs() < smallest_normal
}

/// The bit pattern of a flushed-to-zero value of `kind` with the sign of `bits`.
fn flushed_bits(bits: u64, kind: FloatKind) -> u64 {
    let sign_bit = match kind {
        FloatKind::Half => 1u64 << 15,
        FloatKind::Single => 1u64 << 31,
        FloatKind::Double => 1u64 << 63,
    };
    bits & sign_bit
}

/// Compares two floats under a tolerance, after the denormal rule.
/// Returns `None` when they match, else the measure of the difference to report.
fn compare_floats(
    check: &ResultCheck,
    actual: (f64, u64),
    expected: (f64, u64),
    kind: FloatKind,
) -> Option<String> {
    let one = |a: (f64, u64), e: (f64, u64)| -> Option<String> {
        if a.0.is_nan() || e.0.is_nan() {
            return if a.0.is_nan() && e.0.is_nan() {
                None
            } else {
                Some("one is NaN".into())
            };
        }
        match check.rule {
            Rule::BufferFloatULP => {
                if e.0 == 0.0 && a.0.abs() <= check.zero_tolerance {
                    return None;
                }
                let ulps = (ordered(a.1, kind) - ordered(e.1, kind)).unsigned_abs();
                (ulps > u128::from(check.ulp_tolerance)).then(|| format!("{ulps} ULPs"))
            }
            Rule::BufferFloatEpsilon => {
                if a.0 == e.0 {
                    return None; // also equal infinities
                }
                let difference = (a.0 - e.0).abs();
                (difference.is_nan() || difference > check.epsilon)
                    .then(|| format!("difference {difference}"))
            }
            Rule::BufferExact => (a.1 != e.1).then(|| "different bits".into()),
        }
    };
    let flush = |v: (f64, u64)| {
        if is_denormal(v.0, kind) {
            (0.0, flushed_bits(v.1, kind))
        } else {
            v
        }
    };
    match check.denorm_mode {
        DenormMode::Preserve => one(actual, expected),
        DenormMode::Ftz => one(flush(actual), flush(expected)),
        DenormMode::Any => one(actual, expected).and(one(flush(actual), flush(expected))),
    }
}

/// Where value `index` of `buffer` is: `Out[3]`, or `Out[1].y` with channels.
fn location(buffer: &Buffer, index: usize) -> String {
    if buffer.channels > 1 && buffer.stride == 0 {
        let channels = buffer.channels as usize;
        format!(
            "{}[{}].{}",
            buffer.name,
            index / channels,
            ["x", "y", "z", "w"][index % channels]
        )
    } else {
        format!("{}[{index}]", buffer.name)
    }
}

/// Applies one Results rule to the actual (read-back) and expected buffers.
pub fn apply(check: &ResultCheck, actual: &Buffer, expected: &Buffer) -> Outcome {
    let mut rule = format!("{:?}", check.rule);
    match check.rule {
        Rule::BufferFloatULP => write!(rule, ", ULPT {}", check.ulp_tolerance).unwrap(),
        Rule::BufferFloatEpsilon => write!(rule, ", epsilon {}", check.epsilon).unwrap(),
        Rule::BufferExact => {}
    }
    let actual_values = decode(actual.format, &actual.data);
    let expected_values = decode(expected.format, &expected.data);
    let mut mismatches = Vec::new();
    if actual.data.len() != expected.data.len() {
        mismatches.push(format!(
            "  size: {} has {} bytes, {} has {} bytes",
            actual.name,
            actual.data.len(),
            expected.name,
            expected.data.len()
        ));
    }
    let exact_bytes_differ = check.rule == Rule::BufferExact && actual.data != expected.data;
    for (index, (a, e)) in actual_values.iter().zip(&expected_values).enumerate() {
        let measure = match (check.rule, a, e) {
            (Rule::BufferExact, a, e) => {
                let same = match (a, e) {
                    (Scalar::Float(_, x, _), Scalar::Float(_, y, _)) => x == y,
                    _ => a == e,
                };
                (!same).then(|| match (a, e) {
                    (Scalar::Float(x, _, _), Scalar::Float(y, _, _)) => {
                        format!("difference {}", (x - y).abs())
                    }
                    (Scalar::Signed(x), Scalar::Signed(y)) => {
                        format!("difference {}", (i128::from(*x) - i128::from(*y)).abs())
                    }
                    _ => "different bits".into(),
                })
            }
            (_, Scalar::Float(av, ab, kind), Scalar::Float(ev, eb, _)) => {
                compare_floats(check, (*av, *ab), (*ev, *eb), *kind)
            }
            _ => Some("not float values".into()),
        };
        if let Some(measure) = measure {
            mismatches.push(format!(
                "  {}: actual {a}, expected {e}, {measure}",
                location(actual, index)
            ));
        }
    }
    if exact_bytes_differ && mismatches.is_empty() {
        mismatches.push("  the bytes differ".into());
    }
    let count = actual_values.len().max(expected_values.len());
    let passed = mismatches.is_empty();
    let mut report = if passed {
        format!(
            "{}: pass ({rule}): {} matches {} ({count} values)",
            check.name, actual.name, expected.name
        )
    } else {
        format!(
            "{}: FAIL ({rule}): {} differs from {} in {} of {count} values",
            check.name,
            actual.name,
            expected.name,
            mismatches.len()
        )
    };
    for line in mismatches {
        report.push('\n');
        report.push_str(&line);
    }
    Outcome { passed, report }
}

/// Side-by-side listing of every value of the actual and expected buffers.
pub fn side_by_side(actual: &Buffer, expected: &Buffer) -> String {
    let actual_values = decode(actual.format, &actual.data);
    let expected_values = decode(expected.format, &expected.data);
    let mut out = String::new();
    let per_row = if actual.stride == 0 {
        actual.channels as usize
    } else {
        1
    };
    let rows = actual_values
        .len()
        .max(expected_values.len())
        .div_ceil(per_row);
    let show = |values: &[Scalar], row: usize| -> String {
        let items: Vec<String> = values
            .iter()
            .skip(row * per_row)
            .take(per_row)
            .map(|v| v.to_string())
            .collect();
        format!("({})", items.join(", "))
    };
    for row in 0..rows {
        let a = show(&actual_values, row);
        let e = show(&expected_values, row);
        let mark = if a == e { "" } else { "   <- differs" };
        writeln!(out, "  {}[{row}] = {a:<32} expected {e}{mark}", actual.name).unwrap();
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use pretty_assertions::assert_eq;

    fn floats(name: &str, channels: u32, values: &[f32]) -> Buffer {
        Buffer {
            name: name.into(),
            format: DataFormat::Float32,
            channels,
            stride: 0,
            data: values.iter().flat_map(|v| v.to_le_bytes()).collect(),
            output_props: None,
        }
    }

    fn check(rule: Rule) -> ResultCheck {
        ResultCheck {
            name: "Test0".into(),
            rule,
            actual: 0,
            expected: 1,
            ulp_tolerance: 1,
            epsilon: 0.008,
            denorm_mode: DenormMode::Any,
            zero_tolerance: 0.0,
        }
    }

    #[test]
    fn epsilon_rule_reports_location_values_and_difference() {
        let outcome = apply(
            &check(Rule::BufferFloatEpsilon),
            &floats("Out", 4, &[1.0, 0.0, 0.0, 1.0, 0.5, 0.5, 0.0, 1.0]),
            &floats("Expected", 4, &[1.0, 0.0, 0.004, 1.0, 0.5, 0.25, 0.0, 1.0]),
        );
        assert!(!outcome.passed);
        assert_eq!(
            outcome.report,
            "Test0: FAIL (BufferFloatEpsilon, epsilon 0.008): Out differs from Expected in 1 of 8 values\n  Out[1].y: actual 0.5, expected 0.25, difference 0.25"
        );
    }

    #[test]
    fn epsilon_edges() {
        let c = check(Rule::BufferFloatEpsilon);
        let pass = |a: f32, e: f32| apply(&c, &floats("A", 1, &[a]), &floats("E", 1, &[e])).passed;
        assert!(pass(f32::NAN, f32::NAN));
        assert!(!pass(f32::NAN, 1.0));
        assert!(!pass(1.0, f32::NAN));
        assert!(pass(f32::INFINITY, f32::INFINITY));
        assert!(!pass(f32::INFINITY, f32::NEG_INFINITY));
        assert!(!pass(f32::MAX, f32::INFINITY));
        assert!(pass(0.5, 0.5 + 0.0078125)); // the difference 2^-7 is within 0.008
        assert!(!pass(0.5, 0.51));
        assert!(pass(-0.0, 0.0));
    }

    #[test]
    fn ulp_edges() {
        let c = check(Rule::BufferFloatULP);
        let pass = |a: f32, e: f32| apply(&c, &floats("A", 1, &[a]), &floats("E", 1, &[e])).passed;
        let next = |v: f32| f32::from_bits(v.to_bits() + 1);
        assert!(pass(next(1.0), 1.0));
        assert!(!pass(next(next(1.0)), 1.0));
        assert!(pass(-0.0, 0.0));
        // The smallest denormals on either side of zero are 2 ULPs apart.
        let tiny = f32::from_bits(1);
        let distance = ordered(tiny.to_bits().into(), FloatKind::Single)
            - ordered((-tiny).to_bits().into(), FloatKind::Single);
        assert_eq!(distance, 2);
        assert!(pass(f32::NAN, f32::NAN));
        assert!(!pass(f32::NAN, 0.0));
        assert!(pass(f32::MAX, f32::MAX));
        assert!(pass(f32::INFINITY, f32::MAX)); // infinity is the next bit pattern after MAX
        let report = apply(
            &c,
            &floats("Out", 1, &[1.5]),
            &floats("Expected", 1, &[1.0]),
        )
        .report;
        assert_eq!(report, "Test0: FAIL (BufferFloatULP, ULPT 1): Out differs from Expected in 1 of 1 values\n  Out[0]: actual 1.5, expected 1, 4194304 ULPs");
    }

    #[test]
    fn denormal_modes() {
        let tiny = f32::from_bits(0x10); // a denormal, 16 ULPs above zero
        let mut c = check(Rule::BufferFloatULP);
        let run =
            |c: &ResultCheck| apply(c, &floats("A", 1, &[0.0]), &floats("E", 1, &[tiny])).passed;
        c.denorm_mode = DenormMode::Preserve;
        assert!(!run(&c));
        c.denorm_mode = DenormMode::Ftz;
        assert!(run(&c));
        c.denorm_mode = DenormMode::Any;
        assert!(run(&c));
    }

    #[test]
    fn zero_tolerance_accepts_near_zero() {
        let mut c = check(Rule::BufferFloatULP);
        c.zero_tolerance = 1e-6;
        assert!(apply(&c, &floats("A", 1, &[1e-7]), &floats("E", 1, &[0.0])).passed);
        assert!(!apply(&c, &floats("A", 1, &[1e-5]), &floats("E", 1, &[0.0])).passed);
    }

    #[test]
    fn exact_rule_on_integers_and_sizes() {
        let ints = |name: &str, values: &[i32]| Buffer {
            name: name.into(),
            format: DataFormat::Int32,
            channels: 1,
            stride: 0,
            data: values.iter().flat_map(|v| v.to_le_bytes()).collect(),
            output_props: None,
        };
        let c = check(Rule::BufferExact);
        assert!(apply(&c, &ints("Out", &[1, -2]), &ints("Expected", &[1, -2])).passed);
        assert_eq!(
            apply(&c, &ints("Out", &[1, -2]), &ints("Expected", &[1, 3, 4])).report,
            "Test0: FAIL (BufferExact): Out differs from Expected in 2 of 3 values\n  size: Out has 8 bytes, Expected has 12 bytes\n  Out[1]: actual -2, expected 3, difference 5"
        );
        // Exact on floats compares bits: -0 is not 0, and NaN payloads must agree.
        assert!(!apply(&c, &floats("A", 1, &[-0.0]), &floats("E", 1, &[0.0])).passed);
        assert!(
            apply(
                &c,
                &floats("A", 1, &[f32::NAN]),
                &floats("E", 1, &[f32::NAN])
            )
            .passed
        );
    }

    #[test]
    fn half_floats_decode() {
        assert_eq!(f16_to_f64(0x3c00), 1.0);
        assert_eq!(f16_to_f64(0xc000), -2.0);
        assert_eq!(f16_to_f64(0x0001), 2f64.powi(-24));
        assert_eq!(f16_to_f64(0x7c00), f64::INFINITY);
        assert!(f16_to_f64(0x7e00).is_nan());
    }

    #[test]
    fn side_by_side_marks_differences() {
        let text = side_by_side(
            &floats("Out", 2, &[1.0, 0.0, 0.5, 0.5]),
            &floats("Expected", 2, &[1.0, 0.0, 0.5, 0.25]),
        );
        assert_eq!(
            text,
            "  Out[0] = (1, 0)                           expected (1, 0)\n  Out[1] = (0.5, 0.5)                       expected (0.5, 0.25)   <- differs\n"
        );
    }
}
