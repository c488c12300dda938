; store.texture on storage images with format Unknown (three-component and half
; elements, INTRINSICS.md) needs StorageImageWriteWithoutFormat (SPIRV.md,
; "Capabilities to declare"). Vulkan images hold 32-bit floats, so a half4
; texel is converted with fpext before the write (sampled type f32).
;   [[vk::binding(0)]] RWTexture3D<float3> V3   V3[int3(x, y, z)] = float3(f, 0.5, 0.25)
;   [[vk::binding(1)]] RWTexture2D<half4> H4    H4[int2(x, y)] = half4(h, 1, 2, 3)
;
; RUN: %opt -load-pass-plugin=%plugin -passes=texel-spirv -S %s | FileCheck %s --check-prefix=IR
; RUN: %texel emit-spirv %s -o %t.spv
; RUN: %spirv-val --target-env vulkan1.3 %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s --check-prefix=SPIRV
; RUN: %spirv-dis %t.spv | FileCheck %s --check-prefix=CAPS

; IR-LABEL: define void @main()
; IR: %h4v = insertelement <4 x half> <half poison, half 0xH3C00, half 0xH4000, half 0xH4200>, half %h, i64 0
; IR-NEXT: call void @texel.spv.write.f32_2_2_0_0_2_0.i0_0_0.m0(i32 0, <3 x i32> %xyz, <3 x float> %f3)
; IR-NEXT: [[EXT:%[0-9]+]] = fpext <4 x half> %h4v to <4 x float>
; IR-NEXT: call void @texel.spv.write.f32_1_2_0_0_2_0.i0_1_0.m0(i32 0, <2 x i32> %xy, <4 x float> [[EXT]])
; IR-NEXT: ret void
; IR-NEXT: }
; IR-NOT: @llvm.spv.resource.
; IR-DAG: declare void @texel.spv.write.f32_2_2_0_0_2_0.i0_0_0.m0(i32, <3 x i32>, <3 x float>)
; IR-DAG: declare void @texel.spv.write.f32_1_2_0_0_2_0.i0_1_0.m0(i32, <2 x i32>, <4 x float>)

; Float16 is the shader's own half arithmetic.
; CAPS-DAG: OpCapability Shader
; CAPS-DAG: OpCapability Float16
; CAPS-DAG: OpCapability StorageImageWriteWithoutFormat
; CAPS-NOT: LinkageAttributes
; CAPS-NOT: texel.spv
; CAPS-NOT: OpFunctionCall
; SPIRV: ; Schema: 0
; SPIRV-NOT: OpCapability Linkage
; SPIRV-NOT: OpCapability Int8
; SPIRV-NOT: OpCapability StorageImageReadWithoutFormat
; SPIRV: OpMemoryModel Logical GLSL450
; SPIRV: OpEntryPoint GLCompute %main "main" {{.*}}%[[V3:[0-9]+]] %[[H4:[0-9]+]]{{$}}
; SPIRV-DAG: OpDecorate %[[V3]] DescriptorSet 0
; SPIRV-DAG: OpDecorate %[[V3]] Binding 0
; SPIRV-DAG: OpDecorate %[[H4]] DescriptorSet 0
; SPIRV-DAG: OpDecorate %[[H4]] Binding 1
; SPIRV-DAG: %[[IMG3D:[0-9]+]] = OpTypeImage %float 3D 2 0 0 2 Unknown{{$}}
; SPIRV-DAG: %[[IMG2D:[0-9]+]] = OpTypeImage %float 2D 2 0 0 2 Unknown{{$}}
; SPIRV-DAG: %[[P3D:[_A-Za-z0-9]+]] = OpTypePointer UniformConstant %[[IMG3D]]{{$}}
; SPIRV-DAG: %[[P2D:[_A-Za-z0-9]+]] = OpTypePointer UniformConstant %[[IMG2D]]{{$}}
; SPIRV-DAG: %[[V3]] = OpVariable %[[P3D]] UniformConstant{{$}}
; SPIRV-DAG: %[[H4]] = OpVariable %[[P2D]] UniformConstant{{$}}
; SPIRV: %main = OpFunction %void None
; SPIRV: %[[XY:[0-9]+]] = OpCompositeInsert %v2uint %{{[0-9]+}} %{{[0-9]+}} 1{{$}}
; SPIRV: %[[XYZ:[0-9]+]] = OpCompositeInsert %v3uint %{{[0-9]+}} %{{[0-9]+}} 2{{$}}
; SPIRV: %[[F3:[0-9]+]] = OpCompositeInsert %v3float %{{[0-9]+}} %{{[0-9]+}} 0{{$}}
; SPIRV: %[[H:[0-9]+]] = OpCompositeInsert %v4half %{{[0-9]+}} %{{[0-9]+}} 0{{$}}
; SPIRV-NEXT: %[[I:[0-9]+]] = OpLoad %[[IMG3D]] %[[V3]]{{$}}
; SPIRV-NEXT: OpImageWrite %[[I]] %[[XYZ]] %[[F3]]{{$}}
; SPIRV-NEXT: %[[F4:[0-9]+]] = OpFConvert %v4float %[[H]]{{$}}
; SPIRV-NEXT: %[[I:[0-9]+]] = OpLoad %[[IMG2D]] %[[H4]]{{$}}
; SPIRV-NEXT: OpImageWrite %[[I]] %[[XY]] %[[F4]]{{$}}
; SPIRV-NEXT: OpReturn
; SPIRV-NEXT: OpFunctionEnd

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G10"
target triple = "spirv-unknown-vulkan1.3-compute"

@V3.name = private unnamed_addr constant [3 x i8] c"V3\00"
@H4.name = private unnamed_addr constant [3 x i8] c"H4\00"

define void @main() #0 {
entry:
  %v3 = call target("spirv.Image", float, 2, 2, 0, 0, 2, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_2_2_0_0_2_0t(i32 0, i32 0, i32 1, i32 0, ptr @V3.name)
  %h4 = call target("spirv.Image", half, 1, 2, 0, 0, 2, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f16_1_2_0_0_2_0t(i32 0, i32 1, i32 1, i32 0, ptr @H4.name)
  %x = call i32 @llvm.spv.thread.id.i32(i32 0)
  %y = call i32 @llvm.spv.thread.id.i32(i32 1)
  %z = call i32 @llvm.spv.thread.id.i32(i32 2)
  %xy.0 = insertelement <2 x i32> poison, i32 %x, i64 0
  %xy = insertelement <2 x i32> %xy.0, i32 %y, i64 1
  %xy.ext = shufflevector <2 x i32> %xy, <2 x i32> poison, <3 x i32> <i32 0, i32 1, i32 poison>
  %xyz = insertelement <3 x i32> %xy.ext, i32 %z, i64 2
  %f = uitofp i32 %x to float
  %f3 = insertelement <3 x float> <float poison, float 0.5, float 0.25>, float %f, i64 0
  %h = uitofp i32 %y to half
  %h4v = insertelement <4 x half> <half poison, half 0xH3C00, half 0xH4000, half 0xH4200>, half %h, i64 0

  ; V3[int3(x, y, z)] = float3(f, 0.5, 0.25)
  call void @llvm.spv.resource.store.texture.tspirv.Image_f32_2_2_0_0_2_0t.v3i32.v3f32(target("spirv.Image", float, 2, 2, 0, 0, 2, 0) %v3, <3 x i32> %xyz, <3 x float> %f3)
  ; H4[int2(x, y)] = half4(h, 1, 2, 3)
  call void @llvm.spv.resource.store.texture.tspirv.Image_f16_1_2_0_0_2_0t.v2i32.v4f16(target("spirv.Image", half, 1, 2, 0, 0, 2, 0) %h4, <2 x i32> %xy, <4 x half> %h4v)
  ret void
}

declare i32 @llvm.spv.thread.id.i32(i32)
declare target("spirv.Image", float, 2, 2, 0, 0, 2, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_2_2_0_0_2_0t(i32, i32, i32, i32, ptr)
declare target("spirv.Image", half, 1, 2, 0, 0, 2, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f16_1_2_0_0_2_0t(i32, i32, i32, i32, ptr)
declare void @llvm.spv.resource.store.texture.tspirv.Image_f32_2_2_0_0_2_0t.v3i32.v3f32(target("spirv.Image", float, 2, 2, 0, 0, 2, 0), <3 x i32>, <3 x float>) #1
declare void @llvm.spv.resource.store.texture.tspirv.Image_f16_1_2_0_0_2_0t.v2i32.v4f16(target("spirv.Image", half, 1, 2, 0, 0, 2, 0), <2 x i32>, <4 x half>) #1

attributes #0 = { "hlsl.shader"="compute" "hlsl.numthreads"="4,1,1" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(write) }
