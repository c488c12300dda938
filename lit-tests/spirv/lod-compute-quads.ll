; Implicit-LOD operations in a compute shader with numthreads(4, 2, 1): X is a
; multiple of 4 but Y != 1, so not linear; X and Y are even, so derivatives
; come in 2x2 quads -- execution mode
; DerivativeGroupQuadsNV, capability ComputeDerivativeGroupQuadsNV, extension
; SPV_NV_compute_shader_derivatives (texel's default spelling; the KHR names
; have the same numbers). CalculateLevelOfDetail and SampleCmp both count.
;
; Source (HLSL):
;   [[vk::binding(1, 0)]] Texture2D<float4> L2D;
;   [[vk::binding(2, 0)]] Texture2DArray<float4> L2DA;
;   [[vk::binding(3, 0)]] Texture2D<float> Shadow;
;   [[vk::binding(4, 0)]] SamplerState Samp;
;   [[vk::binding(5, 0)]] SamplerComparisonState CmpSamp;
;   [[vk::binding(20, 0)]] RWBuffer<float> OutF;
;   [[vk::binding(21, 0)]] RWBuffer<float4> Out;
;   [numthreads(4, 2, 1)] void main(uint3 id : SV_DispatchThreadID) {
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
; IR-NEXT: %outf = call target("spirv.Image", float, 5, 2, 0, 0, 2, 3) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_2_3t(i32 0, i32 20, i32 1, i32 0, ptr @OutF.name)
; IR-NEXT: %out = call target("spirv.Image", float, 5, 2, 0, 0, 2, 1) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_2_1t(i32 0, i32 21, i32 1, i32 0, ptr @Out.name)
; IR-NEXT: [[M_L2D:%.*]] = call <2 x float> @texel.spv.query_lod.f32_1_2_0_0_1_0.i0_1_0.s0_4_0.m0(i32 0, i32 0, <2 x float> <float 2.500000e-01, float 7.500000e-01>)
; IR-NEXT: %l2d = extractelement <2 x float> [[M_L2D]], i32 0
; IR: [[M_U2DA:%.*]] = call <2 x float> @texel.spv.query_lod.f32_1_2_1_0_1_0.i0_2_0.s0_4_0.m0(i32 0, i32 0, <2 x float> <float 2.500000e-01, float 7.500000e-01>)
; IR-NEXT: %u2da = extractelement <2 x float> [[M_U2DA]], i32 1
; IR: %c = call float @texel.spv.sample_dref_implicit_lod.f32_1_2_0_0_1_0.i0_3_0.s0_5_0.m0(i32 0, i32 0, <2 x float> <float 2.500000e-01, float 7.500000e-01>, float 6.250000e-01)
; IR: %s = call <4 x float> @texel.spv.sample_implicit_lod.f32_1_2_0_0_1_0.i0_1_0.s0_4_0.m0(i32 0, i32 0, <2 x float> <float 2.500000e-01, float 7.500000e-01>)
; IR: ret void
; IR-DAG: declare <2 x float> @texel.spv.query_lod.f32_1_2_0_0_1_0.i0_1_0.s0_4_0.m0(i32, i32, <2 x float>) #[[CONVERGENT:[0-9]+]]
; IR-DAG: declare <2 x float> @texel.spv.query_lod.f32_1_2_1_0_1_0.i0_2_0.s0_4_0.m0(i32, i32, <2 x float>) #[[CONVERGENT]]
; IR-DAG: declare float @texel.spv.sample_dref_implicit_lod.f32_1_2_0_0_1_0.i0_3_0.s0_5_0.m0(i32, i32, <2 x float>, float) #[[CONVERGENT]]
; IR-DAG: declare <4 x float> @texel.spv.sample_implicit_lod.f32_1_2_0_0_1_0.i0_1_0.s0_4_0.m0(i32, i32, <2 x float>) #[[CONVERGENT]]
; IR-DAG: attributes #[[CONVERGENT]] = { convergent nounwind }

; SPIR-V: one UniformConstant variable per binding; each operation loads the
; image and the sampler and builds a fresh OpSampledImage right before the
; image instruction.
; SPIRV-DAG: OpCapability Shader
; SPIRV-DAG: OpCapability ImageQuery
; SPIRV-DAG: OpCapability ComputeDerivativeGroupQuadsNV
; SPIRV-DAG: OpExtension "SPV_NV_compute_shader_derivatives"
; SPIRV: OpMemoryModel Logical GLSL450
; SPIRV: OpEntryPoint GLCompute %main "main"
; SPIRV-DAG: OpExecutionMode %main LocalSize 4 2 1
; SPIRV-DAG: OpExecutionMode %main DerivativeGroupQuadsNV
; SPIRV-DAG: OpDecorate %[[L2D:[A-Za-z0-9_]+]] Binding 1{{$}}
; SPIRV-DAG: OpDecorate %[[L2D]] DescriptorSet 0{{$}}
; SPIRV-DAG: OpDecorate %[[L2DA:[A-Za-z0-9_]+]] Binding 2{{$}}
; SPIRV-DAG: OpDecorate %[[L2DA]] DescriptorSet 0{{$}}
; SPIRV-DAG: OpDecorate %[[SHADOW:[A-Za-z0-9_]+]] Binding 3{{$}}
; SPIRV-DAG: OpDecorate %[[SHADOW]] DescriptorSet 0{{$}}
; SPIRV-DAG: OpDecorate %[[SAMP:[A-Za-z0-9_]+]] Binding 4{{$}}
; SPIRV-DAG: OpDecorate %[[SAMP]] DescriptorSet 0{{$}}
; SPIRV-DAG: OpDecorate %[[CMPSAMP:[A-Za-z0-9_]+]] Binding 5{{$}}
; SPIRV-DAG: OpDecorate %[[CMPSAMP]] DescriptorSet 0{{$}}
; SPIRV-DAG: %[[FLOAT:[A-Za-z0-9_]+]] = OpTypeFloat 32{{$}}
; SPIRV-DAG: %[[UINT:[A-Za-z0-9_]+]] = OpTypeInt 32 0{{$}}
; SPIRV-DAG: %[[V2FLOAT:[A-Za-z0-9_]+]] = OpTypeVector %[[FLOAT]] 2{{$}}
; SPIRV-DAG: %[[V4FLOAT:[A-Za-z0-9_]+]] = OpTypeVector %[[FLOAT]] 4{{$}}
; SPIRV-DAG: %[[IMG_0:[A-Za-z0-9_]+]] = OpTypeImage %[[FLOAT]] 2D 2 0 0 1 Unknown{{$}}
; SPIRV-DAG: %[[IMG_1:[A-Za-z0-9_]+]] = OpTypeImage %[[FLOAT]] 2D 2 1 0 1 Unknown{{$}}
; SPIRV-DAG: %[[SAMPLER:[A-Za-z0-9_]+]] = OpTypeSampler{{$}}
; SPIRV-DAG: %[[SI_IMG_0:[A-Za-z0-9_]+]] = OpTypeSampledImage %[[IMG_0]]{{$}}
; SPIRV-DAG: %[[PTR_IMG_0:[A-Za-z0-9_]+]] = OpTypePointer UniformConstant %[[IMG_0]]{{$}}
; SPIRV-DAG: %[[SI_IMG_1:[A-Za-z0-9_]+]] = OpTypeSampledImage %[[IMG_1]]{{$}}
; SPIRV-DAG: %[[PTR_IMG_1:[A-Za-z0-9_]+]] = OpTypePointer UniformConstant %[[IMG_1]]{{$}}
; SPIRV-DAG: %[[PTR_SAMPLER:[A-Za-z0-9_]+]] = OpTypePointer UniformConstant %[[SAMPLER]]{{$}}
; SPIRV-DAG: %[[CMP:[A-Za-z0-9_]+]] = OpConstant %[[FLOAT]] 0.625{{$}}
; SPIRV-DAG: %[[F_0_25:[A-Za-z0-9_]+]] = OpConstant %[[FLOAT]] 0.25{{$}}
; SPIRV-DAG: %[[F_0_75:[A-Za-z0-9_]+]] = OpConstant %[[FLOAT]] 0.75{{$}}
; SPIRV-DAG: %[[UINT_0:[A-Za-z0-9_]+]] = OpConstant %[[UINT]] 0{{$}}
; SPIRV-DAG: %[[UINT_1:[A-Za-z0-9_]+]] = OpConstant %[[UINT]] 1{{$}}
; SPIRV-DAG: %[[UINT_2:[A-Za-z0-9_]+]] = OpConstant %[[UINT]] 2{{$}}
; SPIRV-DAG: %[[COORD2:[A-Za-z0-9_]+]] = OpConstantComposite %[[V2FLOAT]] %[[F_0_25]] %[[F_0_75]]{{$}}
; SPIRV-DAG: %[[L2D]] = OpVariable %[[PTR_IMG_0]] UniformConstant{{$}}
; SPIRV-DAG: %[[L2DA]] = OpVariable %[[PTR_IMG_1]] UniformConstant{{$}}
; SPIRV-DAG: %[[SHADOW]] = OpVariable %[[PTR_IMG_0]] UniformConstant{{$}}
; SPIRV-DAG: %[[SAMP]] = OpVariable %[[PTR_SAMPLER]] UniformConstant{{$}}
; SPIRV-DAG: %[[CMPSAMP]] = OpVariable %[[PTR_SAMPLER]] UniformConstant{{$}}
; SPIRV-LABEL: %main = OpFunction
; L2D.CalculateLevelOfDetail(Samp, uv)
; SPIRV: %[[I_L2D:[0-9]+]] = OpLoad %[[IMG_0]] %[[L2D]]{{$}}
; SPIRV-NEXT: %[[S_L2D:[0-9]+]] = OpLoad %[[SAMPLER]] %[[SAMP]]{{$}}
; SPIRV-NEXT: %[[SI_L2D:[0-9]+]] = OpSampledImage %[[SI_IMG_0]] %[[I_L2D]] %[[S_L2D]]{{$}}
; SPIRV-NEXT: %[[R_L2D:[0-9]+]] = OpImageQueryLod %[[V2FLOAT]] %[[SI_L2D]] %[[COORD2]]{{$}}
; SPIRV: %[[V_L2D:[0-9]+]] = OpCompositeExtract %[[FLOAT]] %[[R_L2D]] 0{{$}}
; SPIRV: OpImageWrite %{{[0-9]+}} %[[UINT_0]] %[[V_L2D]]
; L2DA.CalculateLevelOfDetailUnclamped(Samp, uv)
; SPIRV: %[[I_U2DA:[0-9]+]] = OpLoad %[[IMG_1]] %[[L2DA]]{{$}}
; SPIRV-NEXT: %[[S_U2DA:[0-9]+]] = OpLoad %[[SAMPLER]] %[[SAMP]]{{$}}
; SPIRV-NEXT: %[[SI_U2DA:[0-9]+]] = OpSampledImage %[[SI_IMG_1]] %[[I_U2DA]] %[[S_U2DA]]{{$}}
; SPIRV-NEXT: %[[R_U2DA:[0-9]+]] = OpImageQueryLod %[[V2FLOAT]] %[[SI_U2DA]] %[[COORD2]]{{$}}
; SPIRV: %[[V_U2DA:[0-9]+]] = OpCompositeExtract %[[FLOAT]] %[[R_U2DA]] 1{{$}}
; SPIRV: OpImageWrite %{{[0-9]+}} %[[UINT_1]] %[[V_U2DA]]
; Shadow.SampleCmp(CmpSamp, uv, cmp)
; SPIRV: %[[I_C:[0-9]+]] = OpLoad %[[IMG_0]] %[[SHADOW]]{{$}}
; SPIRV-NEXT: %[[S_C:[0-9]+]] = OpLoad %[[SAMPLER]] %[[CMPSAMP]]{{$}}
; SPIRV-NEXT: %[[SI_C:[0-9]+]] = OpSampledImage %[[SI_IMG_0]] %[[I_C]] %[[S_C]]{{$}}
; SPIRV-NEXT: %[[R_C:[0-9]+]] = OpImageSampleDrefImplicitLod %[[FLOAT]] %[[SI_C]] %[[COORD2]] %[[CMP]]{{$}}
; SPIRV: OpImageWrite %{{[0-9]+}} %[[UINT_2]] %[[R_C]]
; L2D.Sample(Samp, uv)
; SPIRV: %[[I_S:[0-9]+]] = OpLoad %[[IMG_0]] %[[L2D]]{{$}}
; SPIRV-NEXT: %[[S_S:[0-9]+]] = OpLoad %[[SAMPLER]] %[[SAMP]]{{$}}
; SPIRV-NEXT: %[[SI_S:[0-9]+]] = OpSampledImage %[[SI_IMG_0]] %[[I_S]] %[[S_S]]{{$}}
; SPIRV-NEXT: %[[R_S:[0-9]+]] = OpImageSampleImplicitLod %[[V4FLOAT]] %[[SI_S]] %[[COORD2]]{{$}}
; SPIRV: OpImageWrite %{{[0-9]+}} %[[UINT_0]] %[[R_S]]
; SPIRV: OpReturn
; SPIRV-NEXT: OpFunctionEnd

; Nowhere in the module: the marker imports and what only they needed
; (Linkage, Int8 for the name strings), and capabilities, extensions and
; modes nothing here needs.
; ABSENT-NOT: OpCapability Linkage
; ABSENT-NOT: LinkageAttributes
; ABSENT-NOT: OpCapability Int8
; ABSENT-NOT: texel.spv
; ABSENT-NOT: DerivativeGroupLinear
; ABSENT-NOT: SPV_KHR_compute_shader_derivatives
; ABSENT-NOT: OpCapability MinLod

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G10"
target triple = "spirv-unknown-vulkan1.3-compute"

@L2D.name = private unnamed_addr constant [4 x i8] c"L2D\00"
@L2DA.name = private unnamed_addr constant [5 x i8] c"L2DA\00"
@Shadow.name = private unnamed_addr constant [7 x i8] c"Shadow\00"
@Samp.name = private unnamed_addr constant [5 x i8] c"Samp\00"
@CmpSamp.name = private unnamed_addr constant [8 x i8] c"CmpSamp\00"
@OutF.name = private unnamed_addr constant [5 x i8] c"OutF\00"
@Out.name = private unnamed_addr constant [4 x i8] c"Out\00"

define void @main() #0 {
entry:
  %L2D = call target("spirv.Image", float, 1, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_0_0_1_0t(i32 0, i32 1, i32 1, i32 0, ptr @L2D.name)
  %L2DA = call target("spirv.Image", float, 1, 2, 1, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_1_0_1_0t(i32 0, i32 2, i32 1, i32 0, ptr @L2DA.name)
  %Shadow = call target("spirv.Image", float, 1, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_0_0_1_0t(i32 0, i32 3, i32 1, i32 0, ptr @Shadow.name)
  %Samp = call target("spirv.Sampler") @llvm.spv.resource.handlefrombinding.tspirv.Samplert(i32 0, i32 4, i32 1, i32 0, ptr @Samp.name)
  %CmpSamp = call target("spirv.Sampler") @llvm.spv.resource.handlefrombinding.tspirv.Samplert(i32 0, i32 5, i32 1, i32 0, ptr @CmpSamp.name)
  %outf = call target("spirv.Image", float, 5, 2, 0, 0, 2, 3) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_2_3t(i32 0, i32 20, i32 1, i32 0, ptr @OutF.name)
  %out = call target("spirv.Image", float, 5, 2, 0, 0, 2, 1) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_2_1t(i32 0, i32 21, i32 1, i32 0, ptr @Out.name)
  ; L2D.CalculateLevelOfDetail(Samp, uv)
  %l2d = call float @llvm.spv.resource.calculate.lod.f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) %L2D, target("spirv.Sampler") %Samp, <2 x float> <float 2.500000e-01, float 7.500000e-01>)
  %l2d.out = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_3t(target("spirv.Image", float, 5, 2, 0, 0, 2, 3) %outf, i32 0)
  store float %l2d, ptr addrspace(11) %l2d.out, align 4
  ; L2DA.CalculateLevelOfDetailUnclamped(Samp, uv)
  %u2da = call float @llvm.spv.resource.calculate.lod.unclamped.f32.tspirv.Image_f32_1_2_1_0_1_0t.tspirv.Samplert.v2f32(target("spirv.Image", float, 1, 2, 1, 0, 1, 0) %L2DA, target("spirv.Sampler") %Samp, <2 x float> <float 2.500000e-01, float 7.500000e-01>)
  %u2da.out = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_3t(target("spirv.Image", float, 5, 2, 0, 0, 2, 3) %outf, i32 1)
  store float %u2da, ptr addrspace(11) %u2da.out, align 4
  ; Shadow.SampleCmp(CmpSamp, uv, cmp)
  %c = call float @llvm.spv.resource.samplecmp.f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) %Shadow, target("spirv.Sampler") %CmpSamp, <2 x float> <float 2.500000e-01, float 7.500000e-01>, float 6.250000e-01, <2 x i32> zeroinitializer)
  %c.out = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_3t(target("spirv.Image", float, 5, 2, 0, 0, 2, 3) %outf, i32 2)
  store float %c, ptr addrspace(11) %c.out, align 4
  ; L2D.Sample(Samp, uv)
  %s = call <4 x float> @llvm.spv.resource.sample.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) %L2D, target("spirv.Sampler") %Samp, <2 x float> <float 2.500000e-01, float 7.500000e-01>, <2 x i32> zeroinitializer)
  %s.out = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_1t(target("spirv.Image", float, 5, 2, 0, 0, 2, 1) %out, i32 0)
  store <4 x float> %s, ptr addrspace(11) %s.out, align 16
  ret void
}

declare target("spirv.Image", float, 1, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_0_0_1_0t(i32, i32, i32, i32, ptr) #3
declare target("spirv.Image", float, 1, 2, 1, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_1_0_1_0t(i32, i32, i32, i32, ptr) #3
declare target("spirv.Sampler") @llvm.spv.resource.handlefrombinding.tspirv.Samplert(i32, i32, i32, i32, ptr) #3
declare target("spirv.Image", float, 5, 2, 0, 0, 2, 3) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_2_3t(i32, i32, i32, i32, ptr) #3
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_3t(target("spirv.Image", float, 5, 2, 0, 0, 2, 3), i32) #3
declare target("spirv.Image", float, 5, 2, 0, 0, 2, 1) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_2_1t(i32, i32, i32, i32, ptr) #3
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_1t(target("spirv.Image", float, 5, 2, 0, 0, 2, 1), i32) #3
declare float @llvm.spv.resource.calculate.lod.f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0), target("spirv.Sampler"), <2 x float>) #1
declare float @llvm.spv.resource.calculate.lod.unclamped.f32.tspirv.Image_f32_1_2_1_0_1_0t.tspirv.Samplert.v2f32(target("spirv.Image", float, 1, 2, 1, 0, 1, 0), target("spirv.Sampler"), <2 x float>) #1
declare float @llvm.spv.resource.samplecmp.f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0), target("spirv.Sampler"), <2 x float>, float, <2 x i32>) #1
declare <4 x float> @llvm.spv.resource.sample.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0), target("spirv.Sampler"), <2 x float>, <2 x i32>) #1

attributes #0 = { "hlsl.numthreads"="4,2,1" "hlsl.shader"="compute" }
attributes #1 = { convergent nocallback nofree nosync nounwind willreturn memory(read) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(read) }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(none) }
