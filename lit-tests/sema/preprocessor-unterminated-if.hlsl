// RUN: %texel -T cs_6_6 -E main -verify %s
// RUN: %texel -T cs_6_6 -E main -spirv -verify %s

// An #ifdef that is never closed: one error at the directive. The skipped
// rest of the file (which holds the entry point) raises no follow-on error
// such as a missing entry point.

RWBuffer<float> Out : register(u0);

#ifdef NOT_DEFINED // expected-error {{unterminated conditional directive}}

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  Out[id.x] = 1.0;
}
