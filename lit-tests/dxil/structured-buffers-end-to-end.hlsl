// End to end: `texel -T cs_6_x -E main` (front end, optimisation, texel-dxil,
// texel-dxil-verify) succeeds on structured buffers of a struct and of a
// vector and prints DXIL-op IR without llvm.dx.* intrinsics or element
// pointers: RawBufferLoad / RawBufferStore from SM 6.2, BufferLoad /
// BufferStore with the element offset below; also at -Od.
//
// RUN: %texel -T cs_6_6 -E main %s | FileCheck %s --check-prefixes=CHECK,SM66
// RUN: %texel -T cs_6_0 -E main %s | FileCheck %s --check-prefixes=CHECK,SM60
// RUN: %texel -T cs_6_6 -E main -Od %s | FileCheck %s --check-prefixes=CHECK,SM66
// RUN: %texel -T cs_6_6 -E main %s | FileCheck %s --check-prefix=NODX
// RUN: %texel -T cs_6_0 -E main -Od %s | FileCheck %s --check-prefix=NODX
// NODX-NOT: llvm.dx.
// NODX-NOT: getelementptr

struct Particle { float3 pos; float mass; };
StructuredBuffer<Particle> Particles : register(t0);
RWStructuredBuffer<Particle> Out : register(u0);
RWStructuredBuffer<float4> Colors : register(u1);

[numthreads(64, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID) {
  Particle p = Particles[tid.x];
  p.pos *= p.mass;
  Out[tid.x] = p;
  Colors[tid.x].w = p.mass;
}

// Particle: pos 0 (mask 7), mass 12; 16 bytes aligned to 4.
// CHECK-LABEL: define void @main()
// SM66-DAG: call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle {{%.*}}, %dx.types.ResourceProperties { i32 524, i32 16 })
// SM66-DAG: call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle {{%.*}}, %dx.types.ResourceProperties { i32 4620, i32 16 })
// SM66-DAG: call %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle {{%.*}}, i32 {{%.*}}, i32 0, i8 7, i32 4)
// SM66-DAG: call %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle {{%.*}}, i32 {{%.*}}, i32 12, i8 1, i32 4)
// SM66-DAG: call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle {{%.*}}, i32 {{%.*}}, i32 0, float {{%.*}}, float {{%.*}}, float {{%.*}}, float undef, i8 7, i32 4)
// SM66-DAG: call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle {{%.*}}, i32 {{%.*}}, i32 12, float {{%.*}}, float undef, float undef, float undef, i8 1, i32 4)
// SM60-DAG: call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle {{%.*}}, i32 {{%.*}}, i32 0)
// SM60-DAG: call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle {{%.*}}, i32 {{%.*}}, i32 12)
// SM60-DAG: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle {{%.*}}, i32 {{%.*}}, i32 0, float {{%.*}}, float {{%.*}}, float {{%.*}}, float undef, i8 7)
// SM60-DAG: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle {{%.*}}, i32 {{%.*}}, i32 12, float {{%.*}}, float undef, float undef, float undef, i8 1)
// CHECK: ret void
// CHECK-DAG: !{i32 0, ptr @Particles, !"Particles", i32 0, i32 0, i32 1, i32 12, i32 0, [[S16:![0-9]+]]}
// CHECK-DAG: [[S16]] = !{i32 1, i32 16}
