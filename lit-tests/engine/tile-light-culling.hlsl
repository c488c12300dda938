// Engine corpus: tiled light culling (Forward+ as in MiniEngine and
// AMD's samples) — per-tile depth bounds from a depth texture with
// groupshared atomics on the float bits, tile frustum planes built from an
// inverse projection matrix in a cbuffer, sphere-frustum tests, a
// groupshared light list filled with InterlockedAdd, written to a
// RWByteAddressBuffer.
//
// RUN: %texel -T cs_6_6 -E main --emit=lowered %s -Fo %t.ll
// RUN: %opt -load-pass-plugin=%plugin -passes=texel-dxil-verify %t.ll -disable-output
// RUN: %texel -T cs_6_6 -E main -spirv -fvk-t-shift 16 all -fvk-s-shift 32 all -fvk-u-shift 48 all %s -Fo %t.spv
// RUN: %spirv-val --target-env vulkan1.3 %t.spv

#include "Inputs/Engine.hlsli"

#define CULL_TILE 16
#define MAX_LIGHTS_PER_TILE 64

namespace Lighting
{
    struct PointLight
    {
        float3 positionView;
        float radius;
        float3 color;
        uint flags;
    };

    struct Plane
    {
        float3 normal;
        float distance;

        float SignedDistance(float3 position) { return dot(normal, position) - distance; }
    };

    Plane MakePlane(float3 a, float3 b)
    {
        // A plane through the origin (the eye) and the two points.
        Plane plane;
        plane.normal = normalize(cross(a, b));
        plane.distance = 0;
        return plane;
    }
}

cbuffer CullConstants : register(b0)
{
    float4x4 InverseProjection;
    uint2 ScreenSize;
    uint LightCount;
    uint TilesPerRow;
};

Texture2D<float> Depth : register(t0);
StructuredBuffer<Lighting::PointLight> Lights : register(t1);
RWByteAddressBuffer TileLightLists : register(u0);

groupshared uint TileMinDepthBits;
groupshared uint TileMaxDepthBits;
groupshared uint TileLightCount;
groupshared uint TileLights[MAX_LIGHTS_PER_TILE];

float3 ViewPosition(float2 pixel, float depth)
{
    const float2 ndc = float2(pixel / float2(ScreenSize) * 2.0f - 1.0f) * float2(1, -1);
    const float4 view = mul(InverseProjection, float4(ndc, depth, 1.0f));
    return view.xyz / view.w;
}

[numthreads(CULL_TILE, CULL_TILE, 1)]
void main(uint3 groupId : SV_GroupID, uint3 id : SV_DispatchThreadID, uint groupIndex : SV_GroupIndex)
{
    if (groupIndex == 0)
    {
        TileMinDepthBits = 0x7F7FFFFF;
        TileMaxDepthBits = 0;
        TileLightCount = 0;
    }
    GroupMemoryBarrierWithGroupSync();

    const uint2 pixel = min(id.xy, ScreenSize - 1);
    const float depth = Depth.Load(int3(pixel, 0));
    // Non-negative floats order like their bit patterns.
    InterlockedMin(TileMinDepthBits, asuint(depth));
    InterlockedMax(TileMaxDepthBits, asuint(depth));
    GroupMemoryBarrierWithGroupSync();

    const float minDepth = asfloat(TileMinDepthBits);
    const float maxDepth = asfloat(TileMaxDepthBits);
    const float2 tileMin = groupId.xy * CULL_TILE;
    const float2 tileMax = tileMin + CULL_TILE;
    const float3 corners[4] = {
        ViewPosition(tileMin, 1.0f),
        ViewPosition(float2(tileMax.x, tileMin.y), 1.0f),
        ViewPosition(tileMax, 1.0f),
        ViewPosition(float2(tileMin.x, tileMax.y), 1.0f),
    };
    Lighting::Plane planes[4];
    [unroll]
    for (uint side = 0; side < 4; ++side)
        planes[side] = Lighting::MakePlane(corners[side], corners[(side + 1) & 3]);
    const float nearZ = ViewPosition(tileMin, minDepth).z;
    const float farZ = ViewPosition(tileMin, maxDepth).z;

    for (uint light = groupIndex; light < LightCount; light += CULL_TILE * CULL_TILE)
    {
        const Lighting::PointLight pointLight = Lights[light];
        const float3 center = pointLight.positionView;
        bool inside = center.z + pointLight.radius >= min(nearZ, farZ) &&
                      center.z - pointLight.radius <= max(nearZ, farZ);
        [unroll]
        for (uint plane = 0; plane < 4; ++plane)
            inside = inside && planes[plane].SignedDistance(center) >= -pointLight.radius;
        if (inside)
        {
            uint slot;
            InterlockedAdd(TileLightCount, 1, slot);
            if (slot < MAX_LIGHTS_PER_TILE)
                TileLights[slot] = light;
        }
    }
    GroupMemoryBarrierWithGroupSync();

    const uint tile = groupId.y * TilesPerRow + groupId.x;
    const uint tileBase = tile * (MAX_LIGHTS_PER_TILE + 1) * 4;
    const uint count = min(TileLightCount, MAX_LIGHTS_PER_TILE);
    if (groupIndex == 0)
        TileLightLists.Store(tileBase, count);
    if (groupIndex < count)
        TileLightLists.Store(tileBase + 4 + groupIndex * 4, TileLights[groupIndex]);
}
