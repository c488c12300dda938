; Gather (GatherRed / Green / Blue / Alpha = components 0..3) on the four
; kinds that have it (2D, 2DArray, Cube, CubeArray), with zero offsets, in a
; compute shader (gathers need no derivatives, so no derivative group even
; for numthreads(1, 1, 1)). OpImageGather takes the component as a constant
; operand after the coordinate and returns a vec4 of the sampled type: float,
; the signed 32-bit integer for int4 (spirv.SignedImage: gathered as v4int and
; bitcast to LLVM's v4uint; no SignExtend), the unsigned one for uint; a half4
; texture gathers floats and narrows them (fptrunc). RWBuffer<int4> OutI is
; signed too, so every texel written to it is bitcast to v4int first.
; No offset, so no ImageGatherExtended.
;
; Source (HLSL):
;   [[vk::binding(1, 0)]] Texture2D<float4> G2D;
;   [[vk::binding(2, 0)]] Texture2DArray<float4> G2DA;
;   [[vk::binding(3, 0)]] TextureCube<float4> GCube;
;   [[vk::binding(4, 0)]] TextureCubeArray<float> GCubeA;
;   [[vk::binding(5, 0)]] Texture2D<int4> GI;
;   [[vk::binding(6, 0)]] Texture2DArray<uint> GU;
;   [[vk::binding(7, 0)]] TextureCube<half4> GH;
;   [[vk::binding(8, 0)]] SamplerState Samp;
;   [[vk::binding(20, 0)]] RWBuffer<float4> Out;
;   [[vk::binding(21, 0)]] RWBuffer<int4> OutI;
;   [numthreads(1, 1, 1)] void main(uint3 id : SV_DispatchThreadID) {
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
; IR-NEXT: %outi = call target("spirv.SignedImage", i32, 5, 2, 0, 0, 2, 21) @llvm.spv.resource.handlefrombinding.tspirv.SignedImage_i32_5_2_0_0_2_21t(i32 0, i32 21, i32 1, i32 0, ptr @OutI.name)
; IR-NEXT: %g0 = call <4 x float> @texel.spv.gather.f32_1_2_0_0_1_0.i0_1_0.s0_8_0.m0(i32 0, i32 0, <2 x float> <float 2.500000e-01, float 7.500000e-01>, i32 0)
; IR: %g1 = call <4 x float> @texel.spv.gather.f32_1_2_0_0_1_0.i0_1_0.s0_8_0.m0(i32 0, i32 0, <2 x float> <float 2.500000e-01, float 7.500000e-01>, i32 1)
; IR: %g2 = call <4 x float> @texel.spv.gather.f32_1_2_0_0_1_0.i0_1_0.s0_8_0.m0(i32 0, i32 0, <2 x float> <float 2.500000e-01, float 7.500000e-01>, i32 2)
; IR: %g3 = call <4 x float> @texel.spv.gather.f32_1_2_0_0_1_0.i0_1_0.s0_8_0.m0(i32 0, i32 0, <2 x float> <float 2.500000e-01, float 7.500000e-01>, i32 3)
; IR: %ga0 = call <4 x float> @texel.spv.gather.f32_1_2_1_0_1_0.i0_2_0.s0_8_0.m0(i32 0, i32 0, <3 x float> <float 2.500000e-01, float 7.500000e-01, float 5.000000e-01>, i32 0)
; IR: %ga2 = call <4 x float> @texel.spv.gather.f32_1_2_1_0_1_0.i0_2_0.s0_8_0.m0(i32 0, i32 0, <3 x float> <float 2.500000e-01, float 7.500000e-01, float 5.000000e-01>, i32 2)
; IR: %gc1 = call <4 x float> @texel.spv.gather.f32_3_2_0_0_1_0.i0_3_0.s0_8_0.m0(i32 0, i32 0, <3 x float> <float 2.500000e-01, float 7.500000e-01, float 5.000000e-01>, i32 1)
; IR: %gc3 = call <4 x float> @texel.spv.gather.f32_3_2_0_0_1_0.i0_3_0.s0_8_0.m0(i32 0, i32 0, <3 x float> <float 2.500000e-01, float 7.500000e-01, float 5.000000e-01>, i32 3)
; IR: %gca0 = call <4 x float> @texel.spv.gather.f32_3_2_1_0_1_0.i0_4_0.s0_8_0.m0(i32 0, i32 0, <4 x float> <float 2.500000e-01, float 7.500000e-01, float 5.000000e-01, float 3.750000e-01>, i32 0)
; IR: %gca3 = call <4 x float> @texel.spv.gather.f32_3_2_1_0_1_0.i0_4_0.s0_8_0.m0(i32 0, i32 0, <4 x float> <float 2.500000e-01, float 7.500000e-01, float 5.000000e-01, float 3.750000e-01>, i32 3)
; IR: %gi1 = call <4 x i32> @texel.spv.gather.i32_1_2_0_0_1_0.i0_5_0.s0_8_0.m0(i32 0, i32 0, <2 x float> <float 2.500000e-01, float 7.500000e-01>, i32 1)
; IR: %gu3 = call <4 x i32> @texel.spv.gather.u32_1_2_1_0_1_0.i0_6_0.s0_8_0.m0(i32 0, i32 0, <3 x float> <float 2.500000e-01, float 7.500000e-01, float 5.000000e-01>, i32 3)
; IR: [[M_GH2:%.*]] = call <4 x float> @texel.spv.gather.f32_3_2_0_0_1_0.i0_7_0.s0_8_0.m0(i32 0, i32 0, <3 x float> <float 2.500000e-01, float 7.500000e-01, float 5.000000e-01>, i32 2)
; IR-NEXT: %gh2 = fptrunc <4 x float> [[M_GH2]] to <4 x half>
; IR: ret void
; IR-DAG: declare <4 x float> @texel.spv.gather.f32_1_2_0_0_1_0.i0_1_0.s0_8_0.m0(i32, i32, <2 x float>, i32) #[[PLAIN:[0-9]+]]
; IR-DAG: declare <4 x float> @texel.spv.gather.f32_1_2_1_0_1_0.i0_2_0.s0_8_0.m0(i32, i32, <3 x float>, i32) #[[PLAIN]]
; IR-DAG: declare <4 x float> @texel.spv.gather.f32_3_2_0_0_1_0.i0_3_0.s0_8_0.m0(i32, i32, <3 x float>, i32) #[[PLAIN]]
; IR-DAG: declare <4 x float> @texel.spv.gather.f32_3_2_1_0_1_0.i0_4_0.s0_8_0.m0(i32, i32, <4 x float>, i32) #[[PLAIN]]
; IR-DAG: declare <4 x i32> @texel.spv.gather.i32_1_2_0_0_1_0.i0_5_0.s0_8_0.m0(i32, i32, <2 x float>, i32) #[[PLAIN]]
; IR-DAG: declare <4 x i32> @texel.spv.gather.u32_1_2_1_0_1_0.i0_6_0.s0_8_0.m0(i32, i32, <3 x float>, i32) #[[PLAIN]]
; IR-DAG: declare <4 x float> @texel.spv.gather.f32_3_2_0_0_1_0.i0_7_0.s0_8_0.m0(i32, i32, <3 x float>, i32) #[[PLAIN]]
; IR-DAG: attributes #[[PLAIN]] = { nounwind }

; SPIR-V: one UniformConstant variable per binding; each operation loads the
; image and the sampler and builds a fresh OpSampledImage right before the
; image instruction.
; SPIRV-DAG: OpCapability Shader
; SPIRV-DAG: OpCapability SampledCubeArray
; SPIRV: OpMemoryModel Logical GLSL450
; SPIRV: OpEntryPoint GLCompute %main "main"
; SPIRV-DAG: OpExecutionMode %main LocalSize 1 1 1
; SPIRV-DAG: OpDecorate %[[G2D:[A-Za-z0-9_]+]] Binding 1{{$}}
; SPIRV-DAG: OpDecorate %[[G2D]] DescriptorSet 0{{$}}
; SPIRV-DAG: OpDecorate %[[G2DA:[A-Za-z0-9_]+]] Binding 2{{$}}
; SPIRV-DAG: OpDecorate %[[G2DA]] DescriptorSet 0{{$}}
; SPIRV-DAG: OpDecorate %[[GCUBE:[A-Za-z0-9_]+]] Binding 3{{$}}
; SPIRV-DAG: OpDecorate %[[GCUBE]] DescriptorSet 0{{$}}
; SPIRV-DAG: OpDecorate %[[GCUBEA:[A-Za-z0-9_]+]] Binding 4{{$}}
; SPIRV-DAG: OpDecorate %[[GCUBEA]] DescriptorSet 0{{$}}
; SPIRV-DAG: OpDecorate %[[GI:[A-Za-z0-9_]+]] Binding 5{{$}}
; SPIRV-DAG: OpDecorate %[[GI]] DescriptorSet 0{{$}}
; SPIRV-DAG: OpDecorate %[[GU:[A-Za-z0-9_]+]] Binding 6{{$}}
; SPIRV-DAG: OpDecorate %[[GU]] DescriptorSet 0{{$}}
; SPIRV-DAG: OpDecorate %[[GH:[A-Za-z0-9_]+]] Binding 7{{$}}
; SPIRV-DAG: OpDecorate %[[GH]] DescriptorSet 0{{$}}
; SPIRV-DAG: OpDecorate %[[SAMP:[A-Za-z0-9_]+]] Binding 8{{$}}
; SPIRV-DAG: OpDecorate %[[SAMP]] DescriptorSet 0{{$}}
; SPIRV-DAG: %[[FLOAT:[A-Za-z0-9_]+]] = OpTypeFloat 32{{$}}
; SPIRV-DAG: %[[UINT:[A-Za-z0-9_]+]] = OpTypeInt 32 0{{$}}
; SPIRV-DAG: %[[V2FLOAT:[A-Za-z0-9_]+]] = OpTypeVector %[[FLOAT]] 2{{$}}
; SPIRV-DAG: %[[V3FLOAT:[A-Za-z0-9_]+]] = OpTypeVector %[[FLOAT]] 3{{$}}
; SPIRV-DAG: %[[V4FLOAT:[A-Za-z0-9_]+]] = OpTypeVector %[[FLOAT]] 4{{$}}
; SPIRV-DAG: %[[V4UINT:[A-Za-z0-9_]+]] = OpTypeVector %[[UINT]] 4{{$}}
; SPIRV-DAG: %[[HALF:[A-Za-z0-9_]+]] = OpTypeFloat 16{{$}}
; SPIRV-DAG: %[[V4HALF:[A-Za-z0-9_]+]] = OpTypeVector %[[HALF]] 4{{$}}
; SPIRV-DAG: %[[IMG_0:[A-Za-z0-9_]+]] = OpTypeImage %[[FLOAT]] 2D 2 0 0 1 Unknown{{$}}
; SPIRV-DAG: %[[IMG_1:[A-Za-z0-9_]+]] = OpTypeImage %[[FLOAT]] 2D 2 1 0 1 Unknown{{$}}
; SPIRV-DAG: %[[IMG_2:[A-Za-z0-9_]+]] = OpTypeImage %[[FLOAT]] Cube 2 0 0 1 Unknown{{$}}
; SPIRV-DAG: %[[IMG_3:[A-Za-z0-9_]+]] = OpTypeImage %[[FLOAT]] Cube 2 1 0 1 Unknown{{$}}
; SPIRV-DAG: %[[INT:[A-Za-z0-9_]+]] = OpTypeInt 32 1{{$}}
; SPIRV-DAG: %[[V4INT:[A-Za-z0-9_]+]] = OpTypeVector %[[INT]] 4{{$}}
; SPIRV-DAG: %[[IMG_OUTI:[A-Za-z0-9_]+]] = OpTypeImage %[[INT]] Buffer 2 0 0 2 Rgba32i{{$}}
; SPIRV-DAG: %[[PTR_IMG_OUTI:[A-Za-z0-9_]+]] = OpTypePointer UniformConstant %[[IMG_OUTI]]{{$}}
; SPIRV-DAG: %OutI = OpVariable %[[PTR_IMG_OUTI]] UniformConstant{{$}}
; SPIRV-DAG: %[[IMG_4:[A-Za-z0-9_]+]] = OpTypeImage %[[INT]] 2D 2 0 0 1 Unknown{{$}}
; SPIRV-DAG: %[[IMG_5:[A-Za-z0-9_]+]] = OpTypeImage %[[UINT]] 2D 2 1 0 1 Unknown{{$}}
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
; SPIRV-DAG: %[[F_0_25:[A-Za-z0-9_]+]] = OpConstant %[[FLOAT]] 0.25{{$}}
; SPIRV-DAG: %[[F_0_375:[A-Za-z0-9_]+]] = OpConstant %[[FLOAT]] 0.375{{$}}
; SPIRV-DAG: %[[F_0_5:[A-Za-z0-9_]+]] = OpConstant %[[FLOAT]] 0.5{{$}}
; SPIRV-DAG: %[[F_0_75:[A-Za-z0-9_]+]] = OpConstant %[[FLOAT]] 0.75{{$}}
; SPIRV-DAG: %[[UINT_0:[A-Za-z0-9_]+]] = OpConstant %[[UINT]] 0{{$}}
; SPIRV-DAG: %[[UINT_1:[A-Za-z0-9_]+]] = OpConstant %[[UINT]] 1{{$}}
; SPIRV-DAG: %[[UINT_10:[A-Za-z0-9_]+]] = OpConstant %[[UINT]] 10{{$}}
; SPIRV-DAG: %[[UINT_2:[A-Za-z0-9_]+]] = OpConstant %[[UINT]] 2{{$}}
; SPIRV-DAG: %[[UINT_3:[A-Za-z0-9_]+]] = OpConstant %[[UINT]] 3{{$}}
; SPIRV-DAG: %[[UINT_4:[A-Za-z0-9_]+]] = OpConstant %[[UINT]] 4{{$}}
; SPIRV-DAG: %[[UINT_5:[A-Za-z0-9_]+]] = OpConstant %[[UINT]] 5{{$}}
; SPIRV-DAG: %[[UINT_6:[A-Za-z0-9_]+]] = OpConstant %[[UINT]] 6{{$}}
; SPIRV-DAG: %[[UINT_7:[A-Za-z0-9_]+]] = OpConstant %[[UINT]] 7{{$}}
; SPIRV-DAG: %[[UINT_8:[A-Za-z0-9_]+]] = OpConstant %[[UINT]] 8{{$}}
; SPIRV-DAG: %[[UINT_9:[A-Za-z0-9_]+]] = OpConstant %[[UINT]] 9{{$}}
; SPIRV-DAG: %[[COORD2:[A-Za-z0-9_]+]] = OpConstantComposite %[[V2FLOAT]] %[[F_0_25]] %[[F_0_75]]{{$}}
; SPIRV-DAG: %[[COORD3:[A-Za-z0-9_]+]] = OpConstantComposite %[[V3FLOAT]] %[[F_0_25]] %[[F_0_75]] %[[F_0_5]]{{$}}
; SPIRV-DAG: %[[COORD4:[A-Za-z0-9_]+]] = OpConstantComposite %[[V4FLOAT]] %[[F_0_25]] %[[F_0_75]] %[[F_0_5]] %[[F_0_375]]{{$}}
; SPIRV-DAG: %[[G2D]] = OpVariable %[[PTR_IMG_0]] UniformConstant{{$}}
; SPIRV-DAG: %[[G2DA]] = OpVariable %[[PTR_IMG_1]] UniformConstant{{$}}
; SPIRV-DAG: %[[GCUBE]] = OpVariable %[[PTR_IMG_2]] UniformConstant{{$}}
; SPIRV-DAG: %[[GCUBEA]] = OpVariable %[[PTR_IMG_3]] UniformConstant{{$}}
; SPIRV-DAG: %[[GI]] = OpVariable %[[PTR_IMG_4]] UniformConstant{{$}}
; SPIRV-DAG: %[[GU]] = OpVariable %[[PTR_IMG_5]] UniformConstant{{$}}
; SPIRV-DAG: %[[GH]] = OpVariable %[[PTR_IMG_2]] UniformConstant{{$}}
; SPIRV-DAG: %[[SAMP]] = OpVariable %[[PTR_SAMPLER]] UniformConstant{{$}}
; SPIRV-LABEL: %main = OpFunction
; G2D.GatherRed(Samp, uv)
; SPIRV: %[[I_G0:[0-9]+]] = OpLoad %[[IMG_0]] %[[G2D]]{{$}}
; SPIRV-NEXT: %[[S_G0:[0-9]+]] = OpLoad %[[SAMPLER]] %[[SAMP]]{{$}}
; SPIRV-NEXT: %[[SI_G0:[0-9]+]] = OpSampledImage %[[SI_IMG_0]] %[[I_G0]] %[[S_G0]]{{$}}
; SPIRV-NEXT: %[[R_G0:[0-9]+]] = OpImageGather %[[V4FLOAT]] %[[SI_G0]] %[[COORD2]] %[[UINT_0]]{{$}}
; SPIRV: OpImageWrite %{{[0-9]+}} %[[UINT_0]] %[[R_G0]]
; G2D.GatherGreen(Samp, uv)
; SPIRV: %[[I_G1:[0-9]+]] = OpLoad %[[IMG_0]] %[[G2D]]{{$}}
; SPIRV-NEXT: %[[S_G1:[0-9]+]] = OpLoad %[[SAMPLER]] %[[SAMP]]{{$}}
; SPIRV-NEXT: %[[SI_G1:[0-9]+]] = OpSampledImage %[[SI_IMG_0]] %[[I_G1]] %[[S_G1]]{{$}}
; SPIRV-NEXT: %[[R_G1:[0-9]+]] = OpImageGather %[[V4FLOAT]] %[[SI_G1]] %[[COORD2]] %[[UINT_1]]{{$}}
; SPIRV: OpImageWrite %{{[0-9]+}} %[[UINT_1]] %[[R_G1]]
; G2D.GatherBlue(Samp, uv)
; SPIRV: %[[I_G2:[0-9]+]] = OpLoad %[[IMG_0]] %[[G2D]]{{$}}
; SPIRV-NEXT: %[[S_G2:[0-9]+]] = OpLoad %[[SAMPLER]] %[[SAMP]]{{$}}
; SPIRV-NEXT: %[[SI_G2:[0-9]+]] = OpSampledImage %[[SI_IMG_0]] %[[I_G2]] %[[S_G2]]{{$}}
; SPIRV-NEXT: %[[R_G2:[0-9]+]] = OpImageGather %[[V4FLOAT]] %[[SI_G2]] %[[COORD2]] %[[UINT_2]]{{$}}
; SPIRV: OpImageWrite %{{[0-9]+}} %[[UINT_2]] %[[R_G2]]
; G2D.GatherAlpha(Samp, uv)
; SPIRV: %[[I_G3:[0-9]+]] = OpLoad %[[IMG_0]] %[[G2D]]{{$}}
; SPIRV-NEXT: %[[S_G3:[0-9]+]] = OpLoad %[[SAMPLER]] %[[SAMP]]{{$}}
; SPIRV-NEXT: %[[SI_G3:[0-9]+]] = OpSampledImage %[[SI_IMG_0]] %[[I_G3]] %[[S_G3]]{{$}}
; SPIRV-NEXT: %[[R_G3:[0-9]+]] = OpImageGather %[[V4FLOAT]] %[[SI_G3]] %[[COORD2]] %[[UINT_3]]{{$}}
; SPIRV: OpImageWrite %{{[0-9]+}} %[[UINT_3]] %[[R_G3]]
; G2DA.Gather(Samp, uvw)
; SPIRV: %[[I_GA0:[0-9]+]] = OpLoad %[[IMG_1]] %[[G2DA]]{{$}}
; SPIRV-NEXT: %[[S_GA0:[0-9]+]] = OpLoad %[[SAMPLER]] %[[SAMP]]{{$}}
; SPIRV-NEXT: %[[SI_GA0:[0-9]+]] = OpSampledImage %[[SI_IMG_1]] %[[I_GA0]] %[[S_GA0]]{{$}}
; SPIRV-NEXT: %[[R_GA0:[0-9]+]] = OpImageGather %[[V4FLOAT]] %[[SI_GA0]] %[[COORD3]] %[[UINT_0]]{{$}}
; SPIRV: OpImageWrite %{{[0-9]+}} %[[UINT_4]] %[[R_GA0]]
; G2DA.GatherBlue(Samp, uvw)
; SPIRV: %[[I_GA2:[0-9]+]] = OpLoad %[[IMG_1]] %[[G2DA]]{{$}}
; SPIRV-NEXT: %[[S_GA2:[0-9]+]] = OpLoad %[[SAMPLER]] %[[SAMP]]{{$}}
; SPIRV-NEXT: %[[SI_GA2:[0-9]+]] = OpSampledImage %[[SI_IMG_1]] %[[I_GA2]] %[[S_GA2]]{{$}}
; SPIRV-NEXT: %[[R_GA2:[0-9]+]] = OpImageGather %[[V4FLOAT]] %[[SI_GA2]] %[[COORD3]] %[[UINT_2]]{{$}}
; SPIRV: OpImageWrite %{{[0-9]+}} %[[UINT_5]] %[[R_GA2]]
; GCube.GatherGreen(Samp, dir)
; SPIRV: %[[I_GC1:[0-9]+]] = OpLoad %[[IMG_2]] %[[GCUBE]]{{$}}
; SPIRV-NEXT: %[[S_GC1:[0-9]+]] = OpLoad %[[SAMPLER]] %[[SAMP]]{{$}}
; SPIRV-NEXT: %[[SI_GC1:[0-9]+]] = OpSampledImage %[[SI_IMG_2]] %[[I_GC1]] %[[S_GC1]]{{$}}
; SPIRV-NEXT: %[[R_GC1:[0-9]+]] = OpImageGather %[[V4FLOAT]] %[[SI_GC1]] %[[COORD3]] %[[UINT_1]]{{$}}
; SPIRV: OpImageWrite %{{[0-9]+}} %[[UINT_6]] %[[R_GC1]]
; GCube.GatherAlpha(Samp, dir)
; SPIRV: %[[I_GC3:[0-9]+]] = OpLoad %[[IMG_2]] %[[GCUBE]]{{$}}
; SPIRV-NEXT: %[[S_GC3:[0-9]+]] = OpLoad %[[SAMPLER]] %[[SAMP]]{{$}}
; SPIRV-NEXT: %[[SI_GC3:[0-9]+]] = OpSampledImage %[[SI_IMG_2]] %[[I_GC3]] %[[S_GC3]]{{$}}
; SPIRV-NEXT: %[[R_GC3:[0-9]+]] = OpImageGather %[[V4FLOAT]] %[[SI_GC3]] %[[COORD3]] %[[UINT_3]]{{$}}
; SPIRV: OpImageWrite %{{[0-9]+}} %[[UINT_7]] %[[R_GC3]]
; GCubeA.GatherRed(Samp, dirLayer)
; SPIRV: %[[I_GCA0:[0-9]+]] = OpLoad %[[IMG_3]] %[[GCUBEA]]{{$}}
; SPIRV-NEXT: %[[S_GCA0:[0-9]+]] = OpLoad %[[SAMPLER]] %[[SAMP]]{{$}}
; SPIRV-NEXT: %[[SI_GCA0:[0-9]+]] = OpSampledImage %[[SI_IMG_3]] %[[I_GCA0]] %[[S_GCA0]]{{$}}
; SPIRV-NEXT: %[[R_GCA0:[0-9]+]] = OpImageGather %[[V4FLOAT]] %[[SI_GCA0]] %[[COORD4]] %[[UINT_0]]{{$}}
; SPIRV: OpImageWrite %{{[0-9]+}} %[[UINT_8]] %[[R_GCA0]]
; GCubeA.GatherAlpha(Samp, dirLayer)
; SPIRV: %[[I_GCA3:[0-9]+]] = OpLoad %[[IMG_3]] %[[GCUBEA]]{{$}}
; SPIRV-NEXT: %[[S_GCA3:[0-9]+]] = OpLoad %[[SAMPLER]] %[[SAMP]]{{$}}
; SPIRV-NEXT: %[[SI_GCA3:[0-9]+]] = OpSampledImage %[[SI_IMG_3]] %[[I_GCA3]] %[[S_GCA3]]{{$}}
; SPIRV-NEXT: %[[R_GCA3:[0-9]+]] = OpImageGather %[[V4FLOAT]] %[[SI_GCA3]] %[[COORD4]] %[[UINT_3]]{{$}}
; SPIRV: OpImageWrite %{{[0-9]+}} %[[UINT_9]] %[[R_GCA3]]
; GI.GatherGreen(Samp, uv)
; SPIRV: %[[I_GI1:[0-9]+]] = OpLoad %[[IMG_4]] %[[GI]]{{$}}
; SPIRV-NEXT: %[[S_GI1:[0-9]+]] = OpLoad %[[SAMPLER]] %[[SAMP]]{{$}}
; SPIRV-NEXT: %[[SI_GI1:[0-9]+]] = OpSampledImage %[[SI_IMG_4]] %[[I_GI1]] %[[S_GI1]]{{$}}
; SPIRV-NEXT: %[[T_GI1:[0-9]+]] = OpImageGather %[[V4INT]] %[[SI_GI1]] %[[COORD2]] %[[UINT_1]]{{$}}
; SPIRV-NEXT: %[[R_GI1:[0-9]+]] = OpBitcast %[[V4UINT]] %[[T_GI1]]{{$}}
; SPIRV-NEXT: %[[O_GI1:[0-9]+]] = OpLoad %[[IMG_OUTI]] %OutI{{$}}
; SPIRV-NEXT: %[[W_GI1:[0-9]+]] = OpBitcast %[[V4INT]] %[[R_GI1]]{{$}}
; SPIRV-NEXT: OpImageWrite %[[O_GI1]] %[[UINT_0]] %[[W_GI1]]{{$}}
; GU.GatherAlpha(Samp, uvw)
; SPIRV: %[[I_GU3:[0-9]+]] = OpLoad %[[IMG_5]] %[[GU]]{{$}}
; SPIRV-NEXT: %[[S_GU3:[0-9]+]] = OpLoad %[[SAMPLER]] %[[SAMP]]{{$}}
; SPIRV-NEXT: %[[SI_GU3:[0-9]+]] = OpSampledImage %[[SI_IMG_5]] %[[I_GU3]] %[[S_GU3]]{{$}}
; SPIRV-NEXT: %[[R_GU3:[0-9]+]] = OpImageGather %[[V4UINT]] %[[SI_GU3]] %[[COORD3]] %[[UINT_3]]{{$}}
; SPIRV-NEXT: %[[O_GU3:[0-9]+]] = OpLoad %[[IMG_OUTI]] %OutI{{$}}
; SPIRV-NEXT: %[[W_GU3:[0-9]+]] = OpBitcast %[[V4INT]] %[[R_GU3]]{{$}}
; SPIRV-NEXT: OpImageWrite %[[O_GU3]] %[[UINT_1]] %[[W_GU3]]{{$}}
; GH.GatherBlue(Samp, dir)
; SPIRV: %[[I_GH2:[0-9]+]] = OpLoad %[[IMG_2]] %[[GH]]{{$}}
; SPIRV-NEXT: %[[S_GH2:[0-9]+]] = OpLoad %[[SAMPLER]] %[[SAMP]]{{$}}
; SPIRV-NEXT: %[[SI_GH2:[0-9]+]] = OpSampledImage %[[SI_IMG_2]] %[[I_GH2]] %[[S_GH2]]{{$}}
; SPIRV-NEXT: %[[R_GH2:[0-9]+]] = OpImageGather %[[V4FLOAT]] %[[SI_GH2]] %[[COORD3]] %[[UINT_2]]{{$}}
; SPIRV: %[[H_GH2:[0-9]+]] = OpFConvert %[[V4HALF]] %[[R_GH2]]{{$}}
; SPIRV: %[[V_GH2:[0-9]+]] = OpFConvert %[[V4FLOAT]] %[[H_GH2]]{{$}}
; SPIRV: OpImageWrite %{{[0-9]+}} %[[UINT_10]] %[[V_GH2]]
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
target triple = "spirv-unknown-vulkan1.3-compute"

@G2D.name = private unnamed_addr constant [4 x i8] c"G2D\00"
@G2DA.name = private unnamed_addr constant [5 x i8] c"G2DA\00"
@GCube.name = private unnamed_addr constant [6 x i8] c"GCube\00"
@GCubeA.name = private unnamed_addr constant [7 x i8] c"GCubeA\00"
@GI.name = private unnamed_addr constant [3 x i8] c"GI\00"
@GU.name = private unnamed_addr constant [3 x i8] c"GU\00"
@GH.name = private unnamed_addr constant [3 x i8] c"GH\00"
@Samp.name = private unnamed_addr constant [5 x i8] c"Samp\00"
@Out.name = private unnamed_addr constant [4 x i8] c"Out\00"
@OutI.name = private unnamed_addr constant [5 x i8] c"OutI\00"

define void @main() #0 {
entry:
  %G2D = call target("spirv.Image", float, 1, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_0_0_1_0t(i32 0, i32 1, i32 1, i32 0, ptr @G2D.name)
  %G2DA = call target("spirv.Image", float, 1, 2, 1, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_1_0_1_0t(i32 0, i32 2, i32 1, i32 0, ptr @G2DA.name)
  %GCube = call target("spirv.Image", float, 3, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_3_2_0_0_1_0t(i32 0, i32 3, i32 1, i32 0, ptr @GCube.name)
  %GCubeA = call target("spirv.Image", float, 3, 2, 1, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_3_2_1_0_1_0t(i32 0, i32 4, i32 1, i32 0, ptr @GCubeA.name)
  %GI = call target("spirv.SignedImage", i32, 1, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.SignedImage_i32_1_2_0_0_1_0t(i32 0, i32 5, i32 1, i32 0, ptr @GI.name)
  %GU = call target("spirv.Image", i32, 1, 2, 1, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_i32_1_2_1_0_1_0t(i32 0, i32 6, i32 1, i32 0, ptr @GU.name)
  %GH = call target("spirv.Image", half, 3, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f16_3_2_0_0_1_0t(i32 0, i32 7, i32 1, i32 0, ptr @GH.name)
  %Samp = call target("spirv.Sampler") @llvm.spv.resource.handlefrombinding.tspirv.Samplert(i32 0, i32 8, i32 1, i32 0, ptr @Samp.name)
  %out = call target("spirv.Image", float, 5, 2, 0, 0, 2, 1) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_2_1t(i32 0, i32 20, i32 1, i32 0, ptr @Out.name)
  %outi = call target("spirv.SignedImage", i32, 5, 2, 0, 0, 2, 21) @llvm.spv.resource.handlefrombinding.tspirv.SignedImage_i32_5_2_0_0_2_21t(i32 0, i32 21, i32 1, i32 0, ptr @OutI.name)
  ; G2D.GatherRed(Samp, uv)
  %g0 = call <4 x float> @llvm.spv.resource.gather.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) %G2D, target("spirv.Sampler") %Samp, <2 x float> <float 2.500000e-01, float 7.500000e-01>, i32 0, <2 x i32> zeroinitializer)
  %g0.out = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_1t(target("spirv.Image", float, 5, 2, 0, 0, 2, 1) %out, i32 0)
  store <4 x float> %g0, ptr addrspace(11) %g0.out, align 16
  ; G2D.GatherGreen(Samp, uv)
  %g1 = call <4 x float> @llvm.spv.resource.gather.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) %G2D, target("spirv.Sampler") %Samp, <2 x float> <float 2.500000e-01, float 7.500000e-01>, i32 1, <2 x i32> zeroinitializer)
  %g1.out = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_1t(target("spirv.Image", float, 5, 2, 0, 0, 2, 1) %out, i32 1)
  store <4 x float> %g1, ptr addrspace(11) %g1.out, align 16
  ; G2D.GatherBlue(Samp, uv)
  %g2 = call <4 x float> @llvm.spv.resource.gather.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) %G2D, target("spirv.Sampler") %Samp, <2 x float> <float 2.500000e-01, float 7.500000e-01>, i32 2, <2 x i32> zeroinitializer)
  %g2.out = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_1t(target("spirv.Image", float, 5, 2, 0, 0, 2, 1) %out, i32 2)
  store <4 x float> %g2, ptr addrspace(11) %g2.out, align 16
  ; G2D.GatherAlpha(Samp, uv)
  %g3 = call <4 x float> @llvm.spv.resource.gather.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) %G2D, target("spirv.Sampler") %Samp, <2 x float> <float 2.500000e-01, float 7.500000e-01>, i32 3, <2 x i32> zeroinitializer)
  %g3.out = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_1t(target("spirv.Image", float, 5, 2, 0, 0, 2, 1) %out, i32 3)
  store <4 x float> %g3, ptr addrspace(11) %g3.out, align 16
  ; G2DA.Gather(Samp, uvw)
  %ga0 = call <4 x float> @llvm.spv.resource.gather.v4f32.tspirv.Image_f32_1_2_1_0_1_0t.tspirv.Samplert.v3f32.v2i32(target("spirv.Image", float, 1, 2, 1, 0, 1, 0) %G2DA, target("spirv.Sampler") %Samp, <3 x float> <float 2.500000e-01, float 7.500000e-01, float 5.000000e-01>, i32 0, <2 x i32> zeroinitializer)
  %ga0.out = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_1t(target("spirv.Image", float, 5, 2, 0, 0, 2, 1) %out, i32 4)
  store <4 x float> %ga0, ptr addrspace(11) %ga0.out, align 16
  ; G2DA.GatherBlue(Samp, uvw)
  %ga2 = call <4 x float> @llvm.spv.resource.gather.v4f32.tspirv.Image_f32_1_2_1_0_1_0t.tspirv.Samplert.v3f32.v2i32(target("spirv.Image", float, 1, 2, 1, 0, 1, 0) %G2DA, target("spirv.Sampler") %Samp, <3 x float> <float 2.500000e-01, float 7.500000e-01, float 5.000000e-01>, i32 2, <2 x i32> zeroinitializer)
  %ga2.out = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_1t(target("spirv.Image", float, 5, 2, 0, 0, 2, 1) %out, i32 5)
  store <4 x float> %ga2, ptr addrspace(11) %ga2.out, align 16
  ; GCube.GatherGreen(Samp, dir)
  %gc1 = call <4 x float> @llvm.spv.resource.gather.v4f32.tspirv.Image_f32_3_2_0_0_1_0t.tspirv.Samplert.v3f32.v3i32(target("spirv.Image", float, 3, 2, 0, 0, 1, 0) %GCube, target("spirv.Sampler") %Samp, <3 x float> <float 2.500000e-01, float 7.500000e-01, float 5.000000e-01>, i32 1, <3 x i32> zeroinitializer)
  %gc1.out = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_1t(target("spirv.Image", float, 5, 2, 0, 0, 2, 1) %out, i32 6)
  store <4 x float> %gc1, ptr addrspace(11) %gc1.out, align 16
  ; GCube.GatherAlpha(Samp, dir)
  %gc3 = call <4 x float> @llvm.spv.resource.gather.v4f32.tspirv.Image_f32_3_2_0_0_1_0t.tspirv.Samplert.v3f32.v3i32(target("spirv.Image", float, 3, 2, 0, 0, 1, 0) %GCube, target("spirv.Sampler") %Samp, <3 x float> <float 2.500000e-01, float 7.500000e-01, float 5.000000e-01>, i32 3, <3 x i32> zeroinitializer)
  %gc3.out = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_1t(target("spirv.Image", float, 5, 2, 0, 0, 2, 1) %out, i32 7)
  store <4 x float> %gc3, ptr addrspace(11) %gc3.out, align 16
  ; GCubeA.GatherRed(Samp, dirLayer)
  %gca0 = call <4 x float> @llvm.spv.resource.gather.v4f32.tspirv.Image_f32_3_2_1_0_1_0t.tspirv.Samplert.v4f32.v3i32(target("spirv.Image", float, 3, 2, 1, 0, 1, 0) %GCubeA, target("spirv.Sampler") %Samp, <4 x float> <float 2.500000e-01, float 7.500000e-01, float 5.000000e-01, float 3.750000e-01>, i32 0, <3 x i32> zeroinitializer)
  %gca0.out = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_1t(target("spirv.Image", float, 5, 2, 0, 0, 2, 1) %out, i32 8)
  store <4 x float> %gca0, ptr addrspace(11) %gca0.out, align 16
  ; GCubeA.GatherAlpha(Samp, dirLayer)
  %gca3 = call <4 x float> @llvm.spv.resource.gather.v4f32.tspirv.Image_f32_3_2_1_0_1_0t.tspirv.Samplert.v4f32.v3i32(target("spirv.Image", float, 3, 2, 1, 0, 1, 0) %GCubeA, target("spirv.Sampler") %Samp, <4 x float> <float 2.500000e-01, float 7.500000e-01, float 5.000000e-01, float 3.750000e-01>, i32 3, <3 x i32> zeroinitializer)
  %gca3.out = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_1t(target("spirv.Image", float, 5, 2, 0, 0, 2, 1) %out, i32 9)
  store <4 x float> %gca3, ptr addrspace(11) %gca3.out, align 16
  ; GI.GatherGreen(Samp, uv)
  %gi1 = call <4 x i32> @llvm.spv.resource.gather.v4i32.tspirv.SignedImage_i32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.SignedImage", i32, 1, 2, 0, 0, 1, 0) %GI, target("spirv.Sampler") %Samp, <2 x float> <float 2.500000e-01, float 7.500000e-01>, i32 1, <2 x i32> zeroinitializer)
  %gi1.out = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.SignedImage_i32_5_2_0_0_2_21t(target("spirv.SignedImage", i32, 5, 2, 0, 0, 2, 21) %outi, i32 0)
  store <4 x i32> %gi1, ptr addrspace(11) %gi1.out, align 16
  ; GU.GatherAlpha(Samp, uvw)
  %gu3 = call <4 x i32> @llvm.spv.resource.gather.v4i32.tspirv.Image_i32_1_2_1_0_1_0t.tspirv.Samplert.v3f32.v2i32(target("spirv.Image", i32, 1, 2, 1, 0, 1, 0) %GU, target("spirv.Sampler") %Samp, <3 x float> <float 2.500000e-01, float 7.500000e-01, float 5.000000e-01>, i32 3, <2 x i32> zeroinitializer)
  %gu3.out = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.SignedImage_i32_5_2_0_0_2_21t(target("spirv.SignedImage", i32, 5, 2, 0, 0, 2, 21) %outi, i32 1)
  store <4 x i32> %gu3, ptr addrspace(11) %gu3.out, align 16
  ; GH.GatherBlue(Samp, dir)
  %gh2 = call <4 x half> @llvm.spv.resource.gather.v4f16.tspirv.Image_f16_3_2_0_0_1_0t.tspirv.Samplert.v3f32.v3i32(target("spirv.Image", half, 3, 2, 0, 0, 1, 0) %GH, target("spirv.Sampler") %Samp, <3 x float> <float 2.500000e-01, float 7.500000e-01, float 5.000000e-01>, i32 2, <3 x i32> zeroinitializer)
  %gh2.f32 = fpext <4 x half> %gh2 to <4 x float>
  %gh2.out = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_1t(target("spirv.Image", float, 5, 2, 0, 0, 2, 1) %out, i32 10)
  store <4 x float> %gh2.f32, ptr addrspace(11) %gh2.out, align 16
  ret void
}

declare target("spirv.Image", float, 1, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_0_0_1_0t(i32, i32, i32, i32, ptr) #3
declare target("spirv.Image", float, 1, 2, 1, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_1_0_1_0t(i32, i32, i32, i32, ptr) #3
declare target("spirv.Image", float, 3, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_3_2_0_0_1_0t(i32, i32, i32, i32, ptr) #3
declare target("spirv.Image", float, 3, 2, 1, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_3_2_1_0_1_0t(i32, i32, i32, i32, ptr) #3
declare target("spirv.SignedImage", i32, 1, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.SignedImage_i32_1_2_0_0_1_0t(i32, i32, i32, i32, ptr) #3
declare target("spirv.Image", i32, 1, 2, 1, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_i32_1_2_1_0_1_0t(i32, i32, i32, i32, ptr) #3
declare target("spirv.Image", half, 3, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f16_3_2_0_0_1_0t(i32, i32, i32, i32, ptr) #3
declare target("spirv.Sampler") @llvm.spv.resource.handlefrombinding.tspirv.Samplert(i32, i32, i32, i32, ptr) #3
declare target("spirv.Image", float, 5, 2, 0, 0, 2, 1) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_2_1t(i32, i32, i32, i32, ptr) #3
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_1t(target("spirv.Image", float, 5, 2, 0, 0, 2, 1), i32) #3
declare target("spirv.SignedImage", i32, 5, 2, 0, 0, 2, 21) @llvm.spv.resource.handlefrombinding.tspirv.SignedImage_i32_5_2_0_0_2_21t(i32, i32, i32, i32, ptr) #3
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.SignedImage_i32_5_2_0_0_2_21t(target("spirv.SignedImage", i32, 5, 2, 0, 0, 2, 21), i32) #3
declare <4 x float> @llvm.spv.resource.gather.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0), target("spirv.Sampler"), <2 x float>, i32, <2 x i32>) #2
declare <4 x float> @llvm.spv.resource.gather.v4f32.tspirv.Image_f32_1_2_1_0_1_0t.tspirv.Samplert.v3f32.v2i32(target("spirv.Image", float, 1, 2, 1, 0, 1, 0), target("spirv.Sampler"), <3 x float>, i32, <2 x i32>) #2
declare <4 x float> @llvm.spv.resource.gather.v4f32.tspirv.Image_f32_3_2_0_0_1_0t.tspirv.Samplert.v3f32.v3i32(target("spirv.Image", float, 3, 2, 0, 0, 1, 0), target("spirv.Sampler"), <3 x float>, i32, <3 x i32>) #2
declare <4 x float> @llvm.spv.resource.gather.v4f32.tspirv.Image_f32_3_2_1_0_1_0t.tspirv.Samplert.v4f32.v3i32(target("spirv.Image", float, 3, 2, 1, 0, 1, 0), target("spirv.Sampler"), <4 x float>, i32, <3 x i32>) #2
declare <4 x i32> @llvm.spv.resource.gather.v4i32.tspirv.SignedImage_i32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.SignedImage", i32, 1, 2, 0, 0, 1, 0), target("spirv.Sampler"), <2 x float>, i32, <2 x i32>) #2
declare <4 x i32> @llvm.spv.resource.gather.v4i32.tspirv.Image_i32_1_2_1_0_1_0t.tspirv.Samplert.v3f32.v2i32(target("spirv.Image", i32, 1, 2, 1, 0, 1, 0), target("spirv.Sampler"), <3 x float>, i32, <2 x i32>) #2
declare <4 x half> @llvm.spv.resource.gather.v4f16.tspirv.Image_f16_3_2_0_0_1_0t.tspirv.Samplert.v3f32.v3i32(target("spirv.Image", half, 3, 2, 0, 0, 1, 0), target("spirv.Sampler"), <3 x float>, i32, <3 x i32>) #2

attributes #0 = { "hlsl.numthreads"="1,1,1" "hlsl.shader"="compute" }
attributes #1 = { convergent nocallback nofree nosync nounwind willreturn memory(read) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(read) }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(none) }
