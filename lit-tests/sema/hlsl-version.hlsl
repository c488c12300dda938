// RUN: %texel -T cs_6_6 -E main -HV 2018 -verify %s
// RUN: %texel -T cs_6_6 -E main -HV 2018 -spirv -verify %s

// Below HLSL 2021 (DXC's -HV 2018) templates and overloaded operators are
// errors; the rest of the language (namespaces, enums, methods) is not
// gated. __HLSL_VERSION follows -HV.

RWBuffer<float> Out : register(u0);

#if __HLSL_VERSION != 2018
#error wrong version
#endif

template <typename T> T id(T x) { return x; } // expected-error {{templates require HLSL 2021 or newer (-HV 2021)}}

struct V {
  float x;
  V operator+(V other) { V r; r.x = x + other.x; return r; }
  float get() { return x; }
};

namespace N { enum E { A = 2 }; }

[numthreads(1, 1, 1)]
void main() {
  V a;
  a.x = 1;
  V b = a + a; // expected-error {{overloaded operators require HLSL 2021 or newer (-HV 2021)}}
  Out[0] = id(1.0) + a.get() + N::A;
}
