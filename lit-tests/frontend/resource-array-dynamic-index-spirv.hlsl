// Dynamically (uniformly) indexed arrays of texel buffers on Vulkan:
// `In[group.x & 3][id.x]` (uniform texel buffers) and `Out[group.y & 1][...]`
// (storage texel buffers) are
// an OpAccessChain into an arrayed UniformConstant variable; Vulkan 1.3 has
// the array-dynamic-indexing capabilities in core, so the module must compile
// and pass spirv-val.
//
// RUN: %texel -T cs_6_6 -E main -spirv -Fo %t.spv %s
// RUN: %spirv-val --target-env vulkan1.3 %t.spv
// RUN: %spirv-dis %t.spv | FileCheck %s

Buffer<float> In[4] : register(t2, space1);
RWBuffer<float> Out[2] : register(u0);

[numthreads(8, 8, 1)]
void main(uint3 id : SV_DispatchThreadID, uint3 group : SV_GroupID) {
  Out[group.y & 1][id.x] = In[group.x & 3][id.x];
}

// CHECK-DAG: OpDecorate %In DescriptorSet 1
// CHECK-DAG: OpDecorate %In Binding 2
// CHECK-DAG: OpDecorate %Out DescriptorSet 0
// CHECK-DAG: OpDecorate %Out Binding 0
// CHECK-DAG: OpAccessChain %{{[0-9A-Za-z_]+}} %In %{{[0-9A-Za-z_]+}}
// CHECK-DAG: OpAccessChain %{{[0-9A-Za-z_]+}} %Out %{{[0-9A-Za-z_]+}}
