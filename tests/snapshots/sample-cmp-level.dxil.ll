; ModuleID = 'texel'
source_filename = "texel"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.7-compute"

%"Texture2D<float>" = type { float }
%"Texture2DArray<float>" = type { float }
%"RWBuffer<float>" = type { float }
%SamplerComparisonState = type { i32 }
%dx.types.Handle = type { ptr }
%dx.types.ResBind = type { i32, i32, i32, i8 }
%dx.types.ResourceProperties = type { i32, i32 }
%dx.types.ResRet.f32 = type { float, float, float, float, i32 }

@.str = private unnamed_addr constant [6 x i8] c"Depth\00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c"Shadow\00", align 1
@.str.2 = private unnamed_addr constant [9 x i8] c"Cascades\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"Out\00", align 1
@Depth = external constant %"Texture2D<float>"
@Cascades = external constant %"Texture2DArray<float>"
@Out = external constant %"RWBuffer<float>"
@Shadow = external constant %SamplerComparisonState

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: read, target_mem0: read, target_mem1: read)
define void @main() local_unnamed_addr #0 {
entry:
  %0 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind zeroinitializer, i32 0, i1 false)
  %1 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %0, %dx.types.ResourceProperties { i32 2, i32 265 })
  %2 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 2, i32 2, i32 0, i8 3 }, i32 2, i1 false)
  %3 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %2, %dx.types.ResourceProperties { i32 32782, i32 0 })
  %4 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 1, i32 1, i32 0, i8 0 }, i32 1, i1 false)
  %5 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %4, %dx.types.ResourceProperties { i32 7, i32 265 })
  %6 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 3, i32 3, i32 0, i8 1 }, i32 3, i1 false)
  %7 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %6, %dx.types.ResourceProperties { i32 4106, i32 265 })
  %8 = call i32 @dx.op.threadId.i32(i32 93, i32 0)
  %9 = uitofp i32 %8 to float
  %10 = fmul float %9, 1.250000e-01
  %11 = fmul float %9, 0x3FA99999A0000000
  %12 = fadd float %11, 2.500000e-01
  %13 = call %dx.types.ResRet.f32 @dx.op.sampleCmpLevelZero.f32(i32 65, %dx.types.Handle %1, %dx.types.Handle %3, float %10, float 5.000000e-01, float undef, float undef, i32 undef, i32 undef, i32 undef, float %12)
  %14 = extractvalue %dx.types.ResRet.f32 %13, 0
  %15 = call %dx.types.ResRet.f32 @dx.op.sampleCmpLevelZero.f32(i32 65, %dx.types.Handle %1, %dx.types.Handle %3, float %10, float 5.000000e-01, float undef, float undef, i32 1, i32 0, i32 undef, float %12)
  %16 = extractvalue %dx.types.ResRet.f32 %15, 0
  %17 = call %dx.types.ResRet.f32 @dx.op.sampleCmpLevel.f32(i32 224, %dx.types.Handle %1, %dx.types.Handle %3, float %10, float 5.000000e-01, float undef, float undef, i32 undef, i32 undef, i32 undef, float %12, float 2.000000e+00)
  %18 = extractvalue %dx.types.ResRet.f32 %17, 0
  %19 = and i32 %8, 3
  %20 = uitofp nneg i32 %19 to float
  %21 = call %dx.types.ResRet.f32 @dx.op.sampleCmpLevel.f32(i32 224, %dx.types.Handle %5, %dx.types.Handle %3, float %10, float 5.000000e-01, float %20, float undef, i32 0, i32 -1, i32 undef, float %12, float 1.000000e+00)
  %22 = extractvalue %dx.types.ResRet.f32 %21, 0
  %23 = fadd float %14, %16
  %24 = fadd float %23, %18
  %25 = fadd float %24, %22
  %26 = fmul float %25, 2.500000e-01
  call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle %7, i32 %8, i32 undef, float %26, float %26, float %26, float %26, i8 15)
  ret void
}

; Function Attrs: nounwind
declare %dx.types.Handle @dx.op.createHandleFromBinding(i32, %dx.types.ResBind, i32, i1) #1

; Function Attrs: nounwind
declare %dx.types.Handle @dx.op.annotateHandle(i32, %dx.types.Handle, %dx.types.ResourceProperties) #1

; Function Attrs: nounwind
declare %dx.types.ResRet.f32 @dx.op.sampleCmpLevelZero.f32(i32, %dx.types.Handle, %dx.types.Handle, float, float, float, float, i32, i32, i32, float) #1

; Function Attrs: nounwind
declare %dx.types.ResRet.f32 @dx.op.sampleCmpLevel.f32(i32, %dx.types.Handle, %dx.types.Handle, float, float, float, float, i32, i32, i32, float, float) #1

; Function Attrs: nounwind
declare void @dx.op.bufferStore.f32(i32, %dx.types.Handle, i32, i32, float, float, float, float, i8) #1

; Function Attrs: nounwind
declare i32 @dx.op.threadId.i32(i32, i32) #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: read, target_mem0: read, target_mem1: read) "hlsl.numthreads"="8,1,1" "hlsl.shader"="compute" }
attributes #1 = { nounwind }

!dx.resources = !{!0}
!dx.entryPoints = !{!9}
!dx.shaderModel = !{!12}
!dx.version = !{!13}
!dx.valver = !{!14}

!0 = !{!1, !5, null, !7}
!1 = !{!2, !4}
!2 = !{i32 0, ptr @Depth, !"Depth", i32 0, i32 0, i32 1, i32 2, i32 0, !3}
!3 = !{i32 0, i32 9}
!4 = !{i32 1, ptr @Cascades, !"Cascades", i32 0, i32 1, i32 1, i32 7, i32 0, !3}
!5 = !{!6}
!6 = !{i32 0, ptr @Out, !"Out", i32 0, i32 3, i32 1, i32 10, i1 false, i1 false, i1 false, !3}
!7 = !{!8}
!8 = !{i32 0, ptr @Shadow, !"Shadow", i32 0, i32 2, i32 1, i32 1, null}
!9 = !{ptr @main, !"main", null, !0, !10}
!10 = !{i32 4, !11}
!11 = !{i32 8, i32 1, i32 1}
!12 = !{!"cs", i32 6, i32 7}
!13 = !{i32 1, i32 7}
!14 = !{i32 1, i32 8}
