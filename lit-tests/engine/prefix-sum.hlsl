// Engine corpus: exclusive prefix sum of a block of 256 uints (the scan
// pass of a radix sort or a stream compaction) — WavePrefixSum inside each
// wave, wave totals in groupshared, a second level over the wave totals
// that works for any wave size of 4 lanes or more. Runs on lavapipe
// (exec/prefix-sum.test).
//
// RUN: %texel -T cs_6_6 -E main --emit=lowered %s -Fo %t.ll
// RUN: %opt -load-pass-plugin=%plugin -passes=texel-dxil-verify %t.ll -disable-output
// RUN: %texel -T cs_6_6 -E main -spirv -fvk-t-shift 16 all -fvk-s-shift 32 all -fvk-u-shift 48 all %s -Fo %t.spv
// RUN: %spirv-val --target-env vulkan1.3 %t.spv

#define SCAN_GROUP 256
#define MAX_WAVES (SCAN_GROUP / 4)

StructuredBuffer<uint> Input : register(t0);
RWStructuredBuffer<uint> Output : register(u0);
RWStructuredBuffer<uint> GroupTotals : register(u1);

groupshared uint WaveTotals[MAX_WAVES];

uint ScanWaveTotals(uint wave, uint waveCount)
{
    // A serial scan by one thread is enough for at most 64 totals, and
    // independent of the wave size the hardware picked.
    if (wave == 0 && WaveIsFirstLane())
    {
        uint running = 0;
        for (uint i = 0; i < waveCount; ++i)
        {
            const uint total = WaveTotals[i];
            WaveTotals[i] = running;
            running += total;
        }
    }
    GroupMemoryBarrierWithGroupSync();
    return WaveTotals[wave];
}

[numthreads(SCAN_GROUP, 1, 1)]
void main(uint thread : SV_GroupIndex, uint3 group : SV_GroupID)
{
    const uint laneCount = WaveGetLaneCount();
    const uint wave = thread / laneCount;
    const uint waveCount = (SCAN_GROUP + laneCount - 1) / laneCount;
    const uint index = group.x * SCAN_GROUP + thread;

    const uint value = Input[index];
    const uint inWave = WavePrefixSum(value);
    const uint waveTotal = WaveActiveSum(value);
    if (WaveGetLaneIndex() == laneCount - 1 || thread == SCAN_GROUP - 1)
        WaveTotals[wave] = waveTotal;
    GroupMemoryBarrierWithGroupSync();

    const uint waveOffset = ScanWaveTotals(wave, waveCount);
    Output[index] = waveOffset + inWave;
    if (thread == SCAN_GROUP - 1)
        GroupTotals[group.x] = waveOffset + inWave + value;
}
