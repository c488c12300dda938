; DXIL.md, rules: constant offsets outside [-8, 7] need SM 6.7. The bounds
; themselves (-8 and 7, call %edge) are legal and not reported.
;
; RUN: not %opt -load-pass-plugin=%plugin -passes=texel-dxil -disable-output %s 2>&1 | FileCheck %s --implicit-check-not=texel-dxil:
;
; Exactly these diagnostics, nothing else from texel-dxil:
; CHECK: error: texel-dxil: in function 'main': '%a = call <4 x float> @llvm.dx.resource.samplelevel.v4f32.tdx.Texture_v4f32_0_0_0_2t.tdx.Sampler_0t.v2f32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 2) %t, target("dx.Sampler", 0) %s, <2 x float> %uv, float %lod, <2 x i32> <i32 0, i32 8>)': 'samplelevel' (SampleLevel) on a Texture2D<float4>: requires shader model 6.7 or newer for offsets outside [-8, 7]; the target shader model is 6.6
; CHECK-NEXT: {{^}}texel-dxil: in function 'main': '%b = call <4 x float> @llvm.dx.resource.load.level.v4f32.tdx.Texture_v4f32_0_0_0_1t.i32.i32.i32(target("dx.Texture", <4 x float>, 0, 0, 0, 1) %t1, i32 %x, i32 0, i32 -9)': 'load.level' (TextureLoad) on a Texture1D<float4>: requires shader model 6.7 or newer for offsets outside [-8, 7]; the target shader model is 6.6
; CHECK-NEXT: {{^}}texel-dxil: in function 'main': '%c = call <4 x float> @llvm.dx.resource.load.level.v4f32.tdx.Texture_v4f32_0_0_0_4t.v3i32.i32.v3i32(target("dx.Texture", <4 x float>, 0, 0, 0, 4) %v, <3 x i32> %xyz, i32 0, <3 x i32> <i32 1, i32 2, i32 100>)': 'load.level' (TextureLoad) on a Texture3D<float4>: requires shader model 6.7 or newer for offsets outside [-8, 7]; the target shader model is 6.6

target triple = "dxil-pc-shadermodel6.6-pixel"

@T.name = private unnamed_addr constant [2 x i8] c"T\00"
@T1.name = private unnamed_addr constant [3 x i8] c"T1\00"
@V.name = private unnamed_addr constant [2 x i8] c"V\00"
@S.name = private unnamed_addr constant [2 x i8] c"S\00"

define void @main(<2 x float> %uv, <3 x i32> %xyz, i32 %x, float %lod) #0 {
  %t = call target("dx.Texture", <4 x float>, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_2t(i32 0, i32 0, i32 1, i32 0, ptr @T.name)
  %t1 = call target("dx.Texture", <4 x float>, 0, 0, 0, 1) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_1t(i32 0, i32 1, i32 1, i32 0, ptr @T1.name)
  %v = call target("dx.Texture", <4 x float>, 0, 0, 0, 4) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_4t(i32 0, i32 2, i32 1, i32 0, ptr @V.name)
  %s = call target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32 0, i32 0, i32 1, i32 0, ptr @S.name)
  %edge = call <4 x float> @llvm.dx.resource.samplelevel.v4f32.tdx.Texture_v4f32_0_0_0_2t.tdx.Sampler_0t.v2f32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 2) %t, target("dx.Sampler", 0) %s, <2 x float> %uv, float %lod, <2 x i32> <i32 -8, i32 7>)
  %a = call <4 x float> @llvm.dx.resource.samplelevel.v4f32.tdx.Texture_v4f32_0_0_0_2t.tdx.Sampler_0t.v2f32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 2) %t, target("dx.Sampler", 0) %s, <2 x float> %uv, float %lod, <2 x i32> <i32 0, i32 8>)
  %b = call <4 x float> @llvm.dx.resource.load.level.v4f32.tdx.Texture_v4f32_0_0_0_1t.i32.i32.i32(target("dx.Texture", <4 x float>, 0, 0, 0, 1) %t1, i32 %x, i32 0, i32 -9)
  %c = call <4 x float> @llvm.dx.resource.load.level.v4f32.tdx.Texture_v4f32_0_0_0_4t.v3i32.i32.v3i32(target("dx.Texture", <4 x float>, 0, 0, 0, 4) %v, <3 x i32> %xyz, i32 0, <3 x i32> <i32 1, i32 2, i32 100>)
  ret void
}

declare target("dx.Texture", <4 x float>, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_2t(i32, i32, i32, i32, ptr)
declare target("dx.Texture", <4 x float>, 0, 0, 0, 1) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_1t(i32, i32, i32, i32, ptr)
declare target("dx.Texture", <4 x float>, 0, 0, 0, 4) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_4t(i32, i32, i32, i32, ptr)
declare target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32, i32, i32, i32, ptr)
declare <4 x float> @llvm.dx.resource.samplelevel.v4f32.tdx.Texture_v4f32_0_0_0_2t.tdx.Sampler_0t.v2f32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 2), target("dx.Sampler", 0), <2 x float>, float, <2 x i32>)
declare <4 x float> @llvm.dx.resource.load.level.v4f32.tdx.Texture_v4f32_0_0_0_1t.i32.i32.i32(target("dx.Texture", <4 x float>, 0, 0, 0, 1), i32, i32, i32)
declare <4 x float> @llvm.dx.resource.load.level.v4f32.tdx.Texture_v4f32_0_0_0_4t.v3i32.i32.v3i32(target("dx.Texture", <4 x float>, 0, 0, 0, 4), <3 x i32>, i32, <3 x i32>)

attributes #0 = { "hlsl.shader"="pixel" }
