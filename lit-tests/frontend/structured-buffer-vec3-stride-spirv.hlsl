// RWStructuredBuffer<uint3> on Vulkan: the IR element is <3 x i32>, 16 bytes
// apart in the SPIR-V data layout (v96:128), and std430 gives an array of
// 3-component vectors a stride of 16; the module must pass spirv-val with
// ArrayStride 16 (a stride of 12 breaks the storage-buffer layout rules).
//
// RUN: %texel -T cs_6_6 -E main -spirv --emit=ir %s | FileCheck %s --check-prefix=SPV
// RUN: %texel -T cs_6_6 -E main -spirv -Fo %t.spv %s
// RUN: %spirv-val --target-env vulkan1.3 %t.spv
// RUN: %spirv-dis %t.spv | FileCheck %s --check-prefix=SPIRV

RWStructuredBuffer<uint3> Out : register(u0);

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  Out[id.x] = id * 2;
}

// SPV-LABEL: define void @main()
// SPV: [[H:%.*]] = tail call target("spirv.VulkanBuffer", [0 x <3 x i32>], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0v3i32_12_1t(i32 0, i32 0, i32 1, i32 0, ptr nonnull {{@[^ ]+}})
// SPV: [[P:%.*]] = tail call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0v3i32_12_1t(target("spirv.VulkanBuffer", [0 x <3 x i32>], 12, 1) [[H]], i32 {{%.*}})
// SPV-NEXT: store <3 x i32> {{%.*}}, ptr addrspace(11) [[P]], align 16

// SPIRV-DAG: %[[UINT:[0-9A-Za-z_]+]] = OpTypeInt 32 0
// SPIRV-DAG: %[[V3:[0-9A-Za-z_]+]] = OpTypeVector %[[UINT]] 3
// SPIRV-DAG: %[[ARR:[0-9A-Za-z_]+]] = OpTypeRuntimeArray %[[V3]]{{$}}
// SPIRV-DAG: OpDecorate %[[ARR]] ArrayStride 16
