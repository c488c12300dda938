; An implicit-LOD sample in a helper function (kept out of line) of a compute
; shader with numthreads(8, 1, 1): texel-spirv takes the thread-group shape of
; the module's only entry point, and the finalizer follows the call graph from
; the entry point to the sample -- the entry point gets DerivativeGroupLinearNV
; (8 % 4 == 0, Y == Z == 1), capability ComputeDerivativeGroupLinearNV and
; extension SPV_NV_compute_shader_derivatives. The helper creates its own
; handles (texel-spirv needs handles as SSA values from their creation) and is
; convergent, as clang marks every HLSL function.
;
; Source (HLSL):
;   [[vk::binding(0, 0)]] Texture2D<float4> Tex;
;   [[vk::binding(1, 0)]] SamplerState Samp;
;   [[vk::binding(2, 0)]] RWBuffer<float4> Out;
;   float4 helper(float2 uv) { return Tex.SampleBias(Samp, uv, 1.5); }
;   [numthreads(8, 1, 1)] void main(uint3 id : SV_DispatchThreadID) {
;     Out[id.x] = helper(float2(id.x, 0.5));
;   }
;
; RUN: %opt -load-pass-plugin=%plugin -passes=texel-spirv -S %s | FileCheck %s --check-prefix=IR
; RUN: %texel emit-spirv %s -o %t.spv
; RUN: %spirv-val --target-env vulkan1.3 %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s --check-prefix=SPIRV
; RUN: %spirv-dis %t.spv | FileCheck %s --check-prefix=ABSENT

; IR-LABEL: define internal <4 x float> @helper(<2 x float> %uv)
; IR-NEXT: entry:
; IR-NEXT: %s = call <4 x float> @texel.spv.sample_implicit_lod.f32_1_2_0_0_1_0.i0_0_0.s0_1_0.m1(i32 0, i32 0, <2 x float> %uv, float 1.500000e+00)
; IR-NEXT: ret <4 x float> %s
; IR-LABEL: define void @main()
; IR-DAG: declare <4 x float> @texel.spv.sample_implicit_lod.f32_1_2_0_0_1_0.i0_0_0.s0_1_0.m1(i32, i32, <2 x float>, float) #[[CONVERGENT:[0-9]+]]
; IR-DAG: attributes #[[CONVERGENT]] = { convergent nounwind }

; SPIRV-DAG: OpCapability ComputeDerivativeGroupLinearNV
; SPIRV-DAG: OpExtension "SPV_NV_compute_shader_derivatives"
; SPIRV: OpEntryPoint GLCompute %main "main"
; SPIRV-DAG: OpExecutionMode %main LocalSize 8 1 1
; SPIRV-DAG: OpExecutionMode %main DerivativeGroupLinearNV
; SPIRV-DAG: OpDecorate %[[TEX:[A-Za-z0-9_]+]] Binding 0{{$}}
; SPIRV-DAG: OpDecorate %[[TEX]] DescriptorSet 0{{$}}
; SPIRV-DAG: OpDecorate %[[SAMP:[A-Za-z0-9_]+]] Binding 1{{$}}
; SPIRV-DAG: OpDecorate %[[SAMP]] DescriptorSet 0{{$}}
; SPIRV-DAG: %[[FLOAT:[A-Za-z0-9_]+]] = OpTypeFloat 32{{$}}
; SPIRV-DAG: %[[V4FLOAT:[A-Za-z0-9_]+]] = OpTypeVector %[[FLOAT]] 4{{$}}
; SPIRV-DAG: %[[IMG:[A-Za-z0-9_]+]] = OpTypeImage %[[FLOAT]] 2D 2 0 0 1 Unknown{{$}}
; SPIRV-DAG: %[[SAMPLER:[A-Za-z0-9_]+]] = OpTypeSampler{{$}}
; SPIRV-DAG: %[[SIMG:[A-Za-z0-9_]+]] = OpTypeSampledImage %[[IMG]]{{$}}
; SPIRV-DAG: %[[BIAS:[A-Za-z0-9_]+]] = OpConstant %[[FLOAT]] 1.5{{$}}
; SPIRV-DAG: %[[TEX]] = OpVariable %{{[A-Za-z0-9_]+}} UniformConstant{{$}}
; SPIRV-DAG: %[[SAMP]] = OpVariable %{{[A-Za-z0-9_]+}} UniformConstant{{$}}
; SPIRV-LABEL: %helper = OpFunction
; SPIRV-NEXT: %[[UV:[A-Za-z0-9_]+]] = OpFunctionParameter
; SPIRV: %[[I:[0-9]+]] = OpLoad %[[IMG]] %[[TEX]]{{$}}
; SPIRV-NEXT: %[[S:[0-9]+]] = OpLoad %[[SAMPLER]] %[[SAMP]]{{$}}
; SPIRV-NEXT: %[[SI:[0-9]+]] = OpSampledImage %[[SIMG]] %[[I]] %[[S]]{{$}}
; SPIRV-NEXT: %[[R:[0-9]+]] = OpImageSampleImplicitLod %[[V4FLOAT]] %[[SI]] %[[UV]] Bias %[[BIAS]]{{$}}
; SPIRV-NEXT: OpReturnValue %[[R]]
; SPIRV-LABEL: %main = OpFunction
; SPIRV: OpFunctionCall %[[V4FLOAT]] %helper

; ABSENT-NOT: OpCapability Linkage
; ABSENT-NOT: LinkageAttributes
; ABSENT-NOT: OpCapability Int8
; ABSENT-NOT: texel.spv
; ABSENT-NOT: DerivativeGroupQuads

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G10"
target triple = "spirv-unknown-vulkan1.3-compute"

@Tex.name = private unnamed_addr constant [4 x i8] c"Tex\00"
@Samp.name = private unnamed_addr constant [5 x i8] c"Samp\00"
@Out.name = private unnamed_addr constant [4 x i8] c"Out\00"

define internal <4 x float> @helper(<2 x float> %uv) #1 {
entry:
  %Tex = call target("spirv.Image", float, 1, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_0_0_1_0t(i32 0, i32 0, i32 1, i32 0, ptr @Tex.name)
  %Samp = call target("spirv.Sampler") @llvm.spv.resource.handlefrombinding.tspirv.Samplert(i32 0, i32 1, i32 1, i32 0, ptr @Samp.name)
  %s = call <4 x float> @llvm.spv.resource.samplebias.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) %Tex, target("spirv.Sampler") %Samp, <2 x float> %uv, float 1.500000e+00, <2 x i32> zeroinitializer)
  ret <4 x float> %s
}

define void @main() #0 {
entry:
  %out = call target("spirv.Image", float, 5, 2, 0, 0, 2, 1) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_2_1t(i32 0, i32 2, i32 1, i32 0, ptr @Out.name)
  %id = call i32 @llvm.spv.thread.id.i32(i32 0)
  %x = uitofp i32 %id to float
  %uv.x = insertelement <2 x float> <float poison, float 5.000000e-01>, float %x, i32 0
  %r = call <4 x float> @helper(<2 x float> %uv.x)
  %o = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_1t(target("spirv.Image", float, 5, 2, 0, 0, 2, 1) %out, i32 %id)
  store <4 x float> %r, ptr addrspace(11) %o, align 16
  ret void
}

declare i32 @llvm.spv.thread.id.i32(i32) #2
declare target("spirv.Image", float, 1, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_0_0_1_0t(i32, i32, i32, i32, ptr) #2
declare target("spirv.Sampler") @llvm.spv.resource.handlefrombinding.tspirv.Samplert(i32, i32, i32, i32, ptr) #2
declare target("spirv.Image", float, 5, 2, 0, 0, 2, 1) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_2_1t(i32, i32, i32, i32, ptr) #2
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_1t(target("spirv.Image", float, 5, 2, 0, 0, 2, 1), i32) #2
declare <4 x float> @llvm.spv.resource.samplebias.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0), target("spirv.Sampler"), <2 x float>, float, <2 x i32>) #3

attributes #0 = { "hlsl.numthreads"="8,1,1" "hlsl.shader"="compute" }
attributes #1 = { convergent noinline }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #3 = { convergent nocallback nofree nosync nounwind willreturn memory(read) }
