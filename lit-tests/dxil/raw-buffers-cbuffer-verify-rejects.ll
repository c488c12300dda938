; texel-dxil-verify on hand-written DXIL-op IR with RawBufferLoad / Store and
; CBufferLoadLegacy: the element offset follows the resource's kind (undef for
; byte-address buffers, given for structured buffers), masks and alignments
; are immediates (the alignment a power of two), a raw store's values match its
; write mask, stores need a UAV raw or structured buffer, cbuffer rows need a
; CBV and their 16-bit rows eight fields; a remaining !hlsl.cbs means the
; cbuffers were not lowered. The first three calls are well formed.
;
; RUN: not %opt -load-pass-plugin=%plugin -passes=texel-dxil-verify -disable-output %s 2>&1 | FileCheck %s --implicit-check-not=texel-dxil-verify:
;
; CHECK: error: texel-dxil-verify: !hlsl.cbs is still there: the cbuffers were not lowered (their members are read with dx.op.cbufferLoadLegacy)
; CHECK-NEXT: texel-dxil-verify: in function 'main': '%raw.offset = call {{.*}}': RawBufferLoad (dx.op.rawBufferLoad.f32), operand 3 (element offset): must be undef: a byte-address buffer (RawBuffer) has no element offset: the index is the byte offset
; CHECK-NEXT: texel-dxil-verify: in function 'main': '%sb.no.offset = call {{.*}}': RawBufferLoad (dx.op.rawBufferLoad.f32), operand 3 (element offset): must not be undef: it is the byte offset inside the element of a StructuredBuffer
; CHECK-NEXT: texel-dxil-verify: in function 'main': '%mask.variable = call {{.*}}': RawBufferLoad (dx.op.rawBufferLoad.f32), operand 4 (read mask): must be a constant, found i8 %mask
; CHECK-NEXT: texel-dxil-verify: in function 'main': '%align.three = call {{.*}}': RawBufferLoad (dx.op.rawBufferLoad.f32), operand 5 (alignment): must be a power of two, found 3
; CHECK-NEXT: texel-dxil-verify: in function 'main': 'call void @dx.op.rawBufferStore.f32({{.*}} i8 3, i32 4)': RawBufferStore (dx.op.rawBufferStore.f32), operand 5 (value 1): must not be undef: write mask 3 writes component 1
; CHECK-NEXT: texel-dxil-verify: in function 'main': 'call void @dx.op.rawBufferStore.f32({{.*}} i8 3, i32 4)': RawBufferStore (dx.op.rawBufferStore.f32), operand 6 (value 2): must be undef: write mask 3 does not write component 2 (the stored values must match the write mask)
; CHECK-NEXT: texel-dxil-verify: in function 'main': 'call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle %sb, {{.*}})': RawBufferStore (dx.op.rawBufferStore.f32), operand 1 (resource): must be a writable (UAV) ByteAddressBuffer or StructuredBuffer handle, found an SRV StructuredBuffer handle
; CHECK-NEXT: texel-dxil-verify: in function 'main': '%row.uav = call {{.*}}': CBufferLoadLegacy (dx.op.cbufferLoadLegacy.f32), operand 1 (resource): must be a cbuffer handle, found a UAV ByteAddressBuffer handle
; CHECK-NEXT: texel-dxil-verify: in function 'main': '%short.row = call {{.*}}': CBufferLoadLegacy (dx.op.cbufferLoadLegacy.f16): the result must be %dx.types.CBufRet.f16.8 = type { half, half, half, half, half, half, half, half }, found %dx.types.CBufRet.f16 = type { half, half, half, half }

target triple = "dxil-pc-shadermodel6.6-compute"

%dx.types.Handle = type { ptr }
%dx.types.ResBind = type { i32, i32, i32, i8 }
%dx.types.ResourceProperties = type { i32, i32 }
%dx.types.ResRet.f32 = type { float, float, float, float, i32 }
%dx.types.CBufRet.f32 = type { float, float, float, float }
%dx.types.CBufRet.f16 = type { half, half, half, half }

@g = external global i32

define void @main(i32 %i, i8 %mask) {
  %raw.b = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 1 }, i32 0, i1 false)
  %raw = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %raw.b, %dx.types.ResourceProperties { i32 4107, i32 0 })
  %sb.b = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 0 }, i32 0, i1 false)
  %sb = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %sb.b, %dx.types.ResourceProperties { i32 524, i32 20 })
  %cb.b = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 2 }, i32 0, i1 false)
  %cb = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %cb.b, %dx.types.ResourceProperties { i32 13, i32 32 })
  ; Fine: a byte address with an undef element offset, an element offset.
  %ok.raw = call %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle %raw, i32 %i, i32 undef, i8 1, i32 4)
  %ok.sb = call %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle %sb, i32 %i, i32 16, i8 15, i32 4)
  %ok.cb = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %cb, i32 %i)
  ; Element offsets by kind.
  %raw.offset = call %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle %raw, i32 %i, i32 0, i8 1, i32 4)
  %sb.no.offset = call %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle %sb, i32 %i, i32 undef, i8 1, i32 4)
  ; Immediates: a computed mask, an alignment that is no power of two.
  %mask.variable = call %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle %raw, i32 %i, i32 undef, i8 %mask, i32 4)
  %align.three = call %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle %raw, i32 %i, i32 undef, i8 1, i32 3)
  ; Stored values must match the write mask.
  call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle %raw, i32 %i, i32 undef, float 1.0, float undef, float 2.0, float undef, i8 3, i32 4)
  ; A store to the read-only structured buffer; a cbuffer row from a UAV.
  call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle %sb, i32 %i, i32 0, float 1.0, float undef, float undef, float undef, i8 1, i32 4)
  %row.uav = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %raw, i32 0)
  ; A 16-bit row needs eight fields (%dx.types.CBufRet.f16.8).
  %short.row = call %dx.types.CBufRet.f16 @dx.op.cbufferLoadLegacy.f16(i32 59, %dx.types.Handle %cb, i32 0)
  ret void
}

declare %dx.types.Handle @dx.op.createHandleFromBinding(i32, %dx.types.ResBind, i32, i1)
declare %dx.types.Handle @dx.op.annotateHandle(i32, %dx.types.Handle, %dx.types.ResourceProperties)
declare %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32, %dx.types.Handle, i32, i32, i8, i32)
declare void @dx.op.rawBufferStore.f32(i32, %dx.types.Handle, i32, i32, float, float, float, float, i8, i32)
declare %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32, %dx.types.Handle, i32)
declare %dx.types.CBufRet.f16 @dx.op.cbufferLoadLegacy.f16(i32, %dx.types.Handle, i32)

!hlsl.cbs = !{!0}
!0 = !{ptr @g}
