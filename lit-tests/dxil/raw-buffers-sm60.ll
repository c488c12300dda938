; Byte-address buffers below shader model 6.2: BufferLoad (op 68: h, i32
; byteAddress, i32 undef) and BufferStore (op 69: h, byteAddress, undef, T
; v0..v3, i8 mask) with a partial mask, as upstream LLVM lowers raw buffers
; before DXIL 1.2; at 6.2 the same accesses take RawBufferLoad / Store. A
; loaded vector stored again gives its components straight to the store.
;
; RUN: %opt -load-pass-plugin=%plugin -passes=texel-dxil,texel-dxil-verify -S %s | FileCheck %s --check-prefixes=CHECK,SM60
; RUN: sed 's/shadermodel6.0/shadermodel6.2/' %s | %opt -load-pass-plugin=%plugin -passes=texel-dxil,texel-dxil-verify -S | FileCheck %s --check-prefixes=CHECK,SM62
; RUN: %opt -load-pass-plugin=%plugin -passes=texel-dxil,texel-dxil-verify -S %s | FileCheck %s --check-prefix=NODX
; NODX-NOT: llvm.dx.
; NODX-NOT: insertelement

; CHECK-LABEL: define void @main() #0 {
; CHECK-NEXT: %i = call i32 @dx.op.threadId.i32(i32 93, i32 0)
; CHECK-NEXT: %addr = shl i32 %i, 3
; CHECK-NEXT: %in = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 0, i32 0, i1 false)
; CHECK-NEXT: %out = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
; SM60-NEXT: %v = call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle %in, i32 %addr, i32 undef)
; SM62-NEXT: %v = call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle %in, i32 %addr, i32 undef, i8 3, i32 4)
; CHECK-NEXT: [[X:%.*]] = extractvalue %dx.types.ResRet.i32 %v, 0
; CHECK-NEXT: [[Y:%.*]] = extractvalue %dx.types.ResRet.i32 %v, 1
; CHECK-NEXT: [[ADDR4:%.*]] = add i32 %addr, 4
; SM60-NEXT: call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %out, i32 [[ADDR4]], i32 undef, i32 [[X]], i32 [[Y]], i32 undef, i32 undef, i8 3)
; SM62-NEXT: call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %out, i32 [[ADDR4]], i32 undef, i32 [[X]], i32 [[Y]], i32 undef, i32 undef, i8 3, i32 4)
; CHECK-NEXT: ret void

; CHECK: [[RES:![0-9]+]] = !{[[SRVS:![0-9]+]], [[UAVS:![0-9]+]], null, null}
; CHECK: [[SRVS]] = !{[[IN:![0-9]+]]}
; CHECK: [[IN]] = !{i32 0, ptr @In, !"In", i32 0, i32 0, i32 1, i32 11, i32 0, null}
; CHECK: [[UAVS]] = !{[[OUT:![0-9]+]]}
; CHECK: [[OUT]] = !{i32 0, ptr @Out, !"Out", i32 0, i32 0, i32 1, i32 11, i1 false, i1 false, i1 false, null}

target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.0-compute"

@In.name = private unnamed_addr constant [3 x i8] c"In\00"
@Out.name = private unnamed_addr constant [4 x i8] c"Out\00"

define void @main() #0 {
  %i = call i32 @llvm.dx.thread.id(i32 0)
  %addr = shl i32 %i, 3
  %in = call target("dx.RawBuffer", i8, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i8_0_0t(i32 0, i32 0, i32 1, i32 0, ptr @In.name)
  %out = call target("dx.RawBuffer", i8, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i8_1_0t(i32 0, i32 0, i32 1, i32 0, ptr @Out.name)
  %p = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i8_0_0t(target("dx.RawBuffer", i8, 0, 0) %in, i32 %addr)
  %v = load <2 x i32>, ptr %p, align 4
  %q = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i8_1_0t(target("dx.RawBuffer", i8, 1, 0) %out, i32 %addr)
  %q4 = getelementptr inbounds nuw i8, ptr %q, i32 4
  store <2 x i32> %v, ptr %q4, align 4
  ret void
}

declare i32 @llvm.dx.thread.id(i32)
declare target("dx.RawBuffer", i8, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i8_0_0t(i32, i32, i32, i32, ptr)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i8_0_0t(target("dx.RawBuffer", i8, 0, 0), i32)
declare target("dx.RawBuffer", i8, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i8_1_0t(i32, i32, i32, i32, ptr)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i8_1_0t(target("dx.RawBuffer", i8, 1, 0), i32)

attributes #0 = { "hlsl.numthreads"="64,1,1" "hlsl.shader"="compute" }
