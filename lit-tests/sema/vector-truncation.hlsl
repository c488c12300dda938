// RUN: %texel -T cs_6_6 -E main -verify %s
// RUN: %texel -T cs_6_6 -E main -spirv -verify %s

// Implicit vector → scalar and vector → shorter vector conversions compile
// with a warning (texts as clang's -Wconversion / -Wvector-conversion);
// explicit casts, swizzles and splats do not warn. The run succeeds: warnings
// only, and the full pipeline (DXIL and SPIR-V) must accept the shader.

RWBuffer<float> Out : register(u0);

float take(float x) {
  return x;
}

float give(float2 v) {
  return v; // expected-warning {{implicit conversion turns vector to scalar: 'float2' to 'float'}}
}

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  float2 v = float2(1, 2);
  float a = v; // expected-warning {{implicit conversion turns vector to scalar: 'float2' to 'float'}}
  float b;
  b = v; // expected-warning {{implicit conversion turns vector to scalar: 'float2' to 'float'}}
  float c = take(v); // expected-warning {{implicit conversion turns vector to scalar: 'float2' to 'float'}}
  uint f = id; // expected-warning {{implicit conversion turns vector to scalar: 'uint3' to 'uint'}}
  float2 e = float4(1, 2, 3, 4); // expected-warning {{implicit conversion truncates vector: 'float4' to 'float2'}}
  Out[0] = v; // expected-warning {{implicit conversion turns vector to scalar: 'float2' to 'float'}}
  float g = v + 1.0; // expected-warning {{implicit conversion turns vector to scalar: 'float2' to 'float'}}

  // No warning: explicit casts, swizzles, splats, scalar → vector.
  float d = (float)v;
  float h = float(v.y);
  float2 s = (float2)float4(1, 2, 3, 4);
  float3 splat = 2.0;
  float i = v.x;
  Out[id.x] = a + b + c + d + e.x + f + g + h + i + s.y + splat.z + give(v);
}
