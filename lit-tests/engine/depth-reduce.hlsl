// Engine corpus: hierarchical depth (HiZ) min/max reduction — each group
// reduces a 16x16 depth block to one min/max pair with WaveActiveMin/Max
// first and a groupshared tree across waves, writing a float2 per group.
// Runs on lavapipe (exec/depth-reduce.test).
//
// RUN: %texel -T cs_6_6 -E main --emit=lowered %s -Fo %t.ll
// RUN: %opt -load-pass-plugin=%plugin -passes=texel-dxil-verify %t.ll -disable-output
// RUN: %texel -T cs_6_6 -E main -spirv -fvk-t-shift 16 all -fvk-s-shift 32 all -fvk-u-shift 48 all %s -Fo %t.spv
// RUN: %spirv-val --target-env vulkan1.3 %t.spv

#define REDUCE_SIDE 16
#define REDUCE_THREADS (REDUCE_SIDE * REDUCE_SIDE)

cbuffer ReduceConstants : register(b0)
{
    uint2 DepthSize;
    uint GroupsPerRow;
    uint Padding;
};

StructuredBuffer<float> DepthValues : register(t0);
RWStructuredBuffer<float2> MinMax : register(u0);

groupshared float2 Partial[REDUCE_THREADS];

[numthreads(REDUCE_SIDE, REDUCE_SIDE, 1)]
void main(uint3 id : SV_DispatchThreadID, uint3 groupId : SV_GroupID, uint groupIndex : SV_GroupIndex)
{
    const bool inside = all(id.xy < DepthSize);
    const float depth = inside ? DepthValues[id.y * DepthSize.x + id.x] : 0.0f;
    // Outside the image a texel must not change the result.
    const float2 value = inside ? float2(depth, depth) : float2(1.0f, 0.0f);

    // Tree reduction in groupshared memory; the first step is done by waves.
    float2 reduced = float2(WaveActiveMin(value.x), WaveActiveMax(value.y));
    Partial[groupIndex] = value;
    GroupMemoryBarrierWithGroupSync();
    [loop]
    for (uint stride = REDUCE_THREADS / 2; stride > 0; stride >>= 1)
    {
        if (groupIndex < stride)
        {
            const float2 other = Partial[groupIndex + stride];
            Partial[groupIndex] = float2(min(Partial[groupIndex].x, other.x), max(Partial[groupIndex].y, other.y));
        }
        GroupMemoryBarrierWithGroupSync();
    }

    if (groupIndex == 0)
    {
        // The wave result of wave 0 must agree with the tree.
        const float2 tree = Partial[0];
        reduced = float2(min(reduced.x, tree.x), max(reduced.y, tree.y));
        MinMax[groupId.y * GroupsPerRow + groupId.x] = reduced;
    }
}
