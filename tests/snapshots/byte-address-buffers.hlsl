// Byte-address buffers: Load, Load2, Load3, Load4, templated Load<T> and
// Store<T> of integer types, Store* and computed byte offsets. (Float
// Load<T> / Store<T> are left out: they crash LLVM's SPIR-V target today.)
ByteAddressBuffer Src : register(t0);
RWByteAddressBuffer Dst : register(u1);

[numthreads(16, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  uint base = id.x * 32;
  uint header = Src.Load(base);
  uint2 pair = Src.Load2(base + 4);
  uint3 triple = Src.Load3(base + 12);
  uint4 quad = Src.Load4(base + 16);
  int bias = Src.Load<int>(0);
  Dst.Store(base, header + 1);
  Dst.Store2(base + 4, pair.yx);
  Dst.Store3(base + 12, triple * 2);
  Dst.Store4(base + 16, quad ^ header);
  Dst.Store<int2>(base + 28, int2(bias, -bias));
}
