// CalculateLevelOfDetail and CalculateLevelOfDetailUnclamped on 2D, 3D and
// cube textures in compute (quad derivative groups from numthreads 8x2).
Texture2D<float4> Albedo : register(t0);
Texture3D<float4> Volume : register(t1);
TextureCube<float4> Sky : register(t2);
SamplerState Trilinear : register(s3);
RWBuffer<float4> Out : register(u4);

[numthreads(8, 2, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  float2 uv = float2(id.xy) / float2(8, 2) * 4.0;
  float a = Albedo.CalculateLevelOfDetail(Trilinear, uv);
  float b = Albedo.CalculateLevelOfDetailUnclamped(Trilinear, uv * 8);
  float c = Volume.CalculateLevelOfDetail(Trilinear, float3(uv, 0.5));
  float d = Sky.CalculateLevelOfDetailUnclamped(Trilinear, float3(uv, 1));
  Out[id.y * 8 + id.x] = float4(a, b, c, d);
}
