// Known limitation, reported as an error: on Vulkan one struct type in both a
// cbuffer (std140) and a structured buffer (std430). LLVM's SPIR-V target
// gives the struct one SPIR-V type (it merges structurally equal structs,
// whatever their names), and one type has one set of Offset decorations, so
// the finalizer refuses rather than give one of the buffers wrong offsets.
// DXIL has no such limit: each buffer kind has its own LLVM type there.
//
// RUN: not %texel -T cs_6_6 -E main -spirv -Fo %t.spv %s 2>&1 | FileCheck %s
// RUN: %texel -T cs_6_6 -E main %s | FileCheck %s --check-prefix=DXIL

struct L { float3 dir; float k; };
StructuredBuffer<L> Ls : register(t0);
ConstantBuffer<L> CL : register(b1);
RWStructuredBuffer<float> Out : register(u2);

[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  Out[id.x] = Ls[id.x].k + CL.k;
}

// CHECK: texel: error: %{{[0-9]+}}: type 'struct.L' is used in two kinds of buffer, laid out by std140 (uniform buffers) and by std430 (storage buffers); texel cannot give one SPIR-V type two layouts yet

// DXIL: call %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle {{%.*}}, i32 {{%.*}}, i32 12, i8 1, i32 4)
// DXIL: call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle {{%.*}}, i32 0)
