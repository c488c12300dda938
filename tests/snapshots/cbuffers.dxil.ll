; ModuleID = 'texel'
source_filename = "texel"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.6-compute"

%"RWStructuredBuffer<float4>" = type { <4 x float> }
%Frame = type { float, i32, <2 x float>, { [2 x { float }], float }, <4 x float>, %__cblayout_struct.Light }
%__cblayout_struct.Light = type <{ <3 x float>, float }>
%Settings = type { %__cblayout_struct.Params }
%__cblayout_struct.Params = type <{ i32, float }>
%dx.types.Handle = type { ptr }
%dx.types.ResBind = type { i32, i32, i32, i8 }
%dx.types.ResourceProperties = type { i32, i32 }
%dx.types.CBufRet.i32 = type { i32, i32, i32, i32 }
%dx.types.CBufRet.f32 = type { float, float, float, float }

@Frame.str = private unnamed_addr constant [6 x i8] c"Frame\00", align 1
@Settings.str = private unnamed_addr constant [9 x i8] c"Settings\00", align 1
@.str = private unnamed_addr constant [4 x i8] c"Out\00", align 1
@Out = external constant %"RWStructuredBuffer<float4>"
@Frame = external constant %Frame
@Settings = external constant %Settings

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: write, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define void @main() local_unnamed_addr #0 {
entry:
  %0 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 2 }, i32 0, i1 false)
  %1 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %0, %dx.types.ResourceProperties { i32 13, i32 96 })
  %2 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 1, i8 2 }, i32 0, i1 false)
  %3 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %2, %dx.types.ResourceProperties { i32 13, i32 8 })
  %4 = call i32 @dx.op.threadId.i32(i32 93, i32 0)
  %5 = call %dx.types.CBufRet.i32 @dx.op.cbufferLoadLegacy.i32(i32 59, %dx.types.Handle %3, i32 0)
  %6 = extractvalue %dx.types.CBufRet.i32 %5, 0
  %.not = icmp ult i32 %4, %6
  br i1 %.not, label %if.end, label %common.ret

common.ret:                                       ; preds = %entry, %if.end
  ret void

if.end:                                           ; preds = %entry
  %7 = call i32 @dx.op.threadId.i32(i32 93, i32 1)
  %8 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 2, i32 2, i32 0, i8 1 }, i32 2, i1 false)
  %9 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %8, %dx.types.ResourceProperties { i32 4108, i32 16 })
  %10 = urem i32 %4, 3
  %11 = add i32 %10, 1
  %12 = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %1, i32 %11)
  %13 = extractvalue %dx.types.CBufRet.f32 %12, 0
  %.i0 = uitofp i32 %4 to float
  %.i1 = uitofp i32 %7 to float
  %14 = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %1, i32 0)
  %15 = extractvalue %dx.types.CBufRet.f32 %14, 2
  %16 = extractvalue %dx.types.CBufRet.f32 %14, 3
  %.i012 = fdiv float %.i0, %15
  %.i113 = fdiv float %.i1, %16
  %17 = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %1, i32 5)
  %18 = extractvalue %dx.types.CBufRet.f32 %17, 0
  %19 = extractvalue %dx.types.CBufRet.f32 %17, 1
  %20 = extractvalue %dx.types.CBufRet.f32 %17, 2
  %.i014 = fmul float %18, %.i012
  %.i115 = fmul float %19, %.i113
  %.i2 = fmul float %20, 1.000000e+00
  %foldExtExtBinop.i0 = fadd float %.i014, %.i115
  %foldExtExtBinop10.i0 = fadd float %.i2, %foldExtExtBinop.i0
  %21 = call float @dx.op.binary.f32(i32 35, float %foldExtExtBinop10.i0, float 0.000000e+00)
  %22 = call float @dx.op.binary.f32(i32 36, float %21, float 1.000000e+00)
  %23 = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %1, i32 5)
  %24 = extractvalue %dx.types.CBufRet.f32 %23, 3
  %25 = fmul float %24, %22
  %26 = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %1, i32 4)
  %27 = extractvalue %dx.types.CBufRet.f32 %26, 0
  %28 = extractvalue %dx.types.CBufRet.f32 %26, 1
  %29 = extractvalue %dx.types.CBufRet.f32 %26, 2
  %30 = extractvalue %dx.types.CBufRet.f32 %26, 3
  %31 = fmul float %13, %25
  %32 = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %3, i32 0)
  %33 = extractvalue %dx.types.CBufRet.f32 %32, 1
  %34 = fadd float %33, %31
  %.i016 = fmul float %27, %34
  %.i117 = fmul float %28, %34
  %.i218 = fmul float %29, %34
  %.i3 = fmul float %30, %34
  %35 = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %1, i32 0)
  %36 = extractvalue %dx.types.CBufRet.f32 %35, 0
  %37 = call %dx.types.CBufRet.i32 @dx.op.cbufferLoadLegacy.i32(i32 59, %dx.types.Handle %1, i32 0)
  %38 = extractvalue %dx.types.CBufRet.i32 %37, 1
  %39 = uitofp i32 %38 to float
  %.i019 = fadd float %36, %.i016
  %.i120 = fadd float %39, %.i117
  %.i221 = fadd float 0.000000e+00, %.i218
  %.i322 = fadd float 0.000000e+00, %.i3
  call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle %9, i32 %4, i32 0, float %.i019, float %.i120, float %.i221, float %.i322, i8 15, i32 4)
  br label %common.ret
}

; Function Attrs: nounwind
declare %dx.types.Handle @dx.op.createHandleFromBinding(i32, %dx.types.ResBind, i32, i1) #1

; Function Attrs: nounwind
declare %dx.types.Handle @dx.op.annotateHandle(i32, %dx.types.Handle, %dx.types.ResourceProperties) #1

; Function Attrs: nounwind
declare void @dx.op.rawBufferStore.f32(i32, %dx.types.Handle, i32, i32, float, float, float, float, i8, i32) #1

; Function Attrs: nounwind
declare %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32, %dx.types.Handle, i32) #1

; Function Attrs: nounwind
declare %dx.types.CBufRet.i32 @dx.op.cbufferLoadLegacy.i32(i32, %dx.types.Handle, i32) #1

; Function Attrs: nounwind
declare i32 @dx.op.threadId.i32(i32, i32) #1

; Function Attrs: nounwind
declare float @dx.op.binary.f32(i32, float, float) #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: write, inaccessiblemem: none, target_mem0: none, target_mem1: none) "hlsl.numthreads"="8,1,1" "hlsl.shader"="compute" }
attributes #1 = { nounwind }

!dx.resources = !{!0}
!dx.entryPoints = !{!7}
!dx.shaderModel = !{!10}
!dx.version = !{!11}
!dx.valver = !{!12}

!0 = !{null, !1, !4, null}
!1 = !{!2}
!2 = !{i32 0, ptr @Out, !"Out", i32 0, i32 2, i32 1, i32 12, i1 false, i1 false, i1 false, !3}
!3 = !{i32 1, i32 16}
!4 = !{!5, !6}
!5 = !{i32 0, ptr @Frame, !"Frame", i32 0, i32 0, i32 1, i32 96, null}
!6 = !{i32 1, ptr @Settings, !"Settings", i32 1, i32 0, i32 1, i32 8, null}
!7 = !{ptr @main, !"main", null, !0, !8}
!8 = !{i32 4, !9}
!9 = !{i32 8, i32 1, i32 1}
!10 = !{!"cs", i32 6, i32 6}
!11 = !{i32 1, i32 6}
!12 = !{i32 1, i32 8}
