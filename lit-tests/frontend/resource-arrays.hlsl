// Arrays of buffers with constant and dynamic indices. Every element access
// creates a handle with the array's range and the element index (a constant,
// or the index value itself): dx (space, register, range, index, name), spv
// (set, binding, arraySize, index, name). Lowered, ResBind covers the whole
// range (In: t2..t5 in space 1, Out: u0..u1) and the index operand is
// lowerBound + index; nonUniform stays false (no NonUniformResourceIndex;
// the dynamic indices come from SV_GroupID, uniform across the group).
// (The Vulkan binary with dynamic indices: resource-array-dynamic-index-spirv.hlsl.)
//
// RUN: %texel -T cs_6_6 -E main --emit=ir %s | FileCheck %s --check-prefix=DXIL
// RUN: %texel -T cs_6_6 -E main -spirv --emit=ir %s | FileCheck %s --check-prefix=SPV
// RUN: %texel -T cs_6_6 -E main %s | FileCheck %s --check-prefix=LOWERED
// RUN: %texel -T cs_6_6 -E main %s | FileCheck %s --check-prefix=NODX

Buffer<float> In[4] : register(t2, space1);
RWBuffer<float> Out[2] : register(u0);

[numthreads(8, 8, 1)]
void main(uint3 id : SV_DispatchThreadID, uint3 group : SV_GroupID) {
  Out[1][id.x] = In[0][id.x] + In[3][id.x] + In[group.x & 3][id.x];
  Out[group.y & 1][id.y] = 1.0;
}

// DXIL-DAG: [[IN_NAME:@[^ ]+]] = private unnamed_addr constant [3 x i8] c"In\00", align 1
// DXIL-DAG: [[OUT_NAME:@[^ ]+]] = private unnamed_addr constant [4 x i8] c"Out\00", align 1
// DXIL-LABEL: define void @main()
// DXIL-DAG: [[IN0:%.*]] = tail call target("dx.TypedBuffer", float, 0, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_0_0_0t(i32 1, i32 2, i32 4, i32 0, ptr nonnull [[IN_NAME]])
// DXIL-DAG: [[IN3:%.*]] = tail call target("dx.TypedBuffer", float, 0, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_0_0_0t(i32 1, i32 2, i32 4, i32 3, ptr nonnull [[IN_NAME]])
// DXIL-DAG: [[OUT1:%.*]] = tail call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 0, i32 2, i32 1, ptr nonnull [[OUT_NAME]])
// DXIL-DAG: [[X:%.*]] = tail call i32 @llvm.dx.thread.id(i32 0)
// DXIL-DAG: [[Y:%.*]] = tail call i32 @llvm.dx.thread.id(i32 1)
// DXIL-DAG: [[GX:%.*]] = tail call i32 @llvm.dx.group.id(i32 0)
// DXIL-DAG: [[GY:%.*]] = tail call i32 @llvm.dx.group.id(i32 1)
// DXIL: [[P0:%.*]] = tail call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_0_0_0t(target("dx.TypedBuffer", float, 0, 0, 0) [[IN0]], i32 [[X]])
// DXIL-NEXT: [[V0:%.*]] = load float, ptr [[P0]], align 4
// DXIL-NEXT: [[P3:%.*]] = tail call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_0_0_0t(target("dx.TypedBuffer", float, 0, 0, 0) [[IN3]], i32 [[X]])
// DXIL-NEXT: [[V3:%.*]] = load float, ptr [[P3]], align 4
// DXIL-NEXT: [[S:%.*]] = fadd float [[V0]], [[V3]]
// DXIL-NEXT: [[GX3:%.*]] = and i32 [[GX]], 3
// DXIL-NEXT: [[INY:%.*]] = tail call target("dx.TypedBuffer", float, 0, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_0_0_0t(i32 1, i32 2, i32 4, i32 [[GX3]], ptr nonnull [[IN_NAME]])
// DXIL-NEXT: [[PY:%.*]] = tail call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_0_0_0t(target("dx.TypedBuffer", float, 0, 0, 0) [[INY]], i32 [[X]])
// DXIL-NEXT: [[VY:%.*]] = load float, ptr [[PY]], align 4
// DXIL-NEXT: [[SUM:%.*]] = fadd float [[S]], [[VY]]
// DXIL-NEXT: [[PO:%.*]] = tail call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0) [[OUT1]], i32 [[X]])
// DXIL-NEXT: store float [[SUM]], ptr [[PO]], align 4
// DXIL-NEXT: [[IDX:%.*]] = and i32 [[GY]], 1
// DXIL-NEXT: [[OUTI:%.*]] = tail call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 0, i32 2, i32 [[IDX]], ptr nonnull [[OUT_NAME]])
// DXIL-NEXT: [[POI:%.*]] = tail call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0) [[OUTI]], i32 [[Y]])
// DXIL-NEXT: store float 1.000000e+00, ptr [[POI]], align 4
// DXIL-NEXT: ret void

// SPV-DAG: [[IN_NAME:@[^ ]+]] = private unnamed_addr constant [3 x i8] c"In\00", align 1
// SPV-DAG: [[OUT_NAME:@[^ ]+]] = private unnamed_addr constant [4 x i8] c"Out\00", align 1
// SPV-LABEL: define void @main()
// SPV-DAG: [[IN0:%.*]] = tail call target("spirv.Image", float, 5, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_1_0t(i32 1, i32 2, i32 4, i32 0, ptr nonnull [[IN_NAME]])
// SPV-DAG: [[IN3:%.*]] = tail call target("spirv.Image", float, 5, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_1_0t(i32 1, i32 2, i32 4, i32 3, ptr nonnull [[IN_NAME]])
// SPV-DAG: [[OUT1:%.*]] = tail call target("spirv.Image", float, 5, 2, 0, 0, 2, 3) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_2_3t(i32 0, i32 0, i32 2, i32 1, ptr nonnull [[OUT_NAME]])
// SPV-DAG: [[X:%.*]] = tail call i32 @llvm.spv.thread.id.i32(i32 0)
// SPV-DAG: [[Y:%.*]] = tail call i32 @llvm.spv.thread.id.i32(i32 1)
// SPV-DAG: [[GX:%.*]] = tail call i32 @llvm.spv.group.id.i32(i32 0)
// SPV-DAG: [[GY:%.*]] = tail call i32 @llvm.spv.group.id.i32(i32 1)
// SPV: [[P0:%.*]] = tail call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_1_0t(target("spirv.Image", float, 5, 2, 0, 0, 1, 0) [[IN0]], i32 [[X]])
// SPV-NEXT: [[V0:%.*]] = load float, ptr addrspace(11) [[P0]], align 4
// SPV-NEXT: [[P3:%.*]] = tail call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_1_0t(target("spirv.Image", float, 5, 2, 0, 0, 1, 0) [[IN3]], i32 [[X]])
// SPV-NEXT: [[V3:%.*]] = load float, ptr addrspace(11) [[P3]], align 4
// SPV-NEXT: [[S:%.*]] = fadd float [[V0]], [[V3]]
// SPV-NEXT: [[GX3:%.*]] = and i32 [[GX]], 3
// SPV-NEXT: [[INY:%.*]] = tail call target("spirv.Image", float, 5, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_1_0t(i32 1, i32 2, i32 4, i32 [[GX3]], ptr nonnull [[IN_NAME]])
// SPV-NEXT: [[PY:%.*]] = tail call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_1_0t(target("spirv.Image", float, 5, 2, 0, 0, 1, 0) [[INY]], i32 [[X]])
// SPV-NEXT: [[VY:%.*]] = load float, ptr addrspace(11) [[PY]], align 4
// SPV-NEXT: [[SUM:%.*]] = fadd float [[S]], [[VY]]
// SPV-NEXT: [[PO:%.*]] = tail call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_3t(target("spirv.Image", float, 5, 2, 0, 0, 2, 3) [[OUT1]], i32 [[X]])
// SPV-NEXT: store float [[SUM]], ptr addrspace(11) [[PO]], align 4
// SPV-NEXT: [[IDX:%.*]] = and i32 [[GY]], 1
// SPV-NEXT: [[OUTI:%.*]] = tail call target("spirv.Image", float, 5, 2, 0, 0, 2, 3) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_2_3t(i32 0, i32 0, i32 2, i32 [[IDX]], ptr nonnull [[OUT_NAME]])
// SPV-NEXT: [[POI:%.*]] = tail call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_3t(target("spirv.Image", float, 5, 2, 0, 0, 2, 3) [[OUTI]], i32 [[Y]])
// SPV-NEXT: store float 1.000000e+00, ptr addrspace(11) [[POI]], align 4
// SPV-NEXT: ret void

// LOWERED-LABEL: define void @main()
// LOWERED-DAG: [[IN0B:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 2, i32 5, i32 1, i8 0 }, i32 2, i1 false)
// LOWERED-DAG: [[IN0:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[IN0B]], %dx.types.ResourceProperties { i32 10, i32 265 })
// LOWERED-DAG: [[IN3B:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 2, i32 5, i32 1, i8 0 }, i32 5, i1 false)
// LOWERED-DAG: [[IN3:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[IN3B]], %dx.types.ResourceProperties { i32 10, i32 265 })
// LOWERED-DAG: [[OUT1B:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 1, i32 0, i8 1 }, i32 1, i1 false)
// LOWERED-DAG: [[OUT1:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[OUT1B]], %dx.types.ResourceProperties { i32 4106, i32 265 })
// LOWERED-DAG: [[X:%.*]] = call i32 @dx.op.threadId.i32(i32 93, i32 0)
// LOWERED-DAG: [[Y:%.*]] = call i32 @dx.op.threadId.i32(i32 93, i32 1)
// LOWERED-DAG: [[GX:%.*]] = call i32 @dx.op.groupId.i32(i32 94, i32 0)
// LOWERED-DAG: [[GY:%.*]] = call i32 @dx.op.groupId.i32(i32 94, i32 1)
// LOWERED: [[R0:%.*]] = call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle [[IN0]], i32 [[X]], i32 undef)
// LOWERED: [[R3:%.*]] = call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle [[IN3]], i32 [[X]], i32 undef)
// LOWERED: [[GX3:%.*]] = and i32 [[GX]], 3
// LOWERED-NEXT: [[IY:%.*]] = add i32 2, [[GX3]]
// LOWERED-NEXT: [[INYB:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 2, i32 5, i32 1, i8 0 }, i32 [[IY]], i1 false)
// LOWERED-NEXT: [[INY:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[INYB]], %dx.types.ResourceProperties { i32 10, i32 265 })
// LOWERED-NEXT: [[RY:%.*]] = call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle [[INY]], i32 [[X]], i32 undef)
// LOWERED: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle [[OUT1]], i32 [[X]], i32 undef, float [[SUM:%.*]], float [[SUM]], float [[SUM]], float [[SUM]], i8 15)
// LOWERED-NEXT: [[IDX:%.*]] = and i32 [[GY]], 1
// LOWERED-NEXT: [[OUTIB:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 1, i32 0, i8 1 }, i32 [[IDX]], i1 false)
// LOWERED-NEXT: [[OUTI:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[OUTIB]], %dx.types.ResourceProperties { i32 4106, i32 265 })
// LOWERED-NEXT: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle [[OUTI]], i32 [[Y]], i32 undef, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, i8 15)
// LOWERED-NEXT: ret void

// NODX-NOT: llvm.dx.
