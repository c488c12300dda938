// RUN: %texel -T cs_6_6 -E main -verify %s

// Texture method diagnostics on DXIL at SM 6.6 (HLSL.md "Diagnostics"):
// sample and gather methods on double elements; Sample/SampleBias/
// SampleGrad/SampleLevel on integer elements below SM 6.7; comparisons on
// non-float elements; SampleCmpLevel below 6.7; a comparison sampler in
// CalculateLevelOfDetail below 6.8; methods and accessors a type lacks;
// wrong arguments with a note per candidate (arity, sampler kind, widths);
// writes to read-only textures.

Texture2D<double2> Doubles : register(t0);
Texture2D<uint4> Uints : register(t1);
Texture2DArray<int> Ints : register(t2);
Texture2D<float4> Tex : register(t3);
TextureCube<float4> Cube : register(t4);
Texture2DMS<float4> MS : register(t5);
RWTexture2D<float4> RW : register(u6);
SamplerState S : register(s7);
SamplerComparisonState C : register(s8);
RWBuffer<float4> Out : register(u9);

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  float2 uv = id.xy * 0.125;
  Out[0] = Doubles.SampleLevel(S, uv, 0).xyxy; // expected-error {{'SampleLevel' is not supported for resources containing 'double'}}
  Out[1] = Doubles.Gather(S, uv); // expected-error {{'Gather' is not supported for resources containing 'double'}}
  Out[2] = Doubles.Load(int3(id.xy, 0)).xyxy + Doubles[id.xy].yxyx;
  Out[3] = Uints.SampleLevel(S, uv, 0); // expected-error {{'SampleLevel' requires shader model 6.7 or newer for integer elements; the target shader model is 6.6}}
  Out[4] = Ints.SampleGrad(S, uv.xyx, uv, uv); // expected-error {{'SampleGrad' requires shader model 6.7 or newer for integer elements; the target shader model is 6.6}}
  Out[5] = Uints.Gather(S, uv) + Uints.Load(int3(id.xy, 0));
  Out[6] = Ints.SampleCmpLevelZero(C, uv.xyx, 0.5); // expected-error {{'SampleCmp' and 'SampleCmpLevelZero' require resource to contain a floating point type}}
  Out[7] = Tex.SampleCmpLevel(C, uv, 0.5, 0); // expected-error {{'SampleCmpLevel' requires shader model 6.7 or newer; the target shader model is 6.6}}
  Out[8] = Tex.CalculateLevelOfDetail(C, uv); // expected-error {{'CalculateLevelOfDetail' requires shader model 6.8 or newer with a comparison sampler (SamplerComparisonState); the target shader model is 6.6}}
  Out[9] = MS.Sample(S, uv); // expected-error {{no member named 'Sample' in 'Texture2DMS<float4>'}}
  Out[10] = RW.SampleLevel(S, uv, 0); // expected-error {{no member named 'SampleLevel' in 'RWTexture2D<float4>'}}
  Out[11] = Tex.Sample(C, uv); // expected-error {{no matching member function for call to 'Sample'}} expected-note {{candidate function not viable: no known conversion from 'SamplerComparisonState' to 'SamplerState' for 1st argument}} expected-note {{candidate function not viable: requires 3 arguments, but 2 were provided}} expected-note {{candidate function not viable: requires 4 arguments, but 2 were provided}}
  Out[12] = Tex.SampleLevel(S, uv); // expected-error {{no matching member function for call to 'SampleLevel'}} expected-note {{candidate function not viable: requires 3 arguments, but 2 were provided}} expected-note {{candidate function not viable: requires 4 arguments, but 2 were provided}}
  Out[13] = Cube.Sample(S, uv.xyx, int3(1, 1, 1), 1.0); // expected-error {{no matching member function for call to 'Sample'}} expected-note {{candidate function not viable: requires 2 arguments, but 4 were provided}} expected-note {{candidate function not viable: requires 3 arguments, but 4 were provided}}
  Out[14] = MS.GetSamplePosition(1, 2).xyxy; // expected-error {{no matching member function for call to 'GetSamplePosition'}} expected-note {{candidate function not viable: requires single argument 'SampleIndex', but 2 arguments were provided}}
  Out[15] = Tex.mips[0][id.xy] + MS.mips[0][id.xy]; // expected-error {{no member named 'mips' in 'Texture2DMS<float4>'}}
  Out[16] = Cube[id.xy]; // expected-error {{type 'TextureCube<float4>' does not provide a subscript operator}}
  Tex[id.xy] = 1; // expected-error {{cannot assign to return value because function 'operator[]' returns a const value}}
  uint w, h;
  RW.GetDimensions(0, w, h, w); // expected-error {{no matching member function for call to 'GetDimensions'}} expected-note {{candidate function not viable: requires 2 arguments, but 4 were provided}}
  S.Sample(S, uv); // expected-error {{no member named 'Sample' in 'SamplerState'}}
  // expected-warning@+1 {{implicit conversion truncates vector: 'float3' to 'float2'}}
  Out[17] = Tex.SampleLevel(S, uv.xyx, 0);
}
