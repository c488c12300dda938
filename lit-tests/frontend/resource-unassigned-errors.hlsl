// A resource value that was never assigned a resource (a struct member, a
// member of a nested struct array, an out parameter the callee never writes)
// names no global resource: instead of folding to an arbitrary global of its
// type, both targets stop with an error naming the handle creation, whose
// binding operands are the unassigned-resource marker. Assigned on some paths
// only, the error says it may be used before assignment. A fully assigned
// struct compiles, and the marker leaves no trace (not even at -O0).
//
// RUN: not %texel -T cs_6_6 -E main %s 2>&1 | FileCheck %s --check-prefix=DXIL
// RUN: not %texel -T cs_6_6 -E main -spirv -Fo %t.spv %s 2>&1 | FileCheck %s --check-prefix=SPV
// RUN: not %texel -T cs_6_6 -E main -D NESTED %s 2>&1 | FileCheck %s --check-prefix=DXIL-IMPLICIT
// RUN: not %texel -T cs_6_6 -E main -D NESTED -spirv -Fo %t.spv %s 2>&1 | FileCheck %s --check-prefix=SPV-IMPLICIT
// RUN: not %texel -T cs_6_6 -E main -D OUT_PARAM %s 2>&1 | FileCheck %s --check-prefix=DXIL
// RUN: not %texel -T cs_6_6 -E main -D OUT_PARAM -spirv -Fo %t.spv %s 2>&1 | FileCheck %s --check-prefix=SPV
// RUN: not %texel -T cs_6_6 -E main -D SOME_PATHS %s 2>&1 | FileCheck %s --check-prefix=DXIL-MAYBE
// RUN: not %texel -T cs_6_6 -E main -D SOME_PATHS -spirv -Fo %t.spv %s 2>&1 | FileCheck %s --check-prefix=SPV-MAYBE
// RUN: %texel -T cs_6_6 -E main -D ASSIGNED --emit=ir %s | FileCheck %s --check-prefix=ASSIGNED
// RUN: %texel -T cs_6_6 -E main -D ASSIGNED -O0 %s -Fo %t.ll
// RUN: FileCheck %s --check-prefix=LOWERED < %t.ll
// RUN: %texel -T cs_6_6 -E main -D ASSIGNED -spirv -Fo %t.spv %s
// RUN: %spirv-val --target-env vulkan1.3 %t.spv

Texture2D<float4> TexA : register(t0);
Texture2D<float4> TexB : register(t1);
Texture2D<uint> Masks[2];
RWBuffer<float4> Out : register(u2);

struct Holder {
  float weight;
  Texture2D<float4> tex;
};

struct Layered {
  Holder holders[2];
  Texture2D<uint> masks[2];
};

void weigh(out Holder h) { h.weight = 2.0; }

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
#if defined(NESTED)
  Layered l;
  l.holders[0].tex = TexA;
  l.holders[1].tex = TexB;
  l.masks[0] = Masks[0];
  Out[id.x] = l.masks[1].Load(int3(id.xy, 0));
#elif defined(OUT_PARAM)
  Holder h;
  h.tex = TexA;
  weigh(h);
  Out[id.x] = h.tex.Load(int3(id.xy, 0)) * h.weight;
#elif defined(SOME_PATHS)
  Holder h;
  h.weight = 1.0;
  if (id.x > 3)
    h.tex = TexB;
  Out[id.x] = h.tex.Load(int3(id.xy, 0)) * h.weight;
#elif defined(ASSIGNED)
  Layered l;
  l.holders[0].tex = TexA;
  l.holders[1] = l.holders[0];
  l.masks = Masks;
  Out[id.x] = l.holders[1].tex.Load(int3(id.xy, 0)) + l.masks[1].Load(int3(id.xy, 0));
#else
  Holder h;
  h.weight = 1.0;
  Out[id.x] = h.tex.Load(int3(id.xy, 0)) * h.weight;
#endif
}

// DXIL: error: texel-dxil: in function 'main': '{{%[0-9]+}} = tail call target("dx.Texture", <4 x float>, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_2t(i32 [[U:%[0-9]+]], i32 [[U]], i32 [[U]], i32 0, ptr null)': resource used before a resource was assigned to it (a local resource, struct member or out parameter that was never assigned does not map to a global resource)
// DXIL-NOT: error

// SPV: error: texel-spirv: in function 'main': '{{%[0-9]+}} = tail call target("spirv.Image", float, 1, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_0_0_1_0t(i32 [[U:%[0-9]+]], i32 [[U]], i32 [[U]], i32 0, ptr null)': resource used before a resource was assigned to it (a local resource, struct member or out parameter that was never assigned does not map to a global resource)
// SPV-NOT: error

// DXIL-IMPLICIT: error: texel-dxil: in function 'main': '{{%[0-9]+}} = tail call target("dx.Texture", i32, 0, 0, 0, 2) @llvm.dx.resource.handlefromimplicitbinding.tdx.Texture_i32_0_0_0_2t(i32 [[U:%[0-9]+]], i32 [[U]], i32 [[U]], i32 0, ptr null)': resource used before a resource was assigned to it (a local resource, struct member or out parameter that was never assigned does not map to a global resource)
// DXIL-IMPLICIT-NOT: error

// SPV-IMPLICIT: error: texel-spirv: in function 'main': '{{%[0-9]+}} = tail call target("spirv.Image", i32, 1, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefromimplicitbinding.tspirv.Image_i32_1_2_0_0_1_0t(i32 [[U:%[0-9]+]], i32 [[U]], i32 [[U]], i32 0, ptr null)': resource used before a resource was assigned to it (a local resource, struct member or out parameter that was never assigned does not map to a global resource)
// SPV-IMPLICIT-NOT: error

// DXIL-MAYBE: error: texel-dxil: in function 'main': '{{%[0-9]+}} = tail call target("dx.Texture", <4 x float>, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_2t(i32 {{%[0-9]+}}, i32 [[B:%[0-9]+]], i32 [[B]], i32 {{%[0-9]+}}, ptr {{%[0-9]+}})': resource may be used before a resource was assigned to it (on some paths no resource was assigned to this local resource, struct member or out parameter)
// DXIL-MAYBE-NOT: error

// SPV-MAYBE: error: texel-spirv: in function 'main': '{{%[0-9]+}} = tail call target("spirv.Image", float, 1, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_0_0_1_0t(i32 {{%[0-9]+}}, i32 [[B:%[0-9]+]], i32 [[B]], i32 {{%[0-9]+}}, ptr {{%[0-9]+}})': resource may be used before a resource was assigned to it (on some paths no resource was assigned to this local resource, struct member or out parameter)
// SPV-MAYBE-NOT: error

// ASSIGNED-DAG: [[TEXA:@[^ ]+]] = private unnamed_addr constant [5 x i8] c"TexA\00"
// ASSIGNED-DAG: [[MASKS:@[^ ]+]] = private unnamed_addr constant [6 x i8] c"Masks\00"
// ASSIGNED-LABEL: define void @main()
// ASSIGNED-NOT: texel.unassigned_resource
// ASSIGNED: {{%[0-9]+}} = tail call target("dx.Texture", <4 x float>, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_2t(i32 0, i32 0, i32 1, i32 0, ptr nonnull [[TEXA]])
// ASSIGNED-NOT: texel.unassigned_resource
// ASSIGNED: {{%[0-9]+}} = tail call target("dx.Texture", i32, 0, 0, 0, 2) @llvm.dx.resource.handlefromimplicitbinding.tdx.Texture_i32_0_0_0_2t(i32 0, i32 0, i32 2, i32 1, ptr nonnull [[MASKS]])
// ASSIGNED-NOT: texel.unassigned_resource

// LOWERED-NOT: texel.unassigned_resource
// LOWERED: define void @main()
// LOWERED-NOT: texel.unassigned_resource
