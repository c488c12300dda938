// Interlocked* on structured, byte-address and typed buffers in DXIL:
// atomicrmw and cmpxchg on the buffer's element pointer become AtomicBinOp
// (78) and AtomicCompareExchange (79) with DXC's coordinates — a structured
// buffer's element index and the byte offset of the member inside the
// element, a byte-address buffer's byte address and two undef slots, a typed
// buffer's element index and two undef slots — and DXC's
// operation codes (Add 0, Or 2, IMin 4, IMax 5, Exchange 8). The old value replaces
// the atomic's result; a cmpxchg's old value is what InterlockedCompareExchange
// returns. The output passes texel-dxil-verify.
//
// RUN: %texel -T cs_6_6 -E main --emit=lowered %s -Fo %t.ll
// RUN: FileCheck %s < %t.ll
// RUN: %opt -load-pass-plugin=%plugin -passes=texel-dxil-verify %t.ll -disable-output

struct Counter { uint hits; uint misses; int low; };
RWStructuredBuffer<Counter> Counters : register(u0);
RWByteAddressBuffer Words : register(u1);
RWStructuredBuffer<uint> Out : register(u2);
RWBuffer<int> Typed : register(u3);

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  uint before;
  InterlockedAdd(Counters[id.x].misses, 2, before);
  InterlockedMin(Counters[3].low, -5);
  Words.InterlockedOr(16, id.x);
  uint swapped;
  Words.InterlockedCompareExchange(id.x * 4, 7, 9, swapped);
  uint exchanged;
  Words.InterlockedExchange(8, id.x, exchanged);
  int typedBefore;
  InterlockedMax(Typed[id.x], -2, typedBefore);
  Out[id.x] = before + swapped + exchanged + typedBefore;
}

// CHECK-LABEL: define void @main()
// CHECK: [[ID:%[0-9]+]] = call i32 @dx.op.threadId.i32(i32 93, i32 0)
// CHECK: [[BEFORE:%[0-9]+]] = call i32 @dx.op.atomicBinOp.i32(i32 78, %dx.types.Handle [[COUNTERS:%[0-9]+]], i32 0, i32 [[ID]], i32 4, i32 undef, i32 2)
// CHECK-NEXT: call i32 @dx.op.atomicBinOp.i32(i32 78, %dx.types.Handle [[COUNTERS]], i32 4, i32 3, i32 8, i32 undef, i32 -5)
// CHECK-NEXT: call i32 @dx.op.atomicBinOp.i32(i32 78, %dx.types.Handle [[WORDS:%[0-9]+]], i32 2, i32 16, i32 undef, i32 undef, i32 [[ID]])
// CHECK-NEXT: [[ADDRESS:%[0-9]+]] = shl i32 [[ID]], 2
// CHECK-NEXT: [[SWAPPED:%[0-9]+]] = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle [[WORDS]], i32 [[ADDRESS]], i32 undef, i32 undef, i32 7, i32 9)
// CHECK-NEXT: [[EXCHANGED:%[0-9]+]] = call i32 @dx.op.atomicBinOp.i32(i32 78, %dx.types.Handle [[WORDS]], i32 8, i32 8, i32 undef, i32 undef, i32 [[ID]])
// CHECK-NEXT: [[TYPED:%[0-9]+]] = call i32 @dx.op.atomicBinOp.i32(i32 78, %dx.types.Handle {{%[0-9]+}}, i32 5, i32 [[ID]], i32 undef, i32 undef, i32 -2)
// CHECK-NEXT: [[SUM:%[0-9]+]] = add i32 [[SWAPPED]], [[BEFORE]]
// CHECK-NEXT: [[SUM2:%[0-9]+]] = add i32 [[SUM]], [[EXCHANGED]]
// CHECK-NEXT: [[TOTAL:%[0-9]+]] = add i32 [[SUM2]], [[TYPED]]
// CHECK-NEXT: call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle {{%[0-9]+}}, i32 [[ID]], i32 0, i32 [[TOTAL]], i32 undef, i32 undef, i32 undef, i8 1, i32 4)
// CHECK-NOT: atomicrmw
// CHECK-NOT: cmpxchg
