// A loop inside a switch case, on Vulkan. LLVM 22's SPIR-V structurizer turns
// a switch whose case holds a loop (exiting to the switch's merge block) into
// invalid control flow (spirv-val: "Back-edges … can only be formed between a
// block and a loop header"). texel lowers switches to branch trees before
// writing SPIR-V (`lower-switch`), which structurize: a selection per case
// value and a loop with its own merge block.
//
// RUN: %texel -T cs_6_6 -E main -spirv -Fo %t.spv %s
// RUN: %spirv-val --target-env vulkan1.3 %t.spv
// RUN: %spirv-dis %t.spv | FileCheck %s
// RUN: %texel -T cs_6_6 -E main -spirv -Od -Fo %t.od.spv %s
// RUN: %spirv-val --target-env vulkan1.3 %t.od.spv

RWBuffer<int> Result : register(u0);
cbuffer Settings : register(b1) {
  int Mode;
  int Iterations;
};

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  int n = int(id.x) + 1;
  int result;
  switch (Mode) {
  case 0:
    result = 0;
    do {
      n = (n % 2 == 0) ? n / 2 : 3 * n + 1;
      result++;
    } while (n != 1 && result < Iterations);
    break;
  case 1:
  case 2:
    result = n * Mode;
    break;
  default:
    result = -1;
    break;
  }
  Result[id.x] = result;
}

// No OpSwitch is left; the loop has its own merge and continue targets.
// CHECK-NOT: OpSwitch
// CHECK: %main = OpFunction %void None
// CHECK: OpSelectionMerge
// CHECK: OpLoopMerge [[MERGE:%[_A-Za-z0-9]+]] [[CONTINUE:%[_A-Za-z0-9]+]] None
// CHECK: OpBranchConditional {{%[0-9]+ .*}}[[MERGE]]
// CHECK: OpImageWrite
// CHECK-NOT: OpSwitch
