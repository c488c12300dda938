// A multi-component swizzle store into a structured-buffer element,
// `Out[i].wz = v.xy`, writes lanes z and w only: lanes x and y of the element
// are neither read nor rewritten (another thread may own them; DXC emits one
// RawBufferStore at byte offset 8 with two values). Typed buffers (RWBuffer)
// are different: their stores always write the whole element.
//
// RUN: %texel -T cs_6_6 -E main --emit=ir %s | FileCheck %s --check-prefix=DXIL
// RUN: %texel -T cs_6_6 -E main -spirv --emit=ir %s | FileCheck %s --check-prefix=SPV
// RUN: %texel -T cs_6_6 -E main %s | FileCheck %s --check-prefix=LOWERED

Buffer<float2> In : register(t0);
RWStructuredBuffer<float4> Out : register(u1);

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  Out[id.x].wz = In[id.x];
}

// DXIL-LABEL: define void @main()
// DXIL: [[P:%.*]] = tail call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_1_0t(target("dx.RawBuffer", <4 x float>, 1, 0) {{%.*}}, i32 {{%.*}})
// DXIL-NOT: load {{.*}}ptr [[P]],
// DXIL-NOT: store <4 x float> {{.*}}, ptr [[P]],
// DXIL: ret void

// SPV-LABEL: define void @main()
// SPV: [[P:%.*]] = tail call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0v4f32_12_1t(target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1) {{%.*}}, i32 {{%.*}})
// SPV-NOT: load {{.*}}ptr addrspace(11) [[P]],
// SPV-NOT: store <4 x float> {{.*}}, ptr addrspace(11) [[P]],
// SPV: ret void

// LOWERED-LABEL: define void @main()
// LOWERED-NOT: rawBufferLoad
// LOWERED-NOT: i8 15, i32 4)
// LOWERED: ret void
