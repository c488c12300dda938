// Engine corpus: the small buffer utilities every engine has — fill,
// copy, strided gather, scale-and-bias — written once as templates over
// the element type and instantiated for uint, float and float4; the
// operation is chosen by an enum in a constant buffer (root constants in
// the root signature; [[vk::push_constant]] is not supported yet).
//
// RUN: %texel -T cs_6_6 -E main --emit=lowered %s -Fo %t.ll
// RUN: %opt -load-pass-plugin=%plugin -passes=texel-dxil-verify %t.ll -disable-output
// RUN: %texel -T cs_6_6 -E main -spirv -fvk-t-shift 16 all -fvk-s-shift 32 all -fvk-u-shift 48 all %s -Fo %t.spv
// RUN: %spirv-val --target-env vulkan1.3 %t.spv

#include "Inputs/Engine.hlsli"

namespace BufferOps
{
    enum class Operation : uint { Fill = 0, Copy = 1, Gather = 2, ScaleBias = 3 };

    struct Arguments
    {
        uint operation;
        uint count;
        uint stride;
        uint fillBits;
        float scale;
        float bias;
        uint2 padding;
    };

    template <typename T>
    T ScaleBias(T value, float scale, float bias)
    {
        return (T)(value * scale + bias);
    }

    template <typename T>
    void Run(RWStructuredBuffer<T> destination, StructuredBuffer<T> source, uint index, Arguments arguments, T fillValue)
    {
        switch ((Operation)arguments.operation)
        {
        case Operation::Fill:
            destination[index] = fillValue;
            break;
        case Operation::Copy:
            destination[index] = source[index];
            break;
        case Operation::Gather:
            destination[index] = source[index * arguments.stride];
            break;
        case Operation::ScaleBias:
            destination[index] = ScaleBias(source[index], arguments.scale, arguments.bias);
            break;
        }
    }
}

ConstantBuffer<BufferOps::Arguments> Arguments : register(b0);

StructuredBuffer<uint> SourceWords : register(t0);
StructuredBuffer<float> SourceFloats : register(t1);
StructuredBuffer<float4> SourceVectors : register(t2);
RWStructuredBuffer<uint> DestinationWords : register(u0);
RWStructuredBuffer<float> DestinationFloats : register(u1);
RWStructuredBuffer<float4> DestinationVectors : register(u2);

[numthreads(GROUP_SIZE_1D, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    if (id.x >= Arguments.count)
        return;
    BufferOps::Arguments arguments = Arguments;
    BufferOps::Run(DestinationWords, SourceWords, id.x, arguments, arguments.fillBits);
    BufferOps::Run(DestinationFloats, SourceFloats, id.x, arguments, asfloat(arguments.fillBits));
    BufferOps::Run(DestinationVectors, SourceVectors, id.x, arguments, asfloat(arguments.fillBits).xxxx);
}
