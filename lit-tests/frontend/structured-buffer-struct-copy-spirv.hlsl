// Whole-struct copies through structured buffers on Vulkan: `S s = In[i];
// s.a *= 2; Out[i] = s;` must give valid SPIR-V. The copy is a load and a
// store of the whole element; each member keeps its offset. DXC's default
// Vulkan layout (relaxed std430) puts the float2 c at byte 4, right after a:
// a vector needs only its scalar's alignment unless it would straddle a
// 16-byte boundary (glslang's HLSL front end places it at 4 too); S is 8-byte
// aligned (std430 float2), so the stride is 16. Strict GLSL std430 would
// put c at 8.
//
// RUN: %texel -T cs_6_6 -E main -spirv -Fo %t.spv %s
// RUN: %spirv-val --target-env vulkan1.3 %t.spv
// RUN: %spirv-dis %t.spv | FileCheck %s

struct S { float a; float2 c; };

StructuredBuffer<S> In : register(t0);
RWStructuredBuffer<S> Out : register(u1);

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  S s = In[id.x];
  s.a *= 2.0;
  Out[id.x] = s;
}

// CHECK-DAG: OpMemberDecorate %[[S:[0-9A-Za-z_]+]] 1 Offset 4
// CHECK-DAG: OpMemberDecorate %[[S]] 0 Offset 0
// CHECK-DAG: %[[ARR:[0-9A-Za-z_]+]] = OpTypeRuntimeArray %[[S]]{{$}}
// CHECK-DAG: OpDecorate %[[ARR]] ArrayStride 16
// CHECK: OpFunction
// CHECK: OpStore
// CHECK: OpFunctionEnd
