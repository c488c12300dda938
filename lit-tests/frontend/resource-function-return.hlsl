// Resources returned from user functions (HLSL.md: "resources may be passed
// to and returned from functions and copied into locals"). The choice is a
// compile-time constant (as DXIL needs: every handle must resolve to one
// binding), so after inlining pick(true)[i] = 3 writes through A's handle and
// pick(false)[i] = 4 through B's.
//
// RUN: %texel -T cs_6_6 -E main --emit=ir %s | FileCheck %s --check-prefix=DXIL
// RUN: %texel -T cs_6_6 -E main %s -Fo %t.ll
// RUN: FileCheck %s --check-prefix=NODX < %t.ll
// RUN: %opt -load-pass-plugin=%plugin -passes=texel-dxil-verify %t.ll -disable-output
// RUN: %texel -T cs_6_6 -E main -spirv --emit=ir %s | FileCheck %s --check-prefix=SPV
// RUN: %texel -T cs_6_6 -E main -spirv -Fo %t.spv %s
// RUN: %spirv-val --target-env vulkan1.3 %t.spv

RWBuffer<float> A : register(u0);
RWBuffer<float> B : register(u1);

RWBuffer<float> pick(bool first) {
  if (first)
    return A;
  return B;
}

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  pick(true)[id.x] = 3.0;
  pick(false)[id.x] = 4.0;
}

// Each handle is created where the returned value is used (after inlining,
// with the binding the constant choice folded to).
// DXIL-DAG: [[ANAME:@[^ ]+]] = private unnamed_addr constant [2 x i8] c"A\00"
// DXIL-DAG: [[BNAME:@[^ ]+]] = private unnamed_addr constant [2 x i8] c"B\00"
// DXIL-LABEL: define void @main()
// DXIL: [[TID:%.*]] = tail call i32 @llvm.dx.thread.id(i32 0)
// DXIL-NEXT: [[A:%.*]] = tail call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull [[ANAME]])
// DXIL-NEXT: [[PA:%.*]] = tail call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0) [[A]], i32 [[TID]])
// DXIL-NEXT: store float 3.000000e+00, ptr [[PA]], align 4
// DXIL-NEXT: [[B:%.*]] = tail call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 1, i32 1, i32 0, ptr nonnull [[BNAME]])
// DXIL-NEXT: [[PB:%.*]] = tail call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0) [[B]], i32 [[TID]])
// DXIL-NEXT: store float 4.000000e+00, ptr [[PB]], align 4
// DXIL-NEXT: ret void
// DXIL-NOT: define

// SPV-LABEL: define void @main()
// SPV: [[TID:%.*]] = tail call i32 @llvm.spv.thread.id.i32(i32 0)
// SPV-NEXT: [[A:%.*]] = tail call target("spirv.Image", float, 5, 2, 0, 0, 2, 3) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_2_3t(i32 0, i32 0, i32 1, i32 0, ptr nonnull {{@[^ ]+}})
// SPV-NEXT: [[PA:%.*]] = tail call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_3t(target("spirv.Image", float, 5, 2, 0, 0, 2, 3) [[A]], i32 [[TID]])
// SPV-NEXT: store float 3.000000e+00, ptr addrspace(11) [[PA]], align 4
// SPV-NEXT: [[B:%.*]] = tail call target("spirv.Image", float, 5, 2, 0, 0, 2, 3) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_2_3t(i32 0, i32 1, i32 1, i32 0, ptr nonnull {{@[^ ]+}})
// SPV-NEXT: [[PB:%.*]] = tail call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_3t(target("spirv.Image", float, 5, 2, 0, 0, 2, 3) [[B]], i32 [[TID]])
// SPV-NEXT: store float 4.000000e+00, ptr addrspace(11) [[PB]], align 4

// NODX-NOT: llvm.dx.
