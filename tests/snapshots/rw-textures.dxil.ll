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
  %.i0 = uitofp i32 %10 to float
  %.i1 = uitofp i32 %11 to float
  %.i013 = fmul float %.i0, 1.250000e-01
  %.i114 = fmul float %.i1, 1.250000e-01
  call void @dx.op.textureStore.f32(i32 67, %dx.types.Handle %1, i32 %10, i32 undef, i32 undef, float %.i013, float %.i114, float 0.000000e+00, float 1.000000e+00, i8 15)
  call void @dx.op.textureStore.f32(i32 67, %dx.types.Handle %3, i32 %10, i32 %11, i32 undef, float %.i013, float %.i013, float %.i013, float %.i013, i8 15)
  call void @dx.op.textureStore.f32(i32 67, %dx.types.Handle %5, i32 %10, i32 %11, i32 undef, float 0.000000e+00, float %.i114, float %.i013, float 1.000000e+00, i8 15)
  %12 = call %dx.types.ResRet.f32 @dx.op.textureLoad.f32(i32 66, %dx.types.Handle %5, i32 undef, i32 %10, i32 %11, i32 undef, i32 undef, i32 undef, i32 undef)
  %13 = extractvalue %dx.types.ResRet.f32 %12, 0
  %14 = extractvalue %dx.types.ResRet.f32 %12, 2
  %15 = extractvalue %dx.types.ResRet.f32 %12, 3
  call void @dx.op.textureStore.f32(i32 67, %dx.types.Handle %5, i32 %10, i32 %11, i32 undef, float %13, float 5.000000e-01, float %14, float %15, i8 15)
  call void @dx.op.textureStore.i32(i32 67, %dx.types.Handle %7, i32 %10, i32 %11, i32 2, i32 %10, i32 %11, i32 %10, i32 %10, i8 15)
  %16 = xor i32 %11, %10
  %17 = call %dx.types.ResRet.f32 @dx.op.textureLoad.f32(i32 66, %dx.types.Handle %9, i32 undef, i32 %10, i32 %11, i32 %16, i32 undef, i32 undef, i32 undef)
  %18 = extractvalue %dx.types.ResRet.f32 %17, 0
  %19 = extractvalue %dx.types.ResRet.f32 %17, 1
  %20 = extractvalue %dx.types.ResRet.f32 %17, 2
  %21 = extractvalue %dx.types.ResRet.f32 %17, 3
  %.i015 = fadd float %.i013, %18
  %.i116 = fadd float %.i114, %19
  %.i2 = fadd float 0.000000e+00, %20
  %.i3 = fadd float 1.000000e+00, %21
  call void @dx.op.textureStore.f32(i32 67, %dx.types.Handle %9, i32 %10, i32 %11, i32 %16, float %.i015, float %.i116, float %.i2, float %.i3, i8 15)
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
