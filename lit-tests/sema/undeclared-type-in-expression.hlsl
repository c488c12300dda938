// RUN: %texel -T cs_6_6 -E main -verify %s
// RUN: %texel -T cs_6_6 -E main -spirv -verify %s

// An undeclared name where a type is expected inside an expression or a
// template argument list: clang names the identifier, the message must not
// be a misleading syntax error elsewhere on the line.

RWBuffer<Missing> Bad : register(u1); // expected-error {{use of undeclared identifier 'Missing'}}

RWBuffer<float> Out : register(u0);

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  float c = (Gadget)1; // expected-error {{use of undeclared identifier 'Gadget'}}
  Out[id.x] = c;
}
