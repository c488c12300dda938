; store.texture on signed-integer storage images (spirv.SignedImage): the marker
; takes (image index, coordinate, texel) as for any write, mask 0. The image
; type has the signed 32-bit integer as Sampled Type (as glslang and DXC
; declare it), so the texel (LLVM's unsigned int, int3 or int4) is bitcast to
; the signed type of its width before OpImageWrite (SPIR-V: the texel
; components must be the Sampled Type); no SignExtend. Kinds:
;   [[vk::binding(0)]] RWTexture2D<int4> I4     Rgba32i
;   [[vk::binding(1)]] RWTexture1D<int> I1      R32i (Image1D)
;   [[vk::binding(2)]] RWTexture3D<int3> I3     Unknown:
;                                               StorageImageWriteWithoutFormat
;
; RUN: %opt -load-pass-plugin=%plugin -passes=texel-spirv -S %s | FileCheck %s --check-prefix=IR
; RUN: %texel emit-spirv %s -o %t.spv
; RUN: %spirv-val --target-env vulkan1.3 %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s --check-prefix=SPIRV
; RUN: %spirv-dis %t.spv | FileCheck %s --check-prefix=CAPS
; RUN: %spirv-dis %t.spv | FileCheck %s --check-prefix=NOEXT

; IR-LABEL: define void @main()
; IR: %v3 = insertelement <3 x i32> <i32 -7, i32 poison, i32 9>, i32 %neg, i64 1
; IR-NEXT: call void @texel.spv.write.i32_1_2_0_0_2_21.i0_0_0.m0(i32 0, <2 x i32> %xy, <4 x i32> %v4)
; IR-NEXT: call void @texel.spv.write.i32_0_2_0_0_2_24.i0_1_0.m0(i32 0, i32 %x, i32 %neg)
; IR-NEXT: call void @texel.spv.write.i32_2_2_0_0_2_0.i0_2_0.m0(i32 0, <3 x i32> %xyz.1, <3 x i32> %v3)
; IR-NEXT: ret void
; IR-NEXT: }
; IR-NOT: @llvm.spv.resource.
; IR-DAG: declare void @texel.spv.write.i32_1_2_0_0_2_21.i0_0_0.m0(i32, <2 x i32>, <4 x i32>)
; IR-DAG: declare void @texel.spv.write.i32_0_2_0_0_2_24.i0_1_0.m0(i32, i32, i32)
; IR-DAG: declare void @texel.spv.write.i32_2_2_0_0_2_0.i0_2_0.m0(i32, <3 x i32>, <3 x i32>)

; NOEXT-NOT: SignExtend
; NOEXT-NOT: OpTypeImage %uint

; CAPS-DAG: OpCapability Shader
; CAPS-DAG: OpCapability Image1D
; CAPS-DAG: OpCapability StorageImageWriteWithoutFormat
; CAPS-NOT: LinkageAttributes
; CAPS-NOT: texel.spv
; CAPS-NOT: OpFunctionCall
; SPIRV: ; Schema: 0
; SPIRV-NOT: OpCapability Linkage
; SPIRV-NOT: OpCapability Int8
; SPIRV-NOT: OpCapability StorageImageReadWithoutFormat
; SPIRV: OpMemoryModel Logical GLSL450
; SPIRV: OpEntryPoint GLCompute %main "main" {{.*}}%[[I4:[0-9]+]] %[[I1:[0-9]+]] %[[I3:[0-9]+]]{{$}}
; SPIRV-DAG: OpDecorate %[[I4]] DescriptorSet 0
; SPIRV-DAG: OpDecorate %[[I4]] Binding 0
; SPIRV-DAG: OpDecorate %[[I1]] DescriptorSet 0
; SPIRV-DAG: OpDecorate %[[I1]] Binding 1
; SPIRV-DAG: OpDecorate %[[I3]] DescriptorSet 0
; SPIRV-DAG: OpDecorate %[[I3]] Binding 2
; SPIRV-DAG: %int = OpTypeInt 32 1{{$}}
; SPIRV-DAG: %v4int = OpTypeVector %int 4{{$}}
; SPIRV-DAG: %v3int = OpTypeVector %int 3{{$}}
; SPIRV-DAG: %[[IMG4:[0-9]+]] = OpTypeImage %int 2D 2 0 0 2 Rgba32i{{$}}
; SPIRV-DAG: %[[IMG1:[0-9]+]] = OpTypeImage %int 1D 2 0 0 2 R32i{{$}}
; SPIRV-DAG: %[[IMG3:[0-9]+]] = OpTypeImage %int 3D 2 0 0 2 Unknown{{$}}
; SPIRV-DAG: %[[P4:[_A-Za-z0-9]+]] = OpTypePointer UniformConstant %[[IMG4]]{{$}}
; SPIRV-DAG: %[[P1:[_A-Za-z0-9]+]] = OpTypePointer UniformConstant %[[IMG1]]{{$}}
; SPIRV-DAG: %[[P3:[_A-Za-z0-9]+]] = OpTypePointer UniformConstant %[[IMG3]]{{$}}
; SPIRV-DAG: %[[I4]] = OpVariable %[[P4]] UniformConstant{{$}}
; SPIRV-DAG: %[[I1]] = OpVariable %[[P1]] UniformConstant{{$}}
; SPIRV-DAG: %[[I3]] = OpVariable %[[P3]] UniformConstant{{$}}
; SPIRV: %main = OpFunction %void None
; SPIRV: %[[X:[0-9]+]] = OpCompositeExtract %uint %{{[0-9]+}} 0{{$}}
; SPIRV: %[[XY:[0-9]+]] = OpCompositeInsert %v2uint %{{[0-9]+}} %{{[0-9]+}} 1{{$}}
; SPIRV-NEXT: %[[XYZ0:[0-9]+]] = OpCompositeInsert %v3uint %[[X]] %{{[0-9]+}} 0{{$}}
; SPIRV-NEXT: %[[XYZ:[0-9]+]] = OpCompositeInsert %v3uint %{{[0-9]+}} %[[XYZ0]] 1{{$}}
; SPIRV-NEXT: %[[NEG:[0-9]+]] = OpISub %uint %uint_0 %{{[0-9]+}}{{$}}
; SPIRV-NEXT: %[[V4:[0-9]+]] = OpCompositeInsert %v4uint %[[NEG]] %{{[0-9]+}} 1{{$}}
; SPIRV-NEXT: %[[V3:[0-9]+]] = OpCompositeInsert %v3uint %[[NEG]] %{{[0-9]+}} 1{{$}}
; SPIRV-NEXT: %[[I:[0-9]+]] = OpLoad %[[IMG4]] %[[I4]]{{$}}
; SPIRV-NEXT: %[[S:[0-9]+]] = OpBitcast %v4int %[[V4]]{{$}}
; SPIRV-NEXT: OpImageWrite %[[I]] %[[XY]] %[[S]]{{$}}
; SPIRV-NEXT: %[[I:[0-9]+]] = OpLoad %[[IMG1]] %[[I1]]{{$}}
; SPIRV-NEXT: %[[S:[0-9]+]] = OpBitcast %int %[[NEG]]{{$}}
; SPIRV-NEXT: OpImageWrite %[[I]] %[[X]] %[[S]]{{$}}
; SPIRV-NEXT: %[[I:[0-9]+]] = OpLoad %[[IMG3]] %[[I3]]{{$}}
; SPIRV-NEXT: %[[S:[0-9]+]] = OpBitcast %v3int %[[V3]]{{$}}
; SPIRV-NEXT: OpImageWrite %[[I]] %[[XYZ]] %[[S]]{{$}}
; SPIRV-NEXT: OpReturn
; SPIRV-NEXT: OpFunctionEnd

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G10"
target triple = "spirv-unknown-vulkan1.3-compute"

@I4.name = private unnamed_addr constant [3 x i8] c"I4\00"
@I1.name = private unnamed_addr constant [3 x i8] c"I1\00"
@I3.name = private unnamed_addr constant [3 x i8] c"I3\00"

define void @main() #0 {
entry:
  %i4 = call target("spirv.SignedImage", i32, 1, 2, 0, 0, 2, 21) @llvm.spv.resource.handlefrombinding.tspirv.SignedImage_i32_1_2_0_0_2_21t(i32 0, i32 0, i32 1, i32 0, ptr @I4.name)
  %i1 = call target("spirv.SignedImage", i32, 0, 2, 0, 0, 2, 24) @llvm.spv.resource.handlefrombinding.tspirv.SignedImage_i32_0_2_0_0_2_24t(i32 0, i32 1, i32 1, i32 0, ptr @I1.name)
  %i3 = call target("spirv.SignedImage", i32, 2, 2, 0, 0, 2, 0) @llvm.spv.resource.handlefrombinding.tspirv.SignedImage_i32_2_2_0_0_2_0t(i32 0, i32 2, i32 1, i32 0, ptr @I3.name)
  %x = call i32 @llvm.spv.thread.id.i32(i32 0)
  %y = call i32 @llvm.spv.thread.id.i32(i32 1)
  %z = call i32 @llvm.spv.thread.id.i32(i32 2)
  %xy.0 = insertelement <2 x i32> poison, i32 %x, i64 0
  %xy = insertelement <2 x i32> %xy.0, i32 %y, i64 1
  %xyz = insertelement <3 x i32> <i32 poison, i32 poison, i32 0>, i32 %x, i64 0
  %xyz.1 = insertelement <3 x i32> %xyz, i32 %y, i64 1
  %neg = sub i32 0, %z
  %v4 = insertelement <4 x i32> <i32 -1, i32 poison, i32 -3, i32 4>, i32 %neg, i64 1
  %v3 = insertelement <3 x i32> <i32 -7, i32 poison, i32 9>, i32 %neg, i64 1

  ; I4[int2(x, y)] = int4(-1, -z, -3, 4)
  call void @llvm.spv.resource.store.texture.tspirv.SignedImage_i32_1_2_0_0_2_21t.v2i32.v4i32(target("spirv.SignedImage", i32, 1, 2, 0, 0, 2, 21) %i4, <2 x i32> %xy, <4 x i32> %v4)
  ; I1[x] = -z
  call void @llvm.spv.resource.store.texture.tspirv.SignedImage_i32_0_2_0_0_2_24t.i32.i32(target("spirv.SignedImage", i32, 0, 2, 0, 0, 2, 24) %i1, i32 %x, i32 %neg)
  ; I3[int3(x, y, 0)] = int3(-7, -z, 9)
  call void @llvm.spv.resource.store.texture.tspirv.SignedImage_i32_2_2_0_0_2_0t.v3i32.v3i32(target("spirv.SignedImage", i32, 2, 2, 0, 0, 2, 0) %i3, <3 x i32> %xyz.1, <3 x i32> %v3)
  ret void
}

declare i32 @llvm.spv.thread.id.i32(i32)
declare target("spirv.SignedImage", i32, 1, 2, 0, 0, 2, 21) @llvm.spv.resource.handlefrombinding.tspirv.SignedImage_i32_1_2_0_0_2_21t(i32, i32, i32, i32, ptr)
declare target("spirv.SignedImage", i32, 0, 2, 0, 0, 2, 24) @llvm.spv.resource.handlefrombinding.tspirv.SignedImage_i32_0_2_0_0_2_24t(i32, i32, i32, i32, ptr)
declare target("spirv.SignedImage", i32, 2, 2, 0, 0, 2, 0) @llvm.spv.resource.handlefrombinding.tspirv.SignedImage_i32_2_2_0_0_2_0t(i32, i32, i32, i32, ptr)
declare void @llvm.spv.resource.store.texture.tspirv.SignedImage_i32_1_2_0_0_2_21t.v2i32.v4i32(target("spirv.SignedImage", i32, 1, 2, 0, 0, 2, 21), <2 x i32>, <4 x i32>) #1
declare void @llvm.spv.resource.store.texture.tspirv.SignedImage_i32_0_2_0_0_2_24t.i32.i32(target("spirv.SignedImage", i32, 0, 2, 0, 0, 2, 24), i32, i32) #1
declare void @llvm.spv.resource.store.texture.tspirv.SignedImage_i32_2_2_0_0_2_0t.v3i32.v3i32(target("spirv.SignedImage", i32, 2, 2, 0, 0, 2, 0), <3 x i32>, <3 x i32>) #1

attributes #0 = { "hlsl.shader"="compute" "hlsl.numthreads"="4,1,1" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(write) }
