; texel-dxil lowers llvm.dx.resource.samplebias and samplebias.clamp to
; SampleBias (61): coordinates c0..c3, offsets o0..o2, then bias, then clamp (undef
; without .clamp). Kinds Texture1D, 1DArray, 2D, 2DArray, 3D, Cube, CubeArray;
; elements float4, float and half4; zero and constant offsets.
; Compute at SM 6.6 with an 8x8x1 group: derivatives are allowed.
;
; RUN: %opt -load-pass-plugin=%plugin -passes=texel-dxil,texel-dxil-verify-ops -S %s | FileCheck %s

target triple = "dxil-pc-shadermodel6.6-compute"

; Everything in space 1:
;   Texture1D<float4>        Grad1D   : register(t0, space1)
;   Texture2D<float4>        Diffuse  : register(t1, space1)
;   Texture2DArray<float>    Heights  : register(t2, space1)
;   Texture3D<half4>         Fog      : register(t3, space1)
;   TextureCube<float4>      Env      : register(t4, space1)
;   TextureCubeArray<float4> EnvArr   : register(t5, space1)
;   Texture1DArray<half4>    Strips   : register(t6, space1)
;   SamplerState             Aniso    : register(s3, space1)
@Grad1D.name = private unnamed_addr constant [7 x i8] c"Grad1D\00"
@Diffuse.name = private unnamed_addr constant [8 x i8] c"Diffuse\00"
@Heights.name = private unnamed_addr constant [8 x i8] c"Heights\00"
@Fog.name = private unnamed_addr constant [4 x i8] c"Fog\00"
@Env.name = private unnamed_addr constant [4 x i8] c"Env\00"
@EnvArr.name = private unnamed_addr constant [7 x i8] c"EnvArr\00"
@Strips.name = private unnamed_addr constant [7 x i8] c"Strips\00"
@Aniso.name = private unnamed_addr constant [6 x i8] c"Aniso\00"

@out.f32 = global float 0.000000e+00, align 4
@out.f16 = global half 0xH0000, align 2
@out.v4f32 = global <4 x float> zeroinitializer, align 16

; The DXIL types (DXIL.md, Operation calls).
; CHECK-DAG: %dx.types.Handle = type { ptr }
; CHECK-DAG: %dx.types.ResBind = type { i32, i32, i32, i8 }
; CHECK-DAG: %dx.types.ResourceProperties = type { i32, i32 }
; CHECK-DAG: %dx.types.ResRet.f16 = type { half, half, half, half, i32 }
; CHECK-DAG: %dx.types.ResRet.f32 = type { float, float, float, float, i32 }

; Texture1D<float4>: the scalar coordinate, offset -8 in the one active slot,
; bias passed, clamp undef; the whole vector stored.
; CHECK-LABEL: define void @bias_1d(float %u, float %bias)
; CHECK: [[B0:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 1, i8 0 }, i32 0, i1 false)
; CHECK-NEXT: [[TEX:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B0]], %dx.types.ResourceProperties { i32 1, i32 1033 })
; CHECK-NEXT: [[B1:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 3, i32 3, i32 1, i8 3 }, i32 3, i1 false)
; CHECK-NEXT: [[SAMP:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B1]], %dx.types.ResourceProperties { i32 14, i32 0 })
; CHECK-NEXT: [[R:%.*]] = call %dx.types.ResRet.f32 @dx.op.sampleBias.f32(i32 61, %dx.types.Handle [[TEX]], %dx.types.Handle [[SAMP]], float %u, float undef, float undef, float undef, i32 -8, i32 undef, i32 undef, float %bias, float undef)
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
define void @bias_1d(float %u, float %bias) #0 {
entry:
  %tex = call target("dx.Texture", <4 x float>, 0, 0, 0, 1) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_1t(i32 1, i32 0, i32 1, i32 0, ptr @Grad1D.name)
  %samp = call target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32 1, i32 3, i32 1, i32 0, ptr @Aniso.name)
  %r = call <4 x float> @llvm.dx.resource.samplebias.v4f32.tdx.Texture_v4f32_0_0_0_1t.tdx.Sampler_0t.f32.i32(target("dx.Texture", <4 x float>, 0, 0, 0, 1) %tex, target("dx.Sampler", 0) %samp, float %u, float %bias, i32 -8)
  store <4 x float> %r, ptr @out.v4f32, align 16
  ret void
}

; Texture2D<float4>, samplebias.clamp: a constant bias, offset (3, 4), clamp
; passed; lanes 0, 1 and 2 read, no vector rebuilt.
; CHECK-LABEL: define void @bias_clamp_2d(<2 x float> %uv, float %clamp)
; CHECK: [[B0:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 1, i32 1, i32 1, i8 0 }, i32 1, i1 false)
; CHECK-NEXT: [[TEX:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B0]], %dx.types.ResourceProperties { i32 2, i32 1033 })
; CHECK-NEXT: [[B1:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 3, i32 3, i32 1, i8 3 }, i32 3, i1 false)
; CHECK-NEXT: [[SAMP:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B1]], %dx.types.ResourceProperties { i32 14, i32 0 })
; CHECK-DAG: [[C0:%.*]] = extractelement <2 x float> %uv, i{{32|64}} 0
; CHECK-DAG: [[C1:%.*]] = extractelement <2 x float> %uv, i{{32|64}} 1
; CHECK: [[R:%.*]] = call %dx.types.ResRet.f32 @dx.op.sampleBias.f32(i32 61, %dx.types.Handle [[TEX]], %dx.types.Handle [[SAMP]], float [[C0]], float [[C1]], float undef, float undef, i32 3, i32 4, i32 undef, float -5.000000e-01, float %clamp)
; CHECK-DAG: [[X:%.*]] = extractvalue %dx.types.ResRet.f32 [[R]], 0
; CHECK-DAG: [[Y:%.*]] = extractvalue %dx.types.ResRet.f32 [[R]], 1
; CHECK-DAG: [[Z:%.*]] = extractvalue %dx.types.ResRet.f32 [[R]], 2
; CHECK-NOT: {{extractelement|insertelement}}
; CHECK: [[S0:%.*]] = fadd float [[X]], [[Y]]
; CHECK-NEXT: [[S1:%.*]] = fadd float [[S0]], [[Z]]
; CHECK-NEXT: store float [[S1]], ptr @out.f32, align 4
; CHECK-NEXT: ret void
define void @bias_clamp_2d(<2 x float> %uv, float %clamp) #0 {
entry:
  %tex = call target("dx.Texture", <4 x float>, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_2t(i32 1, i32 1, i32 1, i32 0, ptr @Diffuse.name)
  %samp = call target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32 1, i32 3, i32 1, i32 0, ptr @Aniso.name)
  %r = call <4 x float> @llvm.dx.resource.samplebias.clamp.v4f32.tdx.Texture_v4f32_0_0_0_2t.tdx.Sampler_0t.v2f32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 2) %tex, target("dx.Sampler", 0) %samp, <2 x float> %uv, float -0.5, <2 x i32> <i32 3, i32 4>, float %clamp)
  %x = extractelement <4 x float> %r, i32 0
  %y = extractelement <4 x float> %r, i32 1
  %z = extractelement <4 x float> %r, i32 2
  %s0 = fadd float %x, %y
  %s1 = fadd float %s0, %z
  store float %s1, ptr @out.f32, align 4
  ret void
}

; Texture2DArray<float> (kind 7, f32 x 1): three coordinates, zero offset, a
; scalar result.
; CHECK-LABEL: define float @bias_2darray_scalar(<3 x float> %uvl, float %bias)
; CHECK: [[B0:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 2, i32 2, i32 1, i8 0 }, i32 2, i1 false)
; CHECK-NEXT: [[TEX:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B0]], %dx.types.ResourceProperties { i32 7, i32 265 })
; CHECK-NEXT: [[B1:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 3, i32 3, i32 1, i8 3 }, i32 3, i1 false)
; CHECK-NEXT: [[SAMP:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B1]], %dx.types.ResourceProperties { i32 14, i32 0 })
; CHECK-DAG: [[C0:%.*]] = extractelement <3 x float> %uvl, i{{32|64}} 0
; CHECK-DAG: [[C1:%.*]] = extractelement <3 x float> %uvl, i{{32|64}} 1
; CHECK-DAG: [[C2:%.*]] = extractelement <3 x float> %uvl, i{{32|64}} 2
; CHECK: [[R:%.*]] = call %dx.types.ResRet.f32 @dx.op.sampleBias.f32(i32 61, %dx.types.Handle [[TEX]], %dx.types.Handle [[SAMP]], float [[C0]], float [[C1]], float [[C2]], float undef, i32 undef, i32 undef, i32 undef, float %bias, float undef)
; CHECK-NEXT: [[X:%.*]] = extractvalue %dx.types.ResRet.f32 [[R]], 0
; CHECK-NEXT: ret float [[X]]
define float @bias_2darray_scalar(<3 x float> %uvl, float %bias) #0 {
entry:
  %tex = call target("dx.Texture", float, 0, 0, 0, 7) @llvm.dx.resource.handlefrombinding.tdx.Texture_f32_0_0_0_7t(i32 1, i32 2, i32 1, i32 0, ptr @Heights.name)
  %samp = call target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32 1, i32 3, i32 1, i32 0, ptr @Aniso.name)
  %r = call float @llvm.dx.resource.samplebias.f32.tdx.Texture_f32_0_0_0_7t.tdx.Sampler_0t.v3f32.v2i32(target("dx.Texture", float, 0, 0, 0, 7) %tex, target("dx.Sampler", 0) %samp, <3 x float> %uvl, float %bias, <2 x i32> zeroinitializer)
  ret float %r
}

; Texture3D<half4>, samplebias.clamp: zero <3 x i32> offset, f16 overload, the
; whole vector returned.
; CHECK-LABEL: define <4 x half> @bias_clamp_3d_half(<3 x float> %uvw, float %bias, float %clamp)
; CHECK: [[B0:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 3, i32 3, i32 1, i8 0 }, i32 3, i1 false)
; CHECK-NEXT: [[TEX:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B0]], %dx.types.ResourceProperties { i32 4, i32 1032 })
; CHECK-NEXT: [[B1:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 3, i32 3, i32 1, i8 3 }, i32 3, i1 false)
; CHECK-NEXT: [[SAMP:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B1]], %dx.types.ResourceProperties { i32 14, i32 0 })
; CHECK-DAG: [[C0:%.*]] = extractelement <3 x float> %uvw, i{{32|64}} 0
; CHECK-DAG: [[C1:%.*]] = extractelement <3 x float> %uvw, i{{32|64}} 1
; CHECK-DAG: [[C2:%.*]] = extractelement <3 x float> %uvw, i{{32|64}} 2
; CHECK: [[R:%.*]] = call %dx.types.ResRet.f16 @dx.op.sampleBias.f16(i32 61, %dx.types.Handle [[TEX]], %dx.types.Handle [[SAMP]], float [[C0]], float [[C1]], float [[C2]], float undef, i32 undef, i32 undef, i32 undef, float %bias, float %clamp)
; CHECK-DAG: [[X:%.*]] = extractvalue %dx.types.ResRet.f16 [[R]], 0
; CHECK-DAG: [[Y:%.*]] = extractvalue %dx.types.ResRet.f16 [[R]], 1
; CHECK-DAG: [[Z:%.*]] = extractvalue %dx.types.ResRet.f16 [[R]], 2
; CHECK-DAG: [[W:%.*]] = extractvalue %dx.types.ResRet.f16 [[R]], 3
; CHECK-DAG: [[V0:%.*]] = insertelement <4 x half> {{poison|undef}}, half [[X]], i{{32|64}} 0
; CHECK-DAG: [[V1:%.*]] = insertelement <4 x half> [[V0]], half [[Y]], i{{32|64}} 1
; CHECK-DAG: [[V2:%.*]] = insertelement <4 x half> [[V1]], half [[Z]], i{{32|64}} 2
; CHECK-DAG: [[V3:%.*]] = insertelement <4 x half> [[V2]], half [[W]], i{{32|64}} 3
; CHECK: ret <4 x half> [[V3]]
define <4 x half> @bias_clamp_3d_half(<3 x float> %uvw, float %bias, float %clamp) #0 {
entry:
  %tex = call target("dx.Texture", <4 x half>, 0, 0, 0, 4) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f16_0_0_0_4t(i32 1, i32 3, i32 1, i32 0, ptr @Fog.name)
  %samp = call target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32 1, i32 3, i32 1, i32 0, ptr @Aniso.name)
  %r = call <4 x half> @llvm.dx.resource.samplebias.clamp.v4f16.tdx.Texture_v4f16_0_0_0_4t.tdx.Sampler_0t.v3f32.v3i32(target("dx.Texture", <4 x half>, 0, 0, 0, 4) %tex, target("dx.Sampler", 0) %samp, <3 x float> %uvw, float %bias, <3 x i32> zeroinitializer, float %clamp)
  ret <4 x half> %r
}

; TextureCube<float4>: no offsets, bias passed; only lane 0 read.
; CHECK-LABEL: define void @bias_cube(<3 x float> %dir, float %bias)
; CHECK: [[B0:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 4, i32 4, i32 1, i8 0 }, i32 4, i1 false)
; CHECK-NEXT: [[TEX:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B0]], %dx.types.ResourceProperties { i32 5, i32 1033 })
; CHECK-NEXT: [[B1:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 3, i32 3, i32 1, i8 3 }, i32 3, i1 false)
; CHECK-NEXT: [[SAMP:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B1]], %dx.types.ResourceProperties { i32 14, i32 0 })
; CHECK-DAG: [[C0:%.*]] = extractelement <3 x float> %dir, i{{32|64}} 0
; CHECK-DAG: [[C1:%.*]] = extractelement <3 x float> %dir, i{{32|64}} 1
; CHECK-DAG: [[C2:%.*]] = extractelement <3 x float> %dir, i{{32|64}} 2
; CHECK: [[R:%.*]] = call %dx.types.ResRet.f32 @dx.op.sampleBias.f32(i32 61, %dx.types.Handle [[TEX]], %dx.types.Handle [[SAMP]], float [[C0]], float [[C1]], float [[C2]], float undef, i32 undef, i32 undef, i32 undef, float %bias, float undef)
; CHECK-NEXT: [[X:%.*]] = extractvalue %dx.types.ResRet.f32 [[R]], 0
; CHECK-NEXT: store float [[X]], ptr @out.f32, align 4
; CHECK-NEXT: ret void
define void @bias_cube(<3 x float> %dir, float %bias) #0 {
entry:
  %tex = call target("dx.Texture", <4 x float>, 0, 0, 0, 5) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_5t(i32 1, i32 4, i32 1, i32 0, ptr @Env.name)
  %samp = call target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32 1, i32 3, i32 1, i32 0, ptr @Aniso.name)
  %r = call <4 x float> @llvm.dx.resource.samplebias.v4f32.tdx.Texture_v4f32_0_0_0_5t.tdx.Sampler_0t.v3f32.v3i32(target("dx.Texture", <4 x float>, 0, 0, 0, 5) %tex, target("dx.Sampler", 0) %samp, <3 x float> %dir, float %bias, <3 x i32> zeroinitializer)
  %x = extractelement <4 x float> %r, i32 0
  store float %x, ptr @out.f32, align 4
  ret void
}

; TextureCubeArray<float4>, samplebias.clamp: four coordinates; lane 3 read alone
; and the whole vector stored.
; CHECK-LABEL: define void @bias_clamp_cubearray(<4 x float> %dirl, float %bias, float %clamp)
; CHECK: [[B0:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 5, i32 5, i32 1, i8 0 }, i32 5, i1 false)
; CHECK-NEXT: [[TEX:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B0]], %dx.types.ResourceProperties { i32 9, i32 1033 })
; CHECK-NEXT: [[B1:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 3, i32 3, i32 1, i8 3 }, i32 3, i1 false)
; CHECK-NEXT: [[SAMP:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B1]], %dx.types.ResourceProperties { i32 14, i32 0 })
; CHECK-DAG: [[C0:%.*]] = extractelement <4 x float> %dirl, i{{32|64}} 0
; CHECK-DAG: [[C1:%.*]] = extractelement <4 x float> %dirl, i{{32|64}} 1
; CHECK-DAG: [[C2:%.*]] = extractelement <4 x float> %dirl, i{{32|64}} 2
; CHECK-DAG: [[C3:%.*]] = extractelement <4 x float> %dirl, i{{32|64}} 3
; CHECK: [[R:%.*]] = call %dx.types.ResRet.f32 @dx.op.sampleBias.f32(i32 61, %dx.types.Handle [[TEX]], %dx.types.Handle [[SAMP]], float [[C0]], float [[C1]], float [[C2]], float [[C3]], i32 undef, i32 undef, i32 undef, float %bias, float %clamp)
; CHECK-DAG: [[X:%.*]] = extractvalue %dx.types.ResRet.f32 [[R]], 0
; CHECK-DAG: [[Y:%.*]] = extractvalue %dx.types.ResRet.f32 [[R]], 1
; CHECK-DAG: [[Z:%.*]] = extractvalue %dx.types.ResRet.f32 [[R]], 2
; CHECK-DAG: [[W:%.*]] = extractvalue %dx.types.ResRet.f32 [[R]], 3
; CHECK-DAG: [[V0:%.*]] = insertelement <4 x float> {{poison|undef}}, float [[X]], i{{32|64}} 0
; CHECK-DAG: [[V1:%.*]] = insertelement <4 x float> [[V0]], float [[Y]], i{{32|64}} 1
; CHECK-DAG: [[V2:%.*]] = insertelement <4 x float> [[V1]], float [[Z]], i{{32|64}} 2
; CHECK-DAG: [[V3:%.*]] = insertelement <4 x float> [[V2]], float [[W]], i{{32|64}} 3
; CHECK-NOT: extractelement
; CHECK: store float [[W]], ptr @out.f32, align 4
; CHECK-NEXT: store <4 x float> [[V3]], ptr @out.v4f32, align 16
; CHECK-NEXT: ret void
define void @bias_clamp_cubearray(<4 x float> %dirl, float %bias, float %clamp) #0 {
entry:
  %tex = call target("dx.Texture", <4 x float>, 0, 0, 0, 9) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_9t(i32 1, i32 5, i32 1, i32 0, ptr @EnvArr.name)
  %samp = call target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32 1, i32 3, i32 1, i32 0, ptr @Aniso.name)
  %r = call <4 x float> @llvm.dx.resource.samplebias.clamp.v4f32.tdx.Texture_v4f32_0_0_0_9t.tdx.Sampler_0t.v4f32.v3i32(target("dx.Texture", <4 x float>, 0, 0, 0, 9) %tex, target("dx.Sampler", 0) %samp, <4 x float> %dirl, float %bias, <3 x i32> zeroinitializer, float %clamp)
  %w = extractelement <4 x float> %r, i32 3
  store float %w, ptr @out.f32, align 4
  store <4 x float> %r, ptr @out.v4f32, align 16
  ret void
}

; Texture1DArray<half4>: two coordinates, offset 5 in the one active slot; lane
; 1 read as half.
; CHECK-LABEL: define void @bias_1darray_half(<2 x float> %ul, float %bias)
; CHECK: [[B0:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 6, i32 6, i32 1, i8 0 }, i32 6, i1 false)
; CHECK-NEXT: [[TEX:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B0]], %dx.types.ResourceProperties { i32 6, i32 1032 })
; CHECK-NEXT: [[B1:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 3, i32 3, i32 1, i8 3 }, i32 3, i1 false)
; CHECK-NEXT: [[SAMP:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B1]], %dx.types.ResourceProperties { i32 14, i32 0 })
; CHECK-DAG: [[C0:%.*]] = extractelement <2 x float> %ul, i{{32|64}} 0
; CHECK-DAG: [[C1:%.*]] = extractelement <2 x float> %ul, i{{32|64}} 1
; CHECK: [[R:%.*]] = call %dx.types.ResRet.f16 @dx.op.sampleBias.f16(i32 61, %dx.types.Handle [[TEX]], %dx.types.Handle [[SAMP]], float [[C0]], float [[C1]], float undef, float undef, i32 5, i32 undef, i32 undef, float %bias, float undef)
; CHECK-NEXT: [[Y:%.*]] = extractvalue %dx.types.ResRet.f16 [[R]], 1
; CHECK-NEXT: store half [[Y]], ptr @out.f16, align 2
; CHECK-NEXT: ret void
define void @bias_1darray_half(<2 x float> %ul, float %bias) #0 {
entry:
  %tex = call target("dx.Texture", <4 x half>, 0, 0, 0, 6) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f16_0_0_0_6t(i32 1, i32 6, i32 1, i32 0, ptr @Strips.name)
  %samp = call target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32 1, i32 3, i32 1, i32 0, ptr @Aniso.name)
  %r = call <4 x half> @llvm.dx.resource.samplebias.v4f16.tdx.Texture_v4f16_0_0_0_6t.tdx.Sampler_0t.v2f32.i32(target("dx.Texture", <4 x half>, 0, 0, 0, 6) %tex, target("dx.Sampler", 0) %samp, <2 x float> %ul, float %bias, i32 5)
  %y = extractelement <4 x half> %r, i32 1
  store half %y, ptr @out.f16, align 2
  ret void
}

; CHECK-NOT: @llvm.dx.resource

; One declaration per (class, overload), with the parameters of the op table.
; CHECK-DAG: declare %dx.types.Handle @dx.op.annotateHandle(i32, %dx.types.Handle, %dx.types.ResourceProperties)
; CHECK-DAG: declare %dx.types.Handle @dx.op.createHandleFromBinding(i32, %dx.types.ResBind, i32, i1)
; CHECK-DAG: declare %dx.types.ResRet.f16 @dx.op.sampleBias.f16(i32, %dx.types.Handle, %dx.types.Handle, float, float, float, float, i32, i32, i32, float, float)
; CHECK-DAG: declare %dx.types.ResRet.f32 @dx.op.sampleBias.f32(i32, %dx.types.Handle, %dx.types.Handle, float, float, float, float, i32, i32, i32, float, float)

declare target("dx.Texture", <4 x float>, 0, 0, 0, 1) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_1t(i32, i32, i32, i32, ptr) #1
declare target("dx.Texture", <4 x float>, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_2t(i32, i32, i32, i32, ptr) #1
declare target("dx.Texture", float, 0, 0, 0, 7) @llvm.dx.resource.handlefrombinding.tdx.Texture_f32_0_0_0_7t(i32, i32, i32, i32, ptr) #1
declare target("dx.Texture", <4 x half>, 0, 0, 0, 4) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f16_0_0_0_4t(i32, i32, i32, i32, ptr) #1
declare target("dx.Texture", <4 x float>, 0, 0, 0, 5) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_5t(i32, i32, i32, i32, ptr) #1
declare target("dx.Texture", <4 x float>, 0, 0, 0, 9) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_9t(i32, i32, i32, i32, ptr) #1
declare target("dx.Texture", <4 x half>, 0, 0, 0, 6) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f16_0_0_0_6t(i32, i32, i32, i32, ptr) #1
declare target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32, i32, i32, i32, ptr) #1

declare <4 x float> @llvm.dx.resource.samplebias.v4f32.tdx.Texture_v4f32_0_0_0_1t.tdx.Sampler_0t.f32.i32(target("dx.Texture", <4 x float>, 0, 0, 0, 1), target("dx.Sampler", 0), float, float, i32) #2
declare <4 x float> @llvm.dx.resource.samplebias.clamp.v4f32.tdx.Texture_v4f32_0_0_0_2t.tdx.Sampler_0t.v2f32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 2), target("dx.Sampler", 0), <2 x float>, float, <2 x i32>, float) #2
declare float @llvm.dx.resource.samplebias.f32.tdx.Texture_f32_0_0_0_7t.tdx.Sampler_0t.v3f32.v2i32(target("dx.Texture", float, 0, 0, 0, 7), target("dx.Sampler", 0), <3 x float>, float, <2 x i32>) #2
declare <4 x half> @llvm.dx.resource.samplebias.clamp.v4f16.tdx.Texture_v4f16_0_0_0_4t.tdx.Sampler_0t.v3f32.v3i32(target("dx.Texture", <4 x half>, 0, 0, 0, 4), target("dx.Sampler", 0), <3 x float>, float, <3 x i32>, float) #2
declare <4 x float> @llvm.dx.resource.samplebias.v4f32.tdx.Texture_v4f32_0_0_0_5t.tdx.Sampler_0t.v3f32.v3i32(target("dx.Texture", <4 x float>, 0, 0, 0, 5), target("dx.Sampler", 0), <3 x float>, float, <3 x i32>) #2
declare <4 x float> @llvm.dx.resource.samplebias.clamp.v4f32.tdx.Texture_v4f32_0_0_0_9t.tdx.Sampler_0t.v4f32.v3i32(target("dx.Texture", <4 x float>, 0, 0, 0, 9), target("dx.Sampler", 0), <4 x float>, float, <3 x i32>, float) #2
declare <4 x half> @llvm.dx.resource.samplebias.v4f16.tdx.Texture_v4f16_0_0_0_6t.tdx.Sampler_0t.v2f32.i32(target("dx.Texture", <4 x half>, 0, 0, 0, 6), target("dx.Sampler", 0), <2 x float>, float, i32) #2

attributes #0 = { "hlsl.shader"="compute" "hlsl.numthreads"="8,8,1" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #2 = { convergent nocallback nofree nosync nounwind willreturn memory(read) }
