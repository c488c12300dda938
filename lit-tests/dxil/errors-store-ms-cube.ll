; DXIL.md, "Subscripts through getpointer": stores to MS or Cube textures are
; errors. (Writable MS and Cube handle types do not exist at all.) Only the
; stores are reported: their handles feed texture intrinsics directly.
;
; RUN: not %opt -load-pass-plugin=%plugin -passes=texel-dxil -disable-output %s 2>&1 | FileCheck %s --implicit-check-not=texel-dxil:
;
; Exactly these diagnostics, nothing else from texel-dxil:
; CHECK: error: texel-dxil: in function 'main': 'call void @llvm.dx.resource.store.texture.tdx.MSTexture_v4f32_0_4_0_3t.v2i32.v4f32(target("dx.MSTexture", <4 x float>, 0, 4, 0, 3) %ms, <2 x i32> %xy, <4 x float> %v)': 'store.texture' is not supported on a Texture2DMS<float4, 4> handle: it needs a writable (UAV / storage) 1D, 1DArray, 2D, 2DArray or 3D texture
; CHECK-NEXT: {{^}}texel-dxil: in function 'main': 'call void @llvm.dx.resource.store.texture.tdx.Texture_v4f32_0_0_0_5t.v3i32.v4f32(target("dx.Texture", <4 x float>, 0, 0, 0, 5) %c, <3 x i32> %xyz, <4 x float> %v)': 'store.texture' is not supported on a TextureCube<float4> handle: it needs a writable (UAV / storage) 1D, 1DArray, 2D, 2DArray or 3D texture

target triple = "dxil-pc-shadermodel6.7-compute"

@MS.name = private unnamed_addr constant [3 x i8] c"MS\00"
@C.name = private unnamed_addr constant [2 x i8] c"C\00"

define void @main(<2 x i32> %xy, <3 x i32> %xyz, <4 x float> %v) #0 {
  %ms = call target("dx.MSTexture", <4 x float>, 0, 4, 0, 3) @llvm.dx.resource.handlefrombinding.tdx.MSTexture_v4f32_0_4_0_3t(i32 0, i32 0, i32 1, i32 0, ptr @MS.name)
  %c = call target("dx.Texture", <4 x float>, 0, 0, 0, 5) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_5t(i32 0, i32 1, i32 1, i32 0, ptr @C.name)
  call void @llvm.dx.resource.store.texture.tdx.MSTexture_v4f32_0_4_0_3t.v2i32.v4f32(target("dx.MSTexture", <4 x float>, 0, 4, 0, 3) %ms, <2 x i32> %xy, <4 x float> %v)
  call void @llvm.dx.resource.store.texture.tdx.Texture_v4f32_0_0_0_5t.v3i32.v4f32(target("dx.Texture", <4 x float>, 0, 0, 0, 5) %c, <3 x i32> %xyz, <4 x float> %v)
  ret void
}

declare target("dx.MSTexture", <4 x float>, 0, 4, 0, 3) @llvm.dx.resource.handlefrombinding.tdx.MSTexture_v4f32_0_4_0_3t(i32, i32, i32, i32, ptr)
declare target("dx.Texture", <4 x float>, 0, 0, 0, 5) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_5t(i32, i32, i32, i32, ptr)
declare void @llvm.dx.resource.store.texture.tdx.MSTexture_v4f32_0_4_0_3t.v2i32.v4f32(target("dx.MSTexture", <4 x float>, 0, 4, 0, 3), <2 x i32>, <4 x float>)
declare void @llvm.dx.resource.store.texture.tdx.Texture_v4f32_0_0_0_5t.v3i32.v4f32(target("dx.Texture", <4 x float>, 0, 0, 0, 5), <3 x i32>, <4 x float>)

attributes #0 = { "hlsl.numthreads"="8,8,1" "hlsl.shader"="compute" }
