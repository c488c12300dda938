// A for loop with a conditional `continue`, on Vulkan. LLVM's loop peeling
// (in O1's full-unroll pass) splits off the `i == 5` iteration, and LLVM 22's
// SPIR-V structurizer turned the peeled loop into invalid control flow
// (spirv-val: "block … branches to the selection construct, but not to the
// selection header"). texel's writer structures the peeled shape too: the
// peeled iterations and the loop, each loop with its merge and continue
// target. Execution: exec/buffers/loop-continue.test.
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

// The loop (peeled or not) has a merge and a continue target.
// CHECK: OpLoopMerge %{{[_A-Za-z0-9.]+}} %{{[_A-Za-z0-9.]+}} None
