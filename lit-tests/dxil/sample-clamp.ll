; texel-dxil lowers llvm.dx.resource.sample.clamp to Sample (60) with the clamp
; operand in the last slot (a value or a constant); plain sample next to it passes
; clamp undef. Kinds Texture1D, 1DArray, 2D, 2DArray, 3D, Cube, CubeArray;
; elements float, float4 and half4; zero and constant offsets.
; Compute at SM 6.6 with an 8x8x1 group: derivatives are allowed.
;
; RUN: %opt -load-pass-plugin=%plugin -passes=texel-dxil,texel-dxil-verify-ops -S %s | FileCheck %s

target triple = "dxil-pc-shadermodel6.6-compute"

;   Texture1D<float>         Lines    : register(t10)
;   Texture2D<float4>        Albedo   : register(t11)
;   Texture2DArray<half4>    Layers   : register(t12)
;   Texture3D<float4>        Volume   : register(t13)
;   TextureCube<float4>      Sky      : register(t14)
;   TextureCubeArray<float>  Probes   : register(t15)
;   Texture1DArray<half4>    Ramps    : register(t16)
;   SamplerState             Linear   : register(s0)
@Lines.name = private unnamed_addr constant [6 x i8] c"Lines\00"
@Albedo.name = private unnamed_addr constant [7 x i8] c"Albedo\00"
@Layers.name = private unnamed_addr constant [7 x i8] c"Layers\00"
@Volume.name = private unnamed_addr constant [7 x i8] c"Volume\00"
@Sky.name = private unnamed_addr constant [4 x i8] c"Sky\00"
@Probes.name = private unnamed_addr constant [7 x i8] c"Probes\00"
@Ramps.name = private unnamed_addr constant [6 x i8] c"Ramps\00"
@Linear.name = private unnamed_addr constant [7 x i8] c"Linear\00"

@out.f32 = global float 0.000000e+00, align 4
@out.f16 = global half 0xH0000, align 2
@out.v4f32 = global <4 x float> zeroinitializer, align 16
@out.v4f16 = global <4 x half> zeroinitializer, align 8

; The DXIL types (DXIL.md, Operation calls).
; CHECK-DAG: %dx.types.Handle = type { ptr }
; CHECK-DAG: %dx.types.ResBind = type { i32, i32, i32, i8 }
; CHECK-DAG: %dx.types.ResourceProperties = type { i32, i32 }
; CHECK-DAG: %dx.types.ResRet.f16 = type { half, half, half, half, i32 }
; CHECK-DAG: %dx.types.ResRet.f32 = type { float, float, float, float, i32 }

; Texture1D<float> (f32 x 1 = 265): the coordinate is the scalar itself, one
; offset slot active, clamp passed; the scalar result is field 0.
; CHECK-LABEL: define float @clamp_1d_scalar(float %u, float %clamp)
; CHECK: [[B0:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 10, i32 10, i32 0, i8 0 }, i32 10, i1 false)
; CHECK-NEXT: [[TEX:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B0]], %dx.types.ResourceProperties { i32 1, i32 265 })
; CHECK-NEXT: [[B1:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 3 }, i32 0, i1 false)
; CHECK-NEXT: [[SAMP:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B1]], %dx.types.ResourceProperties { i32 14, i32 0 })
; CHECK-NEXT: [[R:%.*]] = call %dx.types.ResRet.f32 @dx.op.sample.f32(i32 60, %dx.types.Handle [[TEX]], %dx.types.Handle [[SAMP]], float %u, float undef, float undef, float undef, i32 2, i32 undef, i32 undef, float %clamp)
; CHECK-NEXT: [[X:%.*]] = extractvalue %dx.types.ResRet.f32 [[R]], 0
; CHECK-NEXT: ret float [[X]]
define float @clamp_1d_scalar(float %u, float %clamp) #0 {
entry:
  %tex = call target("dx.Texture", float, 0, 0, 0, 1) @llvm.dx.resource.handlefrombinding.tdx.Texture_f32_0_0_0_1t(i32 0, i32 10, i32 1, i32 0, ptr @Lines.name)
  %samp = call target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32 0, i32 0, i32 1, i32 0, ptr @Linear.name)
  %r = call float @llvm.dx.resource.sample.clamp.f32.tdx.Texture_f32_0_0_0_1t.tdx.Sampler_0t.f32.i32(target("dx.Texture", float, 0, 0, 0, 1) %tex, target("dx.Sampler", 0) %samp, float %u, i32 2, float %clamp)
  ret float %r
}

; Texture2D<float4>: plain sample (clamp undef) and sample.clamp with a constant
; clamp through the same handles; zero offsets leave all offset slots undef.
; CHECK-LABEL: define void @clamp_2d_vs_plain(<2 x float> %uv, <2 x float> %st)
; CHECK: [[B0:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 11, i32 11, i32 0, i8 0 }, i32 11, i1 false)
; CHECK-NEXT: [[TEX:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B0]], %dx.types.ResourceProperties { i32 2, i32 1033 })
; CHECK-NEXT: [[B1:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 3 }, i32 0, i1 false)
; CHECK-NEXT: [[SAMP:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B1]], %dx.types.ResourceProperties { i32 14, i32 0 })
; CHECK-DAG: [[C0:%.*]] = extractelement <2 x float> %uv, i{{32|64}} 0
; CHECK-DAG: [[C1:%.*]] = extractelement <2 x float> %uv, i{{32|64}} 1
; CHECK: [[RP:%.*]] = call %dx.types.ResRet.f32 @dx.op.sample.f32(i32 60, %dx.types.Handle [[TEX]], %dx.types.Handle [[SAMP]], float [[C0]], float [[C1]], float undef, float undef, i32 undef, i32 undef, i32 undef, float undef)
; CHECK-NEXT: [[P:%.*]] = extractvalue %dx.types.ResRet.f32 [[RP]], 0
; CHECK-DAG: [[D0:%.*]] = extractelement <2 x float> %st, i{{32|64}} 0
; CHECK-DAG: [[D1:%.*]] = extractelement <2 x float> %st, i{{32|64}} 1
; CHECK: [[RC:%.*]] = call %dx.types.ResRet.f32 @dx.op.sample.f32(i32 60, %dx.types.Handle [[TEX]], %dx.types.Handle [[SAMP]], float [[D0]], float [[D1]], float undef, float undef, i32 undef, i32 undef, i32 undef, float 1.500000e+00)
; CHECK-NEXT: [[C:%.*]] = extractvalue %dx.types.ResRet.f32 [[RC]], 0
; CHECK-NOT: {{extractelement|insertelement}}
; CHECK: [[D:%.*]] = fsub float [[P]], [[C]]
; CHECK-NEXT: store float [[D]], ptr @out.f32, align 4
; CHECK-NEXT: ret void
define void @clamp_2d_vs_plain(<2 x float> %uv, <2 x float> %st) #0 {
entry:
  %tex = call target("dx.Texture", <4 x float>, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_2t(i32 0, i32 11, i32 1, i32 0, ptr @Albedo.name)
  %samp = call target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32 0, i32 0, i32 1, i32 0, ptr @Linear.name)
  %plain = call <4 x float> @llvm.dx.resource.sample.v4f32.tdx.Texture_v4f32_0_0_0_2t.tdx.Sampler_0t.v2f32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 2) %tex, target("dx.Sampler", 0) %samp, <2 x float> %uv, <2 x i32> zeroinitializer)
  %p = extractelement <4 x float> %plain, i32 0
  %clamped = call <4 x float> @llvm.dx.resource.sample.clamp.v4f32.tdx.Texture_v4f32_0_0_0_2t.tdx.Sampler_0t.v2f32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 2) %tex, target("dx.Sampler", 0) %samp, <2 x float> %st, <2 x i32> zeroinitializer, float 1.5)
  %c = extractelement <4 x float> %clamped, i32 0
  %d = fsub float %p, %c
  store float %d, ptr @out.f32, align 4
  ret void
}

; Texture2DArray<half4> (f16 x 4 = 1032): three coordinates, offset (-1, 3) in
; the two active slots, lanes 0 and 1 read as half.
; CHECK-LABEL: define void @clamp_2darray_half(<3 x float> %uvl, float %clamp)
; CHECK: [[B0:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 12, i32 12, i32 0, i8 0 }, i32 12, i1 false)
; CHECK-NEXT: [[TEX:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B0]], %dx.types.ResourceProperties { i32 7, i32 1032 })
; CHECK-NEXT: [[B1:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 3 }, i32 0, i1 false)
; CHECK-NEXT: [[SAMP:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B1]], %dx.types.ResourceProperties { i32 14, i32 0 })
; CHECK-DAG: [[C0:%.*]] = extractelement <3 x float> %uvl, i{{32|64}} 0
; CHECK-DAG: [[C1:%.*]] = extractelement <3 x float> %uvl, i{{32|64}} 1
; CHECK-DAG: [[C2:%.*]] = extractelement <3 x float> %uvl, i{{32|64}} 2
; CHECK: [[R:%.*]] = call %dx.types.ResRet.f16 @dx.op.sample.f16(i32 60, %dx.types.Handle [[TEX]], %dx.types.Handle [[SAMP]], float [[C0]], float [[C1]], float [[C2]], float undef, i32 -1, i32 3, i32 undef, float %clamp)
; CHECK-DAG: [[X:%.*]] = extractvalue %dx.types.ResRet.f16 [[R]], 0
; CHECK-DAG: [[Y:%.*]] = extractvalue %dx.types.ResRet.f16 [[R]], 1
; CHECK-NOT: {{extractelement|insertelement}}
; CHECK: [[S:%.*]] = fadd half [[X]], [[Y]]
; CHECK-NEXT: store half [[S]], ptr @out.f16, align 2
; CHECK-NEXT: ret void
define void @clamp_2darray_half(<3 x float> %uvl, float %clamp) #0 {
entry:
  %tex = call target("dx.Texture", <4 x half>, 0, 0, 0, 7) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f16_0_0_0_7t(i32 0, i32 12, i32 1, i32 0, ptr @Layers.name)
  %samp = call target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32 0, i32 0, i32 1, i32 0, ptr @Linear.name)
  %r = call <4 x half> @llvm.dx.resource.sample.clamp.v4f16.tdx.Texture_v4f16_0_0_0_7t.tdx.Sampler_0t.v3f32.v2i32(target("dx.Texture", <4 x half>, 0, 0, 0, 7) %tex, target("dx.Sampler", 0) %samp, <3 x float> %uvl, <2 x i32> <i32 -1, i32 3>, float %clamp)
  %x = extractelement <4 x half> %r, i32 0
  %y = extractelement <4 x half> %r, i32 1
  %s = fadd half %x, %y
  store half %s, ptr @out.f16, align 2
  ret void
}

; Texture3D<float4>: three offset slots (1, 2, 3); only lane 3 read.
; CHECK-LABEL: define void @clamp_3d(<3 x float> %uvw, float %clamp)
; CHECK: [[B0:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 13, i32 13, i32 0, i8 0 }, i32 13, i1 false)
; CHECK-NEXT: [[TEX:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B0]], %dx.types.ResourceProperties { i32 4, i32 1033 })
; CHECK-NEXT: [[B1:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 3 }, i32 0, i1 false)
; CHECK-NEXT: [[SAMP:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B1]], %dx.types.ResourceProperties { i32 14, i32 0 })
; CHECK-DAG: [[C0:%.*]] = extractelement <3 x float> %uvw, i{{32|64}} 0
; CHECK-DAG: [[C1:%.*]] = extractelement <3 x float> %uvw, i{{32|64}} 1
; CHECK-DAG: [[C2:%.*]] = extractelement <3 x float> %uvw, i{{32|64}} 2
; CHECK: [[R:%.*]] = call %dx.types.ResRet.f32 @dx.op.sample.f32(i32 60, %dx.types.Handle [[TEX]], %dx.types.Handle [[SAMP]], float [[C0]], float [[C1]], float [[C2]], float undef, i32 1, i32 2, i32 3, float %clamp)
; CHECK-NEXT: [[W:%.*]] = extractvalue %dx.types.ResRet.f32 [[R]], 3
; CHECK-NEXT: store float [[W]], ptr @out.f32, align 4
; CHECK-NEXT: ret void
define void @clamp_3d(<3 x float> %uvw, float %clamp) #0 {
entry:
  %tex = call target("dx.Texture", <4 x float>, 0, 0, 0, 4) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_4t(i32 0, i32 13, i32 1, i32 0, ptr @Volume.name)
  %samp = call target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32 0, i32 0, i32 1, i32 0, ptr @Linear.name)
  %r = call <4 x float> @llvm.dx.resource.sample.clamp.v4f32.tdx.Texture_v4f32_0_0_0_4t.tdx.Sampler_0t.v3f32.v3i32(target("dx.Texture", <4 x float>, 0, 0, 0, 4) %tex, target("dx.Sampler", 0) %samp, <3 x float> %uvw, <3 x i32> <i32 1, i32 2, i32 3>, float %clamp)
  %w = extractelement <4 x float> %r, i32 3
  store float %w, ptr @out.f32, align 4
  ret void
}

; TextureCube<float4>: no offsets, the whole vector returned.
; CHECK-LABEL: define <4 x float> @clamp_cube(<3 x float> %dir, float %clamp)
; CHECK: [[B0:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 14, i32 14, i32 0, i8 0 }, i32 14, i1 false)
; CHECK-NEXT: [[TEX:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B0]], %dx.types.ResourceProperties { i32 5, i32 1033 })
; CHECK-NEXT: [[B1:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 3 }, i32 0, i1 false)
; CHECK-NEXT: [[SAMP:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B1]], %dx.types.ResourceProperties { i32 14, i32 0 })
; CHECK-DAG: [[C0:%.*]] = extractelement <3 x float> %dir, i{{32|64}} 0
; CHECK-DAG: [[C1:%.*]] = extractelement <3 x float> %dir, i{{32|64}} 1
; CHECK-DAG: [[C2:%.*]] = extractelement <3 x float> %dir, i{{32|64}} 2
; CHECK: [[R:%.*]] = call %dx.types.ResRet.f32 @dx.op.sample.f32(i32 60, %dx.types.Handle [[TEX]], %dx.types.Handle [[SAMP]], float [[C0]], float [[C1]], float [[C2]], float undef, i32 undef, i32 undef, i32 undef, float %clamp)
; CHECK-DAG: [[X:%.*]] = extractvalue %dx.types.ResRet.f32 [[R]], 0
; CHECK-DAG: [[Y:%.*]] = extractvalue %dx.types.ResRet.f32 [[R]], 1
; CHECK-DAG: [[Z:%.*]] = extractvalue %dx.types.ResRet.f32 [[R]], 2
; CHECK-DAG: [[W:%.*]] = extractvalue %dx.types.ResRet.f32 [[R]], 3
; CHECK-DAG: [[V0:%.*]] = insertelement <4 x float> {{poison|undef}}, float [[X]], i{{32|64}} 0
; CHECK-DAG: [[V1:%.*]] = insertelement <4 x float> [[V0]], float [[Y]], i{{32|64}} 1
; CHECK-DAG: [[V2:%.*]] = insertelement <4 x float> [[V1]], float [[Z]], i{{32|64}} 2
; CHECK-DAG: [[V3:%.*]] = insertelement <4 x float> [[V2]], float [[W]], i{{32|64}} 3
; CHECK: ret <4 x float> [[V3]]
define <4 x float> @clamp_cube(<3 x float> %dir, float %clamp) #0 {
entry:
  %tex = call target("dx.Texture", <4 x float>, 0, 0, 0, 5) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_5t(i32 0, i32 14, i32 1, i32 0, ptr @Sky.name)
  %samp = call target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32 0, i32 0, i32 1, i32 0, ptr @Linear.name)
  %r = call <4 x float> @llvm.dx.resource.sample.clamp.v4f32.tdx.Texture_v4f32_0_0_0_5t.tdx.Sampler_0t.v3f32.v3i32(target("dx.Texture", <4 x float>, 0, 0, 0, 5) %tex, target("dx.Sampler", 0) %samp, <3 x float> %dir, <3 x i32> zeroinitializer, float %clamp)
  ret <4 x float> %r
}

; TextureCubeArray<float> (kind 9, f32 x 1): four coordinates, a scalar result.
; CHECK-LABEL: define void @clamp_cubearray_scalar(<4 x float> %dirl, float %clamp)
; CHECK: [[B0:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 15, i32 15, i32 0, i8 0 }, i32 15, i1 false)
; CHECK-NEXT: [[TEX:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B0]], %dx.types.ResourceProperties { i32 9, i32 265 })
; CHECK-NEXT: [[B1:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 3 }, i32 0, i1 false)
; CHECK-NEXT: [[SAMP:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B1]], %dx.types.ResourceProperties { i32 14, i32 0 })
; CHECK-DAG: [[C0:%.*]] = extractelement <4 x float> %dirl, i{{32|64}} 0
; CHECK-DAG: [[C1:%.*]] = extractelement <4 x float> %dirl, i{{32|64}} 1
; CHECK-DAG: [[C2:%.*]] = extractelement <4 x float> %dirl, i{{32|64}} 2
; CHECK-DAG: [[C3:%.*]] = extractelement <4 x float> %dirl, i{{32|64}} 3
; CHECK: [[R:%.*]] = call %dx.types.ResRet.f32 @dx.op.sample.f32(i32 60, %dx.types.Handle [[TEX]], %dx.types.Handle [[SAMP]], float [[C0]], float [[C1]], float [[C2]], float [[C3]], i32 undef, i32 undef, i32 undef, float %clamp)
; CHECK-NEXT: [[X:%.*]] = extractvalue %dx.types.ResRet.f32 [[R]], 0
; CHECK-NEXT: store float [[X]], ptr @out.f32, align 4
; CHECK-NEXT: ret void
define void @clamp_cubearray_scalar(<4 x float> %dirl, float %clamp) #0 {
entry:
  %tex = call target("dx.Texture", float, 0, 0, 0, 9) @llvm.dx.resource.handlefrombinding.tdx.Texture_f32_0_0_0_9t(i32 0, i32 15, i32 1, i32 0, ptr @Probes.name)
  %samp = call target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32 0, i32 0, i32 1, i32 0, ptr @Linear.name)
  %r = call float @llvm.dx.resource.sample.clamp.f32.tdx.Texture_f32_0_0_0_9t.tdx.Sampler_0t.v4f32.v3i32(target("dx.Texture", float, 0, 0, 0, 9) %tex, target("dx.Sampler", 0) %samp, <4 x float> %dirl, <3 x i32> zeroinitializer, float %clamp)
  store float %r, ptr @out.f32, align 4
  ret void
}

; Texture1DArray<half4>: a zero i32 offset (all slots undef); lane 2 read alone
; and the whole vector stored.
; CHECK-LABEL: define void @clamp_1darray_half(<2 x float> %ul, float %clamp)
; CHECK: [[B0:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 16, i32 16, i32 0, i8 0 }, i32 16, i1 false)
; CHECK-NEXT: [[TEX:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B0]], %dx.types.ResourceProperties { i32 6, i32 1032 })
; CHECK-NEXT: [[B1:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 3 }, i32 0, i1 false)
; CHECK-NEXT: [[SAMP:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B1]], %dx.types.ResourceProperties { i32 14, i32 0 })
; CHECK-DAG: [[C0:%.*]] = extractelement <2 x float> %ul, i{{32|64}} 0
; CHECK-DAG: [[C1:%.*]] = extractelement <2 x float> %ul, i{{32|64}} 1
; CHECK: [[R:%.*]] = call %dx.types.ResRet.f16 @dx.op.sample.f16(i32 60, %dx.types.Handle [[TEX]], %dx.types.Handle [[SAMP]], float [[C0]], float [[C1]], float undef, float undef, i32 undef, i32 undef, i32 undef, float %clamp)
; CHECK-DAG: [[X:%.*]] = extractvalue %dx.types.ResRet.f16 [[R]], 0
; CHECK-DAG: [[Y:%.*]] = extractvalue %dx.types.ResRet.f16 [[R]], 1
; CHECK-DAG: [[Z:%.*]] = extractvalue %dx.types.ResRet.f16 [[R]], 2
; CHECK-DAG: [[W:%.*]] = extractvalue %dx.types.ResRet.f16 [[R]], 3
; CHECK-DAG: [[V0:%.*]] = insertelement <4 x half> {{poison|undef}}, half [[X]], i{{32|64}} 0
; CHECK-DAG: [[V1:%.*]] = insertelement <4 x half> [[V0]], half [[Y]], i{{32|64}} 1
; CHECK-DAG: [[V2:%.*]] = insertelement <4 x half> [[V1]], half [[Z]], i{{32|64}} 2
; CHECK-DAG: [[V3:%.*]] = insertelement <4 x half> [[V2]], half [[W]], i{{32|64}} 3
; CHECK-NOT: extractelement
; CHECK: store half [[Z]], ptr @out.f16, align 2
; CHECK-NEXT: store <4 x half> [[V3]], ptr @out.v4f16, align 8
; CHECK-NEXT: ret void
define void @clamp_1darray_half(<2 x float> %ul, float %clamp) #0 {
entry:
  %tex = call target("dx.Texture", <4 x half>, 0, 0, 0, 6) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f16_0_0_0_6t(i32 0, i32 16, i32 1, i32 0, ptr @Ramps.name)
  %samp = call target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32 0, i32 0, i32 1, i32 0, ptr @Linear.name)
  %r = call <4 x half> @llvm.dx.resource.sample.clamp.v4f16.tdx.Texture_v4f16_0_0_0_6t.tdx.Sampler_0t.v2f32.i32(target("dx.Texture", <4 x half>, 0, 0, 0, 6) %tex, target("dx.Sampler", 0) %samp, <2 x float> %ul, i32 0, float %clamp)
  %z = extractelement <4 x half> %r, i32 2
  store half %z, ptr @out.f16, align 2
  store <4 x half> %r, ptr @out.v4f16, align 8
  ret void
}

; CHECK-NOT: @llvm.dx.resource

; One declaration per (class, overload), with the parameters of the op table.
; CHECK-DAG: declare %dx.types.Handle @dx.op.annotateHandle(i32, %dx.types.Handle, %dx.types.ResourceProperties)
; CHECK-DAG: declare %dx.types.Handle @dx.op.createHandleFromBinding(i32, %dx.types.ResBind, i32, i1)
; CHECK-DAG: declare %dx.types.ResRet.f16 @dx.op.sample.f16(i32, %dx.types.Handle, %dx.types.Handle, float, float, float, float, i32, i32, i32, float)
; CHECK-DAG: declare %dx.types.ResRet.f32 @dx.op.sample.f32(i32, %dx.types.Handle, %dx.types.Handle, float, float, float, float, i32, i32, i32, float)

declare target("dx.Texture", float, 0, 0, 0, 1) @llvm.dx.resource.handlefrombinding.tdx.Texture_f32_0_0_0_1t(i32, i32, i32, i32, ptr) #1
declare target("dx.Texture", <4 x float>, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_2t(i32, i32, i32, i32, ptr) #1
declare target("dx.Texture", <4 x half>, 0, 0, 0, 7) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f16_0_0_0_7t(i32, i32, i32, i32, ptr) #1
declare target("dx.Texture", <4 x float>, 0, 0, 0, 4) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_4t(i32, i32, i32, i32, ptr) #1
declare target("dx.Texture", <4 x float>, 0, 0, 0, 5) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_5t(i32, i32, i32, i32, ptr) #1
declare target("dx.Texture", float, 0, 0, 0, 9) @llvm.dx.resource.handlefrombinding.tdx.Texture_f32_0_0_0_9t(i32, i32, i32, i32, ptr) #1
declare target("dx.Texture", <4 x half>, 0, 0, 0, 6) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f16_0_0_0_6t(i32, i32, i32, i32, ptr) #1
declare target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32, i32, i32, i32, ptr) #1

declare float @llvm.dx.resource.sample.clamp.f32.tdx.Texture_f32_0_0_0_1t.tdx.Sampler_0t.f32.i32(target("dx.Texture", float, 0, 0, 0, 1), target("dx.Sampler", 0), float, i32, float) #2
declare <4 x float> @llvm.dx.resource.sample.v4f32.tdx.Texture_v4f32_0_0_0_2t.tdx.Sampler_0t.v2f32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 2), target("dx.Sampler", 0), <2 x float>, <2 x i32>) #2
declare <4 x float> @llvm.dx.resource.sample.clamp.v4f32.tdx.Texture_v4f32_0_0_0_2t.tdx.Sampler_0t.v2f32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 2), target("dx.Sampler", 0), <2 x float>, <2 x i32>, float) #2
declare <4 x half> @llvm.dx.resource.sample.clamp.v4f16.tdx.Texture_v4f16_0_0_0_7t.tdx.Sampler_0t.v3f32.v2i32(target("dx.Texture", <4 x half>, 0, 0, 0, 7), target("dx.Sampler", 0), <3 x float>, <2 x i32>, float) #2
declare <4 x float> @llvm.dx.resource.sample.clamp.v4f32.tdx.Texture_v4f32_0_0_0_4t.tdx.Sampler_0t.v3f32.v3i32(target("dx.Texture", <4 x float>, 0, 0, 0, 4), target("dx.Sampler", 0), <3 x float>, <3 x i32>, float) #2
declare <4 x float> @llvm.dx.resource.sample.clamp.v4f32.tdx.Texture_v4f32_0_0_0_5t.tdx.Sampler_0t.v3f32.v3i32(target("dx.Texture", <4 x float>, 0, 0, 0, 5), target("dx.Sampler", 0), <3 x float>, <3 x i32>, float) #2
declare float @llvm.dx.resource.sample.clamp.f32.tdx.Texture_f32_0_0_0_9t.tdx.Sampler_0t.v4f32.v3i32(target("dx.Texture", float, 0, 0, 0, 9), target("dx.Sampler", 0), <4 x float>, <3 x i32>, float) #2
declare <4 x half> @llvm.dx.resource.sample.clamp.v4f16.tdx.Texture_v4f16_0_0_0_6t.tdx.Sampler_0t.v2f32.i32(target("dx.Texture", <4 x half>, 0, 0, 0, 6), target("dx.Sampler", 0), <2 x float>, i32, float) #2

attributes #0 = { "hlsl.shader"="compute" "hlsl.numthreads"="8,8,1" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #2 = { convergent nocallback nofree nosync nounwind willreturn memory(read) }
