// RUN: %texel -T cs_6_6 -E main -verify %s
// RUN: %texel -T cs_6_6 -E main -spirv -verify %s

// Preprocessor errors, all reported in one run (clang stops at a missing
// include, a fatal error there; texel goes on and reports the rest): #error,
// #warning, a missing include, bad directives and conditionals. The text of
// #error / #warning is the message, as in clang.

#include "Inputs/common.hlsli"
#include "Inputs/does-not-exist.hlsli" // expected-error {{'Inputs/does-not-exist.hlsli' file not found}}

#error this configuration is not supported // expected-error {{this configuration is not supported}}
#warning check the configuration // expected-warning {{check the configuration}}

#ifdef SCALE
#else
#else // expected-error {{#else after #else}}
#endif
#endif // expected-error {{#endif without #if}}
#elif 1 // expected-error {{#elif without #if}}

#bogus // expected-error {{invalid preprocessing directive}}
#define // expected-error {{macro name missing}}
#define 3X 1 // expected-error {{macro name must be an identifier}}
#define F(a, a) a // expected-error {{duplicate macro parameter name 'a'}}
#if 1 + // expected-error {{expected value in expression}}
#endif
#if SCALE > 1 // expected-error {{floating point literal in preprocessor expression}}
#endif
#define G(x, y) x + y
#if G(1) // expected-error {{macro 'G' requires 2 arguments, but only 1 given}}
#endif

RWBuffer<float> Out : register(u0);

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  Out[id.x] = SCALE;
}
