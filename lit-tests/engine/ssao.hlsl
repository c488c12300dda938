// Engine corpus: screen-space ambient occlusion in the style of XeGTAO's
// and the classic hemisphere-kernel SSAO — a static const sample kernel,
// view-space reconstruction through a projection matrix, a 4x4 rotation
// noise table, range check, and SampleLevel on the depth texture.
//
// RUN: %texel -T cs_6_6 -E main --emit=lowered %s -Fo %t.ll
// RUN: %opt -load-pass-plugin=%plugin -passes=texel-dxil-verify %t.ll -disable-output
// RUN: %texel -T cs_6_6 -E main -spirv -fvk-t-shift 16 all -fvk-s-shift 32 all -fvk-u-shift 48 all %s -Fo %t.spv
// RUN: %spirv-val --target-env vulkan1.3 %t.spv

#include "Inputs/Engine.hlsli"

#define SSAO_SAMPLES 8

namespace AO
{
    static const float3 Kernel[SSAO_SAMPLES] = {
        float3( 0.0354f,  0.0228f, 0.0601f), float3(-0.0712f,  0.0431f, 0.0817f),
        float3( 0.1030f, -0.1191f, 0.0526f), float3(-0.0257f, -0.2012f, 0.1514f),
        float3( 0.2716f,  0.1045f, 0.2233f), float3(-0.3170f,  0.2661f, 0.1388f),
        float3( 0.1589f, -0.4650f, 0.3871f), float3(-0.5523f, -0.3015f, 0.5109f),
    };

    static const float2 RotationNoise[16] = {
        float2( 0.924f,  0.383f), float2(-0.383f,  0.924f), float2(-0.924f, -0.383f), float2( 0.383f, -0.924f),
        float2( 0.707f,  0.707f), float2(-0.707f,  0.707f), float2(-0.707f, -0.707f), float2( 0.707f, -0.707f),
        float2( 0.383f,  0.924f), float2(-0.924f,  0.383f), float2(-0.383f, -0.924f), float2( 0.924f, -0.383f),
        float2( 1.000f,  0.000f), float2( 0.000f,  1.000f), float2(-1.000f,  0.000f), float2( 0.000f, -1.000f),
    };

    struct Settings
    {
        row_major float4x4 projection;
        row_major float4x4 inverseProjection;
        float2 invScreenSize;
        float radius;
        float bias;
        uint2 screenSize;
        float power;
        float padding;
    };
}

ConstantBuffer<AO::Settings> Settings : register(b0);
Texture2D<float> Depth : register(t0);
Texture2D<float4> Normals : register(t1);
RWTexture2D<float> Occlusion : register(u0);
SamplerState PointClamp : register(s0);

float3 ReconstructView(float2 uv)
{
    const float depth = Depth.SampleLevel(PointClamp, uv, 0);
    const float4 clip = float4(uv * float2(2, -2) + float2(-1, 1), depth, 1);
    const float4 view = mul(clip, Settings.inverseProjection);
    return view.xyz / view.w;
}

float2 ProjectToUv(float3 view)
{
    const float4 clip = mul(float4(view, 1), Settings.projection);
    return clip.xy / clip.w * float2(0.5f, -0.5f) + 0.5f;
}

float3x3 TangentFrame(float3 normal, float2 rotation)
{
    const float3 randomVector = float3(rotation, 0);
    const float3 tangent = normalize(randomVector - normal * dot(randomVector, normal));
    const float3 bitangent = cross(normal, tangent);
    return float3x3(tangent, bitangent, normal);
}

[numthreads(TILE_SIZE, TILE_SIZE, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    if (any(id.xy >= Settings.screenSize))
        return;
    const float2 uv = (id.xy + 0.5f) * Settings.invScreenSize;
    const float3 origin = ReconstructView(uv);
    const float3 normal = normalize(Normals.SampleLevel(PointClamp, uv, 0).xyz * 2 - 1);
    const float2 rotation = AO::RotationNoise[(id.y & 3) * 4 + (id.x & 3)];
    const float3x3 frame = TangentFrame(normal, rotation);

    float occlusion = 0;
    [unroll]
    for (uint i = 0; i < SSAO_SAMPLES; ++i)
    {
        const float3 samplePosition = origin + mul(AO::Kernel[i], frame) * Settings.radius;
        const float2 sampleUv = ProjectToUv(samplePosition);
        const float sceneZ = ReconstructView(sampleUv).z;
        const float rangeCheck = smoothstep(0.0f, 1.0f, Settings.radius / abs(origin.z - sceneZ));
        occlusion += (sceneZ >= samplePosition.z + Settings.bias ? 1.0f : 0.0f) * rangeCheck;
    }
    Occlusion[id.xy] = pow(saturate(1.0f - occlusion / SSAO_SAMPLES), Settings.power);
}
