// A local array indexed at run time, on Vulkan. O1 leaves the array in memory
// and spells its element addresses as byte and element GEPs on the alloca
// (`gep i8, ptr %local, i64 4`, `gep float, ptr %local, i64 %i`); LLVM 22's
// SPIR-V target crashes on those (and, at its default code-generation level,
// on the typed form too). texel rewrites them to typed GEPs of the array and
// generates code at -O0: a Function-storage array variable reached through
// access chains.
//
// RUN: %texel -T cs_6_6 -E main -spirv -Fo %t.spv %s
// RUN: %spirv-val --target-env vulkan1.3 %t.spv
// RUN: %spirv-dis %t.spv | FileCheck %s
// RUN: %texel -T cs_6_6 -E main -spirv -Od -Fo %t.od.spv %s
// RUN: %spirv-val --target-env vulkan1.3 %t.od.spv

RWBuffer<float> Out : register(u0);

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  float c[3] = {1.0, 2.0, 3.0};
  c[id.x % 3] += 1.0;
  Out[id.x] = c[(id.x + 1) % 3];
}

// CHECK-DAG: [[ARRAY:%[_A-Za-z0-9]+]] = OpTypeArray %float %uint_3
// CHECK-DAG: [[PTRARRAY:%[_A-Za-z0-9]+]] = OpTypePointer Function [[ARRAY]]
// CHECK-DAG: [[PTRFLOAT:%[_A-Za-z0-9]+]] = OpTypePointer Function %float
// CHECK: %main = OpFunction %void None
// CHECK: [[LOCAL:%[_A-Za-z0-9]+]] = OpVariable [[PTRARRAY]] Function
// CHECK: [[E0:%[0-9]+]] = OpInBoundsAccessChain [[PTRFLOAT]] [[LOCAL]] %ulong_0
// CHECK-NEXT: OpStore [[E0]] %float_1 Aligned 4
// CHECK: [[E1:%[0-9]+]] = OpInBoundsAccessChain [[PTRFLOAT]] [[LOCAL]] %ulong_1
// CHECK-NEXT: OpStore [[E1]] %float_2 Aligned 4
// CHECK: [[E2:%[0-9]+]] = OpInBoundsAccessChain [[PTRFLOAT]] [[LOCAL]] %ulong_2
// CHECK-NEXT: OpStore [[E2]] %float_3 Aligned 4
// CHECK: [[I:%[0-9]+]] = OpUMod %uint {{%[0-9]+}} %uint_3
// CHECK: [[EI:%[0-9]+]] = OpInBoundsAccessChain [[PTRFLOAT]] [[LOCAL]] {{%[0-9]+}}
// CHECK-NEXT: [[OLD:%[0-9]+]] = OpLoad %float [[EI]] Aligned 4
// CHECK-NEXT: [[NEW:%[0-9]+]] = OpFAdd %float [[OLD]] %float_1
// CHECK-NEXT: OpStore [[EI]] [[NEW]] Aligned 4
// CHECK: [[EJ:%[0-9]+]] = OpInBoundsAccessChain [[PTRFLOAT]] [[LOCAL]] {{%[0-9]+}}
// CHECK-NEXT: [[VALUE:%[0-9]+]] = OpLoad %float [[EJ]] Aligned 4
// CHECK: OpImageWrite {{%[0-9]+}} {{%[0-9]+}} [[VALUE]]
