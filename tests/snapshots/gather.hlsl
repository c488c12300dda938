// Gather and its per-channel forms, with offsets, on 2D, 2D-array and cube
// textures; GatherCmp and GatherCmpRed on a depth texture; integer Gather.
Texture2D<float4> Albedo : register(t0);
Texture2DArray<float4> Layers : register(t1);
TextureCube<float4> Sky : register(t2);
Texture2D<float> Depth : register(t3);
Texture2D<uint2> Ids : register(t4);
SamplerState Point : register(s5);
SamplerComparisonState Shadow : register(s6);
RWBuffer<float4> Out : register(u7);
RWBuffer<uint4> OutIds : register(u8);

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  float2 uv = float2(id.x, 7 - id.x) / 8.0;
  uint i = id.x * 8;
  Out[i + 0] = Albedo.Gather(Point, uv);
  Out[i + 1] = Albedo.GatherRed(Point, uv, int2(1, 0));
  Out[i + 2] = Albedo.GatherGreen(Point, uv);
  Out[i + 3] = Layers.GatherBlue(Point, float3(uv, 1), int2(-1, -1));
  Out[i + 4] = Sky.GatherAlpha(Point, float3(uv, 1));
  Out[i + 5] = Depth.GatherCmp(Shadow, uv, 0.5);
  Out[i + 6] = Depth.GatherCmpRed(Shadow, uv, 0.5, int2(0, 1));
  OutIds[id.x] = Ids.GatherGreen(Point, uv);
}
