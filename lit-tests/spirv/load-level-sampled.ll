; texel-spirv lowers load.level on sampled images (SPIRV.md, "What each
; intrinsic becomes") to OpImageFetch with the Lod image operand (0x2); a zero
; offset is dropped and a constant one becomes ConstOffset (0x8), so the masks
; are 2 and 10. The marker is `texel.spv.fetch.<image>.i<set>_<binding>_0.m<mask>`
; with arguments (image index, coordinate, lod[, offset]); it returns the vec4 of
; the sampled type and the IR narrows it to the intrinsic's type. Kinds:
;   [[vk::binding(0)]] Texture1D<float4> T1D      T1D.Load(int2(x, mip))
;   [[vk::binding(1)]] Texture1DArray<float> T1DA T1DA.Load(int3(x, y, mip), -3)
;   [[vk::binding(2)]] Texture2D<float2> T2D      T2D.Load(int3(x, y, mip), int2(1, -2))
;   [[vk::binding(3)]] Texture2DArray<float4> T2DA T2DA.Load(int4(x, y, 7, 2))
;   [[vk::binding(4)]] Texture3D<uint4> T3D       T3D.Load(int4(x, y, 7, mip), int3(0, 0, 1))
; Results go to RWBuffer<float4> Out (binding 5) and RWBuffer<uint4> OutU
; (binding 6), which stay on LLVM's path.
;
; RUN: %opt -load-pass-plugin=%plugin -passes=texel-spirv -S %s | FileCheck %s --check-prefix=IR
; RUN: %texel emit-spirv %s -o %t.spv
; RUN: %spirv-val --target-env vulkan1.3 %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s --check-prefix=SPIRV
; RUN: %spirv-dis %t.spv | FileCheck %s --check-prefix=CAPS

; The image handles are gone; the buffers' stay.
; IR-LABEL: define void @main()
; IR-NEXT: entry:
; IR-NEXT: %out = call target("spirv.Image", float, 5, 2, 0, 0, 2, 1) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_2_1t(i32 0, i32 5, i32 1, i32 0, ptr @Out.name)
; IR-NEXT: %outu = call target("spirv.Image", i32, 5, 2, 0, 0, 2, 30) @llvm.spv.resource.handlefrombinding.tspirv.Image_i32_5_2_0_0_2_30t(i32 0, i32 6, i32 1, i32 0, ptr @OutU.name)
; IR-NEXT: %x = call i32 @llvm.spv.thread.id.i32(i32 0)
; IR-NEXT: %y = call i32 @llvm.spv.thread.id.i32(i32 1)
; IR-NEXT: %mip = call i32 @llvm.spv.thread.id.i32(i32 2)
; IR-NEXT: %xy.0 = insertelement <2 x i32> poison, i32 %x, i64 0
; IR-NEXT: %xy = insertelement <2 x i32> %xy.0, i32 %y, i64 1
; IR-NEXT: %xyz = insertelement <3 x i32> <i32 poison, i32 poison, i32 7>, i32 %x, i64 0
; IR-NEXT: %xyz.1 = insertelement <3 x i32> %xyz, i32 %y, i64 1
; IR-NEXT: %l.1d = call <4 x float> @texel.spv.fetch.f32_0_2_0_0_1_0.i0_0_0.m2(i32 0, i32 %x, i32 %mip)
; IR-NEXT: %p.1d = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_1t(target("spirv.Image", float, 5, 2, 0, 0, 2, 1) %out, i32 0)
; IR-NEXT: store <4 x float> %l.1d, ptr addrspace(11) %p.1d, align 16
; IR-NEXT: [[F1DA:%[0-9]+]] = call <4 x float> @texel.spv.fetch.f32_0_2_1_0_1_0.i0_1_0.m10(i32 0, <2 x i32> %xy, i32 %mip, i32 -3)
; IR-NEXT: %l.1da = extractelement <4 x float> [[F1DA]], i32 0
; IR-NEXT: %v.1da = insertelement <4 x float> zeroinitializer, float %l.1da, i64 0
; IR-NEXT: %p.1da = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_1t(target("spirv.Image", float, 5, 2, 0, 0, 2, 1) %out, i32 1)
; IR-NEXT: store <4 x float> %v.1da, ptr addrspace(11) %p.1da, align 16
; IR-NEXT: [[F2D:%[0-9]+]] = call <4 x float> @texel.spv.fetch.f32_1_2_0_0_1_0.i0_2_0.m10(i32 0, <2 x i32> %xy, i32 %mip, <2 x i32> <i32 1, i32 -2>)
; IR-NEXT: %l.2d = shufflevector <4 x float> [[F2D]], <4 x float> poison, <2 x i32> <i32 0, i32 1>
; IR-NEXT: %v.2d = shufflevector <2 x float> %l.2d, <2 x float> zeroinitializer, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
; IR-NEXT: %p.2d = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_1t(target("spirv.Image", float, 5, 2, 0, 0, 2, 1) %out, i32 2)
; IR-NEXT: store <4 x float> %v.2d, ptr addrspace(11) %p.2d, align 16
; IR-NEXT: %l.2da = call <4 x float> @texel.spv.fetch.f32_1_2_1_0_1_0.i0_3_0.m2(i32 0, <3 x i32> %xyz.1, i32 2)
; IR-NEXT: %p.2da = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_1t(target("spirv.Image", float, 5, 2, 0, 0, 2, 1) %out, i32 3)
; IR-NEXT: store <4 x float> %l.2da, ptr addrspace(11) %p.2da, align 16
; IR-NEXT: %l.3d = call <4 x i32> @texel.spv.fetch.u32_2_2_0_0_1_0.i0_4_0.m10(i32 0, <3 x i32> %xyz.1, i32 %mip, <3 x i32> <i32 0, i32 0, i32 1>)
; IR-NEXT: %p.3d = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_i32_5_2_0_0_2_30t(target("spirv.Image", i32, 5, 2, 0, 0, 2, 30) %outu, i32 0)
; IR-NEXT: store <4 x i32> %l.3d, ptr addrspace(11) %p.3d, align 16
; IR-NEXT: ret void
; IR-NEXT: }
; The intrinsics' and the image handles' declarations are gone too.
; IR-NOT: @llvm.spv.resource.load.level
; IR-NOT: @llvm.spv.resource.handlefrombinding.tspirv.Image_{{[fi]}}32_{{[0-2]}}_
; IR-DAG: declare <4 x float> @texel.spv.fetch.f32_0_2_0_0_1_0.i0_0_0.m2(i32, i32, i32)
; IR-DAG: declare <4 x float> @texel.spv.fetch.f32_0_2_1_0_1_0.i0_1_0.m10(i32, <2 x i32>, i32, i32)
; IR-DAG: declare <4 x float> @texel.spv.fetch.f32_1_2_0_0_1_0.i0_2_0.m10(i32, <2 x i32>, i32, <2 x i32>)
; IR-DAG: declare <4 x float> @texel.spv.fetch.f32_1_2_1_0_1_0.i0_3_0.m2(i32, <3 x i32>, i32)
; IR-DAG: declare <4 x i32> @texel.spv.fetch.u32_2_2_0_0_1_0.i0_4_0.m10(i32, <3 x i32>, i32, <3 x i32>)

; Capabilities: Shader, ImageBuffer (the RWBuffers), Sampled1D (T1D, T1DA).
; CAPS-DAG: OpCapability Shader
; CAPS-DAG: OpCapability ImageBuffer
; CAPS-DAG: OpCapability Sampled1D
; After the capabilities, no trace of the marker ABI is left.
; CAPS-NOT: LinkageAttributes
; CAPS-NOT: texel.spv
; CAPS-NOT: OpFunctionCall
; SPIRV: ; Schema: 0
; SPIRV-NOT: OpCapability Linkage
; SPIRV-NOT: OpCapability Int8
; SPIRV-NOT: OpCapability ImageQuery
; SPIRV-NOT: OpCapability ImageGatherExtended
; SPIRV: OpMemoryModel Logical GLSL450
; Every descriptor is in the interface (SPIR-V 1.4): the finalizer's variables in
; (set, binding) order.
; SPIRV: OpEntryPoint GLCompute %main "main" {{.*}}%[[T1D:[0-9]+]] %[[T1DA:[0-9]+]] %[[T2D:[0-9]+]] %[[T2DA:[0-9]+]] %[[T3D:[0-9]+]]{{$}}
; SPIRV-DAG: OpDecorate %[[T1D]] DescriptorSet 0
; SPIRV-DAG: OpDecorate %[[T1D]] Binding 0
; SPIRV-DAG: OpDecorate %[[T1DA]] DescriptorSet 0
; SPIRV-DAG: OpDecorate %[[T1DA]] Binding 1
; SPIRV-DAG: OpDecorate %[[T2D]] DescriptorSet 0
; SPIRV-DAG: OpDecorate %[[T2D]] Binding 2
; SPIRV-DAG: OpDecorate %[[T2DA]] DescriptorSet 0
; SPIRV-DAG: OpDecorate %[[T2DA]] Binding 3
; SPIRV-DAG: OpDecorate %[[T3D]] DescriptorSet 0
; SPIRV-DAG: OpDecorate %[[T3D]] Binding 4
; SPIRV-DAG: OpDecorate %Out Binding 5
; SPIRV-DAG: OpDecorate %OutU Binding 6
; Sampled images (Sampled 1, Depth 2, format Unknown); uint4 is an unsigned
; 32-bit sampled type.
; SPIRV-DAG: %[[IMG1D:[0-9]+]] = OpTypeImage %float 1D 2 0 0 1 Unknown{{$}}
; SPIRV-DAG: %[[IMG1DA:[0-9]+]] = OpTypeImage %float 1D 2 1 0 1 Unknown{{$}}
; SPIRV-DAG: %[[IMG2D:[0-9]+]] = OpTypeImage %float 2D 2 0 0 1 Unknown{{$}}
; SPIRV-DAG: %[[IMG2DA:[0-9]+]] = OpTypeImage %float 2D 2 1 0 1 Unknown{{$}}
; SPIRV-DAG: %[[IMG3D:[0-9]+]] = OpTypeImage %uint 3D 2 0 0 1 Unknown{{$}}
; SPIRV-DAG: %[[P1D:[_A-Za-z0-9]+]] = OpTypePointer UniformConstant %[[IMG1D]]{{$}}
; SPIRV-DAG: %[[P1DA:[_A-Za-z0-9]+]] = OpTypePointer UniformConstant %[[IMG1DA]]{{$}}
; SPIRV-DAG: %[[P2D:[_A-Za-z0-9]+]] = OpTypePointer UniformConstant %[[IMG2D]]{{$}}
; SPIRV-DAG: %[[P2DA:[_A-Za-z0-9]+]] = OpTypePointer UniformConstant %[[IMG2DA]]{{$}}
; SPIRV-DAG: %[[P3D:[_A-Za-z0-9]+]] = OpTypePointer UniformConstant %[[IMG3D]]{{$}}
; SPIRV-DAG: %[[T1D]] = OpVariable %[[P1D]] UniformConstant{{$}}
; SPIRV-DAG: %[[T1DA]] = OpVariable %[[P1DA]] UniformConstant{{$}}
; SPIRV-DAG: %[[T2D]] = OpVariable %[[P2D]] UniformConstant{{$}}
; SPIRV-DAG: %[[T2DA]] = OpVariable %[[P2DA]] UniformConstant{{$}}
; SPIRV-DAG: %[[T3D]] = OpVariable %[[P3D]] UniformConstant{{$}}
; Offsets: -3, (1, -2), (0, 0, 1).
; SPIRV-DAG: %int = OpTypeInt 32 1{{$}}
; SPIRV-DAG: %v2int = OpTypeVector %int 2{{$}}
; SPIRV-DAG: %v3int = OpTypeVector %int 3{{$}}
; SPIRV-DAG: %int_n3 = OpConstant %int -3{{$}}
; SPIRV-DAG: %int_n2 = OpConstant %int -2{{$}}
; SPIRV-DAG: %int_0 = OpConstant %int 0{{$}}
; SPIRV-DAG: %int_1 = OpConstant %int 1{{$}}
; SPIRV-DAG: %[[OFF2D:[0-9]+]] = OpConstantComposite %v2int %int_1 %int_n2{{$}}
; SPIRV-DAG: %[[OFF3D:[0-9]+]] = OpConstantComposite %v3int %int_0 %int_0 %int_1{{$}}
; SPIRV: %main = OpFunction %void None
; SPIRV: %[[X:[0-9]+]] = OpCompositeExtract %uint %{{[0-9]+}} 0{{$}}
; SPIRV: %[[Y:[0-9]+]] = OpCompositeExtract %uint %{{[0-9]+}} 1{{$}}
; SPIRV: %[[MIP:[0-9]+]] = OpCompositeExtract %uint %{{[0-9]+}} 2{{$}}
; SPIRV: %[[XY0:[0-9]+]] = OpCompositeInsert %v2uint %[[X]] %{{[0-9]+}} 0{{$}}
; SPIRV-NEXT: %[[XY:[0-9]+]] = OpCompositeInsert %v2uint %[[Y]] %[[XY0]] 1{{$}}
; SPIRV-NEXT: %[[XYZ0:[0-9]+]] = OpCompositeInsert %v3uint %[[X]] %{{[0-9]+}} 0{{$}}
; SPIRV-NEXT: %[[XYZ:[0-9]+]] = OpCompositeInsert %v3uint %[[Y]] %[[XYZ0]] 1{{$}}
; Texture1D: Lod only.
; SPIRV-NEXT: %[[I:[0-9]+]] = OpLoad %[[IMG1D]] %[[T1D]]{{$}}
; SPIRV-NEXT: %[[R1D:[0-9]+]] = OpImageFetch %v4float %[[I]] %[[X]] Lod %[[MIP]]{{$}}
; SPIRV-NEXT: %[[O:[0-9]+]] = OpLoad %spirv_Image %Out{{$}}
; SPIRV-NEXT: OpImageWrite %[[O]] %uint_0 %[[R1D]]{{$}}
; Texture1DArray: Lod|ConstOffset -3; the float is lane 0 of the vec4.
; SPIRV-NEXT: %[[I:[0-9]+]] = OpLoad %[[IMG1DA]] %[[T1DA]]{{$}}
; SPIRV-NEXT: %[[R1DA:[0-9]+]] = OpImageFetch %v4float %[[I]] %[[XY]] Lod|ConstOffset %[[MIP]] %int_n3{{$}}
; SPIRV-NEXT: %[[V:[0-9]+]] = OpVectorShuffle %v4float %[[R1DA]] %{{[0-9]+}} 0 5 6 7{{$}}
; SPIRV-NEXT: %[[O:[0-9]+]] = OpLoad %spirv_Image %Out{{$}}
; SPIRV-NEXT: OpImageWrite %[[O]] %uint_1 %[[V]]{{$}}
; Texture2D: Lod|ConstOffset (1, -2); the float2 is lanes 0 and 1.
; SPIRV-NEXT: %[[I:[0-9]+]] = OpLoad %[[IMG2D]] %[[T2D]]{{$}}
; SPIRV-NEXT: %[[R2D:[0-9]+]] = OpImageFetch %v4float %[[I]] %[[XY]] Lod|ConstOffset %[[MIP]] %[[OFF2D]]{{$}}
; SPIRV-NEXT: %[[V2:[0-9]+]] = OpVectorShuffle %v2float %[[R2D]] %{{[0-9]+}} 0 1{{$}}
; SPIRV-NEXT: %[[V:[0-9]+]] = OpVectorShuffle %v4float %[[V2]] %{{[0-9]+}} 0 1 2 3{{$}}
; SPIRV-NEXT: %[[O:[0-9]+]] = OpLoad %spirv_Image %Out{{$}}
; SPIRV-NEXT: OpImageWrite %[[O]] %uint_2 %[[V]]{{$}}
; Texture2DArray: constant mip 2, zero offset dropped.
; SPIRV-NEXT: %[[I:[0-9]+]] = OpLoad %[[IMG2DA]] %[[T2DA]]{{$}}
; SPIRV-NEXT: %[[R2DA:[0-9]+]] = OpImageFetch %v4float %[[I]] %[[XYZ]] Lod %uint_2{{$}}
; SPIRV-NEXT: %[[O:[0-9]+]] = OpLoad %spirv_Image %Out{{$}}
; SPIRV-NEXT: OpImageWrite %[[O]] %uint_3 %[[R2DA]]{{$}}
; Texture3D<uint4>: Lod|ConstOffset (0, 0, 1), a v4uint result.
; SPIRV-NEXT: %[[I:[0-9]+]] = OpLoad %[[IMG3D]] %[[T3D]]{{$}}
; SPIRV-NEXT: %[[R3D:[0-9]+]] = OpImageFetch %v4uint %[[I]] %[[XYZ]] Lod|ConstOffset %[[MIP]] %[[OFF3D]]{{$}}
; SPIRV-NEXT: %[[O:[0-9]+]] = OpLoad %spirv_Image_0 %OutU{{$}}
; SPIRV-NEXT: OpImageWrite %[[O]] %uint_0 %[[R3D]]{{$}}
; SPIRV-NEXT: OpReturn
; SPIRV-NEXT: OpFunctionEnd

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G10"
target triple = "spirv-unknown-vulkan1.3-compute"

@T1D.name = private unnamed_addr constant [4 x i8] c"T1D\00"
@T1DA.name = private unnamed_addr constant [5 x i8] c"T1DA\00"
@T2D.name = private unnamed_addr constant [4 x i8] c"T2D\00"
@T2DA.name = private unnamed_addr constant [5 x i8] c"T2DA\00"
@T3D.name = private unnamed_addr constant [4 x i8] c"T3D\00"
@Out.name = private unnamed_addr constant [4 x i8] c"Out\00"
@OutU.name = private unnamed_addr constant [5 x i8] c"OutU\00"

define void @main() #0 {
entry:
  %t1d = call target("spirv.Image", float, 0, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_0_2_0_0_1_0t(i32 0, i32 0, i32 1, i32 0, ptr @T1D.name)
  %t1da = call target("spirv.Image", float, 0, 2, 1, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_0_2_1_0_1_0t(i32 0, i32 1, i32 1, i32 0, ptr @T1DA.name)
  %t2d = call target("spirv.Image", float, 1, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_0_0_1_0t(i32 0, i32 2, i32 1, i32 0, ptr @T2D.name)
  %t2da = call target("spirv.Image", float, 1, 2, 1, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_1_0_1_0t(i32 0, i32 3, i32 1, i32 0, ptr @T2DA.name)
  %t3d = call target("spirv.Image", i32, 2, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_i32_2_2_0_0_1_0t(i32 0, i32 4, i32 1, i32 0, ptr @T3D.name)
  %out = call target("spirv.Image", float, 5, 2, 0, 0, 2, 1) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_2_1t(i32 0, i32 5, i32 1, i32 0, ptr @Out.name)
  %outu = call target("spirv.Image", i32, 5, 2, 0, 0, 2, 30) @llvm.spv.resource.handlefrombinding.tspirv.Image_i32_5_2_0_0_2_30t(i32 0, i32 6, i32 1, i32 0, ptr @OutU.name)
  %x = call i32 @llvm.spv.thread.id.i32(i32 0)
  %y = call i32 @llvm.spv.thread.id.i32(i32 1)
  %mip = call i32 @llvm.spv.thread.id.i32(i32 2)
  %xy.0 = insertelement <2 x i32> poison, i32 %x, i64 0
  %xy = insertelement <2 x i32> %xy.0, i32 %y, i64 1
  %xyz = insertelement <3 x i32> <i32 poison, i32 poison, i32 7>, i32 %x, i64 0
  %xyz.1 = insertelement <3 x i32> %xyz, i32 %y, i64 1

  ; Texture1D<float4>.Load(int2(x, mip)): zero offset, Lod only.
  %l.1d = call <4 x float> @llvm.spv.resource.load.level.v4f32.tspirv.Image_f32_0_2_0_0_1_0t.i32.i32.i32(target("spirv.Image", float, 0, 2, 0, 0, 1, 0) %t1d, i32 %x, i32 %mip, i32 0)
  %p.1d = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_1t(target("spirv.Image", float, 5, 2, 0, 0, 2, 1) %out, i32 0)
  store <4 x float> %l.1d, ptr addrspace(11) %p.1d, align 16

  ; Texture1DArray<float>.Load(int3(x, y, mip), -3): constant offset.
  %l.1da = call float @llvm.spv.resource.load.level.f32.tspirv.Image_f32_0_2_1_0_1_0t.v2i32.i32.i32(target("spirv.Image", float, 0, 2, 1, 0, 1, 0) %t1da, <2 x i32> %xy, i32 %mip, i32 -3)
  %v.1da = insertelement <4 x float> zeroinitializer, float %l.1da, i64 0
  %p.1da = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_1t(target("spirv.Image", float, 5, 2, 0, 0, 2, 1) %out, i32 1)
  store <4 x float> %v.1da, ptr addrspace(11) %p.1da, align 16

  ; Texture2D<float2>.Load(int3(x, y, mip), int2(1, -2)): constant offset.
  %l.2d = call <2 x float> @llvm.spv.resource.load.level.v2f32.tspirv.Image_f32_1_2_0_0_1_0t.v2i32.i32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) %t2d, <2 x i32> %xy, i32 %mip, <2 x i32> <i32 1, i32 -2>)
  %v.2d = shufflevector <2 x float> %l.2d, <2 x float> zeroinitializer, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %p.2d = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_1t(target("spirv.Image", float, 5, 2, 0, 0, 2, 1) %out, i32 2)
  store <4 x float> %v.2d, ptr addrspace(11) %p.2d, align 16

  ; Texture2DArray<float4>.Load(int4(x, y, 7, 2)): constant mip, zero offset.
  %l.2da = call <4 x float> @llvm.spv.resource.load.level.v4f32.tspirv.Image_f32_1_2_1_0_1_0t.v3i32.i32.v2i32(target("spirv.Image", float, 1, 2, 1, 0, 1, 0) %t2da, <3 x i32> %xyz.1, i32 2, <2 x i32> zeroinitializer)
  %p.2da = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_1t(target("spirv.Image", float, 5, 2, 0, 0, 2, 1) %out, i32 3)
  store <4 x float> %l.2da, ptr addrspace(11) %p.2da, align 16

  ; Texture3D<uint4>.Load(int4(x, y, 7, mip), int3(0, 0, 1)): constant offset.
  %l.3d = call <4 x i32> @llvm.spv.resource.load.level.v4i32.tspirv.Image_i32_2_2_0_0_1_0t.v3i32.i32.v3i32(target("spirv.Image", i32, 2, 2, 0, 0, 1, 0) %t3d, <3 x i32> %xyz.1, i32 %mip, <3 x i32> <i32 0, i32 0, i32 1>)
  %p.3d = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_i32_5_2_0_0_2_30t(target("spirv.Image", i32, 5, 2, 0, 0, 2, 30) %outu, i32 0)
  store <4 x i32> %l.3d, ptr addrspace(11) %p.3d, align 16
  ret void
}

declare i32 @llvm.spv.thread.id.i32(i32)
declare target("spirv.Image", float, 0, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_0_2_0_0_1_0t(i32, i32, i32, i32, ptr)
declare target("spirv.Image", float, 0, 2, 1, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_0_2_1_0_1_0t(i32, i32, i32, i32, ptr)
declare target("spirv.Image", float, 1, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_0_0_1_0t(i32, i32, i32, i32, ptr)
declare target("spirv.Image", float, 1, 2, 1, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_1_0_1_0t(i32, i32, i32, i32, ptr)
declare target("spirv.Image", i32, 2, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_i32_2_2_0_0_1_0t(i32, i32, i32, i32, ptr)
declare target("spirv.Image", float, 5, 2, 0, 0, 2, 1) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_2_1t(i32, i32, i32, i32, ptr)
declare target("spirv.Image", i32, 5, 2, 0, 0, 2, 30) @llvm.spv.resource.handlefrombinding.tspirv.Image_i32_5_2_0_0_2_30t(i32, i32, i32, i32, ptr)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_1t(target("spirv.Image", float, 5, 2, 0, 0, 2, 1), i32)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_i32_5_2_0_0_2_30t(target("spirv.Image", i32, 5, 2, 0, 0, 2, 30), i32)
declare <4 x float> @llvm.spv.resource.load.level.v4f32.tspirv.Image_f32_0_2_0_0_1_0t.i32.i32.i32(target("spirv.Image", float, 0, 2, 0, 0, 1, 0), i32, i32, i32) #1
declare float @llvm.spv.resource.load.level.f32.tspirv.Image_f32_0_2_1_0_1_0t.v2i32.i32.i32(target("spirv.Image", float, 0, 2, 1, 0, 1, 0), <2 x i32>, i32, i32) #1
declare <2 x float> @llvm.spv.resource.load.level.v2f32.tspirv.Image_f32_1_2_0_0_1_0t.v2i32.i32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0), <2 x i32>, i32, <2 x i32>) #1
declare <4 x float> @llvm.spv.resource.load.level.v4f32.tspirv.Image_f32_1_2_1_0_1_0t.v3i32.i32.v2i32(target("spirv.Image", float, 1, 2, 1, 0, 1, 0), <3 x i32>, i32, <2 x i32>) #1
declare <4 x i32> @llvm.spv.resource.load.level.v4i32.tspirv.Image_i32_2_2_0_0_1_0t.v3i32.i32.v3i32(target("spirv.Image", i32, 2, 2, 0, 0, 1, 0), <3 x i32>, i32, <3 x i32>) #1

attributes #0 = { "hlsl.shader"="compute" "hlsl.numthreads"="4,1,1" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(read) }
