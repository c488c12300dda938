; A non-constant offset on load.level (a fetch) is neither rejected nor passed
; as the Offset image operand (Vulkan allows Offset only on gathers unless
; maintenance8 is enabled): texel-spirv adds it to the integer coordinate
; (SPIRV.md, "Rules"), with 0 in the array-layer lane, and the fetch keeps only
; Lod (mask 2). Offsets come from SV_GroupID.x (%g) and SV_GroupThreadID.z (%z):
;   Texture1D<float4> T1D        (binding 0)  T1D.Load(int2(x, 0), g)
;   Texture1DArray<float4> T1DA  (binding 1)  T1DA.Load(int3(x, y, 1), g)
;   Texture2D<float4> T2D        (binding 2)  T2D.Load(int3(x, y, z), int2(g, z))
;   Texture2DArray<float4> T2DA  (binding 3)  T2DA.Load(int4(x, y, z, 0), int2(g, z))
;   Texture3D<float4> T3D        (binding 4)  T3D.Load(int4(x, y, z, 0), int3(g, y, z))
;
; RUN: %opt -load-pass-plugin=%plugin -passes=texel-spirv -S %s | FileCheck %s --check-prefix=IR
; RUN: %texel emit-spirv %s -o %t.spv
; RUN: %spirv-val --target-env vulkan1.3 %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s --check-prefix=SPIRV
; RUN: %spirv-dis %t.spv | FileCheck %s --check-prefix=CAPS

; IR-LABEL: define void @main()
; IR: %o3 = insertelement <3 x i32> %xyz, i32 %g, i64 0
; Texture1D: x + g.
; IR-NEXT: [[W:%[0-9]+]] = insertelement <1 x i32> poison, i32 %g, i32 0
; IR-NEXT: [[G:%[0-9]+]] = extractelement <1 x i32> [[W]], i32 0
; IR-NEXT: [[C:%[0-9]+]] = add i32 %x, [[G]]
; IR-NEXT: %l.1d = call <4 x float> @texel.spv.fetch.f32_0_2_0_0_1_0.i0_0_0.m2(i32 0, i32 [[C]], i32 0)
; IR-NEXT: %p.1d = call
; IR-NEXT: store <4 x float> %l.1d
; Texture1DArray: (x, layer) + (g, 0).
; IR-NEXT: [[W0:%[0-9]+]] = insertelement <2 x i32> poison, i32 %g, i32 0
; IR-NEXT: [[W:%[0-9]+]] = insertelement <2 x i32> [[W0]], i32 0, i32 1
; IR-NEXT: [[C:%[0-9]+]] = add <2 x i32> %xy, [[W]]
; IR-NEXT: %l.1da = call <4 x float> @texel.spv.fetch.f32_0_2_1_0_1_0.i0_1_0.m2(i32 0, <2 x i32> [[C]], i32 1)
; IR-NEXT: %p.1da = call
; IR-NEXT: store <4 x float> %l.1da
; Texture2D: (x, y) + (g, z).
; IR-NEXT: [[E0:%[0-9]+]] = extractelement <2 x i32> %o2, i32 0
; IR-NEXT: [[W0:%[0-9]+]] = insertelement <2 x i32> poison, i32 [[E0]], i32 0
; IR-NEXT: [[E1:%[0-9]+]] = extractelement <2 x i32> %o2, i32 1
; IR-NEXT: [[W:%[0-9]+]] = insertelement <2 x i32> [[W0]], i32 [[E1]], i32 1
; IR-NEXT: [[C:%[0-9]+]] = add <2 x i32> %xy, [[W]]
; IR-NEXT: %l.2d = call <4 x float> @texel.spv.fetch.f32_1_2_0_0_1_0.i0_2_0.m2(i32 0, <2 x i32> [[C]], i32 %z)
; IR-NEXT: %p.2d = call
; IR-NEXT: store <4 x float> %l.2d
; Texture2DArray: (x, y, layer) + (g, z, 0).
; IR-NEXT: [[E0:%[0-9]+]] = extractelement <2 x i32> %o2, i32 0
; IR-NEXT: [[W0:%[0-9]+]] = insertelement <3 x i32> poison, i32 [[E0]], i32 0
; IR-NEXT: [[E1:%[0-9]+]] = extractelement <2 x i32> %o2, i32 1
; IR-NEXT: [[W1:%[0-9]+]] = insertelement <3 x i32> [[W0]], i32 [[E1]], i32 1
; IR-NEXT: [[W:%[0-9]+]] = insertelement <3 x i32> [[W1]], i32 0, i32 2
; IR-NEXT: [[C:%[0-9]+]] = add <3 x i32> %xyz, [[W]]
; IR-NEXT: %l.2da = call <4 x float> @texel.spv.fetch.f32_1_2_1_0_1_0.i0_3_0.m2(i32 0, <3 x i32> [[C]], i32 0)
; IR-NEXT: %p.2da = call
; IR-NEXT: store <4 x float> %l.2da
; Texture3D: (x, y, z) + (g, y, z).
; IR-NEXT: [[E0:%[0-9]+]] = extractelement <3 x i32> %o3, i32 0
; IR-NEXT: [[W0:%[0-9]+]] = insertelement <3 x i32> poison, i32 [[E0]], i32 0
; IR-NEXT: [[E1:%[0-9]+]] = extractelement <3 x i32> %o3, i32 1
; IR-NEXT: [[W1:%[0-9]+]] = insertelement <3 x i32> [[W0]], i32 [[E1]], i32 1
; IR-NEXT: [[E2:%[0-9]+]] = extractelement <3 x i32> %o3, i32 2
; IR-NEXT: [[W:%[0-9]+]] = insertelement <3 x i32> [[W1]], i32 [[E2]], i32 2
; IR-NEXT: [[C:%[0-9]+]] = add <3 x i32> %xyz, [[W]]
; IR-NEXT: %l.3d = call <4 x float> @texel.spv.fetch.f32_2_2_0_0_1_0.i0_4_0.m2(i32 0, <3 x i32> [[C]], i32 0)
; IR-NEXT: %p.3d = call
; IR-NEXT: store <4 x float> %l.3d
; IR-NEXT: ret void
; IR-NEXT: }
; IR-NOT: @llvm.spv.resource.load.level
; IR-DAG: declare <4 x float> @texel.spv.fetch.f32_0_2_0_0_1_0.i0_0_0.m2(i32, i32, i32)
; IR-DAG: declare <4 x float> @texel.spv.fetch.f32_0_2_1_0_1_0.i0_1_0.m2(i32, <2 x i32>, i32)
; IR-DAG: declare <4 x float> @texel.spv.fetch.f32_1_2_0_0_1_0.i0_2_0.m2(i32, <2 x i32>, i32)
; IR-DAG: declare <4 x float> @texel.spv.fetch.f32_1_2_1_0_1_0.i0_3_0.m2(i32, <3 x i32>, i32)
; IR-DAG: declare <4 x float> @texel.spv.fetch.f32_2_2_0_0_1_0.i0_4_0.m2(i32, <3 x i32>, i32)

; CAPS-DAG: OpCapability Shader
; CAPS-DAG: OpCapability ImageBuffer
; CAPS-DAG: OpCapability Sampled1D
; Neither Offset nor ConstOffset anywhere, so no ImageGatherExtended either.
; CAPS-NOT: Offset
; CAPS-NOT: LinkageAttributes
; CAPS-NOT: texel.spv
; CAPS-NOT: OpFunctionCall
; SPIRV: ; Schema: 0
; SPIRV-NOT: OpCapability Linkage
; SPIRV-NOT: OpCapability Int8
; SPIRV-NOT: OpCapability ImageGatherExtended
; SPIRV: OpMemoryModel Logical GLSL450
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
; SPIRV-DAG: %[[IMG1D:[0-9]+]] = OpTypeImage %float 1D 2 0 0 1 Unknown{{$}}
; SPIRV-DAG: %[[IMG1DA:[0-9]+]] = OpTypeImage %float 1D 2 1 0 1 Unknown{{$}}
; SPIRV-DAG: %[[IMG2D:[0-9]+]] = OpTypeImage %float 2D 2 0 0 1 Unknown{{$}}
; SPIRV-DAG: %[[IMG2DA:[0-9]+]] = OpTypeImage %float 2D 2 1 0 1 Unknown{{$}}
; SPIRV-DAG: %[[IMG3D:[0-9]+]] = OpTypeImage %float 3D 2 0 0 1 Unknown{{$}}
; SPIRV: %main = OpFunction %void None
; SPIRV: %[[X:[0-9]+]] = OpCompositeExtract %uint %{{[0-9]+}} 0{{$}}
; SPIRV: %[[Y:[0-9]+]] = OpCompositeExtract %uint %{{[0-9]+}} 1{{$}}
; SPIRV: %[[Z:[0-9]+]] = OpCompositeExtract %uint %{{[0-9]+}} 2{{$}}
; SPIRV-NEXT: %[[WG:[0-9]+]] = OpLoad %v3uint %__spirv_BuiltInWorkgroupId{{$}}
; SPIRV-NEXT: %[[G:[0-9]+]] = OpCompositeExtract %uint %[[WG]] 0{{$}}
; SPIRV-NEXT: %[[XY0:[0-9]+]] = OpCompositeInsert %v2uint %[[X]] %{{[0-9]+}} 0{{$}}
; SPIRV-NEXT: %[[XY:[0-9]+]] = OpCompositeInsert %v2uint %[[Y]] %[[XY0]] 1{{$}}
; SPIRV-NEXT: %[[XYZ0:[0-9]+]] = OpCompositeInsert %v3uint %[[X]] %{{[0-9]+}} 0{{$}}
; SPIRV-NEXT: %[[XYZ1:[0-9]+]] = OpCompositeInsert %v3uint %[[Y]] %[[XYZ0]] 1{{$}}
; SPIRV-NEXT: %[[XYZ:[0-9]+]] = OpCompositeInsert %v3uint %[[Z]] %[[XYZ1]] 2{{$}}
; Texture1D: fetch at x + g, Lod 0, no offset operand.
; SPIRV-NEXT: %[[C:[0-9]+]] = OpIAdd %uint %[[G]] %[[X]]{{$}}
; SPIRV-NEXT: %[[I:[0-9]+]] = OpLoad %[[IMG1D]] %[[T1D]]{{$}}
; SPIRV-NEXT: %[[R:[0-9]+]] = OpImageFetch %v4float %[[I]] %[[C]] Lod %uint_0{{$}}
; SPIRV-NEXT: %[[O:[0-9]+]] = OpLoad %spirv_Image %Out{{$}}
; SPIRV-NEXT: OpImageWrite %[[O]] %uint_0 %[[R]]{{$}}
; Texture1DArray: (g, 0) + (x, y), Lod 1.
; SPIRV-NEXT: %[[G0:[0-9]+]] = OpCompositeInsert %v2uint %[[G]] %{{[0-9]+}} 0{{$}}
; SPIRV-NEXT: %[[GO:[0-9]+]] = OpCompositeInsert %v2uint %uint_0 %[[G0]] 1{{$}}
; SPIRV-NEXT: %[[C:[0-9]+]] = OpIAdd %v2uint %[[GO]] %[[XY]]{{$}}
; SPIRV-NEXT: %[[I:[0-9]+]] = OpLoad %[[IMG1DA]] %[[T1DA]]{{$}}
; SPIRV-NEXT: %[[R:[0-9]+]] = OpImageFetch %v4float %[[I]] %[[C]] Lod %uint_1{{$}}
; SPIRV-NEXT: %[[O:[0-9]+]] = OpLoad %spirv_Image %Out{{$}}
; SPIRV-NEXT: OpImageWrite %[[O]] %uint_1 %[[R]]{{$}}
; Texture2D: (g, z) + (x, y), Lod z.
; SPIRV-NEXT: %[[GZ:[0-9]+]] = OpCompositeInsert %v2uint %[[Z]] %[[G0]] 1{{$}}
; SPIRV-NEXT: %[[C:[0-9]+]] = OpIAdd %v2uint %[[GZ]] %[[XY]]{{$}}
; SPIRV-NEXT: %[[I:[0-9]+]] = OpLoad %[[IMG2D]] %[[T2D]]{{$}}
; SPIRV-NEXT: %[[R:[0-9]+]] = OpImageFetch %v4float %[[I]] %[[C]] Lod %[[Z]]{{$}}
; SPIRV-NEXT: %[[O:[0-9]+]] = OpLoad %spirv_Image %Out{{$}}
; SPIRV-NEXT: OpImageWrite %[[O]] %uint_2 %[[R]]{{$}}
; Texture2DArray: (g, z, 0) + (x, y, z), Lod 0.
; SPIRV-NEXT: %[[G3:[0-9]+]] = OpCompositeInsert %v3uint %[[G]] %{{[0-9]+}} 0{{$}}
; SPIRV-NEXT: %[[G30:[0-9]+]] = OpCompositeInsert %v3uint %uint_0 %[[G3]] 2{{$}}
; SPIRV-NEXT: %[[GZ0:[0-9]+]] = OpCompositeInsert %v3uint %[[Z]] %[[G30]] 1{{$}}
; SPIRV-NEXT: %[[C:[0-9]+]] = OpIAdd %v3uint %[[GZ0]] %[[XYZ]]{{$}}
; SPIRV-NEXT: %[[I:[0-9]+]] = OpLoad %[[IMG2DA]] %[[T2DA]]{{$}}
; SPIRV-NEXT: %[[R:[0-9]+]] = OpImageFetch %v4float %[[I]] %[[C]] Lod %uint_0{{$}}
; SPIRV-NEXT: %[[O:[0-9]+]] = OpLoad %spirv_Image %Out{{$}}
; SPIRV-NEXT: OpImageWrite %[[O]] %uint_3 %[[R]]{{$}}
; Texture3D: (g, y, z) + (x, y, z), Lod 0.
; SPIRV-NEXT: %[[GY:[0-9]+]] = OpCompositeInsert %v3uint %[[Y]] %[[G3]] 1{{$}}
; SPIRV-NEXT: %[[GYZ:[0-9]+]] = OpCompositeInsert %v3uint %[[Z]] %[[GY]] 2{{$}}
; SPIRV-NEXT: %[[C:[0-9]+]] = OpIAdd %v3uint %[[GYZ]] %[[XYZ]]{{$}}
; SPIRV-NEXT: %[[I:[0-9]+]] = OpLoad %[[IMG3D]] %[[T3D]]{{$}}
; SPIRV-NEXT: %[[R:[0-9]+]] = OpImageFetch %v4float %[[I]] %[[C]] Lod %uint_0{{$}}
; SPIRV-NEXT: %[[O:[0-9]+]] = OpLoad %spirv_Image %Out{{$}}
; SPIRV-NEXT: OpImageWrite %[[O]] %uint_4 %[[R]]{{$}}
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

define void @main() #0 {
entry:
  %t1d = call target("spirv.Image", float, 0, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_0_2_0_0_1_0t(i32 0, i32 0, i32 1, i32 0, ptr @T1D.name)
  %t1da = call target("spirv.Image", float, 0, 2, 1, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_0_2_1_0_1_0t(i32 0, i32 1, i32 1, i32 0, ptr @T1DA.name)
  %t2d = call target("spirv.Image", float, 1, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_0_0_1_0t(i32 0, i32 2, i32 1, i32 0, ptr @T2D.name)
  %t2da = call target("spirv.Image", float, 1, 2, 1, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_1_0_1_0t(i32 0, i32 3, i32 1, i32 0, ptr @T2DA.name)
  %t3d = call target("spirv.Image", float, 2, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_2_2_0_0_1_0t(i32 0, i32 4, i32 1, i32 0, ptr @T3D.name)
  %out = call target("spirv.Image", float, 5, 2, 0, 0, 2, 1) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_2_1t(i32 0, i32 5, i32 1, i32 0, ptr @Out.name)
  %x = call i32 @llvm.spv.thread.id.i32(i32 0)
  %y = call i32 @llvm.spv.thread.id.i32(i32 1)
  %z = call i32 @llvm.spv.thread.id.i32(i32 2)
  %g = call i32 @llvm.spv.group.id.i32(i32 0)
  %xy.0 = insertelement <2 x i32> poison, i32 %x, i64 0
  %xy = insertelement <2 x i32> %xy.0, i32 %y, i64 1
  %xyz.0 = insertelement <3 x i32> poison, i32 %x, i64 0
  %xyz.1 = insertelement <3 x i32> %xyz.0, i32 %y, i64 1
  %xyz = insertelement <3 x i32> %xyz.1, i32 %z, i64 2
  %o2.0 = insertelement <2 x i32> poison, i32 %g, i64 0
  %o2 = insertelement <2 x i32> %o2.0, i32 %z, i64 1
  %o3 = insertelement <3 x i32> %xyz, i32 %g, i64 0

  %l.1d = call <4 x float> @llvm.spv.resource.load.level.v4f32.tspirv.Image_f32_0_2_0_0_1_0t.i32.i32.i32(target("spirv.Image", float, 0, 2, 0, 0, 1, 0) %t1d, i32 %x, i32 0, i32 %g)
  %p.1d = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_1t(target("spirv.Image", float, 5, 2, 0, 0, 2, 1) %out, i32 0)
  store <4 x float> %l.1d, ptr addrspace(11) %p.1d, align 16
  %l.1da = call <4 x float> @llvm.spv.resource.load.level.v4f32.tspirv.Image_f32_0_2_1_0_1_0t.v2i32.i32.i32(target("spirv.Image", float, 0, 2, 1, 0, 1, 0) %t1da, <2 x i32> %xy, i32 1, i32 %g)
  %p.1da = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_1t(target("spirv.Image", float, 5, 2, 0, 0, 2, 1) %out, i32 1)
  store <4 x float> %l.1da, ptr addrspace(11) %p.1da, align 16
  %l.2d = call <4 x float> @llvm.spv.resource.load.level.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.v2i32.i32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) %t2d, <2 x i32> %xy, i32 %z, <2 x i32> %o2)
  %p.2d = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_1t(target("spirv.Image", float, 5, 2, 0, 0, 2, 1) %out, i32 2)
  store <4 x float> %l.2d, ptr addrspace(11) %p.2d, align 16
  %l.2da = call <4 x float> @llvm.spv.resource.load.level.v4f32.tspirv.Image_f32_1_2_1_0_1_0t.v3i32.i32.v2i32(target("spirv.Image", float, 1, 2, 1, 0, 1, 0) %t2da, <3 x i32> %xyz, i32 0, <2 x i32> %o2)
  %p.2da = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_1t(target("spirv.Image", float, 5, 2, 0, 0, 2, 1) %out, i32 3)
  store <4 x float> %l.2da, ptr addrspace(11) %p.2da, align 16
  %l.3d = call <4 x float> @llvm.spv.resource.load.level.v4f32.tspirv.Image_f32_2_2_0_0_1_0t.v3i32.i32.v3i32(target("spirv.Image", float, 2, 2, 0, 0, 1, 0) %t3d, <3 x i32> %xyz, i32 0, <3 x i32> %o3)
  %p.3d = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_1t(target("spirv.Image", float, 5, 2, 0, 0, 2, 1) %out, i32 4)
  store <4 x float> %l.3d, ptr addrspace(11) %p.3d, align 16
  ret void
}

declare i32 @llvm.spv.thread.id.i32(i32)
declare i32 @llvm.spv.group.id.i32(i32)
declare target("spirv.Image", float, 0, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_0_2_0_0_1_0t(i32, i32, i32, i32, ptr)
declare target("spirv.Image", float, 0, 2, 1, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_0_2_1_0_1_0t(i32, i32, i32, i32, ptr)
declare target("spirv.Image", float, 1, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_0_0_1_0t(i32, i32, i32, i32, ptr)
declare target("spirv.Image", float, 1, 2, 1, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_1_0_1_0t(i32, i32, i32, i32, ptr)
declare target("spirv.Image", float, 2, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_2_2_0_0_1_0t(i32, i32, i32, i32, ptr)
declare target("spirv.Image", float, 5, 2, 0, 0, 2, 1) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_2_1t(i32, i32, i32, i32, ptr)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_1t(target("spirv.Image", float, 5, 2, 0, 0, 2, 1), i32)
declare <4 x float> @llvm.spv.resource.load.level.v4f32.tspirv.Image_f32_0_2_0_0_1_0t.i32.i32.i32(target("spirv.Image", float, 0, 2, 0, 0, 1, 0), i32, i32, i32) #1
declare <4 x float> @llvm.spv.resource.load.level.v4f32.tspirv.Image_f32_0_2_1_0_1_0t.v2i32.i32.i32(target("spirv.Image", float, 0, 2, 1, 0, 1, 0), <2 x i32>, i32, i32) #1
declare <4 x float> @llvm.spv.resource.load.level.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.v2i32.i32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0), <2 x i32>, i32, <2 x i32>) #1
declare <4 x float> @llvm.spv.resource.load.level.v4f32.tspirv.Image_f32_1_2_1_0_1_0t.v3i32.i32.v2i32(target("spirv.Image", float, 1, 2, 1, 0, 1, 0), <3 x i32>, i32, <2 x i32>) #1
declare <4 x float> @llvm.spv.resource.load.level.v4f32.tspirv.Image_f32_2_2_0_0_1_0t.v3i32.i32.v3i32(target("spirv.Image", float, 2, 2, 0, 0, 1, 0), <3 x i32>, i32, <3 x i32>) #1

attributes #0 = { "hlsl.shader"="compute" "hlsl.numthreads"="4,1,1" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(read) }
