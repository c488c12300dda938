; A module that already declares a function in texel's reserved `texel.spv.`
; namespace with another shape than the marker ABI gives it: texel-spirv reused
; the declaration by name and opt aborted on the broken call. It is an error
; naming the function and the reason, before any edit (opt exits 1).
;
; RUN: split-file %s %t
; RUN: not %opt -load-pass-plugin=%plugin -passes=texel-spirv -disable-output %t/count.ll 2>&1 | FileCheck %s --check-prefix=COUNT
; RUN: not %opt -load-pass-plugin=%plugin -passes=texel-spirv -disable-output %t/defined.ll 2>&1 | FileCheck %s --check-prefix=DEFINED
; RUN: not %opt -load-pass-plugin=%plugin -passes=texel-spirv -disable-output %t/name.ll 2>&1 | FileCheck %s --check-prefix=NAME
;
; COUNT: error: texel-spirv: '@texel.spv.fetch.f32_1_2_0_1_1_0.i0_0_0.m64' is in texel's reserved 'texel.spv.' namespace, but it takes 0 parameter(s) where the marker takes 3
; DEFINED: error: texel-spirv: '@texel.spv.fetch.f32_1_2_0_1_1_0.i0_0_0.m64' is in texel's reserved 'texel.spv.' namespace, but the module defines it (texel-spirv only declares markers)
; NAME: error: texel-spirv: '@texel.spv.shuffle' is in texel's reserved 'texel.spv.' namespace, but 'texel.spv.shuffle' is not a texel marker: {{.+}}

;--- count.ll
target triple = "spirv-unknown-vulkan1.3-compute"
declare void @texel.spv.fetch.f32_1_2_0_1_1_0.i0_0_0.m64()
define void @main() #0 {
  ret void
}
attributes #0 = { "hlsl.numthreads"="1,1,1" "hlsl.shader"="compute" }

;--- defined.ll
target triple = "spirv-unknown-vulkan1.3-compute"
define <4 x float> @texel.spv.fetch.f32_1_2_0_1_1_0.i0_0_0.m64(i32 %image, <2 x i32> %xy, i32 %sample) {
  ret <4 x float> zeroinitializer
}
define void @main() #0 {
  ret void
}
attributes #0 = { "hlsl.numthreads"="1,1,1" "hlsl.shader"="compute" }

;--- name.ll
target triple = "spirv-unknown-vulkan1.3-compute"
declare i32 @texel.spv.shuffle(i32)
define void @main() #0 {
  ret void
}
attributes #0 = { "hlsl.numthreads"="1,1,1" "hlsl.shader"="compute" }
