// RW texture stores: RWTexture1D, RWTexture1DArray, RWTexture2D,
// RWTexture2DArray and RWTexture3D, whole-texel and component writes, and a
// read-modify-write.
RWTexture1D<float4> Line : register(u0);
RWTexture1DArray<float> Lines : register(u1);
RWTexture2D<float4> Image : register(u2);
RWTexture2DArray<uint2> Layers : register(u3);
RWTexture3D<float4> Volume : register(u4);

[numthreads(8, 8, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  float4 c = float4(id.xy / 8.0, 0, 1);
  Line[id.x] = c;
  Lines[id.xy] = c.x;
  Image[id.xy] = c.bgra;
  Image[id.xy].y = 0.5;
  Layers[uint3(id.xy, 2)] = id.xy;
  Volume[uint3(id.xy, id.x ^ id.y)] += c;
}
