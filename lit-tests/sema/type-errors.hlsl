// RUN: %texel -T cs_6_6 -E main -verify %s
// RUN: %texel -T cs_6_6 -E main -spirv -verify %s

// Semantic type errors, all reported in one run: bad initialisation,
// incompatible operands, assignment to rvalues and constants, repeated
// swizzle components on the left of '=', calls of things that are not
// functions, bad member access.

RWBuffer<float> Out : register(u0);

struct S {
  float a;
};

static const int G = 1; // expected-note {{variable 'G' declared const here}}

float identity(float x) {
  return x;
}

void initialisation() {
  S s = { 1.0 };
  float f = s; // expected-error {{cannot initialize a variable of type 'float' with an lvalue of type 'S'}}
  float2 v = s; // expected-error {{cannot initialize a variable of type 'float2' with an lvalue of type 'S'}}
  int k = Out; // expected-error {{cannot initialize a variable of type 'int' with an lvalue of type 'RWBuffer<float>'}}
  float3 q = float2(1, 2); // expected-error {{cannot initialize a variable of type 'float3' with an rvalue of type 'float2'}}
  S t = 1.0; // expected-error {{cannot initialize a variable of type 'S' with an rvalue of type 'float'}}
  float2 w = { 1, 2, 3 }; // expected-error {{too many initializers in list for type 'float2' (expected 2 but found 3)}}
  int a[2] = { 1, 2, 3 }; // expected-error {{too many initializers in list for type 'int[2]' (expected 2 but found 3)}}
  float4 z = float4(1, 2); // expected-error {{too few elements in vector initialization (expected 4 elements, have 2)}}
  float3 u = float3(1, 2, 3, 4); // expected-error {{too many elements in vector initialization (expected 3 elements, have 4)}}
}

void operands() {
  S s = { 1.0 };
  float h = s + 1.0; // expected-error {{invalid operands to binary expression ('S' and 'float')}}
  bool b = !s; // expected-error {{invalid argument type 'S' to unary expression}}
  int m = -s; // expected-error {{invalid argument type 'S' to unary expression}}
  Out[0] = h + b + m;
}

void assignment(const int p) { // expected-note {{variable 'p' declared const here}}
  float f = 1.0;
  float2 v = float2(1, 2);
  (f + 1.0) = 2.0; // expected-error {{expression is not assignable}}
  3 = f; // expected-error {{expression is not assignable}}
  identity(f) = 1.0; // expected-error {{expression is not assignable}}
  v.xx = float2(3, 4); // expected-error {{vector is not assignable (contains duplicate components)}}
  v.yxy = float3(1, 2, 3); // expected-error {{vector is not assignable (contains duplicate components)}}
  v.yx = float2(3, 4); // distinct components: fine
  const int c = 1; // expected-note 2 {{variable 'c' declared const here}}
  c = 2; // expected-error {{cannot assign to variable 'c' with const-qualified type 'const int'}}
  c += 1; // expected-error {{cannot assign to variable 'c' with const-qualified type 'const int'}}
  p = 3; // expected-error {{cannot assign to variable 'p' with const-qualified type 'const int'}}
  G = 2; // expected-error {{cannot assign to variable 'G' with const-qualified type 'const int'}}
  Out[0] = f + v.x + c;
}

void calls() {
  float f = 1.0;
  int k = 2;
  f(2.0); // expected-error {{called object type 'float' is not a function or function pointer}}
  float r = k(1); // expected-error {{called object type 'int' is not a function or function pointer}}
  Out[0] = r;
}

void members() {
  S s = { 1.0 };
  float2 p = float2(1, 2);
  p.z = 1.0; // expected-error {{vector component access exceeds type 'float2'}}
  s.c = 1.0; // expected-error {{no member named 'c' in 'S'}}
  Out[0] = s.a + p.x;
}

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  initialisation();
  operands();
  assignment(1);
  calls();
  members();
}
