// A buffer-only compute shader: every thread scales one element of In into Out,
// with a factor from a cbuffer and a helper function inlined by texel. (Vulkan
// ignores the register letter: b2, t0 and u0 in space1 are distinct bindings.)
cbuffer Settings : register(b2) {
  float Scale;
  float Offset;
}

Buffer<float4> In : register(t0);
RWBuffer<float4> Out : register(u0, space1);

float4 transform(float4 value, uint index) {
  float4 result = value * Scale + Offset;
  if (index % 2 == 1)
    result.xy = result.yx;
  return result;
}

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  Out[id.x] = transform(In[id.x], id.x);
}
