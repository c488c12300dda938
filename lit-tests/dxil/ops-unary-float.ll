; texel-dxil lowers LLVM's and DirectX's unary float intrinsics to the
; dx.op.unary / dx.op.isSpecialFloat ops of DXIL.td (one row each in
; intrinsic_ops): FAbs 6, Saturate 7, IsNaN 8, IsInf 9, Cos 12, Sin 13, Tan 14,
; Acos 15, Asin 16, Atan 17, Hcos 18, Hsin 19, Htan 20, Exp 21 (exp2), Frc 22,
; Log 23 (log2), Sqrt 24, Rsqrt 25, Round_ne 26 (roundeven, rint, nearbyint),
; Round_ni 27 (floor), Round_pi 28 (ceil), Round_z 29 (trunc); float, half and
; (FAbs, Saturate) double overloads; vector calls become one op per lane.
;
; RUN: %opt -load-pass-plugin=%plugin -passes=texel-dxil,texel-dxil-scalarize,texel-dxil-verify -S %s | FileCheck %s

target triple = "dxil-pc-shadermodel6.6-compute"

@out.f32 = global float 0.000000e+00, align 4

; CHECK-LABEL: define float @float_ops(float %x)
; CHECK-NEXT: entry:
; CHECK-NEXT: [[ABS:%.*]] = call float @dx.op.unary.f32(i32 6, float %x)
; CHECK-NEXT: [[SAT:%.*]] = call float @dx.op.unary.f32(i32 7, float [[ABS]])
; CHECK-NEXT: [[COS:%.*]] = call float @dx.op.unary.f32(i32 12, float [[SAT]])
; CHECK-NEXT: [[SIN:%.*]] = call float @dx.op.unary.f32(i32 13, float [[COS]])
; CHECK-NEXT: [[TAN:%.*]] = call float @dx.op.unary.f32(i32 14, float [[SIN]])
; CHECK-NEXT: [[ACOS:%.*]] = call float @dx.op.unary.f32(i32 15, float [[TAN]])
; CHECK-NEXT: [[ASIN:%.*]] = call float @dx.op.unary.f32(i32 16, float [[ACOS]])
; CHECK-NEXT: [[ATAN:%.*]] = call float @dx.op.unary.f32(i32 17, float [[ASIN]])
; CHECK-NEXT: [[HCOS:%.*]] = call float @dx.op.unary.f32(i32 18, float [[ATAN]])
; CHECK-NEXT: [[HSIN:%.*]] = call float @dx.op.unary.f32(i32 19, float [[HCOS]])
; CHECK-NEXT: [[HTAN:%.*]] = call float @dx.op.unary.f32(i32 20, float [[HSIN]])
; CHECK-NEXT: [[EXP:%.*]] = call float @dx.op.unary.f32(i32 21, float [[HTAN]])
; CHECK-NEXT: [[FRC:%.*]] = call float @dx.op.unary.f32(i32 22, float [[EXP]])
; CHECK-NEXT: [[LOG:%.*]] = call float @dx.op.unary.f32(i32 23, float [[FRC]])
; CHECK-NEXT: [[SQRT:%.*]] = call float @dx.op.unary.f32(i32 24, float [[LOG]])
; CHECK-NEXT: [[RSQRT:%.*]] = call float @dx.op.unary.f32(i32 25, float [[SQRT]])
; CHECK-NEXT: [[RNE:%.*]] = call float @dx.op.unary.f32(i32 26, float [[RSQRT]])
; CHECK-NEXT: [[RINT:%.*]] = call float @dx.op.unary.f32(i32 26, float [[RNE]])
; CHECK-NEXT: [[NEAR:%.*]] = call float @dx.op.unary.f32(i32 26, float [[RINT]])
; CHECK-NEXT: [[FLOOR:%.*]] = call float @dx.op.unary.f32(i32 27, float [[NEAR]])
; CHECK-NEXT: [[CEIL:%.*]] = call float @dx.op.unary.f32(i32 28, float [[FLOOR]])
; CHECK-NEXT: [[TRUNC:%.*]] = call float @dx.op.unary.f32(i32 29, float [[CEIL]])
; CHECK-NEXT: [[NAN:%.*]] = call i1 @dx.op.isSpecialFloat.f32(i32 8, float [[TRUNC]])
; CHECK-NEXT: [[INF:%.*]] = call i1 @dx.op.isSpecialFloat.f32(i32 9, float [[TRUNC]])
; CHECK-NEXT: [[EITHER:%.*]] = or i1 [[NAN]], [[INF]]
; CHECK-NEXT: [[R:%.*]] = select i1 [[EITHER]], float 0.000000e+00, float [[TRUNC]]
; CHECK-NEXT: ret float [[R]]
define float @float_ops(float %x) #0 {
entry:
  %abs = call float @llvm.fabs.f32(float %x)
  %sat = call float @llvm.dx.saturate.f32(float %abs)
  %cos = call float @llvm.cos.f32(float %sat)
  %sin = call float @llvm.sin.f32(float %cos)
  %tan = call float @llvm.tan.f32(float %sin)
  %acos = call float @llvm.acos.f32(float %tan)
  %asin = call float @llvm.asin.f32(float %acos)
  %atan = call float @llvm.atan.f32(float %asin)
  %hcos = call float @llvm.cosh.f32(float %atan)
  %hsin = call float @llvm.sinh.f32(float %hcos)
  %htan = call float @llvm.tanh.f32(float %hsin)
  %exp = call float @llvm.exp2.f32(float %htan)
  %frc = call float @llvm.dx.frac.f32(float %exp)
  %log = call float @llvm.log2.f32(float %frc)
  %sqrt = call float @llvm.sqrt.f32(float %log)
  %rsqrt = call float @llvm.dx.rsqrt.f32(float %sqrt)
  %rne = call float @llvm.roundeven.f32(float %rsqrt)
  %rint = call float @llvm.rint.f32(float %rne)
  %near = call float @llvm.nearbyint.f32(float %rint)
  %floor = call float @llvm.floor.f32(float %near)
  %ceil = call float @llvm.ceil.f32(float %floor)
  %trunc = call float @llvm.trunc.f32(float %ceil)
  %nan = call i1 @llvm.dx.isnan.f32(float %trunc)
  %inf = call i1 @llvm.dx.isinf.f32(float %trunc)
  %either = or i1 %nan, %inf
  %r = select i1 %either, float 0.0, float %trunc
  ret float %r
}

; half and double overloads: the suffix names the overload.
; CHECK-LABEL: define double @other_overloads(half %h, double %d)
; CHECK-NEXT: entry:
; CHECK-NEXT: [[S:%.*]] = call half @dx.op.unary.f16(i32 13, half %h)
; CHECK-NEXT: [[Q:%.*]] = call half @dx.op.unary.f16(i32 24, half [[S]])
; CHECK-NEXT: [[E:%.*]] = fpext half [[Q]] to double
; CHECK-NEXT: [[A:%.*]] = call double @dx.op.unary.f64(i32 6, double %d)
; CHECK-NEXT: [[T:%.*]] = call double @dx.op.unary.f64(i32 7, double [[A]])
; CHECK-NEXT: [[R:%.*]] = fadd double [[E]], [[T]]
; CHECK-NEXT: ret double [[R]]
define double @other_overloads(half %h, double %d) #0 {
entry:
  %s = call half @llvm.sin.f16(half %h)
  %q = call half @llvm.sqrt.f16(half %s)
  %e = fpext half %q to double
  %a = call double @llvm.fabs.f64(double %d)
  %t = call double @llvm.dx.saturate.f64(double %a)
  %r = fadd double %e, %t
  ret double %r
}

; A vector call becomes one op per lane, and texel-dxil-scalarize takes the
; vector glue apart: the loads, ops and stores are all scalar.
; CHECK-LABEL: define void @vector_lanes(ptr %p)
; CHECK-NEXT: entry:
; CHECK-NEXT: [[X0:%.*]] = load float, ptr %p, align 16
; CHECK-NEXT: [[P1:%.*]] = getelementptr float, ptr %p, i32 1
; CHECK-NEXT: [[X1:%.*]] = load float, ptr [[P1]], align 4
; CHECK-NEXT: [[P2:%.*]] = getelementptr float, ptr %p, i32 2
; CHECK-NEXT: [[X2:%.*]] = load float, ptr [[P2]], align 8
; CHECK-NEXT: [[S0:%.*]] = call float @dx.op.unary.f32(i32 24, float [[X0]])
; CHECK-NEXT: [[S1:%.*]] = call float @dx.op.unary.f32(i32 24, float [[X1]])
; CHECK-NEXT: [[S2:%.*]] = call float @dx.op.unary.f32(i32 24, float [[X2]])
; CHECK-NEXT: [[N0:%.*]] = call i1 @dx.op.isSpecialFloat.f32(i32 9, float [[S0]])
; CHECK-NEXT: [[N1:%.*]] = call i1 @dx.op.isSpecialFloat.f32(i32 9, float [[S1]])
; CHECK-NEXT: [[N2:%.*]] = call i1 @dx.op.isSpecialFloat.f32(i32 9, float [[S2]])
; CHECK-NEXT: [[R0:%.*]] = select i1 [[N0]], float 0.000000e+00, float [[S0]]
; CHECK-NEXT: [[R1:%.*]] = select i1 [[N1]], float 0.000000e+00, float [[S1]]
; CHECK-NEXT: [[R2:%.*]] = select i1 [[N2]], float 0.000000e+00, float [[S2]]
; CHECK-NEXT: store float [[R0]], ptr %p, align 16
; CHECK-NEXT: store float [[R1]], ptr [[P1]], align 4
; CHECK-NEXT: store float [[R2]], ptr [[P2]], align 8
; CHECK-NEXT: ret void
define void @vector_lanes(ptr %p) #0 {
entry:
  %x = load <3 x float>, ptr %p, align 16
  %s = call <3 x float> @llvm.sqrt.v3f32(<3 x float> %x)
  %inf = call <3 x i1> @llvm.dx.isinf.v3f32(<3 x float> %s)
  %r = select <3 x i1> %inf, <3 x float> zeroinitializer, <3 x float> %s
  store <3 x float> %r, ptr %p, align 16
  ret void
}

; The op declarations: one per class and overload.
; CHECK-DAG: declare float @dx.op.unary.f32(i32, float) [[ATTRIBUTES:#[0-9]+]]
; CHECK-DAG: declare half @dx.op.unary.f16(i32, half) [[ATTRIBUTES]]
; CHECK-DAG: declare double @dx.op.unary.f64(i32, double) [[ATTRIBUTES]]
; CHECK-DAG: declare i1 @dx.op.isSpecialFloat.f32(i32, float) [[ATTRIBUTES]]
; The intrinsic declarations are gone with their calls.
; CHECK-NOT: @llvm.

attributes #0 = { "hlsl.numthreads"="1,1,1" "hlsl.shader"="compute" }

declare float @llvm.fabs.f32(float)
declare float @llvm.dx.saturate.f32(float)
declare float @llvm.cos.f32(float)
declare float @llvm.sin.f32(float)
declare float @llvm.tan.f32(float)
declare float @llvm.acos.f32(float)
declare float @llvm.asin.f32(float)
declare float @llvm.atan.f32(float)
declare float @llvm.cosh.f32(float)
declare float @llvm.sinh.f32(float)
declare float @llvm.tanh.f32(float)
declare float @llvm.exp2.f32(float)
declare float @llvm.dx.frac.f32(float)
declare float @llvm.log2.f32(float)
declare float @llvm.sqrt.f32(float)
declare float @llvm.dx.rsqrt.f32(float)
declare float @llvm.roundeven.f32(float)
declare float @llvm.rint.f32(float)
declare float @llvm.nearbyint.f32(float)
declare float @llvm.floor.f32(float)
declare float @llvm.ceil.f32(float)
declare float @llvm.trunc.f32(float)
declare i1 @llvm.dx.isnan.f32(float)
declare i1 @llvm.dx.isinf.f32(float)
declare half @llvm.sin.f16(half)
declare half @llvm.sqrt.f16(half)
declare double @llvm.fabs.f64(double)
declare double @llvm.dx.saturate.f64(double)
declare <3 x float> @llvm.sqrt.v3f32(<3 x float>)
declare <3 x i1> @llvm.dx.isinf.v3f32(<3 x float>)
