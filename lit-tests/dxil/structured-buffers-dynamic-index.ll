; Variable array and vector indices inside an element (sb[i].arr[j]) and
; variable offsets from a byte address: the GEP's variable indices times the
; sizes they step over become i32 arithmetic at the access (i64 indices
; truncated), added to the constant offset. Structured buffers take the sum as
; the element offset, byte-address buffers add it to the address.
;
; RUN: %opt -load-pass-plugin=%plugin -passes=texel-dxil,texel-dxil-verify-ops -S %s | FileCheck %s
; RUN: %opt -load-pass-plugin=%plugin -passes=texel-dxil,texel-dxil-verify-ops -S %s | FileCheck %s --check-prefix=NODX
; NODX-NOT: llvm.dx.
; NODX-NOT: getelementptr

; %struct.A: i32 at 0, [4 x <2 x float>] at 8 (<2 x float> aligned to 8); 40
; bytes, 4-byte scalars: {4096 | 12 | 2 << 8 = 4620, 40}.
; CHECK-LABEL: define <2 x float> @dynamic(i32 %i, i32 %j, i64 %k) {
; CHECK-NEXT: [[AB:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 1 }, i32 0, i1 false)
; CHECK-NEXT: %a = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[AB]], %dx.types.ResourceProperties { i32 4620, i32 40 })
; A[i].arr[j]: 8 + j * 8.
; CHECK-NEXT: [[J8:%.*]] = mul i32 %j, 8
; CHECK-NEXT: [[OFF:%.*]] = add i32 [[J8]], 8
; CHECK-NEXT: %v = call %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle %a, i32 %i, i32 [[OFF]], i8 3, i32 4)
; CHECK-NEXT: [[X:%.*]] = extractvalue %dx.types.ResRet.f32 %v, 0
; CHECK-NEXT: [[V0:%.*]] = insertelement <2 x float> poison, float [[X]], i32 0
; CHECK-NEXT: [[Y:%.*]] = extractvalue %dx.types.ResRet.f32 %v, 1
; CHECK-NEXT: [[V1:%.*]] = insertelement <2 x float> [[V0]], float [[Y]], i32 1
; A[i].arr[j].y = 1: 8 + j * 8 + 4.
; CHECK-NEXT: [[J8B:%.*]] = mul i32 %j, 8
; CHECK-NEXT: [[OFFY:%.*]] = add i32 [[J8B]], 12
; CHECK-NEXT: call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle %a, i32 %i, i32 [[OFFY]], float 1.000000e+00, float undef, float undef, float undef, i8 1, i32 4)
; CHECK-NEXT: [[BB:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 1, i32 1, i32 0, i8 1 }, i32 1, i1 false)
; CHECK-NEXT: %b = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[BB]], %dx.types.ResourceProperties { i32 4107, i32 0 })
; B at i + k * 4 (k is i64).
; CHECK-NEXT: [[K:%.*]] = trunc i64 %k to i32
; CHECK-NEXT: [[K4:%.*]] = mul i32 [[K]], 4
; CHECK-NEXT: [[ADDR:%.*]] = add i32 %i, [[K4]]
; CHECK-NEXT: call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %b, i32 [[ADDR]], i32 undef, i32 7, i32 undef, i32 undef, i32 undef, i8 1, i32 4)
; CHECK-NEXT: ret <2 x float> [[V1]]

target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.6-compute"

%struct.A = type { i32, [4 x <2 x float>] }

@A.name = private unnamed_addr constant [2 x i8] c"A\00"
@B.name = private unnamed_addr constant [2 x i8] c"B\00"

define <2 x float> @dynamic(i32 %i, i32 %j, i64 %k) {
  %a = call target("dx.RawBuffer", %struct.A, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_struct.As_1_0t(i32 0, i32 0, i32 1, i32 0, ptr @A.name)
  %p = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.As_1_0t(target("dx.RawBuffer", %struct.A, 1, 0) %a, i32 %i)
  %pj = getelementptr inbounds %struct.A, ptr %p, i32 0, i32 1, i32 %j
  %v = load <2 x float>, ptr %pj, align 4
  %pjy = getelementptr inbounds nuw i8, ptr %pj, i32 4
  store float 1.0, ptr %pjy, align 4
  %b = call target("dx.RawBuffer", i8, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i8_1_0t(i32 0, i32 1, i32 1, i32 0, ptr @B.name)
  %q = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i8_1_0t(target("dx.RawBuffer", i8, 1, 0) %b, i32 %i)
  %qk = getelementptr inbounds i32, ptr %q, i64 %k
  store i32 7, ptr %qk, align 4
  ret <2 x float> %v
}

declare target("dx.RawBuffer", %struct.A, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_struct.As_1_0t(i32, i32, i32, i32, ptr)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.As_1_0t(target("dx.RawBuffer", %struct.A, 1, 0), i32)
declare target("dx.RawBuffer", i8, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i8_1_0t(i32, i32, i32, i32, ptr)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i8_1_0t(target("dx.RawBuffer", i8, 1, 0), i32)
