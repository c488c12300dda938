// snapshot-flags: -enable-16bit-types
// 16-bit types (-enable-16bit-types): half and uint16_t arithmetic, and
// conversions to and from 32-bit buffer elements.
StructuredBuffer<float4> In : register(t0);
RWStructuredBuffer<float4> Out : register(u1);
RWStructuredBuffer<uint> Packed : register(u2);

[numthreads(32, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  half4 h = (half4)In[id.x];
  h = h * (half)0.5 + (half)0.25;
  uint16_t lo = (uint16_t)(id.x & 0xffff);
  uint16_t hi = lo * (uint16_t)3;
  Out[id.x] = (float4)h;
  Packed[id.x] = (uint)lo | ((uint)hi << 16);
}
