; cbuffer reads texel-dxil cannot lower are errors at the instruction, all
; reported in one run, and the module is not changed: a read in the entry
; block before the handle is created, a store to a member, a variable index
; into a vector member (array elements of whole rows are fine), an i1 read, a component at a misaligned byte offset, the
; handle global read back, and a read in a function that creates no handle of
; the cbuffer.
;
; RUN: not %opt -load-pass-plugin=%plugin -passes=texel-dxil -disable-output %s 2>&1 | FileCheck %s --implicit-check-not=texel-dxil:
; RUN: not %opt -load-pass-plugin=%plugin -passes=texel-dxil -disable-output %s 2>&1 | grep texel-dxil: | count 7
;
; CHECK-DAG: texel-dxil: in function 'main': '%early = load i32, ptr addrspace(2) @flag, align 4': cannot lower this access to cbuffer 'C': the cbuffer's handle must be created in the entry block of 'main', before every read of its members
; CHECK-DAG: texel-dxil: in function 'main': 'store i32 %early, ptr addrspace(2) @flag, align 4': cannot lower this access to cbuffer 'C': cbuffers are read-only
; CHECK-DAG: texel-dxil: in function 'main': '%pk = getelementptr inbounds <4 x float>, ptr addrspace(2) @v, i32 0, i32 %k': cannot lower this access to cbuffer 'C': its address is not a constant offset into the cbuffer member, nor an index of array elements of whole 16-byte rows
; CHECK-DAG: texel-dxil: in function 'main': '%bit = load i1, ptr addrspace(2) @flag, align 4': cannot lower this access to cbuffer 'C': cbuffers hold 16-, 32- and 64-bit values, not i1
; CHECK-DAG: texel-dxil: in function 'main': '%odd = load float, ptr addrspace(2) getelementptr inbounds nuw (i8, ptr addrspace(2) @v, i32 2), align 2': cannot lower this access to cbuffer 'C': byte offset 2 is not a multiple of the 4-byte component size
; CHECK-DAG: texel-dxil: in function 'main': '%again = load target("dx.CBuffer", %__cblayout_C), ptr @C.cb, align 4': the cbuffer handle global @C.cb may only be stored to, with a handle from llvm.dx.resource.handlefrombinding; texel-dxil reads cbuffer members through their own globals
; CHECK-DAG: texel-dxil: in function 'helper': '%x = load float, ptr addrspace(2) @v, align 16': cannot lower this access to cbuffer 'C': 'helper' does not create the cbuffer's handle (llvm.dx.resource.handlefrombinding stored to @C.cb); inline it into the entry point

target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.6-compute"

%__cblayout_C = type <{ <4 x float>, i32 }>

@C.cb = local_unnamed_addr global target("dx.CBuffer", %__cblayout_C) poison
@v = external hidden addrspace(2) global <4 x float>
@flag = external hidden addrspace(2) global i32
@C.str = private unnamed_addr constant [2 x i8] c"C\00", align 1

@out = global float 0.000000e+00, align 4

define void @main(i32 %k) #0 {
entry:
  ; A read before the handle exists.
  %early = load i32, ptr addrspace(2) @flag, align 4
  %c = call target("dx.CBuffer", %__cblayout_C) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s___cblayout_Cst(i32 0, i32 0, i32 1, i32 0, ptr nonnull @C.str)
  store target("dx.CBuffer", %__cblayout_C) %c, ptr @C.cb, align 4
  ; A write, a variable index, an i1 and a misaligned float.
  store i32 %early, ptr addrspace(2) @flag, align 4
  %pk = getelementptr inbounds <4 x float>, ptr addrspace(2) @v, i32 0, i32 %k
  %vk = load float, ptr addrspace(2) %pk, align 4
  %bit = load i1, ptr addrspace(2) @flag, align 4
  %odd = load float, ptr addrspace(2) getelementptr inbounds nuw (i8, ptr addrspace(2) @v, i32 2), align 2
  ; The handle global read back.
  %again = load target("dx.CBuffer", %__cblayout_C), ptr @C.cb, align 4
  store float %vk, ptr @out, align 4
  ret void
}

; A function that reads the cbuffer without creating its handle.
define float @helper() {
  %x = load float, ptr addrspace(2) @v, align 16
  ret float %x
}

declare target("dx.CBuffer", %__cblayout_C) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s___cblayout_Cst(i32, i32, i32, i32, ptr)

attributes #0 = { "hlsl.numthreads"="8,8,1" "hlsl.shader"="compute" }

!hlsl.cbs = !{!0}

!0 = !{ptr @C.cb, ptr addrspace(2) @v, ptr addrspace(2) @flag}
