; The plugin loads into stock opt-22 and its pass runs by name; a module without
; texture intrinsics passes through unchanged.
; RUN: %opt -load-pass-plugin=%plugin -passes=texel-verify-intrinsics -S %s | FileCheck %s

; CHECK-LABEL: define i32 @add(i32 %a, i32 %b) {
; CHECK-NEXT:    %sum = add i32 %a, %b
; CHECK-NEXT:    ret i32 %sum
; CHECK-NEXT:  }
define i32 @add(i32 %a, i32 %b) {
  %sum = add i32 %a, %b
  ret i32 %sum
}
