; The same compute shader for Vulkan: a Texture2D<float4> read with SampleLevel
; and Load, its size queried, the sum written to an RWTexture2D<float4>, and the
; position of sample 1 of a 4-sample Texture2DMS — which Vulkan cannot query and
; texel emulates with the standard sample patterns.
target triple = "spirv-unknown-vulkan1.3-compute"

@Tex.name = private unnamed_addr constant [4 x i8] c"Tex\00"
@Samp.name = private unnamed_addr constant [5 x i8] c"Samp\00"
@Out.name = private unnamed_addr constant [4 x i8] c"Out\00"
@MS.name = private unnamed_addr constant [3 x i8] c"MS\00"

define void @main() #0 {
entry:
  %tex = call target("spirv.Image", float, 1, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_0_0_1_0t(i32 0, i32 0, i32 1, i32 0, ptr @Tex.name)
  %samp = call target("spirv.Sampler") @llvm.spv.resource.handlefrombinding.tspirv.Samplert(i32 0, i32 1, i32 1, i32 0, ptr @Samp.name)
  %out = call target("spirv.Image", float, 1, 2, 0, 0, 2, 1) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_0_0_2_1t(i32 0, i32 2, i32 1, i32 0, ptr @Out.name)
  %ms = call target("spirv.Image", float, 1, 2, 0, 1, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_0_1_1_0t(i32 0, i32 3, i32 1, i32 0, ptr @MS.name)
  %id = call i32 @llvm.spv.thread.id.i32(i32 0)
  %size = call <2 x i32> @llvm.spv.resource.getdimensions.xy(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) %tex)
  %sampled = call <4 x float> @llvm.spv.resource.samplelevel.v4f32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) %tex, target("spirv.Sampler") %samp, <2 x float> <float 0.25, float 0.75>, float 0.0, <2 x i32> zeroinitializer)
  %loaded = call <4 x float> @llvm.spv.resource.load.level.v4f32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) %tex, <2 x i32> <i32 1, i32 0>, i32 0, <2 x i32> <i32 -1, i32 0>)
  %position = call <2 x float> @llvm.spv.resource.texturesamplepos.v2f32(target("spirv.Image", float, 1, 2, 0, 1, 1, 0) %ms, i32 1)
  %sum = fadd <4 x float> %sampled, %loaded
  %p = shufflevector <2 x float> %position, <2 x float> zeroinitializer, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %total = fadd <4 x float> %sum, %p
  %width = extractelement <2 x i32> %size, i64 0
  %x = urem i32 %id, %width
  %xy = insertelement <2 x i32> zeroinitializer, i32 %x, i64 0
  call void @llvm.spv.resource.store.texture(target("spirv.Image", float, 1, 2, 0, 0, 2, 1) %out, <2 x i32> %xy, <4 x float> %total)
  ret void
}

declare target("spirv.Image", float, 1, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_0_0_1_0t(i32, i32, i32, i32, ptr)
declare target("spirv.Sampler") @llvm.spv.resource.handlefrombinding.tspirv.Samplert(i32, i32, i32, i32, ptr)
declare target("spirv.Image", float, 1, 2, 0, 0, 2, 1) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_0_0_2_1t(i32, i32, i32, i32, ptr)
declare target("spirv.Image", float, 1, 2, 0, 1, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_0_1_1_0t(i32, i32, i32, i32, ptr)
declare i32 @llvm.spv.thread.id.i32(i32)
declare <2 x i32> @llvm.spv.resource.getdimensions.xy(target("spirv.Image", float, 1, 2, 0, 0, 1, 0))
declare <4 x float> @llvm.spv.resource.samplelevel.v4f32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0), target("spirv.Sampler"), <2 x float>, float, <2 x i32>)
declare <4 x float> @llvm.spv.resource.load.level.v4f32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0), <2 x i32>, i32, <2 x i32>)
declare <2 x float> @llvm.spv.resource.texturesamplepos.v2f32(target("spirv.Image", float, 1, 2, 0, 1, 1, 0), i32)
declare void @llvm.spv.resource.store.texture(target("spirv.Image", float, 1, 2, 0, 0, 2, 1), <2 x i32>, <4 x float>)

attributes #0 = { "hlsl.numthreads"="8,1,1" "hlsl.shader"="compute" }
