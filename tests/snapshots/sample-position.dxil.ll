; ModuleID = 'texel'
source_filename = "texel"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.6-compute"

%"Texture2DMS<float4, 4>" = type { <4 x float> }
%"Texture2DMSArray<float, 8>" = type { float }
%"RWStructuredBuffer<float4>" = type { <4 x float> }
%dx.types.Handle = type { ptr }
%dx.types.ResBind = type { i32, i32, i32, i8 }
%dx.types.ResourceProperties = type { i32, i32 }
%dx.types.SamplePos = type { float, float }
%dx.types.ResRet.f32 = type { float, float, float, float, i32 }

@.str = private unnamed_addr constant [5 x i8] c"Msaa\00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c"Layers\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"Out\00", align 1
@Msaa = external constant %"Texture2DMS<float4, 4>"
@Layers = external constant %"Texture2DMSArray<float, 8>"
@Out = external constant %"RWStructuredBuffer<float4>"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: read, target_mem0: read, target_mem1: read)
define void @main() local_unnamed_addr #0 {
entry:
  %0 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind zeroinitializer, i32 0, i1 false)
  %1 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %0, %dx.types.ResourceProperties { i32 3, i32 263177 })
  %2 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 1, i32 1, i32 0, i8 0 }, i32 1, i1 false)
  %3 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %2, %dx.types.ResourceProperties { i32 8, i32 524553 })
  %4 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 2, i32 2, i32 0, i8 1 }, i32 2, i1 false)
  %5 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %4, %dx.types.ResourceProperties { i32 4108, i32 16 })
  %6 = call i32 @dx.op.threadId.i32(i32 93, i32 0)
  %7 = call %dx.types.SamplePos @dx.op.texture2DMSGetSamplePosition(i32 75, %dx.types.Handle %1, i32 0)
  %8 = extractvalue %dx.types.SamplePos %7, 0
  %9 = insertelement <2 x float> poison, float %8, i32 0
  %10 = extractvalue %dx.types.SamplePos %7, 1
  %11 = insertelement <2 x float> %9, float %10, i32 1
  %12 = call %dx.types.SamplePos @dx.op.texture2DMSGetSamplePosition(i32 75, %dx.types.Handle %1, i32 %6)
  %13 = extractvalue %dx.types.SamplePos %12, 0
  %14 = insertelement <2 x float> poison, float %13, i32 0
  %15 = extractvalue %dx.types.SamplePos %12, 1
  %16 = insertelement <2 x float> %14, float %15, i32 1
  %17 = shl i32 %6, 1
  %18 = or disjoint i32 %17, 1
  %19 = call %dx.types.SamplePos @dx.op.texture2DMSGetSamplePosition(i32 75, %dx.types.Handle %3, i32 %18)
  %20 = extractvalue %dx.types.SamplePos %19, 0
  %21 = insertelement <2 x float> poison, float %20, i32 0
  %22 = extractvalue %dx.types.SamplePos %19, 1
  %23 = insertelement <2 x float> %21, float %22, i32 1
  %24 = insertelement <3 x i32> <i32 poison, i32 0, i32 1>, i32 %6, i64 0
  %25 = extractelement <3 x i32> %24, i32 0
  %26 = extractelement <3 x i32> %24, i32 1
  %27 = extractelement <3 x i32> %24, i32 2
  %28 = call %dx.types.ResRet.f32 @dx.op.textureLoad.f32(i32 66, %dx.types.Handle %3, i32 %6, i32 %25, i32 %26, i32 %27, i32 undef, i32 undef, i32 undef)
  %29 = extractvalue %dx.types.ResRet.f32 %28, 0
  %30 = fsub <2 x float> %16, %11
  %31 = insertelement <2 x float> poison, float %29, i64 0
  %32 = shufflevector <2 x float> %31, <2 x float> poison, <2 x i32> zeroinitializer
  %33 = fmul <2 x float> %23, %32
  %34 = shufflevector <2 x float> %30, <2 x float> %33, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %35 = extractelement <4 x float> %34, i32 0
  %36 = extractelement <4 x float> %34, i32 1
  %37 = extractelement <4 x float> %34, i32 2
  %38 = extractelement <4 x float> %34, i32 3
  call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle %5, i32 %6, i32 0, float %35, float %36, float %37, float %38, i8 15, i32 4)
  ret void
}

; Function Attrs: nounwind
declare %dx.types.Handle @dx.op.createHandleFromBinding(i32, %dx.types.ResBind, i32, i1) #1

; Function Attrs: nounwind
declare %dx.types.Handle @dx.op.annotateHandle(i32, %dx.types.Handle, %dx.types.ResourceProperties) #1

; Function Attrs: nounwind
declare %dx.types.SamplePos @dx.op.texture2DMSGetSamplePosition(i32, %dx.types.Handle, i32) #1

; Function Attrs: nounwind
declare %dx.types.ResRet.f32 @dx.op.textureLoad.f32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i32) #1

; Function Attrs: nounwind
declare void @dx.op.rawBufferStore.f32(i32, %dx.types.Handle, i32, i32, float, float, float, float, i8, i32) #1

; Function Attrs: nounwind
declare i32 @dx.op.threadId.i32(i32, i32) #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: read, target_mem0: read, target_mem1: read) "hlsl.numthreads"="4,1,1" "hlsl.shader"="compute" }
attributes #1 = { nounwind }

!dx.resources = !{!0}
!dx.entryPoints = !{!8}
!dx.shaderModel = !{!11}
!dx.version = !{!12}
!dx.valver = !{!13}

!0 = !{!1, !5, null, null}
!1 = !{!2, !4}
!2 = !{i32 0, ptr @Msaa, !"Msaa", i32 0, i32 0, i32 1, i32 3, i32 4, !3}
!3 = !{i32 0, i32 9}
!4 = !{i32 1, ptr @Layers, !"Layers", i32 0, i32 1, i32 1, i32 8, i32 8, !3}
!5 = !{!6}
!6 = !{i32 0, ptr @Out, !"Out", i32 0, i32 2, i32 1, i32 12, i1 false, i1 false, i1 false, !7}
!7 = !{i32 1, i32 16}
!8 = !{ptr @main, !"main", null, !0, !9}
!9 = !{i32 4, !10}
!10 = !{i32 4, i32 1, i32 1}
!11 = !{!"cs", i32 6, i32 6}
!12 = !{i32 1, i32 6}
!13 = !{i32 1, i32 8}
