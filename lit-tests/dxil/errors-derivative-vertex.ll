; DXIL.md, rules: derivative ops (Sample, SampleBias, SampleCmp, CalculateLOD)
; only in pixel, compute, mesh, amplification and library shaders - not in a
; vertex shader. SampleLevel and SampleCmpLevelZero (%ok1, %ok2) compute no
; derivatives and are not reported.
;
; RUN: not %opt -load-pass-plugin=%plugin -passes=texel-dxil -disable-output %s 2>&1 | FileCheck %s --implicit-check-not=texel-dxil:
;
; Exactly these diagnostics, nothing else from texel-dxil:
; CHECK: error: texel-dxil: in function 'main': '%a = call <4 x float> @llvm.dx.resource.sample.v4f32.tdx.Texture_v4f32_0_0_0_2t.tdx.Sampler_0t.v2f32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 2) %t, target("dx.Sampler", 0) %s, <2 x float> %uv, <2 x i32> zeroinitializer)': 'sample' (Sample) on a Texture2D<float4>: is unavailable in vertex shaders, which have no implicit derivatives
; CHECK-NEXT: {{^}}texel-dxil: in function 'main': '%b = call <4 x float> @llvm.dx.resource.samplebias.v4f32.tdx.Texture_v4f32_0_0_0_2t.tdx.Sampler_0t.v2f32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 2) %t, target("dx.Sampler", 0) %s, <2 x float> %uv, float %bias, <2 x i32> zeroinitializer)': 'samplebias' (SampleBias) on a Texture2D<float4>: is unavailable in vertex shaders, which have no implicit derivatives
; CHECK-NEXT: {{^}}texel-dxil: in function 'main': '%c = call float @llvm.dx.resource.samplecmp.f32.tdx.Texture_f32_0_0_0_2t.tdx.Sampler_1t.v2f32.v2i32(target("dx.Texture", float, 0, 0, 0, 2) %shadow, target("dx.Sampler", 1) %cs, <2 x float> %uv, float %cmp, <2 x i32> zeroinitializer)': 'samplecmp' (SampleCmp) on a Texture2D<float>: is unavailable in vertex shaders, which have no implicit derivatives
; CHECK-NEXT: {{^}}texel-dxil: in function 'main': '%d = call float @llvm.dx.resource.calculate.lod.tdx.Texture_v4f32_0_0_0_2t.tdx.Sampler_0t.v2f32(target("dx.Texture", <4 x float>, 0, 0, 0, 2) %t, target("dx.Sampler", 0) %s, <2 x float> %uv)': 'calculate.lod' (CalculateLOD) on a Texture2D<float4>: is unavailable in vertex shaders, which have no implicit derivatives
; CHECK-NEXT: {{^}}texel-dxil: in function 'main': '%e = call float @llvm.dx.resource.calculate.lod.unclamped.tdx.Texture_v4f32_0_0_0_2t.tdx.Sampler_0t.v2f32(target("dx.Texture", <4 x float>, 0, 0, 0, 2) %t, target("dx.Sampler", 0) %s, <2 x float> %uv)': 'calculate.lod.unclamped' (CalculateLOD) on a Texture2D<float4>: is unavailable in vertex shaders, which have no implicit derivatives

target triple = "dxil-pc-shadermodel6.6-vertex"

@T.name = private unnamed_addr constant [2 x i8] c"T\00"
@Shadow.name = private unnamed_addr constant [7 x i8] c"Shadow\00"
@S.name = private unnamed_addr constant [2 x i8] c"S\00"
@CS.name = private unnamed_addr constant [3 x i8] c"CS\00"

define void @main(<2 x float> %uv, float %bias, float %cmp, float %lod) #0 {
  %t = call target("dx.Texture", <4 x float>, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_2t(i32 0, i32 0, i32 1, i32 0, ptr @T.name)
  %shadow = call target("dx.Texture", float, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_f32_0_0_0_2t(i32 0, i32 1, i32 1, i32 0, ptr @Shadow.name)
  %s = call target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32 0, i32 0, i32 1, i32 0, ptr @S.name)
  %cs = call target("dx.Sampler", 1) @llvm.dx.resource.handlefrombinding.tdx.Sampler_1t(i32 0, i32 1, i32 1, i32 0, ptr @CS.name)
  %a = call <4 x float> @llvm.dx.resource.sample.v4f32.tdx.Texture_v4f32_0_0_0_2t.tdx.Sampler_0t.v2f32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 2) %t, target("dx.Sampler", 0) %s, <2 x float> %uv, <2 x i32> zeroinitializer)
  %b = call <4 x float> @llvm.dx.resource.samplebias.v4f32.tdx.Texture_v4f32_0_0_0_2t.tdx.Sampler_0t.v2f32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 2) %t, target("dx.Sampler", 0) %s, <2 x float> %uv, float %bias, <2 x i32> zeroinitializer)
  %c = call float @llvm.dx.resource.samplecmp.f32.tdx.Texture_f32_0_0_0_2t.tdx.Sampler_1t.v2f32.v2i32(target("dx.Texture", float, 0, 0, 0, 2) %shadow, target("dx.Sampler", 1) %cs, <2 x float> %uv, float %cmp, <2 x i32> zeroinitializer)
  %d = call float @llvm.dx.resource.calculate.lod.tdx.Texture_v4f32_0_0_0_2t.tdx.Sampler_0t.v2f32(target("dx.Texture", <4 x float>, 0, 0, 0, 2) %t, target("dx.Sampler", 0) %s, <2 x float> %uv)
  %e = call float @llvm.dx.resource.calculate.lod.unclamped.tdx.Texture_v4f32_0_0_0_2t.tdx.Sampler_0t.v2f32(target("dx.Texture", <4 x float>, 0, 0, 0, 2) %t, target("dx.Sampler", 0) %s, <2 x float> %uv)
  %ok1 = call <4 x float> @llvm.dx.resource.samplelevel.v4f32.tdx.Texture_v4f32_0_0_0_2t.tdx.Sampler_0t.v2f32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 2) %t, target("dx.Sampler", 0) %s, <2 x float> %uv, float %lod, <2 x i32> zeroinitializer)
  %ok2 = call float @llvm.dx.resource.samplecmplevelzero.f32.tdx.Texture_f32_0_0_0_2t.tdx.Sampler_1t.v2f32.v2i32(target("dx.Texture", float, 0, 0, 0, 2) %shadow, target("dx.Sampler", 1) %cs, <2 x float> %uv, float %cmp, <2 x i32> zeroinitializer)
  ret void
}

declare target("dx.Texture", <4 x float>, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_2t(i32, i32, i32, i32, ptr)
declare target("dx.Texture", float, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_f32_0_0_0_2t(i32, i32, i32, i32, ptr)
declare target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32, i32, i32, i32, ptr)
declare target("dx.Sampler", 1) @llvm.dx.resource.handlefrombinding.tdx.Sampler_1t(i32, i32, i32, i32, ptr)
declare <4 x float> @llvm.dx.resource.sample.v4f32.tdx.Texture_v4f32_0_0_0_2t.tdx.Sampler_0t.v2f32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 2), target("dx.Sampler", 0), <2 x float>, <2 x i32>)
declare <4 x float> @llvm.dx.resource.samplebias.v4f32.tdx.Texture_v4f32_0_0_0_2t.tdx.Sampler_0t.v2f32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 2), target("dx.Sampler", 0), <2 x float>, float, <2 x i32>)
declare float @llvm.dx.resource.samplecmp.f32.tdx.Texture_f32_0_0_0_2t.tdx.Sampler_1t.v2f32.v2i32(target("dx.Texture", float, 0, 0, 0, 2), target("dx.Sampler", 1), <2 x float>, float, <2 x i32>)
declare float @llvm.dx.resource.calculate.lod.tdx.Texture_v4f32_0_0_0_2t.tdx.Sampler_0t.v2f32(target("dx.Texture", <4 x float>, 0, 0, 0, 2), target("dx.Sampler", 0), <2 x float>)
declare float @llvm.dx.resource.calculate.lod.unclamped.tdx.Texture_v4f32_0_0_0_2t.tdx.Sampler_0t.v2f32(target("dx.Texture", <4 x float>, 0, 0, 0, 2), target("dx.Sampler", 0), <2 x float>)
declare <4 x float> @llvm.dx.resource.samplelevel.v4f32.tdx.Texture_v4f32_0_0_0_2t.tdx.Sampler_0t.v2f32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 2), target("dx.Sampler", 0), <2 x float>, float, <2 x i32>)
declare float @llvm.dx.resource.samplecmplevelzero.f32.tdx.Texture_f32_0_0_0_2t.tdx.Sampler_1t.v2f32.v2i32(target("dx.Texture", float, 0, 0, 0, 2), target("dx.Sampler", 1), <2 x float>, float, <2 x i32>)

attributes #0 = { "hlsl.shader"="vertex" }
