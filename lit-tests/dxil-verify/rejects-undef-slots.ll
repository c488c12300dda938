; Rule 4: the undef conventions of DXIL.md "Active coordinates and offsets per
; kind" and "Filling unused operands", with the kind read from annotateHandle:
; slots beyond a kind's coordinates, offsets and gradient components are undef,
; active coordinates are not, active offsets are all given or all undef and,
; below SM 6.7, constants in [-8, 7]; mip slots follow UAV / MS / buffer;
; level, compare value, indices and written store values are never undef.
; RUN: not %opt -load-pass-plugin=%plugin -passes=texel-dxil-verify -disable-output %s 2>&1 | FileCheck %s

target triple = "dxil-pc-shadermodel6.6-pixel"

%dx.types.Handle = type { ptr }
%dx.types.ResBind = type { i32, i32, i32, i8 }
%dx.types.ResourceProperties = type { i32, i32 }
%dx.types.ResRet.f32 = type { float, float, float, float, i32 }
%dx.types.Dimensions = type { i32, i32, i32, i32 }

; Float coordinates, offsets and gradients of sampling.
; CHECK: error: texel-dxil-verify: in function 'sampling': '%extra.coordinate = call {{.*}}': SampleLevel (dx.op.sampleLevel.f32), operand 5 (coordinate 2): must be undef: SampleLevel on a Texture2D takes 2 coordinates
; CHECK-NEXT: texel-dxil-verify: in function 'sampling': '%poison.coordinate = call {{.*}}': SampleLevel (dx.op.sampleLevel.f32), operand 6 (coordinate 3): must be undef, not poison: SampleLevel on a Texture2D takes 2 coordinates
; CHECK-NEXT: texel-dxil-verify: in function 'sampling': '%missing.layer = call {{.*}}': Sample (dx.op.sample.f32), operand 5 (coordinate 2): must not be undef: Sample on a Texture2DArray takes 3 coordinates
; CHECK-NEXT: texel-dxil-verify: in function 'sampling': '%cube.offset = call {{.*}}': SampleLevel (dx.op.sampleLevel.f32), operand 7 (offset 0): must be undef: SampleLevel on a TextureCube takes no offsets
; CHECK-NEXT: texel-dxil-verify: in function 'sampling': '%half.offset = call {{.*}}': SampleLevel (dx.op.sampleLevel.f32), operand 8 (offset 1): must not be undef: the other offsets are given, and the 2 offsets of SampleLevel on a Texture2D are all given or all undef
; CHECK-NEXT: texel-dxil-verify: in function 'sampling': '%variable.offset = call {{.*}}': SampleLevel (dx.op.sampleLevel.f32), operand 7 (offset 0): requires shader model 6.7 or newer for non-constant offsets; the target shader model is 6.6, found i32 %i
; CHECK-NEXT: texel-dxil-verify: in function 'sampling': '%variable.offset = call {{.*}}': SampleLevel (dx.op.sampleLevel.f32), operand 8 (offset 1): requires shader model 6.7 or newer for offsets outside [-8, 7]; the target shader model is 6.6, found i32 8
; CHECK-NEXT: texel-dxil-verify: in function 'sampling': '%gradients = call {{.*}}': SampleGrad (dx.op.sampleGrad.f32), operand 12 (ddx 2): must be undef: SampleGrad on a Texture2D takes 2 gradient components
; CHECK-NEXT: texel-dxil-verify: in function 'sampling': '%gradients = call {{.*}}': SampleGrad (dx.op.sampleGrad.f32), operand 13 (ddy 0): must not be undef: SampleGrad on a Texture2D takes 2 gradient components
; CHECK-NEXT: texel-dxil-verify: in function 'sampling': '%no.level = call {{.*}}': SampleLevel (dx.op.sampleLevel.f32), operand 10 (level of detail): must not be undef: SampleLevel needs a level of detail
; CHECK-NEXT: texel-dxil-verify: in function 'sampling': '%no.compare = call {{.*}}': SampleCmp (dx.op.sampleCmp.f32), operand 10 (compare value): must not be undef: SampleCmp needs a compare value
; CHECK-NEXT: texel-dxil-verify: in function 'sampling': '%gather.cube = call {{.*}}': TextureGather (dx.op.textureGather.f32), operand 7 (offset 0): must be undef: TextureGather on a TextureCube takes no offsets
; CHECK-NEXT: texel-dxil-verify: in function 'sampling': '%gather.cube = call {{.*}}': TextureGather (dx.op.textureGather.f32), operand 8 (offset 1): must be undef: TextureGather on a TextureCube takes no offsets
; CHECK-NEXT: texel-dxil-verify: in function 'sampling': '%lod.cube.array = call {{.*}}': CalculateLOD (dx.op.calculateLOD.f32), operand 5 (coordinate 2): must not be undef: CalculateLOD on a TextureCubeArray takes 3 coordinates
; CHECK-NEXT: texel-dxil-verify: in function 'sampling': '%lod.line = call {{.*}}': CalculateLOD (dx.op.calculateLOD.f32), operand 4 (coordinate 1): must be undef: CalculateLOD on a Texture1D takes 1 coordinate
define void @sampling(float %u, i32 %i) {
  %tex.b = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 0 }, i32 0, i1 false)
  %tex = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %tex.b, %dx.types.ResourceProperties { i32 2, i32 1033 })
  %arr.b = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 1, i32 1, i32 0, i8 0 }, i32 1, i1 false)
  %arr = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %arr.b, %dx.types.ResourceProperties { i32 7, i32 1033 })
  %cube.b = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 2, i32 2, i32 0, i8 0 }, i32 2, i1 false)
  %cube = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %cube.b, %dx.types.ResourceProperties { i32 5, i32 1033 })
  %cubes.b = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 3, i32 3, i32 0, i8 0 }, i32 3, i1 false)
  %cubes = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %cubes.b, %dx.types.ResourceProperties { i32 9, i32 1033 })
  %line.b = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 4, i32 4, i32 0, i8 0 }, i32 4, i1 false)
  %line = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %line.b, %dx.types.ResourceProperties { i32 1, i32 1033 })
  %smp.b = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 3 }, i32 0, i1 false)
  %smp = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %smp.b, %dx.types.ResourceProperties { i32 14, i32 0 })
  %cmp.b = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 1, i32 1, i32 0, i8 3 }, i32 1, i1 false)
  %cmp = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %cmp.b, %dx.types.ResourceProperties { i32 32782, i32 0 })

  %extra.coordinate = call %dx.types.ResRet.f32 @dx.op.sampleLevel.f32(i32 62, %dx.types.Handle %tex, %dx.types.Handle %smp, float %u, float %u, float 1.0, float undef, i32 undef, i32 undef, i32 undef, float 0.0)
  %poison.coordinate = call %dx.types.ResRet.f32 @dx.op.sampleLevel.f32(i32 62, %dx.types.Handle %tex, %dx.types.Handle %smp, float %u, float %u, float undef, float poison, i32 undef, i32 undef, i32 undef, float 0.0)
  %missing.layer = call %dx.types.ResRet.f32 @dx.op.sample.f32(i32 60, %dx.types.Handle %arr, %dx.types.Handle %smp, float %u, float %u, float undef, float undef, i32 undef, i32 undef, i32 undef, float undef)
  %cube.offset = call %dx.types.ResRet.f32 @dx.op.sampleLevel.f32(i32 62, %dx.types.Handle %cube, %dx.types.Handle %smp, float %u, float %u, float %u, float undef, i32 1, i32 undef, i32 undef, float 0.0)
  %half.offset = call %dx.types.ResRet.f32 @dx.op.sampleLevel.f32(i32 62, %dx.types.Handle %tex, %dx.types.Handle %smp, float %u, float %u, float undef, float undef, i32 1, i32 undef, i32 undef, float 0.0)
  %variable.offset = call %dx.types.ResRet.f32 @dx.op.sampleLevel.f32(i32 62, %dx.types.Handle %tex, %dx.types.Handle %smp, float %u, float %u, float undef, float undef, i32 %i, i32 8, i32 undef, float 0.0)
  %gradients = call %dx.types.ResRet.f32 @dx.op.sampleGrad.f32(i32 63, %dx.types.Handle %tex, %dx.types.Handle %smp, float %u, float %u, float undef, float undef, i32 undef, i32 undef, i32 undef, float 1.0, float 0.0, float 0.0, float undef, float 1.0, float undef, float undef)
  %no.level = call %dx.types.ResRet.f32 @dx.op.sampleLevel.f32(i32 62, %dx.types.Handle %tex, %dx.types.Handle %smp, float %u, float %u, float undef, float undef, i32 undef, i32 undef, i32 undef, float undef)
  %no.compare = call %dx.types.ResRet.f32 @dx.op.sampleCmp.f32(i32 64, %dx.types.Handle %tex, %dx.types.Handle %cmp, float %u, float %u, float undef, float undef, i32 undef, i32 undef, i32 undef, float undef, float undef)
  %gather.cube = call %dx.types.ResRet.f32 @dx.op.textureGather.f32(i32 73, %dx.types.Handle %cube, %dx.types.Handle %smp, float %u, float %u, float %u, float undef, i32 0, i32 0, i32 0)
  %lod.cube.array = call float @dx.op.calculateLOD.f32(i32 81, %dx.types.Handle %cubes, %dx.types.Handle %smp, float %u, float %u, float undef, i1 true)
  %lod.line = call float @dx.op.calculateLOD.f32(i32 81, %dx.types.Handle %line, %dx.types.Handle %smp, float %u, float %u, float undef, i1 true)
  ret void
}

; Integer coordinates, mip slots, buffers and stores.
; CHECK-NEXT: texel-dxil-verify: in function 'loads': '%line.load = call {{.*}}': TextureLoad (dx.op.textureLoad.f32), operand 4 (coordinate 1): must be undef: TextureLoad on a Texture1D takes 1 coordinate
; CHECK-NEXT: texel-dxil-verify: in function 'loads': '%no.mip = call {{.*}}': TextureLoad (dx.op.textureLoad.f32), operand 2 (mip level or sample index): must not be undef: it is the mip level of a Texture2D
; CHECK-NEXT: texel-dxil-verify: in function 'loads': '%no.sample = call {{.*}}': TextureLoad (dx.op.textureLoad.f32), operand 2 (mip level or sample index): must not be undef: it is the sample index of a Texture2DMS
; CHECK-NEXT: texel-dxil-verify: in function 'loads': '%uav.mip = call {{.*}}': TextureLoad (dx.op.textureLoad.f32), operand 2 (mip level or sample index): must be undef: a writable (UAV) Texture2D has no mip levels
; CHECK-NEXT: texel-dxil-verify: in function 'loads': '%load.offset = call {{.*}}': TextureLoad (dx.op.textureLoad.f32), operand 8 (offset 2): must be undef: TextureLoad on a Texture2D takes 2 offsets
; CHECK-NEXT: texel-dxil-verify: in function 'loads': '%load.offset.variable = call {{.*}}': TextureLoad (dx.op.textureLoad.f32), operand 6 (offset 0): requires shader model 6.7 or newer for non-constant offsets; the target shader model is 6.6, found i32 %i
; CHECK-NEXT: texel-dxil-verify: in function 'loads': 'call void @dx.op.textureStore.f32({{.*}}': TextureStore (dx.op.textureStore.f32), operand 3 (coordinate 1): must not be undef: TextureStore on a Texture2D takes 2 coordinates
; CHECK-NEXT: texel-dxil-verify: in function 'loads': 'call void @dx.op.textureStore.f32({{.*}}': TextureStore (dx.op.textureStore.f32), operand 4 (coordinate 2): must be undef: TextureStore on a Texture2D takes 2 coordinates
; CHECK-NEXT: texel-dxil-verify: in function 'loads': 'call void @dx.op.textureStore.f32({{.*}}': TextureStore (dx.op.textureStore.f32), operand 8 (value 3): must not be undef: write mask 15 writes component 3
; CHECK-NEXT: texel-dxil-verify: in function 'loads': '%dims.uav = call {{.*}}': GetDimensions (dx.op.getDimensions), operand 2 (mip level): must be undef: a writable (UAV) Texture2D has no mip levels
; CHECK-NEXT: texel-dxil-verify: in function 'loads': '%dims.ms = call {{.*}}': GetDimensions (dx.op.getDimensions), operand 2 (mip level): must be undef: a Texture2DMS has no mip levels
; CHECK-NEXT: texel-dxil-verify: in function 'loads': '%dims.buffer = call {{.*}}': GetDimensions (dx.op.getDimensions), operand 2 (mip level): must be undef: a Buffer has no mip levels
; CHECK-NEXT: texel-dxil-verify: in function 'loads': '%dims.srv = call {{.*}}': GetDimensions (dx.op.getDimensions), operand 2 (mip level): must not be undef: it is the mip level of a Texture2D
; CHECK-NEXT: texel-dxil-verify: in function 'loads': '%buffer.load = call {{.*}}': BufferLoad (dx.op.bufferLoad.f32), operand 2 (buffer index): must not be undef: BufferLoad needs an element index
; CHECK-NEXT: texel-dxil-verify: in function 'loads': '%buffer.load = call {{.*}}': BufferLoad (dx.op.bufferLoad.f32), operand 3 (element offset): must be undef: a typed buffer has no element offset
define void @loads(i32 %i) {
  %tex.b = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 0 }, i32 0, i1 false)
  %tex = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %tex.b, %dx.types.ResourceProperties { i32 2, i32 1033 })
  %line.b = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 4, i32 4, i32 0, i8 0 }, i32 4, i1 false)
  %line = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %line.b, %dx.types.ResourceProperties { i32 1, i32 1033 })
  %ms.b = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 5, i32 5, i32 0, i8 0 }, i32 5, i1 false)
  %ms = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %ms.b, %dx.types.ResourceProperties { i32 3, i32 525321 })
  %out.b = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 1 }, i32 0, i1 false)
  %out = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %out.b, %dx.types.ResourceProperties { i32 4098, i32 1033 })
  %buf.b = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 1, i32 1, i32 0, i8 1 }, i32 1, i1 false)
  %buf = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %buf.b, %dx.types.ResourceProperties { i32 4106, i32 1033 })

  %line.load = call %dx.types.ResRet.f32 @dx.op.textureLoad.f32(i32 66, %dx.types.Handle %line, i32 0, i32 %i, i32 %i, i32 undef, i32 undef, i32 undef, i32 undef)
  %no.mip = call %dx.types.ResRet.f32 @dx.op.textureLoad.f32(i32 66, %dx.types.Handle %tex, i32 undef, i32 %i, i32 %i, i32 undef, i32 undef, i32 undef, i32 undef)
  %no.sample = call %dx.types.ResRet.f32 @dx.op.textureLoad.f32(i32 66, %dx.types.Handle %ms, i32 undef, i32 %i, i32 %i, i32 undef, i32 undef, i32 undef, i32 undef)
  %uav.mip = call %dx.types.ResRet.f32 @dx.op.textureLoad.f32(i32 66, %dx.types.Handle %out, i32 0, i32 %i, i32 %i, i32 undef, i32 undef, i32 undef, i32 undef)
  %load.offset = call %dx.types.ResRet.f32 @dx.op.textureLoad.f32(i32 66, %dx.types.Handle %tex, i32 0, i32 %i, i32 %i, i32 undef, i32 1, i32 1, i32 1)
  %load.offset.variable = call %dx.types.ResRet.f32 @dx.op.textureLoad.f32(i32 66, %dx.types.Handle %tex, i32 0, i32 %i, i32 %i, i32 undef, i32 %i, i32 0, i32 undef)
  call void @dx.op.textureStore.f32(i32 67, %dx.types.Handle %out, i32 %i, i32 undef, i32 0, float 0.0, float 0.0, float 0.0, float undef, i8 15)
  %dims.uav = call %dx.types.Dimensions @dx.op.getDimensions(i32 72, %dx.types.Handle %out, i32 0)
  %dims.ms = call %dx.types.Dimensions @dx.op.getDimensions(i32 72, %dx.types.Handle %ms, i32 0)
  %dims.buffer = call %dx.types.Dimensions @dx.op.getDimensions(i32 72, %dx.types.Handle %buf, i32 0)
  %dims.srv = call %dx.types.Dimensions @dx.op.getDimensions(i32 72, %dx.types.Handle %tex, i32 undef)
  %buffer.load = call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle %buf, i32 undef, i32 0)
  ret void
}
; CHECK-NOT: texel-dxil-verify

declare %dx.types.Handle @dx.op.createHandleFromBinding(i32, %dx.types.ResBind, i32, i1)
declare %dx.types.Handle @dx.op.annotateHandle(i32, %dx.types.Handle, %dx.types.ResourceProperties)
declare %dx.types.ResRet.f32 @dx.op.sample.f32(i32, %dx.types.Handle, %dx.types.Handle, float, float, float, float, i32, i32, i32, float)
declare %dx.types.ResRet.f32 @dx.op.sampleLevel.f32(i32, %dx.types.Handle, %dx.types.Handle, float, float, float, float, i32, i32, i32, float)
declare %dx.types.ResRet.f32 @dx.op.sampleGrad.f32(i32, %dx.types.Handle, %dx.types.Handle, float, float, float, float, i32, i32, i32, float, float, float, float, float, float, float)
declare %dx.types.ResRet.f32 @dx.op.sampleCmp.f32(i32, %dx.types.Handle, %dx.types.Handle, float, float, float, float, i32, i32, i32, float, float)
declare %dx.types.ResRet.f32 @dx.op.textureGather.f32(i32, %dx.types.Handle, %dx.types.Handle, float, float, float, float, i32, i32, i32)
declare float @dx.op.calculateLOD.f32(i32, %dx.types.Handle, %dx.types.Handle, float, float, float, i1)
declare %dx.types.ResRet.f32 @dx.op.textureLoad.f32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i32)
declare void @dx.op.textureStore.f32(i32, %dx.types.Handle, i32, i32, i32, float, float, float, float, i8)
declare %dx.types.Dimensions @dx.op.getDimensions(i32, %dx.types.Handle, i32)
declare %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32, %dx.types.Handle, i32, i32)
