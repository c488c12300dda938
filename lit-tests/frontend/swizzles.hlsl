// Swizzles: reading (`v.zyx`, `.xxyy`, `.rgba`, `.wzyx`), writing a local
// (`v.xy = …`, `v.w = …`) and a component of a buffer element
// (`Out[i].y = …`, a float store at byte 4 of the element).
// With v = In[i]: r = (v.z, v.y, v.x); v.xy = r.zx * 2 = (2 v.x, 2 v.z);
// v.w = v.x (the new x), so Out[i] = (2 v.x, 2 v.z, v.z, 2 v.x);
// Out[i + 1].y = r.y = v.y; s = v.xxyy + v.rgba + v.wzyx.
// (Component writes to RWBuffer elements: typed-buffer-component-store.hlsl.)
//
// RUN: %texel -T cs_6_6 -E main --emit=ir %s | FileCheck %s --check-prefix=DXIL
// RUN: %texel -T cs_6_6 -E main -spirv --emit=ir %s | FileCheck %s --check-prefix=SPV
// RUN: %texel -T cs_6_6 -E main %s | FileCheck %s --check-prefix=LOWERED
// RUN: %texel -T cs_6_6 -E main %s | FileCheck %s --check-prefix=NODX
// RUN: %texel -T cs_6_6 -E main -spirv -Fo %t.spv %s
// RUN: %spirv-val --target-env vulkan1.3 %t.spv

Buffer<float4> In : register(t0);
RWStructuredBuffer<float4> Out : register(u1);

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  float4 v = In[id.x];
  float3 r = v.zyx;
  v.xy = r.zx * 2;
  v.w = v.x;
  Out[id.x] = v;
  Out[id.x + 1].y = r.y;
  float4 s = v.xxyy + v.rgba + v.wzyx;
  Out[id.x + 3] = s;
}

// DXIL-LABEL: define void @main()
// DXIL: [[INP:%.*]] = tail call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_v4f32_0_0_0t(target("dx.TypedBuffer", <4 x float>, 0, 0, 0) {{%.*}}, i32 [[TID:%.*]])
// DXIL-NEXT: [[V:%.*]] = load <4 x float>, ptr [[INP]], align 16
// v.zyx, then its .zx (= v.xz), doubled, as two lanes (VectorCombine keeps
// the multiply on the whole vector, with poison in the lanes nobody reads):
// DXIL-NEXT: [[V2:%.*]] = fmul <4 x float> [[V]], <float 2.000000e+00, float poison, float 2.000000e+00, float poison>
// DXIL-NEXT: [[XZ2:%.*]] = shufflevector <4 x float> [[V2]], <4 x float> poison, <4 x i32> <i32 0, i32 2, i32 poison, i32 poison>
// new v = (2 v.x, 2 v.z, v.z, 2 v.x)
// DXIL-NEXT: [[NV:%.*]] = shufflevector <4 x float> [[V]], <4 x float> [[XZ2]], <4 x i32> <i32 4, i32 5, i32 2, i32 4>
// DXIL-NEXT: [[P0:%.*]] = tail call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_1_0t(target("dx.RawBuffer", <4 x float>, 1, 0) [[OUT:%.*]], i32 [[TID]])
// DXIL-NEXT: store <4 x float> [[NV]], ptr [[P0]], align 16
// Out[i + 1].y = v.y
// DXIL-NEXT: [[VY:%.*]] = extractelement <4 x float> [[V]], i64 1
// DXIL-NEXT: [[I1:%.*]] = add i32 [[TID]], 1
// DXIL-NEXT: [[P1:%.*]] = tail call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_1_0t(target("dx.RawBuffer", <4 x float>, 1, 0) [[OUT]], i32 [[I1]])
// DXIL-NEXT: [[P1Y:%.*]] = getelementptr inbounds nuw i8, ptr [[P1]], i32 4
// DXIL-NEXT: store float [[VY]], ptr [[P1Y]], align 4
// s = new v.xxyy + new v + new v.wzyx, with new v's lanes taken from 2 v.xz and v
// DXIL-NEXT: [[XXYY:%.*]] = shufflevector <4 x float> [[XZ2]], <4 x float> poison, <4 x i32> <i32 0, i32 0, i32 1, i32 1>
// DXIL-NEXT: [[S1:%.*]] = fadd <4 x float> [[NV]], [[XXYY]]
// DXIL-NEXT: [[WZYX:%.*]] = shufflevector <4 x float> [[XZ2]], <4 x float> [[V]], <4 x i32> <i32 0, i32 6, i32 1, i32 0>
// DXIL-NEXT: [[S:%.*]] = fadd <4 x float> [[WZYX]], [[S1]]
// DXIL-NEXT: [[I3:%.*]] = add i32 [[TID]], 3
// DXIL-NEXT: [[P3:%.*]] = tail call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_1_0t(target("dx.RawBuffer", <4 x float>, 1, 0) [[OUT]], i32 [[I3]])
// DXIL-NEXT: store <4 x float> [[S]], ptr [[P3]], align 16
// DXIL-NEXT: ret void

// SPV-LABEL: define void @main()
// SPV: [[INP:%.*]] = tail call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_1_0t(target("spirv.Image", float, 5, 2, 0, 0, 1, 0) {{%.*}}, i32 [[TID:%.*]])
// SPV-NEXT: [[V:%.*]] = load <4 x float>, ptr addrspace(11) [[INP]], align 16
// SPV-NEXT: [[V2:%.*]] = fmul <4 x float> [[V]], <float 2.000000e+00, float poison, float 2.000000e+00, float poison>
// SPV-NEXT: [[XZ2:%.*]] = shufflevector <4 x float> [[V2]], <4 x float> poison, <4 x i32> <i32 0, i32 2, i32 poison, i32 poison>
// SPV-NEXT: [[NV:%.*]] = shufflevector <4 x float> [[V]], <4 x float> [[XZ2]], <4 x i32> <i32 4, i32 5, i32 2, i32 4>
// SPV-NEXT: [[P0:%.*]] = tail call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0v4f32_12_1t(target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1) [[OUT:%.*]], i32 [[TID]])
// SPV-NEXT: store <4 x float> [[NV]], ptr addrspace(11) [[P0]], align 16
// SPV-NEXT: [[VY:%.*]] = extractelement <4 x float> [[V]], i64 1
// SPV-NEXT: [[I1:%.*]] = add i32 [[TID]], 1
// SPV-NEXT: [[P1:%.*]] = tail call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0v4f32_12_1t(target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1) [[OUT]], i32 [[I1]])
// SPV-NEXT: [[P1Y:%.*]] = getelementptr inbounds nuw i8, ptr addrspace(11) [[P1]], i64 4
// SPV-NEXT: store float [[VY]], ptr addrspace(11) [[P1Y]], align 4

// Lowered: the .y store is a one-lane RawBufferStore at byte offset 4.
// LOWERED-LABEL: define void @main()
// LOWERED-DAG: [[OUTB:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 1, i32 1, i32 0, i8 1 }, i32 1, i1 false)
// LOWERED-DAG: [[OUT:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[OUTB]], %dx.types.ResourceProperties { i32 4108, i32 16 })
// LOWERED-DAG: [[TID:%.*]] = call i32 @dx.op.threadId.i32(i32 93, i32 0)
// LOWERED-DAG: [[R:%.*]] = call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle {{%.*}}, i32 [[TID]], i32 undef)
// LOWERED-DAG: [[VY:%.*]] = extractvalue %dx.types.ResRet.f32 [[R]], 1
// LOWERED: call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle [[OUT]], i32 [[TID]], i32 0, float {{%.*}}, float {{%.*}}, float {{%.*}}, float {{%.*}}, i8 15, i32 4)
// LOWERED: [[I1:%.*]] = add i32 [[TID]], 1
// LOWERED-NEXT: call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle [[OUT]], i32 [[I1]], i32 4, float [[VY]], float undef, float undef, float undef, i8 1, i32 4)
// LOWERED: call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle [[OUT]], i32 {{%.*}}, i32 0, float {{%.*}}, float {{%.*}}, float {{%.*}}, float {{%.*}}, i8 15, i32 4)
// LOWERED-NEXT: ret void

// NODX-NOT: llvm.dx.
