// Engine corpus: an edge-adaptive spatial upscaler in the style of FSR 1's
// EASU, reduced to its structure — a 12-tap neighbourhood around the
// source position, gradient direction and length from luma, a templated
// Lanczos-like weight, accumulation with deringing clamp, a struct template
// holding the accumulator.
//
// RUN: %texel -T cs_6_6 -E main --emit=lowered %s -Fo %t.ll
// RUN: %opt -load-pass-plugin=%plugin -passes=texel-dxil-verify %t.ll -disable-output
// RUN: %texel -T cs_6_6 -E main -spirv -fvk-t-shift 16 all -fvk-s-shift 32 all -fvk-u-shift 48 all %s -Fo %t.spv
// RUN: %spirv-val --target-env vulkan1.3 %t.spv

#include "Inputs/Engine.hlsli"

cbuffer EasuConstants : register(b0)
{
    float2 InputSize;
    float2 OutputSize;
    float2 InputToOutputScale;
    float2 InvInputSize;
};

Texture2D<float4> Source : register(t0);
RWTexture2D<float4> Upscaled : register(u0);
SamplerState PointClamp : register(s0);

template <typename T, typename W>
struct Accumulator
{
    T sum;
    W weight;
    T minimum;
    T maximum;

    void Add(T value, W w)
    {
        sum += value * w;
        weight += w;
        minimum = min(minimum, value);
        maximum = max(maximum, value);
    }

    T Resolve() { return clamp(sum / weight, minimum, maximum); }
};

template <typename T>
T LanczosApproximation(T distanceSquared, T windowSquared)
{
    // (25/16 * (2/5 * x - 1)^2 - (25/16 - 1)) * (w * x - 1)^2, x clamped.
    const T x = min(distanceSquared, (T)4);
    const T base = (T)0.4 * x - (T)1;
    const T window = windowSquared * x - (T)1;
    return ((T)1.5625 * base * base - (T)0.5625) * (window * window);
}

float3 Tap(float2 position)
{
    return Source.SampleLevel(PointClamp, (position + 0.5f) * InvInputSize, 0).rgb;
}

[numthreads(TILE_SIZE, TILE_SIZE, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    if (any(id.xy >= (uint2)OutputSize))
        return;
    const float2 sourcePosition = (id.xy + 0.5f) * InputToOutputScale - 0.5f;
    const float2 origin = floor(sourcePosition);
    const float2 fraction = sourcePosition - origin;

    // Luma gradient of the centre 2x2.
    const float lumaA = Engine::Color::Luminance(Tap(origin));
    const float lumaB = Engine::Color::Luminance(Tap(origin + float2(1, 0)));
    const float lumaC = Engine::Color::Luminance(Tap(origin + float2(0, 1)));
    const float lumaD = Engine::Color::Luminance(Tap(origin + float2(1, 1)));
    float2 direction = float2(lumaB - lumaA + lumaD - lumaC, lumaC - lumaA + lumaD - lumaB);
    const float directionLength = dot(direction, direction);
    direction = directionLength < 1.0f / 32768.0f ? float2(1, 0) : direction * rsqrt(directionLength);
    const float stretch = saturate(sqrt(directionLength) * 2.0f);
    const float2 axisScale = float2(1.0f + stretch, 1.0f - 0.5f * stretch);
    const float windowSquared = lerp(0.25f, 0.5f, stretch);

    static const float2 Taps[12] = {
        float2(0, -1), float2(1, -1),
        float2(-1, 0), float2(0, 0), float2(1, 0), float2(2, 0),
        float2(-1, 1), float2(0, 1), float2(1, 1), float2(2, 1),
        float2(0, 2), float2(1, 2),
    };

    Accumulator<float3, float> accumulator;
    accumulator.sum = 0;
    accumulator.weight = 0;
    accumulator.minimum = 65504.0f;
    accumulator.maximum = -65504.0f;
    [unroll]
    for (uint i = 0; i < 12; ++i)
    {
        const float2 offset = Taps[i] - fraction;
        const float2 rotated = float2(dot(offset, direction), dot(offset, float2(-direction.y, direction.x)));
        const float2 scaled = rotated * axisScale;
        const float w = LanczosApproximation(dot(scaled, scaled), windowSquared);
        accumulator.Add(Tap(origin + Taps[i]), w);
    }
    Upscaled[id.xy] = float4(accumulator.Resolve(), 1.0f);
}
