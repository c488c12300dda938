; ByteAddressBuffer / RWByteAddressBuffer (target("dx.RawBuffer", i8, IsWriteable,
; IsROV)) arrive as llvm.dx.resource.getpointer(h, i32 byteAddress) plus loads
; and stores of any scalar, vector or aggregate type at that address (or a
; constant GEP from it). texel-dxil lowers them to RawBufferLoad (op 139) and
; RawBufferStore (op 140) with the byte address as the index (constant GEP
; offsets added to it, folded when the address is a constant) and an undef
; element offset (upstream LLVM's validateRawBufferElementIndex: a raw
; buffer's element index is poison, lowered as undef; DXC passes undef);
; overload, mask and alignment follow the accessed type (half: f16 with
; alignment 2, double: f64 with alignment 8, SM 6.3+). Aggregates and vectors
; of more than four components take one op per leaf and per four components.
; ResourceProperties {11, 0} / {4096 | 11 = 4107, 0}; records kind 11 without
; tags; the symbols are %ByteAddressBuffer / %RWByteAddressBuffer = type { i32 }.
;
; RUN: %opt -load-pass-plugin=%plugin -passes=texel-dxil,texel-dxil-verify-ops -S %s | FileCheck %s
; RUN: %opt -load-pass-plugin=%plugin -passes=texel-dxil,texel-dxil-verify-ops -S %s | FileCheck %s --check-prefix=NODX
; NODX-NOT: llvm.dx.
; NODX-NOT: getelementptr

; CHECK-DAG: %ByteAddressBuffer = type { i32 }
; CHECK-DAG: %RWByteAddressBuffer = type { i32 }
; CHECK-DAG: @In = external constant %ByteAddressBuffer
; CHECK-DAG: @Out = external constant %RWByteAddressBuffer

; ByteAddressBuffer In : register(t0).
; CHECK-LABEL: define void @loads(i32 %addr) {
; CHECK-NEXT: [[B:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind zeroinitializer, i32 0, i1 false)
; CHECK-NEXT: %h = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B]], %dx.types.ResourceProperties { i32 11, i32 0 })
; In.Load(addr)
; CHECK-NEXT: %a = call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle %h, i32 %addr, i32 undef, i8 1, i32 4)
; CHECK-NEXT: [[A:%.*]] = extractvalue %dx.types.ResRet.i32 %a, 0
; CHECK-NEXT: store i32 [[A]], ptr @out.i32, align 4
; In.Load2(addr + 8), through a GEP: the offset is added to the address.
; CHECK-NEXT: [[ADDR8:%.*]] = add i32 %addr, 8
; CHECK-NEXT: %b = call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle %h, i32 [[ADDR8]], i32 undef, i8 3, i32 4)
; CHECK-NEXT: [[B0:%.*]] = extractvalue %dx.types.ResRet.i32 %b, 0
; CHECK-NEXT: [[V0:%.*]] = insertelement <2 x i32> poison, i32 [[B0]], i32 0
; CHECK-NEXT: [[B1:%.*]] = extractvalue %dx.types.ResRet.i32 %b, 1
; CHECK-NEXT: [[V1:%.*]] = insertelement <2 x i32> [[V0]], i32 [[B1]], i32 1
; CHECK-NEXT: store <2 x i32> [[V1]], ptr @out.v2, align 8
; In.Load<float4>(16).w
; CHECK-NEXT: %c = call %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle %h, i32 16, i32 undef, i8 15, i32 4)
; CHECK-NEXT: [[CW:%.*]] = extractvalue %dx.types.ResRet.f32 %c, 3
; CHECK-NEXT: store float [[CW]], ptr @out.f32, align 4
; A half at 16 + 34: the constant address folds.
; CHECK-NEXT: %hf = call %dx.types.ResRet.f16 @dx.op.rawBufferLoad.f16(i32 139, %dx.types.Handle %h, i32 50, i32 undef, i8 1, i32 2)
; CHECK-NEXT: [[HF:%.*]] = extractvalue %dx.types.ResRet.f16 %hf, 0
; CHECK-NEXT: store half [[HF]], ptr @out.f16, align 2
; CHECK-NEXT: %d = call %dx.types.ResRet.f64 @dx.op.rawBufferLoad.f64(i32 139, %dx.types.Handle %h, i32 %addr, i32 undef, i8 1, i32 8)
; CHECK-NEXT: [[D:%.*]] = extractvalue %dx.types.ResRet.f64 %d, 0
; CHECK-NEXT: store double [[D]], ptr @out.f64, align 8
; CHECK-NEXT: ret void

; RWByteAddressBuffer Out : register(u0).
; CHECK-LABEL: define void @stores(i32 %addr, i32 %x, <3 x float> %v, %struct.Pair %pair, <8 x i32> %wide) {
; CHECK-NEXT: [[B:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 1 }, i32 0, i1 false)
; CHECK-NEXT: %h = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B]], %dx.types.ResourceProperties { i32 4107, i32 0 })
; Out.Store(addr, x)
; CHECK-NEXT: call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %h, i32 %addr, i32 undef, i32 %x, i32 undef, i32 undef, i32 undef, i8 1, i32 4)
; Out.Store3(addr + 4, v)
; CHECK-NEXT: [[ADDR4:%.*]] = add i32 %addr, 4
; CHECK-NEXT: [[V0:%.*]] = extractelement <3 x float> %v, i32 0
; CHECK-NEXT: [[V1:%.*]] = extractelement <3 x float> %v, i32 1
; CHECK-NEXT: [[V2:%.*]] = extractelement <3 x float> %v, i32 2
; CHECK-NEXT: call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle %h, i32 [[ADDR4]], i32 undef, float [[V0]], float [[V1]], float [[V2]], float undef, i8 7, i32 4)
; Out.Store<Pair>(64, pair): one store per field (64, 68).
; CHECK-NEXT: [[PA:%.*]] = extractvalue %struct.Pair %pair, 0
; CHECK-NEXT: call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle %h, i32 64, i32 undef, float [[PA]], float undef, float undef, float undef, i8 1, i32 4)
; CHECK-NEXT: [[PB:%.*]] = extractvalue %struct.Pair %pair, 1
; CHECK-NEXT: call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %h, i32 68, i32 undef, i32 [[PB]], i32 undef, i32 undef, i32 undef, i8 1, i32 4)
; Eight components: two stores of four (addr, addr + 16).
; CHECK-NEXT: [[W0:%.*]] = extractelement <8 x i32> %wide, i32 0
; CHECK-NEXT: [[W1:%.*]] = extractelement <8 x i32> %wide, i32 1
; CHECK-NEXT: [[W2:%.*]] = extractelement <8 x i32> %wide, i32 2
; CHECK-NEXT: [[W3:%.*]] = extractelement <8 x i32> %wide, i32 3
; CHECK-NEXT: call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %h, i32 %addr, i32 undef, i32 [[W0]], i32 [[W1]], i32 [[W2]], i32 [[W3]], i8 15, i32 4)
; CHECK-NEXT: [[ADDR16:%.*]] = add i32 %addr, 16
; CHECK-NEXT: [[W4:%.*]] = extractelement <8 x i32> %wide, i32 4
; CHECK-NEXT: [[W5:%.*]] = extractelement <8 x i32> %wide, i32 5
; CHECK-NEXT: [[W6:%.*]] = extractelement <8 x i32> %wide, i32 6
; CHECK-NEXT: [[W7:%.*]] = extractelement <8 x i32> %wide, i32 7
; CHECK-NEXT: call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %h, i32 [[ADDR16]], i32 undef, i32 [[W4]], i32 [[W5]], i32 [[W6]], i32 [[W7]], i8 15, i32 4)
; CHECK-NEXT: ret void

; CHECK-DAG: declare %dx.types.ResRet.f16 @dx.op.rawBufferLoad.f16(i32, %dx.types.Handle, i32, i32, i8, i32)
; CHECK-DAG: declare %dx.types.ResRet.f64 @dx.op.rawBufferLoad.f64(i32, %dx.types.Handle, i32, i32, i8, i32)

; CHECK: [[RES:![0-9]+]] = !{[[SRVS:![0-9]+]], [[UAVS:![0-9]+]], null, null}
; CHECK: [[SRVS]] = !{[[IN:![0-9]+]]}
; CHECK: [[IN]] = !{i32 0, ptr @In, !"In", i32 0, i32 0, i32 1, i32 11, i32 0, null}
; CHECK: [[UAVS]] = !{[[OUT:![0-9]+]]}
; CHECK: [[OUT]] = !{i32 0, ptr @Out, !"Out", i32 0, i32 0, i32 1, i32 11, i1 false, i1 false, i1 false, null}

target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.6-compute"

%struct.Pair = type { float, i32 }

@In.name = private unnamed_addr constant [3 x i8] c"In\00"
@Out.name = private unnamed_addr constant [4 x i8] c"Out\00"

@out.i32 = global i32 0, align 4
@out.v2 = global <2 x i32> zeroinitializer, align 8
@out.f32 = global float 0.000000e+00, align 4
@out.f16 = global half 0xH0000, align 2
@out.f64 = global double 0.000000e+00, align 8

define void @loads(i32 %addr) {
  %h = call target("dx.RawBuffer", i8, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i8_0_0t(i32 0, i32 0, i32 1, i32 0, ptr @In.name)
  %p = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i8_0_0t(target("dx.RawBuffer", i8, 0, 0) %h, i32 %addr)
  %a = load i32, ptr %p, align 4
  store i32 %a, ptr @out.i32, align 4
  %p8 = getelementptr inbounds nuw i8, ptr %p, i32 8
  %b = load <2 x i32>, ptr %p8, align 4
  store <2 x i32> %b, ptr @out.v2, align 8
  %c16 = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i8_0_0t(target("dx.RawBuffer", i8, 0, 0) %h, i32 16)
  %c = load <4 x float>, ptr %c16, align 4
  %cw = extractelement <4 x float> %c, i32 3
  store float %cw, ptr @out.f32, align 4
  %p2 = getelementptr inbounds nuw i8, ptr %c16, i32 34
  %hf = load half, ptr %p2, align 2
  store half %hf, ptr @out.f16, align 2
  %d = load double, ptr %p, align 8
  store double %d, ptr @out.f64, align 8
  ret void
}

define void @stores(i32 %addr, i32 %x, <3 x float> %v, %struct.Pair %pair, <8 x i32> %wide) {
  %h = call target("dx.RawBuffer", i8, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i8_1_0t(i32 0, i32 0, i32 1, i32 0, ptr @Out.name)
  %p = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i8_1_0t(target("dx.RawBuffer", i8, 1, 0) %h, i32 %addr)
  store i32 %x, ptr %p, align 4
  %p4 = getelementptr inbounds nuw i8, ptr %p, i32 4
  store <3 x float> %v, ptr %p4, align 4
  %q = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i8_1_0t(target("dx.RawBuffer", i8, 1, 0) %h, i32 64)
  store %struct.Pair %pair, ptr %q, align 4
  store <8 x i32> %wide, ptr %p, align 4
  ret void
}

declare target("dx.RawBuffer", i8, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i8_0_0t(i32, i32, i32, i32, ptr)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i8_0_0t(target("dx.RawBuffer", i8, 0, 0), i32)
declare target("dx.RawBuffer", i8, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i8_1_0t(i32, i32, i32, i32, ptr)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i8_1_0t(target("dx.RawBuffer", i8, 1, 0), i32)
