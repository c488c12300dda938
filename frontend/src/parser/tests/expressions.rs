//! Expression forms, precedence and associativity, printed fully
//! parenthesised.

use super::{expression, expression_with};
use pretty_assertions::assert_eq;

fn check(cases: &[(&str, &str)]) {
    for (source, expected) in cases {
        assert_eq!(expression(source), *expected, "{source}");
    }
}

#[test]
fn binary_precedence_follows_c() {
    check(&[
        ("a + b * c", "(a + (b * c))"),
        ("a * b + c", "((a * b) + c)"),
        ("a - b - c", "((a - b) - c)"),
        ("a / b % c", "((a / b) % c)"),
        ("a << 1 + b", "(a << (1 + b))"),
        ("a < b << c", "(a < (b << c))"),
        ("a == b < c", "(a == (b < c))"),
        ("a != b >= c", "(a != (b >= c))"),
        ("a & b == c", "(a & (b == c))"),
        ("a | b ^ c & d", "(a | (b ^ (c & d)))"),
        ("a || b && c", "(a || (b && c))"),
        ("a && b || c && d", "((a && b) || (c && d))"),
        ("a > b > c", "((a > b) > c)"),
        ("a >> 2 << 1", "((a >> 2) << 1)"),
    ]);
}

#[test]
fn assignment_and_conditional_are_right_associative() {
    check(&[
        ("a = b = c", "(a = (b = c))"),
        ("a += b * 2", "(a += (b * 2))"),
        ("a -= b", "(a -= b)"),
        ("a *= b", "(a *= b)"),
        ("a /= b", "(a /= b)"),
        ("x %= y >> 2", "(x %= (y >> 2))"),
        ("a &= b | c", "(a &= (b | c))"),
        ("a |= b", "(a |= b)"),
        ("a ^= b", "(a ^= b)"),
        ("a <<= 1", "(a <<= 1)"),
        ("a >>= 1", "(a >>= 1)"),
        ("a ? b : c ? d : e", "(a ? b : (c ? d : e))"),
        ("x = a > b ? a : b", "(x = ((a > b) ? a : b))"),
        ("a ? b : c = d", "(a ? b : (c = d))"),
        ("a ? b, c : d", "(a ? (b, c) : d)"),
        ("a || b ? c : d", "((a || b) ? c : d)"),
    ]);
}

#[test]
fn comma_is_loosest() {
    check(&[("a, b = c", "(a, (b = c))"), ("i++, j--", "((i++), (j--))")]);
}

#[test]
fn unary_postfix_and_casts() {
    check(&[
        ("-a.x", "(-a.x)"),
        ("!a++", "(!(a++))"),
        ("++a[i]", "(++a[i])"),
        ("a-- - --b", "((a--) - (--b))"),
        ("~a & b", "((~a) & b)"),
        ("+a * -b", "((+a) * (-b))"),
        ("- - a", "(-(-a))"),
        ("(float4)x.y", "((float4)x.y)"),
        ("(float)a + b", "(((float)a) + b)"),
        ("(int)-x", "((int)(-x))"),
        ("(uint2)(a + b)", "((uint2)(a + b))"),
        ("(float)(int)x", "((float)((int)x))"),
        ("(vector<float, 4>)x", "((vector<float, 4>)x)"),
        ("(a + b) * c", "((a + b) * c)"),
        ("(x)(y)", "x(y)"),
        ("(float4(1, 2, 3, 4)).x", "float4(1, 2, 3, 4).x"),
    ]);
    // A user type is known once declared.
    assert_eq!(expression_with("struct S { float a; };", "(S)0"), "((S)0)");
    assert_eq!(
        expression_with("typedef uint2 Pair;", "(Pair)v + 1"),
        "(((Pair)v) + 1)"
    );
}

#[test]
fn calls_members_swizzles_and_subscripts() {
    check(&[
        ("f()", "f()"),
        ("f(a, b + 1)", "f(a, (b + 1))"),
        ("f(g(x), (a, b))", "f(g(x), (a, b))"),
        (
            "Tex.Sample(s, uv).rgb * 2.0f",
            "(Tex.Sample(s, uv).rgb * 2.0f)",
        ),
        ("v.xyz = c.bgr", "(v.xyz = c.bgr)"),
        ("Out[i]", "Out[i]"),
        ("Tex[int2(x, y)]", "Tex[int2(x, y)]"),
        ("Tex.mips[1][p]", "Tex.mips[1][p]"),
        ("MS.sample[s][p]", "MS.sample[s][p]"),
        ("a[i][j].x", "a[i][j].x"),
        ("s.field.inner[2]", "s.field.inner[2]"),
        ("float4(uv, 0, 1)", "float4(uv, 0, 1)"),
        ("int3(uv, 0)", "int3(uv, 0)"),
        ("Enum::Value + 1", "(Enum::Value + 1)"),
    ]);
}

#[test]
fn template_constructions() {
    check(&[
        (
            "vector<float, 4>(1, 2, 3, 4)",
            "vector<float, 4>(1, 2, 3, 4)",
        ),
        (
            "matrix<float, 2, 2>(a, b, c, d)",
            "matrix<float, 2, 2>(a, b, c, d)",
        ),
        ("vector<float, N * 2>(x)", "vector<float, (N * 2)>(x)"),
        ("vector<float, 2>(1, 2).yx", "vector<float, 2>(1, 2).yx"),
    ]);
}

#[test]
fn templated_member_calls() {
    check(&[
        ("In.Load<float>(8)", "In.Load<float>(8)"),
        (
            "Out.Store<float2>(o * 8, v)",
            "Out.Store<float2>((o * 8), v)",
        ),
        (
            "In.Load<vector<int, 2> >(0).y",
            "In.Load<vector<int, 2>>(0).y",
        ),
        // A member compared with a value stays a comparison.
        ("s.a < b", "(s.a < b)"),
    ]);
}

#[test]
fn literals() {
    check(&[
        ("x = 0x1Fu", "(x = 31u)"),
        ("x = 1.5h", "(x = 1.5h)"),
        ("x = 2.0f", "(x = 2.0f)"),
        ("x = .5", "(x = 0.5)"),
        ("x = 10l", "(x = 10l)"),
        ("x = true && false", "(x = (true && false))"),
    ]);
}

#[test]
fn less_than_after_a_variable_is_a_comparison() {
    check(&[
        ("i < N", "(i < N)"),
        ("a < b > c", "((a < b) > c)"),
        ("x = a >> 2", "(x = (a >> 2))"),
    ]);
}
