// Group 1's scalar types: min16float / min10float / min16int / min12int /
// min16uint are their 32-bit base types without -enable-16bit-types (DXC),
// int64_t / uint64_t / double keep 64 bits, bool vectors compare and reduce.
// Out[t] = (t << 33) >> 32 = 2 t, + 1 (0x100000000 >> 32), + 100 when
// 1 < t < 3, + (-2 + 3) + 4; F[t] = 1.5 + 0.5 + t * 0.25 (in double).
//
// RUN: %texel -T cs_6_6 -E main --emit=ir %s | FileCheck %s --check-prefix=DXIL
// RUN: %texel -T cs_6_6 -E main -spirv --emit=ir %s | FileCheck %s --check-prefix=SPV
// RUN: %texel -T cs_6_6 -E main %s -Fo %t.ll
// RUN: %opt -load-pass-plugin=%plugin -passes=texel-dxil-verify %t.ll -disable-output
// RUN: %texel -T cs_6_6 -E main -spirv -Fo %t.spv %s
// RUN: %spirv-val --target-env vulkan1.3 %t.spv

RWStructuredBuffer<uint> Out : register(u0);
RWStructuredBuffer<float> F : register(u1);
[numthreads(4, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  min16float m = 1.5;
  min10float m10 = 0.5;
  min16int mi = -2;
  min12int m12 = 3;
  min16uint mu = 4;
  int64_t big = (int64_t)id.x << 33;
  uint64_t ubig = 0x100000000ull;
  double d = id.x * 0.25l;
  bool2 flags = bool2(id.x > 1, id.x < 3);
  Out[id.x] = (uint)(big >> 32) + (uint)(ubig >> 32) + (all(flags) ? 100 : 0) + (uint)(mi + m12) + mu;
  F[id.x] = m + m10 + (float)d;
}

// DXIL-LABEL: define void @main()
// DXIL: [[T:%.*]] = tail call i32 @llvm.dx.thread.id(i32 0)
// DXIL-NEXT: [[D:%.*]] = uitofp i32 [[T]] to double
// DXIL-NEXT: [[Q:%.*]] = fmul double [[D]], 2.500000e-01
// DXIL: [[CMP:%.*]] = icmp ule <2 x i32> %{{.*}}, %{{.*}}
// DXIL: [[TWICE:%.*]] = shl i32 [[T]], 1
// DXIL: [[SEL:%.*]] = select i1 %{{.*}}, i32 100, i32 0
// DXIL-NEXT: [[A:%.*]] = add i32 [[TWICE]], 6
// DXIL-NEXT: [[SUM:%.*]] = add i32 [[A]], [[SEL]]
// DXIL: store i32 [[SUM]], ptr %{{.*}}, align 4
// DXIL-NEXT: [[F:%.*]] = fptrunc double [[Q]] to float
// DXIL-NEXT: [[G:%.*]] = fadd float [[F]], 2.000000e+00
// DXIL: store float [[G]], ptr %{{.*}}, align 4

// SPV-LABEL: define void @main()
// SPV: [[T:%.*]] = tail call i32 @llvm.spv.thread.id.i32(i32 0)
// SPV-NEXT: [[D:%.*]] = uitofp i32 [[T]] to double
// SPV-NEXT: [[Q:%.*]] = fmul double [[D]], 2.500000e-01
// SPV: [[F:%.*]] = fptrunc double [[Q]] to float
// SPV-NEXT: fadd float [[F]], 2.000000e+00
