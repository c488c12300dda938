// Shared header of the engine-style corpus: what an engine's "Common.hlsli"
// holds — include guard, root-signature building blocks, a namespace of
// colour and packing helpers, static const tables, small templates.
#ifndef ENGINE_HLSLI
#define ENGINE_HLSLI

#define ENGINE_ROOT_FLAGS "RootFlags(0)"
#define ENGINE_CONSTANTS(n) "RootConstants(num32BitConstants = " #n ", b0)"
#define ENGINE_SRV_TABLE(n) "DescriptorTable(SRV(t0, numDescriptors = " #n "))"
#define ENGINE_UAV_TABLE(n) "DescriptorTable(UAV(u0, numDescriptors = " #n "))"
#define ENGINE_LINEAR_CLAMP \
    "StaticSampler(s0," \
    " filter = FILTER_MIN_MAG_MIP_LINEAR," \
    " addressU = TEXTURE_ADDRESS_CLAMP," \
    " addressV = TEXTURE_ADDRESS_CLAMP," \
    " addressW = TEXTURE_ADDRESS_CLAMP)"

#define GROUP_SIZE_1D 64
#define TILE_SIZE 8

namespace Engine
{
    static const float Pi = 3.14159265358979f;
    static const float InvPi = 0.31830988618379f;

    enum class Channel : uint { Red = 0, Green = 1, Blue = 2, Alpha = 3 };

    uint DivideRoundingUp(uint numerator, uint denominator)
    {
        return (numerator + denominator - 1) / denominator;
    }

    template <typename T>
    T Square(T value) { return value * value; }

    template <typename T>
    T Max3(T a, T b, T c) { return max(a, max(b, c)); }

    template <typename T>
    T Min3(T a, T b, T c) { return min(a, min(b, c)); }

    namespace Color
    {
        static const float3 Rec709Luma = float3(0.2126f, 0.7152f, 0.0722f);

        float Luminance(float3 rgb) { return dot(rgb, Rec709Luma); }

        float3 SrgbToLinear(float3 srgb)
        {
            float3 low = srgb / 12.92f;
            float3 high = pow((srgb + 0.055f) / 1.055f, 2.4f);
            return select(srgb <= 0.04045f, low, high);
        }

        float3 LinearToSrgb(float3 linearColor)
        {
            float3 low = linearColor * 12.92f;
            float3 high = 1.055f * pow(linearColor, 1.0f / 2.4f) - 0.055f;
            return select(linearColor <= 0.0031308f, low, high);
        }
    }

    namespace Packing
    {
        uint PackUnorm4x8(float4 value)
        {
            uint4 bytes = uint4(round(saturate(value) * 255.0f));
            return bytes.x | (bytes.y << 8) | (bytes.z << 16) | (bytes.w << 24);
        }

        float4 UnpackUnorm4x8(uint packed)
        {
            uint4 bytes = uint4(packed, packed >> 8, packed >> 16, packed >> 24) & 0xFFu;
            return float4(bytes) / 255.0f;
        }

        uint PackHalf2(float2 value)
        {
            return f32tof16(value.x) | (f32tof16(value.y) << 16);
        }

        float2 UnpackHalf2(uint packed)
        {
            return float2(f16tof32(packed), f16tof32(packed >> 16));
        }
    }

    // A 2D thread index remapped so that a group of 64 threads covers an
    // 8x8 tile in Morton order (the remap engines use for better locality).
    uint2 MortonRemap8x8(uint index)
    {
        uint x = (index & 1u) | ((index >> 1) & 2u) | ((index >> 2) & 4u);
        uint y = ((index >> 1) & 1u) | ((index >> 2) & 2u) | ((index >> 3) & 4u);
        return uint2(x, y);
    }
}

#endif // ENGINE_HLSLI
