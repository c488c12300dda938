; Every sampling form of SPIRV.md's mapping table on a Texture2D<float4> in a
; pixel shader: Sample, Sample with clamp, SampleBias (+ clamp), SampleGrad (+
; clamp) and SampleLevel, each with a zero offset (dropped) and with a constant
; one (ConstOffset). Image-operand masks: Bias 1, Lod 2, Grad 4, ConstOffset 8,
; MinLod 128. clamp -> MinLod needs capability MinLod; ConstOffset on a sample
; instruction needs no ImageGatherExtended (SPIRV.md: only Offset, ConstOffsets
; and gathers do). The sampler lives in set 1.
;
; Source (HLSL):
;   [[vk::binding(1, 0)]] Texture2D<float4> Tex;
;   [[vk::binding(2, 1)]] SamplerState Samp;
;   [[vk::binding(20, 0)]] RWBuffer<float4> Out;
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
; IR-NEXT: %s = call <4 x float> @texel.spv.sample_implicit_lod.f32_1_2_0_0_1_0.i0_1_0.s1_2_0.m0(i32 0, i32 0, <2 x float> <float 2.500000e-01, float 7.500000e-01>)
; IR: %so = call <4 x float> @texel.spv.sample_implicit_lod.f32_1_2_0_0_1_0.i0_1_0.s1_2_0.m8(i32 0, i32 0, <2 x float> <float 2.500000e-01, float 7.500000e-01>, <2 x i32> <i32 -1, i32 2>)
; IR: %sc = call <4 x float> @texel.spv.sample_implicit_lod.f32_1_2_0_0_1_0.i0_1_0.s1_2_0.m128(i32 0, i32 0, <2 x float> <float 2.500000e-01, float 7.500000e-01>, float 3.500000e+00)
; IR: %sco = call <4 x float> @texel.spv.sample_implicit_lod.f32_1_2_0_0_1_0.i0_1_0.s1_2_0.m136(i32 0, i32 0, <2 x float> <float 2.500000e-01, float 7.500000e-01>, <2 x i32> <i32 3, i32 -4>, float 3.500000e+00)
; IR: %sb = call <4 x float> @texel.spv.sample_implicit_lod.f32_1_2_0_0_1_0.i0_1_0.s1_2_0.m1(i32 0, i32 0, <2 x float> <float 2.500000e-01, float 7.500000e-01>, float 1.500000e+00)
; IR: %sbo = call <4 x float> @texel.spv.sample_implicit_lod.f32_1_2_0_0_1_0.i0_1_0.s1_2_0.m9(i32 0, i32 0, <2 x float> <float 2.500000e-01, float 7.500000e-01>, float 1.500000e+00, <2 x i32> <i32 -1, i32 2>)
; IR: %sbc = call <4 x float> @texel.spv.sample_implicit_lod.f32_1_2_0_0_1_0.i0_1_0.s1_2_0.m129(i32 0, i32 0, <2 x float> <float 2.500000e-01, float 7.500000e-01>, float 1.500000e+00, float 3.500000e+00)
; IR: %sbco = call <4 x float> @texel.spv.sample_implicit_lod.f32_1_2_0_0_1_0.i0_1_0.s1_2_0.m137(i32 0, i32 0, <2 x float> <float 2.500000e-01, float 7.500000e-01>, float 1.500000e+00, <2 x i32> <i32 -1, i32 2>, float 3.500000e+00)
; IR: %sg = call <4 x float> @texel.spv.sample_explicit_lod.f32_1_2_0_0_1_0.i0_1_0.s1_2_0.m4(i32 0, i32 0, <2 x float> <float 2.500000e-01, float 7.500000e-01>, <2 x float> <float 1.250000e-01, float 6.250000e-02>, <2 x float> <float 6.250000e-02, float 1.250000e-01>)
; IR: %sgo = call <4 x float> @texel.spv.sample_explicit_lod.f32_1_2_0_0_1_0.i0_1_0.s1_2_0.m12(i32 0, i32 0, <2 x float> <float 2.500000e-01, float 7.500000e-01>, <2 x float> <float 1.250000e-01, float 6.250000e-02>, <2 x float> <float 6.250000e-02, float 1.250000e-01>, <2 x i32> <i32 3, i32 -4>)
; IR: %sgc = call <4 x float> @texel.spv.sample_explicit_lod.f32_1_2_0_0_1_0.i0_1_0.s1_2_0.m132(i32 0, i32 0, <2 x float> <float 2.500000e-01, float 7.500000e-01>, <2 x float> <float 1.250000e-01, float 6.250000e-02>, <2 x float> <float 6.250000e-02, float 1.250000e-01>, float 3.500000e+00)
; IR: %sgco = call <4 x float> @texel.spv.sample_explicit_lod.f32_1_2_0_0_1_0.i0_1_0.s1_2_0.m140(i32 0, i32 0, <2 x float> <float 2.500000e-01, float 7.500000e-01>, <2 x float> <float 1.250000e-01, float 6.250000e-02>, <2 x float> <float 6.250000e-02, float 1.250000e-01>, <2 x i32> <i32 3, i32 -4>, float 3.500000e+00)
; IR: %sl = call <4 x float> @texel.spv.sample_explicit_lod.f32_1_2_0_0_1_0.i0_1_0.s1_2_0.m2(i32 0, i32 0, <2 x float> <float 2.500000e-01, float 7.500000e-01>, float 2.500000e+00)
; IR: %slo = call <4 x float> @texel.spv.sample_explicit_lod.f32_1_2_0_0_1_0.i0_1_0.s1_2_0.m10(i32 0, i32 0, <2 x float> <float 2.500000e-01, float 7.500000e-01>, float 2.500000e+00, <2 x i32> <i32 -1, i32 2>)
; IR: ret void
; IR-DAG: declare <4 x float> @texel.spv.sample_implicit_lod.f32_1_2_0_0_1_0.i0_1_0.s1_2_0.m0(i32, i32, <2 x float>) #[[CONVERGENT:[0-9]+]]
; IR-DAG: declare <4 x float> @texel.spv.sample_implicit_lod.f32_1_2_0_0_1_0.i0_1_0.s1_2_0.m8(i32, i32, <2 x float>, <2 x i32>) #[[CONVERGENT]]
; IR-DAG: declare <4 x float> @texel.spv.sample_implicit_lod.f32_1_2_0_0_1_0.i0_1_0.s1_2_0.m128(i32, i32, <2 x float>, float) #[[CONVERGENT]]
; IR-DAG: declare <4 x float> @texel.spv.sample_implicit_lod.f32_1_2_0_0_1_0.i0_1_0.s1_2_0.m136(i32, i32, <2 x float>, <2 x i32>, float) #[[CONVERGENT]]
; IR-DAG: declare <4 x float> @texel.spv.sample_implicit_lod.f32_1_2_0_0_1_0.i0_1_0.s1_2_0.m1(i32, i32, <2 x float>, float) #[[CONVERGENT]]
; IR-DAG: declare <4 x float> @texel.spv.sample_implicit_lod.f32_1_2_0_0_1_0.i0_1_0.s1_2_0.m9(i32, i32, <2 x float>, float, <2 x i32>) #[[CONVERGENT]]
; IR-DAG: declare <4 x float> @texel.spv.sample_implicit_lod.f32_1_2_0_0_1_0.i0_1_0.s1_2_0.m129(i32, i32, <2 x float>, float, float) #[[CONVERGENT]]
; IR-DAG: declare <4 x float> @texel.spv.sample_implicit_lod.f32_1_2_0_0_1_0.i0_1_0.s1_2_0.m137(i32, i32, <2 x float>, float, <2 x i32>, float) #[[CONVERGENT]]
; IR-DAG: declare <4 x float> @texel.spv.sample_explicit_lod.f32_1_2_0_0_1_0.i0_1_0.s1_2_0.m4(i32, i32, <2 x float>, <2 x float>, <2 x float>) #[[PLAIN:[0-9]+]]
; IR-DAG: declare <4 x float> @texel.spv.sample_explicit_lod.f32_1_2_0_0_1_0.i0_1_0.s1_2_0.m12(i32, i32, <2 x float>, <2 x float>, <2 x float>, <2 x i32>) #[[PLAIN]]
; IR-DAG: declare <4 x float> @texel.spv.sample_explicit_lod.f32_1_2_0_0_1_0.i0_1_0.s1_2_0.m132(i32, i32, <2 x float>, <2 x float>, <2 x float>, float) #[[PLAIN]]
; IR-DAG: declare <4 x float> @texel.spv.sample_explicit_lod.f32_1_2_0_0_1_0.i0_1_0.s1_2_0.m140(i32, i32, <2 x float>, <2 x float>, <2 x float>, <2 x i32>, float) #[[PLAIN]]
; IR-DAG: declare <4 x float> @texel.spv.sample_explicit_lod.f32_1_2_0_0_1_0.i0_1_0.s1_2_0.m2(i32, i32, <2 x float>, float) #[[PLAIN]]
; IR-DAG: declare <4 x float> @texel.spv.sample_explicit_lod.f32_1_2_0_0_1_0.i0_1_0.s1_2_0.m10(i32, i32, <2 x float>, float, <2 x i32>) #[[PLAIN]]
; IR-DAG: attributes #[[CONVERGENT]] = { convergent nounwind }
; IR-DAG: attributes #[[PLAIN]] = { nounwind }

; SPIR-V: one UniformConstant variable per binding; each operation loads the
; image and the sampler and builds a fresh OpSampledImage right before the
; image instruction.
; SPIRV-DAG: OpCapability Shader
; SPIRV-DAG: OpCapability MinLod
; SPIRV: OpMemoryModel Logical GLSL450
; SPIRV: OpEntryPoint Fragment %main "main"
; SPIRV-DAG: OpExecutionMode %main OriginUpperLeft
; SPIRV-DAG: OpDecorate %[[TEX:[A-Za-z0-9_]+]] Binding 1{{$}}
; SPIRV-DAG: OpDecorate %[[TEX]] DescriptorSet 0{{$}}
; SPIRV-DAG: OpDecorate %[[SAMP:[A-Za-z0-9_]+]] Binding 2{{$}}
; SPIRV-DAG: OpDecorate %[[SAMP]] DescriptorSet 1{{$}}
; SPIRV-DAG: %[[FLOAT:[A-Za-z0-9_]+]] = OpTypeFloat 32{{$}}
; SPIRV-DAG: %[[UINT:[A-Za-z0-9_]+]] = OpTypeInt 32 0{{$}}
; SPIRV-DAG: %[[INT:[A-Za-z0-9_]+]] = OpTypeInt 32 1{{$}}
; SPIRV-DAG: %[[V2FLOAT:[A-Za-z0-9_]+]] = OpTypeVector %[[FLOAT]] 2{{$}}
; SPIRV-DAG: %[[V4FLOAT:[A-Za-z0-9_]+]] = OpTypeVector %[[FLOAT]] 4{{$}}
; SPIRV-DAG: %[[V2INT:[A-Za-z0-9_]+]] = OpTypeVector %[[INT]] 2{{$}}
; SPIRV-DAG: %[[IMG_0:[A-Za-z0-9_]+]] = OpTypeImage %[[FLOAT]] 2D 2 0 0 1 Unknown{{$}}
; SPIRV-DAG: %[[SAMPLER:[A-Za-z0-9_]+]] = OpTypeSampler{{$}}
; SPIRV-DAG: %[[SI_IMG_0:[A-Za-z0-9_]+]] = OpTypeSampledImage %[[IMG_0]]{{$}}
; SPIRV-DAG: %[[PTR_IMG_0:[A-Za-z0-9_]+]] = OpTypePointer UniformConstant %[[IMG_0]]{{$}}
; SPIRV-DAG: %[[PTR_SAMPLER:[A-Za-z0-9_]+]] = OpTypePointer UniformConstant %[[SAMPLER]]{{$}}
; SPIRV-DAG: %[[BIAS:[A-Za-z0-9_]+]] = OpConstant %[[FLOAT]] 1.5{{$}}
; SPIRV-DAG: %[[CLAMP:[A-Za-z0-9_]+]] = OpConstant %[[FLOAT]] 3.5{{$}}
; SPIRV-DAG: %[[F_0_0625:[A-Za-z0-9_]+]] = OpConstant %[[FLOAT]] 0.0625{{$}}
; SPIRV-DAG: %[[F_0_125:[A-Za-z0-9_]+]] = OpConstant %[[FLOAT]] 0.125{{$}}
; SPIRV-DAG: %[[F_0_25:[A-Za-z0-9_]+]] = OpConstant %[[FLOAT]] 0.25{{$}}
; SPIRV-DAG: %[[F_0_75:[A-Za-z0-9_]+]] = OpConstant %[[FLOAT]] 0.75{{$}}
; SPIRV-DAG: %[[LOD:[A-Za-z0-9_]+]] = OpConstant %[[FLOAT]] 2.5{{$}}
; SPIRV-DAG: %[[UINT_0:[A-Za-z0-9_]+]] = OpConstant %[[UINT]] 0{{$}}
; SPIRV-DAG: %[[UINT_1:[A-Za-z0-9_]+]] = OpConstant %[[UINT]] 1{{$}}
; SPIRV-DAG: %[[UINT_10:[A-Za-z0-9_]+]] = OpConstant %[[UINT]] 10{{$}}
; SPIRV-DAG: %[[UINT_11:[A-Za-z0-9_]+]] = OpConstant %[[UINT]] 11{{$}}
; SPIRV-DAG: %[[UINT_12:[A-Za-z0-9_]+]] = OpConstant %[[UINT]] 12{{$}}
; SPIRV-DAG: %[[UINT_13:[A-Za-z0-9_]+]] = OpConstant %[[UINT]] 13{{$}}
; SPIRV-DAG: %[[UINT_2:[A-Za-z0-9_]+]] = OpConstant %[[UINT]] 2{{$}}
; SPIRV-DAG: %[[UINT_3:[A-Za-z0-9_]+]] = OpConstant %[[UINT]] 3{{$}}
; SPIRV-DAG: %[[UINT_4:[A-Za-z0-9_]+]] = OpConstant %[[UINT]] 4{{$}}
; SPIRV-DAG: %[[UINT_5:[A-Za-z0-9_]+]] = OpConstant %[[UINT]] 5{{$}}
; SPIRV-DAG: %[[UINT_6:[A-Za-z0-9_]+]] = OpConstant %[[UINT]] 6{{$}}
; SPIRV-DAG: %[[UINT_7:[A-Za-z0-9_]+]] = OpConstant %[[UINT]] 7{{$}}
; SPIRV-DAG: %[[UINT_8:[A-Za-z0-9_]+]] = OpConstant %[[UINT]] 8{{$}}
; SPIRV-DAG: %[[UINT_9:[A-Za-z0-9_]+]] = OpConstant %[[UINT]] 9{{$}}
; SPIRV-DAG: %[[INT_M1:[A-Za-z0-9_]+]] = OpConstant %[[INT]] -1{{$}}
; SPIRV-DAG: %[[INT_2:[A-Za-z0-9_]+]] = OpConstant %[[INT]] 2{{$}}
; SPIRV-DAG: %[[INT_3:[A-Za-z0-9_]+]] = OpConstant %[[INT]] 3{{$}}
; SPIRV-DAG: %[[INT_M4:[A-Za-z0-9_]+]] = OpConstant %[[INT]] -4{{$}}
; SPIRV-DAG: %[[COORD2:[A-Za-z0-9_]+]] = OpConstantComposite %[[V2FLOAT]] %[[F_0_25]] %[[F_0_75]]{{$}}
; SPIRV-DAG: %[[DX2:[A-Za-z0-9_]+]] = OpConstantComposite %[[V2FLOAT]] %[[F_0_125]] %[[F_0_0625]]{{$}}
; SPIRV-DAG: %[[DY2:[A-Za-z0-9_]+]] = OpConstantComposite %[[V2FLOAT]] %[[F_0_0625]] %[[F_0_125]]{{$}}
; SPIRV-DAG: %[[OFF_3_M4:[A-Za-z0-9_]+]] = OpConstantComposite %[[V2INT]] %[[INT_3]] %[[INT_M4]]{{$}}
; SPIRV-DAG: %[[OFF_M1_2:[A-Za-z0-9_]+]] = OpConstantComposite %[[V2INT]] %[[INT_M1]] %[[INT_2]]{{$}}
; SPIRV-DAG: %[[TEX]] = OpVariable %[[PTR_IMG_0]] UniformConstant{{$}}
; SPIRV-DAG: %[[SAMP]] = OpVariable %[[PTR_SAMPLER]] UniformConstant{{$}}
; SPIRV-LABEL: %main = OpFunction
; Tex.Sample(Samp, uv)
; SPIRV: %[[I_S:[0-9]+]] = OpLoad %[[IMG_0]] %[[TEX]]{{$}}
; SPIRV-NEXT: %[[S_S:[0-9]+]] = OpLoad %[[SAMPLER]] %[[SAMP]]{{$}}
; SPIRV-NEXT: %[[SI_S:[0-9]+]] = OpSampledImage %[[SI_IMG_0]] %[[I_S]] %[[S_S]]{{$}}
; SPIRV-NEXT: %[[R_S:[0-9]+]] = OpImageSampleImplicitLod %[[V4FLOAT]] %[[SI_S]] %[[COORD2]]{{$}}
; SPIRV: OpImageWrite %{{[0-9]+}} %[[UINT_0]] %[[R_S]]
; Tex.Sample(Samp, uv, int2(-1, 2))
; SPIRV: %[[I_SO:[0-9]+]] = OpLoad %[[IMG_0]] %[[TEX]]{{$}}
; SPIRV-NEXT: %[[S_SO:[0-9]+]] = OpLoad %[[SAMPLER]] %[[SAMP]]{{$}}
; SPIRV-NEXT: %[[SI_SO:[0-9]+]] = OpSampledImage %[[SI_IMG_0]] %[[I_SO]] %[[S_SO]]{{$}}
; SPIRV-NEXT: %[[R_SO:[0-9]+]] = OpImageSampleImplicitLod %[[V4FLOAT]] %[[SI_SO]] %[[COORD2]] ConstOffset %[[OFF_M1_2]]{{$}}
; SPIRV: OpImageWrite %{{[0-9]+}} %[[UINT_1]] %[[R_SO]]
; Tex.Sample(Samp, uv, int2(0, 0), clamp)
; SPIRV: %[[I_SC:[0-9]+]] = OpLoad %[[IMG_0]] %[[TEX]]{{$}}
; SPIRV-NEXT: %[[S_SC:[0-9]+]] = OpLoad %[[SAMPLER]] %[[SAMP]]{{$}}
; SPIRV-NEXT: %[[SI_SC:[0-9]+]] = OpSampledImage %[[SI_IMG_0]] %[[I_SC]] %[[S_SC]]{{$}}
; SPIRV-NEXT: %[[R_SC:[0-9]+]] = OpImageSampleImplicitLod %[[V4FLOAT]] %[[SI_SC]] %[[COORD2]] MinLod %[[CLAMP]]{{$}}
; SPIRV: OpImageWrite %{{[0-9]+}} %[[UINT_2]] %[[R_SC]]
; Tex.Sample(Samp, uv, int2(3, -4), clamp)
; SPIRV: %[[I_SCO:[0-9]+]] = OpLoad %[[IMG_0]] %[[TEX]]{{$}}
; SPIRV-NEXT: %[[S_SCO:[0-9]+]] = OpLoad %[[SAMPLER]] %[[SAMP]]{{$}}
; SPIRV-NEXT: %[[SI_SCO:[0-9]+]] = OpSampledImage %[[SI_IMG_0]] %[[I_SCO]] %[[S_SCO]]{{$}}
; SPIRV-NEXT: %[[R_SCO:[0-9]+]] = OpImageSampleImplicitLod %[[V4FLOAT]] %[[SI_SCO]] %[[COORD2]] ConstOffset|MinLod %[[OFF_3_M4]] %[[CLAMP]]{{$}}
; SPIRV: OpImageWrite %{{[0-9]+}} %[[UINT_3]] %[[R_SCO]]
; Tex.SampleBias(Samp, uv, bias)
; SPIRV: %[[I_SB:[0-9]+]] = OpLoad %[[IMG_0]] %[[TEX]]{{$}}
; SPIRV-NEXT: %[[S_SB:[0-9]+]] = OpLoad %[[SAMPLER]] %[[SAMP]]{{$}}
; SPIRV-NEXT: %[[SI_SB:[0-9]+]] = OpSampledImage %[[SI_IMG_0]] %[[I_SB]] %[[S_SB]]{{$}}
; SPIRV-NEXT: %[[R_SB:[0-9]+]] = OpImageSampleImplicitLod %[[V4FLOAT]] %[[SI_SB]] %[[COORD2]] Bias %[[BIAS]]{{$}}
; SPIRV: OpImageWrite %{{[0-9]+}} %[[UINT_4]] %[[R_SB]]
; Tex.SampleBias(Samp, uv, bias, int2(-1, 2))
; SPIRV: %[[I_SBO:[0-9]+]] = OpLoad %[[IMG_0]] %[[TEX]]{{$}}
; SPIRV-NEXT: %[[S_SBO:[0-9]+]] = OpLoad %[[SAMPLER]] %[[SAMP]]{{$}}
; SPIRV-NEXT: %[[SI_SBO:[0-9]+]] = OpSampledImage %[[SI_IMG_0]] %[[I_SBO]] %[[S_SBO]]{{$}}
; SPIRV-NEXT: %[[R_SBO:[0-9]+]] = OpImageSampleImplicitLod %[[V4FLOAT]] %[[SI_SBO]] %[[COORD2]] Bias|ConstOffset %[[BIAS]] %[[OFF_M1_2]]{{$}}
; SPIRV: OpImageWrite %{{[0-9]+}} %[[UINT_5]] %[[R_SBO]]
; Tex.SampleBias(Samp, uv, bias, int2(0, 0), clamp)
; SPIRV: %[[I_SBC:[0-9]+]] = OpLoad %[[IMG_0]] %[[TEX]]{{$}}
; SPIRV-NEXT: %[[S_SBC:[0-9]+]] = OpLoad %[[SAMPLER]] %[[SAMP]]{{$}}
; SPIRV-NEXT: %[[SI_SBC:[0-9]+]] = OpSampledImage %[[SI_IMG_0]] %[[I_SBC]] %[[S_SBC]]{{$}}
; SPIRV-NEXT: %[[R_SBC:[0-9]+]] = OpImageSampleImplicitLod %[[V4FLOAT]] %[[SI_SBC]] %[[COORD2]] Bias|MinLod %[[BIAS]] %[[CLAMP]]{{$}}
; SPIRV: OpImageWrite %{{[0-9]+}} %[[UINT_6]] %[[R_SBC]]
; Tex.SampleBias(Samp, uv, bias, int2(-1, 2), clamp)
; SPIRV: %[[I_SBCO:[0-9]+]] = OpLoad %[[IMG_0]] %[[TEX]]{{$}}
; SPIRV-NEXT: %[[S_SBCO:[0-9]+]] = OpLoad %[[SAMPLER]] %[[SAMP]]{{$}}
; SPIRV-NEXT: %[[SI_SBCO:[0-9]+]] = OpSampledImage %[[SI_IMG_0]] %[[I_SBCO]] %[[S_SBCO]]{{$}}
; SPIRV-NEXT: %[[R_SBCO:[0-9]+]] = OpImageSampleImplicitLod %[[V4FLOAT]] %[[SI_SBCO]] %[[COORD2]] Bias|ConstOffset|MinLod %[[BIAS]] %[[OFF_M1_2]] %[[CLAMP]]{{$}}
; SPIRV: OpImageWrite %{{[0-9]+}} %[[UINT_7]] %[[R_SBCO]]
; Tex.SampleGrad(Samp, uv, ddx, ddy)
; SPIRV: %[[I_SG:[0-9]+]] = OpLoad %[[IMG_0]] %[[TEX]]{{$}}
; SPIRV-NEXT: %[[S_SG:[0-9]+]] = OpLoad %[[SAMPLER]] %[[SAMP]]{{$}}
; SPIRV-NEXT: %[[SI_SG:[0-9]+]] = OpSampledImage %[[SI_IMG_0]] %[[I_SG]] %[[S_SG]]{{$}}
; SPIRV-NEXT: %[[R_SG:[0-9]+]] = OpImageSampleExplicitLod %[[V4FLOAT]] %[[SI_SG]] %[[COORD2]] Grad %[[DX2]] %[[DY2]]{{$}}
; SPIRV: OpImageWrite %{{[0-9]+}} %[[UINT_8]] %[[R_SG]]
; Tex.SampleGrad(Samp, uv, ddx, ddy, int2(3, -4))
; SPIRV: %[[I_SGO:[0-9]+]] = OpLoad %[[IMG_0]] %[[TEX]]{{$}}
; SPIRV-NEXT: %[[S_SGO:[0-9]+]] = OpLoad %[[SAMPLER]] %[[SAMP]]{{$}}
; SPIRV-NEXT: %[[SI_SGO:[0-9]+]] = OpSampledImage %[[SI_IMG_0]] %[[I_SGO]] %[[S_SGO]]{{$}}
; SPIRV-NEXT: %[[R_SGO:[0-9]+]] = OpImageSampleExplicitLod %[[V4FLOAT]] %[[SI_SGO]] %[[COORD2]] Grad|ConstOffset %[[DX2]] %[[DY2]] %[[OFF_3_M4]]{{$}}
; SPIRV: OpImageWrite %{{[0-9]+}} %[[UINT_9]] %[[R_SGO]]
; Tex.SampleGrad(Samp, uv, ddx, ddy, int2(0, 0), clamp)
; SPIRV: %[[I_SGC:[0-9]+]] = OpLoad %[[IMG_0]] %[[TEX]]{{$}}
; SPIRV-NEXT: %[[S_SGC:[0-9]+]] = OpLoad %[[SAMPLER]] %[[SAMP]]{{$}}
; SPIRV-NEXT: %[[SI_SGC:[0-9]+]] = OpSampledImage %[[SI_IMG_0]] %[[I_SGC]] %[[S_SGC]]{{$}}
; SPIRV-NEXT: %[[R_SGC:[0-9]+]] = OpImageSampleExplicitLod %[[V4FLOAT]] %[[SI_SGC]] %[[COORD2]] Grad|MinLod %[[DX2]] %[[DY2]] %[[CLAMP]]{{$}}
; SPIRV: OpImageWrite %{{[0-9]+}} %[[UINT_10]] %[[R_SGC]]
; Tex.SampleGrad(Samp, uv, ddx, ddy, int2(3, -4), clamp)
; SPIRV: %[[I_SGCO:[0-9]+]] = OpLoad %[[IMG_0]] %[[TEX]]{{$}}
; SPIRV-NEXT: %[[S_SGCO:[0-9]+]] = OpLoad %[[SAMPLER]] %[[SAMP]]{{$}}
; SPIRV-NEXT: %[[SI_SGCO:[0-9]+]] = OpSampledImage %[[SI_IMG_0]] %[[I_SGCO]] %[[S_SGCO]]{{$}}
; SPIRV-NEXT: %[[R_SGCO:[0-9]+]] = OpImageSampleExplicitLod %[[V4FLOAT]] %[[SI_SGCO]] %[[COORD2]] Grad|ConstOffset|MinLod %[[DX2]] %[[DY2]] %[[OFF_3_M4]] %[[CLAMP]]{{$}}
; SPIRV: OpImageWrite %{{[0-9]+}} %[[UINT_11]] %[[R_SGCO]]
; Tex.SampleLevel(Samp, uv, lod)
; SPIRV: %[[I_SL:[0-9]+]] = OpLoad %[[IMG_0]] %[[TEX]]{{$}}
; SPIRV-NEXT: %[[S_SL:[0-9]+]] = OpLoad %[[SAMPLER]] %[[SAMP]]{{$}}
; SPIRV-NEXT: %[[SI_SL:[0-9]+]] = OpSampledImage %[[SI_IMG_0]] %[[I_SL]] %[[S_SL]]{{$}}
; SPIRV-NEXT: %[[R_SL:[0-9]+]] = OpImageSampleExplicitLod %[[V4FLOAT]] %[[SI_SL]] %[[COORD2]] Lod %[[LOD]]{{$}}
; SPIRV: OpImageWrite %{{[0-9]+}} %[[UINT_12]] %[[R_SL]]
; Tex.SampleLevel(Samp, uv, lod, int2(-1, 2))
; SPIRV: %[[I_SLO:[0-9]+]] = OpLoad %[[IMG_0]] %[[TEX]]{{$}}
; SPIRV-NEXT: %[[S_SLO:[0-9]+]] = OpLoad %[[SAMPLER]] %[[SAMP]]{{$}}
; SPIRV-NEXT: %[[SI_SLO:[0-9]+]] = OpSampledImage %[[SI_IMG_0]] %[[I_SLO]] %[[S_SLO]]{{$}}
; SPIRV-NEXT: %[[R_SLO:[0-9]+]] = OpImageSampleExplicitLod %[[V4FLOAT]] %[[SI_SLO]] %[[COORD2]] Lod|ConstOffset %[[LOD]] %[[OFF_M1_2]]{{$}}
; SPIRV: OpImageWrite %{{[0-9]+}} %[[UINT_13]] %[[R_SLO]]
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
; ABSENT-NOT: OpCapability ImageQuery
; ABSENT-NOT: OpCapability Sampled1D
; ABSENT-NOT: OpCapability SampledCubeArray
; ABSENT-NOT: DerivativeGroup
; ABSENT-NOT: compute_shader_derivatives

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G10"
target triple = "spirv-unknown-vulkan1.3-pixel"

@Tex.name = private unnamed_addr constant [4 x i8] c"Tex\00"
@Samp.name = private unnamed_addr constant [5 x i8] c"Samp\00"
@Out.name = private unnamed_addr constant [4 x i8] c"Out\00"

define void @main() #0 {
entry:
  %Tex = call target("spirv.Image", float, 1, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_0_0_1_0t(i32 0, i32 1, i32 1, i32 0, ptr @Tex.name)
  %Samp = call target("spirv.Sampler") @llvm.spv.resource.handlefrombinding.tspirv.Samplert(i32 1, i32 2, i32 1, i32 0, ptr @Samp.name)
  %out = call target("spirv.Image", float, 5, 2, 0, 0, 2, 1) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_2_1t(i32 0, i32 20, i32 1, i32 0, ptr @Out.name)
  ; Tex.Sample(Samp, uv)
  %s = call <4 x float> @llvm.spv.resource.sample.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) %Tex, target("spirv.Sampler") %Samp, <2 x float> <float 2.500000e-01, float 7.500000e-01>, <2 x i32> zeroinitializer)
  %s.out = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_1t(target("spirv.Image", float, 5, 2, 0, 0, 2, 1) %out, i32 0)
  store <4 x float> %s, ptr addrspace(11) %s.out, align 16
  ; Tex.Sample(Samp, uv, int2(-1, 2))
  %so = call <4 x float> @llvm.spv.resource.sample.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) %Tex, target("spirv.Sampler") %Samp, <2 x float> <float 2.500000e-01, float 7.500000e-01>, <2 x i32> <i32 -1, i32 2>)
  %so.out = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_1t(target("spirv.Image", float, 5, 2, 0, 0, 2, 1) %out, i32 1)
  store <4 x float> %so, ptr addrspace(11) %so.out, align 16
  ; Tex.Sample(Samp, uv, int2(0, 0), clamp)
  %sc = call <4 x float> @llvm.spv.resource.sample.clamp.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) %Tex, target("spirv.Sampler") %Samp, <2 x float> <float 2.500000e-01, float 7.500000e-01>, <2 x i32> zeroinitializer, float 3.500000e+00)
  %sc.out = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_1t(target("spirv.Image", float, 5, 2, 0, 0, 2, 1) %out, i32 2)
  store <4 x float> %sc, ptr addrspace(11) %sc.out, align 16
  ; Tex.Sample(Samp, uv, int2(3, -4), clamp)
  %sco = call <4 x float> @llvm.spv.resource.sample.clamp.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) %Tex, target("spirv.Sampler") %Samp, <2 x float> <float 2.500000e-01, float 7.500000e-01>, <2 x i32> <i32 3, i32 -4>, float 3.500000e+00)
  %sco.out = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_1t(target("spirv.Image", float, 5, 2, 0, 0, 2, 1) %out, i32 3)
  store <4 x float> %sco, ptr addrspace(11) %sco.out, align 16
  ; Tex.SampleBias(Samp, uv, bias)
  %sb = call <4 x float> @llvm.spv.resource.samplebias.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) %Tex, target("spirv.Sampler") %Samp, <2 x float> <float 2.500000e-01, float 7.500000e-01>, float 1.500000e+00, <2 x i32> zeroinitializer)
  %sb.out = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_1t(target("spirv.Image", float, 5, 2, 0, 0, 2, 1) %out, i32 4)
  store <4 x float> %sb, ptr addrspace(11) %sb.out, align 16
  ; Tex.SampleBias(Samp, uv, bias, int2(-1, 2))
  %sbo = call <4 x float> @llvm.spv.resource.samplebias.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) %Tex, target("spirv.Sampler") %Samp, <2 x float> <float 2.500000e-01, float 7.500000e-01>, float 1.500000e+00, <2 x i32> <i32 -1, i32 2>)
  %sbo.out = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_1t(target("spirv.Image", float, 5, 2, 0, 0, 2, 1) %out, i32 5)
  store <4 x float> %sbo, ptr addrspace(11) %sbo.out, align 16
  ; Tex.SampleBias(Samp, uv, bias, int2(0, 0), clamp)
  %sbc = call <4 x float> @llvm.spv.resource.samplebias.clamp.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) %Tex, target("spirv.Sampler") %Samp, <2 x float> <float 2.500000e-01, float 7.500000e-01>, float 1.500000e+00, <2 x i32> zeroinitializer, float 3.500000e+00)
  %sbc.out = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_1t(target("spirv.Image", float, 5, 2, 0, 0, 2, 1) %out, i32 6)
  store <4 x float> %sbc, ptr addrspace(11) %sbc.out, align 16
  ; Tex.SampleBias(Samp, uv, bias, int2(-1, 2), clamp)
  %sbco = call <4 x float> @llvm.spv.resource.samplebias.clamp.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) %Tex, target("spirv.Sampler") %Samp, <2 x float> <float 2.500000e-01, float 7.500000e-01>, float 1.500000e+00, <2 x i32> <i32 -1, i32 2>, float 3.500000e+00)
  %sbco.out = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_1t(target("spirv.Image", float, 5, 2, 0, 0, 2, 1) %out, i32 7)
  store <4 x float> %sbco, ptr addrspace(11) %sbco.out, align 16
  ; Tex.SampleGrad(Samp, uv, ddx, ddy)
  %sg = call <4 x float> @llvm.spv.resource.samplegrad.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2f32.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) %Tex, target("spirv.Sampler") %Samp, <2 x float> <float 2.500000e-01, float 7.500000e-01>, <2 x float> <float 1.250000e-01, float 6.250000e-02>, <2 x float> <float 6.250000e-02, float 1.250000e-01>, <2 x i32> zeroinitializer)
  %sg.out = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_1t(target("spirv.Image", float, 5, 2, 0, 0, 2, 1) %out, i32 8)
  store <4 x float> %sg, ptr addrspace(11) %sg.out, align 16
  ; Tex.SampleGrad(Samp, uv, ddx, ddy, int2(3, -4))
  %sgo = call <4 x float> @llvm.spv.resource.samplegrad.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2f32.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) %Tex, target("spirv.Sampler") %Samp, <2 x float> <float 2.500000e-01, float 7.500000e-01>, <2 x float> <float 1.250000e-01, float 6.250000e-02>, <2 x float> <float 6.250000e-02, float 1.250000e-01>, <2 x i32> <i32 3, i32 -4>)
  %sgo.out = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_1t(target("spirv.Image", float, 5, 2, 0, 0, 2, 1) %out, i32 9)
  store <4 x float> %sgo, ptr addrspace(11) %sgo.out, align 16
  ; Tex.SampleGrad(Samp, uv, ddx, ddy, int2(0, 0), clamp)
  %sgc = call <4 x float> @llvm.spv.resource.samplegrad.clamp.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2f32.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) %Tex, target("spirv.Sampler") %Samp, <2 x float> <float 2.500000e-01, float 7.500000e-01>, <2 x float> <float 1.250000e-01, float 6.250000e-02>, <2 x float> <float 6.250000e-02, float 1.250000e-01>, <2 x i32> zeroinitializer, float 3.500000e+00)
  %sgc.out = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_1t(target("spirv.Image", float, 5, 2, 0, 0, 2, 1) %out, i32 10)
  store <4 x float> %sgc, ptr addrspace(11) %sgc.out, align 16
  ; Tex.SampleGrad(Samp, uv, ddx, ddy, int2(3, -4), clamp)
  %sgco = call <4 x float> @llvm.spv.resource.samplegrad.clamp.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2f32.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) %Tex, target("spirv.Sampler") %Samp, <2 x float> <float 2.500000e-01, float 7.500000e-01>, <2 x float> <float 1.250000e-01, float 6.250000e-02>, <2 x float> <float 6.250000e-02, float 1.250000e-01>, <2 x i32> <i32 3, i32 -4>, float 3.500000e+00)
  %sgco.out = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_1t(target("spirv.Image", float, 5, 2, 0, 0, 2, 1) %out, i32 11)
  store <4 x float> %sgco, ptr addrspace(11) %sgco.out, align 16
  ; Tex.SampleLevel(Samp, uv, lod)
  %sl = call <4 x float> @llvm.spv.resource.samplelevel.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) %Tex, target("spirv.Sampler") %Samp, <2 x float> <float 2.500000e-01, float 7.500000e-01>, float 2.500000e+00, <2 x i32> zeroinitializer)
  %sl.out = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_1t(target("spirv.Image", float, 5, 2, 0, 0, 2, 1) %out, i32 12)
  store <4 x float> %sl, ptr addrspace(11) %sl.out, align 16
  ; Tex.SampleLevel(Samp, uv, lod, int2(-1, 2))
  %slo = call <4 x float> @llvm.spv.resource.samplelevel.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) %Tex, target("spirv.Sampler") %Samp, <2 x float> <float 2.500000e-01, float 7.500000e-01>, float 2.500000e+00, <2 x i32> <i32 -1, i32 2>)
  %slo.out = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_1t(target("spirv.Image", float, 5, 2, 0, 0, 2, 1) %out, i32 13)
  store <4 x float> %slo, ptr addrspace(11) %slo.out, align 16
  ret void
}

declare target("spirv.Image", float, 1, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_0_0_1_0t(i32, i32, i32, i32, ptr) #3
declare target("spirv.Sampler") @llvm.spv.resource.handlefrombinding.tspirv.Samplert(i32, i32, i32, i32, ptr) #3
declare target("spirv.Image", float, 5, 2, 0, 0, 2, 1) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_2_1t(i32, i32, i32, i32, ptr) #3
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_1t(target("spirv.Image", float, 5, 2, 0, 0, 2, 1), i32) #3
declare <4 x float> @llvm.spv.resource.sample.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0), target("spirv.Sampler"), <2 x float>, <2 x i32>) #1
declare <4 x float> @llvm.spv.resource.sample.clamp.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0), target("spirv.Sampler"), <2 x float>, <2 x i32>, float) #1
declare <4 x float> @llvm.spv.resource.samplebias.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0), target("spirv.Sampler"), <2 x float>, float, <2 x i32>) #1
declare <4 x float> @llvm.spv.resource.samplebias.clamp.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0), target("spirv.Sampler"), <2 x float>, float, <2 x i32>, float) #1
declare <4 x float> @llvm.spv.resource.samplegrad.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2f32.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0), target("spirv.Sampler"), <2 x float>, <2 x float>, <2 x float>, <2 x i32>) #2
declare <4 x float> @llvm.spv.resource.samplegrad.clamp.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2f32.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0), target("spirv.Sampler"), <2 x float>, <2 x float>, <2 x float>, <2 x i32>, float) #2
declare <4 x float> @llvm.spv.resource.samplelevel.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0), target("spirv.Sampler"), <2 x float>, float, <2 x i32>) #2

attributes #0 = { "hlsl.shader"="pixel" }
attributes #1 = { convergent nocallback nofree nosync nounwind willreturn memory(read) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(read) }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(none) }
