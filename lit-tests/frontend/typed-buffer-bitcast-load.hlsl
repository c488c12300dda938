// asuint / asfloat of a loaded typed-buffer element: `F[i] =
// asfloat(asuint(F[i]) + 1)`. The optimiser folds the bitcasts into the
// memory accesses (a <4 x i32> load and store through the <4 x float>
// element pointer); the element is still a float4 (BufferLoad.f32 /
// BufferStore.f32 with the bitcasts around them) and on Vulkan an Rgba32f
// storage image read and written as float.
//
// RUN: %texel -T cs_6_6 -E main -Od --emit=ir %s | FileCheck %s --check-prefix=DXIL
// RUN: %texel -T cs_6_6 -E main %s | FileCheck %s --check-prefix=LOWERED
// RUN: %texel -T cs_6_6 -E main -Od %s | FileCheck %s --check-prefix=LOWERED
// RUN: %texel -T cs_6_6 -E main -spirv -Fo %t.spv %s
// RUN: %spirv-val --target-env vulkan1.3 %t.spv
// RUN: %spirv-dis %t.spv | FileCheck %s --check-prefix=SPV

RWBuffer<float4> F : register(u0);

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  F[id.x] = asfloat(asuint(F[id.x]) + 1);
}

// DXIL-LABEL: define void @main()
// (even -Od's instcombine already folds the bitcasts into the accesses)
// DXIL: [[U:%.*]] = load <4 x i32>, ptr [[P:%.*]], align 16
// DXIL-NEXT: [[U1:%.*]] = add <4 x i32> [[U]], splat (i32 1)
// DXIL: store <4 x i32> [[U1]], ptr {{%.*}}, align 16

// LOWERED-LABEL: define void @main()
// LOWERED: call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68,
// LOWERED: call void @dx.op.bufferStore.f32(i32 69,

// The image stays a float image; LLVM's O1 (run again between texel-spirv and
// the SPIR-V target) folds the bitcasts back into the accesses, so texel
// renormalises typed-buffer accesses after it: the texel is read and written
// as float, the integer add sits between two bitcasts.
// SPV: [[IMAGE:%[A-Za-z_0-9]+]] = OpTypeImage %float Buffer 2 0 0 2 Rgba32f
// SPV: [[LOADED:%[0-9]+]] = OpLoad [[IMAGE]] %F
// SPV: [[READ:%[0-9]+]] = OpImageRead %v4float [[LOADED]] [[INDEX:%[0-9]+]]
// SPV-NEXT: [[BITS:%[0-9]+]] = OpBitcast %v4uint [[READ]]
// SPV-NEXT: [[SUM:%[0-9]+]] = OpIAdd %v4uint [[BITS]] {{%[0-9]+}}
// SPV-NEXT: [[BACK:%[0-9]+]] = OpBitcast %v4float [[SUM]]
// SPV-NEXT: [[STORED:%[0-9]+]] = OpLoad [[IMAGE]] %F
// SPV-NEXT: OpImageWrite [[STORED]] [[INDEX]] [[BACK]]
