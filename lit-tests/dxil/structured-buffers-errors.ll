; Structured-buffer accesses texel-dxil cannot lower are errors at the
; instruction, all reported in one run, and the module is not changed (the
; analysis reads the whole module first): an address before the element, a
; 64-bit value below shader model 6.3, a store to a read-only
; buffer, an access past the element's stride, an i8 value, a volatile load
; and an element pointer passed to a call.
;
; RUN: not %opt -load-pass-plugin=%plugin -passes=texel-dxil -disable-output %s 2>&1 | FileCheck %s --implicit-check-not=texel-dxil:
; RUN: not %opt -load-pass-plugin=%plugin -passes=texel-dxil -disable-output %s 2>&1 | grep texel-dxil: | count 7
;
; CHECK: error: texel-dxil: in function 'main': '%before = getelementptr inbounds i8, ptr %pa, i32 -4': cannot lower this access to the StructuredBuffer<A>: it addresses bytes before the element
; CHECK-NEXT: {{^}}texel-dxil: in function 'main': '%d = load double, ptr %pdd, align 8': cannot lower this access to the StructuredBuffer<A>: it accesses double values, and 64-bit raw buffer accesses need shader model 6.3 or newer; the module targets 6.2
; CHECK-NEXT: {{^}}texel-dxil: in function 'main': 'store float %x, ptr %pf, align 4': cannot lower this access to the StructuredBuffer<float>: it stores to a read-only (SRV) buffer; only RW buffers are writable
; CHECK-NEXT: {{^}}texel-dxil: in function 'main': '%two = load <2 x float>, ptr %pf2, align 4': cannot lower this access to the StructuredBuffer<float>: it accesses bytes 0 to 8 of an element of 4 bytes
; CHECK-NEXT: {{^}}texel-dxil: in function 'main': '%byte = load i8, ptr %prw, align 1': cannot lower this access to the RWStructuredBuffer<uint>: it accesses i8 values; DXIL buffers hold 16-, 32- and 64-bit values
; CHECK-NEXT: {{^}}texel-dxil: in function 'main': '%vol = load volatile i32, ptr %prw2, align 4': cannot lower this access to the RWStructuredBuffer<uint>: volatile and atomic accesses are not supported
; CHECK-NEXT: {{^}}texel-dxil: in function 'main': 'call void @use(ptr %prw3)': cannot lower this access to the RWStructuredBuffer<uint>: texel-dxil lowers loads, stores and GEPs of buffer element pointers only

target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.2-compute"

%struct.A = type { [4 x float], double }

@A.name = private unnamed_addr constant [2 x i8] c"A\00"
@F.name = private unnamed_addr constant [2 x i8] c"F\00"
@RW.name = private unnamed_addr constant [3 x i8] c"RW\00"

define void @main(i32 %i, i32 %j, float %x) #0 {
  %a = call target("dx.RawBuffer", %struct.A, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_struct.As_0_0t(i32 0, i32 0, i32 1, i32 0, ptr @A.name)
  %f = call target("dx.RawBuffer", float, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_f32_0_0t(i32 0, i32 1, i32 1, i32 0, ptr @F.name)
  %rw = call target("dx.RawBuffer", i32, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_1_0t(i32 0, i32 0, i32 1, i32 0, ptr @RW.name)
  ; An address before the element.
  %pa = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.As_0_0t(target("dx.RawBuffer", %struct.A, 0, 0) %a, i32 %i)
  %before = getelementptr inbounds i8, ptr %pa, i32 -4
  %v = load float, ptr %before, align 4
  ; A double below shader model 6.3.
  %pd = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.As_0_0t(target("dx.RawBuffer", %struct.A, 0, 0) %a, i32 %j)
  %pdd = getelementptr inbounds %struct.A, ptr %pd, i32 0, i32 1
  %d = load double, ptr %pdd, align 8
  ; A store to a read-only StructuredBuffer.
  %pf = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_f32_0_0t(target("dx.RawBuffer", float, 0, 0) %f, i32 %i)
  store float %x, ptr %pf, align 4
  ; Eight bytes of a four-byte element.
  %pf2 = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_f32_0_0t(target("dx.RawBuffer", float, 0, 0) %f, i32 %j)
  %two = load <2 x float>, ptr %pf2, align 4
  ; An i8 access, a volatile load, and the element pointer passed to a call.
  %prw = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %rw, i32 %i)
  %byte = load i8, ptr %prw, align 1
  %prw2 = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %rw, i32 %j)
  %vol = load volatile i32, ptr %prw2, align 4
  %prw3 = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %rw, i32 0)
  call void @use(ptr %prw3)
  ret void
}

declare void @use(ptr)
declare target("dx.RawBuffer", %struct.A, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_struct.As_0_0t(i32, i32, i32, i32, ptr)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.As_0_0t(target("dx.RawBuffer", %struct.A, 0, 0), i32)
declare target("dx.RawBuffer", float, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_f32_0_0t(i32, i32, i32, i32, ptr)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_f32_0_0t(target("dx.RawBuffer", float, 0, 0), i32)
declare target("dx.RawBuffer", i32, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_1_0t(i32, i32, i32, i32, ptr)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0), i32)

attributes #0 = { "hlsl.numthreads"="64,1,1" "hlsl.shader"="compute" }
