; texel-dxil lowers the depth-compare sampling intrinsics:
;   samplecmp / samplecmp.clamp -> SampleCmp (64): c0..c3, o0..o2, cmp, clamp
;   samplecmplevelzero          -> SampleCmpLevelZero (65): c0..c3, o0..o2, cmp
; Kinds Texture1D, 1DArray, 2D, 2DArray, Cube, CubeArray (no compare on 3D);
; elements float, float4 and half4 (f32 and f16 overloads); the result is a
; scalar: field 0 of the ResRet. The sampler is a SamplerComparisonState
; (properties 14 | bit 15 = 32782).
; Compute at SM 6.6 with an 8x8x1 group: SampleCmp's derivatives are allowed.
;
; RUN: %opt -load-pass-plugin=%plugin -passes=texel-dxil,texel-dxil-verify-ops -S %s | FileCheck %s

target triple = "dxil-pc-shadermodel6.6-compute"

;   Texture1D<float>         Depth1D    : register(t30)
;   Texture1DArray<float4>   Depth1DA   : register(t31)
;   Texture2D<float>         Shadow     : register(t32)
;   Texture2DArray<half4>    Cascades   : register(t33)
;   TextureCube<float4>      PointShadow: register(t34)
;   TextureCubeArray<float>  PointShadows : register(t35)
;   SamplerComparisonState   Cmp        : register(s4)
@Depth1D.name = private unnamed_addr constant [8 x i8] c"Depth1D\00"
@Depth1DA.name = private unnamed_addr constant [9 x i8] c"Depth1DA\00"
@Shadow.name = private unnamed_addr constant [7 x i8] c"Shadow\00"
@Cascades.name = private unnamed_addr constant [9 x i8] c"Cascades\00"
@PointShadow.name = private unnamed_addr constant [12 x i8] c"PointShadow\00"
@PointShadows.name = private unnamed_addr constant [13 x i8] c"PointShadows\00"
@Cmp.name = private unnamed_addr constant [4 x i8] c"Cmp\00"

@out.f32 = global float 0.000000e+00, align 4
@out.f16 = global half 0xH0000, align 2

; The DXIL types (DXIL.md, Operation calls).
; CHECK-DAG: %dx.types.Handle = type { ptr }
; CHECK-DAG: %dx.types.ResBind = type { i32, i32, i32, i8 }
; CHECK-DAG: %dx.types.ResourceProperties = type { i32, i32 }
; CHECK-DAG: %dx.types.ResRet.f16 = type { half, half, half, half, i32 }
; CHECK-DAG: %dx.types.ResRet.f32 = type { float, float, float, float, i32 }

; Texture1D<float>, samplecmp: the scalar coordinate, offset -2 in the one
; active slot, the compare value, clamp undef.
; CHECK-LABEL: define float @cmp_1d(float %u, float %ref)
; CHECK: [[B0:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 30, i32 30, i32 0, i8 0 }, i32 30, i1 false)
; CHECK-NEXT: [[TEX:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B0]], %dx.types.ResourceProperties { i32 1, i32 265 })
; CHECK-NEXT: [[B1:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 4, i32 4, i32 0, i8 3 }, i32 4, i1 false)
; CHECK-NEXT: [[SAMP:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B1]], %dx.types.ResourceProperties { i32 32782, i32 0 })
; CHECK-NEXT: [[R:%.*]] = call %dx.types.ResRet.f32 @dx.op.sampleCmp.f32(i32 64, %dx.types.Handle [[TEX]], %dx.types.Handle [[SAMP]], float %u, float undef, float undef, float undef, i32 -2, i32 undef, i32 undef, float %ref, float undef)
; CHECK-NEXT: [[X:%.*]] = extractvalue %dx.types.ResRet.f32 [[R]], 0
; CHECK-NEXT: ret float [[X]]
define float @cmp_1d(float %u, float %ref) #0 {
entry:
  %tex = call target("dx.Texture", float, 0, 0, 0, 1) @llvm.dx.resource.handlefrombinding.tdx.Texture_f32_0_0_0_1t(i32 0, i32 30, i32 1, i32 0, ptr @Depth1D.name)
  %samp = call target("dx.Sampler", 1) @llvm.dx.resource.handlefrombinding.tdx.Sampler_1t(i32 0, i32 4, i32 1, i32 0, ptr @Cmp.name)
  %r = call float @llvm.dx.resource.samplecmp.f32.tdx.Texture_f32_0_0_0_1t.tdx.Sampler_1t.f32.i32(target("dx.Texture", float, 0, 0, 0, 1) %tex, target("dx.Sampler", 1) %samp, float %u, float %ref, i32 -2)
  ret float %r
}

; Texture1DArray<float4>, samplecmp.clamp: two coordinates, zero offset, clamp
; passed.
; CHECK-LABEL: define void @cmp_clamp_1darray(<2 x float> %ul, float %ref, float %clamp)
; CHECK: [[B0:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 31, i32 31, i32 0, i8 0 }, i32 31, i1 false)
; CHECK-NEXT: [[TEX:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B0]], %dx.types.ResourceProperties { i32 6, i32 1033 })
; CHECK-NEXT: [[B1:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 4, i32 4, i32 0, i8 3 }, i32 4, i1 false)
; CHECK-NEXT: [[SAMP:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B1]], %dx.types.ResourceProperties { i32 32782, i32 0 })
; CHECK-DAG: [[C0:%.*]] = extractelement <2 x float> %ul, i{{32|64}} 0
; CHECK-DAG: [[C1:%.*]] = extractelement <2 x float> %ul, i{{32|64}} 1
; CHECK: [[R:%.*]] = call %dx.types.ResRet.f32 @dx.op.sampleCmp.f32(i32 64, %dx.types.Handle [[TEX]], %dx.types.Handle [[SAMP]], float [[C0]], float [[C1]], float undef, float undef, i32 undef, i32 undef, i32 undef, float %ref, float %clamp)
; CHECK-NEXT: [[X:%.*]] = extractvalue %dx.types.ResRet.f32 [[R]], 0
; CHECK-NEXT: store float [[X]], ptr @out.f32, align 4
; CHECK-NEXT: ret void
define void @cmp_clamp_1darray(<2 x float> %ul, float %ref, float %clamp) #0 {
entry:
  %tex = call target("dx.Texture", <4 x float>, 0, 0, 0, 6) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_6t(i32 0, i32 31, i32 1, i32 0, ptr @Depth1DA.name)
  %samp = call target("dx.Sampler", 1) @llvm.dx.resource.handlefrombinding.tdx.Sampler_1t(i32 0, i32 4, i32 1, i32 0, ptr @Cmp.name)
  %r = call float @llvm.dx.resource.samplecmp.clamp.f32.tdx.Texture_v4f32_0_0_0_6t.tdx.Sampler_1t.v2f32.i32(target("dx.Texture", <4 x float>, 0, 0, 0, 6) %tex, target("dx.Sampler", 1) %samp, <2 x float> %ul, float %ref, i32 0, float %clamp)
  store float %r, ptr @out.f32, align 4
  ret void
}

; Texture2D<float>: samplecmp (constant compare value, offset (1, 1)) and
; samplecmplevelzero (zero offset) through the same handles.
; CHECK-LABEL: define float @cmp_and_levelzero_2d(<2 x float> %uv, <2 x float> %st, float %ref)
; CHECK: [[B0:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 32, i32 32, i32 0, i8 0 }, i32 32, i1 false)
; CHECK-NEXT: [[TEX:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B0]], %dx.types.ResourceProperties { i32 2, i32 265 })
; CHECK-NEXT: [[B1:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 4, i32 4, i32 0, i8 3 }, i32 4, i1 false)
; CHECK-NEXT: [[SAMP:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B1]], %dx.types.ResourceProperties { i32 32782, i32 0 })
; CHECK-DAG: [[C0:%.*]] = extractelement <2 x float> %uv, i{{32|64}} 0
; CHECK-DAG: [[C1:%.*]] = extractelement <2 x float> %uv, i{{32|64}} 1
; CHECK: [[RA:%.*]] = call %dx.types.ResRet.f32 @dx.op.sampleCmp.f32(i32 64, %dx.types.Handle [[TEX]], %dx.types.Handle [[SAMP]], float [[C0]], float [[C1]], float undef, float undef, i32 1, i32 1, i32 undef, float 5.000000e-01, float undef)
; CHECK-NEXT: [[A:%.*]] = extractvalue %dx.types.ResRet.f32 [[RA]], 0
; CHECK-DAG: [[D0:%.*]] = extractelement <2 x float> %st, i{{32|64}} 0
; CHECK-DAG: [[D1:%.*]] = extractelement <2 x float> %st, i{{32|64}} 1
; CHECK: [[RB:%.*]] = call %dx.types.ResRet.f32 @dx.op.sampleCmpLevelZero.f32(i32 65, %dx.types.Handle [[TEX]], %dx.types.Handle [[SAMP]], float [[D0]], float [[D1]], float undef, float undef, i32 undef, i32 undef, i32 undef, float %ref)
; CHECK-NEXT: [[B:%.*]] = extractvalue %dx.types.ResRet.f32 [[RB]], 0
; CHECK-NEXT: [[S:%.*]] = fadd float [[A]], [[B]]
; CHECK-NEXT: ret float [[S]]
define float @cmp_and_levelzero_2d(<2 x float> %uv, <2 x float> %st, float %ref) #0 {
entry:
  %tex = call target("dx.Texture", float, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_f32_0_0_0_2t(i32 0, i32 32, i32 1, i32 0, ptr @Shadow.name)
  %samp = call target("dx.Sampler", 1) @llvm.dx.resource.handlefrombinding.tdx.Sampler_1t(i32 0, i32 4, i32 1, i32 0, ptr @Cmp.name)
  %a = call float @llvm.dx.resource.samplecmp.f32.tdx.Texture_f32_0_0_0_2t.tdx.Sampler_1t.v2f32.v2i32(target("dx.Texture", float, 0, 0, 0, 2) %tex, target("dx.Sampler", 1) %samp, <2 x float> %uv, float 0.5, <2 x i32> splat (i32 1))
  %b = call float @llvm.dx.resource.samplecmplevelzero.f32.tdx.Texture_f32_0_0_0_2t.tdx.Sampler_1t.v2f32.v2i32(target("dx.Texture", float, 0, 0, 0, 2) %tex, target("dx.Sampler", 1) %samp, <2 x float> %st, float %ref, <2 x i32> zeroinitializer)
  %s = fadd float %a, %b
  ret float %s
}

; Texture2DArray<half4> (f16 x 4): samplecmp.clamp and samplecmplevelzero return
; half (the f16 overload); offsets (-1, 2) and (3, -3).
; CHECK-LABEL: define void @cmp_2darray_half(<3 x float> %uvl, <3 x float> %uvl2, float %ref, float %clamp)
; CHECK: [[B0:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 33, i32 33, i32 0, i8 0 }, i32 33, i1 false)
; CHECK-NEXT: [[TEX:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B0]], %dx.types.ResourceProperties { i32 7, i32 1032 })
; CHECK-NEXT: [[B1:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 4, i32 4, i32 0, i8 3 }, i32 4, i1 false)
; CHECK-NEXT: [[SAMP:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B1]], %dx.types.ResourceProperties { i32 32782, i32 0 })
; CHECK-DAG: [[C0:%.*]] = extractelement <3 x float> %uvl, i{{32|64}} 0
; CHECK-DAG: [[C1:%.*]] = extractelement <3 x float> %uvl, i{{32|64}} 1
; CHECK-DAG: [[C2:%.*]] = extractelement <3 x float> %uvl, i{{32|64}} 2
; CHECK: [[RA:%.*]] = call %dx.types.ResRet.f16 @dx.op.sampleCmp.f16(i32 64, %dx.types.Handle [[TEX]], %dx.types.Handle [[SAMP]], float [[C0]], float [[C1]], float [[C2]], float undef, i32 -1, i32 2, i32 undef, float %ref, float %clamp)
; CHECK-NEXT: [[A:%.*]] = extractvalue %dx.types.ResRet.f16 [[RA]], 0
; CHECK-DAG: [[D0:%.*]] = extractelement <3 x float> %uvl2, i{{32|64}} 0
; CHECK-DAG: [[D1:%.*]] = extractelement <3 x float> %uvl2, i{{32|64}} 1
; CHECK-DAG: [[D2:%.*]] = extractelement <3 x float> %uvl2, i{{32|64}} 2
; CHECK: [[RB:%.*]] = call %dx.types.ResRet.f16 @dx.op.sampleCmpLevelZero.f16(i32 65, %dx.types.Handle [[TEX]], %dx.types.Handle [[SAMP]], float [[D0]], float [[D1]], float [[D2]], float undef, i32 3, i32 -3, i32 undef, float %ref)
; CHECK-NEXT: [[B:%.*]] = extractvalue %dx.types.ResRet.f16 [[RB]], 0
; CHECK-NEXT: [[M:%.*]] = fmul half [[A]], [[B]]
; CHECK-NEXT: store half [[M]], ptr @out.f16, align 2
; CHECK-NEXT: ret void
define void @cmp_2darray_half(<3 x float> %uvl, <3 x float> %uvl2, float %ref, float %clamp) #0 {
entry:
  %tex = call target("dx.Texture", <4 x half>, 0, 0, 0, 7) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f16_0_0_0_7t(i32 0, i32 33, i32 1, i32 0, ptr @Cascades.name)
  %samp = call target("dx.Sampler", 1) @llvm.dx.resource.handlefrombinding.tdx.Sampler_1t(i32 0, i32 4, i32 1, i32 0, ptr @Cmp.name)
  %a = call half @llvm.dx.resource.samplecmp.clamp.f16.tdx.Texture_v4f16_0_0_0_7t.tdx.Sampler_1t.v3f32.v2i32(target("dx.Texture", <4 x half>, 0, 0, 0, 7) %tex, target("dx.Sampler", 1) %samp, <3 x float> %uvl, float %ref, <2 x i32> <i32 -1, i32 2>, float %clamp)
  %b = call half @llvm.dx.resource.samplecmplevelzero.f16.tdx.Texture_v4f16_0_0_0_7t.tdx.Sampler_1t.v3f32.v2i32(target("dx.Texture", <4 x half>, 0, 0, 0, 7) %tex, target("dx.Sampler", 1) %samp, <3 x float> %uvl2, float %ref, <2 x i32> <i32 3, i32 -3>)
  %m = fmul half %a, %b
  store half %m, ptr @out.f16, align 2
  ret void
}

; TextureCube<float4>: samplecmp and samplecmplevelzero, three coordinates, no
; offsets.
; CHECK-LABEL: define float @cmp_cube(<3 x float> %dir, <3 x float> %dir2, float %ref)
; CHECK: [[B0:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 34, i32 34, i32 0, i8 0 }, i32 34, i1 false)
; CHECK-NEXT: [[TEX:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B0]], %dx.types.ResourceProperties { i32 5, i32 1033 })
; CHECK-NEXT: [[B1:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 4, i32 4, i32 0, i8 3 }, i32 4, i1 false)
; CHECK-NEXT: [[SAMP:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B1]], %dx.types.ResourceProperties { i32 32782, i32 0 })
; CHECK-DAG: [[C0:%.*]] = extractelement <3 x float> %dir, i{{32|64}} 0
; CHECK-DAG: [[C1:%.*]] = extractelement <3 x float> %dir, i{{32|64}} 1
; CHECK-DAG: [[C2:%.*]] = extractelement <3 x float> %dir, i{{32|64}} 2
; CHECK: [[RA:%.*]] = call %dx.types.ResRet.f32 @dx.op.sampleCmp.f32(i32 64, %dx.types.Handle [[TEX]], %dx.types.Handle [[SAMP]], float [[C0]], float [[C1]], float [[C2]], float undef, i32 undef, i32 undef, i32 undef, float %ref, float undef)
; CHECK-NEXT: [[A:%.*]] = extractvalue %dx.types.ResRet.f32 [[RA]], 0
; CHECK-DAG: [[D0:%.*]] = extractelement <3 x float> %dir2, i{{32|64}} 0
; CHECK-DAG: [[D1:%.*]] = extractelement <3 x float> %dir2, i{{32|64}} 1
; CHECK-DAG: [[D2:%.*]] = extractelement <3 x float> %dir2, i{{32|64}} 2
; CHECK: [[RB:%.*]] = call %dx.types.ResRet.f32 @dx.op.sampleCmpLevelZero.f32(i32 65, %dx.types.Handle [[TEX]], %dx.types.Handle [[SAMP]], float [[D0]], float [[D1]], float [[D2]], float undef, i32 undef, i32 undef, i32 undef, float %ref)
; CHECK-NEXT: [[B:%.*]] = extractvalue %dx.types.ResRet.f32 [[RB]], 0
; CHECK-NEXT: [[S:%.*]] = fsub float [[A]], [[B]]
; CHECK-NEXT: ret float [[S]]
define float @cmp_cube(<3 x float> %dir, <3 x float> %dir2, float %ref) #0 {
entry:
  %tex = call target("dx.Texture", <4 x float>, 0, 0, 0, 5) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_5t(i32 0, i32 34, i32 1, i32 0, ptr @PointShadow.name)
  %samp = call target("dx.Sampler", 1) @llvm.dx.resource.handlefrombinding.tdx.Sampler_1t(i32 0, i32 4, i32 1, i32 0, ptr @Cmp.name)
  %a = call float @llvm.dx.resource.samplecmp.f32.tdx.Texture_v4f32_0_0_0_5t.tdx.Sampler_1t.v3f32.v3i32(target("dx.Texture", <4 x float>, 0, 0, 0, 5) %tex, target("dx.Sampler", 1) %samp, <3 x float> %dir, float %ref, <3 x i32> zeroinitializer)
  %b = call float @llvm.dx.resource.samplecmplevelzero.f32.tdx.Texture_v4f32_0_0_0_5t.tdx.Sampler_1t.v3f32.v3i32(target("dx.Texture", <4 x float>, 0, 0, 0, 5) %tex, target("dx.Sampler", 1) %samp, <3 x float> %dir2, float %ref, <3 x i32> zeroinitializer)
  %s = fsub float %a, %b
  ret float %s
}

; TextureCubeArray<float> (kind 9, f32 x 1): samplecmp.clamp with a constant
; clamp, and samplecmplevelzero; four coordinates, no offsets.
; CHECK-LABEL: define void @cmp_cubearray(<4 x float> %dirl, <4 x float> %dirl2, float %ref)
; CHECK: [[B0:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 35, i32 35, i32 0, i8 0 }, i32 35, i1 false)
; CHECK-NEXT: [[TEX:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B0]], %dx.types.ResourceProperties { i32 9, i32 265 })
; CHECK-NEXT: [[B1:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 4, i32 4, i32 0, i8 3 }, i32 4, i1 false)
; CHECK-NEXT: [[SAMP:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B1]], %dx.types.ResourceProperties { i32 32782, i32 0 })
; CHECK-DAG: [[C0:%.*]] = extractelement <4 x float> %dirl, i{{32|64}} 0
; CHECK-DAG: [[C1:%.*]] = extractelement <4 x float> %dirl, i{{32|64}} 1
; CHECK-DAG: [[C2:%.*]] = extractelement <4 x float> %dirl, i{{32|64}} 2
; CHECK-DAG: [[C3:%.*]] = extractelement <4 x float> %dirl, i{{32|64}} 3
; CHECK: [[RA:%.*]] = call %dx.types.ResRet.f32 @dx.op.sampleCmp.f32(i32 64, %dx.types.Handle [[TEX]], %dx.types.Handle [[SAMP]], float [[C0]], float [[C1]], float [[C2]], float [[C3]], i32 undef, i32 undef, i32 undef, float %ref, float 3.000000e+00)
; CHECK-NEXT: [[A:%.*]] = extractvalue %dx.types.ResRet.f32 [[RA]], 0
; CHECK-DAG: [[D0:%.*]] = extractelement <4 x float> %dirl2, i{{32|64}} 0
; CHECK-DAG: [[D1:%.*]] = extractelement <4 x float> %dirl2, i{{32|64}} 1
; CHECK-DAG: [[D2:%.*]] = extractelement <4 x float> %dirl2, i{{32|64}} 2
; CHECK-DAG: [[D3:%.*]] = extractelement <4 x float> %dirl2, i{{32|64}} 3
; CHECK: [[RB:%.*]] = call %dx.types.ResRet.f32 @dx.op.sampleCmpLevelZero.f32(i32 65, %dx.types.Handle [[TEX]], %dx.types.Handle [[SAMP]], float [[D0]], float [[D1]], float [[D2]], float [[D3]], i32 undef, i32 undef, i32 undef, float %ref)
; CHECK-NEXT: [[B:%.*]] = extractvalue %dx.types.ResRet.f32 [[RB]], 0
; CHECK-NEXT: [[M:%.*]] = call float @dx.op.binary.f32(i32 36, float [[A]], float [[B]])
; CHECK-NEXT: store float [[M]], ptr @out.f32, align 4
; CHECK-NEXT: ret void
define void @cmp_cubearray(<4 x float> %dirl, <4 x float> %dirl2, float %ref) #0 {
entry:
  %tex = call target("dx.Texture", float, 0, 0, 0, 9) @llvm.dx.resource.handlefrombinding.tdx.Texture_f32_0_0_0_9t(i32 0, i32 35, i32 1, i32 0, ptr @PointShadows.name)
  %samp = call target("dx.Sampler", 1) @llvm.dx.resource.handlefrombinding.tdx.Sampler_1t(i32 0, i32 4, i32 1, i32 0, ptr @Cmp.name)
  %a = call float @llvm.dx.resource.samplecmp.clamp.f32.tdx.Texture_f32_0_0_0_9t.tdx.Sampler_1t.v4f32.v3i32(target("dx.Texture", float, 0, 0, 0, 9) %tex, target("dx.Sampler", 1) %samp, <4 x float> %dirl, float %ref, <3 x i32> zeroinitializer, float 3.0)
  %b = call float @llvm.dx.resource.samplecmplevelzero.f32.tdx.Texture_f32_0_0_0_9t.tdx.Sampler_1t.v4f32.v3i32(target("dx.Texture", float, 0, 0, 0, 9) %tex, target("dx.Sampler", 1) %samp, <4 x float> %dirl2, float %ref, <3 x i32> zeroinitializer)
  %m = call float @llvm.minnum.f32(float %a, float %b)
  store float %m, ptr @out.f32, align 4
  ret void
}

; Texture1D<float>, samplecmplevelzero with offset 4; Texture1DArray<float4> with
; a zero offset.
; CHECK-LABEL: define float @levelzero_1d_and_1darray(float %u, <2 x float> %ul, float %ref)
; CHECK: [[B0:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 30, i32 30, i32 0, i8 0 }, i32 30, i1 false)
; CHECK-NEXT: [[T1D:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B0]], %dx.types.ResourceProperties { i32 1, i32 265 })
; CHECK-NEXT: [[B1:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 31, i32 31, i32 0, i8 0 }, i32 31, i1 false)
; CHECK-NEXT: [[T1DA:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B1]], %dx.types.ResourceProperties { i32 6, i32 1033 })
; CHECK-NEXT: [[B2:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 4, i32 4, i32 0, i8 3 }, i32 4, i1 false)
; CHECK-NEXT: [[SAMP:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B2]], %dx.types.ResourceProperties { i32 32782, i32 0 })
; CHECK-NEXT: [[RA:%.*]] = call %dx.types.ResRet.f32 @dx.op.sampleCmpLevelZero.f32(i32 65, %dx.types.Handle [[T1D]], %dx.types.Handle [[SAMP]], float %u, float undef, float undef, float undef, i32 4, i32 undef, i32 undef, float %ref)
; CHECK-NEXT: [[A:%.*]] = extractvalue %dx.types.ResRet.f32 [[RA]], 0
; CHECK-DAG: [[C0:%.*]] = extractelement <2 x float> %ul, i{{32|64}} 0
; CHECK-DAG: [[C1:%.*]] = extractelement <2 x float> %ul, i{{32|64}} 1
; CHECK: [[RB:%.*]] = call %dx.types.ResRet.f32 @dx.op.sampleCmpLevelZero.f32(i32 65, %dx.types.Handle [[T1DA]], %dx.types.Handle [[SAMP]], float [[C0]], float [[C1]], float undef, float undef, i32 undef, i32 undef, i32 undef, float %ref)
; CHECK-NEXT: [[B:%.*]] = extractvalue %dx.types.ResRet.f32 [[RB]], 0
; CHECK-NEXT: [[S:%.*]] = fadd float [[A]], [[B]]
; CHECK-NEXT: ret float [[S]]
define float @levelzero_1d_and_1darray(float %u, <2 x float> %ul, float %ref) #0 {
entry:
  %t1d = call target("dx.Texture", float, 0, 0, 0, 1) @llvm.dx.resource.handlefrombinding.tdx.Texture_f32_0_0_0_1t(i32 0, i32 30, i32 1, i32 0, ptr @Depth1D.name)
  %t1da = call target("dx.Texture", <4 x float>, 0, 0, 0, 6) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_6t(i32 0, i32 31, i32 1, i32 0, ptr @Depth1DA.name)
  %samp = call target("dx.Sampler", 1) @llvm.dx.resource.handlefrombinding.tdx.Sampler_1t(i32 0, i32 4, i32 1, i32 0, ptr @Cmp.name)
  %a = call float @llvm.dx.resource.samplecmplevelzero.f32.tdx.Texture_f32_0_0_0_1t.tdx.Sampler_1t.f32.i32(target("dx.Texture", float, 0, 0, 0, 1) %t1d, target("dx.Sampler", 1) %samp, float %u, float %ref, i32 4)
  %b = call float @llvm.dx.resource.samplecmplevelzero.f32.tdx.Texture_v4f32_0_0_0_6t.tdx.Sampler_1t.v2f32.i32(target("dx.Texture", <4 x float>, 0, 0, 0, 6) %t1da, target("dx.Sampler", 1) %samp, <2 x float> %ul, float %ref, i32 0)
  %s = fadd float %a, %b
  ret float %s
}

; CHECK-NOT: @llvm.dx.resource

; One declaration per (class, overload), with the parameters of the op table.
; CHECK-DAG: declare %dx.types.Handle @dx.op.annotateHandle(i32, %dx.types.Handle, %dx.types.ResourceProperties)
; CHECK-DAG: declare %dx.types.Handle @dx.op.createHandleFromBinding(i32, %dx.types.ResBind, i32, i1)
; CHECK-DAG: declare %dx.types.ResRet.f16 @dx.op.sampleCmp.f16(i32, %dx.types.Handle, %dx.types.Handle, float, float, float, float, i32, i32, i32, float, float)
; CHECK-DAG: declare %dx.types.ResRet.f32 @dx.op.sampleCmp.f32(i32, %dx.types.Handle, %dx.types.Handle, float, float, float, float, i32, i32, i32, float, float)
; CHECK-DAG: declare %dx.types.ResRet.f16 @dx.op.sampleCmpLevelZero.f16(i32, %dx.types.Handle, %dx.types.Handle, float, float, float, float, i32, i32, i32, float)
; CHECK-DAG: declare %dx.types.ResRet.f32 @dx.op.sampleCmpLevelZero.f32(i32, %dx.types.Handle, %dx.types.Handle, float, float, float, float, i32, i32, i32, float)

declare target("dx.Texture", float, 0, 0, 0, 1) @llvm.dx.resource.handlefrombinding.tdx.Texture_f32_0_0_0_1t(i32, i32, i32, i32, ptr) #1
declare target("dx.Texture", <4 x float>, 0, 0, 0, 6) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_6t(i32, i32, i32, i32, ptr) #1
declare target("dx.Texture", float, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_f32_0_0_0_2t(i32, i32, i32, i32, ptr) #1
declare target("dx.Texture", <4 x half>, 0, 0, 0, 7) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f16_0_0_0_7t(i32, i32, i32, i32, ptr) #1
declare target("dx.Texture", <4 x float>, 0, 0, 0, 5) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_5t(i32, i32, i32, i32, ptr) #1
declare target("dx.Texture", float, 0, 0, 0, 9) @llvm.dx.resource.handlefrombinding.tdx.Texture_f32_0_0_0_9t(i32, i32, i32, i32, ptr) #1
declare target("dx.Sampler", 1) @llvm.dx.resource.handlefrombinding.tdx.Sampler_1t(i32, i32, i32, i32, ptr) #1

declare float @llvm.dx.resource.samplecmp.f32.tdx.Texture_f32_0_0_0_1t.tdx.Sampler_1t.f32.i32(target("dx.Texture", float, 0, 0, 0, 1), target("dx.Sampler", 1), float, float, i32) #2
declare float @llvm.dx.resource.samplecmp.clamp.f32.tdx.Texture_v4f32_0_0_0_6t.tdx.Sampler_1t.v2f32.i32(target("dx.Texture", <4 x float>, 0, 0, 0, 6), target("dx.Sampler", 1), <2 x float>, float, i32, float) #2
declare float @llvm.dx.resource.samplecmp.f32.tdx.Texture_f32_0_0_0_2t.tdx.Sampler_1t.v2f32.v2i32(target("dx.Texture", float, 0, 0, 0, 2), target("dx.Sampler", 1), <2 x float>, float, <2 x i32>) #2
declare float @llvm.dx.resource.samplecmplevelzero.f32.tdx.Texture_f32_0_0_0_2t.tdx.Sampler_1t.v2f32.v2i32(target("dx.Texture", float, 0, 0, 0, 2), target("dx.Sampler", 1), <2 x float>, float, <2 x i32>) #3
declare half @llvm.dx.resource.samplecmp.clamp.f16.tdx.Texture_v4f16_0_0_0_7t.tdx.Sampler_1t.v3f32.v2i32(target("dx.Texture", <4 x half>, 0, 0, 0, 7), target("dx.Sampler", 1), <3 x float>, float, <2 x i32>, float) #2
declare half @llvm.dx.resource.samplecmplevelzero.f16.tdx.Texture_v4f16_0_0_0_7t.tdx.Sampler_1t.v3f32.v2i32(target("dx.Texture", <4 x half>, 0, 0, 0, 7), target("dx.Sampler", 1), <3 x float>, float, <2 x i32>) #3
declare float @llvm.dx.resource.samplecmp.f32.tdx.Texture_v4f32_0_0_0_5t.tdx.Sampler_1t.v3f32.v3i32(target("dx.Texture", <4 x float>, 0, 0, 0, 5), target("dx.Sampler", 1), <3 x float>, float, <3 x i32>) #2
declare float @llvm.dx.resource.samplecmplevelzero.f32.tdx.Texture_v4f32_0_0_0_5t.tdx.Sampler_1t.v3f32.v3i32(target("dx.Texture", <4 x float>, 0, 0, 0, 5), target("dx.Sampler", 1), <3 x float>, float, <3 x i32>) #3
declare float @llvm.dx.resource.samplecmp.clamp.f32.tdx.Texture_f32_0_0_0_9t.tdx.Sampler_1t.v4f32.v3i32(target("dx.Texture", float, 0, 0, 0, 9), target("dx.Sampler", 1), <4 x float>, float, <3 x i32>, float) #2
declare float @llvm.dx.resource.samplecmplevelzero.f32.tdx.Texture_f32_0_0_0_9t.tdx.Sampler_1t.v4f32.v3i32(target("dx.Texture", float, 0, 0, 0, 9), target("dx.Sampler", 1), <4 x float>, float, <3 x i32>) #3
declare float @llvm.dx.resource.samplecmplevelzero.f32.tdx.Texture_f32_0_0_0_1t.tdx.Sampler_1t.f32.i32(target("dx.Texture", float, 0, 0, 0, 1), target("dx.Sampler", 1), float, float, i32) #3
declare float @llvm.dx.resource.samplecmplevelzero.f32.tdx.Texture_v4f32_0_0_0_6t.tdx.Sampler_1t.v2f32.i32(target("dx.Texture", <4 x float>, 0, 0, 0, 6), target("dx.Sampler", 1), <2 x float>, float, i32) #3
declare float @llvm.minnum.f32(float, float)

attributes #0 = { "hlsl.shader"="compute" "hlsl.numthreads"="8,8,1" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #2 = { convergent nocallback nofree nosync nounwind willreturn memory(read) }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(read) }
