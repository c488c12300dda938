// RUN: %texel -T cs_6_6 -E main -verify %s
// RUN: %texel -T cs_6_6 -E main -spirv -verify %s

// HLSL has no recursion (functions are inlined into the entry point): direct
// and mutual recursion reachable from the entry are errors, each cycle
// reported once, at the call that closes it, with a note at the function.

RWBuffer<float> Out : register(u0);

float fact(float n) { // expected-note {{'fact' declared here}}
  return n <= 1.0 ? 1.0 : n * fact(n - 1.0); // expected-error {{recursive functions are not allowed in HLSL: 'fact' calls itself}}
}

float ping(float n);

float pong(float n) {
  return n > 0.0 ? ping(n - 1.0) : 0.0; // expected-error {{recursive functions are not allowed in HLSL: the call from 'pong' to 'ping' forms a cycle}}
}

float ping(float n) { // expected-note {{'ping' declared here}}
  return pong(n);
}

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  Out[id.x] = fact(3.0) + ping(2.0);
}
