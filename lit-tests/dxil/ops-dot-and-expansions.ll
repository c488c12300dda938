; texel-dxil: dot products and the intrinsics DXIL has no single op for,
; expanded as LLVM's DXILIntrinsicExpansion does:
; - dx.dot2/3/4 (scalar operands) and dx.fdot (two vectors) → Dot2 54, Dot3 55,
;   Dot4 56 with the lanes of a, then of b; dx.sdot / dx.udot → a mul of lane 0,
;   then IMad 48 / UMad 49 per further lane; dx.dot4add.i8packed / u8packed →
;   Dot4AddI8Packed 163 / Dot4AddU8Packed 164 (SM 6.4);
; - exp(x) = Exp(x * log2 e), exp10(x) = Exp(x * log2 10), log(x) = Log(x) * ln 2,
;   log10(x) = Log(x) * log10 2, pow(x, y) = Exp(y * Log(x));
; - atan2(y, x) = Atan(y / x) + pi when x < 0 <= y, - pi when x < 0 and y < 0,
;   -pi/2 / pi/2 when x = 0 and y < 0 / y >= 0;
; - abs(x) = IMax(x, 0 - x); dx.nclamp / sclamp / uclamp = Min(Max(x, lo), hi);
; - dx.all / dx.any = and / or of the lanes compared with zero;
; - llvm.vector.reduce.* = the lanes combined in order (fadd from the start value).
;
; RUN: %opt -load-pass-plugin=%plugin -passes=texel-dxil,texel-dxil-scalarize,texel-dxil-verify -S %s | FileCheck %s

target triple = "dxil-pc-shadermodel6.6-compute"

; CHECK-LABEL: define float @float_dots(float %a, float %b, float %c, float %d)
; CHECK-NEXT: entry:
; CHECK-NEXT: [[D2:%.*]] = call float @dx.op.dot2.f32(i32 54, float %a, float %b, float %c, float %d)
; CHECK-NEXT: [[D3:%.*]] = call float @dx.op.dot3.f32(i32 55, float %a, float %b, float %c, float %d, float [[D2]], float %a)
; CHECK-NEXT: [[D4:%.*]] = call float @dx.op.dot4.f32(i32 56, float %a, float %b, float %c, float %d, float [[D3]], float %a, float %b, float %c)
; CHECK-NEXT: [[FD:%.*]] = call float @dx.op.dot3.f32(i32 55, float %a, float %b, float %c, float %d, float %a, float %b)
; CHECK-NEXT: [[S:%.*]] = fadd float [[D4]], [[FD]]
; CHECK-NEXT: ret float [[S]]
define float @float_dots(float %a, float %b, float %c, float %d) #0 {
entry:
  %u0 = insertelement <3 x float> poison, float %a, i32 0
  %u1 = insertelement <3 x float> %u0, float %b, i32 1
  %u = insertelement <3 x float> %u1, float %c, i32 2
  %v0 = insertelement <3 x float> poison, float %d, i32 0
  %v1 = insertelement <3 x float> %v0, float %a, i32 1
  %v = insertelement <3 x float> %v1, float %b, i32 2
  %d2 = call float @llvm.dx.dot2.f32(float %a, float %b, float %c, float %d)
  %d3 = call float @llvm.dx.dot3.f32(float %a, float %b, float %c, float %d, float %d2, float %a)
  %d4 = call float @llvm.dx.dot4.f32(float %a, float %b, float %c, float %d, float %d3, float %a, float %b, float %c)
  %fd = call float @llvm.dx.fdot.v3f32(<3 x float> %u, <3 x float> %v)
  %s = fadd float %d4, %fd
  ret float %s
}

; CHECK-LABEL: define i32 @integer_dots(i32 %a0, i32 %a1, i32 %a2, i32 %b0, i32 %b1, i32 %b2, i32 %acc)
; CHECK-NEXT: entry:
; CHECK-NEXT: [[M:%.*]] = mul i32 %a0, %b0
; CHECK-NEXT: [[S1:%.*]] = call i32 @dx.op.tertiary.i32(i32 48, i32 %a1, i32 %b1, i32 [[M]])
; CHECK-NEXT: [[S2:%.*]] = call i32 @dx.op.tertiary.i32(i32 48, i32 %a2, i32 %b2, i32 [[S1]])
; CHECK-NEXT: [[UM:%.*]] = mul i32 %a0, %b0
; CHECK-NEXT: [[U1:%.*]] = call i32 @dx.op.tertiary.i32(i32 49, i32 %a1, i32 %b1, i32 [[UM]])
; CHECK-NEXT: [[U2:%.*]] = call i32 @dx.op.tertiary.i32(i32 49, i32 %a2, i32 %b2, i32 [[U1]])
; CHECK-NEXT: [[I8:%.*]] = call i32 @dx.op.dot4AddPacked.i32(i32 163, i32 %acc, i32 [[S2]], i32 [[U2]])
; CHECK-NEXT: [[U8:%.*]] = call i32 @dx.op.dot4AddPacked.i32(i32 164, i32 [[I8]], i32 [[S2]], i32 [[U2]])
; CHECK-NEXT: ret i32 [[U8]]
define i32 @integer_dots(i32 %a0, i32 %a1, i32 %a2, i32 %b0, i32 %b1, i32 %b2, i32 %acc) #0 {
entry:
  %x0 = insertelement <3 x i32> poison, i32 %a0, i32 0
  %x1 = insertelement <3 x i32> %x0, i32 %a1, i32 1
  %x = insertelement <3 x i32> %x1, i32 %a2, i32 2
  %y0 = insertelement <3 x i32> poison, i32 %b0, i32 0
  %y1 = insertelement <3 x i32> %y0, i32 %b1, i32 1
  %y = insertelement <3 x i32> %y1, i32 %b2, i32 2
  %sdot = call i32 @llvm.dx.sdot.v3i32(<3 x i32> %x, <3 x i32> %y)
  %udot = call i32 @llvm.dx.udot.v3i32(<3 x i32> %x, <3 x i32> %y)
  %i8 = call i32 @llvm.dx.dot4add.i8packed(i32 %acc, i32 %sdot, i32 %udot)
  %u8 = call i32 @llvm.dx.dot4add.u8packed(i32 %i8, i32 %sdot, i32 %udot)
  ret i32 %u8
}

; CHECK-LABEL: define float @exponentials(float %x, float %y)
; CHECK-NEXT: entry:
; CHECK-NEXT: [[M1:%.*]] = fmul float %x, 0x3FF7154760000000
; CHECK-NEXT: [[EXP:%.*]] = call float @dx.op.unary.f32(i32 21, float [[M1]])
; CHECK-NEXT: [[M2:%.*]] = fmul float [[EXP]], 0x400A934F00000000
; CHECK-NEXT: [[EXP10:%.*]] = call float @dx.op.unary.f32(i32 21, float [[M2]])
; CHECK-NEXT: [[L:%.*]] = call float @dx.op.unary.f32(i32 23, float [[EXP10]])
; CHECK-NEXT: [[LN:%.*]] = fmul float [[L]], 0x3FE62E4300000000
; CHECK-NEXT: [[L10:%.*]] = call float @dx.op.unary.f32(i32 23, float [[LN]])
; CHECK-NEXT: [[LOG10:%.*]] = fmul float [[L10]], 0x3FD3441360000000
; CHECK-NEXT: [[LX:%.*]] = call float @dx.op.unary.f32(i32 23, float [[LOG10]])
; CHECK-NEXT: [[YLX:%.*]] = fmul float %y, [[LX]]
; CHECK-NEXT: [[POW:%.*]] = call float @dx.op.unary.f32(i32 21, float [[YLX]])
; CHECK-NEXT: ret float [[POW]]
define float @exponentials(float %x, float %y) #0 {
entry:
  %exp = call float @llvm.exp.f32(float %x)
  %exp10 = call float @llvm.exp10.f32(float %exp)
  %ln = call float @llvm.log.f32(float %exp10)
  %log10 = call float @llvm.log10.f32(float %ln)
  %pow = call float @llvm.pow.f32(float %log10, float %y)
  ret float %pow
}

; CHECK-LABEL: define float @arctangent(float %y, float %x)
; CHECK-NEXT: entry:
; CHECK-NEXT: [[Q:%.*]] = fdiv float %y, %x
; CHECK-NEXT: [[A:%.*]] = call float @dx.op.unary.f32(i32 17, float [[Q]])
; CHECK-NEXT: [[PLUS:%.*]] = fadd float [[A]], 0x400921FB60000000
; CHECK-NEXT: [[MINUS:%.*]] = fsub float [[A]], 0x400921FB60000000
; CHECK-NEXT: [[XLT:%.*]] = fcmp olt float %x, 0.000000e+00
; CHECK-NEXT: [[XEQ:%.*]] = fcmp oeq float %x, 0.000000e+00
; CHECK-NEXT: [[YGE:%.*]] = fcmp oge float %y, 0.000000e+00
; CHECK-NEXT: [[YLT:%.*]] = fcmp olt float %y, 0.000000e+00
; CHECK-NEXT: [[C1:%.*]] = and i1 [[XLT]], [[YGE]]
; CHECK-NEXT: [[R1:%.*]] = select i1 [[C1]], float [[PLUS]], float [[A]]
; CHECK-NEXT: [[C2:%.*]] = and i1 [[XLT]], [[YLT]]
; CHECK-NEXT: [[R2:%.*]] = select i1 [[C2]], float [[MINUS]], float [[R1]]
; CHECK-NEXT: [[C3:%.*]] = and i1 [[XEQ]], [[YLT]]
; CHECK-NEXT: [[R3:%.*]] = select i1 [[C3]], float 0xBFF921FB60000000, float [[R2]]
; CHECK-NEXT: [[C4:%.*]] = and i1 [[XEQ]], [[YGE]]
; CHECK-NEXT: [[R4:%.*]] = select i1 [[C4]], float 0x3FF921FB60000000, float [[R3]]
; CHECK-NEXT: ret float [[R4]]
define float @arctangent(float %y, float %x) #0 {
entry:
  %r = call float @llvm.atan2.f32(float %y, float %x)
  ret float %r
}

; CHECK-LABEL: define i32 @abs_and_clamps(i32 %i, float %f, i32 %u)
; CHECK-NEXT: entry:
; CHECK-NEXT: [[NEG:%.*]] = sub i32 0, %i
; CHECK-NEXT: [[ABS:%.*]] = call i32 @dx.op.binary.i32(i32 37, i32 %i, i32 [[NEG]])
; CHECK-NEXT: [[SLO:%.*]] = call i32 @dx.op.binary.i32(i32 37, i32 [[ABS]], i32 -4)
; CHECK-NEXT: [[SC:%.*]] = call i32 @dx.op.binary.i32(i32 38, i32 [[SLO]], i32 4)
; CHECK-NEXT: [[ULO:%.*]] = call i32 @dx.op.binary.i32(i32 39, i32 %u, i32 1)
; CHECK-NEXT: [[UC:%.*]] = call i32 @dx.op.binary.i32(i32 40, i32 [[ULO]], i32 9)
; CHECK-NEXT: [[FLO:%.*]] = call float @dx.op.binary.f32(i32 35, float %f, float 0.000000e+00)
; CHECK-NEXT: [[FC:%.*]] = call float @dx.op.binary.f32(i32 36, float [[FLO]], float 1.000000e+00)
; CHECK-NEXT: [[FI:%.*]] = fptosi float [[FC]] to i32
; CHECK-NEXT: [[S1:%.*]] = add i32 [[SC]], [[UC]]
; CHECK-NEXT: [[S2:%.*]] = add i32 [[S1]], [[FI]]
; CHECK-NEXT: ret i32 [[S2]]
define i32 @abs_and_clamps(i32 %i, float %f, i32 %u) #0 {
entry:
  %abs = call i32 @llvm.abs.i32(i32 %i, i1 false)
  %sc = call i32 @llvm.dx.sclamp.i32(i32 %abs, i32 -4, i32 4)
  %uc = call i32 @llvm.dx.uclamp.i32(i32 %u, i32 1, i32 9)
  %fc = call float @llvm.dx.nclamp.f32(float %f, float 0.0, float 1.0)
  %fi = fptosi float %fc to i32
  %s1 = add i32 %sc, %uc
  %s2 = add i32 %s1, %fi
  ret i32 %s2
}

; CHECK-LABEL: define i1 @all_any(float %f0, float %f1, i32 %i0, i32 %i1, i32 %i2)
; CHECK-NEXT: entry:
; CHECK-NEXT: [[N0:%.*]] = fcmp une float %f0, 0.000000e+00
; CHECK-NEXT: [[N1:%.*]] = fcmp une float %f1, 0.000000e+00
; CHECK-NEXT: [[ALL:%.*]] = and i1 [[N0]], [[N1]]
; CHECK-NEXT: [[M0:%.*]] = icmp ne i32 %i0, 0
; CHECK-NEXT: [[M1:%.*]] = icmp ne i32 %i1, 0
; CHECK-NEXT: [[M2:%.*]] = icmp ne i32 %i2, 0
; CHECK-NEXT: [[A1:%.*]] = or i1 [[M0]], [[M1]]
; CHECK-NEXT: [[ANY:%.*]] = or i1 [[A1]], [[M2]]
; CHECK-NEXT: [[R:%.*]] = xor i1 [[ALL]], [[ANY]]
; CHECK-NEXT: ret i1 [[R]]
define i1 @all_any(float %f0, float %f1, i32 %i0, i32 %i1, i32 %i2) #0 {
entry:
  %f.0 = insertelement <2 x float> poison, float %f0, i32 0
  %f = insertelement <2 x float> %f.0, float %f1, i32 1
  %i.0 = insertelement <3 x i32> poison, i32 %i0, i32 0
  %i.1 = insertelement <3 x i32> %i.0, i32 %i1, i32 1
  %i = insertelement <3 x i32> %i.1, i32 %i2, i32 2
  %all = call i1 @llvm.dx.all.v2f32(<2 x float> %f)
  %any = call i1 @llvm.dx.any.v3i32(<3 x i32> %i)
  %r = xor i1 %all, %any
  ret i1 %r
}

; CHECK-LABEL: define float @reductions(i32 %a, i32 %b, float %x, float %y)
; CHECK-NEXT: entry:
; CHECK-NEXT: [[ADD:%.*]] = add i32 %a, %b
; CHECK-NEXT: [[MAX:%.*]] = call i32 @dx.op.binary.i32(i32 39, i32 %a, i32 %b)
; CHECK-NEXT: [[XOR:%.*]] = xor i32 %a, %b
; CHECK-NEXT: [[F1:%.*]] = fadd float 1.000000e+00, %x
; CHECK-NEXT: [[F2:%.*]] = fadd float [[F1]], %y
; CHECK-NEXT: [[FMIN:%.*]] = call float @dx.op.binary.f32(i32 36, float %x, float %y)
; CHECK-NEXT: [[I1:%.*]] = add i32 [[ADD]], [[MAX]]
; CHECK-NEXT: [[I2:%.*]] = add i32 [[I1]], [[XOR]]
; CHECK-NEXT: [[IF:%.*]] = sitofp i32 [[I2]] to float
; CHECK-NEXT: [[R1:%.*]] = fadd float [[F2]], [[FMIN]]
; CHECK-NEXT: [[R:%.*]] = fadd float [[R1]], [[IF]]
; CHECK-NEXT: ret float [[R]]
define float @reductions(i32 %a, i32 %b, float %x, float %y) #0 {
entry:
  %v0 = insertelement <2 x i32> poison, i32 %a, i32 0
  %v = insertelement <2 x i32> %v0, i32 %b, i32 1
  %w0 = insertelement <2 x float> poison, float %x, i32 0
  %w = insertelement <2 x float> %w0, float %y, i32 1
  %add = call i32 @llvm.vector.reduce.add.v2i32(<2 x i32> %v)
  %max = call i32 @llvm.vector.reduce.umax.v2i32(<2 x i32> %v)
  %xor = call i32 @llvm.vector.reduce.xor.v2i32(<2 x i32> %v)
  %fadd = call float @llvm.vector.reduce.fadd.v2f32(float 1.0, <2 x float> %w)
  %fmin = call float @llvm.vector.reduce.fmin.v2f32(<2 x float> %w)
  %i1 = add i32 %add, %max
  %i2 = add i32 %i1, %xor
  %if = sitofp i32 %i2 to float
  %r1 = fadd float %fadd, %fmin
  %r = fadd float %r1, %if
  ret float %r
}

; CHECK-NOT: @llvm.

attributes #0 = { "hlsl.numthreads"="1,1,1" "hlsl.shader"="compute" }

declare float @llvm.dx.dot2.f32(float, float, float, float)
declare float @llvm.dx.dot3.f32(float, float, float, float, float, float)
declare float @llvm.dx.dot4.f32(float, float, float, float, float, float, float, float)
declare float @llvm.dx.fdot.v3f32(<3 x float>, <3 x float>)
declare i32 @llvm.dx.sdot.v3i32(<3 x i32>, <3 x i32>)
declare i32 @llvm.dx.udot.v3i32(<3 x i32>, <3 x i32>)
declare i32 @llvm.dx.dot4add.i8packed(i32, i32, i32)
declare i32 @llvm.dx.dot4add.u8packed(i32, i32, i32)
declare float @llvm.exp.f32(float)
declare float @llvm.exp10.f32(float)
declare float @llvm.log.f32(float)
declare float @llvm.log10.f32(float)
declare float @llvm.pow.f32(float, float)
declare float @llvm.atan2.f32(float, float)
declare i32 @llvm.abs.i32(i32, i1)
declare i32 @llvm.dx.sclamp.i32(i32, i32, i32)
declare i32 @llvm.dx.uclamp.i32(i32, i32, i32)
declare float @llvm.dx.nclamp.f32(float, float, float)
declare i1 @llvm.dx.all.v2f32(<2 x float>)
declare i1 @llvm.dx.any.v3i32(<3 x i32>)
declare i32 @llvm.vector.reduce.add.v2i32(<2 x i32>)
declare i32 @llvm.vector.reduce.umax.v2i32(<2 x i32>)
declare i32 @llvm.vector.reduce.xor.v2i32(<2 x i32>)
declare float @llvm.vector.reduce.fadd.v2f32(float, <2 x float>)
declare float @llvm.vector.reduce.fmin.v2f32(<2 x float>)
