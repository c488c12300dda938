// Implicit-LOD sampling in compute (SM 6.6 derivatives): Sample, SampleBias
// and SampleCmp in a 4x4 thread group (quads for the derivative groups).
// SPIR-V uses the default NV compute-derivatives extension, which the
// installed spirv-val knows.
Texture2D<float4> Albedo : register(t0);
Texture2D<float> Depth : register(t1);
SamplerState Linear : register(s2);
SamplerComparisonState Shadow : register(s3);
RWTexture2D<float4> Out : register(u4);

[numthreads(4, 4, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  float2 uv = (float2(id.xy) + 0.5) / 16.0;
  float4 color = Albedo.Sample(Linear, uv);
  color += Albedo.Sample(Linear, uv, int2(1, 1));
  color += Albedo.SampleBias(Linear, uv, -0.5);
  float lit = Depth.SampleCmp(Shadow, uv, 0.5);
  Out[id.xy] = color * lit;
}
