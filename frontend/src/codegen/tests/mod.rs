//! Code generation tests: HLSL parsed by the real lexer and parser, compiled
//! for both targets, the IR checked as text and verified by LLVM.

mod buffers;
mod language;

use inkwell::context::Context;

use crate::diagnostics::Diagnostics;
use crate::lexer::{LexemeKind, Lexer};
use crate::span::{SourceFile, SourceMap};
use crate::token::{Token, TokenKind};

use super::generate;
use crate::options::{CompileOptions, Profile, Target};

/// Lexes and parses `text` (no preprocessing).
pub fn parse(text: &str) -> (crate::ast::TranslationUnit, SourceMap, Diagnostics) {
    let mut sources = SourceMap::new();
    let file = sources.add(SourceFile::new("test.hlsl", None, text));
    let mut diagnostics = Diagnostics::new();
    let tokens: Vec<Token> = Lexer::tokenize(file, text, &mut diagnostics)
        .into_iter()
        .filter_map(|lexeme| match lexeme.kind {
            LexemeKind::Token(kind) => Some(Token {
                kind,
                span: lexeme.span,
            }),
            _ => None,
        })
        .collect();
    let mut tokens = tokens;
    if !matches!(tokens.last().map(|t| &t.kind), Some(TokenKind::EndOfFile)) {
        let span = tokens.last().map(|t| t.span).unwrap_or_default();
        tokens.push(Token {
            kind: TokenKind::EndOfFile,
            span,
        });
    }
    let unit = crate::parser::parse(&tokens, &mut diagnostics);
    (unit, sources, diagnostics)
}

pub fn options(target: Target, profile: &str) -> CompileOptions {
    CompileOptions {
        entry: "main".to_string(),
        profile: Profile::parse(profile).expect("test profile"),
        target,
        enable_16bit_types: false,
        warn_implicit_binding: false,
        vulkan_bindings: Default::default(),
        hlsl_version: crate::options::DEFAULT_HLSL_VERSION,
        root_signature_version: Default::default(),
    }
}

/// Compiles for `target`; the IR text, or the rendered diagnostics.
pub fn compile_with(text: &str, options: &CompileOptions) -> Result<String, String> {
    let (unit, sources, mut diagnostics) = parse(text);
    if diagnostics.has_errors() {
        return Err(diagnostics.render(&sources));
    }
    let context = Context::create();
    let result = match generate(&unit, &sources, options, &context, &mut diagnostics) {
        Some(module) => match module.verify() {
            Ok(()) => Ok(module.print_to_string().to_string()),
            Err(error) => Err(error.to_string()),
        },
        None => Err(diagnostics.render(&sources)),
    };
    result
}

pub fn dxil(text: &str) -> String {
    match compile_with(text, &options(Target::Dxil, "cs_6_6")) {
        Ok(ir) => ir,
        Err(errors) => panic!("compilation failed:\n{errors}"),
    }
}

pub fn spirv(text: &str) -> String {
    match compile_with(text, &options(Target::vulkan(), "cs_6_6")) {
        Ok(ir) => ir,
        Err(errors) => panic!("compilation failed:\n{errors}"),
    }
}

/// Asserts that every line of `expected` occurs in `ir`, in order.
#[track_caller]
pub fn assert_contains_in_order(ir: &str, expected: &[&str]) {
    let mut rest = ir;
    for line in expected {
        match rest.find(line) {
            Some(position) => rest = &rest[position + line.len()..],
            None => panic!("expected `{line}` (in order) in:\n{ir}"),
        }
    }
}
