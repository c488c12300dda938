; SPIRV.md, "Rules": implicit-LOD operations in compute shaders need a
; derivative group: linear when X % 4 == 0 and Y == Z == 1, else quads when X
; and Y are even; otherwise it is an error that gives the shape. Each entry
; point is judged by its own "hlsl.numthreads":
;   (6, 1, 1): X is even but not a multiple of 4 and Y is odd: neither
;   (3, 3, 1): X and Y odd: neither
;   (8, 1, 1) linear and (2, 2, 1) quads: fine (@main_8_1_1, @main_2_2_1)
;
; RUN: not %opt -load-pass-plugin=%plugin -passes=texel-spirv -disable-output %s 2>&1 | FileCheck %s --implicit-check-not=texel-spirv:
;
; CHECK: error: texel-spirv: in function 'main_6_1_1': '%a = call <4 x float> @llvm.spv.resource.sample.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) %t, target("spirv.Sampler") %s, <2 x float> %uv, <2 x i32> zeroinitializer)': 'sample' on a Texture2D<floatN>: implicit-LOD sampling in a compute shader needs derivative groups: numthreads X a multiple of 4 with Y = Z = 1, or X and Y even; it is (6, 1, 1)
; CHECK-NEXT: {{^}}texel-spirv: in function 'main_6_1_1': '%b = call float @llvm.spv.resource.calculate.lod.f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) %t, target("spirv.Sampler") %s, <2 x float> %uv)': 'calculate.lod' on a Texture2D<floatN>: implicit-LOD sampling in a compute shader needs derivative groups: numthreads X a multiple of 4 with Y = Z = 1, or X and Y even; it is (6, 1, 1)
; CHECK-NEXT: {{^}}texel-spirv: in function 'main_3_3_1': '%a = call <4 x float> @llvm.spv.resource.samplebias.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) %t, target("spirv.Sampler") %s, <2 x float> %uv, float 1.000000e+00, <2 x i32> zeroinitializer)': 'samplebias' on a Texture2D<floatN>: implicit-LOD sampling in a compute shader needs derivative groups: numthreads X a multiple of 4 with Y = Z = 1, or X and Y even; it is (3, 3, 1)
; CHECK-NEXT: {{^}}texel-spirv: in function 'main_3_3_1': '%b = call float @llvm.spv.resource.samplecmp.f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) %t, target("spirv.Sampler") %s, <2 x float> %uv, float 5.000000e-01, <2 x i32> zeroinitializer)': 'samplecmp' on a Texture2D<floatN>: implicit-LOD sampling in a compute shader needs derivative groups: numthreads X a multiple of 4 with Y = Z = 1, or X and Y even; it is (3, 3, 1)

target triple = "spirv-unknown-vulkan1.3-compute"

@T.name = private unnamed_addr constant [2 x i8] c"T\00"
@S.name = private unnamed_addr constant [2 x i8] c"S\00"

define void @main_6_1_1(<2 x float> %uv) #0 {
  %t = call target("spirv.Image", float, 1, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_0_0_1_0t(i32 0, i32 0, i32 1, i32 0, ptr @T.name)
  %s = call target("spirv.Sampler") @llvm.spv.resource.handlefrombinding.tspirv.Samplert(i32 0, i32 1, i32 1, i32 0, ptr @S.name)
  %a = call <4 x float> @llvm.spv.resource.sample.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) %t, target("spirv.Sampler") %s, <2 x float> %uv, <2 x i32> zeroinitializer)
  %b = call float @llvm.spv.resource.calculate.lod.f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) %t, target("spirv.Sampler") %s, <2 x float> %uv)
  ret void
}

define void @main_3_3_1(<2 x float> %uv) #1 {
  %t = call target("spirv.Image", float, 1, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_0_0_1_0t(i32 0, i32 0, i32 1, i32 0, ptr @T.name)
  %s = call target("spirv.Sampler") @llvm.spv.resource.handlefrombinding.tspirv.Samplert(i32 0, i32 1, i32 1, i32 0, ptr @S.name)
  %a = call <4 x float> @llvm.spv.resource.samplebias.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) %t, target("spirv.Sampler") %s, <2 x float> %uv, float 1.000000e+00, <2 x i32> zeroinitializer)
  %b = call float @llvm.spv.resource.samplecmp.f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) %t, target("spirv.Sampler") %s, <2 x float> %uv, float 5.000000e-01, <2 x i32> zeroinitializer)
  ret void
}

define void @main_8_1_1(<2 x float> %uv) #2 {
  %t = call target("spirv.Image", float, 1, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_0_0_1_0t(i32 0, i32 0, i32 1, i32 0, ptr @T.name)
  %s = call target("spirv.Sampler") @llvm.spv.resource.handlefrombinding.tspirv.Samplert(i32 0, i32 1, i32 1, i32 0, ptr @S.name)
  %a = call <4 x float> @llvm.spv.resource.sample.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) %t, target("spirv.Sampler") %s, <2 x float> %uv, <2 x i32> zeroinitializer)
  %b = call float @llvm.spv.resource.calculate.lod.f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) %t, target("spirv.Sampler") %s, <2 x float> %uv)
  ret void
}

define void @main_2_2_1(<2 x float> %uv) #3 {
  %t = call target("spirv.Image", float, 1, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_0_0_1_0t(i32 0, i32 0, i32 1, i32 0, ptr @T.name)
  %s = call target("spirv.Sampler") @llvm.spv.resource.handlefrombinding.tspirv.Samplert(i32 0, i32 1, i32 1, i32 0, ptr @S.name)
  %a = call <4 x float> @llvm.spv.resource.sample.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) %t, target("spirv.Sampler") %s, <2 x float> %uv, <2 x i32> zeroinitializer)
  %b = call float @llvm.spv.resource.calculate.lod.f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) %t, target("spirv.Sampler") %s, <2 x float> %uv)
  ret void
}

declare target("spirv.Image", float, 1, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_0_0_1_0t(i32, i32, i32, i32, ptr)
declare target("spirv.Sampler") @llvm.spv.resource.handlefrombinding.tspirv.Samplert(i32, i32, i32, i32, ptr)
declare <4 x float> @llvm.spv.resource.sample.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0), target("spirv.Sampler"), <2 x float>, <2 x i32>)
declare <4 x float> @llvm.spv.resource.samplebias.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0), target("spirv.Sampler"), <2 x float>, float, <2 x i32>)
declare float @llvm.spv.resource.samplecmp.f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0), target("spirv.Sampler"), <2 x float>, float, <2 x i32>)
declare float @llvm.spv.resource.calculate.lod.f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0), target("spirv.Sampler"), <2 x float>)
declare <4 x float> @llvm.spv.resource.samplelevel.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0), target("spirv.Sampler"), <2 x float>, float, <2 x i32>)
declare <4 x float> @llvm.spv.resource.samplegrad.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2f32.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0), target("spirv.Sampler"), <2 x float>, <2 x float>, <2 x float>, <2 x i32>)

attributes #0 = { "hlsl.shader"="compute" "hlsl.numthreads"="6,1,1" }
attributes #1 = { "hlsl.shader"="compute" "hlsl.numthreads"="3,3,1" }
attributes #2 = { "hlsl.shader"="compute" "hlsl.numthreads"="8,1,1" }
attributes #3 = { "hlsl.shader"="compute" "hlsl.numthreads"="2,2,1" }
