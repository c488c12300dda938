//! The corpus: realistic compute shaders, each compiling on both targets —
//! the inputs the mutations start from.

// Bindings are distinct numbers across classes, so that they do not collide
// on Vulkan (where the register letter is ignored).

pub(crate) const CORPUS: &[&str] = &[
    // 0: scale and bias — cbuffer, typed buffers, early return.
    r#"cbuffer Params : register(b2) {
  float Scale;
  float Bias;
  uint Count;
};
Buffer<float> Input : register(t0);
RWBuffer<float> Output : register(u1);

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  if (id.x >= Count)
    return;
  Output[id.x] = Input[id.x] * Scale + Bias;
}
"#,
    // 1: particles — structured buffers of structs, inout/out parameters.
    r#"struct Particle {
  float3 position;
  float3 velocity;
  float life;
};
StructuredBuffer<Particle> ParticlesIn : register(t0);
RWStructuredBuffer<Particle> ParticlesOut : register(u1);
static const float DT = 0.016f;
static const float3 GRAVITY = float3(0.0, -9.81, 0.0);

void integrate(inout Particle p, float dt) {
  p.velocity += GRAVITY * dt;
  p.position += p.velocity * dt;
  p.life -= dt;
}

bool alive(Particle p, out float remaining) {
  remaining = max(p.life, 0.0);
  return p.life > 0.0;
}

[numthreads(32, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  Particle p = ParticlesIn[id.x];
  integrate(p, DT);
  float remaining;
  if (!alive(p, remaining)) {
    p.position = float3(0, 0, 0);
    p.velocity = float3(0, 1, 0);
    p.life = 1.0;
  }
  ParticlesOut[id.x] = p;
}
"#,
    // 2: windowed prefix sum — macros, arrays, loops, break/continue.
    r#"#define WINDOW 8
#define CLAMP_INDEX(i, n) min((i), (n) - 1)
RWStructuredBuffer<uint> Data : register(u1);
StructuredBuffer<uint> Source : register(t0);

[numthreads(WINDOW, 1, 1)]
void main(uint3 gid : SV_GroupID, uint3 tid : SV_GroupThreadID, uint index : SV_GroupIndex) {
  uint values[WINDOW];
  for (uint i = 0; i < WINDOW; ++i) {
    values[i] = Source[gid.x * WINDOW + i];
  }
  uint sum = 0;
  for (int j = 0; j < WINDOW; j++) {
    if (j > (int)tid.x)
      break;
    if (values[j] == 0)
      continue;
    sum += values[CLAMP_INDEX(j, WINDOW)];
  }
  Data[gid.x * WINDOW + index] = sum;
}
"#,
    // 3: colour grading — swizzles, vector math, intrinsics, ternaries.
    r#"RWStructuredBuffer<float4> Pixels : register(u0);
cbuffer Grade : register(b1) {
  float4 Tint;
  float Exposure;
  float Gamma;
};

float3 tonemap(float3 c) {
  c *= exp2(Exposure);
  c = c / (c + 1.0);
  return pow(saturate(c), 1.0 / Gamma);
}

float luminance(float3 c) {
  return dot(c, float3(0.2126, 0.7152, 0.0722));
}

[numthreads(8, 8, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  uint index = id.y * 64 + id.x;
  float4 pixel = Pixels[index];
  float3 graded = tonemap(pixel.rgb * Tint.rgb);
  float l = luminance(graded);
  graded = lerp(l.xxx, graded, 1.2);
  pixel.rgb = graded;
  pixel.a = l > 0.5 ? 1.0 : pixel.a;
  Pixels[index] = pixel.bgra.zyxw;
}
"#,
    // 4: raw buffers — ByteAddressBuffer loads and stores, bit operations.
    r#"ByteAddressBuffer Raw : register(t0);
RWByteAddressBuffer Out : register(u1);

uint pack(uint2 v) {
  return (v.x & 0xFFFF) | (v.y << 16);
}

[numthreads(16, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  uint4 words = Raw.Load4(id.x * 16);
  uint a = pack(words.xy);
  uint b = pack(words.zw);
  uint bits = countbits(a) + firstbithigh(b) + reversebits(a ^ b);
  Out.Store2(id.x * 8, uint2(a, b + bits));
}
"#,
    // 5: switch, do/while, integer arithmetic.
    r#"RWBuffer<int> Result : register(u0);
cbuffer Settings : register(b1) {
  int Mode;
  int Iterations;
};

int collatz(int n) {
  int steps = 0;
  do {
    n = (n % 2 == 0) ? n / 2 : 3 * n + 1;
    steps++;
  } while (n != 1 && steps < Iterations);
  return steps;
}

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  int value = int(id.x) + 1;
  int result;
  switch (Mode) {
  case 0:
    result = collatz(value);
    break;
  case 1:
  case 2:
    result = value * Mode;
    break;
  default:
    result = -1;
    break;
  }
  Result[id.x] = result;
}
"#,
    // 6: geometry — typedefs, cross, normalize, struct parameters.
    r#"typedef float3 Vec3;
struct Triangle {
  Vec3 a;
  Vec3 b;
  Vec3 c;
};
StructuredBuffer<Triangle> Triangles : register(t0);
RWStructuredBuffer<float4> Normals : register(u1);

Vec3 faceNormal(Triangle t) {
  Vec3 n = cross(t.b - t.a, t.c - t.a);
  return length(n) > 1e-6 ? normalize(n) : Vec3(0, 0, 1);
}

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  Triangle t = Triangles[id.x];
  Vec3 n = faceNormal(t);
  float area = 0.5 * length(cross(t.b - t.a, t.c - t.a));
  Normals[id.x] = float4(n, area);
}
"#,
    // 7: histogram — conditional compilation, casts, 2D ids, isnan/isinf.
    r#"#define BINS 16
#ifndef SCALE
#define SCALE 1.0
#endif
#if BINS > 8
#define WIDE 1
#else
#define WIDE 0
#endif
StructuredBuffer<float> Samples : register(t0);
RWStructuredBuffer<uint> Bins : register(u1);

uint binOf(float v) {
  float scaled = clamp(v * SCALE, 0.0, 0.999) * BINS;
  return (uint)floor(scaled);
}

[numthreads(16, 16, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  uint index = id.y * 256 + id.x;
  float v = Samples[index];
  if (isnan(v) || isinf(v))
    return;
  uint bin = binOf(abs(v));
#if WIDE
  Bins[bin] = Bins[bin] + 1;
#else
  Bins[bin / 2] = Bins[bin / 2] + 1;
#endif
}
"#,
    // 8: Vulkan bindings, spaces, resource arrays, half and 64-bit types.
    r#"[[vk::binding(0, 1)]] RWBuffer<float> Outputs[2] : register(u0, space1);
[[vk::binding(3)]] Buffer<uint> Counts : register(t3);
static const uint N = 2;

double accumulate(uint count) {
  double total = 0.0;
  for (uint i = 0; i < count; i++)
    total += (double)i * 0.5;
  return total;
}

[numthreads(4, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  uint count = Counts[id.x];
  half h = (half)count;
  int64_t wide = (int64_t)count << 33;
  uint64_t mask = 0xFFFFFFFFull;
  float total = (float)accumulate(count);
  [unroll] for (uint k = 0; k < N; ++k) {
    Outputs[k][id.x] = total + (float)h + (float)(wide & mask);
  }
}
"#,
    // 9: game of life — nested loops, modulo, bools, while.
    r#"StructuredBuffer<uint> Cells : register(t0);
RWStructuredBuffer<uint> Next : register(u1);
cbuffer Grid : register(b2) {
  uint Width;
  uint Height;
};

uint cell(int x, int y) {
  uint wx = (uint)((x + (int)Width) % (int)Width);
  uint wy = (uint)((y + (int)Height) % (int)Height);
  return Cells[wy * Width + wx];
}

[numthreads(8, 8, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  int2 p = int2(id.xy);
  uint neighbours = 0;
  for (int dy = -1; dy <= 1; dy++) {
    int dx = -1;
    while (dx <= 1) {
      if (!(dx == 0 && dy == 0))
        neighbours += cell(p.x + dx, p.y + dy);
      dx++;
    }
  }
  bool live = cell(p.x, p.y) != 0;
  bool survives = live && (neighbours == 2 || neighbours == 3);
  bool born = !live && neighbours == 3;
  Next[id.y * Width + id.x] = (survives || born) ? 1u : 0u;
}
"#, // textures: sample methods (implicit and explicit LOD, bias, gradients,
    // comparison), arrays and cubes, GetDimensions, a texture parameter.
    r#"Texture2D<float4> Color : register(t0);
Texture2DArray Layers : register(t1);
TextureCube<float4> Sky : register(t2);
Texture2D<float> Depth : register(t3);
SamplerState Linear : register(s8);
SamplerComparisonState Shadow : register(s9);
Buffer<float> Lods : register(t4);
RWBuffer<float4> Out : register(u5);

float4 blur(Texture2D<float4> tex, SamplerState samp, float2 uv, float lod) {
  float4 sum = 0;
  [unroll] for (int i = -1; i <= 1; i++)
    sum += tex.SampleLevel(samp, uv, lod, int2(i, 0));
  return sum / 3;
}

[numthreads(8, 8, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  uint w, h, levels;
  Color.GetDimensions(0, w, h, levels);
  float2 uv = (float2(id.xy) + 0.5) / float2(w, h);
  float lod = Lods[id.x % 4];
  float4 c = Color.Sample(Linear, uv) + Color.SampleBias(Linear, uv, 0.5, int2(1, -1));
  c += Color.SampleGrad(Linear, uv, ddx(uv), float2(0, 1.0 / h));
  c += blur(Color, Linear, uv, lod);
  c += Layers.SampleLevel(Linear, float3(uv, id.z), lod);
  c += Sky.SampleLevel(Linear, normalize(float3(uv * 2 - 1, 1)), 0);
  float shadow = Depth.SampleCmpLevelZero(Shadow, uv, 0.5) * Depth.SampleCmp(Shadow, uv, 0.25);
  c.a *= shadow + Color.CalculateLevelOfDetail(Linear, uv);
  Out[id.y * w + id.x] = c;
}
"#,
    // 11: textures: Load with mips and offsets, subscripts, mips[][], Gather
    // forms, 1D / 3D / multisampled textures, sample positions, RW texture
    // reads, writes and component writes.
    r#"Texture2D<uint4> Ids : register(t0);
Texture2D<float4> Albedo : register(t1);
Texture3D<float> Volume : register(t2);
Texture1D<float2> Ramp : register(t3);
Texture2DMS<float4, 4> Msaa : register(t4);
SamplerState Point : register(s8);
SamplerComparisonState Less : register(s9);
RWTexture2D<float4> Target : register(u5);
RWTexture2DArray<uint> Counts : register(u6);
RWStructuredBuffer<float4> Log : register(u7);

[numthreads(4, 4, 1)]
void main(uint3 id : SV_DispatchThreadID, uint index : SV_GroupIndex) {
  int2 p = int2(id.xy);
  uint4 ids = Ids.Load(int3(p, 0)) + Ids.Load(int3(p, 1), int2(-1, 0)) + Ids[uint2(p)];
  float4 g = Albedo.Gather(Point, float2(0.5, 0.5)) + Albedo.GatherGreen(Point, float2(0.25, 0.75), int2(1, 1));
  g += Albedo.GatherCmpRed(Less, float2(0.5, 0.5), 0.3);
  g += Albedo.mips[1][uint2(p / 2)];
  float v = Volume.SampleLevel(Point, float3(id) / 8.0, 0) + Volume.Load(int4(p, 0, 0));
  float2 r = Ramp.SampleLevel(Point, v, 0);
  float4 m = 0;
  for (int s = 0; s < 4; s++) {
    m += Msaa.Load(p, s);
    m.xy += Msaa.GetSamplePosition(s);
  }
  m += Msaa.sample[2][uint2(p)];
  uint mw, mh, samples;
  Msaa.GetDimensions(mw, mh, samples);
  float tw, th;
  Target.GetDimensions(tw, th);
  Target[uint2(p)] = g * v + float4(r, ids.xy) + m / samples;
  Target[uint2(p)].w = tw / th;
  Counts[uint3(p, index % 2)] += 1;
  Log[index] = float4(ids.zw, mw, mh);
}
"#,
    // 12: matrices and expressions — cbuffer and structured-buffer matrices
    // (column_major, row_major, #pragma pack_matrix), mul, transpose,
    // determinant, element and row access, literal swizzles, and/or/select,
    // comma, compound assignment on swizzles and matrix elements.
    r#"cbuffer Camera : register(b0) {
  float4x4 ViewProj;
  row_major float3x3 Tint;
  float Exposure;
};
#pragma pack_matrix(row_major)
struct Bone {
  float3x4 pose;
  uint parent;
};
#pragma pack_matrix(column_major)
StructuredBuffer<Bone> Bones : register(t1);
RWStructuredBuffer<float4> Out : register(u2);

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  Bone b = Bones[id.x];
  float4 p = mul(ViewProj, float4(mul(b.pose, float4(id, 1)), 1));
  float3 c = mul(float3(0.2, 0.7, 0.1), Tint) * Exposure;
  float3x3 r = (float3x3)b.pose;
  r._m00_m11 += 2.xx;
  r[id.x % 3] *= 0.5;
  bool2 near = and(p.xy < 1.0.xx, p.xy > -1.0.xx);
  float d = (p.w += 1, determinant(r));
  Out[id.x] = float4(select(near, c.xy, transpose(r)[0].yz), d, b.parent > 0 || p.z > 0);
}
"#,
    // compute: groupshared memory, barriers, Interlocked* on groupshared,
    // wave operations.
    r#"StructuredBuffer<uint> Keys : register(t0);
RWStructuredBuffer<uint> Totals : register(u1);
groupshared uint Bins[16];
groupshared uint Partial[64];

[numthreads(64, 1, 1)]
void main(uint index : SV_GroupIndex, uint3 group : SV_GroupID) {
  if (index < 16) Bins[index] = 0;
  uint key = Keys[group.x * 64 + index];
  Partial[index] = key;
  GroupMemoryBarrierWithGroupSync();
  uint previous;
  InterlockedAdd(Bins[key & 15], 1, previous);
  InterlockedMax(Bins[0], WavePrefixSum(key) + WaveActiveCountBits(key > 7));
  for (uint stride = 32; stride > 0; stride >>= 1) {
    if (index < stride) Partial[index] += Partial[index + stride];
    AllMemoryBarrierWithGroupSync();
  }
  if (WaveIsFirstLane()) Totals[group.x] = Partial[0] + WaveReadLaneFirst(previous) + QuadReadAcrossX(key);
}
"#,
    // Declarations of HLSL 2021: namespaces, enums, static locals, struct
    // methods and operators, inheritance, function and struct templates.
    r#"RWStructuredBuffer<float> Out : register(u0);
namespace Util {
  static const float Scale = 2.0;
  float twice(float x) { return x * Scale; }
  namespace Inner { int three() { return 3; } }
}
enum Mode { ModeA, ModeB = 5, ModeC };
enum class Color : uint { Red = 1, Green, Blue };
struct Counter {
  uint count;
  static const uint Step = 2;
  void add(uint n) { count += n * Step; }
  uint get() const { return count; }
  static Counter make(uint c) { Counter r; r.count = c; return r; }
  Counter operator+(Counter other) { Counter r; r.count = count + other.count; return r; }
};
struct Derived : Counter { float extra; float total() { return extra + get(); } };
template <typename T> T maxOf(T a, T b) { return a > b ? a : b; }
template <typename T, uint N> T sumOf(T v[N]) { T s = 0; for (uint i = 0; i < N; ++i) s += v[i]; return s; }
template <typename T> struct Pair { T a; T b; T sum() { return a + b; } };
uint nextId() { static uint id = 10; return id++; }
using namespace Util;

[numthreads(4, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  Counter c = Counter::make(id.x);
  c.add(3);
  Counter d = c + c;
  Derived e;
  e.count = 1;
  e.extra = 0.5;
  Pair<float> p;
  p.a = 1;
  p.b = float(id.x);
  float values[3] = {1, 2, 3};
  nextId();
  Out[id.x] = Util::twice(3) + twice(1) + Inner::three() + (float)ModeC + (float)(uint)Color::Blue
      + d.get() + e.total() + maxOf(1.5, 2.5) + maxOf<int>(3, 4) + sumOf(values) + p.sum() + nextId();
}
"#,
    // 12: attributes — a root signature from a macro of adjacent string
    // literals, [WaveSize], loop and branch hints, misplaced and unknown
    // attributes (warnings).
    r#"#define RS "RootFlags(ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT), CBV(b0), " \
  "DescriptorTable(SRV(t0, numDescriptors = 2), UAV(u2, flags = DATA_VOLATILE)), " \
  "StaticSampler(s0, filter = FILTER_MIN_MAG_MIP_POINT, maxLOD = 4.5)"
StructuredBuffer<uint> Values : register(t0);
RWStructuredBuffer<uint> Sums : register(u2);

[RootSignature(RS)]
[WaveSize(32)]
[numthreads(32, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  uint n = Values[0];
  uint sum = 0;
  [loop] [allow_uav_condition]
  for (uint i = 0; i < n; i++) sum += Values[i + 1];
  [unroll(2)] while (sum > 1000) sum -= 3;
  [unroll] for (uint j = 0; j < 4; j++) sum ^= j;
  [fastopt] do { sum += 1; } while (sum < 5);
  [branch] if (sum > 7) sum *= 2; else sum += 4;
  [flatten] switch (id.x) { case 0: sum = 1; break; default: break; }
  [forcecase] switch (sum & 1) { case 1: sum += 1; break; default: sum += 2; break; }
  Sums[id.x] = sum;
}
"#,
    // math intrinsics that DXIL has ops or expansions for — exp / log /
    // pow / atan2 / trigonometry / rounding / frac / rsqrt, integer abs, min,
    // max, clamp and dot, bit counts and scans, all / any of vectors.
    r#"Buffer<float4> In : register(t0);
Buffer<int4> Ints : register(t1);
RWBuffer<float4> Out : register(u2);
RWBuffer<uint> Bits : register(u3);

[numthreads(32, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  float4 a = In[id.x];
  int4 i = Ints[id.x];
  float4 r = exp(a) + log(abs(a) + 1.0) + pow(abs(a), 2.2) + exp2(a.yzwx) * log2(a + 2.0);
  r += float4(atan2(a.y, a.x), sin(a.z), cos(a.w), tan(a.x));
  r += frac(a) + rsqrt(abs(a) + 1.0) + round(a) + trunc(a) + ceil(a) + floor(a);
  r *= all(a > 0.0) ? 2.0 : (any(a < -1.0) ? -1.0 : 0.5);
  int4 m = clamp(abs(i), int4(1, 2, 3, 4), 100) + min(i, 7) + max(i.wzyx, -3);
  uint4 u = asuint(m);
  Out[id.x] = r + float(dot(m, i));
  Bits[id.x] = countbits(u.x) + firstbithigh(u.y) + firstbitlow(u.z) + reversebits(u.w);
}
"#,
];
