// RUN: %texel -T cs_6_0 -E main -verify %s
// RUN: %texel -T cs_6_0 -E main -spirv -verify %s

// Wave operations and barriers with arguments they do not take: bit
// operations take integers, arithmetic takes numbers but not bool, barriers
// take nothing; the wave functions texel does not compile yet (WaveMatch,
// WaveMultiPrefix*) are one error naming the function.

RWStructuredBuffer<uint> Out : register(u0);

[numthreads(8, 1, 1)]
void main(uint i : SV_GroupIndex) {
  Out[0] = WaveMatch(i).x; // expected-error {{'WaveMatch' is not supported yet}}
  Out[1] = WaveMultiPrefixSum(i, uint4(1, 0, 0, 0)); // expected-error {{'WaveMultiPrefixSum' is not supported yet}}
  float f = WaveActiveBitAnd(1.5); // expected-error {{no matching function for call to 'WaveActiveBitAnd'}} expected-note {{candidate function not viable: no known conversion from 'float' to 'uint' for 1st argument}}
  bool b = WaveActiveSum(true); // expected-error {{no matching function for call to 'WaveActiveSum'}} expected-note {{candidate function not viable: no known conversion from 'bool' to 'float' for 1st argument}}
  uint l = WaveReadLaneAt(i); // expected-error {{no matching function for call to 'WaveReadLaneAt'}}
  // expected-note@*:* {{candidate function not viable: requires 2 arguments, but 1 was provided}}
  GroupMemoryBarrier(1); // expected-error {{no matching function for call to 'GroupMemoryBarrier'}}
  // expected-note@*:* {{candidate function not viable: requires 0 arguments, but 1 was provided}}
  uint c = WaveGetLaneCount(i); // expected-error {{no matching function for call to 'WaveGetLaneCount'}}
  // expected-note@*:* {{candidate function not viable: requires 0 arguments, but 1 was provided}}
}
