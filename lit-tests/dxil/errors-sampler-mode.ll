; A sampler used both for comparisons and for plain sampling has no single DXIL
; mode; and a sampler that comparisons make a comparison sampler cannot serve
; CalculateLOD below SM 6.8.
; RUN: not %opt -load-pass-plugin=%plugin -passes=texel-dxil -disable-output %s 2>&1 | FileCheck %s --implicit-check-not=texel-dxil:

target triple = "dxil-pc-shadermodel6.6-pixel"

@T.name = private unnamed_addr constant [2 x i8] c"T\00"
@S.name = private unnamed_addr constant [2 x i8] c"S\00"
@L.name = private unnamed_addr constant [2 x i8] c"L\00"

; CHECK: error: texel-dxil: in function 'main': '%plain = call <4 x float> @llvm.dx.resource.sample.v4f32(target("dx.Texture", <4 x float>, 0, 0, 0, 2) %t, target("dx.Sampler", 0) %s, <2 x float> %uv, <2 x i32> zeroinitializer)': sampler 'S' is used for comparisons ('%cmp = call float @llvm.dx.resource.samplecmp.f32(target("dx.Texture", <4 x float>, 0, 0, 0, 2) %t, target("dx.Sampler", 0) %s, <2 x float> %uv, float %ref, <2 x i32> zeroinitializer)') and for plain sampling here; a DXIL sampler has one mode (declare a SamplerState and a SamplerComparisonState)
; CHECK: texel-dxil: in function 'main': '%lod = call float @llvm.dx.resource.calculate.lod(target("dx.Texture", <4 x float>, 0, 0, 0, 2) %t, target("dx.Sampler", 0) %l, <2 x float> %uv)': 'calculate.lod' (CalculateLOD) uses a sampler that comparisons use, so the sampler is a comparison sampler; CalculateLOD requires shader model 6.8 or newer with a comparison sampler (SamplerComparisonState); the target shader model is 6.6
define float @main(<2 x float> %uv, float %ref) #0 {
  %t = call target("dx.Texture", <4 x float>, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_2t(i32 0, i32 0, i32 1, i32 0, ptr @T.name)
  %s = call target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32 0, i32 0, i32 1, i32 0, ptr @S.name)
  %l = call target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32 0, i32 1, i32 1, i32 0, ptr @L.name)
  %cmp = call float @llvm.dx.resource.samplecmp.f32(target("dx.Texture", <4 x float>, 0, 0, 0, 2) %t, target("dx.Sampler", 0) %s, <2 x float> %uv, float %ref, <2 x i32> zeroinitializer)
  %plain = call <4 x float> @llvm.dx.resource.sample.v4f32(target("dx.Texture", <4 x float>, 0, 0, 0, 2) %t, target("dx.Sampler", 0) %s, <2 x float> %uv, <2 x i32> zeroinitializer)
  %cmp2 = call float @llvm.dx.resource.samplecmp.f32(target("dx.Texture", <4 x float>, 0, 0, 0, 2) %t, target("dx.Sampler", 0) %l, <2 x float> %uv, float %ref, <2 x i32> zeroinitializer)
  %lod = call float @llvm.dx.resource.calculate.lod(target("dx.Texture", <4 x float>, 0, 0, 0, 2) %t, target("dx.Sampler", 0) %l, <2 x float> %uv)
  %x = extractelement <4 x float> %plain, i32 0
  %a = fadd float %cmp, %x
  %b = fadd float %a, %cmp2
  %c = fadd float %b, %lod
  ret float %c
}

declare target("dx.Texture", <4 x float>, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_2t(i32, i32, i32, i32, ptr)
declare target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32, i32, i32, i32, ptr)
declare float @llvm.dx.resource.samplecmp.f32(target("dx.Texture", <4 x float>, 0, 0, 0, 2), target("dx.Sampler", 0), <2 x float>, float, <2 x i32>)
declare <4 x float> @llvm.dx.resource.sample.v4f32(target("dx.Texture", <4 x float>, 0, 0, 0, 2), target("dx.Sampler", 0), <2 x float>, <2 x i32>)
declare float @llvm.dx.resource.calculate.lod(target("dx.Texture", <4 x float>, 0, 0, 0, 2), target("dx.Sampler", 0), <2 x float>)

attributes #0 = { "hlsl.shader"="pixel" }
