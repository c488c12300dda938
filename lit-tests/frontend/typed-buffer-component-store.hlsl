// Component writes to a typed-buffer element: `Out[i].y = In[i]` and
// `Out[i + 1].wz = Pairs[i]`. In IR the component is a byte GEP from the
// element pointer plus a scalar or vector store; as DXIL ops (DXIL.md,
// "Subscripts through getpointer") a partial store loads the element
// (BufferLoad), keeps the other lanes and writes all four back (BufferStore,
// mask 15). On Vulkan the module must compile and validate.
//
// RUN: %texel -T cs_6_6 -E main --emit=ir %s | FileCheck %s --check-prefix=DXIL
// RUN: %texel -T cs_6_6 -E main -spirv --emit=ir %s | FileCheck %s --check-prefix=SPV
// RUN: %texel -T cs_6_6 -E main %s | FileCheck %s --check-prefix=LOWERED
// RUN: %texel -T cs_6_6 -E main -spirv -Fo %t.spv %s
// RUN: %spirv-val --target-env vulkan1.3 %t.spv

Buffer<float> In : register(t0);
RWBuffer<float4> Out : register(u1);
Buffer<float2> Pairs : register(t2);

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  Out[id.x].y = In[id.x];
  Out[id.x + 1].wz = Pairs[id.x];
}

// DXIL-LABEL: define void @main()
// DXIL-DAG: [[IN:%.*]] = tail call target("dx.TypedBuffer", float, 0, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_0_0_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull {{@[^ ]+}})
// DXIL-DAG: [[OUT:%.*]] = tail call target("dx.TypedBuffer", <4 x float>, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_v4f32_1_0_0t(i32 0, i32 1, i32 1, i32 0, ptr nonnull {{@[^ ]+}})
// DXIL-DAG: [[PAIRS:%.*]] = tail call target("dx.TypedBuffer", <2 x float>, 0, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_v2f32_0_0_0t(i32 0, i32 2, i32 1, i32 0, ptr nonnull {{@[^ ]+}})
// DXIL-DAG: [[TID:%.*]] = tail call i32 @llvm.dx.thread.id(i32 0)
// DXIL: [[INP:%.*]] = tail call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_0_0_0t(target("dx.TypedBuffer", float, 0, 0, 0) [[IN]], i32 [[TID]])
// DXIL-NEXT: [[V:%.*]] = load float, ptr [[INP]], align 4
// DXIL-NEXT: [[OUTP:%.*]] = tail call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_v4f32_1_0_0t(target("dx.TypedBuffer", <4 x float>, 1, 0, 0) [[OUT]], i32 [[TID]])
// DXIL-NEXT: [[YP:%.*]] = getelementptr inbounds nuw i8, ptr [[OUTP]], i32 4
// DXIL-NEXT: store float [[V]], ptr [[YP]], align 4
// .wz: the whole element is read, lanes 2 and 3 replaced, and written back.
// DXIL-NEXT: [[PP:%.*]] = tail call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_v2f32_0_0_0t(target("dx.TypedBuffer", <2 x float>, 0, 0, 0) [[PAIRS]], i32 [[TID]])
// DXIL-NEXT: [[P:%.*]] = load <2 x float>, ptr [[PP]], align 8
// DXIL-NEXT: [[PW:%.*]] = shufflevector <2 x float> [[P]], <2 x float> poison, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>
// DXIL-NEXT: [[I1:%.*]] = add i32 [[TID]], 1
// DXIL-NEXT: [[OUTP1:%.*]] = tail call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_v4f32_1_0_0t(target("dx.TypedBuffer", <4 x float>, 1, 0, 0) [[OUT]], i32 [[I1]])
// DXIL-NEXT: [[OLD:%.*]] = load <4 x float>, ptr [[OUTP1]], align 16
// DXIL-NEXT: [[NEW:%.*]] = shufflevector <4 x float> [[OLD]], <4 x float> [[PW]], <4 x i32> <i32 0, i32 1, i32 5, i32 4>
// DXIL-NEXT: store <4 x float> [[NEW]], ptr [[OUTP1]], align 16
// DXIL-NEXT: ret void

// SPV-LABEL: define void @main()
// SPV-DAG: [[IN:%.*]] = tail call target("spirv.Image", float, 5, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_1_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull {{@[^ ]+}})
// SPV-DAG: [[OUT:%.*]] = tail call target("spirv.Image", float, 5, 2, 0, 0, 2, 1) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_2_1t(i32 0, i32 1, i32 1, i32 0, ptr nonnull {{@[^ ]+}})
// SPV-DAG: [[TID:%.*]] = tail call i32 @llvm.spv.thread.id.i32(i32 0)
// SPV: [[INP:%.*]] = tail call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_1_0t(target("spirv.Image", float, 5, 2, 0, 0, 1, 0) [[IN]], i32 [[TID]])
// SPV-NEXT: [[V:%.*]] = load float, ptr addrspace(11) [[INP]], align 4
// SPV-NEXT: [[OUTP:%.*]] = tail call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_1t(target("spirv.Image", float, 5, 2, 0, 0, 2, 1) [[OUT]], i32 [[TID]])
// SPV-NEXT: [[YP:%.*]] = getelementptr inbounds nuw i8, ptr addrspace(11) [[OUTP]], i64 4
// SPV-NEXT: store float [[V]], ptr addrspace(11) [[YP]], align 4

// Out[id.x].y = In[id.x]: In's lane 0 goes to lane 1, lanes 0, 2, 3 are kept.
// LOWERED-LABEL: define void @main()
// LOWERED-DAG: [[INB:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind zeroinitializer, i32 0, i1 false)
// LOWERED-DAG: [[IN:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[INB]], %dx.types.ResourceProperties { i32 10, i32 265 })
// LOWERED-DAG: [[OUTB:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 1, i32 1, i32 0, i8 1 }, i32 1, i1 false)
// LOWERED-DAG: [[OUT:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[OUTB]], %dx.types.ResourceProperties { i32 4106, i32 1033 })
// LOWERED-DAG: [[PAIRSB:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 2, i32 2, i32 0, i8 0 }, i32 2, i1 false)
// LOWERED-DAG: [[PAIRS:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[PAIRSB]], %dx.types.ResourceProperties { i32 10, i32 521 })
// LOWERED-DAG: [[TID:%.*]] = call i32 @dx.op.threadId.i32(i32 93, i32 0)
// LOWERED: [[VR:%.*]] = call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle [[IN]], i32 [[TID]], i32 undef)
// LOWERED-NEXT: [[V:%.*]] = extractvalue %dx.types.ResRet.f32 [[VR]], 0
// LOWERED: [[OR:%.*]] = call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle [[OUT]], i32 [[TID]], i32 undef)
// LOWERED-DAG: [[O0:%.*]] = extractvalue %dx.types.ResRet.f32 [[OR]], 0
// LOWERED-DAG: [[O2:%.*]] = extractvalue %dx.types.ResRet.f32 [[OR]], 2
// LOWERED-DAG: [[O3:%.*]] = extractvalue %dx.types.ResRet.f32 [[OR]], 3
// LOWERED: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle [[OUT]], i32 [[TID]], i32 undef, float [[O0]], float [[V]], float [[O2]], float [[O3]], i8 15)
// Out[id.x + 1].wz = Pairs[id.x]: the element is read and written whole.
// LOWERED: [[PR:%.*]] = call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle [[PAIRS]], i32 [[TID]], i32 undef)
// LOWERED: [[I1:%.*]] = add i32 [[TID]], 1
// LOWERED: [[QR:%.*]] = call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle [[OUT]], i32 [[I1]], i32 undef)
// LOWERED: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle [[OUT]], i32 [[I1]], i32 undef, float {{%.*}}, float {{%.*}}, float {{%.*}}, float {{%.*}}, i8 15)
// LOWERED: ret void
