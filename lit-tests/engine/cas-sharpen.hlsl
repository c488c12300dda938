// Engine corpus: contrast-adaptive sharpening in the style of FidelityFX
// CAS — a 3x3 neighbourhood, per-channel min/max, an adaptive weight
// through rcp and sqrt, a sharpness constant packed by the application
// into a uint4 cbuffer vector (read back with asfloat), and the 8x8 group
// processing a 16x16 tile as four 8x8 quadrants.
//
// RUN: %texel -T cs_6_6 -E main --emit=lowered %s -Fo %t.ll
// RUN: %opt -load-pass-plugin=%plugin -passes=texel-dxil-verify %t.ll -disable-output
// RUN: %texel -T cs_6_6 -E main -spirv -fvk-t-shift 16 all -fvk-s-shift 32 all -fvk-u-shift 48 all %s -Fo %t.spv
// RUN: %spirv-val --target-env vulkan1.3 %t.spv

#include "Inputs/Engine.hlsli"

#define CAS_RS "RootFlags(0), RootConstants(num32BitConstants = 8, b0), " \
               "DescriptorTable(SRV(t0), visibility = SHADER_VISIBILITY_ALL), " \
               "DescriptorTable(UAV(u0))"

cbuffer CasConstants : register(b0)
{
    uint4 Const0;   // .xy: input size, .z: sharpness bits (asfloat), .w: flags
    uint4 Const1;   // .xy: output size
};

Texture2D<float4> Input : register(t0);
RWTexture2D<float4> Output : register(u0);

namespace Cas
{
    static const int2 Neighbours[9] = {
        int2(-1, -1), int2(0, -1), int2(1, -1),
        int2(-1,  0), int2(0,  0), int2(1,  0),
        int2(-1,  1), int2(0,  1), int2(1,  1),
    };

    float3 Fetch(int2 pixel, int2 offset)
    {
        const int2 limit = int2(Const0.xy) - 1;
        return Input.Load(int3(clamp(pixel + offset, int2(0, 0), limit), 0)).rgb;
    }

    float3 Filter(int2 pixel)
    {
        float3 texels[9];
        [unroll]
        for (uint i = 0; i < 9; ++i)
            texels[i] = Fetch(pixel, Neighbours[i]);

        // Soft min and max over the cross and the full 3x3.
        float3 crossMin = Engine::Min3(Engine::Min3(texels[1], texels[3], texels[4]), texels[5], texels[7]);
        float3 crossMax = Engine::Max3(Engine::Max3(texels[1], texels[3], texels[4]), texels[5], texels[7]);
        const float3 cornerMin = Engine::Min3(Engine::Min3(crossMin, texels[0], texels[2]), texels[6], texels[8]);
        const float3 cornerMax = Engine::Max3(Engine::Max3(crossMax, texels[0], texels[2]), texels[6], texels[8]);
        crossMin += cornerMin;
        crossMax += cornerMax;

        // Adaptive amount: how far the neighbourhood is from clipping.
        const float3 reciprocalMax = rcp(crossMax);
        float3 amount = saturate(min(crossMin, 2.0f - crossMax) * reciprocalMax);
        amount = sqrt(amount);

        const float peak = -rcp(lerp(8.0f, 5.0f, saturate(asfloat(Const0.z))));
        const float3 weight = amount * peak;
        const float3 reciprocalWeight = rcp(1.0f + 4.0f * weight);
        const float3 crossSum = texels[1] + texels[3] + texels[5] + texels[7];
        return saturate((crossSum * weight + texels[4]) * reciprocalWeight);
    }
}

[RootSignature(CAS_RS)]
[numthreads(64, 1, 1)]
void main(uint3 localId : SV_GroupThreadID, uint3 workGroupId : SV_GroupID)
{
    const uint2 base = Engine::MortonRemap8x8(localId.x) + uint2(workGroupId.x << 4u, workGroupId.y << 4u);
    [unroll]
    for (uint quadrant = 0; quadrant < 4; ++quadrant)
    {
        const uint2 pixel = base + uint2(quadrant & 1, quadrant >> 1) * 8u;
        if (all(pixel < Const1.xy))
            Output[pixel] = float4(Cas::Filter(int2(pixel)), 1.0f);
    }
}
