// Engine corpus: horizontal pass of a separable Gaussian blur (MiniEngine /
// WickedEngine style) — a row of texels plus apron cached in groupshared,
// a static const weight table, a template helper, optional vertical pass
// selected by a preprocessor switch.
//
// RUN: %texel -T cs_6_6 -E main --emit=lowered %s -Fo %t.ll
// RUN: %opt -load-pass-plugin=%plugin -passes=texel-dxil-verify %t.ll -disable-output
// RUN: %texel -T cs_6_6 -E main -spirv -fvk-t-shift 16 all -fvk-s-shift 32 all -fvk-u-shift 48 all %s -Fo %t.spv
// RUN: %spirv-val --target-env vulkan1.3 %t.spv
// RUN: %texel -T cs_6_6 -E main -D BLUR_VERTICAL=1 --emit=lowered %s -Fo %t.v.ll
// RUN: %opt -load-pass-plugin=%plugin -passes=texel-dxil-verify %t.v.ll -disable-output
// RUN: %texel -T cs_6_6 -E main -D BLUR_VERTICAL=1 -spirv -fvk-t-shift 16 all -fvk-s-shift 32 all -fvk-u-shift 48 all %s -Fo %t.v.spv
// RUN: %spirv-val --target-env vulkan1.3 %t.v.spv

#include "Inputs/Engine.hlsli"

#ifndef BLUR_VERTICAL
#define BLUR_VERTICAL 0
#endif

#define BLUR_RADIUS 4
#define BLUR_GROUP 64
#define CACHE_SIZE (BLUR_GROUP + 2 * BLUR_RADIUS)

static const float GaussianWeights[BLUR_RADIUS + 1] = {
    0.2270270270f, 0.1945945946f, 0.1216216216f, 0.0540540541f, 0.0162162162f
};

cbuffer BlurConstants : register(b0)
{
    uint2 ImageSize;
    float Strength;
    uint Padding;
};

Texture2D<float4> Source : register(t0);
RWTexture2D<float4> Destination : register(u0);

groupshared float3 Cache[CACHE_SIZE];

template <typename T>
T ClampCoordinate(T coordinate, T extent)
{
    return clamp(coordinate, (T)0, extent - 1);
}

int2 Step()
{
#if BLUR_VERTICAL
    return int2(0, 1);
#else
    return int2(1, 0);
#endif
}

[RootSignature("RootFlags(0), CBV(b0), DescriptorTable(SRV(t0)), DescriptorTable(UAV(u0))")]
[numthreads(BLUR_GROUP, 1, 1)]
void main(uint3 groupId : SV_GroupID, uint3 groupThread : SV_GroupThreadID)
{
    const int2 direction = Step();
    const int2 lineStart = BLUR_VERTICAL ? int2(groupId.y, groupId.x * BLUR_GROUP)
                                         : int2(groupId.x * BLUR_GROUP, groupId.y);
    const int2 extent = int2(ImageSize);

    // Fill the cache: the group's texels and BLUR_RADIUS on each side.
    for (uint i = groupThread.x; i < CACHE_SIZE; i += BLUR_GROUP)
    {
        int2 coord = lineStart + direction * (int(i) - BLUR_RADIUS);
        coord = int2(ClampCoordinate(coord.x, extent.x), ClampCoordinate(coord.y, extent.y));
        Cache[i] = Source.Load(int3(coord, 0)).rgb;
    }
    GroupMemoryBarrierWithGroupSync();

    const int2 pixel = lineStart + direction * int(groupThread.x);
    if (any(pixel >= extent))
        return;

    const uint center = groupThread.x + BLUR_RADIUS;
    float3 sum = Cache[center] * GaussianWeights[0];
    [unroll]
    for (int tap = 1; tap <= BLUR_RADIUS; ++tap)
    {
        sum += Cache[center - tap] * GaussianWeights[tap];
        sum += Cache[center + tap] * GaussianWeights[tap];
    }
    const float3 original = Cache[center];
    Destination[pixel] = float4(lerp(original, sum, Strength), 1.0f);
}
