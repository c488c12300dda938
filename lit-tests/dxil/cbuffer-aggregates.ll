; cbuffer members that are arrays and structs, in upstream clang's padded
; layout (every array element and struct starts a 16-byte row; an array of N
; is [N-1 x <{ T, padding }>] then T): constant GEPs address elements and
; fields, a variable array index whose element takes one row adds itself to
; the row (w[i]: row %i), and a whole-struct load reads each field (light:
; one row-4 CBufferLoadLegacy for dir and k; the extractvalue users take the
; fields, the stored value is rebuilt). The symbol type holds the members
; with their padding left out, at any depth. Offsets: w 0 (rows 0..2), uv 48,
; light 64 (dir 64..75, k 76), tail 80; 84 bytes.
;
; RUN: %opt -load-pass-plugin=%plugin -passes=texel-dxil,texel-dxil-verify-ops -S %s | FileCheck %s
; RUN: %opt -load-pass-plugin=%plugin -passes=texel-dxil,texel-dxil-verify-ops -S %s | FileCheck %s --check-prefix=GONE
; GONE-NOT: addrspace(2)
; GONE-NOT: hlsl.cbs
; GONE-NOT: dx.Padding
; GONE-NOT: dx.CBuffer

; CHECK: %A = type { { [2 x { float }], float }, <2 x float>, %struct.L, float }
; CHECK: @A = external constant %A
; CHECK-LABEL: define void @main(i32 %i) #0 {
; CHECK-NEXT: entry:
; CHECK-NEXT: [[AB:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 2 }, i32 0, i1 false)
; CHECK-NEXT: %a = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[AB]], %dx.types.ResourceProperties { i32 13, i32 84 })
; w[i]: row %i.
; CHECK-NEXT: %wi = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %a, i32 %i)
; CHECK-NEXT: [[WI:%.*]] = extractvalue %dx.types.CBufRet.f32 %wi, 0
; w[2]: row 2.
; CHECK-NEXT: %w2 = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %a, i32 2)
; CHECK-NEXT: [[W2:%.*]] = extractvalue %dx.types.CBufRet.f32 %w2, 0
; uv.y: byte 52, row 3 field 1.
; CHECK-NEXT: %uvy = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %a, i32 3)
; CHECK-NEXT: [[UVY:%.*]] = extractvalue %dx.types.CBufRet.f32 %uvy, 1
; light: row 4, dir fields 0..2, k field 3.
; CHECK-NEXT: %light = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %a, i32 4)
; CHECK-NEXT: [[D0:%.*]] = extractvalue %dx.types.CBufRet.f32 %light, 0
; CHECK-NEXT: [[DV0:%.*]] = insertelement <3 x float> poison, float [[D0]], i32 0
; CHECK-NEXT: [[D1:%.*]] = extractvalue %dx.types.CBufRet.f32 %light, 1
; CHECK-NEXT: [[DV1:%.*]] = insertelement <3 x float> [[DV0]], float [[D1]], i32 1
; CHECK-NEXT: [[D2:%.*]] = extractvalue %dx.types.CBufRet.f32 %light, 2
; CHECK-NEXT: [[DV2:%.*]] = insertelement <3 x float> [[DV1]], float [[D2]], i32 2
; CHECK-NEXT: [[L0:%.*]] = insertvalue %struct.L poison, <3 x float> [[DV2]], 0
; CHECK-NEXT: [[K:%.*]] = extractvalue %dx.types.CBufRet.f32 %light, 3
; CHECK-NEXT: [[L1:%.*]] = insertvalue %struct.L [[L0]], float [[K]], 1
; CHECK-NEXT: [[DZ:%.*]] = extractvalue %dx.types.CBufRet.f32 %light, 2
; CHECK-NEXT: [[K2:%.*]] = extractvalue %dx.types.CBufRet.f32 %light, 3
; tail: row 5.
; CHECK-NEXT: %tail = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %a, i32 5)
; CHECK-NEXT: [[TAIL:%.*]] = extractvalue %dx.types.CBufRet.f32 %tail, 0
; CHECK-NEXT: %s1 = fadd float [[WI]], [[W2]]
; CHECK-NEXT: %s2 = fadd float %s1, [[UVY]]
; CHECK-NEXT: %s3 = fmul float [[DZ]], [[K2]]
; CHECK-NEXT: %s4 = fadd float %s2, %s3
; CHECK-NEXT: %s5 = fadd float %s4, [[TAIL]]
; CHECK-NEXT: store float %s5, ptr @out, align 4
; CHECK-NEXT: store %struct.L [[L1]], ptr @out.l, align 4
; CHECK-NEXT: ret void

; CHECK: !{i32 0, ptr @A, !"A", i32 0, i32 0, i32 1, i32 84, null}

target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.6-compute"

%W = type <{ [2 x <{ float, target("dx.Padding", 12) }>], float }>
%struct.L = type <{ <3 x float>, float }>
%__cblayout_A = type <{ %W, target("dx.Padding", 12), <2 x float>, target("dx.Padding", 8), %struct.L, float }>

@A.cb = local_unnamed_addr global target("dx.CBuffer", %__cblayout_A) poison
@w = external hidden local_unnamed_addr addrspace(2) global %W
@uv = external hidden local_unnamed_addr addrspace(2) global <2 x float>
@light = external hidden local_unnamed_addr addrspace(2) global %struct.L
@tail = external hidden local_unnamed_addr addrspace(2) global float
@A.str = private unnamed_addr constant [2 x i8] c"A\00", align 1

@out = global float 0.000000e+00, align 4
@out.l = global %struct.L zeroinitializer, align 4

define void @main(i32 %i) #0 {
entry:
  %a = call target("dx.CBuffer", %__cblayout_A) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s___cblayout_Ast(i32 0, i32 0, i32 1, i32 0, ptr nonnull @A.str)
  store target("dx.CBuffer", %__cblayout_A) %a, ptr @A.cb, align 4
  %pw = getelementptr inbounds %W, ptr addrspace(2) @w, i32 0, i32 0, i32 %i
  %wi = load float, ptr addrspace(2) %pw, align 4
  %w2 = load float, ptr addrspace(2) getelementptr inbounds nuw (%W, ptr addrspace(2) @w, i32 0, i32 1), align 4
  %uvy = load float, ptr addrspace(2) getelementptr inbounds nuw (i8, ptr addrspace(2) @uv, i32 4), align 4
  %light = load %struct.L, ptr addrspace(2) @light, align 4
  %dir = extractvalue %struct.L %light, 0
  %dirz = extractelement <3 x float> %dir, i32 2
  %k = extractvalue %struct.L %light, 1
  %tail = load float, ptr addrspace(2) @tail, align 4
  %s1 = fadd float %wi, %w2
  %s2 = fadd float %s1, %uvy
  %s3 = fmul float %dirz, %k
  %s4 = fadd float %s2, %s3
  %s5 = fadd float %s4, %tail
  store float %s5, ptr @out, align 4
  store %struct.L %light, ptr @out.l, align 4
  ret void
}

declare target("dx.CBuffer", %__cblayout_A) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s___cblayout_Ast(i32, i32, i32, i32, ptr)

attributes #0 = { "hlsl.numthreads"="8,1,1" "hlsl.shader"="compute" }

!hlsl.cbs = !{!0}

!0 = !{ptr @A.cb, ptr addrspace(2) @w, ptr addrspace(2) @uv, ptr addrspace(2) @light, ptr addrspace(2) @tail}
