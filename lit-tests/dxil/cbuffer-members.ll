; cbuffers in upstream clang's shape: a layout struct with explicit padding
; (target("dx.Padding", N) fields), a handle global @Name.cb of type
; target("dx.CBuffer", %__cblayout_Name) into which the entry stores the
; created handle, one addrspace(2) global per member (null in !hlsl.cbs when
; optimised away) and !hlsl.cbs tying them together. texel-dxil:
; - creates the CBV handle (ResBind class i8 2, ResourceProperties {13, size},
;   size = the layout's alloc size: Frame 60, Mixed 48);
; - reads each member load as CBufferLoadLegacy (op 59: h, i32 row) rows, row =
;   byte offset / 16, field = (offset % 16) / component size, one row call per
;   load and row: %dx.types.CBufRet.f32/.i32 {T x 4}, .f64/.i64 {T x 2} and
;   .f16.8/.i16.8 {T x 8} (upstream DXILOpBuilder's getCBufRetType);
; - constant GEPs on members (member.y, member.zw) add to the offset;
; - removes the member globals, the handle globals and !hlsl.cbs;
; - writes CBV records !{id, symbol, name, space, lower bound, range, i32 size,
;   null}, the symbol's type holding the members without padding.
; Member offsets: Frame: time 0, direction 4, count 16, scale 24, tint 32,
; (null) 48; Mixed: h 0, s 4, d 16, l 32. Mixed binds implicitly (b1).
;
; RUN: %opt -load-pass-plugin=%plugin -passes=texel-dxil,texel-dxil-verify-ops -S %s | FileCheck %s
; RUN: %opt -load-pass-plugin=%plugin -passes=texel-dxil,texel-dxil-verify-ops -S %s | FileCheck %s --check-prefix=GONE
; GONE-NOT: addrspace(2)
; GONE-NOT: hlsl.cbs
; GONE-NOT: .cb =
; GONE-NOT: dx.CBuffer
; GONE-NOT: llvm.dx.

; CHECK-DAG: %Frame = type { float, <3 x float>, i32, <2 x float>, <4 x float>, <3 x float> }
; CHECK-DAG: %Mixed = type { half, <2 x i16>, double, <2 x i64> }
; CHECK-DAG: %dx.types.CBufRet.f32 = type { float, float, float, float }
; CHECK-DAG: %dx.types.CBufRet.i32 = type { i32, i32, i32, i32 }
; CHECK-DAG: %dx.types.CBufRet.f16.8 = type { half, half, half, half, half, half, half, half }
; CHECK-DAG: %dx.types.CBufRet.i16.8 = type { i16, i16, i16, i16, i16, i16, i16, i16 }
; CHECK-DAG: %dx.types.CBufRet.f64 = type { double, double }
; CHECK-DAG: %dx.types.CBufRet.i64 = type { i64, i64 }
; CHECK-DAG: @Frame = external constant %Frame
; CHECK-DAG: @Mixed = external constant %Mixed

; CHECK-LABEL: define void @main() #0 {
; CHECK-NEXT: entry:
; CHECK-NEXT: [[FB:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 2 }, i32 0, i1 false)
; CHECK-NEXT: %frame = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[FB]], %dx.types.ResourceProperties { i32 13, i32 60 })
; CHECK-NEXT: [[MB:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 1, i32 1, i32 0, i8 2 }, i32 1, i1 false)
; CHECK-NEXT: %mixed = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[MB]], %dx.types.ResourceProperties { i32 13, i32 48 })
; CHECK-NEXT: br label %body
; CHECK: body:
; time: row 0, field 0.
; CHECK-NEXT: %time = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %frame, i32 0)
; CHECK-NEXT: [[TIME:%.*]] = extractvalue %dx.types.CBufRet.f32 %time, 0
; direction.y: byte 8, row 0, field 2.
; CHECK-NEXT: %dir = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %frame, i32 0)
; CHECK-NEXT: [[DIRY:%.*]] = extractvalue %dx.types.CBufRet.f32 %dir, 2
; count: row 1, field 0, the i32 overload.
; CHECK-NEXT: %count = call %dx.types.CBufRet.i32 @dx.op.cbufferLoadLegacy.i32(i32 59, %dx.types.Handle %frame, i32 1)
; CHECK-NEXT: [[COUNT:%.*]] = extractvalue %dx.types.CBufRet.i32 %count, 0
; CHECK-NEXT: %countf = sitofp i32 [[COUNT]] to float
; scale.y through a constant GEP: byte 28, row 1, field 3.
; CHECK-NEXT: %scale.y = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %frame, i32 1)
; CHECK-NEXT: [[SCALEY:%.*]] = extractvalue %dx.types.CBufRet.f32 %scale.y, 3
; tint, stored whole: row 2, rebuilt.
; CHECK-NEXT: %tint = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %frame, i32 2)
; CHECK-NEXT: [[T0:%.*]] = extractvalue %dx.types.CBufRet.f32 %tint, 0
; CHECK-NEXT: [[TV0:%.*]] = insertelement <4 x float> poison, float [[T0]], i32 0
; CHECK-NEXT: [[T1:%.*]] = extractvalue %dx.types.CBufRet.f32 %tint, 1
; CHECK-NEXT: [[TV1:%.*]] = insertelement <4 x float> [[TV0]], float [[T1]], i32 1
; CHECK-NEXT: [[T2:%.*]] = extractvalue %dx.types.CBufRet.f32 %tint, 2
; CHECK-NEXT: [[TV2:%.*]] = insertelement <4 x float> [[TV1]], float [[T2]], i32 2
; CHECK-NEXT: [[T3:%.*]] = extractvalue %dx.types.CBufRet.f32 %tint, 3
; CHECK-NEXT: [[TINT:%.*]] = insertelement <4 x float> [[TV2]], float [[T3]], i32 3
; tint.zw through a constant GEP (byte 40), only .z used: row 2, field 2.
; CHECK-NEXT: %tint.zw = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %frame, i32 2)
; CHECK-NEXT: [[TZ:%.*]] = extractvalue %dx.types.CBufRet.f32 %tint.zw, 2
; CHECK-NEXT: %a = fadd float [[TIME]], [[DIRY]]
; CHECK-NEXT: %b = fadd float %a, %countf
; CHECK-NEXT: %c = fadd float %b, [[SCALEY]]
; CHECK-NEXT: %e = fadd float %c, [[TZ]]
; CHECK-NEXT: store float %e, ptr @out.f32, align 4
; CHECK-NEXT: store <4 x float> [[TINT]], ptr @out.v4, align 16
; 16-bit rows have eight fields: h is field 0, s.y (byte 6) field 3.
; CHECK-NEXT: %h = call %dx.types.CBufRet.f16.8 @dx.op.cbufferLoadLegacy.f16(i32 59, %dx.types.Handle %mixed, i32 0)
; CHECK-NEXT: [[H:%.*]] = extractvalue %dx.types.CBufRet.f16.8 %h, 0
; CHECK-NEXT: store half [[H]], ptr @out.f16, align 2
; CHECK-NEXT: %s = call %dx.types.CBufRet.i16.8 @dx.op.cbufferLoadLegacy.i16(i32 59, %dx.types.Handle %mixed, i32 0)
; CHECK-NEXT: [[SY:%.*]] = extractvalue %dx.types.CBufRet.i16.8 %s, 3
; CHECK-NEXT: store i16 [[SY]], ptr @out.i16, align 2
; 64-bit rows have two fields: d is row 1 field 0, l.y row 2 field 1.
; CHECK-NEXT: %d = call %dx.types.CBufRet.f64 @dx.op.cbufferLoadLegacy.f64(i32 59, %dx.types.Handle %mixed, i32 1)
; CHECK-NEXT: [[D:%.*]] = extractvalue %dx.types.CBufRet.f64 %d, 0
; CHECK-NEXT: store double [[D]], ptr @out.f64, align 8
; CHECK-NEXT: %l = call %dx.types.CBufRet.i64 @dx.op.cbufferLoadLegacy.i64(i32 59, %dx.types.Handle %mixed, i32 2)
; CHECK-NEXT: [[LY:%.*]] = extractvalue %dx.types.CBufRet.i64 %l, 1
; CHECK-NEXT: store i64 [[LY]], ptr @out.i64, align 8
; CHECK-NEXT: ret void

; CHECK-DAG: declare %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32, %dx.types.Handle, i32)
; CHECK-DAG: declare %dx.types.CBufRet.f16.8 @dx.op.cbufferLoadLegacy.f16(i32, %dx.types.Handle, i32)
; CHECK-DAG: declare %dx.types.CBufRet.i64 @dx.op.cbufferLoadLegacy.i64(i32, %dx.types.Handle, i32)

; CHECK: !dx.resources = !{[[RES:![0-9]+]]}
; CHECK: [[RES]] = !{null, null, [[CBVS:![0-9]+]], null}
; CHECK: [[CBVS]] = !{[[FRAME:![0-9]+]], [[MIXED:![0-9]+]]}
; CHECK: [[FRAME]] = !{i32 0, ptr @Frame, !"Frame", i32 0, i32 0, i32 1, i32 60, null}
; CHECK: [[MIXED]] = !{i32 1, ptr @Mixed, !"Mixed", i32 0, i32 1, i32 1, i32 48, null}

target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.6-compute"

%__cblayout_Frame = type <{ float, <3 x float>, i32, target("dx.Padding", 4), <2 x float>, <4 x float>, <3 x float> }>
%__cblayout_Mixed = type <{ half, target("dx.Padding", 2), <2 x i16>, target("dx.Padding", 8), double, target("dx.Padding", 8), <2 x i64> }>

@Frame.cb = local_unnamed_addr global target("dx.CBuffer", %__cblayout_Frame) poison
@time = external hidden local_unnamed_addr addrspace(2) global float
@direction = external hidden local_unnamed_addr addrspace(2) global <3 x float>
@count = external hidden local_unnamed_addr addrspace(2) global i32
@scale = external hidden local_unnamed_addr addrspace(2) global <2 x float>
@tint = external hidden local_unnamed_addr addrspace(2) global <4 x float>
@Frame.str = private unnamed_addr constant [6 x i8] c"Frame\00", align 1
@Mixed.cb = local_unnamed_addr global target("dx.CBuffer", %__cblayout_Mixed) poison
@h = external hidden local_unnamed_addr addrspace(2) global half
@s = external hidden local_unnamed_addr addrspace(2) global <2 x i16>
@d = external hidden local_unnamed_addr addrspace(2) global double
@l = external hidden local_unnamed_addr addrspace(2) global <2 x i64>
@Mixed.str = private unnamed_addr constant [6 x i8] c"Mixed\00", align 1

@out.f32 = global float 0.000000e+00, align 4
@out.v4 = global <4 x float> zeroinitializer, align 16
@out.f64 = global double 0.000000e+00, align 8
@out.i64 = global i64 0, align 8
@out.i16 = global i16 0, align 2
@out.f16 = global half 0xH0000, align 2

define void @main() #0 {
entry:
  %frame = call target("dx.CBuffer", %__cblayout_Frame) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s___cblayout_Framest(i32 0, i32 0, i32 1, i32 0, ptr nonnull @Frame.str)
  store target("dx.CBuffer", %__cblayout_Frame) %frame, ptr @Frame.cb, align 4
  %mixed = call target("dx.CBuffer", %__cblayout_Mixed) @llvm.dx.resource.handlefromimplicitbinding.tdx.CBuffer_s___cblayout_Mixedst(i32 0, i32 0, i32 1, i32 0, ptr nonnull @Mixed.str)
  store target("dx.CBuffer", %__cblayout_Mixed) %mixed, ptr @Mixed.cb, align 4
  br label %body

body:
  %time = load float, ptr addrspace(2) @time, align 4
  %dir = load <3 x float>, ptr addrspace(2) @direction, align 4
  %dir.y = extractelement <3 x float> %dir, i32 1
  %count = load i32, ptr addrspace(2) @count, align 4
  %countf = sitofp i32 %count to float
  %scale.y = load float, ptr addrspace(2) getelementptr inbounds nuw (i8, ptr addrspace(2) @scale, i32 4), align 4
  %tint = load <4 x float>, ptr addrspace(2) @tint, align 16
  %tint.zw = load <2 x float>, ptr addrspace(2) getelementptr inbounds nuw (i8, ptr addrspace(2) @tint, i32 8), align 8
  %zw.x = extractelement <2 x float> %tint.zw, i32 0
  %a = fadd float %time, %dir.y
  %b = fadd float %a, %countf
  %c = fadd float %b, %scale.y
  %e = fadd float %c, %zw.x
  store float %e, ptr @out.f32, align 4
  store <4 x float> %tint, ptr @out.v4, align 16
  %h = load half, ptr addrspace(2) @h, align 2
  store half %h, ptr @out.f16, align 2
  %s = load <2 x i16>, ptr addrspace(2) @s, align 4
  %s.y = extractelement <2 x i16> %s, i32 1
  store i16 %s.y, ptr @out.i16, align 2
  %d = load double, ptr addrspace(2) @d, align 8
  store double %d, ptr @out.f64, align 8
  %l = load <2 x i64>, ptr addrspace(2) @l, align 16
  %l.y = extractelement <2 x i64> %l, i32 1
  store i64 %l.y, ptr @out.i64, align 8
  ret void
}

declare target("dx.CBuffer", %__cblayout_Frame) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s___cblayout_Framest(i32, i32, i32, i32, ptr)
declare target("dx.CBuffer", %__cblayout_Mixed) @llvm.dx.resource.handlefromimplicitbinding.tdx.CBuffer_s___cblayout_Mixedst(i32, i32, i32, i32, ptr)

attributes #0 = { "hlsl.numthreads"="8,8,1" "hlsl.shader"="compute" }

!hlsl.cbs = !{!0, !1}

!0 = !{ptr @Frame.cb, ptr addrspace(2) @time, ptr addrspace(2) @direction, ptr addrspace(2) @count, ptr addrspace(2) @scale, ptr addrspace(2) @tint, null}
!1 = !{ptr @Mixed.cb, ptr addrspace(2) @h, ptr addrspace(2) @s, ptr addrspace(2) @d, ptr addrspace(2) @l}
