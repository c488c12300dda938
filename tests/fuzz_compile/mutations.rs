//! The mutations: token- and character-level edits, truncations, splices,
//! preprocessor directives and deep nesting of a corpus shader, driven by
//! the test generator.

use texel_passes::test_random::Random;

use crate::corpus::CORPUS;

const MULTI_CHAR_PUNCTUATORS: &[&str] = &[
    "<<=", ">>=", "...", "::", "++", "--", "<<", ">>", "<=", ">=", "==", "!=", "&&", "||", "+=",
    "-=", "*=", "/=", "%=", "&=", "|=", "^=", "->", "##", "[[", "]]",
];

/// Byte ranges of the tokens of `source` (a rough C lexer: identifiers,
/// numbers, strings, comments, punctuators; whitespace is not a token).
pub(crate) fn tokens(source: &str) -> Vec<(usize, usize)> {
    let bytes = source.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        let c = bytes[i];
        let start = i;
        if c.is_ascii_whitespace() {
            i += 1;
            continue;
        }
        if c.is_ascii_alphabetic() || c == b'_' {
            while i < bytes.len() && (bytes[i].is_ascii_alphanumeric() || bytes[i] == b'_') {
                i += 1;
            }
        } else if c.is_ascii_digit() {
            while i < bytes.len() && (bytes[i].is_ascii_alphanumeric() || bytes[i] == b'.') {
                i += 1;
            }
        } else if source[i..].starts_with("//") {
            while i < bytes.len() && bytes[i] != b'\n' {
                i += 1;
            }
        } else if source[i..].starts_with("/*") {
            i = source[i + 2..]
                .find("*/")
                .map_or(bytes.len(), |end| i + 2 + end + 2);
        } else if c == b'"' {
            i += 1;
            while i < bytes.len() && bytes[i] != b'"' && bytes[i] != b'\n' {
                i += 1;
            }
            i = (i + 1).min(bytes.len());
        } else if let Some(p) = MULTI_CHAR_PUNCTUATORS
            .iter()
            .find(|p| source[i..].starts_with(**p))
        {
            i += p.len();
        } else {
            // One character (possibly non-ASCII).
            i += source[i..].chars().next().map_or(1, char::len_utf8);
        }
        out.push((start, i));
    }
    out
}

const IDENTIFIERS: &[&str] = &[
    "main",
    "RootSignature",
    "WaveSize",
    "unroll",
    "loop",
    "branch",
    "flatten",
    "RootFlags",
    "DescriptorTable",
    "id",
    "x",
    "float",
    "float4",
    "uint",
    "uint3",
    "int2",
    "half",
    "double",
    "bool",
    "void",
    "struct",
    "cbuffer",
    "register",
    "static",
    "const",
    "return",
    "if",
    "else",
    "for",
    "while",
    "do",
    "switch",
    "case",
    "default",
    "break",
    "continue",
    "discard",
    "in",
    "out",
    "inout",
    "typedef",
    "numthreads",
    "shader",
    "SV_DispatchThreadID",
    "SV_GroupIndex",
    "RWBuffer",
    "Buffer",
    "StructuredBuffer",
    "RWStructuredBuffer",
    "ByteAddressBuffer",
    "RWByteAddressBuffer",
    "Texture2D",
    "SamplerState",
    "ConstantBuffer",
    "vector",
    "matrix",
    "float4x4",
    "groupshared",
    "true",
    "false",
    "Load",
    "Store",
    "GetDimensions",
    "sample",
    "mips",
    "dot",
    "cross",
    "clamp",
    "lerp",
    "mul",
    "asuint",
    "asfloat",
    "sqrt",
    "min",
    "max",
    "abs",
    "all",
    "any",
    "length",
    "normalize",
    "space1",
    "u0",
    "t0",
    "b0",
    "s0",
    "x9",
    "packoffset",
    "vk",
    "binding",
    "unroll",
    "loop",
    "template",
    "namespace",
    "class",
    "this",
    "sizeof",
    "defined",
    "__LINE__",
    "_",
    "a1",
    "Out",
    "Input",
    "p",
    "xyzw",
    "rgba",
    "float3x3",
    "float4x4",
    "matrix",
    "row_major",
    "column_major",
    "_m00",
    "_m32_m01",
    "_11",
    "_44",
    "mul",
    "transpose",
    "determinant",
    "and",
    "or",
    "select",
    "xxxx",
];

const NUMBERS: &[&str] = &[
    "0",
    "1",
    "2",
    "3",
    "4",
    "7",
    "8",
    "16",
    "31",
    "32",
    "33",
    "63",
    "64",
    "255",
    "256",
    "1024",
    "65535",
    "65536",
    "2147483647",
    "2147483648",
    "4294967295",
    "4294967296",
    "18446744073709551615",
    "18446744073709551616",
    "99999999999999999999999",
    "0x0",
    "0xFF",
    "0xFFFFFFFF",
    "0x1p4",
    "0x",
    "0777",
    "09",
    "1u",
    "1l",
    "1ul",
    "1h",
    "1.0",
    "1.0f",
    "1.5h",
    "0.5",
    ".5",
    "5.",
    "1e10",
    "1e-10",
    "1e38",
    "1e39",
    "1e400",
    "1e",
    "1.0e+",
    "3.4028235e38",
    "0.0",
    "-0.0",
    "1.#INF",
    "nan",
    "1ull",
    "2.xx",
    "1.0.xxx",
    "3.rrr",
    "4ll",
    "5lu",
];

const PUNCTUATORS: &[&str] = &[
    "(", ")", "{", "}", "[", "]", ";", ",", ".", ":", "?", "=", "+", "-", "*", "/", "%", "<", ">",
    "!", "~", "&", "|", "^", "#", "##", "\\", "\"", "'", "@", "$", "`", "::", "...", "->", "++",
    "--", "<<", ">>", "==", "!=", "<=", ">=", "&&", "||", "+=", "<<=", "[[", "]]", "/*", "*/",
    "//",
];

const STRANGE_CHARS: &[char] = &[
    '\0', '\t', '\r', '\u{b}', '\u{c}', '\u{1b}', '\u{7f}', 'é', 'ß', '\u{a0}', '\u{200b}',
    '\u{202e}', '\u{feff}', '\u{fffd}', '😀', '\\', '"', '\'', '#', '@', '$', '`', '\n',
];

/// Directive and macro snippets inserted at a line start.
const DIRECTIVES: &[&str] = &[
    "#define A A\n",
    "#define F(x) F(x)\n",
    "#define G(x, y) x ## y\n",
    "#define H(x) #x\n",
    "#define P(a) P2(a, a)\n#define P2(a, b) a + b\n",
    "#define CYCLE1 CYCLE2\n#define CYCLE2 CYCLE1\n",
    "#define float int\n",
    "#define main notmain\n",
    "#define register(x)\n",
    "#undef WINDOW\n",
    "#undef SCALE\n",
    "#if 1\n",
    "#if 0\n",
    "#ifdef WINDOW\n",
    "#else\n",
    "#elif 1\n",
    "#endif\n",
    "#if defined(A) && (1 / 0)\n#endif\n",
    "#if 1 ? : 2\n#endif\n",
    "#if (((((((((1)))))))))\n#endif\n",
    "#include \"fuzz-missing.hlsli\"\n",
    "#include <>\n",
    "#include\n",
    "#pragma once\n",
    "#pragma pack_matrix(row_major)\n",
    "#pragma pack_matrix(column_major)\n",
    "#pragma pack_matrix(sideways)\n",
    "#line 5\n",
    "#error fuzz\n",
    "#warning fuzz\n",
    "#\n",
    "#define\n",
    "#define X(\n",
    "#define Y(a, a) a\n",
    "#define __VA_ARGS__ 1\n",
    "#define V(...) __VA_ARGS__\n",
];

fn random_char(rng: &mut Random) -> char {
    if rng.chance(1, 3) {
        *rng.pick(STRANGE_CHARS)
    } else {
        (b' ' + rng.below(95) as u8) as char
    }
}

/// The largest char boundary at or below `at`.
fn floor_boundary(source: &str, mut at: usize) -> usize {
    at = at.min(source.len());
    while !source.is_char_boundary(at) {
        at -= 1;
    }
    at
}

fn random_boundary(source: &str, rng: &mut Random) -> usize {
    floor_boundary(source, rng.below(source.len() + 1))
}

/// A random token text for insertion or replacement.
fn random_token(source: &str, toks: &[(usize, usize)], rng: &mut Random) -> String {
    match rng.below(5) {
        0 => rng.pick(IDENTIFIERS).to_string(),
        1 => rng.pick(NUMBERS).to_string(),
        2 => rng.pick(PUNCTUATORS).to_string(),
        3 if !toks.is_empty() => {
            let (start, end) = *rng.pick(toks);
            source[start..end].to_string()
        }
        _ => {
            // A fresh identifier.
            let length = 1 + rng.below(12);
            let mut name = String::new();
            for position in 0..length {
                let alphabet: &[u8] = if position == 0 {
                    b"abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_"
                } else {
                    b"abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_0123456789"
                };
                name.push(*rng.pick(alphabet) as char);
            }
            name
        }
    }
}

/// A nesting depth: mostly around the front end's limit of 256, sometimes
/// far beyond it.
pub(crate) fn depth(rng: &mut Random) -> usize {
    *rng.pick(&[2, 8, 64, 200, 255, 256, 257, 300, 1000, 1500, 4000, 12000])
}

/// `piece` `n` times, with a line break after every 16 pieces: long
/// generated code, but not one enormous line (each diagnostic prints its
/// whole source line, see the report on diagnostics rendering).
fn repeat(piece: &str, n: usize) -> String {
    let mut out = String::with_capacity((piece.len() + 1) * n);
    for i in 0..n {
        out.push_str(piece);
        if i % 16 == 15 {
            out.push('\n');
        }
    }
    out
}

/// A construct nested `n` deep, meant for statement position (`stmt`) or
/// expression position.
pub(crate) fn nested(rng: &mut Random, n: usize, stmt: bool) -> String {
    if stmt {
        match rng.below(7) {
            0 => format!("{}id.x;{}", repeat("{", n), repeat("}", n)),
            1 => format!("{}id.x++;", repeat("if (id.x) ", n)),
            2 => format!(
                "if (id.x == 0) id.x = 1;{}",
                (0..n)
                    .map(|i| format!(" else if (id.x == {i}) id.x = {i};\n"))
                    .collect::<String>()
            ),
            3 => format!("{}id.x++;", repeat("for (int i = 0; i < 2; i++) ", n)),
            4 => format!(
                "{}id.x++;{}",
                repeat("do { ", n),
                repeat(" } while (false);", n)
            ),
            5 => format!("float chain = 1.0{};", repeat(" + 1.0", n)),
            _ => repeat("id.x += 1;", n),
        }
    } else {
        match rng.below(8) {
            0 => format!("{}1{}", repeat("(", n), repeat(")", n)),
            1 => format!("{}1", repeat("-", n)),
            2 => format!("{}1", repeat("!", n)),
            3 => format!("{}1", repeat("id.x ? 1 : ", n)),
            4 => format!("1{}", repeat(" * 1", n)),
            5 => format!("id{}", repeat(".xyz", n)),
            6 => format!("{}1{}", repeat("max(1, ", n), repeat(")", n)),
            _ => format!("{}1{}", repeat("float4(", n), repeat(", 0, 0, 0)", n)),
        }
    }
}

/// Inputs stop growing at this size (the growing mutations become
/// deletions), which keeps a run's time and memory bounded.
const MAX_INPUT: usize = 64 << 10;

/// One mutation of `source`.
pub(crate) fn mutate(source: &str, rng: &mut Random) -> String {
    let toks = tokens(source);
    if toks.len() < 2 || source.is_empty() {
        let mut out = source.to_string();
        out.push_str(&random_token(source, &toks, rng));
        return out;
    }
    let token = |rng: &mut Random| *rng.pick(&toks);
    let mut out = String::with_capacity(source.len() + 64);
    let choice = if source.len() > MAX_INPUT {
        // Only deletions, truncation and swaps.
        *rng.pick(&[0, 1, 2, 4, 12, 16])
    } else {
        rng.below(20)
    };
    match choice {
        // Token deletion.
        0..=2 => {
            let (start, end) = token(rng);
            out.push_str(&source[..start]);
            out.push_str(&source[end..]);
        }
        // Token duplication.
        3 => {
            let (start, end) = token(rng);
            out.push_str(&source[..end]);
            out.push(' ');
            out.push_str(&source[start..]);
        }
        // Swap of two tokens.
        4 | 5 => {
            let (mut a, mut b) = (token(rng), token(rng));
            if a.0 > b.0 {
                std::mem::swap(&mut a, &mut b);
            }
            if a.1 > b.0 {
                return source.to_string();
            }
            out.push_str(&source[..a.0]);
            out.push_str(&source[b.0..b.1]);
            out.push_str(&source[a.1..b.0]);
            out.push_str(&source[a.0..a.1]);
            out.push_str(&source[b.1..]);
        }
        // Token replacement.
        6..=8 => {
            let (start, end) = token(rng);
            out.push_str(&source[..start]);
            out.push_str(&random_token(source, &toks, rng));
            out.push_str(&source[end..]);
        }
        // Token insertion.
        9 | 10 => {
            let (start, _) = token(rng);
            out.push_str(&source[..start]);
            out.push_str(&random_token(source, &toks, rng));
            out.push(' ');
            out.push_str(&source[start..]);
        }
        // Deletion or duplication of a run of tokens.
        11 => {
            let first = rng.below(toks.len());
            let last = (first + rng.below(12)).min(toks.len() - 1);
            let (start, end) = (toks[first].0, toks[last].1);
            if rng.chance(1, 2) {
                out.push_str(&source[..end]);
                out.push_str(&source[start..end]);
            } else {
                out.push_str(&source[..start]);
            }
            out.push_str(&source[end..]);
        }
        // Character deletion, insertion, duplication, swap.
        12 => {
            let at = random_boundary(source, rng);
            let next = source[at..].chars().next().map_or(0, char::len_utf8);
            out.push_str(&source[..at]);
            out.push_str(&source[at + next..]);
        }
        13 => {
            let at = random_boundary(source, rng);
            out.push_str(&source[..at]);
            for _ in 0..1 + rng.below(3) {
                out.push(random_char(rng));
            }
            out.push_str(&source[at..]);
        }
        14 => {
            let a = random_boundary(source, rng);
            let b = floor_boundary(source, a + rng.below(40));
            out.push_str(&source[..b]);
            out.push_str(&source[a..]);
        }
        15 => {
            let a = random_boundary(source, rng);
            let b = random_boundary(source, rng);
            let (a, b) = (a.min(b), a.max(b));
            let (Some(first), Some(second)) =
                (source[a..].chars().next(), source[b..].chars().next())
            else {
                return source.to_string();
            };
            if a == b {
                return source.to_string();
            }
            out.push_str(&source[..a]);
            out.push(second);
            out.push_str(&source[a + first.len_utf8()..b]);
            out.push(first);
            out.push_str(&source[b + second.len_utf8()..]);
        }
        // Truncation.
        16 => {
            out.push_str(&source[..random_boundary(source, rng)]);
        }
        // A directive at a line start.
        17 => {
            let lines: Vec<usize> = std::iter::once(0)
                .chain(source.match_indices('\n').map(|(at, _)| at + 1))
                .collect();
            let at = *rng.pick(&lines);
            out.push_str(&source[..at]);
            out.push_str(rng.pick::<&str>(DIRECTIVES));
            out.push_str(&source[at..]);
        }
        // Splice: a run of tokens of another corpus shader.
        18 => {
            let other = rng.pick(CORPUS);
            let other_toks = tokens(other);
            let first = rng.below(other_toks.len());
            let last = (first + rng.below(30)).min(other_toks.len() - 1);
            let (start, _) = token(rng);
            out.push_str(&source[..start]);
            out.push_str(&other[other_toks[first].0..other_toks[last].1]);
            out.push(' ');
            out.push_str(&source[start..]);
        }
        // Deep nesting, in statement position (after a ';' or '{') or in
        // expression position (after '=' or '(').
        _ => {
            let n = depth(rng);
            let stmt = rng.chance(1, 2);
            let anchors: Vec<usize> = toks
                .iter()
                .filter(|(start, end)| {
                    let text = &source[*start..*end];
                    if stmt {
                        text == ";" || text == "{"
                    } else {
                        text == "=" || text == "(" || text == "return"
                    }
                })
                .map(|(_, end)| *end)
                .collect();
            let at = if anchors.is_empty() {
                0
            } else {
                *rng.pick(&anchors)
            };
            out.push_str(&source[..at]);
            out.push(' ');
            out.push_str(&nested(rng, n, stmt));
            if !stmt {
                // Keep the expression an operand of what follows.
                out.push_str(" + ");
            }
            out.push_str(&source[at..]);
        }
    }
    out
}
