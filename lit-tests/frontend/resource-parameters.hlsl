// Resources passed to user functions and copied into locals (HLSL.md): after
// inlining, the accesses go through the handles of the global resources
// themselves; no other function is left.
//
// RUN: %texel -T cs_6_6 -E main --emit=ir %s | FileCheck %s --check-prefix=DXIL
// RUN: %texel -T cs_6_6 -E main -spirv --emit=ir %s | FileCheck %s --check-prefix=SPV
// RUN: %texel -T cs_6_6 -E main %s | FileCheck %s --check-prefix=LOWERED
// RUN: %texel -T cs_6_6 -E main %s | FileCheck %s --check-prefix=NODX
// RUN: %texel -T cs_6_6 -E main -spirv -Fo %t.spv %s
// RUN: %spirv-val --target-env vulkan1.3 %t.spv

RWBuffer<float> A : register(u0);
RWBuffer<float> B : register(u1);
Buffer<float> C : register(t2);

void put(RWBuffer<float> buf, uint i, float v) { buf[i] = v; }
float get(Buffer<float> buf, uint i) { return buf[i] * 2; }

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  put(A, id.x, get(C, id.x));
  RWBuffer<float> local = B;
  local[id.x] = 2.0;
}

// DXIL-LABEL: define void @main()
// DXIL-DAG: [[A:%.*]] = tail call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull {{@[^ ]+}})
// DXIL-DAG: [[B:%.*]] = tail call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 1, i32 1, i32 0, ptr nonnull {{@[^ ]+}})
// DXIL-DAG: [[C:%.*]] = tail call target("dx.TypedBuffer", float, 0, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_0_0_0t(i32 0, i32 2, i32 1, i32 0, ptr nonnull {{@[^ ]+}})
// DXIL-DAG: [[TID:%.*]] = tail call i32 @llvm.dx.thread.id(i32 0)
// DXIL-DAG: [[PC:%.*]] = tail call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_0_0_0t(target("dx.TypedBuffer", float, 0, 0, 0) [[C]], i32 [[TID]])
// DXIL-DAG: [[V:%.*]] = load float, ptr [[PC]], align 4
// DXIL-DAG: [[V2:%.*]] = fmul float [[V]], 2.000000e+00
// DXIL-DAG: [[PA:%.*]] = tail call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0) [[A]], i32 [[TID]])
// DXIL-DAG: store float [[V2]], ptr [[PA]], align 4
// DXIL-DAG: [[PB:%.*]] = tail call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0) [[B]], i32 [[TID]])
// DXIL-DAG: store float 2.000000e+00, ptr [[PB]], align 4
// DXIL: ret void
// DXIL-NOT: define

// SPV-LABEL: define void @main()
// SPV-DAG: [[A:%.*]] = tail call target("spirv.Image", float, 5, 2, 0, 0, 2, 3) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_2_3t(i32 0, i32 0, i32 1, i32 0, ptr nonnull {{@[^ ]+}})
// SPV-DAG: [[B:%.*]] = tail call target("spirv.Image", float, 5, 2, 0, 0, 2, 3) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_2_3t(i32 0, i32 1, i32 1, i32 0, ptr nonnull {{@[^ ]+}})
// SPV-DAG: [[C:%.*]] = tail call target("spirv.Image", float, 5, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_1_0t(i32 0, i32 2, i32 1, i32 0, ptr nonnull {{@[^ ]+}})
// SPV-DAG: tail call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_1_0t(target("spirv.Image", float, 5, 2, 0, 0, 1, 0) [[C]], i32 {{%.*}})
// SPV-DAG: tail call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_3t(target("spirv.Image", float, 5, 2, 0, 0, 2, 3) [[A]], i32 {{%.*}})
// SPV-DAG: tail call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_3t(target("spirv.Image", float, 5, 2, 0, 0, 2, 3) [[B]], i32 {{%.*}})
// SPV: ret void
// SPV-NOT: define

// LOWERED-LABEL: define void @main()
// LOWERED-DAG: [[AB:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 1 }, i32 0, i1 false)
// LOWERED-DAG: [[BB:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 1, i32 1, i32 0, i8 1 }, i32 1, i1 false)
// LOWERED-DAG: [[CB:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 2, i32 2, i32 0, i8 0 }, i32 2, i1 false)
// LOWERED-DAG: [[A:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[AB]], %dx.types.ResourceProperties { i32 4106, i32 265 })
// LOWERED-DAG: [[B:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[BB]], %dx.types.ResourceProperties { i32 4106, i32 265 })
// LOWERED-DAG: [[C:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[CB]], %dx.types.ResourceProperties { i32 10, i32 265 })
// LOWERED-DAG: call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle [[C]], i32 [[TID:%.*]], i32 undef)
// LOWERED-DAG: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle [[A]], i32 [[TID]], i32 undef, float [[V:%.*]], float [[V]], float [[V]], float [[V]], i8 15)
// LOWERED-DAG: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle [[B]], i32 [[TID]], i32 undef, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, i8 15)
// LOWERED: ret void

// NODX-NOT: llvm.dx.
