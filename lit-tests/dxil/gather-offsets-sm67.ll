; At SM 6.7 texel-dxil accepts dynamic gather offsets and constants outside
; [-8, 7]: TextureGather (73) and TextureGatherCmp (74) take the two active
; offset components (extracted from a dynamic offset, kept as constants
; otherwise) in o0, o1. Kinds Texture2D and 2DArray; float, float4 and uint4
; elements.
;
; RUN: %opt -load-pass-plugin=%plugin -passes=texel-dxil,texel-dxil-verify-ops -S %s | FileCheck %s

target triple = "dxil-pc-shadermodel6.7-compute"

;   Texture2D<float4>        Color   : register(t0, space7)
;   Texture2DArray<uint4>    Tiles   : register(t1, space7)
;   Texture2D<float>         Depth   : register(t2, space7)
;   Texture2DArray<float4>   Layers  : register(t3, space7)
;   SamplerState             Samp    : register(s0, space7)
;   SamplerComparisonState   CmpSamp : register(s1, space7)
@Color.name = private unnamed_addr constant [6 x i8] c"Color\00"
@Tiles.name = private unnamed_addr constant [6 x i8] c"Tiles\00"
@Depth.name = private unnamed_addr constant [6 x i8] c"Depth\00"
@Layers.name = private unnamed_addr constant [7 x i8] c"Layers\00"
@Samp.name = private unnamed_addr constant [5 x i8] c"Samp\00"
@CmpSamp.name = private unnamed_addr constant [8 x i8] c"CmpSamp\00"

@out.f32 = global float 0.000000e+00, align 4

; The DXIL types (DXIL.md, Operation calls).
; CHECK-DAG: %dx.types.Handle = type { ptr }
; CHECK-DAG: %dx.types.ResBind = type { i32, i32, i32, i8 }
; CHECK-DAG: %dx.types.ResourceProperties = type { i32, i32 }
; CHECK-DAG: %dx.types.ResRet.f32 = type { float, float, float, float, i32 }
; CHECK-DAG: %dx.types.ResRet.i32 = type { i32, i32, i32, i32, i32 }

; GatherBlue on Texture2D<float4> with a dynamic offset; lane 0 read.
; CHECK-LABEL: define float @gather_blue_2d_dynamic(<2 x float> %uv, <2 x i32> %off)
; CHECK: [[B0:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 7, i8 0 }, i32 0, i1 false)
; CHECK-NEXT: [[TEX:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B0]], %dx.types.ResourceProperties { i32 2, i32 1033 })
; CHECK-NEXT: [[B1:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 7, i8 3 }, i32 0, i1 false)
; CHECK-NEXT: [[SAMP:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B1]], %dx.types.ResourceProperties { i32 14, i32 0 })
; CHECK-DAG: [[C0:%.*]] = extractelement <2 x float> %uv, i{{32|64}} 0
; CHECK-DAG: [[C1:%.*]] = extractelement <2 x float> %uv, i{{32|64}} 1
; CHECK-DAG: [[O0:%.*]] = extractelement <2 x i32> %off, i{{32|64}} 0
; CHECK-DAG: [[O1:%.*]] = extractelement <2 x i32> %off, i{{32|64}} 1
; CHECK: [[R:%.*]] = call %dx.types.ResRet.f32 @dx.op.textureGather.f32(i32 73, %dx.types.Handle [[TEX]], %dx.types.Handle [[SAMP]], float [[C0]], float [[C1]], float undef, float undef, i32 [[O0]], i32 [[O1]], i32 2)
; CHECK-NEXT: [[X:%.*]] = extractvalue %dx.types.ResRet.f32 [[R]], 0
; CHECK-NEXT: ret float [[X]]
define float @gather_blue_2d_dynamic(<2 x float> %uv, <2 x i32> %off) #0 {
entry:
  %tex = call target("dx.Texture", <4 x float>, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_2t(i32 7, i32 0, i32 1, i32 0, ptr @Color.name)
  %samp = call target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32 7, i32 0, i32 1, i32 0, ptr @Samp.name)
  %r = call <4 x float> @llvm.dx.resource.gather.v4f32.tdx.Texture_v4f32_0_0_0_2t.tdx.Sampler_0t.v2f32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 2) %tex, target("dx.Sampler", 0) %samp, <2 x float> %uv, i32 2, <2 x i32> %off)
  %x = extractelement <4 x float> %r, i32 0
  ret float %x
}

; GatherAlpha on Texture2DArray<uint4> with a dynamic offset; the whole vector
; returned.
; CHECK-LABEL: define <4 x i32> @gather_alpha_2darray_uint_dynamic(<3 x float> %uvl, <2 x i32> %off)
; CHECK: [[B0:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 1, i32 1, i32 7, i8 0 }, i32 1, i1 false)
; CHECK-NEXT: [[TEX:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B0]], %dx.types.ResourceProperties { i32 7, i32 1029 })
; CHECK-NEXT: [[B1:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 7, i8 3 }, i32 0, i1 false)
; CHECK-NEXT: [[SAMP:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B1]], %dx.types.ResourceProperties { i32 14, i32 0 })
; CHECK-DAG: [[C0:%.*]] = extractelement <3 x float> %uvl, i{{32|64}} 0
; CHECK-DAG: [[C1:%.*]] = extractelement <3 x float> %uvl, i{{32|64}} 1
; CHECK-DAG: [[C2:%.*]] = extractelement <3 x float> %uvl, i{{32|64}} 2
; CHECK-DAG: [[O0:%.*]] = extractelement <2 x i32> %off, i{{32|64}} 0
; CHECK-DAG: [[O1:%.*]] = extractelement <2 x i32> %off, i{{32|64}} 1
; CHECK: [[R:%.*]] = call %dx.types.ResRet.i32 @dx.op.textureGather.i32(i32 73, %dx.types.Handle [[TEX]], %dx.types.Handle [[SAMP]], float [[C0]], float [[C1]], float [[C2]], float undef, i32 [[O0]], i32 [[O1]], i32 3)
; CHECK-DAG: [[X:%.*]] = extractvalue %dx.types.ResRet.i32 [[R]], 0
; CHECK-DAG: [[Y:%.*]] = extractvalue %dx.types.ResRet.i32 [[R]], 1
; CHECK-DAG: [[Z:%.*]] = extractvalue %dx.types.ResRet.i32 [[R]], 2
; CHECK-DAG: [[W:%.*]] = extractvalue %dx.types.ResRet.i32 [[R]], 3
; CHECK-DAG: [[V0:%.*]] = insertelement <4 x i32> {{poison|undef}}, i32 [[X]], i{{32|64}} 0
; CHECK-DAG: [[V1:%.*]] = insertelement <4 x i32> [[V0]], i32 [[Y]], i{{32|64}} 1
; CHECK-DAG: [[V2:%.*]] = insertelement <4 x i32> [[V1]], i32 [[Z]], i{{32|64}} 2
; CHECK-DAG: [[V3:%.*]] = insertelement <4 x i32> [[V2]], i32 [[W]], i{{32|64}} 3
; CHECK: ret <4 x i32> [[V3]]
define <4 x i32> @gather_alpha_2darray_uint_dynamic(<3 x float> %uvl, <2 x i32> %off) #0 {
entry:
  %tex = call target("dx.Texture", <4 x i32>, 0, 0, 0, 7) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4i32_0_0_0_7t(i32 7, i32 1, i32 1, i32 0, ptr @Tiles.name)
  %samp = call target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32 7, i32 0, i32 1, i32 0, ptr @Samp.name)
  %r = call <4 x i32> @llvm.dx.resource.gather.v4i32.tdx.Texture_v4i32_0_0_0_7t.tdx.Sampler_0t.v3f32.v2i32(target("dx.Texture", <4 x i32>, 0, 0, 0, 7) %tex, target("dx.Sampler", 0) %samp, <3 x float> %uvl, i32 3, <2 x i32> %off)
  ret <4 x i32> %r
}

; GatherCmpRed on Texture2D<float> with a dynamic offset; lanes 1 and 3 read.
; CHECK-LABEL: define float @gather_cmp_red_2d_dynamic(<2 x float> %uv, float %ref, <2 x i32> %off)
; CHECK: [[B0:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 2, i32 2, i32 7, i8 0 }, i32 2, i1 false)
; CHECK-NEXT: [[TEX:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B0]], %dx.types.ResourceProperties { i32 2, i32 265 })
; CHECK-NEXT: [[B1:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 1, i32 1, i32 7, i8 3 }, i32 1, i1 false)
; CHECK-NEXT: [[SAMP:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B1]], %dx.types.ResourceProperties { i32 32782, i32 0 })
; CHECK-DAG: [[C0:%.*]] = extractelement <2 x float> %uv, i{{32|64}} 0
; CHECK-DAG: [[C1:%.*]] = extractelement <2 x float> %uv, i{{32|64}} 1
; CHECK-DAG: [[O0:%.*]] = extractelement <2 x i32> %off, i{{32|64}} 0
; CHECK-DAG: [[O1:%.*]] = extractelement <2 x i32> %off, i{{32|64}} 1
; CHECK: [[R:%.*]] = call %dx.types.ResRet.f32 @dx.op.textureGatherCmp.f32(i32 74, %dx.types.Handle [[TEX]], %dx.types.Handle [[SAMP]], float [[C0]], float [[C1]], float undef, float undef, i32 [[O0]], i32 [[O1]], i32 0, float %ref)
; CHECK-DAG: [[Y:%.*]] = extractvalue %dx.types.ResRet.f32 [[R]], 1
; CHECK-DAG: [[W:%.*]] = extractvalue %dx.types.ResRet.f32 [[R]], 3
; CHECK-NOT: {{extractelement|insertelement}}
; CHECK: [[S:%.*]] = fadd float [[Y]], [[W]]
; CHECK-NEXT: ret float [[S]]
define float @gather_cmp_red_2d_dynamic(<2 x float> %uv, float %ref, <2 x i32> %off) #0 {
entry:
  %tex = call target("dx.Texture", float, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_f32_0_0_0_2t(i32 7, i32 2, i32 1, i32 0, ptr @Depth.name)
  %samp = call target("dx.Sampler", 1) @llvm.dx.resource.handlefrombinding.tdx.Sampler_1t(i32 7, i32 1, i32 1, i32 0, ptr @CmpSamp.name)
  %r = call <4 x float> @llvm.dx.resource.gather.cmp.v4f32.tdx.Texture_f32_0_0_0_2t.tdx.Sampler_1t.v2f32.v2i32(target("dx.Texture", float, 0, 0, 0, 2) %tex, target("dx.Sampler", 1) %samp, <2 x float> %uv, float %ref, i32 0, <2 x i32> %off)
  %y = extractelement <4 x float> %r, i32 1
  %w = extractelement <4 x float> %r, i32 3
  %s = fadd float %y, %w
  ret float %s
}

; GatherCmpGreen on Texture2DArray<float4> with constant offsets outside
; [-8, 7]; lane 2 read.
; CHECK-LABEL: define void @gather_cmp_green_2darray_wide(<3 x float> %uvl, float %ref)
; CHECK: [[B0:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 3, i32 3, i32 7, i8 0 }, i32 3, i1 false)
; CHECK-NEXT: [[TEX:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B0]], %dx.types.ResourceProperties { i32 7, i32 1033 })
; CHECK-NEXT: [[B1:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 1, i32 1, i32 7, i8 3 }, i32 1, i1 false)
; CHECK-NEXT: [[SAMP:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B1]], %dx.types.ResourceProperties { i32 32782, i32 0 })
; CHECK-DAG: [[C0:%.*]] = extractelement <3 x float> %uvl, i{{32|64}} 0
; CHECK-DAG: [[C1:%.*]] = extractelement <3 x float> %uvl, i{{32|64}} 1
; CHECK-DAG: [[C2:%.*]] = extractelement <3 x float> %uvl, i{{32|64}} 2
; CHECK: [[R:%.*]] = call %dx.types.ResRet.f32 @dx.op.textureGatherCmp.f32(i32 74, %dx.types.Handle [[TEX]], %dx.types.Handle [[SAMP]], float [[C0]], float [[C1]], float [[C2]], float undef, i32 -32, i32 31, i32 1, float %ref)
; CHECK-NEXT: [[Z:%.*]] = extractvalue %dx.types.ResRet.f32 [[R]], 2
; CHECK-NEXT: store float [[Z]], ptr @out.f32, align 4
; CHECK-NEXT: ret void
define void @gather_cmp_green_2darray_wide(<3 x float> %uvl, float %ref) #0 {
entry:
  %tex = call target("dx.Texture", <4 x float>, 0, 0, 0, 7) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_7t(i32 7, i32 3, i32 1, i32 0, ptr @Layers.name)
  %samp = call target("dx.Sampler", 1) @llvm.dx.resource.handlefrombinding.tdx.Sampler_1t(i32 7, i32 1, i32 1, i32 0, ptr @CmpSamp.name)
  %r = call <4 x float> @llvm.dx.resource.gather.cmp.v4f32.tdx.Texture_v4f32_0_0_0_7t.tdx.Sampler_1t.v3f32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 7) %tex, target("dx.Sampler", 1) %samp, <3 x float> %uvl, float %ref, i32 1, <2 x i32> <i32 -32, i32 31>)
  %z = extractelement <4 x float> %r, i32 2
  store float %z, ptr @out.f32, align 4
  ret void
}

; CHECK-NOT: @llvm.dx.resource

; One declaration per (class, overload), with the parameters of the op table.
; CHECK-DAG: declare %dx.types.Handle @dx.op.annotateHandle(i32, %dx.types.Handle, %dx.types.ResourceProperties)
; CHECK-DAG: declare %dx.types.Handle @dx.op.createHandleFromBinding(i32, %dx.types.ResBind, i32, i1)
; CHECK-DAG: declare %dx.types.ResRet.f32 @dx.op.textureGather.f32(i32, %dx.types.Handle, %dx.types.Handle, float, float, float, float, i32, i32, i32)
; CHECK-DAG: declare %dx.types.ResRet.i32 @dx.op.textureGather.i32(i32, %dx.types.Handle, %dx.types.Handle, float, float, float, float, i32, i32, i32)
; CHECK-DAG: declare %dx.types.ResRet.f32 @dx.op.textureGatherCmp.f32(i32, %dx.types.Handle, %dx.types.Handle, float, float, float, float, i32, i32, i32, float)

declare target("dx.Texture", <4 x float>, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_2t(i32, i32, i32, i32, ptr) #1
declare target("dx.Texture", <4 x i32>, 0, 0, 0, 7) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4i32_0_0_0_7t(i32, i32, i32, i32, ptr) #1
declare target("dx.Texture", float, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_f32_0_0_0_2t(i32, i32, i32, i32, ptr) #1
declare target("dx.Texture", <4 x float>, 0, 0, 0, 7) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_7t(i32, i32, i32, i32, ptr) #1
declare target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32, i32, i32, i32, ptr) #1
declare target("dx.Sampler", 1) @llvm.dx.resource.handlefrombinding.tdx.Sampler_1t(i32, i32, i32, i32, ptr) #1

declare <4 x float> @llvm.dx.resource.gather.v4f32.tdx.Texture_v4f32_0_0_0_2t.tdx.Sampler_0t.v2f32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 2), target("dx.Sampler", 0), <2 x float>, i32, <2 x i32>) #2
declare <4 x i32> @llvm.dx.resource.gather.v4i32.tdx.Texture_v4i32_0_0_0_7t.tdx.Sampler_0t.v3f32.v2i32(target("dx.Texture", <4 x i32>, 0, 0, 0, 7), target("dx.Sampler", 0), <3 x float>, i32, <2 x i32>) #2
declare <4 x float> @llvm.dx.resource.gather.cmp.v4f32.tdx.Texture_f32_0_0_0_2t.tdx.Sampler_1t.v2f32.v2i32(target("dx.Texture", float, 0, 0, 0, 2), target("dx.Sampler", 1), <2 x float>, float, i32, <2 x i32>) #2
declare <4 x float> @llvm.dx.resource.gather.cmp.v4f32.tdx.Texture_v4f32_0_0_0_7t.tdx.Sampler_1t.v3f32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 7), target("dx.Sampler", 1), <3 x float>, float, i32, <2 x i32>) #2

attributes #0 = { "hlsl.shader"="compute" "hlsl.numthreads"="1,1,1" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(read) }
