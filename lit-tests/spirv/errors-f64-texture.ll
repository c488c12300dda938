; Vulkan images hold 16/32-bit float or 32/64-bit integer texels, never 64-bit
; floats (SPIRV.md maps half to 32-bit float images; there is no double image),
; so every operation on a double texture is an error, one per call: a fetch and
; a sample on a Texture2D<double2>, a store to a RWTexture2D<double2> and even a
; size query.
;
; RUN: not %opt -load-pass-plugin=%plugin -passes=texel-spirv -disable-output %s 2>&1 | FileCheck %s --implicit-check-not=texel-spirv:
;
; Exactly these diagnostics, nothing else from texel-spirv:
; CHECK: error: texel-spirv: in function 'main': '%a = call <2 x double> @llvm.spv.resource.load.level.v2f64.tspirv.Image_f64_1_2_0_0_1_0t.v2i32.i32.v2i32(target("spirv.Image", double, 1, 2, 0, 0, 1, 0) %d, <2 x i32> %xy, i32 0, <2 x i32> zeroinitializer)': 'load.level' on a Texture2D<doubleN>: Vulkan images cannot hold 64-bit floating-point texels
; CHECK-NEXT: {{^}}texel-spirv: in function 'main': '%b = call <2 x double> @llvm.spv.resource.samplelevel.v2f64.tspirv.Image_f64_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", double, 1, 2, 0, 0, 1, 0) %d, target("spirv.Sampler") %s, <2 x float> %uv, float 0.000000e+00, <2 x i32> zeroinitializer)': 'samplelevel' on a Texture2D<doubleN>: Vulkan images cannot hold 64-bit floating-point texels
; CHECK-NEXT: {{^}}texel-spirv: in function 'main': 'call void @llvm.spv.resource.store.texture.tspirv.Image_f64_1_2_0_0_2_0t.v2i32.v2f64(target("spirv.Image", double, 1, 2, 0, 0, 2, 0) %rwd, <2 x i32> %xy, <2 x double> %v)': 'store.texture' on a RWTexture2D<doubleN>: Vulkan images cannot hold 64-bit floating-point texels
; CHECK-NEXT: {{^}}texel-spirv: in function 'main': '%c = call <2 x i32> @llvm.spv.resource.getdimensions.xy.tspirv.Image_f64_1_2_0_0_1_0t(target("spirv.Image", double, 1, 2, 0, 0, 1, 0) %d)': 'getdimensions.xy' on a Texture2D<doubleN>: Vulkan images cannot hold 64-bit floating-point texels

target triple = "spirv-unknown-vulkan1.3-compute"

@D.name = private unnamed_addr constant [2 x i8] c"D\00"
@RWD.name = private unnamed_addr constant [4 x i8] c"RWD\00"
@S.name = private unnamed_addr constant [2 x i8] c"S\00"

define void @main(<2 x i32> %xy, <2 x float> %uv, <2 x double> %v) #0 {
  %d = call target("spirv.Image", double, 1, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f64_1_2_0_0_1_0t(i32 0, i32 0, i32 1, i32 0, ptr @D.name)
  %rwd = call target("spirv.Image", double, 1, 2, 0, 0, 2, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f64_1_2_0_0_2_0t(i32 0, i32 1, i32 1, i32 0, ptr @RWD.name)
  %s = call target("spirv.Sampler") @llvm.spv.resource.handlefrombinding.tspirv.Samplert(i32 0, i32 2, i32 1, i32 0, ptr @S.name)
  %a = call <2 x double> @llvm.spv.resource.load.level.v2f64.tspirv.Image_f64_1_2_0_0_1_0t.v2i32.i32.v2i32(target("spirv.Image", double, 1, 2, 0, 0, 1, 0) %d, <2 x i32> %xy, i32 0, <2 x i32> zeroinitializer)
  %b = call <2 x double> @llvm.spv.resource.samplelevel.v2f64.tspirv.Image_f64_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", double, 1, 2, 0, 0, 1, 0) %d, target("spirv.Sampler") %s, <2 x float> %uv, float 0.0, <2 x i32> zeroinitializer)
  call void @llvm.spv.resource.store.texture.tspirv.Image_f64_1_2_0_0_2_0t.v2i32.v2f64(target("spirv.Image", double, 1, 2, 0, 0, 2, 0) %rwd, <2 x i32> %xy, <2 x double> %v)
  %c = call <2 x i32> @llvm.spv.resource.getdimensions.xy.tspirv.Image_f64_1_2_0_0_1_0t(target("spirv.Image", double, 1, 2, 0, 0, 1, 0) %d)
  ret void
}

declare target("spirv.Image", double, 1, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f64_1_2_0_0_1_0t(i32, i32, i32, i32, ptr)
declare target("spirv.Image", double, 1, 2, 0, 0, 2, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f64_1_2_0_0_2_0t(i32, i32, i32, i32, ptr)
declare target("spirv.Sampler") @llvm.spv.resource.handlefrombinding.tspirv.Samplert(i32, i32, i32, i32, ptr)
declare <2 x double> @llvm.spv.resource.load.level.v2f64.tspirv.Image_f64_1_2_0_0_1_0t.v2i32.i32.v2i32(target("spirv.Image", double, 1, 2, 0, 0, 1, 0), <2 x i32>, i32, <2 x i32>)
declare <2 x double> @llvm.spv.resource.samplelevel.v2f64.tspirv.Image_f64_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", double, 1, 2, 0, 0, 1, 0), target("spirv.Sampler"), <2 x float>, float, <2 x i32>)
declare void @llvm.spv.resource.store.texture.tspirv.Image_f64_1_2_0_0_2_0t.v2i32.v2f64(target("spirv.Image", double, 1, 2, 0, 0, 2, 0), <2 x i32>, <2 x double>)
declare <2 x i32> @llvm.spv.resource.getdimensions.xy.tspirv.Image_f64_1_2_0_0_1_0t(target("spirv.Image", double, 1, 2, 0, 0, 1, 0))
attributes #0 = { "hlsl.shader"="compute" "hlsl.numthreads"="4,1,1" }
