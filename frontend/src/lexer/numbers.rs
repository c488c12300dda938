//! Numeric literals: where a number starts and ends and what its pieces are
//! (`scan_number`), and the token it stands for with the error to report
//! (`interpret_number`): decimal and hexadecimal integers and floats, their
//! suffixes, and best-effort values for bad literals.

use crate::token::TokenKind;

use super::messages::LexError;

const INTEGER_SUFFIXES: &[&str] = &["", "u", "l", "ul", "lu", "ll", "ull", "llu"];
const FLOAT_SUFFIXES: &[&str] = &["", "f", "h", "l", "lf"];

/// The pieces of a numeric literal, as logical byte offsets.
pub(super) struct NumberParts {
    hexadecimal: bool,
    integer_digits: (usize, usize),
    fraction_digits: Option<(usize, usize)>,
    /// Sign and digits of the exponent.
    exponent: Option<(bool, (usize, usize))>,
    /// `e`/`p` seen but no digits followed.
    exponent_missing: bool,
    suffix: (usize, usize),
    pub(super) end: usize,
}

fn scan_while(bytes: &[u8], mut index: usize, accept: impl Fn(u8) -> bool) -> usize {
    while index < bytes.len() && accept(bytes[index]) {
        index += 1;
    }
    index
}

/// Finds the extent and pieces of the number starting at `start`. The suffix
/// swallows letters and digits, so `123abc` is one (bad) literal, as in C; a
/// second `.` ends the literal (`1.0.xxx` is `1.0` `.` `xxx`), and so does a
/// `.` right after integer digits when a swizzle letter follows (`2.xx` is
/// the integer `2` swizzled, as in DXC; no float suffix or exponent starts
/// with `x y z w r g b a`).
pub(super) fn scan_number(bytes: &[u8], start: usize) -> NumberParts {
    let hexadecimal = bytes.get(start) == Some(&b'0')
        && matches!(bytes.get(start + 1), Some(b'x' | b'X'))
        && bytes
            .get(start + 2)
            .is_some_and(|byte| byte.is_ascii_hexdigit() || *byte == b'.');
    let is_digit = move |byte: u8| {
        if hexadecimal {
            byte.is_ascii_hexdigit()
        } else {
            byte.is_ascii_digit()
        }
    };
    let digits_start = if hexadecimal { start + 2 } else { start };
    let mut index = scan_while(bytes, digits_start, is_digit);
    let integer_digits = (digits_start, index);
    let mut fraction_digits = None;
    let swizzle_follows = !hexadecimal
        && bytes
            .get(index + 1)
            .is_some_and(|byte| b"xyzwrgba".contains(byte));
    if bytes.get(index) == Some(&b'.') && !swizzle_follows {
        let fraction_start = index + 1;
        index = scan_while(bytes, fraction_start, is_digit);
        fraction_digits = Some((fraction_start, index));
    }
    let exponent_letters: &[u8] = if hexadecimal { b"pP" } else { b"eE" };
    let mut exponent = None;
    let mut exponent_missing = false;
    if bytes
        .get(index)
        .is_some_and(|byte| exponent_letters.contains(byte))
    {
        let mut digits_at = index + 1;
        let negative = bytes.get(digits_at) == Some(&b'-');
        if matches!(bytes.get(digits_at), Some(b'+' | b'-')) {
            digits_at += 1;
        }
        if bytes.get(digits_at).is_some_and(u8::is_ascii_digit) {
            let digits_end = scan_while(bytes, digits_at, |byte| byte.is_ascii_digit());
            exponent = Some((negative, (digits_at, digits_end)));
            index = digits_end;
        } else {
            exponent_missing = true;
            index = digits_at;
        }
    }
    let suffix_end = scan_while(bytes, index, |byte| {
        byte.is_ascii_alphanumeric() || byte == b'_'
    });
    NumberParts {
        hexadecimal,
        integer_digits,
        fraction_digits,
        exponent,
        exponent_missing,
        suffix: (index, suffix_end),
        end: suffix_end,
    }
}

/// The token a scanned number stands for, and the error to report, if any.
/// A bad literal still yields a token (best-effort value) so parsing goes on.
pub(super) fn interpret_number(text: &str, parts: &NumberParts) -> (TokenKind, Option<LexError>) {
    let piece = |(start, end): (usize, usize)| text.get(start..end).unwrap_or("");
    let integer_digits = piece(parts.integer_digits);
    let fraction_digits = parts.fraction_digits.map(piece);
    let suffix = piece(parts.suffix);
    let lower_suffix = suffix.to_ascii_lowercase();
    let is_float = fraction_digits.is_some() || parts.exponent.is_some() || parts.exponent_missing;
    if is_float {
        let exponent = parts
            .exponent
            .map(|(negative, digits)| (negative, piece(digits)));
        let value = if parts.hexadecimal {
            hexadecimal_float_value(integer_digits, fraction_digits.unwrap_or(""), exponent)
        } else {
            decimal_float_value(integer_digits, fraction_digits.unwrap_or(""), exponent)
        };
        let error = if parts.exponent_missing {
            Some(LexError::ExponentWithoutDigits)
        } else if parts.hexadecimal && parts.exponent.is_none() {
            Some(LexError::HexFloatWithoutExponent)
        } else if !FLOAT_SUFFIXES.contains(&lower_suffix.as_str()) {
            Some(LexError::InvalidFloatSuffix {
                suffix: suffix.to_string(),
            })
        } else {
            None
        };
        let suffix = if error.is_some() {
            String::new()
        } else {
            lower_suffix
        };
        return (TokenKind::Float { value, suffix }, error);
    }
    let (radix, digits) = if parts.hexadecimal {
        (16, integer_digits)
    } else if integer_digits.len() > 1 && integer_digits.starts_with('0') {
        (8, integer_digits.get(1..).unwrap_or(""))
    } else {
        (10, integer_digits)
    };
    let mut value: u64 = 0;
    let mut overflow = false;
    let mut error = None;
    for digit in digits.chars() {
        let Some(digit_value) = digit.to_digit(radix) else {
            error = Some(LexError::InvalidOctalDigit { digit });
            break;
        };
        match value
            .checked_mul(u64::from(radix))
            .and_then(|shifted| shifted.checked_add(u64::from(digit_value)))
        {
            Some(next) => value = next,
            None => {
                overflow = true;
                value = value
                    .wrapping_mul(u64::from(radix))
                    .wrapping_add(u64::from(digit_value));
            }
        }
    }
    if error.is_none() && !INTEGER_SUFFIXES.contains(&lower_suffix.as_str()) {
        error = Some(LexError::InvalidIntegerSuffix {
            suffix: suffix.to_string(),
        });
    }
    if error.is_none() && overflow {
        error = Some(LexError::IntegerTooLarge);
    }
    let suffix = if error.is_some() {
        String::new()
    } else {
        lower_suffix
    };
    (TokenKind::Integer { value, suffix }, error)
}

fn decimal_float_value(integer: &str, fraction: &str, exponent: Option<(bool, &str)>) -> f64 {
    let integer = if integer.is_empty() { "0" } else { integer };
    let fraction = if fraction.is_empty() { "0" } else { fraction };
    let (sign, digits) = match exponent {
        Some((negative, digits)) => (if negative { "-" } else { "" }, digits),
        None => ("", "0"),
    };
    format!("{integer}.{fraction}e{sign}{digits}")
        .parse()
        .unwrap_or(0.0)
}

fn hexadecimal_float_value(integer: &str, fraction: &str, exponent: Option<(bool, &str)>) -> f64 {
    let mut mantissa = 0.0f64;
    for digit in integer.chars().chain(fraction.chars()) {
        mantissa = mantissa * 16.0 + f64::from(digit.to_digit(16).unwrap_or(0));
    }
    let mut binary_exponent: i64 = exponent.map_or(0, |(negative, digits)| {
        let magnitude = digits.chars().fold(0i64, |value, digit| {
            value
                .saturating_mul(10)
                .saturating_add(i64::from(digit.to_digit(10).unwrap_or(0)))
        });
        if negative {
            -magnitude
        } else {
            magnitude
        }
    });
    binary_exponent = binary_exponent.saturating_sub(4 * fraction.len() as i64);
    mantissa * 2f64.powi(binary_exponent.clamp(-4000, 4000) as i32)
}
