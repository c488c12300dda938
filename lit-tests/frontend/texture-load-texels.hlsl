// Load, operator[], mips[level][pos], sample[index][pos], RW reads and
// writes (also component writes), both targets. Load(intN+1) is split into
// coordinate and mip for load.level (INTRINSICS.md); a zero offset when none
// is given; RW textures read with a poison mip; texture subscripts are
// load.level (mip 0 or the mips level) / load.ms (sample 0 or the sample
// index) and store.texture, never getpointer (LLVM 22 has no vector-index
// getpointer). `RW[p].y = f` reads the texel, inserts lane 1 and stores it.
//
// RUN: %texel -T cs_6_6 -E main --emit=ir %s | FileCheck %s --check-prefix=DXIL
// RUN: %texel -T cs_6_6 -E main -spirv --emit=ir %s | FileCheck %s --check-prefix=SPV
// RUN: %texel -T cs_6_6 -E main --emit=lowered %s -Fo %t.ll
// RUN: %opt -load-pass-plugin=%plugin -passes=texel-dxil-verify %t.ll -disable-output
// RUN: %texel -T cs_6_6 -E main -spirv -Fo %t.spv %s
// RUN: %spirv-val --target-env vulkan1.3 %t.spv

Texture1D<float4> T1D : register(t0);
Texture1DArray<float4> T1DArray : register(t1);
Texture2D<float4> T2D : register(t2);
Texture2DArray<float4> T2DArray : register(t3);
Texture3D<float4> T3D : register(t4);
Texture2DMS<float4, 4> TMS : register(t10);
Texture2DMSArray<float4> TMSArray : register(t11);
RWTexture1D<float4> RW1D : register(u12);
RWTexture1DArray<float4> RW1DArray : register(u13);
RWTexture2D<float4> RW2D : register(u14);
RWTexture2DArray<float4> RW2DArray : register(u15);
RWTexture3D<float4> RW3D : register(u16);
RWBuffer<float4> Out : register(u30);

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  float f = id.x * 0.125;
  uint i = 0;
  Out[i++] = T1D.Load(int2(id.x + 0, id.x + 1));
  Out[i++] = T1D.Load(int2(id.x + 0, id.x + 1), int(1));
  Out[i++] = T1D[uint(id.x + 0)];
  Out[i++] = T1D.mips[2][uint(id.x + 0)];
  Out[i++] = T1DArray.Load(int3(id.x + 0, id.x + 1, id.x + 2));
  Out[i++] = T1DArray.Load(int3(id.x + 0, id.x + 1, id.x + 2), int(1));
  Out[i++] = T1DArray[uint2(id.x + 0, id.x + 1)];
  Out[i++] = T1DArray.mips[2][uint2(id.x + 0, id.x + 1)];
  Out[i++] = T2D.Load(int3(id.x + 0, id.x + 1, id.x + 2));
  Out[i++] = T2D.Load(int3(id.x + 0, id.x + 1, id.x + 2), int2(1, 2));
  Out[i++] = T2D[uint2(id.x + 0, id.x + 1)];
  Out[i++] = T2D.mips[2][uint2(id.x + 0, id.x + 1)];
  Out[i++] = T2DArray.Load(int4(id.x + 0, id.x + 1, id.x + 2, id.x + 3));
  Out[i++] = T2DArray.Load(int4(id.x + 0, id.x + 1, id.x + 2, id.x + 3), int2(1, 2));
  Out[i++] = T2DArray[uint3(id.x + 0, id.x + 1, id.x + 2)];
  Out[i++] = T2DArray.mips[2][uint3(id.x + 0, id.x + 1, id.x + 2)];
  Out[i++] = T3D.Load(int4(id.x + 0, id.x + 1, id.x + 2, id.x + 3));
  Out[i++] = T3D.Load(int4(id.x + 0, id.x + 1, id.x + 2, id.x + 3), int3(1, 2, 3));
  Out[i++] = T3D[uint3(id.x + 0, id.x + 1, id.x + 2)];
  Out[i++] = T3D.mips[2][uint3(id.x + 0, id.x + 1, id.x + 2)];
  Out[i++] = TMS.Load(int2(id.x, id.y), 3);
  Out[i++] = TMS.Load(int2(id.x, id.y), 3, int2(1, 2));
  Out[i++] = TMSArray.Load(int3(id.x, id.y, 1), 2);
  Out[i++] = TMSArray.Load(int3(id.x, id.y, 1), 2, int2(-1, 1));
  Out[i++] = TMS[id.xy];
  Out[i++] = TMS.sample[1][id.xy];
  Out[i++] = TMSArray.sample[id.z][id.xyz];
  Out[i++] = RW1D.Load(int(id.x + 0));
  Out[i++] = RW1D[uint(id.x + 0)];
  RW1D[uint(id.x + 0)] = float4(1, 2, 3, 4);
  RW1D[uint(id.x + 0)].y = f;
  Out[i++] = RW1DArray.Load(int2(id.x + 0, id.x + 1));
  Out[i++] = RW1DArray[uint2(id.x + 0, id.x + 1)];
  RW1DArray[uint2(id.x + 0, id.x + 1)] = float4(1, 2, 3, 4);
  RW1DArray[uint2(id.x + 0, id.x + 1)].y = f;
  Out[i++] = RW2D.Load(int2(id.x + 0, id.x + 1));
  Out[i++] = RW2D[uint2(id.x + 0, id.x + 1)];
  RW2D[uint2(id.x + 0, id.x + 1)] = float4(1, 2, 3, 4);
  RW2D[uint2(id.x + 0, id.x + 1)].y = f;
  Out[i++] = RW2DArray.Load(int3(id.x + 0, id.x + 1, id.x + 2));
  Out[i++] = RW2DArray[uint3(id.x + 0, id.x + 1, id.x + 2)];
  RW2DArray[uint3(id.x + 0, id.x + 1, id.x + 2)] = float4(1, 2, 3, 4);
  RW2DArray[uint3(id.x + 0, id.x + 1, id.x + 2)].y = f;
  Out[i++] = RW3D.Load(int3(id.x + 0, id.x + 1, id.x + 2));
  Out[i++] = RW3D[uint3(id.x + 0, id.x + 1, id.x + 2)];
  RW3D[uint3(id.x + 0, id.x + 1, id.x + 2)] = float4(1, 2, 3, 4);
  RW3D[uint3(id.x + 0, id.x + 1, id.x + 2)].y = f;
}

// DXIL-DAG: [[OUT_NAME:@[^ ]+]] = private unnamed_addr constant [4 x i8] c"Out\00"
// DXIL-DAG: [[RW1D_NAME:@[^ ]+]] = private unnamed_addr constant [5 x i8] c"RW1D\00"
// DXIL-DAG: [[RW1DARRAY_NAME:@[^ ]+]] = private unnamed_addr constant [10 x i8] c"RW1DArray\00"
// DXIL-DAG: [[RW2D_NAME:@[^ ]+]] = private unnamed_addr constant [5 x i8] c"RW2D\00"
// DXIL-DAG: [[RW2DARRAY_NAME:@[^ ]+]] = private unnamed_addr constant [10 x i8] c"RW2DArray\00"
// DXIL-DAG: [[RW3D_NAME:@[^ ]+]] = private unnamed_addr constant [5 x i8] c"RW3D\00"
// DXIL-DAG: [[T1D_NAME:@[^ ]+]] = private unnamed_addr constant [4 x i8] c"T1D\00"
// DXIL-DAG: [[T1DARRAY_NAME:@[^ ]+]] = private unnamed_addr constant [9 x i8] c"T1DArray\00"
// DXIL-DAG: [[T2D_NAME:@[^ ]+]] = private unnamed_addr constant [4 x i8] c"T2D\00"
// DXIL-DAG: [[T2DARRAY_NAME:@[^ ]+]] = private unnamed_addr constant [9 x i8] c"T2DArray\00"
// DXIL-DAG: [[T3D_NAME:@[^ ]+]] = private unnamed_addr constant [4 x i8] c"T3D\00"
// DXIL-DAG: [[TMS_NAME:@[^ ]+]] = private unnamed_addr constant [4 x i8] c"TMS\00"
// DXIL-DAG: [[TMSARRAY_NAME:@[^ ]+]] = private unnamed_addr constant [9 x i8] c"TMSArray\00"
// DXIL-LABEL: define void @main()
// DXIL-DAG: [[T1D:%.*]] = tail call target("dx.Texture", <4 x float>, 0, 0, 0, 1) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_1t(i32 0, i32 0, i32 1, i32 0, ptr nonnull [[T1D_NAME]])
// DXIL-DAG: [[OUT:%.*]] = tail call target("dx.TypedBuffer", <4 x float>, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_v4f32_1_0_0t(i32 0, i32 30, i32 1, i32 0, ptr nonnull [[OUT_NAME]])
// DXIL-DAG: [[T1DARRAY:%.*]] = tail call target("dx.Texture", <4 x float>, 0, 0, 0, 6) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_6t(i32 0, i32 1, i32 1, i32 0, ptr nonnull [[T1DARRAY_NAME]])
// DXIL-DAG: [[T2D:%.*]] = tail call target("dx.Texture", <4 x float>, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_2t(i32 0, i32 2, i32 1, i32 0, ptr nonnull [[T2D_NAME]])
// DXIL-DAG: [[T2DARRAY:%.*]] = tail call target("dx.Texture", <4 x float>, 0, 0, 0, 7) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_7t(i32 0, i32 3, i32 1, i32 0, ptr nonnull [[T2DARRAY_NAME]])
// DXIL-DAG: [[T3D:%.*]] = tail call target("dx.Texture", <4 x float>, 0, 0, 0, 4) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_4t(i32 0, i32 4, i32 1, i32 0, ptr nonnull [[T3D_NAME]])
// DXIL-DAG: [[TMS:%.*]] = tail call target("dx.MSTexture", <4 x float>, 0, 4, 0, 3) @llvm.dx.resource.handlefrombinding.tdx.MSTexture_v4f32_0_4_0_3t(i32 0, i32 10, i32 1, i32 0, ptr nonnull [[TMS_NAME]])
// DXIL-DAG: [[TMSARRAY:%.*]] = tail call target("dx.MSTexture", <4 x float>, 0, 0, 0, 8) @llvm.dx.resource.handlefrombinding.tdx.MSTexture_v4f32_0_0_0_8t(i32 0, i32 11, i32 1, i32 0, ptr nonnull [[TMSARRAY_NAME]])
// DXIL-DAG: [[RW1D:%.*]] = tail call target("dx.Texture", <4 x float>, 1, 0, 0, 1) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_1_0_0_1t(i32 0, i32 12, i32 1, i32 0, ptr nonnull [[RW1D_NAME]])
// DXIL-DAG: [[RW1DARRAY:%.*]] = tail call target("dx.Texture", <4 x float>, 1, 0, 0, 6) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_1_0_0_6t(i32 0, i32 13, i32 1, i32 0, ptr nonnull [[RW1DARRAY_NAME]])
// DXIL-DAG: [[RW2D:%.*]] = tail call target("dx.Texture", <4 x float>, 1, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_1_0_0_2t(i32 0, i32 14, i32 1, i32 0, ptr nonnull [[RW2D_NAME]])
// DXIL-DAG: [[RW2DARRAY:%.*]] = tail call target("dx.Texture", <4 x float>, 1, 0, 0, 7) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_1_0_0_7t(i32 0, i32 15, i32 1, i32 0, ptr nonnull [[RW2DARRAY_NAME]])
// DXIL-DAG: [[RW3D:%.*]] = tail call target("dx.Texture", <4 x float>, 1, 0, 0, 4) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_1_0_0_4t(i32 0, i32 16, i32 1, i32 0, ptr nonnull [[RW3D_NAME]])
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.load.level.v4f32.tdx.Texture_v4f32_0_0_0_1t.i32.i32.i32(target("dx.Texture", <4 x float>, 0, 0, 0, 1) [[T1D]], i32 {{%[0-9]+}}, i32 {{%[0-9]+}}, i32 0)
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.load.level.v4f32.tdx.Texture_v4f32_0_0_0_1t.i32.i32.i32(target("dx.Texture", <4 x float>, 0, 0, 0, 1) [[T1D]], i32 {{%[0-9]+}}, i32 {{%[0-9]+}}, i32 1)
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.load.level.v4f32.tdx.Texture_v4f32_0_0_0_1t.i32.i32.i32(target("dx.Texture", <4 x float>, 0, 0, 0, 1) [[T1D]], i32 {{%[0-9]+}}, i32 0, i32 0)
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.load.level.v4f32.tdx.Texture_v4f32_0_0_0_1t.i32.i32.i32(target("dx.Texture", <4 x float>, 0, 0, 0, 1) [[T1D]], i32 {{%[0-9]+}}, i32 2, i32 0)
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.load.level.v4f32.tdx.Texture_v4f32_0_0_0_6t.v2i32.i32.i32(target("dx.Texture", <4 x float>, 0, 0, 0, 6) [[T1DARRAY]], <2 x i32> {{%[0-9]+}}, i32 {{%[0-9]+}}, i32 0)
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.load.level.v4f32.tdx.Texture_v4f32_0_0_0_6t.v2i32.i32.i32(target("dx.Texture", <4 x float>, 0, 0, 0, 6) [[T1DARRAY]], <2 x i32> {{%[0-9]+}}, i32 {{%[0-9]+}}, i32 1)
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.load.level.v4f32.tdx.Texture_v4f32_0_0_0_6t.v2i32.i32.i32(target("dx.Texture", <4 x float>, 0, 0, 0, 6) [[T1DARRAY]], <2 x i32> {{%[0-9]+}}, i32 0, i32 0)
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.load.level.v4f32.tdx.Texture_v4f32_0_0_0_6t.v2i32.i32.i32(target("dx.Texture", <4 x float>, 0, 0, 0, 6) [[T1DARRAY]], <2 x i32> {{%[0-9]+}}, i32 2, i32 0)
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.load.level.v4f32.tdx.Texture_v4f32_0_0_0_2t.v2i32.i32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 2) [[T2D]], <2 x i32> {{%[0-9]+}}, i32 {{%[0-9]+}}, <2 x i32> zeroinitializer)
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.load.level.v4f32.tdx.Texture_v4f32_0_0_0_2t.v2i32.i32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 2) [[T2D]], <2 x i32> {{%[0-9]+}}, i32 {{%[0-9]+}}, <2 x i32> <i32 1, i32 2>)
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.load.level.v4f32.tdx.Texture_v4f32_0_0_0_2t.v2i32.i32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 2) [[T2D]], <2 x i32> {{%[0-9]+}}, i32 0, <2 x i32> zeroinitializer)
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.load.level.v4f32.tdx.Texture_v4f32_0_0_0_2t.v2i32.i32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 2) [[T2D]], <2 x i32> {{%[0-9]+}}, i32 2, <2 x i32> zeroinitializer)
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.load.level.v4f32.tdx.Texture_v4f32_0_0_0_7t.v3i32.i32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 7) [[T2DARRAY]], <3 x i32> {{%[0-9]+}}, i32 {{%[0-9]+}}, <2 x i32> zeroinitializer)
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.load.level.v4f32.tdx.Texture_v4f32_0_0_0_7t.v3i32.i32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 7) [[T2DARRAY]], <3 x i32> {{%[0-9]+}}, i32 {{%[0-9]+}}, <2 x i32> <i32 1, i32 2>)
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.load.level.v4f32.tdx.Texture_v4f32_0_0_0_7t.v3i32.i32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 7) [[T2DARRAY]], <3 x i32> {{%[0-9]+}}, i32 0, <2 x i32> zeroinitializer)
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.load.level.v4f32.tdx.Texture_v4f32_0_0_0_7t.v3i32.i32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 7) [[T2DARRAY]], <3 x i32> {{%[0-9]+}}, i32 2, <2 x i32> zeroinitializer)
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.load.level.v4f32.tdx.Texture_v4f32_0_0_0_4t.v3i32.i32.v3i32(target("dx.Texture", <4 x float>, 0, 0, 0, 4) [[T3D]], <3 x i32> {{%[0-9]+}}, i32 {{%[0-9]+}}, <3 x i32> zeroinitializer)
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.load.level.v4f32.tdx.Texture_v4f32_0_0_0_4t.v3i32.i32.v3i32(target("dx.Texture", <4 x float>, 0, 0, 0, 4) [[T3D]], <3 x i32> {{%[0-9]+}}, i32 {{%[0-9]+}}, <3 x i32> <i32 1, i32 2, i32 3>)
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.load.level.v4f32.tdx.Texture_v4f32_0_0_0_4t.v3i32.i32.v3i32(target("dx.Texture", <4 x float>, 0, 0, 0, 4) [[T3D]], <3 x i32> {{%[0-9]+}}, i32 0, <3 x i32> zeroinitializer)
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.load.level.v4f32.tdx.Texture_v4f32_0_0_0_4t.v3i32.i32.v3i32(target("dx.Texture", <4 x float>, 0, 0, 0, 4) [[T3D]], <3 x i32> {{%[0-9]+}}, i32 2, <3 x i32> zeroinitializer)
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.load.ms.v4f32.tdx.MSTexture_v4f32_0_4_0_3t.v2i32.v2i32(target("dx.MSTexture", <4 x float>, 0, 4, 0, 3) [[TMS]], <2 x i32> {{%[0-9]+}}, i32 3, <2 x i32> zeroinitializer)
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.load.ms.v4f32.tdx.MSTexture_v4f32_0_4_0_3t.v2i32.v2i32(target("dx.MSTexture", <4 x float>, 0, 4, 0, 3) [[TMS]], <2 x i32> {{%[0-9]+}}, i32 3, <2 x i32> <i32 1, i32 2>)
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.load.ms.v4f32.tdx.MSTexture_v4f32_0_0_0_8t.v3i32.v2i32(target("dx.MSTexture", <4 x float>, 0, 0, 0, 8) [[TMSARRAY]], <3 x i32> {{%[0-9]+}}, i32 2, <2 x i32> zeroinitializer)
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.load.ms.v4f32.tdx.MSTexture_v4f32_0_0_0_8t.v3i32.v2i32(target("dx.MSTexture", <4 x float>, 0, 0, 0, 8) [[TMSARRAY]], <3 x i32> {{%[0-9]+}}, i32 2, <2 x i32> <i32 -1, i32 1>)
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.load.ms.v4f32.tdx.MSTexture_v4f32_0_4_0_3t.v2i32.v2i32(target("dx.MSTexture", <4 x float>, 0, 4, 0, 3) [[TMS]], <2 x i32> {{%[0-9]+}}, i32 0, <2 x i32> zeroinitializer)
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.load.ms.v4f32.tdx.MSTexture_v4f32_0_4_0_3t.v2i32.v2i32(target("dx.MSTexture", <4 x float>, 0, 4, 0, 3) [[TMS]], <2 x i32> {{%[0-9]+}}, i32 1, <2 x i32> zeroinitializer)
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.load.ms.v4f32.tdx.MSTexture_v4f32_0_0_0_8t.v3i32.v2i32(target("dx.MSTexture", <4 x float>, 0, 0, 0, 8) [[TMSARRAY]], <3 x i32> {{%[0-9]+}}, i32 {{%[0-9]+}}, <2 x i32> zeroinitializer)
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.load.level.v4f32.tdx.Texture_v4f32_1_0_0_1t.i32.i32.i32(target("dx.Texture", <4 x float>, 1, 0, 0, 1) [[RW1D]], i32 {{%[0-9]+}}, i32 poison, i32 0)
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.load.level.v4f32.tdx.Texture_v4f32_1_0_0_1t.i32.i32.i32(target("dx.Texture", <4 x float>, 1, 0, 0, 1) [[RW1D]], i32 {{%[0-9]+}}, i32 poison, i32 0)
// DXIL: tail call void @llvm.dx.resource.store.texture.tdx.Texture_v4f32_1_0_0_1t.i32.v4f32(target("dx.Texture", <4 x float>, 1, 0, 0, 1) [[RW1D]], i32 {{%[0-9]+}}, <4 x float> <float 1.000000e+00, float 2.000000e+00, float 3.000000e+00, float 4.000000e+00>)
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.load.level.v4f32.tdx.Texture_v4f32_1_0_0_1t.i32.i32.i32(target("dx.Texture", <4 x float>, 1, 0, 0, 1) [[RW1D]], i32 {{%[0-9]+}}, i32 poison, i32 0)
// DXIL: tail call void @llvm.dx.resource.store.texture.tdx.Texture_v4f32_1_0_0_1t.i32.v4f32(target("dx.Texture", <4 x float>, 1, 0, 0, 1) [[RW1D]], i32 {{%[0-9]+}}, <4 x float> {{%[0-9]+}})
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.load.level.v4f32.tdx.Texture_v4f32_1_0_0_6t.v2i32.i32.i32(target("dx.Texture", <4 x float>, 1, 0, 0, 6) [[RW1DARRAY]], <2 x i32> {{%[0-9]+}}, i32 poison, i32 0)
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.load.level.v4f32.tdx.Texture_v4f32_1_0_0_6t.v2i32.i32.i32(target("dx.Texture", <4 x float>, 1, 0, 0, 6) [[RW1DARRAY]], <2 x i32> {{%[0-9]+}}, i32 poison, i32 0)
// DXIL: tail call void @llvm.dx.resource.store.texture.tdx.Texture_v4f32_1_0_0_6t.v2i32.v4f32(target("dx.Texture", <4 x float>, 1, 0, 0, 6) [[RW1DARRAY]], <2 x i32> {{%[0-9]+}}, <4 x float> <float 1.000000e+00, float 2.000000e+00, float 3.000000e+00, float 4.000000e+00>)
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.load.level.v4f32.tdx.Texture_v4f32_1_0_0_6t.v2i32.i32.i32(target("dx.Texture", <4 x float>, 1, 0, 0, 6) [[RW1DARRAY]], <2 x i32> {{%[0-9]+}}, i32 poison, i32 0)
// DXIL: tail call void @llvm.dx.resource.store.texture.tdx.Texture_v4f32_1_0_0_6t.v2i32.v4f32(target("dx.Texture", <4 x float>, 1, 0, 0, 6) [[RW1DARRAY]], <2 x i32> {{%[0-9]+}}, <4 x float> {{%[0-9]+}})
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.load.level.v4f32.tdx.Texture_v4f32_1_0_0_2t.v2i32.i32.v2i32(target("dx.Texture", <4 x float>, 1, 0, 0, 2) [[RW2D]], <2 x i32> {{%[0-9]+}}, i32 poison, <2 x i32> zeroinitializer)
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.load.level.v4f32.tdx.Texture_v4f32_1_0_0_2t.v2i32.i32.v2i32(target("dx.Texture", <4 x float>, 1, 0, 0, 2) [[RW2D]], <2 x i32> {{%[0-9]+}}, i32 poison, <2 x i32> zeroinitializer)
// DXIL: tail call void @llvm.dx.resource.store.texture.tdx.Texture_v4f32_1_0_0_2t.v2i32.v4f32(target("dx.Texture", <4 x float>, 1, 0, 0, 2) [[RW2D]], <2 x i32> {{%[0-9]+}}, <4 x float> <float 1.000000e+00, float 2.000000e+00, float 3.000000e+00, float 4.000000e+00>)
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.load.level.v4f32.tdx.Texture_v4f32_1_0_0_2t.v2i32.i32.v2i32(target("dx.Texture", <4 x float>, 1, 0, 0, 2) [[RW2D]], <2 x i32> {{%[0-9]+}}, i32 poison, <2 x i32> zeroinitializer)
// DXIL: tail call void @llvm.dx.resource.store.texture.tdx.Texture_v4f32_1_0_0_2t.v2i32.v4f32(target("dx.Texture", <4 x float>, 1, 0, 0, 2) [[RW2D]], <2 x i32> {{%[0-9]+}}, <4 x float> {{%[0-9]+}})
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.load.level.v4f32.tdx.Texture_v4f32_1_0_0_7t.v3i32.i32.v2i32(target("dx.Texture", <4 x float>, 1, 0, 0, 7) [[RW2DARRAY]], <3 x i32> {{%[0-9]+}}, i32 poison, <2 x i32> zeroinitializer)
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.load.level.v4f32.tdx.Texture_v4f32_1_0_0_7t.v3i32.i32.v2i32(target("dx.Texture", <4 x float>, 1, 0, 0, 7) [[RW2DARRAY]], <3 x i32> {{%[0-9]+}}, i32 poison, <2 x i32> zeroinitializer)
// DXIL: tail call void @llvm.dx.resource.store.texture.tdx.Texture_v4f32_1_0_0_7t.v3i32.v4f32(target("dx.Texture", <4 x float>, 1, 0, 0, 7) [[RW2DARRAY]], <3 x i32> {{%[0-9]+}}, <4 x float> <float 1.000000e+00, float 2.000000e+00, float 3.000000e+00, float 4.000000e+00>)
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.load.level.v4f32.tdx.Texture_v4f32_1_0_0_7t.v3i32.i32.v2i32(target("dx.Texture", <4 x float>, 1, 0, 0, 7) [[RW2DARRAY]], <3 x i32> {{%[0-9]+}}, i32 poison, <2 x i32> zeroinitializer)
// DXIL: tail call void @llvm.dx.resource.store.texture.tdx.Texture_v4f32_1_0_0_7t.v3i32.v4f32(target("dx.Texture", <4 x float>, 1, 0, 0, 7) [[RW2DARRAY]], <3 x i32> {{%[0-9]+}}, <4 x float> {{%[0-9]+}})
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.load.level.v4f32.tdx.Texture_v4f32_1_0_0_4t.v3i32.i32.v3i32(target("dx.Texture", <4 x float>, 1, 0, 0, 4) [[RW3D]], <3 x i32> {{%[0-9]+}}, i32 poison, <3 x i32> zeroinitializer)
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.load.level.v4f32.tdx.Texture_v4f32_1_0_0_4t.v3i32.i32.v3i32(target("dx.Texture", <4 x float>, 1, 0, 0, 4) [[RW3D]], <3 x i32> {{%[0-9]+}}, i32 poison, <3 x i32> zeroinitializer)
// DXIL: tail call void @llvm.dx.resource.store.texture.tdx.Texture_v4f32_1_0_0_4t.v3i32.v4f32(target("dx.Texture", <4 x float>, 1, 0, 0, 4) [[RW3D]], <3 x i32> {{%[0-9]+}}, <4 x float> <float 1.000000e+00, float 2.000000e+00, float 3.000000e+00, float 4.000000e+00>)
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.load.level.v4f32.tdx.Texture_v4f32_1_0_0_4t.v3i32.i32.v3i32(target("dx.Texture", <4 x float>, 1, 0, 0, 4) [[RW3D]], <3 x i32> {{%[0-9]+}}, i32 poison, <3 x i32> zeroinitializer)
// DXIL: tail call void @llvm.dx.resource.store.texture.tdx.Texture_v4f32_1_0_0_4t.v3i32.v4f32(target("dx.Texture", <4 x float>, 1, 0, 0, 4) [[RW3D]], <3 x i32> {{%[0-9]+}}, <4 x float> {{%[0-9]+}})

// SPV-DAG: [[OUT_NAME:@[^ ]+]] = private unnamed_addr constant [4 x i8] c"Out\00"
// SPV-DAG: [[RW1D_NAME:@[^ ]+]] = private unnamed_addr constant [5 x i8] c"RW1D\00"
// SPV-DAG: [[RW1DARRAY_NAME:@[^ ]+]] = private unnamed_addr constant [10 x i8] c"RW1DArray\00"
// SPV-DAG: [[RW2D_NAME:@[^ ]+]] = private unnamed_addr constant [5 x i8] c"RW2D\00"
// SPV-DAG: [[RW2DARRAY_NAME:@[^ ]+]] = private unnamed_addr constant [10 x i8] c"RW2DArray\00"
// SPV-DAG: [[RW3D_NAME:@[^ ]+]] = private unnamed_addr constant [5 x i8] c"RW3D\00"
// SPV-DAG: [[T1D_NAME:@[^ ]+]] = private unnamed_addr constant [4 x i8] c"T1D\00"
// SPV-DAG: [[T1DARRAY_NAME:@[^ ]+]] = private unnamed_addr constant [9 x i8] c"T1DArray\00"
// SPV-DAG: [[T2D_NAME:@[^ ]+]] = private unnamed_addr constant [4 x i8] c"T2D\00"
// SPV-DAG: [[T2DARRAY_NAME:@[^ ]+]] = private unnamed_addr constant [9 x i8] c"T2DArray\00"
// SPV-DAG: [[T3D_NAME:@[^ ]+]] = private unnamed_addr constant [4 x i8] c"T3D\00"
// SPV-DAG: [[TMS_NAME:@[^ ]+]] = private unnamed_addr constant [4 x i8] c"TMS\00"
// SPV-DAG: [[TMSARRAY_NAME:@[^ ]+]] = private unnamed_addr constant [9 x i8] c"TMSArray\00"
// SPV-LABEL: define void @main()
// SPV-DAG: [[T1D:%.*]] = tail call target("spirv.Image", float, 0, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_0_2_0_0_1_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull [[T1D_NAME]])
// SPV-DAG: [[OUT:%.*]] = tail call target("spirv.Image", float, 5, 2, 0, 0, 2, 1) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_2_1t(i32 0, i32 30, i32 1, i32 0, ptr nonnull [[OUT_NAME]])
// SPV-DAG: [[T1DARRAY:%.*]] = tail call target("spirv.Image", float, 0, 2, 1, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_0_2_1_0_1_0t(i32 0, i32 1, i32 1, i32 0, ptr nonnull [[T1DARRAY_NAME]])
// SPV-DAG: [[T2D:%.*]] = tail call target("spirv.Image", float, 1, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_0_0_1_0t(i32 0, i32 2, i32 1, i32 0, ptr nonnull [[T2D_NAME]])
// SPV-DAG: [[T2DARRAY:%.*]] = tail call target("spirv.Image", float, 1, 2, 1, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_1_0_1_0t(i32 0, i32 3, i32 1, i32 0, ptr nonnull [[T2DARRAY_NAME]])
// SPV-DAG: [[T3D:%.*]] = tail call target("spirv.Image", float, 2, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_2_2_0_0_1_0t(i32 0, i32 4, i32 1, i32 0, ptr nonnull [[T3D_NAME]])
// SPV-DAG: [[TMS:%.*]] = tail call target("spirv.Image", float, 1, 2, 0, 1, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_0_1_1_0t(i32 0, i32 10, i32 1, i32 0, ptr nonnull [[TMS_NAME]])
// SPV-DAG: [[TMSARRAY:%.*]] = tail call target("spirv.Image", float, 1, 2, 1, 1, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_1_1_1_0t(i32 0, i32 11, i32 1, i32 0, ptr nonnull [[TMSARRAY_NAME]])
// SPV-DAG: [[RW1D:%.*]] = tail call target("spirv.Image", float, 0, 2, 0, 0, 2, 1) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_0_2_0_0_2_1t(i32 0, i32 12, i32 1, i32 0, ptr nonnull [[RW1D_NAME]])
// SPV-DAG: [[RW1DARRAY:%.*]] = tail call target("spirv.Image", float, 0, 2, 1, 0, 2, 1) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_0_2_1_0_2_1t(i32 0, i32 13, i32 1, i32 0, ptr nonnull [[RW1DARRAY_NAME]])
// SPV-DAG: [[RW2D:%.*]] = tail call target("spirv.Image", float, 1, 2, 0, 0, 2, 1) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_0_0_2_1t(i32 0, i32 14, i32 1, i32 0, ptr nonnull [[RW2D_NAME]])
// SPV-DAG: [[RW2DARRAY:%.*]] = tail call target("spirv.Image", float, 1, 2, 1, 0, 2, 1) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_1_0_2_1t(i32 0, i32 15, i32 1, i32 0, ptr nonnull [[RW2DARRAY_NAME]])
// SPV-DAG: [[RW3D:%.*]] = tail call target("spirv.Image", float, 2, 2, 0, 0, 2, 1) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_2_2_0_0_2_1t(i32 0, i32 16, i32 1, i32 0, ptr nonnull [[RW3D_NAME]])
// SPV: {{%[0-9]+}} = tail call <4 x float> @llvm.spv.resource.load.level.v4f32.tspirv.Image_f32_0_2_0_0_1_0t.i32.i32.i32(target("spirv.Image", float, 0, 2, 0, 0, 1, 0) [[T1D]], i32 {{%[0-9]+}}, i32 {{%[0-9]+}}, i32 0)
// SPV: {{%[0-9]+}} = tail call <4 x float> @llvm.spv.resource.load.level.v4f32.tspirv.Image_f32_0_2_0_0_1_0t.i32.i32.i32(target("spirv.Image", float, 0, 2, 0, 0, 1, 0) [[T1D]], i32 {{%[0-9]+}}, i32 {{%[0-9]+}}, i32 1)
// SPV: {{%[0-9]+}} = tail call <4 x float> @llvm.spv.resource.load.level.v4f32.tspirv.Image_f32_0_2_0_0_1_0t.i32.i32.i32(target("spirv.Image", float, 0, 2, 0, 0, 1, 0) [[T1D]], i32 {{%[0-9]+}}, i32 0, i32 0)
// SPV: {{%[0-9]+}} = tail call <4 x float> @llvm.spv.resource.load.level.v4f32.tspirv.Image_f32_0_2_0_0_1_0t.i32.i32.i32(target("spirv.Image", float, 0, 2, 0, 0, 1, 0) [[T1D]], i32 {{%[0-9]+}}, i32 2, i32 0)
// SPV: {{%[0-9]+}} = tail call <4 x float> @llvm.spv.resource.load.level.v4f32.tspirv.Image_f32_0_2_1_0_1_0t.v2i32.i32.i32(target("spirv.Image", float, 0, 2, 1, 0, 1, 0) [[T1DARRAY]], <2 x i32> {{%[0-9]+}}, i32 {{%[0-9]+}}, i32 0)
// SPV: {{%[0-9]+}} = tail call <4 x float> @llvm.spv.resource.load.level.v4f32.tspirv.Image_f32_0_2_1_0_1_0t.v2i32.i32.i32(target("spirv.Image", float, 0, 2, 1, 0, 1, 0) [[T1DARRAY]], <2 x i32> {{%[0-9]+}}, i32 {{%[0-9]+}}, i32 1)
// SPV: {{%[0-9]+}} = tail call <4 x float> @llvm.spv.resource.load.level.v4f32.tspirv.Image_f32_0_2_1_0_1_0t.v2i32.i32.i32(target("spirv.Image", float, 0, 2, 1, 0, 1, 0) [[T1DARRAY]], <2 x i32> {{%[0-9]+}}, i32 0, i32 0)
// SPV: {{%[0-9]+}} = tail call <4 x float> @llvm.spv.resource.load.level.v4f32.tspirv.Image_f32_0_2_1_0_1_0t.v2i32.i32.i32(target("spirv.Image", float, 0, 2, 1, 0, 1, 0) [[T1DARRAY]], <2 x i32> {{%[0-9]+}}, i32 2, i32 0)
// SPV: {{%[0-9]+}} = tail call <4 x float> @llvm.spv.resource.load.level.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.v2i32.i32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) [[T2D]], <2 x i32> {{%[0-9]+}}, i32 {{%[0-9]+}}, <2 x i32> zeroinitializer)
// SPV: {{%[0-9]+}} = tail call <4 x float> @llvm.spv.resource.load.level.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.v2i32.i32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) [[T2D]], <2 x i32> {{%[0-9]+}}, i32 {{%[0-9]+}}, <2 x i32> <i32 1, i32 2>)
// SPV: {{%[0-9]+}} = tail call <4 x float> @llvm.spv.resource.load.level.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.v2i32.i32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) [[T2D]], <2 x i32> {{%[0-9]+}}, i32 0, <2 x i32> zeroinitializer)
// SPV: {{%[0-9]+}} = tail call <4 x float> @llvm.spv.resource.load.level.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.v2i32.i32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) [[T2D]], <2 x i32> {{%[0-9]+}}, i32 2, <2 x i32> zeroinitializer)
// SPV: {{%[0-9]+}} = tail call <4 x float> @llvm.spv.resource.load.level.v4f32.tspirv.Image_f32_1_2_1_0_1_0t.v3i32.i32.v2i32(target("spirv.Image", float, 1, 2, 1, 0, 1, 0) [[T2DARRAY]], <3 x i32> {{%[0-9]+}}, i32 {{%[0-9]+}}, <2 x i32> zeroinitializer)
// SPV: {{%[0-9]+}} = tail call <4 x float> @llvm.spv.resource.load.level.v4f32.tspirv.Image_f32_1_2_1_0_1_0t.v3i32.i32.v2i32(target("spirv.Image", float, 1, 2, 1, 0, 1, 0) [[T2DARRAY]], <3 x i32> {{%[0-9]+}}, i32 {{%[0-9]+}}, <2 x i32> <i32 1, i32 2>)
// SPV: {{%[0-9]+}} = tail call <4 x float> @llvm.spv.resource.load.level.v4f32.tspirv.Image_f32_1_2_1_0_1_0t.v3i32.i32.v2i32(target("spirv.Image", float, 1, 2, 1, 0, 1, 0) [[T2DARRAY]], <3 x i32> {{%[0-9]+}}, i32 0, <2 x i32> zeroinitializer)
// SPV: {{%[0-9]+}} = tail call <4 x float> @llvm.spv.resource.load.level.v4f32.tspirv.Image_f32_1_2_1_0_1_0t.v3i32.i32.v2i32(target("spirv.Image", float, 1, 2, 1, 0, 1, 0) [[T2DARRAY]], <3 x i32> {{%[0-9]+}}, i32 2, <2 x i32> zeroinitializer)
// SPV: {{%[0-9]+}} = tail call <4 x float> @llvm.spv.resource.load.level.v4f32.tspirv.Image_f32_2_2_0_0_1_0t.v3i32.i32.v3i32(target("spirv.Image", float, 2, 2, 0, 0, 1, 0) [[T3D]], <3 x i32> {{%[0-9]+}}, i32 {{%[0-9]+}}, <3 x i32> zeroinitializer)
// SPV: {{%[0-9]+}} = tail call <4 x float> @llvm.spv.resource.load.level.v4f32.tspirv.Image_f32_2_2_0_0_1_0t.v3i32.i32.v3i32(target("spirv.Image", float, 2, 2, 0, 0, 1, 0) [[T3D]], <3 x i32> {{%[0-9]+}}, i32 {{%[0-9]+}}, <3 x i32> <i32 1, i32 2, i32 3>)
// SPV: {{%[0-9]+}} = tail call <4 x float> @llvm.spv.resource.load.level.v4f32.tspirv.Image_f32_2_2_0_0_1_0t.v3i32.i32.v3i32(target("spirv.Image", float, 2, 2, 0, 0, 1, 0) [[T3D]], <3 x i32> {{%[0-9]+}}, i32 0, <3 x i32> zeroinitializer)
// SPV: {{%[0-9]+}} = tail call <4 x float> @llvm.spv.resource.load.level.v4f32.tspirv.Image_f32_2_2_0_0_1_0t.v3i32.i32.v3i32(target("spirv.Image", float, 2, 2, 0, 0, 1, 0) [[T3D]], <3 x i32> {{%[0-9]+}}, i32 2, <3 x i32> zeroinitializer)
// SPV: {{%[0-9]+}} = tail call <4 x float> @llvm.spv.resource.load.ms.v4f32.tspirv.Image_f32_1_2_0_1_1_0t.v2i32.v2i32(target("spirv.Image", float, 1, 2, 0, 1, 1, 0) [[TMS]], <2 x i32> {{%[0-9]+}}, i32 3, <2 x i32> zeroinitializer)
// SPV: {{%[0-9]+}} = tail call <4 x float> @llvm.spv.resource.load.ms.v4f32.tspirv.Image_f32_1_2_0_1_1_0t.v2i32.v2i32(target("spirv.Image", float, 1, 2, 0, 1, 1, 0) [[TMS]], <2 x i32> {{%[0-9]+}}, i32 3, <2 x i32> <i32 1, i32 2>)
// SPV: {{%[0-9]+}} = tail call <4 x float> @llvm.spv.resource.load.ms.v4f32.tspirv.Image_f32_1_2_1_1_1_0t.v3i32.v2i32(target("spirv.Image", float, 1, 2, 1, 1, 1, 0) [[TMSARRAY]], <3 x i32> {{%[0-9]+}}, i32 2, <2 x i32> zeroinitializer)
// SPV: {{%[0-9]+}} = tail call <4 x float> @llvm.spv.resource.load.ms.v4f32.tspirv.Image_f32_1_2_1_1_1_0t.v3i32.v2i32(target("spirv.Image", float, 1, 2, 1, 1, 1, 0) [[TMSARRAY]], <3 x i32> {{%[0-9]+}}, i32 2, <2 x i32> <i32 -1, i32 1>)
// SPV: {{%[0-9]+}} = tail call <4 x float> @llvm.spv.resource.load.ms.v4f32.tspirv.Image_f32_1_2_0_1_1_0t.v2i32.v2i32(target("spirv.Image", float, 1, 2, 0, 1, 1, 0) [[TMS]], <2 x i32> {{%[0-9]+}}, i32 0, <2 x i32> zeroinitializer)
// SPV: {{%[0-9]+}} = tail call <4 x float> @llvm.spv.resource.load.ms.v4f32.tspirv.Image_f32_1_2_0_1_1_0t.v2i32.v2i32(target("spirv.Image", float, 1, 2, 0, 1, 1, 0) [[TMS]], <2 x i32> {{%[0-9]+}}, i32 1, <2 x i32> zeroinitializer)
// SPV: {{%[0-9]+}} = tail call <4 x float> @llvm.spv.resource.load.ms.v4f32.tspirv.Image_f32_1_2_1_1_1_0t.v3i32.v2i32(target("spirv.Image", float, 1, 2, 1, 1, 1, 0) [[TMSARRAY]], <3 x i32> {{%[0-9]+}}, i32 {{%[0-9]+}}, <2 x i32> zeroinitializer)
// SPV: {{%[0-9]+}} = tail call <4 x float> @llvm.spv.resource.load.level.v4f32.tspirv.Image_f32_0_2_0_0_2_1t.i32.i32.i32(target("spirv.Image", float, 0, 2, 0, 0, 2, 1) [[RW1D]], i32 {{%[0-9]+}}, i32 poison, i32 0)
// SPV: {{%[0-9]+}} = tail call <4 x float> @llvm.spv.resource.load.level.v4f32.tspirv.Image_f32_0_2_0_0_2_1t.i32.i32.i32(target("spirv.Image", float, 0, 2, 0, 0, 2, 1) [[RW1D]], i32 {{%[0-9]+}}, i32 poison, i32 0)
// SPV: tail call void @llvm.spv.resource.store.texture.tspirv.Image_f32_0_2_0_0_2_1t.i32.v4f32(target("spirv.Image", float, 0, 2, 0, 0, 2, 1) [[RW1D]], i32 {{%[0-9]+}}, <4 x float> <float 1.000000e+00, float 2.000000e+00, float 3.000000e+00, float 4.000000e+00>)
// SPV: {{%[0-9]+}} = tail call <4 x float> @llvm.spv.resource.load.level.v4f32.tspirv.Image_f32_0_2_0_0_2_1t.i32.i32.i32(target("spirv.Image", float, 0, 2, 0, 0, 2, 1) [[RW1D]], i32 {{%[0-9]+}}, i32 poison, i32 0)
// SPV: tail call void @llvm.spv.resource.store.texture.tspirv.Image_f32_0_2_0_0_2_1t.i32.v4f32(target("spirv.Image", float, 0, 2, 0, 0, 2, 1) [[RW1D]], i32 {{%[0-9]+}}, <4 x float> {{%[0-9]+}})
// SPV: {{%[0-9]+}} = tail call <4 x float> @llvm.spv.resource.load.level.v4f32.tspirv.Image_f32_0_2_1_0_2_1t.v2i32.i32.i32(target("spirv.Image", float, 0, 2, 1, 0, 2, 1) [[RW1DARRAY]], <2 x i32> {{%[0-9]+}}, i32 poison, i32 0)
// SPV: {{%[0-9]+}} = tail call <4 x float> @llvm.spv.resource.load.level.v4f32.tspirv.Image_f32_0_2_1_0_2_1t.v2i32.i32.i32(target("spirv.Image", float, 0, 2, 1, 0, 2, 1) [[RW1DARRAY]], <2 x i32> {{%[0-9]+}}, i32 poison, i32 0)
// SPV: tail call void @llvm.spv.resource.store.texture.tspirv.Image_f32_0_2_1_0_2_1t.v2i32.v4f32(target("spirv.Image", float, 0, 2, 1, 0, 2, 1) [[RW1DARRAY]], <2 x i32> {{%[0-9]+}}, <4 x float> <float 1.000000e+00, float 2.000000e+00, float 3.000000e+00, float 4.000000e+00>)
// SPV: {{%[0-9]+}} = tail call <4 x float> @llvm.spv.resource.load.level.v4f32.tspirv.Image_f32_0_2_1_0_2_1t.v2i32.i32.i32(target("spirv.Image", float, 0, 2, 1, 0, 2, 1) [[RW1DARRAY]], <2 x i32> {{%[0-9]+}}, i32 poison, i32 0)
// SPV: tail call void @llvm.spv.resource.store.texture.tspirv.Image_f32_0_2_1_0_2_1t.v2i32.v4f32(target("spirv.Image", float, 0, 2, 1, 0, 2, 1) [[RW1DARRAY]], <2 x i32> {{%[0-9]+}}, <4 x float> {{%[0-9]+}})
// SPV: {{%[0-9]+}} = tail call <4 x float> @llvm.spv.resource.load.level.v4f32.tspirv.Image_f32_1_2_0_0_2_1t.v2i32.i32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 2, 1) [[RW2D]], <2 x i32> {{%[0-9]+}}, i32 poison, <2 x i32> zeroinitializer)
// SPV: {{%[0-9]+}} = tail call <4 x float> @llvm.spv.resource.load.level.v4f32.tspirv.Image_f32_1_2_0_0_2_1t.v2i32.i32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 2, 1) [[RW2D]], <2 x i32> {{%[0-9]+}}, i32 poison, <2 x i32> zeroinitializer)
// SPV: tail call void @llvm.spv.resource.store.texture.tspirv.Image_f32_1_2_0_0_2_1t.v2i32.v4f32(target("spirv.Image", float, 1, 2, 0, 0, 2, 1) [[RW2D]], <2 x i32> {{%[0-9]+}}, <4 x float> <float 1.000000e+00, float 2.000000e+00, float 3.000000e+00, float 4.000000e+00>)
// SPV: {{%[0-9]+}} = tail call <4 x float> @llvm.spv.resource.load.level.v4f32.tspirv.Image_f32_1_2_0_0_2_1t.v2i32.i32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 2, 1) [[RW2D]], <2 x i32> {{%[0-9]+}}, i32 poison, <2 x i32> zeroinitializer)
// SPV: tail call void @llvm.spv.resource.store.texture.tspirv.Image_f32_1_2_0_0_2_1t.v2i32.v4f32(target("spirv.Image", float, 1, 2, 0, 0, 2, 1) [[RW2D]], <2 x i32> {{%[0-9]+}}, <4 x float> {{%[0-9]+}})
// SPV: {{%[0-9]+}} = tail call <4 x float> @llvm.spv.resource.load.level.v4f32.tspirv.Image_f32_1_2_1_0_2_1t.v3i32.i32.v2i32(target("spirv.Image", float, 1, 2, 1, 0, 2, 1) [[RW2DARRAY]], <3 x i32> {{%[0-9]+}}, i32 poison, <2 x i32> zeroinitializer)
// SPV: {{%[0-9]+}} = tail call <4 x float> @llvm.spv.resource.load.level.v4f32.tspirv.Image_f32_1_2_1_0_2_1t.v3i32.i32.v2i32(target("spirv.Image", float, 1, 2, 1, 0, 2, 1) [[RW2DARRAY]], <3 x i32> {{%[0-9]+}}, i32 poison, <2 x i32> zeroinitializer)
// SPV: tail call void @llvm.spv.resource.store.texture.tspirv.Image_f32_1_2_1_0_2_1t.v3i32.v4f32(target("spirv.Image", float, 1, 2, 1, 0, 2, 1) [[RW2DARRAY]], <3 x i32> {{%[0-9]+}}, <4 x float> <float 1.000000e+00, float 2.000000e+00, float 3.000000e+00, float 4.000000e+00>)
// SPV: {{%[0-9]+}} = tail call <4 x float> @llvm.spv.resource.load.level.v4f32.tspirv.Image_f32_1_2_1_0_2_1t.v3i32.i32.v2i32(target("spirv.Image", float, 1, 2, 1, 0, 2, 1) [[RW2DARRAY]], <3 x i32> {{%[0-9]+}}, i32 poison, <2 x i32> zeroinitializer)
// SPV: tail call void @llvm.spv.resource.store.texture.tspirv.Image_f32_1_2_1_0_2_1t.v3i32.v4f32(target("spirv.Image", float, 1, 2, 1, 0, 2, 1) [[RW2DARRAY]], <3 x i32> {{%[0-9]+}}, <4 x float> {{%[0-9]+}})
// SPV: {{%[0-9]+}} = tail call <4 x float> @llvm.spv.resource.load.level.v4f32.tspirv.Image_f32_2_2_0_0_2_1t.v3i32.i32.v3i32(target("spirv.Image", float, 2, 2, 0, 0, 2, 1) [[RW3D]], <3 x i32> {{%[0-9]+}}, i32 poison, <3 x i32> zeroinitializer)
// SPV: {{%[0-9]+}} = tail call <4 x float> @llvm.spv.resource.load.level.v4f32.tspirv.Image_f32_2_2_0_0_2_1t.v3i32.i32.v3i32(target("spirv.Image", float, 2, 2, 0, 0, 2, 1) [[RW3D]], <3 x i32> {{%[0-9]+}}, i32 poison, <3 x i32> zeroinitializer)
// SPV: tail call void @llvm.spv.resource.store.texture.tspirv.Image_f32_2_2_0_0_2_1t.v3i32.v4f32(target("spirv.Image", float, 2, 2, 0, 0, 2, 1) [[RW3D]], <3 x i32> {{%[0-9]+}}, <4 x float> <float 1.000000e+00, float 2.000000e+00, float 3.000000e+00, float 4.000000e+00>)
// SPV: {{%[0-9]+}} = tail call <4 x float> @llvm.spv.resource.load.level.v4f32.tspirv.Image_f32_2_2_0_0_2_1t.v3i32.i32.v3i32(target("spirv.Image", float, 2, 2, 0, 0, 2, 1) [[RW3D]], <3 x i32> {{%[0-9]+}}, i32 poison, <3 x i32> zeroinitializer)
// SPV: tail call void @llvm.spv.resource.store.texture.tspirv.Image_f32_2_2_0_0_2_1t.v3i32.v4f32(target("spirv.Image", float, 2, 2, 0, 0, 2, 1) [[RW3D]], <3 x i32> {{%[0-9]+}}, <4 x float> {{%[0-9]+}})

// store.texture is declared memory(write).
// DXIL: declare void @llvm.dx.resource.store.texture.tdx.Texture_v4f32_1_0_0_1t.i32.v4f32(target("dx.Texture", <4 x float>, 1, 0, 0, 1), i32, <4 x float>) #[[WRITE:[0-9]+]]
// DXIL: attributes #[[WRITE]] = { mustprogress nocallback nofree nosync nounwind willreturn memory(write) }
