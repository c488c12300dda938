// Engine corpus: colour grading through a 3D LUT — a log-encoded shaper,
// a Texture3D sampled with a half-texel scale-and-offset, a white-balance
// matrix from a cbuffer (column_major, the HLSL default), contrast around
// a pivot, and `#pragma pack_matrix(row_major)` for the second matrix.
//
// RUN: %texel -T cs_6_6 -E main --emit=lowered %s -Fo %t.ll
// RUN: %opt -load-pass-plugin=%plugin -passes=texel-dxil-verify %t.ll -disable-output
// RUN: %texel -T cs_6_6 -E main -spirv -fvk-t-shift 16 all -fvk-s-shift 32 all -fvk-u-shift 48 all %s -Fo %t.spv
// RUN: %spirv-val --target-env vulkan1.3 %t.spv

#include "Inputs/Engine.hlsli"

#define LUT_SIZE 32

cbuffer GradingConstants : register(b0)
{
    float3x3 WhiteBalance;
    float Contrast;
    float ContrastPivot;
    float LutContribution;
    uint2 ImageSize;
};

#pragma pack_matrix(row_major)
cbuffer ChannelMixer : register(b1)
{
    float3x4 Mixer;            // row_major by the pragma: three rows of float4
};
#pragma pack_matrix(column_major)

Texture3D<float4> GradingLut : register(t0);
Texture2D<float4> Scene : register(t1);
RWTexture2D<float4> Graded : register(u0);
SamplerState LinearClamp : register(s0);

namespace Grading
{
    static const float LogMiddleGrey = 0.18f;
    static const float LogScale = 1.0f / 14.0f;

    float3 LinearToLog(float3 color)
    {
        return saturate(log2(max(color, 1e-6f) / LogMiddleGrey) * LogScale + 0.5f);
    }

    float3 ApplyLut(float3 logColor)
    {
        const float scale = (LUT_SIZE - 1.0f) / LUT_SIZE;
        const float offset = 0.5f / LUT_SIZE;
        return GradingLut.SampleLevel(LinearClamp, logColor * scale + offset, 0).rgb;
    }

    float3 ApplyContrast(float3 color, float contrast, float pivot)
    {
        return (color - pivot) * contrast + pivot;
    }
}

[numthreads(TILE_SIZE, TILE_SIZE, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    if (any(id.xy >= ImageSize))
        return;
    const float4 scene = Scene.Load(int3(id.xy, 0));
    float3 color = mul(WhiteBalance, scene.rgb);
    color = mul(Mixer, float4(color, 1.0f));
    color = Grading::ApplyContrast(color, Contrast, ContrastPivot);
    const float3 graded = Grading::ApplyLut(Grading::LinearToLog(color));
    Graded[id.xy] = float4(lerp(color, graded, LutContribution), scene.a);
}
