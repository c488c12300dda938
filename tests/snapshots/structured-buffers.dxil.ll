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
  %4 = insertelement <3 x float> poison, float %3, i32 0
  %5 = extractvalue %dx.types.ResRet.f32 %.unpack, 1
  %6 = insertelement <3 x float> %4, float %5, i32 1
  %7 = extractvalue %dx.types.ResRet.f32 %.unpack, 2
  %8 = insertelement <3 x float> %6, float %7, i32 2
  %.unpack23 = call %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle %1, i32 %2, i32 12, i8 1, i32 4)
  %9 = extractvalue %dx.types.ResRet.f32 %.unpack23, 0
  %.unpack25 = call %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle %1, i32 %2, i32 16, i8 7, i32 4)
  %10 = extractvalue %dx.types.ResRet.f32 %.unpack25, 1
  %11 = extractvalue %dx.types.ResRet.f32 %.unpack25, 0
  %12 = insertelement <3 x float> poison, float %11, i32 0
  %13 = insertelement <3 x float> %12, float %10, i32 1
  %14 = extractvalue %dx.types.ResRet.f32 %.unpack25, 2
  %15 = insertelement <3 x float> %13, float %14, i32 2
  %.unpack29.unpack = call %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle %1, i32 %2, i32 32, i8 1, i32 4)
  %16 = extractvalue %dx.types.ResRet.f32 %.unpack29.unpack, 0
  %.unpack29.unpack31 = call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle %1, i32 %2, i32 36, i8 1, i32 4)
  %17 = extractvalue %dx.types.ResRet.i32 %.unpack29.unpack31, 0
  %18 = fadd float %10, 0xBFC41205E0000000
  %local.sroa.7.20.vec.insert = insertelement <3 x float> %15, float %18, i64 1
  %19 = and i32 %17, 1
  %.not = icmp eq i32 %19, 0
  %20 = fsub float 1.000000e+00, %16
  %21 = insertelement <3 x float> poison, float %20, i64 0
  %22 = shufflevector <3 x float> %21, <3 x float> poison, <3 x i32> zeroinitializer
  %23 = fmul <3 x float> %local.sroa.7.20.vec.insert, %22
  %local.sroa.7.0 = select i1 %.not, <3 x float> %local.sroa.7.20.vec.insert, <3 x float> %23
  %24 = fmul <3 x float> %15, splat (float 0x3F90624DE0000000)
  %25 = fadd <3 x float> %8, %24
  %26 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 2, i32 2, i32 0, i8 1 }, i32 2, i1 false)
  %27 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %26, %dx.types.ResourceProperties { i32 4108, i32 4 })
  %28 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 1, i32 1, i32 0, i8 1 }, i32 1, i1 false)
  %29 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %28, %dx.types.ResourceProperties { i32 4620, i32 40 })
  %30 = extractelement <3 x float> %25, i32 0
  %31 = extractelement <3 x float> %25, i32 1
  %32 = extractelement <3 x float> %25, i32 2
  call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle %29, i32 %2, i32 0, float %30, float %31, float %32, float undef, i8 7, i32 4)
  call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle %29, i32 %2, i32 12, float %9, float undef, float undef, float undef, i8 1, i32 4)
  %33 = extractelement <3 x float> %local.sroa.7.0, i32 0
  %34 = extractelement <3 x float> %local.sroa.7.0, i32 1
  %35 = extractelement <3 x float> %local.sroa.7.0, i32 2
  call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle %29, i32 %2, i32 16, float %33, float %34, float %35, float undef, i8 7, i32 4)
  call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle %29, i32 %2, i32 32, float %16, float undef, float undef, float undef, i8 1, i32 4)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %29, i32 %2, i32 36, i32 %17, i32 undef, i32 undef, i32 undef, i8 1, i32 4)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %29, i32 %2, i32 28, i32 %2, i32 undef, i32 undef, i32 undef, i8 1, i32 4)
  %36 = fmul float %9, 5.000000e-01
  %37 = fmul <3 x float> %local.sroa.7.0, %local.sroa.7.0
  %shift = shufflevector <3 x float> %37, <3 x float> poison, <3 x i32> <i32 1, i32 poison, i32 poison>
  %foldExtExtBinop = fadd <3 x float> %37, %shift
  %shift44 = shufflevector <3 x float> %37, <3 x float> poison, <3 x i32> <i32 2, i32 poison, i32 poison>
  %foldExtExtBinop45 = fadd <3 x float> %shift44, %foldExtExtBinop
  %38 = extractelement <3 x float> %foldExtExtBinop45, i64 0
  %39 = fmul float %36, %38
  call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle %27, i32 %2, i32 0, float %39, float undef, float undef, float undef, i8 1, i32 4)
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
