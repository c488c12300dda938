// The SampleLevel example of the design (wg-hlsl proposal 0037, "Detailed
// Testing Example: SampleLevel"), examples/sample-level.hlsl unchanged:
// Texture2D, two samplers, an RWBuffer output and a LOD read from a Buffer at
// run time. Both targets: the IR calls (samplelevel with a zero offset, the
// handles of both samplers), DXIL lowered and checked by texel-dxil-verify,
// SPIR-V checked by spirv-val.
//
// RUN: %texel -T cs_6_6 -E main --emit=ir %S/../../examples/sample-level.hlsl | FileCheck %s --check-prefix=DXIL
// RUN: %texel -T cs_6_6 -E main -spirv --emit=ir %S/../../examples/sample-level.hlsl | FileCheck %s --check-prefix=SPV
// RUN: %texel -T cs_6_6 -E main --emit=lowered %S/../../examples/sample-level.hlsl -Fo %t.ll
// RUN: %opt -load-pass-plugin=%plugin -passes=texel-dxil-verify %t.ll -disable-output
// RUN: FileCheck %s --check-prefix=LOWERED < %t.ll
// RUN: %texel -T cs_6_6 -E main -spirv -Fo %t.spv %S/../../examples/sample-level.hlsl
// RUN: %spirv-val --target-env vulkan1.3 %t.spv
// RUN: %spirv-dis %t.spv | FileCheck %s --check-prefix=SPIRV

// DXIL-DAG: [[TEX_NAME:@[^ ]+]] = private unnamed_addr constant [4 x i8] c"Tex\00"
// DXIL-DAG: [[SAMP1_NAME:@[^ ]+]] = private unnamed_addr constant [6 x i8] c"Samp1\00"
// DXIL-DAG: [[SAMP2_NAME:@[^ ]+]] = private unnamed_addr constant [6 x i8] c"Samp2\00"
// DXIL-DAG: [[IN_NAME:@[^ ]+]] = private unnamed_addr constant [3 x i8] c"In\00"
// DXIL-LABEL: define void @main()
// DXIL-DAG: [[TEX:%.*]] = tail call target("dx.Texture", <4 x float>, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_2t(i32 0, i32 0, i32 1, i32 0, ptr nonnull [[TEX_NAME]])
// DXIL-DAG: [[SAMP1:%.*]] = tail call target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull [[SAMP1_NAME]])
// DXIL-DAG: [[SAMP2:%.*]] = tail call target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32 0, i32 1, i32 1, i32 0, ptr nonnull [[SAMP2_NAME]])
// DXIL-DAG: [[IN:%.*]] = tail call target("dx.TypedBuffer", float, 0, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_0_0_0t(i32 0, i32 1, i32 1, i32 0, ptr nonnull [[IN_NAME]])
// DXIL: tail call <4 x float> @llvm.dx.resource.samplelevel.v4f32.tdx.Texture_v4f32_0_0_0_2t.tdx.Sampler_0t.v2f32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 2) [[TEX]], target("dx.Sampler", 0) [[SAMP1]], <2 x float> splat (float 2.500000e-01), float 0xBFB99999A0000000, <2 x i32> zeroinitializer)
// DXIL: tail call <4 x float> @llvm.dx.resource.samplelevel.v4f32.tdx.Texture_v4f32_0_0_0_2t.tdx.Sampler_0t.v2f32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 2) [[TEX]], target("dx.Sampler", 0) [[SAMP2]], <2 x float> splat (float 2.500000e-01), float 0xBFB99999A0000000, <2 x i32> zeroinitializer)
// DXIL: tail call <4 x float> @llvm.dx.resource.samplelevel.v4f32.tdx.Texture_v4f32_0_0_0_2t.tdx.Sampler_0t.v2f32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 2) [[TEX]], target("dx.Sampler", 0) [[SAMP1]], <2 x float> splat (float 2.500000e-01), float 0xBFB99999A0000000, <2 x i32> zeroinitializer)
// DXIL: tail call <4 x float> @llvm.dx.resource.samplelevel.v4f32.tdx.Texture_v4f32_0_0_0_2t.tdx.Sampler_0t.v2f32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 2) [[TEX]], target("dx.Sampler", 0) [[SAMP1]], <2 x float> splat (float 2.500000e-01), float 0x3FB99999A0000000, <2 x i32> zeroinitializer)
// DXIL: tail call <4 x float> @llvm.dx.resource.samplelevel.v4f32.tdx.Texture_v4f32_0_0_0_2t.tdx.Sampler_0t.v2f32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 2) [[TEX]], target("dx.Sampler", 0) [[SAMP1]], <2 x float> splat (float 2.500000e-01), float 0xBFB99999A0000000, <2 x i32> zeroinitializer)
// DXIL: tail call <4 x float> @llvm.dx.resource.samplelevel.v4f32.tdx.Texture_v4f32_0_0_0_2t.tdx.Sampler_0t.v2f32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 2) [[TEX]], target("dx.Sampler", 0) [[SAMP1]], <2 x float> splat (float 7.500000e-01), float 0xBFB99999A0000000, <2 x i32> zeroinitializer)
// DXIL: [[LODP:%.*]] = tail call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_0_0_0t(target("dx.TypedBuffer", float, 0, 0, 0) [[IN]], i32 0)
// DXIL-NEXT: [[LOD:%.*]] = load float, ptr [[LODP]], align 4
// DXIL-NEXT: tail call <4 x float> @llvm.dx.resource.samplelevel.v4f32.tdx.Texture_v4f32_0_0_0_2t.tdx.Sampler_0t.v2f32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 2) [[TEX]], target("dx.Sampler", 0) [[SAMP1]], <2 x float> splat (float 2.500000e-01), float [[LOD]], <2 x i32> zeroinitializer)

// SPV-LABEL: define void @main()
// SPV-DAG: [[TEX:%.*]] = tail call target("spirv.Image", float, 1, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_0_0_1_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull {{@[^ ]+}})
// SPV-DAG: [[SAMP1:%.*]] = tail call target("spirv.Sampler") @llvm.spv.resource.handlefrombinding.tspirv.Samplert(i32 0, i32 1, i32 1, i32 0, ptr nonnull {{@[^ ]+}})
// SPV-DAG: [[SAMP2:%.*]] = tail call target("spirv.Sampler") @llvm.spv.resource.handlefrombinding.tspirv.Samplert(i32 0, i32 2, i32 1, i32 0, ptr nonnull {{@[^ ]+}})
// SPV: tail call <4 x float> @llvm.spv.resource.samplelevel.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) [[TEX]], target("spirv.Sampler") [[SAMP1]], <2 x float> splat (float 2.500000e-01), float 0xBFB99999A0000000, <2 x i32> zeroinitializer)
// SPV: tail call <4 x float> @llvm.spv.resource.samplelevel.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) [[TEX]], target("spirv.Sampler") [[SAMP2]], <2 x float> splat (float 2.500000e-01), float 0xBFB99999A0000000, <2 x i32> zeroinitializer)

// LOWERED-COUNT-7: call %dx.types.ResRet.f32 @dx.op.sampleLevel.f32(i32 62,

// SPIRV-COUNT-7: OpImageSampleExplicitLod %v4float {{%[0-9a-z_]+}} {{%[0-9a-z_]+}} Lod
