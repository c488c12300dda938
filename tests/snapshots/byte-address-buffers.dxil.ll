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
  %11 = insertelement <2 x i32> poison, i32 %10, i32 0
  %12 = extractvalue %dx.types.ResRet.i32 %9, 1
  %13 = insertelement <2 x i32> %11, i32 %12, i32 1
  %14 = or disjoint i32 %5, 12
  %15 = call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle %1, i32 %14, i32 undef, i8 7, i32 4)
  %16 = extractvalue %dx.types.ResRet.i32 %15, 0
  %17 = insertelement <3 x i32> poison, i32 %16, i32 0
  %18 = extractvalue %dx.types.ResRet.i32 %15, 1
  %19 = insertelement <3 x i32> %17, i32 %18, i32 1
  %20 = extractvalue %dx.types.ResRet.i32 %15, 2
  %21 = insertelement <3 x i32> %19, i32 %20, i32 2
  %22 = or disjoint i32 %5, 16
  %23 = call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle %1, i32 %22, i32 undef, i8 15, i32 4)
  %24 = extractvalue %dx.types.ResRet.i32 %23, 0
  %25 = insertelement <4 x i32> poison, i32 %24, i32 0
  %26 = extractvalue %dx.types.ResRet.i32 %23, 1
  %27 = insertelement <4 x i32> %25, i32 %26, i32 1
  %28 = extractvalue %dx.types.ResRet.i32 %23, 2
  %29 = insertelement <4 x i32> %27, i32 %28, i32 2
  %30 = extractvalue %dx.types.ResRet.i32 %23, 3
  %31 = insertelement <4 x i32> %29, i32 %30, i32 3
  %32 = call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle %1, i32 0, i32 undef, i8 1, i32 4)
  %33 = extractvalue %dx.types.ResRet.i32 %32, 0
  %34 = add i32 %7, 1
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3, i32 %5, i32 undef, i32 %34, i32 undef, i32 undef, i32 undef, i8 1, i32 4)
  %35 = shufflevector <2 x i32> %13, <2 x i32> poison, <2 x i32> <i32 1, i32 0>
  %36 = extractelement <2 x i32> %35, i32 0
  %37 = extractelement <2 x i32> %35, i32 1
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3, i32 %8, i32 undef, i32 %36, i32 %37, i32 undef, i32 undef, i8 3, i32 4)
  %38 = shl <3 x i32> %21, splat (i32 1)
  %39 = extractelement <3 x i32> %38, i32 0
  %40 = extractelement <3 x i32> %38, i32 1
  %41 = extractelement <3 x i32> %38, i32 2
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3, i32 %14, i32 undef, i32 %39, i32 %40, i32 %41, i32 undef, i8 7, i32 4)
  %42 = insertelement <4 x i32> poison, i32 %7, i64 0
  %43 = shufflevector <4 x i32> %42, <4 x i32> poison, <4 x i32> zeroinitializer
  %44 = xor <4 x i32> %31, %43
  %45 = extractelement <4 x i32> %44, i32 0
  %46 = extractelement <4 x i32> %44, i32 1
  %47 = extractelement <4 x i32> %44, i32 2
  %48 = extractelement <4 x i32> %44, i32 3
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3, i32 %22, i32 undef, i32 %45, i32 %46, i32 %47, i32 %48, i8 15, i32 4)
  %49 = or disjoint i32 %5, 28
  %50 = sub i32 0, %33
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3, i32 %49, i32 undef, i32 %33, i32 %50, i32 undef, i32 undef, i8 3, i32 4)
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
