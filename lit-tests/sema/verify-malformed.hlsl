// RUN: not %texel -T cs_6_6 -E main -verify %s 2>&1 | FileCheck %s --implicit-check-not=malformed --implicit-check-not=seen

// Malformed expectation comments fail the run and are named; they are not
// silently ignored (which would let a test pass that checks nothing).

RWBuffer<float> Out : register(u0);

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  Out[id.x] = 1.0; // expected-error@ {{no line number}}
  Out[0] = 2.0; // expected-warning no braces
  Out[1] = 3.0; // expected-note {{never closed
}

// CHECK: verify-malformed.hlsl:10: malformed expectation: expected a line number after '@'
// CHECK-NEXT: verify-malformed.hlsl:11: malformed expectation: expected '{{[{][{]}}' to start the expected text
// CHECK-NEXT: verify-malformed.hlsl:12: malformed expectation: expected '{{[}][}]}}' to end the expected text
