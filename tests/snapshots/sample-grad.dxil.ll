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
  %.i0 = uitofp i32 %10 to float
  %.i1 = uitofp i32 %11 to float
  %.i020 = fmul float %.i0, 6.250000e-02
  %.i121 = fmul float %.i1, 6.250000e-02
  %12 = call %dx.types.ResRet.f32 @dx.op.sampleGrad.f32(i32 63, %dx.types.Handle %1, %dx.types.Handle %3, float %.i020, float %.i121, float undef, float undef, i32 undef, i32 undef, i32 undef, float 1.562500e-02, float 0.000000e+00, float undef, float 0.000000e+00, float 1.562500e-02, float undef, float undef)
  %13 = extractvalue %dx.types.ResRet.f32 %12, 0
  %14 = extractvalue %dx.types.ResRet.f32 %12, 1
  %15 = extractvalue %dx.types.ResRet.f32 %12, 2
  %16 = extractvalue %dx.types.ResRet.f32 %12, 3
  %17 = call %dx.types.ResRet.f32 @dx.op.sampleGrad.f32(i32 63, %dx.types.Handle %1, %dx.types.Handle %3, float %.i020, float %.i121, float undef, float undef, i32 1, i32 -1, i32 undef, float 3.125000e-02, float 0.000000e+00, float undef, float 0.000000e+00, float 3.125000e-02, float undef, float undef)
  %18 = extractvalue %dx.types.ResRet.f32 %17, 0
  %19 = extractvalue %dx.types.ResRet.f32 %17, 1
  %20 = extractvalue %dx.types.ResRet.f32 %17, 2
  %21 = extractvalue %dx.types.ResRet.f32 %17, 3
  %22 = call %dx.types.ResRet.f32 @dx.op.sampleGrad.f32(i32 63, %dx.types.Handle %5, %dx.types.Handle %3, float %.i020, float %.i121, float 2.000000e+00, float undef, i32 0, i32 1, i32 undef, float 1.562500e-02, float 0.000000e+00, float undef, float 0.000000e+00, float 1.562500e-02, float undef, float 1.500000e+00)
  %23 = extractvalue %dx.types.ResRet.f32 %22, 0
  %24 = extractvalue %dx.types.ResRet.f32 %22, 1
  %25 = extractvalue %dx.types.ResRet.f32 %22, 2
  %26 = extractvalue %dx.types.ResRet.f32 %22, 3
  %27 = call %dx.types.ResRet.f32 @dx.op.sampleGrad.f32(i32 63, %dx.types.Handle %7, %dx.types.Handle %3, float %.i020, float %.i121, float 5.000000e-01, float undef, i32 undef, i32 undef, i32 undef, float 1.562500e-02, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 1.562500e-02, float 0.000000e+00, float undef)
  %28 = extractvalue %dx.types.ResRet.f32 %27, 0
  %29 = extractvalue %dx.types.ResRet.f32 %27, 1
  %30 = extractvalue %dx.types.ResRet.f32 %27, 2
  %31 = extractvalue %dx.types.ResRet.f32 %27, 3
  %.i022 = fadd float %13, %18
  %.i123 = fadd float %14, %19
  %.i2 = fadd float %15, %20
  %.i3 = fadd float %16, %21
  %.i024 = fadd float %.i022, %23
  %.i125 = fadd float %.i123, %24
  %.i226 = fadd float %.i2, %25
  %.i327 = fadd float %.i3, %26
  %.i028 = fadd float %.i024, %28
  %.i129 = fadd float %.i125, %29
  %.i230 = fadd float %.i226, %30
  %.i331 = fadd float %.i327, %31
  call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle %9, i32 %10, i32 0, float %.i028, float %.i129, float %.i230, float %.i331, i8 15, i32 4)
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
