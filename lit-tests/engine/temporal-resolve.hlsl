// Engine corpus: temporal anti-aliasing resolve — reprojection with a
// velocity texture, history sampled bilinearly, a 3x3 neighbourhood
// variance clip in YCoCg (the colour-space change as matrices with mul),
// luminance-weighted blend, and `[branch]`/`[flatten]` hints.
//
// RUN: %texel -T cs_6_6 -E main --emit=lowered %s -Fo %t.ll
// RUN: %opt -load-pass-plugin=%plugin -passes=texel-dxil-verify %t.ll -disable-output
// RUN: %texel -T cs_6_6 -E main -spirv -fvk-t-shift 16 all -fvk-s-shift 32 all -fvk-u-shift 48 all %s -Fo %t.spv
// RUN: %spirv-val --target-env vulkan1.3 %t.spv

#include "Inputs/Engine.hlsli"

static const float3x3 RgbToYCoCg = {
     0.25f, 0.5f,  0.25f,
     0.5f,  0.0f, -0.5f,
    -0.25f, 0.5f, -0.25f
};
static const float3x3 YCoCgToRgb = {
    1.0f,  1.0f, -1.0f,
    1.0f,  0.0f,  1.0f,
    1.0f, -1.0f, -1.0f
};

cbuffer TemporalConstants : register(b0)
{
    float2 InvResolution;
    float BlendFactor;
    float VarianceGamma;
    uint2 Resolution;
    uint ResetHistory;
    uint Padding;
};

Texture2D<float4> Current : register(t0);
Texture2D<float4> History : register(t1);
Texture2D<float2> Velocity : register(t2);
RWTexture2D<float4> Resolved : register(u0);
SamplerState LinearClamp : register(s0);

float3 ToYCoCg(float3 rgb) { return mul(RgbToYCoCg, rgb); }
float3 ToRgb(float3 ycocg) { return mul(YCoCgToRgb, ycocg); }

float3 ClipToBox(float3 history, float3 boxMin, float3 boxMax)
{
    const float3 center = 0.5f * (boxMax + boxMin);
    const float3 extent = 0.5f * (boxMax - boxMin) + 1e-5f;
    const float3 offset = history - center;
    const float3 units = abs(offset / extent);
    const float largest = Engine::Max3(units.x, units.y, units.z);
    [flatten]
    if (largest > 1.0f)
        return center + offset / largest;
    return history;
}

[numthreads(TILE_SIZE, TILE_SIZE, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    if (any(id.xy >= Resolution))
        return;
    const int2 pixel = int2(id.xy);

    float3 mean = 0, meanSquares = 0, centerColor = 0;
    [unroll]
    for (int y = -1; y <= 1; ++y)
    {
        [unroll]
        for (int x = -1; x <= 1; ++x)
        {
            const int2 neighbour = clamp(pixel + int2(x, y), int2(0, 0), int2(Resolution) - 1);
            const float3 color = ToYCoCg(Current.Load(int3(neighbour, 0)).rgb);
            mean += color;
            meanSquares += color * color;
            if (x == 0 && y == 0)
                centerColor = color;
        }
    }
    mean /= 9.0f;
    const float3 deviation = sqrt(max(meanSquares / 9.0f - mean * mean, 0.0f));

    const float2 uv = (id.xy + 0.5f) * InvResolution;
    const float2 previousUv = uv - Velocity.Load(int3(pixel, 0));
    float3 result = centerColor;
    [branch]
    if (ResetHistory == 0 && all(previousUv >= 0.0f) && all(previousUv <= 1.0f))
    {
        float3 history = ToYCoCg(History.SampleLevel(LinearClamp, previousUv, 0).rgb);
        history = ClipToBox(history, mean - VarianceGamma * deviation, mean + VarianceGamma * deviation);
        const float currentWeight = BlendFactor / (1.0f + centerColor.x);
        const float historyWeight = (1.0f - BlendFactor) / (1.0f + history.x);
        result = (centerColor * currentWeight + history * historyWeight) / (currentWeight + historyWeight);
    }
    Resolved[id.xy] = float4(ToRgb(result), 1.0f);
}
