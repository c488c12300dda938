; cbuffers below shader model 6.6: the CBV handle is createHandle (op 57, i8
; class 2 (CBV), i32 record id, i32 lower bound + index, i1 false), the record
; id the cbuffer's position among the CBV records (sorted by space and
; register: Material b0 is 0, Lights b3 space2 is 1); CBufferLoadLegacy exists
; from DXIL 1.0. Lights: color 0 (row 0), dir 16, power 28 (row 1, field 3).
;
; RUN: %opt -load-pass-plugin=%plugin -passes=texel-dxil,texel-dxil-verify-ops -S %s | FileCheck %s
; RUN: %opt -load-pass-plugin=%plugin -passes=texel-dxil,texel-dxil-verify-ops -S %s | FileCheck %s --check-prefix=GONE
; GONE-NOT: addrspace(2)
; GONE-NOT: hlsl.cbs
; GONE-NOT: annotateHandle

; CHECK-LABEL: define <4 x float> @main() #0 {
; CHECK-NEXT: %lights = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 2, i32 1, i32 3, i1 false)
; CHECK-NEXT: %material = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 2, i32 0, i32 0, i1 false)
; CHECK-NEXT: %power = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %lights, i32 1)
; CHECK-NEXT: [[POWER:%.*]] = extractvalue %dx.types.CBufRet.f32 %power, 3
; CHECK-NEXT: %color = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %lights, i32 0)
; CHECK:      %albedo = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %material, i32 0)
; CHECK:      %splat.0 = insertelement <4 x float> poison, float [[POWER]], i32 0
; CHECK:      ret <4 x float> %out

; CHECK: !dx.resources = !{[[RES:![0-9]+]]}
; CHECK: [[RES]] = !{null, null, [[CBVS:![0-9]+]], null}
; CHECK: [[CBVS]] = !{[[MATERIAL:![0-9]+]], [[LIGHTS:![0-9]+]]}
; CHECK: [[MATERIAL]] = !{i32 0, ptr @Material, !"Material", i32 0, i32 0, i32 1, i32 16, null}
; CHECK: [[LIGHTS]] = !{i32 1, ptr @Lights, !"Lights", i32 2, i32 3, i32 1, i32 32, null}
; CHECK: !{!"ps", i32 6, i32 0}

target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.0-pixel"

%__cblayout_Lights = type <{ <4 x float>, <3 x float>, float }>
%__cblayout_Material = type <{ <4 x float> }>

@Lights.cb = local_unnamed_addr global target("dx.CBuffer", %__cblayout_Lights) poison
@color = external hidden local_unnamed_addr addrspace(2) global <4 x float>
@dir = external hidden local_unnamed_addr addrspace(2) global <3 x float>
@power = external hidden local_unnamed_addr addrspace(2) global float
@Lights.str = private unnamed_addr constant [7 x i8] c"Lights\00", align 1
@Material.cb = local_unnamed_addr global target("dx.CBuffer", %__cblayout_Material) poison
@albedo = external hidden local_unnamed_addr addrspace(2) global <4 x float>
@Material.str = private unnamed_addr constant [9 x i8] c"Material\00", align 1

define <4 x float> @main() #0 {
  %lights = call target("dx.CBuffer", %__cblayout_Lights) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s___cblayout_Lightsst(i32 2, i32 3, i32 1, i32 0, ptr nonnull @Lights.str)
  store target("dx.CBuffer", %__cblayout_Lights) %lights, ptr @Lights.cb, align 4
  %material = call target("dx.CBuffer", %__cblayout_Material) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s___cblayout_Materialst(i32 0, i32 0, i32 1, i32 0, ptr nonnull @Material.str)
  store target("dx.CBuffer", %__cblayout_Material) %material, ptr @Material.cb, align 4
  %power = load float, ptr addrspace(2) @power, align 4
  %color = load <4 x float>, ptr addrspace(2) @color, align 16
  %albedo = load <4 x float>, ptr addrspace(2) @albedo, align 16
  %splat.0 = insertelement <4 x float> poison, float %power, i32 0
  %splat = shufflevector <4 x float> %splat.0, <4 x float> poison, <4 x i32> zeroinitializer
  %lit = fmul <4 x float> %color, %splat
  %out = fmul <4 x float> %lit, %albedo
  ret <4 x float> %out
}

declare target("dx.CBuffer", %__cblayout_Lights) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s___cblayout_Lightsst(i32, i32, i32, i32, ptr)
declare target("dx.CBuffer", %__cblayout_Material) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s___cblayout_Materialst(i32, i32, i32, i32, ptr)

attributes #0 = { "hlsl.shader"="pixel" }

!hlsl.cbs = !{!0, !1}

!0 = !{ptr @Lights.cb, ptr addrspace(2) @color, ptr addrspace(2) @dir, ptr addrspace(2) @power}
!1 = !{ptr @Material.cb, ptr addrspace(2) @albedo}
