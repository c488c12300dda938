//! A whole compute shader using every construct of HLSL.md's language list
//! parses without diagnostics into the expected shape.

use super::{parse_clean, printer};
use crate::ast::{Annotation, Declaration, StatementKind};
use pretty_assertions::assert_eq;

pub const COMPUTE_SHADER: &str = r#"
static const uint SAMPLES = 4;
typedef vector<float, 4> color_t;

struct Material {
  float4 tint;
  Texture2D<float4> albedo;
  SamplerState samp;
};

cbuffer Constants : register(b0, space0) {
  uint2 Size;
  float Scale;
};

[[vk::binding(0, 1)]] Texture2D<float4> Source : register(t0, space1);
Texture2D<> Plain : register(t1);
Texture2DMS<float4, SAMPLES> Multi : register(t2);
Texture2D<float4> Layers[2] : register(t3);
SamplerState Linear : register(s0);
RWTexture2D<float4> Output : register(u0);
RWStructuredBuffer<uint> Histogram : register(u1);
groupshared uint Shared[64];

float luminance(in color_t c) {
  return dot(c.rgb, float3(0.299f, 0.587f, 0.114f));
}

void accumulate(inout float4 sum, out uint count, float weight = 1.0f) {
  sum += weight * sum;
  count = 1u;
}

[shader("compute")]
[numthreads(8, 8, 1)]
void main(uint3 id : SV_DispatchThreadID, uint index : SV_GroupIndex) {
  uint w, h, levels;
  Source.GetDimensions(0, w, h, levels);
  if (id.x >= w || id.y >= h)
    return;
  float2 uv = (float2(id.xy) + 0.5f) / float2(w, h);
  color_t color = Source.SampleLevel(Linear, uv, 0);
  color += Plain.Load(int3(id.xy, 0)) * Scale;
  color.rgb = Source.mips[1][id.xy / 2].bgr;
  float4 total = {0, 0, 0, 0};
  [unroll]
  for (uint s = 0; s < SAMPLES; ++s) {
    total += Multi.sample[s][id.xy];
  }
  uint i = 0;
  while (i < 2) {
    total += Layers[i][id.xy];
    i++;
  }
  do {
    i--;
  } while (i > 0);
  uint count;
  accumulate(total, count);
  switch (index % 3) {
  case 0:
    Shared[index] = (uint)luminance(color);
    break;
  case 1:
  case 2:
    Shared[index] = asuint(total.x) >> 1;
    break;
  default:
    break;
  }
  GroupMemoryBarrierWithGroupSync();
  bool4 mask = color > 0.5f ? true : false;
  InterlockedAdd(Histogram[Shared[index] & 255], 1);
  Output[id.xy] = any(mask) ? color * (float)count : vector<float, 4>(0, 0, 0, 1);
}
"#;

#[test]
fn full_compute_shader() {
    let unit = parse_clean(COMPUTE_SHADER);
    let kinds: Vec<&str> = unit
        .declarations
        .iter()
        .map(|declaration| match declaration {
            Declaration::Variable(_) => "variable",
            Declaration::Function(_) => "function",
            Declaration::Struct(_) => "struct",
            Declaration::Typedef(_) => "typedef",
            Declaration::ConstantBuffer(_) => "cbuffer",
            Declaration::Namespace(_) => "namespace",
            Declaration::Enum(_) => "enum",
            Declaration::Template(_) => "template",
            Declaration::UsingNamespace(_) => "using",
        })
        .collect();
    assert_eq!(
        kinds,
        [
            "variable", "typedef", "struct", "cbuffer", "variable", "variable", "variable",
            "variable", "variable", "variable", "variable", "variable", "function", "function",
            "function",
        ]
    );

    let Declaration::Variable(source) = &unit.declarations[4] else {
        panic!();
    };
    assert_eq!(source.attributes[0].name.len(), 2);
    assert_eq!(source.attributes[0].arguments.len(), 2);
    let [Annotation::Register(register)] = &source.declarators[0].annotations[..] else {
        panic!("{source:?}");
    };
    assert_eq!(register.register.name, "t0");
    assert_eq!(
        register.space.as_ref().map(|s| s.name.as_str()),
        Some("space1")
    );

    let Declaration::Function(main) = &unit.declarations[14] else {
        panic!();
    };
    let attributes: Vec<String> = main
        .attributes
        .iter()
        .map(|attribute| attribute.name[0].name.clone())
        .collect();
    assert_eq!(attributes, ["shader", "numthreads"]);
    assert_eq!(main.attributes[1].arguments.len(), 3);
    let semantics: Vec<String> = main
        .parameters
        .iter()
        .map(|parameter| match &parameter.annotations[..] {
            [Annotation::Semantic(semantic)] => semantic.name.name.clone(),
            other => panic!("{other:?}"),
        })
        .collect();
    assert_eq!(semantics, ["SV_DispatchThreadID", "SV_GroupIndex"]);

    let body = &main.body.as_ref().expect("body").statements;
    let printed: Vec<String> = body.iter().map(printer::statement).collect();
    assert_eq!(body.len(), 19, "{printed:#?}");
    assert_eq!(printed[0], "uint w, h, levels;");
    assert_eq!(printed[2], "if (((id.x >= w) || (id.y >= h))) return;");
    assert_eq!(
        printed[3],
        "float2 uv = ((float2(id.xy) + 0.5f) / float2(w, h));"
    );
    assert_eq!(printed[6], "(color.rgb = Source.mips[1][(id.xy / 2)].bgr);");
    assert_eq!(printed[7], "float4 total = {0, 0, 0, 0};");
    assert_eq!(
        printed[8],
        "[unroll] for (uint s = 0; (s < SAMPLES); (++s)) { (total += Multi.sample[s][id.xy]); }"
    );
    assert!(matches!(body[11].kind, StatementKind::DoWhile { .. }));
    assert_eq!(
        printed[14],
        "switch ((index % 3)) { case 0: (Shared[index] = ((uint)luminance(color))); break; \
         case 1: case 2: (Shared[index] = (asuint(total.x) >> 1)); break; default: break; }"
    );
    assert_eq!(printed[16], "bool4 mask = ((color > 0.5f) ? true : false);");
    assert_eq!(
        printed[18],
        "(Output[id.xy] = (any(mask) ? (color * ((float)count)) : vector<float, 4>(0, 0, 0, 1)));"
    );
}
