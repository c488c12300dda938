; Shader-model and stage gates: ops with implicit derivatives (Sample,
; SampleBias, SampleCmp, CalculateLOD) are not allowed in vertex shaders;
; SampleLevel is.
; RUN: not %opt -load-pass-plugin=%plugin -passes=texel-dxil-verify -disable-output %s 2>&1 | FileCheck %s

target triple = "dxil-pc-shadermodel6.6-vertex"

%dx.types.Handle = type { ptr }
%dx.types.ResBind = type { i32, i32, i32, i8 }
%dx.types.ResourceProperties = type { i32, i32 }
%dx.types.ResRet.f32 = type { float, float, float, float, i32 }

; CHECK: error: texel-dxil-verify: in function 'main': '%s = call {{.*}}': Sample (dx.op.sample.f32): is unavailable in vertex shaders, which have no implicit derivatives
; CHECK-NEXT: texel-dxil-verify: in function 'main': '%lod = call {{.*}}': CalculateLOD (dx.op.calculateLOD.f32): is unavailable in vertex shaders, which have no implicit derivatives
; CHECK-NOT: texel-dxil-verify
define void @main(float %u) {
  %tex.b = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 0 }, i32 0, i1 false)
  %tex = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %tex.b, %dx.types.ResourceProperties { i32 2, i32 1033 })
  %smp.b = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 3 }, i32 0, i1 false)
  %smp = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %smp.b, %dx.types.ResourceProperties { i32 14, i32 0 })
  %s = call %dx.types.ResRet.f32 @dx.op.sample.f32(i32 60, %dx.types.Handle %tex, %dx.types.Handle %smp, float %u, float %u, float undef, float undef, i32 undef, i32 undef, i32 undef, float undef)
  %l = call %dx.types.ResRet.f32 @dx.op.sampleLevel.f32(i32 62, %dx.types.Handle %tex, %dx.types.Handle %smp, float %u, float %u, float undef, float undef, i32 undef, i32 undef, i32 undef, float 0.0)
  %lod = call float @dx.op.calculateLOD.f32(i32 81, %dx.types.Handle %tex, %dx.types.Handle %smp, float %u, float %u, float undef, i1 true)
  ret void
}

declare %dx.types.Handle @dx.op.createHandleFromBinding(i32, %dx.types.ResBind, i32, i1)
declare %dx.types.Handle @dx.op.annotateHandle(i32, %dx.types.Handle, %dx.types.ResourceProperties)
declare %dx.types.ResRet.f32 @dx.op.sample.f32(i32, %dx.types.Handle, %dx.types.Handle, float, float, float, float, i32, i32, i32, float)
declare %dx.types.ResRet.f32 @dx.op.sampleLevel.f32(i32, %dx.types.Handle, %dx.types.Handle, float, float, float, float, i32, i32, i32, float)
declare float @dx.op.calculateLOD.f32(i32, %dx.types.Handle, %dx.types.Handle, float, float, float, i1)
