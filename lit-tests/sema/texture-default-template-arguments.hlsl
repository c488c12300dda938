// RUN: %texel -T cs_6_6 -E main -verify %s
// RUN: %texel -T cs_6_6 -E main -spirv -verify %s

// Default element type (HLSL.md "Resource types"): for the seven
// non-multisampled SRV texture types, `T`, `T<>` and `T<float4>` are one type
// in every type position this front end has for resources (globals,
// typedefs, parameters, return types, struct fields, locals): locals of one
// spelling are initialised from
// globals of another, and a function declared with one spelling is called
// with the others (any other element type would be "no matching function").
// Multisampled textures, RW textures and buffers require an element type,
// with clang's diagnostics.

Texture1D A0 : register(t0);
Texture1D<> A1 : register(t1);
Texture1D<float4> A2 : register(t2);
Texture1DArray B0 : register(t3);
Texture1DArray<> B1 : register(t4);
Texture2D C0 : register(t5);
Texture2D<> C1 : register(t6);
Texture2DArray D0 : register(t7);
Texture2DArray<> D1 : register(t8);
Texture3D E0 : register(t9);
Texture3D<> E1 : register(t10);
TextureCube F0 : register(t11);
TextureCube<> F1 : register(t12);
TextureCubeArray G0 : register(t13);
TextureCubeArray<> G1 : register(t14);
SamplerState S : register(s15);
RWBuffer<float4> Out : register(u16);

typedef Texture2D<> Tex2DDefault;
typedef Texture2D<float4> Tex2DFloat4;

Texture2DMS MS0 : register(t20); // expected-error {{use of class template 'Texture2DMS' requires template arguments}}
Texture2DMS<> MS1 : register(t21); // expected-error {{too few template arguments for class template 'Texture2DMS'}}
Texture2DMSArray MS2 : register(t22); // expected-error {{use of class template 'Texture2DMSArray' requires template arguments}}
Texture2DMSArray<> MS3 : register(t23); // expected-error {{too few template arguments for class template 'Texture2DMSArray'}}
RWTexture1D RW0 : register(u24); // expected-error {{use of class template 'RWTexture1D' requires template arguments}}
RWTexture2D<> RW1 : register(u25); // expected-error {{too few template arguments for class template 'RWTexture2D'}}
RWTexture2DArray RW2 : register(u26); // expected-error {{use of class template 'RWTexture2DArray' requires template arguments}}
RWTexture3D<> RW3 : register(u27); // expected-error {{too few template arguments for class template 'RWTexture3D'}}
RWTexture1DArray RW4 : register(u28); // expected-error {{use of class template 'RWTexture1DArray' requires template arguments}}
Buffer Buf0 : register(t29); // expected-error {{use of class template 'Buffer' requires template arguments}}
RWBuffer<> Buf1 : register(u30); // expected-error {{too few template arguments for class template 'RWBuffer'}}
StructuredBuffer Buf2 : register(t31); // expected-error {{use of class template 'StructuredBuffer' requires template arguments}}

struct Layers {
  Texture2D plain;
  Texture2D<> empty;
  Texture2DArray<float4> full;
};

Texture2D<> pickDefault(bool first) {
  if (first)
    return C0;
  return C1;
}

TextureCube<float4> pickCube() {
  return F1;
}

float4 sample2D(Texture2D<float4> t, float2 uv) {
  return t.SampleLevel(S, uv, 0);
}

float4 sample2DDefault(Texture2D t, float2 uv) {
  return t.SampleLevel(S, uv, 0);
}

float4 sample2DEmpty(Tex2DDefault t, float2 uv) {
  return t.SampleLevel(S, uv, 0);
}

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  float2 uv = id.xy * 0.125;
  Texture1D<float4> a0 = A0;
  Texture1D a1 = A1;
  Texture1D<> a2 = A2;
  Texture1DArray<float4> b0 = B0;
  Texture1DArray b1 = B1;
  Texture2D<float4> c0 = C0;
  Texture2D c1 = C1;
  Tex2DFloat4 c2 = C1;
  Tex2DDefault c3 = C0;
  Texture2DArray<float4> d0 = D0;
  Texture2DArray d1 = D1;
  Texture3D<float4> e0 = E0;
  Texture3D e1 = E1;
  TextureCube<float4> f0 = F0;
  TextureCube f1 = F1;
  TextureCubeArray<float4> g0 = G0;
  TextureCubeArray g1 = G1;
  float4 sum = a0.SampleLevel(S, uv.x, 0) + a1.SampleLevel(S, uv.x, 0) + a2.SampleLevel(S, uv.x, 0);
  sum += b0.SampleLevel(S, uv, 0) + b1.SampleLevel(S, uv, 0);
  sum += c0.SampleLevel(S, uv, 0) + c1.SampleLevel(S, uv, 0) + c2.SampleLevel(S, uv, 0) + c3.SampleLevel(S, uv, 0);
  sum += d0.SampleLevel(S, uv.xyx, 0) + d1.SampleLevel(S, uv.xyx, 0);
  sum += e0.SampleLevel(S, uv.xyx, 0) + e1.SampleLevel(S, uv.xyx, 0);
  sum += f0.SampleLevel(S, uv.xyx, 0) + f1.SampleLevel(S, uv.xyx, 0);
  sum += g0.SampleLevel(S, uv.xyxy, 0) + g1.SampleLevel(S, uv.xyxy, 0);
  sum += sample2D(C0, uv) + sample2D(C1, uv) + sample2D(c2, uv);
  sum += sample2DDefault(C0, uv) + sample2DDefault(C1, uv);
  sum += sample2DEmpty(C0, uv) + sample2DEmpty(c1, uv);
  Layers layers;
  layers.plain = c2;
  layers.empty = C0;
  layers.full = D1;
  sum += sample2D(layers.plain, uv) + sample2DDefault(layers.empty, uv);
  sum += layers.full.SampleLevel(S, uv.xyx, 0);
  sum += sample2D(pickDefault(true), uv) + pickCube().SampleLevel(S, uv.xyx, 0);
  Out[id.x] = sum;
}
