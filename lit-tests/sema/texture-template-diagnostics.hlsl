// RUN: %texel -T cs_6_6 -E main -verify %s
// RUN: %texel -T cs_6_6 -E main -spirv -verify %s

// Template arguments of textures (HLSL.md "Resource types"): T is a numeric
// scalar or vector (no bool, struct, array, matrix or resource) of at most
// 16 bytes (double2 fits, double3 does not); one argument, two for the
// multisampled kinds (T and the sample count); samplers take none.

struct Pair {
  float a;
  float b;
};

RWBuffer<float4> Out : register(u0);
Texture2D<double2> DoubleTwo : register(t1);
Texture2DMS<float4, 8> EightSamples : register(t2);
Texture2D<bool> Bools : register(t3); // expected-error {{constraints not satisfied for class template 'Texture2D'}} expected-note {{because 'bool' does not satisfy '__is_typed_resource_element_compatible'}}
Texture3D<double3> TooBig : register(t4); // expected-error {{constraints not satisfied for class template 'Texture3D'}} expected-note {{because 'double3' does not satisfy '__is_typed_resource_element_compatible'}}
TextureCube<Pair> Structs : register(t5); // expected-error {{constraints not satisfied for class template 'TextureCube'}} expected-note {{because 'Pair' does not satisfy '__is_typed_resource_element_compatible'}}
RWTexture2D<float4x4> Matrices : register(u6); // expected-error {{constraints not satisfied for class template 'RWTexture2D'}} expected-note {{because 'float4x4' does not satisfy '__is_typed_resource_element_compatible'}}
Texture2D<float4, 4> TwoArguments : register(t7); // expected-error {{too many template arguments for class template 'Texture2D'}}
Texture2DMS<float4, 4, 2> ThreeArguments : register(t8); // expected-error {{too many template arguments for class template 'Texture2DMS'}}
Texture2DMSArray<float4, 0> NoSamples : register(t9); // expected-error {{sample count must be between 1 and 255, not 0}}
SamplerState<float> TemplateSampler : register(s10); // expected-error {{'SamplerState' is not a template}}
Texture2D<4> NotAType : register(t11); // expected-error {{template argument for template type parameter must be a type}}

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  Out[id.x] = DoubleTwo[id.xy].xyxy + EightSamples.Load(id.xy, 7);
}
