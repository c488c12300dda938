; Rule 2: the operand count is the opcode plus the row's parameters, and every
; operand and the result have the row's types: %dx.types.* structs by name and
; body, the overload scalar, f32 / i32 / i8 / i1. A call whose shape is wrong
; is not checked further.
; RUN: not %opt -load-pass-plugin=%plugin -passes=texel-dxil-verify -disable-output %s 2>&1 | FileCheck %s

target triple = "dxil-pc-shadermodel6.6-compute"

%dx.types.Handle = type { ptr }
%dx.types.ResBind = type { i32, i32, i32, i8 }
%dx.types.ResourceProperties = type { i32, i32 }
%dx.types.ResRet.f32 = type { float, float, float, float, i32 }
%dx.types.ResRet.f64 = type { double, double, double, double, i32 }
%dx.types.Dimensions = type { i32, i32, i32, i32 }

; CHECK: error: texel-dxil-verify: in function 'shapes': '%short = call {{.*}}': SampleLevel (dx.op.sampleLevel.f32): has 8 operands, expected 11 (the opcode and 10 parameters)
; CHECK-NEXT: texel-dxil-verify: in function 'shapes': '%int.coordinate = call {{.*}}': SampleLevel (dx.op.sampleLevel.f32), operand 3 (coordinate 0): must be float, found i32
; CHECK-NEXT: texel-dxil-verify: in function 'shapes': '%int.coordinate = call {{.*}}': SampleLevel (dx.op.sampleLevel.f32), operand 10 (level of detail): must be float, found half
; CHECK-NEXT: texel-dxil-verify: in function 'shapes': '%no.handle = call {{.*}}': GetDimensions (dx.op.getDimensions), operand 1 (resource): must be %dx.types.Handle = type { ptr }, found ptr
; CHECK-NEXT: texel-dxil-verify: in function 'shapes': '%literal = call {{.*}}': SampleLevel (dx.op.sampleLevel.f32): the result must be %dx.types.ResRet.<f16|f32|i16|i32> = type { T, T, T, T, i32 }, found { float, float, float, float, i32 }
; CHECK-NEXT: texel-dxil-verify: in function 'shapes': '%double = call {{.*}}': TextureLoad (dx.op.textureLoad.f64): overload f64 is not allowed (allowed: f16, f32, i16, i32)
; CHECK-NEXT: texel-dxil-verify: in function 'shapes': '%dims = call {{.*}}': GetDimensions (dx.op.getDimensions): the result must be %dx.types.Dimensions = type { i32, i32, i32, i32 }, found <4 x i32>
; CHECK-NEXT: texel-dxil-verify: in function 'shapes': 'call void @dx.op.textureStore.f32({{.*}}': TextureStore (dx.op.textureStore.f32), operand 7 (value 2): must be float, found i32
; CHECK-NEXT: texel-dxil-verify: in function 'shapes': 'call void @dx.op.textureStore.f32({{.*}}': TextureStore (dx.op.textureStore.f32), operand 9 (write mask): must be i8, found i32
; CHECK-NEXT: texel-dxil-verify: in function 'shapes': '%lod = call {{.*}}': CalculateLOD (dx.op.calculateLOD.f32), operand 6 (clamped flag): must be i1, found i32
; CHECK-NEXT: texel-dxil-verify: in function 'shapes': '%binding = call {{.*}}': CreateHandleFromBinding (dx.op.createHandleFromBinding), operand 1 (binding): must be %dx.types.ResBind = type { i32, i32, i32, i8 }, found { i32, i32, i32, i8 }
define void @shapes(i32 %i, ptr %p) {
  %tex.b = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 0 }, i32 0, i1 false)
  %tex = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %tex.b, %dx.types.ResourceProperties { i32 2, i32 1033 })
  %smp.b = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 3 }, i32 0, i1 false)
  %smp = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %smp.b, %dx.types.ResourceProperties { i32 14, i32 0 })
  %out.b = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 1 }, i32 0, i1 false)
  %out = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %out.b, %dx.types.ResourceProperties { i32 4098, i32 1033 })
  %short = call %dx.types.ResRet.f32 @dx.op.sampleLevel.f32(i32 62, %dx.types.Handle %tex, %dx.types.Handle %smp, float 0.0, float 0.0, i32 undef, i32 undef, float 0.0)
  %int.coordinate = call %dx.types.ResRet.f32 @dx.op.sampleLevel.f32(i32 62, %dx.types.Handle %tex, %dx.types.Handle %smp, i32 0, float 0.0, float undef, float undef, i32 undef, i32 undef, i32 undef, half 0.0)
  %no.handle = call %dx.types.Dimensions @dx.op.getDimensions(i32 72, ptr %p, i32 0)
  %literal = call { float, float, float, float, i32 } @dx.op.sampleLevel.f32(i32 62, %dx.types.Handle %tex, %dx.types.Handle %smp, float 0.0, float 0.0, float undef, float undef, i32 undef, i32 undef, i32 undef, float 0.0)
  %double = call %dx.types.ResRet.f64 @dx.op.textureLoad.f64(i32 66, %dx.types.Handle %tex, i32 0, i32 %i, i32 %i, i32 undef, i32 undef, i32 undef, i32 undef)
  %dims = call <4 x i32> @dx.op.getDimensions(i32 72, %dx.types.Handle %tex, i32 0)
  call void @dx.op.textureStore.f32(i32 67, %dx.types.Handle %out, i32 %i, i32 %i, i32 undef, float 0.0, float 0.0, i32 0, float 0.0, i32 15)
  %lod = call float @dx.op.calculateLOD.f32(i32 81, %dx.types.Handle %tex, %dx.types.Handle %smp, float 0.0, float 0.0, float undef, i32 1)
  %binding = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, { i32, i32, i32, i8 } { i32 1, i32 1, i32 0, i8 0 }, i32 1, i1 false)
  ret void
}
; CHECK-NOT: texel-dxil-verify

declare %dx.types.Handle @dx.op.createHandleFromBinding(i32, ...)
declare %dx.types.Handle @dx.op.annotateHandle(i32, %dx.types.Handle, %dx.types.ResourceProperties)
declare %dx.types.ResRet.f32 @dx.op.sampleLevel.f32(i32, ...)
declare %dx.types.Dimensions @dx.op.getDimensions(i32, ...)
declare %dx.types.ResRet.f64 @dx.op.textureLoad.f64(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i32)
declare void @dx.op.textureStore.f32(i32, ...)
declare float @dx.op.calculateLOD.f32(i32, ...)
