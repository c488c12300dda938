; texel-verify-intrinsics reports every malformed texture intrinsic call of a
; module at once, exits non-zero without crashing, and prints each violation
; with the function, the instruction and the rule.
; RUN: not %opt -load-pass-plugin=%plugin -passes=texel-verify-intrinsics -disable-output %s 2>&1 | FileCheck %s
; The CLI runs the same pass in-process and reports the same lines.
; RUN: not %texel opt -p texel-verify-intrinsics %s 2>&1 | FileCheck %s --check-prefix=CLI

@Tex.name = private unnamed_addr constant [4 x i8] c"Tex\00"

; Wrong operand count: sample without its offset operand.
; CHECK: error: texel-verify-intrinsics: in function 'count': '%r = call <4 x float> @llvm.dx.resource.sample.v4f32(target("dx.Texture", <4 x float>, 0, 0, 0, 2) %t, target("dx.Sampler", 0) %s, <2 x float> zeroinitializer)': call to 'llvm.dx.resource.sample.v4f32' has 3 operands, expected 4 (texture, sampler, coordinate, offset)
define <4 x float> @count() {
  %t = call target("dx.Texture", <4 x float>, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_2t(i32 0, i32 0, i32 1, i32 0, ptr @Tex.name)
  %s = call target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32 0, i32 0, i32 1, i32 0, ptr @Tex.name)
  %r = call <4 x float> @llvm.dx.resource.sample.v4f32(target("dx.Texture", <4 x float>, 0, 0, 0, 2) %t, target("dx.Sampler", 0) %s, <2 x float> zeroinitializer)
  ret <4 x float> %r
}

; Wrong operand type: an integer bias.
; CHECK-NEXT: texel-verify-intrinsics: in function 'types': '%r = call {{.*}}': operand 4 (bias) of 'llvm.dx.resource.samplebias.v4f32' must be float, found i32
define <4 x float> @types() {
  %t = call target("dx.Texture", <4 x float>, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_2t(i32 0, i32 0, i32 1, i32 0, ptr @Tex.name)
  %s = call target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32 0, i32 0, i32 1, i32 0, ptr @Tex.name)
  %r = call <4 x float> @llvm.dx.resource.samplebias.v4f32(target("dx.Texture", <4 x float>, 0, 0, 0, 2) %t, target("dx.Sampler", 0) %s, <2 x float> zeroinitializer, i32 1, <2 x i32> zeroinitializer)
  ret <4 x float> %r
}

; Wrong handle kind: gather on a Texture3D; load.ms on a non-multisampled texture;
; a sampler where the texture belongs.
; CHECK-NEXT: texel-verify-intrinsics: in function 'kinds': '%g = call {{.*}}': 'gather' is not supported on a Texture3D<float4> handle: it needs a read-only (SRV / sampled) 2D, 2DArray, Cube or CubeArray texture
; CHECK-NEXT: texel-verify-intrinsics: in function 'kinds': '%m = call {{.*}}': 'load.ms' is not supported on a Texture2D<float4> handle: it needs a Texture2DMS or Texture2DMSArray
; CHECK-NEXT: texel-verify-intrinsics: in function 'kinds': '%x = call {{.*}}': operand 1 (resource) of 'llvm.dx.resource.getdimensions.xy' must be a texture or resource handle (target("dx.…"), not a sampler), found target("dx.Sampler", 0)
define void @kinds() {
  %volume = call target("dx.Texture", <4 x float>, 0, 0, 0, 4) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_4t(i32 0, i32 0, i32 1, i32 0, ptr @Tex.name)
  %flat = call target("dx.Texture", <4 x float>, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_2t(i32 0, i32 0, i32 1, i32 0, ptr @Tex.name)
  %s = call target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32 0, i32 0, i32 1, i32 0, ptr @Tex.name)
  %g = call <4 x float> @llvm.dx.resource.gather.v4f32(target("dx.Texture", <4 x float>, 0, 0, 0, 4) %volume, target("dx.Sampler", 0) %s, <3 x float> zeroinitializer, i32 0, <3 x i32> zeroinitializer)
  %m = call <4 x float> @llvm.dx.resource.load.ms.v4f32(target("dx.Texture", <4 x float>, 0, 0, 0, 2) %flat, <2 x i32> zeroinitializer, i32 0, <2 x i32> zeroinitializer)
  %x = call <2 x i32> @llvm.dx.resource.getdimensions.xy(target("dx.Sampler", 0) %s)
  ret void
}

; Wrong sampler type: a comparison sampler for plain sampling.
; CHECK-NEXT: texel-verify-intrinsics: in function 'samplers': '%r = call {{.*}}': 'samplelevel' needs a SamplerState, but operand 2 (sampler) is a SamplerComparisonState (target("dx.Sampler", 1))
define <4 x float> @samplers() {
  %t = call target("dx.Texture", <4 x float>, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_2t(i32 0, i32 0, i32 1, i32 0, ptr @Tex.name)
  %cmp = call target("dx.Sampler", 1) @llvm.dx.resource.handlefrombinding.tdx.Sampler_1t(i32 0, i32 0, i32 1, i32 0, ptr @Tex.name)
  %r = call <4 x float> @llvm.dx.resource.samplelevel.v4f32(target("dx.Texture", <4 x float>, 0, 0, 0, 2) %t, target("dx.Sampler", 1) %cmp, <2 x float> zeroinitializer, float 0.0, <2 x i32> zeroinitializer)
  ret <4 x float> %r
}

; Widths and element types; several violations of one call are all reported.
; CHECK-NEXT: texel-verify-intrinsics: in function 'widths': '%r = call {{.*}}': operand 3 (coordinate) of 'samplegrad' on a TextureCube must have 3 components, found <2 x float>
; CHECK-NEXT: texel-verify-intrinsics: in function 'widths': '%r = call {{.*}}': operand 5 (ddy) of 'samplegrad' on a TextureCube must have 3 components, found <2 x float>
; CHECK-NEXT: texel-verify-intrinsics: in function 'widths': '%r = call {{.*}}': result of 'samplegrad' must be the element type of TextureCube<floatN> (a scalar or vector of float), found <4 x i32>
; CHECK-NEXT: texel-verify-intrinsics: in function 'widths': '%c = call {{.*}}': 'samplecmp' compares texels, so it needs a texture of floating-point elements, but Texture2D<uintN> holds 'uint'
define void @widths(target("spirv.Image", float, 3, 2, 0, 0, 1, 0) %cube, target("spirv.Image", i32, 1, 2, 0, 0, 1, 0) %uints, target("spirv.Sampler") %s) {
  %r = call <4 x i32> @llvm.spv.resource.samplegrad.v4i32(target("spirv.Image", float, 3, 2, 0, 0, 1, 0) %cube, target("spirv.Sampler") %s, <2 x float> zeroinitializer, <3 x float> zeroinitializer, <2 x float> zeroinitializer, <3 x i32> zeroinitializer)
  %c = call float @llvm.spv.resource.samplecmp.f32(target("spirv.Image", i32, 1, 2, 0, 0, 1, 0) %uints, target("spirv.Sampler") %s, <2 x float> zeroinitializer, float 0.5, <2 x i32> zeroinitializer)
  ret void
}

; An invalid handle type parameter: dx.Texture with the multisampled kind 3.
; CHECK-NEXT: texel-verify-intrinsics: in function 'handles': '%h = call {{.*}}': result: invalid handle type target("dx.Texture", <4 x float>, 0, 0, 0, 3): Kind 3 (Texture2DMS) is not a dx.Texture kind
define void @handles() {
  %h = call target("dx.Texture", <4 x float>, 0, 0, 0, 3) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_3t(i32 0, i32 0, i32 1, i32 0, ptr @Tex.name)
  ret void
}
; CHECK-NOT: texel-verify-intrinsics

; CLI: texel: error: texel-verify-intrinsics: in function 'count':
; CLI: texel: error: texel-verify-intrinsics: in function 'handles':

declare <4 x float> @llvm.dx.resource.sample.v4f32(target("dx.Texture", <4 x float>, 0, 0, 0, 2), target("dx.Sampler", 0), <2 x float>)
declare <4 x float> @llvm.dx.resource.samplebias.v4f32(target("dx.Texture", <4 x float>, 0, 0, 0, 2), target("dx.Sampler", 0), <2 x float>, i32, <2 x i32>)
declare <4 x float> @llvm.dx.resource.gather.v4f32(target("dx.Texture", <4 x float>, 0, 0, 0, 4), target("dx.Sampler", 0), <3 x float>, i32, <3 x i32>)
declare <4 x float> @llvm.dx.resource.load.ms.v4f32(target("dx.Texture", <4 x float>, 0, 0, 0, 2), <2 x i32>, i32, <2 x i32>)
declare <2 x i32> @llvm.dx.resource.getdimensions.xy(target("dx.Sampler", 0))
declare <4 x float> @llvm.dx.resource.samplelevel.v4f32(target("dx.Texture", <4 x float>, 0, 0, 0, 2), target("dx.Sampler", 1), <2 x float>, float, <2 x i32>)
declare <4 x i32> @llvm.spv.resource.samplegrad.v4i32(target("spirv.Image", float, 3, 2, 0, 0, 1, 0), target("spirv.Sampler"), <2 x float>, <3 x float>, <2 x float>, <3 x i32>)
declare float @llvm.spv.resource.samplecmp.f32(target("spirv.Image", i32, 1, 2, 0, 0, 1, 0), target("spirv.Sampler"), <2 x float>, float, <2 x i32>)
declare target("dx.Texture", <4 x float>, 0, 0, 0, 3) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_3t(i32, i32, i32, i32, ptr)
declare target("dx.Texture", <4 x float>, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_2t(i32, i32, i32, i32, ptr)
declare target("dx.Texture", <4 x float>, 0, 0, 0, 4) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_4t(i32, i32, i32, i32, ptr)
declare target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32, i32, i32, i32, ptr)
declare target("dx.Sampler", 1) @llvm.dx.resource.handlefrombinding.tdx.Sampler_1t(i32, i32, i32, i32, ptr)
