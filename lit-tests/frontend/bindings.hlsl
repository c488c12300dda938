// Resource bindings on both targets: register(u0, space1), [[vk::binding(B, S)]]
// (Vulkan only; DXIL keeps register()), vk::binding without a set (set 0),
// implicit bindings, and an implicitly bound array with a constant index.
//
// On DXIL, explicit -> handlefrombinding(space, register, range, index, name);
// implicit -> handlefromimplicitbinding(orderId, space, range, index, name),
// orderIds in declaration order over the resources that have no register()
// (C 0, D 1, E 2). texel-dxil assigns them in orderId order to the first
// free register of their class and space (DXIL.md): C -> u0, D -> u2 (u1 is
// F's), E[3] -> t0..t2 (E[2] is t2).
// On SPIR-V, vk::binding wins, else register(xB, spaceS) gives (set S, binding
// B); the rest are implicit with their own orderIds (D 0, E 1) and get the
// first free binding of set 0 in orderId order (SPIRV.md): D -> 0, E -> 2
// (1 is F's, 3 is C's); an array takes one binding.
//
// RUN: %texel -T cs_6_6 -E main --emit=ir %s | FileCheck %s --check-prefix=DXIL
// RUN: %texel -T cs_6_6 -E main -spirv --emit=ir %s | FileCheck %s --check-prefix=SPV
// RUN: %texel -T cs_6_6 -E main %s | FileCheck %s --check-prefix=LOWERED
// RUN: %texel -T cs_6_6 -E main %s | FileCheck %s --check-prefix=NODX
// RUN: %texel -T cs_6_6 -E main -spirv -Fo %t.spv %s
// RUN: %spirv-val --target-env vulkan1.3 %t.spv
// RUN: %spirv-dis %t.spv | FileCheck %s --check-prefix=SPIRV

RWBuffer<float> A : register(u0, space1);
[[vk::binding(2, 1)]] RWBuffer<float> B : register(u4);
[[vk::binding(3)]] RWBuffer<float> C;
RWBuffer<float> D;
Buffer<uint> E[3];
RWBuffer<int> F : register(u1);

[numthreads(4, 4, 1)]
void main() {
  A[0] = 1;
  B[0] = 2;
  C[0] = 3;
  D[0] = 4;
  F[0] = E[2][0] * 3;
}

// DXIL-DAG: [[A_NAME:@[^ ]+]] = private unnamed_addr constant [2 x i8] c"A\00", align 1
// DXIL-DAG: [[B_NAME:@[^ ]+]] = private unnamed_addr constant [2 x i8] c"B\00", align 1
// DXIL-DAG: [[C_NAME:@[^ ]+]] = private unnamed_addr constant [2 x i8] c"C\00", align 1
// DXIL-DAG: [[D_NAME:@[^ ]+]] = private unnamed_addr constant [2 x i8] c"D\00", align 1
// DXIL-DAG: [[E_NAME:@[^ ]+]] = private unnamed_addr constant [2 x i8] c"E\00", align 1
// DXIL-DAG: [[F_NAME:@[^ ]+]] = private unnamed_addr constant [2 x i8] c"F\00", align 1
// DXIL-LABEL: define void @main()
// DXIL-DAG: [[A:%.*]] = tail call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 1, i32 0, i32 1, i32 0, ptr nonnull [[A_NAME]])
// DXIL-DAG: [[B:%.*]] = tail call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 4, i32 1, i32 0, ptr nonnull [[B_NAME]])
// DXIL-DAG: [[C:%.*]] = tail call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefromimplicitbinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull [[C_NAME]])
// DXIL-DAG: [[D:%.*]] = tail call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefromimplicitbinding.tdx.TypedBuffer_f32_1_0_0t(i32 1, i32 0, i32 1, i32 0, ptr nonnull [[D_NAME]])
// DXIL-DAG: [[E:%.*]] = tail call target("dx.TypedBuffer", i32, 0, 0, 0) @llvm.dx.resource.handlefromimplicitbinding.tdx.TypedBuffer_i32_0_0_0t(i32 2, i32 0, i32 3, i32 2, ptr nonnull [[E_NAME]])
// DXIL-DAG: [[F:%.*]] = tail call target("dx.TypedBuffer", i32, 1, 0, 1) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_i32_1_0_1t(i32 0, i32 1, i32 1, i32 0, ptr nonnull [[F_NAME]])
// DXIL: ret void

// SPV-DAG: [[A_NAME:@[^ ]+]] = private unnamed_addr constant [2 x i8] c"A\00", align 1
// SPV-DAG: [[B_NAME:@[^ ]+]] = private unnamed_addr constant [2 x i8] c"B\00", align 1
// SPV-DAG: [[C_NAME:@[^ ]+]] = private unnamed_addr constant [2 x i8] c"C\00", align 1
// SPV-DAG: [[D_NAME:@[^ ]+]] = private unnamed_addr constant [2 x i8] c"D\00", align 1
// SPV-DAG: [[E_NAME:@[^ ]+]] = private unnamed_addr constant [2 x i8] c"E\00", align 1
// SPV-DAG: [[F_NAME:@[^ ]+]] = private unnamed_addr constant [2 x i8] c"F\00", align 1
// SPV-LABEL: define void @main()
// SPV-DAG: [[A:%.*]] = tail call target("spirv.Image", float, 5, 2, 0, 0, 2, 3) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_2_3t(i32 1, i32 0, i32 1, i32 0, ptr nonnull [[A_NAME]])
// SPV-DAG: [[B:%.*]] = tail call target("spirv.Image", float, 5, 2, 0, 0, 2, 3) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_2_3t(i32 1, i32 2, i32 1, i32 0, ptr nonnull [[B_NAME]])
// SPV-DAG: [[C:%.*]] = tail call target("spirv.Image", float, 5, 2, 0, 0, 2, 3) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_2_3t(i32 0, i32 3, i32 1, i32 0, ptr nonnull [[C_NAME]])
// SPV-DAG: [[D:%.*]] = tail call target("spirv.Image", float, 5, 2, 0, 0, 2, 3) @llvm.spv.resource.handlefromimplicitbinding.tspirv.Image_f32_5_2_0_0_2_3t(i32 0, i32 0, i32 1, i32 0, ptr nonnull [[D_NAME]])
// SPV-DAG: [[E:%.*]] = tail call target("spirv.Image", i32, 5, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefromimplicitbinding.tspirv.Image_i32_5_2_0_0_1_0t(i32 1, i32 0, i32 3, i32 2, ptr nonnull [[E_NAME]])
// SPV-DAG: [[F:%.*]] = tail call target("spirv.SignedImage", i32, 5, 2, 0, 0, 2, 24) @llvm.spv.resource.handlefrombinding.tspirv.SignedImage_i32_5_2_0_0_2_24t(i32 0, i32 1, i32 1, i32 0, ptr nonnull [[F_NAME]])
// SPV: ret void

// ResBind {lowerBound, upperBound, space, class}; index = lowerBound + index.
// LOWERED-LABEL: define void @main()
// LOWERED-DAG: [[AB:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 1, i8 1 }, i32 0, i1 false)
// LOWERED-DAG: [[A:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[AB]], %dx.types.ResourceProperties { i32 4106, i32 265 })
// LOWERED-DAG: [[BB:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 4, i32 4, i32 0, i8 1 }, i32 4, i1 false)
// LOWERED-DAG: [[B:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[BB]], %dx.types.ResourceProperties { i32 4106, i32 265 })
// LOWERED-DAG: [[CB:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 1 }, i32 0, i1 false)
// LOWERED-DAG: [[C:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[CB]], %dx.types.ResourceProperties { i32 4106, i32 265 })
// LOWERED-DAG: [[DB:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 2, i32 2, i32 0, i8 1 }, i32 2, i1 false)
// LOWERED-DAG: [[D:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[DB]], %dx.types.ResourceProperties { i32 4106, i32 265 })
// LOWERED-DAG: [[EB:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 2, i32 0, i8 0 }, i32 2, i1 false)
// LOWERED-DAG: [[E:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[EB]], %dx.types.ResourceProperties { i32 10, i32 261 })
// LOWERED-DAG: [[FB:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 1, i32 1, i32 0, i8 1 }, i32 1, i1 false)
// LOWERED-DAG: [[F:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[FB]], %dx.types.ResourceProperties { i32 4106, i32 260 })
// LOWERED-DAG: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle [[A]], i32 0, i32 undef, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, i8 15)
// LOWERED-DAG: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle [[B]], i32 0, i32 undef, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, i8 15)
// LOWERED-DAG: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle [[C]], i32 0, i32 undef, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, i8 15)
// LOWERED-DAG: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle [[D]], i32 0, i32 undef, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, i8 15)
// LOWERED-DAG: [[ER:%.*]] = call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle [[E]], i32 0, i32 undef)
// LOWERED-DAG: [[EV:%.*]] = extractvalue %dx.types.ResRet.i32 [[ER]], 0
// LOWERED-DAG: [[E3:%.*]] = mul i32 [[EV]], 3
// LOWERED-DAG: call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle [[F]], i32 0, i32 undef, i32 [[E3]], i32 [[E3]], i32 [[E3]], i32 [[E3]], i8 15)
// LOWERED: ret void
// Resource records: id, symbol, name, space, lower bound, range size, ...
// LOWERED-DAG: !{i32 {{[0-9]+}}, ptr @E, !"E", i32 0, i32 0, i32 3, i32 10, i32 0, !{{[0-9]+}}}
// LOWERED-DAG: !{i32 {{[0-9]+}}, ptr @A, !"A", i32 1, i32 0, i32 1, i32 10, i1 false, i1 false, i1 false, !{{[0-9]+}}}
// LOWERED-DAG: !{i32 {{[0-9]+}}, ptr @B, !"B", i32 0, i32 4, i32 1, i32 10, i1 false, i1 false, i1 false, !{{[0-9]+}}}
// LOWERED-DAG: !{i32 {{[0-9]+}}, ptr @C, !"C", i32 0, i32 0, i32 1, i32 10, i1 false, i1 false, i1 false, !{{[0-9]+}}}
// LOWERED-DAG: !{i32 {{[0-9]+}}, ptr @D, !"D", i32 0, i32 2, i32 1, i32 10, i1 false, i1 false, i1 false, !{{[0-9]+}}}
// LOWERED-DAG: !{i32 {{[0-9]+}}, ptr @F, !"F", i32 0, i32 1, i32 1, i32 10, i1 false, i1 false, i1 false, !{{[0-9]+}}}

// NODX-NOT: llvm.dx.

// SPIRV-DAG: OpDecorate %A DescriptorSet 1
// SPIRV-DAG: OpDecorate %A Binding 0
// SPIRV-DAG: OpDecorate %B DescriptorSet 1
// SPIRV-DAG: OpDecorate %B Binding 2
// SPIRV-DAG: OpDecorate %C DescriptorSet 0
// SPIRV-DAG: OpDecorate %C Binding 3
// SPIRV-DAG: OpDecorate %D DescriptorSet 0
// SPIRV-DAG: OpDecorate %D Binding 0
// SPIRV-DAG: OpDecorate %E DescriptorSet 0
// SPIRV-DAG: OpDecorate %E Binding 2
// SPIRV-DAG: OpDecorate %F DescriptorSet 0
// SPIRV-DAG: OpDecorate %F Binding 1
