// Sample, SampleBias, SampleGrad, SampleLevel: every form on the seven
// sampleable kinds (Texture2DArray<> and friends default to float4), both
// targets. Checked per call: the catalogue name with its mangling, the
// handle types (dx.Texture kind numbers, spirv.Image Dim/Arrayed), operand
// order (coordinate, bias/ddx/ddy/lod, offset, clamp), zero offsets when
// absent and always on Cube kinds (v3i32), i32 offsets for 1D kinds.
// Generated from the HLSL below; the CHECK lines were reviewed against
// INTRINSICS.md.
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
SamplerState S : register(s20);
RWBuffer<float4> Out : register(u30);

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  float f = id.x * 0.125;
  uint i = 0;
  Out[i++] = T1D.Sample(S, float(f + 0));
  Out[i++] = T1D.SampleBias(S, float(f + 0), 0.5);
  Out[i++] = T1D.SampleGrad(S, float(f + 0), float(f + 0), float(f + 0));
  Out[i++] = T1D.SampleLevel(S, float(f + 0), 1.5);
  Out[i++] = T1D.Sample(S, float(f + 0), int(1));
  Out[i++] = T1D.Sample(S, float(f + 0), int(1), 2.0);
  Out[i++] = T1D.SampleBias(S, float(f + 0), 0.5, int(1));
  Out[i++] = T1D.SampleBias(S, float(f + 0), 0.5, int(1), 2.0);
  Out[i++] = T1D.SampleGrad(S, float(f + 0), float(f + 0), float(f + 0), int(1));
  Out[i++] = T1D.SampleGrad(S, float(f + 0), float(f + 0), float(f + 0), int(1), 2.0);
  Out[i++] = T1D.SampleLevel(S, float(f + 0), 1.5, int(1));
  Out[i++] = T1DArray.Sample(S, float2(f + 0, f + 1));
  Out[i++] = T1DArray.SampleBias(S, float2(f + 0, f + 1), 0.5);
  Out[i++] = T1DArray.SampleGrad(S, float2(f + 0, f + 1), float(f + 0), float(f + 0));
  Out[i++] = T1DArray.SampleLevel(S, float2(f + 0, f + 1), 1.5);
  Out[i++] = T1DArray.Sample(S, float2(f + 0, f + 1), int(1));
  Out[i++] = T1DArray.Sample(S, float2(f + 0, f + 1), int(1), 2.0);
  Out[i++] = T1DArray.SampleBias(S, float2(f + 0, f + 1), 0.5, int(1));
  Out[i++] = T1DArray.SampleBias(S, float2(f + 0, f + 1), 0.5, int(1), 2.0);
  Out[i++] = T1DArray.SampleGrad(S, float2(f + 0, f + 1), float(f + 0), float(f + 0), int(1));
  Out[i++] = T1DArray.SampleGrad(S, float2(f + 0, f + 1), float(f + 0), float(f + 0), int(1), 2.0);
  Out[i++] = T1DArray.SampleLevel(S, float2(f + 0, f + 1), 1.5, int(1));
  Out[i++] = T2D.Sample(S, float2(f + 0, f + 1));
  Out[i++] = T2D.SampleBias(S, float2(f + 0, f + 1), 0.5);
  Out[i++] = T2D.SampleGrad(S, float2(f + 0, f + 1), float2(f + 0, f + 1), float2(f + 0, f + 1));
  Out[i++] = T2D.SampleLevel(S, float2(f + 0, f + 1), 1.5);
  Out[i++] = T2D.Sample(S, float2(f + 0, f + 1), int2(1, 2));
  Out[i++] = T2D.Sample(S, float2(f + 0, f + 1), int2(1, 2), 2.0);
  Out[i++] = T2D.SampleBias(S, float2(f + 0, f + 1), 0.5, int2(1, 2));
  Out[i++] = T2D.SampleBias(S, float2(f + 0, f + 1), 0.5, int2(1, 2), 2.0);
  Out[i++] = T2D.SampleGrad(S, float2(f + 0, f + 1), float2(f + 0, f + 1), float2(f + 0, f + 1), int2(1, 2));
  Out[i++] = T2D.SampleGrad(S, float2(f + 0, f + 1), float2(f + 0, f + 1), float2(f + 0, f + 1), int2(1, 2), 2.0);
  Out[i++] = T2D.SampleLevel(S, float2(f + 0, f + 1), 1.5, int2(1, 2));
  Out[i++] = T2DArray.Sample(S, float3(f + 0, f + 1, f + 2));
  Out[i++] = T2DArray.SampleBias(S, float3(f + 0, f + 1, f + 2), 0.5);
  Out[i++] = T2DArray.SampleGrad(S, float3(f + 0, f + 1, f + 2), float2(f + 0, f + 1), float2(f + 0, f + 1));
  Out[i++] = T2DArray.SampleLevel(S, float3(f + 0, f + 1, f + 2), 1.5);
  Out[i++] = T2DArray.Sample(S, float3(f + 0, f + 1, f + 2), int2(1, 2));
  Out[i++] = T2DArray.Sample(S, float3(f + 0, f + 1, f + 2), int2(1, 2), 2.0);
  Out[i++] = T2DArray.SampleBias(S, float3(f + 0, f + 1, f + 2), 0.5, int2(1, 2));
  Out[i++] = T2DArray.SampleBias(S, float3(f + 0, f + 1, f + 2), 0.5, int2(1, 2), 2.0);
  Out[i++] = T2DArray.SampleGrad(S, float3(f + 0, f + 1, f + 2), float2(f + 0, f + 1), float2(f + 0, f + 1), int2(1, 2));
  Out[i++] = T2DArray.SampleGrad(S, float3(f + 0, f + 1, f + 2), float2(f + 0, f + 1), float2(f + 0, f + 1), int2(1, 2), 2.0);
  Out[i++] = T2DArray.SampleLevel(S, float3(f + 0, f + 1, f + 2), 1.5, int2(1, 2));
  Out[i++] = T3D.Sample(S, float3(f + 0, f + 1, f + 2));
  Out[i++] = T3D.SampleBias(S, float3(f + 0, f + 1, f + 2), 0.5);
  Out[i++] = T3D.SampleGrad(S, float3(f + 0, f + 1, f + 2), float3(f + 0, f + 1, f + 2), float3(f + 0, f + 1, f + 2));
  Out[i++] = T3D.SampleLevel(S, float3(f + 0, f + 1, f + 2), 1.5);
  Out[i++] = T3D.Sample(S, float3(f + 0, f + 1, f + 2), int3(1, 2, 3));
  Out[i++] = T3D.Sample(S, float3(f + 0, f + 1, f + 2), int3(1, 2, 3), 2.0);
  Out[i++] = T3D.SampleBias(S, float3(f + 0, f + 1, f + 2), 0.5, int3(1, 2, 3));
  Out[i++] = T3D.SampleBias(S, float3(f + 0, f + 1, f + 2), 0.5, int3(1, 2, 3), 2.0);
  Out[i++] = T3D.SampleGrad(S, float3(f + 0, f + 1, f + 2), float3(f + 0, f + 1, f + 2), float3(f + 0, f + 1, f + 2), int3(1, 2, 3));
  Out[i++] = T3D.SampleGrad(S, float3(f + 0, f + 1, f + 2), float3(f + 0, f + 1, f + 2), float3(f + 0, f + 1, f + 2), int3(1, 2, 3), 2.0);
  Out[i++] = T3D.SampleLevel(S, float3(f + 0, f + 1, f + 2), 1.5, int3(1, 2, 3));
  Out[i++] = TCube.Sample(S, float3(f + 0, f + 1, f + 2));
  Out[i++] = TCube.SampleBias(S, float3(f + 0, f + 1, f + 2), 0.5);
  Out[i++] = TCube.SampleGrad(S, float3(f + 0, f + 1, f + 2), float3(f + 0, f + 1, f + 2), float3(f + 0, f + 1, f + 2));
  Out[i++] = TCube.SampleLevel(S, float3(f + 0, f + 1, f + 2), 1.5);
  Out[i++] = TCube.Sample(S, float3(f + 0, f + 1, f + 2), 2.0);
  Out[i++] = TCube.SampleBias(S, float3(f + 0, f + 1, f + 2), 0.5, 2.0);
  Out[i++] = TCube.SampleGrad(S, float3(f + 0, f + 1, f + 2), float3(f + 0, f + 1, f + 2), float3(f + 0, f + 1, f + 2), 2.0);
  Out[i++] = TCubeArray.Sample(S, float4(f + 0, f + 1, f + 2, f + 3));
  Out[i++] = TCubeArray.SampleBias(S, float4(f + 0, f + 1, f + 2, f + 3), 0.5);
  Out[i++] = TCubeArray.SampleGrad(S, float4(f + 0, f + 1, f + 2, f + 3), float3(f + 0, f + 1, f + 2), float3(f + 0, f + 1, f + 2));
  Out[i++] = TCubeArray.SampleLevel(S, float4(f + 0, f + 1, f + 2, f + 3), 1.5);
  Out[i++] = TCubeArray.Sample(S, float4(f + 0, f + 1, f + 2, f + 3), 2.0);
  Out[i++] = TCubeArray.SampleBias(S, float4(f + 0, f + 1, f + 2, f + 3), 0.5, 2.0);
  Out[i++] = TCubeArray.SampleGrad(S, float4(f + 0, f + 1, f + 2, f + 3), float3(f + 0, f + 1, f + 2), float3(f + 0, f + 1, f + 2), 2.0);
}

// DXIL-DAG: [[OUT_NAME:@[^ ]+]] = private unnamed_addr constant [4 x i8] c"Out\00"
// DXIL-DAG: [[S_NAME:@[^ ]+]] = private unnamed_addr constant [2 x i8] c"S\00"
// DXIL-DAG: [[T1D_NAME:@[^ ]+]] = private unnamed_addr constant [4 x i8] c"T1D\00"
// DXIL-DAG: [[T1DARRAY_NAME:@[^ ]+]] = private unnamed_addr constant [9 x i8] c"T1DArray\00"
// DXIL-DAG: [[T2D_NAME:@[^ ]+]] = private unnamed_addr constant [4 x i8] c"T2D\00"
// DXIL-DAG: [[T2DARRAY_NAME:@[^ ]+]] = private unnamed_addr constant [9 x i8] c"T2DArray\00"
// DXIL-DAG: [[T3D_NAME:@[^ ]+]] = private unnamed_addr constant [4 x i8] c"T3D\00"
// DXIL-DAG: [[TCUBE_NAME:@[^ ]+]] = private unnamed_addr constant [6 x i8] c"TCube\00"
// DXIL-DAG: [[TCUBEARRAY_NAME:@[^ ]+]] = private unnamed_addr constant [11 x i8] c"TCubeArray\00"
// DXIL-LABEL: define void @main()
// DXIL-DAG: [[T1D:%.*]] = tail call target("dx.Texture", <4 x float>, 0, 0, 0, 1) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_1t(i32 0, i32 0, i32 1, i32 0, ptr nonnull [[T1D_NAME]])
// DXIL-DAG: [[S:%.*]] = tail call target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32 0, i32 20, i32 1, i32 0, ptr nonnull [[S_NAME]])
// DXIL-DAG: [[OUT:%.*]] = tail call target("dx.TypedBuffer", <4 x float>, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_v4f32_1_0_0t(i32 0, i32 30, i32 1, i32 0, ptr nonnull [[OUT_NAME]])
// DXIL-DAG: [[T1DARRAY:%.*]] = tail call target("dx.Texture", <4 x float>, 0, 0, 0, 6) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_6t(i32 0, i32 1, i32 1, i32 0, ptr nonnull [[T1DARRAY_NAME]])
// DXIL-DAG: [[T2D:%.*]] = tail call target("dx.Texture", <4 x float>, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_2t(i32 0, i32 2, i32 1, i32 0, ptr nonnull [[T2D_NAME]])
// DXIL-DAG: [[T2DARRAY:%.*]] = tail call target("dx.Texture", <4 x float>, 0, 0, 0, 7) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_7t(i32 0, i32 3, i32 1, i32 0, ptr nonnull [[T2DARRAY_NAME]])
// DXIL-DAG: [[T3D:%.*]] = tail call target("dx.Texture", <4 x float>, 0, 0, 0, 4) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_4t(i32 0, i32 4, i32 1, i32 0, ptr nonnull [[T3D_NAME]])
// DXIL-DAG: [[TCUBE:%.*]] = tail call target("dx.Texture", <4 x float>, 0, 0, 0, 5) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_5t(i32 0, i32 5, i32 1, i32 0, ptr nonnull [[TCUBE_NAME]])
// DXIL-DAG: [[TCUBEARRAY:%.*]] = tail call target("dx.Texture", <4 x float>, 0, 0, 0, 9) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_9t(i32 0, i32 6, i32 1, i32 0, ptr nonnull [[TCUBEARRAY_NAME]])
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.sample.v4f32.tdx.Texture_v4f32_0_0_0_1t.tdx.Sampler_0t.f32.i32(target("dx.Texture", <4 x float>, 0, 0, 0, 1) [[T1D]], target("dx.Sampler", 0) [[S]], float {{%[0-9]+}}, i32 0)
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.samplebias.v4f32.tdx.Texture_v4f32_0_0_0_1t.tdx.Sampler_0t.f32.i32(target("dx.Texture", <4 x float>, 0, 0, 0, 1) [[T1D]], target("dx.Sampler", 0) [[S]], float {{%[0-9]+}}, float 5.000000e-01, i32 0)
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.samplegrad.v4f32.tdx.Texture_v4f32_0_0_0_1t.tdx.Sampler_0t.f32.f32.f32.i32(target("dx.Texture", <4 x float>, 0, 0, 0, 1) [[T1D]], target("dx.Sampler", 0) [[S]], float {{%[0-9]+}}, float {{%[0-9]+}}, float {{%[0-9]+}}, i32 0)
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.samplelevel.v4f32.tdx.Texture_v4f32_0_0_0_1t.tdx.Sampler_0t.f32.i32(target("dx.Texture", <4 x float>, 0, 0, 0, 1) [[T1D]], target("dx.Sampler", 0) [[S]], float {{%[0-9]+}}, float 1.500000e+00, i32 0)
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.sample.v4f32.tdx.Texture_v4f32_0_0_0_1t.tdx.Sampler_0t.f32.i32(target("dx.Texture", <4 x float>, 0, 0, 0, 1) [[T1D]], target("dx.Sampler", 0) [[S]], float {{%[0-9]+}}, i32 1)
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.sample.clamp.v4f32.tdx.Texture_v4f32_0_0_0_1t.tdx.Sampler_0t.f32.i32(target("dx.Texture", <4 x float>, 0, 0, 0, 1) [[T1D]], target("dx.Sampler", 0) [[S]], float {{%[0-9]+}}, i32 1, float 2.000000e+00)
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.samplebias.v4f32.tdx.Texture_v4f32_0_0_0_1t.tdx.Sampler_0t.f32.i32(target("dx.Texture", <4 x float>, 0, 0, 0, 1) [[T1D]], target("dx.Sampler", 0) [[S]], float {{%[0-9]+}}, float 5.000000e-01, i32 1)
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.samplebias.clamp.v4f32.tdx.Texture_v4f32_0_0_0_1t.tdx.Sampler_0t.f32.i32(target("dx.Texture", <4 x float>, 0, 0, 0, 1) [[T1D]], target("dx.Sampler", 0) [[S]], float {{%[0-9]+}}, float 5.000000e-01, i32 1, float 2.000000e+00)
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.samplegrad.v4f32.tdx.Texture_v4f32_0_0_0_1t.tdx.Sampler_0t.f32.f32.f32.i32(target("dx.Texture", <4 x float>, 0, 0, 0, 1) [[T1D]], target("dx.Sampler", 0) [[S]], float {{%[0-9]+}}, float {{%[0-9]+}}, float {{%[0-9]+}}, i32 1)
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.samplegrad.clamp.v4f32.tdx.Texture_v4f32_0_0_0_1t.tdx.Sampler_0t.f32.f32.f32.i32(target("dx.Texture", <4 x float>, 0, 0, 0, 1) [[T1D]], target("dx.Sampler", 0) [[S]], float {{%[0-9]+}}, float {{%[0-9]+}}, float {{%[0-9]+}}, i32 1, float 2.000000e+00)
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.samplelevel.v4f32.tdx.Texture_v4f32_0_0_0_1t.tdx.Sampler_0t.f32.i32(target("dx.Texture", <4 x float>, 0, 0, 0, 1) [[T1D]], target("dx.Sampler", 0) [[S]], float {{%[0-9]+}}, float 1.500000e+00, i32 1)
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.sample.v4f32.tdx.Texture_v4f32_0_0_0_6t.tdx.Sampler_0t.v2f32.i32(target("dx.Texture", <4 x float>, 0, 0, 0, 6) [[T1DARRAY]], target("dx.Sampler", 0) [[S]], <2 x float> {{%[0-9]+}}, i32 0)
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.samplebias.v4f32.tdx.Texture_v4f32_0_0_0_6t.tdx.Sampler_0t.v2f32.i32(target("dx.Texture", <4 x float>, 0, 0, 0, 6) [[T1DARRAY]], target("dx.Sampler", 0) [[S]], <2 x float> {{%[0-9]+}}, float 5.000000e-01, i32 0)
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.samplegrad.v4f32.tdx.Texture_v4f32_0_0_0_6t.tdx.Sampler_0t.v2f32.f32.f32.i32(target("dx.Texture", <4 x float>, 0, 0, 0, 6) [[T1DARRAY]], target("dx.Sampler", 0) [[S]], <2 x float> {{%[0-9]+}}, float {{%[0-9]+}}, float {{%[0-9]+}}, i32 0)
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.samplelevel.v4f32.tdx.Texture_v4f32_0_0_0_6t.tdx.Sampler_0t.v2f32.i32(target("dx.Texture", <4 x float>, 0, 0, 0, 6) [[T1DARRAY]], target("dx.Sampler", 0) [[S]], <2 x float> {{%[0-9]+}}, float 1.500000e+00, i32 0)
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.sample.v4f32.tdx.Texture_v4f32_0_0_0_6t.tdx.Sampler_0t.v2f32.i32(target("dx.Texture", <4 x float>, 0, 0, 0, 6) [[T1DARRAY]], target("dx.Sampler", 0) [[S]], <2 x float> {{%[0-9]+}}, i32 1)
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.sample.clamp.v4f32.tdx.Texture_v4f32_0_0_0_6t.tdx.Sampler_0t.v2f32.i32(target("dx.Texture", <4 x float>, 0, 0, 0, 6) [[T1DARRAY]], target("dx.Sampler", 0) [[S]], <2 x float> {{%[0-9]+}}, i32 1, float 2.000000e+00)
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.samplebias.v4f32.tdx.Texture_v4f32_0_0_0_6t.tdx.Sampler_0t.v2f32.i32(target("dx.Texture", <4 x float>, 0, 0, 0, 6) [[T1DARRAY]], target("dx.Sampler", 0) [[S]], <2 x float> {{%[0-9]+}}, float 5.000000e-01, i32 1)
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.samplebias.clamp.v4f32.tdx.Texture_v4f32_0_0_0_6t.tdx.Sampler_0t.v2f32.i32(target("dx.Texture", <4 x float>, 0, 0, 0, 6) [[T1DARRAY]], target("dx.Sampler", 0) [[S]], <2 x float> {{%[0-9]+}}, float 5.000000e-01, i32 1, float 2.000000e+00)
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.samplegrad.v4f32.tdx.Texture_v4f32_0_0_0_6t.tdx.Sampler_0t.v2f32.f32.f32.i32(target("dx.Texture", <4 x float>, 0, 0, 0, 6) [[T1DARRAY]], target("dx.Sampler", 0) [[S]], <2 x float> {{%[0-9]+}}, float {{%[0-9]+}}, float {{%[0-9]+}}, i32 1)
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.samplegrad.clamp.v4f32.tdx.Texture_v4f32_0_0_0_6t.tdx.Sampler_0t.v2f32.f32.f32.i32(target("dx.Texture", <4 x float>, 0, 0, 0, 6) [[T1DARRAY]], target("dx.Sampler", 0) [[S]], <2 x float> {{%[0-9]+}}, float {{%[0-9]+}}, float {{%[0-9]+}}, i32 1, float 2.000000e+00)
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.samplelevel.v4f32.tdx.Texture_v4f32_0_0_0_6t.tdx.Sampler_0t.v2f32.i32(target("dx.Texture", <4 x float>, 0, 0, 0, 6) [[T1DARRAY]], target("dx.Sampler", 0) [[S]], <2 x float> {{%[0-9]+}}, float 1.500000e+00, i32 1)
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.sample.v4f32.tdx.Texture_v4f32_0_0_0_2t.tdx.Sampler_0t.v2f32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 2) [[T2D]], target("dx.Sampler", 0) [[S]], <2 x float> {{%[0-9]+}}, <2 x i32> zeroinitializer)
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.samplebias.v4f32.tdx.Texture_v4f32_0_0_0_2t.tdx.Sampler_0t.v2f32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 2) [[T2D]], target("dx.Sampler", 0) [[S]], <2 x float> {{%[0-9]+}}, float 5.000000e-01, <2 x i32> zeroinitializer)
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.samplegrad.v4f32.tdx.Texture_v4f32_0_0_0_2t.tdx.Sampler_0t.v2f32.v2f32.v2f32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 2) [[T2D]], target("dx.Sampler", 0) [[S]], <2 x float> {{%[0-9]+}}, <2 x float> {{%[0-9]+}}, <2 x float> {{%[0-9]+}}, <2 x i32> zeroinitializer)
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.samplelevel.v4f32.tdx.Texture_v4f32_0_0_0_2t.tdx.Sampler_0t.v2f32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 2) [[T2D]], target("dx.Sampler", 0) [[S]], <2 x float> {{%[0-9]+}}, float 1.500000e+00, <2 x i32> zeroinitializer)
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.sample.v4f32.tdx.Texture_v4f32_0_0_0_2t.tdx.Sampler_0t.v2f32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 2) [[T2D]], target("dx.Sampler", 0) [[S]], <2 x float> {{%[0-9]+}}, <2 x i32> <i32 1, i32 2>)
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.sample.clamp.v4f32.tdx.Texture_v4f32_0_0_0_2t.tdx.Sampler_0t.v2f32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 2) [[T2D]], target("dx.Sampler", 0) [[S]], <2 x float> {{%[0-9]+}}, <2 x i32> <i32 1, i32 2>, float 2.000000e+00)
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.samplebias.v4f32.tdx.Texture_v4f32_0_0_0_2t.tdx.Sampler_0t.v2f32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 2) [[T2D]], target("dx.Sampler", 0) [[S]], <2 x float> {{%[0-9]+}}, float 5.000000e-01, <2 x i32> <i32 1, i32 2>)
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.samplebias.clamp.v4f32.tdx.Texture_v4f32_0_0_0_2t.tdx.Sampler_0t.v2f32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 2) [[T2D]], target("dx.Sampler", 0) [[S]], <2 x float> {{%[0-9]+}}, float 5.000000e-01, <2 x i32> <i32 1, i32 2>, float 2.000000e+00)
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.samplegrad.v4f32.tdx.Texture_v4f32_0_0_0_2t.tdx.Sampler_0t.v2f32.v2f32.v2f32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 2) [[T2D]], target("dx.Sampler", 0) [[S]], <2 x float> {{%[0-9]+}}, <2 x float> {{%[0-9]+}}, <2 x float> {{%[0-9]+}}, <2 x i32> <i32 1, i32 2>)
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.samplegrad.clamp.v4f32.tdx.Texture_v4f32_0_0_0_2t.tdx.Sampler_0t.v2f32.v2f32.v2f32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 2) [[T2D]], target("dx.Sampler", 0) [[S]], <2 x float> {{%[0-9]+}}, <2 x float> {{%[0-9]+}}, <2 x float> {{%[0-9]+}}, <2 x i32> <i32 1, i32 2>, float 2.000000e+00)
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.samplelevel.v4f32.tdx.Texture_v4f32_0_0_0_2t.tdx.Sampler_0t.v2f32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 2) [[T2D]], target("dx.Sampler", 0) [[S]], <2 x float> {{%[0-9]+}}, float 1.500000e+00, <2 x i32> <i32 1, i32 2>)
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.sample.v4f32.tdx.Texture_v4f32_0_0_0_7t.tdx.Sampler_0t.v3f32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 7) [[T2DARRAY]], target("dx.Sampler", 0) [[S]], <3 x float> {{%[0-9]+}}, <2 x i32> zeroinitializer)
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.samplebias.v4f32.tdx.Texture_v4f32_0_0_0_7t.tdx.Sampler_0t.v3f32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 7) [[T2DARRAY]], target("dx.Sampler", 0) [[S]], <3 x float> {{%[0-9]+}}, float 5.000000e-01, <2 x i32> zeroinitializer)
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.samplegrad.v4f32.tdx.Texture_v4f32_0_0_0_7t.tdx.Sampler_0t.v3f32.v2f32.v2f32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 7) [[T2DARRAY]], target("dx.Sampler", 0) [[S]], <3 x float> {{%[0-9]+}}, <2 x float> {{%[0-9]+}}, <2 x float> {{%[0-9]+}}, <2 x i32> zeroinitializer)
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.samplelevel.v4f32.tdx.Texture_v4f32_0_0_0_7t.tdx.Sampler_0t.v3f32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 7) [[T2DARRAY]], target("dx.Sampler", 0) [[S]], <3 x float> {{%[0-9]+}}, float 1.500000e+00, <2 x i32> zeroinitializer)
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.sample.v4f32.tdx.Texture_v4f32_0_0_0_7t.tdx.Sampler_0t.v3f32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 7) [[T2DARRAY]], target("dx.Sampler", 0) [[S]], <3 x float> {{%[0-9]+}}, <2 x i32> <i32 1, i32 2>)
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.sample.clamp.v4f32.tdx.Texture_v4f32_0_0_0_7t.tdx.Sampler_0t.v3f32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 7) [[T2DARRAY]], target("dx.Sampler", 0) [[S]], <3 x float> {{%[0-9]+}}, <2 x i32> <i32 1, i32 2>, float 2.000000e+00)
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.samplebias.v4f32.tdx.Texture_v4f32_0_0_0_7t.tdx.Sampler_0t.v3f32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 7) [[T2DARRAY]], target("dx.Sampler", 0) [[S]], <3 x float> {{%[0-9]+}}, float 5.000000e-01, <2 x i32> <i32 1, i32 2>)
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.samplebias.clamp.v4f32.tdx.Texture_v4f32_0_0_0_7t.tdx.Sampler_0t.v3f32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 7) [[T2DARRAY]], target("dx.Sampler", 0) [[S]], <3 x float> {{%[0-9]+}}, float 5.000000e-01, <2 x i32> <i32 1, i32 2>, float 2.000000e+00)
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.samplegrad.v4f32.tdx.Texture_v4f32_0_0_0_7t.tdx.Sampler_0t.v3f32.v2f32.v2f32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 7) [[T2DARRAY]], target("dx.Sampler", 0) [[S]], <3 x float> {{%[0-9]+}}, <2 x float> {{%[0-9]+}}, <2 x float> {{%[0-9]+}}, <2 x i32> <i32 1, i32 2>)
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.samplegrad.clamp.v4f32.tdx.Texture_v4f32_0_0_0_7t.tdx.Sampler_0t.v3f32.v2f32.v2f32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 7) [[T2DARRAY]], target("dx.Sampler", 0) [[S]], <3 x float> {{%[0-9]+}}, <2 x float> {{%[0-9]+}}, <2 x float> {{%[0-9]+}}, <2 x i32> <i32 1, i32 2>, float 2.000000e+00)
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.samplelevel.v4f32.tdx.Texture_v4f32_0_0_0_7t.tdx.Sampler_0t.v3f32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 7) [[T2DARRAY]], target("dx.Sampler", 0) [[S]], <3 x float> {{%[0-9]+}}, float 1.500000e+00, <2 x i32> <i32 1, i32 2>)
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.sample.v4f32.tdx.Texture_v4f32_0_0_0_4t.tdx.Sampler_0t.v3f32.v3i32(target("dx.Texture", <4 x float>, 0, 0, 0, 4) [[T3D]], target("dx.Sampler", 0) [[S]], <3 x float> {{%[0-9]+}}, <3 x i32> zeroinitializer)
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.samplebias.v4f32.tdx.Texture_v4f32_0_0_0_4t.tdx.Sampler_0t.v3f32.v3i32(target("dx.Texture", <4 x float>, 0, 0, 0, 4) [[T3D]], target("dx.Sampler", 0) [[S]], <3 x float> {{%[0-9]+}}, float 5.000000e-01, <3 x i32> zeroinitializer)
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.samplegrad.v4f32.tdx.Texture_v4f32_0_0_0_4t.tdx.Sampler_0t.v3f32.v3f32.v3f32.v3i32(target("dx.Texture", <4 x float>, 0, 0, 0, 4) [[T3D]], target("dx.Sampler", 0) [[S]], <3 x float> {{%[0-9]+}}, <3 x float> {{%[0-9]+}}, <3 x float> {{%[0-9]+}}, <3 x i32> zeroinitializer)
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.samplelevel.v4f32.tdx.Texture_v4f32_0_0_0_4t.tdx.Sampler_0t.v3f32.v3i32(target("dx.Texture", <4 x float>, 0, 0, 0, 4) [[T3D]], target("dx.Sampler", 0) [[S]], <3 x float> {{%[0-9]+}}, float 1.500000e+00, <3 x i32> zeroinitializer)
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.sample.v4f32.tdx.Texture_v4f32_0_0_0_4t.tdx.Sampler_0t.v3f32.v3i32(target("dx.Texture", <4 x float>, 0, 0, 0, 4) [[T3D]], target("dx.Sampler", 0) [[S]], <3 x float> {{%[0-9]+}}, <3 x i32> <i32 1, i32 2, i32 3>)
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.sample.clamp.v4f32.tdx.Texture_v4f32_0_0_0_4t.tdx.Sampler_0t.v3f32.v3i32(target("dx.Texture", <4 x float>, 0, 0, 0, 4) [[T3D]], target("dx.Sampler", 0) [[S]], <3 x float> {{%[0-9]+}}, <3 x i32> <i32 1, i32 2, i32 3>, float 2.000000e+00)
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.samplebias.v4f32.tdx.Texture_v4f32_0_0_0_4t.tdx.Sampler_0t.v3f32.v3i32(target("dx.Texture", <4 x float>, 0, 0, 0, 4) [[T3D]], target("dx.Sampler", 0) [[S]], <3 x float> {{%[0-9]+}}, float 5.000000e-01, <3 x i32> <i32 1, i32 2, i32 3>)
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.samplebias.clamp.v4f32.tdx.Texture_v4f32_0_0_0_4t.tdx.Sampler_0t.v3f32.v3i32(target("dx.Texture", <4 x float>, 0, 0, 0, 4) [[T3D]], target("dx.Sampler", 0) [[S]], <3 x float> {{%[0-9]+}}, float 5.000000e-01, <3 x i32> <i32 1, i32 2, i32 3>, float 2.000000e+00)
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.samplegrad.v4f32.tdx.Texture_v4f32_0_0_0_4t.tdx.Sampler_0t.v3f32.v3f32.v3f32.v3i32(target("dx.Texture", <4 x float>, 0, 0, 0, 4) [[T3D]], target("dx.Sampler", 0) [[S]], <3 x float> {{%[0-9]+}}, <3 x float> {{%[0-9]+}}, <3 x float> {{%[0-9]+}}, <3 x i32> <i32 1, i32 2, i32 3>)
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.samplegrad.clamp.v4f32.tdx.Texture_v4f32_0_0_0_4t.tdx.Sampler_0t.v3f32.v3f32.v3f32.v3i32(target("dx.Texture", <4 x float>, 0, 0, 0, 4) [[T3D]], target("dx.Sampler", 0) [[S]], <3 x float> {{%[0-9]+}}, <3 x float> {{%[0-9]+}}, <3 x float> {{%[0-9]+}}, <3 x i32> <i32 1, i32 2, i32 3>, float 2.000000e+00)
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.samplelevel.v4f32.tdx.Texture_v4f32_0_0_0_4t.tdx.Sampler_0t.v3f32.v3i32(target("dx.Texture", <4 x float>, 0, 0, 0, 4) [[T3D]], target("dx.Sampler", 0) [[S]], <3 x float> {{%[0-9]+}}, float 1.500000e+00, <3 x i32> <i32 1, i32 2, i32 3>)
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.sample.v4f32.tdx.Texture_v4f32_0_0_0_5t.tdx.Sampler_0t.v3f32.v3i32(target("dx.Texture", <4 x float>, 0, 0, 0, 5) [[TCUBE]], target("dx.Sampler", 0) [[S]], <3 x float> {{%[0-9]+}}, <3 x i32> zeroinitializer)
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.samplebias.v4f32.tdx.Texture_v4f32_0_0_0_5t.tdx.Sampler_0t.v3f32.v3i32(target("dx.Texture", <4 x float>, 0, 0, 0, 5) [[TCUBE]], target("dx.Sampler", 0) [[S]], <3 x float> {{%[0-9]+}}, float 5.000000e-01, <3 x i32> zeroinitializer)
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.samplegrad.v4f32.tdx.Texture_v4f32_0_0_0_5t.tdx.Sampler_0t.v3f32.v3f32.v3f32.v3i32(target("dx.Texture", <4 x float>, 0, 0, 0, 5) [[TCUBE]], target("dx.Sampler", 0) [[S]], <3 x float> {{%[0-9]+}}, <3 x float> {{%[0-9]+}}, <3 x float> {{%[0-9]+}}, <3 x i32> zeroinitializer)
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.samplelevel.v4f32.tdx.Texture_v4f32_0_0_0_5t.tdx.Sampler_0t.v3f32.v3i32(target("dx.Texture", <4 x float>, 0, 0, 0, 5) [[TCUBE]], target("dx.Sampler", 0) [[S]], <3 x float> {{%[0-9]+}}, float 1.500000e+00, <3 x i32> zeroinitializer)
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.sample.clamp.v4f32.tdx.Texture_v4f32_0_0_0_5t.tdx.Sampler_0t.v3f32.v3i32(target("dx.Texture", <4 x float>, 0, 0, 0, 5) [[TCUBE]], target("dx.Sampler", 0) [[S]], <3 x float> {{%[0-9]+}}, <3 x i32> zeroinitializer, float 2.000000e+00)
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.samplebias.clamp.v4f32.tdx.Texture_v4f32_0_0_0_5t.tdx.Sampler_0t.v3f32.v3i32(target("dx.Texture", <4 x float>, 0, 0, 0, 5) [[TCUBE]], target("dx.Sampler", 0) [[S]], <3 x float> {{%[0-9]+}}, float 5.000000e-01, <3 x i32> zeroinitializer, float 2.000000e+00)
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.samplegrad.clamp.v4f32.tdx.Texture_v4f32_0_0_0_5t.tdx.Sampler_0t.v3f32.v3f32.v3f32.v3i32(target("dx.Texture", <4 x float>, 0, 0, 0, 5) [[TCUBE]], target("dx.Sampler", 0) [[S]], <3 x float> {{%[0-9]+}}, <3 x float> {{%[0-9]+}}, <3 x float> {{%[0-9]+}}, <3 x i32> zeroinitializer, float 2.000000e+00)
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.sample.v4f32.tdx.Texture_v4f32_0_0_0_9t.tdx.Sampler_0t.v4f32.v3i32(target("dx.Texture", <4 x float>, 0, 0, 0, 9) [[TCUBEARRAY]], target("dx.Sampler", 0) [[S]], <4 x float> {{%[0-9]+}}, <3 x i32> zeroinitializer)
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.samplebias.v4f32.tdx.Texture_v4f32_0_0_0_9t.tdx.Sampler_0t.v4f32.v3i32(target("dx.Texture", <4 x float>, 0, 0, 0, 9) [[TCUBEARRAY]], target("dx.Sampler", 0) [[S]], <4 x float> {{%[0-9]+}}, float 5.000000e-01, <3 x i32> zeroinitializer)
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.samplegrad.v4f32.tdx.Texture_v4f32_0_0_0_9t.tdx.Sampler_0t.v4f32.v3f32.v3f32.v3i32(target("dx.Texture", <4 x float>, 0, 0, 0, 9) [[TCUBEARRAY]], target("dx.Sampler", 0) [[S]], <4 x float> {{%[0-9]+}}, <3 x float> {{%[0-9]+}}, <3 x float> {{%[0-9]+}}, <3 x i32> zeroinitializer)
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.samplelevel.v4f32.tdx.Texture_v4f32_0_0_0_9t.tdx.Sampler_0t.v4f32.v3i32(target("dx.Texture", <4 x float>, 0, 0, 0, 9) [[TCUBEARRAY]], target("dx.Sampler", 0) [[S]], <4 x float> {{%[0-9]+}}, float 1.500000e+00, <3 x i32> zeroinitializer)
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.sample.clamp.v4f32.tdx.Texture_v4f32_0_0_0_9t.tdx.Sampler_0t.v4f32.v3i32(target("dx.Texture", <4 x float>, 0, 0, 0, 9) [[TCUBEARRAY]], target("dx.Sampler", 0) [[S]], <4 x float> {{%[0-9]+}}, <3 x i32> zeroinitializer, float 2.000000e+00)
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.samplebias.clamp.v4f32.tdx.Texture_v4f32_0_0_0_9t.tdx.Sampler_0t.v4f32.v3i32(target("dx.Texture", <4 x float>, 0, 0, 0, 9) [[TCUBEARRAY]], target("dx.Sampler", 0) [[S]], <4 x float> {{%[0-9]+}}, float 5.000000e-01, <3 x i32> zeroinitializer, float 2.000000e+00)
// DXIL: {{%[0-9]+}} = tail call <4 x float> @llvm.dx.resource.samplegrad.clamp.v4f32.tdx.Texture_v4f32_0_0_0_9t.tdx.Sampler_0t.v4f32.v3f32.v3f32.v3i32(target("dx.Texture", <4 x float>, 0, 0, 0, 9) [[TCUBEARRAY]], target("dx.Sampler", 0) [[S]], <4 x float> {{%[0-9]+}}, <3 x float> {{%[0-9]+}}, <3 x float> {{%[0-9]+}}, <3 x i32> zeroinitializer, float 2.000000e+00)

// SPV-DAG: [[OUT_NAME:@[^ ]+]] = private unnamed_addr constant [4 x i8] c"Out\00"
// SPV-DAG: [[S_NAME:@[^ ]+]] = private unnamed_addr constant [2 x i8] c"S\00"
// SPV-DAG: [[T1D_NAME:@[^ ]+]] = private unnamed_addr constant [4 x i8] c"T1D\00"
// SPV-DAG: [[T1DARRAY_NAME:@[^ ]+]] = private unnamed_addr constant [9 x i8] c"T1DArray\00"
// SPV-DAG: [[T2D_NAME:@[^ ]+]] = private unnamed_addr constant [4 x i8] c"T2D\00"
// SPV-DAG: [[T2DARRAY_NAME:@[^ ]+]] = private unnamed_addr constant [9 x i8] c"T2DArray\00"
// SPV-DAG: [[T3D_NAME:@[^ ]+]] = private unnamed_addr constant [4 x i8] c"T3D\00"
// SPV-DAG: [[TCUBE_NAME:@[^ ]+]] = private unnamed_addr constant [6 x i8] c"TCube\00"
// SPV-DAG: [[TCUBEARRAY_NAME:@[^ ]+]] = private unnamed_addr constant [11 x i8] c"TCubeArray\00"
// SPV-LABEL: define void @main()
// SPV-DAG: [[T1D:%.*]] = tail call target("spirv.Image", float, 0, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_0_2_0_0_1_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull [[T1D_NAME]])
// SPV-DAG: [[S:%.*]] = tail call target("spirv.Sampler") @llvm.spv.resource.handlefrombinding.tspirv.Samplert(i32 0, i32 20, i32 1, i32 0, ptr nonnull [[S_NAME]])
// SPV-DAG: [[OUT:%.*]] = tail call target("spirv.Image", float, 5, 2, 0, 0, 2, 1) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_2_1t(i32 0, i32 30, i32 1, i32 0, ptr nonnull [[OUT_NAME]])
// SPV-DAG: [[T1DARRAY:%.*]] = tail call target("spirv.Image", float, 0, 2, 1, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_0_2_1_0_1_0t(i32 0, i32 1, i32 1, i32 0, ptr nonnull [[T1DARRAY_NAME]])
// SPV-DAG: [[T2D:%.*]] = tail call target("spirv.Image", float, 1, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_0_0_1_0t(i32 0, i32 2, i32 1, i32 0, ptr nonnull [[T2D_NAME]])
// SPV-DAG: [[T2DARRAY:%.*]] = tail call target("spirv.Image", float, 1, 2, 1, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_1_0_1_0t(i32 0, i32 3, i32 1, i32 0, ptr nonnull [[T2DARRAY_NAME]])
// SPV-DAG: [[T3D:%.*]] = tail call target("spirv.Image", float, 2, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_2_2_0_0_1_0t(i32 0, i32 4, i32 1, i32 0, ptr nonnull [[T3D_NAME]])
// SPV-DAG: [[TCUBE:%.*]] = tail call target("spirv.Image", float, 3, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_3_2_0_0_1_0t(i32 0, i32 5, i32 1, i32 0, ptr nonnull [[TCUBE_NAME]])
// SPV-DAG: [[TCUBEARRAY:%.*]] = tail call target("spirv.Image", float, 3, 2, 1, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_3_2_1_0_1_0t(i32 0, i32 6, i32 1, i32 0, ptr nonnull [[TCUBEARRAY_NAME]])
// SPV: {{%[0-9]+}} = tail call <4 x float> @llvm.spv.resource.sample.v4f32.tspirv.Image_f32_0_2_0_0_1_0t.tspirv.Samplert.f32.i32(target("spirv.Image", float, 0, 2, 0, 0, 1, 0) [[T1D]], target("spirv.Sampler") [[S]], float {{%[0-9]+}}, i32 0)
// SPV: {{%[0-9]+}} = tail call <4 x float> @llvm.spv.resource.samplebias.v4f32.tspirv.Image_f32_0_2_0_0_1_0t.tspirv.Samplert.f32.i32(target("spirv.Image", float, 0, 2, 0, 0, 1, 0) [[T1D]], target("spirv.Sampler") [[S]], float {{%[0-9]+}}, float 5.000000e-01, i32 0)
// SPV: {{%[0-9]+}} = tail call <4 x float> @llvm.spv.resource.samplegrad.v4f32.tspirv.Image_f32_0_2_0_0_1_0t.tspirv.Samplert.f32.f32.f32.i32(target("spirv.Image", float, 0, 2, 0, 0, 1, 0) [[T1D]], target("spirv.Sampler") [[S]], float {{%[0-9]+}}, float {{%[0-9]+}}, float {{%[0-9]+}}, i32 0)
// SPV: {{%[0-9]+}} = tail call <4 x float> @llvm.spv.resource.samplelevel.v4f32.tspirv.Image_f32_0_2_0_0_1_0t.tspirv.Samplert.f32.i32(target("spirv.Image", float, 0, 2, 0, 0, 1, 0) [[T1D]], target("spirv.Sampler") [[S]], float {{%[0-9]+}}, float 1.500000e+00, i32 0)
// SPV: {{%[0-9]+}} = tail call <4 x float> @llvm.spv.resource.sample.v4f32.tspirv.Image_f32_0_2_0_0_1_0t.tspirv.Samplert.f32.i32(target("spirv.Image", float, 0, 2, 0, 0, 1, 0) [[T1D]], target("spirv.Sampler") [[S]], float {{%[0-9]+}}, i32 1)
// SPV: {{%[0-9]+}} = tail call <4 x float> @llvm.spv.resource.sample.clamp.v4f32.tspirv.Image_f32_0_2_0_0_1_0t.tspirv.Samplert.f32.i32(target("spirv.Image", float, 0, 2, 0, 0, 1, 0) [[T1D]], target("spirv.Sampler") [[S]], float {{%[0-9]+}}, i32 1, float 2.000000e+00)
// SPV: {{%[0-9]+}} = tail call <4 x float> @llvm.spv.resource.samplebias.v4f32.tspirv.Image_f32_0_2_0_0_1_0t.tspirv.Samplert.f32.i32(target("spirv.Image", float, 0, 2, 0, 0, 1, 0) [[T1D]], target("spirv.Sampler") [[S]], float {{%[0-9]+}}, float 5.000000e-01, i32 1)
// SPV: {{%[0-9]+}} = tail call <4 x float> @llvm.spv.resource.samplebias.clamp.v4f32.tspirv.Image_f32_0_2_0_0_1_0t.tspirv.Samplert.f32.i32(target("spirv.Image", float, 0, 2, 0, 0, 1, 0) [[T1D]], target("spirv.Sampler") [[S]], float {{%[0-9]+}}, float 5.000000e-01, i32 1, float 2.000000e+00)
// SPV: {{%[0-9]+}} = tail call <4 x float> @llvm.spv.resource.samplegrad.v4f32.tspirv.Image_f32_0_2_0_0_1_0t.tspirv.Samplert.f32.f32.f32.i32(target("spirv.Image", float, 0, 2, 0, 0, 1, 0) [[T1D]], target("spirv.Sampler") [[S]], float {{%[0-9]+}}, float {{%[0-9]+}}, float {{%[0-9]+}}, i32 1)
// SPV: {{%[0-9]+}} = tail call <4 x float> @llvm.spv.resource.samplegrad.clamp.v4f32.tspirv.Image_f32_0_2_0_0_1_0t.tspirv.Samplert.f32.f32.f32.i32(target("spirv.Image", float, 0, 2, 0, 0, 1, 0) [[T1D]], target("spirv.Sampler") [[S]], float {{%[0-9]+}}, float {{%[0-9]+}}, float {{%[0-9]+}}, i32 1, float 2.000000e+00)
// SPV: {{%[0-9]+}} = tail call <4 x float> @llvm.spv.resource.samplelevel.v4f32.tspirv.Image_f32_0_2_0_0_1_0t.tspirv.Samplert.f32.i32(target("spirv.Image", float, 0, 2, 0, 0, 1, 0) [[T1D]], target("spirv.Sampler") [[S]], float {{%[0-9]+}}, float 1.500000e+00, i32 1)
// SPV: {{%[0-9]+}} = tail call <4 x float> @llvm.spv.resource.sample.v4f32.tspirv.Image_f32_0_2_1_0_1_0t.tspirv.Samplert.v2f32.i32(target("spirv.Image", float, 0, 2, 1, 0, 1, 0) [[T1DARRAY]], target("spirv.Sampler") [[S]], <2 x float> {{%[0-9]+}}, i32 0)
// SPV: {{%[0-9]+}} = tail call <4 x float> @llvm.spv.resource.samplebias.v4f32.tspirv.Image_f32_0_2_1_0_1_0t.tspirv.Samplert.v2f32.i32(target("spirv.Image", float, 0, 2, 1, 0, 1, 0) [[T1DARRAY]], target("spirv.Sampler") [[S]], <2 x float> {{%[0-9]+}}, float 5.000000e-01, i32 0)
// SPV: {{%[0-9]+}} = tail call <4 x float> @llvm.spv.resource.samplegrad.v4f32.tspirv.Image_f32_0_2_1_0_1_0t.tspirv.Samplert.v2f32.f32.f32.i32(target("spirv.Image", float, 0, 2, 1, 0, 1, 0) [[T1DARRAY]], target("spirv.Sampler") [[S]], <2 x float> {{%[0-9]+}}, float {{%[0-9]+}}, float {{%[0-9]+}}, i32 0)
// SPV: {{%[0-9]+}} = tail call <4 x float> @llvm.spv.resource.samplelevel.v4f32.tspirv.Image_f32_0_2_1_0_1_0t.tspirv.Samplert.v2f32.i32(target("spirv.Image", float, 0, 2, 1, 0, 1, 0) [[T1DARRAY]], target("spirv.Sampler") [[S]], <2 x float> {{%[0-9]+}}, float 1.500000e+00, i32 0)
// SPV: {{%[0-9]+}} = tail call <4 x float> @llvm.spv.resource.sample.v4f32.tspirv.Image_f32_0_2_1_0_1_0t.tspirv.Samplert.v2f32.i32(target("spirv.Image", float, 0, 2, 1, 0, 1, 0) [[T1DARRAY]], target("spirv.Sampler") [[S]], <2 x float> {{%[0-9]+}}, i32 1)
// SPV: {{%[0-9]+}} = tail call <4 x float> @llvm.spv.resource.sample.clamp.v4f32.tspirv.Image_f32_0_2_1_0_1_0t.tspirv.Samplert.v2f32.i32(target("spirv.Image", float, 0, 2, 1, 0, 1, 0) [[T1DARRAY]], target("spirv.Sampler") [[S]], <2 x float> {{%[0-9]+}}, i32 1, float 2.000000e+00)
// SPV: {{%[0-9]+}} = tail call <4 x float> @llvm.spv.resource.samplebias.v4f32.tspirv.Image_f32_0_2_1_0_1_0t.tspirv.Samplert.v2f32.i32(target("spirv.Image", float, 0, 2, 1, 0, 1, 0) [[T1DARRAY]], target("spirv.Sampler") [[S]], <2 x float> {{%[0-9]+}}, float 5.000000e-01, i32 1)
// SPV: {{%[0-9]+}} = tail call <4 x float> @llvm.spv.resource.samplebias.clamp.v4f32.tspirv.Image_f32_0_2_1_0_1_0t.tspirv.Samplert.v2f32.i32(target("spirv.Image", float, 0, 2, 1, 0, 1, 0) [[T1DARRAY]], target("spirv.Sampler") [[S]], <2 x float> {{%[0-9]+}}, float 5.000000e-01, i32 1, float 2.000000e+00)
// SPV: {{%[0-9]+}} = tail call <4 x float> @llvm.spv.resource.samplegrad.v4f32.tspirv.Image_f32_0_2_1_0_1_0t.tspirv.Samplert.v2f32.f32.f32.i32(target("spirv.Image", float, 0, 2, 1, 0, 1, 0) [[T1DARRAY]], target("spirv.Sampler") [[S]], <2 x float> {{%[0-9]+}}, float {{%[0-9]+}}, float {{%[0-9]+}}, i32 1)
// SPV: {{%[0-9]+}} = tail call <4 x float> @llvm.spv.resource.samplegrad.clamp.v4f32.tspirv.Image_f32_0_2_1_0_1_0t.tspirv.Samplert.v2f32.f32.f32.i32(target("spirv.Image", float, 0, 2, 1, 0, 1, 0) [[T1DARRAY]], target("spirv.Sampler") [[S]], <2 x float> {{%[0-9]+}}, float {{%[0-9]+}}, float {{%[0-9]+}}, i32 1, float 2.000000e+00)
// SPV: {{%[0-9]+}} = tail call <4 x float> @llvm.spv.resource.samplelevel.v4f32.tspirv.Image_f32_0_2_1_0_1_0t.tspirv.Samplert.v2f32.i32(target("spirv.Image", float, 0, 2, 1, 0, 1, 0) [[T1DARRAY]], target("spirv.Sampler") [[S]], <2 x float> {{%[0-9]+}}, float 1.500000e+00, i32 1)
// SPV: {{%[0-9]+}} = tail call <4 x float> @llvm.spv.resource.sample.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) [[T2D]], target("spirv.Sampler") [[S]], <2 x float> {{%[0-9]+}}, <2 x i32> zeroinitializer)
// SPV: {{%[0-9]+}} = tail call <4 x float> @llvm.spv.resource.samplebias.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) [[T2D]], target("spirv.Sampler") [[S]], <2 x float> {{%[0-9]+}}, float 5.000000e-01, <2 x i32> zeroinitializer)
// SPV: {{%[0-9]+}} = tail call <4 x float> @llvm.spv.resource.samplegrad.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2f32.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) [[T2D]], target("spirv.Sampler") [[S]], <2 x float> {{%[0-9]+}}, <2 x float> {{%[0-9]+}}, <2 x float> {{%[0-9]+}}, <2 x i32> zeroinitializer)
// SPV: {{%[0-9]+}} = tail call <4 x float> @llvm.spv.resource.samplelevel.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) [[T2D]], target("spirv.Sampler") [[S]], <2 x float> {{%[0-9]+}}, float 1.500000e+00, <2 x i32> zeroinitializer)
// SPV: {{%[0-9]+}} = tail call <4 x float> @llvm.spv.resource.sample.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) [[T2D]], target("spirv.Sampler") [[S]], <2 x float> {{%[0-9]+}}, <2 x i32> <i32 1, i32 2>)
// SPV: {{%[0-9]+}} = tail call <4 x float> @llvm.spv.resource.sample.clamp.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) [[T2D]], target("spirv.Sampler") [[S]], <2 x float> {{%[0-9]+}}, <2 x i32> <i32 1, i32 2>, float 2.000000e+00)
// SPV: {{%[0-9]+}} = tail call <4 x float> @llvm.spv.resource.samplebias.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) [[T2D]], target("spirv.Sampler") [[S]], <2 x float> {{%[0-9]+}}, float 5.000000e-01, <2 x i32> <i32 1, i32 2>)
// SPV: {{%[0-9]+}} = tail call <4 x float> @llvm.spv.resource.samplebias.clamp.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) [[T2D]], target("spirv.Sampler") [[S]], <2 x float> {{%[0-9]+}}, float 5.000000e-01, <2 x i32> <i32 1, i32 2>, float 2.000000e+00)
// SPV: {{%[0-9]+}} = tail call <4 x float> @llvm.spv.resource.samplegrad.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2f32.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) [[T2D]], target("spirv.Sampler") [[S]], <2 x float> {{%[0-9]+}}, <2 x float> {{%[0-9]+}}, <2 x float> {{%[0-9]+}}, <2 x i32> <i32 1, i32 2>)
// SPV: {{%[0-9]+}} = tail call <4 x float> @llvm.spv.resource.samplegrad.clamp.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2f32.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) [[T2D]], target("spirv.Sampler") [[S]], <2 x float> {{%[0-9]+}}, <2 x float> {{%[0-9]+}}, <2 x float> {{%[0-9]+}}, <2 x i32> <i32 1, i32 2>, float 2.000000e+00)
// SPV: {{%[0-9]+}} = tail call <4 x float> @llvm.spv.resource.samplelevel.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) [[T2D]], target("spirv.Sampler") [[S]], <2 x float> {{%[0-9]+}}, float 1.500000e+00, <2 x i32> <i32 1, i32 2>)
// SPV: {{%[0-9]+}} = tail call <4 x float> @llvm.spv.resource.sample.v4f32.tspirv.Image_f32_1_2_1_0_1_0t.tspirv.Samplert.v3f32.v2i32(target("spirv.Image", float, 1, 2, 1, 0, 1, 0) [[T2DARRAY]], target("spirv.Sampler") [[S]], <3 x float> {{%[0-9]+}}, <2 x i32> zeroinitializer)
// SPV: {{%[0-9]+}} = tail call <4 x float> @llvm.spv.resource.samplebias.v4f32.tspirv.Image_f32_1_2_1_0_1_0t.tspirv.Samplert.v3f32.v2i32(target("spirv.Image", float, 1, 2, 1, 0, 1, 0) [[T2DARRAY]], target("spirv.Sampler") [[S]], <3 x float> {{%[0-9]+}}, float 5.000000e-01, <2 x i32> zeroinitializer)
// SPV: {{%[0-9]+}} = tail call <4 x float> @llvm.spv.resource.samplegrad.v4f32.tspirv.Image_f32_1_2_1_0_1_0t.tspirv.Samplert.v3f32.v2f32.v2f32.v2i32(target("spirv.Image", float, 1, 2, 1, 0, 1, 0) [[T2DARRAY]], target("spirv.Sampler") [[S]], <3 x float> {{%[0-9]+}}, <2 x float> {{%[0-9]+}}, <2 x float> {{%[0-9]+}}, <2 x i32> zeroinitializer)
// SPV: {{%[0-9]+}} = tail call <4 x float> @llvm.spv.resource.samplelevel.v4f32.tspirv.Image_f32_1_2_1_0_1_0t.tspirv.Samplert.v3f32.v2i32(target("spirv.Image", float, 1, 2, 1, 0, 1, 0) [[T2DARRAY]], target("spirv.Sampler") [[S]], <3 x float> {{%[0-9]+}}, float 1.500000e+00, <2 x i32> zeroinitializer)
// SPV: {{%[0-9]+}} = tail call <4 x float> @llvm.spv.resource.sample.v4f32.tspirv.Image_f32_1_2_1_0_1_0t.tspirv.Samplert.v3f32.v2i32(target("spirv.Image", float, 1, 2, 1, 0, 1, 0) [[T2DARRAY]], target("spirv.Sampler") [[S]], <3 x float> {{%[0-9]+}}, <2 x i32> <i32 1, i32 2>)
// SPV: {{%[0-9]+}} = tail call <4 x float> @llvm.spv.resource.sample.clamp.v4f32.tspirv.Image_f32_1_2_1_0_1_0t.tspirv.Samplert.v3f32.v2i32(target("spirv.Image", float, 1, 2, 1, 0, 1, 0) [[T2DARRAY]], target("spirv.Sampler") [[S]], <3 x float> {{%[0-9]+}}, <2 x i32> <i32 1, i32 2>, float 2.000000e+00)
// SPV: {{%[0-9]+}} = tail call <4 x float> @llvm.spv.resource.samplebias.v4f32.tspirv.Image_f32_1_2_1_0_1_0t.tspirv.Samplert.v3f32.v2i32(target("spirv.Image", float, 1, 2, 1, 0, 1, 0) [[T2DARRAY]], target("spirv.Sampler") [[S]], <3 x float> {{%[0-9]+}}, float 5.000000e-01, <2 x i32> <i32 1, i32 2>)
// SPV: {{%[0-9]+}} = tail call <4 x float> @llvm.spv.resource.samplebias.clamp.v4f32.tspirv.Image_f32_1_2_1_0_1_0t.tspirv.Samplert.v3f32.v2i32(target("spirv.Image", float, 1, 2, 1, 0, 1, 0) [[T2DARRAY]], target("spirv.Sampler") [[S]], <3 x float> {{%[0-9]+}}, float 5.000000e-01, <2 x i32> <i32 1, i32 2>, float 2.000000e+00)
// SPV: {{%[0-9]+}} = tail call <4 x float> @llvm.spv.resource.samplegrad.v4f32.tspirv.Image_f32_1_2_1_0_1_0t.tspirv.Samplert.v3f32.v2f32.v2f32.v2i32(target("spirv.Image", float, 1, 2, 1, 0, 1, 0) [[T2DARRAY]], target("spirv.Sampler") [[S]], <3 x float> {{%[0-9]+}}, <2 x float> {{%[0-9]+}}, <2 x float> {{%[0-9]+}}, <2 x i32> <i32 1, i32 2>)
// SPV: {{%[0-9]+}} = tail call <4 x float> @llvm.spv.resource.samplegrad.clamp.v4f32.tspirv.Image_f32_1_2_1_0_1_0t.tspirv.Samplert.v3f32.v2f32.v2f32.v2i32(target("spirv.Image", float, 1, 2, 1, 0, 1, 0) [[T2DARRAY]], target("spirv.Sampler") [[S]], <3 x float> {{%[0-9]+}}, <2 x float> {{%[0-9]+}}, <2 x float> {{%[0-9]+}}, <2 x i32> <i32 1, i32 2>, float 2.000000e+00)
// SPV: {{%[0-9]+}} = tail call <4 x float> @llvm.spv.resource.samplelevel.v4f32.tspirv.Image_f32_1_2_1_0_1_0t.tspirv.Samplert.v3f32.v2i32(target("spirv.Image", float, 1, 2, 1, 0, 1, 0) [[T2DARRAY]], target("spirv.Sampler") [[S]], <3 x float> {{%[0-9]+}}, float 1.500000e+00, <2 x i32> <i32 1, i32 2>)
// SPV: {{%[0-9]+}} = tail call <4 x float> @llvm.spv.resource.sample.v4f32.tspirv.Image_f32_2_2_0_0_1_0t.tspirv.Samplert.v3f32.v3i32(target("spirv.Image", float, 2, 2, 0, 0, 1, 0) [[T3D]], target("spirv.Sampler") [[S]], <3 x float> {{%[0-9]+}}, <3 x i32> zeroinitializer)
// SPV: {{%[0-9]+}} = tail call <4 x float> @llvm.spv.resource.samplebias.v4f32.tspirv.Image_f32_2_2_0_0_1_0t.tspirv.Samplert.v3f32.v3i32(target("spirv.Image", float, 2, 2, 0, 0, 1, 0) [[T3D]], target("spirv.Sampler") [[S]], <3 x float> {{%[0-9]+}}, float 5.000000e-01, <3 x i32> zeroinitializer)
// SPV: {{%[0-9]+}} = tail call <4 x float> @llvm.spv.resource.samplegrad.v4f32.tspirv.Image_f32_2_2_0_0_1_0t.tspirv.Samplert.v3f32.v3f32.v3f32.v3i32(target("spirv.Image", float, 2, 2, 0, 0, 1, 0) [[T3D]], target("spirv.Sampler") [[S]], <3 x float> {{%[0-9]+}}, <3 x float> {{%[0-9]+}}, <3 x float> {{%[0-9]+}}, <3 x i32> zeroinitializer)
// SPV: {{%[0-9]+}} = tail call <4 x float> @llvm.spv.resource.samplelevel.v4f32.tspirv.Image_f32_2_2_0_0_1_0t.tspirv.Samplert.v3f32.v3i32(target("spirv.Image", float, 2, 2, 0, 0, 1, 0) [[T3D]], target("spirv.Sampler") [[S]], <3 x float> {{%[0-9]+}}, float 1.500000e+00, <3 x i32> zeroinitializer)
// SPV: {{%[0-9]+}} = tail call <4 x float> @llvm.spv.resource.sample.v4f32.tspirv.Image_f32_2_2_0_0_1_0t.tspirv.Samplert.v3f32.v3i32(target("spirv.Image", float, 2, 2, 0, 0, 1, 0) [[T3D]], target("spirv.Sampler") [[S]], <3 x float> {{%[0-9]+}}, <3 x i32> <i32 1, i32 2, i32 3>)
// SPV: {{%[0-9]+}} = tail call <4 x float> @llvm.spv.resource.sample.clamp.v4f32.tspirv.Image_f32_2_2_0_0_1_0t.tspirv.Samplert.v3f32.v3i32(target("spirv.Image", float, 2, 2, 0, 0, 1, 0) [[T3D]], target("spirv.Sampler") [[S]], <3 x float> {{%[0-9]+}}, <3 x i32> <i32 1, i32 2, i32 3>, float 2.000000e+00)
// SPV: {{%[0-9]+}} = tail call <4 x float> @llvm.spv.resource.samplebias.v4f32.tspirv.Image_f32_2_2_0_0_1_0t.tspirv.Samplert.v3f32.v3i32(target("spirv.Image", float, 2, 2, 0, 0, 1, 0) [[T3D]], target("spirv.Sampler") [[S]], <3 x float> {{%[0-9]+}}, float 5.000000e-01, <3 x i32> <i32 1, i32 2, i32 3>)
// SPV: {{%[0-9]+}} = tail call <4 x float> @llvm.spv.resource.samplebias.clamp.v4f32.tspirv.Image_f32_2_2_0_0_1_0t.tspirv.Samplert.v3f32.v3i32(target("spirv.Image", float, 2, 2, 0, 0, 1, 0) [[T3D]], target("spirv.Sampler") [[S]], <3 x float> {{%[0-9]+}}, float 5.000000e-01, <3 x i32> <i32 1, i32 2, i32 3>, float 2.000000e+00)
// SPV: {{%[0-9]+}} = tail call <4 x float> @llvm.spv.resource.samplegrad.v4f32.tspirv.Image_f32_2_2_0_0_1_0t.tspirv.Samplert.v3f32.v3f32.v3f32.v3i32(target("spirv.Image", float, 2, 2, 0, 0, 1, 0) [[T3D]], target("spirv.Sampler") [[S]], <3 x float> {{%[0-9]+}}, <3 x float> {{%[0-9]+}}, <3 x float> {{%[0-9]+}}, <3 x i32> <i32 1, i32 2, i32 3>)
// SPV: {{%[0-9]+}} = tail call <4 x float> @llvm.spv.resource.samplegrad.clamp.v4f32.tspirv.Image_f32_2_2_0_0_1_0t.tspirv.Samplert.v3f32.v3f32.v3f32.v3i32(target("spirv.Image", float, 2, 2, 0, 0, 1, 0) [[T3D]], target("spirv.Sampler") [[S]], <3 x float> {{%[0-9]+}}, <3 x float> {{%[0-9]+}}, <3 x float> {{%[0-9]+}}, <3 x i32> <i32 1, i32 2, i32 3>, float 2.000000e+00)
// SPV: {{%[0-9]+}} = tail call <4 x float> @llvm.spv.resource.samplelevel.v4f32.tspirv.Image_f32_2_2_0_0_1_0t.tspirv.Samplert.v3f32.v3i32(target("spirv.Image", float, 2, 2, 0, 0, 1, 0) [[T3D]], target("spirv.Sampler") [[S]], <3 x float> {{%[0-9]+}}, float 1.500000e+00, <3 x i32> <i32 1, i32 2, i32 3>)
// SPV: {{%[0-9]+}} = tail call <4 x float> @llvm.spv.resource.sample.v4f32.tspirv.Image_f32_3_2_0_0_1_0t.tspirv.Samplert.v3f32.v3i32(target("spirv.Image", float, 3, 2, 0, 0, 1, 0) [[TCUBE]], target("spirv.Sampler") [[S]], <3 x float> {{%[0-9]+}}, <3 x i32> zeroinitializer)
// SPV: {{%[0-9]+}} = tail call <4 x float> @llvm.spv.resource.samplebias.v4f32.tspirv.Image_f32_3_2_0_0_1_0t.tspirv.Samplert.v3f32.v3i32(target("spirv.Image", float, 3, 2, 0, 0, 1, 0) [[TCUBE]], target("spirv.Sampler") [[S]], <3 x float> {{%[0-9]+}}, float 5.000000e-01, <3 x i32> zeroinitializer)
// SPV: {{%[0-9]+}} = tail call <4 x float> @llvm.spv.resource.samplegrad.v4f32.tspirv.Image_f32_3_2_0_0_1_0t.tspirv.Samplert.v3f32.v3f32.v3f32.v3i32(target("spirv.Image", float, 3, 2, 0, 0, 1, 0) [[TCUBE]], target("spirv.Sampler") [[S]], <3 x float> {{%[0-9]+}}, <3 x float> {{%[0-9]+}}, <3 x float> {{%[0-9]+}}, <3 x i32> zeroinitializer)
// SPV: {{%[0-9]+}} = tail call <4 x float> @llvm.spv.resource.samplelevel.v4f32.tspirv.Image_f32_3_2_0_0_1_0t.tspirv.Samplert.v3f32.v3i32(target("spirv.Image", float, 3, 2, 0, 0, 1, 0) [[TCUBE]], target("spirv.Sampler") [[S]], <3 x float> {{%[0-9]+}}, float 1.500000e+00, <3 x i32> zeroinitializer)
// SPV: {{%[0-9]+}} = tail call <4 x float> @llvm.spv.resource.sample.clamp.v4f32.tspirv.Image_f32_3_2_0_0_1_0t.tspirv.Samplert.v3f32.v3i32(target("spirv.Image", float, 3, 2, 0, 0, 1, 0) [[TCUBE]], target("spirv.Sampler") [[S]], <3 x float> {{%[0-9]+}}, <3 x i32> zeroinitializer, float 2.000000e+00)
// SPV: {{%[0-9]+}} = tail call <4 x float> @llvm.spv.resource.samplebias.clamp.v4f32.tspirv.Image_f32_3_2_0_0_1_0t.tspirv.Samplert.v3f32.v3i32(target("spirv.Image", float, 3, 2, 0, 0, 1, 0) [[TCUBE]], target("spirv.Sampler") [[S]], <3 x float> {{%[0-9]+}}, float 5.000000e-01, <3 x i32> zeroinitializer, float 2.000000e+00)
// SPV: {{%[0-9]+}} = tail call <4 x float> @llvm.spv.resource.samplegrad.clamp.v4f32.tspirv.Image_f32_3_2_0_0_1_0t.tspirv.Samplert.v3f32.v3f32.v3f32.v3i32(target("spirv.Image", float, 3, 2, 0, 0, 1, 0) [[TCUBE]], target("spirv.Sampler") [[S]], <3 x float> {{%[0-9]+}}, <3 x float> {{%[0-9]+}}, <3 x float> {{%[0-9]+}}, <3 x i32> zeroinitializer, float 2.000000e+00)
// SPV: {{%[0-9]+}} = tail call <4 x float> @llvm.spv.resource.sample.v4f32.tspirv.Image_f32_3_2_1_0_1_0t.tspirv.Samplert.v4f32.v3i32(target("spirv.Image", float, 3, 2, 1, 0, 1, 0) [[TCUBEARRAY]], target("spirv.Sampler") [[S]], <4 x float> {{%[0-9]+}}, <3 x i32> zeroinitializer)
// SPV: {{%[0-9]+}} = tail call <4 x float> @llvm.spv.resource.samplebias.v4f32.tspirv.Image_f32_3_2_1_0_1_0t.tspirv.Samplert.v4f32.v3i32(target("spirv.Image", float, 3, 2, 1, 0, 1, 0) [[TCUBEARRAY]], target("spirv.Sampler") [[S]], <4 x float> {{%[0-9]+}}, float 5.000000e-01, <3 x i32> zeroinitializer)
// SPV: {{%[0-9]+}} = tail call <4 x float> @llvm.spv.resource.samplegrad.v4f32.tspirv.Image_f32_3_2_1_0_1_0t.tspirv.Samplert.v4f32.v3f32.v3f32.v3i32(target("spirv.Image", float, 3, 2, 1, 0, 1, 0) [[TCUBEARRAY]], target("spirv.Sampler") [[S]], <4 x float> {{%[0-9]+}}, <3 x float> {{%[0-9]+}}, <3 x float> {{%[0-9]+}}, <3 x i32> zeroinitializer)
// SPV: {{%[0-9]+}} = tail call <4 x float> @llvm.spv.resource.samplelevel.v4f32.tspirv.Image_f32_3_2_1_0_1_0t.tspirv.Samplert.v4f32.v3i32(target("spirv.Image", float, 3, 2, 1, 0, 1, 0) [[TCUBEARRAY]], target("spirv.Sampler") [[S]], <4 x float> {{%[0-9]+}}, float 1.500000e+00, <3 x i32> zeroinitializer)
// SPV: {{%[0-9]+}} = tail call <4 x float> @llvm.spv.resource.sample.clamp.v4f32.tspirv.Image_f32_3_2_1_0_1_0t.tspirv.Samplert.v4f32.v3i32(target("spirv.Image", float, 3, 2, 1, 0, 1, 0) [[TCUBEARRAY]], target("spirv.Sampler") [[S]], <4 x float> {{%[0-9]+}}, <3 x i32> zeroinitializer, float 2.000000e+00)
// SPV: {{%[0-9]+}} = tail call <4 x float> @llvm.spv.resource.samplebias.clamp.v4f32.tspirv.Image_f32_3_2_1_0_1_0t.tspirv.Samplert.v4f32.v3i32(target("spirv.Image", float, 3, 2, 1, 0, 1, 0) [[TCUBEARRAY]], target("spirv.Sampler") [[S]], <4 x float> {{%[0-9]+}}, float 5.000000e-01, <3 x i32> zeroinitializer, float 2.000000e+00)
// SPV: {{%[0-9]+}} = tail call <4 x float> @llvm.spv.resource.samplegrad.clamp.v4f32.tspirv.Image_f32_3_2_1_0_1_0t.tspirv.Samplert.v4f32.v3f32.v3f32.v3i32(target("spirv.Image", float, 3, 2, 1, 0, 1, 0) [[TCUBEARRAY]], target("spirv.Sampler") [[S]], <4 x float> {{%[0-9]+}}, <3 x float> {{%[0-9]+}}, <3 x float> {{%[0-9]+}}, <3 x i32> zeroinitializer, float 2.000000e+00)

// Declaration attributes (INTRINSICS.md): sample is convergent memory(read),
// samplelevel memory(read) only.
// DXIL: declare <4 x float> @llvm.dx.resource.sample.v4f32.tdx.Texture_v4f32_0_0_0_1t.tdx.Sampler_0t.f32.i32(target("dx.Texture", <4 x float>, 0, 0, 0, 1), target("dx.Sampler", 0), float, i32) #[[CONVERGENT_READ:[0-9]+]]
// DXIL: declare <4 x float> @llvm.dx.resource.samplelevel.v4f32.tdx.Texture_v4f32_0_0_0_1t.tdx.Sampler_0t.f32.i32(target("dx.Texture", <4 x float>, 0, 0, 0, 1), target("dx.Sampler", 0), float, float, i32) #[[READ:[0-9]+]]
// DXIL-DAG: attributes #[[CONVERGENT_READ]] = { convergent mustprogress nocallback nofree nosync nounwind willreturn memory(read) }
// DXIL-DAG: attributes #[[READ]] = { mustprogress nocallback nofree nosync nounwind willreturn memory(read) }
