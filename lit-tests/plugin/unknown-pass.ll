; A name that is no texel pass gives opt's own error, not a crash.
; RUN: not %opt -load-pass-plugin=%plugin -passes=texel-no-such-pass -disable-output %s 2>&1 | FileCheck %s
; RUN: not %opt -load-pass-plugin=%plugin -passes='function(texel-verify-intrinsics)' -disable-output %s 2>&1 | FileCheck %s --check-prefix=NESTED

; CHECK: unknown pass name 'texel-no-such-pass'
; NESTED: unknown function pass 'texel-verify-intrinsics'
define void @main() {
  ret void
}
