; texel-dxil's errors for intrinsics it cannot lower: each names the function,
; the instruction and the rule, all are reported at once, and the module is
; left unchanged.
;
; RUN: split-file %s %t
; RUN: not %opt -load-pass-plugin=%plugin -passes=texel-dxil -disable-output %t/compute.ll 2>&1 | FileCheck %s --check-prefix=COMPUTE
; RUN: not %opt -load-pass-plugin=%plugin -passes=texel-dxil -disable-output %t/pixel.ll 2>&1 | FileCheck %s --check-prefix=PIXEL

;--- compute.ll
target triple = "dxil-pc-shadermodel6.0-compute"

; COMPUTE: error: texel-dxil: in function 'main': '%frexp = call { float, i32 } @llvm.frexp.f32.i32(float %x)': 'llvm.frexp.f32.i32' has no DXIL lowering: DXIL has no operation for it and texel-dxil does not expand it
; COMPUTE-NEXT: texel-dxil: in function 'main': '%sin = call double @llvm.sin.f64(double %d)': 'llvm.sin.f64': Sin has no f64 overload (its overloads are f16, f32)
; COMPUTE-NEXT: texel-dxil: in function 'main': '%fma = call float @llvm.fma.f32(float %x, float %x, float %x)': 'llvm.fma.f32': Fma has no f32 overload (its overloads are f64)
; COMPUTE-NEXT: texel-dxil: in function 'main': '%lane = call i1 @llvm.dx.wave.readlane.i1(i1 %b, i32 0)': 'llvm.dx.wave.readlane.i1' lowers to WaveReadLaneAt, which has no i1 overload
; COMPUTE-NEXT: texel-dxil: in function 'main': '%dot = call float @llvm.dx.fdot.v5f32(<5 x float> %v, <5 x float> %v)': 'llvm.dx.fdot.v5f32' takes vectors of 2, 3 or 4 lanes (DXIL has Dot2, Dot3 and Dot4), not 5
; COMPUTE-NEXT: texel-dxil: in function 'main': '%packed = call i32 @llvm.dx.dot4add.i8packed(i32 0, i32 1, i32 2)': 'llvm.dx.dot4add.i8packed': Dot4AddI8Packed requires shader model 6.4 or newer; the target shader model is 6.0
; COMPUTE-NOT: texel-dxil
define void @main(float %x, double %d, i1 %b, <5 x float> %v) #0 {
entry:
  %frexp = call { float, i32 } @llvm.frexp.f32.i32(float %x)
  %sin = call double @llvm.sin.f64(double %d)
  %fma = call float @llvm.fma.f32(float %x, float %x, float %x)
  %lane = call i1 @llvm.dx.wave.readlane.i1(i1 %b, i32 0)
  %dot = call float @llvm.dx.fdot.v5f32(<5 x float> %v, <5 x float> %v)
  %packed = call i32 @llvm.dx.dot4add.i8packed(i32 0, i32 1, i32 2)
  ret void
}

attributes #0 = { "hlsl.numthreads"="1,1,1" "hlsl.shader"="compute" }

declare { float, i32 } @llvm.frexp.f32.i32(float)
declare double @llvm.sin.f64(double)
declare float @llvm.fma.f32(float, float, float)
declare i1 @llvm.dx.wave.readlane.i1(i1, i32)
declare float @llvm.dx.fdot.v5f32(<5 x float>, <5 x float>)
declare i32 @llvm.dx.dot4add.i8packed(i32, i32, i32)

;--- pixel.ll
target triple = "dxil-pc-shadermodel6.6-pixel"

; PIXEL: error: texel-dxil: in function 'main': 'call void @llvm.dx.group.memory.barrier.with.group.sync()': 'llvm.dx.group.memory.barrier.with.group.sync': Barrier is not allowed in pixel shaders: DXIL allows it in compute, mesh and amplification shaders and libraries only
; PIXEL-NOT: texel-dxil
define void @main() #0 {
entry:
  call void @llvm.dx.group.memory.barrier.with.group.sync()
  ret void
}

attributes #0 = { "hlsl.shader"="pixel" }

declare void @llvm.dx.group.memory.barrier.with.group.sync()
