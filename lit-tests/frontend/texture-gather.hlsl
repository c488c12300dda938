// Gather, GatherRed/Green/Blue/Alpha and GatherCmp* on Texture2D,
// Texture2DArray, TextureCube, TextureCubeArray, with and without offsets
// (none on Cube kinds), both targets. gather's i32 component operand follows
// the method (Red 0 … Alpha 3); gather.cmp carries the component on DXIL
// only (INTRINSICS.md), and Vulkan can only gather component 0 of a
// comparison, so GatherCmpGreen/Blue/Alpha are compiled for DXIL only
// (-DVULKAN excludes them; texture-diagnostics-vulkan.hlsl has the error).
// Gather returns four of T's scalar, also for scalar T: Texture2D<uint> ->
// <4 x i32>, Texture2D<int2> -> <4 x i32> on a signed handle.
//
// RUN: %texel -T cs_6_6 -E main --emit=ir %s | FileCheck %s --check-prefix=DXIL
// RUN: %texel -T cs_6_6 -E main -spirv --emit=ir -DVULKAN %s | FileCheck %s --check-prefix=SPV
// RUN: %texel -T cs_6_6 -E main --emit=lowered %s -Fo %t.ll
// RUN: %opt -load-pass-plugin=%plugin -passes=texel-dxil-verify %t.ll -disable-output
// RUN: %texel -T cs_6_6 -E main -spirv -DVULKAN -Fo %t.spv %s
// RUN: %spirv-val --target-env vulkan1.3 %t.spv

Texture2D<float4> T2D : register(t0);
Texture2DArray<float4> T2DArray : register(t1);
TextureCube<float4> TCube : register(t2);
TextureCubeArray<float4> TCubeArray : register(t3);
Texture2D<uint> TUint : register(t10);
Texture2D<int2> TInt2 : register(t11);
SamplerState S : register(s20);
SamplerComparisonState C : register(s21);
RWBuffer<float4> Out : register(u30);
RWBuffer<uint4> OutU : register(u31);
RWBuffer<int4> OutI : register(u32);

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  float f = id.x * 0.125;
  uint i = 0;
  Out[i++] = T2D.Gather(S, float2(f + 0, f + 1));
  Out[i++] = T2D.Gather(S, float2(f + 0, f + 1), int2(1, 2));
  Out[i++] = T2D.GatherRed(S, float2(f + 0, f + 1));
  Out[i++] = T2D.GatherRed(S, float2(f + 0, f + 1), int2(1, 2));
  Out[i++] = T2D.GatherGreen(S, float2(f + 0, f + 1));
  Out[i++] = T2D.GatherGreen(S, float2(f + 0, f + 1), int2(1, 2));
  Out[i++] = T2D.GatherBlue(S, float2(f + 0, f + 1));
  Out[i++] = T2D.GatherBlue(S, float2(f + 0, f + 1), int2(1, 2));
  Out[i++] = T2D.GatherAlpha(S, float2(f + 0, f + 1));
  Out[i++] = T2D.GatherAlpha(S, float2(f + 0, f + 1), int2(1, 2));
  Out[i++] = T2D.GatherCmp(C, float2(f + 0, f + 1), 0.5);
  Out[i++] = T2D.GatherCmp(C, float2(f + 0, f + 1), 0.5, int2(1, 2));
  Out[i++] = T2D.GatherCmpRed(C, float2(f + 0, f + 1), 0.5);
  Out[i++] = T2D.GatherCmpRed(C, float2(f + 0, f + 1), 0.5, int2(1, 2));
#ifndef VULKAN
  Out[i++] = T2D.GatherCmpGreen(C, float2(f + 0, f + 1), 0.5);
  Out[i++] = T2D.GatherCmpGreen(C, float2(f + 0, f + 1), 0.5, int2(1, 2));
#endif
#ifndef VULKAN
  Out[i++] = T2D.GatherCmpBlue(C, float2(f + 0, f + 1), 0.5);
  Out[i++] = T2D.GatherCmpBlue(C, float2(f + 0, f + 1), 0.5, int2(1, 2));
#endif
#ifndef VULKAN
  Out[i++] = T2D.GatherCmpAlpha(C, float2(f + 0, f + 1), 0.5);
  Out[i++] = T2D.GatherCmpAlpha(C, float2(f + 0, f + 1), 0.5, int2(1, 2));
#endif
  Out[i++] = T2DArray.Gather(S, float3(f + 0, f + 1, f + 2));
  Out[i++] = T2DArray.Gather(S, float3(f + 0, f + 1, f + 2), int2(1, 2));
  Out[i++] = T2DArray.GatherRed(S, float3(f + 0, f + 1, f + 2));
  Out[i++] = T2DArray.GatherRed(S, float3(f + 0, f + 1, f + 2), int2(1, 2));
  Out[i++] = T2DArray.GatherGreen(S, float3(f + 0, f + 1, f + 2));
  Out[i++] = T2DArray.GatherGreen(S, float3(f + 0, f + 1, f + 2), int2(1, 2));
  Out[i++] = T2DArray.GatherBlue(S, float3(f + 0, f + 1, f + 2));
  Out[i++] = T2DArray.GatherBlue(S, float3(f + 0, f + 1, f + 2), int2(1, 2));
  Out[i++] = T2DArray.GatherAlpha(S, float3(f + 0, f + 1, f + 2));
  Out[i++] = T2DArray.GatherAlpha(S, float3(f + 0, f + 1, f + 2), int2(1, 2));
  Out[i++] = T2DArray.GatherCmp(C, float3(f + 0, f + 1, f + 2), 0.5);
  Out[i++] = T2DArray.GatherCmp(C, float3(f + 0, f + 1, f + 2), 0.5, int2(1, 2));
  Out[i++] = T2DArray.GatherCmpRed(C, float3(f + 0, f + 1, f + 2), 0.5);
  Out[i++] = T2DArray.GatherCmpRed(C, float3(f + 0, f + 1, f + 2), 0.5, int2(1, 2));
#ifndef VULKAN
  Out[i++] = T2DArray.GatherCmpGreen(C, float3(f + 0, f + 1, f + 2), 0.5);
  Out[i++] = T2DArray.GatherCmpGreen(C, float3(f + 0, f + 1, f + 2), 0.5, int2(1, 2));
#endif
#ifndef VULKAN
  Out[i++] = T2DArray.GatherCmpBlue(C, float3(f + 0, f + 1, f + 2), 0.5);
  Out[i++] = T2DArray.GatherCmpBlue(C, float3(f + 0, f + 1, f + 2), 0.5, int2(1, 2));
#endif
#ifndef VULKAN
  Out[i++] = T2DArray.GatherCmpAlpha(C, float3(f + 0, f + 1, f + 2), 0.5);
  Out[i++] = T2DArray.GatherCmpAlpha(C, float3(f + 0, f + 1, f + 2), 0.5, int2(1, 2));
#endif
  Out[i++] = TCube.Gather(S, float3(f + 0, f + 1, f + 2));
  Out[i++] = TCube.GatherRed(S, float3(f + 0, f + 1, f + 2));
  Out[i++] = TCube.GatherGreen(S, float3(f + 0, f + 1, f + 2));
  Out[i++] = TCube.GatherBlue(S, float3(f + 0, f + 1, f + 2));
  Out[i++] = TCube.GatherAlpha(S, float3(f + 0, f + 1, f + 2));
  Out[i++] = TCube.GatherCmp(C, float3(f + 0, f + 1, f + 2), 0.5);
  Out[i++] = TCube.GatherCmpRed(C, float3(f + 0, f + 1, f + 2), 0.5);
#ifndef VULKAN
  Out[i++] = TCube.GatherCmpGreen(C, float3(f + 0, f + 1, f + 2), 0.5);
#endif
#ifndef VULKAN
  Out[i++] = TCube.GatherCmpBlue(C, float3(f + 0, f + 1, f + 2), 0.5);
#endif
#ifndef VULKAN
  Out[i++] = TCube.GatherCmpAlpha(C, float3(f + 0, f + 1, f + 2), 0.5);
#endif
  Out[i++] = TCubeArray.Gather(S, float4(f + 0, f + 1, f + 2, f + 3));
  Out[i++] = TCubeArray.GatherRed(S, float4(f + 0, f + 1, f + 2, f + 3));
  Out[i++] = TCubeArray.GatherGreen(S, float4(f + 0, f + 1, f + 2, f + 3));
  Out[i++] = TCubeArray.GatherBlue(S, float4(f + 0, f + 1, f + 2, f + 3));
  Out[i++] = TCubeArray.GatherAlpha(S, float4(f + 0, f + 1, f + 2, f + 3));
  Out[i++] = TCubeArray.GatherCmp(C, float4(f + 0, f + 1, f + 2, f + 3), 0.5);
  Out[i++] = TCubeArray.GatherCmpRed(C, float4(f + 0, f + 1, f + 2, f + 3), 0.5);
#ifndef VULKAN
  Out[i++] = TCubeArray.GatherCmpGreen(C, float4(f + 0, f + 1, f + 2, f + 3), 0.5);
#endif
#ifndef VULKAN
  Out[i++] = TCubeArray.GatherCmpBlue(C, float4(f + 0, f + 1, f + 2, f + 3), 0.5);
#endif
#ifndef VULKAN
  Out[i++] = TCubeArray.GatherCmpAlpha(C, float4(f + 0, f + 1, f + 2, f + 3), 0.5);
#endif
  OutU[i++] = TUint.Gather(S, float2(f, f));
  OutI[i++] = TInt2.GatherGreen(S, float2(f, f));
}

// DXIL-DAG: [[C_NAME:@[^ ]+]] = private unnamed_addr constant [2 x i8] c"C\00"
// DXIL-DAG: [[OUT_NAME:@[^ ]+]] = private unnamed_addr constant [4 x i8] c"Out\00"
// DXIL-DAG: [[OUTI_NAME:@[^ ]+]] = private unnamed_addr constant [5 x i8] c"OutI\00"
// DXIL-DAG: [[OUTU_NAME:@[^ ]+]] = private unnamed_addr constant [5 x i8] c"OutU\00"
// DXIL-DAG: [[S_NAME:@[^ ]+]] = private unnamed_addr constant [2 x i8] c"S\00"
// DXIL-DAG: [[T2D_NAME:@[^ ]+]] = private unnamed_addr constant [4 x i8] c"T2D\00"
// DXIL-DAG: [[T2DARRAY_NAME:@[^ ]+]] = private unnamed_addr constant [9 x i8] c"T2DArray\00"
// DXIL-DAG: [[TCUBE_NAME:@[^ ]+]] = private unnamed_addr constant [6 x i8] c"TCube\00"
// DXIL-DAG: [[TCUBEARRAY_NAME:@[^ ]+]] = private unnamed_addr constant [11 x i8] c"TCubeArray\00"
// DXIL-DAG: [[TINT2_NAME:@[^ ]+]] = private unnamed_addr constant [6 x i8] c"TInt2\00"
// DXIL-DAG: [[TUINT_NAME:@[^ ]+]] = private unnamed_addr constant [6 x i8] c"TUint\00"
// DXIL-LABEL: define void @main()
// DXIL-DAG: [[T2D:%.*]] = tail call target("dx.Texture", <4 x float>, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_2t(i32 0, i32 0, i32 1, i32 0, ptr nonnull [[T2D_NAME]])
// DXIL-DAG: [[S:%.*]] = tail call target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32 0, i32 20, i32 1, i32 0, ptr nonnull [[S_NAME]])
// DXIL-DAG: [[OUT:%.*]] = tail call target("dx.TypedBuffer", <4 x float>, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_v4f32_1_0_0t(i32 0, i32 30, i32 1, i32 0, ptr nonnull [[OUT_NAME]])
// DXIL-DAG: [[C:%.*]] = tail call target("dx.Sampler", 1) @llvm.dx.resource.handlefrombinding.tdx.Sampler_1t(i32 0, i32 21, i32 1, i32 0, ptr nonnull [[C_NAME]])
// DXIL-DAG: [[T2DARRAY:%.*]] = tail call target("dx.Texture", <4 x float>, 0, 0, 0, 7) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_7t(i32 0, i32 1, i32 1, i32 0, ptr nonnull [[T2DARRAY_NAME]])
// DXIL-DAG: [[TCUBE:%.*]] = tail call target("dx.Texture", <4 x float>, 0, 0, 0, 5) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_5t(i32 0, i32 2, i32 1, i32 0, ptr nonnull [[TCUBE_NAME]])
// DXIL-DAG: [[TCUBEARRAY:%.*]] = tail call target("dx.Texture", <4 x float>, 0, 0, 0, 9) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_9t(i32 0, i32 3, i32 1, i32 0, ptr nonnull [[TCUBEARRAY_NAME]])
// DXIL-DAG: [[TUINT:%.*]] = tail call target("dx.Texture", i32, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_i32_0_0_0_2t(i32 0, i32 10, i32 1, i32 0, ptr nonnull [[TUINT_NAME]])
// DXIL-DAG: [[OUTU:%.*]] = tail call target("dx.TypedBuffer", <4 x i32>, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_v4i32_1_0_0t(i32 0, i32 31, i32 1, i32 0, ptr nonnull [[OUTU_NAME]])
// DXIL-DAG: [[TINT2:%.*]] = tail call target("dx.Texture", <2 x i32>, 0, 0, 1, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v2i32_0_0_1_2t(i32 0, i32 11, i32 1, i32 0, ptr nonnull [[TINT2_NAME]])
// DXIL-DAG: [[OUTI:%.*]] = tail call target("dx.TypedBuffer", <4 x i32>, 1, 0, 1) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_v4i32_1_0_1t(i32 0, i32 32, i32 1, i32 0, ptr nonnull [[OUTI_NAME]])
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.gather.v4f32.tdx.Texture_v4f32_0_0_0_2t.tdx.Sampler_0t.v2f32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 2) [[T2D]], target("dx.Sampler", 0) [[S]], <2 x float> {{%[0-9]+}}, i32 0, <2 x i32> zeroinitializer)
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.gather.v4f32.tdx.Texture_v4f32_0_0_0_2t.tdx.Sampler_0t.v2f32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 2) [[T2D]], target("dx.Sampler", 0) [[S]], <2 x float> {{%[0-9]+}}, i32 0, <2 x i32> <i32 1, i32 2>)
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.gather.v4f32.tdx.Texture_v4f32_0_0_0_2t.tdx.Sampler_0t.v2f32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 2) [[T2D]], target("dx.Sampler", 0) [[S]], <2 x float> {{%[0-9]+}}, i32 0, <2 x i32> zeroinitializer)
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.gather.v4f32.tdx.Texture_v4f32_0_0_0_2t.tdx.Sampler_0t.v2f32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 2) [[T2D]], target("dx.Sampler", 0) [[S]], <2 x float> {{%[0-9]+}}, i32 0, <2 x i32> <i32 1, i32 2>)
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.gather.v4f32.tdx.Texture_v4f32_0_0_0_2t.tdx.Sampler_0t.v2f32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 2) [[T2D]], target("dx.Sampler", 0) [[S]], <2 x float> {{%[0-9]+}}, i32 1, <2 x i32> zeroinitializer)
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.gather.v4f32.tdx.Texture_v4f32_0_0_0_2t.tdx.Sampler_0t.v2f32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 2) [[T2D]], target("dx.Sampler", 0) [[S]], <2 x float> {{%[0-9]+}}, i32 1, <2 x i32> <i32 1, i32 2>)
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.gather.v4f32.tdx.Texture_v4f32_0_0_0_2t.tdx.Sampler_0t.v2f32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 2) [[T2D]], target("dx.Sampler", 0) [[S]], <2 x float> {{%[0-9]+}}, i32 2, <2 x i32> zeroinitializer)
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.gather.v4f32.tdx.Texture_v4f32_0_0_0_2t.tdx.Sampler_0t.v2f32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 2) [[T2D]], target("dx.Sampler", 0) [[S]], <2 x float> {{%[0-9]+}}, i32 2, <2 x i32> <i32 1, i32 2>)
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.gather.v4f32.tdx.Texture_v4f32_0_0_0_2t.tdx.Sampler_0t.v2f32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 2) [[T2D]], target("dx.Sampler", 0) [[S]], <2 x float> {{%[0-9]+}}, i32 3, <2 x i32> zeroinitializer)
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.gather.v4f32.tdx.Texture_v4f32_0_0_0_2t.tdx.Sampler_0t.v2f32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 2) [[T2D]], target("dx.Sampler", 0) [[S]], <2 x float> {{%[0-9]+}}, i32 3, <2 x i32> <i32 1, i32 2>)
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.gather.cmp.v4f32.tdx.Texture_v4f32_0_0_0_2t.tdx.Sampler_1t.v2f32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 2) [[T2D]], target("dx.Sampler", 1) [[C]], <2 x float> {{%[0-9]+}}, float 5.000000e-01, i32 0, <2 x i32> zeroinitializer)
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.gather.cmp.v4f32.tdx.Texture_v4f32_0_0_0_2t.tdx.Sampler_1t.v2f32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 2) [[T2D]], target("dx.Sampler", 1) [[C]], <2 x float> {{%[0-9]+}}, float 5.000000e-01, i32 0, <2 x i32> <i32 1, i32 2>)
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.gather.cmp.v4f32.tdx.Texture_v4f32_0_0_0_2t.tdx.Sampler_1t.v2f32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 2) [[T2D]], target("dx.Sampler", 1) [[C]], <2 x float> {{%[0-9]+}}, float 5.000000e-01, i32 0, <2 x i32> zeroinitializer)
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.gather.cmp.v4f32.tdx.Texture_v4f32_0_0_0_2t.tdx.Sampler_1t.v2f32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 2) [[T2D]], target("dx.Sampler", 1) [[C]], <2 x float> {{%[0-9]+}}, float 5.000000e-01, i32 0, <2 x i32> <i32 1, i32 2>)
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.gather.cmp.v4f32.tdx.Texture_v4f32_0_0_0_2t.tdx.Sampler_1t.v2f32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 2) [[T2D]], target("dx.Sampler", 1) [[C]], <2 x float> {{%[0-9]+}}, float 5.000000e-01, i32 1, <2 x i32> zeroinitializer)
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.gather.cmp.v4f32.tdx.Texture_v4f32_0_0_0_2t.tdx.Sampler_1t.v2f32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 2) [[T2D]], target("dx.Sampler", 1) [[C]], <2 x float> {{%[0-9]+}}, float 5.000000e-01, i32 1, <2 x i32> <i32 1, i32 2>)
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.gather.cmp.v4f32.tdx.Texture_v4f32_0_0_0_2t.tdx.Sampler_1t.v2f32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 2) [[T2D]], target("dx.Sampler", 1) [[C]], <2 x float> {{%[0-9]+}}, float 5.000000e-01, i32 2, <2 x i32> zeroinitializer)
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.gather.cmp.v4f32.tdx.Texture_v4f32_0_0_0_2t.tdx.Sampler_1t.v2f32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 2) [[T2D]], target("dx.Sampler", 1) [[C]], <2 x float> {{%[0-9]+}}, float 5.000000e-01, i32 2, <2 x i32> <i32 1, i32 2>)
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.gather.cmp.v4f32.tdx.Texture_v4f32_0_0_0_2t.tdx.Sampler_1t.v2f32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 2) [[T2D]], target("dx.Sampler", 1) [[C]], <2 x float> {{%[0-9]+}}, float 5.000000e-01, i32 3, <2 x i32> zeroinitializer)
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.gather.cmp.v4f32.tdx.Texture_v4f32_0_0_0_2t.tdx.Sampler_1t.v2f32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 2) [[T2D]], target("dx.Sampler", 1) [[C]], <2 x float> {{%[0-9]+}}, float 5.000000e-01, i32 3, <2 x i32> <i32 1, i32 2>)
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.gather.v4f32.tdx.Texture_v4f32_0_0_0_7t.tdx.Sampler_0t.v3f32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 7) [[T2DARRAY]], target("dx.Sampler", 0) [[S]], <3 x float> {{%[0-9]+}}, i32 0, <2 x i32> zeroinitializer)
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.gather.v4f32.tdx.Texture_v4f32_0_0_0_7t.tdx.Sampler_0t.v3f32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 7) [[T2DARRAY]], target("dx.Sampler", 0) [[S]], <3 x float> {{%[0-9]+}}, i32 0, <2 x i32> <i32 1, i32 2>)
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.gather.v4f32.tdx.Texture_v4f32_0_0_0_7t.tdx.Sampler_0t.v3f32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 7) [[T2DARRAY]], target("dx.Sampler", 0) [[S]], <3 x float> {{%[0-9]+}}, i32 0, <2 x i32> zeroinitializer)
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.gather.v4f32.tdx.Texture_v4f32_0_0_0_7t.tdx.Sampler_0t.v3f32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 7) [[T2DARRAY]], target("dx.Sampler", 0) [[S]], <3 x float> {{%[0-9]+}}, i32 0, <2 x i32> <i32 1, i32 2>)
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.gather.v4f32.tdx.Texture_v4f32_0_0_0_7t.tdx.Sampler_0t.v3f32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 7) [[T2DARRAY]], target("dx.Sampler", 0) [[S]], <3 x float> {{%[0-9]+}}, i32 1, <2 x i32> zeroinitializer)
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.gather.v4f32.tdx.Texture_v4f32_0_0_0_7t.tdx.Sampler_0t.v3f32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 7) [[T2DARRAY]], target("dx.Sampler", 0) [[S]], <3 x float> {{%[0-9]+}}, i32 1, <2 x i32> <i32 1, i32 2>)
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.gather.v4f32.tdx.Texture_v4f32_0_0_0_7t.tdx.Sampler_0t.v3f32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 7) [[T2DARRAY]], target("dx.Sampler", 0) [[S]], <3 x float> {{%[0-9]+}}, i32 2, <2 x i32> zeroinitializer)
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.gather.v4f32.tdx.Texture_v4f32_0_0_0_7t.tdx.Sampler_0t.v3f32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 7) [[T2DARRAY]], target("dx.Sampler", 0) [[S]], <3 x float> {{%[0-9]+}}, i32 2, <2 x i32> <i32 1, i32 2>)
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.gather.v4f32.tdx.Texture_v4f32_0_0_0_7t.tdx.Sampler_0t.v3f32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 7) [[T2DARRAY]], target("dx.Sampler", 0) [[S]], <3 x float> {{%[0-9]+}}, i32 3, <2 x i32> zeroinitializer)
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.gather.v4f32.tdx.Texture_v4f32_0_0_0_7t.tdx.Sampler_0t.v3f32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 7) [[T2DARRAY]], target("dx.Sampler", 0) [[S]], <3 x float> {{%[0-9]+}}, i32 3, <2 x i32> <i32 1, i32 2>)
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.gather.cmp.v4f32.tdx.Texture_v4f32_0_0_0_7t.tdx.Sampler_1t.v3f32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 7) [[T2DARRAY]], target("dx.Sampler", 1) [[C]], <3 x float> {{%[0-9]+}}, float 5.000000e-01, i32 0, <2 x i32> zeroinitializer)
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.gather.cmp.v4f32.tdx.Texture_v4f32_0_0_0_7t.tdx.Sampler_1t.v3f32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 7) [[T2DARRAY]], target("dx.Sampler", 1) [[C]], <3 x float> {{%[0-9]+}}, float 5.000000e-01, i32 0, <2 x i32> <i32 1, i32 2>)
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.gather.cmp.v4f32.tdx.Texture_v4f32_0_0_0_7t.tdx.Sampler_1t.v3f32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 7) [[T2DARRAY]], target("dx.Sampler", 1) [[C]], <3 x float> {{%[0-9]+}}, float 5.000000e-01, i32 0, <2 x i32> zeroinitializer)
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.gather.cmp.v4f32.tdx.Texture_v4f32_0_0_0_7t.tdx.Sampler_1t.v3f32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 7) [[T2DARRAY]], target("dx.Sampler", 1) [[C]], <3 x float> {{%[0-9]+}}, float 5.000000e-01, i32 0, <2 x i32> <i32 1, i32 2>)
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.gather.cmp.v4f32.tdx.Texture_v4f32_0_0_0_7t.tdx.Sampler_1t.v3f32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 7) [[T2DARRAY]], target("dx.Sampler", 1) [[C]], <3 x float> {{%[0-9]+}}, float 5.000000e-01, i32 1, <2 x i32> zeroinitializer)
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.gather.cmp.v4f32.tdx.Texture_v4f32_0_0_0_7t.tdx.Sampler_1t.v3f32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 7) [[T2DARRAY]], target("dx.Sampler", 1) [[C]], <3 x float> {{%[0-9]+}}, float 5.000000e-01, i32 1, <2 x i32> <i32 1, i32 2>)
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.gather.cmp.v4f32.tdx.Texture_v4f32_0_0_0_7t.tdx.Sampler_1t.v3f32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 7) [[T2DARRAY]], target("dx.Sampler", 1) [[C]], <3 x float> {{%[0-9]+}}, float 5.000000e-01, i32 2, <2 x i32> zeroinitializer)
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.gather.cmp.v4f32.tdx.Texture_v4f32_0_0_0_7t.tdx.Sampler_1t.v3f32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 7) [[T2DARRAY]], target("dx.Sampler", 1) [[C]], <3 x float> {{%[0-9]+}}, float 5.000000e-01, i32 2, <2 x i32> <i32 1, i32 2>)
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.gather.cmp.v4f32.tdx.Texture_v4f32_0_0_0_7t.tdx.Sampler_1t.v3f32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 7) [[T2DARRAY]], target("dx.Sampler", 1) [[C]], <3 x float> {{%[0-9]+}}, float 5.000000e-01, i32 3, <2 x i32> zeroinitializer)
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.gather.cmp.v4f32.tdx.Texture_v4f32_0_0_0_7t.tdx.Sampler_1t.v3f32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 7) [[T2DARRAY]], target("dx.Sampler", 1) [[C]], <3 x float> {{%[0-9]+}}, float 5.000000e-01, i32 3, <2 x i32> <i32 1, i32 2>)
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.gather.v4f32.tdx.Texture_v4f32_0_0_0_5t.tdx.Sampler_0t.v3f32.v3i32(target("dx.Texture", <4 x float>, 0, 0, 0, 5) [[TCUBE]], target("dx.Sampler", 0) [[S]], <3 x float> {{%[0-9]+}}, i32 0, <3 x i32> zeroinitializer)
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.gather.v4f32.tdx.Texture_v4f32_0_0_0_5t.tdx.Sampler_0t.v3f32.v3i32(target("dx.Texture", <4 x float>, 0, 0, 0, 5) [[TCUBE]], target("dx.Sampler", 0) [[S]], <3 x float> {{%[0-9]+}}, i32 0, <3 x i32> zeroinitializer)
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.gather.v4f32.tdx.Texture_v4f32_0_0_0_5t.tdx.Sampler_0t.v3f32.v3i32(target("dx.Texture", <4 x float>, 0, 0, 0, 5) [[TCUBE]], target("dx.Sampler", 0) [[S]], <3 x float> {{%[0-9]+}}, i32 1, <3 x i32> zeroinitializer)
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.gather.v4f32.tdx.Texture_v4f32_0_0_0_5t.tdx.Sampler_0t.v3f32.v3i32(target("dx.Texture", <4 x float>, 0, 0, 0, 5) [[TCUBE]], target("dx.Sampler", 0) [[S]], <3 x float> {{%[0-9]+}}, i32 2, <3 x i32> zeroinitializer)
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.gather.v4f32.tdx.Texture_v4f32_0_0_0_5t.tdx.Sampler_0t.v3f32.v3i32(target("dx.Texture", <4 x float>, 0, 0, 0, 5) [[TCUBE]], target("dx.Sampler", 0) [[S]], <3 x float> {{%[0-9]+}}, i32 3, <3 x i32> zeroinitializer)
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.gather.cmp.v4f32.tdx.Texture_v4f32_0_0_0_5t.tdx.Sampler_1t.v3f32.v3i32(target("dx.Texture", <4 x float>, 0, 0, 0, 5) [[TCUBE]], target("dx.Sampler", 1) [[C]], <3 x float> {{%[0-9]+}}, float 5.000000e-01, i32 0, <3 x i32> zeroinitializer)
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.gather.cmp.v4f32.tdx.Texture_v4f32_0_0_0_5t.tdx.Sampler_1t.v3f32.v3i32(target("dx.Texture", <4 x float>, 0, 0, 0, 5) [[TCUBE]], target("dx.Sampler", 1) [[C]], <3 x float> {{%[0-9]+}}, float 5.000000e-01, i32 0, <3 x i32> zeroinitializer)
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.gather.cmp.v4f32.tdx.Texture_v4f32_0_0_0_5t.tdx.Sampler_1t.v3f32.v3i32(target("dx.Texture", <4 x float>, 0, 0, 0, 5) [[TCUBE]], target("dx.Sampler", 1) [[C]], <3 x float> {{%[0-9]+}}, float 5.000000e-01, i32 1, <3 x i32> zeroinitializer)
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.gather.cmp.v4f32.tdx.Texture_v4f32_0_0_0_5t.tdx.Sampler_1t.v3f32.v3i32(target("dx.Texture", <4 x float>, 0, 0, 0, 5) [[TCUBE]], target("dx.Sampler", 1) [[C]], <3 x float> {{%[0-9]+}}, float 5.000000e-01, i32 2, <3 x i32> zeroinitializer)
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.gather.cmp.v4f32.tdx.Texture_v4f32_0_0_0_5t.tdx.Sampler_1t.v3f32.v3i32(target("dx.Texture", <4 x float>, 0, 0, 0, 5) [[TCUBE]], target("dx.Sampler", 1) [[C]], <3 x float> {{%[0-9]+}}, float 5.000000e-01, i32 3, <3 x i32> zeroinitializer)
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.gather.v4f32.tdx.Texture_v4f32_0_0_0_9t.tdx.Sampler_0t.v4f32.v3i32(target("dx.Texture", <4 x float>, 0, 0, 0, 9) [[TCUBEARRAY]], target("dx.Sampler", 0) [[S]], <4 x float> {{%[0-9]+}}, i32 0, <3 x i32> zeroinitializer)
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.gather.v4f32.tdx.Texture_v4f32_0_0_0_9t.tdx.Sampler_0t.v4f32.v3i32(target("dx.Texture", <4 x float>, 0, 0, 0, 9) [[TCUBEARRAY]], target("dx.Sampler", 0) [[S]], <4 x float> {{%[0-9]+}}, i32 0, <3 x i32> zeroinitializer)
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.gather.v4f32.tdx.Texture_v4f32_0_0_0_9t.tdx.Sampler_0t.v4f32.v3i32(target("dx.Texture", <4 x float>, 0, 0, 0, 9) [[TCUBEARRAY]], target("dx.Sampler", 0) [[S]], <4 x float> {{%[0-9]+}}, i32 1, <3 x i32> zeroinitializer)
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.gather.v4f32.tdx.Texture_v4f32_0_0_0_9t.tdx.Sampler_0t.v4f32.v3i32(target("dx.Texture", <4 x float>, 0, 0, 0, 9) [[TCUBEARRAY]], target("dx.Sampler", 0) [[S]], <4 x float> {{%[0-9]+}}, i32 2, <3 x i32> zeroinitializer)
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.gather.v4f32.tdx.Texture_v4f32_0_0_0_9t.tdx.Sampler_0t.v4f32.v3i32(target("dx.Texture", <4 x float>, 0, 0, 0, 9) [[TCUBEARRAY]], target("dx.Sampler", 0) [[S]], <4 x float> {{%[0-9]+}}, i32 3, <3 x i32> zeroinitializer)
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.gather.cmp.v4f32.tdx.Texture_v4f32_0_0_0_9t.tdx.Sampler_1t.v4f32.v3i32(target("dx.Texture", <4 x float>, 0, 0, 0, 9) [[TCUBEARRAY]], target("dx.Sampler", 1) [[C]], <4 x float> {{%[0-9]+}}, float 5.000000e-01, i32 0, <3 x i32> zeroinitializer)
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.gather.cmp.v4f32.tdx.Texture_v4f32_0_0_0_9t.tdx.Sampler_1t.v4f32.v3i32(target("dx.Texture", <4 x float>, 0, 0, 0, 9) [[TCUBEARRAY]], target("dx.Sampler", 1) [[C]], <4 x float> {{%[0-9]+}}, float 5.000000e-01, i32 0, <3 x i32> zeroinitializer)
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.gather.cmp.v4f32.tdx.Texture_v4f32_0_0_0_9t.tdx.Sampler_1t.v4f32.v3i32(target("dx.Texture", <4 x float>, 0, 0, 0, 9) [[TCUBEARRAY]], target("dx.Sampler", 1) [[C]], <4 x float> {{%[0-9]+}}, float 5.000000e-01, i32 1, <3 x i32> zeroinitializer)
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.gather.cmp.v4f32.tdx.Texture_v4f32_0_0_0_9t.tdx.Sampler_1t.v4f32.v3i32(target("dx.Texture", <4 x float>, 0, 0, 0, 9) [[TCUBEARRAY]], target("dx.Sampler", 1) [[C]], <4 x float> {{%[0-9]+}}, float 5.000000e-01, i32 2, <3 x i32> zeroinitializer)
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.gather.cmp.v4f32.tdx.Texture_v4f32_0_0_0_9t.tdx.Sampler_1t.v4f32.v3i32(target("dx.Texture", <4 x float>, 0, 0, 0, 9) [[TCUBEARRAY]], target("dx.Sampler", 1) [[C]], <4 x float> {{%[0-9]+}}, float 5.000000e-01, i32 3, <3 x i32> zeroinitializer)
// DXIL: {{%[0-9]+}} = tail call <4 x i32> @llvm.dx.resource.gather.v4i32.tdx.Texture_i32_0_0_0_2t.tdx.Sampler_0t.v2f32.v2i32(target("dx.Texture", i32, 0, 0, 0, 2) [[TUINT]], target("dx.Sampler", 0) [[S]], <2 x float> {{%[0-9]+}}, i32 0, <2 x i32> zeroinitializer)
// DXIL: {{%[0-9]+}} = tail call <4 x i32> @llvm.dx.resource.gather.v4i32.tdx.Texture_v2i32_0_0_1_2t.tdx.Sampler_0t.v2f32.v2i32(target("dx.Texture", <2 x i32>, 0, 0, 1, 2) [[TINT2]], target("dx.Sampler", 0) [[S]], <2 x float> {{%[0-9]+}}, i32 1, <2 x i32> zeroinitializer)

// SPV-DAG: [[C_NAME:@[^ ]+]] = private unnamed_addr constant [2 x i8] c"C\00"
// SPV-DAG: [[OUT_NAME:@[^ ]+]] = private unnamed_addr constant [4 x i8] c"Out\00"
// SPV-DAG: [[OUTI_NAME:@[^ ]+]] = private unnamed_addr constant [5 x i8] c"OutI\00"
// SPV-DAG: [[OUTU_NAME:@[^ ]+]] = private unnamed_addr constant [5 x i8] c"OutU\00"
// SPV-DAG: [[S_NAME:@[^ ]+]] = private unnamed_addr constant [2 x i8] c"S\00"
// SPV-DAG: [[T2D_NAME:@[^ ]+]] = private unnamed_addr constant [4 x i8] c"T2D\00"
// SPV-DAG: [[T2DARRAY_NAME:@[^ ]+]] = private unnamed_addr constant [9 x i8] c"T2DArray\00"
// SPV-DAG: [[TCUBE_NAME:@[^ ]+]] = private unnamed_addr constant [6 x i8] c"TCube\00"
// SPV-DAG: [[TCUBEARRAY_NAME:@[^ ]+]] = private unnamed_addr constant [11 x i8] c"TCubeArray\00"
// SPV-DAG: [[TINT2_NAME:@[^ ]+]] = private unnamed_addr constant [6 x i8] c"TInt2\00"
// SPV-DAG: [[TUINT_NAME:@[^ ]+]] = private unnamed_addr constant [6 x i8] c"TUint\00"
// SPV-LABEL: define void @main()
// SPV-DAG: [[T2D:%.*]] = tail call target("spirv.Image", float, 1, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_0_0_1_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull [[T2D_NAME]])
// SPV-DAG: [[S:%.*]] = tail call target("spirv.Sampler") @llvm.spv.resource.handlefrombinding.tspirv.Samplert(i32 0, i32 20, i32 1, i32 0, ptr nonnull [[S_NAME]])
// SPV-DAG: [[OUT:%.*]] = tail call target("spirv.Image", float, 5, 2, 0, 0, 2, 1) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_2_1t(i32 0, i32 30, i32 1, i32 0, ptr nonnull [[OUT_NAME]])
// SPV-DAG: [[C:%.*]] = tail call target("spirv.Sampler") @llvm.spv.resource.handlefrombinding.tspirv.Samplert(i32 0, i32 21, i32 1, i32 0, ptr nonnull [[C_NAME]])
// SPV-DAG: [[T2DARRAY:%.*]] = tail call target("spirv.Image", float, 1, 2, 1, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_1_0_1_0t(i32 0, i32 1, i32 1, i32 0, ptr nonnull [[T2DARRAY_NAME]])
// SPV-DAG: [[TCUBE:%.*]] = tail call target("spirv.Image", float, 3, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_3_2_0_0_1_0t(i32 0, i32 2, i32 1, i32 0, ptr nonnull [[TCUBE_NAME]])
// SPV-DAG: [[TCUBEARRAY:%.*]] = tail call target("spirv.Image", float, 3, 2, 1, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_3_2_1_0_1_0t(i32 0, i32 3, i32 1, i32 0, ptr nonnull [[TCUBEARRAY_NAME]])
// SPV-DAG: [[TUINT:%.*]] = tail call target("spirv.Image", i32, 1, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_i32_1_2_0_0_1_0t(i32 0, i32 10, i32 1, i32 0, ptr nonnull [[TUINT_NAME]])
// SPV-DAG: [[OUTU:%.*]] = tail call target("spirv.Image", i32, 5, 2, 0, 0, 2, 30) @llvm.spv.resource.handlefrombinding.tspirv.Image_i32_5_2_0_0_2_30t(i32 0, i32 31, i32 1, i32 0, ptr nonnull [[OUTU_NAME]])
// SPV-DAG: [[TINT2:%.*]] = tail call target("spirv.SignedImage", i32, 1, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.SignedImage_i32_1_2_0_0_1_0t(i32 0, i32 11, i32 1, i32 0, ptr nonnull [[TINT2_NAME]])
// SPV-DAG: [[OUTI:%.*]] = tail call target("spirv.SignedImage", i32, 5, 2, 0, 0, 2, 21) @llvm.spv.resource.handlefrombinding.tspirv.SignedImage_i32_5_2_0_0_2_21t(i32 0, i32 32, i32 1, i32 0, ptr nonnull [[OUTI_NAME]])
// SPV: {{%[0-9]+}} = tail call <4 x float> @llvm.spv.resource.gather.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) [[T2D]], target("spirv.Sampler") [[S]], <2 x float> {{%[0-9]+}}, i32 0, <2 x i32> zeroinitializer)
// SPV: {{%[0-9]+}} = tail call <4 x float> @llvm.spv.resource.gather.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) [[T2D]], target("spirv.Sampler") [[S]], <2 x float> {{%[0-9]+}}, i32 0, <2 x i32> <i32 1, i32 2>)
// SPV: {{%[0-9]+}} = tail call <4 x float> @llvm.spv.resource.gather.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) [[T2D]], target("spirv.Sampler") [[S]], <2 x float> {{%[0-9]+}}, i32 0, <2 x i32> zeroinitializer)
// SPV: {{%[0-9]+}} = tail call <4 x float> @llvm.spv.resource.gather.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) [[T2D]], target("spirv.Sampler") [[S]], <2 x float> {{%[0-9]+}}, i32 0, <2 x i32> <i32 1, i32 2>)
// SPV: {{%[0-9]+}} = tail call <4 x float> @llvm.spv.resource.gather.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) [[T2D]], target("spirv.Sampler") [[S]], <2 x float> {{%[0-9]+}}, i32 1, <2 x i32> zeroinitializer)
// SPV: {{%[0-9]+}} = tail call <4 x float> @llvm.spv.resource.gather.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) [[T2D]], target("spirv.Sampler") [[S]], <2 x float> {{%[0-9]+}}, i32 1, <2 x i32> <i32 1, i32 2>)
// SPV: {{%[0-9]+}} = tail call <4 x float> @llvm.spv.resource.gather.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) [[T2D]], target("spirv.Sampler") [[S]], <2 x float> {{%[0-9]+}}, i32 2, <2 x i32> zeroinitializer)
// SPV: {{%[0-9]+}} = tail call <4 x float> @llvm.spv.resource.gather.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) [[T2D]], target("spirv.Sampler") [[S]], <2 x float> {{%[0-9]+}}, i32 2, <2 x i32> <i32 1, i32 2>)
// SPV: {{%[0-9]+}} = tail call <4 x float> @llvm.spv.resource.gather.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) [[T2D]], target("spirv.Sampler") [[S]], <2 x float> {{%[0-9]+}}, i32 3, <2 x i32> zeroinitializer)
// SPV: {{%[0-9]+}} = tail call <4 x float> @llvm.spv.resource.gather.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) [[T2D]], target("spirv.Sampler") [[S]], <2 x float> {{%[0-9]+}}, i32 3, <2 x i32> <i32 1, i32 2>)
// SPV: {{%[0-9]+}} = tail call <4 x float> @llvm.spv.resource.gather.cmp.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) [[T2D]], target("spirv.Sampler") [[C]], <2 x float> {{%[0-9]+}}, float 5.000000e-01, <2 x i32> zeroinitializer)
// SPV: {{%[0-9]+}} = tail call <4 x float> @llvm.spv.resource.gather.cmp.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) [[T2D]], target("spirv.Sampler") [[C]], <2 x float> {{%[0-9]+}}, float 5.000000e-01, <2 x i32> <i32 1, i32 2>)
// SPV: {{%[0-9]+}} = tail call <4 x float> @llvm.spv.resource.gather.cmp.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) [[T2D]], target("spirv.Sampler") [[C]], <2 x float> {{%[0-9]+}}, float 5.000000e-01, <2 x i32> zeroinitializer)
// SPV: {{%[0-9]+}} = tail call <4 x float> @llvm.spv.resource.gather.cmp.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) [[T2D]], target("spirv.Sampler") [[C]], <2 x float> {{%[0-9]+}}, float 5.000000e-01, <2 x i32> <i32 1, i32 2>)
// SPV: {{%[0-9]+}} = tail call <4 x float> @llvm.spv.resource.gather.v4f32.tspirv.Image_f32_1_2_1_0_1_0t.tspirv.Samplert.v3f32.v2i32(target("spirv.Image", float, 1, 2, 1, 0, 1, 0) [[T2DARRAY]], target("spirv.Sampler") [[S]], <3 x float> {{%[0-9]+}}, i32 0, <2 x i32> zeroinitializer)
// SPV: {{%[0-9]+}} = tail call <4 x float> @llvm.spv.resource.gather.v4f32.tspirv.Image_f32_1_2_1_0_1_0t.tspirv.Samplert.v3f32.v2i32(target("spirv.Image", float, 1, 2, 1, 0, 1, 0) [[T2DARRAY]], target("spirv.Sampler") [[S]], <3 x float> {{%[0-9]+}}, i32 0, <2 x i32> <i32 1, i32 2>)
// SPV: {{%[0-9]+}} = tail call <4 x float> @llvm.spv.resource.gather.v4f32.tspirv.Image_f32_1_2_1_0_1_0t.tspirv.Samplert.v3f32.v2i32(target("spirv.Image", float, 1, 2, 1, 0, 1, 0) [[T2DARRAY]], target("spirv.Sampler") [[S]], <3 x float> {{%[0-9]+}}, i32 0, <2 x i32> zeroinitializer)
// SPV: {{%[0-9]+}} = tail call <4 x float> @llvm.spv.resource.gather.v4f32.tspirv.Image_f32_1_2_1_0_1_0t.tspirv.Samplert.v3f32.v2i32(target("spirv.Image", float, 1, 2, 1, 0, 1, 0) [[T2DARRAY]], target("spirv.Sampler") [[S]], <3 x float> {{%[0-9]+}}, i32 0, <2 x i32> <i32 1, i32 2>)
// SPV: {{%[0-9]+}} = tail call <4 x float> @llvm.spv.resource.gather.v4f32.tspirv.Image_f32_1_2_1_0_1_0t.tspirv.Samplert.v3f32.v2i32(target("spirv.Image", float, 1, 2, 1, 0, 1, 0) [[T2DARRAY]], target("spirv.Sampler") [[S]], <3 x float> {{%[0-9]+}}, i32 1, <2 x i32> zeroinitializer)
// SPV: {{%[0-9]+}} = tail call <4 x float> @llvm.spv.resource.gather.v4f32.tspirv.Image_f32_1_2_1_0_1_0t.tspirv.Samplert.v3f32.v2i32(target("spirv.Image", float, 1, 2, 1, 0, 1, 0) [[T2DARRAY]], target("spirv.Sampler") [[S]], <3 x float> {{%[0-9]+}}, i32 1, <2 x i32> <i32 1, i32 2>)
// SPV: {{%[0-9]+}} = tail call <4 x float> @llvm.spv.resource.gather.v4f32.tspirv.Image_f32_1_2_1_0_1_0t.tspirv.Samplert.v3f32.v2i32(target("spirv.Image", float, 1, 2, 1, 0, 1, 0) [[T2DARRAY]], target("spirv.Sampler") [[S]], <3 x float> {{%[0-9]+}}, i32 2, <2 x i32> zeroinitializer)
// SPV: {{%[0-9]+}} = tail call <4 x float> @llvm.spv.resource.gather.v4f32.tspirv.Image_f32_1_2_1_0_1_0t.tspirv.Samplert.v3f32.v2i32(target("spirv.Image", float, 1, 2, 1, 0, 1, 0) [[T2DARRAY]], target("spirv.Sampler") [[S]], <3 x float> {{%[0-9]+}}, i32 2, <2 x i32> <i32 1, i32 2>)
// SPV: {{%[0-9]+}} = tail call <4 x float> @llvm.spv.resource.gather.v4f32.tspirv.Image_f32_1_2_1_0_1_0t.tspirv.Samplert.v3f32.v2i32(target("spirv.Image", float, 1, 2, 1, 0, 1, 0) [[T2DARRAY]], target("spirv.Sampler") [[S]], <3 x float> {{%[0-9]+}}, i32 3, <2 x i32> zeroinitializer)
// SPV: {{%[0-9]+}} = tail call <4 x float> @llvm.spv.resource.gather.v4f32.tspirv.Image_f32_1_2_1_0_1_0t.tspirv.Samplert.v3f32.v2i32(target("spirv.Image", float, 1, 2, 1, 0, 1, 0) [[T2DARRAY]], target("spirv.Sampler") [[S]], <3 x float> {{%[0-9]+}}, i32 3, <2 x i32> <i32 1, i32 2>)
// SPV: {{%[0-9]+}} = tail call <4 x float> @llvm.spv.resource.gather.cmp.v4f32.tspirv.Image_f32_1_2_1_0_1_0t.tspirv.Samplert.v3f32.v2i32(target("spirv.Image", float, 1, 2, 1, 0, 1, 0) [[T2DARRAY]], target("spirv.Sampler") [[C]], <3 x float> {{%[0-9]+}}, float 5.000000e-01, <2 x i32> zeroinitializer)
// SPV: {{%[0-9]+}} = tail call <4 x float> @llvm.spv.resource.gather.cmp.v4f32.tspirv.Image_f32_1_2_1_0_1_0t.tspirv.Samplert.v3f32.v2i32(target("spirv.Image", float, 1, 2, 1, 0, 1, 0) [[T2DARRAY]], target("spirv.Sampler") [[C]], <3 x float> {{%[0-9]+}}, float 5.000000e-01, <2 x i32> <i32 1, i32 2>)
// SPV: {{%[0-9]+}} = tail call <4 x float> @llvm.spv.resource.gather.cmp.v4f32.tspirv.Image_f32_1_2_1_0_1_0t.tspirv.Samplert.v3f32.v2i32(target("spirv.Image", float, 1, 2, 1, 0, 1, 0) [[T2DARRAY]], target("spirv.Sampler") [[C]], <3 x float> {{%[0-9]+}}, float 5.000000e-01, <2 x i32> zeroinitializer)
// SPV: {{%[0-9]+}} = tail call <4 x float> @llvm.spv.resource.gather.cmp.v4f32.tspirv.Image_f32_1_2_1_0_1_0t.tspirv.Samplert.v3f32.v2i32(target("spirv.Image", float, 1, 2, 1, 0, 1, 0) [[T2DARRAY]], target("spirv.Sampler") [[C]], <3 x float> {{%[0-9]+}}, float 5.000000e-01, <2 x i32> <i32 1, i32 2>)
// SPV: {{%[0-9]+}} = tail call <4 x float> @llvm.spv.resource.gather.v4f32.tspirv.Image_f32_3_2_0_0_1_0t.tspirv.Samplert.v3f32.v3i32(target("spirv.Image", float, 3, 2, 0, 0, 1, 0) [[TCUBE]], target("spirv.Sampler") [[S]], <3 x float> {{%[0-9]+}}, i32 0, <3 x i32> zeroinitializer)
// SPV: {{%[0-9]+}} = tail call <4 x float> @llvm.spv.resource.gather.v4f32.tspirv.Image_f32_3_2_0_0_1_0t.tspirv.Samplert.v3f32.v3i32(target("spirv.Image", float, 3, 2, 0, 0, 1, 0) [[TCUBE]], target("spirv.Sampler") [[S]], <3 x float> {{%[0-9]+}}, i32 0, <3 x i32> zeroinitializer)
// SPV: {{%[0-9]+}} = tail call <4 x float> @llvm.spv.resource.gather.v4f32.tspirv.Image_f32_3_2_0_0_1_0t.tspirv.Samplert.v3f32.v3i32(target("spirv.Image", float, 3, 2, 0, 0, 1, 0) [[TCUBE]], target("spirv.Sampler") [[S]], <3 x float> {{%[0-9]+}}, i32 1, <3 x i32> zeroinitializer)
// SPV: {{%[0-9]+}} = tail call <4 x float> @llvm.spv.resource.gather.v4f32.tspirv.Image_f32_3_2_0_0_1_0t.tspirv.Samplert.v3f32.v3i32(target("spirv.Image", float, 3, 2, 0, 0, 1, 0) [[TCUBE]], target("spirv.Sampler") [[S]], <3 x float> {{%[0-9]+}}, i32 2, <3 x i32> zeroinitializer)
// SPV: {{%[0-9]+}} = tail call <4 x float> @llvm.spv.resource.gather.v4f32.tspirv.Image_f32_3_2_0_0_1_0t.tspirv.Samplert.v3f32.v3i32(target("spirv.Image", float, 3, 2, 0, 0, 1, 0) [[TCUBE]], target("spirv.Sampler") [[S]], <3 x float> {{%[0-9]+}}, i32 3, <3 x i32> zeroinitializer)
// SPV: {{%[0-9]+}} = tail call <4 x float> @llvm.spv.resource.gather.cmp.v4f32.tspirv.Image_f32_3_2_0_0_1_0t.tspirv.Samplert.v3f32.v3i32(target("spirv.Image", float, 3, 2, 0, 0, 1, 0) [[TCUBE]], target("spirv.Sampler") [[C]], <3 x float> {{%[0-9]+}}, float 5.000000e-01, <3 x i32> zeroinitializer)
// SPV: {{%[0-9]+}} = tail call <4 x float> @llvm.spv.resource.gather.cmp.v4f32.tspirv.Image_f32_3_2_0_0_1_0t.tspirv.Samplert.v3f32.v3i32(target("spirv.Image", float, 3, 2, 0, 0, 1, 0) [[TCUBE]], target("spirv.Sampler") [[C]], <3 x float> {{%[0-9]+}}, float 5.000000e-01, <3 x i32> zeroinitializer)
// SPV: {{%[0-9]+}} = tail call <4 x float> @llvm.spv.resource.gather.v4f32.tspirv.Image_f32_3_2_1_0_1_0t.tspirv.Samplert.v4f32.v3i32(target("spirv.Image", float, 3, 2, 1, 0, 1, 0) [[TCUBEARRAY]], target("spirv.Sampler") [[S]], <4 x float> {{%[0-9]+}}, i32 0, <3 x i32> zeroinitializer)
// SPV: {{%[0-9]+}} = tail call <4 x float> @llvm.spv.resource.gather.v4f32.tspirv.Image_f32_3_2_1_0_1_0t.tspirv.Samplert.v4f32.v3i32(target("spirv.Image", float, 3, 2, 1, 0, 1, 0) [[TCUBEARRAY]], target("spirv.Sampler") [[S]], <4 x float> {{%[0-9]+}}, i32 0, <3 x i32> zeroinitializer)
// SPV: {{%[0-9]+}} = tail call <4 x float> @llvm.spv.resource.gather.v4f32.tspirv.Image_f32_3_2_1_0_1_0t.tspirv.Samplert.v4f32.v3i32(target("spirv.Image", float, 3, 2, 1, 0, 1, 0) [[TCUBEARRAY]], target("spirv.Sampler") [[S]], <4 x float> {{%[0-9]+}}, i32 1, <3 x i32> zeroinitializer)
// SPV: {{%[0-9]+}} = tail call <4 x float> @llvm.spv.resource.gather.v4f32.tspirv.Image_f32_3_2_1_0_1_0t.tspirv.Samplert.v4f32.v3i32(target("spirv.Image", float, 3, 2, 1, 0, 1, 0) [[TCUBEARRAY]], target("spirv.Sampler") [[S]], <4 x float> {{%[0-9]+}}, i32 2, <3 x i32> zeroinitializer)
// SPV: {{%[0-9]+}} = tail call <4 x float> @llvm.spv.resource.gather.v4f32.tspirv.Image_f32_3_2_1_0_1_0t.tspirv.Samplert.v4f32.v3i32(target("spirv.Image", float, 3, 2, 1, 0, 1, 0) [[TCUBEARRAY]], target("spirv.Sampler") [[S]], <4 x float> {{%[0-9]+}}, i32 3, <3 x i32> zeroinitializer)
// SPV: {{%[0-9]+}} = tail call <4 x float> @llvm.spv.resource.gather.cmp.v4f32.tspirv.Image_f32_3_2_1_0_1_0t.tspirv.Samplert.v4f32.v3i32(target("spirv.Image", float, 3, 2, 1, 0, 1, 0) [[TCUBEARRAY]], target("spirv.Sampler") [[C]], <4 x float> {{%[0-9]+}}, float 5.000000e-01, <3 x i32> zeroinitializer)
// SPV: {{%[0-9]+}} = tail call <4 x float> @llvm.spv.resource.gather.cmp.v4f32.tspirv.Image_f32_3_2_1_0_1_0t.tspirv.Samplert.v4f32.v3i32(target("spirv.Image", float, 3, 2, 1, 0, 1, 0) [[TCUBEARRAY]], target("spirv.Sampler") [[C]], <4 x float> {{%[0-9]+}}, float 5.000000e-01, <3 x i32> zeroinitializer)
// SPV: {{%[0-9]+}} = tail call <4 x i32> @llvm.spv.resource.gather.v4i32.tspirv.Image_i32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", i32, 1, 2, 0, 0, 1, 0) [[TUINT]], target("spirv.Sampler") [[S]], <2 x float> {{%[0-9]+}}, i32 0, <2 x i32> zeroinitializer)
// SPV: {{%[0-9]+}} = tail call <4 x i32> @llvm.spv.resource.gather.v4i32.tspirv.SignedImage_i32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.SignedImage", i32, 1, 2, 0, 0, 1, 0) [[TINT2]], target("spirv.Sampler") [[S]], <2 x float> {{%[0-9]+}}, i32 1, <2 x i32> zeroinitializer)
