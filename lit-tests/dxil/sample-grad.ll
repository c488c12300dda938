; texel-dxil lowers llvm.dx.resource.samplegrad and samplegrad.clamp to
; SampleGrad (63): c0..c3, o0..o2, ddx0..2, ddy0..2, clamp (undef without
; .clamp). Gradients have the spatial width of the kind (1D and 1DArray 1, 2D and
; 2DArray 2, 3D, Cube and CubeArray 3); the missing slots are undef. Kinds
; Texture1D, 1DArray, 2D, 2DArray, 3D, Cube, CubeArray; elements float4, float and
; half4; zero and constant offsets.
; SampleGrad computes no derivatives: a 1x1x1 compute group is fine.
;
; RUN: %opt -load-pass-plugin=%plugin -passes=texel-dxil,texel-dxil-verify-ops -S %s | FileCheck %s

target triple = "dxil-pc-shadermodel6.6-compute"

;   Texture1D<float4>        G1D     : register(t20)
;   Texture1DArray<float>    G1DA    : register(t21)
;   Texture2D<half4>         G2D     : register(t22)
;   Texture2DArray<float4>   G2DA    : register(t23)
;   Texture3D<float4>        G3D     : register(t24)
;   TextureCube<half4>       GCube   : register(t25)
;   TextureCubeArray<float4> GCubeA  : register(t26)
;   SamplerState             Trilinear : register(s7)
@G1D.name = private unnamed_addr constant [4 x i8] c"G1D\00"
@G1DA.name = private unnamed_addr constant [5 x i8] c"G1DA\00"
@G2D.name = private unnamed_addr constant [4 x i8] c"G2D\00"
@G2DA.name = private unnamed_addr constant [5 x i8] c"G2DA\00"
@G3D.name = private unnamed_addr constant [4 x i8] c"G3D\00"
@GCube.name = private unnamed_addr constant [6 x i8] c"GCube\00"
@GCubeA.name = private unnamed_addr constant [7 x i8] c"GCubeA\00"
@Trilinear.name = private unnamed_addr constant [10 x i8] c"Trilinear\00"

@out.f32 = global float 0.000000e+00, align 4
@out.f16 = global half 0xH0000, align 2
@out.v4f32 = global <4 x float> zeroinitializer, align 16

; The DXIL types (DXIL.md, Operation calls).
; CHECK-DAG: %dx.types.Handle = type { ptr }
; CHECK-DAG: %dx.types.ResBind = type { i32, i32, i32, i8 }
; CHECK-DAG: %dx.types.ResourceProperties = type { i32, i32 }
; CHECK-DAG: %dx.types.ResRet.f16 = type { half, half, half, half, i32 }
; CHECK-DAG: %dx.types.ResRet.f32 = type { float, float, float, float, i32 }

; Texture1D<float4>: scalar coordinate and gradients, zero offset; the whole
; vector stored.
; CHECK-LABEL: define void @grad_1d(float %u, float %ddx, float %ddy)
; CHECK: [[B0:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 20, i32 20, i32 0, i8 0 }, i32 20, i1 false)
; CHECK-NEXT: [[TEX:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B0]], %dx.types.ResourceProperties { i32 1, i32 1033 })
; CHECK-NEXT: [[B1:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 7, i32 7, i32 0, i8 3 }, i32 7, i1 false)
; CHECK-NEXT: [[SAMP:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B1]], %dx.types.ResourceProperties { i32 14, i32 0 })
; CHECK-NEXT: [[R:%.*]] = call %dx.types.ResRet.f32 @dx.op.sampleGrad.f32(i32 63, %dx.types.Handle [[TEX]], %dx.types.Handle [[SAMP]], float %u, float undef, float undef, float undef, i32 undef, i32 undef, i32 undef, float %ddx, float undef, float undef, float %ddy, float undef, float undef, float undef)
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
define void @grad_1d(float %u, float %ddx, float %ddy) #0 {
entry:
  %tex = call target("dx.Texture", <4 x float>, 0, 0, 0, 1) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_1t(i32 0, i32 20, i32 1, i32 0, ptr @G1D.name)
  %samp = call target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32 0, i32 7, i32 1, i32 0, ptr @Trilinear.name)
  %r = call <4 x float> @llvm.dx.resource.samplegrad.v4f32.tdx.Texture_v4f32_0_0_0_1t.tdx.Sampler_0t.f32.f32.f32.i32(target("dx.Texture", <4 x float>, 0, 0, 0, 1) %tex, target("dx.Sampler", 0) %samp, float %u, float %ddx, float %ddy, i32 0)
  store <4 x float> %r, ptr @out.v4f32, align 16
  ret void
}

; Texture1DArray<float> (kind 6, f32 x 1), samplegrad.clamp: two coordinates,
; one gradient component each, offset 1, a scalar result.
; CHECK-LABEL: define float @grad_clamp_1darray_scalar(<2 x float> %ul, float %ddx, float %ddy, float %clamp)
; CHECK: [[B0:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 21, i32 21, i32 0, i8 0 }, i32 21, i1 false)
; CHECK-NEXT: [[TEX:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B0]], %dx.types.ResourceProperties { i32 6, i32 265 })
; CHECK-NEXT: [[B1:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 7, i32 7, i32 0, i8 3 }, i32 7, i1 false)
; CHECK-NEXT: [[SAMP:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B1]], %dx.types.ResourceProperties { i32 14, i32 0 })
; CHECK-DAG: [[C0:%.*]] = extractelement <2 x float> %ul, i{{32|64}} 0
; CHECK-DAG: [[C1:%.*]] = extractelement <2 x float> %ul, i{{32|64}} 1
; CHECK: [[R:%.*]] = call %dx.types.ResRet.f32 @dx.op.sampleGrad.f32(i32 63, %dx.types.Handle [[TEX]], %dx.types.Handle [[SAMP]], float [[C0]], float [[C1]], float undef, float undef, i32 1, i32 undef, i32 undef, float %ddx, float undef, float undef, float %ddy, float undef, float undef, float %clamp)
; CHECK-NEXT: [[X:%.*]] = extractvalue %dx.types.ResRet.f32 [[R]], 0
; CHECK-NEXT: ret float [[X]]
define float @grad_clamp_1darray_scalar(<2 x float> %ul, float %ddx, float %ddy, float %clamp) #0 {
entry:
  %tex = call target("dx.Texture", float, 0, 0, 0, 6) @llvm.dx.resource.handlefrombinding.tdx.Texture_f32_0_0_0_6t(i32 0, i32 21, i32 1, i32 0, ptr @G1DA.name)
  %samp = call target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32 0, i32 7, i32 1, i32 0, ptr @Trilinear.name)
  %r = call float @llvm.dx.resource.samplegrad.clamp.f32.tdx.Texture_f32_0_0_0_6t.tdx.Sampler_0t.v2f32.f32.f32.i32(target("dx.Texture", float, 0, 0, 0, 6) %tex, target("dx.Sampler", 0) %samp, <2 x float> %ul, float %ddx, float %ddy, i32 1, float %clamp)
  ret float %r
}

; Texture2D<half4>: two gradient components each, offset (-4, 6); lanes 0 and 2
; read as half.
; CHECK-LABEL: define void @grad_2d_half(<2 x float> %uv, <2 x float> %ddx, <2 x float> %ddy)
; CHECK: [[B0:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 22, i32 22, i32 0, i8 0 }, i32 22, i1 false)
; CHECK-NEXT: [[TEX:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B0]], %dx.types.ResourceProperties { i32 2, i32 1032 })
; CHECK-NEXT: [[B1:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 7, i32 7, i32 0, i8 3 }, i32 7, i1 false)
; CHECK-NEXT: [[SAMP:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B1]], %dx.types.ResourceProperties { i32 14, i32 0 })
; CHECK-DAG: [[C0:%.*]] = extractelement <2 x float> %uv, i{{32|64}} 0
; CHECK-DAG: [[C1:%.*]] = extractelement <2 x float> %uv, i{{32|64}} 1
; CHECK-DAG: [[DX0:%.*]] = extractelement <2 x float> %ddx, i{{32|64}} 0
; CHECK-DAG: [[DX1:%.*]] = extractelement <2 x float> %ddx, i{{32|64}} 1
; CHECK-DAG: [[DY0:%.*]] = extractelement <2 x float> %ddy, i{{32|64}} 0
; CHECK-DAG: [[DY1:%.*]] = extractelement <2 x float> %ddy, i{{32|64}} 1
; CHECK: [[R:%.*]] = call %dx.types.ResRet.f16 @dx.op.sampleGrad.f16(i32 63, %dx.types.Handle [[TEX]], %dx.types.Handle [[SAMP]], float [[C0]], float [[C1]], float undef, float undef, i32 -4, i32 6, i32 undef, float [[DX0]], float [[DX1]], float undef, float [[DY0]], float [[DY1]], float undef, float undef)
; CHECK-DAG: [[X:%.*]] = extractvalue %dx.types.ResRet.f16 [[R]], 0
; CHECK-DAG: [[Z:%.*]] = extractvalue %dx.types.ResRet.f16 [[R]], 2
; CHECK-NOT: {{extractelement|insertelement}}
; CHECK: [[M:%.*]] = fmul half [[X]], [[Z]]
; CHECK-NEXT: store half [[M]], ptr @out.f16, align 2
; CHECK-NEXT: ret void
define void @grad_2d_half(<2 x float> %uv, <2 x float> %ddx, <2 x float> %ddy) #0 {
entry:
  %tex = call target("dx.Texture", <4 x half>, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f16_0_0_0_2t(i32 0, i32 22, i32 1, i32 0, ptr @G2D.name)
  %samp = call target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32 0, i32 7, i32 1, i32 0, ptr @Trilinear.name)
  %r = call <4 x half> @llvm.dx.resource.samplegrad.v4f16.tdx.Texture_v4f16_0_0_0_2t.tdx.Sampler_0t.v2f32.v2f32.v2f32.v2i32(target("dx.Texture", <4 x half>, 0, 0, 0, 2) %tex, target("dx.Sampler", 0) %samp, <2 x float> %uv, <2 x float> %ddx, <2 x float> %ddy, <2 x i32> <i32 -4, i32 6>)
  %x = extractelement <4 x half> %r, i32 0
  %z = extractelement <4 x half> %r, i32 2
  %m = fmul half %x, %z
  store half %m, ptr @out.f16, align 2
  ret void
}

; Texture2DArray<float4>, samplegrad.clamp: three coordinates, two gradient
; components, zero offset, a constant clamp; the whole vector returned.
; CHECK-LABEL: define <4 x float> @grad_clamp_2darray(<3 x float> %uvl, <2 x float> %ddx, <2 x float> %ddy)
; CHECK: [[B0:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 23, i32 23, i32 0, i8 0 }, i32 23, i1 false)
; CHECK-NEXT: [[TEX:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B0]], %dx.types.ResourceProperties { i32 7, i32 1033 })
; CHECK-NEXT: [[B1:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 7, i32 7, i32 0, i8 3 }, i32 7, i1 false)
; CHECK-NEXT: [[SAMP:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B1]], %dx.types.ResourceProperties { i32 14, i32 0 })
; CHECK-DAG: [[C0:%.*]] = extractelement <3 x float> %uvl, i{{32|64}} 0
; CHECK-DAG: [[C1:%.*]] = extractelement <3 x float> %uvl, i{{32|64}} 1
; CHECK-DAG: [[C2:%.*]] = extractelement <3 x float> %uvl, i{{32|64}} 2
; CHECK-DAG: [[DX0:%.*]] = extractelement <2 x float> %ddx, i{{32|64}} 0
; CHECK-DAG: [[DX1:%.*]] = extractelement <2 x float> %ddx, i{{32|64}} 1
; CHECK-DAG: [[DY0:%.*]] = extractelement <2 x float> %ddy, i{{32|64}} 0
; CHECK-DAG: [[DY1:%.*]] = extractelement <2 x float> %ddy, i{{32|64}} 1
; CHECK: [[R:%.*]] = call %dx.types.ResRet.f32 @dx.op.sampleGrad.f32(i32 63, %dx.types.Handle [[TEX]], %dx.types.Handle [[SAMP]], float [[C0]], float [[C1]], float [[C2]], float undef, i32 undef, i32 undef, i32 undef, float [[DX0]], float [[DX1]], float undef, float [[DY0]], float [[DY1]], float undef, float 2.000000e+00)
; CHECK-DAG: [[X:%.*]] = extractvalue %dx.types.ResRet.f32 [[R]], 0
; CHECK-DAG: [[Y:%.*]] = extractvalue %dx.types.ResRet.f32 [[R]], 1
; CHECK-DAG: [[Z:%.*]] = extractvalue %dx.types.ResRet.f32 [[R]], 2
; CHECK-DAG: [[W:%.*]] = extractvalue %dx.types.ResRet.f32 [[R]], 3
; CHECK-DAG: [[V0:%.*]] = insertelement <4 x float> {{poison|undef}}, float [[X]], i{{32|64}} 0
; CHECK-DAG: [[V1:%.*]] = insertelement <4 x float> [[V0]], float [[Y]], i{{32|64}} 1
; CHECK-DAG: [[V2:%.*]] = insertelement <4 x float> [[V1]], float [[Z]], i{{32|64}} 2
; CHECK-DAG: [[V3:%.*]] = insertelement <4 x float> [[V2]], float [[W]], i{{32|64}} 3
; CHECK: ret <4 x float> [[V3]]
define <4 x float> @grad_clamp_2darray(<3 x float> %uvl, <2 x float> %ddx, <2 x float> %ddy) #0 {
entry:
  %tex = call target("dx.Texture", <4 x float>, 0, 0, 0, 7) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_7t(i32 0, i32 23, i32 1, i32 0, ptr @G2DA.name)
  %samp = call target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32 0, i32 7, i32 1, i32 0, ptr @Trilinear.name)
  %r = call <4 x float> @llvm.dx.resource.samplegrad.clamp.v4f32.tdx.Texture_v4f32_0_0_0_7t.tdx.Sampler_0t.v3f32.v2f32.v2f32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 7) %tex, target("dx.Sampler", 0) %samp, <3 x float> %uvl, <2 x float> %ddx, <2 x float> %ddy, <2 x i32> zeroinitializer, float 2.0)
  ret <4 x float> %r
}

; Texture3D<float4>: three of everything, offset (1, 0, -1); lane 1 read alone
; and the whole vector stored.
; CHECK-LABEL: define void @grad_3d(<3 x float> %uvw, <3 x float> %ddx, <3 x float> %ddy)
; CHECK: [[B0:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 24, i32 24, i32 0, i8 0 }, i32 24, i1 false)
; CHECK-NEXT: [[TEX:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B0]], %dx.types.ResourceProperties { i32 4, i32 1033 })
; CHECK-NEXT: [[B1:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 7, i32 7, i32 0, i8 3 }, i32 7, i1 false)
; CHECK-NEXT: [[SAMP:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B1]], %dx.types.ResourceProperties { i32 14, i32 0 })
; CHECK-DAG: [[C0:%.*]] = extractelement <3 x float> %uvw, i{{32|64}} 0
; CHECK-DAG: [[C1:%.*]] = extractelement <3 x float> %uvw, i{{32|64}} 1
; CHECK-DAG: [[C2:%.*]] = extractelement <3 x float> %uvw, i{{32|64}} 2
; CHECK-DAG: [[DX0:%.*]] = extractelement <3 x float> %ddx, i{{32|64}} 0
; CHECK-DAG: [[DX1:%.*]] = extractelement <3 x float> %ddx, i{{32|64}} 1
; CHECK-DAG: [[DX2:%.*]] = extractelement <3 x float> %ddx, i{{32|64}} 2
; CHECK-DAG: [[DY0:%.*]] = extractelement <3 x float> %ddy, i{{32|64}} 0
; CHECK-DAG: [[DY1:%.*]] = extractelement <3 x float> %ddy, i{{32|64}} 1
; CHECK-DAG: [[DY2:%.*]] = extractelement <3 x float> %ddy, i{{32|64}} 2
; CHECK: [[R:%.*]] = call %dx.types.ResRet.f32 @dx.op.sampleGrad.f32(i32 63, %dx.types.Handle [[TEX]], %dx.types.Handle [[SAMP]], float [[C0]], float [[C1]], float [[C2]], float undef, i32 1, i32 0, i32 -1, float [[DX0]], float [[DX1]], float [[DX2]], float [[DY0]], float [[DY1]], float [[DY2]], float undef)
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
define void @grad_3d(<3 x float> %uvw, <3 x float> %ddx, <3 x float> %ddy) #0 {
entry:
  %tex = call target("dx.Texture", <4 x float>, 0, 0, 0, 4) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_4t(i32 0, i32 24, i32 1, i32 0, ptr @G3D.name)
  %samp = call target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32 0, i32 7, i32 1, i32 0, ptr @Trilinear.name)
  %r = call <4 x float> @llvm.dx.resource.samplegrad.v4f32.tdx.Texture_v4f32_0_0_0_4t.tdx.Sampler_0t.v3f32.v3f32.v3f32.v3i32(target("dx.Texture", <4 x float>, 0, 0, 0, 4) %tex, target("dx.Sampler", 0) %samp, <3 x float> %uvw, <3 x float> %ddx, <3 x float> %ddy, <3 x i32> <i32 1, i32 0, i32 -1>)
  %y = extractelement <4 x float> %r, i32 1
  store float %y, ptr @out.f32, align 4
  store <4 x float> %r, ptr @out.v4f32, align 16
  ret void
}

; TextureCube<half4>, samplegrad.clamp: three gradient components, no offsets;
; lane 3 read as half.
; CHECK-LABEL: define void @grad_clamp_cube_half(<3 x float> %dir, <3 x float> %ddx, <3 x float> %ddy, float %clamp)
; CHECK: [[B0:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 25, i32 25, i32 0, i8 0 }, i32 25, i1 false)
; CHECK-NEXT: [[TEX:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B0]], %dx.types.ResourceProperties { i32 5, i32 1032 })
; CHECK-NEXT: [[B1:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 7, i32 7, i32 0, i8 3 }, i32 7, i1 false)
; CHECK-NEXT: [[SAMP:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B1]], %dx.types.ResourceProperties { i32 14, i32 0 })
; CHECK-DAG: [[C0:%.*]] = extractelement <3 x float> %dir, i{{32|64}} 0
; CHECK-DAG: [[C1:%.*]] = extractelement <3 x float> %dir, i{{32|64}} 1
; CHECK-DAG: [[C2:%.*]] = extractelement <3 x float> %dir, i{{32|64}} 2
; CHECK-DAG: [[DX0:%.*]] = extractelement <3 x float> %ddx, i{{32|64}} 0
; CHECK-DAG: [[DX1:%.*]] = extractelement <3 x float> %ddx, i{{32|64}} 1
; CHECK-DAG: [[DX2:%.*]] = extractelement <3 x float> %ddx, i{{32|64}} 2
; CHECK-DAG: [[DY0:%.*]] = extractelement <3 x float> %ddy, i{{32|64}} 0
; CHECK-DAG: [[DY1:%.*]] = extractelement <3 x float> %ddy, i{{32|64}} 1
; CHECK-DAG: [[DY2:%.*]] = extractelement <3 x float> %ddy, i{{32|64}} 2
; CHECK: [[R:%.*]] = call %dx.types.ResRet.f16 @dx.op.sampleGrad.f16(i32 63, %dx.types.Handle [[TEX]], %dx.types.Handle [[SAMP]], float [[C0]], float [[C1]], float [[C2]], float undef, i32 undef, i32 undef, i32 undef, float [[DX0]], float [[DX1]], float [[DX2]], float [[DY0]], float [[DY1]], float [[DY2]], float %clamp)
; CHECK-NEXT: [[W:%.*]] = extractvalue %dx.types.ResRet.f16 [[R]], 3
; CHECK-NEXT: store half [[W]], ptr @out.f16, align 2
; CHECK-NEXT: ret void
define void @grad_clamp_cube_half(<3 x float> %dir, <3 x float> %ddx, <3 x float> %ddy, float %clamp) #0 {
entry:
  %tex = call target("dx.Texture", <4 x half>, 0, 0, 0, 5) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f16_0_0_0_5t(i32 0, i32 25, i32 1, i32 0, ptr @GCube.name)
  %samp = call target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32 0, i32 7, i32 1, i32 0, ptr @Trilinear.name)
  %r = call <4 x half> @llvm.dx.resource.samplegrad.clamp.v4f16.tdx.Texture_v4f16_0_0_0_5t.tdx.Sampler_0t.v3f32.v3f32.v3f32.v3i32(target("dx.Texture", <4 x half>, 0, 0, 0, 5) %tex, target("dx.Sampler", 0) %samp, <3 x float> %dir, <3 x float> %ddx, <3 x float> %ddy, <3 x i32> zeroinitializer, float %clamp)
  %w = extractelement <4 x half> %r, i32 3
  store half %w, ptr @out.f16, align 2
  ret void
}

; TextureCubeArray<float4>: four coordinates, three gradient components; the
; vector feeds vector arithmetic (a whole-vector use).
; CHECK-LABEL: define void @grad_cubearray(<4 x float> %dirl, <3 x float> %ddx, <3 x float> %ddy)
; CHECK: [[B0:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 26, i32 26, i32 0, i8 0 }, i32 26, i1 false)
; CHECK-NEXT: [[TEX:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B0]], %dx.types.ResourceProperties { i32 9, i32 1033 })
; CHECK-NEXT: [[B1:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 7, i32 7, i32 0, i8 3 }, i32 7, i1 false)
; CHECK-NEXT: [[SAMP:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B1]], %dx.types.ResourceProperties { i32 14, i32 0 })
; CHECK-DAG: [[C0:%.*]] = extractelement <4 x float> %dirl, i{{32|64}} 0
; CHECK-DAG: [[C1:%.*]] = extractelement <4 x float> %dirl, i{{32|64}} 1
; CHECK-DAG: [[C2:%.*]] = extractelement <4 x float> %dirl, i{{32|64}} 2
; CHECK-DAG: [[C3:%.*]] = extractelement <4 x float> %dirl, i{{32|64}} 3
; CHECK-DAG: [[DX0:%.*]] = extractelement <3 x float> %ddx, i{{32|64}} 0
; CHECK-DAG: [[DX1:%.*]] = extractelement <3 x float> %ddx, i{{32|64}} 1
; CHECK-DAG: [[DX2:%.*]] = extractelement <3 x float> %ddx, i{{32|64}} 2
; CHECK-DAG: [[DY0:%.*]] = extractelement <3 x float> %ddy, i{{32|64}} 0
; CHECK-DAG: [[DY1:%.*]] = extractelement <3 x float> %ddy, i{{32|64}} 1
; CHECK-DAG: [[DY2:%.*]] = extractelement <3 x float> %ddy, i{{32|64}} 2
; CHECK: [[R:%.*]] = call %dx.types.ResRet.f32 @dx.op.sampleGrad.f32(i32 63, %dx.types.Handle [[TEX]], %dx.types.Handle [[SAMP]], float [[C0]], float [[C1]], float [[C2]], float [[C3]], i32 undef, i32 undef, i32 undef, float [[DX0]], float [[DX1]], float [[DX2]], float [[DY0]], float [[DY1]], float [[DY2]], float undef)
; CHECK-DAG: [[X:%.*]] = extractvalue %dx.types.ResRet.f32 [[R]], 0
; CHECK-DAG: [[Y:%.*]] = extractvalue %dx.types.ResRet.f32 [[R]], 1
; CHECK-DAG: [[Z:%.*]] = extractvalue %dx.types.ResRet.f32 [[R]], 2
; CHECK-DAG: [[W:%.*]] = extractvalue %dx.types.ResRet.f32 [[R]], 3
; CHECK-DAG: [[V0:%.*]] = insertelement <4 x float> {{poison|undef}}, float [[X]], i{{32|64}} 0
; CHECK-DAG: [[V1:%.*]] = insertelement <4 x float> [[V0]], float [[Y]], i{{32|64}} 1
; CHECK-DAG: [[V2:%.*]] = insertelement <4 x float> [[V1]], float [[Z]], i{{32|64}} 2
; CHECK-DAG: [[V3:%.*]] = insertelement <4 x float> [[V2]], float [[W]], i{{32|64}} 3
; CHECK: [[M:%.*]] = fmul <4 x float> [[V3]], splat (float 5.000000e-01)
; CHECK-NEXT: store <4 x float> [[M]], ptr @out.v4f32, align 16
; CHECK-NEXT: ret void
define void @grad_cubearray(<4 x float> %dirl, <3 x float> %ddx, <3 x float> %ddy) #0 {
entry:
  %tex = call target("dx.Texture", <4 x float>, 0, 0, 0, 9) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_9t(i32 0, i32 26, i32 1, i32 0, ptr @GCubeA.name)
  %samp = call target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32 0, i32 7, i32 1, i32 0, ptr @Trilinear.name)
  %r = call <4 x float> @llvm.dx.resource.samplegrad.v4f32.tdx.Texture_v4f32_0_0_0_9t.tdx.Sampler_0t.v4f32.v3f32.v3f32.v3i32(target("dx.Texture", <4 x float>, 0, 0, 0, 9) %tex, target("dx.Sampler", 0) %samp, <4 x float> %dirl, <3 x float> %ddx, <3 x float> %ddy, <3 x i32> zeroinitializer)
  %m = fmul <4 x float> %r, splat (float 0.5)
  store <4 x float> %m, ptr @out.v4f32, align 16
  ret void
}

; CHECK-NOT: @llvm.dx.resource

; One declaration per (class, overload), with the parameters of the op table.
; CHECK-DAG: declare %dx.types.Handle @dx.op.annotateHandle(i32, %dx.types.Handle, %dx.types.ResourceProperties)
; CHECK-DAG: declare %dx.types.Handle @dx.op.createHandleFromBinding(i32, %dx.types.ResBind, i32, i1)
; CHECK-DAG: declare %dx.types.ResRet.f16 @dx.op.sampleGrad.f16(i32, %dx.types.Handle, %dx.types.Handle, float, float, float, float, i32, i32, i32, float, float, float, float, float, float, float)
; CHECK-DAG: declare %dx.types.ResRet.f32 @dx.op.sampleGrad.f32(i32, %dx.types.Handle, %dx.types.Handle, float, float, float, float, i32, i32, i32, float, float, float, float, float, float, float)

declare target("dx.Texture", <4 x float>, 0, 0, 0, 1) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_1t(i32, i32, i32, i32, ptr) #1
declare target("dx.Texture", float, 0, 0, 0, 6) @llvm.dx.resource.handlefrombinding.tdx.Texture_f32_0_0_0_6t(i32, i32, i32, i32, ptr) #1
declare target("dx.Texture", <4 x half>, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f16_0_0_0_2t(i32, i32, i32, i32, ptr) #1
declare target("dx.Texture", <4 x float>, 0, 0, 0, 7) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_7t(i32, i32, i32, i32, ptr) #1
declare target("dx.Texture", <4 x float>, 0, 0, 0, 4) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_4t(i32, i32, i32, i32, ptr) #1
declare target("dx.Texture", <4 x half>, 0, 0, 0, 5) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f16_0_0_0_5t(i32, i32, i32, i32, ptr) #1
declare target("dx.Texture", <4 x float>, 0, 0, 0, 9) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_9t(i32, i32, i32, i32, ptr) #1
declare target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32, i32, i32, i32, ptr) #1

declare <4 x float> @llvm.dx.resource.samplegrad.v4f32.tdx.Texture_v4f32_0_0_0_1t.tdx.Sampler_0t.f32.f32.f32.i32(target("dx.Texture", <4 x float>, 0, 0, 0, 1), target("dx.Sampler", 0), float, float, float, i32) #2
declare float @llvm.dx.resource.samplegrad.clamp.f32.tdx.Texture_f32_0_0_0_6t.tdx.Sampler_0t.v2f32.f32.f32.i32(target("dx.Texture", float, 0, 0, 0, 6), target("dx.Sampler", 0), <2 x float>, float, float, i32, float) #2
declare <4 x half> @llvm.dx.resource.samplegrad.v4f16.tdx.Texture_v4f16_0_0_0_2t.tdx.Sampler_0t.v2f32.v2f32.v2f32.v2i32(target("dx.Texture", <4 x half>, 0, 0, 0, 2), target("dx.Sampler", 0), <2 x float>, <2 x float>, <2 x float>, <2 x i32>) #2
declare <4 x float> @llvm.dx.resource.samplegrad.clamp.v4f32.tdx.Texture_v4f32_0_0_0_7t.tdx.Sampler_0t.v3f32.v2f32.v2f32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 7), target("dx.Sampler", 0), <3 x float>, <2 x float>, <2 x float>, <2 x i32>, float) #2
declare <4 x float> @llvm.dx.resource.samplegrad.v4f32.tdx.Texture_v4f32_0_0_0_4t.tdx.Sampler_0t.v3f32.v3f32.v3f32.v3i32(target("dx.Texture", <4 x float>, 0, 0, 0, 4), target("dx.Sampler", 0), <3 x float>, <3 x float>, <3 x float>, <3 x i32>) #2
declare <4 x half> @llvm.dx.resource.samplegrad.clamp.v4f16.tdx.Texture_v4f16_0_0_0_5t.tdx.Sampler_0t.v3f32.v3f32.v3f32.v3i32(target("dx.Texture", <4 x half>, 0, 0, 0, 5), target("dx.Sampler", 0), <3 x float>, <3 x float>, <3 x float>, <3 x i32>, float) #2
declare <4 x float> @llvm.dx.resource.samplegrad.v4f32.tdx.Texture_v4f32_0_0_0_9t.tdx.Sampler_0t.v4f32.v3f32.v3f32.v3i32(target("dx.Texture", <4 x float>, 0, 0, 0, 9), target("dx.Sampler", 0), <4 x float>, <3 x float>, <3 x float>, <3 x i32>) #2

attributes #0 = { "hlsl.shader"="compute" "hlsl.numthreads"="1,1,1" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(read) }
