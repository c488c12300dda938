; At SM 6.7 texel-dxil lowers sampling of integer textures with the i32
; overload (%dx.types.ResRet.i32): sample, sample.clamp, samplebias(.clamp),
; samplelevel, samplegrad(.clamp) on int4 (IsSigned = 1), uint and uint4
; elements; and dynamic offsets (the active components extracted, the rest
; undef; a scalar i32 offset passed as is) and constants outside [-8, 7], for
; integer and float elements.
; Compute at SM 6.7 with an 8x8x1 group: derivatives are allowed.
;
; RUN: %opt -load-pass-plugin=%plugin -passes=texel-dxil,texel-dxil-verify-ops -S %s | FileCheck %s

target triple = "dxil-pc-shadermodel6.7-compute"

; Everything in space 4:
;   Texture2D<int4>          IDs      : register(t0, space4)
;   Texture1D<uint>          Counts   : register(t1, space4)
;   Texture2DArray<int4>     ILayers  : register(t2, space4)
;   TextureCube<uint4>       UCube    : register(t3, space4)
;   Texture3D<int4>          IVolume  : register(t4, space4)
;   TextureCubeArray<uint>   UCubes   : register(t5, space4)
;   Texture1DArray<int4>     IRows    : register(t6, space4)
;   Texture2D<uint4>         UTiles   : register(t7, space4)
;   Texture2D<float4>        Colors   : register(t8, space4)
;   SamplerState             Nearest  : register(s0, space4)
@IDs.name = private unnamed_addr constant [4 x i8] c"IDs\00"
@Counts.name = private unnamed_addr constant [7 x i8] c"Counts\00"
@ILayers.name = private unnamed_addr constant [8 x i8] c"ILayers\00"
@UCube.name = private unnamed_addr constant [6 x i8] c"UCube\00"
@IVolume.name = private unnamed_addr constant [8 x i8] c"IVolume\00"
@UCubes.name = private unnamed_addr constant [7 x i8] c"UCubes\00"
@IRows.name = private unnamed_addr constant [6 x i8] c"IRows\00"
@UTiles.name = private unnamed_addr constant [7 x i8] c"UTiles\00"
@Colors.name = private unnamed_addr constant [7 x i8] c"Colors\00"
@Nearest.name = private unnamed_addr constant [8 x i8] c"Nearest\00"

@out.i32 = global i32 0, align 4
@out.v4i32 = global <4 x i32> zeroinitializer, align 16
@out.v4f32 = global <4 x float> zeroinitializer, align 16

; The DXIL types (DXIL.md, Operation calls).
; CHECK-DAG: %dx.types.Handle = type { ptr }
; CHECK-DAG: %dx.types.ResBind = type { i32, i32, i32, i8 }
; CHECK-DAG: %dx.types.ResourceProperties = type { i32, i32 }
; CHECK-DAG: %dx.types.ResRet.f32 = type { float, float, float, float, i32 }
; CHECK-DAG: %dx.types.ResRet.i32 = type { i32, i32, i32, i32, i32 }

; Texture2D<int4> (I32 x 4 = 1028): sample, constant offset (1, 2); the whole
; vector stored.
; CHECK-LABEL: define void @int_sample_2d(<2 x float> %uv)
; CHECK: [[B0:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 4, i8 0 }, i32 0, i1 false)
; CHECK-NEXT: [[TEX:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B0]], %dx.types.ResourceProperties { i32 2, i32 1028 })
; CHECK-NEXT: [[B1:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 4, i8 3 }, i32 0, i1 false)
; CHECK-NEXT: [[SAMP:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B1]], %dx.types.ResourceProperties { i32 14, i32 0 })
; CHECK-DAG: [[C0:%.*]] = extractelement <2 x float> %uv, i{{32|64}} 0
; CHECK-DAG: [[C1:%.*]] = extractelement <2 x float> %uv, i{{32|64}} 1
; CHECK: [[R:%.*]] = call %dx.types.ResRet.i32 @dx.op.sample.i32(i32 60, %dx.types.Handle [[TEX]], %dx.types.Handle [[SAMP]], float [[C0]], float [[C1]], float undef, float undef, i32 1, i32 2, i32 undef, float undef)
; CHECK-DAG: [[X:%.*]] = extractvalue %dx.types.ResRet.i32 [[R]], 0
; CHECK-DAG: [[Y:%.*]] = extractvalue %dx.types.ResRet.i32 [[R]], 1
; CHECK-DAG: [[Z:%.*]] = extractvalue %dx.types.ResRet.i32 [[R]], 2
; CHECK-DAG: [[W:%.*]] = extractvalue %dx.types.ResRet.i32 [[R]], 3
; CHECK-DAG: [[V0:%.*]] = insertelement <4 x i32> {{poison|undef}}, i32 [[X]], i{{32|64}} 0
; CHECK-DAG: [[V1:%.*]] = insertelement <4 x i32> [[V0]], i32 [[Y]], i{{32|64}} 1
; CHECK-DAG: [[V2:%.*]] = insertelement <4 x i32> [[V1]], i32 [[Z]], i{{32|64}} 2
; CHECK-DAG: [[V3:%.*]] = insertelement <4 x i32> [[V2]], i32 [[W]], i{{32|64}} 3
; CHECK: store <4 x i32> [[V3]], ptr @out.v4i32, align 16
; CHECK-NEXT: ret void
define void @int_sample_2d(<2 x float> %uv) #0 {
entry:
  %tex = call target("dx.Texture", <4 x i32>, 0, 0, 1, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4i32_0_0_1_2t(i32 4, i32 0, i32 1, i32 0, ptr @IDs.name)
  %samp = call target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32 4, i32 0, i32 1, i32 0, ptr @Nearest.name)
  %r = call <4 x i32> @llvm.dx.resource.sample.v4i32.tdx.Texture_v4i32_0_0_1_2t.tdx.Sampler_0t.v2f32.v2i32(target("dx.Texture", <4 x i32>, 0, 0, 1, 2) %tex, target("dx.Sampler", 0) %samp, <2 x float> %uv, <2 x i32> <i32 1, i32 2>)
  store <4 x i32> %r, ptr @out.v4i32, align 16
  ret void
}

; Texture1D<uint> (U32 x 1 = 261): sample.clamp with a dynamic scalar offset in
; o0, a scalar result.
; CHECK-LABEL: define i32 @uint_sample_clamp_1d(float %u, i32 %o, float %clamp)
; CHECK: [[B0:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 1, i32 1, i32 4, i8 0 }, i32 1, i1 false)
; CHECK-NEXT: [[TEX:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B0]], %dx.types.ResourceProperties { i32 1, i32 261 })
; CHECK-NEXT: [[B1:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 4, i8 3 }, i32 0, i1 false)
; CHECK-NEXT: [[SAMP:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B1]], %dx.types.ResourceProperties { i32 14, i32 0 })
; CHECK-NEXT: [[R:%.*]] = call %dx.types.ResRet.i32 @dx.op.sample.i32(i32 60, %dx.types.Handle [[TEX]], %dx.types.Handle [[SAMP]], float %u, float undef, float undef, float undef, i32 %o, i32 undef, i32 undef, float %clamp)
; CHECK-NEXT: [[X:%.*]] = extractvalue %dx.types.ResRet.i32 [[R]], 0
; CHECK-NEXT: ret i32 [[X]]
define i32 @uint_sample_clamp_1d(float %u, i32 %o, float %clamp) #0 {
entry:
  %tex = call target("dx.Texture", i32, 0, 0, 0, 1) @llvm.dx.resource.handlefrombinding.tdx.Texture_i32_0_0_0_1t(i32 4, i32 1, i32 1, i32 0, ptr @Counts.name)
  %samp = call target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32 4, i32 0, i32 1, i32 0, ptr @Nearest.name)
  %r = call i32 @llvm.dx.resource.sample.clamp.i32.tdx.Texture_i32_0_0_0_1t.tdx.Sampler_0t.f32.i32(target("dx.Texture", i32, 0, 0, 0, 1) %tex, target("dx.Sampler", 0) %samp, float %u, i32 %o, float %clamp)
  ret i32 %r
}

; Texture2DArray<int4>: samplebias with a dynamic <2 x i32> offset; lanes 0 and
; 3 read.
; CHECK-LABEL: define void @int_samplebias_2darray(<3 x float> %uvl, float %bias, <2 x i32> %off)
; CHECK: [[B0:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 2, i32 2, i32 4, i8 0 }, i32 2, i1 false)
; CHECK-NEXT: [[TEX:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B0]], %dx.types.ResourceProperties { i32 7, i32 1028 })
; CHECK-NEXT: [[B1:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 4, i8 3 }, i32 0, i1 false)
; CHECK-NEXT: [[SAMP:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B1]], %dx.types.ResourceProperties { i32 14, i32 0 })
; CHECK-DAG: [[C0:%.*]] = extractelement <3 x float> %uvl, i{{32|64}} 0
; CHECK-DAG: [[C1:%.*]] = extractelement <3 x float> %uvl, i{{32|64}} 1
; CHECK-DAG: [[C2:%.*]] = extractelement <3 x float> %uvl, i{{32|64}} 2
; CHECK-DAG: [[O0:%.*]] = extractelement <2 x i32> %off, i{{32|64}} 0
; CHECK-DAG: [[O1:%.*]] = extractelement <2 x i32> %off, i{{32|64}} 1
; CHECK: [[R:%.*]] = call %dx.types.ResRet.i32 @dx.op.sampleBias.i32(i32 61, %dx.types.Handle [[TEX]], %dx.types.Handle [[SAMP]], float [[C0]], float [[C1]], float [[C2]], float undef, i32 [[O0]], i32 [[O1]], i32 undef, float %bias, float undef)
; CHECK-DAG: [[X:%.*]] = extractvalue %dx.types.ResRet.i32 [[R]], 0
; CHECK-DAG: [[W:%.*]] = extractvalue %dx.types.ResRet.i32 [[R]], 3
; CHECK-NOT: {{extractelement|insertelement}}
; CHECK: [[S:%.*]] = add i32 [[X]], [[W]]
; CHECK-NEXT: store i32 [[S]], ptr @out.i32, align 4
; CHECK-NEXT: ret void
define void @int_samplebias_2darray(<3 x float> %uvl, float %bias, <2 x i32> %off) #0 {
entry:
  %tex = call target("dx.Texture", <4 x i32>, 0, 0, 1, 7) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4i32_0_0_1_7t(i32 4, i32 2, i32 1, i32 0, ptr @ILayers.name)
  %samp = call target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32 4, i32 0, i32 1, i32 0, ptr @Nearest.name)
  %r = call <4 x i32> @llvm.dx.resource.samplebias.v4i32.tdx.Texture_v4i32_0_0_1_7t.tdx.Sampler_0t.v3f32.v2i32(target("dx.Texture", <4 x i32>, 0, 0, 1, 7) %tex, target("dx.Sampler", 0) %samp, <3 x float> %uvl, float %bias, <2 x i32> %off)
  %x = extractelement <4 x i32> %r, i32 0
  %w = extractelement <4 x i32> %r, i32 3
  %s = add i32 %x, %w
  store i32 %s, ptr @out.i32, align 4
  ret void
}

; TextureCube<uint4> (U32 x 4 = 1029): samplebias.clamp, no offsets; lane 1 read.
; CHECK-LABEL: define i32 @uint_samplebias_clamp_cube(<3 x float> %dir, float %bias, float %clamp)
; CHECK: [[B0:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 3, i32 3, i32 4, i8 0 }, i32 3, i1 false)
; CHECK-NEXT: [[TEX:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B0]], %dx.types.ResourceProperties { i32 5, i32 1029 })
; CHECK-NEXT: [[B1:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 4, i8 3 }, i32 0, i1 false)
; CHECK-NEXT: [[SAMP:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B1]], %dx.types.ResourceProperties { i32 14, i32 0 })
; CHECK-DAG: [[C0:%.*]] = extractelement <3 x float> %dir, i{{32|64}} 0
; CHECK-DAG: [[C1:%.*]] = extractelement <3 x float> %dir, i{{32|64}} 1
; CHECK-DAG: [[C2:%.*]] = extractelement <3 x float> %dir, i{{32|64}} 2
; CHECK: [[R:%.*]] = call %dx.types.ResRet.i32 @dx.op.sampleBias.i32(i32 61, %dx.types.Handle [[TEX]], %dx.types.Handle [[SAMP]], float [[C0]], float [[C1]], float [[C2]], float undef, i32 undef, i32 undef, i32 undef, float %bias, float %clamp)
; CHECK-NEXT: [[Y:%.*]] = extractvalue %dx.types.ResRet.i32 [[R]], 1
; CHECK-NEXT: ret i32 [[Y]]
define i32 @uint_samplebias_clamp_cube(<3 x float> %dir, float %bias, float %clamp) #0 {
entry:
  %tex = call target("dx.Texture", <4 x i32>, 0, 0, 0, 5) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4i32_0_0_0_5t(i32 4, i32 3, i32 1, i32 0, ptr @UCube.name)
  %samp = call target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32 4, i32 0, i32 1, i32 0, ptr @Nearest.name)
  %r = call <4 x i32> @llvm.dx.resource.samplebias.clamp.v4i32.tdx.Texture_v4i32_0_0_0_5t.tdx.Sampler_0t.v3f32.v3i32(target("dx.Texture", <4 x i32>, 0, 0, 0, 5) %tex, target("dx.Sampler", 0) %samp, <3 x float> %dir, float %bias, <3 x i32> zeroinitializer, float %clamp)
  %y = extractelement <4 x i32> %r, i32 1
  ret i32 %y
}

; Texture3D<int4>: samplelevel with a dynamic <3 x i32> offset (three slots
; extracted); the whole vector returned.
; CHECK-LABEL: define <4 x i32> @int_samplelevel_3d_dynamic(<3 x float> %uvw, float %lod, <3 x i32> %off)
; CHECK: [[B0:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 4, i32 4, i32 4, i8 0 }, i32 4, i1 false)
; CHECK-NEXT: [[TEX:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B0]], %dx.types.ResourceProperties { i32 4, i32 1028 })
; CHECK-NEXT: [[B1:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 4, i8 3 }, i32 0, i1 false)
; CHECK-NEXT: [[SAMP:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B1]], %dx.types.ResourceProperties { i32 14, i32 0 })
; CHECK-DAG: [[C0:%.*]] = extractelement <3 x float> %uvw, i{{32|64}} 0
; CHECK-DAG: [[C1:%.*]] = extractelement <3 x float> %uvw, i{{32|64}} 1
; CHECK-DAG: [[C2:%.*]] = extractelement <3 x float> %uvw, i{{32|64}} 2
; CHECK-DAG: [[O0:%.*]] = extractelement <3 x i32> %off, i{{32|64}} 0
; CHECK-DAG: [[O1:%.*]] = extractelement <3 x i32> %off, i{{32|64}} 1
; CHECK-DAG: [[O2:%.*]] = extractelement <3 x i32> %off, i{{32|64}} 2
; CHECK: [[R:%.*]] = call %dx.types.ResRet.i32 @dx.op.sampleLevel.i32(i32 62, %dx.types.Handle [[TEX]], %dx.types.Handle [[SAMP]], float [[C0]], float [[C1]], float [[C2]], float undef, i32 [[O0]], i32 [[O1]], i32 [[O2]], float %lod)
; CHECK-DAG: [[X:%.*]] = extractvalue %dx.types.ResRet.i32 [[R]], 0
; CHECK-DAG: [[Y:%.*]] = extractvalue %dx.types.ResRet.i32 [[R]], 1
; CHECK-DAG: [[Z:%.*]] = extractvalue %dx.types.ResRet.i32 [[R]], 2
; CHECK-DAG: [[W:%.*]] = extractvalue %dx.types.ResRet.i32 [[R]], 3
; CHECK-DAG: [[V0:%.*]] = insertelement <4 x i32> {{poison|undef}}, i32 [[X]], i{{32|64}} 0
; CHECK-DAG: [[V1:%.*]] = insertelement <4 x i32> [[V0]], i32 [[Y]], i{{32|64}} 1
; CHECK-DAG: [[V2:%.*]] = insertelement <4 x i32> [[V1]], i32 [[Z]], i{{32|64}} 2
; CHECK-DAG: [[V3:%.*]] = insertelement <4 x i32> [[V2]], i32 [[W]], i{{32|64}} 3
; CHECK: ret <4 x i32> [[V3]]
define <4 x i32> @int_samplelevel_3d_dynamic(<3 x float> %uvw, float %lod, <3 x i32> %off) #0 {
entry:
  %tex = call target("dx.Texture", <4 x i32>, 0, 0, 1, 4) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4i32_0_0_1_4t(i32 4, i32 4, i32 1, i32 0, ptr @IVolume.name)
  %samp = call target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32 4, i32 0, i32 1, i32 0, ptr @Nearest.name)
  %r = call <4 x i32> @llvm.dx.resource.samplelevel.v4i32.tdx.Texture_v4i32_0_0_1_4t.tdx.Sampler_0t.v3f32.v3i32(target("dx.Texture", <4 x i32>, 0, 0, 1, 4) %tex, target("dx.Sampler", 0) %samp, <3 x float> %uvw, float %lod, <3 x i32> %off)
  ret <4 x i32> %r
}

; TextureCubeArray<uint> (kind 9, U32 x 1): samplelevel, a scalar result.
; CHECK-LABEL: define void @uint_samplelevel_cubearray(<4 x float> %dirl, float %lod)
; CHECK: [[B0:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 5, i32 5, i32 4, i8 0 }, i32 5, i1 false)
; CHECK-NEXT: [[TEX:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B0]], %dx.types.ResourceProperties { i32 9, i32 261 })
; CHECK-NEXT: [[B1:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 4, i8 3 }, i32 0, i1 false)
; CHECK-NEXT: [[SAMP:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B1]], %dx.types.ResourceProperties { i32 14, i32 0 })
; CHECK-DAG: [[C0:%.*]] = extractelement <4 x float> %dirl, i{{32|64}} 0
; CHECK-DAG: [[C1:%.*]] = extractelement <4 x float> %dirl, i{{32|64}} 1
; CHECK-DAG: [[C2:%.*]] = extractelement <4 x float> %dirl, i{{32|64}} 2
; CHECK-DAG: [[C3:%.*]] = extractelement <4 x float> %dirl, i{{32|64}} 3
; CHECK: [[R:%.*]] = call %dx.types.ResRet.i32 @dx.op.sampleLevel.i32(i32 62, %dx.types.Handle [[TEX]], %dx.types.Handle [[SAMP]], float [[C0]], float [[C1]], float [[C2]], float [[C3]], i32 undef, i32 undef, i32 undef, float %lod)
; CHECK-NEXT: [[X:%.*]] = extractvalue %dx.types.ResRet.i32 [[R]], 0
; CHECK-NEXT: [[SH:%.*]] = lshr i32 [[X]], 4
; CHECK-NEXT: store i32 [[SH]], ptr @out.i32, align 4
; CHECK-NEXT: ret void
define void @uint_samplelevel_cubearray(<4 x float> %dirl, float %lod) #0 {
entry:
  %tex = call target("dx.Texture", i32, 0, 0, 0, 9) @llvm.dx.resource.handlefrombinding.tdx.Texture_i32_0_0_0_9t(i32 4, i32 5, i32 1, i32 0, ptr @UCubes.name)
  %samp = call target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32 4, i32 0, i32 1, i32 0, ptr @Nearest.name)
  %r = call i32 @llvm.dx.resource.samplelevel.i32.tdx.Texture_i32_0_0_0_9t.tdx.Sampler_0t.v4f32.v3i32(target("dx.Texture", i32, 0, 0, 0, 9) %tex, target("dx.Sampler", 0) %samp, <4 x float> %dirl, float %lod, <3 x i32> zeroinitializer)
  %sh = lshr i32 %r, 4
  store i32 %sh, ptr @out.i32, align 4
  ret void
}

; Texture1DArray<int4>: samplegrad with a constant offset outside [-8, 7] (-20);
; lane 2 read.
; CHECK-LABEL: define i32 @int_samplegrad_1darray_wide_offset(<2 x float> %ul, float %ddx, float %ddy)
; CHECK: [[B0:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 6, i32 6, i32 4, i8 0 }, i32 6, i1 false)
; CHECK-NEXT: [[TEX:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B0]], %dx.types.ResourceProperties { i32 6, i32 1028 })
; CHECK-NEXT: [[B1:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 4, i8 3 }, i32 0, i1 false)
; CHECK-NEXT: [[SAMP:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B1]], %dx.types.ResourceProperties { i32 14, i32 0 })
; CHECK-DAG: [[C0:%.*]] = extractelement <2 x float> %ul, i{{32|64}} 0
; CHECK-DAG: [[C1:%.*]] = extractelement <2 x float> %ul, i{{32|64}} 1
; CHECK: [[R:%.*]] = call %dx.types.ResRet.i32 @dx.op.sampleGrad.i32(i32 63, %dx.types.Handle [[TEX]], %dx.types.Handle [[SAMP]], float [[C0]], float [[C1]], float undef, float undef, i32 -20, i32 undef, i32 undef, float %ddx, float undef, float undef, float %ddy, float undef, float undef, float undef)
; CHECK-NEXT: [[Z:%.*]] = extractvalue %dx.types.ResRet.i32 [[R]], 2
; CHECK-NEXT: ret i32 [[Z]]
define i32 @int_samplegrad_1darray_wide_offset(<2 x float> %ul, float %ddx, float %ddy) #0 {
entry:
  %tex = call target("dx.Texture", <4 x i32>, 0, 0, 1, 6) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4i32_0_0_1_6t(i32 4, i32 6, i32 1, i32 0, ptr @IRows.name)
  %samp = call target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32 4, i32 0, i32 1, i32 0, ptr @Nearest.name)
  %r = call <4 x i32> @llvm.dx.resource.samplegrad.v4i32.tdx.Texture_v4i32_0_0_1_6t.tdx.Sampler_0t.v2f32.f32.f32.i32(target("dx.Texture", <4 x i32>, 0, 0, 1, 6) %tex, target("dx.Sampler", 0) %samp, <2 x float> %ul, float %ddx, float %ddy, i32 -20)
  %z = extractelement <4 x i32> %r, i32 2
  ret i32 %z
}

; Texture2D<uint4>: samplegrad.clamp with a dynamic offset; lane 0 read alone
; and the whole vector stored.
; CHECK-LABEL: define void @uint_samplegrad_clamp_2d(<2 x float> %uv, <2 x float> %ddx, <2 x float> %ddy, <2 x i32> %off, float %clamp)
; CHECK: [[B0:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 7, i32 7, i32 4, i8 0 }, i32 7, i1 false)
; CHECK-NEXT: [[TEX:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B0]], %dx.types.ResourceProperties { i32 2, i32 1029 })
; CHECK-NEXT: [[B1:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 4, i8 3 }, i32 0, i1 false)
; CHECK-NEXT: [[SAMP:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B1]], %dx.types.ResourceProperties { i32 14, i32 0 })
; CHECK-DAG: [[C0:%.*]] = extractelement <2 x float> %uv, i{{32|64}} 0
; CHECK-DAG: [[C1:%.*]] = extractelement <2 x float> %uv, i{{32|64}} 1
; CHECK-DAG: [[O0:%.*]] = extractelement <2 x i32> %off, i{{32|64}} 0
; CHECK-DAG: [[O1:%.*]] = extractelement <2 x i32> %off, i{{32|64}} 1
; CHECK-DAG: [[DX0:%.*]] = extractelement <2 x float> %ddx, i{{32|64}} 0
; CHECK-DAG: [[DX1:%.*]] = extractelement <2 x float> %ddx, i{{32|64}} 1
; CHECK-DAG: [[DY0:%.*]] = extractelement <2 x float> %ddy, i{{32|64}} 0
; CHECK-DAG: [[DY1:%.*]] = extractelement <2 x float> %ddy, i{{32|64}} 1
; CHECK: [[R:%.*]] = call %dx.types.ResRet.i32 @dx.op.sampleGrad.i32(i32 63, %dx.types.Handle [[TEX]], %dx.types.Handle [[SAMP]], float [[C0]], float [[C1]], float undef, float undef, i32 [[O0]], i32 [[O1]], i32 undef, float [[DX0]], float [[DX1]], float undef, float [[DY0]], float [[DY1]], float undef, float %clamp)
; CHECK-DAG: [[X:%.*]] = extractvalue %dx.types.ResRet.i32 [[R]], 0
; CHECK-DAG: [[Y:%.*]] = extractvalue %dx.types.ResRet.i32 [[R]], 1
; CHECK-DAG: [[Z:%.*]] = extractvalue %dx.types.ResRet.i32 [[R]], 2
; CHECK-DAG: [[W:%.*]] = extractvalue %dx.types.ResRet.i32 [[R]], 3
; CHECK-DAG: [[V0:%.*]] = insertelement <4 x i32> {{poison|undef}}, i32 [[X]], i{{32|64}} 0
; CHECK-DAG: [[V1:%.*]] = insertelement <4 x i32> [[V0]], i32 [[Y]], i{{32|64}} 1
; CHECK-DAG: [[V2:%.*]] = insertelement <4 x i32> [[V1]], i32 [[Z]], i{{32|64}} 2
; CHECK-DAG: [[V3:%.*]] = insertelement <4 x i32> [[V2]], i32 [[W]], i{{32|64}} 3
; CHECK-NOT: extractelement
; CHECK: store i32 [[X]], ptr @out.i32, align 4
; CHECK-NEXT: store <4 x i32> [[V3]], ptr @out.v4i32, align 16
; CHECK-NEXT: ret void
define void @uint_samplegrad_clamp_2d(<2 x float> %uv, <2 x float> %ddx, <2 x float> %ddy, <2 x i32> %off, float %clamp) #0 {
entry:
  %tex = call target("dx.Texture", <4 x i32>, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4i32_0_0_0_2t(i32 4, i32 7, i32 1, i32 0, ptr @UTiles.name)
  %samp = call target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32 4, i32 0, i32 1, i32 0, ptr @Nearest.name)
  %r = call <4 x i32> @llvm.dx.resource.samplegrad.clamp.v4i32.tdx.Texture_v4i32_0_0_0_2t.tdx.Sampler_0t.v2f32.v2f32.v2f32.v2i32(target("dx.Texture", <4 x i32>, 0, 0, 0, 2) %tex, target("dx.Sampler", 0) %samp, <2 x float> %uv, <2 x float> %ddx, <2 x float> %ddy, <2 x i32> %off, float %clamp)
  %x = extractelement <4 x i32> %r, i32 0
  store i32 %x, ptr @out.i32, align 4
  store <4 x i32> %r, ptr @out.v4i32, align 16
  ret void
}

; Texture2D<float4>: sample with a dynamic offset (float elements, f32 overload).
; CHECK-LABEL: define void @float_sample_2d_dynamic(<2 x float> %uv, <2 x i32> %off)
; CHECK: [[B0:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 8, i32 8, i32 4, i8 0 }, i32 8, i1 false)
; CHECK-NEXT: [[TEX:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B0]], %dx.types.ResourceProperties { i32 2, i32 1033 })
; CHECK-NEXT: [[B1:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 4, i8 3 }, i32 0, i1 false)
; CHECK-NEXT: [[SAMP:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B1]], %dx.types.ResourceProperties { i32 14, i32 0 })
; CHECK-DAG: [[C0:%.*]] = extractelement <2 x float> %uv, i{{32|64}} 0
; CHECK-DAG: [[C1:%.*]] = extractelement <2 x float> %uv, i{{32|64}} 1
; CHECK-DAG: [[O0:%.*]] = extractelement <2 x i32> %off, i{{32|64}} 0
; CHECK-DAG: [[O1:%.*]] = extractelement <2 x i32> %off, i{{32|64}} 1
; CHECK: [[R:%.*]] = call %dx.types.ResRet.f32 @dx.op.sample.f32(i32 60, %dx.types.Handle [[TEX]], %dx.types.Handle [[SAMP]], float [[C0]], float [[C1]], float undef, float undef, i32 [[O0]], i32 [[O1]], i32 undef, float undef)
; CHECK-DAG: [[X:%.*]] = extractvalue %dx.types.ResRet.f32 [[R]], 0
; CHECK-DAG: [[Y:%.*]] = extractvalue %dx.types.ResRet.f32 [[R]], 1
; CHECK-DAG: [[Z:%.*]] = extractvalue %dx.types.ResRet.f32 [[R]], 2
; CHECK-DAG: [[W:%.*]] = extractvalue %dx.types.ResRet.f32 [[R]], 3
; CHECK-DAG: [[V0:%.*]] = insertelement <4 x float> {{poison|undef}}, float [[X]], i{{32|64}} 0
; CHECK-DAG: [[V1:%.*]] = insertelement <4 x float> [[V0]], float [[Y]], i{{32|64}} 1
; CHECK-DAG: [[V2:%.*]] = insertelement <4 x float> [[V1]], float [[Z]], i{{32|64}} 2
; CHECK-DAG: [[V3:%.*]] = insertelement <4 x float> [[V2]], float [[W]], i{{32|64}} 3
; CHECK: store <4 x float> [[V3]], ptr @out.v4f32, align 16
; CHECK-NEXT: ret void
define void @float_sample_2d_dynamic(<2 x float> %uv, <2 x i32> %off) #0 {
entry:
  %tex = call target("dx.Texture", <4 x float>, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_2t(i32 4, i32 8, i32 1, i32 0, ptr @Colors.name)
  %samp = call target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32 4, i32 0, i32 1, i32 0, ptr @Nearest.name)
  %r = call <4 x float> @llvm.dx.resource.sample.v4f32.tdx.Texture_v4f32_0_0_0_2t.tdx.Sampler_0t.v2f32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 2) %tex, target("dx.Sampler", 0) %samp, <2 x float> %uv, <2 x i32> %off)
  store <4 x float> %r, ptr @out.v4f32, align 16
  ret void
}

; CHECK-NOT: @llvm.dx.resource

; One declaration per (class, overload), with the parameters of the op table.
; CHECK-DAG: declare %dx.types.Handle @dx.op.annotateHandle(i32, %dx.types.Handle, %dx.types.ResourceProperties)
; CHECK-DAG: declare %dx.types.Handle @dx.op.createHandleFromBinding(i32, %dx.types.ResBind, i32, i1)
; CHECK-DAG: declare %dx.types.ResRet.f32 @dx.op.sample.f32(i32, %dx.types.Handle, %dx.types.Handle, float, float, float, float, i32, i32, i32, float)
; CHECK-DAG: declare %dx.types.ResRet.i32 @dx.op.sample.i32(i32, %dx.types.Handle, %dx.types.Handle, float, float, float, float, i32, i32, i32, float)
; CHECK-DAG: declare %dx.types.ResRet.i32 @dx.op.sampleBias.i32(i32, %dx.types.Handle, %dx.types.Handle, float, float, float, float, i32, i32, i32, float, float)
; CHECK-DAG: declare %dx.types.ResRet.i32 @dx.op.sampleGrad.i32(i32, %dx.types.Handle, %dx.types.Handle, float, float, float, float, i32, i32, i32, float, float, float, float, float, float, float)
; CHECK-DAG: declare %dx.types.ResRet.i32 @dx.op.sampleLevel.i32(i32, %dx.types.Handle, %dx.types.Handle, float, float, float, float, i32, i32, i32, float)

declare target("dx.Texture", <4 x i32>, 0, 0, 1, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4i32_0_0_1_2t(i32, i32, i32, i32, ptr) #1
declare target("dx.Texture", i32, 0, 0, 0, 1) @llvm.dx.resource.handlefrombinding.tdx.Texture_i32_0_0_0_1t(i32, i32, i32, i32, ptr) #1
declare target("dx.Texture", <4 x i32>, 0, 0, 1, 7) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4i32_0_0_1_7t(i32, i32, i32, i32, ptr) #1
declare target("dx.Texture", <4 x i32>, 0, 0, 0, 5) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4i32_0_0_0_5t(i32, i32, i32, i32, ptr) #1
declare target("dx.Texture", <4 x i32>, 0, 0, 1, 4) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4i32_0_0_1_4t(i32, i32, i32, i32, ptr) #1
declare target("dx.Texture", i32, 0, 0, 0, 9) @llvm.dx.resource.handlefrombinding.tdx.Texture_i32_0_0_0_9t(i32, i32, i32, i32, ptr) #1
declare target("dx.Texture", <4 x i32>, 0, 0, 1, 6) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4i32_0_0_1_6t(i32, i32, i32, i32, ptr) #1
declare target("dx.Texture", <4 x i32>, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4i32_0_0_0_2t(i32, i32, i32, i32, ptr) #1
declare target("dx.Texture", <4 x float>, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_2t(i32, i32, i32, i32, ptr) #1
declare target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32, i32, i32, i32, ptr) #1

declare <4 x i32> @llvm.dx.resource.sample.v4i32.tdx.Texture_v4i32_0_0_1_2t.tdx.Sampler_0t.v2f32.v2i32(target("dx.Texture", <4 x i32>, 0, 0, 1, 2), target("dx.Sampler", 0), <2 x float>, <2 x i32>) #2
declare i32 @llvm.dx.resource.sample.clamp.i32.tdx.Texture_i32_0_0_0_1t.tdx.Sampler_0t.f32.i32(target("dx.Texture", i32, 0, 0, 0, 1), target("dx.Sampler", 0), float, i32, float) #2
declare <4 x i32> @llvm.dx.resource.samplebias.v4i32.tdx.Texture_v4i32_0_0_1_7t.tdx.Sampler_0t.v3f32.v2i32(target("dx.Texture", <4 x i32>, 0, 0, 1, 7), target("dx.Sampler", 0), <3 x float>, float, <2 x i32>) #2
declare <4 x i32> @llvm.dx.resource.samplebias.clamp.v4i32.tdx.Texture_v4i32_0_0_0_5t.tdx.Sampler_0t.v3f32.v3i32(target("dx.Texture", <4 x i32>, 0, 0, 0, 5), target("dx.Sampler", 0), <3 x float>, float, <3 x i32>, float) #2
declare <4 x i32> @llvm.dx.resource.samplelevel.v4i32.tdx.Texture_v4i32_0_0_1_4t.tdx.Sampler_0t.v3f32.v3i32(target("dx.Texture", <4 x i32>, 0, 0, 1, 4), target("dx.Sampler", 0), <3 x float>, float, <3 x i32>) #3
declare i32 @llvm.dx.resource.samplelevel.i32.tdx.Texture_i32_0_0_0_9t.tdx.Sampler_0t.v4f32.v3i32(target("dx.Texture", i32, 0, 0, 0, 9), target("dx.Sampler", 0), <4 x float>, float, <3 x i32>) #3
declare <4 x i32> @llvm.dx.resource.samplegrad.v4i32.tdx.Texture_v4i32_0_0_1_6t.tdx.Sampler_0t.v2f32.f32.f32.i32(target("dx.Texture", <4 x i32>, 0, 0, 1, 6), target("dx.Sampler", 0), <2 x float>, float, float, i32) #3
declare <4 x i32> @llvm.dx.resource.samplegrad.clamp.v4i32.tdx.Texture_v4i32_0_0_0_2t.tdx.Sampler_0t.v2f32.v2f32.v2f32.v2i32(target("dx.Texture", <4 x i32>, 0, 0, 0, 2), target("dx.Sampler", 0), <2 x float>, <2 x float>, <2 x float>, <2 x i32>, float) #3
declare <4 x float> @llvm.dx.resource.sample.v4f32.tdx.Texture_v4f32_0_0_0_2t.tdx.Sampler_0t.v2f32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 2), target("dx.Sampler", 0), <2 x float>, <2 x i32>) #2

attributes #0 = { "hlsl.shader"="compute" "hlsl.numthreads"="8,8,1" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #2 = { convergent nocallback nofree nosync nounwind willreturn memory(read) }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(read) }
