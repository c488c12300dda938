// RUN: %texel -T cs_6_6 -E main -verify %s
// RUN: %texel -T cs_6_6 -E main -spirv -verify %s
// expected-no-diagnostics

// A recursive function that the entry point never calls is not an error:
// DXC checks recursion from the entry point only (its test
// recursion.hlsl: "no error, because this function isn't exported"), and
// HLSL.md asks to do as DXC where it is silent.

RWBuffer<float> Out : register(u0);

float unused(float n) {
  return n > 0.0 ? unused(n - 1.0) : 0.0;
}

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  Out[id.x] = 1.0;
}
