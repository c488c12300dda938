; Buffer<float4>.GetDimensions on a buffer that the shader also reads: the read
; stays on LLVM's path (getpointer + load → OpImageFetch on LLVM's variable for
; set 0 binding 0) and the query is a query_size marker on the same binding
; (SPIRV.md: OpImageQuerySize for buffers). Both must use the one UniformConstant
; variable of that binding ("one UniformConstant variable per (set, binding)"):
; the finalizer has to reuse LLVM's variable rather than declare a second one or
; reject the module.
;   [[vk::binding(0)]] Buffer<float4> Buf;  [[vk::binding(1)]] RWBuffer<uint4> Out;
;   uint n; Buf.GetDimensions(n); Out[x] = uint4(n, Buf[x].x, 0, 0);
;
; RUN: %opt -load-pass-plugin=%plugin -passes=texel-spirv -S %s | FileCheck %s --check-prefix=IR
; RUN: %texel emit-spirv %s -o %t.spv
; RUN: %spirv-val --target-env vulkan1.3 %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s --check-prefix=SPIRV
; RUN: %spirv-dis %t.spv | FileCheck %s --check-prefix=CAPS

; IR-LABEL: define void @main()
; IR-NEXT: entry:
; IR-NEXT: %buf = call target("spirv.Image", float, 5, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_1_0t(i32 0, i32 0, i32 1, i32 0, ptr @Buf.name)
; IR-NEXT: %out = call
; IR-NEXT: %x = call i32 @llvm.spv.thread.id.i32(i32 0)
; IR-NEXT: %n = call i32 @texel.spv.query_size.f32_5_2_0_0_1_0.i0_0_0.m0(i32 0)
; IR-NEXT: %pin = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_1_0t(target("spirv.Image", float, 5, 2, 0, 0, 1, 0) %buf, i32 %x)

; CAPS-DAG: OpCapability Shader
; CAPS-DAG: OpCapability SampledBuffer
; CAPS-DAG: OpCapability ImageBuffer
; CAPS-DAG: OpCapability ImageQuery
; CAPS-NOT: LinkageAttributes
; CAPS-NOT: texel.spv
; SPIRV: ; Schema: 0
; SPIRV-NOT: OpCapability Linkage
; SPIRV-NOT: OpCapability Int8
; SPIRV: OpMemoryModel Logical GLSL450
; Exactly one variable for set 0 binding 0.
; SPIRV: OpDecorate %[[BUF:[A-Za-z0-9_]+]] Binding 0{{$}}
; SPIRV-NOT: Binding 0{{$}}
; SPIRV: %[[IMG:[A-Za-z0-9_]+]] = OpTypeImage %float Buffer 2 0 0 1 Unknown{{$}}
; SPIRV-NOT: OpTypeImage %float Buffer 2 0 0 1 Unknown
; SPIRV: %main = OpFunction %void None
; Both the query and the fetch load the image from that variable (the only
; one of its type).
; SPIRV-DAG: OpLoad %[[IMG]] %[[BUF]]{{$}}
; SPIRV-DAG: OpImageQuerySize %uint %{{[0-9]+}}{{$}}
; SPIRV-DAG: OpImageFetch %v4float %{{[0-9]+}} %{{[0-9]+}}{{$}}
; SPIRV: OpReturn

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G10"
target triple = "spirv-unknown-vulkan1.3-compute"

@Buf.name = private unnamed_addr constant [4 x i8] c"Buf\00"
@Out.name = private unnamed_addr constant [4 x i8] c"Out\00"

define void @main() #0 {
entry:
  %buf = call target("spirv.Image", float, 5, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_1_0t(i32 0, i32 0, i32 1, i32 0, ptr @Buf.name)
  %out = call target("spirv.Image", i32, 5, 2, 0, 0, 2, 30) @llvm.spv.resource.handlefrombinding.tspirv.Image_i32_5_2_0_0_2_30t(i32 0, i32 1, i32 1, i32 0, ptr @Out.name)
  %x = call i32 @llvm.spv.thread.id.i32(i32 0)
  %n = call i32 @llvm.spv.resource.getdimensions.x.tspirv.Image_f32_5_2_0_0_1_0t(target("spirv.Image", float, 5, 2, 0, 0, 1, 0) %buf)
  %pin = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_1_0t(target("spirv.Image", float, 5, 2, 0, 0, 1, 0) %buf, i32 %x)
  %in = load <4 x float>, ptr addrspace(11) %pin, align 16
  %e = extractelement <4 x float> %in, i64 0
  %ei = fptoui float %e to i32
  %v0 = insertelement <4 x i32> zeroinitializer, i32 %n, i64 0
  %v = insertelement <4 x i32> %v0, i32 %ei, i64 1
  %p = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_i32_5_2_0_0_2_30t(target("spirv.Image", i32, 5, 2, 0, 0, 2, 30) %out, i32 %x)
  store <4 x i32> %v, ptr addrspace(11) %p, align 16
  ret void
}

declare i32 @llvm.spv.thread.id.i32(i32)
declare target("spirv.Image", float, 5, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_1_0t(i32, i32, i32, i32, ptr)
declare target("spirv.Image", i32, 5, 2, 0, 0, 2, 30) @llvm.spv.resource.handlefrombinding.tspirv.Image_i32_5_2_0_0_2_30t(i32, i32, i32, i32, ptr)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_1_0t(target("spirv.Image", float, 5, 2, 0, 0, 1, 0), i32)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_i32_5_2_0_0_2_30t(target("spirv.Image", i32, 5, 2, 0, 0, 2, 30), i32)
declare i32 @llvm.spv.resource.getdimensions.x.tspirv.Image_f32_5_2_0_0_1_0t(target("spirv.Image", float, 5, 2, 0, 0, 1, 0)) #1

attributes #0 = { "hlsl.shader"="compute" "hlsl.numthreads"="4,1,1" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(read) }
