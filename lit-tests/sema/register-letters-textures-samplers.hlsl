// RUN: %texel -T cs_6_6 -E main -verify %s
// RUN: %texel -T cs_6_6 -E main -spirv -verify %s

// Register letters on textures and samplers (HLSL.md, resource table:
// textures are SRVs or UAVs, SamplerState and SamplerComparisonState take 's').
// Register numbers are distinct across letters: on Vulkan the letter is
// ignored (binding-overlaps.hlsl), so s0 and u0 would be one binding.

RWBuffer<float> Out : register(u9);

Texture2D<float4> Tex0 : register(u1); // expected-error {{binding type 'u' only applies to UAV resources}}
RWTexture2D<float4> Tex1 : register(t1); // expected-error {{binding type 't' only applies to SRV resources}}
Texture2D Tex2 : register(s2); // expected-error {{binding type 's' only applies to sampler state}}
SamplerState Samp0 : register(t3); // expected-error {{binding type 't' only applies to SRV resources}}
SamplerComparisonState Samp1 : register(b0); // expected-error {{binding type 'b' only applies to constant buffer resources}}
SamplerState Samp2 : register(s0) : register(s1); // expected-error {{binding type 's' cannot be applied more than once}}

Texture2D<float4> GoodTex : register(t4);
SamplerState GoodSamp : register(s5);

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  Out[id.x] = GoodTex.SampleLevel(GoodSamp, float2(0.5, 0.5), 0).x;
}
