// SampleGrad with explicit gradients on 2D, 2D array and 3D textures, with
// offsets and a clamp.
Texture2D<float4> Albedo : register(t0);
Texture2DArray<float4> Layers : register(t1);
Texture3D<float4> Volume : register(t2);
SamplerState Aniso : register(s3);
RWStructuredBuffer<float4> Out : register(u4);

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  float2 uv = float2(id.x, id.x + 1) / 16.0;
  float2 dx = float2(1.0 / 64, 0);
  float2 dy = float2(0, 1.0 / 64);
  float4 a = Albedo.SampleGrad(Aniso, uv, dx, dy);
  float4 b = Albedo.SampleGrad(Aniso, uv, dx * 2, dy * 2, int2(1, -1));
  float4 c = Layers.SampleGrad(Aniso, float3(uv, 2), dx, dy, int2(0, 1), 1.5);
  float4 d = Volume.SampleGrad(Aniso, float3(uv, 0.5), float3(dx, 0), float3(dy, 0));
  Out[id.x] = a + b + c + d;
}
