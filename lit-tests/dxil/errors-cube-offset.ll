; DXIL.md, rules: no offsets on Cube types, at any shader model (6.7 here, where
; dynamic offsets are otherwise legal): a constant nonzero offset on a
; TextureCube, a dynamic one on a TextureCubeArray gather. A zero offset (%ok)
; is what the frontend always passes and is not reported.
;
; RUN: not %opt -load-pass-plugin=%plugin -passes=texel-dxil -disable-output %s 2>&1 | FileCheck %s --implicit-check-not=texel-dxil:
;
; Exactly these diagnostics, nothing else from texel-dxil:
; CHECK: error: texel-dxil: in function 'main': '%a = call <4 x float> @llvm.dx.resource.samplelevel.v4f32.tdx.Texture_v4f32_0_0_0_5t.tdx.Sampler_0t.v3f32.v3i32(target("dx.Texture", <4 x float>, 0, 0, 0, 5) %c, target("dx.Sampler", 0) %s, <3 x float> %uvw, float %lod, <3 x i32> <i32 1, i32 0, i32 0>)': 'samplelevel' (SampleLevel) on a TextureCube<float4>: takes no offsets on Cube textures, but the offset is not zero
; CHECK-NEXT: {{^}}texel-dxil: in function 'main': '%b = call <4 x float> @llvm.dx.resource.gather.v4f32.tdx.Texture_v4f32_0_0_0_9t.tdx.Sampler_0t.v4f32.v3i32(target("dx.Texture", <4 x float>, 0, 0, 0, 9) %ca, target("dx.Sampler", 0) %s, <4 x float> %uvwa, i32 2, <3 x i32> %off)': 'gather' (TextureGather) on a TextureCubeArray<float4>: takes no offsets on Cube textures, but the offset is not zero

target triple = "dxil-pc-shadermodel6.7-pixel"

@C.name = private unnamed_addr constant [2 x i8] c"C\00"
@CA.name = private unnamed_addr constant [3 x i8] c"CA\00"
@S.name = private unnamed_addr constant [2 x i8] c"S\00"

define void @main(<3 x float> %uvw, <4 x float> %uvwa, float %lod, <3 x i32> %off) #0 {
  %c = call target("dx.Texture", <4 x float>, 0, 0, 0, 5) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_5t(i32 0, i32 0, i32 1, i32 0, ptr @C.name)
  %ca = call target("dx.Texture", <4 x float>, 0, 0, 0, 9) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_9t(i32 0, i32 1, i32 1, i32 0, ptr @CA.name)
  %s = call target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32 0, i32 0, i32 1, i32 0, ptr @S.name)
  %a = call <4 x float> @llvm.dx.resource.samplelevel.v4f32.tdx.Texture_v4f32_0_0_0_5t.tdx.Sampler_0t.v3f32.v3i32(target("dx.Texture", <4 x float>, 0, 0, 0, 5) %c, target("dx.Sampler", 0) %s, <3 x float> %uvw, float %lod, <3 x i32> <i32 1, i32 0, i32 0>)
  %b = call <4 x float> @llvm.dx.resource.gather.v4f32.tdx.Texture_v4f32_0_0_0_9t.tdx.Sampler_0t.v4f32.v3i32(target("dx.Texture", <4 x float>, 0, 0, 0, 9) %ca, target("dx.Sampler", 0) %s, <4 x float> %uvwa, i32 2, <3 x i32> %off)
  %ok = call <4 x float> @llvm.dx.resource.samplelevel.v4f32.tdx.Texture_v4f32_0_0_0_5t.tdx.Sampler_0t.v3f32.v3i32(target("dx.Texture", <4 x float>, 0, 0, 0, 5) %c, target("dx.Sampler", 0) %s, <3 x float> %uvw, float %lod, <3 x i32> zeroinitializer)
  ret void
}

declare target("dx.Texture", <4 x float>, 0, 0, 0, 5) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_5t(i32, i32, i32, i32, ptr)
declare target("dx.Texture", <4 x float>, 0, 0, 0, 9) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_9t(i32, i32, i32, i32, ptr)
declare target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32, i32, i32, i32, ptr)
declare <4 x float> @llvm.dx.resource.samplelevel.v4f32.tdx.Texture_v4f32_0_0_0_5t.tdx.Sampler_0t.v3f32.v3i32(target("dx.Texture", <4 x float>, 0, 0, 0, 5), target("dx.Sampler", 0), <3 x float>, float, <3 x i32>)
declare <4 x float> @llvm.dx.resource.gather.v4f32.tdx.Texture_v4f32_0_0_0_9t.tdx.Sampler_0t.v4f32.v3i32(target("dx.Texture", <4 x float>, 0, 0, 0, 9), target("dx.Sampler", 0), <4 x float>, i32, <3 x i32>)

attributes #0 = { "hlsl.shader"="pixel" }
