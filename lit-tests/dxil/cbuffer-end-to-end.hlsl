// End to end: `texel -T cs_6_x -E main` succeeds on cbuffers and prints
// DXIL-op IR: CBV handles (createHandleFromBinding + annotateHandle {13, size}
// from SM 6.6, createHandle below), member reads as CBufferLoadLegacy, and no
// addrspace(2) globals or !hlsl.cbs left; also at -Od.
//
// RUN: %texel -T cs_6_6 -E main %s | FileCheck %s --check-prefixes=CHECK,SM66
// RUN: %texel -T cs_6_0 -E main %s | FileCheck %s --check-prefixes=CHECK,SM60
// RUN: %texel -T cs_6_6 -E main -Od %s | FileCheck %s --check-prefixes=CHECK,SM66
// RUN: %texel -T cs_6_6 -E main %s | FileCheck %s --check-prefix=GONE
// RUN: %texel -T cs_6_0 -E main -Od %s | FileCheck %s --check-prefix=GONE
// GONE-NOT: llvm.dx.
// GONE-NOT: addrspace(2)
// GONE-NOT: hlsl.cbs

cbuffer Params : register(b0) {
  float scale;
  uint count;
  float4 bias;
};
RWBuffer<float4> Out : register(u0);

[numthreads(64, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID) {
  if (tid.x < count)
    Out[tid.x] = bias * scale;
}

// Params: scale 0 (row 0 field 0), count 4 (row 0 field 1), bias 16 (row 1);
// 32 bytes.
// CHECK-LABEL: define void @main()
// SM66-DAG: [[PB:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 2 }, i32 0, i1 false)
// SM66-DAG: [[P:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[PB]], %dx.types.ResourceProperties { i32 13, i32 32 })
// SM60-DAG: [[P:%.*]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 2, i32 0, i32 0, i1 false)
// CHECK-DAG: [[COUNT:%.*]] = call %dx.types.CBufRet.i32 @dx.op.cbufferLoadLegacy.i32(i32 59, %dx.types.Handle [[P]], i32 0)
// CHECK-DAG: extractvalue %dx.types.CBufRet.i32 [[COUNT]], 1
// CHECK-DAG: [[BIAS:%.*]] = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle [[P]], i32 1)
// CHECK-DAG: extractvalue %dx.types.CBufRet.f32 [[BIAS]], 3
// CHECK-DAG: [[SCALE:%.*]] = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle [[P]], i32 0)
// CHECK-DAG: extractvalue %dx.types.CBufRet.f32 [[SCALE]], 0
// CHECK: ret void
// CHECK-DAG: !{i32 0, ptr @Params, !"Params", i32 0, i32 0, i32 1, i32 32, null}
