; GetDimensions (op 72) for SRV textures: every size form (.x / .xy / .xyz)
; on the kinds it fits, and the .levels forms with the mip. Without a mip
; argument an SRV texture queries mip i32 0 (texel; upstream passes undef);
; .levels passes the given mip. Size lanes are fields 0.., the level count
; field 3 (DXIL.md, "GetDimensions fields"). Each extractelement lane becomes
; an extractvalue; a whole-vector use is rebuilt with insertelement.
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
@TC.name = private unnamed_addr constant [3 x i8] c"TC\00"
@TCA.name = private unnamed_addr constant [4 x i8] c"TCA\00"

@out.i32 = global i32 0, align 4

; Texture1D<float4> T1D : register(t0); T1D.GetDimensions(w).
; CHECK-LABEL: define void @size_1d() {
; CHECK-NEXT: [[B:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind zeroinitializer, i32 0, i1 false)
; CHECK-NEXT: [[H:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B]], %dx.types.ResourceProperties { i32 1, i32 1033 })
; CHECK-NEXT: [[D:%.*]] = call %dx.types.Dimensions @dx.op.getDimensions(i32 72, %dx.types.Handle [[H]], i32 0)
; CHECK-NEXT: [[F0:%.*]] = extractvalue %dx.types.Dimensions [[D]], 0
; CHECK-NEXT: store i32 [[F0]], ptr @out.i32, align 4
; CHECK-NEXT: ret void
define void @size_1d() {
  %h = call target("dx.Texture", <4 x float>, 0, 0, 0, 1) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_1t(i32 0, i32 0, i32 1, i32 0, ptr @T1D.name)
  %d = call i32 @llvm.dx.resource.getdimensions.x.tdx.Texture_v4f32_0_0_0_1t(target("dx.Texture", <4 x float>, 0, 0, 0, 1) %h)
  store i32 %d, ptr @out.i32, align 4
  ret void
}

; Texture1DArray<float4> T1DA : register(t1); (width, elements).
; CHECK-LABEL: define void @size_1darray() {
; CHECK-NEXT: [[B:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 1, i32 1, i32 0, i8 0 }, i32 1, i1 false)
; CHECK-NEXT: [[H:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B]], %dx.types.ResourceProperties { i32 6, i32 1033 })
; CHECK-NEXT: [[D:%.*]] = call %dx.types.Dimensions @dx.op.getDimensions(i32 72, %dx.types.Handle [[H]], i32 0)
; CHECK-DAG: [[F0:%.*]] = extractvalue %dx.types.Dimensions [[D]], 0
; CHECK-DAG: [[F1:%.*]] = extractvalue %dx.types.Dimensions [[D]], 1
; CHECK: store i32 [[F0]], ptr @out.i32, align 4
; CHECK-NEXT: store i32 [[F1]], ptr @out.i32, align 4
; CHECK-NEXT: ret void
define void @size_1darray() {
  %h = call target("dx.Texture", <4 x float>, 0, 0, 0, 6) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_6t(i32 0, i32 1, i32 1, i32 0, ptr @T1DA.name)
  %d = call <2 x i32> @llvm.dx.resource.getdimensions.xy.tdx.Texture_v4f32_0_0_0_6t(target("dx.Texture", <4 x float>, 0, 0, 0, 6) %h)
  %e0 = extractelement <2 x i32> %d, i32 0
  %e1 = extractelement <2 x i32> %d, i32 1
  store i32 %e0, ptr @out.i32, align 4
  store i32 %e1, ptr @out.i32, align 4
  ret void
}

; Texture2D<float4> T2D : register(t2); (width, height).
; CHECK-LABEL: define void @size_2d() {
; CHECK-NEXT: [[B:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 2, i32 2, i32 0, i8 0 }, i32 2, i1 false)
; CHECK-NEXT: [[H:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B]], %dx.types.ResourceProperties { i32 2, i32 1033 })
; CHECK-NEXT: [[D:%.*]] = call %dx.types.Dimensions @dx.op.getDimensions(i32 72, %dx.types.Handle [[H]], i32 0)
; CHECK-DAG: [[F0:%.*]] = extractvalue %dx.types.Dimensions [[D]], 0
; CHECK-DAG: [[F1:%.*]] = extractvalue %dx.types.Dimensions [[D]], 1
; CHECK: store i32 [[F0]], ptr @out.i32, align 4
; CHECK-NEXT: store i32 [[F1]], ptr @out.i32, align 4
; CHECK-NEXT: ret void
define void @size_2d() {
  %h = call target("dx.Texture", <4 x float>, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_2t(i32 0, i32 2, i32 1, i32 0, ptr @T2D.name)
  %d = call <2 x i32> @llvm.dx.resource.getdimensions.xy.tdx.Texture_v4f32_0_0_0_2t(target("dx.Texture", <4 x float>, 0, 0, 0, 2) %h)
  %e0 = extractelement <2 x i32> %d, i32 0
  %e1 = extractelement <2 x i32> %d, i32 1
  store i32 %e0, ptr @out.i32, align 4
  store i32 %e1, ptr @out.i32, align 4
  ret void
}

; TextureCube<float4> TC : register(t5); (width, height), returned whole.
; CHECK-LABEL: define <2 x i32> @size_cube() {
; CHECK-NEXT: [[B:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 5, i32 5, i32 0, i8 0 }, i32 5, i1 false)
; CHECK-NEXT: [[H:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B]], %dx.types.ResourceProperties { i32 5, i32 1033 })
; CHECK-NEXT: [[D:%.*]] = call %dx.types.Dimensions @dx.op.getDimensions(i32 72, %dx.types.Handle [[H]], i32 0)
; CHECK-NEXT: [[F0:%.*]] = extractvalue %dx.types.Dimensions [[D]], 0
; CHECK-NEXT: [[V0:%.*]] = insertelement <2 x i32> poison, i32 [[F0]], i32 0
; CHECK-NEXT: [[F1:%.*]] = extractvalue %dx.types.Dimensions [[D]], 1
; CHECK-NEXT: [[V1:%.*]] = insertelement <2 x i32> [[V0]], i32 [[F1]], i32 1
; CHECK-NEXT: ret <2 x i32> [[V1]]
define <2 x i32> @size_cube() {
  %h = call target("dx.Texture", <4 x float>, 0, 0, 0, 5) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_5t(i32 0, i32 5, i32 1, i32 0, ptr @TC.name)
  %d = call <2 x i32> @llvm.dx.resource.getdimensions.xy.tdx.Texture_v4f32_0_0_0_5t(target("dx.Texture", <4 x float>, 0, 0, 0, 5) %h)
  ret <2 x i32> %d
}

; Texture2DArray<float4> T2DA : register(t3); (width, height, elements).
; CHECK-LABEL: define void @size_2darray() {
; CHECK-NEXT: [[B:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 3, i32 3, i32 0, i8 0 }, i32 3, i1 false)
; CHECK-NEXT: [[H:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B]], %dx.types.ResourceProperties { i32 7, i32 1033 })
; CHECK-NEXT: [[D:%.*]] = call %dx.types.Dimensions @dx.op.getDimensions(i32 72, %dx.types.Handle [[H]], i32 0)
; CHECK-DAG: [[F0:%.*]] = extractvalue %dx.types.Dimensions [[D]], 0
; CHECK-DAG: [[F1:%.*]] = extractvalue %dx.types.Dimensions [[D]], 1
; CHECK-DAG: [[F2:%.*]] = extractvalue %dx.types.Dimensions [[D]], 2
; CHECK: store i32 [[F0]], ptr @out.i32, align 4
; CHECK-NEXT: store i32 [[F1]], ptr @out.i32, align 4
; CHECK-NEXT: store i32 [[F2]], ptr @out.i32, align 4
; CHECK-NEXT: ret void
define void @size_2darray() {
  %h = call target("dx.Texture", <4 x float>, 0, 0, 0, 7) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_7t(i32 0, i32 3, i32 1, i32 0, ptr @T2DA.name)
  %d = call <3 x i32> @llvm.dx.resource.getdimensions.xyz.tdx.Texture_v4f32_0_0_0_7t(target("dx.Texture", <4 x float>, 0, 0, 0, 7) %h)
  %e0 = extractelement <3 x i32> %d, i32 0
  %e1 = extractelement <3 x i32> %d, i32 1
  %e2 = extractelement <3 x i32> %d, i32 2
  store i32 %e0, ptr @out.i32, align 4
  store i32 %e1, ptr @out.i32, align 4
  store i32 %e2, ptr @out.i32, align 4
  ret void
}

; Texture3D<float4> T3D : register(t4); (width, height, depth).
; CHECK-LABEL: define void @size_3d() {
; CHECK-NEXT: [[B:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 4, i32 4, i32 0, i8 0 }, i32 4, i1 false)
; CHECK-NEXT: [[H:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B]], %dx.types.ResourceProperties { i32 4, i32 1033 })
; CHECK-NEXT: [[D:%.*]] = call %dx.types.Dimensions @dx.op.getDimensions(i32 72, %dx.types.Handle [[H]], i32 0)
; CHECK-DAG: [[F0:%.*]] = extractvalue %dx.types.Dimensions [[D]], 0
; CHECK-DAG: [[F1:%.*]] = extractvalue %dx.types.Dimensions [[D]], 1
; CHECK-DAG: [[F2:%.*]] = extractvalue %dx.types.Dimensions [[D]], 2
; CHECK: store i32 [[F0]], ptr @out.i32, align 4
; CHECK-NEXT: store i32 [[F1]], ptr @out.i32, align 4
; CHECK-NEXT: store i32 [[F2]], ptr @out.i32, align 4
; CHECK-NEXT: ret void
define void @size_3d() {
  %h = call target("dx.Texture", <4 x float>, 0, 0, 0, 4) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_4t(i32 0, i32 4, i32 1, i32 0, ptr @T3D.name)
  %d = call <3 x i32> @llvm.dx.resource.getdimensions.xyz.tdx.Texture_v4f32_0_0_0_4t(target("dx.Texture", <4 x float>, 0, 0, 0, 4) %h)
  %e0 = extractelement <3 x i32> %d, i32 0
  %e1 = extractelement <3 x i32> %d, i32 1
  %e2 = extractelement <3 x i32> %d, i32 2
  store i32 %e0, ptr @out.i32, align 4
  store i32 %e1, ptr @out.i32, align 4
  store i32 %e2, ptr @out.i32, align 4
  ret void
}

; TextureCubeArray<float4> TCA : register(t6); (width, height, elements).
; CHECK-LABEL: define void @size_cubearray() {
; CHECK-NEXT: [[B:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 6, i32 6, i32 0, i8 0 }, i32 6, i1 false)
; CHECK-NEXT: [[H:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B]], %dx.types.ResourceProperties { i32 9, i32 1033 })
; CHECK-NEXT: [[D:%.*]] = call %dx.types.Dimensions @dx.op.getDimensions(i32 72, %dx.types.Handle [[H]], i32 0)
; CHECK-DAG: [[F0:%.*]] = extractvalue %dx.types.Dimensions [[D]], 0
; CHECK-DAG: [[F1:%.*]] = extractvalue %dx.types.Dimensions [[D]], 1
; CHECK-DAG: [[F2:%.*]] = extractvalue %dx.types.Dimensions [[D]], 2
; CHECK: store i32 [[F0]], ptr @out.i32, align 4
; CHECK-NEXT: store i32 [[F1]], ptr @out.i32, align 4
; CHECK-NEXT: store i32 [[F2]], ptr @out.i32, align 4
; CHECK-NEXT: ret void
define void @size_cubearray() {
  %h = call target("dx.Texture", <4 x float>, 0, 0, 0, 9) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_9t(i32 0, i32 6, i32 1, i32 0, ptr @TCA.name)
  %d = call <3 x i32> @llvm.dx.resource.getdimensions.xyz.tdx.Texture_v4f32_0_0_0_9t(target("dx.Texture", <4 x float>, 0, 0, 0, 9) %h)
  %e0 = extractelement <3 x i32> %d, i32 0
  %e1 = extractelement <3 x i32> %d, i32 1
  %e2 = extractelement <3 x i32> %d, i32 2
  store i32 %e0, ptr @out.i32, align 4
  store i32 %e1, ptr @out.i32, align 4
  store i32 %e2, ptr @out.i32, align 4
  ret void
}

; T1D.GetDimensions(mip, w, levels): fields 0 and 3.
; CHECK-LABEL: define void @levels_1d(i32 %mip) {
; CHECK-NEXT: [[B:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind zeroinitializer, i32 0, i1 false)
; CHECK-NEXT: [[H:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B]], %dx.types.ResourceProperties { i32 1, i32 1033 })
; CHECK-NEXT: [[D:%.*]] = call %dx.types.Dimensions @dx.op.getDimensions(i32 72, %dx.types.Handle [[H]], i32 %mip)
; CHECK-DAG: [[F0:%.*]] = extractvalue %dx.types.Dimensions [[D]], 0
; CHECK-DAG: [[F1:%.*]] = extractvalue %dx.types.Dimensions [[D]], 3
; CHECK: store i32 [[F0]], ptr @out.i32, align 4
; CHECK-NEXT: store i32 [[F1]], ptr @out.i32, align 4
; CHECK-NEXT: ret void
define void @levels_1d(i32 %mip) {
  %h = call target("dx.Texture", <4 x float>, 0, 0, 0, 1) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_1t(i32 0, i32 0, i32 1, i32 0, ptr @T1D.name)
  %d = call <2 x i32> @llvm.dx.resource.getdimensions.levels.x.tdx.Texture_v4f32_0_0_0_1t(target("dx.Texture", <4 x float>, 0, 0, 0, 1) %h, i32 %mip)
  %e0 = extractelement <2 x i32> %d, i32 0
  %e1 = extractelement <2 x i32> %d, i32 1
  store i32 %e0, ptr @out.i32, align 4
  store i32 %e1, ptr @out.i32, align 4
  ret void
}

; T1DA.GetDimensions(mip, w, elements, levels): fields 0, 1, 3.
; CHECK-LABEL: define void @levels_1darray(i32 %mip) {
; CHECK-NEXT: [[B:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 1, i32 1, i32 0, i8 0 }, i32 1, i1 false)
; CHECK-NEXT: [[H:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B]], %dx.types.ResourceProperties { i32 6, i32 1033 })
; CHECK-NEXT: [[D:%.*]] = call %dx.types.Dimensions @dx.op.getDimensions(i32 72, %dx.types.Handle [[H]], i32 %mip)
; CHECK-DAG: [[F0:%.*]] = extractvalue %dx.types.Dimensions [[D]], 0
; CHECK-DAG: [[F1:%.*]] = extractvalue %dx.types.Dimensions [[D]], 1
; CHECK-DAG: [[F2:%.*]] = extractvalue %dx.types.Dimensions [[D]], 3
; CHECK: store i32 [[F0]], ptr @out.i32, align 4
; CHECK-NEXT: store i32 [[F1]], ptr @out.i32, align 4
; CHECK-NEXT: store i32 [[F2]], ptr @out.i32, align 4
; CHECK-NEXT: ret void
define void @levels_1darray(i32 %mip) {
  %h = call target("dx.Texture", <4 x float>, 0, 0, 0, 6) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_6t(i32 0, i32 1, i32 1, i32 0, ptr @T1DA.name)
  %d = call <3 x i32> @llvm.dx.resource.getdimensions.levels.xy.tdx.Texture_v4f32_0_0_0_6t(target("dx.Texture", <4 x float>, 0, 0, 0, 6) %h, i32 %mip)
  %e0 = extractelement <3 x i32> %d, i32 0
  %e1 = extractelement <3 x i32> %d, i32 1
  %e2 = extractelement <3 x i32> %d, i32 2
  store i32 %e0, ptr @out.i32, align 4
  store i32 %e1, ptr @out.i32, align 4
  store i32 %e2, ptr @out.i32, align 4
  ret void
}

; T2D.GetDimensions(mip, w, h, levels), returned whole: fields 0, 1, 3 into lanes 0, 1, 2.
; CHECK-LABEL: define <3 x i32> @levels_2d(i32 %mip) {
; CHECK-NEXT: [[B:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 2, i32 2, i32 0, i8 0 }, i32 2, i1 false)
; CHECK-NEXT: [[H:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B]], %dx.types.ResourceProperties { i32 2, i32 1033 })
; CHECK-NEXT: [[D:%.*]] = call %dx.types.Dimensions @dx.op.getDimensions(i32 72, %dx.types.Handle [[H]], i32 %mip)
; CHECK-NEXT: [[F0:%.*]] = extractvalue %dx.types.Dimensions [[D]], 0
; CHECK-NEXT: [[V0:%.*]] = insertelement <3 x i32> poison, i32 [[F0]], i32 0
; CHECK-NEXT: [[F1:%.*]] = extractvalue %dx.types.Dimensions [[D]], 1
; CHECK-NEXT: [[V1:%.*]] = insertelement <3 x i32> [[V0]], i32 [[F1]], i32 1
; CHECK-NEXT: [[F2:%.*]] = extractvalue %dx.types.Dimensions [[D]], 3
; CHECK-NEXT: [[V2:%.*]] = insertelement <3 x i32> [[V1]], i32 [[F2]], i32 2
; CHECK-NEXT: ret <3 x i32> [[V2]]
define <3 x i32> @levels_2d(i32 %mip) {
  %h = call target("dx.Texture", <4 x float>, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_2t(i32 0, i32 2, i32 1, i32 0, ptr @T2D.name)
  %d = call <3 x i32> @llvm.dx.resource.getdimensions.levels.xy.tdx.Texture_v4f32_0_0_0_2t(target("dx.Texture", <4 x float>, 0, 0, 0, 2) %h, i32 %mip)
  ret <3 x i32> %d
}

; TC.GetDimensions(2, w, h, levels): a constant mip.
; CHECK-LABEL: define void @levels_cube_const() {
; CHECK-NEXT: [[B:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 5, i32 5, i32 0, i8 0 }, i32 5, i1 false)
; CHECK-NEXT: [[H:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B]], %dx.types.ResourceProperties { i32 5, i32 1033 })
; CHECK-NEXT: [[D:%.*]] = call %dx.types.Dimensions @dx.op.getDimensions(i32 72, %dx.types.Handle [[H]], i32 2)
; CHECK-DAG: [[F0:%.*]] = extractvalue %dx.types.Dimensions [[D]], 0
; CHECK-DAG: [[F1:%.*]] = extractvalue %dx.types.Dimensions [[D]], 1
; CHECK-DAG: [[F2:%.*]] = extractvalue %dx.types.Dimensions [[D]], 3
; CHECK: store i32 [[F0]], ptr @out.i32, align 4
; CHECK-NEXT: store i32 [[F1]], ptr @out.i32, align 4
; CHECK-NEXT: store i32 [[F2]], ptr @out.i32, align 4
; CHECK-NEXT: ret void
define void @levels_cube_const() {
  %h = call target("dx.Texture", <4 x float>, 0, 0, 0, 5) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_5t(i32 0, i32 5, i32 1, i32 0, ptr @TC.name)
  %d = call <3 x i32> @llvm.dx.resource.getdimensions.levels.xy.tdx.Texture_v4f32_0_0_0_5t(target("dx.Texture", <4 x float>, 0, 0, 0, 5) %h, i32 2)
  %e0 = extractelement <3 x i32> %d, i32 0
  %e1 = extractelement <3 x i32> %d, i32 1
  %e2 = extractelement <3 x i32> %d, i32 2
  store i32 %e0, ptr @out.i32, align 4
  store i32 %e1, ptr @out.i32, align 4
  store i32 %e2, ptr @out.i32, align 4
  ret void
}

; T2DA.GetDimensions(mip, w, h, elements, levels): fields 0, 1, 2, 3.
; CHECK-LABEL: define void @levels_2darray(i32 %mip) {
; CHECK-NEXT: [[B:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 3, i32 3, i32 0, i8 0 }, i32 3, i1 false)
; CHECK-NEXT: [[H:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B]], %dx.types.ResourceProperties { i32 7, i32 1033 })
; CHECK-NEXT: [[D:%.*]] = call %dx.types.Dimensions @dx.op.getDimensions(i32 72, %dx.types.Handle [[H]], i32 %mip)
; CHECK-DAG: [[F0:%.*]] = extractvalue %dx.types.Dimensions [[D]], 0
; CHECK-DAG: [[F1:%.*]] = extractvalue %dx.types.Dimensions [[D]], 1
; CHECK-DAG: [[F2:%.*]] = extractvalue %dx.types.Dimensions [[D]], 2
; CHECK-DAG: [[F3:%.*]] = extractvalue %dx.types.Dimensions [[D]], 3
; CHECK: store i32 [[F0]], ptr @out.i32, align 4
; CHECK-NEXT: store i32 [[F1]], ptr @out.i32, align 4
; CHECK-NEXT: store i32 [[F2]], ptr @out.i32, align 4
; CHECK-NEXT: store i32 [[F3]], ptr @out.i32, align 4
; CHECK-NEXT: ret void
define void @levels_2darray(i32 %mip) {
  %h = call target("dx.Texture", <4 x float>, 0, 0, 0, 7) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_7t(i32 0, i32 3, i32 1, i32 0, ptr @T2DA.name)
  %d = call <4 x i32> @llvm.dx.resource.getdimensions.levels.xyz.tdx.Texture_v4f32_0_0_0_7t(target("dx.Texture", <4 x float>, 0, 0, 0, 7) %h, i32 %mip)
  %e0 = extractelement <4 x i32> %d, i32 0
  %e1 = extractelement <4 x i32> %d, i32 1
  %e2 = extractelement <4 x i32> %d, i32 2
  %e3 = extractelement <4 x i32> %d, i32 3
  store i32 %e0, ptr @out.i32, align 4
  store i32 %e1, ptr @out.i32, align 4
  store i32 %e2, ptr @out.i32, align 4
  store i32 %e3, ptr @out.i32, align 4
  ret void
}

; T3D.GetDimensions(mip, w, h, d, levels), returned whole.
; CHECK-LABEL: define <4 x i32> @levels_3d(i32 %mip) {
; CHECK-NEXT: [[B:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 4, i32 4, i32 0, i8 0 }, i32 4, i1 false)
; CHECK-NEXT: [[H:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B]], %dx.types.ResourceProperties { i32 4, i32 1033 })
; CHECK-NEXT: [[D:%.*]] = call %dx.types.Dimensions @dx.op.getDimensions(i32 72, %dx.types.Handle [[H]], i32 %mip)
; CHECK-NEXT: [[F0:%.*]] = extractvalue %dx.types.Dimensions [[D]], 0
; CHECK-NEXT: [[V0:%.*]] = insertelement <4 x i32> poison, i32 [[F0]], i32 0
; CHECK-NEXT: [[F1:%.*]] = extractvalue %dx.types.Dimensions [[D]], 1
; CHECK-NEXT: [[V1:%.*]] = insertelement <4 x i32> [[V0]], i32 [[F1]], i32 1
; CHECK-NEXT: [[F2:%.*]] = extractvalue %dx.types.Dimensions [[D]], 2
; CHECK-NEXT: [[V2:%.*]] = insertelement <4 x i32> [[V1]], i32 [[F2]], i32 2
; CHECK-NEXT: [[F3:%.*]] = extractvalue %dx.types.Dimensions [[D]], 3
; CHECK-NEXT: [[V3:%.*]] = insertelement <4 x i32> [[V2]], i32 [[F3]], i32 3
; CHECK-NEXT: ret <4 x i32> [[V3]]
define <4 x i32> @levels_3d(i32 %mip) {
  %h = call target("dx.Texture", <4 x float>, 0, 0, 0, 4) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_4t(i32 0, i32 4, i32 1, i32 0, ptr @T3D.name)
  %d = call <4 x i32> @llvm.dx.resource.getdimensions.levels.xyz.tdx.Texture_v4f32_0_0_0_4t(target("dx.Texture", <4 x float>, 0, 0, 0, 4) %h, i32 %mip)
  ret <4 x i32> %d
}

; TCA.GetDimensions(mip, w, h, elements, levels).
; CHECK-LABEL: define void @levels_cubearray(i32 %mip) {
; CHECK-NEXT: [[B:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 6, i32 6, i32 0, i8 0 }, i32 6, i1 false)
; CHECK-NEXT: [[H:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B]], %dx.types.ResourceProperties { i32 9, i32 1033 })
; CHECK-NEXT: [[D:%.*]] = call %dx.types.Dimensions @dx.op.getDimensions(i32 72, %dx.types.Handle [[H]], i32 %mip)
; CHECK-DAG: [[F0:%.*]] = extractvalue %dx.types.Dimensions [[D]], 0
; CHECK-DAG: [[F1:%.*]] = extractvalue %dx.types.Dimensions [[D]], 1
; CHECK-DAG: [[F2:%.*]] = extractvalue %dx.types.Dimensions [[D]], 2
; CHECK-DAG: [[F3:%.*]] = extractvalue %dx.types.Dimensions [[D]], 3
; CHECK: store i32 [[F0]], ptr @out.i32, align 4
; CHECK-NEXT: store i32 [[F1]], ptr @out.i32, align 4
; CHECK-NEXT: store i32 [[F2]], ptr @out.i32, align 4
; CHECK-NEXT: store i32 [[F3]], ptr @out.i32, align 4
; CHECK-NEXT: ret void
define void @levels_cubearray(i32 %mip) {
  %h = call target("dx.Texture", <4 x float>, 0, 0, 0, 9) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_9t(i32 0, i32 6, i32 1, i32 0, ptr @TCA.name)
  %d = call <4 x i32> @llvm.dx.resource.getdimensions.levels.xyz.tdx.Texture_v4f32_0_0_0_9t(target("dx.Texture", <4 x float>, 0, 0, 0, 9) %h, i32 %mip)
  %e0 = extractelement <4 x i32> %d, i32 0
  %e1 = extractelement <4 x i32> %d, i32 1
  %e2 = extractelement <4 x i32> %d, i32 2
  %e3 = extractelement <4 x i32> %d, i32 3
  store i32 %e0, ptr @out.i32, align 4
  store i32 %e1, ptr @out.i32, align 4
  store i32 %e2, ptr @out.i32, align 4
  store i32 %e3, ptr @out.i32, align 4
  ret void
}

declare target("dx.Texture", <4 x float>, 0, 0, 0, 1) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_1t(i32, i32, i32, i32, ptr)
declare i32 @llvm.dx.resource.getdimensions.x.tdx.Texture_v4f32_0_0_0_1t(target("dx.Texture", <4 x float>, 0, 0, 0, 1)) #0
declare target("dx.Texture", <4 x float>, 0, 0, 0, 6) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_6t(i32, i32, i32, i32, ptr)
declare <2 x i32> @llvm.dx.resource.getdimensions.xy.tdx.Texture_v4f32_0_0_0_6t(target("dx.Texture", <4 x float>, 0, 0, 0, 6)) #0
declare target("dx.Texture", <4 x float>, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_2t(i32, i32, i32, i32, ptr)
declare <2 x i32> @llvm.dx.resource.getdimensions.xy.tdx.Texture_v4f32_0_0_0_2t(target("dx.Texture", <4 x float>, 0, 0, 0, 2)) #0
declare target("dx.Texture", <4 x float>, 0, 0, 0, 5) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_5t(i32, i32, i32, i32, ptr)
declare <2 x i32> @llvm.dx.resource.getdimensions.xy.tdx.Texture_v4f32_0_0_0_5t(target("dx.Texture", <4 x float>, 0, 0, 0, 5)) #0
declare target("dx.Texture", <4 x float>, 0, 0, 0, 7) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_7t(i32, i32, i32, i32, ptr)
declare <3 x i32> @llvm.dx.resource.getdimensions.xyz.tdx.Texture_v4f32_0_0_0_7t(target("dx.Texture", <4 x float>, 0, 0, 0, 7)) #0
declare target("dx.Texture", <4 x float>, 0, 0, 0, 4) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_4t(i32, i32, i32, i32, ptr)
declare <3 x i32> @llvm.dx.resource.getdimensions.xyz.tdx.Texture_v4f32_0_0_0_4t(target("dx.Texture", <4 x float>, 0, 0, 0, 4)) #0
declare target("dx.Texture", <4 x float>, 0, 0, 0, 9) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_9t(i32, i32, i32, i32, ptr)
declare <3 x i32> @llvm.dx.resource.getdimensions.xyz.tdx.Texture_v4f32_0_0_0_9t(target("dx.Texture", <4 x float>, 0, 0, 0, 9)) #0
declare <2 x i32> @llvm.dx.resource.getdimensions.levels.x.tdx.Texture_v4f32_0_0_0_1t(target("dx.Texture", <4 x float>, 0, 0, 0, 1), i32) #0
declare <3 x i32> @llvm.dx.resource.getdimensions.levels.xy.tdx.Texture_v4f32_0_0_0_6t(target("dx.Texture", <4 x float>, 0, 0, 0, 6), i32) #0
declare <3 x i32> @llvm.dx.resource.getdimensions.levels.xy.tdx.Texture_v4f32_0_0_0_2t(target("dx.Texture", <4 x float>, 0, 0, 0, 2), i32) #0
declare <3 x i32> @llvm.dx.resource.getdimensions.levels.xy.tdx.Texture_v4f32_0_0_0_5t(target("dx.Texture", <4 x float>, 0, 0, 0, 5), i32) #0
declare <4 x i32> @llvm.dx.resource.getdimensions.levels.xyz.tdx.Texture_v4f32_0_0_0_7t(target("dx.Texture", <4 x float>, 0, 0, 0, 7), i32) #0
declare <4 x i32> @llvm.dx.resource.getdimensions.levels.xyz.tdx.Texture_v4f32_0_0_0_4t(target("dx.Texture", <4 x float>, 0, 0, 0, 4), i32) #0
declare <4 x i32> @llvm.dx.resource.getdimensions.levels.xyz.tdx.Texture_v4f32_0_0_0_9t(target("dx.Texture", <4 x float>, 0, 0, 0, 9), i32) #0

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(read) }
