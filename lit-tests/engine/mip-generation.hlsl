// Engine corpus: single-pass downsampler in the style of FidelityFX SPD /
// MiniEngine's GenerateMips — one 8x8 group reduces a 16x16 block of the
// source mip to mips 1 and 2 through groupshared memory.
//
// RUN: %texel -T cs_6_6 -E main --emit=lowered %s -Fo %t.ll
// RUN: %opt -load-pass-plugin=%plugin -passes=texel-dxil-verify %t.ll -disable-output
// RUN: %texel -T cs_6_6 -E main -spirv -fvk-t-shift 16 all -fvk-s-shift 32 all -fvk-u-shift 48 all %s -Fo %t.spv
// RUN: %spirv-val --target-env vulkan1.3 %t.spv

#include "Inputs/Engine.hlsli"

#define MIPGEN_RS ENGINE_ROOT_FLAGS ", " ENGINE_CONSTANTS(4) ", " \
    ENGINE_SRV_TABLE(1) ", " ENGINE_UAV_TABLE(2) ", " ENGINE_LINEAR_CLAMP

namespace MipGen
{
    enum ReductionKind { Average = 0, Maximum = 1, Minimum = 2 };

    struct Constants
    {
        uint srcMip;
        uint numMips;
        float2 texelSize;
    };
}

ConstantBuffer<MipGen::Constants> Params : register(b0);
Texture2D<float4> SrcMip : register(t0);
RWTexture2D<float4> OutMip1 : register(u0);
RWTexture2D<float4> OutMip2 : register(u1);
SamplerState LinearClamp : register(s0);

groupshared float4 Tile[TILE_SIZE * TILE_SIZE];

float4 Reduce4(float4 a, float4 b, float4 c, float4 d, MipGen::ReductionKind kind)
{
    switch (kind)
    {
    case MipGen::Maximum:
        return max(max(a, b), max(c, d));
    case MipGen::Minimum:
        return min(min(a, b), min(c, d));
    default:
        return (a + b + c + d) * 0.25f;
    }
}

float4 LoadQuad(uint2 topLeft)
{
    static const int2 Offsets[4] = { int2(0, 0), int2(1, 0), int2(0, 1), int2(1, 1) };
    float4 texels[4];
    [unroll]
    for (uint i = 0; i < 4; ++i)
        texels[i] = SrcMip.Load(int3(int2(topLeft) + Offsets[i], Params.srcMip));
    return Reduce4(texels[0], texels[1], texels[2], texels[3], MipGen::Average);
}

[RootSignature(MIPGEN_RS)]
[numthreads(TILE_SIZE * TILE_SIZE, 1, 1)]
void main(uint3 groupId : SV_GroupID, uint groupIndex : SV_GroupIndex)
{
    const uint2 local = Engine::MortonRemap8x8(groupIndex);
    const uint2 mip1Coord = groupId.xy * TILE_SIZE + local;

    // Mip 1: every thread reduces one 2x2 quad of the source.
    float4 mip1 = LoadQuad(mip1Coord * 2);
    OutMip1[mip1Coord] = mip1;
    Tile[local.y * TILE_SIZE + local.x] = mip1;
    GroupMemoryBarrierWithGroupSync();

    if (Params.numMips < 2)
        return;

    // Mip 2: a quarter of the threads reduce 2x2 of the tile.
    if (all(local < TILE_SIZE / 2))
    {
        const uint base = local.y * 2 * TILE_SIZE + local.x * 2;
        float4 mip2 = Reduce4(Tile[base], Tile[base + 1], Tile[base + TILE_SIZE],
                              Tile[base + TILE_SIZE + 1], MipGen::Average);
        OutMip2[groupId.xy * (TILE_SIZE / 2) + local] = mip2;
    }
}
