// cbuffers lowered to DXIL ops (SM 6.6), as DXC and upstream LLVM emit them:
// the handle from createHandleFromBinding (class CBV 2) + annotateHandle with
// ResourceProperties {13 (CBuffer), size in bytes}; member reads as
// CBufferLoadLegacy (59: h, i32 row) -> %dx.types.CBufRet.f32 / .i32 and an
// extractvalue of the member's lane (row = offset / 16, lane = offset % 16 / 4).
// Params (40 bytes): Scale row 0 lane 0, Count row 0 lane 1, Bias row 1,
// Offs.y row 2 lane 1. Implicit (4 bytes) gets the first free b register, b1.
//
// RUN: %texel -T cs_6_6 -E main %s | FileCheck %s
// RUN: %texel -T cs_6_6 -E main %s | FileCheck %s --check-prefix=NODX

cbuffer Params : register(b0) {
  float Scale;
  uint Count;
  float4 Bias;
  int2 Offs;
};
cbuffer Implicit { uint Mode; };
RWBuffer<float4> Out : register(u1);

[numthreads(8, 8, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  if (id.x < Count)
    Out[id.x] = Bias * Scale + float(Offs.y) + Mode;
}

// CHECK-LABEL: define void @main()
// CHECK-DAG: [[PB:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 2 }, i32 0, i1 false)
// CHECK-DAG: [[P:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[PB]], %dx.types.ResourceProperties { i32 13, i32 40 })
// CHECK-DAG: [[IB:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 1, i32 1, i32 0, i8 2 }, i32 1, i1 false)
// CHECK-DAG: [[I:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[IB]], %dx.types.ResourceProperties { i32 13, i32 4 })
// CHECK-DAG: [[TID:%.*]] = call i32 @dx.op.threadId.i32(i32 93, i32 0)
// CHECK-DAG: [[R0I:%.*]] = call %dx.types.CBufRet.i32 @dx.op.cbufferLoadLegacy.i32(i32 59, %dx.types.Handle [[P]], i32 0)
// CHECK-DAG: [[COUNT:%.*]] = extractvalue %dx.types.CBufRet.i32 [[R0I]], 1
// CHECK-DAG: icmp ult i32 [[TID]], [[COUNT]]
// CHECK-DAG: [[R1:%.*]] = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle [[P]], i32 1)
// CHECK-DAG: extractvalue %dx.types.CBufRet.f32 [[R1]], 0
// CHECK-DAG: extractvalue %dx.types.CBufRet.f32 [[R1]], 1
// CHECK-DAG: extractvalue %dx.types.CBufRet.f32 [[R1]], 2
// CHECK-DAG: extractvalue %dx.types.CBufRet.f32 [[R1]], 3
// CHECK-DAG: [[R0F:%.*]] = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle [[P]], i32 0)
// CHECK-DAG: extractvalue %dx.types.CBufRet.f32 [[R0F]], 0
// CHECK-DAG: [[R2:%.*]] = call %dx.types.CBufRet.i32 @dx.op.cbufferLoadLegacy.i32(i32 59, %dx.types.Handle [[P]], i32 2)
// CHECK-DAG: extractvalue %dx.types.CBufRet.i32 [[R2]], 1
// CHECK-DAG: [[M:%.*]] = call %dx.types.CBufRet.i32 @dx.op.cbufferLoadLegacy.i32(i32 59, %dx.types.Handle [[I]], i32 0)
// CHECK-DAG: extractvalue %dx.types.CBufRet.i32 [[M]], 0
// CHECK: call void @dx.op.bufferStore.f32(i32 69,
// CHECK: ret void
// CBV records: id, symbol, name, space, lower bound, range size, size in bytes.
// CHECK-DAG: !{i32 0, ptr @Params{{[^,]*}}, !"Params", i32 0, i32 0, i32 1, i32 40, null}
// CHECK-DAG: !{i32 1, ptr @Implicit{{[^,]*}}, !"Implicit", i32 0, i32 1, i32 1, i32 4, null}

// NODX-NOT: llvm.dx.
