; Rule 5, shader-model era: below SM 6.6 createHandleFromBinding and
; annotateHandle do not exist, and every createHandle names a record of its
; class in !dx.resources.
; RUN: not %opt -load-pass-plugin=%plugin -passes=texel-dxil-verify -disable-output %s 2>&1 | FileCheck %s

target triple = "dxil-pc-shadermodel6.0-pixel"

%dx.types.Handle = type { ptr }
%dx.types.ResBind = type { i32, i32, i32, i8 }
%dx.types.ResourceProperties = type { i32, i32 }
%dx.types.Dimensions = type { i32, i32, i32, i32 }

; CHECK: error: texel-dxil-verify: in function 'main': '%b = call {{.*}}': CreateHandleFromBinding (dx.op.createHandleFromBinding): requires shader model 6.6 or newer; the target shader model is 6.0
; CHECK-NEXT: texel-dxil-verify: in function 'main': '%a = call {{.*}}': AnnotateHandle (dx.op.annotateHandle): requires shader model 6.6 or newer; the target shader model is 6.0
; CHECK-NEXT: texel-dxil-verify: in function 'main': '%uav = call {{.*}}': CreateHandle (dx.op.createHandle), operand 2 (range id): !dx.resources has no UAV record with id 0
; CHECK-NEXT: texel-dxil-verify: in function 'main': '%srv = call {{.*}}': CreateHandle (dx.op.createHandle), operand 2 (range id): !dx.resources has no SRV record with id 1
; CHECK-NOT: texel-dxil-verify
define void @main() {
  %b = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 0 }, i32 0, i1 false)
  %a = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %b, %dx.types.ResourceProperties { i32 2, i32 1033 })
  %uav = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
  %srv = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 1, i32 1, i1 false)
  %known = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 0, i32 0, i1 false)
  %d = call %dx.types.Dimensions @dx.op.getDimensions(i32 72, %dx.types.Handle %known, i32 0)
  ret void
}

declare %dx.types.Handle @dx.op.createHandleFromBinding(i32, %dx.types.ResBind, i32, i1)
declare %dx.types.Handle @dx.op.annotateHandle(i32, %dx.types.Handle, %dx.types.ResourceProperties)
declare %dx.types.Handle @dx.op.createHandle(i32, i8, i32, i32, i1)
declare %dx.types.Dimensions @dx.op.getDimensions(i32, %dx.types.Handle, i32)

!dx.resources = !{!0}
!0 = !{!1, null, null, null}
!1 = !{!2}
!2 = !{i32 0, ptr null, !"T", i32 0, i32 0, i32 1, i32 2, i32 0, null}
