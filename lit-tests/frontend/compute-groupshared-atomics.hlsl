// groupshared variables, the six barriers and Interlocked* on every target
// kind, for both targets. groupshared globals are addrspace(3), uninitialised
// (undef, as DXC leaves them) and not internal (other threads write them);
// Interlocked* are monotonic atomicrmw / cmpxchg on the destination's pointer:
// the global, getpointer of a RW buffer element, or getpointer at a byte
// offset of a RWByteAddressBuffer. Min/Max pick the signed or unsigned form
// from the destination's type. Barriers: group.memory.barrier[.with.group.sync]
// (upstream's name for the sync form), device.memory.barrier[…], and
// full.memory.barrier[…] for AllMemoryBarrier (LLVM 22 reads llvm.*.all.* as
// the overloaded llvm.*.all). SPIR-V: Workgroup variables, OpAtomic* with
// Workgroup scope on groupshared and Device scope on buffers, an image texel
// pointer of the signed type for RWBuffer<int>, and DXC's barrier scopes and
// semantics (264 = AcquireRelease|WorkgroupMemory, 2120 = AcquireRelease|
// UniformMemory|ImageMemory, 2376 = all three).
//
// RUN: %texel -T cs_6_0 -E main -Od --emit=ir %s | FileCheck %s --check-prefixes=CHECK,DXIL
// RUN: %texel -T cs_6_0 -E main -Od -spirv --emit=ir %s | FileCheck %s --check-prefixes=CHECK,SPV
// RUN: %texel -T cs_6_0 -E main -spirv -Fo %t.spv %s
// RUN: %spirv-val --target-env vulkan1.3 %t.spv
// RUN: %spirv-dis %t.spv | FileCheck %s --check-prefix=SPIRV

struct Pair { uint key; float value; };
RWStructuredBuffer<uint> Out : register(u0);
RWByteAddressBuffer Raw : register(u1);
RWBuffer<int> Typed : register(u2);
groupshared uint Shared[64];
groupshared int Counter;
groupshared Pair Pairs[4];

[numthreads(64, 1, 1)]
void main(uint i : SV_GroupIndex) {
  Shared[i] = i;
  Pairs[i % 4].value = 1.5;
  GroupMemoryBarrier();
  GroupMemoryBarrierWithGroupSync();
  DeviceMemoryBarrier();
  DeviceMemoryBarrierWithGroupSync();
  AllMemoryBarrier();
  AllMemoryBarrierWithGroupSync();
  uint old;
  InterlockedAdd(Shared[i], 2u, old);
  InterlockedAnd(Shared[1], i);
  InterlockedOr(Shared[2], i);
  InterlockedXor(Shared[3], i);
  InterlockedMin(Counter, (int)i);
  InterlockedMax(Shared[4], i);
  InterlockedExchange(Pairs[0].key, i, old);
  InterlockedCompareStore(Shared[5], 0u, i);
  InterlockedMin(Typed[i], -3);
  Raw.InterlockedOr(16, i, old);
  Raw.InterlockedCompareExchange(20, 1u, i, old);
  Out[i] = old + Shared[63 - i];
}

// CHECK-DAG: @Shared = addrspace(3) global [64 x i32] undef
// CHECK-DAG: @Counter = addrspace(3) global i32 undef
// CHECK-DAG: @Pairs = addrspace(3) global [4 x %struct.Pair] undef
// CHECK-LABEL: define void @main()
// CHECK: [[I:%.*]] = call i32 @llvm.{{dx|spv}}.flattened.thread.id.in.group()
// DXIL: [[SLOT:%.*]] = getelementptr inbounds i32, ptr addrspace(3) @Shared, i32 [[I]]
// DXIL-NEXT: store i32 [[I]], ptr addrspace(3) [[SLOT]], align 4
// DXIL-NEXT: [[M:%.*]] = and i32 [[I]], 3
// DXIL-NEXT: [[P:%.*]] = getelementptr inbounds nuw %struct.Pair, ptr addrspace(3) @Pairs, i32 [[M]]
// DXIL-NEXT: [[F:%.*]] = getelementptr inbounds nuw i8, ptr addrspace(3) [[P]], i32 4
// DXIL-NEXT: store float 1.500000e+00, ptr addrspace(3) [[F]], align 4
// DXIL-NEXT: call void @llvm.dx.group.memory.barrier()
// DXIL-NEXT: call void @llvm.dx.group.memory.barrier.with.group.sync()
// DXIL-NEXT: call void @llvm.dx.device.memory.barrier()
// DXIL-NEXT: call void @llvm.dx.device.memory.barrier.with.group.sync()
// DXIL-NEXT: call void @llvm.dx.full.memory.barrier()
// DXIL-NEXT: call void @llvm.dx.full.memory.barrier.with.group.sync()
// SPV: store float 1.500000e+00, ptr addrspace(3) {{%.*}}, align 4
// SPV-NEXT: call void @llvm.spv.group.memory.barrier()
// SPV-NEXT: call void @llvm.spv.group.memory.barrier.with.group.sync()
// SPV-NEXT: call void @llvm.spv.device.memory.barrier()
// SPV-NEXT: call void @llvm.spv.device.memory.barrier.with.group.sync()
// SPV-NEXT: call void @llvm.spv.full.memory.barrier()
// SPV-NEXT: call void @llvm.spv.full.memory.barrier.with.group.sync()
// CHECK: = atomicrmw add ptr addrspace(3) {{%.*}}, i32 2 monotonic, align 4
// CHECK-NEXT: = atomicrmw and ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @Shared, i{{32|64}} 4), i32 [[I]] monotonic, align 4
// CHECK-NEXT: = atomicrmw or ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @Shared, i{{32|64}} 8), i32 [[I]] monotonic, align 4
// CHECK-NEXT: = atomicrmw xor ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @Shared, i{{32|64}} 12), i32 [[I]] monotonic, align 4
// CHECK-NEXT: = atomicrmw min ptr addrspace(3) @Counter, i32 [[I]] monotonic, align 4
// CHECK-NEXT: = atomicrmw umax ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @Shared, i{{32|64}} 16), i32 [[I]] monotonic, align 4
// CHECK-NEXT: = atomicrmw xchg ptr addrspace(3) @Pairs, i32 [[I]] monotonic, align 4
// CHECK-NEXT: = cmpxchg ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @Shared, i{{32|64}} 20), i32 0, i32 [[I]] monotonic monotonic, align 4
// DXIL-NEXT: [[TP:%.*]] = call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_i32_1_0_1t(target("dx.TypedBuffer", i32, 1, 0, 1) {{%.*}}, i32 [[I]])
// DXIL-NEXT: = atomicrmw min ptr [[TP]], i32 -3 monotonic, align 4
// DXIL-NEXT: [[RP:%.*]] = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i8_1_0t(target("dx.RawBuffer", i8, 1, 0) {{%.*}}, i32 16)
// DXIL-NEXT: = atomicrmw or ptr [[RP]], i32 [[I]] monotonic, align 4
// DXIL-NEXT: [[RQ:%.*]] = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i8_1_0t(target("dx.RawBuffer", i8, 1, 0) {{%.*}}, i32 20)
// DXIL-NEXT: [[PAIR:%.*]] = cmpxchg ptr [[RQ]], i32 1, i32 [[I]] monotonic monotonic, align 4
// DXIL-NEXT: = extractvalue { i32, i1 } [[PAIR]], 0
// SPV-NEXT: [[TP:%.*]] = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.SignedImage_i32_5_2_0_0_2_24t(target("spirv.SignedImage", i32, 5, 2, 0, 0, 2, 24) {{%.*}}, i32 [[I]])
// SPV-NEXT: = atomicrmw min ptr addrspace(11) [[TP]], i32 -3 monotonic, align 4
// SPV-NEXT: [[RP:%.*]] = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i8_12_1t(target("spirv.VulkanBuffer", [0 x i8], 12, 1) {{%.*}}, i32 16)
// SPV-NEXT: = atomicrmw or ptr addrspace(11) [[RP]], i32 [[I]] monotonic, align 4
// SPV-NEXT: [[RQ:%.*]] = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i8_12_1t(target("spirv.VulkanBuffer", [0 x i8], 12, 1) {{%.*}}, i32 20)
// SPV-NEXT: [[PAIR:%.*]] = cmpxchg ptr addrspace(11) [[RQ]], i32 1, i32 [[I]] monotonic monotonic, align 4
// SPV-NEXT: = extractvalue { i32, i1 } [[PAIR]], 0
// DXIL: declare void @llvm.dx.group.memory.barrier() [[CONVERGENT:#[0-9]+]]
// DXIL: attributes [[CONVERGENT]] = { convergent nounwind }

// SPIRV-DAG: %Shared = OpVariable %_ptr_Workgroup__arr_uint_uint_64 Workgroup
// SPIRV-DAG: %Counter = OpVariable %_ptr_Workgroup_uint Workgroup
// SPIRV-DAG: %Pairs = OpVariable %_ptr_Workgroup__arr_struct_Pair_uint_4 Workgroup
// SPIRV: OpMemoryBarrier %uint_2 %uint_264
// SPIRV-NEXT: OpControlBarrier %uint_2 %uint_2 %uint_264
// SPIRV-NEXT: OpMemoryBarrier %uint_1 %uint_2120
// SPIRV-NEXT: OpControlBarrier %uint_2 %uint_1 %uint_2120
// SPIRV-NEXT: OpMemoryBarrier %uint_1 %uint_2376
// SPIRV-NEXT: OpControlBarrier %uint_2 %uint_1 %uint_2376
// SPIRV: [[S:%[0-9]+]] = OpAccessChain %_ptr_Workgroup_uint %Shared [[IDX:%[0-9]+]]
// SPIRV-NEXT: {{%[0-9]+}} = OpAtomicIAdd %uint [[S]] %uint_2 %uint_0 %uint_2
// SPIRV-NEXT: [[S1:%[0-9]+]] = OpAccessChain %_ptr_Workgroup_uint %Shared %uint_1
// SPIRV-NEXT: {{%[0-9]+}} = OpAtomicAnd %uint [[S1]] %uint_2 %uint_0 [[V:%[0-9]+]]
// SPIRV-NEXT: [[S2:%[0-9]+]] = OpAccessChain %_ptr_Workgroup_uint %Shared %uint_2
// SPIRV-NEXT: {{%[0-9]+}} = OpAtomicOr %uint [[S2]] %uint_2 %uint_0 [[V]]
// SPIRV-NEXT: [[S3:%[0-9]+]] = OpAccessChain %_ptr_Workgroup_uint %Shared %uint_3
// SPIRV-NEXT: {{%[0-9]+}} = OpAtomicXor %uint [[S3]] %uint_2 %uint_0 [[V]]
// SPIRV-NEXT: {{%[0-9]+}} = OpAtomicSMin %uint %Counter %uint_2 %uint_0 [[V]]
// SPIRV-NEXT: [[S4:%[0-9]+]] = OpAccessChain %_ptr_Workgroup_uint %Shared %uint_4
// SPIRV-NEXT: {{%[0-9]+}} = OpAtomicUMax %uint [[S4]] %uint_2 %uint_0 [[V]]
// SPIRV-NEXT: [[K:%[0-9]+]] = OpAccessChain %_ptr_Workgroup_uint %Pairs %uint_0 %uint_0
// SPIRV-NEXT: {{%[0-9]+}} = OpAtomicExchange %uint [[K]] %uint_2 %uint_0 [[V]]
// SPIRV-NEXT: [[S5:%[0-9]+]] = OpAccessChain %_ptr_Workgroup_uint %Shared %uint_5
// SPIRV-NEXT: {{%[0-9]+}} = OpAtomicCompareExchange %uint [[S5]] %uint_2 %uint_0 %uint_0 [[V]] %uint_0
// SPIRV: [[TP:%[0-9]+]] = OpImageTexelPointer %_ptr_Image_int %Typed [[V]] %uint_0
// SPIRV-NEXT: [[NEG:%[0-9]+]] = OpBitcast %int %uint_4294967293
// SPIRV-NEXT: [[OLD:%[0-9]+]] = OpAtomicSMin %int [[TP]] %uint_1 %uint_0 [[NEG]]
// SPIRV-NEXT: {{%[0-9]+}} = OpBitcast %uint [[OLD]]
// SPIRV: [[W4:%[0-9]+]] = OpAccessChain %_ptr_StorageBuffer_uint %Raw %uint_0 %uint_4
// SPIRV-NEXT: {{%[0-9]+}} = OpAtomicOr %uint [[W4]] %uint_1 %uint_0 [[V]]
// SPIRV-NEXT: [[W5:%[0-9]+]] = OpAccessChain %_ptr_StorageBuffer_uint %Raw %uint_0 %uint_5
// SPIRV-NEXT: {{%[0-9]+}} = OpAtomicCompareExchange %uint [[W5]] %uint_1 %uint_0 %uint_0 [[V]] %uint_1
