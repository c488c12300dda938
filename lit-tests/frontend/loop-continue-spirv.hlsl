// A for loop with a conditional `continue`, on Vulkan. LLVM's loop peeling
// (in O1's full-unroll pass) splits off the `i == 5` iteration, and LLVM 22's
// SPIR-V structurizer turns the peeled loop into invalid control flow
// (spirv-val: "block … branches to the selection construct, but not to the
// selection header"). texel runs its pipelines with LLVM's
// -unroll-peel-max-count=0: the loop stays one loop with a continue target.
// Execution: exec/buffers/loop-continue.test.
//
// RUN: %texel -T cs_6_6 -E main -spirv -Fo %t.spv %s
// RUN: %spirv-val --target-env vulkan1.3 %t.spv
// RUN: %spirv-dis %t.spv | FileCheck %s
// RUN: %texel -T cs_6_6 -E main -spirv -Od -Fo %t.od.spv %s
// RUN: %spirv-val --target-env vulkan1.3 %t.od.spv

StructuredBuffer<uint> In : register(t0);
RWStructuredBuffer<uint> Out : register(u1);

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  uint sum = 0;
  for (uint i = 0; i < id.x; ++i) {
    if (i == 5)
      continue;
    sum += In[i];
  }
  Out[id.x] = sum;
}

// One loop, not peeled: no block of the peeled copy remains.
// CHECK-NOT: peel
// CHECK: OpLoopMerge
// CHECK-NOT: OpLoopMerge
// CHECK-NOT: peel
