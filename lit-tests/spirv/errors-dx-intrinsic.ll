; A llvm.dx.* resource or system-value intrinsic in a Vulkan module is an error,
; one per call: texel-spirv lowers llvm.spv.* only (the mirror of texel-dxil's
; errors-spv-intrinsic.ll).
;
; RUN: not %opt -load-pass-plugin=%plugin -passes=texel-spirv -disable-output %s 2>&1 | FileCheck %s --implicit-check-not=texel-spirv:
;
; Exactly these diagnostics, nothing else from texel-spirv:
; CHECK: error: texel-spirv: in function 'main': '%t = call target("dx.Texture", <4 x float>, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_2t(i32 0, i32 0, i32 1, i32 0, ptr @T.name)': 'llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_2t' is a DirectX intrinsic; texel-spirv lowers llvm.spv.* intrinsics only
; CHECK-NEXT: {{^}}texel-spirv: in function 'main': '%l = call <4 x float> @llvm.dx.resource.load.level.v4f32.tdx.Texture_v4f32_0_0_0_2t.v2i32.i32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 2) %t, <2 x i32> %xy, i32 0, <2 x i32> zeroinitializer)': 'llvm.dx.resource.load.level.v4f32.tdx.Texture_v4f32_0_0_0_2t.v2i32.i32.v2i32' is a DirectX intrinsic; texel-spirv lowers llvm.spv.* intrinsics only
; CHECK-NEXT: {{^}}texel-spirv: in function 'main': '%id = call i32 @llvm.dx.thread.id(i32 0)': 'llvm.dx.thread.id' is a DirectX intrinsic; texel-spirv lowers llvm.spv.* intrinsics only

target triple = "spirv-unknown-vulkan1.3-compute"

@T.name = private unnamed_addr constant [2 x i8] c"T\00"

define void @main(<2 x i32> %xy) #0 {
  %t = call target("dx.Texture", <4 x float>, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_2t(i32 0, i32 0, i32 1, i32 0, ptr @T.name)
  %l = call <4 x float> @llvm.dx.resource.load.level.v4f32.tdx.Texture_v4f32_0_0_0_2t.v2i32.i32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 2) %t, <2 x i32> %xy, i32 0, <2 x i32> zeroinitializer)
  %id = call i32 @llvm.dx.thread.id(i32 0)
  ret void
}

declare target("dx.Texture", <4 x float>, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_2t(i32, i32, i32, i32, ptr)
declare <4 x float> @llvm.dx.resource.load.level.v4f32.tdx.Texture_v4f32_0_0_0_2t.v2i32.i32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 2), <2 x i32>, i32, <2 x i32>)
declare i32 @llvm.dx.thread.id(i32)
attributes #0 = { "hlsl.shader"="compute" "hlsl.numthreads"="4,1,1" }
