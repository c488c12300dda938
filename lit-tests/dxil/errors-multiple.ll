; A module breaking several rules in two functions gets every violation
; reported in one run (the analysis reads the whole module before failing):
; a SPIR-V intrinsic, integer Sample below SM 6.7, a dynamic offset below 6.7,
; an offset on a Cube, SampleCmpLevel below 6.7, and two resources on t5.
;
; RUN: not %opt -load-pass-plugin=%plugin -passes=texel-dxil -disable-output %s 2>&1 | FileCheck %s --implicit-check-not=texel-dxil:
; RUN: not %opt -load-pass-plugin=%plugin -passes=texel-dxil -disable-output %s 2>&1 | grep texel-dxil: | count 6
;
; Every one of them, in any order, and nothing else (the count):
; CHECK-DAG: texel-dxil: in function 'main': '%id = call i32 @llvm.spv.flattened.thread.id.in.group()': 'llvm.spv.flattened.thread.id.in.group' is a SPIR-V intrinsic; texel-dxil lowers llvm.dx.* intrinsics only
; CHECK-DAG: texel-dxil: in function 'main': '%a = call <4 x i32> @llvm.dx.resource.sample.v4i32.tdx.Texture_v4i32_0_0_1_2t.tdx.Sampler_0t.v2f32.v2i32(target("dx.Texture", <4 x i32>, 0, 0, 1, 2) %i, target("dx.Sampler", 0) %s, <2 x float> %uv, <2 x i32> zeroinitializer)': 'sample' (Sample) on a Texture2D<int4>: requires shader model 6.7 or newer for integer elements; the target shader model is 6.6
; CHECK-DAG: texel-dxil: in function 'main': '%b = call <4 x float> @llvm.dx.resource.samplelevel.v4f32.tdx.Texture_v4f32_0_0_0_2t.tdx.Sampler_0t.v2f32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 2) %t, target("dx.Sampler", 0) %s, <2 x float> %uv, float %lod, <2 x i32> %off)': 'samplelevel' (SampleLevel) on a Texture2D<float4>: requires shader model 6.7 or newer for non-constant offsets; the target shader model is 6.6
; CHECK-DAG: texel-dxil: in function 'main': '%d = call <4 x float> @llvm.dx.resource.samplelevel.v4f32.tdx.Texture_v4f32_0_0_0_5t.tdx.Sampler_0t.v3f32.v3i32(target("dx.Texture", <4 x float>, 0, 0, 0, 5) %c, target("dx.Sampler", 0) %s, <3 x float> %uvw, float %lod, <3 x i32> <i32 0, i32 1, i32 0>)': 'samplelevel' (SampleLevel) on a TextureCube<float4>: takes no offsets on Cube textures, but the offset is not zero
; CHECK-DAG: texel-dxil: in function 'helper': '%e = call float @llvm.dx.resource.samplecmplevel.f32.tdx.Texture_f32_0_0_0_2t.tdx.Sampler_1t.v2f32.v2i32(target("dx.Texture", float, 0, 0, 0, 2) %shadow, target("dx.Sampler", 1) %cs, <2 x float> %uv, float %cmp, float %lod, <2 x i32> zeroinitializer)': 'samplecmplevel' (SampleCmpLevel) on a Texture2D<float>: requires shader model 6.7 or newer; the target shader model is 6.6
; CHECK-DAG: texel-dxil: resources 'Shadow' and 'Twin' overlap: 'Shadow' (Texture2D<float>) binds t5 in space 0, 'Twin' (Texture2D<float>) binds t5 in space 0

target triple = "dxil-pc-shadermodel6.6-pixel"

@I.name = private unnamed_addr constant [2 x i8] c"I\00"
@T.name = private unnamed_addr constant [2 x i8] c"T\00"
@C.name = private unnamed_addr constant [2 x i8] c"C\00"
@Shadow.name = private unnamed_addr constant [7 x i8] c"Shadow\00"
@Twin.name = private unnamed_addr constant [5 x i8] c"Twin\00"
@S.name = private unnamed_addr constant [2 x i8] c"S\00"
@CS.name = private unnamed_addr constant [3 x i8] c"CS\00"

define void @main(<2 x float> %uv, <3 x float> %uvw, <2 x i32> %off, float %lod, float %cmp) #0 {
  %i = call target("dx.Texture", <4 x i32>, 0, 0, 1, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4i32_0_0_1_2t(i32 0, i32 0, i32 1, i32 0, ptr @I.name)
  %t = call target("dx.Texture", <4 x float>, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_2t(i32 0, i32 1, i32 1, i32 0, ptr @T.name)
  %c = call target("dx.Texture", <4 x float>, 0, 0, 0, 5) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_5t(i32 0, i32 2, i32 1, i32 0, ptr @C.name)
  %s = call target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32 0, i32 0, i32 1, i32 0, ptr @S.name)
  %a = call <4 x i32> @llvm.dx.resource.sample.v4i32.tdx.Texture_v4i32_0_0_1_2t.tdx.Sampler_0t.v2f32.v2i32(target("dx.Texture", <4 x i32>, 0, 0, 1, 2) %i, target("dx.Sampler", 0) %s, <2 x float> %uv, <2 x i32> zeroinitializer)
  %b = call <4 x float> @llvm.dx.resource.samplelevel.v4f32.tdx.Texture_v4f32_0_0_0_2t.tdx.Sampler_0t.v2f32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 2) %t, target("dx.Sampler", 0) %s, <2 x float> %uv, float %lod, <2 x i32> %off)
  %d = call <4 x float> @llvm.dx.resource.samplelevel.v4f32.tdx.Texture_v4f32_0_0_0_5t.tdx.Sampler_0t.v3f32.v3i32(target("dx.Texture", <4 x float>, 0, 0, 0, 5) %c, target("dx.Sampler", 0) %s, <3 x float> %uvw, float %lod, <3 x i32> <i32 0, i32 1, i32 0>)
  %id = call i32 @llvm.spv.flattened.thread.id.in.group()
  ret void
}

define float @helper(<2 x float> %uv, float %cmp, float %lod) {
  %shadow = call target("dx.Texture", float, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_f32_0_0_0_2t(i32 0, i32 5, i32 1, i32 0, ptr @Shadow.name)
  %twin = call target("dx.Texture", float, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_f32_0_0_0_2t(i32 0, i32 5, i32 1, i32 0, ptr @Twin.name)
  %cs = call target("dx.Sampler", 1) @llvm.dx.resource.handlefrombinding.tdx.Sampler_1t(i32 0, i32 1, i32 1, i32 0, ptr @CS.name)
  %e = call float @llvm.dx.resource.samplecmplevel.f32.tdx.Texture_f32_0_0_0_2t.tdx.Sampler_1t.v2f32.v2i32(target("dx.Texture", float, 0, 0, 0, 2) %shadow, target("dx.Sampler", 1) %cs, <2 x float> %uv, float %cmp, float %lod, <2 x i32> zeroinitializer)
  %f = call float @llvm.dx.resource.samplecmplevelzero.f32.tdx.Texture_f32_0_0_0_2t.tdx.Sampler_1t.v2f32.v2i32(target("dx.Texture", float, 0, 0, 0, 2) %twin, target("dx.Sampler", 1) %cs, <2 x float> %uv, float %cmp, <2 x i32> zeroinitializer)
  %sum = fadd float %e, %f
  ret float %sum
}

declare target("dx.Texture", <4 x i32>, 0, 0, 1, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4i32_0_0_1_2t(i32, i32, i32, i32, ptr)
declare target("dx.Texture", <4 x float>, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_2t(i32, i32, i32, i32, ptr)
declare target("dx.Texture", <4 x float>, 0, 0, 0, 5) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_5t(i32, i32, i32, i32, ptr)
declare target("dx.Texture", float, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_f32_0_0_0_2t(i32, i32, i32, i32, ptr)
declare target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32, i32, i32, i32, ptr)
declare target("dx.Sampler", 1) @llvm.dx.resource.handlefrombinding.tdx.Sampler_1t(i32, i32, i32, i32, ptr)
declare <4 x i32> @llvm.dx.resource.sample.v4i32.tdx.Texture_v4i32_0_0_1_2t.tdx.Sampler_0t.v2f32.v2i32(target("dx.Texture", <4 x i32>, 0, 0, 1, 2), target("dx.Sampler", 0), <2 x float>, <2 x i32>)
declare <4 x float> @llvm.dx.resource.samplelevel.v4f32.tdx.Texture_v4f32_0_0_0_2t.tdx.Sampler_0t.v2f32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 2), target("dx.Sampler", 0), <2 x float>, float, <2 x i32>)
declare <4 x float> @llvm.dx.resource.samplelevel.v4f32.tdx.Texture_v4f32_0_0_0_5t.tdx.Sampler_0t.v3f32.v3i32(target("dx.Texture", <4 x float>, 0, 0, 0, 5), target("dx.Sampler", 0), <3 x float>, float, <3 x i32>)
declare float @llvm.dx.resource.samplecmplevel.f32.tdx.Texture_f32_0_0_0_2t.tdx.Sampler_1t.v2f32.v2i32(target("dx.Texture", float, 0, 0, 0, 2), target("dx.Sampler", 1), <2 x float>, float, float, <2 x i32>)
declare float @llvm.dx.resource.samplecmplevelzero.f32.tdx.Texture_f32_0_0_0_2t.tdx.Sampler_1t.v2f32.v2i32(target("dx.Texture", float, 0, 0, 0, 2), target("dx.Sampler", 1), <2 x float>, float, <2 x i32>)
declare i32 @llvm.spv.flattened.thread.id.in.group()

attributes #0 = { "hlsl.shader"="pixel" }
