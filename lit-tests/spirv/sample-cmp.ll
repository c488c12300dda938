; Depth comparisons on every kind that has them (none on 3D), in a pixel
; shader: SampleCmp -> OpImageSampleDrefImplicitLod, SampleCmpLevelZero ->
; OpImageSampleDrefExplicitLod with Lod 0.0, SampleCmpLevel (SM 6.7) ->
; OpImageSampleDrefExplicitLod with Lod lod; the compare value is the Dref
; operand after the coordinate; clamp -> MinLod (implicit LOD only). The result
; is the scalar float the instruction returns, with no conversion -- or, for a
; Texture2D<half>, that float narrowed with fptrunc.
;
; Source (HLSL):
;   [[vk::binding(1, 0)]] Texture1D<float> S1D;
;   [[vk::binding(2, 0)]] Texture2D<float> S2D;
;   [[vk::binding(3, 0)]] Texture2DArray<float> S2DA;
;   [[vk::binding(4, 0)]] TextureCube<float> SCube;
;   [[vk::binding(5, 0)]] TextureCubeArray<float> SCubeA;
;   [[vk::binding(6, 0)]] Texture2D<half> S2DH;
;   [[vk::binding(9, 0)]] SamplerComparisonState CmpSamp;
;   [[vk::binding(20, 0)]] RWBuffer<float> OutF;
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
; IR-NEXT: %outf = call target("spirv.Image", float, 5, 2, 0, 0, 2, 3) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_2_3t(i32 0, i32 20, i32 1, i32 0, ptr @OutF.name)
; IR-NEXT: %c2d = call float @texel.spv.sample_dref_implicit_lod.f32_1_2_0_0_1_0.i0_2_0.s0_9_0.m0(i32 0, i32 0, <2 x float> <float 2.500000e-01, float 7.500000e-01>, float 6.250000e-01)
; IR: %co2d = call float @texel.spv.sample_dref_implicit_lod.f32_1_2_0_0_1_0.i0_2_0.s0_9_0.m8(i32 0, i32 0, <2 x float> <float 2.500000e-01, float 7.500000e-01>, float 6.250000e-01, <2 x i32> <i32 -1, i32 2>)
; IR: %cc2da = call float @texel.spv.sample_dref_implicit_lod.f32_1_2_1_0_1_0.i0_3_0.s0_9_0.m136(i32 0, i32 0, <3 x float> <float 2.500000e-01, float 7.500000e-01, float 5.000000e-01>, float 6.250000e-01, <2 x i32> <i32 3, i32 -4>, float 3.500000e+00)
; IR: %cccubea = call float @texel.spv.sample_dref_implicit_lod.f32_3_2_1_0_1_0.i0_5_0.s0_9_0.m128(i32 0, i32 0, <4 x float> <float 2.500000e-01, float 7.500000e-01, float 5.000000e-01, float 3.750000e-01>, float 6.250000e-01, float 3.500000e+00)
; IR: %c1d = call float @texel.spv.sample_dref_implicit_lod.f32_0_2_0_0_1_0.i0_1_0.s0_9_0.m8(i32 0, i32 0, float 2.500000e-01, float 6.250000e-01, i32 2)
; IR: %ccube = call float @texel.spv.sample_dref_implicit_lod.f32_3_2_0_0_1_0.i0_4_0.s0_9_0.m0(i32 0, i32 0, <3 x float> <float 2.500000e-01, float 7.500000e-01, float 5.000000e-01>, float 6.250000e-01)
; IR: %cz2d = call float @texel.spv.sample_dref_explicit_lod.f32_1_2_0_0_1_0.i0_2_0.s0_9_0.m2(i32 0, i32 0, <2 x float> <float 2.500000e-01, float 7.500000e-01>, float 6.250000e-01, float 0.000000e+00)
; IR: %cz2da = call float @texel.spv.sample_dref_explicit_lod.f32_1_2_1_0_1_0.i0_3_0.s0_9_0.m10(i32 0, i32 0, <3 x float> <float 2.500000e-01, float 7.500000e-01, float 5.000000e-01>, float 6.250000e-01, float 0.000000e+00, <2 x i32> <i32 -1, i32 2>)
; IR: %cz1d = call float @texel.spv.sample_dref_explicit_lod.f32_0_2_0_0_1_0.i0_1_0.s0_9_0.m10(i32 0, i32 0, float 2.500000e-01, float 6.250000e-01, float 0.000000e+00, i32 -3)
; IR: %czcube = call float @texel.spv.sample_dref_explicit_lod.f32_3_2_0_0_1_0.i0_4_0.s0_9_0.m2(i32 0, i32 0, <3 x float> <float 2.500000e-01, float 7.500000e-01, float 5.000000e-01>, float 6.250000e-01, float 0.000000e+00)
; IR: %czcubea = call float @texel.spv.sample_dref_explicit_lod.f32_3_2_1_0_1_0.i0_5_0.s0_9_0.m2(i32 0, i32 0, <4 x float> <float 2.500000e-01, float 7.500000e-01, float 5.000000e-01, float 3.750000e-01>, float 6.250000e-01, float 0.000000e+00)
; IR: %cl2d = call float @texel.spv.sample_dref_explicit_lod.f32_1_2_0_0_1_0.i0_2_0.s0_9_0.m10(i32 0, i32 0, <2 x float> <float 2.500000e-01, float 7.500000e-01>, float 6.250000e-01, float 2.500000e+00, <2 x i32> <i32 3, i32 -4>)
; IR: %cl1d = call float @texel.spv.sample_dref_explicit_lod.f32_0_2_0_0_1_0.i0_1_0.s0_9_0.m2(i32 0, i32 0, float 2.500000e-01, float 6.250000e-01, float 2.500000e+00)
; IR: %cl2da = call float @texel.spv.sample_dref_explicit_lod.f32_1_2_1_0_1_0.i0_3_0.s0_9_0.m2(i32 0, i32 0, <3 x float> <float 2.500000e-01, float 7.500000e-01, float 5.000000e-01>, float 6.250000e-01, float 2.500000e+00)
; IR: %clcube = call float @texel.spv.sample_dref_explicit_lod.f32_3_2_0_0_1_0.i0_4_0.s0_9_0.m2(i32 0, i32 0, <3 x float> <float 2.500000e-01, float 7.500000e-01, float 5.000000e-01>, float 6.250000e-01, float 2.500000e+00)
; IR: %clcubea = call float @texel.spv.sample_dref_explicit_lod.f32_3_2_1_0_1_0.i0_5_0.s0_9_0.m2(i32 0, i32 0, <4 x float> <float 2.500000e-01, float 7.500000e-01, float 5.000000e-01, float 3.750000e-01>, float 6.250000e-01, float 2.500000e+00)
; IR: [[M_CH:%.*]] = call float @texel.spv.sample_dref_implicit_lod.f32_1_2_0_0_1_0.i0_6_0.s0_9_0.m0(i32 0, i32 0, <2 x float> <float 2.500000e-01, float 7.500000e-01>, float 6.250000e-01)
; IR-NEXT: %ch = fptrunc float [[M_CH]] to half
; IR: [[M_CZH:%.*]] = call float @texel.spv.sample_dref_explicit_lod.f32_1_2_0_0_1_0.i0_6_0.s0_9_0.m10(i32 0, i32 0, <2 x float> <float 2.500000e-01, float 7.500000e-01>, float 6.250000e-01, float 0.000000e+00, <2 x i32> <i32 3, i32 -4>)
; IR-NEXT: %czh = fptrunc float [[M_CZH]] to half
; IR: ret void
; IR-DAG: declare float @texel.spv.sample_dref_implicit_lod.f32_1_2_0_0_1_0.i0_2_0.s0_9_0.m0(i32, i32, <2 x float>, float) #[[CONVERGENT:[0-9]+]]
; IR-DAG: declare float @texel.spv.sample_dref_implicit_lod.f32_1_2_0_0_1_0.i0_2_0.s0_9_0.m8(i32, i32, <2 x float>, float, <2 x i32>) #[[CONVERGENT]]
; IR-DAG: declare float @texel.spv.sample_dref_implicit_lod.f32_1_2_1_0_1_0.i0_3_0.s0_9_0.m136(i32, i32, <3 x float>, float, <2 x i32>, float) #[[CONVERGENT]]
; IR-DAG: declare float @texel.spv.sample_dref_implicit_lod.f32_3_2_1_0_1_0.i0_5_0.s0_9_0.m128(i32, i32, <4 x float>, float, float) #[[CONVERGENT]]
; IR-DAG: declare float @texel.spv.sample_dref_implicit_lod.f32_0_2_0_0_1_0.i0_1_0.s0_9_0.m8(i32, i32, float, float, i32) #[[CONVERGENT]]
; IR-DAG: declare float @texel.spv.sample_dref_implicit_lod.f32_3_2_0_0_1_0.i0_4_0.s0_9_0.m0(i32, i32, <3 x float>, float) #[[CONVERGENT]]
; IR-DAG: declare float @texel.spv.sample_dref_explicit_lod.f32_1_2_0_0_1_0.i0_2_0.s0_9_0.m2(i32, i32, <2 x float>, float, float) #[[PLAIN:[0-9]+]]
; IR-DAG: declare float @texel.spv.sample_dref_explicit_lod.f32_1_2_1_0_1_0.i0_3_0.s0_9_0.m10(i32, i32, <3 x float>, float, float, <2 x i32>) #[[PLAIN]]
; IR-DAG: declare float @texel.spv.sample_dref_explicit_lod.f32_0_2_0_0_1_0.i0_1_0.s0_9_0.m10(i32, i32, float, float, float, i32) #[[PLAIN]]
; IR-DAG: declare float @texel.spv.sample_dref_explicit_lod.f32_3_2_0_0_1_0.i0_4_0.s0_9_0.m2(i32, i32, <3 x float>, float, float) #[[PLAIN]]
; IR-DAG: declare float @texel.spv.sample_dref_explicit_lod.f32_3_2_1_0_1_0.i0_5_0.s0_9_0.m2(i32, i32, <4 x float>, float, float) #[[PLAIN]]
; IR-DAG: declare float @texel.spv.sample_dref_explicit_lod.f32_1_2_0_0_1_0.i0_2_0.s0_9_0.m10(i32, i32, <2 x float>, float, float, <2 x i32>) #[[PLAIN]]
; IR-DAG: declare float @texel.spv.sample_dref_explicit_lod.f32_0_2_0_0_1_0.i0_1_0.s0_9_0.m2(i32, i32, float, float, float) #[[PLAIN]]
; IR-DAG: declare float @texel.spv.sample_dref_explicit_lod.f32_1_2_1_0_1_0.i0_3_0.s0_9_0.m2(i32, i32, <3 x float>, float, float) #[[PLAIN]]
; IR-DAG: declare float @texel.spv.sample_dref_implicit_lod.f32_1_2_0_0_1_0.i0_6_0.s0_9_0.m0(i32, i32, <2 x float>, float) #[[CONVERGENT]]
; IR-DAG: declare float @texel.spv.sample_dref_explicit_lod.f32_1_2_0_0_1_0.i0_6_0.s0_9_0.m10(i32, i32, <2 x float>, float, float, <2 x i32>) #[[PLAIN]]
; IR-DAG: attributes #[[CONVERGENT]] = { convergent nounwind }
; IR-DAG: attributes #[[PLAIN]] = { nounwind }

; SPIR-V: one UniformConstant variable per binding; each operation loads the
; image and the sampler and builds a fresh OpSampledImage right before the
; image instruction.
; SPIRV-DAG: OpCapability Shader
; SPIRV-DAG: OpCapability MinLod
; SPIRV-DAG: OpCapability Sampled1D
; SPIRV-DAG: OpCapability SampledCubeArray
; SPIRV: OpMemoryModel Logical GLSL450
; SPIRV: OpEntryPoint Fragment %main "main"
; SPIRV-DAG: OpExecutionMode %main OriginUpperLeft
; SPIRV-DAG: OpDecorate %[[S1D:[A-Za-z0-9_]+]] Binding 1{{$}}
; SPIRV-DAG: OpDecorate %[[S1D]] DescriptorSet 0{{$}}
; SPIRV-DAG: OpDecorate %[[S2D:[A-Za-z0-9_]+]] Binding 2{{$}}
; SPIRV-DAG: OpDecorate %[[S2D]] DescriptorSet 0{{$}}
; SPIRV-DAG: OpDecorate %[[S2DA:[A-Za-z0-9_]+]] Binding 3{{$}}
; SPIRV-DAG: OpDecorate %[[S2DA]] DescriptorSet 0{{$}}
; SPIRV-DAG: OpDecorate %[[SCUBE:[A-Za-z0-9_]+]] Binding 4{{$}}
; SPIRV-DAG: OpDecorate %[[SCUBE]] DescriptorSet 0{{$}}
; SPIRV-DAG: OpDecorate %[[SCUBEA:[A-Za-z0-9_]+]] Binding 5{{$}}
; SPIRV-DAG: OpDecorate %[[SCUBEA]] DescriptorSet 0{{$}}
; SPIRV-DAG: OpDecorate %[[S2DH:[A-Za-z0-9_]+]] Binding 6{{$}}
; SPIRV-DAG: OpDecorate %[[S2DH]] DescriptorSet 0{{$}}
; SPIRV-DAG: OpDecorate %[[CMPSAMP:[A-Za-z0-9_]+]] Binding 9{{$}}
; SPIRV-DAG: OpDecorate %[[CMPSAMP]] DescriptorSet 0{{$}}
; SPIRV-DAG: %[[FLOAT:[A-Za-z0-9_]+]] = OpTypeFloat 32{{$}}
; SPIRV-DAG: %[[UINT:[A-Za-z0-9_]+]] = OpTypeInt 32 0{{$}}
; SPIRV-DAG: %[[INT:[A-Za-z0-9_]+]] = OpTypeInt 32 1{{$}}
; SPIRV-DAG: %[[V2FLOAT:[A-Za-z0-9_]+]] = OpTypeVector %[[FLOAT]] 2{{$}}
; SPIRV-DAG: %[[V3FLOAT:[A-Za-z0-9_]+]] = OpTypeVector %[[FLOAT]] 3{{$}}
; SPIRV-DAG: %[[V4FLOAT:[A-Za-z0-9_]+]] = OpTypeVector %[[FLOAT]] 4{{$}}
; SPIRV-DAG: %[[V2INT:[A-Za-z0-9_]+]] = OpTypeVector %[[INT]] 2{{$}}
; SPIRV-DAG: %[[HALF:[A-Za-z0-9_]+]] = OpTypeFloat 16{{$}}
; SPIRV-DAG: %[[IMG_0:[A-Za-z0-9_]+]] = OpTypeImage %[[FLOAT]] 1D 2 0 0 1 Unknown{{$}}
; SPIRV-DAG: %[[IMG_1:[A-Za-z0-9_]+]] = OpTypeImage %[[FLOAT]] 2D 2 0 0 1 Unknown{{$}}
; SPIRV-DAG: %[[IMG_2:[A-Za-z0-9_]+]] = OpTypeImage %[[FLOAT]] 2D 2 1 0 1 Unknown{{$}}
; SPIRV-DAG: %[[IMG_3:[A-Za-z0-9_]+]] = OpTypeImage %[[FLOAT]] Cube 2 0 0 1 Unknown{{$}}
; SPIRV-DAG: %[[IMG_4:[A-Za-z0-9_]+]] = OpTypeImage %[[FLOAT]] Cube 2 1 0 1 Unknown{{$}}
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
; SPIRV-DAG: %[[PTR_SAMPLER:[A-Za-z0-9_]+]] = OpTypePointer UniformConstant %[[SAMPLER]]{{$}}
; SPIRV-DAG: %[[CLAMP:[A-Za-z0-9_]+]] = OpConstant %[[FLOAT]] 3.5{{$}}
; SPIRV-DAG: %[[CMP:[A-Za-z0-9_]+]] = OpConstant %[[FLOAT]] 0.625{{$}}
; SPIRV-DAG: %[[FLOAT_0:[A-Za-z0-9_]+]] = OpConstant %[[FLOAT]] 0{{$}}
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
; SPIRV-DAG: %[[UINT_13:[A-Za-z0-9_]+]] = OpConstant %[[UINT]] 13{{$}}
; SPIRV-DAG: %[[UINT_14:[A-Za-z0-9_]+]] = OpConstant %[[UINT]] 14{{$}}
; SPIRV-DAG: %[[UINT_15:[A-Za-z0-9_]+]] = OpConstant %[[UINT]] 15{{$}}
; SPIRV-DAG: %[[UINT_16:[A-Za-z0-9_]+]] = OpConstant %[[UINT]] 16{{$}}
; SPIRV-DAG: %[[UINT_17:[A-Za-z0-9_]+]] = OpConstant %[[UINT]] 17{{$}}
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
; SPIRV-DAG: %[[INT_M3:[A-Za-z0-9_]+]] = OpConstant %[[INT]] -3{{$}}
; SPIRV-DAG: %[[INT_M4:[A-Za-z0-9_]+]] = OpConstant %[[INT]] -4{{$}}
; SPIRV-DAG: %[[COORD2:[A-Za-z0-9_]+]] = OpConstantComposite %[[V2FLOAT]] %[[F_0_25]] %[[F_0_75]]{{$}}
; SPIRV-DAG: %[[COORD3:[A-Za-z0-9_]+]] = OpConstantComposite %[[V3FLOAT]] %[[F_0_25]] %[[F_0_75]] %[[F_0_5]]{{$}}
; SPIRV-DAG: %[[COORD4:[A-Za-z0-9_]+]] = OpConstantComposite %[[V4FLOAT]] %[[F_0_25]] %[[F_0_75]] %[[F_0_5]] %[[F_0_375]]{{$}}
; SPIRV-DAG: %[[OFF_3_M4:[A-Za-z0-9_]+]] = OpConstantComposite %[[V2INT]] %[[INT_3]] %[[INT_M4]]{{$}}
; SPIRV-DAG: %[[OFF_M1_2:[A-Za-z0-9_]+]] = OpConstantComposite %[[V2INT]] %[[INT_M1]] %[[INT_2]]{{$}}
; SPIRV-DAG: %[[S1D]] = OpVariable %[[PTR_IMG_0]] UniformConstant{{$}}
; SPIRV-DAG: %[[S2D]] = OpVariable %[[PTR_IMG_1]] UniformConstant{{$}}
; SPIRV-DAG: %[[S2DA]] = OpVariable %[[PTR_IMG_2]] UniformConstant{{$}}
; SPIRV-DAG: %[[SCUBE]] = OpVariable %[[PTR_IMG_3]] UniformConstant{{$}}
; SPIRV-DAG: %[[SCUBEA]] = OpVariable %[[PTR_IMG_4]] UniformConstant{{$}}
; SPIRV-DAG: %[[S2DH]] = OpVariable %[[PTR_IMG_1]] UniformConstant{{$}}
; SPIRV-DAG: %[[CMPSAMP]] = OpVariable %[[PTR_SAMPLER]] UniformConstant{{$}}
; SPIRV-LABEL: %main = OpFunction
; S2D.SampleCmp(CmpSamp, uv, cmp)
; SPIRV: %[[I_C2D:[0-9]+]] = OpLoad %[[IMG_1]] %[[S2D]]{{$}}
; SPIRV-NEXT: %[[S_C2D:[0-9]+]] = OpLoad %[[SAMPLER]] %[[CMPSAMP]]{{$}}
; SPIRV-NEXT: %[[SI_C2D:[0-9]+]] = OpSampledImage %[[SI_IMG_1]] %[[I_C2D]] %[[S_C2D]]{{$}}
; SPIRV-NEXT: %[[R_C2D:[0-9]+]] = OpImageSampleDrefImplicitLod %[[FLOAT]] %[[SI_C2D]] %[[COORD2]] %[[CMP]]{{$}}
; SPIRV: OpImageWrite %{{[0-9]+}} %[[UINT_0]] %[[R_C2D]]
; S2D.SampleCmp(CmpSamp, uv, cmp, int2(-1, 2))
; SPIRV: %[[I_CO2D:[0-9]+]] = OpLoad %[[IMG_1]] %[[S2D]]{{$}}
; SPIRV-NEXT: %[[S_CO2D:[0-9]+]] = OpLoad %[[SAMPLER]] %[[CMPSAMP]]{{$}}
; SPIRV-NEXT: %[[SI_CO2D:[0-9]+]] = OpSampledImage %[[SI_IMG_1]] %[[I_CO2D]] %[[S_CO2D]]{{$}}
; SPIRV-NEXT: %[[R_CO2D:[0-9]+]] = OpImageSampleDrefImplicitLod %[[FLOAT]] %[[SI_CO2D]] %[[COORD2]] %[[CMP]] ConstOffset %[[OFF_M1_2]]{{$}}
; SPIRV: OpImageWrite %{{[0-9]+}} %[[UINT_1]] %[[R_CO2D]]
; S2DA.SampleCmp(CmpSamp, uvw, cmp, int2(3, -4), clamp)
; SPIRV: %[[I_CC2DA:[0-9]+]] = OpLoad %[[IMG_2]] %[[S2DA]]{{$}}
; SPIRV-NEXT: %[[S_CC2DA:[0-9]+]] = OpLoad %[[SAMPLER]] %[[CMPSAMP]]{{$}}
; SPIRV-NEXT: %[[SI_CC2DA:[0-9]+]] = OpSampledImage %[[SI_IMG_2]] %[[I_CC2DA]] %[[S_CC2DA]]{{$}}
; SPIRV-NEXT: %[[R_CC2DA:[0-9]+]] = OpImageSampleDrefImplicitLod %[[FLOAT]] %[[SI_CC2DA]] %[[COORD3]] %[[CMP]] ConstOffset|MinLod %[[OFF_3_M4]] %[[CLAMP]]{{$}}
; SPIRV: OpImageWrite %{{[0-9]+}} %[[UINT_2]] %[[R_CC2DA]]
; SCubeA.SampleCmp(CmpSamp, dirLayer, cmp, clamp)
; SPIRV: %[[I_CCCUBEA:[0-9]+]] = OpLoad %[[IMG_4]] %[[SCUBEA]]{{$}}
; SPIRV-NEXT: %[[S_CCCUBEA:[0-9]+]] = OpLoad %[[SAMPLER]] %[[CMPSAMP]]{{$}}
; SPIRV-NEXT: %[[SI_CCCUBEA:[0-9]+]] = OpSampledImage %[[SI_IMG_4]] %[[I_CCCUBEA]] %[[S_CCCUBEA]]{{$}}
; SPIRV-NEXT: %[[R_CCCUBEA:[0-9]+]] = OpImageSampleDrefImplicitLod %[[FLOAT]] %[[SI_CCCUBEA]] %[[COORD4]] %[[CMP]] MinLod %[[CLAMP]]{{$}}
; SPIRV: OpImageWrite %{{[0-9]+}} %[[UINT_3]] %[[R_CCCUBEA]]
; S1D.SampleCmp(CmpSamp, u, cmp, 2)
; SPIRV: %[[I_C1D:[0-9]+]] = OpLoad %[[IMG_0]] %[[S1D]]{{$}}
; SPIRV-NEXT: %[[S_C1D:[0-9]+]] = OpLoad %[[SAMPLER]] %[[CMPSAMP]]{{$}}
; SPIRV-NEXT: %[[SI_C1D:[0-9]+]] = OpSampledImage %[[SI_IMG_0]] %[[I_C1D]] %[[S_C1D]]{{$}}
; SPIRV-NEXT: %[[R_C1D:[0-9]+]] = OpImageSampleDrefImplicitLod %[[FLOAT]] %[[SI_C1D]] %[[F_0_25]] %[[CMP]] ConstOffset %[[INT_2]]{{$}}
; SPIRV: OpImageWrite %{{[0-9]+}} %[[UINT_4]] %[[R_C1D]]
; SCube.SampleCmp(CmpSamp, dir, cmp)
; SPIRV: %[[I_CCUBE:[0-9]+]] = OpLoad %[[IMG_3]] %[[SCUBE]]{{$}}
; SPIRV-NEXT: %[[S_CCUBE:[0-9]+]] = OpLoad %[[SAMPLER]] %[[CMPSAMP]]{{$}}
; SPIRV-NEXT: %[[SI_CCUBE:[0-9]+]] = OpSampledImage %[[SI_IMG_3]] %[[I_CCUBE]] %[[S_CCUBE]]{{$}}
; SPIRV-NEXT: %[[R_CCUBE:[0-9]+]] = OpImageSampleDrefImplicitLod %[[FLOAT]] %[[SI_CCUBE]] %[[COORD3]] %[[CMP]]{{$}}
; SPIRV: OpImageWrite %{{[0-9]+}} %[[UINT_5]] %[[R_CCUBE]]
; S2D.SampleCmpLevelZero(CmpSamp, uv, cmp)
; SPIRV: %[[I_CZ2D:[0-9]+]] = OpLoad %[[IMG_1]] %[[S2D]]{{$}}
; SPIRV-NEXT: %[[S_CZ2D:[0-9]+]] = OpLoad %[[SAMPLER]] %[[CMPSAMP]]{{$}}
; SPIRV-NEXT: %[[SI_CZ2D:[0-9]+]] = OpSampledImage %[[SI_IMG_1]] %[[I_CZ2D]] %[[S_CZ2D]]{{$}}
; SPIRV-NEXT: %[[R_CZ2D:[0-9]+]] = OpImageSampleDrefExplicitLod %[[FLOAT]] %[[SI_CZ2D]] %[[COORD2]] %[[CMP]] Lod %[[FLOAT_0]]{{$}}
; SPIRV: OpImageWrite %{{[0-9]+}} %[[UINT_6]] %[[R_CZ2D]]
; S2DA.SampleCmpLevelZero(CmpSamp, uvw, cmp, int2(-1, 2))
; SPIRV: %[[I_CZ2DA:[0-9]+]] = OpLoad %[[IMG_2]] %[[S2DA]]{{$}}
; SPIRV-NEXT: %[[S_CZ2DA:[0-9]+]] = OpLoad %[[SAMPLER]] %[[CMPSAMP]]{{$}}
; SPIRV-NEXT: %[[SI_CZ2DA:[0-9]+]] = OpSampledImage %[[SI_IMG_2]] %[[I_CZ2DA]] %[[S_CZ2DA]]{{$}}
; SPIRV-NEXT: %[[R_CZ2DA:[0-9]+]] = OpImageSampleDrefExplicitLod %[[FLOAT]] %[[SI_CZ2DA]] %[[COORD3]] %[[CMP]] Lod|ConstOffset %[[FLOAT_0]] %[[OFF_M1_2]]{{$}}
; SPIRV: OpImageWrite %{{[0-9]+}} %[[UINT_7]] %[[R_CZ2DA]]
; S1D.SampleCmpLevelZero(CmpSamp, u, cmp, -3)
; SPIRV: %[[I_CZ1D:[0-9]+]] = OpLoad %[[IMG_0]] %[[S1D]]{{$}}
; SPIRV-NEXT: %[[S_CZ1D:[0-9]+]] = OpLoad %[[SAMPLER]] %[[CMPSAMP]]{{$}}
; SPIRV-NEXT: %[[SI_CZ1D:[0-9]+]] = OpSampledImage %[[SI_IMG_0]] %[[I_CZ1D]] %[[S_CZ1D]]{{$}}
; SPIRV-NEXT: %[[R_CZ1D:[0-9]+]] = OpImageSampleDrefExplicitLod %[[FLOAT]] %[[SI_CZ1D]] %[[F_0_25]] %[[CMP]] Lod|ConstOffset %[[FLOAT_0]] %[[INT_M3]]{{$}}
; SPIRV: OpImageWrite %{{[0-9]+}} %[[UINT_8]] %[[R_CZ1D]]
; SCube.SampleCmpLevelZero(CmpSamp, dir, cmp)
; SPIRV: %[[I_CZCUBE:[0-9]+]] = OpLoad %[[IMG_3]] %[[SCUBE]]{{$}}
; SPIRV-NEXT: %[[S_CZCUBE:[0-9]+]] = OpLoad %[[SAMPLER]] %[[CMPSAMP]]{{$}}
; SPIRV-NEXT: %[[SI_CZCUBE:[0-9]+]] = OpSampledImage %[[SI_IMG_3]] %[[I_CZCUBE]] %[[S_CZCUBE]]{{$}}
; SPIRV-NEXT: %[[R_CZCUBE:[0-9]+]] = OpImageSampleDrefExplicitLod %[[FLOAT]] %[[SI_CZCUBE]] %[[COORD3]] %[[CMP]] Lod %[[FLOAT_0]]{{$}}
; SPIRV: OpImageWrite %{{[0-9]+}} %[[UINT_9]] %[[R_CZCUBE]]
; SCubeA.SampleCmpLevelZero(CmpSamp, dirLayer, cmp)
; SPIRV: %[[I_CZCUBEA:[0-9]+]] = OpLoad %[[IMG_4]] %[[SCUBEA]]{{$}}
; SPIRV-NEXT: %[[S_CZCUBEA:[0-9]+]] = OpLoad %[[SAMPLER]] %[[CMPSAMP]]{{$}}
; SPIRV-NEXT: %[[SI_CZCUBEA:[0-9]+]] = OpSampledImage %[[SI_IMG_4]] %[[I_CZCUBEA]] %[[S_CZCUBEA]]{{$}}
; SPIRV-NEXT: %[[R_CZCUBEA:[0-9]+]] = OpImageSampleDrefExplicitLod %[[FLOAT]] %[[SI_CZCUBEA]] %[[COORD4]] %[[CMP]] Lod %[[FLOAT_0]]{{$}}
; SPIRV: OpImageWrite %{{[0-9]+}} %[[UINT_10]] %[[R_CZCUBEA]]
; S2D.SampleCmpLevel(CmpSamp, uv, cmp, lod, int2(3, -4))
; SPIRV: %[[I_CL2D:[0-9]+]] = OpLoad %[[IMG_1]] %[[S2D]]{{$}}
; SPIRV-NEXT: %[[S_CL2D:[0-9]+]] = OpLoad %[[SAMPLER]] %[[CMPSAMP]]{{$}}
; SPIRV-NEXT: %[[SI_CL2D:[0-9]+]] = OpSampledImage %[[SI_IMG_1]] %[[I_CL2D]] %[[S_CL2D]]{{$}}
; SPIRV-NEXT: %[[R_CL2D:[0-9]+]] = OpImageSampleDrefExplicitLod %[[FLOAT]] %[[SI_CL2D]] %[[COORD2]] %[[CMP]] Lod|ConstOffset %[[LOD]] %[[OFF_3_M4]]{{$}}
; SPIRV: OpImageWrite %{{[0-9]+}} %[[UINT_11]] %[[R_CL2D]]
; S1D.SampleCmpLevel(CmpSamp, u, cmp, lod)
; SPIRV: %[[I_CL1D:[0-9]+]] = OpLoad %[[IMG_0]] %[[S1D]]{{$}}
; SPIRV-NEXT: %[[S_CL1D:[0-9]+]] = OpLoad %[[SAMPLER]] %[[CMPSAMP]]{{$}}
; SPIRV-NEXT: %[[SI_CL1D:[0-9]+]] = OpSampledImage %[[SI_IMG_0]] %[[I_CL1D]] %[[S_CL1D]]{{$}}
; SPIRV-NEXT: %[[R_CL1D:[0-9]+]] = OpImageSampleDrefExplicitLod %[[FLOAT]] %[[SI_CL1D]] %[[F_0_25]] %[[CMP]] Lod %[[LOD]]{{$}}
; SPIRV: OpImageWrite %{{[0-9]+}} %[[UINT_12]] %[[R_CL1D]]
; S2DA.SampleCmpLevel(CmpSamp, uvw, cmp, lod)
; SPIRV: %[[I_CL2DA:[0-9]+]] = OpLoad %[[IMG_2]] %[[S2DA]]{{$}}
; SPIRV-NEXT: %[[S_CL2DA:[0-9]+]] = OpLoad %[[SAMPLER]] %[[CMPSAMP]]{{$}}
; SPIRV-NEXT: %[[SI_CL2DA:[0-9]+]] = OpSampledImage %[[SI_IMG_2]] %[[I_CL2DA]] %[[S_CL2DA]]{{$}}
; SPIRV-NEXT: %[[R_CL2DA:[0-9]+]] = OpImageSampleDrefExplicitLod %[[FLOAT]] %[[SI_CL2DA]] %[[COORD3]] %[[CMP]] Lod %[[LOD]]{{$}}
; SPIRV: OpImageWrite %{{[0-9]+}} %[[UINT_13]] %[[R_CL2DA]]
; SCube.SampleCmpLevel(CmpSamp, dir, cmp, lod)
; SPIRV: %[[I_CLCUBE:[0-9]+]] = OpLoad %[[IMG_3]] %[[SCUBE]]{{$}}
; SPIRV-NEXT: %[[S_CLCUBE:[0-9]+]] = OpLoad %[[SAMPLER]] %[[CMPSAMP]]{{$}}
; SPIRV-NEXT: %[[SI_CLCUBE:[0-9]+]] = OpSampledImage %[[SI_IMG_3]] %[[I_CLCUBE]] %[[S_CLCUBE]]{{$}}
; SPIRV-NEXT: %[[R_CLCUBE:[0-9]+]] = OpImageSampleDrefExplicitLod %[[FLOAT]] %[[SI_CLCUBE]] %[[COORD3]] %[[CMP]] Lod %[[LOD]]{{$}}
; SPIRV: OpImageWrite %{{[0-9]+}} %[[UINT_14]] %[[R_CLCUBE]]
; SCubeA.SampleCmpLevel(CmpSamp, dirLayer, cmp, lod)
; SPIRV: %[[I_CLCUBEA:[0-9]+]] = OpLoad %[[IMG_4]] %[[SCUBEA]]{{$}}
; SPIRV-NEXT: %[[S_CLCUBEA:[0-9]+]] = OpLoad %[[SAMPLER]] %[[CMPSAMP]]{{$}}
; SPIRV-NEXT: %[[SI_CLCUBEA:[0-9]+]] = OpSampledImage %[[SI_IMG_4]] %[[I_CLCUBEA]] %[[S_CLCUBEA]]{{$}}
; SPIRV-NEXT: %[[R_CLCUBEA:[0-9]+]] = OpImageSampleDrefExplicitLod %[[FLOAT]] %[[SI_CLCUBEA]] %[[COORD4]] %[[CMP]] Lod %[[LOD]]{{$}}
; SPIRV: OpImageWrite %{{[0-9]+}} %[[UINT_15]] %[[R_CLCUBEA]]
; S2DH.SampleCmp(CmpSamp, uv, cmp)  (half)
; SPIRV: %[[I_CH:[0-9]+]] = OpLoad %[[IMG_1]] %[[S2DH]]{{$}}
; SPIRV-NEXT: %[[S_CH:[0-9]+]] = OpLoad %[[SAMPLER]] %[[CMPSAMP]]{{$}}
; SPIRV-NEXT: %[[SI_CH:[0-9]+]] = OpSampledImage %[[SI_IMG_1]] %[[I_CH]] %[[S_CH]]{{$}}
; SPIRV-NEXT: %[[R_CH:[0-9]+]] = OpImageSampleDrefImplicitLod %[[FLOAT]] %[[SI_CH]] %[[COORD2]] %[[CMP]]{{$}}
; SPIRV: %[[H_CH:[0-9]+]] = OpFConvert %[[HALF]] %[[R_CH]]{{$}}
; SPIRV: %[[V_CH:[0-9]+]] = OpFConvert %[[FLOAT]] %[[H_CH]]{{$}}
; SPIRV: OpImageWrite %{{[0-9]+}} %[[UINT_16]] %[[V_CH]]
; S2DH.SampleCmpLevelZero(CmpSamp, uv, cmp, int2(3, -4))  (half)
; SPIRV: %[[I_CZH:[0-9]+]] = OpLoad %[[IMG_1]] %[[S2DH]]{{$}}
; SPIRV-NEXT: %[[S_CZH:[0-9]+]] = OpLoad %[[SAMPLER]] %[[CMPSAMP]]{{$}}
; SPIRV-NEXT: %[[SI_CZH:[0-9]+]] = OpSampledImage %[[SI_IMG_1]] %[[I_CZH]] %[[S_CZH]]{{$}}
; SPIRV-NEXT: %[[R_CZH:[0-9]+]] = OpImageSampleDrefExplicitLod %[[FLOAT]] %[[SI_CZH]] %[[COORD2]] %[[CMP]] Lod|ConstOffset %[[FLOAT_0]] %[[OFF_3_M4]]{{$}}
; SPIRV: %[[H_CZH:[0-9]+]] = OpFConvert %[[HALF]] %[[R_CZH]]{{$}}
; SPIRV: %[[V_CZH:[0-9]+]] = OpFConvert %[[FLOAT]] %[[H_CZH]]{{$}}
; SPIRV: OpImageWrite %{{[0-9]+}} %[[UINT_17]] %[[V_CZH]]
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

@S1D.name = private unnamed_addr constant [4 x i8] c"S1D\00"
@S2D.name = private unnamed_addr constant [4 x i8] c"S2D\00"
@S2DA.name = private unnamed_addr constant [5 x i8] c"S2DA\00"
@SCube.name = private unnamed_addr constant [6 x i8] c"SCube\00"
@SCubeA.name = private unnamed_addr constant [7 x i8] c"SCubeA\00"
@S2DH.name = private unnamed_addr constant [5 x i8] c"S2DH\00"
@CmpSamp.name = private unnamed_addr constant [8 x i8] c"CmpSamp\00"
@OutF.name = private unnamed_addr constant [5 x i8] c"OutF\00"

define void @main() #0 {
entry:
  %S1D = call target("spirv.Image", float, 0, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_0_2_0_0_1_0t(i32 0, i32 1, i32 1, i32 0, ptr @S1D.name)
  %S2D = call target("spirv.Image", float, 1, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_0_0_1_0t(i32 0, i32 2, i32 1, i32 0, ptr @S2D.name)
  %S2DA = call target("spirv.Image", float, 1, 2, 1, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_1_0_1_0t(i32 0, i32 3, i32 1, i32 0, ptr @S2DA.name)
  %SCube = call target("spirv.Image", float, 3, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_3_2_0_0_1_0t(i32 0, i32 4, i32 1, i32 0, ptr @SCube.name)
  %SCubeA = call target("spirv.Image", float, 3, 2, 1, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_3_2_1_0_1_0t(i32 0, i32 5, i32 1, i32 0, ptr @SCubeA.name)
  %S2DH = call target("spirv.Image", half, 1, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f16_1_2_0_0_1_0t(i32 0, i32 6, i32 1, i32 0, ptr @S2DH.name)
  %CmpSamp = call target("spirv.Sampler") @llvm.spv.resource.handlefrombinding.tspirv.Samplert(i32 0, i32 9, i32 1, i32 0, ptr @CmpSamp.name)
  %outf = call target("spirv.Image", float, 5, 2, 0, 0, 2, 3) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_2_3t(i32 0, i32 20, i32 1, i32 0, ptr @OutF.name)
  ; S2D.SampleCmp(CmpSamp, uv, cmp)
  %c2d = call float @llvm.spv.resource.samplecmp.f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) %S2D, target("spirv.Sampler") %CmpSamp, <2 x float> <float 2.500000e-01, float 7.500000e-01>, float 6.250000e-01, <2 x i32> zeroinitializer)
  %c2d.out = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_3t(target("spirv.Image", float, 5, 2, 0, 0, 2, 3) %outf, i32 0)
  store float %c2d, ptr addrspace(11) %c2d.out, align 4
  ; S2D.SampleCmp(CmpSamp, uv, cmp, int2(-1, 2))
  %co2d = call float @llvm.spv.resource.samplecmp.f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) %S2D, target("spirv.Sampler") %CmpSamp, <2 x float> <float 2.500000e-01, float 7.500000e-01>, float 6.250000e-01, <2 x i32> <i32 -1, i32 2>)
  %co2d.out = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_3t(target("spirv.Image", float, 5, 2, 0, 0, 2, 3) %outf, i32 1)
  store float %co2d, ptr addrspace(11) %co2d.out, align 4
  ; S2DA.SampleCmp(CmpSamp, uvw, cmp, int2(3, -4), clamp)
  %cc2da = call float @llvm.spv.resource.samplecmp.clamp.f32.tspirv.Image_f32_1_2_1_0_1_0t.tspirv.Samplert.v3f32.v2i32(target("spirv.Image", float, 1, 2, 1, 0, 1, 0) %S2DA, target("spirv.Sampler") %CmpSamp, <3 x float> <float 2.500000e-01, float 7.500000e-01, float 5.000000e-01>, float 6.250000e-01, <2 x i32> <i32 3, i32 -4>, float 3.500000e+00)
  %cc2da.out = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_3t(target("spirv.Image", float, 5, 2, 0, 0, 2, 3) %outf, i32 2)
  store float %cc2da, ptr addrspace(11) %cc2da.out, align 4
  ; SCubeA.SampleCmp(CmpSamp, dirLayer, cmp, clamp)
  %cccubea = call float @llvm.spv.resource.samplecmp.clamp.f32.tspirv.Image_f32_3_2_1_0_1_0t.tspirv.Samplert.v4f32.v3i32(target("spirv.Image", float, 3, 2, 1, 0, 1, 0) %SCubeA, target("spirv.Sampler") %CmpSamp, <4 x float> <float 2.500000e-01, float 7.500000e-01, float 5.000000e-01, float 3.750000e-01>, float 6.250000e-01, <3 x i32> zeroinitializer, float 3.500000e+00)
  %cccubea.out = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_3t(target("spirv.Image", float, 5, 2, 0, 0, 2, 3) %outf, i32 3)
  store float %cccubea, ptr addrspace(11) %cccubea.out, align 4
  ; S1D.SampleCmp(CmpSamp, u, cmp, 2)
  %c1d = call float @llvm.spv.resource.samplecmp.f32.tspirv.Image_f32_0_2_0_0_1_0t.tspirv.Samplert.f32.i32(target("spirv.Image", float, 0, 2, 0, 0, 1, 0) %S1D, target("spirv.Sampler") %CmpSamp, float 2.500000e-01, float 6.250000e-01, i32 2)
  %c1d.out = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_3t(target("spirv.Image", float, 5, 2, 0, 0, 2, 3) %outf, i32 4)
  store float %c1d, ptr addrspace(11) %c1d.out, align 4
  ; SCube.SampleCmp(CmpSamp, dir, cmp)
  %ccube = call float @llvm.spv.resource.samplecmp.f32.tspirv.Image_f32_3_2_0_0_1_0t.tspirv.Samplert.v3f32.v3i32(target("spirv.Image", float, 3, 2, 0, 0, 1, 0) %SCube, target("spirv.Sampler") %CmpSamp, <3 x float> <float 2.500000e-01, float 7.500000e-01, float 5.000000e-01>, float 6.250000e-01, <3 x i32> zeroinitializer)
  %ccube.out = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_3t(target("spirv.Image", float, 5, 2, 0, 0, 2, 3) %outf, i32 5)
  store float %ccube, ptr addrspace(11) %ccube.out, align 4
  ; S2D.SampleCmpLevelZero(CmpSamp, uv, cmp)
  %cz2d = call float @llvm.spv.resource.samplecmplevelzero.f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) %S2D, target("spirv.Sampler") %CmpSamp, <2 x float> <float 2.500000e-01, float 7.500000e-01>, float 6.250000e-01, <2 x i32> zeroinitializer)
  %cz2d.out = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_3t(target("spirv.Image", float, 5, 2, 0, 0, 2, 3) %outf, i32 6)
  store float %cz2d, ptr addrspace(11) %cz2d.out, align 4
  ; S2DA.SampleCmpLevelZero(CmpSamp, uvw, cmp, int2(-1, 2))
  %cz2da = call float @llvm.spv.resource.samplecmplevelzero.f32.tspirv.Image_f32_1_2_1_0_1_0t.tspirv.Samplert.v3f32.v2i32(target("spirv.Image", float, 1, 2, 1, 0, 1, 0) %S2DA, target("spirv.Sampler") %CmpSamp, <3 x float> <float 2.500000e-01, float 7.500000e-01, float 5.000000e-01>, float 6.250000e-01, <2 x i32> <i32 -1, i32 2>)
  %cz2da.out = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_3t(target("spirv.Image", float, 5, 2, 0, 0, 2, 3) %outf, i32 7)
  store float %cz2da, ptr addrspace(11) %cz2da.out, align 4
  ; S1D.SampleCmpLevelZero(CmpSamp, u, cmp, -3)
  %cz1d = call float @llvm.spv.resource.samplecmplevelzero.f32.tspirv.Image_f32_0_2_0_0_1_0t.tspirv.Samplert.f32.i32(target("spirv.Image", float, 0, 2, 0, 0, 1, 0) %S1D, target("spirv.Sampler") %CmpSamp, float 2.500000e-01, float 6.250000e-01, i32 -3)
  %cz1d.out = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_3t(target("spirv.Image", float, 5, 2, 0, 0, 2, 3) %outf, i32 8)
  store float %cz1d, ptr addrspace(11) %cz1d.out, align 4
  ; SCube.SampleCmpLevelZero(CmpSamp, dir, cmp)
  %czcube = call float @llvm.spv.resource.samplecmplevelzero.f32.tspirv.Image_f32_3_2_0_0_1_0t.tspirv.Samplert.v3f32.v3i32(target("spirv.Image", float, 3, 2, 0, 0, 1, 0) %SCube, target("spirv.Sampler") %CmpSamp, <3 x float> <float 2.500000e-01, float 7.500000e-01, float 5.000000e-01>, float 6.250000e-01, <3 x i32> zeroinitializer)
  %czcube.out = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_3t(target("spirv.Image", float, 5, 2, 0, 0, 2, 3) %outf, i32 9)
  store float %czcube, ptr addrspace(11) %czcube.out, align 4
  ; SCubeA.SampleCmpLevelZero(CmpSamp, dirLayer, cmp)
  %czcubea = call float @llvm.spv.resource.samplecmplevelzero.f32.tspirv.Image_f32_3_2_1_0_1_0t.tspirv.Samplert.v4f32.v3i32(target("spirv.Image", float, 3, 2, 1, 0, 1, 0) %SCubeA, target("spirv.Sampler") %CmpSamp, <4 x float> <float 2.500000e-01, float 7.500000e-01, float 5.000000e-01, float 3.750000e-01>, float 6.250000e-01, <3 x i32> zeroinitializer)
  %czcubea.out = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_3t(target("spirv.Image", float, 5, 2, 0, 0, 2, 3) %outf, i32 10)
  store float %czcubea, ptr addrspace(11) %czcubea.out, align 4
  ; S2D.SampleCmpLevel(CmpSamp, uv, cmp, lod, int2(3, -4))
  %cl2d = call float @llvm.spv.resource.samplecmplevel.f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) %S2D, target("spirv.Sampler") %CmpSamp, <2 x float> <float 2.500000e-01, float 7.500000e-01>, float 6.250000e-01, float 2.500000e+00, <2 x i32> <i32 3, i32 -4>)
  %cl2d.out = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_3t(target("spirv.Image", float, 5, 2, 0, 0, 2, 3) %outf, i32 11)
  store float %cl2d, ptr addrspace(11) %cl2d.out, align 4
  ; S1D.SampleCmpLevel(CmpSamp, u, cmp, lod)
  %cl1d = call float @llvm.spv.resource.samplecmplevel.f32.tspirv.Image_f32_0_2_0_0_1_0t.tspirv.Samplert.f32.i32(target("spirv.Image", float, 0, 2, 0, 0, 1, 0) %S1D, target("spirv.Sampler") %CmpSamp, float 2.500000e-01, float 6.250000e-01, float 2.500000e+00, i32 0)
  %cl1d.out = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_3t(target("spirv.Image", float, 5, 2, 0, 0, 2, 3) %outf, i32 12)
  store float %cl1d, ptr addrspace(11) %cl1d.out, align 4
  ; S2DA.SampleCmpLevel(CmpSamp, uvw, cmp, lod)
  %cl2da = call float @llvm.spv.resource.samplecmplevel.f32.tspirv.Image_f32_1_2_1_0_1_0t.tspirv.Samplert.v3f32.v2i32(target("spirv.Image", float, 1, 2, 1, 0, 1, 0) %S2DA, target("spirv.Sampler") %CmpSamp, <3 x float> <float 2.500000e-01, float 7.500000e-01, float 5.000000e-01>, float 6.250000e-01, float 2.500000e+00, <2 x i32> zeroinitializer)
  %cl2da.out = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_3t(target("spirv.Image", float, 5, 2, 0, 0, 2, 3) %outf, i32 13)
  store float %cl2da, ptr addrspace(11) %cl2da.out, align 4
  ; SCube.SampleCmpLevel(CmpSamp, dir, cmp, lod)
  %clcube = call float @llvm.spv.resource.samplecmplevel.f32.tspirv.Image_f32_3_2_0_0_1_0t.tspirv.Samplert.v3f32.v3i32(target("spirv.Image", float, 3, 2, 0, 0, 1, 0) %SCube, target("spirv.Sampler") %CmpSamp, <3 x float> <float 2.500000e-01, float 7.500000e-01, float 5.000000e-01>, float 6.250000e-01, float 2.500000e+00, <3 x i32> zeroinitializer)
  %clcube.out = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_3t(target("spirv.Image", float, 5, 2, 0, 0, 2, 3) %outf, i32 14)
  store float %clcube, ptr addrspace(11) %clcube.out, align 4
  ; SCubeA.SampleCmpLevel(CmpSamp, dirLayer, cmp, lod)
  %clcubea = call float @llvm.spv.resource.samplecmplevel.f32.tspirv.Image_f32_3_2_1_0_1_0t.tspirv.Samplert.v4f32.v3i32(target("spirv.Image", float, 3, 2, 1, 0, 1, 0) %SCubeA, target("spirv.Sampler") %CmpSamp, <4 x float> <float 2.500000e-01, float 7.500000e-01, float 5.000000e-01, float 3.750000e-01>, float 6.250000e-01, float 2.500000e+00, <3 x i32> zeroinitializer)
  %clcubea.out = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_3t(target("spirv.Image", float, 5, 2, 0, 0, 2, 3) %outf, i32 15)
  store float %clcubea, ptr addrspace(11) %clcubea.out, align 4
  ; S2DH.SampleCmp(CmpSamp, uv, cmp)  (half)
  %ch = call half @llvm.spv.resource.samplecmp.f16.tspirv.Image_f16_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", half, 1, 2, 0, 0, 1, 0) %S2DH, target("spirv.Sampler") %CmpSamp, <2 x float> <float 2.500000e-01, float 7.500000e-01>, float 6.250000e-01, <2 x i32> zeroinitializer)
  %ch.f32 = fpext half %ch to float
  %ch.out = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_3t(target("spirv.Image", float, 5, 2, 0, 0, 2, 3) %outf, i32 16)
  store float %ch.f32, ptr addrspace(11) %ch.out, align 4
  ; S2DH.SampleCmpLevelZero(CmpSamp, uv, cmp, int2(3, -4))  (half)
  %czh = call half @llvm.spv.resource.samplecmplevelzero.f16.tspirv.Image_f16_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", half, 1, 2, 0, 0, 1, 0) %S2DH, target("spirv.Sampler") %CmpSamp, <2 x float> <float 2.500000e-01, float 7.500000e-01>, float 6.250000e-01, <2 x i32> <i32 3, i32 -4>)
  %czh.f32 = fpext half %czh to float
  %czh.out = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_3t(target("spirv.Image", float, 5, 2, 0, 0, 2, 3) %outf, i32 17)
  store float %czh.f32, ptr addrspace(11) %czh.out, align 4
  ret void
}

declare target("spirv.Image", float, 0, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_0_2_0_0_1_0t(i32, i32, i32, i32, ptr) #3
declare target("spirv.Image", float, 1, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_0_0_1_0t(i32, i32, i32, i32, ptr) #3
declare target("spirv.Image", float, 1, 2, 1, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_1_0_1_0t(i32, i32, i32, i32, ptr) #3
declare target("spirv.Image", float, 3, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_3_2_0_0_1_0t(i32, i32, i32, i32, ptr) #3
declare target("spirv.Image", float, 3, 2, 1, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_3_2_1_0_1_0t(i32, i32, i32, i32, ptr) #3
declare target("spirv.Image", half, 1, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f16_1_2_0_0_1_0t(i32, i32, i32, i32, ptr) #3
declare target("spirv.Sampler") @llvm.spv.resource.handlefrombinding.tspirv.Samplert(i32, i32, i32, i32, ptr) #3
declare target("spirv.Image", float, 5, 2, 0, 0, 2, 3) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_2_3t(i32, i32, i32, i32, ptr) #3
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_3t(target("spirv.Image", float, 5, 2, 0, 0, 2, 3), i32) #3
declare float @llvm.spv.resource.samplecmp.f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0), target("spirv.Sampler"), <2 x float>, float, <2 x i32>) #1
declare float @llvm.spv.resource.samplecmp.clamp.f32.tspirv.Image_f32_1_2_1_0_1_0t.tspirv.Samplert.v3f32.v2i32(target("spirv.Image", float, 1, 2, 1, 0, 1, 0), target("spirv.Sampler"), <3 x float>, float, <2 x i32>, float) #1
declare float @llvm.spv.resource.samplecmp.clamp.f32.tspirv.Image_f32_3_2_1_0_1_0t.tspirv.Samplert.v4f32.v3i32(target("spirv.Image", float, 3, 2, 1, 0, 1, 0), target("spirv.Sampler"), <4 x float>, float, <3 x i32>, float) #1
declare float @llvm.spv.resource.samplecmp.f32.tspirv.Image_f32_0_2_0_0_1_0t.tspirv.Samplert.f32.i32(target("spirv.Image", float, 0, 2, 0, 0, 1, 0), target("spirv.Sampler"), float, float, i32) #1
declare float @llvm.spv.resource.samplecmp.f32.tspirv.Image_f32_3_2_0_0_1_0t.tspirv.Samplert.v3f32.v3i32(target("spirv.Image", float, 3, 2, 0, 0, 1, 0), target("spirv.Sampler"), <3 x float>, float, <3 x i32>) #1
declare float @llvm.spv.resource.samplecmplevelzero.f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0), target("spirv.Sampler"), <2 x float>, float, <2 x i32>) #2
declare float @llvm.spv.resource.samplecmplevelzero.f32.tspirv.Image_f32_1_2_1_0_1_0t.tspirv.Samplert.v3f32.v2i32(target("spirv.Image", float, 1, 2, 1, 0, 1, 0), target("spirv.Sampler"), <3 x float>, float, <2 x i32>) #2
declare float @llvm.spv.resource.samplecmplevelzero.f32.tspirv.Image_f32_0_2_0_0_1_0t.tspirv.Samplert.f32.i32(target("spirv.Image", float, 0, 2, 0, 0, 1, 0), target("spirv.Sampler"), float, float, i32) #2
declare float @llvm.spv.resource.samplecmplevelzero.f32.tspirv.Image_f32_3_2_0_0_1_0t.tspirv.Samplert.v3f32.v3i32(target("spirv.Image", float, 3, 2, 0, 0, 1, 0), target("spirv.Sampler"), <3 x float>, float, <3 x i32>) #2
declare float @llvm.spv.resource.samplecmplevelzero.f32.tspirv.Image_f32_3_2_1_0_1_0t.tspirv.Samplert.v4f32.v3i32(target("spirv.Image", float, 3, 2, 1, 0, 1, 0), target("spirv.Sampler"), <4 x float>, float, <3 x i32>) #2
declare float @llvm.spv.resource.samplecmplevel.f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0), target("spirv.Sampler"), <2 x float>, float, float, <2 x i32>) #2
declare float @llvm.spv.resource.samplecmplevel.f32.tspirv.Image_f32_0_2_0_0_1_0t.tspirv.Samplert.f32.i32(target("spirv.Image", float, 0, 2, 0, 0, 1, 0), target("spirv.Sampler"), float, float, float, i32) #2
declare float @llvm.spv.resource.samplecmplevel.f32.tspirv.Image_f32_1_2_1_0_1_0t.tspirv.Samplert.v3f32.v2i32(target("spirv.Image", float, 1, 2, 1, 0, 1, 0), target("spirv.Sampler"), <3 x float>, float, float, <2 x i32>) #2
declare float @llvm.spv.resource.samplecmplevel.f32.tspirv.Image_f32_3_2_0_0_1_0t.tspirv.Samplert.v3f32.v3i32(target("spirv.Image", float, 3, 2, 0, 0, 1, 0), target("spirv.Sampler"), <3 x float>, float, float, <3 x i32>) #2
declare float @llvm.spv.resource.samplecmplevel.f32.tspirv.Image_f32_3_2_1_0_1_0t.tspirv.Samplert.v4f32.v3i32(target("spirv.Image", float, 3, 2, 1, 0, 1, 0), target("spirv.Sampler"), <4 x float>, float, float, <3 x i32>) #2
declare half @llvm.spv.resource.samplecmp.f16.tspirv.Image_f16_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", half, 1, 2, 0, 0, 1, 0), target("spirv.Sampler"), <2 x float>, float, <2 x i32>) #1
declare half @llvm.spv.resource.samplecmplevelzero.f16.tspirv.Image_f16_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", half, 1, 2, 0, 0, 1, 0), target("spirv.Sampler"), <2 x float>, float, <2 x i32>) #2

attributes #0 = { "hlsl.shader"="pixel" }
attributes #1 = { convergent nocallback nofree nosync nounwind willreturn memory(read) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(read) }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(none) }
