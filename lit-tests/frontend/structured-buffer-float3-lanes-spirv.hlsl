// Reading the leading lanes of a float3 member of a structured buffer, on
// Vulkan. LLVM's VectorCombine narrows the member's load to `load <2 x float>`
// through the member address, which LLVM 22's SPIR-V target turns into an
// OpAccessChain naming a float where the member is a vector (spirv-val:
// "OpAccessChain result type (OpTypeFloat) does not match …"). The whole
// float3 is loaded and its lanes extracted.
//
// RUN: %texel -T cs_6_6 -E main -spirv -Fo %t.spv %s
// RUN: %spirv-val --target-env vulkan1.3 %t.spv
// RUN: %spirv-dis %t.spv | FileCheck %s

struct Light { float3 dir; float k; };
StructuredBuffer<Light> Lights : register(t0);
RWStructuredBuffer<float4> Out : register(u2);

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  Light p = Lights[id.x];
  Out[id.x] = float4(p.dir.x, p.dir.y, 0, 0);
}

// CHECK: %main = OpFunction %void None
// CHECK: [[DIR:%[0-9]+]] = OpAccessChain %_ptr_StorageBuffer_v3float %Lights %uint_0 {{%[0-9]+}} %uint_0{{$}}
// CHECK-NEXT: [[V:%[0-9]+]] = OpLoad %v3float [[DIR]]
// CHECK-NOT: OpAccessChain %_ptr_StorageBuffer_float
// CHECK: OpReturn
