; texel-dxil lowers llvm.dx.resource.load.level to TextureLoad (op 66):
;   dx.op.textureLoad.<T>(i32 66, handle, i32 mip, i32 c0, c1, c2, i32 o0, o1, o2)
; (DXIL.md). The mip comes from the intrinsic for SRVs and is undef for
; non-multisampled UAVs (the frontend passes `poison` for RW textures).
; Coordinates beyond the kind's count are undef; a zero offset leaves all three
; offset slots undef, a constant one keeps its active components as constants.
; Elements float4, float, half4 and int4 pick the f32 / f16 / i32 overloads.
; extractelement users become extractvalue of the ResRet; a whole-vector use
; gets the vector rebuilt with insertelement.
;
; RUN: %opt -load-pass-plugin=%plugin -passes=texel-dxil,texel-dxil-verify-ops -S %s | FileCheck %s
; RUN: %opt -load-pass-plugin=%plugin -passes=texel-dxil,texel-dxil-verify-ops -S %s | FileCheck %s --check-prefix=NODX
; NODX-NOT: llvm.dx.

target triple = "dxil-pc-shadermodel6.6-compute"

@T1D.name = private unnamed_addr constant [4 x i8] c"T1D\00"
@T1DA.name = private unnamed_addr constant [5 x i8] c"T1DA\00"
@T2D.name = private unnamed_addr constant [4 x i8] c"T2D\00"
@T2DA.name = private unnamed_addr constant [5 x i8] c"T2DA\00"
@T3D.name = private unnamed_addr constant [4 x i8] c"T3D\00"
@RW2D.name = private unnamed_addr constant [5 x i8] c"RW2D\00"
@RW3D.name = private unnamed_addr constant [5 x i8] c"RW3D\00"

@out.f32 = global float 0.000000e+00, align 4
@out.f16 = global half 0.000000e+00, align 2
@out.i32 = global i32 0, align 4
@out.v4f32 = global <4 x float> zeroinitializer, align 16

; Texture1D<float4> T1D : register(t0); T1D.mips[mip][x] (offset 0).
; Properties {Texture1D = 1, F32 (9) | 4 components << 8 = 1033}. The binding
; {lb 0, ub 0, space 0, SRV 0} is all zeros, which LLVM prints as zeroinitializer.
; CHECK-LABEL: define void @load_1d_float4(i32 %x, i32 %mip) {
; CHECK-NEXT: [[B:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind zeroinitializer, i32 0, i1 false)
; CHECK-NEXT: [[T:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B]], %dx.types.ResourceProperties { i32 1, i32 1033 })
; CHECK-NEXT: [[R:%.*]] = call %dx.types.ResRet.f32 @dx.op.textureLoad.f32(i32 66, %dx.types.Handle [[T]], i32 %mip, i32 %x, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef)
; CHECK-DAG: [[E0:%.*]] = extractvalue %dx.types.ResRet.f32 [[R]], 0
; CHECK-DAG: [[E3:%.*]] = extractvalue %dx.types.ResRet.f32 [[R]], 3
; CHECK: store float [[E0]], ptr @out.f32, align 4
; CHECK-NEXT: store float [[E3]], ptr @out.f32, align 4
; CHECK-NEXT: ret void
define void @load_1d_float4(i32 %x, i32 %mip) {
  %t = call target("dx.Texture", <4 x float>, 0, 0, 0, 1) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_1t(i32 0, i32 0, i32 1, i32 0, ptr @T1D.name)
  %l = call <4 x float> @llvm.dx.resource.load.level.v4f32.tdx.Texture_v4f32_0_0_0_1t.i32.i32.i32(target("dx.Texture", <4 x float>, 0, 0, 0, 1) %t, i32 %x, i32 %mip, i32 0)
  %e0 = extractelement <4 x float> %l, i32 0
  %e3 = extractelement <4 x float> %l, i32 3
  store float %e0, ptr @out.f32, align 4
  store float %e3, ptr @out.f32, align 4
  ret void
}

; Texture1DArray<half4> T1DA : register(t1); T1DA.Load(int3(xy, mip), -1).
; One offset component for 1D kinds: the constant stays a constant.
; Properties {Texture1DArray = 6, F16 (8) | 4 << 8 = 1032}.
; CHECK-LABEL: define void @load_1darray_half4(<2 x i32> %xy, i32 %mip) {
; CHECK-NEXT: [[B:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 1, i32 1, i32 0, i8 0 }, i32 1, i1 false)
; CHECK-NEXT: [[T:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B]], %dx.types.ResourceProperties { i32 6, i32 1032 })
; CHECK-NEXT: [[X:%.*]] = extractelement <2 x i32> %xy, i32 0
; CHECK-NEXT: [[Y:%.*]] = extractelement <2 x i32> %xy, i32 1
; CHECK-NEXT: [[R:%.*]] = call %dx.types.ResRet.f16 @dx.op.textureLoad.f16(i32 66, %dx.types.Handle [[T]], i32 %mip, i32 [[X]], i32 [[Y]], i32 undef, i32 -1, i32 undef, i32 undef)
; CHECK-NEXT: [[E2:%.*]] = extractvalue %dx.types.ResRet.f16 [[R]], 2
; CHECK-NEXT: store half [[E2]], ptr @out.f16, align 2
; CHECK-NEXT: ret void
define void @load_1darray_half4(<2 x i32> %xy, i32 %mip) {
  %t = call target("dx.Texture", <4 x half>, 0, 0, 0, 6) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f16_0_0_0_6t(i32 0, i32 1, i32 1, i32 0, ptr @T1DA.name)
  %l = call <4 x half> @llvm.dx.resource.load.level.v4f16.tdx.Texture_v4f16_0_0_0_6t.v2i32.i32.i32(target("dx.Texture", <4 x half>, 0, 0, 0, 6) %t, <2 x i32> %xy, i32 %mip, i32 -1)
  %e2 = extractelement <4 x half> %l, i32 2
  store half %e2, ptr @out.f16, align 2
  ret void
}

; Texture2D<float> T2D : register(t2); T2D.Load(int3(xy, 3), int2(1, -1)).
; A constant mip; a scalar result is field 0.
; Properties {Texture2D = 2, F32 (9) | 1 << 8 = 265}.
; CHECK-LABEL: define void @load_2d_float(<2 x i32> %xy) {
; CHECK-NEXT: [[B:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 2, i32 2, i32 0, i8 0 }, i32 2, i1 false)
; CHECK-NEXT: [[T:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B]], %dx.types.ResourceProperties { i32 2, i32 265 })
; CHECK-NEXT: [[X:%.*]] = extractelement <2 x i32> %xy, i32 0
; CHECK-NEXT: [[Y:%.*]] = extractelement <2 x i32> %xy, i32 1
; CHECK-NEXT: [[R:%.*]] = call %dx.types.ResRet.f32 @dx.op.textureLoad.f32(i32 66, %dx.types.Handle [[T]], i32 3, i32 [[X]], i32 [[Y]], i32 undef, i32 1, i32 -1, i32 undef)
; CHECK-NEXT: [[E:%.*]] = extractvalue %dx.types.ResRet.f32 [[R]], 0
; CHECK-NEXT: [[SUM:%.*]] = fadd float [[E]], 1.000000e+00
; CHECK-NEXT: store float [[SUM]], ptr @out.f32, align 4
; CHECK-NEXT: ret void
define void @load_2d_float(<2 x i32> %xy) {
  %t = call target("dx.Texture", float, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_f32_0_0_0_2t(i32 0, i32 2, i32 1, i32 0, ptr @T2D.name)
  %l = call float @llvm.dx.resource.load.level.f32.tdx.Texture_f32_0_0_0_2t.v2i32.i32.v2i32(target("dx.Texture", float, 0, 0, 0, 2) %t, <2 x i32> %xy, i32 3, <2 x i32> <i32 1, i32 -1>)
  %sum = fadd float %l, 1.0
  store float %sum, ptr @out.f32, align 4
  ret void
}

; Texture2DArray<int4> T2DA : register(t3); T2DA.Load(int4(xyz, mip)): three
; coordinates, zero offset; the whole vector is returned, so it is rebuilt
; from the four fields with insertelement.
; Properties {Texture2DArray = 7, I32 (4) | 4 << 8 = 1028}.
; CHECK-LABEL: define <4 x i32> @load_2darray_int4(<3 x i32> %xyz, i32 %mip) {
; CHECK-NEXT: [[B:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 3, i32 3, i32 0, i8 0 }, i32 3, i1 false)
; CHECK-NEXT: [[T:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B]], %dx.types.ResourceProperties { i32 7, i32 1028 })
; CHECK-NEXT: [[X:%.*]] = extractelement <3 x i32> %xyz, i32 0
; CHECK-NEXT: [[Y:%.*]] = extractelement <3 x i32> %xyz, i32 1
; CHECK-NEXT: [[Z:%.*]] = extractelement <3 x i32> %xyz, i32 2
; CHECK-NEXT: [[R:%.*]] = call %dx.types.ResRet.i32 @dx.op.textureLoad.i32(i32 66, %dx.types.Handle [[T]], i32 %mip, i32 [[X]], i32 [[Y]], i32 [[Z]], i32 undef, i32 undef, i32 undef)
; CHECK-NEXT: [[E0:%.*]] = extractvalue %dx.types.ResRet.i32 [[R]], 0
; CHECK-NEXT: [[V0:%.*]] = insertelement <4 x i32> poison, i32 [[E0]], i32 0
; CHECK-NEXT: [[E1:%.*]] = extractvalue %dx.types.ResRet.i32 [[R]], 1
; CHECK-NEXT: [[V1:%.*]] = insertelement <4 x i32> [[V0]], i32 [[E1]], i32 1
; CHECK-NEXT: [[E2:%.*]] = extractvalue %dx.types.ResRet.i32 [[R]], 2
; CHECK-NEXT: [[V2:%.*]] = insertelement <4 x i32> [[V1]], i32 [[E2]], i32 2
; CHECK-NEXT: [[E3:%.*]] = extractvalue %dx.types.ResRet.i32 [[R]], 3
; CHECK-NEXT: [[V3:%.*]] = insertelement <4 x i32> [[V2]], i32 [[E3]], i32 3
; CHECK-NEXT: ret <4 x i32> [[V3]]
define <4 x i32> @load_2darray_int4(<3 x i32> %xyz, i32 %mip) {
  %t = call target("dx.Texture", <4 x i32>, 0, 0, 1, 7) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4i32_0_0_1_7t(i32 0, i32 3, i32 1, i32 0, ptr @T2DA.name)
  %l = call <4 x i32> @llvm.dx.resource.load.level.v4i32.tdx.Texture_v4i32_0_0_1_7t.v3i32.i32.v2i32(target("dx.Texture", <4 x i32>, 0, 0, 1, 7) %t, <3 x i32> %xyz, i32 %mip, <2 x i32> zeroinitializer)
  ret <4 x i32> %l
}

; Texture3D<float4> T3D : register(t4); T3D.Load(int4(xyz, mip), int3(0, 0, 1)):
; a nonzero offset keeps all three active components, zeros included.
; Properties {Texture3D = 4, 1033}.
; CHECK-LABEL: define void @load_3d_float4(<3 x i32> %xyz, i32 %mip) {
; CHECK-NEXT: [[B:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 4, i32 4, i32 0, i8 0 }, i32 4, i1 false)
; CHECK-NEXT: [[T:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B]], %dx.types.ResourceProperties { i32 4, i32 1033 })
; CHECK-NEXT: [[X:%.*]] = extractelement <3 x i32> %xyz, i32 0
; CHECK-NEXT: [[Y:%.*]] = extractelement <3 x i32> %xyz, i32 1
; CHECK-NEXT: [[Z:%.*]] = extractelement <3 x i32> %xyz, i32 2
; CHECK-NEXT: [[R:%.*]] = call %dx.types.ResRet.f32 @dx.op.textureLoad.f32(i32 66, %dx.types.Handle [[T]], i32 %mip, i32 [[X]], i32 [[Y]], i32 [[Z]], i32 0, i32 0, i32 1)
; CHECK-DAG: [[E1:%.*]] = extractvalue %dx.types.ResRet.f32 [[R]], 1
; CHECK-DAG: [[E2:%.*]] = extractvalue %dx.types.ResRet.f32 [[R]], 2
; CHECK: [[SUM:%.*]] = fadd float [[E1]], [[E2]]
; CHECK-NEXT: store float [[SUM]], ptr @out.f32, align 4
; CHECK-NEXT: ret void
define void @load_3d_float4(<3 x i32> %xyz, i32 %mip) {
  %t = call target("dx.Texture", <4 x float>, 0, 0, 0, 4) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_4t(i32 0, i32 4, i32 1, i32 0, ptr @T3D.name)
  %l = call <4 x float> @llvm.dx.resource.load.level.v4f32.tdx.Texture_v4f32_0_0_0_4t.v3i32.i32.v3i32(target("dx.Texture", <4 x float>, 0, 0, 0, 4) %t, <3 x i32> %xyz, i32 %mip, <3 x i32> <i32 0, i32 0, i32 1>)
  %e1 = extractelement <4 x float> %l, i32 1
  %e2 = extractelement <4 x float> %l, i32 2
  %sum = fadd float %e1, %e2
  store float %sum, ptr @out.f32, align 4
  ret void
}

; RWTexture2D<float4> RW2D : register(u0); RW2D[xy]: the mip is poison in the
; intrinsic and undef in TextureLoad (a UAV has no mips).
; ResBind class UAV (1); properties {UAV bit 4096 | Texture2D 2 = 4098, 1033}.
; CHECK-LABEL: define void @load_rw2d_float4(<2 x i32> %xy) {
; CHECK-NEXT: [[B:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 1 }, i32 0, i1 false)
; CHECK-NEXT: [[T:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B]], %dx.types.ResourceProperties { i32 4098, i32 1033 })
; CHECK-NEXT: [[X:%.*]] = extractelement <2 x i32> %xy, i32 0
; CHECK-NEXT: [[Y:%.*]] = extractelement <2 x i32> %xy, i32 1
; CHECK-NEXT: [[R:%.*]] = call %dx.types.ResRet.f32 @dx.op.textureLoad.f32(i32 66, %dx.types.Handle [[T]], i32 undef, i32 [[X]], i32 [[Y]], i32 undef, i32 undef, i32 undef, i32 undef)
; CHECK-NEXT: [[E0:%.*]] = extractvalue %dx.types.ResRet.f32 [[R]], 0
; CHECK-NEXT: [[V0:%.*]] = insertelement <4 x float> poison, float [[E0]], i32 0
; CHECK-NEXT: [[E1:%.*]] = extractvalue %dx.types.ResRet.f32 [[R]], 1
; CHECK-NEXT: [[V1:%.*]] = insertelement <4 x float> [[V0]], float [[E1]], i32 1
; CHECK-NEXT: [[E2:%.*]] = extractvalue %dx.types.ResRet.f32 [[R]], 2
; CHECK-NEXT: [[V2:%.*]] = insertelement <4 x float> [[V1]], float [[E2]], i32 2
; CHECK-NEXT: [[E3:%.*]] = extractvalue %dx.types.ResRet.f32 [[R]], 3
; CHECK-NEXT: [[V3:%.*]] = insertelement <4 x float> [[V2]], float [[E3]], i32 3
; CHECK-NEXT: store <4 x float> [[V3]], ptr @out.v4f32, align 16
; CHECK-NEXT: ret void
define void @load_rw2d_float4(<2 x i32> %xy) {
  %t = call target("dx.Texture", <4 x float>, 1, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_1_0_0_2t(i32 0, i32 0, i32 1, i32 0, ptr @RW2D.name)
  %l = call <4 x float> @llvm.dx.resource.load.level.v4f32.tdx.Texture_v4f32_1_0_0_2t.v2i32.i32.v2i32(target("dx.Texture", <4 x float>, 1, 0, 0, 2) %t, <2 x i32> %xy, i32 poison, <2 x i32> zeroinitializer)
  store <4 x float> %l, ptr @out.v4f32, align 16
  ret void
}

; RWTexture3D<float> RW3D : register(u1); RW3D[xyz].
; Properties {UAV 4096 | Texture3D 4 = 4100, 265}.
; CHECK-LABEL: define void @load_rw3d_float(<3 x i32> %xyz) {
; CHECK-NEXT: [[B:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 1, i32 1, i32 0, i8 1 }, i32 1, i1 false)
; CHECK-NEXT: [[T:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B]], %dx.types.ResourceProperties { i32 4100, i32 265 })
; CHECK-NEXT: [[X:%.*]] = extractelement <3 x i32> %xyz, i32 0
; CHECK-NEXT: [[Y:%.*]] = extractelement <3 x i32> %xyz, i32 1
; CHECK-NEXT: [[Z:%.*]] = extractelement <3 x i32> %xyz, i32 2
; CHECK-NEXT: [[R:%.*]] = call %dx.types.ResRet.f32 @dx.op.textureLoad.f32(i32 66, %dx.types.Handle [[T]], i32 undef, i32 [[X]], i32 [[Y]], i32 [[Z]], i32 undef, i32 undef, i32 undef)
; CHECK-NEXT: [[E:%.*]] = extractvalue %dx.types.ResRet.f32 [[R]], 0
; CHECK-NEXT: store float [[E]], ptr @out.f32, align 4
; CHECK-NEXT: ret void
define void @load_rw3d_float(<3 x i32> %xyz) {
  %t = call target("dx.Texture", float, 1, 0, 0, 4) @llvm.dx.resource.handlefrombinding.tdx.Texture_f32_1_0_0_4t(i32 0, i32 1, i32 1, i32 0, ptr @RW3D.name)
  %l = call float @llvm.dx.resource.load.level.f32.tdx.Texture_f32_1_0_0_4t.v3i32.i32.v3i32(target("dx.Texture", float, 1, 0, 0, 4) %t, <3 x i32> %xyz, i32 poison, <3 x i32> zeroinitializer)
  store float %l, ptr @out.f32, align 4
  ret void
}

; Nothing of the intrinsics is left: no declaration either.
; CHECK-LABEL: declare %dx.types.Handle @dx.op.createHandleFromBinding(i32, %dx.types.ResBind, i32, i1)
; CHECK-DAG: declare %dx.types.Handle @dx.op.annotateHandle(i32, %dx.types.Handle, %dx.types.ResourceProperties)
; CHECK-DAG: declare %dx.types.ResRet.f32 @dx.op.textureLoad.f32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i32)
; CHECK-DAG: declare %dx.types.ResRet.f16 @dx.op.textureLoad.f16(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i32)
; CHECK-DAG: declare %dx.types.ResRet.i32 @dx.op.textureLoad.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i32)

declare target("dx.Texture", <4 x float>, 0, 0, 0, 1) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_1t(i32, i32, i32, i32, ptr)
declare target("dx.Texture", <4 x half>, 0, 0, 0, 6) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f16_0_0_0_6t(i32, i32, i32, i32, ptr)
declare target("dx.Texture", float, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_f32_0_0_0_2t(i32, i32, i32, i32, ptr)
declare target("dx.Texture", <4 x i32>, 0, 0, 1, 7) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4i32_0_0_1_7t(i32, i32, i32, i32, ptr)
declare target("dx.Texture", <4 x float>, 0, 0, 0, 4) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_4t(i32, i32, i32, i32, ptr)
declare target("dx.Texture", <4 x float>, 1, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_1_0_0_2t(i32, i32, i32, i32, ptr)
declare target("dx.Texture", float, 1, 0, 0, 4) @llvm.dx.resource.handlefrombinding.tdx.Texture_f32_1_0_0_4t(i32, i32, i32, i32, ptr)
declare <4 x float> @llvm.dx.resource.load.level.v4f32.tdx.Texture_v4f32_0_0_0_1t.i32.i32.i32(target("dx.Texture", <4 x float>, 0, 0, 0, 1), i32, i32, i32)
declare <4 x half> @llvm.dx.resource.load.level.v4f16.tdx.Texture_v4f16_0_0_0_6t.v2i32.i32.i32(target("dx.Texture", <4 x half>, 0, 0, 0, 6), <2 x i32>, i32, i32)
declare float @llvm.dx.resource.load.level.f32.tdx.Texture_f32_0_0_0_2t.v2i32.i32.v2i32(target("dx.Texture", float, 0, 0, 0, 2), <2 x i32>, i32, <2 x i32>)
declare <4 x i32> @llvm.dx.resource.load.level.v4i32.tdx.Texture_v4i32_0_0_1_7t.v3i32.i32.v2i32(target("dx.Texture", <4 x i32>, 0, 0, 1, 7), <3 x i32>, i32, <2 x i32>)
declare <4 x float> @llvm.dx.resource.load.level.v4f32.tdx.Texture_v4f32_0_0_0_4t.v3i32.i32.v3i32(target("dx.Texture", <4 x float>, 0, 0, 0, 4), <3 x i32>, i32, <3 x i32>)
declare <4 x float> @llvm.dx.resource.load.level.v4f32.tdx.Texture_v4f32_1_0_0_2t.v2i32.i32.v2i32(target("dx.Texture", <4 x float>, 1, 0, 0, 2), <2 x i32>, i32, <2 x i32>)
declare float @llvm.dx.resource.load.level.f32.tdx.Texture_f32_1_0_0_4t.v3i32.i32.v3i32(target("dx.Texture", float, 1, 0, 0, 4), <3 x i32>, i32, <3 x i32>)
