// RUN: %texel -T cs_6_6 -E main -verify %s
// RUN: %texel -T cs_6_6 -E main -spirv -verify %s

// A const object, and `this` inside a const member function, call only const
// member functions (operators included): clang's error names the function
// and the object's type, not the write to the implicit inout `this`.

struct Complex {
  float re;
  Complex operator+(Complex other) { Complex r = { re + other.re }; return r; }
  Complex operator-(Complex other) const { Complex r = { re - other.re }; return r; }
  float Get() { return re; }
  float Peek() const { return re; }
  float Twice() const { return Get() * 2; } // expected-error {{'this' argument to member function 'Get' has type 'const Complex', but function is not marked const}}
};

RWStructuredBuffer<float> Out : register(u0);

[numthreads(1, 1, 1)]
void main() {
  const Complex a = { 1.0 };
  Complex b = { 2.0 };
  Complex sum = a + b; // expected-error {{'this' argument to member function 'operator+' has type 'const Complex', but function is not marked const}}
  Complex difference = a - b;
  Out[0] = a.Get() + a.Peek() + sum.re + difference.re + b.Get() + b.Twice(); // expected-error {{'this' argument to member function 'Get' has type 'const Complex', but function is not marked const}}
}
