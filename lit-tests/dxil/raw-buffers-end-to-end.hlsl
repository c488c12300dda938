// End to end: `texel -T cs_6_x -E main` succeeds on byte-address buffers and
// prints DXIL-op IR: RawBufferLoad / RawBufferStore (byte address as the
// index, undef element offset) from SM 6.2, BufferLoad / BufferStore below;
// also at -Od.
//
// RUN: %texel -T cs_6_6 -E main %s | FileCheck %s --check-prefixes=CHECK,SM66
// RUN: %texel -T cs_6_1 -E main %s | FileCheck %s --check-prefixes=CHECK,SM61
// RUN: %texel -T cs_6_6 -E main -Od %s | FileCheck %s --check-prefixes=CHECK,SM66
// RUN: %texel -T cs_6_6 -E main %s | FileCheck %s --check-prefix=NODX
// NODX-NOT: llvm.dx.

ByteAddressBuffer In : register(t0);
RWByteAddressBuffer Out : register(u0);

[numthreads(64, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID) {
  uint addr = tid.x * 16;
  uint4 v = In.Load4(addr);
  Out.Store2(addr + 8, v.zw);
  Out.Store(addr, v.x + In.Load(64));
}

// CHECK-LABEL: define void @main()
// SM66-DAG: call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle {{%.*}}, %dx.types.ResourceProperties { i32 11, i32 0 })
// SM66-DAG: call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle {{%.*}}, %dx.types.ResourceProperties { i32 4107, i32 0 })
// SM66-DAG: call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle {{%.*}}, i32 {{%.*}}, i32 undef, i8 15, i32 4)
// SM66-DAG: call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle {{%.*}}, i32 64, i32 undef, i8 1, i32 4)
// SM66-DAG: call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle {{%.*}}, i32 {{%.*}}, i32 undef, i32 {{%.*}}, i32 {{%.*}}, i32 undef, i32 undef, i8 3, i32 4)
// SM66-DAG: call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle {{%.*}}, i32 {{%.*}}, i32 undef, i32 {{%.*}}, i32 undef, i32 undef, i32 undef, i8 1, i32 4)
// SM61-DAG: call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle {{%.*}}, i32 {{%.*}}, i32 undef)
// SM61-DAG: call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle {{%.*}}, i32 64, i32 undef)
// SM61-DAG: call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle {{%.*}}, i32 {{%.*}}, i32 undef, i32 {{%.*}}, i32 {{%.*}}, i32 undef, i32 undef, i8 3)
// CHECK: ret void
// CHECK-DAG: !{i32 0, ptr @In, !"In", i32 0, i32 0, i32 1, i32 11, i32 0, null}
