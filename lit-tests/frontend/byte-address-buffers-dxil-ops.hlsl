// ByteAddressBuffer / RWByteAddressBuffer lowered to DXIL ops (SM 6.6), as DXC
// and upstream LLVM emit them: RawBufferLoad (139: h, i32 byteOffset,
// i32 undef, i8 mask, i32 alignment 4) and RawBufferStore (140: h, byteOffset,
// undef, i32 v0..v3, i8 mask, i32 4), mask 1 / 3 / 7 / 15 for Load/Store,
// Load2/Store2, Load3/Store3, Load4/Store4, unused value slots undef.
// Properties: kind 11 (RawBuffer) {11, 0}, UAV {4107, 0}.
//
// RUN: %texel -T cs_6_6 -E main %s | FileCheck %s
// RUN: %texel -T cs_6_6 -E main %s | FileCheck %s --check-prefix=NODX

ByteAddressBuffer In : register(t0);
RWByteAddressBuffer Out : register(u1);

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  uint a = In.Load(id.x * 4);
  uint2 b = In.Load2(16);
  uint4 d = In.Load4(48);
  Out.Store(id.x * 4, a);
  Out.Store2(64, b);
  Out.Store4(96, d);
}

// CHECK-LABEL: define void @main()
// CHECK-DAG: [[INB:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind zeroinitializer, i32 0, i1 false)
// CHECK-DAG: [[IN:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[INB]], %dx.types.ResourceProperties { i32 11, i32 0 })
// CHECK-DAG: [[OUTB:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 1, i32 1, i32 0, i8 1 }, i32 1, i1 false)
// CHECK-DAG: [[OUT:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[OUTB]], %dx.types.ResourceProperties { i32 4107, i32 0 })
// CHECK-DAG: [[TID:%.*]] = call i32 @dx.op.threadId.i32(i32 93, i32 0)
// CHECK-DAG: [[OFF:%.*]] = shl i32 [[TID]], 2
// CHECK-DAG: [[AR:%.*]] = call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle [[IN]], i32 [[OFF]], i32 undef, i8 1, i32 4)
// CHECK-DAG: [[A:%.*]] = extractvalue %dx.types.ResRet.i32 [[AR]], 0
// CHECK-DAG: [[BR:%.*]] = call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle [[IN]], i32 16, i32 undef, i8 3, i32 4)
// CHECK-DAG: {{%.*}} = extractvalue %dx.types.ResRet.i32 [[BR]], 0
// CHECK-DAG: {{%.*}} = extractvalue %dx.types.ResRet.i32 [[BR]], 1
// CHECK-DAG: [[DR:%.*]] = call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle [[IN]], i32 48, i32 undef, i8 15, i32 4)
// CHECK-DAG: {{%.*}} = extractvalue %dx.types.ResRet.i32 [[DR]], 0
// CHECK-DAG: {{%.*}} = extractvalue %dx.types.ResRet.i32 [[DR]], 1
// CHECK-DAG: {{%.*}} = extractvalue %dx.types.ResRet.i32 [[DR]], 2
// CHECK-DAG: {{%.*}} = extractvalue %dx.types.ResRet.i32 [[DR]], 3
// CHECK-DAG: call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle [[OUT]], i32 [[OFF]], i32 undef, i32 [[A]], i32 undef, i32 undef, i32 undef, i8 1, i32 4)
// CHECK-DAG: call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle [[OUT]], i32 64, i32 undef, i32 {{%.*}}, i32 {{%.*}}, i32 undef, i32 undef, i8 3, i32 4)
// CHECK-DAG: call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle [[OUT]], i32 96, i32 undef, i32 {{%.*}}, i32 {{%.*}}, i32 {{%.*}}, i32 {{%.*}}, i8 15, i32 4)
// CHECK: ret void

// NODX-NOT: llvm.dx.
