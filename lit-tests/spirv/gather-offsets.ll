; Offsets on gathers: a constant offset is ConstOffset, a non-constant one
; (here int2(SV_DispatchThreadID.x, 0)) is Offset -- legal on gathers only.
; SPIRV.md: ImageGatherExtended for Offset, and for ConstOffset on gathers.
; GatherCmp takes the compare value (Dref) and no component.
;
; Source (HLSL):
;   [[vk::binding(1, 0)]] Texture2D<float4> G2D;
;   [[vk::binding(2, 0)]] Texture2DArray<float> G2DA;
;   [[vk::binding(3, 0)]] Texture2D<float> Shadow;
;   [[vk::binding(4, 0)]] Texture2DArray<float> ShadowA;
;   [[vk::binding(8, 0)]] SamplerState Samp;
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
; IR-NEXT: %tid = call i32 @llvm.spv.thread.id.i32(i32 0)
; IR-NEXT: %doff2 = insertelement <2 x i32> zeroinitializer, i32 %tid, i64 0
; IR-NEXT: %g = call <4 x float> @texel.spv.gather.f32_1_2_0_0_1_0.i0_1_0.s0_8_0.m8(i32 0, i32 0, <2 x float> <float 2.500000e-01, float 7.500000e-01>, i32 0, <2 x i32> <i32 -1, i32 2>)
; IR: %ga = call <4 x float> @texel.spv.gather.f32_1_2_0_0_1_0.i0_1_0.s0_8_0.m8(i32 0, i32 0, <2 x float> <float 2.500000e-01, float 7.500000e-01>, i32 3, <2 x i32> <i32 3, i32 -4>)
; IR: %gd = call <4 x float> @texel.spv.gather.f32_1_2_1_0_1_0.i0_2_0.s0_8_0.m16(i32 0, i32 0, <3 x float> <float 2.500000e-01, float 7.500000e-01, float 5.000000e-01>, i32 1, <2 x i32> %doff2)
; IR: %gbd = call <4 x float> @texel.spv.gather.f32_1_2_0_0_1_0.i0_1_0.s0_8_0.m16(i32 0, i32 0, <2 x float> <float 2.500000e-01, float 7.500000e-01>, i32 2, <2 x i32> %doff2)
; IR: %gc = call <4 x float> @texel.spv.dref_gather.f32_1_2_0_0_1_0.i0_3_0.s0_9_0.m8(i32 0, i32 0, <2 x float> <float 2.500000e-01, float 7.500000e-01>, float 6.250000e-01, <2 x i32> <i32 -1, i32 2>)
; IR: %gcd = call <4 x float> @texel.spv.dref_gather.f32_1_2_1_0_1_0.i0_4_0.s0_9_0.m16(i32 0, i32 0, <3 x float> <float 2.500000e-01, float 7.500000e-01, float 5.000000e-01>, float 6.250000e-01, <2 x i32> %doff2)
; IR: ret void
; IR-DAG: declare <4 x float> @texel.spv.gather.f32_1_2_0_0_1_0.i0_1_0.s0_8_0.m8(i32, i32, <2 x float>, i32, <2 x i32>) #[[PLAIN:[0-9]+]]
; IR-DAG: declare <4 x float> @texel.spv.gather.f32_1_2_1_0_1_0.i0_2_0.s0_8_0.m16(i32, i32, <3 x float>, i32, <2 x i32>) #[[PLAIN]]
; IR-DAG: declare <4 x float> @texel.spv.gather.f32_1_2_0_0_1_0.i0_1_0.s0_8_0.m16(i32, i32, <2 x float>, i32, <2 x i32>) #[[PLAIN]]
; IR-DAG: declare <4 x float> @texel.spv.dref_gather.f32_1_2_0_0_1_0.i0_3_0.s0_9_0.m8(i32, i32, <2 x float>, float, <2 x i32>) #[[PLAIN]]
; IR-DAG: declare <4 x float> @texel.spv.dref_gather.f32_1_2_1_0_1_0.i0_4_0.s0_9_0.m16(i32, i32, <3 x float>, float, <2 x i32>) #[[PLAIN]]
; IR-DAG: attributes #[[PLAIN]] = { nounwind }

; SPIR-V: one UniformConstant variable per binding; each operation loads the
; image and the sampler and builds a fresh OpSampledImage right before the
; image instruction.
; SPIRV-DAG: OpCapability Shader
; SPIRV-DAG: OpCapability ImageGatherExtended
; SPIRV: OpMemoryModel Logical GLSL450
; SPIRV: OpEntryPoint GLCompute %main "main"
; SPIRV-DAG: OpExecutionMode %main LocalSize 1 1 1
; SPIRV-DAG: OpDecorate %[[G2D:[A-Za-z0-9_]+]] Binding 1{{$}}
; SPIRV-DAG: OpDecorate %[[G2D]] DescriptorSet 0{{$}}
; SPIRV-DAG: OpDecorate %[[G2DA:[A-Za-z0-9_]+]] Binding 2{{$}}
; SPIRV-DAG: OpDecorate %[[G2DA]] DescriptorSet 0{{$}}
; SPIRV-DAG: OpDecorate %[[SHADOW:[A-Za-z0-9_]+]] Binding 3{{$}}
; SPIRV-DAG: OpDecorate %[[SHADOW]] DescriptorSet 0{{$}}
; SPIRV-DAG: OpDecorate %[[SHADOWA:[A-Za-z0-9_]+]] Binding 4{{$}}
; SPIRV-DAG: OpDecorate %[[SHADOWA]] DescriptorSet 0{{$}}
; SPIRV-DAG: OpDecorate %[[SAMP:[A-Za-z0-9_]+]] Binding 8{{$}}
; SPIRV-DAG: OpDecorate %[[SAMP]] DescriptorSet 0{{$}}
; SPIRV-DAG: OpDecorate %[[CMPSAMP:[A-Za-z0-9_]+]] Binding 9{{$}}
; SPIRV-DAG: OpDecorate %[[CMPSAMP]] DescriptorSet 0{{$}}
; SPIRV-DAG: %[[FLOAT:[A-Za-z0-9_]+]] = OpTypeFloat 32{{$}}
; SPIRV-DAG: %[[UINT:[A-Za-z0-9_]+]] = OpTypeInt 32 0{{$}}
; SPIRV-DAG: %[[INT:[A-Za-z0-9_]+]] = OpTypeInt 32 1{{$}}
; SPIRV-DAG: %[[V2FLOAT:[A-Za-z0-9_]+]] = OpTypeVector %[[FLOAT]] 2{{$}}
; SPIRV-DAG: %[[V3FLOAT:[A-Za-z0-9_]+]] = OpTypeVector %[[FLOAT]] 3{{$}}
; SPIRV-DAG: %[[V4FLOAT:[A-Za-z0-9_]+]] = OpTypeVector %[[FLOAT]] 4{{$}}
; SPIRV-DAG: %[[V2UINT:[A-Za-z0-9_]+]] = OpTypeVector %[[UINT]] 2{{$}}
; SPIRV-DAG: %[[V2INT:[A-Za-z0-9_]+]] = OpTypeVector %[[INT]] 2{{$}}
; SPIRV-DAG: %[[IMG_0:[A-Za-z0-9_]+]] = OpTypeImage %[[FLOAT]] 2D 2 0 0 1 Unknown{{$}}
; SPIRV-DAG: %[[IMG_1:[A-Za-z0-9_]+]] = OpTypeImage %[[FLOAT]] 2D 2 1 0 1 Unknown{{$}}
; SPIRV-DAG: %[[SAMPLER:[A-Za-z0-9_]+]] = OpTypeSampler{{$}}
; SPIRV-DAG: %[[SI_IMG_0:[A-Za-z0-9_]+]] = OpTypeSampledImage %[[IMG_0]]{{$}}
; SPIRV-DAG: %[[PTR_IMG_0:[A-Za-z0-9_]+]] = OpTypePointer UniformConstant %[[IMG_0]]{{$}}
; SPIRV-DAG: %[[SI_IMG_1:[A-Za-z0-9_]+]] = OpTypeSampledImage %[[IMG_1]]{{$}}
; SPIRV-DAG: %[[PTR_IMG_1:[A-Za-z0-9_]+]] = OpTypePointer UniformConstant %[[IMG_1]]{{$}}
; SPIRV-DAG: %[[PTR_SAMPLER:[A-Za-z0-9_]+]] = OpTypePointer UniformConstant %[[SAMPLER]]{{$}}
; SPIRV-DAG: %[[CMP:[A-Za-z0-9_]+]] = OpConstant %[[FLOAT]] 0.625{{$}}
; SPIRV-DAG: %[[F_0_25:[A-Za-z0-9_]+]] = OpConstant %[[FLOAT]] 0.25{{$}}
; SPIRV-DAG: %[[F_0_5:[A-Za-z0-9_]+]] = OpConstant %[[FLOAT]] 0.5{{$}}
; SPIRV-DAG: %[[F_0_75:[A-Za-z0-9_]+]] = OpConstant %[[FLOAT]] 0.75{{$}}
; SPIRV-DAG: %[[UINT_0:[A-Za-z0-9_]+]] = OpConstant %[[UINT]] 0{{$}}
; SPIRV-DAG: %[[UINT_1:[A-Za-z0-9_]+]] = OpConstant %[[UINT]] 1{{$}}
; SPIRV-DAG: %[[UINT_2:[A-Za-z0-9_]+]] = OpConstant %[[UINT]] 2{{$}}
; SPIRV-DAG: %[[UINT_3:[A-Za-z0-9_]+]] = OpConstant %[[UINT]] 3{{$}}
; SPIRV-DAG: %[[UINT_4:[A-Za-z0-9_]+]] = OpConstant %[[UINT]] 4{{$}}
; SPIRV-DAG: %[[UINT_5:[A-Za-z0-9_]+]] = OpConstant %[[UINT]] 5{{$}}
; SPIRV-DAG: %[[INT_M1:[A-Za-z0-9_]+]] = OpConstant %[[INT]] -1{{$}}
; SPIRV-DAG: %[[INT_2:[A-Za-z0-9_]+]] = OpConstant %[[INT]] 2{{$}}
; SPIRV-DAG: %[[INT_3:[A-Za-z0-9_]+]] = OpConstant %[[INT]] 3{{$}}
; SPIRV-DAG: %[[INT_M4:[A-Za-z0-9_]+]] = OpConstant %[[INT]] -4{{$}}
; SPIRV-DAG: %[[COORD2:[A-Za-z0-9_]+]] = OpConstantComposite %[[V2FLOAT]] %[[F_0_25]] %[[F_0_75]]{{$}}
; SPIRV-DAG: %[[COORD3:[A-Za-z0-9_]+]] = OpConstantComposite %[[V3FLOAT]] %[[F_0_25]] %[[F_0_75]] %[[F_0_5]]{{$}}
; SPIRV-DAG: %[[OFF_3_M4:[A-Za-z0-9_]+]] = OpConstantComposite %[[V2INT]] %[[INT_3]] %[[INT_M4]]{{$}}
; SPIRV-DAG: %[[OFF_M1_2:[A-Za-z0-9_]+]] = OpConstantComposite %[[V2INT]] %[[INT_M1]] %[[INT_2]]{{$}}
; SPIRV-DAG: %[[G2D]] = OpVariable %[[PTR_IMG_0]] UniformConstant{{$}}
; SPIRV-DAG: %[[G2DA]] = OpVariable %[[PTR_IMG_1]] UniformConstant{{$}}
; SPIRV-DAG: %[[SHADOW]] = OpVariable %[[PTR_IMG_0]] UniformConstant{{$}}
; SPIRV-DAG: %[[SHADOWA]] = OpVariable %[[PTR_IMG_1]] UniformConstant{{$}}
; SPIRV-DAG: %[[SAMP]] = OpVariable %[[PTR_SAMPLER]] UniformConstant{{$}}
; SPIRV-DAG: %[[CMPSAMP]] = OpVariable %[[PTR_SAMPLER]] UniformConstant{{$}}
; SPIRV-LABEL: %main = OpFunction
; SPIRV-DAG: %[[DOFF2:[0-9]+]] = {{OpCompositeInsert|OpCompositeConstruct}} %[[V2UINT]] {{.*}}
; G2D.GatherRed(Samp, uv, int2(-1, 2))
; SPIRV: %[[I_G:[0-9]+]] = OpLoad %[[IMG_0]] %[[G2D]]{{$}}
; SPIRV-NEXT: %[[S_G:[0-9]+]] = OpLoad %[[SAMPLER]] %[[SAMP]]{{$}}
; SPIRV-NEXT: %[[SI_G:[0-9]+]] = OpSampledImage %[[SI_IMG_0]] %[[I_G]] %[[S_G]]{{$}}
; SPIRV-NEXT: %[[R_G:[0-9]+]] = OpImageGather %[[V4FLOAT]] %[[SI_G]] %[[COORD2]] %[[UINT_0]] ConstOffset %[[OFF_M1_2]]{{$}}
; SPIRV: OpImageWrite %{{[0-9]+}} %[[UINT_0]] %[[R_G]]
; G2D.GatherAlpha(Samp, uv, int2(3, -4))
; SPIRV: %[[I_GA:[0-9]+]] = OpLoad %[[IMG_0]] %[[G2D]]{{$}}
; SPIRV-NEXT: %[[S_GA:[0-9]+]] = OpLoad %[[SAMPLER]] %[[SAMP]]{{$}}
; SPIRV-NEXT: %[[SI_GA:[0-9]+]] = OpSampledImage %[[SI_IMG_0]] %[[I_GA]] %[[S_GA]]{{$}}
; SPIRV-NEXT: %[[R_GA:[0-9]+]] = OpImageGather %[[V4FLOAT]] %[[SI_GA]] %[[COORD2]] %[[UINT_3]] ConstOffset %[[OFF_3_M4]]{{$}}
; SPIRV: OpImageWrite %{{[0-9]+}} %[[UINT_1]] %[[R_GA]]
; G2DA.GatherGreen(Samp, uvw, int2(id.x, 0))
; SPIRV: %[[I_GD:[0-9]+]] = OpLoad %[[IMG_1]] %[[G2DA]]{{$}}
; SPIRV-NEXT: %[[S_GD:[0-9]+]] = OpLoad %[[SAMPLER]] %[[SAMP]]{{$}}
; SPIRV-NEXT: %[[SI_GD:[0-9]+]] = OpSampledImage %[[SI_IMG_1]] %[[I_GD]] %[[S_GD]]{{$}}
; SPIRV-NEXT: %[[R_GD:[0-9]+]] = OpImageGather %[[V4FLOAT]] %[[SI_GD]] %[[COORD3]] %[[UINT_1]] Offset %[[DOFF2]]{{$}}
; SPIRV: OpImageWrite %{{[0-9]+}} %[[UINT_2]] %[[R_GD]]
; G2D.GatherBlue(Samp, uv, int2(id.x, 0))
; SPIRV: %[[I_GBD:[0-9]+]] = OpLoad %[[IMG_0]] %[[G2D]]{{$}}
; SPIRV-NEXT: %[[S_GBD:[0-9]+]] = OpLoad %[[SAMPLER]] %[[SAMP]]{{$}}
; SPIRV-NEXT: %[[SI_GBD:[0-9]+]] = OpSampledImage %[[SI_IMG_0]] %[[I_GBD]] %[[S_GBD]]{{$}}
; SPIRV-NEXT: %[[R_GBD:[0-9]+]] = OpImageGather %[[V4FLOAT]] %[[SI_GBD]] %[[COORD2]] %[[UINT_2]] Offset %[[DOFF2]]{{$}}
; SPIRV: OpImageWrite %{{[0-9]+}} %[[UINT_3]] %[[R_GBD]]
; Shadow.GatherCmp(CmpSamp, uv, cmp, int2(-1, 2))
; SPIRV: %[[I_GC:[0-9]+]] = OpLoad %[[IMG_0]] %[[SHADOW]]{{$}}
; SPIRV-NEXT: %[[S_GC:[0-9]+]] = OpLoad %[[SAMPLER]] %[[CMPSAMP]]{{$}}
; SPIRV-NEXT: %[[SI_GC:[0-9]+]] = OpSampledImage %[[SI_IMG_0]] %[[I_GC]] %[[S_GC]]{{$}}
; SPIRV-NEXT: %[[R_GC:[0-9]+]] = OpImageDrefGather %[[V4FLOAT]] %[[SI_GC]] %[[COORD2]] %[[CMP]] ConstOffset %[[OFF_M1_2]]{{$}}
; SPIRV: OpImageWrite %{{[0-9]+}} %[[UINT_4]] %[[R_GC]]
; ShadowA.GatherCmp(CmpSamp, uvw, cmp, int2(id.x, 0))
; SPIRV: %[[I_GCD:[0-9]+]] = OpLoad %[[IMG_1]] %[[SHADOWA]]{{$}}
; SPIRV-NEXT: %[[S_GCD:[0-9]+]] = OpLoad %[[SAMPLER]] %[[CMPSAMP]]{{$}}
; SPIRV-NEXT: %[[SI_GCD:[0-9]+]] = OpSampledImage %[[SI_IMG_1]] %[[I_GCD]] %[[S_GCD]]{{$}}
; SPIRV-NEXT: %[[R_GCD:[0-9]+]] = OpImageDrefGather %[[V4FLOAT]] %[[SI_GCD]] %[[COORD3]] %[[CMP]] Offset %[[DOFF2]]{{$}}
; SPIRV: OpImageWrite %{{[0-9]+}} %[[UINT_5]] %[[R_GCD]]
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
; ABSENT-NOT: OpCapability SampledCubeArray
; ABSENT-NOT: DerivativeGroup
; ABSENT-NOT: compute_shader_derivatives

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G10"
target triple = "spirv-unknown-vulkan1.3-compute"

@G2D.name = private unnamed_addr constant [4 x i8] c"G2D\00"
@G2DA.name = private unnamed_addr constant [5 x i8] c"G2DA\00"
@Shadow.name = private unnamed_addr constant [7 x i8] c"Shadow\00"
@ShadowA.name = private unnamed_addr constant [8 x i8] c"ShadowA\00"
@Samp.name = private unnamed_addr constant [5 x i8] c"Samp\00"
@CmpSamp.name = private unnamed_addr constant [8 x i8] c"CmpSamp\00"
@Out.name = private unnamed_addr constant [4 x i8] c"Out\00"

define void @main() #0 {
entry:
  %G2D = call target("spirv.Image", float, 1, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_0_0_1_0t(i32 0, i32 1, i32 1, i32 0, ptr @G2D.name)
  %G2DA = call target("spirv.Image", float, 1, 2, 1, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_1_0_1_0t(i32 0, i32 2, i32 1, i32 0, ptr @G2DA.name)
  %Shadow = call target("spirv.Image", float, 1, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_0_0_1_0t(i32 0, i32 3, i32 1, i32 0, ptr @Shadow.name)
  %ShadowA = call target("spirv.Image", float, 1, 2, 1, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_1_0_1_0t(i32 0, i32 4, i32 1, i32 0, ptr @ShadowA.name)
  %Samp = call target("spirv.Sampler") @llvm.spv.resource.handlefrombinding.tspirv.Samplert(i32 0, i32 8, i32 1, i32 0, ptr @Samp.name)
  %CmpSamp = call target("spirv.Sampler") @llvm.spv.resource.handlefrombinding.tspirv.Samplert(i32 0, i32 9, i32 1, i32 0, ptr @CmpSamp.name)
  %out = call target("spirv.Image", float, 5, 2, 0, 0, 2, 1) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_2_1t(i32 0, i32 20, i32 1, i32 0, ptr @Out.name)
  %tid = call i32 @llvm.spv.thread.id.i32(i32 0)
  %doff2 = insertelement <2 x i32> zeroinitializer, i32 %tid, i64 0
  ; G2D.GatherRed(Samp, uv, int2(-1, 2))
  %g = call <4 x float> @llvm.spv.resource.gather.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) %G2D, target("spirv.Sampler") %Samp, <2 x float> <float 2.500000e-01, float 7.500000e-01>, i32 0, <2 x i32> <i32 -1, i32 2>)
  %g.out = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_1t(target("spirv.Image", float, 5, 2, 0, 0, 2, 1) %out, i32 0)
  store <4 x float> %g, ptr addrspace(11) %g.out, align 16
  ; G2D.GatherAlpha(Samp, uv, int2(3, -4))
  %ga = call <4 x float> @llvm.spv.resource.gather.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) %G2D, target("spirv.Sampler") %Samp, <2 x float> <float 2.500000e-01, float 7.500000e-01>, i32 3, <2 x i32> <i32 3, i32 -4>)
  %ga.out = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_1t(target("spirv.Image", float, 5, 2, 0, 0, 2, 1) %out, i32 1)
  store <4 x float> %ga, ptr addrspace(11) %ga.out, align 16
  ; G2DA.GatherGreen(Samp, uvw, int2(id.x, 0))
  %gd = call <4 x float> @llvm.spv.resource.gather.v4f32.tspirv.Image_f32_1_2_1_0_1_0t.tspirv.Samplert.v3f32.v2i32(target("spirv.Image", float, 1, 2, 1, 0, 1, 0) %G2DA, target("spirv.Sampler") %Samp, <3 x float> <float 2.500000e-01, float 7.500000e-01, float 5.000000e-01>, i32 1, <2 x i32> %doff2)
  %gd.out = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_1t(target("spirv.Image", float, 5, 2, 0, 0, 2, 1) %out, i32 2)
  store <4 x float> %gd, ptr addrspace(11) %gd.out, align 16
  ; G2D.GatherBlue(Samp, uv, int2(id.x, 0))
  %gbd = call <4 x float> @llvm.spv.resource.gather.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) %G2D, target("spirv.Sampler") %Samp, <2 x float> <float 2.500000e-01, float 7.500000e-01>, i32 2, <2 x i32> %doff2)
  %gbd.out = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_1t(target("spirv.Image", float, 5, 2, 0, 0, 2, 1) %out, i32 3)
  store <4 x float> %gbd, ptr addrspace(11) %gbd.out, align 16
  ; Shadow.GatherCmp(CmpSamp, uv, cmp, int2(-1, 2))
  %gc = call <4 x float> @llvm.spv.resource.gather.cmp.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) %Shadow, target("spirv.Sampler") %CmpSamp, <2 x float> <float 2.500000e-01, float 7.500000e-01>, float 6.250000e-01, <2 x i32> <i32 -1, i32 2>)
  %gc.out = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_1t(target("spirv.Image", float, 5, 2, 0, 0, 2, 1) %out, i32 4)
  store <4 x float> %gc, ptr addrspace(11) %gc.out, align 16
  ; ShadowA.GatherCmp(CmpSamp, uvw, cmp, int2(id.x, 0))
  %gcd = call <4 x float> @llvm.spv.resource.gather.cmp.v4f32.tspirv.Image_f32_1_2_1_0_1_0t.tspirv.Samplert.v3f32.v2i32(target("spirv.Image", float, 1, 2, 1, 0, 1, 0) %ShadowA, target("spirv.Sampler") %CmpSamp, <3 x float> <float 2.500000e-01, float 7.500000e-01, float 5.000000e-01>, float 6.250000e-01, <2 x i32> %doff2)
  %gcd.out = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_1t(target("spirv.Image", float, 5, 2, 0, 0, 2, 1) %out, i32 5)
  store <4 x float> %gcd, ptr addrspace(11) %gcd.out, align 16
  ret void
}

declare target("spirv.Image", float, 1, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_0_0_1_0t(i32, i32, i32, i32, ptr) #3
declare target("spirv.Image", float, 1, 2, 1, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_1_0_1_0t(i32, i32, i32, i32, ptr) #3
declare target("spirv.Sampler") @llvm.spv.resource.handlefrombinding.tspirv.Samplert(i32, i32, i32, i32, ptr) #3
declare target("spirv.Image", float, 5, 2, 0, 0, 2, 1) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_2_1t(i32, i32, i32, i32, ptr) #3
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_1t(target("spirv.Image", float, 5, 2, 0, 0, 2, 1), i32) #3
declare i32 @llvm.spv.thread.id.i32(i32) #3
declare <4 x float> @llvm.spv.resource.gather.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0), target("spirv.Sampler"), <2 x float>, i32, <2 x i32>) #2
declare <4 x float> @llvm.spv.resource.gather.v4f32.tspirv.Image_f32_1_2_1_0_1_0t.tspirv.Samplert.v3f32.v2i32(target("spirv.Image", float, 1, 2, 1, 0, 1, 0), target("spirv.Sampler"), <3 x float>, i32, <2 x i32>) #2
declare <4 x float> @llvm.spv.resource.gather.cmp.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0), target("spirv.Sampler"), <2 x float>, float, <2 x i32>) #2
declare <4 x float> @llvm.spv.resource.gather.cmp.v4f32.tspirv.Image_f32_1_2_1_0_1_0t.tspirv.Samplert.v3f32.v2i32(target("spirv.Image", float, 1, 2, 1, 0, 1, 0), target("spirv.Sampler"), <3 x float>, float, <2 x i32>) #2

attributes #0 = { "hlsl.numthreads"="1,1,1" "hlsl.shader"="compute" }
attributes #1 = { convergent nocallback nofree nosync nounwind willreturn memory(read) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(read) }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(none) }
