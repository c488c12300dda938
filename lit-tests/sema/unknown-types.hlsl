// RUN: %texel -T cs_6_6 -E main -verify %s
// RUN: %texel -T cs_6_6 -E main -spirv -verify %s

// Type names that were never declared, in every position a type can take.

RWBuffer<float> Out : register(u0);

Unknown G; // expected-error {{unknown type name 'Unknown'}}

struct S {
  Nope n; // expected-error {{unknown type name 'Nope'}}
  float a;
};

typedef Missing Alias; // expected-error {{unknown type name 'Missing'}}

Foo helper(Bar b) { // expected-error {{unknown type name 'Foo'}} expected-error {{unknown type name 'Bar'}}
  return b;
}

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  Widget w; // expected-error {{unknown type name 'Widget'}}
  S s;
  s.a = 1.0;
  Out[id.x] = s.a;
}
