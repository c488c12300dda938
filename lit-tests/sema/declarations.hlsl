// RUN: %texel -T cs_6_6 -E main -verify %s
// RUN: %texel -T cs_6_6 -E main -spirv -verify %s

// Diagnostics of namespaces, enums, methods and templates (clang's texts).

RWBuffer<float> Out : register(u0);

namespace N { float f() { return 1; } }
using namespace Missing; // expected-error {{expected namespace name}}

enum E : float { A }; // expected-error {{non-integral type 'float' is an invalid underlying type}}
enum class C { X, Y };

struct S {
  float v;
  float get() { return v; }
  static float make() { return 2; }
};

struct Bad {
  Bad inner; // expected-error {{field has incomplete type 'Bad'}}
  float x;
  float one();
};
float Bad::two() { return 2; } // expected-error {{out-of-line definition of 'two' does not match any declaration in 'Bad'}}
float Bad::one() { return x; }

struct K {
  float v;
  float bad() const {
    v = 1; // expected-error {{cannot assign to non-static data member within const member function 'bad'}}
    return v;
  }
};

template <typename T> T pick(T a, T b) { return a; }
template <typename T> T none() { return 0; }

[numthreads(1, 1, 1)]
void main() {
  float a = S::get(); // expected-error {{call to non-static member function without an object argument}}
  float b = S::make();
  float c = pick(1.0, 2); // expected-error {{no matching function for call to 'pick'}}
  float d = none(); // expected-error {{no matching function for call to 'none': couldn't infer template argument 'T'}}
  enum Local { L }; // expected-error {{local enum declarations are not supported}}
  S s;
  s.missing(); // expected-error {{no member named 'missing' in 'S'}}
  Out[0] = N::f() + b + (float)C::Y + g; // expected-error {{use of undeclared identifier 'g'}}
}
