// cross() of the .xyz of two float4 buffer elements, widened back with
// .xyzx: cross(a, b) = a.yzx * b.zxy - a.zxy * b.yzx. The optimiser narrows
// the element loads to <3 x float>; the DXIL lowering must still produce
// BufferLoads and a four-lane BufferStore, and the Vulkan module must pass
// spirv-val (at -Od too: the widening shuffle of the float3 result to four
// lanes with lane 0 repeated comes out as an OpCompositeInsert at index 3 of a
// 3-component vector).
//
// RUN: %texel -T cs_6_6 -E main -Od --emit=ir %s | FileCheck %s --check-prefix=DXIL
// RUN: %texel -T cs_6_6 -E main %s | FileCheck %s --check-prefix=LOWERED
// RUN: %texel -T cs_6_6 -E main %s | FileCheck %s --check-prefix=NODX
// RUN: %texel -T cs_6_6 -E main -spirv -Fo %t.spv %s
// RUN: %spirv-val --target-env vulkan1.3 %t.spv

RWBuffer<float4> F : register(u0);

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  float4 a = F[id.x];
  float4 b = F[id.x + 1];
  F[id.x] = cross(a.xyz, b.xyz).xyzx;
}

// DXIL-LABEL: define void @main()
// DXIL: [[A:%.*]] = load <4 x float>, ptr {{%.*}}, align 16
// DXIL: [[B:%.*]] = load <4 x float>, ptr {{%.*}}, align 16
// DXIL-DAG: [[AYZX:%.*]] = shufflevector <4 x float> [[A]], <4 x float> poison, <3 x i32> <i32 1, i32 2, i32 0>
// DXIL-DAG: [[BZXY:%.*]] = shufflevector <4 x float> [[B]], <4 x float> poison, <3 x i32> <i32 2, i32 0, i32 1>
// DXIL-DAG: [[AZXY:%.*]] = shufflevector <4 x float> [[A]], <4 x float> poison, <3 x i32> <i32 2, i32 0, i32 1>
// DXIL-DAG: [[BYZX:%.*]] = shufflevector <4 x float> [[B]], <4 x float> poison, <3 x i32> <i32 1, i32 2, i32 0>
// DXIL-DAG: [[M1:%.*]] = fmul <3 x float> [[AYZX]], [[BZXY]]
// DXIL-DAG: [[M2:%.*]] = fmul <3 x float> [[AZXY]], [[BYZX]]
// DXIL: [[C:%.*]] = fsub <3 x float> [[M1]], [[M2]]
// DXIL-NEXT: [[CW:%.*]] = shufflevector <3 x float> [[C]], <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 0>

// LOWERED-LABEL: define void @main()
// LOWERED-DAG: [[TID:%.*]] = call i32 @dx.op.threadId.i32(i32 93, i32 0)
// LOWERED-DAG: call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle [[H:%.*]], i32 [[TID]], i32 undef)
// LOWERED: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle [[H]], i32 [[TID]], i32 undef, float {{%.*}}, float {{%.*}}, float {{%.*}}, float {{%.*}}, i8 15)

// NODX-NOT: llvm.dx.
