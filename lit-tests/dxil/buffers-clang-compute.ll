; A complete compute shader as clang-22 emits it (the input below is the
; unedited output of
;   clang-22 -cc1 -triple dxil-pc-shadermodel6.6-compute -x hlsl -O3 -emit-llvm
; for
;   RWBuffer<vector<float, 4> > Out : register(u0);
;   Buffer<vector<float, 4> > In : register(t0);
;   [numthreads(8, 1, 1)]
;   void main(vector<unsigned int, 3> id : SV_DispatchThreadID) {
;     Out[id.x] = In[id.x] * 2;
;   }
; ) lowers completely: no llvm.dx.* call or declaration is left, and the
; module gets the !dx metadata of DXIL.md. clang already wrote
; !dx.valver = !{!{i32 1, i32 8}}; the module must still have exactly one
; validator version.
;
; RUN: %opt -load-pass-plugin=%plugin -passes=texel-dxil,texel-dxil-verify-ops -S %s | FileCheck %s
; RUN: %opt -load-pass-plugin=%plugin -passes=texel-dxil,texel-dxil-verify-ops -S %s | FileCheck %s --check-prefix=NODX
; NODX-NOT: llvm.dx.

; CHECK: @In = external constant %"Buffer<float4>"
; CHECK: @Out = external constant %"RWBuffer<float4>"
; CHECK-LABEL: define void @main() local_unnamed_addr #0 {
; CHECK-NEXT: entry:
; CHECK-NEXT: [[OUTB:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 1 }, i32 0, i1 false)
; CHECK-NEXT: [[OUT:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[OUTB]], %dx.types.ResourceProperties { i32 4106, i32 1033 })
; CHECK-NEXT: [[INB:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind zeroinitializer, i32 0, i1 false)
; CHECK-NEXT: [[IN:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[INB]], %dx.types.ResourceProperties { i32 10, i32 1033 })
; CHECK-NEXT: [[ID:%.*]] = call i32 @dx.op.threadId.i32(i32 93, i32 0)
; CHECK-NEXT: [[R:%.*]] = call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle [[IN]], i32 [[ID]], i32 undef)
; CHECK-NEXT: [[E0:%.*]] = extractvalue %dx.types.ResRet.f32 [[R]], 0
; CHECK-NEXT: [[L0:%.*]] = insertelement <4 x float> poison, float [[E0]], i32 0
; CHECK-NEXT: [[E1:%.*]] = extractvalue %dx.types.ResRet.f32 [[R]], 1
; CHECK-NEXT: [[L1:%.*]] = insertelement <4 x float> [[L0]], float [[E1]], i32 1
; CHECK-NEXT: [[E2:%.*]] = extractvalue %dx.types.ResRet.f32 [[R]], 2
; CHECK-NEXT: [[L2:%.*]] = insertelement <4 x float> [[L1]], float [[E2]], i32 2
; CHECK-NEXT: [[E3:%.*]] = extractvalue %dx.types.ResRet.f32 [[R]], 3
; CHECK-NEXT: [[L3:%.*]] = insertelement <4 x float> [[L2]], float [[E3]], i32 3
; CHECK-NEXT: [[MUL:%.*]] = fmul reassoc nnan ninf nsz arcp afn <4 x float> [[L3]], splat (float 2.000000e+00)
; CHECK-NEXT: [[V0:%.*]] = extractelement <4 x float> [[MUL]], i32 0
; CHECK-NEXT: [[V1:%.*]] = extractelement <4 x float> [[MUL]], i32 1
; CHECK-NEXT: [[V2:%.*]] = extractelement <4 x float> [[MUL]], i32 2
; CHECK-NEXT: [[V3:%.*]] = extractelement <4 x float> [[MUL]], i32 3
; CHECK-NEXT: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle [[OUT]], i32 [[ID]], i32 undef, float [[V0]], float [[V1]], float [[V2]], float [[V3]], i8 15)
; CHECK-NEXT: ret void
; CHECK-NEXT: }

; CHECK: !dx.valver = !{[[VALVER:![0-9]+]]}{{$}}
; CHECK: !dx.resources = !{[[RES:![0-9]+]]}
; CHECK: !dx.entryPoints = !{[[ENTRY:![0-9]+]]}
; CHECK: !dx.shaderModel = !{[[SM:![0-9]+]]}
; CHECK: !dx.version = !{[[VER:![0-9]+]]}
; CHECK: [[VALVER]] = !{i32 1, i32 8}
; CHECK: [[RES]] = !{[[SRVS:![0-9]+]], [[UAVS:![0-9]+]], null, null}
; CHECK: [[SRVS]] = !{[[INREC:![0-9]+]]}
; CHECK: [[INREC]] = !{i32 0, ptr @In, !"In", i32 0, i32 0, i32 1, i32 10, i32 0, [[F32:![0-9]+]]}
; CHECK: [[F32]] = !{i32 0, i32 9}
; CHECK: [[UAVS]] = !{[[OUTREC:![0-9]+]]}
; CHECK: [[OUTREC]] = !{i32 0, ptr @Out, !"Out", i32 0, i32 0, i32 1, i32 10, i1 false, i1 false, i1 false, [[F32]]}
; CHECK: [[ENTRY]] = !{ptr @main, !"main", null, [[RES]], [[PROPS:![0-9]+]]}
; CHECK: [[PROPS]] = !{i32 4, [[SHAPE:![0-9]+]]}
; CHECK: [[SHAPE]] = !{i32 8, i32 1, i32 1}
; CHECK: [[SM]] = !{!"cs", i32 6, i32 6}
; CHECK: [[VER]] = !{i32 1, i32 6}


target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-pc-shadermodel6.6-compute"

@.str = private unnamed_addr constant [4 x i8] c"Out\00", align 1
@.str.2 = private unnamed_addr constant [3 x i8] c"In\00", align 1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define void @main() local_unnamed_addr #0 {
entry:
  %0 = tail call target("dx.TypedBuffer", <4 x float>, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_v4f32_1_0_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str)
  %1 = tail call target("dx.TypedBuffer", <4 x float>, 0, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_v4f32_0_0_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str.2)
  %2 = tail call i32 @llvm.dx.thread.id(i32 0)
  %3 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_v4f32_0_0_0t(target("dx.TypedBuffer", <4 x float>, 0, 0, 0) %1, i32 %2)
  %4 = load <4 x float>, ptr %3, align 16, !tbaa !7
  %mul.i = fmul reassoc nnan ninf nsz arcp afn <4 x float> %4, splat (float 2.000000e+00)
  %5 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_v4f32_1_0_0t(target("dx.TypedBuffer", <4 x float>, 1, 0, 0) %0, i32 %2)
  store <4 x float> %mul.i, ptr %5, align 16, !tbaa !7
  ret void
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.dx.thread.id(i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.TypedBuffer", <4 x float>, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_v4f32_1_0_0t(i32, i32, i32, i32, ptr) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.TypedBuffer", <4 x float>, 0, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_v4f32_0_0_0t(i32, i32, i32, i32, ptr) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_v4f32_1_0_0t(target("dx.TypedBuffer", <4 x float>, 1, 0, 0), i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_v4f32_0_0_0t(target("dx.TypedBuffer", <4 x float>, 0, 0, 0), i32) #2

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "hlsl.numthreads"="8,1,1" "hlsl.shader"="compute" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { mustprogress nofree nosync nounwind willreturn memory(none) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }

!llvm.module.flags = !{!0}
!dx.valver = !{!1}
!llvm.ident = !{!2}
!llvm.errno.tbaa = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, i32 8}
!2 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!3 = !{!4, !4, i64 0}
!4 = !{!"int", !5, i64 0}
!5 = !{!"omnipotent char", !6, i64 0}
!6 = !{!"Simple C++ TBAA"}
!7 = !{!5, !5, i64 0}
