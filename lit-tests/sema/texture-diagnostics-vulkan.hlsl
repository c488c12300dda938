// RUN: %texel -T cs_6_6 -E main -spirv -verify %s

// Vulkan differences (HLSL.md "Diagnostics"): a comparison gather can only
// gather component 0, so GatherCmpGreen/Blue/Alpha are errors that name the
// method; Sample* on integer elements is not restricted by shader model.

Texture2D<float4> Tex : register(t0);
Texture2D<int4> Ints : register(t1);
SamplerComparisonState C : register(s2);
SamplerState S : register(s3);
RWBuffer<float4> Out : register(u4);

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  float2 uv = id.xy * 0.125;
  Out[0] = Tex.GatherCmpGreen(C, uv, 0.5); // expected-error {{'GatherCmpGreen' is not available on Vulkan: a comparison gather can only gather component 0 (red)}}
  Out[1] = Tex.GatherCmpBlue(C, uv, 0.5, int2(1, 0)); // expected-error {{'GatherCmpBlue' is not available on Vulkan: a comparison gather can only gather component 0 (red)}}
  Out[2] = Tex.GatherCmpAlpha(C, uv, 0.5); // expected-error {{'GatherCmpAlpha' is not available on Vulkan: a comparison gather can only gather component 0 (red)}}
  Out[3] = Tex.GatherCmp(C, uv, 0.5) + Tex.GatherCmpRed(C, uv, 0.5);
  Out[4] = Ints.SampleLevel(S, uv, 0);
}
