// User functions: value and struct returns, out and inout parameters, a
// function taking a texture and a sampler, and a helper called twice.
struct Hit {
  float t;
  float3 normal;
};

Texture2D<float4> Env : register(t0);
SamplerState Linear : register(s1);
RWStructuredBuffer<float4> Out : register(u2);

float square(float x) { return x * x; }

Hit intersect_sphere(float3 origin, float3 dir, float radius) {
  Hit hit;
  float b = dot(origin, dir);
  float c = dot(origin, origin) - square(radius);
  float disc = b * b - c;
  hit.t = disc < 0 ? -1.0 : -b - sqrt(disc);
  hit.normal = normalize(origin + dir * hit.t);
  return hit;
}

void split(float v, out float whole, out float part) {
  whole = floor(v);
  part = v - whole;
}

void accumulate(inout float4 acc, float4 v, float w) { acc += v * w; }

float4 fetch(Texture2D<float4> tex, SamplerState s, float2 uv) {
  return tex.SampleLevel(s, uv, 0);
}

[numthreads(16, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  float3 dir = normalize(float3(id.x / 16.0 - 0.5, 0.1, 1));
  Hit h = intersect_sphere(float3(0, 0, -3), dir, 1.0);
  float whole, part;
  split(h.t, whole, part);
  float4 acc = 0;
  accumulate(acc, fetch(Env, Linear, h.normal.xy * 0.5 + 0.5), part);
  accumulate(acc, fetch(Env, Linear, float2(part, square(part))), 1 - part);
  Out[id.x] = h.t < 0 ? float4(0, 0, 0, 1) : acc + whole;
}
