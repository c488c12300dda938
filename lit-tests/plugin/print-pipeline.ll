; -print-pipeline-passes prints texel passes by their pipeline names, and the
; printed text parses back to the same pipeline (-disable-verify keeps opt from
; appending its own `verify`).
; RUN: %opt -load-pass-plugin=%plugin -disable-output -disable-verify -print-pipeline-passes \
; RUN:   -passes='texel-verify-intrinsics,mem2reg,texel-verify-intrinsics' %s \
; RUN:   | FileCheck %s
; The exact text printed for it, fed back, prints the same:
; RUN: %opt -load-pass-plugin=%plugin -disable-output -disable-verify -print-pipeline-passes \
; RUN:   -passes='texel-verify-intrinsics,function(mem2reg),texel-verify-intrinsics' %s \
; RUN:   | FileCheck %s
; RUN: %opt -load-pass-plugin=%plugin -disable-output -disable-verify -print-pipeline-passes \
; RUN:   -passes='default<O1>,texel-verify-intrinsics' %s | FileCheck %s --check-prefix=O1

; CHECK: {{^}}texel-verify-intrinsics,function(mem2reg),texel-verify-intrinsics{{$}}
; O1: {{^}}memprof-remove-attributes,annotation2metadata,{{.*}},texel-verify-intrinsics{{$}}
define void @main() {
  ret void
}
