// RUN: not %texel -T cs_6_6 -E nope %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// RUN: not %texel -T cs_6_6 -E nope -spirv %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// RUN: %texel -T cs_6_6 -E nope -verify %s

// -E names a function that does not exist: one error, without a location
// (as clang: "missing entry point definition 'foo'", and DXC), nothing else.
// The -verify run states it the way clang's tests do, with '@*:*' (any file,
// any line, or no location).

// expected-error@*:* {{missing entry point definition 'nope'}}

RWBuffer<float> Out : register(u0);

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  Out[id.x] = 1.0;
}

// A declaration without a body is not a definition either.
void nope();

// CHECK: error: missing entry point definition 'nope'
