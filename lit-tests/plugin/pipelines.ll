; texel passes mix with LLVM passes in one new-pass-manager pipeline.
; RUN: %opt -load-pass-plugin=%plugin -passes='default<O2>,texel-verify-intrinsics' -S %s | FileCheck %s --check-prefix=O2
; RUN: %opt -load-pass-plugin=%plugin -passes='texel-verify-intrinsics,function(instcombine),texel-verify-intrinsics' -S %s | FileCheck %s --check-prefix=MIXED
; RUN: %opt -load-pass-plugin=%plugin -passes='texel-verify-intrinsics,texel-verify-intrinsics' -S %s | FileCheck %s --check-prefix=TWICE

; The LLVM passes around the texel pass still run: the arithmetic folds.
; O2-LABEL: define {{.*}}i32 @five()
; O2-NEXT:    ret i32 5
; MIXED-LABEL: define i32 @five()
; MIXED-NEXT:    ret i32 5
; TWICE-LABEL: define i32 @five()
; TWICE-NEXT:    %sum = add i32 2, 3
; TWICE-NEXT:    ret i32 %sum
define i32 @five() {
  %sum = add i32 2, 3
  ret i32 %sum
}
