; Sampling on every texture kind but 2D (sample-2d.ll), in a pixel shader:
; coordinate widths 1D 1, 1DArray 2, 2DArray 3, 3D 3, Cube 3, CubeArray 4; offset
; widths 1, 1, 2, 3 and none for Cube (always zero, so never an image operand);
; gradients without the array layer. float elements (T1DA, T3D) sample a vec4
; and extract lane 0. Capabilities: Sampled1D for the 1D images,
; SampledCubeArray for the cube array, MinLod for the clamps.
;
; Source (HLSL):
;   [[vk::binding(1, 0)]] Texture1D<float4> T1D;
;   [[vk::binding(2, 0)]] Texture1DArray<float> T1DA;
;   [[vk::binding(3, 0)]] Texture2DArray<float4> T2DA;
;   [[vk::binding(4, 0)]] Texture3D<float> T3D;
;   [[vk::binding(5, 0)]] TextureCube<float4> TCube;
;   [[vk::binding(6, 0)]] TextureCubeArray<float4> TCubeA;
;   [[vk::binding(7, 0)]] SamplerState Samp;
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
; IR-NEXT: %s1d = call <4 x float> @texel.spv.sample_implicit_lod.f32_0_2_0_0_1_0.i0_1_0.s0_7_0.m0(i32 0, i32 0, float 2.500000e-01)
; IR: %sl1d = call <4 x float> @texel.spv.sample_explicit_lod.f32_0_2_0_0_1_0.i0_1_0.s0_7_0.m10(i32 0, i32 0, float 2.500000e-01, float 2.500000e+00, i32 3)
; IR: [[M_SB1DA:%.*]] = call <4 x float> @texel.spv.sample_implicit_lod.f32_0_2_1_0_1_0.i0_2_0.s0_7_0.m9(i32 0, i32 0, <2 x float> <float 2.500000e-01, float 7.500000e-01>, float 1.500000e+00, i32 -2)
; IR-NEXT: %sb1da = extractelement <4 x float> [[M_SB1DA]], i32 0
; IR: [[M_SG1DA:%.*]] = call <4 x float> @texel.spv.sample_explicit_lod.f32_0_2_1_0_1_0.i0_2_0.s0_7_0.m4(i32 0, i32 0, <2 x float> <float 2.500000e-01, float 7.500000e-01>, float 1.250000e-01, float 6.250000e-02)
; IR-NEXT: %sg1da = extractelement <4 x float> [[M_SG1DA]], i32 0
; IR: %s2da = call <4 x float> @texel.spv.sample_implicit_lod.f32_1_2_1_0_1_0.i0_3_0.s0_7_0.m8(i32 0, i32 0, <3 x float> <float 2.500000e-01, float 7.500000e-01, float 5.000000e-01>, <2 x i32> <i32 -1, i32 2>)
; IR: %sgc2da = call <4 x float> @texel.spv.sample_explicit_lod.f32_1_2_1_0_1_0.i0_3_0.s0_7_0.m140(i32 0, i32 0, <3 x float> <float 2.500000e-01, float 7.500000e-01, float 5.000000e-01>, <2 x float> <float 1.250000e-01, float 6.250000e-02>, <2 x float> <float 6.250000e-02, float 1.250000e-01>, <2 x i32> <i32 3, i32 -4>, float 3.500000e+00)
; IR: %sl2da = call <4 x float> @texel.spv.sample_explicit_lod.f32_1_2_1_0_1_0.i0_3_0.s0_7_0.m2(i32 0, i32 0, <3 x float> <float 2.500000e-01, float 7.500000e-01, float 5.000000e-01>, float 2.500000e+00)
; IR: [[M_S3D:%.*]] = call <4 x float> @texel.spv.sample_implicit_lod.f32_2_2_0_0_1_0.i0_4_0.s0_7_0.m8(i32 0, i32 0, <3 x float> <float 2.500000e-01, float 7.500000e-01, float 5.000000e-01>, <3 x i32> <i32 1, i32 -2, i32 3>)
; IR-NEXT: %s3d = extractelement <4 x float> [[M_S3D]], i32 0
; IR: [[M_SBC3D:%.*]] = call <4 x float> @texel.spv.sample_implicit_lod.f32_2_2_0_0_1_0.i0_4_0.s0_7_0.m129(i32 0, i32 0, <3 x float> <float 2.500000e-01, float 7.500000e-01, float 5.000000e-01>, float 1.500000e+00, float 3.500000e+00)
; IR-NEXT: %sbc3d = extractelement <4 x float> [[M_SBC3D]], i32 0
; IR: [[M_SG3D:%.*]] = call <4 x float> @texel.spv.sample_explicit_lod.f32_2_2_0_0_1_0.i0_4_0.s0_7_0.m12(i32 0, i32 0, <3 x float> <float 2.500000e-01, float 7.500000e-01, float 5.000000e-01>, <3 x float> <float 1.250000e-01, float 6.250000e-02, float 3.125000e-02>, <3 x float> <float 6.250000e-02, float 1.250000e-01, float 3.125000e-02>, <3 x i32> <i32 -4, i32 0, i32 2>)
; IR-NEXT: %sg3d = extractelement <4 x float> [[M_SG3D]], i32 0
; IR: %scube = call <4 x float> @texel.spv.sample_implicit_lod.f32_3_2_0_0_1_0.i0_5_0.s0_7_0.m0(i32 0, i32 0, <3 x float> <float 2.500000e-01, float 7.500000e-01, float 5.000000e-01>)
; IR: %sbcube = call <4 x float> @texel.spv.sample_implicit_lod.f32_3_2_0_0_1_0.i0_5_0.s0_7_0.m1(i32 0, i32 0, <3 x float> <float 2.500000e-01, float 7.500000e-01, float 5.000000e-01>, float 1.500000e+00)
; IR: %sgccube = call <4 x float> @texel.spv.sample_explicit_lod.f32_3_2_0_0_1_0.i0_5_0.s0_7_0.m132(i32 0, i32 0, <3 x float> <float 2.500000e-01, float 7.500000e-01, float 5.000000e-01>, <3 x float> <float 1.250000e-01, float 6.250000e-02, float 3.125000e-02>, <3 x float> <float 6.250000e-02, float 1.250000e-01, float 3.125000e-02>, float 3.500000e+00)
; IR: %slcube = call <4 x float> @texel.spv.sample_explicit_lod.f32_3_2_0_0_1_0.i0_5_0.s0_7_0.m2(i32 0, i32 0, <3 x float> <float 2.500000e-01, float 7.500000e-01, float 5.000000e-01>, float 2.500000e+00)
; IR: %sccubea = call <4 x float> @texel.spv.sample_implicit_lod.f32_3_2_1_0_1_0.i0_6_0.s0_7_0.m128(i32 0, i32 0, <4 x float> <float 2.500000e-01, float 7.500000e-01, float 5.000000e-01, float 3.750000e-01>, float 3.500000e+00)
; IR: %sbcubea = call <4 x float> @texel.spv.sample_implicit_lod.f32_3_2_1_0_1_0.i0_6_0.s0_7_0.m1(i32 0, i32 0, <4 x float> <float 2.500000e-01, float 7.500000e-01, float 5.000000e-01, float 3.750000e-01>, float 1.500000e+00)
; IR: %sgcubea = call <4 x float> @texel.spv.sample_explicit_lod.f32_3_2_1_0_1_0.i0_6_0.s0_7_0.m4(i32 0, i32 0, <4 x float> <float 2.500000e-01, float 7.500000e-01, float 5.000000e-01, float 3.750000e-01>, <3 x float> <float 1.250000e-01, float 6.250000e-02, float 3.125000e-02>, <3 x float> <float 6.250000e-02, float 1.250000e-01, float 3.125000e-02>)
; IR: %slcubea = call <4 x float> @texel.spv.sample_explicit_lod.f32_3_2_1_0_1_0.i0_6_0.s0_7_0.m2(i32 0, i32 0, <4 x float> <float 2.500000e-01, float 7.500000e-01, float 5.000000e-01, float 3.750000e-01>, float 2.500000e+00)
; IR: ret void
; IR-DAG: declare <4 x float> @texel.spv.sample_implicit_lod.f32_0_2_0_0_1_0.i0_1_0.s0_7_0.m0(i32, i32, float) #[[CONVERGENT:[0-9]+]]
; IR-DAG: declare <4 x float> @texel.spv.sample_explicit_lod.f32_0_2_0_0_1_0.i0_1_0.s0_7_0.m10(i32, i32, float, float, i32) #[[PLAIN:[0-9]+]]
; IR-DAG: declare <4 x float> @texel.spv.sample_implicit_lod.f32_0_2_1_0_1_0.i0_2_0.s0_7_0.m9(i32, i32, <2 x float>, float, i32) #[[CONVERGENT]]
; IR-DAG: declare <4 x float> @texel.spv.sample_explicit_lod.f32_0_2_1_0_1_0.i0_2_0.s0_7_0.m4(i32, i32, <2 x float>, float, float) #[[PLAIN]]
; IR-DAG: declare <4 x float> @texel.spv.sample_implicit_lod.f32_1_2_1_0_1_0.i0_3_0.s0_7_0.m8(i32, i32, <3 x float>, <2 x i32>) #[[CONVERGENT]]
; IR-DAG: declare <4 x float> @texel.spv.sample_explicit_lod.f32_1_2_1_0_1_0.i0_3_0.s0_7_0.m140(i32, i32, <3 x float>, <2 x float>, <2 x float>, <2 x i32>, float) #[[PLAIN]]
; IR-DAG: declare <4 x float> @texel.spv.sample_explicit_lod.f32_1_2_1_0_1_0.i0_3_0.s0_7_0.m2(i32, i32, <3 x float>, float) #[[PLAIN]]
; IR-DAG: declare <4 x float> @texel.spv.sample_implicit_lod.f32_2_2_0_0_1_0.i0_4_0.s0_7_0.m8(i32, i32, <3 x float>, <3 x i32>) #[[CONVERGENT]]
; IR-DAG: declare <4 x float> @texel.spv.sample_implicit_lod.f32_2_2_0_0_1_0.i0_4_0.s0_7_0.m129(i32, i32, <3 x float>, float, float) #[[CONVERGENT]]
; IR-DAG: declare <4 x float> @texel.spv.sample_explicit_lod.f32_2_2_0_0_1_0.i0_4_0.s0_7_0.m12(i32, i32, <3 x float>, <3 x float>, <3 x float>, <3 x i32>) #[[PLAIN]]
; IR-DAG: declare <4 x float> @texel.spv.sample_implicit_lod.f32_3_2_0_0_1_0.i0_5_0.s0_7_0.m0(i32, i32, <3 x float>) #[[CONVERGENT]]
; IR-DAG: declare <4 x float> @texel.spv.sample_implicit_lod.f32_3_2_0_0_1_0.i0_5_0.s0_7_0.m1(i32, i32, <3 x float>, float) #[[CONVERGENT]]
; IR-DAG: declare <4 x float> @texel.spv.sample_explicit_lod.f32_3_2_0_0_1_0.i0_5_0.s0_7_0.m132(i32, i32, <3 x float>, <3 x float>, <3 x float>, float) #[[PLAIN]]
; IR-DAG: declare <4 x float> @texel.spv.sample_explicit_lod.f32_3_2_0_0_1_0.i0_5_0.s0_7_0.m2(i32, i32, <3 x float>, float) #[[PLAIN]]
; IR-DAG: declare <4 x float> @texel.spv.sample_implicit_lod.f32_3_2_1_0_1_0.i0_6_0.s0_7_0.m128(i32, i32, <4 x float>, float) #[[CONVERGENT]]
; IR-DAG: declare <4 x float> @texel.spv.sample_implicit_lod.f32_3_2_1_0_1_0.i0_6_0.s0_7_0.m1(i32, i32, <4 x float>, float) #[[CONVERGENT]]
; IR-DAG: declare <4 x float> @texel.spv.sample_explicit_lod.f32_3_2_1_0_1_0.i0_6_0.s0_7_0.m4(i32, i32, <4 x float>, <3 x float>, <3 x float>) #[[PLAIN]]
; IR-DAG: declare <4 x float> @texel.spv.sample_explicit_lod.f32_3_2_1_0_1_0.i0_6_0.s0_7_0.m2(i32, i32, <4 x float>, float) #[[PLAIN]]
; IR-DAG: attributes #[[CONVERGENT]] = { convergent nounwind }
; IR-DAG: attributes #[[PLAIN]] = { nounwind }

; SPIR-V: one UniformConstant variable per binding; each operation loads the
; image and the sampler and builds a fresh OpSampledImage right before the
; image instruction.
; SPIRV-DAG: OpCapability Shader
; SPIRV-DAG: OpCapability Sampled1D
; SPIRV-DAG: OpCapability SampledCubeArray
; SPIRV-DAG: OpCapability MinLod
; SPIRV: OpMemoryModel Logical GLSL450
; SPIRV: OpEntryPoint Fragment %main "main"
; SPIRV-DAG: OpExecutionMode %main OriginUpperLeft
; SPIRV-DAG: OpDecorate %[[T1D:[A-Za-z0-9_]+]] Binding 1{{$}}
; SPIRV-DAG: OpDecorate %[[T1D]] DescriptorSet 0{{$}}
; SPIRV-DAG: OpDecorate %[[T1DA:[A-Za-z0-9_]+]] Binding 2{{$}}
; SPIRV-DAG: OpDecorate %[[T1DA]] DescriptorSet 0{{$}}
; SPIRV-DAG: OpDecorate %[[T2DA:[A-Za-z0-9_]+]] Binding 3{{$}}
; SPIRV-DAG: OpDecorate %[[T2DA]] DescriptorSet 0{{$}}
; SPIRV-DAG: OpDecorate %[[T3D:[A-Za-z0-9_]+]] Binding 4{{$}}
; SPIRV-DAG: OpDecorate %[[T3D]] DescriptorSet 0{{$}}
; SPIRV-DAG: OpDecorate %[[TCUBE:[A-Za-z0-9_]+]] Binding 5{{$}}
; SPIRV-DAG: OpDecorate %[[TCUBE]] DescriptorSet 0{{$}}
; SPIRV-DAG: OpDecorate %[[TCUBEA:[A-Za-z0-9_]+]] Binding 6{{$}}
; SPIRV-DAG: OpDecorate %[[TCUBEA]] DescriptorSet 0{{$}}
; SPIRV-DAG: OpDecorate %[[SAMP:[A-Za-z0-9_]+]] Binding 7{{$}}
; SPIRV-DAG: OpDecorate %[[SAMP]] DescriptorSet 0{{$}}
; SPIRV-DAG: %[[FLOAT:[A-Za-z0-9_]+]] = OpTypeFloat 32{{$}}
; SPIRV-DAG: %[[UINT:[A-Za-z0-9_]+]] = OpTypeInt 32 0{{$}}
; SPIRV-DAG: %[[INT:[A-Za-z0-9_]+]] = OpTypeInt 32 1{{$}}
; SPIRV-DAG: %[[V2FLOAT:[A-Za-z0-9_]+]] = OpTypeVector %[[FLOAT]] 2{{$}}
; SPIRV-DAG: %[[V3FLOAT:[A-Za-z0-9_]+]] = OpTypeVector %[[FLOAT]] 3{{$}}
; SPIRV-DAG: %[[V4FLOAT:[A-Za-z0-9_]+]] = OpTypeVector %[[FLOAT]] 4{{$}}
; SPIRV-DAG: %[[V2INT:[A-Za-z0-9_]+]] = OpTypeVector %[[INT]] 2{{$}}
; SPIRV-DAG: %[[V3INT:[A-Za-z0-9_]+]] = OpTypeVector %[[INT]] 3{{$}}
; SPIRV-DAG: %[[IMG_0:[A-Za-z0-9_]+]] = OpTypeImage %[[FLOAT]] 1D 2 0 0 1 Unknown{{$}}
; SPIRV-DAG: %[[IMG_1:[A-Za-z0-9_]+]] = OpTypeImage %[[FLOAT]] 1D 2 1 0 1 Unknown{{$}}
; SPIRV-DAG: %[[IMG_2:[A-Za-z0-9_]+]] = OpTypeImage %[[FLOAT]] 2D 2 1 0 1 Unknown{{$}}
; SPIRV-DAG: %[[IMG_3:[A-Za-z0-9_]+]] = OpTypeImage %[[FLOAT]] 3D 2 0 0 1 Unknown{{$}}
; SPIRV-DAG: %[[IMG_4:[A-Za-z0-9_]+]] = OpTypeImage %[[FLOAT]] Cube 2 0 0 1 Unknown{{$}}
; SPIRV-DAG: %[[IMG_5:[A-Za-z0-9_]+]] = OpTypeImage %[[FLOAT]] Cube 2 1 0 1 Unknown{{$}}
; SPIRV-DAG: %[[SAMPLER:[A-Za-z0-9_]+]] = OpTypeSampler{{$}}
; SPIRV-DAG: %[[SI_IMG_0:[A-Za-z0-9_]+]] = OpTypeSampledImage %[[IMG_0]]{{$}}
; SPIRV-DAG: %[[PTR_IMG_0:[A-Za-z0-9_]+]] = OpTypePointer UniformConstant %[[IMG_0]]{{$}}
; SPIRV-DAG: %[[SI_IMG_1:[A-Za-z0-9_]+]] = OpTypeSampledImage %[[IMG_1]]{{$}}
; SPIRV-DAG: %[[PTR_IMG_1:[A-Za-z0-9_]+]] = OpTypePointer UniformConstant %[[IMG_1]]{{$}}
; SPIRV-DAG: %[[SI_IMG_2:[A-Za-z0-9_]+]] = OpTypeSampledImage %[[IMG_2]]{{$}}
; SPIRV-DAG: %[[PTR_IMG_2:[A-Za-z0-9_]+]] = OpTypePointer UniformConstant %[[IMG_2]]{{$}}
; SPIRV-DAG: %[[SI_IMG_3:[A-Za-z0-9_]+]] = OpTypeSampledImage %[[IMG_3]]{{$}}
; SPIRV-DAG: %[[PTR_IMG_3:[A-Za-z0-9_]+]] = OpTypePointer UniformConstant %[[IMG_3]]{{$}}
; SPIRV-DAG: %[[SI_IMG_4:[A-Za-z0-9_]+]] = OpTypeSampledImage %[[IMG_4]]{{$}}
; SPIRV-DAG: %[[PTR_IMG_4:[A-Za-z0-9_]+]] = OpTypePointer UniformConstant %[[IMG_4]]{{$}}
; SPIRV-DAG: %[[SI_IMG_5:[A-Za-z0-9_]+]] = OpTypeSampledImage %[[IMG_5]]{{$}}
; SPIRV-DAG: %[[PTR_IMG_5:[A-Za-z0-9_]+]] = OpTypePointer UniformConstant %[[IMG_5]]{{$}}
; SPIRV-DAG: %[[PTR_SAMPLER:[A-Za-z0-9_]+]] = OpTypePointer UniformConstant %[[SAMPLER]]{{$}}
; SPIRV-DAG: %[[BIAS:[A-Za-z0-9_]+]] = OpConstant %[[FLOAT]] 1.5{{$}}
; SPIRV-DAG: %[[CLAMP:[A-Za-z0-9_]+]] = OpConstant %[[FLOAT]] 3.5{{$}}
; SPIRV-DAG: %[[F_0_03125:[A-Za-z0-9_]+]] = OpConstant %[[FLOAT]] 0.03125{{$}}
; SPIRV-DAG: %[[F_0_0625:[A-Za-z0-9_]+]] = OpConstant %[[FLOAT]] 0.0625{{$}}
; SPIRV-DAG: %[[F_0_125:[A-Za-z0-9_]+]] = OpConstant %[[FLOAT]] 0.125{{$}}
; SPIRV-DAG: %[[F_0_25:[A-Za-z0-9_]+]] = OpConstant %[[FLOAT]] 0.25{{$}}
; SPIRV-DAG: %[[F_0_375:[A-Za-z0-9_]+]] = OpConstant %[[FLOAT]] 0.375{{$}}
; SPIRV-DAG: %[[F_0_5:[A-Za-z0-9_]+]] = OpConstant %[[FLOAT]] 0.5{{$}}
; SPIRV-DAG: %[[F_0_75:[A-Za-z0-9_]+]] = OpConstant %[[FLOAT]] 0.75{{$}}
; SPIRV-DAG: %[[LOD:[A-Za-z0-9_]+]] = OpConstant %[[FLOAT]] 2.5{{$}}
; SPIRV-DAG: %[[UINT_0:[A-Za-z0-9_]+]] = OpConstant %[[UINT]] 0{{$}}
; SPIRV-DAG: %[[UINT_1:[A-Za-z0-9_]+]] = OpConstant %[[UINT]] 1{{$}}
; SPIRV-DAG: %[[UINT_10:[A-Za-z0-9_]+]] = OpConstant %[[UINT]] 10{{$}}
; SPIRV-DAG: %[[UINT_11:[A-Za-z0-9_]+]] = OpConstant %[[UINT]] 11{{$}}
; SPIRV-DAG: %[[UINT_12:[A-Za-z0-9_]+]] = OpConstant %[[UINT]] 12{{$}}
; SPIRV-DAG: %[[UINT_2:[A-Za-z0-9_]+]] = OpConstant %[[UINT]] 2{{$}}
; SPIRV-DAG: %[[UINT_3:[A-Za-z0-9_]+]] = OpConstant %[[UINT]] 3{{$}}
; SPIRV-DAG: %[[UINT_4:[A-Za-z0-9_]+]] = OpConstant %[[UINT]] 4{{$}}
; SPIRV-DAG: %[[UINT_5:[A-Za-z0-9_]+]] = OpConstant %[[UINT]] 5{{$}}
; SPIRV-DAG: %[[UINT_6:[A-Za-z0-9_]+]] = OpConstant %[[UINT]] 6{{$}}
; SPIRV-DAG: %[[UINT_7:[A-Za-z0-9_]+]] = OpConstant %[[UINT]] 7{{$}}
; SPIRV-DAG: %[[UINT_8:[A-Za-z0-9_]+]] = OpConstant %[[UINT]] 8{{$}}
; SPIRV-DAG: %[[UINT_9:[A-Za-z0-9_]+]] = OpConstant %[[UINT]] 9{{$}}
; SPIRV-DAG: %[[INT_M1:[A-Za-z0-9_]+]] = OpConstant %[[INT]] -1{{$}}
; SPIRV-DAG: %[[INT_0:[A-Za-z0-9_]+]] = OpConstant %[[INT]] 0{{$}}
; SPIRV-DAG: %[[INT_1:[A-Za-z0-9_]+]] = OpConstant %[[INT]] 1{{$}}
; SPIRV-DAG: %[[INT_2:[A-Za-z0-9_]+]] = OpConstant %[[INT]] 2{{$}}
; SPIRV-DAG: %[[INT_3:[A-Za-z0-9_]+]] = OpConstant %[[INT]] 3{{$}}
; SPIRV-DAG: %[[INT_M2:[A-Za-z0-9_]+]] = OpConstant %[[INT]] -2{{$}}
; SPIRV-DAG: %[[INT_M4:[A-Za-z0-9_]+]] = OpConstant %[[INT]] -4{{$}}
; SPIRV-DAG: %[[COORD2:[A-Za-z0-9_]+]] = OpConstantComposite %[[V2FLOAT]] %[[F_0_25]] %[[F_0_75]]{{$}}
; SPIRV-DAG: %[[COORD3:[A-Za-z0-9_]+]] = OpConstantComposite %[[V3FLOAT]] %[[F_0_25]] %[[F_0_75]] %[[F_0_5]]{{$}}
; SPIRV-DAG: %[[COORD4:[A-Za-z0-9_]+]] = OpConstantComposite %[[V4FLOAT]] %[[F_0_25]] %[[F_0_75]] %[[F_0_5]] %[[F_0_375]]{{$}}
; SPIRV-DAG: %[[DX2:[A-Za-z0-9_]+]] = OpConstantComposite %[[V2FLOAT]] %[[F_0_125]] %[[F_0_0625]]{{$}}
; SPIRV-DAG: %[[DX3:[A-Za-z0-9_]+]] = OpConstantComposite %[[V3FLOAT]] %[[F_0_125]] %[[F_0_0625]] %[[F_0_03125]]{{$}}
; SPIRV-DAG: %[[DY2:[A-Za-z0-9_]+]] = OpConstantComposite %[[V2FLOAT]] %[[F_0_0625]] %[[F_0_125]]{{$}}
; SPIRV-DAG: %[[DY3:[A-Za-z0-9_]+]] = OpConstantComposite %[[V3FLOAT]] %[[F_0_0625]] %[[F_0_125]] %[[F_0_03125]]{{$}}
; SPIRV-DAG: %[[OFF_1_M2_3:[A-Za-z0-9_]+]] = OpConstantComposite %[[V3INT]] %[[INT_1]] %[[INT_M2]] %[[INT_3]]{{$}}
; SPIRV-DAG: %[[OFF_3_M4:[A-Za-z0-9_]+]] = OpConstantComposite %[[V2INT]] %[[INT_3]] %[[INT_M4]]{{$}}
; SPIRV-DAG: %[[OFF_M1_2:[A-Za-z0-9_]+]] = OpConstantComposite %[[V2INT]] %[[INT_M1]] %[[INT_2]]{{$}}
; SPIRV-DAG: %[[OFF_M4_0_2:[A-Za-z0-9_]+]] = OpConstantComposite %[[V3INT]] %[[INT_M4]] %[[INT_0]] %[[INT_2]]{{$}}
; SPIRV-DAG: %[[T1D]] = OpVariable %[[PTR_IMG_0]] UniformConstant{{$}}
; SPIRV-DAG: %[[T1DA]] = OpVariable %[[PTR_IMG_1]] UniformConstant{{$}}
; SPIRV-DAG: %[[T2DA]] = OpVariable %[[PTR_IMG_2]] UniformConstant{{$}}
; SPIRV-DAG: %[[T3D]] = OpVariable %[[PTR_IMG_3]] UniformConstant{{$}}
; SPIRV-DAG: %[[TCUBE]] = OpVariable %[[PTR_IMG_4]] UniformConstant{{$}}
; SPIRV-DAG: %[[TCUBEA]] = OpVariable %[[PTR_IMG_5]] UniformConstant{{$}}
; SPIRV-DAG: %[[SAMP]] = OpVariable %[[PTR_SAMPLER]] UniformConstant{{$}}
; SPIRV-LABEL: %main = OpFunction
; T1D.Sample(Samp, u)
; SPIRV: %[[I_S1D:[0-9]+]] = OpLoad %[[IMG_0]] %[[T1D]]{{$}}
; SPIRV-NEXT: %[[S_S1D:[0-9]+]] = OpLoad %[[SAMPLER]] %[[SAMP]]{{$}}
; SPIRV-NEXT: %[[SI_S1D:[0-9]+]] = OpSampledImage %[[SI_IMG_0]] %[[I_S1D]] %[[S_S1D]]{{$}}
; SPIRV-NEXT: %[[R_S1D:[0-9]+]] = OpImageSampleImplicitLod %[[V4FLOAT]] %[[SI_S1D]] %[[F_0_25]]{{$}}
; SPIRV: OpImageWrite %{{[0-9]+}} %[[UINT_0]] %[[R_S1D]]
; T1D.SampleLevel(Samp, u, lod, 3)
; SPIRV: %[[I_SL1D:[0-9]+]] = OpLoad %[[IMG_0]] %[[T1D]]{{$}}
; SPIRV-NEXT: %[[S_SL1D:[0-9]+]] = OpLoad %[[SAMPLER]] %[[SAMP]]{{$}}
; SPIRV-NEXT: %[[SI_SL1D:[0-9]+]] = OpSampledImage %[[SI_IMG_0]] %[[I_SL1D]] %[[S_SL1D]]{{$}}
; SPIRV-NEXT: %[[R_SL1D:[0-9]+]] = OpImageSampleExplicitLod %[[V4FLOAT]] %[[SI_SL1D]] %[[F_0_25]] Lod|ConstOffset %[[LOD]] %[[INT_3]]{{$}}
; SPIRV: OpImageWrite %{{[0-9]+}} %[[UINT_1]] %[[R_SL1D]]
; T1DA.SampleBias(Samp, uv, bias, -2)
; SPIRV: %[[I_SB1DA:[0-9]+]] = OpLoad %[[IMG_1]] %[[T1DA]]{{$}}
; SPIRV-NEXT: %[[S_SB1DA:[0-9]+]] = OpLoad %[[SAMPLER]] %[[SAMP]]{{$}}
; SPIRV-NEXT: %[[SI_SB1DA:[0-9]+]] = OpSampledImage %[[SI_IMG_1]] %[[I_SB1DA]] %[[S_SB1DA]]{{$}}
; SPIRV-NEXT: %[[R_SB1DA:[0-9]+]] = OpImageSampleImplicitLod %[[V4FLOAT]] %[[SI_SB1DA]] %[[COORD2]] Bias|ConstOffset %[[BIAS]] %[[INT_M2]]{{$}}
; SPIRV: %[[V_SB1DA:[0-9]+]] = OpCompositeExtract %[[FLOAT]] %[[R_SB1DA]] 0{{$}}
; SPIRV: OpImageWrite %{{[0-9]+}} %[[UINT_0]] %[[V_SB1DA]]
; T1DA.SampleGrad(Samp, uv, ddx, ddy)
; SPIRV: %[[I_SG1DA:[0-9]+]] = OpLoad %[[IMG_1]] %[[T1DA]]{{$}}
; SPIRV-NEXT: %[[S_SG1DA:[0-9]+]] = OpLoad %[[SAMPLER]] %[[SAMP]]{{$}}
; SPIRV-NEXT: %[[SI_SG1DA:[0-9]+]] = OpSampledImage %[[SI_IMG_1]] %[[I_SG1DA]] %[[S_SG1DA]]{{$}}
; SPIRV-NEXT: %[[R_SG1DA:[0-9]+]] = OpImageSampleExplicitLod %[[V4FLOAT]] %[[SI_SG1DA]] %[[COORD2]] Grad %[[F_0_125]] %[[F_0_0625]]{{$}}
; SPIRV: %[[V_SG1DA:[0-9]+]] = OpCompositeExtract %[[FLOAT]] %[[R_SG1DA]] 0{{$}}
; SPIRV: OpImageWrite %{{[0-9]+}} %[[UINT_1]] %[[V_SG1DA]]
; T2DA.Sample(Samp, uvw, int2(-1, 2))
; SPIRV: %[[I_S2DA:[0-9]+]] = OpLoad %[[IMG_2]] %[[T2DA]]{{$}}
; SPIRV-NEXT: %[[S_S2DA:[0-9]+]] = OpLoad %[[SAMPLER]] %[[SAMP]]{{$}}
; SPIRV-NEXT: %[[SI_S2DA:[0-9]+]] = OpSampledImage %[[SI_IMG_2]] %[[I_S2DA]] %[[S_S2DA]]{{$}}
; SPIRV-NEXT: %[[R_S2DA:[0-9]+]] = OpImageSampleImplicitLod %[[V4FLOAT]] %[[SI_S2DA]] %[[COORD3]] ConstOffset %[[OFF_M1_2]]{{$}}
; SPIRV: OpImageWrite %{{[0-9]+}} %[[UINT_2]] %[[R_S2DA]]
; T2DA.SampleGrad(Samp, uvw, ddx, ddy, int2(3, -4), clamp)
; SPIRV: %[[I_SGC2DA:[0-9]+]] = OpLoad %[[IMG_2]] %[[T2DA]]{{$}}
; SPIRV-NEXT: %[[S_SGC2DA:[0-9]+]] = OpLoad %[[SAMPLER]] %[[SAMP]]{{$}}
; SPIRV-NEXT: %[[SI_SGC2DA:[0-9]+]] = OpSampledImage %[[SI_IMG_2]] %[[I_SGC2DA]] %[[S_SGC2DA]]{{$}}
; SPIRV-NEXT: %[[R_SGC2DA:[0-9]+]] = OpImageSampleExplicitLod %[[V4FLOAT]] %[[SI_SGC2DA]] %[[COORD3]] Grad|ConstOffset|MinLod %[[DX2]] %[[DY2]] %[[OFF_3_M4]] %[[CLAMP]]{{$}}
; SPIRV: OpImageWrite %{{[0-9]+}} %[[UINT_3]] %[[R_SGC2DA]]
; T2DA.SampleLevel(Samp, uvw, lod)
; SPIRV: %[[I_SL2DA:[0-9]+]] = OpLoad %[[IMG_2]] %[[T2DA]]{{$}}
; SPIRV-NEXT: %[[S_SL2DA:[0-9]+]] = OpLoad %[[SAMPLER]] %[[SAMP]]{{$}}
; SPIRV-NEXT: %[[SI_SL2DA:[0-9]+]] = OpSampledImage %[[SI_IMG_2]] %[[I_SL2DA]] %[[S_SL2DA]]{{$}}
; SPIRV-NEXT: %[[R_SL2DA:[0-9]+]] = OpImageSampleExplicitLod %[[V4FLOAT]] %[[SI_SL2DA]] %[[COORD3]] Lod %[[LOD]]{{$}}
; SPIRV: OpImageWrite %{{[0-9]+}} %[[UINT_4]] %[[R_SL2DA]]
; T3D.Sample(Samp, uvw, int3(1, -2, 3))
; SPIRV: %[[I_S3D:[0-9]+]] = OpLoad %[[IMG_3]] %[[T3D]]{{$}}
; SPIRV-NEXT: %[[S_S3D:[0-9]+]] = OpLoad %[[SAMPLER]] %[[SAMP]]{{$}}
; SPIRV-NEXT: %[[SI_S3D:[0-9]+]] = OpSampledImage %[[SI_IMG_3]] %[[I_S3D]] %[[S_S3D]]{{$}}
; SPIRV-NEXT: %[[R_S3D:[0-9]+]] = OpImageSampleImplicitLod %[[V4FLOAT]] %[[SI_S3D]] %[[COORD3]] ConstOffset %[[OFF_1_M2_3]]{{$}}
; SPIRV: %[[V_S3D:[0-9]+]] = OpCompositeExtract %[[FLOAT]] %[[R_S3D]] 0{{$}}
; SPIRV: OpImageWrite %{{[0-9]+}} %[[UINT_2]] %[[V_S3D]]
; T3D.SampleBias(Samp, uvw, bias, int3(0, 0, 0), clamp)
; SPIRV: %[[I_SBC3D:[0-9]+]] = OpLoad %[[IMG_3]] %[[T3D]]{{$}}
; SPIRV-NEXT: %[[S_SBC3D:[0-9]+]] = OpLoad %[[SAMPLER]] %[[SAMP]]{{$}}
; SPIRV-NEXT: %[[SI_SBC3D:[0-9]+]] = OpSampledImage %[[SI_IMG_3]] %[[I_SBC3D]] %[[S_SBC3D]]{{$}}
; SPIRV-NEXT: %[[R_SBC3D:[0-9]+]] = OpImageSampleImplicitLod %[[V4FLOAT]] %[[SI_SBC3D]] %[[COORD3]] Bias|MinLod %[[BIAS]] %[[CLAMP]]{{$}}
; SPIRV: %[[V_SBC3D:[0-9]+]] = OpCompositeExtract %[[FLOAT]] %[[R_SBC3D]] 0{{$}}
; SPIRV: OpImageWrite %{{[0-9]+}} %[[UINT_3]] %[[V_SBC3D]]
; T3D.SampleGrad(Samp, uvw, ddx, ddy, int3(-4, 0, 2))
; SPIRV: %[[I_SG3D:[0-9]+]] = OpLoad %[[IMG_3]] %[[T3D]]{{$}}
; SPIRV-NEXT: %[[S_SG3D:[0-9]+]] = OpLoad %[[SAMPLER]] %[[SAMP]]{{$}}
; SPIRV-NEXT: %[[SI_SG3D:[0-9]+]] = OpSampledImage %[[SI_IMG_3]] %[[I_SG3D]] %[[S_SG3D]]{{$}}
; SPIRV-NEXT: %[[R_SG3D:[0-9]+]] = OpImageSampleExplicitLod %[[V4FLOAT]] %[[SI_SG3D]] %[[COORD3]] Grad|ConstOffset %[[DX3]] %[[DY3]] %[[OFF_M4_0_2]]{{$}}
; SPIRV: %[[V_SG3D:[0-9]+]] = OpCompositeExtract %[[FLOAT]] %[[R_SG3D]] 0{{$}}
; SPIRV: OpImageWrite %{{[0-9]+}} %[[UINT_4]] %[[V_SG3D]]
; TCube.Sample(Samp, dir)
; SPIRV: %[[I_SCUBE:[0-9]+]] = OpLoad %[[IMG_4]] %[[TCUBE]]{{$}}
; SPIRV-NEXT: %[[S_SCUBE:[0-9]+]] = OpLoad %[[SAMPLER]] %[[SAMP]]{{$}}
; SPIRV-NEXT: %[[SI_SCUBE:[0-9]+]] = OpSampledImage %[[SI_IMG_4]] %[[I_SCUBE]] %[[S_SCUBE]]{{$}}
; SPIRV-NEXT: %[[R_SCUBE:[0-9]+]] = OpImageSampleImplicitLod %[[V4FLOAT]] %[[SI_SCUBE]] %[[COORD3]]{{$}}
; SPIRV: OpImageWrite %{{[0-9]+}} %[[UINT_5]] %[[R_SCUBE]]
; TCube.SampleBias(Samp, dir, bias)
; SPIRV: %[[I_SBCUBE:[0-9]+]] = OpLoad %[[IMG_4]] %[[TCUBE]]{{$}}
; SPIRV-NEXT: %[[S_SBCUBE:[0-9]+]] = OpLoad %[[SAMPLER]] %[[SAMP]]{{$}}
; SPIRV-NEXT: %[[SI_SBCUBE:[0-9]+]] = OpSampledImage %[[SI_IMG_4]] %[[I_SBCUBE]] %[[S_SBCUBE]]{{$}}
; SPIRV-NEXT: %[[R_SBCUBE:[0-9]+]] = OpImageSampleImplicitLod %[[V4FLOAT]] %[[SI_SBCUBE]] %[[COORD3]] Bias %[[BIAS]]{{$}}
; SPIRV: OpImageWrite %{{[0-9]+}} %[[UINT_6]] %[[R_SBCUBE]]
; TCube.SampleGrad(Samp, dir, ddx, ddy, clamp)
; SPIRV: %[[I_SGCCUBE:[0-9]+]] = OpLoad %[[IMG_4]] %[[TCUBE]]{{$}}
; SPIRV-NEXT: %[[S_SGCCUBE:[0-9]+]] = OpLoad %[[SAMPLER]] %[[SAMP]]{{$}}
; SPIRV-NEXT: %[[SI_SGCCUBE:[0-9]+]] = OpSampledImage %[[SI_IMG_4]] %[[I_SGCCUBE]] %[[S_SGCCUBE]]{{$}}
; SPIRV-NEXT: %[[R_SGCCUBE:[0-9]+]] = OpImageSampleExplicitLod %[[V4FLOAT]] %[[SI_SGCCUBE]] %[[COORD3]] Grad|MinLod %[[DX3]] %[[DY3]] %[[CLAMP]]{{$}}
; SPIRV: OpImageWrite %{{[0-9]+}} %[[UINT_7]] %[[R_SGCCUBE]]
; TCube.SampleLevel(Samp, dir, lod)
; SPIRV: %[[I_SLCUBE:[0-9]+]] = OpLoad %[[IMG_4]] %[[TCUBE]]{{$}}
; SPIRV-NEXT: %[[S_SLCUBE:[0-9]+]] = OpLoad %[[SAMPLER]] %[[SAMP]]{{$}}
; SPIRV-NEXT: %[[SI_SLCUBE:[0-9]+]] = OpSampledImage %[[SI_IMG_4]] %[[I_SLCUBE]] %[[S_SLCUBE]]{{$}}
; SPIRV-NEXT: %[[R_SLCUBE:[0-9]+]] = OpImageSampleExplicitLod %[[V4FLOAT]] %[[SI_SLCUBE]] %[[COORD3]] Lod %[[LOD]]{{$}}
; SPIRV: OpImageWrite %{{[0-9]+}} %[[UINT_8]] %[[R_SLCUBE]]
; TCubeA.Sample(Samp, dirLayer, clamp)
; SPIRV: %[[I_SCCUBEA:[0-9]+]] = OpLoad %[[IMG_5]] %[[TCUBEA]]{{$}}
; SPIRV-NEXT: %[[S_SCCUBEA:[0-9]+]] = OpLoad %[[SAMPLER]] %[[SAMP]]{{$}}
; SPIRV-NEXT: %[[SI_SCCUBEA:[0-9]+]] = OpSampledImage %[[SI_IMG_5]] %[[I_SCCUBEA]] %[[S_SCCUBEA]]{{$}}
; SPIRV-NEXT: %[[R_SCCUBEA:[0-9]+]] = OpImageSampleImplicitLod %[[V4FLOAT]] %[[SI_SCCUBEA]] %[[COORD4]] MinLod %[[CLAMP]]{{$}}
; SPIRV: OpImageWrite %{{[0-9]+}} %[[UINT_9]] %[[R_SCCUBEA]]
; TCubeA.SampleBias(Samp, dirLayer, bias)
; SPIRV: %[[I_SBCUBEA:[0-9]+]] = OpLoad %[[IMG_5]] %[[TCUBEA]]{{$}}
; SPIRV-NEXT: %[[S_SBCUBEA:[0-9]+]] = OpLoad %[[SAMPLER]] %[[SAMP]]{{$}}
; SPIRV-NEXT: %[[SI_SBCUBEA:[0-9]+]] = OpSampledImage %[[SI_IMG_5]] %[[I_SBCUBEA]] %[[S_SBCUBEA]]{{$}}
; SPIRV-NEXT: %[[R_SBCUBEA:[0-9]+]] = OpImageSampleImplicitLod %[[V4FLOAT]] %[[SI_SBCUBEA]] %[[COORD4]] Bias %[[BIAS]]{{$}}
; SPIRV: OpImageWrite %{{[0-9]+}} %[[UINT_10]] %[[R_SBCUBEA]]
; TCubeA.SampleGrad(Samp, dirLayer, ddx, ddy)
; SPIRV: %[[I_SGCUBEA:[0-9]+]] = OpLoad %[[IMG_5]] %[[TCUBEA]]{{$}}
; SPIRV-NEXT: %[[S_SGCUBEA:[0-9]+]] = OpLoad %[[SAMPLER]] %[[SAMP]]{{$}}
; SPIRV-NEXT: %[[SI_SGCUBEA:[0-9]+]] = OpSampledImage %[[SI_IMG_5]] %[[I_SGCUBEA]] %[[S_SGCUBEA]]{{$}}
; SPIRV-NEXT: %[[R_SGCUBEA:[0-9]+]] = OpImageSampleExplicitLod %[[V4FLOAT]] %[[SI_SGCUBEA]] %[[COORD4]] Grad %[[DX3]] %[[DY3]]{{$}}
; SPIRV: OpImageWrite %{{[0-9]+}} %[[UINT_11]] %[[R_SGCUBEA]]
; TCubeA.SampleLevel(Samp, dirLayer, lod)
; SPIRV: %[[I_SLCUBEA:[0-9]+]] = OpLoad %[[IMG_5]] %[[TCUBEA]]{{$}}
; SPIRV-NEXT: %[[S_SLCUBEA:[0-9]+]] = OpLoad %[[SAMPLER]] %[[SAMP]]{{$}}
; SPIRV-NEXT: %[[SI_SLCUBEA:[0-9]+]] = OpSampledImage %[[SI_IMG_5]] %[[I_SLCUBEA]] %[[S_SLCUBEA]]{{$}}
; SPIRV-NEXT: %[[R_SLCUBEA:[0-9]+]] = OpImageSampleExplicitLod %[[V4FLOAT]] %[[SI_SLCUBEA]] %[[COORD4]] Lod %[[LOD]]{{$}}
; SPIRV: OpImageWrite %{{[0-9]+}} %[[UINT_12]] %[[R_SLCUBEA]]
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
; ABSENT-NOT: DerivativeGroup
; ABSENT-NOT: compute_shader_derivatives

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G10"
target triple = "spirv-unknown-vulkan1.3-pixel"

@T1D.name = private unnamed_addr constant [4 x i8] c"T1D\00"
@T1DA.name = private unnamed_addr constant [5 x i8] c"T1DA\00"
@T2DA.name = private unnamed_addr constant [5 x i8] c"T2DA\00"
@T3D.name = private unnamed_addr constant [4 x i8] c"T3D\00"
@TCube.name = private unnamed_addr constant [6 x i8] c"TCube\00"
@TCubeA.name = private unnamed_addr constant [7 x i8] c"TCubeA\00"
@Samp.name = private unnamed_addr constant [5 x i8] c"Samp\00"
@Out.name = private unnamed_addr constant [4 x i8] c"Out\00"
@OutF.name = private unnamed_addr constant [5 x i8] c"OutF\00"

define void @main() #0 {
entry:
  %T1D = call target("spirv.Image", float, 0, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_0_2_0_0_1_0t(i32 0, i32 1, i32 1, i32 0, ptr @T1D.name)
  %T1DA = call target("spirv.Image", float, 0, 2, 1, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_0_2_1_0_1_0t(i32 0, i32 2, i32 1, i32 0, ptr @T1DA.name)
  %T2DA = call target("spirv.Image", float, 1, 2, 1, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_1_0_1_0t(i32 0, i32 3, i32 1, i32 0, ptr @T2DA.name)
  %T3D = call target("spirv.Image", float, 2, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_2_2_0_0_1_0t(i32 0, i32 4, i32 1, i32 0, ptr @T3D.name)
  %TCube = call target("spirv.Image", float, 3, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_3_2_0_0_1_0t(i32 0, i32 5, i32 1, i32 0, ptr @TCube.name)
  %TCubeA = call target("spirv.Image", float, 3, 2, 1, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_3_2_1_0_1_0t(i32 0, i32 6, i32 1, i32 0, ptr @TCubeA.name)
  %Samp = call target("spirv.Sampler") @llvm.spv.resource.handlefrombinding.tspirv.Samplert(i32 0, i32 7, i32 1, i32 0, ptr @Samp.name)
  %out = call target("spirv.Image", float, 5, 2, 0, 0, 2, 1) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_2_1t(i32 0, i32 20, i32 1, i32 0, ptr @Out.name)
  %outf = call target("spirv.Image", float, 5, 2, 0, 0, 2, 3) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_2_3t(i32 0, i32 21, i32 1, i32 0, ptr @OutF.name)
  ; T1D.Sample(Samp, u)
  %s1d = call <4 x float> @llvm.spv.resource.sample.v4f32.tspirv.Image_f32_0_2_0_0_1_0t.tspirv.Samplert.f32.i32(target("spirv.Image", float, 0, 2, 0, 0, 1, 0) %T1D, target("spirv.Sampler") %Samp, float 2.500000e-01, i32 0)
  %s1d.out = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_1t(target("spirv.Image", float, 5, 2, 0, 0, 2, 1) %out, i32 0)
  store <4 x float> %s1d, ptr addrspace(11) %s1d.out, align 16
  ; T1D.SampleLevel(Samp, u, lod, 3)
  %sl1d = call <4 x float> @llvm.spv.resource.samplelevel.v4f32.tspirv.Image_f32_0_2_0_0_1_0t.tspirv.Samplert.f32.i32(target("spirv.Image", float, 0, 2, 0, 0, 1, 0) %T1D, target("spirv.Sampler") %Samp, float 2.500000e-01, float 2.500000e+00, i32 3)
  %sl1d.out = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_1t(target("spirv.Image", float, 5, 2, 0, 0, 2, 1) %out, i32 1)
  store <4 x float> %sl1d, ptr addrspace(11) %sl1d.out, align 16
  ; T1DA.SampleBias(Samp, uv, bias, -2)
  %sb1da = call float @llvm.spv.resource.samplebias.f32.tspirv.Image_f32_0_2_1_0_1_0t.tspirv.Samplert.v2f32.i32(target("spirv.Image", float, 0, 2, 1, 0, 1, 0) %T1DA, target("spirv.Sampler") %Samp, <2 x float> <float 2.500000e-01, float 7.500000e-01>, float 1.500000e+00, i32 -2)
  %sb1da.out = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_3t(target("spirv.Image", float, 5, 2, 0, 0, 2, 3) %outf, i32 0)
  store float %sb1da, ptr addrspace(11) %sb1da.out, align 4
  ; T1DA.SampleGrad(Samp, uv, ddx, ddy)
  %sg1da = call float @llvm.spv.resource.samplegrad.f32.tspirv.Image_f32_0_2_1_0_1_0t.tspirv.Samplert.v2f32.f32.f32.i32(target("spirv.Image", float, 0, 2, 1, 0, 1, 0) %T1DA, target("spirv.Sampler") %Samp, <2 x float> <float 2.500000e-01, float 7.500000e-01>, float 1.250000e-01, float 6.250000e-02, i32 0)
  %sg1da.out = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_3t(target("spirv.Image", float, 5, 2, 0, 0, 2, 3) %outf, i32 1)
  store float %sg1da, ptr addrspace(11) %sg1da.out, align 4
  ; T2DA.Sample(Samp, uvw, int2(-1, 2))
  %s2da = call <4 x float> @llvm.spv.resource.sample.v4f32.tspirv.Image_f32_1_2_1_0_1_0t.tspirv.Samplert.v3f32.v2i32(target("spirv.Image", float, 1, 2, 1, 0, 1, 0) %T2DA, target("spirv.Sampler") %Samp, <3 x float> <float 2.500000e-01, float 7.500000e-01, float 5.000000e-01>, <2 x i32> <i32 -1, i32 2>)
  %s2da.out = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_1t(target("spirv.Image", float, 5, 2, 0, 0, 2, 1) %out, i32 2)
  store <4 x float> %s2da, ptr addrspace(11) %s2da.out, align 16
  ; T2DA.SampleGrad(Samp, uvw, ddx, ddy, int2(3, -4), clamp)
  %sgc2da = call <4 x float> @llvm.spv.resource.samplegrad.clamp.v4f32.tspirv.Image_f32_1_2_1_0_1_0t.tspirv.Samplert.v3f32.v2f32.v2f32.v2i32(target("spirv.Image", float, 1, 2, 1, 0, 1, 0) %T2DA, target("spirv.Sampler") %Samp, <3 x float> <float 2.500000e-01, float 7.500000e-01, float 5.000000e-01>, <2 x float> <float 1.250000e-01, float 6.250000e-02>, <2 x float> <float 6.250000e-02, float 1.250000e-01>, <2 x i32> <i32 3, i32 -4>, float 3.500000e+00)
  %sgc2da.out = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_1t(target("spirv.Image", float, 5, 2, 0, 0, 2, 1) %out, i32 3)
  store <4 x float> %sgc2da, ptr addrspace(11) %sgc2da.out, align 16
  ; T2DA.SampleLevel(Samp, uvw, lod)
  %sl2da = call <4 x float> @llvm.spv.resource.samplelevel.v4f32.tspirv.Image_f32_1_2_1_0_1_0t.tspirv.Samplert.v3f32.v2i32(target("spirv.Image", float, 1, 2, 1, 0, 1, 0) %T2DA, target("spirv.Sampler") %Samp, <3 x float> <float 2.500000e-01, float 7.500000e-01, float 5.000000e-01>, float 2.500000e+00, <2 x i32> zeroinitializer)
  %sl2da.out = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_1t(target("spirv.Image", float, 5, 2, 0, 0, 2, 1) %out, i32 4)
  store <4 x float> %sl2da, ptr addrspace(11) %sl2da.out, align 16
  ; T3D.Sample(Samp, uvw, int3(1, -2, 3))
  %s3d = call float @llvm.spv.resource.sample.f32.tspirv.Image_f32_2_2_0_0_1_0t.tspirv.Samplert.v3f32.v3i32(target("spirv.Image", float, 2, 2, 0, 0, 1, 0) %T3D, target("spirv.Sampler") %Samp, <3 x float> <float 2.500000e-01, float 7.500000e-01, float 5.000000e-01>, <3 x i32> <i32 1, i32 -2, i32 3>)
  %s3d.out = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_3t(target("spirv.Image", float, 5, 2, 0, 0, 2, 3) %outf, i32 2)
  store float %s3d, ptr addrspace(11) %s3d.out, align 4
  ; T3D.SampleBias(Samp, uvw, bias, int3(0, 0, 0), clamp)
  %sbc3d = call float @llvm.spv.resource.samplebias.clamp.f32.tspirv.Image_f32_2_2_0_0_1_0t.tspirv.Samplert.v3f32.v3i32(target("spirv.Image", float, 2, 2, 0, 0, 1, 0) %T3D, target("spirv.Sampler") %Samp, <3 x float> <float 2.500000e-01, float 7.500000e-01, float 5.000000e-01>, float 1.500000e+00, <3 x i32> zeroinitializer, float 3.500000e+00)
  %sbc3d.out = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_3t(target("spirv.Image", float, 5, 2, 0, 0, 2, 3) %outf, i32 3)
  store float %sbc3d, ptr addrspace(11) %sbc3d.out, align 4
  ; T3D.SampleGrad(Samp, uvw, ddx, ddy, int3(-4, 0, 2))
  %sg3d = call float @llvm.spv.resource.samplegrad.f32.tspirv.Image_f32_2_2_0_0_1_0t.tspirv.Samplert.v3f32.v3f32.v3f32.v3i32(target("spirv.Image", float, 2, 2, 0, 0, 1, 0) %T3D, target("spirv.Sampler") %Samp, <3 x float> <float 2.500000e-01, float 7.500000e-01, float 5.000000e-01>, <3 x float> <float 1.250000e-01, float 6.250000e-02, float 3.125000e-02>, <3 x float> <float 6.250000e-02, float 1.250000e-01, float 3.125000e-02>, <3 x i32> <i32 -4, i32 0, i32 2>)
  %sg3d.out = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_3t(target("spirv.Image", float, 5, 2, 0, 0, 2, 3) %outf, i32 4)
  store float %sg3d, ptr addrspace(11) %sg3d.out, align 4
  ; TCube.Sample(Samp, dir)
  %scube = call <4 x float> @llvm.spv.resource.sample.v4f32.tspirv.Image_f32_3_2_0_0_1_0t.tspirv.Samplert.v3f32.v3i32(target("spirv.Image", float, 3, 2, 0, 0, 1, 0) %TCube, target("spirv.Sampler") %Samp, <3 x float> <float 2.500000e-01, float 7.500000e-01, float 5.000000e-01>, <3 x i32> zeroinitializer)
  %scube.out = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_1t(target("spirv.Image", float, 5, 2, 0, 0, 2, 1) %out, i32 5)
  store <4 x float> %scube, ptr addrspace(11) %scube.out, align 16
  ; TCube.SampleBias(Samp, dir, bias)
  %sbcube = call <4 x float> @llvm.spv.resource.samplebias.v4f32.tspirv.Image_f32_3_2_0_0_1_0t.tspirv.Samplert.v3f32.v3i32(target("spirv.Image", float, 3, 2, 0, 0, 1, 0) %TCube, target("spirv.Sampler") %Samp, <3 x float> <float 2.500000e-01, float 7.500000e-01, float 5.000000e-01>, float 1.500000e+00, <3 x i32> zeroinitializer)
  %sbcube.out = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_1t(target("spirv.Image", float, 5, 2, 0, 0, 2, 1) %out, i32 6)
  store <4 x float> %sbcube, ptr addrspace(11) %sbcube.out, align 16
  ; TCube.SampleGrad(Samp, dir, ddx, ddy, clamp)
  %sgccube = call <4 x float> @llvm.spv.resource.samplegrad.clamp.v4f32.tspirv.Image_f32_3_2_0_0_1_0t.tspirv.Samplert.v3f32.v3f32.v3f32.v3i32(target("spirv.Image", float, 3, 2, 0, 0, 1, 0) %TCube, target("spirv.Sampler") %Samp, <3 x float> <float 2.500000e-01, float 7.500000e-01, float 5.000000e-01>, <3 x float> <float 1.250000e-01, float 6.250000e-02, float 3.125000e-02>, <3 x float> <float 6.250000e-02, float 1.250000e-01, float 3.125000e-02>, <3 x i32> zeroinitializer, float 3.500000e+00)
  %sgccube.out = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_1t(target("spirv.Image", float, 5, 2, 0, 0, 2, 1) %out, i32 7)
  store <4 x float> %sgccube, ptr addrspace(11) %sgccube.out, align 16
  ; TCube.SampleLevel(Samp, dir, lod)
  %slcube = call <4 x float> @llvm.spv.resource.samplelevel.v4f32.tspirv.Image_f32_3_2_0_0_1_0t.tspirv.Samplert.v3f32.v3i32(target("spirv.Image", float, 3, 2, 0, 0, 1, 0) %TCube, target("spirv.Sampler") %Samp, <3 x float> <float 2.500000e-01, float 7.500000e-01, float 5.000000e-01>, float 2.500000e+00, <3 x i32> zeroinitializer)
  %slcube.out = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_1t(target("spirv.Image", float, 5, 2, 0, 0, 2, 1) %out, i32 8)
  store <4 x float> %slcube, ptr addrspace(11) %slcube.out, align 16
  ; TCubeA.Sample(Samp, dirLayer, clamp)
  %sccubea = call <4 x float> @llvm.spv.resource.sample.clamp.v4f32.tspirv.Image_f32_3_2_1_0_1_0t.tspirv.Samplert.v4f32.v3i32(target("spirv.Image", float, 3, 2, 1, 0, 1, 0) %TCubeA, target("spirv.Sampler") %Samp, <4 x float> <float 2.500000e-01, float 7.500000e-01, float 5.000000e-01, float 3.750000e-01>, <3 x i32> zeroinitializer, float 3.500000e+00)
  %sccubea.out = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_1t(target("spirv.Image", float, 5, 2, 0, 0, 2, 1) %out, i32 9)
  store <4 x float> %sccubea, ptr addrspace(11) %sccubea.out, align 16
  ; TCubeA.SampleBias(Samp, dirLayer, bias)
  %sbcubea = call <4 x float> @llvm.spv.resource.samplebias.v4f32.tspirv.Image_f32_3_2_1_0_1_0t.tspirv.Samplert.v4f32.v3i32(target("spirv.Image", float, 3, 2, 1, 0, 1, 0) %TCubeA, target("spirv.Sampler") %Samp, <4 x float> <float 2.500000e-01, float 7.500000e-01, float 5.000000e-01, float 3.750000e-01>, float 1.500000e+00, <3 x i32> zeroinitializer)
  %sbcubea.out = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_1t(target("spirv.Image", float, 5, 2, 0, 0, 2, 1) %out, i32 10)
  store <4 x float> %sbcubea, ptr addrspace(11) %sbcubea.out, align 16
  ; TCubeA.SampleGrad(Samp, dirLayer, ddx, ddy)
  %sgcubea = call <4 x float> @llvm.spv.resource.samplegrad.v4f32.tspirv.Image_f32_3_2_1_0_1_0t.tspirv.Samplert.v4f32.v3f32.v3f32.v3i32(target("spirv.Image", float, 3, 2, 1, 0, 1, 0) %TCubeA, target("spirv.Sampler") %Samp, <4 x float> <float 2.500000e-01, float 7.500000e-01, float 5.000000e-01, float 3.750000e-01>, <3 x float> <float 1.250000e-01, float 6.250000e-02, float 3.125000e-02>, <3 x float> <float 6.250000e-02, float 1.250000e-01, float 3.125000e-02>, <3 x i32> zeroinitializer)
  %sgcubea.out = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_1t(target("spirv.Image", float, 5, 2, 0, 0, 2, 1) %out, i32 11)
  store <4 x float> %sgcubea, ptr addrspace(11) %sgcubea.out, align 16
  ; TCubeA.SampleLevel(Samp, dirLayer, lod)
  %slcubea = call <4 x float> @llvm.spv.resource.samplelevel.v4f32.tspirv.Image_f32_3_2_1_0_1_0t.tspirv.Samplert.v4f32.v3i32(target("spirv.Image", float, 3, 2, 1, 0, 1, 0) %TCubeA, target("spirv.Sampler") %Samp, <4 x float> <float 2.500000e-01, float 7.500000e-01, float 5.000000e-01, float 3.750000e-01>, float 2.500000e+00, <3 x i32> zeroinitializer)
  %slcubea.out = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_1t(target("spirv.Image", float, 5, 2, 0, 0, 2, 1) %out, i32 12)
  store <4 x float> %slcubea, ptr addrspace(11) %slcubea.out, align 16
  ret void
}

declare target("spirv.Image", float, 0, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_0_2_0_0_1_0t(i32, i32, i32, i32, ptr) #3
declare target("spirv.Image", float, 0, 2, 1, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_0_2_1_0_1_0t(i32, i32, i32, i32, ptr) #3
declare target("spirv.Image", float, 1, 2, 1, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_1_0_1_0t(i32, i32, i32, i32, ptr) #3
declare target("spirv.Image", float, 2, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_2_2_0_0_1_0t(i32, i32, i32, i32, ptr) #3
declare target("spirv.Image", float, 3, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_3_2_0_0_1_0t(i32, i32, i32, i32, ptr) #3
declare target("spirv.Image", float, 3, 2, 1, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_3_2_1_0_1_0t(i32, i32, i32, i32, ptr) #3
declare target("spirv.Sampler") @llvm.spv.resource.handlefrombinding.tspirv.Samplert(i32, i32, i32, i32, ptr) #3
declare target("spirv.Image", float, 5, 2, 0, 0, 2, 1) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_2_1t(i32, i32, i32, i32, ptr) #3
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_1t(target("spirv.Image", float, 5, 2, 0, 0, 2, 1), i32) #3
declare target("spirv.Image", float, 5, 2, 0, 0, 2, 3) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_2_3t(i32, i32, i32, i32, ptr) #3
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_3t(target("spirv.Image", float, 5, 2, 0, 0, 2, 3), i32) #3
declare <4 x float> @llvm.spv.resource.sample.v4f32.tspirv.Image_f32_0_2_0_0_1_0t.tspirv.Samplert.f32.i32(target("spirv.Image", float, 0, 2, 0, 0, 1, 0), target("spirv.Sampler"), float, i32) #1
declare <4 x float> @llvm.spv.resource.samplelevel.v4f32.tspirv.Image_f32_0_2_0_0_1_0t.tspirv.Samplert.f32.i32(target("spirv.Image", float, 0, 2, 0, 0, 1, 0), target("spirv.Sampler"), float, float, i32) #2
declare float @llvm.spv.resource.samplebias.f32.tspirv.Image_f32_0_2_1_0_1_0t.tspirv.Samplert.v2f32.i32(target("spirv.Image", float, 0, 2, 1, 0, 1, 0), target("spirv.Sampler"), <2 x float>, float, i32) #1
declare float @llvm.spv.resource.samplegrad.f32.tspirv.Image_f32_0_2_1_0_1_0t.tspirv.Samplert.v2f32.f32.f32.i32(target("spirv.Image", float, 0, 2, 1, 0, 1, 0), target("spirv.Sampler"), <2 x float>, float, float, i32) #2
declare <4 x float> @llvm.spv.resource.sample.v4f32.tspirv.Image_f32_1_2_1_0_1_0t.tspirv.Samplert.v3f32.v2i32(target("spirv.Image", float, 1, 2, 1, 0, 1, 0), target("spirv.Sampler"), <3 x float>, <2 x i32>) #1
declare <4 x float> @llvm.spv.resource.samplegrad.clamp.v4f32.tspirv.Image_f32_1_2_1_0_1_0t.tspirv.Samplert.v3f32.v2f32.v2f32.v2i32(target("spirv.Image", float, 1, 2, 1, 0, 1, 0), target("spirv.Sampler"), <3 x float>, <2 x float>, <2 x float>, <2 x i32>, float) #2
declare <4 x float> @llvm.spv.resource.samplelevel.v4f32.tspirv.Image_f32_1_2_1_0_1_0t.tspirv.Samplert.v3f32.v2i32(target("spirv.Image", float, 1, 2, 1, 0, 1, 0), target("spirv.Sampler"), <3 x float>, float, <2 x i32>) #2
declare float @llvm.spv.resource.sample.f32.tspirv.Image_f32_2_2_0_0_1_0t.tspirv.Samplert.v3f32.v3i32(target("spirv.Image", float, 2, 2, 0, 0, 1, 0), target("spirv.Sampler"), <3 x float>, <3 x i32>) #1
declare float @llvm.spv.resource.samplebias.clamp.f32.tspirv.Image_f32_2_2_0_0_1_0t.tspirv.Samplert.v3f32.v3i32(target("spirv.Image", float, 2, 2, 0, 0, 1, 0), target("spirv.Sampler"), <3 x float>, float, <3 x i32>, float) #1
declare float @llvm.spv.resource.samplegrad.f32.tspirv.Image_f32_2_2_0_0_1_0t.tspirv.Samplert.v3f32.v3f32.v3f32.v3i32(target("spirv.Image", float, 2, 2, 0, 0, 1, 0), target("spirv.Sampler"), <3 x float>, <3 x float>, <3 x float>, <3 x i32>) #2
declare <4 x float> @llvm.spv.resource.sample.v4f32.tspirv.Image_f32_3_2_0_0_1_0t.tspirv.Samplert.v3f32.v3i32(target("spirv.Image", float, 3, 2, 0, 0, 1, 0), target("spirv.Sampler"), <3 x float>, <3 x i32>) #1
declare <4 x float> @llvm.spv.resource.samplebias.v4f32.tspirv.Image_f32_3_2_0_0_1_0t.tspirv.Samplert.v3f32.v3i32(target("spirv.Image", float, 3, 2, 0, 0, 1, 0), target("spirv.Sampler"), <3 x float>, float, <3 x i32>) #1
declare <4 x float> @llvm.spv.resource.samplegrad.clamp.v4f32.tspirv.Image_f32_3_2_0_0_1_0t.tspirv.Samplert.v3f32.v3f32.v3f32.v3i32(target("spirv.Image", float, 3, 2, 0, 0, 1, 0), target("spirv.Sampler"), <3 x float>, <3 x float>, <3 x float>, <3 x i32>, float) #2
declare <4 x float> @llvm.spv.resource.samplelevel.v4f32.tspirv.Image_f32_3_2_0_0_1_0t.tspirv.Samplert.v3f32.v3i32(target("spirv.Image", float, 3, 2, 0, 0, 1, 0), target("spirv.Sampler"), <3 x float>, float, <3 x i32>) #2
declare <4 x float> @llvm.spv.resource.sample.clamp.v4f32.tspirv.Image_f32_3_2_1_0_1_0t.tspirv.Samplert.v4f32.v3i32(target("spirv.Image", float, 3, 2, 1, 0, 1, 0), target("spirv.Sampler"), <4 x float>, <3 x i32>, float) #1
declare <4 x float> @llvm.spv.resource.samplebias.v4f32.tspirv.Image_f32_3_2_1_0_1_0t.tspirv.Samplert.v4f32.v3i32(target("spirv.Image", float, 3, 2, 1, 0, 1, 0), target("spirv.Sampler"), <4 x float>, float, <3 x i32>) #1
declare <4 x float> @llvm.spv.resource.samplegrad.v4f32.tspirv.Image_f32_3_2_1_0_1_0t.tspirv.Samplert.v4f32.v3f32.v3f32.v3i32(target("spirv.Image", float, 3, 2, 1, 0, 1, 0), target("spirv.Sampler"), <4 x float>, <3 x float>, <3 x float>, <3 x i32>) #2
declare <4 x float> @llvm.spv.resource.samplelevel.v4f32.tspirv.Image_f32_3_2_1_0_1_0t.tspirv.Samplert.v4f32.v3i32(target("spirv.Image", float, 3, 2, 1, 0, 1, 0), target("spirv.Sampler"), <4 x float>, float, <3 x i32>) #2

attributes #0 = { "hlsl.shader"="pixel" }
attributes #1 = { convergent nocallback nofree nosync nounwind willreturn memory(read) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(read) }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(none) }
