// RUN: %texel -T cs_6_6 -E main -verify %s
// RUN: %texel -T cs_6_6 -E main -spirv -verify %s

// Intrinsics called with the wrong number of arguments: "no matching function
// for call to 'clamp'" and a note per candidate, as DXC says (its intrinsic
// table gives one generic candidate per intrinsic and arity). The candidates
// are built in, so the notes have no place in this file: '@*:*' (clang's
// -verify spelling for "any file, any line, or no location").

RWBuffer<float> Out : register(u0);

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  float c = clamp(1.0, 2.0); // expected-error {{no matching function for call to 'clamp'}}
  // expected-note@*:* {{candidate function not viable: requires 3 arguments, but 2 were provided}}
  float d = dot(float2(1, 2)); // expected-error {{no matching function for call to 'dot'}}
  // expected-note@*:* {{candidate function not viable: requires 2 arguments, but 1 was provided}}
  float e = sqrt(); // expected-error {{no matching function for call to 'sqrt'}}
  // expected-note@*:* {{candidate function not viable: requires 1 argument, but 0 were provided}}
  float m = max(1.0, 2.0, 3.0); // expected-error {{no matching function for call to 'max'}}
  // expected-note@*:* {{candidate function not viable: requires 2 arguments, but 3 were provided}}
  float l = lerp(1.0, 2.0); // expected-error {{no matching function for call to 'lerp'}}
  // expected-note@*:* {{candidate function not viable: requires 3 arguments, but 2 were provided}}
  Out[id.x] = c + d + e + m + l + clamp(1.0, 0.0, 2.0) + dot(float2(1, 2), float2(3, 4));
}
