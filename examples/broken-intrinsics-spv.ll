; Texture intrinsic calls with mistakes that texel-verify-intrinsics reports, all
; at once: a gather on a 3D image, a 2D sample given a 3-component coordinate,
; a sample call missing its offset operand, and a load with a float coordinate.
target triple = "spirv-unknown-vulkan1.3-compute"

@Vol.name = private unnamed_addr constant [4 x i8] c"Vol\00"
@Tex.name = private unnamed_addr constant [4 x i8] c"Tex\00"
@Samp.name = private unnamed_addr constant [5 x i8] c"Samp\00"

define void @main() #0 {
entry:
  %vol = call target("spirv.Image", float, 2, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_2_2_0_0_1_0t(i32 0, i32 0, i32 1, i32 0, ptr @Vol.name)
  %tex = call target("spirv.Image", float, 1, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_0_0_1_0t(i32 0, i32 1, i32 1, i32 0, ptr @Tex.name)
  %samp = call target("spirv.Sampler") @llvm.spv.resource.handlefrombinding.tspirv.Samplert(i32 0, i32 2, i32 1, i32 0, ptr @Samp.name)
  %g = call <4 x float> @llvm.spv.resource.gather.v4f32.tspirv.Image_f32_2_2_0_0_1_0t.tspirv.Samplert.v3f32.v3i32(target("spirv.Image", float, 2, 2, 0, 0, 1, 0) %vol, target("spirv.Sampler") %samp, <3 x float> zeroinitializer, i32 0, <3 x i32> zeroinitializer)
  %s = call <4 x float> @llvm.spv.resource.samplelevel.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v3f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) %tex, target("spirv.Sampler") %samp, <3 x float> zeroinitializer, float 0.0, <2 x i32> zeroinitializer)
  %m = call <4 x float> @llvm.spv.resource.sample.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) %tex, target("spirv.Sampler") %samp, <2 x float> zeroinitializer)
  %l = call <4 x float> @llvm.spv.resource.load.level.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.v2f32.i32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) %tex, <2 x float> zeroinitializer, i32 0, <2 x i32> zeroinitializer)
  ret void
}

declare target("spirv.Image", float, 2, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_2_2_0_0_1_0t(i32, i32, i32, i32, ptr)
declare target("spirv.Image", float, 1, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_0_0_1_0t(i32, i32, i32, i32, ptr)
declare target("spirv.Sampler") @llvm.spv.resource.handlefrombinding.tspirv.Samplert(i32, i32, i32, i32, ptr)
declare <4 x float> @llvm.spv.resource.gather.v4f32.tspirv.Image_f32_2_2_0_0_1_0t.tspirv.Samplert.v3f32.v3i32(target("spirv.Image", float, 2, 2, 0, 0, 1, 0), target("spirv.Sampler"), <3 x float>, i32, <3 x i32>)
declare <4 x float> @llvm.spv.resource.samplelevel.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v3f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0), target("spirv.Sampler"), <3 x float>, float, <2 x i32>)
declare <4 x float> @llvm.spv.resource.sample.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0), target("spirv.Sampler"), <2 x float>)
declare <4 x float> @llvm.spv.resource.load.level.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.v2f32.i32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0), <2 x float>, i32, <2 x i32>)

attributes #0 = { "hlsl.numthreads"="8,1,1" "hlsl.shader"="compute" }
