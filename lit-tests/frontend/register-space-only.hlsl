// register(spaceN) without a register number: the resource is implicitly
// bound, in space / descriptor set N (valid HLSL; DXC and clang accept it;
// SPIRV.md's binding example uses `SamplerState Samp1 : register(space1)`).
// DXIL gets handlefromimplicitbinding(orderId 0, space 1, range 1, index 0, name),
// assigned to the first free u register of space 1 (u1: A holds u0);
// SPIR-V: handlefromimplicitbinding(orderId 0, set 1, ...), the first free
// binding of set 1 (1).
//
// RUN: %texel -T cs_6_6 -E main --emit=ir %s | FileCheck %s --check-prefix=DXIL
// RUN: %texel -T cs_6_6 -E main -spirv --emit=ir %s | FileCheck %s --check-prefix=SPV
// RUN: %texel -T cs_6_6 -E main %s | FileCheck %s --check-prefix=LOWERED
// RUN: %texel -T cs_6_6 -E main -spirv -Fo %t.spv %s
// RUN: %spirv-val --target-env vulkan1.3 %t.spv
// RUN: %spirv-dis %t.spv | FileCheck %s --check-prefix=SPIRV

RWBuffer<float> A : register(u0, space1);
RWBuffer<float> B : register(space1);

[numthreads(1, 1, 1)]
void main() {
  A[0] = 1;
  B[0] = 2;
}

// DXIL-LABEL: define void @main()
// DXIL-DAG: tail call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 1, i32 0, i32 1, i32 0, ptr nonnull {{@[^ ]+}})
// DXIL-DAG: tail call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefromimplicitbinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 1, i32 1, i32 0, ptr nonnull {{@[^ ]+}})

// SPV-LABEL: define void @main()
// SPV-DAG: tail call target("spirv.Image", float, 5, 2, 0, 0, 2, 3) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_2_3t(i32 1, i32 0, i32 1, i32 0, ptr nonnull {{@[^ ]+}})
// SPV-DAG: tail call target("spirv.Image", float, 5, 2, 0, 0, 2, 3) @llvm.spv.resource.handlefromimplicitbinding.tspirv.Image_f32_5_2_0_0_2_3t(i32 0, i32 1, i32 1, i32 0, ptr nonnull {{@[^ ]+}})

// LOWERED-LABEL: define void @main()
// LOWERED-DAG: call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 1, i8 1 }, i32 0, i1 false)
// LOWERED-DAG: call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 1, i32 1, i32 1, i8 1 }, i32 1, i1 false)

// SPIRV-DAG: OpDecorate %A DescriptorSet 1
// SPIRV-DAG: OpDecorate %A Binding 0
// SPIRV-DAG: OpDecorate %B DescriptorSet 1
// SPIRV-DAG: OpDecorate %B Binding 1
