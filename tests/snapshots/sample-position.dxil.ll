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
  %9 = extractvalue %dx.types.SamplePos %7, 1
  %10 = call %dx.types.SamplePos @dx.op.texture2DMSGetSamplePosition(i32 75, %dx.types.Handle %1, i32 %6)
  %11 = extractvalue %dx.types.SamplePos %10, 0
  %12 = extractvalue %dx.types.SamplePos %10, 1
  %13 = shl i32 %6, 1
  %14 = or disjoint i32 %13, 1
  %15 = call %dx.types.SamplePos @dx.op.texture2DMSGetSamplePosition(i32 75, %dx.types.Handle %3, i32 %14)
  %16 = extractvalue %dx.types.SamplePos %15, 0
  %17 = extractvalue %dx.types.SamplePos %15, 1
  %18 = call %dx.types.ResRet.f32 @dx.op.textureLoad.f32(i32 66, %dx.types.Handle %3, i32 %6, i32 %6, i32 0, i32 1, i32 undef, i32 undef, i32 undef)
  %19 = extractvalue %dx.types.ResRet.f32 %18, 0
  %.i0 = fsub float %11, %8
  %.i1 = fsub float %12, %9
  %.i012 = fmul float %16, %19
  %.i113 = fmul float %17, %19
  call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle %5, i32 %6, i32 0, float %.i0, float %.i1, float %.i012, float %.i113, i8 15, i32 4)
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
