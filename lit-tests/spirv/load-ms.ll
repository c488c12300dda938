; load.ms on Texture2DMS / Texture2DMSArray is OpImageFetch with the Sample
; image operand (0x40), plus ConstOffset (0x8) for a constant nonzero offset
; (SPIRV.md). Image operands follow the mask in bit order, so with both the
; marker takes the offset before the sample index (mask 72). A dynamic offset
; is added to the coordinate, as for load.level. Kinds:
;   [[vk::binding(0)]] Texture2DMS<float4> MS
;   [[vk::binding(1)]] Texture2DMSArray<float> MSA
;
; RUN: %opt -load-pass-plugin=%plugin -passes=texel-spirv -S %s | FileCheck %s --check-prefix=IR
; RUN: %texel emit-spirv %s -o %t.spv
; RUN: %spirv-val --target-env vulkan1.3 %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s --check-prefix=SPIRV
; RUN: %spirv-dis %t.spv | FileCheck %s --check-prefix=CAPS

; IR-LABEL: define void @main()
; IR: %dyn = insertelement <2 x i32> %dyn.0, i32 %g, i64 1
; IR-NEXT: %l.0 = call <4 x float> @texel.spv.fetch.f32_1_2_0_1_1_0.i0_0_0.m64(i32 0, <2 x i32> %xy, i32 %s)
; IR-NEXT: %p.0 = call
; IR-NEXT: store <4 x float> %l.0
; IR-NEXT: %l.1 = call <4 x float> @texel.spv.fetch.f32_1_2_0_1_1_0.i0_0_0.m72(i32 0, <2 x i32> %xy, <2 x i32> <i32 2, i32 -1>, i32 3)
; IR-NEXT: %p.1 = call
; IR-NEXT: store <4 x float> %l.1
; IR-NEXT: [[F:%[0-9]+]] = call <4 x float> @texel.spv.fetch.f32_1_2_1_1_1_0.i0_1_0.m72(i32 0, <3 x i32> %xyl.1, <2 x i32> splat (i32 1), i32 %s)
; IR-NEXT: %l.2 = extractelement <4 x float> [[F]], i32 0
; IR-NEXT: %v.2 = insertelement
; IR-NEXT: %p.2 = call
; IR-NEXT: store <4 x float> %v.2
; IR-NEXT: [[E0:%[0-9]+]] = extractelement <2 x i32> %dyn, i32 0
; IR-NEXT: [[W0:%[0-9]+]] = insertelement <2 x i32> poison, i32 [[E0]], i32 0
; IR-NEXT: [[E1:%[0-9]+]] = extractelement <2 x i32> %dyn, i32 1
; IR-NEXT: [[W:%[0-9]+]] = insertelement <2 x i32> [[W0]], i32 [[E1]], i32 1
; IR-NEXT: [[C:%[0-9]+]] = add <2 x i32> %xy, [[W]]
; IR-NEXT: %l.3 = call <4 x float> @texel.spv.fetch.f32_1_2_0_1_1_0.i0_0_0.m64(i32 0, <2 x i32> [[C]], i32 %s)
; IR-NEXT: %p.3 = call
; IR-NEXT: store <4 x float> %l.3
; IR-NEXT: ret void
; IR-NEXT: }
; IR-NOT: @llvm.spv.resource.load.ms
; IR-DAG: declare <4 x float> @texel.spv.fetch.f32_1_2_0_1_1_0.i0_0_0.m64(i32, <2 x i32>, i32)
; IR-DAG: declare <4 x float> @texel.spv.fetch.f32_1_2_0_1_1_0.i0_0_0.m72(i32, <2 x i32>, <2 x i32>, i32)
; IR-DAG: declare <4 x float> @texel.spv.fetch.f32_1_2_1_1_1_0.i0_1_0.m72(i32, <3 x i32>, <2 x i32>, i32)

; Sampled multisampled images need nothing beyond Shader (StorageImageMultisample
; and ImageMSArray are for storage images); ConstOffset on a fetch needs no
; ImageGatherExtended.
; CAPS-DAG: OpCapability Shader
; CAPS-DAG: OpCapability ImageBuffer
; CAPS-NOT: LinkageAttributes
; CAPS-NOT: texel.spv
; CAPS-NOT: OpFunctionCall
; SPIRV: ; Schema: 0
; SPIRV-NOT: OpCapability Linkage
; SPIRV-NOT: OpCapability Int8
; SPIRV-NOT: OpCapability StorageImageMultisample
; SPIRV-NOT: OpCapability ImageMSArray
; SPIRV-NOT: OpCapability ImageGatherExtended
; SPIRV: OpMemoryModel Logical GLSL450
; SPIRV: OpEntryPoint GLCompute %main "main" {{.*}}%[[MS:[0-9]+]] %[[MSA:[0-9]+]]{{$}}
; SPIRV-DAG: OpDecorate %[[MS]] DescriptorSet 0
; SPIRV-DAG: OpDecorate %[[MS]] Binding 0
; SPIRV-DAG: OpDecorate %[[MSA]] DescriptorSet 0
; SPIRV-DAG: OpDecorate %[[MSA]] Binding 1
; SPIRV-DAG: %[[IMGMS:[0-9]+]] = OpTypeImage %float 2D 2 0 1 1 Unknown{{$}}
; SPIRV-DAG: %[[IMGMSA:[0-9]+]] = OpTypeImage %float 2D 2 1 1 1 Unknown{{$}}
; SPIRV-DAG: %[[PMS:[_A-Za-z0-9]+]] = OpTypePointer UniformConstant %[[IMGMS]]{{$}}
; SPIRV-DAG: %[[PMSA:[_A-Za-z0-9]+]] = OpTypePointer UniformConstant %[[IMGMSA]]{{$}}
; SPIRV-DAG: %[[MS]] = OpVariable %[[PMS]] UniformConstant{{$}}
; SPIRV-DAG: %[[MSA]] = OpVariable %[[PMSA]] UniformConstant{{$}}
; SPIRV-DAG: %int = OpTypeInt 32 1{{$}}
; SPIRV-DAG: %v2int = OpTypeVector %int 2{{$}}
; SPIRV-DAG: %int_n1 = OpConstant %int -1{{$}}
; SPIRV-DAG: %int_1 = OpConstant %int 1{{$}}
; SPIRV-DAG: %int_2 = OpConstant %int 2{{$}}
; SPIRV-DAG: %[[OFF1:[0-9]+]] = OpConstantComposite %v2int %int_2 %int_n1{{$}}
; SPIRV-DAG: %[[OFF2:[0-9]+]] = OpConstantComposite %v2int %int_1 %int_1{{$}}
; SPIRV: %main = OpFunction %void None
; SPIRV: %[[S:[0-9]+]] = OpCompositeExtract %uint %{{[0-9]+}} 2{{$}}
; SPIRV-NEXT: %[[WG:[0-9]+]] = OpLoad %v3uint %__spirv_BuiltInWorkgroupId{{$}}
; SPIRV-NEXT: %[[G:[0-9]+]] = OpCompositeExtract %uint %[[WG]] 0{{$}}
; SPIRV-NEXT: %[[XY0:[0-9]+]] = OpCompositeInsert %v2uint %{{[0-9]+}} %{{[0-9]+}} 0{{$}}
; SPIRV-NEXT: %[[XY:[0-9]+]] = OpCompositeInsert %v2uint %{{[0-9]+}} %[[XY0]] 1{{$}}
; SPIRV-NEXT: %[[XYL0:[0-9]+]] = OpCompositeInsert %v3uint %{{[0-9]+}} %{{[0-9]+}} 0{{$}}
; SPIRV-NEXT: %[[XYL:[0-9]+]] = OpCompositeInsert %v3uint %{{[0-9]+}} %[[XYL0]] 1{{$}}
; SPIRV-NEXT: %[[I:[0-9]+]] = OpLoad %[[IMGMS]] %[[MS]]{{$}}
; SPIRV-NEXT: %[[R:[0-9]+]] = OpImageFetch %v4float %[[I]] %[[XY]] Sample %[[S]]{{$}}
; SPIRV-NEXT: %[[O:[0-9]+]] = OpLoad %spirv_Image %Out{{$}}
; SPIRV-NEXT: OpImageWrite %[[O]] %uint_0 %[[R]]{{$}}
; SPIRV-NEXT: %[[I:[0-9]+]] = OpLoad %[[IMGMS]] %[[MS]]{{$}}
; SPIRV-NEXT: %[[R:[0-9]+]] = OpImageFetch %v4float %[[I]] %[[XY]] ConstOffset|Sample %[[OFF1]] %uint_3{{$}}
; SPIRV-NEXT: %[[O:[0-9]+]] = OpLoad %spirv_Image %Out{{$}}
; SPIRV-NEXT: OpImageWrite %[[O]] %uint_1 %[[R]]{{$}}
; SPIRV-NEXT: %[[I:[0-9]+]] = OpLoad %[[IMGMSA]] %[[MSA]]{{$}}
; SPIRV-NEXT: %[[R:[0-9]+]] = OpImageFetch %v4float %[[I]] %[[XYL]] ConstOffset|Sample %[[OFF2]] %[[S]]{{$}}
; SPIRV-NEXT: %[[V:[0-9]+]] = OpVectorShuffle %v4float %[[R]] %{{[0-9]+}} 0 5 6 7{{$}}
; SPIRV-NEXT: %[[O:[0-9]+]] = OpLoad %spirv_Image %Out{{$}}
; SPIRV-NEXT: OpImageWrite %[[O]] %uint_2 %[[V]]{{$}}
; The dynamic offset (g, g) is added; the fetch has Sample only.
; SPIRV-NEXT: %[[G0:[0-9]+]] = OpCompositeInsert %v2uint %[[G]] %{{[0-9]+}} 0{{$}}
; SPIRV-NEXT: %[[GG:[0-9]+]] = OpVectorShuffle %v2uint %[[G0]] %{{[0-9]+}} 0 0{{$}}
; SPIRV-NEXT: %[[C:[0-9]+]] = OpIAdd %v2uint %[[GG]] %[[XY]]{{$}}
; SPIRV-NEXT: %[[I:[0-9]+]] = OpLoad %[[IMGMS]] %[[MS]]{{$}}
; SPIRV-NEXT: %[[R:[0-9]+]] = OpImageFetch %v4float %[[I]] %[[C]] Sample %[[S]]{{$}}
; SPIRV-NEXT: %[[O:[0-9]+]] = OpLoad %spirv_Image %Out{{$}}
; SPIRV-NEXT: OpImageWrite %[[O]] %uint_3 %[[R]]{{$}}
; SPIRV-NEXT: OpReturn
; SPIRV-NEXT: OpFunctionEnd

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G10"
target triple = "spirv-unknown-vulkan1.3-compute"

@MS.name = private unnamed_addr constant [3 x i8] c"MS\00"
@MSA.name = private unnamed_addr constant [4 x i8] c"MSA\00"
@Out.name = private unnamed_addr constant [4 x i8] c"Out\00"

define void @main() #0 {
entry:
  %ms = call target("spirv.Image", float, 1, 2, 0, 1, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_0_1_1_0t(i32 0, i32 0, i32 1, i32 0, ptr @MS.name)
  %msa = call target("spirv.Image", float, 1, 2, 1, 1, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_1_1_1_0t(i32 0, i32 1, i32 1, i32 0, ptr @MSA.name)
  %out = call target("spirv.Image", float, 5, 2, 0, 0, 2, 1) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_2_1t(i32 0, i32 2, i32 1, i32 0, ptr @Out.name)
  %x = call i32 @llvm.spv.thread.id.i32(i32 0)
  %y = call i32 @llvm.spv.thread.id.i32(i32 1)
  %s = call i32 @llvm.spv.thread.id.i32(i32 2)
  %g = call i32 @llvm.spv.group.id.i32(i32 0)
  %xy.0 = insertelement <2 x i32> poison, i32 %x, i64 0
  %xy = insertelement <2 x i32> %xy.0, i32 %y, i64 1
  %xyl = insertelement <3 x i32> <i32 poison, i32 poison, i32 5>, i32 %x, i64 0
  %xyl.1 = insertelement <3 x i32> %xyl, i32 %y, i64 1
  %dyn.0 = insertelement <2 x i32> poison, i32 %g, i64 0
  %dyn = insertelement <2 x i32> %dyn.0, i32 %g, i64 1

  ; MS.Load(int2(x, y), s): Sample only.
  %l.0 = call <4 x float> @llvm.spv.resource.load.ms.v4f32.tspirv.Image_f32_1_2_0_1_1_0t.v2i32.v2i32(target("spirv.Image", float, 1, 2, 0, 1, 1, 0) %ms, <2 x i32> %xy, i32 %s, <2 x i32> zeroinitializer)
  %p.0 = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_1t(target("spirv.Image", float, 5, 2, 0, 0, 2, 1) %out, i32 0)
  store <4 x float> %l.0, ptr addrspace(11) %p.0, align 16

  ; MS.Load(int2(x, y), 3, int2(2, -1)): ConstOffset|Sample, offset before sample.
  %l.1 = call <4 x float> @llvm.spv.resource.load.ms.v4f32.tspirv.Image_f32_1_2_0_1_1_0t.v2i32.v2i32(target("spirv.Image", float, 1, 2, 0, 1, 1, 0) %ms, <2 x i32> %xy, i32 3, <2 x i32> <i32 2, i32 -1>)
  %p.1 = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_1t(target("spirv.Image", float, 5, 2, 0, 0, 2, 1) %out, i32 1)
  store <4 x float> %l.1, ptr addrspace(11) %p.1, align 16

  ; MSA.Load(int3(x, y, 5), s, int2(1, 1)): a float from a Texture2DMSArray<float>.
  %l.2 = call float @llvm.spv.resource.load.ms.f32.tspirv.Image_f32_1_2_1_1_1_0t.v3i32.v2i32(target("spirv.Image", float, 1, 2, 1, 1, 1, 0) %msa, <3 x i32> %xyl.1, i32 %s, <2 x i32> <i32 1, i32 1>)
  %v.2 = insertelement <4 x float> zeroinitializer, float %l.2, i64 0
  %p.2 = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_1t(target("spirv.Image", float, 5, 2, 0, 0, 2, 1) %out, i32 2)
  store <4 x float> %v.2, ptr addrspace(11) %p.2, align 16

  ; MS.Load(int2(x, y), s, int2(g, g)): the dynamic offset is added to the coordinate.
  %l.3 = call <4 x float> @llvm.spv.resource.load.ms.v4f32.tspirv.Image_f32_1_2_0_1_1_0t.v2i32.v2i32(target("spirv.Image", float, 1, 2, 0, 1, 1, 0) %ms, <2 x i32> %xy, i32 %s, <2 x i32> %dyn)
  %p.3 = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_1t(target("spirv.Image", float, 5, 2, 0, 0, 2, 1) %out, i32 3)
  store <4 x float> %l.3, ptr addrspace(11) %p.3, align 16
  ret void
}

declare i32 @llvm.spv.thread.id.i32(i32)
declare i32 @llvm.spv.group.id.i32(i32)
declare target("spirv.Image", float, 1, 2, 0, 1, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_0_1_1_0t(i32, i32, i32, i32, ptr)
declare target("spirv.Image", float, 1, 2, 1, 1, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_1_1_1_0t(i32, i32, i32, i32, ptr)
declare target("spirv.Image", float, 5, 2, 0, 0, 2, 1) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_2_1t(i32, i32, i32, i32, ptr)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_1t(target("spirv.Image", float, 5, 2, 0, 0, 2, 1), i32)
declare <4 x float> @llvm.spv.resource.load.ms.v4f32.tspirv.Image_f32_1_2_0_1_1_0t.v2i32.v2i32(target("spirv.Image", float, 1, 2, 0, 1, 1, 0), <2 x i32>, i32, <2 x i32>) #1
declare float @llvm.spv.resource.load.ms.f32.tspirv.Image_f32_1_2_1_1_1_0t.v3i32.v2i32(target("spirv.Image", float, 1, 2, 1, 1, 1, 0), <3 x i32>, i32, <2 x i32>) #1

attributes #0 = { "hlsl.shader"="compute" "hlsl.numthreads"="4,1,1" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(read) }
