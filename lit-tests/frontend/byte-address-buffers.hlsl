// ByteAddressBuffer / RWByteAddressBuffer Load, Load2..4, Store, Store2..4,
// HLSL to IR on both targets. The handle is a raw buffer of bytes (as clang-22
// emits it): dx.RawBuffer(i8, IsWriteable, 0) / spirv.VulkanBuffer([0 x i8],
// 12, IsWriteable); getpointer takes the byte offset, and the access is a
// uint / uintN load or store, 4-byte aligned.
// (DXIL ops: byte-address-buffers-dxil-ops.hlsl; Vulkan binary:
// byte-address-buffers-spirv.hlsl.)
//
// RUN: %texel -T cs_6_6 -E main --emit=ir %s | FileCheck %s --check-prefix=DXIL
// RUN: %texel -T cs_6_6 -E main -spirv --emit=ir %s | FileCheck %s --check-prefix=SPV

ByteAddressBuffer In : register(t0);
RWByteAddressBuffer Out : register(u1);

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  uint a = In.Load(id.x * 4);
  uint2 b = In.Load2(16);
  uint3 c = In.Load3(32);
  uint4 d = In.Load4(id.x * 16);
  Out.Store(id.x * 4, a + b.y);
  Out.Store2(64, b);
  Out.Store3(80, c);
  Out.Store4(id.x * 16 + 96, d);
}

// DXIL-DAG: [[IN_NAME:@[^ ]+]] = private unnamed_addr constant [3 x i8] c"In\00", align 1
// DXIL-DAG: [[OUT_NAME:@[^ ]+]] = private unnamed_addr constant [4 x i8] c"Out\00", align 1
// DXIL-LABEL: define void @main()
// DXIL-DAG: [[IN:%.*]] = tail call target("dx.RawBuffer", i8, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i8_0_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull [[IN_NAME]])
// DXIL-DAG: [[OUT:%.*]] = tail call target("dx.RawBuffer", i8, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i8_1_0t(i32 0, i32 1, i32 1, i32 0, ptr nonnull [[OUT_NAME]])
// DXIL-DAG: [[TID:%.*]] = tail call i32 @llvm.dx.thread.id(i32 0)
// DXIL: [[OFF4:%.*]] = shl i32 [[TID]], 2
// DXIL-NEXT: [[AP:%.*]] = tail call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i8_0_0t(target("dx.RawBuffer", i8, 0, 0) [[IN]], i32 [[OFF4]])
// DXIL-NEXT: [[A:%.*]] = load i32, ptr [[AP]], align 4
// DXIL-NEXT: [[BP:%.*]] = tail call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i8_0_0t(target("dx.RawBuffer", i8, 0, 0) [[IN]], i32 16)
// DXIL-NEXT: [[B:%.*]] = load <2 x i32>, ptr [[BP]], align 4
// DXIL-NEXT: [[CP:%.*]] = tail call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i8_0_0t(target("dx.RawBuffer", i8, 0, 0) [[IN]], i32 32)
// DXIL-NEXT: [[C:%.*]] = load <3 x i32>, ptr [[CP]], align 4
// DXIL-NEXT: [[OFF16:%.*]] = shl i32 [[TID]], 4
// DXIL-NEXT: [[DP:%.*]] = tail call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i8_0_0t(target("dx.RawBuffer", i8, 0, 0) [[IN]], i32 [[OFF16]])
// DXIL-NEXT: [[D:%.*]] = load <4 x i32>, ptr [[DP]], align 4
// DXIL-NEXT: [[SP:%.*]] = tail call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i8_1_0t(target("dx.RawBuffer", i8, 1, 0) [[OUT]], i32 [[OFF4]])
// DXIL-NEXT: [[BY:%.*]] = extractelement <2 x i32> [[B]], i64 1
// DXIL-NEXT: [[SUM:%.*]] = add i32 [[BY]], [[A]]
// DXIL-NEXT: store i32 [[SUM]], ptr [[SP]], align 4
// DXIL-NEXT: [[S2P:%.*]] = tail call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i8_1_0t(target("dx.RawBuffer", i8, 1, 0) [[OUT]], i32 64)
// DXIL-NEXT: store <2 x i32> [[B]], ptr [[S2P]], align 4
// DXIL-NEXT: [[S3P:%.*]] = tail call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i8_1_0t(target("dx.RawBuffer", i8, 1, 0) [[OUT]], i32 80)
// DXIL-NEXT: store <3 x i32> [[C]], ptr [[S3P]], align 4
// DXIL-NEXT: [[OFF96:%.*]] = add i32 [[OFF16]], 96
// DXIL-NEXT: [[S4P:%.*]] = tail call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i8_1_0t(target("dx.RawBuffer", i8, 1, 0) [[OUT]], i32 [[OFF96]])
// DXIL-NEXT: store <4 x i32> [[D]], ptr [[S4P]], align 4
// DXIL-NEXT: ret void

// SPV-DAG: [[IN_NAME:@[^ ]+]] = private unnamed_addr constant [3 x i8] c"In\00", align 1
// SPV-DAG: [[OUT_NAME:@[^ ]+]] = private unnamed_addr constant [4 x i8] c"Out\00", align 1
// SPV-LABEL: define void @main()
// SPV-DAG: [[IN:%.*]] = tail call target("spirv.VulkanBuffer", [0 x i8], 12, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i8_12_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull [[IN_NAME]])
// SPV-DAG: [[OUT:%.*]] = tail call target("spirv.VulkanBuffer", [0 x i8], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i8_12_1t(i32 0, i32 1, i32 1, i32 0, ptr nonnull [[OUT_NAME]])
// SPV-DAG: [[TID:%.*]] = tail call i32 @llvm.spv.thread.id.i32(i32 0)
// SPV: [[OFF4:%.*]] = shl i32 [[TID]], 2
// SPV-NEXT: [[AP:%.*]] = tail call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i8_12_0t(target("spirv.VulkanBuffer", [0 x i8], 12, 0) [[IN]], i32 [[OFF4]])
// SPV-NEXT: [[A:%.*]] = load i32, ptr addrspace(11) [[AP]], align 4
// SPV-NEXT: [[BP:%.*]] = tail call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i8_12_0t(target("spirv.VulkanBuffer", [0 x i8], 12, 0) [[IN]], i32 16)
// SPV-NEXT: [[B:%.*]] = load <2 x i32>, ptr addrspace(11) [[BP]], align 4
// SPV-NEXT: [[CP:%.*]] = tail call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i8_12_0t(target("spirv.VulkanBuffer", [0 x i8], 12, 0) [[IN]], i32 32)
// SPV-NEXT: [[C:%.*]] = load <3 x i32>, ptr addrspace(11) [[CP]], align 4
// SPV-NEXT: [[OFF16:%.*]] = shl i32 [[TID]], 4
// SPV-NEXT: [[DP:%.*]] = tail call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i8_12_0t(target("spirv.VulkanBuffer", [0 x i8], 12, 0) [[IN]], i32 [[OFF16]])
// SPV-NEXT: [[D:%.*]] = load <4 x i32>, ptr addrspace(11) [[DP]], align 4
// SPV-NEXT: [[SP:%.*]] = tail call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i8_12_1t(target("spirv.VulkanBuffer", [0 x i8], 12, 1) [[OUT]], i32 [[OFF4]])
// SPV-NEXT: [[BY:%.*]] = extractelement <2 x i32> [[B]], i64 1
// SPV-NEXT: [[SUM:%.*]] = add i32 [[BY]], [[A]]
// SPV-NEXT: store i32 [[SUM]], ptr addrspace(11) [[SP]], align 4
// SPV-NEXT: [[S2P:%.*]] = tail call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i8_12_1t(target("spirv.VulkanBuffer", [0 x i8], 12, 1) [[OUT]], i32 64)
// SPV-NEXT: store <2 x i32> [[B]], ptr addrspace(11) [[S2P]], align 4
// SPV-NEXT: [[S3P:%.*]] = tail call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i8_12_1t(target("spirv.VulkanBuffer", [0 x i8], 12, 1) [[OUT]], i32 80)
// SPV-NEXT: store <3 x i32> [[C]], ptr addrspace(11) [[S3P]], align 4
// SPV-NEXT: [[OFF96:%.*]] = add i32 [[OFF16]], 96
// SPV-NEXT: [[S4P:%.*]] = tail call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i8_12_1t(target("spirv.VulkanBuffer", [0 x i8], 12, 1) [[OUT]], i32 [[OFF96]])
// SPV-NEXT: store <4 x i32> [[D]], ptr addrspace(11) [[S4P]], align 4
// SPV-NEXT: ret void
