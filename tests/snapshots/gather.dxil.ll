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
  %20 = insertelement <2 x i32> poison, i32 %18, i64 0
  %21 = insertelement <2 x i32> %20, i32 %19, i64 1
  %22 = uitofp <2 x i32> %21 to <2 x float>
  %23 = fmul <2 x float> %22, splat (float 1.250000e-01)
  %24 = shufflevector <2 x float> %23, <2 x float> poison, <3 x i32> <i32 0, i32 1, i32 poison>
  %25 = shl i32 %18, 3
  %26 = extractelement <2 x float> %23, i32 0
  %27 = extractelement <2 x float> %23, i32 1
  %28 = call %dx.types.ResRet.f32 @dx.op.textureGather.f32(i32 73, %dx.types.Handle %1, %dx.types.Handle %3, float %26, float %27, float undef, float undef, i32 undef, i32 undef, i32 0)
  %29 = extractvalue %dx.types.ResRet.f32 %28, 0
  %30 = insertelement <4 x float> poison, float %29, i32 0
  %31 = extractvalue %dx.types.ResRet.f32 %28, 1
  %32 = insertelement <4 x float> %30, float %31, i32 1
  %33 = extractvalue %dx.types.ResRet.f32 %28, 2
  %34 = insertelement <4 x float> %32, float %33, i32 2
  %35 = extractvalue %dx.types.ResRet.f32 %28, 3
  %36 = insertelement <4 x float> %34, float %35, i32 3
  %37 = extractelement <4 x float> %36, i32 0
  %38 = extractelement <4 x float> %36, i32 1
  %39 = extractelement <4 x float> %36, i32 2
  %40 = extractelement <4 x float> %36, i32 3
  call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle %5, i32 %25, i32 undef, float %37, float %38, float %39, float %40, i8 15)
  %41 = extractelement <2 x float> %23, i32 0
  %42 = extractelement <2 x float> %23, i32 1
  %43 = call %dx.types.ResRet.f32 @dx.op.textureGather.f32(i32 73, %dx.types.Handle %1, %dx.types.Handle %3, float %41, float %42, float undef, float undef, i32 1, i32 0, i32 0)
  %44 = extractvalue %dx.types.ResRet.f32 %43, 0
  %45 = insertelement <4 x float> poison, float %44, i32 0
  %46 = extractvalue %dx.types.ResRet.f32 %43, 1
  %47 = insertelement <4 x float> %45, float %46, i32 1
  %48 = extractvalue %dx.types.ResRet.f32 %43, 2
  %49 = insertelement <4 x float> %47, float %48, i32 2
  %50 = extractvalue %dx.types.ResRet.f32 %43, 3
  %51 = insertelement <4 x float> %49, float %50, i32 3
  %52 = or disjoint i32 %25, 1
  %53 = extractelement <4 x float> %51, i32 0
  %54 = extractelement <4 x float> %51, i32 1
  %55 = extractelement <4 x float> %51, i32 2
  %56 = extractelement <4 x float> %51, i32 3
  call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle %5, i32 %52, i32 undef, float %53, float %54, float %55, float %56, i8 15)
  %57 = extractelement <2 x float> %23, i32 0
  %58 = extractelement <2 x float> %23, i32 1
  %59 = call %dx.types.ResRet.f32 @dx.op.textureGather.f32(i32 73, %dx.types.Handle %1, %dx.types.Handle %3, float %57, float %58, float undef, float undef, i32 undef, i32 undef, i32 1)
  %60 = extractvalue %dx.types.ResRet.f32 %59, 0
  %61 = insertelement <4 x float> poison, float %60, i32 0
  %62 = extractvalue %dx.types.ResRet.f32 %59, 1
  %63 = insertelement <4 x float> %61, float %62, i32 1
  %64 = extractvalue %dx.types.ResRet.f32 %59, 2
  %65 = insertelement <4 x float> %63, float %64, i32 2
  %66 = extractvalue %dx.types.ResRet.f32 %59, 3
  %67 = insertelement <4 x float> %65, float %66, i32 3
  %68 = or disjoint i32 %25, 2
  %69 = extractelement <4 x float> %67, i32 0
  %70 = extractelement <4 x float> %67, i32 1
  %71 = extractelement <4 x float> %67, i32 2
  %72 = extractelement <4 x float> %67, i32 3
  call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle %5, i32 %68, i32 undef, float %69, float %70, float %71, float %72, i8 15)
  %73 = insertelement <3 x float> %24, float 1.000000e+00, i64 2
  %74 = extractelement <3 x float> %73, i32 0
  %75 = extractelement <3 x float> %73, i32 1
  %76 = extractelement <3 x float> %73, i32 2
  %77 = call %dx.types.ResRet.f32 @dx.op.textureGather.f32(i32 73, %dx.types.Handle %7, %dx.types.Handle %3, float %74, float %75, float %76, float undef, i32 -1, i32 -1, i32 2)
  %78 = extractvalue %dx.types.ResRet.f32 %77, 0
  %79 = insertelement <4 x float> poison, float %78, i32 0
  %80 = extractvalue %dx.types.ResRet.f32 %77, 1
  %81 = insertelement <4 x float> %79, float %80, i32 1
  %82 = extractvalue %dx.types.ResRet.f32 %77, 2
  %83 = insertelement <4 x float> %81, float %82, i32 2
  %84 = extractvalue %dx.types.ResRet.f32 %77, 3
  %85 = insertelement <4 x float> %83, float %84, i32 3
  %86 = or disjoint i32 %25, 3
  %87 = extractelement <4 x float> %85, i32 0
  %88 = extractelement <4 x float> %85, i32 1
  %89 = extractelement <4 x float> %85, i32 2
  %90 = extractelement <4 x float> %85, i32 3
  call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle %5, i32 %86, i32 undef, float %87, float %88, float %89, float %90, i8 15)
  %91 = extractelement <3 x float> %73, i32 0
  %92 = extractelement <3 x float> %73, i32 1
  %93 = extractelement <3 x float> %73, i32 2
  %94 = call %dx.types.ResRet.f32 @dx.op.textureGather.f32(i32 73, %dx.types.Handle %9, %dx.types.Handle %3, float %91, float %92, float %93, float undef, i32 undef, i32 undef, i32 3)
  %95 = extractvalue %dx.types.ResRet.f32 %94, 0
  %96 = insertelement <4 x float> poison, float %95, i32 0
  %97 = extractvalue %dx.types.ResRet.f32 %94, 1
  %98 = insertelement <4 x float> %96, float %97, i32 1
  %99 = extractvalue %dx.types.ResRet.f32 %94, 2
  %100 = insertelement <4 x float> %98, float %99, i32 2
  %101 = extractvalue %dx.types.ResRet.f32 %94, 3
  %102 = insertelement <4 x float> %100, float %101, i32 3
  %103 = or disjoint i32 %25, 4
  %104 = extractelement <4 x float> %102, i32 0
  %105 = extractelement <4 x float> %102, i32 1
  %106 = extractelement <4 x float> %102, i32 2
  %107 = extractelement <4 x float> %102, i32 3
  call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle %5, i32 %103, i32 undef, float %104, float %105, float %106, float %107, i8 15)
  %108 = extractelement <2 x float> %23, i32 0
  %109 = extractelement <2 x float> %23, i32 1
  %110 = call %dx.types.ResRet.f32 @dx.op.textureGatherCmp.f32(i32 74, %dx.types.Handle %11, %dx.types.Handle %13, float %108, float %109, float undef, float undef, i32 undef, i32 undef, i32 0, float 5.000000e-01)
  %111 = extractvalue %dx.types.ResRet.f32 %110, 0
  %112 = insertelement <4 x float> poison, float %111, i32 0
  %113 = extractvalue %dx.types.ResRet.f32 %110, 1
  %114 = insertelement <4 x float> %112, float %113, i32 1
  %115 = extractvalue %dx.types.ResRet.f32 %110, 2
  %116 = insertelement <4 x float> %114, float %115, i32 2
  %117 = extractvalue %dx.types.ResRet.f32 %110, 3
  %118 = insertelement <4 x float> %116, float %117, i32 3
  %119 = or disjoint i32 %25, 5
  %120 = extractelement <4 x float> %118, i32 0
  %121 = extractelement <4 x float> %118, i32 1
  %122 = extractelement <4 x float> %118, i32 2
  %123 = extractelement <4 x float> %118, i32 3
  call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle %5, i32 %119, i32 undef, float %120, float %121, float %122, float %123, i8 15)
  %124 = extractelement <2 x float> %23, i32 0
  %125 = extractelement <2 x float> %23, i32 1
  %126 = call %dx.types.ResRet.f32 @dx.op.textureGatherCmp.f32(i32 74, %dx.types.Handle %11, %dx.types.Handle %13, float %124, float %125, float undef, float undef, i32 0, i32 1, i32 0, float 5.000000e-01)
  %127 = extractvalue %dx.types.ResRet.f32 %126, 0
  %128 = insertelement <4 x float> poison, float %127, i32 0
  %129 = extractvalue %dx.types.ResRet.f32 %126, 1
  %130 = insertelement <4 x float> %128, float %129, i32 1
  %131 = extractvalue %dx.types.ResRet.f32 %126, 2
  %132 = insertelement <4 x float> %130, float %131, i32 2
  %133 = extractvalue %dx.types.ResRet.f32 %126, 3
  %134 = insertelement <4 x float> %132, float %133, i32 3
  %135 = or disjoint i32 %25, 6
  %136 = extractelement <4 x float> %134, i32 0
  %137 = extractelement <4 x float> %134, i32 1
  %138 = extractelement <4 x float> %134, i32 2
  %139 = extractelement <4 x float> %134, i32 3
  call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle %5, i32 %135, i32 undef, float %136, float %137, float %138, float %139, i8 15)
  %140 = extractelement <2 x float> %23, i32 0
  %141 = extractelement <2 x float> %23, i32 1
  %142 = call %dx.types.ResRet.i32 @dx.op.textureGather.i32(i32 73, %dx.types.Handle %15, %dx.types.Handle %3, float %140, float %141, float undef, float undef, i32 undef, i32 undef, i32 1)
  %143 = extractvalue %dx.types.ResRet.i32 %142, 0
  %144 = insertelement <4 x i32> poison, i32 %143, i32 0
  %145 = extractvalue %dx.types.ResRet.i32 %142, 1
  %146 = insertelement <4 x i32> %144, i32 %145, i32 1
  %147 = extractvalue %dx.types.ResRet.i32 %142, 2
  %148 = insertelement <4 x i32> %146, i32 %147, i32 2
  %149 = extractvalue %dx.types.ResRet.i32 %142, 3
  %150 = insertelement <4 x i32> %148, i32 %149, i32 3
  %151 = extractelement <4 x i32> %150, i32 0
  %152 = extractelement <4 x i32> %150, i32 1
  %153 = extractelement <4 x i32> %150, i32 2
  %154 = extractelement <4 x i32> %150, i32 3
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %17, i32 %18, i32 undef, i32 %151, i32 %152, i32 %153, i32 %154, i8 15)
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
