; ModuleID = 'texel'
source_filename = "texel"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.6-compute"

%"Texture2D<float4>" = type { <4 x float> }
%"Texture2DArray<float4>" = type { <4 x float> }
%"Texture3D<float4>" = type { <4 x float> }
%"TextureCube<float4>" = type { <4 x float> }
%"Texture2DMS<float4>" = type { <4 x float> }
%"Buffer<float4>" = type { <4 x float> }
%"RWTexture2D<float4>" = type { <4 x float> }
%"RWStructuredBuffer<uint4>" = type { <4 x i32> }
%dx.types.Handle = type { ptr }
%dx.types.ResBind = type { i32, i32, i32, i8 }
%dx.types.ResourceProperties = type { i32, i32 }
%dx.types.Dimensions = type { i32, i32, i32, i32 }

@.str = private unnamed_addr constant [7 x i8] c"Albedo\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"Out\00", align 1
@.str.2 = private unnamed_addr constant [7 x i8] c"Layers\00", align 1
@.str.3 = private unnamed_addr constant [7 x i8] c"Volume\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"Sky\00", align 1
@.str.5 = private unnamed_addr constant [5 x i8] c"Msaa\00", align 1
@.str.6 = private unnamed_addr constant [7 x i8] c"Target\00", align 1
@.str.7 = private unnamed_addr constant [9 x i8] c"Elements\00", align 1
@Albedo = external constant %"Texture2D<float4>"
@Layers = external constant %"Texture2DArray<float4>"
@Volume = external constant %"Texture3D<float4>"
@Sky = external constant %"TextureCube<float4>"
@Msaa = external constant %"Texture2DMS<float4>"
@Elements = external constant %"Buffer<float4>"
@Target = external constant %"RWTexture2D<float4>"
@Out = external constant %"RWStructuredBuffer<uint4>"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: read, target_mem0: read, target_mem1: read)
define void @main() local_unnamed_addr #0 {
entry:
  %0 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind zeroinitializer, i32 0, i1 false)
  %1 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %0, %dx.types.ResourceProperties { i32 2, i32 1033 })
  %2 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 7, i32 7, i32 0, i8 1 }, i32 7, i1 false)
  %3 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %2, %dx.types.ResourceProperties { i32 4108, i32 16 })
  %4 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 1, i32 1, i32 0, i8 0 }, i32 1, i1 false)
  %5 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %4, %dx.types.ResourceProperties { i32 7, i32 1033 })
  %6 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 2, i32 2, i32 0, i8 0 }, i32 2, i1 false)
  %7 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %6, %dx.types.ResourceProperties { i32 4, i32 1033 })
  %8 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 3, i32 3, i32 0, i8 0 }, i32 3, i1 false)
  %9 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %8, %dx.types.ResourceProperties { i32 5, i32 1033 })
  %10 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 4, i32 4, i32 0, i8 0 }, i32 4, i1 false)
  %11 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %10, %dx.types.ResourceProperties { i32 3, i32 1033 })
  %12 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 5, i32 5, i32 0, i8 1 }, i32 5, i1 false)
  %13 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %12, %dx.types.ResourceProperties { i32 4098, i32 1033 })
  %14 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 6, i32 6, i32 0, i8 0 }, i32 6, i1 false)
  %15 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %14, %dx.types.ResourceProperties { i32 10, i32 1033 })
  %16 = call %dx.types.Dimensions @dx.op.getDimensions(i32 72, %dx.types.Handle %1, i32 0)
  %17 = extractvalue %dx.types.Dimensions %16, 0
  %18 = insertelement <2 x i32> poison, i32 %17, i32 0
  %19 = extractvalue %dx.types.Dimensions %16, 1
  %20 = insertelement <2 x i32> %18, i32 %19, i32 1
  %21 = shufflevector <2 x i32> %20, <2 x i32> poison, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>
  %22 = shufflevector <4 x i32> %21, <4 x i32> <i32 poison, i32 poison, i32 0, i32 0>, <4 x i32> <i32 0, i32 1, i32 6, i32 7>
  %23 = extractelement <4 x i32> %22, i32 0
  %24 = extractelement <4 x i32> %22, i32 1
  %25 = extractelement <4 x i32> %22, i32 2
  %26 = extractelement <4 x i32> %22, i32 3
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3, i32 0, i32 0, i32 %23, i32 %24, i32 %25, i32 %26, i8 15, i32 4)
  %27 = call %dx.types.Dimensions @dx.op.getDimensions(i32 72, %dx.types.Handle %1, i32 2)
  %28 = extractvalue %dx.types.Dimensions %27, 0
  %29 = insertelement <3 x i32> poison, i32 %28, i32 0
  %30 = extractvalue %dx.types.Dimensions %27, 1
  %31 = insertelement <3 x i32> %29, i32 %30, i32 1
  %32 = extractvalue %dx.types.Dimensions %27, 3
  %33 = insertelement <3 x i32> %31, i32 %32, i32 2
  %34 = shufflevector <3 x i32> %33, <3 x i32> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>
  %35 = insertelement <4 x i32> %34, i32 0, i64 3
  %36 = extractelement <4 x i32> %35, i32 0
  %37 = extractelement <4 x i32> %35, i32 1
  %38 = extractelement <4 x i32> %35, i32 2
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3, i32 1, i32 0, i32 %36, i32 %37, i32 %38, i32 0, i8 15, i32 4)
  %39 = call %dx.types.Dimensions @dx.op.getDimensions(i32 72, %dx.types.Handle %5, i32 0)
  %40 = extractvalue %dx.types.Dimensions %39, 0
  %41 = extractvalue %dx.types.Dimensions %39, 1
  %42 = extractvalue %dx.types.Dimensions %39, 2
  %43 = extractvalue %dx.types.Dimensions %39, 3
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3, i32 2, i32 0, i32 %40, i32 %41, i32 %42, i32 %43, i8 15, i32 4)
  %44 = call %dx.types.Dimensions @dx.op.getDimensions(i32 72, %dx.types.Handle %7, i32 0)
  %45 = extractvalue %dx.types.Dimensions %44, 0
  %46 = insertelement <3 x i32> poison, i32 %45, i32 0
  %47 = extractvalue %dx.types.Dimensions %44, 1
  %48 = insertelement <3 x i32> %46, i32 %47, i32 1
  %49 = extractvalue %dx.types.Dimensions %44, 2
  %50 = insertelement <3 x i32> %48, i32 %49, i32 2
  %51 = shufflevector <3 x i32> %50, <3 x i32> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>
  %52 = insertelement <4 x i32> %51, i32 0, i64 3
  %53 = extractelement <4 x i32> %52, i32 0
  %54 = extractelement <4 x i32> %52, i32 1
  %55 = extractelement <4 x i32> %52, i32 2
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3, i32 3, i32 0, i32 %53, i32 %54, i32 %55, i32 0, i8 15, i32 4)
  %56 = call %dx.types.Dimensions @dx.op.getDimensions(i32 72, %dx.types.Handle %9, i32 1)
  %57 = extractvalue %dx.types.Dimensions %56, 3
  %58 = extractvalue %dx.types.Dimensions %56, 0
  %59 = insertelement <3 x i32> poison, i32 %58, i32 0
  %60 = extractvalue %dx.types.Dimensions %56, 1
  %61 = insertelement <3 x i32> %59, i32 %60, i32 1
  %62 = insertelement <3 x i32> %61, i32 %57, i32 2
  %63 = uitofp i32 %57 to float
  %64 = shufflevector <3 x i32> %62, <3 x i32> poison, <2 x i32> <i32 0, i32 1>
  %65 = uitofp <2 x i32> %64 to <2 x float>
  %66 = fmul <2 x float> %65, splat (float 2.000000e+00)
  %67 = fptoui float %63 to i32
  %68 = shufflevector <2 x float> %66, <2 x float> poison, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>
  %69 = fptoui <4 x float> %68 to <4 x i32>
  %70 = insertelement <4 x i32> %69, i32 0, i64 3
  %71 = insertelement <4 x i32> %70, i32 %67, i64 2
  %72 = extractelement <4 x i32> %71, i32 0
  %73 = extractelement <4 x i32> %71, i32 1
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3, i32 4, i32 0, i32 %72, i32 %73, i32 %67, i32 0, i8 15, i32 4)
  %74 = call %dx.types.Dimensions @dx.op.getDimensions(i32 72, %dx.types.Handle %11, i32 undef)
  %75 = extractvalue %dx.types.Dimensions %74, 0
  %76 = insertelement <3 x i32> poison, i32 %75, i32 0
  %77 = extractvalue %dx.types.Dimensions %74, 1
  %78 = insertelement <3 x i32> %76, i32 %77, i32 1
  %79 = extractvalue %dx.types.Dimensions %74, 3
  %80 = insertelement <3 x i32> %78, i32 %79, i32 2
  %81 = shufflevector <3 x i32> %80, <3 x i32> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>
  %82 = insertelement <4 x i32> %81, i32 0, i64 3
  %83 = extractelement <4 x i32> %82, i32 0
  %84 = extractelement <4 x i32> %82, i32 1
  %85 = extractelement <4 x i32> %82, i32 2
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3, i32 5, i32 0, i32 %83, i32 %84, i32 %85, i32 0, i8 15, i32 4)
  %86 = call %dx.types.Dimensions @dx.op.getDimensions(i32 72, %dx.types.Handle %13, i32 undef)
  %87 = extractvalue %dx.types.Dimensions %86, 0
  %88 = insertelement <2 x i32> poison, i32 %87, i32 0
  %89 = extractvalue %dx.types.Dimensions %86, 1
  %90 = insertelement <2 x i32> %88, i32 %89, i32 1
  %91 = call %dx.types.Dimensions @dx.op.getDimensions(i32 72, %dx.types.Handle %15, i32 undef)
  %92 = extractvalue %dx.types.Dimensions %91, 0
  %93 = shufflevector <2 x i32> %90, <2 x i32> poison, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>
  %94 = insertelement <4 x i32> %93, i32 0, i64 3
  %95 = insertelement <4 x i32> %94, i32 %92, i64 2
  %96 = extractelement <4 x i32> %95, i32 0
  %97 = extractelement <4 x i32> %95, i32 1
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3, i32 6, i32 0, i32 %96, i32 %97, i32 %92, i32 0, i8 15, i32 4)
  ret void
}

; Function Attrs: nounwind
declare %dx.types.Handle @dx.op.createHandleFromBinding(i32, %dx.types.ResBind, i32, i1) #1

; Function Attrs: nounwind
declare %dx.types.Handle @dx.op.annotateHandle(i32, %dx.types.Handle, %dx.types.ResourceProperties) #1

; Function Attrs: nounwind
declare %dx.types.Dimensions @dx.op.getDimensions(i32, %dx.types.Handle, i32) #1

; Function Attrs: nounwind
declare void @dx.op.rawBufferStore.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i8, i32) #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: read, target_mem0: read, target_mem1: read) "hlsl.numthreads"="1,1,1" "hlsl.shader"="compute" }
attributes #1 = { nounwind }

!dx.resources = !{!0}
!dx.entryPoints = !{!13}
!dx.shaderModel = !{!16}
!dx.version = !{!17}
!dx.valver = !{!18}

!0 = !{!1, !9, null, null}
!1 = !{!2, !4, !5, !6, !7, !8}
!2 = !{i32 0, ptr @Albedo, !"Albedo", i32 0, i32 0, i32 1, i32 2, i32 0, !3}
!3 = !{i32 0, i32 9}
!4 = !{i32 1, ptr @Layers, !"Layers", i32 0, i32 1, i32 1, i32 7, i32 0, !3}
!5 = !{i32 2, ptr @Volume, !"Volume", i32 0, i32 2, i32 1, i32 4, i32 0, !3}
!6 = !{i32 3, ptr @Sky, !"Sky", i32 0, i32 3, i32 1, i32 5, i32 0, !3}
!7 = !{i32 4, ptr @Msaa, !"Msaa", i32 0, i32 4, i32 1, i32 3, i32 0, !3}
!8 = !{i32 5, ptr @Elements, !"Elements", i32 0, i32 6, i32 1, i32 10, i32 0, !3}
!9 = !{!10, !11}
!10 = !{i32 0, ptr @Target, !"Target", i32 0, i32 5, i32 1, i32 2, i1 false, i1 false, i1 false, !3}
!11 = !{i32 1, ptr @Out, !"Out", i32 0, i32 7, i32 1, i32 12, i1 false, i1 false, i1 false, !12}
!12 = !{i32 1, i32 16}
!13 = !{ptr @main, !"main", null, !0, !14}
!14 = !{i32 4, !15}
!15 = !{i32 1, i32 1, i32 1}
!16 = !{!"cs", i32 6, i32 6}
!17 = !{i32 1, i32 6}
!18 = !{i32 1, i32 8}
