// RUN: %texel -T cs_6_6 -E main -verify %s
// RUN: %texel -T cs_6_6 -E main -spirv -verify %s

// "All errors of a file are reported" (HLSL.md): a syntax error does not hide
// the semantic errors elsewhere in the file (clang and DXC report both in one
// run), and what the parser recovered (the declaration of 'a', the function
// 'helper', the struct 'S') raises no follow-on error where it is used.

RWBuffer<float> Out : register(u0);

struct S {
  float x;
  float y // expected-error {{expected ';' at end of declaration list}}
};

float helper(float v) {
  return v * 2.0 // expected-error {{expected ';' after return statement}}
}

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  float a = 1.0 // expected-error {{expected ';' at end of declaration}}
  S s = { a, 2.0 };
  float b = notDeclared; // expected-error {{use of undeclared identifier 'notDeclared'}}
  float2 v = float2(1.0, 2.0);
  v.xx = float2(a, b); // expected-error {{vector is not assignable (contains duplicate components)}}
  Out[id.x] = helper(a) + s.y + b + v.x;
}
