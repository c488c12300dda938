// all() and any() on a float4: all is true when every component is non-zero
// (NaN counts as non-zero), any when at least one is. On Vulkan the module
// must compile (the i1-vector reduction must not become an i4 bitcast that
// LLVM 22's SPIR-V target cannot select) and pass spirv-val.
//
// RUN: %texel -T cs_6_6 -E main -Od --emit=ir %s | FileCheck %s --check-prefix=DXIL
// RUN: %texel -T cs_6_6 -E main %s | FileCheck %s --check-prefix=NODX
// RUN: %texel -T cs_6_6 -E main -spirv -Fo %t.spv %s
// RUN: %spirv-val --target-env vulkan1.3 %t.spv

Buffer<float4> In : register(t0);
RWBuffer<float2> Out : register(u1);

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  float4 a = In[id.x];
  Out[id.x] = float2(all(a), any(a));
}

// DXIL-LABEL: define void @main()
// DXIL: [[A:%.*]] = load <4 x float>, ptr {{%.*}}, align 16
// all(a): no component equals 0 (oeq is false for NaN)
// DXIL: [[EQ0:%.*]] = fcmp oeq <4 x float> [[A]], zeroinitializer
// any(a): some component is unequal to 0 (une is true for NaN)
// DXIL: [[NE0:%.*]] = fcmp une <4 x float> [[A]], zeroinitializer

// NODX-NOT: llvm.dx.
