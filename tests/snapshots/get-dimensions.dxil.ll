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
  %18 = extractvalue %dx.types.Dimensions %16, 1
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3, i32 0, i32 0, i32 %17, i32 %18, i32 0, i32 0, i8 15, i32 4)
  %19 = call %dx.types.Dimensions @dx.op.getDimensions(i32 72, %dx.types.Handle %1, i32 2)
  %20 = extractvalue %dx.types.Dimensions %19, 0
  %21 = extractvalue %dx.types.Dimensions %19, 1
  %22 = extractvalue %dx.types.Dimensions %19, 3
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3, i32 1, i32 0, i32 %20, i32 %21, i32 %22, i32 0, i8 15, i32 4)
  %23 = call %dx.types.Dimensions @dx.op.getDimensions(i32 72, %dx.types.Handle %5, i32 0)
  %24 = extractvalue %dx.types.Dimensions %23, 0
  %25 = extractvalue %dx.types.Dimensions %23, 1
  %26 = extractvalue %dx.types.Dimensions %23, 2
  %27 = extractvalue %dx.types.Dimensions %23, 3
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3, i32 2, i32 0, i32 %24, i32 %25, i32 %26, i32 %27, i8 15, i32 4)
  %28 = call %dx.types.Dimensions @dx.op.getDimensions(i32 72, %dx.types.Handle %7, i32 0)
  %29 = extractvalue %dx.types.Dimensions %28, 0
  %30 = extractvalue %dx.types.Dimensions %28, 1
  %31 = extractvalue %dx.types.Dimensions %28, 2
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3, i32 3, i32 0, i32 %29, i32 %30, i32 %31, i32 0, i8 15, i32 4)
  %32 = call %dx.types.Dimensions @dx.op.getDimensions(i32 72, %dx.types.Handle %9, i32 1)
  %33 = extractvalue %dx.types.Dimensions %32, 3
  %34 = extractvalue %dx.types.Dimensions %32, 0
  %35 = extractvalue %dx.types.Dimensions %32, 1
  %36 = uitofp i32 %33 to float
  %.i0 = uitofp i32 %34 to float
  %.i1 = uitofp i32 %35 to float
  %.i021 = fmul float %.i0, 2.000000e+00
  %.i122 = fmul float %.i1, 2.000000e+00
  %37 = fptoui float %36 to i32
  %.i023 = fptoui float %.i021 to i32
  %.i124 = fptoui float %.i122 to i32
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3, i32 4, i32 0, i32 %.i023, i32 %.i124, i32 %37, i32 0, i8 15, i32 4)
  %38 = call %dx.types.Dimensions @dx.op.getDimensions(i32 72, %dx.types.Handle %11, i32 undef)
  %39 = extractvalue %dx.types.Dimensions %38, 0
  %40 = extractvalue %dx.types.Dimensions %38, 1
  %41 = extractvalue %dx.types.Dimensions %38, 3
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3, i32 5, i32 0, i32 %39, i32 %40, i32 %41, i32 0, i8 15, i32 4)
  %42 = call %dx.types.Dimensions @dx.op.getDimensions(i32 72, %dx.types.Handle %13, i32 undef)
  %43 = extractvalue %dx.types.Dimensions %42, 0
  %44 = extractvalue %dx.types.Dimensions %42, 1
  %45 = call %dx.types.Dimensions @dx.op.getDimensions(i32 72, %dx.types.Handle %15, i32 undef)
  %46 = extractvalue %dx.types.Dimensions %45, 0
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3, i32 6, i32 0, i32 %43, i32 %44, i32 %46, i32 0, i8 15, i32 4)
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
