; SPIRV.md, "Rules": a non-constant offset is an error on sample instructions
; ("non-constant offsets are not supported in sample instructions"), one
; diagnostic per call, whatever the sample flavour. It is not an error on a
; gather (Offset) or a fetch (added to the coordinate), nor is a constant one
; anywhere (%ok.*); the module is left unchanged.
;
; RUN: not %opt -load-pass-plugin=%plugin -passes=texel-spirv -disable-output %s 2>&1 | FileCheck %s --implicit-check-not=texel-spirv:
;
; Exactly these diagnostics, nothing else from texel-spirv:
; CHECK: error: texel-spirv: in function 'main': '%a = call <4 x float> @llvm.spv.resource.sample.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) %t, target("spirv.Sampler") %s, <2 x float> %uv, <2 x i32> %off)': 'sample' on a Texture2D<floatN>: non-constant offsets are not supported in sample instructions
; CHECK-NEXT: {{^}}texel-spirv: in function 'main': '%b = call <4 x float> @llvm.spv.resource.samplelevel.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) %t, target("spirv.Sampler") %s, <2 x float> %uv, float 0.000000e+00, <2 x i32> %off)': 'samplelevel' on a Texture2D<floatN>: non-constant offsets are not supported in sample instructions
; CHECK-NEXT: {{^}}texel-spirv: in function 'main': '%c = call <4 x float> @llvm.spv.resource.samplegrad.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2f32.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) %t, target("spirv.Sampler") %s, <2 x float> %uv, <2 x float> %uv, <2 x float> %uv, <2 x i32> %off.1)': 'samplegrad' on a Texture2D<floatN>: non-constant offsets are not supported in sample instructions
; CHECK-NEXT: {{^}}texel-spirv: in function 'main': '%d = call float @llvm.spv.resource.samplecmp.f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) %t, target("spirv.Sampler") %s, <2 x float> %uv, float 5.000000e-01, <2 x i32> %off)': 'samplecmp' on a Texture2D<floatN>: non-constant offsets are not supported in sample instructions
; CHECK-NEXT: {{^}}texel-spirv: in function 'main': '%e = call <4 x float> @llvm.spv.resource.samplebias.v4f32.tspirv.Image_f32_0_2_0_0_1_0t.tspirv.Samplert.f32.i32(target("spirv.Image", float, 0, 2, 0, 0, 1, 0) %t1, target("spirv.Sampler") %s, float %u, float 1.000000e+00, i32 %o1)': 'samplebias' on a Texture1D<floatN>: non-constant offsets are not supported in sample instructions

target triple = "spirv-unknown-vulkan1.3-pixel"

@T.name = private unnamed_addr constant [2 x i8] c"T\00"
@T1.name = private unnamed_addr constant [3 x i8] c"T1\00"
@S.name = private unnamed_addr constant [2 x i8] c"S\00"

define void @main(<2 x float> %uv, float %u, <2 x i32> %off, i32 %o1) #0 {
  %t = call target("spirv.Image", float, 1, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_0_0_1_0t(i32 0, i32 0, i32 1, i32 0, ptr @T.name)
  %t1 = call target("spirv.Image", float, 0, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_0_2_0_0_1_0t(i32 0, i32 1, i32 1, i32 0, ptr @T1.name)
  %s = call target("spirv.Sampler") @llvm.spv.resource.handlefrombinding.tspirv.Samplert(i32 0, i32 2, i32 1, i32 0, ptr @S.name)
  %off.1 = insertelement <2 x i32> <i32 1, i32 poison>, i32 %o1, i64 1
  %a = call <4 x float> @llvm.spv.resource.sample.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) %t, target("spirv.Sampler") %s, <2 x float> %uv, <2 x i32> %off)
  %b = call <4 x float> @llvm.spv.resource.samplelevel.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) %t, target("spirv.Sampler") %s, <2 x float> %uv, float 0.0, <2 x i32> %off)
  %c = call <4 x float> @llvm.spv.resource.samplegrad.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2f32.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) %t, target("spirv.Sampler") %s, <2 x float> %uv, <2 x float> %uv, <2 x float> %uv, <2 x i32> %off.1)
  %d = call float @llvm.spv.resource.samplecmp.f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) %t, target("spirv.Sampler") %s, <2 x float> %uv, float 0.5, <2 x i32> %off)
  %e = call <4 x float> @llvm.spv.resource.samplebias.v4f32.tspirv.Image_f32_0_2_0_0_1_0t.tspirv.Samplert.f32.i32(target("spirv.Image", float, 0, 2, 0, 0, 1, 0) %t1, target("spirv.Sampler") %s, float %u, float 1.0, i32 %o1)
  ; Not errors: a gather and a fetch with the dynamic offset, sampling with constant ones.
  %ok.gather = call <4 x float> @llvm.spv.resource.gather.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) %t, target("spirv.Sampler") %s, <2 x float> %uv, i32 0, <2 x i32> %off)
  %ok.load = call <4 x float> @llvm.spv.resource.load.level.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.v2i32.i32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) %t, <2 x i32> %off, i32 0, <2 x i32> %off)
  %ok.sample = call <4 x float> @llvm.spv.resource.sample.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) %t, target("spirv.Sampler") %s, <2 x float> %uv, <2 x i32> <i32 -8, i32 7>)
  %ok.bias = call <4 x float> @llvm.spv.resource.samplebias.v4f32.tspirv.Image_f32_0_2_0_0_1_0t.tspirv.Samplert.f32.i32(target("spirv.Image", float, 0, 2, 0, 0, 1, 0) %t1, target("spirv.Sampler") %s, float %u, float 1.0, i32 3)
  ret void
}

declare target("spirv.Image", float, 1, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_0_0_1_0t(i32, i32, i32, i32, ptr)
declare target("spirv.Image", float, 0, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_0_2_0_0_1_0t(i32, i32, i32, i32, ptr)
declare target("spirv.Sampler") @llvm.spv.resource.handlefrombinding.tspirv.Samplert(i32, i32, i32, i32, ptr)
declare <4 x float> @llvm.spv.resource.sample.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0), target("spirv.Sampler"), <2 x float>, <2 x i32>)
declare <4 x float> @llvm.spv.resource.samplelevel.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0), target("spirv.Sampler"), <2 x float>, float, <2 x i32>)
declare <4 x float> @llvm.spv.resource.samplegrad.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2f32.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0), target("spirv.Sampler"), <2 x float>, <2 x float>, <2 x float>, <2 x i32>)
declare float @llvm.spv.resource.samplecmp.f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0), target("spirv.Sampler"), <2 x float>, float, <2 x i32>)
declare <4 x float> @llvm.spv.resource.samplebias.v4f32.tspirv.Image_f32_0_2_0_0_1_0t.tspirv.Samplert.f32.i32(target("spirv.Image", float, 0, 2, 0, 0, 1, 0), target("spirv.Sampler"), float, float, i32)
declare <4 x float> @llvm.spv.resource.gather.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0), target("spirv.Sampler"), <2 x float>, i32, <2 x i32>)
declare <4 x float> @llvm.spv.resource.load.level.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.v2i32.i32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0), <2 x i32>, i32, <2 x i32>)

attributes #0 = { "hlsl.shader"="pixel" }
