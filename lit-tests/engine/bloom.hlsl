// Engine corpus: bloom prefilter and downsample (the 13-tap "Call of Duty"
// filter used by many engines) — bilinear SampleLevel taps, a soft-knee
// threshold, Karis averaging, all in a namespace with a struct of settings.
//
// RUN: %texel -T cs_6_6 -E main --emit=lowered %s -Fo %t.ll
// RUN: %opt -load-pass-plugin=%plugin -passes=texel-dxil-verify %t.ll -disable-output
// RUN: %texel -T cs_6_6 -E main -spirv -fvk-t-shift 16 all -fvk-s-shift 32 all -fvk-u-shift 48 all %s -Fo %t.spv
// RUN: %spirv-val --target-env vulkan1.3 %t.spv

#include "Inputs/Engine.hlsli"

namespace Bloom
{
    struct Settings
    {
        float threshold;
        float knee;
        float2 invOutputSize;
        uint2 outputSize;
        uint useKarisAverage;
        float intensity;
    };

    float3 SoftThreshold(float3 color, Settings settings)
    {
        const float brightness = Engine::Max3(color.r, color.g, color.b);
        float soft = brightness - settings.threshold + settings.knee;
        soft = clamp(soft, 0.0f, 2.0f * settings.knee);
        soft = soft * soft / (4.0f * settings.knee + 1e-4f);
        float contribution = max(soft, brightness - settings.threshold);
        contribution /= max(brightness, 1e-4f);
        return color * contribution;
    }

    float KarisWeight(float3 color)
    {
        return 1.0f / (1.0f + Engine::Color::Luminance(color));
    }
}

ConstantBuffer<Bloom::Settings> Settings : register(b0);
Texture2D<float4> Scene : register(t0);
RWTexture2D<float4> Prefiltered : register(u0);
SamplerState LinearClamp : register(s0);

float3 Tap(float2 uv, float2 offset)
{
    return Scene.SampleLevel(LinearClamp, uv + offset * Settings.invOutputSize * 0.5f, 0).rgb;
}

float3 Downsample13(float2 uv)
{
    const float3 a = Tap(uv, float2(-2, -2));
    const float3 b = Tap(uv, float2(0, -2));
    const float3 c = Tap(uv, float2(2, -2));
    const float3 d = Tap(uv, float2(-1, -1));
    const float3 e = Tap(uv, float2(1, -1));
    const float3 f = Tap(uv, float2(-2, 0));
    const float3 g = Tap(uv, float2(0, 0));
    const float3 h = Tap(uv, float2(2, 0));
    const float3 i = Tap(uv, float2(-1, 1));
    const float3 j = Tap(uv, float2(1, 1));
    const float3 k = Tap(uv, float2(-2, 2));
    const float3 l = Tap(uv, float2(0, 2));
    const float3 m = Tap(uv, float2(2, 2));

    float3 groups[5] = {
        (d + e + i + j) * 0.25f,
        (a + b + f + g) * 0.25f,
        (b + c + g + h) * 0.25f,
        (f + g + k + l) * 0.25f,
        (g + h + l + m) * 0.25f,
    };
    static const float GroupWeights[5] = { 0.5f, 0.125f, 0.125f, 0.125f, 0.125f };

    float3 result = 0;
    float totalWeight = 0;
    for (uint group = 0; group < 5; ++group)
    {
        float weight = GroupWeights[group];
        if (Settings.useKarisAverage != 0)
            weight *= Bloom::KarisWeight(groups[group]);
        result += groups[group] * weight;
        totalWeight += weight;
    }
    return result / totalWeight;
}

[RootSignature(ENGINE_ROOT_FLAGS ", CBV(b0), " ENGINE_SRV_TABLE(1) ", " ENGINE_UAV_TABLE(1) ", " ENGINE_LINEAR_CLAMP)]
[numthreads(TILE_SIZE, TILE_SIZE, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    if (any(id.xy >= Settings.outputSize))
        return;
    const float2 uv = (float2(id.xy) + 0.5f) * Settings.invOutputSize;
    float3 color = Downsample13(uv);
    color = Bloom::SoftThreshold(color, Settings) * Settings.intensity;
    Prefiltered[id.xy] = float4(color, 1.0f);
}
