; ModuleID = 'texel'
source_filename = "texel"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.6-compute"

%ByteAddressBuffer = type { i32 }
%RWByteAddressBuffer = type { i32 }
%dx.types.Handle = type { ptr }
%dx.types.ResBind = type { i32, i32, i32, i8 }
%dx.types.ResourceProperties = type { i32, i32 }
%dx.types.ResRet.i32 = type { i32, i32, i32, i32, i32 }

@.str = private unnamed_addr constant [4 x i8] c"Src\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"Dst\00", align 1
@Src = external constant %ByteAddressBuffer
@Dst = external constant %RWByteAddressBuffer

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define void @main() local_unnamed_addr #0 {
entry:
  %0 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind zeroinitializer, i32 0, i1 false)
  %1 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %0, %dx.types.ResourceProperties { i32 11, i32 0 })
  %2 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 1, i32 1, i32 0, i8 1 }, i32 1, i1 false)
  %3 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %2, %dx.types.ResourceProperties { i32 4107, i32 0 })
  %4 = call i32 @dx.op.threadId.i32(i32 93, i32 0)
  %5 = shl i32 %4, 5
  %6 = call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle %1, i32 %5, i32 undef, i8 1, i32 4)
  %7 = extractvalue %dx.types.ResRet.i32 %6, 0
  %8 = or disjoint i32 %5, 4
  %9 = call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle %1, i32 %8, i32 undef, i8 3, i32 4)
  %10 = extractvalue %dx.types.ResRet.i32 %9, 0
  %11 = extractvalue %dx.types.ResRet.i32 %9, 1
  %12 = or disjoint i32 %5, 12
  %13 = call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle %1, i32 %12, i32 undef, i8 7, i32 4)
  %14 = extractvalue %dx.types.ResRet.i32 %13, 0
  %15 = extractvalue %dx.types.ResRet.i32 %13, 1
  %16 = extractvalue %dx.types.ResRet.i32 %13, 2
  %17 = or disjoint i32 %5, 16
  %18 = call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle %1, i32 %17, i32 undef, i8 15, i32 4)
  %19 = extractvalue %dx.types.ResRet.i32 %18, 0
  %20 = extractvalue %dx.types.ResRet.i32 %18, 1
  %21 = extractvalue %dx.types.ResRet.i32 %18, 2
  %22 = extractvalue %dx.types.ResRet.i32 %18, 3
  %23 = call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle %1, i32 0, i32 undef, i8 1, i32 4)
  %24 = extractvalue %dx.types.ResRet.i32 %23, 0
  %25 = add i32 %7, 1
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3, i32 %5, i32 undef, i32 %25, i32 undef, i32 undef, i32 undef, i8 1, i32 4)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3, i32 %8, i32 undef, i32 %11, i32 %10, i32 undef, i32 undef, i8 3, i32 4)
  %.i0 = shl i32 %14, 1
  %.i1 = shl i32 %15, 1
  %.i2 = shl i32 %16, 1
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3, i32 %12, i32 undef, i32 %.i0, i32 %.i1, i32 %.i2, i32 undef, i8 7, i32 4)
  %.i016 = xor i32 %19, %7
  %.i117 = xor i32 %20, %7
  %.i218 = xor i32 %21, %7
  %.i3 = xor i32 %22, %7
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3, i32 %17, i32 undef, i32 %.i016, i32 %.i117, i32 %.i218, i32 %.i3, i8 15, i32 4)
  %26 = or disjoint i32 %5, 28
  %27 = sub i32 0, %24
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3, i32 %26, i32 undef, i32 %24, i32 %27, i32 undef, i32 undef, i8 3, i32 4)
  ret void
}

; Function Attrs: nounwind
declare %dx.types.Handle @dx.op.createHandleFromBinding(i32, %dx.types.ResBind, i32, i1) #1

; Function Attrs: nounwind
declare %dx.types.Handle @dx.op.annotateHandle(i32, %dx.types.Handle, %dx.types.ResourceProperties) #1

; Function Attrs: nounwind
declare %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32, %dx.types.Handle, i32, i32, i8, i32) #1

; Function Attrs: nounwind
declare void @dx.op.rawBufferStore.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i8, i32) #1

; Function Attrs: nounwind
declare i32 @dx.op.threadId.i32(i32, i32) #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "hlsl.numthreads"="16,1,1" "hlsl.shader"="compute" }
attributes #1 = { nounwind }

!dx.resources = !{!0}
!dx.entryPoints = !{!5}
!dx.shaderModel = !{!8}
!dx.version = !{!9}
!dx.valver = !{!10}

!0 = !{!1, !3, null, null}
!1 = !{!2}
!2 = !{i32 0, ptr @Src, !"Src", i32 0, i32 0, i32 1, i32 11, i32 0, null}
!3 = !{!4}
!4 = !{i32 0, ptr @Dst, !"Dst", i32 0, i32 1, i32 1, i32 11, i1 false, i1 false, i1 false, null}
!5 = !{ptr @main, !"main", null, !0, !6}
!6 = !{i32 4, !7}
!7 = !{i32 16, i32 1, i32 1}
!8 = !{!"cs", i32 6, i32 6}
!9 = !{i32 1, i32 6}
!10 = !{i32 1, i32 8}
