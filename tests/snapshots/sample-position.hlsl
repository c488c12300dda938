// GetSamplePosition on Texture2DMS and Texture2DMSArray with constant and
// run-time sample indices, and a multisampled array load.
Texture2DMS<float4, 4> Msaa : register(t0);
Texture2DMSArray<float, 8> Layers : register(t1);
RWStructuredBuffer<float4> Out : register(u2);

[numthreads(4, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  float2 first = Msaa.GetSamplePosition(0);
  float2 mine = Msaa.GetSamplePosition(id.x);
  float2 layered = Layers.GetSamplePosition(id.x * 2 + 1);
  float depth = Layers.Load(int3(id.x, 0, 1), id.x);
  Out[id.x] = float4(mine - first, layered * depth);
}
