// RUN: %texel -T cs_6_6 -E main -verify %s
// RUN: %texel -T cs_6_6 -E main -spirv -verify %s

// ConstantBuffer<T>: T must be a struct (DXC's text), exactly one template
// argument, a constant-buffer register, no arrays yet, no initializer.

struct L { float3 dir; float k; };

ConstantBuffer<L> Good : register(b0);
ConstantBuffer<float4> NotStruct : register(b1); // expected-error {{'float4' cannot be used as a type parameter where a struct is required}}
ConstantBuffer NoArguments : register(b2); // expected-error {{use of class template 'ConstantBuffer' requires template arguments}}
ConstantBuffer<> Empty : register(b3); // expected-error {{too few template arguments for class template 'ConstantBuffer'}}
ConstantBuffer<L, L> TooMany : register(b4); // expected-error {{too many template arguments for class template 'ConstantBuffer'}}
ConstantBuffer<L> WrongLetter : register(t5); // expected-error {{binding type 't' only applies to SRV resources}}
ConstantBuffer<L> Arrayed[2] : register(b6); // expected-error {{arrays of 'ConstantBuffer' are not supported yet}}
ConstantBuffer<Missing> Undeclared : register(b7); // expected-error {{use of undeclared identifier 'Missing'}}

RWBuffer<float> Out : register(u9);

[numthreads(1, 1, 1)]
void main() {
  Out[0] = Good.k + Good.dir.y;
}
