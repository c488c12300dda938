//! Statement forms: declarations, control flow, attributes.

use super::{statements, statements_with};
use pretty_assertions::assert_eq;

#[test]
fn local_declarations() {
    assert_eq!(
        statements(
            "uint w, h;
             uint2 g = {a, b};
             float a[2][3] = {{1, 2, 3}, {4, 5, 6},};
             static const float K = 1.0f;
             const int n = 2, m[2] = {1, 2};
             Texture2D<float4> t = Tex;
             vector<float, 4> v = vector<float, 4>(1, 2, 3, 4);
             float4 sample = Tex.Sample(s, uv);
             precise float p = 1;"
        ),
        [
            "uint w, h;",
            "uint2 g = {a, b};",
            "float a[2][3] = {{1, 2, 3}, {4, 5, 6}};",
            "static const float K = 1.0f;",
            "const int n = 2, m[2] = {1, 2};",
            "Texture2D<float4> t = Tex;",
            "vector<float, 4> v = vector<float, 4>(1, 2, 3, 4);",
            "float4 sample = Tex.Sample(s, uv);",
            "precise float p = 1;",
        ]
    );
}

#[test]
fn type_names_starting_expressions() {
    assert_eq!(
        statements(
            "float4(1, 2, 3, 4);
             vector<float, 2>(1, 2).x;
             sample = 1;
             S = 2;"
        ),
        [
            "float4(1, 2, 3, 4);",
            "vector<float, 2>(1, 2).x;",
            "(sample = 1);",
            "(S = 2);",
        ]
    );
    // Once S is a struct, `S s;` declares.
    assert_eq!(
        statements_with("struct S { int a; };", "S s; s.a = 1;"),
        ["S s;", "(s.a = 1);"]
    );
}

#[test]
fn control_flow() {
    assert_eq!(
        statements(
            "if (a) b = 1;
             if (a) { b = 1; } else if (c) b = 2; else { b = 3; }
             for (uint i = 0, j = 1; i < N; ++i, j++) total += i;
             for (;;) break;
             for (i = 0; i < 4; i++) { continue; }
             while (x > 0) x--;
             do { x++; } while (x < 10);
             return;
             return a + b;
             discard;
             ;
             { a = 1; { b = 2; } }"
        ),
        [
            "if (a) (b = 1);",
            "if (a) { (b = 1); } else if (c) (b = 2); else { (b = 3); }",
            "for (uint i = 0, j = 1; (i < N); ((++i), (j++))) (total += i);",
            "for (; ; ) break;",
            "for ((i = 0); (i < 4); (i++)) { continue; }",
            "while ((x > 0)) (x--);",
            "do { (x++); } while ((x < 10));",
            "return;",
            "return (a + b);",
            "discard;",
            ";",
            "{ (a = 1); { (b = 2); } }",
        ]
    );
}

#[test]
fn dangling_else_binds_to_the_nearest_if() {
    assert_eq!(
        statements("if (a) if (b) x = 1; else x = 2;"),
        ["if (a) if (b) (x = 1); else (x = 2);"]
    );
}

#[test]
fn switch_with_grouped_labels_and_default() {
    assert_eq!(
        statements(
            "switch (x) {
               case 0:
               case 1: y = 1; break;
               case N + 1: { y = 2; } break;
               default: y = 3;
             }
             switch (x) { }"
        ),
        [
            "switch (x) { case 0: case 1: (y = 1); break; case (N + 1): { (y = 2); } break; default: (y = 3); }",
            "switch (x) { }",
        ]
    );
}

#[test]
fn statement_attributes() {
    assert_eq!(
        statements(
            "[unroll] for (int i = 0; i < 4; i++) x += i;
             [unroll(4)] while (a) a--;
             [loop] do { } while (a);
             [branch] if (a) b = 1;
             [flatten] if (a) b = 2;
             [call] switch (a) { default: break; }"
        ),
        [
            "[unroll] for (int i = 0; (i < 4); (i++)) (x += i);",
            "[unroll(4)] while (a) (a--);",
            "[loop] do { } while (a);",
            "[branch] if (a) (b = 1);",
            "[flatten] if (a) (b = 2);",
            "[call] switch (a) { default: break; }",
        ]
    );
}
