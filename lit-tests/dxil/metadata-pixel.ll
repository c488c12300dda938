; Module metadata of a pixel shader at SM 6.0 (DXIL.md, "Module metadata"):
; !dx.shaderModel says "ps", !dx.version 1.0, and the entry has no
; numthreads, so its property slot is null. The resource lists carry no UAVs
; and no CBVs (null), and record ids match the createHandle operands.
;
; RUN: %opt -load-pass-plugin=%plugin -passes=texel-dxil,texel-dxil-verify -S %s | FileCheck %s
; RUN: %opt -load-pass-plugin=%plugin -passes=texel-dxil,texel-dxil-verify -S %s | FileCheck %s --check-prefix=NODX
; NODX-NOT: llvm.dx.

target triple = "dxil-pc-shadermodel6.0-pixel"

@Tex.name = private unnamed_addr constant [4 x i8] c"Tex\00"
@Samp.name = private unnamed_addr constant [5 x i8] c"Samp\00"

@out.f32 = global float 0.000000e+00, align 4

;   Texture2D<float4> Tex : register(t3, space4);
;   SamplerState Samp : register(s2);
; CHECK-LABEL: define void @main() #0 {
; CHECK-NEXT: [[TEX:%.*]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 0, i32 3, i1 false)
; CHECK-NEXT: [[SAMP:%.*]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 3, i32 0, i32 2, i1 false)
; CHECK-NEXT: [[R:%.*]] = call %dx.types.ResRet.f32 @dx.op.sampleLevel.f32(i32 62, %dx.types.Handle [[TEX]], %dx.types.Handle [[SAMP]], float 5.000000e-01, float 2.500000e-01, float undef, float undef, i32 undef, i32 undef, i32 undef, float 1.000000e+00)
; CHECK-NEXT: [[X:%.*]] = extractvalue %dx.types.ResRet.f32 [[R]], 0
; CHECK-NEXT: store float [[X]], ptr @out.f32, align 4
; CHECK-NEXT: ret void

; CHECK: !dx.resources = !{[[RES:![0-9]+]]}
; CHECK-NEXT: !dx.entryPoints = !{[[ENTRY:![0-9]+]]}
; CHECK-NEXT: !dx.shaderModel = !{[[SM:![0-9]+]]}
; CHECK-NEXT: !dx.version = !{[[VER:![0-9]+]]}
; CHECK-NEXT: !dx.valver = !{[[VALVER:![0-9]+]]}
; CHECK: [[RES]] = !{[[SRVS:![0-9]+]], null, null, [[SMPS:![0-9]+]]}
; CHECK: [[SRVS]] = !{[[RTEX:![0-9]+]]}
; CHECK: [[RTEX]] = !{i32 0, ptr @Tex, !"Tex", i32 4, i32 3, i32 1, i32 2, i32 0, [[F32:![0-9]+]]}
; CHECK: [[F32]] = !{i32 0, i32 9}
; CHECK: [[SMPS]] = !{[[RSAMP:![0-9]+]]}
; CHECK: [[RSAMP]] = !{i32 0, ptr @Samp, !"Samp", i32 0, i32 2, i32 1, i32 0, null}
; CHECK: [[ENTRY]] = !{ptr @main, !"main", null, [[RES]], null}
; CHECK: [[SM]] = !{!"ps", i32 6, i32 0}
; CHECK: [[VER]] = !{i32 1, i32 0}
; CHECK: [[VALVER]] = !{i32 1, i32 8}
define void @main() #0 {
  %tex = call target("dx.Texture", <4 x float>, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_2t(i32 4, i32 3, i32 1, i32 0, ptr @Tex.name)
  %samp = call target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32 0, i32 2, i32 1, i32 0, ptr @Samp.name)
  %r = call <4 x float> @llvm.dx.resource.samplelevel.v4f32.tdx.Texture_v4f32_0_0_0_2t.tdx.Sampler_0t.v2f32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 2) %tex, target("dx.Sampler", 0) %samp, <2 x float> <float 0.5, float 0.25>, float 1.0, <2 x i32> zeroinitializer)
  %x = extractelement <4 x float> %r, i32 0
  store float %x, ptr @out.f32, align 4
  ret void
}

declare target("dx.Texture", <4 x float>, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_2t(i32, i32, i32, i32, ptr)
declare target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32, i32, i32, i32, ptr)
declare <4 x float> @llvm.dx.resource.samplelevel.v4f32.tdx.Texture_v4f32_0_0_0_2t.tdx.Sampler_0t.v2f32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 2), target("dx.Sampler", 0), <2 x float>, float, <2 x i32>) #1

attributes #0 = { "hlsl.shader"="pixel" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(read) }
