; ModuleID = 'texel'
source_filename = "texel"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.6-compute"

%"Buffer<float4>" = type { <4 x float> }
%"Buffer<uint>" = type { i32 }
%"RWBuffer<float4>" = type { <4 x float> }
%"RWBuffer<int2>" = type { <2 x i32> }
%"RWBuffer<uint>" = type { i32 }
%dx.types.Handle = type { ptr }
%dx.types.ResBind = type { i32, i32, i32, i8 }
%dx.types.ResourceProperties = type { i32, i32 }
%dx.types.ResRet.f32 = type { float, float, float, float, i32 }
%dx.types.ResRet.i32 = type { i32, i32, i32, i32, i32 }

@.str = private unnamed_addr constant [7 x i8] c"Colors\00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c"Counts\00", align 1
@.str.2 = private unnamed_addr constant [7 x i8] c"Scaled\00", align 1
@.str.3 = private unnamed_addr constant [6 x i8] c"Pairs\00", align 1
@.str.4 = private unnamed_addr constant [7 x i8] c"Totals\00", align 1
@Colors = external constant %"Buffer<float4>"
@Counts = external constant %"Buffer<uint>"
@Scaled = external constant %"RWBuffer<float4>"
@Pairs = external constant %"RWBuffer<int2>"
@Totals = external constant %"RWBuffer<uint>"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define void @main() local_unnamed_addr #0 {
entry:
  %0 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind zeroinitializer, i32 0, i1 false)
  %1 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %0, %dx.types.ResourceProperties { i32 10, i32 1033 })
  %2 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 1, i32 1, i32 0, i8 0 }, i32 1, i1 false)
  %3 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %2, %dx.types.ResourceProperties { i32 10, i32 261 })
  %4 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 2, i32 2, i32 0, i8 1 }, i32 2, i1 false)
  %5 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %4, %dx.types.ResourceProperties { i32 4106, i32 1033 })
  %6 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 3, i32 3, i32 0, i8 1 }, i32 3, i1 false)
  %7 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %6, %dx.types.ResourceProperties { i32 4106, i32 516 })
  %8 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 4, i32 4, i32 0, i8 1 }, i32 4, i1 false)
  %9 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %8, %dx.types.ResourceProperties { i32 4106, i32 261 })
  %10 = call i32 @dx.op.threadId.i32(i32 93, i32 0)
  %11 = call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle %1, i32 %10, i32 undef)
  %12 = extractvalue %dx.types.ResRet.f32 %11, 0
  %13 = extractvalue %dx.types.ResRet.f32 %11, 1
  %14 = extractvalue %dx.types.ResRet.f32 %11, 2
  %15 = extractvalue %dx.types.ResRet.f32 %11, 3
  %16 = call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle %3, i32 %10, i32 undef)
  %17 = extractvalue %dx.types.ResRet.i32 %16, 0
  %18 = uitofp i32 %17 to float
  %.i0 = fmul float %12, %18
  %.i1 = fmul float %13, %18
  %.i2 = fmul float %14, %18
  %.i3 = fmul float %15, %18
  %.i015 = fadd float %.i0, 5.000000e-01
  %.i116 = fadd float %.i1, 5.000000e-01
  %.i217 = fadd float %.i2, 5.000000e-01
  %.i318 = fadd float %.i3, 5.000000e-01
  call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle %5, i32 %10, i32 undef, float %.i015, float %.i116, float %.i217, float %.i318, i8 15)
  %19 = sub i32 0, %17
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %7, i32 %10, i32 undef, i32 %17, i32 %19, i32 %17, i32 %17, i8 15)
  %20 = lshr i32 %10, 2
  %21 = call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle %9, i32 %20, i32 undef)
  %22 = extractvalue %dx.types.ResRet.i32 %21, 0
  %23 = add i32 %22, %17
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %9, i32 %20, i32 undef, i32 %23, i32 %23, i32 %23, i32 %23, i8 15)
  ret void
}

; Function Attrs: nounwind
declare %dx.types.Handle @dx.op.createHandleFromBinding(i32, %dx.types.ResBind, i32, i1) #1

; Function Attrs: nounwind
declare %dx.types.Handle @dx.op.annotateHandle(i32, %dx.types.Handle, %dx.types.ResourceProperties) #1

; Function Attrs: nounwind
declare %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32, %dx.types.Handle, i32, i32) #1

; Function Attrs: nounwind
declare %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32, %dx.types.Handle, i32, i32) #1

; Function Attrs: nounwind
declare void @dx.op.bufferStore.f32(i32, %dx.types.Handle, i32, i32, float, float, float, float, i8) #1

; Function Attrs: nounwind
declare void @dx.op.bufferStore.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i8) #1

; Function Attrs: nounwind
declare i32 @dx.op.threadId.i32(i32, i32) #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "hlsl.numthreads"="64,1,1" "hlsl.shader"="compute" }
attributes #1 = { nounwind }

!dx.resources = !{!0}
!dx.entryPoints = !{!11}
!dx.shaderModel = !{!14}
!dx.version = !{!15}
!dx.valver = !{!16}

!0 = !{!1, !6, null, null}
!1 = !{!2, !4}
!2 = !{i32 0, ptr @Colors, !"Colors", i32 0, i32 0, i32 1, i32 10, i32 0, !3}
!3 = !{i32 0, i32 9}
!4 = !{i32 1, ptr @Counts, !"Counts", i32 0, i32 1, i32 1, i32 10, i32 0, !5}
!5 = !{i32 0, i32 5}
!6 = !{!7, !8, !10}
!7 = !{i32 0, ptr @Scaled, !"Scaled", i32 0, i32 2, i32 1, i32 10, i1 false, i1 false, i1 false, !3}
!8 = !{i32 1, ptr @Pairs, !"Pairs", i32 0, i32 3, i32 1, i32 10, i1 false, i1 false, i1 false, !9}
!9 = !{i32 0, i32 4}
!10 = !{i32 2, ptr @Totals, !"Totals", i32 0, i32 4, i32 1, i32 10, i1 false, i1 false, i1 false, !5}
!11 = !{ptr @main, !"main", null, !0, !12}
!12 = !{i32 4, !13}
!13 = !{i32 64, i32 1, i32 1}
!14 = !{!"cs", i32 6, i32 6}
!15 = !{i32 1, i32 6}
!16 = !{i32 1, i32 8}
