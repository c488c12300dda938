// RUN: %texel -T cs_6_6 -E main -verify %s
// RUN: %texel -T cs_6_6 -E main -spirv -verify %s

// Broken global declarations, all reported in one run. The declarations the
// parser can still make sense of are kept, so their uses in main() raise no
// follow-on errors.

RWBuffer<float> Out : register(u0);

float = 2; // expected-error {{expected unqualified-id}}

int int x; // expected-error {{cannot combine with previous 'int' declaration specifier}}

static uint w h; // expected-error {{expected ';' after top level declarator}}

} // expected-error {{extraneous closing brace ('}')}}

struct S {
  float a;
  float b // expected-error {{expected ';' at end of declaration list}}
};

struct T { int t; } // expected-error {{expected ';' after struct}}

static const int K = 4;

float f(float a, float b { // expected-error {{expected ')'}} expected-note {{to match this '('}}
  return a + b;
}

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  S s = { 1.0, 2.0 };
  T t = { 3 };
  Out[id.x] = s.b + t.t + K + f(s.a, s.b);
}
