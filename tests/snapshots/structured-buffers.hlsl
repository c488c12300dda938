// Structured buffers of a struct holding a float3, a float, a uint and a
// nested struct: whole-element copies, member reads and member writes.
struct Material {
  float roughness;
  uint flags;
};

struct Particle {
  float3 position;
  float mass;
  float3 velocity;
  uint id;
  Material material;
};

StructuredBuffer<Particle> Input : register(t0);
RWStructuredBuffer<Particle> Output : register(u1);
RWStructuredBuffer<float> Energy : register(u2);

[numthreads(32, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  Particle p = Input[id.x];
  p.position += p.velocity * 0.016;
  p.velocity.y -= 9.8 * 0.016;
  if ((p.material.flags & 1) != 0)
    p.velocity *= 1.0 - p.material.roughness;
  Output[id.x] = p;
  Output[id.x].id = id.x;
  Energy[id.x] = 0.5 * p.mass * dot(p.velocity, p.velocity);
}
