; A compute shader after clang-style code generation for DXIL: it reads a
; Texture2D<float4> with SampleLevel and Load, queries its size and writes the
; result to an RWTexture2D<float4>. Every texture intrinsic here is well formed.
target triple = "dxil-pc-shadermodel6.6-compute"

@Tex.name = private unnamed_addr constant [4 x i8] c"Tex\00"
@Samp.name = private unnamed_addr constant [5 x i8] c"Samp\00"
@Out.name = private unnamed_addr constant [4 x i8] c"Out\00"

define void @main() #0 {
entry:
  %tex = call target("dx.Texture", <4 x float>, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_2t(i32 0, i32 0, i32 1, i32 0, ptr @Tex.name)
  %samp = call target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32 0, i32 0, i32 1, i32 0, ptr @Samp.name)
  %out = call target("dx.Texture", <4 x float>, 1, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_1_0_0_2t(i32 0, i32 0, i32 1, i32 0, ptr @Out.name)
  %id = call i32 @llvm.dx.thread.id(i32 0)
  %size = call <2 x i32> @llvm.dx.resource.getdimensions.xy.tdx.Texture_v4f32_0_0_0_2t(target("dx.Texture", <4 x float>, 0, 0, 0, 2) %tex)
  %sampled = call <4 x float> @llvm.dx.resource.samplelevel.v4f32.tdx.Texture_v4f32_0_0_0_2t.tdx.Sampler_0t.v2f32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 2) %tex, target("dx.Sampler", 0) %samp, <2 x float> <float 0.25, float 0.75>, float 0.0, <2 x i32> zeroinitializer)
  %loaded = call <4 x float> @llvm.dx.resource.load.level.v4f32.tdx.Texture_v4f32_0_0_0_2t.v2i32.i32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 2) %tex, <2 x i32> <i32 1, i32 0>, i32 0, <2 x i32> <i32 -1, i32 0>)
  %sum = fadd <4 x float> %sampled, %loaded
  %x = insertelement <2 x i32> poison, i32 %id, i64 0
  %pos = insertelement <2 x i32> %x, i32 0, i64 1
  call void @llvm.dx.resource.store.texture.tdx.Texture_v4f32_1_0_0_2t.v2i32.v4f32(target("dx.Texture", <4 x float>, 1, 0, 0, 2) %out, <2 x i32> %pos, <4 x float> %sum)
  ret void
}

declare target("dx.Texture", <4 x float>, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_2t(i32, i32, i32, i32, ptr)
declare target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32, i32, i32, i32, ptr)
declare target("dx.Texture", <4 x float>, 1, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_1_0_0_2t(i32, i32, i32, i32, ptr)
declare i32 @llvm.dx.thread.id(i32)
declare <2 x i32> @llvm.dx.resource.getdimensions.xy.tdx.Texture_v4f32_0_0_0_2t(target("dx.Texture", <4 x float>, 0, 0, 0, 2))
declare <4 x float> @llvm.dx.resource.samplelevel.v4f32.tdx.Texture_v4f32_0_0_0_2t.tdx.Sampler_0t.v2f32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 2), target("dx.Sampler", 0), <2 x float>, float, <2 x i32>)
declare <4 x float> @llvm.dx.resource.load.level.v4f32.tdx.Texture_v4f32_0_0_0_2t.v2i32.i32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 2), <2 x i32>, i32, <2 x i32>)
declare void @llvm.dx.resource.store.texture.tdx.Texture_v4f32_1_0_0_2t.v2i32.v4f32(target("dx.Texture", <4 x float>, 1, 0, 0, 2), <2 x i32>, <4 x float>)

attributes #0 = { "hlsl.numthreads"="8,1,1" "hlsl.shader"="compute" }
