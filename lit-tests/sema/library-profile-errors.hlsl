// RUN: split-file %s %t
// RUN: %texel -T lib_6_6 -verify %t/stages.hlsl
// RUN: %texel -T lib_6_6 -spirv -verify %t/stages.hlsl
// RUN: %texel -T lib_6_6 -spirv -verify %t/no-entry.hlsl
// RUN: %texel -T lib_6_6 %t/no-entry.hlsl -Fo - | FileCheck %s --check-prefix=NOENTRY
// RUN: not %texel -T lib_6_3 %t/derivatives.hlsl 2>&1 | FileCheck %s --check-prefix=DERIV --implicit-check-not=error:
// RUN: not %texel -T lib_6_6 -spirv %t/derivatives.hlsl 2>&1 | FileCheck %s --check-prefix=DERIVVK --implicit-check-not=error:

// Library entry points: only compute ones for now (pixel and vertex stages
// are a clear error naming the stage), each needs its numthreads; what the
// library's roots (entries and exports) reach is checked for recursion and
// missing definitions. A Vulkan library needs an entry: SPIR-V for Vulkan
// has no exported functions.

//--- stages.hlsl
RWBuffer<float4> Out : register(u0);

[shader("pixel")] // expected-error {{pixel shader entry points are not supported yet in libraries (compile them with a pixel profile)}}
float4 ps() : SV_Target { return 1; }

[shader("vertex")] // expected-error {{vertex shader entry points are not supported yet in libraries (compile them with a vertex profile)}}
float4 vs() : SV_Position { return 0; }

[shader("compute")]
void no_group() {} // expected-error {{missing numthreads attribute for compute shader entry}}

[shader(3)] // expected-error {{'shader' attribute requires a string argument}}
[numthreads(1, 1, 1)]
void bad_argument() {}

[shader("compute")]
[numthreads(1, 1, 1)]
void fine(uint3 id : SV_DispatchThreadID) { Out[id.x] = 1; }

export float undefined_callee(float x); // expected-note {{'undefined_callee' declared here}}
export float uses(float x) { return undefined_callee(x); } // expected-error {{function 'undefined_callee' is used but not defined}}

export int countdown(int x) { return x > 0 ? countdown(x - 1) : 0; } // expected-error {{recursive functions are not allowed in HLSL: 'countdown' calls itself}} expected-note {{'countdown' declared here}}

// Not a root: a recursive function nothing exported or entered calls.
int unused(int x) { return unused(x); }

//--- no-entry.hlsl
// expected-error@*:* {{a library compiled for Vulkan needs a [shader("compute")] entry point: SPIR-V for Vulkan has no exported functions}}
export float twice(float x) { return x * 2; }

// NOENTRY: define dso_local float @twice(float %0)
// NOENTRY: !dx.entryPoints = !{[[LIB:![0-9]+]]}
// NOENTRY: [[LIB]] = !{null, !"", null, null, null}

//--- derivatives.hlsl
// Derivative rules per entry point: below SM 6.6 DXIL has no compute
// derivatives, and a compute entry's thread group must have quads.
Texture2D<float4> Tex : register(t0);
SamplerState Samp : register(s0);
RWBuffer<float4> Out : register(u1);

[shader("compute")]
[numthreads(8, 8, 1)]
void quads(uint3 id : SV_DispatchThreadID) { Out[id.x] = Tex.Sample(Samp, id.xy / 8.0); }

[shader("compute")]
[numthreads(3, 1, 1)]
void odd(uint3 id : SV_DispatchThreadID) { Out[id.x] = Tex.Sample(Samp, id.xy / 8.0); }

// DERIV: error: texel-dxil: in function 'quads': {{.*}}is only available in compute shaders on shader model 6.6 or newer (it computes implicit derivatives); the target shader model is 6.3
// DERIV-NEXT: texel-dxil: in function 'odd': {{.*}}is only available in compute shaders on shader model 6.6 or newer (it computes implicit derivatives); the target shader model is 6.3
// DERIVVK: error: {{.*}}'odd'{{.*}}(3, 1, 1)
