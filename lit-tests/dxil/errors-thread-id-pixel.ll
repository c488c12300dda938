; The checked op constructor (dxil::checked_op, after LLVM's tryCreateOp)
; checks every op against its row of the op table: the thread-id ops
; (ThreadId, GroupId, ThreadIdInGroup, FlattenedThreadIdInGroup) are DXIL ops
; of the thread-group stages (compute, mesh, amplification) and libraries only,
; so a pixel-stage module that asks for them is rejected at each call, and the
; module is left as it was. The same calls lower in a compute module
; (buffers.ll, @thread_ids).
;
; RUN: not %opt -load-pass-plugin=%plugin -passes=texel-dxil -disable-output %s 2>&1 | FileCheck %s --implicit-check-not=texel-dxil:
;
; Exactly these diagnostics, nothing else from texel-dxil:
; CHECK: error: texel-dxil: in function 'main': '%tx = call i32 @llvm.dx.thread.id(i32 0)': ThreadId is not allowed in pixel shaders: DXIL allows it in compute, mesh and amplification shaders and libraries only
; CHECK-NEXT: {{^}}texel-dxil: in function 'main': '%gy = call i32 @llvm.dx.group.id(i32 1)': GroupId is not allowed in pixel shaders: DXIL allows it in compute, mesh and amplification shaders and libraries only
; CHECK-NEXT: {{^}}texel-dxil: in function 'main': '%lz = call i32 @llvm.dx.thread.id.in.group(i32 2)': ThreadIdInGroup is not allowed in pixel shaders: DXIL allows it in compute, mesh and amplification shaders and libraries only
; CHECK-NEXT: {{^}}texel-dxil: in function 'main': '%flat = call i32 @llvm.dx.flattened.thread.id.in.group()': FlattenedThreadIdInGroup is not allowed in pixel shaders: DXIL allows it in compute, mesh and amplification shaders and libraries only

target triple = "dxil-pc-shadermodel6.6-pixel"

define void @main() #0 {
  %tx = call i32 @llvm.dx.thread.id(i32 0)
  %gy = call i32 @llvm.dx.group.id(i32 1)
  %lz = call i32 @llvm.dx.thread.id.in.group(i32 2)
  %flat = call i32 @llvm.dx.flattened.thread.id.in.group()
  ret void
}

declare i32 @llvm.dx.thread.id(i32)
declare i32 @llvm.dx.group.id(i32)
declare i32 @llvm.dx.thread.id.in.group(i32)
declare i32 @llvm.dx.flattened.thread.id.in.group()

attributes #0 = { "hlsl.shader"="pixel" }
