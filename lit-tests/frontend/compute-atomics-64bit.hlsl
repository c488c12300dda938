// 64-bit Interlocked* (shader model 6.6) on a RWStructuredBuffer element and a
// groupshared int64_t: i64 atomicrmw on both targets, the signed/unsigned
// forms from the destination's type, the original value output; SPIR-V
// declares Int64Atomics and passes spirv-val. Below 6.6 they are an error
// (sema/compute-atomics-errors.hlsl).
//
// RUN: %texel -T cs_6_6 -E main -Od --emit=ir %s | FileCheck %s --check-prefixes=CHECK,DXIL
// RUN: %texel -T cs_6_6 -E main -Od -spirv --emit=ir %s | FileCheck %s --check-prefixes=CHECK,SPV
// RUN: %texel -T cs_6_6 -E main -spirv -Fo %t.spv %s
// RUN: %spirv-val --target-env vulkan1.3 %t.spv
// RUN: %spirv-dis %t.spv | FileCheck %s --check-prefix=SPIRV

RWStructuredBuffer<uint64_t> W : register(u0);
groupshared int64_t G;

[numthreads(8, 1, 1)]
void main(uint i : SV_GroupIndex) {
  uint64_t original;
  InterlockedAdd(W[0], (uint64_t)i, original);
  InterlockedMin(G, -(int64_t)i);
  InterlockedMax(W[1], original);
}

// CHECK-LABEL: define void @main()
// DXIL: [[P0:%.*]] = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i64_1_0t(target("dx.RawBuffer", i64, 1, 0) {{%.*}}, i32 0)
// SPV: [[P0:%.*]] = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i64_12_1t(target("spirv.VulkanBuffer", [0 x i64], 12, 1) {{%.*}}, i32 0)
// CHECK-NEXT: [[WIDE:%.*]] = zext i32 {{%.*}} to i64
// CHECK-NEXT: [[OLD:%.*]] = atomicrmw add ptr{{( addrspace\(11\))?}} [[P0]], i64 [[WIDE]] monotonic, align 8
// CHECK-NEXT: [[WIDE2:%.*]] = zext i32 {{%.*}} to i64
// CHECK-NEXT: [[NEG:%.*]] = sub nsw i64 0, [[WIDE2]]
// CHECK-NEXT: = atomicrmw min ptr addrspace(3) @G, i64 [[NEG]] monotonic, align 8
// DXIL-NEXT: [[P1:%.*]] = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i64_1_0t(target("dx.RawBuffer", i64, 1, 0) {{%.*}}, i32 1)
// SPV-NEXT: [[P1:%.*]] = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i64_12_1t(target("spirv.VulkanBuffer", [0 x i64], 12, 1) {{%.*}}, i32 1)
// CHECK-NEXT: = atomicrmw umax ptr{{( addrspace\(11\))?}} [[P1]], i64 [[OLD]] monotonic, align 8

// SPIRV: OpCapability Int64Atomics
// SPIRV: [[A:%[0-9]+]] = OpAtomicIAdd %ulong {{%[0-9]+}} %uint_1 %uint_0 [[V:%[0-9]+]]
// SPIRV: {{%[0-9]+}} = OpAtomicSMin %ulong %G %uint_2 %uint_0 {{%[0-9]+}}
// SPIRV: {{%[0-9]+}} = OpAtomicUMax %ulong {{%[0-9]+}} %uint_1 %uint_0 [[A]]
