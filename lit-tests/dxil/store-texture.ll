; texel-dxil lowers llvm.dx.resource.store.texture (RWTexture[coord] = value)
; to TextureStore (op 67):
;   dx.op.textureStore.<T>(i32 67, handle, i32 c0, c1, c2, T v0, v1, v2, v3, i8 mask)
; (DXIL.md): coordinates beyond the kind's count are undef, the mask is always
; i8 15, and a value of fewer than four components repeats component 0 in the
; missing slots.
;
; RUN: %opt -load-pass-plugin=%plugin -passes=texel-dxil,texel-dxil-verify-ops -S %s | FileCheck %s
; RUN: %opt -load-pass-plugin=%plugin -passes=texel-dxil,texel-dxil-verify-ops -S %s | FileCheck %s --check-prefix=NODX
; NODX-NOT: llvm.dx.

target triple = "dxil-pc-shadermodel6.6-compute"

@RW1D.name = private unnamed_addr constant [5 x i8] c"RW1D\00"
@RW2D2.name = private unnamed_addr constant [6 x i8] c"RW2D2\00"
@RW2DA.name = private unnamed_addr constant [6 x i8] c"RW2DA\00"
@RW3D.name = private unnamed_addr constant [5 x i8] c"RW3D\00"
@RW2D.name = private unnamed_addr constant [5 x i8] c"RW2D\00"

; RWTexture1D<float4> RW1D : register(u0); RW1D[x] = v.
; Properties {UAV 4096 | Texture1D 1 = 4097, 1033}.
; CHECK-LABEL: define void @store_rw1d_float4(i32 %x, <4 x float> %v) {
; CHECK-NEXT: [[B:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 1 }, i32 0, i1 false)
; CHECK-NEXT: [[T:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B]], %dx.types.ResourceProperties { i32 4097, i32 1033 })
; CHECK-NEXT: [[V0:%.*]] = extractelement <4 x float> %v, i32 0
; CHECK-NEXT: [[V1:%.*]] = extractelement <4 x float> %v, i32 1
; CHECK-NEXT: [[V2:%.*]] = extractelement <4 x float> %v, i32 2
; CHECK-NEXT: [[V3:%.*]] = extractelement <4 x float> %v, i32 3
; CHECK-NEXT: call void @dx.op.textureStore.f32(i32 67, %dx.types.Handle [[T]], i32 %x, i32 undef, i32 undef, float [[V0]], float [[V1]], float [[V2]], float [[V3]], i8 15)
; CHECK-NEXT: ret void
define void @store_rw1d_float4(i32 %x, <4 x float> %v) {
  %t = call target("dx.Texture", <4 x float>, 1, 0, 0, 1) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_1_0_0_1t(i32 0, i32 0, i32 1, i32 0, ptr @RW1D.name)
  call void @llvm.dx.resource.store.texture.tdx.Texture_v4f32_1_0_0_1t.i32.v4f32(target("dx.Texture", <4 x float>, 1, 0, 0, 1) %t, i32 %x, <4 x float> %v)
  ret void
}

; RWTexture2D<float2> RW2D2 : register(u1); RW2D2[xy] = v: slots 2 and 3
; repeat component 0.
; Properties {4098, F32 9 | 2 << 8 = 521}.
; CHECK-LABEL: define void @store_rw2d_float2(<2 x i32> %xy, <2 x float> %v) {
; CHECK-NEXT: [[B:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 1, i32 1, i32 0, i8 1 }, i32 1, i1 false)
; CHECK-NEXT: [[T:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B]], %dx.types.ResourceProperties { i32 4098, i32 521 })
; CHECK-NEXT: [[X:%.*]] = extractelement <2 x i32> %xy, i32 0
; CHECK-NEXT: [[Y:%.*]] = extractelement <2 x i32> %xy, i32 1
; CHECK-NEXT: [[V0:%.*]] = extractelement <2 x float> %v, i32 0
; CHECK-NEXT: [[V1:%.*]] = extractelement <2 x float> %v, i32 1
; CHECK-NEXT: [[V2:%.*]] = extractelement <2 x float> %v, i32 0
; CHECK-NEXT: [[V3:%.*]] = extractelement <2 x float> %v, i32 0
; CHECK-NEXT: call void @dx.op.textureStore.f32(i32 67, %dx.types.Handle [[T]], i32 [[X]], i32 [[Y]], i32 undef, float [[V0]], float [[V1]], float [[V2]], float [[V3]], i8 15)
; CHECK-NEXT: ret void
define void @store_rw2d_float2(<2 x i32> %xy, <2 x float> %v) {
  %t = call target("dx.Texture", <2 x float>, 1, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v2f32_1_0_0_2t(i32 0, i32 1, i32 1, i32 0, ptr @RW2D2.name)
  call void @llvm.dx.resource.store.texture.tdx.Texture_v2f32_1_0_0_2t.v2i32.v2f32(target("dx.Texture", <2 x float>, 1, 0, 0, 2) %t, <2 x i32> %xy, <2 x float> %v)
  ret void
}

; RWTexture2DArray<float> RW2DA : register(u2); RW2DA[xyz] = v: a scalar
; value fills all four slots.
; Properties {UAV 4096 | Texture2DArray 7 = 4103, 265}.
; CHECK-LABEL: define void @store_rw2darray_float(<3 x i32> %xyz, float %v) {
; CHECK-NEXT: [[B:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 2, i32 2, i32 0, i8 1 }, i32 2, i1 false)
; CHECK-NEXT: [[T:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B]], %dx.types.ResourceProperties { i32 4103, i32 265 })
; CHECK-NEXT: [[X:%.*]] = extractelement <3 x i32> %xyz, i32 0
; CHECK-NEXT: [[Y:%.*]] = extractelement <3 x i32> %xyz, i32 1
; CHECK-NEXT: [[Z:%.*]] = extractelement <3 x i32> %xyz, i32 2
; CHECK-NEXT: call void @dx.op.textureStore.f32(i32 67, %dx.types.Handle [[T]], i32 [[X]], i32 [[Y]], i32 [[Z]], float %v, float %v, float %v, float %v, i8 15)
; CHECK-NEXT: ret void
define void @store_rw2darray_float(<3 x i32> %xyz, float %v) {
  %t = call target("dx.Texture", float, 1, 0, 0, 7) @llvm.dx.resource.handlefrombinding.tdx.Texture_f32_1_0_0_7t(i32 0, i32 2, i32 1, i32 0, ptr @RW2DA.name)
  call void @llvm.dx.resource.store.texture.tdx.Texture_f32_1_0_0_7t.v3i32.f32(target("dx.Texture", float, 1, 0, 0, 7) %t, <3 x i32> %xyz, float %v)
  ret void
}

; RWTexture3D<int4> RW3D : register(u3); RW3D[xyz] = v.
; Properties {UAV 4096 | Texture3D 4 = 4100, I32 4 | 4 << 8 = 1028}.
; CHECK-LABEL: define void @store_rw3d_int4(<3 x i32> %xyz, <4 x i32> %v) {
; CHECK-NEXT: [[B:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 3, i32 3, i32 0, i8 1 }, i32 3, i1 false)
; CHECK-NEXT: [[T:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B]], %dx.types.ResourceProperties { i32 4100, i32 1028 })
; CHECK-NEXT: [[X:%.*]] = extractelement <3 x i32> %xyz, i32 0
; CHECK-NEXT: [[Y:%.*]] = extractelement <3 x i32> %xyz, i32 1
; CHECK-NEXT: [[Z:%.*]] = extractelement <3 x i32> %xyz, i32 2
; CHECK-NEXT: [[V0:%.*]] = extractelement <4 x i32> %v, i32 0
; CHECK-NEXT: [[V1:%.*]] = extractelement <4 x i32> %v, i32 1
; CHECK-NEXT: [[V2:%.*]] = extractelement <4 x i32> %v, i32 2
; CHECK-NEXT: [[V3:%.*]] = extractelement <4 x i32> %v, i32 3
; CHECK-NEXT: call void @dx.op.textureStore.i32(i32 67, %dx.types.Handle [[T]], i32 [[X]], i32 [[Y]], i32 [[Z]], i32 [[V0]], i32 [[V1]], i32 [[V2]], i32 [[V3]], i8 15)
; CHECK-NEXT: ret void
define void @store_rw3d_int4(<3 x i32> %xyz, <4 x i32> %v) {
  %t = call target("dx.Texture", <4 x i32>, 1, 0, 1, 4) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4i32_1_0_1_4t(i32 0, i32 3, i32 1, i32 0, ptr @RW3D.name)
  call void @llvm.dx.resource.store.texture.tdx.Texture_v4i32_1_0_1_4t.v3i32.v4i32(target("dx.Texture", <4 x i32>, 1, 0, 1, 4) %t, <3 x i32> %xyz, <4 x i32> %v)
  ret void
}

; RWTexture2D<float4> RW2D : register(u4); RW2D[int2(3, 4)] = float4(1, 2, 3, 4):
; constant coordinates and values stay constants.
; CHECK-LABEL: define void @store_rw2d_constants() {
; CHECK-NEXT: [[B:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 4, i32 4, i32 0, i8 1 }, i32 4, i1 false)
; CHECK-NEXT: [[T:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B]], %dx.types.ResourceProperties { i32 4098, i32 1033 })
; CHECK-NEXT: call void @dx.op.textureStore.f32(i32 67, %dx.types.Handle [[T]], i32 3, i32 4, i32 undef, float 1.000000e+00, float 2.000000e+00, float 3.000000e+00, float 4.000000e+00, i8 15)
; CHECK-NEXT: ret void
define void @store_rw2d_constants() {
  %t = call target("dx.Texture", <4 x float>, 1, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_1_0_0_2t(i32 0, i32 4, i32 1, i32 0, ptr @RW2D.name)
  call void @llvm.dx.resource.store.texture.tdx.Texture_v4f32_1_0_0_2t.v2i32.v4f32(target("dx.Texture", <4 x float>, 1, 0, 0, 2) %t, <2 x i32> <i32 3, i32 4>, <4 x float> <float 1.0, float 2.0, float 3.0, float 4.0>)
  ret void
}

; RW2D[xy].y = s, as the frontend spells a component write: load.level (mip
; poison), insertelement, store.texture. The load's vector is rebuilt for the
; insertelement, the store takes the four lanes of the result.
; CHECK-LABEL: define void @store_rw2d_component(<2 x i32> %xy, float %s) {
; CHECK-NEXT: [[B:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 4, i32 4, i32 0, i8 1 }, i32 4, i1 false)
; CHECK-NEXT: [[T:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B]], %dx.types.ResourceProperties { i32 4098, i32 1033 })
; CHECK-NEXT: [[X:%.*]] = extractelement <2 x i32> %xy, i32 0
; CHECK-NEXT: [[Y:%.*]] = extractelement <2 x i32> %xy, i32 1
; CHECK-NEXT: [[R:%.*]] = call %dx.types.ResRet.f32 @dx.op.textureLoad.f32(i32 66, %dx.types.Handle [[T]], i32 undef, i32 [[X]], i32 [[Y]], i32 undef, i32 undef, i32 undef, i32 undef)
; CHECK-NEXT: [[E0:%.*]] = extractvalue %dx.types.ResRet.f32 [[R]], 0
; CHECK-NEXT: [[L0:%.*]] = insertelement <4 x float> poison, float [[E0]], i32 0
; CHECK-NEXT: [[E1:%.*]] = extractvalue %dx.types.ResRet.f32 [[R]], 1
; CHECK-NEXT: [[L1:%.*]] = insertelement <4 x float> [[L0]], float [[E1]], i32 1
; CHECK-NEXT: [[E2:%.*]] = extractvalue %dx.types.ResRet.f32 [[R]], 2
; CHECK-NEXT: [[L2:%.*]] = insertelement <4 x float> [[L1]], float [[E2]], i32 2
; CHECK-NEXT: [[E3:%.*]] = extractvalue %dx.types.ResRet.f32 [[R]], 3
; CHECK-NEXT: [[L3:%.*]] = insertelement <4 x float> [[L2]], float [[E3]], i32 3
; CHECK-NEXT: [[NEW:%.*]] = insertelement <4 x float> [[L3]], float %s, i32 1
; CHECK-NEXT: [[SX:%.*]] = extractelement <2 x i32> %xy, i32 0
; CHECK-NEXT: [[SY:%.*]] = extractelement <2 x i32> %xy, i32 1
; CHECK-NEXT: [[V0:%.*]] = extractelement <4 x float> [[NEW]], i32 0
; CHECK-NEXT: [[V1:%.*]] = extractelement <4 x float> [[NEW]], i32 1
; CHECK-NEXT: [[V2:%.*]] = extractelement <4 x float> [[NEW]], i32 2
; CHECK-NEXT: [[V3:%.*]] = extractelement <4 x float> [[NEW]], i32 3
; CHECK-NEXT: call void @dx.op.textureStore.f32(i32 67, %dx.types.Handle [[T]], i32 [[SX]], i32 [[SY]], i32 undef, float [[V0]], float [[V1]], float [[V2]], float [[V3]], i8 15)
; CHECK-NEXT: ret void
define void @store_rw2d_component(<2 x i32> %xy, float %s) {
  %t = call target("dx.Texture", <4 x float>, 1, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_1_0_0_2t(i32 0, i32 4, i32 1, i32 0, ptr @RW2D.name)
  %old = call <4 x float> @llvm.dx.resource.load.level.v4f32.tdx.Texture_v4f32_1_0_0_2t.v2i32.i32.v2i32(target("dx.Texture", <4 x float>, 1, 0, 0, 2) %t, <2 x i32> %xy, i32 poison, <2 x i32> zeroinitializer)
  %new = insertelement <4 x float> %old, float %s, i32 1
  call void @llvm.dx.resource.store.texture.tdx.Texture_v4f32_1_0_0_2t.v2i32.v4f32(target("dx.Texture", <4 x float>, 1, 0, 0, 2) %t, <2 x i32> %xy, <4 x float> %new)
  ret void
}

; CHECK: declare void @dx.op.textureStore.f32(i32, %dx.types.Handle, i32, i32, i32, float, float, float, float, i8)
; CHECK: declare void @dx.op.textureStore.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i32, i8)

declare target("dx.Texture", <4 x float>, 1, 0, 0, 1) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_1_0_0_1t(i32, i32, i32, i32, ptr)
declare target("dx.Texture", <2 x float>, 1, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v2f32_1_0_0_2t(i32, i32, i32, i32, ptr)
declare target("dx.Texture", float, 1, 0, 0, 7) @llvm.dx.resource.handlefrombinding.tdx.Texture_f32_1_0_0_7t(i32, i32, i32, i32, ptr)
declare target("dx.Texture", <4 x i32>, 1, 0, 1, 4) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4i32_1_0_1_4t(i32, i32, i32, i32, ptr)
declare target("dx.Texture", <4 x float>, 1, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_1_0_0_2t(i32, i32, i32, i32, ptr)
declare void @llvm.dx.resource.store.texture.tdx.Texture_v4f32_1_0_0_1t.i32.v4f32(target("dx.Texture", <4 x float>, 1, 0, 0, 1), i32, <4 x float>)
declare void @llvm.dx.resource.store.texture.tdx.Texture_v2f32_1_0_0_2t.v2i32.v2f32(target("dx.Texture", <2 x float>, 1, 0, 0, 2), <2 x i32>, <2 x float>)
declare void @llvm.dx.resource.store.texture.tdx.Texture_f32_1_0_0_7t.v3i32.f32(target("dx.Texture", float, 1, 0, 0, 7), <3 x i32>, float)
declare void @llvm.dx.resource.store.texture.tdx.Texture_v4i32_1_0_1_4t.v3i32.v4i32(target("dx.Texture", <4 x i32>, 1, 0, 1, 4), <3 x i32>, <4 x i32>)
declare void @llvm.dx.resource.store.texture.tdx.Texture_v4f32_1_0_0_2t.v2i32.v4f32(target("dx.Texture", <4 x float>, 1, 0, 0, 2), <2 x i32>, <4 x float>)
declare <4 x float> @llvm.dx.resource.load.level.v4f32.tdx.Texture_v4f32_1_0_0_2t.v2i32.i32.v2i32(target("dx.Texture", <4 x float>, 1, 0, 0, 2), <2 x i32>, i32, <2 x i32>)
