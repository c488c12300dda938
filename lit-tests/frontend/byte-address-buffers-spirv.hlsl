// ByteAddressBuffer / RWByteAddressBuffer on Vulkan: Load/Store of uint and
// uint4 must compile to a valid module (storage buffers; DXC uses a runtime
// array of uint indexed by byteOffset / 4).
//
// RUN: %texel -T cs_6_6 -E main -spirv -Fo %t.spv %s
// RUN: %spirv-val --target-env vulkan1.3 %t.spv
// RUN: %spirv-dis %t.spv | FileCheck %s

ByteAddressBuffer In : register(t0);
RWByteAddressBuffer Out : register(u1);

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  Out.Store(id.x * 4, In.Load(id.x * 4) + 1);
  Out.Store4(256 + id.x * 16, In.Load4(id.x * 16));
}

// CHECK-DAG: OpDecorate %[[IN:[0-9A-Za-z_]+]] Binding 0
// CHECK-DAG: OpDecorate %[[IN]] DescriptorSet 0
// CHECK-DAG: OpDecorate %[[OUT:[0-9A-Za-z_]+]] Binding 1
// CHECK-DAG: %[[IN]] = OpVariable %{{[0-9A-Za-z_]+}} StorageBuffer
// CHECK-DAG: %[[OUT]] = OpVariable %{{[0-9A-Za-z_]+}} StorageBuffer
