// Swizzles (reads, writes, repeats, .rgba) and intrinsic functions: vector
// math, rounding, transcendental, bit operations, reinterpreting casts and
// all / any / isnan.
StructuredBuffer<float4> In : register(t0);
RWStructuredBuffer<float4> OutF : register(u1);
RWStructuredBuffer<uint4> OutU : register(u2);

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  float4 v = In[id.x];
  float4 w = v.wzyx;
  w.xz = v.yy * 2;
  float3 n = normalize(cross(v.xyz, w.rgb));
  float l = length(v.xy) + dot(v, w);
  float4 r;
  r.x = lerp(v.x, w.x, saturate(l));
  r.y = clamp(v.y, -1, 1) + min(v.z, w.z) * max(v.w, 0.5);
  r.z = floor(v.z) + ceil(v.w) + frac(l) + round(v.x) + trunc(w.y);
  r.w = sqrt(abs(v.w)) + rsqrt(1 + v.x * v.x) + pow(abs(v.y), 2.2);
  r += float4(exp(v.x), exp2(v.y), log(1 + abs(v.z)), log2(2 + abs(v.w)));
  r += float4(sin(l), cos(l), atan2(v.y, v.x), smoothstep(0, 1, v.z));
  r.xyz += n * step(0.5, v.w) * sign(v.x);
  r = mad(r, v, w);
  OutF[id.x] = all(isnan(r)) || any(v < 0) ? r.zyxw : r;

  uint u = asuint(v.x);
  uint4 bits;
  bits.x = countbits(u);
  bits.y = reversebits(u);
  bits.z = firstbithigh(u);
  bits.w = firstbitlow(u) + asuint(asfloat(u ^ 0x80000000u));
  OutU[id.x] = bits.wzyx;
}
