// RUN: %texel -T cs_6_5 -E main -verify %s

// Methods that compute derivatives (Sample, SampleBias, SampleCmp,
// CalculateLevelOfDetail[Unclamped]) need SM 6.6 in a compute shader on
// DXIL; SampleLevel, SampleGrad, SampleCmpLevelZero, Gather and Load do not.
// (The vertex-stage form, "'Sample' is unavailable", is implemented against
// the profile's stage, but vertex profiles are rejected before analysis.)

Texture2D<float4> Tex : register(t0);
SamplerState S : register(s1);
SamplerComparisonState C : register(s2);
RWBuffer<float4> Out : register(u3);

[numthreads(8, 8, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  float2 uv = id.xy * 0.125;
  Out[0] = Tex.Sample(S, uv); // expected-error {{'Sample' is only available in compute shaders on shader model 6.6 or newer (it computes implicit derivatives); the target shader model is 6.5}}
  Out[1] = Tex.SampleBias(S, uv, 1); // expected-error {{'SampleBias' is only available in compute shaders on shader model 6.6 or newer (it computes implicit derivatives); the target shader model is 6.5}}
  Out[2] = Tex.SampleCmp(C, uv, 0.5); // expected-error {{'SampleCmp' is only available in compute shaders on shader model 6.6 or newer (it computes implicit derivatives); the target shader model is 6.5}}
  Out[3] = Tex.CalculateLevelOfDetail(S, uv); // expected-error {{'CalculateLevelOfDetail' is only available in compute shaders on shader model 6.6 or newer (it computes implicit derivatives); the target shader model is 6.5}}
  Out[4] = Tex.CalculateLevelOfDetailUnclamped(S, uv); // expected-error {{'CalculateLevelOfDetailUnclamped' is only available in compute shaders on shader model 6.6 or newer (it computes implicit derivatives); the target shader model is 6.5}}
  Out[5] = Tex.SampleLevel(S, uv, 0) + Tex.SampleGrad(S, uv, uv, uv) + Tex.SampleCmpLevelZero(C, uv, 0.5) + Tex.Gather(S, uv) + Tex.Load(int3(id.xy, 0));
}
