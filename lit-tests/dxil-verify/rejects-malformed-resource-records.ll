; Module level: !dx.resources records that give createHandle no kind are
; reported before the calls, and a module whose triple names no shader model
; cannot have its dx.op calls checked against one.
; RUN: not %opt -load-pass-plugin=%plugin -passes=texel-dxil-verify -disable-output %s 2>&1 | FileCheck %s

target triple = "dxil-pc-shadermodel6.x-pixel"

%dx.types.Handle = type { ptr }

; CHECK: error: texel-dxil-verify: !dx.resources: SRV record 0 has no resource kind in field 6
; CHECK-NEXT: texel-dxil-verify: !dx.resources: two SRV records have the id 0
; CHECK-NEXT: texel-dxil-verify: !dx.resources: Sampler record 0 does not start with an i32 record id
; CHECK-NEXT: texel-dxil-verify: target triple 'dxil-pc-shadermodel6.x-pixel' is not a DXIL triple: {{.*}}
; CHECK-NOT: texel-dxil-verify
define void @main() {
  %h = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 0, i32 0, i1 false)
  ret void
}

declare %dx.types.Handle @dx.op.createHandle(i32, i8, i32, i32, i1)

!dx.resources = !{!0}
!0 = !{!1, null, null, !4}
!1 = !{!2, !3}
!2 = !{i32 0, ptr null, !"A", i32 0, i32 0, i32 1, i32 42, i32 0, null}
!3 = !{i32 0, ptr null, !"B", i32 0, i32 1, i32 1, i32 2, i32 0, null}
!4 = !{!5}
!5 = !{!"S", ptr null, !"S", i32 0, i32 0, i32 1, i32 0, null}
