; A complete compute shader with byte-address buffers as texel's front end
; emits it: the input below is the unedited output of
; `texel -T cs_6_6 -E main --emit=ir` for
;
;   ByteAddressBuffer In : register(t0);
;   RWByteAddressBuffer Out : register(u0);
;
;   [numthreads(64, 1, 1)]
;   void main(uint3 tid : SV_DispatchThreadID) {
;     uint addr = tid.x * 16;
;     uint a = In.Load(addr);
;     uint2 b = In.Load2(addr + 4);
;     uint3 c = In.Load3(32);
;     uint4 d = In.Load4(addr);
;     Out.Store(addr, a + c.z);
;     Out.Store2(addr + 8, b);
;     Out.Store3(48, c);
;     Out.Store4(addr + 64, d);
;   }
;
; Each Load / Store is a getpointer at the byte address plus a load or store of
; uint1..4: RawBufferLoad / RawBufferStore with the address as the index, an
; undef element offset, masks 1, 3, 7, 15 and alignment 4. A loaded vector
; stored again hands its ResRet fields straight to the store.
;
; RUN: %opt -load-pass-plugin=%plugin -passes=texel-dxil,texel-dxil-verify -S %s | FileCheck %s
; RUN: %opt -load-pass-plugin=%plugin -passes=texel-dxil,texel-dxil-verify -S %s | FileCheck %s --check-prefix=NODX
; NODX-NOT: llvm.dx.
; NODX-NOT: insertelement

; CHECK-LABEL: define void @main() local_unnamed_addr #0 {
; CHECK-NEXT: entry:
; CHECK-NEXT: [[INB:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind zeroinitializer, i32 0, i1 false)
; CHECK-NEXT: [[IN:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[INB]], %dx.types.ResourceProperties { i32 11, i32 0 })
; CHECK-NEXT: [[OUTB:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 1 }, i32 0, i1 false)
; CHECK-NEXT: [[OUT:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[OUTB]], %dx.types.ResourceProperties { i32 4107, i32 0 })
; CHECK-NEXT: [[TID:%.*]] = call i32 @dx.op.threadId.i32(i32 93, i32 0)
; CHECK-NEXT: [[ADDR:%.*]] = shl i32 [[TID]], 4
; CHECK-NEXT: [[RA:%.*]] = call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle [[IN]], i32 [[ADDR]], i32 undef, i8 1, i32 4)
; CHECK-NEXT: [[A:%.*]] = extractvalue %dx.types.ResRet.i32 [[RA]], 0
; CHECK-NEXT: [[ADDR4:%.*]] = or disjoint i32 [[ADDR]], 4
; CHECK-NEXT: [[RB:%.*]] = call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle [[IN]], i32 [[ADDR4]], i32 undef, i8 3, i32 4)
; CHECK-NEXT: [[B0:%.*]] = extractvalue %dx.types.ResRet.i32 [[RB]], 0
; CHECK-NEXT: [[B1:%.*]] = extractvalue %dx.types.ResRet.i32 [[RB]], 1
; CHECK-NEXT: [[RC:%.*]] = call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle [[IN]], i32 32, i32 undef, i8 7, i32 4)
; CHECK-NEXT: [[CZ:%.*]] = extractvalue %dx.types.ResRet.i32 [[RC]], 2
; CHECK-NEXT: [[C0:%.*]] = extractvalue %dx.types.ResRet.i32 [[RC]], 0
; CHECK-NEXT: [[C1:%.*]] = extractvalue %dx.types.ResRet.i32 [[RC]], 1
; CHECK-NEXT: [[RD:%.*]] = call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle [[IN]], i32 [[ADDR]], i32 undef, i8 15, i32 4)
; CHECK-NEXT: [[D0:%.*]] = extractvalue %dx.types.ResRet.i32 [[RD]], 0
; CHECK-NEXT: [[D1:%.*]] = extractvalue %dx.types.ResRet.i32 [[RD]], 1
; CHECK-NEXT: [[D2:%.*]] = extractvalue %dx.types.ResRet.i32 [[RD]], 2
; CHECK-NEXT: [[D3:%.*]] = extractvalue %dx.types.ResRet.i32 [[RD]], 3
; CHECK-NEXT: [[SUM:%.*]] = add i32 [[CZ]], [[A]]
; CHECK-NEXT: call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle [[OUT]], i32 [[ADDR]], i32 undef, i32 [[SUM]], i32 undef, i32 undef, i32 undef, i8 1, i32 4)
; CHECK-NEXT: [[ADDR8:%.*]] = or disjoint i32 [[ADDR]], 8
; CHECK-NEXT: call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle [[OUT]], i32 [[ADDR8]], i32 undef, i32 [[B0]], i32 [[B1]], i32 undef, i32 undef, i8 3, i32 4)
; CHECK-NEXT: call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle [[OUT]], i32 48, i32 undef, i32 [[C0]], i32 [[C1]], i32 [[CZ]], i32 undef, i8 7, i32 4)
; CHECK-NEXT: [[ADDR64:%.*]] = add i32 [[ADDR]], 64
; CHECK-NEXT: call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle [[OUT]], i32 [[ADDR64]], i32 undef, i32 [[D0]], i32 [[D1]], i32 [[D2]], i32 [[D3]], i8 15, i32 4)
; CHECK-NEXT: ret void

; CHECK: !{i32 0, ptr @In, !"In", i32 0, i32 0, i32 1, i32 11, i32 0, null}
; CHECK: !{i32 0, ptr @Out, !"Out", i32 0, i32 0, i32 1, i32 11, i1 false, i1 false, i1 false, null}

; ModuleID = 'texel'
source_filename = "texel"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.6-compute"

@.str = private unnamed_addr constant [3 x i8] c"In\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"Out\00", align 1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define void @main() local_unnamed_addr #0 {
entry:
  %0 = tail call target("dx.RawBuffer", i8, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i8_0_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str)
  %1 = tail call target("dx.RawBuffer", i8, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i8_1_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str.1)
  %2 = tail call i32 @llvm.dx.thread.id(i32 0)
  %3 = shl i32 %2, 4
  %4 = tail call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i8_0_0t(target("dx.RawBuffer", i8, 0, 0) %0, i32 %3)
  %5 = load i32, ptr %4, align 4
  %6 = or disjoint i32 %3, 4
  %7 = tail call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i8_0_0t(target("dx.RawBuffer", i8, 0, 0) %0, i32 %6)
  %8 = load <2 x i32>, ptr %7, align 4
  %9 = tail call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i8_0_0t(target("dx.RawBuffer", i8, 0, 0) %0, i32 32)
  %10 = load <3 x i32>, ptr %9, align 4
  %11 = load <4 x i32>, ptr %4, align 4
  %12 = tail call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i8_1_0t(target("dx.RawBuffer", i8, 1, 0) %1, i32 %3)
  %local3.8.vec.extract = extractelement <3 x i32> %10, i64 2
  %13 = add i32 %local3.8.vec.extract, %5
  store i32 %13, ptr %12, align 4
  %14 = or disjoint i32 %3, 8
  %15 = tail call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i8_1_0t(target("dx.RawBuffer", i8, 1, 0) %1, i32 %14)
  store <2 x i32> %8, ptr %15, align 4
  %16 = tail call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i8_1_0t(target("dx.RawBuffer", i8, 1, 0) %1, i32 48)
  store <3 x i32> %10, ptr %16, align 4
  %17 = add i32 %3, 64
  %18 = tail call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i8_1_0t(target("dx.RawBuffer", i8, 1, 0) %1, i32 %17)
  store <4 x i32> %11, ptr %18, align 4
  ret void
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.dx.thread.id(i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", i8, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i8_0_0t(i32, i32, i32, i32, ptr) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i8_0_0t(target("dx.RawBuffer", i8, 0, 0), i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", i8, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i8_1_0t(i32, i32, i32, i32, ptr) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i8_1_0t(target("dx.RawBuffer", i8, 1, 0), i32) #2

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "hlsl.numthreads"="64,1,1" "hlsl.shader"="compute" }
attributes #1 = { mustprogress nofree nosync nounwind willreturn memory(none) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
