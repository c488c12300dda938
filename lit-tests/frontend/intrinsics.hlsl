// Intrinsic functions on float, int and uint operands (-Od, so each call is
// seen as the front end expands it): dot / length / normalize (products
// summed lane by lane), min / max / clamp / saturate (minnum / maxnum, smin /
// smax, umin / umax), lerp (x + s * (y - x)), abs, sqrt, rsqrt (1 / sqrt),
// floor, ceil, frac (x - floor x), round (to nearest even), trunc, exp, exp2,
// log, log2, pow, sin, cos, tan, asin, acos, atan, atan2, fmod (frem), step
// (y >= x), smoothstep (t * t * (3 - 2 t) with t = saturate((x - a) / (b - a))),
// sign (an int: (x > 0) - (x < 0)), mad (fmuladd), isinf, countbits,
// reversebits; integer dot.
// (firstbithigh / firstbitlow, all / any, isnan and cross have their own
// files: intrinsic-*.hlsl.)
//
// RUN: %texel -T cs_6_6 -E main -Od --emit=ir %s | FileCheck %s --check-prefix=DXIL
// RUN: %texel -T cs_6_6 -E main -spirv -Od --emit=ir %s | FileCheck %s --check-prefix=SPV
// RUN: %texel -T cs_6_6 -E main %s | FileCheck %s --check-prefix=NODX
// RUN: %texel -T cs_6_6 -E main -spirv -Fo %t.spv %s
// RUN: %spirv-val --target-env vulkan1.3 %t.spv

Buffer<float4> FIn : register(t0);
Buffer<int4> IIn : register(t1);
RWBuffer<float> O : register(u2);
RWBuffer<int> IO : register(u3);
RWBuffer<uint> UO : register(u4);

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  float4 a = FIn[id.x];
  float4 b = FIn[id.x + 1];
  int4 i = IIn[id.x];
  uint4 u = asuint(i);
  float x = a.x, y = b.x;
  O[0] = dot(a.xyz, b.xyz);
  O[1] = dot(a, b);
  O[2] = length(a);
  O[3] = normalize(a.xyz).y;
  O[4] = min(x, y) + max(x, y);
  O[5] = clamp(x, 0.0, 1.0);
  O[6] = saturate(y);
  O[7] = lerp(x, y, 0.25);
  O[8] = abs(x);
  O[9] = sqrt(x) + rsqrt(y);
  O[10] = floor(x) + ceil(y);
  O[11] = frac(x);
  O[12] = round(x) + trunc(y);
  O[13] = exp(x) + exp2(y);
  O[14] = log(x) + log2(y);
  O[15] = pow(x, y);
  O[16] = sin(x) + cos(y);
  O[17] = tan(x);
  O[18] = asin(x) + acos(y);
  O[19] = atan(x) + atan2(x, y);
  O[20] = fmod(x, y);
  O[21] = step(x, y);
  O[22] = smoothstep(x, y, 0.5);
  O[23] = sign(x);
  O[24] = mad(x, y, a.y);
  O[25] = isinf(y) ? 1.0 : 0.0;
  IO[0] = min(i.x, i.y) + max(i.z, i.w);
  IO[1] = clamp(i.x, -8, 8);
  IO[2] = abs(i.y);
  IO[3] = sign(i.z);
  IO[4] = dot(i.xy, i.zw);
  UO[0] = min(u.x, u.y) + max(u.z, u.w);
  UO[1] = clamp(u.x, 2u, 9u);
  UO[2] = countbits(u.y);
  UO[3] = reversebits(u.z);
}

// DXIL-LABEL: define void @main()
// DXIL: [[A:%.*]] = load <4 x float>, ptr {{%.*}}, align 16
// DXIL: [[B:%.*]] = load <4 x float>, ptr {{%.*}}, align 16
// DXIL: [[I:%.*]] = load <4 x i32>, ptr {{%.*}}, align 16
// DXIL-NEXT: [[X:%.*]] = extractelement <4 x float> [[A]], i64 0
// DXIL-NEXT: [[Y:%.*]] = extractelement <4 x float> [[B]], i64 0
// dot(a.xyz, b.xyz)
// DXIL-NEXT: [[D3:%.*]] = fmul <4 x float> [[A]], [[B]]
// DXIL-NEXT: [[D3X:%.*]] = extractelement <4 x float> [[D3]], i64 0
// DXIL-NEXT: [[D3Y:%.*]] = extractelement <4 x float> [[D3]], i64 1
// DXIL-NEXT: [[D3XY:%.*]] = fadd float [[D3X]], [[D3Y]]
// DXIL-NEXT: [[D3Z:%.*]] = extractelement <4 x float> [[D3]], i64 2
// DXIL-NEXT: [[DOT3:%.*]] = fadd float [[D3XY]], [[D3Z]]
// DXIL-NEXT: [[P0:%.*]] = call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0) [[O:%.*]], i32 0)
// DXIL-NEXT: store float [[DOT3]], ptr [[P0]], align 4
// dot(a, b)
// DXIL-NEXT: [[D4:%.*]] = fmul <4 x float> [[A]], [[B]]
// DXIL: [[D4W:%.*]] = extractelement <4 x float> [[D4]], i64 3
// DXIL-NEXT: [[DOT4:%.*]] = fadd float {{%.*}}, [[D4W]]
// DXIL: store float [[DOT4]]
// length(a) = sqrt(dot(a, a))
// DXIL-NEXT: [[AA:%.*]] = fmul <4 x float> [[A]], [[A]]
// DXIL: [[LEN:%.*]] = call float @llvm.sqrt.f32(float {{%.*}})
// DXIL: store float [[LEN]]
// normalize(a.xyz).y = a.y / sqrt(dot(a.xyz, a.xyz))
// DXIL: [[NL:%.*]] = call float @llvm.sqrt.f32(float {{%.*}})
// DXIL-NEXT: [[AY:%.*]] = extractelement <4 x float> [[A]], i64 1
// DXIL-NEXT: [[NY:%.*]] = fdiv float [[AY]], [[NL]]
// DXIL: store float [[NY]]
// min(x, y) + max(x, y)
// DXIL-NEXT: [[MIN:%.*]] = call float @llvm.minnum.f32(float [[X]], float [[Y]])
// DXIL-NEXT: [[MAX:%.*]] = call float @llvm.maxnum.f32(float [[X]], float [[Y]])
// clamp(x, 0, 1), saturate(y)
// DXIL: [[CL0:%.*]] = call float @llvm.maxnum.f32(float [[X]], float 0.000000e+00)
// DXIL-NEXT: [[CL:%.*]] = call float @llvm.minnum.f32(float [[CL0]], float 1.000000e+00)
// DXIL: store float [[CL]]
// DXIL-NEXT: [[SA0:%.*]] = call float @llvm.maxnum.f32(float [[Y]], float 0.000000e+00)
// DXIL-NEXT: [[SA:%.*]] = call float @llvm.minnum.f32(float [[SA0]], float 1.000000e+00)
// DXIL: store float [[SA]]
// lerp(x, y, 0.25)
// DXIL-NEXT: [[YMX:%.*]] = fsub float [[Y]], [[X]]
// DXIL-NEXT: [[S:%.*]] = fmul float [[YMX]], 2.500000e-01
// DXIL-NEXT: [[LERP:%.*]] = fadd float [[X]], [[S]]
// DXIL: store float [[LERP]]
// abs, sqrt + rsqrt
// DXIL-NEXT: [[ABS:%.*]] = call float @llvm.fabs.f32(float [[X]])
// DXIL: store float [[ABS]]
// DXIL-NEXT: [[SQ:%.*]] = call float @llvm.sqrt.f32(float [[X]])
// DXIL-NEXT: [[SQY:%.*]] = call float @llvm.sqrt.f32(float [[Y]])
// DXIL-NEXT: [[RSQ:%.*]] = fdiv float 1.000000e+00, [[SQY]]
// floor + ceil, frac, round + trunc
// DXIL: call float @llvm.floor.f32(float [[X]])
// DXIL-NEXT: call float @llvm.ceil.f32(float [[Y]])
// DXIL: [[FL:%.*]] = call float @llvm.floor.f32(float [[X]])
// DXIL-NEXT: [[FRAC:%.*]] = fsub float [[X]], [[FL]]
// DXIL: store float [[FRAC]]
// DXIL-NEXT: call float @llvm.roundeven.f32(float [[X]])
// DXIL-NEXT: call float @llvm.trunc.f32(float [[Y]])
// exp + exp2, log + log2, pow
// DXIL: call float @llvm.exp.f32(float [[X]])
// DXIL-NEXT: call float @llvm.exp2.f32(float [[Y]])
// DXIL: call float @llvm.log.f32(float [[X]])
// DXIL-NEXT: call float @llvm.log2.f32(float [[Y]])
// DXIL: call float @llvm.pow.f32(float [[X]], float [[Y]])
// sin + cos, tan, asin + acos, atan + atan2
// DXIL: call float @llvm.sin.f32(float [[X]])
// DXIL-NEXT: call float @llvm.cos.f32(float [[Y]])
// DXIL: call float @llvm.tan.f32(float [[X]])
// DXIL: call float @llvm.asin.f32(float [[X]])
// DXIL-NEXT: call float @llvm.acos.f32(float [[Y]])
// DXIL: call float @llvm.atan.f32(float [[X]])
// DXIL-NEXT: call float @llvm.atan2.f32(float [[X]], float [[Y]])
// fmod
// DXIL: [[FMOD:%.*]] = frem float [[X]], [[Y]]
// DXIL: store float [[FMOD]]
// step(x, y) = y >= x ? 1 : 0
// DXIL-NEXT: [[GE:%.*]] = fcmp oge float [[Y]], [[X]]
// DXIL-NEXT: [[STEP:%.*]] = select i1 [[GE]], float 1.000000e+00, float 0.000000e+00
// DXIL: store float [[STEP]]
// smoothstep(x, y, 0.5)
// DXIL-NEXT: [[R:%.*]] = fsub float [[Y]], [[X]]
// DXIL-NEXT: [[N:%.*]] = fsub float 5.000000e-01, [[X]]
// DXIL-NEXT: [[Q:%.*]] = fdiv float [[N]], [[R]]
// DXIL-NEXT: [[T0:%.*]] = call float @llvm.maxnum.f32(float [[Q]], float 0.000000e+00)
// DXIL-NEXT: [[T:%.*]] = call float @llvm.minnum.f32(float [[T0]], float 1.000000e+00)
// DXIL-NEXT: [[T2:%.*]] = fmul float [[T]], 2.000000e+00
// DXIL-NEXT: [[T3:%.*]] = fsub float 3.000000e+00, [[T2]]
// DXIL-NEXT: [[TT:%.*]] = fmul float [[T]], [[T]]
// DXIL-NEXT: [[SS:%.*]] = fmul float [[TT]], [[T3]]
// DXIL: store float [[SS]]
// sign(x): an int converted back to float
// DXIL-NEXT: [[POS:%.*]] = fcmp ogt float [[X]], 0.000000e+00
// DXIL-NEXT: [[NEG:%.*]] = fcmp olt float [[X]], 0.000000e+00
// DXIL: [[SGN:%.*]] = sitofp i32 {{%.*}} to float
// DXIL: store float [[SGN]]
// mad(x, y, a.y)
// DXIL: [[MAD:%.*]] = call float @llvm.fmuladd.f32(float [[X]], float [[Y]], float {{%.*}})
// DXIL: store float [[MAD]]
// isinf(y)
// DXIL-NEXT: [[FABS:%.*]] = call float @llvm.fabs.f32(float [[Y]])
// DXIL-NEXT: fcmp oeq float [[FABS]], 0x7FF0000000000000
// int min / max, clamp, abs, sign, dot
// DXIL: call i32 @llvm.smin.i32(
// DXIL: call i32 @llvm.smax.i32(
// DXIL: [[ICL0:%.*]] = call i32 @llvm.smax.i32(i32 {{%.*}}, i32 -8)
// DXIL-NEXT: call i32 @llvm.smin.i32(i32 [[ICL0]], i32 8)
// DXIL: call i32 @llvm.abs.i32(i32 {{%.*}}, i1 false)
// DXIL: [[IXY:%.*]] = shufflevector <4 x i32> [[I]], <4 x i32> poison, <2 x i32> <i32 0, i32 1>
// DXIL-NEXT: [[IZW:%.*]] = shufflevector <4 x i32> [[I]], <4 x i32> poison, <2 x i32> <i32 2, i32 3>
// DXIL-NEXT: [[IM:%.*]] = mul <2 x i32> [[IXY]], [[IZW]]
// uint min / max, clamp, countbits, reversebits
// DXIL: call i32 @llvm.umin.i32(
// DXIL: call i32 @llvm.umax.i32(
// DXIL: [[UCL0:%.*]] = call i32 @llvm.umax.i32(i32 {{%.*}}, i32 2)
// DXIL-NEXT: call i32 @llvm.umin.i32(i32 [[UCL0]], i32 9)
// DXIL: call {{.*}}i32 @llvm.ctpop.i32(
// DXIL: call i32 @llvm.bitreverse.i32(
// DXIL: ret void

// The same expansion on SPIR-V, spot checks.
// SPV-LABEL: define void @main()
// SPV: call float @llvm.sqrt.f32(
// SPV: call float @llvm.minnum.f32(
// SPV: call float @llvm.roundeven.f32(
// SPV: call float @llvm.atan2.f32(
// SPV: frem float
// SPV: call float @llvm.fmuladd.f32(
// SPV: call i32 @llvm.smin.i32(
// SPV: call i32 @llvm.umax.i32(
// SPV: call {{.*}}i32 @llvm.ctpop.i32(
// SPV: call i32 @llvm.bitreverse.i32(

// NODX-NOT: llvm.dx.
