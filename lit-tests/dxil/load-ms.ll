; texel-dxil lowers llvm.dx.resource.load.ms (Texture2DMS / Texture2DMSArray
; Load(coord, sampleIndex[, offset])) to TextureLoad (op 66) with the sample
; index in the mip slot (DXIL.md): 2 coordinates for 2DMS, 3 for 2DMSArray, two
; offset components. Properties word 1 carries the sample count in bits 16-23.
;
; RUN: %opt -load-pass-plugin=%plugin -passes=texel-dxil,texel-dxil-verify-ops -S %s | FileCheck %s
; RUN: %opt -load-pass-plugin=%plugin -passes=texel-dxil,texel-dxil-verify-ops -S %s | FileCheck %s --check-prefix=NODX
; NODX-NOT: llvm.dx.

target triple = "dxil-pc-shadermodel6.6-compute"

@MS.name = private unnamed_addr constant [3 x i8] c"MS\00"
@MSA.name = private unnamed_addr constant [4 x i8] c"MSA\00"
@MSH.name = private unnamed_addr constant [4 x i8] c"MSH\00"
@MSAF.name = private unnamed_addr constant [5 x i8] c"MSAF\00"

@out.f32 = global float 0.000000e+00, align 4
@out.f16 = global half 0.000000e+00, align 2
@out.i32 = global i32 0, align 4

; Texture2DMS<float4, 4> MS : register(t0); MS.Load(xy, s).
; Properties {Texture2DMS = 3, F32 9 | 4 << 8 | 4 << 16 = 263177}.
; CHECK-LABEL: define void @load_2dms_float4(<2 x i32> %xy, i32 %s) {
; CHECK-NEXT: [[B:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind zeroinitializer, i32 0, i1 false)
; CHECK-NEXT: [[T:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B]], %dx.types.ResourceProperties { i32 3, i32 263177 })
; CHECK-NEXT: [[X:%.*]] = extractelement <2 x i32> %xy, i32 0
; CHECK-NEXT: [[Y:%.*]] = extractelement <2 x i32> %xy, i32 1
; CHECK-NEXT: [[R:%.*]] = call %dx.types.ResRet.f32 @dx.op.textureLoad.f32(i32 66, %dx.types.Handle [[T]], i32 %s, i32 [[X]], i32 [[Y]], i32 undef, i32 undef, i32 undef, i32 undef)
; CHECK-NEXT: [[E:%.*]] = extractvalue %dx.types.ResRet.f32 [[R]], 1
; CHECK-NEXT: store float [[E]], ptr @out.f32, align 4
; CHECK-NEXT: ret void
define void @load_2dms_float4(<2 x i32> %xy, i32 %s) {
  %t = call target("dx.MSTexture", <4 x float>, 0, 4, 0, 3) @llvm.dx.resource.handlefrombinding.tdx.MSTexture_v4f32_0_4_0_3t(i32 0, i32 0, i32 1, i32 0, ptr @MS.name)
  %l = call <4 x float> @llvm.dx.resource.load.ms.v4f32.tdx.MSTexture_v4f32_0_4_0_3t.v2i32.v2i32(target("dx.MSTexture", <4 x float>, 0, 4, 0, 3) %t, <2 x i32> %xy, i32 %s, <2 x i32> zeroinitializer)
  %e = extractelement <4 x float> %l, i32 1
  store float %e, ptr @out.f32, align 4
  ret void
}

; Texture2DMSArray<int4, 8> MSA : register(t1); MSA.Load(xyz, 2, int2(1, -2)).
; Properties {Texture2DMSArray = 8, I32 4 | 4 << 8 | 8 << 16 = 525316}.
; CHECK-LABEL: define void @load_2dmsarray_int4(<3 x i32> %xyz) {
; CHECK-NEXT: [[B:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 1, i32 1, i32 0, i8 0 }, i32 1, i1 false)
; CHECK-NEXT: [[T:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B]], %dx.types.ResourceProperties { i32 8, i32 525316 })
; CHECK-NEXT: [[X:%.*]] = extractelement <3 x i32> %xyz, i32 0
; CHECK-NEXT: [[Y:%.*]] = extractelement <3 x i32> %xyz, i32 1
; CHECK-NEXT: [[Z:%.*]] = extractelement <3 x i32> %xyz, i32 2
; CHECK-NEXT: [[R:%.*]] = call %dx.types.ResRet.i32 @dx.op.textureLoad.i32(i32 66, %dx.types.Handle [[T]], i32 2, i32 [[X]], i32 [[Y]], i32 [[Z]], i32 1, i32 -2, i32 undef)
; CHECK-DAG: [[E0:%.*]] = extractvalue %dx.types.ResRet.i32 [[R]], 0
; CHECK-DAG: [[E3:%.*]] = extractvalue %dx.types.ResRet.i32 [[R]], 3
; CHECK: [[SUM:%.*]] = add i32 [[E0]], [[E3]]
; CHECK-NEXT: store i32 [[SUM]], ptr @out.i32, align 4
; CHECK-NEXT: ret void
define void @load_2dmsarray_int4(<3 x i32> %xyz) {
  %t = call target("dx.MSTexture", <4 x i32>, 0, 8, 1, 8) @llvm.dx.resource.handlefrombinding.tdx.MSTexture_v4i32_0_8_1_8t(i32 0, i32 1, i32 1, i32 0, ptr @MSA.name)
  %l = call <4 x i32> @llvm.dx.resource.load.ms.v4i32.tdx.MSTexture_v4i32_0_8_1_8t.v3i32.v2i32(target("dx.MSTexture", <4 x i32>, 0, 8, 1, 8) %t, <3 x i32> %xyz, i32 2, <2 x i32> <i32 1, i32 -2>)
  %e0 = extractelement <4 x i32> %l, i32 0
  %e3 = extractelement <4 x i32> %l, i32 3
  %sum = add i32 %e0, %e3
  store i32 %sum, ptr @out.i32, align 4
  ret void
}

; Texture2DMS<half4> MSH : register(t2) (no sample count: 0); offset int2(3, 0):
; nonzero, so both active components are kept, the constant 0 included.
; Properties {3, F16 8 | 4 << 8 = 1032}.
; CHECK-LABEL: define void @load_2dms_half4(<2 x i32> %xy, i32 %s) {
; CHECK-NEXT: [[B:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 2, i32 2, i32 0, i8 0 }, i32 2, i1 false)
; CHECK-NEXT: [[T:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B]], %dx.types.ResourceProperties { i32 3, i32 1032 })
; CHECK-NEXT: [[X:%.*]] = extractelement <2 x i32> %xy, i32 0
; CHECK-NEXT: [[Y:%.*]] = extractelement <2 x i32> %xy, i32 1
; CHECK-NEXT: [[R:%.*]] = call %dx.types.ResRet.f16 @dx.op.textureLoad.f16(i32 66, %dx.types.Handle [[T]], i32 %s, i32 [[X]], i32 [[Y]], i32 undef, i32 3, i32 0, i32 undef)
; CHECK-NEXT: [[E:%.*]] = extractvalue %dx.types.ResRet.f16 [[R]], 3
; CHECK-NEXT: store half [[E]], ptr @out.f16, align 2
; CHECK-NEXT: ret void
define void @load_2dms_half4(<2 x i32> %xy, i32 %s) {
  %t = call target("dx.MSTexture", <4 x half>, 0, 0, 0, 3) @llvm.dx.resource.handlefrombinding.tdx.MSTexture_v4f16_0_0_0_3t(i32 0, i32 2, i32 1, i32 0, ptr @MSH.name)
  %l = call <4 x half> @llvm.dx.resource.load.ms.v4f16.tdx.MSTexture_v4f16_0_0_0_3t.v2i32.v2i32(target("dx.MSTexture", <4 x half>, 0, 0, 0, 3) %t, <2 x i32> %xy, i32 %s, <2 x i32> <i32 3, i32 0>)
  %e = extractelement <4 x half> %l, i32 3
  store half %e, ptr @out.f16, align 2
  ret void
}

; Texture2DMSArray<float, 2> MSAF : register(t3); a scalar result.
; Properties {8, F32 9 | 1 << 8 | 2 << 16 = 131337}.
; CHECK-LABEL: define float @load_2dmsarray_float(<3 x i32> %xyz, i32 %s) {
; CHECK-NEXT: [[B:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 3, i32 3, i32 0, i8 0 }, i32 3, i1 false)
; CHECK-NEXT: [[T:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B]], %dx.types.ResourceProperties { i32 8, i32 131337 })
; CHECK-NEXT: [[X:%.*]] = extractelement <3 x i32> %xyz, i32 0
; CHECK-NEXT: [[Y:%.*]] = extractelement <3 x i32> %xyz, i32 1
; CHECK-NEXT: [[Z:%.*]] = extractelement <3 x i32> %xyz, i32 2
; CHECK-NEXT: [[R:%.*]] = call %dx.types.ResRet.f32 @dx.op.textureLoad.f32(i32 66, %dx.types.Handle [[T]], i32 %s, i32 [[X]], i32 [[Y]], i32 [[Z]], i32 undef, i32 undef, i32 undef)
; CHECK-NEXT: [[E:%.*]] = extractvalue %dx.types.ResRet.f32 [[R]], 0
; CHECK-NEXT: ret float [[E]]
define float @load_2dmsarray_float(<3 x i32> %xyz, i32 %s) {
  %t = call target("dx.MSTexture", float, 0, 2, 0, 8) @llvm.dx.resource.handlefrombinding.tdx.MSTexture_f32_0_2_0_8t(i32 0, i32 3, i32 1, i32 0, ptr @MSAF.name)
  %l = call float @llvm.dx.resource.load.ms.f32.tdx.MSTexture_f32_0_2_0_8t.v3i32.v2i32(target("dx.MSTexture", float, 0, 2, 0, 8) %t, <3 x i32> %xyz, i32 %s, <2 x i32> zeroinitializer)
  ret float %l
}

; The SRV records carry the sample counts (0 when not given).
; CHECK: !dx.resources = !{[[RES:![0-9]+]]}
; CHECK: [[RES]] = !{[[SRVS:![0-9]+]], null, null, null}
; CHECK: [[SRVS]] = !{[[R0:![0-9]+]], [[R1:![0-9]+]], [[R2:![0-9]+]], [[R3:![0-9]+]]}
; CHECK: [[R0]] = !{i32 0, ptr @MS, !"MS", i32 0, i32 0, i32 1, i32 3, i32 4, [[F32:![0-9]+]]}
; CHECK: [[F32]] = !{i32 0, i32 9}
; CHECK: [[R1]] = !{i32 1, ptr @MSA, !"MSA", i32 0, i32 1, i32 1, i32 8, i32 8, [[I32:![0-9]+]]}
; CHECK: [[I32]] = !{i32 0, i32 4}
; CHECK: [[R2]] = !{i32 2, ptr @MSH, !"MSH", i32 0, i32 2, i32 1, i32 3, i32 0, [[F16:![0-9]+]]}
; CHECK: [[F16]] = !{i32 0, i32 8}
; CHECK: [[R3]] = !{i32 3, ptr @MSAF, !"MSAF", i32 0, i32 3, i32 1, i32 8, i32 2, [[F32]]}

declare target("dx.MSTexture", <4 x float>, 0, 4, 0, 3) @llvm.dx.resource.handlefrombinding.tdx.MSTexture_v4f32_0_4_0_3t(i32, i32, i32, i32, ptr)
declare target("dx.MSTexture", <4 x i32>, 0, 8, 1, 8) @llvm.dx.resource.handlefrombinding.tdx.MSTexture_v4i32_0_8_1_8t(i32, i32, i32, i32, ptr)
declare target("dx.MSTexture", <4 x half>, 0, 0, 0, 3) @llvm.dx.resource.handlefrombinding.tdx.MSTexture_v4f16_0_0_0_3t(i32, i32, i32, i32, ptr)
declare target("dx.MSTexture", float, 0, 2, 0, 8) @llvm.dx.resource.handlefrombinding.tdx.MSTexture_f32_0_2_0_8t(i32, i32, i32, i32, ptr)
declare <4 x float> @llvm.dx.resource.load.ms.v4f32.tdx.MSTexture_v4f32_0_4_0_3t.v2i32.v2i32(target("dx.MSTexture", <4 x float>, 0, 4, 0, 3), <2 x i32>, i32, <2 x i32>)
declare <4 x i32> @llvm.dx.resource.load.ms.v4i32.tdx.MSTexture_v4i32_0_8_1_8t.v3i32.v2i32(target("dx.MSTexture", <4 x i32>, 0, 8, 1, 8), <3 x i32>, i32, <2 x i32>)
declare <4 x half> @llvm.dx.resource.load.ms.v4f16.tdx.MSTexture_v4f16_0_0_0_3t.v2i32.v2i32(target("dx.MSTexture", <4 x half>, 0, 0, 0, 3), <2 x i32>, i32, <2 x i32>)
declare float @llvm.dx.resource.load.ms.f32.tdx.MSTexture_f32_0_2_0_8t.v3i32.v2i32(target("dx.MSTexture", float, 0, 2, 0, 8), <3 x i32>, i32, <2 x i32>)
