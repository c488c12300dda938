; Typed-buffer accesses the optimiser makes of whole-element ones: a load of
; the first components (`load <3 x float>` for In[i].xyz), a run from a
; component address (.yz), and accesses of the element's components as
; another scalar type of the same width (asuint / asfloat folded into the
; load and store: <4 x i32>, i32 on a float4). The op keeps the element's
; overload (BufferLoad.f32 / BufferStore.f32, whole element, mask 15) and the
; values are bitcast lane by lane; a store of part of the element loads the
; element first.
;
; RUN: %opt -load-pass-plugin=%plugin -passes=texel-dxil,texel-dxil-verify-ops -S %s | FileCheck %s
; RUN: %opt -load-pass-plugin=%plugin -passes=texel-dxil,texel-dxil-verify-ops -S %s | FileCheck %s --check-prefix=NODX
; NODX-NOT: llvm.dx.

; CHECK-LABEL: define void @runs(i32 %i, <2 x float> %zw) {
; CHECK-NEXT: [[INB:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind zeroinitializer, i32 0, i1 false)
; CHECK-NEXT: %in = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[INB]], %dx.types.ResourceProperties { i32 10, i32 1033 })
; CHECK-NEXT: [[OUTB:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 1 }, i32 0, i1 false)
; CHECK-NEXT: %out = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[OUTB]], %dx.types.ResourceProperties { i32 4106, i32 1033 })
; xyz: lanes 0..2, lane 0 used.
; CHECK-NEXT: %xyz = call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle %in, i32 %i, i32 undef)
; CHECK-NEXT: [[X:%.*]] = extractvalue %dx.types.ResRet.f32 %xyz, 0
; yz from component 1: its lane 0 is field 1.
; CHECK-NEXT: %yz = call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle %in, i32 %i, i32 undef)
; CHECK-NEXT: [[Y:%.*]] = extractvalue %dx.types.ResRet.f32 %yz, 1
; <4 x i32> of a float4: bitcast lanes.
; CHECK-NEXT: %bits = call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle %in, i32 %i, i32 undef)
; CHECK-NEXT: [[F0:%.*]] = extractvalue %dx.types.ResRet.f32 %bits, 0
; CHECK-NEXT: [[I0:%.*]] = bitcast float [[F0]] to i32
; CHECK-NEXT: [[F1:%.*]] = extractvalue %dx.types.ResRet.f32 %bits, 1
; CHECK-NEXT: [[I1:%.*]] = bitcast float [[F1]] to i32
; CHECK-NEXT: [[F2:%.*]] = extractvalue %dx.types.ResRet.f32 %bits, 2
; CHECK-NEXT: [[I2:%.*]] = bitcast float [[F2]] to i32
; CHECK-NEXT: [[F3:%.*]] = extractvalue %dx.types.ResRet.f32 %bits, 3
; CHECK-NEXT: [[I3:%.*]] = bitcast float [[F3]] to i32
; CHECK-NEXT: [[V0:%.*]] = insertelement <4 x i32> poison, i32 [[I0]], i32 0
; CHECK-NEXT: [[V1:%.*]] = insertelement <4 x i32> [[V0]], i32 [[I1]], i32 1
; CHECK-NEXT: [[V2:%.*]] = insertelement <4 x i32> [[V1]], i32 [[I2]], i32 2
; CHECK-NEXT: [[V3:%.*]] = insertelement <4 x i32> [[V2]], i32 [[I3]], i32 3
; CHECK-NEXT: %more = add <4 x i32> [[V3]], splat (i32 1)
; CHECK-NEXT: [[M0:%.*]] = extractelement <4 x i32> %more, i32 0
; CHECK-NEXT: [[G0:%.*]] = bitcast i32 [[M0]] to float
; CHECK-NEXT: [[M1:%.*]] = extractelement <4 x i32> %more, i32 1
; CHECK-NEXT: [[G1:%.*]] = bitcast i32 [[M1]] to float
; CHECK-NEXT: [[M2:%.*]] = extractelement <4 x i32> %more, i32 2
; CHECK-NEXT: [[G2:%.*]] = bitcast i32 [[M2]] to float
; CHECK-NEXT: [[M3:%.*]] = extractelement <4 x i32> %more, i32 3
; CHECK-NEXT: [[G3:%.*]] = bitcast i32 [[M3]] to float
; CHECK-NEXT: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle %out, i32 %i, i32 undef, float [[G0]], float [[G1]], float [[G2]], float [[G3]], i8 15)
; Out[i].zw = zw: load, then the whole element.
; CHECK-NEXT: [[OLD:%.*]] = call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle %out, i32 %i, i32 undef)
; CHECK-NEXT: [[O0:%.*]] = extractvalue %dx.types.ResRet.f32 [[OLD]], 0
; CHECK-NEXT: [[O1:%.*]] = extractvalue %dx.types.ResRet.f32 [[OLD]], 1
; CHECK-NEXT: [[Z:%.*]] = extractelement <2 x float> %zw, i32 0
; CHECK-NEXT: [[W:%.*]] = extractelement <2 x float> %zw, i32 1
; CHECK-NEXT: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle %out, i32 %i, i32 undef, float [[O0]], float [[O1]], float [[Z]], float [[W]], i8 15)
; CHECK-NEXT: %s = fadd float [[X]], [[Y]]
; CHECK-NEXT: %sbits = bitcast float %s to i32
; An i32 into component 0 of the float4.
; CHECK-NEXT: [[OLD2:%.*]] = call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle %out, i32 %i, i32 undef)
; CHECK-NEXT: [[SF:%.*]] = bitcast i32 %sbits to float
; CHECK-NEXT: [[P1:%.*]] = extractvalue %dx.types.ResRet.f32 [[OLD2]], 1
; CHECK-NEXT: [[P2:%.*]] = extractvalue %dx.types.ResRet.f32 [[OLD2]], 2
; CHECK-NEXT: [[P3:%.*]] = extractvalue %dx.types.ResRet.f32 [[OLD2]], 3
; CHECK-NEXT: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle %out, i32 %i, i32 undef, float [[SF]], float [[P1]], float [[P2]], float [[P3]], i8 15)
; CHECK-NEXT: ret void

target triple = "dxil-pc-shadermodel6.6-compute"

@In.name = private unnamed_addr constant [3 x i8] c"In\00"
@Out.name = private unnamed_addr constant [4 x i8] c"Out\00"

define void @runs(i32 %i, <2 x float> %zw) {
  %in = call target("dx.TypedBuffer", <4 x float>, 0, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_v4f32_0_0_0t(i32 0, i32 0, i32 1, i32 0, ptr @In.name)
  %out = call target("dx.TypedBuffer", <4 x float>, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_v4f32_1_0_0t(i32 0, i32 0, i32 1, i32 0, ptr @Out.name)
  %p = call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_v4f32_0_0_0t(target("dx.TypedBuffer", <4 x float>, 0, 0, 0) %in, i32 %i)
  %xyz = load <3 x float>, ptr %p, align 16
  %py = getelementptr inbounds nuw i8, ptr %p, i32 4
  %yz = load <2 x float>, ptr %py, align 4
  %bits = load <4 x i32>, ptr %p, align 16
  %q = call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_v4f32_1_0_0t(target("dx.TypedBuffer", <4 x float>, 1, 0, 0) %out, i32 %i)
  %more = add <4 x i32> %bits, splat (i32 1)
  store <4 x i32> %more, ptr %q, align 16
  %qz = getelementptr inbounds nuw i8, ptr %q, i32 8
  store <2 x float> %zw, ptr %qz, align 8
  %x = extractelement <3 x float> %xyz, i32 0
  %y = extractelement <2 x float> %yz, i32 0
  %s = fadd float %x, %y
  %qx = getelementptr inbounds nuw i8, ptr %q, i32 0
  %sbits = bitcast float %s to i32
  store i32 %sbits, ptr %qx, align 4
  ret void
}

declare target("dx.TypedBuffer", <4 x float>, 0, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_v4f32_0_0_0t(i32, i32, i32, i32, ptr)
declare target("dx.TypedBuffer", <4 x float>, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_v4f32_1_0_0t(i32, i32, i32, i32, ptr)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_v4f32_0_0_0t(target("dx.TypedBuffer", <4 x float>, 0, 0, 0), i32)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_v4f32_1_0_0t(target("dx.TypedBuffer", <4 x float>, 1, 0, 0), i32)
