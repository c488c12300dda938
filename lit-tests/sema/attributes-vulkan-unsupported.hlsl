// RUN: split-file %s %t
// RUN: %texel -T cs_6_6 -E main -spirv -verify %t/vulkan.hlsl
// RUN: %texel -T cs_6_6 -E main -verify %t/dxil.hlsl

// Vulkan attributes texel does not implement yet are one clear error each on
// the Vulkan target (ignoring them would change the program); the DXIL
// target ignores vk:: attributes, as DXC does.

//--- vulkan.hlsl
struct Push {
  float scale;
  [[vk::offset(16)]] float4 bias; // expected-error {{attribute 'vk::offset' is not supported yet on the Vulkan target}}
};
[[vk::push_constant]] ConstantBuffer<Push> pc; // expected-error {{attribute 'vk::push_constant' is not supported yet on the Vulkan target}}
[[vk::constant_id(3)]] const uint Count = 4; // expected-error {{attribute 'vk::constant_id' is not supported yet on the Vulkan target}} expected-warning {{initializer of a global constant is ignored}}
[[vk::image_format("rgba8")]] RWTexture2D<float4> Img : register(u1); // expected-error {{attribute 'vk::image_format' is not supported yet on the Vulkan target}}
cbuffer Params : register(b0) {
  [[vk::offset(0)]] float k; // expected-error {{attribute 'vk::offset' is not supported yet on the Vulkan target}}
};
RWStructuredBuffer<float> Out : register(u2);

[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  Out[id.x] = pc.scale * Count + pc.bias.x + k;
  Img[id.xy] = 1;
}

//--- dxil.hlsl
struct Push {
  float scale;
  [[vk::offset(16)]] float4 bias;
};
[[vk::push_constant]] ConstantBuffer<Push> pc;
[[vk::image_format("rgba8")]] RWTexture2D<float4> Img : register(u1);
RWStructuredBuffer<float> Out : register(u2);

[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  Out[id.x] = pc.scale + pc.bias.x;
  Img[id.xy] = 1;
}
