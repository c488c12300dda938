// Engine corpus: film grain and vignette post effect — integer hash
// functions (a 3-round xorshift-multiply), an `enum class` for the grain
// blend mode, `static` state per thread, a cbuffer with a colour tint and
// vignette parameters, and reversebits/countbits based dithering.
//
// RUN: %texel -T cs_6_6 -E main --emit=lowered %s -Fo %t.ll
// RUN: %opt -load-pass-plugin=%plugin -passes=texel-dxil-verify %t.ll -disable-output
// RUN: %texel -T cs_6_6 -E main -spirv -fvk-t-shift 16 all -fvk-s-shift 32 all -fvk-u-shift 48 all %s -Fo %t.spv
// RUN: %spirv-val --target-env vulkan1.3 %t.spv

#include "Inputs/Engine.hlsli"

enum class GrainBlend : uint { Additive, Multiply, Overlay };

cbuffer GrainConstants : register(b0)
{
    float4 Tint;
    float2 VignetteCenter;
    float VignetteRadius;
    float VignetteSoftness;
    float GrainStrength;
    uint GrainBlendMode;
    uint FrameIndex;
    uint DitherBits;
};

RWTexture2D<float4> Image : register(u0);

static uint RandomState;

uint Hash(uint x)
{
    x ^= x >> 16;
    x *= 0x7feb352du;
    x ^= x >> 15;
    x *= 0x846ca68bu;
    x ^= x >> 16;
    return x;
}

float NextRandom()
{
    RandomState = Hash(RandomState);
    return float(RandomState >> 8) * (1.0f / 16777216.0f);
}

float3 BlendGrain(float3 color, float grain, GrainBlend mode)
{
    switch (mode)
    {
    case GrainBlend::Multiply:
        return color * (1.0f + grain);
    case GrainBlend::Overlay:
    {
        const float3 low = 2.0f * color * (0.5f + grain);
        const float3 high = 1.0f - 2.0f * (1.0f - color) * (0.5f - grain);
        return select(color < 0.5f, low, high);
    }
    default:
        return color + grain;
    }
}

float BayerDither(uint2 pixel)
{
    // Interleave the bits of x and x^y and reverse them: the Bayer matrix index.
    const uint x = pixel.x & 7u, y = pixel.y & 7u;
    const uint z = x ^ y;
    uint interleaved = 0;
    [unroll]
    for (uint bit = 0; bit < 3; ++bit)
        interleaved |= (((z >> bit) & 1u) << (2 * bit)) | (((x >> bit) & 1u) << (2 * bit + 1));
    return float(reversebits(interleaved) >> 26) / 64.0f - 0.5f;
}

[numthreads(TILE_SIZE, TILE_SIZE, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint width, height;
    Image.GetDimensions(width, height);
    if (id.x >= width || id.y >= height)
        return;

    RandomState = Hash(id.x + Hash(id.y + Hash(FrameIndex)));
    const float grain = (NextRandom() + NextRandom() - 1.0f) * GrainStrength;

    float4 color = Image[id.xy];
    color.rgb = BlendGrain(color.rgb, grain, (GrainBlend)GrainBlendMode) * Tint.rgb;

    const float2 uv = (id.xy + 0.5f) / float2(width, height);
    const float distanceToCenter = length(uv - VignetteCenter);
    color.rgb *= smoothstep(VignetteRadius, VignetteRadius - VignetteSoftness, distanceToCenter);

    if (DitherBits != 0)
    {
        const float levels = float((1u << DitherBits) - 1u);
        color.rgb = round(color.rgb * levels + BayerDither(id.xy)) / levels;
    }
    Image[id.xy] = color;
}
