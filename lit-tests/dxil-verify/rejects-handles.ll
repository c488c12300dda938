; Rule 5: handles. The resource of each op has a kind and access the op
; supports (sampling, gathers and LOD read SRVs; gathers need 2D, 2DArray, Cube
; or CubeArray; stores write UAVs); the sampler operand is a sampler, in
; default mode for plain sampling; a comparison sampler with CalculateLOD needs
; SM 6.8; from SM 6.6 resources are annotated, annotateHandle annotates the
; result of createHandleFromBinding with properties naming a valid kind that
; agrees with the binding's class.
; RUN: not %opt -load-pass-plugin=%plugin -passes=texel-dxil-verify -disable-output %s 2>&1 | FileCheck %s

target triple = "dxil-pc-shadermodel6.6-pixel"

%dx.types.Handle = type { ptr }
%dx.types.ResBind = type { i32, i32, i32, i8 }
%dx.types.ResourceProperties = type { i32, i32 }
%dx.types.ResRet.f32 = type { float, float, float, float, i32 }
%dx.types.Dimensions = type { i32, i32, i32, i32 }

; CHECK: error: texel-dxil-verify: in function 'handles': '%uav.sample = call {{.*}}': SampleLevel (dx.op.sampleLevel.f32), operand 1 (resource): must be a read-only (SRV) Texture1D, Texture1DArray, Texture2D, Texture2DArray, Texture3D, TextureCube or TextureCubeArray handle, found a UAV Texture2D handle
; CHECK-NEXT: texel-dxil-verify: in function 'handles': '%texture.as.sampler = call {{.*}}': SampleLevel (dx.op.sampleLevel.f32), operand 2 (sampler): must be a Sampler handle, found an SRV Texture2D handle
; CHECK-NEXT: texel-dxil-verify: in function 'handles': '%gather.volume = call {{.*}}': TextureGather (dx.op.textureGather.f32), operand 1 (resource): must be a read-only (SRV) Texture2D, Texture2DArray, TextureCube or TextureCubeArray handle, found an SRV Texture3D handle
; CHECK-NEXT: texel-dxil-verify: in function 'handles': 'call void @dx.op.textureStore.f32({{.*}}': TextureStore (dx.op.textureStore.f32), operand 1 (resource): must be a writable (UAV) Texture1D, Texture1DArray, Texture2D, Texture2DArray or Texture3D handle, found an SRV Texture2D handle
; CHECK-NEXT: texel-dxil-verify: in function 'handles': '%comparison.sampler = call {{.*}}': SampleLevel (dx.op.sampleLevel.f32), operand 2 (sampler): must be a default-mode sampler (SamplerState), found a comparison sampler (SamplerComparisonState)
; CHECK-NEXT: texel-dxil-verify: in function 'handles': '%lod.comparison = call {{.*}}': CalculateLOD (dx.op.calculateLOD.f32), operand 2 (sampler): requires shader model 6.8 or newer with a comparison sampler (SamplerComparisonState); the target shader model is 6.6
; CHECK-NEXT: texel-dxil-verify: in function 'handles': '%unannotated = call {{.*}}': GetDimensions (dx.op.getDimensions), operand 1 (resource): must be an annotated handle (dx.op.annotateHandle) from shader model 6.6, found the result of dx.op.createHandleFromBinding
; CHECK-NEXT: texel-dxil-verify: in function 'handles': '%twice = call {{.*}}': AnnotateHandle (dx.op.annotateHandle), operand 1 (resource): must be the result of dx.op.createHandleFromBinding, found the result of dx.op.annotateHandle
; CHECK-NEXT: texel-dxil-verify: in function 'handles': '%from.argument = call {{.*}}': AnnotateHandle (dx.op.annotateHandle), operand 1 (resource): must be the result of dx.op.createHandleFromBinding, found %dx.types.Handle %h
; CHECK-NEXT: texel-dxil-verify: in function 'handles': '%bad.kind = call {{.*}}': AnnotateHandle (dx.op.annotateHandle), operand 2 (resource properties): resource kind 0 is not a DXIL resource kind
; CHECK-NEXT: texel-dxil-verify: in function 'handles': '%bad.class = call {{.*}}': AnnotateHandle (dx.op.annotateHandle), operand 2 (resource properties): the ResourceProperties describe a UAV resource, but the binding's class is SRV
define void @handles(float %u, i32 %i, %dx.types.Handle %h) {
  %tex.b = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 0 }, i32 0, i1 false)
  %tex = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %tex.b, %dx.types.ResourceProperties { i32 2, i32 1033 })
  %vol.b = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 1, i32 1, i32 0, i8 0 }, i32 1, i1 false)
  %vol = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %vol.b, %dx.types.ResourceProperties { i32 4, i32 1033 })
  %out.b = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 1 }, i32 0, i1 false)
  %out = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %out.b, %dx.types.ResourceProperties { i32 4098, i32 1033 })
  %smp.b = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 3 }, i32 0, i1 false)
  %smp = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %smp.b, %dx.types.ResourceProperties { i32 14, i32 0 })
  %cmp.b = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 1, i32 1, i32 0, i8 3 }, i32 1, i1 false)
  %cmp = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %cmp.b, %dx.types.ResourceProperties { i32 32782, i32 0 })

  %uav.sample = call %dx.types.ResRet.f32 @dx.op.sampleLevel.f32(i32 62, %dx.types.Handle %out, %dx.types.Handle %smp, float %u, float %u, float undef, float undef, i32 undef, i32 undef, i32 undef, float 0.0)
  %texture.as.sampler = call %dx.types.ResRet.f32 @dx.op.sampleLevel.f32(i32 62, %dx.types.Handle %tex, %dx.types.Handle %tex, float %u, float %u, float undef, float undef, i32 undef, i32 undef, i32 undef, float 0.0)
  %gather.volume = call %dx.types.ResRet.f32 @dx.op.textureGather.f32(i32 73, %dx.types.Handle %vol, %dx.types.Handle %smp, float %u, float %u, float %u, float undef, i32 undef, i32 undef, i32 0)
  call void @dx.op.textureStore.f32(i32 67, %dx.types.Handle %tex, i32 %i, i32 %i, i32 undef, float %u, float %u, float %u, float %u, i8 15)
  %comparison.sampler = call %dx.types.ResRet.f32 @dx.op.sampleLevel.f32(i32 62, %dx.types.Handle %tex, %dx.types.Handle %cmp, float %u, float %u, float undef, float undef, i32 undef, i32 undef, i32 undef, float 0.0)
  %lod.comparison = call float @dx.op.calculateLOD.f32(i32 81, %dx.types.Handle %tex, %dx.types.Handle %cmp, float %u, float %u, float undef, i1 true)
  %unannotated = call %dx.types.Dimensions @dx.op.getDimensions(i32 72, %dx.types.Handle %tex.b, i32 0)
  %twice = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %tex, %dx.types.ResourceProperties { i32 2, i32 1033 })
  %from.argument = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %h, %dx.types.ResourceProperties { i32 2, i32 1033 })
  %bad.kind = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %tex.b, %dx.types.ResourceProperties zeroinitializer)
  %bad.class = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %tex.b, %dx.types.ResourceProperties { i32 4098, i32 1033 })
  ret void
}
; CHECK-NOT: texel-dxil-verify

declare %dx.types.Handle @dx.op.createHandleFromBinding(i32, %dx.types.ResBind, i32, i1)
declare %dx.types.Handle @dx.op.annotateHandle(i32, %dx.types.Handle, %dx.types.ResourceProperties)
declare %dx.types.ResRet.f32 @dx.op.sampleLevel.f32(i32, %dx.types.Handle, %dx.types.Handle, float, float, float, float, i32, i32, i32, float)
declare %dx.types.ResRet.f32 @dx.op.textureGather.f32(i32, %dx.types.Handle, %dx.types.Handle, float, float, float, float, i32, i32, i32)
declare float @dx.op.calculateLOD.f32(i32, %dx.types.Handle, %dx.types.Handle, float, float, float, i1)
declare void @dx.op.textureStore.f32(i32, %dx.types.Handle, i32, i32, i32, float, float, float, float, i8)
declare %dx.types.Dimensions @dx.op.getDimensions(i32, %dx.types.Handle, i32)
