// RUN: not %texel -T cs_6_6 -E main -verify %s 2>&1 | FileCheck %s --implicit-check-not=seen
// RUN: not %texel -T cs_6_6 -E main -spirv -verify %s 2>&1 | FileCheck %s --implicit-check-not=seen

// -verify itself must fail when the diagnostics and the expectations differ,
// in both directions, and name every difference: an expectation nothing
// matches, a diagnostic nothing expects, a count too high, a wrong severity,
// a wrong line. The matched expectations (line 18, one of line 26's two) are
// not reported.

RWBuffer<float> Out : register(u0);

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  // Deliberately missing: nothing on this line produces an error.
  float a = 1.0; // expected-error {{this message is never produced}}

  // Matched: not part of the report.
  float b = undeclaredOne; // expected-error {{use of undeclared identifier 'undeclaredOne'}}

  // Deliberately unexpected: no comment expects this error.
  float c = undeclaredTwo;

  // The count says two, there is one.
  float d = undeclaredThree; // expected-error 2 {{use of undeclared identifier 'undeclaredThree'}}

  // A warning expected as an error: one missing, one unexpected.
  float2 v = float2(1.0, 2.0);
  float e = v; // expected-error {{implicit conversion turns vector to scalar}}

  // The right text on the wrong line: one missing, one unexpected.
  // expected-error@+1 {{use of undeclared identifier 'undeclaredFour'}}
  float f = 1.0;
  float g = undeclaredFour;

  Out[id.x] = a + b + c + d + e + f + g;
}

// Unmatched expectations first, in file order, then unexpected diagnostics.
// CHECK: verify-mismatch.hlsl:15: expected error not seen: this message is never produced (written on line 15)
// CHECK-NEXT: verify-mismatch.hlsl:24: expected error not seen: use of undeclared identifier 'undeclaredThree' (written on line 24)
// CHECK-NEXT: verify-mismatch.hlsl:28: expected error not seen: implicit conversion turns vector to scalar (written on line 28)
// CHECK-NEXT: verify-mismatch.hlsl:32: expected error not seen: use of undeclared identifier 'undeclaredFour' (written on line 31)
// CHECK-DAG: verify-mismatch.hlsl:21: error seen but not expected: use of undeclared identifier 'undeclaredTwo'
// CHECK-DAG: verify-mismatch.hlsl:28: warning seen but not expected: implicit conversion turns vector to scalar: 'float2' to 'float'
// CHECK-DAG: verify-mismatch.hlsl:33: error seen but not expected: use of undeclared identifier 'undeclaredFour'
