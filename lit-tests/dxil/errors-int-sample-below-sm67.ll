; DXIL.md, rules: integer (i16/i32) elements with Sample, SampleBias, SampleLevel
; and SampleGrad need SM 6.7 (the i16/i32 overloads of ops 60-63 start there).
; Each call names the intrinsic, the op, the resource kind and the rule.
;
; RUN: not %opt -load-pass-plugin=%plugin -passes=texel-dxil -disable-output %s 2>&1 | FileCheck %s --implicit-check-not=texel-dxil:
;
; Exactly these diagnostics, nothing else from texel-dxil:
; CHECK: error: texel-dxil: in function 'main': '%a = call <4 x i32> @llvm.dx.resource.sample.v4i32.tdx.Texture_v4i32_0_0_1_2t.tdx.Sampler_0t.v2f32.v2i32(target("dx.Texture", <4 x i32>, 0, 0, 1, 2) %t, target("dx.Sampler", 0) %s, <2 x float> %uv, <2 x i32> zeroinitializer)': 'sample' (Sample) on a Texture2D<int4>: requires shader model 6.7 or newer for integer elements; the target shader model is 6.6
; CHECK-NEXT: {{^}}texel-dxil: in function 'main': '%b = call i32 @llvm.dx.resource.samplebias.i32.tdx.Texture_i32_0_0_0_2t.tdx.Sampler_0t.v2f32.v2i32(target("dx.Texture", i32, 0, 0, 0, 2) %u, target("dx.Sampler", 0) %s, <2 x float> %uv, float %bias, <2 x i32> zeroinitializer)': 'samplebias' (SampleBias) on a Texture2D<uint>: requires shader model 6.7 or newer for integer elements; the target shader model is 6.6
; CHECK-NEXT: {{^}}texel-dxil: in function 'main': '%c = call <4 x i16> @llvm.dx.resource.samplegrad.v4i16.tdx.Texture_v4i16_0_0_1_2t.tdx.Sampler_0t.v2f32.v2f32.v2f32.v2i32(target("dx.Texture", <4 x i16>, 0, 0, 1, 2) %h, target("dx.Sampler", 0) %s, <2 x float> %uv, <2 x float> %uv, <2 x float> %uv, <2 x i32> zeroinitializer)': 'samplegrad' (SampleGrad) on a Texture2D<int16_t4>: requires shader model 6.7 or newer for integer elements; the target shader model is 6.6
; CHECK-NEXT: {{^}}texel-dxil: in function 'main': '%d = call <4 x i32> @llvm.dx.resource.samplelevel.v4i32.tdx.Texture_v4i32_0_0_1_2t.tdx.Sampler_0t.v2f32.v2i32(target("dx.Texture", <4 x i32>, 0, 0, 1, 2) %t, target("dx.Sampler", 0) %s, <2 x float> %uv, float %lod, <2 x i32> zeroinitializer)': 'samplelevel' (SampleLevel) on a Texture2D<int4>: requires shader model 6.7 or newer for integer elements; the target shader model is 6.6

target triple = "dxil-pc-shadermodel6.6-pixel"

@T.name = private unnamed_addr constant [2 x i8] c"T\00"
@U.name = private unnamed_addr constant [2 x i8] c"U\00"
@H.name = private unnamed_addr constant [2 x i8] c"H\00"
@S.name = private unnamed_addr constant [2 x i8] c"S\00"

define void @main(<2 x float> %uv, float %bias, float %lod) #0 {
  %t = call target("dx.Texture", <4 x i32>, 0, 0, 1, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4i32_0_0_1_2t(i32 0, i32 0, i32 1, i32 0, ptr @T.name)
  %u = call target("dx.Texture", i32, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_i32_0_0_0_2t(i32 0, i32 1, i32 1, i32 0, ptr @U.name)
  %h = call target("dx.Texture", <4 x i16>, 0, 0, 1, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4i16_0_0_1_2t(i32 0, i32 2, i32 1, i32 0, ptr @H.name)
  %s = call target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32 0, i32 0, i32 1, i32 0, ptr @S.name)
  %a = call <4 x i32> @llvm.dx.resource.sample.v4i32.tdx.Texture_v4i32_0_0_1_2t.tdx.Sampler_0t.v2f32.v2i32(target("dx.Texture", <4 x i32>, 0, 0, 1, 2) %t, target("dx.Sampler", 0) %s, <2 x float> %uv, <2 x i32> zeroinitializer)
  %b = call i32 @llvm.dx.resource.samplebias.i32.tdx.Texture_i32_0_0_0_2t.tdx.Sampler_0t.v2f32.v2i32(target("dx.Texture", i32, 0, 0, 0, 2) %u, target("dx.Sampler", 0) %s, <2 x float> %uv, float %bias, <2 x i32> zeroinitializer)
  %c = call <4 x i16> @llvm.dx.resource.samplegrad.v4i16.tdx.Texture_v4i16_0_0_1_2t.tdx.Sampler_0t.v2f32.v2f32.v2f32.v2i32(target("dx.Texture", <4 x i16>, 0, 0, 1, 2) %h, target("dx.Sampler", 0) %s, <2 x float> %uv, <2 x float> %uv, <2 x float> %uv, <2 x i32> zeroinitializer)
  %d = call <4 x i32> @llvm.dx.resource.samplelevel.v4i32.tdx.Texture_v4i32_0_0_1_2t.tdx.Sampler_0t.v2f32.v2i32(target("dx.Texture", <4 x i32>, 0, 0, 1, 2) %t, target("dx.Sampler", 0) %s, <2 x float> %uv, float %lod, <2 x i32> zeroinitializer)
  ret void
}

declare target("dx.Texture", <4 x i32>, 0, 0, 1, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4i32_0_0_1_2t(i32, i32, i32, i32, ptr)
declare target("dx.Texture", i32, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_i32_0_0_0_2t(i32, i32, i32, i32, ptr)
declare target("dx.Texture", <4 x i16>, 0, 0, 1, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4i16_0_0_1_2t(i32, i32, i32, i32, ptr)
declare target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32, i32, i32, i32, ptr)
declare <4 x i32> @llvm.dx.resource.sample.v4i32.tdx.Texture_v4i32_0_0_1_2t.tdx.Sampler_0t.v2f32.v2i32(target("dx.Texture", <4 x i32>, 0, 0, 1, 2), target("dx.Sampler", 0), <2 x float>, <2 x i32>)
declare i32 @llvm.dx.resource.samplebias.i32.tdx.Texture_i32_0_0_0_2t.tdx.Sampler_0t.v2f32.v2i32(target("dx.Texture", i32, 0, 0, 0, 2), target("dx.Sampler", 0), <2 x float>, float, <2 x i32>)
declare <4 x i16> @llvm.dx.resource.samplegrad.v4i16.tdx.Texture_v4i16_0_0_1_2t.tdx.Sampler_0t.v2f32.v2f32.v2f32.v2i32(target("dx.Texture", <4 x i16>, 0, 0, 1, 2), target("dx.Sampler", 0), <2 x float>, <2 x float>, <2 x float>, <2 x i32>)
declare <4 x i32> @llvm.dx.resource.samplelevel.v4i32.tdx.Texture_v4i32_0_0_1_2t.tdx.Sampler_0t.v2f32.v2i32(target("dx.Texture", <4 x i32>, 0, 0, 1, 2), target("dx.Sampler", 0), <2 x float>, float, <2 x i32>)

attributes #0 = { "hlsl.shader"="pixel" }
