; GetDimensions on storage images, typed buffers (Dim Buffer) and multisampled
; images is OpImageQuerySize, which has no LOD operand (SPIRV.md); the `.ms`
; forms add OpImageQuerySamples as the last lane. Markers:
; `texel.spv.query_size.<image>.i0_<b>_0.m0(index)` returning the size vector,
; `texel.spv.query_samples…(index)` returning i32; the result vector is
; assembled in IR. ImageQuery for every query; SampledBuffer for the Buffer's
; image type, Image1D for RWTexture1D. Kinds:
;   [[vk::binding(0)]] RWTexture1D<float4> RW1D        .x    size i32
;   [[vk::binding(1)]] RWTexture2D<float> RW2D         .xy   size <2 x i32>
;   [[vk::binding(2)]] RWTexture2DArray<uint4> RW2DA   .xyz  size <3 x i32>
;   [[vk::binding(3)]] RWTexture3D<float4> RW3D        .xyz  size <3 x i32>
;   [[vk::binding(4)]] Buffer<float4> Buf              .x    (only queried)
;   [[vk::binding(5)]] RWBuffer<int4> RWBuf            .x    (only queried;
;                                                      the signed sampled type)
;   [[vk::binding(6)]] Texture2DMS<float4> MS          .ms.xy   size <2 x i32> + samples
;   [[vk::binding(7)]] Texture2DMSArray<float4> MSA    .ms.xyz  size <3 x i32> + samples
;   [[vk::binding(8)]] RWBuffer<uint4> Out
;
; RUN: %opt -load-pass-plugin=%plugin -passes=texel-spirv -S %s | FileCheck %s --check-prefix=IR
; RUN: %texel emit-spirv %s -o %t.spv
; RUN: %spirv-val --target-env vulkan1.3 %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s --check-prefix=SPIRV
; RUN: %spirv-dis %t.spv | FileCheck %s --check-prefix=CAPS

; Buffer handles stay (LLVM's path); image handles go.
; IR-LABEL: define void @main()
; IR-NEXT: entry:
; IR-NEXT: %buf = call target("spirv.Image", float, 5, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_1_0t(i32 0, i32 4, i32 1, i32 0, ptr @Buf.name)
; IR-NEXT: %rwbuf = call target("spirv.SignedImage", i32, 5, 2, 0, 0, 2, 21) @llvm.spv.resource.handlefrombinding.tspirv.SignedImage_i32_5_2_0_0_2_21t(i32 0, i32 5, i32 1, i32 0, ptr @RWBuf.name)
; IR-NEXT: %out = call
; IR-NEXT: %d.rw1d = call i32 @texel.spv.query_size.f32_0_2_0_0_2_1.i0_0_0.m0(i32 0)
; IR-NEXT: %w0 = insertelement <4 x i32> zeroinitializer, i32 %d.rw1d, i64 0
; IR-NEXT: %p0 = call
; IR-NEXT: store <4 x i32> %w0
; IR-NEXT: [[S:%[0-9]+]] = call <2 x i32> @texel.spv.query_size.f32_1_2_0_0_2_3.i0_1_0.m0(i32 0)
; IR-NEXT: [[E0:%[0-9]+]] = extractelement <2 x i32> [[S]], i32 0
; IR-NEXT: [[V0:%[0-9]+]] = insertelement <2 x i32> poison, i32 [[E0]], i32 0
; IR-NEXT: [[E1:%[0-9]+]] = extractelement <2 x i32> [[S]], i32 1
; IR-NEXT: %d.rw2d = insertelement <2 x i32> [[V0]], i32 [[E1]], i32 1
; IR-NEXT: %w1 = shufflevector
; IR-NEXT: %p1 = call
; IR-NEXT: store <4 x i32> %w1
; IR-NEXT: [[S:%[0-9]+]] = call <3 x i32> @texel.spv.query_size.u32_1_2_1_0_2_30.i0_2_0.m0(i32 0)
; IR-NEXT: [[E0:%[0-9]+]] = extractelement <3 x i32> [[S]], i32 0
; IR-NEXT: [[V0:%[0-9]+]] = insertelement <3 x i32> poison, i32 [[E0]], i32 0
; IR-NEXT: [[E1:%[0-9]+]] = extractelement <3 x i32> [[S]], i32 1
; IR-NEXT: [[V1:%[0-9]+]] = insertelement <3 x i32> [[V0]], i32 [[E1]], i32 1
; IR-NEXT: [[E2:%[0-9]+]] = extractelement <3 x i32> [[S]], i32 2
; IR-NEXT: %d.rw2da = insertelement <3 x i32> [[V1]], i32 [[E2]], i32 2
; IR-NEXT: %w2 = shufflevector
; IR-NEXT: %p2 = call
; IR-NEXT: store <4 x i32> %w2
; IR-NEXT: [[S:%[0-9]+]] = call <3 x i32> @texel.spv.query_size.f32_2_2_0_0_2_1.i0_3_0.m0(i32 0)
; IR-NEXT: [[E0:%[0-9]+]] = extractelement <3 x i32> [[S]], i32 0
; IR-NEXT: [[V0:%[0-9]+]] = insertelement <3 x i32> poison, i32 [[E0]], i32 0
; IR-NEXT: [[E1:%[0-9]+]] = extractelement <3 x i32> [[S]], i32 1
; IR-NEXT: [[V1:%[0-9]+]] = insertelement <3 x i32> [[V0]], i32 [[E1]], i32 1
; IR-NEXT: [[E2:%[0-9]+]] = extractelement <3 x i32> [[S]], i32 2
; IR-NEXT: %d.rw3d = insertelement <3 x i32> [[V1]], i32 [[E2]], i32 2
; IR-NEXT: %w3 = shufflevector
; IR-NEXT: %p3 = call
; IR-NEXT: store <4 x i32> %w3
; IR-NEXT: %d.buf = call i32 @texel.spv.query_size.f32_5_2_0_0_1_0.i0_4_0.m0(i32 0)
; IR-NEXT: %d.rwbuf = call i32 @texel.spv.query_size.i32_5_2_0_0_2_21.i0_5_0.m0(i32 0)
; IR-NEXT: %w4.0 = insertelement
; IR-NEXT: %w4 = insertelement
; IR-NEXT: %p4 = call
; IR-NEXT: store <4 x i32> %w4
; IR-NEXT: [[S:%[0-9]+]] = call <2 x i32> @texel.spv.query_size.f32_1_2_0_1_1_0.i0_6_0.m0(i32 0)
; IR-NEXT: [[N:%[0-9]+]] = call i32 @texel.spv.query_samples.f32_1_2_0_1_1_0.i0_6_0.m0(i32 0)
; IR-NEXT: [[E0:%[0-9]+]] = extractelement <2 x i32> [[S]], i32 0
; IR-NEXT: [[V0:%[0-9]+]] = insertelement <3 x i32> poison, i32 [[E0]], i32 0
; IR-NEXT: [[E1:%[0-9]+]] = extractelement <2 x i32> [[S]], i32 1
; IR-NEXT: [[V1:%[0-9]+]] = insertelement <3 x i32> [[V0]], i32 [[E1]], i32 1
; IR-NEXT: %d.ms = insertelement <3 x i32> [[V1]], i32 [[N]], i32 2
; IR-NEXT: %w5 = shufflevector
; IR-NEXT: %p5 = call
; IR-NEXT: store <4 x i32> %w5
; IR-NEXT: [[S:%[0-9]+]] = call <3 x i32> @texel.spv.query_size.f32_1_2_1_1_1_0.i0_7_0.m0(i32 0)
; IR-NEXT: [[N:%[0-9]+]] = call i32 @texel.spv.query_samples.f32_1_2_1_1_1_0.i0_7_0.m0(i32 0)
; IR-NEXT: [[E0:%[0-9]+]] = extractelement <3 x i32> [[S]], i32 0
; IR-NEXT: [[V0:%[0-9]+]] = insertelement <4 x i32> poison, i32 [[E0]], i32 0
; IR-NEXT: [[E1:%[0-9]+]] = extractelement <3 x i32> [[S]], i32 1
; IR-NEXT: [[V1:%[0-9]+]] = insertelement <4 x i32> [[V0]], i32 [[E1]], i32 1
; IR-NEXT: [[E2:%[0-9]+]] = extractelement <3 x i32> [[S]], i32 2
; IR-NEXT: [[V2:%[0-9]+]] = insertelement <4 x i32> [[V1]], i32 [[E2]], i32 2
; IR-NEXT: %d.msa = insertelement <4 x i32> [[V2]], i32 [[N]], i32 3
; IR-NEXT: %p6 = call
; IR-NEXT: store <4 x i32> %d.msa
; IR-NEXT: ret void
; IR-NEXT: }
; IR-NOT: @llvm.spv.resource.getdimensions
; IR-NOT: handlefrombinding.tspirv.Image_f32_{{[0-2]}}_
; IR-DAG: declare i32 @texel.spv.query_size.f32_0_2_0_0_2_1.i0_0_0.m0(i32)
; IR-DAG: declare <2 x i32> @texel.spv.query_size.f32_1_2_0_0_2_3.i0_1_0.m0(i32)
; IR-DAG: declare <3 x i32> @texel.spv.query_size.u32_1_2_1_0_2_30.i0_2_0.m0(i32)
; IR-DAG: declare <3 x i32> @texel.spv.query_size.f32_2_2_0_0_2_1.i0_3_0.m0(i32)
; IR-DAG: declare i32 @texel.spv.query_size.f32_5_2_0_0_1_0.i0_4_0.m0(i32)
; IR-DAG: declare i32 @texel.spv.query_size.i32_5_2_0_0_2_21.i0_5_0.m0(i32)
; IR-DAG: declare <2 x i32> @texel.spv.query_size.f32_1_2_0_1_1_0.i0_6_0.m0(i32)
; IR-DAG: declare i32 @texel.spv.query_samples.f32_1_2_0_1_1_0.i0_6_0.m0(i32)
; IR-DAG: declare <3 x i32> @texel.spv.query_size.f32_1_2_1_1_1_0.i0_7_0.m0(i32)
; IR-DAG: declare i32 @texel.spv.query_samples.f32_1_2_1_1_1_0.i0_7_0.m0(i32)

; CAPS-DAG: OpCapability Shader
; CAPS-DAG: OpCapability ImageBuffer
; CAPS-DAG: OpCapability Image1D
; CAPS-DAG: OpCapability SampledBuffer
; CAPS-DAG: OpCapability ImageQuery
; CAPS-NOT: OpImageQuerySizeLod
; CAPS-NOT: OpImageQueryLevels
; CAPS-NOT: LinkageAttributes
; CAPS-NOT: texel.spv
; CAPS-NOT: OpFunctionCall
; SPIRV: ; Schema: 0
; SPIRV-NOT: OpCapability Linkage
; SPIRV-NOT: OpCapability Int8
; SPIRV-NOT: OpCapability StorageImageMultisample
; SPIRV: OpMemoryModel Logical GLSL450
; SPIRV: OpEntryPoint GLCompute %main "main" {{.*}}%[[RW1D:[0-9]+]] %[[RW2D:[0-9]+]] %[[RW2DA:[0-9]+]] %[[RW3D:[0-9]+]] %[[BUF:[0-9]+]] %[[RWBUF:[0-9]+]] %[[MS:[0-9]+]] %[[MSA:[0-9]+]]{{$}}
; SPIRV-DAG: OpDecorate %[[RW1D]] DescriptorSet 0
; SPIRV-DAG: OpDecorate %[[RW1D]] Binding 0
; SPIRV-DAG: OpDecorate %[[RW2D]] DescriptorSet 0
; SPIRV-DAG: OpDecorate %[[RW2D]] Binding 1
; SPIRV-DAG: OpDecorate %[[RW2DA]] DescriptorSet 0
; SPIRV-DAG: OpDecorate %[[RW2DA]] Binding 2
; SPIRV-DAG: OpDecorate %[[RW3D]] DescriptorSet 0
; SPIRV-DAG: OpDecorate %[[RW3D]] Binding 3
; SPIRV-DAG: OpDecorate %[[BUF]] DescriptorSet 0
; SPIRV-DAG: OpDecorate %[[BUF]] Binding 4
; SPIRV-DAG: OpDecorate %[[RWBUF]] DescriptorSet 0
; SPIRV-DAG: OpDecorate %[[RWBUF]] Binding 5
; SPIRV-DAG: OpDecorate %[[MS]] DescriptorSet 0
; SPIRV-DAG: OpDecorate %[[MS]] Binding 6
; SPIRV-DAG: OpDecorate %[[MSA]] DescriptorSet 0
; SPIRV-DAG: OpDecorate %[[MSA]] Binding 7
; SPIRV-DAG: %[[IMGRW1D:[0-9]+]] = OpTypeImage %float 1D 2 0 0 2 Rgba32f{{$}}
; SPIRV-DAG: %[[IMGRW2D:[0-9]+]] = OpTypeImage %float 2D 2 0 0 2 R32f{{$}}
; SPIRV-DAG: %[[IMGRW2DA:[0-9]+]] = OpTypeImage %uint 2D 2 1 0 2 Rgba32ui{{$}}
; SPIRV-DAG: %[[IMGRW3D:[0-9]+]] = OpTypeImage %float 3D 2 0 0 2 Rgba32f{{$}}
; SPIRV-DAG: %[[IMGBUF:[0-9]+]] = OpTypeImage %float Buffer 2 0 0 1 Unknown{{$}}
; SPIRV-DAG: %int = OpTypeInt 32 1{{$}}
; SPIRV-DAG: %[[IMGRWBUF:[0-9]+]] = OpTypeImage %int Buffer 2 0 0 2 Rgba32i{{$}}
; SPIRV-DAG: %[[IMGMS:[0-9]+]] = OpTypeImage %float 2D 2 0 1 1 Unknown{{$}}
; SPIRV-DAG: %[[IMGMSA:[0-9]+]] = OpTypeImage %float 2D 2 1 1 1 Unknown{{$}}
; SPIRV-DAG: %[[PBUF:[_A-Za-z0-9]+]] = OpTypePointer UniformConstant %[[IMGBUF]]{{$}}
; SPIRV-DAG: %[[BUF]] = OpVariable %[[PBUF]] UniformConstant{{$}}
; SPIRV-DAG: %[[PRWBUF:[_A-Za-z0-9]+]] = OpTypePointer UniformConstant %[[IMGRWBUF]]{{$}}
; SPIRV-DAG: %[[RWBUF]] = OpVariable %[[PRWBUF]] UniformConstant{{$}}
; SPIRV-DAG: %[[PMSA:[_A-Za-z0-9]+]] = OpTypePointer UniformConstant %[[IMGMSA]]{{$}}
; SPIRV-DAG: %[[MSA]] = OpVariable %[[PMSA]] UniformConstant{{$}}
; SPIRV: %main = OpFunction %void None
; SPIRV-NEXT: %entry = OpLabel
; SPIRV-NEXT: %[[I:[0-9]+]] = OpLoad %[[IMGRW1D]] %[[RW1D]]{{$}}
; SPIRV-NEXT: %[[S:[0-9]+]] = OpImageQuerySize %uint %[[I]]{{$}}
; SPIRV-NEXT: %[[W:[0-9]+]] = OpCompositeInsert %v4uint %[[S]] %{{[0-9]+}} 0{{$}}
; SPIRV-NEXT: %[[O:[0-9]+]] = OpLoad %spirv_Image %Out{{$}}
; SPIRV-NEXT: OpImageWrite %[[O]] %uint_0 %[[W]]{{$}}
; SPIRV-NEXT: %[[I:[0-9]+]] = OpLoad %[[IMGRW2D]] %[[RW2D]]{{$}}
; SPIRV-NEXT: %[[S:[0-9]+]] = OpImageQuerySize %v2uint %[[I]]{{$}}
; SPIRV-NEXT: %[[W:[0-9]+]] = OpVectorShuffle %v4uint %[[S]] %{{[0-9]+}} 0 1 2 3{{$}}
; SPIRV-NEXT: %[[O:[0-9]+]] = OpLoad %spirv_Image %Out{{$}}
; SPIRV-NEXT: OpImageWrite %[[O]] %uint_1 %[[W]]{{$}}
; SPIRV-NEXT: %[[I:[0-9]+]] = OpLoad %[[IMGRW2DA]] %[[RW2DA]]{{$}}
; SPIRV-NEXT: %[[S:[0-9]+]] = OpImageQuerySize %v3uint %[[I]]{{$}}
; SPIRV-NEXT: %[[W:[0-9]+]] = OpVectorShuffle %v4uint %[[S]] %{{[0-9]+}} 0 1 2 3{{$}}
; SPIRV-NEXT: %[[O:[0-9]+]] = OpLoad %spirv_Image %Out{{$}}
; SPIRV-NEXT: OpImageWrite %[[O]] %uint_2 %[[W]]{{$}}
; SPIRV-NEXT: %[[I:[0-9]+]] = OpLoad %[[IMGRW3D]] %[[RW3D]]{{$}}
; SPIRV-NEXT: %[[S:[0-9]+]] = OpImageQuerySize %v3uint %[[I]]{{$}}
; SPIRV-NEXT: %[[W:[0-9]+]] = OpVectorShuffle %v4uint %[[S]] %{{[0-9]+}} 0 1 2 3{{$}}
; SPIRV-NEXT: %[[O:[0-9]+]] = OpLoad %spirv_Image %Out{{$}}
; SPIRV-NEXT: OpImageWrite %[[O]] %uint_3 %[[W]]{{$}}
; SPIRV-NEXT: %[[I:[0-9]+]] = OpLoad %[[IMGBUF]] %[[BUF]]{{$}}
; SPIRV-NEXT: %[[SB:[0-9]+]] = OpImageQuerySize %uint %[[I]]{{$}}
; SPIRV-NEXT: %[[I:[0-9]+]] = OpLoad %[[IMGRWBUF]] %[[RWBUF]]{{$}}
; SPIRV-NEXT: %[[SRW:[0-9]+]] = OpImageQuerySize %uint %[[I]]{{$}}
; SPIRV-NEXT: %[[W0:[0-9]+]] = OpCompositeInsert %v4uint %[[SB]] %{{[0-9]+}} 0{{$}}
; SPIRV-NEXT: %[[W:[0-9]+]] = OpCompositeInsert %v4uint %[[SRW]] %[[W0]] 1{{$}}
; SPIRV-NEXT: %[[O:[0-9]+]] = OpLoad %spirv_Image %Out{{$}}
; SPIRV-NEXT: OpImageWrite %[[O]] %uint_4 %[[W]]{{$}}
; SPIRV-NEXT: %[[I:[0-9]+]] = OpLoad %[[IMGMS]] %[[MS]]{{$}}
; SPIRV-NEXT: %[[S:[0-9]+]] = OpImageQuerySize %v2uint %[[I]]{{$}}
; SPIRV-NEXT: %[[I:[0-9]+]] = OpLoad %[[IMGMS]] %[[MS]]{{$}}
; SPIRV-NEXT: %[[N:[0-9]+]] = OpImageQuerySamples %uint %[[I]]{{$}}
; SPIRV-NEXT: %[[E0:[0-9]+]] = OpCompositeExtract %uint %[[S]] 0{{$}}
; SPIRV-NEXT: %[[A0:[0-9]+]] = OpCompositeInsert %v3uint %[[E0]] %{{[0-9]+}} 0{{$}}
; SPIRV-NEXT: %[[E1:[0-9]+]] = OpCompositeExtract %uint %[[S]] 1{{$}}
; SPIRV-NEXT: %[[A1:[0-9]+]] = OpCompositeInsert %v3uint %[[E1]] %[[A0]] 1{{$}}
; SPIRV-NEXT: %[[A2:[0-9]+]] = OpCompositeInsert %v3uint %[[N]] %[[A1]] 2{{$}}
; SPIRV-NEXT: %[[W:[0-9]+]] = OpVectorShuffle %v4uint %[[A2]] %{{[0-9]+}} 0 1 2 3{{$}}
; SPIRV-NEXT: %[[O:[0-9]+]] = OpLoad %spirv_Image %Out{{$}}
; SPIRV-NEXT: OpImageWrite %[[O]] %uint_5 %[[W]]{{$}}
; SPIRV-NEXT: %[[I:[0-9]+]] = OpLoad %[[IMGMSA]] %[[MSA]]{{$}}
; SPIRV-NEXT: %[[S:[0-9]+]] = OpImageQuerySize %v3uint %[[I]]{{$}}
; SPIRV-NEXT: %[[I:[0-9]+]] = OpLoad %[[IMGMSA]] %[[MSA]]{{$}}
; SPIRV-NEXT: %[[N:[0-9]+]] = OpImageQuerySamples %uint %[[I]]{{$}}
; SPIRV-NEXT: %[[E0:[0-9]+]] = OpCompositeExtract %uint %[[S]] 0{{$}}
; SPIRV-NEXT: %[[A0:[0-9]+]] = OpCompositeInsert %v4uint %[[E0]] %{{[0-9]+}} 0{{$}}
; SPIRV-NEXT: %[[E1:[0-9]+]] = OpCompositeExtract %uint %[[S]] 1{{$}}
; SPIRV-NEXT: %[[A1:[0-9]+]] = OpCompositeInsert %v4uint %[[E1]] %[[A0]] 1{{$}}
; SPIRV-NEXT: %[[E2:[0-9]+]] = OpCompositeExtract %uint %[[S]] 2{{$}}
; SPIRV-NEXT: %[[A2:[0-9]+]] = OpCompositeInsert %v4uint %[[E2]] %[[A1]] 2{{$}}
; SPIRV-NEXT: %[[A3:[0-9]+]] = OpCompositeInsert %v4uint %[[N]] %[[A2]] 3{{$}}
; SPIRV-NEXT: %[[O:[0-9]+]] = OpLoad %spirv_Image %Out{{$}}
; SPIRV-NEXT: OpImageWrite %[[O]] %uint_6 %[[A3]]{{$}}
; SPIRV-NEXT: OpReturn
; SPIRV-NEXT: OpFunctionEnd

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G10"
target triple = "spirv-unknown-vulkan1.3-compute"

@RW1D.name = private unnamed_addr constant [5 x i8] c"RW1D\00"
@RW2D.name = private unnamed_addr constant [5 x i8] c"RW2D\00"
@RW2DA.name = private unnamed_addr constant [6 x i8] c"RW2DA\00"
@RW3D.name = private unnamed_addr constant [5 x i8] c"RW3D\00"
@Buf.name = private unnamed_addr constant [4 x i8] c"Buf\00"
@RWBuf.name = private unnamed_addr constant [6 x i8] c"RWBuf\00"
@MS.name = private unnamed_addr constant [3 x i8] c"MS\00"
@MSA.name = private unnamed_addr constant [4 x i8] c"MSA\00"
@Out.name = private unnamed_addr constant [4 x i8] c"Out\00"

define void @main() #0 {
entry:
  %rw1d = call target("spirv.Image", float, 0, 2, 0, 0, 2, 1) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_0_2_0_0_2_1t(i32 0, i32 0, i32 1, i32 0, ptr @RW1D.name)
  %rw2d = call target("spirv.Image", float, 1, 2, 0, 0, 2, 3) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_0_0_2_3t(i32 0, i32 1, i32 1, i32 0, ptr @RW2D.name)
  %rw2da = call target("spirv.Image", i32, 1, 2, 1, 0, 2, 30) @llvm.spv.resource.handlefrombinding.tspirv.Image_i32_1_2_1_0_2_30t(i32 0, i32 2, i32 1, i32 0, ptr @RW2DA.name)
  %rw3d = call target("spirv.Image", float, 2, 2, 0, 0, 2, 1) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_2_2_0_0_2_1t(i32 0, i32 3, i32 1, i32 0, ptr @RW3D.name)
  %buf = call target("spirv.Image", float, 5, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_1_0t(i32 0, i32 4, i32 1, i32 0, ptr @Buf.name)
  %rwbuf = call target("spirv.SignedImage", i32, 5, 2, 0, 0, 2, 21) @llvm.spv.resource.handlefrombinding.tspirv.SignedImage_i32_5_2_0_0_2_21t(i32 0, i32 5, i32 1, i32 0, ptr @RWBuf.name)
  %ms = call target("spirv.Image", float, 1, 2, 0, 1, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_0_1_1_0t(i32 0, i32 6, i32 1, i32 0, ptr @MS.name)
  %msa = call target("spirv.Image", float, 1, 2, 1, 1, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_1_1_1_0t(i32 0, i32 7, i32 1, i32 0, ptr @MSA.name)
  %out = call target("spirv.Image", i32, 5, 2, 0, 0, 2, 30) @llvm.spv.resource.handlefrombinding.tspirv.Image_i32_5_2_0_0_2_30t(i32 0, i32 8, i32 1, i32 0, ptr @Out.name)

  ; RWTexture1D<float4>.GetDimensions(w)
  %d.rw1d = call i32 @llvm.spv.resource.getdimensions.x.tspirv.Image_f32_0_2_0_0_2_1t(target("spirv.Image", float, 0, 2, 0, 0, 2, 1) %rw1d)
  %w0 = insertelement <4 x i32> zeroinitializer, i32 %d.rw1d, i64 0
  %p0 = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_i32_5_2_0_0_2_30t(target("spirv.Image", i32, 5, 2, 0, 0, 2, 30) %out, i32 0)
  store <4 x i32> %w0, ptr addrspace(11) %p0, align 16
  ; RWTexture2D<float>.GetDimensions(w, h)
  %d.rw2d = call <2 x i32> @llvm.spv.resource.getdimensions.xy.tspirv.Image_f32_1_2_0_0_2_3t(target("spirv.Image", float, 1, 2, 0, 0, 2, 3) %rw2d)
  %w1 = shufflevector <2 x i32> %d.rw2d, <2 x i32> zeroinitializer, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %p1 = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_i32_5_2_0_0_2_30t(target("spirv.Image", i32, 5, 2, 0, 0, 2, 30) %out, i32 1)
  store <4 x i32> %w1, ptr addrspace(11) %p1, align 16
  ; RWTexture2DArray<uint4>.GetDimensions(w, h, elements)
  %d.rw2da = call <3 x i32> @llvm.spv.resource.getdimensions.xyz.tspirv.Image_i32_1_2_1_0_2_30t(target("spirv.Image", i32, 1, 2, 1, 0, 2, 30) %rw2da)
  %w2 = shufflevector <3 x i32> %d.rw2da, <3 x i32> zeroinitializer, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %p2 = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_i32_5_2_0_0_2_30t(target("spirv.Image", i32, 5, 2, 0, 0, 2, 30) %out, i32 2)
  store <4 x i32> %w2, ptr addrspace(11) %p2, align 16
  ; RWTexture3D<float4>.GetDimensions(w, h, d)
  %d.rw3d = call <3 x i32> @llvm.spv.resource.getdimensions.xyz.tspirv.Image_f32_2_2_0_0_2_1t(target("spirv.Image", float, 2, 2, 0, 0, 2, 1) %rw3d)
  %w3 = shufflevector <3 x i32> %d.rw3d, <3 x i32> zeroinitializer, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %p3 = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_i32_5_2_0_0_2_30t(target("spirv.Image", i32, 5, 2, 0, 0, 2, 30) %out, i32 3)
  store <4 x i32> %w3, ptr addrspace(11) %p3, align 16
  ; Buffer<float4>.GetDimensions(n), RWBuffer<int4>.GetDimensions(n)
  %d.buf = call i32 @llvm.spv.resource.getdimensions.x.tspirv.Image_f32_5_2_0_0_1_0t(target("spirv.Image", float, 5, 2, 0, 0, 1, 0) %buf)
  %d.rwbuf = call i32 @llvm.spv.resource.getdimensions.x.tspirv.SignedImage_i32_5_2_0_0_2_21t(target("spirv.SignedImage", i32, 5, 2, 0, 0, 2, 21) %rwbuf)
  %w4.0 = insertelement <4 x i32> zeroinitializer, i32 %d.buf, i64 0
  %w4 = insertelement <4 x i32> %w4.0, i32 %d.rwbuf, i64 1
  %p4 = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_i32_5_2_0_0_2_30t(target("spirv.Image", i32, 5, 2, 0, 0, 2, 30) %out, i32 4)
  store <4 x i32> %w4, ptr addrspace(11) %p4, align 16
  ; Texture2DMS<float4>.GetDimensions(w, h, samples)
  %d.ms = call <3 x i32> @llvm.spv.resource.getdimensions.ms.xy.tspirv.Image_f32_1_2_0_1_1_0t(target("spirv.Image", float, 1, 2, 0, 1, 1, 0) %ms)
  %w5 = shufflevector <3 x i32> %d.ms, <3 x i32> zeroinitializer, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %p5 = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_i32_5_2_0_0_2_30t(target("spirv.Image", i32, 5, 2, 0, 0, 2, 30) %out, i32 5)
  store <4 x i32> %w5, ptr addrspace(11) %p5, align 16
  ; Texture2DMSArray<float4>.GetDimensions(w, h, elements, samples)
  %d.msa = call <4 x i32> @llvm.spv.resource.getdimensions.ms.xyz.tspirv.Image_f32_1_2_1_1_1_0t(target("spirv.Image", float, 1, 2, 1, 1, 1, 0) %msa)
  %p6 = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_i32_5_2_0_0_2_30t(target("spirv.Image", i32, 5, 2, 0, 0, 2, 30) %out, i32 6)
  store <4 x i32> %d.msa, ptr addrspace(11) %p6, align 16
  ret void
}

declare target("spirv.Image", float, 0, 2, 0, 0, 2, 1) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_0_2_0_0_2_1t(i32, i32, i32, i32, ptr)
declare target("spirv.Image", float, 1, 2, 0, 0, 2, 3) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_0_0_2_3t(i32, i32, i32, i32, ptr)
declare target("spirv.Image", i32, 1, 2, 1, 0, 2, 30) @llvm.spv.resource.handlefrombinding.tspirv.Image_i32_1_2_1_0_2_30t(i32, i32, i32, i32, ptr)
declare target("spirv.Image", float, 2, 2, 0, 0, 2, 1) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_2_2_0_0_2_1t(i32, i32, i32, i32, ptr)
declare target("spirv.Image", float, 5, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_1_0t(i32, i32, i32, i32, ptr)
declare target("spirv.SignedImage", i32, 5, 2, 0, 0, 2, 21) @llvm.spv.resource.handlefrombinding.tspirv.SignedImage_i32_5_2_0_0_2_21t(i32, i32, i32, i32, ptr)
declare target("spirv.Image", float, 1, 2, 0, 1, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_0_1_1_0t(i32, i32, i32, i32, ptr)
declare target("spirv.Image", float, 1, 2, 1, 1, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_1_1_1_0t(i32, i32, i32, i32, ptr)
declare target("spirv.Image", i32, 5, 2, 0, 0, 2, 30) @llvm.spv.resource.handlefrombinding.tspirv.Image_i32_5_2_0_0_2_30t(i32, i32, i32, i32, ptr)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_i32_5_2_0_0_2_30t(target("spirv.Image", i32, 5, 2, 0, 0, 2, 30), i32)
declare i32 @llvm.spv.resource.getdimensions.x.tspirv.Image_f32_0_2_0_0_2_1t(target("spirv.Image", float, 0, 2, 0, 0, 2, 1)) #1
declare <2 x i32> @llvm.spv.resource.getdimensions.xy.tspirv.Image_f32_1_2_0_0_2_3t(target("spirv.Image", float, 1, 2, 0, 0, 2, 3)) #1
declare <3 x i32> @llvm.spv.resource.getdimensions.xyz.tspirv.Image_i32_1_2_1_0_2_30t(target("spirv.Image", i32, 1, 2, 1, 0, 2, 30)) #1
declare <3 x i32> @llvm.spv.resource.getdimensions.xyz.tspirv.Image_f32_2_2_0_0_2_1t(target("spirv.Image", float, 2, 2, 0, 0, 2, 1)) #1
declare i32 @llvm.spv.resource.getdimensions.x.tspirv.Image_f32_5_2_0_0_1_0t(target("spirv.Image", float, 5, 2, 0, 0, 1, 0)) #1
declare i32 @llvm.spv.resource.getdimensions.x.tspirv.SignedImage_i32_5_2_0_0_2_21t(target("spirv.SignedImage", i32, 5, 2, 0, 0, 2, 21)) #1
declare <3 x i32> @llvm.spv.resource.getdimensions.ms.xy.tspirv.Image_f32_1_2_0_1_1_0t(target("spirv.Image", float, 1, 2, 0, 1, 1, 0)) #1
declare <4 x i32> @llvm.spv.resource.getdimensions.ms.xyz.tspirv.Image_f32_1_2_1_1_1_0t(target("spirv.Image", float, 1, 2, 1, 1, 1, 0)) #1

attributes #0 = { "hlsl.shader"="compute" "hlsl.numthreads"="4,1,1" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(read) }
