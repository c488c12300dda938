// Typed buffers: Buffer<T> reads and RWBuffer<T> writes of scalar and vector
// elements, float, uint and int, with a read-modify-write.
Buffer<float4> Colors : register(t0);
Buffer<uint> Counts : register(t1);
RWBuffer<float4> Scaled : register(u2);
RWBuffer<int2> Pairs : register(u3);
RWBuffer<uint> Totals : register(u4);

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  float4 c = Colors[id.x];
  uint n = Counts[id.x];
  Scaled[id.x] = c * (float)n + 0.5;
  Pairs[id.x] = int2(n, -(int)n);
  Totals[id.x / 4] = Totals[id.x / 4] + n;
}
