// Engine corpus: tonemapping with a colour-grading matrix from a cbuffer —
// exposure, a float3x3 colour matrix (row_major and the default
// column_major both appear), the ACES fitted curve or Reinhard selected by
// an enum, and sRGB encoding. Buffer in, buffer out, so it runs on
// lavapipe (exec/tonemap.test).
//
// RUN: %texel -T cs_6_6 -E main --emit=lowered %s -Fo %t.ll
// RUN: %opt -load-pass-plugin=%plugin -passes=texel-dxil-verify %t.ll -disable-output
// RUN: %texel -T cs_6_6 -E main -spirv -fvk-t-shift 16 all -fvk-s-shift 32 all -fvk-u-shift 48 all %s -Fo %t.spv
// RUN: %spirv-val --target-env vulkan1.3 %t.spv

#include "Inputs/Engine.hlsli"

namespace Tonemap
{
    enum class Operator : uint { Linear = 0, Reinhard = 1, AcesFitted = 2 };

    // The ACES fitted curve (Stephen Hill's fit): input matrix, RRT+ODT fit,
    // output matrix. The matrices are row_major: written as they read.
    static const row_major float3x3 AcesInput = {
        0.59719f, 0.35458f, 0.04823f,
        0.07600f, 0.90834f, 0.01566f,
        0.02840f, 0.13383f, 0.83777f
    };
    static const row_major float3x3 AcesOutput = {
        1.60475f, -0.53108f, -0.07367f,
        -0.10208f, 1.10813f, -0.00605f,
        -0.00327f, -0.07276f, 1.07602f
    };

    float3 RrtAndOdtFit(float3 v)
    {
        float3 a = v * (v + 0.0245786f) - 0.000090537f;
        float3 b = v * (0.983729f * v + 0.4329510f) + 0.238081f;
        return a / b;
    }

    float3 AcesFitted(float3 color)
    {
        color = mul(AcesInput, color);
        color = RrtAndOdtFit(color);
        return saturate(mul(AcesOutput, color));
    }

    float3 Reinhard(float3 color)
    {
        return color / (1.0f + Engine::Color::Luminance(color));
    }

    float3 Apply(Operator op, float3 color)
    {
        switch (op)
        {
        case Operator::Reinhard: return Reinhard(color);
        case Operator::AcesFitted: return AcesFitted(color);
        default: return saturate(color);
        }
    }
}

cbuffer TonemapConstants : register(b0)
{
    float3x3 ColorMatrix;     // column_major by default: the cbuffer layout DXC gives it
    float Exposure;
    uint OperatorIndex;
    uint EncodeSrgb;
    uint PixelCount;
};

StructuredBuffer<float4> HdrColors : register(t0);
RWStructuredBuffer<float4> LdrColors : register(u0);

[RootSignature("RootFlags(0), CBV(b0), SRV(t0), UAV(u0)")]
[numthreads(GROUP_SIZE_1D, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    if (id.x >= PixelCount)
        return;
    const float4 hdr = HdrColors[id.x];
    float3 color = mul(ColorMatrix, hdr.rgb) * Exposure;
    color = Tonemap::Apply((Tonemap::Operator)OperatorIndex, color);
    if (EncodeSrgb != 0)
        color = Engine::Color::LinearToSrgb(color);
    LdrColors[id.x] = float4(color, hdr.a);
}
