; Writes to storage images with SPIR-V's "extended" storage formats:
; RWTexture2DArray<float2> is Rg32f (6) and RWTexture2D<int2> Rg32i (25)
; (INTRINSICS.md). These ImageFormat values need the StorageImageExtendedFormats
; capability (SPIR-V spec, Image Format), which the finalizer must declare along
; with the OpTypeImage for the result to pass spirv-val (SPIRV.md). The writes
; themselves are ordinary: OpImageWrite, mask 0; the int2 image has the signed
; sampled type, so its texel is bitcast to v2int first.
;   [[vk::binding(0)]] RWTexture2DArray<float2> RG   RG[int3(x, y, 0)] = float2(f, 1)
;   [[vk::binding(1)]] RWTexture2D<int2> RGI         RGI[int2(x, y)] = int2(x, -2)
;
; RUN: %opt -load-pass-plugin=%plugin -passes=texel-spirv -S %s | FileCheck %s --check-prefix=IR
; RUN: %texel emit-spirv %s -o %t.spv
; RUN: %spirv-val --target-env vulkan1.3 %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s --check-prefix=SPIRV
; RUN: %spirv-dis %t.spv | FileCheck %s --check-prefix=CAPS

; IR-LABEL: define void @main()
; IR: %v2 = insertelement <2 x i32> <i32 poison, i32 -2>, i32 %x, i64 0
; IR-NEXT: call void @texel.spv.write.f32_1_2_1_0_2_6.i0_0_0.m0(i32 0, <3 x i32> %xyz, <2 x float> %f2)
; IR-NEXT: call void @texel.spv.write.i32_1_2_0_0_2_25.i0_1_0.m0(i32 0, <2 x i32> %xy, <2 x i32> %v2)
; IR-NEXT: ret void

; CAPS-DAG: OpCapability Shader
; CAPS-DAG: OpCapability StorageImageExtendedFormats
; CAPS-NOT: LinkageAttributes
; CAPS-NOT: texel.spv
; SPIRV: ; Schema: 0
; SPIRV-NOT: OpCapability Linkage
; SPIRV-NOT: OpCapability Int8
; SPIRV-NOT: OpCapability StorageImageWriteWithoutFormat
; SPIRV: OpMemoryModel Logical GLSL450
; SPIRV: OpEntryPoint GLCompute %main "main" {{.*}}%[[RG:[0-9]+]] %[[RGI:[0-9]+]]{{$}}
; SPIRV-DAG: OpDecorate %[[RG]] DescriptorSet 0
; SPIRV-DAG: OpDecorate %[[RG]] Binding 0
; SPIRV-DAG: OpDecorate %[[RGI]] DescriptorSet 0
; SPIRV-DAG: OpDecorate %[[RGI]] Binding 1
; SPIRV-DAG: %[[IMGRG:[0-9]+]] = OpTypeImage %float 2D 2 1 0 2 Rg32f{{$}}
; SPIRV-DAG: %int = OpTypeInt 32 1{{$}}
; SPIRV-DAG: %v2int = OpTypeVector %int 2{{$}}
; SPIRV-DAG: %[[IMGRGI:[0-9]+]] = OpTypeImage %int 2D 2 0 0 2 Rg32i{{$}}
; SPIRV: %main = OpFunction %void None
; SPIRV: %[[XY:[0-9]+]] = OpCompositeInsert %v2uint %{{[0-9]+}} %{{[0-9]+}} 1{{$}}
; SPIRV: %[[XYZ:[0-9]+]] = OpCompositeInsert %v3uint %{{[0-9]+}} %{{[0-9]+}} 1{{$}}
; SPIRV: %[[F2:[0-9]+]] = OpCompositeInsert %v2float %{{[0-9]+}} %{{[0-9]+}} 0{{$}}
; SPIRV-NEXT: %[[V2:[0-9]+]] = OpCompositeInsert %v2uint %{{[0-9]+}} %{{[0-9]+}} 0{{$}}
; SPIRV-NEXT: %[[I:[0-9]+]] = OpLoad %[[IMGRG]] %[[RG]]{{$}}
; SPIRV-NEXT: OpImageWrite %[[I]] %[[XYZ]] %[[F2]]{{$}}
; SPIRV-NEXT: %[[I:[0-9]+]] = OpLoad %[[IMGRGI]] %[[RGI]]{{$}}
; SPIRV-NEXT: %[[S:[0-9]+]] = OpBitcast %v2int %[[V2]]{{$}}
; SPIRV-NEXT: OpImageWrite %[[I]] %[[XY]] %[[S]]{{$}}
; SPIRV-NEXT: OpReturn

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G10"
target triple = "spirv-unknown-vulkan1.3-compute"

@RG.name = private unnamed_addr constant [3 x i8] c"RG\00"
@RGI.name = private unnamed_addr constant [4 x i8] c"RGI\00"

define void @main() #0 {
entry:
  %rg = call target("spirv.Image", float, 1, 2, 1, 0, 2, 6) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_1_0_2_6t(i32 0, i32 0, i32 1, i32 0, ptr @RG.name)
  %rgi = call target("spirv.SignedImage", i32, 1, 2, 0, 0, 2, 25) @llvm.spv.resource.handlefrombinding.tspirv.SignedImage_i32_1_2_0_0_2_25t(i32 0, i32 1, i32 1, i32 0, ptr @RGI.name)
  %x = call i32 @llvm.spv.thread.id.i32(i32 0)
  %y = call i32 @llvm.spv.thread.id.i32(i32 1)
  %xy.0 = insertelement <2 x i32> poison, i32 %x, i64 0
  %xy = insertelement <2 x i32> %xy.0, i32 %y, i64 1
  %xyz.0 = insertelement <3 x i32> <i32 poison, i32 poison, i32 0>, i32 %x, i64 0
  %xyz = insertelement <3 x i32> %xyz.0, i32 %y, i64 1
  %f = uitofp i32 %x to float
  %f2 = insertelement <2 x float> <float poison, float 1.0>, float %f, i64 0
  %v2 = insertelement <2 x i32> <i32 poison, i32 -2>, i32 %x, i64 0
  call void @llvm.spv.resource.store.texture.tspirv.Image_f32_1_2_1_0_2_6t.v3i32.v2f32(target("spirv.Image", float, 1, 2, 1, 0, 2, 6) %rg, <3 x i32> %xyz, <2 x float> %f2)
  call void @llvm.spv.resource.store.texture.tspirv.SignedImage_i32_1_2_0_0_2_25t.v2i32.v2i32(target("spirv.SignedImage", i32, 1, 2, 0, 0, 2, 25) %rgi, <2 x i32> %xy, <2 x i32> %v2)
  ret void
}

declare i32 @llvm.spv.thread.id.i32(i32)
declare target("spirv.Image", float, 1, 2, 1, 0, 2, 6) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_1_0_2_6t(i32, i32, i32, i32, ptr)
declare target("spirv.SignedImage", i32, 1, 2, 0, 0, 2, 25) @llvm.spv.resource.handlefrombinding.tspirv.SignedImage_i32_1_2_0_0_2_25t(i32, i32, i32, i32, ptr)
declare void @llvm.spv.resource.store.texture.tspirv.Image_f32_1_2_1_0_2_6t.v3i32.v2f32(target("spirv.Image", float, 1, 2, 1, 0, 2, 6), <3 x i32>, <2 x float>) #1
declare void @llvm.spv.resource.store.texture.tspirv.SignedImage_i32_1_2_0_0_2_25t.v2i32.v2i32(target("spirv.SignedImage", i32, 1, 2, 0, 0, 2, 25), <2 x i32>, <2 x i32>) #1

attributes #0 = { "hlsl.shader"="compute" "hlsl.numthreads"="4,1,1" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(write) }
