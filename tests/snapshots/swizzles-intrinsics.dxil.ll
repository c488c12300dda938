; ModuleID = 'texel'
source_filename = "texel"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.6-compute"

%"StructuredBuffer<float4>" = type { <4 x float> }
%"RWStructuredBuffer<float4>" = type { <4 x float> }
%"RWStructuredBuffer<uint4>" = type { <4 x i32> }
%dx.types.Handle = type { ptr }
%dx.types.ResBind = type { i32, i32, i32, i8 }
%dx.types.ResourceProperties = type { i32, i32 }
%dx.types.ResRet.f32 = type { float, float, float, float, i32 }

@.str = private unnamed_addr constant [3 x i8] c"In\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"OutF\00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"OutU\00", align 1
@In = external constant %"StructuredBuffer<float4>"
@OutF = external constant %"RWStructuredBuffer<float4>"
@OutU = external constant %"RWStructuredBuffer<uint4>"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define void @main() local_unnamed_addr #0 {
entry:
  %0 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind zeroinitializer, i32 0, i1 false)
  %1 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %0, %dx.types.ResourceProperties { i32 12, i32 16 })
  %2 = call i32 @dx.op.threadId.i32(i32 93, i32 0)
  %3 = call %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle %1, i32 %2, i32 0, i8 15, i32 4)
  %4 = extractvalue %dx.types.ResRet.f32 %3, 0
  %5 = extractvalue %dx.types.ResRet.f32 %3, 1
  %6 = extractvalue %dx.types.ResRet.f32 %3, 2
  %7 = extractvalue %dx.types.ResRet.f32 %3, 3
  %8 = insertelement <4 x float> poison, float %4, i32 0
  %9 = insertelement <4 x float> %8, float %5, i32 1
  %10 = insertelement <4 x float> %9, float %6, i32 2
  %11 = insertelement <4 x float> %10, float %7, i32 3
  %12 = shufflevector <4 x float> %11, <4 x float> poison, <4 x i32> <i32 poison, i32 2, i32 poison, i32 0>
  %13 = shufflevector <4 x float> %11, <4 x float> poison, <2 x i32> <i32 1, i32 1>
  %14 = fmul <2 x float> %13, splat (float 2.000000e+00)
  %15 = shufflevector <2 x float> %14, <2 x float> poison, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>
  %16 = extractelement <2 x float> %14, i64 0
  %17 = extractelement <2 x float> %14, i64 1
  %18 = shufflevector <4 x float> %12, <4 x float> %15, <4 x i32> <i32 4, i32 1, i32 5, i32 3>
  %19 = shufflevector <4 x float> %11, <4 x float> poison, <3 x i32> <i32 1, i32 2, i32 0>
  %20 = shufflevector <4 x float> %11, <4 x float> poison, <3 x i32> <i32 2, i32 0, i32 1>
  %21 = shufflevector <4 x float> %12, <4 x float> %15, <3 x i32> <i32 1, i32 5, i32 4>
  %22 = shufflevector <4 x float> %15, <4 x float> %12, <3 x i32> <i32 1, i32 0, i32 5>
  %23 = fmul <3 x float> %19, %22
  %24 = fmul <3 x float> %20, %21
  %25 = fsub <3 x float> %23, %24
  %26 = fmul <3 x float> %25, %25
  %shift = shufflevector <3 x float> %26, <3 x float> poison, <3 x i32> <i32 1, i32 poison, i32 poison>
  %foldExtExtBinop = fadd <3 x float> %26, %shift
  %shift75 = shufflevector <3 x float> %26, <3 x float> poison, <3 x i32> <i32 2, i32 poison, i32 poison>
  %foldExtExtBinop76 = fadd <3 x float> %shift75, %foldExtExtBinop
  %27 = extractelement <3 x float> %foldExtExtBinop76, i64 0
  %28 = tail call float @llvm.sqrt.f32(float %27)
  %29 = insertelement <3 x float> poison, float %28, i64 0
  %30 = shufflevector <3 x float> %29, <3 x float> poison, <3 x i32> zeroinitializer
  %31 = fdiv <3 x float> %25, %30
  %32 = fmul <4 x float> %11, %11
  %shift78 = shufflevector <4 x float> %32, <4 x float> poison, <4 x i32> <i32 1, i32 poison, i32 poison, i32 poison>
  %foldExtExtBinop79 = fadd <4 x float> %32, %shift78
  %33 = extractelement <4 x float> %foldExtExtBinop79, i64 0
  %34 = tail call float @llvm.sqrt.f32(float %33)
  %35 = fmul <4 x float> %11, %18
  %shift81 = shufflevector <4 x float> %35, <4 x float> poison, <4 x i32> <i32 1, i32 poison, i32 poison, i32 poison>
  %foldExtExtBinop82 = fadd <4 x float> %35, %shift81
  %shift84 = shufflevector <4 x float> %35, <4 x float> poison, <4 x i32> <i32 2, i32 poison, i32 poison, i32 poison>
  %foldExtExtBinop85 = fadd <4 x float> %shift84, %foldExtExtBinop82
  %shift87 = shufflevector <4 x float> %35, <4 x float> poison, <4 x i32> <i32 3, i32 poison, i32 poison, i32 poison>
  %foldExtExtBinop88 = fadd <4 x float> %shift87, %foldExtExtBinop85
  %36 = extractelement <4 x float> %foldExtExtBinop88, i64 0
  %37 = fadd float %34, %36
  %38 = tail call float @llvm.maxnum.f32(float %37, float 0.000000e+00)
  %39 = tail call float @llvm.minnum.f32(float %38, float 1.000000e+00)
  %40 = fsub float %16, %4
  %41 = tail call float @llvm.maxnum.f32(float %5, float -1.000000e+00)
  %42 = tail call float @llvm.minnum.f32(float %41, float 1.000000e+00)
  %43 = tail call float @llvm.minnum.f32(float %6, float %17)
  %44 = tail call float @llvm.maxnum.f32(float %7, float 5.000000e-01)
  %45 = tail call float @llvm.floor.f32(float %6)
  %46 = tail call float @llvm.ceil.f32(float %7)
  %47 = fadd float %45, %46
  %48 = tail call float @llvm.floor.f32(float %37)
  %49 = fsub float %37, %48
  %50 = fadd float %47, %49
  %51 = tail call float @llvm.roundeven.f32(float %4)
  %52 = tail call float @llvm.trunc.f32(float %6)
  %53 = tail call float @llvm.fabs.f32(float %7)
  %54 = tail call float @llvm.sqrt.f32(float %53)
  %55 = fmul float %4, %4
  %56 = fadd float %55, 1.000000e+00
  %57 = tail call float @llvm.sqrt.f32(float %56)
  %58 = fdiv float 1.000000e+00, %57
  %59 = tail call float @llvm.fabs.f32(float %5)
  %60 = tail call float @llvm.pow.f32(float %59, float 0x40019999A0000000)
  %61 = insertelement <4 x float> poison, float %40, i64 0
  %62 = insertelement <4 x float> %61, float %44, i64 1
  %63 = insertelement <4 x float> %62, float %51, i64 2
  %64 = insertelement <4 x float> %63, float %54, i64 3
  %65 = insertelement <4 x float> poison, float %39, i64 0
  %66 = insertelement <4 x float> %65, float %43, i64 1
  %67 = insertelement <4 x float> %66, float %50, i64 2
  %68 = insertelement <4 x float> %67, float %58, i64 3
  %69 = fmul <4 x float> %64, %68
  %70 = fadd <4 x float> %64, %68
  %71 = shufflevector <4 x float> %69, <4 x float> %70, <4 x i32> <i32 0, i32 1, i32 6, i32 7>
  %72 = insertelement <4 x float> %11, float %42, i64 1
  %73 = insertelement <4 x float> %72, float %52, i64 2
  %74 = insertelement <4 x float> %73, float %60, i64 3
  %75 = fadd <4 x float> %74, %71
  %76 = tail call float @llvm.exp.f32(float %4)
  %77 = insertelement <4 x float> poison, float %76, i64 0
  %78 = tail call float @llvm.exp2.f32(float %5)
  %79 = insertelement <4 x float> %77, float %78, i64 1
  %80 = tail call float @llvm.fabs.f32(float %6)
  %81 = fadd float %80, 1.000000e+00
  %82 = tail call float @llvm.log.f32(float %81)
  %83 = insertelement <4 x float> %79, float %82, i64 2
  %84 = fadd float %53, 2.000000e+00
  %85 = tail call float @llvm.log2.f32(float %84)
  %86 = insertelement <4 x float> %83, float %85, i64 3
  %87 = fadd <4 x float> %86, %75
  %88 = tail call float @llvm.sin.f32(float %37)
  %89 = insertelement <4 x float> poison, float %88, i64 0
  %90 = tail call float @llvm.cos.f32(float %37)
  %91 = insertelement <4 x float> %89, float %90, i64 1
  %92 = tail call float @llvm.atan2.f32(float %5, float %4)
  %93 = insertelement <4 x float> %91, float %92, i64 2
  %94 = tail call float @llvm.maxnum.f32(float %6, float 0.000000e+00)
  %95 = tail call float @llvm.minnum.f32(float %94, float 1.000000e+00)
  %96 = fmul float %95, 2.000000e+00
  %97 = fsub float 3.000000e+00, %96
  %98 = fmul float %95, %95
  %99 = fmul float %98, %97
  %100 = insertelement <4 x float> %93, float %99, i64 3
  %101 = fadd <4 x float> %100, %87
  %102 = fcmp oge float %7, 5.000000e-01
  %103 = select i1 %102, float 1.000000e+00, float 0.000000e+00
  %104 = insertelement <3 x float> poison, float %103, i64 0
  %105 = shufflevector <3 x float> %104, <3 x float> poison, <3 x i32> zeroinitializer
  %106 = fmul <3 x float> %105, %31
  %107 = fcmp ogt float %4, 0.000000e+00
  %108 = fcmp olt float %4, 0.000000e+00
  %109 = zext i1 %107 to i32
  %.neg = sext i1 %108 to i32
  %110 = add nsw i32 %.neg, %109
  %111 = sitofp i32 %110 to float
  %112 = insertelement <3 x float> poison, float %111, i64 0
  %113 = shufflevector <3 x float> %112, <3 x float> poison, <3 x i32> zeroinitializer
  %114 = fmul <3 x float> %113, %106
  %115 = shufflevector <3 x float> %114, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>
  %116 = fadd <4 x float> %115, %101
  %117 = shufflevector <4 x float> %116, <4 x float> %101, <4 x i32> <i32 0, i32 1, i32 2, i32 7>
  %118 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %117, <4 x float> %11, <4 x float> %18)
  %119 = fcmp ord <4 x float> %118, zeroinitializer
  %120 = bitcast <4 x i1> %119 to i4
  %.not = icmp ne i4 %120, 0
  %121 = fcmp olt <4 x float> %11, zeroinitializer
  %122 = bitcast <4 x i1> %121 to i4
  %.not72 = icmp eq i4 %122, 0
  %or.cond = select i1 %.not, i1 %.not72, i1 false
  %123 = shufflevector <4 x float> %118, <4 x float> poison, <4 x i32> <i32 2, i32 1, i32 0, i32 3>
  %124 = select i1 %or.cond, <4 x float> %118, <4 x float> %123
  %125 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 2, i32 2, i32 0, i8 1 }, i32 2, i1 false)
  %126 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %125, %dx.types.ResourceProperties { i32 4108, i32 16 })
  %127 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 1, i32 1, i32 0, i8 1 }, i32 1, i1 false)
  %128 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %127, %dx.types.ResourceProperties { i32 4108, i32 16 })
  %129 = extractelement <4 x float> %124, i32 0
  %130 = extractelement <4 x float> %124, i32 1
  %131 = extractelement <4 x float> %124, i32 2
  %132 = extractelement <4 x float> %124, i32 3
  call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle %128, i32 %2, i32 0, float %129, float %130, float %131, float %132, i8 15, i32 4)
  %133 = bitcast float %4 to i32
  %134 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %133)
  %135 = tail call i32 @llvm.bitreverse.i32(i32 %133)
  %136 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %133, i1 false)
  %137 = sub nsw i32 31, %136
  %138 = tail call range(i32 0, 33) i32 @llvm.cttz.i32(i32 %133, i1 true)
  %139 = icmp eq i32 %133, 0
  %140 = select i1 %139, i32 -1, i32 %138
  %141 = fneg float %4
  %142 = bitcast float %141 to i32
  %143 = add i32 %140, %142
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %126, i32 %2, i32 0, i32 %143, i32 %137, i32 %135, i32 %134, i8 15, i32 4)
  ret void
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.floor.f32(float) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.ceil.f32(float) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.roundeven.f32(float) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.trunc.f32(float) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.pow.f32(float, float) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.exp.f32(float) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.exp2.f32(float) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.log.f32(float) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.log2.f32(float) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sin.f32(float) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.cos.f32(float) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.atan2.f32(float, float) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.bitreverse.i32(i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.cttz.i32(i32, i1 immarg) #2

; Function Attrs: nounwind
declare %dx.types.Handle @dx.op.createHandleFromBinding(i32, %dx.types.ResBind, i32, i1) #3

; Function Attrs: nounwind
declare %dx.types.Handle @dx.op.annotateHandle(i32, %dx.types.Handle, %dx.types.ResourceProperties) #3

; Function Attrs: nounwind
declare %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32, %dx.types.Handle, i32, i32, i8, i32) #3

; Function Attrs: nounwind
declare void @dx.op.rawBufferStore.f32(i32, %dx.types.Handle, i32, i32, float, float, float, float, i8, i32) #3

; Function Attrs: nounwind
declare void @dx.op.rawBufferStore.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i8, i32) #3

; Function Attrs: nounwind
declare i32 @dx.op.threadId.i32(i32, i32) #3

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "hlsl.numthreads"="64,1,1" "hlsl.shader"="compute" }
attributes #1 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nounwind }

!dx.resources = !{!0}
!dx.entryPoints = !{!7}
!dx.shaderModel = !{!10}
!dx.version = !{!11}
!dx.valver = !{!12}

!0 = !{!1, !4, null, null}
!1 = !{!2}
!2 = !{i32 0, ptr @In, !"In", i32 0, i32 0, i32 1, i32 12, i32 0, !3}
!3 = !{i32 1, i32 16}
!4 = !{!5, !6}
!5 = !{i32 0, ptr @OutF, !"OutF", i32 0, i32 1, i32 1, i32 12, i1 false, i1 false, i1 false, !3}
!6 = !{i32 1, ptr @OutU, !"OutU", i32 0, i32 2, i32 1, i32 12, i1 false, i1 false, i1 false, !3}
!7 = !{ptr @main, !"main", null, !0, !8}
!8 = !{i32 4, !9}
!9 = !{i32 64, i32 1, i32 1}
!10 = !{!"cs", i32 6, i32 6}
!11 = !{i32 1, i32 6}
!12 = !{i32 1, i32 8}
