// SampleLevel on 1D, 2D, 2D array, 3D, cube and cube-array textures, with
// and without texel offsets, and with a LOD read from a buffer.
Texture1D<float4> Line : register(t0);
Texture2D<float4> Albedo : register(t1);
Texture2DArray<float2> Layers : register(t2);
Texture3D<float> Volume : register(t3);
TextureCube<float4> Sky : register(t4);
TextureCubeArray<float4> Probes : register(t5);
Buffer<float> Lods : register(t6);
SamplerState Linear : register(s7);
RWBuffer<float4> Out : register(u8);

[numthreads(4, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  float u = id.x * 0.25;
  float lod = Lods[id.x];
  uint i = id.x * 8;
  Out[i + 0] = Line.SampleLevel(Linear, u, 0.0);
  Out[i + 1] = Albedo.SampleLevel(Linear, float2(u, 0.5), lod);
  Out[i + 2] = Albedo.SampleLevel(Linear, float2(u, 0.5), lod, int2(-1, 2));
  Out[i + 3] = float4(Layers.SampleLevel(Linear, float3(u, u, 1), 1.0), 0, 1);
  Out[i + 4] = Volume.SampleLevel(Linear, float3(u, 0.5, 0.25), 2.0, int3(1, 0, -1)).xxxx;
  Out[i + 5] = Sky.SampleLevel(Linear, normalize(float3(u, 1, -1)), lod);
  Out[i + 6] = Probes.SampleLevel(Linear, float4(0, 1, u, 3), 0.5);
}
