; texel-dxil lowers llvm.dx.resource.samplelevel to SampleLevel (62):
; c0..c3, o0..o2, lod. Kinds Texture1D, 1DArray, 2D, 2DArray, 3D, Cube, CubeArray;
; elements float4, float and half4; zero and constant offsets; results used whole
; (stored, returned, selected, indexed with a variable), by constant lanes, or
; both; float2 and float3 elements give two- and three-lane results; a result
; sampled in one block and merged by a phi in another. SampleLevel computes no
; derivatives: a 1x1x1 compute group is fine.
;
; RUN: %opt -load-pass-plugin=%plugin -passes=texel-dxil,texel-dxil-verify-ops -S %s | FileCheck %s

target triple = "dxil-pc-shadermodel6.6-compute"

; Everything in space 3:
;   Texture1D<float>         L1D    : register(t0, space3)
;   Texture1DArray<float4>   L1DA   : register(t1, space3)
;   Texture2D<float4>        L2D    : register(t2, space3)
;   Texture2DArray<half4>    L2DA   : register(t3, space3)
;   Texture3D<half4>         L3D    : register(t4, space3)
;   TextureCube<float4>      LCube  : register(t5, space3)
;   TextureCubeArray<float>  LCubeA : register(t6, space3)
;   Texture2D<float2>        L2D2   : register(t7, space3)
;   Texture3D<float3>        L3D3   : register(t8, space3)
;   SamplerState             Point  : register(s0, space3)
@L1D.name = private unnamed_addr constant [4 x i8] c"L1D\00"
@L1DA.name = private unnamed_addr constant [5 x i8] c"L1DA\00"
@L2D.name = private unnamed_addr constant [4 x i8] c"L2D\00"
@L2DA.name = private unnamed_addr constant [5 x i8] c"L2DA\00"
@L3D.name = private unnamed_addr constant [4 x i8] c"L3D\00"
@LCube.name = private unnamed_addr constant [6 x i8] c"LCube\00"
@LCubeA.name = private unnamed_addr constant [7 x i8] c"LCubeA\00"
@L2D2.name = private unnamed_addr constant [5 x i8] c"L2D2\00"
@L3D3.name = private unnamed_addr constant [5 x i8] c"L3D3\00"
@Point.name = private unnamed_addr constant [6 x i8] c"Point\00"

@out.f32 = global float 0.000000e+00, align 4
@out.f16 = global half 0xH0000, align 2
@out.v2f32 = global <2 x float> zeroinitializer, align 8
@out.v4f32 = global <4 x float> zeroinitializer, align 16

; The DXIL types (DXIL.md, Operation calls).
; CHECK-DAG: %dx.types.Handle = type { ptr }
; CHECK-DAG: %dx.types.ResBind = type { i32, i32, i32, i8 }
; CHECK-DAG: %dx.types.ResourceProperties = type { i32, i32 }
; CHECK-DAG: %dx.types.ResRet.f16 = type { half, half, half, half, i32 }
; CHECK-DAG: %dx.types.ResRet.f32 = type { float, float, float, float, i32 }

; Texture1D<float> (f32 x 1): offset 7 in the one active slot, a scalar result.
; CHECK-LABEL: define float @level_1d_scalar(float %u, float %lod)
; CHECK: [[B0:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 3, i8 0 }, i32 0, i1 false)
; CHECK-NEXT: [[TEX:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B0]], %dx.types.ResourceProperties { i32 1, i32 265 })
; CHECK-NEXT: [[B1:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 3, i8 3 }, i32 0, i1 false)
; CHECK-NEXT: [[SAMP:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B1]], %dx.types.ResourceProperties { i32 14, i32 0 })
; CHECK-NEXT: [[R:%.*]] = call %dx.types.ResRet.f32 @dx.op.sampleLevel.f32(i32 62, %dx.types.Handle [[TEX]], %dx.types.Handle [[SAMP]], float %u, float undef, float undef, float undef, i32 7, i32 undef, i32 undef, float %lod)
; CHECK-NEXT: [[X:%.*]] = extractvalue %dx.types.ResRet.f32 [[R]], 0
; CHECK-NEXT: ret float [[X]]
define float @level_1d_scalar(float %u, float %lod) #0 {
entry:
  %tex = call target("dx.Texture", float, 0, 0, 0, 1) @llvm.dx.resource.handlefrombinding.tdx.Texture_f32_0_0_0_1t(i32 3, i32 0, i32 1, i32 0, ptr @L1D.name)
  %samp = call target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32 3, i32 0, i32 1, i32 0, ptr @Point.name)
  %r = call float @llvm.dx.resource.samplelevel.f32.tdx.Texture_f32_0_0_0_1t.tdx.Sampler_0t.f32.i32(target("dx.Texture", float, 0, 0, 0, 1) %tex, target("dx.Sampler", 0) %samp, float %u, float %lod, i32 7)
  ret float %r
}

; Texture1DArray<float4>: a constant lod 0, zero offset; the whole vector stored.
; CHECK-LABEL: define void @level_1darray(<2 x float> %ul)
; CHECK: [[B0:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 1, i32 1, i32 3, i8 0 }, i32 1, i1 false)
; CHECK-NEXT: [[TEX:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B0]], %dx.types.ResourceProperties { i32 6, i32 1033 })
; CHECK-NEXT: [[B1:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 3, i8 3 }, i32 0, i1 false)
; CHECK-NEXT: [[SAMP:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B1]], %dx.types.ResourceProperties { i32 14, i32 0 })
; CHECK-DAG: [[C0:%.*]] = extractelement <2 x float> %ul, i{{32|64}} 0
; CHECK-DAG: [[C1:%.*]] = extractelement <2 x float> %ul, i{{32|64}} 1
; CHECK: [[R:%.*]] = call %dx.types.ResRet.f32 @dx.op.sampleLevel.f32(i32 62, %dx.types.Handle [[TEX]], %dx.types.Handle [[SAMP]], float [[C0]], float [[C1]], float undef, float undef, i32 undef, i32 undef, i32 undef, float 0.000000e+00)
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
define void @level_1darray(<2 x float> %ul) #0 {
entry:
  %tex = call target("dx.Texture", <4 x float>, 0, 0, 0, 6) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_6t(i32 3, i32 1, i32 1, i32 0, ptr @L1DA.name)
  %samp = call target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32 3, i32 0, i32 1, i32 0, ptr @Point.name)
  %r = call <4 x float> @llvm.dx.resource.samplelevel.v4f32.tdx.Texture_v4f32_0_0_0_6t.tdx.Sampler_0t.v2f32.i32(target("dx.Texture", <4 x float>, 0, 0, 0, 6) %tex, target("dx.Sampler", 0) %samp, <2 x float> %ul, float 0.0, i32 0)
  store <4 x float> %r, ptr @out.v4f32, align 16
  ret void
}

; Texture2D<float4>: offset (-8, 7); lane 0 by a constant index, another lane
; by a variable index: the variable one stays an extractelement of the rebuilt
; vector.
; CHECK-LABEL: define float @level_2d_variable_lane(<2 x float> %uv, float %lod, i32 %lane)
; CHECK: [[B0:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 2, i32 2, i32 3, i8 0 }, i32 2, i1 false)
; CHECK-NEXT: [[TEX:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B0]], %dx.types.ResourceProperties { i32 2, i32 1033 })
; CHECK-NEXT: [[B1:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 3, i8 3 }, i32 0, i1 false)
; CHECK-NEXT: [[SAMP:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B1]], %dx.types.ResourceProperties { i32 14, i32 0 })
; CHECK-DAG: [[C0:%.*]] = extractelement <2 x float> %uv, i{{32|64}} 0
; CHECK-DAG: [[C1:%.*]] = extractelement <2 x float> %uv, i{{32|64}} 1
; CHECK: [[R:%.*]] = call %dx.types.ResRet.f32 @dx.op.sampleLevel.f32(i32 62, %dx.types.Handle [[TEX]], %dx.types.Handle [[SAMP]], float [[C0]], float [[C1]], float undef, float undef, i32 -8, i32 7, i32 undef, float %lod)
; CHECK-DAG: [[X:%.*]] = extractvalue %dx.types.ResRet.f32 [[R]], 0
; CHECK-DAG: [[Y:%.*]] = extractvalue %dx.types.ResRet.f32 [[R]], 1
; CHECK-DAG: [[Z:%.*]] = extractvalue %dx.types.ResRet.f32 [[R]], 2
; CHECK-DAG: [[W:%.*]] = extractvalue %dx.types.ResRet.f32 [[R]], 3
; CHECK-DAG: [[V0:%.*]] = insertelement <4 x float> {{poison|undef}}, float [[X]], i{{32|64}} 0
; CHECK-DAG: [[V1:%.*]] = insertelement <4 x float> [[V0]], float [[Y]], i{{32|64}} 1
; CHECK-DAG: [[V2:%.*]] = insertelement <4 x float> [[V1]], float [[Z]], i{{32|64}} 2
; CHECK-DAG: [[V3:%.*]] = insertelement <4 x float> [[V2]], float [[W]], i{{32|64}} 3
; CHECK: [[ANY:%.*]] = extractelement <4 x float> [[V3]], i32 %lane
; CHECK-NEXT: [[S:%.*]] = fadd float [[X]], [[ANY]]
; CHECK-NEXT: ret float [[S]]
define float @level_2d_variable_lane(<2 x float> %uv, float %lod, i32 %lane) #0 {
entry:
  %tex = call target("dx.Texture", <4 x float>, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_2t(i32 3, i32 2, i32 1, i32 0, ptr @L2D.name)
  %samp = call target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32 3, i32 0, i32 1, i32 0, ptr @Point.name)
  %r = call <4 x float> @llvm.dx.resource.samplelevel.v4f32.tdx.Texture_v4f32_0_0_0_2t.tdx.Sampler_0t.v2f32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 2) %tex, target("dx.Sampler", 0) %samp, <2 x float> %uv, float %lod, <2 x i32> <i32 -8, i32 7>)
  %x = extractelement <4 x float> %r, i64 0
  %any = extractelement <4 x float> %r, i32 %lane
  %s = fadd float %x, %any
  ret float %s
}

; Texture2DArray<half4>: offset (2, 0), both slots active; the whole vector
; returned.
; CHECK-LABEL: define <4 x half> @level_2darray_half(<3 x float> %uvl, float %lod)
; CHECK: [[B0:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 3, i32 3, i32 3, i8 0 }, i32 3, i1 false)
; CHECK-NEXT: [[TEX:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B0]], %dx.types.ResourceProperties { i32 7, i32 1032 })
; CHECK-NEXT: [[B1:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 3, i8 3 }, i32 0, i1 false)
; CHECK-NEXT: [[SAMP:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B1]], %dx.types.ResourceProperties { i32 14, i32 0 })
; CHECK-DAG: [[C0:%.*]] = extractelement <3 x float> %uvl, i{{32|64}} 0
; CHECK-DAG: [[C1:%.*]] = extractelement <3 x float> %uvl, i{{32|64}} 1
; CHECK-DAG: [[C2:%.*]] = extractelement <3 x float> %uvl, i{{32|64}} 2
; CHECK: [[R:%.*]] = call %dx.types.ResRet.f16 @dx.op.sampleLevel.f16(i32 62, %dx.types.Handle [[TEX]], %dx.types.Handle [[SAMP]], float [[C0]], float [[C1]], float [[C2]], float undef, i32 2, i32 0, i32 undef, float %lod)
; CHECK-DAG: [[X:%.*]] = extractvalue %dx.types.ResRet.f16 [[R]], 0
; CHECK-DAG: [[Y:%.*]] = extractvalue %dx.types.ResRet.f16 [[R]], 1
; CHECK-DAG: [[Z:%.*]] = extractvalue %dx.types.ResRet.f16 [[R]], 2
; CHECK-DAG: [[W:%.*]] = extractvalue %dx.types.ResRet.f16 [[R]], 3
; CHECK-DAG: [[V0:%.*]] = insertelement <4 x half> {{poison|undef}}, half [[X]], i{{32|64}} 0
; CHECK-DAG: [[V1:%.*]] = insertelement <4 x half> [[V0]], half [[Y]], i{{32|64}} 1
; CHECK-DAG: [[V2:%.*]] = insertelement <4 x half> [[V1]], half [[Z]], i{{32|64}} 2
; CHECK-DAG: [[V3:%.*]] = insertelement <4 x half> [[V2]], half [[W]], i{{32|64}} 3
; CHECK: ret <4 x half> [[V3]]
define <4 x half> @level_2darray_half(<3 x float> %uvl, float %lod) #0 {
entry:
  %tex = call target("dx.Texture", <4 x half>, 0, 0, 0, 7) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f16_0_0_0_7t(i32 3, i32 3, i32 1, i32 0, ptr @L2DA.name)
  %samp = call target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32 3, i32 0, i32 1, i32 0, ptr @Point.name)
  %r = call <4 x half> @llvm.dx.resource.samplelevel.v4f16.tdx.Texture_v4f16_0_0_0_7t.tdx.Sampler_0t.v3f32.v2i32(target("dx.Texture", <4 x half>, 0, 0, 0, 7) %tex, target("dx.Sampler", 0) %samp, <3 x float> %uvl, float %lod, <2 x i32> <i32 2, i32 0>)
  ret <4 x half> %r
}

; Texture3D<half4>: zero <3 x i32> offset; lane 2 read as half.
; CHECK-LABEL: define void @level_3d_half(<3 x float> %uvw, float %lod)
; CHECK: [[B0:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 4, i32 4, i32 3, i8 0 }, i32 4, i1 false)
; CHECK-NEXT: [[TEX:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B0]], %dx.types.ResourceProperties { i32 4, i32 1032 })
; CHECK-NEXT: [[B1:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 3, i8 3 }, i32 0, i1 false)
; CHECK-NEXT: [[SAMP:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B1]], %dx.types.ResourceProperties { i32 14, i32 0 })
; CHECK-DAG: [[C0:%.*]] = extractelement <3 x float> %uvw, i{{32|64}} 0
; CHECK-DAG: [[C1:%.*]] = extractelement <3 x float> %uvw, i{{32|64}} 1
; CHECK-DAG: [[C2:%.*]] = extractelement <3 x float> %uvw, i{{32|64}} 2
; CHECK: [[R:%.*]] = call %dx.types.ResRet.f16 @dx.op.sampleLevel.f16(i32 62, %dx.types.Handle [[TEX]], %dx.types.Handle [[SAMP]], float [[C0]], float [[C1]], float [[C2]], float undef, i32 undef, i32 undef, i32 undef, float %lod)
; CHECK-NEXT: [[Z:%.*]] = extractvalue %dx.types.ResRet.f16 [[R]], 2
; CHECK-NEXT: store half [[Z]], ptr @out.f16, align 2
; CHECK-NEXT: ret void
define void @level_3d_half(<3 x float> %uvw, float %lod) #0 {
entry:
  %tex = call target("dx.Texture", <4 x half>, 0, 0, 0, 4) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f16_0_0_0_4t(i32 3, i32 4, i32 1, i32 0, ptr @L3D.name)
  %samp = call target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32 3, i32 0, i32 1, i32 0, ptr @Point.name)
  %r = call <4 x half> @llvm.dx.resource.samplelevel.v4f16.tdx.Texture_v4f16_0_0_0_4t.tdx.Sampler_0t.v3f32.v3i32(target("dx.Texture", <4 x half>, 0, 0, 0, 4) %tex, target("dx.Sampler", 0) %samp, <3 x float> %uvw, float %lod, <3 x i32> zeroinitializer)
  %z = extractelement <4 x half> %r, i32 2
  store half %z, ptr @out.f16, align 2
  ret void
}

; TextureCube<float4>: no offsets; the vector goes through a select.
; CHECK-LABEL: define void @level_cube_select(<3 x float> %dir, float %lod, i1 %keep)
; CHECK: [[B0:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 5, i32 5, i32 3, i8 0 }, i32 5, i1 false)
; CHECK-NEXT: [[TEX:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B0]], %dx.types.ResourceProperties { i32 5, i32 1033 })
; CHECK-NEXT: [[B1:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 3, i8 3 }, i32 0, i1 false)
; CHECK-NEXT: [[SAMP:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B1]], %dx.types.ResourceProperties { i32 14, i32 0 })
; CHECK-DAG: [[C0:%.*]] = extractelement <3 x float> %dir, i{{32|64}} 0
; CHECK-DAG: [[C1:%.*]] = extractelement <3 x float> %dir, i{{32|64}} 1
; CHECK-DAG: [[C2:%.*]] = extractelement <3 x float> %dir, i{{32|64}} 2
; CHECK: [[R:%.*]] = call %dx.types.ResRet.f32 @dx.op.sampleLevel.f32(i32 62, %dx.types.Handle [[TEX]], %dx.types.Handle [[SAMP]], float [[C0]], float [[C1]], float [[C2]], float undef, i32 undef, i32 undef, i32 undef, float %lod)
; CHECK-DAG: [[X:%.*]] = extractvalue %dx.types.ResRet.f32 [[R]], 0
; CHECK-DAG: [[Y:%.*]] = extractvalue %dx.types.ResRet.f32 [[R]], 1
; CHECK-DAG: [[Z:%.*]] = extractvalue %dx.types.ResRet.f32 [[R]], 2
; CHECK-DAG: [[W:%.*]] = extractvalue %dx.types.ResRet.f32 [[R]], 3
; CHECK-DAG: [[V0:%.*]] = insertelement <4 x float> {{poison|undef}}, float [[X]], i{{32|64}} 0
; CHECK-DAG: [[V1:%.*]] = insertelement <4 x float> [[V0]], float [[Y]], i{{32|64}} 1
; CHECK-DAG: [[V2:%.*]] = insertelement <4 x float> [[V1]], float [[Z]], i{{32|64}} 2
; CHECK-DAG: [[V3:%.*]] = insertelement <4 x float> [[V2]], float [[W]], i{{32|64}} 3
; CHECK: [[SEL:%.*]] = select i1 %keep, <4 x float> [[V3]], <4 x float> zeroinitializer
; CHECK-NEXT: store <4 x float> [[SEL]], ptr @out.v4f32, align 16
; CHECK-NEXT: ret void
define void @level_cube_select(<3 x float> %dir, float %lod, i1 %keep) #0 {
entry:
  %tex = call target("dx.Texture", <4 x float>, 0, 0, 0, 5) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_5t(i32 3, i32 5, i32 1, i32 0, ptr @LCube.name)
  %samp = call target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32 3, i32 0, i32 1, i32 0, ptr @Point.name)
  %r = call <4 x float> @llvm.dx.resource.samplelevel.v4f32.tdx.Texture_v4f32_0_0_0_5t.tdx.Sampler_0t.v3f32.v3i32(target("dx.Texture", <4 x float>, 0, 0, 0, 5) %tex, target("dx.Sampler", 0) %samp, <3 x float> %dir, float %lod, <3 x i32> zeroinitializer)
  %sel = select i1 %keep, <4 x float> %r, <4 x float> zeroinitializer
  store <4 x float> %sel, ptr @out.v4f32, align 16
  ret void
}

; TextureCubeArray<float> (kind 9, f32 x 1): four coordinates, a scalar result
; scaled and stored.
; CHECK-LABEL: define void @level_cubearray_scalar(<4 x float> %dirl, float %lod)
; CHECK: [[B0:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 6, i32 6, i32 3, i8 0 }, i32 6, i1 false)
; CHECK-NEXT: [[TEX:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B0]], %dx.types.ResourceProperties { i32 9, i32 265 })
; CHECK-NEXT: [[B1:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 3, i8 3 }, i32 0, i1 false)
; CHECK-NEXT: [[SAMP:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B1]], %dx.types.ResourceProperties { i32 14, i32 0 })
; CHECK-DAG: [[C0:%.*]] = extractelement <4 x float> %dirl, i{{32|64}} 0
; CHECK-DAG: [[C1:%.*]] = extractelement <4 x float> %dirl, i{{32|64}} 1
; CHECK-DAG: [[C2:%.*]] = extractelement <4 x float> %dirl, i{{32|64}} 2
; CHECK-DAG: [[C3:%.*]] = extractelement <4 x float> %dirl, i{{32|64}} 3
; CHECK: [[R:%.*]] = call %dx.types.ResRet.f32 @dx.op.sampleLevel.f32(i32 62, %dx.types.Handle [[TEX]], %dx.types.Handle [[SAMP]], float [[C0]], float [[C1]], float [[C2]], float [[C3]], i32 undef, i32 undef, i32 undef, float %lod)
; CHECK-NEXT: [[X:%.*]] = extractvalue %dx.types.ResRet.f32 [[R]], 0
; CHECK-NEXT: [[M:%.*]] = fmul float [[X]], 4.000000e+00
; CHECK-NEXT: store float [[M]], ptr @out.f32, align 4
; CHECK-NEXT: ret void
define void @level_cubearray_scalar(<4 x float> %dirl, float %lod) #0 {
entry:
  %tex = call target("dx.Texture", float, 0, 0, 0, 9) @llvm.dx.resource.handlefrombinding.tdx.Texture_f32_0_0_0_9t(i32 3, i32 6, i32 1, i32 0, ptr @LCubeA.name)
  %samp = call target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32 3, i32 0, i32 1, i32 0, ptr @Point.name)
  %r = call float @llvm.dx.resource.samplelevel.f32.tdx.Texture_f32_0_0_0_9t.tdx.Sampler_0t.v4f32.v3i32(target("dx.Texture", float, 0, 0, 0, 9) %tex, target("dx.Sampler", 0) %samp, <4 x float> %dirl, float %lod, <3 x i32> zeroinitializer)
  %m = fmul float %r, 4.0
  store float %m, ptr @out.f32, align 4
  ret void
}

; Texture2D<float2> (f32 x 2 = 521): a two-lane result. Sampled in one block;
; lane 1 read there, and the whole vector flows into a phi in the next block:
; fields 0 and 1 rebuild a <2 x float> next to the op.
; CHECK-LABEL: define void @level_2d_float2_branch(<2 x float> %uv, float %lod, i1 %take)
; CHECK: [[B0:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 7, i32 7, i32 3, i8 0 }, i32 7, i1 false)
; CHECK-NEXT: [[TEX:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B0]], %dx.types.ResourceProperties { i32 2, i32 521 })
; CHECK-NEXT: [[B1:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 3, i8 3 }, i32 0, i1 false)
; CHECK-NEXT: [[SAMP:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B1]], %dx.types.ResourceProperties { i32 14, i32 0 })
; CHECK-NEXT: br i1 %take, label %then, label %merge
; CHECK: then:
; CHECK-DAG: [[C0:%.*]] = extractelement <2 x float> %uv, i{{32|64}} 0
; CHECK-DAG: [[C1:%.*]] = extractelement <2 x float> %uv, i{{32|64}} 1
; CHECK: [[R:%.*]] = call %dx.types.ResRet.f32 @dx.op.sampleLevel.f32(i32 62, %dx.types.Handle [[TEX]], %dx.types.Handle [[SAMP]], float [[C0]], float [[C1]], float undef, float undef, i32 undef, i32 undef, i32 undef, float %lod)
; CHECK-DAG: [[X:%.*]] = extractvalue %dx.types.ResRet.f32 [[R]], 0
; CHECK-DAG: [[Y:%.*]] = extractvalue %dx.types.ResRet.f32 [[R]], 1
; CHECK-DAG: [[V0:%.*]] = insertelement <2 x float> {{poison|undef}}, float [[X]], i{{32|64}} 0
; CHECK-DAG: [[V1:%.*]] = insertelement <2 x float> [[V0]], float [[Y]], i{{32|64}} 1
; CHECK-NOT: extractvalue
; CHECK: store float [[Y]], ptr @out.f32, align 4
; CHECK-NEXT: br label %merge
; CHECK: merge:
; CHECK-NEXT: [[P:%.*]] = phi <2 x float> [ [[V1]], %then ], [ zeroinitializer, %entry ]
; CHECK-NEXT: store <2 x float> [[P]], ptr @out.v2f32, align 8
; CHECK-NEXT: ret void
define void @level_2d_float2_branch(<2 x float> %uv, float %lod, i1 %take) #0 {
entry:
  %tex = call target("dx.Texture", <2 x float>, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v2f32_0_0_0_2t(i32 3, i32 7, i32 1, i32 0, ptr @L2D2.name)
  %samp = call target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32 3, i32 0, i32 1, i32 0, ptr @Point.name)
  br i1 %take, label %then, label %merge

then:
  %r = call <2 x float> @llvm.dx.resource.samplelevel.v2f32.tdx.Texture_v2f32_0_0_0_2t.tdx.Sampler_0t.v2f32.v2i32(target("dx.Texture", <2 x float>, 0, 0, 0, 2) %tex, target("dx.Sampler", 0) %samp, <2 x float> %uv, float %lod, <2 x i32> zeroinitializer)
  %y = extractelement <2 x float> %r, i32 1
  store float %y, ptr @out.f32, align 4
  br label %merge

merge:
  %p = phi <2 x float> [ %r, %then ], [ zeroinitializer, %entry ]
  store <2 x float> %p, ptr @out.v2f32, align 8
  ret void
}

; Texture3D<float3> (f32 x 3 = 777): a three-lane result, offset (0, 0, 5);
; lane 2 read alone and the whole <3 x float> returned (fields 0..2; field 3 is
; not used).
; CHECK-LABEL: define <3 x float> @level_3d_float3(<3 x float> %uvw, float %lod)
; CHECK: [[B0:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 8, i32 8, i32 3, i8 0 }, i32 8, i1 false)
; CHECK-NEXT: [[TEX:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B0]], %dx.types.ResourceProperties { i32 4, i32 777 })
; CHECK-NEXT: [[B1:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 3, i8 3 }, i32 0, i1 false)
; CHECK-NEXT: [[SAMP:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B1]], %dx.types.ResourceProperties { i32 14, i32 0 })
; CHECK-DAG: [[C0:%.*]] = extractelement <3 x float> %uvw, i{{32|64}} 0
; CHECK-DAG: [[C1:%.*]] = extractelement <3 x float> %uvw, i{{32|64}} 1
; CHECK-DAG: [[C2:%.*]] = extractelement <3 x float> %uvw, i{{32|64}} 2
; CHECK: [[R:%.*]] = call %dx.types.ResRet.f32 @dx.op.sampleLevel.f32(i32 62, %dx.types.Handle [[TEX]], %dx.types.Handle [[SAMP]], float [[C0]], float [[C1]], float [[C2]], float undef, i32 0, i32 0, i32 5, float %lod)
; CHECK-DAG: [[X:%.*]] = extractvalue %dx.types.ResRet.f32 [[R]], 0
; CHECK-DAG: [[Y:%.*]] = extractvalue %dx.types.ResRet.f32 [[R]], 1
; CHECK-DAG: [[Z:%.*]] = extractvalue %dx.types.ResRet.f32 [[R]], 2
; CHECK-DAG: [[V0:%.*]] = insertelement <3 x float> {{poison|undef}}, float [[X]], i{{32|64}} 0
; CHECK-DAG: [[V1:%.*]] = insertelement <3 x float> [[V0]], float [[Y]], i{{32|64}} 1
; CHECK-DAG: [[V2:%.*]] = insertelement <3 x float> [[V1]], float [[Z]], i{{32|64}} 2
; CHECK-NOT: {{extractvalue|extractelement}}
; CHECK: store float [[Z]], ptr @out.f32, align 4
; CHECK-NEXT: ret <3 x float> [[V2]]
define <3 x float> @level_3d_float3(<3 x float> %uvw, float %lod) #0 {
entry:
  %tex = call target("dx.Texture", <3 x float>, 0, 0, 0, 4) @llvm.dx.resource.handlefrombinding.tdx.Texture_v3f32_0_0_0_4t(i32 3, i32 8, i32 1, i32 0, ptr @L3D3.name)
  %samp = call target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32 3, i32 0, i32 1, i32 0, ptr @Point.name)
  %r = call <3 x float> @llvm.dx.resource.samplelevel.v3f32.tdx.Texture_v3f32_0_0_0_4t.tdx.Sampler_0t.v3f32.v3i32(target("dx.Texture", <3 x float>, 0, 0, 0, 4) %tex, target("dx.Sampler", 0) %samp, <3 x float> %uvw, float %lod, <3 x i32> <i32 0, i32 0, i32 5>)
  %z = extractelement <3 x float> %r, i32 2
  store float %z, ptr @out.f32, align 4
  ret <3 x float> %r
}

; CHECK-NOT: @llvm.dx.resource

; One declaration per (class, overload), with the parameters of the op table.
; CHECK-DAG: declare %dx.types.Handle @dx.op.annotateHandle(i32, %dx.types.Handle, %dx.types.ResourceProperties)
; CHECK-DAG: declare %dx.types.Handle @dx.op.createHandleFromBinding(i32, %dx.types.ResBind, i32, i1)
; CHECK-DAG: declare %dx.types.ResRet.f16 @dx.op.sampleLevel.f16(i32, %dx.types.Handle, %dx.types.Handle, float, float, float, float, i32, i32, i32, float)
; CHECK-DAG: declare %dx.types.ResRet.f32 @dx.op.sampleLevel.f32(i32, %dx.types.Handle, %dx.types.Handle, float, float, float, float, i32, i32, i32, float)

declare target("dx.Texture", float, 0, 0, 0, 1) @llvm.dx.resource.handlefrombinding.tdx.Texture_f32_0_0_0_1t(i32, i32, i32, i32, ptr) #1
declare target("dx.Texture", <4 x float>, 0, 0, 0, 6) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_6t(i32, i32, i32, i32, ptr) #1
declare target("dx.Texture", <4 x float>, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_2t(i32, i32, i32, i32, ptr) #1
declare target("dx.Texture", <4 x half>, 0, 0, 0, 7) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f16_0_0_0_7t(i32, i32, i32, i32, ptr) #1
declare target("dx.Texture", <4 x half>, 0, 0, 0, 4) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f16_0_0_0_4t(i32, i32, i32, i32, ptr) #1
declare target("dx.Texture", <4 x float>, 0, 0, 0, 5) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_5t(i32, i32, i32, i32, ptr) #1
declare target("dx.Texture", float, 0, 0, 0, 9) @llvm.dx.resource.handlefrombinding.tdx.Texture_f32_0_0_0_9t(i32, i32, i32, i32, ptr) #1
declare target("dx.Texture", <2 x float>, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v2f32_0_0_0_2t(i32, i32, i32, i32, ptr) #1
declare target("dx.Texture", <3 x float>, 0, 0, 0, 4) @llvm.dx.resource.handlefrombinding.tdx.Texture_v3f32_0_0_0_4t(i32, i32, i32, i32, ptr) #1
declare target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32, i32, i32, i32, ptr) #1

declare float @llvm.dx.resource.samplelevel.f32.tdx.Texture_f32_0_0_0_1t.tdx.Sampler_0t.f32.i32(target("dx.Texture", float, 0, 0, 0, 1), target("dx.Sampler", 0), float, float, i32) #2
declare <4 x float> @llvm.dx.resource.samplelevel.v4f32.tdx.Texture_v4f32_0_0_0_6t.tdx.Sampler_0t.v2f32.i32(target("dx.Texture", <4 x float>, 0, 0, 0, 6), target("dx.Sampler", 0), <2 x float>, float, i32) #2
declare <4 x float> @llvm.dx.resource.samplelevel.v4f32.tdx.Texture_v4f32_0_0_0_2t.tdx.Sampler_0t.v2f32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 2), target("dx.Sampler", 0), <2 x float>, float, <2 x i32>) #2
declare <4 x half> @llvm.dx.resource.samplelevel.v4f16.tdx.Texture_v4f16_0_0_0_7t.tdx.Sampler_0t.v3f32.v2i32(target("dx.Texture", <4 x half>, 0, 0, 0, 7), target("dx.Sampler", 0), <3 x float>, float, <2 x i32>) #2
declare <4 x half> @llvm.dx.resource.samplelevel.v4f16.tdx.Texture_v4f16_0_0_0_4t.tdx.Sampler_0t.v3f32.v3i32(target("dx.Texture", <4 x half>, 0, 0, 0, 4), target("dx.Sampler", 0), <3 x float>, float, <3 x i32>) #2
declare <4 x float> @llvm.dx.resource.samplelevel.v4f32.tdx.Texture_v4f32_0_0_0_5t.tdx.Sampler_0t.v3f32.v3i32(target("dx.Texture", <4 x float>, 0, 0, 0, 5), target("dx.Sampler", 0), <3 x float>, float, <3 x i32>) #2
declare float @llvm.dx.resource.samplelevel.f32.tdx.Texture_f32_0_0_0_9t.tdx.Sampler_0t.v4f32.v3i32(target("dx.Texture", float, 0, 0, 0, 9), target("dx.Sampler", 0), <4 x float>, float, <3 x i32>) #2
declare <2 x float> @llvm.dx.resource.samplelevel.v2f32.tdx.Texture_v2f32_0_0_0_2t.tdx.Sampler_0t.v2f32.v2i32(target("dx.Texture", <2 x float>, 0, 0, 0, 2), target("dx.Sampler", 0), <2 x float>, float, <2 x i32>) #2
declare <3 x float> @llvm.dx.resource.samplelevel.v3f32.tdx.Texture_v3f32_0_0_0_4t.tdx.Sampler_0t.v3f32.v3i32(target("dx.Texture", <3 x float>, 0, 0, 0, 4), target("dx.Sampler", 0), <3 x float>, float, <3 x i32>) #2

attributes #0 = { "hlsl.shader"="compute" "hlsl.numthreads"="1,1,1" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(read) }
