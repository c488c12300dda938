// RUN: %texel -T cs_6_6 -E main -verify %s
// RUN: %texel -T cs_6_6 -E main -spirv -verify %s

// Calls of user functions with the wrong number of arguments. HLSL resolves
// calls as C++ does (clang and DXC alike): "no matching function for call"
// with one note per candidate at its declaration, also when there is a single
// candidate (C's "too few arguments to function call" is not HLSL's text).
// Texts as clang's, including the wording for one-parameter candidates.

RWBuffer<float> Out : register(u0);

struct S {
  float a;
};

float two(float a, float b) { // expected-note {{candidate function not viable: requires 2 arguments, but 1 was provided}} expected-note {{candidate function not viable: requires 2 arguments, but 3 were provided}}
  return a + b;
}

float over(float a) { // expected-note {{candidate function not viable: requires single argument 'a', but 2 arguments were provided}} expected-note {{candidate function not viable: requires single argument 'a', but no arguments were provided}}
  return a;
}

float over(float a, float b, float c) { // expected-note {{candidate function not viable: requires 3 arguments, but 2 were provided}} expected-note {{candidate function not viable: requires 3 arguments, but 0 were provided}}
  return a + b + c;
}

void none() { // expected-note {{candidate function not viable: requires 0 arguments, but 1 was provided}}
}

float takesStruct(S s) { // expected-note {{candidate function not viable: no known conversion from 'float' to 'S' for 1st argument}}
  return s.a;
}

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  float x = two(1.0); // expected-error {{no matching function for call to 'two'}}
  float y = two(1.0, 2.0, 3.0); // expected-error {{no matching function for call to 'two'}}
  float z = over(1.0, 2.0); // expected-error {{no matching function for call to 'over'}}
  float w = over(); // expected-error {{no matching function for call to 'over'}}
  none(1); // expected-error {{no matching function for call to 'none'}}
  float t = takesStruct(1.0); // expected-error {{no matching function for call to 'takesStruct'}}
  Out[id.x] = x + y + z + w + t + two(1.0, 2.0) + over(1.0) + over(1.0, 2.0, 3.0);
}
