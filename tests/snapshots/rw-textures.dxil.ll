; ModuleID = 'texel'
source_filename = "texel"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.6-compute"

%"RWTexture1D<float4>" = type { <4 x float> }
%"RWTexture1DArray<float>" = type { float }
%"RWTexture2D<float4>" = type { <4 x float> }
%"RWTexture2DArray<uint2>" = type { <2 x i32> }
%"RWTexture3D<float4>" = type { <4 x float> }
%dx.types.Handle = type { ptr }
%dx.types.ResBind = type { i32, i32, i32, i8 }
%dx.types.ResourceProperties = type { i32, i32 }
%dx.types.ResRet.f32 = type { float, float, float, float, i32 }

@.str = private unnamed_addr constant [5 x i8] c"Line\00", align 1
@.str.1 = private unnamed_addr constant [6 x i8] c"Lines\00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c"Image\00", align 1
@.str.3 = private unnamed_addr constant [7 x i8] c"Layers\00", align 1
@.str.4 = private unnamed_addr constant [7 x i8] c"Volume\00", align 1
@Line = external constant %"RWTexture1D<float4>"
@Lines = external constant %"RWTexture1DArray<float>"
@Image = external constant %"RWTexture2D<float4>"
@Layers = external constant %"RWTexture2DArray<uint2>"
@Volume = external constant %"RWTexture3D<float4>"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define void @main() local_unnamed_addr #0 {
entry:
  %0 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 1 }, i32 0, i1 false)
  %1 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %0, %dx.types.ResourceProperties { i32 4097, i32 1033 })
  %2 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 1, i32 1, i32 0, i8 1 }, i32 1, i1 false)
  %3 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %2, %dx.types.ResourceProperties { i32 4102, i32 265 })
  %4 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 2, i32 2, i32 0, i8 1 }, i32 2, i1 false)
  %5 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %4, %dx.types.ResourceProperties { i32 4098, i32 1033 })
  %6 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 3, i32 3, i32 0, i8 1 }, i32 3, i1 false)
  %7 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %6, %dx.types.ResourceProperties { i32 4103, i32 517 })
  %8 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 4, i32 4, i32 0, i8 1 }, i32 4, i1 false)
  %9 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %8, %dx.types.ResourceProperties { i32 4100, i32 1033 })
  %10 = call i32 @dx.op.threadId.i32(i32 93, i32 0)
  %11 = call i32 @dx.op.threadId.i32(i32 93, i32 1)
  %12 = insertelement <3 x i32> poison, i32 %10, i64 0
  %13 = insertelement <3 x i32> %12, i32 %11, i64 1
  %14 = shufflevector <3 x i32> %13, <3 x i32> poison, <2 x i32> <i32 0, i32 1>
  %15 = uitofp <2 x i32> %14 to <2 x float>
  %16 = fmul <2 x float> %15, splat (float 1.250000e-01)
  %17 = shufflevector <2 x float> %16, <2 x float> poison, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>
  %18 = extractelement <2 x float> %16, i64 0
  %19 = shufflevector <4 x float> %17, <4 x float> <float poison, float poison, float 0.000000e+00, float 1.000000e+00>, <4 x i32> <i32 0, i32 1, i32 6, i32 7>
  %20 = extractelement <4 x float> %19, i32 0
  %21 = extractelement <4 x float> %19, i32 1
  %22 = extractelement <4 x float> %19, i32 2
  %23 = extractelement <4 x float> %19, i32 3
  call void @dx.op.textureStore.f32(i32 67, %dx.types.Handle %1, i32 %10, i32 undef, i32 undef, float %20, float %21, float %22, float %23, i8 15)
  %24 = extractelement <2 x i32> %14, i32 0
  %25 = extractelement <2 x i32> %14, i32 1
  call void @dx.op.textureStore.f32(i32 67, %dx.types.Handle %3, i32 %24, i32 %25, i32 undef, float %18, float %18, float %18, float %18, i8 15)
  %26 = shufflevector <4 x float> <float poison, float poison, float 0.000000e+00, float 1.000000e+00>, <4 x float> %17, <4 x i32> <i32 2, i32 5, i32 4, i32 3>
  %27 = extractelement <2 x i32> %14, i32 0
  %28 = extractelement <2 x i32> %14, i32 1
  %29 = extractelement <4 x float> %26, i32 0
  %30 = extractelement <4 x float> %26, i32 1
  %31 = extractelement <4 x float> %26, i32 2
  %32 = extractelement <4 x float> %26, i32 3
  call void @dx.op.textureStore.f32(i32 67, %dx.types.Handle %5, i32 %27, i32 %28, i32 undef, float %29, float %30, float %31, float %32, i8 15)
  %33 = extractelement <2 x i32> %14, i32 0
  %34 = extractelement <2 x i32> %14, i32 1
  %35 = call %dx.types.ResRet.f32 @dx.op.textureLoad.f32(i32 66, %dx.types.Handle %5, i32 undef, i32 %33, i32 %34, i32 undef, i32 undef, i32 undef, i32 undef)
  %36 = extractvalue %dx.types.ResRet.f32 %35, 0
  %37 = insertelement <4 x float> poison, float %36, i32 0
  %38 = extractvalue %dx.types.ResRet.f32 %35, 1
  %39 = insertelement <4 x float> %37, float %38, i32 1
  %40 = extractvalue %dx.types.ResRet.f32 %35, 2
  %41 = insertelement <4 x float> %39, float %40, i32 2
  %42 = extractvalue %dx.types.ResRet.f32 %35, 3
  %43 = insertelement <4 x float> %41, float %42, i32 3
  %44 = insertelement <4 x float> %43, float 5.000000e-01, i64 1
  %45 = extractelement <2 x i32> %14, i32 0
  %46 = extractelement <2 x i32> %14, i32 1
  %47 = extractelement <4 x float> %44, i32 0
  %48 = extractelement <4 x float> %44, i32 1
  %49 = extractelement <4 x float> %44, i32 2
  %50 = extractelement <4 x float> %44, i32 3
  call void @dx.op.textureStore.f32(i32 67, %dx.types.Handle %5, i32 %45, i32 %46, i32 undef, float %47, float %48, float %49, float %50, i8 15)
  %51 = insertelement <3 x i32> %13, i32 2, i64 2
  %52 = extractelement <3 x i32> %51, i32 0
  %53 = extractelement <3 x i32> %51, i32 1
  %54 = extractelement <3 x i32> %51, i32 2
  %55 = extractelement <2 x i32> %14, i32 0
  %56 = extractelement <2 x i32> %14, i32 1
  %57 = extractelement <2 x i32> %14, i32 0
  %58 = extractelement <2 x i32> %14, i32 0
  call void @dx.op.textureStore.i32(i32 67, %dx.types.Handle %7, i32 %52, i32 %53, i32 %54, i32 %55, i32 %56, i32 %57, i32 %58, i8 15)
  %59 = xor i32 %11, %10
  %60 = insertelement <3 x i32> %13, i32 %59, i64 2
  %61 = extractelement <3 x i32> %60, i32 0
  %62 = extractelement <3 x i32> %60, i32 1
  %63 = extractelement <3 x i32> %60, i32 2
  %64 = call %dx.types.ResRet.f32 @dx.op.textureLoad.f32(i32 66, %dx.types.Handle %9, i32 undef, i32 %61, i32 %62, i32 %63, i32 undef, i32 undef, i32 undef)
  %65 = extractvalue %dx.types.ResRet.f32 %64, 0
  %66 = insertelement <4 x float> poison, float %65, i32 0
  %67 = extractvalue %dx.types.ResRet.f32 %64, 1
  %68 = insertelement <4 x float> %66, float %67, i32 1
  %69 = extractvalue %dx.types.ResRet.f32 %64, 2
  %70 = insertelement <4 x float> %68, float %69, i32 2
  %71 = extractvalue %dx.types.ResRet.f32 %64, 3
  %72 = insertelement <4 x float> %70, float %71, i32 3
  %73 = fadd <4 x float> %19, %72
  %74 = extractelement <3 x i32> %60, i32 0
  %75 = extractelement <3 x i32> %60, i32 1
  %76 = extractelement <3 x i32> %60, i32 2
  %77 = extractelement <4 x float> %73, i32 0
  %78 = extractelement <4 x float> %73, i32 1
  %79 = extractelement <4 x float> %73, i32 2
  %80 = extractelement <4 x float> %73, i32 3
  call void @dx.op.textureStore.f32(i32 67, %dx.types.Handle %9, i32 %74, i32 %75, i32 %76, float %77, float %78, float %79, float %80, i8 15)
  ret void
}

; Function Attrs: nounwind
declare %dx.types.Handle @dx.op.createHandleFromBinding(i32, %dx.types.ResBind, i32, i1) #1

; Function Attrs: nounwind
declare %dx.types.Handle @dx.op.annotateHandle(i32, %dx.types.Handle, %dx.types.ResourceProperties) #1

; Function Attrs: nounwind
declare void @dx.op.textureStore.f32(i32, %dx.types.Handle, i32, i32, i32, float, float, float, float, i8) #1

; Function Attrs: nounwind
declare %dx.types.ResRet.f32 @dx.op.textureLoad.f32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i32) #1

; Function Attrs: nounwind
declare void @dx.op.textureStore.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i32, i8) #1

; Function Attrs: nounwind
declare i32 @dx.op.threadId.i32(i32, i32) #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn "hlsl.numthreads"="8,8,1" "hlsl.shader"="compute" }
attributes #1 = { nounwind }

!dx.resources = !{!0}
!dx.entryPoints = !{!9}
!dx.shaderModel = !{!12}
!dx.version = !{!13}
!dx.valver = !{!14}

!0 = !{null, !1, null, null}
!1 = !{!2, !4, !5, !6, !8}
!2 = !{i32 0, ptr @Line, !"Line", i32 0, i32 0, i32 1, i32 1, i1 false, i1 false, i1 false, !3}
!3 = !{i32 0, i32 9}
!4 = !{i32 1, ptr @Lines, !"Lines", i32 0, i32 1, i32 1, i32 6, i1 false, i1 false, i1 false, !3}
!5 = !{i32 2, ptr @Image, !"Image", i32 0, i32 2, i32 1, i32 2, i1 false, i1 false, i1 false, !3}
!6 = !{i32 3, ptr @Layers, !"Layers", i32 0, i32 3, i32 1, i32 7, i1 false, i1 false, i1 false, !7}
!7 = !{i32 0, i32 5}
!8 = !{i32 4, ptr @Volume, !"Volume", i32 0, i32 4, i32 1, i32 4, i1 false, i1 false, i1 false, !3}
!9 = !{ptr @main, !"main", null, !0, !10}
!10 = !{i32 4, !11}
!11 = !{i32 8, i32 8, i32 1}
!12 = !{!"cs", i32 6, i32 6}
!13 = !{i32 1, i32 6}
!14 = !{i32 1, i32 8}
