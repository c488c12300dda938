; ModuleID = 'texel'
source_filename = "texel"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.6-compute"

%"Texture2D<float4>" = type { <4 x float> }
%"Texture3D<float4>" = type { <4 x float> }
%"TextureCube<float4>" = type { <4 x float> }
%"RWBuffer<float4>" = type { <4 x float> }
%SamplerState = type { i32 }
%dx.types.Handle = type { ptr }
%dx.types.ResBind = type { i32, i32, i32, i8 }
%dx.types.ResourceProperties = type { i32, i32 }

@.str = private unnamed_addr constant [7 x i8] c"Albedo\00", align 1
@.str.1 = private unnamed_addr constant [10 x i8] c"Trilinear\00", align 1
@.str.2 = private unnamed_addr constant [7 x i8] c"Volume\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"Sky\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"Out\00", align 1
@Albedo = external constant %"Texture2D<float4>"
@Volume = external constant %"Texture3D<float4>"
@Sky = external constant %"TextureCube<float4>"
@Out = external constant %"RWBuffer<float4>"
@Trilinear = external constant %SamplerState

; Function Attrs: convergent mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: read, target_mem0: read, target_mem1: read)
define void @main() local_unnamed_addr #0 {
entry:
  %0 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind zeroinitializer, i32 0, i1 false)
  %1 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %0, %dx.types.ResourceProperties { i32 2, i32 1033 })
  %2 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 3, i32 3, i32 0, i8 3 }, i32 3, i1 false)
  %3 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %2, %dx.types.ResourceProperties { i32 14, i32 0 })
  %4 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 1, i32 1, i32 0, i8 0 }, i32 1, i1 false)
  %5 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %4, %dx.types.ResourceProperties { i32 4, i32 1033 })
  %6 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 2, i32 2, i32 0, i8 0 }, i32 2, i1 false)
  %7 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %6, %dx.types.ResourceProperties { i32 5, i32 1033 })
  %8 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 4, i32 4, i32 0, i8 1 }, i32 4, i1 false)
  %9 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %8, %dx.types.ResourceProperties { i32 4106, i32 1033 })
  %10 = call i32 @dx.op.threadId.i32(i32 93, i32 0)
  %11 = call i32 @dx.op.threadId.i32(i32 93, i32 1)
  %.i0 = uitofp i32 %10 to float
  %.i1 = uitofp i32 %11 to float
  %.i09 = fmul float %.i0, 1.250000e-01
  %.i110 = fmul float %.i1, 5.000000e-01
  %.i011 = fmul float %.i09, 4.000000e+00
  %.i112 = fmul float %.i110, 4.000000e+00
  %12 = call float @dx.op.calculateLOD.f32(i32 81, %dx.types.Handle %1, %dx.types.Handle %3, float %.i011, float %.i112, float undef, i1 true)
  %.i013 = fmul float %.i011, 8.000000e+00
  %.i114 = fmul float %.i112, 8.000000e+00
  %13 = call float @dx.op.calculateLOD.f32(i32 81, %dx.types.Handle %1, %dx.types.Handle %3, float %.i013, float %.i114, float undef, i1 false)
  %14 = call float @dx.op.calculateLOD.f32(i32 81, %dx.types.Handle %5, %dx.types.Handle %3, float %.i011, float %.i112, float 5.000000e-01, i1 true)
  %15 = call float @dx.op.calculateLOD.f32(i32 81, %dx.types.Handle %7, %dx.types.Handle %3, float %.i011, float %.i112, float 1.000000e+00, i1 false)
  %16 = shl i32 %11, 3
  %17 = add i32 %16, %10
  call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle %9, i32 %17, i32 undef, float %12, float %13, float %14, float %15, i8 15)
  ret void
}

; Function Attrs: nounwind
declare %dx.types.Handle @dx.op.createHandleFromBinding(i32, %dx.types.ResBind, i32, i1) #1

; Function Attrs: nounwind
declare %dx.types.Handle @dx.op.annotateHandle(i32, %dx.types.Handle, %dx.types.ResourceProperties) #1

; Function Attrs: nounwind
declare float @dx.op.calculateLOD.f32(i32, %dx.types.Handle, %dx.types.Handle, float, float, float, i1) #1

; Function Attrs: nounwind
declare void @dx.op.bufferStore.f32(i32, %dx.types.Handle, i32, i32, float, float, float, float, i8) #1

; Function Attrs: nounwind
declare i32 @dx.op.threadId.i32(i32, i32) #1

attributes #0 = { convergent mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: read, target_mem0: read, target_mem1: read) "hlsl.numthreads"="8,2,1" "hlsl.shader"="compute" }
attributes #1 = { nounwind }

!dx.resources = !{!0}
!dx.entryPoints = !{!10}
!dx.shaderModel = !{!13}
!dx.version = !{!14}
!dx.valver = !{!15}

!0 = !{!1, !6, null, !8}
!1 = !{!2, !4, !5}
!2 = !{i32 0, ptr @Albedo, !"Albedo", i32 0, i32 0, i32 1, i32 2, i32 0, !3}
!3 = !{i32 0, i32 9}
!4 = !{i32 1, ptr @Volume, !"Volume", i32 0, i32 1, i32 1, i32 4, i32 0, !3}
!5 = !{i32 2, ptr @Sky, !"Sky", i32 0, i32 2, i32 1, i32 5, i32 0, !3}
!6 = !{!7}
!7 = !{i32 0, ptr @Out, !"Out", i32 0, i32 4, i32 1, i32 10, i1 false, i1 false, i1 false, !3}
!8 = !{!9}
!9 = !{i32 0, ptr @Trilinear, !"Trilinear", i32 0, i32 3, i32 1, i32 0, null}
!10 = !{ptr @main, !"main", null, !0, !11}
!11 = !{i32 4, !12}
!12 = !{i32 8, i32 2, i32 1}
!13 = !{!"cs", i32 6, i32 6}
!14 = !{i32 1, i32 6}
!15 = !{i32 1, i32 8}
