// XFAIL: *
// Known gap, kept as the specification of the fix: returning resources from user functions is not supported yet.
// Resources returned from user functions (HLSL.md: "resources may be passed
// to and returned from functions and copied into locals"). The choice is a
// compile-time constant (as DXIL needs: every handle must resolve to one
// binding), so after inlining pick(true)[i] = 3 writes through A's handle and
// pick(false)[i] = 4 through B's.
//
// RUN: %texel -T cs_6_6 -E main --emit=ir %s | FileCheck %s --check-prefix=DXIL
// RUN: %texel -T cs_6_6 -E main %s | FileCheck %s --check-prefix=NODX
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

// DXIL-LABEL: define void @main()
// DXIL-DAG: [[A:%.*]] = tail call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull {{@[^ ]+}})
// DXIL-DAG: [[B:%.*]] = tail call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 1, i32 1, i32 0, ptr nonnull {{@[^ ]+}})
// DXIL: [[PA:%.*]] = tail call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0) [[A]], i32 [[TID:%.*]])
// DXIL-NEXT: store float 3.000000e+00, ptr [[PA]], align 4
// DXIL: [[PB:%.*]] = tail call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0) [[B]], i32 [[TID]])
// DXIL-NEXT: store float 4.000000e+00, ptr [[PB]], align 4
// DXIL-NOT: define

// NODX-NOT: llvm.dx.
