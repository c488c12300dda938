; ModuleID = 'texel'
source_filename = "texel"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.6-compute"

%"Texture2D<float4>" = type { <4 x float> }
%"Texture2DArray<float4>" = type { <4 x float> }
%"Texture3D<float4>" = type { <4 x float> }
%"RWStructuredBuffer<float4>" = type { <4 x float> }
%SamplerState = type { i32 }
%dx.types.Handle = type { ptr }
%dx.types.ResBind = type { i32, i32, i32, i8 }
%dx.types.ResourceProperties = type { i32, i32 }
%dx.types.ResRet.f32 = type { float, float, float, float, i32 }

@.str = private unnamed_addr constant [7 x i8] c"Albedo\00", align 1
@.str.1 = private unnamed_addr constant [6 x i8] c"Aniso\00", align 1
@.str.2 = private unnamed_addr constant [7 x i8] c"Layers\00", align 1
@.str.3 = private unnamed_addr constant [7 x i8] c"Volume\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"Out\00", align 1
@Albedo = external constant %"Texture2D<float4>"
@Layers = external constant %"Texture2DArray<float4>"
@Volume = external constant %"Texture3D<float4>"
@Out = external constant %"RWStructuredBuffer<float4>"
@Aniso = external constant %SamplerState

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: read, target_mem0: read, target_mem1: read)
define void @main() local_unnamed_addr #0 {
entry:
  %0 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind zeroinitializer, i32 0, i1 false)
  %1 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %0, %dx.types.ResourceProperties { i32 2, i32 1033 })
  %2 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 3, i32 3, i32 0, i8 3 }, i32 3, i1 false)
  %3 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %2, %dx.types.ResourceProperties { i32 14, i32 0 })
  %4 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 1, i32 1, i32 0, i8 0 }, i32 1, i1 false)
  %5 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %4, %dx.types.ResourceProperties { i32 7, i32 1033 })
  %6 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 2, i32 2, i32 0, i8 0 }, i32 2, i1 false)
  %7 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %6, %dx.types.ResourceProperties { i32 4, i32 1033 })
  %8 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 4, i32 4, i32 0, i8 1 }, i32 4, i1 false)
  %9 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %8, %dx.types.ResourceProperties { i32 4108, i32 16 })
  %10 = call i32 @dx.op.threadId.i32(i32 93, i32 0)
  %11 = add i32 %10, 1
  %12 = insertelement <2 x i32> poison, i32 %10, i64 0
  %13 = insertelement <2 x i32> %12, i32 %11, i64 1
  %14 = uitofp <2 x i32> %13 to <2 x float>
  %15 = fmul <2 x float> %14, splat (float 6.250000e-02)
  %16 = extractelement <2 x float> %15, i32 0
  %17 = extractelement <2 x float> %15, i32 1
  %18 = call %dx.types.ResRet.f32 @dx.op.sampleGrad.f32(i32 63, %dx.types.Handle %1, %dx.types.Handle %3, float %16, float %17, float undef, float undef, i32 undef, i32 undef, i32 undef, float 1.562500e-02, float 0.000000e+00, float undef, float 0.000000e+00, float 1.562500e-02, float undef, float undef)
  %19 = extractvalue %dx.types.ResRet.f32 %18, 0
  %20 = insertelement <4 x float> poison, float %19, i32 0
  %21 = extractvalue %dx.types.ResRet.f32 %18, 1
  %22 = insertelement <4 x float> %20, float %21, i32 1
  %23 = extractvalue %dx.types.ResRet.f32 %18, 2
  %24 = insertelement <4 x float> %22, float %23, i32 2
  %25 = extractvalue %dx.types.ResRet.f32 %18, 3
  %26 = insertelement <4 x float> %24, float %25, i32 3
  %27 = extractelement <2 x float> %15, i32 0
  %28 = extractelement <2 x float> %15, i32 1
  %29 = call %dx.types.ResRet.f32 @dx.op.sampleGrad.f32(i32 63, %dx.types.Handle %1, %dx.types.Handle %3, float %27, float %28, float undef, float undef, i32 1, i32 -1, i32 undef, float 3.125000e-02, float 0.000000e+00, float undef, float 0.000000e+00, float 3.125000e-02, float undef, float undef)
  %30 = extractvalue %dx.types.ResRet.f32 %29, 0
  %31 = insertelement <4 x float> poison, float %30, i32 0
  %32 = extractvalue %dx.types.ResRet.f32 %29, 1
  %33 = insertelement <4 x float> %31, float %32, i32 1
  %34 = extractvalue %dx.types.ResRet.f32 %29, 2
  %35 = insertelement <4 x float> %33, float %34, i32 2
  %36 = extractvalue %dx.types.ResRet.f32 %29, 3
  %37 = insertelement <4 x float> %35, float %36, i32 3
  %38 = shufflevector <2 x float> %15, <2 x float> poison, <3 x i32> <i32 0, i32 1, i32 poison>
  %39 = insertelement <3 x float> %38, float 2.000000e+00, i64 2
  %40 = extractelement <3 x float> %39, i32 0
  %41 = extractelement <3 x float> %39, i32 1
  %42 = extractelement <3 x float> %39, i32 2
  %43 = call %dx.types.ResRet.f32 @dx.op.sampleGrad.f32(i32 63, %dx.types.Handle %5, %dx.types.Handle %3, float %40, float %41, float %42, float undef, i32 0, i32 1, i32 undef, float 1.562500e-02, float 0.000000e+00, float undef, float 0.000000e+00, float 1.562500e-02, float undef, float 1.500000e+00)
  %44 = extractvalue %dx.types.ResRet.f32 %43, 0
  %45 = insertelement <4 x float> poison, float %44, i32 0
  %46 = extractvalue %dx.types.ResRet.f32 %43, 1
  %47 = insertelement <4 x float> %45, float %46, i32 1
  %48 = extractvalue %dx.types.ResRet.f32 %43, 2
  %49 = insertelement <4 x float> %47, float %48, i32 2
  %50 = extractvalue %dx.types.ResRet.f32 %43, 3
  %51 = insertelement <4 x float> %49, float %50, i32 3
  %52 = insertelement <3 x float> %38, float 5.000000e-01, i64 2
  %53 = extractelement <3 x float> %52, i32 0
  %54 = extractelement <3 x float> %52, i32 1
  %55 = extractelement <3 x float> %52, i32 2
  %56 = call %dx.types.ResRet.f32 @dx.op.sampleGrad.f32(i32 63, %dx.types.Handle %7, %dx.types.Handle %3, float %53, float %54, float %55, float undef, i32 undef, i32 undef, i32 undef, float 1.562500e-02, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 1.562500e-02, float 0.000000e+00, float undef)
  %57 = extractvalue %dx.types.ResRet.f32 %56, 0
  %58 = insertelement <4 x float> poison, float %57, i32 0
  %59 = extractvalue %dx.types.ResRet.f32 %56, 1
  %60 = insertelement <4 x float> %58, float %59, i32 1
  %61 = extractvalue %dx.types.ResRet.f32 %56, 2
  %62 = insertelement <4 x float> %60, float %61, i32 2
  %63 = extractvalue %dx.types.ResRet.f32 %56, 3
  %64 = insertelement <4 x float> %62, float %63, i32 3
  %65 = fadd <4 x float> %26, %37
  %66 = fadd <4 x float> %65, %51
  %67 = fadd <4 x float> %66, %64
  %68 = extractelement <4 x float> %67, i32 0
  %69 = extractelement <4 x float> %67, i32 1
  %70 = extractelement <4 x float> %67, i32 2
  %71 = extractelement <4 x float> %67, i32 3
  call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle %9, i32 %10, i32 0, float %68, float %69, float %70, float %71, i8 15, i32 4)
  ret void
}

; Function Attrs: nounwind
declare %dx.types.Handle @dx.op.createHandleFromBinding(i32, %dx.types.ResBind, i32, i1) #1

; Function Attrs: nounwind
declare %dx.types.Handle @dx.op.annotateHandle(i32, %dx.types.Handle, %dx.types.ResourceProperties) #1

; Function Attrs: nounwind
declare %dx.types.ResRet.f32 @dx.op.sampleGrad.f32(i32, %dx.types.Handle, %dx.types.Handle, float, float, float, float, i32, i32, i32, float, float, float, float, float, float, float) #1

; Function Attrs: nounwind
declare void @dx.op.rawBufferStore.f32(i32, %dx.types.Handle, i32, i32, float, float, float, float, i8, i32) #1

; Function Attrs: nounwind
declare i32 @dx.op.threadId.i32(i32, i32) #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: read, target_mem0: read, target_mem1: read) "hlsl.numthreads"="8,1,1" "hlsl.shader"="compute" }
attributes #1 = { nounwind }

!dx.resources = !{!0}
!dx.entryPoints = !{!11}
!dx.shaderModel = !{!14}
!dx.version = !{!15}
!dx.valver = !{!16}

!0 = !{!1, !6, null, !9}
!1 = !{!2, !4, !5}
!2 = !{i32 0, ptr @Albedo, !"Albedo", i32 0, i32 0, i32 1, i32 2, i32 0, !3}
!3 = !{i32 0, i32 9}
!4 = !{i32 1, ptr @Layers, !"Layers", i32 0, i32 1, i32 1, i32 7, i32 0, !3}
!5 = !{i32 2, ptr @Volume, !"Volume", i32 0, i32 2, i32 1, i32 4, i32 0, !3}
!6 = !{!7}
!7 = !{i32 0, ptr @Out, !"Out", i32 0, i32 4, i32 1, i32 12, i1 false, i1 false, i1 false, !8}
!8 = !{i32 1, i32 16}
!9 = !{!10}
!10 = !{i32 0, ptr @Aniso, !"Aniso", i32 0, i32 3, i32 1, i32 0, null}
!11 = !{ptr @main, !"main", null, !0, !12}
!12 = !{i32 4, !13}
!13 = !{i32 8, i32 1, i32 1}
!14 = !{!"cs", i32 6, i32 6}
!15 = !{i32 1, i32 6}
!16 = !{i32 1, i32 8}
