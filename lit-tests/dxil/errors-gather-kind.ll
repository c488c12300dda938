; DXIL.md, rules: Gather only on 2D, 2DArray, Cube and CubeArray: not on
; Texture3D, not on Texture1D. Only the gathers are reported: their handles
; feed texture intrinsics directly.
;
; RUN: not %opt -load-pass-plugin=%plugin -passes=texel-dxil -disable-output %s 2>&1 | FileCheck %s --implicit-check-not=texel-dxil:
;
; Exactly these diagnostics, nothing else from texel-dxil:
; CHECK: error: texel-dxil: in function 'main': '%a = call <4 x float> @llvm.dx.resource.gather.v4f32.tdx.Texture_v4f32_0_0_0_4t.tdx.Sampler_0t.v3f32.v3i32(target("dx.Texture", <4 x float>, 0, 0, 0, 4) %v, target("dx.Sampler", 0) %s, <3 x float> %uvw, i32 0, <3 x i32> zeroinitializer)': 'gather' is not supported on a Texture3D<float4> handle: it needs a read-only (SRV / sampled) 2D, 2DArray, Cube or CubeArray texture
; CHECK-NEXT: {{^}}texel-dxil: in function 'main': '%b = call <4 x float> @llvm.dx.resource.gather.v4f32.tdx.Texture_v4f32_0_0_0_1t.tdx.Sampler_0t.f32.i32(target("dx.Texture", <4 x float>, 0, 0, 0, 1) %l, target("dx.Sampler", 0) %s, float %u, i32 1, i32 0)': 'gather' is not supported on a Texture1D<float4> handle: it needs a read-only (SRV / sampled) 2D, 2DArray, Cube or CubeArray texture

target triple = "dxil-pc-shadermodel6.6-pixel"

@V.name = private unnamed_addr constant [2 x i8] c"V\00"
@L.name = private unnamed_addr constant [2 x i8] c"L\00"
@S.name = private unnamed_addr constant [2 x i8] c"S\00"

define void @main(<3 x float> %uvw, float %u) #0 {
  %v = call target("dx.Texture", <4 x float>, 0, 0, 0, 4) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_4t(i32 0, i32 0, i32 1, i32 0, ptr @V.name)
  %l = call target("dx.Texture", <4 x float>, 0, 0, 0, 1) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_1t(i32 0, i32 1, i32 1, i32 0, ptr @L.name)
  %s = call target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32 0, i32 0, i32 1, i32 0, ptr @S.name)
  %a = call <4 x float> @llvm.dx.resource.gather.v4f32.tdx.Texture_v4f32_0_0_0_4t.tdx.Sampler_0t.v3f32.v3i32(target("dx.Texture", <4 x float>, 0, 0, 0, 4) %v, target("dx.Sampler", 0) %s, <3 x float> %uvw, i32 0, <3 x i32> zeroinitializer)
  %b = call <4 x float> @llvm.dx.resource.gather.v4f32.tdx.Texture_v4f32_0_0_0_1t.tdx.Sampler_0t.f32.i32(target("dx.Texture", <4 x float>, 0, 0, 0, 1) %l, target("dx.Sampler", 0) %s, float %u, i32 1, i32 0)
  ret void
}

declare target("dx.Texture", <4 x float>, 0, 0, 0, 4) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_4t(i32, i32, i32, i32, ptr)
declare target("dx.Texture", <4 x float>, 0, 0, 0, 1) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_1t(i32, i32, i32, i32, ptr)
declare target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32, i32, i32, i32, ptr)
declare <4 x float> @llvm.dx.resource.gather.v4f32.tdx.Texture_v4f32_0_0_0_4t.tdx.Sampler_0t.v3f32.v3i32(target("dx.Texture", <4 x float>, 0, 0, 0, 4), target("dx.Sampler", 0), <3 x float>, i32, <3 x i32>)
declare <4 x float> @llvm.dx.resource.gather.v4f32.tdx.Texture_v4f32_0_0_0_1t.tdx.Sampler_0t.f32.i32(target("dx.Texture", <4 x float>, 0, 0, 0, 1), target("dx.Sampler", 0), float, i32, i32)

attributes #0 = { "hlsl.shader"="pixel" }
