; texel-dxil lowers llvm.dx.resource.gather to TextureGather (73): c0..c3, then
; only two offset slots o0, o1, then the channel (GatherRed / Green / Blue /
; Alpha = component 0 / 1 / 2 / 3). Kinds Texture2D, 2DArray, Cube, CubeArray;
; elements float4, float, half4, and int4 / uint (TextureGather has i32 overloads
; at every shader model); zero and constant offsets (none on Cube kinds). The
; result is always four texels: field i of the ResRet is lane i.
; Gather computes no derivatives: a 1x1x1 compute group is fine.
;
; RUN: %opt -load-pass-plugin=%plugin -passes=texel-dxil,texel-dxil-verify-ops -S %s | FileCheck %s

target triple = "dxil-pc-shadermodel6.6-compute"

;   Texture2D<float4>        Albedo   : register(t50)
;   Texture2D<float>         Height   : register(t51)
;   Texture2DArray<half4>    Atlas    : register(t52)
;   TextureCube<float4>      Sky      : register(t53)
;   TextureCubeArray<int4>   Labels   : register(t54)
;   Texture2D<uint>          Mask     : register(t55)
;   Texture2DArray<int4>     Ids      : register(t56)
;   SamplerState             Bilinear : register(s2)
@Albedo.name = private unnamed_addr constant [7 x i8] c"Albedo\00"
@Height.name = private unnamed_addr constant [7 x i8] c"Height\00"
@Atlas.name = private unnamed_addr constant [6 x i8] c"Atlas\00"
@Sky.name = private unnamed_addr constant [4 x i8] c"Sky\00"
@Labels.name = private unnamed_addr constant [7 x i8] c"Labels\00"
@Mask.name = private unnamed_addr constant [5 x i8] c"Mask\00"
@Ids.name = private unnamed_addr constant [4 x i8] c"Ids\00"
@Bilinear.name = private unnamed_addr constant [9 x i8] c"Bilinear\00"

@out.f32 = global float 0.000000e+00, align 4
@out.i32 = global i32 0, align 4
@out.v4f32 = global <4 x float> zeroinitializer, align 16
@out.v4i32 = global <4 x i32> zeroinitializer, align 16

; The DXIL types (DXIL.md, Operation calls).
; CHECK-DAG: %dx.types.Handle = type { ptr }
; CHECK-DAG: %dx.types.ResBind = type { i32, i32, i32, i8 }
; CHECK-DAG: %dx.types.ResourceProperties = type { i32, i32 }
; CHECK-DAG: %dx.types.ResRet.f16 = type { half, half, half, half, i32 }
; CHECK-DAG: %dx.types.ResRet.f32 = type { float, float, float, float, i32 }
; CHECK-DAG: %dx.types.ResRet.i32 = type { i32, i32, i32, i32, i32 }

; GatherRed on Texture2D<float4>, zero offset (both slots undef); the whole
; vector stored.
; CHECK-LABEL: define void @gather_red_2d(<2 x float> %uv)
; CHECK: [[B0:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 50, i32 50, i32 0, i8 0 }, i32 50, i1 false)
; CHECK-NEXT: [[TEX:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B0]], %dx.types.ResourceProperties { i32 2, i32 1033 })
; CHECK-NEXT: [[B1:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 2, i32 2, i32 0, i8 3 }, i32 2, i1 false)
; CHECK-NEXT: [[SAMP:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B1]], %dx.types.ResourceProperties { i32 14, i32 0 })
; CHECK-DAG: [[C0:%.*]] = extractelement <2 x float> %uv, i{{32|64}} 0
; CHECK-DAG: [[C1:%.*]] = extractelement <2 x float> %uv, i{{32|64}} 1
; CHECK: [[R:%.*]] = call %dx.types.ResRet.f32 @dx.op.textureGather.f32(i32 73, %dx.types.Handle [[TEX]], %dx.types.Handle [[SAMP]], float [[C0]], float [[C1]], float undef, float undef, i32 undef, i32 undef, i32 0)
; CHECK-DAG: [[X:%.*]] = extractvalue %dx.types.ResRet.f32 [[R]], 0
; CHECK-DAG: [[Y:%.*]] = extractvalue %dx.types.ResRet.f32 [[R]], 1
; CHECK-DAG: [[Z:%.*]] = extractvalue %dx.types.ResRet.f32 [[R]], 2
; CHECK-DAG: [[W:%.*]] = extractvalue %dx.types.ResRet.f32 [[R]], 3
; CHECK-DAG: [[V0:%.*]] = insertelement <4 x float> {{poison|undef}}, float [[X]], i{{32|64}} 0
; CHECK-DAG: [[V1:%.*]] = insertelement <4 x float> [[V0]], float [[Y]], i{{32|64}} 1
; CHECK-DAG: [[V2:%.*]] = insertelement <4 x float> [[V1]], float [[Z]], i{{32|64}} 2
; CHECK-DAG: [[V3:%.*]] = insertelement <4 x float> [[V2]], float [[W]], i{{32|64}} 3
; CHECK: store <4 x float> [[V3]], ptr @out.v4f32, align 16
; CHECK-NEXT: ret void
define void @gather_red_2d(<2 x float> %uv) #0 {
entry:
  %tex = call target("dx.Texture", <4 x float>, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_2t(i32 0, i32 50, i32 1, i32 0, ptr @Albedo.name)
  %samp = call target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32 0, i32 2, i32 1, i32 0, ptr @Bilinear.name)
  %r = call <4 x float> @llvm.dx.resource.gather.v4f32.tdx.Texture_v4f32_0_0_0_2t.tdx.Sampler_0t.v2f32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 2) %tex, target("dx.Sampler", 0) %samp, <2 x float> %uv, i32 0, <2 x i32> zeroinitializer)
  store <4 x float> %r, ptr @out.v4f32, align 16
  ret void
}

; GatherGreen on Texture2D<float> (f32 x 1: four texels still come back),
; offset (-1, 1); the four lanes read one by one.
; CHECK-LABEL: define float @gather_green_2d_scalar_offset(<2 x float> %uv)
; CHECK: [[B0:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 51, i32 51, i32 0, i8 0 }, i32 51, i1 false)
; CHECK-NEXT: [[TEX:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B0]], %dx.types.ResourceProperties { i32 2, i32 265 })
; CHECK-NEXT: [[B1:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 2, i32 2, i32 0, i8 3 }, i32 2, i1 false)
; CHECK-NEXT: [[SAMP:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B1]], %dx.types.ResourceProperties { i32 14, i32 0 })
; CHECK-DAG: [[C0:%.*]] = extractelement <2 x float> %uv, i{{32|64}} 0
; CHECK-DAG: [[C1:%.*]] = extractelement <2 x float> %uv, i{{32|64}} 1
; CHECK: [[R:%.*]] = call %dx.types.ResRet.f32 @dx.op.textureGather.f32(i32 73, %dx.types.Handle [[TEX]], %dx.types.Handle [[SAMP]], float [[C0]], float [[C1]], float undef, float undef, i32 -1, i32 1, i32 1)
; CHECK-DAG: [[X:%.*]] = extractvalue %dx.types.ResRet.f32 [[R]], 0
; CHECK-DAG: [[Y:%.*]] = extractvalue %dx.types.ResRet.f32 [[R]], 1
; CHECK-DAG: [[Z:%.*]] = extractvalue %dx.types.ResRet.f32 [[R]], 2
; CHECK-DAG: [[W:%.*]] = extractvalue %dx.types.ResRet.f32 [[R]], 3
; CHECK-NOT: {{extractelement|insertelement}}
; CHECK: [[S0:%.*]] = fadd float [[X]], [[Y]]
; CHECK-NEXT: [[S1:%.*]] = fadd float [[Z]], [[W]]
; CHECK-NEXT: [[S2:%.*]] = fadd float [[S0]], [[S1]]
; CHECK-NEXT: ret float [[S2]]
define float @gather_green_2d_scalar_offset(<2 x float> %uv) #0 {
entry:
  %tex = call target("dx.Texture", float, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_f32_0_0_0_2t(i32 0, i32 51, i32 1, i32 0, ptr @Height.name)
  %samp = call target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32 0, i32 2, i32 1, i32 0, ptr @Bilinear.name)
  %r = call <4 x float> @llvm.dx.resource.gather.v4f32.tdx.Texture_f32_0_0_0_2t.tdx.Sampler_0t.v2f32.v2i32(target("dx.Texture", float, 0, 0, 0, 2) %tex, target("dx.Sampler", 0) %samp, <2 x float> %uv, i32 1, <2 x i32> <i32 -1, i32 1>)
  %x = extractelement <4 x float> %r, i32 0
  %y = extractelement <4 x float> %r, i32 1
  %z = extractelement <4 x float> %r, i32 2
  %w = extractelement <4 x float> %r, i32 3
  %s0 = fadd float %x, %y
  %s1 = fadd float %z, %w
  %s2 = fadd float %s0, %s1
  ret float %s2
}

; GatherBlue on Texture2DArray<half4>: three coordinates, offset (3, 0), the f16
; overload, the whole vector returned.
; CHECK-LABEL: define <4 x half> @gather_blue_2darray_half(<3 x float> %uvl)
; CHECK: [[B0:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 52, i32 52, i32 0, i8 0 }, i32 52, i1 false)
; CHECK-NEXT: [[TEX:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B0]], %dx.types.ResourceProperties { i32 7, i32 1032 })
; CHECK-NEXT: [[B1:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 2, i32 2, i32 0, i8 3 }, i32 2, i1 false)
; CHECK-NEXT: [[SAMP:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B1]], %dx.types.ResourceProperties { i32 14, i32 0 })
; CHECK-DAG: [[C0:%.*]] = extractelement <3 x float> %uvl, i{{32|64}} 0
; CHECK-DAG: [[C1:%.*]] = extractelement <3 x float> %uvl, i{{32|64}} 1
; CHECK-DAG: [[C2:%.*]] = extractelement <3 x float> %uvl, i{{32|64}} 2
; CHECK: [[R:%.*]] = call %dx.types.ResRet.f16 @dx.op.textureGather.f16(i32 73, %dx.types.Handle [[TEX]], %dx.types.Handle [[SAMP]], float [[C0]], float [[C1]], float [[C2]], float undef, i32 3, i32 0, i32 2)
; CHECK-DAG: [[X:%.*]] = extractvalue %dx.types.ResRet.f16 [[R]], 0
; CHECK-DAG: [[Y:%.*]] = extractvalue %dx.types.ResRet.f16 [[R]], 1
; CHECK-DAG: [[Z:%.*]] = extractvalue %dx.types.ResRet.f16 [[R]], 2
; CHECK-DAG: [[W:%.*]] = extractvalue %dx.types.ResRet.f16 [[R]], 3
; CHECK-DAG: [[V0:%.*]] = insertelement <4 x half> {{poison|undef}}, half [[X]], i{{32|64}} 0
; CHECK-DAG: [[V1:%.*]] = insertelement <4 x half> [[V0]], half [[Y]], i{{32|64}} 1
; CHECK-DAG: [[V2:%.*]] = insertelement <4 x half> [[V1]], half [[Z]], i{{32|64}} 2
; CHECK-DAG: [[V3:%.*]] = insertelement <4 x half> [[V2]], half [[W]], i{{32|64}} 3
; CHECK: ret <4 x half> [[V3]]
define <4 x half> @gather_blue_2darray_half(<3 x float> %uvl) #0 {
entry:
  %tex = call target("dx.Texture", <4 x half>, 0, 0, 0, 7) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f16_0_0_0_7t(i32 0, i32 52, i32 1, i32 0, ptr @Atlas.name)
  %samp = call target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32 0, i32 2, i32 1, i32 0, ptr @Bilinear.name)
  %r = call <4 x half> @llvm.dx.resource.gather.v4f16.tdx.Texture_v4f16_0_0_0_7t.tdx.Sampler_0t.v3f32.v2i32(target("dx.Texture", <4 x half>, 0, 0, 0, 7) %tex, target("dx.Sampler", 0) %samp, <3 x float> %uvl, i32 2, <2 x i32> <i32 3, i32 0>)
  ret <4 x half> %r
}

; GatherAlpha on TextureCube<float4>: three coordinates, no offsets; lane 3 read.
; CHECK-LABEL: define void @gather_alpha_cube(<3 x float> %dir)
; CHECK: [[B0:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 53, i32 53, i32 0, i8 0 }, i32 53, i1 false)
; CHECK-NEXT: [[TEX:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B0]], %dx.types.ResourceProperties { i32 5, i32 1033 })
; CHECK-NEXT: [[B1:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 2, i32 2, i32 0, i8 3 }, i32 2, i1 false)
; CHECK-NEXT: [[SAMP:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B1]], %dx.types.ResourceProperties { i32 14, i32 0 })
; CHECK-DAG: [[C0:%.*]] = extractelement <3 x float> %dir, i{{32|64}} 0
; CHECK-DAG: [[C1:%.*]] = extractelement <3 x float> %dir, i{{32|64}} 1
; CHECK-DAG: [[C2:%.*]] = extractelement <3 x float> %dir, i{{32|64}} 2
; CHECK: [[R:%.*]] = call %dx.types.ResRet.f32 @dx.op.textureGather.f32(i32 73, %dx.types.Handle [[TEX]], %dx.types.Handle [[SAMP]], float [[C0]], float [[C1]], float [[C2]], float undef, i32 undef, i32 undef, i32 3)
; CHECK-NEXT: [[W:%.*]] = extractvalue %dx.types.ResRet.f32 [[R]], 3
; CHECK-NEXT: store float [[W]], ptr @out.f32, align 4
; CHECK-NEXT: ret void
define void @gather_alpha_cube(<3 x float> %dir) #0 {
entry:
  %tex = call target("dx.Texture", <4 x float>, 0, 0, 0, 5) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_5t(i32 0, i32 53, i32 1, i32 0, ptr @Sky.name)
  %samp = call target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32 0, i32 2, i32 1, i32 0, ptr @Bilinear.name)
  %r = call <4 x float> @llvm.dx.resource.gather.v4f32.tdx.Texture_v4f32_0_0_0_5t.tdx.Sampler_0t.v3f32.v3i32(target("dx.Texture", <4 x float>, 0, 0, 0, 5) %tex, target("dx.Sampler", 0) %samp, <3 x float> %dir, i32 3, <3 x i32> zeroinitializer)
  %w = extractelement <4 x float> %r, i32 3
  store float %w, ptr @out.f32, align 4
  ret void
}

; GatherRed on TextureCubeArray<int4> (I32 x 4 = 1028) below SM 6.7: the i32
; overload; four coordinates, no offsets; the whole vector stored.
; CHECK-LABEL: define void @gather_red_cubearray_int(<4 x float> %dirl)
; CHECK: [[B0:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 54, i32 54, i32 0, i8 0 }, i32 54, i1 false)
; CHECK-NEXT: [[TEX:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B0]], %dx.types.ResourceProperties { i32 9, i32 1028 })
; CHECK-NEXT: [[B1:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 2, i32 2, i32 0, i8 3 }, i32 2, i1 false)
; CHECK-NEXT: [[SAMP:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B1]], %dx.types.ResourceProperties { i32 14, i32 0 })
; CHECK-DAG: [[C0:%.*]] = extractelement <4 x float> %dirl, i{{32|64}} 0
; CHECK-DAG: [[C1:%.*]] = extractelement <4 x float> %dirl, i{{32|64}} 1
; CHECK-DAG: [[C2:%.*]] = extractelement <4 x float> %dirl, i{{32|64}} 2
; CHECK-DAG: [[C3:%.*]] = extractelement <4 x float> %dirl, i{{32|64}} 3
; CHECK: [[R:%.*]] = call %dx.types.ResRet.i32 @dx.op.textureGather.i32(i32 73, %dx.types.Handle [[TEX]], %dx.types.Handle [[SAMP]], float [[C0]], float [[C1]], float [[C2]], float [[C3]], i32 undef, i32 undef, i32 0)
; CHECK-DAG: [[X:%.*]] = extractvalue %dx.types.ResRet.i32 [[R]], 0
; CHECK-DAG: [[Y:%.*]] = extractvalue %dx.types.ResRet.i32 [[R]], 1
; CHECK-DAG: [[Z:%.*]] = extractvalue %dx.types.ResRet.i32 [[R]], 2
; CHECK-DAG: [[W:%.*]] = extractvalue %dx.types.ResRet.i32 [[R]], 3
; CHECK-DAG: [[V0:%.*]] = insertelement <4 x i32> {{poison|undef}}, i32 [[X]], i{{32|64}} 0
; CHECK-DAG: [[V1:%.*]] = insertelement <4 x i32> [[V0]], i32 [[Y]], i{{32|64}} 1
; CHECK-DAG: [[V2:%.*]] = insertelement <4 x i32> [[V1]], i32 [[Z]], i{{32|64}} 2
; CHECK-DAG: [[V3:%.*]] = insertelement <4 x i32> [[V2]], i32 [[W]], i{{32|64}} 3
; CHECK: store <4 x i32> [[V3]], ptr @out.v4i32, align 16
; CHECK-NEXT: ret void
define void @gather_red_cubearray_int(<4 x float> %dirl) #0 {
entry:
  %tex = call target("dx.Texture", <4 x i32>, 0, 0, 1, 9) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4i32_0_0_1_9t(i32 0, i32 54, i32 1, i32 0, ptr @Labels.name)
  %samp = call target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32 0, i32 2, i32 1, i32 0, ptr @Bilinear.name)
  %r = call <4 x i32> @llvm.dx.resource.gather.v4i32.tdx.Texture_v4i32_0_0_1_9t.tdx.Sampler_0t.v4f32.v3i32(target("dx.Texture", <4 x i32>, 0, 0, 1, 9) %tex, target("dx.Sampler", 0) %samp, <4 x float> %dirl, i32 0, <3 x i32> zeroinitializer)
  store <4 x i32> %r, ptr @out.v4i32, align 16
  ret void
}

; GatherRed on Texture2D<uint> (U32 x 1 = 261), offset (7, -8); lanes 1 and 2.
; CHECK-LABEL: define i32 @gather_red_2d_uint(<2 x float> %uv)
; CHECK: [[B0:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 55, i32 55, i32 0, i8 0 }, i32 55, i1 false)
; CHECK-NEXT: [[TEX:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B0]], %dx.types.ResourceProperties { i32 2, i32 261 })
; CHECK-NEXT: [[B1:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 2, i32 2, i32 0, i8 3 }, i32 2, i1 false)
; CHECK-NEXT: [[SAMP:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B1]], %dx.types.ResourceProperties { i32 14, i32 0 })
; CHECK-DAG: [[C0:%.*]] = extractelement <2 x float> %uv, i{{32|64}} 0
; CHECK-DAG: [[C1:%.*]] = extractelement <2 x float> %uv, i{{32|64}} 1
; CHECK: [[R:%.*]] = call %dx.types.ResRet.i32 @dx.op.textureGather.i32(i32 73, %dx.types.Handle [[TEX]], %dx.types.Handle [[SAMP]], float [[C0]], float [[C1]], float undef, float undef, i32 7, i32 -8, i32 0)
; CHECK-DAG: [[Y:%.*]] = extractvalue %dx.types.ResRet.i32 [[R]], 1
; CHECK-DAG: [[Z:%.*]] = extractvalue %dx.types.ResRet.i32 [[R]], 2
; CHECK-NOT: {{extractelement|insertelement}}
; CHECK: [[O:%.*]] = or i32 [[Y]], [[Z]]
; CHECK-NEXT: ret i32 [[O]]
define i32 @gather_red_2d_uint(<2 x float> %uv) #0 {
entry:
  %tex = call target("dx.Texture", i32, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_i32_0_0_0_2t(i32 0, i32 55, i32 1, i32 0, ptr @Mask.name)
  %samp = call target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32 0, i32 2, i32 1, i32 0, ptr @Bilinear.name)
  %r = call <4 x i32> @llvm.dx.resource.gather.v4i32.tdx.Texture_i32_0_0_0_2t.tdx.Sampler_0t.v2f32.v2i32(target("dx.Texture", i32, 0, 0, 0, 2) %tex, target("dx.Sampler", 0) %samp, <2 x float> %uv, i32 0, <2 x i32> <i32 7, i32 -8>)
  %y = extractelement <4 x i32> %r, i32 1
  %z = extractelement <4 x i32> %r, i32 2
  %o = or i32 %y, %z
  ret i32 %o
}

; GatherGreen on Texture2DArray<int4>, zero offset; lane 0 read alone and the
; whole vector stored.
; CHECK-LABEL: define void @gather_green_2darray_int(<3 x float> %uvl)
; CHECK: [[B0:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 56, i32 56, i32 0, i8 0 }, i32 56, i1 false)
; CHECK-NEXT: [[TEX:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B0]], %dx.types.ResourceProperties { i32 7, i32 1028 })
; CHECK-NEXT: [[B1:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 2, i32 2, i32 0, i8 3 }, i32 2, i1 false)
; CHECK-NEXT: [[SAMP:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B1]], %dx.types.ResourceProperties { i32 14, i32 0 })
; CHECK-DAG: [[C0:%.*]] = extractelement <3 x float> %uvl, i{{32|64}} 0
; CHECK-DAG: [[C1:%.*]] = extractelement <3 x float> %uvl, i{{32|64}} 1
; CHECK-DAG: [[C2:%.*]] = extractelement <3 x float> %uvl, i{{32|64}} 2
; CHECK: [[R:%.*]] = call %dx.types.ResRet.i32 @dx.op.textureGather.i32(i32 73, %dx.types.Handle [[TEX]], %dx.types.Handle [[SAMP]], float [[C0]], float [[C1]], float [[C2]], float undef, i32 undef, i32 undef, i32 1)
; CHECK-DAG: [[X:%.*]] = extractvalue %dx.types.ResRet.i32 [[R]], 0
; CHECK-DAG: [[Y:%.*]] = extractvalue %dx.types.ResRet.i32 [[R]], 1
; CHECK-DAG: [[Z:%.*]] = extractvalue %dx.types.ResRet.i32 [[R]], 2
; CHECK-DAG: [[W:%.*]] = extractvalue %dx.types.ResRet.i32 [[R]], 3
; CHECK-DAG: [[V0:%.*]] = insertelement <4 x i32> {{poison|undef}}, i32 [[X]], i{{32|64}} 0
; CHECK-DAG: [[V1:%.*]] = insertelement <4 x i32> [[V0]], i32 [[Y]], i{{32|64}} 1
; CHECK-DAG: [[V2:%.*]] = insertelement <4 x i32> [[V1]], i32 [[Z]], i{{32|64}} 2
; CHECK-DAG: [[V3:%.*]] = insertelement <4 x i32> [[V2]], i32 [[W]], i{{32|64}} 3
; CHECK-NOT: extractelement
; CHECK: store i32 [[X]], ptr @out.i32, align 4
; CHECK-NEXT: store <4 x i32> [[V3]], ptr @out.v4i32, align 16
; CHECK-NEXT: ret void
define void @gather_green_2darray_int(<3 x float> %uvl) #0 {
entry:
  %tex = call target("dx.Texture", <4 x i32>, 0, 0, 1, 7) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4i32_0_0_1_7t(i32 0, i32 56, i32 1, i32 0, ptr @Ids.name)
  %samp = call target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32 0, i32 2, i32 1, i32 0, ptr @Bilinear.name)
  %r = call <4 x i32> @llvm.dx.resource.gather.v4i32.tdx.Texture_v4i32_0_0_1_7t.tdx.Sampler_0t.v3f32.v2i32(target("dx.Texture", <4 x i32>, 0, 0, 1, 7) %tex, target("dx.Sampler", 0) %samp, <3 x float> %uvl, i32 1, <2 x i32> zeroinitializer)
  %x = extractelement <4 x i32> %r, i32 0
  store i32 %x, ptr @out.i32, align 4
  store <4 x i32> %r, ptr @out.v4i32, align 16
  ret void
}

; CHECK-NOT: @llvm.dx.resource

; One declaration per (class, overload), with the parameters of the op table.
; CHECK-DAG: declare %dx.types.Handle @dx.op.annotateHandle(i32, %dx.types.Handle, %dx.types.ResourceProperties)
; CHECK-DAG: declare %dx.types.Handle @dx.op.createHandleFromBinding(i32, %dx.types.ResBind, i32, i1)
; CHECK-DAG: declare %dx.types.ResRet.f16 @dx.op.textureGather.f16(i32, %dx.types.Handle, %dx.types.Handle, float, float, float, float, i32, i32, i32)
; CHECK-DAG: declare %dx.types.ResRet.f32 @dx.op.textureGather.f32(i32, %dx.types.Handle, %dx.types.Handle, float, float, float, float, i32, i32, i32)
; CHECK-DAG: declare %dx.types.ResRet.i32 @dx.op.textureGather.i32(i32, %dx.types.Handle, %dx.types.Handle, float, float, float, float, i32, i32, i32)

declare target("dx.Texture", <4 x float>, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_2t(i32, i32, i32, i32, ptr) #1
declare target("dx.Texture", float, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_f32_0_0_0_2t(i32, i32, i32, i32, ptr) #1
declare target("dx.Texture", <4 x half>, 0, 0, 0, 7) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f16_0_0_0_7t(i32, i32, i32, i32, ptr) #1
declare target("dx.Texture", <4 x float>, 0, 0, 0, 5) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_5t(i32, i32, i32, i32, ptr) #1
declare target("dx.Texture", <4 x i32>, 0, 0, 1, 9) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4i32_0_0_1_9t(i32, i32, i32, i32, ptr) #1
declare target("dx.Texture", i32, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_i32_0_0_0_2t(i32, i32, i32, i32, ptr) #1
declare target("dx.Texture", <4 x i32>, 0, 0, 1, 7) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4i32_0_0_1_7t(i32, i32, i32, i32, ptr) #1
declare target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32, i32, i32, i32, ptr) #1

declare <4 x float> @llvm.dx.resource.gather.v4f32.tdx.Texture_v4f32_0_0_0_2t.tdx.Sampler_0t.v2f32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 2), target("dx.Sampler", 0), <2 x float>, i32, <2 x i32>) #2
declare <4 x float> @llvm.dx.resource.gather.v4f32.tdx.Texture_f32_0_0_0_2t.tdx.Sampler_0t.v2f32.v2i32(target("dx.Texture", float, 0, 0, 0, 2), target("dx.Sampler", 0), <2 x float>, i32, <2 x i32>) #2
declare <4 x half> @llvm.dx.resource.gather.v4f16.tdx.Texture_v4f16_0_0_0_7t.tdx.Sampler_0t.v3f32.v2i32(target("dx.Texture", <4 x half>, 0, 0, 0, 7), target("dx.Sampler", 0), <3 x float>, i32, <2 x i32>) #2
declare <4 x float> @llvm.dx.resource.gather.v4f32.tdx.Texture_v4f32_0_0_0_5t.tdx.Sampler_0t.v3f32.v3i32(target("dx.Texture", <4 x float>, 0, 0, 0, 5), target("dx.Sampler", 0), <3 x float>, i32, <3 x i32>) #2
declare <4 x i32> @llvm.dx.resource.gather.v4i32.tdx.Texture_v4i32_0_0_1_9t.tdx.Sampler_0t.v4f32.v3i32(target("dx.Texture", <4 x i32>, 0, 0, 1, 9), target("dx.Sampler", 0), <4 x float>, i32, <3 x i32>) #2
declare <4 x i32> @llvm.dx.resource.gather.v4i32.tdx.Texture_i32_0_0_0_2t.tdx.Sampler_0t.v2f32.v2i32(target("dx.Texture", i32, 0, 0, 0, 2), target("dx.Sampler", 0), <2 x float>, i32, <2 x i32>) #2
declare <4 x i32> @llvm.dx.resource.gather.v4i32.tdx.Texture_v4i32_0_0_1_7t.tdx.Sampler_0t.v3f32.v2i32(target("dx.Texture", <4 x i32>, 0, 0, 1, 7), target("dx.Sampler", 0), <3 x float>, i32, <2 x i32>) #2

attributes #0 = { "hlsl.shader"="compute" "hlsl.numthreads"="1,1,1" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(read) }
