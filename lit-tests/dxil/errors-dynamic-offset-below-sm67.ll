; DXIL.md, rules: non-constant offsets need SM 6.7: a dynamic vector, a vector
; with one dynamic component, a dynamic scalar (1D) - on sampling and on
; TextureLoad.
;
; RUN: not %opt -load-pass-plugin=%plugin -passes=texel-dxil -disable-output %s 2>&1 | FileCheck %s --implicit-check-not=texel-dxil:
;
; Exactly these diagnostics, nothing else from texel-dxil:
; CHECK: error: texel-dxil: in function 'main': '%a = call <4 x float> @llvm.dx.resource.samplelevel.v4f32.tdx.Texture_v4f32_0_0_0_2t.tdx.Sampler_0t.v2f32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 2) %t, target("dx.Sampler", 0) %s, <2 x float> %uv, float %lod, <2 x i32> %off)': 'samplelevel' (SampleLevel) on a Texture2D<float4>: requires shader model 6.7 or newer for non-constant offsets; the target shader model is 6.6
; CHECK-NEXT: {{^}}texel-dxil: in function 'main': '%b = call <4 x float> @llvm.dx.resource.sample.v4f32.tdx.Texture_v4f32_0_0_0_2t.tdx.Sampler_0t.v2f32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 2) %t, target("dx.Sampler", 0) %s, <2 x float> %uv, <2 x i32> %half)': 'sample' (Sample) on a Texture2D<float4>: requires shader model 6.7 or newer for non-constant offsets; the target shader model is 6.6
; CHECK-NEXT: {{^}}texel-dxil: in function 'main': '%c = call <4 x float> @llvm.dx.resource.load.level.v4f32.tdx.Texture_v4f32_0_0_0_1t.i32.i32.i32(target("dx.Texture", <4 x float>, 0, 0, 0, 1) %t1, i32 %x, i32 0, i32 %o)': 'load.level' (TextureLoad) on a Texture1D<float4>: requires shader model 6.7 or newer for non-constant offsets; the target shader model is 6.6

target triple = "dxil-pc-shadermodel6.6-pixel"

@T.name = private unnamed_addr constant [2 x i8] c"T\00"
@T1.name = private unnamed_addr constant [3 x i8] c"T1\00"
@S.name = private unnamed_addr constant [2 x i8] c"S\00"

define void @main(<2 x float> %uv, <2 x i32> %xy, i32 %x, i32 %o, <2 x i32> %off, float %lod) #0 {
  %t = call target("dx.Texture", <4 x float>, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_2t(i32 0, i32 0, i32 1, i32 0, ptr @T.name)
  %t1 = call target("dx.Texture", <4 x float>, 0, 0, 0, 1) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_1t(i32 0, i32 1, i32 1, i32 0, ptr @T1.name)
  %s = call target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32 0, i32 0, i32 1, i32 0, ptr @S.name)
  %a = call <4 x float> @llvm.dx.resource.samplelevel.v4f32.tdx.Texture_v4f32_0_0_0_2t.tdx.Sampler_0t.v2f32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 2) %t, target("dx.Sampler", 0) %s, <2 x float> %uv, float %lod, <2 x i32> %off)
  %half = insertelement <2 x i32> <i32 1, i32 poison>, i32 %o, i32 1
  %b = call <4 x float> @llvm.dx.resource.sample.v4f32.tdx.Texture_v4f32_0_0_0_2t.tdx.Sampler_0t.v2f32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 2) %t, target("dx.Sampler", 0) %s, <2 x float> %uv, <2 x i32> %half)
  %c = call <4 x float> @llvm.dx.resource.load.level.v4f32.tdx.Texture_v4f32_0_0_0_1t.i32.i32.i32(target("dx.Texture", <4 x float>, 0, 0, 0, 1) %t1, i32 %x, i32 0, i32 %o)
  ret void
}

declare target("dx.Texture", <4 x float>, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_2t(i32, i32, i32, i32, ptr)
declare target("dx.Texture", <4 x float>, 0, 0, 0, 1) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_1t(i32, i32, i32, i32, ptr)
declare target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32, i32, i32, i32, ptr)
declare <4 x float> @llvm.dx.resource.samplelevel.v4f32.tdx.Texture_v4f32_0_0_0_2t.tdx.Sampler_0t.v2f32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 2), target("dx.Sampler", 0), <2 x float>, float, <2 x i32>)
declare <4 x float> @llvm.dx.resource.sample.v4f32.tdx.Texture_v4f32_0_0_0_2t.tdx.Sampler_0t.v2f32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 2), target("dx.Sampler", 0), <2 x float>, <2 x i32>)
declare <4 x float> @llvm.dx.resource.load.level.v4f32.tdx.Texture_v4f32_0_0_0_1t.i32.i32.i32(target("dx.Texture", <4 x float>, 0, 0, 0, 1), i32, i32, i32)

attributes #0 = { "hlsl.shader"="pixel" }
