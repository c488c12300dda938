; A llvm.spv.* resource or system-value intrinsic in a DXIL module is an error,
; one per call: texel-dxil lowers llvm.dx.* only.
;
; RUN: not %opt -load-pass-plugin=%plugin -passes=texel-dxil -disable-output %s 2>&1 | FileCheck %s --implicit-check-not=texel-dxil:
;
; Exactly these diagnostics, nothing else from texel-dxil:
; CHECK: error: texel-dxil: in function 'main': '%t = call target("spirv.Image", float, 1, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_0_0_1_0t(i32 0, i32 0, i32 1, i32 0, ptr @T.name)': 'llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_0_0_1_0t' is a SPIR-V intrinsic; texel-dxil lowers llvm.dx.* intrinsics only
; CHECK-NEXT: {{^}}texel-dxil: in function 'main': '%l = call <4 x float> @llvm.spv.resource.load.level.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.v2i32.i32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) %t, <2 x i32> %xy, i32 0, <2 x i32> zeroinitializer)': 'llvm.spv.resource.load.level.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.v2i32.i32.v2i32' is a SPIR-V intrinsic; texel-dxil lowers llvm.dx.* intrinsics only
; CHECK-NEXT: {{^}}texel-dxil: in function 'main': '%id = call i32 @llvm.spv.thread.id.i32(i32 0)': 'llvm.spv.thread.id.i32' is a SPIR-V intrinsic; texel-dxil lowers llvm.dx.* intrinsics only

target triple = "dxil-pc-shadermodel6.6-compute"

@T.name = private unnamed_addr constant [2 x i8] c"T\00"

define void @main(<2 x i32> %xy) {
  %t = call target("spirv.Image", float, 1, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_0_0_1_0t(i32 0, i32 0, i32 1, i32 0, ptr @T.name)
  %l = call <4 x float> @llvm.spv.resource.load.level.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.v2i32.i32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) %t, <2 x i32> %xy, i32 0, <2 x i32> zeroinitializer)
  %id = call i32 @llvm.spv.thread.id.i32(i32 0)
  ret void
}

declare target("spirv.Image", float, 1, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_0_0_1_0t(i32, i32, i32, i32, ptr)
declare <4 x float> @llvm.spv.resource.load.level.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.v2i32.i32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0), <2 x i32>, i32, <2 x i32>)
declare i32 @llvm.spv.thread.id.i32(i32)
