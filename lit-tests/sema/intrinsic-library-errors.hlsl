// RUN: %texel -T cs_6_0 -E main -verify %s
// RUN: %texel -T cs_6_0 -E main -spirv -verify %s

// The library intrinsics with arguments none of their overloads takes: fma
// has double overloads only, D3DCOLORtoUBYTE4 and dst take float4, refract a
// scalar eta, and the argument counts are the intrinsics'.

RWStructuredBuffer<float4> Out : register(u0);

[numthreads(1, 1, 1)]
void main() {
  float f = fma(1.0f, 2.0f, 3.0f); // expected-error {{no matching function for call to 'fma'}} expected-note {{candidate function not viable: no known conversion from 'float' to 'double' for 1st argument}}
  int4 c = D3DCOLORtoUBYTE4(float3(1, 2, 3)); // expected-error {{no matching function for call to 'D3DCOLORtoUBYTE4'}} expected-note {{candidate function not viable: no known conversion from 'float3' to 'float4' for 1st argument}}
  float4 d = dst(float3(1, 2, 3), float4(1, 2, 3, 4)); // expected-error {{no matching function for call to 'dst'}} expected-note {{candidate function not viable: no known conversion from 'float3' to 'float4' for 1st argument}}
  float3 r = refract(float3(1, 0, 0), float3(0, 1, 0), float2(1, 1)); // expected-error {{no matching function for call to 'refract'}} expected-note {{candidate function not viable: no known conversion from 'float2' to 'float' for 3rd argument}}
  float l = log10(); // expected-error {{no matching function for call to 'log10'}}
  // expected-note@*:* {{candidate function not viable: requires 1 argument, but 0 were provided}}
  float e = distance(float3(1, 2, 3)); // expected-error {{no matching function for call to 'distance'}}
  // expected-note@*:* {{candidate function not viable: requires 2 arguments, but 1 was provided}}
  Out[0] = float4(f, l, e, 0) + d + float4(r, 0) + c;
}

[numthreads(1, 1, 1)]
void outputs() {
  float s;
  sincos(1.0, s, 2.0); // expected-error {{no matching function for call to 'sincos'}} expected-note {{candidate function not viable: no known conversion from 'float' to 'float &' for 3rd argument}}
  modf(1.5, Out); // expected-error {{no matching function for call to 'modf'}} expected-note {{candidate function not viable: no known conversion from 'RWStructuredBuffer<float4>' to 'float' for 2nd argument}}
}
