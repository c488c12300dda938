; DXIL.md, rules: no compare ops on Texture3D (SampleCmp, SampleCmpLevelZero,
; SampleCmpLevel), even at SM 6.7. Only the compare calls are reported: their
; handles are plain SSA values feeding texture intrinsics.
;
; RUN: not %opt -load-pass-plugin=%plugin -passes=texel-dxil -disable-output %s 2>&1 | FileCheck %s --implicit-check-not=texel-dxil:
;
; Exactly these diagnostics, nothing else from texel-dxil:
; CHECK: error: texel-dxil: in function 'main': '%a = call float @llvm.dx.resource.samplecmp.f32.tdx.Texture_f32_0_0_0_4t.tdx.Sampler_1t.v3f32.v3i32(target("dx.Texture", float, 0, 0, 0, 4) %v, target("dx.Sampler", 1) %cs, <3 x float> %uvw, float %cmp, <3 x i32> zeroinitializer)': 'samplecmp' is not supported on a Texture3D<float> handle: it needs a read-only (SRV / sampled) 1D, 1DArray, 2D, 2DArray, Cube or CubeArray texture (no Texture3D, no multisampling)
; CHECK-NEXT: {{^}}texel-dxil: in function 'main': '%b = call float @llvm.dx.resource.samplecmplevelzero.f32.tdx.Texture_f32_0_0_0_4t.tdx.Sampler_1t.v3f32.v3i32(target("dx.Texture", float, 0, 0, 0, 4) %v, target("dx.Sampler", 1) %cs, <3 x float> %uvw, float %cmp, <3 x i32> zeroinitializer)': 'samplecmplevelzero' is not supported on a Texture3D<float> handle: it needs a read-only (SRV / sampled) 1D, 1DArray, 2D, 2DArray, Cube or CubeArray texture (no Texture3D, no multisampling)
; CHECK-NEXT: {{^}}texel-dxil: in function 'main': '%c = call float @llvm.dx.resource.samplecmplevel.f32.tdx.Texture_f32_0_0_0_4t.tdx.Sampler_1t.v3f32.v3i32(target("dx.Texture", float, 0, 0, 0, 4) %v, target("dx.Sampler", 1) %cs, <3 x float> %uvw, float %cmp, float %lod, <3 x i32> zeroinitializer)': 'samplecmplevel' is not supported on a Texture3D<float> handle: it needs a read-only (SRV / sampled) 1D, 1DArray, 2D, 2DArray, Cube or CubeArray texture (no Texture3D, no multisampling)

target triple = "dxil-pc-shadermodel6.7-pixel"

@V.name = private unnamed_addr constant [2 x i8] c"V\00"
@CS.name = private unnamed_addr constant [3 x i8] c"CS\00"

define void @main(<3 x float> %uvw, float %cmp, float %lod) #0 {
  %v = call target("dx.Texture", float, 0, 0, 0, 4) @llvm.dx.resource.handlefrombinding.tdx.Texture_f32_0_0_0_4t(i32 0, i32 0, i32 1, i32 0, ptr @V.name)
  %cs = call target("dx.Sampler", 1) @llvm.dx.resource.handlefrombinding.tdx.Sampler_1t(i32 0, i32 0, i32 1, i32 0, ptr @CS.name)
  %a = call float @llvm.dx.resource.samplecmp.f32.tdx.Texture_f32_0_0_0_4t.tdx.Sampler_1t.v3f32.v3i32(target("dx.Texture", float, 0, 0, 0, 4) %v, target("dx.Sampler", 1) %cs, <3 x float> %uvw, float %cmp, <3 x i32> zeroinitializer)
  %b = call float @llvm.dx.resource.samplecmplevelzero.f32.tdx.Texture_f32_0_0_0_4t.tdx.Sampler_1t.v3f32.v3i32(target("dx.Texture", float, 0, 0, 0, 4) %v, target("dx.Sampler", 1) %cs, <3 x float> %uvw, float %cmp, <3 x i32> zeroinitializer)
  %c = call float @llvm.dx.resource.samplecmplevel.f32.tdx.Texture_f32_0_0_0_4t.tdx.Sampler_1t.v3f32.v3i32(target("dx.Texture", float, 0, 0, 0, 4) %v, target("dx.Sampler", 1) %cs, <3 x float> %uvw, float %cmp, float %lod, <3 x i32> zeroinitializer)
  ret void
}

declare target("dx.Texture", float, 0, 0, 0, 4) @llvm.dx.resource.handlefrombinding.tdx.Texture_f32_0_0_0_4t(i32, i32, i32, i32, ptr)
declare target("dx.Sampler", 1) @llvm.dx.resource.handlefrombinding.tdx.Sampler_1t(i32, i32, i32, i32, ptr)
declare float @llvm.dx.resource.samplecmp.f32.tdx.Texture_f32_0_0_0_4t.tdx.Sampler_1t.v3f32.v3i32(target("dx.Texture", float, 0, 0, 0, 4), target("dx.Sampler", 1), <3 x float>, float, <3 x i32>)
declare float @llvm.dx.resource.samplecmplevelzero.f32.tdx.Texture_f32_0_0_0_4t.tdx.Sampler_1t.v3f32.v3i32(target("dx.Texture", float, 0, 0, 0, 4), target("dx.Sampler", 1), <3 x float>, float, <3 x i32>)
declare float @llvm.dx.resource.samplecmplevel.f32.tdx.Texture_f32_0_0_0_4t.tdx.Sampler_1t.v3f32.v3i32(target("dx.Texture", float, 0, 0, 0, 4), target("dx.Sampler", 1), <3 x float>, float, float, <3 x i32>)

attributes #0 = { "hlsl.shader"="pixel" }
