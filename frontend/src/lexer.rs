//! The lexer: turns the text of one file into raw lexemes with spans —
//! identifiers, keywords, literals, punctuators and the preprocessor-only
//! `#`, `##` and `...` — and records where logical lines start so that the
//! preprocessor can find directives. Line continuations (`\` + newline) are
//! removed before anything else, comments are skipped, and every lexical error
//! is a diagnostic after which lexing continues.
//!
//! It must not expand macros, interpret directives or open other files: that
//! is the [`crate::preprocessor`]'s job. It never panics, whatever the input.

use crate::diagnostics::Diagnostics;
use crate::span::{FileId, Span};
use crate::token::{Keyword, Punctuator, TokenKind};

/// What a lexeme is.
#[derive(Clone, Debug, PartialEq)]
pub enum LexemeKind {
    /// A token the parser sees too: identifier, keyword, literal, punctuator or
    /// the end of the file.
    Token(TokenKind),
    /// `#`: starts a directive at the start of a line, stringizes in a macro body.
    Hash,
    /// `##`: token pasting in a macro body.
    HashHash,
    /// `...`: the variadic part of a macro parameter list.
    Ellipsis,
    /// `<path>` after `#include`, only produced by [`Lexer::next_header_name_in_line`].
    HeaderName(String),
}

/// One lexeme: its kind, its spelling and where it came from.
#[derive(Clone, Debug, PartialEq)]
pub struct Lexeme {
    pub kind: LexemeKind,
    /// The source spelling, line continuations removed (`0x1Fu`, `"a\n"`).
    pub text: String,
    pub span: Span,
    /// First lexeme of its logical line (always true for the end of the file).
    pub starts_line: bool,
    /// Whitespace or a comment precedes it.
    pub space_before: bool,
}

impl Lexeme {
    /// The name of an identifier or keyword (directive and macro names may be either).
    pub fn name(&self) -> Option<&str> {
        match &self.kind {
            LexemeKind::Token(TokenKind::Identifier(name)) => Some(name),
            LexemeKind::Token(TokenKind::Keyword(keyword)) => Some(keyword.text()),
            _ => None,
        }
    }

    pub fn is_punctuator(&self, punctuator: Punctuator) -> bool {
        self.kind == LexemeKind::Token(TokenKind::Punctuator(punctuator))
    }

    pub fn is_end_of_file(&self) -> bool {
        self.kind == LexemeKind::Token(TokenKind::EndOfFile)
    }
}

/// Lexes one file on demand, one lexeme at a time.
pub struct Lexer {
    file: FileId,
    /// The text with line continuations removed ("logical" text).
    text: String,
    /// For every byte of `text`, its offset in the original file; one more
    /// entry for the end.
    original_offsets: Vec<u32>,
    position: usize,
    at_line_start: bool,
    /// In a skipped conditional group: literal and character errors are not
    /// reported (unterminated comments still are), as clang does.
    skipping: bool,
}

const INTEGER_SUFFIXES: &[&str] = &["", "u", "l", "ul", "lu", "ll", "ull", "llu"];
const FLOAT_SUFFIXES: &[&str] = &["", "f", "h", "l", "lf"];

impl Lexer {
    pub fn new(file: FileId, text: &str) -> Lexer {
        let mut logical = String::with_capacity(text.len());
        let mut original_offsets = Vec::with_capacity(text.len() + 1);
        let bytes = text.as_bytes();
        let mut characters = text.char_indices().peekable();
        while let Some((offset, character)) = characters.next() {
            if character == '\\' {
                let splice_length = match (bytes.get(offset + 1), bytes.get(offset + 2)) {
                    (Some(b'\n'), _) => Some(1),
                    (Some(b'\r'), Some(b'\n')) => Some(2),
                    _ => None,
                };
                if let Some(length) = splice_length {
                    for _ in 0..length {
                        characters.next();
                    }
                    continue;
                }
            }
            logical.push(character);
            for byte_index in 0..character.len_utf8() {
                original_offsets.push((offset + byte_index) as u32);
            }
        }
        original_offsets.push(text.len() as u32);
        Lexer {
            file,
            text: logical,
            original_offsets,
            position: 0,
            at_line_start: true,
            skipping: false,
        }
    }

    /// Every lexeme of `text`, ending with the end of the file.
    pub fn tokenize(file: FileId, text: &str, diagnostics: &mut Diagnostics) -> Vec<Lexeme> {
        let mut lexer = Lexer::new(file, text);
        let mut lexemes = Vec::new();
        loop {
            let lexeme = lexer.next_lexeme(diagnostics);
            let done = lexeme.is_end_of_file();
            lexemes.push(lexeme);
            if done {
                return lexemes;
            }
        }
    }

    /// Suppresses literal and character errors while in a skipped conditional group.
    pub fn set_skipping(&mut self, skipping: bool) {
        self.skipping = skipping;
    }

    /// The next lexeme, across line breaks.
    pub fn next_lexeme(&mut self, diagnostics: &mut Diagnostics) -> Lexeme {
        loop {
            let space_before = self.skip_trivia(true, diagnostics);
            if self.position >= self.text.len() {
                let span = self.span(self.text.len(), self.text.len());
                return Lexeme {
                    kind: LexemeKind::Token(TokenKind::EndOfFile),
                    text: String::new(),
                    span,
                    starts_line: true,
                    space_before,
                };
            }
            if let Some(lexeme) = self.lex_at_position(space_before, diagnostics) {
                return lexeme;
            }
        }
    }

    /// The next lexeme if it is on the current logical line; `None` at the
    /// end of the line, which stays unconsumed (directives end there).
    pub fn next_lexeme_in_line(&mut self, diagnostics: &mut Diagnostics) -> Option<Lexeme> {
        loop {
            let space_before = self.skip_trivia(false, diagnostics);
            if self.at_end_of_line() {
                return None;
            }
            if let Some(lexeme) = self.lex_at_position(space_before, diagnostics) {
                return Some(lexeme);
            }
        }
    }

    /// A `<path>` header name if the rest of the line starts with one (after
    /// `#include`); otherwise nothing is consumed.
    pub fn next_header_name_in_line(&mut self, diagnostics: &mut Diagnostics) -> Option<Lexeme> {
        let space_before = self.skip_trivia(false, diagnostics);
        let bytes = self.text.as_bytes();
        if bytes.get(self.position) != Some(&b'<') {
            return None;
        }
        let start = self.position;
        let mut end = start + 1;
        while let Some(&byte) = bytes.get(end) {
            match byte {
                b'>' => {
                    let path = self.slice(start + 1, end).to_string();
                    self.position = end + 1;
                    self.at_line_start = false;
                    return Some(Lexeme {
                        kind: LexemeKind::HeaderName(path),
                        text: self.slice(start, end + 1).to_string(),
                        span: self.span(start, end + 1),
                        starts_line: false,
                        space_before,
                    });
                }
                b'\n' => return None,
                _ => end += 1,
            }
        }
        None
    }

    /// The raw text of the rest of the logical line, trimmed, with its span
    /// (`#error` and `#warning` messages are not tokenized). `None` if empty.
    pub fn rest_of_line(&mut self) -> Option<(String, Span)> {
        let bytes = self.text.as_bytes();
        let start = self.position;
        let mut end = start;
        while end < bytes.len() && bytes[end] != b'\n' {
            end += 1;
        }
        self.position = end;
        let raw = self.slice(start, end);
        let trimmed = raw.trim();
        if trimmed.is_empty() {
            return None;
        }
        let leading = raw.len() - raw.trim_start().len();
        let trimmed_start = start + leading;
        let trimmed_end = trimmed_start + trimmed.len();
        Some((trimmed.to_string(), self.span(trimmed_start, trimmed_end)))
    }

    fn at_end_of_line(&self) -> bool {
        matches!(self.text.as_bytes().get(self.position), None | Some(b'\n'))
    }

    /// The original-file span of the logical byte range `[start, end)`.
    fn span(&self, start: usize, end: usize) -> Span {
        let last = self.original_offsets.len().saturating_sub(1);
        let original_start = self.original_offsets[start.min(last)];
        let original_end = if end > start {
            self.original_offsets[(end - 1).min(last)] + 1
        } else {
            original_start
        };
        Span::new(self.file, original_start, original_end)
    }

    fn slice(&self, start: usize, end: usize) -> &str {
        self.text.get(start..end).unwrap_or("")
    }

    fn report(&self, diagnostics: &mut Diagnostics, start: usize, end: usize, message: String) {
        if !self.skipping {
            diagnostics.error(self.span(start, end), message);
        }
    }

    /// Skips whitespace and comments; `across_lines` also skips line breaks.
    /// Returns whether anything was skipped.
    fn skip_trivia(&mut self, across_lines: bool, diagnostics: &mut Diagnostics) -> bool {
        let start = self.position;
        let bytes = self.text.as_bytes();
        while let Some(&byte) = bytes.get(self.position) {
            match byte {
                b' ' | b'\t' | b'\r' | 0x0B | 0x0C => self.position += 1,
                b'\n' if across_lines => {
                    self.position += 1;
                    self.at_line_start = true;
                }
                b'/' if bytes.get(self.position + 1) == Some(&b'/') => {
                    while self.position < bytes.len() && bytes[self.position] != b'\n' {
                        self.position += 1;
                    }
                }
                b'/' if bytes.get(self.position + 1) == Some(&b'*') => {
                    let comment_start = self.position;
                    match self
                        .text
                        .get(self.position + 2..)
                        .and_then(|rest| rest.find("*/"))
                    {
                        Some(end) => self.position += 2 + end + 2,
                        None => {
                            // Reported even in skipped groups, as clang does.
                            diagnostics.error(
                                self.span(comment_start, comment_start + 2),
                                "unterminated /* comment",
                            );
                            self.position = bytes.len();
                        }
                    }
                }
                _ => break,
            }
        }
        self.position != start
    }

    /// Lexes the lexeme at the current position; `None` after reporting and
    /// skipping an unexpected character.
    fn lex_at_position(
        &mut self,
        space_before: bool,
        diagnostics: &mut Diagnostics,
    ) -> Option<Lexeme> {
        let start = self.position;
        let bytes = self.text.as_bytes();
        let first = bytes[start];
        let second = bytes.get(start + 1).copied();
        let kind = match first {
            b'a'..=b'z' | b'A'..=b'Z' | b'_' => Some(self.lex_identifier()),
            b'0'..=b'9' => Some(self.lex_number(diagnostics)),
            b'.' if second.is_some_and(|byte| byte.is_ascii_digit()) => {
                Some(self.lex_number(diagnostics))
            }
            b'"' => Some(self.lex_string(diagnostics)),
            b'\'' => Some(self.lex_character(diagnostics)),
            _ => self.lex_punctuator(),
        };
        let starts_line = self.at_line_start;
        self.at_line_start = false;
        let Some(kind) = kind else {
            self.lex_unexpected_character(diagnostics);
            return None;
        };
        Some(Lexeme {
            kind,
            text: self.slice(start, self.position).to_string(),
            span: self.span(start, self.position),
            starts_line,
            space_before,
        })
    }

    fn lex_unexpected_character(&mut self, diagnostics: &mut Diagnostics) {
        let start = self.position;
        let character = self
            .text
            .get(start..)
            .and_then(|rest| rest.chars().next())
            .unwrap_or('\u{FFFD}');
        self.position += character.len_utf8().max(1);
        let message = if character.is_ascii_graphic() {
            format!("unexpected character '{character}'")
        } else {
            format!("unexpected character <U+{:04X}>", character as u32)
        };
        self.report(diagnostics, start, self.position, message);
    }

    fn lex_identifier(&mut self) -> LexemeKind {
        let start = self.position;
        let bytes = self.text.as_bytes();
        while self.position < bytes.len()
            && (bytes[self.position].is_ascii_alphanumeric() || bytes[self.position] == b'_')
        {
            self.position += 1;
        }
        let name = self.slice(start, self.position);
        LexemeKind::Token(match Keyword::from_text(name) {
            Some(keyword) => TokenKind::Keyword(keyword),
            None => TokenKind::Identifier(name.to_string()),
        })
    }

    fn lex_punctuator(&mut self) -> Option<LexemeKind> {
        for length in [3, 2, 1] {
            let Some(candidate) = self.text.get(self.position..self.position + length) else {
                continue;
            };
            let kind = match candidate {
                "..." => LexemeKind::Ellipsis,
                "##" => LexemeKind::HashHash,
                "#" => LexemeKind::Hash,
                _ => match Punctuator::from_text(candidate) {
                    Some(punctuator) => LexemeKind::Token(TokenKind::Punctuator(punctuator)),
                    None => continue,
                },
            };
            self.position += length;
            return Some(kind);
        }
        None
    }

    fn lex_number(&mut self, diagnostics: &mut Diagnostics) -> LexemeKind {
        let start = self.position;
        let parts = scan_number(self.text.as_bytes(), start);
        self.position = parts.end;
        let (kind, error) = interpret_number(&self.text, &parts);
        if let Some(message) = error {
            self.report(diagnostics, start, parts.end, message);
        }
        LexemeKind::Token(kind)
    }

    /// Scans a quoted literal; returns the logical range of its contents and
    /// whether the closing quote was found.
    fn scan_quoted(&mut self, quote: u8) -> (usize, usize, bool) {
        let bytes = self.text.as_bytes();
        let content_start = self.position + 1;
        let mut index = content_start;
        loop {
            match bytes.get(index) {
                None | Some(b'\n') => {
                    self.position = index;
                    return (content_start, index, false);
                }
                Some(&byte) if byte == quote => {
                    self.position = index + 1;
                    return (content_start, index, true);
                }
                Some(b'\\') if !matches!(bytes.get(index + 1), None | Some(b'\n')) => index += 2,
                Some(_) => index += 1,
            }
        }
    }

    fn lex_string(&mut self, diagnostics: &mut Diagnostics) -> LexemeKind {
        let start = self.position;
        let (content_start, content_end, terminated) = self.scan_quoted(b'"');
        if !terminated {
            self.report(
                diagnostics,
                start,
                self.position,
                "missing terminating '\"' character".to_string(),
            );
        }
        let units = self.unescape(content_start, content_end, diagnostics);
        let value = units
            .into_iter()
            .map(|unit| char::from_u32(unit).unwrap_or('\u{FFFD}'))
            .collect();
        LexemeKind::Token(TokenKind::String(value))
    }

    /// A character literal is an integer (`'a'` is 97), as in C.
    fn lex_character(&mut self, diagnostics: &mut Diagnostics) -> LexemeKind {
        let start = self.position;
        let (content_start, content_end, terminated) = self.scan_quoted(b'\'');
        if !terminated {
            self.report(
                diagnostics,
                start,
                self.position,
                "missing terminating ' character".to_string(),
            );
        }
        let units = self.unescape(content_start, content_end, diagnostics);
        if terminated && units.is_empty() {
            self.report(
                diagnostics,
                start,
                self.position,
                "empty character constant".to_string(),
            );
        }
        if units.len() > 1 && !self.skipping {
            diagnostics.warning(
                self.span(start, self.position),
                "multi-character character constant",
            );
        }
        let value = units
            .iter()
            .fold(0u64, |value, unit| (value << 8) | u64::from(*unit & 0xFF));
        LexemeKind::Token(TokenKind::Integer {
            value,
            suffix: String::new(),
        })
    }

    /// Resolves the escapes of a literal's contents into code points.
    fn unescape(&self, start: usize, end: usize, diagnostics: &mut Diagnostics) -> Vec<u32> {
        let content = self.slice(start, end);
        let mut units = Vec::with_capacity(content.len());
        let mut characters = content.char_indices().peekable();
        while let Some((offset, character)) = characters.next() {
            if character != '\\' {
                units.push(character as u32);
                continue;
            }
            let escape_start = start + offset;
            let Some((_, escaped)) = characters.next() else {
                units.push('\\' as u32);
                break;
            };
            let unit = match escaped {
                'n' => 0x0A,
                't' => 0x09,
                'r' => 0x0D,
                'a' => 0x07,
                'b' => 0x08,
                'f' => 0x0C,
                'v' => 0x0B,
                '\\' | '\'' | '"' | '?' => escaped as u32,
                '0'..='7' => {
                    let mut value = escaped as u32 - '0' as u32;
                    for _ in 0..2 {
                        match characters.peek() {
                            Some(&(_, digit @ '0'..='7')) => {
                                value = value * 8 + (digit as u32 - '0' as u32);
                                characters.next();
                            }
                            _ => break,
                        }
                    }
                    value
                }
                'x' => {
                    let mut value: u32 = 0;
                    let mut digits = 0;
                    while let Some(&(_, digit)) = characters.peek() {
                        let Some(digit_value) = digit.to_digit(16) else {
                            break;
                        };
                        value = value.saturating_mul(16).saturating_add(digit_value);
                        digits += 1;
                        characters.next();
                    }
                    if digits == 0 {
                        self.report(
                            diagnostics,
                            escape_start,
                            escape_start + 2,
                            "\\x used with no following hex digits".to_string(),
                        );
                    }
                    value
                }
                other => {
                    if !self.skipping {
                        diagnostics.warning(
                            self.span(escape_start, escape_start + 1 + other.len_utf8()),
                            format!("unknown escape sequence '\\{other}'"),
                        );
                    }
                    other as u32
                }
            };
            units.push(unit);
        }
        units
    }
}

/// The pieces of a numeric literal, as logical byte offsets.
struct NumberParts {
    hexadecimal: bool,
    integer_digits: (usize, usize),
    fraction_digits: Option<(usize, usize)>,
    /// Sign and digits of the exponent.
    exponent: Option<(bool, (usize, usize))>,
    /// `e`/`p` seen but no digits followed.
    exponent_missing: bool,
    suffix: (usize, usize),
    end: usize,
}

fn scan_while(bytes: &[u8], mut index: usize, accept: impl Fn(u8) -> bool) -> usize {
    while index < bytes.len() && accept(bytes[index]) {
        index += 1;
    }
    index
}

/// Finds the extent and pieces of the number starting at `start`. The suffix
/// swallows letters and digits, so `123abc` is one (bad) literal, as in C; a
/// second `.` ends the literal (`1.0.xxx` is `1.0` `.` `xxx`).
fn scan_number(bytes: &[u8], start: usize) -> NumberParts {
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
    if bytes.get(index) == Some(&b'.') {
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
fn interpret_number(text: &str, parts: &NumberParts) -> (TokenKind, Option<String>) {
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
            Some("exponent has no digits".to_string())
        } else if parts.hexadecimal && parts.exponent.is_none() {
            Some("hexadecimal floating constant requires an exponent".to_string())
        } else if !FLOAT_SUFFIXES.contains(&lower_suffix.as_str()) {
            Some(format!("invalid suffix '{suffix}' on floating constant"))
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
            error = Some(format!("invalid digit '{digit}' in octal constant"));
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
        error = Some(format!("invalid suffix '{suffix}' on integer constant"));
    }
    if error.is_none() && overflow {
        error = Some("integer literal is too large to be represented in any integer type".into());
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::span::{SourceFile, SourceMap};
    use pretty_assertions::assert_eq;

    fn lex(text: &str) -> (Vec<Lexeme>, Diagnostics) {
        let mut diagnostics = Diagnostics::new();
        let lexemes = Lexer::tokenize(FileId(0), text, &mut diagnostics);
        (lexemes, diagnostics)
    }

    /// The kinds, without the end of the file, asserting no diagnostics.
    fn kinds(text: &str) -> Vec<LexemeKind> {
        let (lexemes, diagnostics) = lex(text);
        assert!(diagnostics.is_empty(), "{text:?}: {diagnostics:?}");
        lexemes
            .into_iter()
            .filter(|lexeme| !lexeme.is_end_of_file())
            .map(|lexeme| lexeme.kind)
            .collect()
    }

    fn single(text: &str) -> TokenKind {
        match kinds(text).as_slice() {
            [LexemeKind::Token(kind)] => kind.clone(),
            other => panic!("{text:?} lexed as {other:?}"),
        }
    }

    fn integer(value: u64, suffix: &str) -> TokenKind {
        TokenKind::Integer {
            value,
            suffix: suffix.into(),
        }
    }

    fn float(value: f64, suffix: &str) -> TokenKind {
        TokenKind::Float {
            value,
            suffix: suffix.into(),
        }
    }

    /// (message, start, end) of every diagnostic.
    fn errors(text: &str) -> Vec<(String, u32, u32)> {
        let (_, diagnostics) = lex(text);
        diagnostics
            .iter()
            .map(|diagnostic| {
                let span = diagnostic.span.unwrap_or_default();
                (diagnostic.message.clone(), span.start, span.end)
            })
            .collect()
    }

    fn error(message: &str, start: u32, end: u32) -> (String, u32, u32) {
        (message.to_string(), start, end)
    }

    #[test]
    fn identifiers_and_keywords() {
        assert_eq!(
            kinds("foo _bar9 if float4 Texture2D return"),
            vec![
                LexemeKind::Token(TokenKind::Identifier("foo".into())),
                LexemeKind::Token(TokenKind::Identifier("_bar9".into())),
                LexemeKind::Token(TokenKind::Keyword(Keyword::If)),
                LexemeKind::Token(TokenKind::Identifier("float4".into())),
                LexemeKind::Token(TokenKind::Identifier("Texture2D".into())),
                LexemeKind::Token(TokenKind::Keyword(Keyword::Return)),
            ]
        );
        for keyword in Keyword::ALL {
            assert_eq!(single(keyword.text()), TokenKind::Keyword(*keyword));
        }
    }

    #[test]
    fn integer_literals() {
        assert_eq!(single("0"), integer(0, ""));
        assert_eq!(single("42"), integer(42, ""));
        assert_eq!(single("0x1F"), integer(31, ""));
        assert_eq!(single("0XffU"), integer(255, "u"));
        assert_eq!(single("017"), integer(15, ""));
        assert_eq!(single("7u"), integer(7, "u"));
        assert_eq!(single("7U"), integer(7, "u"));
        assert_eq!(single("7l"), integer(7, "l"));
        assert_eq!(single("7L"), integer(7, "l"));
        assert_eq!(single("7ul"), integer(7, "ul"));
        assert_eq!(single("7LU"), integer(7, "lu"));
        assert_eq!(single("7ll"), integer(7, "ll"));
        assert_eq!(single("7ULL"), integer(7, "ull"));
        assert_eq!(single("7llu"), integer(7, "llu"));
        assert_eq!(single("18446744073709551615"), integer(u64::MAX, ""));
        assert_eq!(single("0xFFFFFFFFFFFFFFFF"), integer(u64::MAX, ""));
        // Character literals are integers, as in C.
        assert_eq!(single("'a'"), integer(97, ""));
        assert_eq!(single("'\\n'"), integer(10, ""));
        assert_eq!(single("'\\x41'"), integer(65, ""));
        assert_eq!(single("'\\101'"), integer(65, ""));
    }

    #[test]
    fn float_literals() {
        assert_eq!(single("1.5"), float(1.5, ""));
        assert_eq!(single(".5"), float(0.5, ""));
        assert_eq!(single("1."), float(1.0, ""));
        assert_eq!(single("1e3"), float(1000.0, ""));
        assert_eq!(single("1E+3"), float(1000.0, ""));
        assert_eq!(single("2.5e-1"), float(0.25, ""));
        assert_eq!(single(".5e1"), float(5.0, ""));
        assert_eq!(single("1.f"), float(1.0, "f"));
        assert_eq!(single("1.0F"), float(1.0, "f"));
        assert_eq!(single("1.0h"), float(1.0, "h"));
        assert_eq!(single("1.0H"), float(1.0, "h"));
        assert_eq!(single("1.0l"), float(1.0, "l"));
        assert_eq!(single("1.0L"), float(1.0, "l"));
        assert_eq!(single("1.0lf"), float(1.0, "lf"));
        assert_eq!(single("1.0LF"), float(1.0, "lf"));
        assert_eq!(single("1e2f"), float(100.0, "f"));
        assert_eq!(single("0x1.8p1"), float(3.0, ""));
        assert_eq!(single("0x10p-4f"), float(1.0, "f"));
        assert_eq!(single("1e999"), float(f64::INFINITY, ""));
        // A second dot ends the literal: swizzling a literal.
        assert_eq!(
            kinds("1.0.xxx"),
            vec![
                LexemeKind::Token(float(1.0, "")),
                LexemeKind::Token(TokenKind::Punctuator(Punctuator::Dot)),
                LexemeKind::Token(TokenKind::Identifier("xxx".into())),
            ]
        );
    }

    #[test]
    fn string_literals_resolve_escapes() {
        assert_eq!(single("\"compute\""), TokenKind::String("compute".into()));
        assert_eq!(single("\"\""), TokenKind::String(String::new()));
        assert_eq!(
            single(r#""a\n\t\r\\\"\'\?\a\b\f\v\0\101\x42""#),
            TokenKind::String("a\n\t\r\\\"'?\x07\x08\x0C\x0B\0AB".into())
        );
        let (lexemes, _) = lex(r#""a\"b""#);
        assert_eq!(lexemes[0].text, r#""a\"b""#);
    }

    #[test]
    fn every_punctuator_lexes_alone() {
        for punctuator in Punctuator::ALL {
            assert_eq!(
                single(punctuator.text()),
                TokenKind::Punctuator(*punctuator),
                "{}",
                punctuator.text()
            );
        }
        assert_eq!(kinds("#"), vec![LexemeKind::Hash]);
        assert_eq!(kinds("##"), vec![LexemeKind::HashHash]);
        assert_eq!(kinds("..."), vec![LexemeKind::Ellipsis]);
    }

    #[test]
    fn punctuators_take_the_longest_match() {
        let punctuator = |p| LexemeKind::Token(TokenKind::Punctuator(p));
        assert_eq!(
            kinds("<<=>>=::+++---&&&|||###..."),
            vec![
                punctuator(Punctuator::ShiftLeftAssign),
                punctuator(Punctuator::ShiftRightAssign),
                punctuator(Punctuator::ColonColon),
                punctuator(Punctuator::PlusPlus),
                punctuator(Punctuator::Plus),
                punctuator(Punctuator::MinusMinus),
                punctuator(Punctuator::Minus),
                punctuator(Punctuator::AmpersandAmpersand),
                punctuator(Punctuator::Ampersand),
                punctuator(Punctuator::PipePipe),
                punctuator(Punctuator::Pipe),
                LexemeKind::HashHash,
                LexemeKind::Hash,
                LexemeKind::Ellipsis,
            ]
        );
        assert_eq!(
            kinds("a->b..c"),
            vec![
                LexemeKind::Token(TokenKind::Identifier("a".into())),
                punctuator(Punctuator::Minus),
                punctuator(Punctuator::Greater),
                LexemeKind::Token(TokenKind::Identifier("b".into())),
                punctuator(Punctuator::Dot),
                punctuator(Punctuator::Dot),
                LexemeKind::Token(TokenKind::Identifier("c".into())),
            ]
        );
    }

    #[test]
    fn comments_are_skipped_and_count_as_space() {
        let (lexemes, diagnostics) = lex("a// line\nb/* block\n more */c/**/d");
        assert!(diagnostics.is_empty());
        let summary: Vec<(&str, bool, bool)> = lexemes
            .iter()
            .map(|lexeme| {
                (
                    lexeme.text.as_str(),
                    lexeme.starts_line,
                    lexeme.space_before,
                )
            })
            .collect();
        // A block comment spanning lines does not start a new logical line.
        assert_eq!(
            summary,
            vec![
                ("a", true, false),
                ("b", true, true),
                ("c", false, true),
                ("d", false, true),
                ("", true, false),
            ]
        );
    }

    #[test]
    fn spans_map_to_lines_and_columns() {
        let text = "float x;\n  x = 1.5f; // done\n\treturn";
        let mut sources = SourceMap::new();
        let file = sources.add(SourceFile::new("a.hlsl", None, text));
        let mut diagnostics = Diagnostics::new();
        let lexemes = Lexer::tokenize(file, text, &mut diagnostics);
        let positions: Vec<(&str, u32, u32)> = lexemes
            .iter()
            .map(|lexeme| {
                let position = sources.file(file).line_column(lexeme.span.start);
                (sources.snippet(lexeme.span), position.line, position.column)
            })
            .collect();
        assert_eq!(
            positions,
            vec![
                ("float", 1, 1),
                ("x", 1, 7),
                (";", 1, 8),
                ("x", 2, 3),
                ("=", 2, 5),
                ("1.5f", 2, 7),
                (";", 2, 11),
                ("return", 3, 2),
                ("", 3, 8),
            ]
        );
    }

    #[test]
    fn line_continuations_join_lines_and_tokens() {
        let text = "#define A 1 \\\n + 2\nfl\\\noat";
        let (lexemes, diagnostics) = lex(text);
        assert!(diagnostics.is_empty());
        let summary: Vec<(&str, bool, u32, u32)> = lexemes
            .iter()
            .map(|lexeme| {
                (
                    lexeme.text.as_str(),
                    lexeme.starts_line,
                    lexeme.span.start,
                    lexeme.span.end,
                )
            })
            .collect();
        assert_eq!(
            summary,
            vec![
                ("#", true, 0, 1),
                ("define", false, 1, 7),
                ("A", false, 8, 9),
                ("1", false, 10, 11),
                ("+", false, 15, 16),
                ("2", false, 17, 18),
                ("float", true, 19, 26),
                ("", true, 26, 26),
            ]
        );
        // CRLF continuations too.
        assert_eq!(
            kinds("a\\\r\nb"),
            vec![LexemeKind::Token(TokenKind::Identifier("ab".into()))]
        );
    }

    #[test]
    fn lines_can_be_read_one_at_a_time() {
        let mut diagnostics = Diagnostics::new();
        let mut lexer = Lexer::new(FileId(0), "#include <dir/a.h> x\nnext");
        assert_eq!(lexer.next_lexeme(&mut diagnostics).kind, LexemeKind::Hash);
        assert_eq!(
            lexer.next_lexeme_in_line(&mut diagnostics).unwrap().text,
            "include"
        );
        let header = lexer.next_header_name_in_line(&mut diagnostics).unwrap();
        assert_eq!(header.kind, LexemeKind::HeaderName("dir/a.h".into()));
        assert_eq!((header.span.start, header.span.end), (9, 18));
        assert_eq!(
            lexer.next_lexeme_in_line(&mut diagnostics).unwrap().text,
            "x"
        );
        assert_eq!(lexer.next_lexeme_in_line(&mut diagnostics), None);
        assert_eq!(lexer.next_header_name_in_line(&mut diagnostics), None);
        let next = lexer.next_lexeme(&mut diagnostics);
        assert_eq!((next.text.as_str(), next.starts_line), ("next", true));

        let mut lexer = Lexer::new(FileId(0), "error  don't  panic \nx");
        lexer.next_lexeme(&mut diagnostics);
        let (text, span) = lexer.rest_of_line().unwrap();
        assert_eq!(
            (text.as_str(), span.start, span.end),
            ("don't  panic", 7, 19)
        );
        assert_eq!(lexer.rest_of_line(), None);
        assert!(diagnostics.is_empty());
    }

    #[test]
    fn lexical_errors_are_reported_with_spans() {
        assert_eq!(
            errors("a /* open"),
            vec![error("unterminated /* comment", 2, 4)]
        );
        assert_eq!(
            errors("x = \"open\ny"),
            vec![error("missing terminating '\"' character", 4, 9)]
        );
        assert_eq!(
            errors("'a"),
            vec![error("missing terminating ' character", 0, 2)]
        );
        assert_eq!(errors("''"), vec![error("empty character constant", 0, 2)]);
        assert_eq!(
            errors("a @ b"),
            vec![error("unexpected character '@'", 2, 3)]
        );
        assert_eq!(
            errors("a ` b"),
            vec![error("unexpected character '`'", 2, 3)]
        );
        assert_eq!(
            errors("\u{B0}"),
            vec![error("unexpected character <U+00B0>", 0, 2)]
        );
        assert_eq!(
            errors("x \\ y"),
            vec![error("unexpected character '\\'", 2, 3)]
        );
        assert_eq!(
            errors("09"),
            vec![error("invalid digit '9' in octal constant", 0, 2)]
        );
        assert_eq!(
            errors("12abc"),
            vec![error("invalid suffix 'abc' on integer constant", 0, 5)]
        );
        assert_eq!(
            errors("1.5q"),
            vec![error("invalid suffix 'q' on floating constant", 0, 4)]
        );
        assert_eq!(
            errors("1.xxx"),
            vec![error("invalid suffix 'xxx' on floating constant", 0, 5)]
        );
        assert_eq!(errors("1e+"), vec![error("exponent has no digits", 0, 3)]);
        assert_eq!(
            errors("0x1.8"),
            vec![error(
                "hexadecimal floating constant requires an exponent",
                0,
                5
            )]
        );
        assert_eq!(
            errors("0x"),
            vec![error("invalid suffix 'x' on integer constant", 0, 2)]
        );
        assert_eq!(
            errors("18446744073709551616"),
            vec![error(
                "integer literal is too large to be represented in any integer type",
                0,
                20
            )]
        );
        assert_eq!(
            errors("\"\\x\""),
            vec![error("\\x used with no following hex digits", 1, 3)]
        );
        assert_eq!(
            errors("\"\\q\""),
            vec![error("unknown escape sequence '\\q'", 1, 3)]
        );
        assert_eq!(
            errors("'ab'"),
            vec![error("multi-character character constant", 0, 4)]
        );
        // Every error is reported; lexing goes on.
        assert_eq!(
            errors("@ 09 $"),
            vec![
                error("unexpected character '@'", 0, 1),
                error("invalid digit '9' in octal constant", 2, 4),
                error("unexpected character '$'", 5, 6),
            ]
        );
    }

    #[test]
    fn bad_literals_still_yield_tokens() {
        let (lexemes, _) = lex("09 1.5q \"open");
        let kinds: Vec<LexemeKind> = lexemes.into_iter().map(|lexeme| lexeme.kind).collect();
        assert_eq!(
            kinds,
            vec![
                LexemeKind::Token(integer(0, "")),
                LexemeKind::Token(float(1.5, "")),
                LexemeKind::Token(TokenKind::String("open".into())),
                LexemeKind::Token(TokenKind::EndOfFile),
            ]
        );
    }

    #[test]
    fn skipping_silences_literal_errors_but_not_comments() {
        let mut diagnostics = Diagnostics::new();
        let mut lexer = Lexer::new(FileId(0), "don't\n09 @ /* open");
        lexer.set_skipping(true);
        while !lexer.next_lexeme(&mut diagnostics).is_end_of_file() {}
        let messages: Vec<&str> = diagnostics
            .iter()
            .map(|diagnostic| diagnostic.message.as_str())
            .collect();
        assert_eq!(messages, vec!["unterminated /* comment"]);
    }

    #[test]
    fn odd_inputs_do_not_panic() {
        for text in [
            "",
            "\\",
            "\\\n",
            "\\\r",
            "\"\\",
            "'\\",
            "/*",
            "/",
            ".",
            "..",
            "0x",
            "0x.",
            "0x.p",
            "1e",
            "1e-",
            "\u{FEFF}x",
            "\0",
            "é",
            "\"é\\é\"",
            "'\u{10FFFF}'",
            "0x1p99999999999",
            "1e99999999999999999999",
            "#\\\n#",
            "\r\n\r\n",
        ] {
            let _ = lex(text);
        }
    }
}
