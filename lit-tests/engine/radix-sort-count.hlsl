// Engine corpus: the count pass of a FidelityFX-parallel-sort-style radix
// sort — each group counts the 4-bit digits of its keys into 16 bins, with
// wave intrinsics to pre-reduce within a wave and groupshared atomics
// across waves; the per-group counts go to a RWStructuredBuffer laid out
// bin-major for the scan pass.
//
// RUN: %texel -T cs_6_6 -E main --emit=lowered %s -Fo %t.ll
// RUN: %opt -load-pass-plugin=%plugin -passes=texel-dxil-verify %t.ll -disable-output
// RUN: %texel -T cs_6_6 -E main -spirv -fvk-t-shift 16 all -fvk-s-shift 32 all -fvk-u-shift 48 all %s -Fo %t.spv
// RUN: %spirv-val --target-env vulkan1.3 %t.spv

#include "Inputs/Engine.hlsli"

#define FFX_SORT_BITS_PER_PASS 4
#define FFX_SORT_BIN_COUNT (1 << FFX_SORT_BITS_PER_PASS)
#define FFX_SORT_GROUP_SIZE 128
#define FFX_SORT_ELEMENTS_PER_THREAD 4

namespace ParallelSort
{
    struct PassConstants
    {
        uint numKeys;
        uint numBlocksPerThreadGroup;
        uint numThreadGroups;
        uint shift;
    };

    uint DigitOf(uint key, uint shift)
    {
        return (key >> shift) & (FFX_SORT_BIN_COUNT - 1);
    }
}

ConstantBuffer<ParallelSort::PassConstants> Pass : register(b0);
StructuredBuffer<uint> SourceKeys : register(t0);
RWStructuredBuffer<uint> SumTable : register(u0);

groupshared uint BinCounts[FFX_SORT_BIN_COUNT];

[RootSignature("RootConstants(num32BitConstants = 4, b0), SRV(t0), UAV(u0)")]
[numthreads(FFX_SORT_GROUP_SIZE, 1, 1)]
void main(uint localId : SV_GroupThreadID, uint groupId : SV_GroupID)
{
    if (localId < FFX_SORT_BIN_COUNT)
        BinCounts[localId] = 0;
    GroupMemoryBarrierWithGroupSync();

    const uint blockSize = FFX_SORT_ELEMENTS_PER_THREAD * FFX_SORT_GROUP_SIZE;
    uint blockStart = groupId * Pass.numBlocksPerThreadGroup * blockSize;
    for (uint block = 0; block < Pass.numBlocksPerThreadGroup; ++block, blockStart += blockSize)
    {
        [unroll]
        for (uint element = 0; element < FFX_SORT_ELEMENTS_PER_THREAD; ++element)
        {
            const uint keyIndex = blockStart + element * FFX_SORT_GROUP_SIZE + localId;
            const bool valid = keyIndex < Pass.numKeys;
            const uint digit = valid ? ParallelSort::DigitOf(SourceKeys[keyIndex], Pass.shift) : FFX_SORT_BIN_COUNT;
            // Lanes with the same digit elect one writer that adds the lane count.
            [unroll]
            for (uint bin = 0; bin < FFX_SORT_BIN_COUNT; ++bin)
            {
                const bool mine = digit == bin;
                const uint lanes = WaveActiveCountBits(mine);
                if (mine && WavePrefixCountBits(mine) == 0)
                    InterlockedAdd(BinCounts[bin], lanes);
            }
        }
    }
    GroupMemoryBarrierWithGroupSync();

    if (localId < FFX_SORT_BIN_COUNT)
        SumTable[localId * Pass.numThreadGroups + groupId] = BinCounts[localId];
}
