; ModuleID = 'texel'
source_filename = "texel"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.6-compute"

%"Texture1D<float4>" = type { <4 x float> }
%"Texture2D<float4>" = type { <4 x float> }
%"Texture2DArray<float2>" = type { <2 x float> }
%"Texture3D<float>" = type { float }
%"TextureCube<float4>" = type { <4 x float> }
%"TextureCubeArray<float4>" = type { <4 x float> }
%"Buffer<float>" = type { float }
%"RWBuffer<float4>" = type { <4 x float> }
%SamplerState = type { i32 }
%dx.types.Handle = type { ptr }
%dx.types.ResBind = type { i32, i32, i32, i8 }
%dx.types.ResourceProperties = type { i32, i32 }
%dx.types.ResRet.f32 = type { float, float, float, float, i32 }

@.str = private unnamed_addr constant [5 x i8] c"Lods\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"Line\00", align 1
@.str.2 = private unnamed_addr constant [7 x i8] c"Linear\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"Out\00", align 1
@.str.4 = private unnamed_addr constant [7 x i8] c"Albedo\00", align 1
@.str.5 = private unnamed_addr constant [7 x i8] c"Layers\00", align 1
@.str.6 = private unnamed_addr constant [7 x i8] c"Volume\00", align 1
@.str.7 = private unnamed_addr constant [4 x i8] c"Sky\00", align 1
@.str.8 = private unnamed_addr constant [7 x i8] c"Probes\00", align 1
@Line = external constant %"Texture1D<float4>"
@Albedo = external constant %"Texture2D<float4>"
@Layers = external constant %"Texture2DArray<float2>"
@Volume = external constant %"Texture3D<float>"
@Sky = external constant %"TextureCube<float4>"
@Probes = external constant %"TextureCubeArray<float4>"
@Lods = external constant %"Buffer<float>"
@Out = external constant %"RWBuffer<float4>"
@Linear = external constant %SamplerState

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: read, target_mem0: read, target_mem1: read)
define void @main() local_unnamed_addr #0 {
entry:
  %0 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 6, i32 6, i32 0, i8 0 }, i32 6, i1 false)
  %1 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %0, %dx.types.ResourceProperties { i32 10, i32 265 })
  %2 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind zeroinitializer, i32 0, i1 false)
  %3 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %2, %dx.types.ResourceProperties { i32 1, i32 1033 })
  %4 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 7, i32 7, i32 0, i8 3 }, i32 7, i1 false)
  %5 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %4, %dx.types.ResourceProperties { i32 14, i32 0 })
  %6 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 8, i32 8, i32 0, i8 1 }, i32 8, i1 false)
  %7 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %6, %dx.types.ResourceProperties { i32 4106, i32 1033 })
  %8 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 1, i32 1, i32 0, i8 0 }, i32 1, i1 false)
  %9 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %8, %dx.types.ResourceProperties { i32 2, i32 1033 })
  %10 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 2, i32 2, i32 0, i8 0 }, i32 2, i1 false)
  %11 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %10, %dx.types.ResourceProperties { i32 7, i32 521 })
  %12 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 3, i32 3, i32 0, i8 0 }, i32 3, i1 false)
  %13 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %12, %dx.types.ResourceProperties { i32 4, i32 265 })
  %14 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 4, i32 4, i32 0, i8 0 }, i32 4, i1 false)
  %15 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %14, %dx.types.ResourceProperties { i32 5, i32 1033 })
  %16 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 5, i32 5, i32 0, i8 0 }, i32 5, i1 false)
  %17 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %16, %dx.types.ResourceProperties { i32 9, i32 1033 })
  %18 = call i32 @dx.op.threadId.i32(i32 93, i32 0)
  %19 = uitofp i32 %18 to float
  %20 = fmul float %19, 2.500000e-01
  %21 = call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle %1, i32 %18, i32 undef)
  %22 = extractvalue %dx.types.ResRet.f32 %21, 0
  %23 = shl i32 %18, 3
  %24 = call %dx.types.ResRet.f32 @dx.op.sampleLevel.f32(i32 62, %dx.types.Handle %3, %dx.types.Handle %5, float %20, float undef, float undef, float undef, i32 undef, i32 undef, i32 undef, float 0.000000e+00)
  %25 = extractvalue %dx.types.ResRet.f32 %24, 0
  %26 = extractvalue %dx.types.ResRet.f32 %24, 1
  %27 = extractvalue %dx.types.ResRet.f32 %24, 2
  %28 = extractvalue %dx.types.ResRet.f32 %24, 3
  call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle %7, i32 %23, i32 undef, float %25, float %26, float %27, float %28, i8 15)
  %29 = call %dx.types.ResRet.f32 @dx.op.sampleLevel.f32(i32 62, %dx.types.Handle %9, %dx.types.Handle %5, float %20, float 5.000000e-01, float undef, float undef, i32 undef, i32 undef, i32 undef, float %22)
  %30 = extractvalue %dx.types.ResRet.f32 %29, 0
  %31 = extractvalue %dx.types.ResRet.f32 %29, 1
  %32 = extractvalue %dx.types.ResRet.f32 %29, 2
  %33 = extractvalue %dx.types.ResRet.f32 %29, 3
  %34 = or disjoint i32 %23, 1
  call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle %7, i32 %34, i32 undef, float %30, float %31, float %32, float %33, i8 15)
  %35 = call %dx.types.ResRet.f32 @dx.op.sampleLevel.f32(i32 62, %dx.types.Handle %9, %dx.types.Handle %5, float %20, float 5.000000e-01, float undef, float undef, i32 -1, i32 2, i32 undef, float %22)
  %36 = extractvalue %dx.types.ResRet.f32 %35, 0
  %37 = extractvalue %dx.types.ResRet.f32 %35, 1
  %38 = extractvalue %dx.types.ResRet.f32 %35, 2
  %39 = extractvalue %dx.types.ResRet.f32 %35, 3
  %40 = or disjoint i32 %23, 2
  call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle %7, i32 %40, i32 undef, float %36, float %37, float %38, float %39, i8 15)
  %41 = call %dx.types.ResRet.f32 @dx.op.sampleLevel.f32(i32 62, %dx.types.Handle %11, %dx.types.Handle %5, float %20, float %20, float 1.000000e+00, float undef, i32 undef, i32 undef, i32 undef, float 1.000000e+00)
  %42 = extractvalue %dx.types.ResRet.f32 %41, 0
  %43 = extractvalue %dx.types.ResRet.f32 %41, 1
  %44 = or disjoint i32 %23, 3
  call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle %7, i32 %44, i32 undef, float %42, float %43, float 0.000000e+00, float 1.000000e+00, i8 15)
  %45 = call %dx.types.ResRet.f32 @dx.op.sampleLevel.f32(i32 62, %dx.types.Handle %13, %dx.types.Handle %5, float %20, float 5.000000e-01, float 2.500000e-01, float undef, i32 1, i32 0, i32 -1, float 2.000000e+00)
  %46 = extractvalue %dx.types.ResRet.f32 %45, 0
  %47 = or disjoint i32 %23, 4
  call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle %7, i32 %47, i32 undef, float %46, float %46, float %46, float %46, i8 15)
  %.i0 = fmul float %20, %20
  %foldExtExtBinop.i0 = fadd float %.i0, 1.000000e+00
  %foldExtExtBinop24.i0 = fadd float 1.000000e+00, %foldExtExtBinop.i0
  %48 = call float @dx.op.unary.f32(i32 24, float %foldExtExtBinop24.i0)
  %.i026 = fdiv float %20, %48
  %.i1 = fdiv float 1.000000e+00, %48
  %.i2 = fdiv float -1.000000e+00, %48
  %49 = call %dx.types.ResRet.f32 @dx.op.sampleLevel.f32(i32 62, %dx.types.Handle %15, %dx.types.Handle %5, float %.i026, float %.i1, float %.i2, float undef, i32 undef, i32 undef, i32 undef, float %22)
  %50 = extractvalue %dx.types.ResRet.f32 %49, 0
  %51 = extractvalue %dx.types.ResRet.f32 %49, 1
  %52 = extractvalue %dx.types.ResRet.f32 %49, 2
  %53 = extractvalue %dx.types.ResRet.f32 %49, 3
  %54 = or disjoint i32 %23, 5
  call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle %7, i32 %54, i32 undef, float %50, float %51, float %52, float %53, i8 15)
  %55 = call %dx.types.ResRet.f32 @dx.op.sampleLevel.f32(i32 62, %dx.types.Handle %17, %dx.types.Handle %5, float 0.000000e+00, float 1.000000e+00, float %20, float 3.000000e+00, i32 undef, i32 undef, i32 undef, float 5.000000e-01)
  %56 = extractvalue %dx.types.ResRet.f32 %55, 0
  %57 = extractvalue %dx.types.ResRet.f32 %55, 1
  %58 = extractvalue %dx.types.ResRet.f32 %55, 2
  %59 = extractvalue %dx.types.ResRet.f32 %55, 3
  %60 = or disjoint i32 %23, 6
  call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle %7, i32 %60, i32 undef, float %56, float %57, float %58, float %59, i8 15)
  ret void
}

; Function Attrs: nounwind
declare %dx.types.Handle @dx.op.createHandleFromBinding(i32, %dx.types.ResBind, i32, i1) #1

; Function Attrs: nounwind
declare %dx.types.Handle @dx.op.annotateHandle(i32, %dx.types.Handle, %dx.types.ResourceProperties) #1

; Function Attrs: nounwind
declare %dx.types.ResRet.f32 @dx.op.sampleLevel.f32(i32, %dx.types.Handle, %dx.types.Handle, float, float, float, float, i32, i32, i32, float) #1

; Function Attrs: nounwind
declare %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32, %dx.types.Handle, i32, i32) #1

; Function Attrs: nounwind
declare void @dx.op.bufferStore.f32(i32, %dx.types.Handle, i32, i32, float, float, float, float, i8) #1

; Function Attrs: nounwind
declare i32 @dx.op.threadId.i32(i32, i32) #1

; Function Attrs: nounwind
declare float @dx.op.unary.f32(i32, float) #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: read, target_mem0: read, target_mem1: read) "hlsl.numthreads"="4,1,1" "hlsl.shader"="compute" }
attributes #1 = { nounwind }

!dx.resources = !{!0}
!dx.entryPoints = !{!14}
!dx.shaderModel = !{!17}
!dx.version = !{!18}
!dx.valver = !{!19}

!0 = !{!1, !10, null, !12}
!1 = !{!2, !4, !5, !6, !7, !8, !9}
!2 = !{i32 0, ptr @Line, !"Line", i32 0, i32 0, i32 1, i32 1, i32 0, !3}
!3 = !{i32 0, i32 9}
!4 = !{i32 1, ptr @Albedo, !"Albedo", i32 0, i32 1, i32 1, i32 2, i32 0, !3}
!5 = !{i32 2, ptr @Layers, !"Layers", i32 0, i32 2, i32 1, i32 7, i32 0, !3}
!6 = !{i32 3, ptr @Volume, !"Volume", i32 0, i32 3, i32 1, i32 4, i32 0, !3}
!7 = !{i32 4, ptr @Sky, !"Sky", i32 0, i32 4, i32 1, i32 5, i32 0, !3}
!8 = !{i32 5, ptr @Probes, !"Probes", i32 0, i32 5, i32 1, i32 9, i32 0, !3}
!9 = !{i32 6, ptr @Lods, !"Lods", i32 0, i32 6, i32 1, i32 10, i32 0, !3}
!10 = !{!11}
!11 = !{i32 0, ptr @Out, !"Out", i32 0, i32 8, i32 1, i32 10, i1 false, i1 false, i1 false, !3}
!12 = !{!13}
!13 = !{i32 0, ptr @Linear, !"Linear", i32 0, i32 7, i32 1, i32 0, null}
!14 = !{ptr @main, !"main", null, !0, !15}
!15 = !{i32 4, !16}
!16 = !{i32 4, i32 1, i32 1}
!17 = !{!"cs", i32 6, i32 6}
!18 = !{i32 1, i32 6}
!19 = !{i32 1, i32 8}
