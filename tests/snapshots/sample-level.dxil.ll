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
  %26 = insertelement <4 x float> poison, float %25, i32 0
  %27 = extractvalue %dx.types.ResRet.f32 %24, 1
  %28 = insertelement <4 x float> %26, float %27, i32 1
  %29 = extractvalue %dx.types.ResRet.f32 %24, 2
  %30 = insertelement <4 x float> %28, float %29, i32 2
  %31 = extractvalue %dx.types.ResRet.f32 %24, 3
  %32 = insertelement <4 x float> %30, float %31, i32 3
  %33 = extractelement <4 x float> %32, i32 0
  %34 = extractelement <4 x float> %32, i32 1
  %35 = extractelement <4 x float> %32, i32 2
  %36 = extractelement <4 x float> %32, i32 3
  call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle %7, i32 %23, i32 undef, float %33, float %34, float %35, float %36, i8 15)
  %37 = insertelement <2 x float> <float poison, float 5.000000e-01>, float %20, i64 0
  %38 = extractelement <2 x float> %37, i32 0
  %39 = extractelement <2 x float> %37, i32 1
  %40 = call %dx.types.ResRet.f32 @dx.op.sampleLevel.f32(i32 62, %dx.types.Handle %9, %dx.types.Handle %5, float %38, float %39, float undef, float undef, i32 undef, i32 undef, i32 undef, float %22)
  %41 = extractvalue %dx.types.ResRet.f32 %40, 0
  %42 = insertelement <4 x float> poison, float %41, i32 0
  %43 = extractvalue %dx.types.ResRet.f32 %40, 1
  %44 = insertelement <4 x float> %42, float %43, i32 1
  %45 = extractvalue %dx.types.ResRet.f32 %40, 2
  %46 = insertelement <4 x float> %44, float %45, i32 2
  %47 = extractvalue %dx.types.ResRet.f32 %40, 3
  %48 = insertelement <4 x float> %46, float %47, i32 3
  %49 = or disjoint i32 %23, 1
  %50 = extractelement <4 x float> %48, i32 0
  %51 = extractelement <4 x float> %48, i32 1
  %52 = extractelement <4 x float> %48, i32 2
  %53 = extractelement <4 x float> %48, i32 3
  call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle %7, i32 %49, i32 undef, float %50, float %51, float %52, float %53, i8 15)
  %54 = extractelement <2 x float> %37, i32 0
  %55 = extractelement <2 x float> %37, i32 1
  %56 = call %dx.types.ResRet.f32 @dx.op.sampleLevel.f32(i32 62, %dx.types.Handle %9, %dx.types.Handle %5, float %54, float %55, float undef, float undef, i32 -1, i32 2, i32 undef, float %22)
  %57 = extractvalue %dx.types.ResRet.f32 %56, 0
  %58 = insertelement <4 x float> poison, float %57, i32 0
  %59 = extractvalue %dx.types.ResRet.f32 %56, 1
  %60 = insertelement <4 x float> %58, float %59, i32 1
  %61 = extractvalue %dx.types.ResRet.f32 %56, 2
  %62 = insertelement <4 x float> %60, float %61, i32 2
  %63 = extractvalue %dx.types.ResRet.f32 %56, 3
  %64 = insertelement <4 x float> %62, float %63, i32 3
  %65 = or disjoint i32 %23, 2
  %66 = extractelement <4 x float> %64, i32 0
  %67 = extractelement <4 x float> %64, i32 1
  %68 = extractelement <4 x float> %64, i32 2
  %69 = extractelement <4 x float> %64, i32 3
  call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle %7, i32 %65, i32 undef, float %66, float %67, float %68, float %69, i8 15)
  %70 = insertelement <3 x float> <float poison, float poison, float 1.000000e+00>, float %20, i64 0
  %71 = insertelement <3 x float> %70, float %20, i64 1
  %72 = extractelement <3 x float> %71, i32 0
  %73 = extractelement <3 x float> %71, i32 1
  %74 = extractelement <3 x float> %71, i32 2
  %75 = call %dx.types.ResRet.f32 @dx.op.sampleLevel.f32(i32 62, %dx.types.Handle %11, %dx.types.Handle %5, float %72, float %73, float %74, float undef, i32 undef, i32 undef, i32 undef, float 1.000000e+00)
  %76 = extractvalue %dx.types.ResRet.f32 %75, 0
  %77 = insertelement <2 x float> poison, float %76, i32 0
  %78 = extractvalue %dx.types.ResRet.f32 %75, 1
  %79 = insertelement <2 x float> %77, float %78, i32 1
  %80 = shufflevector <2 x float> %79, <2 x float> poison, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>
  %81 = shufflevector <4 x float> %80, <4 x float> <float poison, float poison, float 0.000000e+00, float 1.000000e+00>, <4 x i32> <i32 0, i32 1, i32 6, i32 7>
  %82 = or disjoint i32 %23, 3
  %83 = extractelement <4 x float> %81, i32 0
  %84 = extractelement <4 x float> %81, i32 1
  %85 = extractelement <4 x float> %81, i32 2
  %86 = extractelement <4 x float> %81, i32 3
  call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle %7, i32 %82, i32 undef, float %83, float %84, float %85, float %86, i8 15)
  %87 = insertelement <3 x float> <float poison, float 5.000000e-01, float 2.500000e-01>, float %20, i64 0
  %88 = extractelement <3 x float> %87, i32 0
  %89 = extractelement <3 x float> %87, i32 1
  %90 = extractelement <3 x float> %87, i32 2
  %91 = call %dx.types.ResRet.f32 @dx.op.sampleLevel.f32(i32 62, %dx.types.Handle %13, %dx.types.Handle %5, float %88, float %89, float %90, float undef, i32 1, i32 0, i32 -1, float 2.000000e+00)
  %92 = extractvalue %dx.types.ResRet.f32 %91, 0
  %93 = insertelement <4 x float> poison, float %92, i64 0
  %94 = shufflevector <4 x float> %93, <4 x float> poison, <4 x i32> zeroinitializer
  %95 = or disjoint i32 %23, 4
  %96 = extractelement <4 x float> %94, i32 0
  %97 = extractelement <4 x float> %94, i32 1
  %98 = extractelement <4 x float> %94, i32 2
  %99 = extractelement <4 x float> %94, i32 3
  call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle %7, i32 %95, i32 undef, float %96, float %97, float %98, float %99, i8 15)
  %100 = insertelement <3 x float> <float poison, float 1.000000e+00, float -1.000000e+00>, float %20, i64 0
  %101 = fmul <3 x float> %100, %100
  %shift = shufflevector <3 x float> %101, <3 x float> poison, <3 x i32> <i32 1, i32 poison, i32 poison>
  %foldExtExtBinop = fadd <3 x float> %101, %shift
  %shift23 = shufflevector <3 x float> %101, <3 x float> poison, <3 x i32> <i32 2, i32 poison, i32 poison>
  %foldExtExtBinop24 = fadd <3 x float> %shift23, %foldExtExtBinop
  %102 = extractelement <3 x float> %foldExtExtBinop24, i64 0
  %103 = tail call float @llvm.sqrt.f32(float %102)
  %104 = insertelement <3 x float> poison, float %103, i64 0
  %105 = shufflevector <3 x float> %104, <3 x float> poison, <3 x i32> zeroinitializer
  %106 = fdiv <3 x float> %100, %105
  %107 = extractelement <3 x float> %106, i32 0
  %108 = extractelement <3 x float> %106, i32 1
  %109 = extractelement <3 x float> %106, i32 2
  %110 = call %dx.types.ResRet.f32 @dx.op.sampleLevel.f32(i32 62, %dx.types.Handle %15, %dx.types.Handle %5, float %107, float %108, float %109, float undef, i32 undef, i32 undef, i32 undef, float %22)
  %111 = extractvalue %dx.types.ResRet.f32 %110, 0
  %112 = insertelement <4 x float> poison, float %111, i32 0
  %113 = extractvalue %dx.types.ResRet.f32 %110, 1
  %114 = insertelement <4 x float> %112, float %113, i32 1
  %115 = extractvalue %dx.types.ResRet.f32 %110, 2
  %116 = insertelement <4 x float> %114, float %115, i32 2
  %117 = extractvalue %dx.types.ResRet.f32 %110, 3
  %118 = insertelement <4 x float> %116, float %117, i32 3
  %119 = or disjoint i32 %23, 5
  %120 = extractelement <4 x float> %118, i32 0
  %121 = extractelement <4 x float> %118, i32 1
  %122 = extractelement <4 x float> %118, i32 2
  %123 = extractelement <4 x float> %118, i32 3
  call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle %7, i32 %119, i32 undef, float %120, float %121, float %122, float %123, i8 15)
  %124 = insertelement <4 x float> <float 0.000000e+00, float 1.000000e+00, float poison, float 3.000000e+00>, float %20, i64 2
  %125 = extractelement <4 x float> %124, i32 0
  %126 = extractelement <4 x float> %124, i32 1
  %127 = extractelement <4 x float> %124, i32 2
  %128 = extractelement <4 x float> %124, i32 3
  %129 = call %dx.types.ResRet.f32 @dx.op.sampleLevel.f32(i32 62, %dx.types.Handle %17, %dx.types.Handle %5, float %125, float %126, float %127, float %128, i32 undef, i32 undef, i32 undef, float 5.000000e-01)
  %130 = extractvalue %dx.types.ResRet.f32 %129, 0
  %131 = insertelement <4 x float> poison, float %130, i32 0
  %132 = extractvalue %dx.types.ResRet.f32 %129, 1
  %133 = insertelement <4 x float> %131, float %132, i32 1
  %134 = extractvalue %dx.types.ResRet.f32 %129, 2
  %135 = insertelement <4 x float> %133, float %134, i32 2
  %136 = extractvalue %dx.types.ResRet.f32 %129, 3
  %137 = insertelement <4 x float> %135, float %136, i32 3
  %138 = or disjoint i32 %23, 6
  %139 = extractelement <4 x float> %137, i32 0
  %140 = extractelement <4 x float> %137, i32 1
  %141 = extractelement <4 x float> %137, i32 2
  %142 = extractelement <4 x float> %137, i32 3
  call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle %7, i32 %138, i32 undef, float %139, float %140, float %141, float %142, i8 15)
  ret void
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #1

; Function Attrs: nounwind
declare %dx.types.Handle @dx.op.createHandleFromBinding(i32, %dx.types.ResBind, i32, i1) #2

; Function Attrs: nounwind
declare %dx.types.Handle @dx.op.annotateHandle(i32, %dx.types.Handle, %dx.types.ResourceProperties) #2

; Function Attrs: nounwind
declare %dx.types.ResRet.f32 @dx.op.sampleLevel.f32(i32, %dx.types.Handle, %dx.types.Handle, float, float, float, float, i32, i32, i32, float) #2

; Function Attrs: nounwind
declare %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32, %dx.types.Handle, i32, i32) #2

; Function Attrs: nounwind
declare void @dx.op.bufferStore.f32(i32, %dx.types.Handle, i32, i32, float, float, float, float, i8) #2

; Function Attrs: nounwind
declare i32 @dx.op.threadId.i32(i32, i32) #2

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: read, target_mem0: read, target_mem1: read) "hlsl.numthreads"="4,1,1" "hlsl.shader"="compute" }
attributes #1 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind }

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
