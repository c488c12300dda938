//! Error recovery: every syntax error is reported once, with clang's text
//! and location, and the rest of the file still parses.

use super::{parse_source, parse_source_with_lexer_errors};
use pretty_assertions::assert_eq;

#[test]
fn errors_in_several_functions_are_all_reported_once() {
    let parsed = parse_source(
        "RWBuffer<float> Out : register(u0);

void first(uint i) {
  float x = 1.0f
  Out[i] = x;
}

void second(uint i) {
  Out[i] = (i + ;
  Out[i + 1] = 2.0f;
}

void third(uint i) {
  if (i > 2 {
    Out[i] = 3.0f;
  }
}

[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  Foo bar;
  first(id.x);
  second(id.x) third(id.x);
  third(id.x);
}
",
    );
    assert_eq!(
        parsed.diagnostic_lines(),
        [
            "4:17-4:17: error: expected ';' at end of declaration",
            "9:17-9:18: error: expected expression",
            "14:13-14:14: error: expected ')'",
            "14:6-14:7: note: to match this '('",
            "21:3-21:6: error: unknown type name 'Foo'",
            "23:15-23:15: error: expected ';' after expression",
        ]
    );
    assert_eq!(
        parsed.printed(),
        [
            "RWBuffer<float> Out : register(u0);",
            "void first(uint i) { float x = 1.0f; }",
            "void second(uint i) { <error>; (Out[(i + 1)] = 2.0f); }",
            "void third(uint i) { if ((i > 2)) { (Out[i] = 3.0f); } }",
            "[numthreads(1, 1, 1)] void main(uint3 id : SV_DispatchThreadID) { Foo bar; first(id.x); second(id.x); third(id.x); third(id.x); }",
        ]
    );
}

#[test]
fn broken_lists_keep_what_was_read() {
    let parsed = parse_source(
        "void f() {
  int a[3] = {1, , 3};
  g(a, +, b);
  for (int i = 0; i < ; i++) { h(i); }
  while (x y) { k(); }
  float y = (1 + 2, z = 3;
  y = 2;
}
",
    );
    assert_eq!(
        parsed.diagnostic_lines(),
        [
            "2:18-2:19: error: expected expression",
            "3:9-3:10: error: expected expression",
            "4:23-4:24: error: expected expression",
            "5:12-5:13: error: expected ')'",
            "5:9-5:10: note: to match this '('",
            "6:26-6:27: error: expected ')'",
            "6:13-6:14: note: to match this '('",
        ]
    );
    assert_eq!(
        parsed.printed(),
        ["void f() { int a[3] = {1, <error>}; g(a, <error>); \
             for (int i = 0; ; ) { h(i); } while (<error>) { k(); } \
             float y = <error>; (y = 2); }"]
    );
}

#[test]
fn missing_and_extra_braces() {
    let parsed = parse_source("float a;\n}\nvoid f() {\n  if (a) {\n    a = 1;\n");
    assert_eq!(
        parsed.diagnostic_lines(),
        [
            "2:1-2:2: error: extraneous closing brace ('}')",
            "6:1-6:1: error: expected '}'",
            "4:10-4:11: note: to match this '{'",
        ]
    );
    assert_eq!(
        parsed.printed(),
        ["float a;", "void f() { if (a) { (a = 1); } }"]
    );
}

#[test]
fn file_level_errors_resume_at_the_next_declaration() {
    let parsed = parse_source(
        "Texture2D<float4 T : register(t0);
float ok1;
5 + 3;
float ok2
struct S { float v; };
cbuffer C : register(b0) { float c }
void f(int a b) { return; }
float ok3;
",
    );
    assert_eq!(
        parsed.diagnostic_lines(),
        [
            "1:18-1:19: error: expected '>'",
            "1:10-1:11: note: to match this '<'",
            "3:1-3:2: error: expected unqualified-id",
            "4:10-4:10: error: expected ';' after top level declarator",
            "6:35-6:35: error: expected ';' at end of declaration list",
            "7:14-7:15: error: expected ')'",
            "7:7-7:8: note: to match this '('",
        ]
    );
    assert_eq!(
        parsed.printed(),
        [
            "float ok1;",
            "float ok2;",
            "struct S { float v; };",
            "cbuffer C : register(b0) { float c; }",
            "void f(int a) { return; }",
            "float ok3;",
        ]
    );
}

#[test]
fn extraneous_closing_parenthesis() {
    let parsed = parse_source("void f() {\n  x = g(a));\n  y = a[1]];\n  z = 3;\n}\n");
    assert_eq!(
        parsed.diagnostic_lines(),
        [
            "2:11-2:12: error: extraneous ')' before ';'",
            "3:11-3:12: error: extraneous ']' before ';'",
        ]
    );
    assert_eq!(
        parsed.printed(),
        ["void f() { (x = g(a)); (y = a[1]); (z = 3); }"]
    );
}

#[test]
fn statement_keywords_out_of_place() {
    let parsed = parse_source(
        "void f() {\n  case 1: x = 1;\n  else y = 2;\n  default: z = 3;\n  w = 4;\n}\n",
    );
    assert_eq!(
        parsed.diagnostic_lines(),
        [
            "2:3-2:7: error: 'case' statement not in switch statement",
            "3:3-3:7: error: expected expression",
            "4:3-4:10: error: 'default' statement not in switch statement",
        ]
    );
    assert_eq!(
        parsed.printed(),
        ["void f() { <error>; <error>; <error>; (w = 4); }"]
    );
}

#[test]
fn nesting_limit_is_one_fatal_error() {
    let deep = format!(
        "void f() {{ x = {}1{}; }}\nfloat after;",
        "(".repeat(300),
        ")".repeat(300)
    );
    let parsed = parse_source(&deep);
    let lines = parsed.diagnostic_lines();
    assert_eq!(lines.len(), 1, "{lines:?}");
    assert!(lines[0].ends_with("error: bracket nesting level exceeded maximum of 256"));

    let shallow = format!(
        "void f() {{ x = {}1{}; }}",
        "(".repeat(200),
        ")".repeat(200)
    );
    assert!(parse_source(&shallow).diagnostics.is_empty());

    let blocks = format!("void f() {}{}", "{".repeat(400), "}".repeat(400));
    assert_eq!(parse_source(&blocks).diagnostics.error_count(), 1);
}

#[test]
fn a_missing_semicolon_after_an_expression_does_not_swallow_the_next_statement() {
    let parsed = parse_source(
        "void f(uint i) {
  Out[i] = 1.0
  Out[i + 1] = (Out[i] * 2.0;
  Out[i + 2] = 3.0;
}
",
    );
    assert_eq!(
        parsed.diagnostic_lines(),
        [
            "2:15-2:15: error: expected ';' after expression",
            "3:29-3:30: error: expected ')'",
            "3:16-3:17: note: to match this '('",
        ]
    );
    assert_eq!(
        parsed.printed(),
        ["void f(uint i) { (Out[i] = 1.0); <error>; (Out[(i + 2)] = 3.0); }"]
    );
}

#[test]
fn a_stray_character_is_reported_once() {
    let parsed = parse_source_with_lexer_errors("void f() {\n  int q = 2 ` 3;\n  int r = 4;\n}\n");
    assert_eq!(
        parsed.diagnostic_lines(),
        ["2:13-2:14: error: unexpected character '`'"]
    );
    assert_eq!(parsed.printed(), ["void f() { int q = 2; int r = 4; }"]);
}

#[test]
fn two_keyword_types_cannot_be_combined() {
    let parsed = parse_source("int int x;\nfloat y;\n");
    assert_eq!(
        parsed.diagnostic_lines(),
        ["1:5-1:8: error: cannot combine with previous 'int' declaration specifier"]
    );
    assert_eq!(parsed.printed(), ["int x;", "float y;"]);
}

#[test]
fn a_function_with_an_unclosed_parameter_list_keeps_its_body() {
    let parsed = parse_source("float f(float a, float b {\n  return a + b;\n}\n");
    assert_eq!(
        parsed.diagnostic_lines(),
        [
            "1:26-1:27: error: expected ')'",
            "1:8-1:9: note: to match this '('",
        ]
    );
    assert_eq!(
        parsed.printed(),
        ["float f(float a, float b) { return (a + b); }"]
    );
}

#[test]
fn a_cast_to_an_undeclared_type_names_the_identifier() {
    let parsed = parse_source("void f() {\n  float c = (Gadget)1;\n}\n");
    assert_eq!(
        parsed.diagnostic_lines(),
        ["2:14-2:20: error: use of undeclared identifier 'Gadget'"]
    );
    assert_eq!(parsed.printed(), ["void f() { float c = <error>; }"]);
}
