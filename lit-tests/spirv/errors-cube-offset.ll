; SPIRV.md, "Rules": no offsets on Cube images. A constant nonzero offset on a
; TextureCube sample and a dynamic one on a TextureCubeArray gather are errors
; (the Cube rule is reported, not the dynamic-offset one); the zero offset the
; frontend always passes (%ok) is not.
;
; RUN: not %opt -load-pass-plugin=%plugin -passes=texel-spirv -disable-output %s 2>&1 | FileCheck %s --implicit-check-not=texel-spirv:
;
; CHECK: error: texel-spirv: in function 'main': '%a = call <4 x float> @llvm.spv.resource.samplelevel.v4f32.tspirv.Image_f32_3_2_0_0_1_0t.tspirv.Samplert.v3f32.v3i32(target("spirv.Image", float, 3, 2, 0, 0, 1, 0) %c, target("spirv.Sampler") %s, <3 x float> %uvw, float %lod, <3 x i32> <i32 1, i32 0, i32 0>)': 'samplelevel' on a TextureCube<floatN>: Cube images take no offsets, but the offset is not zero
; CHECK-NEXT: {{^}}texel-spirv: in function 'main': '%b = call <4 x float> @llvm.spv.resource.gather.v4f32.tspirv.Image_f32_3_2_1_0_1_0t.tspirv.Samplert.v4f32.v3i32(target("spirv.Image", float, 3, 2, 1, 0, 1, 0) %ca, target("spirv.Sampler") %s, <4 x float> %uvwa, i32 2, <3 x i32> %off)': 'gather' on a TextureCubeArray<floatN>: Cube images take no offsets, but the offset is not zero

target triple = "spirv-unknown-vulkan1.3-pixel"

@C.name = private unnamed_addr constant [2 x i8] c"C\00"
@CA.name = private unnamed_addr constant [3 x i8] c"CA\00"
@S.name = private unnamed_addr constant [2 x i8] c"S\00"

define void @main(<3 x float> %uvw, <4 x float> %uvwa, float %lod, <3 x i32> %off) #0 {
  %c = call target("spirv.Image", float, 3, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_3_2_0_0_1_0t(i32 0, i32 0, i32 1, i32 0, ptr @C.name)
  %ca = call target("spirv.Image", float, 3, 2, 1, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_3_2_1_0_1_0t(i32 0, i32 1, i32 1, i32 0, ptr @CA.name)
  %s = call target("spirv.Sampler") @llvm.spv.resource.handlefrombinding.tspirv.Samplert(i32 0, i32 2, i32 1, i32 0, ptr @S.name)
  %a = call <4 x float> @llvm.spv.resource.samplelevel.v4f32.tspirv.Image_f32_3_2_0_0_1_0t.tspirv.Samplert.v3f32.v3i32(target("spirv.Image", float, 3, 2, 0, 0, 1, 0) %c, target("spirv.Sampler") %s, <3 x float> %uvw, float %lod, <3 x i32> <i32 1, i32 0, i32 0>)
  %b = call <4 x float> @llvm.spv.resource.gather.v4f32.tspirv.Image_f32_3_2_1_0_1_0t.tspirv.Samplert.v4f32.v3i32(target("spirv.Image", float, 3, 2, 1, 0, 1, 0) %ca, target("spirv.Sampler") %s, <4 x float> %uvwa, i32 2, <3 x i32> %off)
  %ok = call <4 x float> @llvm.spv.resource.samplelevel.v4f32.tspirv.Image_f32_3_2_0_0_1_0t.tspirv.Samplert.v3f32.v3i32(target("spirv.Image", float, 3, 2, 0, 0, 1, 0) %c, target("spirv.Sampler") %s, <3 x float> %uvw, float %lod, <3 x i32> zeroinitializer)
  ret void
}

declare target("spirv.Image", float, 3, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_3_2_0_0_1_0t(i32, i32, i32, i32, ptr)
declare target("spirv.Image", float, 3, 2, 1, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_3_2_1_0_1_0t(i32, i32, i32, i32, ptr)
declare target("spirv.Sampler") @llvm.spv.resource.handlefrombinding.tspirv.Samplert(i32, i32, i32, i32, ptr)
declare <4 x float> @llvm.spv.resource.samplelevel.v4f32.tspirv.Image_f32_3_2_0_0_1_0t.tspirv.Samplert.v3f32.v3i32(target("spirv.Image", float, 3, 2, 0, 0, 1, 0), target("spirv.Sampler"), <3 x float>, float, <3 x i32>)
declare <4 x float> @llvm.spv.resource.gather.v4f32.tspirv.Image_f32_3_2_1_0_1_0t.tspirv.Samplert.v4f32.v3i32(target("spirv.Image", float, 3, 2, 1, 0, 1, 0), target("spirv.Sampler"), <4 x float>, i32, <3 x i32>)

attributes #0 = { "hlsl.shader"="pixel" }
