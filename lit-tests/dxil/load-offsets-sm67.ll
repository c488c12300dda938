; From SM 6.7, TextureLoad offsets may be dynamic or outside [-8, 7]
; (DXIL.md). texel-dxil extracts the active offset components of a dynamic
; offset (1 for 1D kinds, 2 for 2D, 2DArray and MS kinds, 3 for 3D) and
; leaves the rest undef; large constants pass through unchanged.
;
; RUN: %opt -load-pass-plugin=%plugin -passes=texel-dxil,texel-dxil-verify-ops -S %s | FileCheck %s
; RUN: %opt -load-pass-plugin=%plugin -passes=texel-dxil,texel-dxil-verify-ops -S %s | FileCheck %s --check-prefix=NODX
; NODX-NOT: llvm.dx.

target triple = "dxil-pc-shadermodel6.7-compute"

@T2D.name = private unnamed_addr constant [4 x i8] c"T2D\00"
@T1D.name = private unnamed_addr constant [4 x i8] c"T1D\00"
@T3D.name = private unnamed_addr constant [4 x i8] c"T3D\00"
@T2DA.name = private unnamed_addr constant [5 x i8] c"T2DA\00"
@MS.name = private unnamed_addr constant [3 x i8] c"MS\00"

@out.f32 = global float 0.000000e+00, align 4
@out.i32 = global i32 0, align 4

; Texture2D<float4> T2D : register(t0); T2D.Load(int3(xy, mip), off).
; CHECK-LABEL: define void @dynamic_2d(<2 x i32> %xy, i32 %mip, <2 x i32> %off) {
; CHECK-NEXT: [[B:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind zeroinitializer, i32 0, i1 false)
; CHECK-NEXT: [[T:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B]], %dx.types.ResourceProperties { i32 2, i32 1033 })
; CHECK-NEXT: [[X:%.*]] = extractelement <2 x i32> %xy, i32 0
; CHECK-NEXT: [[Y:%.*]] = extractelement <2 x i32> %xy, i32 1
; CHECK-NEXT: [[O0:%.*]] = extractelement <2 x i32> %off, i32 0
; CHECK-NEXT: [[O1:%.*]] = extractelement <2 x i32> %off, i32 1
; CHECK-NEXT: [[R:%.*]] = call %dx.types.ResRet.f32 @dx.op.textureLoad.f32(i32 66, %dx.types.Handle [[T]], i32 %mip, i32 [[X]], i32 [[Y]], i32 undef, i32 [[O0]], i32 [[O1]], i32 undef)
; CHECK-NEXT: [[E:%.*]] = extractvalue %dx.types.ResRet.f32 [[R]], 0
; CHECK-NEXT: store float [[E]], ptr @out.f32, align 4
; CHECK-NEXT: ret void
define void @dynamic_2d(<2 x i32> %xy, i32 %mip, <2 x i32> %off) {
  %t = call target("dx.Texture", <4 x float>, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_2t(i32 0, i32 0, i32 1, i32 0, ptr @T2D.name)
  %l = call <4 x float> @llvm.dx.resource.load.level.v4f32.tdx.Texture_v4f32_0_0_0_2t.v2i32.i32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 2) %t, <2 x i32> %xy, i32 %mip, <2 x i32> %off)
  %e = extractelement <4 x float> %l, i32 0
  store float %e, ptr @out.f32, align 4
  ret void
}

; Texture1D<float4> T1D : register(t1); a scalar dynamic offset.
; CHECK-LABEL: define void @dynamic_1d(i32 %x, i32 %mip, i32 %off) {
; CHECK-NEXT: [[B:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 1, i32 1, i32 0, i8 0 }, i32 1, i1 false)
; CHECK-NEXT: [[T:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B]], %dx.types.ResourceProperties { i32 1, i32 1033 })
; CHECK-NEXT: [[R:%.*]] = call %dx.types.ResRet.f32 @dx.op.textureLoad.f32(i32 66, %dx.types.Handle [[T]], i32 %mip, i32 %x, i32 undef, i32 undef, i32 %off, i32 undef, i32 undef)
; CHECK-NEXT: [[E:%.*]] = extractvalue %dx.types.ResRet.f32 [[R]], 2
; CHECK-NEXT: store float [[E]], ptr @out.f32, align 4
; CHECK-NEXT: ret void
define void @dynamic_1d(i32 %x, i32 %mip, i32 %off) {
  %t = call target("dx.Texture", <4 x float>, 0, 0, 0, 1) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_1t(i32 0, i32 1, i32 1, i32 0, ptr @T1D.name)
  %l = call <4 x float> @llvm.dx.resource.load.level.v4f32.tdx.Texture_v4f32_0_0_0_1t.i32.i32.i32(target("dx.Texture", <4 x float>, 0, 0, 0, 1) %t, i32 %x, i32 %mip, i32 %off)
  %e = extractelement <4 x float> %l, i32 2
  store float %e, ptr @out.f32, align 4
  ret void
}

; Texture3D<int4> T3D : register(t2); three dynamic offset components.
; Properties {Texture3D = 4, I32 4 | 4 << 8 = 1028}.
; CHECK-LABEL: define void @dynamic_3d(<3 x i32> %xyz, i32 %mip, <3 x i32> %off) {
; CHECK-NEXT: [[B:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 2, i32 2, i32 0, i8 0 }, i32 2, i1 false)
; CHECK-NEXT: [[T:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B]], %dx.types.ResourceProperties { i32 4, i32 1028 })
; CHECK-NEXT: [[X:%.*]] = extractelement <3 x i32> %xyz, i32 0
; CHECK-NEXT: [[Y:%.*]] = extractelement <3 x i32> %xyz, i32 1
; CHECK-NEXT: [[Z:%.*]] = extractelement <3 x i32> %xyz, i32 2
; CHECK-NEXT: [[O0:%.*]] = extractelement <3 x i32> %off, i32 0
; CHECK-NEXT: [[O1:%.*]] = extractelement <3 x i32> %off, i32 1
; CHECK-NEXT: [[O2:%.*]] = extractelement <3 x i32> %off, i32 2
; CHECK-NEXT: [[R:%.*]] = call %dx.types.ResRet.i32 @dx.op.textureLoad.i32(i32 66, %dx.types.Handle [[T]], i32 %mip, i32 [[X]], i32 [[Y]], i32 [[Z]], i32 [[O0]], i32 [[O1]], i32 [[O2]])
; CHECK-NEXT: [[E:%.*]] = extractvalue %dx.types.ResRet.i32 [[R]], 1
; CHECK-NEXT: store i32 [[E]], ptr @out.i32, align 4
; CHECK-NEXT: ret void
define void @dynamic_3d(<3 x i32> %xyz, i32 %mip, <3 x i32> %off) {
  %t = call target("dx.Texture", <4 x i32>, 0, 0, 1, 4) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4i32_0_0_1_4t(i32 0, i32 2, i32 1, i32 0, ptr @T3D.name)
  %l = call <4 x i32> @llvm.dx.resource.load.level.v4i32.tdx.Texture_v4i32_0_0_1_4t.v3i32.i32.v3i32(target("dx.Texture", <4 x i32>, 0, 0, 1, 4) %t, <3 x i32> %xyz, i32 %mip, <3 x i32> %off)
  %e = extractelement <4 x i32> %l, i32 1
  store i32 %e, ptr @out.i32, align 4
  ret void
}

; Texture2DArray<float4> T2DA : register(t3); constants outside [-8, 7] are
; legal from SM 6.7 and stay constants.
; CHECK-LABEL: define void @wide_constant_2darray(<3 x i32> %xyz) {
; CHECK-NEXT: [[B:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 3, i32 3, i32 0, i8 0 }, i32 3, i1 false)
; CHECK-NEXT: [[T:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B]], %dx.types.ResourceProperties { i32 7, i32 1033 })
; CHECK-NEXT: [[X:%.*]] = extractelement <3 x i32> %xyz, i32 0
; CHECK-NEXT: [[Y:%.*]] = extractelement <3 x i32> %xyz, i32 1
; CHECK-NEXT: [[Z:%.*]] = extractelement <3 x i32> %xyz, i32 2
; CHECK-NEXT: [[R:%.*]] = call %dx.types.ResRet.f32 @dx.op.textureLoad.f32(i32 66, %dx.types.Handle [[T]], i32 0, i32 [[X]], i32 [[Y]], i32 [[Z]], i32 9, i32 -12, i32 undef)
; CHECK-NEXT: [[E:%.*]] = extractvalue %dx.types.ResRet.f32 [[R]], 0
; CHECK-NEXT: store float [[E]], ptr @out.f32, align 4
; CHECK-NEXT: ret void
define void @wide_constant_2darray(<3 x i32> %xyz) {
  %t = call target("dx.Texture", <4 x float>, 0, 0, 0, 7) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_7t(i32 0, i32 3, i32 1, i32 0, ptr @T2DA.name)
  %l = call <4 x float> @llvm.dx.resource.load.level.v4f32.tdx.Texture_v4f32_0_0_0_7t.v3i32.i32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 7) %t, <3 x i32> %xyz, i32 0, <2 x i32> <i32 9, i32 -12>)
  %e = extractelement <4 x float> %l, i32 0
  store float %e, ptr @out.f32, align 4
  ret void
}

; Texture2DMS<float4, 4> MS : register(t4); MS.Load(xy, s, off).
; CHECK-LABEL: define void @dynamic_2dms(<2 x i32> %xy, i32 %s, <2 x i32> %off) {
; CHECK-NEXT: [[B:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 4, i32 4, i32 0, i8 0 }, i32 4, i1 false)
; CHECK-NEXT: [[T:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B]], %dx.types.ResourceProperties { i32 3, i32 263177 })
; CHECK-NEXT: [[X:%.*]] = extractelement <2 x i32> %xy, i32 0
; CHECK-NEXT: [[Y:%.*]] = extractelement <2 x i32> %xy, i32 1
; CHECK-NEXT: [[O0:%.*]] = extractelement <2 x i32> %off, i32 0
; CHECK-NEXT: [[O1:%.*]] = extractelement <2 x i32> %off, i32 1
; CHECK-NEXT: [[R:%.*]] = call %dx.types.ResRet.f32 @dx.op.textureLoad.f32(i32 66, %dx.types.Handle [[T]], i32 %s, i32 [[X]], i32 [[Y]], i32 undef, i32 [[O0]], i32 [[O1]], i32 undef)
; CHECK-NEXT: [[E:%.*]] = extractvalue %dx.types.ResRet.f32 [[R]], 3
; CHECK-NEXT: store float [[E]], ptr @out.f32, align 4
; CHECK-NEXT: ret void
define void @dynamic_2dms(<2 x i32> %xy, i32 %s, <2 x i32> %off) {
  %t = call target("dx.MSTexture", <4 x float>, 0, 4, 0, 3) @llvm.dx.resource.handlefrombinding.tdx.MSTexture_v4f32_0_4_0_3t(i32 0, i32 4, i32 1, i32 0, ptr @MS.name)
  %l = call <4 x float> @llvm.dx.resource.load.ms.v4f32.tdx.MSTexture_v4f32_0_4_0_3t.v2i32.v2i32(target("dx.MSTexture", <4 x float>, 0, 4, 0, 3) %t, <2 x i32> %xy, i32 %s, <2 x i32> %off)
  %e = extractelement <4 x float> %l, i32 3
  store float %e, ptr @out.f32, align 4
  ret void
}

; CHECK: !dx.shaderModel = !{[[SM:![0-9]+]]}
; CHECK: !dx.version = !{[[VER:![0-9]+]]}
; CHECK: [[SM]] = !{!"cs", i32 6, i32 7}
; CHECK: [[VER]] = !{i32 1, i32 7}

declare target("dx.Texture", <4 x float>, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_2t(i32, i32, i32, i32, ptr)
declare target("dx.Texture", <4 x float>, 0, 0, 0, 1) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_1t(i32, i32, i32, i32, ptr)
declare target("dx.Texture", <4 x i32>, 0, 0, 1, 4) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4i32_0_0_1_4t(i32, i32, i32, i32, ptr)
declare target("dx.Texture", <4 x float>, 0, 0, 0, 7) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_7t(i32, i32, i32, i32, ptr)
declare target("dx.MSTexture", <4 x float>, 0, 4, 0, 3) @llvm.dx.resource.handlefrombinding.tdx.MSTexture_v4f32_0_4_0_3t(i32, i32, i32, i32, ptr)
declare <4 x float> @llvm.dx.resource.load.level.v4f32.tdx.Texture_v4f32_0_0_0_2t.v2i32.i32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 2), <2 x i32>, i32, <2 x i32>)
declare <4 x float> @llvm.dx.resource.load.level.v4f32.tdx.Texture_v4f32_0_0_0_1t.i32.i32.i32(target("dx.Texture", <4 x float>, 0, 0, 0, 1), i32, i32, i32)
declare <4 x i32> @llvm.dx.resource.load.level.v4i32.tdx.Texture_v4i32_0_0_1_4t.v3i32.i32.v3i32(target("dx.Texture", <4 x i32>, 0, 0, 1, 4), <3 x i32>, i32, <3 x i32>)
declare <4 x float> @llvm.dx.resource.load.level.v4f32.tdx.Texture_v4f32_0_0_0_7t.v3i32.i32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 7), <3 x i32>, i32, <2 x i32>)
declare <4 x float> @llvm.dx.resource.load.ms.v4f32.tdx.MSTexture_v4f32_0_4_0_3t.v2i32.v2i32(target("dx.MSTexture", <4 x float>, 0, 4, 0, 3), <2 x i32>, i32, <2 x i32>)
