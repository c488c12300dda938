//! The language: conversions, swizzles, control flow, calls with
//! in/out/inout parameters, intrinsics, structs and statics.

use super::*;

fn wrap(body: &str) -> String {
    format!("RWBuffer<float4> Out : register(u0);\n{body}\n")
}

#[test]
fn half_is_float_without_16bit_types() {
    let source = wrap(
        r#"
[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  half2 h = half2(1.5h, id.x);
  vector<half, 2> g = h * 2;
  Out[0] = float4(g, h);
}
"#,
    );
    let ir = dxil(&source);
    assert!(!ir.contains("half"), "{ir}");
}

#[test]
fn arithmetic_with_conversions() {
    let source = wrap(
        r#"
[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  int i = -3;
  uint u = id.x;
  float f = i + u;       // int + uint -> uint, then float
  half h = 1.5h;
  double d = f * h;      // float * half -> float, then double
  int3 v = int3(id.xy, 0);
  float4 w = v.xyzz / 2;
  bool4 b = w > 1.0;
  Out[0] = float4(b) + w + (float)d;
}
"#,
    );
    let options = CompileOptions {
        enable_16bit_types: true,
        ..options(Target::Dxil, "cs_6_6")
    };
    let ir = compile_with(&source, &options).expect("compiles");
    assert_contains_in_order(
        &ir,
        &[
            "store i32 -3",
            "add i32",
            "uitofp i32",
            "fpext half",
            "fmul float",
            "fpext float",
            "insertelement <3 x i32>",
            "shufflevector <3 x i32>",
            "sdiv <4 x i32>",
            "sitofp <4 x i32>",
            "fcmp ogt <4 x float>",
            "zext <4 x i1>",
            "uitofp <4 x i1>",
            "fptrunc double",
        ],
    );
}

#[test]
fn swizzle_writes_and_out_parameters() {
    let source = wrap(
        r#"
void split(float4 value, out float2 low, inout float2 high) {
  low = value.xy;
  high += value.zw;
}
[numthreads(1, 1, 1)]
void main() {
  float4 v = float4(1, 2, 3, 4);
  v.wx = float2(5, 6);
  v.bgr = v.rgb;
  float2 a, b = 1;
  split(v, a, b);
  Out[0].xy = a;
  Out[0] = float4(a, b);
}
"#,
    );
    let ir = dxil(&source);
    assert_contains_in_order(
        &ir,
        &[
            // v.wx = …: load, insert lanes 3 and 0, store.
            "load <4 x float>, ptr %",
            "insertelement <4 x float>",
            "i32 3",
            "insertelement <4 x float>",
            "i32 0",
            "store <4 x float>",
            // v.bgr = v.rgb
            "shufflevector <4 x float>",
            // copy-in of inout b, call with temporaries, copy-out of both.
            "call void @split(<4 x float>",
            "ptr %arg",
            "load <2 x float>, ptr %arg",
            // Out[0].xy = a: a partial write of the element.
            "call ptr @llvm.dx.resource.getpointer",
            "load <4 x float>, ptr",
            "store <4 x float>",
            "define internal void @split(<4 x float> %0, ptr %1, ptr %2)",
            "store <2 x float>",
            "fadd <2 x float>",
        ],
    );
    spirv(&source);
}

#[test]
fn control_flow() {
    let source = wrap(
        r#"
[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  float sum = 0;
  uint i = 0;
  while (i < 4) { sum += i; i++; if (sum > 3) break; }
  do { sum -= 1; } while (sum > 10 && id.x != 0);
  switch (id.x) {
    case 0: sum = 1; break;
    case 1:
    case 2: sum = 2;
    default: sum *= 2;
  }
  Out[id.x] = sum > 0 ? sum : -sum;
}
"#,
    );
    let ir = dxil(&source);
    assert_contains_in_order(
        &ir,
        &[
            "loop.cond:",
            "icmp ult i32",
            "switch i32",
            "i32 0, label %switch.case",
            "i32 1, label %switch.case",
            "i32 2, label %switch.case",
        ],
    );
    for needle in [
        "logical.rhs:",
        "phi i1",
        "cond.true:",
        "phi float",
        "fcmp ogt float",
    ] {
        assert!(ir.contains(needle), "{needle} in {ir}");
    }
    spirv(&source);
}

#[test]
fn intrinsics() {
    let source = wrap(
        r#"
[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  float3 n = normalize(float3(1, 2, 3));
  float l = length(n) + dot(n, n) + saturate(n.x) + lerp(0.0, 1.0, 0.5);
  float4 r = float4(sqrt(l), rsqrt(l), frac(l), pow(l, 2));
  uint bits = countbits(id.x) + reversebits(id.x) + firstbithigh(id.x) + firstbitlow(id.x);
  int m = max(min(-1, 2), clamp(3, 0, 1)) + abs(-4) + sign(-2.0);
  Out[0] = r + float4(cross(n, n), 0) + asfloat(bits) + m + mad(l, l, l)
         + (all(n) ? 1 : 0) + step(0.5, l) + smoothstep(0, 1, l);
}
"#,
    );
    let ir = dxil(&source);
    assert_contains_in_order(
        &ir,
        &[
            "call float @llvm.sqrt.f32",
            "call float @llvm.minnum.f32",
            "call float @llvm.floor.f32",
            "call float @llvm.pow.f32",
            "call i32 @llvm.ctpop.i32",
            "call i32 @llvm.bitreverse.i32",
            "call i32 @llvm.ctlz.i32",
            "call i32 @llvm.cttz.i32",
            "call i32 @llvm.smin.i32",
            "call i32 @llvm.smax.i32",
            "call i32 @llvm.abs.i32",
            "bitcast i32",
            "call float @llvm.fmuladd.f32",
            "fcmp oeq <3 x float>",
            "call i1 @llvm.vector.reduce.or.v3i1",
        ],
    );
    let ir = spirv(&source);
    for needle in [
        "@llvm.spv.firstbituhigh.i32",
        "@llvm.spv.firstbitlow.i32",
        "@llvm.spv.all.v3i1",
    ] {
        assert!(ir.contains(needle), "{needle} in {ir}");
    }
    assert!(
        !ir.contains("@llvm.ctlz") && !ir.contains("@llvm.cttz"),
        "{ir}"
    );
}

#[test]
fn structs_statics_and_entry_structs() {
    let source = r#"
struct Item { float3 position; uint flags; bool live; };
struct Inputs { uint3 id : SV_DispatchThreadID; uint index : SV_GroupIndex; };
RWStructuredBuffer<Item> Items : register(u0);
static const float weights[3] = { 0.25, 0.5, 0.25 };
static uint counter = 7;
typedef float3 color;
[numthreads(2, 2, 1)]
void main(Inputs input) {
  Item item = Items[input.id.x];
  color c = item.position * weights[input.index % 3];
  item.position = c;
  item.live = !item.live;
  counter += 1;
  Items[input.id.x] = item;
  Items[0].flags = counter;
  uint2 g = {input.id.x, 2};
  Items[1].position.yz = g;
}
"#;
    let ir = dxil(source);
    assert_contains_in_order(
        &ir,
        &[
            "%struct.Item = type { <3 x float>, i32, i32 }",
            "@weights = internal constant [3 x float] [float 2.500000e-01, float 5.000000e-01, float 2.500000e-01]",
            "@counter = internal global i32 7",
            "@llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_struct.Items_1_0t(i32 0, i32 0, i32 1, i32 0, ptr @.str)",
            "call i32 @llvm.dx.thread.id(i32 0)",
            "getelementptr inbounds %struct.Inputs, ptr %input, i32 0, i32 1",
            "call i32 @llvm.dx.flattened.thread.id.in.group()",
            "load %struct.Item, ptr",
            "getelementptr inbounds [3 x float], ptr @weights",
            "store %struct.Item",
            "getelementptr inbounds %struct.Item, ptr %",
        ],
    );
    let ir = spirv(source);
    assert_contains_in_order(
        &ir,
        &[
            "@counter = internal addrspace(10) global i32 7",
            "@llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0s_struct.Items_12_1t(i32 0, i32 0, i32 1, i32 0, ptr @.str)",
        ],
    );
}

#[test]
fn profiles_and_targets() {
    let source = wrap("[numthreads(1,1,1)] void main() {}");
    for (profile, message) in [
        ("ps_6_0", "pixel and vertex shaders are not supported yet"),
        ("vs_6_6", "pixel and vertex shaders are not supported yet"),
    ] {
        let error = compile_with(&source, &options(Target::Dxil, profile)).unwrap_err();
        assert!(error.contains(message), "{error}");
    }
    let ir = compile_with(&source, &options(Target::Dxil, "cs_6_0")).unwrap();
    assert!(ir.contains("target triple = \"dxil-pc-shadermodel6.0-compute\""));
    // A library: `main` without [shader] is not an entry, and not exported.
    let ir = compile_with(&source, &options(Target::Dxil, "lib_6_3")).unwrap();
    assert!(ir.contains("target triple = \"dxil-pc-shadermodel6.3-library\""));
    assert!(!ir.contains("@main"), "{ir}");
    let vulkan12 = Target::Spirv {
        env: "vulkan1.2".into(),
    };
    let ir = compile_with(&source, &options(vulkan12, "cs_6_8")).unwrap();
    assert!(ir.contains("target triple = \"spirv-unknown-vulkan1.2-compute\""));
}
