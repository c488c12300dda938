; DXIL.md, rules: SampleCmp*, GatherCmp need float elements (ops 64, 65, 74
; have only f16/f32 overloads), at any shader model (this module is 6.7).
; The handles feed texture intrinsics directly, so the only diagnostics are
; about the compare operations themselves.
;
; RUN: not %opt -load-pass-plugin=%plugin -passes=texel-dxil -disable-output %s 2>&1 | FileCheck %s --implicit-check-not=texel-dxil:
;
; Exactly these diagnostics, nothing else from texel-dxil:
; CHECK: error: texel-dxil: in function 'main': '%a = call float @llvm.dx.resource.samplecmp.f32.tdx.Texture_i32_0_0_1_2t.tdx.Sampler_1t.v2f32.v2i32(target("dx.Texture", i32, 0, 0, 1, 2) %i, target("dx.Sampler", 1) %cs, <2 x float> %uv, float %cmp, <2 x i32> zeroinitializer)': 'samplecmp' compares texels, so it needs a texture of floating-point elements, but Texture2D<int> holds 'int'
; CHECK-NEXT: {{^}}texel-dxil: in function 'main': '%b = call float @llvm.dx.resource.samplecmplevelzero.f32.tdx.Texture_v4i32_0_0_0_2t.tdx.Sampler_1t.v2f32.v2i32(target("dx.Texture", <4 x i32>, 0, 0, 0, 2) %u, target("dx.Sampler", 1) %cs, <2 x float> %uv, float %cmp, <2 x i32> zeroinitializer)': 'samplecmplevelzero' compares texels, so it needs a texture of floating-point elements, but Texture2D<uint4> holds 'uint'
; CHECK-NEXT: {{^}}texel-dxil: in function 'main': '%c = call <4 x float> @llvm.dx.resource.gather.cmp.v4f32.tdx.Texture_i32_0_0_1_2t.tdx.Sampler_1t.v2f32.v2i32(target("dx.Texture", i32, 0, 0, 1, 2) %i, target("dx.Sampler", 1) %cs, <2 x float> %uv, float %cmp, i32 0, <2 x i32> zeroinitializer)': 'gather.cmp' compares texels, so it needs a texture of floating-point elements, but Texture2D<int> holds 'int'

target triple = "dxil-pc-shadermodel6.7-pixel"

@I.name = private unnamed_addr constant [2 x i8] c"I\00"
@U.name = private unnamed_addr constant [2 x i8] c"U\00"
@CS.name = private unnamed_addr constant [3 x i8] c"CS\00"

define void @main(<2 x float> %uv, float %cmp) #0 {
  %i = call target("dx.Texture", i32, 0, 0, 1, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_i32_0_0_1_2t(i32 0, i32 0, i32 1, i32 0, ptr @I.name)
  %u = call target("dx.Texture", <4 x i32>, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4i32_0_0_0_2t(i32 0, i32 1, i32 1, i32 0, ptr @U.name)
  %cs = call target("dx.Sampler", 1) @llvm.dx.resource.handlefrombinding.tdx.Sampler_1t(i32 0, i32 0, i32 1, i32 0, ptr @CS.name)
  %a = call float @llvm.dx.resource.samplecmp.f32.tdx.Texture_i32_0_0_1_2t.tdx.Sampler_1t.v2f32.v2i32(target("dx.Texture", i32, 0, 0, 1, 2) %i, target("dx.Sampler", 1) %cs, <2 x float> %uv, float %cmp, <2 x i32> zeroinitializer)
  %b = call float @llvm.dx.resource.samplecmplevelzero.f32.tdx.Texture_v4i32_0_0_0_2t.tdx.Sampler_1t.v2f32.v2i32(target("dx.Texture", <4 x i32>, 0, 0, 0, 2) %u, target("dx.Sampler", 1) %cs, <2 x float> %uv, float %cmp, <2 x i32> zeroinitializer)
  %c = call <4 x float> @llvm.dx.resource.gather.cmp.v4f32.tdx.Texture_i32_0_0_1_2t.tdx.Sampler_1t.v2f32.v2i32(target("dx.Texture", i32, 0, 0, 1, 2) %i, target("dx.Sampler", 1) %cs, <2 x float> %uv, float %cmp, i32 0, <2 x i32> zeroinitializer)
  ret void
}

declare target("dx.Texture", i32, 0, 0, 1, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_i32_0_0_1_2t(i32, i32, i32, i32, ptr)
declare target("dx.Texture", <4 x i32>, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4i32_0_0_0_2t(i32, i32, i32, i32, ptr)
declare target("dx.Sampler", 1) @llvm.dx.resource.handlefrombinding.tdx.Sampler_1t(i32, i32, i32, i32, ptr)
declare float @llvm.dx.resource.samplecmp.f32.tdx.Texture_i32_0_0_1_2t.tdx.Sampler_1t.v2f32.v2i32(target("dx.Texture", i32, 0, 0, 1, 2), target("dx.Sampler", 1), <2 x float>, float, <2 x i32>)
declare float @llvm.dx.resource.samplecmplevelzero.f32.tdx.Texture_v4i32_0_0_0_2t.tdx.Sampler_1t.v2f32.v2i32(target("dx.Texture", <4 x i32>, 0, 0, 0, 2), target("dx.Sampler", 1), <2 x float>, float, <2 x i32>)
declare <4 x float> @llvm.dx.resource.gather.cmp.v4f32.tdx.Texture_i32_0_0_1_2t.tdx.Sampler_1t.v2f32.v2i32(target("dx.Texture", i32, 0, 0, 1, 2), target("dx.Sampler", 1), <2 x float>, float, i32, <2 x i32>)

attributes #0 = { "hlsl.shader"="pixel" }
