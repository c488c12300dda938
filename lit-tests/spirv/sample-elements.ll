; Element types of sampled textures, in a pixel shader. Vulkan images are
; 32-bit: Texture2D<half4> is a float image, sampled as a float vec4 and
; narrowed with fptrunc (OpFConvert); Texture2D<float> and Texture2D<uint>
; sample a vec4 and extract lane 0; Texture2D<int4> (spirv.SignedImage) is an
; image of the signed 32-bit integer (as glslang and DXC declare it): it is
; sampled as a v4int and bitcast to LLVM's v4uint, and RWBuffer<int4> OutI
; (signed too, on LLVM's path) gets the texel bitcast back to v4int;
; Texture2D<uint> is an image of the unsigned integer. No SignExtend anywhere.
; The marker names say f32 / i32 / u32. Two-lane
; results take a shufflevector, half and half2 a lane selection and then
; fptrunc. (The test widens results back to float4 to store them; O1 merges
; the two shuffles of float2.)
;
; Source (HLSL):
;   [[vk::binding(1, 0)]] Texture2D<half4> TH;
;   [[vk::binding(2, 0)]] Texture2D<float> TF;
;   [[vk::binding(3, 0)]] Texture2D<int4> TI;
;   [[vk::binding(4, 0)]] Texture2D<uint> TU;
;   [[vk::binding(6, 0)]] Texture2D<float2> TF2;
;   [[vk::binding(7, 0)]] Texture2D<half> TH1;
;   [[vk::binding(8, 0)]] Texture2D<half2> TH2;
;   [[vk::binding(5, 0)]] SamplerState Samp;
;   [[vk::binding(20, 0)]] RWBuffer<float4> Out;
;   [[vk::binding(21, 0)]] RWBuffer<float> OutF;
;   [[vk::binding(22, 0)]] RWBuffer<int4> OutI;
;   [[vk::binding(23, 0)]] RWBuffer<uint> OutU;
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
; IR-NEXT: %outi = call target("spirv.SignedImage", i32, 5, 2, 0, 0, 2, 21) @llvm.spv.resource.handlefrombinding.tspirv.SignedImage_i32_5_2_0_0_2_21t(i32 0, i32 22, i32 1, i32 0, ptr @OutI.name)
; IR-NEXT: %outu = call target("spirv.Image", i32, 5, 2, 0, 0, 2, 33) @llvm.spv.resource.handlefrombinding.tspirv.Image_i32_5_2_0_0_2_33t(i32 0, i32 23, i32 1, i32 0, ptr @OutU.name)
; IR-NEXT: [[M_SH:%.*]] = call <4 x float> @texel.spv.sample_implicit_lod.f32_1_2_0_0_1_0.i0_1_0.s0_5_0.m0(i32 0, i32 0, <2 x float> <float 2.500000e-01, float 7.500000e-01>)
; IR-NEXT: %sh = fptrunc <4 x float> [[M_SH]] to <4 x half>
; IR: [[M_SLH:%.*]] = call <4 x float> @texel.spv.sample_explicit_lod.f32_1_2_0_0_1_0.i0_1_0.s0_5_0.m10(i32 0, i32 0, <2 x float> <float 2.500000e-01, float 7.500000e-01>, float 2.500000e+00, <2 x i32> <i32 1, i32 -1>)
; IR-NEXT: %slh = fptrunc <4 x float> [[M_SLH]] to <4 x half>
; IR: [[M_SF:%.*]] = call <4 x float> @texel.spv.sample_implicit_lod.f32_1_2_0_0_1_0.i0_2_0.s0_5_0.m0(i32 0, i32 0, <2 x float> <float 2.500000e-01, float 7.500000e-01>)
; IR-NEXT: %sf = extractelement <4 x float> [[M_SF]], i32 0
; IR: [[M_SGF:%.*]] = call <4 x float> @texel.spv.sample_explicit_lod.f32_1_2_0_0_1_0.i0_2_0.s0_5_0.m4(i32 0, i32 0, <2 x float> <float 2.500000e-01, float 7.500000e-01>, <2 x float> <float 1.250000e-01, float 6.250000e-02>, <2 x float> <float 6.250000e-02, float 1.250000e-01>)
; IR-NEXT: %sgf = extractelement <4 x float> [[M_SGF]], i32 0
; IR: %sli = call <4 x i32> @texel.spv.sample_explicit_lod.i32_1_2_0_0_1_0.i0_3_0.s0_5_0.m2(i32 0, i32 0, <2 x float> <float 2.500000e-01, float 7.500000e-01>, float 2.500000e+00)
; IR: %si = call <4 x i32> @texel.spv.sample_implicit_lod.i32_1_2_0_0_1_0.i0_3_0.s0_5_0.m8(i32 0, i32 0, <2 x float> <float 2.500000e-01, float 7.500000e-01>, <2 x i32> <i32 2, i32 3>)
; IR: [[M_SLU:%.*]] = call <4 x i32> @texel.spv.sample_explicit_lod.u32_1_2_0_0_1_0.i0_4_0.s0_5_0.m2(i32 0, i32 0, <2 x float> <float 2.500000e-01, float 7.500000e-01>, float 2.500000e+00)
; IR-NEXT: %slu = extractelement <4 x i32> [[M_SLU]], i32 0
; IR: [[M_SBU:%.*]] = call <4 x i32> @texel.spv.sample_implicit_lod.u32_1_2_0_0_1_0.i0_4_0.s0_5_0.m1(i32 0, i32 0, <2 x float> <float 2.500000e-01, float 7.500000e-01>, float 1.500000e+00)
; IR-NEXT: %sbu = extractelement <4 x i32> [[M_SBU]], i32 0
; IR: [[M_SF2:%.*]] = call <4 x float> @texel.spv.sample_implicit_lod.f32_1_2_0_0_1_0.i0_6_0.s0_5_0.m0(i32 0, i32 0, <2 x float> <float 2.500000e-01, float 7.500000e-01>)
; IR-NEXT: %sf2 = shufflevector <4 x float> [[M_SF2]], <4 x float> poison, <2 x i32> <i32 0, i32 1>
; IR: [[M_SGH1:%.*]] = call <4 x float> @texel.spv.sample_explicit_lod.f32_1_2_0_0_1_0.i0_7_0.s0_5_0.m12(i32 0, i32 0, <2 x float> <float 2.500000e-01, float 7.500000e-01>, <2 x float> <float 1.250000e-01, float 6.250000e-02>, <2 x float> <float 6.250000e-02, float 1.250000e-01>, <2 x i32> <i32 -1, i32 2>)
; IR-NEXT: [[X_SGH1:%.*]] = extractelement <4 x float> [[M_SGH1]], i32 0
; IR-NEXT: %sgh1 = fptrunc float [[X_SGH1]] to half
; IR: [[M_SLH2:%.*]] = call <4 x float> @texel.spv.sample_explicit_lod.f32_1_2_0_0_1_0.i0_8_0.s0_5_0.m2(i32 0, i32 0, <2 x float> <float 2.500000e-01, float 7.500000e-01>, float 2.500000e+00)
; IR-NEXT: [[X_SLH2:%.*]] = shufflevector <4 x float> [[M_SLH2]], <4 x float> poison, <2 x i32> <i32 0, i32 1>
; IR-NEXT: %slh2 = fptrunc <2 x float> [[X_SLH2]] to <2 x half>
; IR: ret void
; IR-DAG: declare <4 x float> @texel.spv.sample_implicit_lod.f32_1_2_0_0_1_0.i0_1_0.s0_5_0.m0(i32, i32, <2 x float>) #[[CONVERGENT:[0-9]+]]
; IR-DAG: declare <4 x float> @texel.spv.sample_explicit_lod.f32_1_2_0_0_1_0.i0_1_0.s0_5_0.m10(i32, i32, <2 x float>, float, <2 x i32>) #[[PLAIN:[0-9]+]]
; IR-DAG: declare <4 x float> @texel.spv.sample_implicit_lod.f32_1_2_0_0_1_0.i0_2_0.s0_5_0.m0(i32, i32, <2 x float>) #[[CONVERGENT]]
; IR-DAG: declare <4 x float> @texel.spv.sample_explicit_lod.f32_1_2_0_0_1_0.i0_2_0.s0_5_0.m4(i32, i32, <2 x float>, <2 x float>, <2 x float>) #[[PLAIN]]
; IR-DAG: declare <4 x i32> @texel.spv.sample_explicit_lod.i32_1_2_0_0_1_0.i0_3_0.s0_5_0.m2(i32, i32, <2 x float>, float) #[[PLAIN]]
; IR-DAG: declare <4 x i32> @texel.spv.sample_implicit_lod.i32_1_2_0_0_1_0.i0_3_0.s0_5_0.m8(i32, i32, <2 x float>, <2 x i32>) #[[CONVERGENT]]
; IR-DAG: declare <4 x i32> @texel.spv.sample_explicit_lod.u32_1_2_0_0_1_0.i0_4_0.s0_5_0.m2(i32, i32, <2 x float>, float) #[[PLAIN]]
; IR-DAG: declare <4 x i32> @texel.spv.sample_implicit_lod.u32_1_2_0_0_1_0.i0_4_0.s0_5_0.m1(i32, i32, <2 x float>, float) #[[CONVERGENT]]
; IR-DAG: declare <4 x float> @texel.spv.sample_implicit_lod.f32_1_2_0_0_1_0.i0_6_0.s0_5_0.m0(i32, i32, <2 x float>) #[[CONVERGENT]]
; IR-DAG: declare <4 x float> @texel.spv.sample_explicit_lod.f32_1_2_0_0_1_0.i0_7_0.s0_5_0.m12(i32, i32, <2 x float>, <2 x float>, <2 x float>, <2 x i32>) #[[PLAIN]]
; IR-DAG: declare <4 x float> @texel.spv.sample_explicit_lod.f32_1_2_0_0_1_0.i0_8_0.s0_5_0.m2(i32, i32, <2 x float>, float) #[[PLAIN]]
; IR-DAG: attributes #[[CONVERGENT]] = { convergent nounwind }
; IR-DAG: attributes #[[PLAIN]] = { nounwind }

; SPIR-V: one UniformConstant variable per binding; each operation loads the
; image and the sampler and builds a fresh OpSampledImage right before the
; image instruction.
; SPIRV-DAG: OpCapability Shader
; SPIRV: OpMemoryModel Logical GLSL450
; SPIRV: OpEntryPoint Fragment %main "main"
; SPIRV-DAG: OpExecutionMode %main OriginUpperLeft
; SPIRV-DAG: OpDecorate %[[TH:[A-Za-z0-9_]+]] Binding 1{{$}}
; SPIRV-DAG: OpDecorate %[[TH]] DescriptorSet 0{{$}}
; SPIRV-DAG: OpDecorate %[[TF:[A-Za-z0-9_]+]] Binding 2{{$}}
; SPIRV-DAG: OpDecorate %[[TF]] DescriptorSet 0{{$}}
; SPIRV-DAG: OpDecorate %[[TI:[A-Za-z0-9_]+]] Binding 3{{$}}
; SPIRV-DAG: OpDecorate %[[TI]] DescriptorSet 0{{$}}
; SPIRV-DAG: OpDecorate %[[TU:[A-Za-z0-9_]+]] Binding 4{{$}}
; SPIRV-DAG: OpDecorate %[[TU]] DescriptorSet 0{{$}}
; SPIRV-DAG: OpDecorate %[[TF2:[A-Za-z0-9_]+]] Binding 6{{$}}
; SPIRV-DAG: OpDecorate %[[TF2]] DescriptorSet 0{{$}}
; SPIRV-DAG: OpDecorate %[[TH1:[A-Za-z0-9_]+]] Binding 7{{$}}
; SPIRV-DAG: OpDecorate %[[TH1]] DescriptorSet 0{{$}}
; SPIRV-DAG: OpDecorate %[[TH2:[A-Za-z0-9_]+]] Binding 8{{$}}
; SPIRV-DAG: OpDecorate %[[TH2]] DescriptorSet 0{{$}}
; SPIRV-DAG: OpDecorate %[[SAMP:[A-Za-z0-9_]+]] Binding 5{{$}}
; SPIRV-DAG: OpDecorate %[[SAMP]] DescriptorSet 0{{$}}
; SPIRV-DAG: %[[FLOAT:[A-Za-z0-9_]+]] = OpTypeFloat 32{{$}}
; SPIRV-DAG: %[[UINT:[A-Za-z0-9_]+]] = OpTypeInt 32 0{{$}}
; SPIRV-DAG: %[[V2FLOAT:[A-Za-z0-9_]+]] = OpTypeVector %[[FLOAT]] 2{{$}}
; SPIRV-DAG: %[[V4FLOAT:[A-Za-z0-9_]+]] = OpTypeVector %[[FLOAT]] 4{{$}}
; SPIRV-DAG: %[[V4UINT:[A-Za-z0-9_]+]] = OpTypeVector %[[UINT]] 4{{$}}
; SPIRV-DAG: %[[HALF:[A-Za-z0-9_]+]] = OpTypeFloat 16{{$}}
; SPIRV-DAG: %[[V2HALF:[A-Za-z0-9_]+]] = OpTypeVector %[[HALF]] 2{{$}}
; SPIRV-DAG: %[[V4HALF:[A-Za-z0-9_]+]] = OpTypeVector %[[HALF]] 4{{$}}
; SPIRV-DAG: %[[IMG_0:[A-Za-z0-9_]+]] = OpTypeImage %[[FLOAT]] 2D 2 0 0 1 Unknown{{$}}
; SPIRV-DAG: %[[INT:[A-Za-z0-9_]+]] = OpTypeInt 32 1{{$}}
; SPIRV-DAG: %[[V2INT:[A-Za-z0-9_]+]] = OpTypeVector %[[INT]] 2{{$}}
; SPIRV-DAG: %[[V4INT:[A-Za-z0-9_]+]] = OpTypeVector %[[INT]] 4{{$}}
; SPIRV-DAG: %[[IMG_I:[A-Za-z0-9_]+]] = OpTypeImage %[[INT]] 2D 2 0 0 1 Unknown{{$}}
; SPIRV-DAG: %[[IMG_1:[A-Za-z0-9_]+]] = OpTypeImage %[[UINT]] 2D 2 0 0 1 Unknown{{$}}
; SPIRV-DAG: %[[IMG_OUTI:[A-Za-z0-9_]+]] = OpTypeImage %[[INT]] Buffer 2 0 0 2 Rgba32i{{$}}
; SPIRV-DAG: %[[SAMPLER:[A-Za-z0-9_]+]] = OpTypeSampler{{$}}
; SPIRV-DAG: %[[SI_IMG_0:[A-Za-z0-9_]+]] = OpTypeSampledImage %[[IMG_0]]{{$}}
; SPIRV-DAG: %[[PTR_IMG_0:[A-Za-z0-9_]+]] = OpTypePointer UniformConstant %[[IMG_0]]{{$}}
; SPIRV-DAG: %[[SI_IMG_I:[A-Za-z0-9_]+]] = OpTypeSampledImage %[[IMG_I]]{{$}}
; SPIRV-DAG: %[[PTR_IMG_I:[A-Za-z0-9_]+]] = OpTypePointer UniformConstant %[[IMG_I]]{{$}}
; SPIRV-DAG: %[[PTR_IMG_OUTI:[A-Za-z0-9_]+]] = OpTypePointer UniformConstant %[[IMG_OUTI]]{{$}}
; SPIRV-DAG: %[[SI_IMG_1:[A-Za-z0-9_]+]] = OpTypeSampledImage %[[IMG_1]]{{$}}
; SPIRV-DAG: %[[PTR_IMG_1:[A-Za-z0-9_]+]] = OpTypePointer UniformConstant %[[IMG_1]]{{$}}
; SPIRV-DAG: %[[PTR_SAMPLER:[A-Za-z0-9_]+]] = OpTypePointer UniformConstant %[[SAMPLER]]{{$}}
; SPIRV-DAG: %[[BIAS:[A-Za-z0-9_]+]] = OpConstant %[[FLOAT]] 1.5{{$}}
; SPIRV-DAG: %[[F_0_0625:[A-Za-z0-9_]+]] = OpConstant %[[FLOAT]] 0.0625{{$}}
; SPIRV-DAG: %[[F_0_125:[A-Za-z0-9_]+]] = OpConstant %[[FLOAT]] 0.125{{$}}
; SPIRV-DAG: %[[F_0_25:[A-Za-z0-9_]+]] = OpConstant %[[FLOAT]] 0.25{{$}}
; SPIRV-DAG: %[[F_0_75:[A-Za-z0-9_]+]] = OpConstant %[[FLOAT]] 0.75{{$}}
; SPIRV-DAG: %[[LOD:[A-Za-z0-9_]+]] = OpConstant %[[FLOAT]] 2.5{{$}}
; SPIRV-DAG: %[[UINT_0:[A-Za-z0-9_]+]] = OpConstant %[[UINT]] 0{{$}}
; SPIRV-DAG: %[[UINT_1:[A-Za-z0-9_]+]] = OpConstant %[[UINT]] 1{{$}}
; SPIRV-DAG: %[[UINT_2:[A-Za-z0-9_]+]] = OpConstant %[[UINT]] 2{{$}}
; SPIRV-DAG: %[[UINT_3:[A-Za-z0-9_]+]] = OpConstant %[[UINT]] 3{{$}}
; SPIRV-DAG: %[[INT_M1:[A-Za-z0-9_]+]] = OpConstant %[[INT]] -1{{$}}
; SPIRV-DAG: %[[INT_1:[A-Za-z0-9_]+]] = OpConstant %[[INT]] 1{{$}}
; SPIRV-DAG: %[[INT_2:[A-Za-z0-9_]+]] = OpConstant %[[INT]] 2{{$}}
; SPIRV-DAG: %[[INT_3:[A-Za-z0-9_]+]] = OpConstant %[[INT]] 3{{$}}
; SPIRV-DAG: %[[COORD2:[A-Za-z0-9_]+]] = OpConstantComposite %[[V2FLOAT]] %[[F_0_25]] %[[F_0_75]]{{$}}
; SPIRV-DAG: %[[DX2:[A-Za-z0-9_]+]] = OpConstantComposite %[[V2FLOAT]] %[[F_0_125]] %[[F_0_0625]]{{$}}
; SPIRV-DAG: %[[DY2:[A-Za-z0-9_]+]] = OpConstantComposite %[[V2FLOAT]] %[[F_0_0625]] %[[F_0_125]]{{$}}
; SPIRV-DAG: %[[OFF_1_M1:[A-Za-z0-9_]+]] = OpConstantComposite %[[V2INT]] %[[INT_1]] %[[INT_M1]]{{$}}
; SPIRV-DAG: %[[OFF_2_3:[A-Za-z0-9_]+]] = OpConstantComposite %[[V2INT]] %[[INT_2]] %[[INT_3]]{{$}}
; SPIRV-DAG: %[[OFF_M1_2:[A-Za-z0-9_]+]] = OpConstantComposite %[[V2INT]] %[[INT_M1]] %[[INT_2]]{{$}}
; SPIRV-DAG: %[[TH]] = OpVariable %[[PTR_IMG_0]] UniformConstant{{$}}
; SPIRV-DAG: %[[TF]] = OpVariable %[[PTR_IMG_0]] UniformConstant{{$}}
; SPIRV-DAG: %[[TI]] = OpVariable %[[PTR_IMG_I]] UniformConstant{{$}}
; SPIRV-DAG: %OutI = OpVariable %[[PTR_IMG_OUTI]] UniformConstant{{$}}
; SPIRV-DAG: %[[TU]] = OpVariable %[[PTR_IMG_1]] UniformConstant{{$}}
; SPIRV-DAG: %[[TF2]] = OpVariable %[[PTR_IMG_0]] UniformConstant{{$}}
; SPIRV-DAG: %[[TH1]] = OpVariable %[[PTR_IMG_0]] UniformConstant{{$}}
; SPIRV-DAG: %[[TH2]] = OpVariable %[[PTR_IMG_0]] UniformConstant{{$}}
; SPIRV-DAG: %[[SAMP]] = OpVariable %[[PTR_SAMPLER]] UniformConstant{{$}}
; SPIRV-LABEL: %main = OpFunction
; TH.Sample(Samp, uv)
; SPIRV: %[[I_SH:[0-9]+]] = OpLoad %[[IMG_0]] %[[TH]]{{$}}
; SPIRV-NEXT: %[[S_SH:[0-9]+]] = OpLoad %[[SAMPLER]] %[[SAMP]]{{$}}
; SPIRV-NEXT: %[[SI_SH:[0-9]+]] = OpSampledImage %[[SI_IMG_0]] %[[I_SH]] %[[S_SH]]{{$}}
; SPIRV-NEXT: %[[R_SH:[0-9]+]] = OpImageSampleImplicitLod %[[V4FLOAT]] %[[SI_SH]] %[[COORD2]]{{$}}
; SPIRV: %[[H_SH:[0-9]+]] = OpFConvert %[[V4HALF]] %[[R_SH]]{{$}}
; SPIRV: %[[V_SH:[0-9]+]] = OpFConvert %[[V4FLOAT]] %[[H_SH]]{{$}}
; SPIRV: OpImageWrite %{{[0-9]+}} %[[UINT_0]] %[[V_SH]]
; TH.SampleLevel(Samp, uv, lod, int2(1, -1))
; SPIRV: %[[I_SLH:[0-9]+]] = OpLoad %[[IMG_0]] %[[TH]]{{$}}
; SPIRV-NEXT: %[[S_SLH:[0-9]+]] = OpLoad %[[SAMPLER]] %[[SAMP]]{{$}}
; SPIRV-NEXT: %[[SI_SLH:[0-9]+]] = OpSampledImage %[[SI_IMG_0]] %[[I_SLH]] %[[S_SLH]]{{$}}
; SPIRV-NEXT: %[[R_SLH:[0-9]+]] = OpImageSampleExplicitLod %[[V4FLOAT]] %[[SI_SLH]] %[[COORD2]] Lod|ConstOffset %[[LOD]] %[[OFF_1_M1]]{{$}}
; SPIRV: %[[H_SLH:[0-9]+]] = OpFConvert %[[V4HALF]] %[[R_SLH]]{{$}}
; SPIRV: %[[V_SLH:[0-9]+]] = OpFConvert %[[V4FLOAT]] %[[H_SLH]]{{$}}
; SPIRV: OpImageWrite %{{[0-9]+}} %[[UINT_1]] %[[V_SLH]]
; TF.Sample(Samp, uv)
; SPIRV: %[[I_SF:[0-9]+]] = OpLoad %[[IMG_0]] %[[TF]]{{$}}
; SPIRV-NEXT: %[[S_SF:[0-9]+]] = OpLoad %[[SAMPLER]] %[[SAMP]]{{$}}
; SPIRV-NEXT: %[[SI_SF:[0-9]+]] = OpSampledImage %[[SI_IMG_0]] %[[I_SF]] %[[S_SF]]{{$}}
; SPIRV-NEXT: %[[R_SF:[0-9]+]] = OpImageSampleImplicitLod %[[V4FLOAT]] %[[SI_SF]] %[[COORD2]]{{$}}
; SPIRV: %[[V_SF:[0-9]+]] = OpCompositeExtract %[[FLOAT]] %[[R_SF]] 0{{$}}
; SPIRV: OpImageWrite %{{[0-9]+}} %[[UINT_0]] %[[V_SF]]
; TF.SampleGrad(Samp, uv, ddx, ddy)
; SPIRV: %[[I_SGF:[0-9]+]] = OpLoad %[[IMG_0]] %[[TF]]{{$}}
; SPIRV-NEXT: %[[S_SGF:[0-9]+]] = OpLoad %[[SAMPLER]] %[[SAMP]]{{$}}
; SPIRV-NEXT: %[[SI_SGF:[0-9]+]] = OpSampledImage %[[SI_IMG_0]] %[[I_SGF]] %[[S_SGF]]{{$}}
; SPIRV-NEXT: %[[R_SGF:[0-9]+]] = OpImageSampleExplicitLod %[[V4FLOAT]] %[[SI_SGF]] %[[COORD2]] Grad %[[DX2]] %[[DY2]]{{$}}
; SPIRV: %[[V_SGF:[0-9]+]] = OpCompositeExtract %[[FLOAT]] %[[R_SGF]] 0{{$}}
; SPIRV: OpImageWrite %{{[0-9]+}} %[[UINT_1]] %[[V_SGF]]
; TI.SampleLevel(Samp, uv, lod)
; SPIRV: %[[I_SLI:[0-9]+]] = OpLoad %[[IMG_I]] %[[TI]]{{$}}
; SPIRV-NEXT: %[[S_SLI:[0-9]+]] = OpLoad %[[SAMPLER]] %[[SAMP]]{{$}}
; SPIRV-NEXT: %[[SI_SLI:[0-9]+]] = OpSampledImage %[[SI_IMG_I]] %[[I_SLI]] %[[S_SLI]]{{$}}
; SPIRV-NEXT: %[[T_SLI:[0-9]+]] = OpImageSampleExplicitLod %[[V4INT]] %[[SI_SLI]] %[[COORD2]] Lod %[[LOD]]{{$}}
; SPIRV-NEXT: %[[R_SLI:[0-9]+]] = OpBitcast %[[V4UINT]] %[[T_SLI]]{{$}}
; SPIRV-NEXT: %[[O_SLI:[0-9]+]] = OpLoad %[[IMG_OUTI]] %OutI{{$}}
; SPIRV-NEXT: %[[W_SLI:[0-9]+]] = OpBitcast %[[V4INT]] %[[R_SLI]]{{$}}
; SPIRV-NEXT: OpImageWrite %[[O_SLI]] %[[UINT_0]] %[[W_SLI]]{{$}}
; TI.Sample(Samp, uv, int2(2, 3))
; SPIRV-NEXT: %[[I_SI:[0-9]+]] = OpLoad %[[IMG_I]] %[[TI]]{{$}}
; SPIRV-NEXT: %[[S_SI:[0-9]+]] = OpLoad %[[SAMPLER]] %[[SAMP]]{{$}}
; SPIRV-NEXT: %[[SI_SI:[0-9]+]] = OpSampledImage %[[SI_IMG_I]] %[[I_SI]] %[[S_SI]]{{$}}
; SPIRV-NEXT: %[[T_SI:[0-9]+]] = OpImageSampleImplicitLod %[[V4INT]] %[[SI_SI]] %[[COORD2]] ConstOffset %[[OFF_2_3]]{{$}}
; SPIRV-NEXT: %[[R_SI:[0-9]+]] = OpBitcast %[[V4UINT]] %[[T_SI]]{{$}}
; SPIRV-NEXT: %[[O_SI:[0-9]+]] = OpLoad %[[IMG_OUTI]] %OutI{{$}}
; SPIRV-NEXT: %[[W_SI:[0-9]+]] = OpBitcast %[[V4INT]] %[[R_SI]]{{$}}
; SPIRV-NEXT: OpImageWrite %[[O_SI]] %[[UINT_1]] %[[W_SI]]{{$}}
; TU.SampleLevel(Samp, uv, lod)
; SPIRV: %[[I_SLU:[0-9]+]] = OpLoad %[[IMG_1]] %[[TU]]{{$}}
; SPIRV-NEXT: %[[S_SLU:[0-9]+]] = OpLoad %[[SAMPLER]] %[[SAMP]]{{$}}
; SPIRV-NEXT: %[[SI_SLU:[0-9]+]] = OpSampledImage %[[SI_IMG_1]] %[[I_SLU]] %[[S_SLU]]{{$}}
; SPIRV-NEXT: %[[R_SLU:[0-9]+]] = OpImageSampleExplicitLod %[[V4UINT]] %[[SI_SLU]] %[[COORD2]] Lod %[[LOD]]{{$}}
; SPIRV: %[[V_SLU:[0-9]+]] = OpCompositeExtract %[[UINT]] %[[R_SLU]] 0{{$}}
; SPIRV: OpImageWrite %{{[0-9]+}} %[[UINT_0]] %[[V_SLU]]
; TU.SampleBias(Samp, uv, bias)
; SPIRV: %[[I_SBU:[0-9]+]] = OpLoad %[[IMG_1]] %[[TU]]{{$}}
; SPIRV-NEXT: %[[S_SBU:[0-9]+]] = OpLoad %[[SAMPLER]] %[[SAMP]]{{$}}
; SPIRV-NEXT: %[[SI_SBU:[0-9]+]] = OpSampledImage %[[SI_IMG_1]] %[[I_SBU]] %[[S_SBU]]{{$}}
; SPIRV-NEXT: %[[R_SBU:[0-9]+]] = OpImageSampleImplicitLod %[[V4UINT]] %[[SI_SBU]] %[[COORD2]] Bias %[[BIAS]]{{$}}
; SPIRV: %[[V_SBU:[0-9]+]] = OpCompositeExtract %[[UINT]] %[[R_SBU]] 0{{$}}
; SPIRV: OpImageWrite %{{[0-9]+}} %[[UINT_1]] %[[V_SBU]]
; TF2.Sample(Samp, uv)
; SPIRV: %[[I_SF2:[0-9]+]] = OpLoad %[[IMG_0]] %[[TF2]]{{$}}
; SPIRV-NEXT: %[[S_SF2:[0-9]+]] = OpLoad %[[SAMPLER]] %[[SAMP]]{{$}}
; SPIRV-NEXT: %[[SI_SF2:[0-9]+]] = OpSampledImage %[[SI_IMG_0]] %[[I_SF2]] %[[S_SF2]]{{$}}
; SPIRV-NEXT: %[[R_SF2:[0-9]+]] = OpImageSampleImplicitLod %[[V4FLOAT]] %[[SI_SF2]] %[[COORD2]]{{$}}
; SPIRV: %[[V_SF2:[0-9]+]] = OpVectorShuffle %[[V4FLOAT]] %[[R_SF2]] %{{[0-9]+}} 0 1 1 0{{$}}
; SPIRV: OpImageWrite %{{[0-9]+}} %[[UINT_2]] %[[V_SF2]]
; TH1.SampleGrad(Samp, uv, ddx, ddy, int2(-1, 2))
; SPIRV: %[[I_SGH1:[0-9]+]] = OpLoad %[[IMG_0]] %[[TH1]]{{$}}
; SPIRV-NEXT: %[[S_SGH1:[0-9]+]] = OpLoad %[[SAMPLER]] %[[SAMP]]{{$}}
; SPIRV-NEXT: %[[SI_SGH1:[0-9]+]] = OpSampledImage %[[SI_IMG_0]] %[[I_SGH1]] %[[S_SGH1]]{{$}}
; SPIRV-NEXT: %[[R_SGH1:[0-9]+]] = OpImageSampleExplicitLod %[[V4FLOAT]] %[[SI_SGH1]] %[[COORD2]] Grad|ConstOffset %[[DX2]] %[[DY2]] %[[OFF_M1_2]]{{$}}
; SPIRV: %[[X_SGH1:[0-9]+]] = OpCompositeExtract %[[FLOAT]] %[[R_SGH1]] 0{{$}}
; SPIRV: %[[H_SGH1:[0-9]+]] = OpFConvert %[[HALF]] %[[X_SGH1]]{{$}}
; SPIRV: %[[V_SGH1:[0-9]+]] = OpFConvert %[[FLOAT]] %[[H_SGH1]]{{$}}
; SPIRV: OpImageWrite %{{[0-9]+}} %[[UINT_2]] %[[V_SGH1]]
; TH2.SampleLevel(Samp, uv, lod)
; SPIRV: %[[I_SLH2:[0-9]+]] = OpLoad %[[IMG_0]] %[[TH2]]{{$}}
; SPIRV-NEXT: %[[S_SLH2:[0-9]+]] = OpLoad %[[SAMPLER]] %[[SAMP]]{{$}}
; SPIRV-NEXT: %[[SI_SLH2:[0-9]+]] = OpSampledImage %[[SI_IMG_0]] %[[I_SLH2]] %[[S_SLH2]]{{$}}
; SPIRV-NEXT: %[[R_SLH2:[0-9]+]] = OpImageSampleExplicitLod %[[V4FLOAT]] %[[SI_SLH2]] %[[COORD2]] Lod %[[LOD]]{{$}}
; SPIRV: %[[X_SLH2:[0-9]+]] = OpVectorShuffle %[[V2FLOAT]] %[[R_SLH2]] %{{[0-9]+}} 0 1{{$}}
; SPIRV: %[[H_SLH2:[0-9]+]] = OpFConvert %[[V2HALF]] %[[X_SLH2]]{{$}}
; SPIRV: %[[E_SLH2:[0-9]+]] = OpFConvert %[[V2FLOAT]] %[[H_SLH2]]{{$}}
; SPIRV: %[[V_SLH2:[0-9]+]] = OpVectorShuffle %[[V4FLOAT]] %[[E_SLH2]] %{{[0-9]+}} 0 1 1 0{{$}}
; SPIRV: OpImageWrite %{{[0-9]+}} %[[UINT_3]] %[[V_SLH2]]
; SPIRV: OpReturn
; SPIRV-NEXT: OpFunctionEnd

; Nowhere in the module: the marker imports and what only they needed
; (Linkage, Int8 for the name strings), and capabilities, extensions and
; modes nothing here needs.
; ABSENT-NOT: OpCapability Linkage
; ABSENT-NOT: LinkageAttributes
; ABSENT-NOT: OpCapability Int8
; ABSENT-NOT: texel.spv
; ABSENT-NOT: OpCapability MinLod
; ABSENT-NOT: OpCapability ImageGatherExtended
; ABSENT-NOT: DerivativeGroup
; ABSENT-NOT: compute_shader_derivatives

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G10"
target triple = "spirv-unknown-vulkan1.3-pixel"

@TH.name = private unnamed_addr constant [3 x i8] c"TH\00"
@TF.name = private unnamed_addr constant [3 x i8] c"TF\00"
@TI.name = private unnamed_addr constant [3 x i8] c"TI\00"
@TU.name = private unnamed_addr constant [3 x i8] c"TU\00"
@TF2.name = private unnamed_addr constant [4 x i8] c"TF2\00"
@TH1.name = private unnamed_addr constant [4 x i8] c"TH1\00"
@TH2.name = private unnamed_addr constant [4 x i8] c"TH2\00"
@Samp.name = private unnamed_addr constant [5 x i8] c"Samp\00"
@Out.name = private unnamed_addr constant [4 x i8] c"Out\00"
@OutF.name = private unnamed_addr constant [5 x i8] c"OutF\00"
@OutI.name = private unnamed_addr constant [5 x i8] c"OutI\00"
@OutU.name = private unnamed_addr constant [5 x i8] c"OutU\00"

define void @main() #0 {
entry:
  %TH = call target("spirv.Image", half, 1, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f16_1_2_0_0_1_0t(i32 0, i32 1, i32 1, i32 0, ptr @TH.name)
  %TF = call target("spirv.Image", float, 1, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_0_0_1_0t(i32 0, i32 2, i32 1, i32 0, ptr @TF.name)
  %TI = call target("spirv.SignedImage", i32, 1, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.SignedImage_i32_1_2_0_0_1_0t(i32 0, i32 3, i32 1, i32 0, ptr @TI.name)
  %TU = call target("spirv.Image", i32, 1, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_i32_1_2_0_0_1_0t(i32 0, i32 4, i32 1, i32 0, ptr @TU.name)
  %TF2 = call target("spirv.Image", float, 1, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_0_0_1_0t(i32 0, i32 6, i32 1, i32 0, ptr @TF2.name)
  %TH1 = call target("spirv.Image", half, 1, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f16_1_2_0_0_1_0t(i32 0, i32 7, i32 1, i32 0, ptr @TH1.name)
  %TH2 = call target("spirv.Image", half, 1, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f16_1_2_0_0_1_0t(i32 0, i32 8, i32 1, i32 0, ptr @TH2.name)
  %Samp = call target("spirv.Sampler") @llvm.spv.resource.handlefrombinding.tspirv.Samplert(i32 0, i32 5, i32 1, i32 0, ptr @Samp.name)
  %out = call target("spirv.Image", float, 5, 2, 0, 0, 2, 1) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_2_1t(i32 0, i32 20, i32 1, i32 0, ptr @Out.name)
  %outf = call target("spirv.Image", float, 5, 2, 0, 0, 2, 3) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_2_3t(i32 0, i32 21, i32 1, i32 0, ptr @OutF.name)
  %outi = call target("spirv.SignedImage", i32, 5, 2, 0, 0, 2, 21) @llvm.spv.resource.handlefrombinding.tspirv.SignedImage_i32_5_2_0_0_2_21t(i32 0, i32 22, i32 1, i32 0, ptr @OutI.name)
  %outu = call target("spirv.Image", i32, 5, 2, 0, 0, 2, 33) @llvm.spv.resource.handlefrombinding.tspirv.Image_i32_5_2_0_0_2_33t(i32 0, i32 23, i32 1, i32 0, ptr @OutU.name)
  ; TH.Sample(Samp, uv)
  %sh = call <4 x half> @llvm.spv.resource.sample.v4f16.tspirv.Image_f16_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", half, 1, 2, 0, 0, 1, 0) %TH, target("spirv.Sampler") %Samp, <2 x float> <float 2.500000e-01, float 7.500000e-01>, <2 x i32> zeroinitializer)
  %sh.f32 = fpext <4 x half> %sh to <4 x float>
  %sh.out = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_1t(target("spirv.Image", float, 5, 2, 0, 0, 2, 1) %out, i32 0)
  store <4 x float> %sh.f32, ptr addrspace(11) %sh.out, align 16
  ; TH.SampleLevel(Samp, uv, lod, int2(1, -1))
  %slh = call <4 x half> @llvm.spv.resource.samplelevel.v4f16.tspirv.Image_f16_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", half, 1, 2, 0, 0, 1, 0) %TH, target("spirv.Sampler") %Samp, <2 x float> <float 2.500000e-01, float 7.500000e-01>, float 2.500000e+00, <2 x i32> <i32 1, i32 -1>)
  %slh.f32 = fpext <4 x half> %slh to <4 x float>
  %slh.out = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_1t(target("spirv.Image", float, 5, 2, 0, 0, 2, 1) %out, i32 1)
  store <4 x float> %slh.f32, ptr addrspace(11) %slh.out, align 16
  ; TF.Sample(Samp, uv)
  %sf = call float @llvm.spv.resource.sample.f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) %TF, target("spirv.Sampler") %Samp, <2 x float> <float 2.500000e-01, float 7.500000e-01>, <2 x i32> zeroinitializer)
  %sf.out = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_3t(target("spirv.Image", float, 5, 2, 0, 0, 2, 3) %outf, i32 0)
  store float %sf, ptr addrspace(11) %sf.out, align 4
  ; TF.SampleGrad(Samp, uv, ddx, ddy)
  %sgf = call float @llvm.spv.resource.samplegrad.f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2f32.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) %TF, target("spirv.Sampler") %Samp, <2 x float> <float 2.500000e-01, float 7.500000e-01>, <2 x float> <float 1.250000e-01, float 6.250000e-02>, <2 x float> <float 6.250000e-02, float 1.250000e-01>, <2 x i32> zeroinitializer)
  %sgf.out = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_3t(target("spirv.Image", float, 5, 2, 0, 0, 2, 3) %outf, i32 1)
  store float %sgf, ptr addrspace(11) %sgf.out, align 4
  ; TI.SampleLevel(Samp, uv, lod)
  %sli = call <4 x i32> @llvm.spv.resource.samplelevel.v4i32.tspirv.SignedImage_i32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.SignedImage", i32, 1, 2, 0, 0, 1, 0) %TI, target("spirv.Sampler") %Samp, <2 x float> <float 2.500000e-01, float 7.500000e-01>, float 2.500000e+00, <2 x i32> zeroinitializer)
  %sli.out = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.SignedImage_i32_5_2_0_0_2_21t(target("spirv.SignedImage", i32, 5, 2, 0, 0, 2, 21) %outi, i32 0)
  store <4 x i32> %sli, ptr addrspace(11) %sli.out, align 16
  ; TI.Sample(Samp, uv, int2(2, 3))
  %si = call <4 x i32> @llvm.spv.resource.sample.v4i32.tspirv.SignedImage_i32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.SignedImage", i32, 1, 2, 0, 0, 1, 0) %TI, target("spirv.Sampler") %Samp, <2 x float> <float 2.500000e-01, float 7.500000e-01>, <2 x i32> <i32 2, i32 3>)
  %si.out = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.SignedImage_i32_5_2_0_0_2_21t(target("spirv.SignedImage", i32, 5, 2, 0, 0, 2, 21) %outi, i32 1)
  store <4 x i32> %si, ptr addrspace(11) %si.out, align 16
  ; TU.SampleLevel(Samp, uv, lod)
  %slu = call i32 @llvm.spv.resource.samplelevel.i32.tspirv.Image_i32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", i32, 1, 2, 0, 0, 1, 0) %TU, target("spirv.Sampler") %Samp, <2 x float> <float 2.500000e-01, float 7.500000e-01>, float 2.500000e+00, <2 x i32> zeroinitializer)
  %slu.out = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_i32_5_2_0_0_2_33t(target("spirv.Image", i32, 5, 2, 0, 0, 2, 33) %outu, i32 0)
  store i32 %slu, ptr addrspace(11) %slu.out, align 4
  ; TU.SampleBias(Samp, uv, bias)
  %sbu = call i32 @llvm.spv.resource.samplebias.i32.tspirv.Image_i32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", i32, 1, 2, 0, 0, 1, 0) %TU, target("spirv.Sampler") %Samp, <2 x float> <float 2.500000e-01, float 7.500000e-01>, float 1.500000e+00, <2 x i32> zeroinitializer)
  %sbu.out = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_i32_5_2_0_0_2_33t(target("spirv.Image", i32, 5, 2, 0, 0, 2, 33) %outu, i32 1)
  store i32 %sbu, ptr addrspace(11) %sbu.out, align 4
  ; TF2.Sample(Samp, uv)
  %sf2 = call <2 x float> @llvm.spv.resource.sample.v2f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) %TF2, target("spirv.Sampler") %Samp, <2 x float> <float 2.500000e-01, float 7.500000e-01>, <2 x i32> zeroinitializer)
  %sf2.v4 = shufflevector <2 x float> %sf2, <2 x float> poison, <4 x i32> <i32 0, i32 1, i32 1, i32 0>
  %sf2.out = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_1t(target("spirv.Image", float, 5, 2, 0, 0, 2, 1) %out, i32 2)
  store <4 x float> %sf2.v4, ptr addrspace(11) %sf2.out, align 16
  ; TH1.SampleGrad(Samp, uv, ddx, ddy, int2(-1, 2))
  %sgh1 = call half @llvm.spv.resource.samplegrad.f16.tspirv.Image_f16_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2f32.v2f32.v2i32(target("spirv.Image", half, 1, 2, 0, 0, 1, 0) %TH1, target("spirv.Sampler") %Samp, <2 x float> <float 2.500000e-01, float 7.500000e-01>, <2 x float> <float 1.250000e-01, float 6.250000e-02>, <2 x float> <float 6.250000e-02, float 1.250000e-01>, <2 x i32> <i32 -1, i32 2>)
  %sgh1.f32 = fpext half %sgh1 to float
  %sgh1.out = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_3t(target("spirv.Image", float, 5, 2, 0, 0, 2, 3) %outf, i32 2)
  store float %sgh1.f32, ptr addrspace(11) %sgh1.out, align 4
  ; TH2.SampleLevel(Samp, uv, lod)
  %slh2 = call <2 x half> @llvm.spv.resource.samplelevel.v2f16.tspirv.Image_f16_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", half, 1, 2, 0, 0, 1, 0) %TH2, target("spirv.Sampler") %Samp, <2 x float> <float 2.500000e-01, float 7.500000e-01>, float 2.500000e+00, <2 x i32> zeroinitializer)
  %slh2.f32 = fpext <2 x half> %slh2 to <2 x float>
  %slh2.v4 = shufflevector <2 x float> %slh2.f32, <2 x float> poison, <4 x i32> <i32 0, i32 1, i32 1, i32 0>
  %slh2.out = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_1t(target("spirv.Image", float, 5, 2, 0, 0, 2, 1) %out, i32 3)
  store <4 x float> %slh2.v4, ptr addrspace(11) %slh2.out, align 16
  ret void
}

declare target("spirv.Image", half, 1, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f16_1_2_0_0_1_0t(i32, i32, i32, i32, ptr) #3
declare target("spirv.Image", float, 1, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_0_0_1_0t(i32, i32, i32, i32, ptr) #3
declare target("spirv.SignedImage", i32, 1, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.SignedImage_i32_1_2_0_0_1_0t(i32, i32, i32, i32, ptr) #3
declare target("spirv.Image", i32, 1, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_i32_1_2_0_0_1_0t(i32, i32, i32, i32, ptr) #3
declare target("spirv.Sampler") @llvm.spv.resource.handlefrombinding.tspirv.Samplert(i32, i32, i32, i32, ptr) #3
declare target("spirv.Image", float, 5, 2, 0, 0, 2, 1) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_2_1t(i32, i32, i32, i32, ptr) #3
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_1t(target("spirv.Image", float, 5, 2, 0, 0, 2, 1), i32) #3
declare target("spirv.Image", float, 5, 2, 0, 0, 2, 3) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_2_3t(i32, i32, i32, i32, ptr) #3
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_3t(target("spirv.Image", float, 5, 2, 0, 0, 2, 3), i32) #3
declare target("spirv.SignedImage", i32, 5, 2, 0, 0, 2, 21) @llvm.spv.resource.handlefrombinding.tspirv.SignedImage_i32_5_2_0_0_2_21t(i32, i32, i32, i32, ptr) #3
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.SignedImage_i32_5_2_0_0_2_21t(target("spirv.SignedImage", i32, 5, 2, 0, 0, 2, 21), i32) #3
declare target("spirv.Image", i32, 5, 2, 0, 0, 2, 33) @llvm.spv.resource.handlefrombinding.tspirv.Image_i32_5_2_0_0_2_33t(i32, i32, i32, i32, ptr) #3
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_i32_5_2_0_0_2_33t(target("spirv.Image", i32, 5, 2, 0, 0, 2, 33), i32) #3
declare <4 x half> @llvm.spv.resource.sample.v4f16.tspirv.Image_f16_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", half, 1, 2, 0, 0, 1, 0), target("spirv.Sampler"), <2 x float>, <2 x i32>) #1
declare <4 x half> @llvm.spv.resource.samplelevel.v4f16.tspirv.Image_f16_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", half, 1, 2, 0, 0, 1, 0), target("spirv.Sampler"), <2 x float>, float, <2 x i32>) #2
declare float @llvm.spv.resource.sample.f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0), target("spirv.Sampler"), <2 x float>, <2 x i32>) #1
declare float @llvm.spv.resource.samplegrad.f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2f32.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0), target("spirv.Sampler"), <2 x float>, <2 x float>, <2 x float>, <2 x i32>) #2
declare <4 x i32> @llvm.spv.resource.samplelevel.v4i32.tspirv.SignedImage_i32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.SignedImage", i32, 1, 2, 0, 0, 1, 0), target("spirv.Sampler"), <2 x float>, float, <2 x i32>) #2
declare <4 x i32> @llvm.spv.resource.sample.v4i32.tspirv.SignedImage_i32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.SignedImage", i32, 1, 2, 0, 0, 1, 0), target("spirv.Sampler"), <2 x float>, <2 x i32>) #1
declare i32 @llvm.spv.resource.samplelevel.i32.tspirv.Image_i32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", i32, 1, 2, 0, 0, 1, 0), target("spirv.Sampler"), <2 x float>, float, <2 x i32>) #2
declare i32 @llvm.spv.resource.samplebias.i32.tspirv.Image_i32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", i32, 1, 2, 0, 0, 1, 0), target("spirv.Sampler"), <2 x float>, float, <2 x i32>) #1
declare <2 x float> @llvm.spv.resource.sample.v2f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0), target("spirv.Sampler"), <2 x float>, <2 x i32>) #1
declare half @llvm.spv.resource.samplegrad.f16.tspirv.Image_f16_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2f32.v2f32.v2i32(target("spirv.Image", half, 1, 2, 0, 0, 1, 0), target("spirv.Sampler"), <2 x float>, <2 x float>, <2 x float>, <2 x i32>) #2
declare <2 x half> @llvm.spv.resource.samplelevel.v2f16.tspirv.Image_f16_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", half, 1, 2, 0, 0, 1, 0), target("spirv.Sampler"), <2 x float>, float, <2 x i32>) #2

attributes #0 = { "hlsl.shader"="pixel" }
attributes #1 = { convergent nocallback nofree nosync nounwind willreturn memory(read) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(read) }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(none) }
