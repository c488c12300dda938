// Whole struct and array members read from a DXIL cbuffer. The front end
// loads the member's cbuffer form (upstream clang's padded types) and
// rebuilds the ordinary value field by field and element by element
// (extractvalue from the padded form, insertvalue into the plain one);
// texel-dxil reads each leaf with CBufferLoadLegacy. (SPIR-V is not run:
// copying to a local array and indexing it crashes LLVM 22's SPIR-V target,
// a known gap independent of cbuffers.) Legacy layout: w at 0
// (rows 0..2), light at 48 (row 3: dir .xyz, k .w), m at 64 (a row 4,
// l[0] row 5, l[1] row 6).
//
// RUN: %texel -T cs_6_6 -E main -Od --emit=ir %s | FileCheck %s --check-prefix=DXIL
// RUN: %texel -T cs_6_6 -E main %s | FileCheck %s --check-prefix=OPS

struct L { float3 dir; float k; };
struct M { float a; L l[2]; };
cbuffer A : register(b0) {
  float w[3];
  L light;
  M m;
};
RWStructuredBuffer<L> OutL : register(u0);
RWStructuredBuffer<M> OutM : register(u1);
RWBuffer<float> Out : register(u2);

[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  OutL[id.x] = light;
  OutM[id.x] = m;
  float c[3] = w;
  Out[id.x] = c[id.x % 3];
}

// DXIL-DAG: %__cblayout_A = type <{ <{ [2 x <{ float, target("dx.Padding", 12) }>], float }>, target("dx.Padding", 12), %__cblayout_struct.L, %__cblayout_struct.M }>
// DXIL-DAG: %__cblayout_struct.L = type <{ <3 x float>, float }>
// DXIL-DAG: %__cblayout_struct.M = type <{ float, target("dx.Padding", 12), [2 x %__cblayout_struct.L] }>
// DXIL-DAG: %struct.L = type { <3 x float>, float }
// DXIL-DAG: %struct.M = type { float, [2 x %struct.L] }
// The front end loads the padded form and rebuilds the plain value; the
// passes -Od keeps split the aggregate loads into one load per leaf, at the
// legacy offsets: light.dir 0, light.k 12; m.a 0, m.l[0] 16 and 28, m.l[1]
// 32 and 44; w[0..2] 0, 16, 32.
// DXIL-LABEL: define void @main()
// DXIL: load <3 x float>, ptr addrspace(2) @light, align 1
// DXIL-NEXT: load float, ptr addrspace(2) getelementptr inbounds nuw (i8, ptr addrspace(2) @light, i32 12), align 1
// DXIL: load float, ptr addrspace(2) @m, align 1
// DXIL-NEXT: load <3 x float>, ptr addrspace(2) getelementptr inbounds nuw (i8, ptr addrspace(2) @m, i32 16), align 1
// DXIL-NEXT: load float, ptr addrspace(2) getelementptr inbounds nuw (i8, ptr addrspace(2) @m, i32 28), align 1
// DXIL-NEXT: load <3 x float>, ptr addrspace(2) getelementptr inbounds nuw (i8, ptr addrspace(2) @m, i32 32), align 1
// DXIL-NEXT: load float, ptr addrspace(2) getelementptr inbounds nuw (i8, ptr addrspace(2) @m, i32 44), align 1
// DXIL: load float, ptr addrspace(2) @w, align 1
// DXIL-NEXT: load float, ptr addrspace(2) getelementptr inbounds nuw (i8, ptr addrspace(2) @w, i32 16), align 1
// DXIL-NEXT: load float, ptr addrspace(2) getelementptr inbounds nuw (i8, ptr addrspace(2) @w, i32 32), align 1
// DXIL: ret void

// Each leaf from its row: light row 3, m.a row 4, m.l[0] row 5, m.l[1] row 6,
// w rows 0..2.
// OPS-DAG: call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle [[H:%.*]], i32 3)
// OPS-DAG: call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle [[H]], i32 4)
// OPS-DAG: call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle [[H]], i32 5)
// OPS-DAG: call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle [[H]], i32 6)
// OPS-DAG: call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle [[H]], i32 0)
// OPS-DAG: call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle [[H]], i32 1)
// OPS-DAG: call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle [[H]], i32 2)
// OPS-NOT: addrspace(2)
