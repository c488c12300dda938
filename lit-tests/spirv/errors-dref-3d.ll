; SPIRV.md, "Rules": no Dref operations on 3D images. SampleCmp,
; SampleCmpLevelZero and SampleCmpLevel on a Texture3D are rejected by the
; catalogue rules (texel-verify-intrinsics' checks, which texel-spirv runs
; first), one diagnostic per call and nothing else: the handles are plain SSA
; values feeding texture intrinsics, so no follow-up "cannot lower" diagnostic
; about them is expected. A SampleCmp on a Texture2DArray (%ok) is fine.
;
; RUN: not %opt -load-pass-plugin=%plugin -passes=texel-spirv -disable-output %s 2>&1 | FileCheck %s --implicit-check-not=texel-spirv:
;
; Exactly these diagnostics, nothing else from texel-spirv:
; CHECK: error: texel-spirv: in function 'main': '%a = call float @llvm.spv.resource.samplecmp.f32.tspirv.Image_f32_2_2_0_0_1_0t.tspirv.Samplert.v3f32.v3i32(target("spirv.Image", float, 2, 2, 0, 0, 1, 0) %v, target("spirv.Sampler") %s, <3 x float> %uvw, float %cmp, <3 x i32> zeroinitializer)': 'samplecmp' is not supported on a Texture3D<floatN> handle: it needs a read-only (SRV / sampled) 1D, 1DArray, 2D, 2DArray, Cube or CubeArray texture (no Texture3D, no multisampling)
; CHECK-NEXT: {{^}}texel-spirv: in function 'main': '%b = call float @llvm.spv.resource.samplecmplevelzero.f32.tspirv.Image_f32_2_2_0_0_1_0t.tspirv.Samplert.v3f32.v3i32(target("spirv.Image", float, 2, 2, 0, 0, 1, 0) %v, target("spirv.Sampler") %s, <3 x float> %uvw, float %cmp, <3 x i32> zeroinitializer)': 'samplecmplevelzero' is not supported on a Texture3D<floatN> handle: it needs a read-only (SRV / sampled) 1D, 1DArray, 2D, 2DArray, Cube or CubeArray texture (no Texture3D, no multisampling)
; CHECK-NEXT: {{^}}texel-spirv: in function 'main': '%c = call float @llvm.spv.resource.samplecmplevel.f32.tspirv.Image_f32_2_2_0_0_1_0t.tspirv.Samplert.v3f32.v3i32(target("spirv.Image", float, 2, 2, 0, 0, 1, 0) %v, target("spirv.Sampler") %s, <3 x float> %uvw, float %cmp, float %lod, <3 x i32> zeroinitializer)': 'samplecmplevel' is not supported on a Texture3D<floatN> handle: it needs a read-only (SRV / sampled) 1D, 1DArray, 2D, 2DArray, Cube or CubeArray texture (no Texture3D, no multisampling)

target triple = "spirv-unknown-vulkan1.3-pixel"

@V.name = private unnamed_addr constant [2 x i8] c"V\00"
@T.name = private unnamed_addr constant [2 x i8] c"T\00"
@S.name = private unnamed_addr constant [2 x i8] c"S\00"

define void @main(<3 x float> %uvw, float %cmp, float %lod) #0 {
  %v = call target("spirv.Image", float, 2, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_2_2_0_0_1_0t(i32 0, i32 0, i32 1, i32 0, ptr @V.name)
  %t = call target("spirv.Image", float, 1, 2, 1, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_1_0_1_0t(i32 0, i32 1, i32 1, i32 0, ptr @T.name)
  %s = call target("spirv.Sampler") @llvm.spv.resource.handlefrombinding.tspirv.Samplert(i32 0, i32 2, i32 1, i32 0, ptr @S.name)
  %a = call float @llvm.spv.resource.samplecmp.f32.tspirv.Image_f32_2_2_0_0_1_0t.tspirv.Samplert.v3f32.v3i32(target("spirv.Image", float, 2, 2, 0, 0, 1, 0) %v, target("spirv.Sampler") %s, <3 x float> %uvw, float %cmp, <3 x i32> zeroinitializer)
  %b = call float @llvm.spv.resource.samplecmplevelzero.f32.tspirv.Image_f32_2_2_0_0_1_0t.tspirv.Samplert.v3f32.v3i32(target("spirv.Image", float, 2, 2, 0, 0, 1, 0) %v, target("spirv.Sampler") %s, <3 x float> %uvw, float %cmp, <3 x i32> zeroinitializer)
  %c = call float @llvm.spv.resource.samplecmplevel.f32.tspirv.Image_f32_2_2_0_0_1_0t.tspirv.Samplert.v3f32.v3i32(target("spirv.Image", float, 2, 2, 0, 0, 1, 0) %v, target("spirv.Sampler") %s, <3 x float> %uvw, float %cmp, float %lod, <3 x i32> zeroinitializer)
  %ok = call float @llvm.spv.resource.samplecmp.f32.tspirv.Image_f32_1_2_1_0_1_0t.tspirv.Samplert.v3f32.v2i32(target("spirv.Image", float, 1, 2, 1, 0, 1, 0) %t, target("spirv.Sampler") %s, <3 x float> %uvw, float %cmp, <2 x i32> zeroinitializer)
  ret void
}

declare target("spirv.Image", float, 2, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_2_2_0_0_1_0t(i32, i32, i32, i32, ptr)
declare target("spirv.Image", float, 1, 2, 1, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_1_0_1_0t(i32, i32, i32, i32, ptr)
declare target("spirv.Sampler") @llvm.spv.resource.handlefrombinding.tspirv.Samplert(i32, i32, i32, i32, ptr)
declare float @llvm.spv.resource.samplecmp.f32.tspirv.Image_f32_2_2_0_0_1_0t.tspirv.Samplert.v3f32.v3i32(target("spirv.Image", float, 2, 2, 0, 0, 1, 0), target("spirv.Sampler"), <3 x float>, float, <3 x i32>)
declare float @llvm.spv.resource.samplecmplevelzero.f32.tspirv.Image_f32_2_2_0_0_1_0t.tspirv.Samplert.v3f32.v3i32(target("spirv.Image", float, 2, 2, 0, 0, 1, 0), target("spirv.Sampler"), <3 x float>, float, <3 x i32>)
declare float @llvm.spv.resource.samplecmplevel.f32.tspirv.Image_f32_2_2_0_0_1_0t.tspirv.Samplert.v3f32.v3i32(target("spirv.Image", float, 2, 2, 0, 0, 1, 0), target("spirv.Sampler"), <3 x float>, float, float, <3 x i32>)
declare float @llvm.spv.resource.samplecmp.f32.tspirv.Image_f32_1_2_1_0_1_0t.tspirv.Samplert.v3f32.v2i32(target("spirv.Image", float, 1, 2, 1, 0, 1, 0), target("spirv.Sampler"), <3 x float>, float, <2 x i32>)

attributes #0 = { "hlsl.shader"="pixel" }
