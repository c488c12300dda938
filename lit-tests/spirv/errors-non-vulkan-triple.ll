; texel-spirv needs a Vulkan SPIR-V triple, spirv[64]-<vendor>-vulkan<version>
; with an optional shader stage; anything else is rejected as a whole, before
; any call is looked at: an OpenCL SPIR-V triple, a DXIL triple, and a Vulkan
; triple whose stage is not a shader stage texel knows.
;
; RUN: split-file %s %t
; RUN: not %opt -load-pass-plugin=%plugin -passes=texel-spirv -disable-output %t/opencl.ll 2>&1 | FileCheck %s --check-prefix=OPENCL --implicit-check-not=texel-spirv:
; RUN: not %opt -load-pass-plugin=%plugin -passes=texel-spirv -disable-output %t/dxil.ll 2>&1 | FileCheck %s --check-prefix=DXIL --implicit-check-not=texel-spirv:
; RUN: not %opt -load-pass-plugin=%plugin -passes=texel-spirv -disable-output %t/stage.ll 2>&1 | FileCheck %s --check-prefix=STAGE --implicit-check-not=texel-spirv:
;
; OPENCL: error: texel-spirv: target triple 'spirv64-unknown-unknown' is not a Vulkan SPIR-V triple: texel-spirv needs 'spirv-unknown-vulkan1.3-<stage>'
; DXIL: error: texel-spirv: target triple 'dxil-pc-shadermodel6.6-compute' is not a Vulkan SPIR-V triple: texel-spirv needs 'spirv-unknown-vulkan1.3-<stage>'
; STAGE: error: texel-spirv: unknown shader stage 'raygeneration' in target triple 'spirv-unknown-vulkan1.3-raygeneration'

;--- opencl.ll
target triple = "spirv64-unknown-unknown"

@T.name = private unnamed_addr constant [2 x i8] c"T\00"

define void @main(<2 x i32> %xy) {
  %t = call target("spirv.Image", float, 1, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_0_0_1_0t(i32 0, i32 0, i32 1, i32 0, ptr @T.name)
  %l = call <4 x float> @llvm.spv.resource.load.level.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.v2i32.i32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) %t, <2 x i32> %xy, i32 0, <2 x i32> zeroinitializer)
  ret void
}

declare target("spirv.Image", float, 1, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_0_0_1_0t(i32, i32, i32, i32, ptr)
declare <4 x float> @llvm.spv.resource.load.level.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.v2i32.i32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0), <2 x i32>, i32, <2 x i32>)

;--- dxil.ll
target triple = "dxil-pc-shadermodel6.6-compute"

@T.name = private unnamed_addr constant [2 x i8] c"T\00"

define void @main(<2 x i32> %xy) {
  %t = call target("spirv.Image", float, 1, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_0_0_1_0t(i32 0, i32 0, i32 1, i32 0, ptr @T.name)
  %l = call <4 x float> @llvm.spv.resource.load.level.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.v2i32.i32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) %t, <2 x i32> %xy, i32 0, <2 x i32> zeroinitializer)
  ret void
}

declare target("spirv.Image", float, 1, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_0_0_1_0t(i32, i32, i32, i32, ptr)
declare <4 x float> @llvm.spv.resource.load.level.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.v2i32.i32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0), <2 x i32>, i32, <2 x i32>)

;--- stage.ll
target triple = "spirv-unknown-vulkan1.3-raygeneration"

define void @main() {
  ret void
}
