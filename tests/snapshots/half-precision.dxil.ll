; ModuleID = 'texel'
source_filename = "texel"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.6-compute"

%"StructuredBuffer<float4>" = type { <4 x float> }
%"RWStructuredBuffer<float4>" = type { <4 x float> }
%"RWStructuredBuffer<uint>" = type { i32 }
%dx.types.Handle = type { ptr }
%dx.types.ResBind = type { i32, i32, i32, i8 }
%dx.types.ResourceProperties = type { i32, i32 }
%dx.types.ResRet.f32 = type { float, float, float, float, i32 }

@.str = private unnamed_addr constant [3 x i8] c"In\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"Out\00", align 1
@.str.2 = private unnamed_addr constant [7 x i8] c"Packed\00", align 1
@In = external constant %"StructuredBuffer<float4>"
@Out = external constant %"RWStructuredBuffer<float4>"
@Packed = external constant %"RWStructuredBuffer<uint>"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define void @main() local_unnamed_addr #0 {
entry:
  %0 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind zeroinitializer, i32 0, i1 false)
  %1 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %0, %dx.types.ResourceProperties { i32 12, i32 16 })
  %2 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 1, i32 1, i32 0, i8 1 }, i32 1, i1 false)
  %3 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %2, %dx.types.ResourceProperties { i32 4108, i32 16 })
  %4 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 2, i32 2, i32 0, i8 1 }, i32 2, i1 false)
  %5 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %4, %dx.types.ResourceProperties { i32 4108, i32 4 })
  %6 = call i32 @dx.op.threadId.i32(i32 93, i32 0)
  %7 = call %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle %1, i32 %6, i32 0, i8 15, i32 4)
  %8 = extractvalue %dx.types.ResRet.f32 %7, 0
  %9 = extractvalue %dx.types.ResRet.f32 %7, 1
  %10 = extractvalue %dx.types.ResRet.f32 %7, 2
  %11 = extractvalue %dx.types.ResRet.f32 %7, 3
  %.i0 = fptrunc float %8 to half
  %.i1 = fptrunc float %9 to half
  %.i2 = fptrunc float %10 to half
  %.i3 = fptrunc float %11 to half
  %.i011 = fmul half %.i0, 0xH3800
  %.i112 = fmul half %.i1, 0xH3800
  %.i213 = fmul half %.i2, 0xH3800
  %.i314 = fmul half %.i3, 0xH3800
  %.i015 = fadd half %.i011, 0xH3400
  %.i116 = fadd half %.i112, 0xH3400
  %.i217 = fadd half %.i213, 0xH3400
  %.i318 = fadd half %.i314, 0xH3400
  %.i019 = fpext half %.i015 to float
  %.i120 = fpext half %.i116 to float
  %.i221 = fpext half %.i217 to float
  %.i322 = fpext half %.i318 to float
  call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle %3, i32 %6, i32 0, float %.i019, float %.i120, float %.i221, float %.i322, i8 15, i32 4)
  %12 = and i32 %6, 65535
  %13 = mul i32 %6, 196608
  %14 = or disjoint i32 %12, %13
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %5, i32 %6, i32 0, i32 %14, i32 undef, i32 undef, i32 undef, i8 1, i32 4)
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

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "hlsl.numthreads"="32,1,1" "hlsl.shader"="compute" }
attributes #1 = { nounwind }

!dx.resources = !{!0}
!dx.entryPoints = !{!8}
!dx.shaderModel = !{!11}
!dx.version = !{!12}
!dx.valver = !{!13}

!0 = !{!1, !4, null, null}
!1 = !{!2}
!2 = !{i32 0, ptr @In, !"In", i32 0, i32 0, i32 1, i32 12, i32 0, !3}
!3 = !{i32 1, i32 16}
!4 = !{!5, !6}
!5 = !{i32 0, ptr @Out, !"Out", i32 0, i32 1, i32 1, i32 12, i1 false, i1 false, i1 false, !3}
!6 = !{i32 1, ptr @Packed, !"Packed", i32 0, i32 2, i32 1, i32 12, i1 false, i1 false, i1 false, !7}
!7 = !{i32 1, i32 4}
!8 = !{ptr @main, !"main", null, !0, !9}
!9 = !{i32 4, !10}
!10 = !{i32 32, i32 1, i32 1}
!11 = !{!"cs", i32 6, i32 6}
!12 = !{i32 1, i32 6}
!13 = !{i32 1, i32 8}
