// Textures and samplers as function parameters and locals, arrays of them
// with constant and dynamic indices, RW writes through a parameter (also a
// component write), both targets. Handles are created per array element at
// the use: constant index 1 for `local`, the dynamic index read from Indices
// for Textures[dynamic] (shared by SampleLevel and Load), `dynamic & 1` for
// the sampler and output arrays.
//
// RUN: %texel -T cs_6_6 -E main --emit=ir %s | FileCheck %s --check-prefix=DXIL
// RUN: %texel -T cs_6_6 -E main --emit=lowered %s -Fo %t.ll
// RUN: %opt -load-pass-plugin=%plugin -passes=texel-dxil-verify %t.ll -disable-output
// RUN: %texel -T cs_6_6 -E main -spirv --emit=ir %s | FileCheck %s --check-prefix=SPV
// RUN: %texel -T cs_6_6 -E main -spirv -Fo %t.spv %s
// RUN: %spirv-val --target-env vulkan1.3 %t.spv

Texture2D<float4> Textures[4] : register(t0);
SamplerState Samplers[2] : register(s4);
RWTexture2D<float4> Outputs[2] : register(u6);
Buffer<uint> Indices : register(t8);

float4 fetch(Texture2D<float4> t, SamplerState s, float2 uv) {
  return t.SampleLevel(s, uv, 0);
}

void write(RWTexture2D<float4> target, uint2 p, float4 v) {
  target[p] = v;
  target[p].w = 1.0;
}

[numthreads(8, 8, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  float2 uv = id.xy * 0.125;
  uint dynamic = Indices[id.x];
  Texture2D<float4> local = Textures[1];
  float4 v = fetch(local, Samplers[0], uv) + fetch(Textures[dynamic], Samplers[dynamic & 1], uv);
  v += Textures[dynamic].Load(int3(id.xy, 0)) + Textures[2][id.xy];
  write(Outputs[0], id.xy, v);
  Outputs[dynamic & 1][id.xy] = v;
}

// DXIL-LABEL: define void @main()
// DXIL: [[TEX2:%.*]] = tail call target("dx.Texture", <4 x float>, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_2t(i32 0, i32 0, i32 4, i32 2, ptr nonnull [[TEXNAME:@[^ ]+]])
// DXIL: [[P:%.*]] = tail call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_i32_0_0_0t(
// DXIL: [[DYN:%.*]] = load i32, ptr [[P]]
// DXIL: [[TEX1:%.*]] = tail call target("dx.Texture", <4 x float>, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_2t(i32 0, i32 0, i32 4, i32 1, ptr nonnull [[TEXNAME]])
// DXIL: [[S0:%.*]] = tail call target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32 0, i32 4, i32 2, i32 0, ptr nonnull [[SNAME:@[^ ]+]])
// DXIL: tail call <4 x float> @llvm.dx.resource.samplelevel.v4f32.tdx.Texture_v4f32_0_0_0_2t.tdx.Sampler_0t.v2f32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 2) [[TEX1]], target("dx.Sampler", 0) [[S0]], <2 x float> [[UV:%.*]], float 0.000000e+00, <2 x i32> zeroinitializer)
// DXIL: [[ODD:%.*]] = and i32 [[DYN]], 1
// DXIL: [[TEXD:%.*]] = tail call target("dx.Texture", <4 x float>, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_2t(i32 0, i32 0, i32 4, i32 [[DYN]], ptr nonnull [[TEXNAME]])
// DXIL: [[SD:%.*]] = tail call target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32 0, i32 4, i32 2, i32 [[ODD]], ptr nonnull [[SNAME]])
// DXIL: tail call <4 x float> @llvm.dx.resource.samplelevel.v4f32.tdx.Texture_v4f32_0_0_0_2t.tdx.Sampler_0t.v2f32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 2) [[TEXD]], target("dx.Sampler", 0) [[SD]], <2 x float> [[UV]], float 0.000000e+00, <2 x i32> zeroinitializer)
// DXIL: tail call <4 x float> @llvm.dx.resource.load.level.v4f32.tdx.Texture_v4f32_0_0_0_2t.v2i32.i32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 2) [[TEXD]], <2 x i32> [[XY:%.*]], i32 0, <2 x i32> zeroinitializer)
// DXIL: tail call <4 x float> @llvm.dx.resource.load.level.v4f32.tdx.Texture_v4f32_0_0_0_2t.v2i32.i32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 2) [[TEX2]], <2 x i32> [[XY]], i32 0, <2 x i32> zeroinitializer)
// DXIL: [[OUT0:%.*]] = tail call target("dx.Texture", <4 x float>, 1, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_1_0_0_2t(i32 0, i32 6, i32 2, i32 0, ptr nonnull [[ONAME:@[^ ]+]])
// DXIL: tail call void @llvm.dx.resource.store.texture.tdx.Texture_v4f32_1_0_0_2t.v2i32.v4f32(target("dx.Texture", <4 x float>, 1, 0, 0, 2) [[OUT0]], <2 x i32> [[XY]], <4 x float> [[V:%.*]])
// DXIL: [[OLD:%.*]] = tail call <4 x float> @llvm.dx.resource.load.level.v4f32.tdx.Texture_v4f32_1_0_0_2t.v2i32.i32.v2i32(target("dx.Texture", <4 x float>, 1, 0, 0, 2) [[OUT0]], <2 x i32> [[XY]], i32 poison, <2 x i32> zeroinitializer)
// DXIL: [[NEW:%.*]] = insertelement <4 x float> [[OLD]], float 1.000000e+00, i64 3
// DXIL: tail call void @llvm.dx.resource.store.texture.tdx.Texture_v4f32_1_0_0_2t.v2i32.v4f32(target("dx.Texture", <4 x float>, 1, 0, 0, 2) [[OUT0]], <2 x i32> [[XY]], <4 x float> [[NEW]])
// DXIL: [[OUTD:%.*]] = tail call target("dx.Texture", <4 x float>, 1, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_1_0_0_2t(i32 0, i32 6, i32 2, i32 [[ODD]], ptr nonnull [[ONAME]])
// DXIL: tail call void @llvm.dx.resource.store.texture.tdx.Texture_v4f32_1_0_0_2t.v2i32.v4f32(target("dx.Texture", <4 x float>, 1, 0, 0, 2) [[OUTD]], <2 x i32> [[XY]], <4 x float> [[V]])

// SPV-LABEL: define void @main()
// SPV: [[TEXD:%.*]] = tail call target("spirv.Image", float, 1, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_0_0_1_0t(i32 0, i32 0, i32 4, i32 [[DYN:%.*]], ptr nonnull {{@[^ ]+}})
// SPV: [[SD:%.*]] = tail call target("spirv.Sampler") @llvm.spv.resource.handlefrombinding.tspirv.Samplert(i32 0, i32 4, i32 2, i32 {{%.*}}, ptr nonnull {{@[^ ]+}})
// SPV: tail call <4 x float> @llvm.spv.resource.samplelevel.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) [[TEXD]], target("spirv.Sampler") [[SD]], <2 x float> {{%.*}}, float 0.000000e+00, <2 x i32> zeroinitializer)
// SPV: tail call void @llvm.spv.resource.store.texture.tspirv.Image_f32_1_2_0_0_2_1t.v2i32.v4f32(target("spirv.Image", float, 1, 2, 0, 0, 2, 1) {{%.*}}, <2 x i32> {{%.*}}, <4 x float> {{%.*}})
