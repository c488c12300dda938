; texel-verify-intrinsics accepts a well-formed call of every llvm.spv.resource.*
; texture intrinsic of the catalogue and leaves the module unchanged. Kinds:
; Texture1D, 1DArray, 2D (an array of four, nonuniformly indexed), 2DArray, 3D,
; Cube, CubeArray, 2DMS, 2DMSArray, RWTexture2D (Rgba32f), RWTexture3D (R32ui),
; Buffer, RWBuffer (Rgba32i); elements float4, float, half4, int4
; (spirv.SignedImage) and uint. Widths follow the kind table (coordinates,
; offsets, gradients, calculate.lod coordinates, load coordinates, size queries).
;
; RUN: %opt -load-pass-plugin=%plugin -passes=texel-verify-intrinsics -S %s | FileCheck %s
; RUN: %texel opt -p texel-verify-intrinsics %s | FileCheck %s

; Resource names (what handle creation points at).
@T1D.name = private unnamed_addr constant [4 x i8] c"T1D\00"
@T1DA.name = private unnamed_addr constant [5 x i8] c"T1DA\00"
@Textures.name = private unnamed_addr constant [9 x i8] c"Textures\00"
@Shadow.name = private unnamed_addr constant [7 x i8] c"Shadow\00"
@T2DA.name = private unnamed_addr constant [5 x i8] c"T2DA\00"
@ShadowArray.name = private unnamed_addr constant [12 x i8] c"ShadowArray\00"
@Volume.name = private unnamed_addr constant [7 x i8] c"Volume\00"
@IntVolume.name = private unnamed_addr constant [10 x i8] c"IntVolume\00"
@Cube.name = private unnamed_addr constant [5 x i8] c"Cube\00"
@CubeArray.name = private unnamed_addr constant [10 x i8] c"CubeArray\00"
@MS.name = private unnamed_addr constant [3 x i8] c"MS\00"
@MSArray.name = private unnamed_addr constant [8 x i8] c"MSArray\00"
@Output.name = private unnamed_addr constant [7 x i8] c"Output\00"
@Counts.name = private unnamed_addr constant [7 x i8] c"Counts\00"
@Buf.name = private unnamed_addr constant [4 x i8] c"Buf\00"
@RWBuf.name = private unnamed_addr constant [6 x i8] c"RWBuf\00"
@Samp.name = private unnamed_addr constant [5 x i8] c"Samp\00"
@CmpSamp.name = private unnamed_addr constant [8 x i8] c"CmpSamp\00"

; Results go to globals so that every call is used.
@out.f32 = global float 0.000000e+00, align 4
@out.v2f32 = global <2 x float> zeroinitializer, align 8
@out.v4f32 = global <4 x float> zeroinitializer, align 16
@out.v4f16 = global <4 x half> zeroinitializer, align 8
@out.i32 = global i32 0, align 4
@out.v2i32 = global <2 x i32> zeroinitializer, align 8
@out.v3i32 = global <3 x i32> zeroinitializer, align 16
@out.v4i32 = global <4 x i32> zeroinitializer, align 16

; The sampling operations, one texture kind after another.
;   [[vk::binding(0)]] Texture1D<float4> T1D
;   Texture1DArray<half4> T1DA (implicit binding)
;   [[vk::binding(2)]] Texture2D<float4> Textures[4], indexed NonUniformResourceIndex(i)
;   [[vk::binding(6)]] Texture2DArray<float4> T2DA
;   [[vk::binding(7)]] Texture3D<half4> Volume
;   [[vk::binding(8)]] TextureCube<float4> Cube
;   [[vk::binding(9)]] TextureCubeArray<float> CubeArray
;   [[vk::binding(16)]] SamplerState Samp
; CHECK-LABEL: define void @sample_ops(float %u, <2 x float> %uv, <3 x float> %uvw, <4 x float> %uvwa, float %ddx1, float %ddy1, <2 x float> %ddx2, <2 x float> %ddy2, <3 x float> %ddx3, <3 x float> %ddy3, float %bias, float %lod, float %clamp, i32 %i) {
; CHECK-NEXT: entry:
; CHECK-NEXT: [[T1D:%.*]] = call target("spirv.Image", float, 0, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_0_2_0_0_1_0t(i32 0, i32 0, i32 1, i32 0, ptr @T1D.name)
; CHECK-NEXT: [[T1DA:%.*]] = call target("spirv.Image", half, 0, 2, 1, 0, 1, 0) @llvm.spv.resource.handlefromimplicitbinding.tspirv.Image_f16_0_2_1_0_1_0t(i32 0, i32 0, i32 1, i32 0, ptr @T1DA.name)
; CHECK-NEXT: [[NONUNIFORM:%.*]] = call i32 @llvm.spv.resource.nonuniformindex(i32 %i)
; CHECK-NEXT: [[T2D:%.*]] = call target("spirv.Image", float, 1, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_0_0_1_0t(i32 0, i32 2, i32 4, i32 [[NONUNIFORM]], ptr @Textures.name)
; CHECK-NEXT: [[T2DA:%.*]] = call target("spirv.Image", float, 1, 2, 1, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_1_0_1_0t(i32 0, i32 6, i32 1, i32 0, ptr @T2DA.name)
; CHECK-NEXT: [[VOLUME:%.*]] = call target("spirv.Image", half, 2, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f16_2_2_0_0_1_0t(i32 0, i32 7, i32 1, i32 0, ptr @Volume.name)
; CHECK-NEXT: [[CUBE:%.*]] = call target("spirv.Image", float, 3, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_3_2_0_0_1_0t(i32 0, i32 8, i32 1, i32 0, ptr @Cube.name)
; CHECK-NEXT: [[CUBEARRAY:%.*]] = call target("spirv.Image", float, 3, 2, 1, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_3_2_1_0_1_0t(i32 0, i32 9, i32 1, i32 0, ptr @CubeArray.name)
; CHECK-NEXT: [[SAMP:%.*]] = call target("spirv.Sampler") @llvm.spv.resource.handlefrombinding.tspirv.Samplert(i32 0, i32 16, i32 1, i32 0, ptr @Samp.name)
; CHECK-NEXT: [[S_1D:%.*]] = call <4 x float> @llvm.spv.resource.sample.v4f32.tspirv.Image_f32_0_2_0_0_1_0t.tspirv.Samplert.f32.i32(target("spirv.Image", float, 0, 2, 0, 0, 1, 0) [[T1D]], target("spirv.Sampler") [[SAMP]], float %u, i32 1)
; CHECK-NEXT: store <4 x float> [[S_1D]], ptr @out.v4f32, align 16
; CHECK-NEXT: [[S_2D:%.*]] = call <4 x float> @llvm.spv.resource.sample.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) [[T2D]], target("spirv.Sampler") [[SAMP]], <2 x float> %uv, <2 x i32> <i32 -1, i32 2>)
; CHECK-NEXT: store <4 x float> [[S_2D]], ptr @out.v4f32, align 16
; CHECK-NEXT: [[S_CUBEARRAY:%.*]] = call float @llvm.spv.resource.sample.f32.tspirv.Image_f32_3_2_1_0_1_0t.tspirv.Samplert.v4f32.v3i32(target("spirv.Image", float, 3, 2, 1, 0, 1, 0) [[CUBEARRAY]], target("spirv.Sampler") [[SAMP]], <4 x float> %uvwa, <3 x i32> zeroinitializer)
; CHECK-NEXT: store float [[S_CUBEARRAY]], ptr @out.f32, align 4
; CHECK-NEXT: [[S_CUBEARRAY4:%.*]] = call <4 x float> @llvm.spv.resource.sample.v4f32.tspirv.Image_f32_3_2_1_0_1_0t.tspirv.Samplert.v4f32.v3i32(target("spirv.Image", float, 3, 2, 1, 0, 1, 0) [[CUBEARRAY]], target("spirv.Sampler") [[SAMP]], <4 x float> %uvwa, <3 x i32> zeroinitializer)
; CHECK-NEXT: store <4 x float> [[S_CUBEARRAY4]], ptr @out.v4f32, align 16
; CHECK-NEXT: [[SC_2DARRAY:%.*]] = call <4 x float> @llvm.spv.resource.sample.clamp.v4f32.tspirv.Image_f32_1_2_1_0_1_0t.tspirv.Samplert.v3f32.v2i32(target("spirv.Image", float, 1, 2, 1, 0, 1, 0) [[T2DA]], target("spirv.Sampler") [[SAMP]], <3 x float> %uvw, <2 x i32> zeroinitializer, float %clamp)
; CHECK-NEXT: store <4 x float> [[SC_2DARRAY]], ptr @out.v4f32, align 16
; CHECK-NEXT: [[SB_1DARRAY:%.*]] = call <4 x half> @llvm.spv.resource.samplebias.v4f16.tspirv.Image_f16_0_2_1_0_1_0t.tspirv.Samplert.v2f32.i32(target("spirv.Image", half, 0, 2, 1, 0, 1, 0) [[T1DA]], target("spirv.Sampler") [[SAMP]], <2 x float> %uv, float %bias, i32 -3)
; CHECK-NEXT: store <4 x half> [[SB_1DARRAY]], ptr @out.v4f16, align 8
; CHECK-NEXT: [[SBC_CUBE:%.*]] = call <4 x float> @llvm.spv.resource.samplebias.clamp.v4f32.tspirv.Image_f32_3_2_0_0_1_0t.tspirv.Samplert.v3f32.v3i32(target("spirv.Image", float, 3, 2, 0, 0, 1, 0) [[CUBE]], target("spirv.Sampler") [[SAMP]], <3 x float> %uvw, float %bias, <3 x i32> zeroinitializer, float %clamp)
; CHECK-NEXT: store <4 x float> [[SBC_CUBE]], ptr @out.v4f32, align 16
; CHECK-NEXT: [[SG_2DARRAY:%.*]] = call <4 x float> @llvm.spv.resource.samplegrad.v4f32.tspirv.Image_f32_1_2_1_0_1_0t.tspirv.Samplert.v3f32.v2f32.v2f32.v2i32(target("spirv.Image", float, 1, 2, 1, 0, 1, 0) [[T2DA]], target("spirv.Sampler") [[SAMP]], <3 x float> %uvw, <2 x float> %ddx2, <2 x float> %ddy2, <2 x i32> splat (i32 1))
; CHECK-NEXT: store <4 x float> [[SG_2DARRAY]], ptr @out.v4f32, align 16
; CHECK-NEXT: [[SG_1D:%.*]] = call <4 x float> @llvm.spv.resource.samplegrad.v4f32.tspirv.Image_f32_0_2_0_0_1_0t.tspirv.Samplert.f32.f32.f32.i32(target("spirv.Image", float, 0, 2, 0, 0, 1, 0) [[T1D]], target("spirv.Sampler") [[SAMP]], float %u, float %ddx1, float %ddy1, i32 0)
; CHECK-NEXT: store <4 x float> [[SG_1D]], ptr @out.v4f32, align 16
; CHECK-NEXT: [[SGC_3D:%.*]] = call <4 x half> @llvm.spv.resource.samplegrad.clamp.v4f16.tspirv.Image_f16_2_2_0_0_1_0t.tspirv.Samplert.v3f32.v3f32.v3f32.v3i32(target("spirv.Image", half, 2, 2, 0, 0, 1, 0) [[VOLUME]], target("spirv.Sampler") [[SAMP]], <3 x float> %uvw, <3 x float> %ddx3, <3 x float> %ddy3, <3 x i32> <i32 0, i32 1, i32 -1>, float %clamp)
; CHECK-NEXT: store <4 x half> [[SGC_3D]], ptr @out.v4f16, align 8
; CHECK-NEXT: [[SGC_CUBE:%.*]] = call <4 x float> @llvm.spv.resource.samplegrad.clamp.v4f32.tspirv.Image_f32_3_2_0_0_1_0t.tspirv.Samplert.v3f32.v3f32.v3f32.v3i32(target("spirv.Image", float, 3, 2, 0, 0, 1, 0) [[CUBE]], target("spirv.Sampler") [[SAMP]], <3 x float> %uvw, <3 x float> %ddx3, <3 x float> %ddy3, <3 x i32> zeroinitializer, float %clamp)
; CHECK-NEXT: store <4 x float> [[SGC_CUBE]], ptr @out.v4f32, align 16
; CHECK-NEXT: [[SL_CUBEARRAY:%.*]] = call float @llvm.spv.resource.samplelevel.f32.tspirv.Image_f32_3_2_1_0_1_0t.tspirv.Samplert.v4f32.v3i32(target("spirv.Image", float, 3, 2, 1, 0, 1, 0) [[CUBEARRAY]], target("spirv.Sampler") [[SAMP]], <4 x float> %uvwa, float %lod, <3 x i32> zeroinitializer)
; CHECK-NEXT: store float [[SL_CUBEARRAY]], ptr @out.f32, align 4
; CHECK-NEXT: [[SL_3D:%.*]] = call <4 x half> @llvm.spv.resource.samplelevel.v4f16.tspirv.Image_f16_2_2_0_0_1_0t.tspirv.Samplert.v3f32.v3i32(target("spirv.Image", half, 2, 2, 0, 0, 1, 0) [[VOLUME]], target("spirv.Sampler") [[SAMP]], <3 x float> %uvw, float %lod, <3 x i32> splat (i32 2))
; CHECK-NEXT: store <4 x half> [[SL_3D]], ptr @out.v4f16, align 8
; CHECK-NEXT: [[LOD_2DARRAY:%.*]] = call float @llvm.spv.resource.calculate.lod.f32.tspirv.Image_f32_1_2_1_0_1_0t.tspirv.Samplert.v2f32(target("spirv.Image", float, 1, 2, 1, 0, 1, 0) [[T2DA]], target("spirv.Sampler") [[SAMP]], <2 x float> %uv)
; CHECK-NEXT: store float [[LOD_2DARRAY]], ptr @out.f32, align 4
; CHECK-NEXT: [[LOD_1D:%.*]] = call float @llvm.spv.resource.calculate.lod.f32.tspirv.Image_f32_0_2_0_0_1_0t.tspirv.Samplert.f32(target("spirv.Image", float, 0, 2, 0, 0, 1, 0) [[T1D]], target("spirv.Sampler") [[SAMP]], float %u)
; CHECK-NEXT: store float [[LOD_1D]], ptr @out.f32, align 4
; CHECK-NEXT: [[LODU_3D:%.*]] = call float @llvm.spv.resource.calculate.lod.unclamped.f32.tspirv.Image_f16_2_2_0_0_1_0t.tspirv.Samplert.v3f32(target("spirv.Image", half, 2, 2, 0, 0, 1, 0) [[VOLUME]], target("spirv.Sampler") [[SAMP]], <3 x float> %uvw)
; CHECK-NEXT: store float [[LODU_3D]], ptr @out.f32, align 4
; CHECK-NEXT: [[LODU_CUBEARRAY:%.*]] = call float @llvm.spv.resource.calculate.lod.unclamped.f32.tspirv.Image_f32_3_2_1_0_1_0t.tspirv.Samplert.v3f32(target("spirv.Image", float, 3, 2, 1, 0, 1, 0) [[CUBEARRAY]], target("spirv.Sampler") [[SAMP]], <3 x float> %uvw)
; CHECK-NEXT: store float [[LODU_CUBEARRAY]], ptr @out.f32, align 4
; CHECK-NEXT: ret void
; CHECK-NEXT: }
define void @sample_ops(float %u, <2 x float> %uv, <3 x float> %uvw, <4 x float> %uvwa, float %ddx1, float %ddy1, <2 x float> %ddx2, <2 x float> %ddy2, <3 x float> %ddx3, <3 x float> %ddy3, float %bias, float %lod, float %clamp, i32 %i) {
entry:
  %t1d = call target("spirv.Image", float, 0, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_0_2_0_0_1_0t(i32 0, i32 0, i32 1, i32 0, ptr @T1D.name)
  %t1da = call target("spirv.Image", half, 0, 2, 1, 0, 1, 0) @llvm.spv.resource.handlefromimplicitbinding.tspirv.Image_f16_0_2_1_0_1_0t(i32 0, i32 0, i32 1, i32 0, ptr @T1DA.name)
  %nonuniform = call i32 @llvm.spv.resource.nonuniformindex(i32 %i)
  %t2d = call target("spirv.Image", float, 1, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_0_0_1_0t(i32 0, i32 2, i32 4, i32 %nonuniform, ptr @Textures.name)
  %t2da = call target("spirv.Image", float, 1, 2, 1, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_1_0_1_0t(i32 0, i32 6, i32 1, i32 0, ptr @T2DA.name)
  %volume = call target("spirv.Image", half, 2, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f16_2_2_0_0_1_0t(i32 0, i32 7, i32 1, i32 0, ptr @Volume.name)
  %cube = call target("spirv.Image", float, 3, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_3_2_0_0_1_0t(i32 0, i32 8, i32 1, i32 0, ptr @Cube.name)
  %cubearray = call target("spirv.Image", float, 3, 2, 1, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_3_2_1_0_1_0t(i32 0, i32 9, i32 1, i32 0, ptr @CubeArray.name)
  %samp = call target("spirv.Sampler") @llvm.spv.resource.handlefrombinding.tspirv.Samplert(i32 0, i32 16, i32 1, i32 0, ptr @Samp.name)
  %s.1d = call <4 x float> @llvm.spv.resource.sample.v4f32.tspirv.Image_f32_0_2_0_0_1_0t.tspirv.Samplert.f32.i32(target("spirv.Image", float, 0, 2, 0, 0, 1, 0) %t1d, target("spirv.Sampler") %samp, float %u, i32 1)
  store <4 x float> %s.1d, ptr @out.v4f32, align 16
  %s.2d = call <4 x float> @llvm.spv.resource.sample.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) %t2d, target("spirv.Sampler") %samp, <2 x float> %uv, <2 x i32> <i32 -1, i32 2>)
  store <4 x float> %s.2d, ptr @out.v4f32, align 16
  %s.cubearray = call float @llvm.spv.resource.sample.f32.tspirv.Image_f32_3_2_1_0_1_0t.tspirv.Samplert.v4f32.v3i32(target("spirv.Image", float, 3, 2, 1, 0, 1, 0) %cubearray, target("spirv.Sampler") %samp, <4 x float> %uvwa, <3 x i32> zeroinitializer)
  store float %s.cubearray, ptr @out.f32, align 4
  ; SPIR-V images do not record a component count: a 4-vector of the element
  ; scalar is a legal result for a Texture*<float> too.
  %s.cubearray4 = call <4 x float> @llvm.spv.resource.sample.v4f32.tspirv.Image_f32_3_2_1_0_1_0t.tspirv.Samplert.v4f32.v3i32(target("spirv.Image", float, 3, 2, 1, 0, 1, 0) %cubearray, target("spirv.Sampler") %samp, <4 x float> %uvwa, <3 x i32> zeroinitializer)
  store <4 x float> %s.cubearray4, ptr @out.v4f32, align 16
  %sc.2darray = call <4 x float> @llvm.spv.resource.sample.clamp.v4f32.tspirv.Image_f32_1_2_1_0_1_0t.tspirv.Samplert.v3f32.v2i32(target("spirv.Image", float, 1, 2, 1, 0, 1, 0) %t2da, target("spirv.Sampler") %samp, <3 x float> %uvw, <2 x i32> zeroinitializer, float %clamp)
  store <4 x float> %sc.2darray, ptr @out.v4f32, align 16
  %sb.1darray = call <4 x half> @llvm.spv.resource.samplebias.v4f16.tspirv.Image_f16_0_2_1_0_1_0t.tspirv.Samplert.v2f32.i32(target("spirv.Image", half, 0, 2, 1, 0, 1, 0) %t1da, target("spirv.Sampler") %samp, <2 x float> %uv, float %bias, i32 -3)
  store <4 x half> %sb.1darray, ptr @out.v4f16, align 8
  %sbc.cube = call <4 x float> @llvm.spv.resource.samplebias.clamp.v4f32.tspirv.Image_f32_3_2_0_0_1_0t.tspirv.Samplert.v3f32.v3i32(target("spirv.Image", float, 3, 2, 0, 0, 1, 0) %cube, target("spirv.Sampler") %samp, <3 x float> %uvw, float %bias, <3 x i32> zeroinitializer, float %clamp)
  store <4 x float> %sbc.cube, ptr @out.v4f32, align 16
  %sg.2darray = call <4 x float> @llvm.spv.resource.samplegrad.v4f32.tspirv.Image_f32_1_2_1_0_1_0t.tspirv.Samplert.v3f32.v2f32.v2f32.v2i32(target("spirv.Image", float, 1, 2, 1, 0, 1, 0) %t2da, target("spirv.Sampler") %samp, <3 x float> %uvw, <2 x float> %ddx2, <2 x float> %ddy2, <2 x i32> splat (i32 1))
  store <4 x float> %sg.2darray, ptr @out.v4f32, align 16
  %sg.1d = call <4 x float> @llvm.spv.resource.samplegrad.v4f32.tspirv.Image_f32_0_2_0_0_1_0t.tspirv.Samplert.f32.f32.f32.i32(target("spirv.Image", float, 0, 2, 0, 0, 1, 0) %t1d, target("spirv.Sampler") %samp, float %u, float %ddx1, float %ddy1, i32 0)
  store <4 x float> %sg.1d, ptr @out.v4f32, align 16
  %sgc.3d = call <4 x half> @llvm.spv.resource.samplegrad.clamp.v4f16.tspirv.Image_f16_2_2_0_0_1_0t.tspirv.Samplert.v3f32.v3f32.v3f32.v3i32(target("spirv.Image", half, 2, 2, 0, 0, 1, 0) %volume, target("spirv.Sampler") %samp, <3 x float> %uvw, <3 x float> %ddx3, <3 x float> %ddy3, <3 x i32> <i32 0, i32 1, i32 -1>, float %clamp)
  store <4 x half> %sgc.3d, ptr @out.v4f16, align 8
  %sgc.cube = call <4 x float> @llvm.spv.resource.samplegrad.clamp.v4f32.tspirv.Image_f32_3_2_0_0_1_0t.tspirv.Samplert.v3f32.v3f32.v3f32.v3i32(target("spirv.Image", float, 3, 2, 0, 0, 1, 0) %cube, target("spirv.Sampler") %samp, <3 x float> %uvw, <3 x float> %ddx3, <3 x float> %ddy3, <3 x i32> zeroinitializer, float %clamp)
  store <4 x float> %sgc.cube, ptr @out.v4f32, align 16
  %sl.cubearray = call float @llvm.spv.resource.samplelevel.f32.tspirv.Image_f32_3_2_1_0_1_0t.tspirv.Samplert.v4f32.v3i32(target("spirv.Image", float, 3, 2, 1, 0, 1, 0) %cubearray, target("spirv.Sampler") %samp, <4 x float> %uvwa, float %lod, <3 x i32> zeroinitializer)
  store float %sl.cubearray, ptr @out.f32, align 4
  %sl.3d = call <4 x half> @llvm.spv.resource.samplelevel.v4f16.tspirv.Image_f16_2_2_0_0_1_0t.tspirv.Samplert.v3f32.v3i32(target("spirv.Image", half, 2, 2, 0, 0, 1, 0) %volume, target("spirv.Sampler") %samp, <3 x float> %uvw, float %lod, <3 x i32> splat (i32 2))
  store <4 x half> %sl.3d, ptr @out.v4f16, align 8
  %lod.2darray = call float @llvm.spv.resource.calculate.lod.f32.tspirv.Image_f32_1_2_1_0_1_0t.tspirv.Samplert.v2f32(target("spirv.Image", float, 1, 2, 1, 0, 1, 0) %t2da, target("spirv.Sampler") %samp, <2 x float> %uv)
  store float %lod.2darray, ptr @out.f32, align 4
  %lod.1d = call float @llvm.spv.resource.calculate.lod.f32.tspirv.Image_f32_0_2_0_0_1_0t.tspirv.Samplert.f32(target("spirv.Image", float, 0, 2, 0, 0, 1, 0) %t1d, target("spirv.Sampler") %samp, float %u)
  store float %lod.1d, ptr @out.f32, align 4
  %lodu.3d = call float @llvm.spv.resource.calculate.lod.unclamped.f32.tspirv.Image_f16_2_2_0_0_1_0t.tspirv.Samplert.v3f32(target("spirv.Image", half, 2, 2, 0, 0, 1, 0) %volume, target("spirv.Sampler") %samp, <3 x float> %uvw)
  store float %lodu.3d, ptr @out.f32, align 4
  %lodu.cubearray = call float @llvm.spv.resource.calculate.lod.unclamped.f32.tspirv.Image_f32_3_2_1_0_1_0t.tspirv.Samplert.v3f32(target("spirv.Image", float, 3, 2, 1, 0, 1, 0) %cubearray, target("spirv.Sampler") %samp, <3 x float> %uvw)
  store float %lodu.cubearray, ptr @out.f32, align 4
  ret void
}

; The comparison operations, with a SamplerComparisonState (the same
; target("spirv.Sampler") type as a SamplerState).
;   [[vk::binding(1)]] Texture2D<float> Shadow
;   Texture2DArray<float> ShadowArray (implicit binding)
;   [[vk::binding(0)]] Texture1D<float4> T1D
;   [[vk::binding(8)]] TextureCube<float4> Cube
;   [[vk::binding(9)]] TextureCubeArray<float> CubeArray
;   [[vk::binding(17)]] SamplerComparisonState CmpSamp
; CHECK-LABEL: define void @compare_ops(float %u, <2 x float> %uv, <3 x float> %uvw, <4 x float> %uvwa, float %cmp, float %lod, float %clamp) {
; CHECK-NEXT: entry:
; CHECK-NEXT: [[SHADOW:%.*]] = call target("spirv.Image", float, 1, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_0_0_1_0t(i32 0, i32 1, i32 1, i32 0, ptr @Shadow.name)
; CHECK-NEXT: [[SHADOWARRAY:%.*]] = call target("spirv.Image", float, 1, 2, 1, 0, 1, 0) @llvm.spv.resource.handlefromimplicitbinding.tspirv.Image_f32_1_2_1_0_1_0t(i32 1, i32 0, i32 1, i32 0, ptr @ShadowArray.name)
; CHECK-NEXT: [[T1D:%.*]] = call target("spirv.Image", float, 0, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_0_2_0_0_1_0t(i32 0, i32 0, i32 1, i32 0, ptr @T1D.name)
; CHECK-NEXT: [[CUBE:%.*]] = call target("spirv.Image", float, 3, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_3_2_0_0_1_0t(i32 0, i32 8, i32 1, i32 0, ptr @Cube.name)
; CHECK-NEXT: [[CUBEARRAY:%.*]] = call target("spirv.Image", float, 3, 2, 1, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_3_2_1_0_1_0t(i32 0, i32 9, i32 1, i32 0, ptr @CubeArray.name)
; CHECK-NEXT: [[CMPSAMP:%.*]] = call target("spirv.Sampler") @llvm.spv.resource.handlefrombinding.tspirv.Samplert(i32 0, i32 17, i32 1, i32 0, ptr @CmpSamp.name)
; CHECK-NEXT: [[C_2D:%.*]] = call float @llvm.spv.resource.samplecmp.f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) [[SHADOW]], target("spirv.Sampler") [[CMPSAMP]], <2 x float> %uv, float %cmp, <2 x i32> <i32 1, i32 0>)
; CHECK-NEXT: store float [[C_2D]], ptr @out.f32, align 4
; CHECK-NEXT: [[CC_CUBEARRAY:%.*]] = call float @llvm.spv.resource.samplecmp.clamp.f32.tspirv.Image_f32_3_2_1_0_1_0t.tspirv.Samplert.v4f32.v3i32(target("spirv.Image", float, 3, 2, 1, 0, 1, 0) [[CUBEARRAY]], target("spirv.Sampler") [[CMPSAMP]], <4 x float> %uvwa, float %cmp, <3 x i32> zeroinitializer, float %clamp)
; CHECK-NEXT: store float [[CC_CUBEARRAY]], ptr @out.f32, align 4
; CHECK-NEXT: [[CZ_2DARRAY:%.*]] = call float @llvm.spv.resource.samplecmplevelzero.f32.tspirv.Image_f32_1_2_1_0_1_0t.tspirv.Samplert.v3f32.v2i32(target("spirv.Image", float, 1, 2, 1, 0, 1, 0) [[SHADOWARRAY]], target("spirv.Sampler") [[CMPSAMP]], <3 x float> %uvw, float %cmp, <2 x i32> zeroinitializer)
; CHECK-NEXT: store float [[CZ_2DARRAY]], ptr @out.f32, align 4
; CHECK-NEXT: [[CZ_1D:%.*]] = call float @llvm.spv.resource.samplecmplevelzero.f32.tspirv.Image_f32_0_2_0_0_1_0t.tspirv.Samplert.f32.i32(target("spirv.Image", float, 0, 2, 0, 0, 1, 0) [[T1D]], target("spirv.Sampler") [[CMPSAMP]], float %u, float %cmp, i32 2)
; CHECK-NEXT: store float [[CZ_1D]], ptr @out.f32, align 4
; CHECK-NEXT: [[CL_CUBE:%.*]] = call float @llvm.spv.resource.samplecmplevel.f32.tspirv.Image_f32_3_2_0_0_1_0t.tspirv.Samplert.v3f32.v3i32(target("spirv.Image", float, 3, 2, 0, 0, 1, 0) [[CUBE]], target("spirv.Sampler") [[CMPSAMP]], <3 x float> %uvw, float %cmp, float %lod, <3 x i32> zeroinitializer)
; CHECK-NEXT: store float [[CL_CUBE]], ptr @out.f32, align 4
; CHECK-NEXT: ret void
; CHECK-NEXT: }
define void @compare_ops(float %u, <2 x float> %uv, <3 x float> %uvw, <4 x float> %uvwa, float %cmp, float %lod, float %clamp) {
entry:
  %shadow = call target("spirv.Image", float, 1, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_0_0_1_0t(i32 0, i32 1, i32 1, i32 0, ptr @Shadow.name)
  %shadowarray = call target("spirv.Image", float, 1, 2, 1, 0, 1, 0) @llvm.spv.resource.handlefromimplicitbinding.tspirv.Image_f32_1_2_1_0_1_0t(i32 1, i32 0, i32 1, i32 0, ptr @ShadowArray.name)
  %t1d = call target("spirv.Image", float, 0, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_0_2_0_0_1_0t(i32 0, i32 0, i32 1, i32 0, ptr @T1D.name)
  %cube = call target("spirv.Image", float, 3, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_3_2_0_0_1_0t(i32 0, i32 8, i32 1, i32 0, ptr @Cube.name)
  %cubearray = call target("spirv.Image", float, 3, 2, 1, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_3_2_1_0_1_0t(i32 0, i32 9, i32 1, i32 0, ptr @CubeArray.name)
  %cmpsamp = call target("spirv.Sampler") @llvm.spv.resource.handlefrombinding.tspirv.Samplert(i32 0, i32 17, i32 1, i32 0, ptr @CmpSamp.name)
  %c.2d = call float @llvm.spv.resource.samplecmp.f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) %shadow, target("spirv.Sampler") %cmpsamp, <2 x float> %uv, float %cmp, <2 x i32> <i32 1, i32 0>)
  store float %c.2d, ptr @out.f32, align 4
  %cc.cubearray = call float @llvm.spv.resource.samplecmp.clamp.f32.tspirv.Image_f32_3_2_1_0_1_0t.tspirv.Samplert.v4f32.v3i32(target("spirv.Image", float, 3, 2, 1, 0, 1, 0) %cubearray, target("spirv.Sampler") %cmpsamp, <4 x float> %uvwa, float %cmp, <3 x i32> zeroinitializer, float %clamp)
  store float %cc.cubearray, ptr @out.f32, align 4
  %cz.2darray = call float @llvm.spv.resource.samplecmplevelzero.f32.tspirv.Image_f32_1_2_1_0_1_0t.tspirv.Samplert.v3f32.v2i32(target("spirv.Image", float, 1, 2, 1, 0, 1, 0) %shadowarray, target("spirv.Sampler") %cmpsamp, <3 x float> %uvw, float %cmp, <2 x i32> zeroinitializer)
  store float %cz.2darray, ptr @out.f32, align 4
  %cz.1d = call float @llvm.spv.resource.samplecmplevelzero.f32.tspirv.Image_f32_0_2_0_0_1_0t.tspirv.Samplert.f32.i32(target("spirv.Image", float, 0, 2, 0, 0, 1, 0) %t1d, target("spirv.Sampler") %cmpsamp, float %u, float %cmp, i32 2)
  store float %cz.1d, ptr @out.f32, align 4
  %cl.cube = call float @llvm.spv.resource.samplecmplevel.f32.tspirv.Image_f32_3_2_0_0_1_0t.tspirv.Samplert.v3f32.v3i32(target("spirv.Image", float, 3, 2, 0, 0, 1, 0) %cube, target("spirv.Sampler") %cmpsamp, <3 x float> %uvw, float %cmp, float %lod, <3 x i32> zeroinitializer)
  store float %cl.cube, ptr @out.f32, align 4
  ret void
}

; Gathers: four texels of one component; GatherCmp with a comparison sampler
; and no component operand (Vulkan gathers component 0).
;   [[vk::binding(2)]] Texture2D<float4> Textures[4], Textures[0]
;   [[vk::binding(6)]] Texture2DArray<float4> T2DA
;   [[vk::binding(8)]] TextureCube<float4> Cube
;   [[vk::binding(1)]] Texture2D<float> Shadow
;   [[vk::binding(9)]] TextureCubeArray<float> CubeArray
; CHECK-LABEL: define void @gather_ops(<2 x float> %uv, <3 x float> %uvw, <4 x float> %uvwa, float %cmp) {
; CHECK-NEXT: entry:
; CHECK-NEXT: [[T2D:%.*]] = call target("spirv.Image", float, 1, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_0_0_1_0t(i32 0, i32 2, i32 4, i32 0, ptr @Textures.name)
; CHECK-NEXT: [[T2DA:%.*]] = call target("spirv.Image", float, 1, 2, 1, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_1_0_1_0t(i32 0, i32 6, i32 1, i32 0, ptr @T2DA.name)
; CHECK-NEXT: [[CUBE:%.*]] = call target("spirv.Image", float, 3, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_3_2_0_0_1_0t(i32 0, i32 8, i32 1, i32 0, ptr @Cube.name)
; CHECK-NEXT: [[SHADOW:%.*]] = call target("spirv.Image", float, 1, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_0_0_1_0t(i32 0, i32 1, i32 1, i32 0, ptr @Shadow.name)
; CHECK-NEXT: [[CUBEARRAY:%.*]] = call target("spirv.Image", float, 3, 2, 1, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_3_2_1_0_1_0t(i32 0, i32 9, i32 1, i32 0, ptr @CubeArray.name)
; CHECK-NEXT: [[SAMP:%.*]] = call target("spirv.Sampler") @llvm.spv.resource.handlefrombinding.tspirv.Samplert(i32 0, i32 16, i32 1, i32 0, ptr @Samp.name)
; CHECK-NEXT: [[CMPSAMP:%.*]] = call target("spirv.Sampler") @llvm.spv.resource.handlefrombinding.tspirv.Samplert(i32 0, i32 17, i32 1, i32 0, ptr @CmpSamp.name)
; CHECK-NEXT: [[G_2D:%.*]] = call <4 x float> @llvm.spv.resource.gather.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) [[T2D]], target("spirv.Sampler") [[SAMP]], <2 x float> %uv, i32 0, <2 x i32> <i32 -2, i32 3>)
; CHECK-NEXT: store <4 x float> [[G_2D]], ptr @out.v4f32, align 16
; CHECK-NEXT: [[G_2DARRAY:%.*]] = call <4 x float> @llvm.spv.resource.gather.v4f32.tspirv.Image_f32_1_2_1_0_1_0t.tspirv.Samplert.v3f32.v2i32(target("spirv.Image", float, 1, 2, 1, 0, 1, 0) [[T2DA]], target("spirv.Sampler") [[SAMP]], <3 x float> %uvw, i32 3, <2 x i32> zeroinitializer)
; CHECK-NEXT: store <4 x float> [[G_2DARRAY]], ptr @out.v4f32, align 16
; CHECK-NEXT: [[G_CUBE:%.*]] = call <4 x float> @llvm.spv.resource.gather.v4f32.tspirv.Image_f32_3_2_0_0_1_0t.tspirv.Samplert.v3f32.v3i32(target("spirv.Image", float, 3, 2, 0, 0, 1, 0) [[CUBE]], target("spirv.Sampler") [[SAMP]], <3 x float> %uvw, i32 1, <3 x i32> zeroinitializer)
; CHECK-NEXT: store <4 x float> [[G_CUBE]], ptr @out.v4f32, align 16
; CHECK-NEXT: [[GC_2D:%.*]] = call <4 x float> @llvm.spv.resource.gather.cmp.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) [[SHADOW]], target("spirv.Sampler") [[CMPSAMP]], <2 x float> %uv, float %cmp, <2 x i32> <i32 1, i32 -1>)
; CHECK-NEXT: store <4 x float> [[GC_2D]], ptr @out.v4f32, align 16
; CHECK-NEXT: [[GC_CUBEARRAY:%.*]] = call <4 x float> @llvm.spv.resource.gather.cmp.v4f32.tspirv.Image_f32_3_2_1_0_1_0t.tspirv.Samplert.v4f32.v3i32(target("spirv.Image", float, 3, 2, 1, 0, 1, 0) [[CUBEARRAY]], target("spirv.Sampler") [[CMPSAMP]], <4 x float> %uvwa, float %cmp, <3 x i32> zeroinitializer)
; CHECK-NEXT: store <4 x float> [[GC_CUBEARRAY]], ptr @out.v4f32, align 16
; CHECK-NEXT: ret void
; CHECK-NEXT: }
define void @gather_ops(<2 x float> %uv, <3 x float> %uvw, <4 x float> %uvwa, float %cmp) {
entry:
  %t2d = call target("spirv.Image", float, 1, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_0_0_1_0t(i32 0, i32 2, i32 4, i32 0, ptr @Textures.name)
  %t2da = call target("spirv.Image", float, 1, 2, 1, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_1_0_1_0t(i32 0, i32 6, i32 1, i32 0, ptr @T2DA.name)
  %cube = call target("spirv.Image", float, 3, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_3_2_0_0_1_0t(i32 0, i32 8, i32 1, i32 0, ptr @Cube.name)
  %shadow = call target("spirv.Image", float, 1, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_0_0_1_0t(i32 0, i32 1, i32 1, i32 0, ptr @Shadow.name)
  %cubearray = call target("spirv.Image", float, 3, 2, 1, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_3_2_1_0_1_0t(i32 0, i32 9, i32 1, i32 0, ptr @CubeArray.name)
  %samp = call target("spirv.Sampler") @llvm.spv.resource.handlefrombinding.tspirv.Samplert(i32 0, i32 16, i32 1, i32 0, ptr @Samp.name)
  %cmpsamp = call target("spirv.Sampler") @llvm.spv.resource.handlefrombinding.tspirv.Samplert(i32 0, i32 17, i32 1, i32 0, ptr @CmpSamp.name)
  %g.2d = call <4 x float> @llvm.spv.resource.gather.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) %t2d, target("spirv.Sampler") %samp, <2 x float> %uv, i32 0, <2 x i32> <i32 -2, i32 3>)
  store <4 x float> %g.2d, ptr @out.v4f32, align 16
  %g.2darray = call <4 x float> @llvm.spv.resource.gather.v4f32.tspirv.Image_f32_1_2_1_0_1_0t.tspirv.Samplert.v3f32.v2i32(target("spirv.Image", float, 1, 2, 1, 0, 1, 0) %t2da, target("spirv.Sampler") %samp, <3 x float> %uvw, i32 3, <2 x i32> zeroinitializer)
  store <4 x float> %g.2darray, ptr @out.v4f32, align 16
  %g.cube = call <4 x float> @llvm.spv.resource.gather.v4f32.tspirv.Image_f32_3_2_0_0_1_0t.tspirv.Samplert.v3f32.v3i32(target("spirv.Image", float, 3, 2, 0, 0, 1, 0) %cube, target("spirv.Sampler") %samp, <3 x float> %uvw, i32 1, <3 x i32> zeroinitializer)
  store <4 x float> %g.cube, ptr @out.v4f32, align 16
  %gc.2d = call <4 x float> @llvm.spv.resource.gather.cmp.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) %shadow, target("spirv.Sampler") %cmpsamp, <2 x float> %uv, float %cmp, <2 x i32> <i32 1, i32 -1>)
  store <4 x float> %gc.2d, ptr @out.v4f32, align 16
  %gc.cubearray = call <4 x float> @llvm.spv.resource.gather.cmp.v4f32.tspirv.Image_f32_3_2_1_0_1_0t.tspirv.Samplert.v4f32.v3i32(target("spirv.Image", float, 3, 2, 1, 0, 1, 0) %cubearray, target("spirv.Sampler") %cmpsamp, <4 x float> %uvwa, float %cmp, <3 x i32> zeroinitializer)
  store <4 x float> %gc.cubearray, ptr @out.v4f32, align 16
  ret void
}

; Loads (mip level, multisample), stores and buffer element pointers
; (ptr addrspace(11)).
;   [[vk::binding(0)]] Texture1D<float4> T1D
;   Texture1DArray<half4> T1DA (implicit binding)
;   [[vk::binding(2)]] Texture2D<float4> Textures[4], Textures[1]
;   [[vk::binding(6)]] Texture2DArray<float4> T2DA
;   [[vk::binding(10)]] Texture3D<int4> IntVolume
;   [[vk::binding(11)]] Texture2DMS<float4, 4> MS
;   [[vk::binding(12)]] Texture2DMSArray<uint> MSArray
;   [[vk::binding(14)]] RWTexture2D<float4> Output
;   [[vk::binding(15)]] RWTexture3D<uint> Counts
;   [[vk::binding(13)]] Buffer<float4> Buf
;   RWBuffer<int4> RWBuf (implicit binding)
; CHECK-LABEL: define void @load_store_ops(i32 %x, <2 x i32> %xy, <3 x i32> %xyz, i32 %mip, i32 %sample) {
; CHECK-NEXT: entry:
; CHECK-NEXT: [[T1D:%.*]] = call target("spirv.Image", float, 0, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_0_2_0_0_1_0t(i32 0, i32 0, i32 1, i32 0, ptr @T1D.name)
; CHECK-NEXT: [[T1DA:%.*]] = call target("spirv.Image", half, 0, 2, 1, 0, 1, 0) @llvm.spv.resource.handlefromimplicitbinding.tspirv.Image_f16_0_2_1_0_1_0t(i32 0, i32 0, i32 1, i32 0, ptr @T1DA.name)
; CHECK-NEXT: [[T2D:%.*]] = call target("spirv.Image", float, 1, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_0_0_1_0t(i32 0, i32 2, i32 4, i32 1, ptr @Textures.name)
; CHECK-NEXT: [[T2DA:%.*]] = call target("spirv.Image", float, 1, 2, 1, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_1_0_1_0t(i32 0, i32 6, i32 1, i32 0, ptr @T2DA.name)
; CHECK-NEXT: [[INTVOLUME:%.*]] = call target("spirv.SignedImage", i32, 2, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.SignedImage_i32_2_2_0_0_1_0t(i32 0, i32 10, i32 1, i32 0, ptr @IntVolume.name)
; CHECK-NEXT: [[MS:%.*]] = call target("spirv.Image", float, 1, 2, 0, 1, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_0_1_1_0t(i32 0, i32 11, i32 1, i32 0, ptr @MS.name)
; CHECK-NEXT: [[MSARRAY:%.*]] = call target("spirv.Image", i32, 1, 2, 1, 1, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_i32_1_2_1_1_1_0t(i32 0, i32 12, i32 1, i32 0, ptr @MSArray.name)
; CHECK-NEXT: [[OUTPUT:%.*]] = call target("spirv.Image", float, 1, 2, 0, 0, 2, 1) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_0_0_2_1t(i32 0, i32 14, i32 1, i32 0, ptr @Output.name)
; CHECK-NEXT: [[COUNTS:%.*]] = call target("spirv.Image", i32, 2, 2, 0, 0, 2, 33) @llvm.spv.resource.handlefrombinding.tspirv.Image_i32_2_2_0_0_2_33t(i32 0, i32 15, i32 1, i32 0, ptr @Counts.name)
; CHECK-NEXT: [[BUF:%.*]] = call target("spirv.Image", float, 5, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_1_0t(i32 0, i32 13, i32 1, i32 0, ptr @Buf.name)
; CHECK-NEXT: [[RWBUF:%.*]] = call target("spirv.SignedImage", i32, 5, 2, 0, 0, 2, 21) @llvm.spv.resource.handlefromimplicitbinding.tspirv.SignedImage_i32_5_2_0_0_2_21t(i32 2, i32 0, i32 1, i32 0, ptr @RWBuf.name)
; CHECK-NEXT: [[L_1D:%.*]] = call <4 x float> @llvm.spv.resource.load.level.v4f32.tspirv.Image_f32_0_2_0_0_1_0t.i32.i32.i32(target("spirv.Image", float, 0, 2, 0, 0, 1, 0) [[T1D]], i32 %x, i32 %mip, i32 0)
; CHECK-NEXT: store <4 x float> [[L_1D]], ptr @out.v4f32, align 16
; CHECK-NEXT: [[L_1DARRAY:%.*]] = call <4 x half> @llvm.spv.resource.load.level.v4f16.tspirv.Image_f16_0_2_1_0_1_0t.v2i32.i32.i32(target("spirv.Image", half, 0, 2, 1, 0, 1, 0) [[T1DA]], <2 x i32> %xy, i32 %mip, i32 -1)
; CHECK-NEXT: store <4 x half> [[L_1DARRAY]], ptr @out.v4f16, align 8
; CHECK-NEXT: [[L_2D:%.*]] = call <4 x float> @llvm.spv.resource.load.level.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.v2i32.i32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) [[T2D]], <2 x i32> %xy, i32 %mip, <2 x i32> <i32 1, i32 -1>)
; CHECK-NEXT: [[L_2DARRAY:%.*]] = call <4 x float> @llvm.spv.resource.load.level.v4f32.tspirv.Image_f32_1_2_1_0_1_0t.v3i32.i32.v2i32(target("spirv.Image", float, 1, 2, 1, 0, 1, 0) [[T2DA]], <3 x i32> %xyz, i32 0, <2 x i32> zeroinitializer)
; CHECK-NEXT: store <4 x float> [[L_2DARRAY]], ptr @out.v4f32, align 16
; CHECK-NEXT: [[L_3D:%.*]] = call <4 x i32> @llvm.spv.resource.load.level.v4i32.tspirv.SignedImage_i32_2_2_0_0_1_0t.v3i32.i32.v3i32(target("spirv.SignedImage", i32, 2, 2, 0, 0, 1, 0) [[INTVOLUME]], <3 x i32> %xyz, i32 %mip, <3 x i32> <i32 0, i32 0, i32 1>)
; CHECK-NEXT: store <4 x i32> [[L_3D]], ptr @out.v4i32, align 16
; CHECK-NEXT: [[L_RW2D:%.*]] = call <4 x float> @llvm.spv.resource.load.level.v4f32.tspirv.Image_f32_1_2_0_0_2_1t.v2i32.i32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 2, 1) [[OUTPUT]], <2 x i32> %xy, i32 poison, <2 x i32> zeroinitializer)
; CHECK-NEXT: [[L_RW3D:%.*]] = call i32 @llvm.spv.resource.load.level.i32.tspirv.Image_i32_2_2_0_0_2_33t.v3i32.i32.v3i32(target("spirv.Image", i32, 2, 2, 0, 0, 2, 33) [[COUNTS]], <3 x i32> %xyz, i32 poison, <3 x i32> zeroinitializer)
; CHECK-NEXT: [[M_2D:%.*]] = call <4 x float> @llvm.spv.resource.load.ms.v4f32.tspirv.Image_f32_1_2_0_1_1_0t.v2i32.v2i32(target("spirv.Image", float, 1, 2, 0, 1, 1, 0) [[MS]], <2 x i32> %xy, i32 %sample, <2 x i32> zeroinitializer)
; CHECK-NEXT: [[M_2DARRAY:%.*]] = call i32 @llvm.spv.resource.load.ms.i32.tspirv.Image_i32_1_2_1_1_1_0t.v3i32.v2i32(target("spirv.Image", i32, 1, 2, 1, 1, 1, 0) [[MSARRAY]], <3 x i32> %xyz, i32 %sample, <2 x i32> splat (i32 1))
; CHECK-NEXT: [[SUM:%.*]] = fadd <4 x float> [[L_2D]], [[M_2D]]
; CHECK-NEXT: [[BLEND:%.*]] = fadd <4 x float> [[SUM]], [[L_RW2D]]
; CHECK-NEXT: call void @llvm.spv.resource.store.texture.tspirv.Image_f32_1_2_0_0_2_1t.v2i32.v4f32(target("spirv.Image", float, 1, 2, 0, 0, 2, 1) [[OUTPUT]], <2 x i32> %xy, <4 x float> [[BLEND]])
; CHECK-NEXT: [[COUNT:%.*]] = add i32 [[L_RW3D]], [[M_2DARRAY]]
; CHECK-NEXT: call void @llvm.spv.resource.store.texture.tspirv.Image_i32_2_2_0_0_2_33t.v3i32.i32(target("spirv.Image", i32, 2, 2, 0, 0, 2, 33) [[COUNTS]], <3 x i32> %xyz, i32 [[COUNT]])
; CHECK-NEXT: [[P_BUF:%.*]] = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_1_0t(target("spirv.Image", float, 5, 2, 0, 0, 1, 0) [[BUF]], i32 %x)
; CHECK-NEXT: [[E_BUF:%.*]] = load <4 x float>, ptr addrspace(11) [[P_BUF]], align 16
; CHECK-NEXT: store <4 x float> [[E_BUF]], ptr @out.v4f32, align 16
; CHECK-NEXT: [[P_RWBUF:%.*]] = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.SignedImage_i32_5_2_0_0_2_21t(target("spirv.SignedImage", i32, 5, 2, 0, 0, 2, 21) [[RWBUF]], i32 %x)
; CHECK-NEXT: [[E_RWBUF:%.*]] = load <4 x i32>, ptr addrspace(11) [[P_RWBUF]], align 16
; CHECK-NEXT: [[E_NEXT:%.*]] = add <4 x i32> [[E_RWBUF]], splat (i32 1)
; CHECK-NEXT: store <4 x i32> [[E_NEXT]], ptr addrspace(11) [[P_RWBUF]], align 16
; CHECK-NEXT: ret void
; CHECK-NEXT: }
define void @load_store_ops(i32 %x, <2 x i32> %xy, <3 x i32> %xyz, i32 %mip, i32 %sample) {
entry:
  %t1d = call target("spirv.Image", float, 0, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_0_2_0_0_1_0t(i32 0, i32 0, i32 1, i32 0, ptr @T1D.name)
  %t1da = call target("spirv.Image", half, 0, 2, 1, 0, 1, 0) @llvm.spv.resource.handlefromimplicitbinding.tspirv.Image_f16_0_2_1_0_1_0t(i32 0, i32 0, i32 1, i32 0, ptr @T1DA.name)
  %t2d = call target("spirv.Image", float, 1, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_0_0_1_0t(i32 0, i32 2, i32 4, i32 1, ptr @Textures.name)
  %t2da = call target("spirv.Image", float, 1, 2, 1, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_1_0_1_0t(i32 0, i32 6, i32 1, i32 0, ptr @T2DA.name)
  %intvolume = call target("spirv.SignedImage", i32, 2, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.SignedImage_i32_2_2_0_0_1_0t(i32 0, i32 10, i32 1, i32 0, ptr @IntVolume.name)
  %ms = call target("spirv.Image", float, 1, 2, 0, 1, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_0_1_1_0t(i32 0, i32 11, i32 1, i32 0, ptr @MS.name)
  %msarray = call target("spirv.Image", i32, 1, 2, 1, 1, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_i32_1_2_1_1_1_0t(i32 0, i32 12, i32 1, i32 0, ptr @MSArray.name)
  %output = call target("spirv.Image", float, 1, 2, 0, 0, 2, 1) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_0_0_2_1t(i32 0, i32 14, i32 1, i32 0, ptr @Output.name)
  %counts = call target("spirv.Image", i32, 2, 2, 0, 0, 2, 33) @llvm.spv.resource.handlefrombinding.tspirv.Image_i32_2_2_0_0_2_33t(i32 0, i32 15, i32 1, i32 0, ptr @Counts.name)
  %buf = call target("spirv.Image", float, 5, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_1_0t(i32 0, i32 13, i32 1, i32 0, ptr @Buf.name)
  %rwbuf = call target("spirv.SignedImage", i32, 5, 2, 0, 0, 2, 21) @llvm.spv.resource.handlefromimplicitbinding.tspirv.SignedImage_i32_5_2_0_0_2_21t(i32 2, i32 0, i32 1, i32 0, ptr @RWBuf.name)
  %l.1d = call <4 x float> @llvm.spv.resource.load.level.v4f32.tspirv.Image_f32_0_2_0_0_1_0t.i32.i32.i32(target("spirv.Image", float, 0, 2, 0, 0, 1, 0) %t1d, i32 %x, i32 %mip, i32 0)
  store <4 x float> %l.1d, ptr @out.v4f32, align 16
  %l.1darray = call <4 x half> @llvm.spv.resource.load.level.v4f16.tspirv.Image_f16_0_2_1_0_1_0t.v2i32.i32.i32(target("spirv.Image", half, 0, 2, 1, 0, 1, 0) %t1da, <2 x i32> %xy, i32 %mip, i32 -1)
  store <4 x half> %l.1darray, ptr @out.v4f16, align 8
  %l.2d = call <4 x float> @llvm.spv.resource.load.level.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.v2i32.i32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) %t2d, <2 x i32> %xy, i32 %mip, <2 x i32> <i32 1, i32 -1>)
  %l.2darray = call <4 x float> @llvm.spv.resource.load.level.v4f32.tspirv.Image_f32_1_2_1_0_1_0t.v3i32.i32.v2i32(target("spirv.Image", float, 1, 2, 1, 0, 1, 0) %t2da, <3 x i32> %xyz, i32 0, <2 x i32> zeroinitializer)
  store <4 x float> %l.2darray, ptr @out.v4f32, align 16
  %l.3d = call <4 x i32> @llvm.spv.resource.load.level.v4i32.tspirv.SignedImage_i32_2_2_0_0_1_0t.v3i32.i32.v3i32(target("spirv.SignedImage", i32, 2, 2, 0, 0, 1, 0) %intvolume, <3 x i32> %xyz, i32 %mip, <3 x i32> <i32 0, i32 0, i32 1>)
  store <4 x i32> %l.3d, ptr @out.v4i32, align 16
  %l.rw2d = call <4 x float> @llvm.spv.resource.load.level.v4f32.tspirv.Image_f32_1_2_0_0_2_1t.v2i32.i32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 2, 1) %output, <2 x i32> %xy, i32 poison, <2 x i32> zeroinitializer)
  %l.rw3d = call i32 @llvm.spv.resource.load.level.i32.tspirv.Image_i32_2_2_0_0_2_33t.v3i32.i32.v3i32(target("spirv.Image", i32, 2, 2, 0, 0, 2, 33) %counts, <3 x i32> %xyz, i32 poison, <3 x i32> zeroinitializer)
  %m.2d = call <4 x float> @llvm.spv.resource.load.ms.v4f32.tspirv.Image_f32_1_2_0_1_1_0t.v2i32.v2i32(target("spirv.Image", float, 1, 2, 0, 1, 1, 0) %ms, <2 x i32> %xy, i32 %sample, <2 x i32> zeroinitializer)
  %m.2darray = call i32 @llvm.spv.resource.load.ms.i32.tspirv.Image_i32_1_2_1_1_1_0t.v3i32.v2i32(target("spirv.Image", i32, 1, 2, 1, 1, 1, 0) %msarray, <3 x i32> %xyz, i32 %sample, <2 x i32> splat (i32 1))
  %sum = fadd <4 x float> %l.2d, %m.2d
  %blend = fadd <4 x float> %sum, %l.rw2d
  call void @llvm.spv.resource.store.texture.tspirv.Image_f32_1_2_0_0_2_1t.v2i32.v4f32(target("spirv.Image", float, 1, 2, 0, 0, 2, 1) %output, <2 x i32> %xy, <4 x float> %blend)
  %count = add i32 %l.rw3d, %m.2darray
  call void @llvm.spv.resource.store.texture.tspirv.Image_i32_2_2_0_0_2_33t.v3i32.i32(target("spirv.Image", i32, 2, 2, 0, 0, 2, 33) %counts, <3 x i32> %xyz, i32 %count)
  %p.buf = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_1_0t(target("spirv.Image", float, 5, 2, 0, 0, 1, 0) %buf, i32 %x)
  %e.buf = load <4 x float>, ptr addrspace(11) %p.buf, align 16
  store <4 x float> %e.buf, ptr @out.v4f32, align 16
  %p.rwbuf = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.SignedImage_i32_5_2_0_0_2_21t(target("spirv.SignedImage", i32, 5, 2, 0, 0, 2, 21) %rwbuf, i32 %x)
  %e.rwbuf = load <4 x i32>, ptr addrspace(11) %p.rwbuf, align 16
  %e.next = add <4 x i32> %e.rwbuf, splat (i32 1)
  store <4 x i32> %e.next, ptr addrspace(11) %p.rwbuf, align 16
  ret void
}

; GetDimensions in all its forms, and GetSamplePosition.
; CHECK-LABEL: define void @query_ops(i32 %mip, i32 %sample) {
; CHECK-NEXT: entry:
; CHECK-NEXT: [[T1D:%.*]] = call target("spirv.Image", float, 0, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_0_2_0_0_1_0t(i32 0, i32 0, i32 1, i32 0, ptr @T1D.name)
; CHECK-NEXT: [[T1DA:%.*]] = call target("spirv.Image", half, 0, 2, 1, 0, 1, 0) @llvm.spv.resource.handlefromimplicitbinding.tspirv.Image_f16_0_2_1_0_1_0t(i32 0, i32 0, i32 1, i32 0, ptr @T1DA.name)
; CHECK-NEXT: [[T2D:%.*]] = call target("spirv.Image", float, 1, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_0_0_1_0t(i32 0, i32 2, i32 4, i32 3, ptr @Textures.name)
; CHECK-NEXT: [[T2DA:%.*]] = call target("spirv.Image", float, 1, 2, 1, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_1_0_1_0t(i32 0, i32 6, i32 1, i32 0, ptr @T2DA.name)
; CHECK-NEXT: [[INTVOLUME:%.*]] = call target("spirv.SignedImage", i32, 2, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.SignedImage_i32_2_2_0_0_1_0t(i32 0, i32 10, i32 1, i32 0, ptr @IntVolume.name)
; CHECK-NEXT: [[CUBE:%.*]] = call target("spirv.Image", float, 3, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_3_2_0_0_1_0t(i32 0, i32 8, i32 1, i32 0, ptr @Cube.name)
; CHECK-NEXT: [[CUBEARRAY:%.*]] = call target("spirv.Image", float, 3, 2, 1, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_3_2_1_0_1_0t(i32 0, i32 9, i32 1, i32 0, ptr @CubeArray.name)
; CHECK-NEXT: [[MS:%.*]] = call target("spirv.Image", float, 1, 2, 0, 1, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_0_1_1_0t(i32 0, i32 11, i32 1, i32 0, ptr @MS.name)
; CHECK-NEXT: [[MSARRAY:%.*]] = call target("spirv.Image", i32, 1, 2, 1, 1, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_i32_1_2_1_1_1_0t(i32 0, i32 12, i32 1, i32 0, ptr @MSArray.name)
; CHECK-NEXT: [[OUTPUT:%.*]] = call target("spirv.Image", float, 1, 2, 0, 0, 2, 1) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_0_0_2_1t(i32 0, i32 14, i32 1, i32 0, ptr @Output.name)
; CHECK-NEXT: [[COUNTS:%.*]] = call target("spirv.Image", i32, 2, 2, 0, 0, 2, 33) @llvm.spv.resource.handlefrombinding.tspirv.Image_i32_2_2_0_0_2_33t(i32 0, i32 15, i32 1, i32 0, ptr @Counts.name)
; CHECK-NEXT: [[BUF:%.*]] = call target("spirv.Image", float, 5, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_1_0t(i32 0, i32 13, i32 1, i32 0, ptr @Buf.name)
; CHECK-NEXT: [[RWBUF:%.*]] = call target("spirv.SignedImage", i32, 5, 2, 0, 0, 2, 21) @llvm.spv.resource.handlefromimplicitbinding.tspirv.SignedImage_i32_5_2_0_0_2_21t(i32 2, i32 0, i32 1, i32 0, ptr @RWBuf.name)
; CHECK-NEXT: [[D_BUF:%.*]] = call i32 @llvm.spv.resource.getdimensions.x.tspirv.Image_f32_5_2_0_0_1_0t(target("spirv.Image", float, 5, 2, 0, 0, 1, 0) [[BUF]])
; CHECK-NEXT: store i32 [[D_BUF]], ptr @out.i32, align 4
; CHECK-NEXT: [[D_RWBUF:%.*]] = call i32 @llvm.spv.resource.getdimensions.x.tspirv.SignedImage_i32_5_2_0_0_2_21t(target("spirv.SignedImage", i32, 5, 2, 0, 0, 2, 21) [[RWBUF]])
; CHECK-NEXT: store i32 [[D_RWBUF]], ptr @out.i32, align 4
; CHECK-NEXT: [[D_1D:%.*]] = call i32 @llvm.spv.resource.getdimensions.x.tspirv.Image_f32_0_2_0_0_1_0t(target("spirv.Image", float, 0, 2, 0, 0, 1, 0) [[T1D]])
; CHECK-NEXT: store i32 [[D_1D]], ptr @out.i32, align 4
; CHECK-NEXT: [[D_RW2D:%.*]] = call <2 x i32> @llvm.spv.resource.getdimensions.xy.tspirv.Image_f32_1_2_0_0_2_1t(target("spirv.Image", float, 1, 2, 0, 0, 2, 1) [[OUTPUT]])
; CHECK-NEXT: store <2 x i32> [[D_RW2D]], ptr @out.v2i32, align 8
; CHECK-NEXT: [[D_1DARRAY:%.*]] = call <2 x i32> @llvm.spv.resource.getdimensions.xy.tspirv.Image_f16_0_2_1_0_1_0t(target("spirv.Image", half, 0, 2, 1, 0, 1, 0) [[T1DA]])
; CHECK-NEXT: store <2 x i32> [[D_1DARRAY]], ptr @out.v2i32, align 8
; CHECK-NEXT: [[D_CUBE:%.*]] = call <2 x i32> @llvm.spv.resource.getdimensions.xy.tspirv.Image_f32_3_2_0_0_1_0t(target("spirv.Image", float, 3, 2, 0, 0, 1, 0) [[CUBE]])
; CHECK-NEXT: store <2 x i32> [[D_CUBE]], ptr @out.v2i32, align 8
; CHECK-NEXT: [[D_2DARRAY:%.*]] = call <3 x i32> @llvm.spv.resource.getdimensions.xyz.tspirv.Image_f32_1_2_1_0_1_0t(target("spirv.Image", float, 1, 2, 1, 0, 1, 0) [[T2DA]])
; CHECK-NEXT: store <3 x i32> [[D_2DARRAY]], ptr @out.v3i32, align 16
; CHECK-NEXT: [[D_RW3D:%.*]] = call <3 x i32> @llvm.spv.resource.getdimensions.xyz.tspirv.Image_i32_2_2_0_0_2_33t(target("spirv.Image", i32, 2, 2, 0, 0, 2, 33) [[COUNTS]])
; CHECK-NEXT: store <3 x i32> [[D_RW3D]], ptr @out.v3i32, align 16
; CHECK-NEXT: [[D_CUBEARRAY:%.*]] = call <3 x i32> @llvm.spv.resource.getdimensions.xyz.tspirv.Image_f32_3_2_1_0_1_0t(target("spirv.Image", float, 3, 2, 1, 0, 1, 0) [[CUBEARRAY]])
; CHECK-NEXT: store <3 x i32> [[D_CUBEARRAY]], ptr @out.v3i32, align 16
; CHECK-NEXT: [[DL_1D:%.*]] = call <2 x i32> @llvm.spv.resource.getdimensions.levels.x.tspirv.Image_f32_0_2_0_0_1_0t(target("spirv.Image", float, 0, 2, 0, 0, 1, 0) [[T1D]], i32 %mip)
; CHECK-NEXT: store <2 x i32> [[DL_1D]], ptr @out.v2i32, align 8
; CHECK-NEXT: [[DL_2D:%.*]] = call <3 x i32> @llvm.spv.resource.getdimensions.levels.xy.tspirv.Image_f32_1_2_0_0_1_0t(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) [[T2D]], i32 %mip)
; CHECK-NEXT: store <3 x i32> [[DL_2D]], ptr @out.v3i32, align 16
; CHECK-NEXT: [[DL_CUBE:%.*]] = call <3 x i32> @llvm.spv.resource.getdimensions.levels.xy.tspirv.Image_f32_3_2_0_0_1_0t(target("spirv.Image", float, 3, 2, 0, 0, 1, 0) [[CUBE]], i32 0)
; CHECK-NEXT: store <3 x i32> [[DL_CUBE]], ptr @out.v3i32, align 16
; CHECK-NEXT: [[DL_3D:%.*]] = call <4 x i32> @llvm.spv.resource.getdimensions.levels.xyz.tspirv.SignedImage_i32_2_2_0_0_1_0t(target("spirv.SignedImage", i32, 2, 2, 0, 0, 1, 0) [[INTVOLUME]], i32 %mip)
; CHECK-NEXT: store <4 x i32> [[DL_3D]], ptr @out.v4i32, align 16
; CHECK-NEXT: [[DL_CUBEARRAY:%.*]] = call <4 x i32> @llvm.spv.resource.getdimensions.levels.xyz.tspirv.Image_f32_3_2_1_0_1_0t(target("spirv.Image", float, 3, 2, 1, 0, 1, 0) [[CUBEARRAY]], i32 1)
; CHECK-NEXT: store <4 x i32> [[DL_CUBEARRAY]], ptr @out.v4i32, align 16
; CHECK-NEXT: [[DM_2D:%.*]] = call <3 x i32> @llvm.spv.resource.getdimensions.ms.xy.tspirv.Image_f32_1_2_0_1_1_0t(target("spirv.Image", float, 1, 2, 0, 1, 1, 0) [[MS]])
; CHECK-NEXT: store <3 x i32> [[DM_2D]], ptr @out.v3i32, align 16
; CHECK-NEXT: [[DM_2DARRAY:%.*]] = call <4 x i32> @llvm.spv.resource.getdimensions.ms.xyz.tspirv.Image_i32_1_2_1_1_1_0t(target("spirv.Image", i32, 1, 2, 1, 1, 1, 0) [[MSARRAY]])
; CHECK-NEXT: store <4 x i32> [[DM_2DARRAY]], ptr @out.v4i32, align 16
; CHECK-NEXT: [[POS_2D:%.*]] = call <2 x float> @llvm.spv.resource.texturesamplepos.v2f32.tspirv.Image_f32_1_2_0_1_1_0t(target("spirv.Image", float, 1, 2, 0, 1, 1, 0) [[MS]], i32 %sample)
; CHECK-NEXT: store <2 x float> [[POS_2D]], ptr @out.v2f32, align 8
; CHECK-NEXT: [[POS_2DARRAY:%.*]] = call <2 x float> @llvm.spv.resource.texturesamplepos.v2f32.tspirv.Image_i32_1_2_1_1_1_0t(target("spirv.Image", i32, 1, 2, 1, 1, 1, 0) [[MSARRAY]], i32 3)
; CHECK-NEXT: store <2 x float> [[POS_2DARRAY]], ptr @out.v2f32, align 8
; CHECK-NEXT: ret void
; CHECK-NEXT: }
define void @query_ops(i32 %mip, i32 %sample) {
entry:
  %t1d = call target("spirv.Image", float, 0, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_0_2_0_0_1_0t(i32 0, i32 0, i32 1, i32 0, ptr @T1D.name)
  %t1da = call target("spirv.Image", half, 0, 2, 1, 0, 1, 0) @llvm.spv.resource.handlefromimplicitbinding.tspirv.Image_f16_0_2_1_0_1_0t(i32 0, i32 0, i32 1, i32 0, ptr @T1DA.name)
  %t2d = call target("spirv.Image", float, 1, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_0_0_1_0t(i32 0, i32 2, i32 4, i32 3, ptr @Textures.name)
  %t2da = call target("spirv.Image", float, 1, 2, 1, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_1_0_1_0t(i32 0, i32 6, i32 1, i32 0, ptr @T2DA.name)
  %intvolume = call target("spirv.SignedImage", i32, 2, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.SignedImage_i32_2_2_0_0_1_0t(i32 0, i32 10, i32 1, i32 0, ptr @IntVolume.name)
  %cube = call target("spirv.Image", float, 3, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_3_2_0_0_1_0t(i32 0, i32 8, i32 1, i32 0, ptr @Cube.name)
  %cubearray = call target("spirv.Image", float, 3, 2, 1, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_3_2_1_0_1_0t(i32 0, i32 9, i32 1, i32 0, ptr @CubeArray.name)
  %ms = call target("spirv.Image", float, 1, 2, 0, 1, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_0_1_1_0t(i32 0, i32 11, i32 1, i32 0, ptr @MS.name)
  %msarray = call target("spirv.Image", i32, 1, 2, 1, 1, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_i32_1_2_1_1_1_0t(i32 0, i32 12, i32 1, i32 0, ptr @MSArray.name)
  %output = call target("spirv.Image", float, 1, 2, 0, 0, 2, 1) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_0_0_2_1t(i32 0, i32 14, i32 1, i32 0, ptr @Output.name)
  %counts = call target("spirv.Image", i32, 2, 2, 0, 0, 2, 33) @llvm.spv.resource.handlefrombinding.tspirv.Image_i32_2_2_0_0_2_33t(i32 0, i32 15, i32 1, i32 0, ptr @Counts.name)
  %buf = call target("spirv.Image", float, 5, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_1_0t(i32 0, i32 13, i32 1, i32 0, ptr @Buf.name)
  %rwbuf = call target("spirv.SignedImage", i32, 5, 2, 0, 0, 2, 21) @llvm.spv.resource.handlefromimplicitbinding.tspirv.SignedImage_i32_5_2_0_0_2_21t(i32 2, i32 0, i32 1, i32 0, ptr @RWBuf.name)
  %d.buf = call i32 @llvm.spv.resource.getdimensions.x.tspirv.Image_f32_5_2_0_0_1_0t(target("spirv.Image", float, 5, 2, 0, 0, 1, 0) %buf)
  store i32 %d.buf, ptr @out.i32, align 4
  %d.rwbuf = call i32 @llvm.spv.resource.getdimensions.x.tspirv.SignedImage_i32_5_2_0_0_2_21t(target("spirv.SignedImage", i32, 5, 2, 0, 0, 2, 21) %rwbuf)
  store i32 %d.rwbuf, ptr @out.i32, align 4
  %d.1d = call i32 @llvm.spv.resource.getdimensions.x.tspirv.Image_f32_0_2_0_0_1_0t(target("spirv.Image", float, 0, 2, 0, 0, 1, 0) %t1d)
  store i32 %d.1d, ptr @out.i32, align 4
  %d.rw2d = call <2 x i32> @llvm.spv.resource.getdimensions.xy.tspirv.Image_f32_1_2_0_0_2_1t(target("spirv.Image", float, 1, 2, 0, 0, 2, 1) %output)
  store <2 x i32> %d.rw2d, ptr @out.v2i32, align 8
  %d.1darray = call <2 x i32> @llvm.spv.resource.getdimensions.xy.tspirv.Image_f16_0_2_1_0_1_0t(target("spirv.Image", half, 0, 2, 1, 0, 1, 0) %t1da)
  store <2 x i32> %d.1darray, ptr @out.v2i32, align 8
  %d.cube = call <2 x i32> @llvm.spv.resource.getdimensions.xy.tspirv.Image_f32_3_2_0_0_1_0t(target("spirv.Image", float, 3, 2, 0, 0, 1, 0) %cube)
  store <2 x i32> %d.cube, ptr @out.v2i32, align 8
  %d.2darray = call <3 x i32> @llvm.spv.resource.getdimensions.xyz.tspirv.Image_f32_1_2_1_0_1_0t(target("spirv.Image", float, 1, 2, 1, 0, 1, 0) %t2da)
  store <3 x i32> %d.2darray, ptr @out.v3i32, align 16
  %d.rw3d = call <3 x i32> @llvm.spv.resource.getdimensions.xyz.tspirv.Image_i32_2_2_0_0_2_33t(target("spirv.Image", i32, 2, 2, 0, 0, 2, 33) %counts)
  store <3 x i32> %d.rw3d, ptr @out.v3i32, align 16
  %d.cubearray = call <3 x i32> @llvm.spv.resource.getdimensions.xyz.tspirv.Image_f32_3_2_1_0_1_0t(target("spirv.Image", float, 3, 2, 1, 0, 1, 0) %cubearray)
  store <3 x i32> %d.cubearray, ptr @out.v3i32, align 16
  %dl.1d = call <2 x i32> @llvm.spv.resource.getdimensions.levels.x.tspirv.Image_f32_0_2_0_0_1_0t(target("spirv.Image", float, 0, 2, 0, 0, 1, 0) %t1d, i32 %mip)
  store <2 x i32> %dl.1d, ptr @out.v2i32, align 8
  %dl.2d = call <3 x i32> @llvm.spv.resource.getdimensions.levels.xy.tspirv.Image_f32_1_2_0_0_1_0t(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) %t2d, i32 %mip)
  store <3 x i32> %dl.2d, ptr @out.v3i32, align 16
  %dl.cube = call <3 x i32> @llvm.spv.resource.getdimensions.levels.xy.tspirv.Image_f32_3_2_0_0_1_0t(target("spirv.Image", float, 3, 2, 0, 0, 1, 0) %cube, i32 0)
  store <3 x i32> %dl.cube, ptr @out.v3i32, align 16
  %dl.3d = call <4 x i32> @llvm.spv.resource.getdimensions.levels.xyz.tspirv.SignedImage_i32_2_2_0_0_1_0t(target("spirv.SignedImage", i32, 2, 2, 0, 0, 1, 0) %intvolume, i32 %mip)
  store <4 x i32> %dl.3d, ptr @out.v4i32, align 16
  %dl.cubearray = call <4 x i32> @llvm.spv.resource.getdimensions.levels.xyz.tspirv.Image_f32_3_2_1_0_1_0t(target("spirv.Image", float, 3, 2, 1, 0, 1, 0) %cubearray, i32 1)
  store <4 x i32> %dl.cubearray, ptr @out.v4i32, align 16
  %dm.2d = call <3 x i32> @llvm.spv.resource.getdimensions.ms.xy.tspirv.Image_f32_1_2_0_1_1_0t(target("spirv.Image", float, 1, 2, 0, 1, 1, 0) %ms)
  store <3 x i32> %dm.2d, ptr @out.v3i32, align 16
  %dm.2darray = call <4 x i32> @llvm.spv.resource.getdimensions.ms.xyz.tspirv.Image_i32_1_2_1_1_1_0t(target("spirv.Image", i32, 1, 2, 1, 1, 1, 0) %msarray)
  store <4 x i32> %dm.2darray, ptr @out.v4i32, align 16
  %pos.2d = call <2 x float> @llvm.spv.resource.texturesamplepos.v2f32.tspirv.Image_f32_1_2_0_1_1_0t(target("spirv.Image", float, 1, 2, 0, 1, 1, 0) %ms, i32 %sample)
  store <2 x float> %pos.2d, ptr @out.v2f32, align 8
  %pos.2darray = call <2 x float> @llvm.spv.resource.texturesamplepos.v2f32.tspirv.Image_i32_1_2_1_1_1_0t(target("spirv.Image", i32, 1, 2, 1, 1, 1, 0) %msarray, i32 3)
  store <2 x float> %pos.2darray, ptr @out.v2f32, align 8
  ret void
}

declare target("spirv.Image", float, 0, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_0_2_0_0_1_0t(i32, i32, i32, i32, ptr) #0
declare target("spirv.Image", half, 0, 2, 1, 0, 1, 0) @llvm.spv.resource.handlefromimplicitbinding.tspirv.Image_f16_0_2_1_0_1_0t(i32, i32, i32, i32, ptr) #0
declare i32 @llvm.spv.resource.nonuniformindex(i32) #0
declare target("spirv.Image", float, 1, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_0_0_1_0t(i32, i32, i32, i32, ptr) #0
declare target("spirv.Image", float, 1, 2, 1, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_1_0_1_0t(i32, i32, i32, i32, ptr) #0
declare target("spirv.Image", half, 2, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f16_2_2_0_0_1_0t(i32, i32, i32, i32, ptr) #0
declare target("spirv.Image", float, 3, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_3_2_0_0_1_0t(i32, i32, i32, i32, ptr) #0
declare target("spirv.Image", float, 3, 2, 1, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_3_2_1_0_1_0t(i32, i32, i32, i32, ptr) #0
declare target("spirv.Sampler") @llvm.spv.resource.handlefrombinding.tspirv.Samplert(i32, i32, i32, i32, ptr) #0
declare <4 x float> @llvm.spv.resource.sample.v4f32.tspirv.Image_f32_0_2_0_0_1_0t.tspirv.Samplert.f32.i32(target("spirv.Image", float, 0, 2, 0, 0, 1, 0), target("spirv.Sampler"), float, i32) #1
declare <4 x float> @llvm.spv.resource.sample.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0), target("spirv.Sampler"), <2 x float>, <2 x i32>) #1
declare float @llvm.spv.resource.sample.f32.tspirv.Image_f32_3_2_1_0_1_0t.tspirv.Samplert.v4f32.v3i32(target("spirv.Image", float, 3, 2, 1, 0, 1, 0), target("spirv.Sampler"), <4 x float>, <3 x i32>) #1
declare <4 x float> @llvm.spv.resource.sample.v4f32.tspirv.Image_f32_3_2_1_0_1_0t.tspirv.Samplert.v4f32.v3i32(target("spirv.Image", float, 3, 2, 1, 0, 1, 0), target("spirv.Sampler"), <4 x float>, <3 x i32>) #1
declare <4 x float> @llvm.spv.resource.sample.clamp.v4f32.tspirv.Image_f32_1_2_1_0_1_0t.tspirv.Samplert.v3f32.v2i32(target("spirv.Image", float, 1, 2, 1, 0, 1, 0), target("spirv.Sampler"), <3 x float>, <2 x i32>, float) #1
declare <4 x half> @llvm.spv.resource.samplebias.v4f16.tspirv.Image_f16_0_2_1_0_1_0t.tspirv.Samplert.v2f32.i32(target("spirv.Image", half, 0, 2, 1, 0, 1, 0), target("spirv.Sampler"), <2 x float>, float, i32) #1
declare <4 x float> @llvm.spv.resource.samplebias.clamp.v4f32.tspirv.Image_f32_3_2_0_0_1_0t.tspirv.Samplert.v3f32.v3i32(target("spirv.Image", float, 3, 2, 0, 0, 1, 0), target("spirv.Sampler"), <3 x float>, float, <3 x i32>, float) #1
declare <4 x float> @llvm.spv.resource.samplegrad.v4f32.tspirv.Image_f32_1_2_1_0_1_0t.tspirv.Samplert.v3f32.v2f32.v2f32.v2i32(target("spirv.Image", float, 1, 2, 1, 0, 1, 0), target("spirv.Sampler"), <3 x float>, <2 x float>, <2 x float>, <2 x i32>) #2
declare <4 x float> @llvm.spv.resource.samplegrad.v4f32.tspirv.Image_f32_0_2_0_0_1_0t.tspirv.Samplert.f32.f32.f32.i32(target("spirv.Image", float, 0, 2, 0, 0, 1, 0), target("spirv.Sampler"), float, float, float, i32) #2
declare <4 x half> @llvm.spv.resource.samplegrad.clamp.v4f16.tspirv.Image_f16_2_2_0_0_1_0t.tspirv.Samplert.v3f32.v3f32.v3f32.v3i32(target("spirv.Image", half, 2, 2, 0, 0, 1, 0), target("spirv.Sampler"), <3 x float>, <3 x float>, <3 x float>, <3 x i32>, float) #2
declare <4 x float> @llvm.spv.resource.samplegrad.clamp.v4f32.tspirv.Image_f32_3_2_0_0_1_0t.tspirv.Samplert.v3f32.v3f32.v3f32.v3i32(target("spirv.Image", float, 3, 2, 0, 0, 1, 0), target("spirv.Sampler"), <3 x float>, <3 x float>, <3 x float>, <3 x i32>, float) #2
declare float @llvm.spv.resource.samplelevel.f32.tspirv.Image_f32_3_2_1_0_1_0t.tspirv.Samplert.v4f32.v3i32(target("spirv.Image", float, 3, 2, 1, 0, 1, 0), target("spirv.Sampler"), <4 x float>, float, <3 x i32>) #2
declare <4 x half> @llvm.spv.resource.samplelevel.v4f16.tspirv.Image_f16_2_2_0_0_1_0t.tspirv.Samplert.v3f32.v3i32(target("spirv.Image", half, 2, 2, 0, 0, 1, 0), target("spirv.Sampler"), <3 x float>, float, <3 x i32>) #2
declare float @llvm.spv.resource.calculate.lod.f32.tspirv.Image_f32_1_2_1_0_1_0t.tspirv.Samplert.v2f32(target("spirv.Image", float, 1, 2, 1, 0, 1, 0), target("spirv.Sampler"), <2 x float>) #1
declare float @llvm.spv.resource.calculate.lod.f32.tspirv.Image_f32_0_2_0_0_1_0t.tspirv.Samplert.f32(target("spirv.Image", float, 0, 2, 0, 0, 1, 0), target("spirv.Sampler"), float) #1
declare float @llvm.spv.resource.calculate.lod.unclamped.f32.tspirv.Image_f16_2_2_0_0_1_0t.tspirv.Samplert.v3f32(target("spirv.Image", half, 2, 2, 0, 0, 1, 0), target("spirv.Sampler"), <3 x float>) #1
declare float @llvm.spv.resource.calculate.lod.unclamped.f32.tspirv.Image_f32_3_2_1_0_1_0t.tspirv.Samplert.v3f32(target("spirv.Image", float, 3, 2, 1, 0, 1, 0), target("spirv.Sampler"), <3 x float>) #1
declare target("spirv.Image", float, 1, 2, 1, 0, 1, 0) @llvm.spv.resource.handlefromimplicitbinding.tspirv.Image_f32_1_2_1_0_1_0t(i32, i32, i32, i32, ptr) #0
declare float @llvm.spv.resource.samplecmp.f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0), target("spirv.Sampler"), <2 x float>, float, <2 x i32>) #1
declare float @llvm.spv.resource.samplecmp.clamp.f32.tspirv.Image_f32_3_2_1_0_1_0t.tspirv.Samplert.v4f32.v3i32(target("spirv.Image", float, 3, 2, 1, 0, 1, 0), target("spirv.Sampler"), <4 x float>, float, <3 x i32>, float) #1
declare float @llvm.spv.resource.samplecmplevelzero.f32.tspirv.Image_f32_1_2_1_0_1_0t.tspirv.Samplert.v3f32.v2i32(target("spirv.Image", float, 1, 2, 1, 0, 1, 0), target("spirv.Sampler"), <3 x float>, float, <2 x i32>) #2
declare float @llvm.spv.resource.samplecmplevelzero.f32.tspirv.Image_f32_0_2_0_0_1_0t.tspirv.Samplert.f32.i32(target("spirv.Image", float, 0, 2, 0, 0, 1, 0), target("spirv.Sampler"), float, float, i32) #2
declare float @llvm.spv.resource.samplecmplevel.f32.tspirv.Image_f32_3_2_0_0_1_0t.tspirv.Samplert.v3f32.v3i32(target("spirv.Image", float, 3, 2, 0, 0, 1, 0), target("spirv.Sampler"), <3 x float>, float, float, <3 x i32>) #2
declare <4 x float> @llvm.spv.resource.gather.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0), target("spirv.Sampler"), <2 x float>, i32, <2 x i32>) #2
declare <4 x float> @llvm.spv.resource.gather.v4f32.tspirv.Image_f32_1_2_1_0_1_0t.tspirv.Samplert.v3f32.v2i32(target("spirv.Image", float, 1, 2, 1, 0, 1, 0), target("spirv.Sampler"), <3 x float>, i32, <2 x i32>) #2
declare <4 x float> @llvm.spv.resource.gather.v4f32.tspirv.Image_f32_3_2_0_0_1_0t.tspirv.Samplert.v3f32.v3i32(target("spirv.Image", float, 3, 2, 0, 0, 1, 0), target("spirv.Sampler"), <3 x float>, i32, <3 x i32>) #2
declare <4 x float> @llvm.spv.resource.gather.cmp.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0), target("spirv.Sampler"), <2 x float>, float, <2 x i32>) #2
declare <4 x float> @llvm.spv.resource.gather.cmp.v4f32.tspirv.Image_f32_3_2_1_0_1_0t.tspirv.Samplert.v4f32.v3i32(target("spirv.Image", float, 3, 2, 1, 0, 1, 0), target("spirv.Sampler"), <4 x float>, float, <3 x i32>) #2
declare target("spirv.SignedImage", i32, 2, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.SignedImage_i32_2_2_0_0_1_0t(i32, i32, i32, i32, ptr) #0
declare target("spirv.Image", float, 1, 2, 0, 1, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_0_1_1_0t(i32, i32, i32, i32, ptr) #0
declare target("spirv.Image", i32, 1, 2, 1, 1, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_i32_1_2_1_1_1_0t(i32, i32, i32, i32, ptr) #0
declare target("spirv.Image", float, 1, 2, 0, 0, 2, 1) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_0_0_2_1t(i32, i32, i32, i32, ptr) #0
declare target("spirv.Image", i32, 2, 2, 0, 0, 2, 33) @llvm.spv.resource.handlefrombinding.tspirv.Image_i32_2_2_0_0_2_33t(i32, i32, i32, i32, ptr) #0
declare target("spirv.Image", float, 5, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_1_0t(i32, i32, i32, i32, ptr) #0
declare target("spirv.SignedImage", i32, 5, 2, 0, 0, 2, 21) @llvm.spv.resource.handlefromimplicitbinding.tspirv.SignedImage_i32_5_2_0_0_2_21t(i32, i32, i32, i32, ptr) #0
declare <4 x float> @llvm.spv.resource.load.level.v4f32.tspirv.Image_f32_0_2_0_0_1_0t.i32.i32.i32(target("spirv.Image", float, 0, 2, 0, 0, 1, 0), i32, i32, i32) #2
declare <4 x half> @llvm.spv.resource.load.level.v4f16.tspirv.Image_f16_0_2_1_0_1_0t.v2i32.i32.i32(target("spirv.Image", half, 0, 2, 1, 0, 1, 0), <2 x i32>, i32, i32) #2
declare <4 x float> @llvm.spv.resource.load.level.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.v2i32.i32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0), <2 x i32>, i32, <2 x i32>) #2
declare <4 x float> @llvm.spv.resource.load.level.v4f32.tspirv.Image_f32_1_2_1_0_1_0t.v3i32.i32.v2i32(target("spirv.Image", float, 1, 2, 1, 0, 1, 0), <3 x i32>, i32, <2 x i32>) #2
declare <4 x i32> @llvm.spv.resource.load.level.v4i32.tspirv.SignedImage_i32_2_2_0_0_1_0t.v3i32.i32.v3i32(target("spirv.SignedImage", i32, 2, 2, 0, 0, 1, 0), <3 x i32>, i32, <3 x i32>) #2
declare <4 x float> @llvm.spv.resource.load.level.v4f32.tspirv.Image_f32_1_2_0_0_2_1t.v2i32.i32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 2, 1), <2 x i32>, i32, <2 x i32>) #2
declare i32 @llvm.spv.resource.load.level.i32.tspirv.Image_i32_2_2_0_0_2_33t.v3i32.i32.v3i32(target("spirv.Image", i32, 2, 2, 0, 0, 2, 33), <3 x i32>, i32, <3 x i32>) #2
declare <4 x float> @llvm.spv.resource.load.ms.v4f32.tspirv.Image_f32_1_2_0_1_1_0t.v2i32.v2i32(target("spirv.Image", float, 1, 2, 0, 1, 1, 0), <2 x i32>, i32, <2 x i32>) #2
declare i32 @llvm.spv.resource.load.ms.i32.tspirv.Image_i32_1_2_1_1_1_0t.v3i32.v2i32(target("spirv.Image", i32, 1, 2, 1, 1, 1, 0), <3 x i32>, i32, <2 x i32>) #2
declare void @llvm.spv.resource.store.texture.tspirv.Image_f32_1_2_0_0_2_1t.v2i32.v4f32(target("spirv.Image", float, 1, 2, 0, 0, 2, 1), <2 x i32>, <4 x float>) #3
declare void @llvm.spv.resource.store.texture.tspirv.Image_i32_2_2_0_0_2_33t.v3i32.i32(target("spirv.Image", i32, 2, 2, 0, 0, 2, 33), <3 x i32>, i32) #3
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_1_0t(target("spirv.Image", float, 5, 2, 0, 0, 1, 0), i32) #0
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.SignedImage_i32_5_2_0_0_2_21t(target("spirv.SignedImage", i32, 5, 2, 0, 0, 2, 21), i32) #0
declare i32 @llvm.spv.resource.getdimensions.x.tspirv.Image_f32_5_2_0_0_1_0t(target("spirv.Image", float, 5, 2, 0, 0, 1, 0)) #2
declare i32 @llvm.spv.resource.getdimensions.x.tspirv.SignedImage_i32_5_2_0_0_2_21t(target("spirv.SignedImage", i32, 5, 2, 0, 0, 2, 21)) #2
declare i32 @llvm.spv.resource.getdimensions.x.tspirv.Image_f32_0_2_0_0_1_0t(target("spirv.Image", float, 0, 2, 0, 0, 1, 0)) #2
declare <2 x i32> @llvm.spv.resource.getdimensions.xy.tspirv.Image_f32_1_2_0_0_2_1t(target("spirv.Image", float, 1, 2, 0, 0, 2, 1)) #2
declare <2 x i32> @llvm.spv.resource.getdimensions.xy.tspirv.Image_f16_0_2_1_0_1_0t(target("spirv.Image", half, 0, 2, 1, 0, 1, 0)) #2
declare <2 x i32> @llvm.spv.resource.getdimensions.xy.tspirv.Image_f32_3_2_0_0_1_0t(target("spirv.Image", float, 3, 2, 0, 0, 1, 0)) #2
declare <3 x i32> @llvm.spv.resource.getdimensions.xyz.tspirv.Image_f32_1_2_1_0_1_0t(target("spirv.Image", float, 1, 2, 1, 0, 1, 0)) #2
declare <3 x i32> @llvm.spv.resource.getdimensions.xyz.tspirv.Image_i32_2_2_0_0_2_33t(target("spirv.Image", i32, 2, 2, 0, 0, 2, 33)) #2
declare <3 x i32> @llvm.spv.resource.getdimensions.xyz.tspirv.Image_f32_3_2_1_0_1_0t(target("spirv.Image", float, 3, 2, 1, 0, 1, 0)) #2
declare <2 x i32> @llvm.spv.resource.getdimensions.levels.x.tspirv.Image_f32_0_2_0_0_1_0t(target("spirv.Image", float, 0, 2, 0, 0, 1, 0), i32) #2
declare <3 x i32> @llvm.spv.resource.getdimensions.levels.xy.tspirv.Image_f32_1_2_0_0_1_0t(target("spirv.Image", float, 1, 2, 0, 0, 1, 0), i32) #2
declare <3 x i32> @llvm.spv.resource.getdimensions.levels.xy.tspirv.Image_f32_3_2_0_0_1_0t(target("spirv.Image", float, 3, 2, 0, 0, 1, 0), i32) #2
declare <4 x i32> @llvm.spv.resource.getdimensions.levels.xyz.tspirv.SignedImage_i32_2_2_0_0_1_0t(target("spirv.SignedImage", i32, 2, 2, 0, 0, 1, 0), i32) #2
declare <4 x i32> @llvm.spv.resource.getdimensions.levels.xyz.tspirv.Image_f32_3_2_1_0_1_0t(target("spirv.Image", float, 3, 2, 1, 0, 1, 0), i32) #2
declare <3 x i32> @llvm.spv.resource.getdimensions.ms.xy.tspirv.Image_f32_1_2_0_1_1_0t(target("spirv.Image", float, 1, 2, 0, 1, 1, 0)) #2
declare <4 x i32> @llvm.spv.resource.getdimensions.ms.xyz.tspirv.Image_i32_1_2_1_1_1_0t(target("spirv.Image", i32, 1, 2, 1, 1, 1, 0)) #2
declare <2 x float> @llvm.spv.resource.texturesamplepos.v2f32.tspirv.Image_f32_1_2_0_1_1_0t(target("spirv.Image", float, 1, 2, 0, 1, 1, 0), i32) #2
declare <2 x float> @llvm.spv.resource.texturesamplepos.v2f32.tspirv.Image_i32_1_2_1_1_1_0t(target("spirv.Image", i32, 1, 2, 1, 1, 1, 0), i32) #2

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #1 = { convergent nocallback nofree nosync nounwind willreturn memory(read) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(read) }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(write) }
