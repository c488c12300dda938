// Templated ByteAddressBuffer access (HLSL 2018+, SM 6.2+): Load<T>(offset)
// and Store<T>(offset, value) with scalar and vector T. `In.Load<float>(8)`
// is a load of a float at byte 8, `Out.Store<float2>(o, v)` a store of a
// float2, on both targets.
//
// RUN: %texel -T cs_6_6 -E main --emit=ir %s | FileCheck %s --check-prefix=DXIL
// RUN: %texel -T cs_6_6 -E main -spirv --emit=ir %s | FileCheck %s --check-prefix=SPV

ByteAddressBuffer In : register(t0);
RWByteAddressBuffer Out : register(u1);

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  float f = In.Load<float>(8);
  float2 g = In.Load<float2>(id.x * 8);
  Out.Store<float2>(id.x * 8, g * f);
}

// DXIL-LABEL: define void @main()
// DXIL: [[FP:%.*]] = tail call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i8_0_0t(target("dx.RawBuffer", i8, 0, 0) [[IN:%.*]], i32 8)
// DXIL-NEXT: [[F:%.*]] = load float, ptr [[FP]], align 4
// DXIL: [[GP:%.*]] = tail call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i8_0_0t(target("dx.RawBuffer", i8, 0, 0) [[IN]], i32 [[OFF:%.*]])
// DXIL-NEXT: [[G:%.*]] = load <2 x float>, ptr [[GP]], align 4
// DXIL: [[SP:%.*]] = tail call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i8_1_0t(target("dx.RawBuffer", i8, 1, 0) {{%.*}}, i32 [[OFF]])
// DXIL: store <2 x float> {{%.*}}, ptr [[SP]], align 4

// SPV-LABEL: define void @main()
// SPV: [[FP:%.*]] = tail call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i8_12_0t(target("spirv.VulkanBuffer", [0 x i8], 12, 0) [[IN:%.*]], i32 8)
// SPV-NEXT: [[F:%.*]] = load float, ptr addrspace(11) [[FP]], align 4
// SPV: store <2 x float> {{%.*}}, ptr addrspace(11) {{%.*}}, align 4
