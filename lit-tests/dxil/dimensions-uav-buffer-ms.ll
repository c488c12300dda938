; GetDimensions (op 72) on UAV textures, typed buffers and multisampled
; textures: the mip operand is undef for all of them (DXIL.md). Typed buffers
; (Buffer, RWBuffer) answer .x from field 0; the .ms forms put the sample count
; (field 3) in the last lane.
;
; RUN: %opt -load-pass-plugin=%plugin -passes=texel-dxil,texel-dxil-verify-ops -S %s | FileCheck %s
; RUN: %opt -load-pass-plugin=%plugin -passes=texel-dxil,texel-dxil-verify-ops -S %s | FileCheck %s --check-prefix=NODX
; NODX-NOT: llvm.dx.

target triple = "dxil-pc-shadermodel6.6-compute"

@RW1D.name = private unnamed_addr constant [5 x i8] c"RW1D\00"
@RW1DA.name = private unnamed_addr constant [6 x i8] c"RW1DA\00"
@RW2D.name = private unnamed_addr constant [5 x i8] c"RW2D\00"
@RW2DA.name = private unnamed_addr constant [6 x i8] c"RW2DA\00"
@RW3D.name = private unnamed_addr constant [5 x i8] c"RW3D\00"
@RWBuf.name = private unnamed_addr constant [6 x i8] c"RWBuf\00"
@Buf.name = private unnamed_addr constant [4 x i8] c"Buf\00"
@MS.name = private unnamed_addr constant [3 x i8] c"MS\00"
@MSA.name = private unnamed_addr constant [4 x i8] c"MSA\00"

@out.i32 = global i32 0, align 4

; RWTexture1D<float4> RW1D : register(u0).
; CHECK-LABEL: define void @size_rw1d() {
; CHECK-NEXT: [[B:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 1 }, i32 0, i1 false)
; CHECK-NEXT: [[H:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B]], %dx.types.ResourceProperties { i32 4097, i32 1033 })
; CHECK-NEXT: [[D:%.*]] = call %dx.types.Dimensions @dx.op.getDimensions(i32 72, %dx.types.Handle [[H]], i32 undef)
; CHECK-NEXT: [[F0:%.*]] = extractvalue %dx.types.Dimensions [[D]], 0
; CHECK-NEXT: store i32 [[F0]], ptr @out.i32, align 4
; CHECK-NEXT: ret void
define void @size_rw1d() {
  %h = call target("dx.Texture", <4 x float>, 1, 0, 0, 1) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_1_0_0_1t(i32 0, i32 0, i32 1, i32 0, ptr @RW1D.name)
  %d = call i32 @llvm.dx.resource.getdimensions.x.tdx.Texture_v4f32_1_0_0_1t(target("dx.Texture", <4 x float>, 1, 0, 0, 1) %h)
  store i32 %d, ptr @out.i32, align 4
  ret void
}

; RWTexture1DArray<float4> RW1DA : register(u1): (width, elements).
; CHECK-LABEL: define void @size_rw1darray() {
; CHECK-NEXT: [[B:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 1, i32 1, i32 0, i8 1 }, i32 1, i1 false)
; CHECK-NEXT: [[H:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B]], %dx.types.ResourceProperties { i32 4102, i32 1033 })
; CHECK-NEXT: [[D:%.*]] = call %dx.types.Dimensions @dx.op.getDimensions(i32 72, %dx.types.Handle [[H]], i32 undef)
; CHECK-DAG: [[F0:%.*]] = extractvalue %dx.types.Dimensions [[D]], 0
; CHECK-DAG: [[F1:%.*]] = extractvalue %dx.types.Dimensions [[D]], 1
; CHECK: store i32 [[F0]], ptr @out.i32, align 4
; CHECK-NEXT: store i32 [[F1]], ptr @out.i32, align 4
; CHECK-NEXT: ret void
define void @size_rw1darray() {
  %h = call target("dx.Texture", <4 x float>, 1, 0, 0, 6) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_1_0_0_6t(i32 0, i32 1, i32 1, i32 0, ptr @RW1DA.name)
  %d = call <2 x i32> @llvm.dx.resource.getdimensions.xy.tdx.Texture_v4f32_1_0_0_6t(target("dx.Texture", <4 x float>, 1, 0, 0, 6) %h)
  %e0 = extractelement <2 x i32> %d, i32 0
  %e1 = extractelement <2 x i32> %d, i32 1
  store i32 %e0, ptr @out.i32, align 4
  store i32 %e1, ptr @out.i32, align 4
  ret void
}

; RWTexture2D<float4> RW2D : register(u2), returned whole.
; CHECK-LABEL: define <2 x i32> @size_rw2d() {
; CHECK-NEXT: [[B:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 2, i32 2, i32 0, i8 1 }, i32 2, i1 false)
; CHECK-NEXT: [[H:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B]], %dx.types.ResourceProperties { i32 4098, i32 1033 })
; CHECK-NEXT: [[D:%.*]] = call %dx.types.Dimensions @dx.op.getDimensions(i32 72, %dx.types.Handle [[H]], i32 undef)
; CHECK-NEXT: [[F0:%.*]] = extractvalue %dx.types.Dimensions [[D]], 0
; CHECK-NEXT: [[V0:%.*]] = insertelement <2 x i32> poison, i32 [[F0]], i32 0
; CHECK-NEXT: [[F1:%.*]] = extractvalue %dx.types.Dimensions [[D]], 1
; CHECK-NEXT: [[V1:%.*]] = insertelement <2 x i32> [[V0]], i32 [[F1]], i32 1
; CHECK-NEXT: ret <2 x i32> [[V1]]
define <2 x i32> @size_rw2d() {
  %h = call target("dx.Texture", <4 x float>, 1, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_1_0_0_2t(i32 0, i32 2, i32 1, i32 0, ptr @RW2D.name)
  %d = call <2 x i32> @llvm.dx.resource.getdimensions.xy.tdx.Texture_v4f32_1_0_0_2t(target("dx.Texture", <4 x float>, 1, 0, 0, 2) %h)
  ret <2 x i32> %d
}

; RWTexture2DArray<float4> RW2DA : register(u3).
; CHECK-LABEL: define void @size_rw2darray() {
; CHECK-NEXT: [[B:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 3, i32 3, i32 0, i8 1 }, i32 3, i1 false)
; CHECK-NEXT: [[H:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B]], %dx.types.ResourceProperties { i32 4103, i32 1033 })
; CHECK-NEXT: [[D:%.*]] = call %dx.types.Dimensions @dx.op.getDimensions(i32 72, %dx.types.Handle [[H]], i32 undef)
; CHECK-DAG: [[F0:%.*]] = extractvalue %dx.types.Dimensions [[D]], 0
; CHECK-DAG: [[F1:%.*]] = extractvalue %dx.types.Dimensions [[D]], 1
; CHECK-DAG: [[F2:%.*]] = extractvalue %dx.types.Dimensions [[D]], 2
; CHECK: store i32 [[F0]], ptr @out.i32, align 4
; CHECK-NEXT: store i32 [[F1]], ptr @out.i32, align 4
; CHECK-NEXT: store i32 [[F2]], ptr @out.i32, align 4
; CHECK-NEXT: ret void
define void @size_rw2darray() {
  %h = call target("dx.Texture", <4 x float>, 1, 0, 0, 7) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_1_0_0_7t(i32 0, i32 3, i32 1, i32 0, ptr @RW2DA.name)
  %d = call <3 x i32> @llvm.dx.resource.getdimensions.xyz.tdx.Texture_v4f32_1_0_0_7t(target("dx.Texture", <4 x float>, 1, 0, 0, 7) %h)
  %e0 = extractelement <3 x i32> %d, i32 0
  %e1 = extractelement <3 x i32> %d, i32 1
  %e2 = extractelement <3 x i32> %d, i32 2
  store i32 %e0, ptr @out.i32, align 4
  store i32 %e1, ptr @out.i32, align 4
  store i32 %e2, ptr @out.i32, align 4
  ret void
}

; RWTexture3D<float> RW3D : register(u4).
; CHECK-LABEL: define void @size_rw3d() {
; CHECK-NEXT: [[B:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 4, i32 4, i32 0, i8 1 }, i32 4, i1 false)
; CHECK-NEXT: [[H:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B]], %dx.types.ResourceProperties { i32 4100, i32 265 })
; CHECK-NEXT: [[D:%.*]] = call %dx.types.Dimensions @dx.op.getDimensions(i32 72, %dx.types.Handle [[H]], i32 undef)
; CHECK-DAG: [[F0:%.*]] = extractvalue %dx.types.Dimensions [[D]], 0
; CHECK-DAG: [[F1:%.*]] = extractvalue %dx.types.Dimensions [[D]], 1
; CHECK-DAG: [[F2:%.*]] = extractvalue %dx.types.Dimensions [[D]], 2
; CHECK: store i32 [[F0]], ptr @out.i32, align 4
; CHECK-NEXT: store i32 [[F1]], ptr @out.i32, align 4
; CHECK-NEXT: store i32 [[F2]], ptr @out.i32, align 4
; CHECK-NEXT: ret void
define void @size_rw3d() {
  %h = call target("dx.Texture", float, 1, 0, 0, 4) @llvm.dx.resource.handlefrombinding.tdx.Texture_f32_1_0_0_4t(i32 0, i32 4, i32 1, i32 0, ptr @RW3D.name)
  %d = call <3 x i32> @llvm.dx.resource.getdimensions.xyz.tdx.Texture_f32_1_0_0_4t(target("dx.Texture", float, 1, 0, 0, 4) %h)
  %e0 = extractelement <3 x i32> %d, i32 0
  %e1 = extractelement <3 x i32> %d, i32 1
  %e2 = extractelement <3 x i32> %d, i32 2
  store i32 %e0, ptr @out.i32, align 4
  store i32 %e1, ptr @out.i32, align 4
  store i32 %e2, ptr @out.i32, align 4
  ret void
}

; Buffer<int2> Buf : register(t0): the element count.
; CHECK-LABEL: define void @size_buffer() {
; CHECK-NEXT: [[B:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind zeroinitializer, i32 0, i1 false)
; CHECK-NEXT: [[H:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B]], %dx.types.ResourceProperties { i32 10, i32 516 })
; CHECK-NEXT: [[D:%.*]] = call %dx.types.Dimensions @dx.op.getDimensions(i32 72, %dx.types.Handle [[H]], i32 undef)
; CHECK-NEXT: [[F0:%.*]] = extractvalue %dx.types.Dimensions [[D]], 0
; CHECK-NEXT: store i32 [[F0]], ptr @out.i32, align 4
; CHECK-NEXT: ret void
define void @size_buffer() {
  %h = call target("dx.TypedBuffer", <2 x i32>, 0, 0, 1) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_v2i32_0_0_1t(i32 0, i32 0, i32 1, i32 0, ptr @Buf.name)
  %d = call i32 @llvm.dx.resource.getdimensions.x.tdx.TypedBuffer_v2i32_0_0_1t(target("dx.TypedBuffer", <2 x i32>, 0, 0, 1) %h)
  store i32 %d, ptr @out.i32, align 4
  ret void
}

; RWBuffer<uint> RWBuf : register(u5).
; CHECK-LABEL: define void @size_rwbuffer() {
; CHECK-NEXT: [[B:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 5, i32 5, i32 0, i8 1 }, i32 5, i1 false)
; CHECK-NEXT: [[H:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B]], %dx.types.ResourceProperties { i32 4106, i32 261 })
; CHECK-NEXT: [[D:%.*]] = call %dx.types.Dimensions @dx.op.getDimensions(i32 72, %dx.types.Handle [[H]], i32 undef)
; CHECK-NEXT: [[F0:%.*]] = extractvalue %dx.types.Dimensions [[D]], 0
; CHECK-NEXT: store i32 [[F0]], ptr @out.i32, align 4
; CHECK-NEXT: ret void
define void @size_rwbuffer() {
  %h = call target("dx.TypedBuffer", i32, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_i32_1_0_0t(i32 0, i32 5, i32 1, i32 0, ptr @RWBuf.name)
  %d = call i32 @llvm.dx.resource.getdimensions.x.tdx.TypedBuffer_i32_1_0_0t(target("dx.TypedBuffer", i32, 1, 0, 0) %h)
  store i32 %d, ptr @out.i32, align 4
  ret void
}

; Texture2DMS<float4, 4> MS : register(t1): (width, height, samples) = fields 0, 1, 3.
; CHECK-LABEL: define void @size_2dms() {
; CHECK-NEXT: [[B:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 1, i32 1, i32 0, i8 0 }, i32 1, i1 false)
; CHECK-NEXT: [[H:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B]], %dx.types.ResourceProperties { i32 3, i32 263177 })
; CHECK-NEXT: [[D:%.*]] = call %dx.types.Dimensions @dx.op.getDimensions(i32 72, %dx.types.Handle [[H]], i32 undef)
; CHECK-DAG: [[F0:%.*]] = extractvalue %dx.types.Dimensions [[D]], 0
; CHECK-DAG: [[F1:%.*]] = extractvalue %dx.types.Dimensions [[D]], 1
; CHECK-DAG: [[F2:%.*]] = extractvalue %dx.types.Dimensions [[D]], 3
; CHECK: store i32 [[F0]], ptr @out.i32, align 4
; CHECK-NEXT: store i32 [[F1]], ptr @out.i32, align 4
; CHECK-NEXT: store i32 [[F2]], ptr @out.i32, align 4
; CHECK-NEXT: ret void
define void @size_2dms() {
  %h = call target("dx.MSTexture", <4 x float>, 0, 4, 0, 3) @llvm.dx.resource.handlefrombinding.tdx.MSTexture_v4f32_0_4_0_3t(i32 0, i32 1, i32 1, i32 0, ptr @MS.name)
  %d = call <3 x i32> @llvm.dx.resource.getdimensions.ms.xy.tdx.MSTexture_v4f32_0_4_0_3t(target("dx.MSTexture", <4 x float>, 0, 4, 0, 3) %h)
  %e0 = extractelement <3 x i32> %d, i32 0
  %e1 = extractelement <3 x i32> %d, i32 1
  %e2 = extractelement <3 x i32> %d, i32 2
  store i32 %e0, ptr @out.i32, align 4
  store i32 %e1, ptr @out.i32, align 4
  store i32 %e2, ptr @out.i32, align 4
  ret void
}

; Texture2DMSArray<float4, 2> MSA : register(t2): (width, height, elements, samples).
; CHECK-LABEL: define void @size_2dmsarray() {
; CHECK-NEXT: [[B:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 2, i32 2, i32 0, i8 0 }, i32 2, i1 false)
; CHECK-NEXT: [[H:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B]], %dx.types.ResourceProperties { i32 8, i32 132105 })
; CHECK-NEXT: [[D:%.*]] = call %dx.types.Dimensions @dx.op.getDimensions(i32 72, %dx.types.Handle [[H]], i32 undef)
; CHECK-DAG: [[F0:%.*]] = extractvalue %dx.types.Dimensions [[D]], 0
; CHECK-DAG: [[F1:%.*]] = extractvalue %dx.types.Dimensions [[D]], 1
; CHECK-DAG: [[F2:%.*]] = extractvalue %dx.types.Dimensions [[D]], 2
; CHECK-DAG: [[F3:%.*]] = extractvalue %dx.types.Dimensions [[D]], 3
; CHECK: store i32 [[F0]], ptr @out.i32, align 4
; CHECK-NEXT: store i32 [[F1]], ptr @out.i32, align 4
; CHECK-NEXT: store i32 [[F2]], ptr @out.i32, align 4
; CHECK-NEXT: store i32 [[F3]], ptr @out.i32, align 4
; CHECK-NEXT: ret void
define void @size_2dmsarray() {
  %h = call target("dx.MSTexture", <4 x float>, 0, 2, 0, 8) @llvm.dx.resource.handlefrombinding.tdx.MSTexture_v4f32_0_2_0_8t(i32 0, i32 2, i32 1, i32 0, ptr @MSA.name)
  %d = call <4 x i32> @llvm.dx.resource.getdimensions.ms.xyz.tdx.MSTexture_v4f32_0_2_0_8t(target("dx.MSTexture", <4 x float>, 0, 2, 0, 8) %h)
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

; MS.GetDimensions(w, h, samples), returned whole.
; CHECK-LABEL: define <3 x i32> @size_2dms_whole() {
; CHECK-NEXT: [[B:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 1, i32 1, i32 0, i8 0 }, i32 1, i1 false)
; CHECK-NEXT: [[H:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B]], %dx.types.ResourceProperties { i32 3, i32 263177 })
; CHECK-NEXT: [[D:%.*]] = call %dx.types.Dimensions @dx.op.getDimensions(i32 72, %dx.types.Handle [[H]], i32 undef)
; CHECK-NEXT: [[F0:%.*]] = extractvalue %dx.types.Dimensions [[D]], 0
; CHECK-NEXT: [[V0:%.*]] = insertelement <3 x i32> poison, i32 [[F0]], i32 0
; CHECK-NEXT: [[F1:%.*]] = extractvalue %dx.types.Dimensions [[D]], 1
; CHECK-NEXT: [[V1:%.*]] = insertelement <3 x i32> [[V0]], i32 [[F1]], i32 1
; CHECK-NEXT: [[F2:%.*]] = extractvalue %dx.types.Dimensions [[D]], 3
; CHECK-NEXT: [[V2:%.*]] = insertelement <3 x i32> [[V1]], i32 [[F2]], i32 2
; CHECK-NEXT: ret <3 x i32> [[V2]]
define <3 x i32> @size_2dms_whole() {
  %h = call target("dx.MSTexture", <4 x float>, 0, 4, 0, 3) @llvm.dx.resource.handlefrombinding.tdx.MSTexture_v4f32_0_4_0_3t(i32 0, i32 1, i32 1, i32 0, ptr @MS.name)
  %d = call <3 x i32> @llvm.dx.resource.getdimensions.ms.xy.tdx.MSTexture_v4f32_0_4_0_3t(target("dx.MSTexture", <4 x float>, 0, 4, 0, 3) %h)
  ret <3 x i32> %d
}

declare target("dx.Texture", <4 x float>, 1, 0, 0, 1) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_1_0_0_1t(i32, i32, i32, i32, ptr)
declare i32 @llvm.dx.resource.getdimensions.x.tdx.Texture_v4f32_1_0_0_1t(target("dx.Texture", <4 x float>, 1, 0, 0, 1)) #0
declare target("dx.Texture", <4 x float>, 1, 0, 0, 6) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_1_0_0_6t(i32, i32, i32, i32, ptr)
declare <2 x i32> @llvm.dx.resource.getdimensions.xy.tdx.Texture_v4f32_1_0_0_6t(target("dx.Texture", <4 x float>, 1, 0, 0, 6)) #0
declare target("dx.Texture", <4 x float>, 1, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_1_0_0_2t(i32, i32, i32, i32, ptr)
declare <2 x i32> @llvm.dx.resource.getdimensions.xy.tdx.Texture_v4f32_1_0_0_2t(target("dx.Texture", <4 x float>, 1, 0, 0, 2)) #0
declare target("dx.Texture", <4 x float>, 1, 0, 0, 7) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_1_0_0_7t(i32, i32, i32, i32, ptr)
declare <3 x i32> @llvm.dx.resource.getdimensions.xyz.tdx.Texture_v4f32_1_0_0_7t(target("dx.Texture", <4 x float>, 1, 0, 0, 7)) #0
declare target("dx.Texture", float, 1, 0, 0, 4) @llvm.dx.resource.handlefrombinding.tdx.Texture_f32_1_0_0_4t(i32, i32, i32, i32, ptr)
declare <3 x i32> @llvm.dx.resource.getdimensions.xyz.tdx.Texture_f32_1_0_0_4t(target("dx.Texture", float, 1, 0, 0, 4)) #0
declare target("dx.TypedBuffer", <2 x i32>, 0, 0, 1) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_v2i32_0_0_1t(i32, i32, i32, i32, ptr)
declare i32 @llvm.dx.resource.getdimensions.x.tdx.TypedBuffer_v2i32_0_0_1t(target("dx.TypedBuffer", <2 x i32>, 0, 0, 1)) #0
declare target("dx.TypedBuffer", i32, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_i32_1_0_0t(i32, i32, i32, i32, ptr)
declare i32 @llvm.dx.resource.getdimensions.x.tdx.TypedBuffer_i32_1_0_0t(target("dx.TypedBuffer", i32, 1, 0, 0)) #0
declare target("dx.MSTexture", <4 x float>, 0, 4, 0, 3) @llvm.dx.resource.handlefrombinding.tdx.MSTexture_v4f32_0_4_0_3t(i32, i32, i32, i32, ptr)
declare <3 x i32> @llvm.dx.resource.getdimensions.ms.xy.tdx.MSTexture_v4f32_0_4_0_3t(target("dx.MSTexture", <4 x float>, 0, 4, 0, 3)) #0
declare target("dx.MSTexture", <4 x float>, 0, 2, 0, 8) @llvm.dx.resource.handlefrombinding.tdx.MSTexture_v4f32_0_2_0_8t(i32, i32, i32, i32, ptr)
declare <4 x i32> @llvm.dx.resource.getdimensions.ms.xyz.tdx.MSTexture_v4f32_0_2_0_8t(target("dx.MSTexture", <4 x float>, 0, 2, 0, 8)) #0

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(read) }
