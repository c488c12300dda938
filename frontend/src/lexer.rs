//! The lexer: turns the text of one file into raw lexemes with spans —
//! identifiers, keywords, literals, punctuators and the preprocessor-only
//! `#`, `##` and `...` — and records where logical lines start so that the
//! preprocessor can find directives. Line continuations (`\` + newline) are
//! removed before anything else, comments are skipped, and every lexical error
//! is a diagnostic after which lexing continues.
//!
//! It must not expand macros, interpret directives or open other files: that
//! is the [`crate::preprocessor`]'s job. It never panics, whatever the input.
//!
//! This file holds the lexemes and the scanner; numeric literals are scanned
//! and interpreted in `numbers`, the messages are typed in `messages`
//! ([`messages::LexError`], [`messages::LexWarning`]), the tests are in
//! `tests`.

use crate::diagnostics::Diagnostics;
use crate::span::{FileId, Span};
use crate::token::{Keyword, Punctuator, TokenKind};

use messages::{LexError, LexWarning};
use numbers::{interpret_number, scan_number};

pub mod messages;
mod numbers;

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

    fn report(&self, diagnostics: &mut Diagnostics, start: usize, end: usize, error: LexError) {
        if !self.skipping {
            diagnostics.error(self.span(start, end), error);
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
                                LexError::UnterminatedComment,
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
        let error = if character.is_ascii_graphic() {
            LexError::UnexpectedCharacter { character }
        } else {
            LexError::UnexpectedCodePoint {
                code_point: character as u32,
            }
        };
        self.report(diagnostics, start, self.position, error);
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
        if let Some(error) = error {
            self.report(diagnostics, start, parts.end, error);
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
                LexError::UnterminatedString,
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
                LexError::UnterminatedCharacter,
            );
        }
        let units = self.unescape(content_start, content_end, diagnostics);
        if terminated && units.is_empty() {
            self.report(
                diagnostics,
                start,
                self.position,
                LexError::EmptyCharacterConstant,
            );
        }
        if units.len() > 1 && !self.skipping {
            diagnostics.warning(
                self.span(start, self.position),
                LexWarning::MultiCharacterConstant,
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
                            LexError::HexEscapeWithoutDigits,
                        );
                    }
                    value
                }
                other => {
                    if !self.skipping {
                        diagnostics.warning(
                            self.span(escape_start, escape_start + 1 + other.len_utf8()),
                            LexWarning::UnknownEscape { escape: other },
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

#[cfg(test)]
mod tests;
