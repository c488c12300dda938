// cbuffers on Vulkan: each cbuffer is a Uniform-storage-class variable whose
// type is LLVM 22's Block wrapper (a struct whose one member, at offset 0, is
// the __cblayout_ struct; clang-22 emits the same, and it is valid Vulkan)
// with the member offsets of DXC's default Vulkan cbuffer layout (relaxed
// std140, which agrees with HLSL's legacy packing for scalars and vectors):
// Scale 0, Count 4, Bias 16, Offs 32, Dir 48, Tail 60 (right after the
// float3, which LLVM alone would put at 64). The padding is not a member:
// texel's IR has none on SPIR-V, the finalizer decorates the offsets
// (texel_passes::layout). DescriptorSet/Binding from register(b0)
// (set 0, binding 0); the implicitly bound one gets the first free binding of
// set 0 (0 is Params', 1 is Out's: 2). The module must pass spirv-val.
//
// RUN: %texel -T cs_6_6 -E main -spirv -Fo %t.spv %s
// RUN: %spirv-val --target-env vulkan1.3 %t.spv
// RUN: %spirv-dis %t.spv | FileCheck %s

cbuffer Params : register(b0) {
  float Scale;
  uint Count;
  float4 Bias;
  int2 Offs;
  float3 Dir;
  float Tail;
};
cbuffer Implicit { uint Mode; };
RWBuffer<float4> Out : register(u1);

[numthreads(8, 8, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  if (id.x < Count)
    Out[id.x] = Bias * Scale + float(Offs.y) + Mode + float4(Dir, Tail);
}

// CHECK-DAG: OpMemberDecorate %[[PT:[0-9A-Za-z_.]+]] 2 Offset 16
// CHECK-DAG: OpMemberDecorate %[[PT]] 0 Offset 0
// CHECK-DAG: OpMemberDecorate %[[PT]] 1 Offset 4
// CHECK-DAG: OpMemberDecorate %[[PT]] 3 Offset 32
// CHECK-DAG: OpMemberDecorate %[[PT]] 4 Offset 48
// CHECK-DAG: OpMemberDecorate %[[PT]] 5 Offset 60
// CHECK-DAG: %[[PT]] = OpTypeStruct %float %uint %v4float %v2uint %v3float %float{{$}}
// CHECK-DAG: %[[WRAP:[0-9A-Za-z_.]+]] = OpTypeStruct %[[PT]]{{$}}
// CHECK-DAG: OpMemberDecorate %[[WRAP]] 0 Offset 0
// CHECK-DAG: OpDecorate %[[WRAP]] Block
// CHECK-DAG: %[[PPTR:[0-9A-Za-z_.]+]] = OpTypePointer Uniform %[[WRAP]]
// CHECK-DAG: %[[PV:[0-9A-Za-z_.]+]] = OpVariable %[[PPTR]] Uniform
// CHECK-DAG: OpDecorate %[[PV]] DescriptorSet 0
// CHECK-DAG: OpDecorate %[[PV]] Binding 0
// CHECK-DAG: OpDecorate %Out Binding 1
// CHECK-NOT: OpCapability Int8
