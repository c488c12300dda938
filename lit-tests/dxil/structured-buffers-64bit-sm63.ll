; 64-bit values in structured buffers: from shader model 6.3 (DXIL 1.3)
; RawBufferLoad / RawBufferStore have f64 and i64 overloads (DXIL.td); the
; alignment operand is 8, the mask counts 64-bit components. At 6.6 the
; handles carry the struct's alignment (8: log2 3) in word 0 bits 8-11:
; RWStructuredBuffer<W> {4096 | 12 | 3 << 8 = 4876, 32}.
;
; RUN: %opt -load-pass-plugin=%plugin -passes=texel-dxil,texel-dxil-verify -S %s | FileCheck %s
; RUN: sed 's/shadermodel6.3/shadermodel6.6/' %s | %opt -load-pass-plugin=%plugin -passes=texel-dxil,texel-dxil-verify -S | FileCheck %s --check-prefix=SM66

; CHECK: %dx.types.ResRet.f64 = type { double, double, double, double, i32 }
; CHECK-LABEL: define void @main() #0 {
; CHECK-NEXT: %i = call i32 @dx.op.threadId.i32(i32 93, i32 0)
; CHECK-NEXT: %in = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 0, i32 0, i1 false)
; CHECK-NEXT: %out = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
; CHECK-NEXT: %v = call %dx.types.ResRet.f64 @dx.op.rawBufferLoad.f64(i32 139, %dx.types.Handle %in, i32 %i, i32 0, i8 3, i32 8)
; CHECK-NEXT: [[Y:%.*]] = extractvalue %dx.types.ResRet.f64 %v, 1
; CHECK-NEXT: [[X:%.*]] = extractvalue %dx.types.ResRet.f64 %v, 0
; CHECK-NEXT: %bits = bitcast double [[X]] to i64
; CHECK-NEXT: call void @dx.op.rawBufferStore.i64(i32 140, %dx.types.Handle %out, i32 %i, i32 0, i64 %bits, i64 undef, i64 undef, i64 undef, i8 1, i32 8)
; CHECK-NEXT: call void @dx.op.rawBufferStore.f64(i32 140, %dx.types.Handle %out, i32 %i, i32 8, double [[X]], double [[Y]], double [[Y]], double undef, i8 7, i32 8)
; CHECK-NEXT: ret void

; CHECK-DAG: declare %dx.types.ResRet.f64 @dx.op.rawBufferLoad.f64(i32, %dx.types.Handle, i32, i32, i8, i32)
; CHECK-DAG: declare void @dx.op.rawBufferStore.i64(i32, %dx.types.Handle, i32, i32, i64, i64, i64, i64, i8, i32)
; CHECK-DAG: declare void @dx.op.rawBufferStore.f64(i32, %dx.types.Handle, i32, i32, double, double, double, double, i8, i32)
; CHECK-DAG: !{i32 0, ptr @In, !"In", i32 0, i32 0, i32 1, i32 12, i32 0, [[S16:![0-9]+]]}
; CHECK-DAG: [[S16]] = !{i32 1, i32 16}
; CHECK-DAG: !{i32 0, ptr @Out, !"Out", i32 0, i32 0, i32 1, i32 12, i1 false, i1 false, i1 false, [[S32:![0-9]+]]}
; CHECK-DAG: [[S32]] = !{i32 1, i32 32}

; SM66: call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle {{%.*}}, %dx.types.ResourceProperties { i32 12, i32 16 })
; SM66: call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle {{%.*}}, %dx.types.ResourceProperties { i32 4876, i32 32 })
; SM66: call %dx.types.ResRet.f64 @dx.op.rawBufferLoad.f64(i32 139, %dx.types.Handle %in, i32 %i, i32 0, i8 3, i32 8)

target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.3-compute"

%struct.W = type { i64, <3 x double> }

@In.name = private unnamed_addr constant [3 x i8] c"In\00"
@Out.name = private unnamed_addr constant [4 x i8] c"Out\00"

define void @main() #0 {
  %i = call i32 @llvm.dx.thread.id(i32 0)
  %in = call target("dx.RawBuffer", <2 x double>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v2f64_0_0t(i32 0, i32 0, i32 1, i32 0, ptr @In.name)
  %out = call target("dx.RawBuffer", %struct.W, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_struct.Ws_1_0t(i32 0, i32 0, i32 1, i32 0, ptr @Out.name)
  %p = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v2f64_0_0t(target("dx.RawBuffer", <2 x double>, 0, 0) %in, i32 %i)
  %v = load <2 x double>, ptr %p, align 16
  %x = extractelement <2 x double> %v, i32 0
  %y = extractelement <2 x double> %v, i32 1
  %bits = bitcast double %x to i64
  %q = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.Ws_1_0t(target("dx.RawBuffer", %struct.W, 1, 0) %out, i32 %i)
  store i64 %bits, ptr %q, align 8
  %qd = getelementptr inbounds %struct.W, ptr %q, i32 0, i32 1
  %d0 = insertelement <3 x double> poison, double %x, i32 0
  %d1 = insertelement <3 x double> %d0, double %y, i32 1
  %d2 = insertelement <3 x double> %d1, double %y, i32 2
  store <3 x double> %d2, ptr %qd, align 8
  ret void
}

declare i32 @llvm.dx.thread.id(i32)
declare target("dx.RawBuffer", <2 x double>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v2f64_0_0t(i32, i32, i32, i32, ptr)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v2f64_0_0t(target("dx.RawBuffer", <2 x double>, 0, 0), i32)
declare target("dx.RawBuffer", %struct.W, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_struct.Ws_1_0t(i32, i32, i32, i32, ptr)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.Ws_1_0t(target("dx.RawBuffer", %struct.W, 1, 0), i32)

attributes #0 = { "hlsl.numthreads"="64,1,1" "hlsl.shader"="compute" }
