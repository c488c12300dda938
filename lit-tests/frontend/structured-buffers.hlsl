// StructuredBuffer / RWStructuredBuffer of scalars, vectors and structs, HLSL
// to IR on both targets (the DXIL-op lowering is in
// structured-buffers-dxil-ops.hlsl).
//
// Handle types (as clang-22 emits them): dx.RawBuffer(ElemTy, IsWriteable,
// IsROV); spirv.VulkanBuffer([0 x ElemTy], StorageClass 12 = StorageBuffer,
// IsWriteable). Element access is getpointer(h, i32 index) + load/store; a
// member is a byte GEP from the element pointer. The struct is one whose
// offsets agree in every HLSL layout (DXC packing, std430): pos 0, uv 16,
// id 24, w 28, stride 32.
//
// RUN: %texel -T cs_6_6 -E main --emit=ir %s | FileCheck %s --check-prefix=DXIL
// RUN: %texel -T cs_6_6 -E main -spirv --emit=ir %s | FileCheck %s --check-prefix=SPV
// RUN: %texel -T cs_6_6 -E main -spirv -Fo %t.spv %s
// RUN: %spirv-val --target-env vulkan1.3 %t.spv
// RUN: %spirv-dis %t.spv | FileCheck %s --check-prefix=SPIRV

struct Particle { float4 pos; float2 uv; uint id; float w; };

StructuredBuffer<float> Scalars : register(t0);
StructuredBuffer<float4> Vectors : register(t1);
StructuredBuffer<Particle> Particles : register(t2);
RWStructuredBuffer<float> OutScalars : register(u3);
RWStructuredBuffer<float4> OutVectors : register(u4);
RWStructuredBuffer<Particle> OutParticles : register(u5);

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  uint i = id.x;
  OutScalars[i] = Scalars[i] * Particles[i].w;
  OutVectors[i] = Vectors[i] + Particles[i].pos;
  OutParticles[i].uv = Particles[i].uv.yx;
  OutParticles[i].id = Particles[i].id + 1;
}

// DXIL-DAG: [[P:%.*]] = type {{<?}}{ <4 x float>, <2 x float>, i32, float }{{>?}}
// DXIL-DAG: [[SCALARS_NAME:@[^ ]+]] = private unnamed_addr constant [8 x i8] c"Scalars\00", align 1
// DXIL-DAG: [[VECTORS_NAME:@[^ ]+]] = private unnamed_addr constant [8 x i8] c"Vectors\00", align 1
// DXIL-DAG: [[PARTICLES_NAME:@[^ ]+]] = private unnamed_addr constant [10 x i8] c"Particles\00", align 1
// DXIL-DAG: [[OUTSCALARS_NAME:@[^ ]+]] = private unnamed_addr constant [11 x i8] c"OutScalars\00", align 1
// DXIL-DAG: [[OUTVECTORS_NAME:@[^ ]+]] = private unnamed_addr constant [11 x i8] c"OutVectors\00", align 1
// DXIL-DAG: [[OUTPARTICLES_NAME:@[^ ]+]] = private unnamed_addr constant [13 x i8] c"OutParticles\00", align 1
// DXIL-LABEL: define void @main()
// DXIL-DAG: [[SCALARS:%.*]] = tail call target("dx.RawBuffer", float, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_f32_0_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull [[SCALARS_NAME]])
// DXIL-DAG: [[VECTORS:%.*]] = tail call target("dx.RawBuffer", <4 x float>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f32_0_0t(i32 0, i32 1, i32 1, i32 0, ptr nonnull [[VECTORS_NAME]])
// DXIL-DAG: [[PARTICLES:%.*]] = tail call target("dx.RawBuffer", [[P]], 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_{{[^(]+}}_0_0t(i32 0, i32 2, i32 1, i32 0, ptr nonnull [[PARTICLES_NAME]])
// DXIL-DAG: [[OUTSCALARS:%.*]] = tail call target("dx.RawBuffer", float, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_f32_1_0t(i32 0, i32 3, i32 1, i32 0, ptr nonnull [[OUTSCALARS_NAME]])
// DXIL-DAG: [[OUTVECTORS:%.*]] = tail call target("dx.RawBuffer", <4 x float>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f32_1_0t(i32 0, i32 4, i32 1, i32 0, ptr nonnull [[OUTVECTORS_NAME]])
// DXIL-DAG: [[OUTPARTICLES:%.*]] = tail call target("dx.RawBuffer", [[P]], 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_{{[^(]+}}_1_0t(i32 0, i32 5, i32 1, i32 0, ptr nonnull [[OUTPARTICLES_NAME]])
// DXIL-DAG: [[I:%.*]] = tail call i32 @llvm.dx.thread.id(i32 0)
// OutScalars[i] = Scalars[i] * Particles[i].w  (w at byte 28)
// DXIL: [[SP:%.*]] = tail call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_f32_0_0t(target("dx.RawBuffer", float, 0, 0) [[SCALARS]], i32 [[I]])
// DXIL-NEXT: [[S:%.*]] = load float, ptr [[SP]], align 4
// DXIL-NEXT: [[PP:%.*]] = tail call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_{{[^(]+}}_0_0t(target("dx.RawBuffer", [[P]], 0, 0) [[PARTICLES]], i32 [[I]])
// DXIL-NEXT: [[WP:%.*]] = getelementptr inbounds nuw i8, ptr [[PP]], i32 28
// DXIL-NEXT: [[W:%.*]] = load float, ptr [[WP]], align 4
// DXIL-NEXT: [[SW:%.*]] = fmul float [[S]], [[W]]
// DXIL-NEXT: [[OSP:%.*]] = tail call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_f32_1_0t(target("dx.RawBuffer", float, 1, 0) [[OUTSCALARS]], i32 [[I]])
// DXIL-NEXT: store float [[SW]], ptr [[OSP]], align 4
// OutVectors[i] = Vectors[i] + Particles[i].pos  (pos at byte 0)
// DXIL-NEXT: [[VP:%.*]] = tail call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_0_0t(target("dx.RawBuffer", <4 x float>, 0, 0) [[VECTORS]], i32 [[I]])
// DXIL-NEXT: [[V:%.*]] = load <4 x float>, ptr [[VP]], align {{[0-9]+}}
// DXIL-NEXT: [[POS:%.*]] = load <4 x float>, ptr [[PP]], align {{[0-9]+}}
// DXIL-NEXT: [[SUM:%.*]] = fadd <4 x float> [[V]], [[POS]]
// DXIL-NEXT: [[OVP:%.*]] = tail call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_1_0t(target("dx.RawBuffer", <4 x float>, 1, 0) [[OUTVECTORS]], i32 [[I]])
// DXIL-NEXT: store <4 x float> [[SUM]], ptr [[OVP]], align {{[0-9]+}}
// OutParticles[i].uv = Particles[i].uv.yx  (uv at byte 16)
// DXIL-NEXT: [[UVP:%.*]] = getelementptr inbounds nuw i8, ptr [[PP]], i32 16
// DXIL-NEXT: [[UV:%.*]] = load <2 x float>, ptr [[UVP]], align {{[0-9]+}}
// DXIL-NEXT: [[YX:%.*]] = shufflevector <2 x float> [[UV]], <2 x float> poison, <2 x i32> <i32 1, i32 0>
// DXIL-NEXT: [[OPP:%.*]] = tail call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_{{[^(]+}}_1_0t(target("dx.RawBuffer", [[P]], 1, 0) [[OUTPARTICLES]], i32 [[I]])
// DXIL-NEXT: [[OUVP:%.*]] = getelementptr inbounds nuw i8, ptr [[OPP]], i32 16
// DXIL-NEXT: store <2 x float> [[YX]], ptr [[OUVP]], align {{[0-9]+}}
// OutParticles[i].id = Particles[i].id + 1  (id at byte 24)
// DXIL-NEXT: [[IDP:%.*]] = getelementptr inbounds nuw i8, ptr [[PP]], i32 24
// DXIL-NEXT: [[ID:%.*]] = load i32, ptr [[IDP]], align {{[0-9]+}}
// DXIL-NEXT: [[ID1:%.*]] = add i32 [[ID]], 1
// DXIL-NEXT: [[OIDP:%.*]] = getelementptr inbounds nuw i8, ptr [[OPP]], i32 24
// DXIL-NEXT: store i32 [[ID1]], ptr [[OIDP]], align {{[0-9]+}}
// DXIL-NEXT: ret void

// SPV-DAG: [[P:%.*]] = type {{<?}}{ <4 x float>, <2 x float>, i32, float }{{>?}}
// SPV-DAG: [[SCALARS_NAME:@[^ ]+]] = private unnamed_addr constant [8 x i8] c"Scalars\00", align 1
// SPV-DAG: [[VECTORS_NAME:@[^ ]+]] = private unnamed_addr constant [8 x i8] c"Vectors\00", align 1
// SPV-DAG: [[PARTICLES_NAME:@[^ ]+]] = private unnamed_addr constant [10 x i8] c"Particles\00", align 1
// SPV-DAG: [[OUTSCALARS_NAME:@[^ ]+]] = private unnamed_addr constant [11 x i8] c"OutScalars\00", align 1
// SPV-DAG: [[OUTVECTORS_NAME:@[^ ]+]] = private unnamed_addr constant [11 x i8] c"OutVectors\00", align 1
// SPV-DAG: [[OUTPARTICLES_NAME:@[^ ]+]] = private unnamed_addr constant [13 x i8] c"OutParticles\00", align 1
// SPV-LABEL: define void @main()
// SPV-DAG: [[SCALARS:%.*]] = tail call target("spirv.VulkanBuffer", [0 x float], 12, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0f32_12_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull [[SCALARS_NAME]])
// SPV-DAG: [[VECTORS:%.*]] = tail call target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0v4f32_12_0t(i32 0, i32 1, i32 1, i32 0, ptr nonnull [[VECTORS_NAME]])
// SPV-DAG: [[PARTICLES:%.*]] = tail call target("spirv.VulkanBuffer", [0 x [[P]]], 12, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0s_{{[^(]+}}_12_0t(i32 0, i32 2, i32 1, i32 0, ptr nonnull [[PARTICLES_NAME]])
// SPV-DAG: [[OUTSCALARS:%.*]] = tail call target("spirv.VulkanBuffer", [0 x float], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0f32_12_1t(i32 0, i32 3, i32 1, i32 0, ptr nonnull [[OUTSCALARS_NAME]])
// SPV-DAG: [[OUTVECTORS:%.*]] = tail call target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0v4f32_12_1t(i32 0, i32 4, i32 1, i32 0, ptr nonnull [[OUTVECTORS_NAME]])
// SPV-DAG: [[OUTPARTICLES:%.*]] = tail call target("spirv.VulkanBuffer", [0 x [[P]]], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0s_{{[^(]+}}_12_1t(i32 0, i32 5, i32 1, i32 0, ptr nonnull [[OUTPARTICLES_NAME]])
// SPV-DAG: [[I:%.*]] = tail call i32 @llvm.spv.thread.id.i32(i32 0)
// SPV: [[SP:%.*]] = tail call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f32_12_0t(target("spirv.VulkanBuffer", [0 x float], 12, 0) [[SCALARS]], i32 [[I]])
// SPV-NEXT: [[S:%.*]] = load float, ptr addrspace(11) [[SP]], align 4
// SPV-NEXT: [[PP:%.*]] = tail call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0s_{{[^(]+}}_12_0t(target("spirv.VulkanBuffer", [0 x [[P]]], 12, 0) [[PARTICLES]], i32 [[I]])
// SPV-NEXT: [[WP:%.*]] = getelementptr inbounds nuw i8, ptr addrspace(11) [[PP]], i64 28
// SPV-NEXT: [[W:%.*]] = load float, ptr addrspace(11) [[WP]], align 4
// SPV-NEXT: [[SW:%.*]] = fmul float [[S]], [[W]]
// SPV-NEXT: [[OSP:%.*]] = tail call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f32_12_1t(target("spirv.VulkanBuffer", [0 x float], 12, 1) [[OUTSCALARS]], i32 [[I]])
// SPV-NEXT: store float [[SW]], ptr addrspace(11) [[OSP]], align 4
// SPV-NEXT: [[VP:%.*]] = tail call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0v4f32_12_0t(target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 0) [[VECTORS]], i32 [[I]])
// SPV-NEXT: [[V:%.*]] = load <4 x float>, ptr addrspace(11) [[VP]], align {{[0-9]+}}
// SPV-NEXT: [[POS:%.*]] = load <4 x float>, ptr addrspace(11) [[PP]], align {{[0-9]+}}
// SPV-NEXT: [[SUM:%.*]] = fadd <4 x float> [[V]], [[POS]]
// SPV-NEXT: [[OVP:%.*]] = tail call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0v4f32_12_1t(target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1) [[OUTVECTORS]], i32 [[I]])
// SPV-NEXT: store <4 x float> [[SUM]], ptr addrspace(11) [[OVP]], align {{[0-9]+}}
// SPV-NEXT: [[UVP:%.*]] = getelementptr inbounds nuw i8, ptr addrspace(11) [[PP]], i64 16
// SPV-NEXT: [[UV:%.*]] = load <2 x float>, ptr addrspace(11) [[UVP]], align {{[0-9]+}}
// SPV-NEXT: [[YX:%.*]] = shufflevector <2 x float> [[UV]], <2 x float> poison, <2 x i32> <i32 1, i32 0>
// SPV-NEXT: [[OPP:%.*]] = tail call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0s_{{[^(]+}}_12_1t(target("spirv.VulkanBuffer", [0 x [[P]]], 12, 1) [[OUTPARTICLES]], i32 [[I]])
// SPV-NEXT: [[OUVP:%.*]] = getelementptr inbounds nuw i8, ptr addrspace(11) [[OPP]], i64 16
// SPV-NEXT: store <2 x float> [[YX]], ptr addrspace(11) [[OUVP]], align {{[0-9]+}}
// SPV-NEXT: [[IDP:%.*]] = getelementptr inbounds nuw i8, ptr addrspace(11) [[PP]], i64 24
// SPV-NEXT: [[ID:%.*]] = load i32, ptr addrspace(11) [[IDP]], align {{[0-9]+}}
// SPV-NEXT: [[ID1:%.*]] = add i32 [[ID]], 1
// SPV-NEXT: [[OIDP:%.*]] = getelementptr inbounds nuw i8, ptr addrspace(11) [[OPP]], i64 24
// SPV-NEXT: store i32 [[ID1]], ptr addrspace(11) [[OIDP]], align {{[0-9]+}}
// SPV-NEXT: ret void

// The final module: storage buffers with the struct's offsets and stride.
// SPIRV-DAG: OpDecorate %{{[A-Za-z0-9_]+}} ArrayStride 32
// SPIRV-DAG: OpMemberDecorate %[[PT:[A-Za-z0-9_]+]] 1 Offset 16
// SPIRV-DAG: OpMemberDecorate %[[PT]] 0 Offset 0
// SPIRV-DAG: OpMemberDecorate %[[PT]] 2 Offset 24
// SPIRV-DAG: OpMemberDecorate %[[PT]] 3 Offset 28
// SPIRV-DAG: OpDecorate %{{[A-Za-z0-9_]+}} ArrayStride 16
// SPIRV-DAG: OpDecorate %{{[A-Za-z0-9_]+}} ArrayStride 4
