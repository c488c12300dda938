; Byte-address buffer accesses texel-dxil cannot lower are errors at the
; instruction, all reported in one run (each once), and the module is not
; changed: a store to a read-only ByteAddressBuffer, an i8 value, a 64-bit value
; below shader model 6.3, and an address chosen by a select of two element
; pointers.
;
; RUN: not %opt -load-pass-plugin=%plugin -passes=texel-dxil -disable-output %s 2>&1 | FileCheck %s --implicit-check-not=texel-dxil:
; RUN: not %opt -load-pass-plugin=%plugin -passes=texel-dxil -disable-output %s 2>&1 | grep texel-dxil: | count 4
;
; CHECK: error: texel-dxil: in function 'main': 'store i32 %k, ptr %p, align 4': cannot lower this access to the ByteAddressBuffer: it stores to a read-only (SRV) buffer; only RW buffers are writable
; CHECK-NEXT: {{^}}texel-dxil: in function 'main': 'store i8 1, ptr %q, align 1': cannot lower this access to the RWByteAddressBuffer: it accesses i8 values; DXIL buffers hold 16-, 32- and 64-bit values
; CHECK-NEXT: {{^}}texel-dxil: in function 'main': '%wide = load i64, ptr %r, align 8': cannot lower this access to the RWByteAddressBuffer: it accesses i64 values, and 64-bit raw buffer accesses need shader model 6.3 or newer; the module targets 6.2
; CHECK-NEXT: {{^}}texel-dxil: in function 'main': '%sel = select i1 %c, ptr %t, ptr %s': cannot lower this access to the RWByteAddressBuffer: texel-dxil lowers loads, stores and GEPs of buffer element pointers only

target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.2-compute"

@In.name = private unnamed_addr constant [3 x i8] c"In\00"
@Out.name = private unnamed_addr constant [4 x i8] c"Out\00"

define void @main(i32 %addr, i32 %k, i1 %c) #0 {
  %in = call target("dx.RawBuffer", i8, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i8_0_0t(i32 0, i32 0, i32 1, i32 0, ptr @In.name)
  %out = call target("dx.RawBuffer", i8, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i8_1_0t(i32 0, i32 0, i32 1, i32 0, ptr @Out.name)
  ; Writing a read-only ByteAddressBuffer.
  %p = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i8_0_0t(target("dx.RawBuffer", i8, 0, 0) %in, i32 %addr)
  store i32 %k, ptr %p, align 4
  ; Bytes and 64-bit integers below shader model 6.3.
  %q = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i8_1_0t(target("dx.RawBuffer", i8, 1, 0) %out, i32 %addr)
  store i8 1, ptr %q, align 1
  %r = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i8_1_0t(target("dx.RawBuffer", i8, 1, 0) %out, i32 %k)
  %wide = load i64, ptr %r, align 8
  ; An address chosen by a select.
  %s = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i8_1_0t(target("dx.RawBuffer", i8, 1, 0) %out, i32 0)
  %t = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i8_1_0t(target("dx.RawBuffer", i8, 1, 0) %out, i32 4)
  %sel = select i1 %c, ptr %t, ptr %s
  store i32 1, ptr %sel, align 4
  ret void
}

declare target("dx.RawBuffer", i8, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i8_0_0t(i32, i32, i32, i32, ptr)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i8_0_0t(target("dx.RawBuffer", i8, 0, 0), i32)
declare target("dx.RawBuffer", i8, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i8_1_0t(i32, i32, i32, i32, ptr)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i8_1_0t(target("dx.RawBuffer", i8, 1, 0), i32)

attributes #0 = { "hlsl.numthreads"="64,1,1" "hlsl.shader"="compute" }
