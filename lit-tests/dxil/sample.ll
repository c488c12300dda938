; texel-dxil lowers llvm.dx.resource.sample to Sample (60): one texture kind after
; another (Texture1D, 1DArray, 2D, 2DArray, 3D, Cube, CubeArray), float4, float and
; half4 elements, zero and constant offsets, clamp always undef. Results are used
; whole (stored, returned, shuffled), through constant extractelements only
; (which become extractvalues of the ResRet, no insertelement), or both.
; Compute at SM 6.6 with an 8x8x1 group: derivatives are allowed.
;
; RUN: %opt -load-pass-plugin=%plugin -passes=texel-dxil,texel-dxil-verify-ops -S %s | FileCheck %s

target triple = "dxil-pc-shadermodel6.6-compute"

;   Texture1D<float4>        T1D     : register(t0)
;   Texture1DArray<float4>   T1DA    : register(t1)
;   Texture2D<float4>        T2D     : register(t2)
;   Texture2DArray<half4>    T2DA    : register(t3)
;   Texture3D<float>         T3D     : register(t4)
;   TextureCube<float4>      Cube    : register(t5)
;   TextureCubeArray<half4>  CubeArr : register(t6)
;   SamplerState             Samp    : register(s1, space2)
@T1D.name = private unnamed_addr constant [4 x i8] c"T1D\00"
@T1DA.name = private unnamed_addr constant [5 x i8] c"T1DA\00"
@T2D.name = private unnamed_addr constant [4 x i8] c"T2D\00"
@T2DA.name = private unnamed_addr constant [5 x i8] c"T2DA\00"
@T3D.name = private unnamed_addr constant [4 x i8] c"T3D\00"
@Cube.name = private unnamed_addr constant [5 x i8] c"Cube\00"
@CubeArr.name = private unnamed_addr constant [8 x i8] c"CubeArr\00"
@Samp.name = private unnamed_addr constant [5 x i8] c"Samp\00"

@out.f32 = global float 0.000000e+00, align 4
@out.v3f32 = global <3 x float> zeroinitializer, align 16
@out.v4f32 = global <4 x float> zeroinitializer, align 16

; The DXIL types (DXIL.md, Operation calls).
; CHECK-DAG: %dx.types.Handle = type { ptr }
; CHECK-DAG: %dx.types.ResBind = type { i32, i32, i32, i8 }
; CHECK-DAG: %dx.types.ResourceProperties = type { i32, i32 }
; CHECK-DAG: %dx.types.ResRet.f16 = type { half, half, half, half, i32 }
; CHECK-DAG: %dx.types.ResRet.f32 = type { float, float, float, float, i32 }

; Texture1D<float4>, zero offset, the whole result stored: every field is
; extracted and the vector rebuilt lane by lane. The handles: SRV class 0 at t0
; (Texture1D = kind 1, f32 x 4 = 1033; the all-zero ResBind { 0, 0, 0, 0 } prints
; as zeroinitializer), sampler class 3 at s1 space 2 (index = lower bound + 0).
; CHECK-LABEL: define void @sample_1d(float %u)
; CHECK: [[B0:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind zeroinitializer, i32 0, i1 false)
; CHECK-NEXT: [[TEX:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B0]], %dx.types.ResourceProperties { i32 1, i32 1033 })
; CHECK-NEXT: [[B1:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 1, i32 1, i32 2, i8 3 }, i32 1, i1 false)
; CHECK-NEXT: [[SAMP:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B1]], %dx.types.ResourceProperties { i32 14, i32 0 })
; CHECK-NEXT: [[R:%.*]] = call %dx.types.ResRet.f32 @dx.op.sample.f32(i32 60, %dx.types.Handle [[TEX]], %dx.types.Handle [[SAMP]], float %u, float undef, float undef, float undef, i32 undef, i32 undef, i32 undef, float undef)
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
define void @sample_1d(float %u) #0 {
entry:
  %tex = call target("dx.Texture", <4 x float>, 0, 0, 0, 1) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_1t(i32 0, i32 0, i32 1, i32 0, ptr @T1D.name)
  %samp = call target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32 2, i32 1, i32 1, i32 0, ptr @Samp.name)
  %r = call <4 x float> @llvm.dx.resource.sample.v4f32.tdx.Texture_v4f32_0_0_0_1t.tdx.Sampler_0t.f32.i32(target("dx.Texture", <4 x float>, 0, 0, 0, 1) %tex, target("dx.Sampler", 0) %samp, float %u, i32 0)
  store <4 x float> %r, ptr @out.v4f32, align 16
  ret void
}

; Texture1DArray<float4>: two coordinates, one offset (a constant, kept), and
; only lanes 0 and 3 read: two extractvalues, no vector rebuilt.
; CHECK-LABEL: define void @sample_1darray_offset(<2 x float> %uv)
; CHECK: [[B0:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 1, i32 1, i32 0, i8 0 }, i32 1, i1 false)
; CHECK-NEXT: [[TEX:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B0]], %dx.types.ResourceProperties { i32 6, i32 1033 })
; CHECK-NEXT: [[B1:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 1, i32 1, i32 2, i8 3 }, i32 1, i1 false)
; CHECK-NEXT: [[SAMP:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B1]], %dx.types.ResourceProperties { i32 14, i32 0 })
; CHECK-DAG: [[C0:%.*]] = extractelement <2 x float> %uv, i{{32|64}} 0
; CHECK-DAG: [[C1:%.*]] = extractelement <2 x float> %uv, i{{32|64}} 1
; CHECK: [[R:%.*]] = call %dx.types.ResRet.f32 @dx.op.sample.f32(i32 60, %dx.types.Handle [[TEX]], %dx.types.Handle [[SAMP]], float [[C0]], float [[C1]], float undef, float undef, i32 -3, i32 undef, i32 undef, float undef)
; CHECK-DAG: [[X:%.*]] = extractvalue %dx.types.ResRet.f32 [[R]], 0
; CHECK-DAG: [[W:%.*]] = extractvalue %dx.types.ResRet.f32 [[R]], 3
; CHECK-NOT: {{extractelement|insertelement}}
; CHECK: [[SUM:%.*]] = fadd float [[X]], [[W]]
; CHECK-NEXT: store float [[SUM]], ptr @out.f32, align 4
; CHECK-NEXT: ret void
define void @sample_1darray_offset(<2 x float> %uv) #0 {
entry:
  %tex = call target("dx.Texture", <4 x float>, 0, 0, 0, 6) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_6t(i32 0, i32 1, i32 1, i32 0, ptr @T1DA.name)
  %samp = call target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32 2, i32 1, i32 1, i32 0, ptr @Samp.name)
  %r = call <4 x float> @llvm.dx.resource.sample.v4f32.tdx.Texture_v4f32_0_0_0_6t.tdx.Sampler_0t.v2f32.i32(target("dx.Texture", <4 x float>, 0, 0, 0, 6) %tex, target("dx.Sampler", 0) %samp, <2 x float> %uv, i32 -3)
  %x = extractelement <4 x float> %r, i32 0
  %w = extractelement <4 x float> %r, i64 3
  %sum = fadd float %x, %w
  store float %sum, ptr @out.f32, align 4
  ret void
}

; Texture2D<float4>, constant offset (1, -2): both offset slots active. Lane 1 is
; read alone and the whole vector stored too: the lane-1 field serves both.
; CHECK-LABEL: define void @sample_2d_offset(<2 x float> %uv)
; CHECK: [[B0:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 2, i32 2, i32 0, i8 0 }, i32 2, i1 false)
; CHECK-NEXT: [[TEX:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B0]], %dx.types.ResourceProperties { i32 2, i32 1033 })
; CHECK-NEXT: [[B1:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 1, i32 1, i32 2, i8 3 }, i32 1, i1 false)
; CHECK-NEXT: [[SAMP:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B1]], %dx.types.ResourceProperties { i32 14, i32 0 })
; CHECK-DAG: [[C0:%.*]] = extractelement <2 x float> %uv, i{{32|64}} 0
; CHECK-DAG: [[C1:%.*]] = extractelement <2 x float> %uv, i{{32|64}} 1
; CHECK: [[R:%.*]] = call %dx.types.ResRet.f32 @dx.op.sample.f32(i32 60, %dx.types.Handle [[TEX]], %dx.types.Handle [[SAMP]], float [[C0]], float [[C1]], float undef, float undef, i32 1, i32 -2, i32 undef, float undef)
; CHECK-DAG: [[X:%.*]] = extractvalue %dx.types.ResRet.f32 [[R]], 0
; CHECK-DAG: [[Y:%.*]] = extractvalue %dx.types.ResRet.f32 [[R]], 1
; CHECK-DAG: [[Z:%.*]] = extractvalue %dx.types.ResRet.f32 [[R]], 2
; CHECK-DAG: [[W:%.*]] = extractvalue %dx.types.ResRet.f32 [[R]], 3
; CHECK-DAG: [[V0:%.*]] = insertelement <4 x float> {{poison|undef}}, float [[X]], i{{32|64}} 0
; CHECK-DAG: [[V1:%.*]] = insertelement <4 x float> [[V0]], float [[Y]], i{{32|64}} 1
; CHECK-DAG: [[V2:%.*]] = insertelement <4 x float> [[V1]], float [[Z]], i{{32|64}} 2
; CHECK-DAG: [[V3:%.*]] = insertelement <4 x float> [[V2]], float [[W]], i{{32|64}} 3
; CHECK-NOT: extractelement
; CHECK: store float [[Y]], ptr @out.f32, align 4
; CHECK-NEXT: store <4 x float> [[V3]], ptr @out.v4f32, align 16
; CHECK-NEXT: ret void
define void @sample_2d_offset(<2 x float> %uv) #0 {
entry:
  %tex = call target("dx.Texture", <4 x float>, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_2t(i32 0, i32 2, i32 1, i32 0, ptr @T2D.name)
  %samp = call target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32 2, i32 1, i32 1, i32 0, ptr @Samp.name)
  %r = call <4 x float> @llvm.dx.resource.sample.v4f32.tdx.Texture_v4f32_0_0_0_2t.tdx.Sampler_0t.v2f32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 2) %tex, target("dx.Sampler", 0) %samp, <2 x float> %uv, <2 x i32> <i32 1, i32 -2>)
  %y = extractelement <4 x float> %r, i32 1
  store float %y, ptr @out.f32, align 4
  store <4 x float> %r, ptr @out.v4f32, align 16
  ret void
}

; Two samples of one Texture2D through the same handles: constant coordinates
; stay constants, a splat offset fills both active slots.
; CHECK-LABEL: define float @sample_2d_shared_handles()
; CHECK: [[B0:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 2, i32 2, i32 0, i8 0 }, i32 2, i1 false)
; CHECK-NEXT: [[TEX:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B0]], %dx.types.ResourceProperties { i32 2, i32 1033 })
; CHECK-NEXT: [[B1:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 1, i32 1, i32 2, i8 3 }, i32 1, i1 false)
; CHECK-NEXT: [[SAMP:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B1]], %dx.types.ResourceProperties { i32 14, i32 0 })
; CHECK-NEXT: [[RA:%.*]] = call %dx.types.ResRet.f32 @dx.op.sample.f32(i32 60, %dx.types.Handle [[TEX]], %dx.types.Handle [[SAMP]], float 5.000000e-01, float 2.500000e-01, float undef, float undef, i32 undef, i32 undef, i32 undef, float undef)
; CHECK-NEXT: [[A:%.*]] = extractvalue %dx.types.ResRet.f32 [[RA]], 2
; CHECK-NEXT: [[RB:%.*]] = call %dx.types.ResRet.f32 @dx.op.sample.f32(i32 60, %dx.types.Handle [[TEX]], %dx.types.Handle [[SAMP]], float 7.500000e-01, float 1.000000e+00, float undef, float undef, i32 1, i32 1, i32 undef, float undef)
; CHECK-NEXT: [[B:%.*]] = extractvalue %dx.types.ResRet.f32 [[RB]], 2
; CHECK-NEXT: [[D:%.*]] = fsub float [[A]], [[B]]
; CHECK-NEXT: ret float [[D]]
define float @sample_2d_shared_handles() #0 {
entry:
  %tex = call target("dx.Texture", <4 x float>, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_2t(i32 0, i32 2, i32 1, i32 0, ptr @T2D.name)
  %samp = call target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32 2, i32 1, i32 1, i32 0, ptr @Samp.name)
  %ra = call <4 x float> @llvm.dx.resource.sample.v4f32.tdx.Texture_v4f32_0_0_0_2t.tdx.Sampler_0t.v2f32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 2) %tex, target("dx.Sampler", 0) %samp, <2 x float> <float 0.5, float 0.25>, <2 x i32> zeroinitializer)
  %a = extractelement <4 x float> %ra, i32 2
  %rb = call <4 x float> @llvm.dx.resource.sample.v4f32.tdx.Texture_v4f32_0_0_0_2t.tdx.Sampler_0t.v2f32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 2) %tex, target("dx.Sampler", 0) %samp, <2 x float> <float 0.75, float 1.0>, <2 x i32> splat (i32 1))
  %b = extractelement <4 x float> %rb, i32 2
  %d = fsub float %a, %b
  ret float %d
}

; Texture2DArray<half4>: three coordinates (layer last), a zero <2 x i32> offset
; (all three slots undef), the f16 overload, and the whole vector returned.
; CHECK-LABEL: define <4 x half> @sample_2darray_half(<3 x float> %uvw)
; CHECK: [[B0:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 3, i32 3, i32 0, i8 0 }, i32 3, i1 false)
; CHECK-NEXT: [[TEX:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B0]], %dx.types.ResourceProperties { i32 7, i32 1032 })
; CHECK-NEXT: [[B1:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 1, i32 1, i32 2, i8 3 }, i32 1, i1 false)
; CHECK-NEXT: [[SAMP:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B1]], %dx.types.ResourceProperties { i32 14, i32 0 })
; CHECK-DAG: [[C0:%.*]] = extractelement <3 x float> %uvw, i{{32|64}} 0
; CHECK-DAG: [[C1:%.*]] = extractelement <3 x float> %uvw, i{{32|64}} 1
; CHECK-DAG: [[C2:%.*]] = extractelement <3 x float> %uvw, i{{32|64}} 2
; CHECK: [[R:%.*]] = call %dx.types.ResRet.f16 @dx.op.sample.f16(i32 60, %dx.types.Handle [[TEX]], %dx.types.Handle [[SAMP]], float [[C0]], float [[C1]], float [[C2]], float undef, i32 undef, i32 undef, i32 undef, float undef)
; CHECK-DAG: [[X:%.*]] = extractvalue %dx.types.ResRet.f16 [[R]], 0
; CHECK-DAG: [[Y:%.*]] = extractvalue %dx.types.ResRet.f16 [[R]], 1
; CHECK-DAG: [[Z:%.*]] = extractvalue %dx.types.ResRet.f16 [[R]], 2
; CHECK-DAG: [[W:%.*]] = extractvalue %dx.types.ResRet.f16 [[R]], 3
; CHECK-DAG: [[V0:%.*]] = insertelement <4 x half> {{poison|undef}}, half [[X]], i{{32|64}} 0
; CHECK-DAG: [[V1:%.*]] = insertelement <4 x half> [[V0]], half [[Y]], i{{32|64}} 1
; CHECK-DAG: [[V2:%.*]] = insertelement <4 x half> [[V1]], half [[Z]], i{{32|64}} 2
; CHECK-DAG: [[V3:%.*]] = insertelement <4 x half> [[V2]], half [[W]], i{{32|64}} 3
; CHECK: ret <4 x half> [[V3]]
define <4 x half> @sample_2darray_half(<3 x float> %uvw) #0 {
entry:
  %tex = call target("dx.Texture", <4 x half>, 0, 0, 0, 7) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f16_0_0_0_7t(i32 0, i32 3, i32 1, i32 0, ptr @T2DA.name)
  %samp = call target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32 2, i32 1, i32 1, i32 0, ptr @Samp.name)
  %r = call <4 x half> @llvm.dx.resource.sample.v4f16.tdx.Texture_v4f16_0_0_0_7t.tdx.Sampler_0t.v3f32.v2i32(target("dx.Texture", <4 x half>, 0, 0, 0, 7) %tex, target("dx.Sampler", 0) %samp, <3 x float> %uvw, <2 x i32> zeroinitializer)
  ret <4 x half> %r
}

; Texture3D<float>: a scalar result (field 0 replaces it), three offset slots
; active, the constant 0 among them kept since the offset as a whole is not zero;
; -8 and 7 are the ends of the range legal below SM 6.7.
; CHECK-LABEL: define void @sample_3d_scalar(<3 x float> %uvw)
; CHECK: [[B0:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 4, i32 4, i32 0, i8 0 }, i32 4, i1 false)
; CHECK-NEXT: [[TEX:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B0]], %dx.types.ResourceProperties { i32 4, i32 265 })
; CHECK-NEXT: [[B1:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 1, i32 1, i32 2, i8 3 }, i32 1, i1 false)
; CHECK-NEXT: [[SAMP:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B1]], %dx.types.ResourceProperties { i32 14, i32 0 })
; CHECK-DAG: [[C0:%.*]] = extractelement <3 x float> %uvw, i{{32|64}} 0
; CHECK-DAG: [[C1:%.*]] = extractelement <3 x float> %uvw, i{{32|64}} 1
; CHECK-DAG: [[C2:%.*]] = extractelement <3 x float> %uvw, i{{32|64}} 2
; CHECK: [[R:%.*]] = call %dx.types.ResRet.f32 @dx.op.sample.f32(i32 60, %dx.types.Handle [[TEX]], %dx.types.Handle [[SAMP]], float [[C0]], float [[C1]], float [[C2]], float undef, i32 7, i32 -8, i32 0, float undef)
; CHECK-NEXT: [[X:%.*]] = extractvalue %dx.types.ResRet.f32 [[R]], 0
; CHECK-NEXT: [[M:%.*]] = fmul float [[X]], 2.000000e+00
; CHECK-NEXT: store float [[M]], ptr @out.f32, align 4
; CHECK-NEXT: ret void
define void @sample_3d_scalar(<3 x float> %uvw) #0 {
entry:
  %tex = call target("dx.Texture", float, 0, 0, 0, 4) @llvm.dx.resource.handlefrombinding.tdx.Texture_f32_0_0_0_4t(i32 0, i32 4, i32 1, i32 0, ptr @T3D.name)
  %samp = call target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32 2, i32 1, i32 1, i32 0, ptr @Samp.name)
  %r = call float @llvm.dx.resource.sample.f32.tdx.Texture_f32_0_0_0_4t.tdx.Sampler_0t.v3f32.v3i32(target("dx.Texture", float, 0, 0, 0, 4) %tex, target("dx.Sampler", 0) %samp, <3 x float> %uvw, <3 x i32> <i32 7, i32 -8, i32 0>)
  %m = fmul float %r, 2.0
  store float %m, ptr @out.f32, align 4
  ret void
}

; TextureCube<float4>: three coordinates, no offsets; the result goes through a
; shufflevector (a whole-vector use), so the vector is rebuilt.
; CHECK-LABEL: define void @sample_cube(<3 x float> %dir)
; CHECK: [[B0:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 5, i32 5, i32 0, i8 0 }, i32 5, i1 false)
; CHECK-NEXT: [[TEX:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B0]], %dx.types.ResourceProperties { i32 5, i32 1033 })
; CHECK-NEXT: [[B1:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 1, i32 1, i32 2, i8 3 }, i32 1, i1 false)
; CHECK-NEXT: [[SAMP:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B1]], %dx.types.ResourceProperties { i32 14, i32 0 })
; CHECK-DAG: [[C0:%.*]] = extractelement <3 x float> %dir, i{{32|64}} 0
; CHECK-DAG: [[C1:%.*]] = extractelement <3 x float> %dir, i{{32|64}} 1
; CHECK-DAG: [[C2:%.*]] = extractelement <3 x float> %dir, i{{32|64}} 2
; CHECK: [[R:%.*]] = call %dx.types.ResRet.f32 @dx.op.sample.f32(i32 60, %dx.types.Handle [[TEX]], %dx.types.Handle [[SAMP]], float [[C0]], float [[C1]], float [[C2]], float undef, i32 undef, i32 undef, i32 undef, float undef)
; CHECK-DAG: [[X:%.*]] = extractvalue %dx.types.ResRet.f32 [[R]], 0
; CHECK-DAG: [[Y:%.*]] = extractvalue %dx.types.ResRet.f32 [[R]], 1
; CHECK-DAG: [[Z:%.*]] = extractvalue %dx.types.ResRet.f32 [[R]], 2
; CHECK-DAG: [[W:%.*]] = extractvalue %dx.types.ResRet.f32 [[R]], 3
; CHECK-DAG: [[V0:%.*]] = insertelement <4 x float> {{poison|undef}}, float [[X]], i{{32|64}} 0
; CHECK-DAG: [[V1:%.*]] = insertelement <4 x float> [[V0]], float [[Y]], i{{32|64}} 1
; CHECK-DAG: [[V2:%.*]] = insertelement <4 x float> [[V1]], float [[Z]], i{{32|64}} 2
; CHECK-DAG: [[V3:%.*]] = insertelement <4 x float> [[V2]], float [[W]], i{{32|64}} 3
; CHECK: [[RGB:%.*]] = shufflevector <4 x float> [[V3]], <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
; CHECK-NEXT: store <3 x float> [[RGB]], ptr @out.v3f32, align 16
; CHECK-NEXT: ret void
define void @sample_cube(<3 x float> %dir) #0 {
entry:
  %tex = call target("dx.Texture", <4 x float>, 0, 0, 0, 5) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_5t(i32 0, i32 5, i32 1, i32 0, ptr @Cube.name)
  %samp = call target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32 2, i32 1, i32 1, i32 0, ptr @Samp.name)
  %r = call <4 x float> @llvm.dx.resource.sample.v4f32.tdx.Texture_v4f32_0_0_0_5t.tdx.Sampler_0t.v3f32.v3i32(target("dx.Texture", <4 x float>, 0, 0, 0, 5) %tex, target("dx.Sampler", 0) %samp, <3 x float> %dir, <3 x i32> zeroinitializer)
  %rgb = shufflevector <4 x float> %r, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  store <3 x float> %rgb, ptr @out.v3f32, align 16
  ret void
}

; TextureCubeArray<half4>: four coordinates (layer last), no offsets; only lane 2
; is read, as a half.
; CHECK-LABEL: define void @sample_cubearray_half(<4 x float> %dirl)
; CHECK: [[B0:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 6, i32 6, i32 0, i8 0 }, i32 6, i1 false)
; CHECK-NEXT: [[TEX:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B0]], %dx.types.ResourceProperties { i32 9, i32 1032 })
; CHECK-NEXT: [[B1:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 1, i32 1, i32 2, i8 3 }, i32 1, i1 false)
; CHECK-NEXT: [[SAMP:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B1]], %dx.types.ResourceProperties { i32 14, i32 0 })
; CHECK-DAG: [[C0:%.*]] = extractelement <4 x float> %dirl, i{{32|64}} 0
; CHECK-DAG: [[C1:%.*]] = extractelement <4 x float> %dirl, i{{32|64}} 1
; CHECK-DAG: [[C2:%.*]] = extractelement <4 x float> %dirl, i{{32|64}} 2
; CHECK-DAG: [[C3:%.*]] = extractelement <4 x float> %dirl, i{{32|64}} 3
; CHECK: [[R:%.*]] = call %dx.types.ResRet.f16 @dx.op.sample.f16(i32 60, %dx.types.Handle [[TEX]], %dx.types.Handle [[SAMP]], float [[C0]], float [[C1]], float [[C2]], float [[C3]], i32 undef, i32 undef, i32 undef, float undef)
; CHECK-NEXT: [[Z:%.*]] = extractvalue %dx.types.ResRet.f16 [[R]], 2
; CHECK-NEXT: [[E:%.*]] = fpext half [[Z]] to float
; CHECK-NEXT: store float [[E]], ptr @out.f32, align 4
; CHECK-NEXT: ret void
define void @sample_cubearray_half(<4 x float> %dirl) #0 {
entry:
  %tex = call target("dx.Texture", <4 x half>, 0, 0, 0, 9) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f16_0_0_0_9t(i32 0, i32 6, i32 1, i32 0, ptr @CubeArr.name)
  %samp = call target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32 2, i32 1, i32 1, i32 0, ptr @Samp.name)
  %r = call <4 x half> @llvm.dx.resource.sample.v4f16.tdx.Texture_v4f16_0_0_0_9t.tdx.Sampler_0t.v4f32.v3i32(target("dx.Texture", <4 x half>, 0, 0, 0, 9) %tex, target("dx.Sampler", 0) %samp, <4 x float> %dirl, <3 x i32> zeroinitializer)
  %z = extractelement <4 x half> %r, i32 2
  %e = fpext half %z to float
  store float %e, ptr @out.f32, align 4
  ret void
}

; Nothing of the resource intrinsics is left, not even a declaration.
; CHECK-NOT: @llvm.dx.resource

; One declaration per (class, overload), with the parameters of the op table.
; CHECK-DAG: declare %dx.types.Handle @dx.op.annotateHandle(i32, %dx.types.Handle, %dx.types.ResourceProperties)
; CHECK-DAG: declare %dx.types.Handle @dx.op.createHandleFromBinding(i32, %dx.types.ResBind, i32, i1)
; CHECK-DAG: declare %dx.types.ResRet.f16 @dx.op.sample.f16(i32, %dx.types.Handle, %dx.types.Handle, float, float, float, float, i32, i32, i32, float)
; CHECK-DAG: declare %dx.types.ResRet.f32 @dx.op.sample.f32(i32, %dx.types.Handle, %dx.types.Handle, float, float, float, float, i32, i32, i32, float)

declare target("dx.Texture", <4 x float>, 0, 0, 0, 1) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_1t(i32, i32, i32, i32, ptr) #1
declare target("dx.Texture", <4 x float>, 0, 0, 0, 6) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_6t(i32, i32, i32, i32, ptr) #1
declare target("dx.Texture", <4 x float>, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_2t(i32, i32, i32, i32, ptr) #1
declare target("dx.Texture", <4 x half>, 0, 0, 0, 7) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f16_0_0_0_7t(i32, i32, i32, i32, ptr) #1
declare target("dx.Texture", float, 0, 0, 0, 4) @llvm.dx.resource.handlefrombinding.tdx.Texture_f32_0_0_0_4t(i32, i32, i32, i32, ptr) #1
declare target("dx.Texture", <4 x float>, 0, 0, 0, 5) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_5t(i32, i32, i32, i32, ptr) #1
declare target("dx.Texture", <4 x half>, 0, 0, 0, 9) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f16_0_0_0_9t(i32, i32, i32, i32, ptr) #1
declare target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32, i32, i32, i32, ptr) #1

declare <4 x float> @llvm.dx.resource.sample.v4f32.tdx.Texture_v4f32_0_0_0_1t.tdx.Sampler_0t.f32.i32(target("dx.Texture", <4 x float>, 0, 0, 0, 1), target("dx.Sampler", 0), float, i32) #2
declare <4 x float> @llvm.dx.resource.sample.v4f32.tdx.Texture_v4f32_0_0_0_6t.tdx.Sampler_0t.v2f32.i32(target("dx.Texture", <4 x float>, 0, 0, 0, 6), target("dx.Sampler", 0), <2 x float>, i32) #2
declare <4 x float> @llvm.dx.resource.sample.v4f32.tdx.Texture_v4f32_0_0_0_2t.tdx.Sampler_0t.v2f32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 2), target("dx.Sampler", 0), <2 x float>, <2 x i32>) #2
declare <4 x half> @llvm.dx.resource.sample.v4f16.tdx.Texture_v4f16_0_0_0_7t.tdx.Sampler_0t.v3f32.v2i32(target("dx.Texture", <4 x half>, 0, 0, 0, 7), target("dx.Sampler", 0), <3 x float>, <2 x i32>) #2
declare float @llvm.dx.resource.sample.f32.tdx.Texture_f32_0_0_0_4t.tdx.Sampler_0t.v3f32.v3i32(target("dx.Texture", float, 0, 0, 0, 4), target("dx.Sampler", 0), <3 x float>, <3 x i32>) #2
declare <4 x float> @llvm.dx.resource.sample.v4f32.tdx.Texture_v4f32_0_0_0_5t.tdx.Sampler_0t.v3f32.v3i32(target("dx.Texture", <4 x float>, 0, 0, 0, 5), target("dx.Sampler", 0), <3 x float>, <3 x i32>) #2
declare <4 x half> @llvm.dx.resource.sample.v4f16.tdx.Texture_v4f16_0_0_0_9t.tdx.Sampler_0t.v4f32.v3i32(target("dx.Texture", <4 x half>, 0, 0, 0, 9), target("dx.Sampler", 0), <4 x float>, <3 x i32>) #2

attributes #0 = { "hlsl.shader"="compute" "hlsl.numthreads"="8,8,1" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #2 = { convergent nocallback nofree nosync nounwind willreturn memory(read) }
