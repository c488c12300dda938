// RUN: %texel -T cs_6_6 -E main -verify %s
// RUN: %texel -T cs_6_6 -E main -spirv -verify %s

// Names that were never declared: variables, functions, resources. Each use
// is reported (clang reports every occurrence), nothing else is.

RWBuffer<float> Out : register(u0);

float helper(float x) {
  return x + missingGlobal; // expected-error {{use of undeclared identifier 'missingGlobal'}}
}

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  float a = undefinedVar + 1.0; // expected-error {{use of undeclared identifier 'undefinedVar'}}
  float b = undefinedFunction(a); // expected-error {{use of undeclared identifier 'undefinedFunction'}}
  Out[id.x] = a + b + undefinedVar; // expected-error {{use of undeclared identifier 'undefinedVar'}}
  Out[0] = Outt[1]; // expected-error {{use of undeclared identifier 'Outt'}}
  {
    float scoped = 1.0;
  }
  Out[1] = scoped; // expected-error {{use of undeclared identifier 'scoped'}}
  for (int i = 0; i < 2; i++) {
  }
  Out[2] = i; // expected-error {{use of undeclared identifier 'i'}}
  Out[3] = helper(id.x);
  Out[4] = id.w; // expected-error {{vector component access exceeds type 'uint3'}}
}
