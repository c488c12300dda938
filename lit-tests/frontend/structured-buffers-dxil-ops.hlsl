// StructuredBuffer / RWStructuredBuffer lowered to DXIL ops (SM 6.6):
// RawBufferLoad (139: h, i32 index, i32 elementOffset, i8 mask, i32 alignment)
// and RawBufferStore (140: h, index, elementOffset, T v0..v3, i8 mask,
// i32 alignment), unused value slots undef, as DXC and upstream LLVM emit them.
// Handles: createHandleFromBinding + annotateHandle with ResourceProperties
// word 0 = kind 12 (StructuredBuffer) | alignment log2 << 8 | UAV << 12 and
// word 1 = the stride: StructuredBuffer<float> {12, 4}, <float4> {12, 16},
// <Pair> {524, 8} (struct alignment 4), RW: {4108, 4}, {4108, 16}, {4620, 8}.
//
// RUN: %texel -T cs_6_6 -E main %s | FileCheck %s
// RUN: %texel -T cs_6_6 -E main %s | FileCheck %s --check-prefix=NODX

struct Pair { float a; uint b; };

StructuredBuffer<float> Scalars : register(t0);
StructuredBuffer<float4> Vectors : register(t1);
StructuredBuffer<Pair> Pairs : register(t2);
RWStructuredBuffer<float> OutScalars : register(u0);
RWStructuredBuffer<float4> OutVectors : register(u1);
RWStructuredBuffer<Pair> OutPairs : register(u2);

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  uint i = id.x;
  OutScalars[i] = Scalars[i] * Pairs[i].a;
  OutVectors[i] = Vectors[i] * 2;
  OutPairs[i].b = Pairs[i].b + 1;
}

// CHECK-LABEL: define void @main()
// CHECK-DAG: [[SB:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind zeroinitializer, i32 0, i1 false)
// CHECK-DAG: [[S:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[SB]], %dx.types.ResourceProperties { i32 12, i32 4 })
// CHECK-DAG: [[VB:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 1, i32 1, i32 0, i8 0 }, i32 1, i1 false)
// CHECK-DAG: [[V:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[VB]], %dx.types.ResourceProperties { i32 12, i32 16 })
// CHECK-DAG: [[PB:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 2, i32 2, i32 0, i8 0 }, i32 2, i1 false)
// CHECK-DAG: [[P:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[PB]], %dx.types.ResourceProperties { i32 524, i32 8 })
// CHECK-DAG: [[OSB:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 1 }, i32 0, i1 false)
// CHECK-DAG: [[OS:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[OSB]], %dx.types.ResourceProperties { i32 4108, i32 4 })
// CHECK-DAG: [[OVB:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 1, i32 1, i32 0, i8 1 }, i32 1, i1 false)
// CHECK-DAG: [[OV:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[OVB]], %dx.types.ResourceProperties { i32 4108, i32 16 })
// CHECK-DAG: [[OPB:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 2, i32 2, i32 0, i8 1 }, i32 2, i1 false)
// CHECK-DAG: [[OP:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[OPB]], %dx.types.ResourceProperties { i32 4620, i32 8 })
// CHECK-DAG: [[I:%.*]] = call i32 @dx.op.threadId.i32(i32 93, i32 0)
// OutScalars[i] = Scalars[i] * Pairs[i].a
// CHECK-DAG: [[SR:%.*]] = call %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle [[S]], i32 [[I]], i32 0, i8 1, i32 4)
// CHECK-DAG: [[SX:%.*]] = extractvalue %dx.types.ResRet.f32 [[SR]], 0
// CHECK-DAG: [[AR:%.*]] = call %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle [[P]], i32 [[I]], i32 0, i8 1, i32 4)
// CHECK-DAG: [[A:%.*]] = extractvalue %dx.types.ResRet.f32 [[AR]], 0
// CHECK: [[M:%.*]] = fmul float [[SX]], [[A]]
// CHECK: call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle [[OS]], i32 [[I]], i32 0, float [[M]], float undef, float undef, float undef, i8 1, i32 4)
// OutVectors[i] = Vectors[i] * 2
// CHECK: [[VR:%.*]] = call %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle [[V]], i32 [[I]], i32 0, i8 15, i32 4)
// CHECK-DAG: [[V0:%.*]] = extractvalue %dx.types.ResRet.f32 [[VR]], 0
// CHECK-DAG: [[V1:%.*]] = extractvalue %dx.types.ResRet.f32 [[VR]], 1
// CHECK-DAG: [[V2:%.*]] = extractvalue %dx.types.ResRet.f32 [[VR]], 2
// CHECK-DAG: [[V3:%.*]] = extractvalue %dx.types.ResRet.f32 [[VR]], 3
// CHECK: call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle [[OV]], i32 [[I]], i32 0, float {{%.*}}, float {{%.*}}, float {{%.*}}, float {{%.*}}, i8 15, i32 4)
// OutPairs[i].b = Pairs[i].b + 1  (b at byte 4)
// CHECK: [[BR:%.*]] = call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle [[P]], i32 [[I]], i32 4, i8 1, i32 4)
// CHECK-NEXT: [[B:%.*]] = extractvalue %dx.types.ResRet.i32 [[BR]], 0
// CHECK-NEXT: [[B1:%.*]] = add i32 [[B]], 1
// CHECK-NEXT: call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle [[OP]], i32 [[I]], i32 4, i32 [[B1]], i32 undef, i32 undef, i32 undef, i8 1, i32 4)
// CHECK-NEXT: ret void

// NODX-NOT: llvm.dx.
