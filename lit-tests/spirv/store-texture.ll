; store.texture on storage images is OpImageWrite (SPIRV.md): the marker
; `texel.spv.write.<image>.i<set>_<binding>_0.m0` returns void and takes (image
; index, coordinate, texel); the texel is the stored value, in the sampled type.
; RWTexture1D needs the Image1D capability. Kinds (all with a format, so no
; StorageImageWriteWithoutFormat):
;   [[vk::binding(0)]] RWTexture1D<float4> W1D        Rgba32f
;   [[vk::binding(1)]] RWTexture2D<float> W2D         R32f, a scalar texel
;   [[vk::binding(2)]] RWTexture2DArray<float4> W2DA  Rgba32f
;   [[vk::binding(3)]] RWTexture3D<uint> W3D          R32ui
;   [[vk::binding(0, 1)]] RWTexture2D<uint4> WU       Rgba32ui, descriptor set 1
;
; RUN: %opt -load-pass-plugin=%plugin -passes=texel-spirv -S %s | FileCheck %s --check-prefix=IR
; RUN: %texel emit-spirv %s -o %t.spv
; RUN: %spirv-val --target-env vulkan1.3 %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s --check-prefix=SPIRV
; RUN: %spirv-dis %t.spv | FileCheck %s --check-prefix=CAPS

; IR-LABEL: define void @main()
; IR-NEXT: entry:
; IR-NEXT: %x = call i32 @llvm.spv.thread.id.i32(i32 0)
; IR: %u4 = insertelement <4 x i32> <i32 7, i32 poison, i32 9, i32 10>, i32 %z, i64 1
; IR-NEXT: call void @texel.spv.write.f32_0_2_0_0_2_1.i0_0_0.m0(i32 0, i32 %x, <4 x float> %f4.0)
; IR-NEXT: call void @texel.spv.write.f32_1_2_0_0_2_3.i0_1_0.m0(i32 0, <2 x i32> %xy, float %f)
; IR-NEXT: call void @texel.spv.write.f32_1_2_1_0_2_1.i0_2_0.m0(i32 0, <3 x i32> %xyz, <4 x float> %f4.0)
; IR-NEXT: call void @texel.spv.write.u32_2_2_0_0_2_33.i0_3_0.m0(i32 0, <3 x i32> %xyz, i32 %x)
; IR-NEXT: call void @texel.spv.write.u32_1_2_0_0_2_30.i1_0_0.m0(i32 0, <2 x i32> %xy, <4 x i32> %u4)
; IR-NEXT: ret void
; IR-NEXT: }
; IR-NOT: @llvm.spv.resource.
; IR-DAG: declare void @texel.spv.write.f32_0_2_0_0_2_1.i0_0_0.m0(i32, i32, <4 x float>)
; IR-DAG: declare void @texel.spv.write.f32_1_2_0_0_2_3.i0_1_0.m0(i32, <2 x i32>, float)
; IR-DAG: declare void @texel.spv.write.f32_1_2_1_0_2_1.i0_2_0.m0(i32, <3 x i32>, <4 x float>)
; IR-DAG: declare void @texel.spv.write.u32_2_2_0_0_2_33.i0_3_0.m0(i32, <3 x i32>, i32)
; IR-DAG: declare void @texel.spv.write.u32_1_2_0_0_2_30.i1_0_0.m0(i32, <2 x i32>, <4 x i32>)

; CAPS-DAG: OpCapability Shader
; CAPS-DAG: OpCapability Image1D
; CAPS-NOT: LinkageAttributes
; CAPS-NOT: texel.spv
; CAPS-NOT: OpFunctionCall
; SPIRV: ; Schema: 0
; SPIRV-NOT: OpCapability Linkage
; SPIRV-NOT: OpCapability Int8
; SPIRV-NOT: OpCapability StorageImageWriteWithoutFormat
; SPIRV-NOT: OpCapability Sampled1D
; SPIRV: OpMemoryModel Logical GLSL450
; SPIRV: OpEntryPoint GLCompute %main "main" {{.*}}%[[W1D:[0-9]+]] %[[W2D:[0-9]+]] %[[W2DA:[0-9]+]] %[[W3D:[0-9]+]] %[[WU:[0-9]+]]{{$}}
; SPIRV-DAG: OpDecorate %[[W1D]] DescriptorSet 0
; SPIRV-DAG: OpDecorate %[[W1D]] Binding 0
; SPIRV-DAG: OpDecorate %[[W2D]] DescriptorSet 0
; SPIRV-DAG: OpDecorate %[[W2D]] Binding 1
; SPIRV-DAG: OpDecorate %[[W2DA]] DescriptorSet 0
; SPIRV-DAG: OpDecorate %[[W2DA]] Binding 2
; SPIRV-DAG: OpDecorate %[[W3D]] DescriptorSet 0
; SPIRV-DAG: OpDecorate %[[W3D]] Binding 3
; SPIRV-DAG: OpDecorate %[[WU]] DescriptorSet 1
; SPIRV-DAG: OpDecorate %[[WU]] Binding 0
; SPIRV-DAG: %[[IMG1D:[0-9]+]] = OpTypeImage %float 1D 2 0 0 2 Rgba32f{{$}}
; SPIRV-DAG: %[[IMG2D:[0-9]+]] = OpTypeImage %float 2D 2 0 0 2 R32f{{$}}
; SPIRV-DAG: %[[IMG2DA:[0-9]+]] = OpTypeImage %float 2D 2 1 0 2 Rgba32f{{$}}
; SPIRV-DAG: %[[IMG3D:[0-9]+]] = OpTypeImage %uint 3D 2 0 0 2 R32ui{{$}}
; SPIRV-DAG: %[[IMGU:[0-9]+]] = OpTypeImage %uint 2D 2 0 0 2 Rgba32ui{{$}}
; SPIRV-DAG: %[[P1D:[_A-Za-z0-9]+]] = OpTypePointer UniformConstant %[[IMG1D]]{{$}}
; SPIRV-DAG: %[[P2D:[_A-Za-z0-9]+]] = OpTypePointer UniformConstant %[[IMG2D]]{{$}}
; SPIRV-DAG: %[[P2DA:[_A-Za-z0-9]+]] = OpTypePointer UniformConstant %[[IMG2DA]]{{$}}
; SPIRV-DAG: %[[P3D:[_A-Za-z0-9]+]] = OpTypePointer UniformConstant %[[IMG3D]]{{$}}
; SPIRV-DAG: %[[PU:[_A-Za-z0-9]+]] = OpTypePointer UniformConstant %[[IMGU]]{{$}}
; SPIRV-DAG: %[[W1D]] = OpVariable %[[P1D]] UniformConstant{{$}}
; SPIRV-DAG: %[[W2D]] = OpVariable %[[P2D]] UniformConstant{{$}}
; SPIRV-DAG: %[[W2DA]] = OpVariable %[[P2DA]] UniformConstant{{$}}
; SPIRV-DAG: %[[W3D]] = OpVariable %[[P3D]] UniformConstant{{$}}
; SPIRV-DAG: %[[WU]] = OpVariable %[[PU]] UniformConstant{{$}}
; SPIRV: %main = OpFunction %void None
; SPIRV: %[[X:[0-9]+]] = OpCompositeExtract %uint %{{[0-9]+}} 0{{$}}
; SPIRV: %[[XY:[0-9]+]] = OpCompositeInsert %v2uint %{{[0-9]+}} %{{[0-9]+}} 1{{$}}
; SPIRV: %[[XYZ:[0-9]+]] = OpCompositeInsert %v3uint %{{[0-9]+}} %{{[0-9]+}} 2{{$}}
; SPIRV-NEXT: %[[F:[0-9]+]] = OpConvertUToF %float %[[X]]{{$}}
; SPIRV-NEXT: %[[F4:[0-9]+]] = OpCompositeInsert %v4float %[[F]] %{{[0-9]+}} 0{{$}}
; SPIRV-NEXT: %[[U4:[0-9]+]] = OpCompositeInsert %v4uint %{{[0-9]+}} %{{[0-9]+}} 1{{$}}
; SPIRV-NEXT: %[[I:[0-9]+]] = OpLoad %[[IMG1D]] %[[W1D]]{{$}}
; SPIRV-NEXT: OpImageWrite %[[I]] %[[X]] %[[F4]]{{$}}
; SPIRV-NEXT: %[[I:[0-9]+]] = OpLoad %[[IMG2D]] %[[W2D]]{{$}}
; SPIRV-NEXT: OpImageWrite %[[I]] %[[XY]] %[[F]]{{$}}
; SPIRV-NEXT: %[[I:[0-9]+]] = OpLoad %[[IMG2DA]] %[[W2DA]]{{$}}
; SPIRV-NEXT: OpImageWrite %[[I]] %[[XYZ]] %[[F4]]{{$}}
; SPIRV-NEXT: %[[I:[0-9]+]] = OpLoad %[[IMG3D]] %[[W3D]]{{$}}
; SPIRV-NEXT: OpImageWrite %[[I]] %[[XYZ]] %[[X]]{{$}}
; SPIRV-NEXT: %[[I:[0-9]+]] = OpLoad %[[IMGU]] %[[WU]]{{$}}
; SPIRV-NEXT: OpImageWrite %[[I]] %[[XY]] %[[U4]]{{$}}
; SPIRV-NEXT: OpReturn
; SPIRV-NEXT: OpFunctionEnd

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G10"
target triple = "spirv-unknown-vulkan1.3-compute"

@W1D.name = private unnamed_addr constant [4 x i8] c"W1D\00"
@W2D.name = private unnamed_addr constant [4 x i8] c"W2D\00"
@W2DA.name = private unnamed_addr constant [5 x i8] c"W2DA\00"
@W3D.name = private unnamed_addr constant [4 x i8] c"W3D\00"
@WU.name = private unnamed_addr constant [3 x i8] c"WU\00"

define void @main() #0 {
entry:
  %w1d = call target("spirv.Image", float, 0, 2, 0, 0, 2, 1) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_0_2_0_0_2_1t(i32 0, i32 0, i32 1, i32 0, ptr @W1D.name)
  %w2d = call target("spirv.Image", float, 1, 2, 0, 0, 2, 3) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_0_0_2_3t(i32 0, i32 1, i32 1, i32 0, ptr @W2D.name)
  %w2da = call target("spirv.Image", float, 1, 2, 1, 0, 2, 1) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_1_0_2_1t(i32 0, i32 2, i32 1, i32 0, ptr @W2DA.name)
  %w3d = call target("spirv.Image", i32, 2, 2, 0, 0, 2, 33) @llvm.spv.resource.handlefrombinding.tspirv.Image_i32_2_2_0_0_2_33t(i32 0, i32 3, i32 1, i32 0, ptr @W3D.name)
  %wu = call target("spirv.Image", i32, 1, 2, 0, 0, 2, 30) @llvm.spv.resource.handlefrombinding.tspirv.Image_i32_1_2_0_0_2_30t(i32 1, i32 0, i32 1, i32 0, ptr @WU.name)
  %x = call i32 @llvm.spv.thread.id.i32(i32 0)
  %y = call i32 @llvm.spv.thread.id.i32(i32 1)
  %z = call i32 @llvm.spv.thread.id.i32(i32 2)
  %xy.0 = insertelement <2 x i32> poison, i32 %x, i64 0
  %xy = insertelement <2 x i32> %xy.0, i32 %y, i64 1
  %xyz.0 = insertelement <3 x i32> poison, i32 %x, i64 0
  %xyz.1 = insertelement <3 x i32> %xyz.0, i32 %y, i64 1
  %xyz = insertelement <3 x i32> %xyz.1, i32 %z, i64 2
  %f = uitofp i32 %x to float
  %f4.0 = insertelement <4 x float> <float poison, float 1.0, float 2.0, float 3.0>, float %f, i64 0
  %u4 = insertelement <4 x i32> <i32 7, i32 poison, i32 9, i32 10>, i32 %z, i64 1

  ; W1D[x] = float4(f, 1, 2, 3)
  call void @llvm.spv.resource.store.texture.tspirv.Image_f32_0_2_0_0_2_1t.i32.v4f32(target("spirv.Image", float, 0, 2, 0, 0, 2, 1) %w1d, i32 %x, <4 x float> %f4.0)
  ; W2D[int2(x, y)] = f
  call void @llvm.spv.resource.store.texture.tspirv.Image_f32_1_2_0_0_2_3t.v2i32.f32(target("spirv.Image", float, 1, 2, 0, 0, 2, 3) %w2d, <2 x i32> %xy, float %f)
  ; W2DA[int3(x, y, z)] = float4(f, 1, 2, 3)
  call void @llvm.spv.resource.store.texture.tspirv.Image_f32_1_2_1_0_2_1t.v3i32.v4f32(target("spirv.Image", float, 1, 2, 1, 0, 2, 1) %w2da, <3 x i32> %xyz, <4 x float> %f4.0)
  ; W3D[int3(x, y, z)] = x
  call void @llvm.spv.resource.store.texture.tspirv.Image_i32_2_2_0_0_2_33t.v3i32.i32(target("spirv.Image", i32, 2, 2, 0, 0, 2, 33) %w3d, <3 x i32> %xyz, i32 %x)
  ; WU[int2(x, y)] = uint4(7, z, 9, 10)
  call void @llvm.spv.resource.store.texture.tspirv.Image_i32_1_2_0_0_2_30t.v2i32.v4i32(target("spirv.Image", i32, 1, 2, 0, 0, 2, 30) %wu, <2 x i32> %xy, <4 x i32> %u4)
  ret void
}

declare i32 @llvm.spv.thread.id.i32(i32)
declare target("spirv.Image", float, 0, 2, 0, 0, 2, 1) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_0_2_0_0_2_1t(i32, i32, i32, i32, ptr)
declare target("spirv.Image", float, 1, 2, 0, 0, 2, 3) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_0_0_2_3t(i32, i32, i32, i32, ptr)
declare target("spirv.Image", float, 1, 2, 1, 0, 2, 1) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_1_0_2_1t(i32, i32, i32, i32, ptr)
declare target("spirv.Image", i32, 2, 2, 0, 0, 2, 33) @llvm.spv.resource.handlefrombinding.tspirv.Image_i32_2_2_0_0_2_33t(i32, i32, i32, i32, ptr)
declare target("spirv.Image", i32, 1, 2, 0, 0, 2, 30) @llvm.spv.resource.handlefrombinding.tspirv.Image_i32_1_2_0_0_2_30t(i32, i32, i32, i32, ptr)
declare void @llvm.spv.resource.store.texture.tspirv.Image_f32_0_2_0_0_2_1t.i32.v4f32(target("spirv.Image", float, 0, 2, 0, 0, 2, 1), i32, <4 x float>) #1
declare void @llvm.spv.resource.store.texture.tspirv.Image_f32_1_2_0_0_2_3t.v2i32.f32(target("spirv.Image", float, 1, 2, 0, 0, 2, 3), <2 x i32>, float) #1
declare void @llvm.spv.resource.store.texture.tspirv.Image_f32_1_2_1_0_2_1t.v3i32.v4f32(target("spirv.Image", float, 1, 2, 1, 0, 2, 1), <3 x i32>, <4 x float>) #1
declare void @llvm.spv.resource.store.texture.tspirv.Image_i32_2_2_0_0_2_33t.v3i32.i32(target("spirv.Image", i32, 2, 2, 0, 0, 2, 33), <3 x i32>, i32) #1
declare void @llvm.spv.resource.store.texture.tspirv.Image_i32_1_2_0_0_2_30t.v2i32.v4i32(target("spirv.Image", i32, 1, 2, 0, 0, 2, 30), <2 x i32>, <4 x i32>) #1

attributes #0 = { "hlsl.shader"="compute" "hlsl.numthreads"="4,1,1" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(write) }
