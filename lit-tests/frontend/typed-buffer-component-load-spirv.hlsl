// Reading one component of a typed-buffer element on Vulkan,
// `Out[id.x] = In[id.x].y`: in IR a byte GEP (offset 4) from the element
// pointer and a float load; the module must compile (at -Od as well) and pass
// spirv-val. DXIL handles it (BufferLoad, field 1).
//
// RUN: %texel -T cs_6_6 -E main -spirv --emit=ir %s | FileCheck %s --check-prefix=SPV
// RUN: %texel -T cs_6_6 -E main %s | FileCheck %s --check-prefix=LOWERED
// RUN: %texel -T cs_6_6 -E main -spirv -Fo %t.spv %s
// RUN: %spirv-val --target-env vulkan1.3 %t.spv
// RUN: %texel -T cs_6_6 -E main -spirv -Od -Fo %t.od.spv %s
// RUN: %spirv-val --target-env vulkan1.3 %t.od.spv

Buffer<float4> In : register(t0);
RWBuffer<float> Out : register(u1);

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  Out[id.x] = In[id.x].y;
}

// SPV-LABEL: define void @main()
// SPV: [[P:%.*]] = tail call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_1_0t(target("spirv.Image", float, 5, 2, 0, 0, 1, 0) {{%.*}}, i32 [[TID:%.*]])
// SPV-NEXT: [[PY:%.*]] = getelementptr inbounds nuw i8, ptr addrspace(11) [[P]], i64 4
// SPV-NEXT: [[Y:%.*]] = load float, ptr addrspace(11) [[PY]], align 4

// LOWERED-LABEL: define void @main()
// LOWERED: [[R:%.*]] = call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle {{%.*}}, i32 [[TID:%.*]], i32 undef)
// LOWERED-NEXT: [[Y:%.*]] = extractvalue %dx.types.ResRet.f32 [[R]], 1
// LOWERED-NEXT: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle {{%.*}}, i32 [[TID]], i32 undef, float [[Y]], float [[Y]], float [[Y]], float [[Y]], i8 15)
