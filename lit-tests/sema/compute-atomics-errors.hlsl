// RUN: %texel -T cs_6_5 -E main -verify %s
// RUN: %texel -T cs_6_5 -E main -spirv -verify %s

// Interlocked* diagnostics: a float destination has no overload ("no
// matching function", DXC's note), a destination that is neither groupshared
// nor a UAV element is DXC's "Atomic operation targets must be groupshared or
// UAV.", 64-bit atomics need shader model 6.6, the original-value output must
// be a reference, and the argument counts are the intrinsic's.

RWStructuredBuffer<float> FOut : register(u0);
RWStructuredBuffer<uint64_t> WOut : register(u1);
StructuredBuffer<uint> In : register(t3);
RWByteAddressBuffer Raw : register(u2);
ByteAddressBuffer ReadOnly : register(t4);
groupshared float FShared;
groupshared uint64_t Wide;
groupshared uint Shared[8];

[numthreads(8, 1, 1)]
void main(uint i : SV_GroupIndex) {
  uint local = 0;
  InterlockedAdd(FShared, 1); // expected-error {{no matching function for call to 'InterlockedAdd'}}
  // expected-note@*:* {{candidate function not viable: no known conversion from 'float' to 'unsigned int &' for 1st argument}}
  InterlockedMax(FOut[0], 1); // expected-error {{no matching function for call to 'InterlockedMax'}}
  // expected-note@*:* {{candidate function not viable: no known conversion from 'float' to 'unsigned int &' for 1st argument}}
  InterlockedAdd(Wide, 1); // expected-error {{opcode '64-bit atomic operations' should only be used in 'Shader Model 6.6+'}}
  InterlockedOr(WOut[0], 1); // expected-error {{opcode '64-bit atomic operations' should only be used in 'Shader Model 6.6+'}}
  InterlockedAdd(local, 1); // expected-error {{Atomic operation targets must be groupshared or UAV.}}
  InterlockedAdd(In[0], 1); // expected-error {{Atomic operation targets must be groupshared or UAV.}}
  ReadOnly.InterlockedAdd(0, 1); // expected-error {{Atomic operation targets must be groupshared or UAV.}}
  InterlockedAdd(Shared[0], 1, 5); // expected-error {{InterlockedAdd requires a reference as output parameter}}
  InterlockedExchange(Shared[1], 1, Shared[2] + 1); // expected-error {{InterlockedExchange requires a reference as output parameter}}
  InterlockedCompareExchange(Shared[0], 1, 2); // expected-error {{no matching function for call to 'InterlockedCompareExchange'}}
  // expected-note@*:* {{candidate function not viable: requires 4 arguments, but 3 were provided}}
  InterlockedCompareStore(Shared[0], 1); // expected-error {{no matching function for call to 'InterlockedCompareStore'}}
  // expected-note@*:* {{candidate function not viable: requires 3 arguments, but 2 were provided}}
  Raw.InterlockedAdd(0); // expected-error {{no matching function for call to 'InterlockedAdd'}}
  // expected-note@*:* {{candidate function not viable: requires at least 2 arguments, but 1 was provided}}
  InterlockedAnd(Shared[3]); // expected-error {{no matching function for call to 'InterlockedAnd'}}
  // expected-note@*:* {{candidate function not viable: requires at least 2 arguments, but 1 was provided}}
}
