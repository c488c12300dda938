// Engine corpus: GPU-driven culling's compaction step — instances whose
// bounding spheres pass a frustum test get a slot in a draw list from an
// InterlockedAdd on a counter word (the form without Append/Consume
// buffers, which texel does not support yet), visible counts per mesh are
// accumulated with InterlockedAdd into indirect-argument records in a
// RWByteAddressBuffer, and rejected ones are listed the same way. Six
// frustum planes come from a cbuffer array.
//
// RUN: %texel -T cs_6_6 -E main --emit=lowered %s -Fo %t.ll
// RUN: %opt -load-pass-plugin=%plugin -passes=texel-dxil-verify %t.ll -disable-output
// RUN: %texel -T cs_6_6 -E main -spirv -fvk-t-shift 16 all -fvk-s-shift 32 all -fvk-u-shift 48 all %s -Fo %t.spv
// RUN: %spirv-val --target-env vulkan1.3 %t.spv

#include "Inputs/Engine.hlsli"

struct Instance
{
    float3 center;
    float radius;
    uint meshIndex;
    uint firstIndex;
    uint indexCount;
    uint flags;
};

struct DrawRecord
{
    uint instanceIndex;
    uint meshIndex;
};

namespace Culling
{
    static const uint IndirectArgumentWords = 5; // DrawIndexedInstanced arguments

    bool SphereInFrustum(float4 planes[6], float3 center, float radius)
    {
        bool visible = true;
        [unroll]
        for (uint i = 0; i < 6; ++i)
            visible = visible && dot(planes[i].xyz, center) + planes[i].w >= -radius;
        return visible;
    }
}

cbuffer CullingConstants : register(b0)
{
    float4 FrustumPlanes[6];
    uint InstanceCount;
    uint3 Padding;
};

StructuredBuffer<Instance> Instances : register(t0);
RWStructuredBuffer<DrawRecord> VisibleDraws : register(u0);
RWByteAddressBuffer IndirectArguments : register(u1);
RWStructuredBuffer<uint> RejectedInstances : register(u2);
RWByteAddressBuffer ListCounters : register(u3); // visible, rejected

[numthreads(GROUP_SIZE_1D, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    if (id.x >= InstanceCount)
        return;
    const Instance instance = Instances[id.x];
    float4 planes[6] = FrustumPlanes;
    if (Culling::SphereInFrustum(planes, instance.center, instance.radius))
    {
        DrawRecord record;
        record.instanceIndex = id.x;
        record.meshIndex = instance.meshIndex;
        uint slot;
        ListCounters.InterlockedAdd(0, 1, slot);
        VisibleDraws[slot] = record;
        // Instance count is the second word of each mesh's argument record.
        IndirectArguments.InterlockedAdd((instance.meshIndex * Culling::IndirectArgumentWords + 1) * 4, 1);
    }
    else
    {
        uint slot;
        ListCounters.InterlockedAdd(4, 1, slot);
        RejectedInstances[slot] = id.x;
    }
}
