// RUN: %texel -T cs_6_0 -E main -verify %s
// RUN: %texel -T cs_6_0 -E main -spirv -verify %s

// groupshared declarations: DXC's 32 KB limit on their total size (reported
// at the variable that crosses it, with the total), no initializers, no
// resources, global scope only.

RWStructuredBuffer<uint> Out : register(u0);
groupshared uint Big[8000];
groupshared uint Extra[200]; // expected-error {{Total Thread Group Shared Memory storage is 32804, exceeded 32768.}}
groupshared uint Initialized = 4; // expected-error {{'groupshared' variables cannot have an initializer}}
groupshared RWBuffer<uint> Handle; // expected-error {{'groupshared' variables cannot hold resources ('RWBuffer<uint>')}}

[numthreads(8, 1, 1)]
void main(uint i : SV_GroupIndex) {
  groupshared uint Local; // expected-error {{'groupshared' variables must be declared at global scope}}
  Big[i] = i;
  Out[i] = Big[i] + Extra[i];
}
