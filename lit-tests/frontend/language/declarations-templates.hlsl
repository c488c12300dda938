// Templates and scopes in more shapes: a nested namespace written `A::B`
// and reached relatively (`B::k` inside `A::C`), a switch over an unscoped
// enum with an underlying type, deduction through `vector<T, N>`, a struct
// template with a value parameter and its default, a member `operator[]`.
// Thread t: k = t % 3; Out[t] = (case value 1/2/3 + acc[2] (6) + get (3),
//   sumv(1,2,3) + sumv(int2(4,5)) = 15, Arr<float>.at(1) + 3 + 2 = 11,
//   A::B::k() + A::C::m() = 2 + 4 = 6).
//
// RUN: %texel -T cs_6_6 -E main --emit=ir %s | FileCheck %s --check-prefix=DXIL
// RUN: %texel -T cs_6_6 -E main -spirv --emit=ir %s | FileCheck %s --check-prefix=SPV
// RUN: %texel -T cs_6_6 -E main %s -Fo %t.ll
// RUN: %opt -load-pass-plugin=%plugin -passes=texel-dxil-verify %t.ll -disable-output
// RUN: %texel -T cs_6_6 -E main -spirv -Fo %t.spv %s
// RUN: %spirv-val --target-env vulkan1.3 %t.spv

RWStructuredBuffer<float4> Out : register(u0);
namespace A::B { float k() { return 2; } }
namespace A { namespace C { float m() { return B::k() * 2; } } }
enum Kind : uint { KA, KB, KC };
template <typename T, uint N> T sumv(vector<T, N> v) { T s = 0; for (uint i = 0; i < N; ++i) s += v[i]; return s; }
template <typename T, uint N = 3> struct Arr { T data[N]; T at(uint i) { return data[i]; } uint size() { return N; } };
struct Acc {
  float v;
  float get() const { return v; }
  float operator[](uint i) { return v * i; }
};
[numthreads(1,1,1)]
void main(uint3 id : SV_DispatchThreadID) {
  Kind k = (Kind)(id.x % 3);
  float r = 0;
  switch (k) { case KA: r = 1; break; case KB: r = 2; break; default: r = 3; }
  Arr<float> a; a.data[0] = 5; a.data[1] = 6; a.data[2] = 7;
  Arr<int, 2> b; b.data[0] = 1; b.data[1] = 2;
  Acc acc; acc.v = 3; r += acc[2] + acc.get();
  Out[id.x] = float4(r, sumv(float3(1,2,3)) + sumv(int2(4, 5)), a.at(1) + a.size() + b.size(), A::B::k() + A::C::m());
}

// DXIL-LABEL: define void @main()
// DXIL: [[SEL:%.*]] = select i1 %{{.*}}, float 1.000000e+01, float %{{.*}}
// DXIL: [[V:%.*]] = insertelement <4 x float> <float poison, float 1.500000e+01, float 1.100000e+01, float 6.000000e+00>, float [[SEL]], i64 0
// DXIL: store <4 x float> [[V]], ptr %{{.*}}, align 16

// SPV-LABEL: define void @main()
// SPV: [[SEL:%.*]] = select i1 %{{.*}}, float 1.000000e+01, float %{{.*}}
// SPV: [[V:%.*]] = insertelement <4 x float> <float poison, float 1.500000e+01, float 1.100000e+01, float 6.000000e+00>, float [[SEL]], i64 0
// SPV: store <4 x float> [[V]], ptr addrspace(11) %{{.*}}, align 16
