// The wave and quad operations of SM 6.0 on both targets: upstream's
// llvm.dx/spv.wave.* intrinsics where LLVM 22 has them (reduce.sum/usum,
// reduce.min/umin/max/umax, readlane, ballot, any, all, active.countbits,
// is.first.lane, get.lane.count, getlaneindex / subgroup.local.invocation.id),
// the names upstream added since or texel's after its pattern otherwise
// (product/uproduct, reduce.and/or/xor, prefix.sum/usum, prefix.product/
// uproduct, prefix.bit.count / subgroup.prefix.bit.count, all.equal,
// readlanefirst, quad.read.across.x/y/diagonal, quad.read.lane.at). Unsigned
// operands choose the u forms on DXIL; WaveActiveAllEqual of a vector votes per
// component. SPIR-V: GroupNonUniform* on the Subgroup scope (3) with their
// capabilities, through spirv-val.
//
// RUN: %texel -T cs_6_0 -E main -Od --emit=ir %s | FileCheck %s --check-prefix=DXIL
// RUN: %texel -T cs_6_0 -E main -Od -spirv --emit=ir %s | FileCheck %s --check-prefix=SPV
// RUN: %texel -T cs_6_0 -E main -spirv -Fo %t.spv %s
// RUN: %spirv-val --target-env vulkan1.3 %t.spv
// RUN: %spirv-dis %t.spv | FileCheck %s --check-prefix=SPIRV

RWStructuredBuffer<uint> U : register(u0);
RWStructuredBuffer<int> S : register(u1);
RWStructuredBuffer<float4> F : register(u2);
RWStructuredBuffer<uint4> B : register(u3);

[numthreads(64, 1, 1)]
void main(uint i : SV_GroupIndex) {
  int s = S[i];
  float4 f = F[i];
  uint u = U[i];
  U[0] = WaveGetLaneCount();
  U[1] = WaveGetLaneIndex();
  U[2] = WaveIsFirstLane();
  U[3] = WaveActiveAnyTrue(u > 3);
  U[4] = WaveActiveAllTrue(u > 3);
  B[0] = WaveActiveBallot(u > 3);
  U[5] = WaveActiveAllEqual(u);
  B[1] = WaveActiveAllEqual(f);
  U[6] = WaveActiveCountBits(u > 3);
  U[7] = WaveActiveSum(u);
  S[0] = WaveActiveSum(s);
  F[0] = WaveActiveSum(f);
  U[8] = WaveActiveProduct(u);
  S[1] = WaveActiveProduct(s);
  U[9] = WaveActiveMin(u);
  S[2] = WaveActiveMin(s);
  F[1] = WaveActiveMin(f);
  U[10] = WaveActiveMax(u);
  S[3] = WaveActiveMax(s);
  F[2] = WaveActiveMax(f);
  U[11] = WaveActiveBitAnd(u);
  U[12] = WaveActiveBitOr(u);
  U[13] = WaveActiveBitXor(u);
  U[14] = WaveReadLaneAt(u, 3);
  F[3] = WaveReadLaneFirst(f);
  U[15] = WavePrefixSum(u);
  S[4] = WavePrefixSum(s);
  F[4] = WavePrefixProduct(f);
  U[16] = WavePrefixProduct(u);
  U[17] = WavePrefixCountBits(u > 3);
  F[5] = QuadReadAcrossX(f);
  F[6] = QuadReadAcrossY(f);
  F[7] = QuadReadAcrossDiagonal(f);
  U[18] = QuadReadLaneAt(u, 2);
}

// DXIL-LABEL: define void @main()
// DXIL: [[S:%.*]] = load i32, ptr {{%.*}}, align 4
// DXIL: [[F:%.*]] = load <4 x float>, ptr {{%.*}}, align 16
// DXIL: [[U:%.*]] = load i32, ptr {{%.*}}, align 4
// DXIL: {{%[0-9]+}} = call i32 @llvm.dx.wave.get.lane.count()
// DXIL: {{%[0-9]+}} = call i32 @llvm.dx.wave.getlaneindex()
// DXIL: {{%[0-9]+}} = call i1 @llvm.dx.wave.is.first.lane()
// DXIL: {{%[0-9]+}} = call i1 @llvm.dx.wave.any(i1 {{%[0-9]+}})
// DXIL: {{%[0-9]+}} = call i1 @llvm.dx.wave.all(i1 {{%[0-9]+}})
// DXIL: {{%[0-9]+}} = call <4 x i32> @llvm.dx.wave.ballot(i1 {{%[0-9]+}})
// DXIL: {{%[0-9]+}} = call i1 @llvm.dx.wave.all.equal.i32(i32 [[U]])
// DXIL: {{%[0-9]+}} = call i1 @llvm.dx.wave.all.equal.f32(float {{%[0-9]+}})
// DXIL: {{%[0-9]+}} = call i1 @llvm.dx.wave.all.equal.f32(float {{%[0-9]+}})
// DXIL: {{%[0-9]+}} = call i1 @llvm.dx.wave.all.equal.f32(float {{%[0-9]+}})
// DXIL: {{%[0-9]+}} = call i1 @llvm.dx.wave.all.equal.f32(float {{%[0-9]+}})
// DXIL: {{%[0-9]+}} = call i32 @llvm.dx.wave.active.countbits(i1 {{%[0-9]+}})
// DXIL: {{%[0-9]+}} = call i32 @llvm.dx.wave.reduce.usum.i32(i32 [[U]])
// DXIL: {{%[0-9]+}} = call i32 @llvm.dx.wave.reduce.sum.i32(i32 [[S]])
// DXIL: {{%[0-9]+}} = call <4 x float> @llvm.dx.wave.reduce.sum.v4f32(<4 x float> [[F]])
// DXIL: {{%[0-9]+}} = call i32 @llvm.dx.wave.uproduct.i32(i32 [[U]])
// DXIL: {{%[0-9]+}} = call i32 @llvm.dx.wave.product.i32(i32 [[S]])
// DXIL: {{%[0-9]+}} = call i32 @llvm.dx.wave.reduce.umin.i32(i32 [[U]])
// DXIL: {{%[0-9]+}} = call i32 @llvm.dx.wave.reduce.min.i32(i32 [[S]])
// DXIL: {{%[0-9]+}} = call <4 x float> @llvm.dx.wave.reduce.min.v4f32(<4 x float> [[F]])
// DXIL: {{%[0-9]+}} = call i32 @llvm.dx.wave.reduce.umax.i32(i32 [[U]])
// DXIL: {{%[0-9]+}} = call i32 @llvm.dx.wave.reduce.max.i32(i32 [[S]])
// DXIL: {{%[0-9]+}} = call <4 x float> @llvm.dx.wave.reduce.max.v4f32(<4 x float> [[F]])
// DXIL: {{%[0-9]+}} = call i32 @llvm.dx.wave.reduce.and.i32(i32 [[U]])
// DXIL: {{%[0-9]+}} = call i32 @llvm.dx.wave.reduce.or.i32(i32 [[U]])
// DXIL: {{%[0-9]+}} = call i32 @llvm.dx.wave.reduce.xor.i32(i32 [[U]])
// DXIL: {{%[0-9]+}} = call i32 @llvm.dx.wave.readlane.i32(i32 [[U]], i32 3)
// DXIL: {{%[0-9]+}} = call <4 x float> @llvm.dx.wave.readlanefirst.v4f32(<4 x float> [[F]])
// DXIL: {{%[0-9]+}} = call i32 @llvm.dx.wave.prefix.usum.i32(i32 [[U]])
// DXIL: {{%[0-9]+}} = call i32 @llvm.dx.wave.prefix.sum.i32(i32 [[S]])
// DXIL: {{%[0-9]+}} = call <4 x float> @llvm.dx.wave.prefix.product.v4f32(<4 x float> [[F]])
// DXIL: {{%[0-9]+}} = call i32 @llvm.dx.wave.prefix.uproduct.i32(i32 [[U]])
// DXIL: {{%[0-9]+}} = call i32 @llvm.dx.wave.prefix.bit.count(i1 {{%[0-9]+}})
// DXIL: {{%[0-9]+}} = call <4 x float> @llvm.dx.quad.read.across.x.v4f32(<4 x float> [[F]])
// DXIL: {{%[0-9]+}} = call <4 x float> @llvm.dx.quad.read.across.y.v4f32(<4 x float> [[F]])
// DXIL: {{%[0-9]+}} = call <4 x float> @llvm.dx.quad.read.across.diagonal.v4f32(<4 x float> [[F]])
// DXIL: {{%[0-9]+}} = call i32 @llvm.dx.quad.read.lane.at.i32(i32 [[U]], i32 2)

// SPV-LABEL: define void @main()
// SPV: [[S:%.*]] = load i32, ptr addrspace(11) {{%.*}}, align 4
// SPV: [[F:%.*]] = load <4 x float>, ptr addrspace(11) {{%.*}}, align 16
// SPV: [[U:%.*]] = load i32, ptr addrspace(11) {{%.*}}, align 4
// SPV: {{%[0-9]+}} = call i32 @llvm.spv.wave.get.lane.count()
// SPV: {{%[0-9]+}} = call i32 @llvm.spv.subgroup.local.invocation.id()
// SPV: {{%[0-9]+}} = call i1 @llvm.spv.wave.is.first.lane()
// SPV: {{%[0-9]+}} = call i1 @llvm.spv.wave.any(i1 {{%[0-9]+}})
// SPV: {{%[0-9]+}} = call i1 @llvm.spv.wave.all(i1 {{%[0-9]+}})
// SPV: {{%[0-9]+}} = call <4 x i32> @llvm.spv.wave.ballot(i1 {{%[0-9]+}})
// SPV: {{%[0-9]+}} = call i1 @llvm.spv.wave.all.equal.i32(i32 [[U]])
// SPV: {{%[0-9]+}} = call i1 @llvm.spv.wave.all.equal.f32(float {{%[0-9]+}})
// SPV: {{%[0-9]+}} = call i1 @llvm.spv.wave.all.equal.f32(float {{%[0-9]+}})
// SPV: {{%[0-9]+}} = call i1 @llvm.spv.wave.all.equal.f32(float {{%[0-9]+}})
// SPV: {{%[0-9]+}} = call i1 @llvm.spv.wave.all.equal.f32(float {{%[0-9]+}})
// SPV: {{%[0-9]+}} = call i32 @llvm.spv.wave.active.countbits(i1 {{%[0-9]+}})
// SPV: {{%[0-9]+}} = call i32 @llvm.spv.wave.reduce.sum.i32(i32 [[U]])
// SPV: {{%[0-9]+}} = call i32 @llvm.spv.wave.reduce.sum.i32(i32 [[S]])
// SPV: {{%[0-9]+}} = call <4 x float> @llvm.spv.wave.reduce.sum.v4f32(<4 x float> [[F]])
// SPV: {{%[0-9]+}} = call i32 @llvm.spv.wave.product.i32(i32 [[U]])
// SPV: {{%[0-9]+}} = call i32 @llvm.spv.wave.product.i32(i32 [[S]])
// SPV: {{%[0-9]+}} = call i32 @llvm.spv.wave.reduce.umin.i32(i32 [[U]])
// SPV: {{%[0-9]+}} = call i32 @llvm.spv.wave.reduce.min.i32(i32 [[S]])
// SPV: {{%[0-9]+}} = call <4 x float> @llvm.spv.wave.reduce.min.v4f32(<4 x float> [[F]])
// SPV: {{%[0-9]+}} = call i32 @llvm.spv.wave.reduce.umax.i32(i32 [[U]])
// SPV: {{%[0-9]+}} = call i32 @llvm.spv.wave.reduce.max.i32(i32 [[S]])
// SPV: {{%[0-9]+}} = call <4 x float> @llvm.spv.wave.reduce.max.v4f32(<4 x float> [[F]])
// SPV: {{%[0-9]+}} = call i32 @llvm.spv.wave.reduce.and.i32(i32 [[U]])
// SPV: {{%[0-9]+}} = call i32 @llvm.spv.wave.reduce.or.i32(i32 [[U]])
// SPV: {{%[0-9]+}} = call i32 @llvm.spv.wave.reduce.xor.i32(i32 [[U]])
// SPV: {{%[0-9]+}} = call i32 @llvm.spv.wave.readlane.i32(i32 [[U]], i32 3)
// SPV: {{%[0-9]+}} = call <4 x float> @llvm.spv.wave.readlanefirst.v4f32(<4 x float> [[F]])
// SPV: {{%[0-9]+}} = call i32 @llvm.spv.wave.prefix.sum.i32(i32 [[U]])
// SPV: {{%[0-9]+}} = call i32 @llvm.spv.wave.prefix.sum.i32(i32 [[S]])
// SPV: {{%[0-9]+}} = call <4 x float> @llvm.spv.wave.prefix.product.v4f32(<4 x float> [[F]])
// SPV: {{%[0-9]+}} = call i32 @llvm.spv.wave.prefix.product.i32(i32 [[U]])
// SPV: {{%[0-9]+}} = call i32 @llvm.spv.subgroup.prefix.bit.count(i1 {{%[0-9]+}})
// SPV: {{%[0-9]+}} = call <4 x float> @llvm.spv.quad.read.across.x.v4f32(<4 x float> [[F]])
// SPV: {{%[0-9]+}} = call <4 x float> @llvm.spv.quad.read.across.y.v4f32(<4 x float> [[F]])
// SPV: {{%[0-9]+}} = call <4 x float> @llvm.spv.quad.read.across.diagonal.v4f32(<4 x float> [[F]])
// SPV: {{%[0-9]+}} = call i32 @llvm.spv.quad.read.lane.at.i32(i32 [[U]], i32 2)

// SPIRV: OpCapability GroupNonUniform
// SPIRV-NEXT: OpCapability GroupNonUniformVote
// SPIRV-NEXT: OpCapability GroupNonUniformBallot
// SPIRV-NEXT: OpCapability GroupNonUniformArithmetic
// SPIRV-NEXT: OpCapability GroupNonUniformShuffle
// SPIRV-NEXT: OpCapability GroupNonUniformQuad
// SPIRV: [[I:%[0-9]+]] = OpLoad %uint %__spirv_BuiltInLocalInvocationIndex
// SPIRV-NEXT: [[SP:%[0-9]+]] = OpAccessChain %_ptr_StorageBuffer_uint %S %uint_0 [[I]]
// SPIRV-NEXT: [[S:%[0-9]+]] = OpLoad %uint [[SP]]
// SPIRV-NEXT: [[FP:%[0-9]+]] = OpAccessChain %_ptr_StorageBuffer_v4float %F %uint_0 [[I]]
// SPIRV-NEXT: [[F:%[0-9]+]] = OpLoad %v4float [[FP]]
// SPIRV-NEXT: [[UP:%[0-9]+]] = OpAccessChain %_ptr_StorageBuffer_uint %U %uint_0 [[I]]
// SPIRV-NEXT: [[U:%[0-9]+]] = OpLoad %uint [[UP]]
// SPIRV-NEXT: {{%[0-9]+}} = OpLoad %uint %__spirv_BuiltInSubgroupSize
// SPIRV: {{%[0-9]+}} = OpGroupNonUniformElect %bool %uint_3
// SPIRV: [[GT:%[0-9]+]] = OpUGreaterThan %bool [[U]] %uint_3
// SPIRV: {{%[0-9]+}} = OpGroupNonUniformAny %bool %uint_3 [[GT]]
// SPIRV: {{%[0-9]+}} = OpGroupNonUniformAll %bool %uint_3 [[GT]]
// SPIRV: {{%[0-9]+}} = OpGroupNonUniformBallot %v4uint %uint_3 [[GT]]
// SPIRV: {{%[0-9]+}} = OpGroupNonUniformAllEqual %bool %uint_3 [[U]]
// SPIRV: {{%[0-9]+}} = OpGroupNonUniformAllEqual %bool %uint_3 {{%[0-9]+}}
// SPIRV: {{%[0-9]+}} = OpGroupNonUniformAllEqual %bool %uint_3 {{%[0-9]+}}
// SPIRV: {{%[0-9]+}} = OpGroupNonUniformAllEqual %bool %uint_3 {{%[0-9]+}}
// SPIRV: {{%[0-9]+}} = OpGroupNonUniformAllEqual %bool %uint_3 {{%[0-9]+}}
// SPIRV: {{%[0-9]+}} = OpGroupNonUniformBallot %v4uint %uint_3 [[GT]]
// SPIRV: {{%[0-9]+}} = OpGroupNonUniformBallotBitCount %uint %uint_3 Reduce {{%[0-9]+}}
// SPIRV: {{%[0-9]+}} = OpGroupNonUniformIAdd %uint %uint_3 Reduce [[U]]
// SPIRV: {{%[0-9]+}} = OpGroupNonUniformIAdd %uint %uint_3 Reduce [[S]]
// SPIRV: {{%[0-9]+}} = OpGroupNonUniformFAdd %v4float %uint_3 Reduce [[F]]
// SPIRV: {{%[0-9]+}} = OpGroupNonUniformIMul %uint %uint_3 Reduce [[U]]
// SPIRV: {{%[0-9]+}} = OpGroupNonUniformIMul %uint %uint_3 Reduce [[S]]
// SPIRV: {{%[0-9]+}} = OpGroupNonUniformUMin %uint %uint_3 Reduce [[U]]
// SPIRV: {{%[0-9]+}} = OpGroupNonUniformSMin %uint %uint_3 Reduce [[S]]
// SPIRV: {{%[0-9]+}} = OpGroupNonUniformFMin %v4float %uint_3 Reduce [[F]]
// SPIRV: {{%[0-9]+}} = OpGroupNonUniformUMax %uint %uint_3 Reduce [[U]]
// SPIRV: {{%[0-9]+}} = OpGroupNonUniformSMax %uint %uint_3 Reduce [[S]]
// SPIRV: {{%[0-9]+}} = OpGroupNonUniformFMax %v4float %uint_3 Reduce [[F]]
// SPIRV: {{%[0-9]+}} = OpGroupNonUniformBitwiseAnd %uint %uint_3 Reduce [[U]]
// SPIRV: {{%[0-9]+}} = OpGroupNonUniformBitwiseOr %uint %uint_3 Reduce [[U]]
// SPIRV: {{%[0-9]+}} = OpGroupNonUniformBitwiseXor %uint %uint_3 Reduce [[U]]
// SPIRV: {{%[0-9]+}} = OpGroupNonUniformShuffle %uint %uint_3 [[U]] %uint_3
// SPIRV: {{%[0-9]+}} = OpGroupNonUniformBroadcastFirst %v4float %uint_3 [[F]]
// SPIRV: {{%[0-9]+}} = OpGroupNonUniformIAdd %uint %uint_3 ExclusiveScan [[U]]
// SPIRV: {{%[0-9]+}} = OpGroupNonUniformIAdd %uint %uint_3 ExclusiveScan [[S]]
// SPIRV: {{%[0-9]+}} = OpGroupNonUniformFMul %v4float %uint_3 ExclusiveScan [[F]]
// SPIRV: {{%[0-9]+}} = OpGroupNonUniformIMul %uint %uint_3 ExclusiveScan [[U]]
// SPIRV: {{%[0-9]+}} = OpGroupNonUniformBallot %v4uint %uint_3 [[GT]]
// SPIRV: {{%[0-9]+}} = OpGroupNonUniformBallotBitCount %uint %uint_3 ExclusiveScan {{%[0-9]+}}
// SPIRV: {{%[0-9]+}} = OpGroupNonUniformQuadSwap %v4float %uint_3 [[F]] %uint_0
// SPIRV: {{%[0-9]+}} = OpGroupNonUniformQuadSwap %v4float %uint_3 [[F]] %uint_1
// SPIRV: {{%[0-9]+}} = OpGroupNonUniformQuadSwap %v4float %uint_3 [[F]] %uint_2
// SPIRV: {{%[0-9]+}} = OpGroupNonUniformQuadBroadcast %uint %uint_3 [[U]] %uint_2
