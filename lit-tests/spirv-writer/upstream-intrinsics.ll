; What upstream clang emits beyond the texture intrinsics, through texel's
; SPIR-V writer: atomicrmw and cmpxchg on a storage buffer and on workgroup
; memory, barriers with DXC's scopes and semantics, wave operations as
; GroupNonUniform instructions, and the llvm.spv math intrinsics as
; GLSL.std.450 instructions.
;
; RUN: %texel emit-spirv %s -o %t.spv
; RUN: %spirv-val --target-env vulkan1.3 %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s

target triple = "spirv-unknown-vulkan1.3-compute"

@Out.name = private unnamed_addr constant [4 x i8] c"Out\00"
@Shared = internal addrspace(3) global [64 x i32] undef

define void @main() #0 {
entry:
  %out = call target("spirv.VulkanBuffer", [0 x i32], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i32_12_1t(i32 0, i32 0, i32 1, i32 0, ptr @Out.name)
  %id = call i32 @llvm.spv.thread.id.in.group.i32(i32 0)
  %slot = getelementptr inbounds [64 x i32], ptr addrspace(3) @Shared, i32 0, i32 %id
  store i32 %id, ptr addrspace(3) %slot, align 4
  call void @llvm.spv.group.memory.barrier.with.group.sync()
  %old = atomicrmw add ptr addrspace(3) @Shared, i32 %id monotonic, align 4
  %p = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1) %out, i32 0)
  %max = atomicrmw umax ptr addrspace(11) %p, i32 %old monotonic, align 4
  %pair = cmpxchg ptr addrspace(11) %p, i32 %max, i32 7 monotonic monotonic, align 4
  %was = extractvalue { i32, i1 } %pair, 0
  call void @llvm.spv.group.memory.barrier.with.group.sync()
  %sum = call i32 @llvm.spv.wave.reduce.sum.i32(i32 %was)
  %prefix = call i32 @llvm.spv.wave.prefix.sum.i32(i32 %sum)
  %first = call i1 @llvm.spv.wave.is.first.lane()
  %count = call i32 @llvm.spv.wave.active.countbits(i1 %first)
  %lane = call i32 @llvm.spv.wave.readlane.i32(i32 %prefix, i32 0)
  %f = uitofp i32 %lane to float
  %frac = call float @llvm.spv.frac.f32(float %f)
  %sat = call float @llvm.spv.saturate.f32(float %frac)
  %r = fptoui float %sat to i32
  %total = add i32 %count, %r
  %q = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1) %out, i32 %id)
  store i32 %total, ptr addrspace(11) %q, align 4
  ret void
}

declare target("spirv.VulkanBuffer", [0 x i32], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i32_12_1t(i32, i32, i32, i32, ptr)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1), i32)
declare i32 @llvm.spv.thread.id.in.group.i32(i32)
declare void @llvm.spv.group.memory.barrier.with.group.sync() #1
declare i32 @llvm.spv.wave.reduce.sum.i32(i32) #1
declare i32 @llvm.spv.wave.prefix.sum.i32(i32) #1
declare i1 @llvm.spv.wave.is.first.lane() #1
declare i32 @llvm.spv.wave.active.countbits(i1) #1
declare i32 @llvm.spv.wave.readlane.i32(i32, i32) #1
declare float @llvm.spv.frac.f32(float)
declare float @llvm.spv.saturate.f32(float)

attributes #0 = { convergent "hlsl.numthreads"="64,1,1" "hlsl.shader"="compute" }
attributes #1 = { convergent }

; CHECK-DAG: OpCapability GroupNonUniformArithmetic
; CHECK-DAG: OpCapability GroupNonUniformBallot
; CHECK-DAG: OpCapability GroupNonUniformShuffle
; CHECK-DAG: %[[GLSL:[0-9]+]] = OpExtInstImport "GLSL.std.450"
; CHECK-DAG: %Shared = OpVariable %_ptr_Workgroup__arr_uint_uint_64 Workgroup
; CHECK: %main = OpFunction
; CHECK: OpControlBarrier %uint_2 %uint_2 %uint_264{{$}}
; CHECK-NEXT: [[SLOT0:%[0-9]+]] = OpAccessChain %_ptr_Workgroup_uint %Shared %uint_0{{$}}
; CHECK-NEXT: [[OLD:%[0-9]+]] = OpAtomicIAdd %uint [[SLOT0]] %uint_2 %uint_0 {{%[0-9]+}}{{$}}
; CHECK-NEXT: [[P:%[0-9]+]] = OpAccessChain %_ptr_StorageBuffer_uint %Out %uint_0 %uint_0{{$}}
; CHECK-NEXT: [[MAX:%[0-9]+]] = OpAtomicUMax %uint [[P]] %uint_1 %uint_0 [[OLD]]{{$}}
; CHECK-NEXT: [[P2:%[0-9]+]] = OpAccessChain %_ptr_StorageBuffer_uint %Out %uint_0 %uint_0{{$}}
; CHECK-NEXT: [[OLD2:%[0-9]+]] = OpAtomicCompareExchange %uint [[P2]] %uint_1 %uint_0 %uint_0 %uint_7 [[MAX]]{{$}}
; CHECK-NEXT: [[SWAPPED:%[0-9]+]] = OpIEqual %bool [[OLD2]] [[MAX]]{{$}}
; CHECK-NEXT: [[PAIR:%[0-9]+]] = OpCompositeConstruct %{{[_A-Za-z0-9]+}} [[OLD2]] [[SWAPPED]]{{$}}
; CHECK-NEXT: [[WAS:%[0-9]+]] = OpCompositeExtract %uint [[PAIR]] 0{{$}}
; CHECK-NEXT: OpControlBarrier %uint_2 %uint_2 %uint_264{{$}}
; CHECK-NEXT: [[SUM:%[0-9]+]] = OpGroupNonUniformIAdd %uint %uint_3 Reduce [[WAS]]{{$}}
; CHECK-NEXT: [[PREFIX:%[0-9]+]] = OpGroupNonUniformIAdd %uint %uint_3 ExclusiveScan [[SUM]]{{$}}
; CHECK-NEXT: [[FIRST:%[0-9]+]] = OpGroupNonUniformElect %bool %uint_3{{$}}
; CHECK-NEXT: [[BALLOT:%[0-9]+]] = OpGroupNonUniformBallot %v4uint %uint_3 [[FIRST]]{{$}}
; CHECK-NEXT: {{%[0-9]+}} = OpGroupNonUniformBallotBitCount %uint %uint_3 Reduce [[BALLOT]]{{$}}
; CHECK-NEXT: {{%[0-9]+}} = OpGroupNonUniformShuffle %uint %uint_3 [[PREFIX]] %uint_0{{$}}
; CHECK: {{%[0-9]+}} = OpExtInst %float %[[GLSL]] Fract {{%[0-9]+}}{{$}}
; CHECK-NEXT: {{%[0-9]+}} = OpExtInst %float %[[GLSL]] FClamp {{%[0-9]+}} %float_0 %float_1{{$}}
