// Reading a prefix of a typed-buffer element, `float3 v = In[id.x].xyz`, at
// the default optimisation level. The front end loads the element and
// shuffles (-Od shows it); the optimiser may narrow that to a <3 x float>
// load through the element pointer, which the DXIL lowering must still turn
// into one BufferLoad whose lanes 0..2 are used (DXIL.md, "Subscripts
// through getpointer").
//
// RUN: %texel -T cs_6_6 -E main -Od --emit=ir %s | FileCheck %s --check-prefix=DXIL
// RUN: %texel -T cs_6_6 -E main %s | FileCheck %s --check-prefix=LOWERED
// RUN: %texel -T cs_6_6 -E main %s | FileCheck %s --check-prefix=NODX
// RUN: %texel -T cs_6_6 -E main -spirv -Fo %t.spv %s
// RUN: %spirv-val --target-env vulkan1.3 %t.spv

Buffer<float4> In : register(t0);
RWBuffer<float4> Out : register(u1);

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  float3 v = In[id.x].xyz;
  Out[id.x] = float4(v * 2, 1);
}

// DXIL-LABEL: define void @main()
// DXIL: [[P:%.*]] = call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_v4f32_0_0_0t(target("dx.TypedBuffer", <4 x float>, 0, 0, 0) {{%.*}}, i32 [[TID:%.*]])
// DXIL-NEXT: [[E:%.*]] = load <4 x float>, ptr [[P]], align 16
// DXIL-NEXT: [[XYZ:%.*]] = shufflevector <4 x float> [[E]], <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
// DXIL-NEXT: [[M:%.*]] = fmul <3 x float> [[XYZ]], splat (float 2.000000e+00)

// LOWERED-LABEL: define void @main()
// LOWERED-DAG: [[INB:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind zeroinitializer, i32 0, i1 false)
// LOWERED-DAG: [[IN:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[INB]], %dx.types.ResourceProperties { i32 10, i32 1033 })
// LOWERED-DAG: [[OUTB:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 1, i32 1, i32 0, i8 1 }, i32 1, i1 false)
// LOWERED-DAG: [[OUT:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[OUTB]], %dx.types.ResourceProperties { i32 4106, i32 1033 })
// LOWERED-DAG: [[TID:%.*]] = call i32 @dx.op.threadId.i32(i32 93, i32 0)
// LOWERED: [[R:%.*]] = call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle [[IN]], i32 [[TID]], i32 undef)
// LOWERED-DAG: extractvalue %dx.types.ResRet.f32 [[R]], 0
// LOWERED-DAG: extractvalue %dx.types.ResRet.f32 [[R]], 1
// LOWERED-DAG: extractvalue %dx.types.ResRet.f32 [[R]], 2
// LOWERED: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle [[OUT]], i32 [[TID]], i32 undef, float {{%.*}}, float {{%.*}}, float {{%.*}}, float {{%.*|1\.000000e\+00}}, i8 15)
// LOWERED-NEXT: ret void

// NODX-NOT: llvm.dx.
