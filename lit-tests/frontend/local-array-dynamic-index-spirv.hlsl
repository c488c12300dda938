// A local array indexed at run time, on Vulkan. O1 leaves the array in memory
// and spells its element addresses as byte and element GEPs on the alloca
// (`gep i8, ptr %local, i64 4`, `gep float, ptr %local, i64 %i`); LLVM 22's
// SPIR-V target crashed on those. texel's SPIR-V writer maps the byte offsets
// back onto the array's elements: a Function-storage array variable reached
// through access chains.
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
// CHECK: [[E0:%[0-9]+]] = OpAccessChain [[PTRFLOAT]] [[LOCAL]] %uint_0
// CHECK-NEXT: OpStore [[E0]] %float_1{{$}}
// CHECK-NEXT: [[E1:%[0-9]+]] = OpAccessChain [[PTRFLOAT]] [[LOCAL]] %uint_1
// CHECK-NEXT: OpStore [[E1]] %float_2{{$}}
// CHECK-NEXT: [[E2:%[0-9]+]] = OpAccessChain [[PTRFLOAT]] [[LOCAL]] %uint_2
// CHECK-NEXT: OpStore [[E2]] %float_3{{$}}
// CHECK-NEXT: [[I:%[0-9]+]] = OpUMod %uint {{%[0-9]+}} %uint_3
// CHECK-NEXT: [[IL:%[0-9]+]] = OpUConvert %ulong [[I]]
// CHECK-NEXT: [[EI:%[0-9]+]] = OpAccessChain [[PTRFLOAT]] [[LOCAL]] [[IL]]{{$}}
// CHECK-NEXT: [[OLD:%[0-9]+]] = OpLoad %float [[EI]]{{$}}
// CHECK-NEXT: [[NEW:%[0-9]+]] = OpFAdd %float [[OLD]] %float_1
// CHECK-NEXT: [[EI2:%[0-9]+]] = OpAccessChain [[PTRFLOAT]] [[LOCAL]] [[IL]]{{$}}
// CHECK-NEXT: OpStore [[EI2]] [[NEW]]{{$}}
// CHECK: [[EJ:%[0-9]+]] = OpAccessChain [[PTRFLOAT]] [[LOCAL]] {{%[0-9]+}}
// CHECK-NEXT: [[VALUE:%[0-9]+]] = OpLoad %float [[EJ]]{{$}}
// CHECK: OpImageWrite {{%[0-9]+}} {{%[0-9]+}} [[VALUE]]
