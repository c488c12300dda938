//! File-level declarations: resources with template arguments and
//! registers, constants, cbuffers, structs, typedefs, functions.

use super::{parse_clean, parse_source, printer};
use crate::ast::{Annotation, Declaration, ParameterModifier, TemplateArgument};
use pretty_assertions::assert_eq;

fn printed(source: &str) -> Vec<String> {
    printer::declarations(&parse_clean(source))
}

#[test]
fn resources_with_templates_and_registers() {
    assert_eq!(
        printed(
            "Texture2D<float4> A : register(t0);
             Texture2D B : register(t1, space1);
             Texture2D<> C;
             Texture2DMS<float4, 4> D;
             Texture2D<vector<float, 4>> E;
             Texture2D<vector<float, 4> > F;
             RWTexture2D<float4> Out : register(u0);
             RWStructuredBuffer<uint> Counts : register(u1, space2);
             SamplerState S : register(s0);
             SamplerComparisonState Cmp : register(s1);
             [[vk::binding(3, 1)]] Texture2D G : register(t3);
             Texture2D<float4> In[2] : register(t0);
             Texture2D Unsized[] : register(t0, space2);
             RWBuffer<float> Many[4][2];
             groupshared float4 cache[64];"
        ),
        [
            "Texture2D<float4> A : register(t0);",
            "Texture2D B : register(t1, space1);",
            "Texture2D<> C;",
            "Texture2DMS<float4, 4> D;",
            "Texture2D<vector<float, 4>> E;",
            "Texture2D<vector<float, 4>> F;",
            "RWTexture2D<float4> Out : register(u0);",
            "RWStructuredBuffer<uint> Counts : register(u1, space2);",
            "SamplerState S : register(s0);",
            "SamplerComparisonState Cmp : register(s1);",
            "[vk::binding(3, 1)] Texture2D G : register(t3);",
            "Texture2D<float4> In[2] : register(t0);",
            "Texture2D Unsized[] : register(t0, space2);",
            "RWBuffer<float> Many[4][2];",
            "groupshared float4 cache[64];",
        ]
    );
}

#[test]
fn template_arguments_are_types_or_constant_expressions() {
    let unit = parse_clean(
        "static const uint N = 4;
         Texture2DMS<float4, N> A;
         Texture2DMS<float4, N * 2> B;
         Texture2DMSArray<vector<float, 2>, (N > 2 ? 8 : 4)> C;",
    );
    assert_eq!(
        printer::declarations(&unit),
        [
            "static const uint N = 4;",
            "Texture2DMS<float4, N> A;",
            "Texture2DMS<float4, (N * 2)> B;",
            "Texture2DMSArray<vector<float, 2>, ((N > 2) ? 8 : 4)> C;",
        ]
    );
    let Declaration::Variable(a) = &unit.declarations[1] else {
        panic!("{:?}", unit.declarations[1]);
    };
    let arguments = a.ty.template_arguments.as_ref().expect("arguments");
    assert!(matches!(&arguments[0], TemplateArgument::Type(ty) if ty.name.name == "float4"));
    assert!(matches!(&arguments[1], TemplateArgument::Expression(_)));
}

#[test]
fn nested_template_closing_spans() {
    let source = "Texture2D<vector<float, 4>> E;";
    let unit = parse_clean(source);
    let Declaration::Variable(variable) = &unit.declarations[0] else {
        panic!();
    };
    let TemplateArgument::Type(inner) = &variable.ty.template_arguments.as_ref().unwrap()[0] else {
        panic!();
    };
    let text = |span: crate::span::Span| &source[span.start as usize..span.end as usize];
    assert_eq!(text(inner.span), "vector<float, 4>");
    assert_eq!(text(variable.ty.span), "Texture2D<vector<float, 4>>");
}

#[test]
fn constants_cbuffers_and_packoffset() {
    assert_eq!(
        printed(
            "static const uint N = 4;
             static const float Weights[3] = {0.25f, 0.5f, 0.25f};
             cbuffer Params : register(b0) {
               float4 Scale;
               uint2 Size, Offset;
               row_major float4x4 M : packoffset(c2);
             };
             [[vk::binding(1)]] cbuffer Other { float x; }
             uniform float Gain;"
        ),
        [
            "static const uint N = 4;",
            "static const float Weights[3] = {0.25f, 0.5f, 0.25f};",
            "cbuffer Params : register(b0) { float4 Scale; uint2 Size, Offset; row_major float4x4 M : packoffset(…); }",
            "[vk::binding(1)] cbuffer Other { float x; }",
            "uniform float Gain;",
        ]
    );
}

#[test]
fn structs_and_typedefs() {
    let unit = parse_clean(
        "struct Input {
           uint3 id : SV_DispatchThreadID;
           float2 uv : TEXCOORD0;
           Texture2D<float4> tex;
           SamplerState samp;
         };
         typedef vector<float, 4> f4;
         typedef Texture2D<> Tex, TexArray[2];
         struct Pair { f4 a, b; } pair;
         f4 Value;
         Tex T : register(t0);
         ConstantBuffer<Input> CB : register(b1);
         StructuredBuffer<Pair> Pairs;",
    );
    assert_eq!(
        printer::declarations(&unit),
        [
            "struct Input { uint3 id : SV_DispatchThreadID; float2 uv : TEXCOORD0; Texture2D<float4> tex; SamplerState samp; };",
            "typedef vector<float, 4> f4;",
            "typedef Texture2D<> Tex;",
            "typedef Texture2D<> TexArray[2];",
            "struct Pair { f4 a, b; };",
            "Pair pair;",
            "f4 Value;",
            "Tex T : register(t0);",
            "ConstantBuffer<Input> CB : register(b1);",
            "StructuredBuffer<Pair> Pairs;",
        ]
    );
}

#[test]
fn functions_parameters_and_semantics() {
    let unit = parse_clean(
        "float helper(float x);
         void update(in float a, out float b, inout float c, in out uint d, float e = 1.0f) { b = a; }
         float4 ps(float4 pos : SV_Position, nointerpolation float2 uv : TEXCOORD0, uint s : SV_SampleIndex) : SV_Target1 { return pos; }
         [shader(\"compute\")]
         [numthreads(8, 8, 1)]
         void main(uint3 id : SV_DispatchThreadID, uint3 g : SV_GroupID, uint3 t : SV_GroupThreadID, uint i : SV_GroupIndex) { }
         void none(void) { }
         inline static float twice(const float x) { return x * 2; }
         void resources(Texture2D<float4> t, SamplerState s, [[vk::location(0)]] float v, float arr[4]) { }
         float unnamed(float, int);",
    );
    assert_eq!(
        printer::declarations(&unit),
        [
            "float helper(float x);",
            "void update(in float a, out float b, inout float c, inout uint d, float e = 1.0f) { (b = a); }",
            "float4 ps(float4 pos : SV_Position, nointerpolation float2 uv : TEXCOORD0, uint s : SV_SampleIndex) : SV_Target1 { return pos; }",
            "[shader(\"compute\")] [numthreads(8, 8, 1)] void main(uint3 id : SV_DispatchThreadID, uint3 g : SV_GroupID, uint3 t : SV_GroupThreadID, uint i : SV_GroupIndex) { }",
            "void none() { }",
            "static float twice(const float x) { return (x * 2); }",
            "void resources(Texture2D<float4> t, SamplerState s, [vk::location(0)] float v, float arr[4]) { }",
            "float unnamed(float, int);",
        ]
    );
    let Declaration::Function(update) = &unit.declarations[1] else {
        panic!();
    };
    let modifiers: Vec<_> = update.parameters.iter().map(|p| p.modifier).collect();
    assert_eq!(
        modifiers,
        [
            ParameterModifier::In,
            ParameterModifier::Out,
            ParameterModifier::Inout,
            ParameterModifier::Inout,
            ParameterModifier::None
        ]
    );
    let Declaration::Function(ps) = &unit.declarations[2] else {
        panic!();
    };
    assert!(matches!(
        &ps.return_annotations[..],
        [Annotation::Semantic(semantic)] if semantic.name.name == "SV_Target1"
    ));
}

#[test]
fn stray_semicolons_at_file_level_are_ignored() {
    assert_eq!(printed(";; float x; ;"), ["float x;"]);
}

#[test]
fn unsupported_constructs_are_reported_not_crashed_on() {
    let parsed = parse_source(
        "tbuffer TB : register(t0) { float y; }
         struct M { M() { } float get() { return 1; } float z; };
         struct Q { template <typename U> U f(); float q; };
         RWTexture2D<unorm float4> U;
         globallycoherent RWTexture2D<float4> G;
         struct P { P operator,(P p); };
         float after;",
    );
    assert_eq!(
        parsed.diagnostic_lines(),
        [
            "1:1-1:8: error: 'tbuffer' is not supported",
            "2:21-2:22: error: constructors are not supported in HLSL",
            "3:21-3:29: error: member templates are not supported",
            "4:22-4:27: error: 'unorm' is not supported",
            "5:10-5:26: error: 'globallycoherent' is not supported",
            "6:23-6:32: error: overloaded operator ',' is not supported",
        ]
    );
    assert_eq!(
        parsed.printed(),
        [
            "cbuffer TB : register(t0) { float y; }",
            "struct M { float z; float get() { return 1; } };",
            "struct Q { float q; };",
            "RWTexture2D<float4> U;",
            "RWTexture2D<float4> G;",
            "struct P { };",
            "float after;",
        ]
    );
}

#[test]
fn namespaces_enums_templates_and_methods_are_read() {
    assert_eq!(
        printed(
            "namespace A::B { struct S { float x; }; }
             A::B::S s;
             using namespace A;
             enum class E : uint { X, Y = 4, };
             enum F { P };
             template <typename T, uint N = 2> T f(T v[N]) { return v[0]; }
             struct C : A::B::S { static const int K = 1; float g() const { return f<float, 1>(x) < int(3); } static C make(); C operator+(C o); };"
        ),
        [
            "namespace A::B { struct S { float x; }; }",
            "A::B::S s;",
            "using namespace A;",
            "enum class E : uint { X, Y = 4, };",
            "enum F { P, };",
            "template <typename T, uint N = 2> T f(T v[N]) { return v[0]; }",
            "struct C : A::B::S { static const int K = 1; float g() { return (f<float, 1>(x) < int(3)); } const static C make(); C operator+(C o); };",
        ]
    );
}

#[test]
fn a_member_compared_with_a_cast_is_no_template_argument_list() {
    assert_eq!(
        printed("void f() { if (v.x < int(3)) x = 1; }"),
        ["void f() { if ((v.x < int(3))) (x = 1); }"]
    );
}
