; GetDimensions on sampled, non-multisampled images (SPIRV.md): the sizes come
; from OpImageQuerySizeLod — never OpImageQuerySize, which is invalid on them —
; with LOD 0 for the plain forms and the given mip for the `.levels` forms, which
; add OpImageQueryLevels as the last lane. Each query is its own marker
; (`texel.spv.query_size_lod.<image>.i0_<b>_0.m0(index, lod)` returning the
; size vector of the image, `texel.spv.query_levels…(index)` returning i32; no
; image operands) and the intrinsic's result vector is assembled in IR with
; extractelement / insertelement. Every query needs the ImageQuery capability.
; Kinds (bindings 0..6, mip %m = SV_GroupThreadID.x or the constant 3):
;   Texture1D .x / .levels.x            size i32
;   Texture1DArray .xy / .levels.xy     size <2 x i32> (width, elements)
;   Texture2D .xy / .levels.xy          size <2 x i32>
;   Texture2DArray .xyz / .levels.xyz   size <3 x i32>
;   Texture3D<uint4> .xyz / .levels.xyz size <3 x i32>
;   TextureCube .xy / .levels.xy        size <2 x i32> (no face count)
;   TextureCubeArray .xyz / .levels.xyz size <3 x i32> (SampledCubeArray)
; Results go to RWBuffer<uint4> Out (binding 7), slot 2k plain, 2k+1 levels.
;
; RUN: %opt -load-pass-plugin=%plugin -passes=texel-spirv -S %s | FileCheck %s --check-prefix=IR
; RUN: %texel emit-spirv %s -o %t.spv
; RUN: %spirv-val --target-env vulkan1.3 %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s --check-prefix=SPIRV
; RUN: %spirv-dis %t.spv | FileCheck %s --check-prefix=CAPS

; IR-LABEL: define void @main()
; IR-NEXT: entry:
; IR-NEXT: %out = call target("spirv.Image", i32, 5, 2, 0, 0, 2, 30) @llvm.spv.resource.handlefrombinding.tspirv.Image_i32_5_2_0_0_2_30t(i32 0, i32 7, i32 1, i32 0, ptr @Out.name)
; IR-NEXT: %m = call i32 @llvm.spv.thread.id.i32(i32 0)
; Texture1D<float4>: .x at LOD 0, .levels at mip %m.
; IR: %d.t1d = call i32 @texel.spv.query_size_lod.f32_0_2_0_0_1_0.i0_0_0.m0(i32 0, i32 0)
; IR-NEXT: [[S:%[0-9]+]] = call i32 @texel.spv.query_size_lod.f32_0_2_0_0_1_0.i0_0_0.m0(i32 0, i32 %m)
; IR-NEXT: [[L:%[0-9]+]] = call i32 @texel.spv.query_levels.f32_0_2_0_0_1_0.i0_0_0.m0(i32 0)
; IR-NEXT: [[V0:%[0-9]+]] = insertelement <2 x i32> poison, i32 [[S]], i32 0
; IR-NEXT: %dl.t1d = insertelement <2 x i32> [[V0]], i32 [[L]], i32 1
; IR-NEXT: %w0 = 
; IR-NEXT: %p0 = call
; IR-NEXT: store <4 x i32> %w0
; IR-NEXT: %w1 = 
; IR-NEXT: %p1 = call
; IR-NEXT: store <4 x i32> %w1
; Texture1DArray<float4>: .xy at LOD 0, .levels at mip 3.
; IR-NEXT: [[S:%[0-9]+]] = call <2 x i32> @texel.spv.query_size_lod.f32_0_2_1_0_1_0.i0_1_0.m0(i32 0, i32 0)
; IR-NEXT: [[E0:%[0-9]+]] = extractelement <2 x i32> [[S]], i32 0
; IR-NEXT: [[V0:%[0-9]+]] = insertelement <2 x i32> poison, i32 [[E0]], i32 0
; IR-NEXT: [[E1:%[0-9]+]] = extractelement <2 x i32> [[S]], i32 1
; IR-NEXT: %d.t1da = insertelement <2 x i32> [[V0]], i32 [[E1]], i32 1
; IR-NEXT: [[S:%[0-9]+]] = call <2 x i32> @texel.spv.query_size_lod.f32_0_2_1_0_1_0.i0_1_0.m0(i32 0, i32 3)
; IR-NEXT: [[L:%[0-9]+]] = call i32 @texel.spv.query_levels.f32_0_2_1_0_1_0.i0_1_0.m0(i32 0)
; IR-NEXT: [[E0:%[0-9]+]] = extractelement <2 x i32> [[S]], i32 0
; IR-NEXT: [[V0:%[0-9]+]] = insertelement <3 x i32> poison, i32 [[E0]], i32 0
; IR-NEXT: [[E1:%[0-9]+]] = extractelement <2 x i32> [[S]], i32 1
; IR-NEXT: [[V1:%[0-9]+]] = insertelement <3 x i32> [[V0]], i32 [[E1]], i32 1
; IR-NEXT: %dl.t1da = insertelement <3 x i32> [[V1]], i32 [[L]], i32 2
; IR-NEXT: %w2 = 
; IR-NEXT: %p2 = call
; IR-NEXT: store <4 x i32> %w2
; IR-NEXT: %w3 = 
; IR-NEXT: %p3 = call
; IR-NEXT: store <4 x i32> %w3
; Texture2D<float4>: .xy at LOD 0, .levels at mip %m.
; IR-NEXT: [[S:%[0-9]+]] = call <2 x i32> @texel.spv.query_size_lod.f32_1_2_0_0_1_0.i0_2_0.m0(i32 0, i32 0)
; IR-NEXT: [[E0:%[0-9]+]] = extractelement <2 x i32> [[S]], i32 0
; IR-NEXT: [[V0:%[0-9]+]] = insertelement <2 x i32> poison, i32 [[E0]], i32 0
; IR-NEXT: [[E1:%[0-9]+]] = extractelement <2 x i32> [[S]], i32 1
; IR-NEXT: %d.t2d = insertelement <2 x i32> [[V0]], i32 [[E1]], i32 1
; IR-NEXT: [[S:%[0-9]+]] = call <2 x i32> @texel.spv.query_size_lod.f32_1_2_0_0_1_0.i0_2_0.m0(i32 0, i32 %m)
; IR-NEXT: [[L:%[0-9]+]] = call i32 @texel.spv.query_levels.f32_1_2_0_0_1_0.i0_2_0.m0(i32 0)
; IR-NEXT: [[E0:%[0-9]+]] = extractelement <2 x i32> [[S]], i32 0
; IR-NEXT: [[V0:%[0-9]+]] = insertelement <3 x i32> poison, i32 [[E0]], i32 0
; IR-NEXT: [[E1:%[0-9]+]] = extractelement <2 x i32> [[S]], i32 1
; IR-NEXT: [[V1:%[0-9]+]] = insertelement <3 x i32> [[V0]], i32 [[E1]], i32 1
; IR-NEXT: %dl.t2d = insertelement <3 x i32> [[V1]], i32 [[L]], i32 2
; IR-NEXT: %w4 = 
; IR-NEXT: %p4 = call
; IR-NEXT: store <4 x i32> %w4
; IR-NEXT: %w5 = 
; IR-NEXT: %p5 = call
; IR-NEXT: store <4 x i32> %w5
; Texture2DArray<float4>: .xyz at LOD 0, .levels at mip 3.
; IR-NEXT: [[S:%[0-9]+]] = call <3 x i32> @texel.spv.query_size_lod.f32_1_2_1_0_1_0.i0_3_0.m0(i32 0, i32 0)
; IR-NEXT: [[E0:%[0-9]+]] = extractelement <3 x i32> [[S]], i32 0
; IR-NEXT: [[V0:%[0-9]+]] = insertelement <3 x i32> poison, i32 [[E0]], i32 0
; IR-NEXT: [[E1:%[0-9]+]] = extractelement <3 x i32> [[S]], i32 1
; IR-NEXT: [[V1:%[0-9]+]] = insertelement <3 x i32> [[V0]], i32 [[E1]], i32 1
; IR-NEXT: [[E2:%[0-9]+]] = extractelement <3 x i32> [[S]], i32 2
; IR-NEXT: %d.t2da = insertelement <3 x i32> [[V1]], i32 [[E2]], i32 2
; IR-NEXT: [[S:%[0-9]+]] = call <3 x i32> @texel.spv.query_size_lod.f32_1_2_1_0_1_0.i0_3_0.m0(i32 0, i32 3)
; IR-NEXT: [[L:%[0-9]+]] = call i32 @texel.spv.query_levels.f32_1_2_1_0_1_0.i0_3_0.m0(i32 0)
; IR-NEXT: [[E0:%[0-9]+]] = extractelement <3 x i32> [[S]], i32 0
; IR-NEXT: [[V0:%[0-9]+]] = insertelement <4 x i32> poison, i32 [[E0]], i32 0
; IR-NEXT: [[E1:%[0-9]+]] = extractelement <3 x i32> [[S]], i32 1
; IR-NEXT: [[V1:%[0-9]+]] = insertelement <4 x i32> [[V0]], i32 [[E1]], i32 1
; IR-NEXT: [[E2:%[0-9]+]] = extractelement <3 x i32> [[S]], i32 2
; IR-NEXT: [[V2:%[0-9]+]] = insertelement <4 x i32> [[V1]], i32 [[E2]], i32 2
; IR-NEXT: %dl.t2da = insertelement <4 x i32> [[V2]], i32 [[L]], i32 3
; IR-NEXT: %w6 = 
; IR-NEXT: %p6 = call
; IR-NEXT: store <4 x i32> %w6
; IR-NEXT: %w7 = 
; IR-NEXT: %p7 = call
; IR-NEXT: store <4 x i32> %w7
; Texture3D<uint4>: .xyz at LOD 0, .levels at mip %m.
; IR-NEXT: [[S:%[0-9]+]] = call <3 x i32> @texel.spv.query_size_lod.u32_2_2_0_0_1_0.i0_4_0.m0(i32 0, i32 0)
; IR-NEXT: [[E0:%[0-9]+]] = extractelement <3 x i32> [[S]], i32 0
; IR-NEXT: [[V0:%[0-9]+]] = insertelement <3 x i32> poison, i32 [[E0]], i32 0
; IR-NEXT: [[E1:%[0-9]+]] = extractelement <3 x i32> [[S]], i32 1
; IR-NEXT: [[V1:%[0-9]+]] = insertelement <3 x i32> [[V0]], i32 [[E1]], i32 1
; IR-NEXT: [[E2:%[0-9]+]] = extractelement <3 x i32> [[S]], i32 2
; IR-NEXT: %d.t3d = insertelement <3 x i32> [[V1]], i32 [[E2]], i32 2
; IR-NEXT: [[S:%[0-9]+]] = call <3 x i32> @texel.spv.query_size_lod.u32_2_2_0_0_1_0.i0_4_0.m0(i32 0, i32 %m)
; IR-NEXT: [[L:%[0-9]+]] = call i32 @texel.spv.query_levels.u32_2_2_0_0_1_0.i0_4_0.m0(i32 0)
; IR-NEXT: [[E0:%[0-9]+]] = extractelement <3 x i32> [[S]], i32 0
; IR-NEXT: [[V0:%[0-9]+]] = insertelement <4 x i32> poison, i32 [[E0]], i32 0
; IR-NEXT: [[E1:%[0-9]+]] = extractelement <3 x i32> [[S]], i32 1
; IR-NEXT: [[V1:%[0-9]+]] = insertelement <4 x i32> [[V0]], i32 [[E1]], i32 1
; IR-NEXT: [[E2:%[0-9]+]] = extractelement <3 x i32> [[S]], i32 2
; IR-NEXT: [[V2:%[0-9]+]] = insertelement <4 x i32> [[V1]], i32 [[E2]], i32 2
; IR-NEXT: %dl.t3d = insertelement <4 x i32> [[V2]], i32 [[L]], i32 3
; IR-NEXT: %w8 = 
; IR-NEXT: %p8 = call
; IR-NEXT: store <4 x i32> %w8
; IR-NEXT: %w9 = 
; IR-NEXT: %p9 = call
; IR-NEXT: store <4 x i32> %w9
; TextureCube<float4>: .xy at LOD 0, .levels at mip 3.
; IR-NEXT: [[S:%[0-9]+]] = call <2 x i32> @texel.spv.query_size_lod.f32_3_2_0_0_1_0.i0_5_0.m0(i32 0, i32 0)
; IR-NEXT: [[E0:%[0-9]+]] = extractelement <2 x i32> [[S]], i32 0
; IR-NEXT: [[V0:%[0-9]+]] = insertelement <2 x i32> poison, i32 [[E0]], i32 0
; IR-NEXT: [[E1:%[0-9]+]] = extractelement <2 x i32> [[S]], i32 1
; IR-NEXT: %d.tc = insertelement <2 x i32> [[V0]], i32 [[E1]], i32 1
; IR-NEXT: [[S:%[0-9]+]] = call <2 x i32> @texel.spv.query_size_lod.f32_3_2_0_0_1_0.i0_5_0.m0(i32 0, i32 3)
; IR-NEXT: [[L:%[0-9]+]] = call i32 @texel.spv.query_levels.f32_3_2_0_0_1_0.i0_5_0.m0(i32 0)
; IR-NEXT: [[E0:%[0-9]+]] = extractelement <2 x i32> [[S]], i32 0
; IR-NEXT: [[V0:%[0-9]+]] = insertelement <3 x i32> poison, i32 [[E0]], i32 0
; IR-NEXT: [[E1:%[0-9]+]] = extractelement <2 x i32> [[S]], i32 1
; IR-NEXT: [[V1:%[0-9]+]] = insertelement <3 x i32> [[V0]], i32 [[E1]], i32 1
; IR-NEXT: %dl.tc = insertelement <3 x i32> [[V1]], i32 [[L]], i32 2
; IR-NEXT: %w10 = 
; IR-NEXT: %p10 = call
; IR-NEXT: store <4 x i32> %w10
; IR-NEXT: %w11 = 
; IR-NEXT: %p11 = call
; IR-NEXT: store <4 x i32> %w11
; TextureCubeArray<float4>: .xyz at LOD 0, .levels at mip %m.
; IR-NEXT: [[S:%[0-9]+]] = call <3 x i32> @texel.spv.query_size_lod.f32_3_2_1_0_1_0.i0_6_0.m0(i32 0, i32 0)
; IR-NEXT: [[E0:%[0-9]+]] = extractelement <3 x i32> [[S]], i32 0
; IR-NEXT: [[V0:%[0-9]+]] = insertelement <3 x i32> poison, i32 [[E0]], i32 0
; IR-NEXT: [[E1:%[0-9]+]] = extractelement <3 x i32> [[S]], i32 1
; IR-NEXT: [[V1:%[0-9]+]] = insertelement <3 x i32> [[V0]], i32 [[E1]], i32 1
; IR-NEXT: [[E2:%[0-9]+]] = extractelement <3 x i32> [[S]], i32 2
; IR-NEXT: %d.tca = insertelement <3 x i32> [[V1]], i32 [[E2]], i32 2
; IR-NEXT: [[S:%[0-9]+]] = call <3 x i32> @texel.spv.query_size_lod.f32_3_2_1_0_1_0.i0_6_0.m0(i32 0, i32 %m)
; IR-NEXT: [[L:%[0-9]+]] = call i32 @texel.spv.query_levels.f32_3_2_1_0_1_0.i0_6_0.m0(i32 0)
; IR-NEXT: [[E0:%[0-9]+]] = extractelement <3 x i32> [[S]], i32 0
; IR-NEXT: [[V0:%[0-9]+]] = insertelement <4 x i32> poison, i32 [[E0]], i32 0
; IR-NEXT: [[E1:%[0-9]+]] = extractelement <3 x i32> [[S]], i32 1
; IR-NEXT: [[V1:%[0-9]+]] = insertelement <4 x i32> [[V0]], i32 [[E1]], i32 1
; IR-NEXT: [[E2:%[0-9]+]] = extractelement <3 x i32> [[S]], i32 2
; IR-NEXT: [[V2:%[0-9]+]] = insertelement <4 x i32> [[V1]], i32 [[E2]], i32 2
; IR-NEXT: %dl.tca = insertelement <4 x i32> [[V2]], i32 [[L]], i32 3
; IR-NEXT: %w12 = 
; IR-NEXT: %p12 = call
; IR-NEXT: store <4 x i32> %w12
; IR-NEXT: %w13 = 
; IR-NEXT: %p13 = call
; IR-NEXT: store <4 x i32> %w13
; IR-NEXT: ret void
; IR-NEXT: }
; IR-NOT: @llvm.spv.resource.getdimensions
; IR-DAG: declare i32 @texel.spv.query_size_lod.f32_0_2_0_0_1_0.i0_0_0.m0(i32, i32)
; IR-DAG: declare i32 @texel.spv.query_levels.f32_0_2_0_0_1_0.i0_0_0.m0(i32)
; IR-DAG: declare <2 x i32> @texel.spv.query_size_lod.f32_0_2_1_0_1_0.i0_1_0.m0(i32, i32)
; IR-DAG: declare i32 @texel.spv.query_levels.f32_0_2_1_0_1_0.i0_1_0.m0(i32)
; IR-DAG: declare <2 x i32> @texel.spv.query_size_lod.f32_1_2_0_0_1_0.i0_2_0.m0(i32, i32)
; IR-DAG: declare i32 @texel.spv.query_levels.f32_1_2_0_0_1_0.i0_2_0.m0(i32)
; IR-DAG: declare <3 x i32> @texel.spv.query_size_lod.f32_1_2_1_0_1_0.i0_3_0.m0(i32, i32)
; IR-DAG: declare i32 @texel.spv.query_levels.f32_1_2_1_0_1_0.i0_3_0.m0(i32)
; IR-DAG: declare <3 x i32> @texel.spv.query_size_lod.u32_2_2_0_0_1_0.i0_4_0.m0(i32, i32)
; IR-DAG: declare i32 @texel.spv.query_levels.u32_2_2_0_0_1_0.i0_4_0.m0(i32)
; IR-DAG: declare <2 x i32> @texel.spv.query_size_lod.f32_3_2_0_0_1_0.i0_5_0.m0(i32, i32)
; IR-DAG: declare i32 @texel.spv.query_levels.f32_3_2_0_0_1_0.i0_5_0.m0(i32)
; IR-DAG: declare <3 x i32> @texel.spv.query_size_lod.f32_3_2_1_0_1_0.i0_6_0.m0(i32, i32)
; IR-DAG: declare i32 @texel.spv.query_levels.f32_3_2_1_0_1_0.i0_6_0.m0(i32)

; CAPS-DAG: OpCapability Shader
; CAPS-DAG: OpCapability ImageBuffer
; CAPS-DAG: OpCapability Sampled1D
; CAPS-DAG: OpCapability SampledCubeArray
; CAPS-DAG: OpCapability ImageQuery
; CAPS-NOT: OpImageQuerySize {{.*}}
; CAPS-NOT: LinkageAttributes
; CAPS-NOT: texel.spv
; CAPS-NOT: OpFunctionCall
; SPIRV: ; Schema: 0
; SPIRV-NOT: OpCapability Linkage
; SPIRV-NOT: OpCapability Int8
; SPIRV: OpMemoryModel Logical GLSL450
; SPIRV: OpEntryPoint GLCompute %main "main" {{.*}}%[[T1D:[0-9]+]] %[[T1DA:[0-9]+]] %[[T2D:[0-9]+]] %[[T2DA:[0-9]+]] %[[T3D:[0-9]+]] %[[TC:[0-9]+]] %[[TCA:[0-9]+]]{{$}}
; SPIRV-DAG: OpDecorate %[[T1D]] DescriptorSet 0
; SPIRV-DAG: OpDecorate %[[T1D]] Binding 0
; SPIRV-DAG: OpDecorate %[[T1DA]] DescriptorSet 0
; SPIRV-DAG: OpDecorate %[[T1DA]] Binding 1
; SPIRV-DAG: OpDecorate %[[T2D]] DescriptorSet 0
; SPIRV-DAG: OpDecorate %[[T2D]] Binding 2
; SPIRV-DAG: OpDecorate %[[T2DA]] DescriptorSet 0
; SPIRV-DAG: OpDecorate %[[T2DA]] Binding 3
; SPIRV-DAG: OpDecorate %[[T3D]] DescriptorSet 0
; SPIRV-DAG: OpDecorate %[[T3D]] Binding 4
; SPIRV-DAG: OpDecorate %[[TC]] DescriptorSet 0
; SPIRV-DAG: OpDecorate %[[TC]] Binding 5
; SPIRV-DAG: OpDecorate %[[TCA]] DescriptorSet 0
; SPIRV-DAG: OpDecorate %[[TCA]] Binding 6
; SPIRV-DAG: %[[IMGT1D:[0-9]+]] = OpTypeImage %float 1D 2 0 0 1 Unknown{{$}}
; SPIRV-DAG: %[[PT1D:[_A-Za-z0-9]+]] = OpTypePointer UniformConstant %[[IMGT1D]]{{$}}
; SPIRV-DAG: %[[T1D]] = OpVariable %[[PT1D]] UniformConstant{{$}}
; SPIRV-DAG: %[[IMGT1DA:[0-9]+]] = OpTypeImage %float 1D 2 1 0 1 Unknown{{$}}
; SPIRV-DAG: %[[PT1DA:[_A-Za-z0-9]+]] = OpTypePointer UniformConstant %[[IMGT1DA]]{{$}}
; SPIRV-DAG: %[[T1DA]] = OpVariable %[[PT1DA]] UniformConstant{{$}}
; SPIRV-DAG: %[[IMGT2D:[0-9]+]] = OpTypeImage %float 2D 2 0 0 1 Unknown{{$}}
; SPIRV-DAG: %[[PT2D:[_A-Za-z0-9]+]] = OpTypePointer UniformConstant %[[IMGT2D]]{{$}}
; SPIRV-DAG: %[[T2D]] = OpVariable %[[PT2D]] UniformConstant{{$}}
; SPIRV-DAG: %[[IMGT2DA:[0-9]+]] = OpTypeImage %float 2D 2 1 0 1 Unknown{{$}}
; SPIRV-DAG: %[[PT2DA:[_A-Za-z0-9]+]] = OpTypePointer UniformConstant %[[IMGT2DA]]{{$}}
; SPIRV-DAG: %[[T2DA]] = OpVariable %[[PT2DA]] UniformConstant{{$}}
; SPIRV-DAG: %[[IMGT3D:[0-9]+]] = OpTypeImage %uint 3D 2 0 0 1 Unknown{{$}}
; SPIRV-DAG: %[[PT3D:[_A-Za-z0-9]+]] = OpTypePointer UniformConstant %[[IMGT3D]]{{$}}
; SPIRV-DAG: %[[T3D]] = OpVariable %[[PT3D]] UniformConstant{{$}}
; SPIRV-DAG: %[[IMGTC:[0-9]+]] = OpTypeImage %float Cube 2 0 0 1 Unknown{{$}}
; SPIRV-DAG: %[[PTC:[_A-Za-z0-9]+]] = OpTypePointer UniformConstant %[[IMGTC]]{{$}}
; SPIRV-DAG: %[[TC]] = OpVariable %[[PTC]] UniformConstant{{$}}
; SPIRV-DAG: %[[IMGTCA:[0-9]+]] = OpTypeImage %float Cube 2 1 0 1 Unknown{{$}}
; SPIRV-DAG: %[[PTCA:[_A-Za-z0-9]+]] = OpTypePointer UniformConstant %[[IMGTCA]]{{$}}
; SPIRV-DAG: %[[TCA]] = OpVariable %[[PTCA]] UniformConstant{{$}}
; SPIRV: %main = OpFunction %void None
; SPIRV-NEXT: %entry = OpLabel
; SPIRV-NEXT: %[[GID:[0-9]+]] = OpLoad %v3uint %__spirv_BuiltInGlobalInvocationId{{$}}
; SPIRV-NEXT: %[[M:[0-9]+]] = OpCompositeExtract %uint %[[GID]] 0{{$}}
; Texture1D<float4>
; SPIRV-NEXT: %[[I:[0-9]+]] = OpLoad %[[IMGT1D]] %[[T1D]]{{$}}
; SPIRV-NEXT: %[[SZ:[0-9]+]] = OpImageQuerySizeLod %uint %[[I]] %uint_0{{$}}
; SPIRV-NEXT: %[[I:[0-9]+]] = OpLoad %[[IMGT1D]] %[[T1D]]{{$}}
; SPIRV-NEXT: %[[SZL:[0-9]+]] = OpImageQuerySizeLod %uint %[[I]] %[[M]]{{$}}
; SPIRV-NEXT: %[[I:[0-9]+]] = OpLoad %[[IMGT1D]] %[[T1D]]{{$}}
; SPIRV-NEXT: %[[LV:[0-9]+]] = OpImageQueryLevels %uint %[[I]]{{$}}
; SPIRV-NEXT: %[[A0:[0-9]+]] = OpCompositeInsert %v2uint %[[SZL]] %{{[0-9]+}} 0{{$}}
; SPIRV-NEXT: %[[LVV:[0-9]+]] = OpCompositeInsert %v2uint %[[LV]] %[[A0]] 1{{$}}
; SPIRV-NEXT: %[[W:[0-9]+]] = OpCompositeInsert %v4uint %[[SZ]] %{{[0-9]+}} 0{{$}}
; SPIRV-NEXT: %[[O:[0-9]+]] = OpLoad %spirv_Image %Out{{$}}
; SPIRV-NEXT: OpImageWrite %[[O]] %uint_0 %[[W]]{{$}}
; SPIRV-NEXT: %[[W:[0-9]+]] = OpVectorShuffle %v4uint %[[LVV]] %{{[0-9]+}} 0 1 2 3{{$}}
; SPIRV-NEXT: %[[O:[0-9]+]] = OpLoad %spirv_Image %Out{{$}}
; SPIRV-NEXT: OpImageWrite %[[O]] %uint_1 %[[W]]{{$}}
; Texture1DArray<float4>
; SPIRV-NEXT: %[[I:[0-9]+]] = OpLoad %[[IMGT1DA]] %[[T1DA]]{{$}}
; SPIRV-NEXT: %[[SZ:[0-9]+]] = OpImageQuerySizeLod %v2uint %[[I]] %uint_0{{$}}
; SPIRV-NEXT: %[[I:[0-9]+]] = OpLoad %[[IMGT1DA]] %[[T1DA]]{{$}}
; SPIRV-NEXT: %[[SZL:[0-9]+]] = OpImageQuerySizeLod %v2uint %[[I]] %uint_3{{$}}
; SPIRV-NEXT: %[[I:[0-9]+]] = OpLoad %[[IMGT1DA]] %[[T1DA]]{{$}}
; SPIRV-NEXT: %[[LV:[0-9]+]] = OpImageQueryLevels %uint %[[I]]{{$}}
; SPIRV-NEXT: %[[E0:[0-9]+]] = OpCompositeExtract %uint %[[SZL]] 0{{$}}
; SPIRV-NEXT: %[[A0:[0-9]+]] = OpCompositeInsert %v3uint %[[E0]] %{{[0-9]+}} 0{{$}}
; SPIRV-NEXT: %[[E1:[0-9]+]] = OpCompositeExtract %uint %[[SZL]] 1{{$}}
; SPIRV-NEXT: %[[A1:[0-9]+]] = OpCompositeInsert %v3uint %[[E1]] %[[A0]] 1{{$}}
; SPIRV-NEXT: %[[LVV:[0-9]+]] = OpCompositeInsert %v3uint %[[LV]] %[[A1]] 2{{$}}
; SPIRV-NEXT: %[[W:[0-9]+]] = OpVectorShuffle %v4uint %[[SZ]] %{{[0-9]+}} 0 1 2 3{{$}}
; SPIRV-NEXT: %[[O:[0-9]+]] = OpLoad %spirv_Image %Out{{$}}
; SPIRV-NEXT: OpImageWrite %[[O]] %uint_2 %[[W]]{{$}}
; SPIRV-NEXT: %[[W:[0-9]+]] = OpVectorShuffle %v4uint %[[LVV]] %{{[0-9]+}} 0 1 2 3{{$}}
; SPIRV-NEXT: %[[O:[0-9]+]] = OpLoad %spirv_Image %Out{{$}}
; SPIRV-NEXT: OpImageWrite %[[O]] %uint_3 %[[W]]{{$}}
; Texture2D<float4>
; SPIRV-NEXT: %[[I:[0-9]+]] = OpLoad %[[IMGT2D]] %[[T2D]]{{$}}
; SPIRV-NEXT: %[[SZ:[0-9]+]] = OpImageQuerySizeLod %v2uint %[[I]] %uint_0{{$}}
; SPIRV-NEXT: %[[I:[0-9]+]] = OpLoad %[[IMGT2D]] %[[T2D]]{{$}}
; SPIRV-NEXT: %[[SZL:[0-9]+]] = OpImageQuerySizeLod %v2uint %[[I]] %[[M]]{{$}}
; SPIRV-NEXT: %[[I:[0-9]+]] = OpLoad %[[IMGT2D]] %[[T2D]]{{$}}
; SPIRV-NEXT: %[[LV:[0-9]+]] = OpImageQueryLevels %uint %[[I]]{{$}}
; SPIRV-NEXT: %[[E0:[0-9]+]] = OpCompositeExtract %uint %[[SZL]] 0{{$}}
; SPIRV-NEXT: %[[A0:[0-9]+]] = OpCompositeInsert %v3uint %[[E0]] %{{[0-9]+}} 0{{$}}
; SPIRV-NEXT: %[[E1:[0-9]+]] = OpCompositeExtract %uint %[[SZL]] 1{{$}}
; SPIRV-NEXT: %[[A1:[0-9]+]] = OpCompositeInsert %v3uint %[[E1]] %[[A0]] 1{{$}}
; SPIRV-NEXT: %[[LVV:[0-9]+]] = OpCompositeInsert %v3uint %[[LV]] %[[A1]] 2{{$}}
; SPIRV-NEXT: %[[W:[0-9]+]] = OpVectorShuffle %v4uint %[[SZ]] %{{[0-9]+}} 0 1 2 3{{$}}
; SPIRV-NEXT: %[[O:[0-9]+]] = OpLoad %spirv_Image %Out{{$}}
; SPIRV-NEXT: OpImageWrite %[[O]] %uint_4 %[[W]]{{$}}
; SPIRV-NEXT: %[[W:[0-9]+]] = OpVectorShuffle %v4uint %[[LVV]] %{{[0-9]+}} 0 1 2 3{{$}}
; SPIRV-NEXT: %[[O:[0-9]+]] = OpLoad %spirv_Image %Out{{$}}
; SPIRV-NEXT: OpImageWrite %[[O]] %uint_5 %[[W]]{{$}}
; Texture2DArray<float4>
; SPIRV-NEXT: %[[I:[0-9]+]] = OpLoad %[[IMGT2DA]] %[[T2DA]]{{$}}
; SPIRV-NEXT: %[[SZ:[0-9]+]] = OpImageQuerySizeLod %v3uint %[[I]] %uint_0{{$}}
; SPIRV-NEXT: %[[I:[0-9]+]] = OpLoad %[[IMGT2DA]] %[[T2DA]]{{$}}
; SPIRV-NEXT: %[[SZL:[0-9]+]] = OpImageQuerySizeLod %v3uint %[[I]] %uint_3{{$}}
; SPIRV-NEXT: %[[I:[0-9]+]] = OpLoad %[[IMGT2DA]] %[[T2DA]]{{$}}
; SPIRV-NEXT: %[[LV:[0-9]+]] = OpImageQueryLevels %uint %[[I]]{{$}}
; SPIRV-NEXT: %[[E0:[0-9]+]] = OpCompositeExtract %uint %[[SZL]] 0{{$}}
; SPIRV-NEXT: %[[A0:[0-9]+]] = OpCompositeInsert %v4uint %[[E0]] %{{[0-9]+}} 0{{$}}
; SPIRV-NEXT: %[[E1:[0-9]+]] = OpCompositeExtract %uint %[[SZL]] 1{{$}}
; SPIRV-NEXT: %[[A1:[0-9]+]] = OpCompositeInsert %v4uint %[[E1]] %[[A0]] 1{{$}}
; SPIRV-NEXT: %[[E2:[0-9]+]] = OpCompositeExtract %uint %[[SZL]] 2{{$}}
; SPIRV-NEXT: %[[A2:[0-9]+]] = OpCompositeInsert %v4uint %[[E2]] %[[A1]] 2{{$}}
; SPIRV-NEXT: %[[LVV:[0-9]+]] = OpCompositeInsert %v4uint %[[LV]] %[[A2]] 3{{$}}
; SPIRV-NEXT: %[[W:[0-9]+]] = OpVectorShuffle %v4uint %[[SZ]] %{{[0-9]+}} 0 1 2 3{{$}}
; SPIRV-NEXT: %[[O:[0-9]+]] = OpLoad %spirv_Image %Out{{$}}
; SPIRV-NEXT: OpImageWrite %[[O]] %uint_6 %[[W]]{{$}}
; SPIRV-NEXT: %[[O:[0-9]+]] = OpLoad %spirv_Image %Out{{$}}
; SPIRV-NEXT: OpImageWrite %[[O]] %uint_7 %[[LVV]]{{$}}
; Texture3D<uint4>
; SPIRV-NEXT: %[[I:[0-9]+]] = OpLoad %[[IMGT3D]] %[[T3D]]{{$}}
; SPIRV-NEXT: %[[SZ:[0-9]+]] = OpImageQuerySizeLod %v3uint %[[I]] %uint_0{{$}}
; SPIRV-NEXT: %[[I:[0-9]+]] = OpLoad %[[IMGT3D]] %[[T3D]]{{$}}
; SPIRV-NEXT: %[[SZL:[0-9]+]] = OpImageQuerySizeLod %v3uint %[[I]] %[[M]]{{$}}
; SPIRV-NEXT: %[[I:[0-9]+]] = OpLoad %[[IMGT3D]] %[[T3D]]{{$}}
; SPIRV-NEXT: %[[LV:[0-9]+]] = OpImageQueryLevels %uint %[[I]]{{$}}
; SPIRV-NEXT: %[[E0:[0-9]+]] = OpCompositeExtract %uint %[[SZL]] 0{{$}}
; SPIRV-NEXT: %[[A0:[0-9]+]] = OpCompositeInsert %v4uint %[[E0]] %{{[0-9]+}} 0{{$}}
; SPIRV-NEXT: %[[E1:[0-9]+]] = OpCompositeExtract %uint %[[SZL]] 1{{$}}
; SPIRV-NEXT: %[[A1:[0-9]+]] = OpCompositeInsert %v4uint %[[E1]] %[[A0]] 1{{$}}
; SPIRV-NEXT: %[[E2:[0-9]+]] = OpCompositeExtract %uint %[[SZL]] 2{{$}}
; SPIRV-NEXT: %[[A2:[0-9]+]] = OpCompositeInsert %v4uint %[[E2]] %[[A1]] 2{{$}}
; SPIRV-NEXT: %[[LVV:[0-9]+]] = OpCompositeInsert %v4uint %[[LV]] %[[A2]] 3{{$}}
; SPIRV-NEXT: %[[W:[0-9]+]] = OpVectorShuffle %v4uint %[[SZ]] %{{[0-9]+}} 0 1 2 3{{$}}
; SPIRV-NEXT: %[[O:[0-9]+]] = OpLoad %spirv_Image %Out{{$}}
; SPIRV-NEXT: OpImageWrite %[[O]] %uint_8 %[[W]]{{$}}
; SPIRV-NEXT: %[[O:[0-9]+]] = OpLoad %spirv_Image %Out{{$}}
; SPIRV-NEXT: OpImageWrite %[[O]] %uint_9 %[[LVV]]{{$}}
; TextureCube<float4>
; SPIRV-NEXT: %[[I:[0-9]+]] = OpLoad %[[IMGTC]] %[[TC]]{{$}}
; SPIRV-NEXT: %[[SZ:[0-9]+]] = OpImageQuerySizeLod %v2uint %[[I]] %uint_0{{$}}
; SPIRV-NEXT: %[[I:[0-9]+]] = OpLoad %[[IMGTC]] %[[TC]]{{$}}
; SPIRV-NEXT: %[[SZL:[0-9]+]] = OpImageQuerySizeLod %v2uint %[[I]] %uint_3{{$}}
; SPIRV-NEXT: %[[I:[0-9]+]] = OpLoad %[[IMGTC]] %[[TC]]{{$}}
; SPIRV-NEXT: %[[LV:[0-9]+]] = OpImageQueryLevels %uint %[[I]]{{$}}
; SPIRV-NEXT: %[[E0:[0-9]+]] = OpCompositeExtract %uint %[[SZL]] 0{{$}}
; SPIRV-NEXT: %[[A0:[0-9]+]] = OpCompositeInsert %v3uint %[[E0]] %{{[0-9]+}} 0{{$}}
; SPIRV-NEXT: %[[E1:[0-9]+]] = OpCompositeExtract %uint %[[SZL]] 1{{$}}
; SPIRV-NEXT: %[[A1:[0-9]+]] = OpCompositeInsert %v3uint %[[E1]] %[[A0]] 1{{$}}
; SPIRV-NEXT: %[[LVV:[0-9]+]] = OpCompositeInsert %v3uint %[[LV]] %[[A1]] 2{{$}}
; SPIRV-NEXT: %[[W:[0-9]+]] = OpVectorShuffle %v4uint %[[SZ]] %{{[0-9]+}} 0 1 2 3{{$}}
; SPIRV-NEXT: %[[O:[0-9]+]] = OpLoad %spirv_Image %Out{{$}}
; SPIRV-NEXT: OpImageWrite %[[O]] %uint_10 %[[W]]{{$}}
; SPIRV-NEXT: %[[W:[0-9]+]] = OpVectorShuffle %v4uint %[[LVV]] %{{[0-9]+}} 0 1 2 3{{$}}
; SPIRV-NEXT: %[[O:[0-9]+]] = OpLoad %spirv_Image %Out{{$}}
; SPIRV-NEXT: OpImageWrite %[[O]] %uint_11 %[[W]]{{$}}
; TextureCubeArray<float4>
; SPIRV-NEXT: %[[I:[0-9]+]] = OpLoad %[[IMGTCA]] %[[TCA]]{{$}}
; SPIRV-NEXT: %[[SZ:[0-9]+]] = OpImageQuerySizeLod %v3uint %[[I]] %uint_0{{$}}
; SPIRV-NEXT: %[[I:[0-9]+]] = OpLoad %[[IMGTCA]] %[[TCA]]{{$}}
; SPIRV-NEXT: %[[SZL:[0-9]+]] = OpImageQuerySizeLod %v3uint %[[I]] %[[M]]{{$}}
; SPIRV-NEXT: %[[I:[0-9]+]] = OpLoad %[[IMGTCA]] %[[TCA]]{{$}}
; SPIRV-NEXT: %[[LV:[0-9]+]] = OpImageQueryLevels %uint %[[I]]{{$}}
; SPIRV-NEXT: %[[E0:[0-9]+]] = OpCompositeExtract %uint %[[SZL]] 0{{$}}
; SPIRV-NEXT: %[[A0:[0-9]+]] = OpCompositeInsert %v4uint %[[E0]] %{{[0-9]+}} 0{{$}}
; SPIRV-NEXT: %[[E1:[0-9]+]] = OpCompositeExtract %uint %[[SZL]] 1{{$}}
; SPIRV-NEXT: %[[A1:[0-9]+]] = OpCompositeInsert %v4uint %[[E1]] %[[A0]] 1{{$}}
; SPIRV-NEXT: %[[E2:[0-9]+]] = OpCompositeExtract %uint %[[SZL]] 2{{$}}
; SPIRV-NEXT: %[[A2:[0-9]+]] = OpCompositeInsert %v4uint %[[E2]] %[[A1]] 2{{$}}
; SPIRV-NEXT: %[[LVV:[0-9]+]] = OpCompositeInsert %v4uint %[[LV]] %[[A2]] 3{{$}}
; SPIRV-NEXT: %[[W:[0-9]+]] = OpVectorShuffle %v4uint %[[SZ]] %{{[0-9]+}} 0 1 2 3{{$}}
; SPIRV-NEXT: %[[O:[0-9]+]] = OpLoad %spirv_Image %Out{{$}}
; SPIRV-NEXT: OpImageWrite %[[O]] %uint_12 %[[W]]{{$}}
; SPIRV-NEXT: %[[O:[0-9]+]] = OpLoad %spirv_Image %Out{{$}}
; SPIRV-NEXT: OpImageWrite %[[O]] %uint_13 %[[LVV]]{{$}}
; SPIRV-NEXT: OpReturn
; SPIRV-NEXT: OpFunctionEnd

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G10"
target triple = "spirv-unknown-vulkan1.3-compute"

@T1D.name = private unnamed_addr constant [4 x i8] c"T1D\00"
@T1DA.name = private unnamed_addr constant [5 x i8] c"T1DA\00"
@T2D.name = private unnamed_addr constant [4 x i8] c"T2D\00"
@T2DA.name = private unnamed_addr constant [5 x i8] c"T2DA\00"
@T3D.name = private unnamed_addr constant [4 x i8] c"T3D\00"
@TC.name = private unnamed_addr constant [3 x i8] c"TC\00"
@TCA.name = private unnamed_addr constant [4 x i8] c"TCA\00"
@Out.name = private unnamed_addr constant [4 x i8] c"Out\00"

define void @main() #0 {
entry:
  %out = call target("spirv.Image", i32, 5, 2, 0, 0, 2, 30) @llvm.spv.resource.handlefrombinding.tspirv.Image_i32_5_2_0_0_2_30t(i32 0, i32 7, i32 1, i32 0, ptr @Out.name)
  %m = call i32 @llvm.spv.thread.id.i32(i32 0)
  %t1d = call target("spirv.Image", float, 0, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_0_2_0_0_1_0t(i32 0, i32 0, i32 1, i32 0, ptr @T1D.name)
  %d.t1d = call i32 @llvm.spv.resource.getdimensions.x.tspirv.Image_f32_0_2_0_0_1_0t(target("spirv.Image", float, 0, 2, 0, 0, 1, 0) %t1d)
  %dl.t1d = call <2 x i32> @llvm.spv.resource.getdimensions.levels.x.tspirv.Image_f32_0_2_0_0_1_0t(target("spirv.Image", float, 0, 2, 0, 0, 1, 0) %t1d, i32 %m)
  %w0 = insertelement <4 x i32> zeroinitializer, i32 %d.t1d, i64 0
  %p0 = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_i32_5_2_0_0_2_30t(target("spirv.Image", i32, 5, 2, 0, 0, 2, 30) %out, i32 0)
  store <4 x i32> %w0, ptr addrspace(11) %p0, align 16
  %w1 = shufflevector <2 x i32> %dl.t1d, <2 x i32> zeroinitializer, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %p1 = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_i32_5_2_0_0_2_30t(target("spirv.Image", i32, 5, 2, 0, 0, 2, 30) %out, i32 1)
  store <4 x i32> %w1, ptr addrspace(11) %p1, align 16
  %t1da = call target("spirv.Image", float, 0, 2, 1, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_0_2_1_0_1_0t(i32 0, i32 1, i32 1, i32 0, ptr @T1DA.name)
  %d.t1da = call <2 x i32> @llvm.spv.resource.getdimensions.xy.tspirv.Image_f32_0_2_1_0_1_0t(target("spirv.Image", float, 0, 2, 1, 0, 1, 0) %t1da)
  %dl.t1da = call <3 x i32> @llvm.spv.resource.getdimensions.levels.xy.tspirv.Image_f32_0_2_1_0_1_0t(target("spirv.Image", float, 0, 2, 1, 0, 1, 0) %t1da, i32 3)
  %w2 = shufflevector <2 x i32> %d.t1da, <2 x i32> zeroinitializer, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %p2 = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_i32_5_2_0_0_2_30t(target("spirv.Image", i32, 5, 2, 0, 0, 2, 30) %out, i32 2)
  store <4 x i32> %w2, ptr addrspace(11) %p2, align 16
  %w3 = shufflevector <3 x i32> %dl.t1da, <3 x i32> zeroinitializer, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %p3 = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_i32_5_2_0_0_2_30t(target("spirv.Image", i32, 5, 2, 0, 0, 2, 30) %out, i32 3)
  store <4 x i32> %w3, ptr addrspace(11) %p3, align 16
  %t2d = call target("spirv.Image", float, 1, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_0_0_1_0t(i32 0, i32 2, i32 1, i32 0, ptr @T2D.name)
  %d.t2d = call <2 x i32> @llvm.spv.resource.getdimensions.xy.tspirv.Image_f32_1_2_0_0_1_0t(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) %t2d)
  %dl.t2d = call <3 x i32> @llvm.spv.resource.getdimensions.levels.xy.tspirv.Image_f32_1_2_0_0_1_0t(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) %t2d, i32 %m)
  %w4 = shufflevector <2 x i32> %d.t2d, <2 x i32> zeroinitializer, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %p4 = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_i32_5_2_0_0_2_30t(target("spirv.Image", i32, 5, 2, 0, 0, 2, 30) %out, i32 4)
  store <4 x i32> %w4, ptr addrspace(11) %p4, align 16
  %w5 = shufflevector <3 x i32> %dl.t2d, <3 x i32> zeroinitializer, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %p5 = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_i32_5_2_0_0_2_30t(target("spirv.Image", i32, 5, 2, 0, 0, 2, 30) %out, i32 5)
  store <4 x i32> %w5, ptr addrspace(11) %p5, align 16
  %t2da = call target("spirv.Image", float, 1, 2, 1, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_1_0_1_0t(i32 0, i32 3, i32 1, i32 0, ptr @T2DA.name)
  %d.t2da = call <3 x i32> @llvm.spv.resource.getdimensions.xyz.tspirv.Image_f32_1_2_1_0_1_0t(target("spirv.Image", float, 1, 2, 1, 0, 1, 0) %t2da)
  %dl.t2da = call <4 x i32> @llvm.spv.resource.getdimensions.levels.xyz.tspirv.Image_f32_1_2_1_0_1_0t(target("spirv.Image", float, 1, 2, 1, 0, 1, 0) %t2da, i32 3)
  %w6 = shufflevector <3 x i32> %d.t2da, <3 x i32> zeroinitializer, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %p6 = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_i32_5_2_0_0_2_30t(target("spirv.Image", i32, 5, 2, 0, 0, 2, 30) %out, i32 6)
  store <4 x i32> %w6, ptr addrspace(11) %p6, align 16
  %w7 = add <4 x i32> %dl.t2da, <i32 0, i32 0, i32 0, i32 0>
  %p7 = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_i32_5_2_0_0_2_30t(target("spirv.Image", i32, 5, 2, 0, 0, 2, 30) %out, i32 7)
  store <4 x i32> %w7, ptr addrspace(11) %p7, align 16
  %t3d = call target("spirv.Image", i32, 2, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_i32_2_2_0_0_1_0t(i32 0, i32 4, i32 1, i32 0, ptr @T3D.name)
  %d.t3d = call <3 x i32> @llvm.spv.resource.getdimensions.xyz.tspirv.Image_i32_2_2_0_0_1_0t(target("spirv.Image", i32, 2, 2, 0, 0, 1, 0) %t3d)
  %dl.t3d = call <4 x i32> @llvm.spv.resource.getdimensions.levels.xyz.tspirv.Image_i32_2_2_0_0_1_0t(target("spirv.Image", i32, 2, 2, 0, 0, 1, 0) %t3d, i32 %m)
  %w8 = shufflevector <3 x i32> %d.t3d, <3 x i32> zeroinitializer, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %p8 = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_i32_5_2_0_0_2_30t(target("spirv.Image", i32, 5, 2, 0, 0, 2, 30) %out, i32 8)
  store <4 x i32> %w8, ptr addrspace(11) %p8, align 16
  %w9 = add <4 x i32> %dl.t3d, <i32 0, i32 0, i32 0, i32 0>
  %p9 = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_i32_5_2_0_0_2_30t(target("spirv.Image", i32, 5, 2, 0, 0, 2, 30) %out, i32 9)
  store <4 x i32> %w9, ptr addrspace(11) %p9, align 16
  %tc = call target("spirv.Image", float, 3, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_3_2_0_0_1_0t(i32 0, i32 5, i32 1, i32 0, ptr @TC.name)
  %d.tc = call <2 x i32> @llvm.spv.resource.getdimensions.xy.tspirv.Image_f32_3_2_0_0_1_0t(target("spirv.Image", float, 3, 2, 0, 0, 1, 0) %tc)
  %dl.tc = call <3 x i32> @llvm.spv.resource.getdimensions.levels.xy.tspirv.Image_f32_3_2_0_0_1_0t(target("spirv.Image", float, 3, 2, 0, 0, 1, 0) %tc, i32 3)
  %w10 = shufflevector <2 x i32> %d.tc, <2 x i32> zeroinitializer, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %p10 = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_i32_5_2_0_0_2_30t(target("spirv.Image", i32, 5, 2, 0, 0, 2, 30) %out, i32 10)
  store <4 x i32> %w10, ptr addrspace(11) %p10, align 16
  %w11 = shufflevector <3 x i32> %dl.tc, <3 x i32> zeroinitializer, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %p11 = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_i32_5_2_0_0_2_30t(target("spirv.Image", i32, 5, 2, 0, 0, 2, 30) %out, i32 11)
  store <4 x i32> %w11, ptr addrspace(11) %p11, align 16
  %tca = call target("spirv.Image", float, 3, 2, 1, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_3_2_1_0_1_0t(i32 0, i32 6, i32 1, i32 0, ptr @TCA.name)
  %d.tca = call <3 x i32> @llvm.spv.resource.getdimensions.xyz.tspirv.Image_f32_3_2_1_0_1_0t(target("spirv.Image", float, 3, 2, 1, 0, 1, 0) %tca)
  %dl.tca = call <4 x i32> @llvm.spv.resource.getdimensions.levels.xyz.tspirv.Image_f32_3_2_1_0_1_0t(target("spirv.Image", float, 3, 2, 1, 0, 1, 0) %tca, i32 %m)
  %w12 = shufflevector <3 x i32> %d.tca, <3 x i32> zeroinitializer, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %p12 = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_i32_5_2_0_0_2_30t(target("spirv.Image", i32, 5, 2, 0, 0, 2, 30) %out, i32 12)
  store <4 x i32> %w12, ptr addrspace(11) %p12, align 16
  %w13 = add <4 x i32> %dl.tca, <i32 0, i32 0, i32 0, i32 0>
  %p13 = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_i32_5_2_0_0_2_30t(target("spirv.Image", i32, 5, 2, 0, 0, 2, 30) %out, i32 13)
  store <4 x i32> %w13, ptr addrspace(11) %p13, align 16
  ret void
}

declare i32 @llvm.spv.thread.id.i32(i32)
declare target("spirv.Image", i32, 5, 2, 0, 0, 2, 30) @llvm.spv.resource.handlefrombinding.tspirv.Image_i32_5_2_0_0_2_30t(i32, i32, i32, i32, ptr)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_i32_5_2_0_0_2_30t(target("spirv.Image", i32, 5, 2, 0, 0, 2, 30), i32)
declare target("spirv.Image", float, 0, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_0_2_0_0_1_0t(i32, i32, i32, i32, ptr)
declare i32 @llvm.spv.resource.getdimensions.x.tspirv.Image_f32_0_2_0_0_1_0t(target("spirv.Image", float, 0, 2, 0, 0, 1, 0)) #1
declare <2 x i32> @llvm.spv.resource.getdimensions.levels.x.tspirv.Image_f32_0_2_0_0_1_0t(target("spirv.Image", float, 0, 2, 0, 0, 1, 0), i32) #1
declare target("spirv.Image", float, 0, 2, 1, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_0_2_1_0_1_0t(i32, i32, i32, i32, ptr)
declare <2 x i32> @llvm.spv.resource.getdimensions.xy.tspirv.Image_f32_0_2_1_0_1_0t(target("spirv.Image", float, 0, 2, 1, 0, 1, 0)) #1
declare <3 x i32> @llvm.spv.resource.getdimensions.levels.xy.tspirv.Image_f32_0_2_1_0_1_0t(target("spirv.Image", float, 0, 2, 1, 0, 1, 0), i32) #1
declare target("spirv.Image", float, 1, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_0_0_1_0t(i32, i32, i32, i32, ptr)
declare <2 x i32> @llvm.spv.resource.getdimensions.xy.tspirv.Image_f32_1_2_0_0_1_0t(target("spirv.Image", float, 1, 2, 0, 0, 1, 0)) #1
declare <3 x i32> @llvm.spv.resource.getdimensions.levels.xy.tspirv.Image_f32_1_2_0_0_1_0t(target("spirv.Image", float, 1, 2, 0, 0, 1, 0), i32) #1
declare target("spirv.Image", float, 1, 2, 1, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_1_0_1_0t(i32, i32, i32, i32, ptr)
declare <3 x i32> @llvm.spv.resource.getdimensions.xyz.tspirv.Image_f32_1_2_1_0_1_0t(target("spirv.Image", float, 1, 2, 1, 0, 1, 0)) #1
declare <4 x i32> @llvm.spv.resource.getdimensions.levels.xyz.tspirv.Image_f32_1_2_1_0_1_0t(target("spirv.Image", float, 1, 2, 1, 0, 1, 0), i32) #1
declare target("spirv.Image", i32, 2, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_i32_2_2_0_0_1_0t(i32, i32, i32, i32, ptr)
declare <3 x i32> @llvm.spv.resource.getdimensions.xyz.tspirv.Image_i32_2_2_0_0_1_0t(target("spirv.Image", i32, 2, 2, 0, 0, 1, 0)) #1
declare <4 x i32> @llvm.spv.resource.getdimensions.levels.xyz.tspirv.Image_i32_2_2_0_0_1_0t(target("spirv.Image", i32, 2, 2, 0, 0, 1, 0), i32) #1
declare target("spirv.Image", float, 3, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_3_2_0_0_1_0t(i32, i32, i32, i32, ptr)
declare <2 x i32> @llvm.spv.resource.getdimensions.xy.tspirv.Image_f32_3_2_0_0_1_0t(target("spirv.Image", float, 3, 2, 0, 0, 1, 0)) #1
declare <3 x i32> @llvm.spv.resource.getdimensions.levels.xy.tspirv.Image_f32_3_2_0_0_1_0t(target("spirv.Image", float, 3, 2, 0, 0, 1, 0), i32) #1
declare target("spirv.Image", float, 3, 2, 1, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_3_2_1_0_1_0t(i32, i32, i32, i32, ptr)
declare <3 x i32> @llvm.spv.resource.getdimensions.xyz.tspirv.Image_f32_3_2_1_0_1_0t(target("spirv.Image", float, 3, 2, 1, 0, 1, 0)) #1
declare <4 x i32> @llvm.spv.resource.getdimensions.levels.xyz.tspirv.Image_f32_3_2_1_0_1_0t(target("spirv.Image", float, 3, 2, 1, 0, 1, 0), i32) #1

attributes #0 = { "hlsl.shader"="compute" "hlsl.numthreads"="4,1,1" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(read) }
