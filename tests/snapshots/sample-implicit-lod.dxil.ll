; ModuleID = 'texel'
source_filename = "texel"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.6-compute"

%"Texture2D<float4>" = type { <4 x float> }
%"Texture2D<float>" = type { float }
%"RWTexture2D<float4>" = type { <4 x float> }
%SamplerState = type { i32 }
%SamplerComparisonState = type { i32 }
%dx.types.Handle = type { ptr }
%dx.types.ResBind = type { i32, i32, i32, i8 }
%dx.types.ResourceProperties = type { i32, i32 }
%dx.types.ResRet.f32 = type { float, float, float, float, i32 }

@.str = private unnamed_addr constant [7 x i8] c"Albedo\00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c"Linear\00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c"Depth\00", align 1
@.str.3 = private unnamed_addr constant [7 x i8] c"Shadow\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"Out\00", align 1
@Albedo = external constant %"Texture2D<float4>"
@Depth = external constant %"Texture2D<float>"
@Out = external constant %"RWTexture2D<float4>"
@Linear = external constant %SamplerState
@Shadow = external constant %SamplerComparisonState

; Function Attrs: convergent mustprogress nofree norecurse nosync nounwind willreturn
define void @main() local_unnamed_addr #0 {
entry:
  %0 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind zeroinitializer, i32 0, i1 false)
  %1 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %0, %dx.types.ResourceProperties { i32 2, i32 1033 })
  %2 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 2, i32 2, i32 0, i8 3 }, i32 2, i1 false)
  %3 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %2, %dx.types.ResourceProperties { i32 14, i32 0 })
  %4 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 1, i32 1, i32 0, i8 0 }, i32 1, i1 false)
  %5 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %4, %dx.types.ResourceProperties { i32 2, i32 265 })
  %6 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 3, i32 3, i32 0, i8 3 }, i32 3, i1 false)
  %7 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %6, %dx.types.ResourceProperties { i32 32782, i32 0 })
  %8 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 4, i32 4, i32 0, i8 1 }, i32 4, i1 false)
  %9 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %8, %dx.types.ResourceProperties { i32 4098, i32 1033 })
  %10 = call i32 @dx.op.threadId.i32(i32 93, i32 0)
  %11 = call i32 @dx.op.threadId.i32(i32 93, i32 1)
  %12 = insertelement <2 x i32> poison, i32 %10, i64 0
  %13 = insertelement <2 x i32> %12, i32 %11, i64 1
  %14 = uitofp <2 x i32> %13 to <2 x float>
  %15 = fadd <2 x float> %14, splat (float 5.000000e-01)
  %16 = fmul <2 x float> %15, splat (float 6.250000e-02)
  %17 = extractelement <2 x float> %16, i32 0
  %18 = extractelement <2 x float> %16, i32 1
  %19 = call %dx.types.ResRet.f32 @dx.op.sample.f32(i32 60, %dx.types.Handle %1, %dx.types.Handle %3, float %17, float %18, float undef, float undef, i32 undef, i32 undef, i32 undef, float undef)
  %20 = extractvalue %dx.types.ResRet.f32 %19, 0
  %21 = insertelement <4 x float> poison, float %20, i32 0
  %22 = extractvalue %dx.types.ResRet.f32 %19, 1
  %23 = insertelement <4 x float> %21, float %22, i32 1
  %24 = extractvalue %dx.types.ResRet.f32 %19, 2
  %25 = insertelement <4 x float> %23, float %24, i32 2
  %26 = extractvalue %dx.types.ResRet.f32 %19, 3
  %27 = insertelement <4 x float> %25, float %26, i32 3
  %28 = extractelement <2 x float> %16, i32 0
  %29 = extractelement <2 x float> %16, i32 1
  %30 = call %dx.types.ResRet.f32 @dx.op.sample.f32(i32 60, %dx.types.Handle %1, %dx.types.Handle %3, float %28, float %29, float undef, float undef, i32 1, i32 1, i32 undef, float undef)
  %31 = extractvalue %dx.types.ResRet.f32 %30, 0
  %32 = insertelement <4 x float> poison, float %31, i32 0
  %33 = extractvalue %dx.types.ResRet.f32 %30, 1
  %34 = insertelement <4 x float> %32, float %33, i32 1
  %35 = extractvalue %dx.types.ResRet.f32 %30, 2
  %36 = insertelement <4 x float> %34, float %35, i32 2
  %37 = extractvalue %dx.types.ResRet.f32 %30, 3
  %38 = insertelement <4 x float> %36, float %37, i32 3
  %39 = fadd <4 x float> %27, %38
  %40 = extractelement <2 x float> %16, i32 0
  %41 = extractelement <2 x float> %16, i32 1
  %42 = call %dx.types.ResRet.f32 @dx.op.sampleBias.f32(i32 61, %dx.types.Handle %1, %dx.types.Handle %3, float %40, float %41, float undef, float undef, i32 undef, i32 undef, i32 undef, float -5.000000e-01, float undef)
  %43 = extractvalue %dx.types.ResRet.f32 %42, 0
  %44 = insertelement <4 x float> poison, float %43, i32 0
  %45 = extractvalue %dx.types.ResRet.f32 %42, 1
  %46 = insertelement <4 x float> %44, float %45, i32 1
  %47 = extractvalue %dx.types.ResRet.f32 %42, 2
  %48 = insertelement <4 x float> %46, float %47, i32 2
  %49 = extractvalue %dx.types.ResRet.f32 %42, 3
  %50 = insertelement <4 x float> %48, float %49, i32 3
  %51 = fadd <4 x float> %39, %50
  %52 = extractelement <2 x float> %16, i32 0
  %53 = extractelement <2 x float> %16, i32 1
  %54 = call %dx.types.ResRet.f32 @dx.op.sampleCmp.f32(i32 64, %dx.types.Handle %5, %dx.types.Handle %7, float %52, float %53, float undef, float undef, i32 undef, i32 undef, i32 undef, float 5.000000e-01, float undef)
  %55 = extractvalue %dx.types.ResRet.f32 %54, 0
  %56 = insertelement <4 x float> poison, float %55, i64 0
  %57 = shufflevector <4 x float> %56, <4 x float> poison, <4 x i32> zeroinitializer
  %58 = fmul <4 x float> %51, %57
  %59 = extractelement <2 x i32> %13, i32 0
  %60 = extractelement <2 x i32> %13, i32 1
  %61 = extractelement <4 x float> %58, i32 0
  %62 = extractelement <4 x float> %58, i32 1
  %63 = extractelement <4 x float> %58, i32 2
  %64 = extractelement <4 x float> %58, i32 3
  call void @dx.op.textureStore.f32(i32 67, %dx.types.Handle %9, i32 %59, i32 %60, i32 undef, float %61, float %62, float %63, float %64, i8 15)
  ret void
}

; Function Attrs: nounwind
declare %dx.types.Handle @dx.op.createHandleFromBinding(i32, %dx.types.ResBind, i32, i1) #1

; Function Attrs: nounwind
declare %dx.types.Handle @dx.op.annotateHandle(i32, %dx.types.Handle, %dx.types.ResourceProperties) #1

; Function Attrs: nounwind
declare %dx.types.ResRet.f32 @dx.op.sample.f32(i32, %dx.types.Handle, %dx.types.Handle, float, float, float, float, i32, i32, i32, float) #1

; Function Attrs: nounwind
declare %dx.types.ResRet.f32 @dx.op.sampleBias.f32(i32, %dx.types.Handle, %dx.types.Handle, float, float, float, float, i32, i32, i32, float, float) #1

; Function Attrs: nounwind
declare %dx.types.ResRet.f32 @dx.op.sampleCmp.f32(i32, %dx.types.Handle, %dx.types.Handle, float, float, float, float, i32, i32, i32, float, float) #1

; Function Attrs: nounwind
declare void @dx.op.textureStore.f32(i32, %dx.types.Handle, i32, i32, i32, float, float, float, float, i8) #1

; Function Attrs: nounwind
declare i32 @dx.op.threadId.i32(i32, i32) #1

attributes #0 = { convergent mustprogress nofree norecurse nosync nounwind willreturn "hlsl.numthreads"="4,4,1" "hlsl.shader"="compute" }
attributes #1 = { nounwind }

!dx.resources = !{!0}
!dx.entryPoints = !{!10}
!dx.shaderModel = !{!13}
!dx.version = !{!14}
!dx.valver = !{!15}

!0 = !{!1, !5, null, !7}
!1 = !{!2, !4}
!2 = !{i32 0, ptr @Albedo, !"Albedo", i32 0, i32 0, i32 1, i32 2, i32 0, !3}
!3 = !{i32 0, i32 9}
!4 = !{i32 1, ptr @Depth, !"Depth", i32 0, i32 1, i32 1, i32 2, i32 0, !3}
!5 = !{!6}
!6 = !{i32 0, ptr @Out, !"Out", i32 0, i32 4, i32 1, i32 2, i1 false, i1 false, i1 false, !3}
!7 = !{!8, !9}
!8 = !{i32 0, ptr @Linear, !"Linear", i32 0, i32 2, i32 1, i32 0, null}
!9 = !{i32 1, ptr @Shadow, !"Shadow", i32 0, i32 3, i32 1, i32 1, null}
!10 = !{ptr @main, !"main", null, !0, !11}
!11 = !{i32 4, !12}
!12 = !{i32 4, i32 4, i32 1}
!13 = !{!"cs", i32 6, i32 6}
!14 = !{i32 1, i32 6}
!15 = !{i32 1, i32 8}
