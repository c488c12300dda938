; INTRINSICS.md / SPIRV.md: the spv gather.cmp has no component operand —
; OpImageDrefGather has none, so Vulkan gathers compare results of component 0
; only. A call in the dx shape (coordinate, compare value, component, offset)
; is rejected with an operand-count diagnostic naming the expected operands,
; and nothing else (no follow-up "cannot lower" diagnostic about the handles).
; The spv-shaped call (%ok) is fine.
;
; RUN: not %opt -load-pass-plugin=%plugin -passes=texel-spirv -disable-output %s 2>&1 | FileCheck %s --implicit-check-not=texel-spirv:
;
; Exactly this diagnostic, nothing else from texel-spirv:
; CHECK: error: texel-spirv: in function 'main': '%a = call <4 x float> @llvm.spv.resource.gather.cmp.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.i32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) %t, target("spirv.Sampler") %s, <2 x float> %uv, float %cmp, i32 1, <2 x i32> zeroinitializer)': call to 'llvm.spv.resource.gather.cmp.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.i32.v2i32' has 6 operands, expected 5 (texture, sampler, coordinate, compare value, offset)

target triple = "spirv-unknown-vulkan1.3-pixel"

@T.name = private unnamed_addr constant [2 x i8] c"T\00"
@S.name = private unnamed_addr constant [2 x i8] c"S\00"

define void @main(<2 x float> %uv, float %cmp) #0 {
  %t = call target("spirv.Image", float, 1, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_0_0_1_0t(i32 0, i32 0, i32 1, i32 0, ptr @T.name)
  %s = call target("spirv.Sampler") @llvm.spv.resource.handlefrombinding.tspirv.Samplert(i32 0, i32 1, i32 1, i32 0, ptr @S.name)
  %a = call <4 x float> @llvm.spv.resource.gather.cmp.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.i32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) %t, target("spirv.Sampler") %s, <2 x float> %uv, float %cmp, i32 1, <2 x i32> zeroinitializer)
  %ok = call <4 x float> @llvm.spv.resource.gather.cmp.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) %t, target("spirv.Sampler") %s, <2 x float> %uv, float %cmp, <2 x i32> zeroinitializer)
  ret void
}

declare target("spirv.Image", float, 1, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_0_0_1_0t(i32, i32, i32, i32, ptr)
declare target("spirv.Sampler") @llvm.spv.resource.handlefrombinding.tspirv.Samplert(i32, i32, i32, i32, ptr)
declare <4 x float> @llvm.spv.resource.gather.cmp.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.i32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0), target("spirv.Sampler"), <2 x float>, float, i32, <2 x i32>)
declare <4 x float> @llvm.spv.resource.gather.cmp.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0), target("spirv.Sampler"), <2 x float>, float, <2 x i32>)

attributes #0 = { "hlsl.shader"="pixel" }
