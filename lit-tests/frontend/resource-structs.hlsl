// Structs holding resources (textures, samplers, a resource array, a
// structured buffer; a struct inside a struct) as locals, parameters (in,
// inout, out), return values, whole-struct copies and member assignments.
// After inlining every method uses the handle of the global that the struct
// member holds at that point: TexA with Point, then TexB with Linear (after
// retexture and the member assignment), Layers[1] through the out
// parameter, Counts through the copied struct.
//
// RUN: %texel -T cs_6_6 -E main --emit=ir %s | FileCheck %s --check-prefix=DXIL
// RUN: %texel -T cs_6_6 -E main %s -Fo %t.ll
// RUN: %opt -load-pass-plugin=%plugin -passes=texel-dxil-verify %t.ll -disable-output
// RUN: %texel -T cs_6_6 -E main -spirv --emit=ir %s | FileCheck %s --check-prefix=SPV
// RUN: %texel -T cs_6_6 -E main -spirv -Fo %t.spv %s
// RUN: %spirv-val --target-env vulkan1.3 %t.spv

Texture2D<float4> TexA : register(t0);
Texture2D<float4> TexB : register(t1);
Texture2D<float4> Layers[2] : register(t2);
SamplerState Point : register(s4);
SamplerState Linear : register(s5);
RWBuffer<float4> Out : register(u6);
RWStructuredBuffer<uint> Counts : register(u7);

struct Material {
  Texture2D<float4> tex;
  SamplerState samp;
  float scale;
};

struct Scene {
  Material mat;
  Texture2D<float4> layers[2];
  RWStructuredBuffer<uint> counts;
};

float4 shade(Material m, float2 uv) {
  return m.tex.SampleLevel(m.samp, uv, 0) * m.scale;
}

Material make(Texture2D<float4> t, SamplerState s) {
  Material m;
  m.tex = t;
  m.samp = s;
  m.scale = 2.0;
  return m;
}

void retexture(inout Material m, Texture2D<float4> t) { m.tex = t; }
void pick_layer(Scene s, out Texture2D<float4> t) { t = s.layers[1]; }

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  float2 uv = id.xy * 0.5;
  Scene scene;
  scene.mat = make(TexA, Point);
  scene.layers = Layers;
  scene.counts = Counts;
  float4 v = shade(scene.mat, uv);
  retexture(scene.mat, TexB);
  scene.mat.samp = Linear;
  v += shade(scene.mat, uv);
  Texture2D<float4> layer = TexA;
  pick_layer(scene, layer);
  v += layer.Load(int3(id.xy, 0));
  Scene copy = scene;
  copy.counts[id.x] = 7;
  Out[id.x] = v;
}

// DXIL-DAG: [[TEXA:@[^ ]+]] = private unnamed_addr constant [5 x i8] c"TexA\00"
// DXIL-DAG: [[TEXB:@[^ ]+]] = private unnamed_addr constant [5 x i8] c"TexB\00"
// DXIL-DAG: [[LAYERS:@[^ ]+]] = private unnamed_addr constant [7 x i8] c"Layers\00"
// DXIL-DAG: [[POINT:@[^ ]+]] = private unnamed_addr constant [6 x i8] c"Point\00"
// DXIL-DAG: [[LINEAR:@[^ ]+]] = private unnamed_addr constant [7 x i8] c"Linear\00"
// DXIL-DAG: [[COUNTS:@[^ ]+]] = private unnamed_addr constant [7 x i8] c"Counts\00"
// DXIL-LABEL: define void @main()
// DXIL: [[UV:%.*]] = fmul <2 x float> {{%.*}}, splat (float 5.000000e-01)
// DXIL-NEXT: [[A:%.*]] = tail call target("dx.Texture", <4 x float>, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_2t(i32 0, i32 0, i32 1, i32 0, ptr nonnull [[TEXA]])
// DXIL-NEXT: [[P:%.*]] = tail call target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32 0, i32 4, i32 1, i32 0, ptr nonnull [[POINT]])
// DXIL-NEXT: {{%.*}} = tail call <4 x float> @llvm.dx.resource.samplelevel.v4f32.tdx.Texture_v4f32_0_0_0_2t.tdx.Sampler_0t.v2f32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 2) [[A]], target("dx.Sampler", 0) [[P]], <2 x float> [[UV]], float 0.000000e+00, <2 x i32> zeroinitializer)
// DXIL: [[B:%.*]] = tail call target("dx.Texture", <4 x float>, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_2t(i32 0, i32 1, i32 1, i32 0, ptr nonnull [[TEXB]])
// DXIL-NEXT: [[L:%.*]] = tail call target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32 0, i32 5, i32 1, i32 0, ptr nonnull [[LINEAR]])
// DXIL-NEXT: {{%.*}} = tail call <4 x float> @llvm.dx.resource.samplelevel.v4f32.tdx.Texture_v4f32_0_0_0_2t.tdx.Sampler_0t.v2f32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 2) [[B]], target("dx.Sampler", 0) [[L]], <2 x float> [[UV]], float 0.000000e+00, <2 x i32> zeroinitializer)
// DXIL: [[LAYER:%.*]] = tail call target("dx.Texture", <4 x float>, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_2t(i32 0, i32 2, i32 2, i32 1, ptr nonnull [[LAYERS]])
// DXIL-NEXT: {{%.*}} = tail call <4 x float> @llvm.dx.resource.load.level.v4f32.tdx.Texture_v4f32_0_0_0_2t.v2i32.i32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 2) [[LAYER]], <2 x i32> {{%.*}}, i32 0, <2 x i32> zeroinitializer)
// DXIL: [[C:%.*]] = tail call target("dx.RawBuffer", i32, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_1_0t(i32 0, i32 7, i32 1, i32 0, ptr nonnull [[COUNTS]])
// DXIL-NEXT: [[CP:%.*]] = tail call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) [[C]], i32 {{%.*}})
// DXIL-NEXT: store i32 7, ptr [[CP]], align 4
// DXIL-NOT: handlefrombinding
// DXIL: ret void

// SPV-DAG: [[TEXA:@[^ ]+]] = private unnamed_addr constant [5 x i8] c"TexA\00"
// SPV-DAG: [[TEXB:@[^ ]+]] = private unnamed_addr constant [5 x i8] c"TexB\00"
// SPV-DAG: [[LAYERS:@[^ ]+]] = private unnamed_addr constant [7 x i8] c"Layers\00"
// SPV-DAG: [[POINT:@[^ ]+]] = private unnamed_addr constant [6 x i8] c"Point\00"
// SPV-DAG: [[LINEAR:@[^ ]+]] = private unnamed_addr constant [7 x i8] c"Linear\00"
// SPV-LABEL: define void @main()
// SPV: [[A:%.*]] = tail call target("spirv.Image", float, 1, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_0_0_1_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull [[TEXA]])
// SPV-NEXT: [[P:%.*]] = tail call target("spirv.Sampler") @llvm.spv.resource.handlefrombinding.tspirv.Samplert(i32 0, i32 4, i32 1, i32 0, ptr nonnull [[POINT]])
// SPV-NEXT: {{%.*}} = tail call <4 x float> @llvm.spv.resource.samplelevel.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) [[A]], target("spirv.Sampler") [[P]], <2 x float> [[UV:%.*]], float 0.000000e+00, <2 x i32> zeroinitializer)
// SPV: [[B:%.*]] = tail call target("spirv.Image", float, 1, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_0_0_1_0t(i32 0, i32 1, i32 1, i32 0, ptr nonnull [[TEXB]])
// SPV-NEXT: [[L:%.*]] = tail call target("spirv.Sampler") @llvm.spv.resource.handlefrombinding.tspirv.Samplert(i32 0, i32 5, i32 1, i32 0, ptr nonnull [[LINEAR]])
// SPV-NEXT: {{%.*}} = tail call <4 x float> @llvm.spv.resource.samplelevel.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) [[B]], target("spirv.Sampler") [[L]], <2 x float> [[UV]], float 0.000000e+00, <2 x i32> zeroinitializer)
// SPV: [[LAYER:%.*]] = tail call target("spirv.Image", float, 1, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_0_0_1_0t(i32 0, i32 2, i32 2, i32 1, ptr nonnull [[LAYERS]])
// SPV-NEXT: {{%.*}} = tail call <4 x float> @llvm.spv.resource.load.level.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.v2i32.i32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) [[LAYER]], <2 x i32> {{%.*}}, i32 0, <2 x i32> zeroinitializer)
// SPV: [[C:%.*]] = tail call target("spirv.VulkanBuffer", [0 x i32], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i32_12_1t(i32 0, i32 7, i32 1, i32 0, ptr nonnull {{@[^ ]+}})
// SPV-NEXT: [[CP:%.*]] = tail call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1) [[C]], i32 {{%.*}})
// SPV-NEXT: store i32 7, ptr addrspace(11) [[CP]], align 4
