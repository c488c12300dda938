; Signed-integer images (spirv.SignedImage) have the signed 32-bit integer as
; Sampled Type (OpTypeInt 32 1, as glslang and DXC declare them; Vulkan's
; validation layer rejects an R32_SINT view of an unsigned one, VUID-02699).
; Reads and fetches return v4int (SPIR-V: the result components must be the
; Sampled Type) and are bitcast to LLVM's v4uint; no SignExtend (the signed
; Sampled Type says it). The marker names the sampled type `i32` (signed) and
; its mask has no SignExtend bit. Out, LLVM's own SignedImage buffer, is
; declared unsigned by LLVM; texel reads its binding from the IR and the
; finalizer gives it the signed type and bitcasts each texel written to v4int.
; Kinds:
;   [[vk::binding(0)]] Texture2D<int4> I2D       load.level: Lod = 2
;   [[vk::binding(1)]] Texture2DArray<int2> I2DA load.level, offset (-1, 3):
;                                               Lod|ConstOffset = 10
;   [[vk::binding(2)]] RWTexture2D<int> IRW      (R32i) read: 0
;   [[vk::binding(3)]] Texture2DMS<int4> IMS     load.ms: Sample = 64
;   [[vk::binding(4)]] RWBuffer<int4> Out        (Rgba32i) LLVM's path
;
; RUN: %opt -load-pass-plugin=%plugin -passes=texel-spirv -S %s | FileCheck %s --check-prefix=IR
; RUN: %texel emit-spirv %s -o %t.spv
; RUN: %spirv-val --target-env vulkan1.3 %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s --check-prefix=SPIRV
; RUN: %spirv-dis %t.spv | FileCheck %s --check-prefix=CAPS
; RUN: %spirv-dis %t.spv | FileCheck %s --check-prefix=NOEXT

; IR-LABEL: define void @main()
; IR: %xyz = insertelement <3 x i32> %xyz.1, i32 %z, i64 2
; IR-NEXT: %l.2d = call <4 x i32> @texel.spv.fetch.i32_1_2_0_0_1_0.i0_0_0.m2(i32 0, <2 x i32> %xy, i32 %z)
; IR-NEXT: %p.2d = call
; IR-NEXT: store <4 x i32> %l.2d
; IR-NEXT: [[F:%[0-9]+]] = call <4 x i32> @texel.spv.fetch.i32_1_2_1_0_1_0.i0_1_0.m10(i32 0, <3 x i32> %xyz, i32 1, <2 x i32> <i32 -1, i32 3>)
; IR-NEXT: %l.2da = shufflevector <4 x i32> [[F]], <4 x i32> poison, <2 x i32> <i32 0, i32 1>
; IR-NEXT: %v.2da = shufflevector <2 x i32> %l.2da
; IR-NEXT: %p.2da = call
; IR-NEXT: store <4 x i32> %v.2da
; IR-NEXT: [[R:%[0-9]+]] = call <4 x i32> @texel.spv.read.i32_1_2_0_0_2_24.i0_2_0.m0(i32 0, <2 x i32> %xy)
; IR-NEXT: %l.rw = extractelement <4 x i32> [[R]], i32 0
; IR-NEXT: %v.rw = insertelement <4 x i32> zeroinitializer, i32 %l.rw, i64 0
; IR-NEXT: %p.rw = call
; IR-NEXT: store <4 x i32> %v.rw
; IR-NEXT: %l.ms = call <4 x i32> @texel.spv.fetch.i32_1_2_0_1_1_0.i0_3_0.m64(i32 0, <2 x i32> %xy, i32 %z)
; IR-NEXT: %p.ms = call
; IR-NEXT: store <4 x i32> %l.ms
; IR-NEXT: ret void
; IR-NEXT: }
; IR-NOT: @llvm.spv.resource.load
; IR-DAG: declare <4 x i32> @texel.spv.fetch.i32_1_2_0_0_1_0.i0_0_0.m2(i32, <2 x i32>, i32)
; IR-DAG: declare <4 x i32> @texel.spv.fetch.i32_1_2_1_0_1_0.i0_1_0.m10(i32, <3 x i32>, i32, <2 x i32>)
; IR-DAG: declare <4 x i32> @texel.spv.read.i32_1_2_0_0_2_24.i0_2_0.m0(i32, <2 x i32>)
; IR-DAG: declare <4 x i32> @texel.spv.fetch.i32_1_2_0_1_1_0.i0_3_0.m64(i32, <2 x i32>, i32)

; No image operand of the module extends: signedness is in the Sampled Type.
; NOEXT-NOT: SignExtend
; NOEXT-NOT: ZeroExtend
; NOEXT-NOT: OpTypeImage %uint

; A sampled MS image needs no capability beyond Shader; R32i is a Shader format.
; CAPS-DAG: OpCapability Shader
; CAPS-DAG: OpCapability ImageBuffer
; CAPS-NOT: LinkageAttributes
; CAPS-NOT: texel.spv
; CAPS-NOT: OpFunctionCall
; SPIRV: ; Schema: 0
; SPIRV-NOT: OpCapability Linkage
; SPIRV-NOT: OpCapability Int8
; SPIRV-NOT: OpCapability StorageImageMultisample
; SPIRV-NOT: OpCapability StorageImageReadWithoutFormat
; SPIRV: OpMemoryModel Logical GLSL450
; SPIRV: OpEntryPoint GLCompute %main "main" {{.*}}%[[I2D:[0-9]+]] %[[I2DA:[0-9]+]] %[[IRW:[0-9]+]] %[[IMS:[0-9]+]]{{$}}
; SPIRV-DAG: OpDecorate %[[I2D]] DescriptorSet 0
; SPIRV-DAG: OpDecorate %[[I2D]] Binding 0
; SPIRV-DAG: OpDecorate %[[I2DA]] DescriptorSet 0
; SPIRV-DAG: OpDecorate %[[I2DA]] Binding 1
; SPIRV-DAG: OpDecorate %[[IRW]] DescriptorSet 0
; SPIRV-DAG: OpDecorate %[[IRW]] Binding 2
; SPIRV-DAG: OpDecorate %[[IMS]] DescriptorSet 0
; SPIRV-DAG: OpDecorate %[[IMS]] Binding 3
; SPIRV-DAG: %int = OpTypeInt 32 1{{$}}
; SPIRV-DAG: %v4int = OpTypeVector %int 4{{$}}
; SPIRV-DAG: %[[IMG2D:[0-9]+]] = OpTypeImage %int 2D 2 0 0 1 Unknown{{$}}
; SPIRV-DAG: %[[IMG2DA:[0-9]+]] = OpTypeImage %int 2D 2 1 0 1 Unknown{{$}}
; SPIRV-DAG: %[[IMGRW:[0-9]+]] = OpTypeImage %int 2D 2 0 0 2 R32i{{$}}
; SPIRV-DAG: %[[IMGMS:[0-9]+]] = OpTypeImage %int 2D 2 0 1 1 Unknown{{$}}
; SPIRV-DAG: %[[IMGOUT:[0-9]+]] = OpTypeImage %int Buffer 2 0 0 2 Rgba32i{{$}}
; SPIRV-DAG: %[[POUT:[_A-Za-z0-9]+]] = OpTypePointer UniformConstant %[[IMGOUT]]{{$}}
; SPIRV-DAG: %Out = OpVariable %[[POUT]] UniformConstant{{$}}
; SPIRV-DAG: %[[P2D:[_A-Za-z0-9]+]] = OpTypePointer UniformConstant %[[IMG2D]]{{$}}
; SPIRV-DAG: %[[P2DA:[_A-Za-z0-9]+]] = OpTypePointer UniformConstant %[[IMG2DA]]{{$}}
; SPIRV-DAG: %[[PRW:[_A-Za-z0-9]+]] = OpTypePointer UniformConstant %[[IMGRW]]{{$}}
; SPIRV-DAG: %[[PMS:[_A-Za-z0-9]+]] = OpTypePointer UniformConstant %[[IMGMS]]{{$}}
; SPIRV-DAG: %[[I2D]] = OpVariable %[[P2D]] UniformConstant{{$}}
; SPIRV-DAG: %[[I2DA]] = OpVariable %[[P2DA]] UniformConstant{{$}}
; SPIRV-DAG: %[[IRW]] = OpVariable %[[PRW]] UniformConstant{{$}}
; SPIRV-DAG: %[[IMS]] = OpVariable %[[PMS]] UniformConstant{{$}}
; SPIRV-DAG: %v2int = OpTypeVector %int 2{{$}}
; SPIRV-DAG: %int_n1 = OpConstant %int -1{{$}}
; SPIRV-DAG: %int_3 = OpConstant %int 3{{$}}
; SPIRV-DAG: %[[OFF:[0-9]+]] = OpConstantComposite %v2int %int_n1 %int_3{{$}}
; SPIRV: %main = OpFunction %void None
; SPIRV: %[[Z:[0-9]+]] = OpCompositeExtract %uint %{{[0-9]+}} 2{{$}}
; SPIRV: %[[XY:[0-9]+]] = OpCompositeInsert %v2uint %{{[0-9]+}} %{{[0-9]+}} 1{{$}}
; SPIRV: %[[XYZ:[0-9]+]] = OpCompositeInsert %v3uint %[[Z]] %{{[0-9]+}} 2{{$}}
; SPIRV-NEXT: %[[I:[0-9]+]] = OpLoad %[[IMG2D]] %[[I2D]]{{$}}
; SPIRV-NEXT: %[[T:[0-9]+]] = OpImageFetch %v4int %[[I]] %[[XY]] Lod %[[Z]]{{$}}
; SPIRV-NEXT: %[[R:[0-9]+]] = OpBitcast %v4uint %[[T]]{{$}}
; SPIRV-NEXT: %[[O:[0-9]+]] = OpLoad %[[IMGOUT]] %Out{{$}}
; SPIRV-NEXT: %[[W:[0-9]+]] = OpBitcast %v4int %[[R]]{{$}}
; SPIRV-NEXT: OpImageWrite %[[O]] %uint_0 %[[W]]{{$}}
; SPIRV-NEXT: %[[I:[0-9]+]] = OpLoad %[[IMG2DA]] %[[I2DA]]{{$}}
; SPIRV-NEXT: %[[T:[0-9]+]] = OpImageFetch %v4int %[[I]] %[[XYZ]] Lod|ConstOffset %uint_1 %[[OFF]]{{$}}
; SPIRV-NEXT: %[[R:[0-9]+]] = OpBitcast %v4uint %[[T]]{{$}}
; SPIRV-NEXT: %[[V2:[0-9]+]] = OpVectorShuffle %v2uint %[[R]] %{{[0-9]+}} 0 1{{$}}
; SPIRV-NEXT: %[[V:[0-9]+]] = OpVectorShuffle %v4uint %[[V2]] %{{[0-9]+}} 0 1 2 3{{$}}
; SPIRV-NEXT: %[[O:[0-9]+]] = OpLoad %[[IMGOUT]] %Out{{$}}
; SPIRV-NEXT: %[[W:[0-9]+]] = OpBitcast %v4int %[[V]]{{$}}
; SPIRV-NEXT: OpImageWrite %[[O]] %uint_1 %[[W]]{{$}}
; SPIRV-NEXT: %[[I:[0-9]+]] = OpLoad %[[IMGRW]] %[[IRW]]{{$}}
; SPIRV-NEXT: %[[T:[0-9]+]] = OpImageRead %v4int %[[I]] %[[XY]]{{$}}
; SPIRV-NEXT: %[[R:[0-9]+]] = OpBitcast %v4uint %[[T]]{{$}}
; SPIRV-NEXT: %[[V:[0-9]+]] = OpVectorShuffle %v4uint %[[R]] %{{[0-9]+}} 0 5 6 7{{$}}
; SPIRV-NEXT: %[[O:[0-9]+]] = OpLoad %[[IMGOUT]] %Out{{$}}
; SPIRV-NEXT: %[[W:[0-9]+]] = OpBitcast %v4int %[[V]]{{$}}
; SPIRV-NEXT: OpImageWrite %[[O]] %uint_2 %[[W]]{{$}}
; SPIRV-NEXT: %[[I:[0-9]+]] = OpLoad %[[IMGMS]] %[[IMS]]{{$}}
; SPIRV-NEXT: %[[T:[0-9]+]] = OpImageFetch %v4int %[[I]] %[[XY]] Sample %[[Z]]{{$}}
; SPIRV-NEXT: %[[R:[0-9]+]] = OpBitcast %v4uint %[[T]]{{$}}
; SPIRV-NEXT: %[[O:[0-9]+]] = OpLoad %[[IMGOUT]] %Out{{$}}
; SPIRV-NEXT: %[[W:[0-9]+]] = OpBitcast %v4int %[[R]]{{$}}
; SPIRV-NEXT: OpImageWrite %[[O]] %uint_3 %[[W]]{{$}}
; SPIRV-NEXT: OpReturn
; SPIRV-NEXT: OpFunctionEnd

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G10"
target triple = "spirv-unknown-vulkan1.3-compute"

@I2D.name = private unnamed_addr constant [4 x i8] c"I2D\00"
@I2DA.name = private unnamed_addr constant [5 x i8] c"I2DA\00"
@IRW.name = private unnamed_addr constant [4 x i8] c"IRW\00"
@IMS.name = private unnamed_addr constant [4 x i8] c"IMS\00"
@Out.name = private unnamed_addr constant [4 x i8] c"Out\00"

define void @main() #0 {
entry:
  %i2d = call target("spirv.SignedImage", i32, 1, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.SignedImage_i32_1_2_0_0_1_0t(i32 0, i32 0, i32 1, i32 0, ptr @I2D.name)
  %i2da = call target("spirv.SignedImage", i32, 1, 2, 1, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.SignedImage_i32_1_2_1_0_1_0t(i32 0, i32 1, i32 1, i32 0, ptr @I2DA.name)
  %irw = call target("spirv.SignedImage", i32, 1, 2, 0, 0, 2, 24) @llvm.spv.resource.handlefrombinding.tspirv.SignedImage_i32_1_2_0_0_2_24t(i32 0, i32 2, i32 1, i32 0, ptr @IRW.name)
  %ims = call target("spirv.SignedImage", i32, 1, 2, 0, 1, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.SignedImage_i32_1_2_0_1_1_0t(i32 0, i32 3, i32 1, i32 0, ptr @IMS.name)
  %out = call target("spirv.SignedImage", i32, 5, 2, 0, 0, 2, 21) @llvm.spv.resource.handlefrombinding.tspirv.SignedImage_i32_5_2_0_0_2_21t(i32 0, i32 4, i32 1, i32 0, ptr @Out.name)
  %x = call i32 @llvm.spv.thread.id.i32(i32 0)
  %y = call i32 @llvm.spv.thread.id.i32(i32 1)
  %z = call i32 @llvm.spv.thread.id.i32(i32 2)
  %xy.0 = insertelement <2 x i32> poison, i32 %x, i64 0
  %xy = insertelement <2 x i32> %xy.0, i32 %y, i64 1
  %xyz.0 = insertelement <3 x i32> poison, i32 %x, i64 0
  %xyz.1 = insertelement <3 x i32> %xyz.0, i32 %y, i64 1
  %xyz = insertelement <3 x i32> %xyz.1, i32 %z, i64 2

  ; Texture2D<int4>.Load(int3(x, y, z)).
  %l.2d = call <4 x i32> @llvm.spv.resource.load.level.v4i32.tspirv.SignedImage_i32_1_2_0_0_1_0t.v2i32.i32.v2i32(target("spirv.SignedImage", i32, 1, 2, 0, 0, 1, 0) %i2d, <2 x i32> %xy, i32 %z, <2 x i32> zeroinitializer)
  %p.2d = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.SignedImage_i32_5_2_0_0_2_21t(target("spirv.SignedImage", i32, 5, 2, 0, 0, 2, 21) %out, i32 0)
  store <4 x i32> %l.2d, ptr addrspace(11) %p.2d, align 16

  ; Texture2DArray<int2>.Load(int4(x, y, z, 1), int2(-1, 3)).
  %l.2da = call <2 x i32> @llvm.spv.resource.load.level.v2i32.tspirv.SignedImage_i32_1_2_1_0_1_0t.v3i32.i32.v2i32(target("spirv.SignedImage", i32, 1, 2, 1, 0, 1, 0) %i2da, <3 x i32> %xyz, i32 1, <2 x i32> <i32 -1, i32 3>)
  %v.2da = shufflevector <2 x i32> %l.2da, <2 x i32> zeroinitializer, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %p.2da = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.SignedImage_i32_5_2_0_0_2_21t(target("spirv.SignedImage", i32, 5, 2, 0, 0, 2, 21) %out, i32 1)
  store <4 x i32> %v.2da, ptr addrspace(11) %p.2da, align 16

  ; RWTexture2D<int> (R32i) IRW[int2(x, y)].
  %l.rw = call i32 @llvm.spv.resource.load.level.i32.tspirv.SignedImage_i32_1_2_0_0_2_24t.v2i32.i32.v2i32(target("spirv.SignedImage", i32, 1, 2, 0, 0, 2, 24) %irw, <2 x i32> %xy, i32 poison, <2 x i32> zeroinitializer)
  %v.rw = insertelement <4 x i32> zeroinitializer, i32 %l.rw, i64 0
  %p.rw = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.SignedImage_i32_5_2_0_0_2_21t(target("spirv.SignedImage", i32, 5, 2, 0, 0, 2, 21) %out, i32 2)
  store <4 x i32> %v.rw, ptr addrspace(11) %p.rw, align 16

  ; Texture2DMS<int4>.Load(int2(x, y), z).
  %l.ms = call <4 x i32> @llvm.spv.resource.load.ms.v4i32.tspirv.SignedImage_i32_1_2_0_1_1_0t.v2i32.v2i32(target("spirv.SignedImage", i32, 1, 2, 0, 1, 1, 0) %ims, <2 x i32> %xy, i32 %z, <2 x i32> zeroinitializer)
  %p.ms = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.SignedImage_i32_5_2_0_0_2_21t(target("spirv.SignedImage", i32, 5, 2, 0, 0, 2, 21) %out, i32 3)
  store <4 x i32> %l.ms, ptr addrspace(11) %p.ms, align 16
  ret void
}

declare i32 @llvm.spv.thread.id.i32(i32)
declare target("spirv.SignedImage", i32, 1, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.SignedImage_i32_1_2_0_0_1_0t(i32, i32, i32, i32, ptr)
declare target("spirv.SignedImage", i32, 1, 2, 1, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.SignedImage_i32_1_2_1_0_1_0t(i32, i32, i32, i32, ptr)
declare target("spirv.SignedImage", i32, 1, 2, 0, 0, 2, 24) @llvm.spv.resource.handlefrombinding.tspirv.SignedImage_i32_1_2_0_0_2_24t(i32, i32, i32, i32, ptr)
declare target("spirv.SignedImage", i32, 1, 2, 0, 1, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.SignedImage_i32_1_2_0_1_1_0t(i32, i32, i32, i32, ptr)
declare target("spirv.SignedImage", i32, 5, 2, 0, 0, 2, 21) @llvm.spv.resource.handlefrombinding.tspirv.SignedImage_i32_5_2_0_0_2_21t(i32, i32, i32, i32, ptr)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.SignedImage_i32_5_2_0_0_2_21t(target("spirv.SignedImage", i32, 5, 2, 0, 0, 2, 21), i32)
declare <4 x i32> @llvm.spv.resource.load.level.v4i32.tspirv.SignedImage_i32_1_2_0_0_1_0t.v2i32.i32.v2i32(target("spirv.SignedImage", i32, 1, 2, 0, 0, 1, 0), <2 x i32>, i32, <2 x i32>) #1
declare <2 x i32> @llvm.spv.resource.load.level.v2i32.tspirv.SignedImage_i32_1_2_1_0_1_0t.v3i32.i32.v2i32(target("spirv.SignedImage", i32, 1, 2, 1, 0, 1, 0), <3 x i32>, i32, <2 x i32>) #1
declare i32 @llvm.spv.resource.load.level.i32.tspirv.SignedImage_i32_1_2_0_0_2_24t.v2i32.i32.v2i32(target("spirv.SignedImage", i32, 1, 2, 0, 0, 2, 24), <2 x i32>, i32, <2 x i32>) #1
declare <4 x i32> @llvm.spv.resource.load.ms.v4i32.tspirv.SignedImage_i32_1_2_0_1_1_0t.v2i32.v2i32(target("spirv.SignedImage", i32, 1, 2, 0, 1, 1, 0), <2 x i32>, i32, <2 x i32>) #1

attributes #0 = { "hlsl.shader"="compute" "hlsl.numthreads"="4,1,1" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(read) }
