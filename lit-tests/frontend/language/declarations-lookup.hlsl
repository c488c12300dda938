// Lookup rules: a static data member read through an object (`s.N`), and
// C++'s overload tie-breaker between a function and a function template —
// an exact non-template match wins (`f(1.0f)` → 1), otherwise the deduced
// instance is the better match (`f(2)` → f<int> → 2, no int→float
// conversion). Out[0] = 4 + 1 * 10 + 2 * 100 = 214, folded on both targets.
//
// RUN: %texel -T cs_6_6 -E main --emit=ir %s | FileCheck %s --check-prefix=DXIL
// RUN: %texel -T cs_6_6 -E main -spirv --emit=ir %s | FileCheck %s --check-prefix=SPV
// RUN: %texel -T cs_6_6 -E main -spirv -Fo %t.spv %s
// RUN: %spirv-val --target-env vulkan1.3 %t.spv

RWStructuredBuffer<float> Out : register(u0);

struct S {
  static const uint N = 4;
  float v;
};

float f(float x) { return 1; }
template <typename T> T f(T x) { return 2; }

[numthreads(1, 1, 1)]
void main() {
  S s;
  s.v = 0;
  Out[0] = s.N + f(1.0f) * 10 + f(2) * 100;
}

// DXIL: [[P:%.*]] = tail call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_f32_1_0t(target("dx.RawBuffer", float, 1, 0) %{{.*}}, i32 0)
// DXIL-NEXT: store float 2.140000e+02, ptr [[P]], align 4
// SPV: [[P:%.*]] = tail call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f32_12_1t(target("spirv.VulkanBuffer", [0 x float], 12, 1) %{{.*}}, i32 0)
// SPV-NEXT: store float 2.140000e+02, ptr addrspace(11) [[P]], align 4
