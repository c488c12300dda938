// isnan(x) and the equivalent x != x. On Vulkan the test must be OpIsNan (or
// another Shader-capability instruction): OpUnordered needs the Kernel
// capability, so a module using it fails spirv-val.
//
// RUN: %texel -T cs_6_6 -E main -Od --emit=ir %s | FileCheck %s --check-prefix=DXIL
// RUN: %texel -T cs_6_6 -E main -spirv -Fo %t.spv %s
// RUN: %spirv-val --target-env vulkan1.3 %t.spv
// RUN: %spirv-dis %t.spv | FileCheck %s --check-prefix=SPIRV

Buffer<float4> In : register(t0);
RWBuffer<float2> Out : register(u1);

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  float4 a = In[id.x];
  Out[id.x] = float2(isnan(a.x) ? 1.0 : 0.0, a.y != a.y ? 1.0 : 0.0);
}

// DXIL-LABEL: define void @main()
// DXIL: fcmp uno float {{%.*}}, 0.000000e+00
// DXIL: fcmp une float [[Y:%.*]], {{%.*}}

// SPIRV-NOT: OpUnordered
// SPIRV: OpIsNan
