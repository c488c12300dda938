; texel-dxil-verify accepts well-formed DXIL-op IR at shader model 6.0: handles
; from createHandle, whose kinds come from the !dx.resources records (SRV and
; UAV field 6), with the same undef conventions as from 6.6.
; RUN: %opt -load-pass-plugin=%plugin -passes=texel-dxil-verify -disable-output %s 2>&1 | FileCheck %s --allow-empty
; CHECK-NOT: error
; CHECK-NOT: texel-dxil-verify

target triple = "dxil-pc-shadermodel6.0-pixel"

%dx.types.Handle = type { ptr }
%dx.types.ResRet.f32 = type { float, float, float, float, i32 }
%dx.types.ResRet.f16 = type { half, half, half, half, i32 }
%dx.types.Dimensions = type { i32, i32, i32, i32 }
%dx.types.SamplePos = type { float, float }
%"class.Texture1D<float4>" = type { <4 x float> }
%"class.Texture3D<half4>" = type { <4 x half> }
%"class.Texture2DMSArray<float4>" = type { <4 x float> }
%"class.RWTexture2DArray<float4>" = type { <4 x float> }
%struct.SamplerState = type { i32 }
%struct.SamplerComparisonState = type { i32 }

@Line = external constant %"class.Texture1D<float4>"
@Volume = external constant %"class.Texture3D<half4>"
@MSA = external constant %"class.Texture2DMSArray<float4>"
@Out = external constant %"class.RWTexture2DArray<float4>"
@Samp = external constant %struct.SamplerState
@Cmp = external constant %struct.SamplerComparisonState

define void @main(float %u, float %v, i32 %i) {
entry:
  %line = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 0, i32 0, i1 false)
  %volume = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 1, i32 1, i1 false)
  %msa = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 2, i32 2, i1 false)
  %out = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
  %smp = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 3, i32 0, i32 0, i1 false)
  %cmp = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 3, i32 1, i32 1, i1 false)

  ; Texture1D: one coordinate, one offset.
  %s = call %dx.types.ResRet.f32 @dx.op.sample.f32(i32 60, %dx.types.Handle %line, %dx.types.Handle %smp, float %u, float undef, float undef, float undef, i32 -3, i32 undef, i32 undef, float undef)
  %sc = call %dx.types.ResRet.f32 @dx.op.sampleCmp.f32(i32 64, %dx.types.Handle %line, %dx.types.Handle %cmp, float %u, float undef, float undef, float undef, i32 undef, i32 undef, i32 undef, float %v, float undef)
  %sz = call %dx.types.ResRet.f32 @dx.op.sampleCmpLevelZero.f32(i32 65, %dx.types.Handle %line, %dx.types.Handle %cmp, float %u, float undef, float undef, float undef, i32 undef, i32 undef, i32 undef, float %v)
  %lod = call float @dx.op.calculateLOD.f32(i32 81, %dx.types.Handle %line, %dx.types.Handle %smp, float %u, float undef, float undef, i1 true)
  ; Texture3D of half4: three coordinates, three offsets.
  %h = call %dx.types.ResRet.f16 @dx.op.sampleLevel.f16(i32 62, %dx.types.Handle %volume, %dx.types.Handle %smp, float %u, float %v, float %u, float undef, i32 1, i32 2, i32 3, float 0.000000e+00)
  %hl = call %dx.types.ResRet.f16 @dx.op.textureLoad.f16(i32 66, %dx.types.Handle %volume, i32 0, i32 %i, i32 %i, i32 %i, i32 undef, i32 undef, i32 undef)
  ; Texture2DMSArray: three load coordinates, the sample index in the mip slot.
  %m = call %dx.types.ResRet.f32 @dx.op.textureLoad.f32(i32 66, %dx.types.Handle %msa, i32 %i, i32 %i, i32 %i, i32 0, i32 undef, i32 undef, i32 undef)
  %pos = call %dx.types.SamplePos @dx.op.texture2DMSGetSamplePosition(i32 75, %dx.types.Handle %msa, i32 0)
  %dm = call %dx.types.Dimensions @dx.op.getDimensions(i32 72, %dx.types.Handle %msa, i32 undef)
  ; RWTexture2DArray: three store coordinates, no mip.
  %x = extractvalue %dx.types.ResRet.f32 %s, 0
  call void @dx.op.textureStore.f32(i32 67, %dx.types.Handle %out, i32 %i, i32 %i, i32 0, float %x, float %x, float %x, float %x, i8 15)
  %r = call %dx.types.ResRet.f32 @dx.op.textureLoad.f32(i32 66, %dx.types.Handle %out, i32 undef, i32 %i, i32 %i, i32 1, i32 undef, i32 undef, i32 undef)
  %d = call %dx.types.Dimensions @dx.op.getDimensions(i32 72, %dx.types.Handle %out, i32 undef)
  %dv = call %dx.types.Dimensions @dx.op.getDimensions(i32 72, %dx.types.Handle %volume, i32 %i)
  ret void
}

declare %dx.types.Handle @dx.op.createHandle(i32, i8, i32, i32, i1)
declare %dx.types.ResRet.f32 @dx.op.sample.f32(i32, %dx.types.Handle, %dx.types.Handle, float, float, float, float, i32, i32, i32, float)
declare %dx.types.ResRet.f32 @dx.op.sampleCmp.f32(i32, %dx.types.Handle, %dx.types.Handle, float, float, float, float, i32, i32, i32, float, float)
declare %dx.types.ResRet.f32 @dx.op.sampleCmpLevelZero.f32(i32, %dx.types.Handle, %dx.types.Handle, float, float, float, float, i32, i32, i32, float)
declare float @dx.op.calculateLOD.f32(i32, %dx.types.Handle, %dx.types.Handle, float, float, float, i1)
declare %dx.types.ResRet.f16 @dx.op.sampleLevel.f16(i32, %dx.types.Handle, %dx.types.Handle, float, float, float, float, i32, i32, i32, float)
declare %dx.types.ResRet.f16 @dx.op.textureLoad.f16(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i32)
declare %dx.types.ResRet.f32 @dx.op.textureLoad.f32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i32)
declare %dx.types.SamplePos @dx.op.texture2DMSGetSamplePosition(i32, %dx.types.Handle, i32)
declare %dx.types.Dimensions @dx.op.getDimensions(i32, %dx.types.Handle, i32)
declare void @dx.op.textureStore.f32(i32, %dx.types.Handle, i32, i32, i32, float, float, float, float, i8)

!dx.version = !{!0}
!dx.valver = !{!1}
!dx.shaderModel = !{!2}
!dx.resources = !{!3}
!dx.entryPoints = !{!15}

!0 = !{i32 1, i32 0}
!1 = !{i32 1, i32 8}
!2 = !{!"ps", i32 6, i32 0}
!3 = !{!4, !10, null, !12}
!4 = !{!5, !7, !8}
!5 = !{i32 0, ptr @Line, !"Line", i32 0, i32 0, i32 1, i32 1, i32 0, !6}
!6 = !{i32 0, i32 9}
!7 = !{i32 1, ptr @Volume, !"Volume", i32 0, i32 1, i32 1, i32 4, i32 0, !9}
!8 = !{i32 2, ptr @MSA, !"MSA", i32 0, i32 2, i32 1, i32 8, i32 4, !6}
!9 = !{i32 0, i32 8}
!10 = !{!11}
!11 = !{i32 0, ptr @Out, !"Out", i32 0, i32 0, i32 1, i32 7, i1 false, i1 false, i1 false, !6}
!12 = !{!13, !14}
!13 = !{i32 0, ptr @Samp, !"Samp", i32 0, i32 0, i32 1, i32 0, null}
!14 = !{i32 1, ptr @Cmp, !"Cmp", i32 0, i32 1, i32 1, i32 1, null}
!15 = !{ptr @main, !"main", null, !3, null}
