; texel-dxil-verify accepts well-formed DXIL-op IR at shader model 6.6: handles
; from createHandleFromBinding + annotateHandle, and every op texel emits with
; the undef conventions of DXIL.md (inactive coordinates and offsets undef,
; no mip for a UAV load or size query, sample index in the mip slot of MS).
; A handle through a select has no known kind and is not held against the call.
; RUN: %opt -load-pass-plugin=%plugin -passes=texel-dxil-verify -disable-output %s 2>&1 | FileCheck %s --allow-empty
; CHECK-NOT: error
; CHECK-NOT: texel-dxil-verify

target triple = "dxil-pc-shadermodel6.6-compute"

%dx.types.Handle = type { ptr }
%dx.types.ResBind = type { i32, i32, i32, i8 }
%dx.types.ResourceProperties = type { i32, i32 }
%dx.types.ResRet.f32 = type { float, float, float, float, i32 }
%dx.types.ResRet.i32 = type { i32, i32, i32, i32, i32 }
%dx.types.Dimensions = type { i32, i32, i32, i32 }
%dx.types.SamplePos = type { float, float }
%"class.Texture2D<float4>" = type { <4 x float> }
%"class.Texture2DArray<float4>" = type { <4 x float> }
%"class.Texture2DMS<float4, 8>" = type { <4 x float> }
%"class.TextureCube<float4>" = type { <4 x float> }
%"class.RWTexture2D<float4>" = type { <4 x float> }
%"class.RWBuffer<int4>" = type { <4 x i32> }
%struct.SamplerState = type { i32 }

@Tex = external constant %"class.Texture2D<float4>"
@Layers = external constant %"class.Texture2DArray<float4>"
@MS = external constant %"class.Texture2DMS<float4, 8>"
@Cube = external constant %"class.TextureCube<float4>"
@Out = external constant %"class.RWTexture2D<float4>"
@Ints = external constant %"class.RWBuffer<int4>"
@Samp = external constant %struct.SamplerState

define void @main(i1 %which) {
entry:
  %tex.b = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 0 }, i32 0, i1 false)
  %tex = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %tex.b, %dx.types.ResourceProperties { i32 2, i32 1033 })
  %layers.b = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 1, i32 1, i32 0, i8 0 }, i32 1, i1 false)
  %layers = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %layers.b, %dx.types.ResourceProperties { i32 7, i32 1033 })
  %ms.b = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 2, i32 2, i32 0, i8 0 }, i32 2, i1 false)
  %ms = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %ms.b, %dx.types.ResourceProperties { i32 3, i32 525321 })
  %cube.b = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 3, i32 3, i32 0, i8 0 }, i32 3, i1 false)
  %cube = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %cube.b, %dx.types.ResourceProperties { i32 5, i32 1033 })
  %out.b = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 1 }, i32 0, i1 false)
  %out = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %out.b, %dx.types.ResourceProperties { i32 4098, i32 1033 })
  %ints.b = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 1, i32 1, i32 0, i8 1 }, i32 1, i1 false)
  %ints = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %ints.b, %dx.types.ResourceProperties { i32 4106, i32 1028 })
  %smp.b = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 3 }, i32 0, i1 false)
  %smp = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %smp.b, %dx.types.ResourceProperties { i32 14, i32 0 })

  %tid = call i32 @dx.op.threadId.i32(i32 93, i32 0)
  %gid = call i32 @dx.op.groupId.i32(i32 94, i32 1)
  %gtid = call i32 @dx.op.threadIdInGroup.i32(i32 95, i32 2)
  %flat = call i32 @dx.op.flattenedThreadIdInGroup.i32(i32 96)
  %u = uitofp i32 %tid to float

  ; Texture2D: two coordinates, two offsets (undef when none were written).
  %s = call %dx.types.ResRet.f32 @dx.op.sample.f32(i32 60, %dx.types.Handle %tex, %dx.types.Handle %smp, float %u, float 5.000000e-01, float undef, float undef, i32 undef, i32 undef, i32 undef, float undef)
  %sb = call %dx.types.ResRet.f32 @dx.op.sampleBias.f32(i32 61, %dx.types.Handle %tex, %dx.types.Handle %smp, float %u, float %u, float undef, float undef, i32 1, i32 -8, i32 undef, float 1.000000e+00, float undef)
  %sg = call %dx.types.ResRet.f32 @dx.op.sampleGrad.f32(i32 63, %dx.types.Handle %tex, %dx.types.Handle %smp, float %u, float %u, float undef, float undef, i32 undef, i32 undef, i32 undef, float 1.0, float 0.0, float undef, float 0.0, float 1.0, float undef, float 2.0)
  ; Texture2DArray: three coordinates (the layer included), two offsets.
  %l = call %dx.types.ResRet.f32 @dx.op.sampleLevel.f32(i32 62, %dx.types.Handle %layers, %dx.types.Handle %smp, float %u, float %u, float 2.000000e+00, float undef, i32 7, i32 0, i32 undef, float 0.000000e+00)
  ; TextureCube: three coordinates, no offsets.
  %c = call %dx.types.ResRet.f32 @dx.op.sampleLevel.f32(i32 62, %dx.types.Handle %cube, %dx.types.Handle %smp, float %u, float %u, float 1.0, float undef, i32 undef, i32 undef, i32 undef, float 0.000000e+00)
  %g = call %dx.types.ResRet.f32 @dx.op.textureGather.f32(i32 73, %dx.types.Handle %tex, %dx.types.Handle %smp, float %u, float %u, float undef, float undef, i32 undef, i32 undef, i32 0)
  %gc = call %dx.types.ResRet.f32 @dx.op.textureGather.f32(i32 73, %dx.types.Handle %cube, %dx.types.Handle %smp, float %u, float %u, float %u, float undef, i32 undef, i32 undef, i32 3)
  %lod = call float @dx.op.calculateLOD.f32(i32 81, %dx.types.Handle %tex, %dx.types.Handle %smp, float %u, float %u, float undef, i1 true)
  %lodc = call float @dx.op.calculateLOD.f32(i32 81, %dx.types.Handle %cube, %dx.types.Handle %smp, float %u, float %u, float %u, i1 false)

  ; Loads: mip for an SRV, sample index for MS, undef for a UAV.
  %ld = call %dx.types.ResRet.f32 @dx.op.textureLoad.f32(i32 66, %dx.types.Handle %tex, i32 0, i32 %tid, i32 %gid, i32 undef, i32 undef, i32 undef, i32 undef)
  %ldms = call %dx.types.ResRet.f32 @dx.op.textureLoad.f32(i32 66, %dx.types.Handle %ms, i32 3, i32 %tid, i32 %gid, i32 undef, i32 1, i32 1, i32 undef)
  %ldrw = call %dx.types.ResRet.f32 @dx.op.textureLoad.f32(i32 66, %dx.types.Handle %out, i32 undef, i32 %tid, i32 %gid, i32 undef, i32 undef, i32 undef, i32 undef)
  %pos = call %dx.types.SamplePos @dx.op.texture2DMSGetSamplePosition(i32 75, %dx.types.Handle %ms, i32 %gtid)

  ; Stores and buffers.
  %x = extractvalue %dx.types.ResRet.f32 %s, 0
  call void @dx.op.textureStore.f32(i32 67, %dx.types.Handle %out, i32 %tid, i32 %gid, i32 undef, float %x, float %x, float %x, float %x, i8 15)
  %bl = call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle %ints, i32 %flat, i32 undef)
  %b0 = extractvalue %dx.types.ResRet.i32 %bl, 0
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %ints, i32 %tid, i32 undef, i32 %b0, i32 %b0, i32 %b0, i32 %b0, i8 15)

  ; Sizes: the mip of an SRV, undef for UAVs, buffers and MS.
  %d = call %dx.types.Dimensions @dx.op.getDimensions(i32 72, %dx.types.Handle %tex, i32 0)
  %drw = call %dx.types.Dimensions @dx.op.getDimensions(i32 72, %dx.types.Handle %out, i32 undef)
  %dms = call %dx.types.Dimensions @dx.op.getDimensions(i32 72, %dx.types.Handle %ms, i32 undef)
  %dbuf = call %dx.types.Dimensions @dx.op.getDimensions(i32 72, %dx.types.Handle %ints, i32 undef)

  ; A handle through a select: kind unknown, kind rules skipped.
  %either = select i1 %which, %dx.types.Handle %tex, %dx.types.Handle %cube
  %e = call %dx.types.ResRet.f32 @dx.op.sampleLevel.f32(i32 62, %dx.types.Handle %either, %dx.types.Handle %smp, float %u, float %u, float %u, float undef, i32 undef, i32 undef, i32 undef, float 0.000000e+00)
  ret void
}

declare %dx.types.Handle @dx.op.createHandleFromBinding(i32, %dx.types.ResBind, i32, i1)
declare %dx.types.Handle @dx.op.annotateHandle(i32, %dx.types.Handle, %dx.types.ResourceProperties)
declare i32 @dx.op.threadId.i32(i32, i32)
declare i32 @dx.op.groupId.i32(i32, i32)
declare i32 @dx.op.threadIdInGroup.i32(i32, i32)
declare i32 @dx.op.flattenedThreadIdInGroup.i32(i32)
declare %dx.types.ResRet.f32 @dx.op.sample.f32(i32, %dx.types.Handle, %dx.types.Handle, float, float, float, float, i32, i32, i32, float)
declare %dx.types.ResRet.f32 @dx.op.sampleBias.f32(i32, %dx.types.Handle, %dx.types.Handle, float, float, float, float, i32, i32, i32, float, float)
declare %dx.types.ResRet.f32 @dx.op.sampleGrad.f32(i32, %dx.types.Handle, %dx.types.Handle, float, float, float, float, i32, i32, i32, float, float, float, float, float, float, float)
declare %dx.types.ResRet.f32 @dx.op.sampleLevel.f32(i32, %dx.types.Handle, %dx.types.Handle, float, float, float, float, i32, i32, i32, float)
declare %dx.types.ResRet.f32 @dx.op.textureGather.f32(i32, %dx.types.Handle, %dx.types.Handle, float, float, float, float, i32, i32, i32)
declare float @dx.op.calculateLOD.f32(i32, %dx.types.Handle, %dx.types.Handle, float, float, float, i1)
declare %dx.types.ResRet.f32 @dx.op.textureLoad.f32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i32)
declare %dx.types.SamplePos @dx.op.texture2DMSGetSamplePosition(i32, %dx.types.Handle, i32)
declare void @dx.op.textureStore.f32(i32, %dx.types.Handle, i32, i32, i32, float, float, float, float, i8)
declare %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32, %dx.types.Handle, i32, i32)
declare void @dx.op.bufferStore.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i8)
declare %dx.types.Dimensions @dx.op.getDimensions(i32, %dx.types.Handle, i32)

!dx.version = !{!0}
!dx.valver = !{!1}
!dx.shaderModel = !{!2}
!dx.resources = !{!3}
!dx.entryPoints = !{!16}

!0 = !{i32 1, i32 6}
!1 = !{i32 1, i32 8}
!2 = !{!"cs", i32 6, i32 6}
!3 = !{!4, !10, null, !14}
!4 = !{!5, !6, !7, !8}
!5 = !{i32 0, ptr @Tex, !"Tex", i32 0, i32 0, i32 1, i32 2, i32 0, !9}
!6 = !{i32 1, ptr @Layers, !"Layers", i32 0, i32 1, i32 1, i32 7, i32 0, !9}
!7 = !{i32 2, ptr @MS, !"MS", i32 0, i32 2, i32 1, i32 3, i32 8, !9}
!8 = !{i32 3, ptr @Cube, !"Cube", i32 0, i32 3, i32 1, i32 5, i32 0, !9}
!9 = !{i32 0, i32 9}
!10 = !{!11, !12}
!11 = !{i32 0, ptr @Out, !"Out", i32 0, i32 0, i32 1, i32 2, i1 false, i1 false, i1 false, !9}
!12 = !{i32 1, ptr @Ints, !"Ints", i32 0, i32 1, i32 1, i32 10, i1 false, i1 false, i1 false, !13}
!13 = !{i32 0, i32 4}
!14 = !{!15}
!15 = !{i32 0, ptr @Samp, !"Samp", i32 0, i32 0, i32 1, i32 0, null}
!16 = !{ptr @main, !"main", null, !3, !17}
!17 = !{i32 4, !18}
!18 = !{i32 8, i32 8, i32 1}
