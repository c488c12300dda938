; Rule 5, shader-model era: from SM 6.6 handles come from
; createHandleFromBinding + annotateHandle; createHandle is rejected.
; RUN: not %opt -load-pass-plugin=%plugin -passes=texel-dxil-verify -disable-output %s 2>&1 | FileCheck %s

target triple = "dxil-pc-shadermodel6.6-compute"

%dx.types.Handle = type { ptr }
%dx.types.Dimensions = type { i32, i32, i32, i32 }

; CHECK: error: texel-dxil-verify: in function 'main': '%h = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 0, i32 0, i1 false)': CreateHandle (dx.op.createHandle): is not allowed from shader model 6.6 (use dx.op.createHandleFromBinding and dx.op.annotateHandle), the module is 6.6
; CHECK-NOT: texel-dxil-verify
define void @main() {
  %h = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 0, i32 0, i1 false)
  %d = call %dx.types.Dimensions @dx.op.getDimensions(i32 72, %dx.types.Handle %h, i32 0)
  ret void
}

declare %dx.types.Handle @dx.op.createHandle(i32, i8, i32, i32, i1)
declare %dx.types.Dimensions @dx.op.getDimensions(i32, %dx.types.Handle, i32)

!dx.resources = !{!0}
!0 = !{!1, null, null, null}
!1 = !{!2}
!2 = !{i32 0, ptr null, !"T", i32 0, i32 0, i32 1, i32 2, i32 0, null}
