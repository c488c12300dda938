; Constant texel offsets are constants of the signed int type (OpTypeInt 32 1),
; as glslang and DXC emit them. LLVM's SPIR-V target has only the unsigned
; OpTypeInt 32 0, so the finalizer gives every ConstOffset / ConstOffsets
; operand the signed constant with the same value: the Vulkan validation layer
; reads an unsigned -1 as 4294967295 > maxTexelOffset (VUID-RuntimeSpirv-
; OpImageSample-06436; OpImage-06377 for gathers). LLVM's unsigned constants
; that other operands share (here the coordinate and mip 1 of the fetch) stay.
; A dynamic Offset (gathers only) keeps its unsigned vector type: spirv-val
; accepts either signedness and the layer checks constant offsets only.
;
; Source (HLSL):
;   [[vk::binding(0, 0)]] Texture2D<float4> Tex;
;   [[vk::binding(1, 0)]] Texture1D<float4> Tex1D;
;   [[vk::binding(2, 0)]] SamplerState Samp;
;   [[vk::binding(3, 0)]] RWBuffer<float4> Out;
;   [numthreads(1, 1, 1)] void main(uint3 id : SV_DispatchThreadID) {
;     Out[0] = Tex.Load(int3(1, 1, 1), int2(-1, 1));
;     Out[1] = Tex.SampleLevel(Samp, float2(0.25, 0.75), 0, int2(-2, 3));
;     Out[2] = Tex1D.SampleLevel(Samp, 0.25, 0, -5);
;     Out[3] = Tex.GatherRed(Samp, float2(0.25, 0.75), int2(-8, 7));
;     Out[4] = Tex.GatherRed(Samp, float2(0.25, 0.75), int2(id.x, -1));
;   }
;
; RUN: %opt -load-pass-plugin=%plugin -passes=texel-spirv -S %s | FileCheck %s --check-prefix=IR
; RUN: %texel emit-spirv %s -o %t.spv
; RUN: %spirv-val --target-env vulkan1.3 %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s --check-prefix=SPIRV
; RUN: %spirv-dis %t.spv | FileCheck %s --check-prefix=ABSENT

; texel-spirv passes the offsets on as the IR's i32 constants.
; IR-LABEL: define void @main()
; IR: %f = call <4 x float> @texel.spv.fetch.f32_1_2_0_0_1_0.i0_0_0.m10(i32 0, <2 x i32> splat (i32 1), i32 1, <2 x i32> <i32 -1, i32 1>)
; IR: %s = call <4 x float> @texel.spv.sample_explicit_lod.f32_1_2_0_0_1_0.i0_0_0.s0_2_0.m10(i32 0, i32 0, <2 x float> <float 2.500000e-01, float 7.500000e-01>, float 0.000000e+00, <2 x i32> <i32 -2, i32 3>)
; IR: %s1 = call <4 x float> @texel.spv.sample_explicit_lod.f32_0_2_0_0_1_0.i0_1_0.s0_2_0.m10(i32 0, i32 0, float 2.500000e-01, float 0.000000e+00, i32 -5)
; IR: %g = call <4 x float> @texel.spv.gather.f32_1_2_0_0_1_0.i0_0_0.s0_2_0.m8(i32 0, i32 0, <2 x float> <float 2.500000e-01, float 7.500000e-01>, i32 0, <2 x i32> <i32 -8, i32 7>)
; IR: %gd = call <4 x float> @texel.spv.gather.f32_1_2_0_0_1_0.i0_0_0.s0_2_0.m16(i32 0, i32 0, <2 x float> <float 2.500000e-01, float 7.500000e-01>, i32 0, <2 x i32> %doff)
; IR: ret void

; SPIRV-DAG: OpCapability ImageGatherExtended
; SPIRV-DAG: OpCapability Sampled1D
; SPIRV-DAG: OpDecorate %[[TEX:[0-9]+]] Binding 0{{$}}
; SPIRV-DAG: OpDecorate %[[TEX1D:[0-9]+]] Binding 1{{$}}
; SPIRV-DAG: OpDecorate %[[SAMP:[0-9]+]] Binding 2{{$}}
; SPIRV-DAG: %uint = OpTypeInt 32 0{{$}}
; SPIRV-DAG: %int = OpTypeInt 32 1{{$}}
; SPIRV-DAG: %v2uint = OpTypeVector %uint 2{{$}}
; SPIRV-DAG: %v2int = OpTypeVector %int 2{{$}}
; SPIRV-DAG: %uint_1 = OpConstant %uint 1{{$}}
; SPIRV-DAG: %uint_4294967295 = OpConstant %uint 4294967295{{$}}
; SPIRV-DAG: %int_n1 = OpConstant %int -1{{$}}
; SPIRV-DAG: %int_1 = OpConstant %int 1{{$}}
; SPIRV-DAG: %int_n2 = OpConstant %int -2{{$}}
; SPIRV-DAG: %int_3 = OpConstant %int 3{{$}}
; SPIRV-DAG: %int_n5 = OpConstant %int -5{{$}}
; SPIRV-DAG: %int_n8 = OpConstant %int -8{{$}}
; SPIRV-DAG: %int_7 = OpConstant %int 7{{$}}
; SPIRV-DAG: %[[XY11:[0-9]+]] = OpConstantComposite %v2uint %uint_1 %uint_1{{$}}
; SPIRV-DAG: %[[UV:[0-9]+]] = OpConstantComposite %v2float %float_0_25 %float_0_75{{$}}
; SPIRV-DAG: %[[OFF_M1_1:[0-9]+]] = OpConstantComposite %v2int %int_n1 %int_1{{$}}
; SPIRV-DAG: %[[OFF_M2_3:[0-9]+]] = OpConstantComposite %v2int %int_n2 %int_3{{$}}
; SPIRV-DAG: %[[OFF_M8_7:[0-9]+]] = OpConstantComposite %v2int %int_n8 %int_7{{$}}
; SPIRV-DAG: %[[DBASE:[0-9]+]] = OpConstantComposite %v2uint %{{[0-9]+}} %uint_4294967295{{$}}
; SPIRV-DAG: %[[IMG2D:[0-9]+]] = OpTypeImage %float 2D 2 0 0 1 Unknown{{$}}
; SPIRV-DAG: %[[IMG1D:[0-9]+]] = OpTypeImage %float 1D 2 0 0 1 Unknown{{$}}
; SPIRV-DAG: %[[SAMPLER:[0-9]+]] = OpTypeSampler{{$}}
; SPIRV-DAG: %[[SI2D:[0-9]+]] = OpTypeSampledImage %[[IMG2D]]{{$}}
; SPIRV-DAG: %[[SI1D:[0-9]+]] = OpTypeSampledImage %[[IMG1D]]{{$}}
; SPIRV-LABEL: %main = OpFunction
; SPIRV: %[[ID:[0-9]+]] = OpCompositeExtract %uint %{{[0-9]+}} 0{{$}}
; SPIRV-NEXT: %[[DOFF:[0-9]+]] = OpCompositeInsert %v2uint %[[ID]] %[[DBASE]] 0{{$}}
; Tex.Load(int3(1, 1, 1), int2(-1, 1))
; SPIRV: %[[I_F:[0-9]+]] = OpLoad %[[IMG2D]] %[[TEX]]{{$}}
; SPIRV-NEXT: %[[R_F:[0-9]+]] = OpImageFetch %v4float %[[I_F]] %[[XY11]] Lod|ConstOffset %uint_1 %[[OFF_M1_1]]{{$}}
; SPIRV: OpImageWrite %{{[0-9]+}} %uint_0 %[[R_F]]{{$}}
; Tex.SampleLevel(Samp, uv, 0, int2(-2, 3))
; SPIRV: %[[I_S:[0-9]+]] = OpLoad %[[IMG2D]] %[[TEX]]{{$}}
; SPIRV-NEXT: %[[S_S:[0-9]+]] = OpLoad %[[SAMPLER]] %[[SAMP]]{{$}}
; SPIRV-NEXT: %[[SI_S:[0-9]+]] = OpSampledImage %[[SI2D]] %[[I_S]] %[[S_S]]{{$}}
; SPIRV-NEXT: %[[R_S:[0-9]+]] = OpImageSampleExplicitLod %v4float %[[SI_S]] %[[UV]] Lod|ConstOffset %float_0 %[[OFF_M2_3]]{{$}}
; SPIRV: OpImageWrite %{{[0-9]+}} %uint_1 %[[R_S]]{{$}}
; Tex1D.SampleLevel(Samp, 0.25, 0, -5)
; SPIRV: %[[I_S1:[0-9]+]] = OpLoad %[[IMG1D]] %[[TEX1D]]{{$}}
; SPIRV-NEXT: %[[S_S1:[0-9]+]] = OpLoad %[[SAMPLER]] %[[SAMP]]{{$}}
; SPIRV-NEXT: %[[SI_S1:[0-9]+]] = OpSampledImage %[[SI1D]] %[[I_S1]] %[[S_S1]]{{$}}
; SPIRV-NEXT: %[[R_S1:[0-9]+]] = OpImageSampleExplicitLod %v4float %[[SI_S1]] %float_0_25 Lod|ConstOffset %float_0 %int_n5{{$}}
; SPIRV: OpImageWrite %{{[0-9]+}} %uint_2 %[[R_S1]]{{$}}
; Tex.GatherRed(Samp, uv, int2(-8, 7))
; SPIRV: %[[I_G:[0-9]+]] = OpLoad %[[IMG2D]] %[[TEX]]{{$}}
; SPIRV-NEXT: %[[S_G:[0-9]+]] = OpLoad %[[SAMPLER]] %[[SAMP]]{{$}}
; SPIRV-NEXT: %[[SI_G:[0-9]+]] = OpSampledImage %[[SI2D]] %[[I_G]] %[[S_G]]{{$}}
; SPIRV-NEXT: %[[R_G:[0-9]+]] = OpImageGather %v4float %[[SI_G]] %[[UV]] %uint_0 ConstOffset %[[OFF_M8_7]]{{$}}
; SPIRV: OpImageWrite %{{[0-9]+}} %uint_3 %[[R_G]]{{$}}
; Tex.GatherRed(Samp, uv, int2(id.x, -1)): the dynamic offset as it is.
; SPIRV: %[[I_GD:[0-9]+]] = OpLoad %[[IMG2D]] %[[TEX]]{{$}}
; SPIRV-NEXT: %[[S_GD:[0-9]+]] = OpLoad %[[SAMPLER]] %[[SAMP]]{{$}}
; SPIRV-NEXT: %[[SI_GD:[0-9]+]] = OpSampledImage %[[SI2D]] %[[I_GD]] %[[S_GD]]{{$}}
; SPIRV-NEXT: %[[R_GD:[0-9]+]] = OpImageGather %v4float %[[SI_GD]] %[[UV]] %uint_0 Offset %[[DOFF]]{{$}}
; SPIRV: OpImageWrite %{{[0-9]+}} %uint_4 %[[R_GD]]{{$}}
; SPIRV: OpReturn
; SPIRV-NEXT: OpFunctionEnd

; The unsigned forms of the constant offsets' negative components are gone
; (-1 stays: the dynamic offset's base vector uses it), and nothing is cast.
; ABSENT-NOT: OpConstant %uint 4294967294
; ABSENT-NOT: OpConstant %uint 4294967291
; ABSENT-NOT: OpConstant %uint 4294967288
; ABSENT-NOT: OpBitcast
; ABSENT-NOT: OpConstantComposite %v2uint %uint_4294967295 %uint_1
; ABSENT-NOT: OpConstantComposite %v2uint %uint_4294967294 %uint_3
; ABSENT-NOT: OpConstantComposite %v2uint %uint_4294967288 %uint_7

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G10"
target triple = "spirv-unknown-vulkan1.3-compute"

@Tex.name = private unnamed_addr constant [4 x i8] c"Tex\00"
@Tex1D.name = private unnamed_addr constant [6 x i8] c"Tex1D\00"
@Samp.name = private unnamed_addr constant [5 x i8] c"Samp\00"
@Out.name = private unnamed_addr constant [4 x i8] c"Out\00"

define void @main() #0 {
entry:
  %tex = call target("spirv.Image", float, 1, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_0_0_1_0t(i32 0, i32 0, i32 1, i32 0, ptr @Tex.name)
  %tex1d = call target("spirv.Image", float, 0, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_0_2_0_0_1_0t(i32 0, i32 1, i32 1, i32 0, ptr @Tex1D.name)
  %samp = call target("spirv.Sampler") @llvm.spv.resource.handlefrombinding.tspirv.Samplert(i32 0, i32 2, i32 1, i32 0, ptr @Samp.name)
  %out = call target("spirv.Image", float, 5, 2, 0, 0, 2, 1) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_2_1t(i32 0, i32 3, i32 1, i32 0, ptr @Out.name)
  %tid = call i32 @llvm.spv.thread.id.i32(i32 0)
  %doff = insertelement <2 x i32> <i32 0, i32 -1>, i32 %tid, i64 0

  ; Tex.Load(int3(1, 1, 1), int2(-1, 1)): the coordinate and the mip share
  ; LLVM's unsigned 1 with the offset.
  %f = call <4 x float> @llvm.spv.resource.load.level.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.v2i32.i32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) %tex, <2 x i32> <i32 1, i32 1>, i32 1, <2 x i32> <i32 -1, i32 1>)
  %f.out = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_1t(target("spirv.Image", float, 5, 2, 0, 0, 2, 1) %out, i32 0)
  store <4 x float> %f, ptr addrspace(11) %f.out, align 16

  ; Tex.SampleLevel(Samp, float2(0.25, 0.75), 0, int2(-2, 3))
  %s = call <4 x float> @llvm.spv.resource.samplelevel.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) %tex, target("spirv.Sampler") %samp, <2 x float> <float 2.500000e-01, float 7.500000e-01>, float 0.0, <2 x i32> <i32 -2, i32 3>)
  %s.out = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_1t(target("spirv.Image", float, 5, 2, 0, 0, 2, 1) %out, i32 1)
  store <4 x float> %s, ptr addrspace(11) %s.out, align 16

  ; Tex1D.SampleLevel(Samp, 0.25, 0, -5): a scalar offset.
  %s1 = call <4 x float> @llvm.spv.resource.samplelevel.v4f32.tspirv.Image_f32_0_2_0_0_1_0t.tspirv.Samplert.f32.i32(target("spirv.Image", float, 0, 2, 0, 0, 1, 0) %tex1d, target("spirv.Sampler") %samp, float 2.500000e-01, float 0.0, i32 -5)
  %s1.out = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_1t(target("spirv.Image", float, 5, 2, 0, 0, 2, 1) %out, i32 2)
  store <4 x float> %s1, ptr addrspace(11) %s1.out, align 16

  ; Tex.GatherRed(Samp, float2(0.25, 0.75), int2(-8, 7))
  %g = call <4 x float> @llvm.spv.resource.gather.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) %tex, target("spirv.Sampler") %samp, <2 x float> <float 2.500000e-01, float 7.500000e-01>, i32 0, <2 x i32> <i32 -8, i32 7>)
  %g.out = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_1t(target("spirv.Image", float, 5, 2, 0, 0, 2, 1) %out, i32 3)
  store <4 x float> %g, ptr addrspace(11) %g.out, align 16

  ; Tex.GatherRed(Samp, float2(0.25, 0.75), int2(id.x, -1)): dynamic Offset.
  %gd = call <4 x float> @llvm.spv.resource.gather.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) %tex, target("spirv.Sampler") %samp, <2 x float> <float 2.500000e-01, float 7.500000e-01>, i32 0, <2 x i32> %doff)
  %gd.out = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_1t(target("spirv.Image", float, 5, 2, 0, 0, 2, 1) %out, i32 4)
  store <4 x float> %gd, ptr addrspace(11) %gd.out, align 16
  ret void
}

declare i32 @llvm.spv.thread.id.i32(i32)
declare target("spirv.Image", float, 1, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_0_0_1_0t(i32, i32, i32, i32, ptr)
declare target("spirv.Image", float, 0, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_0_2_0_0_1_0t(i32, i32, i32, i32, ptr)
declare target("spirv.Sampler") @llvm.spv.resource.handlefrombinding.tspirv.Samplert(i32, i32, i32, i32, ptr)
declare target("spirv.Image", float, 5, 2, 0, 0, 2, 1) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_2_1t(i32, i32, i32, i32, ptr)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_1t(target("spirv.Image", float, 5, 2, 0, 0, 2, 1), i32)
declare <4 x float> @llvm.spv.resource.load.level.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.v2i32.i32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0), <2 x i32>, i32, <2 x i32>) #1
declare <4 x float> @llvm.spv.resource.samplelevel.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0), target("spirv.Sampler"), <2 x float>, float, <2 x i32>) #1
declare <4 x float> @llvm.spv.resource.samplelevel.v4f32.tspirv.Image_f32_0_2_0_0_1_0t.tspirv.Samplert.f32.i32(target("spirv.Image", float, 0, 2, 0, 0, 1, 0), target("spirv.Sampler"), float, float, i32) #1
declare <4 x float> @llvm.spv.resource.gather.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0), target("spirv.Sampler"), <2 x float>, i32, <2 x i32>) #1

attributes #0 = { "hlsl.shader"="compute" "hlsl.numthreads"="1,1,1" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(read) }
