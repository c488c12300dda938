// Operators and the usual arithmetic conversions: int vs uint compares
// unsigned, int * float converts the int (sitofp), uint / 2 is udiv (here a
// shift), signed / unsigned division and remainder, float %, ~ and unary -,
// shifts, compound assignments, pre/post increment and decrement, && and ||
// short-circuit (the right operand is only evaluated in its own block),
// scalar ?: and componentwise == on vectors.
//
// RUN: %texel -T cs_6_6 -E main -Od --emit=ir %s | FileCheck %s --check-prefix=DXIL
// RUN: %texel -T cs_6_6 -E main %s | FileCheck %s --check-prefix=NODX
// RUN: %texel -T cs_6_6 -E main -spirv -Fo %t.spv %s
// RUN: %spirv-val --target-env vulkan1.3 %t.spv

RWBuffer<int> I : register(u0);
RWBuffer<uint> U : register(u1);
RWBuffer<float> F : register(u2);

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  int i = I[id.x];
  uint u = U[id.x];
  float f = F[id.x];
  U[0] = (i < u) ? 1 : 2;
  F[1] = i * f;
  F[2] = u / 2 + f;
  I[3] = (i > 0 && U[9] > 3) ? 5 : 6;
  I[4] = (i > 0 || f > 0.0) ? 7 : 8;
  I[5] = i / I[6] + i % 3;
  U[7] = u / U[8] + u % 5;
  F[10] = f % 2.0;
  I[11] = ~i + -i;
  U[12] = u << (i & 31);
  int k = 5;
  k += i; k *= 3; k -= 1; k /= 2; k %= 7; k <<= 1; k >>= 1; k |= 8; k &= 0xff; k ^= 3;
  I[13] = k;
  int j = i;
  I[14] = j++ + ++j;
  I[15] = j--;
  bool2 b = int2(i, u) == int2(3, 4);
  U[16] = b.y ? 1u : 0u;
}

// DXIL-LABEL: define void @main()
// DXIL: [[I:%.*]] = load i32, ptr {{%.*}}, align 4
// DXIL: [[U:%.*]] = load i32, ptr {{%.*}}, align 4
// DXIL: [[F:%.*]] = load float, ptr {{%.*}}, align 4
// (i < u) ? 1 : 2 -- i converts to uint
// DXIL-NEXT: [[LT:%.*]] = icmp ult i32 [[I]], [[U]]
// DXIL-NEXT: br i1 [[LT]], label %[[T0:[^ ,]+]], label %[[F0:[^ ,]+]]
// DXIL: phi i32 [ 1, %[[T0]] ], [ 2, %[[F0]] ]
// i * f, u / 2 + f
// DXIL: [[IF:%.*]] = sitofp i32 [[I]] to float
// DXIL-NEXT: fmul float [[F]], [[IF]]
// DXIL: [[UD2:%.*]] = lshr i32 [[U]], 1
// DXIL-NEXT: [[UD2F:%.*]] = uitofp nneg i32 [[UD2]] to float
// DXIL-NEXT: fadd float [[F]], [[UD2F]]
// i > 0 && U[9] > 3: U[9] is loaded only when i > 0
// DXIL: [[IGT0:%.*]] = icmp sgt i32 [[I]], 0
// DXIL-NEXT: br i1 [[IGT0]], label %[[RHS:[^ ,]+]], label %[[AND_END:[^ ,]+]]
// DXIL: [[RHS]]:
// DXIL-NEXT: [[U9P:%.*]] = call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_i32_1_0_0t(target("dx.TypedBuffer", i32, 1, 0, 0) {{%.*}}, i32 9)
// DXIL-NEXT: [[U9:%.*]] = load i32, ptr [[U9P]], align 4
// DXIL-NEXT: [[U9GT3:%.*]] = icmp ugt i32 [[U9]], 3
// DXIL-NEXT: br label %[[AND_END]]
// DXIL: [[AND_END]]:
// DXIL-NEXT: phi i1 [ false, %{{[^ ]+}} ], [ [[U9GT3]], %[[RHS]] ]
// i > 0 || f > 0.0: f is only compared when i <= 0
// DXIL: [[IGT0B:%.*]] = icmp sgt i32 [[I]], 0
// DXIL-NEXT: br i1 [[IGT0B]], label %[[OR_END:[^ ,]+]], label %[[RHS2:[^ ,]+]]
// DXIL: [[RHS2]]:
// DXIL-NEXT: [[FGT0:%.*]] = fcmp ogt float [[F]], 0.000000e+00
// DXIL-NEXT: br label %[[OR_END]]
// DXIL: [[OR_END]]:
// DXIL-NEXT: phi i1 [ true, %{{[^ ]+}} ], [ [[FGT0]], %[[RHS2]] ]
// i / I[6] + i % 3, u / U[8] + u % 5, f % 2.0
// DXIL: sdiv i32 [[I]], {{%.*}}
// DXIL-NEXT: srem i32 [[I]], 3
// DXIL: udiv i32 [[U]], {{%.*}}
// DXIL-NEXT: urem i32 [[U]], 5
// DXIL: frem float [[F]], 2.000000e+00
// ~i + -i
// DXIL: [[NOT:%.*]] = xor i32 [[I]], -1
// DXIL-NEXT: sub i32 [[NOT]], [[I]]
// u << (i & 31)
// DXIL: [[SH:%.*]] = and i32 [[I]], 31
// DXIL-NEXT: shl i32 [[U]], [[SH]]
// k: ((((5 + i) * 3 - 1) / 2 % 7) << 1 >> 1 | 8) & 0xff ^ 3
// DXIL: [[K1:%.*]] = mul i32 [[I]], 3
// DXIL-NEXT: [[K2:%.*]] = add i32 [[K1]], 14
// DXIL-NEXT: [[K3:%.*]] = sdiv i32 [[K2]], 2
// DXIL-NEXT: [[K4:%.*]] = srem i32 [[K3]], 7
// DXIL-NEXT: [[K5:%.*]] = and i32 [[K4]], 247
// DXIL-NEXT: [[K6:%.*]] = xor i32 [[K5]], 11
// DXIL: store i32 [[K6]], ptr {{%.*}}, align 4
// j++ + ++j = i + (i + 2); then j-- yields i + 2
// DXIL: [[J2:%.*]] = add i32 [[I]], 2
// DXIL-NEXT: [[JJ:%.*]] = add i32 [[I]], [[J2]]
// DXIL: store i32 [[JJ]], ptr {{%.*}}, align 4
// DXIL: store i32 [[J2]], ptr {{%.*}}, align 4
// (int2(i, u) == int2(3, 4)).y
// DXIL-NEXT: [[EQ4:%.*]] = icmp eq i32 [[U]], 4
// DXIL-NEXT: br i1 [[EQ4]], label %[[T1:[^ ,]+]], label %[[F1:[^ ,]+]]
// DXIL: phi i32 [ 1, %[[T1]] ], [ 0, %[[F1]] ]

// NODX-NOT: llvm.dx.
