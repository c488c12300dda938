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
  %6 = extractelement <3 x float> %5, i64 0
  %7 = extractelement <3 x float> %5, i64 1
  %8 = fadd float %6, %7
  %9 = extractelement <3 x float> %5, i64 2
  %10 = fadd float %9, %8
  %11 = tail call float @llvm.sqrt.f32(float %10)
  %12 = insertelement <3 x float> poison, float %11, i64 0
  %13 = shufflevector <3 x float> %12, <3 x float> poison, <3 x i32> zeroinitializer
  %14 = fdiv <3 x float> %4, %13
  %15 = fmul <3 x float> %14, <float 0.000000e+00, float 0.000000e+00, float -3.000000e+00>
  %16 = extractelement <3 x float> %15, i64 0
  %17 = extractelement <3 x float> %15, i64 1
  %18 = fadd float %16, %17
  %19 = extractelement <3 x float> %15, i64 2
  %20 = fadd float %19, %18
  %21 = fmul float %20, %20
  %22 = fadd float %21, -8.000000e+00
  %23 = fcmp olt float %22, 0.000000e+00
  %24 = fneg float %20
  %25 = tail call float @llvm.sqrt.f32(float %22)
  %26 = fsub float %24, %25
  %27 = select i1 %23, float -1.000000e+00, float %26
  %28 = insertelement <3 x float> poison, float %27, i64 0
  %29 = shufflevector <3 x float> %28, <3 x float> poison, <3 x i32> zeroinitializer
  %30 = fmul <3 x float> %14, %29
  %31 = fadd <3 x float> %30, <float 0.000000e+00, float 0.000000e+00, float -3.000000e+00>
  %32 = fmul <3 x float> %31, %31
  %33 = extractelement <3 x float> %32, i64 0
  %34 = extractelement <3 x float> %32, i64 1
  %35 = fadd float %33, %34
  %36 = extractelement <3 x float> %32, i64 2
  %37 = fadd float %36, %35
  %38 = tail call float @llvm.sqrt.f32(float %37)
  %39 = insertelement <3 x float> poison, float %38, i64 0
  %40 = shufflevector <3 x float> %39, <3 x float> poison, <3 x i32> <i32 0, i32 0, i32 poison>
  %41 = fdiv <3 x float> %31, %40
  %42 = tail call float @llvm.floor.f32(float %27)
  %43 = fsub float %27, %42
  %44 = shufflevector <3 x float> %41, <3 x float> poison, <2 x i32> <i32 0, i32 1>
  %45 = fmul <2 x float> %44, splat (float 5.000000e-01)
  %46 = fadd <2 x float> %45, splat (float 5.000000e-01)
  %47 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind zeroinitializer, i32 0, i1 false)
  %48 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %47, %dx.types.ResourceProperties { i32 2, i32 1033 })
  %49 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 1, i32 1, i32 0, i8 3 }, i32 1, i1 false)
  %50 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %49, %dx.types.ResourceProperties { i32 14, i32 0 })
  %51 = extractelement <2 x float> %46, i32 0
  %52 = extractelement <2 x float> %46, i32 1
  %53 = call %dx.types.ResRet.f32 @dx.op.sampleLevel.f32(i32 62, %dx.types.Handle %48, %dx.types.Handle %50, float %51, float %52, float undef, float undef, i32 undef, i32 undef, i32 undef, float 0.000000e+00)
  %54 = extractvalue %dx.types.ResRet.f32 %53, 0
  %55 = insertelement <4 x float> poison, float %54, i32 0
  %56 = extractvalue %dx.types.ResRet.f32 %53, 1
  %57 = insertelement <4 x float> %55, float %56, i32 1
  %58 = extractvalue %dx.types.ResRet.f32 %53, 2
  %59 = insertelement <4 x float> %57, float %58, i32 2
  %60 = extractvalue %dx.types.ResRet.f32 %53, 3
  %61 = insertelement <4 x float> %59, float %60, i32 3
  %62 = insertelement <4 x float> poison, float %43, i64 0
  %63 = shufflevector <4 x float> %62, <4 x float> poison, <4 x i32> zeroinitializer
  %64 = fmul <4 x float> %61, %63
  %65 = fadd <4 x float> %64, zeroinitializer
  %66 = insertelement <2 x float> poison, float %43, i64 0
  %67 = fmul float %43, %43
  %68 = insertelement <2 x float> %66, float %67, i64 1
  %69 = extractelement <2 x float> %68, i32 0
  %70 = extractelement <2 x float> %68, i32 1
  %71 = call %dx.types.ResRet.f32 @dx.op.sampleLevel.f32(i32 62, %dx.types.Handle %48, %dx.types.Handle %50, float %69, float %70, float undef, float undef, i32 undef, i32 undef, i32 undef, float 0.000000e+00)
  %72 = extractvalue %dx.types.ResRet.f32 %71, 0
  %73 = insertelement <4 x float> poison, float %72, i32 0
  %74 = extractvalue %dx.types.ResRet.f32 %71, 1
  %75 = insertelement <4 x float> %73, float %74, i32 1
  %76 = extractvalue %dx.types.ResRet.f32 %71, 2
  %77 = insertelement <4 x float> %75, float %76, i32 2
  %78 = extractvalue %dx.types.ResRet.f32 %71, 3
  %79 = insertelement <4 x float> %77, float %78, i32 3
  %80 = fsub float 1.000000e+00, %43
  %81 = insertelement <4 x float> poison, float %80, i64 0
  %82 = shufflevector <4 x float> %81, <4 x float> poison, <4 x i32> zeroinitializer
  %83 = fmul <4 x float> %79, %82
  %84 = fadd <4 x float> %65, %83
  %85 = fcmp olt float %27, 0.000000e+00
  %86 = insertelement <4 x float> poison, float %42, i64 0
  %87 = shufflevector <4 x float> %86, <4 x float> poison, <4 x i32> zeroinitializer
  %88 = fadd <4 x float> %87, %84
  %89 = select i1 %85, <4 x float> <float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 1.000000e+00>, <4 x float> %88
  %90 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 2, i32 2, i32 0, i8 1 }, i32 2, i1 false)
  %91 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %90, %dx.types.ResourceProperties { i32 4108, i32 16 })
  %92 = extractelement <4 x float> %89, i32 0
  %93 = extractelement <4 x float> %89, i32 1
  %94 = extractelement <4 x float> %89, i32 2
  %95 = extractelement <4 x float> %89, i32 3
  call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle %91, i32 %0, i32 0, float %92, float %93, float %94, float %95, i8 15, i32 4)
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
