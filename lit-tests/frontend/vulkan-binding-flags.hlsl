// DXC's Vulkan binding flags on a D3D-style shader (t, s, u and b registers,
// two spaces), SPIR-V only:
// - -fvk-{t,s,u,b}-shift N SET|all add N to the register number of that
//   class in that set (a set's own shift wins over `all`);
// - without shifts, a texture (Tex) and a sampler (Samp) may share binding 0
//   (DXC's categories: Vulkan reads a combined image sampler descriptor
//   through the two variables), while two buffers (Out, Params) may not, nor
//   a buffer and a texture (DXC accepts that; no descriptor type holds both);
// - -fvk-auto-shift-bindings applies the shifts to resources without a
//   register (Extra: the first free binding from u's shift);
// - -fvk-bind-register remaps exact registers, and -fvk-bind-globals places
//   the $Globals constant buffer;
// - [[vk::binding]] always wins.
//
// RUN: %texel -T cs_6_6 -E main -spirv %s -fvk-t-shift 100 0 -fvk-t-shift 150 1 -fvk-s-shift 200 all -fvk-u-shift 300 all -fvk-b-shift 400 0 -fvk-bind-globals 7 3 -Fo %t.shift.spv
// RUN: %spirv-val --target-env vulkan1.3 %t.shift.spv
// RUN: %spirv-dis %t.shift.spv | FileCheck %s --check-prefix=SHIFT
// RUN: %texel -T cs_6_6 -E main -spirv %s -fvk-u-shift 300 all -fvk-b-shift 400 0 -fvk-auto-shift-bindings -Fo %t.auto.spv
// RUN: %spirv-dis %t.auto.spv | FileCheck %s --check-prefix=AUTO
// RUN: %texel -T cs_6_6 -E main -spirv %s -fvk-bind-register t0 0 1 2 -fvk-bind-register t3 1 5 2 -fvk-bind-register s0 0 1 3 -fvk-bind-register u0 0 0 0 -fvk-bind-register b0 0 9 0 -fvk-bind-register u2 0 4 0 -fvk-bind-globals 2 2 -DEXTRA_REGISTER=1 -Fo %t.remap.spv
// RUN: %spirv-dis %t.remap.spv | FileCheck %s --check-prefix=REMAP
// RUN: not %texel -T cs_6_6 -E main -spirv %s 2>&1 | FileCheck %s --check-prefix=PLAIN
// RUN: %texel -T cs_6_6 -E main -spirv %s -fvk-u-shift 10 0 -fvk-b-shift 20 0 -Fo %t.shared.spv 2>&1 | count 0
// RUN: %spirv-val --target-env vulkan1.3 %t.shared.spv
// RUN: %spirv-dis %t.shared.spv | FileCheck %s --check-prefix=SHARED

Texture2D<float4> Tex : register(t0);
Texture2D<float4> Other : register(t3, space1);
SamplerState Samp : register(s0);
RWStructuredBuffer<float4> Out : register(u0);
#ifdef EXTRA_REGISTER
RWStructuredBuffer<float> Extra : register(u2);
#else
RWStructuredBuffer<float> Extra;
#endif
[[vk::binding(42, 6)]] RWStructuredBuffer<float> Pinned : register(u1);
cbuffer Params : register(b0) { float Scale; };
float Bias;

[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  float4 color = Tex.SampleLevel(Samp, float2(0.5, 0.5), 0) + Other.Load(int3(0, 0, 0));
  Out[id.x] = color * Scale + Bias;
  Extra[id.x] = Scale;
  Pinned[id.x] = Bias;
}

// Images and samplers are unnamed: their variables are found by binding and
// checked by type.
// SHIFT-DAG: OpDecorate [[TEX:%[0-9]+]] Binding 100
// SHIFT-DAG: OpDecorate [[TEX]] DescriptorSet 0
// SHIFT-DAG: OpDecorate [[OTHER:%[0-9]+]] Binding 153
// SHIFT-DAG: OpDecorate [[OTHER]] DescriptorSet 1
// SHIFT-DAG: OpDecorate [[SAMP:%[0-9]+]] Binding 200
// SHIFT-DAG: OpDecorate [[SAMP]] DescriptorSet 0
// SHIFT-DAG: OpDecorate %Out DescriptorSet 0
// SHIFT-DAG: OpDecorate %Out Binding 300
// SHIFT-DAG: OpDecorate %Pinned DescriptorSet 6
// SHIFT-DAG: OpDecorate %Pinned Binding 42
// SHIFT-DAG: OpDecorate %Params DescriptorSet 0
// SHIFT-DAG: OpDecorate %Params Binding 400
// SHIFT-DAG: OpDecorate %_Globals DescriptorSet 3
// SHIFT-DAG: OpDecorate %_Globals Binding 7
// Extra has no register: the first binding of set 0 nothing uses.
// SHIFT-DAG: OpDecorate %Extra DescriptorSet 0
// SHIFT-DAG: OpDecorate %Extra Binding 0

// AUTO-DAG: OpDecorate %Out Binding 300
// AUTO-DAG: OpDecorate %Extra DescriptorSet 0
// AUTO-DAG: OpDecorate %Extra Binding 301
// AUTO-DAG: OpDecorate %Params Binding 400

// REMAP-DAG: OpDecorate [[TEX:%[0-9]+]] Binding 1
// REMAP-DAG: OpDecorate [[TEX]] DescriptorSet 2
// REMAP-DAG: OpDecorate [[OTHER:%[0-9]+]] Binding 5
// REMAP-DAG: OpDecorate [[OTHER]] DescriptorSet 2
// REMAP-DAG: OpDecorate [[SAMP:%[0-9]+]] DescriptorSet 3
// REMAP-DAG: OpDecorate [[SAMP]] Binding 1
// REMAP-DAG: OpDecorate %Out DescriptorSet 0
// REMAP-DAG: OpDecorate %Out Binding 0
// REMAP-DAG: OpDecorate %Extra DescriptorSet 0
// REMAP-DAG: OpDecorate %Extra Binding 4
// REMAP-DAG: OpDecorate %Params DescriptorSet 0
// REMAP-DAG: OpDecorate %Params Binding 9
// REMAP-DAG: OpDecorate %_Globals DescriptorSet 2
// REMAP-DAG: OpDecorate %_Globals Binding 2
// REMAP-DAG: OpDecorate %Pinned Binding 42

// PLAIN: vulkan-binding-flags.hlsl:30:28: error: resource Out and resource Tex share binding #0 in descriptor set #0; only a texture and a sampler may share a binding (a combined image sampler)
// PLAIN: vulkan-binding-flags.hlsl:27:19: note: binding #0 in descriptor set #0 is first assigned here
// PLAIN: vulkan-binding-flags.hlsl:37:9: error: resource binding #0 in descriptor set #0 already assigned
// PLAIN: vulkan-binding-flags.hlsl:30:28: note: binding #0 in descriptor set #0 is first assigned here

// Tex and Samp share binding 0 of set 0: two variables, an image and a sampler.
// SHARED-DAG: OpDecorate [[IMAGE:%[0-9]+]] Binding 0
// SHARED-DAG: OpDecorate [[SAMPLER:%[0-9]+]] Binding 0
// SHARED-DAG: [[IMAGE]] = OpVariable %_ptr_UniformConstant_{{[0-9]+}} UniformConstant
// SHARED-DAG: [[SAMPLER]] = OpVariable %_ptr_UniformConstant_{{[0-9]+}} UniformConstant
