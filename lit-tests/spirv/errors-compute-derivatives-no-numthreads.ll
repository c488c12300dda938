; SPIRV.md, "Rules": implicit-LOD operations (Sample, SampleBias, SampleCmp,
; CalculateLOD) in a compute shader need derivative groups, which are chosen
; from the thread-group shape; an entry point without "hlsl.numthreads" has
; none, so every implicit-LOD call is an error. SampleLevel and SampleGrad
; (%ok.*) have explicit LODs and are fine.
;
; RUN: not %opt -load-pass-plugin=%plugin -passes=texel-spirv -disable-output %s 2>&1 | FileCheck %s --implicit-check-not=texel-spirv:
;
; CHECK: error: texel-spirv: in function 'main': '%a = call <4 x float> @llvm.spv.resource.sample.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) %t, target("spirv.Sampler") %s, <2 x float> %uv, <2 x i32> zeroinitializer)': 'sample' on a Texture2D<floatN>: implicit-LOD sampling in a compute shader needs a thread-group shape ("hlsl.numthreads") for compute-shader derivatives, and there is none
; CHECK-NEXT: {{^}}texel-spirv: in function 'main': '%b = call <4 x float> @llvm.spv.resource.samplebias.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) %t, target("spirv.Sampler") %s, <2 x float> %uv, float 1.000000e+00, <2 x i32> zeroinitializer)': 'samplebias' on a Texture2D<floatN>: implicit-LOD sampling in a compute shader needs a thread-group shape ("hlsl.numthreads") for compute-shader derivatives, and there is none
; CHECK-NEXT: {{^}}texel-spirv: in function 'main': '%c = call float @llvm.spv.resource.samplecmp.f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) %t, target("spirv.Sampler") %s, <2 x float> %uv, float 5.000000e-01, <2 x i32> zeroinitializer)': 'samplecmp' on a Texture2D<floatN>: implicit-LOD sampling in a compute shader needs a thread-group shape ("hlsl.numthreads") for compute-shader derivatives, and there is none
; CHECK-NEXT: {{^}}texel-spirv: in function 'main': '%d = call float @llvm.spv.resource.calculate.lod.f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) %t, target("spirv.Sampler") %s, <2 x float> %uv)': 'calculate.lod' on a Texture2D<floatN>: implicit-LOD sampling in a compute shader needs a thread-group shape ("hlsl.numthreads") for compute-shader derivatives, and there is none

target triple = "spirv-unknown-vulkan1.3-compute"

@T.name = private unnamed_addr constant [2 x i8] c"T\00"
@S.name = private unnamed_addr constant [2 x i8] c"S\00"

define void @main(<2 x float> %uv) #0 {
  %t = call target("spirv.Image", float, 1, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_0_0_1_0t(i32 0, i32 0, i32 1, i32 0, ptr @T.name)
  %s = call target("spirv.Sampler") @llvm.spv.resource.handlefrombinding.tspirv.Samplert(i32 0, i32 1, i32 1, i32 0, ptr @S.name)
  %a = call <4 x float> @llvm.spv.resource.sample.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) %t, target("spirv.Sampler") %s, <2 x float> %uv, <2 x i32> zeroinitializer)
  %b = call <4 x float> @llvm.spv.resource.samplebias.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) %t, target("spirv.Sampler") %s, <2 x float> %uv, float 1.000000e+00, <2 x i32> zeroinitializer)
  %c = call float @llvm.spv.resource.samplecmp.f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) %t, target("spirv.Sampler") %s, <2 x float> %uv, float 5.000000e-01, <2 x i32> zeroinitializer)
  %d = call float @llvm.spv.resource.calculate.lod.f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) %t, target("spirv.Sampler") %s, <2 x float> %uv)
  %ok.level = call <4 x float> @llvm.spv.resource.samplelevel.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) %t, target("spirv.Sampler") %s, <2 x float> %uv, float 0.000000e+00, <2 x i32> zeroinitializer)
  %ok.grad = call <4 x float> @llvm.spv.resource.samplegrad.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2f32.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) %t, target("spirv.Sampler") %s, <2 x float> %uv, <2 x float> %uv, <2 x float> %uv, <2 x i32> zeroinitializer)
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

attributes #0 = { "hlsl.shader"="compute" }
