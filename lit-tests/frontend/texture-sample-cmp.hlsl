// SampleCmp, SampleCmpLevelZero, SampleCmpLevel (SM 6.7): every form on the
// six comparable kinds (all sampleable kinds but 3D), both targets, with a
// SamplerComparisonState (dx.Sampler 1; spirv.Sampler). Results are float;
// operands coordinate, compare value, [lod,] offset[, clamp].
//
// RUN: %texel -T cs_6_7 -E main --emit=ir %s | FileCheck %s --check-prefix=DXIL
// RUN: %texel -T cs_6_7 -E main -spirv --emit=ir %s | FileCheck %s --check-prefix=SPV
// RUN: %texel -T cs_6_7 -E main --emit=lowered %s -Fo %t.ll
// RUN: %opt -load-pass-plugin=%plugin -passes=texel-dxil-verify %t.ll -disable-output
// RUN: %texel -T cs_6_7 -E main -spirv -Fo %t.spv %s
// RUN: %spirv-val --target-env vulkan1.3 %t.spv

Texture1D<float4> T1D : register(t0);
Texture1DArray<float4> T1DArray : register(t1);
Texture2D<float4> T2D : register(t2);
Texture2DArray<float4> T2DArray : register(t3);
TextureCube<float4> TCube : register(t4);
TextureCubeArray<float4> TCubeArray : register(t5);
SamplerComparisonState C : register(s20);
RWBuffer<float> Out : register(u30);

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  float f = id.x * 0.125;
  uint i = 0;
  Out[i++] = T1D.SampleCmp(C, float(f + 0), 0.5);
  Out[i++] = T1D.SampleCmpLevelZero(C, float(f + 0), 0.5);
  Out[i++] = T1D.SampleCmpLevel(C, float(f + 0), 0.5, 1.5);
  Out[i++] = T1D.SampleCmp(C, float(f + 0), 0.5, int(1));
  Out[i++] = T1D.SampleCmp(C, float(f + 0), 0.5, int(1), 2.0);
  Out[i++] = T1D.SampleCmpLevelZero(C, float(f + 0), 0.5, int(1));
  Out[i++] = T1D.SampleCmpLevel(C, float(f + 0), 0.5, 1.5, int(1));
  Out[i++] = T1DArray.SampleCmp(C, float2(f + 0, f + 1), 0.5);
  Out[i++] = T1DArray.SampleCmpLevelZero(C, float2(f + 0, f + 1), 0.5);
  Out[i++] = T1DArray.SampleCmpLevel(C, float2(f + 0, f + 1), 0.5, 1.5);
  Out[i++] = T1DArray.SampleCmp(C, float2(f + 0, f + 1), 0.5, int(1));
  Out[i++] = T1DArray.SampleCmp(C, float2(f + 0, f + 1), 0.5, int(1), 2.0);
  Out[i++] = T1DArray.SampleCmpLevelZero(C, float2(f + 0, f + 1), 0.5, int(1));
  Out[i++] = T1DArray.SampleCmpLevel(C, float2(f + 0, f + 1), 0.5, 1.5, int(1));
  Out[i++] = T2D.SampleCmp(C, float2(f + 0, f + 1), 0.5);
  Out[i++] = T2D.SampleCmpLevelZero(C, float2(f + 0, f + 1), 0.5);
  Out[i++] = T2D.SampleCmpLevel(C, float2(f + 0, f + 1), 0.5, 1.5);
  Out[i++] = T2D.SampleCmp(C, float2(f + 0, f + 1), 0.5, int2(1, 2));
  Out[i++] = T2D.SampleCmp(C, float2(f + 0, f + 1), 0.5, int2(1, 2), 2.0);
  Out[i++] = T2D.SampleCmpLevelZero(C, float2(f + 0, f + 1), 0.5, int2(1, 2));
  Out[i++] = T2D.SampleCmpLevel(C, float2(f + 0, f + 1), 0.5, 1.5, int2(1, 2));
  Out[i++] = T2DArray.SampleCmp(C, float3(f + 0, f + 1, f + 2), 0.5);
  Out[i++] = T2DArray.SampleCmpLevelZero(C, float3(f + 0, f + 1, f + 2), 0.5);
  Out[i++] = T2DArray.SampleCmpLevel(C, float3(f + 0, f + 1, f + 2), 0.5, 1.5);
  Out[i++] = T2DArray.SampleCmp(C, float3(f + 0, f + 1, f + 2), 0.5, int2(1, 2));
  Out[i++] = T2DArray.SampleCmp(C, float3(f + 0, f + 1, f + 2), 0.5, int2(1, 2), 2.0);
  Out[i++] = T2DArray.SampleCmpLevelZero(C, float3(f + 0, f + 1, f + 2), 0.5, int2(1, 2));
  Out[i++] = T2DArray.SampleCmpLevel(C, float3(f + 0, f + 1, f + 2), 0.5, 1.5, int2(1, 2));
  Out[i++] = TCube.SampleCmp(C, float3(f + 0, f + 1, f + 2), 0.5);
  Out[i++] = TCube.SampleCmpLevelZero(C, float3(f + 0, f + 1, f + 2), 0.5);
  Out[i++] = TCube.SampleCmpLevel(C, float3(f + 0, f + 1, f + 2), 0.5, 1.5);
  Out[i++] = TCube.SampleCmp(C, float3(f + 0, f + 1, f + 2), 0.5, 2.0);
  Out[i++] = TCubeArray.SampleCmp(C, float4(f + 0, f + 1, f + 2, f + 3), 0.5);
  Out[i++] = TCubeArray.SampleCmpLevelZero(C, float4(f + 0, f + 1, f + 2, f + 3), 0.5);
  Out[i++] = TCubeArray.SampleCmpLevel(C, float4(f + 0, f + 1, f + 2, f + 3), 0.5, 1.5);
  Out[i++] = TCubeArray.SampleCmp(C, float4(f + 0, f + 1, f + 2, f + 3), 0.5, 2.0);
}

// DXIL-DAG: [[C_NAME:@[^ ]+]] = private unnamed_addr constant [2 x i8] c"C\00"
// DXIL-DAG: [[OUT_NAME:@[^ ]+]] = private unnamed_addr constant [4 x i8] c"Out\00"
// DXIL-DAG: [[T1D_NAME:@[^ ]+]] = private unnamed_addr constant [4 x i8] c"T1D\00"
// DXIL-DAG: [[T1DARRAY_NAME:@[^ ]+]] = private unnamed_addr constant [9 x i8] c"T1DArray\00"
// DXIL-DAG: [[T2D_NAME:@[^ ]+]] = private unnamed_addr constant [4 x i8] c"T2D\00"
// DXIL-DAG: [[T2DARRAY_NAME:@[^ ]+]] = private unnamed_addr constant [9 x i8] c"T2DArray\00"
// DXIL-DAG: [[TCUBE_NAME:@[^ ]+]] = private unnamed_addr constant [6 x i8] c"TCube\00"
// DXIL-DAG: [[TCUBEARRAY_NAME:@[^ ]+]] = private unnamed_addr constant [11 x i8] c"TCubeArray\00"
// DXIL-LABEL: define void @main()
// DXIL-DAG: [[T1D:%.*]] = tail call target("dx.Texture", <4 x float>, 0, 0, 0, 1) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_1t(i32 0, i32 0, i32 1, i32 0, ptr nonnull [[T1D_NAME]])
// DXIL-DAG: [[C:%.*]] = tail call target("dx.Sampler", 1) @llvm.dx.resource.handlefrombinding.tdx.Sampler_1t(i32 0, i32 20, i32 1, i32 0, ptr nonnull [[C_NAME]])
// DXIL-DAG: [[OUT:%.*]] = tail call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 30, i32 1, i32 0, ptr nonnull [[OUT_NAME]])
// DXIL-DAG: [[T1DARRAY:%.*]] = tail call target("dx.Texture", <4 x float>, 0, 0, 0, 6) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_6t(i32 0, i32 1, i32 1, i32 0, ptr nonnull [[T1DARRAY_NAME]])
// DXIL-DAG: [[T2D:%.*]] = tail call target("dx.Texture", <4 x float>, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_2t(i32 0, i32 2, i32 1, i32 0, ptr nonnull [[T2D_NAME]])
// DXIL-DAG: [[T2DARRAY:%.*]] = tail call target("dx.Texture", <4 x float>, 0, 0, 0, 7) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_7t(i32 0, i32 3, i32 1, i32 0, ptr nonnull [[T2DARRAY_NAME]])
// DXIL-DAG: [[TCUBE:%.*]] = tail call target("dx.Texture", <4 x float>, 0, 0, 0, 5) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_5t(i32 0, i32 4, i32 1, i32 0, ptr nonnull [[TCUBE_NAME]])
// DXIL-DAG: [[TCUBEARRAY:%.*]] = tail call target("dx.Texture", <4 x float>, 0, 0, 0, 9) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_9t(i32 0, i32 5, i32 1, i32 0, ptr nonnull [[TCUBEARRAY_NAME]])
// DXIL: {{%[0-9]+}} = tail call float @llvm.dx.resource.samplecmp.f32.tdx.Texture_v4f32_0_0_0_1t.tdx.Sampler_1t.f32.i32(target("dx.Texture", <4 x float>, 0, 0, 0, 1) [[T1D]], target("dx.Sampler", 1) [[C]], float {{%[0-9]+}}, float 5.000000e-01, i32 0)
// DXIL: {{%[0-9]+}} = tail call float @llvm.dx.resource.samplecmplevelzero.f32.tdx.Texture_v4f32_0_0_0_1t.tdx.Sampler_1t.f32.i32(target("dx.Texture", <4 x float>, 0, 0, 0, 1) [[T1D]], target("dx.Sampler", 1) [[C]], float {{%[0-9]+}}, float 5.000000e-01, i32 0)
// DXIL: {{%[0-9]+}} = tail call float @llvm.dx.resource.samplecmplevel.f32.tdx.Texture_v4f32_0_0_0_1t.tdx.Sampler_1t.f32.i32(target("dx.Texture", <4 x float>, 0, 0, 0, 1) [[T1D]], target("dx.Sampler", 1) [[C]], float {{%[0-9]+}}, float 5.000000e-01, float 1.500000e+00, i32 0)
// DXIL: {{%[0-9]+}} = tail call float @llvm.dx.resource.samplecmp.f32.tdx.Texture_v4f32_0_0_0_1t.tdx.Sampler_1t.f32.i32(target("dx.Texture", <4 x float>, 0, 0, 0, 1) [[T1D]], target("dx.Sampler", 1) [[C]], float {{%[0-9]+}}, float 5.000000e-01, i32 1)
// DXIL: {{%[0-9]+}} = tail call float @llvm.dx.resource.samplecmp.clamp.f32.tdx.Texture_v4f32_0_0_0_1t.tdx.Sampler_1t.f32.i32(target("dx.Texture", <4 x float>, 0, 0, 0, 1) [[T1D]], target("dx.Sampler", 1) [[C]], float {{%[0-9]+}}, float 5.000000e-01, i32 1, float 2.000000e+00)
// DXIL: {{%[0-9]+}} = tail call float @llvm.dx.resource.samplecmplevelzero.f32.tdx.Texture_v4f32_0_0_0_1t.tdx.Sampler_1t.f32.i32(target("dx.Texture", <4 x float>, 0, 0, 0, 1) [[T1D]], target("dx.Sampler", 1) [[C]], float {{%[0-9]+}}, float 5.000000e-01, i32 1)
// DXIL: {{%[0-9]+}} = tail call float @llvm.dx.resource.samplecmplevel.f32.tdx.Texture_v4f32_0_0_0_1t.tdx.Sampler_1t.f32.i32(target("dx.Texture", <4 x float>, 0, 0, 0, 1) [[T1D]], target("dx.Sampler", 1) [[C]], float {{%[0-9]+}}, float 5.000000e-01, float 1.500000e+00, i32 1)
// DXIL: {{%[0-9]+}} = tail call float @llvm.dx.resource.samplecmp.f32.tdx.Texture_v4f32_0_0_0_6t.tdx.Sampler_1t.v2f32.i32(target("dx.Texture", <4 x float>, 0, 0, 0, 6) [[T1DARRAY]], target("dx.Sampler", 1) [[C]], <2 x float> {{%[0-9]+}}, float 5.000000e-01, i32 0)
// DXIL: {{%[0-9]+}} = tail call float @llvm.dx.resource.samplecmplevelzero.f32.tdx.Texture_v4f32_0_0_0_6t.tdx.Sampler_1t.v2f32.i32(target("dx.Texture", <4 x float>, 0, 0, 0, 6) [[T1DARRAY]], target("dx.Sampler", 1) [[C]], <2 x float> {{%[0-9]+}}, float 5.000000e-01, i32 0)
// DXIL: {{%[0-9]+}} = tail call float @llvm.dx.resource.samplecmplevel.f32.tdx.Texture_v4f32_0_0_0_6t.tdx.Sampler_1t.v2f32.i32(target("dx.Texture", <4 x float>, 0, 0, 0, 6) [[T1DARRAY]], target("dx.Sampler", 1) [[C]], <2 x float> {{%[0-9]+}}, float 5.000000e-01, float 1.500000e+00, i32 0)
// DXIL: {{%[0-9]+}} = tail call float @llvm.dx.resource.samplecmp.f32.tdx.Texture_v4f32_0_0_0_6t.tdx.Sampler_1t.v2f32.i32(target("dx.Texture", <4 x float>, 0, 0, 0, 6) [[T1DARRAY]], target("dx.Sampler", 1) [[C]], <2 x float> {{%[0-9]+}}, float 5.000000e-01, i32 1)
// DXIL: {{%[0-9]+}} = tail call float @llvm.dx.resource.samplecmp.clamp.f32.tdx.Texture_v4f32_0_0_0_6t.tdx.Sampler_1t.v2f32.i32(target("dx.Texture", <4 x float>, 0, 0, 0, 6) [[T1DARRAY]], target("dx.Sampler", 1) [[C]], <2 x float> {{%[0-9]+}}, float 5.000000e-01, i32 1, float 2.000000e+00)
// DXIL: {{%[0-9]+}} = tail call float @llvm.dx.resource.samplecmplevelzero.f32.tdx.Texture_v4f32_0_0_0_6t.tdx.Sampler_1t.v2f32.i32(target("dx.Texture", <4 x float>, 0, 0, 0, 6) [[T1DARRAY]], target("dx.Sampler", 1) [[C]], <2 x float> {{%[0-9]+}}, float 5.000000e-01, i32 1)
// DXIL: {{%[0-9]+}} = tail call float @llvm.dx.resource.samplecmplevel.f32.tdx.Texture_v4f32_0_0_0_6t.tdx.Sampler_1t.v2f32.i32(target("dx.Texture", <4 x float>, 0, 0, 0, 6) [[T1DARRAY]], target("dx.Sampler", 1) [[C]], <2 x float> {{%[0-9]+}}, float 5.000000e-01, float 1.500000e+00, i32 1)
// DXIL: {{%[0-9]+}} = tail call float @llvm.dx.resource.samplecmp.f32.tdx.Texture_v4f32_0_0_0_2t.tdx.Sampler_1t.v2f32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 2) [[T2D]], target("dx.Sampler", 1) [[C]], <2 x float> {{%[0-9]+}}, float 5.000000e-01, <2 x i32> zeroinitializer)
// DXIL: {{%[0-9]+}} = tail call float @llvm.dx.resource.samplecmplevelzero.f32.tdx.Texture_v4f32_0_0_0_2t.tdx.Sampler_1t.v2f32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 2) [[T2D]], target("dx.Sampler", 1) [[C]], <2 x float> {{%[0-9]+}}, float 5.000000e-01, <2 x i32> zeroinitializer)
// DXIL: {{%[0-9]+}} = tail call float @llvm.dx.resource.samplecmplevel.f32.tdx.Texture_v4f32_0_0_0_2t.tdx.Sampler_1t.v2f32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 2) [[T2D]], target("dx.Sampler", 1) [[C]], <2 x float> {{%[0-9]+}}, float 5.000000e-01, float 1.500000e+00, <2 x i32> zeroinitializer)
// DXIL: {{%[0-9]+}} = tail call float @llvm.dx.resource.samplecmp.f32.tdx.Texture_v4f32_0_0_0_2t.tdx.Sampler_1t.v2f32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 2) [[T2D]], target("dx.Sampler", 1) [[C]], <2 x float> {{%[0-9]+}}, float 5.000000e-01, <2 x i32> <i32 1, i32 2>)
// DXIL: {{%[0-9]+}} = tail call float @llvm.dx.resource.samplecmp.clamp.f32.tdx.Texture_v4f32_0_0_0_2t.tdx.Sampler_1t.v2f32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 2) [[T2D]], target("dx.Sampler", 1) [[C]], <2 x float> {{%[0-9]+}}, float 5.000000e-01, <2 x i32> <i32 1, i32 2>, float 2.000000e+00)
// DXIL: {{%[0-9]+}} = tail call float @llvm.dx.resource.samplecmplevelzero.f32.tdx.Texture_v4f32_0_0_0_2t.tdx.Sampler_1t.v2f32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 2) [[T2D]], target("dx.Sampler", 1) [[C]], <2 x float> {{%[0-9]+}}, float 5.000000e-01, <2 x i32> <i32 1, i32 2>)
// DXIL: {{%[0-9]+}} = tail call float @llvm.dx.resource.samplecmplevel.f32.tdx.Texture_v4f32_0_0_0_2t.tdx.Sampler_1t.v2f32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 2) [[T2D]], target("dx.Sampler", 1) [[C]], <2 x float> {{%[0-9]+}}, float 5.000000e-01, float 1.500000e+00, <2 x i32> <i32 1, i32 2>)
// DXIL: {{%[0-9]+}} = tail call float @llvm.dx.resource.samplecmp.f32.tdx.Texture_v4f32_0_0_0_7t.tdx.Sampler_1t.v3f32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 7) [[T2DARRAY]], target("dx.Sampler", 1) [[C]], <3 x float> {{%[0-9]+}}, float 5.000000e-01, <2 x i32> zeroinitializer)
// DXIL: {{%[0-9]+}} = tail call float @llvm.dx.resource.samplecmplevelzero.f32.tdx.Texture_v4f32_0_0_0_7t.tdx.Sampler_1t.v3f32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 7) [[T2DARRAY]], target("dx.Sampler", 1) [[C]], <3 x float> {{%[0-9]+}}, float 5.000000e-01, <2 x i32> zeroinitializer)
// DXIL: {{%[0-9]+}} = tail call float @llvm.dx.resource.samplecmplevel.f32.tdx.Texture_v4f32_0_0_0_7t.tdx.Sampler_1t.v3f32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 7) [[T2DARRAY]], target("dx.Sampler", 1) [[C]], <3 x float> {{%[0-9]+}}, float 5.000000e-01, float 1.500000e+00, <2 x i32> zeroinitializer)
// DXIL: {{%[0-9]+}} = tail call float @llvm.dx.resource.samplecmp.f32.tdx.Texture_v4f32_0_0_0_7t.tdx.Sampler_1t.v3f32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 7) [[T2DARRAY]], target("dx.Sampler", 1) [[C]], <3 x float> {{%[0-9]+}}, float 5.000000e-01, <2 x i32> <i32 1, i32 2>)
// DXIL: {{%[0-9]+}} = tail call float @llvm.dx.resource.samplecmp.clamp.f32.tdx.Texture_v4f32_0_0_0_7t.tdx.Sampler_1t.v3f32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 7) [[T2DARRAY]], target("dx.Sampler", 1) [[C]], <3 x float> {{%[0-9]+}}, float 5.000000e-01, <2 x i32> <i32 1, i32 2>, float 2.000000e+00)
// DXIL: {{%[0-9]+}} = tail call float @llvm.dx.resource.samplecmplevelzero.f32.tdx.Texture_v4f32_0_0_0_7t.tdx.Sampler_1t.v3f32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 7) [[T2DARRAY]], target("dx.Sampler", 1) [[C]], <3 x float> {{%[0-9]+}}, float 5.000000e-01, <2 x i32> <i32 1, i32 2>)
// DXIL: {{%[0-9]+}} = tail call float @llvm.dx.resource.samplecmplevel.f32.tdx.Texture_v4f32_0_0_0_7t.tdx.Sampler_1t.v3f32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 7) [[T2DARRAY]], target("dx.Sampler", 1) [[C]], <3 x float> {{%[0-9]+}}, float 5.000000e-01, float 1.500000e+00, <2 x i32> <i32 1, i32 2>)
// DXIL: {{%[0-9]+}} = tail call float @llvm.dx.resource.samplecmp.f32.tdx.Texture_v4f32_0_0_0_5t.tdx.Sampler_1t.v3f32.v3i32(target("dx.Texture", <4 x float>, 0, 0, 0, 5) [[TCUBE]], target("dx.Sampler", 1) [[C]], <3 x float> {{%[0-9]+}}, float 5.000000e-01, <3 x i32> zeroinitializer)
// DXIL: {{%[0-9]+}} = tail call float @llvm.dx.resource.samplecmplevelzero.f32.tdx.Texture_v4f32_0_0_0_5t.tdx.Sampler_1t.v3f32.v3i32(target("dx.Texture", <4 x float>, 0, 0, 0, 5) [[TCUBE]], target("dx.Sampler", 1) [[C]], <3 x float> {{%[0-9]+}}, float 5.000000e-01, <3 x i32> zeroinitializer)
// DXIL: {{%[0-9]+}} = tail call float @llvm.dx.resource.samplecmplevel.f32.tdx.Texture_v4f32_0_0_0_5t.tdx.Sampler_1t.v3f32.v3i32(target("dx.Texture", <4 x float>, 0, 0, 0, 5) [[TCUBE]], target("dx.Sampler", 1) [[C]], <3 x float> {{%[0-9]+}}, float 5.000000e-01, float 1.500000e+00, <3 x i32> zeroinitializer)
// DXIL: {{%[0-9]+}} = tail call float @llvm.dx.resource.samplecmp.clamp.f32.tdx.Texture_v4f32_0_0_0_5t.tdx.Sampler_1t.v3f32.v3i32(target("dx.Texture", <4 x float>, 0, 0, 0, 5) [[TCUBE]], target("dx.Sampler", 1) [[C]], <3 x float> {{%[0-9]+}}, float 5.000000e-01, <3 x i32> zeroinitializer, float 2.000000e+00)
// DXIL: {{%[0-9]+}} = tail call float @llvm.dx.resource.samplecmp.f32.tdx.Texture_v4f32_0_0_0_9t.tdx.Sampler_1t.v4f32.v3i32(target("dx.Texture", <4 x float>, 0, 0, 0, 9) [[TCUBEARRAY]], target("dx.Sampler", 1) [[C]], <4 x float> {{%[0-9]+}}, float 5.000000e-01, <3 x i32> zeroinitializer)
// DXIL: {{%[0-9]+}} = tail call float @llvm.dx.resource.samplecmplevelzero.f32.tdx.Texture_v4f32_0_0_0_9t.tdx.Sampler_1t.v4f32.v3i32(target("dx.Texture", <4 x float>, 0, 0, 0, 9) [[TCUBEARRAY]], target("dx.Sampler", 1) [[C]], <4 x float> {{%[0-9]+}}, float 5.000000e-01, <3 x i32> zeroinitializer)
// DXIL: {{%[0-9]+}} = tail call float @llvm.dx.resource.samplecmplevel.f32.tdx.Texture_v4f32_0_0_0_9t.tdx.Sampler_1t.v4f32.v3i32(target("dx.Texture", <4 x float>, 0, 0, 0, 9) [[TCUBEARRAY]], target("dx.Sampler", 1) [[C]], <4 x float> {{%[0-9]+}}, float 5.000000e-01, float 1.500000e+00, <3 x i32> zeroinitializer)
// DXIL: {{%[0-9]+}} = tail call float @llvm.dx.resource.samplecmp.clamp.f32.tdx.Texture_v4f32_0_0_0_9t.tdx.Sampler_1t.v4f32.v3i32(target("dx.Texture", <4 x float>, 0, 0, 0, 9) [[TCUBEARRAY]], target("dx.Sampler", 1) [[C]], <4 x float> {{%[0-9]+}}, float 5.000000e-01, <3 x i32> zeroinitializer, float 2.000000e+00)

// SPV-DAG: [[C_NAME:@[^ ]+]] = private unnamed_addr constant [2 x i8] c"C\00"
// SPV-DAG: [[OUT_NAME:@[^ ]+]] = private unnamed_addr constant [4 x i8] c"Out\00"
// SPV-DAG: [[T1D_NAME:@[^ ]+]] = private unnamed_addr constant [4 x i8] c"T1D\00"
// SPV-DAG: [[T1DARRAY_NAME:@[^ ]+]] = private unnamed_addr constant [9 x i8] c"T1DArray\00"
// SPV-DAG: [[T2D_NAME:@[^ ]+]] = private unnamed_addr constant [4 x i8] c"T2D\00"
// SPV-DAG: [[T2DARRAY_NAME:@[^ ]+]] = private unnamed_addr constant [9 x i8] c"T2DArray\00"
// SPV-DAG: [[TCUBE_NAME:@[^ ]+]] = private unnamed_addr constant [6 x i8] c"TCube\00"
// SPV-DAG: [[TCUBEARRAY_NAME:@[^ ]+]] = private unnamed_addr constant [11 x i8] c"TCubeArray\00"
// SPV-LABEL: define void @main()
// SPV-DAG: [[T1D:%.*]] = tail call target("spirv.Image", float, 0, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_0_2_0_0_1_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull [[T1D_NAME]])
// SPV-DAG: [[C:%.*]] = tail call target("spirv.Sampler") @llvm.spv.resource.handlefrombinding.tspirv.Samplert(i32 0, i32 20, i32 1, i32 0, ptr nonnull [[C_NAME]])
// SPV-DAG: [[OUT:%.*]] = tail call target("spirv.Image", float, 5, 2, 0, 0, 2, 3) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_2_3t(i32 0, i32 30, i32 1, i32 0, ptr nonnull [[OUT_NAME]])
// SPV-DAG: [[T1DARRAY:%.*]] = tail call target("spirv.Image", float, 0, 2, 1, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_0_2_1_0_1_0t(i32 0, i32 1, i32 1, i32 0, ptr nonnull [[T1DARRAY_NAME]])
// SPV-DAG: [[T2D:%.*]] = tail call target("spirv.Image", float, 1, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_0_0_1_0t(i32 0, i32 2, i32 1, i32 0, ptr nonnull [[T2D_NAME]])
// SPV-DAG: [[T2DARRAY:%.*]] = tail call target("spirv.Image", float, 1, 2, 1, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_1_0_1_0t(i32 0, i32 3, i32 1, i32 0, ptr nonnull [[T2DARRAY_NAME]])
// SPV-DAG: [[TCUBE:%.*]] = tail call target("spirv.Image", float, 3, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_3_2_0_0_1_0t(i32 0, i32 4, i32 1, i32 0, ptr nonnull [[TCUBE_NAME]])
// SPV-DAG: [[TCUBEARRAY:%.*]] = tail call target("spirv.Image", float, 3, 2, 1, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_3_2_1_0_1_0t(i32 0, i32 5, i32 1, i32 0, ptr nonnull [[TCUBEARRAY_NAME]])
// SPV: {{%[0-9]+}} = tail call float @llvm.spv.resource.samplecmp.f32.tspirv.Image_f32_0_2_0_0_1_0t.tspirv.Samplert.f32.i32(target("spirv.Image", float, 0, 2, 0, 0, 1, 0) [[T1D]], target("spirv.Sampler") [[C]], float {{%[0-9]+}}, float 5.000000e-01, i32 0)
// SPV: {{%[0-9]+}} = tail call float @llvm.spv.resource.samplecmplevelzero.f32.tspirv.Image_f32_0_2_0_0_1_0t.tspirv.Samplert.f32.i32(target("spirv.Image", float, 0, 2, 0, 0, 1, 0) [[T1D]], target("spirv.Sampler") [[C]], float {{%[0-9]+}}, float 5.000000e-01, i32 0)
// SPV: {{%[0-9]+}} = tail call float @llvm.spv.resource.samplecmplevel.f32.tspirv.Image_f32_0_2_0_0_1_0t.tspirv.Samplert.f32.i32(target("spirv.Image", float, 0, 2, 0, 0, 1, 0) [[T1D]], target("spirv.Sampler") [[C]], float {{%[0-9]+}}, float 5.000000e-01, float 1.500000e+00, i32 0)
// SPV: {{%[0-9]+}} = tail call float @llvm.spv.resource.samplecmp.f32.tspirv.Image_f32_0_2_0_0_1_0t.tspirv.Samplert.f32.i32(target("spirv.Image", float, 0, 2, 0, 0, 1, 0) [[T1D]], target("spirv.Sampler") [[C]], float {{%[0-9]+}}, float 5.000000e-01, i32 1)
// SPV: {{%[0-9]+}} = tail call float @llvm.spv.resource.samplecmp.clamp.f32.tspirv.Image_f32_0_2_0_0_1_0t.tspirv.Samplert.f32.i32(target("spirv.Image", float, 0, 2, 0, 0, 1, 0) [[T1D]], target("spirv.Sampler") [[C]], float {{%[0-9]+}}, float 5.000000e-01, i32 1, float 2.000000e+00)
// SPV: {{%[0-9]+}} = tail call float @llvm.spv.resource.samplecmplevelzero.f32.tspirv.Image_f32_0_2_0_0_1_0t.tspirv.Samplert.f32.i32(target("spirv.Image", float, 0, 2, 0, 0, 1, 0) [[T1D]], target("spirv.Sampler") [[C]], float {{%[0-9]+}}, float 5.000000e-01, i32 1)
// SPV: {{%[0-9]+}} = tail call float @llvm.spv.resource.samplecmplevel.f32.tspirv.Image_f32_0_2_0_0_1_0t.tspirv.Samplert.f32.i32(target("spirv.Image", float, 0, 2, 0, 0, 1, 0) [[T1D]], target("spirv.Sampler") [[C]], float {{%[0-9]+}}, float 5.000000e-01, float 1.500000e+00, i32 1)
// SPV: {{%[0-9]+}} = tail call float @llvm.spv.resource.samplecmp.f32.tspirv.Image_f32_0_2_1_0_1_0t.tspirv.Samplert.v2f32.i32(target("spirv.Image", float, 0, 2, 1, 0, 1, 0) [[T1DARRAY]], target("spirv.Sampler") [[C]], <2 x float> {{%[0-9]+}}, float 5.000000e-01, i32 0)
// SPV: {{%[0-9]+}} = tail call float @llvm.spv.resource.samplecmplevelzero.f32.tspirv.Image_f32_0_2_1_0_1_0t.tspirv.Samplert.v2f32.i32(target("spirv.Image", float, 0, 2, 1, 0, 1, 0) [[T1DARRAY]], target("spirv.Sampler") [[C]], <2 x float> {{%[0-9]+}}, float 5.000000e-01, i32 0)
// SPV: {{%[0-9]+}} = tail call float @llvm.spv.resource.samplecmplevel.f32.tspirv.Image_f32_0_2_1_0_1_0t.tspirv.Samplert.v2f32.i32(target("spirv.Image", float, 0, 2, 1, 0, 1, 0) [[T1DARRAY]], target("spirv.Sampler") [[C]], <2 x float> {{%[0-9]+}}, float 5.000000e-01, float 1.500000e+00, i32 0)
// SPV: {{%[0-9]+}} = tail call float @llvm.spv.resource.samplecmp.f32.tspirv.Image_f32_0_2_1_0_1_0t.tspirv.Samplert.v2f32.i32(target("spirv.Image", float, 0, 2, 1, 0, 1, 0) [[T1DARRAY]], target("spirv.Sampler") [[C]], <2 x float> {{%[0-9]+}}, float 5.000000e-01, i32 1)
// SPV: {{%[0-9]+}} = tail call float @llvm.spv.resource.samplecmp.clamp.f32.tspirv.Image_f32_0_2_1_0_1_0t.tspirv.Samplert.v2f32.i32(target("spirv.Image", float, 0, 2, 1, 0, 1, 0) [[T1DARRAY]], target("spirv.Sampler") [[C]], <2 x float> {{%[0-9]+}}, float 5.000000e-01, i32 1, float 2.000000e+00)
// SPV: {{%[0-9]+}} = tail call float @llvm.spv.resource.samplecmplevelzero.f32.tspirv.Image_f32_0_2_1_0_1_0t.tspirv.Samplert.v2f32.i32(target("spirv.Image", float, 0, 2, 1, 0, 1, 0) [[T1DARRAY]], target("spirv.Sampler") [[C]], <2 x float> {{%[0-9]+}}, float 5.000000e-01, i32 1)
// SPV: {{%[0-9]+}} = tail call float @llvm.spv.resource.samplecmplevel.f32.tspirv.Image_f32_0_2_1_0_1_0t.tspirv.Samplert.v2f32.i32(target("spirv.Image", float, 0, 2, 1, 0, 1, 0) [[T1DARRAY]], target("spirv.Sampler") [[C]], <2 x float> {{%[0-9]+}}, float 5.000000e-01, float 1.500000e+00, i32 1)
// SPV: {{%[0-9]+}} = tail call float @llvm.spv.resource.samplecmp.f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) [[T2D]], target("spirv.Sampler") [[C]], <2 x float> {{%[0-9]+}}, float 5.000000e-01, <2 x i32> zeroinitializer)
// SPV: {{%[0-9]+}} = tail call float @llvm.spv.resource.samplecmplevelzero.f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) [[T2D]], target("spirv.Sampler") [[C]], <2 x float> {{%[0-9]+}}, float 5.000000e-01, <2 x i32> zeroinitializer)
// SPV: {{%[0-9]+}} = tail call float @llvm.spv.resource.samplecmplevel.f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) [[T2D]], target("spirv.Sampler") [[C]], <2 x float> {{%[0-9]+}}, float 5.000000e-01, float 1.500000e+00, <2 x i32> zeroinitializer)
// SPV: {{%[0-9]+}} = tail call float @llvm.spv.resource.samplecmp.f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) [[T2D]], target("spirv.Sampler") [[C]], <2 x float> {{%[0-9]+}}, float 5.000000e-01, <2 x i32> <i32 1, i32 2>)
// SPV: {{%[0-9]+}} = tail call float @llvm.spv.resource.samplecmp.clamp.f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) [[T2D]], target("spirv.Sampler") [[C]], <2 x float> {{%[0-9]+}}, float 5.000000e-01, <2 x i32> <i32 1, i32 2>, float 2.000000e+00)
// SPV: {{%[0-9]+}} = tail call float @llvm.spv.resource.samplecmplevelzero.f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) [[T2D]], target("spirv.Sampler") [[C]], <2 x float> {{%[0-9]+}}, float 5.000000e-01, <2 x i32> <i32 1, i32 2>)
// SPV: {{%[0-9]+}} = tail call float @llvm.spv.resource.samplecmplevel.f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) [[T2D]], target("spirv.Sampler") [[C]], <2 x float> {{%[0-9]+}}, float 5.000000e-01, float 1.500000e+00, <2 x i32> <i32 1, i32 2>)
// SPV: {{%[0-9]+}} = tail call float @llvm.spv.resource.samplecmp.f32.tspirv.Image_f32_1_2_1_0_1_0t.tspirv.Samplert.v3f32.v2i32(target("spirv.Image", float, 1, 2, 1, 0, 1, 0) [[T2DARRAY]], target("spirv.Sampler") [[C]], <3 x float> {{%[0-9]+}}, float 5.000000e-01, <2 x i32> zeroinitializer)
// SPV: {{%[0-9]+}} = tail call float @llvm.spv.resource.samplecmplevelzero.f32.tspirv.Image_f32_1_2_1_0_1_0t.tspirv.Samplert.v3f32.v2i32(target("spirv.Image", float, 1, 2, 1, 0, 1, 0) [[T2DARRAY]], target("spirv.Sampler") [[C]], <3 x float> {{%[0-9]+}}, float 5.000000e-01, <2 x i32> zeroinitializer)
// SPV: {{%[0-9]+}} = tail call float @llvm.spv.resource.samplecmplevel.f32.tspirv.Image_f32_1_2_1_0_1_0t.tspirv.Samplert.v3f32.v2i32(target("spirv.Image", float, 1, 2, 1, 0, 1, 0) [[T2DARRAY]], target("spirv.Sampler") [[C]], <3 x float> {{%[0-9]+}}, float 5.000000e-01, float 1.500000e+00, <2 x i32> zeroinitializer)
// SPV: {{%[0-9]+}} = tail call float @llvm.spv.resource.samplecmp.f32.tspirv.Image_f32_1_2_1_0_1_0t.tspirv.Samplert.v3f32.v2i32(target("spirv.Image", float, 1, 2, 1, 0, 1, 0) [[T2DARRAY]], target("spirv.Sampler") [[C]], <3 x float> {{%[0-9]+}}, float 5.000000e-01, <2 x i32> <i32 1, i32 2>)
// SPV: {{%[0-9]+}} = tail call float @llvm.spv.resource.samplecmp.clamp.f32.tspirv.Image_f32_1_2_1_0_1_0t.tspirv.Samplert.v3f32.v2i32(target("spirv.Image", float, 1, 2, 1, 0, 1, 0) [[T2DARRAY]], target("spirv.Sampler") [[C]], <3 x float> {{%[0-9]+}}, float 5.000000e-01, <2 x i32> <i32 1, i32 2>, float 2.000000e+00)
// SPV: {{%[0-9]+}} = tail call float @llvm.spv.resource.samplecmplevelzero.f32.tspirv.Image_f32_1_2_1_0_1_0t.tspirv.Samplert.v3f32.v2i32(target("spirv.Image", float, 1, 2, 1, 0, 1, 0) [[T2DARRAY]], target("spirv.Sampler") [[C]], <3 x float> {{%[0-9]+}}, float 5.000000e-01, <2 x i32> <i32 1, i32 2>)
// SPV: {{%[0-9]+}} = tail call float @llvm.spv.resource.samplecmplevel.f32.tspirv.Image_f32_1_2_1_0_1_0t.tspirv.Samplert.v3f32.v2i32(target("spirv.Image", float, 1, 2, 1, 0, 1, 0) [[T2DARRAY]], target("spirv.Sampler") [[C]], <3 x float> {{%[0-9]+}}, float 5.000000e-01, float 1.500000e+00, <2 x i32> <i32 1, i32 2>)
// SPV: {{%[0-9]+}} = tail call float @llvm.spv.resource.samplecmp.f32.tspirv.Image_f32_3_2_0_0_1_0t.tspirv.Samplert.v3f32.v3i32(target("spirv.Image", float, 3, 2, 0, 0, 1, 0) [[TCUBE]], target("spirv.Sampler") [[C]], <3 x float> {{%[0-9]+}}, float 5.000000e-01, <3 x i32> zeroinitializer)
// SPV: {{%[0-9]+}} = tail call float @llvm.spv.resource.samplecmplevelzero.f32.tspirv.Image_f32_3_2_0_0_1_0t.tspirv.Samplert.v3f32.v3i32(target("spirv.Image", float, 3, 2, 0, 0, 1, 0) [[TCUBE]], target("spirv.Sampler") [[C]], <3 x float> {{%[0-9]+}}, float 5.000000e-01, <3 x i32> zeroinitializer)
// SPV: {{%[0-9]+}} = tail call float @llvm.spv.resource.samplecmplevel.f32.tspirv.Image_f32_3_2_0_0_1_0t.tspirv.Samplert.v3f32.v3i32(target("spirv.Image", float, 3, 2, 0, 0, 1, 0) [[TCUBE]], target("spirv.Sampler") [[C]], <3 x float> {{%[0-9]+}}, float 5.000000e-01, float 1.500000e+00, <3 x i32> zeroinitializer)
// SPV: {{%[0-9]+}} = tail call float @llvm.spv.resource.samplecmp.clamp.f32.tspirv.Image_f32_3_2_0_0_1_0t.tspirv.Samplert.v3f32.v3i32(target("spirv.Image", float, 3, 2, 0, 0, 1, 0) [[TCUBE]], target("spirv.Sampler") [[C]], <3 x float> {{%[0-9]+}}, float 5.000000e-01, <3 x i32> zeroinitializer, float 2.000000e+00)
// SPV: {{%[0-9]+}} = tail call float @llvm.spv.resource.samplecmp.f32.tspirv.Image_f32_3_2_1_0_1_0t.tspirv.Samplert.v4f32.v3i32(target("spirv.Image", float, 3, 2, 1, 0, 1, 0) [[TCUBEARRAY]], target("spirv.Sampler") [[C]], <4 x float> {{%[0-9]+}}, float 5.000000e-01, <3 x i32> zeroinitializer)
// SPV: {{%[0-9]+}} = tail call float @llvm.spv.resource.samplecmplevelzero.f32.tspirv.Image_f32_3_2_1_0_1_0t.tspirv.Samplert.v4f32.v3i32(target("spirv.Image", float, 3, 2, 1, 0, 1, 0) [[TCUBEARRAY]], target("spirv.Sampler") [[C]], <4 x float> {{%[0-9]+}}, float 5.000000e-01, <3 x i32> zeroinitializer)
// SPV: {{%[0-9]+}} = tail call float @llvm.spv.resource.samplecmplevel.f32.tspirv.Image_f32_3_2_1_0_1_0t.tspirv.Samplert.v4f32.v3i32(target("spirv.Image", float, 3, 2, 1, 0, 1, 0) [[TCUBEARRAY]], target("spirv.Sampler") [[C]], <4 x float> {{%[0-9]+}}, float 5.000000e-01, float 1.500000e+00, <3 x i32> zeroinitializer)
// SPV: {{%[0-9]+}} = tail call float @llvm.spv.resource.samplecmp.clamp.f32.tspirv.Image_f32_3_2_1_0_1_0t.tspirv.Samplert.v4f32.v3i32(target("spirv.Image", float, 3, 2, 1, 0, 1, 0) [[TCUBEARRAY]], target("spirv.Sampler") [[C]], <4 x float> {{%[0-9]+}}, float 5.000000e-01, <3 x i32> zeroinitializer, float 2.000000e+00)
