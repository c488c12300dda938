; Rule 3: immediate parameters (write mask, gather channel, thread-id component,
; CalculateLOD's clamped flag, handle classes, bindings and properties) are
; constants, not undef, poison or computed values, and stay in their ranges.
; RUN: not %opt -load-pass-plugin=%plugin -passes=texel-dxil-verify -disable-output %s 2>&1 | FileCheck %s

target triple = "dxil-pc-shadermodel6.6-compute"

%dx.types.Handle = type { ptr }
%dx.types.ResBind = type { i32, i32, i32, i8 }
%dx.types.ResourceProperties = type { i32, i32 }
%dx.types.ResRet.f32 = type { float, float, float, float, i32 }

; CHECK: error: texel-dxil-verify: in function 'immediates': '%component = call {{.*}}': ThreadId (dx.op.threadId.i32), operand 1 (component): must be a constant, found i32 %i
; CHECK-NEXT: texel-dxil-verify: in function 'immediates': '%fourth = call {{.*}}': GroupId (dx.op.groupId.i32), operand 1 (component): must be in [0, 2], found 3
; CHECK-NEXT: texel-dxil-verify: in function 'immediates': '%channel = call {{.*}}': TextureGather (dx.op.textureGather.f32), operand 9 (channel): must be a constant, not undef
; CHECK-NEXT: texel-dxil-verify: in function 'immediates': '%red = call {{.*}}': TextureGather (dx.op.textureGather.f32), operand 9 (channel): must be in [0, 3], found 4
; CHECK-NEXT: texel-dxil-verify: in function 'immediates': '%lod = call {{.*}}': CalculateLOD (dx.op.calculateLOD.f32), operand 6 (clamped flag): must be a constant, not poison
; CHECK-NEXT: texel-dxil-verify: in function 'immediates': 'call void @dx.op.textureStore.f32({{.*}} i8 0)': TextureStore (dx.op.textureStore.f32), operand 9 (write mask): must be in [1, 15], found 0
; CHECK-NEXT: texel-dxil-verify: in function 'immediates': 'call void @dx.op.textureStore.f32({{.*}} i8 %mask)': TextureStore (dx.op.textureStore.f32), operand 9 (write mask): must be a constant, found i8 %mask
; CHECK-NEXT: texel-dxil-verify: in function 'immediates': '%bad.class = call {{.*}}': CreateHandleFromBinding (dx.op.createHandleFromBinding), operand 1 (binding): the resource class (field 3) must be in [0, 3], found 7
; CHECK-NEXT: texel-dxil-verify: in function 'immediates': '%bad.props = call {{.*}}': AnnotateHandle (dx.op.annotateHandle), operand 2 (resource properties): must be a constant, not undef
; CHECK-NEXT: texel-dxil-verify: in function 'immediates': '%nonuniform = call {{.*}}': CreateHandleFromBinding (dx.op.createHandleFromBinding), operand 3 (non-uniform flag): must be a constant, found i1 %flag
define void @immediates(i32 %i, i8 %mask, i1 %flag) {
  %tex.b = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 0 }, i32 0, i1 false)
  %tex = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %tex.b, %dx.types.ResourceProperties { i32 2, i32 1033 })
  %smp.b = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 3 }, i32 0, i1 false)
  %smp = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %smp.b, %dx.types.ResourceProperties { i32 14, i32 0 })
  %out.b = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 1 }, i32 0, i1 false)
  %out = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %out.b, %dx.types.ResourceProperties { i32 4098, i32 1033 })
  %component = call i32 @dx.op.threadId.i32(i32 93, i32 %i)
  %fourth = call i32 @dx.op.groupId.i32(i32 94, i32 3)
  %channel = call %dx.types.ResRet.f32 @dx.op.textureGather.f32(i32 73, %dx.types.Handle %tex, %dx.types.Handle %smp, float 0.0, float 0.0, float undef, float undef, i32 undef, i32 undef, i32 undef)
  %red = call %dx.types.ResRet.f32 @dx.op.textureGather.f32(i32 73, %dx.types.Handle %tex, %dx.types.Handle %smp, float 0.0, float 0.0, float undef, float undef, i32 undef, i32 undef, i32 4)
  %lod = call float @dx.op.calculateLOD.f32(i32 81, %dx.types.Handle %tex, %dx.types.Handle %smp, float 0.0, float 0.0, float undef, i1 poison)
  call void @dx.op.textureStore.f32(i32 67, %dx.types.Handle %out, i32 0, i32 0, i32 undef, float 0.0, float 0.0, float 0.0, float 0.0, i8 0)
  call void @dx.op.textureStore.f32(i32 67, %dx.types.Handle %out, i32 0, i32 0, i32 undef, float 0.0, float 0.0, float 0.0, float 0.0, i8 %mask)
  %bad.class = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 1, i32 1, i32 0, i8 7 }, i32 1, i1 false)
  %bad.props = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %tex.b, %dx.types.ResourceProperties undef)
  %nonuniform = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 2, i32 2, i32 0, i8 0 }, i32 2, i1 %flag)
  ret void
}
; CHECK-NOT: texel-dxil-verify

declare %dx.types.Handle @dx.op.createHandleFromBinding(i32, %dx.types.ResBind, i32, i1)
declare %dx.types.Handle @dx.op.annotateHandle(i32, %dx.types.Handle, %dx.types.ResourceProperties)
declare i32 @dx.op.threadId.i32(i32, i32)
declare i32 @dx.op.groupId.i32(i32, i32)
declare %dx.types.ResRet.f32 @dx.op.textureGather.f32(i32, %dx.types.Handle, %dx.types.Handle, float, float, float, float, i32, i32, i32)
declare float @dx.op.calculateLOD.f32(i32, %dx.types.Handle, %dx.types.Handle, float, float, float, i1)
declare void @dx.op.textureStore.f32(i32, %dx.types.Handle, i32, i32, i32, float, float, float, float, i8)
