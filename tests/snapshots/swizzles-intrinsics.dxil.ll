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
  %21 = shufflevector <4 x float> %18, <4 x float> poison, <3 x i32> <i32 1, i32 2, i32 0>
  %22 = shufflevector <4 x float> %18, <4 x float> poison, <3 x i32> <i32 2, i32 0, i32 1>
  %23 = fmul <3 x float> %19, %22
  %24 = fmul <3 x float> %20, %21
  %25 = fsub <3 x float> %23, %24
  %26 = fmul <3 x float> %25, %25
  %27 = extractelement <3 x float> %26, i64 0
  %28 = extractelement <3 x float> %26, i64 1
  %29 = fadd float %27, %28
  %30 = extractelement <3 x float> %26, i64 2
  %31 = fadd float %30, %29
  %32 = tail call float @llvm.sqrt.f32(float %31)
  %33 = insertelement <3 x float> poison, float %32, i64 0
  %34 = shufflevector <3 x float> %33, <3 x float> poison, <3 x i32> zeroinitializer
  %35 = fdiv <3 x float> %25, %34
  %36 = fmul <4 x float> %11, %11
  %37 = extractelement <4 x float> %36, i64 0
  %38 = extractelement <4 x float> %36, i64 1
  %39 = fadd float %37, %38
  %40 = tail call float @llvm.sqrt.f32(float %39)
  %41 = fmul <4 x float> %11, %18
  %42 = extractelement <4 x float> %41, i64 0
  %43 = extractelement <4 x float> %41, i64 1
  %44 = fadd float %42, %43
  %45 = extractelement <4 x float> %41, i64 2
  %46 = fadd float %45, %44
  %47 = extractelement <4 x float> %41, i64 3
  %48 = fadd float %47, %46
  %49 = fadd float %40, %48
  %50 = tail call float @llvm.maxnum.f32(float %49, float 0.000000e+00)
  %51 = tail call float @llvm.minnum.f32(float %50, float 1.000000e+00)
  %52 = fsub float %16, %4
  %53 = tail call float @llvm.maxnum.f32(float %5, float -1.000000e+00)
  %54 = tail call float @llvm.minnum.f32(float %53, float 1.000000e+00)
  %55 = tail call float @llvm.minnum.f32(float %6, float %17)
  %56 = tail call float @llvm.maxnum.f32(float %7, float 5.000000e-01)
  %57 = tail call float @llvm.floor.f32(float %6)
  %58 = tail call float @llvm.ceil.f32(float %7)
  %59 = fadd float %57, %58
  %60 = tail call float @llvm.floor.f32(float %49)
  %61 = fsub float %49, %60
  %62 = fadd float %59, %61
  %63 = tail call float @llvm.roundeven.f32(float %4)
  %64 = tail call float @llvm.trunc.f32(float %6)
  %65 = tail call float @llvm.fabs.f32(float %7)
  %66 = tail call float @llvm.sqrt.f32(float %65)
  %67 = fmul float %4, %4
  %68 = fadd float %67, 1.000000e+00
  %69 = tail call float @llvm.sqrt.f32(float %68)
  %70 = fdiv float 1.000000e+00, %69
  %71 = tail call float @llvm.fabs.f32(float %5)
  %72 = tail call float @llvm.pow.f32(float %71, float 0x40019999A0000000)
  %73 = insertelement <4 x float> poison, float %52, i64 0
  %74 = insertelement <4 x float> %73, float %56, i64 1
  %75 = insertelement <4 x float> %74, float %63, i64 2
  %76 = insertelement <4 x float> %75, float %66, i64 3
  %77 = insertelement <4 x float> poison, float %51, i64 0
  %78 = insertelement <4 x float> %77, float %55, i64 1
  %79 = insertelement <4 x float> %78, float %62, i64 2
  %80 = insertelement <4 x float> %79, float %70, i64 3
  %81 = fmul <4 x float> %76, %80
  %82 = fadd <4 x float> %76, %80
  %83 = shufflevector <4 x float> %81, <4 x float> %82, <4 x i32> <i32 0, i32 1, i32 6, i32 7>
  %84 = insertelement <4 x float> %11, float %54, i64 1
  %85 = insertelement <4 x float> %84, float %64, i64 2
  %86 = insertelement <4 x float> %85, float %72, i64 3
  %87 = fadd <4 x float> %86, %83
  %88 = tail call float @llvm.exp.f32(float %4)
  %89 = insertelement <4 x float> poison, float %88, i64 0
  %90 = tail call float @llvm.exp2.f32(float %5)
  %91 = insertelement <4 x float> %89, float %90, i64 1
  %92 = tail call float @llvm.fabs.f32(float %6)
  %93 = fadd float %92, 1.000000e+00
  %94 = tail call float @llvm.log.f32(float %93)
  %95 = insertelement <4 x float> %91, float %94, i64 2
  %96 = fadd float %65, 2.000000e+00
  %97 = tail call float @llvm.log2.f32(float %96)
  %98 = insertelement <4 x float> %95, float %97, i64 3
  %99 = fadd <4 x float> %98, %87
  %100 = tail call float @llvm.sin.f32(float %49)
  %101 = insertelement <4 x float> poison, float %100, i64 0
  %102 = tail call float @llvm.cos.f32(float %49)
  %103 = insertelement <4 x float> %101, float %102, i64 1
  %104 = tail call float @llvm.atan2.f32(float %5, float %4)
  %105 = insertelement <4 x float> %103, float %104, i64 2
  %106 = tail call float @llvm.maxnum.f32(float %6, float 0.000000e+00)
  %107 = tail call float @llvm.minnum.f32(float %106, float 1.000000e+00)
  %108 = fmul float %107, 2.000000e+00
  %109 = fsub float 3.000000e+00, %108
  %110 = fmul float %107, %107
  %111 = fmul float %110, %109
  %112 = insertelement <4 x float> %105, float %111, i64 3
  %113 = fadd <4 x float> %112, %99
  %114 = shufflevector <4 x float> %113, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %115 = fcmp oge float %7, 5.000000e-01
  %116 = select i1 %115, float 1.000000e+00, float 0.000000e+00
  %117 = insertelement <3 x float> poison, float %116, i64 0
  %118 = shufflevector <3 x float> %117, <3 x float> poison, <3 x i32> zeroinitializer
  %119 = fmul <3 x float> %118, %35
  %120 = fcmp ogt float %4, 0.000000e+00
  %121 = fcmp olt float %4, 0.000000e+00
  %122 = zext i1 %120 to i32
  %.neg = sext i1 %121 to i32
  %123 = add nsw i32 %.neg, %122
  %124 = sitofp i32 %123 to float
  %125 = insertelement <3 x float> poison, float %124, i64 0
  %126 = shufflevector <3 x float> %125, <3 x float> poison, <3 x i32> zeroinitializer
  %127 = fmul <3 x float> %126, %119
  %128 = fadd <3 x float> %127, %114
  %129 = shufflevector <3 x float> %128, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>
  %130 = shufflevector <4 x float> %129, <4 x float> %113, <4 x i32> <i32 0, i32 1, i32 2, i32 7>
  %131 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %130, <4 x float> %11, <4 x float> %18)
  %132 = fcmp ord <4 x float> %131, zeroinitializer
  %133 = bitcast <4 x i1> %132 to i4
  %.not = icmp ne i4 %133, 0
  %134 = fcmp olt <4 x float> %11, zeroinitializer
  %135 = bitcast <4 x i1> %134 to i4
  %.not72 = icmp eq i4 %135, 0
  %or.cond = select i1 %.not, i1 %.not72, i1 false
  %136 = shufflevector <4 x float> %131, <4 x float> poison, <4 x i32> <i32 2, i32 1, i32 0, i32 3>
  %137 = select i1 %or.cond, <4 x float> %131, <4 x float> %136
  %138 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 2, i32 2, i32 0, i8 1 }, i32 2, i1 false)
  %139 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %138, %dx.types.ResourceProperties { i32 4108, i32 16 })
  %140 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 1, i32 1, i32 0, i8 1 }, i32 1, i1 false)
  %141 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %140, %dx.types.ResourceProperties { i32 4108, i32 16 })
  %142 = extractelement <4 x float> %137, i32 0
  %143 = extractelement <4 x float> %137, i32 1
  %144 = extractelement <4 x float> %137, i32 2
  %145 = extractelement <4 x float> %137, i32 3
  call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle %141, i32 %2, i32 0, float %142, float %143, float %144, float %145, i8 15, i32 4)
  %146 = bitcast float %4 to i32
  %147 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %146)
  %148 = tail call i32 @llvm.bitreverse.i32(i32 %146)
  %149 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %146, i1 false)
  %150 = sub nsw i32 31, %149
  %151 = tail call range(i32 0, 33) i32 @llvm.cttz.i32(i32 %146, i1 true)
  %152 = icmp eq i32 %146, 0
  %153 = select i1 %152, i32 -1, i32 %151
  %154 = fneg float %4
  %155 = bitcast float %154 to i32
  %156 = add i32 %153, %155
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %139, i32 %2, i32 0, i32 %156, i32 %150, i32 %148, i32 %147, i8 15, i32 4)
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
