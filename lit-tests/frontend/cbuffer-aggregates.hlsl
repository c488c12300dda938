// cbuffer members that are arrays and structs, and ConstantBuffer<T> (all in
// HLSL.md's first priority: "cbuffer Name : register(b0) { … }", CBV types
// "cbuffer / ConstantBuffer<T>"). Legacy packing: every array element and
// every struct starts a new 16-byte row, so w[i] is at 16 * i, uv at 36
// (after w[2] at 32), light at 48 (dir 48..59, k 60), tail at 64; in
// ConstantBuffer<L> CL, dir is at 0 and k at 12 (CL is a cbuffer whose one
// member is an L). On DXIL the members have upstream clang's padded types
// (texel_passes::layout's CBufferLegacy rule): w is
// <{ [2 x <{ float, padding 12 }>], float }> and w[i] a GEP over the padded
// element, which texel-dxil turns into row i; structs are
// %__cblayout_struct.L. On Vulkan a cbuffer follows DXC's default layout,
// relaxed std140 (arrays and structs 16-byte aligned, array stride 16, a
// member after an array starts after its whole last row): w 0 (stride 16),
// uv 48, light 64 (dir 64, k 76), tail 80; the IR has the plain types and
// the finalizer sets these Offset/ArrayStride decorations.
//
// RUN: %texel -T cs_6_6 -E main -Od --emit=ir %s | FileCheck %s --check-prefix=DXIL
// RUN: %texel -T cs_6_6 -E main %s | FileCheck %s --check-prefix=OPS
// RUN: %texel -T cs_6_6 -E main -spirv -Od --emit=ir %s | FileCheck %s --check-prefix=SPV
// RUN: %texel -T cs_6_6 -E main -spirv -Fo %t.spv %s
// RUN: %spirv-val --target-env vulkan1.3 %t.spv
// RUN: %spirv-dis %t.spv | FileCheck %s --check-prefix=SPIRV

struct L { float3 dir; float k; };
cbuffer A : register(b0) {
  float w[3];
  float2 uv;
  L light;
  float tail;
};
ConstantBuffer<L> CL : register(b1);
RWBuffer<float> Out : register(u2);

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  Out[id.x] = w[id.x % 3] + uv.y + light.dir.z * light.k + tail + CL.k;
}

// DXIL-DAG: %__cblayout_A = type <{ <{ [2 x <{ float, target("dx.Padding", 12) }>], float }>, <2 x float>, target("dx.Padding", 4), %__cblayout_struct.L, float }>
// DXIL-DAG: %__cblayout_struct.L = type <{ <3 x float>, float }>
// DXIL-DAG: %__cblayout_CL = type <{ %__cblayout_struct.L }>
// DXIL-DAG: @w = external hidden addrspace(2) global <{ [2 x <{ float, target("dx.Padding", 12) }>], float }>
// DXIL-DAG: @light = external hidden addrspace(2) global %__cblayout_struct.L
// DXIL-DAG: @CL = external hidden addrspace(2) global %__cblayout_struct.L
// DXIL-LABEL: define void @main()
// DXIL-DAG: call target("dx.CBuffer", %__cblayout_A) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s___cblayout_Ast(i32 0, i32 0, i32 1, i32 0, ptr nonnull @A.str)
// DXIL-DAG: call target("dx.CBuffer", %__cblayout_CL) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s___cblayout_CLst(i32 0, i32 1, i32 1, i32 0, ptr nonnull @CL.str)
// DXIL: [[I:%.*]] = urem i32 {{%.*}}, 3
// DXIL-NEXT: [[WP:%.*]] = getelementptr inbounds nuw <{ float, target("dx.Padding", 12) }>, ptr addrspace(2) @w, i32 [[I]]
// DXIL-NEXT: load float, ptr addrspace(2) [[WP]], align 4
// DXIL-NEXT: load float, ptr addrspace(2) getelementptr inbounds nuw (i8, ptr addrspace(2) @uv, i32 4), align 4
// DXIL: load float, ptr addrspace(2) getelementptr inbounds nuw (i8, ptr addrspace(2) @light, i32 8), align 4
// DXIL-NEXT: load float, ptr addrspace(2) getelementptr inbounds nuw (i8, ptr addrspace(2) @light, i32 12), align 4
// DXIL: load float, ptr addrspace(2) @tail, align 4
// DXIL: load float, ptr addrspace(2) getelementptr inbounds nuw (i8, ptr addrspace(2) @CL, i32 12), align 4
// DXIL: ret void

// Rows and fields: w[i] row i; uv.y byte 40, row 2 field 2; light.dir.z
// byte 56, row 3 field 2; light.k row 3 field 3; tail row 4; CL.k row 0
// field 3 of CL. A is 68 bytes, CL 16.
// OPS: [[A:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle {{%.*}}, %dx.types.ResourceProperties { i32 13, i32 68 })
// OPS: [[CL:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle {{%.*}}, %dx.types.ResourceProperties { i32 13, i32 16 })
// OPS: [[I:%.*]] = urem i32 {{%.*}}, 3
// OPS-NEXT: [[WI:%.*]] = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle [[A]], i32 [[I]])
// OPS-NEXT: extractvalue %dx.types.CBufRet.f32 [[WI]], 0
// OPS-NEXT: [[UV:%.*]] = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle [[A]], i32 2)
// OPS-NEXT: extractvalue %dx.types.CBufRet.f32 [[UV]], 2
// OPS: [[DIR:%.*]] = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle [[A]], i32 3)
// OPS-NEXT: extractvalue %dx.types.CBufRet.f32 [[DIR]], 2
// OPS-NEXT: [[K:%.*]] = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle [[A]], i32 3)
// OPS-NEXT: extractvalue %dx.types.CBufRet.f32 [[K]], 3
// OPS: [[TAIL:%.*]] = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle [[A]], i32 4)
// OPS-NEXT: extractvalue %dx.types.CBufRet.f32 [[TAIL]], 0
// OPS: [[CLK:%.*]] = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle [[CL]], i32 0)
// OPS-NEXT: extractvalue %dx.types.CBufRet.f32 [[CLK]], 3

// SPV-DAG: %__cblayout_A = type { [3 x float], <2 x float>, %struct.L, float }
// SPV-DAG: %struct.L = type { <3 x float>, float }
// SPV-DAG: %__cblayout_CL = type { %struct.L }
// SPV-DAG: @w = external hidden addrspace(12) global [3 x float]
// SPV-DAG: @CL = external hidden addrspace(12) global %struct.L
// SPV-LABEL: define void @main()
// SPV-DAG: call target("spirv.VulkanBuffer", %__cblayout_A, 2, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_s___cblayout_As_2_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @A.str)
// SPV-DAG: call target("spirv.VulkanBuffer", %__cblayout_CL, 2, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_s___cblayout_CLs_2_0t(i32 0, i32 1, i32 1, i32 0, ptr nonnull @CL.str)
// SPV: ret void

// SPIRV-DAG: OpMemberDecorate %__cblayout_A 0 Offset 0
// SPIRV-DAG: OpMemberDecorate %__cblayout_A 1 Offset 48
// SPIRV-DAG: OpMemberDecorate %__cblayout_A 2 Offset 64
// SPIRV-DAG: OpMemberDecorate %__cblayout_A 3 Offset 80
// SPIRV-DAG: OpDecorate %[[W:[0-9A-Za-z_]+]] ArrayStride 16
// SPIRV-DAG: %[[W]] = OpTypeArray %float %uint_3
// SPIRV-DAG: %__cblayout_A = OpTypeStruct %[[W]] %v2float %struct_L %float
// SPIRV-DAG: OpMemberDecorate %struct_L 0 Offset 0
// SPIRV-DAG: OpMemberDecorate %struct_L 1 Offset 12
// SPIRV-DAG: OpMemberDecorate %__cblayout_CL 0 Offset 0
// SPIRV-DAG: %__cblayout_CL = OpTypeStruct %struct_L
