; DXIL.md, rules: SampleCmpLevel (op 224) needs SM 6.7.
;
; RUN: not %opt -load-pass-plugin=%plugin -passes=texel-dxil -disable-output %s 2>&1 | FileCheck %s --implicit-check-not=texel-dxil:
;
; Exactly these diagnostics, nothing else from texel-dxil:
; CHECK: error: texel-dxil: in function 'main': '%a = call float @llvm.dx.resource.samplecmplevel.f32.tdx.Texture_f32_0_0_0_2t.tdx.Sampler_1t.v2f32.v2i32(target("dx.Texture", float, 0, 0, 0, 2) %t, target("dx.Sampler", 1) %cs, <2 x float> %uv, float %cmp, float %lod, <2 x i32> zeroinitializer)': 'samplecmplevel' (SampleCmpLevel) on a Texture2D<float>: requires shader model 6.7 or newer; the target shader model is 6.6

target triple = "dxil-pc-shadermodel6.6-pixel"

@Shadow.name = private unnamed_addr constant [7 x i8] c"Shadow\00"
@CS.name = private unnamed_addr constant [3 x i8] c"CS\00"

define void @main(<2 x float> %uv, float %cmp, float %lod) #0 {
  %t = call target("dx.Texture", float, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_f32_0_0_0_2t(i32 0, i32 0, i32 1, i32 0, ptr @Shadow.name)
  %cs = call target("dx.Sampler", 1) @llvm.dx.resource.handlefrombinding.tdx.Sampler_1t(i32 0, i32 0, i32 1, i32 0, ptr @CS.name)
  %a = call float @llvm.dx.resource.samplecmplevel.f32.tdx.Texture_f32_0_0_0_2t.tdx.Sampler_1t.v2f32.v2i32(target("dx.Texture", float, 0, 0, 0, 2) %t, target("dx.Sampler", 1) %cs, <2 x float> %uv, float %cmp, float %lod, <2 x i32> zeroinitializer)
  ret void
}

declare target("dx.Texture", float, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_f32_0_0_0_2t(i32, i32, i32, i32, ptr)
declare target("dx.Sampler", 1) @llvm.dx.resource.handlefrombinding.tdx.Sampler_1t(i32, i32, i32, i32, ptr)
declare float @llvm.dx.resource.samplecmplevel.f32.tdx.Texture_f32_0_0_0_2t.tdx.Sampler_1t.v2f32.v2i32(target("dx.Texture", float, 0, 0, 0, 2), target("dx.Sampler", 1), <2 x float>, float, float, <2 x i32>)

attributes #0 = { "hlsl.shader"="pixel" }
