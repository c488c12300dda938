// snapshot-flags: -T cs_6_7
// Comparison sampling without derivatives: SampleCmpLevelZero, and
// SampleCmpLevel (SM 6.7, hence the profile above) on 2D and 2D-array depth
// textures.
Texture2D<float> Depth : register(t0);
Texture2DArray<float> Cascades : register(t1);
SamplerComparisonState Shadow : register(s2);
RWBuffer<float> Out : register(u3);

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  float2 uv = float2(id.x / 8.0, 0.5);
  float ref = 0.25 + id.x * 0.05;
  float a = Depth.SampleCmpLevelZero(Shadow, uv, ref);
  float b = Depth.SampleCmpLevelZero(Shadow, uv, ref, int2(1, 0));
  float c = Depth.SampleCmpLevel(Shadow, uv, ref, 2.0);
  float d = Cascades.SampleCmpLevel(Shadow, float3(uv, id.x % 4), ref, 1.0, int2(0, -1));
  Out[id.x] = (a + b + c + d) * 0.25;
}
