// GetDimensions on every texture kind with uint and float outputs, in every
// family: size only (getdimensions.x/.xy/.xyz, array counts included), with
// a mip input and the level count (getdimensions.levels.*), multisampled
// with the sample count (getdimensions.ms.*), RW size only. Float outputs
// take uitofp of the unsigned lanes. GetSamplePosition -> texturesamplepos.
// Both targets; the CHECK lines cover the intrinsic calls (the lane
// extraction and uitofp are checked in the DXIL-CONV lines).
// RUN: %texel -T cs_6_6 -E main --emit=ir %s | FileCheck %s --check-prefix=DXIL-CONV
// DXIL-CONV: [[L:%.*]] = tail call i32 @llvm.dx.resource.getdimensions.x.tdx.Texture_v4f32_0_0_0_1t(target("dx.Texture", <4 x float>, 0, 0, 0, 1) {{%[0-9]+}})
// DXIL-CONV: [[W:%.*]] = tail call <2 x i32> @llvm.dx.resource.getdimensions.levels.x.tdx.Texture_v4f32_0_0_0_1t(target("dx.Texture", <4 x float>, 0, 0, 0, 1) {{%[0-9]+}}, i32 {{%.*}})
// DXIL-CONV: uitofp i32 {{%[0-9]+}} to float
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
TextureCube<float4> TCube : register(t5);
TextureCubeArray<float4> TCubeArray : register(t6);
Texture2DMS<float4, 4> TMS : register(t10);
Texture2DMSArray<float4> TMSArray : register(t11);
RWTexture1D<float4> RW1D : register(u12);
RWTexture1DArray<float4> RW1DArray : register(u13);
RWTexture2D<float4> RW2D : register(u14);
RWTexture2DArray<float4> RW2DArray : register(u15);
RWTexture3D<float4> RW3D : register(u16);
RWBuffer<uint> Out : register(u30);
RWBuffer<float> OutF : register(u31);
RWBuffer<float2> Positions : register(u32);

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  float f = id.x * 0.125;
  uint i = 0;
  uint a, b, c, d;
  float fa, fb, fc, fd;
  T1D.GetDimensions(a);
  Out[i++] = a;
  T1D.GetDimensions(id.x, a, d);
  Out[i++] = a + d;
  T1D.GetDimensions(fa);
  OutF[i++] = fa;
  T1D.GetDimensions(1, fa, fd);
  OutF[i++] = fa + fd;
  T1DArray.GetDimensions(a, b);
  Out[i++] = a + b;
  T1DArray.GetDimensions(id.x, a, b, d);
  Out[i++] = a + b + d;
  T1DArray.GetDimensions(fa, fb);
  OutF[i++] = fa + fb;
  T1DArray.GetDimensions(1, fa, fb, fd);
  OutF[i++] = fa + fb + fd;
  T2D.GetDimensions(a, b);
  Out[i++] = a + b;
  T2D.GetDimensions(id.x, a, b, d);
  Out[i++] = a + b + d;
  T2D.GetDimensions(fa, fb);
  OutF[i++] = fa + fb;
  T2D.GetDimensions(1, fa, fb, fd);
  OutF[i++] = fa + fb + fd;
  T2DArray.GetDimensions(a, b, c);
  Out[i++] = a + b + c;
  T2DArray.GetDimensions(id.x, a, b, c, d);
  Out[i++] = a + b + c + d;
  T2DArray.GetDimensions(fa, fb, fc);
  OutF[i++] = fa + fb + fc;
  T2DArray.GetDimensions(1, fa, fb, fc, fd);
  OutF[i++] = fa + fb + fc + fd;
  T3D.GetDimensions(a, b, c);
  Out[i++] = a + b + c;
  T3D.GetDimensions(id.x, a, b, c, d);
  Out[i++] = a + b + c + d;
  T3D.GetDimensions(fa, fb, fc);
  OutF[i++] = fa + fb + fc;
  T3D.GetDimensions(1, fa, fb, fc, fd);
  OutF[i++] = fa + fb + fc + fd;
  TCube.GetDimensions(a, b);
  Out[i++] = a + b;
  TCube.GetDimensions(id.x, a, b, d);
  Out[i++] = a + b + d;
  TCube.GetDimensions(fa, fb);
  OutF[i++] = fa + fb;
  TCube.GetDimensions(1, fa, fb, fd);
  OutF[i++] = fa + fb + fd;
  TCubeArray.GetDimensions(a, b, c);
  Out[i++] = a + b + c;
  TCubeArray.GetDimensions(id.x, a, b, c, d);
  Out[i++] = a + b + c + d;
  TCubeArray.GetDimensions(fa, fb, fc);
  OutF[i++] = fa + fb + fc;
  TCubeArray.GetDimensions(1, fa, fb, fc, fd);
  OutF[i++] = fa + fb + fc + fd;
  TMS.GetDimensions(a, b, c);
  Out[i++] = a + b + c;
  TMSArray.GetDimensions(fa, fb, fc, fd);
  OutF[i++] = fa + fb + fc + fd;
  RW1D.GetDimensions(a);
  Out[i++] = a;
  RW1D.GetDimensions(fa);
  OutF[i++] = fa;
  RW1DArray.GetDimensions(a, b);
  Out[i++] = a + b;
  RW1DArray.GetDimensions(fa, fb);
  OutF[i++] = fa + fb;
  RW2D.GetDimensions(a, b);
  Out[i++] = a + b;
  RW2D.GetDimensions(fa, fb);
  OutF[i++] = fa + fb;
  RW2DArray.GetDimensions(a, b, c);
  Out[i++] = a + b + c;
  RW2DArray.GetDimensions(fa, fb, fc);
  OutF[i++] = fa + fb + fc;
  RW3D.GetDimensions(a, b, c);
  Out[i++] = a + b + c;
  RW3D.GetDimensions(fa, fb, fc);
  OutF[i++] = fa + fb + fc;
  Positions[0] = TMS.GetSamplePosition(id.x);
  Positions[1] = TMSArray.GetSamplePosition(2);
}

// DXIL-DAG: [[OUT_NAME:@[^ ]+]] = private unnamed_addr constant [4 x i8] c"Out\00"
// DXIL-DAG: [[OUTF_NAME:@[^ ]+]] = private unnamed_addr constant [5 x i8] c"OutF\00"
// DXIL-DAG: [[POSITIONS_NAME:@[^ ]+]] = private unnamed_addr constant [10 x i8] c"Positions\00"
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
// DXIL-DAG: [[TCUBE_NAME:@[^ ]+]] = private unnamed_addr constant [6 x i8] c"TCube\00"
// DXIL-DAG: [[TCUBEARRAY_NAME:@[^ ]+]] = private unnamed_addr constant [11 x i8] c"TCubeArray\00"
// DXIL-DAG: [[TMS_NAME:@[^ ]+]] = private unnamed_addr constant [4 x i8] c"TMS\00"
// DXIL-DAG: [[TMSARRAY_NAME:@[^ ]+]] = private unnamed_addr constant [9 x i8] c"TMSArray\00"
// DXIL-LABEL: define void @main()
// DXIL-DAG: [[T1D:%.*]] = tail call target("dx.Texture", <4 x float>, 0, 0, 0, 1) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_1t(i32 0, i32 0, i32 1, i32 0, ptr nonnull [[T1D_NAME]])
// DXIL-DAG: [[OUT:%.*]] = tail call target("dx.TypedBuffer", i32, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_i32_1_0_0t(i32 0, i32 30, i32 1, i32 0, ptr nonnull [[OUT_NAME]])
// DXIL-DAG: [[OUTF:%.*]] = tail call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 31, i32 1, i32 0, ptr nonnull [[OUTF_NAME]])
// DXIL-DAG: [[T1DARRAY:%.*]] = tail call target("dx.Texture", <4 x float>, 0, 0, 0, 6) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_6t(i32 0, i32 1, i32 1, i32 0, ptr nonnull [[T1DARRAY_NAME]])
// DXIL-DAG: [[T2D:%.*]] = tail call target("dx.Texture", <4 x float>, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_2t(i32 0, i32 2, i32 1, i32 0, ptr nonnull [[T2D_NAME]])
// DXIL-DAG: [[T2DARRAY:%.*]] = tail call target("dx.Texture", <4 x float>, 0, 0, 0, 7) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_7t(i32 0, i32 3, i32 1, i32 0, ptr nonnull [[T2DARRAY_NAME]])
// DXIL-DAG: [[T3D:%.*]] = tail call target("dx.Texture", <4 x float>, 0, 0, 0, 4) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_4t(i32 0, i32 4, i32 1, i32 0, ptr nonnull [[T3D_NAME]])
// DXIL-DAG: [[TCUBE:%.*]] = tail call target("dx.Texture", <4 x float>, 0, 0, 0, 5) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_5t(i32 0, i32 5, i32 1, i32 0, ptr nonnull [[TCUBE_NAME]])
// DXIL-DAG: [[TCUBEARRAY:%.*]] = tail call target("dx.Texture", <4 x float>, 0, 0, 0, 9) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_9t(i32 0, i32 6, i32 1, i32 0, ptr nonnull [[TCUBEARRAY_NAME]])
// DXIL-DAG: [[TMS:%.*]] = tail call target("dx.MSTexture", <4 x float>, 0, 4, 0, 3) @llvm.dx.resource.handlefrombinding.tdx.MSTexture_v4f32_0_4_0_3t(i32 0, i32 10, i32 1, i32 0, ptr nonnull [[TMS_NAME]])
// DXIL-DAG: [[TMSARRAY:%.*]] = tail call target("dx.MSTexture", <4 x float>, 0, 0, 0, 8) @llvm.dx.resource.handlefrombinding.tdx.MSTexture_v4f32_0_0_0_8t(i32 0, i32 11, i32 1, i32 0, ptr nonnull [[TMSARRAY_NAME]])
// DXIL-DAG: [[RW1D:%.*]] = tail call target("dx.Texture", <4 x float>, 1, 0, 0, 1) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_1_0_0_1t(i32 0, i32 12, i32 1, i32 0, ptr nonnull [[RW1D_NAME]])
// DXIL-DAG: [[RW1DARRAY:%.*]] = tail call target("dx.Texture", <4 x float>, 1, 0, 0, 6) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_1_0_0_6t(i32 0, i32 13, i32 1, i32 0, ptr nonnull [[RW1DARRAY_NAME]])
// DXIL-DAG: [[RW2D:%.*]] = tail call target("dx.Texture", <4 x float>, 1, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_1_0_0_2t(i32 0, i32 14, i32 1, i32 0, ptr nonnull [[RW2D_NAME]])
// DXIL-DAG: [[RW2DARRAY:%.*]] = tail call target("dx.Texture", <4 x float>, 1, 0, 0, 7) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_1_0_0_7t(i32 0, i32 15, i32 1, i32 0, ptr nonnull [[RW2DARRAY_NAME]])
// DXIL-DAG: [[RW3D:%.*]] = tail call target("dx.Texture", <4 x float>, 1, 0, 0, 4) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_1_0_0_4t(i32 0, i32 16, i32 1, i32 0, ptr nonnull [[RW3D_NAME]])
// DXIL-DAG: [[POSITIONS:%.*]] = tail call target("dx.TypedBuffer", <2 x float>, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_v2f32_1_0_0t(i32 0, i32 32, i32 1, i32 0, ptr nonnull [[POSITIONS_NAME]])
// DXIL: {{%[0-9]+}} = tail call i32 @llvm.dx.resource.getdimensions.x.tdx.Texture_v4f32_0_0_0_1t(target("dx.Texture", <4 x float>, 0, 0, 0, 1) [[T1D]])
// DXIL: {{%[0-9]+}} = tail call <2 x i32> @llvm.dx.resource.getdimensions.levels.x.tdx.Texture_v4f32_0_0_0_1t(target("dx.Texture", <4 x float>, 0, 0, 0, 1) [[T1D]], i32 {{%[0-9]+}})
// DXIL: {{%[0-9]+}} = tail call i32 @llvm.dx.resource.getdimensions.x.tdx.Texture_v4f32_0_0_0_1t(target("dx.Texture", <4 x float>, 0, 0, 0, 1) [[T1D]])
// DXIL: {{%[0-9]+}} = tail call <2 x i32> @llvm.dx.resource.getdimensions.levels.x.tdx.Texture_v4f32_0_0_0_1t(target("dx.Texture", <4 x float>, 0, 0, 0, 1) [[T1D]], i32 1)
// DXIL: {{%[0-9]+}} = tail call <2 x i32> @llvm.dx.resource.getdimensions.xy.tdx.Texture_v4f32_0_0_0_6t(target("dx.Texture", <4 x float>, 0, 0, 0, 6) [[T1DARRAY]])
// DXIL: {{%[0-9]+}} = tail call <3 x i32> @llvm.dx.resource.getdimensions.levels.xy.tdx.Texture_v4f32_0_0_0_6t(target("dx.Texture", <4 x float>, 0, 0, 0, 6) [[T1DARRAY]], i32 {{%[0-9]+}})
// DXIL: {{%[0-9]+}} = tail call <2 x i32> @llvm.dx.resource.getdimensions.xy.tdx.Texture_v4f32_0_0_0_6t(target("dx.Texture", <4 x float>, 0, 0, 0, 6) [[T1DARRAY]])
// DXIL: {{%[0-9]+}} = tail call <3 x i32> @llvm.dx.resource.getdimensions.levels.xy.tdx.Texture_v4f32_0_0_0_6t(target("dx.Texture", <4 x float>, 0, 0, 0, 6) [[T1DARRAY]], i32 1)
// DXIL: {{%[0-9]+}} = tail call <2 x i32> @llvm.dx.resource.getdimensions.xy.tdx.Texture_v4f32_0_0_0_2t(target("dx.Texture", <4 x float>, 0, 0, 0, 2) [[T2D]])
// DXIL: {{%[0-9]+}} = tail call <3 x i32> @llvm.dx.resource.getdimensions.levels.xy.tdx.Texture_v4f32_0_0_0_2t(target("dx.Texture", <4 x float>, 0, 0, 0, 2) [[T2D]], i32 {{%[0-9]+}})
// DXIL: {{%[0-9]+}} = tail call <2 x i32> @llvm.dx.resource.getdimensions.xy.tdx.Texture_v4f32_0_0_0_2t(target("dx.Texture", <4 x float>, 0, 0, 0, 2) [[T2D]])
// DXIL: {{%[0-9]+}} = tail call <3 x i32> @llvm.dx.resource.getdimensions.levels.xy.tdx.Texture_v4f32_0_0_0_2t(target("dx.Texture", <4 x float>, 0, 0, 0, 2) [[T2D]], i32 1)
// DXIL: {{%[0-9]+}} = tail call <3 x i32> @llvm.dx.resource.getdimensions.xyz.tdx.Texture_v4f32_0_0_0_7t(target("dx.Texture", <4 x float>, 0, 0, 0, 7) [[T2DARRAY]])
// DXIL: {{%[0-9]+}} = tail call <4 x i32> @llvm.dx.resource.getdimensions.levels.xyz.tdx.Texture_v4f32_0_0_0_7t(target("dx.Texture", <4 x float>, 0, 0, 0, 7) [[T2DARRAY]], i32 {{%[0-9]+}})
// DXIL: {{%[0-9]+}} = tail call <3 x i32> @llvm.dx.resource.getdimensions.xyz.tdx.Texture_v4f32_0_0_0_7t(target("dx.Texture", <4 x float>, 0, 0, 0, 7) [[T2DARRAY]])
// DXIL: {{%[0-9]+}} = tail call <4 x i32> @llvm.dx.resource.getdimensions.levels.xyz.tdx.Texture_v4f32_0_0_0_7t(target("dx.Texture", <4 x float>, 0, 0, 0, 7) [[T2DARRAY]], i32 1)
// DXIL: {{%[0-9]+}} = tail call <3 x i32> @llvm.dx.resource.getdimensions.xyz.tdx.Texture_v4f32_0_0_0_4t(target("dx.Texture", <4 x float>, 0, 0, 0, 4) [[T3D]])
// DXIL: {{%[0-9]+}} = tail call <4 x i32> @llvm.dx.resource.getdimensions.levels.xyz.tdx.Texture_v4f32_0_0_0_4t(target("dx.Texture", <4 x float>, 0, 0, 0, 4) [[T3D]], i32 {{%[0-9]+}})
// DXIL: {{%[0-9]+}} = tail call <3 x i32> @llvm.dx.resource.getdimensions.xyz.tdx.Texture_v4f32_0_0_0_4t(target("dx.Texture", <4 x float>, 0, 0, 0, 4) [[T3D]])
// DXIL: {{%[0-9]+}} = tail call <4 x i32> @llvm.dx.resource.getdimensions.levels.xyz.tdx.Texture_v4f32_0_0_0_4t(target("dx.Texture", <4 x float>, 0, 0, 0, 4) [[T3D]], i32 1)
// DXIL: {{%[0-9]+}} = tail call <2 x i32> @llvm.dx.resource.getdimensions.xy.tdx.Texture_v4f32_0_0_0_5t(target("dx.Texture", <4 x float>, 0, 0, 0, 5) [[TCUBE]])
// DXIL: {{%[0-9]+}} = tail call <3 x i32> @llvm.dx.resource.getdimensions.levels.xy.tdx.Texture_v4f32_0_0_0_5t(target("dx.Texture", <4 x float>, 0, 0, 0, 5) [[TCUBE]], i32 {{%[0-9]+}})
// DXIL: {{%[0-9]+}} = tail call <2 x i32> @llvm.dx.resource.getdimensions.xy.tdx.Texture_v4f32_0_0_0_5t(target("dx.Texture", <4 x float>, 0, 0, 0, 5) [[TCUBE]])
// DXIL: {{%[0-9]+}} = tail call <3 x i32> @llvm.dx.resource.getdimensions.levels.xy.tdx.Texture_v4f32_0_0_0_5t(target("dx.Texture", <4 x float>, 0, 0, 0, 5) [[TCUBE]], i32 1)
// DXIL: {{%[0-9]+}} = tail call <3 x i32> @llvm.dx.resource.getdimensions.xyz.tdx.Texture_v4f32_0_0_0_9t(target("dx.Texture", <4 x float>, 0, 0, 0, 9) [[TCUBEARRAY]])
// DXIL: {{%[0-9]+}} = tail call <4 x i32> @llvm.dx.resource.getdimensions.levels.xyz.tdx.Texture_v4f32_0_0_0_9t(target("dx.Texture", <4 x float>, 0, 0, 0, 9) [[TCUBEARRAY]], i32 {{%[0-9]+}})
// DXIL: {{%[0-9]+}} = tail call <3 x i32> @llvm.dx.resource.getdimensions.xyz.tdx.Texture_v4f32_0_0_0_9t(target("dx.Texture", <4 x float>, 0, 0, 0, 9) [[TCUBEARRAY]])
// DXIL: {{%[0-9]+}} = tail call <4 x i32> @llvm.dx.resource.getdimensions.levels.xyz.tdx.Texture_v4f32_0_0_0_9t(target("dx.Texture", <4 x float>, 0, 0, 0, 9) [[TCUBEARRAY]], i32 1)
// DXIL: {{%[0-9]+}} = tail call <3 x i32> @llvm.dx.resource.getdimensions.ms.xy.tdx.MSTexture_v4f32_0_4_0_3t(target("dx.MSTexture", <4 x float>, 0, 4, 0, 3) [[TMS]])
// DXIL: {{%[0-9]+}} = tail call <4 x i32> @llvm.dx.resource.getdimensions.ms.xyz.tdx.MSTexture_v4f32_0_0_0_8t(target("dx.MSTexture", <4 x float>, 0, 0, 0, 8) [[TMSARRAY]])
// DXIL: {{%[0-9]+}} = tail call i32 @llvm.dx.resource.getdimensions.x.tdx.Texture_v4f32_1_0_0_1t(target("dx.Texture", <4 x float>, 1, 0, 0, 1) [[RW1D]])
// DXIL: {{%[0-9]+}} = tail call i32 @llvm.dx.resource.getdimensions.x.tdx.Texture_v4f32_1_0_0_1t(target("dx.Texture", <4 x float>, 1, 0, 0, 1) [[RW1D]])
// DXIL: {{%[0-9]+}} = tail call <2 x i32> @llvm.dx.resource.getdimensions.xy.tdx.Texture_v4f32_1_0_0_6t(target("dx.Texture", <4 x float>, 1, 0, 0, 6) [[RW1DARRAY]])
// DXIL: {{%[0-9]+}} = tail call <2 x i32> @llvm.dx.resource.getdimensions.xy.tdx.Texture_v4f32_1_0_0_6t(target("dx.Texture", <4 x float>, 1, 0, 0, 6) [[RW1DARRAY]])
// DXIL: {{%[0-9]+}} = tail call <2 x i32> @llvm.dx.resource.getdimensions.xy.tdx.Texture_v4f32_1_0_0_2t(target("dx.Texture", <4 x float>, 1, 0, 0, 2) [[RW2D]])
// DXIL: {{%[0-9]+}} = tail call <2 x i32> @llvm.dx.resource.getdimensions.xy.tdx.Texture_v4f32_1_0_0_2t(target("dx.Texture", <4 x float>, 1, 0, 0, 2) [[RW2D]])
// DXIL: {{%[0-9]+}} = tail call <3 x i32> @llvm.dx.resource.getdimensions.xyz.tdx.Texture_v4f32_1_0_0_7t(target("dx.Texture", <4 x float>, 1, 0, 0, 7) [[RW2DARRAY]])
// DXIL: {{%[0-9]+}} = tail call <3 x i32> @llvm.dx.resource.getdimensions.xyz.tdx.Texture_v4f32_1_0_0_7t(target("dx.Texture", <4 x float>, 1, 0, 0, 7) [[RW2DARRAY]])
// DXIL: {{%[0-9]+}} = tail call <3 x i32> @llvm.dx.resource.getdimensions.xyz.tdx.Texture_v4f32_1_0_0_4t(target("dx.Texture", <4 x float>, 1, 0, 0, 4) [[RW3D]])
// DXIL: {{%[0-9]+}} = tail call <3 x i32> @llvm.dx.resource.getdimensions.xyz.tdx.Texture_v4f32_1_0_0_4t(target("dx.Texture", <4 x float>, 1, 0, 0, 4) [[RW3D]])
// DXIL: {{%[0-9]+}} = tail call <2 x float> @llvm.dx.resource.texturesamplepos.v2f32.tdx.MSTexture_v4f32_0_4_0_3t(target("dx.MSTexture", <4 x float>, 0, 4, 0, 3) [[TMS]], i32 {{%[0-9]+}})
// DXIL: {{%[0-9]+}} = tail call <2 x float> @llvm.dx.resource.texturesamplepos.v2f32.tdx.MSTexture_v4f32_0_0_0_8t(target("dx.MSTexture", <4 x float>, 0, 0, 0, 8) [[TMSARRAY]], i32 2)

// SPV-DAG: [[OUT_NAME:@[^ ]+]] = private unnamed_addr constant [4 x i8] c"Out\00"
// SPV-DAG: [[OUTF_NAME:@[^ ]+]] = private unnamed_addr constant [5 x i8] c"OutF\00"
// SPV-DAG: [[POSITIONS_NAME:@[^ ]+]] = private unnamed_addr constant [10 x i8] c"Positions\00"
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
// SPV-DAG: [[TCUBE_NAME:@[^ ]+]] = private unnamed_addr constant [6 x i8] c"TCube\00"
// SPV-DAG: [[TCUBEARRAY_NAME:@[^ ]+]] = private unnamed_addr constant [11 x i8] c"TCubeArray\00"
// SPV-DAG: [[TMS_NAME:@[^ ]+]] = private unnamed_addr constant [4 x i8] c"TMS\00"
// SPV-DAG: [[TMSARRAY_NAME:@[^ ]+]] = private unnamed_addr constant [9 x i8] c"TMSArray\00"
// SPV-LABEL: define void @main()
// SPV-DAG: [[T1D:%.*]] = tail call target("spirv.Image", float, 0, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_0_2_0_0_1_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull [[T1D_NAME]])
// SPV-DAG: [[OUT:%.*]] = tail call target("spirv.Image", i32, 5, 2, 0, 0, 2, 33) @llvm.spv.resource.handlefrombinding.tspirv.Image_i32_5_2_0_0_2_33t(i32 0, i32 30, i32 1, i32 0, ptr nonnull [[OUT_NAME]])
// SPV-DAG: [[OUTF:%.*]] = tail call target("spirv.Image", float, 5, 2, 0, 0, 2, 3) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_2_3t(i32 0, i32 31, i32 1, i32 0, ptr nonnull [[OUTF_NAME]])
// SPV-DAG: [[T1DARRAY:%.*]] = tail call target("spirv.Image", float, 0, 2, 1, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_0_2_1_0_1_0t(i32 0, i32 1, i32 1, i32 0, ptr nonnull [[T1DARRAY_NAME]])
// SPV-DAG: [[T2D:%.*]] = tail call target("spirv.Image", float, 1, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_0_0_1_0t(i32 0, i32 2, i32 1, i32 0, ptr nonnull [[T2D_NAME]])
// SPV-DAG: [[T2DARRAY:%.*]] = tail call target("spirv.Image", float, 1, 2, 1, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_1_0_1_0t(i32 0, i32 3, i32 1, i32 0, ptr nonnull [[T2DARRAY_NAME]])
// SPV-DAG: [[T3D:%.*]] = tail call target("spirv.Image", float, 2, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_2_2_0_0_1_0t(i32 0, i32 4, i32 1, i32 0, ptr nonnull [[T3D_NAME]])
// SPV-DAG: [[TCUBE:%.*]] = tail call target("spirv.Image", float, 3, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_3_2_0_0_1_0t(i32 0, i32 5, i32 1, i32 0, ptr nonnull [[TCUBE_NAME]])
// SPV-DAG: [[TCUBEARRAY:%.*]] = tail call target("spirv.Image", float, 3, 2, 1, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_3_2_1_0_1_0t(i32 0, i32 6, i32 1, i32 0, ptr nonnull [[TCUBEARRAY_NAME]])
// SPV-DAG: [[TMS:%.*]] = tail call target("spirv.Image", float, 1, 2, 0, 1, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_0_1_1_0t(i32 0, i32 10, i32 1, i32 0, ptr nonnull [[TMS_NAME]])
// SPV-DAG: [[TMSARRAY:%.*]] = tail call target("spirv.Image", float, 1, 2, 1, 1, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_1_1_1_0t(i32 0, i32 11, i32 1, i32 0, ptr nonnull [[TMSARRAY_NAME]])
// SPV-DAG: [[RW1D:%.*]] = tail call target("spirv.Image", float, 0, 2, 0, 0, 2, 1) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_0_2_0_0_2_1t(i32 0, i32 12, i32 1, i32 0, ptr nonnull [[RW1D_NAME]])
// SPV-DAG: [[RW1DARRAY:%.*]] = tail call target("spirv.Image", float, 0, 2, 1, 0, 2, 1) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_0_2_1_0_2_1t(i32 0, i32 13, i32 1, i32 0, ptr nonnull [[RW1DARRAY_NAME]])
// SPV-DAG: [[RW2D:%.*]] = tail call target("spirv.Image", float, 1, 2, 0, 0, 2, 1) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_0_0_2_1t(i32 0, i32 14, i32 1, i32 0, ptr nonnull [[RW2D_NAME]])
// SPV-DAG: [[RW2DARRAY:%.*]] = tail call target("spirv.Image", float, 1, 2, 1, 0, 2, 1) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_1_0_2_1t(i32 0, i32 15, i32 1, i32 0, ptr nonnull [[RW2DARRAY_NAME]])
// SPV-DAG: [[RW3D:%.*]] = tail call target("spirv.Image", float, 2, 2, 0, 0, 2, 1) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_2_2_0_0_2_1t(i32 0, i32 16, i32 1, i32 0, ptr nonnull [[RW3D_NAME]])
// SPV-DAG: [[POSITIONS:%.*]] = tail call target("spirv.Image", float, 5, 2, 0, 0, 2, 6) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_2_6t(i32 0, i32 32, i32 1, i32 0, ptr nonnull [[POSITIONS_NAME]])
// SPV: {{%[0-9]+}} = tail call i32 @llvm.spv.resource.getdimensions.x.tspirv.Image_f32_0_2_0_0_1_0t(target("spirv.Image", float, 0, 2, 0, 0, 1, 0) [[T1D]])
// SPV: {{%[0-9]+}} = tail call <2 x i32> @llvm.spv.resource.getdimensions.levels.x.tspirv.Image_f32_0_2_0_0_1_0t(target("spirv.Image", float, 0, 2, 0, 0, 1, 0) [[T1D]], i32 {{%[0-9]+}})
// SPV: {{%[0-9]+}} = tail call i32 @llvm.spv.resource.getdimensions.x.tspirv.Image_f32_0_2_0_0_1_0t(target("spirv.Image", float, 0, 2, 0, 0, 1, 0) [[T1D]])
// SPV: {{%[0-9]+}} = tail call <2 x i32> @llvm.spv.resource.getdimensions.levels.x.tspirv.Image_f32_0_2_0_0_1_0t(target("spirv.Image", float, 0, 2, 0, 0, 1, 0) [[T1D]], i32 1)
// SPV: {{%[0-9]+}} = tail call <2 x i32> @llvm.spv.resource.getdimensions.xy.tspirv.Image_f32_0_2_1_0_1_0t(target("spirv.Image", float, 0, 2, 1, 0, 1, 0) [[T1DARRAY]])
// SPV: {{%[0-9]+}} = tail call <3 x i32> @llvm.spv.resource.getdimensions.levels.xy.tspirv.Image_f32_0_2_1_0_1_0t(target("spirv.Image", float, 0, 2, 1, 0, 1, 0) [[T1DARRAY]], i32 {{%[0-9]+}})
// SPV: {{%[0-9]+}} = tail call <2 x i32> @llvm.spv.resource.getdimensions.xy.tspirv.Image_f32_0_2_1_0_1_0t(target("spirv.Image", float, 0, 2, 1, 0, 1, 0) [[T1DARRAY]])
// SPV: {{%[0-9]+}} = tail call <3 x i32> @llvm.spv.resource.getdimensions.levels.xy.tspirv.Image_f32_0_2_1_0_1_0t(target("spirv.Image", float, 0, 2, 1, 0, 1, 0) [[T1DARRAY]], i32 1)
// SPV: {{%[0-9]+}} = tail call <2 x i32> @llvm.spv.resource.getdimensions.xy.tspirv.Image_f32_1_2_0_0_1_0t(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) [[T2D]])
// SPV: {{%[0-9]+}} = tail call <3 x i32> @llvm.spv.resource.getdimensions.levels.xy.tspirv.Image_f32_1_2_0_0_1_0t(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) [[T2D]], i32 {{%[0-9]+}})
// SPV: {{%[0-9]+}} = tail call <2 x i32> @llvm.spv.resource.getdimensions.xy.tspirv.Image_f32_1_2_0_0_1_0t(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) [[T2D]])
// SPV: {{%[0-9]+}} = tail call <3 x i32> @llvm.spv.resource.getdimensions.levels.xy.tspirv.Image_f32_1_2_0_0_1_0t(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) [[T2D]], i32 1)
// SPV: {{%[0-9]+}} = tail call <3 x i32> @llvm.spv.resource.getdimensions.xyz.tspirv.Image_f32_1_2_1_0_1_0t(target("spirv.Image", float, 1, 2, 1, 0, 1, 0) [[T2DARRAY]])
// SPV: {{%[0-9]+}} = tail call <4 x i32> @llvm.spv.resource.getdimensions.levels.xyz.tspirv.Image_f32_1_2_1_0_1_0t(target("spirv.Image", float, 1, 2, 1, 0, 1, 0) [[T2DARRAY]], i32 {{%[0-9]+}})
// SPV: {{%[0-9]+}} = tail call <3 x i32> @llvm.spv.resource.getdimensions.xyz.tspirv.Image_f32_1_2_1_0_1_0t(target("spirv.Image", float, 1, 2, 1, 0, 1, 0) [[T2DARRAY]])
// SPV: {{%[0-9]+}} = tail call <4 x i32> @llvm.spv.resource.getdimensions.levels.xyz.tspirv.Image_f32_1_2_1_0_1_0t(target("spirv.Image", float, 1, 2, 1, 0, 1, 0) [[T2DARRAY]], i32 1)
// SPV: {{%[0-9]+}} = tail call <3 x i32> @llvm.spv.resource.getdimensions.xyz.tspirv.Image_f32_2_2_0_0_1_0t(target("spirv.Image", float, 2, 2, 0, 0, 1, 0) [[T3D]])
// SPV: {{%[0-9]+}} = tail call <4 x i32> @llvm.spv.resource.getdimensions.levels.xyz.tspirv.Image_f32_2_2_0_0_1_0t(target("spirv.Image", float, 2, 2, 0, 0, 1, 0) [[T3D]], i32 {{%[0-9]+}})
// SPV: {{%[0-9]+}} = tail call <3 x i32> @llvm.spv.resource.getdimensions.xyz.tspirv.Image_f32_2_2_0_0_1_0t(target("spirv.Image", float, 2, 2, 0, 0, 1, 0) [[T3D]])
// SPV: {{%[0-9]+}} = tail call <4 x i32> @llvm.spv.resource.getdimensions.levels.xyz.tspirv.Image_f32_2_2_0_0_1_0t(target("spirv.Image", float, 2, 2, 0, 0, 1, 0) [[T3D]], i32 1)
// SPV: {{%[0-9]+}} = tail call <2 x i32> @llvm.spv.resource.getdimensions.xy.tspirv.Image_f32_3_2_0_0_1_0t(target("spirv.Image", float, 3, 2, 0, 0, 1, 0) [[TCUBE]])
// SPV: {{%[0-9]+}} = tail call <3 x i32> @llvm.spv.resource.getdimensions.levels.xy.tspirv.Image_f32_3_2_0_0_1_0t(target("spirv.Image", float, 3, 2, 0, 0, 1, 0) [[TCUBE]], i32 {{%[0-9]+}})
// SPV: {{%[0-9]+}} = tail call <2 x i32> @llvm.spv.resource.getdimensions.xy.tspirv.Image_f32_3_2_0_0_1_0t(target("spirv.Image", float, 3, 2, 0, 0, 1, 0) [[TCUBE]])
// SPV: {{%[0-9]+}} = tail call <3 x i32> @llvm.spv.resource.getdimensions.levels.xy.tspirv.Image_f32_3_2_0_0_1_0t(target("spirv.Image", float, 3, 2, 0, 0, 1, 0) [[TCUBE]], i32 1)
// SPV: {{%[0-9]+}} = tail call <3 x i32> @llvm.spv.resource.getdimensions.xyz.tspirv.Image_f32_3_2_1_0_1_0t(target("spirv.Image", float, 3, 2, 1, 0, 1, 0) [[TCUBEARRAY]])
// SPV: {{%[0-9]+}} = tail call <4 x i32> @llvm.spv.resource.getdimensions.levels.xyz.tspirv.Image_f32_3_2_1_0_1_0t(target("spirv.Image", float, 3, 2, 1, 0, 1, 0) [[TCUBEARRAY]], i32 {{%[0-9]+}})
// SPV: {{%[0-9]+}} = tail call <3 x i32> @llvm.spv.resource.getdimensions.xyz.tspirv.Image_f32_3_2_1_0_1_0t(target("spirv.Image", float, 3, 2, 1, 0, 1, 0) [[TCUBEARRAY]])
// SPV: {{%[0-9]+}} = tail call <4 x i32> @llvm.spv.resource.getdimensions.levels.xyz.tspirv.Image_f32_3_2_1_0_1_0t(target("spirv.Image", float, 3, 2, 1, 0, 1, 0) [[TCUBEARRAY]], i32 1)
// SPV: {{%[0-9]+}} = tail call <3 x i32> @llvm.spv.resource.getdimensions.ms.xy.tspirv.Image_f32_1_2_0_1_1_0t(target("spirv.Image", float, 1, 2, 0, 1, 1, 0) [[TMS]])
// SPV: {{%[0-9]+}} = tail call <4 x i32> @llvm.spv.resource.getdimensions.ms.xyz.tspirv.Image_f32_1_2_1_1_1_0t(target("spirv.Image", float, 1, 2, 1, 1, 1, 0) [[TMSARRAY]])
// SPV: {{%[0-9]+}} = tail call i32 @llvm.spv.resource.getdimensions.x.tspirv.Image_f32_0_2_0_0_2_1t(target("spirv.Image", float, 0, 2, 0, 0, 2, 1) [[RW1D]])
// SPV: {{%[0-9]+}} = tail call i32 @llvm.spv.resource.getdimensions.x.tspirv.Image_f32_0_2_0_0_2_1t(target("spirv.Image", float, 0, 2, 0, 0, 2, 1) [[RW1D]])
// SPV: {{%[0-9]+}} = tail call <2 x i32> @llvm.spv.resource.getdimensions.xy.tspirv.Image_f32_0_2_1_0_2_1t(target("spirv.Image", float, 0, 2, 1, 0, 2, 1) [[RW1DARRAY]])
// SPV: {{%[0-9]+}} = tail call <2 x i32> @llvm.spv.resource.getdimensions.xy.tspirv.Image_f32_0_2_1_0_2_1t(target("spirv.Image", float, 0, 2, 1, 0, 2, 1) [[RW1DARRAY]])
// SPV: {{%[0-9]+}} = tail call <2 x i32> @llvm.spv.resource.getdimensions.xy.tspirv.Image_f32_1_2_0_0_2_1t(target("spirv.Image", float, 1, 2, 0, 0, 2, 1) [[RW2D]])
// SPV: {{%[0-9]+}} = tail call <2 x i32> @llvm.spv.resource.getdimensions.xy.tspirv.Image_f32_1_2_0_0_2_1t(target("spirv.Image", float, 1, 2, 0, 0, 2, 1) [[RW2D]])
// SPV: {{%[0-9]+}} = tail call <3 x i32> @llvm.spv.resource.getdimensions.xyz.tspirv.Image_f32_1_2_1_0_2_1t(target("spirv.Image", float, 1, 2, 1, 0, 2, 1) [[RW2DARRAY]])
// SPV: {{%[0-9]+}} = tail call <3 x i32> @llvm.spv.resource.getdimensions.xyz.tspirv.Image_f32_1_2_1_0_2_1t(target("spirv.Image", float, 1, 2, 1, 0, 2, 1) [[RW2DARRAY]])
// SPV: {{%[0-9]+}} = tail call <3 x i32> @llvm.spv.resource.getdimensions.xyz.tspirv.Image_f32_2_2_0_0_2_1t(target("spirv.Image", float, 2, 2, 0, 0, 2, 1) [[RW3D]])
// SPV: {{%[0-9]+}} = tail call <3 x i32> @llvm.spv.resource.getdimensions.xyz.tspirv.Image_f32_2_2_0_0_2_1t(target("spirv.Image", float, 2, 2, 0, 0, 2, 1) [[RW3D]])
// SPV: {{%[0-9]+}} = tail call <2 x float> @llvm.spv.resource.texturesamplepos.v2f32.tspirv.Image_f32_1_2_0_1_1_0t(target("spirv.Image", float, 1, 2, 0, 1, 1, 0) [[TMS]], i32 {{%[0-9]+}})
// SPV: {{%[0-9]+}} = tail call <2 x float> @llvm.spv.resource.texturesamplepos.v2f32.tspirv.Image_f32_1_2_1_1_1_0t(target("spirv.Image", float, 1, 2, 1, 1, 1, 0) [[TMSARRAY]], i32 2)
