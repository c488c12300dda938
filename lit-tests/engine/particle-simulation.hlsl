// Engine corpus: GPU particle update (WickedEngine / MiniEngine style) —
// a Particle struct with member functions, a nested struct, an emitter
// cbuffer, gravity and drag integration, a hash-based random stream with
// a static seed, dead particles pushed to a dead list with an atomic counter.
// Runs on lavapipe (exec/particle-simulation.test).
//
// RUN: %texel -T cs_6_6 -E main --emit=lowered %s -Fo %t.ll
// RUN: %opt -load-pass-plugin=%plugin -passes=texel-dxil-verify %t.ll -disable-output
// RUN: %texel -T cs_6_6 -E main -spirv -fvk-t-shift 16 all -fvk-s-shift 32 all -fvk-u-shift 48 all %s -Fo %t.spv
// RUN: %spirv-val --target-env vulkan1.3 %t.spv

#include "Inputs/Engine.hlsli"

namespace Particles
{
    struct Motion
    {
        float3 velocity;
        float drag;
    };

    struct Particle
    {
        float3 position;
        float age;
        Motion motion;
        float lifetime;
        uint flags;
        float2 padding;

        bool IsAlive() { return age < lifetime; }

        void Integrate(float3 acceleration, float deltaTime)
        {
            motion.velocity += acceleration * deltaTime;
            motion.velocity *= saturate(1.0f - motion.drag * deltaTime);
            position += motion.velocity * deltaTime;
            age += deltaTime;
        }
    };

    enum Flags : uint { None = 0, Collides = 1, Dead = 2 };

    // PCG-style hash: a deterministic per-particle random stream.
    struct RandomStream
    {
        uint state;
        uint NextUint()
        {
            state = state * 747796405u + 2891336453u;
            uint word = ((state >> ((state >> 28u) + 4u)) ^ state) * 277803737u;
            return (word >> 22u) ^ word;
        }
        float NextFloat() { return float(NextUint() & 0xFFFFFF) / 16777216.0f; }
    };
}

cbuffer SimulationConstants : register(b0)
{
    float3 Gravity;
    float DeltaTime;
    float FloorHeight;
    float Restitution;
    uint ParticleCount;
    uint FrameIndex;
};

RWStructuredBuffer<Particles::Particle> ParticleBuffer : register(u0);
RWStructuredBuffer<uint> DeadList : register(u1);
RWByteAddressBuffer Counters : register(u2);

[numthreads(GROUP_SIZE_1D, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    if (id.x >= ParticleCount)
        return;

    Particles::Particle particle = ParticleBuffer[id.x];
    if ((particle.flags & Particles::Dead) != 0)
        return;

    Particles::RandomStream random;
    random.state = id.x * 9781u + FrameIndex * 6271u;
    const float3 jitter = float3(random.NextFloat(), random.NextFloat(), random.NextFloat()) - 0.5f;

    particle.Integrate(Gravity + jitter * 0.0f, DeltaTime);
    if ((particle.flags & Particles::Collides) != 0 && particle.position.y < FloorHeight)
    {
        particle.position.y = FloorHeight;
        particle.motion.velocity.y = -particle.motion.velocity.y * Restitution;
    }

    if (!particle.IsAlive())
    {
        particle.flags |= Particles::Dead;
        uint slot;
        Counters.InterlockedAdd(0, 1, slot);
        DeadList[slot] = id.x;
    }
    ParticleBuffer[id.x] = particle;
}
