; A module that already holds a name texel-dxil declares (a %dx.types.*
; struct or a @dx.op.* function) with another shape: texel-dxil reused what it
; found by name and opt crashed or aborted. Each is an error naming the
; declaration, both shapes, before any edit (opt exits 1, no crash).
;
; RUN: split-file %s %t
; RUN: not %opt -load-pass-plugin=%plugin -passes=texel-dxil -disable-output %t/function-shape.ll 2>&1 | FileCheck %s --check-prefix=FUNCTION
; RUN: not %opt -load-pass-plugin=%plugin -passes=texel-dxil -disable-output %t/resret.ll 2>&1 | FileCheck %s --check-prefix=RESRET
; RUN: not %opt -load-pass-plugin=%plugin -passes=texel-dxil -disable-output %t/handle.ll 2>&1 | FileCheck %s --check-prefix=HANDLE
; RUN: not %opt -load-pass-plugin=%plugin -passes=texel-dxil -disable-output %t/create.ll 2>&1 | FileCheck %s --check-prefix=CREATE
; RUN: not %opt -load-pass-plugin=%plugin -passes=texel-dxil -disable-output %t/resbind.ll 2>&1 | FileCheck %s --check-prefix=RESBIND
;
; FUNCTION: error: texel-dxil: the module already declares '@dx.op.sampleLevel.f32' as i32 (i32); texel-dxil declares it as %dx.types.ResRet.f32 (i32, %dx.types.Handle, %dx.types.Handle, float, float, float, float, i32, i32, i32, float) and cannot use it as it is
; RESRET: error: texel-dxil: the module already declares '%dx.types.ResRet.f32' as type { i8 }; texel-dxil declares it as type { float, float, float, float, i32 } and cannot use it as it is
; HANDLE: error: texel-dxil: the module already declares '%dx.types.Handle' as type { i32, i32 }; texel-dxil declares it as type { ptr } and cannot use it as it is
; CREATE: error: texel-dxil: the module already declares '@dx.op.createHandleFromBinding' as void (); texel-dxil declares it as %dx.types.Handle (i32, %dx.types.ResBind, i32, i1) and cannot use it as it is
; RESBIND: error: texel-dxil: the module already declares '%dx.types.ResBind' as an opaque struct; texel-dxil declares it as type { i32, i32, i32, i8 } and cannot use it as it is
;--- function-shape.ll

target triple = "dxil-pc-shadermodel6.6-compute"

@L1D.name = private unnamed_addr constant [4 x i8] c"L1D\00"
@L1DA.name = private unnamed_addr constant [5 x i8] c"L1DA\00"
@L2D.name = private unnamed_addr constant [4 x i8] c"L2D\00"
@L2DA.name = private unnamed_addr constant [5 x i8] c"L2DA\00"
@L3D.name = private unnamed_addr constant [4 x i8] c"L3D\00"
@LCube.name = private unnamed_addr constant [6 x i8] c"LCube\00"
@LCubeA.name = private unnamed_addr constant [7 x i8] c"LCubeA\00"
@L2D2.name = private unnamed_addr constant [5 x i8] c"L2D2\00"
@L3D3.name = private unnamed_addr constant [5 x i8] c"L3D3\00"
@Point.name = private unnamed_addr constant [6 x i8] c"Point\00"

@out.f32 = global float 0.000000e+00, align 4
@out.f16 = global half 0xH0000, align 2
@out.v2f32 = global <2 x float> zeroinitializer, align 8
@out.v4f32 = global <4 x float> zeroinitializer, align 16


define float @level_1d_scalar(float %u, float %lod) #0 {
entry:
  %tex = call target("dx.Texture", float, 0, 0, 0, 1) @llvm.dx.resource.handlefrombinding.tdx.Texture_f32_0_0_0_1t(i32 3, i32 0, i32 1, i32 0, ptr @L1D.name)
  %samp = call target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32 3, i32 0, i32 1, i32 0, ptr @Point.name)
  %r = call float @llvm.dx.resource.samplelevel.f32.tdx.Texture_f32_0_0_0_1t.tdx.Sampler_0t.f32.i32(target("dx.Texture", float, 0, 0, 0, 1) %tex, target("dx.Sampler", 0) %samp, float %u, float %lod, i32 7)
  ret float %r
}

define void @level_1darray(<2 x float> %ul) #0 {
entry:
  %tex = call target("dx.Texture", <4 x float>, 0, 0, 0, 6) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_6t(i32 3, i32 1, i32 1, i32 0, ptr @L1DA.name)
  %samp = call target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32 3, i32 0, i32 1, i32 0, ptr @Point.name)
  %r = call <4 x float> @llvm.dx.resource.samplelevel.v4f32.tdx.Texture_v4f32_0_0_0_6t.tdx.Sampler_0t.v2f32.i32(target("dx.Texture", <4 x float>, 0, 0, 0, 6) %tex, target("dx.Sampler", 0) %samp, <2 x float> %ul, float 0.0, i32 0)
  store <4 x float> %r, ptr @out.v4f32, align 16
  ret void
}

define float @level_2d_variable_lane(<2 x float> %uv, float %lod, i32 %lane) #0 {
entry:
  %tex = call target("dx.Texture", <4 x float>, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_2t(i32 3, i32 2, i32 1, i32 0, ptr @L2D.name)
  %samp = call target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32 3, i32 0, i32 1, i32 0, ptr @Point.name)
  %r = call <4 x float> @llvm.dx.resource.samplelevel.v4f32.tdx.Texture_v4f32_0_0_0_2t.tdx.Sampler_0t.v2f32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 2) %tex, target("dx.Sampler", 0) %samp, <2 x float> %uv, float %lod, <2 x i32> <i32 -8, i32 7>)
  %x = extractelement <4 x float> %r, i64 0
  %any = extractelement <4 x float> %r, i32 %lane
  %s = fadd float %x, %any
  ret float %s
}

define <4 x half> @level_2darray_half(<3 x float> %uvl, float %lod) #0 {
entry:
  %tex = call target("dx.Texture", <4 x half>, 0, 0, 0, 7) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f16_0_0_0_7t(i32 3, i32 3, i32 1, i32 0, ptr @L2DA.name)
  %samp = call target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32 3, i32 0, i32 1, i32 0, ptr @Point.name)
  %r = call <4 x half> @llvm.dx.resource.samplelevel.v4f16.tdx.Texture_v4f16_0_0_0_7t.tdx.Sampler_0t.v3f32.v2i32(target("dx.Texture", <4 x half>, 0, 0, 0, 7) %tex, target("dx.Sampler", 0) %samp, <3 x float> %uvl, float %lod, <2 x i32> <i32 2, i32 0>)
  ret <4 x half> %r
}

define void @level_3d_half(<3 x float> %uvw, float %lod) #0 {
entry:
  %tex = call target("dx.Texture", <4 x half>, 0, 0, 0, 4) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f16_0_0_0_4t(i32 3, i32 4, i32 1, i32 0, ptr @L3D.name)
  %samp = call target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32 3, i32 0, i32 1, i32 0, ptr @Point.name)
  %r = call <4 x half> @llvm.dx.resource.samplelevel.v4f16.tdx.Texture_v4f16_0_0_0_4t.tdx.Sampler_0t.v3f32.v3i32(target("dx.Texture", <4 x half>, 0, 0, 0, 4) %tex, target("dx.Sampler", 0) %samp, <3 x float> %uvw, float %lod, <3 x i32> zeroinitializer)
  %z = extractelement <4 x half> %r, i32 2
  store half %z, ptr @out.f16, align 2
  ret void
}

define void @level_cube_select(<3 x float> %dir, float %lod, i1 %keep) #0 {
entry:
  %tex = call target("dx.Texture", <4 x float>, 0, 0, 0, 5) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_5t(i32 3, i32 5, i32 1, i32 0, ptr @LCube.name)
  %samp = call target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32 3, i32 0, i32 1, i32 0, ptr @Point.name)
  %r = call <4 x float> @llvm.dx.resource.samplelevel.v4f32.tdx.Texture_v4f32_0_0_0_5t.tdx.Sampler_0t.v3f32.v3i32(target("dx.Texture", <4 x float>, 0, 0, 0, 5) %tex, target("dx.Sampler", 0) %samp, <3 x float> %dir, float %lod, <3 x i32> zeroinitializer)
  %sel = select i1 %keep, <4 x float> %r, <4 x float> zeroinitializer
  store <4 x float> %sel, ptr @out.v4f32, align 16
  ret void
}

define void @level_cubearray_scalar(<4 x float> %dirl, float %lod) #0 {
entry:
  %tex = call target("dx.Texture", float, 0, 0, 0, 9) @llvm.dx.resource.handlefrombinding.tdx.Texture_f32_0_0_0_9t(i32 3, i32 6, i32 1, i32 0, ptr @LCubeA.name)
  %samp = call target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32 3, i32 0, i32 1, i32 0, ptr @Point.name)
  %r = call float @llvm.dx.resource.samplelevel.f32.tdx.Texture_f32_0_0_0_9t.tdx.Sampler_0t.v4f32.v3i32(target("dx.Texture", float, 0, 0, 0, 9) %tex, target("dx.Sampler", 0) %samp, <4 x float> %dirl, float %lod, <3 x i32> zeroinitializer)
  %m = fmul float %r, 4.0
  store float %m, ptr @out.f32, align 4
  ret void
}

define void @level_2d_float2_branch(<2 x float> %uv, float %lod, i1 %take) #0 {
entry:
  %tex = call target("dx.Texture", <2 x float>, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v2f32_0_0_0_2t(i32 3, i32 7, i32 1, i32 0, ptr @L2D2.name)
  %samp = call target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32 3, i32 0, i32 1, i32 0, ptr @Point.name)
  br i1 %take, label %then, label %merge

then:
  %r = call <2 x float> @llvm.dx.resource.samplelevel.v2f32.tdx.Texture_v2f32_0_0_0_2t.tdx.Sampler_0t.v2f32.v2i32(target("dx.Texture", <2 x float>, 0, 0, 0, 2) %tex, target("dx.Sampler", 0) %samp, <2 x float> %uv, float %lod, <2 x i32> zeroinitializer)
  %y = extractelement <2 x float> %r, i32 1
  store float %y, ptr @out.f32, align 4
  br label %merge

merge:
  %p = phi <2 x float> [ %r, %then ], [ zeroinitializer, %entry ]
  store <2 x float> %p, ptr @out.v2f32, align 8
  ret void
}

define <3 x float> @level_3d_float3(<3 x float> %uvw, float %lod) #0 {
entry:
  %tex = call target("dx.Texture", <3 x float>, 0, 0, 0, 4) @llvm.dx.resource.handlefrombinding.tdx.Texture_v3f32_0_0_0_4t(i32 3, i32 8, i32 1, i32 0, ptr @L3D3.name)
  %samp = call target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32 3, i32 0, i32 1, i32 0, ptr @Point.name)
  %r = call <3 x float> @llvm.dx.resource.samplelevel.v3f32.tdx.Texture_v3f32_0_0_0_4t.tdx.Sampler_0t.v3f32.v3i32(target("dx.Texture", <3 x float>, 0, 0, 0, 4) %tex, target("dx.Sampler", 0) %samp, <3 x float> %uvw, float %lod, <3 x i32> <i32 0, i32 0, i32 5>)
  %z = extractelement <3 x float> %r, i32 2
  store float %z, ptr @out.f32, align 4
  ret <3 x float> %r
}



declare target("dx.Texture", float, 0, 0, 0, 1) @llvm.dx.resource.handlefrombinding.tdx.Texture_f32_0_0_0_1t(i32, i32, i32, i32, ptr) #1
declare target("dx.Texture", <4 x float>, 0, 0, 0, 6) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_6t(i32, i32, i32, i32, ptr) #1
declare target("dx.Texture", <4 x float>, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_2t(i32, i32, i32, i32, ptr) #1
declare target("dx.Texture", <4 x half>, 0, 0, 0, 7) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f16_0_0_0_7t(i32, i32, i32, i32, ptr) #1
declare target("dx.Texture", <4 x half>, 0, 0, 0, 4) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f16_0_0_0_4t(i32, i32, i32, i32, ptr) #1
declare target("dx.Texture", <4 x float>, 0, 0, 0, 5) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_5t(i32, i32, i32, i32, ptr) #1
declare target("dx.Texture", float, 0, 0, 0, 9) @llvm.dx.resource.handlefrombinding.tdx.Texture_f32_0_0_0_9t(i32, i32, i32, i32, ptr) #1
declare target("dx.Texture", <2 x float>, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v2f32_0_0_0_2t(i32, i32, i32, i32, ptr) #1
declare target("dx.Texture", <3 x float>, 0, 0, 0, 4) @llvm.dx.resource.handlefrombinding.tdx.Texture_v3f32_0_0_0_4t(i32, i32, i32, i32, ptr) #1
declare target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32, i32, i32, i32, ptr) #1

declare float @llvm.dx.resource.samplelevel.f32.tdx.Texture_f32_0_0_0_1t.tdx.Sampler_0t.f32.i32(target("dx.Texture", float, 0, 0, 0, 1), target("dx.Sampler", 0), float, float, i32) #2
declare <4 x float> @llvm.dx.resource.samplelevel.v4f32.tdx.Texture_v4f32_0_0_0_6t.tdx.Sampler_0t.v2f32.i32(target("dx.Texture", <4 x float>, 0, 0, 0, 6), target("dx.Sampler", 0), <2 x float>, float, i32) #2
declare <4 x float> @llvm.dx.resource.samplelevel.v4f32.tdx.Texture_v4f32_0_0_0_2t.tdx.Sampler_0t.v2f32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 2), target("dx.Sampler", 0), <2 x float>, float, <2 x i32>) #2
declare <4 x half> @llvm.dx.resource.samplelevel.v4f16.tdx.Texture_v4f16_0_0_0_7t.tdx.Sampler_0t.v3f32.v2i32(target("dx.Texture", <4 x half>, 0, 0, 0, 7), target("dx.Sampler", 0), <3 x float>, float, <2 x i32>) #2
declare <4 x half> @llvm.dx.resource.samplelevel.v4f16.tdx.Texture_v4f16_0_0_0_4t.tdx.Sampler_0t.v3f32.v3i32(target("dx.Texture", <4 x half>, 0, 0, 0, 4), target("dx.Sampler", 0), <3 x float>, float, <3 x i32>) #2
declare <4 x float> @llvm.dx.resource.samplelevel.v4f32.tdx.Texture_v4f32_0_0_0_5t.tdx.Sampler_0t.v3f32.v3i32(target("dx.Texture", <4 x float>, 0, 0, 0, 5), target("dx.Sampler", 0), <3 x float>, float, <3 x i32>) #2
declare float @llvm.dx.resource.samplelevel.f32.tdx.Texture_f32_0_0_0_9t.tdx.Sampler_0t.v4f32.v3i32(target("dx.Texture", float, 0, 0, 0, 9), target("dx.Sampler", 0), <4 x float>, float, <3 x i32>) #2
declare <2 x float> @llvm.dx.resource.samplelevel.v2f32.tdx.Texture_v2f32_0_0_0_2t.tdx.Sampler_0t.v2f32.v2i32(target("dx.Texture", <2 x float>, 0, 0, 0, 2), target("dx.Sampler", 0), <2 x float>, float, <2 x i32>) #2
declare <3 x float> @llvm.dx.resource.samplelevel.v3f32.tdx.Texture_v3f32_0_0_0_4t.tdx.Sampler_0t.v3f32.v3i32(target("dx.Texture", <3 x float>, 0, 0, 0, 4), target("dx.Sampler", 0), <3 x float>, float, <3 x i32>) #2

attributes #0 = { "hlsl.shader"="compute" "hlsl.numthreads"="1,1,1" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(read) }
declare i32 @dx.op.sampleLevel.f32(i32)
;--- resret.ll

target triple = "dxil-pc-shadermodel6.6-compute"

@L1D.name = private unnamed_addr constant [4 x i8] c"L1D\00"
@L1DA.name = private unnamed_addr constant [5 x i8] c"L1DA\00"
@L2D.name = private unnamed_addr constant [4 x i8] c"L2D\00"
@L2DA.name = private unnamed_addr constant [5 x i8] c"L2DA\00"
@L3D.name = private unnamed_addr constant [4 x i8] c"L3D\00"
@LCube.name = private unnamed_addr constant [6 x i8] c"LCube\00"
@LCubeA.name = private unnamed_addr constant [7 x i8] c"LCubeA\00"
@L2D2.name = private unnamed_addr constant [5 x i8] c"L2D2\00"
@L3D3.name = private unnamed_addr constant [5 x i8] c"L3D3\00"
@Point.name = private unnamed_addr constant [6 x i8] c"Point\00"

@out.f32 = global float 0.000000e+00, align 4
@out.f16 = global half 0xH0000, align 2
@out.v2f32 = global <2 x float> zeroinitializer, align 8
@out.v4f32 = global <4 x float> zeroinitializer, align 16


define float @level_1d_scalar(float %u, float %lod) #0 {
entry:
  %tex = call target("dx.Texture", float, 0, 0, 0, 1) @llvm.dx.resource.handlefrombinding.tdx.Texture_f32_0_0_0_1t(i32 3, i32 0, i32 1, i32 0, ptr @L1D.name)
  %samp = call target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32 3, i32 0, i32 1, i32 0, ptr @Point.name)
  %r = call float @llvm.dx.resource.samplelevel.f32.tdx.Texture_f32_0_0_0_1t.tdx.Sampler_0t.f32.i32(target("dx.Texture", float, 0, 0, 0, 1) %tex, target("dx.Sampler", 0) %samp, float %u, float %lod, i32 7)
  ret float %r
}

define void @level_1darray(<2 x float> %ul) #0 {
entry:
  %tex = call target("dx.Texture", <4 x float>, 0, 0, 0, 6) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_6t(i32 3, i32 1, i32 1, i32 0, ptr @L1DA.name)
  %samp = call target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32 3, i32 0, i32 1, i32 0, ptr @Point.name)
  %r = call <4 x float> @llvm.dx.resource.samplelevel.v4f32.tdx.Texture_v4f32_0_0_0_6t.tdx.Sampler_0t.v2f32.i32(target("dx.Texture", <4 x float>, 0, 0, 0, 6) %tex, target("dx.Sampler", 0) %samp, <2 x float> %ul, float 0.0, i32 0)
  store <4 x float> %r, ptr @out.v4f32, align 16
  ret void
}

define float @level_2d_variable_lane(<2 x float> %uv, float %lod, i32 %lane) #0 {
entry:
  %tex = call target("dx.Texture", <4 x float>, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_2t(i32 3, i32 2, i32 1, i32 0, ptr @L2D.name)
  %samp = call target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32 3, i32 0, i32 1, i32 0, ptr @Point.name)
  %r = call <4 x float> @llvm.dx.resource.samplelevel.v4f32.tdx.Texture_v4f32_0_0_0_2t.tdx.Sampler_0t.v2f32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 2) %tex, target("dx.Sampler", 0) %samp, <2 x float> %uv, float %lod, <2 x i32> <i32 -8, i32 7>)
  %x = extractelement <4 x float> %r, i64 0
  %any = extractelement <4 x float> %r, i32 %lane
  %s = fadd float %x, %any
  ret float %s
}

define <4 x half> @level_2darray_half(<3 x float> %uvl, float %lod) #0 {
entry:
  %tex = call target("dx.Texture", <4 x half>, 0, 0, 0, 7) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f16_0_0_0_7t(i32 3, i32 3, i32 1, i32 0, ptr @L2DA.name)
  %samp = call target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32 3, i32 0, i32 1, i32 0, ptr @Point.name)
  %r = call <4 x half> @llvm.dx.resource.samplelevel.v4f16.tdx.Texture_v4f16_0_0_0_7t.tdx.Sampler_0t.v3f32.v2i32(target("dx.Texture", <4 x half>, 0, 0, 0, 7) %tex, target("dx.Sampler", 0) %samp, <3 x float> %uvl, float %lod, <2 x i32> <i32 2, i32 0>)
  ret <4 x half> %r
}

define void @level_3d_half(<3 x float> %uvw, float %lod) #0 {
entry:
  %tex = call target("dx.Texture", <4 x half>, 0, 0, 0, 4) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f16_0_0_0_4t(i32 3, i32 4, i32 1, i32 0, ptr @L3D.name)
  %samp = call target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32 3, i32 0, i32 1, i32 0, ptr @Point.name)
  %r = call <4 x half> @llvm.dx.resource.samplelevel.v4f16.tdx.Texture_v4f16_0_0_0_4t.tdx.Sampler_0t.v3f32.v3i32(target("dx.Texture", <4 x half>, 0, 0, 0, 4) %tex, target("dx.Sampler", 0) %samp, <3 x float> %uvw, float %lod, <3 x i32> zeroinitializer)
  %z = extractelement <4 x half> %r, i32 2
  store half %z, ptr @out.f16, align 2
  ret void
}

define void @level_cube_select(<3 x float> %dir, float %lod, i1 %keep) #0 {
entry:
  %tex = call target("dx.Texture", <4 x float>, 0, 0, 0, 5) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_5t(i32 3, i32 5, i32 1, i32 0, ptr @LCube.name)
  %samp = call target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32 3, i32 0, i32 1, i32 0, ptr @Point.name)
  %r = call <4 x float> @llvm.dx.resource.samplelevel.v4f32.tdx.Texture_v4f32_0_0_0_5t.tdx.Sampler_0t.v3f32.v3i32(target("dx.Texture", <4 x float>, 0, 0, 0, 5) %tex, target("dx.Sampler", 0) %samp, <3 x float> %dir, float %lod, <3 x i32> zeroinitializer)
  %sel = select i1 %keep, <4 x float> %r, <4 x float> zeroinitializer
  store <4 x float> %sel, ptr @out.v4f32, align 16
  ret void
}

define void @level_cubearray_scalar(<4 x float> %dirl, float %lod) #0 {
entry:
  %tex = call target("dx.Texture", float, 0, 0, 0, 9) @llvm.dx.resource.handlefrombinding.tdx.Texture_f32_0_0_0_9t(i32 3, i32 6, i32 1, i32 0, ptr @LCubeA.name)
  %samp = call target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32 3, i32 0, i32 1, i32 0, ptr @Point.name)
  %r = call float @llvm.dx.resource.samplelevel.f32.tdx.Texture_f32_0_0_0_9t.tdx.Sampler_0t.v4f32.v3i32(target("dx.Texture", float, 0, 0, 0, 9) %tex, target("dx.Sampler", 0) %samp, <4 x float> %dirl, float %lod, <3 x i32> zeroinitializer)
  %m = fmul float %r, 4.0
  store float %m, ptr @out.f32, align 4
  ret void
}

define void @level_2d_float2_branch(<2 x float> %uv, float %lod, i1 %take) #0 {
entry:
  %tex = call target("dx.Texture", <2 x float>, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v2f32_0_0_0_2t(i32 3, i32 7, i32 1, i32 0, ptr @L2D2.name)
  %samp = call target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32 3, i32 0, i32 1, i32 0, ptr @Point.name)
  br i1 %take, label %then, label %merge

then:
  %r = call <2 x float> @llvm.dx.resource.samplelevel.v2f32.tdx.Texture_v2f32_0_0_0_2t.tdx.Sampler_0t.v2f32.v2i32(target("dx.Texture", <2 x float>, 0, 0, 0, 2) %tex, target("dx.Sampler", 0) %samp, <2 x float> %uv, float %lod, <2 x i32> zeroinitializer)
  %y = extractelement <2 x float> %r, i32 1
  store float %y, ptr @out.f32, align 4
  br label %merge

merge:
  %p = phi <2 x float> [ %r, %then ], [ zeroinitializer, %entry ]
  store <2 x float> %p, ptr @out.v2f32, align 8
  ret void
}

define <3 x float> @level_3d_float3(<3 x float> %uvw, float %lod) #0 {
entry:
  %tex = call target("dx.Texture", <3 x float>, 0, 0, 0, 4) @llvm.dx.resource.handlefrombinding.tdx.Texture_v3f32_0_0_0_4t(i32 3, i32 8, i32 1, i32 0, ptr @L3D3.name)
  %samp = call target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32 3, i32 0, i32 1, i32 0, ptr @Point.name)
  %r = call <3 x float> @llvm.dx.resource.samplelevel.v3f32.tdx.Texture_v3f32_0_0_0_4t.tdx.Sampler_0t.v3f32.v3i32(target("dx.Texture", <3 x float>, 0, 0, 0, 4) %tex, target("dx.Sampler", 0) %samp, <3 x float> %uvw, float %lod, <3 x i32> <i32 0, i32 0, i32 5>)
  %z = extractelement <3 x float> %r, i32 2
  store float %z, ptr @out.f32, align 4
  ret <3 x float> %r
}



declare target("dx.Texture", float, 0, 0, 0, 1) @llvm.dx.resource.handlefrombinding.tdx.Texture_f32_0_0_0_1t(i32, i32, i32, i32, ptr) #1
declare target("dx.Texture", <4 x float>, 0, 0, 0, 6) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_6t(i32, i32, i32, i32, ptr) #1
declare target("dx.Texture", <4 x float>, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_2t(i32, i32, i32, i32, ptr) #1
declare target("dx.Texture", <4 x half>, 0, 0, 0, 7) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f16_0_0_0_7t(i32, i32, i32, i32, ptr) #1
declare target("dx.Texture", <4 x half>, 0, 0, 0, 4) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f16_0_0_0_4t(i32, i32, i32, i32, ptr) #1
declare target("dx.Texture", <4 x float>, 0, 0, 0, 5) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_5t(i32, i32, i32, i32, ptr) #1
declare target("dx.Texture", float, 0, 0, 0, 9) @llvm.dx.resource.handlefrombinding.tdx.Texture_f32_0_0_0_9t(i32, i32, i32, i32, ptr) #1
declare target("dx.Texture", <2 x float>, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v2f32_0_0_0_2t(i32, i32, i32, i32, ptr) #1
declare target("dx.Texture", <3 x float>, 0, 0, 0, 4) @llvm.dx.resource.handlefrombinding.tdx.Texture_v3f32_0_0_0_4t(i32, i32, i32, i32, ptr) #1
declare target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32, i32, i32, i32, ptr) #1

declare float @llvm.dx.resource.samplelevel.f32.tdx.Texture_f32_0_0_0_1t.tdx.Sampler_0t.f32.i32(target("dx.Texture", float, 0, 0, 0, 1), target("dx.Sampler", 0), float, float, i32) #2
declare <4 x float> @llvm.dx.resource.samplelevel.v4f32.tdx.Texture_v4f32_0_0_0_6t.tdx.Sampler_0t.v2f32.i32(target("dx.Texture", <4 x float>, 0, 0, 0, 6), target("dx.Sampler", 0), <2 x float>, float, i32) #2
declare <4 x float> @llvm.dx.resource.samplelevel.v4f32.tdx.Texture_v4f32_0_0_0_2t.tdx.Sampler_0t.v2f32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 2), target("dx.Sampler", 0), <2 x float>, float, <2 x i32>) #2
declare <4 x half> @llvm.dx.resource.samplelevel.v4f16.tdx.Texture_v4f16_0_0_0_7t.tdx.Sampler_0t.v3f32.v2i32(target("dx.Texture", <4 x half>, 0, 0, 0, 7), target("dx.Sampler", 0), <3 x float>, float, <2 x i32>) #2
declare <4 x half> @llvm.dx.resource.samplelevel.v4f16.tdx.Texture_v4f16_0_0_0_4t.tdx.Sampler_0t.v3f32.v3i32(target("dx.Texture", <4 x half>, 0, 0, 0, 4), target("dx.Sampler", 0), <3 x float>, float, <3 x i32>) #2
declare <4 x float> @llvm.dx.resource.samplelevel.v4f32.tdx.Texture_v4f32_0_0_0_5t.tdx.Sampler_0t.v3f32.v3i32(target("dx.Texture", <4 x float>, 0, 0, 0, 5), target("dx.Sampler", 0), <3 x float>, float, <3 x i32>) #2
declare float @llvm.dx.resource.samplelevel.f32.tdx.Texture_f32_0_0_0_9t.tdx.Sampler_0t.v4f32.v3i32(target("dx.Texture", float, 0, 0, 0, 9), target("dx.Sampler", 0), <4 x float>, float, <3 x i32>) #2
declare <2 x float> @llvm.dx.resource.samplelevel.v2f32.tdx.Texture_v2f32_0_0_0_2t.tdx.Sampler_0t.v2f32.v2i32(target("dx.Texture", <2 x float>, 0, 0, 0, 2), target("dx.Sampler", 0), <2 x float>, float, <2 x i32>) #2
declare <3 x float> @llvm.dx.resource.samplelevel.v3f32.tdx.Texture_v3f32_0_0_0_4t.tdx.Sampler_0t.v3f32.v3i32(target("dx.Texture", <3 x float>, 0, 0, 0, 4), target("dx.Sampler", 0), <3 x float>, float, <3 x i32>) #2

attributes #0 = { "hlsl.shader"="compute" "hlsl.numthreads"="1,1,1" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(read) }
%dx.types.ResRet.f32 = type { i8 }
;--- handle.ll

target triple = "dxil-pc-shadermodel6.6-compute"

@L1D.name = private unnamed_addr constant [4 x i8] c"L1D\00"
@L1DA.name = private unnamed_addr constant [5 x i8] c"L1DA\00"
@L2D.name = private unnamed_addr constant [4 x i8] c"L2D\00"
@L2DA.name = private unnamed_addr constant [5 x i8] c"L2DA\00"
@L3D.name = private unnamed_addr constant [4 x i8] c"L3D\00"
@LCube.name = private unnamed_addr constant [6 x i8] c"LCube\00"
@LCubeA.name = private unnamed_addr constant [7 x i8] c"LCubeA\00"
@L2D2.name = private unnamed_addr constant [5 x i8] c"L2D2\00"
@L3D3.name = private unnamed_addr constant [5 x i8] c"L3D3\00"
@Point.name = private unnamed_addr constant [6 x i8] c"Point\00"

@out.f32 = global float 0.000000e+00, align 4
@out.f16 = global half 0xH0000, align 2
@out.v2f32 = global <2 x float> zeroinitializer, align 8
@out.v4f32 = global <4 x float> zeroinitializer, align 16


define float @level_1d_scalar(float %u, float %lod) #0 {
entry:
  %tex = call target("dx.Texture", float, 0, 0, 0, 1) @llvm.dx.resource.handlefrombinding.tdx.Texture_f32_0_0_0_1t(i32 3, i32 0, i32 1, i32 0, ptr @L1D.name)
  %samp = call target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32 3, i32 0, i32 1, i32 0, ptr @Point.name)
  %r = call float @llvm.dx.resource.samplelevel.f32.tdx.Texture_f32_0_0_0_1t.tdx.Sampler_0t.f32.i32(target("dx.Texture", float, 0, 0, 0, 1) %tex, target("dx.Sampler", 0) %samp, float %u, float %lod, i32 7)
  ret float %r
}

define void @level_1darray(<2 x float> %ul) #0 {
entry:
  %tex = call target("dx.Texture", <4 x float>, 0, 0, 0, 6) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_6t(i32 3, i32 1, i32 1, i32 0, ptr @L1DA.name)
  %samp = call target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32 3, i32 0, i32 1, i32 0, ptr @Point.name)
  %r = call <4 x float> @llvm.dx.resource.samplelevel.v4f32.tdx.Texture_v4f32_0_0_0_6t.tdx.Sampler_0t.v2f32.i32(target("dx.Texture", <4 x float>, 0, 0, 0, 6) %tex, target("dx.Sampler", 0) %samp, <2 x float> %ul, float 0.0, i32 0)
  store <4 x float> %r, ptr @out.v4f32, align 16
  ret void
}

define float @level_2d_variable_lane(<2 x float> %uv, float %lod, i32 %lane) #0 {
entry:
  %tex = call target("dx.Texture", <4 x float>, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_2t(i32 3, i32 2, i32 1, i32 0, ptr @L2D.name)
  %samp = call target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32 3, i32 0, i32 1, i32 0, ptr @Point.name)
  %r = call <4 x float> @llvm.dx.resource.samplelevel.v4f32.tdx.Texture_v4f32_0_0_0_2t.tdx.Sampler_0t.v2f32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 2) %tex, target("dx.Sampler", 0) %samp, <2 x float> %uv, float %lod, <2 x i32> <i32 -8, i32 7>)
  %x = extractelement <4 x float> %r, i64 0
  %any = extractelement <4 x float> %r, i32 %lane
  %s = fadd float %x, %any
  ret float %s
}

define <4 x half> @level_2darray_half(<3 x float> %uvl, float %lod) #0 {
entry:
  %tex = call target("dx.Texture", <4 x half>, 0, 0, 0, 7) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f16_0_0_0_7t(i32 3, i32 3, i32 1, i32 0, ptr @L2DA.name)
  %samp = call target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32 3, i32 0, i32 1, i32 0, ptr @Point.name)
  %r = call <4 x half> @llvm.dx.resource.samplelevel.v4f16.tdx.Texture_v4f16_0_0_0_7t.tdx.Sampler_0t.v3f32.v2i32(target("dx.Texture", <4 x half>, 0, 0, 0, 7) %tex, target("dx.Sampler", 0) %samp, <3 x float> %uvl, float %lod, <2 x i32> <i32 2, i32 0>)
  ret <4 x half> %r
}

define void @level_3d_half(<3 x float> %uvw, float %lod) #0 {
entry:
  %tex = call target("dx.Texture", <4 x half>, 0, 0, 0, 4) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f16_0_0_0_4t(i32 3, i32 4, i32 1, i32 0, ptr @L3D.name)
  %samp = call target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32 3, i32 0, i32 1, i32 0, ptr @Point.name)
  %r = call <4 x half> @llvm.dx.resource.samplelevel.v4f16.tdx.Texture_v4f16_0_0_0_4t.tdx.Sampler_0t.v3f32.v3i32(target("dx.Texture", <4 x half>, 0, 0, 0, 4) %tex, target("dx.Sampler", 0) %samp, <3 x float> %uvw, float %lod, <3 x i32> zeroinitializer)
  %z = extractelement <4 x half> %r, i32 2
  store half %z, ptr @out.f16, align 2
  ret void
}

define void @level_cube_select(<3 x float> %dir, float %lod, i1 %keep) #0 {
entry:
  %tex = call target("dx.Texture", <4 x float>, 0, 0, 0, 5) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_5t(i32 3, i32 5, i32 1, i32 0, ptr @LCube.name)
  %samp = call target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32 3, i32 0, i32 1, i32 0, ptr @Point.name)
  %r = call <4 x float> @llvm.dx.resource.samplelevel.v4f32.tdx.Texture_v4f32_0_0_0_5t.tdx.Sampler_0t.v3f32.v3i32(target("dx.Texture", <4 x float>, 0, 0, 0, 5) %tex, target("dx.Sampler", 0) %samp, <3 x float> %dir, float %lod, <3 x i32> zeroinitializer)
  %sel = select i1 %keep, <4 x float> %r, <4 x float> zeroinitializer
  store <4 x float> %sel, ptr @out.v4f32, align 16
  ret void
}

define void @level_cubearray_scalar(<4 x float> %dirl, float %lod) #0 {
entry:
  %tex = call target("dx.Texture", float, 0, 0, 0, 9) @llvm.dx.resource.handlefrombinding.tdx.Texture_f32_0_0_0_9t(i32 3, i32 6, i32 1, i32 0, ptr @LCubeA.name)
  %samp = call target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32 3, i32 0, i32 1, i32 0, ptr @Point.name)
  %r = call float @llvm.dx.resource.samplelevel.f32.tdx.Texture_f32_0_0_0_9t.tdx.Sampler_0t.v4f32.v3i32(target("dx.Texture", float, 0, 0, 0, 9) %tex, target("dx.Sampler", 0) %samp, <4 x float> %dirl, float %lod, <3 x i32> zeroinitializer)
  %m = fmul float %r, 4.0
  store float %m, ptr @out.f32, align 4
  ret void
}

define void @level_2d_float2_branch(<2 x float> %uv, float %lod, i1 %take) #0 {
entry:
  %tex = call target("dx.Texture", <2 x float>, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v2f32_0_0_0_2t(i32 3, i32 7, i32 1, i32 0, ptr @L2D2.name)
  %samp = call target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32 3, i32 0, i32 1, i32 0, ptr @Point.name)
  br i1 %take, label %then, label %merge

then:
  %r = call <2 x float> @llvm.dx.resource.samplelevel.v2f32.tdx.Texture_v2f32_0_0_0_2t.tdx.Sampler_0t.v2f32.v2i32(target("dx.Texture", <2 x float>, 0, 0, 0, 2) %tex, target("dx.Sampler", 0) %samp, <2 x float> %uv, float %lod, <2 x i32> zeroinitializer)
  %y = extractelement <2 x float> %r, i32 1
  store float %y, ptr @out.f32, align 4
  br label %merge

merge:
  %p = phi <2 x float> [ %r, %then ], [ zeroinitializer, %entry ]
  store <2 x float> %p, ptr @out.v2f32, align 8
  ret void
}

define <3 x float> @level_3d_float3(<3 x float> %uvw, float %lod) #0 {
entry:
  %tex = call target("dx.Texture", <3 x float>, 0, 0, 0, 4) @llvm.dx.resource.handlefrombinding.tdx.Texture_v3f32_0_0_0_4t(i32 3, i32 8, i32 1, i32 0, ptr @L3D3.name)
  %samp = call target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32 3, i32 0, i32 1, i32 0, ptr @Point.name)
  %r = call <3 x float> @llvm.dx.resource.samplelevel.v3f32.tdx.Texture_v3f32_0_0_0_4t.tdx.Sampler_0t.v3f32.v3i32(target("dx.Texture", <3 x float>, 0, 0, 0, 4) %tex, target("dx.Sampler", 0) %samp, <3 x float> %uvw, float %lod, <3 x i32> <i32 0, i32 0, i32 5>)
  %z = extractelement <3 x float> %r, i32 2
  store float %z, ptr @out.f32, align 4
  ret <3 x float> %r
}



declare target("dx.Texture", float, 0, 0, 0, 1) @llvm.dx.resource.handlefrombinding.tdx.Texture_f32_0_0_0_1t(i32, i32, i32, i32, ptr) #1
declare target("dx.Texture", <4 x float>, 0, 0, 0, 6) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_6t(i32, i32, i32, i32, ptr) #1
declare target("dx.Texture", <4 x float>, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_2t(i32, i32, i32, i32, ptr) #1
declare target("dx.Texture", <4 x half>, 0, 0, 0, 7) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f16_0_0_0_7t(i32, i32, i32, i32, ptr) #1
declare target("dx.Texture", <4 x half>, 0, 0, 0, 4) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f16_0_0_0_4t(i32, i32, i32, i32, ptr) #1
declare target("dx.Texture", <4 x float>, 0, 0, 0, 5) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_5t(i32, i32, i32, i32, ptr) #1
declare target("dx.Texture", float, 0, 0, 0, 9) @llvm.dx.resource.handlefrombinding.tdx.Texture_f32_0_0_0_9t(i32, i32, i32, i32, ptr) #1
declare target("dx.Texture", <2 x float>, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v2f32_0_0_0_2t(i32, i32, i32, i32, ptr) #1
declare target("dx.Texture", <3 x float>, 0, 0, 0, 4) @llvm.dx.resource.handlefrombinding.tdx.Texture_v3f32_0_0_0_4t(i32, i32, i32, i32, ptr) #1
declare target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32, i32, i32, i32, ptr) #1

declare float @llvm.dx.resource.samplelevel.f32.tdx.Texture_f32_0_0_0_1t.tdx.Sampler_0t.f32.i32(target("dx.Texture", float, 0, 0, 0, 1), target("dx.Sampler", 0), float, float, i32) #2
declare <4 x float> @llvm.dx.resource.samplelevel.v4f32.tdx.Texture_v4f32_0_0_0_6t.tdx.Sampler_0t.v2f32.i32(target("dx.Texture", <4 x float>, 0, 0, 0, 6), target("dx.Sampler", 0), <2 x float>, float, i32) #2
declare <4 x float> @llvm.dx.resource.samplelevel.v4f32.tdx.Texture_v4f32_0_0_0_2t.tdx.Sampler_0t.v2f32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 2), target("dx.Sampler", 0), <2 x float>, float, <2 x i32>) #2
declare <4 x half> @llvm.dx.resource.samplelevel.v4f16.tdx.Texture_v4f16_0_0_0_7t.tdx.Sampler_0t.v3f32.v2i32(target("dx.Texture", <4 x half>, 0, 0, 0, 7), target("dx.Sampler", 0), <3 x float>, float, <2 x i32>) #2
declare <4 x half> @llvm.dx.resource.samplelevel.v4f16.tdx.Texture_v4f16_0_0_0_4t.tdx.Sampler_0t.v3f32.v3i32(target("dx.Texture", <4 x half>, 0, 0, 0, 4), target("dx.Sampler", 0), <3 x float>, float, <3 x i32>) #2
declare <4 x float> @llvm.dx.resource.samplelevel.v4f32.tdx.Texture_v4f32_0_0_0_5t.tdx.Sampler_0t.v3f32.v3i32(target("dx.Texture", <4 x float>, 0, 0, 0, 5), target("dx.Sampler", 0), <3 x float>, float, <3 x i32>) #2
declare float @llvm.dx.resource.samplelevel.f32.tdx.Texture_f32_0_0_0_9t.tdx.Sampler_0t.v4f32.v3i32(target("dx.Texture", float, 0, 0, 0, 9), target("dx.Sampler", 0), <4 x float>, float, <3 x i32>) #2
declare <2 x float> @llvm.dx.resource.samplelevel.v2f32.tdx.Texture_v2f32_0_0_0_2t.tdx.Sampler_0t.v2f32.v2i32(target("dx.Texture", <2 x float>, 0, 0, 0, 2), target("dx.Sampler", 0), <2 x float>, float, <2 x i32>) #2
declare <3 x float> @llvm.dx.resource.samplelevel.v3f32.tdx.Texture_v3f32_0_0_0_4t.tdx.Sampler_0t.v3f32.v3i32(target("dx.Texture", <3 x float>, 0, 0, 0, 4), target("dx.Sampler", 0), <3 x float>, float, <3 x i32>) #2

attributes #0 = { "hlsl.shader"="compute" "hlsl.numthreads"="1,1,1" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(read) }
%dx.types.Handle = type { i32, i32 }
;--- create.ll

target triple = "dxil-pc-shadermodel6.6-compute"

@L1D.name = private unnamed_addr constant [4 x i8] c"L1D\00"
@L1DA.name = private unnamed_addr constant [5 x i8] c"L1DA\00"
@L2D.name = private unnamed_addr constant [4 x i8] c"L2D\00"
@L2DA.name = private unnamed_addr constant [5 x i8] c"L2DA\00"
@L3D.name = private unnamed_addr constant [4 x i8] c"L3D\00"
@LCube.name = private unnamed_addr constant [6 x i8] c"LCube\00"
@LCubeA.name = private unnamed_addr constant [7 x i8] c"LCubeA\00"
@L2D2.name = private unnamed_addr constant [5 x i8] c"L2D2\00"
@L3D3.name = private unnamed_addr constant [5 x i8] c"L3D3\00"
@Point.name = private unnamed_addr constant [6 x i8] c"Point\00"

@out.f32 = global float 0.000000e+00, align 4
@out.f16 = global half 0xH0000, align 2
@out.v2f32 = global <2 x float> zeroinitializer, align 8
@out.v4f32 = global <4 x float> zeroinitializer, align 16


define float @level_1d_scalar(float %u, float %lod) #0 {
entry:
  %tex = call target("dx.Texture", float, 0, 0, 0, 1) @llvm.dx.resource.handlefrombinding.tdx.Texture_f32_0_0_0_1t(i32 3, i32 0, i32 1, i32 0, ptr @L1D.name)
  %samp = call target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32 3, i32 0, i32 1, i32 0, ptr @Point.name)
  %r = call float @llvm.dx.resource.samplelevel.f32.tdx.Texture_f32_0_0_0_1t.tdx.Sampler_0t.f32.i32(target("dx.Texture", float, 0, 0, 0, 1) %tex, target("dx.Sampler", 0) %samp, float %u, float %lod, i32 7)
  ret float %r
}

define void @level_1darray(<2 x float> %ul) #0 {
entry:
  %tex = call target("dx.Texture", <4 x float>, 0, 0, 0, 6) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_6t(i32 3, i32 1, i32 1, i32 0, ptr @L1DA.name)
  %samp = call target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32 3, i32 0, i32 1, i32 0, ptr @Point.name)
  %r = call <4 x float> @llvm.dx.resource.samplelevel.v4f32.tdx.Texture_v4f32_0_0_0_6t.tdx.Sampler_0t.v2f32.i32(target("dx.Texture", <4 x float>, 0, 0, 0, 6) %tex, target("dx.Sampler", 0) %samp, <2 x float> %ul, float 0.0, i32 0)
  store <4 x float> %r, ptr @out.v4f32, align 16
  ret void
}

define float @level_2d_variable_lane(<2 x float> %uv, float %lod, i32 %lane) #0 {
entry:
  %tex = call target("dx.Texture", <4 x float>, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_2t(i32 3, i32 2, i32 1, i32 0, ptr @L2D.name)
  %samp = call target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32 3, i32 0, i32 1, i32 0, ptr @Point.name)
  %r = call <4 x float> @llvm.dx.resource.samplelevel.v4f32.tdx.Texture_v4f32_0_0_0_2t.tdx.Sampler_0t.v2f32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 2) %tex, target("dx.Sampler", 0) %samp, <2 x float> %uv, float %lod, <2 x i32> <i32 -8, i32 7>)
  %x = extractelement <4 x float> %r, i64 0
  %any = extractelement <4 x float> %r, i32 %lane
  %s = fadd float %x, %any
  ret float %s
}

define <4 x half> @level_2darray_half(<3 x float> %uvl, float %lod) #0 {
entry:
  %tex = call target("dx.Texture", <4 x half>, 0, 0, 0, 7) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f16_0_0_0_7t(i32 3, i32 3, i32 1, i32 0, ptr @L2DA.name)
  %samp = call target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32 3, i32 0, i32 1, i32 0, ptr @Point.name)
  %r = call <4 x half> @llvm.dx.resource.samplelevel.v4f16.tdx.Texture_v4f16_0_0_0_7t.tdx.Sampler_0t.v3f32.v2i32(target("dx.Texture", <4 x half>, 0, 0, 0, 7) %tex, target("dx.Sampler", 0) %samp, <3 x float> %uvl, float %lod, <2 x i32> <i32 2, i32 0>)
  ret <4 x half> %r
}

define void @level_3d_half(<3 x float> %uvw, float %lod) #0 {
entry:
  %tex = call target("dx.Texture", <4 x half>, 0, 0, 0, 4) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f16_0_0_0_4t(i32 3, i32 4, i32 1, i32 0, ptr @L3D.name)
  %samp = call target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32 3, i32 0, i32 1, i32 0, ptr @Point.name)
  %r = call <4 x half> @llvm.dx.resource.samplelevel.v4f16.tdx.Texture_v4f16_0_0_0_4t.tdx.Sampler_0t.v3f32.v3i32(target("dx.Texture", <4 x half>, 0, 0, 0, 4) %tex, target("dx.Sampler", 0) %samp, <3 x float> %uvw, float %lod, <3 x i32> zeroinitializer)
  %z = extractelement <4 x half> %r, i32 2
  store half %z, ptr @out.f16, align 2
  ret void
}

define void @level_cube_select(<3 x float> %dir, float %lod, i1 %keep) #0 {
entry:
  %tex = call target("dx.Texture", <4 x float>, 0, 0, 0, 5) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_5t(i32 3, i32 5, i32 1, i32 0, ptr @LCube.name)
  %samp = call target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32 3, i32 0, i32 1, i32 0, ptr @Point.name)
  %r = call <4 x float> @llvm.dx.resource.samplelevel.v4f32.tdx.Texture_v4f32_0_0_0_5t.tdx.Sampler_0t.v3f32.v3i32(target("dx.Texture", <4 x float>, 0, 0, 0, 5) %tex, target("dx.Sampler", 0) %samp, <3 x float> %dir, float %lod, <3 x i32> zeroinitializer)
  %sel = select i1 %keep, <4 x float> %r, <4 x float> zeroinitializer
  store <4 x float> %sel, ptr @out.v4f32, align 16
  ret void
}

define void @level_cubearray_scalar(<4 x float> %dirl, float %lod) #0 {
entry:
  %tex = call target("dx.Texture", float, 0, 0, 0, 9) @llvm.dx.resource.handlefrombinding.tdx.Texture_f32_0_0_0_9t(i32 3, i32 6, i32 1, i32 0, ptr @LCubeA.name)
  %samp = call target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32 3, i32 0, i32 1, i32 0, ptr @Point.name)
  %r = call float @llvm.dx.resource.samplelevel.f32.tdx.Texture_f32_0_0_0_9t.tdx.Sampler_0t.v4f32.v3i32(target("dx.Texture", float, 0, 0, 0, 9) %tex, target("dx.Sampler", 0) %samp, <4 x float> %dirl, float %lod, <3 x i32> zeroinitializer)
  %m = fmul float %r, 4.0
  store float %m, ptr @out.f32, align 4
  ret void
}

define void @level_2d_float2_branch(<2 x float> %uv, float %lod, i1 %take) #0 {
entry:
  %tex = call target("dx.Texture", <2 x float>, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v2f32_0_0_0_2t(i32 3, i32 7, i32 1, i32 0, ptr @L2D2.name)
  %samp = call target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32 3, i32 0, i32 1, i32 0, ptr @Point.name)
  br i1 %take, label %then, label %merge

then:
  %r = call <2 x float> @llvm.dx.resource.samplelevel.v2f32.tdx.Texture_v2f32_0_0_0_2t.tdx.Sampler_0t.v2f32.v2i32(target("dx.Texture", <2 x float>, 0, 0, 0, 2) %tex, target("dx.Sampler", 0) %samp, <2 x float> %uv, float %lod, <2 x i32> zeroinitializer)
  %y = extractelement <2 x float> %r, i32 1
  store float %y, ptr @out.f32, align 4
  br label %merge

merge:
  %p = phi <2 x float> [ %r, %then ], [ zeroinitializer, %entry ]
  store <2 x float> %p, ptr @out.v2f32, align 8
  ret void
}

define <3 x float> @level_3d_float3(<3 x float> %uvw, float %lod) #0 {
entry:
  %tex = call target("dx.Texture", <3 x float>, 0, 0, 0, 4) @llvm.dx.resource.handlefrombinding.tdx.Texture_v3f32_0_0_0_4t(i32 3, i32 8, i32 1, i32 0, ptr @L3D3.name)
  %samp = call target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32 3, i32 0, i32 1, i32 0, ptr @Point.name)
  %r = call <3 x float> @llvm.dx.resource.samplelevel.v3f32.tdx.Texture_v3f32_0_0_0_4t.tdx.Sampler_0t.v3f32.v3i32(target("dx.Texture", <3 x float>, 0, 0, 0, 4) %tex, target("dx.Sampler", 0) %samp, <3 x float> %uvw, float %lod, <3 x i32> <i32 0, i32 0, i32 5>)
  %z = extractelement <3 x float> %r, i32 2
  store float %z, ptr @out.f32, align 4
  ret <3 x float> %r
}



declare target("dx.Texture", float, 0, 0, 0, 1) @llvm.dx.resource.handlefrombinding.tdx.Texture_f32_0_0_0_1t(i32, i32, i32, i32, ptr) #1
declare target("dx.Texture", <4 x float>, 0, 0, 0, 6) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_6t(i32, i32, i32, i32, ptr) #1
declare target("dx.Texture", <4 x float>, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_2t(i32, i32, i32, i32, ptr) #1
declare target("dx.Texture", <4 x half>, 0, 0, 0, 7) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f16_0_0_0_7t(i32, i32, i32, i32, ptr) #1
declare target("dx.Texture", <4 x half>, 0, 0, 0, 4) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f16_0_0_0_4t(i32, i32, i32, i32, ptr) #1
declare target("dx.Texture", <4 x float>, 0, 0, 0, 5) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_5t(i32, i32, i32, i32, ptr) #1
declare target("dx.Texture", float, 0, 0, 0, 9) @llvm.dx.resource.handlefrombinding.tdx.Texture_f32_0_0_0_9t(i32, i32, i32, i32, ptr) #1
declare target("dx.Texture", <2 x float>, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v2f32_0_0_0_2t(i32, i32, i32, i32, ptr) #1
declare target("dx.Texture", <3 x float>, 0, 0, 0, 4) @llvm.dx.resource.handlefrombinding.tdx.Texture_v3f32_0_0_0_4t(i32, i32, i32, i32, ptr) #1
declare target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32, i32, i32, i32, ptr) #1

declare float @llvm.dx.resource.samplelevel.f32.tdx.Texture_f32_0_0_0_1t.tdx.Sampler_0t.f32.i32(target("dx.Texture", float, 0, 0, 0, 1), target("dx.Sampler", 0), float, float, i32) #2
declare <4 x float> @llvm.dx.resource.samplelevel.v4f32.tdx.Texture_v4f32_0_0_0_6t.tdx.Sampler_0t.v2f32.i32(target("dx.Texture", <4 x float>, 0, 0, 0, 6), target("dx.Sampler", 0), <2 x float>, float, i32) #2
declare <4 x float> @llvm.dx.resource.samplelevel.v4f32.tdx.Texture_v4f32_0_0_0_2t.tdx.Sampler_0t.v2f32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 2), target("dx.Sampler", 0), <2 x float>, float, <2 x i32>) #2
declare <4 x half> @llvm.dx.resource.samplelevel.v4f16.tdx.Texture_v4f16_0_0_0_7t.tdx.Sampler_0t.v3f32.v2i32(target("dx.Texture", <4 x half>, 0, 0, 0, 7), target("dx.Sampler", 0), <3 x float>, float, <2 x i32>) #2
declare <4 x half> @llvm.dx.resource.samplelevel.v4f16.tdx.Texture_v4f16_0_0_0_4t.tdx.Sampler_0t.v3f32.v3i32(target("dx.Texture", <4 x half>, 0, 0, 0, 4), target("dx.Sampler", 0), <3 x float>, float, <3 x i32>) #2
declare <4 x float> @llvm.dx.resource.samplelevel.v4f32.tdx.Texture_v4f32_0_0_0_5t.tdx.Sampler_0t.v3f32.v3i32(target("dx.Texture", <4 x float>, 0, 0, 0, 5), target("dx.Sampler", 0), <3 x float>, float, <3 x i32>) #2
declare float @llvm.dx.resource.samplelevel.f32.tdx.Texture_f32_0_0_0_9t.tdx.Sampler_0t.v4f32.v3i32(target("dx.Texture", float, 0, 0, 0, 9), target("dx.Sampler", 0), <4 x float>, float, <3 x i32>) #2
declare <2 x float> @llvm.dx.resource.samplelevel.v2f32.tdx.Texture_v2f32_0_0_0_2t.tdx.Sampler_0t.v2f32.v2i32(target("dx.Texture", <2 x float>, 0, 0, 0, 2), target("dx.Sampler", 0), <2 x float>, float, <2 x i32>) #2
declare <3 x float> @llvm.dx.resource.samplelevel.v3f32.tdx.Texture_v3f32_0_0_0_4t.tdx.Sampler_0t.v3f32.v3i32(target("dx.Texture", <3 x float>, 0, 0, 0, 4), target("dx.Sampler", 0), <3 x float>, float, <3 x i32>) #2

attributes #0 = { "hlsl.shader"="compute" "hlsl.numthreads"="1,1,1" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(read) }
declare void @dx.op.createHandleFromBinding()
;--- resbind.ll

target triple = "dxil-pc-shadermodel6.6-compute"

@L1D.name = private unnamed_addr constant [4 x i8] c"L1D\00"
@L1DA.name = private unnamed_addr constant [5 x i8] c"L1DA\00"
@L2D.name = private unnamed_addr constant [4 x i8] c"L2D\00"
@L2DA.name = private unnamed_addr constant [5 x i8] c"L2DA\00"
@L3D.name = private unnamed_addr constant [4 x i8] c"L3D\00"
@LCube.name = private unnamed_addr constant [6 x i8] c"LCube\00"
@LCubeA.name = private unnamed_addr constant [7 x i8] c"LCubeA\00"
@L2D2.name = private unnamed_addr constant [5 x i8] c"L2D2\00"
@L3D3.name = private unnamed_addr constant [5 x i8] c"L3D3\00"
@Point.name = private unnamed_addr constant [6 x i8] c"Point\00"

@out.f32 = global float 0.000000e+00, align 4
@out.f16 = global half 0xH0000, align 2
@out.v2f32 = global <2 x float> zeroinitializer, align 8
@out.v4f32 = global <4 x float> zeroinitializer, align 16


define float @level_1d_scalar(float %u, float %lod) #0 {
entry:
  %tex = call target("dx.Texture", float, 0, 0, 0, 1) @llvm.dx.resource.handlefrombinding.tdx.Texture_f32_0_0_0_1t(i32 3, i32 0, i32 1, i32 0, ptr @L1D.name)
  %samp = call target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32 3, i32 0, i32 1, i32 0, ptr @Point.name)
  %r = call float @llvm.dx.resource.samplelevel.f32.tdx.Texture_f32_0_0_0_1t.tdx.Sampler_0t.f32.i32(target("dx.Texture", float, 0, 0, 0, 1) %tex, target("dx.Sampler", 0) %samp, float %u, float %lod, i32 7)
  ret float %r
}

define void @level_1darray(<2 x float> %ul) #0 {
entry:
  %tex = call target("dx.Texture", <4 x float>, 0, 0, 0, 6) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_6t(i32 3, i32 1, i32 1, i32 0, ptr @L1DA.name)
  %samp = call target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32 3, i32 0, i32 1, i32 0, ptr @Point.name)
  %r = call <4 x float> @llvm.dx.resource.samplelevel.v4f32.tdx.Texture_v4f32_0_0_0_6t.tdx.Sampler_0t.v2f32.i32(target("dx.Texture", <4 x float>, 0, 0, 0, 6) %tex, target("dx.Sampler", 0) %samp, <2 x float> %ul, float 0.0, i32 0)
  store <4 x float> %r, ptr @out.v4f32, align 16
  ret void
}

define float @level_2d_variable_lane(<2 x float> %uv, float %lod, i32 %lane) #0 {
entry:
  %tex = call target("dx.Texture", <4 x float>, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_2t(i32 3, i32 2, i32 1, i32 0, ptr @L2D.name)
  %samp = call target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32 3, i32 0, i32 1, i32 0, ptr @Point.name)
  %r = call <4 x float> @llvm.dx.resource.samplelevel.v4f32.tdx.Texture_v4f32_0_0_0_2t.tdx.Sampler_0t.v2f32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 2) %tex, target("dx.Sampler", 0) %samp, <2 x float> %uv, float %lod, <2 x i32> <i32 -8, i32 7>)
  %x = extractelement <4 x float> %r, i64 0
  %any = extractelement <4 x float> %r, i32 %lane
  %s = fadd float %x, %any
  ret float %s
}

define <4 x half> @level_2darray_half(<3 x float> %uvl, float %lod) #0 {
entry:
  %tex = call target("dx.Texture", <4 x half>, 0, 0, 0, 7) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f16_0_0_0_7t(i32 3, i32 3, i32 1, i32 0, ptr @L2DA.name)
  %samp = call target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32 3, i32 0, i32 1, i32 0, ptr @Point.name)
  %r = call <4 x half> @llvm.dx.resource.samplelevel.v4f16.tdx.Texture_v4f16_0_0_0_7t.tdx.Sampler_0t.v3f32.v2i32(target("dx.Texture", <4 x half>, 0, 0, 0, 7) %tex, target("dx.Sampler", 0) %samp, <3 x float> %uvl, float %lod, <2 x i32> <i32 2, i32 0>)
  ret <4 x half> %r
}

define void @level_3d_half(<3 x float> %uvw, float %lod) #0 {
entry:
  %tex = call target("dx.Texture", <4 x half>, 0, 0, 0, 4) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f16_0_0_0_4t(i32 3, i32 4, i32 1, i32 0, ptr @L3D.name)
  %samp = call target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32 3, i32 0, i32 1, i32 0, ptr @Point.name)
  %r = call <4 x half> @llvm.dx.resource.samplelevel.v4f16.tdx.Texture_v4f16_0_0_0_4t.tdx.Sampler_0t.v3f32.v3i32(target("dx.Texture", <4 x half>, 0, 0, 0, 4) %tex, target("dx.Sampler", 0) %samp, <3 x float> %uvw, float %lod, <3 x i32> zeroinitializer)
  %z = extractelement <4 x half> %r, i32 2
  store half %z, ptr @out.f16, align 2
  ret void
}

define void @level_cube_select(<3 x float> %dir, float %lod, i1 %keep) #0 {
entry:
  %tex = call target("dx.Texture", <4 x float>, 0, 0, 0, 5) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_5t(i32 3, i32 5, i32 1, i32 0, ptr @LCube.name)
  %samp = call target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32 3, i32 0, i32 1, i32 0, ptr @Point.name)
  %r = call <4 x float> @llvm.dx.resource.samplelevel.v4f32.tdx.Texture_v4f32_0_0_0_5t.tdx.Sampler_0t.v3f32.v3i32(target("dx.Texture", <4 x float>, 0, 0, 0, 5) %tex, target("dx.Sampler", 0) %samp, <3 x float> %dir, float %lod, <3 x i32> zeroinitializer)
  %sel = select i1 %keep, <4 x float> %r, <4 x float> zeroinitializer
  store <4 x float> %sel, ptr @out.v4f32, align 16
  ret void
}

define void @level_cubearray_scalar(<4 x float> %dirl, float %lod) #0 {
entry:
  %tex = call target("dx.Texture", float, 0, 0, 0, 9) @llvm.dx.resource.handlefrombinding.tdx.Texture_f32_0_0_0_9t(i32 3, i32 6, i32 1, i32 0, ptr @LCubeA.name)
  %samp = call target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32 3, i32 0, i32 1, i32 0, ptr @Point.name)
  %r = call float @llvm.dx.resource.samplelevel.f32.tdx.Texture_f32_0_0_0_9t.tdx.Sampler_0t.v4f32.v3i32(target("dx.Texture", float, 0, 0, 0, 9) %tex, target("dx.Sampler", 0) %samp, <4 x float> %dirl, float %lod, <3 x i32> zeroinitializer)
  %m = fmul float %r, 4.0
  store float %m, ptr @out.f32, align 4
  ret void
}

define void @level_2d_float2_branch(<2 x float> %uv, float %lod, i1 %take) #0 {
entry:
  %tex = call target("dx.Texture", <2 x float>, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v2f32_0_0_0_2t(i32 3, i32 7, i32 1, i32 0, ptr @L2D2.name)
  %samp = call target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32 3, i32 0, i32 1, i32 0, ptr @Point.name)
  br i1 %take, label %then, label %merge

then:
  %r = call <2 x float> @llvm.dx.resource.samplelevel.v2f32.tdx.Texture_v2f32_0_0_0_2t.tdx.Sampler_0t.v2f32.v2i32(target("dx.Texture", <2 x float>, 0, 0, 0, 2) %tex, target("dx.Sampler", 0) %samp, <2 x float> %uv, float %lod, <2 x i32> zeroinitializer)
  %y = extractelement <2 x float> %r, i32 1
  store float %y, ptr @out.f32, align 4
  br label %merge

merge:
  %p = phi <2 x float> [ %r, %then ], [ zeroinitializer, %entry ]
  store <2 x float> %p, ptr @out.v2f32, align 8
  ret void
}

define <3 x float> @level_3d_float3(<3 x float> %uvw, float %lod) #0 {
entry:
  %tex = call target("dx.Texture", <3 x float>, 0, 0, 0, 4) @llvm.dx.resource.handlefrombinding.tdx.Texture_v3f32_0_0_0_4t(i32 3, i32 8, i32 1, i32 0, ptr @L3D3.name)
  %samp = call target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32 3, i32 0, i32 1, i32 0, ptr @Point.name)
  %r = call <3 x float> @llvm.dx.resource.samplelevel.v3f32.tdx.Texture_v3f32_0_0_0_4t.tdx.Sampler_0t.v3f32.v3i32(target("dx.Texture", <3 x float>, 0, 0, 0, 4) %tex, target("dx.Sampler", 0) %samp, <3 x float> %uvw, float %lod, <3 x i32> <i32 0, i32 0, i32 5>)
  %z = extractelement <3 x float> %r, i32 2
  store float %z, ptr @out.f32, align 4
  ret <3 x float> %r
}



declare target("dx.Texture", float, 0, 0, 0, 1) @llvm.dx.resource.handlefrombinding.tdx.Texture_f32_0_0_0_1t(i32, i32, i32, i32, ptr) #1
declare target("dx.Texture", <4 x float>, 0, 0, 0, 6) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_6t(i32, i32, i32, i32, ptr) #1
declare target("dx.Texture", <4 x float>, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_2t(i32, i32, i32, i32, ptr) #1
declare target("dx.Texture", <4 x half>, 0, 0, 0, 7) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f16_0_0_0_7t(i32, i32, i32, i32, ptr) #1
declare target("dx.Texture", <4 x half>, 0, 0, 0, 4) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f16_0_0_0_4t(i32, i32, i32, i32, ptr) #1
declare target("dx.Texture", <4 x float>, 0, 0, 0, 5) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_5t(i32, i32, i32, i32, ptr) #1
declare target("dx.Texture", float, 0, 0, 0, 9) @llvm.dx.resource.handlefrombinding.tdx.Texture_f32_0_0_0_9t(i32, i32, i32, i32, ptr) #1
declare target("dx.Texture", <2 x float>, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v2f32_0_0_0_2t(i32, i32, i32, i32, ptr) #1
declare target("dx.Texture", <3 x float>, 0, 0, 0, 4) @llvm.dx.resource.handlefrombinding.tdx.Texture_v3f32_0_0_0_4t(i32, i32, i32, i32, ptr) #1
declare target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32, i32, i32, i32, ptr) #1

declare float @llvm.dx.resource.samplelevel.f32.tdx.Texture_f32_0_0_0_1t.tdx.Sampler_0t.f32.i32(target("dx.Texture", float, 0, 0, 0, 1), target("dx.Sampler", 0), float, float, i32) #2
declare <4 x float> @llvm.dx.resource.samplelevel.v4f32.tdx.Texture_v4f32_0_0_0_6t.tdx.Sampler_0t.v2f32.i32(target("dx.Texture", <4 x float>, 0, 0, 0, 6), target("dx.Sampler", 0), <2 x float>, float, i32) #2
declare <4 x float> @llvm.dx.resource.samplelevel.v4f32.tdx.Texture_v4f32_0_0_0_2t.tdx.Sampler_0t.v2f32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 2), target("dx.Sampler", 0), <2 x float>, float, <2 x i32>) #2
declare <4 x half> @llvm.dx.resource.samplelevel.v4f16.tdx.Texture_v4f16_0_0_0_7t.tdx.Sampler_0t.v3f32.v2i32(target("dx.Texture", <4 x half>, 0, 0, 0, 7), target("dx.Sampler", 0), <3 x float>, float, <2 x i32>) #2
declare <4 x half> @llvm.dx.resource.samplelevel.v4f16.tdx.Texture_v4f16_0_0_0_4t.tdx.Sampler_0t.v3f32.v3i32(target("dx.Texture", <4 x half>, 0, 0, 0, 4), target("dx.Sampler", 0), <3 x float>, float, <3 x i32>) #2
declare <4 x float> @llvm.dx.resource.samplelevel.v4f32.tdx.Texture_v4f32_0_0_0_5t.tdx.Sampler_0t.v3f32.v3i32(target("dx.Texture", <4 x float>, 0, 0, 0, 5), target("dx.Sampler", 0), <3 x float>, float, <3 x i32>) #2
declare float @llvm.dx.resource.samplelevel.f32.tdx.Texture_f32_0_0_0_9t.tdx.Sampler_0t.v4f32.v3i32(target("dx.Texture", float, 0, 0, 0, 9), target("dx.Sampler", 0), <4 x float>, float, <3 x i32>) #2
declare <2 x float> @llvm.dx.resource.samplelevel.v2f32.tdx.Texture_v2f32_0_0_0_2t.tdx.Sampler_0t.v2f32.v2i32(target("dx.Texture", <2 x float>, 0, 0, 0, 2), target("dx.Sampler", 0), <2 x float>, float, <2 x i32>) #2
declare <3 x float> @llvm.dx.resource.samplelevel.v3f32.tdx.Texture_v3f32_0_0_0_4t.tdx.Sampler_0t.v3f32.v3i32(target("dx.Texture", <3 x float>, 0, 0, 0, 4), target("dx.Sampler", 0), <3 x float>, float, <3 x i32>) #2

attributes #0 = { "hlsl.shader"="compute" "hlsl.numthreads"="1,1,1" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(read) }
%dx.types.ResBind = type opaque
