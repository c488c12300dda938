; Rule 1: the opcode is a constant the op table knows, the callee is the row's
; function for the overload derived from the call's types, and the overload is
; one the op allows at the module's shader model (integer sampling from 6.7).
; Operands are numbered with the opcode as operand 0.
; RUN: not %opt -load-pass-plugin=%plugin -passes=texel-dxil-verify -disable-output %s 2>&1 | FileCheck %s
; The CLI runs the same pass in-process.
; RUN: not %texel opt -p texel-dxil-verify %s 2>&1 | FileCheck %s --check-prefix=CLI

target triple = "dxil-pc-shadermodel6.6-compute"

%dx.types.Handle = type { ptr }
%dx.types.ResBind = type { i32, i32, i32, i8 }
%dx.types.ResourceProperties = type { i32, i32 }
%dx.types.ResRet.f32 = type { float, float, float, float, i32 }
%dx.types.ResRet.i32 = type { i32, i32, i32, i32, i32 }

; CHECK: error: texel-dxil-verify: in function 'opcodes': '%unknown = call {{.*}}': call to 'dx.op.frobnicate.f32', operand 0 (opcode): 999 is not a DXIL opcode texel knows
; CHECK-NEXT: texel-dxil-verify: in function 'opcodes': '%computed = call {{.*}}': call to 'dx.op.threadId.i32', operand 0 (opcode): must be a constant i32 opcode, found i32 %op
define void @opcodes(i32 %op) {
  %unknown = call float @dx.op.frobnicate.f32(i32 999, float 1.0)
  %computed = call i32 @dx.op.threadId.i32(i32 %op, i32 0)
  ret void
}

; CHECK-NEXT: texel-dxil-verify: in function 'callees': '%wrong.class = call {{.*}}': SampleLevel (dx.op.sample.f32): the callee must be 'dx.op.sampleLevel.f32'
; CHECK-NEXT: texel-dxil-verify: in function 'callees': '%wrong.suffix = call {{.*}}': ThreadId (dx.op.threadId.f32): the callee must be 'dx.op.threadId.i32'
; CHECK-NEXT: texel-dxil-verify: in function 'callees': '%int.compare = call {{.*}}': SampleCmpLevelZero (dx.op.sampleCmpLevelZero.i32): overload i32 is not allowed (allowed: f16, f32)
; The sampler is a default-mode one, which comparisons may not use.
; CHECK-NEXT: texel-dxil-verify: in function 'callees': '%int.compare = call {{.*}}': SampleCmpLevelZero (dx.op.sampleCmpLevelZero.i32), operand 2 (sampler): must be a comparison-mode sampler (SamplerComparisonState), found a default-mode sampler (SamplerState)
; CHECK-NEXT: texel-dxil-verify: in function 'callees': '%int.sample = call {{.*}}': SampleLevel (dx.op.sampleLevel.i32): requires shader model 6.7 or newer for integer elements; the target shader model is 6.6
; CHECK-NEXT: texel-dxil-verify: in function 'callees': '%new.op = call {{.*}}': SampleCmpLevel (dx.op.sampleCmpLevel.f32): requires shader model 6.7 or newer; the target shader model is 6.6
; CHECK-NEXT: texel-dxil-verify: in function 'callees': '%new.op = call {{.*}}': SampleCmpLevel (dx.op.sampleCmpLevel.f32), operand 2 (sampler): must be a comparison-mode sampler (SamplerComparisonState), found a default-mode sampler (SamplerState)
define void @callees(float %u) {
  %tex.b = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 0 }, i32 0, i1 false)
  %tex = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %tex.b, %dx.types.ResourceProperties { i32 2, i32 1033 })
  %smp.b = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 3 }, i32 0, i1 false)
  %smp = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %smp.b, %dx.types.ResourceProperties { i32 14, i32 0 })
  %wrong.class = call %dx.types.ResRet.f32 @dx.op.sample.f32(i32 62, %dx.types.Handle %tex, %dx.types.Handle %smp, float %u, float %u, float undef, float undef, i32 undef, i32 undef, i32 undef, float 0.0)
  %wrong.suffix = call i32 @dx.op.threadId.f32(i32 93, i32 0)
  %int.compare = call %dx.types.ResRet.i32 @dx.op.sampleCmpLevelZero.i32(i32 65, %dx.types.Handle %tex, %dx.types.Handle %smp, float %u, float %u, float undef, float undef, i32 undef, i32 undef, i32 undef, float 0.5)
  %int.sample = call %dx.types.ResRet.i32 @dx.op.sampleLevel.i32(i32 62, %dx.types.Handle %tex, %dx.types.Handle %smp, float %u, float %u, float undef, float undef, i32 undef, i32 undef, i32 undef, float 0.0)
  %new.op = call %dx.types.ResRet.f32 @dx.op.sampleCmpLevel.f32(i32 224, %dx.types.Handle %tex, %dx.types.Handle %smp, float %u, float %u, float undef, float undef, i32 undef, i32 undef, i32 undef, float 0.5, float 0.0)
  ret void
}
; CHECK-NOT: texel-dxil-verify

; CLI: texel: error: texel-dxil-verify: in function 'opcodes':
; CLI: texel: error: texel-dxil-verify: in function 'callees': {{.*}}requires shader model 6.7 or newer for integer elements

declare float @dx.op.frobnicate.f32(i32, float)
declare i32 @dx.op.threadId.i32(i32, i32)
declare i32 @dx.op.threadId.f32(i32, i32)
declare %dx.types.Handle @dx.op.createHandleFromBinding(i32, %dx.types.ResBind, i32, i1)
declare %dx.types.Handle @dx.op.annotateHandle(i32, %dx.types.Handle, %dx.types.ResourceProperties)
declare %dx.types.ResRet.f32 @dx.op.sample.f32(i32, %dx.types.Handle, %dx.types.Handle, float, float, float, float, i32, i32, i32, float)
declare %dx.types.ResRet.i32 @dx.op.sampleCmpLevelZero.i32(i32, %dx.types.Handle, %dx.types.Handle, float, float, float, float, i32, i32, i32, float)
declare %dx.types.ResRet.i32 @dx.op.sampleLevel.i32(i32, %dx.types.Handle, %dx.types.Handle, float, float, float, float, i32, i32, i32, float)
declare %dx.types.ResRet.f32 @dx.op.sampleCmpLevel.f32(i32, %dx.types.Handle, %dx.types.Handle, float, float, float, float, i32, i32, i32, float, float)
