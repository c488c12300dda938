// RUN: %texel -T cs_6_6 -E main -verify %s
// RUN: %texel -T cs_6_6 -E main -spirv -verify %s

// The register letter must match the resource class (t: SRV, u: UAV,
// b: constant buffer, s: sampler), other letters are invalid, and a letter
// may be given once per declaration. Texts as clang's. The checks are the
// same on both targets (the Vulkan binding ignores the letter, but the
// declaration is still wrong).

RWBuffer<float> Out : register(u0);

RWBuffer<float> U1 : register(t1); // expected-error {{binding type 't' only applies to SRV resources}}
Buffer<float> T1 : register(u2); // expected-error {{binding type 'u' only applies to UAV resources}}
StructuredBuffer<float> T2 : register(b0); // expected-error {{binding type 'b' only applies to constant buffer resources}}
RWStructuredBuffer<float> U2 : register(s0); // expected-error {{binding type 's' only applies to sampler state}}
ByteAddressBuffer T3 : register(x3); // expected-error {{binding type 'x' is invalid}}
RWByteAddressBuffer U3 : register(u4) : register(u5); // expected-error {{binding type 'u' cannot be applied more than once}}
Buffer<float> T4 : register(t5, space1) : register(t6); // expected-error {{binding type 't' cannot be applied more than once}}
RWBuffer<float> U4 : register(u6, spaceX); // expected-error {{invalid space specifier 'spaceX' used; expected 'space' followed by an integer, like space1}}
RWBuffer<float> U5 : register(u); // expected-error {{register number should be an integer}}

cbuffer CB1 : register(t7) { // expected-error {{binding type 't' only applies to SRV resources}}
  float k1;
}
cbuffer CB2 : register(u8) { // expected-error {{binding type 'u' only applies to UAV resources}}
  float k2;
}
cbuffer CB3 : register(q1) { // expected-error {{binding type 'q' is invalid}}
  float k3;
}

float f1 : register(t0); // expected-error {{binding type 't' only applies to SRV resources}}
float f2 : register(u0); // expected-error {{binding type 'u' only applies to UAV resources}}
float f3 : register(s0); // expected-error {{binding type 's' only applies to sampler state}}
float f4 : register(x9); // expected-error {{binding type 'x' is invalid}}

// Correct letters: no diagnostic.
Buffer<float> GoodT : register(t20);
RWBuffer<float> GoodU : register(u20, space2);
cbuffer GoodB : register(b21) {
  float k4;
}

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  Out[id.x] = GoodT[id.x] + k1 + k2 + k3 + k4;
  GoodU[id.x] = 1.0;
}
