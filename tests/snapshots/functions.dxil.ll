; ModuleID = 'texel'
source_filename = "texel"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.6-compute"

%"Texture2D<float4>" = type { <4 x float> }
%"RWStructuredBuffer<float4>" = type { <4 x float> }
%SamplerState = type { i32 }
%dx.types.Handle = type { ptr }
%dx.types.ResBind = type { i32, i32, i32, i8 }
%dx.types.ResourceProperties = type { i32, i32 }
%dx.types.ResRet.f32 = type { float, float, float, float, i32 }

@.str = private unnamed_addr constant [4 x i8] c"Out\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"Env\00", align 1
@.str.2 = private unnamed_addr constant [7 x i8] c"Linear\00", align 1
@Env = external constant %"Texture2D<float4>"
@Out = external constant %"RWStructuredBuffer<float4>"
@Linear = external constant %SamplerState

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: read, target_mem0: read, target_mem1: read)
define void @main() local_unnamed_addr #0 {
entry:
  %0 = call i32 @dx.op.threadId.i32(i32 93, i32 0)
  %1 = uitofp i32 %0 to float
  %2 = fmul float %1, 6.250000e-02
  %3 = fadd float %2, -5.000000e-01
  %.i0 = fmul float %3, %3
  %foldExtExtBinop.i0 = fadd float %.i0, 0x3F847AE160000000
  %foldExtExtBinop20.i0 = fadd float 1.000000e+00, %foldExtExtBinop.i0
  %4 = call float @dx.op.unary.f32(i32 24, float %foldExtExtBinop20.i0)
  %.i034 = fdiv float %3, %4
  %.i1 = fdiv float 0x3FB99999A0000000, %4
  %.i2 = fdiv float 1.000000e+00, %4
  %.i035 = fmul float %.i034, 0.000000e+00
  %.i136 = fmul float %.i1, 0.000000e+00
  %.i237 = fmul float %.i2, -3.000000e+00
  %foldExtExtBinop23.i0 = fadd float %.i035, %.i136
  %foldExtExtBinop26.i0 = fadd float %.i237, %foldExtExtBinop23.i0
  %5 = fmul float %foldExtExtBinop26.i0, %foldExtExtBinop26.i0
  %6 = fadd float %5, -8.000000e+00
  %7 = fcmp olt float %6, 0.000000e+00
  %8 = fneg float %foldExtExtBinop26.i0
  %9 = call float @dx.op.unary.f32(i32 24, float %6)
  %10 = fsub float %8, %9
  %11 = select i1 %7, float -1.000000e+00, float %10
  %.i038 = fmul float %.i034, %11
  %.i139 = fmul float %.i1, %11
  %.i240 = fmul float %.i2, %11
  %.i041 = fadd float %.i038, 0.000000e+00
  %.i142 = fadd float %.i139, 0.000000e+00
  %.i243 = fadd float %.i240, -3.000000e+00
  %.i044 = fmul float %.i041, %.i041
  %.i145 = fmul float %.i142, %.i142
  %.i246 = fmul float %.i243, %.i243
  %foldExtExtBinop29.i0 = fadd float %.i044, %.i145
  %foldExtExtBinop32.i0 = fadd float %.i246, %foldExtExtBinop29.i0
  %12 = call float @dx.op.unary.f32(i32 24, float %foldExtExtBinop32.i0)
  %13 = call float @dx.op.unary.f32(i32 27, float %11)
  %14 = fsub float %11, %13
  %.i047 = fdiv float %.i041, %12
  %.i148 = fdiv float %.i142, %12
  %.i049 = fmul float %.i047, 5.000000e-01
  %.i150 = fmul float %.i148, 5.000000e-01
  %.i051 = fadd float %.i049, 5.000000e-01
  %.i152 = fadd float %.i150, 5.000000e-01
  %15 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind zeroinitializer, i32 0, i1 false)
  %16 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %15, %dx.types.ResourceProperties { i32 2, i32 1033 })
  %17 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 1, i32 1, i32 0, i8 3 }, i32 1, i1 false)
  %18 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %17, %dx.types.ResourceProperties { i32 14, i32 0 })
  %19 = call %dx.types.ResRet.f32 @dx.op.sampleLevel.f32(i32 62, %dx.types.Handle %16, %dx.types.Handle %18, float %.i051, float %.i152, float undef, float undef, i32 undef, i32 undef, i32 undef, float 0.000000e+00)
  %20 = extractvalue %dx.types.ResRet.f32 %19, 0
  %21 = extractvalue %dx.types.ResRet.f32 %19, 1
  %22 = extractvalue %dx.types.ResRet.f32 %19, 2
  %23 = extractvalue %dx.types.ResRet.f32 %19, 3
  %.i053 = fmul float %20, %14
  %.i154 = fmul float %21, %14
  %.i255 = fmul float %22, %14
  %.i3 = fmul float %23, %14
  %.i056 = fadd float %.i053, 0.000000e+00
  %.i157 = fadd float %.i154, 0.000000e+00
  %.i258 = fadd float %.i255, 0.000000e+00
  %.i359 = fadd float %.i3, 0.000000e+00
  %24 = fmul float %14, %14
  %25 = call %dx.types.ResRet.f32 @dx.op.sampleLevel.f32(i32 62, %dx.types.Handle %16, %dx.types.Handle %18, float %14, float %24, float undef, float undef, i32 undef, i32 undef, i32 undef, float 0.000000e+00)
  %26 = extractvalue %dx.types.ResRet.f32 %25, 0
  %27 = extractvalue %dx.types.ResRet.f32 %25, 1
  %28 = extractvalue %dx.types.ResRet.f32 %25, 2
  %29 = extractvalue %dx.types.ResRet.f32 %25, 3
  %30 = fsub float 1.000000e+00, %14
  %.i060 = fmul float %26, %30
  %.i161 = fmul float %27, %30
  %.i262 = fmul float %28, %30
  %.i363 = fmul float %29, %30
  %.i064 = fadd float %.i056, %.i060
  %.i165 = fadd float %.i157, %.i161
  %.i266 = fadd float %.i258, %.i262
  %.i367 = fadd float %.i359, %.i363
  %31 = fcmp olt float %11, 0.000000e+00
  %.i068 = fadd float %13, %.i064
  %.i169 = fadd float %13, %.i165
  %.i270 = fadd float %13, %.i266
  %.i371 = fadd float %13, %.i367
  %.i072 = select i1 %31, float 0.000000e+00, float %.i068
  %.i173 = select i1 %31, float 0.000000e+00, float %.i169
  %.i274 = select i1 %31, float 0.000000e+00, float %.i270
  %.i375 = select i1 %31, float 1.000000e+00, float %.i371
  %32 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 2, i32 2, i32 0, i8 1 }, i32 2, i1 false)
  %33 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %32, %dx.types.ResourceProperties { i32 4108, i32 16 })
  call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle %33, i32 %0, i32 0, float %.i072, float %.i173, float %.i274, float %.i375, i8 15, i32 4)
  ret void
}

; Function Attrs: nounwind
declare %dx.types.Handle @dx.op.createHandleFromBinding(i32, %dx.types.ResBind, i32, i1) #1

; Function Attrs: nounwind
declare %dx.types.Handle @dx.op.annotateHandle(i32, %dx.types.Handle, %dx.types.ResourceProperties) #1

; Function Attrs: nounwind
declare %dx.types.ResRet.f32 @dx.op.sampleLevel.f32(i32, %dx.types.Handle, %dx.types.Handle, float, float, float, float, i32, i32, i32, float) #1

; Function Attrs: nounwind
declare void @dx.op.rawBufferStore.f32(i32, %dx.types.Handle, i32, i32, float, float, float, float, i8, i32) #1

; Function Attrs: nounwind
declare i32 @dx.op.threadId.i32(i32, i32) #1

; Function Attrs: nounwind
declare float @dx.op.unary.f32(i32, float) #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: read, target_mem0: read, target_mem1: read) "hlsl.numthreads"="16,1,1" "hlsl.shader"="compute" }
attributes #1 = { nounwind }

!dx.resources = !{!0}
!dx.entryPoints = !{!9}
!dx.shaderModel = !{!12}
!dx.version = !{!13}
!dx.valver = !{!14}

!0 = !{!1, !4, null, !7}
!1 = !{!2}
!2 = !{i32 0, ptr @Env, !"Env", i32 0, i32 0, i32 1, i32 2, i32 0, !3}
!3 = !{i32 0, i32 9}
!4 = !{!5}
!5 = !{i32 0, ptr @Out, !"Out", i32 0, i32 2, i32 1, i32 12, i1 false, i1 false, i1 false, !6}
!6 = !{i32 1, i32 16}
!7 = !{!8}
!8 = !{i32 0, ptr @Linear, !"Linear", i32 0, i32 1, i32 1, i32 0, null}
!9 = !{ptr @main, !"main", null, !0, !10}
!10 = !{i32 4, !11}
!11 = !{i32 16, i32 1, i32 1}
!12 = !{!"cs", i32 6, i32 6}
!13 = !{i32 1, i32 6}
!14 = !{i32 1, i32 8}
