//! Semantic analysis tests: exact clang-style messages and their positions.

use crate::codegen::tests::{compile_with, options};
use crate::options::Target;

/// The rendered diagnostics of a failing (or warning) compilation: only the
/// `file:line:col: severity: message` lines.
fn diagnostics(source: &str) -> Vec<String> {
    let rendered = match compile_with(source, &options(Target::Dxil, "cs_6_6")) {
        Ok(_) => String::new(),
        Err(text) => text,
    };
    rendered
        .lines()
        .filter(|line| line.starts_with("test.hlsl:") || line.starts_with("texel:"))
        .map(str::to_string)
        .collect()
}

fn warnings(source: &str) -> Vec<String> {
    let (unit, sources, mut diagnostics) = crate::codegen::tests::parse(source);
    let context = inkwell::context::Context::create();
    let module = crate::codegen::generate(
        &unit,
        &sources,
        &options(Target::Dxil, "cs_6_6"),
        &context,
        &mut diagnostics,
    );
    assert!(module.is_some(), "{}", diagnostics.render(&sources));
    diagnostics
        .render(&sources)
        .lines()
        .filter(|line| line.starts_with("test.hlsl:"))
        .map(str::to_string)
        .collect()
}

const ENTRY: &str = "[numthreads(1, 1, 1)]\nvoid main() {\n";

fn in_main(body: &str) -> String {
    format!("{ENTRY}{body}\n}}\n")
}

#[test]
fn undeclared_identifier() {
    assert_eq!(
        diagnostics(&in_main("  float x = foo;")),
        ["test.hlsl:3:13: error: use of undeclared identifier 'foo'"]
    );
}

#[test]
fn overload_resolution_failures() {
    let source = r#"
struct Foo { float a; }; float h(float a, float b = 1.0) { return a + b; }
float f(float2 a, float b) { return a.x + b; }
float g(float a) { return a; }
float g(float a, float b) { return a + b; }
[numthreads(1, 1, 1)]
void main() {
  Foo foo;
  float x = f(1.0);
  float y = g(foo);
  float2 z = foo;
  float w = h() + h(1, 2, 3);
}
"#;
    let rendered = compile_with(source, &options(Target::Dxil, "cs_6_6")).unwrap_err();
    let lines: Vec<&str> = rendered
        .lines()
        .filter(|line| line.starts_with("test.hlsl:"))
        .collect();
    assert_eq!(
        lines,
        [
            "test.hlsl:9:13: error: no matching function for call to 'f'",
            "test.hlsl:3:7: note: candidate function not viable: requires 2 arguments, but 1 was provided",
            "test.hlsl:10:13: error: no matching function for call to 'g'",
            "test.hlsl:4:7: note: candidate function not viable: no known conversion from 'Foo' to 'float' for 1st argument",
            "test.hlsl:5:7: note: candidate function not viable: requires 2 arguments, but 1 was provided",
            "test.hlsl:11:14: error: cannot initialize a variable of type 'float2' with an lvalue of type 'Foo'",
            "test.hlsl:12:13: error: no matching function for call to 'h'",
            "test.hlsl:2:32: note: candidate function not viable: requires at least 1 argument, but 0 were provided",
            "test.hlsl:12:19: error: no matching function for call to 'h'",
            "test.hlsl:2:32: note: candidate function not viable: requires at most 2 arguments, but 3 were provided",
        ]
    );
}

#[test]
fn truncation_warnings() {
    let source = "RWBuffer<float> Out;\n[numthreads(1, 1, 1)]\nvoid main() {\n  float4 v = 1;\n  float f = v;\n  float2 w = v;\n  Out[0] = f + w.x;\n}\n";
    assert_eq!(
        warnings(source),
        [
            "test.hlsl:5:13: warning: implicit conversion turns vector to scalar: 'float4' to 'float'",
            "test.hlsl:6:14: warning: implicit conversion truncates vector: 'float4' to 'float2'",
        ]
    );
}

#[test]
fn register_letters() {
    let source = r#"
RWBuffer<float> A : register(t0);
Buffer<float> B : register(u1);
Buffer<float> C : register(b2);
Buffer<float> D : register(s3);
Buffer<float> E : register(x4);
Buffer<float> F : register(t5) : register(t6);
Buffer<float> G : register(t7, spaceX);
cbuffer H : register(t8) { float h; };
Buffer<float> I : register(t9);
Buffer<float> J : register(t9);
[numthreads(1, 1, 1)]
void main() {}
"#;
    assert_eq!(
        diagnostics(source),
        [
            "test.hlsl:2:30: error: binding type 't' only applies to SRV resources",
            "test.hlsl:3:28: error: binding type 'u' only applies to UAV resources",
            "test.hlsl:4:28: error: binding type 'b' only applies to constant buffer resources",
            "test.hlsl:5:28: error: binding type 's' only applies to sampler state",
            "test.hlsl:6:28: error: binding type 'x' is invalid",
            "test.hlsl:7:34: error: binding type 't' cannot be applied more than once",
            "test.hlsl:8:32: error: invalid space specifier 'spaceX' used; expected 'space' followed by an integer, like space1",
            "test.hlsl:9:22: error: binding type 't' only applies to SRV resources",
            "test.hlsl:11:15: error: resource J at register t9 overlaps with resource I at register t9 in space 0",
            "test.hlsl:10:15: note: the other resource is declared here",
        ]
    );
}

#[test]
fn recursion_is_reported() {
    let source = r#"
int f(int x);
int g(int x) { return f(x); }
int f(int x) { return x > 0 ? g(x - 1) : 0; }
[numthreads(1, 1, 1)]
void main() { f(3); }
"#;
    let lines = diagnostics(source);
    assert_eq!(lines.len(), 2, "{lines:?}");
    assert_eq!(
        lines,
        [
            "test.hlsl:3:23: error: recursive functions are not allowed in HLSL: the call from 'g' to 'f' forms a cycle",
            "test.hlsl:4:5: note: 'f' declared here",
        ]
    );
}

#[test]
fn swizzles_and_assignability() {
    assert_eq!(
        diagnostics(&in_main("  float4 v = 0;\n  v.xx = 1;\n  v.q = 2;\n  v.z = v.xyw;\n  float2 w = v.xyz.w;")),
        [
            "test.hlsl:4:3: error: vector is not assignable (contains duplicate components)",
            "test.hlsl:5:5: error: illegal vector component name 'q'",
            "test.hlsl:6:9: warning: implicit conversion turns vector to scalar: 'float3' to 'float'",
            "test.hlsl:7:20: error: vector component access exceeds type 'float3'",
        ]
    );
}

#[test]
fn constructors_and_lists() {
    assert_eq!(
        diagnostics(&in_main("  int3 a = int3(1, 2);\n  uint2 b = {1, 2, 3};\n  float4 c = float4(float2(1, 2), 3, 4);")),
        [
            "test.hlsl:3:12: error: too few elements in vector initialization (expected 3 elements, have 2)",
            "test.hlsl:4:13: error: too many initializers in list for type 'uint2' (expected 2 but found 3)",
        ]
    );
}

#[test]
fn resource_element_rules() {
    let source = r#"
struct Foo { float a; };
RWBuffer<Foo> A;
RWBuffer B;
Buffer<bool> C;
Buffer<float> D;
[numthreads(1, 1, 1)]
void main() { D[0] = 1; }
"#;
    let rendered = compile_with(source, &options(Target::Dxil, "cs_6_6")).unwrap_err();
    for expected in [
        "test.hlsl:3:1: error: constraints not satisfied for class template 'RWBuffer'",
        "test.hlsl:3:1: note: because 'Foo' does not satisfy '__is_typed_resource_element_compatible'",
        "test.hlsl:4:1: error: use of class template 'RWBuffer' requires template arguments",
        "test.hlsl:5:1: error: constraints not satisfied for class template 'Buffer'",
        "test.hlsl:8:15: error: cannot assign to return value because function 'operator[]' returns a const value",
    ] {
        assert!(rendered.contains(expected), "missing `{expected}` in:\n{rendered}");
    }
}

#[test]
fn entry_point_rules() {
    assert_eq!(
        diagnostics("void other() {}\n"),
        ["texel: error: missing entry point definition 'main'"]
    );
    assert_eq!(
        diagnostics("void main(uint3 id : SV_DispatchThreadID, float4 p : SV_Position, uint x) {}\n"),
        [
            "test.hlsl:1:6: error: missing numthreads attribute for compute shader entry",
            "test.hlsl:1:54: error: attribute 'SV_Position' is unsupported in 'compute' shaders",
            "test.hlsl:1:67: error: semantic annotations must be present for all parameters of an entry function or patch constant function",
        ]
    );
    assert_eq!(
        diagnostics("[numthreads(1,1,1)] void main(float id : SV_GroupID) {}\n"),
        ["test.hlsl:1:42: error: attribute 'SV_GroupID' only applies to a field or parameter of type 'uint/uint2/uint3'"]
    );
}

#[test]
fn statements_in_the_wrong_place() {
    assert_eq!(
        diagnostics(&in_main("  break;\n  continue;\n  return 1;")),
        [
            "test.hlsl:3:3: error: 'break' statement not in loop or switch statement",
            "test.hlsl:4:3: error: 'continue' statement not in loop statement",
            "test.hlsl:5:3: error: void function 'main' should not return a value",
        ]
    );
}

#[test]
fn writes_to_const_variables() {
    let source = "static const int G = 1;\nstatic const float2 H = float2(1, 2);\nvoid f(const int p) {\n  p = 3;\n}\n[numthreads(1, 1, 1)]\nvoid main() {\n  const float c = 1;\n  c += 1;\n  c++;\n  G = 2;\n  H.x = 1;\n  float w = 0;\n  w = 1;\n  f(1);\n}\n";
    let rendered = compile_with(source, &options(Target::Dxil, "cs_6_6")).unwrap_err();
    let lines: Vec<&str> = rendered
        .lines()
        .filter(|line| line.starts_with("test.hlsl:"))
        .collect();
    assert_eq!(
        lines,
        [
            "test.hlsl:4:3: error: cannot assign to variable 'p' with const-qualified type 'const int'",
            "test.hlsl:3:18: note: variable 'p' declared const here",
            "test.hlsl:9:3: error: cannot assign to variable 'c' with const-qualified type 'const float'",
            "test.hlsl:8:15: note: variable 'c' declared const here",
            "test.hlsl:10:3: error: cannot assign to variable 'c' with const-qualified type 'const float'",
            "test.hlsl:8:15: note: variable 'c' declared const here",
            "test.hlsl:11:3: error: cannot assign to variable 'G' with const-qualified type 'const int'",
            "test.hlsl:1:18: note: variable 'G' declared const here",
            "test.hlsl:12:3: error: cannot assign to variable 'H' with const-qualified type 'const float2'",
            "test.hlsl:2:21: note: variable 'H' declared const here",
        ]
    );
}

#[test]
fn templated_byte_address_access_errors() {
    let source = "ByteAddressBuffer In;\nRWByteAddressBuffer Out;\nRWBuffer<float> B;\nstruct S { float a; };\n[numthreads(1, 1, 1)]\nvoid main() {\n  bool b = In.Load<bool>(0);\n  S s = In.Load<S>(0);\n  float f = B.Load<float>(0);\n  float g = In.Load<float, float>(0);\n  In.Store<float>(0, 1.0);\n  float h = In.Load<Missing>(0);\n  Out.Store<float2>(0, float2(1, 2));\n}\n";
    assert_eq!(
        diagnostics(source),
        [
            "test.hlsl:7:15: error: 'Load<bool>' is not supported: the type must be a numeric scalar or vector",
            "test.hlsl:8:12: error: 'Load<S>' is not supported: the type must be a numeric scalar or vector",
            "test.hlsl:9:15: error: 'Load' of 'RWBuffer<float>' does not take template arguments",
            "test.hlsl:10:16: error: 'Load' takes one template argument, 2 given",
            "test.hlsl:11:6: error: 'Store' of 'ByteAddressBuffer' does not take template arguments",
            "test.hlsl:12:21: error: use of undeclared identifier 'Missing'",
        ]
    );
}
