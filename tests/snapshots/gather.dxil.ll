; ModuleID = 'texel'
source_filename = "texel"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.6-compute"

%"Texture2D<float4>" = type { <4 x float> }
%"Texture2DArray<float4>" = type { <4 x float> }
%"TextureCube<float4>" = type { <4 x float> }
%"Texture2D<float>" = type { float }
%"Texture2D<uint2>" = type { <2 x i32> }
%"RWBuffer<float4>" = type { <4 x float> }
%"RWBuffer<uint4>" = type { <4 x i32> }
%SamplerState = type { i32 }
%SamplerComparisonState = type { i32 }
%dx.types.Handle = type { ptr }
%dx.types.ResBind = type { i32, i32, i32, i8 }
%dx.types.ResourceProperties = type { i32, i32 }
%dx.types.ResRet.f32 = type { float, float, float, float, i32 }
%dx.types.ResRet.i32 = type { i32, i32, i32, i32, i32 }

@.str = private unnamed_addr constant [7 x i8] c"Albedo\00", align 1
@.str.1 = private unnamed_addr constant [6 x i8] c"Point\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"Out\00", align 1
@.str.3 = private unnamed_addr constant [7 x i8] c"Layers\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"Sky\00", align 1
@.str.5 = private unnamed_addr constant [6 x i8] c"Depth\00", align 1
@.str.6 = private unnamed_addr constant [7 x i8] c"Shadow\00", align 1
@.str.7 = private unnamed_addr constant [4 x i8] c"Ids\00", align 1
@.str.8 = private unnamed_addr constant [7 x i8] c"OutIds\00", align 1
@Albedo = external constant %"Texture2D<float4>"
@Layers = external constant %"Texture2DArray<float4>"
@Sky = external constant %"TextureCube<float4>"
@Depth = external constant %"Texture2D<float>"
@Ids = external constant %"Texture2D<uint2>"
@Out = external constant %"RWBuffer<float4>"
@OutIds = external constant %"RWBuffer<uint4>"
@Point = external constant %SamplerState
@Shadow = external constant %SamplerComparisonState

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: read, target_mem0: read, target_mem1: read)
define void @main() local_unnamed_addr #0 {
entry:
  %0 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind zeroinitializer, i32 0, i1 false)
  %1 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %0, %dx.types.ResourceProperties { i32 2, i32 1033 })
  %2 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 5, i32 5, i32 0, i8 3 }, i32 5, i1 false)
  %3 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %2, %dx.types.ResourceProperties { i32 14, i32 0 })
  %4 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 7, i32 7, i32 0, i8 1 }, i32 7, i1 false)
  %5 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %4, %dx.types.ResourceProperties { i32 4106, i32 1033 })
  %6 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 1, i32 1, i32 0, i8 0 }, i32 1, i1 false)
  %7 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %6, %dx.types.ResourceProperties { i32 7, i32 1033 })
  %8 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 2, i32 2, i32 0, i8 0 }, i32 2, i1 false)
  %9 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %8, %dx.types.ResourceProperties { i32 5, i32 1033 })
  %10 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 3, i32 3, i32 0, i8 0 }, i32 3, i1 false)
  %11 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %10, %dx.types.ResourceProperties { i32 2, i32 265 })
  %12 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 6, i32 6, i32 0, i8 3 }, i32 6, i1 false)
  %13 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %12, %dx.types.ResourceProperties { i32 32782, i32 0 })
  %14 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 4, i32 4, i32 0, i8 0 }, i32 4, i1 false)
  %15 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %14, %dx.types.ResourceProperties { i32 2, i32 517 })
  %16 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 8, i32 8, i32 0, i8 1 }, i32 8, i1 false)
  %17 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %16, %dx.types.ResourceProperties { i32 4106, i32 1029 })
  %18 = call i32 @dx.op.threadId.i32(i32 93, i32 0)
  %19 = sub i32 7, %18
  %.i0 = uitofp i32 %18 to float
  %.i1 = uitofp i32 %19 to float
  %.i021 = fmul float %.i0, 1.250000e-01
  %.i122 = fmul float %.i1, 1.250000e-01
  %20 = shl i32 %18, 3
  %21 = call %dx.types.ResRet.f32 @dx.op.textureGather.f32(i32 73, %dx.types.Handle %1, %dx.types.Handle %3, float %.i021, float %.i122, float undef, float undef, i32 undef, i32 undef, i32 0)
  %22 = extractvalue %dx.types.ResRet.f32 %21, 0
  %23 = extractvalue %dx.types.ResRet.f32 %21, 1
  %24 = extractvalue %dx.types.ResRet.f32 %21, 2
  %25 = extractvalue %dx.types.ResRet.f32 %21, 3
  call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle %5, i32 %20, i32 undef, float %22, float %23, float %24, float %25, i8 15)
  %26 = call %dx.types.ResRet.f32 @dx.op.textureGather.f32(i32 73, %dx.types.Handle %1, %dx.types.Handle %3, float %.i021, float %.i122, float undef, float undef, i32 1, i32 0, i32 0)
  %27 = extractvalue %dx.types.ResRet.f32 %26, 0
  %28 = extractvalue %dx.types.ResRet.f32 %26, 1
  %29 = extractvalue %dx.types.ResRet.f32 %26, 2
  %30 = extractvalue %dx.types.ResRet.f32 %26, 3
  %31 = or disjoint i32 %20, 1
  call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle %5, i32 %31, i32 undef, float %27, float %28, float %29, float %30, i8 15)
  %32 = call %dx.types.ResRet.f32 @dx.op.textureGather.f32(i32 73, %dx.types.Handle %1, %dx.types.Handle %3, float %.i021, float %.i122, float undef, float undef, i32 undef, i32 undef, i32 1)
  %33 = extractvalue %dx.types.ResRet.f32 %32, 0
  %34 = extractvalue %dx.types.ResRet.f32 %32, 1
  %35 = extractvalue %dx.types.ResRet.f32 %32, 2
  %36 = extractvalue %dx.types.ResRet.f32 %32, 3
  %37 = or disjoint i32 %20, 2
  call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle %5, i32 %37, i32 undef, float %33, float %34, float %35, float %36, i8 15)
  %38 = call %dx.types.ResRet.f32 @dx.op.textureGather.f32(i32 73, %dx.types.Handle %7, %dx.types.Handle %3, float %.i021, float %.i122, float 1.000000e+00, float undef, i32 -1, i32 -1, i32 2)
  %39 = extractvalue %dx.types.ResRet.f32 %38, 0
  %40 = extractvalue %dx.types.ResRet.f32 %38, 1
  %41 = extractvalue %dx.types.ResRet.f32 %38, 2
  %42 = extractvalue %dx.types.ResRet.f32 %38, 3
  %43 = or disjoint i32 %20, 3
  call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle %5, i32 %43, i32 undef, float %39, float %40, float %41, float %42, i8 15)
  %44 = call %dx.types.ResRet.f32 @dx.op.textureGather.f32(i32 73, %dx.types.Handle %9, %dx.types.Handle %3, float %.i021, float %.i122, float 1.000000e+00, float undef, i32 undef, i32 undef, i32 3)
  %45 = extractvalue %dx.types.ResRet.f32 %44, 0
  %46 = extractvalue %dx.types.ResRet.f32 %44, 1
  %47 = extractvalue %dx.types.ResRet.f32 %44, 2
  %48 = extractvalue %dx.types.ResRet.f32 %44, 3
  %49 = or disjoint i32 %20, 4
  call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle %5, i32 %49, i32 undef, float %45, float %46, float %47, float %48, i8 15)
  %50 = call %dx.types.ResRet.f32 @dx.op.textureGatherCmp.f32(i32 74, %dx.types.Handle %11, %dx.types.Handle %13, float %.i021, float %.i122, float undef, float undef, i32 undef, i32 undef, i32 0, float 5.000000e-01)
  %51 = extractvalue %dx.types.ResRet.f32 %50, 0
  %52 = extractvalue %dx.types.ResRet.f32 %50, 1
  %53 = extractvalue %dx.types.ResRet.f32 %50, 2
  %54 = extractvalue %dx.types.ResRet.f32 %50, 3
  %55 = or disjoint i32 %20, 5
  call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle %5, i32 %55, i32 undef, float %51, float %52, float %53, float %54, i8 15)
  %56 = call %dx.types.ResRet.f32 @dx.op.textureGatherCmp.f32(i32 74, %dx.types.Handle %11, %dx.types.Handle %13, float %.i021, float %.i122, float undef, float undef, i32 0, i32 1, i32 0, float 5.000000e-01)
  %57 = extractvalue %dx.types.ResRet.f32 %56, 0
  %58 = extractvalue %dx.types.ResRet.f32 %56, 1
  %59 = extractvalue %dx.types.ResRet.f32 %56, 2
  %60 = extractvalue %dx.types.ResRet.f32 %56, 3
  %61 = or disjoint i32 %20, 6
  call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle %5, i32 %61, i32 undef, float %57, float %58, float %59, float %60, i8 15)
  %62 = call %dx.types.ResRet.i32 @dx.op.textureGather.i32(i32 73, %dx.types.Handle %15, %dx.types.Handle %3, float %.i021, float %.i122, float undef, float undef, i32 undef, i32 undef, i32 1)
  %63 = extractvalue %dx.types.ResRet.i32 %62, 0
  %64 = extractvalue %dx.types.ResRet.i32 %62, 1
  %65 = extractvalue %dx.types.ResRet.i32 %62, 2
  %66 = extractvalue %dx.types.ResRet.i32 %62, 3
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %17, i32 %18, i32 undef, i32 %63, i32 %64, i32 %65, i32 %66, i8 15)
  ret void
}

; Function Attrs: nounwind
declare %dx.types.Handle @dx.op.createHandleFromBinding(i32, %dx.types.ResBind, i32, i1) #1

; Function Attrs: nounwind
declare %dx.types.Handle @dx.op.annotateHandle(i32, %dx.types.Handle, %dx.types.ResourceProperties) #1

; Function Attrs: nounwind
declare %dx.types.ResRet.f32 @dx.op.textureGather.f32(i32, %dx.types.Handle, %dx.types.Handle, float, float, float, float, i32, i32, i32) #1

; Function Attrs: nounwind
declare %dx.types.ResRet.f32 @dx.op.textureGatherCmp.f32(i32, %dx.types.Handle, %dx.types.Handle, float, float, float, float, i32, i32, i32, float) #1

; Function Attrs: nounwind
declare %dx.types.ResRet.i32 @dx.op.textureGather.i32(i32, %dx.types.Handle, %dx.types.Handle, float, float, float, float, i32, i32, i32) #1

; Function Attrs: nounwind
declare void @dx.op.bufferStore.f32(i32, %dx.types.Handle, i32, i32, float, float, float, float, i8) #1

; Function Attrs: nounwind
declare void @dx.op.bufferStore.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i8) #1

; Function Attrs: nounwind
declare i32 @dx.op.threadId.i32(i32, i32) #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: read, target_mem0: read, target_mem1: read) "hlsl.numthreads"="8,1,1" "hlsl.shader"="compute" }
attributes #1 = { nounwind }

!dx.resources = !{!0}
!dx.entryPoints = !{!15}
!dx.shaderModel = !{!18}
!dx.version = !{!19}
!dx.valver = !{!20}

!0 = !{!1, !9, null, !12}
!1 = !{!2, !4, !5, !6, !7}
!2 = !{i32 0, ptr @Albedo, !"Albedo", i32 0, i32 0, i32 1, i32 2, i32 0, !3}
!3 = !{i32 0, i32 9}
!4 = !{i32 1, ptr @Layers, !"Layers", i32 0, i32 1, i32 1, i32 7, i32 0, !3}
!5 = !{i32 2, ptr @Sky, !"Sky", i32 0, i32 2, i32 1, i32 5, i32 0, !3}
!6 = !{i32 3, ptr @Depth, !"Depth", i32 0, i32 3, i32 1, i32 2, i32 0, !3}
!7 = !{i32 4, ptr @Ids, !"Ids", i32 0, i32 4, i32 1, i32 2, i32 0, !8}
!8 = !{i32 0, i32 5}
!9 = !{!10, !11}
!10 = !{i32 0, ptr @Out, !"Out", i32 0, i32 7, i32 1, i32 10, i1 false, i1 false, i1 false, !3}
!11 = !{i32 1, ptr @OutIds, !"OutIds", i32 0, i32 8, i32 1, i32 10, i1 false, i1 false, i1 false, !8}
!12 = !{!13, !14}
!13 = !{i32 0, ptr @Point, !"Point", i32 0, i32 5, i32 1, i32 0, null}
!14 = !{i32 1, ptr @Shadow, !"Shadow", i32 0, i32 6, i32 1, i32 1, null}
!15 = !{ptr @main, !"main", null, !0, !16}
!16 = !{i32 4, !17}
!17 = !{i32 8, i32 1, i32 1}
!18 = !{!"cs", i32 6, i32 6}
!19 = !{i32 1, i32 6}
!20 = !{i32 1, i32 8}
