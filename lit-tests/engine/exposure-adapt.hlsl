// Engine corpus: the second half of auto exposure — average the 256-bin
// luminance histogram (weighted by bin, black bin excluded) with
// WaveActiveSum and a groupshared reduction, adapt the exposure
// exponentially over time, store it in a one-element RWStructuredBuffer
// of a struct. Runs on lavapipe (exec/exposure-adapt.test).
//
// RUN: %texel -T cs_6_6 -E main --emit=lowered %s -Fo %t.ll
// RUN: %opt -load-pass-plugin=%plugin -passes=texel-dxil-verify %t.ll -disable-output
// RUN: %texel -T cs_6_6 -E main -spirv -fvk-t-shift 16 all -fvk-s-shift 32 all -fvk-u-shift 48 all %s -Fo %t.spv
// RUN: %spirv-val --target-env vulkan1.3 %t.spv

#include "Inputs/Engine.hlsli"

#define HISTOGRAM_BINS 256

struct ExposureState
{
    float exposure;
    float averageLuminance;
    float targetLuminance;
    uint pixelCount;
};

cbuffer AdaptConstants : register(b0)
{
    float MinLogLuminance;
    float LogLuminanceRange;
    float TimeDelta;
    float AdaptationRate;
    float KeyValue;
    uint TotalPixels;
};

ByteAddressBuffer Histogram : register(t0);
RWStructuredBuffer<ExposureState> State : register(u0);

groupshared float WeightedSums[HISTOGRAM_BINS];
groupshared uint Counts[HISTOGRAM_BINS];

[numthreads(HISTOGRAM_BINS, 1, 1)]
void main(uint bin : SV_GroupIndex)
{
    const uint count = Histogram.Load(bin * 4);
    WeightedSums[bin] = bin == 0 ? 0.0f : float(count) * float(bin);
    Counts[bin] = bin == 0 ? 0 : count;
    GroupMemoryBarrierWithGroupSync();

    [unroll]
    for (uint stride = HISTOGRAM_BINS / 2; stride > 0; stride >>= 1)
    {
        if (bin < stride)
        {
            WeightedSums[bin] += WeightedSums[bin + stride];
            Counts[bin] += Counts[bin + stride];
        }
        GroupMemoryBarrierWithGroupSync();
    }

    if (bin == 0)
    {
        const uint litPixels = max(Counts[0], 1u);
        const float averageBin = WeightedSums[0] / float(litPixels) - 1.0f;
        const float averageLog = averageBin / float(HISTOGRAM_BINS - 2) * LogLuminanceRange + MinLogLuminance;
        const float averageLuminance = exp2(averageLog);

        ExposureState state = State[0];
        const float adaptation = 1.0f - exp(-TimeDelta * AdaptationRate);
        state.averageLuminance = lerp(state.averageLuminance, averageLuminance, adaptation);
        state.targetLuminance = KeyValue / max(state.averageLuminance, 1e-4f);
        state.exposure = state.targetLuminance;
        state.pixelCount = TotalPixels;
        State[0] = state;
    }
}
