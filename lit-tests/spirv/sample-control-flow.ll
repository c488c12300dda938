; Image operations in other blocks than the handles' creation: texel-spirv puts
; each marker call where the intrinsic was, and the finalizer loads the image
; and the sampler and builds the OpSampledImage in that block (SPIRV.md: "in
; the block of the use"), right before the image instruction. The implicit-LOD
; sample sits in a branch of a pixel shader; its marker is declared convergent
; so LLVM's O1 pipeline keeps it there.
;
; Source (HLSL):
;   [[vk::binding(0, 0)]] Buffer<float4> Params;
;   [[vk::binding(1, 0)]] Texture2D<float4> Tex;
;   [[vk::binding(2, 0)]] SamplerState Samp;
;   [[vk::binding(3, 0)]] RWBuffer<float4> Out;
;   float4 p = Params[0];
;   float4 r;
;   if (p.x > 0.5) r = Tex.Sample(Samp, p.yz);
;   else r = Tex.SampleLevel(Samp, p.yz, p.w).xxxx;   (a float, splatted)
;   Out[0] = r;
;
; RUN: %opt -load-pass-plugin=%plugin -passes=texel-spirv -S %s | FileCheck %s --check-prefix=IR
; RUN: %texel emit-spirv %s -o %t.spv
; RUN: %spirv-val --target-env vulkan1.3 %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s --check-prefix=SPIRV
; RUN: %spirv-dis %t.spv | FileCheck %s --check-prefix=ABSENT

; IR-LABEL: define void @main()
; IR-NEXT: entry:
; IR-NEXT: %params = call target("spirv.Image", float, 5, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_1_0t(i32 0, i32 0, i32 1, i32 0, ptr @Params.name)
; IR-NEXT: %out = call target("spirv.Image", float, 5, 2, 0, 0, 2, 1) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_2_1t(i32 0, i32 3, i32 1, i32 0, ptr @Out.name)
; IR-NEXT: %p.ptr = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_1_0t(target("spirv.Image", float, 5, 2, 0, 0, 1, 0) %params, i32 0)
; IR-NEXT: %p = load <4 x float>, ptr addrspace(11) %p.ptr, align 16
; IR-NEXT: %x = extractelement <4 x float> %p, i32 0
; IR-NEXT: %uv = shufflevector <4 x float> %p, <4 x float> poison, <2 x i32> <i32 1, i32 2>
; IR-NEXT: %lod = extractelement <4 x float> %p, i32 3
; IR-NEXT: %cond = fcmp ogt float %x, 5.000000e-01
; IR-NEXT: br i1 %cond, label %then, label %else
; IR-EMPTY:
; IR-NEXT: then:
; IR-NEXT: %s = call <4 x float> @texel.spv.sample_implicit_lod.f32_1_2_0_0_1_0.i0_1_0.s0_2_0.m0(i32 0, i32 0, <2 x float> %uv)
; IR-NEXT: br label %join
; IR-EMPTY:
; IR-NEXT: else:
; IR-NEXT: [[M:%.*]] = call <4 x float> @texel.spv.sample_explicit_lod.f32_1_2_0_0_1_0.i0_1_0.s0_2_0.m2(i32 0, i32 0, <2 x float> %uv, float %lod)
; IR-NEXT: %l = extractelement <4 x float> [[M]], i32 0
; IR-NEXT: %l4 = insertelement <4 x float> poison, float %l, i32 0
; IR-NEXT: %splat = shufflevector <4 x float> %l4, <4 x float> poison, <4 x i32> zeroinitializer
; IR-NEXT: br label %join
; IR-EMPTY:
; IR-NEXT: join:
; IR-NEXT: %r = phi <4 x float> [ %s, %then ], [ %splat, %else ]
; IR-DAG: declare <4 x float> @texel.spv.sample_implicit_lod.f32_1_2_0_0_1_0.i0_1_0.s0_2_0.m0(i32, i32, <2 x float>) #[[CONVERGENT:[0-9]+]]
; IR-DAG: attributes #[[CONVERGENT]] = { convergent nounwind }

; SPIRV-DAG: OpDecorate %[[TEX:[A-Za-z0-9_]+]] Binding 1{{$}}
; SPIRV-DAG: OpDecorate %[[TEX]] DescriptorSet 0{{$}}
; SPIRV-DAG: OpDecorate %[[SAMP:[A-Za-z0-9_]+]] Binding 2{{$}}
; SPIRV-DAG: OpDecorate %[[SAMP]] DescriptorSet 0{{$}}
; SPIRV-DAG: %[[FLOAT:[A-Za-z0-9_]+]] = OpTypeFloat 32{{$}}
; SPIRV-DAG: %[[V4FLOAT:[A-Za-z0-9_]+]] = OpTypeVector %[[FLOAT]] 4{{$}}
; SPIRV-DAG: %[[IMG:[A-Za-z0-9_]+]] = OpTypeImage %[[FLOAT]] 2D 2 0 0 1 Unknown{{$}}
; SPIRV-DAG: %[[SAMPLER:[A-Za-z0-9_]+]] = OpTypeSampler{{$}}
; SPIRV-DAG: %[[SIMG:[A-Za-z0-9_]+]] = OpTypeSampledImage %[[IMG]]{{$}}
; SPIRV-DAG: %[[PTR_IMG:[A-Za-z0-9_]+]] = OpTypePointer UniformConstant %[[IMG]]{{$}}
; SPIRV-DAG: %[[PTR_SAMPLER:[A-Za-z0-9_]+]] = OpTypePointer UniformConstant %[[SAMPLER]]{{$}}
; SPIRV-DAG: %[[TEX]] = OpVariable %[[PTR_IMG]] UniformConstant{{$}}
; SPIRV-DAG: %[[SAMP]] = OpVariable %[[PTR_SAMPLER]] UniformConstant{{$}}
; SPIRV-LABEL: %main = OpFunction
; SPIRV: OpBranchConditional %{{[0-9]+}} %then %else
; SPIRV-NEXT: %then = OpLabel
; SPIRV-NEXT: %[[I_S:[0-9]+]] = OpLoad %[[IMG]] %[[TEX]]{{$}}
; SPIRV-NEXT: %[[S_S:[0-9]+]] = OpLoad %[[SAMPLER]] %[[SAMP]]{{$}}
; SPIRV-NEXT: %[[SI_S:[0-9]+]] = OpSampledImage %[[SIMG]] %[[I_S]] %[[S_S]]{{$}}
; SPIRV-NEXT: %[[R_S:[0-9]+]] = OpImageSampleImplicitLod %[[V4FLOAT]] %[[SI_S]] %[[UV:[0-9]+]]{{$}}
; SPIRV-NEXT: OpBranch %join
; SPIRV-NEXT: %else = OpLabel
; SPIRV: %[[I_L:[0-9]+]] = OpLoad %[[IMG]] %[[TEX]]{{$}}
; SPIRV-NEXT: %[[S_L:[0-9]+]] = OpLoad %[[SAMPLER]] %[[SAMP]]{{$}}
; SPIRV-NEXT: %[[SI_L:[0-9]+]] = OpSampledImage %[[SIMG]] %[[I_L]] %[[S_L]]{{$}}
; SPIRV-NEXT: %[[R_L:[0-9]+]] = OpImageSampleExplicitLod %[[V4FLOAT]] %[[SI_L]] %[[UV]] Lod %{{[0-9]+}}{{$}}
; SPIRV: OpBranch %join
; SPIRV: %join = OpLabel
; SPIRV-NEXT: %[[R:[0-9]+]] = OpPhi %[[V4FLOAT]] %[[R_S]] %then %{{[0-9]+}} %else
; SPIRV: OpImageWrite %{{[0-9]+}} %{{[A-Za-z0-9_]+}} %[[R]]

; ABSENT-NOT: OpCapability Linkage
; ABSENT-NOT: LinkageAttributes
; ABSENT-NOT: OpCapability Int8
; ABSENT-NOT: texel.spv
; ABSENT-NOT: DerivativeGroup

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G10"
target triple = "spirv-unknown-vulkan1.3-pixel"

@Params.name = private unnamed_addr constant [7 x i8] c"Params\00"
@Tex.name = private unnamed_addr constant [4 x i8] c"Tex\00"
@Samp.name = private unnamed_addr constant [5 x i8] c"Samp\00"
@Out.name = private unnamed_addr constant [4 x i8] c"Out\00"

define void @main() #0 {
entry:
  %params = call target("spirv.Image", float, 5, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_1_0t(i32 0, i32 0, i32 1, i32 0, ptr @Params.name)
  %Tex = call target("spirv.Image", float, 1, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_0_0_1_0t(i32 0, i32 1, i32 1, i32 0, ptr @Tex.name)
  %Samp = call target("spirv.Sampler") @llvm.spv.resource.handlefrombinding.tspirv.Samplert(i32 0, i32 2, i32 1, i32 0, ptr @Samp.name)
  %out = call target("spirv.Image", float, 5, 2, 0, 0, 2, 1) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_2_1t(i32 0, i32 3, i32 1, i32 0, ptr @Out.name)
  %p.ptr = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_1_0t(target("spirv.Image", float, 5, 2, 0, 0, 1, 0) %params, i32 0)
  %p = load <4 x float>, ptr addrspace(11) %p.ptr, align 16
  %x = extractelement <4 x float> %p, i32 0
  %uv = shufflevector <4 x float> %p, <4 x float> poison, <2 x i32> <i32 1, i32 2>
  %lod = extractelement <4 x float> %p, i32 3
  %cond = fcmp ogt float %x, 5.000000e-01
  br i1 %cond, label %then, label %else

then:
  %s = call <4 x float> @llvm.spv.resource.sample.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) %Tex, target("spirv.Sampler") %Samp, <2 x float> %uv, <2 x i32> zeroinitializer)
  br label %join

else:
  %l = call float @llvm.spv.resource.samplelevel.f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) %Tex, target("spirv.Sampler") %Samp, <2 x float> %uv, float %lod, <2 x i32> zeroinitializer)
  %l4 = insertelement <4 x float> poison, float %l, i32 0
  %splat = shufflevector <4 x float> %l4, <4 x float> poison, <4 x i32> zeroinitializer
  br label %join

join:
  %r = phi <4 x float> [ %s, %then ], [ %splat, %else ]
  %o = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_1t(target("spirv.Image", float, 5, 2, 0, 0, 2, 1) %out, i32 0)
  store <4 x float> %r, ptr addrspace(11) %o, align 16
  ret void
}

declare target("spirv.Image", float, 5, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_1_0t(i32, i32, i32, i32, ptr) #2
declare target("spirv.Image", float, 1, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_0_0_1_0t(i32, i32, i32, i32, ptr) #2
declare target("spirv.Sampler") @llvm.spv.resource.handlefrombinding.tspirv.Samplert(i32, i32, i32, i32, ptr) #2
declare target("spirv.Image", float, 5, 2, 0, 0, 2, 1) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_2_1t(i32, i32, i32, i32, ptr) #2
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_1_0t(target("spirv.Image", float, 5, 2, 0, 0, 1, 0), i32) #2
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_1t(target("spirv.Image", float, 5, 2, 0, 0, 2, 1), i32) #2
declare <4 x float> @llvm.spv.resource.sample.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0), target("spirv.Sampler"), <2 x float>, <2 x i32>) #1
declare float @llvm.spv.resource.samplelevel.f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0), target("spirv.Sampler"), <2 x float>, float, <2 x i32>) #3

attributes #0 = { "hlsl.shader"="pixel" }
attributes #1 = { convergent nocallback nofree nosync nounwind willreturn memory(read) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(read) }
