; texel-dxil lowers binary, tertiary and bit intrinsics to DXIL ops: FMax 35
; (maxnum, maximumnum), FMin 36 (minnum, minimumnum), IMax 37 (smax), IMin 38
; (smin), UMax 39 (umax), UMin 40 (umin) on dx.op.binary; FMad 46 (fmuladd),
; Fma 47 (fma, double only), IMad 48 (dx.imad), UMad 49 (dx.umad) on
; dx.op.tertiary; Bfrev 30 (bitreverse) on dx.op.unary; Countbits 31 (ctpop),
; FirstbitLo 32 (dx.firstbitlow, cttz), FirstbitHi 33 (dx.firstbituhigh,
; ctlz), FirstbitSHi 34 (dx.firstbitshigh) on dx.op.unaryBits, whose i32
; result is converted to the operand type where the intrinsic returns that.
; ctlz / cttz give the bit width for zero, where the ops give -1.
;
; RUN: %opt -load-pass-plugin=%plugin -passes=texel-dxil,texel-dxil-scalarize,texel-dxil-verify -S %s | FileCheck %s

target triple = "dxil-pc-shadermodel6.6-compute"

; CHECK-LABEL: define float @float_binary_tertiary(float %a, float %b, float %c)
; CHECK-NEXT: entry:
; CHECK-NEXT: [[MAX:%.*]] = call float @dx.op.binary.f32(i32 35, float %a, float %b)
; CHECK-NEXT: [[MAXN:%.*]] = call float @dx.op.binary.f32(i32 35, float [[MAX]], float %c)
; CHECK-NEXT: [[MIN:%.*]] = call float @dx.op.binary.f32(i32 36, float [[MAXN]], float %b)
; CHECK-NEXT: [[MINN:%.*]] = call float @dx.op.binary.f32(i32 36, float [[MIN]], float %c)
; CHECK-NEXT: [[MAD:%.*]] = call float @dx.op.tertiary.f32(i32 46, float [[MINN]], float %b, float %c)
; CHECK-NEXT: ret float [[MAD]]
define float @float_binary_tertiary(float %a, float %b, float %c) #0 {
entry:
  %max = call float @llvm.maxnum.f32(float %a, float %b)
  %maxn = call float @llvm.maximumnum.f32(float %max, float %c)
  %min = call float @llvm.minnum.f32(float %maxn, float %b)
  %minn = call float @llvm.minimumnum.f32(float %min, float %c)
  %mad = call float @llvm.fmuladd.f32(float %minn, float %b, float %c)
  ret float %mad
}

; CHECK-LABEL: define double @double_ops(double %a, double %b, double %c)
; CHECK-NEXT: entry:
; CHECK-NEXT: [[FMA:%.*]] = call double @dx.op.tertiary.f64(i32 47, double %a, double %b, double %c)
; CHECK-NEXT: [[MAD:%.*]] = call double @dx.op.tertiary.f64(i32 46, double [[FMA]], double %b, double %c)
; CHECK-NEXT: [[MAX:%.*]] = call double @dx.op.binary.f64(i32 35, double [[MAD]], double %a)
; CHECK-NEXT: ret double [[MAX]]
define double @double_ops(double %a, double %b, double %c) #0 {
entry:
  %fma = call double @llvm.fma.f64(double %a, double %b, double %c)
  %mad = call double @llvm.fmuladd.f64(double %fma, double %b, double %c)
  %max = call double @llvm.maxnum.f64(double %mad, double %a)
  ret double %max
}

; CHECK-LABEL: define i32 @integer_ops(i32 %a, i32 %b, i32 %c)
; CHECK-NEXT: entry:
; CHECK-NEXT: [[SMAX:%.*]] = call i32 @dx.op.binary.i32(i32 37, i32 %a, i32 %b)
; CHECK-NEXT: [[SMIN:%.*]] = call i32 @dx.op.binary.i32(i32 38, i32 [[SMAX]], i32 %c)
; CHECK-NEXT: [[UMAX:%.*]] = call i32 @dx.op.binary.i32(i32 39, i32 [[SMIN]], i32 %b)
; CHECK-NEXT: [[UMIN:%.*]] = call i32 @dx.op.binary.i32(i32 40, i32 [[UMAX]], i32 %c)
; CHECK-NEXT: [[IMAD:%.*]] = call i32 @dx.op.tertiary.i32(i32 48, i32 [[UMIN]], i32 %b, i32 %c)
; CHECK-NEXT: [[UMAD:%.*]] = call i32 @dx.op.tertiary.i32(i32 49, i32 [[IMAD]], i32 %b, i32 %c)
; CHECK-NEXT: [[REV:%.*]] = call i32 @dx.op.unary.i32(i32 30, i32 [[UMAD]])
; CHECK-NEXT: [[POP:%.*]] = call i32 @dx.op.unaryBits.i32(i32 31, i32 [[REV]])
; CHECK-NEXT: [[LO:%.*]] = call i32 @dx.op.unaryBits.i32(i32 32, i32 [[POP]])
; CHECK-NEXT: [[HI:%.*]] = call i32 @dx.op.unaryBits.i32(i32 33, i32 [[LO]])
; CHECK-NEXT: [[SHI:%.*]] = call i32 @dx.op.unaryBits.i32(i32 34, i32 [[HI]])
; CHECK-NEXT: [[CLZ:%.*]] = call i32 @dx.op.unaryBits.i32(i32 33, i32 [[SHI]])
; CHECK-NEXT: [[CLZ0:%.*]] = icmp eq i32 [[SHI]], 0
; CHECK-NEXT: [[CLZR:%.*]] = select i1 [[CLZ0]], i32 32, i32 [[CLZ]]
; CHECK-NEXT: [[CTZ:%.*]] = call i32 @dx.op.unaryBits.i32(i32 32, i32 [[CLZR]])
; CHECK-NEXT: [[CTZ0:%.*]] = icmp eq i32 [[CLZR]], 0
; CHECK-NEXT: [[CTZR:%.*]] = select i1 [[CTZ0]], i32 32, i32 [[CTZ]]
; CHECK-NEXT: ret i32 [[CTZR]]
define i32 @integer_ops(i32 %a, i32 %b, i32 %c) #0 {
entry:
  %smax = call i32 @llvm.smax.i32(i32 %a, i32 %b)
  %smin = call i32 @llvm.smin.i32(i32 %smax, i32 %c)
  %umax = call i32 @llvm.umax.i32(i32 %smin, i32 %b)
  %umin = call i32 @llvm.umin.i32(i32 %umax, i32 %c)
  %imad = call i32 @llvm.dx.imad.i32(i32 %umin, i32 %b, i32 %c)
  %umad = call i32 @llvm.dx.umad.i32(i32 %imad, i32 %b, i32 %c)
  %rev = call i32 @llvm.bitreverse.i32(i32 %umad)
  %pop = call i32 @llvm.ctpop.i32(i32 %rev)
  %lo = call i32 @llvm.dx.firstbitlow.i32(i32 %pop)
  %hi = call i32 @llvm.dx.firstbituhigh.i32(i32 %lo)
  %shi = call i32 @llvm.dx.firstbitshigh.i32(i32 %hi)
  %clz = call i32 @llvm.ctlz.i32(i32 %shi, i1 false)
  %ctz = call i32 @llvm.cttz.i32(i32 %clz, i1 true)
  ret i32 %ctz
}

; 16- and 64-bit overloads; ctpop and ctlz of i64 / i16 return their operand's
; type, so the op's i32 is extended or truncated.
; CHECK-LABEL: define i64 @wide_and_narrow(i64 %a, i16 %b)
; CHECK-NEXT: entry:
; CHECK-NEXT: [[MAX:%.*]] = call i64 @dx.op.binary.i64(i32 39, i64 %a, i64 7)
; CHECK-NEXT: [[POP:%.*]] = call i32 @dx.op.unaryBits.i64(i32 31, i64 [[MAX]])
; CHECK-NEXT: [[POP64:%.*]] = zext i32 [[POP]] to i64
; CHECK-NEXT: [[MIN:%.*]] = call i16 @dx.op.binary.i16(i32 38, i16 %b, i16 3)
; CHECK-NEXT: [[CLZ:%.*]] = call i32 @dx.op.unaryBits.i16(i32 33, i16 [[MIN]])
; CHECK-NEXT: [[CLZ16:%.*]] = trunc i32 [[CLZ]] to i16
; CHECK-NEXT: [[ZERO:%.*]] = icmp eq i16 [[MIN]], 0
; CHECK-NEXT: [[R16:%.*]] = select i1 [[ZERO]], i16 16, i16 [[CLZ16]]
; CHECK-NEXT: [[R:%.*]] = zext i16 [[R16]] to i64
; CHECK-NEXT: [[SUM:%.*]] = add i64 [[POP64]], [[R]]
; CHECK-NEXT: ret i64 [[SUM]]
define i64 @wide_and_narrow(i64 %a, i16 %b) #0 {
entry:
  %max = call i64 @llvm.umax.i64(i64 %a, i64 7)
  %pop = call i64 @llvm.ctpop.i64(i64 %max)
  %min = call i16 @llvm.smin.i16(i16 %b, i16 3)
  %clz = call i16 @llvm.ctlz.i16(i16 %min, i1 false)
  %r = zext i16 %clz to i64
  %sum = add i64 %pop, %r
  ret i64 %sum
}

; A vector of int2: one op per lane.
; CHECK-LABEL: define i32 @vector_lanes(i32 %a0, i32 %a1)
; CHECK-NEXT: entry:
; CHECK-NEXT: [[M0:%.*]] = call i32 @dx.op.binary.i32(i32 37, i32 %a0, i32 5)
; CHECK-NEXT: [[M1:%.*]] = call i32 @dx.op.binary.i32(i32 37, i32 %a1, i32 5)
; CHECK-NEXT: [[B0:%.*]] = call i32 @dx.op.unaryBits.i32(i32 33, i32 [[M0]])
; CHECK-NEXT: [[B1:%.*]] = call i32 @dx.op.unaryBits.i32(i32 33, i32 [[M1]])
; CHECK-NEXT: [[S:%.*]] = add i32 [[B0]], [[B1]]
; CHECK-NEXT: ret i32 [[S]]
define i32 @vector_lanes(i32 %a0, i32 %a1) #0 {
entry:
  %v0 = insertelement <2 x i32> poison, i32 %a0, i32 0
  %v = insertelement <2 x i32> %v0, i32 %a1, i32 1
  %m = call <2 x i32> @llvm.smax.v2i32(<2 x i32> %v, <2 x i32> splat (i32 5))
  %b = call <2 x i32> @llvm.dx.firstbituhigh.v2i32(<2 x i32> %m)
  %b0 = extractelement <2 x i32> %b, i32 0
  %b1 = extractelement <2 x i32> %b, i32 1
  %s = add i32 %b0, %b1
  ret i32 %s
}

; CHECK-NOT: @llvm.

attributes #0 = { "hlsl.numthreads"="1,1,1" "hlsl.shader"="compute" }

declare float @llvm.maxnum.f32(float, float)
declare float @llvm.maximumnum.f32(float, float)
declare float @llvm.minnum.f32(float, float)
declare float @llvm.minimumnum.f32(float, float)
declare float @llvm.fmuladd.f32(float, float, float)
declare double @llvm.fma.f64(double, double, double)
declare double @llvm.fmuladd.f64(double, double, double)
declare double @llvm.maxnum.f64(double, double)
declare i32 @llvm.smax.i32(i32, i32)
declare i32 @llvm.smin.i32(i32, i32)
declare i32 @llvm.umax.i32(i32, i32)
declare i32 @llvm.umin.i32(i32, i32)
declare i32 @llvm.dx.imad.i32(i32, i32, i32)
declare i32 @llvm.dx.umad.i32(i32, i32, i32)
declare i32 @llvm.bitreverse.i32(i32)
declare i32 @llvm.ctpop.i32(i32)
declare i32 @llvm.dx.firstbitlow.i32(i32)
declare i32 @llvm.dx.firstbituhigh.i32(i32)
declare i32 @llvm.dx.firstbitshigh.i32(i32)
declare i32 @llvm.ctlz.i32(i32, i1)
declare i32 @llvm.cttz.i32(i32, i1)
declare i64 @llvm.umax.i64(i64, i64)
declare i64 @llvm.ctpop.i64(i64)
declare i16 @llvm.smin.i16(i16, i16)
declare i16 @llvm.ctlz.i16(i16, i1)
declare <2 x i32> @llvm.smax.v2i32(<2 x i32>, <2 x i32>)
declare <2 x i32> @llvm.dx.firstbituhigh.v2i32(<2 x i32>)
