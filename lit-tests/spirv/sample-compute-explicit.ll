; Explicit-LOD sampling and gathers need no derivatives: in a compute shader
; with numthreads(3, 5, 1) -- no derivative group is possible -- SampleLevel,
; SampleGrad, SampleCmpLevelZero, SampleCmpLevel and Gather compile without a
; derivative-group execution mode, capability or extension.
;
; Source (HLSL):
;   [[vk::binding(1, 0)]] Texture2D<float4> Tex;
;   [[vk::binding(2, 0)]] Texture2DArray<float> Shadow;
;   [[vk::binding(3, 0)]] SamplerState Samp;
;   [[vk::binding(4, 0)]] SamplerComparisonState CmpSamp;
;   [[vk::binding(20, 0)]] RWBuffer<float4> Out;
;   [[vk::binding(21, 0)]] RWBuffer<float> OutF;
;   [numthreads(3, 5, 1)] void main(uint3 id : SV_DispatchThreadID) {
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
; IR-NEXT: %sl = call <4 x float> @texel.spv.sample_explicit_lod.f32_1_2_0_0_1_0.i0_1_0.s0_3_0.m2(i32 0, i32 0, <2 x float> <float 2.500000e-01, float 7.500000e-01>, float 2.500000e+00)
; IR: %sgc = call <4 x float> @texel.spv.sample_explicit_lod.f32_1_2_0_0_1_0.i0_1_0.s0_3_0.m140(i32 0, i32 0, <2 x float> <float 2.500000e-01, float 7.500000e-01>, <2 x float> <float 1.250000e-01, float 6.250000e-02>, <2 x float> <float 6.250000e-02, float 1.250000e-01>, <2 x i32> <i32 3, i32 -4>, float 3.500000e+00)
; IR: %cz = call float @texel.spv.sample_dref_explicit_lod.f32_1_2_1_0_1_0.i0_2_0.s0_4_0.m2(i32 0, i32 0, <3 x float> <float 2.500000e-01, float 7.500000e-01, float 5.000000e-01>, float 6.250000e-01, float 0.000000e+00)
; IR: %cl = call float @texel.spv.sample_dref_explicit_lod.f32_1_2_1_0_1_0.i0_2_0.s0_4_0.m10(i32 0, i32 0, <3 x float> <float 2.500000e-01, float 7.500000e-01, float 5.000000e-01>, float 6.250000e-01, float 2.500000e+00, <2 x i32> <i32 -1, i32 2>)
; IR: %g = call <4 x float> @texel.spv.gather.f32_1_2_0_0_1_0.i0_1_0.s0_3_0.m0(i32 0, i32 0, <2 x float> <float 2.500000e-01, float 7.500000e-01>, i32 1)
; IR: %gc = call <4 x float> @texel.spv.dref_gather.f32_1_2_1_0_1_0.i0_2_0.s0_4_0.m0(i32 0, i32 0, <3 x float> <float 2.500000e-01, float 7.500000e-01, float 5.000000e-01>, float 6.250000e-01)
; IR: ret void
; IR-DAG: declare <4 x float> @texel.spv.sample_explicit_lod.f32_1_2_0_0_1_0.i0_1_0.s0_3_0.m2(i32, i32, <2 x float>, float) #[[PLAIN:[0-9]+]]
; IR-DAG: declare <4 x float> @texel.spv.sample_explicit_lod.f32_1_2_0_0_1_0.i0_1_0.s0_3_0.m140(i32, i32, <2 x float>, <2 x float>, <2 x float>, <2 x i32>, float) #[[PLAIN]]
; IR-DAG: declare float @texel.spv.sample_dref_explicit_lod.f32_1_2_1_0_1_0.i0_2_0.s0_4_0.m2(i32, i32, <3 x float>, float, float) #[[PLAIN]]
; IR-DAG: declare float @texel.spv.sample_dref_explicit_lod.f32_1_2_1_0_1_0.i0_2_0.s0_4_0.m10(i32, i32, <3 x float>, float, float, <2 x i32>) #[[PLAIN]]
; IR-DAG: declare <4 x float> @texel.spv.gather.f32_1_2_0_0_1_0.i0_1_0.s0_3_0.m0(i32, i32, <2 x float>, i32) #[[PLAIN]]
; IR-DAG: declare <4 x float> @texel.spv.dref_gather.f32_1_2_1_0_1_0.i0_2_0.s0_4_0.m0(i32, i32, <3 x float>, float) #[[PLAIN]]
; IR-DAG: attributes #[[PLAIN]] = { nounwind }

; SPIR-V: one UniformConstant variable per binding; each operation loads the
; image and the sampler and builds a fresh OpSampledImage right before the
; image instruction.
; SPIRV-DAG: OpCapability Shader
; SPIRV-DAG: OpCapability MinLod
; SPIRV: OpMemoryModel Logical GLSL450
; SPIRV: OpEntryPoint GLCompute %main "main"
; SPIRV-DAG: OpExecutionMode %main LocalSize 3 5 1
; SPIRV-DAG: OpDecorate %[[TEX:[A-Za-z0-9_]+]] Binding 1{{$}}
; SPIRV-DAG: OpDecorate %[[TEX]] DescriptorSet 0{{$}}
; SPIRV-DAG: OpDecorate %[[SHADOW:[A-Za-z0-9_]+]] Binding 2{{$}}
; SPIRV-DAG: OpDecorate %[[SHADOW]] DescriptorSet 0{{$}}
; SPIRV-DAG: OpDecorate %[[SAMP:[A-Za-z0-9_]+]] Binding 3{{$}}
; SPIRV-DAG: OpDecorate %[[SAMP]] DescriptorSet 0{{$}}
; SPIRV-DAG: OpDecorate %[[CMPSAMP:[A-Za-z0-9_]+]] Binding 4{{$}}
; SPIRV-DAG: OpDecorate %[[CMPSAMP]] DescriptorSet 0{{$}}
; SPIRV-DAG: %[[FLOAT:[A-Za-z0-9_]+]] = OpTypeFloat 32{{$}}
; SPIRV-DAG: %[[UINT:[A-Za-z0-9_]+]] = OpTypeInt 32 0{{$}}
; SPIRV-DAG: %[[INT:[A-Za-z0-9_]+]] = OpTypeInt 32 1{{$}}
; SPIRV-DAG: %[[V2FLOAT:[A-Za-z0-9_]+]] = OpTypeVector %[[FLOAT]] 2{{$}}
; SPIRV-DAG: %[[V3FLOAT:[A-Za-z0-9_]+]] = OpTypeVector %[[FLOAT]] 3{{$}}
; SPIRV-DAG: %[[V4FLOAT:[A-Za-z0-9_]+]] = OpTypeVector %[[FLOAT]] 4{{$}}
; SPIRV-DAG: %[[V2INT:[A-Za-z0-9_]+]] = OpTypeVector %[[INT]] 2{{$}}
; SPIRV-DAG: %[[IMG_0:[A-Za-z0-9_]+]] = OpTypeImage %[[FLOAT]] 2D 2 0 0 1 Unknown{{$}}
; SPIRV-DAG: %[[IMG_1:[A-Za-z0-9_]+]] = OpTypeImage %[[FLOAT]] 2D 2 1 0 1 Unknown{{$}}
; SPIRV-DAG: %[[SAMPLER:[A-Za-z0-9_]+]] = OpTypeSampler{{$}}
; SPIRV-DAG: %[[SI_IMG_0:[A-Za-z0-9_]+]] = OpTypeSampledImage %[[IMG_0]]{{$}}
; SPIRV-DAG: %[[PTR_IMG_0:[A-Za-z0-9_]+]] = OpTypePointer UniformConstant %[[IMG_0]]{{$}}
; SPIRV-DAG: %[[SI_IMG_1:[A-Za-z0-9_]+]] = OpTypeSampledImage %[[IMG_1]]{{$}}
; SPIRV-DAG: %[[PTR_IMG_1:[A-Za-z0-9_]+]] = OpTypePointer UniformConstant %[[IMG_1]]{{$}}
; SPIRV-DAG: %[[PTR_SAMPLER:[A-Za-z0-9_]+]] = OpTypePointer UniformConstant %[[SAMPLER]]{{$}}
; SPIRV-DAG: %[[CLAMP:[A-Za-z0-9_]+]] = OpConstant %[[FLOAT]] 3.5{{$}}
; SPIRV-DAG: %[[CMP:[A-Za-z0-9_]+]] = OpConstant %[[FLOAT]] 0.625{{$}}
; SPIRV-DAG: %[[FLOAT_0:[A-Za-z0-9_]+]] = OpConstant %[[FLOAT]] 0{{$}}
; SPIRV-DAG: %[[F_0_0625:[A-Za-z0-9_]+]] = OpConstant %[[FLOAT]] 0.0625{{$}}
; SPIRV-DAG: %[[F_0_125:[A-Za-z0-9_]+]] = OpConstant %[[FLOAT]] 0.125{{$}}
; SPIRV-DAG: %[[F_0_25:[A-Za-z0-9_]+]] = OpConstant %[[FLOAT]] 0.25{{$}}
; SPIRV-DAG: %[[F_0_5:[A-Za-z0-9_]+]] = OpConstant %[[FLOAT]] 0.5{{$}}
; SPIRV-DAG: %[[F_0_75:[A-Za-z0-9_]+]] = OpConstant %[[FLOAT]] 0.75{{$}}
; SPIRV-DAG: %[[LOD:[A-Za-z0-9_]+]] = OpConstant %[[FLOAT]] 2.5{{$}}
; SPIRV-DAG: %[[UINT_0:[A-Za-z0-9_]+]] = OpConstant %[[UINT]] 0{{$}}
; SPIRV-DAG: %[[UINT_1:[A-Za-z0-9_]+]] = OpConstant %[[UINT]] 1{{$}}
; SPIRV-DAG: %[[UINT_2:[A-Za-z0-9_]+]] = OpConstant %[[UINT]] 2{{$}}
; SPIRV-DAG: %[[UINT_3:[A-Za-z0-9_]+]] = OpConstant %[[UINT]] 3{{$}}
; SPIRV-DAG: %[[INT_M1:[A-Za-z0-9_]+]] = OpConstant %[[INT]] -1{{$}}
; SPIRV-DAG: %[[INT_2:[A-Za-z0-9_]+]] = OpConstant %[[INT]] 2{{$}}
; SPIRV-DAG: %[[INT_3:[A-Za-z0-9_]+]] = OpConstant %[[INT]] 3{{$}}
; SPIRV-DAG: %[[INT_M4:[A-Za-z0-9_]+]] = OpConstant %[[INT]] -4{{$}}
; SPIRV-DAG: %[[COORD2:[A-Za-z0-9_]+]] = OpConstantComposite %[[V2FLOAT]] %[[F_0_25]] %[[F_0_75]]{{$}}
; SPIRV-DAG: %[[COORD3:[A-Za-z0-9_]+]] = OpConstantComposite %[[V3FLOAT]] %[[F_0_25]] %[[F_0_75]] %[[F_0_5]]{{$}}
; SPIRV-DAG: %[[DX2:[A-Za-z0-9_]+]] = OpConstantComposite %[[V2FLOAT]] %[[F_0_125]] %[[F_0_0625]]{{$}}
; SPIRV-DAG: %[[DY2:[A-Za-z0-9_]+]] = OpConstantComposite %[[V2FLOAT]] %[[F_0_0625]] %[[F_0_125]]{{$}}
; SPIRV-DAG: %[[OFF_3_M4:[A-Za-z0-9_]+]] = OpConstantComposite %[[V2INT]] %[[INT_3]] %[[INT_M4]]{{$}}
; SPIRV-DAG: %[[OFF_M1_2:[A-Za-z0-9_]+]] = OpConstantComposite %[[V2INT]] %[[INT_M1]] %[[INT_2]]{{$}}
; SPIRV-DAG: %[[TEX]] = OpVariable %[[PTR_IMG_0]] UniformConstant{{$}}
; SPIRV-DAG: %[[SHADOW]] = OpVariable %[[PTR_IMG_1]] UniformConstant{{$}}
; SPIRV-DAG: %[[SAMP]] = OpVariable %[[PTR_SAMPLER]] UniformConstant{{$}}
; SPIRV-DAG: %[[CMPSAMP]] = OpVariable %[[PTR_SAMPLER]] UniformConstant{{$}}
; SPIRV-LABEL: %main = OpFunction
; Tex.SampleLevel(Samp, uv, lod)
; SPIRV: %[[I_SL:[0-9]+]] = OpLoad %[[IMG_0]] %[[TEX]]{{$}}
; SPIRV-NEXT: %[[S_SL:[0-9]+]] = OpLoad %[[SAMPLER]] %[[SAMP]]{{$}}
; SPIRV-NEXT: %[[SI_SL:[0-9]+]] = OpSampledImage %[[SI_IMG_0]] %[[I_SL]] %[[S_SL]]{{$}}
; SPIRV-NEXT: %[[R_SL:[0-9]+]] = OpImageSampleExplicitLod %[[V4FLOAT]] %[[SI_SL]] %[[COORD2]] Lod %[[LOD]]{{$}}
; SPIRV: OpImageWrite %{{[0-9]+}} %[[UINT_0]] %[[R_SL]]
; Tex.SampleGrad(Samp, uv, ddx, ddy, int2(3, -4), clamp)
; SPIRV: %[[I_SGC:[0-9]+]] = OpLoad %[[IMG_0]] %[[TEX]]{{$}}
; SPIRV-NEXT: %[[S_SGC:[0-9]+]] = OpLoad %[[SAMPLER]] %[[SAMP]]{{$}}
; SPIRV-NEXT: %[[SI_SGC:[0-9]+]] = OpSampledImage %[[SI_IMG_0]] %[[I_SGC]] %[[S_SGC]]{{$}}
; SPIRV-NEXT: %[[R_SGC:[0-9]+]] = OpImageSampleExplicitLod %[[V4FLOAT]] %[[SI_SGC]] %[[COORD2]] Grad|ConstOffset|MinLod %[[DX2]] %[[DY2]] %[[OFF_3_M4]] %[[CLAMP]]{{$}}
; SPIRV: OpImageWrite %{{[0-9]+}} %[[UINT_1]] %[[R_SGC]]
; Shadow.SampleCmpLevelZero(CmpSamp, uvw, cmp)
; SPIRV: %[[I_CZ:[0-9]+]] = OpLoad %[[IMG_1]] %[[SHADOW]]{{$}}
; SPIRV-NEXT: %[[S_CZ:[0-9]+]] = OpLoad %[[SAMPLER]] %[[CMPSAMP]]{{$}}
; SPIRV-NEXT: %[[SI_CZ:[0-9]+]] = OpSampledImage %[[SI_IMG_1]] %[[I_CZ]] %[[S_CZ]]{{$}}
; SPIRV-NEXT: %[[R_CZ:[0-9]+]] = OpImageSampleDrefExplicitLod %[[FLOAT]] %[[SI_CZ]] %[[COORD3]] %[[CMP]] Lod %[[FLOAT_0]]{{$}}
; SPIRV: OpImageWrite %{{[0-9]+}} %[[UINT_0]] %[[R_CZ]]
; Shadow.SampleCmpLevel(CmpSamp, uvw, cmp, lod, int2(-1, 2))
; SPIRV: %[[I_CL:[0-9]+]] = OpLoad %[[IMG_1]] %[[SHADOW]]{{$}}
; SPIRV-NEXT: %[[S_CL:[0-9]+]] = OpLoad %[[SAMPLER]] %[[CMPSAMP]]{{$}}
; SPIRV-NEXT: %[[SI_CL:[0-9]+]] = OpSampledImage %[[SI_IMG_1]] %[[I_CL]] %[[S_CL]]{{$}}
; SPIRV-NEXT: %[[R_CL:[0-9]+]] = OpImageSampleDrefExplicitLod %[[FLOAT]] %[[SI_CL]] %[[COORD3]] %[[CMP]] Lod|ConstOffset %[[LOD]] %[[OFF_M1_2]]{{$}}
; SPIRV: OpImageWrite %{{[0-9]+}} %[[UINT_1]] %[[R_CL]]
; Tex.GatherGreen(Samp, uv)
; SPIRV: %[[I_G:[0-9]+]] = OpLoad %[[IMG_0]] %[[TEX]]{{$}}
; SPIRV-NEXT: %[[S_G:[0-9]+]] = OpLoad %[[SAMPLER]] %[[SAMP]]{{$}}
; SPIRV-NEXT: %[[SI_G:[0-9]+]] = OpSampledImage %[[SI_IMG_0]] %[[I_G]] %[[S_G]]{{$}}
; SPIRV-NEXT: %[[R_G:[0-9]+]] = OpImageGather %[[V4FLOAT]] %[[SI_G]] %[[COORD2]] %[[UINT_1]]{{$}}
; SPIRV: OpImageWrite %{{[0-9]+}} %[[UINT_2]] %[[R_G]]
; Shadow.GatherCmp(CmpSamp, uvw, cmp)
; SPIRV: %[[I_GC:[0-9]+]] = OpLoad %[[IMG_1]] %[[SHADOW]]{{$}}
; SPIRV-NEXT: %[[S_GC:[0-9]+]] = OpLoad %[[SAMPLER]] %[[CMPSAMP]]{{$}}
; SPIRV-NEXT: %[[SI_GC:[0-9]+]] = OpSampledImage %[[SI_IMG_1]] %[[I_GC]] %[[S_GC]]{{$}}
; SPIRV-NEXT: %[[R_GC:[0-9]+]] = OpImageDrefGather %[[V4FLOAT]] %[[SI_GC]] %[[COORD3]] %[[CMP]]{{$}}
; SPIRV: OpImageWrite %{{[0-9]+}} %[[UINT_3]] %[[R_GC]]
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
; ABSENT-NOT: DerivativeGroup
; ABSENT-NOT: compute_shader_derivatives

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G10"
target triple = "spirv-unknown-vulkan1.3-compute"

@Tex.name = private unnamed_addr constant [4 x i8] c"Tex\00"
@Shadow.name = private unnamed_addr constant [7 x i8] c"Shadow\00"
@Samp.name = private unnamed_addr constant [5 x i8] c"Samp\00"
@CmpSamp.name = private unnamed_addr constant [8 x i8] c"CmpSamp\00"
@Out.name = private unnamed_addr constant [4 x i8] c"Out\00"
@OutF.name = private unnamed_addr constant [5 x i8] c"OutF\00"

define void @main() #0 {
entry:
  %Tex = call target("spirv.Image", float, 1, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_0_0_1_0t(i32 0, i32 1, i32 1, i32 0, ptr @Tex.name)
  %Shadow = call target("spirv.Image", float, 1, 2, 1, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_1_0_1_0t(i32 0, i32 2, i32 1, i32 0, ptr @Shadow.name)
  %Samp = call target("spirv.Sampler") @llvm.spv.resource.handlefrombinding.tspirv.Samplert(i32 0, i32 3, i32 1, i32 0, ptr @Samp.name)
  %CmpSamp = call target("spirv.Sampler") @llvm.spv.resource.handlefrombinding.tspirv.Samplert(i32 0, i32 4, i32 1, i32 0, ptr @CmpSamp.name)
  %out = call target("spirv.Image", float, 5, 2, 0, 0, 2, 1) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_2_1t(i32 0, i32 20, i32 1, i32 0, ptr @Out.name)
  %outf = call target("spirv.Image", float, 5, 2, 0, 0, 2, 3) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_2_3t(i32 0, i32 21, i32 1, i32 0, ptr @OutF.name)
  ; Tex.SampleLevel(Samp, uv, lod)
  %sl = call <4 x float> @llvm.spv.resource.samplelevel.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) %Tex, target("spirv.Sampler") %Samp, <2 x float> <float 2.500000e-01, float 7.500000e-01>, float 2.500000e+00, <2 x i32> zeroinitializer)
  %sl.out = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_1t(target("spirv.Image", float, 5, 2, 0, 0, 2, 1) %out, i32 0)
  store <4 x float> %sl, ptr addrspace(11) %sl.out, align 16
  ; Tex.SampleGrad(Samp, uv, ddx, ddy, int2(3, -4), clamp)
  %sgc = call <4 x float> @llvm.spv.resource.samplegrad.clamp.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2f32.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) %Tex, target("spirv.Sampler") %Samp, <2 x float> <float 2.500000e-01, float 7.500000e-01>, <2 x float> <float 1.250000e-01, float 6.250000e-02>, <2 x float> <float 6.250000e-02, float 1.250000e-01>, <2 x i32> <i32 3, i32 -4>, float 3.500000e+00)
  %sgc.out = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_1t(target("spirv.Image", float, 5, 2, 0, 0, 2, 1) %out, i32 1)
  store <4 x float> %sgc, ptr addrspace(11) %sgc.out, align 16
  ; Shadow.SampleCmpLevelZero(CmpSamp, uvw, cmp)
  %cz = call float @llvm.spv.resource.samplecmplevelzero.f32.tspirv.Image_f32_1_2_1_0_1_0t.tspirv.Samplert.v3f32.v2i32(target("spirv.Image", float, 1, 2, 1, 0, 1, 0) %Shadow, target("spirv.Sampler") %CmpSamp, <3 x float> <float 2.500000e-01, float 7.500000e-01, float 5.000000e-01>, float 6.250000e-01, <2 x i32> zeroinitializer)
  %cz.out = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_3t(target("spirv.Image", float, 5, 2, 0, 0, 2, 3) %outf, i32 0)
  store float %cz, ptr addrspace(11) %cz.out, align 4
  ; Shadow.SampleCmpLevel(CmpSamp, uvw, cmp, lod, int2(-1, 2))
  %cl = call float @llvm.spv.resource.samplecmplevel.f32.tspirv.Image_f32_1_2_1_0_1_0t.tspirv.Samplert.v3f32.v2i32(target("spirv.Image", float, 1, 2, 1, 0, 1, 0) %Shadow, target("spirv.Sampler") %CmpSamp, <3 x float> <float 2.500000e-01, float 7.500000e-01, float 5.000000e-01>, float 6.250000e-01, float 2.500000e+00, <2 x i32> <i32 -1, i32 2>)
  %cl.out = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_3t(target("spirv.Image", float, 5, 2, 0, 0, 2, 3) %outf, i32 1)
  store float %cl, ptr addrspace(11) %cl.out, align 4
  ; Tex.GatherGreen(Samp, uv)
  %g = call <4 x float> @llvm.spv.resource.gather.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) %Tex, target("spirv.Sampler") %Samp, <2 x float> <float 2.500000e-01, float 7.500000e-01>, i32 1, <2 x i32> zeroinitializer)
  %g.out = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_1t(target("spirv.Image", float, 5, 2, 0, 0, 2, 1) %out, i32 2)
  store <4 x float> %g, ptr addrspace(11) %g.out, align 16
  ; Shadow.GatherCmp(CmpSamp, uvw, cmp)
  %gc = call <4 x float> @llvm.spv.resource.gather.cmp.v4f32.tspirv.Image_f32_1_2_1_0_1_0t.tspirv.Samplert.v3f32.v2i32(target("spirv.Image", float, 1, 2, 1, 0, 1, 0) %Shadow, target("spirv.Sampler") %CmpSamp, <3 x float> <float 2.500000e-01, float 7.500000e-01, float 5.000000e-01>, float 6.250000e-01, <2 x i32> zeroinitializer)
  %gc.out = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_1t(target("spirv.Image", float, 5, 2, 0, 0, 2, 1) %out, i32 3)
  store <4 x float> %gc, ptr addrspace(11) %gc.out, align 16
  ret void
}

declare target("spirv.Image", float, 1, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_0_0_1_0t(i32, i32, i32, i32, ptr) #3
declare target("spirv.Image", float, 1, 2, 1, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_1_0_1_0t(i32, i32, i32, i32, ptr) #3
declare target("spirv.Sampler") @llvm.spv.resource.handlefrombinding.tspirv.Samplert(i32, i32, i32, i32, ptr) #3
declare target("spirv.Image", float, 5, 2, 0, 0, 2, 1) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_2_1t(i32, i32, i32, i32, ptr) #3
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_1t(target("spirv.Image", float, 5, 2, 0, 0, 2, 1), i32) #3
declare target("spirv.Image", float, 5, 2, 0, 0, 2, 3) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_2_3t(i32, i32, i32, i32, ptr) #3
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_3t(target("spirv.Image", float, 5, 2, 0, 0, 2, 3), i32) #3
declare <4 x float> @llvm.spv.resource.samplelevel.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0), target("spirv.Sampler"), <2 x float>, float, <2 x i32>) #2
declare <4 x float> @llvm.spv.resource.samplegrad.clamp.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2f32.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0), target("spirv.Sampler"), <2 x float>, <2 x float>, <2 x float>, <2 x i32>, float) #2
declare float @llvm.spv.resource.samplecmplevelzero.f32.tspirv.Image_f32_1_2_1_0_1_0t.tspirv.Samplert.v3f32.v2i32(target("spirv.Image", float, 1, 2, 1, 0, 1, 0), target("spirv.Sampler"), <3 x float>, float, <2 x i32>) #2
declare float @llvm.spv.resource.samplecmplevel.f32.tspirv.Image_f32_1_2_1_0_1_0t.tspirv.Samplert.v3f32.v2i32(target("spirv.Image", float, 1, 2, 1, 0, 1, 0), target("spirv.Sampler"), <3 x float>, float, float, <2 x i32>) #2
declare <4 x float> @llvm.spv.resource.gather.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0), target("spirv.Sampler"), <2 x float>, i32, <2 x i32>) #2
declare <4 x float> @llvm.spv.resource.gather.cmp.v4f32.tspirv.Image_f32_1_2_1_0_1_0t.tspirv.Samplert.v3f32.v2i32(target("spirv.Image", float, 1, 2, 1, 0, 1, 0), target("spirv.Sampler"), <3 x float>, float, <2 x i32>) #2

attributes #0 = { "hlsl.numthreads"="3,5,1" "hlsl.shader"="compute" }
attributes #1 = { convergent nocallback nofree nosync nounwind willreturn memory(read) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(read) }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(none) }
