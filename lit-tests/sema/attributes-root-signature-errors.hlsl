// RUN: split-file %s %t
// RUN: %texel -T cs_6_6 -E main -verify %t/unexpected-element.hlsl
// RUN: %texel -T cs_6_6 -E main -spirv -verify %t/unexpected-element.hlsl
// RUN: %texel -T cs_6_6 -E main -verify %t/flags-twice.hlsl
// RUN: %texel -T cs_6_6 -E main -verify %t/flag-value.hlsl
// RUN: %texel -T cs_6_6 -E main -verify %t/flag-number.hlsl
// RUN: %texel -T cs_6_6 -E main -verify %t/register-class.hlsl
// RUN: %texel -T cs_6_6 -E main -verify %t/missing-register.hlsl
// RUN: %texel -T cs_6_6 -E main -verify %t/constants.hlsl
// RUN: %texel -T cs_6_6 -E main -verify %t/duplicate-parameter.hlsl
// RUN: %texel -T cs_6_6 -E main -verify %t/missing-comma.hlsl
// RUN: %texel -T cs_6_6 -E main -verify %t/sampler-values.hlsl
// RUN: %texel -T cs_6_6 -E main -verify %t/range-flags.hlsl
// RUN: %texel -T cs_6_6 -E main -verify %t/not-a-string.hlsl
// RUN: %texel -T cs_6_6 -E main -verify %t/unterminated.hlsl
// RUN: %texel -T cs_6_6 -E main -force-rootsig-ver rootsig_1_0 -verify %t/descriptor-flags-1-0.hlsl
// RUN: %texel -T cs_6_6 -E main -force-rootsig-ver rootsig_1_0 -verify %t/range-flags-1-0.hlsl
// RUN: not %texel -T cs_6_6 -E main -force-rootsig-ver rootsig_2_0 %t/constants.hlsl 2>&1 | FileCheck %s --check-prefix=BADVERSION
// BADVERSION: invalid value 'rootsig_2_0' for '--force-rootsig-ver <VERSION>'

// [RootSignature] is parsed with DXC's grammar; each error is DXC's text
// after "root signature error - ", at the attribute's string. The parser
// stops at the first error, so each case is its own file. Macros and
// adjacent string literals make up one string.

//--- unexpected-element.hlsl
#define RS "CBV(b0), " \
           "XescriptorTable(SRV(t0))"
[RootSignature(RS)] // expected-error {{root signature error - Unexpected token 'XescriptorTable' when parsing root signature}}
[numthreads(1, 1, 1)]
void main() {}

//--- flags-twice.hlsl
[RootSignature("RootFlags(0), RootFlags(ALLOW_STREAM_OUTPUT)")] // expected-error {{root signature error - RootFlags cannot be specified more than once}}
[numthreads(1, 1, 1)]
void main() {}

//--- flag-value.hlsl
[RootSignature("RootFlags(XBOX_RAYTRACING)")] // expected-error {{root signature error - Expected a root signature flag value, found: 'XBOX_RAYTRACING'}}
[numthreads(1, 1, 1)]
void main() {}

//--- flag-number.hlsl
[RootSignature("RootFlags(1)")] // expected-error {{root signature error - Root signature flag values can only be 0 or flag enum values, found: '1'}}
[numthreads(1, 1, 1)]
void main() {}

//--- register-class.hlsl
[RootSignature("DescriptorTable(SRV(t0), UAV(t1))")] // expected-error {{root signature error - Incorrect register type 't1' in UAV (expected u#)}}
[numthreads(1, 1, 1)]
void main() {}

//--- missing-register.hlsl
[RootSignature("CBV(space = 1)")] // expected-error {{root signature error - shader register must be defined for each CBV/SRV/UAV}}
[numthreads(1, 1, 1)]
void main() {}

//--- constants.hlsl
[RootSignature("RootConstants(b0)")] // expected-error {{root signature error - num32BitConstants must be defined for each RootConstants}}
[numthreads(1, 1, 1)]
void main() {}

//--- duplicate-parameter.hlsl
[RootSignature("SRV(t0, visibility = SHADER_VISIBILITY_ALL, visibility = SHADER_VISIBILITY_PIXEL)")] // expected-error {{root signature error - Parameter 'visibility' can be specified only once}}
[numthreads(1, 1, 1)]
void main() {}

//--- missing-comma.hlsl
[RootSignature("CBV(b0) SRV(t0)")] // expected-error {{root signature error - Expected ',', found: 'SRV'}}
[numthreads(1, 1, 1)]
void main() {}

//--- sampler-values.hlsl
[RootSignature("StaticSampler(s0, addressU = TEXTURE_ADDRESS_SOMETIMES)")] // expected-error {{root signature error - Unexpected texture address mode value: 'TEXTURE_ADDRESS_SOMETIMES'.}}
[numthreads(1, 1, 1)]
void main() {}

//--- range-flags.hlsl
[RootSignature("DescriptorTable(SRV(t0, flags = DATA_VOLATILE | FAST))")] // expected-error {{root signature error - Expected a descriptor range flag value, found: 'FAST'}}
[numthreads(1, 1, 1)]
void main() {}

//--- not-a-string.hlsl
[RootSignature(3)] // expected-error {{attribute 'RootSignature' must have a string literal argument}}
[numthreads(1, 1, 1)]
void main() {}

//--- unterminated.hlsl
[RootSignature("DescriptorTable(CBV(b0)")] // expected-error {{root signature error - Unexpected token ''}}
[numthreads(1, 1, 1)]
void main() {}

//--- descriptor-flags-1-0.hlsl
[RootSignature("CBV(b0, flags = DATA_STATIC)")] // expected-error {{root signature error - Root descriptor flags cannot be specified for root_sig_1_0}}
[numthreads(1, 1, 1)]
void main() {}

//--- range-flags-1-0.hlsl
[RootSignature("DescriptorTable(SRV(t0, flags = 0))")] // expected-error {{root signature error - Descriptor range flags cannot be specified for root_sig_1_0}}
[numthreads(1, 1, 1)]
void main() {}
