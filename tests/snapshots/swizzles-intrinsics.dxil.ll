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
  %.i0 = fmul float %5, 2.000000e+00
  %.i1 = fmul float %5, 2.000000e+00
  %.i090 = fmul float %5, %.i1
  %.i191 = fmul float %6, %.i0
  %.i2 = fmul float %4, %6
  %.i092 = fmul float %6, %6
  %.i193 = fmul float %4, %.i1
  %.i294 = fmul float %5, %.i0
  %.i095 = fsub float %.i090, %.i092
  %.i196 = fsub float %.i191, %.i193
  %.i297 = fsub float %.i2, %.i294
  %.i098 = fmul float %.i095, %.i095
  %.i199 = fmul float %.i196, %.i196
  %.i2100 = fmul float %.i297, %.i297
  %foldExtExtBinop.i0 = fadd float %.i098, %.i199
  %foldExtExtBinop76.i0 = fadd float %.i2100, %foldExtExtBinop.i0
  %8 = call float @dx.op.unary.f32(i32 24, float %foldExtExtBinop76.i0)
  %.i0101 = fdiv float %.i095, %8
  %.i1102 = fdiv float %.i196, %8
  %.i2103 = fdiv float %.i297, %8
  %.i0104 = fmul float %4, %4
  %.i1105 = fmul float %5, %5
  %foldExtExtBinop79.i0 = fadd float %.i0104, %.i1105
  %9 = call float @dx.op.unary.f32(i32 24, float %foldExtExtBinop79.i0)
  %.i0107 = fmul float %4, %.i0
  %.i1108 = fmul float %5, %6
  %.i2109 = fmul float %6, %.i1
  %.i3110 = fmul float %7, %4
  %foldExtExtBinop82.i0 = fadd float %.i0107, %.i1108
  %foldExtExtBinop85.i0 = fadd float %.i2109, %foldExtExtBinop82.i0
  %foldExtExtBinop88.i0 = fadd float %.i3110, %foldExtExtBinop85.i0
  %10 = fadd float %9, %foldExtExtBinop88.i0
  %11 = call float @dx.op.binary.f32(i32 35, float %10, float 0.000000e+00)
  %12 = call float @dx.op.binary.f32(i32 36, float %11, float 1.000000e+00)
  %13 = fsub float %.i0, %4
  %14 = call float @dx.op.binary.f32(i32 35, float %5, float -1.000000e+00)
  %15 = call float @dx.op.binary.f32(i32 36, float %14, float 1.000000e+00)
  %16 = call float @dx.op.binary.f32(i32 36, float %6, float %.i1)
  %17 = call float @dx.op.binary.f32(i32 35, float %7, float 5.000000e-01)
  %18 = call float @dx.op.unary.f32(i32 27, float %6)
  %19 = call float @dx.op.unary.f32(i32 28, float %7)
  %20 = fadd float %18, %19
  %21 = call float @dx.op.unary.f32(i32 27, float %10)
  %22 = fsub float %10, %21
  %23 = fadd float %20, %22
  %24 = call float @dx.op.unary.f32(i32 26, float %4)
  %25 = call float @dx.op.unary.f32(i32 29, float %6)
  %26 = call float @dx.op.unary.f32(i32 6, float %7)
  %27 = call float @dx.op.unary.f32(i32 24, float %26)
  %28 = fmul float %4, %4
  %29 = fadd float %28, 1.000000e+00
  %30 = call float @dx.op.unary.f32(i32 24, float %29)
  %31 = fdiv float 1.000000e+00, %30
  %32 = call float @dx.op.unary.f32(i32 6, float %5)
  %33 = call float @dx.op.unary.f32(i32 23, float %32)
  %34 = fmul float 0x40019999A0000000, %33
  %35 = call float @dx.op.unary.f32(i32 21, float %34)
  %.i0111 = fmul float %13, %12
  %.i1112 = fmul float %17, %16
  %.i2117 = fadd float %24, %23
  %.i3118 = fadd float %27, %31
  %.i0119 = fadd float %4, %.i0111
  %.i1120 = fadd float %15, %.i1112
  %.i2121 = fadd float %25, %.i2117
  %.i3122 = fadd float %35, %.i3118
  %36 = fmul float %4, 0x3FF7154760000000
  %37 = call float @dx.op.unary.f32(i32 21, float %36)
  %38 = call float @dx.op.unary.f32(i32 21, float %5)
  %39 = call float @dx.op.unary.f32(i32 6, float %6)
  %40 = fadd float %39, 1.000000e+00
  %41 = call float @dx.op.unary.f32(i32 23, float %40)
  %42 = fmul float %41, 0x3FE62E4300000000
  %43 = fadd float %26, 2.000000e+00
  %44 = call float @dx.op.unary.f32(i32 23, float %43)
  %.i0123 = fadd float %37, %.i0119
  %.i1124 = fadd float %38, %.i1120
  %.i2125 = fadd float %42, %.i2121
  %.i3126 = fadd float %44, %.i3122
  %45 = call float @dx.op.unary.f32(i32 13, float %10)
  %46 = call float @dx.op.unary.f32(i32 12, float %10)
  %47 = fdiv float %5, %4
  %48 = call float @dx.op.unary.f32(i32 17, float %47)
  %49 = fadd float %48, 0x400921FB60000000
  %50 = fsub float %48, 0x400921FB60000000
  %51 = fcmp olt float %4, 0.000000e+00
  %52 = fcmp oeq float %4, 0.000000e+00
  %53 = fcmp oge float %5, 0.000000e+00
  %54 = fcmp olt float %5, 0.000000e+00
  %55 = and i1 %51, %53
  %56 = select i1 %55, float %49, float %48
  %57 = and i1 %51, %54
  %58 = select i1 %57, float %50, float %56
  %59 = and i1 %52, %54
  %60 = select i1 %59, float 0xBFF921FB60000000, float %58
  %61 = and i1 %52, %53
  %62 = select i1 %61, float 0x3FF921FB60000000, float %60
  %63 = call float @dx.op.binary.f32(i32 35, float %6, float 0.000000e+00)
  %64 = call float @dx.op.binary.f32(i32 36, float %63, float 1.000000e+00)
  %65 = fmul float %64, 2.000000e+00
  %66 = fsub float 3.000000e+00, %65
  %67 = fmul float %64, %64
  %68 = fmul float %67, %66
  %.i0127 = fadd float %45, %.i0123
  %.i1128 = fadd float %46, %.i1124
  %.i2129 = fadd float %62, %.i2125
  %.i3130 = fadd float %68, %.i3126
  %69 = fcmp oge float %7, 5.000000e-01
  %70 = select i1 %69, float 1.000000e+00, float 0.000000e+00
  %.i0131 = fmul float %70, %.i0101
  %.i1132 = fmul float %70, %.i1102
  %.i2133 = fmul float %70, %.i2103
  %71 = fcmp ogt float %4, 0.000000e+00
  %72 = fcmp olt float %4, 0.000000e+00
  %73 = zext i1 %71 to i32
  %.neg = sext i1 %72 to i32
  %74 = add nsw i32 %.neg, %73
  %75 = sitofp i32 %74 to float
  %.i0134 = fmul float %75, %.i0131
  %.i1135 = fmul float %75, %.i1132
  %.i2136 = fmul float %75, %.i2133
  %.i0137 = fadd float %.i0134, %.i0127
  %.i1138 = fadd float %.i1135, %.i1128
  %.i2139 = fadd float %.i2136, %.i2129
  %76 = call float @dx.op.tertiary.f32(i32 46, float %.i0137, float %4, float %.i0)
  %77 = call float @dx.op.tertiary.f32(i32 46, float %.i1138, float %5, float %6)
  %78 = call float @dx.op.tertiary.f32(i32 46, float %.i2139, float %6, float %.i1)
  %79 = call float @dx.op.tertiary.f32(i32 46, float %.i3130, float %7, float %4)
  %.i0141 = fcmp ord float %76, 0.000000e+00
  %.i1142 = fcmp ord float %77, 0.000000e+00
  %.i2143 = fcmp ord float %78, 0.000000e+00
  %.i3144 = fcmp ord float %79, 0.000000e+00
  %80 = or i1 %.i0141, %.i1142
  %81 = or i1 %80, %.i2143
  %.not = or i1 %81, %.i3144
  %.i0145 = fcmp olt float %4, 0.000000e+00
  %.i1146 = fcmp olt float %5, 0.000000e+00
  %.i2147 = fcmp olt float %6, 0.000000e+00
  %.i3148 = fcmp olt float %7, 0.000000e+00
  %82 = or i1 %.i0145, %.i1146
  %83 = or i1 %82, %.i2147
  %84 = or i1 %83, %.i3148
  %.not72 = xor i1 %84, true
  %or.cond = select i1 %.not, i1 %.not72, i1 false
  %.i0149 = select i1 %or.cond, float %76, float %78
  %.i1150 = select i1 %or.cond, float %77, float %77
  %.i2151 = select i1 %or.cond, float %78, float %76
  %.i3152 = select i1 %or.cond, float %79, float %79
  %85 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 2, i32 2, i32 0, i8 1 }, i32 2, i1 false)
  %86 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %85, %dx.types.ResourceProperties { i32 4108, i32 16 })
  %87 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 1, i32 1, i32 0, i8 1 }, i32 1, i1 false)
  %88 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %87, %dx.types.ResourceProperties { i32 4108, i32 16 })
  call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle %88, i32 %2, i32 0, float %.i0149, float %.i1150, float %.i2151, float %.i3152, i8 15, i32 4)
  %89 = bitcast float %4 to i32
  %90 = call i32 @dx.op.unaryBits.i32(i32 31, i32 %89)
  %91 = call i32 @dx.op.unary.i32(i32 30, i32 %89)
  %92 = call i32 @dx.op.unaryBits.i32(i32 33, i32 %89)
  %93 = icmp eq i32 %89, 0
  %94 = select i1 %93, i32 32, i32 %92
  %95 = sub nsw i32 31, %94
  %96 = call i32 @dx.op.unaryBits.i32(i32 32, i32 %89)
  %97 = icmp eq i32 %89, 0
  %98 = select i1 %97, i32 32, i32 %96
  %99 = icmp eq i32 %89, 0
  %100 = select i1 %99, i32 -1, i32 %98
  %101 = fneg float %4
  %102 = bitcast float %101 to i32
  %103 = add i32 %100, %102
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %86, i32 %2, i32 0, i32 %103, i32 %95, i32 %91, i32 %90, i8 15, i32 4)
  ret void
}

; Function Attrs: nounwind
declare %dx.types.Handle @dx.op.createHandleFromBinding(i32, %dx.types.ResBind, i32, i1) #1

; Function Attrs: nounwind
declare %dx.types.Handle @dx.op.annotateHandle(i32, %dx.types.Handle, %dx.types.ResourceProperties) #1

; Function Attrs: nounwind
declare %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32, %dx.types.Handle, i32, i32, i8, i32) #1

; Function Attrs: nounwind
declare void @dx.op.rawBufferStore.f32(i32, %dx.types.Handle, i32, i32, float, float, float, float, i8, i32) #1

; Function Attrs: nounwind
declare void @dx.op.rawBufferStore.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i8, i32) #1

; Function Attrs: nounwind
declare i32 @dx.op.threadId.i32(i32, i32) #1

; Function Attrs: nounwind
declare float @dx.op.unary.f32(i32, float) #1

; Function Attrs: nounwind
declare float @dx.op.binary.f32(i32, float, float) #1

; Function Attrs: nounwind
declare float @dx.op.tertiary.f32(i32, float, float, float) #1

; Function Attrs: nounwind
declare i32 @dx.op.unaryBits.i32(i32, i32) #1

; Function Attrs: nounwind
declare i32 @dx.op.unary.i32(i32, i32) #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "hlsl.numthreads"="64,1,1" "hlsl.shader"="compute" }
attributes #1 = { nounwind }

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
