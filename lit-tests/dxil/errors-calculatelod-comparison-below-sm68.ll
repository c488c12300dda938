; DXIL.md, rules: CalculateLOD with a comparison sampler needs SM 6.8 (here
; 6.7), for both the clamped and the unclamped form.
;
; RUN: not %opt -load-pass-plugin=%plugin -passes=texel-dxil -disable-output %s 2>&1 | FileCheck %s --implicit-check-not=texel-dxil:
;
; Exactly these diagnostics, nothing else from texel-dxil:
; CHECK: error: texel-dxil: in function 'main': '%a = call float @llvm.dx.resource.calculate.lod.tdx.Texture_f32_0_0_0_2t.tdx.Sampler_1t.v2f32(target("dx.Texture", float, 0, 0, 0, 2) %t, target("dx.Sampler", 1) %cs, <2 x float> %uv)': 'calculate.lod' (CalculateLOD) on a Texture2D<float>: requires shader model 6.8 or newer with a comparison sampler (SamplerComparisonState); the target shader model is 6.7
; CHECK-NEXT: {{^}}texel-dxil: in function 'main': '%b = call float @llvm.dx.resource.calculate.lod.unclamped.tdx.Texture_f32_0_0_0_2t.tdx.Sampler_1t.v2f32(target("dx.Texture", float, 0, 0, 0, 2) %t, target("dx.Sampler", 1) %cs, <2 x float> %uv)': 'calculate.lod.unclamped' (CalculateLOD) on a Texture2D<float>: requires shader model 6.8 or newer with a comparison sampler (SamplerComparisonState); the target shader model is 6.7

target triple = "dxil-pc-shadermodel6.7-pixel"

@T.name = private unnamed_addr constant [2 x i8] c"T\00"
@CS.name = private unnamed_addr constant [3 x i8] c"CS\00"

define void @main(<2 x float> %uv) #0 {
  %t = call target("dx.Texture", float, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_f32_0_0_0_2t(i32 0, i32 0, i32 1, i32 0, ptr @T.name)
  %cs = call target("dx.Sampler", 1) @llvm.dx.resource.handlefrombinding.tdx.Sampler_1t(i32 0, i32 0, i32 1, i32 0, ptr @CS.name)
  %a = call float @llvm.dx.resource.calculate.lod.tdx.Texture_f32_0_0_0_2t.tdx.Sampler_1t.v2f32(target("dx.Texture", float, 0, 0, 0, 2) %t, target("dx.Sampler", 1) %cs, <2 x float> %uv)
  %b = call float @llvm.dx.resource.calculate.lod.unclamped.tdx.Texture_f32_0_0_0_2t.tdx.Sampler_1t.v2f32(target("dx.Texture", float, 0, 0, 0, 2) %t, target("dx.Sampler", 1) %cs, <2 x float> %uv)
  ret void
}

declare target("dx.Texture", float, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_f32_0_0_0_2t(i32, i32, i32, i32, ptr)
declare target("dx.Sampler", 1) @llvm.dx.resource.handlefrombinding.tdx.Sampler_1t(i32, i32, i32, i32, ptr)
declare float @llvm.dx.resource.calculate.lod.tdx.Texture_f32_0_0_0_2t.tdx.Sampler_1t.v2f32(target("dx.Texture", float, 0, 0, 0, 2), target("dx.Sampler", 1), <2 x float>)
declare float @llvm.dx.resource.calculate.lod.unclamped.tdx.Texture_f32_0_0_0_2t.tdx.Sampler_1t.v2f32(target("dx.Texture", float, 0, 0, 0, 2), target("dx.Sampler", 1), <2 x float>)

attributes #0 = { "hlsl.shader"="pixel" }
