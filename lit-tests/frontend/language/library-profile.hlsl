// RUN: %texel -T lib_6_6 --emit=ir -Fo - %s | FileCheck %s --check-prefix=IR
// RUN: %texel -T lib_6_6 -Fo - %s | FileCheck %s --check-prefix=DXIL
// RUN: %texel -T lib_6_3 -D NO_WAVE_SIZE -Fo - %s | FileCheck %s --check-prefix=DXIL63
// RUN: %texel -T lib_6_6 -spirv --emit=ir -Fo - %s 2>/dev/null | FileCheck %s --check-prefix=SPVIR
// RUN: %texel -T lib_6_6 -spirv -Fo %t.spv %s 2>/dev/null
// RUN: %spirv-val --target-env vulkan1.3 %t.spv
// RUN: %spirv-dis %t.spv | FileCheck %s --check-prefix=SPV

// The library profile as upstream clang compiles it: every [shader("compute")]
// function is an entry point with its own "hlsl.shader" / "hlsl.numthreads"
// (no -E), `export` functions stay as external functions of the DXIL module,
// other functions are internal and inlined away. texel-dxil writes the
// library's !dx.entryPoints (a null entry with the resources, then one node per
// entry with its shader kind, thread group and wave size); the SPIR-V writer
// one OpEntryPoint per entry, the derivative group only on the entry that
// samples with an implicit LOD.

Texture2D<float4> Tex : register(t0);
SamplerState Samp : register(s0);
RWStructuredBuffer<float4> Out : register(u1);

static const float Weights[3] = { 0.25, 0.5, 0.25 };

float square(float x) { return x * x; }

export float blend(float a, float b) { return a * Weights[0] + b * Weights[1] + square(b); }

[shader("compute")]
[numthreads(8, 8, 1)]
void filter(uint3 id : SV_DispatchThreadID) {
#ifdef NO_WAVE_SIZE
  float4 c = Tex.SampleLevel(Samp, float2(id.xy) / 64.0, 0);
#else
  float4 c = Tex.Sample(Samp, float2(id.xy) / 64.0);
#endif
  Out[id.x] = c * blend(c.x, c.y);
}

[shader("compute")]
[numthreads(64, 1, 1)]
#ifndef NO_WAVE_SIZE
[WaveSize(32)]
#endif
void copy(uint3 id : SV_DispatchThreadID) {
  Out[id.x + 64] = Out[id.x] * 2.0;
}

// IR: target triple = "dxil-pc-shadermodel6.6-library"
// IR: define void @filter() {{.*}}[[FILTER:#[0-9]+]] {
// IR: define dso_local float @blend(float %0, float %1) {{.*}}{
// IR-NEXT: entry:
// IR-NEXT:   %2 = fmul float %0, 2.500000e-01
// IR: define void @copy() {{.*}}[[COPY:#[0-9]+]] {
// IR-NOT: define {{.*}}@square
// IR: attributes [[FILTER]] = {{.*}}"hlsl.numthreads"="8,8,1" "hlsl.shader"="compute" }
// IR: attributes [[COPY]] = {{.*}}"hlsl.numthreads"="64,1,1" "hlsl.shader"="compute" "hlsl.wavesize"="32,0,0" }

// DXIL: define void @filter()
// DXIL:   %{{[0-9]+}} = call %dx.types.ResRet.f32 @dx.op.sample.f32(i32 60, %dx.types.Handle %{{[0-9]+}}, %dx.types.Handle %{{[0-9]+}}, float %{{.*}}, float %{{.*}}, float undef, float undef, i32 undef, i32 undef, i32 undef, float undef)
// DXIL: define dso_local float @blend(float %0, float %1)
// DXIL: define void @copy()
// DXIL: !dx.entryPoints = !{[[LIB:![0-9]+]], [[E1:![0-9]+]], [[E2:![0-9]+]]}
// DXIL: !dx.shaderModel = !{[[SM:![0-9]+]]}
// DXIL: [[RES:![0-9]+]] = !{[[SRVS:![0-9]+]], [[UAVS:![0-9]+]], null, [[SAMPLERS:![0-9]+]]}
// DXIL: [[LIB]] = !{null, !"", null, [[RES]], null}
// DXIL: [[E1]] = !{ptr @filter, !"filter", null, null, [[P1:![0-9]+]]}
// DXIL: [[P1]] = !{i32 8, i32 5, i32 4, [[G1:![0-9]+]]}
// DXIL: [[G1]] = !{i32 8, i32 8, i32 1}
// DXIL: [[E2]] = !{ptr @copy, !"copy", null, null, [[P2:![0-9]+]]}
// DXIL: [[P2]] = !{i32 8, i32 5, i32 4, [[G2:![0-9]+]], i32 11, [[W2:![0-9]+]]}
// DXIL: [[G2]] = !{i32 64, i32 1, i32 1}
// DXIL: [[W2]] = !{i32 32}
// DXIL: [[SM]] = !{!"lib", i32 6, i32 6}

// Below SM 6.6 (no wave size, no compute derivatives: SampleLevel) handles
// are createHandle; the shader model node says lib 6.3.
// DXIL63: call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 0, i32 0, i1 false)
// DXIL63: = !{ptr @copy, !"copy", null, null, [[P2:![0-9]+]]}
// DXIL63-NEXT: [[P2]] = !{i32 8, i32 5, i32 4, [[G2:![0-9]+]]}
// DXIL63-NEXT: [[G2]] = !{i32 64, i32 1, i32 1}
// DXIL63: !{!"lib", i32 6, i32 3}

// SPVIR: target triple = "spirv-unknown-vulkan1.3-library"
// SPVIR: define void @filter()
// SPVIR: define void @copy()
// SPVIR-NOT: define {{.*}}@blend

// SPV: OpCapability ComputeDerivativeGroupQuadsNV
// SPV: OpEntryPoint GLCompute %filter "filter"
// SPV: OpEntryPoint GLCompute %copy "copy"
// SPV: OpExecutionMode %filter LocalSize 8 8 1
// SPV: OpExecutionMode %copy LocalSize 64 1 1
// SPV: OpExecutionMode %filter DerivativeGroupQuadsNV
// SPV-NOT: OpExecutionMode %copy DerivativeGroup
