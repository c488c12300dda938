; texel-dxil lowers llvm.dx.resource.samplecmplevel (SM 6.7) to SampleCmpLevel
; (224): c0..c3, o0..o2, cmp, lod. Kinds Texture1D, 1DArray, 2D, 2DArray, Cube,
; CubeArray; f32 and f16 results (field 0 of the ResRet); zero and constant
; offsets, and at SM 6.7 also dynamic offsets (the active components extracted)
; and constants outside [-8, 7].
;
; RUN: %opt -load-pass-plugin=%plugin -passes=texel-dxil,texel-dxil-verify-ops -S %s | FileCheck %s

target triple = "dxil-pc-shadermodel6.7-compute"

;   Texture1D<float>         D1D    : register(t40)
;   Texture1DArray<half4>    D1DA   : register(t41)
;   Texture2D<float>         D2D    : register(t42)
;   Texture2DArray<float4>   D2DA   : register(t43)
;   TextureCube<float4>      DCube  : register(t44)
;   TextureCubeArray<half4>  DCubeA : register(t45)
;   SamplerComparisonState   Less   : register(s0)
@D1D.name = private unnamed_addr constant [4 x i8] c"D1D\00"
@D1DA.name = private unnamed_addr constant [5 x i8] c"D1DA\00"
@D2D.name = private unnamed_addr constant [4 x i8] c"D2D\00"
@D2DA.name = private unnamed_addr constant [5 x i8] c"D2DA\00"
@DCube.name = private unnamed_addr constant [6 x i8] c"DCube\00"
@DCubeA.name = private unnamed_addr constant [7 x i8] c"DCubeA\00"
@Less.name = private unnamed_addr constant [5 x i8] c"Less\00"

@out.f32 = global float 0.000000e+00, align 4
@out.f16 = global half 0xH0000, align 2

; The DXIL types (DXIL.md, Operation calls).
; CHECK-DAG: %dx.types.Handle = type { ptr }
; CHECK-DAG: %dx.types.ResBind = type { i32, i32, i32, i8 }
; CHECK-DAG: %dx.types.ResourceProperties = type { i32, i32 }
; CHECK-DAG: %dx.types.ResRet.f16 = type { half, half, half, half, i32 }
; CHECK-DAG: %dx.types.ResRet.f32 = type { float, float, float, float, i32 }

; Texture1D<float>: the scalar coordinate, offset 3, compare value and lod.
; CHECK-LABEL: define float @cmplevel_1d(float %u, float %ref, float %lod)
; CHECK: [[B0:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 40, i32 40, i32 0, i8 0 }, i32 40, i1 false)
; CHECK-NEXT: [[TEX:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B0]], %dx.types.ResourceProperties { i32 1, i32 265 })
; CHECK-NEXT: [[B1:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 3 }, i32 0, i1 false)
; CHECK-NEXT: [[SAMP:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B1]], %dx.types.ResourceProperties { i32 32782, i32 0 })
; CHECK-NEXT: [[R:%.*]] = call %dx.types.ResRet.f32 @dx.op.sampleCmpLevel.f32(i32 224, %dx.types.Handle [[TEX]], %dx.types.Handle [[SAMP]], float %u, float undef, float undef, float undef, i32 3, i32 undef, i32 undef, float %ref, float %lod)
; CHECK-NEXT: [[X:%.*]] = extractvalue %dx.types.ResRet.f32 [[R]], 0
; CHECK-NEXT: ret float [[X]]
define float @cmplevel_1d(float %u, float %ref, float %lod) #0 {
entry:
  %tex = call target("dx.Texture", float, 0, 0, 0, 1) @llvm.dx.resource.handlefrombinding.tdx.Texture_f32_0_0_0_1t(i32 0, i32 40, i32 1, i32 0, ptr @D1D.name)
  %samp = call target("dx.Sampler", 1) @llvm.dx.resource.handlefrombinding.tdx.Sampler_1t(i32 0, i32 0, i32 1, i32 0, ptr @Less.name)
  %r = call float @llvm.dx.resource.samplecmplevel.f32.tdx.Texture_f32_0_0_0_1t.tdx.Sampler_1t.f32.i32(target("dx.Texture", float, 0, 0, 0, 1) %tex, target("dx.Sampler", 1) %samp, float %u, float %ref, float %lod, i32 3)
  ret float %r
}

; Texture1DArray<half4>: a half result (f16 overload), zero offset.
; CHECK-LABEL: define void @cmplevel_1darray_half(<2 x float> %ul, float %ref, float %lod)
; CHECK: [[B0:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 41, i32 41, i32 0, i8 0 }, i32 41, i1 false)
; CHECK-NEXT: [[TEX:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B0]], %dx.types.ResourceProperties { i32 6, i32 1032 })
; CHECK-NEXT: [[B1:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 3 }, i32 0, i1 false)
; CHECK-NEXT: [[SAMP:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B1]], %dx.types.ResourceProperties { i32 32782, i32 0 })
; CHECK-DAG: [[C0:%.*]] = extractelement <2 x float> %ul, i{{32|64}} 0
; CHECK-DAG: [[C1:%.*]] = extractelement <2 x float> %ul, i{{32|64}} 1
; CHECK: [[R:%.*]] = call %dx.types.ResRet.f16 @dx.op.sampleCmpLevel.f16(i32 224, %dx.types.Handle [[TEX]], %dx.types.Handle [[SAMP]], float [[C0]], float [[C1]], float undef, float undef, i32 undef, i32 undef, i32 undef, float %ref, float %lod)
; CHECK-NEXT: [[X:%.*]] = extractvalue %dx.types.ResRet.f16 [[R]], 0
; CHECK-NEXT: store half [[X]], ptr @out.f16, align 2
; CHECK-NEXT: ret void
define void @cmplevel_1darray_half(<2 x float> %ul, float %ref, float %lod) #0 {
entry:
  %tex = call target("dx.Texture", <4 x half>, 0, 0, 0, 6) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f16_0_0_0_6t(i32 0, i32 41, i32 1, i32 0, ptr @D1DA.name)
  %samp = call target("dx.Sampler", 1) @llvm.dx.resource.handlefrombinding.tdx.Sampler_1t(i32 0, i32 0, i32 1, i32 0, ptr @Less.name)
  %r = call half @llvm.dx.resource.samplecmplevel.f16.tdx.Texture_v4f16_0_0_0_6t.tdx.Sampler_1t.v2f32.i32(target("dx.Texture", <4 x half>, 0, 0, 0, 6) %tex, target("dx.Sampler", 1) %samp, <2 x float> %ul, float %ref, float %lod, i32 0)
  store half %r, ptr @out.f16, align 2
  ret void
}

; Texture2D<float>: a dynamic offset (legal from SM 6.7): both active components
; extracted, o2 undef.
; CHECK-LABEL: define float @cmplevel_2d_dynamic_offset(<2 x float> %uv, float %ref, float %lod, <2 x i32> %off)
; CHECK: [[B0:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 42, i32 42, i32 0, i8 0 }, i32 42, i1 false)
; CHECK-NEXT: [[TEX:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B0]], %dx.types.ResourceProperties { i32 2, i32 265 })
; CHECK-NEXT: [[B1:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 3 }, i32 0, i1 false)
; CHECK-NEXT: [[SAMP:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B1]], %dx.types.ResourceProperties { i32 32782, i32 0 })
; CHECK-DAG: [[C0:%.*]] = extractelement <2 x float> %uv, i{{32|64}} 0
; CHECK-DAG: [[C1:%.*]] = extractelement <2 x float> %uv, i{{32|64}} 1
; CHECK-DAG: [[O0:%.*]] = extractelement <2 x i32> %off, i{{32|64}} 0
; CHECK-DAG: [[O1:%.*]] = extractelement <2 x i32> %off, i{{32|64}} 1
; CHECK: [[R:%.*]] = call %dx.types.ResRet.f32 @dx.op.sampleCmpLevel.f32(i32 224, %dx.types.Handle [[TEX]], %dx.types.Handle [[SAMP]], float [[C0]], float [[C1]], float undef, float undef, i32 [[O0]], i32 [[O1]], i32 undef, float %ref, float %lod)
; CHECK-NEXT: [[X:%.*]] = extractvalue %dx.types.ResRet.f32 [[R]], 0
; CHECK-NEXT: ret float [[X]]
define float @cmplevel_2d_dynamic_offset(<2 x float> %uv, float %ref, float %lod, <2 x i32> %off) #0 {
entry:
  %tex = call target("dx.Texture", float, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_f32_0_0_0_2t(i32 0, i32 42, i32 1, i32 0, ptr @D2D.name)
  %samp = call target("dx.Sampler", 1) @llvm.dx.resource.handlefrombinding.tdx.Sampler_1t(i32 0, i32 0, i32 1, i32 0, ptr @Less.name)
  %r = call float @llvm.dx.resource.samplecmplevel.f32.tdx.Texture_f32_0_0_0_2t.tdx.Sampler_1t.v2f32.v2i32(target("dx.Texture", float, 0, 0, 0, 2) %tex, target("dx.Sampler", 1) %samp, <2 x float> %uv, float %ref, float %lod, <2 x i32> %off)
  ret float %r
}

; Texture2DArray<float4>: constant offsets outside [-8, 7] (legal from SM 6.7).
; CHECK-LABEL: define float @cmplevel_2darray_wide_offset(<3 x float> %uvl, float %ref, float %lod)
; CHECK: [[B0:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 43, i32 43, i32 0, i8 0 }, i32 43, i1 false)
; CHECK-NEXT: [[TEX:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B0]], %dx.types.ResourceProperties { i32 7, i32 1033 })
; CHECK-NEXT: [[B1:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 3 }, i32 0, i1 false)
; CHECK-NEXT: [[SAMP:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B1]], %dx.types.ResourceProperties { i32 32782, i32 0 })
; CHECK-DAG: [[C0:%.*]] = extractelement <3 x float> %uvl, i{{32|64}} 0
; CHECK-DAG: [[C1:%.*]] = extractelement <3 x float> %uvl, i{{32|64}} 1
; CHECK-DAG: [[C2:%.*]] = extractelement <3 x float> %uvl, i{{32|64}} 2
; CHECK: [[R:%.*]] = call %dx.types.ResRet.f32 @dx.op.sampleCmpLevel.f32(i32 224, %dx.types.Handle [[TEX]], %dx.types.Handle [[SAMP]], float [[C0]], float [[C1]], float [[C2]], float undef, i32 12, i32 -9, i32 undef, float %ref, float %lod)
; CHECK-NEXT: [[X:%.*]] = extractvalue %dx.types.ResRet.f32 [[R]], 0
; CHECK-NEXT: ret float [[X]]
define float @cmplevel_2darray_wide_offset(<3 x float> %uvl, float %ref, float %lod) #0 {
entry:
  %tex = call target("dx.Texture", <4 x float>, 0, 0, 0, 7) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_7t(i32 0, i32 43, i32 1, i32 0, ptr @D2DA.name)
  %samp = call target("dx.Sampler", 1) @llvm.dx.resource.handlefrombinding.tdx.Sampler_1t(i32 0, i32 0, i32 1, i32 0, ptr @Less.name)
  %r = call float @llvm.dx.resource.samplecmplevel.f32.tdx.Texture_v4f32_0_0_0_7t.tdx.Sampler_1t.v3f32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 7) %tex, target("dx.Sampler", 1) %samp, <3 x float> %uvl, float %ref, float %lod, <2 x i32> <i32 12, i32 -9>)
  ret float %r
}

; TextureCube<float4>: no offsets, a constant lod.
; CHECK-LABEL: define void @cmplevel_cube(<3 x float> %dir, float %ref)
; CHECK: [[B0:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 44, i32 44, i32 0, i8 0 }, i32 44, i1 false)
; CHECK-NEXT: [[TEX:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B0]], %dx.types.ResourceProperties { i32 5, i32 1033 })
; CHECK-NEXT: [[B1:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 3 }, i32 0, i1 false)
; CHECK-NEXT: [[SAMP:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B1]], %dx.types.ResourceProperties { i32 32782, i32 0 })
; CHECK-DAG: [[C0:%.*]] = extractelement <3 x float> %dir, i{{32|64}} 0
; CHECK-DAG: [[C1:%.*]] = extractelement <3 x float> %dir, i{{32|64}} 1
; CHECK-DAG: [[C2:%.*]] = extractelement <3 x float> %dir, i{{32|64}} 2
; CHECK: [[R:%.*]] = call %dx.types.ResRet.f32 @dx.op.sampleCmpLevel.f32(i32 224, %dx.types.Handle [[TEX]], %dx.types.Handle [[SAMP]], float [[C0]], float [[C1]], float [[C2]], float undef, i32 undef, i32 undef, i32 undef, float %ref, float 2.000000e+00)
; CHECK-NEXT: [[X:%.*]] = extractvalue %dx.types.ResRet.f32 [[R]], 0
; CHECK-NEXT: store float [[X]], ptr @out.f32, align 4
; CHECK-NEXT: ret void
define void @cmplevel_cube(<3 x float> %dir, float %ref) #0 {
entry:
  %tex = call target("dx.Texture", <4 x float>, 0, 0, 0, 5) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_5t(i32 0, i32 44, i32 1, i32 0, ptr @DCube.name)
  %samp = call target("dx.Sampler", 1) @llvm.dx.resource.handlefrombinding.tdx.Sampler_1t(i32 0, i32 0, i32 1, i32 0, ptr @Less.name)
  %r = call float @llvm.dx.resource.samplecmplevel.f32.tdx.Texture_v4f32_0_0_0_5t.tdx.Sampler_1t.v3f32.v3i32(target("dx.Texture", <4 x float>, 0, 0, 0, 5) %tex, target("dx.Sampler", 1) %samp, <3 x float> %dir, float %ref, float 2.0, <3 x i32> zeroinitializer)
  store float %r, ptr @out.f32, align 4
  ret void
}

; TextureCubeArray<half4>: four coordinates, a half result.
; CHECK-LABEL: define half @cmplevel_cubearray_half(<4 x float> %dirl, float %ref, float %lod)
; CHECK: [[B0:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 45, i32 45, i32 0, i8 0 }, i32 45, i1 false)
; CHECK-NEXT: [[TEX:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B0]], %dx.types.ResourceProperties { i32 9, i32 1032 })
; CHECK-NEXT: [[B1:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 3 }, i32 0, i1 false)
; CHECK-NEXT: [[SAMP:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B1]], %dx.types.ResourceProperties { i32 32782, i32 0 })
; CHECK-DAG: [[C0:%.*]] = extractelement <4 x float> %dirl, i{{32|64}} 0
; CHECK-DAG: [[C1:%.*]] = extractelement <4 x float> %dirl, i{{32|64}} 1
; CHECK-DAG: [[C2:%.*]] = extractelement <4 x float> %dirl, i{{32|64}} 2
; CHECK-DAG: [[C3:%.*]] = extractelement <4 x float> %dirl, i{{32|64}} 3
; CHECK: [[R:%.*]] = call %dx.types.ResRet.f16 @dx.op.sampleCmpLevel.f16(i32 224, %dx.types.Handle [[TEX]], %dx.types.Handle [[SAMP]], float [[C0]], float [[C1]], float [[C2]], float [[C3]], i32 undef, i32 undef, i32 undef, float %ref, float %lod)
; CHECK-NEXT: [[X:%.*]] = extractvalue %dx.types.ResRet.f16 [[R]], 0
; CHECK-NEXT: ret half [[X]]
define half @cmplevel_cubearray_half(<4 x float> %dirl, float %ref, float %lod) #0 {
entry:
  %tex = call target("dx.Texture", <4 x half>, 0, 0, 0, 9) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f16_0_0_0_9t(i32 0, i32 45, i32 1, i32 0, ptr @DCubeA.name)
  %samp = call target("dx.Sampler", 1) @llvm.dx.resource.handlefrombinding.tdx.Sampler_1t(i32 0, i32 0, i32 1, i32 0, ptr @Less.name)
  %r = call half @llvm.dx.resource.samplecmplevel.f16.tdx.Texture_v4f16_0_0_0_9t.tdx.Sampler_1t.v4f32.v3i32(target("dx.Texture", <4 x half>, 0, 0, 0, 9) %tex, target("dx.Sampler", 1) %samp, <4 x float> %dirl, float %ref, float %lod, <3 x i32> zeroinitializer)
  ret half %r
}

; CHECK-NOT: @llvm.dx.resource

; One declaration per (class, overload), with the parameters of the op table.
; CHECK-DAG: declare %dx.types.Handle @dx.op.annotateHandle(i32, %dx.types.Handle, %dx.types.ResourceProperties)
; CHECK-DAG: declare %dx.types.Handle @dx.op.createHandleFromBinding(i32, %dx.types.ResBind, i32, i1)
; CHECK-DAG: declare %dx.types.ResRet.f16 @dx.op.sampleCmpLevel.f16(i32, %dx.types.Handle, %dx.types.Handle, float, float, float, float, i32, i32, i32, float, float)
; CHECK-DAG: declare %dx.types.ResRet.f32 @dx.op.sampleCmpLevel.f32(i32, %dx.types.Handle, %dx.types.Handle, float, float, float, float, i32, i32, i32, float, float)

declare target("dx.Texture", float, 0, 0, 0, 1) @llvm.dx.resource.handlefrombinding.tdx.Texture_f32_0_0_0_1t(i32, i32, i32, i32, ptr) #1
declare target("dx.Texture", <4 x half>, 0, 0, 0, 6) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f16_0_0_0_6t(i32, i32, i32, i32, ptr) #1
declare target("dx.Texture", float, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_f32_0_0_0_2t(i32, i32, i32, i32, ptr) #1
declare target("dx.Texture", <4 x float>, 0, 0, 0, 7) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_7t(i32, i32, i32, i32, ptr) #1
declare target("dx.Texture", <4 x float>, 0, 0, 0, 5) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_5t(i32, i32, i32, i32, ptr) #1
declare target("dx.Texture", <4 x half>, 0, 0, 0, 9) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f16_0_0_0_9t(i32, i32, i32, i32, ptr) #1
declare target("dx.Sampler", 1) @llvm.dx.resource.handlefrombinding.tdx.Sampler_1t(i32, i32, i32, i32, ptr) #1

declare float @llvm.dx.resource.samplecmplevel.f32.tdx.Texture_f32_0_0_0_1t.tdx.Sampler_1t.f32.i32(target("dx.Texture", float, 0, 0, 0, 1), target("dx.Sampler", 1), float, float, float, i32) #2
declare half @llvm.dx.resource.samplecmplevel.f16.tdx.Texture_v4f16_0_0_0_6t.tdx.Sampler_1t.v2f32.i32(target("dx.Texture", <4 x half>, 0, 0, 0, 6), target("dx.Sampler", 1), <2 x float>, float, float, i32) #2
declare float @llvm.dx.resource.samplecmplevel.f32.tdx.Texture_f32_0_0_0_2t.tdx.Sampler_1t.v2f32.v2i32(target("dx.Texture", float, 0, 0, 0, 2), target("dx.Sampler", 1), <2 x float>, float, float, <2 x i32>) #2
declare float @llvm.dx.resource.samplecmplevel.f32.tdx.Texture_v4f32_0_0_0_7t.tdx.Sampler_1t.v3f32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 7), target("dx.Sampler", 1), <3 x float>, float, float, <2 x i32>) #2
declare float @llvm.dx.resource.samplecmplevel.f32.tdx.Texture_v4f32_0_0_0_5t.tdx.Sampler_1t.v3f32.v3i32(target("dx.Texture", <4 x float>, 0, 0, 0, 5), target("dx.Sampler", 1), <3 x float>, float, float, <3 x i32>) #2
declare half @llvm.dx.resource.samplecmplevel.f16.tdx.Texture_v4f16_0_0_0_9t.tdx.Sampler_1t.v4f32.v3i32(target("dx.Texture", <4 x half>, 0, 0, 0, 9), target("dx.Sampler", 1), <4 x float>, float, float, <3 x i32>) #2

attributes #0 = { "hlsl.shader"="compute" "hlsl.numthreads"="4,1,1" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(read) }
