//! Robustness: thousands of deterministic random token sequences and
//! mutations of real shaders (xorshift PRNG) never panic, always terminate,
//! and never leave an error node without an error diagnostic.

use super::shader::COMPUTE_SHADER;
use super::{parse_source, printer, tokenize};
use crate::diagnostics::Diagnostics;
use crate::parser::parse;
use crate::span::{FileId, Span};
use crate::token::{Keyword, Punctuator, Token, TokenKind};
use texel_passes::test_random::Random;

fn vocabulary() -> Vec<TokenKind> {
    let mut kinds: Vec<TokenKind> = Keyword::ALL
        .iter()
        .map(|k| TokenKind::Keyword(*k))
        .collect();
    kinds.extend(Punctuator::ALL.iter().map(|p| TokenKind::Punctuator(*p)));
    for name in [
        "x",
        "Foo",
        "float",
        "float4",
        "uint2",
        "vector",
        "matrix",
        "Texture2D",
        "Texture2DMS",
        "RWBuffer",
        "SamplerState",
        "void",
        "register",
        "t0",
        "space1",
        "SV_Target",
        "vk",
        "numthreads",
        "RootSignature",
        "WaveSize",
        "unroll",
        "branch",
        "unorm",
        "S",
        "N",
        "float3x3",
        "int2x4",
        "_m01",
        "_11_22",
        "mul",
        "transpose",
        "determinant",
        "enum",
        "class",
        "operator",
        "this",
        "using",
        "export",
        "public",
    ] {
        kinds.push(TokenKind::Identifier(name.to_string()));
    }
    kinds.push(TokenKind::Integer {
        value: 4,
        suffix: String::new(),
    });
    kinds.push(TokenKind::Float {
        value: 0.5,
        suffix: "f".to_string(),
    });
    kinds.push(TokenKind::String("compute".to_string()));
    kinds.push(TokenKind::Integer {
        value: 2,
        suffix: "ull".to_string(),
    });
    kinds.push(TokenKind::PragmaPackMatrix(true));
    kinds.push(TokenKind::PragmaPackMatrix(false));
    kinds.push(TokenKind::String("CBV(b0), ".to_string()));
    kinds.push(TokenKind::String("DescriptorTable(SRV(t0".to_string()));
    kinds
}

fn token(kind: TokenKind, index: usize) -> Token {
    let start = index as u32 * 2;
    Token {
        kind,
        span: Span::new(FileId(0), start, start + 1),
    }
}

/// Parses and checks the invariants: an error node implies an error.
fn parse_checked(tokens: &[Token]) {
    let mut diagnostics = Diagnostics::new();
    let unit = parse(tokens, &mut diagnostics);
    let printed = printer::declarations(&unit).join("\n");
    if printed.contains("<error>") {
        assert!(
            diagnostics.has_errors(),
            "error node without a diagnostic: {printed}"
        );
    }
}

#[test]
fn random_token_sequences() {
    let vocabulary = vocabulary();
    let mut random = Random::xorshift64(0x9E37_79B9_7F4A_7C15);
    for _ in 0..3000 {
        let length = random.below(120);
        let tokens: Vec<Token> = (0..length)
            .map(|index| token(vocabulary[random.below(vocabulary.len())].clone(), index))
            .collect();
        parse_checked(&tokens);
    }
}

#[test]
fn mutated_shaders() {
    let vocabulary = vocabulary();
    let original = tokenize(COMPUTE_SHADER);
    let mut random = Random::xorshift64(0xDEAD_BEEF_CAFE_F00D);
    for _ in 0..2000 {
        let mut tokens = original.clone();
        tokens.pop(); // the end of file
        for _ in 0..1 + random.below(6) {
            let at = random.below(tokens.len());
            match random.below(5) {
                0 => {
                    tokens.remove(at);
                }
                1 => {
                    let copy = tokens[at].clone();
                    tokens.insert(at, copy);
                }
                2 => {
                    let other = random.below(tokens.len());
                    tokens.swap(at, other);
                }
                3 => {
                    let kind = vocabulary[random.below(vocabulary.len())].clone();
                    tokens.insert(at, token(kind, at));
                }
                _ => tokens.truncate(at),
            }
            if tokens.is_empty() {
                break;
            }
        }
        parse_checked(&tokens);
    }
}

/// Namespaces, enums, templates, methods and static locals, mutated.
const DECLARATIONS_SHADER: &str = "namespace N { namespace M { int three() { return 3; } } }
enum class E : uint { A = 1, B };
enum F { X, Y = 4 };
template <typename T, uint K = 2> struct Pair { T a[K]; T sum() const { return a[0] + a[1]; } };
template <typename T> T pick(T a, T b) { return a < b ? b : a; }
struct S : Base { static const int Z = 1; float x; float get() { return this.x + Z; }
  S operator+(S o) { S r; r.x = x + o.x; return r; } static S make() { S s; return s; } };
using namespace N;
[numthreads(1, 1, 1)]
void main() { static uint n = 0; Pair<float> p; S s = S::make(); s = s + s;
  x = pick<float>(p.sum(), M::three()) + (uint)E::B + Y + s.get(); if (v.x < int(3)) n++; }";

#[test]
fn mutated_declarations() {
    let vocabulary = vocabulary();
    let original = tokenize(DECLARATIONS_SHADER);
    let mut random = Random::xorshift64(0x0DEC_1A2A_7105_5EED);
    for _ in 0..2000 {
        let mut tokens = original.clone();
        tokens.pop();
        for _ in 0..1 + random.below(6) {
            if tokens.is_empty() {
                break;
            }
            let at = random.below(tokens.len());
            match random.below(4) {
                0 => {
                    tokens.remove(at);
                }
                1 => {
                    let copy = tokens[at].clone();
                    tokens.insert(at, copy);
                }
                2 => {
                    let kind = vocabulary[random.below(vocabulary.len())].clone();
                    tokens.insert(at, token(kind, at));
                }
                _ => tokens.truncate(at),
            }
        }
        parse_checked(&tokens);
    }
}

#[test]
fn pathological_nesting_and_chains() {
    for source in [
        "(".repeat(5000),
        "{".repeat(5000),
        format!("void f() {{ {} }}", "{".repeat(5000)),
        format!("void f() {{ x = {}1; }}", "-".repeat(5000)),
        format!("void f() {{ x = {}1; }}", "a = ".repeat(5000)),
        format!("void f() {{ x = {}1; }}", "a ? b : ".repeat(5000)),
        format!("void f() {{ {} }}", "if (a) x; else ".repeat(5000)),
        format!("Texture2D{} T;", "<vector".repeat(5000)),
        format!("int a = {};", "{".repeat(5000)),
        format!("void f() {{ x = f({}); }}", "g(".repeat(5000)),
        format!("void f() {{ x = a{}; }}", "[i]".repeat(5000)),
        format!("void f() {{ x = a{}; }}", ".b".repeat(5000)),
        "namespace N { ".repeat(5000),
        "struct S { ".repeat(5000),
        "template <typename T> ".repeat(5000),
        format!("void f() {{ x = 1{}; }}", " + 1".repeat(2000)),
        "[".repeat(5000),
        ")".repeat(5000) + &"}".repeat(5000),
    ] {
        let parsed = parse_source(&source);
        assert!(
            parsed.diagnostics.error_count() <= 3,
            "{:?}",
            parsed.diagnostic_lines()
        );
    }
}

#[test]
fn token_streams_without_end_of_file_or_empty() {
    parse_checked(&[]);
    parse_checked(&[token(TokenKind::EndOfFile, 0)]);
    parse_checked(&[token(TokenKind::Identifier("float".into()), 0)]);
    let mut tokens = tokenize("float x; float y;");
    tokens.pop();
    let mut diagnostics = Diagnostics::new();
    assert_eq!(parse(&tokens, &mut diagnostics).declarations.len(), 2);
}
