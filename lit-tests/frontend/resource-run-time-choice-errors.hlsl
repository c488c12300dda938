// A resource chosen at run time (a ternary on a thread id, a struct member
// assigned under a run-time condition) maps to no unique global resource: as
// DXC ("local resource not guaranteed to map to unique global resource"),
// both targets stop with an error naming the handle creation whose binding
// stays non-constant after optimisation; no crash, no code.
//
// RUN: not %texel -T cs_6_6 -E main %s 2>&1 | FileCheck %s --check-prefix=DXIL
// RUN: not %texel -T cs_6_6 -E main -D IN_STRUCT %s 2>&1 | FileCheck %s --check-prefix=DXIL
// RUN: not %texel -T cs_6_6 -E main -spirv -Fo %t.spv %s 2>&1 | FileCheck %s --check-prefix=SPV
// RUN: not %texel -T cs_6_6 -E main -spirv -Fo %t.spv -D IN_STRUCT %s 2>&1 | FileCheck %s --check-prefix=SPV

Texture2D<float4> TexA : register(t0);
Texture2D<float4> TexB : register(t1);
RWBuffer<float4> Out : register(u2);

struct Holder {
  float weight;
  Texture2D<float4> tex;
};

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
#ifdef IN_STRUCT
  Holder h;
  h.weight = 1.0;
  h.tex = TexA;
  if (id.x > 3)
    h.tex = TexB;
  Out[id.x] = h.tex.Load(int3(id.xy, 0)) * h.weight;
#else
  Texture2D<float4> t = id.x > 3 ? TexA : TexB;
  Out[id.x] = t.Load(int3(id.xy, 0));
#endif
}

// DXIL: error: texel-dxil: in function 'main': '{{%[0-9]+}} = tail call target("dx.Texture", <4 x float>, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_2t(i32 0, i32 {{%[0-9]+}}, i32 1, i32 {{.*}})': the lower bound of a handle must be a constant (the resource is chosen at run time: local resource not guaranteed to map to unique global resource)

// SPV: error: texel-spirv: in function 'main': '{{%[0-9]+}} = tail call target("spirv.Image", float, 1, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_0_0_1_0t(i32 0, i32 {{%[0-9]+}}, i32 1, i32 {{.*}})': the binding of a handle must be a constant (the resource is chosen at run time: local resource not guaranteed to map to unique global resource)
