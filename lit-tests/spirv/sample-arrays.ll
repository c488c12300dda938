; Resource arrays: a fixed array (Textures[4], binding text i0_1_4) and a
; runtime array (Bindless[], i0_3_r) of images, and an array of samplers
; (s0_2_2). The marker carries the array index as its image / sampler index
; argument; the finalizer declares OpTypeArray / OpTypeRuntimeArray variables
; and loads through OpAccessChain. A runtime array needs
; RuntimeDescriptorArray (and, below SPIR-V 1.5, SPV_EXT_descriptor_indexing).
; Single shares OpTypeImage with the arrays' element (an image type is declared
; once).
;
; Source (HLSL):
;   [[vk::binding(1, 0)]] Texture2D<float4> Textures[4];
;   [[vk::binding(3, 0)]] Texture2D<float4> Bindless[];
;   [[vk::binding(4, 0)]] Texture2D<float> Single;
;   [[vk::binding(2, 0)]] SamplerState Samps[2];
;   [[vk::binding(0, 1)]] SamplerState Samp;
;   [[vk::binding(20, 0)]] RWBuffer<float4> Out;
;   [[vk::binding(21, 0)]] RWBuffer<float> OutF;
;   void main() /* pixel shader */ {
;     ... each call below, its result stored to the next element of Out*
;   }
;
; RUN: %opt -load-pass-plugin=%plugin -passes=texel-spirv -S %s | FileCheck %s --check-prefix=IR
; RUN: %texel emit-spirv %s -o %t.spv
; RUN: %spirv-val --target-env vulkan1.3 %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s --check-prefix=SPIRV
; RUN: %spirv-dis %t.spv | FileCheck %s --check-prefix=ABSENT

; texel-spirv: image and sampler handles are gone; each call is a marker
; call (image index, sampler index, operands, image operands in mask-bit
; order) and the conversion to the intrinsic's result type.
; IR-LABEL: define void @main()
; IR-NEXT: entry:
; IR-NEXT: %out = call target("spirv.Image", float, 5, 2, 0, 0, 2, 1) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_2_1t(i32 0, i32 20, i32 1, i32 0, ptr @Out.name)
; IR-NEXT: %outf = call target("spirv.Image", float, 5, 2, 0, 0, 2, 3) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_2_3t(i32 0, i32 21, i32 1, i32 0, ptr @OutF.name)
; IR-NEXT: %s = call <4 x float> @texel.spv.sample_implicit_lod.f32_1_2_0_0_1_0.i0_1_4.s0_2_2.m0(i32 2, i32 1, <2 x float> <float 2.500000e-01, float 7.500000e-01>)
; IR: %sl = call <4 x float> @texel.spv.sample_explicit_lod.f32_1_2_0_0_1_0.i0_3_r.s0_2_2.m2(i32 7, i32 1, <2 x float> <float 2.500000e-01, float 7.500000e-01>, float 2.500000e+00)
; IR: %sb = call <4 x float> @texel.spv.sample_implicit_lod.f32_1_2_0_0_1_0.i0_1_4.s1_0_0.m1(i32 2, i32 0, <2 x float> <float 2.500000e-01, float 7.500000e-01>, float 1.500000e+00)
; IR: %g = call <4 x float> @texel.spv.gather.f32_1_2_0_0_1_0.i0_3_r.s1_0_0.m0(i32 7, i32 0, <2 x float> <float 2.500000e-01, float 7.500000e-01>, i32 3)
; IR: [[M_F:%.*]] = call <4 x float> @texel.spv.sample_explicit_lod.f32_1_2_0_0_1_0.i0_4_0.s0_2_2.m2(i32 0, i32 1, <2 x float> <float 2.500000e-01, float 7.500000e-01>, float 2.500000e+00)
; IR-NEXT: %f = extractelement <4 x float> [[M_F]], i32 0
; IR: ret void
; IR-DAG: declare <4 x float> @texel.spv.sample_implicit_lod.f32_1_2_0_0_1_0.i0_1_4.s0_2_2.m0(i32, i32, <2 x float>) #[[CONVERGENT:[0-9]+]]
; IR-DAG: declare <4 x float> @texel.spv.sample_explicit_lod.f32_1_2_0_0_1_0.i0_3_r.s0_2_2.m2(i32, i32, <2 x float>, float) #[[PLAIN:[0-9]+]]
; IR-DAG: declare <4 x float> @texel.spv.sample_implicit_lod.f32_1_2_0_0_1_0.i0_1_4.s1_0_0.m1(i32, i32, <2 x float>, float) #[[CONVERGENT]]
; IR-DAG: declare <4 x float> @texel.spv.gather.f32_1_2_0_0_1_0.i0_3_r.s1_0_0.m0(i32, i32, <2 x float>, i32) #[[PLAIN]]
; IR-DAG: declare <4 x float> @texel.spv.sample_explicit_lod.f32_1_2_0_0_1_0.i0_4_0.s0_2_2.m2(i32, i32, <2 x float>, float) #[[PLAIN]]
; IR-DAG: attributes #[[CONVERGENT]] = { convergent nounwind }
; IR-DAG: attributes #[[PLAIN]] = { nounwind }

; SPIR-V: one UniformConstant variable per binding; each operation loads the
; image and the sampler and builds a fresh OpSampledImage right before the
; image instruction.
; SPIRV-DAG: OpCapability Shader
; SPIRV-DAG: OpCapability RuntimeDescriptorArray
; (SPIR-V 1.6 has RuntimeDescriptorArray in core: no SPV_EXT_descriptor_indexing.)
; SPIRV: OpMemoryModel Logical GLSL450
; SPIRV: OpEntryPoint Fragment %main "main"
; SPIRV-DAG: OpExecutionMode %main OriginUpperLeft
; SPIRV-DAG: OpDecorate %[[TEXTURES:[A-Za-z0-9_]+]] Binding 1{{$}}
; SPIRV-DAG: OpDecorate %[[TEXTURES]] DescriptorSet 0{{$}}
; SPIRV-DAG: OpDecorate %[[BINDLESS:[A-Za-z0-9_]+]] Binding 3{{$}}
; SPIRV-DAG: OpDecorate %[[BINDLESS]] DescriptorSet 0{{$}}
; SPIRV-DAG: OpDecorate %[[SINGLE:[A-Za-z0-9_]+]] Binding 4{{$}}
; SPIRV-DAG: OpDecorate %[[SINGLE]] DescriptorSet 0{{$}}
; SPIRV-DAG: OpDecorate %[[SAMPS:[A-Za-z0-9_]+]] Binding 2{{$}}
; SPIRV-DAG: OpDecorate %[[SAMPS]] DescriptorSet 0{{$}}
; SPIRV-DAG: OpDecorate %[[SAMP:[A-Za-z0-9_]+]] Binding 0{{$}}
; SPIRV-DAG: OpDecorate %[[SAMP]] DescriptorSet 1{{$}}
; SPIRV-DAG: %[[FLOAT:[A-Za-z0-9_]+]] = OpTypeFloat 32{{$}}
; SPIRV-DAG: %[[UINT:[A-Za-z0-9_]+]] = OpTypeInt 32 0{{$}}
; SPIRV-DAG: %[[V2FLOAT:[A-Za-z0-9_]+]] = OpTypeVector %[[FLOAT]] 2{{$}}
; SPIRV-DAG: %[[V4FLOAT:[A-Za-z0-9_]+]] = OpTypeVector %[[FLOAT]] 4{{$}}
; SPIRV-DAG: %[[IMG_0:[A-Za-z0-9_]+]] = OpTypeImage %[[FLOAT]] 2D 2 0 0 1 Unknown{{$}}
; SPIRV-DAG: %[[SAMPLER:[A-Za-z0-9_]+]] = OpTypeSampler{{$}}
; SPIRV-DAG: %[[SI_IMG_0:[A-Za-z0-9_]+]] = OpTypeSampledImage %[[IMG_0]]{{$}}
; SPIRV-DAG: %[[PTR_IMG_0:[A-Za-z0-9_]+]] = OpTypePointer UniformConstant %[[IMG_0]]{{$}}
; SPIRV-DAG: %[[PTR_SAMPLER:[A-Za-z0-9_]+]] = OpTypePointer UniformConstant %[[SAMPLER]]{{$}}
; SPIRV-DAG: %[[BIAS:[A-Za-z0-9_]+]] = OpConstant %[[FLOAT]] 1.5{{$}}
; SPIRV-DAG: %[[F_0_25:[A-Za-z0-9_]+]] = OpConstant %[[FLOAT]] 0.25{{$}}
; SPIRV-DAG: %[[F_0_75:[A-Za-z0-9_]+]] = OpConstant %[[FLOAT]] 0.75{{$}}
; SPIRV-DAG: %[[LOD:[A-Za-z0-9_]+]] = OpConstant %[[FLOAT]] 2.5{{$}}
; SPIRV-DAG: %[[UINT_0:[A-Za-z0-9_]+]] = OpConstant %[[UINT]] 0{{$}}
; SPIRV-DAG: %[[UINT_1:[A-Za-z0-9_]+]] = OpConstant %[[UINT]] 1{{$}}
; SPIRV-DAG: %[[UINT_2:[A-Za-z0-9_]+]] = OpConstant %[[UINT]] 2{{$}}
; SPIRV-DAG: %[[UINT_3:[A-Za-z0-9_]+]] = OpConstant %[[UINT]] 3{{$}}
; SPIRV-DAG: %[[UINT_4:[A-Za-z0-9_]+]] = OpConstant %[[UINT]] 4{{$}}
; SPIRV-DAG: %[[UINT_7:[A-Za-z0-9_]+]] = OpConstant %[[UINT]] 7{{$}}
; SPIRV-DAG: %[[COORD2:[A-Za-z0-9_]+]] = OpConstantComposite %[[V2FLOAT]] %[[F_0_25]] %[[F_0_75]]{{$}}
; SPIRV-DAG: %[[ARR_TEXTURES:[A-Za-z0-9_]+]] = OpTypeArray %[[IMG_0]] %[[UINT_4]]{{$}}
; SPIRV-DAG: %[[PTR_ARR_TEXTURES:[A-Za-z0-9_]+]] = OpTypePointer UniformConstant %[[ARR_TEXTURES]]{{$}}
; SPIRV-DAG: %[[TEXTURES]] = OpVariable %[[PTR_ARR_TEXTURES]] UniformConstant{{$}}
; SPIRV-DAG: %[[ARR_BINDLESS:[A-Za-z0-9_]+]] = OpTypeRuntimeArray %[[IMG_0]]{{$}}
; SPIRV-DAG: %[[PTR_ARR_BINDLESS:[A-Za-z0-9_]+]] = OpTypePointer UniformConstant %[[ARR_BINDLESS]]{{$}}
; SPIRV-DAG: %[[BINDLESS]] = OpVariable %[[PTR_ARR_BINDLESS]] UniformConstant{{$}}
; SPIRV-DAG: %[[SINGLE]] = OpVariable %[[PTR_IMG_0]] UniformConstant{{$}}
; SPIRV-DAG: %[[ARR_SAMPS:[A-Za-z0-9_]+]] = OpTypeArray %[[SAMPLER]] %[[UINT_2]]{{$}}
; SPIRV-DAG: %[[PTR_ARR_SAMPS:[A-Za-z0-9_]+]] = OpTypePointer UniformConstant %[[ARR_SAMPS]]{{$}}
; SPIRV-DAG: %[[SAMPS]] = OpVariable %[[PTR_ARR_SAMPS]] UniformConstant{{$}}
; SPIRV-DAG: %[[SAMP]] = OpVariable %[[PTR_SAMPLER]] UniformConstant{{$}}
; SPIRV-LABEL: %main = OpFunction
; Textures[2].Sample(Samps[1], uv)
; SPIRV: %[[ACI_S:[0-9]+]] = OpAccessChain %[[PTR_IMG_0]] %[[TEXTURES]] %[[UINT_2]]{{$}}
; SPIRV-NEXT: %[[I_S:[0-9]+]] = OpLoad %[[IMG_0]] %[[ACI_S]]{{$}}
; SPIRV-NEXT: %[[ACS_S:[0-9]+]] = OpAccessChain %[[PTR_SAMPLER]] %[[SAMPS]] %[[UINT_1]]{{$}}
; SPIRV-NEXT: %[[S_S:[0-9]+]] = OpLoad %[[SAMPLER]] %[[ACS_S]]{{$}}
; SPIRV-NEXT: %[[SI_S:[0-9]+]] = OpSampledImage %[[SI_IMG_0]] %[[I_S]] %[[S_S]]{{$}}
; SPIRV-NEXT: %[[R_S:[0-9]+]] = OpImageSampleImplicitLod %[[V4FLOAT]] %[[SI_S]] %[[COORD2]]{{$}}
; SPIRV: OpImageWrite %{{[0-9]+}} %[[UINT_0]] %[[R_S]]
; Bindless[7].SampleLevel(Samps[1], uv, lod)
; SPIRV: %[[ACI_SL:[0-9]+]] = OpAccessChain %[[PTR_IMG_0]] %[[BINDLESS]] %[[UINT_7]]{{$}}
; SPIRV-NEXT: %[[I_SL:[0-9]+]] = OpLoad %[[IMG_0]] %[[ACI_SL]]{{$}}
; SPIRV-NEXT: %[[ACS_SL:[0-9]+]] = OpAccessChain %[[PTR_SAMPLER]] %[[SAMPS]] %[[UINT_1]]{{$}}
; SPIRV-NEXT: %[[S_SL:[0-9]+]] = OpLoad %[[SAMPLER]] %[[ACS_SL]]{{$}}
; SPIRV-NEXT: %[[SI_SL:[0-9]+]] = OpSampledImage %[[SI_IMG_0]] %[[I_SL]] %[[S_SL]]{{$}}
; SPIRV-NEXT: %[[R_SL:[0-9]+]] = OpImageSampleExplicitLod %[[V4FLOAT]] %[[SI_SL]] %[[COORD2]] Lod %[[LOD]]{{$}}
; SPIRV: OpImageWrite %{{[0-9]+}} %[[UINT_1]] %[[R_SL]]
; Textures[2].SampleBias(Samp, uv, bias)
; SPIRV: %[[ACI_SB:[0-9]+]] = OpAccessChain %[[PTR_IMG_0]] %[[TEXTURES]] %[[UINT_2]]{{$}}
; SPIRV-NEXT: %[[I_SB:[0-9]+]] = OpLoad %[[IMG_0]] %[[ACI_SB]]{{$}}
; SPIRV-NEXT: %[[S_SB:[0-9]+]] = OpLoad %[[SAMPLER]] %[[SAMP]]{{$}}
; SPIRV-NEXT: %[[SI_SB:[0-9]+]] = OpSampledImage %[[SI_IMG_0]] %[[I_SB]] %[[S_SB]]{{$}}
; SPIRV-NEXT: %[[R_SB:[0-9]+]] = OpImageSampleImplicitLod %[[V4FLOAT]] %[[SI_SB]] %[[COORD2]] Bias %[[BIAS]]{{$}}
; SPIRV: OpImageWrite %{{[0-9]+}} %[[UINT_2]] %[[R_SB]]
; Bindless[7].GatherAlpha(Samp, uv)
; SPIRV: %[[ACI_G:[0-9]+]] = OpAccessChain %[[PTR_IMG_0]] %[[BINDLESS]] %[[UINT_7]]{{$}}
; SPIRV-NEXT: %[[I_G:[0-9]+]] = OpLoad %[[IMG_0]] %[[ACI_G]]{{$}}
; SPIRV-NEXT: %[[S_G:[0-9]+]] = OpLoad %[[SAMPLER]] %[[SAMP]]{{$}}
; SPIRV-NEXT: %[[SI_G:[0-9]+]] = OpSampledImage %[[SI_IMG_0]] %[[I_G]] %[[S_G]]{{$}}
; SPIRV-NEXT: %[[R_G:[0-9]+]] = OpImageGather %[[V4FLOAT]] %[[SI_G]] %[[COORD2]] %[[UINT_3]]{{$}}
; SPIRV: OpImageWrite %{{[0-9]+}} %[[UINT_3]] %[[R_G]]
; Single.SampleLevel(Samps[1], uv, lod)
; SPIRV: %[[I_F:[0-9]+]] = OpLoad %[[IMG_0]] %[[SINGLE]]{{$}}
; SPIRV-NEXT: %[[ACS_F:[0-9]+]] = OpAccessChain %[[PTR_SAMPLER]] %[[SAMPS]] %[[UINT_1]]{{$}}
; SPIRV-NEXT: %[[S_F:[0-9]+]] = OpLoad %[[SAMPLER]] %[[ACS_F]]{{$}}
; SPIRV-NEXT: %[[SI_F:[0-9]+]] = OpSampledImage %[[SI_IMG_0]] %[[I_F]] %[[S_F]]{{$}}
; SPIRV-NEXT: %[[R_F:[0-9]+]] = OpImageSampleExplicitLod %[[V4FLOAT]] %[[SI_F]] %[[COORD2]] Lod %[[LOD]]{{$}}
; SPIRV: %[[V_F:[0-9]+]] = OpCompositeExtract %[[FLOAT]] %[[R_F]] 0{{$}}
; SPIRV: OpImageWrite %{{[0-9]+}} %[[UINT_0]] %[[V_F]]
; SPIRV: OpReturn
; SPIRV-NEXT: OpFunctionEnd

; Nowhere in the module: the marker imports and what only they needed
; (Linkage, Int8 for the name strings), and capabilities, extensions and
; modes nothing here needs.
; ABSENT-NOT: OpCapability Linkage
; ABSENT-NOT: LinkageAttributes
; ABSENT-NOT: OpCapability Int8
; ABSENT-NOT: texel.spv
; ABSENT-NOT: OpCapability ImageGatherExtended
; ABSENT-NOT: OpCapability MinLod
; ABSENT-NOT: DerivativeGroup
; ABSENT-NOT: compute_shader_derivatives

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G10"
target triple = "spirv-unknown-vulkan1.3-pixel"

@Textures.name = private unnamed_addr constant [9 x i8] c"Textures\00"
@Bindless.name = private unnamed_addr constant [9 x i8] c"Bindless\00"
@Single.name = private unnamed_addr constant [7 x i8] c"Single\00"
@Samps.name = private unnamed_addr constant [6 x i8] c"Samps\00"
@Samp.name = private unnamed_addr constant [5 x i8] c"Samp\00"
@Out.name = private unnamed_addr constant [4 x i8] c"Out\00"
@OutF.name = private unnamed_addr constant [5 x i8] c"OutF\00"

define void @main() #0 {
entry:
  %Textures = call target("spirv.Image", float, 1, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_0_0_1_0t(i32 0, i32 1, i32 4, i32 2, ptr @Textures.name)
  %Bindless = call target("spirv.Image", float, 1, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_0_0_1_0t(i32 0, i32 3, i32 -1, i32 7, ptr @Bindless.name)
  %Single = call target("spirv.Image", float, 1, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_0_0_1_0t(i32 0, i32 4, i32 1, i32 0, ptr @Single.name)
  %Samps = call target("spirv.Sampler") @llvm.spv.resource.handlefrombinding.tspirv.Samplert(i32 0, i32 2, i32 2, i32 1, ptr @Samps.name)
  %Samp = call target("spirv.Sampler") @llvm.spv.resource.handlefrombinding.tspirv.Samplert(i32 1, i32 0, i32 1, i32 0, ptr @Samp.name)
  %out = call target("spirv.Image", float, 5, 2, 0, 0, 2, 1) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_2_1t(i32 0, i32 20, i32 1, i32 0, ptr @Out.name)
  %outf = call target("spirv.Image", float, 5, 2, 0, 0, 2, 3) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_2_3t(i32 0, i32 21, i32 1, i32 0, ptr @OutF.name)
  ; Textures[2].Sample(Samps[1], uv)
  %s = call <4 x float> @llvm.spv.resource.sample.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) %Textures, target("spirv.Sampler") %Samps, <2 x float> <float 2.500000e-01, float 7.500000e-01>, <2 x i32> zeroinitializer)
  %s.out = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_1t(target("spirv.Image", float, 5, 2, 0, 0, 2, 1) %out, i32 0)
  store <4 x float> %s, ptr addrspace(11) %s.out, align 16
  ; Bindless[7].SampleLevel(Samps[1], uv, lod)
  %sl = call <4 x float> @llvm.spv.resource.samplelevel.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) %Bindless, target("spirv.Sampler") %Samps, <2 x float> <float 2.500000e-01, float 7.500000e-01>, float 2.500000e+00, <2 x i32> zeroinitializer)
  %sl.out = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_1t(target("spirv.Image", float, 5, 2, 0, 0, 2, 1) %out, i32 1)
  store <4 x float> %sl, ptr addrspace(11) %sl.out, align 16
  ; Textures[2].SampleBias(Samp, uv, bias)
  %sb = call <4 x float> @llvm.spv.resource.samplebias.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) %Textures, target("spirv.Sampler") %Samp, <2 x float> <float 2.500000e-01, float 7.500000e-01>, float 1.500000e+00, <2 x i32> zeroinitializer)
  %sb.out = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_1t(target("spirv.Image", float, 5, 2, 0, 0, 2, 1) %out, i32 2)
  store <4 x float> %sb, ptr addrspace(11) %sb.out, align 16
  ; Bindless[7].GatherAlpha(Samp, uv)
  %g = call <4 x float> @llvm.spv.resource.gather.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) %Bindless, target("spirv.Sampler") %Samp, <2 x float> <float 2.500000e-01, float 7.500000e-01>, i32 3, <2 x i32> zeroinitializer)
  %g.out = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_1t(target("spirv.Image", float, 5, 2, 0, 0, 2, 1) %out, i32 3)
  store <4 x float> %g, ptr addrspace(11) %g.out, align 16
  ; Single.SampleLevel(Samps[1], uv, lod)
  %f = call float @llvm.spv.resource.samplelevel.f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) %Single, target("spirv.Sampler") %Samps, <2 x float> <float 2.500000e-01, float 7.500000e-01>, float 2.500000e+00, <2 x i32> zeroinitializer)
  %f.out = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_3t(target("spirv.Image", float, 5, 2, 0, 0, 2, 3) %outf, i32 0)
  store float %f, ptr addrspace(11) %f.out, align 4
  ret void
}

declare target("spirv.Image", float, 1, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_0_0_1_0t(i32, i32, i32, i32, ptr) #3
declare target("spirv.Sampler") @llvm.spv.resource.handlefrombinding.tspirv.Samplert(i32, i32, i32, i32, ptr) #3
declare target("spirv.Image", float, 5, 2, 0, 0, 2, 1) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_2_1t(i32, i32, i32, i32, ptr) #3
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_1t(target("spirv.Image", float, 5, 2, 0, 0, 2, 1), i32) #3
declare target("spirv.Image", float, 5, 2, 0, 0, 2, 3) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_2_3t(i32, i32, i32, i32, ptr) #3
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_3t(target("spirv.Image", float, 5, 2, 0, 0, 2, 3), i32) #3
declare <4 x float> @llvm.spv.resource.sample.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0), target("spirv.Sampler"), <2 x float>, <2 x i32>) #1
declare <4 x float> @llvm.spv.resource.samplelevel.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0), target("spirv.Sampler"), <2 x float>, float, <2 x i32>) #2
declare <4 x float> @llvm.spv.resource.samplebias.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0), target("spirv.Sampler"), <2 x float>, float, <2 x i32>) #1
declare <4 x float> @llvm.spv.resource.gather.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0), target("spirv.Sampler"), <2 x float>, i32, <2 x i32>) #2
declare float @llvm.spv.resource.samplelevel.f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0), target("spirv.Sampler"), <2 x float>, float, <2 x i32>) #2

attributes #0 = { "hlsl.shader"="pixel" }
attributes #1 = { convergent nocallback nofree nosync nounwind willreturn memory(read) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(read) }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(none) }
