// The preprocessor: #include "…" found through -I (and #pragma once),
// object- and function-like macros, -D NAME=VALUE, #if / #elif / #else with
// `defined` and &&, #ifndef / #define defaults, #undef, a static const from
// the header as a numthreads argument.
//
// RUN: %texel -T cs_6_6 -E main --emit=ir -I %S/Inputs -D MODE=1 %s | FileCheck %s --check-prefix=MODE1
// RUN: %texel -T cs_6_6 -E main --emit=ir -I %S/Inputs -DMODE=2 %s | FileCheck %s --check-prefix=MODE2
// RUN: %texel -T cs_6_6 -E main --emit=ir -I %S/Inputs %s | FileCheck %s --check-prefix=MODE0
// RUN: %texel -T cs_6_6 -E main -spirv --emit=ir -I %S/Inputs -D MODE=1 %s | FileCheck %s --check-prefix=SPV1
// RUN: not %texel -T cs_6_6 -E main --emit=ir %s 2>&1 | FileCheck %s --check-prefix=NOINC

#include "common.hlsli"
#include "common.hlsli"

#ifndef MODE
#define MODE 0
#endif

RWBuffer<uint> Out : register(u0);

[numthreads(kGroup, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
#if MODE == 1 && defined(SCALE)
  Out[id.x] = MAD(id.x, SCALE, 7);
#elif MODE == 2
  Out[id.x] = 2;
#else
  Out[id.x] = 0;
#endif
#undef SCALE
#ifdef SCALE
  Out[0] = 99;
#endif
}

// MODE1-LABEL: define void @main()
// MODE1: [[TID:%.*]] = tail call i32 @llvm.dx.thread.id(i32 0)
// MODE1-NEXT: [[M:%.*]] = mul i32 [[TID]], 3
// MODE1-NEXT: [[A:%.*]] = add i32 [[M]], 7
// MODE1-NEXT: [[P:%.*]] = tail call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_i32_1_0_0t(target("dx.TypedBuffer", i32, 1, 0, 0) {{%.*}}, i32 [[TID]])
// MODE1-NEXT: store i32 [[A]], ptr [[P]], align 4
// MODE1-NEXT: ret void
// MODE1: "hlsl.numthreads"="16,1,1"

// MODE2-LABEL: define void @main()
// MODE2: store i32 2, ptr {{%.*}}, align 4
// MODE2-NOT: store
// MODE2: ret void

// MODE0-LABEL: define void @main()
// MODE0: store i32 0, ptr {{%.*}}, align 4
// MODE0-NOT: store
// MODE0: ret void

// SPV1-LABEL: define void @main()
// SPV1: [[TID:%.*]] = tail call i32 @llvm.spv.thread.id.i32(i32 0)
// SPV1-NEXT: [[M:%.*]] = mul i32 [[TID]], 3
// SPV1-NEXT: [[A:%.*]] = add i32 [[M]], 7
// SPV1: store i32 [[A]], ptr addrspace(11) {{%.*}}, align 4

// Without -I the header is not found.
// NOINC: {{.*}}preprocessor.hlsl:12:10: error: 'common.hlsli' file not found
