; NonUniformResourceIndex on an array of textures. Vulkan: when the descriptor
; an image instruction accesses is not dynamically uniform, the resource operand
; of that instruction -- for sampling, the sampled image -- must be decorated
; NonUniform, and sampling from an array of sampled images with a non-uniform
; index needs capabilities ShaderNonUniform and
; SampledImageArrayNonUniformIndexing (SPV_EXT_descriptor_indexing below SPIR-V
; 1.5, as here). DXC decorates the access chain, the loaded image and the
; sampled image. SPIRV.md does not say how the marker ABI carries
; non-uniformity, so the IR check leaves the marker name open after the image
; binding.
;
; Source (HLSL):
;   [[vk::binding(0, 0)]] Buffer<uint> Indices;
;   [[vk::binding(1, 0)]] Texture2D<float4> Textures[8];
;   [[vk::binding(3, 0)]] SamplerState Samp;
;   [[vk::binding(4, 0)]] RWBuffer<float4> Out;
;   Out[0] = Textures[NonUniformResourceIndex(Indices[0])].Sample(Samp, float2(0.25, 0.75));
;
; RUN: %opt -load-pass-plugin=%plugin -passes=texel-spirv -S %s | FileCheck %s --check-prefix=IR
; RUN: %texel emit-spirv %s -o %t.spv
; RUN: %spirv-val --target-env vulkan1.3 %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s --check-prefix=SPIRV
; RUN: %spirv-dis %t.spv | FileCheck %s --check-prefix=ABSENT

; IR-LABEL: define void @main()
; IR: %i = load i32, ptr addrspace(11) %i.ptr, align 4
; IR: %s = call <4 x float> @texel.spv.sample_implicit_lod.f32_1_2_0_0_1_0.i0_1_8{{[^(]*}}(i32 %i, i32 0, <2 x float> <float 2.500000e-01, float 7.500000e-01>)
; IR-NOT: spirv.Sampler

; SPIRV-DAG: OpCapability ShaderNonUniform{{(EXT)?$}}
; SPIRV-DAG: OpCapability SampledImageArrayNonUniformIndexing{{(EXT)?$}}
; (SPIR-V 1.6 has RuntimeDescriptorArray in core: no SPV_EXT_descriptor_indexing.)
; SPIRV: OpMemoryModel Logical GLSL450
; SPIRV-DAG: OpDecorate %[[TEXTURES:[A-Za-z0-9_]+]] Binding 1{{$}}
; SPIRV-DAG: OpDecorate %[[TEXTURES]] DescriptorSet 0{{$}}
; SPIRV-DAG: OpDecorate %[[SAMP:[A-Za-z0-9_]+]] Binding 3{{$}}
; SPIRV-DAG: OpDecorate %[[SAMP]] DescriptorSet 0{{$}}
; SPIRV-DAG: OpDecorate %[[SI:[0-9]+]] NonUniform{{(EXT)?$}}
; SPIRV-DAG: %[[FLOAT:[A-Za-z0-9_]+]] = OpTypeFloat 32{{$}}
; SPIRV-DAG: %[[UINT:[A-Za-z0-9_]+]] = OpTypeInt 32 0{{$}}
; SPIRV-DAG: %[[V4FLOAT:[A-Za-z0-9_]+]] = OpTypeVector %[[FLOAT]] 4{{$}}
; SPIRV-DAG: %[[IMG:[A-Za-z0-9_]+]] = OpTypeImage %[[FLOAT]] 2D 2 0 0 1 Unknown{{$}}
; SPIRV-DAG: %[[SAMPLER:[A-Za-z0-9_]+]] = OpTypeSampler{{$}}
; SPIRV-DAG: %[[SIMG:[A-Za-z0-9_]+]] = OpTypeSampledImage %[[IMG]]{{$}}
; SPIRV-DAG: %[[UINT_8:[A-Za-z0-9_]+]] = OpConstant %[[UINT]] 8{{$}}
; SPIRV-DAG: %[[ARR:[A-Za-z0-9_]+]] = OpTypeArray %[[IMG]] %[[UINT_8]]{{$}}
; SPIRV-DAG: %[[PTR_ARR:[A-Za-z0-9_]+]] = OpTypePointer UniformConstant %[[ARR]]{{$}}
; SPIRV-DAG: %[[PTR_IMG:[A-Za-z0-9_]+]] = OpTypePointer UniformConstant %[[IMG]]{{$}}
; SPIRV-DAG: %[[PTR_SAMPLER:[A-Za-z0-9_]+]] = OpTypePointer UniformConstant %[[SAMPLER]]{{$}}
; SPIRV-DAG: %[[TEXTURES]] = OpVariable %[[PTR_ARR]] UniformConstant{{$}}
; SPIRV-DAG: %[[SAMP]] = OpVariable %[[PTR_SAMPLER]] UniformConstant{{$}}
; SPIRV-LABEL: %main = OpFunction
; SPIRV: %[[I:[0-9]+]] = OpImageFetch %{{[A-Za-z0-9_]+}} %{{[0-9]+}} %{{[A-Za-z0-9_]+}}
; SPIRV: %[[AC:[0-9]+]] = OpAccessChain %[[PTR_IMG]] %[[TEXTURES]] %{{[0-9]+}}{{$}}
; SPIRV-NEXT: %[[IMAGE:[0-9]+]] = OpLoad %[[IMG]] %[[AC]]{{$}}
; SPIRV-NEXT: %[[SAMPLER_VALUE:[0-9]+]] = OpLoad %[[SAMPLER]] %[[SAMP]]{{$}}
; SPIRV-NEXT: %[[SI]] = OpSampledImage %[[SIMG]] %[[IMAGE]] %[[SAMPLER_VALUE]]{{$}}
; SPIRV-NEXT: %{{[0-9]+}} = OpImageSampleImplicitLod %[[V4FLOAT]] %[[SI]] %{{[A-Za-z0-9_]+}}{{$}}

; ABSENT-NOT: OpCapability Linkage
; ABSENT-NOT: LinkageAttributes
; ABSENT-NOT: OpCapability Int8
; ABSENT-NOT: texel.spv
; ABSENT-NOT: nonuniformindex

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G10"
target triple = "spirv-unknown-vulkan1.3-pixel"

@Indices.name = private unnamed_addr constant [8 x i8] c"Indices\00"
@Textures.name = private unnamed_addr constant [9 x i8] c"Textures\00"
@Samp.name = private unnamed_addr constant [5 x i8] c"Samp\00"
@Out.name = private unnamed_addr constant [4 x i8] c"Out\00"

define void @main() #0 {
entry:
  %indices = call target("spirv.Image", i32, 5, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_i32_5_2_0_0_1_0t(i32 0, i32 0, i32 1, i32 0, ptr @Indices.name)
  %i.ptr = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_i32_5_2_0_0_1_0t(target("spirv.Image", i32, 5, 2, 0, 0, 1, 0) %indices, i32 0)
  %i = load i32, ptr addrspace(11) %i.ptr, align 4
  %nu = call i32 @llvm.spv.resource.nonuniformindex(i32 %i)
  %Textures = call target("spirv.Image", float, 1, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_0_0_1_0t(i32 0, i32 1, i32 8, i32 %nu, ptr @Textures.name)
  %Samp = call target("spirv.Sampler") @llvm.spv.resource.handlefrombinding.tspirv.Samplert(i32 0, i32 3, i32 1, i32 0, ptr @Samp.name)
  %out = call target("spirv.Image", float, 5, 2, 0, 0, 2, 1) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_2_1t(i32 0, i32 4, i32 1, i32 0, ptr @Out.name)
  %s = call <4 x float> @llvm.spv.resource.sample.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) %Textures, target("spirv.Sampler") %Samp, <2 x float> <float 2.500000e-01, float 7.500000e-01>, <2 x i32> zeroinitializer)
  %o = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_1t(target("spirv.Image", float, 5, 2, 0, 0, 2, 1) %out, i32 0)
  store <4 x float> %s, ptr addrspace(11) %o, align 16
  ret void
}

declare i32 @llvm.spv.resource.nonuniformindex(i32) #2
declare target("spirv.Image", i32, 5, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_i32_5_2_0_0_1_0t(i32, i32, i32, i32, ptr) #2
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_i32_5_2_0_0_1_0t(target("spirv.Image", i32, 5, 2, 0, 0, 1, 0), i32) #2
declare target("spirv.Image", float, 1, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_0_0_1_0t(i32, i32, i32, i32, ptr) #2
declare target("spirv.Sampler") @llvm.spv.resource.handlefrombinding.tspirv.Samplert(i32, i32, i32, i32, ptr) #2
declare target("spirv.Image", float, 5, 2, 0, 0, 2, 1) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_2_1t(i32, i32, i32, i32, ptr) #2
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_1t(target("spirv.Image", float, 5, 2, 0, 0, 2, 1), i32) #2
declare <4 x float> @llvm.spv.resource.sample.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0), target("spirv.Sampler"), <2 x float>, <2 x i32>) #1

attributes #0 = { "hlsl.shader"="pixel" }
attributes #1 = { convergent nocallback nofree nosync nounwind willreturn memory(read) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(none) }
