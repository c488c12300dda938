// Engine corpus: in-group bitonic sort of (key, index) pairs — the
// building block of MiniEngine's GPU sort and particle depth sorting. Keys
// and their original indices are kept as a struct in groupshared memory and
// compared by a templated comparator; padding keys sort last.
// Runs on lavapipe (exec/bitonic-sort.test).
//
// RUN: %texel -T cs_6_6 -E main --emit=lowered %s -Fo %t.ll
// RUN: %opt -load-pass-plugin=%plugin -passes=texel-dxil-verify %t.ll -disable-output
// RUN: %texel -T cs_6_6 -E main -spirv -fvk-t-shift 16 all -fvk-s-shift 32 all -fvk-u-shift 48 all %s -Fo %t.spv
// RUN: %spirv-val --target-env vulkan1.3 %t.spv

#define SORT_SIZE 128
#define SORT_THREADS (SORT_SIZE / 2)

struct SortItem
{
    float key;
    uint index;
};

namespace Sort
{
    enum Direction { Ascending, Descending };

    template <typename T>
    bool ShouldSwap(T first, T second, Direction direction)
    {
        return direction == Ascending ? first.key > second.key : first.key < second.key;
    }
}

cbuffer SortConstants : register(b0)
{
    uint ItemCount;
    uint Descending;
};

StructuredBuffer<float> Keys : register(t0);
RWStructuredBuffer<SortItem> Sorted : register(u0);

groupshared SortItem Items[SORT_SIZE];

void LoadItem(uint slot)
{
    SortItem item;
    item.key = slot < ItemCount ? Keys[slot] : (Descending != 0 ? -3.402823466e+38f : 3.402823466e+38f);
    item.index = slot;
    Items[slot] = item;
}

[numthreads(SORT_THREADS, 1, 1)]
void main(uint thread : SV_GroupIndex)
{
    LoadItem(thread);
    LoadItem(thread + SORT_THREADS);
    GroupMemoryBarrierWithGroupSync();

    const Sort::Direction direction = Descending != 0 ? Sort::Descending : Sort::Ascending;
    for (uint size = 2; size <= SORT_SIZE; size <<= 1)
    {
        for (uint stride = size >> 1; stride > 0; stride >>= 1)
        {
            // Each thread compares one pair: i and i + stride inside a block of 2*stride.
            const uint low = 2 * stride * (thread / stride) + (thread % stride);
            const uint high = low + stride;
            const bool blockAscending = ((low & size) == 0);
            const Sort::Direction blockDirection =
                blockAscending ? direction : (direction == Sort::Ascending ? Sort::Descending : Sort::Ascending);
            SortItem a = Items[low];
            SortItem b = Items[high];
            if (Sort::ShouldSwap(a, b, blockDirection))
            {
                Items[low] = b;
                Items[high] = a;
            }
            GroupMemoryBarrierWithGroupSync();
        }
    }

    Sorted[thread] = Items[thread];
    Sorted[thread + SORT_THREADS] = Items[thread + SORT_THREADS];
}
