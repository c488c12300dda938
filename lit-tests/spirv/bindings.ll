; Bindings on Vulkan (SPIRV.md, "Bindings"): explicit bindings are kept; a
; resource without one (llvm.spv.resource.handlefromimplicitbinding(orderId,
; set, arraySize, index, name)) gets the first free binding of its set, in
; orderId order — images, samplers and buffers alike, all in one namespace per
; set; a resource array takes one binding. Implicitly bound buffers stay on
; LLVM's path, so texel-spirv rewrites their creation into an explicit
; handlefrombinding with the assigned binding. A resource array with a dynamic
; (here dynamically uniform: SV_GroupID.x) index is one OpTypeArray variable
; read through OpAccessChain; the marker names the array size and takes the
; element index as its image-index argument.
;   [[vk::binding(0)]] Texture2D T0;            set 0: 0 explicit
;   SamplerState Samp;            (orderId 0)   set 0: 1 (first free)
;   [[vk::binding(2)]] Texture2D Arr[4];        set 0: 2 explicit, one binding
;   RWBuffer<float4> Buf;         (orderId 1)   set 0: 3 (2 is Arr's; 3 is free)
;   Texture2D TArr[3];            (orderId 2)   set 0: 4, one binding
;   RWTexture2D<float4> RW;       (orderId 3)   set 0: 5 (created first in IR)
;   [[vk::binding(0, 1)]] Texture2D S1;         set 1: 0 explicit
;   SamplerState Samp1 : register(space1); (orderId 4)  set 1: 1 (first free)
;
; RUN: %opt -load-pass-plugin=%plugin -passes=texel-spirv -S %s | FileCheck %s --check-prefix=IR
; RUN: %texel emit-spirv %s -o %t.spv
; RUN: %spirv-val --target-env vulkan1.3 %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s --check-prefix=SPIRV
; RUN: %spirv-dis %t.spv | FileCheck %s --check-prefix=CAPS

; IR-LABEL: define void @main()
; IR: %uv = uitofp <2 x i32> %xy to <2 x float>
; Image and sampler handles are gone; the buffer's creation is now explicit.
; IR-NEXT: %buf = call target("spirv.Image", float, 5, 2, 0, 0, 2, 1) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_2_1t(i32 0, i32 3, i32 1, i32 0, ptr @Buf.name)
; IR-NEXT: %a = call <4 x float> @texel.spv.sample_explicit_lod.f32_1_2_0_0_1_0.i0_0_0.s0_1_0.m2(i32 0, i32 0, <2 x float> %uv, float 0.000000e+00)
; IR-NEXT: %b = call <4 x float> @texel.spv.fetch.f32_1_2_0_0_1_0.i0_2_4.m2(i32 %i, <2 x i32> %xy, i32 0)
; IR-NEXT: %c = call <4 x float> @texel.spv.sample_explicit_lod.f32_1_2_0_0_1_0.i0_4_3.s0_1_0.m2(i32 2, i32 0, <2 x float> %uv, float 1.000000e+00)
; IR-NEXT: %d = call <4 x float> @texel.spv.fetch.f32_1_2_0_0_1_0.i0_4_3.m2(i32 %i, <2 x i32> %xy, i32 0)
; IR-NEXT: %e = call <4 x float> @texel.spv.sample_explicit_lod.f32_1_2_0_0_1_0.i1_0_0.s1_1_0.m2(i32 0, i32 0, <2 x float> %uv, float 2.000000e+00)
; IR: call void @texel.spv.write.f32_1_2_0_0_2_1.i0_5_0.m0(i32 0, <2 x i32> %xy, <4 x float> %all)
; IR-NEXT: %p = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_1t(target("spirv.Image", float, 5, 2, 0, 0, 2, 1) %buf, i32 %x)
; IR-NEXT: store <4 x float> %all, ptr addrspace(11) %p, align 16
; IR-NEXT: ret void
; IR-NEXT: }
; IR-NOT: handlefromimplicitbinding
; IR-NOT: declare {{.*}}Samplert
; IR: declare target("spirv.Image", float, 5, 2, 0, 0, 2, 1) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_2_1t(i32, i32, i32, i32, ptr)
; IR-NOT: handlefromimplicitbinding

; A uniformly indexed array needs no capability (RuntimeDescriptorArray is for
; unsized arrays, ShaderNonUniform for NonUniform).
; CAPS-DAG: OpCapability Shader
; CAPS-DAG: OpCapability ImageBuffer
; CAPS-NOT: OpCapability RuntimeDescriptorArray
; CAPS-NOT: LinkageAttributes
; CAPS-NOT: texel.spv
; CAPS-NOT: OpFunctionCall
; SPIRV: ; Schema: 0
; SPIRV-NOT: OpCapability Linkage
; SPIRV-NOT: OpCapability Int8
; SPIRV: OpMemoryModel Logical GLSL450
; SPIRV: OpEntryPoint GLCompute %main "main" {{.*}}%[[T0:[0-9]+]] %[[SAMP:[0-9]+]] %[[ARR:[0-9]+]] %[[TARR:[0-9]+]] %[[RW:[0-9]+]] %[[S1:[0-9]+]] %[[SAMP1:[0-9]+]]{{$}}
; SPIRV-DAG: OpDecorate %Buf DescriptorSet 0
; SPIRV-DAG: OpDecorate %Buf Binding 3
; SPIRV-DAG: OpDecorate %[[T0]] DescriptorSet 0
; SPIRV-DAG: OpDecorate %[[T0]] Binding 0
; SPIRV-DAG: OpDecorate %[[SAMP]] DescriptorSet 0
; SPIRV-DAG: OpDecorate %[[SAMP]] Binding 1
; SPIRV-DAG: OpDecorate %[[ARR]] DescriptorSet 0
; SPIRV-DAG: OpDecorate %[[ARR]] Binding 2
; SPIRV-DAG: OpDecorate %[[TARR]] DescriptorSet 0
; SPIRV-DAG: OpDecorate %[[TARR]] Binding 4
; SPIRV-DAG: OpDecorate %[[RW]] DescriptorSet 0
; SPIRV-DAG: OpDecorate %[[RW]] Binding 5
; SPIRV-DAG: OpDecorate %[[S1]] DescriptorSet 1
; SPIRV-DAG: OpDecorate %[[S1]] Binding 0
; SPIRV-DAG: OpDecorate %[[SAMP1]] DescriptorSet 1
; SPIRV-DAG: OpDecorate %[[SAMP1]] Binding 1
; SPIRV-DAG: %[[IMG:[0-9]+]] = OpTypeImage %float 2D 2 0 0 1 Unknown{{$}}
; SPIRV-DAG: %[[IMGRW:[0-9]+]] = OpTypeImage %float 2D 2 0 0 2 Rgba32f{{$}}
; SPIRV-DAG: %[[SAMPLER:[0-9]+]] = OpTypeSampler{{$}}
; SPIRV-DAG: %[[PIMG:[_A-Za-z0-9]+]] = OpTypePointer UniformConstant %[[IMG]]{{$}}
; SPIRV-DAG: %[[PSAMPLER:[_A-Za-z0-9]+]] = OpTypePointer UniformConstant %[[SAMPLER]]{{$}}
; SPIRV-DAG: %[[A4:[_A-Za-z0-9]+]] = OpTypeArray %[[IMG]] %uint_4{{$}}
; SPIRV-DAG: %[[A3:[_A-Za-z0-9]+]] = OpTypeArray %[[IMG]] %uint_3{{$}}
; SPIRV-DAG: %[[PA4:[_A-Za-z0-9]+]] = OpTypePointer UniformConstant %[[A4]]{{$}}
; SPIRV-DAG: %[[PA3:[_A-Za-z0-9]+]] = OpTypePointer UniformConstant %[[A3]]{{$}}
; SPIRV-DAG: %[[PRW:[_A-Za-z0-9]+]] = OpTypePointer UniformConstant %[[IMGRW]]{{$}}
; SPIRV-DAG: %[[T0]] = OpVariable %[[PIMG]] UniformConstant{{$}}
; SPIRV-DAG: %[[SAMP]] = OpVariable %[[PSAMPLER]] UniformConstant{{$}}
; SPIRV-DAG: %[[ARR]] = OpVariable %[[PA4]] UniformConstant{{$}}
; SPIRV-DAG: %[[TARR]] = OpVariable %[[PA3]] UniformConstant{{$}}
; SPIRV-DAG: %[[RW]] = OpVariable %[[PRW]] UniformConstant{{$}}
; SPIRV-DAG: %[[S1]] = OpVariable %[[PIMG]] UniformConstant{{$}}
; SPIRV-DAG: %[[SAMP1]] = OpVariable %[[PSAMPLER]] UniformConstant{{$}}
; SPIRV-DAG: %[[SI:[0-9]+]] = OpTypeSampledImage %[[IMG]]{{$}}
; SPIRV: %main = OpFunction %void None
; SPIRV: %[[WG:[0-9]+]] = OpLoad %v3uint %__spirv_BuiltInWorkgroupId{{$}}
; SPIRV-NEXT: %[[I:[0-9]+]] = OpCompositeExtract %uint %[[WG]] 0{{$}}
; SPIRV: %[[XY:[0-9]+]] = OpCompositeInsert %v2uint %{{[0-9]+}} %{{[0-9]+}} 1{{$}}
; SPIRV-NEXT: %[[UV:[0-9]+]] = OpConvertUToF %v2float %[[XY]]{{$}}
; T0 with Samp.
; SPIRV-NEXT: %[[IM:[0-9]+]] = OpLoad %[[IMG]] %[[T0]]{{$}}
; SPIRV-NEXT: %[[SM:[0-9]+]] = OpLoad %[[SAMPLER]] %[[SAMP]]{{$}}
; SPIRV-NEXT: %[[SIM:[0-9]+]] = OpSampledImage %[[SI]] %[[IM]] %[[SM]]{{$}}
; SPIRV-NEXT: %[[A:[0-9]+]] = OpImageSampleExplicitLod %v4float %[[SIM]] %[[UV]] Lod %float_0{{$}}
; Arr[i]: an access chain into the array variable with the dynamic index.
; SPIRV-NEXT: %[[PTR:[0-9]+]] = OpAccessChain %[[PIMG]] %[[ARR]] %[[I]]{{$}}
; SPIRV-NEXT: %[[IM:[0-9]+]] = OpLoad %[[IMG]] %[[PTR]]{{$}}
; SPIRV-NEXT: %[[B:[0-9]+]] = OpImageFetch %v4float %[[IM]] %[[XY]] Lod %uint_0{{$}}
; TArr[2] with Samp.
; SPIRV-NEXT: %[[PTR:[0-9]+]] = OpAccessChain %[[PIMG]] %[[TARR]] %uint_2{{$}}
; SPIRV-NEXT: %[[IM:[0-9]+]] = OpLoad %[[IMG]] %[[PTR]]{{$}}
; SPIRV-NEXT: %[[SM:[0-9]+]] = OpLoad %[[SAMPLER]] %[[SAMP]]{{$}}
; SPIRV-NEXT: %[[SIM:[0-9]+]] = OpSampledImage %[[SI]] %[[IM]] %[[SM]]{{$}}
; SPIRV-NEXT: %[[C:[0-9]+]] = OpImageSampleExplicitLod %v4float %[[SIM]] %[[UV]] Lod %float_1{{$}}
; TArr[i].
; SPIRV-NEXT: %[[PTR:[0-9]+]] = OpAccessChain %[[PIMG]] %[[TARR]] %[[I]]{{$}}
; SPIRV-NEXT: %[[IM:[0-9]+]] = OpLoad %[[IMG]] %[[PTR]]{{$}}
; SPIRV-NEXT: %[[D:[0-9]+]] = OpImageFetch %v4float %[[IM]] %[[XY]] Lod %uint_0{{$}}
; S1 with Samp1 (set 1).
; SPIRV-NEXT: %[[IM:[0-9]+]] = OpLoad %[[IMG]] %[[S1]]{{$}}
; SPIRV-NEXT: %[[SM:[0-9]+]] = OpLoad %[[SAMPLER]] %[[SAMP1]]{{$}}
; SPIRV-NEXT: %[[SIM:[0-9]+]] = OpSampledImage %[[SI]] %[[IM]] %[[SM]]{{$}}
; SPIRV-NEXT: %[[E:[0-9]+]] = OpImageSampleExplicitLod %v4float %[[SIM]] %[[UV]] Lod %float_2{{$}}
; SPIRV: %[[ALL:[0-9]+]] = OpFAdd %v4float %[[E]] %{{[0-9]+}}{{$}}
; SPIRV-NEXT: %[[IM:[0-9]+]] = OpLoad %[[IMGRW]] %[[RW]]{{$}}
; SPIRV-NEXT: OpImageWrite %[[IM]] %[[XY]] %[[ALL]]{{$}}
; SPIRV-NEXT: %[[O:[0-9]+]] = OpLoad %spirv_Image %Buf{{$}}
; SPIRV-NEXT: OpImageWrite %[[O]] %{{[0-9]+}} %[[ALL]]{{$}}

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G10"
target triple = "spirv-unknown-vulkan1.3-compute"

@T0.name = private unnamed_addr constant [3 x i8] c"T0\00"
@Arr.name = private unnamed_addr constant [4 x i8] c"Arr\00"
@Samp.name = private unnamed_addr constant [5 x i8] c"Samp\00"
@Buf.name = private unnamed_addr constant [4 x i8] c"Buf\00"
@TArr.name = private unnamed_addr constant [5 x i8] c"TArr\00"
@RW.name = private unnamed_addr constant [3 x i8] c"RW\00"
@S1.name = private unnamed_addr constant [3 x i8] c"S1\00"
@Samp1.name = private unnamed_addr constant [6 x i8] c"Samp1\00"

define void @main() #0 {
entry:
  %x = call i32 @llvm.spv.thread.id.i32(i32 0)
  %y = call i32 @llvm.spv.thread.id.i32(i32 1)
  %i = call i32 @llvm.spv.group.id.i32(i32 0)
  %xy.0 = insertelement <2 x i32> poison, i32 %x, i64 0
  %xy = insertelement <2 x i32> %xy.0, i32 %y, i64 1
  %uv = uitofp <2 x i32> %xy to <2 x float>
  ; Creations in IR order differ from orderId order: RW (orderId 3) first.
  %rw = call target("spirv.Image", float, 1, 2, 0, 0, 2, 1) @llvm.spv.resource.handlefromimplicitbinding.tspirv.Image_f32_1_2_0_0_2_1t(i32 3, i32 0, i32 1, i32 0, ptr @RW.name)
  %t0 = call target("spirv.Image", float, 1, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_0_0_1_0t(i32 0, i32 0, i32 1, i32 0, ptr @T0.name)
  %samp = call target("spirv.Sampler") @llvm.spv.resource.handlefromimplicitbinding.tspirv.Samplert(i32 0, i32 0, i32 1, i32 0, ptr @Samp.name)
  %arr.i = call target("spirv.Image", float, 1, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_0_0_1_0t(i32 0, i32 2, i32 4, i32 %i, ptr @Arr.name)
  %buf = call target("spirv.Image", float, 5, 2, 0, 0, 2, 1) @llvm.spv.resource.handlefromimplicitbinding.tspirv.Image_f32_5_2_0_0_2_1t(i32 1, i32 0, i32 1, i32 0, ptr @Buf.name)
  %tarr.2 = call target("spirv.Image", float, 1, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefromimplicitbinding.tspirv.Image_f32_1_2_0_0_1_0t(i32 2, i32 0, i32 3, i32 2, ptr @TArr.name)
  %tarr.i = call target("spirv.Image", float, 1, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefromimplicitbinding.tspirv.Image_f32_1_2_0_0_1_0t(i32 2, i32 0, i32 3, i32 %i, ptr @TArr.name)
  %s1 = call target("spirv.Image", float, 1, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_0_0_1_0t(i32 1, i32 0, i32 1, i32 0, ptr @S1.name)
  %samp1 = call target("spirv.Sampler") @llvm.spv.resource.handlefromimplicitbinding.tspirv.Samplert(i32 4, i32 1, i32 1, i32 0, ptr @Samp1.name)

  ; T0.SampleLevel(Samp, uv, 0)
  %a = call <4 x float> @llvm.spv.resource.samplelevel.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) %t0, target("spirv.Sampler") %samp, <2 x float> %uv, float 0.0, <2 x i32> zeroinitializer)
  ; Arr[i].Load(int3(x, y, 0))
  %b = call <4 x float> @llvm.spv.resource.load.level.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.v2i32.i32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) %arr.i, <2 x i32> %xy, i32 0, <2 x i32> zeroinitializer)
  ; TArr[2].SampleLevel(Samp, uv, 1) + TArr[i].Load(int3(x, y, 0))
  %c = call <4 x float> @llvm.spv.resource.samplelevel.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) %tarr.2, target("spirv.Sampler") %samp, <2 x float> %uv, float 1.0, <2 x i32> zeroinitializer)
  %d = call <4 x float> @llvm.spv.resource.load.level.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.v2i32.i32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) %tarr.i, <2 x i32> %xy, i32 0, <2 x i32> zeroinitializer)
  ; S1.SampleLevel(Samp1, uv, 2)
  %e = call <4 x float> @llvm.spv.resource.samplelevel.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) %s1, target("spirv.Sampler") %samp1, <2 x float> %uv, float 2.0, <2 x i32> zeroinitializer)
  %ab = fadd <4 x float> %a, %b
  %cd = fadd <4 x float> %c, %d
  %abcd = fadd <4 x float> %ab, %cd
  %all = fadd <4 x float> %abcd, %e
  ; RW[xy] = all; Buf[x] = all
  call void @llvm.spv.resource.store.texture.tspirv.Image_f32_1_2_0_0_2_1t.v2i32.v4f32(target("spirv.Image", float, 1, 2, 0, 0, 2, 1) %rw, <2 x i32> %xy, <4 x float> %all)
  %p = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_1t(target("spirv.Image", float, 5, 2, 0, 0, 2, 1) %buf, i32 %x)
  store <4 x float> %all, ptr addrspace(11) %p, align 16
  ret void
}

declare i32 @llvm.spv.thread.id.i32(i32)
declare i32 @llvm.spv.group.id.i32(i32)
declare target("spirv.Image", float, 1, 2, 0, 0, 2, 1) @llvm.spv.resource.handlefromimplicitbinding.tspirv.Image_f32_1_2_0_0_2_1t(i32, i32, i32, i32, ptr)
declare target("spirv.Image", float, 1, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_0_0_1_0t(i32, i32, i32, i32, ptr)
declare target("spirv.Image", float, 1, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefromimplicitbinding.tspirv.Image_f32_1_2_0_0_1_0t(i32, i32, i32, i32, ptr)
declare target("spirv.Sampler") @llvm.spv.resource.handlefromimplicitbinding.tspirv.Samplert(i32, i32, i32, i32, ptr)
declare target("spirv.Image", float, 5, 2, 0, 0, 2, 1) @llvm.spv.resource.handlefromimplicitbinding.tspirv.Image_f32_5_2_0_0_2_1t(i32, i32, i32, i32, ptr)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_1t(target("spirv.Image", float, 5, 2, 0, 0, 2, 1), i32)
declare <4 x float> @llvm.spv.resource.samplelevel.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0), target("spirv.Sampler"), <2 x float>, float, <2 x i32>) #1
declare <4 x float> @llvm.spv.resource.load.level.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.v2i32.i32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0), <2 x i32>, i32, <2 x i32>) #1
declare void @llvm.spv.resource.store.texture.tspirv.Image_f32_1_2_0_0_2_1t.v2i32.v4f32(target("spirv.Image", float, 1, 2, 0, 0, 2, 1), <2 x i32>, <4 x float>) #2

attributes #0 = { "hlsl.shader"="compute" "hlsl.numthreads"="4,1,1" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(read) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(write) }
