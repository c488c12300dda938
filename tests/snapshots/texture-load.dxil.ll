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
  %16 = call %dx.types.ResRet.f32 @dx.op.textureLoad.f32(i32 66, %dx.types.Handle %1, i32 1, i32 %14, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef)
  %17 = extractvalue %dx.types.ResRet.f32 %16, 0
  %18 = extractvalue %dx.types.ResRet.f32 %16, 1
  %19 = extractvalue %dx.types.ResRet.f32 %16, 2
  %20 = extractvalue %dx.types.ResRet.f32 %16, 3
  %21 = call %dx.types.ResRet.f32 @dx.op.textureLoad.f32(i32 66, %dx.types.Handle %3, i32 0, i32 %14, i32 %15, i32 undef, i32 undef, i32 undef, i32 undef)
  %22 = extractvalue %dx.types.ResRet.f32 %21, 0
  %23 = extractvalue %dx.types.ResRet.f32 %21, 1
  %24 = extractvalue %dx.types.ResRet.f32 %21, 2
  %25 = extractvalue %dx.types.ResRet.f32 %21, 3
  %.i0 = fadd float %17, %22
  %.i1 = fadd float %18, %23
  %.i2 = fadd float %19, %24
  %.i3 = fadd float %20, %25
  %26 = call %dx.types.ResRet.f32 @dx.op.textureLoad.f32(i32 66, %dx.types.Handle %3, i32 1, i32 %14, i32 %15, i32 undef, i32 -1, i32 1, i32 undef)
  %27 = extractvalue %dx.types.ResRet.f32 %26, 0
  %28 = extractvalue %dx.types.ResRet.f32 %26, 1
  %29 = extractvalue %dx.types.ResRet.f32 %26, 2
  %30 = extractvalue %dx.types.ResRet.f32 %26, 3
  %.i025 = fadd float %.i0, %27
  %.i126 = fadd float %.i1, %28
  %.i227 = fadd float %.i2, %29
  %.i328 = fadd float %.i3, %30
  %31 = call %dx.types.ResRet.i32 @dx.op.textureLoad.i32(i32 66, %dx.types.Handle %5, i32 0, i32 %14, i32 %15, i32 2, i32 undef, i32 undef, i32 undef)
  %32 = extractvalue %dx.types.ResRet.i32 %31, 0
  %33 = extractvalue %dx.types.ResRet.i32 %31, 1
  %34 = extractvalue %dx.types.ResRet.i32 %31, 2
  %35 = extractvalue %dx.types.ResRet.i32 %31, 3
  %.i029 = sitofp i32 %32 to float
  %.i130 = sitofp i32 %33 to float
  %.i231 = sitofp i32 %34 to float
  %.i332 = sitofp i32 %35 to float
  %.i033 = fadd float %.i025, %.i029
  %.i134 = fadd float %.i126, %.i130
  %.i235 = fadd float %.i227, %.i231
  %.i336 = fadd float %.i328, %.i332
  %36 = call %dx.types.ResRet.f32 @dx.op.textureLoad.f32(i32 66, %dx.types.Handle %7, i32 1, i32 %14, i32 %15, i32 3, i32 undef, i32 undef, i32 undef)
  %37 = extractvalue %dx.types.ResRet.f32 %36, 0
  %.i037 = fadd float %.i033, %37
  %.i138 = fadd float %.i134, %37
  %.i239 = fadd float %.i235, %37
  %.i340 = fadd float %.i336, %37
  %.i041 = fadd float %22, %.i037
  %.i142 = fadd float %23, %.i138
  %.i243 = fadd float %24, %.i239
  %.i344 = fadd float %25, %.i340
  %.i045 = lshr i32 %14, 2
  %.i146 = lshr i32 %15, 2
  %38 = call %dx.types.ResRet.f32 @dx.op.textureLoad.f32(i32 66, %dx.types.Handle %3, i32 2, i32 %.i045, i32 %.i146, i32 undef, i32 undef, i32 undef, i32 undef)
  %39 = extractvalue %dx.types.ResRet.f32 %38, 0
  %40 = extractvalue %dx.types.ResRet.f32 %38, 1
  %41 = extractvalue %dx.types.ResRet.f32 %38, 2
  %42 = extractvalue %dx.types.ResRet.f32 %38, 3
  %.i047 = fadd float %39, %.i041
  %.i148 = fadd float %40, %.i142
  %.i249 = fadd float %41, %.i243
  %.i350 = fadd float %42, %.i344
  %43 = call %dx.types.ResRet.f32 @dx.op.textureLoad.f32(i32 66, %dx.types.Handle %9, i32 3, i32 %14, i32 %15, i32 undef, i32 undef, i32 undef, i32 undef)
  %44 = extractvalue %dx.types.ResRet.f32 %43, 0
  %45 = extractvalue %dx.types.ResRet.f32 %43, 1
  %46 = extractvalue %dx.types.ResRet.f32 %43, 2
  %47 = extractvalue %dx.types.ResRet.f32 %43, 3
  %.i051 = fadd float %44, %.i047
  %.i152 = fadd float %45, %.i148
  %.i253 = fadd float %46, %.i249
  %.i354 = fadd float %47, %.i350
  %48 = call %dx.types.ResRet.f32 @dx.op.textureLoad.f32(i32 66, %dx.types.Handle %9, i32 1, i32 %14, i32 %15, i32 undef, i32 undef, i32 undef, i32 undef)
  %49 = extractvalue %dx.types.ResRet.f32 %48, 0
  %50 = extractvalue %dx.types.ResRet.f32 %48, 1
  %51 = extractvalue %dx.types.ResRet.f32 %48, 2
  %52 = extractvalue %dx.types.ResRet.f32 %48, 3
  %.i055 = fadd float %49, %.i051
  %.i156 = fadd float %50, %.i152
  %.i257 = fadd float %51, %.i253
  %.i358 = fadd float %52, %.i354
  %53 = call %dx.types.ResRet.f32 @dx.op.textureLoad.f32(i32 66, %dx.types.Handle %9, i32 0, i32 %14, i32 %15, i32 undef, i32 undef, i32 undef, i32 undef)
  %54 = extractvalue %dx.types.ResRet.f32 %53, 0
  %55 = extractvalue %dx.types.ResRet.f32 %53, 1
  %56 = extractvalue %dx.types.ResRet.f32 %53, 2
  %57 = extractvalue %dx.types.ResRet.f32 %53, 3
  %.i059 = fadd float %54, %.i055
  %.i160 = fadd float %55, %.i156
  %.i261 = fadd float %56, %.i257
  %.i362 = fadd float %57, %.i358
  %58 = call %dx.types.ResRet.f32 @dx.op.textureLoad.f32(i32 66, %dx.types.Handle %11, i32 undef, i32 %14, i32 %15, i32 undef, i32 undef, i32 undef, i32 undef)
  %59 = extractvalue %dx.types.ResRet.f32 %58, 0
  %60 = extractvalue %dx.types.ResRet.f32 %58, 1
  %61 = extractvalue %dx.types.ResRet.f32 %58, 2
  %62 = extractvalue %dx.types.ResRet.f32 %58, 3
  %.i063 = fadd float %59, %.i059
  %.i164 = fadd float %60, %.i160
  %.i265 = fadd float %61, %.i261
  %.i366 = fadd float %62, %.i362
  %.i067 = add i32 %14, 1
  %.i168 = add i32 %15, 1
  %63 = call %dx.types.ResRet.f32 @dx.op.textureLoad.f32(i32 66, %dx.types.Handle %11, i32 undef, i32 %.i067, i32 %.i168, i32 undef, i32 undef, i32 undef, i32 undef)
  %64 = extractvalue %dx.types.ResRet.f32 %63, 0
  %65 = extractvalue %dx.types.ResRet.f32 %63, 1
  %66 = extractvalue %dx.types.ResRet.f32 %63, 2
  %67 = extractvalue %dx.types.ResRet.f32 %63, 3
  %.i069 = fadd float %64, %.i063
  %.i170 = fadd float %65, %.i164
  %.i271 = fadd float %66, %.i265
  %.i372 = fadd float %67, %.i366
  %68 = shl i32 %15, 3
  %69 = add i32 %68, %14
  call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle %13, i32 %69, i32 0, float %.i069, float %.i170, float %.i271, float %.i372, i8 15, i32 4)
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
