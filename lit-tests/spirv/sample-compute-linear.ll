; Implicit-LOD sampling in a compute shader with numthreads(64, 1, 1): X % 4 == 0
; and Y == Z == 1, so derivatives come from groups of four consecutive
; invocations -- execution mode DerivativeGroupLinearNV, capability
; ComputeDerivativeGroupLinearNV, extension SPV_NV_compute_shader_derivatives
; (texel's default). With --compute-derivatives khr the extension is
; SPV_KHR_compute_shader_derivatives; capability and mode keep their numbers
; (Debian's SPIRV-Tools prints the NV names and cannot validate the KHR
; spelling, so that binary is only disassembled).
;
; Source (HLSL):
;   [[vk::binding(1, 0)]] Texture2D<float4> Tex;
;   [[vk::binding(2, 0)]] TextureCubeArray<float> TCubeA;
;   [[vk::binding(3, 0)]] SamplerState Samp;
;   [[vk::binding(20, 0)]] RWBuffer<float4> Out;
;   [[vk::binding(21, 0)]] RWBuffer<float> OutF;
;   [numthreads(64, 1, 1)] void main(uint3 id : SV_DispatchThreadID) {
;     ... each call below, its result stored to the next element of Out*
;   }
;
; RUN: %opt -load-pass-plugin=%plugin -passes=texel-spirv -S %s | FileCheck %s --check-prefix=IR
; RUN: %texel emit-spirv %s -o %t.spv
; RUN: %spirv-val --target-env vulkan1.3 %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s --check-prefix=SPIRV
; RUN: %spirv-dis %t.spv | FileCheck %s --check-prefix=ABSENT
; RUN: %texel emit-spirv --compute-derivatives khr %s -o %t.khr.spv
; RUN: %spirv-dis %t.khr.spv | FileCheck %s --check-prefix=KHR

; texel-spirv: image and sampler handles are gone; each call is a marker
; call (image index, sampler index, operands, image operands in mask-bit
; order) and the conversion to the intrinsic's result type.
; IR-LABEL: define void @main()
; IR-NEXT: entry:
; IR-NEXT: %out = call target("spirv.Image", float, 5, 2, 0, 0, 2, 1) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_2_1t(i32 0, i32 20, i32 1, i32 0, ptr @Out.name)
; IR-NEXT: %outf = call target("spirv.Image", float, 5, 2, 0, 0, 2, 3) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_2_3t(i32 0, i32 21, i32 1, i32 0, ptr @OutF.name)
; IR-NEXT: %s = call <4 x float> @texel.spv.sample_implicit_lod.f32_1_2_0_0_1_0.i0_1_0.s0_3_0.m0(i32 0, i32 0, <2 x float> <float 2.500000e-01, float 7.500000e-01>)
; IR: [[M_SBC:%.*]] = call <4 x float> @texel.spv.sample_implicit_lod.f32_3_2_1_0_1_0.i0_2_0.s0_3_0.m129(i32 0, i32 0, <4 x float> <float 2.500000e-01, float 7.500000e-01, float 5.000000e-01, float 3.750000e-01>, float 1.500000e+00, float 3.500000e+00)
; IR-NEXT: %sbc = extractelement <4 x float> [[M_SBC]], i32 0
; IR: %sl = call <4 x float> @texel.spv.sample_explicit_lod.f32_1_2_0_0_1_0.i0_1_0.s0_3_0.m10(i32 0, i32 0, <2 x float> <float 2.500000e-01, float 7.500000e-01>, float 2.500000e+00, <2 x i32> <i32 -1, i32 2>)
; IR: ret void
; IR-DAG: declare <4 x float> @texel.spv.sample_implicit_lod.f32_1_2_0_0_1_0.i0_1_0.s0_3_0.m0(i32, i32, <2 x float>) #[[CONVERGENT:[0-9]+]]
; IR-DAG: declare <4 x float> @texel.spv.sample_implicit_lod.f32_3_2_1_0_1_0.i0_2_0.s0_3_0.m129(i32, i32, <4 x float>, float, float) #[[CONVERGENT]]
; IR-DAG: declare <4 x float> @texel.spv.sample_explicit_lod.f32_1_2_0_0_1_0.i0_1_0.s0_3_0.m10(i32, i32, <2 x float>, float, <2 x i32>) #[[PLAIN:[0-9]+]]
; IR-DAG: attributes #[[CONVERGENT]] = { convergent nounwind }
; IR-DAG: attributes #[[PLAIN]] = { nounwind }

; SPIR-V: one UniformConstant variable per binding; each operation loads the
; image and the sampler and builds a fresh OpSampledImage right before the
; image instruction.
; SPIRV-DAG: OpCapability Shader
; SPIRV-DAG: OpCapability ComputeDerivativeGroupLinearNV
; SPIRV-DAG: OpCapability MinLod
; SPIRV-DAG: OpCapability SampledCubeArray
; SPIRV-DAG: OpExtension "SPV_NV_compute_shader_derivatives"
; SPIRV: OpMemoryModel Logical GLSL450
; SPIRV: OpEntryPoint GLCompute %main "main"
; SPIRV-DAG: OpExecutionMode %main LocalSize 64 1 1
; SPIRV-DAG: OpExecutionMode %main DerivativeGroupLinearNV
; SPIRV-DAG: OpDecorate %[[TEX:[A-Za-z0-9_]+]] Binding 1{{$}}
; SPIRV-DAG: OpDecorate %[[TEX]] DescriptorSet 0{{$}}
; SPIRV-DAG: OpDecorate %[[TCUBEA:[A-Za-z0-9_]+]] Binding 2{{$}}
; SPIRV-DAG: OpDecorate %[[TCUBEA]] DescriptorSet 0{{$}}
; SPIRV-DAG: OpDecorate %[[SAMP:[A-Za-z0-9_]+]] Binding 3{{$}}
; SPIRV-DAG: OpDecorate %[[SAMP]] DescriptorSet 0{{$}}
; SPIRV-DAG: %[[FLOAT:[A-Za-z0-9_]+]] = OpTypeFloat 32{{$}}
; SPIRV-DAG: %[[UINT:[A-Za-z0-9_]+]] = OpTypeInt 32 0{{$}}
; SPIRV-DAG: %[[INT:[A-Za-z0-9_]+]] = OpTypeInt 32 1{{$}}
; SPIRV-DAG: %[[V2FLOAT:[A-Za-z0-9_]+]] = OpTypeVector %[[FLOAT]] 2{{$}}
; SPIRV-DAG: %[[V4FLOAT:[A-Za-z0-9_]+]] = OpTypeVector %[[FLOAT]] 4{{$}}
; SPIRV-DAG: %[[V2INT:[A-Za-z0-9_]+]] = OpTypeVector %[[INT]] 2{{$}}
; SPIRV-DAG: %[[IMG_0:[A-Za-z0-9_]+]] = OpTypeImage %[[FLOAT]] 2D 2 0 0 1 Unknown{{$}}
; SPIRV-DAG: %[[IMG_1:[A-Za-z0-9_]+]] = OpTypeImage %[[FLOAT]] Cube 2 1 0 1 Unknown{{$}}
; SPIRV-DAG: %[[SAMPLER:[A-Za-z0-9_]+]] = OpTypeSampler{{$}}
; SPIRV-DAG: %[[SI_IMG_0:[A-Za-z0-9_]+]] = OpTypeSampledImage %[[IMG_0]]{{$}}
; SPIRV-DAG: %[[PTR_IMG_0:[A-Za-z0-9_]+]] = OpTypePointer UniformConstant %[[IMG_0]]{{$}}
; SPIRV-DAG: %[[SI_IMG_1:[A-Za-z0-9_]+]] = OpTypeSampledImage %[[IMG_1]]{{$}}
; SPIRV-DAG: %[[PTR_IMG_1:[A-Za-z0-9_]+]] = OpTypePointer UniformConstant %[[IMG_1]]{{$}}
; SPIRV-DAG: %[[PTR_SAMPLER:[A-Za-z0-9_]+]] = OpTypePointer UniformConstant %[[SAMPLER]]{{$}}
; SPIRV-DAG: %[[BIAS:[A-Za-z0-9_]+]] = OpConstant %[[FLOAT]] 1.5{{$}}
; SPIRV-DAG: %[[CLAMP:[A-Za-z0-9_]+]] = OpConstant %[[FLOAT]] 3.5{{$}}
; SPIRV-DAG: %[[F_0_25:[A-Za-z0-9_]+]] = OpConstant %[[FLOAT]] 0.25{{$}}
; SPIRV-DAG: %[[F_0_375:[A-Za-z0-9_]+]] = OpConstant %[[FLOAT]] 0.375{{$}}
; SPIRV-DAG: %[[F_0_5:[A-Za-z0-9_]+]] = OpConstant %[[FLOAT]] 0.5{{$}}
; SPIRV-DAG: %[[F_0_75:[A-Za-z0-9_]+]] = OpConstant %[[FLOAT]] 0.75{{$}}
; SPIRV-DAG: %[[LOD:[A-Za-z0-9_]+]] = OpConstant %[[FLOAT]] 2.5{{$}}
; SPIRV-DAG: %[[UINT_0:[A-Za-z0-9_]+]] = OpConstant %[[UINT]] 0{{$}}
; SPIRV-DAG: %[[UINT_1:[A-Za-z0-9_]+]] = OpConstant %[[UINT]] 1{{$}}
; SPIRV-DAG: %[[INT_M1:[A-Za-z0-9_]+]] = OpConstant %[[INT]] -1{{$}}
; SPIRV-DAG: %[[INT_2:[A-Za-z0-9_]+]] = OpConstant %[[INT]] 2{{$}}
; SPIRV-DAG: %[[COORD2:[A-Za-z0-9_]+]] = OpConstantComposite %[[V2FLOAT]] %[[F_0_25]] %[[F_0_75]]{{$}}
; SPIRV-DAG: %[[COORD4:[A-Za-z0-9_]+]] = OpConstantComposite %[[V4FLOAT]] %[[F_0_25]] %[[F_0_75]] %[[F_0_5]] %[[F_0_375]]{{$}}
; SPIRV-DAG: %[[OFF_M1_2:[A-Za-z0-9_]+]] = OpConstantComposite %[[V2INT]] %[[INT_M1]] %[[INT_2]]{{$}}
; SPIRV-DAG: %[[TEX]] = OpVariable %[[PTR_IMG_0]] UniformConstant{{$}}
; SPIRV-DAG: %[[TCUBEA]] = OpVariable %[[PTR_IMG_1]] UniformConstant{{$}}
; SPIRV-DAG: %[[SAMP]] = OpVariable %[[PTR_SAMPLER]] UniformConstant{{$}}
; SPIRV-LABEL: %main = OpFunction
; Tex.Sample(Samp, uv)
; SPIRV: %[[I_S:[0-9]+]] = OpLoad %[[IMG_0]] %[[TEX]]{{$}}
; SPIRV-NEXT: %[[S_S:[0-9]+]] = OpLoad %[[SAMPLER]] %[[SAMP]]{{$}}
; SPIRV-NEXT: %[[SI_S:[0-9]+]] = OpSampledImage %[[SI_IMG_0]] %[[I_S]] %[[S_S]]{{$}}
; SPIRV-NEXT: %[[R_S:[0-9]+]] = OpImageSampleImplicitLod %[[V4FLOAT]] %[[SI_S]] %[[COORD2]]{{$}}
; SPIRV: OpImageWrite %{{[0-9]+}} %[[UINT_0]] %[[R_S]]
; TCubeA.SampleBias(Samp, dirLayer, bias, clamp)
; SPIRV: %[[I_SBC:[0-9]+]] = OpLoad %[[IMG_1]] %[[TCUBEA]]{{$}}
; SPIRV-NEXT: %[[S_SBC:[0-9]+]] = OpLoad %[[SAMPLER]] %[[SAMP]]{{$}}
; SPIRV-NEXT: %[[SI_SBC:[0-9]+]] = OpSampledImage %[[SI_IMG_1]] %[[I_SBC]] %[[S_SBC]]{{$}}
; SPIRV-NEXT: %[[R_SBC:[0-9]+]] = OpImageSampleImplicitLod %[[V4FLOAT]] %[[SI_SBC]] %[[COORD4]] Bias|MinLod %[[BIAS]] %[[CLAMP]]{{$}}
; SPIRV: %[[V_SBC:[0-9]+]] = OpCompositeExtract %[[FLOAT]] %[[R_SBC]] 0{{$}}
; SPIRV: OpImageWrite %{{[0-9]+}} %[[UINT_0]] %[[V_SBC]]
; Tex.SampleLevel(Samp, uv, lod, int2(-1, 2))
; SPIRV: %[[I_SL:[0-9]+]] = OpLoad %[[IMG_0]] %[[TEX]]{{$}}
; SPIRV-NEXT: %[[S_SL:[0-9]+]] = OpLoad %[[SAMPLER]] %[[SAMP]]{{$}}
; SPIRV-NEXT: %[[SI_SL:[0-9]+]] = OpSampledImage %[[SI_IMG_0]] %[[I_SL]] %[[S_SL]]{{$}}
; SPIRV-NEXT: %[[R_SL:[0-9]+]] = OpImageSampleExplicitLod %[[V4FLOAT]] %[[SI_SL]] %[[COORD2]] Lod|ConstOffset %[[LOD]] %[[OFF_M1_2]]{{$}}
; SPIRV: OpImageWrite %{{[0-9]+}} %[[UINT_1]] %[[R_SL]]
; SPIRV: OpReturn
; SPIRV-NEXT: OpFunctionEnd

; Nowhere in the module: the marker imports and what only they needed
; (Linkage, Int8 for the name strings), and capabilities, extensions and
; modes nothing here needs.
; ABSENT-NOT: OpCapability Linkage
; ABSENT-NOT: LinkageAttributes
; ABSENT-NOT: OpCapability Int8
; ABSENT-NOT: texel.spv
; ABSENT-NOT: DerivativeGroupQuads
; ABSENT-NOT: SPV_KHR_compute_shader_derivatives

; The KHR spelling: same capability and mode numbers, other extension.
; KHR: OpCapability ComputeDerivativeGroupLinear{{NV|KHR}}
; KHR-NOT: SPV_NV_compute_shader_derivatives
; KHR: OpExtension "SPV_KHR_compute_shader_derivatives"
; KHR-NOT: SPV_NV_compute_shader_derivatives
; KHR: OpMemoryModel Logical GLSL450
; KHR: OpEntryPoint GLCompute %main "main"
; KHR-DAG: OpExecutionMode %main LocalSize 64 1 1
; KHR-DAG: OpExecutionMode %main DerivativeGroupLinear{{NV|KHR}}
; KHR-NOT: DerivativeGroupQuads
; KHR: OpImageSampleImplicitLod

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G10"
target triple = "spirv-unknown-vulkan1.3-compute"

@Tex.name = private unnamed_addr constant [4 x i8] c"Tex\00"
@TCubeA.name = private unnamed_addr constant [7 x i8] c"TCubeA\00"
@Samp.name = private unnamed_addr constant [5 x i8] c"Samp\00"
@Out.name = private unnamed_addr constant [4 x i8] c"Out\00"
@OutF.name = private unnamed_addr constant [5 x i8] c"OutF\00"

define void @main() #0 {
entry:
  %Tex = call target("spirv.Image", float, 1, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_0_0_1_0t(i32 0, i32 1, i32 1, i32 0, ptr @Tex.name)
  %TCubeA = call target("spirv.Image", float, 3, 2, 1, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_3_2_1_0_1_0t(i32 0, i32 2, i32 1, i32 0, ptr @TCubeA.name)
  %Samp = call target("spirv.Sampler") @llvm.spv.resource.handlefrombinding.tspirv.Samplert(i32 0, i32 3, i32 1, i32 0, ptr @Samp.name)
  %out = call target("spirv.Image", float, 5, 2, 0, 0, 2, 1) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_2_1t(i32 0, i32 20, i32 1, i32 0, ptr @Out.name)
  %outf = call target("spirv.Image", float, 5, 2, 0, 0, 2, 3) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_2_3t(i32 0, i32 21, i32 1, i32 0, ptr @OutF.name)
  ; Tex.Sample(Samp, uv)
  %s = call <4 x float> @llvm.spv.resource.sample.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) %Tex, target("spirv.Sampler") %Samp, <2 x float> <float 2.500000e-01, float 7.500000e-01>, <2 x i32> zeroinitializer)
  %s.out = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_1t(target("spirv.Image", float, 5, 2, 0, 0, 2, 1) %out, i32 0)
  store <4 x float> %s, ptr addrspace(11) %s.out, align 16
  ; TCubeA.SampleBias(Samp, dirLayer, bias, clamp)
  %sbc = call float @llvm.spv.resource.samplebias.clamp.f32.tspirv.Image_f32_3_2_1_0_1_0t.tspirv.Samplert.v4f32.v3i32(target("spirv.Image", float, 3, 2, 1, 0, 1, 0) %TCubeA, target("spirv.Sampler") %Samp, <4 x float> <float 2.500000e-01, float 7.500000e-01, float 5.000000e-01, float 3.750000e-01>, float 1.500000e+00, <3 x i32> zeroinitializer, float 3.500000e+00)
  %sbc.out = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_3t(target("spirv.Image", float, 5, 2, 0, 0, 2, 3) %outf, i32 0)
  store float %sbc, ptr addrspace(11) %sbc.out, align 4
  ; Tex.SampleLevel(Samp, uv, lod, int2(-1, 2))
  %sl = call <4 x float> @llvm.spv.resource.samplelevel.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) %Tex, target("spirv.Sampler") %Samp, <2 x float> <float 2.500000e-01, float 7.500000e-01>, float 2.500000e+00, <2 x i32> <i32 -1, i32 2>)
  %sl.out = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_1t(target("spirv.Image", float, 5, 2, 0, 0, 2, 1) %out, i32 1)
  store <4 x float> %sl, ptr addrspace(11) %sl.out, align 16
  ret void
}

declare target("spirv.Image", float, 1, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_0_0_1_0t(i32, i32, i32, i32, ptr) #3
declare target("spirv.Image", float, 3, 2, 1, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_3_2_1_0_1_0t(i32, i32, i32, i32, ptr) #3
declare target("spirv.Sampler") @llvm.spv.resource.handlefrombinding.tspirv.Samplert(i32, i32, i32, i32, ptr) #3
declare target("spirv.Image", float, 5, 2, 0, 0, 2, 1) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_2_1t(i32, i32, i32, i32, ptr) #3
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_1t(target("spirv.Image", float, 5, 2, 0, 0, 2, 1), i32) #3
declare target("spirv.Image", float, 5, 2, 0, 0, 2, 3) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_2_3t(i32, i32, i32, i32, ptr) #3
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_3t(target("spirv.Image", float, 5, 2, 0, 0, 2, 3), i32) #3
declare <4 x float> @llvm.spv.resource.sample.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0), target("spirv.Sampler"), <2 x float>, <2 x i32>) #1
declare float @llvm.spv.resource.samplebias.clamp.f32.tspirv.Image_f32_3_2_1_0_1_0t.tspirv.Samplert.v4f32.v3i32(target("spirv.Image", float, 3, 2, 1, 0, 1, 0), target("spirv.Sampler"), <4 x float>, float, <3 x i32>, float) #1
declare <4 x float> @llvm.spv.resource.samplelevel.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0), target("spirv.Sampler"), <2 x float>, float, <2 x i32>) #2

attributes #0 = { "hlsl.numthreads"="64,1,1" "hlsl.shader"="compute" }
attributes #1 = { convergent nocallback nofree nosync nounwind willreturn memory(read) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(read) }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(none) }
