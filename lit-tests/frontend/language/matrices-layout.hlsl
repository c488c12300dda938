// Matrices in memory, as DXC lays them out: a matrix is the array of its
// columns (column_major, HLSL's default) or rows (row_major, by qualifier or
// `#pragma pack_matrix`), so no backend sees a matrix type.
// - DXIL cbuffer (legacy packing): each column/row starts a 16-byte register,
//   the last one is not padded: Color (float3x3) rows 0-2, Tint (row_major
//   float2x3) rows 3-4, Gain right after Tint in row 4 lane 3 (offset 76),
//   80 bytes in all. Color._m12 = column 2 lane 1 (row 2 lane 1); Tint._m12 =
//   row 4 lane 2; Color._m21 = column 1 lane 2 (row 1 lane 2).
// - DXIL structured buffers: majors packed: float2x3 column_major is 3
//   float2 columns (24 bytes; _m01 at 8, _m10 at 4); Entry.m row_major is 2
//   float3 rows (_m02 at 8), tag at 24, 28 bytes.
// - Vulkan (DXC's defaults): std140 cbuffer, majors 16 bytes apart and the
//   matrix padded to whole registers (Tint at 48, Gain at 80); std430
//   structured buffers: float2 columns 8 apart (stride 24), float3 rows 16
//   apart (Entry: tag at 32, stride 48).
//
// RUN: %texel -T cs_6_6 -E main --emit=ir %s | FileCheck %s --check-prefix=DXIR
// RUN: %texel -T cs_6_6 -E main %s | FileCheck %s --check-prefix=DXIL
// RUN: %texel -T cs_6_6 -E main %s -Fo %t.ll
// RUN: %opt -load-pass-plugin=%plugin -passes=texel-dxil-verify %t.ll -disable-output
// RUN: %texel -T cs_6_6 -E main -spirv --emit=ir %s | FileCheck %s --check-prefix=SPIR
// RUN: %texel -T cs_6_6 -E main -spirv -Fo %t.spv %s
// RUN: %spirv-val --target-env vulkan1.3 %t.spv
// RUN: %spirv-dis %t.spv | FileCheck %s --check-prefix=SPIRV

cbuffer Params : register(b0) {
  float3x3 Color;
  row_major float2x3 Tint;
  float Gain;
};

#pragma pack_matrix(row_major)
struct Entry {
  float2x3 m;
  uint tag;
};
#pragma pack_matrix(column_major)

StructuredBuffer<float2x3> Cols : register(t3);
StructuredBuffer<Entry> Entries : register(t4);
RWStructuredBuffer<float4> Out : register(u2);

[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  Out[0] = float4(Color._m12, Tint._m12, Gain, Color._m21);
  Out[1] = float4(Cols[id.x]._m01_m10, Entries[id.x].m._m02, Entries[id.x].tag);
}

// DXIR: %__cblayout_Params = type <{ <{ [2 x <{ <3 x float>, target("dx.Padding", 4) }>], <3 x float> }>, target("dx.Padding", 4), <{ [1 x <{ <3 x float>, target("dx.Padding", 4) }>], <3 x float> }>, float }>
// DXIR: %struct.Entry = type { [2 x <3 x float>], i32 }
// DXIR: @Color = external hidden local_unnamed_addr addrspace(2) global <{ [2 x <{ <3 x float>, target("dx.Padding", 4) }>], <3 x float> }>
// DXIR: @Tint = external hidden local_unnamed_addr addrspace(2) global <{ [1 x <{ <3 x float>, target("dx.Padding", 4) }>], <3 x float> }>
// DXIR-LABEL: define void @main()
// DXIR: [[COLS:%.*]] = tail call target("dx.RawBuffer", [3 x <2 x float>], 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_a3v2f32_0_0t(i32 0, i32 3, i32 1, i32 0, ptr nonnull @{{.*}})
// DXIR: [[ENTRIES:%.*]] = tail call target("dx.RawBuffer", %struct.Entry, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_struct.Entrys_0_0t(i32 0, i32 4, i32 1, i32 0, ptr nonnull @{{.*}})
// DXIR: load float, ptr addrspace(2) getelementptr inbounds nuw (i8, ptr addrspace(2) @Color, i32 36), align 4
// DXIR: load float, ptr addrspace(2) getelementptr inbounds nuw (i8, ptr addrspace(2) @Tint, i32 24), align 4
// DXIR: load float, ptr addrspace(2) @Gain, align 4
// DXIR: load float, ptr addrspace(2) getelementptr inbounds nuw (i8, ptr addrspace(2) @Color, i32 24), align 4
// DXIR: [[C:%.*]] = tail call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_a3v2f32_0_0t(target("dx.RawBuffer", [3 x <2 x float>], 0, 0) [[COLS]], i32 [[ID:%.*]])
// DXIR-DAG: getelementptr inbounds nuw i8, ptr [[C]], i32 8
// DXIR-DAG: getelementptr inbounds nuw i8, ptr [[C]], i32 4
// DXIR: [[E:%.*]] = tail call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.Entrys_0_0t(target("dx.RawBuffer", %struct.Entry, 0, 0) [[ENTRIES]], i32 [[ID]])
// DXIR: getelementptr inbounds nuw i8, ptr [[E]], i32 8
// DXIR: getelementptr inbounds nuw i8, ptr [[E]], i32 24

// DXIL-LABEL: define void @main()
// DXIL: [[CB:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle {{%.*}}, %dx.types.ResourceProperties { i32 13, i32 80 })
// DXIL: [[OUT:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle {{%.*}}, %dx.types.ResourceProperties { i32 4108, i32 16 })
// DXIL: [[COLS:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle {{%.*}}, %dx.types.ResourceProperties { i32 12, i32 24 })
// DXIL: [[ENTRIES:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle {{%.*}}, %dx.types.ResourceProperties { i32 524, i32 28 })
// DXIL: [[ID:%.*]] = call i32 @dx.op.threadId.i32(i32 93, i32 0)
// DXIL: [[R2:%.*]] = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle [[CB]], i32 2)
// DXIL: [[M12:%.*]] = extractvalue %dx.types.CBufRet.f32 [[R2]], 1
// DXIL: [[R4:%.*]] = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle [[CB]], i32 4)
// DXIL: [[T12:%.*]] = extractvalue %dx.types.CBufRet.f32 [[R4]], 2
// DXIL: [[R4B:%.*]] = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle [[CB]], i32 4)
// DXIL: [[GAIN:%.*]] = extractvalue %dx.types.CBufRet.f32 [[R4B]], 3
// DXIL: [[R1:%.*]] = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle [[CB]], i32 1)
// DXIL: [[M21:%.*]] = extractvalue %dx.types.CBufRet.f32 [[R1]], 2
// DXIL: call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle [[OUT]], i32 0, i32 0, float [[M12]], float [[T12]], float [[GAIN]], float [[M21]], i8 15, i32 4)
// DXIL: [[L1:%.*]] = call %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle [[COLS]], i32 [[ID]], i32 8, i8 1, i32 4)
// DXIL: [[C01:%.*]] = extractvalue %dx.types.ResRet.f32 [[L1]], 0
// DXIL: [[L2:%.*]] = call %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle [[COLS]], i32 [[ID]], i32 4, i8 1, i32 4)
// DXIL: [[C10:%.*]] = extractvalue %dx.types.ResRet.f32 [[L2]], 0
// DXIL: [[L3:%.*]] = call %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle [[ENTRIES]], i32 [[ID]], i32 8, i8 1, i32 4)
// DXIL: [[E02:%.*]] = extractvalue %dx.types.ResRet.f32 [[L3]], 0
// DXIL: [[L4:%.*]] = call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle [[ENTRIES]], i32 [[ID]], i32 24, i8 1, i32 4)
// DXIL: [[TAG:%.*]] = extractvalue %dx.types.ResRet.i32 [[L4]], 0
// DXIL: [[TAGF:%.*]] = uitofp i32 [[TAG]] to float
// DXIL: call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle [[OUT]], i32 1, i32 0, float [[C01]], float [[C10]], float [[E02]], float [[TAGF]], i8 15, i32 4)

// SPIR: %__cblayout_Params = type { [3 x <3 x float>], [2 x <3 x float>], float }
// SPIR: %struct.Entry = type { [2 x <3 x float>], i32 }
// SPIR: @Color = external hidden local_unnamed_addr addrspace(12) global [3 x <3 x float>]
// SPIR: @Tint = external hidden local_unnamed_addr addrspace(12) global [2 x <3 x float>]
// SPIR-LABEL: define void @main()
// SPIR: tail call target("spirv.VulkanBuffer", [0 x [3 x <2 x float>]], 12, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0a3v2f32_12_0t(i32 0, i32 3, i32 1, i32 0, ptr nonnull @{{.*}})
// SPIR: load float, ptr addrspace(12) getelementptr inbounds nuw (i8, ptr addrspace(12) @Color, i64 36), align 4
// SPIR: load float, ptr addrspace(12) getelementptr inbounds nuw (i8, ptr addrspace(12) @Tint, i64 24), align 8
// SPIR: load float, ptr addrspace(12) @Gain, align 4
// SPIR: load float, ptr addrspace(12) getelementptr inbounds nuw (i8, ptr addrspace(12) @Color, i64 24), align 8

// SPIRV-DAG: OpMemberDecorate %__cblayout_Params 0 Offset 0
// SPIRV-DAG: OpMemberDecorate %__cblayout_Params 1 Offset 48
// SPIRV-DAG: OpMemberDecorate %__cblayout_Params 2 Offset 80
// SPIRV-DAG: OpMemberDecorate %struct_Entry 0 Offset 0
// SPIRV-DAG: OpMemberDecorate %struct_Entry 1 Offset 32
// SPIRV-DAG: OpDecorate %_arr_v3float_uint_3 ArrayStride 16
// SPIRV-DAG: OpDecorate %_arr_v3float_uint_2 ArrayStride 16
// SPIRV-DAG: OpDecorate %_arr_v2float_uint_3 ArrayStride 8
// SPIRV-DAG: OpDecorate %_runtimearr__arr_v2float_uint_3 ArrayStride 24
// SPIRV-DAG: OpDecorate %_runtimearr_struct_Entry ArrayStride 48
// SPIRV-DAG: %__cblayout_Params = OpTypeStruct %_arr_v3float_uint_3 %_arr_v3float_uint_2{{(_0)?}} %float
// SPIRV-DAG: %struct_Entry = OpTypeStruct %_arr_v3float_uint_2{{(_0)?}} %uint
// SPIRV: [[ID:%[0-9]+]] = OpCompositeExtract %uint {{%[0-9]+}} 0
// SPIRV: OpAccessChain %_ptr_Uniform_float %Params %uint_0 %uint_0 %uint_2 %uint_1
// SPIRV: OpAccessChain %_ptr_Uniform_float %Params %uint_0 %uint_1 %uint_1 %uint_2
// SPIRV: OpAccessChain %_ptr_Uniform_float %Params %uint_0 %uint_2
// SPIRV: OpAccessChain %_ptr_Uniform_float %Params %uint_0 %uint_0 %uint_1 %uint_2
// SPIRV: OpAccessChain %_ptr_StorageBuffer_float %Cols %uint_0 [[ID]] %uint_1 %uint_0
// SPIRV: OpAccessChain %_ptr_StorageBuffer_float %Cols %uint_0 [[ID]] %uint_0 %uint_1
// SPIRV: OpAccessChain %_ptr_StorageBuffer_float %Entries %uint_0 [[ID]] %uint_0 %uint_0 %uint_2
// SPIRV: OpAccessChain %_ptr_StorageBuffer_uint %Entries %uint_0 [[ID]] %uint_1
