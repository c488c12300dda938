; texel-dxil lowers llvm.dx.resource.texturesamplepos (Texture2DMS /
; Texture2DMSArray GetSamplePosition(s)) to Texture2DMSGetSamplePosition (op 75):
;   %dx.types.SamplePos @dx.op.texture2DMSGetSamplePosition(i32 75, handle, i32 sampleIndex)
; and the <2 x float> result comes from extractvalue 0 and 1 of the SamplePos
; (DXIL.md, "Results").
;
; RUN: %opt -load-pass-plugin=%plugin -passes=texel-dxil,texel-dxil-verify-ops -S %s | FileCheck %s
; RUN: %opt -load-pass-plugin=%plugin -passes=texel-dxil,texel-dxil-verify-ops -S %s | FileCheck %s --check-prefix=NODX
; NODX-NOT: llvm.dx.

target triple = "dxil-pc-shadermodel6.6-compute"

@MS.name = private unnamed_addr constant [3 x i8] c"MS\00"
@MSA.name = private unnamed_addr constant [4 x i8] c"MSA\00"

@out.f32 = global float 0.000000e+00, align 4
@out.v2f32 = global <2 x float> zeroinitializer, align 8

; Texture2DMS<float4, 4> MS : register(t0); the whole position is stored: the
; vector is rebuilt from fields 0 and 1.
; CHECK-LABEL: define void @position_2dms(i32 %s) {
; CHECK-NEXT: [[B:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind zeroinitializer, i32 0, i1 false)
; CHECK-NEXT: [[H:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B]], %dx.types.ResourceProperties { i32 3, i32 263177 })
; CHECK-NEXT: [[P:%.*]] = call %dx.types.SamplePos @dx.op.texture2DMSGetSamplePosition(i32 75, %dx.types.Handle [[H]], i32 %s)
; CHECK-NEXT: [[X:%.*]] = extractvalue %dx.types.SamplePos [[P]], 0
; CHECK-NEXT: [[V0:%.*]] = insertelement <2 x float> poison, float [[X]], i32 0
; CHECK-NEXT: [[Y:%.*]] = extractvalue %dx.types.SamplePos [[P]], 1
; CHECK-NEXT: [[V1:%.*]] = insertelement <2 x float> [[V0]], float [[Y]], i32 1
; CHECK-NEXT: store <2 x float> [[V1]], ptr @out.v2f32, align 8
; CHECK-NEXT: ret void
define void @position_2dms(i32 %s) {
  %h = call target("dx.MSTexture", <4 x float>, 0, 4, 0, 3) @llvm.dx.resource.handlefrombinding.tdx.MSTexture_v4f32_0_4_0_3t(i32 0, i32 0, i32 1, i32 0, ptr @MS.name)
  %p = call <2 x float> @llvm.dx.resource.texturesamplepos.v2f32.tdx.MSTexture_v4f32_0_4_0_3t(target("dx.MSTexture", <4 x float>, 0, 4, 0, 3) %h, i32 %s)
  store <2 x float> %p, ptr @out.v2f32, align 8
  ret void
}

; Texture2DMSArray<int4, 8> MSA : register(t1); a constant sample index; lanes
; used one by one become the fields directly.
; Properties {Texture2DMSArray = 8, I32 4 | 4 << 8 | 8 << 16 = 525316}.
; CHECK-LABEL: define void @position_2dmsarray() {
; CHECK-NEXT: [[B:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 1, i32 1, i32 0, i8 0 }, i32 1, i1 false)
; CHECK-NEXT: [[H:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B]], %dx.types.ResourceProperties { i32 8, i32 525316 })
; CHECK-NEXT: [[P:%.*]] = call %dx.types.SamplePos @dx.op.texture2DMSGetSamplePosition(i32 75, %dx.types.Handle [[H]], i32 5)
; CHECK-DAG: [[X:%.*]] = extractvalue %dx.types.SamplePos [[P]], 0
; CHECK-DAG: [[Y:%.*]] = extractvalue %dx.types.SamplePos [[P]], 1
; CHECK: [[SUM:%.*]] = fadd float [[X]], [[Y]]
; CHECK-NEXT: store float [[SUM]], ptr @out.f32, align 4
; CHECK-NEXT: ret void
define void @position_2dmsarray() {
  %h = call target("dx.MSTexture", <4 x i32>, 0, 8, 1, 8) @llvm.dx.resource.handlefrombinding.tdx.MSTexture_v4i32_0_8_1_8t(i32 0, i32 1, i32 1, i32 0, ptr @MSA.name)
  %p = call <2 x float> @llvm.dx.resource.texturesamplepos.v2f32.tdx.MSTexture_v4i32_0_8_1_8t(target("dx.MSTexture", <4 x i32>, 0, 8, 1, 8) %h, i32 5)
  %x = extractelement <2 x float> %p, i32 0
  %y = extractelement <2 x float> %p, i32 1
  %sum = fadd float %x, %y
  store float %sum, ptr @out.f32, align 4
  ret void
}

; CHECK: declare %dx.types.SamplePos @dx.op.texture2DMSGetSamplePosition(i32, %dx.types.Handle, i32)

declare target("dx.MSTexture", <4 x float>, 0, 4, 0, 3) @llvm.dx.resource.handlefrombinding.tdx.MSTexture_v4f32_0_4_0_3t(i32, i32, i32, i32, ptr)
declare target("dx.MSTexture", <4 x i32>, 0, 8, 1, 8) @llvm.dx.resource.handlefrombinding.tdx.MSTexture_v4i32_0_8_1_8t(i32, i32, i32, i32, ptr)
declare <2 x float> @llvm.dx.resource.texturesamplepos.v2f32.tdx.MSTexture_v4f32_0_4_0_3t(target("dx.MSTexture", <4 x float>, 0, 4, 0, 3), i32)
declare <2 x float> @llvm.dx.resource.texturesamplepos.v2f32.tdx.MSTexture_v4i32_0_8_1_8t(target("dx.MSTexture", <4 x i32>, 0, 8, 1, 8), i32)
