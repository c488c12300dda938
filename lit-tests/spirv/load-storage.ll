; load.level on storage images (RWTexture*) is OpImageRead (SPIRV.md): the mip
; (poison from the frontend, or any value) and the offset (zero, constant or
; dynamic) are ignored, there are no image operands (mask 0), and the marker
; `texel.spv.read.<image>.i<set>_<binding>_0.m0` takes (image index, coordinate).
; Reads with format Unknown need StorageImageReadWithoutFormat. Kinds:
;   [[vk::binding(0)]] RWTexture2D<float4> RW2D       Rgba32f (1)
;   [[vk::binding(1)]] RWTexture3D<float3> RW3D       Unknown (three components)
;   [[vk::binding(2)]] RWTexture2D<half> RWHalf       Unknown (half): read as
;                                                     float, converted to half
;   [[vk::binding(3)]] RWTexture1D<uint> RW1D         R32ui (33), Image1D
;   [[vk::binding(4)]] RWTexture2DArray<float> RW2DA  R32f (3)
;
; RUN: %opt -load-pass-plugin=%plugin -passes=texel-spirv -S %s | FileCheck %s --check-prefix=IR
; RUN: %texel emit-spirv %s -o %t.spv
; RUN: %spirv-val --target-env vulkan1.3 %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s --check-prefix=SPIRV
; RUN: %spirv-dis %t.spv | FileCheck %s --check-prefix=CAPS

; IR-LABEL: define void @main()
; IR: %dyn = insertelement <2 x i32> %dyn.0, i32 %z, i64 1
; IR-NEXT: %l.2d = call <4 x float> @texel.spv.read.f32_1_2_0_0_2_1.i0_0_0.m0(i32 0, <2 x i32> %xy)
; IR-NEXT: %p.2d = call
; IR-NEXT: store <4 x float> %l.2d
; IR-NEXT: [[R3D:%[0-9]+]] = call <4 x float> @texel.spv.read.f32_2_2_0_0_2_0.i0_1_0.m0(i32 0, <3 x i32> %xyz)
; IR-NEXT: %l.3d = shufflevector <4 x float> [[R3D]], <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
; IR-NEXT: %v.3d = shufflevector <3 x float> %l.3d
; IR-NEXT: %p.3d = call
; IR-NEXT: store <4 x float> %v.3d
; IR-NEXT: [[RH:%[0-9]+]] = call <4 x float> @texel.spv.read.f32_1_2_0_0_2_0.i0_2_0.m0(i32 0, <2 x i32> %xy)
; IR-NEXT: [[H:%[0-9]+]] = extractelement <4 x float> [[RH]], i32 0
; IR-NEXT: %l.h = fptrunc float [[H]] to half
; IR-NEXT: %h.ext = fpext half %l.h to float
; IR-NEXT: %v.h = insertelement
; IR-NEXT: %p.h = call
; IR-NEXT: store <4 x float> %v.h
; IR-NEXT: [[R1D:%[0-9]+]] = call <4 x i32> @texel.spv.read.u32_0_2_0_0_2_33.i0_3_0.m0(i32 0, i32 %x)
; IR-NEXT: %l.1d = extractelement <4 x i32> [[R1D]], i32 0
; IR-NEXT: %u.1d = uitofp i32 %l.1d to float
; IR-NEXT: %v.1d = insertelement
; IR-NEXT: %p.1d = call
; IR-NEXT: store <4 x float> %v.1d
; The dynamic offset %dyn is not used: no add before the read.
; IR-NEXT: [[R2DA:%[0-9]+]] = call <4 x float> @texel.spv.read.f32_1_2_1_0_2_3.i0_4_0.m0(i32 0, <3 x i32> %xyz)
; IR-NEXT: %l.2da = extractelement <4 x float> [[R2DA]], i32 0
; IR-NEXT: %v.2da = insertelement
; IR-NEXT: %p.2da = call
; IR-NEXT: store <4 x float> %v.2da
; IR-NEXT: ret void
; IR-NEXT: }
; IR-NOT: @llvm.spv.resource.load.level
; IR-DAG: declare <4 x float> @texel.spv.read.f32_1_2_0_0_2_1.i0_0_0.m0(i32, <2 x i32>)
; IR-DAG: declare <4 x float> @texel.spv.read.f32_2_2_0_0_2_0.i0_1_0.m0(i32, <3 x i32>)
; IR-DAG: declare <4 x float> @texel.spv.read.f32_1_2_0_0_2_0.i0_2_0.m0(i32, <2 x i32>)
; IR-DAG: declare <4 x i32> @texel.spv.read.u32_0_2_0_0_2_33.i0_3_0.m0(i32, i32)
; IR-DAG: declare <4 x float> @texel.spv.read.f32_1_2_1_0_2_3.i0_4_0.m0(i32, <3 x i32>)

; Capabilities: Image1D (a 1D storage image), StorageImageReadWithoutFormat
; (RW3D and RWHalf), Float16 (the shader's own half arithmetic), ImageBuffer (Out).
; CAPS-DAG: OpCapability Shader
; CAPS-DAG: OpCapability Float16
; CAPS-DAG: OpCapability ImageBuffer
; CAPS-DAG: OpCapability Image1D
; CAPS-DAG: OpCapability StorageImageReadWithoutFormat
; CAPS-NOT: LinkageAttributes
; CAPS-NOT: texel.spv
; CAPS-NOT: OpFunctionCall
; CAPS-NOT: OpIAdd
; SPIRV: ; Schema: 0
; SPIRV-NOT: OpCapability Linkage
; SPIRV-NOT: OpCapability Int8
; SPIRV-NOT: OpCapability Sampled1D
; SPIRV-NOT: OpCapability StorageImageWriteWithoutFormat
; SPIRV: OpMemoryModel Logical GLSL450
; SPIRV: OpEntryPoint GLCompute %main "main" {{.*}}%[[RW2D:[0-9]+]] %[[RW3D:[0-9]+]] %[[RWH:[0-9]+]] %[[RW1D:[0-9]+]] %[[RW2DA:[0-9]+]]{{$}}
; SPIRV-DAG: OpDecorate %[[RW2D]] DescriptorSet 0
; SPIRV-DAG: OpDecorate %[[RW2D]] Binding 0
; SPIRV-DAG: OpDecorate %[[RW3D]] DescriptorSet 0
; SPIRV-DAG: OpDecorate %[[RW3D]] Binding 1
; SPIRV-DAG: OpDecorate %[[RWH]] DescriptorSet 0
; SPIRV-DAG: OpDecorate %[[RWH]] Binding 2
; SPIRV-DAG: OpDecorate %[[RW1D]] DescriptorSet 0
; SPIRV-DAG: OpDecorate %[[RW1D]] Binding 3
; SPIRV-DAG: OpDecorate %[[RW2DA]] DescriptorSet 0
; SPIRV-DAG: OpDecorate %[[RW2DA]] Binding 4
; Storage images: Sampled 2, with the format of the element type; half is a
; 32-bit float image.
; SPIRV-DAG: %[[IMG2D:[0-9]+]] = OpTypeImage %float 2D 2 0 0 2 Rgba32f{{$}}
; SPIRV-DAG: %[[IMG3D:[0-9]+]] = OpTypeImage %float 3D 2 0 0 2 Unknown{{$}}
; SPIRV-DAG: %[[IMGH:[0-9]+]] = OpTypeImage %float 2D 2 0 0 2 Unknown{{$}}
; SPIRV-DAG: %[[IMG1D:[0-9]+]] = OpTypeImage %uint 1D 2 0 0 2 R32ui{{$}}
; SPIRV-DAG: %[[IMG2DA:[0-9]+]] = OpTypeImage %float 2D 2 1 0 2 R32f{{$}}
; SPIRV-DAG: %[[P2D:[_A-Za-z0-9]+]] = OpTypePointer UniformConstant %[[IMG2D]]{{$}}
; SPIRV-DAG: %[[P3D:[_A-Za-z0-9]+]] = OpTypePointer UniformConstant %[[IMG3D]]{{$}}
; SPIRV-DAG: %[[PH:[_A-Za-z0-9]+]] = OpTypePointer UniformConstant %[[IMGH]]{{$}}
; SPIRV-DAG: %[[P1D:[_A-Za-z0-9]+]] = OpTypePointer UniformConstant %[[IMG1D]]{{$}}
; SPIRV-DAG: %[[P2DA:[_A-Za-z0-9]+]] = OpTypePointer UniformConstant %[[IMG2DA]]{{$}}
; SPIRV-DAG: %[[RW2D]] = OpVariable %[[P2D]] UniformConstant{{$}}
; SPIRV-DAG: %[[RW3D]] = OpVariable %[[P3D]] UniformConstant{{$}}
; SPIRV-DAG: %[[RWH]] = OpVariable %[[PH]] UniformConstant{{$}}
; SPIRV-DAG: %[[RW1D]] = OpVariable %[[P1D]] UniformConstant{{$}}
; SPIRV-DAG: %[[RW2DA]] = OpVariable %[[P2DA]] UniformConstant{{$}}
; SPIRV: %main = OpFunction %void None
; SPIRV: %[[X:[0-9]+]] = OpCompositeExtract %uint %{{[0-9]+}} 0{{$}}
; SPIRV: %[[XY0:[0-9]+]] = OpCompositeInsert %v2uint %[[X]] %{{[0-9]+}} 0{{$}}
; SPIRV-NEXT: %[[XY:[0-9]+]] = OpCompositeInsert %v2uint %{{[0-9]+}} %[[XY0]] 1{{$}}
; SPIRV: %[[XYZ:[0-9]+]] = OpCompositeInsert %v3uint %{{[0-9]+}} %{{[0-9]+}} 2{{$}}
; No image operands on any read.
; SPIRV-NEXT: %[[I:[0-9]+]] = OpLoad %[[IMG2D]] %[[RW2D]]{{$}}
; SPIRV-NEXT: %[[R:[0-9]+]] = OpImageRead %v4float %[[I]] %[[XY]]{{$}}
; SPIRV-NEXT: %[[O:[0-9]+]] = OpLoad %spirv_Image %Out{{$}}
; SPIRV-NEXT: OpImageWrite %[[O]] %uint_0 %[[R]]{{$}}
; SPIRV-NEXT: %[[I:[0-9]+]] = OpLoad %[[IMG3D]] %[[RW3D]]{{$}}
; SPIRV-NEXT: %[[R:[0-9]+]] = OpImageRead %v4float %[[I]] %[[XYZ]]{{$}}
; SPIRV-NEXT: %[[V:[0-9]+]] = OpVectorShuffle %v4float %[[R]] %{{[0-9]+}} 0 1 2 2{{$}}
; SPIRV-NEXT: %[[O:[0-9]+]] = OpLoad %spirv_Image %Out{{$}}
; SPIRV-NEXT: OpImageWrite %[[O]] %uint_1 %[[V]]{{$}}
; SPIRV-NEXT: %[[I:[0-9]+]] = OpLoad %[[IMGH]] %[[RWH]]{{$}}
; SPIRV-NEXT: %[[R:[0-9]+]] = OpImageRead %v4float %[[I]] %[[XY]]{{$}}
; SPIRV-NEXT: %[[F:[0-9]+]] = OpCompositeExtract %float %[[R]] 0{{$}}
; SPIRV-NEXT: %[[H:[0-9]+]] = OpFConvert %half %[[F]]{{$}}
; SPIRV-NEXT: %[[F2:[0-9]+]] = OpFConvert %float %[[H]]{{$}}
; SPIRV-NEXT: %[[V:[0-9]+]] = OpCompositeInsert %v4float %[[F2]] %{{[0-9]+}} 0{{$}}
; SPIRV-NEXT: %[[O:[0-9]+]] = OpLoad %spirv_Image %Out{{$}}
; SPIRV-NEXT: OpImageWrite %[[O]] %uint_2 %[[V]]{{$}}
; SPIRV-NEXT: %[[I:[0-9]+]] = OpLoad %[[IMG1D]] %[[RW1D]]{{$}}
; SPIRV-NEXT: %[[R:[0-9]+]] = OpImageRead %v4uint %[[I]] %[[X]]{{$}}
; SPIRV-NEXT: %[[U:[0-9]+]] = OpCompositeExtract %uint %[[R]] 0{{$}}
; SPIRV-NEXT: %[[F:[0-9]+]] = OpConvertUToF %float %[[U]]{{$}}
; SPIRV-NEXT: %[[V:[0-9]+]] = OpCompositeInsert %v4float %[[F]] %{{[0-9]+}} 0{{$}}
; SPIRV-NEXT: %[[O:[0-9]+]] = OpLoad %spirv_Image %Out{{$}}
; SPIRV-NEXT: OpImageWrite %[[O]] %uint_3 %[[V]]{{$}}
; SPIRV-NEXT: %[[I:[0-9]+]] = OpLoad %[[IMG2DA]] %[[RW2DA]]{{$}}
; SPIRV-NEXT: %[[R:[0-9]+]] = OpImageRead %v4float %[[I]] %[[XYZ]]{{$}}
; SPIRV-NEXT: %[[V:[0-9]+]] = OpVectorShuffle %v4float %[[R]] %{{[0-9]+}} 0 5 6 7{{$}}
; SPIRV-NEXT: %[[O:[0-9]+]] = OpLoad %spirv_Image %Out{{$}}
; SPIRV-NEXT: OpImageWrite %[[O]] %uint_4 %[[V]]{{$}}
; SPIRV-NEXT: OpReturn
; SPIRV-NEXT: OpFunctionEnd

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G10"
target triple = "spirv-unknown-vulkan1.3-compute"

@RW2D.name = private unnamed_addr constant [5 x i8] c"RW2D\00"
@RW3D.name = private unnamed_addr constant [5 x i8] c"RW3D\00"
@RWHalf.name = private unnamed_addr constant [7 x i8] c"RWHalf\00"
@RW1D.name = private unnamed_addr constant [5 x i8] c"RW1D\00"
@RW2DA.name = private unnamed_addr constant [6 x i8] c"RW2DA\00"
@Out.name = private unnamed_addr constant [4 x i8] c"Out\00"

define void @main() #0 {
entry:
  %rw2d = call target("spirv.Image", float, 1, 2, 0, 0, 2, 1) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_0_0_2_1t(i32 0, i32 0, i32 1, i32 0, ptr @RW2D.name)
  %rw3d = call target("spirv.Image", float, 2, 2, 0, 0, 2, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_2_2_0_0_2_0t(i32 0, i32 1, i32 1, i32 0, ptr @RW3D.name)
  %rwhalf = call target("spirv.Image", half, 1, 2, 0, 0, 2, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f16_1_2_0_0_2_0t(i32 0, i32 2, i32 1, i32 0, ptr @RWHalf.name)
  %rw1d = call target("spirv.Image", i32, 0, 2, 0, 0, 2, 33) @llvm.spv.resource.handlefrombinding.tspirv.Image_i32_0_2_0_0_2_33t(i32 0, i32 3, i32 1, i32 0, ptr @RW1D.name)
  %rw2da = call target("spirv.Image", float, 1, 2, 1, 0, 2, 3) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_1_0_2_3t(i32 0, i32 4, i32 1, i32 0, ptr @RW2DA.name)
  %out = call target("spirv.Image", float, 5, 2, 0, 0, 2, 1) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_2_1t(i32 0, i32 5, i32 1, i32 0, ptr @Out.name)
  %x = call i32 @llvm.spv.thread.id.i32(i32 0)
  %y = call i32 @llvm.spv.thread.id.i32(i32 1)
  %z = call i32 @llvm.spv.thread.id.i32(i32 2)
  %xy.0 = insertelement <2 x i32> poison, i32 %x, i64 0
  %xy = insertelement <2 x i32> %xy.0, i32 %y, i64 1
  %xyz.0 = insertelement <3 x i32> poison, i32 %x, i64 0
  %xyz.1 = insertelement <3 x i32> %xyz.0, i32 %y, i64 1
  %xyz = insertelement <3 x i32> %xyz.1, i32 %z, i64 2
  %dyn.0 = insertelement <2 x i32> poison, i32 %z, i64 0
  %dyn = insertelement <2 x i32> %dyn.0, i32 %z, i64 1

  ; RWTexture2D<float4> (Rgba32f): the mip is poison, the constant offset is ignored.
  %l.2d = call <4 x float> @llvm.spv.resource.load.level.v4f32.tspirv.Image_f32_1_2_0_0_2_1t.v2i32.i32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 2, 1) %rw2d, <2 x i32> %xy, i32 poison, <2 x i32> <i32 1, i32 1>)
  %p.2d = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_1t(target("spirv.Image", float, 5, 2, 0, 0, 2, 1) %out, i32 0)
  store <4 x float> %l.2d, ptr addrspace(11) %p.2d, align 16

  ; RWTexture3D<float3> (format Unknown): a constant mip is ignored too.
  %l.3d = call <3 x float> @llvm.spv.resource.load.level.v3f32.tspirv.Image_f32_2_2_0_0_2_0t.v3i32.i32.v3i32(target("spirv.Image", float, 2, 2, 0, 0, 2, 0) %rw3d, <3 x i32> %xyz, i32 3, <3 x i32> zeroinitializer)
  %v.3d = shufflevector <3 x float> %l.3d, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 2>
  %p.3d = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_1t(target("spirv.Image", float, 5, 2, 0, 0, 2, 1) %out, i32 1)
  store <4 x float> %v.3d, ptr addrspace(11) %p.3d, align 16

  ; RWTexture2D<half> (format Unknown): read as float, lane 0, fptrunc.
  %l.h = call half @llvm.spv.resource.load.level.f16.tspirv.Image_f16_1_2_0_0_2_0t.v2i32.i32.v2i32(target("spirv.Image", half, 1, 2, 0, 0, 2, 0) %rwhalf, <2 x i32> %xy, i32 poison, <2 x i32> zeroinitializer)
  %h.ext = fpext half %l.h to float
  %v.h = insertelement <4 x float> zeroinitializer, float %h.ext, i64 0
  %p.h = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_1t(target("spirv.Image", float, 5, 2, 0, 0, 2, 1) %out, i32 2)
  store <4 x float> %v.h, ptr addrspace(11) %p.h, align 16

  ; RWTexture1D<uint> (R32ui).
  %l.1d = call i32 @llvm.spv.resource.load.level.i32.tspirv.Image_i32_0_2_0_0_2_33t.i32.i32.i32(target("spirv.Image", i32, 0, 2, 0, 0, 2, 33) %rw1d, i32 %x, i32 poison, i32 0)
  %u.1d = uitofp i32 %l.1d to float
  %v.1d = insertelement <4 x float> zeroinitializer, float %u.1d, i64 0
  %p.1d = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_1t(target("spirv.Image", float, 5, 2, 0, 0, 2, 1) %out, i32 3)
  store <4 x float> %v.1d, ptr addrspace(11) %p.1d, align 16

  ; RWTexture2DArray<float> (R32f): a dynamic offset is ignored as well (no add).
  %l.2da = call float @llvm.spv.resource.load.level.f32.tspirv.Image_f32_1_2_1_0_2_3t.v3i32.i32.v2i32(target("spirv.Image", float, 1, 2, 1, 0, 2, 3) %rw2da, <3 x i32> %xyz, i32 poison, <2 x i32> %dyn)
  %v.2da = insertelement <4 x float> zeroinitializer, float %l.2da, i64 0
  %p.2da = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_1t(target("spirv.Image", float, 5, 2, 0, 0, 2, 1) %out, i32 4)
  store <4 x float> %v.2da, ptr addrspace(11) %p.2da, align 16
  ret void
}

declare i32 @llvm.spv.thread.id.i32(i32)
declare target("spirv.Image", float, 1, 2, 0, 0, 2, 1) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_0_0_2_1t(i32, i32, i32, i32, ptr)
declare target("spirv.Image", float, 2, 2, 0, 0, 2, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_2_2_0_0_2_0t(i32, i32, i32, i32, ptr)
declare target("spirv.Image", half, 1, 2, 0, 0, 2, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f16_1_2_0_0_2_0t(i32, i32, i32, i32, ptr)
declare target("spirv.Image", i32, 0, 2, 0, 0, 2, 33) @llvm.spv.resource.handlefrombinding.tspirv.Image_i32_0_2_0_0_2_33t(i32, i32, i32, i32, ptr)
declare target("spirv.Image", float, 1, 2, 1, 0, 2, 3) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_1_0_2_3t(i32, i32, i32, i32, ptr)
declare target("spirv.Image", float, 5, 2, 0, 0, 2, 1) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_2_1t(i32, i32, i32, i32, ptr)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_1t(target("spirv.Image", float, 5, 2, 0, 0, 2, 1), i32)
declare <4 x float> @llvm.spv.resource.load.level.v4f32.tspirv.Image_f32_1_2_0_0_2_1t.v2i32.i32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 2, 1), <2 x i32>, i32, <2 x i32>) #1
declare <3 x float> @llvm.spv.resource.load.level.v3f32.tspirv.Image_f32_2_2_0_0_2_0t.v3i32.i32.v3i32(target("spirv.Image", float, 2, 2, 0, 0, 2, 0), <3 x i32>, i32, <3 x i32>) #1
declare half @llvm.spv.resource.load.level.f16.tspirv.Image_f16_1_2_0_0_2_0t.v2i32.i32.v2i32(target("spirv.Image", half, 1, 2, 0, 0, 2, 0), <2 x i32>, i32, <2 x i32>) #1
declare i32 @llvm.spv.resource.load.level.i32.tspirv.Image_i32_0_2_0_0_2_33t.i32.i32.i32(target("spirv.Image", i32, 0, 2, 0, 0, 2, 33), i32, i32, i32) #1
declare float @llvm.spv.resource.load.level.f32.tspirv.Image_f32_1_2_1_0_2_3t.v3i32.i32.v2i32(target("spirv.Image", float, 1, 2, 1, 0, 2, 3), <3 x i32>, i32, <2 x i32>) #1

attributes #0 = { "hlsl.shader"="compute" "hlsl.numthreads"="4,1,1" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(read) }
