// The four compute system values as parameters and struct members, at full
// and partial width: SV_DispatchThreadID (thread.id), SV_GroupThreadID
// (thread.id.in.group), SV_GroupID (group.id), SV_GroupIndex
// (flattened.thread.id.in.group, no component operand). One call per
// component used; a scalar uint with a uint3 semantic is its x component.
// Lowered: ThreadId 93, GroupId 94, ThreadIdInGroup 95,
// FlattenedThreadIdInGroup 96. Vulkan: GlobalInvocationId, WorkgroupId,
// LocalInvocationId, LocalInvocationIndex built-ins, LocalSize 4 2 2.
//
// RUN: %texel -T cs_6_6 -E main --emit=ir %s | FileCheck %s --check-prefix=DXIL
// RUN: %texel -T cs_6_6 -E main -spirv --emit=ir %s | FileCheck %s --check-prefix=SPV
// RUN: %texel -T cs_6_6 -E main %s | FileCheck %s --check-prefix=LOWERED
// RUN: %texel -T cs_6_6 -E main %s | FileCheck %s --check-prefix=NODX
// RUN: %texel -T cs_6_6 -E main -spirv -Fo %t.spv %s
// RUN: %spirv-val --target-env vulkan1.3 %t.spv
// RUN: %spirv-dis %t.spv | FileCheck %s --check-prefix=SPIRV

RWBuffer<uint4> Out : register(u0);

struct Input {
  uint3 gid : SV_GroupID;
  uint idx : SV_GroupIndex;
};

[numthreads(4, 2, 2)]
void main(uint3 dt : SV_DispatchThreadID, uint2 gt : SV_GroupThreadID, Input input,
          uint tx : SV_DispatchThreadID) {
  Out[input.idx] = uint4(dt.x + dt.y + dt.z, gt.x * gt.y, input.gid.z, tx);
}

// DXIL-LABEL: define void @main()
// DXIL-SAME: #[[ATTR:[0-9]+]]
// DXIL-DAG: [[DX:%.*]] = tail call i32 @llvm.dx.thread.id(i32 0)
// DXIL-DAG: [[DY:%.*]] = tail call i32 @llvm.dx.thread.id(i32 1)
// DXIL-DAG: [[DZ:%.*]] = tail call i32 @llvm.dx.thread.id(i32 2)
// DXIL-DAG: [[GTX:%.*]] = tail call i32 @llvm.dx.thread.id.in.group(i32 0)
// DXIL-DAG: [[GTY:%.*]] = tail call i32 @llvm.dx.thread.id.in.group(i32 1)
// DXIL-DAG: [[GZ:%.*]] = tail call i32 @llvm.dx.group.id(i32 2)
// DXIL-DAG: [[GI:%.*]] = tail call i32 @llvm.dx.flattened.thread.id.in.group()
// DXIL: [[S0:%.*]] = add i32 [[DY]], [[DX]]
// DXIL-NEXT: [[S:%.*]] = add i32 [[S0]], [[DZ]]
// DXIL-NEXT: [[V0:%.*]] = insertelement <4 x i32> poison, i32 [[S]], i64 0
// DXIL-NEXT: [[M:%.*]] = mul i32 [[GTY]], [[GTX]]
// DXIL-NEXT: [[V1:%.*]] = insertelement <4 x i32> [[V0]], i32 [[M]], i64 1
// DXIL-NEXT: [[V2:%.*]] = insertelement <4 x i32> [[V1]], i32 [[GZ]], i64 2
// DXIL-NEXT: [[V3:%.*]] = insertelement <4 x i32> [[V2]], i32 [[DX]], i64 3
// DXIL-NEXT: [[P:%.*]] = tail call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_v4i32_1_0_0t(target("dx.TypedBuffer", <4 x i32>, 1, 0, 0) {{%.*}}, i32 [[GI]])
// DXIL-NEXT: store <4 x i32> [[V3]], ptr [[P]], align 16
// DXIL-DAG: declare i32 @llvm.dx.thread.id(i32)
// DXIL-DAG: declare i32 @llvm.dx.thread.id.in.group(i32)
// DXIL-DAG: declare i32 @llvm.dx.group.id(i32)
// DXIL-DAG: declare i32 @llvm.dx.flattened.thread.id.in.group()
// DXIL: attributes #[[ATTR]] = { {{.*}}"hlsl.numthreads"="4,2,2" "hlsl.shader"="compute" }

// SPV-LABEL: define void @main()
// SPV-SAME: #[[ATTR:[0-9]+]]
// SPV-DAG: [[DX:%.*]] = tail call i32 @llvm.spv.thread.id.i32(i32 0)
// SPV-DAG: [[DY:%.*]] = tail call i32 @llvm.spv.thread.id.i32(i32 1)
// SPV-DAG: [[DZ:%.*]] = tail call i32 @llvm.spv.thread.id.i32(i32 2)
// SPV-DAG: [[GTX:%.*]] = tail call i32 @llvm.spv.thread.id.in.group.i32(i32 0)
// SPV-DAG: [[GTY:%.*]] = tail call i32 @llvm.spv.thread.id.in.group.i32(i32 1)
// SPV-DAG: [[GZ:%.*]] = tail call i32 @llvm.spv.group.id.i32(i32 2)
// SPV-DAG: [[GI:%.*]] = tail call i32 @llvm.spv.flattened.thread.id.in.group()
// SPV: [[S0:%.*]] = add i32 [[DY]], [[DX]]
// SPV-NEXT: [[S:%.*]] = add i32 [[S0]], [[DZ]]
// SPV-NEXT: [[V0:%.*]] = insertelement <4 x i32> poison, i32 [[S]], i64 0
// SPV-NEXT: [[M:%.*]] = mul i32 [[GTY]], [[GTX]]
// SPV-NEXT: [[V1:%.*]] = insertelement <4 x i32> [[V0]], i32 [[M]], i64 1
// SPV-NEXT: [[V2:%.*]] = insertelement <4 x i32> [[V1]], i32 [[GZ]], i64 2
// SPV-NEXT: [[V3:%.*]] = insertelement <4 x i32> [[V2]], i32 [[DX]], i64 3
// SPV-NEXT: [[P:%.*]] = tail call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_i32_5_2_0_0_2_30t(target("spirv.Image", i32, 5, 2, 0, 0, 2, 30) {{%.*}}, i32 [[GI]])
// SPV-NEXT: store <4 x i32> [[V3]], ptr addrspace(11) [[P]], align 16
// SPV: attributes #[[ATTR]] = { {{.*}}"hlsl.numthreads"="4,2,2" "hlsl.shader"="compute" }

// LOWERED-LABEL: define void @main()
// LOWERED-DAG: [[DX:%.*]] = call i32 @dx.op.threadId.i32(i32 93, i32 0)
// LOWERED-DAG: [[DY:%.*]] = call i32 @dx.op.threadId.i32(i32 93, i32 1)
// LOWERED-DAG: [[DZ:%.*]] = call i32 @dx.op.threadId.i32(i32 93, i32 2)
// LOWERED-DAG: [[GTX:%.*]] = call i32 @dx.op.threadIdInGroup.i32(i32 95, i32 0)
// LOWERED-DAG: [[GTY:%.*]] = call i32 @dx.op.threadIdInGroup.i32(i32 95, i32 1)
// LOWERED-DAG: [[GZ:%.*]] = call i32 @dx.op.groupId.i32(i32 94, i32 2)
// LOWERED-DAG: [[GI:%.*]] = call i32 @dx.op.flattenedThreadIdInGroup.i32(i32 96)
// LOWERED: call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle {{%.*}}, i32 [[GI]], i32 undef, i32 {{%.*}}, i32 {{%.*}}, i32 {{%.*}}, i32 {{%.*}}, i8 15)
// LOWERED: !dx.entryPoints = !{![[EP:[0-9]+]]}
// LOWERED: ![[EP]] = !{ptr @main, !"main", null, !{{[0-9]+}}, ![[PROPS:[0-9]+]]}
// LOWERED: ![[PROPS]] = !{i32 4, ![[NT:[0-9]+]]}
// LOWERED-NEXT: ![[NT]] = !{i32 4, i32 2, i32 2}

// NODX-NOT: llvm.dx.

// SPIRV: OpEntryPoint GLCompute %main "main"
// SPIRV: OpExecutionMode %main LocalSize 4 2 2
// SPIRV-DAG: OpDecorate %{{[0-9A-Za-z_]+}} BuiltIn GlobalInvocationId
// SPIRV-DAG: OpDecorate %{{[0-9A-Za-z_]+}} BuiltIn WorkgroupId
// SPIRV-DAG: OpDecorate %{{[0-9A-Za-z_]+}} BuiltIn LocalInvocationId
// SPIRV-DAG: OpDecorate %{{[0-9A-Za-z_]+}} BuiltIn LocalInvocationIndex
