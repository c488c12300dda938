// XFAIL: *
// Known gap, kept as the specification of the fix: ConstantBuffer<T> and struct or array cbuffer members are not supported by the front end yet.
// cbuffer members that are arrays and structs, and ConstantBuffer<T> (all in
// HLSL.md's first priority: "cbuffer Name : register(b0) { … }", CBV types
// "cbuffer / ConstantBuffer<T>"). Legacy packing: every array element and
// every struct starts a new 16-byte row, so w[i] is at 16 * i, uv at 36
// (after w[2] at 32), light at 48 (dir 48..59, k 60), tail at 64; in
// ConstantBuffer<L> CL, dir is at 0 and k at 12.
//
// RUN: %texel -T cs_6_6 -E main -Od --emit=ir %s | FileCheck %s --check-prefix=DXIL
// RUN: %texel -T cs_6_6 -E main -spirv -Od --emit=ir %s | FileCheck %s --check-prefix=SPV

struct L { float3 dir; float k; };
cbuffer A : register(b0) {
  float w[3];
  float2 uv;
  L light;
  float tail;
};
ConstantBuffer<L> CL : register(b1);
RWBuffer<float> Out : register(u0);

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  Out[id.x] = w[id.x % 3] + uv.y + light.dir.z * light.k + tail + CL.k;
}

// DXIL-LABEL: define void @main()
// DXIL-DAG: call target("dx.CBuffer", {{.*}}) @llvm.dx.resource.handlefrombinding.{{[^(]+}}(i32 0, i32 0, i32 1, i32 0, ptr nonnull {{@[^ ]+}})
// DXIL-DAG: call target("dx.CBuffer", {{.*}}) @llvm.dx.resource.handlefrombinding.{{[^(]+}}(i32 0, i32 1, i32 1, i32 0, ptr nonnull {{@[^ ]+}})
// DXIL-DAG: load float, ptr addrspace(2) getelementptr inbounds nuw (i8, ptr addrspace(2) @uv, i32 4), align 4
// DXIL-DAG: load float, ptr addrspace(2) @tail, align 4
// DXIL: ret void

// SPV-LABEL: define void @main()
// SPV-DAG: call target("spirv.VulkanBuffer", {{.*}}, 2, 0) @llvm.spv.resource.handlefrombinding.{{[^(]+}}(i32 0, i32 0, i32 1, i32 0, ptr nonnull {{@[^ ]+}})
// SPV-DAG: call target("spirv.VulkanBuffer", {{.*}}, 2, 0) @llvm.spv.resource.handlefrombinding.{{[^(]+}}(i32 0, i32 1, i32 1, i32 0, ptr nonnull {{@[^ ]+}})
// SPV: ret void
