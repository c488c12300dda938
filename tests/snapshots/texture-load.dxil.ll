; ModuleID = 'texel'
source_filename = "texel"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.6-compute"

%"Texture1D<float4>" = type { <4 x float> }
%"Texture2D<float4>" = type { <4 x float> }
%"Texture2DArray<int4>" = type { <4 x i32> }
%"Texture3D<float>" = type { float }
%"Texture2DMS<float4, 4>" = type { <4 x float> }
%"RWTexture2D<float4>" = type { <4 x float> }
%"RWStructuredBuffer<float4>" = type { <4 x float> }
%dx.types.Handle = type { ptr }
%dx.types.ResBind = type { i32, i32, i32, i8 }
%dx.types.ResourceProperties = type { i32, i32 }
%dx.types.ResRet.f32 = type { float, float, float, float, i32 }
%dx.types.ResRet.i32 = type { i32, i32, i32, i32, i32 }

@.str = private unnamed_addr constant [5 x i8] c"Line\00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c"Albedo\00", align 1
@.str.2 = private unnamed_addr constant [7 x i8] c"Layers\00", align 1
@.str.3 = private unnamed_addr constant [7 x i8] c"Volume\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"Msaa\00", align 1
@.str.5 = private unnamed_addr constant [8 x i8] c"Scratch\00", align 1
@.str.6 = private unnamed_addr constant [4 x i8] c"Out\00", align 1
@Line = external constant %"Texture1D<float4>"
@Albedo = external constant %"Texture2D<float4>"
@Layers = external constant %"Texture2DArray<int4>"
@Volume = external constant %"Texture3D<float>"
@Msaa = external constant %"Texture2DMS<float4, 4>"
@Scratch = external constant %"RWTexture2D<float4>"
@Out = external constant %"RWStructuredBuffer<float4>"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: read, target_mem0: read, target_mem1: read)
define void @main() local_unnamed_addr #0 {
entry:
  %0 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind zeroinitializer, i32 0, i1 false)
  %1 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %0, %dx.types.ResourceProperties { i32 1, i32 1033 })
  %2 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 1, i32 1, i32 0, i8 0 }, i32 1, i1 false)
  %3 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %2, %dx.types.ResourceProperties { i32 2, i32 1033 })
  %4 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 2, i32 2, i32 0, i8 0 }, i32 2, i1 false)
  %5 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %4, %dx.types.ResourceProperties { i32 7, i32 1028 })
  %6 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 3, i32 3, i32 0, i8 0 }, i32 3, i1 false)
  %7 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %6, %dx.types.ResourceProperties { i32 4, i32 265 })
  %8 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 4, i32 4, i32 0, i8 0 }, i32 4, i1 false)
  %9 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %8, %dx.types.ResourceProperties { i32 3, i32 263177 })
  %10 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 5, i32 5, i32 0, i8 1 }, i32 5, i1 false)
  %11 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %10, %dx.types.ResourceProperties { i32 4098, i32 1033 })
  %12 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 6, i32 6, i32 0, i8 1 }, i32 6, i1 false)
  %13 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %12, %dx.types.ResourceProperties { i32 4108, i32 16 })
  %14 = call i32 @dx.op.threadId.i32(i32 93, i32 0)
  %15 = call i32 @dx.op.threadId.i32(i32 93, i32 1)
  %16 = insertelement <2 x i32> poison, i32 %14, i64 0
  %17 = insertelement <2 x i32> %16, i32 %15, i64 1
  %18 = call %dx.types.ResRet.f32 @dx.op.textureLoad.f32(i32 66, %dx.types.Handle %1, i32 1, i32 %14, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef)
  %19 = extractvalue %dx.types.ResRet.f32 %18, 0
  %20 = insertelement <4 x float> poison, float %19, i32 0
  %21 = extractvalue %dx.types.ResRet.f32 %18, 1
  %22 = insertelement <4 x float> %20, float %21, i32 1
  %23 = extractvalue %dx.types.ResRet.f32 %18, 2
  %24 = insertelement <4 x float> %22, float %23, i32 2
  %25 = extractvalue %dx.types.ResRet.f32 %18, 3
  %26 = insertelement <4 x float> %24, float %25, i32 3
  %27 = extractelement <2 x i32> %17, i32 0
  %28 = extractelement <2 x i32> %17, i32 1
  %29 = call %dx.types.ResRet.f32 @dx.op.textureLoad.f32(i32 66, %dx.types.Handle %3, i32 0, i32 %27, i32 %28, i32 undef, i32 undef, i32 undef, i32 undef)
  %30 = extractvalue %dx.types.ResRet.f32 %29, 0
  %31 = insertelement <4 x float> poison, float %30, i32 0
  %32 = extractvalue %dx.types.ResRet.f32 %29, 1
  %33 = insertelement <4 x float> %31, float %32, i32 1
  %34 = extractvalue %dx.types.ResRet.f32 %29, 2
  %35 = insertelement <4 x float> %33, float %34, i32 2
  %36 = extractvalue %dx.types.ResRet.f32 %29, 3
  %37 = insertelement <4 x float> %35, float %36, i32 3
  %38 = fadd <4 x float> %26, %37
  %39 = extractelement <2 x i32> %17, i32 0
  %40 = extractelement <2 x i32> %17, i32 1
  %41 = call %dx.types.ResRet.f32 @dx.op.textureLoad.f32(i32 66, %dx.types.Handle %3, i32 1, i32 %39, i32 %40, i32 undef, i32 -1, i32 1, i32 undef)
  %42 = extractvalue %dx.types.ResRet.f32 %41, 0
  %43 = insertelement <4 x float> poison, float %42, i32 0
  %44 = extractvalue %dx.types.ResRet.f32 %41, 1
  %45 = insertelement <4 x float> %43, float %44, i32 1
  %46 = extractvalue %dx.types.ResRet.f32 %41, 2
  %47 = insertelement <4 x float> %45, float %46, i32 2
  %48 = extractvalue %dx.types.ResRet.f32 %41, 3
  %49 = insertelement <4 x float> %47, float %48, i32 3
  %50 = fadd <4 x float> %38, %49
  %51 = insertelement <4 x i32> poison, i32 %14, i64 0
  %52 = insertelement <4 x i32> %51, i32 %15, i64 1
  %53 = insertelement <4 x i32> %52, i32 2, i64 2
  %54 = shufflevector <4 x i32> %53, <4 x i32> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %55 = extractelement <3 x i32> %54, i32 0
  %56 = extractelement <3 x i32> %54, i32 1
  %57 = extractelement <3 x i32> %54, i32 2
  %58 = call %dx.types.ResRet.i32 @dx.op.textureLoad.i32(i32 66, %dx.types.Handle %5, i32 0, i32 %55, i32 %56, i32 %57, i32 undef, i32 undef, i32 undef)
  %59 = extractvalue %dx.types.ResRet.i32 %58, 0
  %60 = insertelement <4 x i32> poison, i32 %59, i32 0
  %61 = extractvalue %dx.types.ResRet.i32 %58, 1
  %62 = insertelement <4 x i32> %60, i32 %61, i32 1
  %63 = extractvalue %dx.types.ResRet.i32 %58, 2
  %64 = insertelement <4 x i32> %62, i32 %63, i32 2
  %65 = extractvalue %dx.types.ResRet.i32 %58, 3
  %66 = insertelement <4 x i32> %64, i32 %65, i32 3
  %67 = sitofp <4 x i32> %66 to <4 x float>
  %68 = fadd <4 x float> %50, %67
  %69 = insertelement <4 x i32> %52, i32 3, i64 2
  %70 = shufflevector <4 x i32> %69, <4 x i32> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %71 = extractelement <3 x i32> %70, i32 0
  %72 = extractelement <3 x i32> %70, i32 1
  %73 = extractelement <3 x i32> %70, i32 2
  %74 = call %dx.types.ResRet.f32 @dx.op.textureLoad.f32(i32 66, %dx.types.Handle %7, i32 1, i32 %71, i32 %72, i32 %73, i32 undef, i32 undef, i32 undef)
  %75 = extractvalue %dx.types.ResRet.f32 %74, 0
  %76 = insertelement <4 x float> poison, float %75, i64 0
  %77 = shufflevector <4 x float> %76, <4 x float> poison, <4 x i32> zeroinitializer
  %78 = fadd <4 x float> %68, %77
  %79 = fadd <4 x float> %37, %78
  %80 = lshr <2 x i32> %17, splat (i32 2)
  %81 = extractelement <2 x i32> %80, i32 0
  %82 = extractelement <2 x i32> %80, i32 1
  %83 = call %dx.types.ResRet.f32 @dx.op.textureLoad.f32(i32 66, %dx.types.Handle %3, i32 2, i32 %81, i32 %82, i32 undef, i32 undef, i32 undef, i32 undef)
  %84 = extractvalue %dx.types.ResRet.f32 %83, 0
  %85 = insertelement <4 x float> poison, float %84, i32 0
  %86 = extractvalue %dx.types.ResRet.f32 %83, 1
  %87 = insertelement <4 x float> %85, float %86, i32 1
  %88 = extractvalue %dx.types.ResRet.f32 %83, 2
  %89 = insertelement <4 x float> %87, float %88, i32 2
  %90 = extractvalue %dx.types.ResRet.f32 %83, 3
  %91 = insertelement <4 x float> %89, float %90, i32 3
  %92 = fadd <4 x float> %91, %79
  %93 = extractelement <2 x i32> %17, i32 0
  %94 = extractelement <2 x i32> %17, i32 1
  %95 = call %dx.types.ResRet.f32 @dx.op.textureLoad.f32(i32 66, %dx.types.Handle %9, i32 3, i32 %93, i32 %94, i32 undef, i32 undef, i32 undef, i32 undef)
  %96 = extractvalue %dx.types.ResRet.f32 %95, 0
  %97 = insertelement <4 x float> poison, float %96, i32 0
  %98 = extractvalue %dx.types.ResRet.f32 %95, 1
  %99 = insertelement <4 x float> %97, float %98, i32 1
  %100 = extractvalue %dx.types.ResRet.f32 %95, 2
  %101 = insertelement <4 x float> %99, float %100, i32 2
  %102 = extractvalue %dx.types.ResRet.f32 %95, 3
  %103 = insertelement <4 x float> %101, float %102, i32 3
  %104 = fadd <4 x float> %103, %92
  %105 = extractelement <2 x i32> %17, i32 0
  %106 = extractelement <2 x i32> %17, i32 1
  %107 = call %dx.types.ResRet.f32 @dx.op.textureLoad.f32(i32 66, %dx.types.Handle %9, i32 1, i32 %105, i32 %106, i32 undef, i32 undef, i32 undef, i32 undef)
  %108 = extractvalue %dx.types.ResRet.f32 %107, 0
  %109 = insertelement <4 x float> poison, float %108, i32 0
  %110 = extractvalue %dx.types.ResRet.f32 %107, 1
  %111 = insertelement <4 x float> %109, float %110, i32 1
  %112 = extractvalue %dx.types.ResRet.f32 %107, 2
  %113 = insertelement <4 x float> %111, float %112, i32 2
  %114 = extractvalue %dx.types.ResRet.f32 %107, 3
  %115 = insertelement <4 x float> %113, float %114, i32 3
  %116 = fadd <4 x float> %115, %104
  %117 = extractelement <2 x i32> %17, i32 0
  %118 = extractelement <2 x i32> %17, i32 1
  %119 = call %dx.types.ResRet.f32 @dx.op.textureLoad.f32(i32 66, %dx.types.Handle %9, i32 0, i32 %117, i32 %118, i32 undef, i32 undef, i32 undef, i32 undef)
  %120 = extractvalue %dx.types.ResRet.f32 %119, 0
  %121 = insertelement <4 x float> poison, float %120, i32 0
  %122 = extractvalue %dx.types.ResRet.f32 %119, 1
  %123 = insertelement <4 x float> %121, float %122, i32 1
  %124 = extractvalue %dx.types.ResRet.f32 %119, 2
  %125 = insertelement <4 x float> %123, float %124, i32 2
  %126 = extractvalue %dx.types.ResRet.f32 %119, 3
  %127 = insertelement <4 x float> %125, float %126, i32 3
  %128 = fadd <4 x float> %127, %116
  %129 = extractelement <2 x i32> %17, i32 0
  %130 = extractelement <2 x i32> %17, i32 1
  %131 = call %dx.types.ResRet.f32 @dx.op.textureLoad.f32(i32 66, %dx.types.Handle %11, i32 undef, i32 %129, i32 %130, i32 undef, i32 undef, i32 undef, i32 undef)
  %132 = extractvalue %dx.types.ResRet.f32 %131, 0
  %133 = insertelement <4 x float> poison, float %132, i32 0
  %134 = extractvalue %dx.types.ResRet.f32 %131, 1
  %135 = insertelement <4 x float> %133, float %134, i32 1
  %136 = extractvalue %dx.types.ResRet.f32 %131, 2
  %137 = insertelement <4 x float> %135, float %136, i32 2
  %138 = extractvalue %dx.types.ResRet.f32 %131, 3
  %139 = insertelement <4 x float> %137, float %138, i32 3
  %140 = fadd <4 x float> %139, %128
  %141 = add <2 x i32> %17, splat (i32 1)
  %142 = extractelement <2 x i32> %141, i32 0
  %143 = extractelement <2 x i32> %141, i32 1
  %144 = call %dx.types.ResRet.f32 @dx.op.textureLoad.f32(i32 66, %dx.types.Handle %11, i32 undef, i32 %142, i32 %143, i32 undef, i32 undef, i32 undef, i32 undef)
  %145 = extractvalue %dx.types.ResRet.f32 %144, 0
  %146 = insertelement <4 x float> poison, float %145, i32 0
  %147 = extractvalue %dx.types.ResRet.f32 %144, 1
  %148 = insertelement <4 x float> %146, float %147, i32 1
  %149 = extractvalue %dx.types.ResRet.f32 %144, 2
  %150 = insertelement <4 x float> %148, float %149, i32 2
  %151 = extractvalue %dx.types.ResRet.f32 %144, 3
  %152 = insertelement <4 x float> %150, float %151, i32 3
  %153 = fadd <4 x float> %152, %140
  %154 = shl i32 %15, 3
  %155 = add i32 %154, %14
  %156 = extractelement <4 x float> %153, i32 0
  %157 = extractelement <4 x float> %153, i32 1
  %158 = extractelement <4 x float> %153, i32 2
  %159 = extractelement <4 x float> %153, i32 3
  call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle %13, i32 %155, i32 0, float %156, float %157, float %158, float %159, i8 15, i32 4)
  ret void
}

; Function Attrs: nounwind
declare %dx.types.Handle @dx.op.createHandleFromBinding(i32, %dx.types.ResBind, i32, i1) #1

; Function Attrs: nounwind
declare %dx.types.Handle @dx.op.annotateHandle(i32, %dx.types.Handle, %dx.types.ResourceProperties) #1

; Function Attrs: nounwind
declare %dx.types.ResRet.f32 @dx.op.textureLoad.f32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i32) #1

; Function Attrs: nounwind
declare %dx.types.ResRet.i32 @dx.op.textureLoad.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i32) #1

; Function Attrs: nounwind
declare void @dx.op.rawBufferStore.f32(i32, %dx.types.Handle, i32, i32, float, float, float, float, i8, i32) #1

; Function Attrs: nounwind
declare i32 @dx.op.threadId.i32(i32, i32) #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: read, target_mem0: read, target_mem1: read) "hlsl.numthreads"="8,8,1" "hlsl.shader"="compute" }
attributes #1 = { nounwind }

!dx.resources = !{!0}
!dx.entryPoints = !{!13}
!dx.shaderModel = !{!16}
!dx.version = !{!17}
!dx.valver = !{!18}

!0 = !{!1, !9, null, null}
!1 = !{!2, !4, !5, !7, !8}
!2 = !{i32 0, ptr @Line, !"Line", i32 0, i32 0, i32 1, i32 1, i32 0, !3}
!3 = !{i32 0, i32 9}
!4 = !{i32 1, ptr @Albedo, !"Albedo", i32 0, i32 1, i32 1, i32 2, i32 0, !3}
!5 = !{i32 2, ptr @Layers, !"Layers", i32 0, i32 2, i32 1, i32 7, i32 0, !6}
!6 = !{i32 0, i32 4}
!7 = !{i32 3, ptr @Volume, !"Volume", i32 0, i32 3, i32 1, i32 4, i32 0, !3}
!8 = !{i32 4, ptr @Msaa, !"Msaa", i32 0, i32 4, i32 1, i32 3, i32 4, !3}
!9 = !{!10, !11}
!10 = !{i32 0, ptr @Scratch, !"Scratch", i32 0, i32 5, i32 1, i32 2, i1 false, i1 false, i1 false, !3}
!11 = !{i32 1, ptr @Out, !"Out", i32 0, i32 6, i32 1, i32 12, i1 false, i1 false, i1 false, !12}
!12 = !{i32 1, i32 16}
!13 = !{ptr @main, !"main", null, !0, !14}
!14 = !{i32 4, !15}
!15 = !{i32 8, i32 8, i32 1}
!16 = !{!"cs", i32 6, i32 6}
!17 = !{i32 1, i32 6}
!18 = !{i32 1, i32 8}
