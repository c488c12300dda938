; Errors of hand-written texel.spv.* markers, through the CLI: `texel
; emit-spirv` runs texel-spirv, which rejects a declaration in its reserved
; namespace whose name is no marker or whose parameter count is not the
; marker's (argcount, badname); the others reach texel's SPIR-V writer and the
; finalizer, which checks every marker import and call before its first edit
; and fails with a message naming the call or import id and the marker
; (SPIRV.md, "The marker ABI"). No output file is written.
;   argcount: a fetch marker with mask 2 (Lod) takes (index, coordinate, lod);
;             the declaration takes two parameters
;   badname:  `f99` is not a sampled type
;   conflict: two markers declare different images at set 0 binding 0
;   nolod:    an explicit-LOD sample marker without Lod or Grad in its mask
;   taken:    a marker names set 0 binding 9, which LLVM's RWBuffer Out has
;
; RUN: split-file %s %t
; RUN: not %texel emit-spirv %t/argcount.ll -o %t/argcount.spv 2>&1 | FileCheck %s --check-prefix=ARGCOUNT
; RUN: not test -e %t/argcount.spv
; RUN: not %texel emit-spirv %t/badname.ll -o %t/badname.spv 2>&1 | FileCheck %s --check-prefix=BADNAME
; RUN: not %texel emit-spirv %t/conflict.ll -o %t/conflict.spv 2>&1 | FileCheck %s --check-prefix=CONFLICT
; RUN: not %texel emit-spirv %t/nolod.ll -o %t/nolod.spv 2>&1 | FileCheck %s --check-prefix=NOLOD
; RUN: not %texel emit-spirv %t/taken.ll -o %t/taken.spv 2>&1 | FileCheck %s --check-prefix=TAKEN
;
; ARGCOUNT: {{^}}texel: error: texel-spirv: '@texel.spv.fetch.f32_1_2_0_0_1_0.i0_0_0.m2' is in texel's reserved 'texel.spv.' namespace, but it takes 2 parameter(s) where the marker takes 3{{$}}
; BADNAME: {{^}}texel: error: texel-spirv: '@texel.spv.fetch.f99_1_2_0_0_1_0.i0_0_0.m2' is in texel's reserved 'texel.spv.' namespace, but 'texel.spv.fetch.f99_1_2_0_0_1_0.i0_0_0.m2' is not a texel marker: bad image descriptor{{$}}
; CONFLICT: {{^}}texel: error: descriptor set 0 binding 0: 'texel.spv.read.f32_1_2_0_0_2_1.i0_0_0.m0' declares image f32 2D depth 2 arrayed 0 ms 0 sampled 2 Rgba32f, but 'texel.spv.fetch.f32_1_2_0_0_1_0.i0_0_0.m2' declares image f32 2D depth 2 arrayed 0 ms 0 sampled 1 Unknown{{$}}
; NOLOD: {{^}}texel: error: call %{{[0-9]+}} to 'texel.spv.sample_explicit_lod.f32_1_2_0_0_1_0.i0_0_0.s0_1_0.m0': an explicit-LOD sample needs the Lod or Grad operand{{$}}
; TAKEN: {{^}}texel: error: descriptor set 0 binding 9: used by 'texel.spv.fetch.f32_1_2_0_0_1_0.i0_9_0.m2' and already by variable %{{[0-9]+}} of the module{{$}}

;--- argcount.ll
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G10"
target triple = "spirv-unknown-vulkan1.3-compute"

@Out.name = private unnamed_addr constant [4 x i8] c"Out\00"

define void @main() #0 {
entry:
  %out = call target("spirv.Image", float, 5, 2, 0, 0, 2, 1) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_2_1t(i32 0, i32 9, i32 1, i32 0, ptr @Out.name)
  %x = call i32 @llvm.spv.thread.id.i32(i32 0)
  %xy.0 = insertelement <2 x i32> poison, i32 %x, i64 0
  %xy = insertelement <2 x i32> %xy.0, i32 %x, i64 1
  %v = call <4 x float> @texel.spv.fetch.f32_1_2_0_0_1_0.i0_0_0.m2(i32 0, <2 x i32> %xy)
  %p = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_1t(target("spirv.Image", float, 5, 2, 0, 0, 2, 1) %out, i32 %x)
  store <4 x float> %v, ptr addrspace(11) %p, align 16
  ret void
}

declare i32 @llvm.spv.thread.id.i32(i32)
declare target("spirv.Image", float, 5, 2, 0, 0, 2, 1) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_2_1t(i32, i32, i32, i32, ptr)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_1t(target("spirv.Image", float, 5, 2, 0, 0, 2, 1), i32)
declare <4 x float> @texel.spv.fetch.f32_1_2_0_0_1_0.i0_0_0.m2(i32, <2 x i32>)

attributes #0 = { "hlsl.shader"="compute" "hlsl.numthreads"="4,1,1" }

;--- badname.ll
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G10"
target triple = "spirv-unknown-vulkan1.3-compute"

@Out.name = private unnamed_addr constant [4 x i8] c"Out\00"

define void @main() #0 {
entry:
  %out = call target("spirv.Image", float, 5, 2, 0, 0, 2, 1) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_2_1t(i32 0, i32 9, i32 1, i32 0, ptr @Out.name)
  %x = call i32 @llvm.spv.thread.id.i32(i32 0)
  %xy.0 = insertelement <2 x i32> poison, i32 %x, i64 0
  %xy = insertelement <2 x i32> %xy.0, i32 %x, i64 1
  %v = call <4 x float> @texel.spv.fetch.f99_1_2_0_0_1_0.i0_0_0.m2(i32 0, <2 x i32> %xy, i32 0)
  %p = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_1t(target("spirv.Image", float, 5, 2, 0, 0, 2, 1) %out, i32 %x)
  store <4 x float> %v, ptr addrspace(11) %p, align 16
  ret void
}

declare i32 @llvm.spv.thread.id.i32(i32)
declare target("spirv.Image", float, 5, 2, 0, 0, 2, 1) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_2_1t(i32, i32, i32, i32, ptr)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_1t(target("spirv.Image", float, 5, 2, 0, 0, 2, 1), i32)
declare <4 x float> @texel.spv.fetch.f99_1_2_0_0_1_0.i0_0_0.m2(i32, <2 x i32>, i32)

attributes #0 = { "hlsl.shader"="compute" "hlsl.numthreads"="4,1,1" }

;--- conflict.ll
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G10"
target triple = "spirv-unknown-vulkan1.3-compute"

@Out.name = private unnamed_addr constant [4 x i8] c"Out\00"

define void @main() #0 {
entry:
  %out = call target("spirv.Image", float, 5, 2, 0, 0, 2, 1) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_2_1t(i32 0, i32 9, i32 1, i32 0, ptr @Out.name)
  %x = call i32 @llvm.spv.thread.id.i32(i32 0)
  %xy.0 = insertelement <2 x i32> poison, i32 %x, i64 0
  %xy = insertelement <2 x i32> %xy.0, i32 %x, i64 1
  %a = call <4 x float> @texel.spv.fetch.f32_1_2_0_0_1_0.i0_0_0.m2(i32 0, <2 x i32> %xy, i32 0)
  %b = call <4 x float> @texel.spv.read.f32_1_2_0_0_2_1.i0_0_0.m0(i32 0, <2 x i32> %xy)
  %v = fadd <4 x float> %a, %b
  %p = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_1t(target("spirv.Image", float, 5, 2, 0, 0, 2, 1) %out, i32 %x)
  store <4 x float> %v, ptr addrspace(11) %p, align 16
  ret void
}

declare i32 @llvm.spv.thread.id.i32(i32)
declare target("spirv.Image", float, 5, 2, 0, 0, 2, 1) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_2_1t(i32, i32, i32, i32, ptr)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_1t(target("spirv.Image", float, 5, 2, 0, 0, 2, 1), i32)
declare <4 x float> @texel.spv.fetch.f32_1_2_0_0_1_0.i0_0_0.m2(i32, <2 x i32>, i32)
declare <4 x float> @texel.spv.read.f32_1_2_0_0_2_1.i0_0_0.m0(i32, <2 x i32>)

attributes #0 = { "hlsl.shader"="compute" "hlsl.numthreads"="4,1,1" }

;--- nolod.ll
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G10"
target triple = "spirv-unknown-vulkan1.3-compute"

@Out.name = private unnamed_addr constant [4 x i8] c"Out\00"

define void @main() #0 {
entry:
  %out = call target("spirv.Image", float, 5, 2, 0, 0, 2, 1) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_2_1t(i32 0, i32 9, i32 1, i32 0, ptr @Out.name)
  %x = call i32 @llvm.spv.thread.id.i32(i32 0)
  %xy.0 = insertelement <2 x i32> poison, i32 %x, i64 0
  %xy = insertelement <2 x i32> %xy.0, i32 %x, i64 1
  %v = call <4 x float> @texel.spv.sample_explicit_lod.f32_1_2_0_0_1_0.i0_0_0.s0_1_0.m0(i32 0, i32 0, <2 x float> zeroinitializer)
  %p = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_1t(target("spirv.Image", float, 5, 2, 0, 0, 2, 1) %out, i32 %x)
  store <4 x float> %v, ptr addrspace(11) %p, align 16
  ret void
}

declare i32 @llvm.spv.thread.id.i32(i32)
declare target("spirv.Image", float, 5, 2, 0, 0, 2, 1) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_2_1t(i32, i32, i32, i32, ptr)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_1t(target("spirv.Image", float, 5, 2, 0, 0, 2, 1), i32)
declare <4 x float> @texel.spv.sample_explicit_lod.f32_1_2_0_0_1_0.i0_0_0.s0_1_0.m0(i32, i32, <2 x float>)

attributes #0 = { "hlsl.shader"="compute" "hlsl.numthreads"="4,1,1" }

;--- taken.ll
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G10"
target triple = "spirv-unknown-vulkan1.3-compute"

@Out.name = private unnamed_addr constant [4 x i8] c"Out\00"

define void @main() #0 {
entry:
  %out = call target("spirv.Image", float, 5, 2, 0, 0, 2, 1) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_2_1t(i32 0, i32 9, i32 1, i32 0, ptr @Out.name)
  %x = call i32 @llvm.spv.thread.id.i32(i32 0)
  %xy.0 = insertelement <2 x i32> poison, i32 %x, i64 0
  %xy = insertelement <2 x i32> %xy.0, i32 %x, i64 1
  %v = call <4 x float> @texel.spv.fetch.f32_1_2_0_0_1_0.i0_9_0.m2(i32 0, <2 x i32> %xy, i32 0)
  %p = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_1t(target("spirv.Image", float, 5, 2, 0, 0, 2, 1) %out, i32 %x)
  store <4 x float> %v, ptr addrspace(11) %p, align 16
  ret void
}

declare i32 @llvm.spv.thread.id.i32(i32)
declare target("spirv.Image", float, 5, 2, 0, 0, 2, 1) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_2_1t(i32, i32, i32, i32, ptr)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_1t(target("spirv.Image", float, 5, 2, 0, 0, 2, 1), i32)
declare <4 x float> @texel.spv.fetch.f32_1_2_0_0_1_0.i0_9_0.m2(i32, <2 x i32>, i32)

attributes #0 = { "hlsl.shader"="compute" "hlsl.numthreads"="4,1,1" }
