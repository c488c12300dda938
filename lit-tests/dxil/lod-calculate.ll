; texel-dxil lowers llvm.dx.resource.calculate.lod and calculate.lod.unclamped
; to CalculateLOD (81): `float @dx.op.calculateLOD.f32(i32 81, texture, sampler,
; c0, c1, c2, i1 clamped)`, clamped = true for calculate.lod and false for
; .unclamped. The coordinates are the spatial ones (1D and 1DArray 1, 2D and
; 2DArray 2, 3D, Cube and CubeArray 3); the missing slots are undef. The float
; result replaces the intrinsic's directly (no ResRet).
; Compute at SM 6.6 with an 8x8x1 group: derivatives are allowed.
;
; RUN: %opt -load-pass-plugin=%plugin -passes=texel-dxil,texel-dxil-verify-ops -S %s | FileCheck %s

target triple = "dxil-pc-shadermodel6.6-compute"

;   Texture1D<float4>        Lod1D    : register(t70)
;   Texture1DArray<half4>    Lod1DA   : register(t71)
;   Texture2D<float>         Lod2D    : register(t72)
;   Texture2DArray<float4>   Lod2DA   : register(t73)
;   Texture3D<half4>         Lod3D    : register(t74)
;   TextureCube<float4>      LodCube  : register(t75)
;   TextureCubeArray<float>  LodCubeA : register(t76)
;   SamplerState             Mip      : register(s6, space1)
@Lod1D.name = private unnamed_addr constant [6 x i8] c"Lod1D\00"
@Lod1DA.name = private unnamed_addr constant [7 x i8] c"Lod1DA\00"
@Lod2D.name = private unnamed_addr constant [6 x i8] c"Lod2D\00"
@Lod2DA.name = private unnamed_addr constant [7 x i8] c"Lod2DA\00"
@Lod3D.name = private unnamed_addr constant [6 x i8] c"Lod3D\00"
@LodCube.name = private unnamed_addr constant [8 x i8] c"LodCube\00"
@LodCubeA.name = private unnamed_addr constant [9 x i8] c"LodCubeA\00"
@Mip.name = private unnamed_addr constant [4 x i8] c"Mip\00"

@out.f32 = global float 0.000000e+00, align 4

; The DXIL types (DXIL.md, Operation calls).
; CHECK-DAG: %dx.types.Handle = type { ptr }
; CHECK-DAG: %dx.types.ResBind = type { i32, i32, i32, i8 }
; CHECK-DAG: %dx.types.ResourceProperties = type { i32, i32 }

; Texture1D<float4>: both forms, the scalar coordinate in c0.
; CHECK-LABEL: define float @lod_1d(float %u)
; CHECK: [[B0:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 70, i32 70, i32 0, i8 0 }, i32 70, i1 false)
; CHECK-NEXT: [[TEX:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B0]], %dx.types.ResourceProperties { i32 1, i32 1033 })
; CHECK-NEXT: [[B1:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 6, i32 6, i32 1, i8 3 }, i32 6, i1 false)
; CHECK-NEXT: [[SAMP:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B1]], %dx.types.ResourceProperties { i32 14, i32 0 })
; CHECK-NEXT: [[A:%.*]] = call float @dx.op.calculateLOD.f32(i32 81, %dx.types.Handle [[TEX]], %dx.types.Handle [[SAMP]], float %u, float undef, float undef, i1 true)
; CHECK-NEXT: [[B:%.*]] = call float @dx.op.calculateLOD.f32(i32 81, %dx.types.Handle [[TEX]], %dx.types.Handle [[SAMP]], float %u, float undef, float undef, i1 false)
; CHECK-NEXT: [[D:%.*]] = fsub float [[B]], [[A]]
; CHECK-NEXT: ret float [[D]]
define float @lod_1d(float %u) #0 {
entry:
  %tex = call target("dx.Texture", <4 x float>, 0, 0, 0, 1) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_1t(i32 0, i32 70, i32 1, i32 0, ptr @Lod1D.name)
  %samp = call target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32 1, i32 6, i32 1, i32 0, ptr @Mip.name)
  %a = call float @llvm.dx.resource.calculate.lod.tdx.Texture_v4f32_0_0_0_1t.tdx.Sampler_0t.f32(target("dx.Texture", <4 x float>, 0, 0, 0, 1) %tex, target("dx.Sampler", 0) %samp, float %u)
  %b = call float @llvm.dx.resource.calculate.lod.unclamped.tdx.Texture_v4f32_0_0_0_1t.tdx.Sampler_0t.f32(target("dx.Texture", <4 x float>, 0, 0, 0, 1) %tex, target("dx.Sampler", 0) %samp, float %u)
  %d = fsub float %b, %a
  ret float %d
}

; Texture1DArray<half4>: one coordinate (the layer does not take part).
; CHECK-LABEL: define void @lod_1darray(float %u)
; CHECK: [[B0:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 71, i32 71, i32 0, i8 0 }, i32 71, i1 false)
; CHECK-NEXT: [[TEX:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B0]], %dx.types.ResourceProperties { i32 6, i32 1032 })
; CHECK-NEXT: [[B1:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 6, i32 6, i32 1, i8 3 }, i32 6, i1 false)
; CHECK-NEXT: [[SAMP:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B1]], %dx.types.ResourceProperties { i32 14, i32 0 })
; CHECK-NEXT: [[L:%.*]] = call float @dx.op.calculateLOD.f32(i32 81, %dx.types.Handle [[TEX]], %dx.types.Handle [[SAMP]], float %u, float undef, float undef, i1 true)
; CHECK-NEXT: store float [[L]], ptr @out.f32, align 4
; CHECK-NEXT: ret void
define void @lod_1darray(float %u) #0 {
entry:
  %tex = call target("dx.Texture", <4 x half>, 0, 0, 0, 6) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f16_0_0_0_6t(i32 0, i32 71, i32 1, i32 0, ptr @Lod1DA.name)
  %samp = call target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32 1, i32 6, i32 1, i32 0, ptr @Mip.name)
  %l = call float @llvm.dx.resource.calculate.lod.tdx.Texture_v4f16_0_0_0_6t.tdx.Sampler_0t.f32(target("dx.Texture", <4 x half>, 0, 0, 0, 6) %tex, target("dx.Sampler", 0) %samp, float %u)
  store float %l, ptr @out.f32, align 4
  ret void
}

; Texture2D<float>: two coordinates, clamped.
; CHECK-LABEL: define float @lod_2d(<2 x float> %uv)
; CHECK: [[B0:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 72, i32 72, i32 0, i8 0 }, i32 72, i1 false)
; CHECK-NEXT: [[TEX:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B0]], %dx.types.ResourceProperties { i32 2, i32 265 })
; CHECK-NEXT: [[B1:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 6, i32 6, i32 1, i8 3 }, i32 6, i1 false)
; CHECK-NEXT: [[SAMP:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B1]], %dx.types.ResourceProperties { i32 14, i32 0 })
; CHECK-DAG: [[C0:%.*]] = extractelement <2 x float> %uv, i{{32|64}} 0
; CHECK-DAG: [[C1:%.*]] = extractelement <2 x float> %uv, i{{32|64}} 1
; CHECK: [[L:%.*]] = call float @dx.op.calculateLOD.f32(i32 81, %dx.types.Handle [[TEX]], %dx.types.Handle [[SAMP]], float [[C0]], float [[C1]], float undef, i1 true)
; CHECK-NEXT: ret float [[L]]
define float @lod_2d(<2 x float> %uv) #0 {
entry:
  %tex = call target("dx.Texture", float, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_f32_0_0_0_2t(i32 0, i32 72, i32 1, i32 0, ptr @Lod2D.name)
  %samp = call target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32 1, i32 6, i32 1, i32 0, ptr @Mip.name)
  %l = call float @llvm.dx.resource.calculate.lod.tdx.Texture_f32_0_0_0_2t.tdx.Sampler_0t.v2f32(target("dx.Texture", float, 0, 0, 0, 2) %tex, target("dx.Sampler", 0) %samp, <2 x float> %uv)
  ret float %l
}

; Texture2DArray<float4>: two coordinates (no layer), unclamped.
; CHECK-LABEL: define float @lod_2darray_unclamped(<2 x float> %uv)
; CHECK: [[B0:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 73, i32 73, i32 0, i8 0 }, i32 73, i1 false)
; CHECK-NEXT: [[TEX:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B0]], %dx.types.ResourceProperties { i32 7, i32 1033 })
; CHECK-NEXT: [[B1:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 6, i32 6, i32 1, i8 3 }, i32 6, i1 false)
; CHECK-NEXT: [[SAMP:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B1]], %dx.types.ResourceProperties { i32 14, i32 0 })
; CHECK-DAG: [[C0:%.*]] = extractelement <2 x float> %uv, i{{32|64}} 0
; CHECK-DAG: [[C1:%.*]] = extractelement <2 x float> %uv, i{{32|64}} 1
; CHECK: [[L:%.*]] = call float @dx.op.calculateLOD.f32(i32 81, %dx.types.Handle [[TEX]], %dx.types.Handle [[SAMP]], float [[C0]], float [[C1]], float undef, i1 false)
; CHECK-NEXT: [[F:%.*]] = call float @dx.op.unary.f32(i32 27, float [[L]])
; CHECK-NEXT: ret float [[F]]
define float @lod_2darray_unclamped(<2 x float> %uv) #0 {
entry:
  %tex = call target("dx.Texture", <4 x float>, 0, 0, 0, 7) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_7t(i32 0, i32 73, i32 1, i32 0, ptr @Lod2DA.name)
  %samp = call target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32 1, i32 6, i32 1, i32 0, ptr @Mip.name)
  %l = call float @llvm.dx.resource.calculate.lod.unclamped.tdx.Texture_v4f32_0_0_0_7t.tdx.Sampler_0t.v2f32(target("dx.Texture", <4 x float>, 0, 0, 0, 7) %tex, target("dx.Sampler", 0) %samp, <2 x float> %uv)
  %f = call float @llvm.floor.f32(float %l)
  ret float %f
}

; Texture3D<half4>: three coordinates, both forms (fresh coordinates each).
; CHECK-LABEL: define float @lod_3d(<3 x float> %uvw, <3 x float> %uvw2)
; CHECK: [[B0:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 74, i32 74, i32 0, i8 0 }, i32 74, i1 false)
; CHECK-NEXT: [[TEX:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B0]], %dx.types.ResourceProperties { i32 4, i32 1032 })
; CHECK-NEXT: [[B1:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 6, i32 6, i32 1, i8 3 }, i32 6, i1 false)
; CHECK-NEXT: [[SAMP:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B1]], %dx.types.ResourceProperties { i32 14, i32 0 })
; CHECK-DAG: [[C0:%.*]] = extractelement <3 x float> %uvw, i{{32|64}} 0
; CHECK-DAG: [[C1:%.*]] = extractelement <3 x float> %uvw, i{{32|64}} 1
; CHECK-DAG: [[C2:%.*]] = extractelement <3 x float> %uvw, i{{32|64}} 2
; CHECK: [[A:%.*]] = call float @dx.op.calculateLOD.f32(i32 81, %dx.types.Handle [[TEX]], %dx.types.Handle [[SAMP]], float [[C0]], float [[C1]], float [[C2]], i1 true)
; CHECK-DAG: [[D0:%.*]] = extractelement <3 x float> %uvw2, i{{32|64}} 0
; CHECK-DAG: [[D1:%.*]] = extractelement <3 x float> %uvw2, i{{32|64}} 1
; CHECK-DAG: [[D2:%.*]] = extractelement <3 x float> %uvw2, i{{32|64}} 2
; CHECK: [[B:%.*]] = call float @dx.op.calculateLOD.f32(i32 81, %dx.types.Handle [[TEX]], %dx.types.Handle [[SAMP]], float [[D0]], float [[D1]], float [[D2]], i1 false)
; CHECK-NEXT: [[S:%.*]] = fadd float [[A]], [[B]]
; CHECK-NEXT: ret float [[S]]
define float @lod_3d(<3 x float> %uvw, <3 x float> %uvw2) #0 {
entry:
  %tex = call target("dx.Texture", <4 x half>, 0, 0, 0, 4) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f16_0_0_0_4t(i32 0, i32 74, i32 1, i32 0, ptr @Lod3D.name)
  %samp = call target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32 1, i32 6, i32 1, i32 0, ptr @Mip.name)
  %a = call float @llvm.dx.resource.calculate.lod.tdx.Texture_v4f16_0_0_0_4t.tdx.Sampler_0t.v3f32(target("dx.Texture", <4 x half>, 0, 0, 0, 4) %tex, target("dx.Sampler", 0) %samp, <3 x float> %uvw)
  %b = call float @llvm.dx.resource.calculate.lod.unclamped.tdx.Texture_v4f16_0_0_0_4t.tdx.Sampler_0t.v3f32(target("dx.Texture", <4 x half>, 0, 0, 0, 4) %tex, target("dx.Sampler", 0) %samp, <3 x float> %uvw2)
  %s = fadd float %a, %b
  ret float %s
}

; TextureCube<float4>: three coordinates, clamped.
; CHECK-LABEL: define void @lod_cube(<3 x float> %dir)
; CHECK: [[B0:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 75, i32 75, i32 0, i8 0 }, i32 75, i1 false)
; CHECK-NEXT: [[TEX:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B0]], %dx.types.ResourceProperties { i32 5, i32 1033 })
; CHECK-NEXT: [[B1:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 6, i32 6, i32 1, i8 3 }, i32 6, i1 false)
; CHECK-NEXT: [[SAMP:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B1]], %dx.types.ResourceProperties { i32 14, i32 0 })
; CHECK-DAG: [[C0:%.*]] = extractelement <3 x float> %dir, i{{32|64}} 0
; CHECK-DAG: [[C1:%.*]] = extractelement <3 x float> %dir, i{{32|64}} 1
; CHECK-DAG: [[C2:%.*]] = extractelement <3 x float> %dir, i{{32|64}} 2
; CHECK: [[L:%.*]] = call float @dx.op.calculateLOD.f32(i32 81, %dx.types.Handle [[TEX]], %dx.types.Handle [[SAMP]], float [[C0]], float [[C1]], float [[C2]], i1 true)
; CHECK-NEXT: store float [[L]], ptr @out.f32, align 4
; CHECK-NEXT: ret void
define void @lod_cube(<3 x float> %dir) #0 {
entry:
  %tex = call target("dx.Texture", <4 x float>, 0, 0, 0, 5) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_5t(i32 0, i32 75, i32 1, i32 0, ptr @LodCube.name)
  %samp = call target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32 1, i32 6, i32 1, i32 0, ptr @Mip.name)
  %l = call float @llvm.dx.resource.calculate.lod.tdx.Texture_v4f32_0_0_0_5t.tdx.Sampler_0t.v3f32(target("dx.Texture", <4 x float>, 0, 0, 0, 5) %tex, target("dx.Sampler", 0) %samp, <3 x float> %dir)
  store float %l, ptr @out.f32, align 4
  ret void
}

; TextureCubeArray<float>: three coordinates (the direction, no layer),
; unclamped.
; CHECK-LABEL: define void @lod_cubearray_unclamped(<3 x float> %dir)
; CHECK: [[B0:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 76, i32 76, i32 0, i8 0 }, i32 76, i1 false)
; CHECK-NEXT: [[TEX:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B0]], %dx.types.ResourceProperties { i32 9, i32 265 })
; CHECK-NEXT: [[B1:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 6, i32 6, i32 1, i8 3 }, i32 6, i1 false)
; CHECK-NEXT: [[SAMP:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B1]], %dx.types.ResourceProperties { i32 14, i32 0 })
; CHECK-DAG: [[C0:%.*]] = extractelement <3 x float> %dir, i{{32|64}} 0
; CHECK-DAG: [[C1:%.*]] = extractelement <3 x float> %dir, i{{32|64}} 1
; CHECK-DAG: [[C2:%.*]] = extractelement <3 x float> %dir, i{{32|64}} 2
; CHECK: [[L:%.*]] = call float @dx.op.calculateLOD.f32(i32 81, %dx.types.Handle [[TEX]], %dx.types.Handle [[SAMP]], float [[C0]], float [[C1]], float [[C2]], i1 false)
; CHECK-NEXT: store float [[L]], ptr @out.f32, align 4
; CHECK-NEXT: ret void
define void @lod_cubearray_unclamped(<3 x float> %dir) #0 {
entry:
  %tex = call target("dx.Texture", float, 0, 0, 0, 9) @llvm.dx.resource.handlefrombinding.tdx.Texture_f32_0_0_0_9t(i32 0, i32 76, i32 1, i32 0, ptr @LodCubeA.name)
  %samp = call target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32 1, i32 6, i32 1, i32 0, ptr @Mip.name)
  %l = call float @llvm.dx.resource.calculate.lod.unclamped.tdx.Texture_f32_0_0_0_9t.tdx.Sampler_0t.v3f32(target("dx.Texture", float, 0, 0, 0, 9) %tex, target("dx.Sampler", 0) %samp, <3 x float> %dir)
  store float %l, ptr @out.f32, align 4
  ret void
}

; CHECK-NOT: @llvm.dx.resource

; One declaration per (class, overload), with the parameters of the op table.
; CHECK-DAG: declare %dx.types.Handle @dx.op.annotateHandle(i32, %dx.types.Handle, %dx.types.ResourceProperties)
; CHECK-DAG: declare float @dx.op.calculateLOD.f32(i32, %dx.types.Handle, %dx.types.Handle, float, float, float, i1)
; CHECK-DAG: declare %dx.types.Handle @dx.op.createHandleFromBinding(i32, %dx.types.ResBind, i32, i1)

declare target("dx.Texture", <4 x float>, 0, 0, 0, 1) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_1t(i32, i32, i32, i32, ptr) #1
declare target("dx.Texture", <4 x half>, 0, 0, 0, 6) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f16_0_0_0_6t(i32, i32, i32, i32, ptr) #1
declare target("dx.Texture", float, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_f32_0_0_0_2t(i32, i32, i32, i32, ptr) #1
declare target("dx.Texture", <4 x float>, 0, 0, 0, 7) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_7t(i32, i32, i32, i32, ptr) #1
declare target("dx.Texture", <4 x half>, 0, 0, 0, 4) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f16_0_0_0_4t(i32, i32, i32, i32, ptr) #1
declare target("dx.Texture", <4 x float>, 0, 0, 0, 5) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_5t(i32, i32, i32, i32, ptr) #1
declare target("dx.Texture", float, 0, 0, 0, 9) @llvm.dx.resource.handlefrombinding.tdx.Texture_f32_0_0_0_9t(i32, i32, i32, i32, ptr) #1
declare target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32, i32, i32, i32, ptr) #1

declare float @llvm.dx.resource.calculate.lod.tdx.Texture_v4f32_0_0_0_1t.tdx.Sampler_0t.f32(target("dx.Texture", <4 x float>, 0, 0, 0, 1), target("dx.Sampler", 0), float) #2
declare float @llvm.dx.resource.calculate.lod.unclamped.tdx.Texture_v4f32_0_0_0_1t.tdx.Sampler_0t.f32(target("dx.Texture", <4 x float>, 0, 0, 0, 1), target("dx.Sampler", 0), float) #2
declare float @llvm.dx.resource.calculate.lod.tdx.Texture_v4f16_0_0_0_6t.tdx.Sampler_0t.f32(target("dx.Texture", <4 x half>, 0, 0, 0, 6), target("dx.Sampler", 0), float) #2
declare float @llvm.dx.resource.calculate.lod.tdx.Texture_f32_0_0_0_2t.tdx.Sampler_0t.v2f32(target("dx.Texture", float, 0, 0, 0, 2), target("dx.Sampler", 0), <2 x float>) #2
declare float @llvm.dx.resource.calculate.lod.unclamped.tdx.Texture_v4f32_0_0_0_7t.tdx.Sampler_0t.v2f32(target("dx.Texture", <4 x float>, 0, 0, 0, 7), target("dx.Sampler", 0), <2 x float>) #2
declare float @llvm.dx.resource.calculate.lod.tdx.Texture_v4f16_0_0_0_4t.tdx.Sampler_0t.v3f32(target("dx.Texture", <4 x half>, 0, 0, 0, 4), target("dx.Sampler", 0), <3 x float>) #2
declare float @llvm.dx.resource.calculate.lod.unclamped.tdx.Texture_v4f16_0_0_0_4t.tdx.Sampler_0t.v3f32(target("dx.Texture", <4 x half>, 0, 0, 0, 4), target("dx.Sampler", 0), <3 x float>) #2
declare float @llvm.dx.resource.calculate.lod.tdx.Texture_v4f32_0_0_0_5t.tdx.Sampler_0t.v3f32(target("dx.Texture", <4 x float>, 0, 0, 0, 5), target("dx.Sampler", 0), <3 x float>) #2
declare float @llvm.dx.resource.calculate.lod.unclamped.tdx.Texture_f32_0_0_0_9t.tdx.Sampler_0t.v3f32(target("dx.Texture", float, 0, 0, 0, 9), target("dx.Sampler", 0), <3 x float>) #2
declare float @llvm.floor.f32(float)

attributes #0 = { "hlsl.shader"="compute" "hlsl.numthreads"="8,8,1" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #2 = { convergent nocallback nofree nosync nounwind willreturn memory(read) }
