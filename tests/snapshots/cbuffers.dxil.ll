; ModuleID = 'texel'
source_filename = "texel"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.6-compute"

%"RWStructuredBuffer<float4>" = type { <4 x float> }
%Frame = type { float, i32, <2 x float>, { [2 x { float }], float }, <4 x float>, %__cblayout_struct.Light }
%__cblayout_struct.Light = type <{ <3 x float>, float }>
%Settings = type { %__cblayout_struct.Params }
%__cblayout_struct.Params = type <{ i32, float }>
%dx.types.Handle = type { ptr }
%dx.types.ResBind = type { i32, i32, i32, i8 }
%dx.types.ResourceProperties = type { i32, i32 }
%dx.types.CBufRet.i32 = type { i32, i32, i32, i32 }
%dx.types.CBufRet.f32 = type { float, float, float, float }

@Frame.str = private unnamed_addr constant [6 x i8] c"Frame\00", align 1
@Settings.str = private unnamed_addr constant [9 x i8] c"Settings\00", align 1
@.str = private unnamed_addr constant [4 x i8] c"Out\00", align 1
@Out = external constant %"RWStructuredBuffer<float4>"
@Frame = external constant %Frame
@Settings = external constant %Settings

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: write, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define void @main() local_unnamed_addr #0 {
entry:
  %0 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 2 }, i32 0, i1 false)
  %1 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %0, %dx.types.ResourceProperties { i32 13, i32 96 })
  %2 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 1, i8 2 }, i32 0, i1 false)
  %3 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %2, %dx.types.ResourceProperties { i32 13, i32 8 })
  %4 = call i32 @dx.op.threadId.i32(i32 93, i32 0)
  %5 = call %dx.types.CBufRet.i32 @dx.op.cbufferLoadLegacy.i32(i32 59, %dx.types.Handle %3, i32 0)
  %6 = extractvalue %dx.types.CBufRet.i32 %5, 0
  %.not = icmp ult i32 %4, %6
  br i1 %.not, label %if.end, label %common.ret

common.ret:                                       ; preds = %entry, %if.end
  ret void

if.end:                                           ; preds = %entry
  %7 = insertelement <2 x i32> poison, i32 %4, i64 0
  %8 = call i32 @dx.op.threadId.i32(i32 93, i32 1)
  %9 = insertelement <2 x i32> %7, i32 %8, i64 1
  %10 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 2, i32 2, i32 0, i8 1 }, i32 2, i1 false)
  %11 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %10, %dx.types.ResourceProperties { i32 4108, i32 16 })
  %12 = urem i32 %4, 3
  %13 = add i32 %12, 1
  %14 = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %1, i32 %13)
  %15 = extractvalue %dx.types.CBufRet.f32 %14, 0
  %16 = uitofp <2 x i32> %9 to <2 x float>
  %17 = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %1, i32 0)
  %18 = extractvalue %dx.types.CBufRet.f32 %17, 2
  %19 = insertelement <2 x float> poison, float %18, i32 0
  %20 = extractvalue %dx.types.CBufRet.f32 %17, 3
  %21 = insertelement <2 x float> %19, float %20, i32 1
  %22 = fdiv <2 x float> %16, %21
  %23 = shufflevector <2 x float> %22, <2 x float> poison, <3 x i32> <i32 0, i32 1, i32 poison>
  %24 = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %1, i32 5)
  %25 = extractvalue %dx.types.CBufRet.f32 %24, 0
  %26 = insertelement <3 x float> poison, float %25, i32 0
  %27 = extractvalue %dx.types.CBufRet.f32 %24, 1
  %28 = insertelement <3 x float> %26, float %27, i32 1
  %29 = extractvalue %dx.types.CBufRet.f32 %24, 2
  %30 = insertelement <3 x float> %28, float %29, i32 2
  %31 = insertelement <3 x float> %23, float 1.000000e+00, i64 2
  %32 = fmul <3 x float> %30, %31
  %shift = shufflevector <3 x float> %32, <3 x float> poison, <3 x i32> <i32 1, i32 poison, i32 poison>
  %foldExtExtBinop = fadd <3 x float> %32, %shift
  %shift9 = shufflevector <3 x float> %32, <3 x float> poison, <3 x i32> <i32 2, i32 poison, i32 poison>
  %foldExtExtBinop10 = fadd <3 x float> %shift9, %foldExtExtBinop
  %33 = extractelement <3 x float> %foldExtExtBinop10, i64 0
  %34 = tail call float @llvm.maxnum.f32(float %33, float 0.000000e+00)
  %35 = tail call float @llvm.minnum.f32(float %34, float 1.000000e+00)
  %36 = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %1, i32 5)
  %37 = extractvalue %dx.types.CBufRet.f32 %36, 3
  %38 = fmul float %37, %35
  %39 = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %1, i32 4)
  %40 = extractvalue %dx.types.CBufRet.f32 %39, 0
  %41 = insertelement <4 x float> poison, float %40, i32 0
  %42 = extractvalue %dx.types.CBufRet.f32 %39, 1
  %43 = insertelement <4 x float> %41, float %42, i32 1
  %44 = extractvalue %dx.types.CBufRet.f32 %39, 2
  %45 = insertelement <4 x float> %43, float %44, i32 2
  %46 = extractvalue %dx.types.CBufRet.f32 %39, 3
  %47 = insertelement <4 x float> %45, float %46, i32 3
  %48 = fmul float %15, %38
  %49 = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %3, i32 0)
  %50 = extractvalue %dx.types.CBufRet.f32 %49, 1
  %51 = fadd float %50, %48
  %52 = insertelement <4 x float> poison, float %51, i64 0
  %53 = shufflevector <4 x float> %52, <4 x float> poison, <4 x i32> zeroinitializer
  %54 = fmul <4 x float> %47, %53
  %55 = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %1, i32 0)
  %56 = extractvalue %dx.types.CBufRet.f32 %55, 0
  %57 = call %dx.types.CBufRet.i32 @dx.op.cbufferLoadLegacy.i32(i32 59, %dx.types.Handle %1, i32 0)
  %58 = extractvalue %dx.types.CBufRet.i32 %57, 1
  %59 = uitofp i32 %58 to float
  %60 = insertelement <4 x float> <float poison, float poison, float 0.000000e+00, float 0.000000e+00>, float %56, i64 0
  %61 = insertelement <4 x float> %60, float %59, i64 1
  %62 = fadd <4 x float> %61, %54
  %63 = extractelement <4 x float> %62, i32 0
  %64 = extractelement <4 x float> %62, i32 1
  %65 = extractelement <4 x float> %62, i32 2
  %66 = extractelement <4 x float> %62, i32 3
  call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle %11, i32 %4, i32 0, float %63, float %64, float %65, float %66, i8 15, i32 4)
  br label %common.ret
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #1

; Function Attrs: nounwind
declare %dx.types.Handle @dx.op.createHandleFromBinding(i32, %dx.types.ResBind, i32, i1) #2

; Function Attrs: nounwind
declare %dx.types.Handle @dx.op.annotateHandle(i32, %dx.types.Handle, %dx.types.ResourceProperties) #2

; Function Attrs: nounwind
declare void @dx.op.rawBufferStore.f32(i32, %dx.types.Handle, i32, i32, float, float, float, float, i8, i32) #2

; Function Attrs: nounwind
declare %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32, %dx.types.Handle, i32) #2

; Function Attrs: nounwind
declare %dx.types.CBufRet.i32 @dx.op.cbufferLoadLegacy.i32(i32, %dx.types.Handle, i32) #2

; Function Attrs: nounwind
declare i32 @dx.op.threadId.i32(i32, i32) #2

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: write, inaccessiblemem: none, target_mem0: none, target_mem1: none) "hlsl.numthreads"="8,1,1" "hlsl.shader"="compute" }
attributes #1 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind }

!dx.resources = !{!0}
!dx.entryPoints = !{!7}
!dx.shaderModel = !{!10}
!dx.version = !{!11}
!dx.valver = !{!12}

!0 = !{null, !1, !4, null}
!1 = !{!2}
!2 = !{i32 0, ptr @Out, !"Out", i32 0, i32 2, i32 1, i32 12, i1 false, i1 false, i1 false, !3}
!3 = !{i32 1, i32 16}
!4 = !{!5, !6}
!5 = !{i32 0, ptr @Frame, !"Frame", i32 0, i32 0, i32 1, i32 96, null}
!6 = !{i32 1, ptr @Settings, !"Settings", i32 1, i32 0, i32 1, i32 8, null}
!7 = !{ptr @main, !"main", null, !0, !8}
!8 = !{i32 4, !9}
!9 = !{i32 8, i32 1, i32 1}
!10 = !{!"cs", i32 6, i32 6}
!11 = !{i32 1, i32 6}
!12 = !{i32 1, i32 8}
