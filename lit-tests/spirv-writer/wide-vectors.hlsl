// SROA keeps a small local array indexed at run time in a vector (`int a[8]`
// as `<8 x i32>`, compares as `<8 x i1>`), which LLVM 22's SPIR-V target
// failed on ("unable to legalize G_UNMERGE_VALUES <8 x s1>") and SPIR-V
// shaders cannot hold (no vectors wider than 4 without Vector16): texel
// scalarizes a module that has such vectors before writing it.
//
// RUN: %texel -T cs_6_6 -E main -spirv -Fo %t.spv %s
// RUN: %spirv-val --target-env vulkan1.3 %t.spv
// RUN: %spirv-dis %t.spv | FileCheck %s

Buffer<int> In : register(t0);
RWBuffer<int4> Out : register(u1);

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  uint t = id.x;
  int a[8];
  for (uint k = 0; k < 8; ++k)
    a[k] = In[(In[(t * k) % 32] + Out[t].y == Out[t].w ? t : 3) % 32];
  Out[t] = a[t % 8];
}

// CHECK-NOT: OpTypeVector %{{[a-z]+}} {{[5-9]|1[0-9]}}
// CHECK: %main = OpFunction
