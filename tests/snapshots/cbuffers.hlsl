// Constant buffers: a cbuffer with scalars, vectors, an array and a struct
// (legacy / std140 packing), and a ConstantBuffer<T> in space 1 (Vulkan set 1
// through [[vk::binding]]), read in a compute shader.
struct Light {
  float3 direction;
  float intensity;
};

cbuffer Frame : register(b0) {
  float time;
  uint frame;
  float2 resolution;
  float weights[3];
  float4 tint;
  Light sun;
};

struct Params {
  uint count;
  float bias;
};
[[vk::binding(0, 1)]] ConstantBuffer<Params> Settings : register(b0, space1);

RWStructuredBuffer<float4> Out : register(u2);

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  if (id.x >= Settings.count)
    return;
  float w = weights[id.x % 3];
  float2 uv = float2(id.xy) / resolution;
  float light = saturate(dot(sun.direction, float3(uv, 1.0))) * sun.intensity;
  Out[id.x] = tint * (w * light + Settings.bias) + float4(time, frame, 0, 0);
}
