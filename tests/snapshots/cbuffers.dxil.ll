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
  %33 = extractelement <3 x float> %32, i64 0
  %34 = extractelement <3 x float> %32, i64 1
  %35 = fadd float %33, %34
  %36 = extractelement <3 x float> %32, i64 2
  %37 = fadd float %36, %35
  %38 = tail call float @llvm.maxnum.f32(float %37, float 0.000000e+00)
  %39 = tail call float @llvm.minnum.f32(float %38, float 1.000000e+00)
  %40 = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %1, i32 5)
  %41 = extractvalue %dx.types.CBufRet.f32 %40, 3
  %42 = fmul float %41, %39
  %43 = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %1, i32 4)
  %44 = extractvalue %dx.types.CBufRet.f32 %43, 0
  %45 = insertelement <4 x float> poison, float %44, i32 0
  %46 = extractvalue %dx.types.CBufRet.f32 %43, 1
  %47 = insertelement <4 x float> %45, float %46, i32 1
  %48 = extractvalue %dx.types.CBufRet.f32 %43, 2
  %49 = insertelement <4 x float> %47, float %48, i32 2
  %50 = extractvalue %dx.types.CBufRet.f32 %43, 3
  %51 = insertelement <4 x float> %49, float %50, i32 3
  %52 = fmul float %15, %42
  %53 = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %3, i32 0)
  %54 = extractvalue %dx.types.CBufRet.f32 %53, 1
  %55 = fadd float %54, %52
  %56 = insertelement <4 x float> poison, float %55, i64 0
  %57 = shufflevector <4 x float> %56, <4 x float> poison, <4 x i32> zeroinitializer
  %58 = fmul <4 x float> %51, %57
  %59 = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %1, i32 0)
  %60 = extractvalue %dx.types.CBufRet.f32 %59, 0
  %61 = call %dx.types.CBufRet.i32 @dx.op.cbufferLoadLegacy.i32(i32 59, %dx.types.Handle %1, i32 0)
  %62 = extractvalue %dx.types.CBufRet.i32 %61, 1
  %63 = uitofp i32 %62 to float
  %64 = insertelement <4 x float> <float poison, float poison, float 0.000000e+00, float 0.000000e+00>, float %60, i64 0
  %65 = insertelement <4 x float> %64, float %63, i64 1
  %66 = fadd <4 x float> %65, %58
  %67 = extractelement <4 x float> %66, i32 0
  %68 = extractelement <4 x float> %66, i32 1
  %69 = extractelement <4 x float> %66, i32 2
  %70 = extractelement <4 x float> %66, i32 3
  call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle %11, i32 %4, i32 0, float %67, float %68, float %69, float %70, i8 15, i32 4)
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
