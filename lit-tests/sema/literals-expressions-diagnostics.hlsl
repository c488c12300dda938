// RUN: %texel -T cs_6_6 -E main -verify %s
// RUN: %texel -T cs_6_6 -E main -spirv -verify %s

// Literals and expressions: a swizzle of an integer literal is a swizzle of
// a scalar (only x / r), a longer swizzle assigned to a shorter vector
// truncates (warning), bad suffixes are lexical errors, `&&` / `||` take
// scalars in HLSL 2021 (and() / or() are the per-component forms), and
// and() / or() / select() check their argument counts.

RWBuffer<float4> Out : register(u0);

[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  float3 a = 1.rgb; // expected-error {{vector component access exceeds type 'int'}}
  float2 b = 2.xxx; // expected-warning {{implicit conversion truncates vector: 'int3' to 'float2'}}
  float c = 1.0xyz; // expected-error {{invalid suffix 'xyz' on floating constant}}
  uint d = 5uu; // expected-error {{invalid suffix 'uu' on integer constant}}
  bool2 e = id.xy > 1 && id.yx > 2; // expected-error {{operands for short-circuiting logical binary operator must be scalar, for non-scalar types use 'and'}}
  bool2 f = id.xy > 1 || true; // expected-error {{operands for short-circuiting logical binary operator must be scalar, for non-scalar types use 'or'}}
  bool2 g = and(id.xy > 1); // expected-error {{no matching function for call to 'and'}}
  // expected-note@*:* {{candidate function not viable: requires 2 arguments, but 1 was provided}}
  bool2 h = or(id.xy, id.yx, id.xx); // expected-error {{no matching function for call to 'or'}}
  // expected-note@*:* {{candidate function not viable: requires 2 arguments, but 3 were provided}}
  Out[0] = float4(a.x, b.x, c, d) + e.x + f.x + g.x + h.x;
}
