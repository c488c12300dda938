//! Bounded fuzzing of the whole pipeline: `texel::compile` on thousands of
//! inputs derived from realistic compute shaders by token- and character-level
//! mutations, truncations, splices, preprocessor directives and deep nesting,
//! for DXIL and SPIR-V, mostly up to the front end's IR (`Emit::Ir`) and one
//! in six through the full pipeline (`Emit::Final` for DXIL; for mutated
//! SPIR-V inputs up to texel-spirv, `Emit::Lowered`: see `case`).
//!
//! Every input must satisfy three rules:
//! - no panic (and no crash: see below);
//! - a failed compilation reports at least one error diagnostic (and the
//!   diagnostics render without panicking);
//! - a successful compilation produces output that verifies: LLVM IR that
//!   parses and passes the LLVM verifier, or a SPIR-V binary with the magic
//!   number that `spirv-val --target-env vulkan1.3` accepts (when spirv-val
//!   is on PATH).
//!
//! The first inputs are the unmutated corpus on both targets, to IR (they must
//! compile) and through the full pipeline (the rules above).
//!
//! The inputs are deterministic: input `i` comes from a xorshift generator
//! seeded with (`SEED`, `i`), so a failure is reproduced by its index alone.
//!
//! Crashes: a segmentation fault in LLVM or a stack overflow cannot be caught
//! by `catch_unwind` and would end the test binary without a word. So the
//! test (`fuzz_compile`) runs the inputs in a worker process (the same test
//! binary and test, in worker mode), which writes the index of each input
//! before compiling it; when the worker dies, the input it was on is
//! recorded as a crash and a new worker continues with the next one. Panics
//! and rule violations are caught in the worker itself (`catch_unwind`).
//!
//! At the end, every distinct failure (by kind and first line of its message)
//! is minimised by line and token deletion, written to
//! `target/fuzz-failures/` with the `texel` command line that reproduces it,
//! and listed in the test's failure message.
//!
//! By hand: `TEXEL_FUZZ_ITERATIONS=100000 cargo test --release --test
//! fuzz_compile` runs longer; `TEXEL_FUZZ_SEED=N` explores other inputs;
//! `TEXEL_FUZZ_OUT=dir` names the reproducer directory; the worker's `dump`
//! mode (see `worker`) writes one input to a file.

use std::fmt::Write as _;
use std::fs::{self, OpenOptions};
use std::io::Write as _;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::Mutex;
use std::time::{Duration, Instant};

use inkwell::context::Context;
use inkwell::memory_buffer::MemoryBuffer;
use texel::{Emit, Optimization, Options};
use texel_passes::test_random::Random;

/// Inputs per run: about 17 s in release mode (`cargo test --release`) on
/// the development machine, so that the default run stays under a minute
/// even with up to `MINIMISE_BUDGET` spent minimising failures.
/// `TEXEL_FUZZ_ITERATIONS=N` runs more by hand.
const ITERATIONS: usize = 15000;

/// The generator's seed (override with `TEXEL_FUZZ_SEED`).
const SEED: u64 = 0x7e8e_1f22_c0ff_ee01;

/// Stack of the thread that compiles: the size of a main thread, so that the
/// depth limits found here are the ones of the `texel` command.
const STACK_SIZE: usize = 8 << 20;

/// Distinct failures minimised and reported in detail (the rest are counted).
const REPORTED_FAILURES: usize = 8;

/// Inputs slower than this are listed (not failed: timings are not asserted).
const SLOW: Duration = Duration::from_millis(1000);

/// Time allowed for minimising all failures together.
const MINIMISE_BUDGET: Duration = Duration::from_secs(30);

// ---------------------------------------------------------------------------
// The corpus: realistic compute shaders, each compiling on both targets.
// Bindings are distinct numbers across classes, so that they do not collide
// on Vulkan (where the register letter is ignored).

const CORPUS: &[&str] = &[
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
];

// ---------------------------------------------------------------------------
// Inputs.

/// One fuzz input: the source and how to compile it.
#[derive(Clone, Debug)]
struct Case {
    source: String,
    spirv: bool,
    emit: Emit,
    profile: String,
    optimization: Optimization,
    /// An unmutated corpus shader: must compile.
    must_compile: bool,
}

impl Case {
    fn options(&self) -> Options {
        Options {
            spirv: self.spirv,
            emit: self.emit,
            profile: self.profile.clone(),
            optimization: self.optimization,
            source_name: "fuzz.hlsl".to_string(),
            ..Options::default()
        }
    }

    /// The command line that reproduces this case with the `texel` tool.
    fn command_line(&self) -> String {
        let mut line = format!("texel -T {} -E main", self.profile);
        if self.spirv {
            line.push_str(" -spirv");
        }
        match self.optimization {
            Optimization::Disabled => line.push_str(" -Od"),
            Optimization::Level(level) => write!(line, " -O{level}").unwrap(),
            Optimization::Default => {}
        }
        match self.emit {
            Emit::Ir => line.push_str(" --emit=ir"),
            Emit::Lowered => line.push_str(" --emit=lowered"),
            _ => {}
        }
        line.push_str(" fuzz.hlsl");
        line
    }

    fn encode(&self) -> String {
        format!(
            "{}\n{}\n{}\n{}\n{}\n{}",
            self.spirv,
            match self.emit {
                Emit::Ir => "ir",
                Emit::Lowered => "lowered",
                _ => "final",
            },
            self.profile,
            match self.optimization {
                Optimization::Disabled => "d".to_string(),
                Optimization::Level(level) => level.to_string(),
                Optimization::Default => "default".to_string(),
            },
            self.must_compile,
            self.source
        )
    }

    fn decode(text: &str) -> Case {
        let mut parts = text.splitn(6, '\n');
        let mut next = || parts.next().expect("encoded case");
        let spirv = next() == "true";
        let emit = match next() {
            "ir" => Emit::Ir,
            "lowered" => Emit::Lowered,
            _ => Emit::Final,
        };
        let profile = next().to_string();
        let optimization = match next() {
            "d" => Optimization::Disabled,
            "default" => Optimization::Default,
            level => Optimization::Level(level.parse().expect("level")),
        };
        let must_compile = next() == "true";
        let source = next().to_string();
        Case {
            source,
            spirv,
            emit,
            profile,
            optimization,
            must_compile,
        }
    }
}

/// Input `index` of the run with `seed`. The first inputs are the corpus
/// itself: each shader for (DXIL, SPIR-V) × (IR, full pipeline).
fn case(seed: u64, index: usize) -> Case {
    let unmutated = CORPUS.len() * 4;
    if index < unmutated {
        let variant = index / CORPUS.len();
        return Case {
            source: CORPUS[index % CORPUS.len()].to_string(),
            spirv: variant % 2 == 1,
            // Both targets to the end: DXIL-op IR, and a SPIR-V binary that
            // spirv-val accepts.
            emit: if variant < 2 { Emit::Ir } else { Emit::Final },
            profile: "cs_6_6".to_string(),
            optimization: Optimization::Default,
            must_compile: variant < 2,
        };
    }
    let mut rng = Random::from_seed(seed ^ (index as u64).wrapping_mul(0xd6e8_feb8_6659_fd93));
    let mut source = rng.pick(CORPUS).to_string();
    let mutations = match rng.below(10) {
        0..=3 => 1,
        4..=6 => 2 + rng.below(2),
        7..=8 => 4 + rng.below(5),
        _ => 10 + rng.below(20),
    };
    for _ in 0..mutations {
        source = mutate(&source, &mut rng);
    }
    let profile = match rng.below(20) {
        0 => format!("cs_6_{}", rng.below(9)),
        1 => rng
            .pick(&[
                "ps_6_6", "lib_6_3", "cs_6_9", "cs_5_0", "cs_6", "", "cs_6_6_6",
            ])
            .to_string(),
        _ => "cs_6_6".to_string(),
    };
    let optimization = match rng.below(10) {
        0 => Optimization::Disabled,
        1 => Optimization::Level(rng.below(4) as u8),
        _ => Optimization::Default,
    };
    let spirv = rng.chance(1, 2);
    Case {
        source,
        spirv,
        // Most inputs stop at the front end's IR; some take the full path
        // (texel-dxil + texel-dxil-verify). Mutated SPIR-V inputs stop after
        // texel-spirv (`Emit::Lowered`): LLVM 22's SPIR-V target keeps block
        // label ids in a process-wide table keyed by MachineFunction address,
        // so a later compilation in this worker can get an earlier module's
        // label ids ("Id 1 is defined more than once"). The finalizer renumbers
        // the unambiguous cases, but two blocks of one function can get the
        // same id (tests/embedding.rs, ignored test), so only the unmutated
        // corpus takes the SPIR-V path to the end.
        emit: match (rng.chance(1, 6), spirv) {
            (true, false) => Emit::Final,
            (true, true) => Emit::Lowered,
            (false, _) => Emit::Ir,
        },
        profile,
        optimization,
        must_compile: false,
    }
}

// ---------------------------------------------------------------------------
// Mutations.

const MULTI_CHAR_PUNCTUATORS: &[&str] = &[
    "<<=", ">>=", "...", "::", "++", "--", "<<", ">>", "<=", ">=", "==", "!=", "&&", "||", "+=",
    "-=", "*=", "/=", "%=", "&=", "|=", "^=", "->", "##", "[[", "]]",
];

/// Byte ranges of the tokens of `source` (a rough C lexer: identifiers,
/// numbers, strings, comments, punctuators; whitespace is not a token).
fn tokens(source: &str) -> Vec<(usize, usize)> {
    let bytes = source.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        let c = bytes[i];
        let start = i;
        if c.is_ascii_whitespace() {
            i += 1;
            continue;
        }
        if c.is_ascii_alphabetic() || c == b'_' {
            while i < bytes.len() && (bytes[i].is_ascii_alphanumeric() || bytes[i] == b'_') {
                i += 1;
            }
        } else if c.is_ascii_digit() {
            while i < bytes.len() && (bytes[i].is_ascii_alphanumeric() || bytes[i] == b'.') {
                i += 1;
            }
        } else if source[i..].starts_with("//") {
            while i < bytes.len() && bytes[i] != b'\n' {
                i += 1;
            }
        } else if source[i..].starts_with("/*") {
            i = source[i + 2..]
                .find("*/")
                .map_or(bytes.len(), |end| i + 2 + end + 2);
        } else if c == b'"' {
            i += 1;
            while i < bytes.len() && bytes[i] != b'"' && bytes[i] != b'\n' {
                i += 1;
            }
            i = (i + 1).min(bytes.len());
        } else if let Some(p) = MULTI_CHAR_PUNCTUATORS
            .iter()
            .find(|p| source[i..].starts_with(**p))
        {
            i += p.len();
        } else {
            // One character (possibly non-ASCII).
            i += source[i..].chars().next().map_or(1, char::len_utf8);
        }
        out.push((start, i));
    }
    out
}

const IDENTIFIERS: &[&str] = &[
    "main",
    "id",
    "x",
    "float",
    "float4",
    "uint",
    "uint3",
    "int2",
    "half",
    "double",
    "bool",
    "void",
    "struct",
    "cbuffer",
    "register",
    "static",
    "const",
    "return",
    "if",
    "else",
    "for",
    "while",
    "do",
    "switch",
    "case",
    "default",
    "break",
    "continue",
    "discard",
    "in",
    "out",
    "inout",
    "typedef",
    "numthreads",
    "shader",
    "SV_DispatchThreadID",
    "SV_GroupIndex",
    "RWBuffer",
    "Buffer",
    "StructuredBuffer",
    "RWStructuredBuffer",
    "ByteAddressBuffer",
    "RWByteAddressBuffer",
    "Texture2D",
    "SamplerState",
    "ConstantBuffer",
    "vector",
    "matrix",
    "float4x4",
    "groupshared",
    "true",
    "false",
    "Load",
    "Store",
    "GetDimensions",
    "sample",
    "mips",
    "dot",
    "cross",
    "clamp",
    "lerp",
    "mul",
    "asuint",
    "asfloat",
    "sqrt",
    "min",
    "max",
    "abs",
    "all",
    "any",
    "length",
    "normalize",
    "space1",
    "u0",
    "t0",
    "b0",
    "s0",
    "x9",
    "packoffset",
    "vk",
    "binding",
    "unroll",
    "loop",
    "template",
    "namespace",
    "class",
    "this",
    "sizeof",
    "defined",
    "__LINE__",
    "_",
    "a1",
    "Out",
    "Input",
    "p",
    "xyzw",
    "rgba",
    "xxxx",
];

const NUMBERS: &[&str] = &[
    "0",
    "1",
    "2",
    "3",
    "4",
    "7",
    "8",
    "16",
    "31",
    "32",
    "33",
    "63",
    "64",
    "255",
    "256",
    "1024",
    "65535",
    "65536",
    "2147483647",
    "2147483648",
    "4294967295",
    "4294967296",
    "18446744073709551615",
    "18446744073709551616",
    "99999999999999999999999",
    "0x0",
    "0xFF",
    "0xFFFFFFFF",
    "0x1p4",
    "0x",
    "0777",
    "09",
    "1u",
    "1l",
    "1ul",
    "1h",
    "1.0",
    "1.0f",
    "1.5h",
    "0.5",
    ".5",
    "5.",
    "1e10",
    "1e-10",
    "1e38",
    "1e39",
    "1e400",
    "1e",
    "1.0e+",
    "3.4028235e38",
    "0.0",
    "-0.0",
    "1.#INF",
    "nan",
    "1ull",
];

const PUNCTUATORS: &[&str] = &[
    "(", ")", "{", "}", "[", "]", ";", ",", ".", ":", "?", "=", "+", "-", "*", "/", "%", "<", ">",
    "!", "~", "&", "|", "^", "#", "##", "\\", "\"", "'", "@", "$", "`", "::", "...", "->", "++",
    "--", "<<", ">>", "==", "!=", "<=", ">=", "&&", "||", "+=", "<<=", "[[", "]]", "/*", "*/",
    "//",
];

const STRANGE_CHARS: &[char] = &[
    '\0', '\t', '\r', '\u{b}', '\u{c}', '\u{1b}', '\u{7f}', 'é', 'ß', '\u{a0}', '\u{200b}',
    '\u{202e}', '\u{feff}', '\u{fffd}', '😀', '\\', '"', '\'', '#', '@', '$', '`', '\n',
];

/// Directive and macro snippets inserted at a line start.
const DIRECTIVES: &[&str] = &[
    "#define A A\n",
    "#define F(x) F(x)\n",
    "#define G(x, y) x ## y\n",
    "#define H(x) #x\n",
    "#define P(a) P2(a, a)\n#define P2(a, b) a + b\n",
    "#define CYCLE1 CYCLE2\n#define CYCLE2 CYCLE1\n",
    "#define float int\n",
    "#define main notmain\n",
    "#define register(x)\n",
    "#undef WINDOW\n",
    "#undef SCALE\n",
    "#if 1\n",
    "#if 0\n",
    "#ifdef WINDOW\n",
    "#else\n",
    "#elif 1\n",
    "#endif\n",
    "#if defined(A) && (1 / 0)\n#endif\n",
    "#if 1 ? : 2\n#endif\n",
    "#if (((((((((1)))))))))\n#endif\n",
    "#include \"fuzz-missing.hlsli\"\n",
    "#include <>\n",
    "#include\n",
    "#pragma once\n",
    "#pragma pack_matrix(row_major)\n",
    "#line 5\n",
    "#error fuzz\n",
    "#warning fuzz\n",
    "#\n",
    "#define\n",
    "#define X(\n",
    "#define Y(a, a) a\n",
    "#define __VA_ARGS__ 1\n",
    "#define V(...) __VA_ARGS__\n",
];

fn random_char(rng: &mut Random) -> char {
    if rng.chance(1, 3) {
        *rng.pick(STRANGE_CHARS)
    } else {
        (b' ' + rng.below(95) as u8) as char
    }
}

/// The largest char boundary at or below `at`.
fn floor_boundary(source: &str, mut at: usize) -> usize {
    at = at.min(source.len());
    while !source.is_char_boundary(at) {
        at -= 1;
    }
    at
}

fn random_boundary(source: &str, rng: &mut Random) -> usize {
    floor_boundary(source, rng.below(source.len() + 1))
}

/// A random token text for insertion or replacement.
fn random_token(source: &str, toks: &[(usize, usize)], rng: &mut Random) -> String {
    match rng.below(5) {
        0 => rng.pick(IDENTIFIERS).to_string(),
        1 => rng.pick(NUMBERS).to_string(),
        2 => rng.pick(PUNCTUATORS).to_string(),
        3 if !toks.is_empty() => {
            let (start, end) = *rng.pick(toks);
            source[start..end].to_string()
        }
        _ => {
            // A fresh identifier.
            let length = 1 + rng.below(12);
            let mut name = String::new();
            for position in 0..length {
                let alphabet: &[u8] = if position == 0 {
                    b"abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_"
                } else {
                    b"abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_0123456789"
                };
                name.push(*rng.pick(alphabet) as char);
            }
            name
        }
    }
}

/// A nesting depth: mostly around the front end's limit of 256, sometimes
/// far beyond it.
fn depth(rng: &mut Random) -> usize {
    *rng.pick(&[2, 8, 64, 200, 255, 256, 257, 300, 1000, 1500, 4000, 12000])
}

/// `piece` `n` times, with a line break after every 16 pieces: long
/// generated code, but not one enormous line (each diagnostic prints its
/// whole source line, see the report on diagnostics rendering).
fn repeat(piece: &str, n: usize) -> String {
    let mut out = String::with_capacity((piece.len() + 1) * n);
    for i in 0..n {
        out.push_str(piece);
        if i % 16 == 15 {
            out.push('\n');
        }
    }
    out
}

/// A construct nested `n` deep, meant for statement position (`stmt`) or
/// expression position.
fn nested(rng: &mut Random, n: usize, stmt: bool) -> String {
    if stmt {
        match rng.below(7) {
            0 => format!("{}id.x;{}", repeat("{", n), repeat("}", n)),
            1 => format!("{}id.x++;", repeat("if (id.x) ", n)),
            2 => format!(
                "if (id.x == 0) id.x = 1;{}",
                (0..n)
                    .map(|i| format!(" else if (id.x == {i}) id.x = {i};\n"))
                    .collect::<String>()
            ),
            3 => format!("{}id.x++;", repeat("for (int i = 0; i < 2; i++) ", n)),
            4 => format!(
                "{}id.x++;{}",
                repeat("do { ", n),
                repeat(" } while (false);", n)
            ),
            5 => format!("float chain = 1.0{};", repeat(" + 1.0", n)),
            _ => repeat("id.x += 1;", n),
        }
    } else {
        match rng.below(8) {
            0 => format!("{}1{}", repeat("(", n), repeat(")", n)),
            1 => format!("{}1", repeat("-", n)),
            2 => format!("{}1", repeat("!", n)),
            3 => format!("{}1", repeat("id.x ? 1 : ", n)),
            4 => format!("1{}", repeat(" * 1", n)),
            5 => format!("id{}", repeat(".xyz", n)),
            6 => format!("{}1{}", repeat("max(1, ", n), repeat(")", n)),
            _ => format!("{}1{}", repeat("float4(", n), repeat(", 0, 0, 0)", n)),
        }
    }
}

/// Inputs stop growing at this size (the growing mutations become
/// deletions), which keeps a run's time and memory bounded.
const MAX_INPUT: usize = 64 << 10;

/// One mutation of `source`.
fn mutate(source: &str, rng: &mut Random) -> String {
    let toks = tokens(source);
    if toks.len() < 2 || source.is_empty() {
        let mut out = source.to_string();
        out.push_str(&random_token(source, &toks, rng));
        return out;
    }
    let token = |rng: &mut Random| *rng.pick(&toks);
    let mut out = String::with_capacity(source.len() + 64);
    let choice = if source.len() > MAX_INPUT {
        // Only deletions, truncation and swaps.
        *rng.pick(&[0, 1, 2, 4, 12, 16])
    } else {
        rng.below(20)
    };
    match choice {
        // Token deletion.
        0..=2 => {
            let (start, end) = token(rng);
            out.push_str(&source[..start]);
            out.push_str(&source[end..]);
        }
        // Token duplication.
        3 => {
            let (start, end) = token(rng);
            out.push_str(&source[..end]);
            out.push(' ');
            out.push_str(&source[start..]);
        }
        // Swap of two tokens.
        4 | 5 => {
            let (mut a, mut b) = (token(rng), token(rng));
            if a.0 > b.0 {
                std::mem::swap(&mut a, &mut b);
            }
            if a.1 > b.0 {
                return source.to_string();
            }
            out.push_str(&source[..a.0]);
            out.push_str(&source[b.0..b.1]);
            out.push_str(&source[a.1..b.0]);
            out.push_str(&source[a.0..a.1]);
            out.push_str(&source[b.1..]);
        }
        // Token replacement.
        6..=8 => {
            let (start, end) = token(rng);
            out.push_str(&source[..start]);
            out.push_str(&random_token(source, &toks, rng));
            out.push_str(&source[end..]);
        }
        // Token insertion.
        9 | 10 => {
            let (start, _) = token(rng);
            out.push_str(&source[..start]);
            out.push_str(&random_token(source, &toks, rng));
            out.push(' ');
            out.push_str(&source[start..]);
        }
        // Deletion or duplication of a run of tokens.
        11 => {
            let first = rng.below(toks.len());
            let last = (first + rng.below(12)).min(toks.len() - 1);
            let (start, end) = (toks[first].0, toks[last].1);
            if rng.chance(1, 2) {
                out.push_str(&source[..end]);
                out.push_str(&source[start..end]);
            } else {
                out.push_str(&source[..start]);
            }
            out.push_str(&source[end..]);
        }
        // Character deletion, insertion, duplication, swap.
        12 => {
            let at = random_boundary(source, rng);
            let next = source[at..].chars().next().map_or(0, char::len_utf8);
            out.push_str(&source[..at]);
            out.push_str(&source[at + next..]);
        }
        13 => {
            let at = random_boundary(source, rng);
            out.push_str(&source[..at]);
            for _ in 0..1 + rng.below(3) {
                out.push(random_char(rng));
            }
            out.push_str(&source[at..]);
        }
        14 => {
            let a = random_boundary(source, rng);
            let b = floor_boundary(source, a + rng.below(40));
            out.push_str(&source[..b]);
            out.push_str(&source[a..]);
        }
        15 => {
            let a = random_boundary(source, rng);
            let b = random_boundary(source, rng);
            let (a, b) = (a.min(b), a.max(b));
            let (Some(first), Some(second)) =
                (source[a..].chars().next(), source[b..].chars().next())
            else {
                return source.to_string();
            };
            if a == b {
                return source.to_string();
            }
            out.push_str(&source[..a]);
            out.push(second);
            out.push_str(&source[a + first.len_utf8()..b]);
            out.push(first);
            out.push_str(&source[b + second.len_utf8()..]);
        }
        // Truncation.
        16 => {
            out.push_str(&source[..random_boundary(source, rng)]);
        }
        // A directive at a line start.
        17 => {
            let lines: Vec<usize> = std::iter::once(0)
                .chain(source.match_indices('\n').map(|(at, _)| at + 1))
                .collect();
            let at = *rng.pick(&lines);
            out.push_str(&source[..at]);
            out.push_str(rng.pick::<&str>(DIRECTIVES));
            out.push_str(&source[at..]);
        }
        // Splice: a run of tokens of another corpus shader.
        18 => {
            let other = rng.pick(CORPUS);
            let other_toks = tokens(other);
            let first = rng.below(other_toks.len());
            let last = (first + rng.below(30)).min(other_toks.len() - 1);
            let (start, _) = token(rng);
            out.push_str(&source[..start]);
            out.push_str(&other[other_toks[first].0..other_toks[last].1]);
            out.push(' ');
            out.push_str(&source[start..]);
        }
        // Deep nesting, in statement position (after a ';' or '{') or in
        // expression position (after '=' or '(').
        _ => {
            let n = depth(rng);
            let stmt = rng.chance(1, 2);
            let anchors: Vec<usize> = toks
                .iter()
                .filter(|(start, end)| {
                    let text = &source[*start..*end];
                    if stmt {
                        text == ";" || text == "{"
                    } else {
                        text == "=" || text == "(" || text == "return"
                    }
                })
                .map(|(_, end)| *end)
                .collect();
            let at = if anchors.is_empty() {
                0
            } else {
                *rng.pick(&anchors)
            };
            out.push_str(&source[..at]);
            out.push(' ');
            out.push_str(&nested(rng, n, stmt));
            if !stmt {
                // Keep the expression an operand of what follows.
                out.push_str(" + ");
            }
            out.push_str(&source[at..]);
        }
    }
    out
}

// ---------------------------------------------------------------------------
// Checking one case.

/// Why a case failed. `signature` groups failures of one cause.
#[derive(Clone, Debug)]
struct Failure {
    kind: &'static str,
    message: String,
}

impl Failure {
    fn signature(&self) -> String {
        let first = self.message.lines().next().unwrap_or("");
        // Panics: the message without the location's line and column, so
        // that one assertion is one failure.
        format!("{}: {}", self.kind, normalise(first))
    }
}

/// Drops digits and quoted names, so that one cause has one signature.
fn normalise(text: &str) -> String {
    let mut out = String::new();
    let mut in_quote = false;
    for c in text.chars().take(160) {
        if c == '\'' {
            in_quote = !in_quote;
            out.push(c);
        } else if !in_quote {
            out.push(if c.is_ascii_digit() { '#' } else { c });
        }
    }
    out
}

static PANIC_MESSAGE: Mutex<Option<String>> = Mutex::new(None);

fn install_quiet_panic_hook() {
    std::panic::set_hook(Box::new(|info| {
        let payload = info
            .payload()
            .downcast_ref::<&str>()
            .map(|text| text.to_string())
            .or_else(|| info.payload().downcast_ref::<String>().cloned())
            .unwrap_or_else(|| "(non-string panic payload)".to_string());
        let location = info
            .location()
            .map(|location| format!("{}:{}", location.file(), location.line()))
            .unwrap_or_default();
        *PANIC_MESSAGE.lock().unwrap_or_else(|e| e.into_inner()) =
            Some(format!("{payload} (at {location})"));
    }));
}

fn take_panic_message() -> String {
    PANIC_MESSAGE
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .take()
        .unwrap_or_else(|| "(no message)".to_string())
}

fn spirv_val() -> Option<&'static Path> {
    static FOUND: std::sync::OnceLock<Option<PathBuf>> = std::sync::OnceLock::new();
    FOUND
        .get_or_init(|| {
            std::env::var_os("PATH").and_then(|paths| {
                std::env::split_paths(&paths)
                    .map(|dir| dir.join("spirv-val"))
                    .find(|candidate| candidate.is_file())
            })
        })
        .as_deref()
}

/// Parses and verifies LLVM IR text.
fn verify_ir(text: &str) -> Result<(), String> {
    let context = Context::create();
    let buffer = MemoryBuffer::create_from_memory_range_copy(text.as_bytes(), "fuzz.ll");
    let module = context
        .create_module_from_ir(buffer)
        .map_err(|error| format!("the IR does not parse: {}", error.to_string()))?;
    module
        .verify()
        .map_err(|error| format!("the IR does not verify: {}", error.to_string()))
}

fn verify_spirv(bytes: &[u8], scratch: &Path) -> Result<(), String> {
    if bytes.len() < 20 || bytes.len() % 4 != 0 {
        return Err(format!("a SPIR-V binary of {} bytes", bytes.len()));
    }
    if bytes[..4] != texel::spirv::SPIRV_MAGIC.to_le_bytes() {
        return Err("the SPIR-V binary does not start with the magic number".to_string());
    }
    let Some(validator) = spirv_val() else {
        return Ok(());
    };
    let path = scratch.join("fuzz.spv");
    fs::write(&path, bytes).map_err(|error| format!("cannot write {}: {error}", path.display()))?;
    let output = Command::new(validator)
        .args(["--target-env", "vulkan1.3"])
        .arg(&path)
        .output()
        .map_err(|error| format!("cannot run spirv-val: {error}"))?;
    if output.status.success() {
        Ok(())
    } else {
        Err(format!(
            "spirv-val rejects the binary: {}{}",
            String::from_utf8_lossy(&output.stdout),
            String::from_utf8_lossy(&output.stderr)
        ))
    }
}

/// Compiles one case and checks the rules; `None` when it passes.
fn check(case: &Case, scratch: &Path) -> Option<Failure> {
    let options = case.options();
    let result = match catch_unwind(AssertUnwindSafe(|| texel::compile(&case.source, &options))) {
        Ok(result) => result,
        Err(_) => {
            return Some(Failure {
                kind: "panic",
                message: take_panic_message(),
            })
        }
    };
    match result {
        Err(diagnostics) => {
            if catch_unwind(AssertUnwindSafe(|| diagnostics.render())).is_err() {
                return Some(Failure {
                    kind: "panic while rendering diagnostics",
                    message: take_panic_message(),
                });
            }
            if !diagnostics.has_errors() {
                return Some(Failure {
                    kind: "failure without an error diagnostic",
                    message: format!("diagnostics: {:?}", diagnostics.list),
                });
            }
            if case.must_compile {
                return Some(Failure {
                    kind: "corpus shader does not compile",
                    message: diagnostics.render(),
                });
            }
            None
        }
        Ok(output) => {
            if catch_unwind(AssertUnwindSafe(|| output.warnings.render())).is_err() {
                return Some(Failure {
                    kind: "panic while rendering diagnostics",
                    message: take_panic_message(),
                });
            }
            if output.warnings.has_errors() {
                return Some(Failure {
                    kind: "success with an error diagnostic",
                    message: output.warnings.render(),
                });
            }
            let verdict = if output.is_binary {
                verify_spirv(&output.bytes, scratch)
            } else {
                match output.text() {
                    Some(text) => verify_ir(text),
                    None => Err("the textual output is not UTF-8".to_string()),
                }
            };
            verdict.err().map(|message| Failure {
                kind: "invalid output",
                message,
            })
        }
    }
}

/// Runs `body` on a thread with [`STACK_SIZE`] of stack.
fn with_big_stack<T: Send + 'static>(body: impl FnOnce() -> T + Send + 'static) -> T {
    std::thread::Builder::new()
        .stack_size(STACK_SIZE)
        .spawn(body)
        .expect("spawn the compiling thread")
        .join()
        .expect("the compiling thread ends")
}

// ---------------------------------------------------------------------------
// The worker process.

const WORKER_ENV: &str = "TEXEL_FUZZ_WORKER";

/// The worker: `fuzz_compile` in a child process with `TEXEL_FUZZ_WORKER`
/// set (`range`: inputs `start..end`; `single`: the case in a file, for
/// minimising; `dump`: writes one input to a file). Records progress and
/// failures in files of the scratch directory.
fn worker(mode: &str) {
    install_quiet_panic_hook();
    let scratch = PathBuf::from(std::env::var("TEXEL_FUZZ_SCRATCH").expect("scratch directory"));
    if mode == "single" {
        // Minimisation: one case, its failure (if any) written to a file.
        let case = Case::decode(&fs::read_to_string(scratch.join("case.txt")).expect("case file"));
        let scratch_for_thread = scratch.clone();
        let failure = with_big_stack(move || check(&case, &scratch_for_thread));
        let text = failure.map_or(String::new(), |failure| failure.signature());
        fs::write(scratch.join("verdict.txt"), text).expect("verdict file");
        return;
    }
    let seed: u64 = std::env::var("TEXEL_FUZZ_SEED_VALUE")
        .unwrap()
        .parse()
        .unwrap();
    let start: usize = std::env::var("TEXEL_FUZZ_START").unwrap().parse().unwrap();
    if mode == "dump" {
        // By hand: TEXEL_FUZZ_WORKER=dump TEXEL_FUZZ_SCRATCH=dir
        // TEXEL_FUZZ_SEED_VALUE=seed TEXEL_FUZZ_START=index <test binary>
        // --exact fuzz_compile --nocapture writes input `index` to
        // dir/input.hlsl and prints its command line.
        let case = case(seed, start);
        fs::write(scratch.join("input.hlsl"), &case.source).expect("input file");
        println!("{}", case.command_line());
        return;
    }
    let end: usize = std::env::var("TEXEL_FUZZ_END").unwrap().parse().unwrap();
    with_big_stack(move || {
        let mut progress = OpenOptions::new()
            .create(true)
            .append(true)
            .open(scratch.join("progress.txt"))
            .expect("progress file");
        let mut results = OpenOptions::new()
            .create(true)
            .append(true)
            .open(scratch.join("results.txt"))
            .expect("results file");
        for index in start..end {
            // Written (not buffered) before compiling: if the process dies,
            // the parent knows on which input.
            writeln!(progress, "{index}").expect("write progress");
            let case = case(seed, index);
            let began = Instant::now();
            let failure = check(&case, &scratch);
            let took = began.elapsed();
            if took > SLOW {
                writeln!(results, "{index}\tslow\t{} ms", took.as_millis()).expect("write results");
            }
            if let Some(failure) = failure {
                writeln!(
                    results,
                    "{index}\t{}\t{}",
                    failure.kind,
                    failure.message.replace('\\', "\\\\").replace('\n', "\\n")
                )
                .expect("write results");
            }
        }
        writeln!(progress, "done").expect("write progress");
    });
}

/// Starts a worker process; returns its exit description when it died.
fn run_worker(scratch: &Path, envs: &[(&str, String)]) -> Result<(), String> {
    let executable = std::env::current_exe().expect("test executable");
    let mut command = Command::new(executable);
    command
        .args([
            "--exact",
            "fuzz_compile",
            "--nocapture",
            "--test-threads=1",
            "-q",
        ])
        .env(
            WORKER_ENV,
            envs.iter()
                .find(|(k, _)| *k == "mode")
                .map_or("range".to_string(), |(_, v)| v.clone()),
        )
        .env("TEXEL_FUZZ_SCRATCH", scratch)
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::piped());
    for (key, value) in envs {
        if *key != "mode" {
            command.env(key, value);
        }
    }
    let output = command.output().expect("start the worker");
    if output.status.success() {
        Ok(())
    } else {
        let stderr = String::from_utf8_lossy(&output.stderr);
        let tail: Vec<&str> = stderr.lines().rev().take(3).collect();
        Err(format!(
            "process died ({}){}",
            describe_status(&output.status),
            tail.iter()
                .rev()
                .map(|line| format!("; {line}"))
                .collect::<String>()
        ))
    }
}

fn describe_status(status: &std::process::ExitStatus) -> String {
    #[cfg(unix)]
    {
        use std::os::unix::process::ExitStatusExt;
        if let Some(signal) = status.signal() {
            let name = match signal {
                4 => "SIGILL",
                6 => "SIGABRT",
                7 => "SIGBUS",
                8 => "SIGFPE",
                11 => "SIGSEGV",
                _ => "signal",
            };
            return format!("{name} {signal}");
        }
    }
    format!("{status}")
}

/// Checks a case in a fresh worker: its failure signature, a crash included.
fn check_isolated(case: &Case, scratch: &Path) -> Option<String> {
    fs::write(scratch.join("case.txt"), case.encode()).expect("case file");
    let _ = fs::remove_file(scratch.join("verdict.txt"));
    match run_worker(scratch, &[("mode", "single".to_string())]) {
        Ok(()) => {
            let verdict = fs::read_to_string(scratch.join("verdict.txt")).unwrap_or_default();
            (!verdict.is_empty()).then_some(verdict)
        }
        Err(death) => Some(crash_signature(&death)),
    }
}

fn crash_signature(death: &str) -> String {
    // "process died (SIGSEGV 11); …": the kind of death, and for stack
    // overflows the message, is the signature.
    let kind = death.split(')').next().unwrap_or(death);
    let overflow = if death.contains("overflowed its stack") {
        " stack overflow"
    } else {
        ""
    };
    format!("crash: {kind}){overflow}")
}

/// Shrinks `case` while `check_isolated` keeps giving `signature`: removes
/// runs of lines, then runs of tokens (halving the run length down to one),
/// until nothing more can go or the deadline passes.
fn minimise(case: &Case, signature: &str, scratch: &Path, deadline: Instant) -> Case {
    let mut best = case.clone();
    let still_fails =
        |candidate: &Case| check_isolated(candidate, scratch).as_deref() == Some(signature);
    loop {
        let before = best.source.len();
        // Runs of lines, halving the run length.
        let mut chunk = best.source.lines().count().max(1);
        while Instant::now() < deadline {
            let lines: Vec<&str> = best.source.split_inclusive('\n').collect();
            let mut removed = false;
            let mut start = 0;
            while start < lines.len() && Instant::now() < deadline {
                let end = (start + chunk).min(lines.len());
                let candidate = Case {
                    source: lines[..start]
                        .iter()
                        .chain(&lines[end..])
                        .copied()
                        .collect(),
                    ..best.clone()
                };
                if still_fails(&candidate) {
                    best = candidate;
                    removed = true;
                    break;
                }
                start = end;
            }
            if !removed {
                if chunk == 1 {
                    break;
                }
                chunk = chunk.div_ceil(2);
            }
        }
        // Runs of tokens: half of them, a quarter, … one.
        let count = tokens(&best.source).len();
        let runs = std::iter::successors(Some(count.next_power_of_two() / 2), |run| {
            (*run > 1).then_some(run / 2)
        });
        for run in runs.filter(|run| *run >= 1) {
            let mut first = 0;
            while Instant::now() < deadline {
                let toks = tokens(&best.source);
                if first >= toks.len() {
                    break;
                }
                let last = (first + run).min(toks.len()) - 1;
                let (start, end) = (toks[first].0, toks[last].1);
                let candidate = Case {
                    source: format!("{}{}", &best.source[..start], &best.source[end..]),
                    ..best.clone()
                };
                if still_fails(&candidate) {
                    best = candidate;
                } else {
                    first += run;
                }
            }
        }
        if best.source.len() == before || Instant::now() >= deadline {
            return best;
        }
    }
}

// ---------------------------------------------------------------------------
// The test.

#[test]
fn fuzz_compile() {
    if let Ok(mode) = std::env::var(WORKER_ENV) {
        worker(&mode);
        return;
    }
    let iterations = std::env::var("TEXEL_FUZZ_ITERATIONS")
        .ok()
        .and_then(|text| text.parse().ok())
        .unwrap_or(ITERATIONS)
        .max(CORPUS.len() * 4);
    let seed = std::env::var("TEXEL_FUZZ_SEED")
        .ok()
        .and_then(|text| text.parse().ok())
        .unwrap_or(SEED);
    let scratch = tempfile::tempdir().expect("scratch directory");
    let scratch = scratch.path();
    let started = Instant::now();

    // Run the inputs, restarting the worker after each crash.
    let mut failures: Vec<(usize, Failure)> = Vec::new();
    let mut start = 0;
    let mut crashes = 0;
    while start < iterations {
        let _ = fs::remove_file(scratch.join("progress.txt"));
        let death = run_worker(
            scratch,
            &[
                ("TEXEL_FUZZ_SEED_VALUE", seed.to_string()),
                ("TEXEL_FUZZ_START", start.to_string()),
                ("TEXEL_FUZZ_END", iterations.to_string()),
            ],
        );
        let progress = fs::read_to_string(scratch.join("progress.txt")).unwrap_or_default();
        let last = progress.lines().last().unwrap_or("");
        if last == "done" {
            if let Err(death) = death {
                panic!("the fuzz worker finished but exited badly: {death}");
            }
            break;
        }
        let Ok(index) = last.parse::<usize>() else {
            panic!(
                "the fuzz worker died before its first input: {}",
                death.err().unwrap_or_default()
            );
        };
        let death = death
            .err()
            .unwrap_or_else(|| "process ended early".to_string());
        failures.push((
            index,
            Failure {
                kind: "crash",
                message: death,
            },
        ));
        crashes += 1;
        start = index + 1;
        assert!(
            crashes <= 200,
            "more than 200 crashes; the first: input {}: {}",
            failures[0].0,
            failures[0].1.message
        );
    }
    let fuzz_time = started.elapsed();
    let results = fs::read_to_string(scratch.join("results.txt")).unwrap_or_default();
    let mut slow = Vec::new();
    for line in results.lines() {
        let mut fields = line.splitn(3, '\t');
        let index: usize = fields.next().unwrap().parse().unwrap();
        let kind = fields.next().unwrap_or("?");
        let message = fields
            .next()
            .unwrap_or("")
            .replace("\\n", "\n")
            .replace("\\\\", "\\");
        if kind == "slow" {
            // Information, not a failure (timings are not asserted).
            slow.push(format!("input {index}: {message}"));
            continue;
        }
        let kind: &'static str = Box::leak(kind.to_string().into_boxed_str());
        failures.push((index, Failure { kind, message }));
    }
    failures.sort_by_key(|(index, _)| *index);
    eprintln!(
        "fuzz_compile: {iterations} inputs (seed {seed:#x}) in {:.1} s, {} failing",
        fuzz_time.as_secs_f64(),
        failures.len()
    );
    if !slow.is_empty() {
        eprintln!(
            "fuzz_compile: {} input(s) took more than {} ms: {}",
            slow.len(),
            SLOW.as_millis(),
            slow.join(", ")
        );
    }
    if failures.is_empty() {
        return;
    }

    // One report per distinct failure, minimised.
    let mut distinct: Vec<(String, usize, Failure, usize)> = Vec::new();
    for (index, failure) in &failures {
        let signature = if failure.kind == "crash" {
            crash_signature(&failure.message)
        } else {
            failure.signature()
        };
        match distinct.iter_mut().find(|(s, ..)| *s == signature) {
            Some(entry) => entry.3 += 1,
            None => distinct.push((signature, *index, failure.clone(), 1)),
        }
    }
    // TEXEL_FUZZ_OUT=dir puts them elsewhere (for a long run beside others).
    let out_dir = std::env::var_os("TEXEL_FUZZ_OUT")
        .map(PathBuf::from)
        .or_else(|| {
            Path::new(env!("CARGO_TARGET_TMPDIR"))
                .parent()
                .map(|target| target.join("fuzz-failures"))
        })
        .unwrap_or_else(|| PathBuf::from("target/fuzz-failures"));
    let _ = fs::remove_dir_all(&out_dir);
    fs::create_dir_all(&out_dir).expect("create target/fuzz-failures");
    let deadline = Instant::now() + MINIMISE_BUDGET;
    let mut report = format!(
        "{} of {iterations} fuzz inputs fail ({} distinct causes; seed {seed:#x}); reproducers in {}\n",
        failures.len(),
        distinct.len(),
        out_dir.display()
    );
    for (number, (signature, index, failure, count)) in distinct.iter().enumerate() {
        let original = case(seed, *index);
        let minimal = if number < REPORTED_FAILURES {
            let share = deadline.saturating_duration_since(Instant::now())
                / (REPORTED_FAILURES.min(distinct.len()) - number) as u32;
            let reproduced = check_isolated(&original, scratch);
            if reproduced.as_deref() == Some(signature.as_str()) {
                minimise(&original, signature, scratch, Instant::now() + share)
            } else {
                original.clone()
            }
        } else {
            original.clone()
        };
        let file = out_dir.join(format!("{number:02}-input{index}.hlsl"));
        let header = format!(
            "// fuzz_compile input {index} (seed {seed:#x}), minimised\n// {}\n// {signature}\n",
            minimal.command_line()
        );
        let _ = fs::write(&file, format!("{header}{}", minimal.source));
        let _ = writeln!(
            report,
            "\n[{number}] {signature}  ({count} input(s), first: {index})\n    {}\n    {}",
            minimal.command_line(),
            failure
                .message
                .lines()
                .take(4)
                .collect::<Vec<_>>()
                .join("\n    ")
        );
        if number < REPORTED_FAILURES {
            let _ = writeln!(report, "    minimal input ({}):", file.display());
            for line in minimal.source.lines().take(30) {
                let _ = writeln!(report, "    | {}", line.escape_debug());
            }
        }
    }
    panic!("{report}");
}
