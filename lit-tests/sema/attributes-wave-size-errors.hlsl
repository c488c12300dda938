// RUN: split-file %s %t
// RUN: %texel -T cs_6_6 -E main -verify %t/not-power-of-two.hlsl
// RUN: %texel -T cs_6_6 -E main -verify %t/too-small.hlsl
// RUN: %texel -T cs_6_6 -E main -verify %t/no-arguments.hlsl
// RUN: %texel -T cs_6_6 -E main -verify %t/too-many.hlsl
// RUN: %texel -T cs_6_8 -E main -verify %t/min-above-max.hlsl
// RUN: %texel -T cs_6_8 -E main -verify %t/range-equal.hlsl
// RUN: %texel -T cs_6_8 -E main -verify %t/preferred.hlsl
// RUN: %texel -T cs_6_5 -E main -verify %t/sm65.hlsl
// RUN: %texel -T cs_6_6 -E main -verify %t/range-sm66.hlsl
// RUN: %texel -T cs_6_6 -E main -spirv -verify %t/vulkan.hlsl

// [WaveSize]: clang's checks and texts; on Vulkan DXC's warning (the
// attribute is ignored there).

//--- not-power-of-two.hlsl
[numthreads(1, 1, 1)]
[WaveSize(24)] // expected-error {{wavesize arguments must be between 4 and 128 and a power of 2}}
void main() {}

//--- too-small.hlsl
[numthreads(1, 1, 1)]
[WaveSize(2)] // expected-error {{wavesize arguments must be between 4 and 128 and a power of 2}}
void main() {}

//--- no-arguments.hlsl
[numthreads(1, 1, 1)]
[WaveSize] // expected-error {{'WaveSize' attribute takes at least 1 argument}}
void main() {}

//--- too-many.hlsl
[numthreads(1, 1, 1)]
[WaveSize(16, 32, 32, 64)] // expected-error {{'WaveSize' attribute takes no more than 3 arguments}}
void main() {}

//--- min-above-max.hlsl
[numthreads(1, 1, 1)]
[WaveSize(16, 8)] // expected-error {{minimum wavesize value 16 must be less than maximum wavesize value 8}}
void main() {}

//--- range-equal.hlsl
[numthreads(1, 1, 1)]
[WaveSize(16, 16)] // expected-error {{wave size range minimum and maximum are equal}}
void main() {}

//--- preferred.hlsl
[numthreads(1, 1, 1)]
[WaveSize(16, 128, 8)] // expected-error {{preferred wavesize value 8 must be between 16 and 128}}
void main() {}

//--- sm65.hlsl
[numthreads(1, 1, 1)]
[WaveSize(32)] // expected-error {{attribute 'WaveSize' requires shader model 6.6 or greater}}
void main() {}

//--- range-sm66.hlsl
[numthreads(1, 1, 1)]
[WaveSize(16, 64)] // expected-error {{attribute 'WaveSize' with 2 arguments requires shader model 6.8 or greater}}
void main() {}

//--- vulkan.hlsl
[numthreads(1, 1, 1)]
[WaveSize(32)] // expected-warning {{Wave size is not supported by Vulkan SPIR-V. Consider using VK_EXT_subgroup_size_control.}}
void main() {}
