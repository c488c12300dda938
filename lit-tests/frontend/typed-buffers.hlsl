// Typed buffers, HLSL to IR on both targets and on to DXIL ops: Buffer<float4>
// -> RWBuffer<float4> (`Out[id.x] = In[id.x] * 2`) and Buffer<uint> ->
// RWBuffer<int> with scalar elements.
//
// Handle types (INTRINSICS.md): dx.TypedBuffer(ElemTy, IsWriteable, IsROV,
// IsSigned); spirv.Image(SampledTy, Dim 5 = Buffer, Depth 2, 0, 0, Sampled 1
// for SRVs / 2 for UAVs, Format), spirv.SignedImage for signed integers, UAV
// formats Rgba32f 1 and R32i 24, SRV format 0. Handle creation operands:
// dx (space, register, range, index, name), spv (set, binding, arraySize,
// index, name). Element access: getpointer(h, i32 index) + load / store,
// `ptr` on DXIL and `ptr addrspace(11)` on SPIR-V.
// Lowered (DXIL.md): createHandleFromBinding(217, ResBind {lb, ub, space,
// class}, lb + index, false) + annotateHandle(216, h, props) with props
// Buffer<float4> {10, 1033}, RWBuffer<float4> {4106, 1033}, Buffer<uint>
// {10, 261}, RWBuffer<int> {4106, 260}; BufferLoad (68) / BufferStore (69,
// component 0 repeated in unused lanes, mask 15); ThreadId (93).
//
// RUN: %texel -T cs_6_6 -E main --emit=ir %s | FileCheck %s --check-prefix=DXIL
// RUN: %texel -T cs_6_6 -E main -spirv --emit=ir %s | FileCheck %s --check-prefix=SPV
// RUN: %texel -T cs_6_6 -E main %s | FileCheck %s --check-prefix=LOWERED
// RUN: %texel -T cs_6_6 -E main %s | FileCheck %s --check-prefix=NODX
// RUN: %texel -T cs_6_6 -E main -spirv -Fo %t.spv %s
// RUN: %spirv-val --target-env vulkan1.3 %t.spv

Buffer<float4> In : register(t0);
RWBuffer<float4> Out : register(u1);
Buffer<uint> Counts : register(t2);
RWBuffer<int> Signed : register(u3);

[numthreads(8, 8, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  Out[id.x] = In[id.x] * 2;
  Signed[id.x] = Counts[id.x] + 1;
}

// DXIL: target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
// DXIL: target triple = "dxil-pc-shadermodel6.6-compute"
// DXIL-DAG: [[IN_NAME:@[^ ]+]] = private unnamed_addr constant [3 x i8] c"In\00", align 1
// DXIL-DAG: [[OUT_NAME:@[^ ]+]] = private unnamed_addr constant [4 x i8] c"Out\00", align 1
// DXIL-DAG: [[COUNTS_NAME:@[^ ]+]] = private unnamed_addr constant [7 x i8] c"Counts\00", align 1
// DXIL-DAG: [[SIGNED_NAME:@[^ ]+]] = private unnamed_addr constant [7 x i8] c"Signed\00", align 1
// DXIL-LABEL: define void @main()
// DXIL-SAME: local_unnamed_addr #[[ATTR:[0-9]+]] {
// DXIL-DAG: [[IN:%.*]] = tail call target("dx.TypedBuffer", <4 x float>, 0, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_v4f32_0_0_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull [[IN_NAME]])
// DXIL-DAG: [[OUT:%.*]] = tail call target("dx.TypedBuffer", <4 x float>, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_v4f32_1_0_0t(i32 0, i32 1, i32 1, i32 0, ptr nonnull [[OUT_NAME]])
// DXIL-DAG: [[COUNTS:%.*]] = tail call target("dx.TypedBuffer", i32, 0, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_i32_0_0_0t(i32 0, i32 2, i32 1, i32 0, ptr nonnull [[COUNTS_NAME]])
// DXIL-DAG: [[SIGNED:%.*]] = tail call target("dx.TypedBuffer", i32, 1, 0, 1) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_i32_1_0_1t(i32 0, i32 3, i32 1, i32 0, ptr nonnull [[SIGNED_NAME]])
// DXIL-DAG: [[TID:%.*]] = tail call i32 @llvm.dx.thread.id(i32 0)
// DXIL: [[INP:%.*]] = tail call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_v4f32_0_0_0t(target("dx.TypedBuffer", <4 x float>, 0, 0, 0) [[IN]], i32 [[TID]])
// DXIL-NEXT: [[V:%.*]] = load <4 x float>, ptr [[INP]], align 16
// DXIL-NEXT: [[V2:%.*]] = fmul <4 x float> [[V]], splat (float 2.000000e+00)
// DXIL-NEXT: [[OUTP:%.*]] = tail call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_v4f32_1_0_0t(target("dx.TypedBuffer", <4 x float>, 1, 0, 0) [[OUT]], i32 [[TID]])
// DXIL-NEXT: store <4 x float> [[V2]], ptr [[OUTP]], align 16
// DXIL-NEXT: [[CP:%.*]] = tail call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_i32_0_0_0t(target("dx.TypedBuffer", i32, 0, 0, 0) [[COUNTS]], i32 [[TID]])
// DXIL-NEXT: [[C:%.*]] = load i32, ptr [[CP]], align 4
// DXIL-NEXT: [[C1:%.*]] = add i32 [[C]], 1
// DXIL-NEXT: [[SP:%.*]] = tail call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_i32_1_0_1t(target("dx.TypedBuffer", i32, 1, 0, 1) [[SIGNED]], i32 [[TID]])
// DXIL-NEXT: store i32 [[C1]], ptr [[SP]], align 4
// DXIL-NEXT: ret void
// DXIL: attributes #[[ATTR]] = { {{.*}}"hlsl.numthreads"="8,8,1" "hlsl.shader"="compute" }

// SPV: target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G10"
// SPV: target triple = "spirv-unknown-vulkan1.3-compute"
// SPV-DAG: [[IN_NAME:@[^ ]+]] = private unnamed_addr constant [3 x i8] c"In\00", align 1
// SPV-DAG: [[OUT_NAME:@[^ ]+]] = private unnamed_addr constant [4 x i8] c"Out\00", align 1
// SPV-DAG: [[COUNTS_NAME:@[^ ]+]] = private unnamed_addr constant [7 x i8] c"Counts\00", align 1
// SPV-DAG: [[SIGNED_NAME:@[^ ]+]] = private unnamed_addr constant [7 x i8] c"Signed\00", align 1
// SPV-LABEL: define void @main()
// SPV-SAME: local_unnamed_addr #[[ATTR:[0-9]+]] {
// SPV-DAG: [[IN:%.*]] = tail call target("spirv.Image", float, 5, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_1_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull [[IN_NAME]])
// SPV-DAG: [[OUT:%.*]] = tail call target("spirv.Image", float, 5, 2, 0, 0, 2, 1) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_2_1t(i32 0, i32 1, i32 1, i32 0, ptr nonnull [[OUT_NAME]])
// SPV-DAG: [[COUNTS:%.*]] = tail call target("spirv.Image", i32, 5, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_i32_5_2_0_0_1_0t(i32 0, i32 2, i32 1, i32 0, ptr nonnull [[COUNTS_NAME]])
// SPV-DAG: [[SIGNED:%.*]] = tail call target("spirv.SignedImage", i32, 5, 2, 0, 0, 2, 24) @llvm.spv.resource.handlefrombinding.tspirv.SignedImage_i32_5_2_0_0_2_24t(i32 0, i32 3, i32 1, i32 0, ptr nonnull [[SIGNED_NAME]])
// SPV-DAG: [[TID:%.*]] = tail call i32 @llvm.spv.thread.id.i32(i32 0)
// SPV: [[INP:%.*]] = tail call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_1_0t(target("spirv.Image", float, 5, 2, 0, 0, 1, 0) [[IN]], i32 [[TID]])
// SPV-NEXT: [[V:%.*]] = load <4 x float>, ptr addrspace(11) [[INP]], align 16
// SPV-NEXT: [[V2:%.*]] = fmul <4 x float> [[V]], splat (float 2.000000e+00)
// SPV-NEXT: [[OUTP:%.*]] = tail call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_1t(target("spirv.Image", float, 5, 2, 0, 0, 2, 1) [[OUT]], i32 [[TID]])
// SPV-NEXT: store <4 x float> [[V2]], ptr addrspace(11) [[OUTP]], align 16
// SPV-NEXT: [[CP:%.*]] = tail call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_i32_5_2_0_0_1_0t(target("spirv.Image", i32, 5, 2, 0, 0, 1, 0) [[COUNTS]], i32 [[TID]])
// SPV-NEXT: [[C:%.*]] = load i32, ptr addrspace(11) [[CP]], align 4
// SPV-NEXT: [[C1:%.*]] = add i32 [[C]], 1
// SPV-NEXT: [[SP:%.*]] = tail call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.SignedImage_i32_5_2_0_0_2_24t(target("spirv.SignedImage", i32, 5, 2, 0, 0, 2, 24) [[SIGNED]], i32 [[TID]])
// SPV-NEXT: store i32 [[C1]], ptr addrspace(11) [[SP]], align 4
// SPV-NEXT: ret void
// SPV: attributes #[[ATTR]] = { {{.*}}"hlsl.numthreads"="8,8,1" "hlsl.shader"="compute" }

// LOWERED: target triple = "dxil-pc-shadermodel6.6-compute"
// LOWERED-LABEL: define void @main()
// LOWERED-DAG: [[INB:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind zeroinitializer, i32 0, i1 false)
// LOWERED-DAG: [[IN:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[INB]], %dx.types.ResourceProperties { i32 10, i32 1033 })
// LOWERED-DAG: [[OUTB:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 1, i32 1, i32 0, i8 1 }, i32 1, i1 false)
// LOWERED-DAG: [[OUT:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[OUTB]], %dx.types.ResourceProperties { i32 4106, i32 1033 })
// LOWERED-DAG: [[COUNTSB:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 2, i32 2, i32 0, i8 0 }, i32 2, i1 false)
// LOWERED-DAG: [[COUNTS:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[COUNTSB]], %dx.types.ResourceProperties { i32 10, i32 261 })
// LOWERED-DAG: [[SIGNEDB:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 3, i32 3, i32 0, i8 1 }, i32 3, i1 false)
// LOWERED-DAG: [[SIGNED:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[SIGNEDB]], %dx.types.ResourceProperties { i32 4106, i32 260 })
// LOWERED-DAG: [[TID:%.*]] = call i32 @dx.op.threadId.i32(i32 93, i32 0)
// LOWERED: [[R:%.*]] = call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle [[IN]], i32 [[TID]], i32 undef)
// LOWERED-DAG: [[R0:%.*]] = extractvalue %dx.types.ResRet.f32 [[R]], 0
// LOWERED-DAG: [[R1:%.*]] = extractvalue %dx.types.ResRet.f32 [[R]], 1
// LOWERED-DAG: [[R2:%.*]] = extractvalue %dx.types.ResRet.f32 [[R]], 2
// LOWERED-DAG: [[R3:%.*]] = extractvalue %dx.types.ResRet.f32 [[R]], 3
// The float4 product is scalarised (texel-dxil-scalarize): one fmul per lane.
// LOWERED: [[M0:%.*]] = fmul float [[R0]], 2.000000e+00
// LOWERED-NEXT: [[M1:%.*]] = fmul float [[R1]], 2.000000e+00
// LOWERED-NEXT: [[M2:%.*]] = fmul float [[R2]], 2.000000e+00
// LOWERED-NEXT: [[M3:%.*]] = fmul float [[R3]], 2.000000e+00
// LOWERED: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle [[OUT]], i32 [[TID]], i32 undef, float [[M0]], float [[M1]], float [[M2]], float [[M3]], i8 15)
// LOWERED-NEXT: [[CR:%.*]] = call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle [[COUNTS]], i32 [[TID]], i32 undef)
// LOWERED-NEXT: [[C:%.*]] = extractvalue %dx.types.ResRet.i32 [[CR]], 0
// LOWERED-NEXT: [[C1:%.*]] = add i32 [[C]], 1
// LOWERED-NEXT: call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle [[SIGNED]], i32 [[TID]], i32 undef, i32 [[C1]], i32 [[C1]], i32 [[C1]], i32 [[C1]], i8 15)
// LOWERED-NEXT: ret void
// LOWERED: attributes #{{[0-9]+}} = { {{.*}}"hlsl.numthreads"="8,8,1" "hlsl.shader"="compute" }
// LOWERED: !dx.shaderModel = !{![[SM:[0-9]+]]}
// LOWERED: ![[SM]] = !{!"cs", i32 6, i32 6}

// NODX-NOT: llvm.dx.
