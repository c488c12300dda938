// Each Vulkan environment gets the SPIR-V version it guarantees (1.0, 1.3,
// 1.5, 1.6, 1.6) — LLVM 22's target wrote 1.4 for all — with what that
// version needs: before 1.3 the StorageBuffer storage class comes from an
// extension, before 1.4 only Input/Output variables are listed on the entry
// point. Every binary validates for its environment.
//
// RUN: %texel -T cs_6_6 -E main -spirv -fspv-target-env=vulkan1.0 -Fo %t.0.spv %s
// RUN: %spirv-val --target-env vulkan1.0 %t.0.spv
// RUN: %spirv-dis %t.0.spv | FileCheck %s --check-prefix=V10
// RUN: %texel -T cs_6_6 -E main -spirv -fspv-target-env=vulkan1.1 -Fo %t.1.spv %s
// RUN: %spirv-val --target-env vulkan1.1 %t.1.spv
// RUN: %spirv-dis %t.1.spv | FileCheck %s --check-prefix=V11
// RUN: %texel -T cs_6_6 -E main -spirv -fspv-target-env=vulkan1.2 -Fo %t.2.spv %s
// RUN: %spirv-val --target-env vulkan1.2 %t.2.spv
// RUN: %spirv-dis %t.2.spv | FileCheck %s --check-prefix=V12
// RUN: %texel -T cs_6_6 -E main -spirv -fspv-target-env=vulkan1.3 -Fo %t.3.spv %s
// RUN: %spirv-val --target-env vulkan1.3 %t.3.spv
// RUN: %spirv-dis %t.3.spv | FileCheck %s --check-prefix=V13

StructuredBuffer<float> In : register(t0);
RWStructuredBuffer<float> Out : register(u1);

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  if (id.x % 2 == 0)
    Out[id.x] = In[id.x] * 2;
  else
    Out[id.x] = In[id.x] + 1;
}

// V10: ; Version: 1.0
// V10: OpExtension "SPV_KHR_storage_buffer_storage_class"
// V10: OpEntryPoint GLCompute %main "main" %__spirv_BuiltInGlobalInvocationId{{$}}
// V11: ; Version: 1.3
// V11-NOT: OpExtension
// V11: OpEntryPoint GLCompute %main "main" %__spirv_BuiltInGlobalInvocationId{{$}}
// V12: ; Version: 1.5
// V12: OpEntryPoint GLCompute %main "main" {{.*}}%In{{.*}}{{$}}
// V13: ; Version: 1.6
// V13: OpEntryPoint GLCompute %main "main" {{.*}}%Out{{.*}}{{$}}
