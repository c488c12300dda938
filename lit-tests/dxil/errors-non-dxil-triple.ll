; texel-dxil needs a DXIL triple (dxil-pc-shadermodel6.N-<stage>); a SPIR-V
; (or any other) triple is rejected before anything else.
;
; RUN: not %opt -load-pass-plugin=%plugin -passes=texel-dxil -disable-output %s 2>&1 | FileCheck %s --implicit-check-not=texel-dxil:
;
; Exactly these diagnostics, nothing else from texel-dxil:
; CHECK: error: texel-dxil: target triple 'spirv-unknown-vulkan1.3-compute' is not a DXIL triple: texel-dxil needs 'dxil-pc-shadermodel6.<minor>-<stage>'

target triple = "spirv-unknown-vulkan1.3-compute"

@T.name = private unnamed_addr constant [2 x i8] c"T\00"

define void @main(<2 x i32> %xy) {
  %t = call target("dx.Texture", <4 x float>, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_2t(i32 0, i32 0, i32 1, i32 0, ptr @T.name)
  %l = call <4 x float> @llvm.dx.resource.load.level.v4f32.tdx.Texture_v4f32_0_0_0_2t.v2i32.i32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 2) %t, <2 x i32> %xy, i32 0, <2 x i32> zeroinitializer)
  ret void
}

declare target("dx.Texture", <4 x float>, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_2t(i32, i32, i32, i32, ptr)
declare <4 x float> @llvm.dx.resource.load.level.v4f32.tdx.Texture_v4f32_0_0_0_2t.v2i32.i32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 2), <2 x i32>, i32, <2 x i32>)
