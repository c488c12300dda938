; SPIRV.md, "Bindings": register(xB, spaceS) gives set S, binding B whatever
; the register letter, and collisions of explicit bindings are reported,
; naming both resources. Only a texture and a sampler may share a binding (a
; combined image sampler, as DXC's binding categories allow): T (t0) and S
; (s0) at set 0 binding 0 are fine; RW (u1) and the buffer Buf (t1) both use
; binding 1 — a collision. Not collisions either: the same resource T created
; twice, and T1 at binding 0 of another set.
;
; RUN: not %opt -load-pass-plugin=%plugin -passes=texel-spirv -disable-output %s 2>&1 | FileCheck %s --implicit-check-not=texel-spirv:
;
; Exactly these diagnostics, nothing else from texel-spirv:
; CHECK: error: texel-spirv: resources 'RW' and 'Buf' overlap: 'RW' (RWTexture2D<floatN>) uses binding 1 in set 0, 'Buf' (Buffer<floatN>) uses binding 1 in set 0

target triple = "spirv-unknown-vulkan1.3-pixel"

@T.name = private unnamed_addr constant [2 x i8] c"T\00"
@S.name = private unnamed_addr constant [2 x i8] c"S\00"
@RW.name = private unnamed_addr constant [3 x i8] c"RW\00"
@Buf.name = private unnamed_addr constant [4 x i8] c"Buf\00"
@T1.name = private unnamed_addr constant [3 x i8] c"T1\00"

define void @main(<2 x float> %uv, <2 x i32> %xy, i32 %i) #0 {
  %t = call target("spirv.Image", float, 1, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_0_0_1_0t(i32 0, i32 0, i32 1, i32 0, ptr @T.name)
  %t.again = call target("spirv.Image", float, 1, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_0_0_1_0t(i32 0, i32 0, i32 1, i32 0, ptr @T.name)
  %s = call target("spirv.Sampler") @llvm.spv.resource.handlefrombinding.tspirv.Samplert(i32 0, i32 0, i32 1, i32 0, ptr @S.name)
  %rw = call target("spirv.Image", float, 1, 2, 0, 0, 2, 1) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_0_0_2_1t(i32 0, i32 1, i32 1, i32 0, ptr @RW.name)
  %buf = call target("spirv.Image", float, 5, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_1_0t(i32 0, i32 1, i32 1, i32 0, ptr @Buf.name)
  %t1 = call target("spirv.Image", float, 1, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_0_0_1_0t(i32 1, i32 0, i32 1, i32 0, ptr @T1.name)
  %a = call <4 x float> @llvm.spv.resource.sample.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) %t, target("spirv.Sampler") %s, <2 x float> %uv, <2 x i32> zeroinitializer)
  %b = call <4 x float> @llvm.spv.resource.sample.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) %t.again, target("spirv.Sampler") %s, <2 x float> %uv, <2 x i32> zeroinitializer)
  %c = call <4 x float> @llvm.spv.resource.sample.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) %t1, target("spirv.Sampler") %s, <2 x float> %uv, <2 x i32> zeroinitializer)
  %d = call <4 x float> @llvm.spv.resource.load.level.v4f32.tspirv.Image_f32_1_2_0_0_2_1t.v2i32.i32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 2, 1) %rw, <2 x i32> %xy, i32 poison, <2 x i32> zeroinitializer)
  %p = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_1_0t(target("spirv.Image", float, 5, 2, 0, 0, 1, 0) %buf, i32 %i)
  %e = load <4 x float>, ptr addrspace(11) %p
  ret void
}

declare target("spirv.Image", float, 1, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_0_0_1_0t(i32, i32, i32, i32, ptr)
declare target("spirv.Image", float, 1, 2, 0, 0, 2, 1) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_0_0_2_1t(i32, i32, i32, i32, ptr)
declare target("spirv.Image", float, 5, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_1_0t(i32, i32, i32, i32, ptr)
declare target("spirv.Sampler") @llvm.spv.resource.handlefrombinding.tspirv.Samplert(i32, i32, i32, i32, ptr)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_1_0t(target("spirv.Image", float, 5, 2, 0, 0, 1, 0), i32)
declare <4 x float> @llvm.spv.resource.sample.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0), target("spirv.Sampler"), <2 x float>, <2 x i32>)
declare <4 x float> @llvm.spv.resource.load.level.v4f32.tspirv.Image_f32_1_2_0_0_2_1t.v2i32.i32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 2, 1), <2 x i32>, i32, <2 x i32>)
attributes #0 = { "hlsl.shader"="pixel" }
