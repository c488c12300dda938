; ModuleID = 'texel'
source_filename = "texel"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.6-compute"

%"StructuredBuffer<uint>" = type { i32 }
%"RWStructuredBuffer<uint>" = type { i32 }
%dx.types.Handle = type { ptr }
%dx.types.ResBind = type { i32, i32, i32, i8 }
%dx.types.ResourceProperties = type { i32, i32 }
%dx.types.ResRet.i32 = type { i32, i32, i32, i32, i32 }

@.str = private unnamed_addr constant [7 x i8] c"Values\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"Out\00", align 1
@Values = external constant %"StructuredBuffer<uint>"
@Out = external constant %"RWStructuredBuffer<uint>"

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define void @main() local_unnamed_addr #0 {
entry:
  %0 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind zeroinitializer, i32 0, i1 false)
  %1 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %0, %dx.types.ResourceProperties { i32 12, i32 4 })
  %2 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 1, i32 1, i32 0, i8 1 }, i32 1, i1 false)
  %3 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %2, %dx.types.ResourceProperties { i32 4108, i32 4 })
  %4 = call i32 @dx.op.threadId.i32(i32 93, i32 0)
  %5 = call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle %1, i32 %4, i32 0, i8 1, i32 4)
  %6 = extractvalue %dx.types.ResRet.i32 %5, 0
  %7 = icmp slt i32 %6, 0
  br i1 %7, label %common.ret, label %loop.cond.preheader

loop.cond.preheader:                              ; preds = %entry
  %.not62 = icmp eq i32 %6, 0
  br i1 %.not62, label %loop.body12.preheader, label %loop.body

common.ret:                                       ; preds = %entry, %switch.end
  ret void

loop.body:                                        ; preds = %loop.cond.preheader, %loop.step
  %local2.057 = phi i32 [ %9, %loop.step ], [ 0, %loop.cond.preheader ]
  %local1.056 = phi i32 [ %local1.1, %loop.step ], [ 0, %loop.cond.preheader ]
  %8 = and i32 %local2.057, 1
  %.not = icmp eq i32 %8, 0
  br i1 %.not, label %if.end4, label %loop.step

loop.step:                                        ; preds = %if.end4, %loop.body
  %local1.1 = phi i32 [ %local1.056, %loop.body ], [ %10, %if.end4 ]
  %9 = add nuw nsw i32 %local2.057, 1
  %exitcond.not = icmp eq i32 %9, %6
  br i1 %exitcond.not, label %loop.end, label %loop.body

loop.end:                                         ; preds = %loop.step, %if.end4
  %local1.2 = phi i32 [ %10, %if.end4 ], [ %local1.1, %loop.step ]
  %.not63 = icmp eq i32 %6, 1
  br i1 %.not63, label %loop.body17.preheader, label %loop.body12.preheader

loop.body12.preheader:                            ; preds = %loop.cond.preheader, %loop.end
  %local1.270 = phi i32 [ %local1.2, %loop.end ], [ 0, %loop.cond.preheader ]
  br label %loop.body12

if.end4:                                          ; preds = %loop.body
  %10 = add i32 %local2.057, %local1.056
  %11 = icmp sgt i32 %10, 100
  br i1 %11, label %loop.end, label %loop.step

loop.body17.preheader:                            ; preds = %loop.body12, %loop.end
  %local1.271 = phi i32 [ %local1.2, %loop.end ], [ %local1.270, %loop.body12 ]
  %local10.0.lcssa = phi i32 [ 0, %loop.end ], [ %18, %loop.body12 ]
  br label %loop.body17

loop.body12:                                      ; preds = %loop.body12.preheader, %loop.body12
  %local10.060 = phi i32 [ %18, %loop.body12 ], [ 0, %loop.body12.preheader ]
  %local9.059 = phi i32 [ %17, %loop.body12 ], [ %6, %loop.body12.preheader ]
  %12 = and i32 %local9.059, 1
  %13 = icmp eq i32 %12, 0
  %14 = lshr exact i32 %local9.059, 1
  %15 = mul i32 %local9.059, 3
  %16 = add i32 %15, 1
  %17 = select i1 %13, i32 %14, i32 %16
  %18 = add nuw nsw i32 %local10.060, 1
  %19 = icmp ne i32 %17, 1
  %20 = icmp samesign ult i32 %local10.060, 63
  %21 = select i1 %19, i1 %20, i1 false
  br i1 %21, label %loop.body12, label %loop.body17.preheader

loop.body17:                                      ; preds = %loop.body17.preheader, %loop.body17
  %local.0 = phi i32 [ %23, %loop.body17 ], [ %6, %loop.body17.preheader ]
  %local15.0 = phi i32 [ %22, %loop.body17 ], [ 0, %loop.body17.preheader ]
  %22 = add i32 %local15.0, 1
  %23 = udiv i32 %local.0, 10
  %.not55 = icmp ult i32 %local.0, 10
  br i1 %.not55, label %loop.end19, label %loop.body17

loop.end19:                                       ; preds = %loop.body17
  %24 = icmp sgt i32 %local1.271, 50
  %25 = add nuw i32 %local10.0.lcssa, %local1.271
  %26 = icmp eq i32 %local1.271, 0
  %27 = sub i32 0, %local1.271
  %spec.select = select i1 %26, i32 %22, i32 %27
  %local20.0 = select i1 %24, i32 %25, i32 %spec.select
  %28 = and i32 %4, 3
  switch i32 %28, label %default.unreachable67 [
    i32 0, label %switch.case
    i32 1, label %switch.case26
    i32 2, label %switch.case26
    i32 3, label %switch.end
  ]

switch.end:                                       ; preds = %loop.end19, %switch.case26, %switch.case
  %local20.1 = phi i32 [ %29, %switch.case ], [ %30, %switch.case26 ], [ -1, %loop.end19 ]
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3, i32 %4, i32 0, i32 %local20.1, i32 undef, i32 undef, i32 undef, i8 1, i32 4)
  br label %common.ret

switch.case:                                      ; preds = %loop.end19
  %29 = add i32 %local20.0, 10
  br label %switch.end

switch.case26:                                    ; preds = %loop.end19, %loop.end19
  %30 = shl i32 %local20.0, 1
  br label %switch.end

default.unreachable67:                            ; preds = %loop.end19
  unreachable
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

attributes #0 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "hlsl.numthreads"="32,1,1" "hlsl.shader"="compute" }
attributes #1 = { nounwind }

!dx.resources = !{!0}
!dx.entryPoints = !{!6}
!dx.shaderModel = !{!9}
!dx.version = !{!10}
!dx.valver = !{!11}

!0 = !{!1, !4, null, null}
!1 = !{!2}
!2 = !{i32 0, ptr @Values, !"Values", i32 0, i32 0, i32 1, i32 12, i32 0, !3}
!3 = !{i32 1, i32 4}
!4 = !{!5}
!5 = !{i32 0, ptr @Out, !"Out", i32 0, i32 1, i32 1, i32 12, i1 false, i1 false, i1 false, !3}
!6 = !{ptr @main, !"main", null, !0, !7}
!7 = !{i32 4, !8}
!8 = !{i32 32, i32 1, i32 1}
!9 = !{!"cs", i32 6, i32 6}
!10 = !{i32 1, i32 6}
!11 = !{i32 1, i32 8}
