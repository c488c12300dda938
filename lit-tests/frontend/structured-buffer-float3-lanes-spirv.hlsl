// Reading the leading lanes of a float3 member of a structured buffer, on
// Vulkan. LLVM's VectorCombine narrows the member's load to `load <2 x float>`
// through the member address, which LLVM 22's SPIR-V target turned into an
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

// VectorCombine narrows the load to the two lanes read; texel's writer reads
// them as the float3 member's components (access chains into the vector).
// CHECK: %main = OpFunction %void None
// CHECK: [[X:%[0-9]+]] = OpAccessChain %_ptr_StorageBuffer_float %Lights %uint_0 [[I:%[0-9]+]] %uint_0 %uint_0{{$}}
// CHECK-NEXT: [[VX:%[0-9]+]] = OpLoad %float [[X]]{{$}}
// CHECK-NEXT: [[Y:%[0-9]+]] = OpAccessChain %_ptr_StorageBuffer_float %Lights %uint_0 [[I]] %uint_0 %uint_1{{$}}
// CHECK-NEXT: [[VY:%[0-9]+]] = OpLoad %float [[Y]]{{$}}
// CHECK-NEXT: {{%[0-9]+}} = OpCompositeConstruct %v2float [[VX]] [[VY]]{{$}}
// CHECK: OpReturn
