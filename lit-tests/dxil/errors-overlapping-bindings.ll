; DXIL.md, "Handles": overlapping explicit bindings are an error naming both
; resources. Arr (t0..t3) and B (t2) overlap; C and D both take u0. E (t2 in
; space 1) and S (s2, another class) overlap nothing.
;
; RUN: not %opt -load-pass-plugin=%plugin -passes=texel-dxil -disable-output %s 2>&1 | FileCheck %s --implicit-check-not=texel-dxil:
;
; Exactly these diagnostics, nothing else from texel-dxil:
; CHECK: error: texel-dxil: resources 'Arr' and 'B' overlap: 'Arr' (Texture2D<float4>) binds t0..t3 in space 0, 'B' (Texture2D<float4>) binds t2 in space 0
; CHECK-NEXT: {{^}}texel-dxil: resources 'C' and 'D' overlap: 'C' (RWTexture2D<float4>) binds u0 in space 0, 'D' (RWTexture2D<float>) binds u0 in space 0

target triple = "dxil-pc-shadermodel6.6-compute"

@Arr.name = private unnamed_addr constant [4 x i8] c"Arr\00"
@B.name = private unnamed_addr constant [2 x i8] c"B\00"
@C.name = private unnamed_addr constant [2 x i8] c"C\00"
@D.name = private unnamed_addr constant [2 x i8] c"D\00"
@E.name = private unnamed_addr constant [2 x i8] c"E\00"
@S.name = private unnamed_addr constant [2 x i8] c"S\00"

define void @main(i32 %i) #0 {
  %arr = call target("dx.Texture", <4 x float>, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_2t(i32 0, i32 0, i32 4, i32 %i, ptr @Arr.name)
  %b = call target("dx.Texture", <4 x float>, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_2t(i32 0, i32 2, i32 1, i32 0, ptr @B.name)
  %c = call target("dx.Texture", <4 x float>, 1, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_1_0_0_2t(i32 0, i32 0, i32 1, i32 0, ptr @C.name)
  %d = call target("dx.Texture", float, 1, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_f32_1_0_0_2t(i32 0, i32 0, i32 1, i32 0, ptr @D.name)
  %e = call target("dx.Texture", <4 x float>, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_2t(i32 1, i32 2, i32 1, i32 0, ptr @E.name)
  %s = call target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32 0, i32 2, i32 1, i32 0, ptr @S.name)
  %d0 = call <2 x i32> @llvm.dx.resource.getdimensions.xy.tdx.Texture_v4f32_0_0_0_2t(target("dx.Texture", <4 x float>, 0, 0, 0, 2) %arr)
  %d1 = call <2 x i32> @llvm.dx.resource.getdimensions.xy.tdx.Texture_v4f32_0_0_0_2t(target("dx.Texture", <4 x float>, 0, 0, 0, 2) %b)
  %d2 = call <2 x i32> @llvm.dx.resource.getdimensions.xy.tdx.Texture_v4f32_1_0_0_2t(target("dx.Texture", <4 x float>, 1, 0, 0, 2) %c)
  %d3 = call <2 x i32> @llvm.dx.resource.getdimensions.xy.tdx.Texture_f32_1_0_0_2t(target("dx.Texture", float, 1, 0, 0, 2) %d)
  %l = call <4 x float> @llvm.dx.resource.samplelevel.v4f32.tdx.Texture_v4f32_0_0_0_2t.tdx.Sampler_0t.v2f32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 2) %e, target("dx.Sampler", 0) %s, <2 x float> zeroinitializer, float 0.0, <2 x i32> zeroinitializer)
  ret void
}

declare target("dx.Texture", <4 x float>, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_2t(i32, i32, i32, i32, ptr)
declare target("dx.Texture", <4 x float>, 1, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_1_0_0_2t(i32, i32, i32, i32, ptr)
declare target("dx.Texture", float, 1, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_f32_1_0_0_2t(i32, i32, i32, i32, ptr)
declare target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32, i32, i32, i32, ptr)
declare <2 x i32> @llvm.dx.resource.getdimensions.xy.tdx.Texture_v4f32_0_0_0_2t(target("dx.Texture", <4 x float>, 0, 0, 0, 2))
declare <2 x i32> @llvm.dx.resource.getdimensions.xy.tdx.Texture_v4f32_1_0_0_2t(target("dx.Texture", <4 x float>, 1, 0, 0, 2))
declare <2 x i32> @llvm.dx.resource.getdimensions.xy.tdx.Texture_f32_1_0_0_2t(target("dx.Texture", float, 1, 0, 0, 2))
declare <4 x float> @llvm.dx.resource.samplelevel.v4f32.tdx.Texture_v4f32_0_0_0_2t.tdx.Sampler_0t.v2f32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 2), target("dx.Sampler", 0), <2 x float>, float, <2 x i32>)

attributes #0 = { "hlsl.numthreads"="8,8,1" "hlsl.shader"="compute" }
