//! Tests of the lexer: identifiers, keywords, numeric, string and character
//! literals, punctuators (longest match), comments, spans, line
//! continuations, line-at-a-time reading, lexical errors and odd inputs.

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
    // An integer followed by `.` and a swizzle letter is the integer
    // swizzled (DXC): `2.xx`, `1.rgba`; `1.f` and `1.e3` stay floats.
    for (text, value, swizzle) in [("2.xx", 2, "xx"), ("1.rgba", 1, "rgba"), ("7.w", 7, "w")] {
        assert_eq!(
            kinds(text),
            vec![
                LexemeKind::Token(integer(value, "")),
                LexemeKind::Token(TokenKind::Punctuator(Punctuator::Dot)),
                LexemeKind::Token(TokenKind::Identifier(swizzle.into())),
            ]
        );
    }
    assert_eq!(single("1.e3"), float(1000.0, ""));
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
        errors("1.0xyz"),
        vec![error("invalid suffix 'xyz' on floating constant", 0, 6)]
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
