; ModuleID = 'texel'
source_filename = "texel"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.6-compute"

%"Texture2D<float4>" = type { <4 x float> }
%"RWStructuredBuffer<float4>" = type { <4 x float> }
%SamplerState = type { i32 }
%dx.types.Handle = type { ptr }
%dx.types.ResBind = type { i32, i32, i32, i8 }
%dx.types.ResourceProperties = type { i32, i32 }
%dx.types.ResRet.f32 = type { float, float, float, float, i32 }

@.str = private unnamed_addr constant [4 x i8] c"Out\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"Env\00", align 1
@.str.2 = private unnamed_addr constant [7 x i8] c"Linear\00", align 1
@Env = external constant %"Texture2D<float4>"
@Out = external constant %"RWStructuredBuffer<float4>"
@Linear = external constant %SamplerState

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: read, target_mem0: read, target_mem1: read)
define void @main() local_unnamed_addr #0 {
entry:
  %0 = call i32 @dx.op.threadId.i32(i32 93, i32 0)
  %1 = uitofp i32 %0 to float
  %2 = fmul float %1, 6.250000e-02
  %3 = fadd float %2, -5.000000e-01
  %4 = insertelement <3 x float> <float poison, float 0x3FB99999A0000000, float 1.000000e+00>, float %3, i64 0
  %5 = fmul <3 x float> %4, %4
  %shift = shufflevector <3 x float> %5, <3 x float> poison, <3 x i32> <i32 1, i32 poison, i32 poison>
  %foldExtExtBinop = fadd <3 x float> %5, %shift
  %shift19 = shufflevector <3 x float> %5, <3 x float> poison, <3 x i32> <i32 2, i32 poison, i32 poison>
  %foldExtExtBinop20 = fadd <3 x float> %shift19, %foldExtExtBinop
  %6 = extractelement <3 x float> %foldExtExtBinop20, i64 0
  %7 = tail call float @llvm.sqrt.f32(float %6)
  %8 = insertelement <3 x float> poison, float %7, i64 0
  %9 = shufflevector <3 x float> %8, <3 x float> poison, <3 x i32> zeroinitializer
  %10 = fdiv <3 x float> %4, %9
  %11 = fmul <3 x float> %10, <float 0.000000e+00, float 0.000000e+00, float -3.000000e+00>
  %shift22 = shufflevector <3 x float> %11, <3 x float> poison, <3 x i32> <i32 1, i32 poison, i32 poison>
  %foldExtExtBinop23 = fadd <3 x float> %11, %shift22
  %shift25 = shufflevector <3 x float> %11, <3 x float> poison, <3 x i32> <i32 2, i32 poison, i32 poison>
  %foldExtExtBinop26 = fadd <3 x float> %shift25, %foldExtExtBinop23
  %12 = extractelement <3 x float> %foldExtExtBinop26, i64 0
  %13 = fmul float %12, %12
  %14 = fadd float %13, -8.000000e+00
  %15 = fcmp olt float %14, 0.000000e+00
  %16 = fneg float %12
  %17 = tail call float @llvm.sqrt.f32(float %14)
  %18 = fsub float %16, %17
  %19 = select i1 %15, float -1.000000e+00, float %18
  %20 = insertelement <3 x float> poison, float %19, i64 0
  %21 = shufflevector <3 x float> %20, <3 x float> poison, <3 x i32> zeroinitializer
  %22 = fmul <3 x float> %10, %21
  %23 = fadd <3 x float> %22, <float 0.000000e+00, float 0.000000e+00, float -3.000000e+00>
  %24 = fmul <3 x float> %23, %23
  %shift28 = shufflevector <3 x float> %24, <3 x float> poison, <3 x i32> <i32 1, i32 poison, i32 poison>
  %foldExtExtBinop29 = fadd <3 x float> %24, %shift28
  %shift31 = shufflevector <3 x float> %24, <3 x float> poison, <3 x i32> <i32 2, i32 poison, i32 poison>
  %foldExtExtBinop32 = fadd <3 x float> %shift31, %foldExtExtBinop29
  %25 = extractelement <3 x float> %foldExtExtBinop32, i64 0
  %26 = tail call float @llvm.sqrt.f32(float %25)
  %27 = insertelement <3 x float> poison, float %26, i64 0
  %28 = tail call float @llvm.floor.f32(float %19)
  %29 = fsub float %19, %28
  %30 = shufflevector <3 x float> %23, <3 x float> poison, <2 x i32> <i32 0, i32 1>
  %31 = shufflevector <3 x float> %27, <3 x float> poison, <2 x i32> zeroinitializer
  %32 = fdiv <2 x float> %30, %31
  %33 = fmul <2 x float> %32, splat (float 5.000000e-01)
  %34 = fadd <2 x float> %33, splat (float 5.000000e-01)
  %35 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind zeroinitializer, i32 0, i1 false)
  %36 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %35, %dx.types.ResourceProperties { i32 2, i32 1033 })
  %37 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 1, i32 1, i32 0, i8 3 }, i32 1, i1 false)
  %38 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %37, %dx.types.ResourceProperties { i32 14, i32 0 })
  %39 = extractelement <2 x float> %34, i32 0
  %40 = extractelement <2 x float> %34, i32 1
  %41 = call %dx.types.ResRet.f32 @dx.op.sampleLevel.f32(i32 62, %dx.types.Handle %36, %dx.types.Handle %38, float %39, float %40, float undef, float undef, i32 undef, i32 undef, i32 undef, float 0.000000e+00)
  %42 = extractvalue %dx.types.ResRet.f32 %41, 0
  %43 = insertelement <4 x float> poison, float %42, i32 0
  %44 = extractvalue %dx.types.ResRet.f32 %41, 1
  %45 = insertelement <4 x float> %43, float %44, i32 1
  %46 = extractvalue %dx.types.ResRet.f32 %41, 2
  %47 = insertelement <4 x float> %45, float %46, i32 2
  %48 = extractvalue %dx.types.ResRet.f32 %41, 3
  %49 = insertelement <4 x float> %47, float %48, i32 3
  %50 = insertelement <4 x float> poison, float %29, i64 0
  %51 = shufflevector <4 x float> %50, <4 x float> poison, <4 x i32> zeroinitializer
  %52 = fmul <4 x float> %49, %51
  %53 = fadd <4 x float> %52, zeroinitializer
  %54 = insertelement <2 x float> poison, float %29, i64 0
  %55 = fmul float %29, %29
  %56 = insertelement <2 x float> %54, float %55, i64 1
  %57 = extractelement <2 x float> %56, i32 0
  %58 = extractelement <2 x float> %56, i32 1
  %59 = call %dx.types.ResRet.f32 @dx.op.sampleLevel.f32(i32 62, %dx.types.Handle %36, %dx.types.Handle %38, float %57, float %58, float undef, float undef, i32 undef, i32 undef, i32 undef, float 0.000000e+00)
  %60 = extractvalue %dx.types.ResRet.f32 %59, 0
  %61 = insertelement <4 x float> poison, float %60, i32 0
  %62 = extractvalue %dx.types.ResRet.f32 %59, 1
  %63 = insertelement <4 x float> %61, float %62, i32 1
  %64 = extractvalue %dx.types.ResRet.f32 %59, 2
  %65 = insertelement <4 x float> %63, float %64, i32 2
  %66 = extractvalue %dx.types.ResRet.f32 %59, 3
  %67 = insertelement <4 x float> %65, float %66, i32 3
  %68 = fsub float 1.000000e+00, %29
  %69 = insertelement <4 x float> poison, float %68, i64 0
  %70 = shufflevector <4 x float> %69, <4 x float> poison, <4 x i32> zeroinitializer
  %71 = fmul <4 x float> %67, %70
  %72 = fadd <4 x float> %53, %71
  %73 = fcmp olt float %19, 0.000000e+00
  %74 = insertelement <4 x float> poison, float %28, i64 0
  %75 = shufflevector <4 x float> %74, <4 x float> poison, <4 x i32> zeroinitializer
  %76 = fadd <4 x float> %75, %72
  %77 = select i1 %73, <4 x float> <float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 1.000000e+00>, <4 x float> %76
  %78 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 2, i32 2, i32 0, i8 1 }, i32 2, i1 false)
  %79 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %78, %dx.types.ResourceProperties { i32 4108, i32 16 })
  %80 = extractelement <4 x float> %77, i32 0
  %81 = extractelement <4 x float> %77, i32 1
  %82 = extractelement <4 x float> %77, i32 2
  %83 = extractelement <4 x float> %77, i32 3
  call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle %79, i32 %0, i32 0, float %80, float %81, float %82, float %83, i8 15, i32 4)
  ret void
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.floor.f32(float) #1

; Function Attrs: nounwind
declare %dx.types.Handle @dx.op.createHandleFromBinding(i32, %dx.types.ResBind, i32, i1) #2

; Function Attrs: nounwind
declare %dx.types.Handle @dx.op.annotateHandle(i32, %dx.types.Handle, %dx.types.ResourceProperties) #2

; Function Attrs: nounwind
declare %dx.types.ResRet.f32 @dx.op.sampleLevel.f32(i32, %dx.types.Handle, %dx.types.Handle, float, float, float, float, i32, i32, i32, float) #2

; Function Attrs: nounwind
declare void @dx.op.rawBufferStore.f32(i32, %dx.types.Handle, i32, i32, float, float, float, float, i8, i32) #2

; Function Attrs: nounwind
declare i32 @dx.op.threadId.i32(i32, i32) #2

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: read, target_mem0: read, target_mem1: read) "hlsl.numthreads"="16,1,1" "hlsl.shader"="compute" }
attributes #1 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind }

!dx.resources = !{!0}
!dx.entryPoints = !{!9}
!dx.shaderModel = !{!12}
!dx.version = !{!13}
!dx.valver = !{!14}

!0 = !{!1, !4, null, !7}
!1 = !{!2}
!2 = !{i32 0, ptr @Env, !"Env", i32 0, i32 0, i32 1, i32 2, i32 0, !3}
!3 = !{i32 0, i32 9}
!4 = !{!5}
!5 = !{i32 0, ptr @Out, !"Out", i32 0, i32 2, i32 1, i32 12, i1 false, i1 false, i1 false, !6}
!6 = !{i32 1, i32 16}
!7 = !{!8}
!8 = !{i32 0, ptr @Linear, !"Linear", i32 0, i32 1, i32 1, i32 0, null}
!9 = !{ptr @main, !"main", null, !0, !10}
!10 = !{i32 4, !11}
!11 = !{i32 16, i32 1, i32 1}
!12 = !{!"cs", i32 6, i32 6}
!13 = !{i32 1, i32 6}
!14 = !{i32 1, i32 8}
