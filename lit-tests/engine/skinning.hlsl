// Engine corpus: compute skinning — row_major float4x4 bone matrices in a
// StructuredBuffer of structs, four weighted influences per vertex, normals
// through the upper 3x3 (a matrix truncation cast), a mesh-to-world
// transform from a cbuffer matrix, results to a RWByteAddressBuffer in the engine's packed vertex
// layout. Runs on lavapipe (exec/skinning.test).
//
// RUN: %texel -T cs_6_6 -E main --emit=lowered %s -Fo %t.ll
// RUN: %opt -load-pass-plugin=%plugin -passes=texel-dxil-verify %t.ll -disable-output
// RUN: %texel -T cs_6_6 -E main -spirv -fvk-t-shift 16 all -fvk-s-shift 32 all -fvk-u-shift 48 all %s -Fo %t.spv
// RUN: %spirv-val --target-env vulkan1.3 %t.spv

#include "Inputs/Engine.hlsli"

struct SkinnedVertex
{
    float3 position;
    float3 normal;
    uint4 bones;
    float4 weights;
};

struct Bone
{
    row_major float4x4 transform;
};

cbuffer SkinningConstants : register(b0)
{
    row_major float4x4 MeshToWorld;
    uint VertexCount;
    uint OutputStride;
};

StructuredBuffer<SkinnedVertex> Vertices : register(t0);
StructuredBuffer<Bone> Bones : register(t1);
RWByteAddressBuffer Skinned : register(u0);

float4x4 BlendBones(uint4 bones, float4 weights)
{
    float4x4 blended = Bones[bones.x].transform * weights.x;
    blended += Bones[bones.y].transform * weights.y;
    blended += Bones[bones.z].transform * weights.z;
    blended += Bones[bones.w].transform * weights.w;
    return blended;
}

[numthreads(GROUP_SIZE_1D, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    if (id.x >= VertexCount)
        return;
    const SkinnedVertex vertex = Vertices[id.x];
    const float4x4 skin = mul(BlendBones(vertex.bones, vertex.weights), MeshToWorld);
    const float4 position = mul(float4(vertex.position, 1.0f), skin);
    const float3x3 normalMatrix = (float3x3)skin;
    const float3 normal = normalize(mul(vertex.normal, normalMatrix));

    const uint base = id.x * OutputStride;
    Skinned.Store3(base, asuint(position.xyz / position.w));
    Skinned.Store(base + 12, Engine::Packing::PackUnorm4x8(float4(normal * 0.5f + 0.5f, 0.0f)));
}
