; Below shader model 6.2 (DXIL 1.2) there is no RawBufferLoad / RawBufferStore:
; structured buffers use BufferLoad (op 68: h, i32 index, i32 elementOffset)
; and BufferStore (op 69: h, index, elementOffset, T v0..v3, i8 mask) with the
; same index and element offset, and a partial mask (upstream LLVM's
; lowerRawBufferLoad / lowerBufferStore with DXILVersion < 1.2). From 6.2 the
; same module takes the raw ops. Handles are createHandle (op 57) below 6.6,
; naming the !dx.resources record; a stored vector built by insertelement
; gives its scalars straight to the op.
;
; RUN: %opt -load-pass-plugin=%plugin -passes=texel-dxil,texel-dxil-verify -S %s | FileCheck %s --check-prefixes=CHECK,SM61
; RUN: sed 's/shadermodel6.1/shadermodel6.2/' %s | %opt -load-pass-plugin=%plugin -passes=texel-dxil,texel-dxil-verify -S | FileCheck %s --check-prefixes=CHECK,SM62
; RUN: %opt -load-pass-plugin=%plugin -passes=texel-dxil,texel-dxil-verify -S %s | FileCheck %s --check-prefix=NODX
; NODX-NOT: llvm.dx.
; NODX-NOT: insertelement

; CHECK-LABEL: define void @main() #0 {
; CHECK-NEXT: %i = call i32 @dx.op.threadId.i32(i32 93, i32 0)
; CHECK-NEXT: %in = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 0, i32 0, i1 false)
; CHECK-NEXT: %out = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
; SM61-NEXT: %b = call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle %in, i32 %i, i32 4)
; SM62-NEXT: %b = call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle %in, i32 %i, i32 4, i8 1, i32 4)
; CHECK-NEXT: [[B:%.*]] = extractvalue %dx.types.ResRet.i32 %b, 0
; SM61-NEXT: %a = call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle %in, i32 %i, i32 0)
; SM62-NEXT: %a = call %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle %in, i32 %i, i32 0, i8 1, i32 4)
; CHECK-NEXT: [[A:%.*]] = extractvalue %dx.types.ResRet.f32 %a, 0
; CHECK-NEXT: %bf = uitofp i32 [[B]] to float
; SM61-NEXT: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle %out, i32 %i, i32 8, float [[A]], float %bf, float undef, float undef, i8 3)
; SM62-NEXT: call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle %out, i32 %i, i32 8, float [[A]], float %bf, float undef, float undef, i8 3, i32 4)
; CHECK-NEXT: ret void

; SM61-DAG: declare %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32, %dx.types.Handle, i32, i32)
; SM61-DAG: declare void @dx.op.bufferStore.f32(i32, %dx.types.Handle, i32, i32, float, float, float, float, i8)

; The records createHandle names: SRV 0 and UAV 0, kind 12, strides 8 and 16.
; CHECK: [[RES:![0-9]+]] = !{[[SRVS:![0-9]+]], [[UAVS:![0-9]+]], null, null}
; CHECK: [[SRVS]] = !{[[IN:![0-9]+]]}
; CHECK: [[IN]] = !{i32 0, ptr @In, !"In", i32 0, i32 0, i32 1, i32 12, i32 0, [[S8:![0-9]+]]}
; CHECK: [[S8]] = !{i32 1, i32 8}
; CHECK: [[UAVS]] = !{[[OUT:![0-9]+]]}
; CHECK: [[OUT]] = !{i32 0, ptr @Out, !"Out", i32 0, i32 0, i32 1, i32 12, i1 false, i1 false, i1 false, [[S16:![0-9]+]]}
; CHECK: [[S16]] = !{i32 1, i32 16}
; SM61: !{!"cs", i32 6, i32 1}
; SM62: !{!"cs", i32 6, i32 2}

target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.1-compute"

%struct.P = type { float, i32 }

@In.name = private unnamed_addr constant [3 x i8] c"In\00"
@Out.name = private unnamed_addr constant [4 x i8] c"Out\00"

define void @main() #0 {
  %i = call i32 @llvm.dx.thread.id(i32 0)
  %in = call target("dx.RawBuffer", %struct.P, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_struct.Ps_0_0t(i32 0, i32 0, i32 1, i32 0, ptr @In.name)
  %out = call target("dx.RawBuffer", <4 x float>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f32_1_0t(i32 0, i32 0, i32 1, i32 0, ptr @Out.name)
  %p = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.Ps_0_0t(target("dx.RawBuffer", %struct.P, 0, 0) %in, i32 %i)
  %pb = getelementptr inbounds nuw i8, ptr %p, i32 4
  %b = load i32, ptr %pb, align 4
  %a = load float, ptr %p, align 4
  %bf = uitofp i32 %b to float
  %q = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_1_0t(target("dx.RawBuffer", <4 x float>, 1, 0) %out, i32 %i)
  %qz = getelementptr inbounds nuw i8, ptr %q, i32 8
  %v0 = insertelement <2 x float> poison, float %a, i32 0
  %v1 = insertelement <2 x float> %v0, float %bf, i32 1
  store <2 x float> %v1, ptr %qz, align 4
  ret void
}

declare i32 @llvm.dx.thread.id(i32)
declare target("dx.RawBuffer", %struct.P, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_struct.Ps_0_0t(i32, i32, i32, i32, ptr)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.Ps_0_0t(target("dx.RawBuffer", %struct.P, 0, 0), i32)
declare target("dx.RawBuffer", <4 x float>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f32_1_0t(i32, i32, i32, i32, ptr)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_1_0t(target("dx.RawBuffer", <4 x float>, 1, 0), i32)

attributes #0 = { "hlsl.numthreads"="64,1,1" "hlsl.shader"="compute" }
