// XFAIL: *
// Known gap, kept as the specification of the fix: LLVM 22 keeps spirv.Padding members and a Block wrapper struct in cbuffers; the test expects DXC's layout.
// cbuffers on Vulkan: each cbuffer is a Uniform-storage-class Block variable
// with the legacy-packed member offsets (Scale 0, Count 4, Bias 16, Offs 32;
// the padding is not a member), DescriptorSet/Binding from register(b0)
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
};
cbuffer Implicit { uint Mode; };
RWBuffer<float4> Out : register(u1);

[numthreads(8, 8, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  if (id.x < Count)
    Out[id.x] = Bias * Scale + float(Offs.y) + Mode;
}

// CHECK-DAG: OpMemberDecorate %[[PT:[0-9A-Za-z_.]+]] 2 Offset 16
// CHECK-DAG: OpMemberDecorate %[[PT]] 0 Offset 0
// CHECK-DAG: OpMemberDecorate %[[PT]] 1 Offset 4
// CHECK-DAG: OpMemberDecorate %[[PT]] 3 Offset 32
// CHECK-DAG: OpDecorate %[[PT]] Block
// CHECK-DAG: %[[PPTR:[0-9A-Za-z_.]+]] = OpTypePointer Uniform %[[PT]]
// CHECK-DAG: %[[PV:[0-9A-Za-z_.]+]] = OpVariable %[[PPTR]] Uniform
// CHECK-DAG: OpDecorate %[[PV]] DescriptorSet 0
// CHECK-DAG: OpDecorate %[[PV]] Binding 0
// CHECK-DAG: OpDecorate %Out Binding 1
