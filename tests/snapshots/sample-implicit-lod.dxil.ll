; ModuleID = 'texel'
source_filename = "texel"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.6-compute"

%"Texture2D<float4>" = type { <4 x float> }
%"Texture2D<float>" = type { float }
%"RWTexture2D<float4>" = type { <4 x float> }
%SamplerState = type { i32 }
%SamplerComparisonState = type { i32 }
%dx.types.Handle = type { ptr }
%dx.types.ResBind = type { i32, i32, i32, i8 }
%dx.types.ResourceProperties = type { i32, i32 }
%dx.types.ResRet.f32 = type { float, float, float, float, i32 }

@.str = private unnamed_addr constant [7 x i8] c"Albedo\00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c"Linear\00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c"Depth\00", align 1
@.str.3 = private unnamed_addr constant [7 x i8] c"Shadow\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"Out\00", align 1
@Albedo = external constant %"Texture2D<float4>"
@Depth = external constant %"Texture2D<float>"
@Out = external constant %"RWTexture2D<float4>"
@Linear = external constant %SamplerState
@Shadow = external constant %SamplerComparisonState

; Function Attrs: convergent mustprogress nofree norecurse nosync nounwind willreturn
define void @main() local_unnamed_addr #0 {
entry:
  %0 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind zeroinitializer, i32 0, i1 false)
  %1 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %0, %dx.types.ResourceProperties { i32 2, i32 1033 })
  %2 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 2, i32 2, i32 0, i8 3 }, i32 2, i1 false)
  %3 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %2, %dx.types.ResourceProperties { i32 14, i32 0 })
  %4 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 1, i32 1, i32 0, i8 0 }, i32 1, i1 false)
  %5 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %4, %dx.types.ResourceProperties { i32 2, i32 265 })
  %6 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 3, i32 3, i32 0, i8 3 }, i32 3, i1 false)
  %7 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %6, %dx.types.ResourceProperties { i32 32782, i32 0 })
  %8 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 4, i32 4, i32 0, i8 1 }, i32 4, i1 false)
  %9 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %8, %dx.types.ResourceProperties { i32 4098, i32 1033 })
  %10 = call i32 @dx.op.threadId.i32(i32 93, i32 0)
  %11 = call i32 @dx.op.threadId.i32(i32 93, i32 1)
  %.i0 = uitofp i32 %10 to float
  %.i1 = uitofp i32 %11 to float
  %.i09 = fadd float %.i0, 5.000000e-01
  %.i110 = fadd float %.i1, 5.000000e-01
  %.i011 = fmul float %.i09, 6.250000e-02
  %.i112 = fmul float %.i110, 6.250000e-02
  %12 = call %dx.types.ResRet.f32 @dx.op.sample.f32(i32 60, %dx.types.Handle %1, %dx.types.Handle %3, float %.i011, float %.i112, float undef, float undef, i32 undef, i32 undef, i32 undef, float undef)
  %13 = extractvalue %dx.types.ResRet.f32 %12, 0
  %14 = extractvalue %dx.types.ResRet.f32 %12, 1
  %15 = extractvalue %dx.types.ResRet.f32 %12, 2
  %16 = extractvalue %dx.types.ResRet.f32 %12, 3
  %17 = call %dx.types.ResRet.f32 @dx.op.sample.f32(i32 60, %dx.types.Handle %1, %dx.types.Handle %3, float %.i011, float %.i112, float undef, float undef, i32 1, i32 1, i32 undef, float undef)
  %18 = extractvalue %dx.types.ResRet.f32 %17, 0
  %19 = extractvalue %dx.types.ResRet.f32 %17, 1
  %20 = extractvalue %dx.types.ResRet.f32 %17, 2
  %21 = extractvalue %dx.types.ResRet.f32 %17, 3
  %.i013 = fadd float %13, %18
  %.i114 = fadd float %14, %19
  %.i2 = fadd float %15, %20
  %.i3 = fadd float %16, %21
  %22 = call %dx.types.ResRet.f32 @dx.op.sampleBias.f32(i32 61, %dx.types.Handle %1, %dx.types.Handle %3, float %.i011, float %.i112, float undef, float undef, i32 undef, i32 undef, i32 undef, float -5.000000e-01, float undef)
  %23 = extractvalue %dx.types.ResRet.f32 %22, 0
  %24 = extractvalue %dx.types.ResRet.f32 %22, 1
  %25 = extractvalue %dx.types.ResRet.f32 %22, 2
  %26 = extractvalue %dx.types.ResRet.f32 %22, 3
  %.i015 = fadd float %.i013, %23
  %.i116 = fadd float %.i114, %24
  %.i217 = fadd float %.i2, %25
  %.i318 = fadd float %.i3, %26
  %27 = call %dx.types.ResRet.f32 @dx.op.sampleCmp.f32(i32 64, %dx.types.Handle %5, %dx.types.Handle %7, float %.i011, float %.i112, float undef, float undef, i32 undef, i32 undef, i32 undef, float 5.000000e-01, float undef)
  %28 = extractvalue %dx.types.ResRet.f32 %27, 0
  %.i019 = fmul float %.i015, %28
  %.i120 = fmul float %.i116, %28
  %.i221 = fmul float %.i217, %28
  %.i322 = fmul float %.i318, %28
  call void @dx.op.textureStore.f32(i32 67, %dx.types.Handle %9, i32 %10, i32 %11, i32 undef, float %.i019, float %.i120, float %.i221, float %.i322, i8 15)
  ret void
}

; Function Attrs: nounwind
declare %dx.types.Handle @dx.op.createHandleFromBinding(i32, %dx.types.ResBind, i32, i1) #1

; Function Attrs: nounwind
declare %dx.types.Handle @dx.op.annotateHandle(i32, %dx.types.Handle, %dx.types.ResourceProperties) #1

; Function Attrs: nounwind
declare %dx.types.ResRet.f32 @dx.op.sample.f32(i32, %dx.types.Handle, %dx.types.Handle, float, float, float, float, i32, i32, i32, float) #1

; Function Attrs: nounwind
declare %dx.types.ResRet.f32 @dx.op.sampleBias.f32(i32, %dx.types.Handle, %dx.types.Handle, float, float, float, float, i32, i32, i32, float, float) #1

; Function Attrs: nounwind
declare %dx.types.ResRet.f32 @dx.op.sampleCmp.f32(i32, %dx.types.Handle, %dx.types.Handle, float, float, float, float, i32, i32, i32, float, float) #1

; Function Attrs: nounwind
declare void @dx.op.textureStore.f32(i32, %dx.types.Handle, i32, i32, i32, float, float, float, float, i8) #1

; Function Attrs: nounwind
declare i32 @dx.op.threadId.i32(i32, i32) #1

attributes #0 = { convergent mustprogress nofree norecurse nosync nounwind willreturn "hlsl.numthreads"="4,4,1" "hlsl.shader"="compute" }
attributes #1 = { nounwind }

!dx.resources = !{!0}
!dx.entryPoints = !{!10}
!dx.shaderModel = !{!13}
!dx.version = !{!14}
!dx.valver = !{!15}

!0 = !{!1, !5, null, !7}
!1 = !{!2, !4}
!2 = !{i32 0, ptr @Albedo, !"Albedo", i32 0, i32 0, i32 1, i32 2, i32 0, !3}
!3 = !{i32 0, i32 9}
!4 = !{i32 1, ptr @Depth, !"Depth", i32 0, i32 1, i32 1, i32 2, i32 0, !3}
!5 = !{!6}
!6 = !{i32 0, ptr @Out, !"Out", i32 0, i32 4, i32 1, i32 2, i1 false, i1 false, i1 false, !3}
!7 = !{!8, !9}
!8 = !{i32 0, ptr @Linear, !"Linear", i32 0, i32 2, i32 1, i32 0, null}
!9 = !{i32 1, ptr @Shadow, !"Shadow", i32 0, i32 3, i32 1, i32 1, null}
!10 = !{ptr @main, !"main", null, !0, !11}
!11 = !{i32 4, !12}
!12 = !{i32 4, i32 4, i32 1}
!13 = !{!"cs", i32 6, i32 6}
!14 = !{i32 1, i32 6}
!15 = !{i32 1, i32 8}
