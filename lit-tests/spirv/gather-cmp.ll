; GatherCmp (= GatherCmpRed; Vulkan only gathers component 0 with a compare)
; on 2D, 2DArray, Cube and CubeArray with zero offsets, in a compute shader:
; OpImageDrefGather with the compare value as Dref and no component operand,
; returning a float vec4. The element type of the texture does not matter
; (Shadow4 holds float4).
;
; Source (HLSL):
;   [[vk::binding(1, 0)]] Texture2D<float> Shadow;
;   [[vk::binding(2, 0)]] Texture2DArray<float> ShadowA;
;   [[vk::binding(3, 0)]] TextureCube<float> SCube;
;   [[vk::binding(4, 0)]] TextureCubeArray<float> SCubeA;
;   [[vk::binding(5, 0)]] Texture2D<float4> Shadow4;
;   [[vk::binding(9, 0)]] SamplerComparisonState CmpSamp;
;   [[vk::binding(20, 0)]] RWBuffer<float4> Out;
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
; IR-NEXT: %gc2d = call <4 x float> @texel.spv.dref_gather.f32_1_2_0_0_1_0.i0_1_0.s0_9_0.m0(i32 0, i32 0, <2 x float> <float 2.500000e-01, float 7.500000e-01>, float 6.250000e-01)
; IR: %gc2da = call <4 x float> @texel.spv.dref_gather.f32_1_2_1_0_1_0.i0_2_0.s0_9_0.m0(i32 0, i32 0, <3 x float> <float 2.500000e-01, float 7.500000e-01, float 5.000000e-01>, float 6.250000e-01)
; IR: %gccube = call <4 x float> @texel.spv.dref_gather.f32_3_2_0_0_1_0.i0_3_0.s0_9_0.m0(i32 0, i32 0, <3 x float> <float 2.500000e-01, float 7.500000e-01, float 5.000000e-01>, float 6.250000e-01)
; IR: %gccubea = call <4 x float> @texel.spv.dref_gather.f32_3_2_1_0_1_0.i0_4_0.s0_9_0.m0(i32 0, i32 0, <4 x float> <float 2.500000e-01, float 7.500000e-01, float 5.000000e-01, float 3.750000e-01>, float 6.250000e-01)
; IR: %gc2d4 = call <4 x float> @texel.spv.dref_gather.f32_1_2_0_0_1_0.i0_5_0.s0_9_0.m0(i32 0, i32 0, <2 x float> <float 2.500000e-01, float 7.500000e-01>, float 6.250000e-01)
; IR: ret void
; IR-DAG: declare <4 x float> @texel.spv.dref_gather.f32_1_2_0_0_1_0.i0_1_0.s0_9_0.m0(i32, i32, <2 x float>, float) #[[PLAIN:[0-9]+]]
; IR-DAG: declare <4 x float> @texel.spv.dref_gather.f32_1_2_1_0_1_0.i0_2_0.s0_9_0.m0(i32, i32, <3 x float>, float) #[[PLAIN]]
; IR-DAG: declare <4 x float> @texel.spv.dref_gather.f32_3_2_0_0_1_0.i0_3_0.s0_9_0.m0(i32, i32, <3 x float>, float) #[[PLAIN]]
; IR-DAG: declare <4 x float> @texel.spv.dref_gather.f32_3_2_1_0_1_0.i0_4_0.s0_9_0.m0(i32, i32, <4 x float>, float) #[[PLAIN]]
; IR-DAG: declare <4 x float> @texel.spv.dref_gather.f32_1_2_0_0_1_0.i0_5_0.s0_9_0.m0(i32, i32, <2 x float>, float) #[[PLAIN]]
; IR-DAG: attributes #[[PLAIN]] = { nounwind }

; SPIR-V: one UniformConstant variable per binding; each operation loads the
; image and the sampler and builds a fresh OpSampledImage right before the
; image instruction.
; SPIRV-DAG: OpCapability Shader
; SPIRV-DAG: OpCapability SampledCubeArray
; SPIRV: OpMemoryModel Logical GLSL450
; SPIRV: OpEntryPoint GLCompute %main "main"
; SPIRV-DAG: OpExecutionMode %main LocalSize 1 1 1
; SPIRV-DAG: OpDecorate %[[SHADOW:[A-Za-z0-9_]+]] Binding 1{{$}}
; SPIRV-DAG: OpDecorate %[[SHADOW]] DescriptorSet 0{{$}}
; SPIRV-DAG: OpDecorate %[[SHADOWA:[A-Za-z0-9_]+]] Binding 2{{$}}
; SPIRV-DAG: OpDecorate %[[SHADOWA]] DescriptorSet 0{{$}}
; SPIRV-DAG: OpDecorate %[[SCUBE:[A-Za-z0-9_]+]] Binding 3{{$}}
; SPIRV-DAG: OpDecorate %[[SCUBE]] DescriptorSet 0{{$}}
; SPIRV-DAG: OpDecorate %[[SCUBEA:[A-Za-z0-9_]+]] Binding 4{{$}}
; SPIRV-DAG: OpDecorate %[[SCUBEA]] DescriptorSet 0{{$}}
; SPIRV-DAG: OpDecorate %[[SHADOW4:[A-Za-z0-9_]+]] Binding 5{{$}}
; SPIRV-DAG: OpDecorate %[[SHADOW4]] DescriptorSet 0{{$}}
; SPIRV-DAG: OpDecorate %[[CMPSAMP:[A-Za-z0-9_]+]] Binding 9{{$}}
; SPIRV-DAG: OpDecorate %[[CMPSAMP]] DescriptorSet 0{{$}}
; SPIRV-DAG: %[[FLOAT:[A-Za-z0-9_]+]] = OpTypeFloat 32{{$}}
; SPIRV-DAG: %[[UINT:[A-Za-z0-9_]+]] = OpTypeInt 32 0{{$}}
; SPIRV-DAG: %[[V2FLOAT:[A-Za-z0-9_]+]] = OpTypeVector %[[FLOAT]] 2{{$}}
; SPIRV-DAG: %[[V3FLOAT:[A-Za-z0-9_]+]] = OpTypeVector %[[FLOAT]] 3{{$}}
; SPIRV-DAG: %[[V4FLOAT:[A-Za-z0-9_]+]] = OpTypeVector %[[FLOAT]] 4{{$}}
; SPIRV-DAG: %[[IMG_0:[A-Za-z0-9_]+]] = OpTypeImage %[[FLOAT]] 2D 2 0 0 1 Unknown{{$}}
; SPIRV-DAG: %[[IMG_1:[A-Za-z0-9_]+]] = OpTypeImage %[[FLOAT]] 2D 2 1 0 1 Unknown{{$}}
; SPIRV-DAG: %[[IMG_2:[A-Za-z0-9_]+]] = OpTypeImage %[[FLOAT]] Cube 2 0 0 1 Unknown{{$}}
; SPIRV-DAG: %[[IMG_3:[A-Za-z0-9_]+]] = OpTypeImage %[[FLOAT]] Cube 2 1 0 1 Unknown{{$}}
; SPIRV-DAG: %[[SAMPLER:[A-Za-z0-9_]+]] = OpTypeSampler{{$}}
; SPIRV-DAG: %[[SI_IMG_0:[A-Za-z0-9_]+]] = OpTypeSampledImage %[[IMG_0]]{{$}}
; SPIRV-DAG: %[[PTR_IMG_0:[A-Za-z0-9_]+]] = OpTypePointer UniformConstant %[[IMG_0]]{{$}}
; SPIRV-DAG: %[[SI_IMG_1:[A-Za-z0-9_]+]] = OpTypeSampledImage %[[IMG_1]]{{$}}
; SPIRV-DAG: %[[PTR_IMG_1:[A-Za-z0-9_]+]] = OpTypePointer UniformConstant %[[IMG_1]]{{$}}
; SPIRV-DAG: %[[SI_IMG_2:[A-Za-z0-9_]+]] = OpTypeSampledImage %[[IMG_2]]{{$}}
; SPIRV-DAG: %[[PTR_IMG_2:[A-Za-z0-9_]+]] = OpTypePointer UniformConstant %[[IMG_2]]{{$}}
; SPIRV-DAG: %[[SI_IMG_3:[A-Za-z0-9_]+]] = OpTypeSampledImage %[[IMG_3]]{{$}}
; SPIRV-DAG: %[[PTR_IMG_3:[A-Za-z0-9_]+]] = OpTypePointer UniformConstant %[[IMG_3]]{{$}}
; SPIRV-DAG: %[[PTR_SAMPLER:[A-Za-z0-9_]+]] = OpTypePointer UniformConstant %[[SAMPLER]]{{$}}
; SPIRV-DAG: %[[CMP:[A-Za-z0-9_]+]] = OpConstant %[[FLOAT]] 0.625{{$}}
; SPIRV-DAG: %[[F_0_25:[A-Za-z0-9_]+]] = OpConstant %[[FLOAT]] 0.25{{$}}
; SPIRV-DAG: %[[F_0_375:[A-Za-z0-9_]+]] = OpConstant %[[FLOAT]] 0.375{{$}}
; SPIRV-DAG: %[[F_0_5:[A-Za-z0-9_]+]] = OpConstant %[[FLOAT]] 0.5{{$}}
; SPIRV-DAG: %[[F_0_75:[A-Za-z0-9_]+]] = OpConstant %[[FLOAT]] 0.75{{$}}
; SPIRV-DAG: %[[UINT_0:[A-Za-z0-9_]+]] = OpConstant %[[UINT]] 0{{$}}
; SPIRV-DAG: %[[UINT_1:[A-Za-z0-9_]+]] = OpConstant %[[UINT]] 1{{$}}
; SPIRV-DAG: %[[UINT_2:[A-Za-z0-9_]+]] = OpConstant %[[UINT]] 2{{$}}
; SPIRV-DAG: %[[UINT_3:[A-Za-z0-9_]+]] = OpConstant %[[UINT]] 3{{$}}
; SPIRV-DAG: %[[UINT_4:[A-Za-z0-9_]+]] = OpConstant %[[UINT]] 4{{$}}
; SPIRV-DAG: %[[COORD2:[A-Za-z0-9_]+]] = OpConstantComposite %[[V2FLOAT]] %[[F_0_25]] %[[F_0_75]]{{$}}
; SPIRV-DAG: %[[COORD3:[A-Za-z0-9_]+]] = OpConstantComposite %[[V3FLOAT]] %[[F_0_25]] %[[F_0_75]] %[[F_0_5]]{{$}}
; SPIRV-DAG: %[[COORD4:[A-Za-z0-9_]+]] = OpConstantComposite %[[V4FLOAT]] %[[F_0_25]] %[[F_0_75]] %[[F_0_5]] %[[F_0_375]]{{$}}
; SPIRV-DAG: %[[SHADOW]] = OpVariable %[[PTR_IMG_0]] UniformConstant{{$}}
; SPIRV-DAG: %[[SHADOWA]] = OpVariable %[[PTR_IMG_1]] UniformConstant{{$}}
; SPIRV-DAG: %[[SCUBE]] = OpVariable %[[PTR_IMG_2]] UniformConstant{{$}}
; SPIRV-DAG: %[[SCUBEA]] = OpVariable %[[PTR_IMG_3]] UniformConstant{{$}}
; SPIRV-DAG: %[[SHADOW4]] = OpVariable %[[PTR_IMG_0]] UniformConstant{{$}}
; SPIRV-DAG: %[[CMPSAMP]] = OpVariable %[[PTR_SAMPLER]] UniformConstant{{$}}
; SPIRV-LABEL: %main = OpFunction
; Shadow.GatherCmp(CmpSamp, uv, cmp)
; SPIRV: %[[I_GC2D:[0-9]+]] = OpLoad %[[IMG_0]] %[[SHADOW]]{{$}}
; SPIRV-NEXT: %[[S_GC2D:[0-9]+]] = OpLoad %[[SAMPLER]] %[[CMPSAMP]]{{$}}
; SPIRV-NEXT: %[[SI_GC2D:[0-9]+]] = OpSampledImage %[[SI_IMG_0]] %[[I_GC2D]] %[[S_GC2D]]{{$}}
; SPIRV-NEXT: %[[R_GC2D:[0-9]+]] = OpImageDrefGather %[[V4FLOAT]] %[[SI_GC2D]] %[[COORD2]] %[[CMP]]{{$}}
; SPIRV: OpImageWrite %{{[0-9]+}} %[[UINT_0]] %[[R_GC2D]]
; ShadowA.GatherCmpRed(CmpSamp, uvw, cmp)
; SPIRV: %[[I_GC2DA:[0-9]+]] = OpLoad %[[IMG_1]] %[[SHADOWA]]{{$}}
; SPIRV-NEXT: %[[S_GC2DA:[0-9]+]] = OpLoad %[[SAMPLER]] %[[CMPSAMP]]{{$}}
; SPIRV-NEXT: %[[SI_GC2DA:[0-9]+]] = OpSampledImage %[[SI_IMG_1]] %[[I_GC2DA]] %[[S_GC2DA]]{{$}}
; SPIRV-NEXT: %[[R_GC2DA:[0-9]+]] = OpImageDrefGather %[[V4FLOAT]] %[[SI_GC2DA]] %[[COORD3]] %[[CMP]]{{$}}
; SPIRV: OpImageWrite %{{[0-9]+}} %[[UINT_1]] %[[R_GC2DA]]
; SCube.GatherCmp(CmpSamp, dir, cmp)
; SPIRV: %[[I_GCCUBE:[0-9]+]] = OpLoad %[[IMG_2]] %[[SCUBE]]{{$}}
; SPIRV-NEXT: %[[S_GCCUBE:[0-9]+]] = OpLoad %[[SAMPLER]] %[[CMPSAMP]]{{$}}
; SPIRV-NEXT: %[[SI_GCCUBE:[0-9]+]] = OpSampledImage %[[SI_IMG_2]] %[[I_GCCUBE]] %[[S_GCCUBE]]{{$}}
; SPIRV-NEXT: %[[R_GCCUBE:[0-9]+]] = OpImageDrefGather %[[V4FLOAT]] %[[SI_GCCUBE]] %[[COORD3]] %[[CMP]]{{$}}
; SPIRV: OpImageWrite %{{[0-9]+}} %[[UINT_2]] %[[R_GCCUBE]]
; SCubeA.GatherCmp(CmpSamp, dirLayer, cmp)
; SPIRV: %[[I_GCCUBEA:[0-9]+]] = OpLoad %[[IMG_3]] %[[SCUBEA]]{{$}}
; SPIRV-NEXT: %[[S_GCCUBEA:[0-9]+]] = OpLoad %[[SAMPLER]] %[[CMPSAMP]]{{$}}
; SPIRV-NEXT: %[[SI_GCCUBEA:[0-9]+]] = OpSampledImage %[[SI_IMG_3]] %[[I_GCCUBEA]] %[[S_GCCUBEA]]{{$}}
; SPIRV-NEXT: %[[R_GCCUBEA:[0-9]+]] = OpImageDrefGather %[[V4FLOAT]] %[[SI_GCCUBEA]] %[[COORD4]] %[[CMP]]{{$}}
; SPIRV: OpImageWrite %{{[0-9]+}} %[[UINT_3]] %[[R_GCCUBEA]]
; Shadow4.GatherCmp(CmpSamp, uv, cmp)
; SPIRV: %[[I_GC2D4:[0-9]+]] = OpLoad %[[IMG_0]] %[[SHADOW4]]{{$}}
; SPIRV-NEXT: %[[S_GC2D4:[0-9]+]] = OpLoad %[[SAMPLER]] %[[CMPSAMP]]{{$}}
; SPIRV-NEXT: %[[SI_GC2D4:[0-9]+]] = OpSampledImage %[[SI_IMG_0]] %[[I_GC2D4]] %[[S_GC2D4]]{{$}}
; SPIRV-NEXT: %[[R_GC2D4:[0-9]+]] = OpImageDrefGather %[[V4FLOAT]] %[[SI_GC2D4]] %[[COORD2]] %[[CMP]]{{$}}
; SPIRV: OpImageWrite %{{[0-9]+}} %[[UINT_4]] %[[R_GC2D4]]
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

@Shadow.name = private unnamed_addr constant [7 x i8] c"Shadow\00"
@ShadowA.name = private unnamed_addr constant [8 x i8] c"ShadowA\00"
@SCube.name = private unnamed_addr constant [6 x i8] c"SCube\00"
@SCubeA.name = private unnamed_addr constant [7 x i8] c"SCubeA\00"
@Shadow4.name = private unnamed_addr constant [8 x i8] c"Shadow4\00"
@CmpSamp.name = private unnamed_addr constant [8 x i8] c"CmpSamp\00"
@Out.name = private unnamed_addr constant [4 x i8] c"Out\00"

define void @main() #0 {
entry:
  %Shadow = call target("spirv.Image", float, 1, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_0_0_1_0t(i32 0, i32 1, i32 1, i32 0, ptr @Shadow.name)
  %ShadowA = call target("spirv.Image", float, 1, 2, 1, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_1_0_1_0t(i32 0, i32 2, i32 1, i32 0, ptr @ShadowA.name)
  %SCube = call target("spirv.Image", float, 3, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_3_2_0_0_1_0t(i32 0, i32 3, i32 1, i32 0, ptr @SCube.name)
  %SCubeA = call target("spirv.Image", float, 3, 2, 1, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_3_2_1_0_1_0t(i32 0, i32 4, i32 1, i32 0, ptr @SCubeA.name)
  %Shadow4 = call target("spirv.Image", float, 1, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_0_0_1_0t(i32 0, i32 5, i32 1, i32 0, ptr @Shadow4.name)
  %CmpSamp = call target("spirv.Sampler") @llvm.spv.resource.handlefrombinding.tspirv.Samplert(i32 0, i32 9, i32 1, i32 0, ptr @CmpSamp.name)
  %out = call target("spirv.Image", float, 5, 2, 0, 0, 2, 1) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_2_1t(i32 0, i32 20, i32 1, i32 0, ptr @Out.name)
  ; Shadow.GatherCmp(CmpSamp, uv, cmp)
  %gc2d = call <4 x float> @llvm.spv.resource.gather.cmp.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) %Shadow, target("spirv.Sampler") %CmpSamp, <2 x float> <float 2.500000e-01, float 7.500000e-01>, float 6.250000e-01, <2 x i32> zeroinitializer)
  %gc2d.out = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_1t(target("spirv.Image", float, 5, 2, 0, 0, 2, 1) %out, i32 0)
  store <4 x float> %gc2d, ptr addrspace(11) %gc2d.out, align 16
  ; ShadowA.GatherCmpRed(CmpSamp, uvw, cmp)
  %gc2da = call <4 x float> @llvm.spv.resource.gather.cmp.v4f32.tspirv.Image_f32_1_2_1_0_1_0t.tspirv.Samplert.v3f32.v2i32(target("spirv.Image", float, 1, 2, 1, 0, 1, 0) %ShadowA, target("spirv.Sampler") %CmpSamp, <3 x float> <float 2.500000e-01, float 7.500000e-01, float 5.000000e-01>, float 6.250000e-01, <2 x i32> zeroinitializer)
  %gc2da.out = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_1t(target("spirv.Image", float, 5, 2, 0, 0, 2, 1) %out, i32 1)
  store <4 x float> %gc2da, ptr addrspace(11) %gc2da.out, align 16
  ; SCube.GatherCmp(CmpSamp, dir, cmp)
  %gccube = call <4 x float> @llvm.spv.resource.gather.cmp.v4f32.tspirv.Image_f32_3_2_0_0_1_0t.tspirv.Samplert.v3f32.v3i32(target("spirv.Image", float, 3, 2, 0, 0, 1, 0) %SCube, target("spirv.Sampler") %CmpSamp, <3 x float> <float 2.500000e-01, float 7.500000e-01, float 5.000000e-01>, float 6.250000e-01, <3 x i32> zeroinitializer)
  %gccube.out = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_1t(target("spirv.Image", float, 5, 2, 0, 0, 2, 1) %out, i32 2)
  store <4 x float> %gccube, ptr addrspace(11) %gccube.out, align 16
  ; SCubeA.GatherCmp(CmpSamp, dirLayer, cmp)
  %gccubea = call <4 x float> @llvm.spv.resource.gather.cmp.v4f32.tspirv.Image_f32_3_2_1_0_1_0t.tspirv.Samplert.v4f32.v3i32(target("spirv.Image", float, 3, 2, 1, 0, 1, 0) %SCubeA, target("spirv.Sampler") %CmpSamp, <4 x float> <float 2.500000e-01, float 7.500000e-01, float 5.000000e-01, float 3.750000e-01>, float 6.250000e-01, <3 x i32> zeroinitializer)
  %gccubea.out = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_1t(target("spirv.Image", float, 5, 2, 0, 0, 2, 1) %out, i32 3)
  store <4 x float> %gccubea, ptr addrspace(11) %gccubea.out, align 16
  ; Shadow4.GatherCmp(CmpSamp, uv, cmp)
  %gc2d4 = call <4 x float> @llvm.spv.resource.gather.cmp.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) %Shadow4, target("spirv.Sampler") %CmpSamp, <2 x float> <float 2.500000e-01, float 7.500000e-01>, float 6.250000e-01, <2 x i32> zeroinitializer)
  %gc2d4.out = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_1t(target("spirv.Image", float, 5, 2, 0, 0, 2, 1) %out, i32 4)
  store <4 x float> %gc2d4, ptr addrspace(11) %gc2d4.out, align 16
  ret void
}

declare target("spirv.Image", float, 1, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_0_0_1_0t(i32, i32, i32, i32, ptr) #3
declare target("spirv.Image", float, 1, 2, 1, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_1_0_1_0t(i32, i32, i32, i32, ptr) #3
declare target("spirv.Image", float, 3, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_3_2_0_0_1_0t(i32, i32, i32, i32, ptr) #3
declare target("spirv.Image", float, 3, 2, 1, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_3_2_1_0_1_0t(i32, i32, i32, i32, ptr) #3
declare target("spirv.Sampler") @llvm.spv.resource.handlefrombinding.tspirv.Samplert(i32, i32, i32, i32, ptr) #3
declare target("spirv.Image", float, 5, 2, 0, 0, 2, 1) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_2_1t(i32, i32, i32, i32, ptr) #3
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_1t(target("spirv.Image", float, 5, 2, 0, 0, 2, 1), i32) #3
declare <4 x float> @llvm.spv.resource.gather.cmp.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0), target("spirv.Sampler"), <2 x float>, float, <2 x i32>) #2
declare <4 x float> @llvm.spv.resource.gather.cmp.v4f32.tspirv.Image_f32_1_2_1_0_1_0t.tspirv.Samplert.v3f32.v2i32(target("spirv.Image", float, 1, 2, 1, 0, 1, 0), target("spirv.Sampler"), <3 x float>, float, <2 x i32>) #2
declare <4 x float> @llvm.spv.resource.gather.cmp.v4f32.tspirv.Image_f32_3_2_0_0_1_0t.tspirv.Samplert.v3f32.v3i32(target("spirv.Image", float, 3, 2, 0, 0, 1, 0), target("spirv.Sampler"), <3 x float>, float, <3 x i32>) #2
declare <4 x float> @llvm.spv.resource.gather.cmp.v4f32.tspirv.Image_f32_3_2_1_0_1_0t.tspirv.Samplert.v4f32.v3i32(target("spirv.Image", float, 3, 2, 1, 0, 1, 0), target("spirv.Sampler"), <4 x float>, float, <3 x i32>) #2

attributes #0 = { "hlsl.numthreads"="1,1,1" "hlsl.shader"="compute" }
attributes #1 = { convergent nocallback nofree nosync nounwind willreturn memory(read) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(read) }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(none) }
