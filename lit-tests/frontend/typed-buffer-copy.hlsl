// The plainest typed-buffer copy, `Out[id.x] = In[id.x]` with scalar
// elements: the loaded value goes straight into the store. Lowered
// (DXIL.md): BufferLoad, lane 0 of the ResRet, BufferStore with lane 0
// repeated in the unused slots.
//
// RUN: %texel -T cs_6_6 -E main --emit=ir %s | FileCheck %s --check-prefix=DXIL
// RUN: %texel -T cs_6_6 -E main %s | FileCheck %s --check-prefix=LOWERED
// RUN: %texel -T cs_6_6 -E main %s | FileCheck %s --check-prefix=NODX
// RUN: %texel -T cs_6_6 -E main -spirv -Fo %t.spv %s
// RUN: %spirv-val --target-env vulkan1.3 %t.spv

Buffer<float> In : register(t0);
RWBuffer<float> Out : register(u1);

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  Out[id.x] = In[id.x];
}

// DXIL-LABEL: define void @main()
// DXIL-DAG: [[IN:%.*]] = tail call target("dx.TypedBuffer", float, 0, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_0_0_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull {{@[^ ]+}})
// DXIL-DAG: [[OUT:%.*]] = tail call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 1, i32 1, i32 0, ptr nonnull {{@[^ ]+}})
// DXIL-DAG: [[TID:%.*]] = tail call i32 @llvm.dx.thread.id(i32 0)
// DXIL: [[INP:%.*]] = tail call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_0_0_0t(target("dx.TypedBuffer", float, 0, 0, 0) [[IN]], i32 [[TID]])
// DXIL-NEXT: [[V:%.*]] = load float, ptr [[INP]], align 4
// DXIL-NEXT: [[OUTP:%.*]] = tail call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0) [[OUT]], i32 [[TID]])
// DXIL-NEXT: store float [[V]], ptr [[OUTP]], align 4
// DXIL-NEXT: ret void

// LOWERED-LABEL: define void @main()
// LOWERED-DAG: [[INB:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind zeroinitializer, i32 0, i1 false)
// LOWERED-DAG: [[IN:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[INB]], %dx.types.ResourceProperties { i32 10, i32 265 })
// LOWERED-DAG: [[OUTB:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 1, i32 1, i32 0, i8 1 }, i32 1, i1 false)
// LOWERED-DAG: [[OUT:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[OUTB]], %dx.types.ResourceProperties { i32 4106, i32 265 })
// LOWERED-DAG: [[TID:%.*]] = call i32 @dx.op.threadId.i32(i32 93, i32 0)
// LOWERED: [[R:%.*]] = call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle [[IN]], i32 [[TID]], i32 undef)
// LOWERED-NEXT: [[V:%.*]] = extractvalue %dx.types.ResRet.f32 [[R]], 0
// LOWERED-NEXT: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle [[OUT]], i32 [[TID]], i32 undef, float [[V]], float [[V]], float [[V]], float [[V]], i8 15)
// LOWERED-NEXT: ret void

// NODX-NOT: llvm.dx.
