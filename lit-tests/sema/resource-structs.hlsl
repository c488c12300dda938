// RUN: %texel -T cs_6_6 -E main -verify %s
// RUN: %texel -T cs_6_6 -E main -spirv -verify %s

// Structs may hold resources (and arrays of them, and structs that do), as
// locals, parameters (in, out, inout) and return values. Such types have no
// memory layout: they cannot be buffer elements or cbuffer members (clang's
// concept text for structured buffers), and global variables of such types
// are not supported (DXC flattens them into one resource per member; texel
// asks for separate globals).

Texture2D<float4> Tex : register(t0);
SamplerState Samp : register(s1);
RWBuffer<float4> Out : register(u2);

struct Material {
  Texture2D<float4> tex;
  SamplerState samp;
  float scale;
};

struct Wrapper {
  Material inner[2];
};

Material GlobalMaterial; // expected-error {{global variables of type 'Material' are not supported: the type holds resources; declare the resources as separate global variables}}
static Material StaticMaterial; // expected-error {{global variables of type 'Material' are not supported: the type holds resources; declare the resources as separate global variables}}
Wrapper GlobalWrappers[2]; // expected-error {{global variables of type 'Wrapper[2]' are not supported: the type holds resources; declare the resources as separate global variables}}

StructuredBuffer<Material> Materials : register(t3); // expected-error {{constraints not satisfied for class template 'StructuredBuffer'}} expected-note {{because 'Material' does not satisfy '__is_structured_resource_element_compatible'}}
RWStructuredBuffer<Wrapper> Wrappers : register(u4); // expected-error {{constraints not satisfied for class template 'RWStructuredBuffer'}} expected-note {{because 'Wrapper' does not satisfy '__is_structured_resource_element_compatible'}}

cbuffer Constants : register(b5) {
  Material ConstantMaterial; // expected-error {{cbuffer members of type 'Material' are not allowed: the type holds resources}}
  float4 tint;
};

// Accepted: resources in and out of functions, in structs.
Texture2D<float4> texture_of(Material m) { return m.tex; }
void set_sampler(inout Material m, SamplerState s) { m.samp = s; }
void first(Wrapper w, out Material m) { m = w.inner[0]; }

[numthreads(1, 1, 1)]
void main() {
  Material m;
  m.tex = Tex;
  set_sampler(m, Samp);
  Wrapper w;
  w.inner[0] = m;
  w.inner[1] = m;
  Material copy;
  first(w, copy);
  Texture2D<float4> t = texture_of(copy);
  t = Tex;
  Texture2D<float4> u; // expected-error {{local resource variables must be initialized (not supported yet otherwise)}}
  Tex = t; // expected-error {{cannot assign to a global resource}}
  Out[0] = t.SampleLevel(copy.samp, float2(0.5, 0.5), 0) * tint;
}
