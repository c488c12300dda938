// Texel loads: Load with the mip appended (1D, 2D array, 3D) and with an
// offset, subscripts Tex[p], Tex.mips[level][p], multisampled Load and
// MS.sample[index][p], and loads from RW textures.
Texture1D<float4> Line : register(t0);
Texture2D<float4> Albedo : register(t1);
Texture2DArray<int4> Layers : register(t2);
Texture3D<float> Volume : register(t3);
Texture2DMS<float4, 4> Msaa : register(t4);
RWTexture2D<float4> Scratch : register(u5);
RWStructuredBuffer<float4> Out : register(u6);

[numthreads(8, 8, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  int2 p = int2(id.xy);
  float4 sum = Line.Load(int2(p.x, 1));
  sum += Albedo.Load(int3(p, 0));
  sum += Albedo.Load(int3(p, 1), int2(-1, 1));
  sum += (float4)Layers.Load(int4(p, 2, 0));
  sum += Volume.Load(int4(p, 3, 1)).xxxx;
  sum += Albedo[id.xy];
  sum += Albedo.mips[2][id.xy / 4];
  sum += Msaa.Load(p, 3);
  sum += Msaa.sample[1][id.xy];
  sum += Msaa[id.xy];
  sum += Scratch[id.xy];
  sum += Scratch.Load(p + 1);
  Out[id.y * 8 + id.x] = sum;
}
