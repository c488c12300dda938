; Storing to a read-only texture (an SRV: IsWriteable 0) is an error: TextureStore
; needs a UAV. Only the stores are reported: their handles feed texture
; intrinsics directly.
;
; RUN: not %opt -load-pass-plugin=%plugin -passes=texel-dxil -disable-output %s 2>&1 | FileCheck %s --implicit-check-not=texel-dxil:
;
; Exactly these diagnostics, nothing else from texel-dxil:
; CHECK: error: texel-dxil: in function 'main': 'call void @llvm.dx.resource.store.texture.tdx.Texture_v4f32_0_0_0_2t.v2i32.v4f32(target("dx.Texture", <4 x float>, 0, 0, 0, 2) %t, <2 x i32> %xy, <4 x float> %v)': 'store.texture' is not supported on a Texture2D<float4> handle: it needs a writable (UAV / storage) 1D, 1DArray, 2D, 2DArray or 3D texture
; CHECK-NEXT: {{^}}texel-dxil: in function 'main': 'call void @llvm.dx.resource.store.texture.tdx.Texture_f32_0_0_0_4t.v3i32.f32(target("dx.Texture", float, 0, 0, 0, 4) %vol, <3 x i32> %xyz, float 1.000000e+00)': 'store.texture' is not supported on a Texture3D<float> handle: it needs a writable (UAV / storage) 1D, 1DArray, 2D, 2DArray or 3D texture

target triple = "dxil-pc-shadermodel6.6-compute"

@T.name = private unnamed_addr constant [2 x i8] c"T\00"
@V.name = private unnamed_addr constant [2 x i8] c"V\00"

define void @main(<2 x i32> %xy, <3 x i32> %xyz, <4 x float> %v) #0 {
  %t = call target("dx.Texture", <4 x float>, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_2t(i32 0, i32 0, i32 1, i32 0, ptr @T.name)
  %vol = call target("dx.Texture", float, 0, 0, 0, 4) @llvm.dx.resource.handlefrombinding.tdx.Texture_f32_0_0_0_4t(i32 0, i32 1, i32 1, i32 0, ptr @V.name)
  call void @llvm.dx.resource.store.texture.tdx.Texture_v4f32_0_0_0_2t.v2i32.v4f32(target("dx.Texture", <4 x float>, 0, 0, 0, 2) %t, <2 x i32> %xy, <4 x float> %v)
  call void @llvm.dx.resource.store.texture.tdx.Texture_f32_0_0_0_4t.v3i32.f32(target("dx.Texture", float, 0, 0, 0, 4) %vol, <3 x i32> %xyz, float 1.0)
  ret void
}

declare target("dx.Texture", <4 x float>, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_2t(i32, i32, i32, i32, ptr)
declare target("dx.Texture", float, 0, 0, 0, 4) @llvm.dx.resource.handlefrombinding.tdx.Texture_f32_0_0_0_4t(i32, i32, i32, i32, ptr)
declare void @llvm.dx.resource.store.texture.tdx.Texture_v4f32_0_0_0_2t.v2i32.v4f32(target("dx.Texture", <4 x float>, 0, 0, 0, 2), <2 x i32>, <4 x float>)
declare void @llvm.dx.resource.store.texture.tdx.Texture_f32_0_0_0_4t.v3i32.f32(target("dx.Texture", float, 0, 0, 0, 4), <3 x i32>, float)

attributes #0 = { "hlsl.numthreads"="8,8,1" "hlsl.shader"="compute" }
