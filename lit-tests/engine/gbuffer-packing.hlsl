// Engine corpus: G-buffer packing — octahedral normal encoding, half
// packing with f32tof16, unorm 4x8 packing of albedo and material
// parameters into a uint4 per pixel, and the decode used by the lighting
// pass, round-tripped so a test can check the error. Runs on lavapipe
// (exec/gbuffer-packing.test).
//
// RUN: %texel -T cs_6_6 -E main --emit=lowered %s -Fo %t.ll
// RUN: %opt -load-pass-plugin=%plugin -passes=texel-dxil-verify %t.ll -disable-output
// RUN: %texel -T cs_6_6 -E main -spirv -fvk-t-shift 16 all -fvk-s-shift 32 all -fvk-u-shift 48 all %s -Fo %t.spv
// RUN: %spirv-val --target-env vulkan1.3 %t.spv

#include "Inputs/Engine.hlsli"

struct SurfaceInput
{
    float3 normal;
    float roughness;
    float4 albedo;
    float metallic;
    float3 emissive;
};

struct SurfaceOutput
{
    float3 normal;
    float roughness;
    float4 albedo;
    float metallic;
    float3 emissive;
};

namespace Octahedral
{
    float2 WrapSign(float2 v)
    {
        return float2(v.x >= 0.0f ? 1.0f : -1.0f, v.y >= 0.0f ? 1.0f : -1.0f);
    }

    float2 Encode(float3 n)
    {
        n /= abs(n.x) + abs(n.y) + abs(n.z);
        float2 folded = n.z >= 0.0f ? n.xy : (1.0f - abs(n.yx)) * WrapSign(n.xy);
        return folded * 0.5f + 0.5f;
    }

    float3 Decode(float2 encoded)
    {
        const float2 f = encoded * 2.0f - 1.0f;
        float3 n = float3(f, 1.0f - abs(f.x) - abs(f.y));
        const float t = saturate(-n.z);
        n.xy += select(n.xy >= 0.0f, -t, t);
        return normalize(n);
    }
}

uint4 Pack(SurfaceInput surface)
{
    uint4 packed;
    packed.x = Engine::Packing::PackHalf2(Octahedral::Encode(normalize(surface.normal)));
    packed.y = Engine::Packing::PackUnorm4x8(surface.albedo);
    packed.z = Engine::Packing::PackUnorm4x8(float4(surface.roughness, surface.metallic, 0, 0));
    packed.w = Engine::Packing::PackHalf2(surface.emissive.rg);
    return packed;
}

SurfaceOutput Unpack(uint4 packed, float emissiveBlue)
{
    SurfaceOutput surface;
    surface.normal = Octahedral::Decode(Engine::Packing::UnpackHalf2(packed.x));
    surface.albedo = Engine::Packing::UnpackUnorm4x8(packed.y);
    const float4 material = Engine::Packing::UnpackUnorm4x8(packed.z);
    surface.roughness = material.x;
    surface.metallic = material.y;
    surface.emissive = float3(Engine::Packing::UnpackHalf2(packed.w), emissiveBlue);
    return surface;
}

StructuredBuffer<SurfaceInput> Surfaces : register(t0);
RWStructuredBuffer<uint4> Packed : register(u0);
RWStructuredBuffer<SurfaceOutput> RoundTrip : register(u1);

[numthreads(GROUP_SIZE_1D, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint count, stride;
    Surfaces.GetDimensions(count, stride);
    if (id.x >= count)
        return;
    const SurfaceInput surface = Surfaces[id.x];
    const uint4 packed = Pack(surface);
    Packed[id.x] = packed;
    RoundTrip[id.x] = Unpack(packed, surface.emissive.b);
}
