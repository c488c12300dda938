; Reads from storage images whose format is one of SPIR-V's "extended" storage
; formats: RWTexture2D<float2> is Rg32f (6) and RWTexture1D<uint2> Rg32ui (35)
; (INTRINSICS.md: UAV formats follow the element type). The SPIR-V spec puts
; these ImageFormat values behind the StorageImageExtendedFormats capability, so
; declaring such an OpTypeImage must declare it (the result must pass spirv-val,
; SPIRV.md). Otherwise these are ordinary reads: OpImageRead, mask 0.
;   [[vk::binding(0)]] RWTexture2D<float2> RG
;   [[vk::binding(1)]] RWTexture1D<uint2> RGU
;
; RUN: %opt -load-pass-plugin=%plugin -passes=texel-spirv -S %s | FileCheck %s --check-prefix=IR
; RUN: %texel emit-spirv %s -o %t.spv
; RUN: %spirv-val --target-env vulkan1.3 %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s --check-prefix=SPIRV
; RUN: %spirv-dis %t.spv | FileCheck %s --check-prefix=CAPS

; IR-LABEL: define void @main()
; IR: %xy = insertelement <2 x i32> %xy.0, i32 %y, i64 1
; IR-NEXT: [[RG:%[0-9]+]] = call <4 x float> @texel.spv.read.f32_1_2_0_0_2_6.i0_0_0.m0(i32 0, <2 x i32> %xy)
; IR-NEXT: %l.rg = shufflevector <4 x float> [[RG]], <4 x float> poison, <2 x i32> <i32 0, i32 1>
; IR-NEXT: [[RGU:%[0-9]+]] = call <4 x i32> @texel.spv.read.u32_0_2_0_0_2_35.i0_1_0.m0(i32 0, i32 %x)
; IR-NEXT: %l.rgu = shufflevector <4 x i32> [[RGU]], <4 x i32> poison, <2 x i32> <i32 0, i32 1>
; IR-NEXT: %f.rgu = uitofp <2 x i32> %l.rgu to <2 x float>

; CAPS-DAG: OpCapability Shader
; CAPS-DAG: OpCapability ImageBuffer
; CAPS-DAG: OpCapability Image1D
; CAPS-DAG: OpCapability StorageImageExtendedFormats
; CAPS-NOT: LinkageAttributes
; CAPS-NOT: texel.spv
; SPIRV: ; Schema: 0
; SPIRV-NOT: OpCapability Linkage
; SPIRV-NOT: OpCapability Int8
; SPIRV-NOT: OpCapability StorageImageReadWithoutFormat
; SPIRV: OpMemoryModel Logical GLSL450
; SPIRV: OpEntryPoint GLCompute %main "main" {{.*}}%[[RG:[0-9]+]] %[[RGU:[0-9]+]]{{$}}
; SPIRV-DAG: OpDecorate %[[RG]] DescriptorSet 0
; SPIRV-DAG: OpDecorate %[[RG]] Binding 0
; SPIRV-DAG: OpDecorate %[[RGU]] DescriptorSet 0
; SPIRV-DAG: OpDecorate %[[RGU]] Binding 1
; SPIRV-DAG: %[[IMGRG:[0-9]+]] = OpTypeImage %float 2D 2 0 0 2 Rg32f{{$}}
; SPIRV-DAG: %[[IMGRGU:[0-9]+]] = OpTypeImage %uint 1D 2 0 0 2 Rg32ui{{$}}
; SPIRV: %main = OpFunction %void None
; SPIRV: %[[X:[0-9]+]] = OpCompositeExtract %uint %{{[0-9]+}} 0{{$}}
; SPIRV: %[[XY:[0-9]+]] = OpCompositeInsert %v2uint %{{[0-9]+}} %{{[0-9]+}} 1{{$}}
; SPIRV-NEXT: %[[I:[0-9]+]] = OpLoad %[[IMGRG]] %[[RG]]{{$}}
; SPIRV-NEXT: %[[R:[0-9]+]] = OpImageRead %v4float %[[I]] %[[XY]]{{$}}
; SPIRV-NEXT: %[[V1:[0-9]+]] = OpVectorShuffle %v2float %[[R]] %{{[0-9]+}} 0 1{{$}}
; SPIRV-NEXT: %[[I:[0-9]+]] = OpLoad %[[IMGRGU]] %[[RGU]]{{$}}
; SPIRV-NEXT: %[[R:[0-9]+]] = OpImageRead %v4uint %[[I]] %[[X]]{{$}}
; SPIRV-NEXT: %[[V2:[0-9]+]] = OpVectorShuffle %v2uint %[[R]] %{{[0-9]+}} 0 1{{$}}
; SPIRV-NEXT: %[[F2:[0-9]+]] = OpConvertUToF %v2float %[[V2]]{{$}}
; SPIRV-NEXT: %[[V:[0-9]+]] = OpVectorShuffle %v4float %[[V1]] %[[F2]] 0 1 2 3{{$}}

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G10"
target triple = "spirv-unknown-vulkan1.3-compute"

@RG.name = private unnamed_addr constant [3 x i8] c"RG\00"
@RGU.name = private unnamed_addr constant [4 x i8] c"RGU\00"
@Out.name = private unnamed_addr constant [4 x i8] c"Out\00"

define void @main() #0 {
entry:
  %rg = call target("spirv.Image", float, 1, 2, 0, 0, 2, 6) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_0_0_2_6t(i32 0, i32 0, i32 1, i32 0, ptr @RG.name)
  %rgu = call target("spirv.Image", i32, 0, 2, 0, 0, 2, 35) @llvm.spv.resource.handlefrombinding.tspirv.Image_i32_0_2_0_0_2_35t(i32 0, i32 1, i32 1, i32 0, ptr @RGU.name)
  %out = call target("spirv.Image", float, 5, 2, 0, 0, 2, 1) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_2_1t(i32 0, i32 2, i32 1, i32 0, ptr @Out.name)
  %x = call i32 @llvm.spv.thread.id.i32(i32 0)
  %y = call i32 @llvm.spv.thread.id.i32(i32 1)
  %xy.0 = insertelement <2 x i32> poison, i32 %x, i64 0
  %xy = insertelement <2 x i32> %xy.0, i32 %y, i64 1
  %l.rg = call <2 x float> @llvm.spv.resource.load.level.v2f32.tspirv.Image_f32_1_2_0_0_2_6t.v2i32.i32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 2, 6) %rg, <2 x i32> %xy, i32 poison, <2 x i32> zeroinitializer)
  %l.rgu = call <2 x i32> @llvm.spv.resource.load.level.v2i32.tspirv.Image_i32_0_2_0_0_2_35t.i32.i32.i32(target("spirv.Image", i32, 0, 2, 0, 0, 2, 35) %rgu, i32 %x, i32 poison, i32 0)
  %f.rgu = uitofp <2 x i32> %l.rgu to <2 x float>
  %v = shufflevector <2 x float> %l.rg, <2 x float> %f.rgu, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %p = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_1t(target("spirv.Image", float, 5, 2, 0, 0, 2, 1) %out, i32 %x)
  store <4 x float> %v, ptr addrspace(11) %p, align 16
  ret void
}

declare i32 @llvm.spv.thread.id.i32(i32)
declare target("spirv.Image", float, 1, 2, 0, 0, 2, 6) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_0_0_2_6t(i32, i32, i32, i32, ptr)
declare target("spirv.Image", i32, 0, 2, 0, 0, 2, 35) @llvm.spv.resource.handlefrombinding.tspirv.Image_i32_0_2_0_0_2_35t(i32, i32, i32, i32, ptr)
declare target("spirv.Image", float, 5, 2, 0, 0, 2, 1) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_2_1t(i32, i32, i32, i32, ptr)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_1t(target("spirv.Image", float, 5, 2, 0, 0, 2, 1), i32)
declare <2 x float> @llvm.spv.resource.load.level.v2f32.tspirv.Image_f32_1_2_0_0_2_6t.v2i32.i32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 2, 6), <2 x i32>, i32, <2 x i32>) #1
declare <2 x i32> @llvm.spv.resource.load.level.v2i32.tspirv.Image_i32_0_2_0_0_2_35t.i32.i32.i32(target("spirv.Image", i32, 0, 2, 0, 0, 2, 35), i32, i32, i32) #1

attributes #0 = { "hlsl.shader"="compute" "hlsl.numthreads"="4,1,1" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(read) }
