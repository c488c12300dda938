//! Robustness: thousands of random and mutated inputs (a deterministic
//! xorshift generator) — unbalanced directives, broken literals, huge
//! numbers, recursive and exponential macros, include cycles — must neither
//! panic nor hang, and must always yield well-formed output (one end of file,
//! spans inside their files).

use std::path::Path;

use super::{Limits, Preprocessor, PreprocessorOptions};
use crate::diagnostics::Diagnostics;
use crate::lexer::Lexer;
use crate::span::{FileId, SourceFile, SourceMap};
use crate::token::TokenKind;
use texel_passes::test_random::Random;

const FRAGMENTS: &[&str] = &[
    "#define A B B\n",
    "#define B A\n",
    "#define C C C\n",
    "#define F(x, y) x ## y #x F(x, y)\n",
    "#define G(...) __VA_ARGS__ , ## __VA_ARGS__ G(__VA_ARGS__)\n",
    "#define H(x) F(x, x) H(x)\n",
    "#define E(a) a ## a ## e ## 5\n",
    "#define S(x) #x\n",
    "#define\n",
    "#define (\n",
    "#define F(x\n",
    "#undef A\n",
    "#undef\n",
    "#if ",
    "#if 1\n",
    "#if 0\n",
    "#if defined(A) && A(1)\n",
    "#if (((1\n",
    "#if 1 / 0\n",
    "#if 0x7FFFFFFFFFFFFFFF * 3 << 70 >> -1\n",
    "#ifdef A\n",
    "#ifndef B\n",
    "#elif 1\n",
    "#elif\n",
    "#elifdef A\n",
    "#else\n",
    "#endif\n",
    "#include \"cycle_a.hlsli\"\n",
    "#include \"self.hlsli\"\n",
    "#include <lib.hlsli>\n",
    "#include \"once.hlsli\"\n",
    "#include \"unbalanced.hlsli\"\n",
    "#include \"missing.hlsli\"\n",
    "#include A\n",
    "#include <\n",
    "#include\n",
    "#pragma once\n",
    "#pragma\n",
    "#error oops\n",
    "#warning hmm\n",
    "#line 5\n",
    "#bogus\n",
    "#\n",
    "# 7 \"x\"\n",
    "F(",
    "G(",
    "H(",
    "E(",
    "S(",
    ")",
    "(",
    ",",
    "A",
    "B",
    "C",
    "F",
    "__LINE__",
    "__FILE__",
    "__VA_ARGS__",
    "defined",
    "0x",
    "0x1.p",
    "099",
    "99999999999999999999999999",
    "1e999999999999",
    "1.5.5",
    "2.xx",
    "1.0.xxx",
    "7.rgba",
    "4ull",
    "#pragma pack_matrix(row_major)\n",
    "#pragma pack_matrix(column_major\n",
    "#pragma pack_matrix()\n",
    ".5f",
    "1lf",
    "'",
    "'ab'",
    "\"",
    "\"\\x\"",
    "\"\\q",
    "/*",
    "*/",
    "//",
    "\\\n",
    "\\",
    "\r\n",
    "##",
    "#",
    "...",
    "<<=",
    "@",
    "\u{e9}",
    "\u{FEFF}",
    "\0",
    " ",
    "\t",
    "\n",
    "\n",
    "float4 main() : SV_Target { return 0; }\n",
];

/// Random fragments, sometimes mutated character by character.
fn random_source(random: &mut Random) -> String {
    let mut text = String::new();
    for _ in 0..=random.below(60) {
        let fragment = *random.pick(FRAGMENTS);
        text.push_str(fragment);
    }
    if random.below(3) == 0 {
        let mut characters: Vec<char> = text.chars().collect();
        for _ in 0..=random.below(8) {
            let at = random.below(characters.len() + 1);
            match random.below(3) {
                0 if at < characters.len() => {
                    characters.remove(at);
                }
                1 => characters.insert(at, random.below(128) as u8 as char),
                _ if at < characters.len() => characters[at] = random.below(128) as u8 as char,
                _ => {}
            }
        }
        text = characters.into_iter().collect();
    }
    text
}

fn write_library(directory: &Path) {
    let files = [
        ("cycle_a.hlsli", "a\n#include \"cycle_b.hlsli\"\n"),
        (
            "cycle_b.hlsli",
            "b\n#include \"cycle_a.hlsli\"\n#include \"cycle_a.hlsli\"\n",
        ),
        (
            "self.hlsli",
            "#include \"self.hlsli\"\n#include \"self.hlsli\"\nself\n",
        ),
        ("lib.hlsli", "#define LIB(x) (x + LIB)\nLIB(1)\n"),
        (
            "once.hlsli",
            "#pragma once\n#include \"once.hlsli\"\nonce\n",
        ),
        ("unbalanced.hlsli", "#if 1\n#else\n#else\nF(\n"),
    ];
    for (name, text) in files {
        std::fs::write(directory.join(name), text).unwrap();
    }
}

/// Runs one input and checks that the output is well formed.
fn check(text: &str, directory: &Path, options: &PreprocessorOptions) {
    check_limited(text, directory, options, Limits::DEFAULT);
}

fn check_limited(text: &str, directory: &Path, options: &PreprocessorOptions, limits: Limits) {
    let mut sources = SourceMap::new();
    let path = directory.join("main.hlsl");
    let main = sources.add(SourceFile::new("main.hlsl", Some(path), text));
    let mut diagnostics = Diagnostics::new();
    let tokens =
        Preprocessor::preprocess_with_limits(&mut sources, main, options, &mut diagnostics, limits);
    let end_of_files = tokens
        .iter()
        .filter(|token| token.kind == TokenKind::EndOfFile)
        .count();
    assert_eq!(end_of_files, 1, "{text:?}");
    assert_eq!(
        tokens.last().map(|token| &token.kind),
        Some(&TokenKind::EndOfFile)
    );
    let spans = tokens.iter().map(|token| token.span).chain(
        diagnostics
            .flattened()
            .filter_map(|diagnostic| diagnostic.span),
    );
    for span in spans {
        let length = sources.file(span.file).text.len() as u32;
        assert!(
            span.start <= span.end && span.end <= length,
            "{span:?} in {text:?}"
        );
    }
    // Rendering must not panic either.
    let _ = diagnostics.render(&sources);
}

#[test]
fn random_and_mutated_inputs_neither_panic_nor_hang() {
    let directory = tempfile::tempdir().unwrap();
    write_library(directory.path());
    let mut random = Random::new(0x9E37_79B9_7F4A_7C15);
    for case in 0..4000 {
        let text = random_source(&mut random);
        let defines = (0..random.below(3))
            .map(|_| {
                let name = random
                    .pick(&["A", "F(x)", "", "1", "X Y", "Z\n#if"])
                    .to_string();
                let value = match random.below(3) {
                    0 => None,
                    _ => Some(
                        random
                            .pick(&["1", "", "A B", "\\", "/*", "F(", "\"x"])
                            .to_string(),
                    ),
                };
                (name, value)
            })
            .collect();
        let options = PreprocessorOptions {
            hlsl_version: None,
            defines,
            include_directories: vec![directory.path().to_path_buf()],
        };
        check(&text, directory.path(), &options);
        // The lexer alone, too.
        let mut diagnostics = Diagnostics::new();
        let lexemes = Lexer::tokenize(FileId(0), &text, &mut diagnostics);
        assert!(
            lexemes.last().is_some_and(|lexeme| lexeme.is_end_of_file()),
            "case {case}"
        );
    }
}

#[test]
fn pathological_inputs_terminate() {
    let directory = tempfile::tempdir().unwrap();
    write_library(directory.path());
    let options = PreprocessorOptions {
        hlsl_version: None,
        defines: Vec::new(),
        include_directories: vec![directory.path().to_path_buf()],
    };
    let mut exponential = String::from("#define M0 x\n");
    for level in 1..=40 {
        exponential.push_str(&format!("#define M{level} M{} M{}\n", level - 1, level - 1));
    }
    exponential.push_str("M40 M40\n");
    let inputs = [
        "#if 1\n".repeat(20_000),
        "#endif\n".repeat(20_000),
        format!("#if {}1\n#endif", "(".repeat(50_000)),
        format!("#if {}1\n#endif", "-".repeat(50_000)),
        format!("#if {}\n#endif", "1 ? ".repeat(50_000)),
        format!("#define F(x) x\n{}", "F(".repeat(20_000)),
        format!(
            "#define F(x) x\n{}1{}",
            "F(".repeat(5_000),
            ")".repeat(5_000)
        ),
        format!("#define F(x) F(x)\n{}", "F(F(1))".repeat(5_000)),
        (0..2_000)
            .map(|index| format!("#define M{index} M{}\n", index + 1))
            .collect::<String>()
            + "M0\n",
        "\"".repeat(50_000),
        "/*".repeat(50_000),
        "\\\n".repeat(50_000),
        "9".repeat(100_000),
        "#include \"self.hlsli\"\n".repeat(10),
    ];
    for text in &inputs {
        check(text, directory.path(), &options);
    }
    // Exponential expansion with a small budget (the default one is big).
    let limits = Limits {
        expanded_tokens: 100_000,
        ..Limits::DEFAULT
    };
    check_limited(&exponential, directory.path(), &options, limits);
}
