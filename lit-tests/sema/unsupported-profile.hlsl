// RUN: not %texel -T ps_6_6 -E main %s 2>&1 | FileCheck %s --check-prefix=PS --implicit-check-not=error: --implicit-check-not=warning:
// RUN: not %texel -T ps_6_6 -E main -spirv %s 2>&1 | FileCheck %s --check-prefix=PS --implicit-check-not=error: --implicit-check-not=warning:
// RUN: not %texel -T vs_6_0 -E main %s 2>&1 | FileCheck %s --check-prefix=VS --implicit-check-not=error: --implicit-check-not=warning:
// RUN: not %texel -T cs_6_9 -E main %s 2>&1 | FileCheck %s --check-prefix=SM69 --implicit-check-not=error: --implicit-check-not=warning:
// RUN: not %texel -T xs_6_0 -E main %s 2>&1 | FileCheck %s --check-prefix=BAD --implicit-check-not=error: --implicit-check-not=warning:
// RUN: %texel -T ps_6_6 -E main -verify %s

// Profiles this version does not compile (HLSL.md: cs_6_0 … cs_6_8 first,
// pixel and vertex later; libraries: library-profile-errors.hlsl): one clear error naming the profile and
// saying it is not supported yet, without a location, and nothing about the
// shader itself.

// expected-error@*:* {{pixel and vertex shaders are not supported yet (profile 'ps_6_6')}}

RWBuffer<float> Out : register(u0);

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  Out[id.x] = 1.0;
}

// PS: error: pixel and vertex shaders are not supported yet (profile 'ps_6_6')
// VS: error: pixel and vertex shaders are not supported yet (profile 'vs_6_0')
// SM69: error: unsupported profile 'cs_6_9' (shader model 6.0 to 6.8)
// BAD: error: invalid profile 'xs_6_0' (expected e.g. cs_6_6)
