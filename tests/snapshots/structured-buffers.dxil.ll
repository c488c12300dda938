; ModuleID = 'texel'
source_filename = "texel"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.6-compute"

%"StructuredBuffer<Particle>" = type { %struct.Particle }
%struct.Particle = type { <3 x float>, float, <3 x float>, i32, %struct.Material }
%struct.Material = type { float, i32 }
%"RWStructuredBuffer<Particle>" = type { %struct.Particle }
%"RWStructuredBuffer<float>" = type { float }
%dx.types.Handle = type { ptr }
%dx.types.ResBind = type { i32, i32, i32, i8 }
%dx.types.ResourceProperties = type { i32, i32 }
%dx.types.ResRet.f32 = type { float, float, float, float, i32 }
%dx.types.ResRet.i32 = type { i32, i32, i32, i32, i32 }

@.str = private unnamed_addr constant [6 x i8] c"Input\00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c"Output\00", align 1
@.str.2 = private unnamed_addr constant [7 x i8] c"Energy\00", align 1
@Input = external constant %"StructuredBuffer<Particle>"
@Output = external constant %"RWStructuredBuffer<Particle>"
@Energy = external constant %"RWStructuredBuffer<float>"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define void @main() local_unnamed_addr #0 {
entry:
  %0 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind zeroinitializer, i32 0, i1 false)
  %1 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %0, %dx.types.ResourceProperties { i32 524, i32 40 })
  %2 = call i32 @dx.op.threadId.i32(i32 93, i32 0)
  %.unpack = call %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle %1, i32 %2, i32 0, i8 7, i32 4)
  %3 = extractvalue %dx.types.ResRet.f32 %.unpack, 0
  %4 = extractvalue %dx.types.ResRet.f32 %.unpack, 1
  %5 = extractvalue %dx.types.ResRet.f32 %.unpack, 2
  %.unpack23 = call %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle %1, i32 %2, i32 12, i8 1, i32 4)
  %6 = extractvalue %dx.types.ResRet.f32 %.unpack23, 0
  %.unpack25 = call %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle %1, i32 %2, i32 16, i8 7, i32 4)
  %7 = extractvalue %dx.types.ResRet.f32 %.unpack25, 1
  %8 = extractvalue %dx.types.ResRet.f32 %.unpack25, 0
  %9 = extractvalue %dx.types.ResRet.f32 %.unpack25, 2
  %.unpack29.unpack = call %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle %1, i32 %2, i32 32, i8 1, i32 4)
  %10 = extractvalue %dx.types.ResRet.f32 %.unpack29.unpack, 0
  %.unpack29.unpack31 = call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle %1, i32 %2, i32 36, i8 1, i32 4)
  %11 = extractvalue %dx.types.ResRet.i32 %.unpack29.unpack31, 0
  %12 = fadd float %7, 0xBFC41205E0000000
  %13 = and i32 %11, 1
  %.not = icmp eq i32 %13, 0
  %14 = fsub float 1.000000e+00, %10
  %.i0 = fmul float %8, %14
  %.i1 = fmul float %12, %14
  %.i2 = fmul float %9, %14
  %local.sroa.7.0.i0 = select i1 %.not, float %8, float %.i0
  %local.sroa.7.0.i1 = select i1 %.not, float %12, float %.i1
  %local.sroa.7.0.i2 = select i1 %.not, float %9, float %.i2
  %.i047 = fmul float %8, 0x3F90624DE0000000
  %.i148 = fmul float %7, 0x3F90624DE0000000
  %.i249 = fmul float %9, 0x3F90624DE0000000
  %.i050 = fadd float %3, %.i047
  %.i151 = fadd float %4, %.i148
  %.i252 = fadd float %5, %.i249
  %15 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 2, i32 2, i32 0, i8 1 }, i32 2, i1 false)
  %16 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %15, %dx.types.ResourceProperties { i32 4108, i32 4 })
  %17 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 1, i32 1, i32 0, i8 1 }, i32 1, i1 false)
  %18 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %17, %dx.types.ResourceProperties { i32 4620, i32 40 })
  call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle %18, i32 %2, i32 0, float %.i050, float %.i151, float %.i252, float undef, i8 7, i32 4)
  call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle %18, i32 %2, i32 12, float %6, float undef, float undef, float undef, i8 1, i32 4)
  call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle %18, i32 %2, i32 16, float %local.sroa.7.0.i0, float %local.sroa.7.0.i1, float %local.sroa.7.0.i2, float undef, i8 7, i32 4)
  call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle %18, i32 %2, i32 32, float %10, float undef, float undef, float undef, i8 1, i32 4)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %18, i32 %2, i32 36, i32 %11, i32 undef, i32 undef, i32 undef, i8 1, i32 4)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %18, i32 %2, i32 28, i32 %2, i32 undef, i32 undef, i32 undef, i8 1, i32 4)
  %19 = fmul float %6, 5.000000e-01
  %.i053 = fmul float %local.sroa.7.0.i0, %local.sroa.7.0.i0
  %.i154 = fmul float %local.sroa.7.0.i1, %local.sroa.7.0.i1
  %.i255 = fmul float %local.sroa.7.0.i2, %local.sroa.7.0.i2
  %foldExtExtBinop.i0 = fadd float %.i053, %.i154
  %foldExtExtBinop45.i0 = fadd float %.i255, %foldExtExtBinop.i0
  %20 = fmul float %19, %foldExtExtBinop45.i0
  call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle %16, i32 %2, i32 0, float %20, float undef, float undef, float undef, i8 1, i32 4)
  ret void
}

; Function Attrs: nounwind
declare %dx.types.Handle @dx.op.createHandleFromBinding(i32, %dx.types.ResBind, i32, i1) #1

; Function Attrs: nounwind
declare %dx.types.Handle @dx.op.annotateHandle(i32, %dx.types.Handle, %dx.types.ResourceProperties) #1

; Function Attrs: nounwind
declare %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32, %dx.types.Handle, i32, i32, i8, i32) #1

; Function Attrs: nounwind
declare %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32, %dx.types.Handle, i32, i32, i8, i32) #1

; Function Attrs: nounwind
declare void @dx.op.rawBufferStore.f32(i32, %dx.types.Handle, i32, i32, float, float, float, float, i8, i32) #1

; Function Attrs: nounwind
declare void @dx.op.rawBufferStore.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i8, i32) #1

; Function Attrs: nounwind
declare i32 @dx.op.threadId.i32(i32, i32) #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "hlsl.numthreads"="32,1,1" "hlsl.shader"="compute" }
attributes #1 = { nounwind }

!dx.resources = !{!0}
!dx.entryPoints = !{!8}
!dx.shaderModel = !{!11}
!dx.version = !{!12}
!dx.valver = !{!13}

!0 = !{!1, !4, null, null}
!1 = !{!2}
!2 = !{i32 0, ptr @Input, !"Input", i32 0, i32 0, i32 1, i32 12, i32 0, !3}
!3 = !{i32 1, i32 40}
!4 = !{!5, !6}
!5 = !{i32 0, ptr @Output, !"Output", i32 0, i32 1, i32 1, i32 12, i1 false, i1 false, i1 false, !3}
!6 = !{i32 1, ptr @Energy, !"Energy", i32 0, i32 2, i32 1, i32 12, i1 false, i1 false, i1 false, !7}
!7 = !{i32 1, i32 4}
!8 = !{ptr @main, !"main", null, !0, !9}
!9 = !{i32 4, !10}
!10 = !{i32 32, i32 1, i32 1}
!11 = !{!"cs", i32 6, i32 6}
!12 = !{i32 1, i32 6}
!13 = !{i32 1, i32 8}
