; CalculateLevelOfDetail / CalculateLevelOfDetailUnclamped on every kind, in a
; pixel shader: OpImageQueryLod returns a float vec2 (x: the LOD the sampler
; would use, clamped; y: unclamped); the intrinsic's float is lane 0 / lane 1.
; Coordinates leave out the array layer (1D 1, 2D / 2DArray 2, 3D / Cube /
; CubeArray 3). A half result (min16float LOD) is that float narrowed with
; fptrunc. Capability ImageQuery.
;
; Source (HLSL):
;   [[vk::binding(1, 0)]] Texture1D<float4> L1D;
;   [[vk::binding(2, 0)]] Texture2D<float4> L2D;
;   [[vk::binding(3, 0)]] Texture2DArray<half4> L2DA;
;   [[vk::binding(4, 0)]] Texture3D<float> L3D;
;   [[vk::binding(5, 0)]] TextureCube<float4> LCube;
;   [[vk::binding(6, 0)]] TextureCubeArray<float4> LCubeA;
;   [[vk::binding(7, 0)]] SamplerState Samp;
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
; IR-NEXT: [[M_L1D:%.*]] = call <2 x float> @texel.spv.query_lod.f32_0_2_0_0_1_0.i0_1_0.s0_7_0.m0(i32 0, i32 0, float 2.500000e-01)
; IR-NEXT: %l1d = extractelement <2 x float> [[M_L1D]], i32 0
; IR: [[M_U1D:%.*]] = call <2 x float> @texel.spv.query_lod.f32_0_2_0_0_1_0.i0_1_0.s0_7_0.m0(i32 0, i32 0, float 2.500000e-01)
; IR-NEXT: %u1d = extractelement <2 x float> [[M_U1D]], i32 1
; IR: [[M_L2D:%.*]] = call <2 x float> @texel.spv.query_lod.f32_1_2_0_0_1_0.i0_2_0.s0_7_0.m0(i32 0, i32 0, <2 x float> <float 2.500000e-01, float 7.500000e-01>)
; IR-NEXT: %l2d = extractelement <2 x float> [[M_L2D]], i32 0
; IR: [[M_U2D:%.*]] = call <2 x float> @texel.spv.query_lod.f32_1_2_0_0_1_0.i0_2_0.s0_7_0.m0(i32 0, i32 0, <2 x float> <float 2.500000e-01, float 7.500000e-01>)
; IR-NEXT: %u2d = extractelement <2 x float> [[M_U2D]], i32 1
; IR: [[M_L2DA:%.*]] = call <2 x float> @texel.spv.query_lod.f32_1_2_1_0_1_0.i0_3_0.s0_7_0.m0(i32 0, i32 0, <2 x float> <float 2.500000e-01, float 7.500000e-01>)
; IR-NEXT: %l2da = extractelement <2 x float> [[M_L2DA]], i32 0
; IR: [[M_U2DA:%.*]] = call <2 x float> @texel.spv.query_lod.f32_1_2_1_0_1_0.i0_3_0.s0_7_0.m0(i32 0, i32 0, <2 x float> <float 2.500000e-01, float 7.500000e-01>)
; IR-NEXT: %u2da = extractelement <2 x float> [[M_U2DA]], i32 1
; IR: [[M_L3D:%.*]] = call <2 x float> @texel.spv.query_lod.f32_2_2_0_0_1_0.i0_4_0.s0_7_0.m0(i32 0, i32 0, <3 x float> <float 2.500000e-01, float 7.500000e-01, float 5.000000e-01>)
; IR-NEXT: %l3d = extractelement <2 x float> [[M_L3D]], i32 0
; IR: [[M_U3D:%.*]] = call <2 x float> @texel.spv.query_lod.f32_2_2_0_0_1_0.i0_4_0.s0_7_0.m0(i32 0, i32 0, <3 x float> <float 2.500000e-01, float 7.500000e-01, float 5.000000e-01>)
; IR-NEXT: %u3d = extractelement <2 x float> [[M_U3D]], i32 1
; IR: [[M_LCUBE:%.*]] = call <2 x float> @texel.spv.query_lod.f32_3_2_0_0_1_0.i0_5_0.s0_7_0.m0(i32 0, i32 0, <3 x float> <float 2.500000e-01, float 7.500000e-01, float 5.000000e-01>)
; IR-NEXT: %lcube = extractelement <2 x float> [[M_LCUBE]], i32 0
; IR: [[M_UCUBE:%.*]] = call <2 x float> @texel.spv.query_lod.f32_3_2_0_0_1_0.i0_5_0.s0_7_0.m0(i32 0, i32 0, <3 x float> <float 2.500000e-01, float 7.500000e-01, float 5.000000e-01>)
; IR-NEXT: %ucube = extractelement <2 x float> [[M_UCUBE]], i32 1
; IR: [[M_LCUBEA:%.*]] = call <2 x float> @texel.spv.query_lod.f32_3_2_1_0_1_0.i0_6_0.s0_7_0.m0(i32 0, i32 0, <3 x float> <float 2.500000e-01, float 7.500000e-01, float 5.000000e-01>)
; IR-NEXT: %lcubea = extractelement <2 x float> [[M_LCUBEA]], i32 0
; IR: [[M_UCUBEA:%.*]] = call <2 x float> @texel.spv.query_lod.f32_3_2_1_0_1_0.i0_6_0.s0_7_0.m0(i32 0, i32 0, <3 x float> <float 2.500000e-01, float 7.500000e-01, float 5.000000e-01>)
; IR-NEXT: %ucubea = extractelement <2 x float> [[M_UCUBEA]], i32 1
; IR: [[M_HL2DA:%.*]] = call <2 x float> @texel.spv.query_lod.f32_1_2_1_0_1_0.i0_3_0.s0_7_0.m0(i32 0, i32 0, <2 x float> <float 2.500000e-01, float 7.500000e-01>)
; IR-NEXT: [[X_HL2DA:%.*]] = extractelement <2 x float> [[M_HL2DA]], i32 0
; IR-NEXT: %hl2da = fptrunc float [[X_HL2DA]] to half
; IR: [[M_HU2DA:%.*]] = call <2 x float> @texel.spv.query_lod.f32_1_2_1_0_1_0.i0_3_0.s0_7_0.m0(i32 0, i32 0, <2 x float> <float 2.500000e-01, float 7.500000e-01>)
; IR-NEXT: [[X_HU2DA:%.*]] = extractelement <2 x float> [[M_HU2DA]], i32 1
; IR-NEXT: %hu2da = fptrunc float [[X_HU2DA]] to half
; IR: ret void
; IR-DAG: declare <2 x float> @texel.spv.query_lod.f32_0_2_0_0_1_0.i0_1_0.s0_7_0.m0(i32, i32, float) #[[CONVERGENT:[0-9]+]]
; IR-DAG: declare <2 x float> @texel.spv.query_lod.f32_1_2_0_0_1_0.i0_2_0.s0_7_0.m0(i32, i32, <2 x float>) #[[CONVERGENT]]
; IR-DAG: declare <2 x float> @texel.spv.query_lod.f32_1_2_1_0_1_0.i0_3_0.s0_7_0.m0(i32, i32, <2 x float>) #[[CONVERGENT]]
; IR-DAG: declare <2 x float> @texel.spv.query_lod.f32_2_2_0_0_1_0.i0_4_0.s0_7_0.m0(i32, i32, <3 x float>) #[[CONVERGENT]]
; IR-DAG: declare <2 x float> @texel.spv.query_lod.f32_3_2_0_0_1_0.i0_5_0.s0_7_0.m0(i32, i32, <3 x float>) #[[CONVERGENT]]
; IR-DAG: declare <2 x float> @texel.spv.query_lod.f32_3_2_1_0_1_0.i0_6_0.s0_7_0.m0(i32, i32, <3 x float>) #[[CONVERGENT]]
; IR-DAG: attributes #[[CONVERGENT]] = { convergent nounwind }

; SPIR-V: one UniformConstant variable per binding; each operation loads the
; image and the sampler and builds a fresh OpSampledImage right before the
; image instruction.
; SPIRV-DAG: OpCapability Shader
; SPIRV-DAG: OpCapability ImageQuery
; SPIRV-DAG: OpCapability Sampled1D
; SPIRV-DAG: OpCapability SampledCubeArray
; SPIRV: OpMemoryModel Logical GLSL450
; SPIRV: OpEntryPoint Fragment %main "main"
; SPIRV-DAG: OpExecutionMode %main OriginUpperLeft
; SPIRV-DAG: OpDecorate %[[L1D:[A-Za-z0-9_]+]] Binding 1{{$}}
; SPIRV-DAG: OpDecorate %[[L1D]] DescriptorSet 0{{$}}
; SPIRV-DAG: OpDecorate %[[L2D:[A-Za-z0-9_]+]] Binding 2{{$}}
; SPIRV-DAG: OpDecorate %[[L2D]] DescriptorSet 0{{$}}
; SPIRV-DAG: OpDecorate %[[L2DA:[A-Za-z0-9_]+]] Binding 3{{$}}
; SPIRV-DAG: OpDecorate %[[L2DA]] DescriptorSet 0{{$}}
; SPIRV-DAG: OpDecorate %[[L3D:[A-Za-z0-9_]+]] Binding 4{{$}}
; SPIRV-DAG: OpDecorate %[[L3D]] DescriptorSet 0{{$}}
; SPIRV-DAG: OpDecorate %[[LCUBE:[A-Za-z0-9_]+]] Binding 5{{$}}
; SPIRV-DAG: OpDecorate %[[LCUBE]] DescriptorSet 0{{$}}
; SPIRV-DAG: OpDecorate %[[LCUBEA:[A-Za-z0-9_]+]] Binding 6{{$}}
; SPIRV-DAG: OpDecorate %[[LCUBEA]] DescriptorSet 0{{$}}
; SPIRV-DAG: OpDecorate %[[SAMP:[A-Za-z0-9_]+]] Binding 7{{$}}
; SPIRV-DAG: OpDecorate %[[SAMP]] DescriptorSet 0{{$}}
; SPIRV-DAG: %[[FLOAT:[A-Za-z0-9_]+]] = OpTypeFloat 32{{$}}
; SPIRV-DAG: %[[UINT:[A-Za-z0-9_]+]] = OpTypeInt 32 0{{$}}
; SPIRV-DAG: %[[V2FLOAT:[A-Za-z0-9_]+]] = OpTypeVector %[[FLOAT]] 2{{$}}
; SPIRV-DAG: %[[V3FLOAT:[A-Za-z0-9_]+]] = OpTypeVector %[[FLOAT]] 3{{$}}
; SPIRV-DAG: %[[HALF:[A-Za-z0-9_]+]] = OpTypeFloat 16{{$}}
; SPIRV-DAG: %[[IMG_0:[A-Za-z0-9_]+]] = OpTypeImage %[[FLOAT]] 1D 2 0 0 1 Unknown{{$}}
; SPIRV-DAG: %[[IMG_1:[A-Za-z0-9_]+]] = OpTypeImage %[[FLOAT]] 2D 2 0 0 1 Unknown{{$}}
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
; SPIRV-DAG: %[[F_0_25:[A-Za-z0-9_]+]] = OpConstant %[[FLOAT]] 0.25{{$}}
; SPIRV-DAG: %[[F_0_5:[A-Za-z0-9_]+]] = OpConstant %[[FLOAT]] 0.5{{$}}
; SPIRV-DAG: %[[F_0_75:[A-Za-z0-9_]+]] = OpConstant %[[FLOAT]] 0.75{{$}}
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
; SPIRV-DAG: %[[COORD2:[A-Za-z0-9_]+]] = OpConstantComposite %[[V2FLOAT]] %[[F_0_25]] %[[F_0_75]]{{$}}
; SPIRV-DAG: %[[COORD3:[A-Za-z0-9_]+]] = OpConstantComposite %[[V3FLOAT]] %[[F_0_25]] %[[F_0_75]] %[[F_0_5]]{{$}}
; SPIRV-DAG: %[[L1D]] = OpVariable %[[PTR_IMG_0]] UniformConstant{{$}}
; SPIRV-DAG: %[[L2D]] = OpVariable %[[PTR_IMG_1]] UniformConstant{{$}}
; SPIRV-DAG: %[[L2DA]] = OpVariable %[[PTR_IMG_2]] UniformConstant{{$}}
; SPIRV-DAG: %[[L3D]] = OpVariable %[[PTR_IMG_3]] UniformConstant{{$}}
; SPIRV-DAG: %[[LCUBE]] = OpVariable %[[PTR_IMG_4]] UniformConstant{{$}}
; SPIRV-DAG: %[[LCUBEA]] = OpVariable %[[PTR_IMG_5]] UniformConstant{{$}}
; SPIRV-DAG: %[[SAMP]] = OpVariable %[[PTR_SAMPLER]] UniformConstant{{$}}
; SPIRV-LABEL: %main = OpFunction
; L1D.CalculateLevelOfDetail(Samp, u)
; SPIRV: %[[I_L1D:[0-9]+]] = OpLoad %[[IMG_0]] %[[L1D]]{{$}}
; SPIRV-NEXT: %[[S_L1D:[0-9]+]] = OpLoad %[[SAMPLER]] %[[SAMP]]{{$}}
; SPIRV-NEXT: %[[SI_L1D:[0-9]+]] = OpSampledImage %[[SI_IMG_0]] %[[I_L1D]] %[[S_L1D]]{{$}}
; SPIRV-NEXT: %[[R_L1D:[0-9]+]] = OpImageQueryLod %[[V2FLOAT]] %[[SI_L1D]] %[[F_0_25]]{{$}}
; SPIRV: %[[V_L1D:[0-9]+]] = OpCompositeExtract %[[FLOAT]] %[[R_L1D]] 0{{$}}
; SPIRV: OpImageWrite %{{[0-9]+}} %[[UINT_0]] %[[V_L1D]]
; L1D.CalculateLevelOfDetailUnclamped(Samp, u)
; SPIRV: %[[I_U1D:[0-9]+]] = OpLoad %[[IMG_0]] %[[L1D]]{{$}}
; SPIRV-NEXT: %[[S_U1D:[0-9]+]] = OpLoad %[[SAMPLER]] %[[SAMP]]{{$}}
; SPIRV-NEXT: %[[SI_U1D:[0-9]+]] = OpSampledImage %[[SI_IMG_0]] %[[I_U1D]] %[[S_U1D]]{{$}}
; SPIRV-NEXT: %[[R_U1D:[0-9]+]] = OpImageQueryLod %[[V2FLOAT]] %[[SI_U1D]] %[[F_0_25]]{{$}}
; SPIRV: %[[V_U1D:[0-9]+]] = OpCompositeExtract %[[FLOAT]] %[[R_U1D]] 1{{$}}
; SPIRV: OpImageWrite %{{[0-9]+}} %[[UINT_1]] %[[V_U1D]]
; L2D.CalculateLevelOfDetail(Samp, uv)
; SPIRV: %[[I_L2D:[0-9]+]] = OpLoad %[[IMG_1]] %[[L2D]]{{$}}
; SPIRV-NEXT: %[[S_L2D:[0-9]+]] = OpLoad %[[SAMPLER]] %[[SAMP]]{{$}}
; SPIRV-NEXT: %[[SI_L2D:[0-9]+]] = OpSampledImage %[[SI_IMG_1]] %[[I_L2D]] %[[S_L2D]]{{$}}
; SPIRV-NEXT: %[[R_L2D:[0-9]+]] = OpImageQueryLod %[[V2FLOAT]] %[[SI_L2D]] %[[COORD2]]{{$}}
; SPIRV: %[[V_L2D:[0-9]+]] = OpCompositeExtract %[[FLOAT]] %[[R_L2D]] 0{{$}}
; SPIRV: OpImageWrite %{{[0-9]+}} %[[UINT_2]] %[[V_L2D]]
; L2D.CalculateLevelOfDetailUnclamped(Samp, uv)
; SPIRV: %[[I_U2D:[0-9]+]] = OpLoad %[[IMG_1]] %[[L2D]]{{$}}
; SPIRV-NEXT: %[[S_U2D:[0-9]+]] = OpLoad %[[SAMPLER]] %[[SAMP]]{{$}}
; SPIRV-NEXT: %[[SI_U2D:[0-9]+]] = OpSampledImage %[[SI_IMG_1]] %[[I_U2D]] %[[S_U2D]]{{$}}
; SPIRV-NEXT: %[[R_U2D:[0-9]+]] = OpImageQueryLod %[[V2FLOAT]] %[[SI_U2D]] %[[COORD2]]{{$}}
; SPIRV: %[[V_U2D:[0-9]+]] = OpCompositeExtract %[[FLOAT]] %[[R_U2D]] 1{{$}}
; SPIRV: OpImageWrite %{{[0-9]+}} %[[UINT_3]] %[[V_U2D]]
; L2DA.CalculateLevelOfDetail(Samp, uv)
; SPIRV: %[[I_L2DA:[0-9]+]] = OpLoad %[[IMG_2]] %[[L2DA]]{{$}}
; SPIRV-NEXT: %[[S_L2DA:[0-9]+]] = OpLoad %[[SAMPLER]] %[[SAMP]]{{$}}
; SPIRV-NEXT: %[[SI_L2DA:[0-9]+]] = OpSampledImage %[[SI_IMG_2]] %[[I_L2DA]] %[[S_L2DA]]{{$}}
; SPIRV-NEXT: %[[R_L2DA:[0-9]+]] = OpImageQueryLod %[[V2FLOAT]] %[[SI_L2DA]] %[[COORD2]]{{$}}
; SPIRV: %[[V_L2DA:[0-9]+]] = OpCompositeExtract %[[FLOAT]] %[[R_L2DA]] 0{{$}}
; SPIRV: OpImageWrite %{{[0-9]+}} %[[UINT_4]] %[[V_L2DA]]
; L2DA.CalculateLevelOfDetailUnclamped(Samp, uv)
; SPIRV: %[[I_U2DA:[0-9]+]] = OpLoad %[[IMG_2]] %[[L2DA]]{{$}}
; SPIRV-NEXT: %[[S_U2DA:[0-9]+]] = OpLoad %[[SAMPLER]] %[[SAMP]]{{$}}
; SPIRV-NEXT: %[[SI_U2DA:[0-9]+]] = OpSampledImage %[[SI_IMG_2]] %[[I_U2DA]] %[[S_U2DA]]{{$}}
; SPIRV-NEXT: %[[R_U2DA:[0-9]+]] = OpImageQueryLod %[[V2FLOAT]] %[[SI_U2DA]] %[[COORD2]]{{$}}
; SPIRV: %[[V_U2DA:[0-9]+]] = OpCompositeExtract %[[FLOAT]] %[[R_U2DA]] 1{{$}}
; SPIRV: OpImageWrite %{{[0-9]+}} %[[UINT_5]] %[[V_U2DA]]
; L3D.CalculateLevelOfDetail(Samp, uvw)
; SPIRV: %[[I_L3D:[0-9]+]] = OpLoad %[[IMG_3]] %[[L3D]]{{$}}
; SPIRV-NEXT: %[[S_L3D:[0-9]+]] = OpLoad %[[SAMPLER]] %[[SAMP]]{{$}}
; SPIRV-NEXT: %[[SI_L3D:[0-9]+]] = OpSampledImage %[[SI_IMG_3]] %[[I_L3D]] %[[S_L3D]]{{$}}
; SPIRV-NEXT: %[[R_L3D:[0-9]+]] = OpImageQueryLod %[[V2FLOAT]] %[[SI_L3D]] %[[COORD3]]{{$}}
; SPIRV: %[[V_L3D:[0-9]+]] = OpCompositeExtract %[[FLOAT]] %[[R_L3D]] 0{{$}}
; SPIRV: OpImageWrite %{{[0-9]+}} %[[UINT_6]] %[[V_L3D]]
; L3D.CalculateLevelOfDetailUnclamped(Samp, uvw)
; SPIRV: %[[I_U3D:[0-9]+]] = OpLoad %[[IMG_3]] %[[L3D]]{{$}}
; SPIRV-NEXT: %[[S_U3D:[0-9]+]] = OpLoad %[[SAMPLER]] %[[SAMP]]{{$}}
; SPIRV-NEXT: %[[SI_U3D:[0-9]+]] = OpSampledImage %[[SI_IMG_3]] %[[I_U3D]] %[[S_U3D]]{{$}}
; SPIRV-NEXT: %[[R_U3D:[0-9]+]] = OpImageQueryLod %[[V2FLOAT]] %[[SI_U3D]] %[[COORD3]]{{$}}
; SPIRV: %[[V_U3D:[0-9]+]] = OpCompositeExtract %[[FLOAT]] %[[R_U3D]] 1{{$}}
; SPIRV: OpImageWrite %{{[0-9]+}} %[[UINT_7]] %[[V_U3D]]
; LCube.CalculateLevelOfDetail(Samp, dir)
; SPIRV: %[[I_LCUBE:[0-9]+]] = OpLoad %[[IMG_4]] %[[LCUBE]]{{$}}
; SPIRV-NEXT: %[[S_LCUBE:[0-9]+]] = OpLoad %[[SAMPLER]] %[[SAMP]]{{$}}
; SPIRV-NEXT: %[[SI_LCUBE:[0-9]+]] = OpSampledImage %[[SI_IMG_4]] %[[I_LCUBE]] %[[S_LCUBE]]{{$}}
; SPIRV-NEXT: %[[R_LCUBE:[0-9]+]] = OpImageQueryLod %[[V2FLOAT]] %[[SI_LCUBE]] %[[COORD3]]{{$}}
; SPIRV: %[[V_LCUBE:[0-9]+]] = OpCompositeExtract %[[FLOAT]] %[[R_LCUBE]] 0{{$}}
; SPIRV: OpImageWrite %{{[0-9]+}} %[[UINT_8]] %[[V_LCUBE]]
; LCube.CalculateLevelOfDetailUnclamped(Samp, dir)
; SPIRV: %[[I_UCUBE:[0-9]+]] = OpLoad %[[IMG_4]] %[[LCUBE]]{{$}}
; SPIRV-NEXT: %[[S_UCUBE:[0-9]+]] = OpLoad %[[SAMPLER]] %[[SAMP]]{{$}}
; SPIRV-NEXT: %[[SI_UCUBE:[0-9]+]] = OpSampledImage %[[SI_IMG_4]] %[[I_UCUBE]] %[[S_UCUBE]]{{$}}
; SPIRV-NEXT: %[[R_UCUBE:[0-9]+]] = OpImageQueryLod %[[V2FLOAT]] %[[SI_UCUBE]] %[[COORD3]]{{$}}
; SPIRV: %[[V_UCUBE:[0-9]+]] = OpCompositeExtract %[[FLOAT]] %[[R_UCUBE]] 1{{$}}
; SPIRV: OpImageWrite %{{[0-9]+}} %[[UINT_9]] %[[V_UCUBE]]
; LCubeA.CalculateLevelOfDetail(Samp, dir)
; SPIRV: %[[I_LCUBEA:[0-9]+]] = OpLoad %[[IMG_5]] %[[LCUBEA]]{{$}}
; SPIRV-NEXT: %[[S_LCUBEA:[0-9]+]] = OpLoad %[[SAMPLER]] %[[SAMP]]{{$}}
; SPIRV-NEXT: %[[SI_LCUBEA:[0-9]+]] = OpSampledImage %[[SI_IMG_5]] %[[I_LCUBEA]] %[[S_LCUBEA]]{{$}}
; SPIRV-NEXT: %[[R_LCUBEA:[0-9]+]] = OpImageQueryLod %[[V2FLOAT]] %[[SI_LCUBEA]] %[[COORD3]]{{$}}
; SPIRV: %[[V_LCUBEA:[0-9]+]] = OpCompositeExtract %[[FLOAT]] %[[R_LCUBEA]] 0{{$}}
; SPIRV: OpImageWrite %{{[0-9]+}} %[[UINT_10]] %[[V_LCUBEA]]
; LCubeA.CalculateLevelOfDetailUnclamped(Samp, dir)
; SPIRV: %[[I_UCUBEA:[0-9]+]] = OpLoad %[[IMG_5]] %[[LCUBEA]]{{$}}
; SPIRV-NEXT: %[[S_UCUBEA:[0-9]+]] = OpLoad %[[SAMPLER]] %[[SAMP]]{{$}}
; SPIRV-NEXT: %[[SI_UCUBEA:[0-9]+]] = OpSampledImage %[[SI_IMG_5]] %[[I_UCUBEA]] %[[S_UCUBEA]]{{$}}
; SPIRV-NEXT: %[[R_UCUBEA:[0-9]+]] = OpImageQueryLod %[[V2FLOAT]] %[[SI_UCUBEA]] %[[COORD3]]{{$}}
; SPIRV: %[[V_UCUBEA:[0-9]+]] = OpCompositeExtract %[[FLOAT]] %[[R_UCUBEA]] 1{{$}}
; SPIRV: OpImageWrite %{{[0-9]+}} %[[UINT_11]] %[[V_UCUBEA]]
; L2DA.CalculateLevelOfDetail(Samp, uv)  (half result)
; SPIRV: %[[I_HL2DA:[0-9]+]] = OpLoad %[[IMG_2]] %[[L2DA]]{{$}}
; SPIRV-NEXT: %[[S_HL2DA:[0-9]+]] = OpLoad %[[SAMPLER]] %[[SAMP]]{{$}}
; SPIRV-NEXT: %[[SI_HL2DA:[0-9]+]] = OpSampledImage %[[SI_IMG_2]] %[[I_HL2DA]] %[[S_HL2DA]]{{$}}
; SPIRV-NEXT: %[[R_HL2DA:[0-9]+]] = OpImageQueryLod %[[V2FLOAT]] %[[SI_HL2DA]] %[[COORD2]]{{$}}
; SPIRV: %[[X_HL2DA:[0-9]+]] = OpCompositeExtract %[[FLOAT]] %[[R_HL2DA]] 0{{$}}
; SPIRV: %[[H_HL2DA:[0-9]+]] = OpFConvert %[[HALF]] %[[X_HL2DA]]{{$}}
; SPIRV: %[[V_HL2DA:[0-9]+]] = OpFConvert %[[FLOAT]] %[[H_HL2DA]]{{$}}
; SPIRV: OpImageWrite %{{[0-9]+}} %[[UINT_12]] %[[V_HL2DA]]
; L2DA.CalculateLevelOfDetailUnclamped(Samp, uv)  (half result)
; SPIRV: %[[I_HU2DA:[0-9]+]] = OpLoad %[[IMG_2]] %[[L2DA]]{{$}}
; SPIRV-NEXT: %[[S_HU2DA:[0-9]+]] = OpLoad %[[SAMPLER]] %[[SAMP]]{{$}}
; SPIRV-NEXT: %[[SI_HU2DA:[0-9]+]] = OpSampledImage %[[SI_IMG_2]] %[[I_HU2DA]] %[[S_HU2DA]]{{$}}
; SPIRV-NEXT: %[[R_HU2DA:[0-9]+]] = OpImageQueryLod %[[V2FLOAT]] %[[SI_HU2DA]] %[[COORD2]]{{$}}
; SPIRV: %[[X_HU2DA:[0-9]+]] = OpCompositeExtract %[[FLOAT]] %[[R_HU2DA]] 1{{$}}
; SPIRV: %[[H_HU2DA:[0-9]+]] = OpFConvert %[[HALF]] %[[X_HU2DA]]{{$}}
; SPIRV: %[[V_HU2DA:[0-9]+]] = OpFConvert %[[FLOAT]] %[[H_HU2DA]]{{$}}
; SPIRV: OpImageWrite %{{[0-9]+}} %[[UINT_13]] %[[V_HU2DA]]
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

@L1D.name = private unnamed_addr constant [4 x i8] c"L1D\00"
@L2D.name = private unnamed_addr constant [4 x i8] c"L2D\00"
@L2DA.name = private unnamed_addr constant [5 x i8] c"L2DA\00"
@L3D.name = private unnamed_addr constant [4 x i8] c"L3D\00"
@LCube.name = private unnamed_addr constant [6 x i8] c"LCube\00"
@LCubeA.name = private unnamed_addr constant [7 x i8] c"LCubeA\00"
@Samp.name = private unnamed_addr constant [5 x i8] c"Samp\00"
@OutF.name = private unnamed_addr constant [5 x i8] c"OutF\00"

define void @main() #0 {
entry:
  %L1D = call target("spirv.Image", float, 0, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_0_2_0_0_1_0t(i32 0, i32 1, i32 1, i32 0, ptr @L1D.name)
  %L2D = call target("spirv.Image", float, 1, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_0_0_1_0t(i32 0, i32 2, i32 1, i32 0, ptr @L2D.name)
  %L2DA = call target("spirv.Image", half, 1, 2, 1, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f16_1_2_1_0_1_0t(i32 0, i32 3, i32 1, i32 0, ptr @L2DA.name)
  %L3D = call target("spirv.Image", float, 2, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_2_2_0_0_1_0t(i32 0, i32 4, i32 1, i32 0, ptr @L3D.name)
  %LCube = call target("spirv.Image", float, 3, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_3_2_0_0_1_0t(i32 0, i32 5, i32 1, i32 0, ptr @LCube.name)
  %LCubeA = call target("spirv.Image", float, 3, 2, 1, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_3_2_1_0_1_0t(i32 0, i32 6, i32 1, i32 0, ptr @LCubeA.name)
  %Samp = call target("spirv.Sampler") @llvm.spv.resource.handlefrombinding.tspirv.Samplert(i32 0, i32 7, i32 1, i32 0, ptr @Samp.name)
  %outf = call target("spirv.Image", float, 5, 2, 0, 0, 2, 3) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_2_3t(i32 0, i32 20, i32 1, i32 0, ptr @OutF.name)
  ; L1D.CalculateLevelOfDetail(Samp, u)
  %l1d = call float @llvm.spv.resource.calculate.lod.f32.tspirv.Image_f32_0_2_0_0_1_0t.tspirv.Samplert.f32(target("spirv.Image", float, 0, 2, 0, 0, 1, 0) %L1D, target("spirv.Sampler") %Samp, float 2.500000e-01)
  %l1d.out = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_3t(target("spirv.Image", float, 5, 2, 0, 0, 2, 3) %outf, i32 0)
  store float %l1d, ptr addrspace(11) %l1d.out, align 4
  ; L1D.CalculateLevelOfDetailUnclamped(Samp, u)
  %u1d = call float @llvm.spv.resource.calculate.lod.unclamped.f32.tspirv.Image_f32_0_2_0_0_1_0t.tspirv.Samplert.f32(target("spirv.Image", float, 0, 2, 0, 0, 1, 0) %L1D, target("spirv.Sampler") %Samp, float 2.500000e-01)
  %u1d.out = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_3t(target("spirv.Image", float, 5, 2, 0, 0, 2, 3) %outf, i32 1)
  store float %u1d, ptr addrspace(11) %u1d.out, align 4
  ; L2D.CalculateLevelOfDetail(Samp, uv)
  %l2d = call float @llvm.spv.resource.calculate.lod.f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) %L2D, target("spirv.Sampler") %Samp, <2 x float> <float 2.500000e-01, float 7.500000e-01>)
  %l2d.out = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_3t(target("spirv.Image", float, 5, 2, 0, 0, 2, 3) %outf, i32 2)
  store float %l2d, ptr addrspace(11) %l2d.out, align 4
  ; L2D.CalculateLevelOfDetailUnclamped(Samp, uv)
  %u2d = call float @llvm.spv.resource.calculate.lod.unclamped.f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) %L2D, target("spirv.Sampler") %Samp, <2 x float> <float 2.500000e-01, float 7.500000e-01>)
  %u2d.out = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_3t(target("spirv.Image", float, 5, 2, 0, 0, 2, 3) %outf, i32 3)
  store float %u2d, ptr addrspace(11) %u2d.out, align 4
  ; L2DA.CalculateLevelOfDetail(Samp, uv)
  %l2da = call float @llvm.spv.resource.calculate.lod.f32.tspirv.Image_f16_1_2_1_0_1_0t.tspirv.Samplert.v2f32(target("spirv.Image", half, 1, 2, 1, 0, 1, 0) %L2DA, target("spirv.Sampler") %Samp, <2 x float> <float 2.500000e-01, float 7.500000e-01>)
  %l2da.out = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_3t(target("spirv.Image", float, 5, 2, 0, 0, 2, 3) %outf, i32 4)
  store float %l2da, ptr addrspace(11) %l2da.out, align 4
  ; L2DA.CalculateLevelOfDetailUnclamped(Samp, uv)
  %u2da = call float @llvm.spv.resource.calculate.lod.unclamped.f32.tspirv.Image_f16_1_2_1_0_1_0t.tspirv.Samplert.v2f32(target("spirv.Image", half, 1, 2, 1, 0, 1, 0) %L2DA, target("spirv.Sampler") %Samp, <2 x float> <float 2.500000e-01, float 7.500000e-01>)
  %u2da.out = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_3t(target("spirv.Image", float, 5, 2, 0, 0, 2, 3) %outf, i32 5)
  store float %u2da, ptr addrspace(11) %u2da.out, align 4
  ; L3D.CalculateLevelOfDetail(Samp, uvw)
  %l3d = call float @llvm.spv.resource.calculate.lod.f32.tspirv.Image_f32_2_2_0_0_1_0t.tspirv.Samplert.v3f32(target("spirv.Image", float, 2, 2, 0, 0, 1, 0) %L3D, target("spirv.Sampler") %Samp, <3 x float> <float 2.500000e-01, float 7.500000e-01, float 5.000000e-01>)
  %l3d.out = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_3t(target("spirv.Image", float, 5, 2, 0, 0, 2, 3) %outf, i32 6)
  store float %l3d, ptr addrspace(11) %l3d.out, align 4
  ; L3D.CalculateLevelOfDetailUnclamped(Samp, uvw)
  %u3d = call float @llvm.spv.resource.calculate.lod.unclamped.f32.tspirv.Image_f32_2_2_0_0_1_0t.tspirv.Samplert.v3f32(target("spirv.Image", float, 2, 2, 0, 0, 1, 0) %L3D, target("spirv.Sampler") %Samp, <3 x float> <float 2.500000e-01, float 7.500000e-01, float 5.000000e-01>)
  %u3d.out = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_3t(target("spirv.Image", float, 5, 2, 0, 0, 2, 3) %outf, i32 7)
  store float %u3d, ptr addrspace(11) %u3d.out, align 4
  ; LCube.CalculateLevelOfDetail(Samp, dir)
  %lcube = call float @llvm.spv.resource.calculate.lod.f32.tspirv.Image_f32_3_2_0_0_1_0t.tspirv.Samplert.v3f32(target("spirv.Image", float, 3, 2, 0, 0, 1, 0) %LCube, target("spirv.Sampler") %Samp, <3 x float> <float 2.500000e-01, float 7.500000e-01, float 5.000000e-01>)
  %lcube.out = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_3t(target("spirv.Image", float, 5, 2, 0, 0, 2, 3) %outf, i32 8)
  store float %lcube, ptr addrspace(11) %lcube.out, align 4
  ; LCube.CalculateLevelOfDetailUnclamped(Samp, dir)
  %ucube = call float @llvm.spv.resource.calculate.lod.unclamped.f32.tspirv.Image_f32_3_2_0_0_1_0t.tspirv.Samplert.v3f32(target("spirv.Image", float, 3, 2, 0, 0, 1, 0) %LCube, target("spirv.Sampler") %Samp, <3 x float> <float 2.500000e-01, float 7.500000e-01, float 5.000000e-01>)
  %ucube.out = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_3t(target("spirv.Image", float, 5, 2, 0, 0, 2, 3) %outf, i32 9)
  store float %ucube, ptr addrspace(11) %ucube.out, align 4
  ; LCubeA.CalculateLevelOfDetail(Samp, dir)
  %lcubea = call float @llvm.spv.resource.calculate.lod.f32.tspirv.Image_f32_3_2_1_0_1_0t.tspirv.Samplert.v3f32(target("spirv.Image", float, 3, 2, 1, 0, 1, 0) %LCubeA, target("spirv.Sampler") %Samp, <3 x float> <float 2.500000e-01, float 7.500000e-01, float 5.000000e-01>)
  %lcubea.out = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_3t(target("spirv.Image", float, 5, 2, 0, 0, 2, 3) %outf, i32 10)
  store float %lcubea, ptr addrspace(11) %lcubea.out, align 4
  ; LCubeA.CalculateLevelOfDetailUnclamped(Samp, dir)
  %ucubea = call float @llvm.spv.resource.calculate.lod.unclamped.f32.tspirv.Image_f32_3_2_1_0_1_0t.tspirv.Samplert.v3f32(target("spirv.Image", float, 3, 2, 1, 0, 1, 0) %LCubeA, target("spirv.Sampler") %Samp, <3 x float> <float 2.500000e-01, float 7.500000e-01, float 5.000000e-01>)
  %ucubea.out = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_3t(target("spirv.Image", float, 5, 2, 0, 0, 2, 3) %outf, i32 11)
  store float %ucubea, ptr addrspace(11) %ucubea.out, align 4
  ; L2DA.CalculateLevelOfDetail(Samp, uv)  (half result)
  %hl2da = call half @llvm.spv.resource.calculate.lod.f16.tspirv.Image_f16_1_2_1_0_1_0t.tspirv.Samplert.v2f32(target("spirv.Image", half, 1, 2, 1, 0, 1, 0) %L2DA, target("spirv.Sampler") %Samp, <2 x float> <float 2.500000e-01, float 7.500000e-01>)
  %hl2da.f32 = fpext half %hl2da to float
  %hl2da.out = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_3t(target("spirv.Image", float, 5, 2, 0, 0, 2, 3) %outf, i32 12)
  store float %hl2da.f32, ptr addrspace(11) %hl2da.out, align 4
  ; L2DA.CalculateLevelOfDetailUnclamped(Samp, uv)  (half result)
  %hu2da = call half @llvm.spv.resource.calculate.lod.unclamped.f16.tspirv.Image_f16_1_2_1_0_1_0t.tspirv.Samplert.v2f32(target("spirv.Image", half, 1, 2, 1, 0, 1, 0) %L2DA, target("spirv.Sampler") %Samp, <2 x float> <float 2.500000e-01, float 7.500000e-01>)
  %hu2da.f32 = fpext half %hu2da to float
  %hu2da.out = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_3t(target("spirv.Image", float, 5, 2, 0, 0, 2, 3) %outf, i32 13)
  store float %hu2da.f32, ptr addrspace(11) %hu2da.out, align 4
  ret void
}

declare target("spirv.Image", float, 0, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_0_2_0_0_1_0t(i32, i32, i32, i32, ptr) #3
declare target("spirv.Image", float, 1, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_0_0_1_0t(i32, i32, i32, i32, ptr) #3
declare target("spirv.Image", half, 1, 2, 1, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f16_1_2_1_0_1_0t(i32, i32, i32, i32, ptr) #3
declare target("spirv.Image", float, 2, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_2_2_0_0_1_0t(i32, i32, i32, i32, ptr) #3
declare target("spirv.Image", float, 3, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_3_2_0_0_1_0t(i32, i32, i32, i32, ptr) #3
declare target("spirv.Image", float, 3, 2, 1, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_3_2_1_0_1_0t(i32, i32, i32, i32, ptr) #3
declare target("spirv.Sampler") @llvm.spv.resource.handlefrombinding.tspirv.Samplert(i32, i32, i32, i32, ptr) #3
declare target("spirv.Image", float, 5, 2, 0, 0, 2, 3) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_2_3t(i32, i32, i32, i32, ptr) #3
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_3t(target("spirv.Image", float, 5, 2, 0, 0, 2, 3), i32) #3
declare float @llvm.spv.resource.calculate.lod.f32.tspirv.Image_f32_0_2_0_0_1_0t.tspirv.Samplert.f32(target("spirv.Image", float, 0, 2, 0, 0, 1, 0), target("spirv.Sampler"), float) #1
declare float @llvm.spv.resource.calculate.lod.unclamped.f32.tspirv.Image_f32_0_2_0_0_1_0t.tspirv.Samplert.f32(target("spirv.Image", float, 0, 2, 0, 0, 1, 0), target("spirv.Sampler"), float) #1
declare float @llvm.spv.resource.calculate.lod.f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0), target("spirv.Sampler"), <2 x float>) #1
declare float @llvm.spv.resource.calculate.lod.unclamped.f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0), target("spirv.Sampler"), <2 x float>) #1
declare float @llvm.spv.resource.calculate.lod.f32.tspirv.Image_f16_1_2_1_0_1_0t.tspirv.Samplert.v2f32(target("spirv.Image", half, 1, 2, 1, 0, 1, 0), target("spirv.Sampler"), <2 x float>) #1
declare float @llvm.spv.resource.calculate.lod.unclamped.f32.tspirv.Image_f16_1_2_1_0_1_0t.tspirv.Samplert.v2f32(target("spirv.Image", half, 1, 2, 1, 0, 1, 0), target("spirv.Sampler"), <2 x float>) #1
declare float @llvm.spv.resource.calculate.lod.f32.tspirv.Image_f32_2_2_0_0_1_0t.tspirv.Samplert.v3f32(target("spirv.Image", float, 2, 2, 0, 0, 1, 0), target("spirv.Sampler"), <3 x float>) #1
declare float @llvm.spv.resource.calculate.lod.unclamped.f32.tspirv.Image_f32_2_2_0_0_1_0t.tspirv.Samplert.v3f32(target("spirv.Image", float, 2, 2, 0, 0, 1, 0), target("spirv.Sampler"), <3 x float>) #1
declare float @llvm.spv.resource.calculate.lod.f32.tspirv.Image_f32_3_2_0_0_1_0t.tspirv.Samplert.v3f32(target("spirv.Image", float, 3, 2, 0, 0, 1, 0), target("spirv.Sampler"), <3 x float>) #1
declare float @llvm.spv.resource.calculate.lod.unclamped.f32.tspirv.Image_f32_3_2_0_0_1_0t.tspirv.Samplert.v3f32(target("spirv.Image", float, 3, 2, 0, 0, 1, 0), target("spirv.Sampler"), <3 x float>) #1
declare float @llvm.spv.resource.calculate.lod.f32.tspirv.Image_f32_3_2_1_0_1_0t.tspirv.Samplert.v3f32(target("spirv.Image", float, 3, 2, 1, 0, 1, 0), target("spirv.Sampler"), <3 x float>) #1
declare float @llvm.spv.resource.calculate.lod.unclamped.f32.tspirv.Image_f32_3_2_1_0_1_0t.tspirv.Samplert.v3f32(target("spirv.Image", float, 3, 2, 1, 0, 1, 0), target("spirv.Sampler"), <3 x float>) #1
declare half @llvm.spv.resource.calculate.lod.f16.tspirv.Image_f16_1_2_1_0_1_0t.tspirv.Samplert.v2f32(target("spirv.Image", half, 1, 2, 1, 0, 1, 0), target("spirv.Sampler"), <2 x float>) #1
declare half @llvm.spv.resource.calculate.lod.unclamped.f16.tspirv.Image_f16_1_2_1_0_1_0t.tspirv.Samplert.v2f32(target("spirv.Image", half, 1, 2, 1, 0, 1, 0), target("spirv.Sampler"), <2 x float>) #1

attributes #0 = { "hlsl.shader"="pixel" }
attributes #1 = { convergent nocallback nofree nosync nounwind willreturn memory(read) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(read) }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(none) }
