// RUN: %texel -T cs_6_6 -E main -verify %s
// RUN: not %texel -T cs_6_6 -E main -spirv %s 2>&1 | FileCheck %s --check-prefix=SPIRV --implicit-check-not=error: --implicit-check-not=warning:

// Explicit bindings that overlap. The targets differ on purpose, so the
// expectations below are DXIL's (-verify) and the SPIR-V run is checked with
// FileCheck:
// - DXIL: registers overlap per class (t, u, b, s) and space; an array of N
//   takes N registers. t0 and u0 do not collide.
// - Vulkan: register(xN, spaceM) is binding N in set M (or
//   [[vk::binding(N, M)]]; -fvk-*-shift moves them: vulkan-binding-flags.hlsl),
//   and DXC's categories decide: buffers and cbuffers are one category, so
//   t0, u0 and b0 collide (an image and a sampler would not); an array takes
//   a single binding (descriptorCount N), as in DXC and texel-spirv.

RWBuffer<float> Out : register(u0); // expected-note {{the other resource is declared here}}
RWBuffer<float> Dup : register(u0); // expected-error {{resource Dup at register u0 overlaps with resource Out at register u0 in space 0}}
Buffer<float> In : register(t0);
Buffer<float> Arr[4] : register(t2); // expected-note {{the other resource is declared here}}
Buffer<float> InArr : register(t4); // expected-error {{resource InArr at register t4 overlaps with resource Arr at register t2 in space 0}}
[[vk::binding(7)]] Buffer<float> V1 : register(t10);
[[vk::binding(7)]] Buffer<float> V2 : register(t11);
Buffer<float> OtherSpace : register(t0, space1);
cbuffer CB : register(b0) {
  float k;
}

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  Out[id.x] = Dup[0] + In[0] + Arr[1][0] + InArr[0] + V1[0] + V2[0] + OtherSpace[0] + k;
}

// SPIRV: binding-overlaps.hlsl:16:17: error: resource binding #0 in descriptor set #0 already assigned
// SPIRV: binding-overlaps.hlsl:15:17: note: binding #0 in descriptor set #0 is first assigned here
// SPIRV: binding-overlaps.hlsl:17:15: error: resource binding #0 in descriptor set #0 already assigned
// SPIRV: binding-overlaps.hlsl:15:17: note: binding #0 in descriptor set #0 is first assigned here
// SPIRV: binding-overlaps.hlsl:21:34: error: resource binding #7 in descriptor set #0 already assigned
// SPIRV: binding-overlaps.hlsl:20:34: note: binding #7 in descriptor set #0 is first assigned here
// SPIRV: binding-overlaps.hlsl:23:9: error: resource binding #0 in descriptor set #0 already assigned
// SPIRV: binding-overlaps.hlsl:15:17: note: binding #0 in descriptor set #0 is first assigned here
