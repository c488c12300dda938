// Engine corpus: auto-exposure luminance histogram (MiniEngine /
// FidelityFX style) — 256 log-luminance bins accumulated per group in
// groupshared memory with InterlockedAdd, then merged into a
// RWByteAddressBuffer. Runs on lavapipe (exec/luminance-histogram.test).
//
// RUN: %texel -T cs_6_6 -E main --emit=lowered %s -Fo %t.ll
// RUN: %opt -load-pass-plugin=%plugin -passes=texel-dxil-verify %t.ll -disable-output
// RUN: %texel -T cs_6_6 -E main -spirv -fvk-t-shift 16 all -fvk-s-shift 32 all -fvk-u-shift 48 all %s -Fo %t.spv
// RUN: %spirv-val --target-env vulkan1.3 %t.spv

#include "Inputs/Engine.hlsli"

#define HISTOGRAM_BINS 256
#define HISTOGRAM_GROUP 16

namespace Exposure
{
    struct HistogramParameters
    {
        float minLogLuminance;
        float inverseLogLuminanceRange;
        uint2 imageSize;
    };

    uint BinOf(float3 color, HistogramParameters parameters)
    {
        const float luminance = Engine::Color::Luminance(color);
        if (luminance < 1e-5f)
            return 0; // bin 0 holds black
        float logLuminance = saturate((log2(luminance) - parameters.minLogLuminance) *
                                      parameters.inverseLogLuminanceRange);
        return (uint)(logLuminance * (HISTOGRAM_BINS - 2) + 1.0f);
    }
}

ConstantBuffer<Exposure::HistogramParameters> Parameters : register(b0);
StructuredBuffer<float4> Colors : register(t0);
RWByteAddressBuffer Histogram : register(u0);

groupshared uint LocalBins[HISTOGRAM_BINS];

[RootSignature("CBV(b0), SRV(t0), UAV(u0)")]
[numthreads(HISTOGRAM_GROUP, HISTOGRAM_GROUP, 1)]
void main(uint groupIndex : SV_GroupIndex, uint3 id : SV_DispatchThreadID)
{
    LocalBins[groupIndex] = 0;
    GroupMemoryBarrierWithGroupSync();

    if (all(id.xy < Parameters.imageSize))
    {
        const float3 color = Colors[id.y * Parameters.imageSize.x + id.x].rgb;
        InterlockedAdd(LocalBins[Exposure::BinOf(color, Parameters)], 1);
    }
    GroupMemoryBarrierWithGroupSync();

    const uint count = LocalBins[groupIndex];
    if (count != 0)
        Histogram.InterlockedAdd(groupIndex * 4, count);
}
