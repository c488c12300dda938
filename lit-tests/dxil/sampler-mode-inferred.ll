; clang spells SamplerComparisonState as target("dx.Sampler", 0). A sampler that
; comparisons use is a comparison sampler in DXIL (the validator requires it):
; texel-dxil gives it the comparison properties and sampler type 1.
; RUN: %opt -load-pass-plugin=%plugin -passes=texel-dxil,texel-dxil-verify-ops -S %s | FileCheck %s

target triple = "dxil-pc-shadermodel6.6-pixel"

@Shadow.name = private unnamed_addr constant [7 x i8] c"Shadow\00"
@Cmp.name = private unnamed_addr constant [4 x i8] c"Cmp\00"

; CHECK-LABEL: define float @main(<2 x float> %uv, float %ref)
; CHECK:      [[TEXB:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind zeroinitializer, i32 0, i1 false)
; CHECK-NEXT: [[TEX:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[TEXB]], %dx.types.ResourceProperties { i32 2, i32 265 })
; CHECK-NEXT: [[SMPB:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 3 }, i32 0, i1 false)
; CHECK-NEXT: [[SMP:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[SMPB]], %dx.types.ResourceProperties { i32 32782, i32 0 })
; CHECK:      [[R:%.*]] = call %dx.types.ResRet.f32 @dx.op.sampleCmp.f32(i32 64, %dx.types.Handle [[TEX]], %dx.types.Handle [[SMP]], float [[U:%.*]], float [[V:%.*]], float undef, float undef, i32 undef, i32 undef, i32 undef, float %ref, float undef)
; CHECK-NEXT: [[D:%.*]] = extractvalue %dx.types.ResRet.f32 [[R]], 0
; CHECK-NEXT: ret float [[D]]
define float @main(<2 x float> %uv, float %ref) #0 {
  %tex = call target("dx.Texture", float, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_f32_0_0_0_2t(i32 0, i32 0, i32 1, i32 0, ptr @Shadow.name)
  %cmp = call target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32 0, i32 0, i32 1, i32 0, ptr @Cmp.name)
  %d = call float @llvm.dx.resource.samplecmp.f32(target("dx.Texture", float, 0, 0, 0, 2) %tex, target("dx.Sampler", 0) %cmp, <2 x float> %uv, float %ref, <2 x i32> zeroinitializer)
  ret float %d
}

; The sampler record says comparison (type 1).
; CHECK: !{i32 0, ptr @Cmp, !"Cmp", i32 0, i32 0, i32 1, i32 1, null}

declare target("dx.Texture", float, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_f32_0_0_0_2t(i32, i32, i32, i32, ptr)
declare target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32, i32, i32, i32, ptr)
declare float @llvm.dx.resource.samplecmp.f32(target("dx.Texture", float, 0, 0, 0, 2), target("dx.Sampler", 0), <2 x float>, float, <2 x i32>)

attributes #0 = { "hlsl.shader"="pixel" }
